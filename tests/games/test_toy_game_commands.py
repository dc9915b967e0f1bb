"""A new game needs no file outside its folder (issue 21 §1): the toy game of
``tests/support/toygame/`` declares every part in its ``GameInfo`` (rules, notation,
position, suggestions, coverage, deck rule, demo sample, rulebook files), and every
command works on it — ``check``, ``replay``, ``position``, ``notation show/parse``
without ``--game``, ``deck-check``, the match report, the recorder's offers.

A game whose declared part is missing or has the wrong shape is refused at registration,
with the part's name.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader

from judge_app.cli import main as cli_main
from judge_app.games import (
    GameInfo,
    GamePartError,
    GameParts,
    game_info,
    known_games,
    register_game,
)
from judge_app.recording.hooks import recorder_for
from judge_app.replay import Replay
from tests.support import toygame

SAMPLES = toygame.HERE / "samples"
CLEAN = SAMPLES / "clean.json"
TOO_MANY = SAMPLES / "too-many.json"


@pytest.fixture
def toy() -> Iterator[GameInfo]:
    with toygame.registered() as info:
        yield info


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli_main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_every_part_is_where_the_game_declares_it(toy: GameInfo) -> None:
    assert toy.part("notation").game == "juguete"
    assert toy.part("position").__name__ == "tests.support.toygame.position"
    assert recorder_for("juguete") is toy.part("suggest")
    assert toy.demo_table() == CLEAN and toy.demo_table("standard") == CLEAN
    assert toy.sample_dir == SAMPLES


def test_check_and_replay(toy: GameInfo, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "check", str(CLEAN), "--json")
    assert code == 0 and json.loads(out)["violations"] == []
    code, out, _ = _run(capsys, "replay", str(TOO_MANY), "--at", "3", "--json")
    assert code in (0, 1), out
    assert json.loads(out)["points"] == {"P1": 2, "P2": 5}


def test_a_position_and_a_log_that_starts_there(toy: GameInfo, tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    out_file = tmp_path / "from-2.json"
    code, _, err = _run(capsys, "position", str(TOO_MANY), "--at", "2", "--out", str(out_file))
    assert code == 0, err
    data = json.loads(out_file.read_text("utf-8"))
    assert data["position"]["points"] == {"P1": 2, "P2": 0}
    assert len(data["events"]) == 2
    # replayed from the position, the same violation, its seq counted from the position
    assert [(v.seq, v.citation.section) for v in Replay.from_file(out_file).violations] == \
        [(1, "turno")]


def test_notation_show_then_parse_without_game(toy: GameInfo, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    code, text, _ = _run(capsys, "notation", "show", str(CLEAN))
    assert code == 0 and "Ana suma 3" in text
    typed = tmp_path / "clean.txt"
    typed.write_text(text, encoding="utf-8")
    code, out, err = _run(capsys, "notation", "parse", str(typed))  # the header names the game
    assert code == 0, err
    assert json.loads(out)["events"] == json.loads(CLEAN.read_text("utf-8"))["events"]


def test_deck_check_cites_the_declared_deck_rule(toy: GameInfo,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    deck = SAMPLES / "decks" / "deck-too-big.json"
    code, out, _ = _run(capsys, "deck-check", str(deck), "--game", "juguete", "--json")
    assert code == 1
    problems = json.loads(out)["problems"]
    assert [(p["rulebook"], p["section"]) for p in problems] == [("juguete-1", "objetivo")]
    assert toy.deck_rule.section == "objetivo"


def test_the_match_report_prints_the_toy_violation(toy: GameInfo, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    pdf = tmp_path / "review.pdf"
    code, _, err = _run(capsys, "report", "match", str(TOO_MANY), "--out", str(pdf))
    assert code == 0, err
    text = "".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "Suma más de tres puntos" in text


def test_the_recorder_offers_the_declared_suggestions(toy: GameInfo) -> None:
    replay = Replay.from_file(CLEAN)
    offers = recorder_for("juguete").suggest(replay.state_at(1), replay.log)
    assert [o.event["action"] for o in offers] == ["score", "end_turn"]


# ------------------------------------------------------------------ a part missing or wrong

def _broken(**parts: str | None) -> GameInfo:
    return dataclasses.replace(toygame.INFO, parts=dataclasses.replace(toygame.INFO.parts,
                                                                        **parts))


@pytest.mark.parametrize(("parts", "named", "why"), [
    ({"notation": ".notacion:NOTATION"}, "notation", "not found"),
    ({"position": ".rules"}, "position", "to_position"),
    ({"suggest": ".suggest:NO_SUCH"}, "suggest", "has no 'NO_SUCH'"),
    ({"notation": ".position:FIELDS"}, "notation", "not the GameNotation"),
])
def test_a_missing_or_wrong_part_is_refused_with_its_name(parts: dict[str, str], named: str,
                                                           why: str) -> None:
    with pytest.raises(GamePartError, match=why) as caught:
        register_game(_broken(**parts))
    assert caught.value.part == named and caught.value.game == "juguete"
    assert f"part {named!r}" in str(caught.value)
    assert "juguete" not in known_games()


def test_a_missing_demo_sample_or_rulebook_file_is_refused() -> None:
    with pytest.raises(GamePartError, match="part 'demo_sample'"):
        register_game(dataclasses.replace(toygame.INFO, demo_sample="no-such.json"))
    book = dataclasses.replace(toygame.INFO.rulebooks[0], source_file="no-such.md")
    with pytest.raises(GamePartError, match=r"part 'rulebooks'.*no-such\.md"):
        register_game(dataclasses.replace(toygame.INFO, rulebooks=(book,)))
    assert "juguete" not in known_games()


def test_a_game_without_optional_parts_still_registers() -> None:
    bare = dataclasses.replace(toygame.INFO, parts=GameParts(rules=":GAME"))
    register_game(bare)
    try:
        assert game_info("juguete").part("notation") is None
        assert recorder_for.__wrapped__("juguete").suggest is not None  # the empty default
    finally:
        from judge_app.games import unregister_game

        unregister_game("juguete")


def test_a_game_without_positions_says_so_instead_of_crashing(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 21: ``position`` crashed with an internal error for a new game; a game that
    declares no position part gets exit 2 and the reason, at the JSON path."""
    from judge_app.games import unregister_game

    register_game(dataclasses.replace(toygame.INFO, parts=GameParts(rules=":GAME")))
    try:
        code, out, err = _run(capsys, "position", str(TOO_MANY), "--at", "2")
        assert (code, out) == (2, "")
        assert "$.position" in err and "has no positions" in err
    finally:
        unregister_game("juguete")


def test_every_part_of_juez_own_games_has_its_shape() -> None:
    for key in known_games():
        game_info(key).check_parts()


def test_the_samples_menu_names_the_toy_game_and_its_sample(toy: GameInfo) -> None:
    from judge_app.games import sample_game, sample_title

    assert sample_game(CLEAN) is toy
    assert sample_title(CLEAN) == ("Juego de Juguete · Partida limpia",
                                   "Partida limpia: Ana gana con diez puntos")


def test_every_sample_of_juez_has_a_title_of_its_own() -> None:
    """No sample is titled from its file name (issue 23 §11: "Zone corners" was English)."""
    from judge_app.games import sample_title

    for key in known_games():
        info = game_info(key)
        for path in sorted(info.sample_dir.glob("*.json")):
            if path.name.endswith(".expected.json"):
                continue
            title, _tip = sample_title(path)
            assert title.startswith(f"{info.title} · "), title
            assert title != f"{info.title} · {path.stem.replace('-', ' ').capitalize()}", path
