"""A table of rows as a model and its view: the window's big tables (players, pairings,
standings, penalties, the Floor tab's lists) at 8,192 rows.

Why: a ``QTableWidget`` holds one item object per cell, filled one by one on the UI
thread (an 8,192-player standings table is 65,000 items: seconds), and its
``ResizeToContents`` columns measure every row. Here the rows are plain tuples — the
text shown and a sort key per cell — built anywhere (the operations layer's worker
builds them with the read), and the UI thread only swaps the list in
(:meth:`RowsModel.set_rows`: one reset, or ``dataChanged`` over the rows that changed);
the view asks for the cells it paints. Columns are sized from a sample of the longest
texts, never by measuring every row.

A header click sorts by value, as the workspace's tables always did: numbers before
text (a bye's "—"), rank 10 after rank 2, "66.7%" as 66.7.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Iterator, Sequence
from fractions import Fraction
from itertools import compress, count
from operator import itemgetter, ne
from typing import Final, cast

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from judge_app.tournament.profiles import format_points

#: The role a cell's sort key is read with (a number for a number).
SORT_ROLE = Qt.ItemDataRole.UserRole + 1

_Index = QModelIndex | QPersistentModelIndex
_CENTER = Qt.AlignmentFlag.AlignCenter


def sort_key(value: object) -> float | str:
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


def shown_text(value: object) -> str:
    """A cell value as shown: match points as exact fractions (a chess event's 1½)."""
    if value is None:
        return ""
    return format_points(value) if isinstance(value, Fraction) else str(value)


#: One row, flat: each cell's text, then each cell's sort key (:func:`sort_key`: a number,
#: or folded text — numbers sort before text), then what the row stands for (a table
#: number, a penalty id): ``(text_0, …, text_n-1, key_0, …, key_n-1, user)``. One plain
#: tuple of strings and numbers, on purpose: the cyclic garbage collector stops tracking
#: such a tuple after its first pass, so 8,192 rows add nothing to the window's full
#: collections (a ``NamedTuple`` row stays tracked) — and until that pass each tuple is one
#: object more to look at: rows as a tuple of texts, a tuple of ``(kind, key)`` pairs and
#: the user made an 8,192-player standings 90,000 objects, the collection after the read
#: that built them 40–100 ms on the UI thread's interpreter.
Row = tuple[object, ...]


def width(row: Row) -> int:
    """How many cells ``row`` has."""
    return (len(row) - 1) // 2


def row_text(row: Row, col: int) -> str:
    """The text of ``row``'s cell ``col`` ("" past its last cell)."""
    return cast(str, row[col]) if col < (len(row) - 1) // 2 else ""


def row_user(row: Row) -> object:
    """What ``row`` stands for."""
    return row[-1]


def make_row(values: Sequence[object], *, keys: dict[int, object] | None = None,
             user: object = None) -> Row:
    """A row from its cell values (``keys``: a column sorted by another value than its
    own, e.g. the bye's empty table after every table). Plain Python, no Qt: the worker
    builds the rows with the read."""
    texts = [shown_text(v) for v in values]
    if keys is None:
        return (*texts, *[sort_key(v) for v in values], user)
    return (*texts, *[sort_key(keys.get(c, v)) for c, v in enumerate(values)], user)


def order_key(row: Row, col: int) -> tuple[int, float | str]:
    """Where ``row`` goes when sorted by ``col``: numbers (by value) before texts (folded),
    a missing cell last."""
    n = (len(row) - 1) // 2
    if col >= n:
        return (2, "")
    key = cast(float | str, row[n + col])
    return (1, key) if isinstance(key, str) else (0, key)


class Cell:
    """One cell as read back (a test, the tab's own code): its text and its data."""

    def __init__(self, model: RowsModel, row: int, col: int) -> None:
        self._model, self._row, self._col = model, row, col

    def text(self) -> str:
        return row_text(self._model.rows[self._row], self._col)

    def data(self, role: int) -> object:
        return self._model.data(self._model.index(self._row, self._col), role)

    def row(self) -> int:
        return self._row

    def column(self) -> int:
        return self._col


#: More rows changed than this: one ``dataChanged`` over their span, not one per run.
MANY_CHANGED: Final = 64


def text_lengths(rows: Sequence[Row]) -> tuple[int, ...]:
    """Each column's longest text (its length) over ``rows``: counted on the worker, so the
    UI thread decides whether to size the columns again without looking at every row."""
    longest: list[int] = []
    for c in range((max(map(len, rows), default=1) - 1) // 2):
        longest.append(max(map(len, _column(rows, c)), default=0))
    return tuple(longest)


def _column(rows: Sequence[Row], col: int) -> Iterator[str]:
    """The texts of cell ``col`` of ``rows`` (those that have it), taken in C when every
    row has as many cells (a table's rows do): 8,192 rows, eight columns."""
    if rows and len(set(map(len, rows))) == 1:
        return cast(Iterator[str], map(itemgetter(col), rows) if col < width(rows[0])
                    else iter(()))
    return (cast(str, r[col]) for r in rows if col < (len(r) - 1) // 2)


class RowsModel(QAbstractTableModel):
    """A list of :class:`Row` under a header; swapped whole, or row by row where it
    changed; sorted in Python by the keys (one stable sort of tuples)."""

    def __init__(self, columns: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[Row] = []
        self.headers: list[str] = [""] * columns
        self.tips: dict[int, str] = {}
        self.centered: frozenset[int] = frozenset()
        self.keep_sorted = False  # the view sorts: new rows come in sorted as shown
        self.sorted_by: tuple[int, Qt.SortOrder] | None = None

    # ------------------------------------------------------------------ the model's API
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's default
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        row, col = index.row(), index.column()
        if not 0 <= row < len(self.rows) or not 0 <= col < len(self.headers):
            return None
        r = self.rows[row]
        if role == Qt.ItemDataRole.DisplayRole:
            return row_text(r, col)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _CENTER if col in self.centered else None
        if role == Qt.ItemDataRole.UserRole:
            return r[-1]
        if role == SORT_ROLE:
            n = (len(r) - 1) // 2
            return r[n + col] if col < n else None
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.headers):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tips.get(section)
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """A header click: the rows by that column's keys (the selection follows its row)."""
        if not 0 <= column < len(self.headers):
            return
        self.sorted_by = (column, order)
        self.layoutAboutToBeChanged.emit()
        old = self.persistentIndexList()
        shown = self._order(self.rows)
        self.rows = [self.rows[i] for i in shown]
        where = [0] * len(shown)
        for new_row, old_row in enumerate(shown):
            where[old_row] = new_row
        self.changePersistentIndexList(
            old, [self.index(where[i.row()], i.column()) for i in old])
        self.layoutChanged.emit()

    def _order(self, rows: list[Row]) -> list[int]:
        """The indexes of ``rows`` in the order shown (stable)."""
        if self.sorted_by is None:
            return list(range(len(rows)))
        col, order = self.sorted_by
        return sorted(range(len(rows)), key=lambda i: order_key(rows[i], col),
                      reverse=order == Qt.SortOrder.DescendingOrder)

    def _sorted(self, rows: list[Row]) -> list[Row]:
        return rows if self.sorted_by is None else [rows[i] for i in self._order(rows)]

    # ------------------------------------------------------------------ filling
    def set_headers(self, labels: Sequence[str]) -> None:
        """The column titles (a different count resets the table)."""
        if len(labels) != len(self.headers):
            self.beginResetModel()
            self.headers = list(labels)
            self.tips = {}
            self.endResetModel()
        elif list(labels) != self.headers:
            self.headers = list(labels)
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(labels) - 1)

    def set_rows(self, rows: Iterable[Row], *, presorted: bool = False) -> list[int]:
        """Show ``rows`` (sorted as the view shows them; ``presorted``: they come in that
        order already, sorted on the worker); the indexes that changed. The same number of
        rows: ``dataChanged`` over those that differ (another station's result is one row,
        the selection stays); else one reset."""
        new = list(rows)
        if self.keep_sorted and not presorted:
            new = self._sorted(new)
        old = self.rows
        if len(new) != len(old):
            self.beginResetModel()
            self.rows = new
            self.endResetModel()
            return list(range(len(new)))
        # compared in C (map, compress): a Python loop over 8,192 rows took 4 ms here
        changed = list(compress(count(), map(ne, old, new)))
        self.rows = new
        last = self.columnCount() - 1
        if len(changed) > MANY_CHANGED:  # standings reordered: one signal, not thousands
            self.dataChanged.emit(self.index(changed[0], 0), self.index(changed[-1], last))
            return changed
        start = prev = -2
        for i in [*changed, -5]:  # contiguous runs, one signal each
            if i != prev + 1:
                if start >= 0:
                    self.dataChanged.emit(self.index(start, 0), self.index(prev, last))
                start = i
            prev = i
        return changed

    def clear(self) -> None:
        self.set_rows([])

    def longest(self, col: int, count: int = 8) -> list[str]:
        """The ``count`` longest texts of ``col`` (a column is sized from these)."""
        return heapq.nlargest(count, _column(self.rows, col), key=len)


class RowsView(QTableView):
    """The view of a :class:`RowsModel`: whole rows selected one at a time, read-only, no
    row numbers, alternating colours — as the window's tables always were — with the few
    calls of ``QTableWidget`` the tabs use (``item``, ``rowCount``, ``currentRow``,
    ``setHorizontalHeaderLabels``, ``cellDoubleClicked``)."""

    #: a row was double-clicked (row, column)
    cellDoubleClicked = Signal(int, int)
    #: the selected row changed (as ``QTableWidget``'s)
    itemSelectionChanged = Signal()

    def __init__(self, columns: int, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows_model = RowsModel(columns, self)
        self.setModel(self.rows_model)
        self.setObjectName(name)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.verticalHeader().setVisible(False)
        # every row as tall as a line: no row is measured (8,192 rows are not)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.horizontalHeader().setStretchLastSection(True)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.doubleClicked.connect(lambda i: self.cellDoubleClicked.emit(i.row(), i.column()))
        self.selectionModel().selectionChanged.connect(
            lambda _new, _old: self.itemSelectionChanged.emit())
        self._fitted: list[int] = []  # each column's longest text (length) when sized
        self._stretch: tuple[int, ...] = ()  # the columns that share the rest

    # ------------------------------------------------------------------ QTableWidget's calls
    def rowCount(self) -> int:
        return len(self.rows_model.rows)

    def columnCount(self) -> int:
        return len(self.rows_model.headers)

    def setRowCount(self, count: int) -> None:
        """Only emptying is asked for (the rows come with :meth:`set_rows`)."""
        assert count == 0, "fill a RowsView with set_rows"
        self.rows_model.clear()

    def setColumnCount(self, count: int) -> None:
        if count != self.columnCount():
            self.rows_model.set_headers([*self.rows_model.headers, *[""] * count][:count])

    def setHorizontalHeaderLabels(self, labels: Sequence[str]) -> None:
        """The column titles; the columns sized again when they changed (a language)."""
        before = list(self.rows_model.headers)
        self.rows_model.set_headers(labels)
        if before != list(labels) and self.rowCount() and self._fitted:
            self.fit_columns(self._stretch)

    def set_header_tip(self, col: int, tip: str) -> None:
        self.rows_model.tips[col] = tip

    def item(self, row: int, col: int) -> Cell | None:
        """The cell at ``row``, ``col`` as shown (``None`` outside the table)."""
        if 0 <= row < self.rowCount() and 0 <= col < self.columnCount():
            return Cell(self.rows_model, row, col)
        return None

    def text(self, row: int, col: int) -> str:
        """The text shown at ``row``, ``col``."""
        return row_text(self.rows_model.rows[row], col)

    def row_data(self, row: int) -> object:
        """What row ``row`` stands for (:func:`row_user`)."""
        return self.rows_model.rows[row][-1]

    def currentRow(self) -> int:
        index = self.currentIndex()
        return index.row() if index.isValid() else -1

    def setCurrentCell(self, row: int, col: int) -> None:
        """Make ``row`` the current (and selected) row, as a click does."""
        self.setCurrentIndex(self.rows_model.index(row, col))

    def selectedItems(self) -> list[Cell]:
        """The selected cells."""
        return [Cell(self.rows_model, i.row(), i.column())
                for i in self.selectionModel().selectedIndexes()]

    def sortItems(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.sortByColumn(column, order)

    def setSortingEnabled(self, enable: bool) -> None:
        self.rows_model.keep_sorted = enable
        super().setSortingEnabled(enable)

    def scroll_to_row(self, row: int) -> None:
        self.scrollTo(self.rows_model.index(row, 0))

    # ------------------------------------------------------------------ filling
    def set_rows(self, rows: Iterable[Row], centered: Iterable[int] = (), *,
                 presorted: bool = False) -> list[int]:
        """Show ``rows``; ``centered``: the columns shown centred (numbers); ``presorted``:
        in the order shown already (:meth:`RowsModel.set_rows`)."""
        self.rows_model.centered = frozenset(centered)
        return self.rows_model.set_rows(rows, presorted=presorted)

    def refit(self, changed: Sequence[int], stretch: Iterable[int] = (),
              lengths: Sequence[int] | None = None) -> None:
        """After :meth:`set_rows`: the columns sized again only when it may matter — a new
        table, or a changed row with a text longer than the column was sized for (one
        result of 8,192 tables leaves the widths alone). ``lengths``: each column's longest
        text, counted on the worker (:func:`text_lengths`) — the standings reordered by a
        result change thousands of rows, and looking at each here took 30 ms."""
        rows = self.rows_model.rows
        fitted = self._fitted
        if not changed:
            return
        if len(changed) < len(rows) and len(fitted) == self.columnCount() and (
                all(n <= fitted[c] for c, n in enumerate(lengths) if c < len(fitted))
                if lengths is not None else
                all(len(row_text(rows[i], c)) <= fitted[c] for i in changed
                    for c in range(min(width(rows[i]), len(fitted))))):
            return
        self.fit_columns(stretch)

    def fit_columns(self, stretch: Iterable[int] = ()) -> None:
        """Columns as wide as their longest texts (a sample: the longest by length), the
        ``stretch`` ones sharing the rest, so no name is cut — without measuring every row
        (``ResizeToContents`` does: seconds at 8,192 rows)."""
        header = self.horizontalHeader()
        header.setStretchLastSection(False)
        stretch = set(stretch)
        metrics = self.fontMetrics()
        head_metrics = header.fontMetrics()
        pad = 2 * self.style().pixelMetric(self.style().PixelMetric.PM_FocusFrameHMargin) + 14
        self._fitted = []
        self._stretch = tuple(stretch)
        for col in range(self.columnCount()):
            title = self.rows_model.headers[col]
            # the header's own text, with room for the sort arrow
            width = head_metrics.horizontalAdvance(title) + pad + 16
            longest = self.rows_model.longest(col)
            self._fitted.append(max((len(t) for t in longest), default=0))
            for text in longest:
                width = max(width, metrics.horizontalAdvance(text) + pad)
            if col in stretch:
                header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch)
                header.setMinimumSectionSize(min(header.minimumSectionSize(), 20))
            else:
                header.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
                header.resizeSection(col, width)



class ChoiceModel(QAbstractListModel):
    """The choices of a combo box (a player picker of 8,192 players): (text, data) pairs
    swapped in at once, where ``addItem`` one by one took a third of a second at 1,500
    players; several combos may share one. :meth:`row_of` finds a choice by its data in a
    dict, not by asking the model row by row (``findData``)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.choices: list[tuple[str, object]] = []
        self._rows: dict[object, int] = {}

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt's default
        return 0 if parent.isValid() else len(self.choices)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        row = index.row()
        if not 0 <= row < len(self.choices):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self.choices[row][0]
        if role == Qt.ItemDataRole.UserRole:
            return self.choices[row][1]
        return None

    def set_choices(self, choices: Sequence[tuple[str, object]]) -> bool:
        """Show ``choices``; whether they changed (the same list is left alone)."""
        new = list(choices)
        if new == self.choices:
            return False
        self.beginResetModel()
        self.choices = new
        self._rows = {data: row for row, (_text, data) in enumerate(new)}
        self.endResetModel()
        return True

    def row_of(self, data: object) -> int:
        """The row of the choice whose data is ``data`` (-1: none)."""
        return -1 if data is None else self._rows.get(data, -1)
