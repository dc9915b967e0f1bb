"""What every part of the event window shares: the open event (:class:`EventContext`) and
the view every part is (:class:`EventView`).

The workspace (:class:`ui.event.workspace.EventWorkspace`) holds one widget per tab
(players, rounds, standings, penalties, top cut), the event bar and the reports, each
an :class:`EventView` over the one context, wired to each other explicitly (constructor
arguments and signals). Every ``self.tr`` is looked up in the one ``EventWorkspace``
translation context, where the texts have always been.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal, SignalInstance
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import QMessageBox, QVBoxLayout, QWidget

from judge_app.tournament import workspace as rules
from judge_app.tournament.model import EventSummary, MatchRecord, Penalty, Player, StandingRow
from judge_app.tournament.standings import collector_paused
from judge_app.violations import Lang
from ui.common import show_error
from ui.operations import Outcome, Pending, Station, submit_write
from ui.settings import AppSettings

if TYPE_CHECKING:
    from judge_app.station import StationService

T = TypeVar("T")

#: Each tab's builder of what it shows (made on the UI thread with the words in the
#: window's language, run on the worker with the snapshot): tab name → builder.
Builders = dict[str, "Callable[[EventSnapshot], object]"]

#: ``_write``'s default event: the open one.
OPEN_EVENT = object()


@dataclass
class EventSnapshot:
    """What one refresh of the workspace shows, read on the operations layer's worker in
    one go (one round trip, not ten, and no Python work of the service on the UI thread):
    the summary, players, every match, the last Swiss round, the champion, and (when asked
    for) the standings with the players' age divisions, the penalties and the rulings
    attached to them."""

    summary: EventSummary
    players: list[Player]
    matches: list[MatchRecord]
    last_swiss: int
    champion: str | None = None
    standings: list[StandingRow] | None = None
    divisions: dict[str, str | None] | None = None  # each player's age division
    penalties: list[Penalty] | None = None
    rulings: dict[int, int] = field(default_factory=dict)
    #: the paired rounds still drafts (not published: their pairings print BORRADOR)
    drafts: frozenset[int] = frozenset()
    #: what each tab shows, built on the worker from this snapshot (its rows as text):
    #: the UI thread only swaps a table's rows in (tab name → what its builder gave)
    built: dict[str, object] = field(default_factory=dict)
    #: the players still in (not dropped), counted on the worker: the header's suggested
    #: structure, which counted 8,192 players on the UI thread at every refresh (4 ms)
    active: int = 0

    @classmethod
    def read(cls, svc: StationService, event_id: str, *, standings: bool = True,
             penalties: bool = True, build: Builders | None = None) -> EventSnapshot:
        """On the worker: the event as the database has it now; ``build``: each tab's
        rows built from it here too (:attr:`built`)."""
        with collector_paused():
            return cls._read(svc, event_id, standings=standings, penalties=penalties,
                             build=build)

    @classmethod
    def _read(cls, svc: StationService, event_id: str, *, standings: bool,
              penalties: bool, build: Builders | None) -> EventSnapshot:
        summary = svc.event_summary(event_id)
        last_swiss = int(svc.last_swiss_round(event_id))
        snap = cls(summary, list(svc.players(event_id)), list(svc.matches(event_id)),
                   last_swiss)
        snap.active = rules.active_players(snap.players)
        if summary.current_round:
            snap.drafts = frozenset(r for r in range(1, summary.current_round + 1)
                                    if not svc.is_published(event_id, r))
        if summary.current_round > last_swiss:  # a top cut: is there a champion yet?
            snap.champion = svc.champion(event_id)
        if standings:
            from judge_app.storage.imports import divisions

            snap.standings = list(svc.standings(event_id))
            snap.divisions = divisions(svc, event_id)
        if penalties:
            snap.penalties = list(svc.penalties(event_id))
            try:
                snap.rulings = dict(svc.rulings(event_id))
            except Exception:  # the list still shows; only the marks are missing
                snap.rulings = {}
        for name, builder in (build or {}).items():
            snap.built[name] = builder(snap)
        return snap

    def round(self, round_no: int) -> list[MatchRecord]:
        """The matches of ``round_no``, by table."""
        return [m for m in self.matches if m.round == round_no]


class EventContext(QObject):
    """The one open event every part of the event window works on: the database (a
    :class:`~ui.operations.Station`), the event, what was last read of it, the undo stack
    and the language. The tabs are views over it (:class:`EventView`); they reach each
    other only through its signals and through what the workspace wires between them."""

    #: a result, a pairing or a publication changed what the floor shows
    changed = Signal()
    #: a rule citation was activated (the main window opens it in the rulebook browser)
    citationActivated = Signal(object)
    #: a tab asks for the whole event to be shown afresh (the workspace's refresh)
    refreshRequested = Signal()
    #: the same, read in the background (this window's own write that does not need the
    #: answer before it goes on): the callable given, if any, runs once the tabs show it;
    #: the flag: the standings read too, on screen or not (an event opened)
    refreshSoonRequested = Signal(object, bool)
    #: the entry line's message (text, whether it is an error): shown by the Rounds tab
    status = Signal(str, bool)

    def __init__(self, settings: AppSettings, language: Callable[[], str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.language = language
        self.service: Station | None = None  # once a database is open
        self.db_url = ""
        self.event_id: str | None = None
        self.summary: EventSummary | None = None
        self.undo_stack = QUndoStack(self)
        #: why the last database could not be opened ("" while one is open)
        self.database_problem = ""
        #: the rounds still drafts, as last read (:attr:`EventSnapshot.drafts`)
        self.drafts: frozenset[int] = frozenset()
        #: the last write submitted (a slot that starts one does not return it; a test waits)
        self.last_write: Pending[object] = Pending.refused()
        #: the snapshot being shown (only while a refresh applies it; ``None`` otherwise)
        self.snap: EventSnapshot | None = None
        #: player id → name, read once per refresh
        self.names: dict[str, str] | None = None
        self.champion: str | None = None
        #: the standings were not read with the last refresh (read when their tab shows)
        self.standings_stale = False
        #: the tabs not filled from the last snapshot that had their data yet, each with
        #: that snapshot: the workspace fills one when it comes on screen, or (the window's
        #: own read) in a later turn of the event loop
        self.stale_tabs: dict[QWidget, EventSnapshot] = {}
        #: the last confirmation asked (tests answer it)
        self.confirm_box: QMessageBox | None = None
        #: each tab's maker of its builder (:data:`Builders`), called on the UI thread
        #: before a read, so the worker builds the rows in the words on screen
        self.builders: dict[str, Callable[[], Callable[[EventSnapshot], object]]] = {}

    @property
    def lang(self) -> Lang:
        return "en" if self.language() == "en" else "es"

    def station(self) -> Station:
        """The open database (callers have checked that one is open)."""
        assert self.service is not None, "no database is open"
        return self.service

    @contextmanager
    def showing(self, snap: EventSnapshot) -> Iterator[EventSnapshot]:
        """While the tabs fill from ``snap``, their reads (names, matches, the last Swiss
        round) come from it instead of the database."""
        previous, self.snap = self.snap, snap
        self.names = {p.id: p.name for p in snap.players}
        self.summary = snap.summary
        self.drafts = snap.drafts
        try:
            yield snap
        finally:
            self.snap = previous

    def snapshot(self, *, standings: bool = True, penalties: bool = True) -> EventSnapshot:
        """The open event, read on the worker in one call."""
        event_id = str(self.event_id)
        build = self.make_builders()
        return self.station().read(lambda svc: EventSnapshot.read(
            svc, event_id, standings=standings, penalties=penalties, build=build))

    def make_builders(self) -> Builders:
        """Every tab's builder, made now (on the UI thread: the words on screen)."""
        return {name: make() for name, make in self.builders.items()}

    def matches(self, round_no: int | None = None) -> list[MatchRecord]:
        """The open event's matches (of ``round_no``): from the snapshot being shown, else
        read."""
        if self.snap is not None:
            return self.snap.matches if round_no is None else self.snap.round(round_no)
        event_id = str(self.event_id)
        return self.station().read(lambda svc: list(svc.matches(event_id, round_no)))

    def match(self, round_no: int, table: int) -> MatchRecord | None:
        """One table of the open event: from the snapshot being shown, else read alone (at
        8,192 players the round's read held the UI 65-86 ms before each slip typed)."""
        if self.snap is not None:
            return next((m for m in self.snap.round(round_no) if m.table == table), None)
        event_id = str(self.event_id)
        return self.station().read(lambda svc: svc.match(event_id, round_no, table))

    def players(self) -> list[Player]:
        """The open event's players: from the snapshot being shown, else read."""
        if self.snap is not None:
            return self.snap.players
        event_id = str(self.event_id)
        return self.station().read(lambda svc: svc.players(event_id))

    def player_names(self) -> dict[str, str]:
        """Player id → name, read once per refresh (a result entry needs it several times)."""
        if self.service is None or self.event_id is None:
            return {}
        if self.names is None:
            self.names = {p.id: p.name for p in self.players()}
        return self.names

    @property
    def current_round(self) -> int:
        return self.summary.current_round if self.summary is not None else 0

    @property
    def last_swiss_round(self) -> int:
        if self.service is None or self.event_id is None:
            return 0
        if self.snap is not None:
            return self.snap.last_swiss
        event_id = str(self.event_id)
        return self.station().read(lambda svc: svc.last_swiss_round(event_id))


class EventView(QWidget):
    """A part of the event window (a tab, the event bar, the workspace itself): a widget
    over the one :class:`EventContext`, with the helpers every part calls. Its texts are
    looked up in the ``EventWorkspace`` translation context, where they have always been."""

    def __init__(self, ctx: EventContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate("EventWorkspace", text, disambiguation, n)

    # ------------------------------------------------------------------ the open event
    @property
    def settings(self) -> AppSettings:
        return self.ctx.settings

    @property
    def service(self) -> Station | None:
        return self.ctx.service

    @property
    def db_url(self) -> str:
        return self.ctx.db_url

    @property
    def event_id(self) -> str | None:
        return self.ctx.event_id

    @property
    def summary(self) -> EventSummary | None:
        return self.ctx.summary

    @property
    def undo_stack(self) -> QUndoStack:
        return self.ctx.undo_stack

    @property
    def drafts(self) -> frozenset[int]:
        return self.ctx.drafts

    @property
    def database_problem(self) -> str:
        return self.ctx.database_problem

    @property
    def last_write(self) -> Pending[object]:
        return self.ctx.last_write

    @property
    def champion(self) -> str | None:
        return self.ctx.champion

    @property
    def confirm_box(self) -> QMessageBox | None:
        return self.ctx.confirm_box

    @confirm_box.setter
    def confirm_box(self, box: QMessageBox | None) -> None:
        self.ctx.confirm_box = box

    @property
    def changed(self) -> SignalInstance:
        """The event's ``changed`` signal (:attr:`EventContext.changed`)."""
        return self.ctx.changed

    @property
    def _snap(self) -> EventSnapshot | None:
        return self.ctx.snap

    @property
    def lang(self) -> Lang:
        return self.ctx.lang

    @property
    def current_round(self) -> int:
        return self.ctx.current_round

    @property
    def last_swiss_round(self) -> int:
        return self.ctx.last_swiss_round

    @property
    def top_cut_started(self) -> bool:
        return rules.top_cut_started(self.last_swiss_round, self.current_round)

    def names(self) -> dict[str, str]:
        """Player id → name, read once per refresh."""
        return self.ctx.player_names()

    def _matches(self, round_no: int | None = None) -> list[MatchRecord]:
        return self.ctx.matches(round_no)

    def _players(self) -> list[Player]:
        return self.ctx.players()

    def _snapshot(self, *, standings: bool = True, penalties: bool = True) -> EventSnapshot:
        return self.ctx.snapshot(standings=standings, penalties=penalties)

    def seeds(self) -> dict[str, int]:
        """Player id → seed in the top cut (1 the best of the Swiss), from its first round."""
        if self.service is None or self.event_id is None or not self.top_cut_started:
            return {}
        return rules.seeds(self._matches(self.last_swiss_round + 1))

    def match_at(self, round_no: int, table: int) -> MatchRecord | None:
        if self.service is None or self.event_id is None:
            return None
        return self.ctx.match(round_no, table)

    # ------------------------------------------------------------------ helpers
    def _refresh_all(self) -> None:
        """Show the whole event afresh (the workspace does it)."""
        self.ctx.refreshRequested.emit()

    def _refresh_soon(self, then: Callable[[], object] | None = None, *,
                      standings: bool = False) -> None:
        """Show the whole event afresh, read in the background: the UI thread does not wait
        for the read (:meth:`EventWorkspace._refresh_soon`); ``then()`` once it is shown;
        ``standings``: read them too even if their tab is not on screen."""
        self.ctx.refreshSoonRequested.emit(then, standings)

    def _read(self, what: str, fn: Callable[[StationService], T]) -> tuple[bool, T | None]:
        """A read the caller needs before it goes on (:meth:`Station.read`: on the worker,
        waited for plainly); a refusal becomes a dialog naming ``what`` and why."""
        try:
            return True, self.ctx.station().read(fn)
        except Exception as exc:  # TournamentError, ValueError, a database error…
            show_error(self, what, exc)
            return False, None

    def _write(self, what: str, fn: Callable[[StationService], T],
               done: Callable[[T], object] | None = None, *,
               failed: Callable[[Outcome[T]], object] | None = None,
               buttons: Sequence[QWidget | QAction] = (),
               event: str | object | None = OPEN_EVENT) -> Pending[T]:
        """Submit a write and return at once (the window never waits on the database).

        ``fn(service)`` runs on the operations layer's worker, after every write submitted
        before it (one worker, in order). Then, on the UI thread, ``done(value)`` (which
        refreshes what the write changed) and the layer's ``changed`` signal; a refusal is
        the usual dialog saying ``what`` failed and why (after ``failed(outcome)``, which
        puts back what the judge typed; when it returns ``True`` it has dealt with the refusal
        and no dialog is shown). ``buttons`` stay disabled meanwhile: a second click
        cannot submit it twice. ``event``: the event it changes (the open one by default;
        ``None``: the list of events)."""
        event_id = self.event_id if event is OPEN_EVENT else event
        station = self.ctx.station()
        assert event_id is None or isinstance(event_id, str)
        pending = submit_write(self, station.operations, station.url, event_id, fn,
                               what, done=done, failed=failed, controls=buttons, parent=self)
        self.ctx.last_write = pending
        return pending

    def _ready(self, what: str, *, event: bool = True) -> bool:
        """Whether ``what`` can run: a database is open and (with ``event``) an event too.

        If not, a dialog says ``what`` could not be done and why — an action is never a
        silent no-op (issue 8): the judge learns there is no database (and why it could
        not be opened) or no event, and where to get one.
        """
        if self.service is None:
            reason = self.tr("No database is open. Choose one in File → Settings… (an SQLite "
                             "file or a PostgreSQL URL).")
            if self.database_problem:
                reason += "\n" + self.database_problem
            show_error(self, what, reason)
            return False
        if event and self.event_id is None:
            show_error(self, what, self.tr("No event is open: create one (Ctrl+N) or pick one "
                                           "in the list above."))
            return False
        return True

    def _status(self, text: str, error: bool = False) -> None:
        """The entry line's message (shown under the pairings)."""
        self.ctx.status.emit(text, error)


def _hold(view: QWidget, page: QWidget) -> None:
    """Make ``page`` (what a tab built) the whole of ``view``, with no margin of its own."""
    layout = QVBoxLayout(view)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(page)
