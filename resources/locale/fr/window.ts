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
    <name>PlayersPageDialog</name>
    <message>
        <source>Players&apos; page on the network</source>
        <translation>Page des joueurs sur le réseau</translation>
    </message>
    <message>
        <source>Players on the venue&apos;s network open this address, or scan the code, to see the pairings, the standings and the round clock on their phones. The page only shows; nothing can be changed from it.</source>
        <translation>Sur le réseau de la salle, les joueurs ouvrent cette adresse, ou balaient le code, pour voir les appariements, le classement et le chrono de la ronde sur leur téléphone. La page ne fait qu’afficher&#xa0;: rien ne peut y être modifié.</translation>
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
        <source>Not served</source>
        <translation>Non servie</translation>
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
    <name>database_actions</name>
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
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n ronde</numerusform>
            <numerusform>%n rondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n results</source>
        <translation>
            <numerusform>%n résultat</numerusform>
            <numerusform>%n résultats</numerusform>
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
            <numerusform>%n fichier exporté dans {folder}</numerusform>
            <numerusform>%n fichiers exportés dans {folder}</numerusform>
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
        <source>{left} is still to play.

Finish {event} now, without them? (Edit ▸ Undo reopens it.)</source>
        <translation>Il reste à jouer&#xa0;: {left}.

Terminer {event} maintenant, sans cela&#xa0;? (Édition ▸ Annuler le rouvre.)</translation>
    </message>
    <message>
        <source>{left} are still to play.

Finish {event} now, without them? (Edit ▸ Undo reopens it.)</source>
        <translation>Il reste à jouer&#xa0;: {left}.

Terminer {event} maintenant, sans cela&#xa0;? (Édition ▸ Annuler le rouvre.)</translation>
    </message>
    <message>
        <source>Finished {event}: the standings are final (Edit ▸ Undo reopens it)</source>
        <translation>{event} terminé&#xa0;: le classement est définitif (Édition ▸ Annuler le rouvre)</translation>
    </message>
</context>
<context>
    <name>guard</name>
    <message>
        <source>Something went wrong inside the program; nothing of this action was saved. The details are in the log file: {file}</source>
        <translation>Un problème est survenu dans le programme&#xa0;; rien de cette action n’a été enregistré. Les détails sont dans le journal&#xa0;: {file}</translation>
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
    <name>paper</name>
    <message>
        <source>the printer {printer} refused the job</source>
        <translation>l’imprimante {printer} a refusé la tâche</translation>
    </message>
</context>
<context>
    <name>players_page</name>
    <message>
        <source>Players&apos; page</source>
        <translation>Page des joueurs</translation>
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
        <source>Adjudication record</source>
        <translation>Fiche d’arbitrage</translation>
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
        <source>Sent %n page(s) to {printer}</source>
        <translation>
            <numerusform>%n page envoyée à {printer}</numerusform>
            <numerusform>%n pages envoyées à {printer}</numerusform>
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
        <translation>V-D-Ex</translation>
    </message>
    <message>
        <source>W-L-D-Bye</source>
        <translation>V-D-N-Ex</translation>
    </message>
    <message>
        <source>W-T-L-Bye</source>
        <translation>V-É-D-Ex</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>exempt</translation>
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
        <source>Final standings · places {first} – {last}</source>
        <translation>Classement final · rangs {first} à {last}</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps écoulé</translation>
    </message>
    <message>
        <source>{remaining} left (paused)</source>
        <translation>Reste {remaining} (en pause)</translation>
    </message>
    <message>
        <source>{remaining} (not started)</source>
        <translation>{remaining} (pas commencé)</translation>
    </message>
    <message>
        <source>{remaining} left</source>
        <translation>Reste {remaining}</translation>
    </message>
</context>
<context>
    <name>screenshot_tour</name>
    <message>
        <source>Calling time</source>
        <translation>la fin du temps</translation>
    </message>
</context>
</TS>
