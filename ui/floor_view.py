"""The "Floor" tab of the event workspace: what a scorekeeper does while a round runs.

The round clock (start, pause, resume), extensions per table and the tables
still playing, judge calls (one can become a penalty), deck registration and
deck checks, hand edits of the pairings with their warnings, publishing, the
players with penalties from earlier events, and the projector. Every read and
write is a call of ``judge_app.storage.floor.FloorService`` — the same as the
CLI's — so nothing here decides anything. The writes run on the operations
layer's worker (ui/operations.py) and return at once a ``Pending``: the window
never waits for them; the button that started one waits (disabled) until it is done.

Added by the workspace as its last tab (``ui/event/workspace.py``).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from judge_app.games import games
from judge_app.tournament.clock import ALERT_TEXT, REASONS, format_seconds
from judge_app.tournament.model import PenaltyKind
from judge_app.tournament.standings import collector_paused
from ui.common import show_error
from ui.operations import Job, LatestRead, Outcome, Pending, submit_write
from ui.rows import ChoiceModel, Row, RowsView, make_row

#: how long :meth:`FloorPanel.refresh_when_painted` waits for the tab's paint
PAINT_WAIT_MS = 200


def _cite_example() -> str:
    """``RULEBOOK:SECTION`` of the first game's first infraction (the citation box's hint)."""
    for info in games():
        if info.infractions:
            c = info.infractions[0].citation
            return f"{c.rulebook}:{c.section}"
    return "RULEBOOK:SECTION"


def _item(text: object) -> QTableWidgetItem:
    item = QTableWidgetItem("" if text is None else str(text))
    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    return item


class _FittingGrid(QGridLayout):
    """The tab's grid, fitted to the screen: the scroll area sizes a layout that has a
    height-for-width (the wrapped warning lines) to its *preferred* height, which put a
    scrollbar on a 1280×800 screen with room to spare (issue 23 §8); without it, to the
    room there is, down to the layout's minimum (a scrollbar only below that)."""

    def hasHeightForWidth(self) -> bool:
        return False


@dataclass(frozen=True)
class FloorSnapshot:
    """Everything the Floor tab shows of an event, read in one go on the worker thread."""

    status: Any
    players: list[Any]
    calls: list[Any]
    summary: Any
    published: bool
    history: list[Any]
    conflicts: list[Any]
    #: the tables still playing as the tab shows them (4,096 at a round's start)
    playing_rows: list[Row] = field(default_factory=list)
    #: the player pickers' choices: the players still in, "id name"
    choices: list[tuple[str, object]] = field(default_factory=list)


def read_floor(svc: Any, event_id: str) -> FloorSnapshot:
    """Read the floor of ``event_id`` and build its rows (on the operations layer's
    worker: no widget here; the UI thread only swaps them in)."""
    with collector_paused():
        return _read_floor(svc, event_id)


def _read_floor(svc: Any, event_id: str) -> FloorSnapshot:
    players = svc.players(event_id)
    summary = svc.event_summary(event_id)
    status = svc.clock_status(event_id)
    names = {p.id: p.name for p in players}
    playing = [make_row((t.table, f"{names.get(t.p1, t.p1)} — {names.get(t.p2, t.p2)}",
                         f"+{t.extra_minutes}" if t.extra_minutes else "",
                         "" if t.remaining is None else format_seconds(t.remaining)),
                        user=t.table)
               for t in status.playing]
    return FloorSnapshot(
        status=status, players=players, calls=svc.calls(event_id),
        summary=summary,
        published=summary.current_round == 0 or svc.is_published(event_id),
        history=_notices(svc, event_id, [p.id for p in players]),
        conflicts=svc.seat_conflicts(event_id), playing_rows=playing,
        choices=[(f"{p.id} {p.name}", p.id) for p in players if not p.dropped])


def _notices(svc: Any, event_id: str, ids: list[str]) -> list[Any]:
    """The players' penalty-history warnings in roster order, read at once (one read per
    roster, not one per player: a large roster must not read every player once each)."""
    found = svc.registration_notices(event_id, ids)
    return [found[pid] for pid in ids if pid in found]


class FloorPanel(QWidget):
    """The floor of the event open in ``workspace`` (an ``EventWorkspace``)."""

    changed = Signal()

    def __init__(self, workspace: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("floorPanel")
        self.ws = workspace
        self._service: Any = None
        self._service_url: str | None = None
        self.clock: Any = None
        self.projector: Any = None
        self.last_notices: list[Any] = []
        self.last_check: Any = None
        self.last_write: Pending[object] = Pending.refused()
        self._latest = LatestRead(self)  # the background reads of refresh_later
        self._snapshot: tuple[str, FloorSnapshot] | None = None  # the event's last floor read
        self._calls: list[Any] = []  # the judge calls shown, by row
        self._names: dict[str, str] = {}  # each player's name, by id

        # ---- clock
        self.clock_box = QGroupBox()
        self.time_label = QLabel("--:--")
        self.time_label.setObjectName("floorClock")
        big = QFont()
        big.setPointSize(28)
        big.setBold(True)
        self.time_label.setFont(big)
        self.alert_label = QLabel()
        self.alert_label.setObjectName("floorAlert")
        self.minutes = QSpinBox()
        self.minutes.setRange(1, 600)
        self.minutes.setValue(50)
        self.start_button = QPushButton()
        self.pause_button = QPushButton()
        self.resume_button = QPushButton()
        self.projector_button = QPushButton()
        row = QHBoxLayout(self.clock_box)
        w: QWidget  # the loops below lay out widgets of every kind
        for w in (self.time_label, self.alert_label):
            row.addWidget(w)
        row.addStretch(1)
        for w in (self.minutes, self.start_button, self.pause_button, self.resume_button,
                  self.projector_button):
            row.addWidget(w)

        # ---- extensions and tables still playing
        self.ext_box = QGroupBox()
        self.ext_table = QSpinBox()
        self.ext_table.setRange(1, 10_000)
        self.ext_minutes = QSpinBox()
        self.ext_minutes.setRange(1, 120)
        self.ext_minutes.setValue(5)
        self.ext_reason = QComboBox()
        self.ext_button = QPushButton()
        self.playing = RowsView(4, "floorPlaying")
        self.playing.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.playing.setAlternatingRowColors(False)
        ext = QVBoxLayout(self.ext_box)
        line = QHBoxLayout()
        self.ext_labels = [QLabel(), QLabel(), QLabel()]
        for label, w in zip(self.ext_labels, (self.ext_table, self.ext_minutes,
                                               self.ext_reason), strict=True):
            line.addWidget(label)
            line.addWidget(w)
        line.addWidget(self.ext_button)
        ext.addLayout(line)
        ext.addWidget(self.playing, 1)

        # ---- judge calls
        self.call_box = QGroupBox()
        self.call_table = QSpinBox()
        self.call_table.setRange(1, 10_000)
        self.call_judge = QLineEdit()
        self.call_question = QLineEdit()
        self.call_ruling = QLineEdit()
        self.call_cite = QLineEdit()
        self.call_cite.setPlaceholderText(_cite_example())
        self.call_extension = QSpinBox()
        self.call_extension.setRange(0, 120)
        self.call_button = QPushButton()
        self.answer_button = QPushButton()  # a phone's open call, answered with the form
        self.answer_button.setEnabled(False)
        self.calls = QTableWidget(0, 7)
        self.calls.setObjectName("floorCalls")
        self.calls.verticalHeader().setVisible(False)
        self.calls.setWordWrap(True)
        calls_header = self.calls.horizontalHeader()
        calls_header.setStretchLastSection(False)
        for col in range(7):  # the question and the ruling share the width: no scrollbar
            calls_header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch
                                              if col in (3, 4)
                                              else QHeaderView.ResizeMode.ResizeToContents)
        self.calls.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.calls.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.penalty_player = QComboBox()
        self.penalty_kind = QComboBox()
        self.penalty_button = QPushButton()
        self.print_calls_button = QPushButton()
        # two fields a row: the tab fits a 1280×800 screen with no scrollbar (issue 23 §8)
        self.call_form = QGridLayout()
        self.call_labels = [QLabel() for _ in range(6)]
        for i, (label, w) in enumerate(zip(self.call_labels, (
                self.call_table, self.call_judge, self.call_question, self.call_ruling,
                self.call_cite, self.call_extension), strict=True)):
            self.call_form.addWidget(label, i // 2, 2 * (i % 2))
            self.call_form.addWidget(w, i // 2, 2 * (i % 2) + 1)
        self.call_form.setColumnStretch(1, 1)
        self.call_form.setColumnStretch(3, 1)
        calls = QVBoxLayout(self.call_box)
        calls.addLayout(self.call_form)
        call_buttons = QHBoxLayout()
        call_buttons.addWidget(self.call_button)
        call_buttons.addWidget(self.answer_button)
        calls.addLayout(call_buttons)
        calls.addWidget(self.calls, 1)
        pen_row = QHBoxLayout()
        for w in (self.penalty_player, self.penalty_kind, self.penalty_button,
                  self.print_calls_button):
            pen_row.addWidget(w)
        calls.addLayout(pen_row)

        # ---- decks
        self.deck_box = QGroupBox()
        self.deck_player = QComboBox()
        # the players still in, one list for the three pickers (8,192 players: swapped in
        # at once, never added one by one)
        self.player_choices = ChoiceModel(self)
        self.deck_player.setModel(self.player_choices)
        self.deck_extension = QSpinBox()
        self.deck_extension.setRange(0, 120)
        self.register_button = QPushButton()
        self.compare_button = QPushButton()
        self.deck_result = QLabel()
        self.deck_result.setObjectName("floorDeckResult")
        self.deck_result.setWordWrap(True)
        self.deck_result.setTextFormat(Qt.TextFormat.PlainText)
        deck = QVBoxLayout(self.deck_box)
        drow = QHBoxLayout()
        self.deck_ext_label = QLabel()
        for w in (self.deck_player, self.register_button, self.deck_ext_label,
                  self.deck_extension, self.compare_button):
            drow.addWidget(w)
        deck.addLayout(drow)
        deck.addWidget(self.deck_result)

        # ---- pairing edits
        self.edit_box = QGroupBox()
        self.player_a = QComboBox()
        self.player_b = QComboBox()
        self.player_a.setModel(self.player_choices)
        self.player_b.setModel(self.player_choices)
        for combo in (self.deck_player, self.player_a, self.player_b):
            # sized by a length, not by measuring every name when first shown (Qt's
            # default: 3 × 8,192 names measured as the tab first shows; a 200-character
            # name widened the tab past the screen)
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(12)
            # its list opens wider than the box: "P0123 María Fernanda Gutiérrez" read whole
            combo.view().setMinimumWidth(combo.fontMetrics().averageCharWidth() * 40)
        self.swap_button = QPushButton()
        self.pair_button = QPushButton()
        self.bye_button = QPushButton()
        self.publish_button = QPushButton()
        self.seat_table = QSpinBox()
        self.seat_table.setRange(0, 10_000)
        self.seat_table.setObjectName("floorSeatTable")
        self.seat_button = QPushButton()
        self.apart_button = QPushButton()
        self.published_label = QLabel()
        self.published_label.setObjectName("floorPublished")
        self.published_label.setWordWrap(True)  # a draft's long line never widens the tab
        self.edit_warnings = QLabel()
        self.edit_warnings.setObjectName("floorWarnings")
        self.edit_warnings.setWordWrap(True)
        self.edit_warnings.setTextFormat(Qt.TextFormat.PlainText)
        self.history_label = QLabel()
        self.history_label.setObjectName("floorHistory")
        self.history_label.setWordWrap(True)
        self.history_label.setTextFormat(Qt.TextFormat.PlainText)
        edit = QVBoxLayout(self.edit_box)
        erow = QHBoxLayout()
        for w in (self.player_a, self.player_b, self.swap_button, self.pair_button,
                  self.bye_button):
            erow.addWidget(w)
        edit.addLayout(erow)
        prow = QHBoxLayout()
        prow.addWidget(self.published_label, 1)
        prow.addWidget(self.publish_button)
        edit.addLayout(prow)
        srow = QHBoxLayout()
        for w in (self.seat_table, self.seat_button, self.apart_button):
            srow.addWidget(w)
        srow.addStretch(1)
        edit.addLayout(srow)
        trow = QHBoxLayout()
        self.seating_alpha_button = QPushButton()
        self.seating_random_button = QPushButton()
        self.pair_missing_button = QPushButton()
        for w in (self.seating_alpha_button, self.seating_random_button,
                  self.pair_missing_button):
            trow.addWidget(w)
        trow.addStretch(1)
        edit.addLayout(trow)
        self.seating_text = QLabel()
        self.seating_text.setObjectName("floorSeating")
        self.seating_text.setWordWrap(True)
        self.seating_text.setTextFormat(Qt.TextFormat.PlainText)
        self.seating_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        edit.addWidget(self.seating_text)
        edit.addWidget(self.edit_warnings)
        edit.addWidget(self.history_label)

        # ---- the players' portal (ui/portal_panel.py): off until the judge starts it
        from ui.portal_panel import PortalBox

        self.portal = PortalBox(self)

        inner = QWidget()
        grid = _FittingGrid(inner)
        grid.addWidget(self.clock_box, 0, 0, 1, 2)
        grid.addWidget(self.edit_box, 1, 0)
        grid.addWidget(self.ext_box, 1, 1)
        grid.addWidget(self.call_box, 2, 0)
        right = QVBoxLayout()
        right.addWidget(self.deck_box)
        right.addWidget(self.portal, 1)
        grid.addLayout(right, 2, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(inner)
        layout = QVBoxLayout(self)
        layout.addWidget(scroll)

        self.start_button.clicked.connect(lambda: self.start_clock(self.minutes.value()))
        self.pause_button.clicked.connect(self.pause_clock)
        self.resume_button.clicked.connect(self.resume_clock)
        self.projector_button.clicked.connect(self.open_projector)
        self.ext_button.clicked.connect(lambda: self.add_extension(
            self.ext_table.value(), self.ext_minutes.value(), self.ext_reason.currentData()))
        self.call_button.clicked.connect(self._call_from_form)
        self.answer_button.clicked.connect(self._answer_from_form)
        self.penalty_button.clicked.connect(self._penalty_from_selection)
        self.calls.itemSelectionChanged.connect(self._call_selected)
        self.print_calls_button.clicked.connect(self.print_calls)
        self.register_button.clicked.connect(lambda: self._deck_dialog(register=True))
        self.compare_button.clicked.connect(lambda: self._deck_dialog(register=False))
        self.swap_button.clicked.connect(lambda: self.edit("swap"))
        self.pair_button.clicked.connect(lambda: self.edit("pair"))
        self.bye_button.clicked.connect(lambda: self.edit("bye"))
        self.publish_button.clicked.connect(self.publish)
        self.seat_button.clicked.connect(lambda: self.seat(
            self.player_a.currentData(), self.seat_table.value() or None))
        self.seating_alpha_button.clicked.connect(lambda: self.seating("alpha"))
        self.seating_random_button.clicked.connect(lambda: self.seating("random"))
        self.pair_missing_button.clicked.connect(self._confirm_pair_missing)
        self.apart_button.clicked.connect(lambda: self.keep_apart(
            self.player_a.currentData(), self.player_b.currentData()))
        self._read_when_painted = False
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.tick)
        self.timer.start()
        self.retranslate()

    # ------------------------------------------------------------------ service
    @property
    def service(self) -> Any:
        """The floor service of the workspace's database (the CLI's calls)."""
        url = getattr(self.ws, "db_url", None)
        if url is None or getattr(self.ws, "service", True) is None:
            return None  # no database connected (or the window was closed)
        if self._service is None or self._service_url != url:
            from ui.operations import Operations

            # The same calls as the CLI's, run on the operations layer's worker thread.
            self._service = Operations.shared().service(url)
            self._service_url = url
        return self._service

    @property
    def event_id(self) -> str | None:
        """The event open in the workspace."""
        return getattr(self.ws, "event_id", None)

    def _write(self, what: str, fn: Callable[[Any, str], Any],
               done: Callable[[Any], object] | None = None, *,
               buttons: Sequence[QWidget] = (), others: bool = False) -> Pending[object]:
        """Submit a floor write and return at once: the window never waits for it.

        ``fn(service, event_id)`` runs on the operations layer's worker (after every write
        submitted before it), and the floor is read again there in the same trip. Back on
        the UI thread: ``done(value)``, the tab filled from that read, and (``others``) the
        workspace's other tabs refreshed. A refusal is the error dialog saying ``what``
        failed and why, and the tab read again ("changed by another station": reloaded for
        the retry). ``buttons`` stay disabled meanwhile: a second click cannot submit it
        twice."""
        svc, ev = self.service, self.event_id
        if svc is None or ev is None:
            show_error(self, what, self.tr("No event open"))
            return Pending.refused()
        read: list[FloorSnapshot] = []

        def work(real: Any) -> Any:
            value = fn(real, ev)
            with contextlib.suppress(Exception):  # the write stands; done reads again
                read.append(read_floor(real, ev))
            return value

        def succeeded(value: Any) -> None:
            if done is not None:
                done(value)
            if self.event_id == ev and self._service is svc:
                if read:
                    self._snapshot = (ev, read[0])
                    self._show(read[0])
                else:
                    self.refresh()
            if others:
                self.changed.emit()

        self.last_write = submit_write(self, svc.operations, svc.url, ev, work, what,
                                       done=succeeded, controls=buttons, parent=self,
                                       failed=lambda _outcome: self.refresh_later())
        return self.last_write

    def refresh_later(self) -> Job[object] | None:
        """Read the floor in the background and show it when it comes back, if the tab
        still shows that event: the UI thread does not wait for it at all (another
        station's change, a refused write). One read at a time: asked again while one is on
        its way, one more read follows it. The job (``None``: nothing to read, or folded
        into the read on its way)."""
        svc, ev = self.service, self.event_id
        if svc is None or ev is None:
            return None

        def shown(snapshot: FloorSnapshot) -> None:
            self._snapshot = (ev, snapshot)
            self._show(snapshot)

        def failed(outcome: Outcome[Any]) -> None:
            what = self.tr("Could not read the floor")  # said on the tab, the window kept
            self.alert_label.setText(f"{what}: {outcome.reason}"[:200])

        return self._latest.start(
            svc.operations, svc.url, lambda real: read_floor(real, ev), shown, failed=failed,
            wanted=lambda: self.event_id == ev and self._service is svc,
            restart=self.refresh_later)

    def refresh_when_painted(self) -> None:
        """:meth:`refresh_later` once the tab has been painted (or after
        :data:`PAINT_WAIT_MS` if it is not): a read started beside the tab's first paint
        shares the interpreter with it (8,192 players: the paint took 30-40 ms instead of
        12-15, the read's 0.25 s of Python holding the interpreter between its callbacks)."""
        self._read_when_painted = True
        QTimer.singleShot(PAINT_WAIT_MS, self, self._read_if_waiting)

    def _read_if_waiting(self) -> None:
        if self._read_when_painted:
            self._read_when_painted = False
            self.refresh_later()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._read_when_painted:  # after this paint is flushed, not within it
            QTimer.singleShot(0, self, self._read_if_waiting)

    @property
    def _reading(self) -> bool:
        """A background read is on its way (:meth:`refresh_later`)."""
        return self._latest.reading

    @property
    def _read_again(self) -> bool:
        """Asked for again meanwhile: one more read follows it."""
        return self._latest.again

    # ------------------------------------------------------------------ clock
    def start_clock(self, minutes: int = 50) -> Pending[object]:
        """Start the current round's clock."""
        return self._write(self.tr("Could not start the clock"),
                           lambda svc, ev: svc.clock_start(ev, minutes),
                           buttons=[self.start_button])

    def pause_clock(self) -> Pending[object]:
        """Pause the clock."""
        return self._write(self.tr("Could not pause the clock"),
                           lambda svc, ev: svc.clock_pause(ev), buttons=[self.pause_button])

    def resume_clock(self) -> Pending[object]:
        """Resume the paused clock."""
        return self._write(self.tr("Could not resume the clock"),
                           lambda svc, ev: svc.clock_resume(ev), buttons=[self.resume_button])

    def remaining(self) -> float | None:
        """Seconds left now, from the stored clock advanced by the time since it was read."""
        return None if self.clock is None else self.clock.remaining_at(datetime.now(UTC))

    def tick(self) -> None:
        """Redraw the clock and the warning due (10 and 5 minutes, time)."""
        from judge_app.tournament.clock import alert_for

        self.portal.check()  # serving an event no longer open: stopped
        left = self.remaining()
        if left is None:
            self.time_label.setText("--:--")
            self.alert_label.setText("")
            return
        self.time_label.setText(format_seconds(left))
        alert = alert_for(left)
        es, en = ALERT_TEXT[alert] if alert else ("", "")
        self.alert_label.setText(en if self._lang() == "en" else es)

    def _lang(self) -> str:
        lang = getattr(self.ws, "lang", "es")
        return "en" if lang == "en" else "es"

    # ------------------------------------------------------------------ extensions, calls
    def add_extension(self, table: int, minutes: int, reason: str) -> Pending[object]:
        """Give a table extra minutes."""
        return self._write(self.tr("Could not add the extension"),
                           lambda svc, ev: svc.add_extension(ev, table, minutes, reason),
                           buttons=[self.ext_button])

    def add_call(self, table: int, judge: str, question: str, ruling: str,
                 cite: str | None = None, extension: int = 0, *,
                 then: Callable[[Any], object] | None = None) -> Pending[object]:
        """Log a judge call; its extension, if any, goes to the table (the pending's
        result: the call logged; ``then(call)`` once it is)."""
        return self._write(self.tr("Could not log the judge call"),
                           lambda svc, ev: svc.add_call(ev, table, judge, question, ruling,
                                                        cite or None, extension),
                           then, buttons=[self.call_button])

    def answer_call(self, call_id: int, judge: str, ruling: str, cite: str | None = None,
                    extension: int = 0, *,
                    then: Callable[[Any], object] | None = None) -> Pending[object]:
        """Answer an open call (one a player sent from a phone): its judge, ruling,
        citation and minutes written into it, so it leaves the open calls."""
        return self._write(self.tr("Could not answer the judge call"),
                           lambda svc, ev: svc.answer_call(ev, call_id, judge, ruling,
                                                           cite or None, extension),
                           then, buttons=[self.answer_button])

    def _form_cleared(self) -> Callable[[Any], None]:
        """What empties the form once its call is written — but what was typed meanwhile
        stays."""
        fields = (self.call_question, self.call_ruling, self.call_cite)
        typed = [w.text() for w in fields]
        extension = self.call_extension.value()

        def clear(_call: Any) -> None:
            for w, text in zip(fields, typed, strict=True):
                if w.text() == text:
                    w.clear()
            if self.call_extension.value() == extension:
                self.call_extension.setValue(0)

        return clear

    def _answer_from_form(self) -> Pending[object]:
        call = self._selected_call()
        if call is None or call.ruling:
            show_error(self, self.tr("Could not answer the judge call"),
                       self.tr("Choose an open judge call (one with no ruling yet) in the "
                               "list"))
            return Pending.refused()
        return self.answer_call(call.id, self.call_judge.text(), self.call_ruling.text(),
                                self.call_cite.text().strip() or None,
                                self.call_extension.value(), then=self._form_cleared())

    def _call_from_form(self) -> Pending[object]:
        return self.add_call(self.call_table.value(), self.call_judge.text(),
                             self.call_question.text(), self.call_ruling.text(),
                             self.call_cite.text().strip() or None,
                             self.call_extension.value(), then=self._form_cleared())

    def call_to_penalty(self, call_id: int, player: str, kind: str) -> Pending[object]:
        """The call becomes a penalty of ``player`` (the pending's result: the penalty)."""
        return self._write(self.tr("Could not turn the call into a penalty"),
                           lambda svc, ev: svc.call_to_penalty(ev, call_id, player, kind),
                           buttons=[self.penalty_button], others=True)

    def _selected_call(self) -> Any:
        row = self.calls.currentRow()
        return self._calls[row] if 0 <= row < len(self._calls) else None

    def _call_selected(self) -> None:
        call = self._selected_call()
        self.penalty_player.clear()
        for pid in () if call is None else call.players:
            self.penalty_player.addItem(f"{pid} {self._names.get(pid, '')}".strip(), pid)
        self.penalty_player.setCurrentIndex(-1)  # nobody until the judge chooses (issue 23 §10)
        # an open call (from a phone): answered with the form, its table shown there
        self.answer_button.setEnabled(call is not None and not call.ruling)
        if call is not None and not call.ruling and call.table is not None:
            self.call_table.setValue(call.table)

    def _penalty_from_selection(self) -> Pending[object]:
        call = self._selected_call()
        if call is None or self.penalty_player.currentData() is None:
            show_error(self, self.tr("Could not turn the call into a penalty"),
                       self.tr("Choose a judge call and one of its players"))
            return Pending.refused()
        return self.call_to_penalty(call.id, self.penalty_player.currentData(),
                                    self.penalty_kind.currentData())

    def print_calls(self) -> None:
        """Preview the judge-call log of the event: the catalogue's ``judge-calls`` report,
        as Event → Reports → Judge calls and ``judge-app report judge-calls``."""
        self.ws.reports.preview("judge-calls")

    # ------------------------------------------------------------------ decks
    def register_deck(self, player: str, path: str | Path) -> Pending[object]:
        """Register ``player``'s decklist from a deck file (read on the worker too); the
        pending's result: the problems found."""
        from judge_app.logs.loader import read_deck

        def shown(problems: Any) -> None:
            lang = self._lang()
            lines = [self.tr("%1: decklist registered").replace("%1", player)]
            lines += [f"{p.citation}: {p.message(lang)}" for p in problems]
            self.deck_result.setText("\n".join(lines))

        return self._write(self.tr("Could not register the deck"),
                           lambda svc, ev: svc.register_deck(ev, player, read_deck(path),
                                                             str(path)),
                           shown, buttons=[self.register_button])

    def compare_deck(self, player: str, path: str | Path, extension: int = 0) -> Pending[object]:
        """Compare the presented deck with ``player``'s registered list (the pending's
        result: the check)."""
        from judge_app.logs.loader import read_deck

        def shown(check: Any) -> None:
            self.last_check = check
            lang = self._lang()
            if check.matches:
                lines = [self.tr("%1: the deck matches the registered list")
                         .replace("%1", player)]
            else:
                lines = [self.tr("%1: %2 difference(s) from the registered list")
                         .replace("%1", player).replace("%2", str(len(check.differences)))]
                lines += [f"{d.text(lang)}  [{check.citation}]" for d in check.differences]
                lines.append(self.tr("Suggested penalty: %1 (the judge decides)")
                             .replace("%1", check.penalty.printed(lang)))
            lines += [f"{p.citation}: {p.message(lang)}" for p in check.problems]
            if check.extension is not None:
                lines.append(self.tr("Table %1: +%2 min")
                             .replace("%1", str(check.extension.table))
                             .replace("%2", str(check.extension.minutes)))
            self.deck_result.setText("\n".join(lines))

        return self._write(self.tr("Could not check the deck"),
                           lambda svc, ev: svc.compare_deck(ev, player, read_deck(path),
                                                            str(path), extension),
                           shown, buttons=[self.compare_button])

    def _deck_dialog(self, register: bool) -> None:
        player = self.deck_player.currentData()
        if player is None:
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Deck file"), "",
                                              self.tr("Deck files (*.json)"))
        if not path:
            return
        if register:
            self.register_deck(player, path)
        else:
            self.compare_deck(player, path, self.deck_extension.value())

    # ------------------------------------------------------------------ pairings
    def edit(self, how: str, a: str | None = None, b: str | None = None) -> Pending[object]:
        """``swap`` or ``pair`` players a and b, or give a the ``bye``; the warnings shown
        (the pending's result: the edit)."""
        a = a if a is not None else self.player_a.currentData()
        b = b if b is not None else self.player_b.currentData()
        if a is None or (how != "bye" and b is None):
            return Pending.refused()
        kwargs: dict[str, Any] = {"bye": a} if how == "bye" else {how: (a, b)}

        def shown(result: Any) -> None:
            self.last_notices = list(result.notices)
            lang = self._lang()
            self.edit_warnings.setText("\n".join(n.text(lang) for n in result.notices)
                                       or self.tr("No rematch and no points gap."))

        return self._write(self.tr("Could not edit the pairings"),
                           lambda svc, ev: svc.edit_round(ev, **kwargs), shown,
                           buttons=[self.swap_button, self.pair_button, self.bye_button],
                           others=True)

    def publish(self) -> Pending[object]:
        """Publish the current round's pairings (printable, on the projector)."""
        return self._write(self.tr("Could not publish the round"),
                           lambda svc, ev: svc.publish_round(ev),
                           buttons=[self.publish_button], others=True)

    def seat(self, player: str | None, table: int | None) -> Pending[object]:
        """``player`` always plays at ``table`` (``None`` or 0: no fixed seat)."""
        if player is None:
            return Pending.refused()

        def shown(notices: Any) -> None:
            lang = self._lang()
            self.edit_warnings.setText("\n".join(n.text(lang) for n in notices) or (
                self.tr("%1 always plays at table %2").replace("%1", player)
                .replace("%2", str(table)) if table else
                self.tr("%1 has no fixed seat").replace("%1", player)))

        return self._write(self.tr("Could not set the fixed seat"),
                           lambda svc, ev: svc.seat_player(ev, player, table or None),
                           shown, buttons=[self.seat_button])

    def keep_apart(self, a: str | None, b: str | None) -> Pending[object]:
        """Never pair ``a`` and ``b`` while any other pairing exists."""
        if a is None or b is None:
            return Pending.refused()
        return self._write(self.tr("Could not keep the players apart"),
                           lambda svc, ev: svc.keep_apart(ev, a, b),
                           lambda _none: self.edit_warnings.setText(
                               self.tr("%1 and %2 are kept apart")
                               .replace("%1", a).replace("%2", b)),
                           buttons=[self.apart_button])

    def seating(self, order: str, seed: int | None = None) -> Pending[object]:
        """Seats for deck registration (round 0) or a random seating; the seed is shown
        (the pending's result: the seed used and the tables)."""
        def shown(result: Any) -> None:
            used, tables = result
            head = (self.tr("Random seating (seed %1)").replace("%1", str(used))
                    if order == "random" else self.tr("Seating by name"))
            lines = [head] + [f"{t.table}: " + " / ".join(
                f"{p} {self._names.get(p, '')}".strip() for p in (t.p1, t.p2) if p)
                for t in tables]
            self.seating_text.setText("\n".join(lines))

        return self._write(self.tr("Could not seat the players"),
                           lambda svc, ev: svc.seat_players(ev, order, seed), shown,
                           buttons=[self.seating_alpha_button, self.seating_random_button])

    def pair_with_results_missing(self) -> Pending[object]:
        """Pair the next round although results are missing (the override is audited)."""
        return self._write(self.tr("Could not pair the next round"),
                           lambda svc, ev: svc.pair_next_round(ev, allow_missing=True),
                           buttons=[self.pair_missing_button], others=True)

    def _confirm_pair_missing(self) -> None:
        from ui.common import confirm

        confirm(self, self.tr("Pair with results missing"),
                self.tr("Some tables of this round have no result. Pair the next round "
                        "anyway? The override is written in the audit log."),
                self.pair_with_results_missing)

    # ------------------------------------------------------------------ projector
    def open_projector(self) -> Any:
        """Open the players' screen (full screen on a second screen when there is one)."""
        if self.service is None or self.event_id is None:
            return None
        from ui.projector import ProjectorWindow

        if self.projector is not None:
            self.projector.close()
        self.projector = ProjectorWindow(self.service, self.event_id, self._lang())
        self.projector.set_portal(self.portal.url)  # the players' portal, if it runs
        self.projector.show_on_best_screen()
        return self.projector

    # ------------------------------------------------------------------ refresh
    def forget_event(self) -> None:
        """Another event was opened: nothing of the one before stays on the tab (its tables
        in play, its clock, its calls), and the tab on screen reads the new one."""
        self._snapshot = None
        self._calls, self._names = [], {}
        self.clock = None
        self.playing.set_rows([])
        self.calls.setRowCount(0)
        self.alert_label.clear()
        self.tick()
        if self.isVisible():
            self.refresh_later()

    def refresh(self) -> None:
        """Read the floor of the open event again."""
        self._calls, self._names = [], {}
        svc, ev = self.service, self.event_id
        if svc is None or ev is None:
            self.clock = None
            self.playing.setRowCount(0)
            self.calls.setRowCount(0)
            self.tick()
            return
        ops = getattr(svc, "operations", None)
        try:  # one trip to the worker for everything the tab shows
            snapshot = (svc.read(lambda real: read_floor(real, ev)) if ops is not None
                        else read_floor(svc, ev))
        except Exception as exc:  # the database went away: say so once, keep the window
            self.alert_label.setText(str(exc)[:200])
            return
        self._snapshot = (ev, snapshot)
        self._show(snapshot)

    def _show(self, snapshot: FloorSnapshot) -> None:
        """Fill the tab from what :func:`read_floor` read (no database here)."""
        status, players, summary = snapshot.status, snapshot.players, snapshot.summary
        published, history, conflicts = (snapshot.published, snapshot.history,
                                         snapshot.conflicts)
        self._calls = list(snapshot.calls)
        self.clock = status.clock
        self._names = {p.id: p.name for p in players}
        self.playing.refit(self.playing.set_rows(snapshot.playing_rows, (0, 2, 3)), (1,))
        self.calls.setRowCount(len(self._calls))
        for r, k in enumerate(self._calls):
            for c, v in enumerate((k.id, k.table, k.judge, k.question, k.ruling,
                                   k.citation or "", "" if k.penalty_id is None
                                   else f"#{k.penalty_id}")):
                self.calls.setItem(r, c, _item(v))
        chosen_call = self._selected_call()  # answered meanwhile (here or elsewhere): no more
        self.answer_button.setEnabled(chosen_call is not None and not chosen_call.ruling)
        pickers = (self.player_a, self.player_b, self.deck_player)
        chosen = [combo.currentData() for combo in pickers]
        choices = snapshot.choices or [(f"{p.id} {p.name}", p.id) for p in players
                                       if not p.dropped]
        if self.player_choices.set_choices(choices):
            for combo, current in zip(pickers, chosen, strict=True):
                row = self.player_choices.row_of(current)
                combo.setCurrentIndex(row if row >= 0 else 0 if choices else -1)
        self.published_label.setText(
            self.tr("Round %1 is published").replace("%1", str(summary.current_round))
            if published else
            self.tr("Round %1 is a draft: printed pairings say DRAFT, the projector "
                    "shows nothing of it").replace("%1", str(summary.current_round)))
        lang = self._lang()
        self.history_label.setText("\n".join(
            [n.text(lang) for n in history]
            + [c.en if lang == "en" else c.es for c in conflicts]))
        self.tick()
        self.portal.refresh()  # the phones' calls and reports, read in the background

    def _redraw(self) -> None:
        """In the new language, from what was last read (a language switch reads nothing)."""
        last = self._snapshot
        if last is not None and last[0] == self.event_id:
            self._show(last[1])
        else:
            self.refresh()

    def retranslate(self) -> None:
        """All texts in the app's language."""
        self.clock_box.setTitle(self.tr("Round clock"))
        self.minutes.setSuffix(self.tr(" min"))
        self.start_button.setText(self.tr("Start"))
        self.pause_button.setText(self.tr("Pause"))
        self.resume_button.setText(self.tr("Resume"))
        self.projector_button.setText(self.tr("Projector…"))
        self.ext_box.setTitle(self.tr("Extensions and tables still playing"))
        for label, text in zip(self.ext_labels, (self.tr("Table:"), self.tr("Minutes:"),
                                                 self.tr("Reason:")), strict=True):
            label.setText(text)
        self.ext_button.setText(self.tr("Add extension"))
        reasons = {"judge_call": self.tr("Judge call"), "deck_check": self.tr("Deck check"),
                   "other": self.tr("Other")}
        self.ext_reason.clear()
        for key in REASONS:
            self.ext_reason.addItem(reasons[key], key)
        self.playing.setHorizontalHeaderLabels([self.tr("Table"), self.tr("Players"),
                                                self.tr("Extra"), self.tr("Time left")])
        self.call_box.setTitle(self.tr("Judge calls"))
        for label, text in zip(self.call_labels, (
                self.tr("Table:"), self.tr("Judge:"), self.tr("Question:"), self.tr("Ruling:"),
                self.tr("Rule:"), self.tr("Extension (min):")), strict=True):
            label.setText(text)
        self.call_button.setText(self.tr("Log the call"))
        self.answer_button.setText(self.tr("Answer the selected call"))
        self.answer_button.setToolTip(self.tr(
            "A call from a player's phone has no judge or ruling yet: choose it in the list, "
            "fill in judge, ruling (citation, minutes) and answer it here"))
        self.calls.setHorizontalHeaderLabels([
            self.tr("Id"), self.tr("Table"), self.tr("Judge"), self.tr("Question"),
            self.tr("Ruling"), self.tr("Rule"), self.tr("Penalty")])
        self.penalty_button.setText(self.tr("Make it a penalty"))
        self.print_calls_button.setText(self.tr("Print judge calls…"))
        self.penalty_kind.clear()
        for kind in PenaltyKind:
            self.penalty_kind.addItem(kind.printed(self._lang()), kind.value)
        self.deck_box.setTitle(self.tr("Decklists"))
        self.register_button.setText(self.tr("Register deck…"))
        self.deck_ext_label.setText(self.tr("Extension (min):"))
        self.compare_button.setText(self.tr("Deck check…"))
        self.edit_box.setTitle(self.tr("Pairings by hand"))
        self.swap_button.setText(self.tr("Swap"))
        self.pair_button.setText(self.tr("Pair"))
        self.bye_button.setText(self.tr("Give bye"))
        self.publish_button.setText(self.tr("Publish round"))
        self.seat_table.setPrefix(self.tr("Table "))
        self.seat_table.setSpecialValueText(self.tr("No fixed seat"))
        self.seat_button.setText(self.tr("Fixed seat for the first player"))
        self.apart_button.setText(self.tr("Keep these two apart"))
        self.seating_alpha_button.setText(self.tr("Seating by name"))
        self.seating_random_button.setText(self.tr("Random seating"))
        self.pair_missing_button.setText(self.tr("Pair with results missing…"))
        pages = getattr(self.ws, "pages", None)
        if pages is not None and pages.indexOf(self) >= 0:
            pages.setTabText(pages.indexOf(self), self.tr("Floor"))
        self._redraw()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
