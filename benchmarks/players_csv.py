"""Importing a huge player list (issue 10 §4): time and peak memory of 100,000 CSV rows.

A fresh process runs ``judge-app player import EVENT FILE.csv`` on a new SQLite
event; the figure is its wall-clock time and its peak resident memory
(``ru_maxrss`` of the child). Names are varied (accents, CJK, long ones).
"""

from __future__ import annotations

import csv
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
ROWS = 100_000


def main() -> None:
    from benchmarks.machine import describe
    from judge_app.storage.service import EventService, dispose_engines

    print(describe())
    with tempfile.TemporaryDirectory(prefix="juez-csv-bench-") as folder:
        roster = Path(folder) / "players.csv"
        with roster.open("w", encoding="utf-8", newline="") as f:
            out = csv.writer(f)
            out.writerow(["id", "name"])
            for i in range(ROWS):
                out.writerow([f"J{i:06d}", f"Jugadora Núñez {i} 王{i % 97} " + "x" * (i % 40)])
        db = Path(folder) / "event.sqlite3"
        ev = EventService(str(db)).create_event("Benchmark", "kodem").id
        dispose_engines()
        env = dict(os.environ, JUEZ_DB=f"sqlite:///{db}")
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "ui.main", "player", "import", ev, str(roster)],
                       cwd=ROOT, env=env, check=True, capture_output=True, timeout=600)
        took = time.perf_counter() - start
        peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        players = len(EventService(str(db)).players(ev))
    print(f"player import of {ROWS:,} CSV rows: {took:.2f} s, peak memory {peak_kb / 1024:.0f} MB "
          f"({players:,} players stored)")


if __name__ == "__main__":
    main()
