"""Full ties by a recorded random draw, and double losses (issue 14 §3)."""

from __future__ import annotations

import json
from pathlib import Path

from judge_app.storage.service import EventService
from judge_app.tournament.model import GameScore, MatchRecord, Player, Profile
from judge_app.tournament.profiles import CHESS_POINTS, scoring_of
from judge_app.tournament.standings import compute_standings, points_before, tie_draw_key

PLAYERS = [Player(pid, pid) for pid in ("A", "B", "C", "D", "E", "F", "G", "H")]
# four 1-0 players, each beat a 0-1 player 2-0: every tiebreaker equal among the winners
ROUND1 = [MatchRecord(1, i + 1, w, lo, GameScore(2, 0))
          for i, (w, lo) in enumerate((("A", "E"), ("B", "F"), ("C", "G"), ("D", "H")))]


def test_without_a_seed_full_ties_stay_in_id_order() -> None:
    rows = compute_standings(PLAYERS, ROUND1)
    assert [r.player for r in rows[:4]] == ["A", "B", "C", "D"]


def test_a_seed_orders_full_ties_by_its_draw_and_only_them() -> None:
    for seed in ("s1", "s2", "otro"):
        rows = compute_standings(PLAYERS, ROUND1, tie_seed=seed)
        winners = [r.player for r in rows[:4]]
        assert winners == sorted("ABCD", key=lambda p: tie_draw_key(seed, p))
        assert {r.player for r in rows[4:]} == set("EFGH")  # points still come first
    orders = {tuple(r.player for r in compute_standings(PLAYERS, ROUND1, tie_seed=f"x{i}"))
              for i in range(12)}
    assert len(orders) > 1  # the draw really depends on the seed


def test_a_double_loss_is_a_loss_for_both_and_no_points() -> None:
    matches = [MatchRecord(1, 1, "A", "B", GameScore(0, 0), double_loss=True),
               MatchRecord(1, 2, "C", "D", GameScore(2, 1))]
    ps = PLAYERS[:4]
    for profile in Profile:
        rows = {r.player: r for r in compute_standings(ps, matches, profile)}
        assert (rows["A"].points, rows["A"].record) == (0, "0-1-0")
        assert (rows["B"].points, rows["B"].record) == (0, "0-1-0")
        assert rows["C"].points == scoring_of(profile).points(wins=1)  # 3, or 1 in chess
    assert points_before(matches, 2) == {"A": 0, "B": 0, "C": 3, "D": 0}
    assert points_before(matches, 2, CHESS_POINTS) == {"A": 0, "B": 0, "C": 1, "D": 0}
    assert matches[0].reported and matches[0].winner_id is None


def test_the_event_records_its_seed_and_standings_use_it(tmp_path: Path) -> None:
    svc = EventService(str(tmp_path / "ties.sqlite3"), station="test")
    ev = svc.create_event("Empates", "kodem", profile="pokemon")
    for name in "ABCDEFGH":
        svc.add_player(ev.id, name, player_id=name)
    first = svc.audit_entries(ev.id)[0]
    seed = first.data["tie_seed"]
    assert isinstance(seed, str) and len(seed) == 16
    matches = svc.pair_next_round(ev.id)
    for m in matches:
        svc.record_result(ev.id, m.table, "2-0")
    rows = svc.standings(ev.id)
    expected = compute_standings(svc.players(ev.id), svc.matches(ev.id), Profile.POKEMON,
                                 tie_seed=seed)
    assert [r.player for r in rows] == [r.player for r in expected]
    assert json.dumps(first.data)  # the seed is in the hash-chained entry
    assert svc.verify_audit(ev.id).ok


def test_buchholz_cut1_and_median_leave_out_the_weakest_and_strongest() -> None:
    # Round 1: A-B 2-0, C-D 2-0, E-F 2-0; round 2: A-C 2-0, B-E 2-0, D-F 2-0;
    # round 3: A-E 2-0, C-F 2-0, B-D 2-0.  Points: A 9, B 6, C 6, D 3, E 3, F 0.
    games = [(1, "A", "B"), (1, "C", "D"), (1, "E", "F"), (2, "A", "C"), (2, "B", "E"),
             (2, "D", "F"), (3, "A", "E"), (3, "C", "F"), (3, "B", "D")]
    matches = [MatchRecord(r, i, a, b, GameScore(2, 0)) for i, (r, a, b) in enumerate(games)]
    players = PLAYERS[:6]
    # A's opponents: B 6, C 6, E 3 → Buchholz 15, Cut-1 12, median 6
    cut = {r.player: r for r in compute_standings(players, matches, Profile.BUCHHOLZ_CUT1)}
    med = {r.player: r for r in compute_standings(players, matches, Profile.BUCHHOLZ_MEDIAN)}
    assert cut["A"].tiebreakers == {"buchholz_cut1": 12, "buchholz": 15, "sb": 15}
    assert med["A"].tiebreakers["buchholz_median"] == 6
    # B (6) and C (6): B's opponents A 9, E 3, D 3 → cut-1 12; C's D 3, A 9, F 0 → cut-1 12;
    # full Buchholz 15 vs 12: B first in both variants
    order = [r.player for r in compute_standings(players, matches, Profile.BUCHHOLZ_CUT1)]
    assert order.index("B") < order.index("C")
    assert Profile.BUCHHOLZ_MEDIAN.printed("en") == "Median Buchholz, Buchholz, Sonneborn-Berger"


def test_a_dropped_players_cap_lowers_the_resistance_of_those_they_beat() -> None:
    """docs/interop.md: a player who went 3-0 and dropped counts 75 %, not 100 %, in the
    resistance of the three players they beat — from the standings after their drop on."""
    players = [Player("X", "X", dropped_after=3), *(Player(p, p) for p in "ABCDEFGH")]
    games = [(1, "X", "A"), (1, "B", "C"), (1, "D", "E"), (1, "F", "G"),
             (2, "X", "B"), (2, "A", "C"), (2, "D", "F"), (2, "E", "G"),
             (3, "X", "D"), (3, "A", "B"), (3, "C", "E"), (3, "F", "G")]
    matches = [MatchRecord(r, i, a, b, GameScore(2, 0)) for i, (r, a, b) in enumerate(games)]
    matches += [MatchRecord(1, 9, "H", None), MatchRecord(2, 9, "H", None),
                MatchRecord(3, 9, "H", None)]
    rows = {r.player: r for r in compute_standings(players, matches, Profile.POKEMON)}
    assert rows["X"].tiebreakers["winp"] == 0.75 and rows["X"].dropped
    # A's opponents: X (3-0, capped to 3/4), C (L B, L A, W E: 1/3), B (W C, L X, L A: 1/3)
    # → resistance (3/4 + 1/3 + 1/3) / 3 = 17/36 = 0.4722
    assert rows["A"].tiebreakers["oppwp"] == 0.4722
    # the standings of round 2, before X dropped: X counts 2/2 = 100 % for A
    # (A: X 1, C — C after round 2: L B, L A → 0 → floor ¼): (1 + 1/4) / 2 = 0.625
    before = {r.player: r for r in compute_standings(players, matches, Profile.POKEMON,
                                                      through_round=2)}
    assert before["X"].tiebreakers["winp"] == 1.0 and not before["X"].dropped
    assert before["A"].tiebreakers["oppwp"] == 0.625


def test_a_drawn_game_is_one_game_point_each() -> None:
    """MTR appendix C (docs/interop.md): 1-1-1 is 4 game points of 9 each; 0-0-3 is 3 of 9."""
    ps = PLAYERS[:4]
    matches = [MatchRecord(1, 1, "A", "B", GameScore(1, 1, 1)),
               MatchRecord(1, 2, "C", "D", GameScore(0, 0, 3))]
    rows = {r.player: r for r in compute_standings(ps, matches, Profile.MTG)}
    assert rows["A"].tiebreakers["gw"] == rows["B"].tiebreakers["gw"] == 0.4444  # 4/9
    assert rows["C"].tiebreakers["gw"] == 0.3333  # 3/9, exactly the floor
    assert rows["A"].points == rows["C"].points == 1  # a drawn match, 1 match point
