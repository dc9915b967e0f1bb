"""Parsing a 10,000-event notation file (issue 12, item 5): goal under 0.5 s.

The file is the legal 10,000-event Kódem log of ``kodem_replay.py`` as
``judge-app notation show`` writes it (cards by name, turn and player carried
over); the figure is the median of 5 parses of the text into the log's JSON
(``judge-app notation parse`` without the final validation, which is
``check``'s own figure). Also printed: the same for ``show`` (log → text).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.kodem_replay import legal_log  # after the path set-up above
from benchmarks.machine import describe
from judge_app.notation import read_log, same_json, write_log

RUNS = 5
GOAL_PARSE_S = 0.5


def main() -> None:
    """Print the parse and show times of a 10,000-event Kódem notation file."""
    data = legal_log()
    text = write_log(data, "es")
    parse_times: list[float] = []
    show_times: list[float] = []
    back = None
    for _ in range(RUNS):
        start = time.perf_counter()
        back = read_log(text, "kodem", "bench.txt")
        parse_times.append(time.perf_counter() - start)
        start = time.perf_counter()
        write_log(data, "es")
        show_times.append(time.perf_counter() - start)
    assert back is not None and same_json(back, data)
    parse = statistics.median(parse_times)
    print(describe())
    print(f"notation parse, {len(data['events']):,} events ({len(text.splitlines()):,} lines, "
          f"{len(text) / 1024:.0f} KiB): median {parse * 1000:.0f} ms "
          f"(goal < {GOAL_PARSE_S * 1000:.0f} ms) {'OK' if parse < GOAL_PARSE_S else 'SLOW'}")
    print(f"notation show, same log: median {statistics.median(show_times) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
