"""Every command that writes a file goes through the one safe writer (issue 20 §6): never
the database, never through a symbolic link (a dangling one too), ``--force`` only over a
plain file. ``notation parse --out DB --force`` used to overwrite the database."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.storage.service import EventService
from tests.support.notation import samples


def _notation(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    assert main(["notation", "show", str(samples(("kodem",))[0])]) == 0
    path = tmp_path / "m.txt"
    path.write_text(capsys.readouterr().out, encoding="utf-8")
    return path


def _commands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, list[str]]:
    """Each writing command, without its ``--out``."""
    log = str(samples(("kodem",))[0])
    return {"notation parse": ["notation", "parse", str(_notation(tmp_path, capsys)),
                               "--game", "kodem"],
            "position": ["position", log, "--at", "3"]}


@pytest.mark.parametrize("command", ["notation parse", "position"])
def test_the_database_is_never_written_over_even_with_force(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "juez.sqlite3"
    ev = EventService(str(db)).create_event("Regional", "kodem").id
    before = db.read_bytes()
    argv = _commands(tmp_path, capsys)[command]
    for target in (db, tmp_path / "juez.sqlite3-wal"):
        monkeypatch.setenv("JUEZ_DB", f"sqlite:///{db}")
        assert main([*argv, "--out", str(target), "--force"]) == 2
        err = capsys.readouterr().err
        assert ("base de datos" in err or "database" in err) and "--out" in err, err
    assert db.read_bytes() == before
    assert [e.id for e in EventService(str(db)).list_events()] == [ev]


@pytest.mark.parametrize("command", ["notation parse", "position"])
def test_no_write_through_a_link_dangling_or_not_nor_over_a_pipe(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str) -> None:
    argv = _commands(tmp_path, capsys)[command]
    aim = tmp_path / "elsewhere.json"
    link = tmp_path / "out.json"
    link.symlink_to(aim)  # dangling: nothing at aim yet
    for force in ([], ["--force"]):
        assert main([*argv, "--out", str(link), *force]) == 2
        err = capsys.readouterr().err
        assert "enlace simbólico" in err or "symbolic link" in err
        assert not aim.exists()
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    assert main([*argv, "--out", str(pipe), "--force"]) == 2
    err = capsys.readouterr().err
    assert "no es un archivo normal" in err or "not a plain file" in err
    plain = tmp_path / "plain.json"
    plain.write_text("old", "utf-8")
    assert main([*argv, "--out", str(plain)]) == 2  # an existing file needs --force
    assert "--force" in capsys.readouterr().err and plain.read_text("utf-8") == "old"
    assert main([*argv, "--out", str(plain), "--force"]) == 0
    assert plain.read_text("utf-8").startswith("{")
