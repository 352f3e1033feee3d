<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_CA">
<context>
    <name>PlayersPage</name>
    <message numerus="yes">
        <source>A sanctioned event needs at least {minimum} players; %n are registered.</source>
        <translation>
            <numerusform>A sanctioned event needs at least {minimum} players; %Ln is registered.</numerusform>
            <numerusform>A sanctioned event needs at least {minimum} players; %Ln are registered.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n rated events rated again)</source>
        <translation>
            <numerusform>(%Ln rated event rated again)</numerusform>
            <numerusform>(%Ln rated events rated again)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n players from {file}</source>
        <translation>
            <numerusform>Imported %Ln player from {file}</numerusform>
            <numerusform>Imported %Ln players from {file}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Already registered, not imported again (%n lines):</source>
        <translation>
            <numerusform>Already registered, not imported again (%Ln line):</numerusform>
            <numerusform>Already registered, not imported again (%Ln lines):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %Ln more</numerusform>
            <numerusform>… and %Ln more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Drop the %n players who have not checked in? Undo brings them back.</source>
        <translation>
            <numerusform>Drop the %Ln player who has not checked in? Undo brings them back.</numerusform>
            <numerusform>Drop the %Ln players who have not checked in? Undo brings them back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dropped %n players not checked in</source>
        <translation>
            <numerusform>Dropped %Ln player not checked in</numerusform>
            <numerusform>Dropped %Ln players not checked in</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PodResultDialog</name>
    <message numerus="yes">
        <source>Choose a place for %n more sides.</source>
        <translation>
            <numerusform>Choose a place for %Ln more side.</numerusform>
            <numerusform>Choose a place for %Ln more sides.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RatingsPage</name>
    <message numerus="yes">
        <source>Applied: these %n ratings are stored (Take back ratings, or Edit ▸ Undo, takes them back).</source>
        <translation>
            <numerusform>Applied: this %Ln rating is stored (Take back ratings, or Edit ▸ Undo, takes it back).</numerusform>
            <numerusform>Applied: these %Ln ratings are stored (Take back ratings, or Edit ▸ Undo, takes them back).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games wait for a player&apos;s Legion number: rated once the Players page gives it.</source>
        <translation>
            <numerusform>%Ln game waits for a player&apos;s Legion number: rated once the Players page gives it.</numerusform>
            <numerusform>%Ln games wait for a player&apos;s Legion number: rated once the Players page gives it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Apply the ratings of this event? %n players are rated; {largest}.</source>
        <translation>
            <numerusform>Apply the ratings of this event? %Ln player is rated; {largest}.</numerusform>
            <numerusform>Apply the ratings of this event? %Ln players are rated; {largest}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Applied the ratings of %n players</source>
        <translation>
            <numerusform>Applied the rating of %Ln player</numerusform>
            <numerusform>Applied the ratings of %Ln players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take back the ratings of this event? %n players go back to their ratings before it; events rated after it are rated again without it. (Edit ▸ Undo puts them back.)</source>
        <translation>
            <numerusform>Take back the ratings of this event? %Ln player goes back to their rating before it; events rated after it are rated again without it. (Edit ▸ Undo puts it back.)</numerusform>
            <numerusform>Take back the ratings of this event? %Ln players go back to their ratings before it; events rated after it are rated again without it. (Edit ▸ Undo puts them back.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Load %n players&apos; ratings from {file}? Each listed player&apos;s rating and games are replaced by the list&apos;s (a list without games keeps the games known here); a number listed under another name is left as it is and reported.</source>
        <translation>
            <numerusform>Load %Ln player&apos;s rating from {file}? Each listed player&apos;s rating and games are replaced by the list&apos;s (a list without games keeps the games known here); a number listed under another name is left as it is and reported.</numerusform>
            <numerusform>Load %Ln players&apos; ratings from {file}? Each listed player&apos;s rating and games are replaced by the list&apos;s (a list without games keeps the games known here); a number listed under another name is left as it is and reported.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundPage</name>
    <message numerus="yes">
        <source>Round {number}: %n results recorded from {file}</source>
        <translation>
            <numerusform>Round {number}: %Ln result recorded from {file}</numerusform>
            <numerusform>Round {number}: %Ln results recorded from {file}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n already entered, unchanged (tables {tables})</source>
        <translation>
            <numerusform>%Ln already entered, unchanged (table {tables})</numerusform>
            <numerusform>%Ln already entered, unchanged (tables {tables})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>database_actions</name>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%Ln player</numerusform>
            <numerusform>%Ln players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%Ln round</numerusform>
            <numerusform>%Ln rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n results</source>
        <translation>
            <numerusform>%Ln result</numerusform>
            <numerusform>%Ln results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n files into {folder}</source>
        <translation>
            <numerusform>Exported %Ln file into {folder}</numerusform>
            <numerusform>Exported %Ln files into {folder}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>head_to_head_desk</name>
    <message numerus="yes">
        <source>Table {table}: %n extra minutes</source>
        <translation>
            <numerusform>Table {table}: %Ln extra minute</numerusform>
            <numerusform>Table {table}: %Ln extra minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tables to report: {tables}</source>
        <translation>
            <numerusform>%Ln table to report: {tables}</numerusform>
            <numerusform>%Ln tables to report: {tables}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pod_desk</name>
    <message numerus="yes">
        <source>Pod {table}: %n extra minutes</source>
        <translation>
            <numerusform>Pod {table}: %Ln extra minute</numerusform>
            <numerusform>Pod {table}: %Ln extra minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pods to report: {tables}</source>
        <translation>
            <numerusform>%Ln pod to report: {tables}</numerusform>
            <numerusform>%Ln pods to report: {tables}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>print_menu</name>
    <message numerus="yes">
        <source>Sent %n pages to {printer}, {copies} copies</source>
        <translation>
            <numerusform>Sent %Ln page to {printer}, {copies} copies</numerusform>
            <numerusform>Sent %Ln pages to {printer}, {copies} copies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sent %n pages to {printer}</source>
        <translation>
            <numerusform>Sent %Ln page to {printer}</numerusform>
            <numerusform>Sent %Ln pages to {printer}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>table_desk</name>
    <message numerus="yes">
        <source>Standings before the first round (round 1: %n tables still playing)</source>
        <translation>
            <numerusform>Standings before the first round (round 1: %Ln table still playing)</numerusform>
            <numerusform>Standings before the first round (round 1: %Ln tables still playing)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Standings after round {before} (round {round}: %n tables still playing)</source>
        <translation>
            <numerusform>Standings after round {before} (round {round}: %Ln table still playing)</numerusform>
            <numerusform>Standings after round {before} (round {round}: %Ln tables still playing)</numerusform>
        </translation>
    </message>
</context>
</TS>
