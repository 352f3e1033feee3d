<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_CA">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About OPL Tournament</source>
        <translation>À propos d’OPL Tournament</translation>
    </message>
    <message>
        <source>About the program</source>
        <translation>À propos du programme</translation>
    </message>
</context>
<context>
    <name>AddPlayerDialog</name>
    <message>
        <source>Register a player</source>
        <translation>Inscrire un joueur</translation>
    </message>
    <message>
        <source>empty: issue a temporary number</source>
        <translation>vide&#xa0;: attribuer un numéro temporaire</translation>
    </message>
    <message>
        <source>the staff player (plays only to fill an odd field, unrated)</source>
        <translation>le joueur de l’organisation (ne joue que pour compléter un nombre impair, sans cote)</translation>
    </message>
    <message>
        <source>e.g. 5.00</source>
        <translation>p. ex. 5,00</translation>
    </message>
    <message>
        <source>fee paid</source>
        <translation>frais payés</translation>
    </message>
    <message>
        <source>2 vs 2 events: the team&apos;s name</source>
        <translation>tournois 2 contre 2&#xa0;: le nom de l’équipe</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Legion number</source>
        <translation>Numéro Legion</translation>
    </message>
    <message>
        <source>E-mail</source>
        <translation>Courriel</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Frais</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>{number}: {name}, known from earlier events</source>
        <translation>{number}&#xa0;: {name}, déjà connu des tournois précédents</translation>
    </message>
    <message>
        <source>{number} is the Legion number of {known}: adding {name} under it renames that member in every event. Check the number on the card.</source>
        <translation>{number} est le numéro Legion de {known}&#xa0;: inscrire {name} sous ce numéro renomme ce membre dans tous les tournois. Vérifiez le numéro sur la carte.</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Ajouter</translation>
    </message>
    <message>
        <source>Add and &amp;next</source>
        <translation>Ajouter et &amp;suivant</translation>
    </message>
    <message>
        <source>{number} {name} registered</source>
        <translation>{number} {name}&#xa0;: inscription enregistrée</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>BracketPage</name>
    <message>
        <source>Bracket</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Agrand&amp;ir</translation>
    </message>
    <message>
        <source>&amp;Zoom out</source>
        <translation>Réd&amp;uire</translation>
    </message>
    <message>
        <source>Fit to &amp;window</source>
        <translation>Ajus&amp;ter à la fenêtre</translation>
    </message>
    <message>
        <source>No elimination bracket yet (it starts with the first bracket round).</source>
        <translation>Pas encore de tableau éliminatoire (il commence à la première ronde du tableau).</translation>
    </message>
    <message>
        <source>Green: decided. Yellow: being played. Dashed: played only if needed.</source>
        <translation>Vert&#xa0;: décidé. Jaune&#xa0;: en cours. Pointillé&#xa0;: joué seulement au besoin.</translation>
    </message>
</context>
<context>
    <name>BracketScene</name>
    <message>
        <source>Champion: {champion}</source>
        <translation>Champion&#xa0;: {champion}</translation>
    </message>
    <message>
        <source>{match} · table {table}</source>
        <translation>{match} · table {table}</translation>
    </message>
    <message>
        <source>{match} · only if needed</source>
        <translation>{match} · seulement au besoin</translation>
    </message>
    <message>
        <source>No game: nobody reaches it</source>
        <translation>Aucune partie&#xa0;: aucun joueur n’y accède</translation>
    </message>
    <message>
        <source>Not played: the first final decided it</source>
        <translation>Non jouée&#xa0;: la première finale a tranché</translation>
    </message>
</context>
<context>
    <name>ClockBar</name>
    <message>
        <source>Still playing: {tables}</source>
        <translation>Encore en jeu&#xa0;: {tables}</translation>
    </message>
    <message>
        <source>Start &amp;clock</source>
        <translation>Lancer le &amp;chrono</translation>
    </message>
    <message>
        <source>Pause &amp;clock</source>
        <translation>Pause du &amp;chrono</translation>
    </message>
    <message>
        <source>Round {round}: clock paused, {remaining} left</source>
        <translation>Ronde {round}&#xa0;: chrono en pause, il reste {remaining}</translation>
    </message>
    <message>
        <source>Resume &amp;clock</source>
        <translation>Reprendre le &amp;chrono</translation>
    </message>
    <message>
        <source>Round {round}: clock running again, {remaining} left</source>
        <translation>Ronde {round}&#xa0;: chrono relancé, il reste {remaining}</translation>
    </message>
    <message>
        <source>+&amp;5 min</source>
        <translation>+&amp;5 min</translation>
    </message>
    <message>
        <source>Round {round}: 5 minutes added, {remaining} left</source>
        <translation>Ronde {round}&#xa0;: 5 minutes ajoutées, il reste {remaining}</translation>
    </message>
    <message>
        <source>Event finished</source>
        <translation>Tournoi terminé</translation>
    </message>
    <message>
        <source>table {table} ({left})</source>
        <translation>table {table} ({left})</translation>
    </message>
    <message>
        <source>Pod {table} ({left})</source>
        <translation>Pod {table} ({left})</translation>
    </message>
    <message>
        <source>Round {round}: clock started, {remaining} left, ends at {end}</source>
        <translation>Ronde {round}&#xa0;: chrono lancé, il reste {remaining}, fin à {end}</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps écoulé</translation>
    </message>
    <message>
        <source>The round&apos;s time ends at {end}</source>
        <translation>Le temps de la ronde finit à {end}</translation>
    </message>
    <message>
        <source>Round {round}: time is up — call time at every pod still playing, but those given extra time</source>
        <translation>Ronde {round}&#xa0;: temps écoulé — annoncez la fin du temps à chaque pod encore en jeu, sauf à ceux qui ont du temps en plus</translation>
    </message>
    <message>
        <source>Round {round}: time is up — call time at every pod still playing</source>
        <translation>Ronde {round}&#xa0;: temps écoulé — annoncez la fin du temps à chaque pod encore en jeu</translation>
    </message>
    <message>
        <source>Round {round}: time is up — call time at every table still playing, but those given extra time</source>
        <translation>Ronde {round}&#xa0;: temps écoulé — annoncez la fin du temps à chaque table encore en jeu, sauf à celles qui ont du temps en plus</translation>
    </message>
    <message>
        <source>Round {round}: time is up — call time at every table still playing</source>
        <translation>Ronde {round}&#xa0;: temps écoulé — annoncez la fin du temps à chaque table encore en jeu</translation>
    </message>
    <message>
        <source>{remaining} not started</source>
        <translation>{remaining} pas lancé</translation>
    </message>
    <message>
        <source>{remaining} paused</source>
        <translation>{remaining} en pause</translation>
    </message>
    <message>
        <source>Round clock</source>
        <translation>Chrono de la ronde</translation>
    </message>
</context>
<context>
    <name>CodesModel</name>
    <message>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
</context>
<context>
    <name>ConnectVenueDialog</name>
    <message>
        <source>Connect to a venue server</source>
        <translation>Se connecter au serveur de la salle</translation>
    </message>
    <message>
        <source>printed by &apos;opl-tournament venue start&apos; on the host laptop</source>
        <translation>affichée par «&#xa0;opl-tournament venue start&#xa0;» sur le portable hôte</translation>
    </message>
    <message>
        <source>venue-certificate.pem from the host laptop (empty: encrypted, not checked)</source>
        <translation>venue-certificate.pem du portable hôte (vide&#xa0;: chiffré, non vérifié)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Server URL</source>
        <translation>URL du serveur</translation>
    </message>
    <message>
        <source>Certificate file</source>
        <translation>Fichier du certificat</translation>
    </message>
    <message>
        <source>The venue server&apos;s certificate</source>
        <translation>Le certificat du serveur de la salle</translation>
    </message>
    <message>
        <source>Certificates (*.pem);;All files (*)</source>
        <translation>Certificats (*.pem);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>the URL starts with {start} (as &apos;venue start&apos; prints it on the host laptop)</source>
        <translation>l’URL commence par {start} (comme «&#xa0;venue start&#xa0;» l’affiche sur le portable hôte)</translation>
    </message>
</context>
<context>
    <name>DecisionDialog</name>
    <message>
        <source>The judge&apos;s decision</source>
        <translation>La décision du juge</translation>
    </message>
    <message>
        <source>The rules give the penalty its consequence; the judge&apos;s decision replaces what you change here. The reason is logged and printed on the penalty report.</source>
        <translation>Les règles donnent à la pénalité sa conséquence&#xa0;; la décision du juge remplace ce que vous changez ici. La raison est inscrite au journal et imprimée sur le rapport des pénalités.</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>Battle lost</source>
        <translation>Bataille perdue</translation>
    </message>
    <message>
        <source>Game forfeited</source>
        <translation>Partie perdue par forfait</translation>
    </message>
    <message>
        <source>Disqualified</source>
        <translation>Disqualifié</translation>
    </message>
    <message>
        <source>as the rules say</source>
        <translation>selon les règles</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
</context>
<context>
    <name>EditEventDialog</name>
    <message>
        <source>Edit event: {name}</source>
        <translation>Modifier le tournoi&#xa0;: {name}</translation>
    </message>
    <message>
        <source>YYYY-MM-DD</source>
        <translation>AAAA-MM-JJ</translation>
    </message>
    <message>
        <source>An elimination event has no Swiss rounds</source>
        <translation>Un tournoi à élimination n’a pas de rondes suisses</translation>
    </message>
    <message>
        <source>The event is finished: what its rounds were played under stays as it was. To change it, undo the finish (Edit ▸ Undo) to reopen the event.</source>
        <translation>Le tournoi est terminé&#xa0;: les conditions de ses rondes restent telles quelles. Pour les changer, annulez la fin du tournoi (Édition ▸ Annuler) pour le rouvrir.</translation>
    </message>
    <message>
        <source>This event is finished. Its name, date, place, judge, assistant referees, sanction number and paper can still be corrected; its Swiss rounds, time limit, tier and pairing rules cannot (undo the finish with Edit ▸ Undo to reopen it).</source>
        <translation>Ce tournoi est terminé. Son nom, sa date, son lieu, son juge, ses arbitres adjoints, son numéro de sanction et son papier peuvent encore être corrigés&#xa0;; ses rondes suisses, sa limite de temps, son niveau et ses règles d’appariement, non (annulez la fin avec Édition ▸ Annuler pour le rouvrir).</translation>
    </message>
</context>
<context>
    <name>EventForm</name>
    <message>
        <source>names separated by commas</source>
        <translation>noms séparés par des virgules</translation>
    </message>
</context>
<context>
    <name>EventView</name>
    <message>
        <source>Pl&amp;ayers</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <source>R&amp;ound</source>
        <translation>R&amp;onde</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>Classe&amp;ment</translation>
    </message>
    <message>
        <source>&amp;Bracket</source>
        <translation>Ta&amp;bleau</translation>
    </message>
    <message>
        <source>Pe&amp;nalties</source>
        <translation>Pé&amp;nalités</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>Journa&amp;l</translation>
    </message>
    <message>
        <source>Ra&amp;tings</source>
        <translation>Cote&amp;s</translation>
    </message>
    <message>
        <source>R&amp;ulings</source>
        <translation>Arbitra&amp;ges</translation>
    </message>
    <message>
        <source>Se&amp;ttings</source>
        <translation>P&amp;aramètres</translation>
    </message>
</context>
<context>
    <name>EventsModel</name>
    <message>
        <source>Id</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
</context>
<context>
    <name>GameSettingsPage</name>
    <message>
        <source>Event settings</source>
        <translation>Paramètres du tournoi</translation>
    </message>
    <message>
        <source>&amp;Change…</source>
        <translation>&amp;Changer…</translation>
    </message>
    <message>
        <source>Back to the &amp;default</source>
        <translation>Re&amp;venir à la valeur par défaut</translation>
    </message>
    <message>
        <source>The rulebooks leave these to the organiser; each has the default shown. Changed settings are highlighted, logged and can be undone.</source>
        <translation>Les règlements laissent ces choix à l’organisateur&#xa0;; chacun a la valeur par défaut indiquée. Les paramètres changés sont surlignés, consignés au journal et peuvent être annulés.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>From: {choices}</source>
        <translation>Parmi&#xa0;: {choices}</translation>
    </message>
    <message>
        <source>{description}{hint}

Value (commas separate a list):</source>
        <translation>{description}{hint}

Valeur (virgules entre les éléments d’une liste)&#xa0;:</translation>
    </message>
    <message>
        <source>Change a setting</source>
        <translation>Changer un paramètre</translation>
    </message>
</context>
<context>
    <name>GuideWindow</name>
    <message>
        <source>OPL Tournament — user guide</source>
        <translation>OPL Tournament — guide de l’utilisateur</translation>
    </message>
    <message>
        <source>Guide text</source>
        <translation>Texte du guide</translation>
    </message>
    <message>
        <source>Guide contents</source>
        <translation>Table des matières du guide</translation>
    </message>
    <message>
        <source>Search the guide…</source>
        <translation>Rechercher dans le guide…</translation>
    </message>
    <message>
        <source>Search the guide</source>
        <translation>Rechercher dans le guide</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Occurrence suivante</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Occurrence précédente</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Rechercher&#xa0;:</translation>
    </message>
    <message>
        <source>Started again from the end.</source>
        <translation>Recherche reprise à partir de la fin.</translation>
    </message>
    <message>
        <source>Started again from the top.</source>
        <translation>Recherche reprise à partir du début.</translation>
    </message>
    <message>
        <source>“{text}” is not in the guide.</source>
        <translation>«&#xa0;{text}&#xa0;» n’est pas dans le guide.</translation>
    </message>
</context>
<context>
    <name>HandPairingDialog</name>
    <message>
        <source>Pair the next round by hand</source>
        <translation>Apparier la ronde suivante à la main</translation>
    </message>
    <message>
        <source>Tables, one pair of player numbers per line</source>
        <translation>Tables, une paire de numéros de joueurs par ligne</translation>
    </message>
    <message>
        <source>0001 0004
0002 0003
0005 bye</source>
        <translation>0001 0004
0002 0003
0005 bye</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <source>Players to seat: {players}</source>
        <translation>Joueurs à placer&#xa0;: {players}</translation>
    </message>
    <message>
        <source>No pairing rule is broken.</source>
        <translation>Aucune règle d’appariement n’est enfreinte.</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>As the computer ({language})</source>
        <translation>Comme l’ordinateur ({language})</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The window will speak {language} from the next time the program starts.</source>
        <translation>La fenêtre parlera {language} au prochain démarrage du programme.</translation>
    </message>
</context>
<context>
    <name>LegionNumberDialog</name>
    <message>
        <source>Give {number} {name} a Legion number</source>
        <translation>Donner un numéro Legion à {number} {name}</translation>
    </message>
    <message>
        <source>Games played under a temporary number wait for the player&apos;s Legion number: once it is given, the events already rated are rated again with them. If a member already holds this number, the player&apos;s registrations join that member&apos;s record.</source>
        <translation>Les parties jouées sous un numéro temporaire attendent le numéro Legion du joueur&#xa0;: une fois ce numéro donné, les tournois déjà cotés le sont de nouveau avec elles. Si un membre a déjà ce numéro, les inscriptions du joueur rejoignent la fiche de ce membre.</translation>
    </message>
    <message>
        <source>1 to 12 digits</source>
        <translation>1 à 12 chiffres</translation>
    </message>
    <message>
        <source>Legion number</source>
        <translation>Numéro Legion</translation>
    </message>
</context>
<context>
    <name>LogPage</name>
    <message>
        <source>Event log</source>
        <translation>Journal du tournoi</translation>
    </message>
    <message>
        <source>Undo the &amp;chosen action…</source>
        <translation>Ann&amp;uler l’action choisie…</translation>
    </message>
    <message>
        <source>Show actions of the player</source>
        <translation>Afficher les actions du joueur</translation>
    </message>
    <message>
        <source>player: number or name</source>
        <translation>joueur&#xa0;: numéro ou nom</translation>
    </message>
    <message>
        <source>Show actions of the round</source>
        <translation>Afficher les actions de la ronde</translation>
    </message>
    <message>
        <source>Show actions of the kind</source>
        <translation>Afficher les actions de ce type</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>Every round</source>
        <translation>Toutes les rondes</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>{line}  [undone]</source>
        <translation>{line}  [annulée]</translation>
    </message>
    <message>
        <source>this station</source>
        <translation>ce poste</translation>
    </message>
    <message>
        <source>station {station}</source>
        <translation>le poste {station}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Choose an action in the log first.</source>
        <translation>Choisissez d’abord une action dans le journal.</translation>
    </message>
    <message>
        <source>Undo an action</source>
        <translation>Annuler une action</translation>
    </message>
    <message>
        <source>Undo the action of {who}: “{action}” ({time})?</source>
        <translation>Annuler l’action «&#xa0;{action}&#xa0;» ({time}), faite par {who}&#xa0;?</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Nouveau tournoi…</translation>
    </message>
    <message>
        <source>&amp;Open database…</source>
        <translation>&amp;Ouvrir une base de données…</translation>
    </message>
    <message>
        <source>&amp;Connect to a venue server…</source>
        <translation>Se &amp;connecter au serveur de la salle…</translation>
    </message>
    <message>
        <source>&amp;Finish event</source>
        <translation>&amp;Terminer le tournoi</translation>
    </message>
    <message>
        <source>&amp;Export for the rating service…</source>
        <translation>&amp;Exporter pour le service des cotes…</translation>
    </message>
    <message>
        <source>&amp;Back up now</source>
        <translation>&amp;Sauvegarder maintenant</translation>
    </message>
    <message>
        <source>&amp;Restore a snapshot…</source>
        <translation>&amp;Restaurer un instantané…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Édition</translation>
    </message>
    <message>
        <source>&amp;Undo the last action</source>
        <translation>&amp;Annuler la dernière action</translation>
    </message>
    <message>
        <source>E&amp;dit event…</source>
        <translation>&amp;Modifier le tournoi…</translation>
    </message>
    <message>
        <source>&amp;Pair next round</source>
        <translation>A&amp;pparier la ronde suivante</translation>
    </message>
    <message>
        <source>Start, pause or resume the &amp;clock</source>
        <translation>Démarrer, suspendre ou reprendre le &amp;chrono</translation>
    </message>
    <message>
        <source>Go to the &amp;result line</source>
        <translation>Aller à la ligne des &amp;résultats</translation>
    </message>
    <message>
        <source>&amp;Time called…</source>
        <translation>Appel de &amp;temps…</translation>
    </message>
    <message>
        <source>Results from a &amp;file…</source>
        <translation>Résultats depuis un &amp;fichier…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>&amp;Projector window</source>
        <translation>Fenêtre du &amp;projecteur</translation>
    </message>
    <message>
        <source>Players&apos; page on the &amp;network…</source>
        <translation>Page des joueurs sur le &amp;réseau…</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Open event</source>
        <translation>Ouvrir le tournoi</translation>
    </message>
    <message>
        <source>OPL Tournament — {event} — finished</source>
        <translation>OPL Tournament — {event} — terminé</translation>
    </message>
    <message>
        <source>OPL Tournament — {event} — round {round}</source>
        <translation>OPL Tournament — {event} — ronde {round}</translation>
    </message>
    <message>
        <source>OPL Tournament — {event} — registration</source>
        <translation>OPL Tournament — {event} — inscription</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>&amp;Undo: {action}</source>
        <translation>&amp;Annuler&#xa0;: {action}</translation>
    </message>
    <message>
        <source>Created event {number}: {event}</source>
        <translation>Tournoi {number} créé&#xa0;: {event}</translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <translation>Annulé&#xa0;: {action}</translation>
    </message>
</context>
<context>
    <name>NewEventDialog</name>
    <message>
        <source>New event</source>
        <translation>Nouveau tournoi</translation>
    </message>
    <message>
        <source>e.g. Spring Open</source>
        <translation>p. ex. Omnium du printemps</translation>
    </message>
    <message>
        <source>{format} (recommended)</source>
        <translation>{format} (recommandé)</translation>
    </message>
    <message>
        <source>top {size}</source>
        <translation>top {size}</translation>
    </message>
    <message>
        <source>an odd field plays the staff player instead of a bye</source>
        <translation>un nombre impair joue contre le joueur de l’organisation plutôt qu’avec une exemption</translation>
    </message>
    <message>
        <source>head to head</source>
        <translation>tête-à-tête</translation>
    </message>
    <message>
        <source>Vs. System only: seat players in pods, paired Swiss</source>
        <translation>Vs. System seulement&#xa0;: joueurs assis en tables multijoueurs, appariement suisse</translation>
    </message>
</context>
<context>
    <name>PairingsModel</name>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>BYE</source>
        <translation>EXEMPTION</translation>
    </message>
</context>
<context>
    <name>PenaltiesModel</name>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <source>Infraction</source>
        <translation>Infraction</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Conséquence</translation>
    </message>
    <message>
        <source>Official</source>
        <translation>Officiel</translation>
    </message>
</context>
<context>
    <name>PenaltiesPage</name>
    <message>
        <source>Penalties of the event</source>
        <translation>Pénalités du tournoi</translation>
    </message>
    <message>
        <source>player number</source>
        <translation>numéro du joueur</translation>
    </message>
    <message>
        <source>removed from the event</source>
        <translation>retiré du tournoi</translation>
    </message>
    <message>
        <source>this game only</source>
        <translation>cette partie seulement</translation>
    </message>
    <message>
        <source>between games</source>
        <translation>entre les parties</translation>
    </message>
    <message>
        <source>printed on the penalty report</source>
        <translation>imprimée sur le rapport des pénalités</translation>
    </message>
    <message>
        <source>Re&amp;cord penalty</source>
        <translation>Enregistrer la &amp;pénalité</translation>
    </message>
    <message>
        <source>Record with the &amp;judge&apos;s decision…</source>
        <translation>Enregistrer avec la &amp;décision du juge…</translation>
    </message>
    <message>
        <source>The judge decides the consequence instead of the rules (the judge&apos;s word is final); the reason is logged and printed on the penalty report</source>
        <translation>Le juge décide de la conséquence à la place des règles (sa décision est sans appel)&#xa0;; la raison est inscrite au journal et imprimée sur le rapport des pénalités</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <source>Forfeiture</source>
        <translation>Forfait</translation>
    </message>
    <message>
        <source>Round of the game</source>
        <translation>Ronde de la partie</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Infraction</source>
        <translation>Infraction</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>At table {table}: {players}</source>
        <translation>À la table {table}&#xa0;: {players}</translation>
    </message>
    <message>
        <source>What the penalty changed</source>
        <translation>Ce que la pénalité a changé</translation>
    </message>
    <message>
        <source>Type the penalised player&apos;s number.</source>
        <translation>Tapez le numéro du joueur pénalisé.</translation>
    </message>
    <message>
        <source>Penalty recorded: {what}</source>
        <translation>Pénalité enregistrée&#xa0;: {what}</translation>
    </message>
    <message>
        <source>Record penalty</source>
        <translation>Enregistrer une pénalité</translation>
    </message>
</context>
<context>
    <name>PlayerCodesDialog</name>
    <message>
        <source>Player codes</source>
        <translation>Codes des joueurs</translation>
    </message>
    <message>
        <source>A code signs a phone in as its player: hand each player their own (Print ▸ Player code cards). Renew a code that was lost or seen by someone else.</source>
        <translation>Un code connecte un téléphone au nom de son joueur&#xa0;: remettez à chacun le sien (Imprimer ▸ Cartes de code des joueurs). Renouvelez un code perdu ou vu par quelqu’un d’autre.</translation>
    </message>
    <message>
        <source>&amp;Renew the selected player&apos;s code…</source>
        <translation>&amp;Renouveler le code du joueur choisi…</translation>
    </message>
    <message>
        <source>Select a player first.</source>
        <translation>Choisissez d’abord un joueur.</translation>
    </message>
    <message>
        <source>Renew a code</source>
        <translation>Renouveler un code</translation>
    </message>
    <message>
        <source>Give {number} {name} a new code? The old code ({code}) stops working at once, on every phone signed in with it.</source>
        <translation>Donner un nouveau code à {number} {name}&#xa0;? L’ancien code ({code}) cesse aussitôt de fonctionner, sur tous les téléphones connectés avec lui.</translation>
    </message>
    <message>
        <source>New code for {number} {name}</source>
        <translation>Nouveau code pour {number} {name}</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Seq.</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Number kind</source>
        <translation>Type de numéro</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Frais</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation>Présent depuis</translation>
    </message>
    <message>
        <source>{status} (staff)</source>
        <translation>{status} (organisation)</translation>
    </message>
    <message>
        <source>{fee} paid</source>
        <translation>{fee} payés</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Search players</source>
        <translation>Chercher des joueurs</translation>
    </message>
    <message>
        <source>Search by name or number (accents and case ignored)…</source>
        <translation>Chercher par nom ou numéro (accents et majuscules ignorés)…</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Add pla&amp;yer…</source>
        <translation>Nou&amp;veau joueur…</translation>
    </message>
    <message>
        <source>Ed&amp;it…</source>
        <translation>Mod&amp;ifier…</translation>
    </message>
    <message>
        <source>I&amp;mport CSV…</source>
        <translation>Im&amp;porter un CSV…</translation>
    </message>
    <message>
        <source>&amp;Drop</source>
        <translation>Re&amp;tirer</translation>
    </message>
    <message>
        <source>Re-enter &amp;player</source>
        <translation>Réins&amp;crire</translation>
    </message>
    <message>
        <source>Dec&amp;k list…</source>
        <translation>Liste de dec&amp;k…</translation>
    </message>
    <message>
        <source>Drop everyone not c&amp;hecked in…</source>
        <translation>E&amp;xclure les absents…</translation>
    </message>
    <message>
        <source>Player c&amp;odes…</source>
        <translation>Codes des joue&amp;urs…</translation>
    </message>
    <message>
        <source>Give Le&amp;gion number…</source>
        <translation>Donner un numéro &amp;Legion…</translation>
    </message>
    <message>
        <source>For a player with a temporary number who has joined the Legion</source>
        <translation>Pour un joueur au numéro temporaire qui a rejoint la Legion</translation>
    </message>
    <message numerus="yes">
        <source>A sanctioned event needs at least {minimum} players; %n are registered.</source>
        <translation>
            <numerusform>Un tournoi sanctionné exige au moins {minimum} joueurs&#xa0;; %Ln est inscrit.</numerusform>
            <numerusform>Un tournoi sanctionné exige au moins {minimum} joueurs&#xa0;; %Ln sont inscrits.</numerusform>
        </translation>
    </message>
    <message>
        <source>{temporary} {name} is now Legion number {number}</source>
        <translation>{temporary} {name} a désormais le numéro Legion {number}</translation>
    </message>
    <message>
        <source>Select a player first.</source>
        <translation>Choisissez d’abord un joueur.</translation>
    </message>
    <message>
        <source>Registered {number} {name}</source>
        <translation>Inscrit&#xa0;: {number} {name}</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importer des joueurs</translation>
    </message>
    <message>
        <source>Player lists (*.csv *.txt *.tsv);;All files (*)</source>
        <translation>Listes de joueurs (*.csv *.txt *.tsv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Importing players…</source>
        <translation>Importation des joueurs…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n players from {file}</source>
        <translation>
            <numerusform>%Ln joueur importé de {file}</numerusform>
            <numerusform>%Ln joueurs importés de {file}</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing imported from {file}: everyone in it is already registered.</source>
        <translation>Rien d’importé de {file}&#xa0;: tous ses joueurs sont déjà inscrits.</translation>
    </message>
    <message>
        <source>line {line}: {name} ({number})</source>
        <translation>ligne {line}&#xa0;: {name} ({number})</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n de plus</numerusform>
            <numerusform>… et %n de plus</numerusform>
        </translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Dropped {player}: not paired from the next round on</source>
        <translation>Abandon de {player}&#xa0;: plus apparié à partir de la prochaine ronde</translation>
    </message>
    <message>
        <source>Every active player has checked in.</source>
        <translation>Tous les joueurs actifs sont présents.</translation>
    </message>
    <message>
        <source>Drop everyone not checked in</source>
        <translation>Exclure les absents</translation>
    </message>
    <message numerus="yes">
        <source>(%n rated events rated again)</source>
        <translation>
            <numerusform>(%Ln tournoi coté de nouveau)</numerusform>
            <numerusform>(%Ln tournois cotés de nouveau)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Already registered, not imported again (%n lines):</source>
        <translation>
            <numerusform>Déjà inscrit, non importé une seconde fois (%Ln ligne)&#xa0;:</numerusform>
            <numerusform>Déjà inscrits, non importés une seconde fois (%Ln lignes)&#xa0;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drop the %n players who have not checked in? Undo brings them back.</source>
        <translation>
            <numerusform>Retirer le joueur (%Ln) qui ne s’est pas présenté&#xa0;? Annuler le fait revenir.</numerusform>
            <numerusform>Retirer les %Ln joueurs qui ne se sont pas présentés&#xa0;? Annuler les fait revenir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dropped %n players not checked in</source>
        <translation>
            <numerusform>%Ln joueur non présent retiré</numerusform>
            <numerusform>%Ln joueurs non présents retirés</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-enter</source>
        <translation>Réinscrire</translation>
    </message>
    <message>
        <source>Re-entered {player}: paired again from the next round</source>
        <translation>{player} réinscrit&#xa0;: apparié de nouveau dès la prochaine ronde</translation>
    </message>
    <message>
        <source>Edit player {number}</source>
        <translation>Modifier le joueur {number}</translation>
    </message>
    <message>
        <source>Deck list of {number}</source>
        <translation>Liste de deck de {number}</translation>
    </message>
    <message>
        <source>Deck lists (*.txt *.json)</source>
        <translation>Listes de deck (*.txt *.json)</translation>
    </message>
    <message>
        <source>{number}: {file} is LEGAL</source>
        <translation>{number}&#xa0;: {file} est LÉGAL</translation>
    </message>
    <message>
        <source>{number}: {file} is NOT LEGAL</source>
        <translation>{number}&#xa0;: {file} n’est PAS LÉGAL</translation>
    </message>
    <message>
        <source>warning: {warning}</source>
        <translation>attention&#xa0;: {warning}</translation>
    </message>
    <message>
        <source>• {rule}: {problem}</source>
        <translation>• {rule}&#xa0;: {problem}</translation>
    </message>
    <message>
        <source>note: {note}</source>
        <translation>note&#xa0;: {note}</translation>
    </message>
    <message>
        <source>Deck list</source>
        <translation>Liste de deck</translation>
    </message>
</context>
<context>
    <name>PlayersPageDialog</name>
    <message>
        <source>Players&apos; page on the network</source>
        <translation>Page des joueurs sur le réseau</translation>
    </message>
    <message>
        <source>Players on the venue&apos;s network open this address, or scan the code, to see the pairings, the standings and the round clock on their phones. Without a player&apos;s code the page only shows; with their own code (on their code card or result sheet) players act for themselves where the event lets them.</source>
        <translation>Sur le réseau de la salle, les joueurs ouvrent cette adresse, ou balaient le code, pour voir les appariements, le classement et le chrono de la ronde sur leur téléphone. Sans le code d’un joueur, la page ne fait qu’afficher&#xa0;; avec son propre code (sur sa carte de code ou sa feuille de résultats), un joueur agit lui-même là où le tournoi le permet.</translation>
    </message>
    <message>
        <source>Encrypt the page (https)</source>
        <translation>Chiffrer la page (https)</translation>
    </message>
    <message>
        <source>Players&apos; codes and sessions then cannot be read on the Wi-Fi. Each phone warns once about the certificate: the player checks its fingerprint against this one.</source>
        <translation>Les codes et les sessions des joueurs ne peuvent alors plus être lus sur le Wi-Fi. Chaque téléphone avertit une fois au sujet du certificat&#xa0;: le joueur compare son empreinte avec celle-ci.</translation>
    </message>
    <message>
        <source>Served without encryption: anyone on this network can read the players&apos; codes and session cookies, and act for them. Tick the box unless nobody else can join the network.</source>
        <translation>Servie sans chiffrement&#xa0;: n’importe qui sur ce réseau peut lire les codes et les cookies de session des joueurs, et agir à leur place. Cochez la case, sauf si personne d’autre ne peut rejoindre le réseau.</translation>
    </message>
    <message>
        <source>The projector window and the printed pairings show the same code while the page is served. It stops when the program closes.</source>
        <translation>La fenêtre du projecteur et les appariements imprimés montrent le même code tant que la page est servie. Elle s’arrête à la fermeture du programme.</translation>
    </message>
    <message>
        <source>Stop serving</source>
        <translation>Arrêter le service</translation>
    </message>
    <message>
        <source>Certificate&apos;s SHA-256 fingerprint: {fingerprint}</source>
        <translation>Empreinte SHA-256 du certificat&#xa0;: {fingerprint}</translation>
    </message>
    <message>
        <source>Not served</source>
        <translation>Non servie</translation>
    </message>
</context>
<context>
    <name>PodResultDialog</name>
    <message>
        <source>Result of pod {table}</source>
        <translation>Résultat du pod {table}</translation>
    </message>
    <message>
        <source>choose</source>
        <translation>choisir</translation>
    </message>
    <message>
        <source>&amp;Tie for first: the sides placed 1 share the win</source>
        <translation>É&amp;galité en tête&#xa0;: les camps classés 1 se partagent la victoire</translation>
    </message>
    <message>
        <source>Each side&apos;s place: 1 = won; give equal places for a tie.</source>
        <translation>Rang de chaque camp&#xa0;: 1 = victoire&#xa0;; des rangs égaux pour une égalité.</translation>
    </message>
    <message numerus="yes">
        <source>Choose a place for %n more sides.</source>
        <translation>
            <numerusform>Choisissez un rang pour %Ln autre camp.</numerusform>
            <numerusform>Choisissez un rang pour %Ln autres camps.</numerusform>
        </translation>
    </message>
    <message>
        <source>One side (or several, tied) must be placed 1.</source>
        <translation>Un camp (ou plusieurs, à égalité) doit être classé 1.</translation>
    </message>
    <message>
        <source>More than one side is placed 1: tick &quot;Tie for first&quot; if they share the win.</source>
        <translation>Plus d’un camp est classé 1&#xa0;: cochez «&#xa0;Égalité en tête&#xa0;» s’ils se partagent la victoire.</translation>
    </message>
</context>
<context>
    <name>PodStandingsModel</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>W-T-L</source>
        <translation>V-É-D</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Exemptions</translation>
    </message>
</context>
<context>
    <name>PodsModel</name>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>Pod</source>
        <translation>Pod</translation>
    </message>
</context>
<context>
    <name>PrinterDialog</name>
    <message>
        <source>Print on paper</source>
        <translation>Imprimer sur papier</translation>
    </message>
    <message>
        <source>Printer &amp;options…</source>
        <translation>&amp;Options de l’imprimante…</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Imprimer</translation>
    </message>
    <message>
        <source>&amp;Printer</source>
        <translation>Im&amp;primante</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Pairings and clock</source>
        <translation>Appariements et chrono</translation>
    </message>
    <message>
        <source>{address}</source>
        <translation>La page des joueurs&#xa0;: {address}</translation>
    </message>
    <message>
        <source>Pairings on your phone:
{address}</source>
        <translation>Les appariements sur votre téléphone&#xa0;:
{address}</translation>
    </message>
    <message>
        <source>{event} — round {round}</source>
        <translation>{event} — ronde {round}</translation>
    </message>
    <message>
        <source>{event} — registration</source>
        <translation>{event} — inscription</translation>
    </message>
    <message>
        <source>{event} — final standings</source>
        <translation>{event} — classement final</translation>
    </message>
    <message>
        <source>Waiting for the pairings</source>
        <translation>En attente des appariements</translation>
    </message>
    <message>
        <source>{title}   (page {page} of {pages})</source>
        <translation>{title}   (page {page} sur {pages})</translation>
    </message>
</context>
<context>
    <name>RatingChangesModel</name>
    <message>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Formula</source>
        <translation>Formule</translation>
    </message>
</context>
<context>
    <name>RatingsModel</name>
    <message>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Cote</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
</context>
<context>
    <name>RatingsPage</name>
    <message>
        <source>&amp;Preview this event</source>
        <translation>&amp;Aperçu</translation>
    </message>
    <message>
        <source>Appl&amp;y ratings…</source>
        <translation>Appl&amp;iquer…</translation>
    </message>
    <message>
        <source>Ta&amp;ke back ratings…</source>
        <translation>Re&amp;prendre…</translation>
    </message>
    <message>
        <source>Load a rating l&amp;ist…</source>
        <translation>&amp;Charger une liste…</translation>
    </message>
    <message>
        <source>US Chess</source>
        <translation>US Chess</translation>
    </message>
    <message>
        <source>Glicko-2</source>
        <translation>Glicko-2</translation>
    </message>
    <message>
        <source>Rating &amp;system:</source>
        <translation>S&amp;ystème de cote&#xa0;:</translation>
    </message>
    <message>
        <source>Rating changes of this event</source>
        <translation>Changements de cote de ce tournoi</translation>
    </message>
    <message>
        <source>All rated players</source>
        <translation>Tous les joueurs cotés</translation>
    </message>
    <message>
        <source>{system} No ratings yet: {reason}.</source>
        <translation>{system} Pas encore de cotes&#xa0;: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Applied: these %n ratings are stored (Take back ratings, or Edit ▸ Undo, takes them back).</source>
        <translation>
            <numerusform>Appliquée&#xa0;: cette cote (%Ln) est enregistrée (Reprendre les cotes, ou Édition ▸ Annuler, la reprend).</numerusform>
            <numerusform>Appliquées&#xa0;: ces %Ln cotes sont enregistrées (Reprendre les cotes, ou Édition ▸ Annuler, les reprend).</numerusform>
        </translation>
    </message>
    <message>
        <source>Preview: exactly what applying will store; nothing is stored until you apply. Applying also rates again, after it: {events}.</source>
        <translation>Aperçu&#xa0;: exactement ce que l’application enregistrera&#xa0;; rien n’est enregistré avant d’appliquer. Appliquer recote aussi, après lui&#xa0;: {events}.</translation>
    </message>
    <message>
        <source>Preview: exactly what applying will store; nothing is stored until you apply.</source>
        <translation>Aperçu&#xa0;: exactement ce que l’application enregistrera&#xa0;; rien n’est enregistré avant d’appliquer.</translation>
    </message>
    <message numerus="yes">
        <source>%n games wait for a player&apos;s Legion number: rated once the Players page gives it.</source>
        <translation>
            <numerusform>%Ln partie attend le numéro Legion d’un joueur&#xa0;: elle sera cotée une fois ce numéro donné sur la page Joueurs.</numerusform>
            <numerusform>%Ln parties attendent le numéro Legion d’un joueur&#xa0;: elles seront cotées une fois ce numéro donné sur la page Joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>{system} {text}</source>
        <translation>{system} {text}</translation>
    </message>
    <message>
        <source>Rating system: {system}.</source>
        <translation>Système de cote&#xa0;: {system}.</translation>
    </message>
    <message>
        <source>Ratings</source>
        <translation>Cotes</translation>
    </message>
    <message>
        <source>This event&apos;s ratings are already applied.</source>
        <translation>Les cotes de ce tournoi sont déjà appliquées.</translation>
    </message>
    <message numerus="yes">
        <source>Apply the ratings of this event? %n players are rated; {largest}.</source>
        <translation>
            <numerusform>Appliquer les cotes de ce tournoi&#xa0;? %Ln joueur est coté&#xa0;; {largest}.</numerusform>
            <numerusform>Appliquer les cotes de ce tournoi&#xa0;? %Ln joueurs sont cotés&#xa0;; {largest}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Events played later are rated again after it: {events}.</source>
        <translation>Les tournois joués après lui sont recotés&#xa0;: {events}.</translation>
    </message>
    <message>
        <source>Apply ratings</source>
        <translation>Appliquer les cotes</translation>
    </message>
    <message numerus="yes">
        <source>Applied the ratings of %n players</source>
        <translation>
            <numerusform>Cote de %Ln joueur appliquée</numerusform>
            <numerusform>Cotes de %Ln joueurs appliquées</numerusform>
        </translation>
    </message>
    <message>
        <source>This event&apos;s ratings are not applied: there is nothing to take back.</source>
        <translation>Les cotes de ce tournoi ne sont pas appliquées&#xa0;: il n’y a rien à reprendre.</translation>
    </message>
    <message numerus="yes">
        <source>Take back the ratings of this event? %n players go back to their ratings before it; events rated after it are rated again without it. (Edit ▸ Undo puts them back.)</source>
        <translation>
            <numerusform>Reprendre les cotes de ce tournoi&#xa0;? %Ln joueur retrouve sa cote d’avant&#xa0;; les tournois cotés après lui sont recotés sans lui. (Édition ▸ Annuler les remet.)</numerusform>
            <numerusform>Reprendre les cotes de ce tournoi&#xa0;? %Ln joueurs retrouvent leur cote d’avant&#xa0;; les tournois cotés après lui sont recotés sans lui. (Édition ▸ Annuler les remet.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Take back ratings</source>
        <translation>Reprendre les cotes</translation>
    </message>
    <message>
        <source>Took back this event&apos;s ratings</source>
        <translation>Cotes de ce tournoi reprises</translation>
    </message>
    <message>
        <source>The rating service&apos;s list</source>
        <translation>La liste du service des cotes</translation>
    </message>
    <message>
        <source>Rating lists (*.csv *.txt *.tsv);;All files (*)</source>
        <translation>Listes de cotes (*.csv *.txt *.tsv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Load a rating list</source>
        <translation>Charger une liste de cotes</translation>
    </message>
    <message numerus="yes">
        <source>Load %n players&apos; ratings from {file}? Each listed player&apos;s rating and games are replaced by the list&apos;s (a list without games keeps the games known here); a number listed under another name is left as it is and reported.</source>
        <translation>
            <numerusform>Charger la cote de %Ln joueur depuis {file}&#xa0;? La cote et les parties de chaque joueur listé sont remplacées par celles de la liste (une liste sans parties garde celles connues ici)&#xa0;; un numéro listé sous un autre nom est laissé tel quel et signalé.</numerusform>
            <numerusform>Charger les cotes de %Ln joueurs depuis {file}&#xa0;? La cote et les parties de chaque joueur listé sont remplacées par celles de la liste (une liste sans parties garde celles connues ici)&#xa0;; un numéro listé sous un autre nom est laissé tel quel et signalé.</numerusform>
        </translation>
    </message>
    <message>
        <source>Loaded {file}: {new} new, {changed} changed, {unchanged} unchanged, {conflicts} conflict(s)</source>
        <translation>{file} chargé&#xa0;: {new} nouveau(x), {changed} changé(s), {unchanged} inchangé(s), {conflicts} conflit(s)</translation>
    </message>
    <message>
        <source>Left as they are:
{conflicts}</source>
        <translation>Laissés tels quels&#xa0;:
{conflicts}</translation>
    </message>
</context>
<context>
    <name>ReportsPanel</name>
    <message>
        <source>Players&apos; reports</source>
        <translation>Déclarations des joueurs</translation>
    </message>
    <message>
        <source>Players&apos; reports — round {round}</source>
        <translation>Déclarations des joueurs — ronde {round}</translation>
    </message>
    <message>
        <source>Players&apos; reports — before round 1</source>
        <translation>Déclarations des joueurs — avant la ronde 1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Judge: pod {table}&lt;/b&gt; — {player}, {time}</source>
        <translation>&lt;b&gt;Juge&#xa0;: pod {table}&lt;/b&gt; — {player}, {time}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Judge: table {table}&lt;/b&gt; — {player}, {time}</source>
        <translation>&lt;b&gt;Juge&#xa0;: table {table}&lt;/b&gt; — {player}, {time}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Judge: no pod yet&lt;/b&gt; — {player}, {time}</source>
        <translation>&lt;b&gt;Juge&#xa0;: pas encore de pod&lt;/b&gt; — {player}, {time}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Judge: no table yet&lt;/b&gt; — {player}, {time}</source>
        <translation>&lt;b&gt;Juge&#xa0;: pas encore de table&lt;/b&gt; — {player}, {time}</translation>
    </message>
    <message>
        <source>Acknowledge</source>
        <translation>Accuser réception</translation>
    </message>
    <message>
        <source>{player}: {claim}</source>
        <translation>{player}&#xa0;: {claim}</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accepter</translation>
    </message>
    <message>
        <source>Pod {table}: {claims} — {status}</source>
        <translation>Pod {table}&#xa0;: {claims} — {status}</translation>
    </message>
    <message>
        <source>Table {table}: {claims} — {status}</source>
        <translation>Table {table}&#xa0;: {claims} — {status}</translation>
    </message>
    <message>
        <source>Dropped: {player} ({by}, {time})</source>
        <translation>Abandon&#xa0;: {player} ({by}, {time})</translation>
    </message>
    <message>
        <source>Nothing waits: no pod reported from a phone, no judge call.</source>
        <translation>Rien en attente&#xa0;: aucun pod déclaré par téléphone, aucun appel au juge.</translation>
    </message>
    <message>
        <source>Nothing waits: no table reported from a phone, no judge call.</source>
        <translation>Rien en attente&#xa0;: aucune table déclarée par téléphone, aucun appel au juge.</translation>
    </message>
    <message>
        <source>{player} says {claim}</source>
        <translation>selon {player}, {claim}</translation>
    </message>
    <message>
        <source>Accept {player}&apos;s</source>
        <translation>Accepter {player}</translation>
    </message>
    <message>
        <source>Enter another…</source>
        <translation>Autre résultat…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Disputed, pod {table}:&lt;/b&gt; {claims}</source>
        <translation>&lt;b&gt;Contesté, pod {table}&#xa0;:&lt;/b&gt; {claims}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Disputed, table {table}:&lt;/b&gt; {claims}</source>
        <translation>&lt;b&gt;Contestée, table {table}&#xa0;:&lt;/b&gt; {claims}</translation>
    </message>
    <message>
        <source>Accept a report</source>
        <translation>Accepter une déclaration</translation>
    </message>
    <message>
        <source>Table {table}: recorded {player}&apos;s report</source>
        <translation>Table {table}&#xa0;: déclaration de {player} enregistrée</translation>
    </message>
    <message>
        <source>Acknowledge a judge call</source>
        <translation>Accuser réception d’un appel au juge</translation>
    </message>
    <message>
        <source>Answered {player}&apos;s call</source>
        <translation>Appel de {player} pris en charge</translation>
    </message>
    <message>
        <source>Answered {player}&apos;s call at table {table}</source>
        <translation>Appel de {player} à la table {table} pris en charge</translation>
    </message>
</context>
<context>
    <name>RoundPage</name>
    <message>
        <source>Result line</source>
        <translation>Ligne de résultat</translation>
    </message>
    <message>
        <source>Go to the result line</source>
        <translation>Aller à la ligne de résultat</translation>
    </message>
    <message>
        <source>correct a result alrea&amp;dy entered</source>
        <translation>corriger un r&amp;ésultat déjà saisi</translation>
    </message>
    <message>
        <source>Waitin&amp;g only</source>
        <translation>Mas&amp;quer les tables terminées</translation>
    </message>
    <message>
        <source>Show only the tables still waiting for a result</source>
        <translation>N’afficher que les tables encore en attente d’un résultat</translation>
    </message>
    <message>
        <source>Show round</source>
        <translation>Voir la ronde</translation>
    </message>
    <message>
        <source>T&amp;ime called…</source>
        <translation>Fiche &amp;d’appel du temps…</translation>
    </message>
    <message>
        <source>Time-call for&amp;m file…</source>
        <translation>Ou&amp;vrir une fiche d’appel…</translation>
    </message>
    <message>
        <source>Verdict recorded — {verdict}</source>
        <translation>Décision enregistrée — {verdict}</translation>
    </message>
    <message>
        <source>Round {number} — {stage}</source>
        <translation>Ronde {number} — {stage}</translation>
    </message>
    <message>
        <source>Corrects round {number}:</source>
        <translation>Corrige la ronde {number}&#xa0;:</translation>
    </message>
    <message>
        <source>Round {number}:</source>
        <translation>Ronde {number}&#xa0;:</translation>
    </message>
    <message>
        <source>A result typed here goes to round {number} (a correction)</source>
        <translation>Un résultat saisi ici va à la ronde {number} (une correction)</translation>
    </message>
    <message>
        <source>A result typed here goes to round {number}</source>
        <translation>Un résultat saisi ici va à la ronde {number}</translation>
    </message>
    <message>
        <source>All results are in</source>
        <translation>Tous les résultats sont entrés</translation>
    </message>
    <message>
        <source>Results of round {number} from a file</source>
        <translation>Résultats de la ronde {number} depuis un fichier</translation>
    </message>
    <message>
        <source>Results files (*.csv *.txt *.tsv);;All files (*)</source>
        <translation>Fichiers de résultats (*.csv *.txt *.tsv);;Tous les fichiers (*)</translation>
    </message>
    <message numerus="yes">
        <source>Round {number}: %n results recorded from {file}</source>
        <translation>
            <numerusform>Ronde {number}&#xa0;: %Ln résultat enregistré depuis {file}</numerusform>
            <numerusform>Ronde {number}&#xa0;: %Ln résultats enregistrés depuis {file}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already entered, unchanged (tables {tables})</source>
        <translation>
            <numerusform>%Ln déjà saisi, inchangé (table {tables})</numerusform>
            <numerusform>%Ln déjà saisis, inchangés (tables {tables})</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {number}: nothing new in {file}</source>
        <translation>Ronde {number}&#xa0;: rien de nouveau dans {file}</translation>
    </message>
    <message>
        <source>{recorded}; {already}</source>
        <translation>{recorded}&#xa0;; {already}</translation>
    </message>
    <message>
        <source>Enter a result</source>
        <translation>Saisir un résultat</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>Correction</translation>
    </message>
    <message>
        <source>What the correction changed</source>
        <translation>Ce que la correction a changé</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>Extra time</source>
        <translation>Temps additionnel</translation>
    </message>
</context>
<context>
    <name>RoundRowsModel</name>
    <message>
        <source>{table}  (+{minutes} min)</source>
        <translation>{table}  (+{minutes} min)</translation>
    </message>
</context>
<context>
    <name>RulingsPage</name>
    <message>
        <source>Search the rulings</source>
        <translation>Chercher dans les décisions</translation>
    </message>
    <message>
        <source>A Special&apos;s code (HQ) or words (venture ko, multipower)…</source>
        <translation>Le code d’un Special (HQ) ou des mots (venture ko, multipower)…</translation>
    </message>
    <message>
        <source>Rulings found</source>
        <translation>Décisions trouvées</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>{title}

{text}

Source: {source}</source>
        <translation>{title}

{text}

Source&#xa0;: {source}</translation>
    </message>
</context>
<context>
    <name>SettingsModel</name>
    <message>
        <source>Setting</source>
        <translation>Paramètre</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>OPL Tournament — keyboard shortcuts</source>
        <translation>OPL Tournament — raccourcis clavier</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Ce qu’elles font</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Also: Alt and the underlined letter of a button, a page or a menu presses it; Tab and Shift+Tab move between fields; Enter on the result line records it.</source>
        <translation>Aussi&#xa0;: Alt et la lettre soulignée d’un bouton, d’une page ou d’un menu l’actionne&#xa0;; Tab et Maj+Tab passent d’un champ à l’autre&#xa0;; Entrée sur la ligne des résultats l’enregistre.</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>W-L-D-Bye</source>
        <translation>V-D-N-EX</translation>
    </message>
    <message>
        <source>W-L-Bye</source>
        <translation>V-D-EX</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numéro</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Top cut</source>
        <translation>Phase finale</translation>
    </message>
    <message>
        <source>{name} (DQ)</source>
        <translation>{name} (DQ)</translation>
    </message>
    <message>
        <source>top {cut}</source>
        <translation>top {cut}</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Start page</source>
        <translation>Page d’accueil</translation>
    </message>
    <message>
        <source>&amp;New event…</source>
        <translation>&amp;Nouveau tournoi…</translation>
    </message>
    <message>
        <source>Name it, choose the format and the game.</source>
        <translation>Nommez-le, choisissez la formule et le jeu.</translation>
    </message>
    <message>
        <source>Open the &amp;demo event</source>
        <translation>Ouvrir le tournoi de dé&amp;mo</translation>
    </message>
    <message>
        <source>A small OverPower Swiss and a Vs. System pod night to try every page on, in a database of their own.</source>
        <translation>Un petit suisse OverPower et une soirée de tables Vs. System pour essayer chaque page, dans une base de données à part.</translation>
    </message>
    <message>
        <source>&amp;Import players…</source>
        <translation>&amp;Importer des joueurs…</translation>
    </message>
    <message>
        <source>Create an event, then read its pre-registration CSV file.</source>
        <translation>Créer un tournoi, puis lire son fichier CSV de préinscription.</translation>
    </message>
    <message>
        <source>Open a &amp;database…</source>
        <translation>Ouvrir une &amp;base de données…</translation>
    </message>
    <message>
        <source>Work on another tournament file, or start a new one.</source>
        <translation>Travailler sur un autre fichier de tournoi, ou en commencer un nouveau.</translation>
    </message>
    <message>
        <source>Recent databases</source>
        <translation>Bases de données récentes</translation>
    </message>
    <message>
        <source>&amp;Recent databases (double-click or Enter to open)</source>
        <translation>Bases de données ré&amp;centes (double-clic ou Entrée pour ouvrir)</translation>
    </message>
    <message>
        <source>Working on: {database}</source>
        <translation>Base de données ouverte&#xa0;: {database}</translation>
    </message>
    <message>
        <source>Choose an event on the left, or start something new:</source>
        <translation>Choisissez un tournoi à gauche, ou commencez du nouveau&#xa0;:</translation>
    </message>
    <message>
        <source>This database holds no event yet. Start here:</source>
        <translation>Cette base de données ne contient encore aucun tournoi. Commencez ici&#xa0;:</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(aucune pour l’instant)</translation>
    </message>
</context>
<context>
    <name>TimeCallDialog</name>
    <message>
        <source>Time called at table {table}</source>
        <translation>Appel du temps à la table {table}</translation>
    </message>
    <message>
        <source>as the rules decide</source>
        <translation>selon les règles</translation>
    </message>
    <message>
        <source>the judge gives the game to {player}</source>
        <translation>le juge accorde la partie à {player}</translation>
    </message>
    <message>
        <source>Reason for overriding</source>
        <translation>Motif de la décision du juge</translation>
    </message>
    <message>
        <source>the judge&apos;s reason, when overriding</source>
        <translation>le motif du juge, s’il tranche autrement</translation>
    </message>
    <message>
        <source>Winner:</source>
        <translation>Gagnant&#xa0;:</translation>
    </message>
    <message>
        <source>an override needs the judge&apos;s reason</source>
        <translation>trancher autrement que les règles exige le motif du juge</translation>
    </message>
</context>
<context>
    <name>VsTimeCallDialog</name>
    <message>
        <source>Time called at table {table}</source>
        <translation>Appel du temps à la table {table}</translation>
    </message>
    <message>
        <source>Won outright before time</source>
        <translation>Victoire acquise avant la fin du temps</translation>
    </message>
    <message>
        <source>The players agree the winner is</source>
        <translation>Les joueurs s’entendent&#xa0;: le gagnant est</translation>
    </message>
    <message>
        <source>…on the turn of</source>
        <translation>…au tour de</translation>
    </message>
    <message>
        <source>conceded</source>
        <translation>a concédé</translation>
    </message>
    <message>
        <source>Main character</source>
        <translation>Personnage principal</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Santé</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
</context>
<context>
    <name>_PlayerBox</name>
    <message>
        <source>draw pile ran out</source>
        <translation>pioche épuisée</translation>
    </message>
    <message>
        <source>Missions completed</source>
        <translation>Missions accomplies</translation>
    </message>
    <message>
        <source>Missions defeated</source>
        <translation>Missions vaincues</translation>
    </message>
    <message>
        <source>Cards in draw pile</source>
        <translation>Cartes dans la pioche</translation>
    </message>
    <message>
        <source>Power pack</source>
        <translation>Paquet de pouvoirs</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <source>KO&apos;d</source>
        <translation>K.-O.</translation>
    </message>
    <message>
        <source>Hits (e.g. 5 fighting, 3 energy battle)</source>
        <translation>Coups (p. ex. 5 fighting, 3 energy battle)</translation>
    </message>
    <message>
        <source>character {number}</source>
        <translation>personnage {number}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <source>{database} is already open in another window of this program. Use that window (or close it first).</source>
        <translation>{database} est déjà ouverte dans une autre fenêtre du programme. Utilisez cette fenêtre (ou fermez-la d’abord).</translation>
    </message>
    <message>
        <source>This station&apos;s name</source>
        <translation>Le nom de ce poste</translation>
    </message>
    <message>
        <source>Already open</source>
        <translation>Déjà ouverte</translation>
    </message>
    <message>
        <source>Cannot open the database</source>
        <translation>Impossible d’ouvrir la base de données</translation>
    </message>
</context>
<context>
    <name>bracket_view</name>
    <message>
        <source>winner of {match}</source>
        <translation>gagnant de {match}</translation>
    </message>
    <message>
        <source>loser of {match}</source>
        <translation>perdant de {match}</translation>
    </message>
    <message>
        <source>BYE</source>
        <translation>EXEMPTION</translation>
    </message>
    <message>
        <source>(disqualified)</source>
        <translation>(disqualification)</translation>
    </message>
    <message>
        <source>(dropped)</source>
        <translation>(abandon)</translation>
    </message>
</context>
<context>
    <name>database_actions</name>
    <message>
        <source>event {event}, round {round}: just paired</source>
        <translation>tournoi {event}, ronde {round}&#xa0;: vient d’être appariée</translation>
    </message>
    <message>
        <source>event {event}, round {round}: every result in</source>
        <translation>tournoi {event}, ronde {round}&#xa0;: tous les résultats entrés</translation>
    </message>
    <message>
        <source>taken by hand</source>
        <translation>pris à la main</translation>
    </message>
    <message>
        <source>the database before a restore</source>
        <translation>la base de données avant une restauration</translation>
    </message>
    <message>
        <source>Open or create a tournament database</source>
        <translation>Ouvrir ou créer une base de données de tournoi</translation>
    </message>
    <message>
        <source>Tournament databases (*.sqlite)</source>
        <translation>Bases de données de tournoi (*.sqlite)</translation>
    </message>
    <message>
        <source>Open database</source>
        <translation>Ouvrir une base de données</translation>
    </message>
    <message>
        <source>Wait until the work under way is finished, then open it.</source>
        <translation>Attendez la fin du travail en cours, puis ouvrez-la.</translation>
    </message>
    <message>
        <source>Opening the database…</source>
        <translation>Ouverture de la base de données…</translation>
    </message>
    <message>
        <source>Demo event</source>
        <translation>Tournoi de démo</translation>
    </message>
    <message>
        <source>This window cannot open another database.</source>
        <translation>Cette fenêtre ne peut pas ouvrir une autre base de données.</translation>
    </message>
    <message>
        <source>OPL Tournament — {database}</source>
        <translation>OPL Tournament — {database}</translation>
    </message>
    <message>
        <source>Working on {database} as {station}</source>
        <translation>Travail sur {database} en tant que {station}</translation>
    </message>
    <message>
        <source>OPL Tournament — {database} (read-only)</source>
        <translation>OPL Tournament — {database} (lecture seule)</translation>
    </message>
    <message>
        <source>Read-only database</source>
        <translation>Base de données en lecture seule</translation>
    </message>
    <message>
        <source>Back up</source>
        <translation>Sauvegarder</translation>
    </message>
    <message>
        <source>Snapshot saved: {file}</source>
        <translation>Instantané enregistré&#xa0;: {file}</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <source>There are no snapshots of this database yet.</source>
        <translation>Il n’y a encore aucun instantané de cette base de données.</translation>
    </message>
    <message>
        <source>Restore a snapshot</source>
        <translation>Restaurer un instantané</translation>
    </message>
    <message>
        <source>Snapshot:</source>
        <translation>Instantané&#xa0;:</translation>
    </message>
    <message>
        <source>{event}: {players}, {rounds}, {results}</source>
        <translation>{event}&#xa0;: {players}, {rounds}, {results}</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%Ln joueur</numerusform>
            <numerusform>%Ln joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%Ln ronde</numerusform>
            <numerusform>%Ln rondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n results</source>
        <translation>
            <numerusform>%Ln résultat</numerusform>
            <numerusform>%Ln résultats</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace the database with this snapshot? The current state is saved as a snapshot first.

{events}</source>
        <translation>Remplacer la base de données par cet instantané&#xa0;? L’état actuel est d’abord enregistré comme instantané.

{events}</translation>
    </message>
    <message>
        <source>(no events)</source>
        <translation>(aucun tournoi)</translation>
    </message>
    <message>
        <source>Restored {file}</source>
        <translation>{file} restauré</translation>
    </message>
    <message>
        <source>This snapshot looks like one of a different database ({reason}).

Replace this database with it anyway? The current state is saved first.</source>
        <translation>Cet instantané semble provenir d’une autre base de données ({reason}).

Remplacer quand même cette base de données par lui&#xa0;? L’état actuel est d’abord enregistré.</translation>
    </message>
    <message>
        <source>Restore a different database?</source>
        <translation>Restaurer une autre base de données&#xa0;?</translation>
    </message>
    <message>
        <source>Export into which folder?</source>
        <translation>Exporter dans quel dossier&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n files into {folder}</source>
        <translation>
            <numerusform>%Ln fichier exporté dans {folder}</numerusform>
            <numerusform>%Ln fichiers exportés dans {folder}</numerusform>
        </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Writing the submission for the rating service…</source>
        <translation>Écriture de l’envoi pour le service des cotes…</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>pods of 3-4, free-for-all (Vs. System)</source>
        <translation>tables de 3-4, chacun pour soi (Vs. System)</translation>
    </message>
    <message>
        <source>2 vs 2 teams (Vs. 2PCG)</source>
        <translation>équipes 2 contre 2 (Vs. 2PCG)</translation>
    </message>
    <message>
        <source>boss battles of 3 (Vs. 2PCG)</source>
        <translation>combats de boss à 3 (Vs. 2PCG)</translation>
    </message>
    <message>
        <source>Constructed</source>
        <translation>Construit</translation>
    </message>
    <message>
        <source>Sealed</source>
        <translation>Scellé</translation>
    </message>
    <message>
        <source>Locations</source>
        <translation>Locations</translation>
    </message>
    <message>
        <source>from the field size</source>
        <translation>selon le nombre de joueurs</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre</translation>
    </message>
    <message>
        <source>{low} to {high} minutes for a sanctioned event, {default} unless you change it ({source})</source>
        <translation>{low} à {high} minutes pour un tournoi sanctionné, {default} sauf si vous changez ({source})</translation>
    </message>
    <message>
        <source>The language of the event&apos;s printed forms and time-call decisions</source>
        <translation>La langue des formulaires imprimés du tournoi et des décisions à l’appel du temps</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Rules and players</source>
        <translation>Règles et joueurs</translation>
    </message>
</context>
<context>
    <name>doorway</name>
    <message>
        <source>{action} is already running; please wait.</source>
        <translation>«&#xa0;{action}&#xa0;» est déjà en cours&#xa0;; veuillez patienter.</translation>
    </message>
</context>
<context>
    <name>event_actions</name>
    <message>
        <source>Choose an event on the left first.</source>
        <translation>Choisissez d’abord un tournoi à gauche.</translation>
    </message>
    <message>
        <source>Saved the details of {event}</source>
        <translation>Détails de {event} enregistrés</translation>
    </message>
    <message>
        <source>Edit event</source>
        <translation>Modifier le tournoi</translation>
    </message>
    <message>
        <source>{reason} (File ▸ Export for the rating service).</source>
        <translation>{reason} (Fichier ▸ Exporter pour le service des cotes).</translation>
    </message>
    <message>
        <source>Finish event</source>
        <translation>Terminer le tournoi</translation>
    </message>
    <message>
        <source>{left}.

Finish {event} now, without them? (Edit ▸ Undo reopens it.)</source>
        <translation>{left}.

Terminer {event} maintenant, sans cela&#xa0;? (Édition ▸ Annuler le rouvre.)</translation>
    </message>
    <message>
        <source>Finished {event}: the standings are final (Edit ▸ Undo reopens it)</source>
        <translation>{event} terminé&#xa0;: le classement est définitif (Édition ▸ Annuler le rouvre)</translation>
    </message>
</context>
<context>
    <name>event_choice_fields</name>
    <message>
        <source>Local</source>
        <translation>Local</translation>
    </message>
    <message>
        <source>Regional (no Beyonder on a team)</source>
        <translation>Régional (pas de Beyonder dans une équipe)</translation>
    </message>
    <message>
        <source>National (no Beyonder on a team)</source>
        <translation>National (pas de Beyonder dans une équipe)</translation>
    </message>
    <message>
        <source>Legion (opponents&apos; match-win %, then theirs)</source>
        <translation>Legion (% de victoires des adversaires, puis des leurs)</translation>
    </message>
    <message>
        <source>Buchholz, then Sonneborn-Berger, then head to head (the kit&apos;s)</source>
        <translation>Buchholz, puis Sonneborn-Berger, puis face-à-face (ceux du kit)</translation>
    </message>
    <message>
        <source>Median Buchholz, then head to head</source>
        <translation>Buchholz médian, puis face-à-face</translation>
    </message>
    <message>
        <source>Sonneborn-Berger, then Buchholz</source>
        <translation>Sonneborn-Berger, puis Buchholz</translation>
    </message>
    <message>
        <source>Head to head, then opponents&apos; match-win %</source>
        <translation>Face-à-face, puis % de victoires des adversaires</translation>
    </message>
    <message>
        <source>Magic (opponents&apos; match-win %, then game-win %)</source>
        <translation>Magic (% de victoires des adversaires, puis % de parties gagnées)</translation>
    </message>
    <message>
        <source>A second final if the losers&apos; bracket champion wins</source>
        <translation>Une seconde finale si le vainqueur du tableau des perdants gagne</translation>
    </message>
    <message>
        <source>One final only</source>
        <translation>Une seule finale</translation>
    </message>
    <message>
        <source>Missed rounds count as losses</source>
        <translation>Les rondes manquées comptent comme des défaites</translation>
    </message>
    <message>
        <source>Missed rounds count for nothing</source>
        <translation>Les rondes manquées ne comptent pas</translation>
    </message>
    <message>
        <source>Players placed at random</source>
        <translation>Joueurs placés au hasard</translation>
    </message>
    <message>
        <source>By seed and rating (the best seeds get the byes)</source>
        <translation>Par tête de série et classement (exemptions aux meilleures têtes de série)</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Tiebreakers</source>
        <translation>Départages</translation>
    </message>
    <message>
        <source>Grand final</source>
        <translation>Grande finale</translation>
    </message>
    <message>
        <source>Late entries</source>
        <translation>Inscriptions tardives</translation>
    </message>
    <message>
        <source>Bracket byes</source>
        <translation>Exemptions du tableau</translation>
    </message>
</context>
<context>
    <name>event_rows</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Tournament type</source>
        <translation>Type de tournoi</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Swiss rounds</source>
        <translation>Rondes suisses</translation>
    </message>
    <message>
        <source>Top cut</source>
        <translation>Top cut</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Limite de temps</translation>
    </message>
    <message>
        <source>Sanction number</source>
        <translation>Numéro de sanction</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Juge</translation>
    </message>
    <message>
        <source>Assistant referees</source>
        <translation>Arbitres adjoints</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Printed in</source>
        <translation>Imprimé en</translation>
    </message>
    <message>
        <source>Odd field</source>
        <translation>Nombre impair</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
</context>
<context>
    <name>guard</name>
    <message>
        <source>Something went wrong inside the program after this action was saved: the window could not show its outcome, so do not do it again. The event&apos;s Log page shows what was saved. The details are in the log file: {file}</source>
        <translation>Un problème est survenu dans le programme après l’enregistrement de cette action&#xa0;: la fenêtre n’a pas pu en montrer le résultat, ne la refaites donc pas. La page Journal du tournoi montre ce qui a été enregistré. Les détails sont dans le journal&#xa0;: {file}</translation>
    </message>
    <message>
        <source>Something went wrong inside the program; nothing of this action was saved. The details are in the log file: {file}</source>
        <translation>Un problème est survenu dans le programme&#xa0;; rien de cette action n’a été enregistré. Les détails sont dans le journal&#xa0;: {file}</translation>
    </message>
</context>
<context>
    <name>hand_pairing</name>
    <message>
        <source>line {line}: give two player numbers, or one and &apos;bye&apos;</source>
        <translation>ligne {line}&#xa0;: donnez deux numéros de joueurs, ou un seul et «&#xa0;bye&#xa0;»</translation>
    </message>
    <message>
        <source>no pairs given</source>
        <translation>aucune paire donnée</translation>
    </message>
</context>
<context>
    <name>head_to_head_desk</name>
    <message numerus="yes">
        <source>%n tables to report: {tables}</source>
        <translation>
            <numerusform>%Ln table en attente&#xa0;: {tables}</numerusform>
            <numerusform>%Ln tables en attente&#xa0;: {tables}</numerusform>
        </translation>
    </message>
    <message>
        <source>Table {table}: {player} has dropped — record {opponent} as the winner</source>
        <translation>Table {table}&#xa0;: {player} a abandonné — inscrire {opponent} comme gagnant</translation>
    </message>
    <message>
        <source>Table {table}: {player} has been disqualified — record {opponent} as the winner</source>
        <translation>Table {table}&#xa0;: {player} a été disqualifié — inscrire {opponent} comme gagnant</translation>
    </message>
    <message>
        <source>Tables of the shown round</source>
        <translation>Tables de la ronde affichée</translation>
    </message>
    <message>
        <source>&amp;Pair next round</source>
        <translation>A&amp;pparier la ronde suivante</translation>
    </message>
    <message>
        <source>Pair next round</source>
        <translation>Apparier la ronde suivante</translation>
    </message>
    <message>
        <source>Pairing the next round…</source>
        <translation>Appariement de la ronde suivante…</translation>
    </message>
    <message>
        <source>Ta&amp;ke back pairing</source>
        <translation>Ann&amp;uler l’appariement</translation>
    </message>
    <message>
        <source>Take back pairing</source>
        <translation>Annuler l’appariement</translation>
    </message>
    <message>
        <source>No round paired yet</source>
        <translation>Aucune ronde appariée pour l’instant</translation>
    </message>
    <message>
        <source>Register the players, then pair round 1.</source>
        <translation>Inscrivez les joueurs, puis appariez la ronde 1.</translation>
    </message>
    <message>
        <source>Round {number} is paired</source>
        <translation>La ronde {number} est appariée</translation>
    </message>
    <message>
        <source>{title}: no round has been paired yet.</source>
        <translation>{title}&#xa0;: aucune ronde n’a encore été appariée.</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Table&#xa0;:</translation>
    </message>
    <message>
        <source>Extra minutes for table {table} (0: none):</source>
        <translation>Minutes additionnelles pour la table {table} (0&#xa0;: aucune)&#xa0;:</translation>
    </message>
    <message>
        <source>Table {table}: no extra time</source>
        <translation>Table {table}&#xa0;: plus de temps additionnel</translation>
    </message>
    <message numerus="yes">
        <source>Table {table}: %n extra minutes</source>
        <translation>
            <numerusform>Table {table}&#xa0;: %Ln minute additionnelle</numerusform>
            <numerusform>Table {table}&#xa0;: %Ln minutes additionnelles</numerusform>
        </translation>
    </message>
    <message>
        <source>E&amp;xtra time for a table…</source>
        <translation>Temps e&amp;xtra à une table…</translation>
    </message>
    <message>
        <source>Round {round} table {table}: {result}</source>
        <translation>Ronde {round}, table {table}&#xa0;: {result}</translation>
    </message>
    <message>
        <source>Result: table then winner — e.g. 12 0004, 12 a, 12 dl — Enter</source>
        <translation>Résultat&#xa0;: table puis gagnant — p. ex. 12 0004, 12 a, 12 dl — Entrée</translation>
    </message>
    <message>
        <source>A player left the event during the round: their opponent wins this table</source>
        <translation>Un joueur a quitté le tournoi pendant la ronde&#xa0;: son adversaire gagne cette table</translation>
    </message>
    <message>
        <source>Pair b&amp;y hand…</source>
        <translation>Apparier à la ma&amp;in…</translation>
    </message>
    <message>
        <source>S&amp;wap two players…</source>
        <translation>Éch&amp;anger deux joueurs…</translation>
    </message>
    <message>
        <source>Opponent wins</source>
        <translation>Victoire de l’adversaire</translation>
    </message>
    <message>
        <source>Check the pairing</source>
        <translation>Vérifier l’appariement</translation>
    </message>
    <message>
        <source>Paired, with warnings</source>
        <translation>Apparié, avec avertissements</translation>
    </message>
    <message>
        <source>Swap two players</source>
        <translation>Échanger deux joueurs</translation>
    </message>
    <message>
        <source>The two player numbers to swap (e.g. 0003 0007):</source>
        <translation>Les deux numéros de joueurs à échanger (p. ex. 0003 0007)&#xa0;:</translation>
    </message>
    <message>
        <source>Give exactly two player numbers.</source>
        <translation>Donnez exactement deux numéros de joueurs.</translation>
    </message>
    <message>
        <source>Swapped, with warnings</source>
        <translation>Échangés, avec avertissements</translation>
    </message>
    <message>
        <source>Time called</source>
        <translation>Appel du temps</translation>
    </message>
    <message>
        <source>Table {table} has no game this round.</source>
        <translation>La table {table} n’a pas de partie à cette ronde.</translation>
    </message>
    <message>
        <source>time-call form, table {table}</source>
        <translation>fiche d’appel du temps, table {table}</translation>
    </message>
    <message>
        <source>Time-call form file</source>
        <translation>Fiche d’appel du temps (fichier)</translation>
    </message>
    <message>
        <source>The judge decides</source>
        <translation>Le juge tranche</translation>
    </message>
    <message>
        <source>{verdict}

Winner:</source>
        <translation>{verdict}

Gagnant&#xa0;:</translation>
    </message>
</context>
<context>
    <name>help_window</name>
    <message>
        <source>the event&apos;s pages</source>
        <translation>les pages du tournoi</translation>
    </message>
    <message>
        <source>The OverPower Legion Tournament Manager: registration, pairing, results, time calls, penalties, ratings and the printed forms, for OverPower and Vs. System events.</source>
        <translation>Le gestionnaire de tournois OverPower Legion&#xa0;: inscription, appariements, résultats, appels de temps, pénalités, cotes et formulaires imprimés, pour les tournois OverPower et Vs. System.</translation>
    </message>
    <message>
        <source>**Licence:** {licence}. The program is free software: you may use, copy, change and share it under that licence. It comes without any warranty.</source>
        <translation>**Licence&#xa0;:** {licence}. Le programme est un logiciel libre&#xa0;: vous pouvez l’utiliser, le copier, le modifier et le partager selon cette licence. Il est fourni sans aucune garantie.</translation>
    </message>
    <message>
        <source>Running on Python {python} and Qt {qt}, {system} {release}.</source>
        <translation>Fonctionne avec Python {python} et Qt {qt}, {system} {release}.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;User guide</source>
        <translation>&amp;Guide de l’utilisateur</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;About OPL Tournament</source>
        <translation>À &amp;propos d’OPL Tournament</translation>
    </message>
</context>
<context>
    <name>judge_calls_banner</name>
    <message>
        <source>Judge: pod {table}</source>
        <translation>Juge&#xa0;: pod {table}</translation>
    </message>
    <message>
        <source>Judge: table {table}</source>
        <translation>Juge&#xa0;: table {table}</translation>
    </message>
    <message>
        <source>Judge: player {number}</source>
        <translation>Juge&#xa0;: joueur {number}</translation>
    </message>
</context>
<context>
    <name>log_page</name>
    <message>
        <source>Every kind</source>
        <translation>Toutes les actions</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Appariements</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Pénalités</translation>
    </message>
    <message>
        <source>Clock and extra time</source>
        <translation>Horloge et temps supplémentaire</translation>
    </message>
    <message>
        <source>Event details</source>
        <translation>Détails du tournoi</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulations</translation>
    </message>
</context>
<context>
    <name>models</name>
    <message>
        <source>Swiss</source>
        <translation>Suisse</translation>
    </message>
    <message>
        <source>Single elimination</source>
        <translation>Élimination simple</translation>
    </message>
    <message>
        <source>Double elimination</source>
        <translation>Double élimination</translation>
    </message>
    <message>
        <source>Swiss, then a top cut</source>
        <translation>Suisse, puis un top cut</translation>
    </message>
    <message>
        <source>registration</source>
        <translation>inscription</translation>
    </message>
    <message>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>{format}, free-for-all pods</source>
        <translation>{format}, tables chacun pour soi</translation>
    </message>
    <message>
        <source>{format}, 2v2 pods</source>
        <translation>{format}, tables 2 contre 2</translation>
    </message>
    <message>
        <source>{format}, boss pods</source>
        <translation>{format}, tables de boss</translation>
    </message>
    <message>
        <source>active</source>
        <translation>actif</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>abandon</translation>
    </message>
    <message>
        <source>disqualified</source>
        <translation>disqualifié</translation>
    </message>
    <message>
        <source>legion</source>
        <translation>legion</translation>
    </message>
    <message>
        <source>temporary</source>
        <translation>temporaire</translation>
    </message>
    <message>
        <source>staff</source>
        <translation>organisation</translation>
    </message>
    <message>
        <source>{format} ({game})</source>
        <translation>{format} ({game})</translation>
    </message>
    <message>
        <source>legal</source>
        <translation>légal</translation>
    </message>
    <message>
        <source>NOT LEGAL</source>
        <translation>PAS LÉGAL</translation>
    </message>
    <message>
        <source>{result} (pairing)</source>
        <translation>{result} (appariement)</translation>
    </message>
    <message>
        <source>{result} (penalty)</source>
        <translation>{result} (pénalité)</translation>
    </message>
    <message>
        <source>{result} (judge)</source>
        <translation>{result} (juge)</translation>
    </message>
    <message>
        <source>{result} (adjudication)</source>
        <translation>{result} (arbitrage)</translation>
    </message>
    <message>
        <source>{result} (players)</source>
        <translation>{result} (joueurs)</translation>
    </message>
    <message>
        <source>double loss</source>
        <translation>double défaite</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>{winner} won</source>
        <translation>{winner} gagne</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>exemption</translation>
    </message>
    <message>
        <source>boss</source>
        <translation>boss</translation>
    </message>
    <message>
        <source>challenger</source>
        <translation>adversaire</translation>
    </message>
    <message>
        <source>challengers</source>
        <translation>adversaires</translation>
    </message>
    <message>
        <source>{name} (dropped)</source>
        <translation>{name} (abandon)</translation>
    </message>
    <message>
        <source>{name} (DQ)</source>
        <translation>{name} (DQ)</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <source>irregularity</source>
        <translation>irrégularité</translation>
    </message>
    <message>
        <source>renege</source>
        <translation>renonce</translation>
    </message>
    <message>
        <source>declaration of forfeiture</source>
        <translation>déclaration de forfait</translation>
    </message>
    <message>
        <source>game loss</source>
        <translation>perte de partie</translation>
    </message>
    <message>
        <source>disqualification</source>
        <translation>disqualification</translation>
    </message>
    <message>
        <source>R{round} T{table}</source>
        <translation>R{round} T{table}</translation>
    </message>
    <message>
        <source>R{round}</source>
        <translation>R{round}</translation>
    </message>
    <message>
        <source>special</source>
        <translation>spéciale</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>glicko2</source>
        <translation>Glicko-2</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>sans cote</translation>
    </message>
    <message>
        <source>provisional</source>
        <translation>provisoire</translation>
    </message>
</context>
<context>
    <name>paper</name>
    <message>
        <source>The printer {printer} is no longer set up on this computer: nothing was sent. Print again and choose another printer, or save the PDF and print it elsewhere.</source>
        <translation>L’imprimante {printer} n’est plus installée sur cet ordinateur&#xa0;: rien n’a été envoyé. Imprimez à nouveau en choisissant une autre imprimante, ou enregistrez le PDF pour l’imprimer ailleurs.</translation>
    </message>
    <message>
        <source>The printer {printer} is stopped (paused, or stopped after an error): nothing was sent. Start it again in the computer&apos;s printer settings, or print again and choose another printer.</source>
        <translation>L’imprimante {printer} est arrêtée (mise en pause, ou arrêtée après une erreur)&#xa0;: rien n’a été envoyé. Redémarrez-la dans les réglages d’impression de l’ordinateur, ou imprimez à nouveau en choisissant une autre imprimante.</translation>
    </message>
    <message>
        <source>The printer {printer} refused the job ({reason}): nothing was sent. Check that it is switched on and accepting jobs, or print again and choose another printer.</source>
        <translation>L’imprimante {printer} a refusé l’impression ({reason})&#xa0;: rien n’a été envoyé. Vérifiez qu’elle est allumée et qu’elle accepte les impressions, ou imprimez à nouveau en choisissant une autre imprimante.</translation>
    </message>
    <message>
        <source>The printer {printer} refused the job: nothing was sent. Check that it is switched on and connected, or print again and choose another printer.</source>
        <translation>L’imprimante {printer} a refusé l’impression&#xa0;: rien n’a été envoyé. Vérifiez qu’elle est allumée et connectée, ou imprimez à nouveau en choisissant une autre imprimante.</translation>
    </message>
</context>
<context>
    <name>players_page</name>
    <message>
        <source>Players&apos; page</source>
        <translation>Page des joueurs</translation>
    </message>
    <message>
        <source>The players&apos; page could not be served over https: {reason}

Serve it without encryption instead? Anyone on this network could then read the players&apos; codes and act for them. The page&apos;s window can turn encryption on again.</source>
        <translation>La page des joueurs n’a pas pu être servie en https&#xa0;: {reason}

La servir sans chiffrement&#xa0;? Quiconque sur ce réseau pourrait alors lire les codes des joueurs et agir à leur place. La fenêtre de la page permet de rétablir le chiffrement.</translation>
    </message>
</context>
<context>
    <name>pod_desk</name>
    <message numerus="yes">
        <source>%n pods to report: {tables}</source>
        <translation>
            <numerusform>%Ln pod en attente&#xa0;: {tables}</numerusform>
            <numerusform>%Ln pods en attente&#xa0;: {tables}</numerusform>
        </translation>
    </message>
    <message>
        <source>Pods of the shown round</source>
        <translation>Pods de la ronde affichée</translation>
    </message>
    <message>
        <source>Seat next ro&amp;und</source>
        <translation>Placer la ronde s&amp;uivante</translation>
    </message>
    <message>
        <source>Seat next round</source>
        <translation>Placer la ronde suivante</translation>
    </message>
    <message>
        <source>&amp;Seat next round</source>
        <translation>&amp;Placer la ronde suivante</translation>
    </message>
    <message>
        <source>Seating the next round…</source>
        <translation>Placement de la ronde suivante…</translation>
    </message>
    <message>
        <source>Ta&amp;ke back seating</source>
        <translation>Annuler le placemen&amp;t</translation>
    </message>
    <message>
        <source>Take back seating</source>
        <translation>Annuler le placement</translation>
    </message>
    <message>
        <source>No round seated yet</source>
        <translation>Aucune ronde placée pour l’instant</translation>
    </message>
    <message>
        <source>Register the players, then seat round 1.</source>
        <translation>Inscrivez les joueurs, puis placez la ronde 1.</translation>
    </message>
    <message>
        <source>Round {number} is seated</source>
        <translation>La ronde {number} est placée</translation>
    </message>
    <message>
        <source>{title}: no round has been seated yet.</source>
        <translation>{title}&#xa0;: aucune ronde n’a encore été placée.</translation>
    </message>
    <message>
        <source>Pod:</source>
        <translation>Pod&#xa0;:</translation>
    </message>
    <message>
        <source>E&amp;xtra time for a pod…</source>
        <translation>Temps e&amp;xtra à un pod…</translation>
    </message>
    <message>
        <source>Extra minutes for pod {table} (0: none):</source>
        <translation>Minutes additionnelles pour le pod {table} (0&#xa0;: aucune)&#xa0;:</translation>
    </message>
    <message>
        <source>Round {round} pod {table}: {result}</source>
        <translation>Ronde {round}, pod {table}&#xa0;: {result}</translation>
    </message>
    <message>
        <source>Result of selected &amp;pod…</source>
        <translation>Résultat du &amp;pod choisi…</translation>
    </message>
    <message>
        <source>Pod</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>Enter a result</source>
        <translation>Saisir un résultat</translation>
    </message>
    <message>
        <source>There is no table {table} in this round.</source>
        <translation>Il n’y a pas de table {table} dans cette ronde.</translation>
    </message>
    <message>
        <source>Time called</source>
        <translation>Appel du temps</translation>
    </message>
    <message>
        <source>Table {table} is a bye.</source>
        <translation>La table {table} est une exemption.</translation>
    </message>
    <message>
        <source>Pod {table}: no extra time</source>
        <translation>Pod {table}&#xa0;: plus de temps additionnel</translation>
    </message>
    <message numerus="yes">
        <source>Pod {table}: %n extra minutes</source>
        <translation>
            <numerusform>Pod {table}&#xa0;: %Ln minute additionnelle</numerusform>
            <numerusform>Pod {table}&#xa0;: %Ln minutes additionnelles</numerusform>
        </translation>
    </message>
    <message>
        <source>Result: pod then winner, or every place — e.g. 3 0004, 3 0004=1 0007=2 — Enter</source>
        <translation>Résultat&#xa0;: pod puis gagnant, ou chaque rang — p. ex. 3 0004, 3 0004=1 0007=2 — Entrée</translation>
    </message>
    <message>
        <source>type the pod, then the winner or every place: 12 0004, or 12 0004=1 0007=2 …</source>
        <translation>tapez le pod, puis le gagnant ou chaque rang&#xa0;: 12 0004, ou 12 0004=1 0007=2 …</translation>
    </message>
    <message>
        <source>time-call form, table {table}</source>
        <translation>fiche d’appel du temps, table {table}</translation>
    </message>
    <message>
        <source>Time-call form file</source>
        <translation>Fiche d’appel du temps (fichier)</translation>
    </message>
    <message>
        <source>The judge places table {table}</source>
        <translation>Le juge classe la table {table}</translation>
    </message>
    <message>
        <source>{standings}: points, then opponents&apos; points share, then wins, then average place</source>
        <translation>{standings}&#xa0;: points, puis part des points des adversaires, puis victoires, puis rang moyen</translation>
    </message>
</context>
<context>
    <name>print_menu</name>
    <message>
        <source>&amp;Pairings by table…</source>
        <translation>Appariements par &amp;table…</translation>
    </message>
    <message>
        <source>Pairings by &amp;name…</source>
        <translation>Appariements par &amp;nom…</translation>
    </message>
    <message>
        <source>Match &amp;slips…</source>
        <translation>&amp;Fiches de match…</translation>
    </message>
    <message>
        <source>Match slip of t&amp;he selected table…</source>
        <translation>Fiche de match de la table ch&amp;oisie…</translation>
    </message>
    <message>
        <source>Player &amp;result sheets…</source>
        <translation>Feuilles de &amp;résultats des joueurs…</translation>
    </message>
    <message>
        <source>Result sheets, &amp;two to a page…</source>
        <translation>Feuilles de résultats, &amp;deux par page…</translation>
    </message>
    <message>
        <source>&amp;Blank result sheets…</source>
        <translation>Feuilles de résultats &amp;vierges…</translation>
    </message>
    <message>
        <source>&amp;Master result sheet…</source>
        <translation>Feuille &amp;maîtresse des résultats…</translation>
    </message>
    <message>
        <source>Standin&amp;gs…</source>
        <translation>Class&amp;ement…</translation>
    </message>
    <message>
        <source>&amp;Ladder chart…</source>
        <translation>Tab&amp;leau de la phase finale…</translation>
    </message>
    <message>
        <source>P&amp;enalty report…</source>
        <translation>Rapport des pénal&amp;ités…</translation>
    </message>
    <message>
        <source>&amp;Adjudication record of the selected table…</source>
        <translation>Fiche d’&amp;arbitrage de la table choisie…</translation>
    </message>
    <message>
        <source>Player &amp;code cards…</source>
        <translation>Cartes des &amp;codes des joueurs…</translation>
    </message>
    <message>
        <source>result-sheets</source>
        <translation>feuilles de résultats</translation>
    </message>
    <message>
        <source>blank-result-sheet</source>
        <translation>feuille de résultats vierge</translation>
    </message>
    <message>
        <source>master-sheet</source>
        <translation>feuille maîtresse</translation>
    </message>
    <message>
        <source>ladder</source>
        <translation>tableau</translation>
    </message>
    <message>
        <source>pairings</source>
        <translation>appariements</translation>
    </message>
    <message>
        <source>slips</source>
        <translation>fiches de match</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>classement</translation>
    </message>
    <message>
        <source>penalties</source>
        <translation>pénalités</translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation>fiche d’arbitrage</translation>
    </message>
    <message>
        <source>code-cards</source>
        <translation>cartes de code</translation>
    </message>
    <message>
        <source>by name</source>
        <translation>par nom</translation>
    </message>
    <message>
        <source>two-up</source>
        <translation>deux par page</translation>
    </message>
    <message>
        <source>{event} round {round} {form}</source>
        <translation>{event} ronde {round} {form}</translation>
    </message>
    <message>
        <source>P&amp;rint</source>
        <translation>Imp&amp;rimer</translation>
    </message>
    <message>
        <source>&amp;On paper (choose a printer)</source>
        <translation>Sur &amp;papier (choisir une imprimante)</translation>
    </message>
    <message>
        <source>Pair next round, then print pairings an&amp;d slips…</source>
        <translation>Apparier la ronde suivante, puis imprimer appariements et fic&amp;hes…</translation>
    </message>
    <message>
        <source>Blank result sheets</source>
        <translation>Feuilles de résultats vierges</translation>
    </message>
    <message>
        <source>How many blank sheets?</source>
        <translation>Combien de feuilles vierges&#xa0;?</translation>
    </message>
    <message>
        <source>Match slip of one table</source>
        <translation>Fiche de match d’une table</translation>
    </message>
    <message>
        <source>Adjudication record</source>
        <translation>Fiche d’arbitrage</translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>table {table}</translation>
    </message>
    <message>
        <source>Save the PDF</source>
        <translation>Enregistrer le PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>{file} enregistré</translation>
    </message>
    <message>
        <source>Preparing {file}…</source>
        <translation>Préparation de {file}…</translation>
    </message>
    <message>
        <source>No printer is set up on this computer: save the PDF and print it elsewhere.</source>
        <translation>Aucune imprimante n’est configurée sur cet ordinateur&#xa0;: enregistrez le PDF et imprimez-le ailleurs.</translation>
    </message>
    <message>
        <source>{event}: {forms}</source>
        <translation>{event}&#xa0;: {forms}</translation>
    </message>
    <message numerus="yes">
        <source>Sent %n pages to {printer}, {copies} copies</source>
        <translation>
            <numerusform>%Ln page envoyée à {printer}, en {copies} exemplaires</numerusform>
            <numerusform>%Ln pages envoyées à {printer}, en {copies} exemplaires</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sent %n pages to {printer}</source>
        <translation>
            <numerusform>%Ln page envoyée à {printer}</numerusform>
            <numerusform>%Ln pages envoyées à {printer}</numerusform>
        </translation>
    </message>
    <message>
        <source>Send to the printer</source>
        <translation>Envoyer à l’imprimante</translation>
    </message>
    <message>
        <source>Sending the pages to the printer…</source>
        <translation>Envoi des pages à l’imprimante…</translation>
    </message>
    <message>
        <source>Preparing the pages…</source>
        <translation>Préparation des pages…</translation>
    </message>
    <message>
        <source>Save the PDF files into which folder?</source>
        <translation>Enregistrer les fichiers PDF dans quel dossier&#xa0;?</translation>
    </message>
    <message>
        <source>Saved {files} in {folder}</source>
        <translation>{files} enregistrés dans {folder}</translation>
    </message>
    <message>
        <source>Preparing the PDF files…</source>
        <translation>Préparation des fichiers PDF…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Imprimer</translation>
    </message>
    <message>
        <source>No printer is set up on this computer: saving the PDF files.</source>
        <translation>Aucune imprimante n’est configurée sur cet ordinateur&#xa0;: enregistrement des fichiers PDF.</translation>
    </message>
</context>
<context>
    <name>projector</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>W-L-Bye</source>
        <translation>V-D-EX</translation>
    </message>
    <message>
        <source>W-L-D-Bye</source>
        <translation>V-D-N-EX</translation>
    </message>
    <message>
        <source>W-T-L-Bye</source>
        <translation>V-É-D-Ex</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>exemption</translation>
    </message>
    <message>
        <source>team {side}</source>
        <translation>équipe {side}</translation>
    </message>
    <message>
        <source>Pairings by name · {letters}</source>
        <translation>Appariements par nom · {letters}</translation>
    </message>
    <message>
        <source>Pairings by table · {tables}</source>
        <translation>Appariements par table · {tables}</translation>
    </message>
    <message>
        <source>Final standings · place {place}</source>
        <translation>Classement final · rang {place}</translation>
    </message>
    <message>
        <source>Final standings · places {first} – {last}</source>
        <translation>Classement final · rangs {first} à {last}</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps écoulé</translation>
    </message>
    <message>
        <source>{remaining} left (paused)</source>
        <translation>Il reste {remaining} (en pause)</translation>
    </message>
    <message>
        <source>{remaining} (not started)</source>
        <translation>{remaining} (pas encore commencée)</translation>
    </message>
    <message>
        <source>{remaining} left</source>
        <translation>Il reste {remaining}</translation>
    </message>
</context>
<context>
    <name>ratings_page</name>
    <message>
        <source>every one of them is rated for the first time</source>
        <translation>chacun d’eux est coté pour la première fois</translation>
    </message>
    <message>
        <source>the largest change: {name} ({number}) {before} → {after}, {delta}</source>
        <translation>le plus grand écart&#xa0;: {name} ({number}) {before} → {after}, {delta}</translation>
    </message>
</context>
<context>
    <name>reports_panel</name>
    <message>
        <source>waiting for the opponent</source>
        <translation>en attente de l’adversaire</translation>
    </message>
    <message>
        <source>agreed, waiting for the judge</source>
        <translation>d’accord, en attente du juge</translation>
    </message>
    <message>
        <source>{player} won</source>
        <translation>{player} a gagné</translation>
    </message>
    <message>
        <source>a double loss</source>
        <translation>une double défaite</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>un match nul</translation>
    </message>
</context>
<context>
    <name>result_entry</name>
    <message>
        <source>type the table, a space, then the winner (number, A or B; DL for a double loss; in Vs. System, D for a draw)</source>
        <translation>tapez la table, une espace, puis le gagnant (numéro, A ou B&#xa0;; DL pour une double défaite&#xa0;; au Vs. System, D pour un match nul)</translation>
    </message>
    <message>
        <source>there is no table {table} in this round</source>
        <translation>il n’y a pas de table {table} dans cette ronde</translation>
    </message>
    <message>
        <source>table {table} is {player}&apos;s bye: it needs no result</source>
        <translation>la table {table} est l’exemption de {player}&#xa0;: aucun résultat requis</translation>
    </message>
    <message>
        <source>{said} is not at table {table} ({a} v {b})</source>
        <translation>{said} n’est pas à la table {table} ({a} c. {b})</translation>
    </message>
</context>
<context>
    <name>screenshot_tour</name>
    <message>
        <source>Calling time</source>
        <translation>la fin du temps</translation>
    </message>
</context>
<context>
    <name>self_report_fields</name>
    <message>
        <source>off — only the judge enters results</source>
        <translation>non — seul le juge saisit les résultats</translation>
    </message>
    <message>
        <source>confirm — a result counts once both players agree</source>
        <translation>confirmer — un résultat compte quand les deux joueurs s’entendent</translation>
    </message>
    <message>
        <source>judge — agreed results wait for the judge&apos;s accept</source>
        <translation>juge — les résultats convenus attendent l’accord du juge</translation>
    </message>
    <message>
        <source>as the Swiss rounds</source>
        <translation>comme les rondes suisses</translation>
    </message>
    <message>
        <source>players check in from their phones before round 1</source>
        <translation>les joueurs confirment leur présence au téléphone avant la ronde 1</translation>
    </message>
    <message>
        <source>open — players may send theirs</source>
        <translation>ouvertes — les joueurs peuvent envoyer la leur</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>verrouillées</translation>
    </message>
    <message>
        <source>Players report (Swiss)</source>
        <translation>Déclaration des joueurs (suisse)</translation>
    </message>
    <message>
        <source>Players report (top cut)</source>
        <translation>Déclaration des joueurs (top cut)</translation>
    </message>
    <message>
        <source>Check-in</source>
        <translation>Présence</translation>
    </message>
    <message>
        <source>Deck lists</source>
        <translation>Listes de deck</translation>
    </message>
</context>
<context>
    <name>settings_page</name>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>every player for themselves</source>
        <translation>chacun pour soi</translation>
    </message>
    <message>
        <source>two teams of two</source>
        <translation>deux équipes de deux</translation>
    </message>
    <message>
        <source>one boss against two challengers</source>
        <translation>un boss contre deux adversaires</translation>
    </message>
    <message>
        <source>Tables: head to head.</source>
        <translation>Tables&#xa0;: tête-à-tête.</translation>
    </message>
    <message>
        <source>points by place {points}</source>
        <translation>points selon la place {points}</translation>
    </message>
    <message>
        <source>winner {win}, shared first {tie}, others 0</source>
        <translation>gagnant {win}, premier ex æquo {tie}, autres 0</translation>
    </message>
    <message>
        <source>Tables: pods, {sides}, tables of 3-4 ({preferred} preferred); scoring: {scoring}; a bye scores a win.</source>
        <translation>Tables&#xa0;: multijoueurs, {sides}, tables de 3-4 ({preferred} de préférence)&#xa0;; pointage&#xa0;: {scoring}&#xa0;; une exemption compte comme une victoire.</translation>
    </message>
    <message>
        <source>Tables: pods, {sides}; scoring: {scoring}; a bye scores a win.</source>
        <translation>Tables&#xa0;: multijoueurs, {sides}&#xa0;; pointage&#xa0;: {scoring}&#xa0;; une exemption compte comme une victoire.</translation>
    </message>
</context>
<context>
    <name>shortcuts</name>
    <message>
        <source>{action} ({key})</source>
        <translation>{action} ({key})</translation>
    </message>
</context>
<context>
    <name>stage_words</name>
    <message>
        <source>Winners&apos; bracket</source>
        <translation>Tableau des gagnants</translation>
    </message>
    <message>
        <source>Losers&apos; bracket</source>
        <translation>Tableau des perdants</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Suisse</translation>
    </message>
    <message>
        <source>Pods</source>
        <translation>Pods</translation>
    </message>
    <message>
        <source>Semi-final</source>
        <translation>Demi-finale</translation>
    </message>
    <message>
        <source>Quarter-final</source>
        <translation>Quart de finale</translation>
    </message>
    <message>
        <source>Grand final</source>
        <translation>Grande finale</translation>
    </message>
    <message>
        <source>Winners&apos; and losers&apos; brackets</source>
        <translation>Tableaux des gagnants et des perdants</translation>
    </message>
    <message>
        <source>Double elimination</source>
        <translation>Double élimination</translation>
    </message>
    <message>
        <source>Top cut final</source>
        <translation>Phase finale&#xa0;: finale</translation>
    </message>
    <message>
        <source>Top cut semi-final</source>
        <translation>Phase finale&#xa0;: demi-finale</translation>
    </message>
    <message>
        <source>Top cut quarter-final</source>
        <translation>Phase finale&#xa0;: quart de finale</translation>
    </message>
    <message>
        <source>Top cut grand final</source>
        <translation>Phase finale&#xa0;: grande finale</translation>
    </message>
    <message>
        <source>Top cut winners&apos; and losers&apos; brackets</source>
        <translation>Phase finale&#xa0;: tableaux des gagnants et des perdants</translation>
    </message>
    <message>
        <source>Top cut winners&apos; bracket</source>
        <translation>Phase finale&#xa0;: tableau des gagnants</translation>
    </message>
    <message>
        <source>Top cut losers&apos; bracket</source>
        <translation>Phase finale&#xa0;: tableau des perdants</translation>
    </message>
    <message>
        <source>Top cut</source>
        <translation>Phase finale</translation>
    </message>
    <message>
        <source>Top cut round of {players}</source>
        <translation>Phase finale&#xa0;: ronde à {players} joueurs</translation>
    </message>
    <message>
        <source>Round of {players}</source>
        <translation>Ronde à {players} joueurs</translation>
    </message>
</context>
<context>
    <name>table_desk</name>
    <message>
        <source>Table {table} already has a result ({result}). Tick &quot;correct a result already entered&quot; first to replace it with the time call&apos;s verdict.</source>
        <translation>La table {table} a déjà un résultat ({result}). Cochez d’abord «&#xa0;corriger un résultat déjà saisi&#xa0;» pour le remplacer par la décision de l’appel du temps.</translation>
    </message>
    <message>
        <source>The judge&apos;s time-call form</source>
        <translation>La fiche d’appel du temps du juge</translation>
    </message>
    <message>
        <source>Time-call forms (*.json)</source>
        <translation>Fiches d’appel du temps (*.json)</translation>
    </message>
    <message>
        <source>Table {table}: {verdict}</source>
        <translation>Table {table}&#xa0;: {verdict}</translation>
    </message>
    <message>
        <source>Standings: no round has been paired yet</source>
        <translation>Classement&#xa0;: aucune ronde n’a encore été appariée</translation>
    </message>
    <message>
        <source>Standings after round {round}</source>
        <translation>Classement après la ronde {round}</translation>
    </message>
    <message numerus="yes">
        <source>Standings before the first round (round 1: %n tables still playing)</source>
        <translation>
            <numerusform>Classement avant la première ronde (ronde 1&#xa0;: %Ln table encore en jeu)</numerusform>
            <numerusform>Classement avant la première ronde (ronde 1&#xa0;: %Ln tables encore en jeu)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Standings after round {before} (round {round}: %n tables still playing)</source>
        <translation>
            <numerusform>Classement après la ronde {before} (ronde {round}&#xa0;: %Ln table encore en jeu)</numerusform>
            <numerusform>Classement après la ronde {before} (ronde {round}&#xa0;: %Ln tables encore en jeu)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>time_call</name>
    <message>
        <source>{where}: &apos;{part}&apos; is not a hit: give the value and the type ({types}), e.g. &apos;5 fighting&apos;</source>
        <translation>{where}&#xa0;: «&#xa0;{part}&#xa0;» n’est pas un coup&#xa0;: donnez la valeur et le type ({types}), p. ex. «&#xa0;5 fighting&#xa0;»</translation>
    </message>
</context>
<context>
    <name>vs_time_call</name>
    <message>
        <source>Endurance</source>
        <translation>Endurance</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>KO&apos;d pile</source>
        <translation>Pile K.-O.</translation>
    </message>
    <message>
        <source>an unbreakable loop of mandatory actions (a draw)</source>
        <translation>une boucle d’actions obligatoires impossible à briser (match nul)</translation>
    </message>
    <message>
        <source>every player is out of cards and nobody will attack</source>
        <translation>tous les joueurs sont à court de cartes et personne n’attaquera</translation>
    </message>
    <message>
        <source>the last main characters were KO&apos;d at once</source>
        <translation>les derniers personnages principaux ont été mis K.-O. en même temps</translation>
    </message>
    <message>
        <source>nobody can win: a player who can&apos;t lose, or a loop nobody can break</source>
        <translation>personne ne peut gagner&#xa0;: un joueur qui ne peut pas perdre, ou une boucle que personne ne peut briser</translation>
    </message>
    <message>
        <source>front</source>
        <translation>avant</translation>
    </message>
    <message>
        <source>back</source>
        <translation>arrière</translation>
    </message>
    <message>
        <source>atlantis</source>
        <translation>Atlantis</translation>
    </message>
    <message>
        <source>pocket_universe</source>
        <translation>univers de poche</translation>
    </message>
    <message>
        <source>enemy_side</source>
        <translation>côté adverse</translation>
    </message>
    <message>
        <source>deck</source>
        <translation>deck</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>main</translation>
    </message>
    <message>
        <source>ko</source>
        <translation>K.-O.</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>retiré du jeu</translation>
    </message>
    <message>
        <source>level_up_zone</source>
        <translation>zone de montée de niveau</translation>
    </message>
    <message>
        <source>pile</source>
        <translation>pile</translation>
    </message>
    <message>
        <source>main character</source>
        <translation>personnage principal</translation>
    </message>
    <message>
        <source>a second one (if any)</source>
        <translation>un second (s’il y a lieu)</translation>
    </message>
    <message>
        <source>infinite</source>
        <translation>infinie</translation>
    </message>
</context>
</TS>
