"""The array code (:mod:`judge_app.tournament.standings_arrays`) gives exactly the list code's
rows — every field, the order, the ties — on random events of every shape, also where a number
would not fit in 64 bits (counted in Python integers); the service's kept arrays moved by a few
results rank as the changed rows counted whole."""

from __future__ import annotations

import random

import numpy as np
import pytest

from judge_app.tournament import standings as lists
from judge_app.tournament.model import GameScore, MatchRecord, Player, Profile
from judge_app.tournament.profiles import rule_of
from judge_app.tournament.simulate import simulate_tournament
from judge_app.tournament.standings import MatchTuple, match_tuples, standings_of_rows
from judge_app.tournament.standings_arrays import (
    count,
    has_array_forms,
    match_arrays,
    ranked,
    record_arrays,
)
from tests.support.standings import reference_events

SCORES = [(2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 2, 0), (1, 1, 1), (0, 0, 3)]

EVENTS = [(players, match_tuples(matches)) for players, matches in reference_events()]


def _by_lists(players: list[Player], rows: list[MatchTuple], profile: Profile,
              through: int | None, seed: str | None) -> list[object]:
    counts, last = lists._tally_rows(players, rows, through)
    return list(lists._ranked(players, counts, last, profile, seed))


def _by_arrays(players: list[Player], rows: list[MatchTuple], profile: Profile,
               through: int | None, seed: str | None) -> list[object]:
    arrays = match_arrays(players, rows)
    return list(ranked(players, count(players, arrays, through), profile,
                       lists._draw_rank(seed, arrays.ids)))


def _changed(row: MatchTuple, rng: random.Random) -> MatchTuple:
    r, t, p1, p2, *_ = row
    pick = rng.random()
    if pick < 0.15:
        return (r, t, p1, p2, None, None, 0, True)  # a double loss
    if pick < 0.25:
        return (r, t, p1, p2, None, None, 0, False)  # the result taken back
    w1, w2, d = rng.choice(SCORES)
    return (r, t, p1, p2, w1, w2, d, False)


@pytest.mark.parametrize("profile", list(Profile))
def test_the_arrays_rank_as_the_lists_on_every_shape(profile: Profile) -> None:
    assert has_array_forms(profile)
    for players, rows in EVENTS:
        last = max((r[0] for r in rows), default=0)
        for through in (None, 1, last - 1, last + 2):
            for seed in (None, "s"):
                assert _by_arrays(players, rows, profile, through, seed) == \
                    _by_lists(players, rows, profile, through, seed)


@pytest.mark.parametrize("seed", range(10))
def test_the_arrays_rank_as_the_lists_after_random_changes(seed: int) -> None:
    rng = random.Random(seed)
    t = simulate_tournament(rng.choice([7, 16, 33, 64]), rng.randint(2, 6), seed=seed)
    rows = match_tuples(t.matches)
    played = [i for i, r in enumerate(rows) if r[3] is not None]
    for i in rng.sample(played, len(played) // 3):
        rows[i] = _changed(rows[i], rng)
    for profile in Profile:
        assert _by_arrays(t.players, rows, profile, None, "s") == \
            _by_lists(t.players, rows, profile, None, "s")


def test_the_match_objects_make_the_arrays_their_rows_make() -> None:
    """compute_standings reads the arrays straight off the match objects (record_arrays):
    the same columns as from their rows, results not reported and double losses included,
    and the same refusals (an unknown player, one against themselves, one seated twice)."""
    rng = random.Random(5)
    for players, matches in reference_events():
        changed = [_record(_changed(row, rng)) if rng.random() < 0.3 else _record(row)
                   for row in match_tuples(matches)]
        by_records = record_arrays(players, changed)
        by_rows = match_arrays(players, match_tuples(changed))
        for field in ("rnd", "p1", "p2", "w1", "w2", "dr", "dl"):
            assert getattr(by_records, field).tolist() == getattr(by_rows, field).tolist()
            assert getattr(by_records, field).dtype == getattr(by_rows, field).dtype
    players = [Player("A", "Ana"), Player("B", "Beto")]
    for wrong in ([MatchRecord(1, 1, "A", "Z")], [MatchRecord(1, 1, "A", "A")],
                  [MatchRecord(1, 1, "A", None), MatchRecord(1, 2, "B", "A")]):
        with pytest.raises(KeyError):
            record_arrays(players, wrong)
        with pytest.raises(KeyError):
            match_arrays(players, match_tuples(wrong))
    assert record_arrays(players, []).p1.tolist() == match_arrays(players, []).p1.tolist() == []


def _record(row: MatchTuple) -> MatchRecord:
    r, t, p1, p2, w1, w2, d, dl = row
    score = None if w1 is None or w2 is None else GameScore(w1, w2, d)
    return MatchRecord(r, t, p1, p2, score, dl)


def test_the_kept_arrays_moved_by_results_rank_as_the_rows_counted_whole() -> None:
    """What the service keeps after a result (standings_cache): the arrays with the new
    results at their rows, not made again."""
    rng = random.Random(3)
    for players, rows in EVENTS:
        arrays = match_arrays(players, rows)
        played = [k for k, r in enumerate(rows) if r[3] is not None]
        for _ in range(3):
            picked = rng.sample(played, min(4, len(played)))
            after = [_changed(rows[k], rng) for k in picked]
            arrays = arrays.with_results(picked, after)
            rows = list(rows)
            for k, row in zip(picked, after, strict=True):
                rows[k] = row
            for profile in (Profile.MTG, Profile.POKEMON, Profile.BUCHHOLZ):
                assert standings_of_rows(players, rows, profile, tie_seed="s",
                                         arrays=arrays) == \
                    _by_lists(players, rows, profile, None, "s")


def test_numbers_past_64_bits_are_counted_exactly_by_the_array_code() -> None:
    """Forty players, forty rounds of games of every length: the game-win percentages' common
    denominator (3 × the least common multiple of every player's games) does not fit in 64
    bits. The array code counts them in Python integers (at 8,192 players this came from
    round 7 in a benchmark run, and the list code's 0.15 s answered) and gives the list
    code's rows, in every profile with an opponents' mean."""
    from judge_app.tournament import standings_arrays

    ids = [f"P{i:02d}" for i in range(40)]
    players = [Player(x, x) for x in ids]
    rng = random.Random(7)
    matches = []
    for r in range(1, 41):
        order = rng.sample(ids, len(ids))
        for table in range(1, 21):
            p, q = order[2 * table - 2], order[2 * table - 1]
            w1, w2 = rng.choice([(2, 0), (2, 1), (1, 2), (0, 2), (1, 0), (3, 2)])
            matches.append(MatchRecord(r, table, p, q, GameScore(w1, w2, rng.randint(0, 3))))
    rows = match_tuples(matches)
    arrays = match_arrays(players, rows)
    data = standings_arrays.ArrayData(players, standings_arrays.count(players, arrays, None),
                                      rule_of(Profile.MTG).scoring)
    nums, dens = data.column("ogw")
    assert nums.dtype == object and int(dens.max()) >= standings_arrays.LIMIT  # past 64 bits
    few = [m for m in matches if m.round <= 4]  # four rounds: 64-bit columns throughout
    small = standings_arrays.ArrayData(
        players, standings_arrays.count(players, match_arrays(players, match_tuples(few)),
                                        None), rule_of(Profile.MTG).scoring)
    assert all(small.column(key)[0].dtype == np.int64 for key in ("omw", "gw", "ogw"))
    for profile in (Profile.MTG, Profile.POKEMON):
        assert _by_arrays(players, rows, profile, None, "s") == \
            _by_lists(players, rows, profile, None, "s")
    assert lists.compute_standings(players, matches, Profile.MTG) == \
        _by_lists(players, rows, Profile.MTG, None, None)


def test_a_standings_row_is_one_object_for_the_collector_to_scan() -> None:
    """Both codes make each row one object (slotted, no per-row ``__dict__``): a station keeps
    8,192 rows a profile read, and CPython's full collections scan every one of them."""
    import gc

    t = simulate_tournament(512, 4, seed=5)
    players, rows = t.players, match_tuples(t.matches)
    for build in (_by_lists, _by_arrays):
        gc.collect()
        before = len(gc.get_objects())
        made = build(players, rows, Profile.MTG, None, "semilla")
        gc.collect()  # the tiebreakers' dicts of floats leave the collector's sight
        assert len(made) == 512
        assert len(gc.get_objects()) - before <= 512 + 64, build.__name__
