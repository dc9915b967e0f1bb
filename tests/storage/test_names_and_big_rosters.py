"""Issue 10 §4 (players): names that hide characters are refused everywhere they come in, and a
large roster imports in one statement batch (the time and memory of 100,000 rows are printed by
benchmarks/players_csv.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.names import invisible_characters
from judge_app.storage.errors import TournamentError
from judge_app.storage.service import EventService

IMPERSONATIONS = {
    "right-to-left override": "Ana\u202e zeréP",
    "zero-width space": "Ana\u200b Pérez",
    "zero-width joiner": "Ana Pé\u200drez",
    "left-to-right isolate": "\u2066Ana Pérez\u2069",
    "word joiner": "Ana\u2060 Pérez",
    "byte order mark": "\ufeffAna Pérez",
    "soft hyphen": "Ana Pé\u00adrez",
    "control character": "Ana\x07 Pérez",
}


@pytest.mark.parametrize("kind", list(IMPERSONATIONS))
def test_a_name_with_hidden_characters_is_refused(tmp_path: Path, kind: str,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "ev.sqlite3")
    svc = EventService(db)
    ev = svc.create_event("Liga", "kodem").id
    name = IMPERSONATIONS[kind]
    with pytest.raises(TournamentError, match="invisible or direction-changing") as info:
        svc.add_player(ev, name)
    assert info.value.field == "name"
    assert main(["--db", db, "player", "add", ev, name]) == 2
    err = capsys.readouterr().err
    assert "U+" in err and ("\\u" in err or "\\x" in err)  # named, and shown visibly
    assert svc.players(ev) == []


def test_a_csv_with_one_hidden_character_imports_nobody_and_names_the_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "ev.sqlite3")
    svc = EventService(db)
    ev = svc.create_event("Liga", "kodem").id
    roster = tmp_path / "players.csv"
    roster.write_text("id,name\nP1,Ana Pérez\nP2,Ana\u200b Pérez\nP3,Beto\n", encoding="utf-8")
    assert main(["--db", db, "player", "import", ev, str(roster)]) == 2
    err = capsys.readouterr().err
    assert f"{roster}, line 3" in err and "U+200B ZERO WIDTH SPACE" in err
    assert svc.players(ev) == []


def test_right_to_left_scripts_and_ordinary_names_are_welcome(tmp_path: Path) -> None:
    svc = EventService(str(tmp_path / "ev.sqlite3"))
    ev = svc.create_event("Liga", "kodem").id
    for name in ("محمد علي", "דוד כהן", "王小明", "Zoë Ñúñez", "Ana\u00a0María"):
        assert invisible_characters(name) == []
        svc.add_player(ev, name)
    assert len(svc.players(ev)) == 5


def test_a_large_roster_imports_whole_with_ids_checked(tmp_path: Path) -> None:
    db = str(tmp_path / "ev.sqlite3")
    svc = EventService(db)
    ev = svc.create_event("Liga", "kodem").id
    svc.add_player(ev, "Ya inscrita", "X1")
    roster = tmp_path / "players.csv"
    lines = ["id,name", *(f"J{i:05d},Jugadora {i}" for i in range(5000))]
    roster.write_text("\n".join(lines) + "\n", encoding="utf-8")
    imported = svc.import_players_csv(ev, roster)
    assert len(imported) == 5000 and imported[-1].id == "J04999"
    players = svc.players(ev)
    assert len(players) == 5001 and players[1].name == "Jugadora 0"
    assert svc.verify_audit(ev).ok
    again = tmp_path / "again.csv"
    again.write_text("id,name\nJ00001,Repetida\n", encoding="utf-8")
    with pytest.raises(TournamentError, match=r"line 2.*already registered"):
        svc.import_players_csv(ev, again)
    svc.pair_next_round(ev)  # the imported rows are ordinary players
