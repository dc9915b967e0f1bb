"""Issue 10 §3: a file of another program is refused untouched; a read-only database is viewable."""

from __future__ import annotations

import hashlib
import os
import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.storage.database import probe_sqlite
from judge_app.storage.errors import TournamentError
from judge_app.storage.service import EventService, dispose_engines


def _files(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()
            if p.is_file()}


def _foreign(path: Path, clash: bool) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE event (id INTEGER PRIMARY KEY, what TEXT)" if clash
                 else "CREATE TABLE recipes (id INTEGER PRIMARY KEY, name TEXT)")
    conn.execute("INSERT INTO " + ("event" if clash else "recipes") + " VALUES (1, 'x')")
    conn.commit()
    conn.close()


@pytest.mark.parametrize("clash", [False, True])
def test_a_foreign_sqlite_file_is_refused_byte_for_byte(
        tmp_path: Path, clash: bool, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "other.sqlite"
    _foreign(path, clash)
    before = _files(tmp_path)
    assert main(["--db", str(path), "event", "list"]) == 2
    err = capsys.readouterr().err
    assert str(path) in err and "another program" in err and "untouched" in err
    assert _files(tmp_path) == before  # same bytes, no -wal/-shm, no Juez tables, not WAL
    assert path.read_bytes()[18:20] == b"\x01\x01"  # still the rollback journal format
    with pytest.raises(TournamentError, match="another program"):
        EventService(str(path))
    assert _files(tmp_path) == before


def test_an_empty_file_and_a_new_file_become_juez_databases(tmp_path: Path) -> None:
    empty = tmp_path / "empty.sqlite3"
    empty.touch()
    sqlite3.connect(tmp_path / "no-tables.sqlite3").close()
    for path in (empty, tmp_path / "new.sqlite3", tmp_path / "no-tables.sqlite3"):
        EventService(str(path)).create_event("Liga", "kodem")
        dispose_engines()
        assert probe_sqlite(path)[0] == "juez"


def _event(path: Path) -> str:
    svc = EventService(str(path))
    ev = svc.create_event("Regional", "kodem", date="2025-06-01").id
    for name in ("Ana", "Beto", "Caro", "Dani"):
        svc.add_player(ev, name)
    for m in svc.pair_next_round(ev):
        if m.p2 is not None:
            svc.record_result(ev, m.table, "2-0")
    dispose_engines()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return ev


def test_mode_ro_views_and_prints_but_refuses_writes(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "ev.sqlite3"
    ev = _event(path)
    before = path.read_bytes()
    url = f"sqlite:///{path}?mode=ro"
    assert main(["--db", url, "event", "list"]) == 0
    assert ev in capsys.readouterr().out
    assert main(["--db", url, "standings", ev]) == 0
    assert "Ana" in capsys.readouterr().out
    out = tmp_path / "elsewhere" / "standings.pdf"
    out.parent.mkdir()
    assert main(["--db", url, "report", "standings", ev, "--out", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF")
    capsys.readouterr()
    assert main(["--db", url, "player", "add", ev, "Eva"]) == 2
    err = capsys.readouterr().err
    assert "read-only" in err and "nothing was saved" in err
    dispose_engines()
    assert path.read_bytes() == before


def _read_only_mount(source: Path, target: Path) -> bool:
    """Bind-mount ``source`` read-only on ``target`` (root on Linux); False where impossible."""
    if os.geteuid() != 0 or shutil.which("mount") is None:
        return False
    first = subprocess.run(["mount", "--bind", str(source), str(target)], capture_output=True,
                           check=False)
    if first.returncode != 0:
        return False
    again = subprocess.run(["mount", "-o", "remount,bind,ro", str(target)], capture_output=True,
                           check=False)
    if again.returncode != 0:
        subprocess.run(["umount", str(target)], check=False)
        return False
    return True


def test_a_database_on_a_read_only_mount(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """chmod 0444 does not stop root (the tests' user): a read-only mount does stop it."""
    source, mounted = tmp_path / "src", tmp_path / "ro"
    source.mkdir()
    mounted.mkdir()
    ev = _event(source / "ev.sqlite3")
    (source / "ev.sqlite3").chmod(0o444)
    before = _files(source)["ev.sqlite3"]
    if not _read_only_mount(source, mounted):
        pytest.skip("cannot bind-mount read-only here (needs root on Linux)")
    path = mounted / "ev.sqlite3"
    try:
        assert main(["--db", str(path), "event", "list"]) == 0
        assert ev in capsys.readouterr().out
        assert main(["--db", str(path), "standings", ev]) == 0
        assert "Ana" in capsys.readouterr().out
        assert main(["--db", str(path), "report", "pairings", ev, "--out",
                     str(tmp_path / "wall.pdf")]) == 0
        capsys.readouterr()
        assert main(["--db", str(path), "round", "correct", ev, "1", "1", "0-2"]) == 2
        err = capsys.readouterr().err
        assert "read-only" in err and "nothing was saved" in err
    finally:
        dispose_engines()
        subprocess.run(["umount", str(mounted)], check=False)
    assert _files(source)["ev.sqlite3"] == before
