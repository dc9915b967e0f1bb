"""Standings: hand-checked events for every profile of cli.md (arithmetic in the comments)."""

from __future__ import annotations

import pytest

from judge_app.tournament.model import GameScore, MatchRecord, Player, Profile, StandingRow
from judge_app.tournament.standings import compute_standings


def _m(rnd: int, table: int, p1: str, p2: str | None, score: str | None = None) -> MatchRecord:
    return MatchRecord(rnd, table, p1, p2, GameScore.parse(score) if score else None)


# Five players, two rounds; D drops after round 1.
#   R1: A–B 2-1 (A wins)   C–D 0-2 (D wins)   E bye
#   R2: A–E 1-2 (A loses 1-2)   B–C 1-1 (drawn match)
# Records:                      points  rounds  games  game points
#   A  W 2-1, L 1-2              3       2       6      6 + 3 = 9
#   B  L 1-2, D 1-1              1       2       5      3 + 3 = 6
#   C  L 0-2, D 1-1              1       2       4      0 + 3 = 3
#   D  W 2-0 (dropped)           3       1       2      6
#   E  bye (2-0), W 2-1          6       2       5      6 + 6 = 12
# Opponents (a bye is nobody): A: B, E — B: A, C — C: D, B — D: C — E: A
PLAYERS = [Player("A", "Ana"), Player("B", "Beto"), Player("C", "Caro"),
           Player("D", "Dani", dropped_after=1), Player("E", "Eva")]
MATCHES = [_m(1, 1, "A", "B", "2-1"), _m(1, 2, "C", "D", "0-2"), _m(1, 3, "E", None),
           _m(2, 1, "A", "E", "1-2"), _m(2, 2, "B", "C", "1-1")]


def _table(rows: list[StandingRow]) -> list[tuple[object, ...]]:
    return [(r.rank, r.player, r.points, r.record, r.tiebreakers, r.dropped) for r in rows]


def test_mtg_hand_checked() -> None:
    # MW% = points / (3 × rounds), floor 1/3:
    #   A 3/6 = 1/2   B 1/6 → 1/3   C 1/6 → 1/3   D 3/3 = 1   E 6/6 = 1 (the bye is a win)
    # GW% = game points / (3 × games), floor 1/3:
    #   A 9/18 = 1/2   B 6/15 = 2/5   C 3/12 → 1/3   D 6/6 = 1   E 12/15 = 4/5
    # OMW%: A (1/3 + 1)/2 = 2/3   B (1/2 + 1/3)/2 = 5/12   C (1 + 1/3)/2 = 2/3
    #       D 1/3   E 1/2
    # OGW%: A (2/5 + 4/5)/2 = 3/5   B (1/2 + 1/3)/2 = 5/12   C (1 + 2/5)/2 = 7/10
    #       D 1/3   E 1/2
    # Order: E 6 — A 3 (OMW 2/3) before D 3 (1/3) — C 1 (OMW 2/3) before B 1 (5/12)
    rows = compute_standings(PLAYERS, MATCHES, Profile.MTG)
    assert _table(rows) == [
        (1, "E", 6, "2-0-0", {"omw": 0.5, "gw": 0.8, "ogw": 0.5}, False),
        (2, "A", 3, "1-1-0", {"omw": 0.6667, "gw": 0.5, "ogw": 0.6}, False),
        (3, "D", 3, "1-0-0", {"omw": 0.3333, "gw": 1.0, "ogw": 0.3333}, True),
        (4, "C", 1, "0-1-1", {"omw": 0.6667, "gw": 0.3333, "ogw": 0.7}, False),
        (5, "B", 1, "0-1-1", {"omw": 0.4167, "gw": 0.4, "ogw": 0.4167}, False),
    ]


def test_pokemon_hand_checked() -> None:
    # win% = (wins + ½ draws) / rounds; the bye is neither a win nor a round;
    # floor 1/4; cap 3/4 for a dropped player:
    #   A 1/2   B ½/2 = 1/4   C ½/2 = 1/4   D 1/1 → 3/4 (dropped)   E 1/1 = 1 (bye left out)
    # resistance (oppwp): A (1/4 + 1)/2 = 5/8   B (1/2 + 1/4)/2 = 3/8
    #   C (3/4 + 1/4)/2 = 1/2   D 1/4   E 1/2
    # oppoppwp: A (3/8 + 1/2)/2 = 7/16   B (5/8 + 1/2)/2 = 9/16
    #   C (1/4 + 3/8)/2 = 5/16   D 1/2   E 5/8
    # Order (own win% is not a tiebreaker): E 6 — A 3 (5/8) before D 3 (1/4, although
    # D's win% 3/4 is higher) — C 1 (1/2) before B 1 (3/8)
    rows = compute_standings(PLAYERS, MATCHES, Profile.POKEMON)
    assert _table(rows) == [
        (1, "E", 6, "2-0-0", {"winp": 1.0, "oppwp": 0.5, "oppoppwp": 0.625}, False),
        (2, "A", 3, "1-1-0", {"winp": 0.5, "oppwp": 0.625, "oppoppwp": 0.4375}, False),
        (3, "D", 3, "1-0-0", {"winp": 0.75, "oppwp": 0.25, "oppoppwp": 0.5}, True),
        (4, "C", 1, "0-1-1", {"winp": 0.25, "oppwp": 0.5, "oppoppwp": 0.3125}, False),
        (5, "B", 1, "0-1-1", {"winp": 0.25, "oppwp": 0.375, "oppoppwp": 0.5625}, False),
    ]


def test_buchholz_hand_checked() -> None:
    # points: A 3, B 1, C 1, D 3, E 6
    # Buchholz (sum of opponents' points): A 1 + 6 = 7   B 3 + 1 = 4   C 3 + 1 = 4   D 1   E 3
    # Sonneborn–Berger (beaten opponents + ½ drawn): A beat B → 1   B drew C → ½
    #   C drew B → ½   D beat C → 1   E beat A → 3 (the bye is nobody)
    # Order: E — A (7) before D (1) — B and C tied on everything: by id, B then C
    rows = compute_standings(PLAYERS, MATCHES, Profile.BUCHHOLZ)
    assert _table(rows) == [
        (1, "E", 6, "2-0-0", {"buchholz": 3.0, "sb": 3.0}, False),
        (2, "A", 3, "1-1-0", {"buchholz": 7.0, "sb": 1.0}, False),
        (3, "D", 3, "1-0-0", {"buchholz": 1.0, "sb": 1.0}, True),
        (4, "B", 1, "0-1-1", {"buchholz": 4.0, "sb": 0.5}, False),
        (5, "C", 1, "0-1-1", {"buchholz": 4.0, "sb": 0.5}, False),
    ]


def test_through_round_and_drop_flag() -> None:
    # after round 1: A, D, E 3 points; D has not dropped yet as of round 1's standings?
    # dropped_after=1 means D played round 1 and left: the flag shows from round 1 on.
    rows = compute_standings(PLAYERS, MATCHES, Profile.MTG, through_round=1)
    by = {r.player: r for r in rows}
    assert (by["A"].points, by["D"].points, by["E"].points, by["B"].points) == (3, 3, 3, 0)
    assert by["D"].dropped
    # MTG round 1: A's OMW = B's MW% 0 → floor 1/3; D's OMW = C's 1/3; E has no opponent: 0.
    # A and D tie on OMW 1/3; GW%: A 6/9 = 2/3, D 6/6 = 1 → D first; E last of the three.
    assert [r.player for r in rows[:3]] == ["D", "A", "E"]


def test_late_entry_counts_missed_rounds_as_losses() -> None:
    # F joins in round 2 (late_losses): round 1 is a 0-2 match loss with no opponent.
    # G joins in round 2 without late losses: round 1 does not exist for G.
    players = [Player("A", "A"), Player("B", "B"), Player("F", "F", first_round=2),
               Player("G", "G", first_round=2, late_losses=False)]
    matches = [_m(1, 1, "A", "B", "2-0"), _m(2, 1, "A", "F", "0-2"), _m(2, 2, "G", "B", "2-1")]
    rows = {r.player: r for r in compute_standings(players, matches)}
    # F: L (late, 0-2: 2 games, 0 game points) + W 2-0 vs A → 3 points, MW 3/6 = 1/2,
    #    GW 6/(3 × 4) = 1/2; opponents only A (the late loss is nobody):
    #    OMW = A's MW 3/6 = 1/2, OGW = A's GW (6 + 0)/(3 × 4) = 1/2
    assert (rows["F"].record, rows["F"].points) == ("1-1-0", 3)
    assert rows["F"].tiebreakers == {"omw": 0.5, "gw": 0.5, "ogw": 0.5}
    # A's OGW: B's GW (0 + 3)/(3 × 5) = 1/5 → floor 1/3, F's 1/2: (1/3 + 1/2)/2 = 5/12
    assert rows["A"].tiebreakers["ogw"] == 0.4167
    # G: one round only (no late loss), W 2-1 → MW 1, GW 6/9 = 2/3
    assert (rows["G"].record, rows["G"].tiebreakers["gw"]) == ("1-0-0", 0.6667)
    # pokemon: F's late loss is a round of win% (1 win / 2 rounds), G has 1/1
    pok = {r.player: r for r in compute_standings(players, matches, Profile.POKEMON)}
    assert pok["F"].tiebreakers["winp"] == 0.5 and pok["G"].tiebreakers["winp"] == 1.0


def test_pokemon_head_to_head_when_two_tied_players_met() -> None:
    # A symmetric case: A and B both 1-1 (A beat B, each lost to a different 2-0 player
    # whose records mirror): tied on every number, and A won the match between them.
    players = [Player(x, x) for x in "ABXY"]
    matches = [_m(1, 1, "B", "A", "0-2"), _m(1, 2, "X", "Y", "1-1"),
               _m(2, 1, "A", "X", "0-2"), _m(2, 2, "B", "Y", "0-2")]
    # A: W vs B, L vs X → 3   B: L vs A, L vs Y → 0 — make B also 3 with a third round
    matches += [_m(3, 1, "B", "X", "2-0"), _m(3, 2, "A", "Y", "0-2")]
    # A: W B, L X, L Y → 3 pts; B: L A, L Y, W X → 3 pts; X: D, W A, L B → 4; Y: D, W B, W A → 7
    # A's opponents B X Y; B's opponents A Y X: the same set → same resistance and opp-opp.
    rows = compute_standings(players, matches, Profile.POKEMON)
    by = {r.player: r for r in rows}
    assert by["A"].tiebreakers == by["B"].tiebreakers
    # by id A is before B anyway; head-to-head (A beat B) keeps A first
    assert [r.player for r in rows].index("A") < [r.player for r in rows].index("B")
    # rename so that the id order is the other way: head-to-head must still put the winner first
    players = [Player("Z", "Z"), Player("B", "B"), Player("X", "X"), Player("Y", "Y")]
    swap = [MatchRecord(m.round, m.table, "Z" if m.p1 == "A" else m.p1,
                        "Z" if m.p2 == "A" else m.p2, m.score) for m in matches]
    order = [r.player for r in compute_standings(players, swap, Profile.POKEMON)]
    assert order.index("Z") < order.index("B")
    # buchholz has no head-to-head: Buchholz ties (3 + 4 + 7 = 14 each) and B's
    # Sonneborn–Berger (beat X, 4 points) beats Z's (beat B, 3 points)
    bh = [r.player for r in compute_standings(players, swap, Profile.BUCHHOLZ)]
    assert bh.index("B") < bh.index("Z")


def test_four_decimals_half_up_on_the_exact_value() -> None:
    from judge_app.tournament.standings import _round4
    # 1/20000 = 0.00005 exactly: a half goes up → 0.0001 (as by hand and in a spreadsheet);
    # 3/20000 = 0.00015 → 0.0002; 337/800 = 0.42125 → 0.4213 (a float rounds it either
    # way); 5/12 = 0.41666… → 0.4167; 2/3 → 0.6667; 1/3 → 0.3333
    assert [_round4((1, 20000)), _round4((3, 20000)), _round4((337, 800)), _round4((5, 12)),
            _round4((2, 3)), _round4((1, 3))] == [0.0001, 0.0002, 0.4213, 0.4167, 0.6667, 0.3333]


def test_unreported_matches_do_not_count_yet() -> None:
    matches = [*MATCHES[:3], _m(2, 1, "A", "E"), _m(2, 2, "B", "C", "1-1")]
    rows = {r.player: r for r in compute_standings(PLAYERS, matches)}
    assert rows["A"].record == "1-0-0" and rows["E"].record == "1-0-0"


@pytest.mark.parametrize(("matches", "message"), [
    ([_m(1, 1, "A", "Q", "2-0")], r"round 1 table 1: p2 'Q' is not a registered player"),
    ([_m(1, 1, "A", "A", "2-0")], r"round 1 table 1: 'A' cannot play against themselves"),
    ([_m(1, 1, "A", "B", "2-0"), _m(1, 2, "A", "C", "2-0")],
     r"round 1 table 2: 'A' already plays at table 1"),
])
def test_bad_matches_are_named(matches: list[MatchRecord], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        compute_standings(PLAYERS, matches)


def test_duplicate_player_id_is_named() -> None:
    with pytest.raises(ValueError, match=r"players\[1\]: player id 'A' appears twice"):
        compute_standings([Player("A", "A"), Player("A", "A2")], [])
