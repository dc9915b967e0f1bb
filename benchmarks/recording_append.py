"""Recording figures on a 300-event Kódem match (issue 12, item 5).

Goal: applying one recorded event and recomputing the offered actions under
5 ms. The match is played by the recorder itself, always entering the first
offered action (a legal game, shipped sample setup) until 300 events or the
end; then every event is entered again into a fresh session and timed: the
rules' ``apply`` plus the offers from the new table (``append`` without the
journal's commit), the undo of an event (the log replayed from the setup), and
the whole ``append`` with the journal's durable commit (SQLite WAL,
``synchronous=FULL``), which depends on the disk.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.machine import describe  # after the path set-up above
from judge_app.recording import RecordingSession

EVENTS = 300
GOAL_MS = 5.0
SAMPLE = Path(__file__).resolve().parent.parent / "resources/samples/kodem/clean-game.json"


def _envelope() -> dict[str, Any]:
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    return {k: v for k, v in data.items() if k != "events"}


def _play(folder: Path) -> list[dict[str, Any]]:
    """A legal match of up to EVENTS events, each the first offered action."""
    session = RecordingSession.start(_envelope(), folder / "play.juezrec")
    while len(session) < EVENTS and not session.state.over:
        session.append(dict(session.suggestions()[0].event))
    events = session.events
    session.close()
    return events


def main() -> None:
    """Print the figures."""
    print(describe())
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        events = _play(folder)
        # apply + offers, the rules' work alone: the same append with the journal's commit
        # left out (measured below)
        session = RecordingSession.start(_envelope(), folder / "bench.juezrec")
        session.journal.append = lambda seq, event: None  # type: ignore[method-assign]
        apply_ms: list[float] = []
        for event in events:
            t0 = time.perf_counter()
            session.append(event)
            session.suggestions()
            apply_ms.append((time.perf_counter() - t0) * 1000)
        undo_ms: list[float] = []
        for _ in range(5):
            t0 = time.perf_counter()
            session.undo()
            undo_ms.append((time.perf_counter() - t0) * 1000)
        session.close()
        # the whole append (validate, apply, durable commit) + offers
        session = RecordingSession.start(_envelope(), folder / "bench2.juezrec")
        append_ms: list[float] = []
        for event in events:
            t0 = time.perf_counter()
            session.append(event)
            session.suggestions()
            append_ms.append((time.perf_counter() - t0) * 1000)
        session.close()
    n = len(events)
    worst = max(apply_ms)
    print(f"Kódem match of {n} events (every event the first offered action)")
    print(f"apply one event + recompute the offered actions: median "
          f"{statistics.median(apply_ms):.2f} ms, p95 "
          f"{sorted(apply_ms)[int(0.95 * n)]:.2f} ms, worst {worst:.2f} ms "
          f"(goal < {GOAL_MS:.0f} ms: {'ok' if worst < GOAL_MS else 'MISSED'})")
    print(f"undo (the log replayed from the setup) at {n} events: median "
          f"{statistics.median(undo_ms):.1f} ms")
    print(f"whole append with the journal's durable commit + offers: median "
          f"{statistics.median(append_ms):.2f} ms, worst {max(append_ms):.2f} ms")


if __name__ == "__main__":
    main()
