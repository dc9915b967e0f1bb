"""Issue 20 §5: backups span the event — every round can be restored, a restore says what it
drops, and it is one more audited entry, never a rewind of the log, so printed seals stay
verifiable after it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.storage import backup
from judge_app.storage.service import EventService


def _round(svc: EventService, ev: str) -> None:
    for m in svc.pair_next_round(ev):
        if m.p2 is not None:
            svc.record_result(ev, m.table, "2-1")


def test_every_round_of_a_long_event_can_be_restored(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(backup.INTERVAL_VAR, "0")
    monkeypatch.setenv(backup.KEEP_VAR, "3")
    svc = EventService(str(tmp_path / "ev.sqlite3"))
    ev = svc.create_event("Regional", "kodem", date="2025-06-01").id
    for i in range(8):
        svc.add_player(ev, f"Jugador {i}")
    for _ in range(6):
        _round(svc, ev)
    kept = backup.list_backups(svc.url, ev)
    triggers = [b.trigger for b in kept]
    # six rounds: each one's pairing and completion, plus the newest few of any kind
    assert triggers.count("round.pair") == 6 and triggers.count("round.complete") == 6
    assert len(kept) <= 6 + 6 + 3
    first_round = kept[triggers.index("round.complete", len(kept) - 3)]
    backup.restore(svc, ev, first_round.id)
    assert svc.event_summary(ev).current_round == 1
    assert svc.verify_audit(ev).ok


def test_a_restore_before_a_bad_correction_says_what_it_drops_and_keeps_the_log(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv(backup.INTERVAL_VAR, "0")
    db = tmp_path / "ev.sqlite3"
    svc = EventService(str(db))
    ev = svc.create_event("Regional", "kodem", date="2025-06-01").id
    for i in range(6):
        svc.add_player(ev, f"Jugador {i}")
    _round(svc, ev)
    svc.pair_next_round(ev)
    paired = backup.list_backups(svc.url, ev)[0]
    assert paired.trigger == "round.pair"
    svc.correct_result(ev, 1, 1, "0-2")  # the bad correction
    printed = svc.verify_audit(ev).seal  # standings printed and posted after it
    for m in svc.matches(ev, 2):
        if m.p2 is not None:
            svc.record_result(ev, m.table, "2-0")  # honest results after it
    entries = len(svc.audit_entries(ev))
    assert main(["--db", str(db), "backup", "restore", ev, paired.id, "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "What was entered after that backup and is no longer there:" in out
    assert "round 1 table 1" in out and "result 0-2 goes back to 2-1" in out
    assert "round 2 table 1" in out and "result 2-0 entered after the backup" in out
    # the log goes on: the bad correction stays in it, the restore is one more entry
    svc = EventService(str(db))
    log = svc.audit_entries(ev)
    assert len(log) == entries + 1 and log[-1].action == "event.restore"
    assert "result.correct" in [e.action for e in log]
    assert any("round 2 table 1" in d for d in log[-1].data["dropped"])
    assert svc.verify_audit(ev).ok
    # the standings printed after the bad correction are still this event's paper
    assert main(["--db", str(db), "audit", "verify", ev, "--seal", printed, "--json"]) == 0
    sealed = json.loads(capsys.readouterr().out)["sealed"]
    assert sealed["found"] and sealed["changes_since"] == entries + 1 - sealed["seq"]
    # Spanish, and the JSON form
    kept = backup.list_backups(svc.url, ev)[0]
    assert kept.trigger == "before-restore"
    assert main(["--db", str(db), "backup", "restore", ev, kept.id, "--json"]) == 0
    # it brings everything back; only the restored result changes again, and says so
    assert [d.split(": ", 1)[1] for d in json.loads(capsys.readouterr().out)["dropped"]] == [
        "result 2-1 goes back to 0-2"]
    assert main(["--db", str(db), "backup", "restore", ev, paired.id, "--lang", "es"]) == 0
    assert "resultado 2-0 anotado después de la copia" in capsys.readouterr().out
