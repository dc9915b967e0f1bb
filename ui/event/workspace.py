"""The event workspace: one event at a time, its tabs put together from ``ui.event``.

Thin: ``judge_app.storage.service.EventService`` does everything (pairing,
standings, audit); every write goes straight to the database, so closing the
window never loses a result.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QEvent
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from judge_app.tournament import workspace as rules
from judge_app.tournament.structure import suggest_structure
from ui.common import show_error
from ui.event.base import EventSnapshot
from ui.event.events import EventBar
from ui.event.penalties import PenaltiesTab
from ui.event.players import PlayersTab
from ui.event.reports import EventReports
from ui.event.rounds import RoundsTab
from ui.event.standings import StandingsTab
from ui.event.topcut import TopCutTab
from ui.i18n import game_title, profile_title
from ui.operations import LatestRead
from ui.settings import AppSettings

PLAYERS_TAB, ROUNDS_TAB, STANDINGS_TAB, PENALTIES_TAB, TOP_CUT_TAB = range(5)


class EventWorkspace(EventBar, PlayersTab, RoundsTab, StandingsTab, PenaltiesTab, TopCutTab,
                     EventReports):
    """One event at a time; the event list comes from the database."""

    def __init__(self, db_url: str, settings: AppSettings,
                 language: Callable[[], str] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("eventWorkspace")
        self.settings = settings
        self._language = language or (lambda: "es")
        self.service = None
        self.event_id = None
        self.summary = None
        self.undo_stack = QUndoStack(self)
        self._names = None
        self._standings_stale = False
        self._entry_context = (None, 0)
        self._outside = LatestRead(self)  # another station's changes, read in the background

        top = self._build_event_bar()
        self.pages = QTabWidget()
        self.pages.setObjectName("eventPages")
        self.pages.addTab(self._build_players_tab(), "")
        self.pages.addTab(self._build_rounds_tab(), "")
        self.pages.addTab(self._build_standings_tab(), "")
        self.pages.addTab(self._build_penalties_tab(), "")
        self.pages.addTab(self._build_top_cut_tab(), "")
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.header)
        layout.addWidget(self.pages, 1)
        self.pages.currentChanged.connect(self._page_shown)
        self.retranslate()
        from ui.floor_view import FloorPanel  # the "Floor" tab (docs/floor.md)

        FloorPanel.attach(self)
        self.connect_database(db_url)

    def _page_shown(self, index: int) -> None:
        """A tab came on screen: what an outside change left to be read there."""
        if index == STANDINGS_TAB:
            self._show_standings()
        elif index == PENALTIES_TAB:
            self._penalties_shown()

    # ------------------------------------------------------------------ refresh
    def _refresh_all(self, external: bool = False) -> None:
        """Show the event as the database has it now. ``external``: another station changed
        it (the window's poll) — the standings, costly at 512 players, are then read only
        if on screen, else when their tab is next shown."""
        self.champion = None
        self._names = None
        if self.service is None or self.event_id is None:
            self.summary = None
            self.bracket.set_bracket([], {}, None)
            self.header.setText(self.tr("No event open: create one (Ctrl+N) or pick one above."))
            for t in (self.players_table, self.pairings_table, self.standings_table,
                      self.penalties_table):
                t.setRowCount(0)
            self.round_combo.clear()
            self.penalty_player.clear()
            return
        # Everything the tabs show, read on the worker in one call; the standings (costly at
        # 512 players) only if they are on screen or this window changed the event.
        standings = not external or self.pages.currentIndex() == STANDINGS_TAB
        if external:
            self._refresh_later(standings)
            return
        try:
            snap = self._snapshot(standings=standings)
        except Exception as exc:  # a database error: said, the tabs keep what they show
            show_error(self, self.tr("Could not read the event"), exc)
            return
        with self._showing(snap):
            self._show_snapshot(snap, external)

    def _refresh_later(self, standings: bool) -> None:
        """Another station's change: read in the background and shown when the read comes
        back — the UI thread does not wait for it at all, only fills what changed. One read
        at a time: changes seen meanwhile are folded into one more."""
        assert self.service is not None
        event_id, url = str(self.event_id), self.service.url
        ops = self.service.operations
        what = self.tr("Could not read the event")

        def shown(snap: EventSnapshot) -> None:
            self.champion = None
            with self._showing(snap):
                self._show_snapshot(snap, True)

        self._outside.start(
            ops, url, lambda svc: EventSnapshot.read(svc, event_id, standings=standings),
            shown, failed=lambda outcome: ops.failed.emit(what, outcome.reason),  # status line
            wanted=lambda: (self.event_id == event_id and self.service is not None
                            and self.service.url == url),
            restart=lambda: self._refresh_all(external=True), what=what)

    @property
    def _outside_reading(self) -> bool:
        """Another station's change is being read (:meth:`_refresh_later`)."""
        return self._outside.reading

    @property
    def _outside_again(self) -> bool:
        """And another was seen meanwhile: one more read follows it."""
        return self._outside.again

    def _show_snapshot(self, snap: EventSnapshot, external: bool) -> None:
        """Fill every tab from ``snap``: Python compares, Qt is touched only where the
        screen changes (another station's result: its row of the pairings, nothing else)."""
        summary, players = snap.summary, snap.players
        self._refresh_bracket()
        self.retranslate_event_menu()
        header = (f"<b>{html.escape(summary.name)}</b> — {html.escape(game_title(summary.game))}"
                  f" · {summary.date} · "
                  + self.tr("tiebreakers %1").replace("%1", html.escape(
                      profile_title(str(summary.profile)))) + " · "
                  + (self.tr("round %1").replace("%1", str(summary.current_round))
                     if summary.current_round else self.tr("registration")))
        if players:
            # counted as the top-cut dialog counts them: the players still in (issue 23 §14)
            plan = suggest_structure(max(2, rules.active_players(players)))
            header += " · " + self.tr("suggested Swiss rounds: %1, %2").replace(
                "%1", str(plan.swiss_rounds)).replace(
                "%2", self.tr("top %1").replace("%1", str(plan.top_cut)) if plan.top_cut
                else self.tr("no top cut"))
        if self.champion is not None:
            name = next((p.name for p in players if p.id == self.champion), self.champion)
            header += " · <b>" + html.escape(
                self.tr("Champion: %1").replace("%1", f"{name} ({self.champion})")) + "</b>"
        if header != self.header.text():
            self.header.setText(header)
        self.top_cut_button.setEnabled(rules.can_start_top_cut(snap.last_swiss,
                                                               summary.current_round))
        self.pair_button.setEnabled(self.champion is None)
        self._fill_players(players)
        self._fill_rounds(summary)
        if snap.standings is None:
            self._standings_stale = True
        else:
            self._fill_standings(snap.standings)
        self._fill_penalty_players(players, hint=not external
                                   or self.pages.currentIndex() == PENALTIES_TAB)

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        self._retranslate_event_bar()
        self.pages.setTabText(PLAYERS_TAB, self.tr("Players"))
        self.pages.setTabText(ROUNDS_TAB, self.tr("Rounds and results"))
        self.pages.setTabText(STANDINGS_TAB, self.tr("Standings"))
        self.pages.setTabText(PENALTIES_TAB, self.tr("Penalties"))
        self.pages.setTabText(TOP_CUT_TAB, self.tr("Top cut"))
        self._retranslate_players_tab()
        self._retranslate_rounds_tab()
        self._retranslate_penalties_tab()
        self._fill_division_combo()
        if self.service is not None:
            self._refresh_all()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
