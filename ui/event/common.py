"""Table helpers shared by the workspace's tabs: cells that sort by value, read-only tables.

Sorting by the displayed text puts rank 10 before rank 2; every numeric cell
carries its number (:data:`SORT_ROLE`), so a header click sorts by value.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from judge_app.tournament.profiles import format_points

SORT_ROLE = Qt.ItemDataRole.UserRole + 1


class SortItem(QTableWidgetItem):
    """A cell that sorts by a key kept in :data:`SORT_ROLE` (a number for a number).

    Sorting by the displayed text puts rank 10 before rank 2 and "9" after "21";
    every numeric cell of the workspace (rank, points, tiebreakers, table,
    round) carries its number, so a header click sorts by value.
    """

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine, theirs = self.data(SORT_ROLE), other.data(SORT_ROLE)
        if mine is not None and theirs is not None:
            if isinstance(mine, str) == isinstance(theirs, str):
                return bool(mine < theirs)
            return not isinstance(mine, str)  # numbers before text (a bye's "—")
        return super().__lt__(other)


def sort_key(value: object) -> object:
    """The sort key of a cell value: a number when it is one (also "0.6667", "66.7%")."""
    if isinstance(value, bool) or value is None:
        return "" if value is None else str(value)
    if isinstance(value, int | float | Fraction):
        return float(value)
    text = str(value).strip()
    try:
        return float(text.rstrip("%"))
    except ValueError:
        return text.casefold()


def _item(text: object, align_center: bool = False, key: object = None) -> QTableWidgetItem:
    # match points are exact fractions: ½ is shown as such (a chess-style event's 1½)
    shown = format_points(text) if isinstance(text, Fraction) else text
    item = SortItem("" if shown is None else str(shown))
    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    item.setData(SORT_ROLE, sort_key(text if key is None else key))
    if align_center:
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    return item


def _put(table: QTableWidget, row: int, col: int, value: object, align_center: bool = False,
         key: object = None) -> QTableWidgetItem:
    """Set a cell, unless it already shows that text: a refresh after another station's
    result replaces the few cells it changed, not the 2,000 of a 512-player round."""
    shown = format_points(value) if isinstance(value, Fraction) else value
    current = table.item(row, col)
    if current is not None and current.text() == ("" if shown is None else str(shown)):
        return current
    item = _item(value, align_center, key)
    table.setItem(row, col, item)
    return item


#: The rows each table shows, as last filled (by table): a refresh compares its rows with
#: these in Python and touches only the rows that differ.
_SHOWN: weakref.WeakKeyDictionary[QTableWidget, list[tuple[object, ...]]] = \
    weakref.WeakKeyDictionary()


def _changed_rows(table: QTableWidget, rows: list[tuple[object, ...]]) -> list[int]:
    """The indexes of ``rows`` that differ from what ``table`` shows (every one when the
    table was changed some other way), and remember ``rows`` as shown. Comparing tuples in
    Python costs microseconds; asking each of a 512-player table's 2,560 cells for its text
    cost the UI thread 10 ms per refresh."""
    shown = _SHOWN.get(table)
    _SHOWN[table] = list(rows)
    if shown is None or len(shown) != table.rowCount() or len(shown) != len(rows):
        return list(range(len(rows)))
    return [i for i, row in enumerate(rows) if i >= len(shown) or shown[i] != row]


def _forget_rows(table: QTableWidget) -> None:
    """The table was emptied or sorted: the next fill compares nothing."""
    _SHOWN.pop(table, None)


@contextmanager
def _filling(table: QTableWidget) -> Iterator[None]:
    """While a table is filled: no sorting, no repaint, no column re-measured after every
    cell (ResizeToContents re-measures the whole column on each ``setItem``: 8 s for the
    1,792 cells of a 512-player round); everything as it was afterwards."""
    header = table.horizontalHeader()
    modes = [header.sectionResizeMode(c) for c in range(table.columnCount())]
    sorting = table.isSortingEnabled()
    table.setSortingEnabled(False)
    table.setUpdatesEnabled(False)
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    try:
        yield
    finally:
        for col, mode in enumerate(modes[:table.columnCount()]):
            header.setSectionResizeMode(col, mode)
        table.setUpdatesEnabled(True)
        table.setSortingEnabled(sorting)


def _table(columns: int, name: str) -> QTableWidget:
    table = QTableWidget(0, columns)
    table.setObjectName(name)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setStretchLastSection(True)
    table.setAlternatingRowColors(True)
    return table


def _fit_columns(table: QTableWidget, stretch: tuple[int, ...]) -> None:
    """Columns sized to what they hold; ``stretch`` ones share the rest, so no name is cut."""
    header = table.horizontalHeader()
    header.setStretchLastSection(False)
    for col in range(table.columnCount()):
        header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch if col in stretch
                                    else QHeaderView.ResizeMode.ResizeToContents)

