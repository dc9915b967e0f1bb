"""Both languages all the way (issue 8, part 4): the core's messages follow the window's
language, Qt's own dialogs are translated, a Spanish CSV header is read."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox

from tests.ui.calls import calls
from ui.i18n import I18N_DIR, game_title, profile_title


def _error_boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()]


def test_core_messages_follow_the_window_language(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    ev = calls(ws.service).create_event("Liga", "kodem").id
    ws.bar._refresh_event_list()
    ws.bar.open_event(ev).wait()
    roster = tmp_path / "jugadores.csv"
    roster.write_text("id,nombre\nA1,Ana\nB2,Beto\nC3,Caro\n", encoding="utf-8")
    assert ws.players.import_players(roster).result() == 3  # a Spanish header
    calls(ws.service).pair_next_round(ev)
    ws.bar.open_event(ev).wait()
    window.set_language("es")
    ws.rounds.score_entry.setText("3-0")
    ws.rounds.enter_result()
    assert "al mejor de tres" in ws.rounds.entry_status.text()
    ws.rounds.pair_next_round()  # round 1 is not finished: said in Spanish
    qtbot.waitUntil(lambda: bool(_error_boxes()), timeout=10000)
    box = _error_boxes()[0]
    assert "La ronda 1 no ha terminado" in box.informativeText(), box.informativeText()
    box.done(0)
    window.set_language("en")
    ws.rounds.pair_next_round()
    qtbot.waitUntil(lambda: bool(_error_boxes()), timeout=10000)
    box = _error_boxes()[0]
    assert "Round 1 is not finished" in box.informativeText()
    box.done(0)


def test_qt_own_buttons_are_translated_and_shipped(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    assert (I18N_DIR / "qtbase_es.qm").exists()  # shipped with the app, not only PySide6's
    window.set_language("es")
    box = QMessageBox(QMessageBox.Icon.Question, "t", "x",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    texts = {box.button(QMessageBox.StandardButton.Yes).text().replace("&", ""),
             box.button(QMessageBox.StandardButton.Cancel).text().replace("&", "")}
    assert texts == {"Sí", "Cancelar"}, texts
    window.set_language("en")


def test_dialogs_show_names_not_keys(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    assert game_title("kodem") == "Kódem TCG 5.0" and game_title("totems") == "Tótems"
    ws = window.event_workspace
    ws.bar.new_event_dialog()
    dialog = ws.bar.new_event_box
    from PySide6.QtWidgets import QComboBox

    combos = dialog.findChildren(QComboBox)
    shown = {combo.itemText(i) for combo in combos for i in range(combo.count())}
    assert "Kódem TCG 5.0" in shown and "kodem" not in shown
    # the game's recommended profile says so after its name (issue 23 §12)
    assert any(t.startswith(profile_title("mtg")) for t in shown) and "mtg" not in shown
    dialog.reject()
    labels = [a.text() for a in window.samples_menu.actions()]
    assert labels and not any("/" in label for label in labels), labels
