<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_CA">
<context>
    <name>ClockBar</name>
    <message>
        <source>Start &amp;clock</source>
        <translation>Lancer le &amp;chrono</translation>
    </message>
    <message>
        <source>Pause &amp;clock</source>
        <translation>Pause du &amp;chrono</translation>
    </message>
    <message>
        <source>Resume &amp;clock</source>
        <translation>Reprendre le &amp;chrono</translation>
    </message>
    <message>
        <source>+&amp;5 min</source>
        <translation>+&amp;5 min</translation>
    </message>
    <message>
        <source>Event finished</source>
        <translation>Tournoi terminé</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
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
        <translation>Aucune règle d&apos;appariement n&apos;est enfreinte.</translation>
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
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
</context>
<context>
    <name>PodResultDialog</name>
    <message>
        <source>Result of table {table}</source>
        <translation>Résultat de la table {table}</translation>
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
        <translation>Rang de chaque camp&#xa0;: 1 = victoire; des rangs égaux pour une égalité.</translation>
    </message>
    <message numerus="yes">
        <source>Choose a place for %n more side.</source>
        <translation>
            <numerusform>Choisissez un rang pour %n autre camp.</numerusform>
            <numerusform>Choisissez un rang pour %n autres camps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose a place for %n more sides.</source>
        <translation>
            <numerusform>Choisissez un rang pour %n autre camp.</numerusform>
            <numerusform>Choisissez un rang pour %n autres camps.</numerusform>
        </translation>
    </message>
    <message>
        <source>One side (or several, tied) must be placed 1.</source>
        <translation>Un camp (ou plusieurs, à égalité) doit être classé 1.</translation>
    </message>
    <message>
        <source>More than one side is placed 1: tick &quot;Tie for first&quot; if they share the win.</source>
        <translation>Plus d&apos;un camp est classé 1&#xa0;: cochez «&#xa0;Égalité en tête&#xa0;» s&apos;ils se partagent la victoire.</translation>
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
        <source>&lt;b&gt;Judge: table {table}&lt;/b&gt; — {player}, {time}</source>
        <translation>&lt;b&gt;Juge&#xa0;: table {table}&lt;/b&gt; — {player}, {time}</translation>
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
        <source>Table {table}: {claims} — {status}</source>
        <translation>Table {table}&#xa0;: {claims} — {status}</translation>
    </message>
    <message>
        <source>Dropped: {player} ({by}, {time})</source>
        <translation>Abandon&#xa0;: {player} ({by}, {time})</translation>
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
        <translation>Accuser réception d&apos;un appel au juge</translation>
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
        <translation>N&apos;afficher que les tables encore en attente d&apos;un résultat</translation>
    </message>
    <message>
        <source>Show round</source>
        <translation>Voir la ronde</translation>
    </message>
    <message>
        <source>T&amp;ime called…</source>
        <translation>Fiche &amp;d&apos;appel du temps…</translation>
    </message>
    <message>
        <source>Time-call for&amp;m file…</source>
        <translation>Char&amp;ger une fiche d&apos;appel…</translation>
    </message>
    <message>
        <source>E&amp;xtra time for a table…</source>
        <translation>Temps e&amp;xtra à une table…</translation>
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
    <name>StandingsPage</name>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
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
        <translation>le motif du juge, s&apos;il tranche autrement</translation>
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
        <translation>Les joueurs s&apos;entendent&#xa0;: le gagnant est</translation>
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
        <translation>KO</translation>
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
        <source>%n table to report: {tables}</source>
        <translation>
            <numerusform>%n table en attente&#xa0;: {tables}</numerusform>
            <numerusform>%n tables en attente&#xa0;: {tables}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tables to report: {tables}</source>
        <translation>
            <numerusform>%n table en attente&#xa0;: {tables}</numerusform>
            <numerusform>%n tables en attente&#xa0;: {tables}</numerusform>
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
        <translation>Annuler l&apos;apparie&amp;ment</translation>
    </message>
    <message>
        <source>Take back pairing</source>
        <translation>Annuler l&apos;appariement</translation>
    </message>
    <message>
        <source>No round paired yet</source>
        <translation>Aucune ronde appariée pour l&apos;instant</translation>
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
        <translation>{title}&#xa0;: aucune ronde n&apos;a encore été appariée.</translation>
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
        <source>Table {table}: {minutes} extra minutes</source>
        <translation>Table {table}&#xa0;: {minutes} minutes additionnelles</translation>
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
        <translation>Échanger deux &amp;joueurs…</translation>
    </message>
    <message>
        <source>Opponent wins</source>
        <translation>Victoire de l&apos;adversaire</translation>
    </message>
    <message>
        <source>Check the pairing</source>
        <translation>Vérifier l&apos;appariement</translation>
    </message>
    <message>
        <source>Pair by hand</source>
        <translation>Apparier à la main</translation>
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
        <translation>La table {table} n&apos;a pas de partie à cette ronde.</translation>
    </message>
    <message>
        <source>Time-call form file</source>
        <translation>Fiche d&apos;appel du temps (fichier)</translation>
    </message>
    <message>
        <source>Table {table}: {verdict}</source>
        <translation>Table {table}&#xa0;: {verdict}</translation>
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
    <message>
        <source>Standings: no round has been paired yet</source>
        <translation>Classement&#xa0;: aucune ronde n&apos;a encore été appariée</translation>
    </message>
    <message>
        <source>Standings after round {round}</source>
        <translation>Classement après la ronde {round}</translation>
    </message>
    <message numerus="yes">
        <source>Standings before the first round (round 1: %n table still playing)</source>
        <translation>
            <numerusform>Classement avant la première ronde (ronde 1&#xa0;: %n table encore en jeu)</numerusform>
            <numerusform>Classement avant la première ronde (ronde 1&#xa0;: %n tables encore en jeu)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Standings before the first round (round 1: %n tables still playing)</source>
        <translation>
            <numerusform>Classement avant la première ronde (ronde 1&#xa0;: %n table encore en jeu)</numerusform>
            <numerusform>Classement avant la première ronde (ronde 1&#xa0;: %n tables encore en jeu)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Standings after round {before} (round {round}: %n table still playing)</source>
        <translation>
            <numerusform>Classement après la ronde {before} (ronde {round}&#xa0;: %n table encore en jeu)</numerusform>
            <numerusform>Classement après la ronde {before} (ronde {round}&#xa0;: %n tables encore en jeu)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Standings after round {before} (round {round}: %n tables still playing)</source>
        <translation>
            <numerusform>Classement après la ronde {before} (ronde {round}&#xa0;: %n table encore en jeu)</numerusform>
            <numerusform>Classement après la ronde {before} (ronde {round}&#xa0;: %n tables encore en jeu)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>judge_calls_banner</name>
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
    <name>pod_desk</name>
    <message numerus="yes">
        <source>%n pod to report: {tables}</source>
        <translation>
            <numerusform>%n pod en attente&#xa0;: {tables}</numerusform>
            <numerusform>%n pods en attente&#xa0;: {tables}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pods to report: {tables}</source>
        <translation>
            <numerusform>%n pod en attente&#xa0;: {tables}</numerusform>
            <numerusform>%n pods en attente&#xa0;: {tables}</numerusform>
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
        <source>Seating the next round…</source>
        <translation>Placement de la ronde suivante…</translation>
    </message>
    <message>
        <source>Ta&amp;ke back seating</source>
        <translation>Annuler le place&amp;ment</translation>
    </message>
    <message>
        <source>Take back seating</source>
        <translation>Annuler le placement</translation>
    </message>
    <message>
        <source>No round seated yet</source>
        <translation>Aucune ronde placée pour l&apos;instant</translation>
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
        <translation>{title}&#xa0;: aucune ronde n&apos;a encore été placée.</translation>
    </message>
    <message>
        <source>Pod:</source>
        <translation>Pod&#xa0;:</translation>
    </message>
    <message>
        <source>Extra minutes for pod {table} (0: none):</source>
        <translation>Minutes additionnelles pour le pod {table} (0&#xa0;: aucune)&#xa0;:</translation>
    </message>
    <message>
        <source>Pod {table}: {minutes} extra minutes</source>
        <translation>Pod {table}&#xa0;: {minutes} minutes additionnelles</translation>
    </message>
    <message>
        <source>Round {round} pod {table}: {result}</source>
        <translation>Ronde {round}, pod {table}&#xa0;: {result}</translation>
    </message>
    <message>
        <source>Result: table then winner, or every place — e.g. 3 0004, 3 0004=1 0007=2 — Enter</source>
        <translation>Résultat&#xa0;: table puis gagnant, ou chaque rang — p. ex. 3 0004, 3 0004=1 0007=2 — Entrée</translation>
    </message>
    <message>
        <source>type the table, then the winner or every place: 12 0004, or 12 0004=1 0007=2 …</source>
        <translation>tapez la table, puis le gagnant ou chaque rang&#xa0;: 12 0004, ou 12 0004=1 0007=2 …</translation>
    </message>
    <message>
        <source>Result of selected &amp;pod…</source>
        <translation>Résultat du &amp;pod choisi…</translation>
    </message>
    <message>
        <source>Enter a result</source>
        <translation>Saisir un résultat</translation>
    </message>
    <message>
        <source>Time called</source>
        <translation>Appel du temps</translation>
    </message>
    <message>
        <source>Select the pod first.</source>
        <translation>Choisissez d&apos;abord le pod.</translation>
    </message>
    <message>
        <source>Table {table} is a bye.</source>
        <translation>La table {table} est un bye.</translation>
    </message>
    <message>
        <source>Table {table}: {verdict}</source>
        <translation>Table {table}&#xa0;: {verdict}</translation>
    </message>
    <message>
        <source>The judge places table {table}</source>
        <translation>Le juge classe la table {table}</translation>
    </message>
    <message>
        <source>Standings after round {round}: points, then opponents&apos; points share, then wins, then average place</source>
        <translation>Classement après la ronde {round}&#xa0;: points, puis part des points des adversaires, puis victoires, puis rang moyen</translation>
    </message>
</context>
<context>
    <name>reports_panel</name>
    <message>
        <source>waiting for the opponent</source>
        <translation>en attente de l&apos;adversaire</translation>
    </message>
    <message>
        <source>agreed, waiting for the judge</source>
        <translation>d&apos;accord, en attente du juge</translation>
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
        <translation>tapez la table, une espace, puis le gagnant (numéro, A ou B; DL pour une double défaite; au Vs. System, D pour un match nul)</translation>
    </message>
    <message>
        <source>there is no table {table} in this round</source>
        <translation>il n&apos;y a pas de table {table} dans cette ronde</translation>
    </message>
    <message>
        <source>table {table} is {player}&apos;s bye: it needs no result</source>
        <translation>la table {table} est le bye de {player}&#xa0;: aucun résultat requis</translation>
    </message>
    <message>
        <source>{said} is not at table {table} ({a} v {b})</source>
        <translation>{said} n&apos;est pas à la table {table} ({a} c. {b})</translation>
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
        <source>The judge&apos;s time-call form</source>
        <translation>La fiche d&apos;appel du temps du juge</translation>
    </message>
    <message>
        <source>Time-call forms (*.json)</source>
        <translation>Fiches d&apos;appel du temps (*.json)</translation>
    </message>
</context>
<context>
    <name>time_call</name>
    <message>
        <source>{where}: &apos;{part}&apos; is not a hit: give the value and the type ({types}), e.g. &apos;5 fighting&apos;</source>
        <translation>{where}&#xa0;: «&#xa0;{part}&#xa0;» n&apos;est pas un coup&#xa0;: donnez la valeur et le type ({types}), p. ex. «&#xa0;5 fighting&#xa0;»</translation>
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
        <translation>Pile KO</translation>
    </message>
    <message>
        <source>an unbreakable loop of mandatory actions (a draw)</source>
        <translation>une boucle d&apos;actions obligatoires impossible à briser (match nul)</translation>
    </message>
    <message>
        <source>every player is out of cards and nobody will attack</source>
        <translation>tous les joueurs sont à court de cartes et personne n&apos;attaquera</translation>
    </message>
    <message>
        <source>the last main characters were KO&apos;d at once</source>
        <translation>les derniers personnages principaux ont été mis KO en même temps</translation>
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
        <translation>KO</translation>
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
        <translation>un second (s&apos;il y a lieu)</translation>
    </message>
    <message>
        <source>infinite</source>
        <translation>infinie</translation>
    </message>
</context>
</TS>
