"""A scripted recording for the tests: a Kódem sample's setup and its events, then notes.

Run as ``python -m tests.recording.script JOURNAL COUNT``: it opens the journal (or starts it),
records the scripted events from where the journal stopped up to COUNT and prints
``ack SEQ`` after each one is entered, so a test can kill it at any moment and know
what was acknowledged.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "resources" / "samples" / "kodem" / "batalla-violations.json"


def sample() -> dict[str, Any]:
    """The sample log (envelope and events)."""
    data: dict[str, Any] = json.loads(SAMPLE.read_text(encoding="utf-8"))
    return data


def envelope() -> dict[str, Any]:
    """The sample's envelope without events."""
    return {k: v for k, v in sample().items() if k != "events"}


def scripted(count: int) -> list[dict[str, Any]]:
    """``count`` events: the sample's, then numbered notes."""
    events: list[dict[str, Any]] = list(sample()["events"])
    n = len(events)
    while len(events) < count:
        events.append({"player": "P1", "action": "note", "text": f"nota {len(events) - n + 1}"})
    return events[:count]


def main(argv: list[str]) -> int:
    """Record the script into the journal at ``argv[0]`` up to ``argv[1]`` events."""
    from judge_app.recording import RecordingSession

    path, count = Path(argv[0]), int(argv[1])
    session = (RecordingSession.open(path) if path.exists()
               else RecordingSession.start(envelope(), path))
    print(f"ready {len(session)}", flush=True)
    for event in scripted(count)[len(session):]:
        session.append(event)
        print(f"ack {len(session)}", flush=True)
    session.close()
    print("done", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
