"""Kingdom (Mazo de Estrategia): red-team logs written from the rulebook (third round),
each a case where Juez once disagreed with the rulebook."""

from __future__ import annotations

import pytest

from judge_app.logs import LogError
from tests.games.kingdom.random_games import game
from tests.games.kingdom.test_rules import envelope, ev
from tests.support.games import replay_of


def test_a_log_of_three_players_is_refused_with_its_json_path() -> None:
    """One player and their enemy ("turno enemigo"): a third player is named at
    ``$.players`` (with the setup it lists, not as a missing setup key)."""
    data = envelope([ev(1, "P1", "stage", stage="convocacion")])
    data["players"].append({"id": "P3", "name": "Eva"})
    data["setup"]["P3"] = {"strategy_deck": [], "hand": []}
    with pytest.raises(LogError) as info:
        replay_of(data)
    assert info.value.path == "$.players"


@pytest.mark.parametrize("seed", range(0, 200, 5))
def test_random_legal_games_have_no_violations(seed: int) -> None:
    replay = replay_of(game(seed))
    assert [(v.seq, v.section, v.message("en")) for v in replay.violations] == []
