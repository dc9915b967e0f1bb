"""The recording session: append, violations at once, undo, export, resume, refusals."""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from judge_app.logs.errors import LogError
from judge_app.recording import RecordingSession, list_recordings
from judge_app.recording.journal import Journal
from judge_app.replay import Replay
from tests.recording.script import ROOT, envelope, sample

SAMPLES = ROOT / "resources" / "samples"


def _keys(found: list[Any]) -> list[tuple[int, str, str, str]]:
    return [(v.seq, v.player or "", v.section, v.severity.value) for v in found]


def _check(tmp_path: Path, log: dict[str, Any]) -> dict[str, Any]:
    out = tmp_path / "exported.json"
    out.write_text(json.dumps(log, ensure_ascii=False), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "ui.main", "check", str(out), "--json"],
                          capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode in (0, 1), proc.stderr
    data: dict[str, Any] = json.loads(proc.stdout)
    return data


def test_violations_show_at_once_and_match_check(tmp_path: Path) -> None:
    session = RecordingSession.start(envelope(), tmp_path / "a.juezrec")
    live: dict[int, list[str]] = {}
    for event in sample()["events"]:
        found = session.append(event)
        seq = len(session)
        live[seq] = [v.section for v in found]
        assert all(v.seq == seq for v in found)
    # The sample's two illegal plays were flagged the moment they were entered.
    assert live[20] == ["5/batalla"] and live[21] == ["5.2"]
    assert all(not sections for seq, sections in live.items() if seq not in (20, 21))
    exported = session.export()
    assert all("time" in e for e in exported["events"])
    data = _check(tmp_path, exported)
    assert [(v["seq"], v["section"]) for v in data["violations"]] == \
        [(v.seq, v.section) for v in session.all_violations()]
    assert data["events"] == len(session) == len(sample()["events"])
    session.close()


def test_every_sample_recorded_live_flags_as_check(tmp_path: Path) -> None:
    """Recording any shipped sample event by event flags exactly what check reports."""
    for path in sorted(SAMPLES.glob("*/*.json")):
        if path.name.endswith(".expected.json"):
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        head = {k: v for k, v in data.items() if k != "events"}
        session = RecordingSession.start(head, tmp_path / f"{path.parent.name}-{path.stem}.rec")
        events = data["events"]
        for i, event in enumerate(events):
            if i % 3 == 1:  # previews, wrong entries taken back: no trace in the flags
                for other in (events[i - 1], events[-1]):
                    with contextlib.suppress(LogError):
                        session.preview(other)
                    try:
                        session.append(other)
                    except LogError:
                        continue
                    session.undo()
            session.append(event)
        expected = Replay.from_file(path).violations
        assert _keys(session.all_violations()) == _keys(expected), path
        session.close()


def test_undo_takes_back_the_last_event_and_its_flags(tmp_path: Path) -> None:
    events = sample()["events"]
    session = RecordingSession.start(envelope(), tmp_path / "u.juezrec")
    for event in events[:20]:
        session.append(event)
    assert [v.seq for v in session.violations] == [20]
    before = session.board()
    undone = session.undo()
    assert undone is not None and undone["action"] == events[19]["action"]
    assert len(session) == 19 and session.violations == []
    session.append(events[19])
    assert [v.seq for v in session.violations] == [20]
    assert session.board() == before
    # Undo all the way back over checkpoints, then redo: the same table.
    for _ in range(20):
        session.undo()
    assert len(session) == 0 and session.undo() is None
    for event in events:
        session.append(event)
    assert [v.seq for v in session.violations] == [20, 21]
    # The journal keeps every undo as a trace.
    assert len(session.journal.undone()) == 21
    session.close()


def test_resume_where_it_stopped(tmp_path: Path) -> None:
    path = tmp_path / "r.juezrec"
    events = sample()["events"]
    session = RecordingSession.start(envelope(), path)
    for event in events[:15]:
        session.append(event)
    times = [e["time"] for e in session.events]
    session.close()
    again = RecordingSession.open(path)
    assert len(again) == 15 and [e["time"] for e in again.events] == times
    for event in events[15:]:
        again.append(event)
    assert [v.seq for v in again.violations] == [20, 21]
    again.close()
    listed = list_recordings(tmp_path)
    assert [(r.path, r.game, r.events) for r in listed] == [(path, "kodem", len(events))]
    assert listed[0].players == ("Ana", "Luis")


def test_recordings_folder_is_in_the_data_folder() -> None:
    from judge_app.recording import recordings_folder
    from judge_app.storage.location import data_folder

    assert recordings_folder() == data_folder() / "recordings"
    session = RecordingSession.start(envelope())
    assert session.path.parent == recordings_folder()
    session.close()
    assert session.path in [r.path for r in list_recordings()]


def test_a_malformed_event_is_refused_and_nothing_changes(tmp_path: Path) -> None:
    session = RecordingSession.start(envelope(), tmp_path / "m.juezrec")
    for event in sample()["events"][:6]:
        session.append(event)
    board = session.board()
    bad: list[tuple[dict[str, Any], str]] = [
        ({"player": "P1", "action": "fly"}, "$.events[6].action"),
        ({"player": "P9", "action": "pass"}, "$.events[6].player"),
        ({"player": "P1", "action": "attack", "card": "nobody", "targets": ["kuma2"]},
         "$.events[6].card"),
        ({"player": "P1", "action": "damage", "target": "itzal", "amount": "3"},
         "$.events[6].amount"),
    ]
    for event, where in bad:
        with pytest.raises(LogError) as info:
            session.append(event)
        assert info.value.path == where
        assert len(session) == 6 and session.board() == board
    session.close()
    assert Journal.open(tmp_path / "m.juezrec").count() == 6


def test_start_refuses_a_bad_envelope_and_an_existing_file(tmp_path: Path) -> None:
    head = envelope()
    head["setup"] = {"P1": head["setup"]["P1"]}
    with pytest.raises(LogError):
        RecordingSession.start(head, tmp_path / "x.juezrec")
    assert not (tmp_path / "x.juezrec").exists()
    path = tmp_path / "y.juezrec"
    path.write_text("not mine", encoding="utf-8")
    with pytest.raises(LogError):
        RecordingSession.start(envelope(), path)
    assert path.read_text(encoding="utf-8") == "not mine"
    with pytest.raises(LogError):
        RecordingSession.open(path)


def test_preview_records_nothing(tmp_path: Path) -> None:
    session = RecordingSession.start(envelope(), tmp_path / "p.juezrec")
    for event in sample()["events"][:19]:
        session.append(event)
    board, found = session.preview(sample()["events"][19])
    assert [v.section for v in found] == ["5/batalla"]
    assert len(session) == 19 and session.violations == []
    assert board != session.board()
    session.close()
