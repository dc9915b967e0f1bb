"""The game registry (issue 11 §2): one place lists the games, and nothing else names one.

A toy sixth game, defined whole in ``tests/support/toygame/``, is registered by
the tests and shows up in the CLI, the rulebooks and the packaging list (the
window's game list and rulebook browser: ``tests/ui/test_ui_toy_game.py``).
"""

from __future__ import annotations

import ast
import importlib.util
import json
import re
from pathlib import Path

import pytest

import judge_app.games
from judge_app.cli import main as cli_main
from judge_app.games import (
    game_for_rulebook,
    game_info,
    games,
    get_game,
    known_games,
    register_game,
    rulebook_infos,
)
from judge_app.games.base import GameInfo, RulebookInfo
from judge_app.games.loading import parse_log
from judge_app.logs.errors import LogError
from judge_app.replay import Replay
from judge_app.rulebooks import all_rulebooks, build_index, cited_section, index_path
from judge_app.tournament.decklists import deck_rule
from judge_app.tournament.infractions import infractions_for, rulebook_of
from judge_app.violations import Citation
from tests.support import toygame

ROOT = Path(__file__).resolve().parents[2]
CHECKED = ("judge_app", "ui", "packaging", "scripts")
TOY_LOG = toygame.HERE / "samples" / "too-many.json"


def _bundle():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("juez_bundle_registry",
                                                  ROOT / "packaging" / "bundle.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ------------------------------------------------------------------ no game named outside games/

def _forbidden() -> set[str]:
    """Every game key, rulebook id and card set name of the registered games."""
    out: set[str] = set()
    for info in games():
        out |= {info.key, *info.cardsets, *(book.id for book in info.rulebooks)}
    return out


def _docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                ids.add(id(body[0].value))
    return ids


def game_names_in(source: str, forbidden: set[str]) -> list[tuple[int, str]]:
    """(line, literal) of every string in the code (docstrings, prose, are not code) that
    names one of ``forbidden`` as a whole token (``kodem``, ``samples/kodem``,
    ``kodem-5.0:6.7-P1``; not ``kodemia``)."""
    tree = ast.parse(source)
    skip = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            tokens = set(re.findall(r"[\w.-]+", node.value))
            tokens |= {t.rstrip(".") for t in tokens}
            if tokens & forbidden:
                found.append((node.lineno, node.value))
    return found


def test_the_check_finds_a_game_named_in_code_and_not_in_prose() -> None:
    source = '''"""The kodem module docstring is prose."""
GAME = "kodem"
PATH = f"samples/{x}/totems/clean.json"
CITE = "kodem-5.0:6.7-P1"
OK = "kodemia"
def f():
    """A docstring: totems."""
'''
    assert sorted(line for line, _ in game_names_in(source, _forbidden())) == [2, 3, 4]


def test_no_source_outside_judge_app_games_names_a_game() -> None:
    forbidden = _forbidden()
    assert {"kodem", "totems", "kodem-5.0"} <= forbidden  # the registry found Juez's games
    games_dir = ROOT / "judge_app" / "games"
    offenders = []
    for folder in CHECKED:
        for py in sorted((ROOT / folder).rglob("*.py")):
            if games_dir in py.parents or "__pycache__" in py.parts:
                continue
            for line, literal in game_names_in(py.read_text(encoding="utf-8"), forbidden):
                offenders.append(f"{py.relative_to(ROOT)}:{line}: {literal!r}")
    assert offenders == [], "read the game registry instead:\n" + "\n".join(offenders)


# ------------------------------------------------------------------ the registry of Juez's games

def test_the_five_games_register_themselves_in_the_order_of_sections_md() -> None:
    assert known_games() == ["kodem", "kingdom", "codigos", "totems", "digimon"]
    assert [b.id for b in rulebook_infos()] == [
        "kodem-5.0", "kingdom-estrategia", "codigos", "totems", "digimon-hc"]
    for info in games():
        assert get_game(info.key).key == info.key
        assert get_game(info.key).rulebook == info.rulebook
        assert info.rulebooks[0].game == info.key
        assert info.part("notation").game == info.key
        assert any(info.sample_dir.glob("*.json")), info.key
        assert game_for_rulebook(info.rulebook) is info


def test_what_every_game_registers_cites_its_own_rulebook_sections() -> None:
    for info in games():
        cited = [info.deck_rule, *(i.citation for i in info.infractions),
                 *(r.citation for r in info.penalties.repeated)]
        for citation in cited:
            assert citation.rulebook == info.rulebook, (info.key, citation)
            assert cited_section(citation).text, (info.key, citation)
        assert deck_rule(info.key) == info.deck_rule
        assert infractions_for(info.key) == info.infractions
        assert rulebook_of(info.key) == info.rulebook


def test_unknown_games_and_rulebooks_say_which_are_known() -> None:
    with pytest.raises(KeyError, match=r"unknown game 'ajedrez'.*kodem"):
        game_info("ajedrez")
    assert deck_rule("ajedrez") is None and infractions_for("ajedrez") == ()
    assert rulebook_of("ajedrez") is None and game_for_rulebook("ajedrez-1") is None
    with pytest.raises(LogError, match=r"\$\.game: unknown game 'ajedrez'; known: kodem"):
        parse_log(json.dumps({"format": "juez-match-log", "version": 1, "game": "ajedrez",
                              "players": [{"id": "P1", "name": "A"}], "events": []}), "a.json")


def test_a_key_or_rulebook_already_taken_is_refused() -> None:
    kodem = game_info("kodem")
    register_game(kodem)  # the same registration again changes nothing
    assert known_games().count("kodem") == 1
    with pytest.raises(ValueError, match="'kodem' is already registered"):
        register_game(GameInfo("kodem", "Otro", "otro.modulo", kodem.rulebooks, kodem.deck_rule))
    clash = RulebookInfo("kodem-5.0", "otro", "x", "x", "x.md", "x")
    with pytest.raises(ValueError, match=r"rulebook 'kodem-5\.0' of 'otro'.*'kodem'"):
        register_game(GameInfo("otro", "Otro", "otro.modulo", (clash,), kodem.deck_rule))
    assert "otro" not in known_games()


def test_listing_the_games_loads_no_rules_module() -> None:
    import subprocess
    import sys

    code = ("import sys, judge_app.games as g, judge_app.rulebooks as r; g.known_games(); "
            "r.all_rulebooks(); print(sorted(m for m in sys.modules if m.endswith('.rules')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True).stdout
    assert out.strip() == "[]"


# ------------------------------------------------------------------ a toy sixth game

@pytest.fixture
def toy() -> object:
    with toygame.registered() as info:
        yield info


def test_the_toy_game_is_in_the_registry_only_while_registered(toy: GameInfo) -> None:
    assert known_games()[-1] == "juguete"
    assert get_game("juguete").title == "Juego de Juguete"
    assert [r.id for r in all_rulebooks()][-1] == "juguete-1"


def test_after_the_test_the_toy_game_is_gone() -> None:
    assert "juguete" not in known_games()
    assert "juguete-1" not in [b.id for b in rulebook_infos()]


def test_the_toy_rulebook_index_is_built_from_its_own_folder(toy: GameInfo) -> None:
    assert index_path("juguete-1").parent == toygame.HERE
    assert build_index("juguete-1") == index_path("juguete-1").read_text(encoding="utf-8")
    assert "tres" in cited_section(Citation("juguete-1", "turno")).text


def test_the_toy_game_is_checked_by_the_cli(toy: GameInfo,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["check", str(TOY_LOG), "--json"]) == 1
    found = json.loads(capsys.readouterr().out)
    violations = found["violations"] if isinstance(found, dict) else found
    assert [(v["rulebook"], v["section"]) for v in violations] == [("juguete-1", "turno")]
    assert Replay.from_file(TOY_LOG).violations[0].player == "P2"


def test_the_toy_game_is_among_the_cli_game_choices(toy: GameInfo,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli_main(["deck-check", "--help"])
    assert "juguete" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        cli_main(["event", "create", "--help"])
    assert "juguete" in capsys.readouterr().out
    assert cli_main(["rules", "show", "juguete-1", "turno"]) == 0
    assert "Nunca más de tres" in capsys.readouterr().out


def test_the_toy_game_is_packaged(toy: GameInfo) -> None:
    bundle = _bundle()
    assert bundle.game_modules()[-1] == "tests.support.toygame"
    hidden = bundle.hiddenimports()
    assert "tests.support.toygame" in hidden and "tests.support.toygame.rules" in hidden


def test_the_packaging_list_follows_the_registry() -> None:
    assert _bundle().game_modules() == [info.module for info in judge_app.games.games()]
