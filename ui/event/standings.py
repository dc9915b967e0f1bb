"""The Standings tab: the Swiss standings, best first, sortable by value.

An event with age divisions (imported from TOM, which pairs small divisions together and
ranks them apart) shows a division choice: one division ranked 1..n among its players,
with the whole event's tiebreakers, as ``standings --division`` prints it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QHeaderView, QLabel, QVBoxLayout, QWidget

from judge_app.tournament.model import StandingRow
from ui.event.base import WorkspaceBase
from ui.event.common import _filling, _put, _table


class StandingsTab(WorkspaceBase):
    """Standings, recomputed only when on screen (a result marks them stale)."""

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
        if self.service is not None and self.event_id is not None:
            self._fill_standings(self.service.standings(self.event_id))

    def _by_division(self, rows: list[StandingRow]) -> list[StandingRow]:
        """``rows`` of the chosen division (the combo shows only when the event has some)."""
        from judge_app.storage.imports import division_standings, divisions

        if self.service is None or self.event_id is None:
            return rows
        event_id = self.event_id
        of = (self._snap.divisions if self._snap is not None and self._snap.divisions is not None
              else self.service.operations.call(  # on the worker, with its own service
                  self.service.url, lambda svc: divisions(svc, event_id)))
        present = {d for d in of.values() if d}
        visible = bool(present)
        self.division_combo.setVisible(visible)
        self.division_label.setVisible(visible)
        chosen = self.division_combo.currentData() if visible else None
        return division_standings(rows, of, chosen) if chosen else rows

    def _show_standings(self) -> None:
        if self._standings_stale and self.service is not None and self.event_id is not None:
            self._fill_standings(self.service.standings(self.event_id))

    def _fill_standings(self, rows: list[StandingRow]) -> None:
        self._standings_stale = False
        rows = self._by_division(rows)
        keys = list(rows[0].tiebreakers) if rows else []
        headers = [self.tr("Rank"), self.tr("Player"), self.tr("Points"), self.tr("Record"),
                   *[k.upper() for k in keys]]
        self.standings_table.setSortingEnabled(False)
        self.standings_table.setColumnCount(len(headers))
        self.standings_table.setHorizontalHeaderLabels(headers)
        dropped = self.tr("(dropped)")  # outside the f-string: lupdate cannot see into one
        with _filling(self.standings_table):
            self.standings_table.setRowCount(len(rows))
            for row, r in enumerate(rows):
                name = f"{r.name} {dropped}" if r.dropped else r.name
                values: list[object] = [r.rank, name, r.points, r.record,
                                        *[f"{r.tiebreakers[k]:.4f}" for k in keys]]
                for col, value in enumerate(values):
                    _put(self.standings_table, row, col, value, col != 1)
        self.standings_table.setSortingEnabled(True)
        # best first: rank 1 at the top, whatever the header showed before
        self.standings_table.sortItems(0, Qt.SortOrder.AscendingOrder)
        self.standings_table.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.Stretch)
