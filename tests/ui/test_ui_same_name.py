"""A name typed again at the registration desk: the window asks whether it is another
person (no, the default, leaves the event as it was; yes registers a second player of that
name) instead of an error dialog — real widgets, a real SQLite file."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QMessageBox

from tests.ui.calls import calls


def _question() -> QMessageBox | None:
    return next((w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox)
                 and w.isVisible() and w.objectName() == "confirmDialog"), None)


def _names(ws) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(ws.players.players_table.item(r, 1).text()
                  for r in range(ws.players.players_table.rowCount()))


def test_the_same_name_typed_again_asks_and_no_keeps_one(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    window.tabs.setCurrentWidget(window.event_holder)
    assert ws.bar.create_event("Liga", "kodem")
    assert ws.players.add_player("Ana Pérez")
    ws.players.player_name.setText("ana perez")
    ws.players._add_player_from_field()
    qtbot.waitUntil(lambda: _question() is not None, timeout=10_000)
    box = _question()
    assert box is not None and "P001" in box.text() and "ana perez" in box.text()
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    assert not any(w.objectName() == "errorDialog" for w in QApplication.topLevelWidgets()
                   if w.isVisible())
    box.button(QMessageBox.StandardButton.No).click()
    settle()
    assert _names(ws) == ["Ana Pérez"]
    assert "P001" in ws.rounds.entry_status.text()
    assert [p.name for p in calls(ws.service).players(ws.event_id)] == ["Ana Pérez"]


def test_yes_registers_another_person_of_that_name(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    window.tabs.setCurrentWidget(window.event_holder)
    assert ws.bar.create_event("Liga", "kodem")
    assert ws.players.add_player("Juan López")
    assert not ws.players.add_player("Juan López")  # refused: the question is asked instead
    qtbot.waitUntil(lambda: _question() is not None, timeout=10_000)
    box = _question()
    assert box is not None
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: ws.players.players_table.rowCount() == 2, timeout=10_000)
    settle()
    assert _names(ws) == ["Juan López", "Juan López"]
    assert [p.id for p in calls(ws.service).players(ws.event_id)] == ["P001", "P002"]
