"""Kódem's shape (issue 11 §3, §4, §7): actions and variants described once, rules split by
area, no import cycle between the state and the shared-id resolver, no copy of GameEnd."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

import pytest

import judge_app
from judge_app.games import common, get_game
from judge_app.games.kodem import actions, state
from judge_app.games.kodem.actions import ACTIONS, EVENT_MODELS, KodemAction
from judge_app.games.kodem.variants import VARIANTS, KodemVariant
from judge_app.games.loading import load_log
from judge_app.resources import resource_path

KODEM = Path(judge_app.__file__).parent / "games" / "kodem"


def _imports(path: Path) -> set[str]:
    """The modules a file imports at run time (``if TYPE_CHECKING`` blocks left out)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()

    def visit(nodes: list[ast.stmt]) -> None:
        for node in nodes:
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                continue
            if isinstance(node, ast.ImportFrom) and node.module:
                found.add(node.module)
            elif isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
            elif isinstance(node, ast.If | ast.Try):
                visit(node.body)
    visit(tree.body)
    return found


def test_the_state_does_not_import_the_resolver() -> None:
    """kodem/state.py ↔ instances.py was a cycle (hidden behind TYPE_CHECKING one way)."""
    assert "judge_app.games.kodem.instances" not in _imports(KODEM / "state.py")
    source = (KODEM / "instances.py").read_text(encoding="utf-8")
    assert "TYPE_CHECKING" not in source  # instances imports the state it reads, plainly
    assert "judge_app.games.kodem.state" in _imports(KODEM / "instances.py")


def test_game_end_is_the_shared_model() -> None:
    assert get_game("kodem").event_models["game_end"] is common.GameEnd


def test_every_action_is_described_once_with_the_model_the_loader_uses() -> None:
    game = get_game("kodem")
    assert dict(game.event_models) == EVENT_MODELS
    assert list(ACTIONS) == list(EVENT_MODELS)
    for name, action in ACTIONS.items():
        assert action.name == name
        assert game.handlers[name].model is action.model


def test_the_old_per_action_tables_are_gone() -> None:
    """LATE_MAKING, ANYONE, NEEDS_PLAYER, DUPLICATE_MAKING, _REFS and FIELDS became fields of
    KodemAction; no module of the rules defines them again."""
    for path in [*(KODEM / "rules").glob("*.py"), *(KODEM / name for name in (
            "actions.py", "instances.py", "state.py", "variants.py", "cards.py"))]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = {t.id for node in tree.body if isinstance(node, ast.Assign | ast.AnnAssign)
                 for t in (node.targets if isinstance(node, ast.Assign) else [node.target])
                 if isinstance(t, ast.Name)}
        assert not names & {"LATE_MAKING", "ANYONE", "NEEDS_PLAYER", "DUPLICATE_MAKING",
                            "_REFS", "FIELDS", "DECLARATIONS", "MULTIPLAYER"}, path


def test_an_action_finds_its_card_fields_in_its_model() -> None:
    assert (ACTIONS["attack"].refs, ACTIONS["attack"].ref_lists) == (("card", "target"),
                                                                     ("targets",))
    assert (ACTIONS["note"].refs, ACTIONS["note"].ref_lists) == ((), ())
    with pytest.raises(AttributeError):
        ACTIONS["note"].anyone = False  # type: ignore[misc]


def test_a_player_is_required_where_the_description_says() -> None:
    needs = {name for name, a in ACTIONS.items() if a.needs_player}
    assert {"turn", "attack", "replace", "token"} <= needs
    assert not needs & {"damage", "note", "game_end", "mark"}
    assert isinstance(actions.ACTIONS["turn"], KodemAction)


def test_the_game_lists_every_variant_default_first() -> None:
    assert get_game("kodem").variants == tuple(VARIANTS) == (
        "standard", "extended", "jungla", "cazador", "manada")
    assert all(isinstance(v, KodemVariant) for v in VARIANTS.values())
    assert {k for k, v in VARIANTS.items() if v.multiplayer} == {"jungla", "cazador", "manada"}
    assert [k for k, v in VARIANTS.items() if not v.same_name_rule] == ["extended"]


def _log(variant: str, players: int, **setup: Any) -> dict[str, Any]:
    raw = json.loads(resource_path("samples", "kodem", "clean-game.json").read_text("utf-8"))
    raw["variant"] = variant
    side = raw["setup"]["P1"]
    raw["players"] = [{"id": f"P{i + 1}", "name": f"Jugador {i + 1}"} for i in range(players)]
    raw["setup"] = {f"P{i + 1}": side for i in range(players)} | setup
    raw["events"] = []
    return raw


@pytest.mark.parametrize(("variant", "players", "section"), [
    ("standard", 3, "4"), ("extended", 3, "4"), ("jungla", 2, "8.1"), ("cazador", 9, "8.1"),
])
def test_the_number_of_players_comes_from_the_variant(
        tmp_path: Path, variant: str, players: int, section: str) -> None:
    path = tmp_path / "log.json"
    path.write_text(json.dumps(_log(variant, players, target_count=5)), "utf-8")
    log = load_log(path)
    found = [v for v in get_game("kodem").setup_problems(log) if v.seq == 0
             and v.section == section and "jugadores" in v.message_es]
    assert len(found) == 1, [v.message_es for v in get_game("kodem").setup_problems(log)]


def test_state_module_stays_a_plain_data_module() -> None:
    assert not {m for m in _imports(KODEM / "state.py") if m.startswith("judge_app.games.kodem.r")}
    assert state.SLOTS == ("M1", "M2", "M3")
