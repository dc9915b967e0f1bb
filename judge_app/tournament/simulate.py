"""Random events for tests, benchmarks and demos: play rounds with random results.

>>> players, matches = simulate_event(6, 3, seed=1)
>>> len(matches), sorted({m.round for m in matches})
(9, [1, 2, 3])
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from judge_app.tournament.model import GameScore, MatchRecord, Pairing, Player

Pairer = Callable[[int, Sequence[Player], Sequence[MatchRecord]], list[Pairing]]

_SCORES = [GameScore(2, 0), GameScore(2, 1), GameScore(1, 2), GameScore(0, 2)]
_DRAWS = [GameScore(1, 1, 1), GameScore(1, 1), GameScore(0, 0, 3)]


def random_score(rng: random.Random, draw_rate: float = 0.05) -> GameScore:
    """A best-of-three result; a drawn match with probability ``draw_rate``."""
    if rng.random() < draw_rate:
        return rng.choice(_DRAWS)
    return rng.choice(_SCORES)


def play_round(round_no: int, pairings: Sequence[Pairing], rng: random.Random,
               draw_rate: float = 0.05) -> list[MatchRecord]:
    """The match records of ``pairings`` with random scores (byes have none)."""
    return [MatchRecord(round_no, p.table, p.p1, p.p2,
                        None if p.p2 is None else random_score(rng, draw_rate))
            for p in pairings]


def random_pairing(round_no: int, players: Sequence[Player],
                   matches: Sequence[MatchRecord], seed: int = 0) -> list[Pairing]:
    """Pair the active players at random (histories full of would-be rematches)."""
    ids = [p.id for p in players if p.active_in(round_no)]
    random.Random(seed * 7919 + round_no).shuffle(ids)
    out = [Pairing(i // 2 + 1, ids[i], ids[i + 1]) for i in range(0, len(ids) - 1, 2)]
    if len(ids) % 2:
        out.append(Pairing(len(out) + 1, ids[-1], None))
    return out


def simulate_event(n_players: int, rounds: int, *, seed: int = 0, draw_rate: float = 0.05,
                   pairer: Pairer | None = None, drops: int = 0, late: int = 0,
                   ) -> tuple[list[Player], list[MatchRecord]]:
    """Players ``P0001``… and ``rounds`` played rounds.

    ``pairer`` defaults to :func:`~judge_app.tournament.pairing.pair_swiss`;
    ``drops`` players drop after a random round, ``late`` players join in round 2.
    """
    from judge_app.tournament.pairing import pair_swiss

    rng = random.Random(seed)
    players = [Player(f"P{i:04d}", f"Player {i}") for i in range(1, n_players + 1)]
    for i in rng.sample(range(n_players), min(late, n_players)):
        players[i] = Player(players[i].id, players[i].name, first_round=2)
    for i in rng.sample(range(n_players), min(drops, n_players)):
        p = players[i]
        players[i] = Player(p.id, p.name, first_round=p.first_round,
                            dropped_after=rng.randint(p.first_round, max(p.first_round, rounds)))
    matches: list[MatchRecord] = []
    for r in range(1, rounds + 1):
        if pairer is None:
            pairs = pair_swiss(r, players, matches, seed=seed)
        else:
            pairs = pairer(r, players, matches)
        matches.extend(play_round(r, pairs, rng, draw_rate))
    return players, matches
