"""The Standings tab: the Swiss standings, best first, sortable by value.

An event with age divisions (imported from TOM, which pairs small divisions together and
ranks them apart) shows a division choice: one division ranked 1..n among its players,
with the whole event's tiebreakers, as ``standings --division`` prints it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QHeaderView, QLabel, QVBoxLayout, QWidget

from judge_app.tournament import workspace as rules
from judge_app.tournament.model import StandingRow
from ui.event.base import EventContext, EventView, _hold
from ui.event.common import _filling, _put, _table


class StandingsTab(EventView):
    """Standings, recomputed only when on screen (a result marks them stale)."""

    def __init__(self, ctx: EventContext) -> None:
        super().__init__(ctx)
        _hold(self, self._build_standings_tab())

    _standings_stale: bool

    def _build_standings_tab(self) -> QWidget:
        self.standings_table = _table(5, "standingsTable")
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

    def _read_standings(self) -> None:
        """Read the standings and show them (a read the tab needs as it is shown)."""
        if self.service is not None and self.event_id is not None:
            event_id = str(self.event_id)
            self._fill_standings(self.service.read(lambda svc: svc.standings(event_id)))

    def _by_division(self, rows: list[StandingRow]) -> list[StandingRow]:
        """``rows`` of the chosen division (the combo shows only when the event has some)."""
        from judge_app.storage.imports import division_standings, divisions

        if self.service is None or self.event_id is None:
            return rows
        event_id = str(self.event_id)
        of = (self._snap.divisions if self._snap is not None and self._snap.divisions is not None
              else self.service.read(lambda svc: divisions(svc, event_id)))
        present = {d for d in of.values() if d}
        visible = bool(present)
        self.division_combo.setVisible(visible)
        self.division_label.setVisible(visible)
        chosen = self.division_combo.currentData() if visible else None
        return division_standings(rows, of, chosen) if chosen else rows

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

    def _fill_standings(self, rows: list[StandingRow]) -> None:
        self.ctx.standings_stale = False
        rows = self._by_division(rows)
        keys = list(rows[0].tiebreakers) if rows else []
        # after the top cut: the final place first (champion, finalist…), the Swiss rank kept
        places = self.final_places(rows) if self.division_combo.currentData() is None else {}
        if places:
            rows = sorted(rows, key=lambda r: places.get(r.player, (10**6, 0)))
        first = ([self.tr("Place"), self.tr("Top cut"), self.tr("Swiss")] if places
                 else [self.tr("Rank")])
        headers = [*first, self.tr("Player"), self.tr("Points"), self.tr("Record"),
                   *[rules.tiebreaker_header(k, self.lang) for k in keys]]
        self.standings_table.setSortingEnabled(False)
        self.standings_table.setColumnCount(len(headers))
        self.standings_table.setHorizontalHeaderLabels(headers)
        dropped = self.tr("(dropped)")  # outside the f-string: lupdate cannot see into one
        with _filling(self.standings_table):
            self.standings_table.setRowCount(len(rows))
            for row, r in enumerate(rows):
                name = f"{r.name} {dropped}" if r.dropped else r.name
                lead: list[object] = [r.rank]
                if places:
                    place, left = places.get(r.player, (0, 0))
                    lead = [place, rules.final_title(left, self.lang), r.rank]
                values: list[object] = [*lead, name, r.points, r.record,
                                        *[rules.tiebreaker_text(k, r.tiebreakers[k])
                                          for k in keys]]
                name_col = len(lead)
                for col, value in enumerate(values):
                    _put(self.standings_table, row, col, value,
                         col not in (name_col, 1 if places else -1))
        self.standings_table.setSortingEnabled(True)
        # best first: rank 1 at the top, whatever the header showed before
        self.standings_table.sortItems(0, Qt.SortOrder.AscendingOrder)
        header = self.standings_table.horizontalHeader()
        header.setStretchLastSection(False)  # the name takes the room, not the last tiebreaker
        for col in range(self.standings_table.columnCount()):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(first), QHeaderView.ResizeMode.Stretch)
