"""Top cut, bracket, champion, audit check and drops after results, on a real SQLite file."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from judge_app.tournament.model import GameScore
from tests.ui.calls import calls

pytest.importorskip("judge_app.storage.service")

NAMES = [f"Jugador {chr(65 + i)}" for i in range(10)]


def _error_box() -> QMessageBox | None:
    for w in QApplication.topLevelWidgets():
        if isinstance(w, QMessageBox) and w.isVisible() and w.objectName() == "errorDialog":
            return w
    return None


def _error_text() -> str | None:
    box = _error_box()
    return None if box is None else f"{box.text()} {box.informativeText()}"


def _wait_round(qtbot, ws, number: int) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: ws.current_round == number or _error_text() is not None,
                    timeout=20000)
    assert _error_text() is None, _error_text()


def _finish_round(ws, number: int) -> None:  # type: ignore[no-untyped-def]
    """Player 1 wins every table (2-1): a bracket always has a winner."""
    for m in calls(ws.service).matches(ws.event_id, number):
        if not m.is_bye and m.score is None:
            assert ws.rounds.record(number, m.table, GameScore(2, 1)), _error_text()


def _swiss_event(qtbot, window, rounds: int = 2):  # type: ignore[no-untyped-def]
    window.tabs.setCurrentWidget(window.event_holder)
    ws = window.event_workspace
    assert ws.bar.create_event("Torneo con corte", "kodem", "mtg")
    for name in NAMES:
        assert ws.players.add_player(name)
    for r in range(1, rounds + 1):
        ws.rounds.pair_next_round()
        _wait_round(qtbot, ws, r)
        _finish_round(ws, r)
    return ws


def test_top_cut_bracket_and_champion(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    ws = _swiss_event(qtbot, window)
    assert not ws.top_cut_started and ws.rounds.top_cut_button.isEnabled()
    assert ws.top_cut.cut_choices() == [2, 4, 8]
    # 10 players: MTR Appendix E suggests a top 4; the dialog preselects it.
    assert ws.top_cut.suggested_cut() == 4
    ws.top_cut.top_cut_dialog()
    dialog = ws.top_cut.top_cut_box
    assert dialog is not None and dialog.isVisible()
    combo = dialog.findChild(type(ws.bar.event_combo), "cutCombo")
    assert combo.currentData() == 4
    combo.setCurrentIndex(combo.findData(4))
    dialog.accept()
    _wait_round(qtbot, ws, 3)
    assert ws.top_cut_started and not ws.rounds.top_cut_button.isEnabled()
    semis = calls(ws.service).matches(ws.event_id, 3)
    standings = [r.player for r in calls(ws.service).standings(ws.event_id, 2)]
    assert {(m.p1, m.p2) for m in semis} == {(standings[0], standings[3]),
                                            (standings[1], standings[2])}
    assert ws.rounds.round_combo.currentText().startswith("Semifinals")  # named, not "Round 3"
    # The bracket: semifinals drawn, the final still empty, no champion yet.
    assert [len(c) for c in ws.top_cut.bracket.boxes] == [2, 1]
    assert ws.names()[semis[0].p1] in ws.top_cut.bracket.boxes[0][0].text()
    assert "still playing" in ws.top_cut.bracket.champion_label.text()

    _finish_round(ws, 3)
    ws.rounds.pair_next_round()  # the next bracket round comes from the same button
    _wait_round(qtbot, ws, 4)
    final = calls(ws.service).matches(ws.event_id, 4)
    assert len(final) == 1 and {final[0].p1, final[0].p2} == {semis[0].p1, semis[1].p1}
    assert ws.rounds.record(4, 1, GameScore(0, 2))
    champion = final[0].p2
    assert ws.champion == champion == calls(ws.service).champion(ws.event_id)
    name = ws.names()[champion]
    assert name in ws.top_cut.bracket.champion_label.text()
    assert "Champion" in ws.bar.header.text() and name in ws.bar.header.text()
    assert not ws.rounds.pair_button.isEnabled()  # the event is over
    # Undo the final's result: no champion any more.
    ws.bar.undo_action.trigger()
    settle()
    assert ws.champion is None and ws.rounds.pair_button.isEnabled()


def test_a_top_cut_larger_than_the_players_is_refused_with_a_dialog(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = _swiss_event(qtbot, window, rounds=1)
    ws.top_cut.start_top_cut(16)
    qtbot.waitUntil(lambda: _error_text() is not None, timeout=20000)
    assert "only 10 players" in (_error_text() or "")
    assert ws.current_round == 1
    box = _error_box()
    assert box is not None
    box.close()


def test_verify_audit_log_intact_then_tampered(qtbot, window, db_url: str) -> None:  # type: ignore[no-untyped-def]
    ws = _swiss_event(qtbot, window, rounds=1)
    assert ws.bar.verify_audit() is True
    box = ws.bar.audit_box
    assert box is not None and box.isVisible() and "intact" in box.text()
    box.close()
    with sqlite3.connect(Path(db_url.removeprefix("sqlite:///"))) as conn:
        conn.execute("UPDATE audit_entry SET author = 'nadie' WHERE seq = 2")
    assert ws.bar.verify_audit() is False
    box = ws.bar.audit_box
    assert box is not None and "tampered" in box.text()
    assert "#2" in box.informativeText()
    box.close()
    # The Event menu reaches the same check.
    window.act_audit.trigger()
    assert ws.bar.audit_box is not None and "tampered" in ws.bar.audit_box.text()
    ws.bar.audit_box.close()


def test_drop_after_results_and_late_entry_are_paired_accordingly(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    ws = _swiss_event(qtbot, window, rounds=1)
    dropped = calls(ws.service).matches(ws.event_id, 1)[0].p1
    ws.pages.setCurrentIndex(0)
    row = next(r for r in range(ws.players.players_table.rowCount())
               if ws.players.players_table.item(r, 0).text() == dropped)
    ws.players.players_table.selectRow(row)
    ws.players.drop_button.click()
    box = ws.confirm_box  # a drop is asked first ("No" is the default)
    assert box.isVisible() and dropped in box.text()
    box.button(box.StandardButton.Yes).click()
    settle()
    assert _error_text() is None
    assert "dropped after round 1" in ws.players.players_table.item(row, 2).text()
    assert ws.players.add_player("Llegada Tarde")
    late = next(p for p in calls(ws.service).players(ws.event_id) if p.name == "Llegada Tarde")
    assert late.first_round == 2
    table = ws.players.players_table
    assert "late entry" in table.item(table.rowCount() - 1, 2).text()
    ws.rounds.pair_next_round()
    _wait_round(qtbot, ws, 2)
    paired = {p for m in calls(ws.service).matches(ws.event_id, 2) for p in (m.p1, m.p2) if p}
    assert dropped not in paired and late.id in paired
    # The dropped player's round-1 result still counts in the standings.
    row_of = {r.player: r for r in calls(ws.service).standings(ws.event_id)}
    assert row_of[dropped].points == 3 and row_of[dropped].dropped
