"""The recording panel: make a match log at the table, event by event, from the keyboard.

Start a match (game, variant, as many players as the game and variant allow — 3 to 8
in Kódem's multiplayer variants (with Cazador's and Manada's target and teams), up to
4 in Códigos —, their deck files — one deck file
for the table in Tótems and Códigos, dealt from the top unless it says how — or the
table of a log: a shipped sample is the card set's demo table, a log with a
``position`` starts from that board), start onward from the step the replay shows
(File › Record onward from this step, Ctrl+Shift+G: a reconstruction from a position),
or resume a recording; Ctrl+Enter starts. Then
each event is entered as one of the offered actions (keys 1–9 on an empty line,
Alt+1–9 always) or typed on the line as one line of the typed notation
(``judge_app.notation``: ``ataca Itzal > kuma2 3``, turn and player carried
from the event before; ``{json}`` is one event as JSON); words that are not a
notation line filter the offers and Enter enters the highlighted one. The
board shows what the typed event or the highlighted offer would do before it
is entered, and the recorded events read in words; a
violation shows the moment it happens, with its citation (a click opens the
rulebook). Ctrl+Z undoes the last event, Ctrl+S exports the log. Every event is
committed to the recording's journal before the panel moves on
(``judge_app.recording``), a few milliseconds: no file dialog or database work
happens on a keypress.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from judge_app.games import game_info, get_game, known_games
from judge_app.logs.errors import LogError
from judge_app.names import fold
from judge_app.output import OutputRefused, write_output
from judge_app.recording import RecordingSession, Suggestion, list_recordings
from judge_app.recording.hooks import recorder_for
from judge_app.recording.setup import (
    default_teams,
    envelope_at,
    envelope_at_table,
    envelope_from_deck_files,
    envelope_from_log,
    parse_teams,
    player_range,
    with_start_agreements,
)
from judge_app.recording.typed import LineProblem, TypedLines
from judge_app.violations import Citation, Lang, Violation
from ui.board import BoardWidget
from ui.common import violations_html

DIGIT_KEYS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(1, 10)}
MAX_PLAYERS = 8
"""The most players any game allows (Kódem's multiplayer variants, 8.1)."""
DEFAULT_NAMES = ("Ana", "Luis", "Bea", "Carlos", "Dani", "Eva", "Fer", "Gabi")


def demo_table(game: str, variant: str | None = None) -> Path | None:
    """The sample log whose table is the game's demo table for ``variant`` (the core decides:
    :meth:`judge_app.games.GameInfo.demo_table`)."""
    return game_info(game).demo_table(variant)


class _LineKeys(QObject):
    """Digits on an empty line choose an offer; Up/Down move through the offers; Ctrl+Z on an
    empty line undoes the last event (with text, it undoes the typing)."""

    def __init__(self, panel: RecordingPanel) -> None:
        super().__init__(panel)
        self.panel = panel

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride)
                and isinstance(event, QKeyEvent) and not self.panel.line.text()
                and event.matches(QKeySequence.StandardKey.Undo)):
            if event.type() == QEvent.Type.KeyPress:  # an empty line has nothing to undo:
                self.panel.undo()                     # Ctrl+Z takes back the last event
            event.accept()
            return event.type() == QEvent.Type.KeyPress
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            mods = event.modifiers()
            if key in DIGIT_KEYS and (mods & Qt.KeyboardModifier.AltModifier
                                      or not self.panel.line.text()):
                self.panel.enter_offer(DIGIT_KEYS[Qt.Key(key)])
                return True
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
                row = self.panel.offers.currentRow() + (1 if key == Qt.Key.Key_Down else -1)
                if 0 <= row < self.panel.offers.count():
                    self.panel.offers.setCurrentRow(row)
                return True
        return False


class RecordingPanel(QWidget):
    """Start or resume a recording, then record it event by event."""

    citationActivated = Signal(object)
    """A citation link was clicked (a :class:`Citation`): the main window opens the rulebook."""
    openInReplay = Signal(str)
    """The exported log should be opened in the replay workspace."""

    def __init__(self, language: Callable[[], str] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("recordingPanel")
        self._language = language or (lambda: "es")
        self.session: RecordingSession | None = None
        self.typed: TypedLines | None = None
        self.exported: Path | None = None
        self.last_error = ""
        self._shown: list[Suggestion] = []
        self.stack = QStackedWidget()
        self.stack.addWidget(self._build_start())
        self.stack.addWidget(self._build_record())
        layout = QVBoxLayout(self)
        layout.addWidget(self.stack)
        self.retranslate()
        self._game_changed()
        self._fill_resume()

    @property
    def lang(self) -> Lang:
        return "en" if self._language() == "en" else "es"

    # ------------------------------------------------------------------ start page
    def _build_start(self) -> QWidget:
        page = QWidget()
        self.game = QComboBox()
        self.game.setObjectName("recGame")
        for key in known_games():
            self.game.addItem(get_game(key).title, key)
        self.variant = QComboBox()
        self.variant.setObjectName("recVariant")
        self.player_count = QSpinBox()
        self.player_count.setObjectName("recPlayers")
        self.player_count.setRange(2, 2)
        self.target_count = QSpinBox()  # Cazador and Manada: cards to send to Extinción
        self.target_count.setObjectName("recTargetCount")
        self.target_count.setRange(1, 99)
        self.target_count.setValue(6)
        self.teams = QLineEdit()  # Manada: teams by player number, "1 3 / 2 4"
        self.teams.setObjectName("recTeams")
        self.names = [QLineEdit(name) for name in DEFAULT_NAMES[:MAX_PLAYERS]]
        for i, edit in enumerate(self.names):
            edit.setObjectName(f"recName{i + 1}")
        self.from_decks = QRadioButton()
        self.from_log = QRadioButton()
        self.from_log.setChecked(True)
        self.deck_paths = [QLineEdit() for _ in range(MAX_PLAYERS)]
        for i, edit in enumerate(self.deck_paths):
            edit.setObjectName(f"recDeck{i + 1}")
        self.log_path = QLineEdit()
        self.log_path.setObjectName("recTablePath")
        self.start_button = QPushButton()
        self.start_button.setObjectName("recStart")
        self.resume_list = QListWidget()
        self.resume_list.setObjectName("recResumeList")
        # an entry (date · game · players · events) wraps, never cut (issue 23 §15)
        self.resume_list.setWordWrap(True)
        self.resume_list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.resume_list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.resume_button = QPushButton()
        self.start_error = QLabel()
        self.start_error.setStyleSheet("color: #c62828")
        self.start_error.setWordWrap(True)

        form = QFormLayout()
        self.form = form
        self.game_label, self.variant_label = QLabel(), QLabel()
        self.count_label = QLabel()
        form.addRow(self.game_label, self.game)
        form.addRow(self.variant_label, self.variant)
        form.addRow(self.count_label, self.player_count)
        self.target_label, self.teams_label = QLabel(), QLabel()
        form.addRow(self.target_label, self.target_count)
        form.addRow(self.teams_label, self.teams)
        self.player_labels = [QLabel() for _ in self.names]
        for label, edit in zip(self.player_labels, self.names, strict=True):
            form.addRow(label, edit)
        form.addRow(self.from_log)
        self.browse_log = QPushButton("…")
        row = QHBoxLayout()
        row.addWidget(self.log_path, 1)
        row.addWidget(self.browse_log)
        form.addRow(row)
        form.addRow(self.from_decks)
        self.browse_decks: list[QPushButton] = []
        self.deck_rows: list[QHBoxLayout] = []
        for edit in self.deck_paths:
            button = QPushButton("…")
            self.browse_decks.append(button)
            row = QHBoxLayout()
            row.addWidget(edit, 1)
            row.addWidget(button)
            form.addRow(row)
            self.deck_rows.append(row)
        form.addRow(self.start_button)
        form.addRow(self.start_error)
        self.resume_label = QLabel()
        left = QWidget()
        left.setLayout(form)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.addWidget(self.resume_label)
        right_layout.addWidget(self.resume_list, 1)
        right_layout.addWidget(self.resume_button)
        layout = QHBoxLayout(page)
        layout.addWidget(left, 3)
        layout.addWidget(right, 2)

        self.game.currentIndexChanged.connect(lambda _i: self._game_changed())
        self.variant.currentIndexChanged.connect(lambda _i: self._variant_changed())
        self.player_count.valueChanged.connect(lambda _n: self._show_player_rows())
        for edit in self.names:
            edit.textChanged.connect(lambda _t: self.retranslate_start())
        self.start_button.clicked.connect(self._start_clicked)
        start = QAction(page)  # Ctrl+Enter starts from anywhere on the start page
        start.setShortcuts([QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])
        start.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        start.triggered.connect(lambda _checked=False: self._start_clicked())
        page.addAction(start)
        self.resume_button.clicked.connect(self._resume_clicked)
        self.resume_list.itemActivated.connect(lambda _item: self._resume_clicked())
        self.browse_log.clicked.connect(self._browse_log)
        for i, button in enumerate(self.browse_decks):
            button.clicked.connect(lambda _c=False, i=i: self._browse_deck(i))
        return page

    def _game_changed(self) -> None:
        key = str(self.game.currentData())
        self.variant.blockSignals(True)
        self.variant.clear()
        self.variant.addItems(list(get_game(key).variants))
        self.variant.blockSignals(False)
        self._variant_changed()

    def _variant_changed(self) -> None:
        """The players the game and variant allow, and a demo table that fits them."""
        key = str(self.game.currentData())
        variant = self.variant.currentText()
        low, high = player_range(key, variant)
        self.player_count.setRange(low, high)
        self.player_count.setValue(max(low, min(high, self.player_count.value())))
        table = demo_table(key, variant)
        self.log_path.setText(str(table) if table else "")
        if table is not None and table.is_file():
            try:
                count = len(envelope_from_log(table).get("players", []))
            except LogError:
                count = low
            self.player_count.setValue(max(low, min(high, count)))
        self._show_player_rows()

    @property
    def shared_table(self) -> bool:
        """The game is dealt from one deck (Tótems, Códigos): one deck file for the table."""
        return recorder_for(str(self.game.currentData())).shared_table

    def _show_player_rows(self) -> None:
        """One name per player; one deck file per player, or one for a shared table."""
        count = self.player_count.value()
        decks = 1 if self.shared_table else count
        for i, edit in enumerate(self.names):
            self.form.setRowVisible(edit, i < count)
        for i, row in enumerate(self.deck_rows):
            self.form.setRowVisible(row, i < decks)
        variant = self.variant.currentText()
        target, teams = recorder_for(str(self.game.currentData())).agreed_at_start(variant)
        self.form.setRowVisible(self.target_count, target)
        self.form.setRowVisible(self.teams, teams)
        if teams and parse_teams(self.teams.text(), count) is None:
            self.teams.setText(default_teams(count))
        self.retranslate_start()

    def _fill_resume(self) -> None:
        self.resume_list.clear()
        for info in list_recordings():
            title = get_game(info.game).title if info.game in known_games() else info.game
            text = (f"{info.created[:16].replace('T', ' ')} · {title} · "
                    f"{' – '.join(info.players)} · "
                    + self.tr("%n events", "", info.events))
            item = QListWidgetItem(text)
            item.setToolTip(text)
            item.setData(Qt.ItemDataRole.UserRole, str(info.path))
            self.resume_list.addItem(item)
        if self.resume_list.count():
            self.resume_list.setCurrentRow(0)

    def _browse_log(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Table of a match log"),
                                              self.log_path.text(),
                                              self.tr("Match logs (*.json)"))
        if path:
            self.log_path.setText(path)
            self.from_log.setChecked(True)

    def _browse_deck(self, index: int) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Deck file"), "",
                                              self.tr("Deck files (*.json)"))
        if path:
            self.deck_paths[index].setText(path)
            self.from_decks.setChecked(True)

    def players(self) -> list[tuple[str, str]]:
        """The players as (id, name) from the form (as many as the Players box says)."""
        return [(f"P{i + 1}", edit.text().strip() or f"P{i + 1}")
                for i, edit in enumerate(self.names[:self.player_count.value()])]

    def _start_clicked(self) -> None:
        game = str(self.game.currentData())
        try:
            if self.from_decks.isChecked():
                decks = 1 if self.shared_table else self.player_count.value()
                envelope = envelope_from_deck_files(game, self.variant.currentText(),
                                                    self.players(),
                                                    [e.text() for e in self.deck_paths[:decks]])
            else:
                envelope = envelope_at_table(self.log_path.text(), game,
                                             self.variant.currentText(), self.players())
        except LogError as exc:
            self.start_error.setText(str(exc))
            return
        agreed = with_start_agreements(envelope, game, self.variant.currentText(),
                                       self.target_count.value(), self.teams.text(),
                                       self.player_count.value())
        if agreed is None:
            self.start_error.setText(self.tr(
                "Teams: the players' numbers, a / between teams (1 3 / 2 4)"))
            return
        self.start_from_envelope(agreed)

    def start_from_envelope(self, envelope: dict[str, Any], path: Path | None = None) -> bool:
        """Start recording a new match (``False`` and the reason shown if it cannot start)."""
        try:
            session = RecordingSession.start(envelope, path)
        except LogError as exc:
            self.start_error.setText(str(exc))
            return False
        self._begin(session)
        return True

    def start_from_replay(self, replay: Any, seq: int) -> bool:
        """Start recording onward from the board after event ``seq`` of a replayed log (a
        reconstruction): the new log starts from that position (docs/extensions.md)."""
        try:
            envelope = envelope_at(replay, seq)
        except LogError as exc:
            self.start_error.setText(str(exc))
            return False
        return self.start_from_envelope(envelope)

    def _resume_clicked(self) -> None:
        item = self.resume_list.currentItem()
        if item is not None:
            self.open_recording(Path(str(item.data(Qt.ItemDataRole.UserRole))))

    def open_recording(self, path: Path) -> bool:
        """Resume a recording where it stopped."""
        try:
            session = RecordingSession.open(path)
        except LogError as exc:
            self.start_error.setText(str(exc))
            return False
        self._begin(session)
        return True

    def _begin(self, session: RecordingSession) -> None:
        if self.session is not None:
            self.session.close()
        self.session = session
        self.typed = TypedLines(session)
        self.exported = None
        self.start_error.clear()
        self._say(None)  # nothing of the previous recording ("Exported to …") stays
        self.last_error = ""
        ids = session.log.player_ids
        self.board.bottom_player = ids[0] if ids else None
        self.board.seated = frozenset(ids)
        self.events.clear()
        for seq, event in enumerate(session.events, start=1):
            self._add_event_row(seq, event)
        self.stack.setCurrentIndex(1)
        self._refresh()
        self._show_violations(session.violations_at(len(session)) if len(session)
                              else session.violations_at(0))
        self.line.setFocus()

    # ------------------------------------------------------------------ record page
    def _build_record(self) -> QWidget:
        page = QWidget()
        self.title = QLabel()
        self.title.setObjectName("recTitle")
        self.board = BoardWidget()
        self.offers = QListWidget()
        self.offers.setObjectName("recOffers")
        self.line = QLineEdit()
        self.line.setObjectName("recLine")
        self.line.installEventFilter(_LineKeys(self))
        self.events = QListWidget()
        self.events.setObjectName("recEvents")
        self.detail = QTextBrowser()
        self.detail.setObjectName("recViolations")
        self.detail.setOpenLinks(False)
        self.detail.setMaximumHeight(170)
        self.status = QLabel()
        self.status.setObjectName("recStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)  # every text set here is escaped
        self.undo_button = QPushButton()
        self.export_button = QPushButton()
        self.replay_button = QPushButton()
        self.close_button = QPushButton()

        self.offers_label, self.line_label, self.events_label = QLabel(), QLabel(), QLabel()
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.offers_label)
        side_layout.addWidget(self.offers, 2)
        side_layout.addWidget(self.line_label)
        side_layout.addWidget(self.line)
        side_layout.addWidget(self.status)
        side_layout.addWidget(self.events_label)
        side_layout.addWidget(self.events, 2)
        side_layout.addWidget(self.detail)
        buttons = QHBoxLayout()
        for button in (self.undo_button, self.export_button, self.replay_button,
                       self.close_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            buttons.addWidget(button)
        side_layout.addLayout(buttons)
        split = QSplitter()
        split.addWidget(self.board)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        layout = QVBoxLayout(page)
        layout.addWidget(self.title)
        layout.addWidget(split, 1)

        self.act_undo = self._shortcut(QKeySequence.StandardKey.Undo, self.undo)
        self.act_export = self._shortcut(QKeySequence.StandardKey.Save, self.export_dialog)
        self.undo_button.clicked.connect(self.undo)
        self.export_button.clicked.connect(self.export_dialog)
        self.replay_button.clicked.connect(self._open_in_replay)
        self.close_button.clicked.connect(self.close_recording)
        self.line.textChanged.connect(self._typed)
        self.line.returnPressed.connect(self.enter_line)
        self.offers.currentRowChanged.connect(lambda _row: self._preview_current())
        self.offers.itemActivated.connect(
            lambda item: self.enter_offer(self.offers.row(item) + 1))
        self.events.currentRowChanged.connect(self._event_selected)
        self.detail.anchorClicked.connect(lambda url: self._follow(url.toString()))
        return page

    def _shortcut(self, key: QKeySequence.StandardKey, slot: Callable[[], object]) -> QAction:
        act = QAction(self)
        act.setShortcut(QKeySequence(key))
        act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        act.triggered.connect(lambda _checked=False: slot())
        self.addAction(act)
        return act

    # ------------------------------------------------------------------ recording
    def _refresh(self) -> None:
        """Title, board and offers after the table changed."""
        session = self.session
        if session is None:
            return
        game = get_game(session.log.game)
        names = " – ".join(p.name for p in session.log.players)
        self.title.setText(f"{game.title} · {names} · "
                           + self.tr("%n events", "", len(session))
                           + f" · {session.path.name}")
        self.board.set_board(session.board())
        self._fill_offers()

    def _fill_offers(self) -> None:
        session = self.session
        self.offers.clear()
        self._shown = []
        if session is None:
            return
        words = fold(self.line.text()).split()
        typed_json = self.line.text().lstrip().startswith("{")
        for offer in session.suggestions():
            label = offer.label(self.lang)
            if words and not typed_json and not all(w in fold(label) for w in words):
                continue
            self._shown.append(offer)
            n = len(self._shown)
            self.offers.addItem(f"{n}. {label}" if n <= 9 else f"   {label}")
        if self._shown and not typed_json:
            # Highlight offer 1 for Enter, but preview it on the board only once the judge
            # types or moves through the offers: after an event the board shows the table
            # as it is (seen on a real display: it showed offer 1's phase as the current one).
            quiet = not self.line.text().strip()
            self.offers.blockSignals(quiet)
            self.offers.setCurrentRow(0)
            self.offers.blockSignals(False)

    def offered(self) -> list[Suggestion]:
        """The offers shown now (filtered by the typed words), in key order."""
        return list(self._shown)

    def enter_offer(self, number: int) -> bool:
        """Enter the offer with key ``number`` (1-based)."""
        if self.session is None or not 1 <= number <= len(self._shown):
            return False
        return self.enter_event(dict(self._shown[number - 1].event))

    def enter_line(self) -> bool:
        """Enter what the line holds: a line of typed notation (one event, ``{json}`` too),
        else the first offer its words match; a line that is neither says where and why."""
        text = self.line.text().strip()
        if self.session is None or self.typed is None or not text:
            return False
        try:
            event = self.typed.read(text)
        except LineProblem as problem:
            if self._shown and not text.startswith("{"):
                row = max(self.offers.currentRow(), 0)
                return self.enter_event(dict(self._shown[row].event))
            self._error(self._problem_text(problem))
            return False
        if event is None:  # a comment line
            self.line.clear()
            return False
        return self.enter_event(event)

    def enter_event(self, event: dict[str, Any]) -> bool:
        """Record one event (flagged, never refused, if it breaks a rule)."""
        session = self.session
        if session is None:
            return False
        try:
            found = session.append(event)
        except LogError as exc:
            self._error(exc.reason + f" ({exc.path})")
            return False
        self._say(None)
        self._add_event_row(len(session), session.events[-1])
        self.line.clear()
        self._refresh()
        self._show_violations(found)
        self.events.blockSignals(True)
        self.events.setCurrentRow(self.events.count() - 1)
        self.events.blockSignals(False)
        return True

    def _add_event_row(self, seq: int, event: dict[str, Any]) -> None:
        session = self.session
        found = session.violations_at(seq) if session is not None else []
        when = str(event.get("time", ""))[11:19]
        mark = "⚠ " if found else ""
        words = (self.typed.words(event, self.lang) if self.typed is not None
                 else str(event.get("action")))
        text = f"{mark}{seq}. {when}  {words}"
        item = QListWidgetItem(text)
        if found:
            item.setForeground(Qt.GlobalColor.red)
        self.events.addItem(item)
        self.events.scrollToBottom()

    def undo(self) -> bool:
        """Take back the last event (Ctrl+Z)."""
        session = self.session
        if session is None or session.undo() is None:
            return False
        self.events.takeItem(self.events.count() - 1)
        self._refresh()
        self._show_violations(session.violations_at(len(session)))
        self._say(lambda: self.tr("Last event undone."))
        return True

    def export_to(self, path: str | Path, force: bool = False) -> bool:
        """Write the log (match-log v1) to ``path``; refused over a database or, without
        ``force``, over an existing file."""
        if self.session is None:
            return False
        try:
            self.exported = write_output(path, self.session.export_text().encode("utf-8"),
                                         force=force)
        except (OutputRefused, OSError) as exc:
            self._error(str(exc))
            return False
        exported = str(self.exported)
        self._say(lambda: self.tr("Exported to %1").replace("%1", exported))
        return True

    def export_dialog(self) -> None:
        """Ask where to write the log (Ctrl+S); the dialog confirms an overwrite."""
        if self.session is None:
            return
        suggested = self.session.path.with_suffix(".json").name
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the match log"),
                                              str(Path.home() / suggested),
                                              self.tr("Match logs (*.json)"))
        if path and not self.export_to(path, force=True):
            QMessageBox.warning(self, self.tr("Export the match log"), self.last_error)

    def _open_in_replay(self) -> None:
        """Open the log in the replay; not exported yet, it is written beside the recording
        first (``<recording>.json``) — no save dialog in the way (issue 23 §15)."""
        if self.exported is None and self.session is not None:
            self.export_to(self.session.path.with_suffix(".json"), force=True)
        if self.exported is not None:
            self.openInReplay.emit(str(self.exported))

    def close_recording(self) -> None:
        """Back to the start page (the recording is already saved; it can be resumed)."""
        if self.session is not None:
            self.session.close()
        self.session = None
        self.typed = None
        self.board.set_board(None)
        self._fill_resume()
        self.stack.setCurrentIndex(0)

    # ------------------------------------------------------------------ as you type
    def _typed(self, text: str) -> None:
        self._fill_offers()
        if self.typed is None or not text.strip():
            return
        try:
            event = self.typed.read(text)
        except LineProblem as problem:
            if not self._shown:
                self._say(self._problem_text(problem))
            return
        if event is not None:
            self._preview(event)

    def _preview_current(self) -> None:
        row = self.offers.currentRow()
        if self.session is None or not 0 <= row < len(self._shown):
            if self.session is not None:
                self.board.set_board(self.session.board())
            return
        self._preview(dict(self._shown[row].event))

    def _preview(self, event: dict[str, Any]) -> None:
        if self.session is None:
            return
        try:
            board, found = self.session.preview(event)
        except LogError as exc:
            reason = exc.reason
            self._say(lambda: reason)
            return
        self.board.set_board(board)
        if found:
            first = found[0]
            self._say(lambda: "⚠ " + self.tr("This would be flagged: %1")
                      .replace("%1", f"{first.citation} — {first.message(self.lang)}"))
        else:
            self._say(None)

    def _problem_text(self, problem: LineProblem) -> Callable[[], str]:
        """A typed line's problem, said in whatever language is chosen when it is shown."""
        return lambda: problem.message(self.lang)

    def _error(self, text: str | Callable[[], str]) -> None:
        self._say(text if callable(text) else (lambda: text), error=True)

    #: what the status line says, made again in the new language when it changes
    _saying: tuple[Callable[[], str], bool] | None = None

    def _say(self, make: Callable[[], str] | None, error: bool = False) -> None:
        """Put ``make()`` in the status line (red for an ``error``); a language switch makes
        it again, so "Exportado a …" becomes "Exported to …" (issue 23 §7)."""
        self._saying = None if make is None else (make, error)
        if make is None:
            self.status.clear()
            return
        text = make()
        if error:
            self.last_error = text
            self.status.setText(f"<span style='color:#c62828'>{html.escape(text)}</span>")
        else:
            self.status.setText(html.escape(text))

    # ------------------------------------------------------------------ violations
    def _event_selected(self, row: int) -> None:
        if self.session is not None and row >= 0:
            self._show_violations(self.session.violations_at(row + 1))

    def shown_violations(self) -> str:
        """The violation detail as plain text (tests)."""
        return self.detail.toPlainText()

    def _show_violations(self, found: list[Violation]) -> None:
        self.detail.setHtml(violations_html(found, self.lang))

    def _follow(self, href: str) -> None:
        if href.startswith("cite:"):
            self.citationActivated.emit(Citation.parse(href[len("cite:"):]))

    # ------------------------------------------------------------------ language
    def retranslate_start(self) -> None:
        """The start page's texts that depend on the game (one deck file or one each)."""
        if self.shared_table:
            self.from_decks.setText(self.tr("The table's deck file (the whole deck, top "
                                            "first; dealt from the top unless it says how)"))
        else:
            self.from_decks.setText(self.tr("The players' deck files"))
        for i, edit in enumerate(self.deck_paths):
            name = self.names[i].text().strip() or f"P{i + 1}"
            edit.setPlaceholderText(self.tr("Deck file of %1").replace("%1", name))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Record a match"))
        self.game_label.setText(self.tr("Game:"))
        self.variant_label.setText(self.tr("Variant:"))
        self.count_label.setText(self.tr("Players:"))
        self.target_label.setText(self.tr("Rival cards to send to Extinción to win:"))
        self.teams_label.setText(self.tr("Teams (player numbers, / between teams):"))
        for i, label in enumerate(self.player_labels):
            label.setText(self.tr("Player %1:").replace("%1", str(i + 1)))
        self.from_log.setText(self.tr("The table of a match log (a sample is the card set's "
                                      "demo table; a log with a position starts there)"))
        self.retranslate_start()
        self.start_button.setText(self.tr("Start recording (Ctrl+Enter)"))
        self.resume_label.setText(self.tr("Recordings (resume where it stopped)"))
        self.resume_button.setText(self.tr("Resume"))
        self.offers_label.setText(self.tr("Offered actions (1–9)"))
        self.line_label.setText(self.tr("Type an event in notation (or words to filter the "
                                        "offers); Enter records it"))
        self.events_label.setText(self.tr("Recorded events"))
        self.undo_button.setText(self.tr("Undo (Ctrl+Z)"))
        self.export_button.setText(self.tr("Export log (Ctrl+S)"))
        self.replay_button.setText(self.tr("Open in the replay"))
        self.close_button.setText(self.tr("Close recording"))
        if self.session is not None:
            self._refresh()
            self._rewrite_events()
        if self._saying is not None:
            self._say(*self._saying)

    def _rewrite_events(self) -> None:
        """The recorded events and the violations shown, in the language now chosen."""
        session = self.session
        if session is None:
            return
        row = self.events.currentRow()
        self.events.blockSignals(True)
        self.events.clear()
        for seq, event in enumerate(session.events, start=1):
            self._add_event_row(seq, event)
        if row >= 0:
            self.events.setCurrentRow(row)
        self.events.blockSignals(False)
        self._show_violations(session.violations_at(row + 1 if row >= 0 else len(session)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class _Launcher(QObject):
    """The File menu's entry that opens the panel; keeps its text in the window's language."""

    def __init__(self, window: QMainWindow, menu_action: QAction) -> None:
        super().__init__(window)
        self.window = window
        self.action = menu_action
        self.from_step: QAction | None = None
        self.panel: RecordingPanel | None = None
        window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(self.tr("&Record a match…"))
        if self.from_step is not None:
            self.from_step.setText(self.tr("Record onward from this step of the replay"))

    def replay_step(self) -> tuple[Any, int] | None:
        """The replay open in the window and its current step, if a log is open."""
        workspace = getattr(self.window, "replay", None)
        replay = getattr(workspace, "replay", None)
        if replay is None:
            return None
        return replay, int(getattr(workspace, "seq", 0))

    def record_from_step(self) -> RecordingPanel | None:
        """Open the panel recording onward from the replay's current step (a position)."""
        found = self.replay_step()
        if found is None:
            return None
        panel = self.open()
        panel.start_from_replay(*found)
        return panel

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def open(self) -> RecordingPanel:
        window: Any = self.window
        if self.panel is None:
            self.panel = RecordingPanel(lambda: str(getattr(window, "language", "es")), window)
            self.panel.setWindowFlag(Qt.WindowType.Window, True)
            self.panel.resize(1280, 800)
            if hasattr(window, "open_citation"):
                self.panel.citationActivated.connect(window.open_citation)
            if hasattr(window, "open_log"):
                self.panel.openInReplay.connect(window.open_log)
        self.panel.show()
        self.panel.raise_()
        self.panel.activateWindow()
        return self.panel


def install(window: QMainWindow) -> QAction:
    """Add "Record a match…" (Ctrl+Shift+R) to the window's File menu; returns the action."""
    act = QAction(window)
    act.setObjectName("actRecord")
    act.setShortcut(QKeySequence("Ctrl+Shift+R"))
    launcher = _Launcher(window, act)
    act.triggered.connect(lambda _checked=False: launcher.open())
    step = QAction(window)
    step.setObjectName("actRecordFromStep")
    step.setShortcut(QKeySequence("Ctrl+Shift+G"))
    step.triggered.connect(lambda _checked=False: launcher.record_from_step())
    launcher.from_step = step
    launcher.retranslate()
    menu = getattr(window, "file_menu", None)
    if menu is not None:
        before = getattr(window, "act_deck", None)
        for action in (act, step):
            if before is not None:
                menu.insertAction(before, action)
            else:
                menu.addAction(action)
        menu.aboutToShow.connect(lambda: step.setEnabled(launcher.replay_step() is not None))
    else:
        window.addAction(act)
        window.addAction(step)
    window.recording_launcher = launcher  # type: ignore[attr-defined]
    return act
