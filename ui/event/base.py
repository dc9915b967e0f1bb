"""What every tab of the event workspace shares: the service, the open event, the status line.

The workspace (:class:`ui.event.workspace.EventWorkspace`) is put together from
one class per tab (players, rounds, standings, penalties, top cut) plus the event
bar and the reports; they all derive from :class:`WorkspaceBase`, so each tab
reaches the open event and the other tabs' widgets through ``self``, and every
``self.tr`` is looked up in the one ``EventWorkspace`` translation context (Qt
names the context after the object's class, not the module the call is in).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction, QUndoStack
from PySide6.QtWidgets import QLabel, QTabWidget, QWidget

from judge_app.tournament import workspace as rules
from judge_app.tournament.model import EventSummary, MatchRecord, Penalty, Player, StandingRow
from judge_app.violations import Lang
from ui.common import show_error
from ui.operations import Outcome, Pending, Station, submit_write
from ui.settings import AppSettings

if TYPE_CHECKING:
    from judge_app.station import StationService
    from ui.floor_view import FloorPanel

T = TypeVar("T")

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

    @classmethod
    def read(cls, svc: StationService, event_id: str, *, standings: bool = True,
             penalties: bool = True) -> EventSnapshot:
        """On the worker: the event as the database has it now."""
        summary = svc.event_summary(event_id)
        last_swiss = int(svc.last_swiss_round(event_id))
        snap = cls(summary, list(svc.players(event_id)), list(svc.matches(event_id)),
                   last_swiss)
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
        return snap

    def round(self, round_no: int) -> list[MatchRecord]:
        """The matches of ``round_no``, by table."""
        return [m for m in self.matches if m.round == round_no]


class WorkspaceBase(QWidget):
    """The state of the open event and the few helpers every tab calls."""

    citationActivated = Signal(object)
    changed = Signal()

    settings: AppSettings
    _language: Callable[[], str]
    service: Station | None  # once a database is open
    db_url: str
    event_id: str | None
    summary: EventSummary | None
    undo_stack: QUndoStack
    pages: QTabWidget
    entry_status: QLabel
    floor: FloorPanel  # attached as the last tab
    _names: dict[str, str] | None
    #: why the last database could not be opened ("" while one is open)
    database_problem: str = ""
    #: the rounds still drafts, as last read (:attr:`EventSnapshot.drafts`)
    drafts: frozenset[int] = frozenset()
    #: the last write submitted (a slot that starts one does not return it; a test waits)
    last_write: Pending[object] = Pending.refused()

    # the tabs refresh each other through these (defined by EventWorkspace)
    def _refresh_all(self) -> None:
        raise NotImplementedError

    def publish_round(self, then: Callable[[], object] | None = None) -> Pending[object]:
        raise NotImplementedError

    @property
    def lang(self) -> Lang:
        return "en" if self._language() == "en" else "es"

    def _read(self, what: str, fn: Callable[[StationService], T]) -> tuple[bool, T | None]:
        """A read the caller needs before it goes on (:meth:`Station.read`: on the worker,
        waited for plainly); a refusal becomes a dialog naming ``what`` and why."""
        assert self.service is not None
        try:
            return True, self.service.read(fn)
        except Exception as exc:  # TournamentError, ValueError, a database error…
            show_error(self, what, exc)
            return False, None

    #: the snapshot being shown (only while a refresh applies it; ``None`` otherwise)
    _snap: EventSnapshot | None = None

    @contextmanager
    def _showing(self, snap: EventSnapshot) -> Iterator[EventSnapshot]:
        """While the tabs fill from ``snap``, their reads (names, matches, the last Swiss
        round) come from it instead of the database."""
        previous, self._snap = self._snap, snap
        self._names = {p.id: p.name for p in snap.players}
        self.summary = snap.summary
        self.drafts = snap.drafts
        try:
            yield snap
        finally:
            self._snap = previous

    def _snapshot(self, *, standings: bool = True, penalties: bool = True) -> EventSnapshot:
        """The open event, read on the worker in one call (the window painting meanwhile)."""
        event_id = str(self.event_id)
        assert self.service is not None
        return self.service.read(lambda svc: EventSnapshot.read(
            svc, event_id, standings=standings, penalties=penalties))

    def _matches(self, round_no: int | None = None) -> list[MatchRecord]:
        """The open event's matches (of ``round_no``): from the snapshot being shown, else
        read."""
        if self._snap is not None:
            return self._snap.matches if round_no is None else self._snap.round(round_no)
        event_id = str(self.event_id)
        assert self.service is not None
        return self.service.read(lambda svc: list(svc.matches(event_id, round_no)))

    def _players(self) -> list[Player]:
        """The open event's players: from the snapshot being shown, else read."""
        if self._snap is not None:
            return self._snap.players
        event_id = str(self.event_id)
        assert self.service is not None
        return self.service.read(lambda svc: svc.players(event_id))

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
        assert self.service is not None
        assert event_id is None or isinstance(event_id, str)
        pending = submit_write(self, self.service.operations, self.service.url, event_id, fn,
                               what, done=done, failed=failed, controls=buttons, parent=self)
        self.last_write = pending
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
        color = "#c62828" if error else "#2e7d32"
        self.entry_status.setStyleSheet(f"color: {color}")
        self.entry_status.setText(text)

    def names(self) -> dict[str, str]:
        """Player id → name, read once per refresh (a result entry needs it several times)."""
        if self.service is None or self.event_id is None:
            return {}
        if self._names is None:
            event_id = str(self.event_id)
            players = (self._snap.players if self._snap is not None
                       else self.service.read(lambda svc: svc.players(event_id)))
            self._names = {p.id: p.name for p in players}
        return self._names

    @property
    def current_round(self) -> int:
        return self.summary.current_round if self.summary is not None else 0

    @property
    def last_swiss_round(self) -> int:
        if self.service is None or self.event_id is None:
            return 0
        if self._snap is not None:
            return self._snap.last_swiss
        event_id = str(self.event_id)
        return self.service.read(lambda svc: svc.last_swiss_round(event_id))

    @property
    def top_cut_started(self) -> bool:
        return rules.top_cut_started(self.last_swiss_round, self.current_round)

    def match_at(self, round_no: int, table: int) -> MatchRecord | None:
        if self.service is None or self.event_id is None:
            return None
        for m in self._matches(round_no):
            if m.table == table:
                return m
        return None
