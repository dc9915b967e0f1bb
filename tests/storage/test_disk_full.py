"""A full disk is not a damaged database (issue 20 §4): on a real, small tmpfs filled to
the last byte, every command says "no space left", none suggests ``backup restore``, the
restore itself refuses before it moves anything, and once space is freed the event is all
there. (Mounting a tmpfs needs root, as in the project's CI container; elsewhere skipped.)"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.storage import backup
from judge_app.storage.errors import DiskFullError
from judge_app.storage.service import EventService, dispose_engines
from tests.support import disk


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 4 MB tmpfs mounted for the test."""
    with disk.small_disk(tmp_path / "disk") as folder:
        yield folder


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    dispose_engines()  # each command as a fresh process would open the file
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out + err


def test_a_full_disk_says_so_and_never_offers_or_does_a_restore(
        small_disk: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUEZ_BACKUP_INTERVAL", "0")
    db = small_disk / "event.sqlite3"
    svc = EventService(str(db))
    ev = svc.create_event("Regional", "kodem").id
    for i in range(8):
        svc.add_player(ev, f"Jugador {i}")
    svc.pair_next_round(ev)
    [taken] = backup.list_backups(f"sqlite:///{db}", ev)[:1]
    inode = db.stat().st_ino
    filler = disk.fill(small_disk)
    for argv in (["player", "add", ev, "Tarde"], ["player", "list", ev],
                 ["player", "add", ev, "Tarde", "--lang", "es"]):
        code, said = _run(capsys, "--db", str(db), *argv)
        if code == 0:  # a read may still work on a full disk
            assert "list" in argv, said
            continue
        assert code == 2, said
        assert "espacio" in said or "space left" in said, said
        assert "is damaged" not in said and "backup restore" not in said, said
    # the restore itself: refused before anything is moved
    code, said = _run(capsys, "--db", str(db), "backup", "restore", ev, taken.id)
    assert code == 2 and ("espacio" in said or "space left" in said), said
    with pytest.raises(DiskFullError):
        backup.restore_file(db, taken.id)
    assert sorted(p.name for p in small_disk.iterdir() if "damaged" in p.name
                  or p.name.endswith(".tmp")) == []
    assert db.stat().st_ino == inode  # the same file, never moved aside
    filler.unlink()  # space again: everything is there, the audit intact
    code, said = _run(capsys, "--db", str(db), "player", "list", ev)
    assert code == 0 and said.count("Jugador") == 8
    dispose_engines()
    assert EventService(str(db)).verify_audit(ev).ok


def test_a_restore_of_a_damaged_file_swaps_only_a_checked_copy(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The healthy path still works: a damaged file is kept aside, the verified copy in."""
    monkeypatch.setenv("JUEZ_BACKUP_INTERVAL", "0")
    db = tmp_path / "event.sqlite3"
    svc = EventService(str(db))
    ev = svc.create_event("Regional", "kodem").id
    svc.add_player(ev, "Ana")
    svc.add_player(ev, "Beto")
    svc.pair_next_round(ev)
    [taken] = backup.list_backups(f"sqlite:///{db}", ev)[:1]
    dispose_engines()
    db.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4096)  # damaged
    aside = backup.restore_file(db, taken.id)
    assert aside.read_bytes().startswith(b"SQLite format 3\x00\xff")
    assert [p.name for p in EventService(str(db)).players(ev)] == ["Ana", "Beto"]
    assert not list(tmp_path.glob(".*.tmp"))
