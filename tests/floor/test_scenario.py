"""Done-when scenario of issue 13 from the command line: a 64-player event with a clock,
two extensions, a judge call that becomes a penalty, a deck check that finds a
discrepancy, a swapped pairing and a fixed seat — six Swiss rounds, every round
published, every report printed, the audit intact."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.floor.conftest import cli, cli_json

ROOT = Path(__file__).resolve().parents[2]
ROSTER = ROOT / "resources" / "samples" / "events" / "regional-cdmx-64.csv"
DECK = ROOT / "resources" / "samples" / "kodem" / "decks" / "legal-standard.json"


@pytest.mark.slow  # a whole event: the full suite runs it, the fast loop leaves it out
def test_a_whole_event_on_the_floor_from_the_cli(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--db", str(tmp_path / "floor.sqlite3")]
    rng = random.Random(13)
    ev = cli_json(capsys, *db, "event", "create", "--name", "Regional CDMX", "--game",
                  "kodem")["event"]
    assert cli_json(capsys, *db, "player", "import", ev, str(ROSTER))["imported"] == 64
    cli(capsys, *db, "player", "seat", ev, "P010", "5")          # a fixed seat
    cli(capsys, *db, "player", "apart", ev, "P001", "P002")       # siblings
    seating = cli_json(capsys, *db, "round", "seating", ev)       # deck registration
    assert sum(len(t["players"]) for t in seating["tables"]) == 64
    assert cli_json(capsys, *db, "deck", "register", ev, "P003", str(DECK))["legal"]

    presented = json.loads(DECK.read_text("utf-8"))
    presented["equipment"] = presented["equipment"][:-1]
    shown = tmp_path / "presented.json"
    shown.write_text(json.dumps(presented), "utf-8")

    for round_no in range(1, 7):
        paired = cli_json(capsys, *db, "round", "pair", ev)
        assert paired["round"] == round_no
        tables = {t["table"]: t for t in paired["pairings"]}
        seat = next(t for t in paired["pairings"] if "P010" in (t["p1"], t["p2"]))
        assert seat["table"] == 5
        assert not any({t["p1"], t["p2"]} == {"P001", "P002"} for t in paired["pairings"])
        if round_no == 1:
            # a swapped pairing, before results, with its warnings; then publish
            a, b = tables[1]["p1"], tables[2]["p2"]
            edit = cli_json(capsys, *db, "round", "edit", ev, "--swap", a, b)
            assert edit["published"] is False
            tables = {t["table"]: t for t in edit["pairings"]}
            assert {tables[1]["p1"], tables[1]["p2"]} >= {b}
        draft = tmp_path / f"draft-{round_no}.pdf"
        cli(capsys, *db, "report", "pairings", ev, "--out", str(draft))
        assert "BORRADOR / DRAFT" in PdfReader(draft).pages[0].extract_text()
        cli(capsys, *db, "round", "publish", ev)
        cli(capsys, *db, "clock", "start", ev, "--minutes", "50")
        if round_no == 1:
            table_of = {x: t["table"] for t in tables.values() for x in (t["p1"], t["p2"])}
            # the deck check finds a discrepancy: exit 1, with an extension for the table
            check = cli_json(capsys, *db, "deck", "compare", ev, "P003", str(shown),
                             "--extension", "6", status=1)
            assert check["penalty"] == "game_loss"
            assert check["differences"] == [{"zone": "equipment", "card": "jade",
                                              "registered": 1, "presented": 0,
                                              "cite": "kodem-5.0 §7"}]
            # a judge call with an extension, which becomes a penalty
            call_table = next(t for t in tables if t != table_of["P003"] and
                              tables[t]["p2"] is not None)
            call = cli_json(capsys, *db, "call", "add", ev, str(call_table), "--judge",
                            "Ana Juez", "--question", "¿Atacó con una carta en descanso?",
                            "--ruling", "Sí: el ataque no procede", "--cite",
                            "kodem-5.0:5.1", "--extension", "3")
            pen = cli_json(capsys, *db, "call", "penalty", ev, str(call["id"]),
                           call["players"][0], "--penalty", "warning")
            assert pen["cite"] == "kodem-5.0:5.1" and pen["round"] == 1
            cli(capsys, *db, "clock", "pause", ev)
            cli(capsys, *db, "clock", "resume", ev)
            status = cli_json(capsys, *db, "clock", "status", ev)
            assert sorted(x["minutes"] for x in status["extensions"]) == [3, 6]
            assert status["clock"]["running"] is True
        for t in tables.values():
            if t["p2"] is not None:
                score = rng.choice(("2-0", "2-1", "1-2", "0-2", "1-1-1"))
                cli(capsys, *db, "round", "result", ev, str(t["table"]), score)
        assert cli_json(capsys, *db, "clock", "status", ev)["playing"] == []

    calls = tmp_path / "calls.pdf"
    cli(capsys, *db, "report", "judge-calls", ev, "--out", str(calls))
    text = PdfReader(calls).pages[0].extract_text()
    assert "Llamadas a juez" in text and "Ana Juez" in text and "+3 min" in text
    final = tmp_path / "final.pdf"
    cli(capsys, *db, "report", "pairings-by-name", ev, "--out", str(final))
    assert "DRAFT" not in PdfReader(final).pages[0].extract_text()
    penalties = cli_json(capsys, *db, "penalty", "list", ev)["penalties"]
    assert [p["penalty"] for p in penalties] == ["warning"]
    standings = cli_json(capsys, *db, "standings", ev)
    assert standings["round"] == 6 and len(standings["standings"]) == 64
    assert cli_json(capsys, *db, "audit", "verify", ev)["ok"] is True
