<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en_US">
<context>
    <name>BackupsDialog</name>
    <message>
        <source>Backups of event %1</source>
        <translation>Copias de seguridad del evento %1</translation>
    </message>
    <message>
        <source>Backups of every event</source>
        <translation>Copias de seguridad de todos los eventos</translation>
    </message>
    <message>
        <source>No backup yet. One is taken after every pairing, correction, import and completed round, and at most every minute while results are entered; they are kept in the folder below.</source>
        <translation>Aún no hay copias. Se hace una tras cada emparejamiento, corrección, importación y ronda completa, y como mucho una por minuto mientras se anotan resultados; se guardan en la carpeta de abajo.</translation>
    </message>
    <message>
        <source>The database cannot be opened: %1 The newest backup can replace it; the damaged file is kept beside it.</source>
        <translation>No se puede abrir la base de datos: %1 La copia de seguridad más reciente puede reemplazarla; el archivo dañado se conserva a su lado.</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Restaurar una copia de seguridad</translation>
    </message>
    <message>
        <source>The database cannot be opened. Replace the whole file by the backup of %1? The damaged file is kept beside it.</source>
        <translation>No se puede abrir la base de datos. ¿Reemplazar el archivo entero por la copia del %1? El archivo dañado se conserva a su lado.</translation>
    </message>
    <message>
        <source>Put event %1 back as it was at %2? The current state is backed up first, so nothing is lost.</source>
        <translation>¿Devolver el evento %1 a como estaba el %2? Antes se respalda el estado actual, así que no se pierde nada.</translation>
    </message>
    <message>
        <source>What was entered after that backup will no longer be there:</source>
        <translation>Lo que se anotó después de esa copia ya no estará:</translation>
    </message>
    <message>
        <source>Could not restore the backup</source>
        <translation>No se pudo restaurar la copia de seguridad</translation>
    </message>
    <message>
        <source>Backups</source>
        <translation>Copias de seguridad</translation>
    </message>
    <message>
        <source>Taken</source>
        <translation>Tomada</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Después de</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>&amp;Restore…</source>
        <translation>&amp;Restaurar…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>&amp;Backups…</source>
        <translation>Copias de &amp;seguridad…</translation>
    </message>
</context>
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
        <location filename="../../ui/bracket.py" line="115"/>
        <source>Champion: %1</source>
        <translation>Campeón: %1</translation>
    </message>
    <message>
        <location filename="../../ui/bracket.py" line="119"/>
        <source>Champion: still playing</source>
        <translation>Campeón: aún se juega</translation>
    </message>
    <message>
        <source>Round of %1</source>
        <translation>Ronda de %1</translation>
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
        <location filename="../../ui/dialogs.py" line="216"/>
        <source>Could not read the deck file</source>
        <translation>No se pudo leer el archivo de mazo</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="219"/>
        <source>No deck check</source>
        <translation>Sin revisión de mazo</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="220"/>
        <source>The rules module of %1 cannot check decks yet.</source>
        <translation>El módulo de reglas de %1 aún no puede revisar mazos.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="224"/>
        <source>Could not check the deck</source>
        <translation>No se pudo revisar el mazo</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="249"/>
        <source>error</source>
        <translation>infracción</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="249"/>
        <source>warning</source>
        <translation>advertencia</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="255"/>
        <source>Choose a deck file to check.</source>
        <translation>Elige un archivo de mazo para revisarlo.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="257"/>
        <source>The deck is legal.</source>
        <translation>El mazo es legal.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs.py" line="260"/>
        <source>The deck is legal, with %n warning(s)</source>
        <translation>
            <numerusform>El mazo es legal, con %n advertencia</numerusform>
            <numerusform>El mazo es legal, con %n advertencias</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/dialogs.py" line="265"/>
        <source>%n problem(s) found</source>
        <translation>
            <numerusform>%n problema encontrado</numerusform>
            <numerusform>%n problemas encontrados</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="261"/>
        <location filename="../../ui/dialogs.py" line="266"/>
        <source>double-click one to read the rule</source>
        <translation>doble clic en uno para leer la regla</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="275"/>
        <source>Deck check</source>
        <translation>Revisión de mazo</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="276"/>
        <source>&amp;Open deck file…</source>
        <translation>&amp;Abrir archivo de mazo…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="277"/>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="278"/>
        <source>Used when the deck file does not name its game</source>
        <translation>Se usa cuando el archivo de mazo no indica su juego</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="279"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="280"/>
        <source>Severity</source>
        <translation>Gravedad</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="280"/>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="280"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
</context>
<context>
    <name>EventWorkspace</name>
    <message>
        <source>recommended for %1</source>
        <translation>recomendado para %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>Suizo</translation>
    </message>
    <message>
        <source>Type part of a name or id…</source>
        <translation>Escriba parte de un nombre o id…</translation>
    </message>
    <message>
        <source>%1 plays at table %2 in round %3, not at table %4.</source>
        <translation>%1 juega en la mesa %2 en la ronda %3, no en la mesa %4.</translation>
    </message>
    <message>
        <source>%1 has no table in round %3 (the bye, or not paired), not table %4.</source>
        <translation>%1 no tiene mesa en la ronda %3 (descanso, o sin emparejar), no la mesa %4.</translation>
    </message>
    <message>
        <source>Fix the table, or leave it at 0 (none).</source>
        <translation>Corrija la mesa, o déjela en 0 (ninguna).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n penalty(ies)</source>
        <translation>
            <numerusform>%1: %n penalización</numerusform>
            <numerusform>%1: %n penalizaciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Players matching “%1”: %n penalty(ies)</source>
        <translation>
            <numerusform>Jugadores que coinciden con «%1»: %n penalización</numerusform>
            <numerusform>Jugadores que coinciden con «%1»: %n penalizaciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Whole event: %n penalty(ies)</source>
        <translation>
            <numerusform>Todo el evento: %n penalización</numerusform>
            <numerusform>Todo el evento: %n penalizaciones</numerusform>
        </translation>
    </message>
    <message>
        <source>Print a draft?</source>
        <translation>¿Imprimir un borrador?</translation>
    </message>
    <message>
        <source>Round %1 is a draft (not published): every printed page will say BORRADOR / DRAFT.</source>
        <translation>La ronda %1 es un borrador (no publicada): cada página impresa dirá BORRADOR / DRAFT.</translation>
    </message>
    <message>
        <source>Publish and print</source>
        <translation>Publicar e imprimir</translation>
    </message>
    <message>
        <source>Print the draft</source>
        <translation>Imprimir el borrador</translation>
    </message>
    <message>
        <source>Publish (F6)</source>
        <translation>Publicar (F6)</translation>
    </message>
    <message>
        <source>Publish the round: its printed pairings and slips lose the DRAFT mark and the projector shows it. Entering its first result publishes it too.</source>
        <translation>Publicar la ronda: sus emparejamientos y hojas impresos dejan de decir BORRADOR y el proyector la muestra. Anotar su primer resultado también la publica.</translation>
    </message>
    <message>
        <source>Draft: not published</source>
        <translation>Borrador: sin publicar</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Publicada</translation>
    </message>
    <message>
        <source>Round %1 published</source>
        <translation>Ronda %1 publicada</translation>
    </message>
    <message>
        <source>Table %1 already has %2: nothing to change</source>
        <translation>La mesa %1 ya tiene %2: nada que cambiar</translation>
    </message>
    <message>
        <source>Results go to the current round, %1; a result of an earlier round is corrected with F2 on its row</source>
        <translation>Los resultados van a la ronda actual, la %1; un resultado de una ronda anterior se corrige con F2 en su fila</translation>
    </message>
    <message>
        <source>Current round %1</source>
        <translation>Ronda actual %1</translation>
    </message>
    <message>
        <source>(dropped)</source>
        <translation>(baja)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="346"/>
        <source>Could not open the database %1</source>
        <translation>No se pudo abrir la base de datos %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="374"/>
        <source>Could not list the events</source>
        <translation>No se pudieron listar los eventos</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="384"/>
        <location filename="../../ui/event_view.py" line="436"/>
        <source>Could not create the event</source>
        <translation>No se pudo crear el evento</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="407"/>
        <source>New event</source>
        <translation>Nuevo evento</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="417"/>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="418"/>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="419"/>
        <source>Tiebreakers:</source>
        <translation>Desempates:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="454"/>
        <source>Could not add the player</source>
        <translation>No se pudo agregar al jugador</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="469"/>
        <source>Could not import the players from %1</source>
        <translation>No se pudieron importar los jugadores de %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="476"/>
        <source>Import players</source>
        <translation>Importar jugadores</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="477"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="485"/>
        <source>Could not drop the player</source>
        <translation>No se pudo dar de baja al jugador</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="515"/>
        <source>Pairing the next round…</source>
        <translation>Emparejando la siguiente ronda…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="517"/>
        <source>Could not pair the round</source>
        <translation>No se pudo emparejar la ronda</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="525"/>
        <source>Pairing the round again…</source>
        <translation>Emparejando de nuevo la ronda…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="527"/>
        <source>Could not re-pair the round</source>
        <translation>No se pudo volver a emparejar la ronda</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="730"/>
        <location filename="../../ui/event_view.py" line="797"/>
        <source>Round %1 has no table %2</source>
        <translation>La ronda %1 no tiene mesa %2</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="734"/>
        <location filename="../../ui/event_view.py" line="799"/>
        <source>Table %1 is a bye</source>
        <translation>La mesa %1 es un bye</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="750"/>
        <source>Could not enter the result of table %1</source>
        <translation>No se pudo capturar el resultado de la mesa %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="754"/>
        <location filename="../../ui/event_view.py" line="847"/>
        <source>Could not correct the result of table %1</source>
        <translation>No se pudo corregir el resultado de la mesa %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="761"/>
        <source>Table %1: %2</source>
        <translation>Mesa %1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="830"/>
        <source>Correct a result</source>
        <translation>Corregir un resultado</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="906"/>
        <location filename="../../ui/event_view.py" line="913"/>
        <source>Could not add the penalty</source>
        <translation>No se pudo agregar la penalización</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="907"/>
        <source>Choose a player and describe the infraction.</source>
        <translation>Elige un jugador y describe la infracción.</translation>
    </message>
    <message>
        <source>No event is open: create one (Ctrl+N) or pick one in the list above.</source>
        <translation>No hay un evento abierto: crea uno (Ctrl+N) o elige uno en la lista de arriba.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="579"/>
        <location filename="../../ui/event_view.py" line="614"/>
        <source>Could not start the top cut</source>
        <translation>No se pudo iniciar el corte a top</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="580"/>
        <source>Open an event with at least two active players first.</source>
        <translation>Abre primero un evento con al menos dos jugadores activos.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="584"/>
        <location filename="../../ui/event_view.py" line="1179"/>
        <source>Top cut</source>
        <translation>Corte a top</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="588"/>
        <source>Top %1</source>
        <translation>Top %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="591"/>
        <source>The best players of the Swiss standings (dropped players left out) play single elimination: 1st against last, and so on.</source>
        <translation>Los mejores de la clasificación suiza (sin los retirados) juegan eliminación directa: el 1.º contra el último, y así sucesivamente.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="595"/>
        <source>Cut:</source>
        <translation>Corte:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="611"/>
        <source>Seeding the top cut…</source>
        <translation>Sembrando el corte a top…</translation>
    </message>
    <message>
        <source>No database is open. Choose one in File → Settings… (an SQLite file or a PostgreSQL URL).</source>
        <translation>No hay una base de datos abierta. Elige una en Archivo → Configuración… (un archivo SQLite o una URL de PostgreSQL).</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="634"/>
        <source>Could not verify the audit log</source>
        <translation>No se pudo verificar el registro de auditoría</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="639"/>
        <location filename="../../ui/event_view.py" line="643"/>
        <source>Audit log</source>
        <translation>Registro de auditoría</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/event_view.py" line="640"/>
        <source>The audit log is intact: %n entry(ies), none edited, deleted or inserted.</source>
        <translation>
            <numerusform>El registro de auditoría está íntegro: %n entrada, ninguna editada, borrada ni insertada.</numerusform>
            <numerusform>El registro de auditoría está íntegro: %n entradas, ninguna editada, borrada ni insertada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/event_view.py" line="644"/>
        <source>The audit log was tampered with: %n problem(s).</source>
        <translation>
            <numerusform>El registro de auditoría fue alterado: %n problema.</numerusform>
            <numerusform>El registro de auditoría fue alterado: %n problemas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not prepare the report %1</source>
        <translation>No se pudo preparar el informe %1</translation>
    </message>
    <message>
        <source>No round is paired yet: pair the first round first.</source>
        <translation>Aún no hay ninguna ronda emparejada: empareja primero la ronda 1.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="966"/>
        <location filename="../../ui/event_view.py" line="1177"/>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="969"/>
        <location filename="../../ui/event_view.py" line="1178"/>
        <source>Penalties</source>
        <translation>Penalizaciones</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="978"/>
        <source>No event open: create one (Ctrl+N) or pick one above.</source>
        <translation>No hay evento abierto: crea uno (Ctrl+N) o elige uno arriba.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="777"/>
        <location filename="../../ui/event_view.py" line="985"/>
        <source>Could not read the event</source>
        <translation>No se pudo leer el evento</translation>
    </message>
    <message>
        <location filename="../../ui/event/events.py" line="264"/>
        <source>Opening %1…</source>
        <translation>Abriendo %1…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="437"/>
        <source>The event needs a name.</source>
        <translation>El evento necesita un nombre.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="495"/>
        <source>Select the player to drop first.</source>
        <translation>Primero selecciona al jugador que abandona.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="501"/>
        <source>Drop a player</source>
        <translation>Baja de un jugador</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="502"/>
        <source>Drop %1 (%2) from the event?</source>
        <translation>¿Dar de baja a %1 (%2) del evento?</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="504"/>
        <source>Results so far are kept; the player is never paired again. A drop cannot be undone here.</source>
        <translation>Se conservan sus resultados; no vuelve a ser emparejado. Una baja no se puede deshacer aquí.</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="506"/>
        <source>Drop</source>
        <translation>Dar de baja</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="697"/>
        <source>Replace a result</source>
        <translation>Reemplazar un resultado</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="698"/>
        <source>Table %1 already has %2 (%3 vs %4). Replace it with %5?</source>
        <translation>La mesa %1 ya tiene %2 (%3 vs %4). ¿Reemplazarlo por %5?</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="704"/>
        <source>The change is kept in the audit log and can be undone (Ctrl+Z).</source>
        <translation>El cambio queda en el registro de auditoría y se puede deshacer (Ctrl+Z).</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="705"/>
        <source>Replace</source>
        <translation>Reemplazar</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="803"/>
        <source>Table %1: %2 vs %3</source>
        <translation>Mesa %1: %2 vs %3</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="806"/>
        <source>already in: %1</source>
        <translation>ya registrado: %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="832"/>
        <source>Round %1, table %2: %3 (player 1) vs %4 (player 2).
Score, player 1 first:</source>
        <translation>Ronda %1, mesa %2: %3 (jugador 1) vs %4 (jugador 2).
Marcador, primero el jugador 1:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="994"/>
        <source>tiebreakers %1</source>
        <translation>desempates %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="995"/>
        <source>round %1</source>
        <translation>ronda %1</translation>
    </message>
    <message>
        <source>suggested Swiss rounds: %1, %2</source>
        <translation>rondas suizas sugeridas: %1, %2</translation>
    </message>
    <message>
        <source>registration</source>
        <translation>inscripción</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1000"/>
        <source>top %1</source>
        <translation>top %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1001"/>
        <source>no top cut</source>
        <translation>sin corte</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1005"/>
        <source>Champion: %1</source>
        <translation>Campeón: %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1014"/>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1016"/>
        <source>top cut</source>
        <translation>corte a top</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1036"/>
        <source>dropped after round %1</source>
        <translation>baja después de la ronda %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1038"/>
        <source>late entry (round %1)</source>
        <translation>inscripción tardía (ronda %1)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1040"/>
        <source>active</source>
        <translation>activo</translation>
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
            <numerusform>%n mesa sigue jugando</numerusform>
            <numerusform>%n mesas siguen jugando</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1082"/>
        <source>All results in</source>
        <translation>Todos los resultados registrados</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1087"/>
        <source>Rank</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1087"/>
        <location filename="../../ui/event_view.py" line="1215"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1087"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1087"/>
        <source>Record</source>
        <translation>Récord</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/event_view.py" line="1120"/>
        <source>History of the chosen player: %n penalty(ies)</source>
        <translation>
            <numerusform>Historial del jugador elegido: %n penalización</numerusform>
            <numerusform>Historial del jugador elegido: %n penalizaciones</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1151"/>
        <source>Next on the ladder (%2): %1</source>
        <translation>Siguiente en la escala (%2): %1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1157"/>
        <source>Caution</source>
        <translation>Amonestación</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1158"/>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1159"/>
        <source>Turn loss</source>
        <translation>Pérdida de turno</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1160"/>
        <source>Card to Extinción</source>
        <translation>Carta a Extinción</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1161"/>
        <source>Game loss</source>
        <translation>Pérdida de juego</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1162"/>
        <source>Match loss</source>
        <translation>Pérdida de partida</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1163"/>
        <source>Disqualification</source>
        <translation>Descalificación</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1169"/>
        <source>Event:</source>
        <translation>Evento:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1170"/>
        <source>New event…</source>
        <translation>Nuevo evento…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1171"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1172"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1173"/>
        <source>Undo the last result entry or correction (Ctrl+Z)</source>
        <translation>Deshacer la última captura o corrección de resultado (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1174"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Rehacer (Ctrl+Mayús+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1175"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1176"/>
        <source>Rounds and results</source>
        <translation>Rondas y resultados</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1180"/>
        <source>Top cut…</source>
        <translation>Corte a top…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1181"/>
        <source>Single elimination among the best of the Swiss standings (2, 4, 8, 16 or 32)</source>
        <translation>Eliminación directa entre los mejores de la clasificación suiza (2, 4, 8, 16 o 32)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1183"/>
        <source>Verify audit log</source>
        <translation>Verificar auditoría</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1184"/>
        <source>Check that no entry of the event&apos;s hash-chained audit log was edited, deleted or inserted</source>
        <translation>Comprueba que ninguna entrada del registro de auditoría encadenado del evento fue editada, borrada ni insertada</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1186"/>
        <source>Player name, then Enter (a late entry joins the next round)</source>
        <translation>Nombre del jugador y Enter (una inscripción tardía entra en la siguiente ronda)</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1188"/>
        <source>Add</source>
        <translation>Agregar</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1189"/>
        <source>Import CSV…</source>
        <translation>Importar CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1190"/>
        <source>Drop selected</source>
        <translation>Dar de baja al elegido</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1192"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1192"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1192"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1192"/>
        <source>First round</source>
        <translation>Primera ronda</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1193"/>
        <source>Round:</source>
        <translation>Ronda:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1194"/>
        <source>Pair next round</source>
        <translation>Emparejar siguiente ronda</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1195"/>
        <source>Re-pair this round</source>
        <translation>Volver a emparejar esta ronda</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1197"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1197"/>
        <source>Player 1</source>
        <translation>Jugador 1</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1197"/>
        <source>Player 2</source>
        <translation>Jugador 2</translation>
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
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1198"/>
        <source>In</source>
        <translation>Listo</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1202"/>
        <source>Match points before this round</source>
        <translation>Puntos de partida antes de esta ronda</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1203"/>
        <source>Table:</source>
        <translation>Mesa:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1204"/>
        <source>Score:</source>
        <translation>Marcador:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1205"/>
        <source>2-1, 1-1-1, 0-2…</source>
        <translation>2-1, 1-1-1, 0-2…</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1206"/>
        <source>Enter</source>
        <translation>Capturar</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1207"/>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1208"/>
        <source>Infraction:</source>
        <translation>Infracción:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1209"/>
        <source>Penalty:</source>
        <translation>Penalización:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1210"/>
        <source>Rule:</source>
        <translation>Regla:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1211"/>
        <source>Note:</source>
        <translation>Nota:</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1212"/>
        <source>Read</source>
        <translation>Leer</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1213"/>
        <source>Add penalty</source>
        <translation>Agregar penalización</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1215"/>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1215"/>
        <source>Infraction</source>
        <translation>Infracción</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1215"/>
        <source>Penalty</source>
        <translation>Penalización</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1216"/>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../../ui/event_view.py" line="1216"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Archive this event</source>
        <translation>Archivar este evento</translation>
    </message>
    <message>
        <source>Bring back a player dropped by mistake: paired again from the next round</source>
        <translation>Regresa a un jugador retirado por error: se empareja de nuevo desde la siguiente ronda</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Corregir</translation>
    </message>
    <message>
        <source>Correct round %1, table %2 to %3?</source>
        <translation>¿Corregir la ronda %1, mesa %2 a %3?</translation>
    </message>
    <message>
        <source>Correct the selected player&apos;s name or membership id (double-click a row)</source>
        <translation>Corrige el nombre o el número de membresía del jugador elegido (doble clic en una fila)</translation>
    </message>
    <message>
        <source>Could not archive the event</source>
        <translation>No se pudo archivar el evento</translation>
    </message>
    <message>
        <source>Could not delete the event</source>
        <translation>No se pudo borrar el evento</translation>
    </message>
    <message>
        <source>Could not delete the penalty</source>
        <translation>No se pudo borrar la sanción</translation>
    </message>
    <message>
        <source>Could not edit the penalty</source>
        <translation>No se pudo editar la sanción</translation>
    </message>
    <message>
        <source>Could not edit the player</source>
        <translation>No se pudo editar al jugador</translation>
    </message>
    <message>
        <source>Could not reinstate the player</source>
        <translation>No se pudo reincorporar al jugador</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Delete a penalty</source>
        <translation>Borrar una sanción</translation>
    </message>
    <message>
        <source>Delete an event</source>
        <translation>Borrar un evento</translation>
    </message>
    <message>
        <source>Delete the event %1 (%2)?</source>
        <translation>¿Borrar el evento %1 (%2)?</translation>
    </message>
    <message>
        <source>Delete the penalty %1 (%2) of %3?</source>
        <translation>¿Borrar la sanción %1 (%2) de %3?</translation>
    </message>
    <message>
        <source>Delete this event…</source>
        <translation>Borrar este evento…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Borrar…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Event archived: find it again with Event → Show archived events</source>
        <translation>Evento archivado: se vuelve a encontrar con Evento → Mostrar eventos archivados</translation>
    </message>
    <message>
        <source>Event back in the list</source>
        <translation>El evento vuelve a la lista</translation>
    </message>
    <message>
        <source>It does not change who is in the top %1 nor their seeds.</source>
        <translation>No cambia quién está en el top %1 ni sus siembras.</translation>
    </message>
    <message numerus="yes">
        <source>It has %n round(s) paired: its results, penalties and audit log are deleted too. Archiving keeps them.</source>
        <translation>
            <numerusform>Tiene %n ronda emparejada: también se borran sus resultados, sanciones y bitácora de auditoría. Archivarlo los conserva.</numerusform>
            <numerusform>Tiene %n rondas emparejadas: también se borran sus resultados, sanciones y bitácora de auditoría. Archivarlo los conserva.</numerusform>
        </translation>
    </message>
    <message>
        <source>It is left out of the lists and the printed report; the audit log keeps it.</source>
        <translation>Se omite de las listas y del reporte impreso; la bitácora de auditoría la conserva.</translation>
    </message>
    <message>
        <source>Its players are deleted too.</source>
        <translation>También se borran sus jugadores.</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Juez</translation>
    </message>
    <message>
        <source>Judge:</source>
        <translation>Juez:</translation>
    </message>
    <message>
        <source>Membership id</source>
        <translation>Membresía</translation>
    </message>
    <message>
        <source>Or type it</source>
        <translation>O escríbela</translation>
    </message>
    <message>
        <source>Penalty recorded: %1</source>
        <translation>Sanción registrada: %1</translation>
    </message>
    <message>
        <source>Pick an infraction…</source>
        <translation>Elige una infracción…</translation>
    </message>
    <message>
        <source>Reinstate</source>
        <translation>Reincorporar</translation>
    </message>
    <message>
        <source>Results so far are kept; the player is not paired again (Reinstate brings back a player dropped by mistake).</source>
        <translation>Se conservan sus resultados; el jugador ya no se empareja (Reincorporar regresa a un jugador retirado por error).</translation>
    </message>
    <message>
        <source>Select the penalty to delete first.</source>
        <translation>Primero elige la sanción que quieres borrar.</translation>
    </message>
    <message>
        <source>Select the penalty to edit first.</source>
        <translation>Primero elige la sanción que quieres editar.</translation>
    </message>
    <message>
        <source>Select the player to edit first.</source>
        <translation>Primero elige al jugador que quieres editar.</translation>
    </message>
    <message>
        <source>Select the player to reinstate first.</source>
        <translation>Primero elige al jugador que quieres reincorporar.</translation>
    </message>
    <message>
        <source>Show archived events</source>
        <translation>Mostrar eventos archivados</translation>
    </message>
    <message>
        <source>Take this event out of the archive</source>
        <translation>Sacar este evento del archivo</translation>
    </message>
    <message>
        <source>The bracket already played is not changed: the head judge decides.</source>
        <translation>El cuadro ya jugado no se cambia: decide el juez principal.</translation>
    </message>
    <message>
        <source>The same players stay in the top %1, but their seeds change: other first-round opponents.</source>
        <translation>Siguen los mismos jugadores en el top %1, pero cambian sus siembras: otros rivales en la primera ronda.</translation>
    </message>
    <message>
        <source>The top cut has begun</source>
        <translation>El corte final ya empezó</translation>
    </message>
    <message>
        <source>It is written as CSV only: use the command line's “report %1 --out FILE.csv”.</source>
        <translation>Solo se escribe como CSV: usa en la línea de órdenes “report %1 --out ARCHIVO.csv”.</translation>
    </message>
    <message>
        <source>Who gives the penalty (printed in the report)</source>
        <translation>Quién da la sanción (se imprime en el reporte)</translation>
    </message>
    <message>
        <source>With it, the top %1 would be different: %2 would be in, %3 out.</source>
        <translation>Con ella, el top %1 sería otro: entraría %2 y saldría %3.</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>archivado</translation>
    </message>
    <message>
        <source>Whole event</source>
        <translation>Evento completo</translation>
    </message>
    <message>
        <source>Junior</source>
        <translation>Júnior</translation>
    </message>
    <message>
        <source>Senior</source>
        <translation>Sénior</translation>
    </message>
    <message>
        <source>Masters</source>
        <translation>Máster</translation>
    </message>
    <message>
        <source>Age division:</source>
        <translation>División de edad:</translation>
    </message>
    <message>
        <source>Same name</source>
        <translation>Mismo nombre</translation>
    </message>
    <message>
        <source>%1 is already registered as %2. Is %3 another person with the same name?</source>
        <translation>%1 ya está inscrito como %2. ¿Es %3 otra persona con el mismo nombre?</translation>
    </message>
    <message>
        <source>Answer no if it is the same person: a player registered twice is paired twice.</source>
        <translation>Responde no si es la misma persona: un jugador inscrito dos veces se empareja dos veces.</translation>
    </message>
    <message>
        <source>Register another player</source>
        <translation>Inscribir a otro jugador</translation>
    </message>
    <message>
        <source>Not added: %1 is already registered as %2.</source>
        <translation>No se agregó: %1 ya está inscrito como %2.</translation>
    </message>
    <message>
        <source>Type the player's name first.</source>
        <translation>Escribe primero el nombre del jugador.</translation>
    </message>
    <message>
        <source>Open ruling…</source>
        <translation>Ver resolución…</translation>
    </message>
    <message>
        <source>The written ruling attached to the chosen penalty (the match review of its log)</source>
        <translation>La resolución escrita adjunta a la penalización elegida (la revisión de partida de su registro)</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Resolución</translation>
    </message>
    <message>
        <source>Log %1</source>
        <translation>Registro %1</translation>
    </message>
    <message>
        <source>Choose a penalty with an attached ruling first.</source>
        <translation>Elige primero una penalización con resolución adjunta.</translation>
    </message>
    <message>
        <source>Ruling of penalty %1</source>
        <translation>Resolución de la penalización %1</translation>
    </message>
    <message>
        <source>Why these two? (F3)</source>
        <translation>¿Por qué estos dos? (F3)</translation>
    </message>
    <message>
        <source>Why the selected table&apos;s players were paired: the same points, paired down and why, a fixed seat, a kept-apart pair avoided, a rematch no pairing avoided, the bye, a hand edit</source>
        <translation>Por qué se emparejó a los jugadores de la mesa elegida: los mismos puntos, un emparejamiento hacia abajo y su motivo, un asiento fijo, una pareja separada evitada, una revancha que ningún emparejamiento evitaba, el descanso, una edición a mano</translation>
    </message>
    <message>
        <source>Could not explain the pairing</source>
        <translation>No se pudo explicar el emparejamiento</translation>
    </message>
    <message>
        <source>Select a table of the pairings first</source>
        <translation>Elige primero una mesa de los emparejamientos</translation>
    </message>
    <message>
        <source>Table %1: reading the round…</source>
        <translation>Mesa %1: leyendo la ronda…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>P&amp;ublish the round</source>
        <translation>P&amp;ublicar la ronda</translation>
    </message>
    <message>
        <source>Top-cut &amp;bracket</source>
        <translation>&amp;Cuadro del corte final</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="1"/>
        <source>The newest backup was restored; the damaged file is kept as %1</source>
        <translation>Se restauró la copia de seguridad más reciente; el archivo dañado se conserva como %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="1"/>
        <source>Another station changed the event; shown as it is now</source>
        <translation>Otra estación cambió el evento; se muestra como está ahora</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="164"/>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="173"/>
        <source>Open a match log</source>
        <translation>Abrir un registro de partida</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="174"/>
        <source>Match logs (*.json)</source>
        <translation>Registros de partida (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="185"/>
        <source>Opened %1</source>
        <translation>Abierto %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="196"/>
        <source>%1 is not in the rulebook index</source>
        <translation>%1 no está en el índice del reglamento</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="288"/>
        <location filename="../../ui/main_window.py" line="294"/>
        <source>Match report</source>
        <translation>Informe de partida</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="289"/>
        <source>Open a match log first.</source>
        <translation>Primero abre un registro de partida.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="298"/>
        <source>About Juez</source>
        <translation>Acerca de Juez</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="299"/>
        <source>Juez — replay, rules checking and tournament management for trading-card-game judges. Rulebooks are cited in their original Spanish.</source>
        <translation>Juez — reproducción de partidas, revisión de reglas y gestión de torneos para jueces de juegos de cartas coleccionables. Los reglamentos se citan en su español original.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="304"/>
        <source>Database: %1</source>
        <translation>Base de datos: %1</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="307"/>
        <source>Juez — judge&apos;s tool</source>
        <translation>Juez — herramienta del juez</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="308"/>
        <source>&amp;Replay</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="309"/>
        <source>&amp;Event</source>
        <translation>&amp;Evento</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="310"/>
        <source>Rule&amp;books</source>
        <translation>Re&amp;glamentos</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="311"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="312"/>
        <source>&amp;Open match log…</source>
        <translation>&amp;Abrir registro de partida…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="313"/>
        <source>Open &amp;sample</source>
        <translation>Abrir &amp;ejemplo</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="314"/>
        <source>&amp;Recent logs</source>
        <translation>Registros &amp;recientes</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="315"/>
        <source>&amp;Match report (print)…</source>
        <translation>&amp;Informe de partida (imprimir)…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="316"/>
        <source>&amp;Deck check…</source>
        <translation>Revisión de &amp;mazo…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="317"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="318"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="319"/>
        <source>E&amp;vent</source>
        <translation>E&amp;vento</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="320"/>
        <source>&amp;New event…</source>
        <translation>&amp;Nuevo evento…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="321"/>
        <source>&amp;Open event…</source>
        <translation>&amp;Abrir evento…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="322"/>
        <source>&amp;Reports</source>
        <translation>&amp;Informes</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="323"/>
        <source>&amp;Top cut…</source>
        <translation>&amp;Corte a top…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="324"/>
        <source>&amp;Verify audit log</source>
        <translation>&amp;Verificar auditoría</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="325"/>
        <source>Pairings by &amp;table</source>
        <translation>Emparejamientos por &amp;mesa</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="326"/>
        <source>Pairings by &amp;name</source>
        <translation>Emparejamientos por &amp;nombre</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="327"/>
        <source>Match &amp;slips</source>
        <translation>&amp;Hojas de resultado</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="327"/>
        <source>S&amp;tandings</source>
        <translation>&amp;Clasificación</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="328"/>
        <source>&amp;Penalties</source>
        <translation>&amp;Penalizaciones</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="331"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="332"/>
        <source>Replay</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="332"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="333"/>
        <source>Rulebooks</source>
        <translation>Reglamentos</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="335"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="336"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="337"/>
        <source>&amp;About Juez</source>
        <translation>&amp;Acerca de Juez</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;Pair next round</source>
        <translation>&amp;Emparejar la siguiente ronda</translation>
    </message>
    <message>
        <source>Correct the selected result</source>
        <translation>Corregir el resultado elegido</translation>
    </message>
    <message>
        <source>Delete (penalties)</source>
        <translation>Supr (sanciones)</translation>
    </message>
    <message>
        <source>Delete (players)</source>
        <translation>Supr (jugadores)</translation>
    </message>
    <message>
        <source>Delete the selected penalty</source>
        <translation>Borrar la sanción elegida</translation>
    </message>
    <message>
        <source>Drop the selected player</source>
        <translation>Retirar al jugador elegido</translation>
    </message>
    <message>
        <source>Enter (score box)</source>
        <translation>Intro (casilla de resultado)</translation>
    </message>
    <message>
        <source>Enter (table box)</source>
        <translation>Intro (casilla de mesa)</translation>
    </message>
    <message>
        <source>Enter / F2 (pairings)</source>
        <translation>Intro / F2 (emparejamientos)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Record the result; on to the next open table</source>
        <translation>Registrar el resultado; pasa a la siguiente mesa abierta</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Show who plays at the table, go to the score</source>
        <translation>Mostrar quién juega en la mesa, ir al resultado</translation>
    </message>
    <message>
        <source>Undo the last result</source>
        <translation>Deshacer el último resultado</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Qué hace</translation>
    </message>
    <message>
        <source>F3 (pairings)</source>
        <translation>F3 (emparejamientos)</translation>
    </message>
    <message>
        <source>Why the selected table&apos;s players were paired</source>
        <translation>Por qué se emparejó a los jugadores de la mesa elegida</translation>
    </message>
</context>
<context>
    <name>ReplayWorkspace</name>
    <message>
        <location filename="../../ui/replay_view.py" line="264"/>
        <source>Could not open the match log %1</source>
        <translation>No se pudo abrir el registro de partida %1</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="271"/>
        <source>Replaying %1…</source>
        <translation>Reproduciendo %1…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/replay_view.py" line="320"/>
        <location filename="../../ui/replay_view.py" line="529"/>
        <source>Violations: %n</source>
        <translation>
            <numerusform>Infracciones: %n</numerusform>
            <numerusform>Infracciones: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="324"/>
        <source>No match log open — Ctrl+O, drop a file here, or pick a sample from the File menu.</source>
        <translation>No hay registro de partida abierto — Ctrl+O, suelta un archivo aquí o elige un ejemplo en el menú Archivo.</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="328"/>
        <source> vs </source>
        <translation> contra </translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="333"/>
        <source>round %1</source>
        <translation>ronda %1</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="335"/>
        <source>table %1</source>
        <translation>mesa %1</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="449"/>
        <source>No violation at this event.</source>
        <translation>Ninguna infracción en este evento.</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="453"/>
        <source>Rule:</source>
        <translation>Regla:</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="453"/>
        <source>What follows:</source>
        <translation>Consecuencia:</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="455"/>
        <source>event %1</source>
        <translation>evento %1</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="457"/>
        <source>Violation</source>
        <translation>Infracción</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="457"/>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="507"/>
        <source>First event (Home)</source>
        <translation>Primer evento (Inicio)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="508"/>
        <source>Step back (←)</source>
        <translation>Paso atrás (←)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="509"/>
        <source>Step forward (→)</source>
        <translation>Paso adelante (→)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="510"/>
        <source>Last event (End)</source>
        <translation>Último evento (Fin)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="511"/>
        <source>Previous violation (P)</source>
        <translation>Infracción anterior (P)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="512"/>
        <source>Next violation (N)</source>
        <translation>Infracción siguiente (N)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="513"/>
        <source>Read the rule of this violation (R)</source>
        <translation>Leer la regla de esta infracción (R)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="514"/>
        <location filename="../../ui/replay_view.py" line="515"/>
        <source>Jump to a turn (Ctrl+G)</source>
        <translation>Ir a un turno (Ctrl+G)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="516"/>
        <source>Turn:</source>
        <translation>Turno:</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="517"/>
        <source>Events</source>
        <translation>Eventos</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="518"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="518"/>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="518"/>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <location filename="../../ui/replay_view.py" line="519"/>
        <source>Setup (before the first event)</source>
        <translation>Preparación (antes del primer evento)</translation>
    </message>
    <message>
        <source>Position (the board the log starts from)</source>
        <translation>Posición (el tablero desde el que empieza el registro)</translation>
    </message>
</context>
<context>
    <name>ReportPreview</name>
    <message>
        <source>This report has no CSV export</source>
        <translation>Este informe no se exporta a CSV</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Guardado: %1</translation>
    </message>
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
        <location filename="../../ui/rulebooks.py" line="252"/>
        <source>Juez checks this section from a match log:</source>
        <translation>Juez comprueba esta sección desde un registro de partida:</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="256"/>
        <source>event %1</source>
        <translation>evento %1</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="260"/>
        <source>A match log cannot show this section:</source>
        <translation>Un registro de partida no puede mostrar esta sección:</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="263"/>
        <source>Juez does not check this section yet.</source>
        <translation>Juez todavía no comprueba esta sección.</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="167"/>
        <source>← Back to %1</source>
        <translation>← Volver a %1</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="168"/>
        <source>Return where the citation was opened (Alt+←)</source>
        <translation>Volver a donde se abrió la cita (Alt+←)</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="236"/>
        <source>Nothing found.</source>
        <translation>No se encontró nada.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/rulebooks.py" line="248"/>
        <source>%n section(s)</source>
        <translation>
            <numerusform>%n sección</numerusform>
            <numerusform>%n secciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/rulebooks.py" line="250"/>
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n coincidencia</numerusform>
            <numerusform>%n coincidencias</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="255"/>
        <source>Rulebook:</source>
        <translation>Reglamento:</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="256"/>
        <source>Search the rulebook (e.g. descanso)…</source>
        <translation>Buscar en el reglamento (p. ej. descanso)…</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="257"/>
        <source>Rulebooks are cited in their original Spanish</source>
        <translation>Los reglamentos se citan en su español original</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="258"/>
        <source>Cite in a penalty</source>
        <translation>Citar en una sanción</translation>
    </message>
    <message>
        <location filename="../../ui/rulebooks.py" line="259"/>
        <source>Use this section as the rule of the penalty being written in the event</source>
        <translation>Usar esta sección como regla de la sanción que se está redactando en el evento</translation>
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
        <source>SQLite database (*.sqlite3 *.sqlite *.db)</source>
        <translation>Base de datos SQLite (*.sqlite3 *.sqlite *.db)</translation>
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
<context>
    <name>FloorPanel</name>
    <message>
        <source>Could not read the floor</source>
        <translation>No se pudo leer el piso</translation>
    </message>
    <message>
        <source>No event open</source>
        <translation>No hay un evento abierto</translation>
    </message>
    <message>
        <source>Could not start the clock</source>
        <translation>No se pudo iniciar el reloj</translation>
    </message>
    <message>
        <source>Could not pause the clock</source>
        <translation>No se pudo pausar el reloj</translation>
    </message>
    <message>
        <source>Could not resume the clock</source>
        <translation>No se pudo reanudar el reloj</translation>
    </message>
    <message>
        <source>Could not add the extension</source>
        <translation>No se pudo dar la extensión</translation>
    </message>
    <message>
        <source>Could not log the judge call</source>
        <translation>No se pudo registrar la llamada a juez</translation>
    </message>
    <message>
        <source>Could not turn the call into a penalty</source>
        <translation>No se pudo convertir la llamada en penalización</translation>
    </message>
    <message>
        <source>Choose a judge call and one of its players</source>
        <translation>Elige una llamada a juez y uno de sus jugadores</translation>
    </message>
    <message>
        <source>Judge calls</source>
        <translation>Llamadas a juez</translation>
    </message>
    <message>
        <source>Could not register the deck</source>
        <translation>No se pudo registrar el mazo</translation>
    </message>
    <message>
        <source>%1: decklist registered</source>
        <translation>%1: lista de mazo registrada</translation>
    </message>
    <message>
        <source>Could not check the deck</source>
        <translation>No se pudo revisar el mazo</translation>
    </message>
    <message>
        <source>%1: the deck matches the registered list</source>
        <translation>%1: el mazo coincide con la lista registrada</translation>
    </message>
    <message>
        <source>%1: %2 difference(s) from the registered list</source>
        <translation>%1: %2 diferencia(s) con la lista registrada</translation>
    </message>
    <message>
        <source>Suggested penalty: %1 (the judge decides)</source>
        <translation>Penalización sugerida: %1 (decide el juez)</translation>
    </message>
    <message>
        <source>Table %1: +%2 min</source>
        <translation>Mesa %1: +%2 min</translation>
    </message>
    <message>
        <source>Deck file</source>
        <translation>Archivo de mazo</translation>
    </message>
    <message>
        <source>Deck files (*.json)</source>
        <translation>Archivos de mazo (*.json)</translation>
    </message>
    <message>
        <source>Could not edit the pairings</source>
        <translation>No se pudieron editar los emparejamientos</translation>
    </message>
    <message>
        <source>No rematch and no points gap.</source>
        <translation>Sin revanchas ni diferencias de puntos.</translation>
    </message>
    <message>
        <source>Could not publish the round</source>
        <translation>No se pudo publicar la ronda</translation>
    </message>
    <message>
        <source>Round %1 is published</source>
        <translation>La ronda %1 está publicada</translation>
    </message>
    <message>
        <source>Round %1 is a draft: printed pairings say DRAFT, the projector shows nothing of it</source>
        <translation>La ronda %1 es un borrador: los emparejamientos impresos dicen BORRADOR y el proyector no la muestra</translation>
    </message>
    <message>
        <source>Round clock</source>
        <translation>Reloj de la ronda</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Projector…</source>
        <translation>Proyector…</translation>
    </message>
    <message>
        <source>Extensions and tables still playing</source>
        <translation>Extensiones y mesas que siguen jugando</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Mesa:</translation>
    </message>
    <message>
        <source>Minutes:</source>
        <translation>Minutos:</translation>
    </message>
    <message>
        <source>Reason:</source>
        <translation>Motivo:</translation>
    </message>
    <message>
        <source>Add extension</source>
        <translation>Dar extensión</translation>
    </message>
    <message>
        <source>Judge call</source>
        <translation>Llamada a juez</translation>
    </message>
    <message>
        <source>Deck check</source>
        <translation>Revisión de mazo</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Otro</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation>Extra</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Tiempo restante</translation>
    </message>
    <message>
        <source>Judge:</source>
        <translation>Juez:</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Pregunta:</translation>
    </message>
    <message>
        <source>Ruling:</source>
        <translation>Resolución:</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Regla:</translation>
    </message>
    <message>
        <source>Extension (min):</source>
        <translation>Extensión (min):</translation>
    </message>
    <message>
        <source>Log the call</source>
        <translation>Registrar la llamada</translation>
    </message>
    <message>
        <source>Answer the selected call</source>
        <translation>Responder la llamada elegida</translation>
    </message>
    <message>
        <source>Could not answer the judge call</source>
        <translation>No se pudo responder la llamada a juez</translation>
    </message>
    <message>
        <source>Choose an open judge call (one with no ruling yet) in the list</source>
        <translation>Elija en la lista una llamada abierta (sin resolución todavía)</translation>
    </message>
    <message>
        <source>A call from a player's phone has no judge or ruling yet: choose it in the list, fill in judge, ruling (citation, minutes) and answer it here</source>
        <translation>Una llamada desde el teléfono de un jugador aún no tiene juez ni resolución: elíjala en la lista, complete juez, resolución (cita, minutos) y respóndala aquí</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Juez</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Resolución</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Penalización</translation>
    </message>
    <message>
        <source>Make it a penalty</source>
        <translation>Convertir en penalización</translation>
    </message>
    <message>
        <source>Print judge calls…</source>
        <translation>Imprimir llamadas a juez…</translation>
    </message>
    <message>
        <source>Decklists</source>
        <translation>Listas de mazo</translation>
    </message>
    <message>
        <source>Register deck…</source>
        <translation>Registrar mazo…</translation>
    </message>
    <message>
        <source>Deck check…</source>
        <translation>Revisar mazo…</translation>
    </message>
    <message>
        <source>Pairings by hand</source>
        <translation>Emparejamientos a mano</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Intercambiar</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Emparejar</translation>
    </message>
    <message>
        <source>Give bye</source>
        <translation>Dar bye</translation>
    </message>
    <message>
        <source>Publish round</source>
        <translation>Publicar ronda</translation>
    </message>
    <message>
        <source>Floor</source>
        <translation>Piso</translation>
    </message>
    <message>
        <source>Could not set the fixed seat</source>
        <translation>No se pudo fijar la mesa</translation>
    </message>
    <message>
        <source>%1 always plays at table %2</source>
        <translation>%1 juega siempre en la mesa %2</translation>
    </message>
    <message>
        <source>%1 has no fixed seat</source>
        <translation>%1 no tiene mesa fija</translation>
    </message>
    <message>
        <source>Could not keep the players apart</source>
        <translation>No se pudo separar a los jugadores</translation>
    </message>
    <message>
        <source>%1 and %2 are kept apart</source>
        <translation>%1 y %2 jugarán separados</translation>
    </message>
    <message>
        <source>Table </source>
        <translation>Mesa </translation>
    </message>
    <message>
        <source>No fixed seat</source>
        <translation>Sin mesa fija</translation>
    </message>
    <message>
        <source>Fixed seat for the first player</source>
        <translation>Mesa fija para el primer jugador</translation>
    </message>
    <message>
        <source>Keep these two apart</source>
        <translation>Separar a estos dos</translation>
    </message>
    <message>
        <source>Could not seat the players</source>
        <translation>No se pudo sentar a los jugadores</translation>
    </message>
    <message>
        <source>Random seating (seed %1)</source>
        <translation>Asientos al azar (semilla %1)</translation>
    </message>
    <message>
        <source>Seating by name</source>
        <translation>Asientos por nombre</translation>
    </message>
    <message>
        <source>Random seating</source>
        <translation>Asientos al azar</translation>
    </message>
    <message>
        <source>Could not pair the next round</source>
        <translation>No se pudo emparejar la ronda siguiente</translation>
    </message>
    <message>
        <source>Pair with results missing</source>
        <translation>Emparejar con resultados pendientes</translation>
    </message>
    <message>
        <source>Pair with results missing…</source>
        <translation>Emparejar con resultados pendientes…</translation>
    </message>
    <message>
        <source>Some tables of this round have no result. Pair the next round anyway? The override is written in the audit log.</source>
        <translation>Algunas mesas de esta ronda no tienen resultado. ¿Emparejar la ronda siguiente de todos modos? La excepción queda en el registro de auditoría.</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <source>Your table on your phone:</source>
        <translation>Tu mesa en el teléfono:</translation>
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
        <translation>%1 — ronda %2</translation>
    </message>
    <message>
        <source>Table %1 +%2 min</source>
        <translation>Mesa %1 +%2 min</translation>
    </message>
    <message>
        <source>Extensions: %1</source>
        <translation>Extensiones: %1</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>descanso (bye)</translation>
    </message>
    <message>
        <source>%1  —  table %2  —  %3</source>
        <translation>%1  —  mesa %2  —  %3</translation>
    </message>
    <message>
        <source>Pairings by name</source>
        <translation>Emparejamientos por nombre</translation>
    </message>
    <message>
        <source>Pairings not published yet</source>
        <translation>Los emparejamientos aún no se publican</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
</context>
<context>
    <name>InteropActions</name>
    <message>
        <source>Saved: %1</source>
        <translation>Guardado: %1</translation>
    </message>
    <message>
        <source>&amp;Import event (TOM .tdf or archive .zip)…</source>
        <translation>&amp;Importar evento (TOM .tdf o archivo .zip)…</translation>
    </message>
    <message>
        <source>Import a &amp;round paired elsewhere (CSV)…</source>
        <translation>Importar una &amp;ronda emparejada en otra herramienta (CSV)…</translation>
    </message>
    <message>
        <source>E&amp;xport event to TOM (.tdf)…</source>
        <translation>E&amp;xportar evento a TOM (.tdf)…</translation>
    </message>
    <message>
        <source>&amp;Archive event (.zip)…</source>
        <translation>&amp;Archivar evento (.zip)…</translation>
    </message>
    <message>
        <source>No database</source>
        <translation>Sin base de datos</translation>
    </message>
    <message>
        <source>The database could not be opened.</source>
        <translation>No se pudo abrir la base de datos.</translation>
    </message>
    <message>
        <source>No event</source>
        <translation>Ningún evento</translation>
    </message>
    <message>
        <source>Open or create an event first.</source>
        <translation>Primero abre o crea un evento.</translation>
    </message>
    <message>
        <source>Import event</source>
        <translation>Importar evento</translation>
    </message>
    <message>
        <source>Event files (*.tdf *.zip);;TOM files (*.tdf);;Juez archives (*.zip)</source>
        <translation>Archivos de evento (*.tdf *.zip);;Archivos de TOM (*.tdf);;Archivos de Juez (*.zip)</translation>
    </message>
    <message>
        <source>Imported from the archive.</source>
        <translation>Importado del archivo.</translation>
    </message>
    <message>
        <source>%1 players and %2 rounds imported.</source>
        <translation>Se importaron %1 jugadores y %2 rondas.</translation>
    </message>
    <message>
        <source>Juez's standings differ from the file's in %1 places:</source>
        <translation>La clasificación de Juez difiere de la del archivo en %1 lugares:</translation>
    </message>
    <message>
        <source>Could not import the event</source>
        <translation>No se pudo importar el evento</translation>
    </message>
    <message>
        <source>Event imported</source>
        <translation>Evento importado</translation>
    </message>
    <message>
        <source>Import a round</source>
        <translation>Importar una ronda</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Archivos CSV (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Could not import the round</source>
        <translation>No se pudo importar la ronda</translation>
    </message>
    <message>
        <source>Round imported</source>
        <translation>Ronda importada</translation>
    </message>
    <message>
        <source>Round %1: %2 tables.</source>
        <translation>Ronda %1: %2 mesas.</translation>
    </message>
    <message>
        <source>Could not export the event</source>
        <translation>No se pudo exportar el evento</translation>
    </message>
    <message>
        <source>Export to TOM</source>
        <translation>Exportar a TOM</translation>
    </message>
    <message>
        <source>TOM files (*.tdf)</source>
        <translation>Archivos de TOM (*.tdf)</translation>
    </message>
    <message>
        <source>Could not archive the event</source>
        <translation>No se pudo archivar el evento</translation>
    </message>
    <message>
        <source>Archive event</source>
        <translation>Archivar evento</translation>
    </message>
    <message>
        <source>Juez archives (*.zip)</source>
        <translation>Archivos de Juez (*.zip)</translation>
    </message>
    <message>
        <source>Export the &amp;players (CSV)…</source>
        <translation>Exportar los &amp;jugadores (CSV)…</translation>
    </message>
    <message>
        <source>CSV &amp;options…</source>
        <translation>&amp;Opciones de CSV…</translation>
    </message>
    <message>
        <source>Could not export the players</source>
        <translation>No se pudo exportar a los jugadores</translation>
    </message>
    <message>
        <source>Export the players</source>
        <translation>Exportar a los jugadores</translation>
    </message>
</context>
<context>
    <name>CsvOptionsDialog</name>
    <message>
        <source>CSV options</source>
        <translation>Opciones de CSV</translation>
    </message>
    <message>
        <source>English (rank, name, points…)</source>
        <translation>Inglés (rank, name, points…)</translation>
    </message>
    <message>
        <source>Spanish (puesto, nombre, puntos…)</source>
        <translation>Español (puesto, nombre, puntos…)</translation>
    </message>
    <message>
        <source>Header row</source>
        <translation>Fila de encabezados</translation>
    </message>
    <message>
        <source>Comma (,), decimal point</source>
        <translation>Coma (,), punto decimal</translation>
    </message>
    <message>
        <source>Semicolon (;), decimal comma — a spreadsheet in Spanish</source>
        <translation>Punto y coma (;), coma decimal — una hoja de cálculo en español</translation>
    </message>
    <message>
        <source>Separator</source>
        <translation>Separador</translation>
    </message>
    <message>
        <source>Byte-order mark (some tools read it as part of the first header)</source>
        <translation>Marca de orden de bytes (BOM; algunas herramientas la leen como parte del primer encabezado)</translation>
    </message>
</context>
<context>
    <name>RecordingPanel</name>
    <message numerus="yes">
        <source>%n events</source>
        <translation>
            <numerusform>%n evento</numerusform>
            <numerusform>%n eventos</numerusform>
        </translation>
    </message>
    <message>
        <source>Table of a match log</source>
        <translation>Mesa de un registro de partida</translation>
    </message>
    <message>
        <source>Match logs (*.json)</source>
        <translation>Registros de partida (*.json)</translation>
    </message>
    <message>
        <source>Deck file</source>
        <translation>Archivo de mazo</translation>
    </message>
    <message>
        <source>Deck files (*.json)</source>
        <translation>Archivos de mazo (*.json)</translation>
    </message>
    <message>
        <source>Not a JSON event: %1</source>
        <translation>No es un evento JSON: %1</translation>
    </message>
    <message>
        <source>No offered action matches “%1”.</source>
        <translation>Ninguna acción ofrecida coincide con «%1».</translation>
    </message>
    <message>
        <source>Last event undone.</source>
        <translation>Último evento deshecho.</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exportado a %1</translation>
    </message>
    <message>
        <source>Export the match log</source>
        <translation>Exportar el registro de partida</translation>
    </message>
    <message>
        <source>This would be flagged: %1</source>
        <translation>Esto se marcaría: %1</translation>
    </message>
    <message>
        <source>No violation at this event.</source>
        <translation>Sin infracción en este evento.</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Regla:</translation>
    </message>
    <message>
        <source>What follows:</source>
        <translation>Qué sigue:</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>evento %1</translation>
    </message>
    <message>
        <source>Violation</source>
        <translation>Infracción</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <source>Record a match</source>
        <translation>Registrar una partida</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Juego:</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>Jugador %1:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <source>Deck file of %1</source>
        <translation>Archivo de mazo de %1</translation>
    </message>
    <message>
        <source>Rival cards to send to Extinción to win:</source>
        <translation>Cartas rivales a enviar a Extinción para ganar:</translation>
    </message>
    <message>
        <source>Teams (player numbers, / between teams):</source>
        <translation>Equipos (números de jugador, / entre equipos):</translation>
    </message>
    <message>
        <source>Teams: the players' numbers, a / between teams (1 3 / 2 4)</source>
        <translation>Equipos: los números de los jugadores, una / entre equipos (1 3 / 2 4)</translation>
    </message>
    <message>
        <source>The table's deck file (the whole deck, top first; dealt from the top unless it says how)</source>
        <translation>El archivo de mazo de la mesa (el mazo entero, de arriba abajo; se reparte desde arriba si no dice cómo se repartió)</translation>
    </message>
    <message>
        <source>The table of a match log (a sample is the card set's demo table; a log with a position starts there)</source>
        <translation>La mesa de un registro de partida (un ejemplo es la mesa de demostración del set de cartas; un registro con una posición empieza en ella)</translation>
    </message>
    <message>
        <source>The players' deck files</source>
        <translation>Los archivos de mazo de los jugadores</translation>
    </message>
    <message>
        <source>Start recording (Ctrl+Enter)</source>
        <translation>Empezar a registrar (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>Recordings (resume where it stopped)</source>
        <translation>Registros (continuar donde se quedó)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Offered actions (1–9)</source>
        <translation>Acciones ofrecidas (1–9)</translation>
    </message>
    <message>
        <source>Type an event in notation (or words to filter the offers); Enter records it</source>
        <translation>Escribe un evento en notación (o palabras para filtrar las ofertas); Intro lo registra</translation>
    </message>
    <message>
        <source>Recorded events</source>
        <translation>Eventos registrados</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Deshacer (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Export log (Ctrl+S)</source>
        <translation>Exportar registro (Ctrl+S)</translation>
    </message>
    <message>
        <source>Open in the replay</source>
        <translation>Abrir en la reproducción</translation>
    </message>
    <message>
        <source>Close recording</source>
        <translation>Cerrar el registro</translation>
    </message>
</context>
<context>
    <name>_Launcher</name>
    <message>
        <source>&amp;Record a match…</source>
        <translation>&amp;Registrar una partida…</translation>
    </message>
    <message>
        <source>Record onward from this step of the replay</source>
        <translation>Registrar desde este paso de la reproducción</translation>
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
        <translation>Buchholz Corte-1 (3 / 1 / 0)</translation>
    </message>
    <message>
        <source>Median Buchholz (3 / 1 / 0)</source>
        <translation>Buchholz mediano (3 / 1 / 0)</translation>
    </message>
    <message>
        <source>Chess scoring 1 / ½ / 0: Buchholz, Sonneborn–Berger</source>
        <translation>Ajedrez 1 / ½ / 0: Buchholz, Sonneborn–Berger</translation>
    </message>
    <message>
        <source>Chess scoring 1 / ½ / 0: Buchholz Cut-1</source>
        <translation>Ajedrez 1 / ½ / 0: Buchholz Corte-1</translation>
    </message>
    <message>
        <source>Chess scoring 1 / ½ / 0: Median Buchholz</source>
        <translation>Ajedrez 1 / ½ / 0: Buchholz mediano</translation>
    </message>
    <message>
        <source>Magic Tournament Rules (OMW%, GW%, OGW%)</source>
        <translation>Reglas de torneo de Magic (OMW%, GW%, OGW%)</translation>
    </message>
    <message>
        <source>Play! Pokémon (resistance)</source>
        <translation>Play! Pokémon (resistencia)</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <source>Edit penalty %1</source>
        <translation>Editar la sanción %1</translation>
    </message>
    <message>
        <source>Infraction:</source>
        <translation>Infracción:</translation>
    </message>
    <message>
        <source>Judge:</source>
        <translation>Juez:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Nota:</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Sanción:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Ronda:</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Regla:</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Mesa:</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>Edit player %1</source>
        <translation>Editar al jugador %1</translation>
    </message>
    <message>
        <source>Membership id (optional)</source>
        <translation>Número de membresía (opcional)</translation>
    </message>
    <message>
        <source>Membership id:</source>
        <translation>Membresía:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
</context>
<context>
    <name>AttachLogDialog</name>
    <message>
        <source>Attach the match log to a table</source>
        <translation>Adjuntar el registro a una mesa</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Evento:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Ronda:</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Mesa:</translation>
    </message>
    <message>
        <source>At that table:</source>
        <translation>En esa mesa:</translation>
    </message>
    <message>
        <source>No event of this game in the database.</source>
        <translation>No hay eventos de este juego en la base de datos.</translation>
    </message>
    <message>
        <source>The round has no table %1.</source>
        <translation>La ronda no tiene la mesa %1.</translation>
    </message>
    <message>
        <source>Reading the event…</source>
        <translation>Leyendo el evento…</translation>
    </message>
</context>
<context>
    <name>ViolationPenaltyDialog</name>
    <message>
        <source>Issue a penalty for event %1</source>
        <translation>Sancionar el evento %1</translation>
    </message>
    <message>
        <source>Pick an infraction…</source>
        <translation>Elige una infracción…</translation>
    </message>
    <message>
        <source>Round %1, table %2</source>
        <translation>Ronda %1, mesa %2</translation>
    </message>
    <message>
        <source>Violation:</source>
        <translation>Infracción detectada:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <source>Infraction:</source>
        <translation>Infracción:</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Penalización:</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Regla:</translation>
    </message>
    <message>
        <source>Where:</source>
        <translation>Dónde:</translation>
    </message>
    <message>
        <source>Judge:</source>
        <translation>Juez:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Nota:</translation>
    </message>
    <message>
        <source>The match log is attached to the penalty as its written ruling.</source>
        <translation>El registro de partida queda adjunto a la penalización como su resolución escrita.</translation>
    </message>
    <message>
        <source>Issue penalty</source>
        <translation>Sancionar</translation>
    </message>
    <message>
        <source>Caution</source>
        <translation>Amonestación</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <source>Turn loss</source>
        <translation>Pérdida de turno</translation>
    </message>
    <message>
        <source>Card to Extinción</source>
        <translation>Carta a Extinción</translation>
    </message>
    <message>
        <source>Game loss</source>
        <translation>Pérdida de juego</translation>
    </message>
    <message>
        <source>Match loss</source>
        <translation>Pérdida de partida</translation>
    </message>
    <message>
        <source>Disqualification</source>
        <translation>Descalificación</translation>
    </message>
</context>
<context>
    <name>MatchLogActions</name>
    <message>
        <source>Not attached to an event</source>
        <translation>No adjunto a un evento</translation>
    </message>
    <message>
        <source>Attached: %1 (%2)</source>
        <translation>Adjunto: %1 (%2)</translation>
    </message>
    <message>
        <source>Could not attach the match log</source>
        <translation>No se pudo adjuntar el registro de partida</translation>
    </message>
    <message>
        <source>Could not prepare the penalty</source>
        <translation>No se pudo preparar la penalización</translation>
    </message>
    <message>
        <source>Could not issue the penalty</source>
        <translation>No se pudo emitir la penalización</translation>
    </message>
    <message>
        <source>Choose the player.</source>
        <translation>Elige al jugador.</translation>
    </message>
    <message>
        <source>Penalty %1 issued to %2; the ruling is attached</source>
        <translation>Penalización %1 para %2; la resolución queda adjunta</translation>
    </message>
    <message>
        <source>Attach to a table…</source>
        <translation>Adjuntar a una mesa…</translation>
    </message>
    <message>
        <source>Attach this match log to a round and table of an event</source>
        <translation>Adjuntar este registro a una ronda y mesa de un evento</translation>
    </message>
    <message>
        <source>Issue penalty…</source>
        <translation>Sancionar…</translation>
    </message>
    <message>
        <source>Penalize the chosen violation: the form comes filled in (Ctrl+Shift+S)</source>
        <translation>Sancionar la infracción elegida: el formulario viene relleno (Ctrl+Shift+S)</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Buscar en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Archivos de &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>Operations</name>
    <message>
        <location filename="../../ui/operations.py" line="1"/>
        <source>Could not check the event for changes</source>
        <translation>No se pudo comprobar si el evento cambió</translation>
    </message>
</context>
<context>
    <name>DatabaseProblem</name>
    <message>
        <location filename="../../ui/backups.py" line="1"/>
        <source>Could not open the database %1</source>
        <translation>No se pudo abrir la base de datos %1</translation>
    </message>
    <message>
        <location filename="../../ui/backups.py" line="1"/>
        <source>The newest backup (event %1, taken %2) can replace it; the damaged file is kept beside it, unchanged.</source>
        <translation>La copia de seguridad más reciente (evento %1, tomada el %2) puede reemplazarla; el archivo dañado se conserva a su lado, sin cambios.</translation>
    </message>
    <message>
        <location filename="../../ui/backups.py" line="1"/>
        <source>&amp;Restore the newest backup</source>
        <translation>&amp;Restaurar la copia más reciente</translation>
    </message>
    <message>
        <location filename="../../ui/backups.py" line="1"/>
        <source>Could not restore the backup</source>
        <translation>No se pudo restaurar la copia de seguridad</translation>
    </message>
</context>
<context>
    <name>ViolationDetail</name>
    <message>
        <source>No violation at this event.</source>
        <translation>Ninguna infracción en este evento.</translation>
    </message>
    <message>
        <source>Rule:</source>
        <translation>Regla:</translation>
    </message>
    <message>
        <source>What follows:</source>
        <translation>Consecuencia:</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>evento %1</translation>
    </message>
    <message>
        <source>Violation</source>
        <translation>Infracción</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
</context>
<context>
    <name>PhoneReports</name>
    <message>
        <source>drops</source>
        <translation>se retira</translation>
    </message>
    <message>
        <source>Table %1 from the phones: %2 — %3</source>
        <translation>Mesa %1 desde los teléfonos: %2 — %3</translation>
    </message>
    <message>
        <source>Reports from the phones: %1</source>
        <translation>Informes desde los teléfonos: %1</translation>
    </message>
    <message>
        <source>waiting for the opponent</source>
        <translation>falta el rival</translation>
    </message>
    <message>
        <source>agreed</source>
        <translation>coinciden</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>en disputa</translation>
    </message>
    <message>
        <source>drop pending</source>
        <translation>retiro pendiente</translation>
    </message>
    <message>
        <source>Could not accept the report</source>
        <translation>No se pudo aceptar el informe</translation>
    </message>
    <message>
        <source>Table %1 has no report from the phones</source>
        <translation>La mesa %1 no tiene informe desde los teléfonos</translation>
    </message>
    <message>
        <source>Table %1: the phones&apos; report was accepted</source>
        <translation>Mesa %1: se aceptó el informe de los teléfonos</translation>
    </message>
    <message>
        <source>Accept phone report (F7)</source>
        <translation>Aceptar informe del teléfono (F7)</translation>
    </message>
    <message>
        <source>Enter the selected table&apos;s report from the phones; for a disputed one, type the score the desk decides in the entry line first</source>
        <translation>Anota el informe de los teléfonos de la mesa elegida; si está en disputa, escribe antes en la línea de entrada el resultado que decide la mesa de organización</translation>
    </message>
</context>
<context>
    <name>PortalBox</name>
    <message>
        <source>every network</source>
        <translation>todas las redes</translation>
    </message>
    <message>
        <source>this computer only</source>
        <translation>solo este equipo</translation>
    </message>
    <message>
        <source>Could not start the players&apos; portal</source>
        <translation>No se pudo iniciar el portal de jugadores</translation>
    </message>
    <message>
        <source>No event open</source>
        <translation>No hay un evento abierto</translation>
    </message>
    <message>
        <source>judge call</source>
        <translation>llamada a juez</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>falta el rival</translation>
    </message>
    <message>
        <source>agreed</source>
        <translation>coinciden</translation>
    </message>
    <message>
        <source>disputed</source>
        <translation>en disputa</translation>
    </message>
    <message>
        <source>drop pending</source>
        <translation>retiro pendiente</translation>
    </message>
    <message>
        <source>drops</source>
        <translation>se retira</translation>
    </message>
    <message>
        <source>Could not accept the report</source>
        <translation>No se pudo aceptar el informe</translation>
    </message>
    <message>
        <source>Choose a report from the phones</source>
        <translation>Elige un informe de los teléfonos</translation>
    </message>
    <message>
        <source>Could not change the setting</source>
        <translation>No se pudo cambiar el ajuste</translation>
    </message>
    <message>
        <source>Phones open %1</source>
        <translation>Los teléfonos abren %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>Off: players see nothing until it is started</source>
        <translation>Apagado: los jugadores no ven nada hasta que se inicie</translation>
    </message>
    <message>
        <source>Players&apos; portal</source>
        <translation>Portal de jugadores</translation>
    </message>
    <message>
        <source>Interface:</source>
        <translation>Interfaz:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Puerto:</translation>
    </message>
    <message>
        <source>any free</source>
        <translation>cualquiera libre</translation>
    </message>
    <message>
        <source>0: any free port</source>
        <translation>0: cualquier puerto libre</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Enter agreed reports by themselves</source>
        <translation>Anotar solos los informes que coinciden</translation>
    </message>
    <message>
        <source>When both players&apos; phones report the same result (and nobody drops), it is entered without the desk. Audited.</source>
        <translation>Cuando los teléfonos de ambos jugadores informan el mismo resultado (y nadie se retira), se anota sin la mesa de organización. Queda en la auditoría.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>From the phones</source>
        <translation>Desde los teléfonos</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Enter the selected table&apos;s agreed report; a disputed one is settled in Rounds and results (F7) with the result the desk decides</source>
        <translation>Anota el informe coincidente de la mesa elegida; uno en disputa se resuelve en Rondas y resultados (F7) con el resultado que decide la mesa de organización</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <!-- the keys as a Spanish keyboard labels them (Qt's own Spanish says "Control",
         "Mayúsculas", "Suprimir": menus showed "Control+N"); this file is installed after
         qtbase_es, so these win -->
    <message>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Mayús</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Supr</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
</context>
</TS>
