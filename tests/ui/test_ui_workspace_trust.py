"""The event workspace a scorekeeper can trust (issue 8, part 3): sorting, the entry line,
the undo history and switching events, on real widgets against a real SQLite file."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QTableView

from judge_app.tournament.model import GameScore
from tests.ui.calls import calls
from ui.event_view import SORT_ROLE


def _boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()]


def _close_boxes() -> None:
    for box in _boxes():
        box.done(0)


def _event(ws, name: str, players: int, rounds: int) -> str:  # type: ignore[no-untyped-def]
    """An event with ``players`` players and ``rounds`` Swiss rounds played (service calls)."""
    svc = calls(ws.service)
    ev = svc.create_event(name, "kodem", "mtg")
    for i in range(players):
        svc.add_player(ev.id, f"Jugador {i + 1:02d}")
    for r in range(rounds):
        for k, m in enumerate(svc.pair_next_round(ev.id)):
            if not m.is_bye:
                svc.record_result(ev.id, m.table, "2-0" if (k + r) % 3 else "1-2")
    ws.bar._refresh_event_list()
    ws.bar.open_event(ev.id).wait()
    return str(ev.id)


def _column(table: QTableView, col: int) -> list[str]:
    return [table.item(r, col).text() for r in range(table.rowCount())
            if table.item(r, col) is not None]


def _is_number(text: str) -> bool:
    try:
        float(text.rstrip("%"))
    except ValueError:
        return False
    return True


def test_standings_rank_best_first_and_header_sorts_numbers(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    _event(ws, "Regional", 24, 3)
    ws.pages.setCurrentIndex(2)
    ranks = [int(t) for t in _column(ws.standings.standings_table, 0)]
    assert len(ranks) == 24
    assert ranks == sorted(ranks) and ranks[0] == 1  # not 9, 8, … 3, 21, 20, 2 …
    # a header click on Points: numbers in order, both ways
    header = ws.standings.standings_table.horizontalHeader()
    for _ in range(2):
        header.sectionClicked.emit(2)
        header.setSortIndicator(2, header.sortIndicatorOrder())
    points = [int(t) for t in _column(ws.standings.standings_table, 2)]
    assert points in (sorted(points), sorted(points, reverse=True))


def test_every_numeric_column_of_every_table_sorts_by_value(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The class of defect: any number shown in a table sorts as a number, never as text."""
    from judge_app.tournament.model import PenaltyKind
    from judge_app.violations import Citation

    ws = window.event_workspace
    event_id = _event(ws, "Liga", 23, 3)
    for i in range(12):  # penalties in rounds 1..3 and a two-digit count of them
        calls(ws.service).add_penalty(event_id, f"P{i + 1:03d}", "Mazo mal barajado",
                               PenaltyKind.CAUTION, Citation("kodem-5.0", "6.7-P1"),
                               round=1 + i % 3)
    ws.bar.open_event(event_id).wait()
    ws.rounds.show_round(3)
    ws.pages.setCurrentIndex(2)
    ws.penalties.penalty_player.setCurrentIndex(-1)
    ws.penalties._refresh_penalties()
    checked = 0
    for table in ws.findChildren(QTableView):
        for col in range(table.columnCount()):
            texts = [t for t in _column(table, col) if t]
            if len(texts) < 3 or not all(_is_number(t) for t in texts):
                continue
            for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
                table.sortItems(col, order)
                values = [float(t.rstrip("%")) for t in _column(table, col) if t]
                want = sorted(values, reverse=order == Qt.SortOrder.DescendingOrder)
                assert values == want, (table.objectName(), col, values)
                assert table.item(0, col).data(SORT_ROLE) is not None
            checked += 1
    assert checked >= 6  # rank, points, tiebreakers, table numbers, rounds…


def test_score_box_and_error_cleared_when_the_round_changes(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    event_id = _event(ws, "Liga", 8, 1)
    calls(ws.service).pair_next_round(event_id)
    ws.bar.open_event(event_id).wait()
    assert ws.rounds.shown_round == 2
    ws.rounds.show_round(1)
    ws.rounds.score_entry.setText("9-9")
    ws.rounds.enter_result()  # refused: a red error on screen, the score kept to be fixed
    assert ws.rounds.score_entry.text() == "9-9" and ws.rounds.entry_status.text()
    ws.rounds.score_entry.setText("2-0")
    ws.rounds.round_combo.setCurrentIndex(ws.rounds.round_combo.findData(2))
    ws.rounds.round_combo.activated.emit(ws.rounds.round_combo.currentIndex())
    assert ws.rounds.shown_round == 2
    assert ws.rounds.score_entry.text() == "" and ws.rounds.entry_status.text() == ""
    # one reflexive Enter now records nothing
    table = min(m.table for m in calls(ws.service).matches(event_id, 2) if not m.is_bye)
    ws.rounds.table_entry.setValue(table)
    ws.rounds.enter_result()
    assert ws.match_at(2, table).score is None
    # a saved result empties the box too
    ws.rounds.score_entry.setText("2-1")
    assert ws.rounds.enter_result()
    assert ws.rounds.score_entry.text() == ""
    _close_boxes()


def test_a_refused_result_never_enters_the_undo_history(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    event_id = _event(ws, "Liga", 8, 3)
    calls(ws.service).top_cut(event_id, 4)
    ws.bar.open_event(event_id).wait()
    table = calls(ws.service).matches(event_id, 4)[0].table
    assert ws.undo_stack.count() == 0
    assert not ws.rounds.record(4, table, GameScore(1, 1, 1))  # a top-cut draw is refused
    _close_boxes()
    assert ws.undo_stack.count() == 0 and not ws.bar.undo_action.isEnabled()
    assert ws.rounds.record(4, table, GameScore(2, 1))
    assert ws.undo_stack.count() == 1
    ws.bar.undo_action.trigger()
    assert ws.match_at(4, table).score is None
    ws.bar.redo_action.trigger()
    assert ws.match_at(4, table).score == GameScore(2, 1)
    assert not _boxes()


def test_switching_events_shows_the_new_current_round_and_a_clean_status(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    first = _event(ws, "Primero", 8, 3)
    second = _event(ws, "Segundo", 6, 2)
    calls(ws.service).pair_next_round(second)
    ws.bar.open_event(first).wait()
    ws.rounds.show_round(1)
    ws._status("Table 3: 2-0")
    ws.rounds.score_entry.setText("2-1")
    ws.bar.event_combo.setCurrentIndex(ws.bar.event_combo.findData(second))
    ws.bar.event_combo.activated.emit(ws.bar.event_combo.currentIndex())
    window.ops.settle()  # the window opens it in the background
    assert ws.event_id == second
    assert ws.rounds.shown_round == 3 == ws.current_round
    assert ws.rounds.entry_status.text() == "" and ws.rounds.score_entry.text() == ""
