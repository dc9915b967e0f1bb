"""The Standings tab: the Swiss standings, best first, sortable by value.

An event with age divisions (imported from TOM, which pairs small divisions together and
ranks them apart) shows a division choice: one division ranked 1..n among its players,
with the whole event's tiebreakers, as ``standings --division`` prints it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from judge_app.tournament import workspace as rules
from judge_app.tournament.model import StandingRow
from judge_app.violations import Lang
from ui.event.base import EventContext, EventSnapshot, EventView, _hold
from ui.operations import LatestRead
from ui.rows import Row, RowsView, make_row, text_lengths


@dataclass(frozen=True)
class StandingsShown:
    """The standings as the tab shows them, built on the worker: the headers, the rows
    (best first), the centred columns, the name's column (it takes the room), whether
    the event has age divisions (the choice shows only then) and each column's longest
    text (whether to size the columns again)."""

    headers: list[str]
    rows: list[Row]
    centered: frozenset[int]
    name_col: int
    divisions: bool
    lengths: tuple[int, ...] = ()


@dataclass(frozen=True)
class StandingsWords:
    """The tab's words in the window's language (looked up on the UI thread)."""

    place: str
    top_cut: str
    swiss: str
    rank: str
    player: str
    points: str
    record: str
    dropped: str
    lang: Lang


def build_standings(snap: EventSnapshot, words: StandingsWords,
                    chosen: str | None) -> StandingsShown | None:
    """The standings' rows from ``snap`` (``None`` when it has none): the division
    ``chosen`` ranked 1..n among its players, or after the top cut the final place first.
    Plain Python: on the worker."""
    from judge_app.storage.imports import division_standings

    if snap.standings is None:
        return None
    rows = snap.standings
    of = snap.divisions or {}
    has_divisions = any(of.values())
    if has_divisions and chosen:
        rows = division_standings(rows, of, chosen)
    keys = list(rows[0].tiebreakers) if rows else []
    places: dict[str, tuple[int, int]] = {}
    if not (has_divisions and chosen) and snap.champion is not None:
        bracket = [snap.round(r) for r in range(snap.last_swiss + 1,
                                                snap.summary.current_round + 1)]
        places = rules.final_places(bracket, snap.champion, [r.player for r in rows])
    if places:  # after the top cut: the final place first (champion, finalist…)
        rows = sorted(rows, key=lambda r: places.get(r.player, (10**6, 0)))
    first = [words.place, words.top_cut, words.swiss] if places else [words.rank]
    headers = [*first, words.player, words.points, words.record,
               *[rules.tiebreaker_header(k, words.lang) for k in keys]]
    name_col = len(first)
    shown: list[Row] = []
    for r in rows:
        name = f"{r.name} {words.dropped}" if r.dropped else r.name
        lead: list[object] = [r.rank]
        if places:
            place, left = places.get(r.player, (0, 0))
            lead = [place, rules.final_title(left, words.lang), r.rank]
        shown.append(make_row([*lead, name, r.points, r.record,
                               *[rules.tiebreaker_text(k, r.tiebreakers[k]) for k in keys]],
                              user=r.player))
    centered = frozenset(c for c in range(len(headers))
                         if c != name_col and not (places and c == 1))
    return StandingsShown(headers, shown, centered, name_col, has_divisions,
                          text_lengths(shown))


class StandingsTab(EventView):
    """Standings, recomputed only when on screen (a result marks them stale)."""

    def __init__(self, ctx: EventContext) -> None:
        super().__init__(ctx)
        self._latest = LatestRead(self)  # the standings read as the tab is shown
        _hold(self, self._build_standings_tab())
        ctx.builders["standings"] = self.builder

    _standings_stale: bool

    def _build_standings_tab(self) -> QWidget:
        self.standings_table = RowsView(5, "standingsTable")
        self.standings_table.setSortingEnabled(True)
        self.division_combo = QComboBox()
        self.division_combo.setObjectName("divisionCombo")
        self.division_label = QLabel()
        self.division_label.setBuddy(self.division_combo)
        self.division_combo.currentIndexChanged.connect(self._division_changed)
        bar = QHBoxLayout()
        bar.addWidget(self.division_label)
        bar.addWidget(self.division_combo)
        bar.addStretch(1)
        standings_page = QWidget()
        layout = QVBoxLayout(standings_page)
        layout.addLayout(bar)
        layout.addWidget(self.standings_table)
        self._fill_division_combo()
        self.division_combo.setVisible(False)  # only for an event with age divisions
        self.division_label.setVisible(False)
        return standings_page

    def _fill_division_combo(self) -> None:
        """The choices in the current language, keeping the one chosen."""
        chosen = self.division_combo.currentData()
        self.division_combo.blockSignals(True)
        self.division_combo.clear()
        self.division_combo.addItem(self.tr("Whole event"), None)
        for key, text in (("junior", self.tr("Junior")), ("senior", self.tr("Senior")),
                          ("masters", self.tr("Masters"))):
            self.division_combo.addItem(text, key)
        self.division_combo.setCurrentIndex(max(0, self.division_combo.findData(chosen)))
        self.division_combo.blockSignals(False)
        self.division_label.setText(self.tr("Age division:"))

    def _division_changed(self) -> None:
        self._read_standings()

    def builder(self) -> Callable[[EventSnapshot], object]:
        """The worker's builder of the standings, in the words on screen now."""
        words = StandingsWords(
            self.tr("Place"), self.tr("Top cut"), self.tr("Swiss"), self.tr("Rank"),
            self.tr("Player"), self.tr("Points"), self.tr("Record"),
            self.tr("(dropped)"), self.lang)
        chosen = self.division_combo.currentData()
        return lambda snap: build_standings(snap, words, chosen)

    def _read_standings(self) -> None:
        """Read the standings in the background and show them when they come (the tab is
        on screen, or the division changed): the UI thread never waits for them."""
        if self.service is None or self.event_id is None:
            return
        event_id, url = str(self.event_id), self.service.url
        ops = self.service.operations
        build = {"standings": self.builder()}
        what = self.tr("Could not read the event")
        self.ctx.standings_stale = False

        def shown(snap: EventSnapshot) -> None:
            self._show_built(snap.built.get("standings"))

        self._latest.start(
            ops, url, lambda svc: EventSnapshot.read(svc, event_id, penalties=False,
                                                     build=build),
            shown, failed=lambda outcome: ops.failed.emit(what, outcome.reason),
            wanted=lambda: (self.event_id == event_id and self.service is not None
                            and self.service.url == url),
            restart=self._read_standings, what=what)

    def _show_standings(self) -> None:
        if self.ctx.standings_stale:
            self._read_standings()

    def final_places(self, rows: list[StandingRow]) -> dict[str, tuple[int, int]]:
        """Once the top cut has its champion: player id → (final place, players left where
        they lost), worked out by the core; empty before."""
        champion = self.champion
        if champion is None or self.service is None or self.event_id is None:
            return {}
        last_swiss = self.last_swiss_round
        bracket = [self._matches(r) for r in range(last_swiss + 1, self.current_round + 1)]
        return rules.final_places(bracket, champion, [r.player for r in rows])

    def _fill_standings(self, snap: EventSnapshot) -> None:
        """The standings of ``snap`` (built on the worker with it; here only if not)."""
        built = snap.built.get("standings")
        if built is None:
            built = self.builder()(snap)
        self._show_built(built)

    def _show_built(self, built: object) -> None:
        """Swap the standings' rows in: best first, whatever the header showed before."""
        if not isinstance(built, StandingsShown):
            return
        self.ctx.standings_stale = False
        self.division_combo.setVisible(built.divisions)
        self.division_label.setVisible(built.divisions)
        table = self.standings_table
        table.setHorizontalHeaderLabels(built.headers)
        header = table.horizontalHeader()
        header.blockSignals(True)  # the rows come sorted: no second sort for the arrow
        header.setSortIndicator(0, Qt.SortOrder.AscendingOrder)
        header.blockSignals(False)
        table.rows_model.sorted_by = (0, Qt.SortOrder.AscendingOrder)
        # sized again only for a new table or a longer text (not every result: 8,192 rows);
        # the rows come best first, sorted on the worker: swapped in, not sorted here again
        changed = table.set_rows(built.rows, built.centered, presorted=True)
        table.refit(changed, (built.name_col,), built.lengths)
