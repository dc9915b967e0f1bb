"""Cost of reading a mirror-deck Kódem log (both players use the same bare ids).

The 10,000-event legal log of kodem_replay.py is checked twice: as generated
(P2's cards named ``ocelo2:ocelo`` …) and with P2's cards written bare like
P1's (``ocelo``), so that 22 ids are shared and every card reference goes
through judge_app/games/kodem/instances.py. Prints the check time (read +
validate + replay) of both, 1,000 random ``board_at`` seeks, and the number of
violations (0 expected in both).
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.kodem_replay import legal_log  # after the path set-up above
from judge_app.games.loading import parse_log
from judge_app.replay import Replay

SEEKS = 1_000


def mirrored(data: dict[str, Any]) -> dict[str, Any]:
    """P2's ``X2:X`` entries and ``X2`` references written as the bare ``X``."""
    text = json.dumps(data)
    for entry in data["setup"]["P2"]["main"] + data["setup"]["P2"]["deck"]:
        name, _, definition = entry.partition(":")
        text = text.replace(f'"{entry}"', f'"{definition}"').replace(f'"{name}"',
                                                                    f'"{definition}"')
    out: dict[str, Any] = json.loads(text)
    return out


def figures(label: str, text: str) -> None:
    times = []
    replay = Replay(parse_log(text, "bench.json"))
    for _ in range(5):
        start = time.perf_counter()
        replay = Replay(parse_log(text, "bench.json"))
        times.append(time.perf_counter() - start)
    rng = random.Random(7)
    seeks = []
    for _ in range(SEEKS):
        seq = rng.randint(0, len(replay))
        start = time.perf_counter()
        replay.board_at(seq)
        seeks.append((time.perf_counter() - start) * 1000)
    seeks.sort()
    shared = len(getattr(replay.log.setup, "shared", {}))
    print(f"{label}: {len(replay)} events, {shared} shared ids; check best "
          f"{min(times) * 1000:.0f} ms, median {statistics.median(times) * 1000:.0f} ms; "
          f"board_at over {SEEKS} random seeks: median {statistics.median(seeks):.2f} ms, "
          f"p99 {seeks[int(SEEKS * 0.99)]:.2f} ms, worst {seeks[-1]:.2f} ms; "
          f"violations {len(replay.violations)}")


def main() -> None:
    data = legal_log()
    figures("distinct ids", json.dumps(data))
    figures("mirror (bare ids)", json.dumps(mirrored(data)))


if __name__ == "__main__":
    main()
