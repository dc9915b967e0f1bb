<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>BackupsDialog</name>
    <message>
        <source>Backups of event %1</source>
        <translation>Backups of event %1</translation>
    </message>
    <message>
        <source>Backups of every event</source>
        <translation>Backups of every event</translation>
    </message>
    <message>
        <source>No backup yet. One is taken after every pairing, correction, import and completed round, and at most every minute while results are entered; they are kept in the folder below.</source>
        <translation>No backup yet. One is taken after every pairing, correction, import and completed round, and at most every minute while results are entered; they are kept in the folder below.</translation>
    </message>
    <message>
        <source>The database cannot be opened: %1 The newest backup can replace it; the damaged file is kept beside it.</source>
        <translation>The database cannot be opened: %1 The newest backup can replace it; the damaged file is kept beside it.</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Restore a backup</translation>
    </message>
    <message>
        <source>The database cannot be opened. Replace the whole file by the backup of %1? The damaged file is kept beside it.</source>
        <translation>The database cannot be opened. Replace the whole file by the backup of %1? The damaged file is kept beside it.</translation>
    </message>
    <message>
        <source>Put event %1 back as it was at %2? The current state is backed up first, so nothing is lost.</source>
        <translation>Put event %1 back as it was at %2? The current state is backed up first, so nothing is lost.</translation>
    </message>
    <message>
        <source>What was entered after that backup will no longer be there:</source>
        <translation>What was entered after that backup will no longer be there:</translation>
    </message>
    <message>
        <source>Could not restore the backup</source>
        <translation>Could not restore the backup</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Backups</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Taken</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>After</source>
        <translation>After</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Size</translation>
    </message>
    <message>
        <source>&amp;Restore…</source>
        <translation>&amp;Restore…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>&amp;Backups…</source>
        <translation>&amp;Backups…</translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../../ui/board.py" line="140"/>
        <source>Open a match log to see the board</source>
        <translation>Open a match log to see the board</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="171"/>
        <source>Turn %1</source>
        <translation>Turn %1</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="422"/>
        <location filename="../../ui/board.py" line="472"/>
        <source>hidden</source>
        <translation>hidden</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="470"/>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="470"/>
        <source>Life</source>
        <translation>Life</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="470"/>
        <source>Descansos</source>
        <translation>Descansos</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="471"/>
        <source>Damage</source>
        <translation>Damage</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="471"/>
        <source>Mark</source>
        <translation>Mark</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="472"/>
        <source>Equipment</source>
        <translation>Equipment</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="476"/>
        <source>Hidden (face down): the rival cannot see it</source>
        <translation>Hidden (face down): the rival cannot see it</translation>
    </message>
</context>
<context>
    <name>BracketView</name>
    <message>
        <location filename="../../ui/bracket.py" line="50"/>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <location filename="../../ui/bracket.py" line="52"/>
        <source>Semifinals</source>
        <translation>Semifinals</translation>
    </message>
    <message>
        <location filename="../../ui/bracket.py" line="54"/>
        <source>Quarterfinals</source>
        <translation>Quarterfinals</translation>
    </message>
    <message>
        <location filename="../../ui/bracket.py" line="55"/>
        <source>Top %1</source>
        <translation>Top %1</translation>
    </message>
    <message>
        <location filename="../../ui/bracket.py" line="71"/>
        <source>Table %1</source>
        <translation>Table %1</translation>
    </message>
    <message>
        <location filename="../../ui/bracket.py" line="83"/>
        <source>No top cut yet: finish the Swiss rounds, then “Top cut…”.</source>
        <translation>No top cut yet: finish the Swiss rounds, then “Top cut…”.</translation>
    </message>
    <message>
        <location filename="../../ui/bracket.py" line="115"/>
        <source>Champion: %1</source>
        <translation>Champion: %1</translation>
    </message>
    <message>
        <location filename="../../ui/bracket.py" line="119"/>
        <source>Champion: still playing</source>
        <translation>Champion: still playing</translation>
    </message>
    <message>
        <source>Round of %1</source>
        <translation>Round of %1</translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <location filename="../../ui/common.py" line="32"/>
        <source>Juez</source>
        <translation>Juez</translation>
    </message>
    <message>
        <location filename="../../ui/common.py" line="95"/>
        <source>Something went wrong; the window keeps running and nothing saved is lost.</source>
        <translation>Something went wrong; the window keeps running and nothing saved is lost.</translation>
    </message>
</context>
<context>
    <name>DeckCheckDialog</name>
    <message>
        <location filename="../../ui/dialogs.py" line="201"/>
        <source>Open a deck file</source>
        <translation>Open a deck file</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="202"/>
        <source>Deck files (*.json)</source>
        <translation>Deck files (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="216"/>
        <source>Could not read the deck file</source>
        <translation>Could not read the deck file</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="219"/>
        <source>No deck check</source>
        <translation>No deck check</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="220"/>
        <source>The rules module of %1 cannot check decks yet.</source>
        <translation>The rules module of %1 cannot check decks yet.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="224"/>
        <source>Could not check the deck</source>
        <translation>Could not check the deck</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="249"/>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="249"/>
        <source>warning</source>
        <translation>warning</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="255"/>
        <source>Choose a deck file to check.</source>
        <translation>Choose a deck file to check.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="257"/>
        <source>The deck is legal.</source>
        <translation>The deck is legal.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs.py" line="260"/>
        <source>The deck is legal, with %n warning(s)</source>
        <translation>
            <numerusform>The deck is legal, with %n warning</numerusform>
            <numerusform>The deck is legal, with %n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs.py" line="265"/>
        <source>%n problem(s) found</source>
        <translation>
            <numerusform>%n problem found</numerusform>
            <numerusform>%n problems found</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="261"/>
        <location filename="../../ui/dialogs.py" line="266"/>
        <source>double-click one to read the rule</source>
        <translation>double-click one to read the rule</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="275"/>
        <source>Deck check</source>
        <translation>Deck check</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="276"/>
        <source>&amp;Open deck file…</source>
        <translation>&amp;Open deck file…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="277"/>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="278"/>
        <source>Used when the deck file does not name its game</source>
        <translation>Used when the deck file does not name its game</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="279"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="280"/>
        <source>Severity</source>
        <translation>Severity</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="280"/>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="280"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
</context>
<context>
    <name>EventWorkspace</name>
    <message>
        <source>recommended for %1</source>
        <translation>recommended for %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Swiss</translation>
    </message>
    <message>
        <source>Type part of a name or id…</source>
        <translation>Type part of a name or id…</translation>
    </message>
    <message>
        <source>%1 plays at table %2 in round %3, not at table %4.</source>
        <translation>%1 plays at table %2 in round %3, not at table %4.</translation>
    </message>
    <message>
        <source>%1 has no table in round %3 (the bye, or not paired), not table %4.</source>
        <translation>%1 has no table in round %3 (the bye, or not paired), not table %4.</translation>
    </message>
    <message>
        <source>Fix the table, or leave it at 0 (none).</source>
        <translation>Fix the table, or leave it at 0 (none).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n penalty(ies)</source>
        <translation>
            <numerusform>%1: %n penalty</numerusform>
            <numerusform>%1: %n penalties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Players matching “%1”: %n penalty(ies)</source>
        <translation>
            <numerusform>Players matching “%1”: %n penalty</numerusform>
            <numerusform>Players matching “%1”: %n penalties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Whole event: %n penalty(ies)</source>
        <translation>
            <numerusform>Whole event: %n penalty</numerusform>
            <numerusform>Whole event: %n penalties</numerusform>
        </translation>
    </message>
    <message>
        <source>Print a draft?</source>
        <translation>Print a draft?</translation>
    </message>
    <message>
        <source>Round %1 is a draft (not published): every printed page will say BORRADOR / DRAFT.</source>
        <translation>Round %1 is a draft (not published): every printed page will say BORRADOR / DRAFT.</translation>
    </message>
    <message>
        <source>Publish and print</source>
        <translation>Publish and print</translation>
    </message>
    <message>
        <source>Print the draft</source>
        <translation>Print the draft</translation>
    </message>
    <message>
        <source>Publish (F6)</source>
        <translation>Publish (F6)</translation>
    </message>
    <message>
        <source>Publish the round: its printed pairings and slips lose the DRAFT mark and the projector shows it. Entering its first result publishes it too.</source>
        <translation>Publish the round: its printed pairings and slips lose the DRAFT mark and the projector shows it. Entering its first result publishes it too.</translation>
    </message>
    <message>
        <source>Draft: not published</source>
        <translation>Draft: not published</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Published</translation>
    </message>
    <message>
        <source>Round %1 published</source>
        <translation>Round %1 published</translation>
    </message>
    <message>
        <source>Table %1 already has %2: nothing to change</source>
        <translation>Table %1 already has %2: nothing to change</translation>
    </message>
    <message>
        <source>Results go to the current round, %1; a result of an earlier round is corrected with F2 on its row</source>
        <translation>Results go to the current round, %1; a result of an earlier round is corrected with F2 on its row</translation>
    </message>
    <message>
        <source>Current round %1</source>
        <translation>Current round %1</translation>
    </message>
    <message>
        <source>(dropped)</source>
        <translation>(dropped)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="346"/>
        <source>Could not open the database %1</source>
        <translation>Could not open the database %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="374"/>
        <source>Could not list the events</source>
        <translation>Could not list the events</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="384"/>
        <location filename="../../ui/event_view.py" line="436"/>
        <source>Could not create the event</source>
        <translation>Could not create the event</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="407"/>
        <source>New event</source>
        <translation>New event</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="417"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="418"/>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="419"/>
        <source>Tiebreakers:</source>
        <translation>Tiebreakers:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="454"/>
        <source>Could not add the player</source>
        <translation>Could not add the player</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="469"/>
        <source>Could not import the players from %1</source>
        <translation>Could not import the players from %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="476"/>
        <source>Import players</source>
        <translation>Import players</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="477"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="485"/>
        <source>Could not drop the player</source>
        <translation>Could not drop the player</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="515"/>
        <source>Pairing the next round…</source>
        <translation>Pairing the next round…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="517"/>
        <source>Could not pair the round</source>
        <translation>Could not pair the round</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="525"/>
        <source>Pairing the round again…</source>
        <translation>Pairing the round again…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="527"/>
        <source>Could not re-pair the round</source>
        <translation>Could not re-pair the round</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="730"/>
        <location filename="../../ui/event_view.py" line="797"/>
        <source>Round %1 has no table %2</source>
        <translation>Round %1 has no table %2</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="734"/>
        <location filename="../../ui/event_view.py" line="799"/>
        <source>Table %1 is a bye</source>
        <translation>Table %1 is a bye</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="750"/>
        <source>Could not enter the result of table %1</source>
        <translation>Could not enter the result of table %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="754"/>
        <location filename="../../ui/event_view.py" line="847"/>
        <source>Could not correct the result of table %1</source>
        <translation>Could not correct the result of table %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="761"/>
        <source>Table %1: %2</source>
        <translation>Table %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="830"/>
        <source>Correct a result</source>
        <translation>Correct a result</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="906"/>
        <location filename="../../ui/event_view.py" line="913"/>
        <source>Could not add the penalty</source>
        <translation>Could not add the penalty</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="907"/>
        <source>Choose a player and describe the infraction.</source>
        <translation>Choose a player and describe the infraction.</translation>
    </message>
    <message>
        <source>No event is open: create one (Ctrl+N) or pick one in the list above.</source>
        <translation>No event is open: create one (Ctrl+N) or pick one in the list above.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="579"/>
        <location filename="../../ui/event_view.py" line="614"/>
        <source>Could not start the top cut</source>
        <translation>Could not start the top cut</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="580"/>
        <source>Open an event with at least two active players first.</source>
        <translation>Open an event with at least two active players first.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="584"/>
        <location filename="../../ui/event_view.py" line="1179"/>
        <source>Top cut</source>
        <translation>Top cut</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="588"/>
        <source>Top %1</source>
        <translation>Top %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="591"/>
        <source>The best players of the Swiss standings (dropped players left out) play single elimination: 1st against last, and so on.</source>
        <translation>The best players of the Swiss standings (dropped players left out) play single elimination: 1st against last, and so on.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="595"/>
        <source>Cut:</source>
        <translation>Cut:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="611"/>
        <source>Seeding the top cut…</source>
        <translation>Seeding the top cut…</translation>
    </message>
    <message>
        <source>No database is open. Choose one in File → Settings… (an SQLite file or a PostgreSQL URL).</source>
        <translation>No database is open. Choose one in File → Settings… (an SQLite file or a PostgreSQL URL).</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="634"/>
        <source>Could not verify the audit log</source>
        <translation>Could not verify the audit log</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="639"/>
        <location filename="../../ui/event_view.py" line="643"/>
        <source>Audit log</source>
        <translation>Audit log</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/event_view.py" line="640"/>
        <source>The audit log is intact: %n entry(ies), none edited, deleted or inserted.</source>
        <translation>
            <numerusform>The audit log is intact: %n entry, none edited, deleted or inserted.</numerusform>
            <numerusform>The audit log is intact: %n entries, none edited, deleted or inserted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/event_view.py" line="644"/>
        <source>The audit log was tampered with: %n problem(s).</source>
        <translation>
            <numerusform>The audit log was tampered with: %n problem.</numerusform>
            <numerusform>The audit log was tampered with: %n problems.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not prepare the report %1</source>
        <translation>Could not prepare the report %1</translation>
    </message>
    <message>
        <source>No round is paired yet: pair the first round first.</source>
        <translation>No round is paired yet: pair the first round first.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="966"/>
        <location filename="../../ui/event_view.py" line="1177"/>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="969"/>
        <location filename="../../ui/event_view.py" line="1178"/>
        <source>Penalties</source>
        <translation>Penalties</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="978"/>
        <source>No event open: create one (Ctrl+N) or pick one above.</source>
        <translation>No event open: create one (Ctrl+N) or pick one above.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="777"/>
        <location filename="../../ui/event_view.py" line="985"/>
        <source>Could not read the event</source>
        <translation>Could not read the event</translation>
    </message>
    <message>
        <location filename="../../ui/event/events.py" line="264"/>
        <source>Opening %1…</source>
        <translation>Opening %1…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="437"/>
        <source>The event needs a name.</source>
        <translation>The event needs a name.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="495"/>
        <source>Select the player to drop first.</source>
        <translation>Select the player to drop first.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="501"/>
        <source>Drop a player</source>
        <translation>Drop a player</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="502"/>
        <source>Drop %1 (%2) from the event?</source>
        <translation>Drop %1 (%2) from the event?</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="504"/>
        <source>Results so far are kept; the player is never paired again. A drop cannot be undone here.</source>
        <translation>Results so far are kept; the player is never paired again. A drop cannot be undone here.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="506"/>
        <source>Drop</source>
        <translation>Drop</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="697"/>
        <source>Replace a result</source>
        <translation>Replace a result</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="698"/>
        <source>Table %1 already has %2 (%3 vs %4). Replace it with %5?</source>
        <translation>Table %1 already has %2 (%3 vs %4). Replace it with %5?</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="704"/>
        <source>The change is kept in the audit log and can be undone (Ctrl+Z).</source>
        <translation>The change is kept in the audit log and can be undone (Ctrl+Z).</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="705"/>
        <source>Replace</source>
        <translation>Replace</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="803"/>
        <source>Table %1: %2 vs %3</source>
        <translation>Table %1: %2 vs %3</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="806"/>
        <source>already in: %1</source>
        <translation>already in: %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="832"/>
        <source>Round %1, table %2: %3 (player 1) vs %4 (player 2).
Score, player 1 first:</source>
        <translation>Round %1, table %2: %3 (player 1) vs %4 (player 2).
Score, player 1 first:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="994"/>
        <source>tiebreakers %1</source>
        <translation>tiebreakers %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="995"/>
        <source>round %1</source>
        <translation>round %1</translation>
    </message>
    <message>
        <source>suggested Swiss rounds: %1, %2</source>
        <translation>suggested Swiss rounds: %1, %2</translation>
    </message>
    <message>
        <source>registration</source>
        <translation>registration</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1000"/>
        <source>top %1</source>
        <translation>top %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1001"/>
        <source>no top cut</source>
        <translation>no top cut</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1005"/>
        <source>Champion: %1</source>
        <translation>Champion: %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1014"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1016"/>
        <source>top cut</source>
        <translation>top cut</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1036"/>
        <source>dropped after round %1</source>
        <translation>dropped after round %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1038"/>
        <source>late entry (round %1)</source>
        <translation>late entry (round %1)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1040"/>
        <source>active</source>
        <translation>active</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1063"/>
        <source>BYE</source>
        <translation>BYE</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/event_view.py" line="1081"/>
        <source>%n table(s) still playing</source>
        <translation>
            <numerusform>%n table still playing</numerusform>
            <numerusform>%n tables still playing</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1082"/>
        <source>All results in</source>
        <translation>All results in</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1087"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1087"/>
        <location filename="../../ui/event_view.py" line="1215"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1087"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1087"/>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/event_view.py" line="1120"/>
        <source>History of the chosen player: %n penalty(ies)</source>
        <translation>
            <numerusform>History of the chosen player: %n penalty</numerusform>
            <numerusform>History of the chosen player: %n penalties</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1151"/>
        <source>Next on the ladder (%2): %1</source>
        <translation>Next on the ladder (%2): %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1157"/>
        <source>Caution</source>
        <translation>Caution</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1158"/>
        <source>Warning</source>
        <translation>Warning</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1159"/>
        <source>Turn loss</source>
        <translation>Turn loss</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1160"/>
        <source>Card to Extinción</source>
        <translation>Card to Extinción</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1161"/>
        <source>Game loss</source>
        <translation>Game loss</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1162"/>
        <source>Match loss</source>
        <translation>Match loss</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1163"/>
        <source>Disqualification</source>
        <translation>Disqualification</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1169"/>
        <source>Event:</source>
        <translation>Event:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1170"/>
        <source>New event…</source>
        <translation>New event…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1171"/>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1172"/>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1173"/>
        <source>Undo the last result entry or correction (Ctrl+Z)</source>
        <translation>Undo the last result entry or correction (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1174"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Redo (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1175"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1176"/>
        <source>Rounds and results</source>
        <translation>Rounds and results</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1180"/>
        <source>Top cut…</source>
        <translation>Top cut…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1181"/>
        <source>Single elimination among the best of the Swiss standings (2, 4, 8, 16 or 32)</source>
        <translation>Single elimination among the best of the Swiss standings (2, 4, 8, 16 or 32)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1183"/>
        <source>Verify audit log</source>
        <translation>Verify audit log</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1184"/>
        <source>Check that no entry of the event&apos;s hash-chained audit log was edited, deleted or inserted</source>
        <translation>Check that no entry of the event&apos;s hash-chained audit log was edited, deleted or inserted</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1186"/>
        <source>Player name, then Enter (a late entry joins the next round)</source>
        <translation>Player name, then Enter (a late entry joins the next round)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1188"/>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1189"/>
        <source>Import CSV…</source>
        <translation>Import CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1190"/>
        <source>Drop selected</source>
        <translation>Drop selected</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1192"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1192"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1192"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1192"/>
        <source>First round</source>
        <translation>First round</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1193"/>
        <source>Round:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1194"/>
        <source>Pair next round</source>
        <translation>Pair next round</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1195"/>
        <source>Re-pair this round</source>
        <translation>Re-pair this round</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1197"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1197"/>
        <source>Player 1</source>
        <translation>Player 1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1197"/>
        <source>Player 2</source>
        <translation>Player 2</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1197"/>
        <location filename="../../ui/event_view.py" line="1198"/>
        <source>Pts</source>
        <translation>Pts</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1198"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1198"/>
        <source>In</source>
        <translation>In</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1202"/>
        <source>Match points before this round</source>
        <translation>Match points before this round</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1203"/>
        <source>Table:</source>
        <translation>Table:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1204"/>
        <source>Score:</source>
        <translation>Score:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1205"/>
        <source>2-1, 1-1-1, 0-2…</source>
        <translation>2-1, 1-1-1, 0-2…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1206"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1207"/>
        <source>Player:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1208"/>
        <source>Infraction:</source>
        <translation>Infraction:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1209"/>
        <source>Penalty:</source>
        <translation>Penalty:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1210"/>
        <source>Rule:</source>
        <translation>Rule:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1211"/>
        <source>Note:</source>
        <translation>Note:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1212"/>
        <source>Read</source>
        <translation>Read</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1213"/>
        <source>Add penalty</source>
        <translation>Add penalty</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1215"/>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1215"/>
        <source>Infraction</source>
        <translation>Infraction</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1215"/>
        <source>Penalty</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1216"/>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1216"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Archive this event</source>
        <translation>Archive this event</translation>
    </message>
    <message>
        <source>Bring back a player dropped by mistake: paired again from the next round</source>
        <translation>Bring back a player dropped by mistake: paired again from the next round</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Correct</translation>
    </message>
    <message>
        <source>Correct round %1, table %2 to %3?</source>
        <translation>Correct round %1, table %2 to %3?</translation>
    </message>
    <message>
        <source>Correct the selected player&apos;s name or membership id (double-click a row)</source>
        <translation>Correct the selected player&apos;s name or membership id (double-click a row)</translation>
    </message>
    <message>
        <source>Could not archive the event</source>
        <translation>Could not archive the event</translation>
    </message>
    <message>
        <source>Could not delete the event</source>
        <translation>Could not delete the event</translation>
    </message>
    <message>
        <source>Could not delete the penalty</source>
        <translation>Could not delete the penalty</translation>
    </message>
    <message>
        <source>Could not edit the penalty</source>
        <translation>Could not edit the penalty</translation>
    </message>
    <message>
        <source>Could not edit the player</source>
        <translation>Could not edit the player</translation>
    </message>
    <message>
        <source>Could not reinstate the player</source>
        <translation>Could not reinstate the player</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Delete a penalty</source>
        <translation>Delete a penalty</translation>
    </message>
    <message>
        <source>Delete an event</source>
        <translation>Delete an event</translation>
    </message>
    <message>
        <source>Delete the event %1 (%2)?</source>
        <translation>Delete the event %1 (%2)?</translation>
    </message>
    <message>
        <source>Delete the penalty %1 (%2) of %3?</source>
        <translation>Delete the penalty %1 (%2) of %3?</translation>
    </message>
    <message>
        <source>Delete this event…</source>
        <translation>Delete this event…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Delete…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Edit…</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <source>Event archived: find it again with Event → Show archived events</source>
        <translation>Event archived: find it again with Event → Show archived events</translation>
    </message>
    <message>
        <source>Event back in the list</source>
        <translation>Event back in the list</translation>
    </message>
    <message>
        <source>It does not change who is in the top %1 nor their seeds.</source>
        <translation>It does not change who is in the top %1 nor their seeds.</translation>
    </message>
    <message numerus="yes">
        <source>It has %n round(s) paired: its results, penalties and audit log are deleted too. Archiving keeps them.</source>
        <translation>
            <numerusform>It has %n round paired: its results, penalties and audit log are deleted too. Archiving keeps them.</numerusform>
            <numerusform>It has %n rounds paired: its results, penalties and audit log are deleted too. Archiving keeps them.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is left out of the lists and the printed report; the audit log keeps it.</source>
        <translation>It is left out of the lists and the printed report; the audit log keeps it.</translation>
    </message>
    <message>
        <source>Its players are deleted too.</source>
        <translation>Its players are deleted too.</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Judge</translation>
    </message>
    <message>
        <source>Judge:</source>
        <translation>Judge:</translation>
    </message>
    <message>
        <source>Membership id</source>
        <translation>Membership id</translation>
    </message>
    <message>
        <source>Or type it</source>
        <translation>Or type it</translation>
    </message>
    <message>
        <source>Penalty recorded: %1</source>
        <translation>Penalty recorded: %1</translation>
    </message>
    <message>
        <source>Pick an infraction…</source>
        <translation>Pick an infraction…</translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation>Reinstate</translation>
    </message>
    <message>
        <source>Results so far are kept; the player is not paired again (Reinstate brings back a player dropped by mistake).</source>
        <translation>Results so far are kept; the player is not paired again (Reinstate brings back a player dropped by mistake).</translation>
    </message>
    <message>
        <source>Select the penalty to delete first.</source>
        <translation>Select the penalty to delete first.</translation>
    </message>
    <message>
        <source>Select the penalty to edit first.</source>
        <translation>Select the penalty to edit first.</translation>
    </message>
    <message>
        <source>Select the player to edit first.</source>
        <translation>Select the player to edit first.</translation>
    </message>
    <message>
        <source>Select the player to reinstate first.</source>
        <translation>Select the player to reinstate first.</translation>
    </message>
    <message>
        <source>Show archived events</source>
        <translation>Show archived events</translation>
    </message>
    <message>
        <source>Take this event out of the archive</source>
        <translation>Take this event out of the archive</translation>
    </message>
    <message>
        <source>The bracket already played is not changed: the head judge decides.</source>
        <translation>The bracket already played is not changed: the head judge decides.</translation>
    </message>
    <message>
        <source>The same players stay in the top %1, but their seeds change: other first-round opponents.</source>
        <translation>The same players stay in the top %1, but their seeds change: other first-round opponents.</translation>
    </message>
    <message>
        <source>The top cut has begun</source>
        <translation>The top cut has begun</translation>
    </message>
    <message>
        <source>It is written as CSV only: use the command line's “report %1 --out FILE.csv”.</source>
        <translation>It is written as CSV only: use the command line's “report %1 --out FILE.csv”.</translation>
    </message>
    <message>
        <source>Who gives the penalty (printed in the report)</source>
        <translation>Who gives the penalty (printed in the report)</translation>
    </message>
    <message>
        <source>With it, the top %1 would be different: %2 would be in, %3 out.</source>
        <translation>With it, the top %1 would be different: %2 would be in, %3 out.</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>archived</translation>
    </message>
    <message>
        <source>Whole event</source>
        <translation>Whole event</translation>
    </message>
    <message>
        <source>Junior</source>
        <translation>Junior</translation>
    </message>
    <message>
        <source>Senior</source>
        <translation>Senior</translation>
    </message>
    <message>
        <source>Masters</source>
        <translation>Masters</translation>
    </message>
    <message>
        <source>Age division:</source>
        <translation>Age division:</translation>
    </message>
    <message>
        <source>Same name</source>
        <translation>Same name</translation>
    </message>
    <message>
        <source>%1 is already registered as %2. Is %3 another person with the same name?</source>
        <translation>%1 is already registered as %2. Is %3 another person with the same name?</translation>
    </message>
    <message>
        <source>Answer no if it is the same person: a player registered twice is paired twice.</source>
        <translation>Answer no if it is the same person: a player registered twice is paired twice.</translation>
    </message>
    <message>
        <source>Register another player</source>
        <translation>Register another player</translation>
    </message>
    <message>
        <source>Not added: %1 is already registered as %2.</source>
        <translation>Not added: %1 is already registered as %2.</translation>
    </message>
    <message>
        <source>Type the player's name first.</source>
        <translation>Type the player's name first.</translation>
    </message>
    <message>
        <source>Open ruling…</source>
        <translation>Open ruling…</translation>
    </message>
    <message>
        <source>The written ruling attached to the chosen penalty (the match review of its log)</source>
        <translation>The written ruling attached to the chosen penalty (the match review of its log)</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Ruling</translation>
    </message>
    <message>
        <source>Log %1</source>
        <translation>Log %1</translation>
    </message>
    <message>
        <source>Choose a penalty with an attached ruling first.</source>
        <translation>Choose a penalty with an attached ruling first.</translation>
    </message>
    <message>
        <source>Ruling of penalty %1</source>
        <translation>Ruling of penalty %1</translation>
    </message>
    <message>
        <source>Why these two? (F3)</source>
        <translation>Why these two? (F3)</translation>
    </message>
    <message>
        <source>Why the selected table&apos;s players were paired: the same points, paired down and why, a fixed seat, a kept-apart pair avoided, a rematch no pairing avoided, the bye, a hand edit</source>
        <translation>Why the selected table&apos;s players were paired: the same points, paired down and why, a fixed seat, a kept-apart pair avoided, a rematch no pairing avoided, the bye, a hand edit</translation>
    </message>
    <message>
        <source>Could not explain the pairing</source>
        <translation>Could not explain the pairing</translation>
    </message>
    <message>
        <source>Select a table of the pairings first</source>
        <translation>Select a table of the pairings first</translation>
    </message>
    <message>
        <source>Table %1: reading the round…</source>
        <translation>Table %1: reading the round…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>P&amp;ublish the round</source>
        <translation>P&amp;ublish the round</translation>
    </message>
    <message>
        <source>Top-cut &amp;bracket</source>
        <translation>Top-cut &amp;bracket</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="1"/>
        <source>The newest backup was restored; the damaged file is kept as %1</source>
        <translation>The newest backup was restored; the damaged file is kept as %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="1"/>
        <source>Another station changed the event; shown as it is now</source>
        <translation>Another station changed the event; shown as it is now</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="164"/>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="173"/>
        <source>Open a match log</source>
        <translation>Open a match log</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="174"/>
        <source>Match logs (*.json)</source>
        <translation>Match logs (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="185"/>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="196"/>
        <source>%1 is not in the rulebook index</source>
        <translation>%1 is not in the rulebook index</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="288"/>
        <location filename="../../ui/main_window.py" line="294"/>
        <source>Match report</source>
        <translation>Match report</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="289"/>
        <source>Open a match log first.</source>
        <translation>Open a match log first.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="298"/>
        <source>About Juez</source>
        <translation>About Juez</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="299"/>
        <source>Juez — replay, rules checking and tournament management for trading-card-game judges. Rulebooks are cited in their original Spanish.</source>
        <translation>Juez — replay, rules checking and tournament management for trading-card-game judges. Rulebooks are cited in their original Spanish.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="304"/>
        <source>Database: %1</source>
        <translation>Database: %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="307"/>
        <source>Juez — judge&apos;s tool</source>
        <translation>Juez — judge&apos;s tool</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="308"/>
        <source>&amp;Replay</source>
        <translation>&amp;Replay</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="309"/>
        <source>&amp;Event</source>
        <translation>&amp;Event</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="310"/>
        <source>Rule&amp;books</source>
        <translation>Rule&amp;books</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="311"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="312"/>
        <source>&amp;Open match log…</source>
        <translation>&amp;Open match log…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="313"/>
        <source>Open &amp;sample</source>
        <translation>Open &amp;sample</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="314"/>
        <source>&amp;Recent logs</source>
        <translation>&amp;Recent logs</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="315"/>
        <source>&amp;Match report (print)…</source>
        <translation>&amp;Match report (print)…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="316"/>
        <source>&amp;Deck check…</source>
        <translation>&amp;Deck check…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="317"/>
        <source>Se&amp;ttings…</source>
        <translation>Se&amp;ttings…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="318"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="319"/>
        <source>E&amp;vent</source>
        <translation>E&amp;vent</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="320"/>
        <source>&amp;New event…</source>
        <translation>&amp;New event…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="321"/>
        <source>&amp;Open event…</source>
        <translation>&amp;Open event…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="322"/>
        <source>&amp;Reports</source>
        <translation>&amp;Reports</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="323"/>
        <source>&amp;Top cut…</source>
        <translation>&amp;Top cut…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="324"/>
        <source>&amp;Verify audit log</source>
        <translation>&amp;Verify audit log</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="325"/>
        <source>Pairings by &amp;table</source>
        <translation>Pairings by &amp;table</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="326"/>
        <source>Pairings by &amp;name</source>
        <translation>Pairings by &amp;name</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="327"/>
        <source>Match &amp;slips</source>
        <translation>Match &amp;slips</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="327"/>
        <source>S&amp;tandings</source>
        <translation>S&amp;tandings</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="328"/>
        <source>&amp;Penalties</source>
        <translation>&amp;Penalties</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="331"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="332"/>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="332"/>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="333"/>
        <source>Rulebooks</source>
        <translation>Rulebooks</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="335"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="336"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="337"/>
        <source>&amp;About Juez</source>
        <translation>&amp;About Juez</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Keyboard shortcuts</translation>
    </message>
    <message>
        <source>&amp;Pair next round</source>
        <translation>&amp;Pair next round</translation>
    </message>
    <message>
        <source>Correct the selected result</source>
        <translation>Correct the selected result</translation>
    </message>
    <message>
        <source>Delete (penalties)</source>
        <translation>Delete (penalties)</translation>
    </message>
    <message>
        <source>Delete (players)</source>
        <translation>Delete (players)</translation>
    </message>
    <message>
        <source>Delete the selected penalty</source>
        <translation>Delete the selected penalty</translation>
    </message>
    <message>
        <source>Drop the selected player</source>
        <translation>Drop the selected player</translation>
    </message>
    <message>
        <source>Enter (score box)</source>
        <translation>Enter (score box)</translation>
    </message>
    <message>
        <source>Enter (table box)</source>
        <translation>Enter (table box)</translation>
    </message>
    <message>
        <source>Enter / F2 (pairings)</source>
        <translation>Enter / F2 (pairings)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>Record the result; on to the next open table</source>
        <translation>Record the result; on to the next open table</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Show who plays at the table, go to the score</source>
        <translation>Show who plays at the table, go to the score</translation>
    </message>
    <message>
        <source>Undo the last result</source>
        <translation>Undo the last result</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>What it does</translation>
    </message>
    <message>
        <source>F3 (pairings)</source>
        <translation>F3 (pairings)</translation>
    </message>
    <message>
        <source>Why the selected table&apos;s players were paired</source>
        <translation>Why the selected table&apos;s players were paired</translation>
    </message>
</context>
<context>
    <name>ReplayWorkspace</name>
    <message>
        <location filename="../../ui/replay_view.py" line="264"/>
        <source>Could not open the match log %1</source>
        <translation>Could not open the match log %1</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="271"/>
        <source>Replaying %1…</source>
        <translation>Replaying %1…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/replay_view.py" line="320"/>
        <location filename="../../ui/replay_view.py" line="529"/>
        <source>Violations: %n</source>
        <translation>
            <numerusform>Violations: %n</numerusform>
            <numerusform>Violations: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="324"/>
        <source>No match log open — Ctrl+O, drop a file here, or pick a sample from the File menu.</source>
        <translation>No match log open — Ctrl+O, drop a file here, or pick a sample from the File menu.</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="328"/>
        <source> vs </source>
        <translation> vs </translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="333"/>
        <source>round %1</source>
        <translation>round %1</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="335"/>
        <source>table %1</source>
        <translation>table %1</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="449"/>
        <source>No violation at this event.</source>
        <translation>No violation at this event.</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="453"/>
        <source>Rule:</source>
        <translation>Rule:</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="453"/>
        <source>What follows:</source>
        <translation>What follows:</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="455"/>
        <source>event %1</source>
        <translation>event %1</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="457"/>
        <source>Violation</source>
        <translation>Violation</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="457"/>
        <source>Warning</source>
        <translation>Warning</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="507"/>
        <source>First event (Home)</source>
        <translation>First event (Home)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="508"/>
        <source>Step back (←)</source>
        <translation>Step back (←)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="509"/>
        <source>Step forward (→)</source>
        <translation>Step forward (→)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="510"/>
        <source>Last event (End)</source>
        <translation>Last event (End)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="511"/>
        <source>Previous violation (P)</source>
        <translation>Previous violation (P)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="512"/>
        <source>Next violation (N)</source>
        <translation>Next violation (N)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="513"/>
        <source>Read the rule of this violation (R)</source>
        <translation>Read the rule of this violation (R)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="514"/>
        <location filename="../../ui/replay_view.py" line="515"/>
        <source>Jump to a turn (Ctrl+G)</source>
        <translation>Jump to a turn (Ctrl+G)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="516"/>
        <source>Turn:</source>
        <translation>Turn:</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="517"/>
        <source>Events</source>
        <translation>Events</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="518"/>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="518"/>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="518"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="519"/>
        <source>Setup (before the first event)</source>
        <translation>Setup (before the first event)</translation>
    </message>
    <message>
        <source>Position (the board the log starts from)</source>
        <translation>Position (the board the log starts from)</translation>
    </message>
</context>
<context>
    <name>ReportPreview</name>
    <message>
        <source>This report has no CSV export</source>
        <translation>This report has no CSV export</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Saved: %1</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="107"/>
        <source>Save as PDF</source>
        <translation>Save as PDF</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="108"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="113"/>
        <source>Could not save the PDF</source>
        <translation>Could not save the PDF</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="123"/>
        <source>Export CSV</source>
        <translation>Export CSV</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="124"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="129"/>
        <source>Could not export the CSV</source>
        <translation>Could not export the CSV</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="138"/>
        <source>Could not print</source>
        <translation>Could not print</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/report_preview.py" line="141"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="142"/>
        <source>&amp;Print…</source>
        <translation>&amp;Print…</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="143"/>
        <source>&amp;Save as PDF…</source>
        <translation>&amp;Save as PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="144"/>
        <source>Export &amp;CSV…</source>
        <translation>Export &amp;CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="145"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="169"/>
        <source>Could not prepare the report</source>
        <translation>Could not prepare the report</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="170"/>
        <source>Preparing the report…</source>
        <translation>Preparing the report…</translation>
    </message>
</context>
<context>
    <name>RulebookBrowser</name>
    <message>
        <location filename="../../ui/rulebooks.py" line="252"/>
        <source>Juez checks this section from a match log:</source>
        <translation>Juez checks this section from a match log:</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="256"/>
        <source>event %1</source>
        <translation>event %1</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="260"/>
        <source>A match log cannot show this section:</source>
        <translation>A match log cannot show this section:</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="263"/>
        <source>Juez does not check this section yet.</source>
        <translation>Juez does not check this section yet.</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="167"/>
        <source>← Back to %1</source>
        <translation>← Back to %1</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="168"/>
        <source>Return where the citation was opened (Alt+←)</source>
        <translation>Return where the citation was opened (Alt+←)</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="236"/>
        <source>Nothing found.</source>
        <translation>Nothing found.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/rulebooks.py" line="248"/>
        <source>%n section(s)</source>
        <translation>
            <numerusform>%n section</numerusform>
            <numerusform>%n sections</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/rulebooks.py" line="250"/>
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="255"/>
        <source>Rulebook:</source>
        <translation>Rulebook:</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="256"/>
        <source>Search the rulebook (e.g. descanso)…</source>
        <translation>Search the rulebook (e.g. descanso)…</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="257"/>
        <source>Rulebooks are cited in their original Spanish</source>
        <translation>Rulebooks are cited in their original Spanish</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="258"/>
        <source>Cite in a penalty</source>
        <translation>Cite in a penalty</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="259"/>
        <source>Use this section as the rule of the penalty being written in the event</source>
        <translation>Use this section as the rule of the penalty being written in the event</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ui/dialogs.py" line="76"/>
        <source>SQLite database file</source>
        <translation>SQLite database file</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="77"/>
        <source>SQLite database (*.sqlite3 *.sqlite *.db)</source>
        <translation>SQLite database (*.sqlite3 *.sqlite *.db)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="90"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="91"/>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="92"/>
        <source>Database:</source>
        <translation>Database:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="93"/>
        <source>Default tiebreakers:</source>
        <translation>Default tiebreakers:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="94"/>
        <source>SQLite file…</source>
        <translation>SQLite file…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="95"/>
        <source>empty: the SQLite file in your data folder</source>
        <translation>empty: the SQLite file in your data folder</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="96"/>
        <source>A PostgreSQL URL (postgresql+psycopg://user@host/db) lets several stations share one event.</source>
        <translation>A PostgreSQL URL (postgresql+psycopg://user@host/db) lets several stations share one event.</translation>
    </message>
</context>
<context>
    <name>FloorPanel</name>
    <message>
        <source>Could not read the floor</source>
        <translation>Could not read the floor</translation>
    </message>
    <message>
        <source>No event open</source>
        <translation>No event open</translation>
    </message>
    <message>
        <source>Could not start the clock</source>
        <translation>Could not start the clock</translation>
    </message>
    <message>
        <source>Could not pause the clock</source>
        <translation>Could not pause the clock</translation>
    </message>
    <message>
        <source>Could not resume the clock</source>
        <translation>Could not resume the clock</translation>
    </message>
    <message>
        <source>Could not add the extension</source>
        <translation>Could not add the extension</translation>
    </message>
    <message>
        <source>Could not log the judge call</source>
        <translation>Could not log the judge call</translation>
    </message>
    <message>
        <source>Could not turn the call into a penalty</source>
        <translation>Could not turn the call into a penalty</translation>
    </message>
    <message>
        <source>Choose a judge call and one of its players</source>
        <translation>Choose a judge call and one of its players</translation>
    </message>
    <message>
        <source>Judge calls</source>
        <translation>Judge calls</translation>
    </message>
    <message>
        <source>Could not register the deck</source>
        <translation>Could not register the deck</translation>
    </message>
    <message>
        <source>%1: decklist registered</source>
        <translation>%1: decklist registered</translation>
    </message>
    <message>
        <source>Could not check the deck</source>
        <translation>Could not check the deck</translation>
    </message>
    <message>
        <source>%1: the deck matches the registered list</source>
        <translation>%1: the deck matches the registered list</translation>
    </message>
    <message>
        <source>%1: %2 difference(s) from the registered list</source>
        <translation>%1: %2 difference(s) from the registered list</translation>
    </message>
    <message>
        <source>Suggested penalty: %1 (the judge decides)</source>
        <translation>Suggested penalty: %1 (the judge decides)</translation>
    </message>
    <message>
        <source>Table %1: +%2 min</source>
        <translation>Table %1: +%2 min</translation>
    </message>
    <message>
        <source>Deck file</source>
        <translation>Deck file</translation>
    </message>
    <message>
        <source>Deck files (*.json)</source>
        <translation>Deck files (*.json)</translation>
    </message>
    <message>
        <source>Could not edit the pairings</source>
        <translation>Could not edit the pairings</translation>
    </message>
    <message>
        <source>No rematch and no points gap.</source>
        <translation>No rematch and no points gap.</translation>
    </message>
    <message>
        <source>Could not publish the round</source>
        <translation>Could not publish the round</translation>
    </message>
    <message>
        <source>Round %1 is published</source>
        <translation>Round %1 is published</translation>
    </message>
    <message>
        <source>Round %1 is a draft: printed pairings say DRAFT, the projector shows nothing of it</source>
        <translation>Round %1 is a draft: printed pairings say DRAFT, the projector shows nothing of it</translation>
    </message>
    <message>
        <source>Round clock</source>
        <translation>Round clock</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>Projector…</source>
        <translation>Projector…</translation>
    </message>
    <message>
        <source>Extensions and tables still playing</source>
        <translation>Extensions and tables still playing</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Table:</translation>
    </message>
    <message>
        <source>Minutes:</source>
        <translation>Minutes:</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Reason:</translation>
    </message>
    <message>
        <source>Add extension</source>
        <translation>Add extension</translation>
    </message>
    <message>
        <source>Judge call</source>
        <translation>Judge call</translation>
    </message>
    <message>
        <source>Deck check</source>
        <translation>Deck check</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Other</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation>Extra</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Time left</translation>
    </message>
    <message>
        <source>Judge:</source>
        <translation>Judge:</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Question:</translation>
    </message>
    <message>
        <source>Ruling:</source>
        <translation>Ruling:</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Rule:</translation>
    </message>
    <message>
        <source>Extension (min):</source>
        <translation>Extension (min):</translation>
    </message>
    <message>
        <source>Log the call</source>
        <translation>Log the call</translation>
    </message>
    <message>
        <source>Answer the selected call</source>
        <translation>Answer the selected call</translation>
    </message>
    <message>
        <source>Could not answer the judge call</source>
        <translation>Could not answer the judge call</translation>
    </message>
    <message>
        <source>Choose an open judge call (one with no ruling yet) in the list</source>
        <translation>Choose an open judge call (one with no ruling yet) in the list</translation>
    </message>
    <message>
        <source>A call from a player's phone has no judge or ruling yet: choose it in the list, fill in judge, ruling (citation, minutes) and answer it here</source>
        <translation>A call from a player's phone has no judge or ruling yet: choose it in the list, fill in judge, ruling (citation, minutes) and answer it here</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Judge</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Ruling</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <source>Make it a penalty</source>
        <translation>Make it a penalty</translation>
    </message>
    <message>
        <source>Print judge calls…</source>
        <translation>Print judge calls…</translation>
    </message>
    <message>
        <source>Decklists</source>
        <translation>Decklists</translation>
    </message>
    <message>
        <source>Register deck…</source>
        <translation>Register deck…</translation>
    </message>
    <message>
        <source>Deck check…</source>
        <translation>Deck check…</translation>
    </message>
    <message>
        <source>Pairings by hand</source>
        <translation>Pairings by hand</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Pair</translation>
    </message>
    <message>
        <source>Give bye</source>
        <translation>Give bye</translation>
    </message>
    <message>
        <source>Publish round</source>
        <translation>Publish round</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Floor</translation>
    </message>
    <message>
        <source>Could not set the fixed seat</source>
        <translation>Could not set the fixed seat</translation>
    </message>
    <message>
        <source>%1 always plays at table %2</source>
        <translation>%1 always plays at table %2</translation>
    </message>
    <message>
        <source>%1 has no fixed seat</source>
        <translation>%1 has no fixed seat</translation>
    </message>
    <message>
        <source>Could not keep the players apart</source>
        <translation>Could not keep the players apart</translation>
    </message>
    <message>
        <source>%1 and %2 are kept apart</source>
        <translation>%1 and %2 are kept apart</translation>
    </message>
    <message>
        <source>Table </source>
        <translation>Table </translation>
    </message>
    <message>
        <source>No fixed seat</source>
        <translation>No fixed seat</translation>
    </message>
    <message>
        <source>Fixed seat for the first player</source>
        <translation>Fixed seat for the first player</translation>
    </message>
    <message>
        <source>Keep these two apart</source>
        <translation>Keep these two apart</translation>
    </message>
    <message>
        <source>Could not seat the players</source>
        <translation>Could not seat the players</translation>
    </message>
    <message>
        <source>Random seating (seed %1)</source>
        <translation>Random seating (seed %1)</translation>
    </message>
    <message>
        <source>Seating by name</source>
        <translation>Seating by name</translation>
    </message>
    <message>
        <source>Random seating</source>
        <translation>Random seating</translation>
    </message>
    <message>
        <source>Could not pair the next round</source>
        <translation>Could not pair the next round</translation>
    </message>
    <message>
        <source>Pair with results missing</source>
        <translation>Pair with results missing</translation>
    </message>
    <message>
        <source>Pair with results missing…</source>
        <translation>Pair with results missing…</translation>
    </message>
    <message>
        <source>Some tables of this round have no result. Pair the next round anyway? The override is written in the audit log.</source>
        <translation>Some tables of this round have no result. Pair the next round anyway? The override is written in the audit log.</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Your table on your phone:</source>
        <translation>Your table on your phone:</translation>
    </message>
    <message>
        <source>%1  —  %2</source>
        <translation>%1  —  %2</translation>
    </message>
    <message>
        <source>1 pt</source>
        <translation>1 pt</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1 pts</translation>
    </message>
    <message>
        <source>%1 — round %2</source>
        <translation>%1 — round %2</translation>
    </message>
    <message>
        <source>Table %1 +%2 min</source>
        <translation>Table %1 +%2 min</translation>
    </message>
    <message>
        <source>Extensions: %1</source>
        <translation>Extensions: %1</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>bye</translation>
    </message>
    <message>
        <source>%1  —  table %2  —  %3</source>
        <translation>%1  —  table %2  —  %3</translation>
    </message>
    <message>
        <source>Pairings by name</source>
        <translation>Pairings by name</translation>
    </message>
    <message>
        <source>Pairings not published yet</source>
        <translation>Pairings not published yet</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
</context>
<context>
    <name>InteropActions</name>
    <message>
        <source>Saved: %1</source>
        <translation>Saved: %1</translation>
    </message>
    <message>
        <source>&amp;Import event (TOM .tdf or archive .zip)…</source>
        <translation>&amp;Import event (TOM .tdf or archive .zip)…</translation>
    </message>
    <message>
        <source>Import a &amp;round paired elsewhere (CSV)…</source>
        <translation>Import a &amp;round paired elsewhere (CSV)…</translation>
    </message>
    <message>
        <source>E&amp;xport event to TOM (.tdf)…</source>
        <translation>E&amp;xport event to TOM (.tdf)…</translation>
    </message>
    <message>
        <source>&amp;Archive event (.zip)…</source>
        <translation>&amp;Archive event (.zip)…</translation>
    </message>
    <message>
        <source>No database</source>
        <translation>No database</translation>
    </message>
    <message>
        <source>The database could not be opened.</source>
        <translation>The database could not be opened.</translation>
    </message>
    <message>
        <source>No event</source>
        <translation>No event</translation>
    </message>
    <message>
        <source>Open or create an event first.</source>
        <translation>Open or create an event first.</translation>
    </message>
    <message>
        <source>Import event</source>
        <translation>Import event</translation>
    </message>
    <message>
        <source>Event files (*.tdf *.zip);;TOM files (*.tdf);;Juez archives (*.zip)</source>
        <translation>Event files (*.tdf *.zip);;TOM files (*.tdf);;Juez archives (*.zip)</translation>
    </message>
    <message>
        <source>Imported from the archive.</source>
        <translation>Imported from the archive.</translation>
    </message>
    <message>
        <source>%1 players and %2 rounds imported.</source>
        <translation>%1 players and %2 rounds imported.</translation>
    </message>
    <message>
        <source>Juez's standings differ from the file's in %1 places:</source>
        <translation>Juez's standings differ from the file's in %1 places:</translation>
    </message>
    <message>
        <source>Could not import the event</source>
        <translation>Could not import the event</translation>
    </message>
    <message>
        <source>Event imported</source>
        <translation>Event imported</translation>
    </message>
    <message>
        <source>Import a round</source>
        <translation>Import a round</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV files (*.csv);;All files (*)</translation>
    </message>
    <message>
        <source>Could not import the round</source>
        <translation>Could not import the round</translation>
    </message>
    <message>
        <source>Round imported</source>
        <translation>Round imported</translation>
    </message>
    <message>
        <source>Round %1: %2 tables.</source>
        <translation>Round %1: %2 tables.</translation>
    </message>
    <message>
        <source>Could not export the event</source>
        <translation>Could not export the event</translation>
    </message>
    <message>
        <source>Export to TOM</source>
        <translation>Export to TOM</translation>
    </message>
    <message>
        <source>TOM files (*.tdf)</source>
        <translation>TOM files (*.tdf)</translation>
    </message>
    <message>
        <source>Could not archive the event</source>
        <translation>Could not archive the event</translation>
    </message>
    <message>
        <source>Archive event</source>
        <translation>Archive event</translation>
    </message>
    <message>
        <source>Juez archives (*.zip)</source>
        <translation>Juez archives (*.zip)</translation>
    </message>
    <message>
        <source>Export the &amp;players (CSV)…</source>
        <translation>Export the &amp;players (CSV)…</translation>
    </message>
    <message>
        <source>CSV &amp;options…</source>
        <translation>CSV &amp;options…</translation>
    </message>
    <message>
        <source>Could not export the players</source>
        <translation>Could not export the players</translation>
    </message>
    <message>
        <source>Export the players</source>
        <translation>Export the players</translation>
    </message>
</context>
<context>
    <name>CsvOptionsDialog</name>
    <message>
        <source>CSV options</source>
        <translation>CSV options</translation>
    </message>
    <message>
        <source>English (rank, name, points…)</source>
        <translation>English (rank, name, points…)</translation>
    </message>
    <message>
        <source>Spanish (puesto, nombre, puntos…)</source>
        <translation>Spanish (puesto, nombre, puntos…)</translation>
    </message>
    <message>
        <source>Header row</source>
        <translation>Header row</translation>
    </message>
    <message>
        <source>Comma (,), decimal point</source>
        <translation>Comma (,), decimal point</translation>
    </message>
    <message>
        <source>Semicolon (;), decimal comma — a spreadsheet in Spanish</source>
        <translation>Semicolon (;), decimal comma — a spreadsheet in Spanish</translation>
    </message>
    <message>
        <source>Separator</source>
        <translation>Separator</translation>
    </message>
    <message>
        <source>Byte-order mark (some tools read it as part of the first header)</source>
        <translation>Byte-order mark (some tools read it as part of the first header)</translation>
    </message>
</context>
<context>
    <name>RecordingPanel</name>
    <message numerus="yes">
        <source>%n events</source>
        <translation>
            <numerusform>%n event</numerusform>
            <numerusform>%n events</numerusform>
        </translation>
    </message>
    <message>
        <source>Table of a match log</source>
        <translation>Table of a match log</translation>
    </message>
    <message>
        <source>Match logs (*.json)</source>
        <translation>Match logs (*.json)</translation>
    </message>
    <message>
        <source>Deck file</source>
        <translation>Deck file</translation>
    </message>
    <message>
        <source>Deck files (*.json)</source>
        <translation>Deck files (*.json)</translation>
    </message>
    <message>
        <source>Not a JSON event: %1</source>
        <translation>Not a JSON event: %1</translation>
    </message>
    <message>
        <source>No offered action matches “%1”.</source>
        <translation>No offered action matches “%1”.</translation>
    </message>
    <message>
        <source>Last event undone.</source>
        <translation>Last event undone.</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exported to %1</translation>
    </message>
    <message>
        <source>Export the match log</source>
        <translation>Export the match log</translation>
    </message>
    <message>
        <source>This would be flagged: %1</source>
        <translation>This would be flagged: %1</translation>
    </message>
    <message>
        <source>No violation at this event.</source>
        <translation>No violation at this event.</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Rule:</translation>
    </message>
    <message>
        <source>What follows:</source>
        <translation>What follows:</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>event %1</translation>
    </message>
    <message>
        <source>Violation</source>
        <translation>Violation</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warning</translation>
    </message>
    <message>
        <source>Record a match</source>
        <translation>Record a match</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variant:</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>Player %1:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <source>Deck file of %1</source>
        <translation>Deck file of %1</translation>
    </message>
    <message>
        <source>Rival cards to send to Extinción to win:</source>
        <translation>Rival cards to send to Extinción to win:</translation>
    </message>
    <message>
        <source>Teams (player numbers, / between teams):</source>
        <translation>Teams (player numbers, / between teams):</translation>
    </message>
    <message>
        <source>Teams: the players' numbers, a / between teams (1 3 / 2 4)</source>
        <translation>Teams: the players' numbers, a / between teams (1 3 / 2 4)</translation>
    </message>
    <message>
        <source>The table's deck file (the whole deck, top first; dealt from the top unless it says how)</source>
        <translation>The table's deck file (the whole deck, top first; dealt from the top unless it says how)</translation>
    </message>
    <message>
        <source>The table of a match log (a sample is the card set's demo table; a log with a position starts there)</source>
        <translation>The table of a match log (a sample is the card set's demo table; a log with a position starts there)</translation>
    </message>
    <message>
        <source>The players' deck files</source>
        <translation>The players' deck files</translation>
    </message>
    <message>
        <source>Start recording (Ctrl+Enter)</source>
        <translation>Start recording (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Recordings (resume where it stopped)</source>
        <translation>Recordings (resume where it stopped)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>Offered actions (1–9)</source>
        <translation>Offered actions (1–9)</translation>
    </message>
    <message>
        <source>Type an event in notation (or words to filter the offers); Enter records it</source>
        <translation>Type an event in notation (or words to filter the offers); Enter records it</translation>
    </message>
    <message>
        <source>Recorded events</source>
        <translation>Recorded events</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Undo (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Export log (Ctrl+S)</source>
        <translation>Export log (Ctrl+S)</translation>
    </message>
    <message>
        <source>Open in the replay</source>
        <translation>Open in the replay</translation>
    </message>
    <message>
        <source>Close recording</source>
        <translation>Close recording</translation>
    </message>
</context>
<context>
    <name>_Launcher</name>
    <message>
        <source>&amp;Record a match…</source>
        <translation>&amp;Record a match…</translation>
    </message>
    <message>
        <source>Record onward from this step of the replay</source>
        <translation>Record onward from this step of the replay</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Buchholz, Sonneborn–Berger (3 / 1 / 0)</source>
        <translation>Buchholz, Sonneborn–Berger (3 / 1 / 0)</translation>
    </message>
    <message>
        <source>Buchholz Cut-1 (3 / 1 / 0)</source>
        <translation>Buchholz Cut-1 (3 / 1 / 0)</translation>
    </message>
    <message>
        <source>Median Buchholz (3 / 1 / 0)</source>
        <translation>Median Buchholz (3 / 1 / 0)</translation>
    </message>
    <message>
        <source>Chess scoring 1 / ½ / 0: Buchholz, Sonneborn–Berger</source>
        <translation>Chess scoring 1 / ½ / 0: Buchholz, Sonneborn–Berger</translation>
    </message>
    <message>
        <source>Chess scoring 1 / ½ / 0: Buchholz Cut-1</source>
        <translation>Chess scoring 1 / ½ / 0: Buchholz Cut-1</translation>
    </message>
    <message>
        <source>Chess scoring 1 / ½ / 0: Median Buchholz</source>
        <translation>Chess scoring 1 / ½ / 0: Median Buchholz</translation>
    </message>
    <message>
        <source>Magic Tournament Rules (OMW%, GW%, OGW%)</source>
        <translation>Magic Tournament Rules (OMW%, GW%, OGW%)</translation>
    </message>
    <message>
        <source>Play! Pokémon (resistance)</source>
        <translation>Play! Pokémon (resistance)</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <source>Edit penalty %1</source>
        <translation>Edit penalty %1</translation>
    </message>
    <message>
        <source>Infraction:</source>
        <translation>Infraction:</translation>
    </message>
    <message>
        <source>Judge:</source>
        <translation>Judge:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Note:</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Penalty:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Rule:</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Table:</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Edit player %1</source>
        <translation>Edit player %1</translation>
    </message>
    <message>
        <source>Membership id (optional)</source>
        <translation>Membership id (optional)</translation>
    </message>
    <message>
        <source>Membership id:</source>
        <translation>Membership id:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
</context>
<context>
    <name>AttachLogDialog</name>
    <message>
        <source>Attach the match log to a table</source>
        <translation>Attach the match log to a table</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Event:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Table:</translation>
    </message>
    <message>
        <source>At that table:</source>
        <translation>At that table:</translation>
    </message>
    <message>
        <source>No event of this game in the database.</source>
        <translation>No event of this game in the database.</translation>
    </message>
    <message>
        <source>The round has no table %1.</source>
        <translation>The round has no table %1.</translation>
    </message>
    <message>
        <source>Reading the event…</source>
        <translation>Reading the event…</translation>
    </message>
</context>
<context>
    <name>ViolationPenaltyDialog</name>
    <message>
        <source>Issue a penalty for event %1</source>
        <translation>Issue a penalty for event %1</translation>
    </message>
    <message>
        <source>Pick an infraction…</source>
        <translation>Pick an infraction…</translation>
    </message>
    <message>
        <source>Round %1, table %2</source>
        <translation>Round %1, table %2</translation>
    </message>
    <message>
        <source>Violation:</source>
        <translation>Violation:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <source>Infraction:</source>
        <translation>Infraction:</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Penalty:</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Rule:</translation>
    </message>
    <message>
        <source>Where:</source>
        <translation>Where:</translation>
    </message>
    <message>
        <source>Judge:</source>
        <translation>Judge:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Note:</translation>
    </message>
    <message>
        <source>The match log is attached to the penalty as its written ruling.</source>
        <translation>The match log is attached to the penalty as its written ruling.</translation>
    </message>
    <message>
        <source>Issue penalty</source>
        <translation>Issue penalty</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Caution</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warning</translation>
    </message>
    <message>
        <source>Turn loss</source>
        <translation>Turn loss</translation>
    </message>
    <message>
        <source>Card to Extinción</source>
        <translation>Card to Extinción</translation>
    </message>
    <message>
        <source>Game loss</source>
        <translation>Game loss</translation>
    </message>
    <message>
        <source>Match loss</source>
        <translation>Match loss</translation>
    </message>
    <message>
        <source>Disqualification</source>
        <translation>Disqualification</translation>
    </message>
</context>
<context>
    <name>MatchLogActions</name>
    <message>
        <source>Not attached to an event</source>
        <translation>Not attached to an event</translation>
    </message>
    <message>
        <source>Attached: %1 (%2)</source>
        <translation>Attached: %1 (%2)</translation>
    </message>
    <message>
        <source>Could not attach the match log</source>
        <translation>Could not attach the match log</translation>
    </message>
    <message>
        <source>Could not prepare the penalty</source>
        <translation>Could not prepare the penalty</translation>
    </message>
    <message>
        <source>Could not issue the penalty</source>
        <translation>Could not issue the penalty</translation>
    </message>
    <message>
        <source>Choose the player.</source>
        <translation>Choose the player.</translation>
    </message>
    <message>
        <source>Penalty %1 issued to %2; the ruling is attached</source>
        <translation>Penalty %1 issued to %2; the ruling is attached</translation>
    </message>
    <message>
        <source>Attach to a table…</source>
        <translation>Attach to a table…</translation>
    </message>
    <message>
        <source>Attach this match log to a round and table of an event</source>
        <translation>Attach this match log to a round and table of an event</translation>
    </message>
    <message>
        <source>Issue penalty…</source>
        <translation>Issue penalty…</translation>
    </message>
    <message>
        <source>Penalize the chosen violation: the form comes filled in (Ctrl+Shift+S)</source>
        <translation>Penalize the chosen violation: the form comes filled in (Ctrl+Shift+S)</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>Operations</name>
    <message>
        <location filename="../../ui/operations.py" line="1"/>
        <source>Could not check the event for changes</source>
        <translation>Could not check the event for changes</translation>
    </message>
</context>
<context>
    <name>DatabaseProblem</name>
    <message>
        <location filename="../../ui/backups.py" line="1"/>
        <source>Could not open the database %1</source>
        <translation>Could not open the database %1</translation>
    </message>
    <message>
        <location filename="../../ui/backups.py" line="1"/>
        <source>The newest backup (event %1, taken %2) can replace it; the damaged file is kept beside it, unchanged.</source>
        <translation>The newest backup (event %1, taken %2) can replace it; the damaged file is kept beside it, unchanged.</translation>
    </message>
    <message>
        <location filename="../../ui/backups.py" line="1"/>
        <source>&amp;Restore the newest backup</source>
        <translation>&amp;Restore the newest backup</translation>
    </message>
    <message>
        <location filename="../../ui/backups.py" line="1"/>
        <source>Could not restore the backup</source>
        <translation>Could not restore the backup</translation>
    </message>
</context>
<context>
    <name>ViolationDetail</name>
    <message>
        <source>No violation at this event.</source>
        <translation>No violation at this event.</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Rule:</translation>
    </message>
    <message>
        <source>What follows:</source>
        <translation>What follows:</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>event %1</translation>
    </message>
    <message>
        <source>Violation</source>
        <translation>Violation</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warning</translation>
    </message>
</context>
<context>
    <name>PhoneReports</name>
    <message>
        <source>drops</source>
        <translation>drops</translation>
    </message>
    <message>
        <source>Table %1 from the phones: %2 — %3</source>
        <translation>Table %1 from the phones: %2 — %3</translation>
    </message>
    <message>
        <source>Reports from the phones: %1</source>
        <translation>Reports from the phones: %1</translation>
    </message>
    <message>
        <source>waiting for the opponent</source>
        <translation>waiting for the opponent</translation>
    </message>
    <message>
        <source>agreed</source>
        <translation>agreed</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>disputed</translation>
    </message>
    <message>
        <source>drop pending</source>
        <translation>drop pending</translation>
    </message>
    <message>
        <source>Could not accept the report</source>
        <translation>Could not accept the report</translation>
    </message>
    <message>
        <source>Table %1 has no report from the phones</source>
        <translation>Table %1 has no report from the phones</translation>
    </message>
    <message>
        <source>Table %1: the phones&apos; report was accepted</source>
        <translation>Table %1: the phones&apos; report was accepted</translation>
    </message>
    <message>
        <source>Accept phone report (F7)</source>
        <translation>Accept phone report (F7)</translation>
    </message>
    <message>
        <source>Enter the selected table&apos;s report from the phones; for a disputed one, type the score the desk decides in the entry line first</source>
        <translation>Enter the selected table&apos;s report from the phones; for a disputed one, type the score the desk decides in the entry line first</translation>
    </message>
</context>
<context>
    <name>PortalBox</name>
    <message>
        <source>every network</source>
        <translation>every network</translation>
    </message>
    <message>
        <source>this computer only</source>
        <translation>this computer only</translation>
    </message>
    <message>
        <source>Could not start the players&apos; portal</source>
        <translation>Could not start the players&apos; portal</translation>
    </message>
    <message>
        <source>No event open</source>
        <translation>No event open</translation>
    </message>
    <message>
        <source>judge call</source>
        <translation>judge call</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>waiting</translation>
    </message>
    <message>
        <source>agreed</source>
        <translation>agreed</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>disputed</translation>
    </message>
    <message>
        <source>drop pending</source>
        <translation>drop pending</translation>
    </message>
    <message>
        <source>drops</source>
        <translation>drops</translation>
    </message>
    <message>
        <source>Could not accept the report</source>
        <translation>Could not accept the report</translation>
    </message>
    <message>
        <source>Choose a report from the phones</source>
        <translation>Choose a report from the phones</translation>
    </message>
    <message>
        <source>Could not change the setting</source>
        <translation>Could not change the setting</translation>
    </message>
    <message>
        <source>Phones open %1</source>
        <translation>Phones open %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starting…</translation>
    </message>
    <message>
        <source>Off: players see nothing until it is started</source>
        <translation>Off: players see nothing until it is started</translation>
    </message>
    <message>
        <source>Players&apos; portal</source>
        <translation>Players&apos; portal</translation>
    </message>
    <message>
        <source>Interface:</source>
        <translation>Interface:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>any free</source>
        <translation>any free</translation>
    </message>
    <message>
        <source>0: any free port</source>
        <translation>0: any free port</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Enter agreed reports by themselves</source>
        <translation>Enter agreed reports by themselves</translation>
    </message>
    <message>
        <source>When both players&apos; phones report the same result (and nobody drops), it is entered without the desk. Audited.</source>
        <translation>When both players&apos; phones report the same result (and nobody drops), it is entered without the desk. Audited.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>From the phones</source>
        <translation>From the phones</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accept</translation>
    </message>
    <message>
        <source>Enter the selected table&apos;s agreed report; a disputed one is settled in Rounds and results (F7) with the result the desk decides</source>
        <translation>Enter the selected table&apos;s agreed report; a disputed one is settled in Rounds and results (F7) with the result the desk decides</translation>
    </message>
</context>
</TS>
