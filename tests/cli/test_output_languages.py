"""Every line of the command line's output a person reads comes in Spanish and English (issue 8
§4), by the rule the error messages follow: ``--lang``, else ``JUEZ_LANG``, else the locale.
``--json`` is the same document in both languages (its keys are a contract)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.storage.service import EventService

#: Words of the English output that must never appear in the Spanish one (whole words).
ENGLISH = ("Round", "round", "table", "bye", "dropped", "Standings", "after", "rank", "player",
           "points", "record", "champion", "entered", "corrected", "penalty", "deleted",
           "players", "registered", "active", "suggested", "Swiss", "rounds", "tiebreakers",
           "no", "events", "archived", "joins", "is back", "imported", "audit", "intact",
           "entries", "seal", "backups", "wrote", "page", "pages")


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    status = main(list(argv))
    out = capsys.readouterr().out
    assert status == 0, (argv, out)
    return out


def _english_words(text: str) -> list[str]:
    return [w for w in ENGLISH if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text)]


@pytest.fixture
def event(tmp_path: Path) -> tuple[str, str]:
    """A six-player event in round 2 after a drop (so one of five has the bye)."""
    return _make(str(tmp_path / "ev.sqlite3"))


def _make(db: str) -> tuple[str, str]:
    svc = EventService(db)
    ev = svc.create_event("Liga de Otoño", "kodem", date="2026-11-25").id
    for name in ("Ana", "Beto", "Caro", "Dani", "Elena", "Gael"):
        svc.add_player(ev, name)
    svc.pair_next_round(ev)
    for table in (1, 2, 3):
        svc.record_result(ev, table, "2-0")
    svc.drop_player(ev, "P002")
    svc.pair_next_round(ev)
    return db, ev


def _session(db: str, ev: str, lang: str, capsys: pytest.CaptureFixture[str],
             tmp_path: Path) -> dict[str, str]:
    """The human output of a scorekeeper's commands, in ``lang``."""
    out: dict[str, str] = {}
    out["event list"] = _run(capsys, "--db", db, "event", "list", "--lang", lang)
    out["event show"] = _run(capsys, "--db", db, "event", "show", ev, "--lang", lang)
    out["player add"] = _run(capsys, "--db", db, "player", "add", ev, "Fabi", "--lang", lang)
    out["player list"] = _run(capsys, "--db", db, "player", "list", ev, "--lang", lang)
    out["round show"] = _run(capsys, "--db", db, "round", "show", ev, "--lang", lang)
    out["round result"] = _run(capsys, "--db", db, "round", "result", ev, "1", "2-1",
                               "--lang", lang)
    out["round correct"] = _run(capsys, "--db", db, "round", "correct", ev, "2", "1", "1-2",
                                "--lang", lang)
    out["standings"] = _run(capsys, "--db", db, "standings", ev, "--lang", lang)
    out["penalty add"] = _run(capsys, "--db", db, "penalty", "add", ev, "P001",
                              "--infraction", "Mazo", "--penalty", "warning",
                              "--cite", "kodem-5.0:6.7-P1", "--lang", lang)
    out["penalty list"] = _run(capsys, "--db", db, "penalty", "list", ev, "--lang", lang)
    out["audit verify"] = _run(capsys, "--db", db, "audit", "verify", ev, "--lang", lang)
    report = tmp_path / f"standings-{lang}.pdf"
    out["report"] = _run(capsys, "--db", db, "report", "standings", ev, "--out", str(report),
                         "--lang", lang)
    return out


def test_every_line_in_spanish_and_in_english(event: tuple[str, str], tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    db, ev = event
    es = _session(db, ev, "es", capsys, tmp_path)
    assert "Ronda 2" in es["round show"] and "mesa" in es["round show"]
    assert "descanso" in es["round show"]  # five active players: one has the bye
    assert "Clasificación tras la ronda" in es["standings"]
    assert "(retirado)" in es["standings"] and "(retirado)" in es["player list"]
    assert "(anotado)" in es["round result"] and "(corregido)" in es["round correct"]
    assert "entra en la ronda 3" in es["player add"]
    assert "sanción" in es["penalty add"] and "ronda 2" in es["penalty list"]
    assert "registro de auditoría intacto" in es["audit verify"]
    assert "escrito" in es["report"] and "página" in es["report"]
    for command, text in es.items():
        assert _english_words(text) == [], (command, text)
    db2, ev2 = _make(str(tmp_path / "other.sqlite3"))
    en = _session(db2, ev2, "en", capsys, tmp_path)
    assert "Round 2" in en["round show"] and "table" in en["round show"]
    assert "bye" in en["round show"] and "(dropped)" in en["standings"]
    assert "Standings after round" in en["standings"]
    assert "(entered)" in en["round result"] and "joins in round 3" in en["player add"]
    assert "audit log intact" in en["audit verify"] and "wrote" in en["report"]


def test_the_default_language_is_juez_lang_then_the_locale(
        event: tuple[str, str], capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    db, ev = event
    monkeypatch.setenv("JUEZ_LANG", "es")
    assert "Ronda 2" in _run(capsys, "--db", db, "round", "show", ev)
    monkeypatch.setenv("JUEZ_LANG", "en")
    assert "Round 2" in _run(capsys, "--db", db, "round", "show", ev)
    monkeypatch.delenv("JUEZ_LANG")
    for var in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "es_MX.UTF-8")
    assert "Clasificación tras la ronda" in _run(capsys, "--db", db, "standings", ev)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert "Standings after round" in _run(capsys, "--db", db, "standings", ev)


@pytest.mark.parametrize("argv", [
    ("round", "show"), ("standings",), ("player", "list"), ("event", "show"),
    ("penalty", "list"), ("audit", "verify")])
def test_json_is_the_same_document_in_both_languages(
        event: tuple[str, str], capsys: pytest.CaptureFixture[str],
        argv: tuple[str, ...]) -> None:
    db, ev = event
    docs = [json.loads(_run(capsys, "--db", db, *argv, ev, "--json", "--lang", lang))
            for lang in ("es", "en")]
    assert docs[0] == docs[1]
