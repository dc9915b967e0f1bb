"""The window shows a chess-style event's half points as the printed reports do (``1½``),
and sorts them by value (issue 14 §3)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from judge_app.storage.imports import import_round
from tests.ui.calls import calls

ROUNDS = [
    "table,p1,p2,result\n1,A,B,2-0\n2,C,D,1-1-1\n3,E,F,2-1\n4,G,,\n",
    "table,p1,p2,result\n1,A,E,1-1-1\n2,G,C,0-2\n3,D,B,2-0\n4,F,,\n",
]


def _column(table, col: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [table.item(row, col).text() for row in range(table.rowCount())]


def test_standings_and_pairings_show_half_points(window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    event_id = ws.bar.create_event("Abierto", "kodem", "chess").result()
    assert event_id
    for pid in "ABCDEFG":
        calls(ws.service).add_player(event_id, f"Jugador {pid}", player_id=pid)
    for i, text in enumerate(ROUNDS, start=1):
        path = tmp_path / f"r{i}.csv"
        path.write_text(text, encoding="utf-8")
        ws.service.write_now(event_id, lambda svc, path=path: import_round(svc, event_id, path))
    ws.bar.open_event(event_id).wait()  # fills every tab from the database
    table = ws.standings.standings_table
    # after round 2 (tests/tournament/test_chess_scoring.py): four players on 1½, two on 1, B 0
    assert sorted(_column(table, 2)) == ["0", "1", "1", "1½", "1½", "1½", "1½"]
    assert _column(table, 0) == [str(i) for i in range(1, 8)]
    # a click on the Points header sorts by value: 0 < 1 < 1½
    table.sortItems(2, Qt.SortOrder.AscendingOrder)
    assert _column(table, 2) == ["0", "1", "1", "1½", "1½", "1½", "1½"]
    table.sortItems(2, Qt.SortOrder.DescendingOrder)
    assert _column(table, 2)[:4] == ["1½"] * 4
    # the pairings of round 2 show the points each player brought: G 1 against C ½
    ws.rounds.show_round(2)
    pairings = ws.rounds.pairings_table
    by_p1 = {pairings.item(r, 1).text(): (pairings.item(r, 2).text(),
                                          pairings.item(r, 4).text())
             for r in range(pairings.rowCount())}
    assert by_p1["Jugador G (G)"] == ("1", "½")
    assert by_p1["Jugador D (D)"] == ("½", "0")


def test_every_profile_has_a_name_that_says_its_scoring(window) -> None:  # type: ignore[no-untyped-def]
    """The new-event choices name every profile (never its key) and the Buchholz ones say
    they score 1 / ½ / 0."""
    from ui.i18n import profile_title
    from ui.settings import PROFILES

    for key in PROFILES:
        assert profile_title(key) != key
        assert ("1 / ½ / 0" in profile_title(key)) is key.startswith("chess")
