"""Swiss pairing with the floor's constraints: 4,096 players, 50 fixed seats, 200 keep-apart.

Prints the machine, then the time to pair round 6 (and round 2 and round 1) of a
4,096-player event with 50 players seated at fixed tables and 200 pairs of players
to keep apart (goal < 1 s each, the same as without constraints), checks that no
keep-apart pair meets and every seat is honoured, and compares the objective with
the full blossom at 256 players with the same proportion of constraints (exact).

    .venv/bin/python benchmarks/floor_pairing.py [--quick]
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.machine import describe
from judge_app.tournament.pairing import (
    pair_swiss,
    pair_swiss_reference,
    pairing_cost,
    seat_tables,
)
from judge_app.tournament.simulate import simulate_event


def constraints(ids: list[str], seats: int, apart: int, seed: int
                ) -> tuple[dict[str, int], list[tuple[str, str]]]:
    rng = random.Random(f"floor-{seed}")  # not the simulation's own sequence
    seated = rng.sample(ids, seats)
    tables = rng.sample(range(1, len(ids) // 2 + 1), seats)
    pairs: set[tuple[str, str]] = set()
    while len(pairs) < apart:
        a, b = rng.sample(ids, 2)
        pairs.add((min(a, b), max(a, b)))
    return dict(zip(seated, tables, strict=True)), sorted(pairs)


def speed(n: int, rounds_before: int, seats: int, apart: int, repeats: int = 3) -> None:
    players, matches = simulate_event(n, rounds_before, seed=1, drops=n // 50, late=n // 100)
    fixed, keep = constraints([p.id for p in players], seats, apart, seed=rounds_before)
    best = float("inf")
    pairs = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        pairs = pair_swiss(rounds_before + 1, players, matches, keep_apart=keep,
                           fixed_tables=fixed)
        best = min(best, time.perf_counter() - t0)
    met = {frozenset((p.p1, p.p2)) for p in pairs if p.p2 is not None}
    together = sum(1 for a, b in keep if frozenset((a, b)) in met)
    conflicts = seat_tables(pairs, fixed)[1]
    table_of = {x: p.table for p in pairs for x in (p.p1, p.p2) if x is not None and p.p2}
    kept = sum(1 for pid, t in fixed.items() if table_of.get(pid) == t)
    playing = sum(1 for pid in fixed if pid in table_of)
    cost = pairing_cost(rounds_before + 1, players, matches, pairs, keep_apart=keep)
    print(f"pair round {rounds_before + 1} of {n} players, {seats} fixed seats, {apart} "
          f"keep-apart pairs: {best:.3f} s (best of {repeats}) "
          f"[goal < 1 s: {'OK' if best < 1 else 'MISSED'}]; kept-apart pairs paired: "
          f"{together}, rematches {cost.rematches}, seats honoured {kept}/{playing} "
          f"({len(conflicts)} conflict(s) said)")


def exact(n: int, seed: int) -> None:
    players, matches = simulate_event(n, 4, seed=seed)
    _seats, keep = constraints([p.id for p in players], n * 50 // 4096 + 1,
                               max(40, n * 200 // 4096), seed)
    t0 = time.perf_counter()
    fast = pair_swiss(5, players, matches, keep_apart=keep)
    t_fast = time.perf_counter() - t0
    t0 = time.perf_counter()
    ref = pair_swiss_reference(5, players, matches, keep_apart=keep)
    t_ref = time.perf_counter() - t0
    a = pairing_cost(5, players, matches, fast, keep_apart=keep)
    b = pairing_cost(5, players, matches, ref, keep_apart=keep)
    verdict = "identical optimum" if a == b else "DIFFERENT"
    print(f"{n} players, {len(keep)} keep-apart pairs, round 5: fast {t_fast:.3f} s vs full "
          f"blossom {t_ref:.2f} s — {verdict} ({a})")
    if a != b:
        raise SystemExit(1)


def main() -> None:
    print(describe())
    quick = "--quick" in sys.argv
    for rounds_before in ((0, 5) if quick else (0, 1, 5)):
        speed(4096, rounds_before, 50, 200)
    for seed in range(1 if quick else 3):
        exact(256, seed)


if __name__ == "__main__":
    main()
