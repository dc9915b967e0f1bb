"""Time the largest printed reports: standings and pairings by name of a 4,096-player event.

Goal (the reports issue): under 3 s each. Names mix accents and a share of
Chinese/Korean names, so the fallback font runs are part of the measure.
"""

from __future__ import annotations

import io
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.machine import describe
from judge_app.reports.pairings import render_pairings, render_pairings_by_name
from judge_app.reports.standings import render_standings
from judge_app.tournament.model import EventSummary, Pairing, Player, StandingRow

PLAYERS = 4096
GOAL_S = 3.0
FIRST = ["Ana", "Álvaro", "Ñoño", "Zoë", "Luis", "María José", "Jürgen", "Sofía", "Iñaki",
         "Renée", "王小明", "김민준", "Иван", "Camila", "Mateo"]
LAST = ["García", "Núñez", "Pérez", "Müller", "López", "Hernández", "Díaz", "佐藤", "Ramírez"]


def event_data() -> tuple[EventSummary, list[Player], list[Pairing], list[StandingRow]]:
    rng = random.Random(4096)
    players = [Player(f"P{i:04d}", f"{rng.choice(FIRST)} {rng.choice(LAST)} {i}")
               for i in range(PLAYERS)]
    order = players[:]
    rng.shuffle(order)
    pairings = [Pairing(i // 2 + 1, order[i].id, order[i + 1].id)
                for i in range(0, PLAYERS, 2)]
    rows = []
    for rank, p in enumerate(order, start=1):
        wins = max(0, 12 - rank * 13 // PLAYERS)
        rows.append(StandingRow(rank, p.id, p.name, 3 * wins, wins, 12 - wins, 0,
                                {"omw": rng.random(), "gw": rng.random(), "ogw": rng.random()},
                                dropped=rng.random() < 0.03))
    event = EventSummary("bench", "Nacional Kódem 2025", "kodem", "2025-06-01",
                         current_round=12)
    return event, players, pairings, rows


def main() -> int:
    print(describe())
    event, players, pairings, rows = event_data()
    jobs = {
        "standings": lambda out: render_standings(event, rows, out),
        "pairings by name": lambda out: render_pairings_by_name(event, 12, pairings, players,
                                                                out),
        "pairings by table": lambda out: render_pairings(event, 12, pairings, players, out),
    }
    worst = 0.0
    for name, job in jobs.items():
        times = []
        for _ in range(3):
            out = io.BytesIO()
            start = time.perf_counter()
            pages = job(out)
            times.append(time.perf_counter() - start)
        best = min(times)
        worst = max(worst, best)
        size = len(out.getvalue()) / 1e6
        print(f"{name:18s} {PLAYERS} players: {pages:4d} pages, {size:5.2f} MB,"
              f" best of 3 {best:5.2f} s (median {sorted(times)[1]:5.2f} s, goal < {GOAL_S} s)")
    print(f"slowest: {worst:.2f} s — {'within' if worst < GOAL_S else 'OVER'} the goal")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
