"""Nothing pushes the window past a 1280×800 screen (issue 23 §8): a long event name and a
long champion's name wrap in the header; no button of any event tab is cut."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QApplication

from tests.ui.calls import calls

LONG = "María Fernanda Gutiérrez de la Torre Sánchez y Villaseñor"


def test_a_long_champion_never_widens_the_window(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.resize(1280, 800)
    ws = window.event_workspace
    svc = calls(ws.service)
    ev = svc.create_event("Regional Kódem de la Ciudad de México — Temporada de Invierno 2026",
                          "kodem", "mtg").id
    for i in range(8):
        svc.add_player(ev, LONG if i == 0 else f"Jugador {i:02d}")
    for _ in range(3):
        for m in svc.pair_next_round(ev):
            if not m.is_bye:
                svc.record_result(ev, m.table, "2-0" if m.p1 == "P001" else "0-2")
    svc.top_cut(ev, 2)
    final = svc.matches(ev, 4)[0]
    svc.record_result(ev, final.table, "2-0" if final.p1 == "P001" else "0-2")
    assert svc.champion(ev) == "P001"
    window.tabs.setCurrentWidget(window.event_holder)
    ws.bar._refresh_event_list()
    ws.bar.open_event(ev).wait()
    assert LONG in ws.bar.header.text()
    for i in range(ws.pages.count()):
        ws.pages.setCurrentIndex(i)
        QApplication.processEvents()
        assert window.minimumSizeHint().width() <= 1280, ws.pages.tabText(i)
        assert window.width() <= 1280, ws.pages.tabText(i)
        cut = [b.text() for b in ws.pages.widget(i).findChildren(QAbstractButton)
               if b.isVisible() and b.text() and b.width() < b.sizeHint().width()]
        assert not cut, (ws.pages.tabText(i), cut)


def test_the_on_screen_bracket_keeps_every_id(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 23 §5: a long name is shortened in its match box, never the id after it; the
    whole name is the box's tooltip."""
    from judge_app.tournament.model import GameScore, MatchRecord
    from ui.bracket import BracketView

    view = BracketView()
    qtbot.addWidget(view)
    view.resize(1200, 600)
    names = {"K001": LONG, "K002": "Beto", "K003": "Caro", "K004": "Dani"}
    semis = [MatchRecord(4, 1, "K001", "K004", GameScore(2, 0)),
             MatchRecord(4, 2, "K002", "K003", GameScore(2, 1))]
    view.set_bracket([semis, [MatchRecord(5, 1, "K001", "K002", GameScore(2, 0))]], names,
                     "K001")
    view.show()
    qtbot.waitExposed(view)
    box = view.boxes[0][0]
    assert "(K001)" in box.text() and "…" in box.text() and LONG in box.toolTip()
    for column in view.boxes:
        for b in column:
            # the box is as wide as its longest line: nothing of it (the ids) is cut
            assert b.width() >= b.sizeHint().width() - 1, b.text()


def test_the_floor_pickers_are_sized_by_a_length_not_by_every_name(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The Floor tab's player pickers (deck, pairing edits A and B) never measure the names
    they hold: a 200-character name (the longest an import takes) leaves them as wide as a
    short one, and 8,192 names are not measured when the tab is first shown (Qt's default
    sizes a combo by every item then: the Floor tab's longest frame at 8,192)."""
    window.resize(1280, 800)
    ws = window.event_workspace
    svc = calls(ws.service)
    ev = svc.create_event("Regional", "kodem", "mtg").id
    for i in range(4):
        svc.add_player(ev, "M" * 200 if i == 0 else f"Jugador {i:02d}")
    svc.pair_next_round(ev)
    window.tabs.setCurrentWidget(window.event_holder)
    ws.bar._refresh_event_list()
    ws.bar.open_event(ev).wait()
    ws.floor.refresh_later()  # filled before the tab is first shown, as at an event
    qtbot.waitUntil(lambda: ws.floor.player_a.count() == 4)
    assert not ws.floor.isVisible()
    ws.pages.setCurrentWidget(ws.floor)
    QApplication.processEvents()
    for combo in (ws.floor.player_a, ws.floor.player_b, ws.floor.deck_player):
        assert combo.sizeHint().width() < 500, combo.sizeHint()
    assert window.minimumSizeHint().width() <= 1280
    assert window.width() <= 1280
