"""Suggested structure: the MTR Appendix E table at every boundary, and Juez's choices."""

from __future__ import annotations

import pytest

from judge_app.tournament.structure import Structure, suggest_structure


@pytest.mark.parametrize(("players", "rounds", "cut"), [
    (2, 1, 0), (3, 2, 0), (4, 2, 0), (5, 3, 0), (8, 3, 0),
    (9, 5, 4), (16, 5, 4), (17, 5, 8), (32, 5, 8), (33, 6, 8), (64, 6, 8),
    (65, 7, 8), (128, 7, 8), (129, 8, 8), (226, 8, 8), (227, 9, 8), (409, 9, 8),
    (410, 10, 8), (4096, 10, 8),
])
def test_mtr_table(players: int, rounds: int, cut: int) -> None:
    assert suggest_structure(players) == Structure(players, rounds, cut)


def test_draft_playoff_for_9_to_16() -> None:
    assert suggest_structure(9, draft_playoff=True) == Structure(9, 4, 8)
    assert suggest_structure(16, draft_playoff=True) == Structure(16, 4, 8)
    assert suggest_structure(17, draft_playoff=True) == Structure(17, 5, 8)


def test_awarded_byes_count_double() -> None:
    # 30 players, one with 2 byes counts as 4: 33 → 6 rounds
    assert suggest_structure(30, awarded_byes=[2]).swiss_rounds == 6
    assert suggest_structure(30, awarded_byes=[1]).swiss_rounds == 5  # 31
    # a tiny event inflated by byes never cuts to more players than it has
    assert suggest_structure(3, awarded_byes=[3, 3]) == Structure(3, 5, 2)


@pytest.mark.parametrize(("players", "byes", "message"), [
    (1, (), "at least 2"), (0, (), "at least 2"), (10, (4,), r"awarded_byes\[0\]: 4"),
])
def test_bad_input(players: int, byes: tuple[int, ...], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        suggest_structure(players, awarded_byes=byes)
