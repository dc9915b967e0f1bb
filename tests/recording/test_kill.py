"""kill -9 at random moments while recording: every acknowledged event survives, once, in order.

A subprocess records a script of 5,000 events into a journal and prints ``ack SEQ`` after each
one is entered; the test kills it with SIGKILL at random moments (during start-up, during
appends, right after creating the journal) and starts it again, many times. At the end the
journal holds exactly the script's events, in order, none twice, and every event that was
acknowledged before a kill is there.
"""

from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

from judge_app.recording import Journal, RecordingSession
from tests.recording.script import ROOT, scripted

KILLS = 30
COUNT = 5000


def _strip(event: dict[str, object]) -> dict[str, object]:
    return {k: v for k, v in event.items() if k not in ("time", "turn")}


def _run_until_killed(journal: Path, after_acks: int | None, delay: float
                      ) -> tuple[list[int], bool]:
    """Start the recorder and kill it: ``delay`` seconds after ``after_acks`` acknowledged
    events (``None``: ``delay`` seconds after it started, often during start-up)."""
    proc = subprocess.Popen([sys.executable, "-m", "tests.recording.script", str(journal),
                             str(COUNT)], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, bufsize=1,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    assert proc.stdout is not None
    acks: list[int] = []
    finished = False
    spawned = time.monotonic()
    deadline = spawned + 120
    while time.monotonic() < deadline:
        if after_acks is None:
            wait = max(0.0, spawned + delay - time.monotonic())
            if wait == 0.0:
                break
        else:
            wait = 1.0
        ready, _, _ = select.select([proc.stdout], [], [], wait)
        if not ready:
            continue
        line = proc.stdout.readline()
        if not line:
            break
        if line.startswith("ack "):
            acks.append(int(line.split()[1]))
        elif line.startswith("done"):
            finished = True
            break
        if after_acks is not None and len(acks) >= after_acks:
            time.sleep(delay)
            break
    proc.send_signal(signal.SIGKILL)
    out, err = proc.communicate()
    acks.extend(int(line.split()[1]) for line in out.splitlines() if line.startswith("ack "))
    finished = finished or "done" in out.splitlines()
    assert proc.returncode in (0, -signal.SIGKILL), err
    assert "Traceback" not in err, err
    return acks, finished


def test_kill_9_many_times_loses_nothing(tmp_path: Path) -> None:
    rng = random.Random(20261125)
    journal = tmp_path / "match.juezrec"
    acknowledged: list[int] = []
    kills = 0
    finished = False
    while not finished and kills < KILLS:
        # Some kills land during start-up, most in the middle of the appends.
        if rng.random() < 0.2:
            acks, finished = _run_until_killed(journal, None, rng.uniform(0.0, 0.7))
        else:
            acks, finished = _run_until_killed(journal, rng.randint(0, 30),
                                               rng.uniform(0.0, 0.005))
        if not finished:
            kills += 1
        acknowledged.extend(acks)
        if journal.exists():
            stored = Journal.open(journal)
            try:
                count = stored.count()
            finally:
                stored.close()
            assert not acks or max(acks) <= count, "an acknowledged event was lost"
    while not finished:
        _, finished = _run_until_killed(journal, COUNT + 1, 0.0)
    print(f"kills survived: {kills}")
    assert kills == KILLS

    session = RecordingSession.open(journal)
    try:
        events = session.events
    finally:
        session.close()
    assert [_strip(e) for e in events] == [_strip(e) for e in scripted(COUNT)]
    assert set(acknowledged) <= set(range(1, COUNT + 1))
    assert len(set(acknowledged)) == len(acknowledged), "an event was acknowledged twice"
    assert all("time" in e for e in events)
