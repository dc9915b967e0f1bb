"""The standings give exactly the rows of the code of 2026-12-03 (kept as
``tests/tournament/reference_standings.py``): every field of every row, the order, the ties
— what any rewrite for speed (issue 25 §1) must keep.

Random events of every shape: Swiss-paired and randomly paired (rematches, so head-to-head
decides), drops, late entries with and without late losses, double losses, unreported
results, rows in shuffled order, a standings through an earlier round, with and without a
tie seed, in every profile.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from judge_app.tournament import standings as fast
from judge_app.tournament.messages import Refusal
from judge_app.tournament.model import GameScore, MatchRecord, Player, Profile
from judge_app.tournament.simulate import random_pairing, simulate_event, simulate_tournament
from tests.tournament import reference_standings as ref


def _shaped(players: list[Player], matches: list[MatchRecord], rng: random.Random
            ) -> tuple[list[Player], list[MatchRecord]]:
    """The event with some late losses turned off, double losses, unreported results and the
    rows shuffled (or not)."""
    players = [dataclasses.replace(p, late_losses=rng.random() < 0.5) if p.first_round > 1
               else p for p in players]
    out: list[MatchRecord] = []
    for m in matches:
        roll = rng.random()
        if m.p2 is not None and roll < 0.04:
            m = dataclasses.replace(m, score=None, double_loss=True)
        elif m.p2 is not None and roll < 0.08:
            m = dataclasses.replace(m, score=None)
        elif m.p2 is not None and roll < 0.12:
            m = dataclasses.replace(m, score=rng.choice(
                [GameScore(1, 1), GameScore(0, 0, 3), GameScore(1, 0), GameScore(0, 1, 1)]))
        out.append(m)
    if rng.random() < 0.5:
        rng.shuffle(out)
    return players, out


def _events() -> list[tuple[list[Player], list[MatchRecord]]]:
    events = []
    for seed in range(14):
        rng = random.Random(seed)
        n = rng.choice([2, 3, 7, 16, 33, 64])
        rounds = rng.randint(1, 6)
        if seed % 2:
            players, matches = simulate_event(
                n, rounds, seed=seed, drops=n // 6, late=n // 8,
                pairer=lambda r, ps, ms, s=seed: random_pairing(r, ps, ms, seed=s))
        else:
            t = simulate_tournament(n, rounds, seed=seed, drops=n // 6, late=n // 8)
            players, matches = t.players, t.matches
        events.append(_shaped(list(players), list(matches), rng))
    return events


EVENTS = _events()


@pytest.mark.parametrize("profile", list(Profile))
def test_the_fast_standings_are_the_reference_rows(profile: Profile) -> None:
    for players, matches in EVENTS:
        last = max((m.round for m in matches), default=0)
        for through in (None, 1, last - 1):
            for seed in (None, "event-seed"):
                want = ref.compute_standings(players, matches, profile, through_round=through,
                                             tie_seed=seed)
                got = fast.compute_standings(players, matches, profile, through_round=through,
                                             tie_seed=seed)
                assert got == want
                assert [r.tiebreakers for r in got] == [r.tiebreakers for r in want]
                assert [type(r.points) for r in got] == [type(r.points) for r in want]


def test_the_counts_moved_by_a_changed_result_rank_as_a_whole_count() -> None:
    """count_rows, recount and standings_of_counts (the service's kept standings) give the
    reference's rows of the changed event."""
    rng = random.Random(5)
    for players, matches in EVENTS:
        rows = fast.match_tuples(matches)
        counts, last = fast.count_rows(players, rows)
        played = [k for k, r in enumerate(rows) if r[3] is not None]
        if not played:
            continue
        changed = rng.sample(played, min(3, len(played)))
        after = list(rows)
        for k in changed:
            r = rows[k]
            after[k] = (*r[:4], *rng.choice([(2, 0, 0, False), (0, 2, 0, False),
                                              (1, 1, 1, False), (None, None, 0, False),
                                              (None, None, 0, True)]))
        fast.recount(counts, [rows[k] for k in changed], [after[k] for k in changed])
        for profile in Profile:
            want = ref.standings_of_rows(players, after, profile, tie_seed="s")
            assert fast.standings_of_counts(players, counts, last, profile,
                                            tie_seed="s") == want


def test_the_tallies_are_the_reference_tallies() -> None:
    for players, matches in EVENTS:
        for through in (None, 2):
            want = ref.tally(players, matches, through)
            got = fast.tally(players, matches, through)
            assert got.keys() == want.keys()
            for pid, t in want.items():
                g = got[pid]
                assert (g.wins, g.losses, g.draws, g.byes, g.game_points, g.games) == \
                    (t.wins, t.losses, t.draws, t.byes, t.game_points, t.games)
                assert sorted(g.results) == sorted(t.results)


def _refusal(fn: object, *args: object) -> tuple[str, ...]:
    with pytest.raises(Refusal) as exc:
        fn(*args)  # type: ignore[operator]
    return exc.value.args


@pytest.mark.parametrize("bad", [
    MatchRecord(1, 9, "A", "Z", GameScore(2, 0)),
    MatchRecord(1, 9, "Z", None),
    MatchRecord(1, 9, "A", "A", GameScore(2, 0)),
    MatchRecord(1, 9, "A", "D", GameScore(2, 0)),
    MatchRecord(1, 9, "C", None),
])
def test_wrong_matches_are_refused_with_the_reference_words(bad: MatchRecord) -> None:
    players = [Player(x, x) for x in "ABCD"]
    matches = [MatchRecord(1, 1, "A", "B", GameScore(2, 1)), bad,
               MatchRecord(1, 2, "C", "D", GameScore(0, 2))]
    assert _refusal(fast.compute_standings, players, matches) == \
        _refusal(ref.compute_standings, players, matches)
