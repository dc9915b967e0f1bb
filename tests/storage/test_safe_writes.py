"""Issue 10 §1: a report never destroys the event — every attack on ``report … --out`` kept."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.output import OutputRefused, write_output
from judge_app.storage.service import EventService, dispose_engines


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def event_db(tmp_path: Path) -> tuple[Path, str]:
    """A real SQLite event with one round paired (and its -wal/-shm present while open)."""
    db = tmp_path / "ev.db"
    svc = EventService(str(db))
    ev = svc.create_event("Regional", "kodem", date="2025-06-01").id
    for name in ("Ana", "Beto", "Caro", "Dani"):
        svc.add_player(ev, name)
    svc.pair_next_round(ev)
    return db, ev


def _report(db: Path, ev: str, out: Path | str, *extra: str) -> int:
    return main(["--db", str(db), "report", "pairings", ev, "--format", "pdf", "--out", str(out),
                 *extra])


def _still_an_event(db: Path, ev: str) -> None:
    dispose_engines()
    assert db.read_bytes()[:16] == b"SQLite format 3\x00"
    assert EventService(str(db)).event_summary(ev).current_round == 1


@pytest.mark.parametrize("suffix", ["", "-wal", "-shm", "-journal"])
def test_report_onto_the_database_or_its_journal_is_refused_even_with_force(
        event_db: tuple[Path, str], suffix: str, capsys: pytest.CaptureFixture[str]) -> None:
    db, ev = event_db
    target = db.with_name(db.name + suffix)
    for extra in ((), ("--force",)):
        assert _report(db, ev, target, *extra) == 2
        err = capsys.readouterr().err
        assert "argument --out" in err and str(target) in err and "database" in err
        # SQLite itself may touch its -shm while the command reads: no PDF bytes is the point
        assert not target.exists() or b"%PDF" not in target.read_bytes()
    _still_an_event(db, ev)


def test_links_to_the_database_are_refused(event_db: tuple[Path, str], tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    db, ev = event_db
    sym = tmp_path / "innocent.pdf"
    sym.symlink_to(db)
    hard = tmp_path / "hard.pdf"
    os.link(db, hard)
    folder_link = tmp_path / "other"
    folder_link.symlink_to(tmp_path)
    before = _digest(db)
    for target in (sym, hard, folder_link / "ev.db"):
        assert _report(db, ev, target, "--force") == 2, target
        assert "argument --out" in capsys.readouterr().err
    assert sym.is_symlink() and _digest(db) == before
    _still_an_event(db, ev)


def test_another_sqlite_database_is_never_overwritten(event_db: tuple[Path, str],
                                                      tmp_path: Path) -> None:
    db, ev = event_db
    other = tmp_path / "other-event.sqlite3"
    EventService(str(other)).create_event("Otra", "kodem")
    dispose_engines()
    before = _digest(other)
    assert _report(db, ev, other, "--force") == 2
    assert _digest(other) == before


def test_a_symlink_at_the_destination_is_never_followed(event_db: tuple[Path, str],
                                                        tmp_path: Path,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    db, ev = event_db
    victim = tmp_path / "notes.txt"
    victim.write_text("the judge's notes")
    link = tmp_path / "report.pdf"
    link.symlink_to(victim)
    assert _report(db, ev, link, "--force") == 2
    assert "symbolic link" in capsys.readouterr().err
    assert victim.read_text() == "the judge's notes" and link.is_symlink()


def test_an_existing_file_needs_force(event_db: tuple[Path, str], tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    db, ev = event_db
    out = tmp_path / "wall.pdf"
    out.write_text("yesterday's pairings")
    assert _report(db, ev, out) == 2
    err = capsys.readouterr().err
    assert str(out) in err and "already exists" in err and "--force" in err
    assert out.read_text() == "yesterday's pairings"
    inode = out.stat().st_ino
    assert _report(db, ev, out, "--force") == 0
    assert out.read_bytes().startswith(b"%PDF")
    assert out.stat().st_ino != inode  # replaced by a rename, not rewritten in place
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_csv_and_match_reports_go_through_the_same_guard(event_db: tuple[Path, str],
                                                         tmp_path: Path) -> None:
    db, ev = event_db
    out = tmp_path / "standings.csv"
    out.write_text("keep me")
    assert main(["--db", str(db), "report", "standings", ev, "--out", str(out)]) == 2
    assert out.read_text() == "keep me"
    sample = Path(__file__).parents[2] / "resources/samples/kodem/clean-game.json"
    assert main(["--db", str(db), "report", "match", str(sample), "--out", str(db)]) == 2
    _still_an_event(db, ev)


def test_write_output_is_atomic_and_leaves_no_scratch_file(tmp_path: Path) -> None:
    target = tmp_path / "a.pdf"
    write_output(target, b"one")
    write_output(target, b"two", force=True)
    assert target.read_bytes() == b"two"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.pdf"]
    with pytest.raises(OutputRefused) as refused:
        write_output(tmp_path, b"x", force=True)
    assert refused.value.reason == "folder"
    with pytest.raises(OutputRefused) as refused:
        write_output(tmp_path / "missing" / "a.pdf", b"x")
    assert refused.value.reason == "folder"
    with pytest.raises(OutputRefused) as refused:
        write_output(tmp_path / "x.sqlite3-wal", b"x", protect=[tmp_path / "x.sqlite3"])
    assert refused.value.reason == "database"  # a journal that does not exist yet, too
