"""The Penalties tab as a scorekeeper met it on day three (issue 23 §4, §10): nobody is
preselected, the table is checked against the pairings, the list shows the whole event's
penalties and typing a name filters it and chooses the player."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QMessageBox

from judge_app.tournament.model import PenaltyKind
from tests.ui.calls import calls


def _boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()]


def _event(ws) -> str:  # type: ignore[no-untyped-def]
    svc = calls(ws.service)
    ev = svc.create_event("Regional Kódem", "kodem", "mtg")
    for name in ("Ana Ruiz", "Beto Gómez", "Carla Díaz", "Dani Paz", "Eva Sol", "Fede Luna"):
        svc.add_player(ev.id, name)
    svc.pair_next_round(ev.id)
    svc.add_penalty(ev.id, "P001", "Mazo mal barajado", PenaltyKind.WARNING,
                    "kodem-5.0:6.7-P1", round=1)
    svc.add_penalty(ev.id, "P002", "Retraso", PenaltyKind.WARNING, "kodem-5.0:6.7-P1",
                    round=1)
    ws.bar._refresh_event_list()
    ws.bar.open_event(ev.id).wait()
    ws.pages.setCurrentIndex(3)
    return str(ev.id)


def _rows(ws) -> list[str]:  # type: ignore[no-untyped-def]
    table = ws.penalties.penalties_table
    return [table.item(r, 1).text() for r in range(table.rowCount())]


def test_nobody_is_preselected_and_the_whole_event_is_listed(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    _event(ws)
    assert ws.penalties.penalty_player.currentIndex() == -1 and ws.penalties.chosen_player() is None
    assert sorted(_rows(ws)) == ["Ana Ruiz", "Beto Gómez"]
    assert ws.penalties.history_label.text() == "Whole event: 2 penalties"
    ws.penalties.penalty_infraction.setText("Retraso")
    # no player: refused, never the first in the list
    assert not ws.penalties.add_penalty_from_form()
    assert "Choose a player" in _boxes()[0].informativeText() + _boxes()[0].text()
    for box in _boxes():
        box.done(0)
    # reopened (a restart): still nobody chosen, still the whole event
    ws.bar.open_event(ws.event_id).wait()
    assert ws.penalties.penalty_player.currentIndex() == -1 and len(_rows(ws)) == 2


def test_typing_a_name_filters_and_chooses(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    _event(ws)
    edit = ws.penalties.penalty_player.lineEdit()
    edit.setFocus()
    qtbot.keyClicks(edit, "P00")  # every player: every penalty
    assert ws.penalties.history_label.text() == "Players matching “P00”: 2 penalties"
    edit.clear()
    qtbot.keyClicks(edit, "gomez")  # accents and case folded: one player named
    assert _rows(ws) == ["Beto Gómez"]
    assert ws.penalties.history_label.text() == "Beto Gómez (P002): 1 penalty"
    assert ws.penalties.chosen_player() == "P002"  # named by what was typed: chosen already
    edit.editingFinished.emit()  # Enter or Tab: the one player named is chosen
    assert ws.penalties.penalty_player.currentData() == "P002"
    assert ws.penalties.history_label.text() == "Beto Gómez (P002): 1 penalty"
    # the table they sit at this round is filled in
    seat = next(m.table for m in calls(ws.service).matches(ws.event_id, 1)
                if "P002" in (m.p1, m.p2))
    assert ws.penalties.penalty_table.value() == seat
    edit.clear()
    edit.textEdited.emit("")  # emptied: nobody, the whole event again
    assert ws.penalties.penalty_player.currentIndex() == -1 and len(_rows(ws)) == 2


def test_a_table_where_the_player_does_not_sit_is_refused(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    ev = _event(ws)
    ws.penalties.penalty_player.setCurrentIndex(ws.penalties.penalty_player.findData("P003"))
    seat = ws.penalties.penalty_table.value()
    assert seat > 0
    other = 1 if seat != 1 else 2
    ws.penalties.penalty_table.setValue(other)
    ws.penalties.penalty_infraction.setText("Retraso")
    assert not ws.penalties.add_penalty_from_form()
    text = " ".join(b.text() + " " + b.informativeText() for b in _boxes())
    assert f"plays at table {seat} in round 1, not at table {other}" in text
    for box in _boxes():
        box.done(0)
    assert len(calls(ws.service).penalties(ev)) == 2  # nothing saved
    ws.penalties.penalty_table.setValue(seat)
    assert ws.penalties.add_penalty_from_form()
    settle()
    assert calls(ws.service).penalties(ev)[-1].table == seat
