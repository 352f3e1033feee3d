<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_CA">
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
        <source>This event is finished. Its name, date, place, judge, sanction number and paper can still be corrected; its Swiss rounds and time limit cannot (undo the finish with Edit ▸ Undo to reopen it).</source>
        <translation>Ce tournoi est terminé. Son nom, sa date, son lieu, son juge, son numéro de sanction et son papier peuvent encore être corrigés&#xa0;; ses rondes suisses et sa limite de temps, non (annulez la fin avec Édition ▸ Annuler pour le rouvrir).</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
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
        <source>Sanction number</source>
        <translation>Numéro de sanction</translation>
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
        <source>Swiss rounds</source>
        <translation>Rondes suisses</translation>
    </message>
    <message>
        <source>Time limit</source>
        <translation>Limite de temps</translation>
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
        <translation>No</translation>
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
        <translation>Afficher les actions du genre</translation>
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
        <translation>Annuler l’action de {who}&#xa0;: «&#xa0;{action}&#xa0;» ({time})&#xa0;?</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
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
        <source>names separated by commas</source>
        <translation>noms séparés par des virgules</translation>
    </message>
    <message>
        <source>an odd field plays the staff player instead of a bye</source>
        <translation>un nombre impair joue contre le joueur de l’organisation plutôt qu’un bye</translation>
    </message>
    <message>
        <source>head to head</source>
        <translation>tête-à-tête</translation>
    </message>
    <message>
        <source>Vs. System only: seat players in pods, paired Swiss</source>
        <translation>Vs. System seulement&#xa0;: joueurs assis en tables multijoueurs, appariement suisse</translation>
    </message>
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
        <translation>BYE</translation>
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
        <source>between games</source>
        <translation>entre les parties</translation>
    </message>
    <message>
        <source>Re&amp;cord penalty</source>
        <translation>Enregistrer la &amp;pénalité</translation>
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
    <message numerus="yes">
        <source>A sanctioned event needs at least {minimum} players; %n are registered.</source>
        <translation>
            <numerusform>Un tournoi sanctionné exige au moins {minimum} joueurs&#xa0;; %n est inscrit.</numerusform>
            <numerusform>Un tournoi sanctionné exige au moins {minimum} joueurs&#xa0;; %n sont inscrits.</numerusform>
        </translation>
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
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
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
            <numerusform>%n joueur importé de {file}</numerusform>
            <numerusform>%n joueurs importés de {file}</numerusform>
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
        <source>Drop the %n player(s) who have not checked in? Undo brings them back.</source>
        <translation>
            <numerusform>Retirer le joueur (%n) qui ne s’est pas présenté&#xa0;? Annuler le fait revenir.</numerusform>
            <numerusform>Retirer les %n joueurs qui ne se sont pas présentés&#xa0;? Annuler les fait revenir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dropped %n player(s) not checked in</source>
        <translation>
            <numerusform>%n joueur non présent retiré</numerusform>
            <numerusform>%n joueurs non présents retirés</numerusform>
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
        <source>Edit player</source>
        <translation>Modifier le joueur</translation>
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
        <source>note: {note}</source>
        <translation>note&#xa0;: {note}</translation>
    </message>
    <message>
        <source>Deck list</source>
        <translation>Liste de deck</translation>
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
        <translation>Byes</translation>
    </message>
    <message>
        <source>Opp pts %</source>
        <translation>% pts adv.</translation>
    </message>
    <message>
        <source>Avg place</source>
        <translation>Place moy.</translation>
    </message>
</context>
<context>
    <name>PodsModel</name>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
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
            <numerusform>Appliquée&#xa0;: cette cote (%n) est enregistrée (Reprendre les cotes, ou Édition ▸ Annuler, la reprend).</numerusform>
            <numerusform>Appliquées&#xa0;: ces %n cotes sont enregistrées (Reprendre les cotes, ou Édition ▸ Annuler, les reprend).</numerusform>
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
            <numerusform>Appliquer les cotes de ce tournoi&#xa0;? %n joueur est coté&#xa0;; {largest}.</numerusform>
            <numerusform>Appliquer les cotes de ce tournoi&#xa0;? %n joueurs sont cotés&#xa0;; {largest}.</numerusform>
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
            <numerusform>Cote de %n joueur appliquée</numerusform>
            <numerusform>Cotes de %n joueurs appliquées</numerusform>
        </translation>
    </message>
    <message>
        <source>This event&apos;s ratings are not applied: there is nothing to take back.</source>
        <translation>Les cotes de ce tournoi ne sont pas appliquées&#xa0;: il n’y a rien à reprendre.</translation>
    </message>
    <message numerus="yes">
        <source>Take back the ratings of this event? %n players go back to their ratings before it; events rated after it are rated again without it. (Edit ▸ Undo puts them back.)</source>
        <translation>
            <numerusform>Reprendre les cotes de ce tournoi&#xa0;? %n joueur retrouve sa cote d’avant&#xa0;; les tournois cotés après lui sont recotés sans lui. (Édition ▸ Annuler les remet.)</numerusform>
            <numerusform>Reprendre les cotes de ce tournoi&#xa0;? %n joueurs retrouvent leur cote d’avant&#xa0;; les tournois cotés après lui sont recotés sans lui. (Édition ▸ Annuler les remet.)</numerusform>
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
        <source>Rating lists (*.csv)</source>
        <translation>Listes de cotes (*.csv)</translation>
    </message>
    <message>
        <source>Load a rating list</source>
        <translation>Charger une liste de cotes</translation>
    </message>
    <message numerus="yes">
        <source>Load %n players&apos; ratings from {file}? Each listed player&apos;s rating and games are replaced by the list&apos;s; a number listed under another name is left as it is and reported.</source>
        <translation>
            <numerusform>Charger la cote de %n joueur depuis {file}&#xa0;? La cote et les parties de chaque joueur listé sont remplacées par celles de la liste&#xa0;; un numéro listé sous un autre nom est laissé tel quel et signalé.</numerusform>
            <numerusform>Charger les cotes de %n joueurs depuis {file}&#xa0;? La cote et les parties de chaque joueur listé sont remplacées par celles de la liste&#xa0;; un numéro listé sous un autre nom est laissé tel quel et signalé.</numerusform>
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
    <name>StandingsModel</name>
    <message>
        <source>W-L-D-Bye</source>
        <translation>V-D-N-Bye</translation>
    </message>
    <message>
        <source>W-L-Bye</source>
        <translation>V-D-Bye</translation>
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
        <source>{name} (DQ)</source>
        <translation>{name} (DQ)</translation>
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
        <translation>BYE</translation>
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
        <source>{low} to {high} minutes, {default} unless you change it ({source})</source>
        <translation>{low} à {high} minutes, {default} sauf si vous changez ({source})</translation>
    </message>
    <message>
        <source>The language of the event&apos;s printed forms and time-call decisions</source>
        <translation>La langue des formulaires imprimés du tournoi et des décisions à l’appel du temps</translation>
    </message>
</context>
<context>
    <name>log_page</name>
    <message>
        <source>Every kind</source>
        <translation>Tous les genres</translation>
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
        <translation>bye</translation>
    </message>
    <message>
        <source>{name} (dropped)</source>
        <translation>{name} (abandon)</translation>
    </message>
    <message>
        <source>OMW%</source>
        <translation>OMW%</translation>
    </message>
    <message>
        <source>OOMW%</source>
        <translation>OOMW%</translation>
    </message>
    <message>
        <source>GW%</source>
        <translation>GW%</translation>
    </message>
    <message>
        <source>OGW%</source>
        <translation>OGW%</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation>Buchholz médian</translation>
    </message>
    <message>
        <source>Sonneborn-Berger</source>
        <translation>Sonneborn-Berger</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>Confrontation directe</translation>
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
        <source>unrated</source>
        <translation>sans cote</translation>
    </message>
    <message>
        <source>provisional</source>
        <translation>provisoire</translation>
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
        <translation>Tables&#xa0;: multijoueurs, {sides}, tables de 3-4 ({preferred} de préférence)&#xa0;; pointage&#xa0;: {scoring}&#xa0;; un bye compte comme une victoire.</translation>
    </message>
    <message>
        <source>Tables: pods, {sides}; scoring: {scoring}; a bye scores a win.</source>
        <translation>Tables&#xa0;: multijoueurs, {sides}&#xa0;; pointage&#xa0;: {scoring}&#xa0;; un bye compte comme une victoire.</translation>
    </message>
</context>
<context>
    <name>shortcuts</name>
    <message>
        <source>{action} ({key})</source>
        <translation>{action} ({key})</translation>
    </message>
</context>
</TS>
