"""Imports are linear in rows (issue 20 §7): the statements an import sends do not grow
with the number of rows, counted with a SQLAlchemy listener, so a path that queries once
per player fails here on any machine (the times are in benchmarks/players_csv.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.storage.floor import FloorService
from tests.support.queries import counting


def _roster(path: Path, n: int, start: int = 0) -> Path:
    rows = "".join(f"J{i:05d},Jugadora {i}\n" for i in range(start, start + n))
    path.write_text("id,name\n" + rows, "utf-8")
    return path


def _import_statements(tmp_path: Path, capsys: pytest.CaptureFixture[str], n: int) -> int:
    """Statements of ``player import`` of ``n`` players into an event of a database that
    holds an earlier event with a penalty (so the penalty-history warning is checked)."""
    db = tmp_path / f"q{n}.sqlite3"
    svc = FloorService(str(db))
    old = svc.create_event("2025", "kodem").id
    for i in range(4):
        svc.add_player(old, f"Jugadora {i}")
    svc.pair_next_round(old)
    svc.add_penalty(old, "P001", "Ataca en descanso", "warning", "kodem-5.0:5.1")
    new = svc.create_event("2026", "kodem").id
    roster = _roster(tmp_path / f"r{n}.csv", n)
    with counting() as seen:
        assert main(["--db", str(db), "player", "import", new, str(roster)]) == 0
    _, err = capsys.readouterr()
    assert err.count("aviso") == 1  # Jugadora 0 had a warning in 2025, found in one read
    return seen.statements


def test_player_import_sends_the_same_statements_for_30_or_600_players(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    small = _import_statements(tmp_path, capsys, 30)
    large = _import_statements(tmp_path, capsys, 600)
    assert large == small, (small, large)
    assert small < 60  # a fixed handful per import, not one per player


def _statements_per_import(tmp_path: Path, capsys: pytest.CaptureFixture[str], players: int
                           ) -> dict[str, int]:
    """Statements of each import (TOM file of 6 rounds, archive, player list, round file)
    of ``players`` players, each into a copy of the same database."""
    import shutil

    from benchmarks.resilience import _import_files
    from judge_app.storage.service import dispose_engines

    folder = tmp_path / f"n{players}"
    folder.mkdir()
    _ev, commands = _import_files(folder, players)
    out: dict[str, int] = {}
    for kind, argv in commands.items():
        db = folder / f"{kind}.sqlite3"
        shutil.copy(folder / "base.sqlite3", db)
        dispose_engines()
        with counting() as seen:
            assert main(["--db", str(db), *argv]) == 0
        capsys.readouterr()
        out[kind] = seen.statements
    return out


def test_every_import_sends_the_same_statements_for_8_or_48_players(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A TOM file used to flush each player and each table alone, an archive to insert
    row by row, a round file table by table."""
    small = _statements_per_import(tmp_path, capsys, 8)
    large = _statements_per_import(tmp_path, capsys, 48)
    assert large == small, (small, large)
