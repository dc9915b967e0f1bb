"""The standings give exactly the rows of the code of 2026-12-03: every field of every row,
the order, the ties — what any rewrite for speed (issue 25 §1) must keep.

``standings_reference.json`` holds 14 random events of every shape (Swiss-paired and
randomly paired — rematches, so head-to-head decides —, drops, late entries with and without
late losses, double losses, unreported results, rows in shuffled order; made with
``judge_app.tournament.simulate``) as plain data, and a digest of the rows that code gave
for each in every profile, through every round, round 1 and the round before last, with and
without a tie seed; and of its tallies. The events are data, so a change to the simulator
changes nothing here; a digest that differs is a row that differs (print the rows of both
codes to see which).
"""

from __future__ import annotations

import hashlib

import pytest

from judge_app.tournament import standings as fast
from judge_app.tournament.messages import Refusal
from judge_app.tournament.model import GameScore, MatchRecord, Player, Profile
from tests.support.standings import reference, reference_events


def _digest(obj: object) -> str:
    return hashlib.sha256(repr(obj).encode()).hexdigest()[:32]


REFERENCE = reference()
EVENTS = reference_events()


@pytest.mark.parametrize("profile", list(Profile))
def test_the_fast_standings_are_the_reference_rows(profile: Profile) -> None:
    for e, (players, matches) in enumerate(EVENTS):
        last = max((m.round for m in matches), default=0)
        for through in (None, 1, last - 1):
            for seed in (None, "event-seed"):
                rows = fast.compute_standings(players, matches, profile, through_round=through,
                                              tie_seed=seed)
                got = _digest([(r, r.tiebreakers, type(r.points).__name__) for r in rows])
                assert got == REFERENCE["standings"][f"{profile.value}/{e}/{through}/{seed}"]


def test_the_tallies_are_the_reference_tallies() -> None:
    for e, (players, matches) in enumerate(EVENTS):
        for through in (None, 2):
            tallies = fast.tally(players, matches, through)
            got = _digest(sorted((pid, x.wins, x.losses, x.draws, x.byes, x.game_points,
                                  x.games, sorted(x.results)) for pid, x in tallies.items()))
            assert got == REFERENCE["tallies"][f"{e}/{through}"]


def _refusal(fn: object, *args: object) -> tuple[str, ...]:
    with pytest.raises(Refusal) as exc:
        fn(*args)  # type: ignore[operator]
    return exc.value.args


@pytest.mark.parametrize(("bad", "words"), [
    (MatchRecord(1, 9, "A", "Z", GameScore(2, 0)),
     "match round 1 table 9: p2 'Z' is not a registered player"),
    (MatchRecord(1, 9, "Z", None), "match round 1 table 9: p1 'Z' is not a registered player"),
    (MatchRecord(1, 9, "A", "A", GameScore(2, 0)),
     "match round 1 table 9: 'A' cannot play against themselves"),
    (MatchRecord(1, 9, "A", "D", GameScore(2, 0)),
     "match round 1 table 9: 'A' already plays at table 1 of that round"),
    (MatchRecord(1, 9, "C", None),
     "match round 1 table 2: 'C' already plays at table 9 of that round"),
])
def test_wrong_matches_are_refused_with_the_reference_words(bad: MatchRecord,
                                                            words: str) -> None:
    players = [Player(x, x) for x in "ABCD"]
    matches = [MatchRecord(1, 1, "A", "B", GameScore(2, 1)), bad,
               MatchRecord(1, 2, "C", "D", GameScore(0, 2))]
    assert _refusal(fast.compute_standings, players, matches) == (words,)
