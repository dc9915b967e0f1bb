"""Replay workspace: open a match log, step through it, see every violation and its rule.

Thin: ``judge_app.replay.Replay`` does all the work (state, board, violations,
seeking by checkpoints); this widget shows what it returns.
Keys: ←/→ step, Home/End, N/P next/previous violation, Ctrl+O open (main window).
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction, QColor, QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QSlider,
    QSplitter,
    QStyle,
    QTextBrowser,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from judge_app import notation
from judge_app.games import games
from judge_app.logs.errors import LogError
from judge_app.logs.position import has_position
from judge_app.replay import Replay
from judge_app.violations import Citation, Lang, Severity, Violation
from ui.board import BoardWidget
from ui.common import run_in_background, show_error, violations_html

BACKGROUND_BYTES = 512 * 1024
"""Logs larger than this are replayed off the UI thread, with a busy indicator."""

VIOLATION_RED = QColor("#c62828")
WARNING_AMBER = QColor("#b26a00")


def sample_logs() -> list[Path]:
    """The match logs shipped with Juez: each registered game's samples
    (``resources/samples/<game>/*.json``), in the order of the games.

    The ``*.expected.json`` files next to them are the checker's expected output
    (for the tests), not logs, so they are left out.
    """
    return [p for info in games() for p in sorted(info.sample_dir.glob("*.json"))
            if not p.name.endswith(".expected.json")]


def event_words(replay: Replay, seq: int, lang: Lang) -> str:
    """Event ``seq`` in words a judge reads (``T3 · Ana ataca con Itzal a Kuma (2)``): card
    and player names, never ids or ``key=value`` syntax (the game's notation says it)."""
    event = replay.event(seq)
    try:
        return notation.event_words(replay.log.raw, event.raw, lang)
    except KeyError:  # a game without a notation module: its action and player
        who = replay.log.player_name(event.player) if event.player else ""
        turn = f"T{event.turn} · " if event.turn is not None else ""
        return f"{turn}{who} {event.action}".strip()


class EventListModel(QAbstractListModel):
    """Row 0 is the table before the first event; row N is event N (violations in red)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.replay: Replay | None = None
        self._violations: dict[int, Severity] = {}
        self.start_text = "Setup"
        self.position_text = "Position"
        """Row 0 of a log that starts from a position (docs/extensions.md)."""
        self.lang: Lang = "es"
        """The language of the events' words (the window's)."""

    def set_replay(self, replay: Replay | None) -> None:
        self.beginResetModel()
        self.replay = replay
        self._violations = {}
        if replay is not None:
            for v in replay.violations:
                if self._violations.get(v.seq) != Severity.ERROR:
                    self._violations[v.seq] = v.severity
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self.replay is None:
            return 0
        return len(self.replay) + 1

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if self.replay is None or not index.isValid():
            return None
        seq = index.row()
        if role == Qt.ItemDataRole.DisplayRole:
            if seq == 0:
                start = self.position_text if has_position(self.replay.log) else self.start_text
                return f"0 · {start}"
            mark = "⚠ " if seq in self._violations else ""
            return f"{mark}{seq} · {event_words(self.replay, seq, self.lang)}"
        if role == Qt.ItemDataRole.ForegroundRole and seq in self._violations:
            return VIOLATION_RED if self._violations[seq] == Severity.ERROR else WARNING_AMBER
        if role == Qt.ItemDataRole.ToolTipRole and seq:
            return json.dumps(dict(self.replay.event(seq).raw), ensure_ascii=False, indent=1)
        return None

    def refresh(self) -> None:
        if self.rowCount():
            self.dataChanged.emit(self.index(0), self.index(self.rowCount() - 1))


class ReplayWorkspace(QWidget):
    """The replay of one match log."""

    citationActivated = Signal(object)
    """A citation link was clicked (a :class:`Citation`): the main window opens the rulebook."""
    replayLoaded = Signal(str)
    seqChanged = Signal(int)

    def __init__(self, language: Callable[[], str] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayWorkspace")
        self.setAcceptDrops(True)
        self._language = language or (lambda: "es")
        self.replay: Replay | None = None
        self.path: Path | None = None
        self.seq = 0
        self._syncing = False

        self.title = QLabel()
        self.title.setObjectName("replayTitle")
        self.board = BoardWidget()
        self.events_model = EventListModel(self)
        self.events = QListView()
        self.events.setObjectName("eventList")
        self.events.setModel(self.events_model)
        self.events.setUniformItemSizes(True)
        self.events.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.violations = QTreeWidget()
        self.violations.setObjectName("violationList")
        self.violations.setRootIsDecorated(False)
        self.violations.setColumnCount(3)
        self.violations.setUniformRowHeights(True)
        self.detail = QTextBrowser()
        self.detail.setObjectName("violationDetail")
        self.detail.setOpenLinks(False)
        self.detail.setMaximumHeight(170)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("timeline")
        self.slider.setRange(0, 0)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.position = QLabel()
        self.position.setObjectName("positionLabel")
        self.turn_combo = QComboBox()
        self.turn_combo.setObjectName("turnCombo")

        pix = QStyle.StandardPixmap
        self.act_first = self._action("⏮", "Home", self.first, pix.SP_MediaSkipBackward)
        self.act_back = self._action("◀", "Left", lambda: self.step(-1), pix.SP_MediaSeekBackward)
        self.act_forward = self._action("▶", "Right", lambda: self.step(1),
                                        pix.SP_MediaSeekForward)
        self.act_last = self._action("⏭", "End", self.last, pix.SP_MediaSkipForward)
        self.act_prev_violation = self._action("⚠◀", "P", self.previous_violation)
        self.act_next_violation = self._action("▶⚠", "N", self.next_violation)
        self.act_read_rule = self._action("§", "R", self.read_rule)
        self.act_goto_turn = self._action("#", "Ctrl+G", self.focus_turn)

        controls = QHBoxLayout()
        for act in (self.act_first, self.act_back, self.act_forward, self.act_last):
            controls.addWidget(self._button(act))
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.position)
        self.turn_label = QLabel()
        controls.addWidget(self.turn_label)
        controls.addWidget(self.turn_combo)
        controls.addWidget(self._button(self.act_prev_violation))
        controls.addWidget(self._button(self.act_next_violation))
        controls.addWidget(self._button(self.act_read_rule))

        side = QSplitter(Qt.Orientation.Vertical)
        self.events_label = QLabel()
        self.violations_label = QLabel()
        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(self.events_label)
        top_layout.addWidget(self.events)
        bottom = QWidget()
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        bottom_layout.addWidget(self.violations_label)
        bottom_layout.addWidget(self.violations, 1)
        bottom_layout.addWidget(self.detail)
        side.addWidget(top)
        side.addWidget(bottom)
        main = QSplitter()
        main.addWidget(self.board)
        main.addWidget(side)
        main.setStretchFactor(0, 3)
        main.setStretchFactor(1, 1)
        main.setSizes([900, 380])
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(main, 1)
        layout.addLayout(controls)

        self.slider.valueChanged.connect(self._slider_moved)
        self.events.selectionModel().currentChanged.connect(self._event_selected)
        self.violations.currentItemChanged.connect(self._violation_selected)
        self.detail.anchorClicked.connect(lambda url: self._follow(url.toString()))
        self.turn_combo.activated.connect(self._turn_chosen)
        self.retranslate()
        self._update_enabled()

    # ------------------------------------------------------------------ building blocks
    def _action(self, text: str, key: str, slot: Callable[[], object],
                icon: QStyle.StandardPixmap | None = None) -> QAction:
        act = QAction(text, self)
        if icon is not None:  # the style's own media icons: no font needs the glyphs
            act.setIcon(self.style().standardIcon(icon))
        act.setShortcut(QKeySequence(key))
        act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        act.triggered.connect(lambda _checked=False: slot())
        self.addAction(act)
        return act

    def _button(self, act: QAction) -> QToolButton:
        button = QToolButton()
        button.setDefaultAction(act)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setObjectName("btn_" + act.shortcut().toString())
        return button

    @property
    def lang(self) -> Lang:
        return "en" if self._language() == "en" else "es"

    # ------------------------------------------------------------------ loading
    def open_file(self, path: str | Path, background: bool | None = None) -> bool:
        """Load and replay a log; a log that cannot be read shows a dialog naming where and why.

        Large files are replayed off the UI thread (``background`` forces either way).
        Returns True once a replay is shown (False if it failed or is still loading).
        """
        path = Path(path)
        what = self.tr("Could not open the match log %1").replace("%1", path.name)
        try:
            big = path.stat().st_size > BACKGROUND_BYTES
        except OSError as exc:
            show_error(self, what, str(exc))
            return False
        if background if background is not None else big:
            run_in_background(self, self.tr("Replaying %1…").replace("%1", path.name),
                              lambda: Replay.from_file(path),
                              lambda replay: self.set_replay(replay, path), what)
            return False
        try:
            replay = Replay.from_file(path)
        except LogError as exc:
            show_error(self, what, str(exc))
            return False
        except Exception as exc:  # a game module's bug must not crash the judge's window
            show_error(self, what, f"{type(exc).__name__}: {exc}")
            return False
        self.set_replay(replay, path)
        return True

    def set_replay(self, replay: Replay, path: Path | None = None) -> None:
        self.replay = replay
        self.path = path
        self.board.bottom_player = replay.log.player_ids[0] if replay.log.player_ids else None
        self.board.seated = frozenset(replay.log.player_ids)
        self.events_model.lang = self.lang
        self.events_model.set_replay(replay)
        self._syncing = True
        self.slider.setRange(0, len(replay))
        self._syncing = False
        self.turn_combo.clear()
        for turn in replay.turns:
            self.turn_combo.addItem(str(turn), turn)
        self._fill_violations()
        self._update_title()
        self.seek(0)
        self.events.setFocus()
        self._update_enabled()
        self.replayLoaded.emit(str(path) if path else "")

    def _fill_violations(self) -> None:
        self.violations.clear()
        if self.replay is None:
            return
        for v in self.replay.violations:
            item = QTreeWidgetItem([str(v.seq), str(v.citation), v.message(self.lang)])
            item.setData(0, Qt.ItemDataRole.UserRole, v)
            color = VIOLATION_RED if v.severity == Severity.ERROR else WARNING_AMBER
            for col in range(3):
                item.setForeground(col, color)
            item.setToolTip(2, v.message(self.lang))
            self.violations.addTopLevelItem(item)
        self.violations.resizeColumnToContents(0)
        self.violations.resizeColumnToContents(1)
        self.violations_label.setText(
            self.tr("Violations: %n", "", len(self.replay.violations)))

    def _update_title(self) -> None:
        if self.replay is None:
            self.title.setText(self.tr("No match log open — Ctrl+O, drop a file here, or pick a "
                                       "sample from the File menu."))
            return
        log = self.replay.log
        names = self.tr(" vs ").join(p.name for p in log.players)
        where = ""
        if log.event_info is not None:
            bits = [log.event_info.name or ""]
            if log.event_info.round is not None:
                bits.append(self.tr("round %1").replace("%1", str(log.event_info.round)))
            if log.event_info.table is not None:
                bits.append(self.tr("table %1").replace("%1", str(log.event_info.table)))
            where = " — " + ", ".join(b for b in bits if b)
        source = self.path.name if self.path else log.source
        self.title.setText(f"<b>{html.escape(names)}</b>{html.escape(where)}"
                           f"  <span style='color:#666'>({html.escape(source)}, "
                           f"{html.escape(self.replay.game.title)})</span>")

    # ------------------------------------------------------------------ navigation
    def seek(self, seq: int) -> None:
        """Show the table after event ``seq`` (clamped to the log)."""
        if self.replay is None:
            return
        seq = max(0, min(len(self.replay), seq))
        self.seq = seq
        self.board.set_board(self.replay.board_at(seq))
        self._syncing = True
        try:
            self.slider.setValue(seq)
            index = self.events_model.index(seq)
            self.events.selectionModel().setCurrentIndex(
                index, self.events.selectionModel().SelectionFlag.ClearAndSelect)
            self.events.scrollTo(index)
            self._select_violation_at(seq)
            if self.replay.turns and seq:
                turn = self.replay.event(seq).turn
                i = self.turn_combo.findData(turn)
                if i >= 0:
                    self.turn_combo.setCurrentIndex(i)
        finally:
            self._syncing = False
        self._update_position()
        self.seqChanged.emit(seq)

    def step(self, delta: int) -> None:
        self.seek(self.seq + delta)

    def first(self) -> None:
        self.seek(0)

    def last(self) -> None:
        if self.replay is not None:
            self.seek(len(self.replay))

    def next_violation(self) -> None:
        if self.replay is not None:
            seq = self.replay.next_violation(self.seq)
            if seq is not None:
                self.seek(seq)

    def previous_violation(self) -> None:
        if self.replay is not None:
            seq = self.replay.previous_violation(self.seq)
            if seq is not None:
                self.seek(seq)

    def jump_to_turn(self, turn: int) -> None:
        if self.replay is not None:
            self.seek(self.replay.turn_start(turn))

    def _turn_chosen(self, index: int) -> None:
        turn = self.turn_combo.itemData(index)
        if turn is not None:
            self.jump_to_turn(int(turn))
            self.events.setFocus()  # the next ←/→ or N steps from that turn

    def focus_turn(self) -> None:
        """Ctrl+G: to the turn box (type the turn, Enter; focus returns to the events)."""
        if self.replay is not None:
            self.turn_combo.setFocus()
            self.turn_combo.showPopup()

    def read_rule(self) -> None:
        """R: open the rule of the violation shown (what clicking its citation does)."""
        found = self.current_violations()
        item = self.violations.currentItem()
        if item is not None and not found:
            found = [item.data(0, Qt.ItemDataRole.UserRole)]
        if found:
            self.follow_citation(found[0])

    def _slider_moved(self, value: int) -> None:
        if not self._syncing:
            self.seek(value)

    def _event_selected(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not self._syncing and current.isValid():
            self.seek(current.row())

    def _select_violation_at(self, seq: int) -> None:
        for i in range(self.violations.topLevelItemCount()):
            item = self.violations.topLevelItem(i)
            if item is None:
                continue
            v: Violation = item.data(0, Qt.ItemDataRole.UserRole)
            if v.seq == seq:
                self.violations.setCurrentItem(item)
                self._show_violations(self.replay.violations_at(seq) if self.replay else [])
                return
        self.violations.clearSelection()
        self.violations.setCurrentIndex(QModelIndex())
        self._show_violations([])

    def _violation_selected(self, item: QTreeWidgetItem | None, _prev: object = None) -> None:
        if item is None or self._syncing:
            return
        v: Violation = item.data(0, Qt.ItemDataRole.UserRole)
        self.seek(v.seq)
        self._show_violations([v])

    def current_violations(self) -> list[Violation]:
        return self.replay.violations_at(self.seq) if self.replay is not None else []

    def _show_violations(self, found: list[Violation]) -> None:
        self.detail.setHtml(violations_html(found, self.lang))

    def _follow(self, href: str) -> None:
        if href.startswith("cite:"):
            self.citationActivated.emit(Citation.parse(href[len("cite:"):]))

    def follow_citation(self, violation: Violation) -> None:
        """Open the rulebook at the violation's citation (what clicking its link does)."""
        self.citationActivated.emit(violation.citation)

    def _update_position(self) -> None:
        if self.replay is None:
            self.position.setText("")
            return
        self.position.setText(f"{self.seq}/{len(self.replay)}")

    def _update_enabled(self) -> None:
        loaded = self.replay is not None
        for act in (self.act_first, self.act_back, self.act_forward, self.act_last,
                    self.act_prev_violation, self.act_next_violation, self.act_read_rule,
                    self.act_goto_turn):
            act.setEnabled(loaded)
        self.turn_combo.setEnabled(loaded)

    # ------------------------------------------------------------------ drag and drop
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        urls = event.mimeData().urls()
        if urls and urls[0].isLocalFile() and urls[0].toLocalFile().endswith(".json"):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        urls = event.mimeData().urls()
        if urls and urls[0].isLocalFile():
            event.acceptProposedAction()
            self.open_file(urls[0].toLocalFile())

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        self.act_first.setToolTip(self.tr("First event (Home)"))
        self.act_back.setToolTip(self.tr("Step back (←)"))
        self.act_forward.setToolTip(self.tr("Step forward (→)"))
        self.act_last.setToolTip(self.tr("Last event (End)"))
        self.act_prev_violation.setToolTip(self.tr("Previous violation (P)"))
        self.act_next_violation.setToolTip(self.tr("Next violation (N)"))
        self.act_read_rule.setToolTip(self.tr("Read the rule of this violation (R)"))
        self.act_goto_turn.setToolTip(self.tr("Jump to a turn (Ctrl+G)"))
        self.turn_combo.setToolTip(self.tr("Jump to a turn (Ctrl+G)"))
        self.turn_label.setText(self.tr("Turn:"))
        self.events_label.setText(self.tr("Events"))
        self.violations.setHeaderLabels([self.tr("Event"), self.tr("Rule"), self.tr("Message")])
        self.events_model.start_text = self.tr("Setup (before the first event)")
        self.events_model.position_text = self.tr("Position (the board the log starts from)")
        self.events_model.lang = self.lang
        self.events_model.refresh()
        self._update_title()
        if self.replay is not None:
            current = self.seq
            self._syncing = True
            self._fill_violations()
            self._syncing = False
            self.seek(current)
        else:
            self.violations_label.setText(self.tr("Violations: %n", "", 0))
            self._show_violations([])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
