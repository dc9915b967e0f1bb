"""The Standings tab: the Swiss standings, best first, sortable by value."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QVBoxLayout, QWidget

from judge_app.tournament.model import StandingRow
from ui.event.base import WorkspaceBase
from ui.event.common import _item, _table


class StandingsTab(WorkspaceBase):
    """Standings, recomputed only when on screen (a result marks them stale)."""

    _standings_stale: bool

    def _build_standings_tab(self) -> QWidget:
        self.standings_table = _table(5, "standingsTable")
        self.standings_table.setSortingEnabled(True)
        standings_page = QWidget()
        QVBoxLayout(standings_page).addWidget(self.standings_table)
        return standings_page

    def _show_standings(self) -> None:
        if self._standings_stale and self.service is not None and self.event_id is not None:
            self._fill_standings(self.service.standings(self.event_id))

    def _fill_standings(self, rows: list[StandingRow]) -> None:
        self._standings_stale = False
        keys = list(rows[0].tiebreakers) if rows else []
        headers = [self.tr("Rank"), self.tr("Player"), self.tr("Points"), self.tr("Record"),
                   *[k.upper() for k in keys]]
        self.standings_table.setSortingEnabled(False)
        self.standings_table.setColumnCount(len(headers))
        self.standings_table.setHorizontalHeaderLabels(headers)
        self.standings_table.setRowCount(len(rows))
        for row, r in enumerate(rows):
            name = r.name + (f" ({self.tr('dropped')})" if r.dropped else "")
            values: list[object] = [r.rank, name, r.points, r.record,
                                    *[f"{r.tiebreakers[k]:.4f}" for k in keys]]
            for col, value in enumerate(values):
                self.standings_table.setItem(row, col, _item(value, col != 1))
        self.standings_table.setSortingEnabled(True)
        # best first: rank 1 at the top, whatever the header showed before
        self.standings_table.sortItems(0, Qt.SortOrder.AscendingOrder)
        self.standings_table.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.Stretch)
