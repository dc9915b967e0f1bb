"""Issue 10 §6 (command line): a correction can say which version it saw, and start-up loads only
what the command needs."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from judge_app.cli import COMMANDS, build_parser, main
from judge_app.storage.service import EventService

ROOT = Path(__file__).resolve().parents[2]


def test_round_correct_with_a_stale_expected_version_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "ev.sqlite3")
    svc = EventService(db)
    ev = svc.create_event("Liga", "kodem").id
    for name in ("Ana", "Beto", "Caro", "Dani"):
        svc.add_player(ev, name)
    svc.pair_next_round(ev)
    svc.record_result(ev, 1, "2-0")
    assert main(["--db", db, "round", "show", ev, "--json"]) == 0
    seen = {m["table"]: m["version"] for m in json.loads(capsys.readouterr().out)["matches"]}
    assert main(["--db", db, "round", "show", ev]) == 0
    assert f"(v{seen[1]})" in capsys.readouterr().out
    # another station corrects table 1 meanwhile
    EventService(db, station="mesa 2").correct_result(ev, 1, 1, "2-1")
    assert main(["--db", db, "round", "correct", ev, "1", "1", "0-2",
                 "--expect-version", str(seen[1])]) == 2
    err = capsys.readouterr().err
    assert "changed by another station" in err and "nothing was saved" in err
    assert str(EventService(db).matches(ev, 1)[0].score) == "2-1"
    now = EventService(db).match_versions(ev, 1)[1]
    assert main(["--db", db, "round", "correct", ev, "1", "1", "0-2",
                 "--expect-version", str(now)]) == 0
    assert str(EventService(db).matches(ev, 1)[0].score) == "0-2"


def test_help_loads_no_heavy_library() -> None:
    code = ("import sys; from judge_app.cli import main\n"
            "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
            "heavy = [m for m in ('sqlalchemy', 'sqlmodel', 'alembic', 'reportlab', 'networkx',"
            " 'pydantic', 'PySide6') if m in sys.modules]\n"
            "print('LOADED', heavy)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True, timeout=60).stdout
    assert "LOADED []" in out
    assert all(name in out for name in COMMANDS)  # --help still lists every command


def test_every_command_is_in_the_table_and_help_of_each_works(
        capsys: pytest.CaptureFixture[str]) -> None:
    full = build_parser()
    sub = next(a for a in full._actions if isinstance(a, type(full._subparsers._group_actions[0])))  # type: ignore[union-attr]
    assert set(sub.choices) == set(COMMANDS)
    for name in COMMANDS:
        with pytest.raises(SystemExit) as done:
            main([name, "--help"])
        assert done.value.code == 0
        assert name in capsys.readouterr().out
