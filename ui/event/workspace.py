"""The event workspace: one event at a time, shown by one widget per tab.

Thin: ``judge_app.storage.service.EventService`` does everything (pairing,
standings, audit); every write goes straight to the database, so closing the
window never loses a result. The parts — the event bar, the Players, Rounds and
results, Standings, Penalties, Top cut and Floor tabs, the reports — are widgets
over one :class:`~ui.event.base.EventContext`, wired here explicitly: who shows
whom, who refreshes what.
"""

from __future__ import annotations

import functools
import html
from collections.abc import Callable

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from judge_app.tournament import workspace as rules
from judge_app.tournament.structure import suggest_structure
from ui.common import show_error
from ui.event.base import EventContext, EventSnapshot, EventView
from ui.event.events import EventBar
from ui.event.penalties import PenaltiesTab
from ui.event.players import PlayersTab
from ui.event.reports import EventReports
from ui.event.rounds import RoundsTab
from ui.event.standings import StandingsTab
from ui.event.topcut import TopCutTab
from ui.floor_view import FloorPanel
from ui.i18n import game_title, profile_title
from ui.operations import LatestRead, Outcome
from ui.settings import AppSettings

PLAYERS_TAB, ROUNDS_TAB, STANDINGS_TAB, PENALTIES_TAB, TOP_CUT_TAB = range(5)
#: From this many players, the window's own read fills the tabs not on screen in later turns
#: of the event loop (35-45 ms for the four at 8,192); below, all at once as always (at
#: 1,000, under 5 ms; and each turn given back to the event loop is a moment a typist's keys
#: wait in: xdotool's remapped keys, typed by the Xvfb session, lost accents).
SPLIT_FROM = 1000


class EventWorkspace(EventView):
    """One event at a time; the event list comes from the database."""

    #: a result, a pairing or a publication changed what the floor shows
    changed = Signal()
    #: a rule citation was activated (the main window opens it in the rulebook browser)
    citationActivated = Signal(object)

    def __init__(self, db_url: str, settings: AppSettings,
                 language: Callable[[], str] | None = None,
                 parent: QWidget | None = None) -> None:
        ctx = EventContext(settings, language or (lambda: "es"))
        super().__init__(ctx, parent)
        ctx.setParent(self)
        self.setObjectName("eventWorkspace")
        self._outside = LatestRead(self)  # another station's changes, read in the background
        self._own = LatestRead(self)  # this window's own writes, read again in the background
        self._own_then: list[Callable[[], object]] = []  # to run once that read is shown
        self._own_standings = False  # that read is to bring the standings, on screen or not

        self.bar = EventBar(ctx)
        self.players = PlayersTab(ctx)
        self.rounds = RoundsTab(ctx)
        self.standings = StandingsTab(ctx)
        self.penalties = PenaltiesTab(ctx)
        self.top_cut = TopCutTab(ctx, self.rounds)
        self.reports = EventReports(ctx, self.rounds, self.standings, self)
        self.pages = QTabWidget()
        self.pages.setObjectName("eventPages")
        for tab in (self.players, self.rounds, self.standings, self.penalties, self.top_cut):
            self.pages.addTab(tab, "")
        layout = QVBoxLayout(self)
        layout.addWidget(self.bar)
        layout.addWidget(self.pages, 1)

        # the wiring between the parts
        ctx.refreshRequested.connect(self._refresh_all)
        ctx.refreshSoonRequested.connect(
            lambda then, standings: self._refresh_soon(then, standings=standings))
        ctx.changed.connect(self.changed)
        ctx.citationActivated.connect(self.citationActivated)
        self.bar.eventSwitched.connect(self.rounds.forget_round)
        self.bar.eventSwitched.connect(self._event_switched)
        self.bar.eventCreated.connect(self._registration)
        self.rounds.wantsShown.connect(lambda: self.pages.setCurrentWidget(self.rounds))
        self.rounds.top_cut_button.clicked.connect(self.top_cut.top_cut_dialog)
        self.penalties.wantsShown.connect(lambda: self.pages.setCurrentWidget(self.penalties))
        self.pages.currentChanged.connect(self._page_shown)
        self.retranslate()

        self.floor = FloorPanel(self)  # the "Floor" tab (docs/floor.md)
        self.pages.addTab(self.floor, "")
        self.floor.retranslate()
        # the floor's writes (a publication, a fixed seat, a hand edit): shown in the
        # background, the UI thread never waiting for the read (issue 22: the publish)
        self.floor.changed.connect(lambda: self._refresh_soon())
        self.reports.portal_url = lambda: self.floor.portal.url or ""  # printed while it runs
        self.bar.connect_database(db_url)

    def _page_shown(self, index: int) -> None:
        """A tab came on screen: what an outside change left to be shown or read there."""
        tab = self.pages.widget(index)
        stale = self.ctx.stale_tabs
        if tab is self.standings and self.ctx.standings_stale:
            stale.pop(tab, None)  # a result since: read afresh below, not an older snapshot
        snap = stale.pop(tab, None) if tab is not None else None
        if tab is not None and snap is not None:
            with self.ctx.showing(snap):
                self._fill_tab(tab, snap, external=True)
            if tab is self.standings:
                return
        if index == STANDINGS_TAB:
            self.standings._show_standings()
        elif index == PENALTIES_TAB:
            self.penalties._penalties_shown()
        elif self.pages.widget(index) is self.floor:
            self.floor.refresh_when_painted()  # the tab shows at once, then reads

    def _event_switched(self) -> None:
        """Another event was opened (or the open one deleted): until its read arrives no tab
        shows the event before, and nothing read of it waits to be shown. A table clicked
        meanwhile (a result on table 1, a penalty to a player) acted on the new event with the
        old one's rows (at 8,192 players the read takes a second)."""
        self.ctx.stale_tabs.clear()
        self.ctx.standings_stale = True
        for table in (self.players.players_table, self.rounds.pairings_table,
                      self.standings.standings_table, self.penalties.penalties_table):
            table.set_rows([])
        self.penalties.player_choices.set_choices([])
        self.floor.forget_event()

    def _registration(self) -> None:
        """An event was just created: the Players tab, the name field ready."""
        self.pages.setCurrentWidget(self.players)
        self.players.player_name.setFocus()

    # ------------------------------------------------------------------ refresh
    def _refresh_all(self, external: bool = False) -> None:
        """Show the event as the database has it now. ``external``: another station changed
        it (the window's poll) — the standings, costly at 512 players, are then read only
        if on screen, else when their tab is next shown."""
        self.ctx.champion = None
        self.ctx.names = None
        if self.service is None or self.event_id is None:
            self.ctx.summary = None
            self.top_cut.bracket.set_bracket([], {}, None)
            self.bar.header.setText(self.tr("No event open: create one (Ctrl+N) or pick one "
                                            "above."))
            self._event_switched()  # the tables emptied, nothing left to fill
            self.rounds.round_combo.clear()
            self.penalties.penalty_player.clear()
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
        with self.ctx.showing(snap):
            for tab in self._show_snapshot(snap, external):  # read while the UI waited:
                self._fill_stale(tab)  # every tab filled now, as it always was

    def _refresh_soon(self, then: Callable[[], object] | None = None, *,
                      standings: bool = False) -> None:
        """This window's own write, shown without waiting for its read: the event is read
        on the worker and every tab filled when it comes back (the standings only if on
        screen, else when their tab is shown). At 1,500 players the read took 0.3 s, the
        whole of the window's frame at a publish; opening an event at 8,192 players 1.3 s.
        ``then()`` runs once it is shown, the snapshot still shown (its reads come from
        it, not the database), or at once if no event is open; asked again while a read
        is on its way, the requests fold into one more read. ``standings``: read them even
        if their tab is not on screen (an event opened: every tab filled, as before)."""
        if then is not None:
            self._own_then.append(then)
        self._own_standings = self._own_standings or standings
        if self.service is None or self.event_id is None:
            self._refresh_all()
            self._run_own_then()
            return
        standings = self._own_standings or self.pages.currentIndex() == STANDINGS_TAB
        if not self._own.reading:  # else folded: the flag waits for the next read
            self._own_standings = False

        def then_if_last() -> None:
            if not self._own.again:  # what follows reads from the snapshot too
                self._run_own_then()

        def refused(outcome: Outcome[EventSnapshot]) -> None:
            show_error(self, self.tr("Could not read the event"), outcome.reason)
            then_if_last()

        def still_open(open_now: bool) -> bool:
            if not open_now:  # another event is shown: what was to follow is dropped
                self._own_then.clear()
            return open_now

        self._read_in_background(self._own, standings, False, then_if_last, refused,
                                 self._refresh_soon, still_open)

    def _read_in_background(self, reader: LatestRead, standings: bool, external: bool,
                            after: Callable[[], object],
                            failed: Callable[[Outcome[EventSnapshot]], object],
                            restart: Callable[[], object],
                            still_open: Callable[[bool], bool] = lambda open_now: open_now,
                            ) -> None:
        """The open event read on the worker by ``reader`` (one read at a time, asked
        again meanwhile: one more), its rows built there too in the words on screen, and
        shown (``external``: another station's change) if the same event is still open —
        ``still_open(whether it is)`` decides; ``after()`` while the snapshot is shown."""
        assert self.service is not None
        event_id, url = str(self.event_id), self.service.url
        build = self.ctx.make_builders()

        def shown(snap: EventSnapshot) -> None:
            self.ctx.champion = None
            with self.ctx.showing(snap):
                later = self._show_snapshot(snap, external)
                if len(snap.players) < SPLIT_FROM or self.service is None:
                    for tab in later:  # a small event: every tab now, as always
                        self._fill_stale(tab)
                    later = []
                after()  # a tab it shows is filled as it comes on screen (_page_shown)
            if self.service is not None:
                for tab in later:  # each in a turn of its own: no frame holds all four
                    self.service.operations.later(functools.partial(self._fill_stale, tab))

        reader.start(
            self.service.operations, url,
            lambda svc: EventSnapshot.read(svc, event_id, standings=standings, build=build),
            shown, failed=failed,
            wanted=lambda: still_open(self.event_id == event_id and self.service is not None
                                      and self.service.url == url),
            restart=restart, what=self.tr("Could not read the event"))

    def _run_own_then(self) -> None:
        thens, self._own_then = self._own_then, []
        for then in thens:
            then()

    def _refresh_later(self, standings: bool) -> None:
        """Another station's change: read in the background and shown when the read comes
        back — the UI thread does not wait for it at all, only fills what changed. One read
        at a time: changes seen meanwhile are folded into one more."""
        assert self.service is not None
        ops = self.service.operations
        what = self.tr("Could not read the event")
        self._read_in_background(
            self._outside, standings, True, lambda: None,
            lambda outcome: ops.failed.emit(what, outcome.reason),  # the status line
            lambda: self._refresh_all(external=True))

    @property
    def _outside_reading(self) -> bool:
        """Another station's change is being read (:meth:`_refresh_later`)."""
        return self._outside.reading

    @property
    def _outside_again(self) -> bool:
        """And another was seen meanwhile: one more read follows it."""
        return self._outside.again

    def _show_snapshot(self, snap: EventSnapshot, external: bool) -> list[QWidget]:
        """Fill the tab on screen from ``snap``: Python compares, Qt is touched only where
        the screen changes (another station's result: its row of the pairings, nothing
        else). The other tabs are left stale: another station's change fills them when
        shown; the window's own read gives the tabs to fill in later turns of the event
        loop (:meth:`_fill_stale`: at 8,192 players the four took 35-45 ms in one frame)."""
        summary, players = snap.summary, snap.players
        self.top_cut._refresh_bracket()
        self.bar.retranslate_event_menu()
        header = (f"<b>{html.escape(summary.name)}</b> — {html.escape(game_title(summary.game))}"
                  f" · {summary.date} · "
                  + self.tr("tiebreakers %1").replace("%1", html.escape(
                      profile_title(str(summary.profile)))) + " · "
                  + (self.tr("round %1").replace("%1", str(summary.current_round))
                     if summary.current_round else self.tr("registration")))
        if players:
            # counted as the top-cut dialog counts them: the players still in (issue 23 §14)
            plan = suggest_structure(max(2, snap.active))
            header += " · " + self.tr("suggested Swiss rounds: %1, %2").replace(
                "%1", str(plan.swiss_rounds)).replace(
                "%2", self.tr("top %1").replace("%1", str(plan.top_cut)) if plan.top_cut
                else self.tr("no top cut"))
        if self.champion is not None:
            name = next((p.name for p in players if p.id == self.champion), self.champion)
            header += " · <b>" + html.escape(
                self.tr("Champion: %1").replace("%1", f"{name} ({self.champion})")) + "</b>"
        if header != self.bar.header.text():
            self.bar.header.setText(header)
        self.rounds.top_cut_button.setEnabled(rules.can_start_top_cut(snap.last_swiss,
                                                                      summary.current_round))
        self.rounds.pair_button.setEnabled(self.champion is None)
        tabs: list[QWidget] = [self.players, self.rounds, self.standings, self.penalties]
        if snap.standings is None:
            self.ctx.standings_stale = True
            tabs.remove(self.standings)
        shown = self.pages.currentWidget()
        stale = self.ctx.stale_tabs
        for tab in tabs:
            if tab is shown:
                stale.pop(tab, None)
                self._fill_tab(tab, snap, external)
            else:
                stale[tab] = snap
        # another station: the others when shown; the window's own read: each tab left
        # stale (from this snapshot, or an older one this one has no data for) in later turns
        return [] if external else list(stale)

    def _fill_stale(self, tab: QWidget) -> None:
        """Fill ``tab`` from the last snapshot that had its data, if it is still stale
        (shown since, or asked twice: nothing to do)."""
        snap = self.ctx.stale_tabs.pop(tab, None)
        if snap is not None:
            with self.ctx.showing(snap):
                self._fill_tab(tab, snap, external=False)

    def _fill_tab(self, tab: QWidget, snap: EventSnapshot, external: bool) -> None:
        """Fill one tab from ``snap`` (being shown: :meth:`EventContext.showing`)."""
        if tab is self.players:
            self.players._fill_players(snap.players)
        elif tab is self.rounds:
            self.rounds._fill_rounds(snap.summary)
        elif tab is self.standings:
            self.standings._fill_standings(snap)
        elif tab is self.penalties:
            self.penalties._fill_penalty_players(
                snap.players, hint=not external or self.pages.currentIndex() == PENALTIES_TAB)

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        self.bar._retranslate_event_bar()
        self.pages.setTabText(PLAYERS_TAB, self.tr("Players"))
        self.pages.setTabText(ROUNDS_TAB, self.tr("Rounds and results"))
        self.pages.setTabText(STANDINGS_TAB, self.tr("Standings"))
        self.pages.setTabText(PENALTIES_TAB, self.tr("Penalties"))
        self.pages.setTabText(TOP_CUT_TAB, self.tr("Top cut"))
        self.players._retranslate_players_tab()
        self.rounds._retranslate_rounds_tab()
        self.penalties._retranslate_penalties_tab()
        self.standings._fill_division_combo()
        if self.service is not None:
            self._refresh_all()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
