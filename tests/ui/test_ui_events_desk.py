"""Creating an event and registering late entries as a scorekeeper met them on day three
(issue 23 §12, §13): the game's recommended tiebreakers first, with one line saying what
they do; a late entry continues the roster's own id series."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLabel

from tests.ui.calls import calls


def test_the_games_recommended_tiebreakers_come_first_with_a_line(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    ws.settings.profile = "buchholz"  # the station's default does not hide the game's advice
    ws.bar.new_event_dialog()
    dialog = ws.bar.new_event_box
    game = next(c for c in dialog.findChildren(QComboBox) if c.findData("kodem") >= 0)
    profile = dialog.findChild(QComboBox, "profileCombo")
    line = dialog.findChild(QLabel, "profileLine")
    game.setCurrentIndex(game.findData("kodem"))
    assert profile.currentIndex() == 0 and profile.currentData() == "mtg"
    assert "recommended for Kódem" in profile.currentText()
    assert "match-win %" in line.text() and "Kódem's rulebook sets no tiebreakers" in line.text()
    profile.setCurrentIndex(profile.findData("buchholz"))
    assert "Buchholz" in line.text() and "Kódem" not in line.text()
    dialog.reject()
    window.set_language("es")
    ws.bar.new_event_dialog()
    dialog = ws.bar.new_event_box
    game = next(c for c in dialog.findChildren(QComboBox) if c.findData("kodem") >= 0)
    game.setCurrentIndex(game.findData("kodem"))
    profile = dialog.findChild(QComboBox, "profileCombo")
    assert "recomendado para Kódem" in profile.currentText()
    assert "no fija desempates" in dialog.findChild(QLabel, "profileLine").text()
    dialog.reject()
    window.set_language("en")


def test_a_late_entry_continues_the_rosters_series(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    svc = calls(ws.service)
    ev = svc.create_event("Regional Kódem", "kodem", "mtg").id
    for i in range(1, 17):
        svc.add_player(ev, f"Jugador {i:02d}", player_id=f"K{i:03d}")
    svc.pair_next_round(ev)
    ws.bar._refresh_event_list()
    ws.bar.open_event(ev).wait()
    assert ws.players.add_player("Llegó Tarde")
    settle()
    late = next(p for p in svc.players(ev) if p.name == "Llegó Tarde")
    assert late.id == "K017" and late.first_round == 2
