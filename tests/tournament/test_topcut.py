"""Top cut: standard seeding, bracket progress, champion, and the errors of the brief."""

from __future__ import annotations

import pytest

from judge_app.tournament import topcut
from judge_app.tournament.model import GameScore, MatchRecord, Pairing

SEEDS = [f"S{i}" for i in range(1, 33)]


def _seeds(pairs: list[Pairing]) -> list[tuple[int, int]]:
    return [(int(p.p1[1:]), int(p.p2[1:]) if p.p2 else 0) for p in pairs]


def test_top8_seeding_of_the_brief() -> None:
    pairs = topcut.first_round(SEEDS, 8)
    assert [p.table for p in pairs] == [1, 2, 3, 4]
    assert _seeds(pairs) == [(1, 8), (4, 5), (2, 7), (3, 6)]


@pytest.mark.parametrize(("cut", "expected"), [
    (2, [(1, 2)]),
    (4, [(1, 4), (2, 3)]),
    (16, [(1, 16), (8, 9), (4, 13), (5, 12), (2, 15), (7, 10), (3, 14), (6, 11)]),
])
def test_other_cuts(cut: int, expected: list[tuple[int, int]]) -> None:
    assert _seeds(topcut.first_round(SEEDS, cut)) == expected


def test_top32_every_seed_once_and_sums() -> None:
    pairs = topcut.first_round(SEEDS, 32)
    seeds = _seeds(pairs)
    assert sorted(s for p in seeds for s in p) == list(range(1, 33))
    assert all(a + b == 33 and a < b for a, b in seeds)
    # 1 and 2 are in different halves, 1 2 3 4 in different quarters
    halves = [{s for p in seeds[i:i + 8] for s in p} for i in range(0, 16, 8)]
    assert {1, 2} <= halves[0] | halves[1] and not ({1, 2} <= halves[0])
    quarters = [{s for p in seeds[i:i + 4] for s in p} for i in range(0, 16, 4)]
    assert [len(q & {1, 2, 3, 4}) for q in quarters] == [1, 1, 1, 1]


def _play(round_no: int, pairs: list[Pairing], lower_wins: set[int]) -> list[MatchRecord]:
    """Records where the higher seed wins except at the given tables."""
    return [MatchRecord(round_no, p.table, p.p1, p.p2,
                        GameScore(1, 2) if p.table in lower_wins else GameScore(2, 0))
            for p in pairs]


def test_bracket_to_champion() -> None:
    history = _play(7, topcut.first_round(SEEDS, 8), lower_wins={2})  # 5 beats 4
    # quarters: 1, 5, 2, 3 win → semis 1–5 and 2–3, in bracket order
    semis = topcut.next_round(history)
    assert _seeds(semis) == [(1, 5), (2, 3)]
    assert topcut.champion(history) is None
    history += _play(8, semis, lower_wins={1})  # 5 beats 1
    final = topcut.next_round(history)  # the whole history: the latest round counts
    assert _seeds(final) == [(5, 2)]
    assert topcut.champion(history) is None
    history += _play(9, final, lower_wins={1})
    assert topcut.next_round(history) == []
    assert topcut.champion(history) == "S2"
    # only the final given
    assert topcut.champion(history[-1:]) == "S2"


def test_unreported_final_has_no_champion_yet() -> None:
    assert topcut.champion([MatchRecord(9, 1, "S1", "S2")]) is None
    assert topcut.champion([]) is None


@pytest.mark.parametrize(("cut", "players", "message"), [
    (6, 8, "power of two"),
    (1, 8, "power of two"),
    (0, 8, "power of two"),
    (16, 12, "only 12 players"),
])
def test_bad_cut(cut: int, players: int, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        topcut.first_round(SEEDS[:players], cut)


def test_repeated_seed() -> None:
    with pytest.raises(ValueError, match="S1 seeded more than once"):
        topcut.first_round(["S1", "S2", "S1", "S4"], 4)


def test_unreported_or_drawn_elimination_match() -> None:
    pairs = topcut.first_round(SEEDS, 4)
    unreported = [MatchRecord(7, 1, "S1", "S4", GameScore(2, 0)), MatchRecord(7, 2, "S2", "S3")]
    with pytest.raises(ValueError, match="round 7 table 2: S2 vs S3 has no result yet"):
        topcut.next_round(unreported)
    drawn = [MatchRecord(7, p.table, p.p1, p.p2, GameScore(1, 1, 1)) for p in pairs]
    with pytest.raises(ValueError, match="round 7 table 1: S1 vs S4 is drawn"):
        topcut.next_round(drawn)
    with pytest.raises(ValueError, match="drawn"):
        topcut.champion([MatchRecord(9, 1, "S1", "S2", GameScore(1, 1))])


def test_not_a_bracket() -> None:
    three = [MatchRecord(7, t, f"S{t}", f"S{9 - t}", GameScore(2, 0)) for t in (1, 2, 3)]
    with pytest.raises(ValueError, match="3 matches is not a bracket"):
        topcut.next_round(three)
    gap = [MatchRecord(7, t, f"S{t}", f"S{9 - t}", GameScore(2, 0)) for t in (1, 3)]
    with pytest.raises(ValueError, match=r"tables \[1, 3\] are not 1..2"):
        topcut.next_round(gap)
    with pytest.raises(ValueError, match="no bye"):
        topcut.next_round([MatchRecord(7, 1, "S1", None)])
    with pytest.raises(ValueError, match="no elimination round"):
        topcut.next_round([])
