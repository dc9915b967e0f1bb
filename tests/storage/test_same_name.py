"""A player registered twice by mistake (the same name typed again at the desk) would be
paired twice and lose every round by no-show: ``player add`` refuses a name already in the
event (case, accents and spacing ignored) unless the judge says it is another person."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.storage.errors import SameNameError
from judge_app.storage.service import EventService


def _event(tmp_path: Path) -> tuple[str, EventService, str]:
    db = str(tmp_path / "ev.sqlite3")
    svc = EventService(db)
    return db, svc, svc.create_event("Liga", "kodem").id


@pytest.mark.parametrize("again", ["Ana Pérez", "ana perez", "  ANA   PÉREZ ", "Ána Perez"])
def test_the_same_name_again_is_refused_and_nothing_is_written(tmp_path: Path,
                                                                again: str) -> None:
    _db, svc, ev = _event(tmp_path)
    svc.add_player(ev, "Ana Pérez")
    entries = len(svc.audit_entries(ev))
    with pytest.raises(SameNameError) as info:
        svc.add_player(ev, again)
    assert (info.value.existing, info.value.existing_name, info.value.field) == (
        "P001", "Ana Pérez", "name")
    assert "P001" in info.value.message("es") and "otra persona" in info.value.message("es")
    assert [p.name for p in svc.players(ev)] == ["Ana Pérez"]
    assert len(svc.audit_entries(ev)) == entries


def test_another_person_of_that_name_is_registered_when_the_judge_says_so(
        tmp_path: Path) -> None:
    _db, svc, ev = _event(tmp_path)
    svc.add_player(ev, "Ana Pérez")
    twin = svc.add_player(ev, "Ana Pérez", same_name=True)
    assert (twin.id, twin.name) == ("P002", "Ana Pérez")
    assert svc.add_player(ev, "Ana Pereira").id == "P003"  # a similar name is not the same


def test_a_dropped_player_counts_reinstate_them_instead(tmp_path: Path) -> None:
    _db, svc, ev = _event(tmp_path)
    for name in ("Ana", "Beto"):
        svc.add_player(ev, name)
    svc.drop_player(ev, "P001")
    with pytest.raises(SameNameError):
        svc.add_player(ev, "Ana")


def test_the_command_line_says_how_and_refuses_with_exit_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db, svc, ev = _event(tmp_path)
    assert main(["--db", db, "player", "add", ev, "Ana Pérez"]) == 0
    capsys.readouterr()
    assert main(["--db", db, "player", "add", ev, "ana pérez", "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert "argument NAME" in err and "P001" in err and "--same-name" in err
    assert main(["--db", db, "player", "add", ev, "ana pérez", "--lang", "es"]) == 2
    assert "añade --same-name" in capsys.readouterr().err
    assert len(svc.players(ev)) == 1
    assert main(["--db", db, "player", "add", ev, "Ana Pérez", "--same-name"]) == 0
    assert [p.id for p in svc.players(ev)] == ["P001", "P002"]


def test_a_roster_file_tells_people_apart_by_id(tmp_path: Path) -> None:
    _db, svc, ev = _event(tmp_path)
    roster = tmp_path / "players.csv"
    roster.write_text("id,name\nA1,Juan López\nA2,Juan López\n", encoding="utf-8")
    assert [p.id for p in svc.import_players_csv(ev, roster)] == ["A1", "A2"]
