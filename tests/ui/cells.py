"""Reading the window's tables in tests through their models (a ``RowsView``'s rows or a
``QTableWidget``'s items alike): ``cell(table, row, col)``, a column, a header."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView


def cell(table: QAbstractItemView, row: int, col: int) -> str:
    """The text shown at ``row``, ``col`` ("" for an empty cell)."""
    model = table.model()
    value = model.data(model.index(row, col), Qt.ItemDataRole.DisplayRole)
    return "" if value is None else str(value)


def column(table: QAbstractItemView, col: int) -> list[str]:
    """Every text of column ``col``, top to bottom."""
    return [cell(table, r, col) for r in range(table.model().rowCount())]


def header(table: QAbstractItemView, col: int) -> str:
    """The title of column ``col``."""
    value = table.model().headerData(col, Qt.Orientation.Horizontal,
                                     Qt.ItemDataRole.DisplayRole)
    return "" if value is None else str(value)
