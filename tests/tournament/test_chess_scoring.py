"""Chess-style scoring (1 / ½ / 0) of the Buchholz profiles: a seven-player event by hand.

Arithmetic in the comments; the bye is worth a win (1 point) and is nobody's opponent.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from judge_app.tournament.messages import Refusal
from judge_app.tournament.model import GameScore, MatchRecord, Player, Profile
from judge_app.tournament.pairing import pair_swiss, pair_swiss_reference, pairing_cost
from judge_app.tournament.profiles import (
    CHESS_POINTS,
    MATCH_POINTS,
    PROFILE_RULES,
    decimal_points,
    format_points,
    points_number,
    profile_of,
    scoring_of,
)
from judge_app.tournament.standings import compute_standings, points_before

H = Fraction(1, 2)
PLAYERS = [Player(x, x) for x in "ABCDEFG"]


def _m(rnd: int, table: int, p1: str, p2: str | None, score: str | None = None) -> MatchRecord:
    return MatchRecord(rnd, table, p1, p2, GameScore.parse(score) if score else None)


# Round 1 (entered): A–B 2-0, C–D 1-1-1 (a draw), E–F 2-1, G bye.
ROUND1 = [_m(1, 1, "A", "B", "2-0"), _m(1, 2, "C", "D", "1-1-1"), _m(1, 3, "E", "F", "2-1"),
          _m(1, 4, "G", None)]
# Round 2 as the pairing makes it (below): A–E 1-1-1, G–C 0-2, D–B 2-0, F bye.
ROUND2 = [_m(2, 1, "A", "E", "1-1-1"), _m(2, 2, "G", "C", "0-2"), _m(2, 3, "D", "B", "2-0"),
          _m(2, 4, "F", None)]
# Round 3 as the pairing makes it: C–E 2-1, A–D 1-1-1, F–G 0-2, B bye.
ROUND3 = [_m(3, 1, "C", "E", "2-1"), _m(3, 2, "A", "D", "1-1-1"), _m(3, 3, "F", "G", "0-2"),
          _m(3, 4, "B", None)]


def _pairs(pairings: list[object]) -> list[tuple[int, str, str | None]]:
    return [(p.table, p.p1, p.p2) for p in pairings]  # type: ignore[attr-defined]


def test_standings_after_round_one_have_half_points() -> None:
    # A 1, E 1, G 1 (the bye), C ½, D ½, B 0, F 0.
    # Buchholz: A (B 0) 0, E (F 0) 0, G none 0 — tied on everything: by id A, E, G;
    # C (D ½) ½ = D (C ½) ½, S-B ¼ each: C, D; B (A 1) 1 = F (E 1) 1, S-B 0: B, F.
    rows = compute_standings(PLAYERS, ROUND1, Profile.CHESS)
    assert [(r.player, r.points, r.tiebreakers["buchholz"], r.tiebreakers["sb"])
            for r in rows] == [("A", 1, 0, 0), ("E", 1, 0, 0), ("G", 1, 0, 0),
                               ("C", H, 0.5, 0.25), ("D", H, 0.5, 0.25),
                               ("B", 0, 1, 0), ("F", 0, 1, 0)]
    assert all(isinstance(r.points, Fraction) for r in rows)


def test_round_two_pairs_score_groups_with_half_points() -> None:
    # Order A E G | C D | B F. The bye: the lowest without one, F. Neighbours on the
    # line A E G C D B: A–E inside the 1-point group, G (1) floats down to C (½),
    # D (½) to B (0); no pair met before, so this is the optimum (module docstring).
    pairings = pair_swiss(2, PLAYERS, ROUND1, profile=Profile.CHESS)
    assert _pairs(pairings) == [(1, "A", "E"), (2, "G", "C"), (3, "D", "B"), (4, "F", None)]
    assert _pairs(pair_swiss_reference(2, PLAYERS, ROUND1, Profile.CHESS)) == _pairs(pairings)
    # the gaps are counted in half points: two floats of ½ point, 1² + 1² in units
    cost = pairing_cost(2, PLAYERS, ROUND1, pairings, Profile.CHESS)
    assert (cost.rematches, cost.gaps) == (0, 2)


def test_standings_after_round_two() -> None:
    # Points: A 1 + ½ = 1½, E 1 + ½ = 1½, C ½ + 1 = 1½, D ½ + 1 = 1½, G 1 + 0 = 1,
    #   F 0 + 1 (bye) = 1, B 0.
    # Buchholz: A B 0 + E 1½ = 1½; E F 1 + A 1½ = 2½; C D 1½ + G 1 = 2½; D C 1½ + B 0 = 1½;
    #   G C 1½; F E 1½; B A 1½ + D 1½ = 3.
    # S-B: A drew E ¾; E beat F 1 + drew A ¾ = 1¾; C drew D ¾ + beat G 1 = 1¾; D drew C ¾;
    #   G, F, B 0.
    # Order: C, E (2½, 1¾, tied: by id), A, D (1½, ¾: by id), F, G (1½, 0: by id), B.
    rows = compute_standings(PLAYERS, ROUND1 + ROUND2, Profile.CHESS)
    assert [(r.player, format_points(r.points), r.tiebreakers["buchholz"], r.tiebreakers["sb"])
            for r in rows] == [("C", "1½", 2.5, 1.75), ("E", "1½", 2.5, 1.75),
                               ("A", "1½", 1.5, 0.75), ("D", "1½", 1.5, 0.75),
                               ("F", "1", 1.5, 0), ("G", "1", 1.5, 0), ("B", "0", 3, 0)]
    assert points_before(ROUND1 + ROUND2, 3, CHESS_POINTS) == {
        "A": 3 * H, "B": 0, "C": 3 * H, "D": 3 * H, "E": 3 * H, "F": 1, "G": 1}


def test_round_three_pairs_inside_the_half_point_groups() -> None:
    # Line C E A D F G, bye to B (the only one without a bye and last): neighbours
    # C–E, A–D (the 1½ group), F–G (the 1 group); no rematch among them.
    pairings = pair_swiss(3, PLAYERS, ROUND1 + ROUND2, profile=Profile.CHESS)
    assert _pairs(pairings) == [(1, "C", "E"), (2, "A", "D"), (3, "F", "G"), (4, "B", None)]


def test_final_standings_by_hand() -> None:
    # Points: C ½+1+1 = 2½; D ½+1+½ = 2; A 1+½+½ = 2; G 1+0+1 = 2; E 1+½+0 = 1½;
    #   B 0+0+1 (bye) = 1; F 0+1 (bye)+0 = 1.
    # Buchholz: C D 2 + G 2 + E 1½ = 5½; D C 2½ + B 1 + A 2 = 5½; A B 1 + E 1½ + D 2 = 4½;
    #   G C 2½ + F 1 = 3½; E F 1 + A 2 + C 2½ = 5½; B A 2 + D 2 = 4; F E 1½ + G 2 = 3½.
    # S-B: C drew D 1 + beat G 2 + beat E 1½ = 4½; D drew C 1¼ + beat B 1 + drew A 1 = 3¼;
    #   A beat B 1 + drew E ¾ + drew D 1 = 2¾; G beat F 1; E beat F 1 + drew A 1 = 2;
    #   B, F 0.
    # Order: C 2½; D, A, G on 2 by Buchholz 5½ > 4½ > 3½; E 1½; B (4) before F (3½) on 1.
    rows = compute_standings(PLAYERS, ROUND1 + ROUND2 + ROUND3, Profile.CHESS)
    assert [(r.rank, r.player, format_points(r.points), r.record, r.tiebreakers)
            for r in rows] == [
        (1, "C", "2½", "2-0-1", {"buchholz": 5.5, "sb": 4.5}),
        (2, "D", "2", "1-0-2", {"buchholz": 5.5, "sb": 3.25}),
        (3, "A", "2", "1-0-2", {"buchholz": 4.5, "sb": 2.75}),
        (4, "G", "2", "2-1-0", {"buchholz": 3.5, "sb": 1.0}),
        (5, "E", "1½", "1-1-1", {"buchholz": 5.5, "sb": 2.0}),
        (6, "B", "1", "1-2-0", {"buchholz": 4.0, "sb": 0.0}),
        (7, "F", "1", "1-2-0", {"buchholz": 3.5, "sb": 0.0}),
    ]


def test_cut1_and_median_on_half_points() -> None:
    # C's opponents D 2, G 2, E 1½: Cut-1 leaves out 1½ → 4, median leaves out 2 and 1½ → 2.
    # D's: C 2½, B 1, A 2 → Cut-1 4½, median 2. A's: B 1, E 1½, D 2 → Cut-1 3½, median 1½.
    # G's: C 2½, F 1 → Cut-1 2½; median (fewer than three) leaves nothing out → 3½.
    games = ROUND1 + ROUND2 + ROUND3
    cut = {r.player: r for r in compute_standings(PLAYERS, games, Profile.CHESS_CUT1)}
    med = {r.player: r for r in compute_standings(PLAYERS, games, Profile.CHESS_MEDIAN)}
    assert {p: cut[p].tiebreakers["buchholz_cut1"] for p in "CDAG"} == {
        "C": 4.0, "D": 4.5, "A": 3.5, "G": 2.5}
    assert {p: med[p].tiebreakers["buchholz_median"] for p in "CDAG"} == {
        "C": 2.0, "D": 2.0, "A": 1.5, "G": 3.5}
    assert cut["C"].points == Fraction(5, 2) and med["E"].points == Fraction(3, 2)
    # on 2 points: Cut-1 D 4½ > A 3½ > G 2½; median G 3½ > D 2 (S-B… Buchholz 5½) > A 1½
    assert [r.player for r in compute_standings(PLAYERS, games, Profile.CHESS_CUT1)][1:4] \
        == ["D", "A", "G"]
    assert [r.player for r in compute_standings(PLAYERS, games, Profile.CHESS_MEDIAN)][1:4] \
        == ["G", "D", "A"]


def test_every_profile_fixes_its_scoring() -> None:
    assert set(PROFILE_RULES) == set(Profile)  # no profile without a rule
    assert scoring_of("mtg") is MATCH_POINTS and scoring_of("pokemon") is MATCH_POINTS
    for name in ("buchholz", "buchholz-cut1", "buchholz-median"):
        # cli.md's buchholz keeps its match points: an event made before the chess
        # profiles existed keeps its standings
        assert scoring_of(name) is MATCH_POINTS
    for name in ("chess", "chess-cut1", "chess-median"):
        assert scoring_of(name) is CHESS_POINTS
    assert CHESS_POINTS.points(wins=1, draws=1, byes=1) == Fraction(5, 2)
    assert (MATCH_POINTS.name, CHESS_POINTS.name) == ("3-1-0", "1-½-0")
    # a 3/1/0 event is unchanged: same record, 3 a win
    assert compute_standings(PLAYERS, ROUND1)[0].points == 3


@pytest.mark.parametrize("name", ["ajedrez", "", "buchholz-cut2", "MTG2"])
def test_an_unknown_profile_is_refused_never_taken_for_another(name: str) -> None:
    with pytest.raises(Refusal) as exc:
        profile_of(name)
    assert repr(name) in exc.value.message("en") and "known: mtg" in exc.value.message("en")
    assert "perfil de desempate desconocido" in exc.value.message("es")
    with pytest.raises(Refusal):
        compute_standings(PLAYERS, ROUND1, name)  # type: ignore[arg-type]
    with pytest.raises(Refusal):
        pair_swiss(2, PLAYERS, ROUND1, profile=name)
    assert profile_of(" BUCHHOLZ-Cut1 ") is Profile.BUCHHOLZ_CUT1
    assert profile_of(" Chess-Median") is Profile.CHESS_MEDIAN


def test_points_are_printed_one_way_per_medium() -> None:
    assert [format_points(v) for v in (0, H, 1, 3 * H, Fraction(9))] == ["0", "½", "1", "1½", "9"]
    assert [decimal_points(v) for v in (H, 3 * H, 4)] == ["0.5", "1.5", "4"]
    assert decimal_points(3 * H, comma=True) == "1,5"
    assert [points_number(v) for v in (3 * H, Fraction(4))] == [1.5, 4]
    assert isinstance(points_number(Fraction(4)), int)


def test_pairing_refusals_say_why_in_both_languages() -> None:
    with pytest.raises(Refusal) as exc:
        pair_swiss(0, PLAYERS, [])
    assert exc.value.message("en") == "round 0: rounds are numbered from 1"
    assert exc.value.message("es") == "ronda 0: las rondas se numeran desde 1"
    with pytest.raises(Refusal) as exc:
        pair_swiss(1, PLAYERS, ROUND1)
    assert "ronda 1, mesa 1" in exc.value.message("es") and "earlier rounds" in str(exc.value)
    from judge_app.tournament.model import Pairing

    with pytest.raises(Refusal) as exc:
        pairing_cost(2, PLAYERS, ROUND1, [Pairing(1, "A", "E")], Profile.CHESS)
    assert exc.value.message("es").startswith("emparejamiento: jugadores activos sin emparejar")
    with pytest.raises(Refusal) as exc:
        pairing_cost(2, PLAYERS, ROUND1, [Pairing(1, "A", "Z")])
    assert "no es un jugador activo" in exc.value.message("es")
    with pytest.raises(Refusal) as exc:
        pair_swiss(2, PLAYERS, [_m(1, 1, "A", "Z", "2-0")])
    assert exc.value.message("es") == ("partida de la ronda 1, mesa 1: p2 'Z' no es un "
                                       "jugador inscrito")


@pytest.mark.parametrize("seed", [3, 4])
def test_many_draws_the_fast_pairing_is_still_the_exact_optimum(seed: int) -> None:
    """A chess-style event where a third of the matches are drawn: many ½-point groups;
    the fast pairing costs exactly what the full blossom's does."""
    from judge_app.tournament.simulate import simulate_event

    players, matches = simulate_event(61, 5, seed=seed, draw_rate=0.3, drops=2, late=2,
                                      pairer=lambda r, ps, ms: pair_swiss(
                                          r, ps, ms, profile=Profile.CHESS, seed=r))
    groups = {r.points for r in compute_standings(players, matches, Profile.CHESS)}
    assert any(p.denominator == 2 for p in groups)  # half-point score groups exist
    fast = pair_swiss(6, players, matches, profile=Profile.CHESS)
    ref = pair_swiss_reference(6, players, matches, Profile.CHESS)
    assert (pairing_cost(6, players, matches, fast, Profile.CHESS)
            == pairing_cost(6, players, matches, ref, Profile.CHESS))


def test_a_hand_edit_names_half_point_gaps_as_printed() -> None:
    """The floor's notice for a pair an edit created says ``1½`` and ``½``, not ``3/2``."""
    from judge_app.tournament.floor import edit_notices
    from judge_app.tournament.model import Pairing

    points = points_before(ROUND1 + ROUND2, 3, CHESS_POINTS)  # C 1½ … B 0
    notices = edit_notices([Pairing(1, "C", "B")], [Pairing(1, "C", "E")], ROUND1 + ROUND2,
                           points)
    gap = next(n for n in notices if n.code == "points_gap")
    assert gap.en == "points gap at table 1: C has 1½, B has 0 (1½ points apart)"
    assert gap.es == "diferencia de puntos en la mesa 1: C tiene 1½, B tiene 0 (1½ puntos)"
