"""Issue 21 §2: the window's standings tab shows a profile added as data (the toy profile of
tests/support/toyprofile.py): its tiebreakers' headers and values from the registry, its
name in the event's choices, with no file of the window changed for it."""

from __future__ import annotations

from judge_app.storage.imports import import_round
from tests.support.toyprofile import TOY, toy_profile
from tests.ui.calls import calls
from tests.ui.cells import header

ROUND = "table,p1,p2,result\n1,A,B,2-1\n2,C,D,2-0\n"


def test_the_standings_tab_shows_the_toy_profile(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from ui.i18n import current_language, profile_title

    with toy_profile():
        ws = window.event_workspace
        event_id = ws.bar.create_event("Liga", "kodem", TOY).result()
        assert event_id
        for pid in "ABCD":
            calls(ws.service).add_player(event_id, f"Jugador {pid}", player_id=pid)
        path = tmp_path / "r1.csv"
        path.write_text(ROUND, encoding="utf-8")
        ws.service.write_now(event_id, lambda svc: import_round(svc, event_id, path))
        ws.bar.open_event(event_id).wait()
        table = ws.standings.standings_table
        headers = [header(table, c) for c in range(table.columnCount())]
        english = ws.standings.lang == "en"
        assert current_language() == ws.standings.lang
        assert headers[-2:] == ["Games" if english else "Juegos", "Buchholz"]
        values = {table.item(r, 1).text(): table.item(r, len(headers) - 2).text()
                  for r in range(table.rowCount())}
        assert values["Jugador A"] == "6" and values["Jugador D"] == "0"
        assert profile_title(TOY) == ("Toy: games won, Buchholz" if english
                                      else "Juguete: juegos ganados, Buchholz")
