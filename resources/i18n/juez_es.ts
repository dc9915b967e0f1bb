<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en_US">
<context>
    <name>BoardWidget</name>
    <message>
        <location filename="../../ui/board.py" line="140"/>
        <source>Open a match log to see the board</source>
        <translation>Abre un registro de partida para ver el tablero</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="171"/>
        <source>Turn %1</source>
        <translation>Turno %1</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="422"/>
        <location filename="../../ui/board.py" line="472"/>
        <source>hidden</source>
        <translation>oculta</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="470"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="470"/>
        <source>Life</source>
        <translation>Vida</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="470"/>
        <source>Descansos</source>
        <translation>Descansos</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="471"/>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="471"/>
        <source>Mark</source>
        <translation>Marca</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="472"/>
        <source>Equipment</source>
        <translation>Equipo</translation>
    </message>
    <message>
        <location filename="../../ui/board.py" line="476"/>
        <source>Hidden (face down): the rival cannot see it</source>
        <translation>Oculta (boca abajo): el rival no la ve</translation>
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
        <translation>Semifinales</translation>
    </message>
    <message>
        <location filename="../../ui/bracket.py" line="54"/>
        <source>Quarterfinals</source>
        <translation>Cuartos de final</translation>
    </message>
    <message>
        <location filename="../../ui/bracket.py" line="55"/>
        <source>Top %1</source>
        <translation>Top %1</translation>
    </message>
    <message>
        <location filename="../../ui/bracket.py" line="71"/>
        <source>Table %1</source>
        <translation>Mesa %1</translation>
    </message>
    <message>
        <location filename="../../ui/bracket.py" line="83"/>
        <source>No top cut yet: finish the Swiss rounds, then “Top cut…”.</source>
        <translation>Aún no hay corte: termina las rondas suizas y luego «Corte a top…».</translation>
    </message>
    <message>
        <location filename="../../ui/bracket.py" line="113"/>
        <source>Champion: %1</source>
        <translation>Campeón: %1</translation>
    </message>
    <message>
        <location filename="../../ui/bracket.py" line="117"/>
        <source>Champion: still playing</source>
        <translation>Campeón: aún se juega</translation>
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
        <translation>Algo salió mal; la ventana sigue abierta y no se perdió nada de lo guardado.</translation>
    </message>
</context>
<context>
    <name>DeckCheckDialog</name>
    <message>
        <location filename="../../ui/dialogs.py" line="201"/>
        <source>Open a deck file</source>
        <translation>Abrir un archivo de mazo</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="202"/>
        <source>Deck files (*.json)</source>
        <translation>Archivos de mazo (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="215"/>
        <source>Could not read the deck file</source>
        <translation>No se pudo leer el archivo de mazo</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="218"/>
        <source>No deck check</source>
        <translation>Sin revisión de mazo</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="219"/>
        <source>The rules module of %1 cannot check decks yet.</source>
        <translation>El módulo de reglas de %1 aún no puede revisar mazos.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="223"/>
        <source>Could not check the deck</source>
        <translation>No se pudo revisar el mazo</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="248"/>
        <source>error</source>
        <translation>infracción</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="248"/>
        <source>warning</source>
        <translation>advertencia</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="254"/>
        <source>Choose a deck file to check.</source>
        <translation>Elige un archivo de mazo para revisarlo.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="256"/>
        <source>The deck is legal.</source>
        <translation>El mazo es legal.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs.py" line="259"/>
        <source>The deck is legal, with %n warning(s)</source>
        <translation>
            <numerusform>El mazo es legal, con %n advertencia</numerusform>
            <numerusform>El mazo es legal, con %n advertencias</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs.py" line="264"/>
        <source>%n problem(s) found</source>
        <translation>
            <numerusform>%n problema encontrado</numerusform>
            <numerusform>%n problemas encontrados</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="260"/>
        <location filename="../../ui/dialogs.py" line="265"/>
        <source>double-click one to read the rule</source>
        <translation>doble clic en uno para leer la regla</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="274"/>
        <source>Deck check</source>
        <translation>Revisión de mazo</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="275"/>
        <source>&amp;Open deck file…</source>
        <translation>&amp;Abrir archivo de mazo…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="276"/>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="277"/>
        <source>Used when the deck file does not name its game</source>
        <translation>Se usa cuando el archivo de mazo no indica su juego</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="278"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="279"/>
        <source>Severity</source>
        <translation>Gravedad</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="279"/>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="279"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
</context>
<context>
    <name>EventWorkspace</name>
    <message>
        <location filename="../../ui/event_view.py" line="317"/>
        <source>Could not open the database %1</source>
        <translation>No se pudo abrir la base de datos %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="345"/>
        <source>Could not list the events</source>
        <translation>No se pudieron listar los eventos</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="355"/>
        <source>Could not create the event</source>
        <translation>No se pudo crear el evento</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="378"/>
        <source>New event</source>
        <translation>Nuevo evento</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="388"/>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="389"/>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="390"/>
        <source>Tiebreakers:</source>
        <translation>Desempates:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="411"/>
        <source>Could not add the player</source>
        <translation>No se pudo agregar al jugador</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="426"/>
        <source>Could not import the players from %1</source>
        <translation>No se pudieron importar los jugadores de %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="433"/>
        <source>Import players</source>
        <translation>Importar jugadores</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="434"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="442"/>
        <source>Could not drop the player</source>
        <translation>No se pudo dar de baja al jugador</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="461"/>
        <source>Pairing the next round…</source>
        <translation>Emparejando la siguiente ronda…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="463"/>
        <source>Could not pair the round</source>
        <translation>No se pudo emparejar la ronda</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="471"/>
        <source>Pairing the round again…</source>
        <translation>Emparejando de nuevo la ronda…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="473"/>
        <source>Could not re-pair the round</source>
        <translation>No se pudo volver a emparejar la ronda</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="645"/>
        <source>Round %1 has no table %2</source>
        <translation>La ronda %1 no tiene mesa %2</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="649"/>
        <source>Table %1 is a bye</source>
        <translation>La mesa %1 es un bye</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="665"/>
        <source>Could not enter the result of table %1</source>
        <translation>No se pudo capturar el resultado de la mesa %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="669"/>
        <location filename="../../ui/event_view.py" line="697"/>
        <source>Could not correct the result of table %1</source>
        <translation>No se pudo corregir el resultado de la mesa %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="676"/>
        <source>Table %1: %2</source>
        <translation>Mesa %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="690"/>
        <source>Correct a result</source>
        <translation>Corregir un resultado</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="691"/>
        <source>Score of table %1 (player 1 first):</source>
        <translation>Marcador de la mesa %1 (jugador 1 primero):</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="732"/>
        <location filename="../../ui/event_view.py" line="739"/>
        <source>Could not add the penalty</source>
        <translation>No se pudo agregar la penalización</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="733"/>
        <source>Choose a player and describe the infraction.</source>
        <translation>Elige un jugador y describe la infracción.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="577"/>
        <location filename="../../ui/event_view.py" line="755"/>
        <source>No event is open</source>
        <translation>No hay un evento abierto</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="525"/>
        <location filename="../../ui/event_view.py" line="560"/>
        <source>Could not start the top cut</source>
        <translation>No se pudo iniciar el corte a top</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="526"/>
        <source>Open an event with at least two active players first.</source>
        <translation>Abre primero un evento con al menos dos jugadores activos.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="530"/>
        <location filename="../../ui/event_view.py" line="994"/>
        <source>Top cut</source>
        <translation>Corte a top</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="534"/>
        <source>Top %1</source>
        <translation>Top %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="537"/>
        <source>The best players of the Swiss standings (dropped players left out) play single elimination: 1st against last, and so on.</source>
        <translation>Los mejores de la clasificación suiza (sin los retirados) juegan eliminación directa: el 1.º contra el último, y así sucesivamente.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="541"/>
        <source>Cut:</source>
        <translation>Corte:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="557"/>
        <source>Seeding the top cut…</source>
        <translation>Sembrando el corte a top…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="577"/>
        <location filename="../../ui/event_view.py" line="755"/>
        <source>Create or open an event first.</source>
        <translation>Primero crea o abre un evento.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="580"/>
        <source>Could not verify the audit log</source>
        <translation>No se pudo verificar el registro de auditoría</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="585"/>
        <location filename="../../ui/event_view.py" line="589"/>
        <source>Audit log</source>
        <translation>Registro de auditoría</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/event_view.py" line="586"/>
        <source>The audit log is intact: %n entry(ies), none edited, deleted or inserted.</source>
        <translation>
            <numerusform>El registro de auditoría está íntegro: %n entrada, ninguna editada, borrada ni insertada.</numerusform>
            <numerusform>El registro de auditoría está íntegro: %n entradas, ninguna editada, borrada ni insertada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/event_view.py" line="590"/>
        <source>The audit log was tampered with: %n problem(s).</source>
        <translation>
            <numerusform>El registro de auditoría fue alterado: %n problema.</numerusform>
            <numerusform>El registro de auditoría fue alterado: %n problemas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="782"/>
        <source>Pairings, round %1</source>
        <translation>Emparejamientos, ronda %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="787"/>
        <source>Match slips, round %1</source>
        <translation>Hojas de resultado, ronda %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="792"/>
        <location filename="../../ui/event_view.py" line="992"/>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="795"/>
        <location filename="../../ui/event_view.py" line="993"/>
        <source>Penalties</source>
        <translation>Penalizaciones</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="803"/>
        <source>No event open: create one (Ctrl+N) or pick one above.</source>
        <translation>No hay evento abierto: crea uno (Ctrl+N) o elige uno arriba.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="810"/>
        <source>Could not read the event</source>
        <translation>No se pudo leer el evento</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="818"/>
        <source>tiebreakers %1</source>
        <translation>desempates %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="819"/>
        <source>round %1</source>
        <translation>ronda %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="822"/>
        <source>suggested: %1 Swiss rounds, %2</source>
        <translation>sugerido: %1 rondas suizas, %2</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="824"/>
        <source>top %1</source>
        <translation>top %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="825"/>
        <source>no top cut</source>
        <translation>sin corte</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="829"/>
        <source>Champion: %1</source>
        <translation>Campeón: %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="838"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="840"/>
        <source>top cut</source>
        <translation>corte a top</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="860"/>
        <source>dropped after round %1</source>
        <translation>baja después de la ronda %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="862"/>
        <source>late entry (round %1)</source>
        <translation>inscripción tardía (ronda %1)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="864"/>
        <source>active</source>
        <translation>activo</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="880"/>
        <source>BYE</source>
        <translation>BYE</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/event_view.py" line="899"/>
        <source>%n table(s) still playing</source>
        <translation>
            <numerusform>%n mesa sigue jugando</numerusform>
            <numerusform>%n mesas siguen jugando</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="903"/>
        <source>Rank</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="903"/>
        <location filename="../../ui/event_view.py" line="1026"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="903"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="903"/>
        <source>Record</source>
        <translation>Récord</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/event_view.py" line="936"/>
        <source>History of the chosen player: %n penalty(ies)</source>
        <translation>
            <numerusform>Historial del jugador elegido: %n penalización</numerusform>
            <numerusform>Historial del jugador elegido: %n penalizaciones</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="966"/>
        <source>Next on the ladder (6.7-P6): %1</source>
        <translation>Siguiente en la escala (6.7-P6): %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="972"/>
        <source>Caution</source>
        <translation>Amonestación</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="973"/>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="974"/>
        <source>Turn loss</source>
        <translation>Pérdida de turno</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="975"/>
        <source>Card to Extinción</source>
        <translation>Carta a Extinción</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="976"/>
        <source>Game loss</source>
        <translation>Pérdida de juego</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="977"/>
        <source>Match loss</source>
        <translation>Pérdida de partida</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="978"/>
        <source>Disqualification</source>
        <translation>Descalificación</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="984"/>
        <source>Event:</source>
        <translation>Evento:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="985"/>
        <source>New event…</source>
        <translation>Nuevo evento…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="986"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="987"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="988"/>
        <source>Undo the last result entry or correction (Ctrl+Z)</source>
        <translation>Deshacer la última captura o corrección de resultado (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="989"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Rehacer (Ctrl+Mayús+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="990"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="991"/>
        <source>Rounds and results</source>
        <translation>Rondas y resultados</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="995"/>
        <source>Top cut…</source>
        <translation>Corte a top…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="996"/>
        <source>Single elimination among the best of the Swiss standings (2, 4, 8, 16 or 32)</source>
        <translation>Eliminación directa entre los mejores de la clasificación suiza (2, 4, 8, 16 o 32)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="998"/>
        <source>Verify audit log</source>
        <translation>Verificar auditoría</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="999"/>
        <source>Check that no entry of the event&apos;s hash-chained audit log was edited, deleted or inserted</source>
        <translation>Comprueba que ninguna entrada del registro de auditoría encadenado del evento fue editada, borrada ni insertada</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1001"/>
        <source>Player name, then Enter (a late entry joins the next round)</source>
        <translation>Nombre del jugador y Enter (una inscripción tardía entra en la siguiente ronda)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1003"/>
        <source>Add</source>
        <translation>Agregar</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1004"/>
        <source>Import CSV…</source>
        <translation>Importar CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1005"/>
        <source>Drop selected</source>
        <translation>Dar de baja al elegido</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1007"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1007"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1007"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1007"/>
        <source>First round</source>
        <translation>Primera ronda</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1008"/>
        <source>Round:</source>
        <translation>Ronda:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1009"/>
        <source>Pair next round</source>
        <translation>Emparejar siguiente ronda</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1010"/>
        <source>Re-pair this round</source>
        <translation>Volver a emparejar esta ronda</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1012"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1012"/>
        <source>Player 1</source>
        <translation>Jugador 1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1012"/>
        <source>Player 2</source>
        <translation>Jugador 2</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1012"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1013"/>
        <source>In</source>
        <translation>Listo</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1014"/>
        <source>Table:</source>
        <translation>Mesa:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1015"/>
        <source>Score:</source>
        <translation>Marcador:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1016"/>
        <source>2-1, 1-1-1, 0-2…</source>
        <translation>2-1, 1-1-1, 0-2…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1017"/>
        <source>Enter</source>
        <translation>Capturar</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1018"/>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1019"/>
        <source>Infraction:</source>
        <translation>Infracción:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1020"/>
        <source>Penalty:</source>
        <translation>Penalización:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1021"/>
        <source>Rule:</source>
        <translation>Regla:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1022"/>
        <source>Note:</source>
        <translation>Nota:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1023"/>
        <source>Read</source>
        <translation>Leer</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1024"/>
        <source>Add penalty</source>
        <translation>Agregar penalización</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1026"/>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1026"/>
        <source>Infraction</source>
        <translation>Infracción</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1026"/>
        <source>Penalty</source>
        <translation>Penalización</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1027"/>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1027"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="161"/>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="170"/>
        <source>Open a match log</source>
        <translation>Abrir un registro de partida</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="171"/>
        <source>Match logs (*.json)</source>
        <translation>Registros de partida (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="182"/>
        <source>Opened %1</source>
        <translation>Abierto %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="189"/>
        <source>%1 is not in the rulebook index</source>
        <translation>%1 no está en el índice del reglamento</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="260"/>
        <location filename="../../ui/main_window.py" line="266"/>
        <source>Match report</source>
        <translation>Informe de partida</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="261"/>
        <source>Open a match log first.</source>
        <translation>Primero abre un registro de partida.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="270"/>
        <source>About Juez</source>
        <translation>Acerca de Juez</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="271"/>
        <source>Juez — replay, rules checking and tournament management for trading-card-game judges. Rulebooks are cited in their original Spanish.</source>
        <translation>Juez — reproducción de partidas, revisión de reglas y gestión de torneos para jueces de juegos de cartas coleccionables. Los reglamentos se citan en su español original.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="276"/>
        <source>Database: %1</source>
        <translation>Base de datos: %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="279"/>
        <source>Juez — judge&apos;s tool</source>
        <translation>Juez — herramienta del juez</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="280"/>
        <source>&amp;Replay</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="281"/>
        <source>&amp;Event</source>
        <translation>&amp;Evento</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="282"/>
        <source>Rule&amp;books</source>
        <translation>Re&amp;glamentos</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="283"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="284"/>
        <source>&amp;Open match log…</source>
        <translation>&amp;Abrir registro de partida…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="285"/>
        <source>Open &amp;sample</source>
        <translation>Abrir &amp;ejemplo</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="286"/>
        <source>&amp;Recent logs</source>
        <translation>Registros &amp;recientes</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="287"/>
        <source>&amp;Match report (print)…</source>
        <translation>&amp;Informe de partida (imprimir)…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="288"/>
        <source>&amp;Deck check…</source>
        <translation>Revisión de &amp;mazo…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="289"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="290"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="291"/>
        <source>E&amp;vent</source>
        <translation>E&amp;vento</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="292"/>
        <source>&amp;New event…</source>
        <translation>&amp;Nuevo evento…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="293"/>
        <source>&amp;Open event…</source>
        <translation>&amp;Abrir evento…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="294"/>
        <source>&amp;Reports</source>
        <translation>&amp;Informes</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="295"/>
        <source>&amp;Top cut…</source>
        <translation>&amp;Corte a top…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="296"/>
        <source>&amp;Verify audit log</source>
        <translation>&amp;Verificar auditoría</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="297"/>
        <source>Pairings by &amp;table</source>
        <translation>Emparejamientos por &amp;mesa</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="298"/>
        <source>Pairings by &amp;name</source>
        <translation>Emparejamientos por &amp;nombre</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="299"/>
        <source>Match &amp;slips</source>
        <translation>&amp;Hojas de resultado</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="299"/>
        <source>S&amp;tandings</source>
        <translation>&amp;Clasificación</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="300"/>
        <source>&amp;Penalties</source>
        <translation>&amp;Penalizaciones</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="303"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="304"/>
        <source>Replay</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="304"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="305"/>
        <source>Rulebooks</source>
        <translation>Reglamentos</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="307"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="308"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="309"/>
        <source>&amp;About Juez</source>
        <translation>&amp;Acerca de Juez</translation>
    </message>
</context>
<context>
    <name>ReplayWorkspace</name>
    <message>
        <location filename="../../ui/replay_view.py" line="261"/>
        <source>Could not open the match log %1</source>
        <translation>No se pudo abrir el registro de partida %1</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="268"/>
        <source>Replaying %1…</source>
        <translation>Reproduciendo %1…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/replay_view.py" line="317"/>
        <location filename="../../ui/replay_view.py" line="506"/>
        <source>Violations: %n</source>
        <translation>
            <numerusform>Infracciones: %n</numerusform>
            <numerusform>Infracciones: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="321"/>
        <source>No match log open — Ctrl+O, drop a file here, or pick a sample from the File menu.</source>
        <translation>No hay registro de partida abierto — Ctrl+O, suelta un archivo aquí o elige un ejemplo en el menú Archivo.</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="325"/>
        <source> vs </source>
        <translation> contra </translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="330"/>
        <source>round %1</source>
        <translation>ronda %1</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="332"/>
        <source>table %1</source>
        <translation>mesa %1</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="430"/>
        <source>No violation at this event.</source>
        <translation>Ninguna infracción en este evento.</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="434"/>
        <source>Rule:</source>
        <translation>Regla:</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="434"/>
        <source>What follows:</source>
        <translation>Consecuencia:</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="436"/>
        <source>event %1</source>
        <translation>evento %1</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="438"/>
        <source>Violation</source>
        <translation>Infracción</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="438"/>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="487"/>
        <source>First event (Home)</source>
        <translation>Primer evento (Inicio)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="488"/>
        <source>Step back (←)</source>
        <translation>Paso atrás (←)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="489"/>
        <source>Step forward (→)</source>
        <translation>Paso adelante (→)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="490"/>
        <source>Last event (End)</source>
        <translation>Último evento (Fin)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="491"/>
        <source>Previous violation (P)</source>
        <translation>Infracción anterior (P)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="492"/>
        <source>Next violation (N)</source>
        <translation>Infracción siguiente (N)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="493"/>
        <source>Turn:</source>
        <translation>Turno:</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="494"/>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="495"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="495"/>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="495"/>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="496"/>
        <source>Setup (before the first event)</source>
        <translation>Preparación (antes del primer evento)</translation>
    </message>
</context>
<context>
    <name>ReportPreview</name>
    <message>
        <location filename="../../ui/report_preview.py" line="107"/>
        <source>Save as PDF</source>
        <translation>Guardar como PDF</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="108"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="113"/>
        <source>Could not save the PDF</source>
        <translation>No se pudo guardar el PDF</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="123"/>
        <source>Export CSV</source>
        <translation>Exportar CSV</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="124"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="129"/>
        <source>Could not export the CSV</source>
        <translation>No se pudo exportar el CSV</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="138"/>
        <source>Could not print</source>
        <translation>No se pudo imprimir</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/report_preview.py" line="141"/>
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n página</numerusform>
            <numerusform>%n páginas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="142"/>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="143"/>
        <source>&amp;Save as PDF…</source>
        <translation>&amp;Guardar como PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="144"/>
        <source>Export &amp;CSV…</source>
        <translation>Exportar &amp;CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="145"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="169"/>
        <source>Could not prepare the report</source>
        <translation>No se pudo preparar el informe</translation>
    </message>
    <message>
        <location filename="../../ui/report_preview.py" line="170"/>
        <source>Preparing the report…</source>
        <translation>Preparando el informe…</translation>
    </message>
</context>
<context>
    <name>RulebookBrowser</name>
    <message>
        <location filename="../../ui/rulebooks.py" line="184"/>
        <source>Nothing found.</source>
        <translation>No se encontró nada.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/rulebooks.py" line="196"/>
        <source>%n section(s)</source>
        <translation>
            <numerusform>%n sección</numerusform>
            <numerusform>%n secciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/rulebooks.py" line="198"/>
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n coincidencia</numerusform>
            <numerusform>%n coincidencias</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="203"/>
        <source>Rulebook:</source>
        <translation>Reglamento:</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="204"/>
        <source>Search the rulebook (e.g. descanso)…</source>
        <translation>Buscar en el reglamento (p. ej. descanso)…</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="205"/>
        <source>Rulebooks are cited in their original Spanish</source>
        <translation>Los reglamentos se citan en su español original</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ui/dialogs.py" line="76"/>
        <source>SQLite database file</source>
        <translation>Archivo de base de datos SQLite</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="77"/>
        <source>SQLite database (*.sqlite *.db)</source>
        <translation>Base de datos SQLite (*.sqlite *.db)</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="90"/>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="91"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="92"/>
        <source>Database:</source>
        <translation>Base de datos:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="93"/>
        <source>Default tiebreakers:</source>
        <translation>Desempates predeterminados:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="94"/>
        <source>SQLite file…</source>
        <translation>Archivo SQLite…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="95"/>
        <source>empty: the SQLite file in your data folder</source>
        <translation>vacío: el archivo SQLite de tu carpeta de datos</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="96"/>
        <source>A PostgreSQL URL (postgresql+psycopg://user@host/db) lets several stations share one event.</source>
        <translation>Una URL de PostgreSQL (postgresql+psycopg://usuario@servidor/bd) permite que varias estaciones compartan un evento.</translation>
    </message>
</context>
</TS>
