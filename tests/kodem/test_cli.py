"""``judge-app check|replay|deck-check`` on the Kódem samples (shared/spec/cli.md).

Most runs call :func:`judge_app.cli.main` in-process (stdout and stderr captured);
one runs the real entry point in a subprocess.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from judge_app.cli import main

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "resources" / "samples" / "kodem"
DECKS = SAMPLES / "decks"
LOGS = sorted(p for p in SAMPLES.glob("*.json") if not p.name.endswith(".expected.json"))
DECK_FILES = sorted(p for p in DECKS.glob("*.json") if not p.name.endswith(".expected.json"))


def expected_of(path: Path) -> Any:
    return json.loads(path.with_name(path.stem + ".expected.json").read_text(encoding="utf-8"))


@pytest.fixture
def kodem() -> None:
    """The Kódem rules module, loaded once (an import error fails every test using it)."""
    from judge_app.games import get_game

    get_game("kodem")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def flags(items: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    return sorted((v["seq"], v["player"] or "", v["section"], v["severity"],
                   v.get("penalty") or "") for v in items)


# --- check -------------------------------------------------------------------------------
@pytest.mark.usefixtures("kodem")
@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.stem)
def test_check_json_is_the_expected(capsys: pytest.CaptureFixture[str], log: Path) -> None:
    expected = expected_of(log)
    code, out, err = run(capsys, "check", str(log), "--json")
    assert err == ""
    data = json.loads(out)
    assert code == (1 if expected else 0)
    assert data["game"] == "kodem"
    assert data["events"] == len(json.loads(log.read_text(encoding="utf-8"))["events"])
    assert flags(data["violations"]) == flags(expected)
    for v in data["violations"]:
        assert v["rulebook"] == "kodem-5.0" and v["message"]
        assert v["severity"] in ("error", "warning")
        assert isinstance(v["seq"], int) and (v["player"] is None or isinstance(v["player"], str))
        assert {"seq", "player", "rulebook", "section", "severity", "message"} <= set(v)
        assert set(v) <= {"seq", "player", "rulebook", "section", "severity", "message",
                          "penalty"}


@pytest.mark.usefixtures("kodem")
def test_check_languages_and_human_text(capsys: pytest.CaptureFixture[str]) -> None:
    log = str(SAMPLES / "rest-violations.json")
    _, es_out, _ = run(capsys, "check", log, "--json", "--lang", "es")
    _, en_out, _ = run(capsys, "check", log, "--json", "--lang", "en")
    es, en = json.loads(es_out)["violations"], json.loads(en_out)["violations"]
    assert [v["section"] for v in es] == [v["section"] for v in en]
    assert all(a["message"] != b["message"] for a, b in zip(es, en, strict=True))
    code, text, _ = run(capsys, "check", log)
    assert code == 1
    lines = text.strip().splitlines()
    # the rulebook's words, never its ids (issue 23 §11); --ids gives the ids
    assert lines[0].startswith("#15  P2  Kódem TCG 5.0 §5 Fase Previa  error  ")
    assert lines[1].startswith("#17  P1  Kódem TCG 5.0 §5.1 Descansos  error  ")
    code, text, _ = run(capsys, "check", log, "--ids")
    lines = text.strip().splitlines()
    assert lines[0].startswith("#15  P2  kodem-5.0 §5/previa  error  ")
    assert lines[1].startswith("#17  P1  kodem-5.0 §5.1  error  ")
    code, text, _ = run(capsys, "check", str(SAMPLES / "clean-game.json"), "--lang", "en")
    assert code == 0 and text.startswith("No violations in ")
    code, text, _ = run(capsys, "check", str(SAMPLES / "clean-game.json"))
    assert code == 0 and text.startswith("Sin infracciones en ")


@pytest.mark.usefixtures("kodem")
def test_check_severity_words_follow_the_language(capsys: pytest.CaptureFixture[str],
                                                  tmp_path: Path) -> None:
    """Human text: ``advertencia`` in Spanish, ``warning`` in English; JSON keeps ``warning``."""
    from tests.support.kodem import Match, dump_log

    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("rest_update", card="itzal")  # a late update: allowed (6.7-G15)
    m.ev("pass")
    m.turn("P2")
    m.ev("pass")
    m.turn("P1")
    m.ev("rest_update", card="tlalo")  # seq 8: a second occasion, 6.7-G16, a warning
    log = tmp_path / "olvidos.json"
    log.write_text(dump_log(m.to_dict()), encoding="utf-8")
    code, out, _ = run(capsys, "check", str(log), "--ids")
    assert code == 1
    assert out.strip().splitlines() == [out.strip()]
    assert out.startswith("#8  P1  kodem-5.0 §6.7-G16  advertencia  P1 actualiza tarde")
    code, out, _ = run(capsys, "check", str(log), "--lang", "en", "--ids")
    assert out.startswith("#8  P1  kodem-5.0 §6.7-G16  warning  P1 updates a descanso")
    for lang in ("es", "en"):
        code, out, _ = run(capsys, "check", str(log), "--json", "--lang", lang)
        data = json.loads(out)
        assert code == 1 and list(data) == ["game", "events", "violations"]
        assert data["game"] == "kodem" and data["events"] == 8
        (v,) = data["violations"]
        assert list(v) == ["seq", "player", "rulebook", "section", "severity", "message"]
        assert (v["seq"], v["player"], v["rulebook"], v["section"], v["severity"]) == (
            8, "P1", "kodem-5.0", "6.7-G16", "warning")
    code, out, _ = run(capsys, "replay", str(log), "--at", "8")
    assert code == 0 and "Interacciones — 16  advertencia  " in out and "oculta" in out
    code, out, _ = run(capsys, "replay", str(log), "--at", "8", "--lang", "en", "--ids")
    assert "§6.7-G16  warning  " in out and "hidden" in out and "oculta" not in out


def test_check_unreadable_logs(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    missing = tmp_path / "nada.json"
    code, out, err = run(capsys, "check", str(missing))
    assert (code, out) == (2, "") and str(missing) in err and "cannot read" in err
    broken = tmp_path / "roto.json"
    broken.write_text('{"format": "juez-match-log",\n "version": 1,,\n}', encoding="utf-8")
    code, _, err = run(capsys, "check", str(broken))
    assert code == 2 and f"{broken}: line 2:" in err
    data = json.loads((SAMPLES / "clean-game.json").read_text(encoding="utf-8"))
    data["version"] = 7
    future = tmp_path / "futuro.json"
    future.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run(capsys, "check", str(future), "--json")
    assert code == 2 and f"{future}: $.version: unsupported log version 7" in err


@pytest.mark.usefixtures("kodem")
def test_check_unknown_instance_names_the_event_field(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    data = json.loads((SAMPLES / "clean-game.json").read_text(encoding="utf-8"))
    index = next(i for i, e in enumerate(data["events"]) if e["action"] == "attack")
    data["events"][index]["card"] = "fantasma"
    bad = tmp_path / "fantasma.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run(capsys, "check", str(bad))
    assert (code, out) == (2, "")
    assert f"$.events[{index}].card" in err and "fantasma" in err and str(bad) in err


@pytest.mark.usefixtures("kodem")
def test_check_event_with_a_wrong_type(capsys: pytest.CaptureFixture[str],
                                       tmp_path: Path) -> None:
    data = json.loads((SAMPLES / "clean-game.json").read_text(encoding="utf-8"))
    index = next(i for i, e in enumerate(data["events"]) if e["action"] == "damage")
    data["events"][index]["amount"] = "tres"
    bad = tmp_path / "tipo.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run(capsys, "check", str(bad))
    assert code == 2 and f"$.events[{index}].amount" in err


# --- replay ------------------------------------------------------------------------------
@pytest.mark.usefixtures("kodem")
def test_replay(capsys: pytest.CaptureFixture[str]) -> None:
    log = str(SAMPLES / "clean-game.json")
    code, out, err = run(capsys, "replay", log, "--at", "5", "--json")
    assert (code, err) == (0, "")
    state = json.loads(out)
    assert isinstance(state, dict) and state
    text = json.dumps(state, ensure_ascii=False)
    for word in ("itzal", "kuma2", "anaya", "bruno2"):
        assert word in text
    code, out, _ = run(capsys, "replay", log, "--at", "0")
    assert code == 0 and out.startswith("Turno ")
    code, out, _ = run(capsys, "replay", log, "--at", "6", "--lang", "en")
    assert code == 0 and out.startswith("#6  P1  attack") and "Turn 1" in out
    total = len(json.loads((SAMPLES / "clean-game.json").read_text(encoding="utf-8"))["events"])
    code, _, _ = run(capsys, "replay", log, "--at", str(total), "--json")
    assert code == 0
    code, out, err = run(capsys, "replay", log, "--at", str(total + 1))
    assert (code, out) == (2, "") and "--at" in err and log in err and str(total) in err


@pytest.mark.usefixtures("kodem")
def test_replay_shows_the_violations_of_that_event(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "replay", str(SAMPLES / "rest-violations.json"), "--at", "17")
    assert code == 0 and "#17  P1  Kódem TCG 5.0 §5.1 Descansos  error" in out


def test_replay_bad_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    log = str(SAMPLES / "clean-game.json")
    for at in ("-1", "x"):
        code, out, err = run(capsys, "replay", log, "--at", at)
        assert (code, out) == (2, "") and "SEQ" in err
    code, _, err = run(capsys, "replay", log)
    assert code == 2 and "--at" in err


# --- deck-check --------------------------------------------------------------------------
@pytest.mark.usefixtures("kodem")
@pytest.mark.parametrize("deck", DECK_FILES, ids=lambda p: p.stem)
def test_deck_check_samples(capsys: pytest.CaptureFixture[str], deck: Path) -> None:
    expected = expected_of(deck)
    code, out, err = run(capsys, "deck-check", str(deck), "--game", "kodem", "--json")
    assert err == ""
    data = json.loads(out)
    assert code == (0 if expected["legal"] else 1)
    assert data["game"] == "kodem" and data["legal"] is expected["legal"]
    assert data["variant"] == json.loads(deck.read_text(encoding="utf-8"))["variant"]
    assert [(p["section"], p["severity"]) for p in data["problems"]] == [
        (p["section"], p["severity"]) for p in expected["problems"]]
    for p in data["problems"]:
        assert p["seq"] == 0 and p["rulebook"] == "kodem-5.0" and p["message"]


@pytest.mark.usefixtures("kodem")
def test_deck_check_human_text_and_variant(capsys: pytest.CaptureFixture[str]) -> None:
    deck = str(DECKS / "warning-17-adendei.json")
    code, out, _ = run(capsys, "deck-check", deck, "--game", "kodem")
    assert code == 0
    lines = out.strip().splitlines()
    assert lines[-1] == "Mazo legal (1 advertencia para el juez)."
    assert "§4 Preparación del Ecosistema  advertencia  " in lines[0]
    code, out, _ = run(capsys, "deck-check", deck, "--game", "kodem", "--lang", "en", "--ids")
    assert code == 0 and out.strip().endswith("Legal deck (1 warning for the judge).")
    assert "kodem-5.0 §4  warning  " in out
    # the same list is too small for the extended format
    code, out, _ = run(capsys, "deck-check", deck, "--game", "kodem", "--variant", "extended",
                       "--json")
    data = json.loads(out)
    assert code == 1 and data["variant"] == "extended" and not data["legal"]
    assert ("8.2", "error") in [(p["section"], p["severity"]) for p in data["problems"]]
    code, out, _ = run(capsys, "deck-check", str(DECKS / "illegal-duplicate.json"),
                       "--game", "kodem")
    assert code == 1 and out.strip().endswith("Mazo ilegal.")


@pytest.mark.usefixtures("kodem")
def test_deck_check_bad_input(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    deck = json.loads((DECKS / "legal-standard.json").read_text(encoding="utf-8"))
    deck["deck"][3] = "desconocida"
    bad = tmp_path / "mazo.json"
    bad.write_text(json.dumps(deck), encoding="utf-8")
    code, out, err = run(capsys, "deck-check", str(bad), "--game", "kodem")
    assert (code, out) == (2, "")
    assert str(bad) in err and "$.deck[3]" in err and "desconocida" in err
    code, _, err = run(capsys, "deck-check", str(DECKS / "legal-standard.json"),
                       "--game", "kodem", "--variant", "gigante")
    assert code == 2 and "--variant" in err and "gigante" in err


@pytest.mark.usefixtures("kodem")
def test_deck_check_arguments(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = run(capsys, "deck-check", str(DECKS / "legal-standard.json"),
                         "--game", "ajedrez")
    assert (code, out) == (2, "") and "--game" in err and "ajedrez" in err
    code, _, err = run(capsys, "deck-check", str(DECKS / "legal-standard.json"))
    assert code == 2 and "--game" in err
    broken = tmp_path / "roto.json"
    broken.write_text("{\n\n  \"main\": [}", encoding="utf-8")
    code, _, err = run(capsys, "deck-check", str(broken), "--game", "kodem")
    assert code == 2 and f"{broken}: line 3:" in err
    code, _, err = run(capsys, "deck-check", str(tmp_path / "no.json"), "--game", "kodem")
    assert code == 2 and "no.json" in err
    listed = tmp_path / "lista.json"
    listed.write_text("[]", encoding="utf-8")
    code, _, err = run(capsys, "deck-check", str(listed), "--game", "kodem")
    assert code == 2 and "JSON object" in err


@pytest.mark.usefixtures("kodem")
def test_deck_check_of_another_games_file(capsys: pytest.CaptureFixture[str],
                                          tmp_path: Path) -> None:
    deck = json.loads((DECKS / "legal-standard.json").read_text(encoding="utf-8"))
    deck["game"] = "totems"
    other = tmp_path / "otro.json"
    other.write_text(json.dumps(deck), encoding="utf-8")
    code, _, err = run(capsys, "deck-check", str(other), "--game", "kodem")
    assert code == 2 and "$.game" in err


# --- the real entry point ------------------------------------------------------------------
@pytest.mark.usefixtures("kodem")
def test_entry_point_in_a_subprocess() -> None:
    log = SAMPLES / "marks-and-heal.json"
    done = subprocess.run([sys.executable, "-m", "ui.main", "check", str(log), "--json",
                           "--lang", "en"], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 1, done.stderr
    assert flags(json.loads(done.stdout)["violations"]) == flags(expected_of(log))
    done = subprocess.run([sys.executable, "-m", "ui.main", "check", str(ROOT / "nada.json")],
                          cwd=ROOT, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 2 and done.stdout == "" and "nada.json" in done.stderr
