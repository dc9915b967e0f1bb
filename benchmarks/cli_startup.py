"""Command-line speed a scorekeeper feels (issue 10 §6): start-up and one result entry.

Each figure is the wall-clock time of a fresh ``python -m ui.main …`` process
(what the ``judge-app`` script runs), the median of several runs:

* ``judge-app --help`` — interpreter start and the command line's imports;
* ``judge-app round result EVENT TABLE 2-1`` on a 512-player SQLite event in
  round 1 (a different table each run) — opening the database, the write, its
  audit entry with the data digest, and the debounced automatic backup. It
  takes the path without the ORM (:mod:`judge_app.storage.quick`); the same
  entry through the service (what a refusal, PostgreSQL or a top cut take) is
  printed apart, split into its parts;
* the first result after the interval, which also takes a backup (the worst
  case of a result entry).

The goal is under 0.3 s each.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
RUNS = 7
TARGET = 0.3
PLAYERS = 512


#: One process: the quick path's import and write, then the service's import, open and write.
_SPLIT = """
import sys, time
q0 = time.perf_counter()
from judge_app.storage import quick
q1 = time.perf_counter()
assert quick.record_result(sys.argv[1], sys.argv[2], int(sys.argv[4]), "2-1") is not None
q2 = time.perf_counter()
print(f"without the ORM: import {q1 - q0:.3f} s, the write with its audit digest "
      f"{q2 - q1:.3f} s; ", end="")
t0 = time.perf_counter()
from judge_app.storage.service import EventService
t1 = time.perf_counter()
svc = EventService(sys.argv[1])
t2 = time.perf_counter()
svc.record_result(sys.argv[2], int(sys.argv[3]), "2-1")
t3 = time.perf_counter()
print(f"through the service: import (SQLAlchemy, SQLModel, pydantic) {t1 - t0:.3f} s, "
      f"open {t2 - t1:.3f} s, the write with its audit digest {t3 - t2:.3f} s")
"""


def _run(args: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "ui.main", *args], cwd=ROOT, env=env, check=True,
                   capture_output=True, timeout=120)
    return time.perf_counter() - start


def main() -> None:
    from benchmarks.machine import describe
    from judge_app.storage.service import EventService, dispose_engines

    print(describe())
    with tempfile.TemporaryDirectory(prefix="juez-cli-bench-") as folder:
        db = Path(folder) / "event.sqlite3"
        svc = EventService(str(db))
        ev = svc.create_event("Benchmark", "kodem", date="2026-11-25").id
        for i in range(PLAYERS):
            svc.add_player(ev, f"Jugadora {i:03d}")
        matches = svc.pair_next_round(ev)
        dispose_engines()
        env = dict(os.environ, JUEZ_DB=f"sqlite:///{db}", JUEZ_BACKUP_INTERVAL="3600")
        help_times = [_run(["--help"], env) for _ in range(RUNS)]
        tables = iter(m.table for m in matches if m.p2 is not None)
        result_times = [_run(["round", "result", ev, str(next(tables)), "2-1"], env)
                        for _ in range(RUNS)]
        backed = dict(env, JUEZ_BACKUP_INTERVAL="0")
        backup_times = [_run(["round", "result", ev, str(next(tables)), "2-1"], backed)
                        for _ in range(3)]
        split = subprocess.run([sys.executable, "-c", _SPLIT, str(db), ev, str(next(tables)),
                                str(next(tables))],
                               cwd=ROOT, env=env, check=True, capture_output=True, text=True,
                               timeout=120).stdout.strip()
        size = db.stat().st_size
    for what, times in (("judge-app --help", help_times),
                        (f"round result, {PLAYERS}-player SQLite event", result_times),
                        ("round result with its automatic backup", backup_times)):
        median = statistics.median(times)
        verdict = "ok" if median < TARGET else "OVER the goal"
        print(f"{what}: median {median:.3f} s (min {min(times):.3f}, max {max(times):.3f}; "
              f"goal < {TARGET} s: {verdict})")
    print(f"where a result entry's time goes: {split}")
    print(f"database size {size / 1024:.0f} KB")


if __name__ == "__main__":
    main()
