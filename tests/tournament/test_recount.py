"""Results moved into counted standings (:func:`recount`, what the service's kept standings
use after a result) give exactly the standings counted afresh, in every profile."""

from __future__ import annotations

import random

import pytest

from judge_app.tournament.model import Profile
from judge_app.tournament.simulate import simulate_tournament
from judge_app.tournament.standings import (
    MatchTuple,
    count_rows,
    match_tuples,
    recount,
    standings_of_counts,
    standings_of_rows,
)

SCORES = [(2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 2, 0), (1, 1, 1), (0, 0, 3)]


def _changed(row: MatchTuple, rng: random.Random) -> MatchTuple:
    r, t, p1, p2, *_ = row
    pick = rng.random()
    if pick < 0.15:
        return (r, t, p1, p2, None, None, 0, True)  # a double loss
    if pick < 0.25:
        return (r, t, p1, p2, None, None, 0, False)  # the result taken back
    w1, w2, d = rng.choice(SCORES)
    return (r, t, p1, p2, w1, w2, d, False)


@pytest.mark.parametrize("seed", range(12))
def test_recount_equals_counting_again(seed: int) -> None:
    rng = random.Random(seed)
    t = simulate_tournament(rng.choice([7, 16, 33]), rng.randint(2, 5), seed=seed)
    rows = match_tuples(t.matches)
    counts, last = count_rows(t.players, rows)
    for _ in range(4):
        played = [i for i, r in enumerate(rows) if r[3] is not None]
        picked = rng.sample(played, min(len(played), rng.randint(1, 5)))
        before = [rows[i] for i in picked]
        after = [_changed(r, rng) for r in before]
        recount(counts, before, after)
        for i, row in zip(picked, after, strict=True):
            rows[i] = row
        for profile in Profile:
            assert standings_of_counts(t.players, counts, last, profile, tie_seed="s") == \
                standings_of_rows(t.players, rows, profile, tie_seed="s")


def test_recount_refuses_another_match() -> None:
    t = simulate_tournament(8, 2, seed=1)
    rows = match_tuples(t.matches)
    counts, _ = count_rows(t.players, rows)
    a, b = rows[0], rows[1]
    with pytest.raises(ValueError, match="not the same match"):
        recount(counts, [a], [b])
