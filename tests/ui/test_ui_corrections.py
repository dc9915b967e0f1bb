"""Everyday corrections in the window (issue 8): players, penalties, events, and a Swiss
result corrected after the top cut began — real widgets, a real SQLite file."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QMessageBox

from judge_app.tournament.model import GameScore, PenaltyKind
from judge_app.violations import Citation
from tests.ui.calls import calls


def _boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()]


def _answer(yes: bool) -> None:
    box = next(b for b in _boxes() if b.objectName() == "confirmDialog")
    button = box.button(QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No)
    button.click()


def _event(ws, players: int = 8, rounds: int = 0, name: str = "Liga") -> str:  # type: ignore[no-untyped-def]
    svc = calls(ws.service)
    ev = svc.create_event(name, "kodem", "mtg")
    for i in range(players):
        svc.add_player(ev.id, f"Jugador {i + 1:02d}")
    for _ in range(rounds):
        for m in svc.pair_next_round(ev.id):
            if not m.is_bye:
                svc.record_result(ev.id, m.table, "2-0")
    ws.bar._refresh_event_list()
    ws.bar.open_event(ev.id).wait()
    return str(ev.id)


def test_edit_a_player_and_reinstate_a_drop(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    ev = _event(ws, rounds=1)
    ws.pages.setCurrentIndex(0)
    ws.players.players_table.setCurrentCell(2, 1)
    ws.players.edit_player_dialog()
    dialog = ws.players.player_dialog
    assert dialog.name.text() == "Jugador 03"
    dialog.name.setText("Ana María Gómez")
    dialog.member_id.setText("KD-0042")
    dialog.accept()
    settle()  # written on the worker, then the table refreshed
    assert not _boxes()
    table = ws.players.players_table
    shown = {table.item(r, 0).text(): (table.item(r, 1).text(), table.item(r, 4).text())
             for r in range(table.rowCount())}
    assert shown["P003"] == ("Ana María Gómez", "KD-0042")
    assert ws.players.drop_player("P005")
    row = next(r for r in range(8) if ws.players.players_table.item(r, 0).text() == "P005")
    ws.players.players_table.setCurrentCell(row, 1)
    ws.players.undrop_button.click()
    assert not ws.players.undrop_button.isEnabled()  # no second click while it is written
    settle()
    assert ws.players.undrop_button.isEnabled()
    assert not any(p.dropped for p in calls(ws.service).players(ev))
    assert [e.action for e in calls(ws.service).audit_entries(ev)][-1] == "player.undrop"


def test_the_penalty_form_judge_table_infraction_list_and_search(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    ev = _event(ws, rounds=1)
    ws.pages.setCurrentIndex(3)
    # the game's list comes from the core, with its citation
    pick = ws.penalties.penalty_pick
    labels = [pick.itemText(i) for i in range(pick.count())]
    assert any("6.7-P1" in t for t in labels)
    # the player picker is searchable: part of a name finds the player
    assert ws.penalties.penalty_player.isEditable()
    completer = ws.penalties.penalty_player.completer()
    completer.setCompletionPrefix("ador 07")
    assert completer.completionCount() == 1
    assert "P007" in completer.currentCompletion()
    ws.penalties.penalty_player.setCurrentIndex(ws.penalties.penalty_player.findData("P007"))
    ws.penalties.penalty_pick.setCurrentIndex(ws.penalties.penalty_pick.findData("restriction-ignored"))
    ws.penalties.penalty_pick.activated.emit(ws.penalties.penalty_pick.currentIndex())
    assert ws.penalties.penalty_infraction.text().startswith("Declaring an effect")
    assert ws.penalties.penalty_citation() == Citation("kodem-5.0", "6.7-P1")
    ws.penalties.penalty_kind.setCurrentIndex(ws.penalties.penalty_kind.findData(PenaltyKind.GAME_LOSS.value))
    ws.penalties.penalty_judge.setText("Laura Ríos")
    seat = next(m.table for m in calls(ws.service).matches(ev, 1) if "P007" in (m.p1, m.p2))
    assert ws.penalties.penalty_table.value() == seat  # filled in from the pairings once chosen
    ws.penalties.penalty_table.setValue(seat)
    assert ws.penalties.add_penalty_from_form()
    assert not _boxes()
    pen = calls(ws.service).penalties(ev)[0]
    assert (pen.judge, pen.table, pen.kind) == ("Laura Ríos", seat, PenaltyKind.GAME_LOSS)
    # the form is ready for the next one: kind back to the first, table and pick cleared
    assert ws.penalties.penalty_kind.currentIndex() == 0
    assert ws.penalties.penalty_table.value() == 0 and ws.penalties.penalty_pick.currentIndex() == 0
    assert ws.penalties.penalty_judge.text() == "Laura Ríos"
    assert ws.penalties.penalties_table.item(0, 6).text() == str(seat)
    assert ws.penalties.penalties_table.item(0, 7).text() == "Laura Ríos"
    # a typed infraction of the judge's own is still accepted
    ws.penalties.penalty_infraction.setText("Retraso de juego")
    ws.penalties.penalty_book.setCurrentIndex(ws.penalties.penalty_book.findData("kodem-5.0"))
    ws.penalties.penalty_section.setCurrentIndex(ws.penalties.penalty_section.findData("6.7-P1"))
    assert ws.penalties.add_penalty_from_form()

    # edit the first one, then delete the second (confirmed), both audited
    ws.penalties.penalty_player.setCurrentIndex(ws.penalties.penalty_player.findData("P007"))
    ws.penalties.penalties_table.setCurrentCell(0, 2)
    ws.penalties.edit_penalty_dialog()
    dialog = ws.penalties.penalty_dialog
    dialog.judge.setText("Marta")
    dialog.kind.setCurrentIndex(dialog.kind.findData(PenaltyKind.WARNING.value))
    dialog.accept()
    settle()
    assert not _boxes()
    first = calls(ws.service).penalties(ev)[0]
    assert (first.judge, first.kind) == ("Marta", PenaltyKind.WARNING)
    ws.penalties.penalties_table.setCurrentCell(1, 2)
    ws.penalties.delete_penalty_dialog()
    _answer(True)
    settle()
    assert len(calls(ws.service).penalties(ev)) == 1
    assert ws.penalties.penalties_table.rowCount() == 1
    actions = [e.action for e in calls(ws.service).audit_entries(ev)]
    assert actions[-2:] == ["penalty.edit", "penalty.delete"]


def test_archive_and_delete_events(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    played = _event(ws, rounds=1, name="Jugado")
    test = _event(ws, players=2, name="Prueba")
    ws.bar.open_event(played).wait()
    assert "Kódem TCG 5.0" in ws.bar.event_combo.currentText()  # a name, not the key
    assert ws.bar.toggle_archive()
    assert ws.bar.event_combo.findData(played) < 0  # hidden from the default list
    ws.bar.show_archived_action.setChecked(True)
    assert ws.bar.event_combo.findData(played) >= 0
    assert ws.bar.toggle_archive()  # out of the archive again
    ws.bar.show_archived_action.setChecked(False)
    assert ws.bar.event_combo.findData(played) >= 0
    ws.bar.open_event(test).wait()
    ws.bar.delete_event_dialog()
    _answer(True)
    settle()
    assert ws.bar.event_combo.findData(test) < 0 and ws.event_id is None
    ws.bar.open_event(played).wait()
    ws.bar.delete_event_dialog()
    box = next(b for b in _boxes() if b.objectName() == "confirmDialog")
    assert "round" in box.informativeText()  # says what is lost, and that archiving keeps it
    _answer(False)
    assert ws.bar.event_combo.findData(played) >= 0


def test_a_swiss_correction_after_the_cut_asks_and_says_who_moves(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    ev = _event(ws, players=8, rounds=3)
    svc = calls(ws.service)
    standings = [r.player for r in svc.standings(ev)]
    svc.top_cut(ev, 4)
    ws.bar.open_event(ev).wait()
    fifth = standings[4]
    lost = next(m for m in svc.matches(ev) if m.round <= 3 and not m.is_bye
                and fifth in (m.p1, m.p2) and m.winner_id != fifth)
    flipped = GameScore(0, 2) if lost.p1 != fifth else GameScore(2, 0)
    assert not ws.rounds.record(lost.round, lost.table, flipped)  # not yet: asks first
    box = next(b for b in _boxes() if b.objectName() == "confirmDialog")
    names = ws.names()
    assert names[fifth] in box.informativeText() and "top 4" in box.informativeText()
    assert ws.rounds.cut_change.entering == (fifth,)
    _answer(False)
    assert svc.matches(ev, lost.round)[lost.table - 1].score == lost.score  # unchanged
    ws.rounds.record(lost.round, lost.table, flipped)
    _answer(True)
    settle()
    assert next(m for m in svc.matches(ev, lost.round) if m.table == lost.table).score == flipped
    assert ws.undo_stack.count() == 1
