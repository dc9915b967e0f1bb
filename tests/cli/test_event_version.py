"""``standings`` says which version of the event it saw, and ``round correct --expected-version``
refuses a correction when the event changed since (issue 10 §6: a CLI correction must not
silently win over another station's edit)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.storage.service import EventService


def _event(tmp_path: Path) -> tuple[str, str]:
    db = str(tmp_path / "ev.sqlite3")
    svc = EventService(db)
    ev = svc.create_event("Liga", "kodem").id
    for name in ("Ana", "Beto", "Caro", "Dani"):
        svc.add_player(ev, name)
    svc.pair_next_round(ev)
    svc.record_result(ev, 1, "2-0")
    svc.record_result(ev, 2, "2-1")
    return db, ev


def _standings_version(db: str, ev: str, capsys: pytest.CaptureFixture[str]) -> int:
    assert main(["--db", db, "standings", ev, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    version = data["version"]
    assert isinstance(version, int) and version > 0
    assert main(["--db", db, "standings", ev, "--lang", "en"]) == 0
    assert f"(version {version})" in capsys.readouterr().out.splitlines()[0]
    assert main(["--db", db, "standings", ev, "--lang", "es"]) == 0
    assert f"(versión {version})" in capsys.readouterr().out.splitlines()[0]
    return int(version)


def test_standings_prints_the_version_and_a_correction_from_it_is_accepted(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db, ev = _event(tmp_path)
    seen = _standings_version(db, ev, capsys)
    assert seen == EventService(db).event_version(ev)
    assert main(["--db", db, "round", "correct", ev, "1", "1", "0-2",
                 "--expected-version", str(seen)]) == 0
    capsys.readouterr()
    assert str(EventService(db).matches(ev, 1)[0].score) == "0-2"
    # the correction is itself a change: the version moved on, and the old one is stale now
    assert EventService(db).event_version(ev) > seen


def test_a_correction_against_standings_another_station_changed_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db, ev = _event(tmp_path)
    seen = _standings_version(db, ev, capsys)
    # another station changes another table meanwhile: the standings seen are out of date
    EventService(db, station="mesa 2").correct_result(ev, 1, 2, "1-2")
    audit_before = EventService(db).verify_audit(ev).entries
    assert main(["--db", db, "round", "correct", ev, "1", "1", "0-2",
                 "--expected-version", str(seen), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert "changed by another station" in err and "nothing was saved" in err
    assert f"version {seen}" in err
    svc = EventService(db)
    assert str(svc.matches(ev, 1)[0].score) == "2-0"  # nothing saved
    assert svc.verify_audit(ev).entries == audit_before
    assert main(["--db", db, "round", "correct", ev, "1", "1", "0-2",
                 "--expected-version", str(seen), "--lang", "es"]) == 2
    assert "otra estación cambió el evento" in capsys.readouterr().err


def test_expected_version_must_be_a_number(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    db, ev = _event(tmp_path)
    assert main(["--db", db, "round", "correct", ev, "1", "1", "0-2",
                 "--expected-version", "siete"]) == 2
    assert "--expected-version" in capsys.readouterr().err
