<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../../ui/board.py" line="131"/>
        <source>Open a match log to see the board</source>
        <translation>Open a match log to see the board</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="162"/>
        <source>Turn %1</source>
        <translation>Turn %1</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="361"/>
        <location filename="../../ui/board.py" line="411"/>
        <source>hidden</source>
        <translation>hidden</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="409"/>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="409"/>
        <source>Life</source>
        <translation>Life</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="409"/>
        <source>Descansos</source>
        <translation>Descansos</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="410"/>
        <source>Damage</source>
        <translation>Damage</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="410"/>
        <source>Mark</source>
        <translation>Mark</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="411"/>
        <source>Equipment</source>
        <translation>Equipment</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="415"/>
        <source>Hidden (face down): the rival cannot see it</source>
        <translation>Hidden (face down): the rival cannot see it</translation>
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
        <location filename="../../ui/common.py" line="61"/>
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
        <location filename="../../ui/dialogs.py" line="215"/>
        <source>Could not read the deck file</source>
        <translation>Could not read the deck file</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="218"/>
        <source>No deck check</source>
        <translation>No deck check</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="219"/>
        <source>The rules module of %1 cannot check decks yet.</source>
        <translation>The rules module of %1 cannot check decks yet.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="223"/>
        <source>Could not check the deck</source>
        <translation>Could not check the deck</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="248"/>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="248"/>
        <source>warning</source>
        <translation>warning</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="254"/>
        <source>Choose a deck file to check.</source>
        <translation>Choose a deck file to check.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="256"/>
        <source>The deck is legal.</source>
        <translation>The deck is legal.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs.py" line="259"/>
        <source>The deck is legal, with %n warning(s)</source>
        <translation>
            <numerusform>The deck is legal, with %n warning</numerusform>
            <numerusform>The deck is legal, with %n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs.py" line="264"/>
        <source>%n problem(s) found</source>
        <translation>
            <numerusform>%n problem found</numerusform>
            <numerusform>%n problems found</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="260"/>
        <location filename="../../ui/dialogs.py" line="265"/>
        <source>double-click one to read the rule</source>
        <translation>double-click one to read the rule</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="274"/>
        <source>Deck check</source>
        <translation>Deck check</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="275"/>
        <source>&amp;Open deck file…</source>
        <translation>&amp;Open deck file…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="276"/>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="277"/>
        <source>Used when the deck file does not name its game</source>
        <translation>Used when the deck file does not name its game</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="278"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="279"/>
        <source>Severity</source>
        <translation>Severity</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="279"/>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="279"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
</context>
<context>
    <name>EventWorkspace</name>
    <message>
        <location filename="../../ui/event_view.py" line="298"/>
        <source>Could not open the database %1</source>
        <translation>Could not open the database %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="325"/>
        <source>Could not list the events</source>
        <translation>Could not list the events</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="335"/>
        <source>Could not create the event</source>
        <translation>Could not create the event</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="358"/>
        <source>New event</source>
        <translation>New event</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="368"/>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="369"/>
        <source>Game:</source>
        <translation>Game:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="370"/>
        <source>Tiebreakers:</source>
        <translation>Tiebreakers:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="391"/>
        <source>Could not add the player</source>
        <translation>Could not add the player</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="406"/>
        <source>Could not import the players from %1</source>
        <translation>Could not import the players from %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="413"/>
        <source>Import players</source>
        <translation>Import players</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="414"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="422"/>
        <source>Could not drop the player</source>
        <translation>Could not drop the player</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="441"/>
        <source>Pairing the next round…</source>
        <translation>Pairing the next round…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="443"/>
        <source>Could not pair the round</source>
        <translation>Could not pair the round</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="451"/>
        <source>Pairing the round again…</source>
        <translation>Pairing the round again…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="453"/>
        <source>Could not re-pair the round</source>
        <translation>Could not re-pair the round</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="510"/>
        <source>Round %1 has no table %2</source>
        <translation>Round %1 has no table %2</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="514"/>
        <source>Table %1 is a bye</source>
        <translation>Table %1 is a bye</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="530"/>
        <source>Could not enter the result of table %1</source>
        <translation>Could not enter the result of table %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="534"/>
        <location filename="../../ui/event_view.py" line="562"/>
        <source>Could not correct the result of table %1</source>
        <translation>Could not correct the result of table %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="541"/>
        <source>Table %1: %2</source>
        <translation>Table %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="555"/>
        <source>Correct a result</source>
        <translation>Correct a result</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="556"/>
        <source>Score of table %1 (player 1 first):</source>
        <translation>Score of table %1 (player 1 first):</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="597"/>
        <location filename="../../ui/event_view.py" line="604"/>
        <source>Could not add the penalty</source>
        <translation>Could not add the penalty</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="598"/>
        <source>Choose a player and describe the infraction.</source>
        <translation>Choose a player and describe the infraction.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="620"/>
        <source>No event is open</source>
        <translation>No event is open</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="620"/>
        <source>Create or open an event first.</source>
        <translation>Create or open an event first.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="644"/>
        <source>Pairings, round %1</source>
        <translation>Pairings, round %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="649"/>
        <source>Match slips, round %1</source>
        <translation>Match slips, round %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="654"/>
        <location filename="../../ui/event_view.py" line="835"/>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="657"/>
        <location filename="../../ui/event_view.py" line="836"/>
        <source>Penalties</source>
        <translation>Penalties</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="663"/>
        <source>No event open: create one (Ctrl+N) or pick one above.</source>
        <translation>No event open: create one (Ctrl+N) or pick one above.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="670"/>
        <source>Could not read the event</source>
        <translation>Could not read the event</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="677"/>
        <source>tiebreakers %1</source>
        <translation>tiebreakers %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="678"/>
        <source>round %1</source>
        <translation>round %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="684"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="703"/>
        <source>dropped after round %1</source>
        <translation>dropped after round %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="705"/>
        <source>late entry (round %1)</source>
        <translation>late entry (round %1)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="707"/>
        <source>active</source>
        <translation>active</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="723"/>
        <source>BYE</source>
        <translation>BYE</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/event_view.py" line="742"/>
        <source>%n table(s) still playing</source>
        <translation>
            <numerusform>%n table still playing</numerusform>
            <numerusform>%n tables still playing</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="746"/>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="746"/>
        <location filename="../../ui/event_view.py" line="862"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="746"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="746"/>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/event_view.py" line="779"/>
        <source>History of the chosen player: %n penalty(ies)</source>
        <translation>
            <numerusform>History of the chosen player: %n penalty</numerusform>
            <numerusform>History of the chosen player: %n penalties</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="809"/>
        <source>Next on the ladder (6.7-P6): %1</source>
        <translation>Next on the ladder (6.7-P6): %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="815"/>
        <source>Caution</source>
        <translation>Caution</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="816"/>
        <source>Warning</source>
        <translation>Warning</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="817"/>
        <source>Turn loss</source>
        <translation>Turn loss</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="818"/>
        <source>Card to Extinción</source>
        <translation>Card to Extinción</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="819"/>
        <source>Game loss</source>
        <translation>Game loss</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="820"/>
        <source>Match loss</source>
        <translation>Match loss</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="821"/>
        <source>Disqualification</source>
        <translation>Disqualification</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="827"/>
        <source>Event:</source>
        <translation>Event:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="828"/>
        <source>New event…</source>
        <translation>New event…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="829"/>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="830"/>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="831"/>
        <source>Undo the last result entry or correction (Ctrl+Z)</source>
        <translation>Undo the last result entry or correction (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="832"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Redo (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="833"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="834"/>
        <source>Rounds and results</source>
        <translation>Rounds and results</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="837"/>
        <source>Player name, then Enter (a late entry joins the next round)</source>
        <translation>Player name, then Enter (a late entry joins the next round)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="839"/>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="840"/>
        <source>Import CSV…</source>
        <translation>Import CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="841"/>
        <source>Drop selected</source>
        <translation>Drop selected</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="843"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="843"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="843"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="843"/>
        <source>First round</source>
        <translation>First round</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="844"/>
        <source>Round:</source>
        <translation>Round:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="845"/>
        <source>Pair next round</source>
        <translation>Pair next round</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="846"/>
        <source>Re-pair this round</source>
        <translation>Re-pair this round</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="848"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="848"/>
        <source>Player 1</source>
        <translation>Player 1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="848"/>
        <source>Player 2</source>
        <translation>Player 2</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="848"/>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="849"/>
        <source>In</source>
        <translation>In</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="850"/>
        <source>Table:</source>
        <translation>Table:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="851"/>
        <source>Score:</source>
        <translation>Score:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="852"/>
        <source>2-1, 1-1-1, 0-2…</source>
        <translation>2-1, 1-1-1, 0-2…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="853"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="854"/>
        <source>Player:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="855"/>
        <source>Infraction:</source>
        <translation>Infraction:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="856"/>
        <source>Penalty:</source>
        <translation>Penalty:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="857"/>
        <source>Rule:</source>
        <translation>Rule:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="858"/>
        <source>Note:</source>
        <translation>Note:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="859"/>
        <source>Read</source>
        <translation>Read</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="860"/>
        <source>Add penalty</source>
        <translation>Add penalty</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="862"/>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="862"/>
        <source>Infraction</source>
        <translation>Infraction</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="862"/>
        <source>Penalty</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="863"/>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="863"/>
        <source>Note</source>
        <translation>Note</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="157"/>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="166"/>
        <source>Open a match log</source>
        <translation>Open a match log</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="167"/>
        <source>Match logs (*.json)</source>
        <translation>Match logs (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="178"/>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="185"/>
        <source>%1 is not in the rulebook index</source>
        <translation>%1 is not in the rulebook index</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="243"/>
        <location filename="../../ui/main_window.py" line="249"/>
        <source>Match report</source>
        <translation>Match report</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="244"/>
        <source>Open a match log first.</source>
        <translation>Open a match log first.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="253"/>
        <source>About Juez</source>
        <translation>About Juez</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="254"/>
        <source>Juez — replay, rules checking and tournament management for trading-card-game judges. Rulebooks are cited in their original Spanish.</source>
        <translation>Juez — replay, rules checking and tournament management for trading-card-game judges. Rulebooks are cited in their original Spanish.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="259"/>
        <source>Database: %1</source>
        <translation>Database: %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="262"/>
        <source>Juez — judge&apos;s tool</source>
        <translation>Juez — judge&apos;s tool</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="263"/>
        <source>&amp;Replay</source>
        <translation>&amp;Replay</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="264"/>
        <source>&amp;Event</source>
        <translation>&amp;Event</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="265"/>
        <source>Rule&amp;books</source>
        <translation>Rule&amp;books</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="266"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="267"/>
        <source>&amp;Open match log…</source>
        <translation>&amp;Open match log…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="268"/>
        <source>Open &amp;sample</source>
        <translation>Open &amp;sample</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="269"/>
        <source>&amp;Recent logs</source>
        <translation>&amp;Recent logs</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="270"/>
        <source>&amp;Match report (print)…</source>
        <translation>&amp;Match report (print)…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="271"/>
        <source>&amp;Deck check…</source>
        <translation>&amp;Deck check…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="272"/>
        <source>Se&amp;ttings…</source>
        <translation>Se&amp;ttings…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="273"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="274"/>
        <source>E&amp;vent</source>
        <translation>E&amp;vent</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="275"/>
        <source>&amp;New event…</source>
        <translation>&amp;New event…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="276"/>
        <source>&amp;Open event…</source>
        <translation>&amp;Open event…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="277"/>
        <source>&amp;Reports</source>
        <translation>&amp;Reports</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="278"/>
        <source>Pairings by &amp;table</source>
        <translation>Pairings by &amp;table</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="279"/>
        <source>Pairings by &amp;name</source>
        <translation>Pairings by &amp;name</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="280"/>
        <source>Match &amp;slips</source>
        <translation>Match &amp;slips</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="280"/>
        <source>S&amp;tandings</source>
        <translation>S&amp;tandings</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="281"/>
        <source>&amp;Penalties</source>
        <translation>&amp;Penalties</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="284"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="285"/>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="285"/>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="286"/>
        <source>Rulebooks</source>
        <translation>Rulebooks</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="288"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="289"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="290"/>
        <source>&amp;About Juez</source>
        <translation>&amp;About Juez</translation>
    </message>
</context>
<context>
    <name>ReplayWorkspace</name>
    <message>
        <location filename="../../ui/replay_view.py" line="261"/>
        <source>Could not open the match log %1</source>
        <translation>Could not open the match log %1</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="268"/>
        <source>Replaying %1…</source>
        <translation>Replaying %1…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/replay_view.py" line="317"/>
        <location filename="../../ui/replay_view.py" line="506"/>
        <source>Violations: %n</source>
        <translation>
            <numerusform>Violations: %n</numerusform>
            <numerusform>Violations: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="321"/>
        <source>No match log open — Ctrl+O, drop a file here, or pick a sample from the File menu.</source>
        <translation>No match log open — Ctrl+O, drop a file here, or pick a sample from the File menu.</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="325"/>
        <source> vs </source>
        <translation> vs </translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="330"/>
        <source>round %1</source>
        <translation>round %1</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="332"/>
        <source>table %1</source>
        <translation>table %1</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="430"/>
        <source>No violation at this event.</source>
        <translation>No violation at this event.</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="434"/>
        <source>Rule:</source>
        <translation>Rule:</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="434"/>
        <source>What follows:</source>
        <translation>What follows:</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="436"/>
        <source>event %1</source>
        <translation>event %1</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="438"/>
        <source>Violation</source>
        <translation>Violation</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="438"/>
        <source>Warning</source>
        <translation>Warning</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="487"/>
        <source>First event (Home)</source>
        <translation>First event (Home)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="488"/>
        <source>Step back (←)</source>
        <translation>Step back (←)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="489"/>
        <source>Step forward (→)</source>
        <translation>Step forward (→)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="490"/>
        <source>Last event (End)</source>
        <translation>Last event (End)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="491"/>
        <source>Previous violation (P)</source>
        <translation>Previous violation (P)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="492"/>
        <source>Next violation (N)</source>
        <translation>Next violation (N)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="493"/>
        <source>Turn:</source>
        <translation>Turn:</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="494"/>
        <source>Events</source>
        <translation>Events</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="495"/>
        <source>Event</source>
        <translation>Event</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="495"/>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="495"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="496"/>
        <source>Setup (before the first event)</source>
        <translation>Setup (before the first event)</translation>
    </message>
</context>
<context>
    <name>ReportPreview</name>
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
        <location filename="../../ui/rulebooks.py" line="184"/>
        <source>Nothing found.</source>
        <translation>Nothing found.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/rulebooks.py" line="196"/>
        <source>%n section(s)</source>
        <translation>
            <numerusform>%n section</numerusform>
            <numerusform>%n sections</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/rulebooks.py" line="198"/>
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="203"/>
        <source>Rulebook:</source>
        <translation>Rulebook:</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="204"/>
        <source>Search the rulebook (e.g. descanso)…</source>
        <translation>Search the rulebook (e.g. descanso)…</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="205"/>
        <source>Rulebooks are cited in their original Spanish</source>
        <translation>Rulebooks are cited in their original Spanish</translation>
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
        <source>SQLite database (*.sqlite *.db)</source>
        <translation>SQLite database (*.sqlite *.db)</translation>
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
</TS>
