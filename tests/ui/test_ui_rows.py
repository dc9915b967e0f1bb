"""The window's big tables (ui/rows.py): rows swapped in at once, repainted only where they
changed, sorted by value; after another station's change only the tab on screen is
filled, the others when they are shown (issue 25 §1)."""

from __future__ import annotations

import gc
from fractions import Fraction

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt

from judge_app.storage.service import EventService
from tests.ui.calls import calls
from tests.ui.cells import cell, column
from ui.rows import SORT_ROLE, RowsView, make_row


def _view(qtbot) -> RowsView:  # type: ignore[no-untyped-def]
    view = RowsView(3, "someTable")
    qtbot.addWidget(view)
    view.setHorizontalHeaderLabels(["Rank", "Player", "Points"])
    return view


def test_a_header_click_sorts_by_value_and_the_selection_follows_its_row(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = _view(qtbot)
    view.setSortingEnabled(True)
    view.set_rows([make_row((rank, name, pts)) for rank, name, pts in
                   ((2, "Beto", "66.7%"), (10, "Ana", "9"), (1, "Caro", "21"),
                    ("—", "Dani", ""))])
    view.sortItems(0, Qt.SortOrder.AscendingOrder)
    assert column(view, 0) == ["1", "2", "10", "—"]  # rank 10 after 2, numbers before text
    view.selectionModel().setCurrentIndex(
        view.model().index(2, 0), QItemSelectionModel.SelectionFlag.ClearAndSelect
        | QItemSelectionModel.SelectionFlag.Rows)
    assert cell(view, view.currentRow(), 1) == "Ana"
    view.sortItems(2, Qt.SortOrder.DescendingOrder)
    # by value, the empty cell (text) after the numbers as in ascending order, reversed
    assert column(view, 2) == ["", "66.7%", "21", "9"]
    assert cell(view, view.currentRow(), 1) == "Ana"  # the selected player, still selected
    assert view.item(1, 2).data(SORT_ROLE) == 66.7
    # new rows come in sorted as the header shows
    view.set_rows([make_row((3, "Eva", "30")), make_row((4, "Fer", "5"))])
    assert column(view, 1) == ["Eva", "Fer"]


def test_one_changed_row_is_the_only_one_repainted(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = _view(qtbot)
    rows = [make_row((i, f"Jugador {i:04d}", i % 7)) for i in range(1, 8193)]
    view.set_rows(rows)
    view.fit_columns((1,))
    changed: list[tuple[int, int]] = []
    resets: list[int] = []
    model = view.model()
    model.dataChanged.connect(lambda a, b, _roles=(): changed.append((a.row(), b.row())))
    model.modelReset.connect(lambda: resets.append(1))
    rows[4000] = make_row((4001, "Jugador 4001", 3))
    assert view.set_rows(rows) == [4000]
    assert changed == [(4000, 4000)] and not resets
    width = view.columnWidth(0)
    view.refit([4000], (1,))
    assert view.columnWidth(0) == width  # no longer text: the widths are left alone
    assert cell(view, 4000, 2) == "3"
    view.set_rows(rows[:10])  # another count: one reset
    assert resets == [1] and view.rowCount() == 10


def test_a_row_is_one_object_to_the_collector(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A row is one flat tuple of strings and numbers: until the collector first looks at
    it, one object (not a tuple of texts, a tuple of keys and a pair per cell: 11 for a
    standings row), and none once it has (issue 25: the collection after an 8,192-player
    read that built such rows held the interpreter 40–100 ms)."""
    row = make_row((1, "Ana", Fraction(3, 2), "1-0-1", 0.6667), keys={0: 5}, user="P0001")
    assert gc.is_tracked(row) and not any(gc.is_tracked(part) for part in row)
    gc.collect()
    assert not gc.is_tracked(row)
    view = _view(qtbot)
    view.set_rows([row])
    assert [cell(view, 0, c) for c in range(3)] == ["1", "Ana", "1½"]
    assert view.item(0, 0).data(SORT_ROLE) == 5.0 and view.row_data(0) == "P0001"


def test_following_another_station_with_the_standings_shown_waits_for_no_read(
        qtbot, window, db_url: str, settle) -> None:  # type: ignore[no-untyped-def]
    """Issue 25: with the Standings tab on screen, another station's result is read and
    the standings' rows built on the worker; the UI thread waits for no read and swaps the
    rows in where they changed (no reset), the current row kept, each row one plain
    tuple."""
    ws = window.event_workspace
    window.tabs.setCurrentWidget(window.event_holder)
    svc = calls(ws.service)
    ev = svc.create_event("Liga", "kodem").id
    for name in ("Ana", "Beto", "Caro", "Dani", "Eli", "Fede"):
        svc.add_player(ev, name)
    svc.pair_next_round(ev)
    ws.bar._refresh_event_list()
    ws.bar.open_event(ev).wait()
    ws.pages.setCurrentWidget(ws.standings)
    table = ws.standings.standings_table
    qtbot.waitUntil(lambda: table.rowCount() == 6, timeout=10_000)
    settle()
    table.setCurrentCell(4, 1)
    ops = ws.service.operations
    waited = ops.ui_reads_waited
    resets: list[int] = []
    table.model().modelReset.connect(lambda: resets.append(1))
    EventService(db_url, station="mesa 2").record_result(ev, 1, "2-0")
    ws._refresh_all(external=True)
    qtbot.waitUntil(lambda: "3" in column(table, 2), timeout=10_000)
    settle()
    assert ops.ui_reads_waited == waited
    assert not resets and table.currentRow() == 4
    assert all(not any(gc.is_tracked(part) for part in row) for row in table.rows_model.rows)


def _four_paired(window):  # type: ignore[no-untyped-def]
    """The window's event workspace and a new event of four players, round 1 paired (written
    by the service, not through the window), listed in the event bar."""
    ws = window.event_workspace
    window.tabs.setCurrentWidget(window.event_holder)
    svc = calls(ws.service)
    ev = svc.create_event("Liga", "kodem").id
    for name in ("Ana", "Beto", "Caro", "Dani"):
        svc.add_player(ev, name)
    svc.pair_next_round(ev)
    ws.bar._refresh_event_list()
    return ws, ev


def test_another_stations_change_fills_the_tab_on_screen_and_the_others_when_shown(
        qtbot, window, db_url: str, settle) -> None:  # type: ignore[no-untyped-def]
    ws, ev = _four_paired(window)
    ws.bar.open_event(ev).wait()
    ws.pages.setCurrentWidget(ws.rounds)
    other = EventService(db_url, station="mesa 2")
    other.add_player(ev, "Eli")
    other.record_result(ev, 1, "2-0")
    ws._refresh_all(external=True)
    qtbot.waitUntil(lambda: "2-0" in column(ws.rounds.pairings_table, 5), timeout=10_000)
    settle()
    assert ws.players.players_table.rowCount() == 4  # not on screen: left for when it is
    assert set(ws.ctx.stale_tabs) == {ws.players, ws.penalties}
    assert ws.ctx.standings_stale  # not read at all: read when their tab is shown
    ws.pages.setCurrentWidget(ws.players)
    assert column(ws.players.players_table, 1)[-1] == "Eli"  # from the snapshot, no read
    ws.pages.setCurrentWidget(ws.standings)  # read in the background as it is shown
    qtbot.waitUntil(lambda: "Eli" in column(ws.standings.standings_table, 1), timeout=10_000)
    assert set(ws.ctx.stale_tabs) == {ws.penalties}


@pytest.mark.parametrize("split", [True, False])
def test_the_windows_own_read_fills_the_tab_on_screen_first_and_each_other_tab_after(
        qtbot, window, monkeypatch, split: bool) -> None:  # type: ignore[no-untyped-def]
    """An event opened at size (``SPLIT_FROM`` players): its read delivered fills the tab on
    screen only; the others are filled one a turn of the event loop after it (at 8,192
    players the four took one 35-45 ms frame), and a script's settle() sees them all
    filled. A smaller event: every tab at once."""
    from ui.event import workspace

    if split:
        monkeypatch.setattr(workspace, "SPLIT_FROM", 4)
    ws, ev = _four_paired(window)
    ws.pages.setCurrentWidget(ws.rounds)
    ops = ws.service.operations
    ops.settle()
    ws.bar.open_event(ev)
    read = max(ops._jobs, key=lambda job: job.seq)
    ops.wait(read)  # delivered, nothing after it run
    assert ws.rounds.pairings_table.rowCount() == 2
    if split:
        assert set(ws.ctx.stale_tabs) == {ws.players, ws.standings, ws.penalties}
        assert ws.players.players_table.rowCount() == 0 and ops.busy
    else:
        assert not ws.ctx.stale_tabs and ws.players.players_table.rowCount() == 4
    ops.settle()
    assert not ws.ctx.stale_tabs and not ops.busy
    assert ws.players.players_table.rowCount() == ws.standings.standings_table.rowCount() == 4


def test_opening_another_event_shows_nothing_of_the_one_before(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Until the other event's read arrives, no tab shows the event before: a table clicked
    meanwhile (a result entered on table 1) would act on the new event with the old rows."""
    ws, ev = _four_paired(window)
    svc = calls(ws.service)
    other = svc.create_event("Copa", "kodem").id
    for name in ("Eva", "Fer"):
        svc.add_player(other, name)
    ws.bar._refresh_event_list()
    ops = ws.service.operations
    ws.bar.open_event(ev).wait()
    ws.pages.setCurrentWidget(ws.standings)
    qtbot.waitUntil(lambda: ws.standings.standings_table.rowCount() == 4, timeout=10_000)
    ws.pages.setCurrentWidget(ws.rounds)
    ops.settle()
    assert ws.rounds.pairings_table.rowCount() == 2
    ws.pages.setCurrentWidget(ws.floor)  # painted first, then read
    qtbot.waitUntil(lambda: ws.floor.playing.rowCount() == 2, timeout=10_000)  # in play
    ws.bar.open_event(other)  # its read not delivered yet
    names = {"Ana", "Beto", "Caro", "Dani"}
    for table in (ws.players.players_table, ws.rounds.pairings_table,
                  ws.standings.standings_table, ws.penalties.penalties_table,
                  ws.floor.playing):
        assert table.rowCount() == 0, table.objectName()
    assert ws.floor.clock is None
    assert not ws.ctx.stale_tabs
    picker = ws.penalties.penalty_player
    assert not names & {picker.itemText(i) for i in range(picker.count())}
    ops.settle()
    assert ws.floor.playing.rowCount() == 0  # the new event has no round in play
    assert column(ws.players.players_table, 1) == ["Eva", "Fer"]
    ws.pages.setCurrentWidget(ws.standings)
    qtbot.waitUntil(lambda: ws.standings.standings_table.rowCount() == 2, timeout=10_000)
    assert set(column(ws.standings.standings_table, 1)) == {"Eva", "Fer"}


def test_a_typed_result_does_not_make_the_window_wait_for_the_event(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """A slip typed at the desk: the event is read again in the background, not while the
    UI thread waits (at 8,192 players that read held the window 0.34 s a slip), and the
    table just read by the entry line is not read a second time. What the UI thread still
    waits for: the table (the replace question) and the round numbers, 3 small reads."""
    ws, ev = _four_paired(window)
    ops = ws.service.operations
    ws.bar.open_event(ev).wait()
    ws.pages.setCurrentWidget(ws.rounds)
    ops.settle()
    before = ops.ui_reads_waited
    ws.rounds.table_entry.setValue(1)
    ws.rounds.score_entry.setText("2-0")
    pending = ws.rounds.enter_result()
    assert ops.ui_reads_waited - before <= 3
    assert pending.wait()
    assert "2-0" in column(ws.rounds.pairings_table, 5)
    assert ops.ui_reads_waited - before <= 3  # shown from the background read
