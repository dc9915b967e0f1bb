"""Checking Tótems, Códigos, Kingdom and Digimon logs stays linear (match-log.md "Bounds").

Each game's log is a random legal game written from its rulebook
(tests/games/<game>/random_games.py) whose events are then repeated until the log
has 10k, 50k and 100k events: everything after the first game is play after its end
or out of place, so most events are flagged and some name cards where they are not.
Before the red team's third round such a Códigos log took 83 s at 100k events and a
Digimon one 15 s (a card placed where it was not got copied, the table grew, and every
checkpoint copied it). Linear means the time per event stays flat from 10k to 100k; the
last line of each game gives the ratio.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.machine import describe  # after the path set-up above
from judge_app.games.loading import parse_log
from judge_app.replay import Replay
from tests.games.codigos.random_games import game as codigos_game
from tests.games.digimon.random_games import game as digimon_game
from tests.games.kingdom.random_games import game as kingdom_game
from tests.games.totems.random_games import game as totems_game

SIZES = tuple(int(s) for s in
              os.environ.get("GAMES_BOUNDS_SIZES", "10000,50000,100000").split(","))
GAMES: dict[str, Callable[[], dict[str, Any]]] = {
    "totems": lambda: totems_game(1), "codigos": lambda: codigos_game(1, 2),
    "kingdom": lambda: kingdom_game(1), "digimon": lambda: digimon_game(1)}


def repeated(log: dict[str, Any], size: int) -> str:
    """The log with its events (but the final game_end) repeated up to ``size``."""
    events = log["events"][:-1]
    return json.dumps({**log, "events": (events * (size // len(events) + 1))[:size]})


def main() -> None:
    print(describe())
    print(f"{'game':8} {'events':>7} {'check s':>8} {'flags':>7} {'us/event':>9}")
    for name, make in GAMES.items():
        per_event: list[float] = []
        for size in SIZES:
            text = repeated(make(), size)
            start = time.perf_counter()
            replay = Replay(parse_log(text, f"{name}.json"))
            seconds = time.perf_counter() - start
            per_event.append(seconds / size)
            print(f"{name:8} {size:>7} {seconds:>8.2f} {len(replay.violations):>7} "
                  f"{seconds / size * 1e6:>9.1f}")
        ratio = per_event[-1] / per_event[0]
        print(f"{name:8} per event, {SIZES[-1]} vs {SIZES[0]}: time x{ratio:.2f}: "
              f"{'linear' if ratio < 2 else 'NOT linear'}")


if __name__ == "__main__":
    main()
