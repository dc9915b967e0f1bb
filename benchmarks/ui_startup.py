"""Start-up time of the desktop app: process start → main window shown (offscreen).

Each run launches ``python -m ui.main`` (no arguments → the window) in a fresh
subprocess with ``JUEZ_STARTUP_PROBE=quit``: the window prints the wall-clock
time once it has been shown and the event loop has drawn it, then closes.
The figure is that time minus the moment just before the subprocess was
started, so interpreter start, imports, settings, translations and the first
paint are all included. The target is 1.5 s.
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
RUNS = 5
TARGET = 1.5


def one_run(settings: Path, db: Path) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", JUEZ_STARTUP_PROBE="quit",
               JUEZ_SETTINGS=str(settings), JUEZ_DB=f"sqlite:///{db}")
    start = time.time()
    out = subprocess.run([sys.executable, "-m", "ui.main"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60, check=True).stdout
    for line in out.splitlines():
        if line.startswith("shown "):
            return float(line.split()[1]) - start
    raise RuntimeError(f"the window never reported being shown; output: {out!r}")


def seek_figure(steps: int = 200) -> str:
    """Worst and median seek + board repaint over ``steps`` random events of the generated
    10,000-event Kódem log (``benchmarks/kodem_replay.py``); the target is one frame (16 ms)."""
    import json
    import random

    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "benchmarks"))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from kodem_replay import legal_log

    from judge_app.games.loading import parse_log
    from judge_app.replay import Replay
    from ui.app import application
    from ui.replay_view import ReplayWorkspace

    app = application()
    replay = Replay(parse_log(json.dumps(legal_log()), "kodem-10000.json"))
    view = ReplayWorkspace()
    view.resize(1280, 800)
    view.show()
    app.processEvents()
    view.set_replay(replay)
    app.processEvents()
    rng = random.Random(5)
    times = []
    for _ in range(steps):
        seq = rng.randrange(len(replay) + 1)
        t0 = time.perf_counter()
        view.seek(seq)
        view.board.repaint()
        app.processEvents()
        times.append(time.perf_counter() - t0)
    view.close()
    worst = max(times) * 1000
    return (f"replay seek + board repaint (Kódem, {len(replay)} events, {steps} random "
            f"seeks, 1280×800): median {statistics.median(times) * 1000:.1f} ms, worst "
            f"{worst:.1f} ms (a frame is 16 ms: {'ok' if worst <= 16 else 'OVER'})")


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        settings, db = Path(tmp) / "juez.ini", Path(tmp) / "juez.sqlite"
        one_run(settings, db)  # warm the OS file cache (and build .qm if missing)
        times = [one_run(settings, db) for _ in range(RUNS)]
    median = statistics.median(times)
    print(f"ui start-up (process start → main window shown, offscreen), {RUNS} runs: "
          f"median {median:.3f} s, min {min(times):.3f} s, max {max(times):.3f} s "
          f"(target {TARGET} s: {'ok' if median <= TARGET else 'OVER'})")
    print(seek_figure())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
