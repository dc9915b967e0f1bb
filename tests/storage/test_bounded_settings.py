"""Clean refusals instead of internal errors or lost work (issue 20 §7): a BLOB put in a
name by hand, an in-memory database given to a command, a backup setting that is not a
number, and the temporary files of a backup killed half-way."""

from __future__ import annotations

import os
import sqlite3
import time
from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.storage import backup
from judge_app.storage.service import EventService, dispose_engines


def test_a_blob_name_is_a_broken_audit_not_an_internal_error(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "e.sqlite3"
    svc = EventService(str(db))
    ev = svc.create_event("Regional", "kodem").id
    svc.add_player(ev, "Ana")
    dispose_engines()
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE player SET name = ?", (b"\x00\xff" * 10,))
    assert main(["--db", str(db), "audit", "verify", ev]) == 1
    out = capsys.readouterr().out
    assert "BROKEN" in out or "ROTO" in out, out


@pytest.mark.parametrize("url", ["sqlite:///:memory:", "sqlite://",
                                 "sqlite:///file:x?mode=memory&uri=true"])
def test_an_in_memory_database_is_refused_before_it_takes_writes(
        url: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    assert main(["--db", url, "event", "create", "--name", "X", "--game", "kodem",
                 "--lang", "es"]) == 2
    assert "memoria" in capsys.readouterr().err
    monkeypatch.setenv("JUEZ_DB", url)
    assert main(["event", "list", "--lang", "en"]) == 2
    assert "in-memory database is lost" in capsys.readouterr().err


@pytest.mark.parametrize(("name", "value"), [("JUEZ_BACKUP_KEEP", "nan"),
                                             ("JUEZ_BACKUP_KEEP", "-3"),
                                             ("JUEZ_BACKUP_INTERVAL", "inf"),
                                             ("JUEZ_BACKUP_INTERVAL", "diez")])
def test_a_backup_setting_that_is_not_a_number_is_named_before_any_change(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        name: str, value: str) -> None:
    db = tmp_path / "e.sqlite3"
    ev = EventService(str(db)).create_event("Regional", "kodem").id
    monkeypatch.setenv(name, value)
    assert main(["--db", str(db), "player", "add", ev, "Ana"]) == 2
    assert f"{name}={value!r}" in capsys.readouterr().err
    monkeypatch.delenv(name)
    assert EventService(str(db)).players(ev) == []  # refused before the change


def test_a_killed_backup_s_temporary_files_are_cleaned_at_the_next_backup(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUEZ_BACKUP_INTERVAL", "0")
    db = tmp_path / "e.sqlite3"
    svc = EventService(str(db))
    ev = svc.create_event("Regional", "kodem").id
    for name in ("Ana", "Beto"):
        svc.add_player(ev, name)
    folder = backup.folder_for_file(db)
    folder.mkdir(parents=True, exist_ok=True)
    old = folder / ".20260101T000000Z--ev-1--round.pair.sqlite3.tmp"
    fresh = folder / ".20260101T000001Z--ev-1--round.pair.sqlite3.tmp"
    for leftover in (old, fresh, folder / (old.name + "-journal")):
        leftover.write_bytes(b"half a copy")
    hour_ago = time.time() - 3600
    for leftover in (old, folder / (old.name + "-journal")):
        os.utime(leftover, (hour_ago, hour_ago))
    svc.pair_next_round(ev)  # takes a backup (on the backup thread)
    backup.wait()
    left = sorted(p.name for p in folder.iterdir() if p.name.startswith("."))
    assert left == [fresh.name]  # another station's copy in progress is left alone
    assert len(backup.list_backups(f"sqlite:///{db}", ev)) == 1
