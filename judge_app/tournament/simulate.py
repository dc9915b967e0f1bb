"""Random events for tests, benchmarks, demos and ``judge-app simulate``: random results,
drops and late entries, written as the files ``player import`` and ``round import`` read.

>>> players, matches = simulate_event(6, 3, seed=1)
>>> len(matches), sorted({m.round for m in matches})
(9, [1, 2, 3])
"""

from __future__ import annotations

import csv
import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

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


_FIRST = ("Ana", "Beto", "Carla", "Diego", "Elena", "Fermín", "Gabriela", "Héctor", "Inés",
          "Jorge", "Karla", "Luis", "María", "Nicolás", "Olga", "Pablo", "Quique", "Rocío",
          "Sofía", "Tomás", "Úrsula", "Valeria", "Ximena", "Yolanda", "Zoe")
_LAST = ("Aguilar", "Bravo", "Castro", "Domínguez", "Espinosa", "Flores", "García", "Herrera",
         "Ibáñez", "Juárez", "López", "Muñoz", "Núñez", "Ortega", "Peña", "Quintero", "Ríos",
         "Sánchez", "Torres", "Urrutia", "Vargas", "Zamora")

#: The ``format`` of the ``event.json`` that :func:`write_tournament` writes.
FORMAT = "juez-simulated-tournament/1"


@dataclass(frozen=True)
class SimulatedTournament:
    """A random Swiss tournament: who registered (late entries' ``first_round``, drops'
    ``dropped_after``), every match with its result, and how it was paired."""

    players: list[Player]
    matches: list[MatchRecord]
    rounds: int
    seed: int
    profile: str
    tie_seed: str

    def round_seed(self, round_no: int) -> int:
        """The seed round ``round_no`` was paired with (round 1's draw)."""
        return self.seed * 1_009 + round_no


def simulate_tournament(n_players: int, rounds: int, *, seed: int = 0, drops: int | None = None,
                        late: int | None = None, profile: str = "mtg",
                        draw_rate: float = 0.05) -> SimulatedTournament:
    """A random tournament of ``n_players`` (ids ``P00001``…, Spanish-looking names) paired by
    the engine for ``rounds`` rounds with random results.

    ``late`` players join in round 2 or 3 (default about 1 in 50), ``drops`` players drop
    after a random round before the last (default about 1 in 20); the same arguments give
    the same tournament.

    >>> t = simulate_tournament(9, 3, seed=4, drops=1, late=1)
    >>> [p.id for p in t.players if p.first_round > 1], len({m.round for m in t.matches})
    (['P00005'], 3)
    """
    from judge_app.tournament.pairing import pair_swiss

    rng = random.Random(seed)
    late = n_players // 50 if late is None else late
    drops = n_players // 20 if drops is None else drops
    players = [Player(f"P{i:05d}", f"{rng.choice(_FIRST)} {rng.choice(_LAST)}")
               for i in range(1, n_players + 1)]
    if rounds >= 2:
        for i in rng.sample(range(n_players), min(late, n_players)):
            p = players[i]
            players[i] = Player(p.id, p.name, first_round=rng.randint(2, min(3, rounds)))
        for i in rng.sample(range(n_players), min(drops, n_players)):
            p = players[i]
            if p.first_round < rounds:
                players[i] = Player(p.id, p.name, p.first_round,
                                    dropped_after=rng.randint(p.first_round, rounds - 1))
    t = SimulatedTournament(players, [], rounds, seed, profile, f"sim-{seed}")
    matches: list[MatchRecord] = []
    for r in range(1, rounds + 1):
        if sum(p.active_in(r) for p in players) < 2:
            break
        pairs = pair_swiss(r, players, matches, seed=t.round_seed(r), profile=profile,
                           tie_seed=t.tie_seed)
        matches.extend(play_round(r, pairs, rng, draw_rate))
    return SimulatedTournament(players, matches, rounds, seed, profile, t.tie_seed)


def write_tournament(t: SimulatedTournament, out: Path) -> list[Path]:
    """Write ``players.csv`` (``id,name``: what ``player import`` reads), one
    ``round-NN.csv`` per round (``table,p1,p2,result``: what ``round import`` reads; its
    late entries and drops follow from who is seated) and ``event.json`` (everything,
    with the seeds). Returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    files = [out / "players.csv"]
    with files[0].open("w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["id", "name"])
        w.writerows([p.id, p.name] for p in t.players)
    by_round: dict[int, list[MatchRecord]] = {}
    for m in t.matches:
        by_round.setdefault(m.round, []).append(m)
    for r, ms in sorted(by_round.items()):
        path = out / f"round-{r:02d}.csv"
        with path.open("w", encoding="utf-8", newline="") as f:
            w = csv.writer(f, lineterminator="\n")
            w.writerow(["table", "p1", "p2", "result"])
            w.writerows([m.table, m.p1, m.p2 or "", _result(m)] for m in ms)
        files.append(path)
    doc = {"format": FORMAT, "seed": t.seed, "profile": t.profile, "tie_seed": t.tie_seed,
           "rounds": [{"round": r, "seed": t.round_seed(r),
                       "tables": [{"table": m.table, "p1": m.p1, "p2": m.p2,
                                   "result": _result(m)} for m in ms]}
                      for r, ms in sorted(by_round.items())],
           "players": [{"id": p.id, "name": p.name, "first_round": p.first_round,
                        "dropped_after": p.dropped_after} for p in t.players]}
    files.append(out / "event.json")
    files[-1].write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return files


def _result(m: MatchRecord) -> str:
    if m.p2 is None:
        return "bye"
    if m.double_loss:
        return "dl"
    return "" if m.score is None else str(m.score)
