"""Decklists (register, compare at the table) for the games with deck rules, and the
penalty history of a person across events."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.storage.errors import TournamentError
from judge_app.tournament.model import PenaltyKind
from tests.floor.conftest import cli, cli_json, new_event

ROOT = Path(__file__).resolve().parents[2]
KODEM_DECKS = ROOT / "resources" / "samples" / "kodem" / "decks"


def _deck(game: str) -> dict[str, Any]:
    if game == "kodem":
        return dict(json.loads((KODEM_DECKS / "legal-standard.json").read_text("utf-8")))
    setup = json.loads((ROOT / "resources" / "samples" / game / "clean.json")
                       .read_text("utf-8"))["setup"]["P1"]
    if game == "kingdom":
        return {"game": game, "strategy_deck": setup["strategy_deck"]}
    return {"game": game, **setup}


@pytest.mark.parametrize("game", ["kodem", "digimon", "kingdom"])
def test_register_and_compare_for_each_game_with_deck_rules(sqlite_url: str, game: str) -> None:
    svc, ev = new_event(sqlite_url, 4, game)
    deck = _deck(game)
    assert [p for p in svc.register_deck(ev, "P001", deck) if p.severity.value == "error"] == []
    assert svc.registered_deck(ev, "P001") == deck
    same = svc.compare_deck(ev, "P001", deck)
    assert same.matches and same.penalty is None
    zone = next(k for k, v in deck.items() if isinstance(v, list) and len(v) > 2)
    changed = dict(deck)
    changed[zone] = deck[zone][1:]
    svc.pair_next_round(ev)
    check = svc.compare_deck(ev, "P001", changed, extension=4)
    assert not check.matches and check.penalty is PenaltyKind.GAME_LOSS
    assert {d.zone for d in check.differences} == {zone}
    assert check.citation.rulebook == svc.event_summary(ev).game or check.citation.rulebook
    assert check.extension is not None and check.extension.minutes == 4
    assert svc.clock_status(ev).extensions[0].reason == "deck_check"
    actions = [e.action for e in svc.audit_entries(ev)]
    assert actions.count("deck.register") == 1 and actions.count("deck.compare") == 2


def test_illegal_list_is_stored_flagged_and_refusals(sqlite_url: str) -> None:
    svc, ev = new_event(sqlite_url, 2)
    bad = json.loads((KODEM_DECKS / "illegal-duplicate.json").read_text("utf-8"))
    problems = svc.register_deck(ev, "P001", bad)
    assert any(p.section == "6.7-G1" for p in problems)
    with pytest.raises(TournamentError, match="no registered decklist"):
        svc.compare_deck(ev, "P002", bad)
    with pytest.raises(TournamentError, match="is for 'totems'"):
        svc.register_deck(ev, "P002", {**bad, "game": "totems"})
    with pytest.raises(TournamentError, match="required key"):
        svc.register_deck(ev, "P002", {"game": "kodem"})
    assert svc.registered_deck(ev, "P002") is None


def test_cli_deck_register_and_compare(tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--db", str(tmp_path / "d.sqlite3")]
    ev = cli_json(capsys, *db, "event", "create", "--name", "Liga", "--game", "kodem")["event"]
    for i in range(1, 5):
        cli(capsys, *db, "player", "add", ev, f"Jugador {i}")
    legal = str(KODEM_DECKS / "legal-standard.json")
    assert cli_json(capsys, *db, "deck", "register", ev, "P001", legal)["legal"] is True
    data = cli_json(capsys, *db, "deck", "register", ev, "P002",
                    str(KODEM_DECKS / "illegal-duplicate.json"), status=1)
    assert data["legal"] is False and data["problems"][0]["cite"] == "kodem-5.0 §6.7-G1"
    cli(capsys, *db, "round", "pair", ev)
    presented = json.loads(Path(legal).read_text("utf-8"))
    presented["equipment"] = presented["equipment"][:-1]
    shown = tmp_path / "presented.json"
    shown.write_text(json.dumps(presented), "utf-8")
    out, _ = cli(capsys, *db, "deck", "compare", ev, "P001", str(shown), "--extension", "5",
                 "--lang", "en", status=1)
    assert "equipment: jade — registered 1, presented 0  [kodem-5.0 §7]" in out
    assert "suggested penalty: game loss" in out and "+5 min" in out
    data = cli_json(capsys, *db, "deck", "compare", ev, "P001", legal)
    assert data["matches"] is True and data["differences"] == []
    _, err = cli(capsys, *db, "deck", "compare", ev, "P001", str(tmp_path / "none.json"),
                 status=2)
    assert "none.json" in err


def test_penalty_history_across_events_and_the_registration_warning(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--db", str(tmp_path / "h.sqlite3")]
    old = cli_json(capsys, *db, "event", "create", "--name", "Liga 2025", "--game",
                   "kodem")["event"]
    cli(capsys, *db, "player", "add", old, "Ana López")
    cli(capsys, *db, "player", "add", old, "Beto")
    cli(capsys, *db, "round", "pair", old)
    cli(capsys, *db, "penalty", "add", old, "P001", "--infraction", "Ataca en descanso",
        "--penalty", "warning", "--cite", "kodem-5.0:5.1")
    new = cli_json(capsys, *db, "event", "create", "--name", "Liga 2026", "--game",
                   "kodem")["event"]
    out, err = cli(capsys, *db, "player", "add", new, "ana  LÓPEZ")
    assert "P001" in out and "aviso" in err and "1 penalty from 1 earlier event" in err
    _, err = cli(capsys, *db, "player", "add", new, "Caro")
    assert err == ""
    hist = cli_json(capsys, *db, "penalty", "list", new, "--all-events", "--player", "P001")
    assert [(p["event"], p["penalty"], p["matched_by"], p["current"])
            for p in hist["penalties"]] == [(old, "warning", "name", False)]
    own = cli_json(capsys, *db, "penalty", "list", new, "--player", "P001")
    assert own["penalties"] == []
    _, err = cli(capsys, *db, "penalty", "list", new, "--all-events", status=2)
    assert "--player" in err


def test_import_warns_once_for_each_new_player_with_history(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--db", str(tmp_path / "i.sqlite3")]
    old = cli_json(capsys, *db, "event", "create", "--name", "2025", "--game", "kodem")["event"]
    cli(capsys, *db, "player", "add", old, "Ana López")
    cli(capsys, *db, "player", "add", old, "Beto")
    cli(capsys, *db, "round", "pair", old)
    cli(capsys, *db, "penalty", "add", old, "P001", "--infraction", "Ataca en descanso",
        "--penalty", "warning", "--cite", "kodem-5.0:5.1")
    new = cli_json(capsys, *db, "event", "create", "--name", "2026", "--game", "kodem")["event"]
    roster = tmp_path / "roster.csv"
    roster.write_text("id,name\nA1,Ana López\nB1,Beto\n", "utf-8")
    _, err = cli(capsys, *db, "player", "import", new, str(roster))
    assert err.count("aviso") == 1 and "A1" in err
    roster.write_text("id,name\nC1,Caro\n", "utf-8")
    _, err = cli(capsys, *db, "player", "import", new, str(roster))
    assert err == ""
