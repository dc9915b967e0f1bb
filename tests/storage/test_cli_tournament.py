"""The tournament commands' extensions, human output, exit codes and the database choice."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlalchemy import text

from judge_app.cli import main
from judge_app.storage.service import EventService, engine_for


def _json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    assert main([*argv, "--json"]) == 0, capsys.readouterr().err
    data: dict[str, object] = json.loads(capsys.readouterr().out)
    return data


def test_db_after_the_command_and_from_the_environment(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "a.sqlite3")
    ev = _json(capsys, "event", "create", "--name", "Liga", "--game", "kodem", "--db", db)
    assert ev["event"] == "ev-1"
    monkeypatch.setenv("JUEZ_DB", db)
    listed = _json(capsys, "event", "list")
    assert listed["events"] == [{"event": "ev-1", "name": "Liga", "game": "kodem",
                                 "date": ev["date"], "tiebreakers": "mtg", "round": 0}]
    assert main(["event", "create", "--name", "X", "--game", "kodem",
                 "--tiebreakers", "ajedrez"]) == 2
    assert "--tiebreakers" in capsys.readouterr().err


def test_human_output_repair_lists_and_a_tampered_audit(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "b.sqlite3")
    base = ["--db", db]
    assert main([*base, "event", "create", "--name", "Liga", "--game", "kodem",
                 "--tiebreakers", "buchholz"]) == 0
    assert capsys.readouterr().out.strip() == "ev-1"
    for name in ("Ana", "Beto", "Caro"):
        assert main([*base, "player", "add", "ev-1", name]) == 0
    assert main([*base, "round", "pair", "ev-1"]) == 0
    out = capsys.readouterr().out
    assert "Round 1" in out and "bye" in out
    repaired = _json(capsys, *base, "round", "repair", "ev-1")
    assert repaired["round"] == 1 and len(repaired["pairings"]) == 2  # type: ignore[arg-type]
    assert main([*base, "round", "result", "ev-1", "1", "2-0"]) == 0
    assert "round 1 table 1" in capsys.readouterr().out
    assert main([*base, "round", "repair", "ev-1"]) == 2
    assert "cannot be paired again" in capsys.readouterr().err
    assert main([*base, "standings", "ev-1"]) == 0
    out = capsys.readouterr().out
    assert "buchholz" in out and "Standings after round 1" in out
    rows = _json(capsys, *base, "standings", "ev-1")["standings"]
    assert set(rows[0]) >= {"rank", "player", "name", "points", "record", "buchholz",  # type: ignore[index]
                            "sb"}
    assert main([*base, "player", "drop", "ev-1", "P002"]) == 0
    assert "dropped after round 1" in capsys.readouterr().out
    players = _json(capsys, *base, "player", "list", "ev-1")["players"]
    assert [p["dropped_after"] for p in players] == [None, 1, None]  # type: ignore[attr-defined,index]
    assert main([*base, "penalty", "add", "ev-1", "P001", "--infraction", "Lento",
                 "--penalty", "caution", "--cite", "kodem-5.0:6.7-G16"]) == 0
    capsys.readouterr()
    pens = _json(capsys, *base, "penalty", "list", "ev-1", "--player", "P001")["penalties"]
    assert [p["cite"] for p in pens] == ["kodem-5.0:6.7-G16"]  # type: ignore[attr-defined,index]
    assert main([*base, "penalty", "list", "ev-1", "--player", "P404"]) == 2
    assert "'P404' is not registered" in capsys.readouterr().err

    with engine_for(EventService(db).url).begin() as conn:
        conn.execute(text("UPDATE audit_entry SET author = 'nadie' WHERE seq = 2"))
    assert main([*base, "audit", "verify", "ev-1"]) == 1
    out = capsys.readouterr().out
    assert "BROKEN" in out and "entry 2 (player.add) was edited" in out
    assert main([*base, "audit", "verify", "ev-1", "--json"]) == 1
    assert json.loads(capsys.readouterr().out)["ok"] is False
