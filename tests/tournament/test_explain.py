"""Why these two: every reason a table can have, from the core function and `round show --why`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.storage.certificates import explain_round
from judge_app.storage.floor import FloorService
from judge_app.tournament.explain import explain_pairings
from judge_app.tournament.model import GameScore, MatchRecord, Player
from judge_app.tournament.pairing import pair_swiss

PLAYERS = [Player(x, f"Jugador {x}") for x in "ABCDEFG"]
ROUND1 = [MatchRecord(1, 1, "A", "B", GameScore(2, 0)),
          MatchRecord(1, 2, "C", "D", GameScore(2, 1)),
          MatchRecord(1, 3, "E", "F", GameScore(2, 0)), MatchRecord(1, 4, "G", None)]


def test_same_points_pair_down_bye_fixed_seat_and_kept_apart() -> None:
    apart, seats = [("A", "C")], {"E": 2}
    pairings = pair_swiss(2, PLAYERS, ROUND1, keep_apart=apart, fixed_tables=seats)
    why = {r.table: r for r in explain_pairings(2, PLAYERS, ROUND1, pairings, keep_apart=apart,
                                               fixed_tables=seats)}
    codes = [c for r in why.values() for c in r.codes]
    # 4 players on 3 points (A, C, E, G): A and C are kept apart, so they meet others
    assert "kept_apart" in codes and codes.count("same_points") >= 2
    assert any("A is kept apart from C (same points)" in r.en for r in why.values())
    table_e = next(r for r in why.values() if "E" in (r.p1, r.p2))
    assert table_e.table == 2 and "fixed_seat" in table_e.codes
    assert "la mesa 2 es la mesa fija de E" in table_e.es
    bye = next(r for r in why.values() if r.p2 is None)
    assert bye.codes == ("bye",) and "lowest-ranked player without a bye" in bye.en
    assert all(r.en and r.es for r in why.values())


def test_a_group_of_former_opponents_floats_down_and_a_rematch_is_named() -> None:
    players = PLAYERS[:6]
    r1 = [MatchRecord(1, 1, "A", "B", GameScore(2, 0)),
          MatchRecord(1, 2, "C", "D", GameScore(2, 0)),
          MatchRecord(1, 3, "E", "F", GameScore(1, 1, 1))]
    pairings = pair_swiss(2, players, r1)
    why = explain_pairings(2, players, r1, pairings)
    # E and F, alone on 1 point, drew each other in round 1: both float down
    down = [r for r in why if "paired_down" in r.codes]
    assert len(down) == 2
    assert all("every other player on 1 points already played" in r.en for r in down)
    again = explain_pairings(2, players, r1, [type(pairings[0])(1, "A", "B"),
                                              type(pairings[0])(2, "C", "D"),
                                              type(pairings[0])(3, "E", "F")])
    assert "rematch" in again[0].codes and "they met in round 1" in again[0].en
    first = explain_pairings(1, players, [], pair_swiss(1, players, [], seed=3), seed=3)
    assert all(r.codes == ("draw",) for r in first) and "seed 3" in first[0].en


def test_round_show_why_in_both_languages_and_json(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = f"sqlite:///{tmp_path / 'ev.sqlite3'}"
    svc = FloorService(db)
    ev = svc.create_event("Liga", "kodem", date="2026-12-01").id
    for i in range(7):
        svc.add_player(ev, f"Jugador {i}")
    for m in svc.pair_next_round(ev):
        if m.p2 is not None:
            svc.record_result(ev, m.table, "2-1")
    matches = svc.pair_next_round(ev)
    svc.edit_round(ev, swap=(matches[0].p1, matches[1].p1))
    assert main(["--db", db, "round", "show", ev, "2", "--why", "--json", "--lang", "en"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["round"] == 2 and len(data["matches"]) == 4
    assert all(m["why"]["codes"] and m["why"]["text"] for m in data["matches"])
    assert [m["why"]["codes"][0] for m in data["matches"][:2]] == ["hand_edit", "hand_edit"]
    assert data["matches"][-1]["p2"] is None and "bye" in data["matches"][-1]["why"]["codes"]
    assert main(["--db", db, "round", "show", ev, "--why", "--lang", "es"]) == 0
    out = capsys.readouterr().out
    assert "Ronda 2" in out and "↳ cambiada a mano (auditado)" in out and "el descanso" in out
    assert main(["--db", db, "round", "show", ev, "1", "--why", "--lang", "en"]) == 0
    assert "round 1: random draw (seed" in capsys.readouterr().out
    assert [r.codes for r in explain_round(svc, ev, 2)] == [
        tuple(m["why"]["codes"]) for m in data["matches"]]
