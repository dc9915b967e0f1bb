"""Tótems: red-team logs written from the rulebook (third round), each a case where Juez
once disagreed with the rulebook."""

from __future__ import annotations

import pytest

from judge_app.logs import LogError
from tests.games.totems.test_rules import SAMPLE, ev, log
from tests.support.games import replay_of


def test_a_log_of_three_players_is_refused_with_its_json_path() -> None:
    """Tótems is played by two ("el jugador oponente"): a third player is named at
    ``$.players``, never replayed against a rival that does not exist."""
    data = log([ev(1, "P1", "draw")])
    data["players"].append({"id": "P3", "name": "Eva"})
    data["setup"]["hands"]["P3"] = list(SAMPLE["setup"]["hands"]["P2"])
    data["setup"]["defenders"]["P3"] = list(SAMPLE["setup"]["defenders"]["P2"])
    with pytest.raises(LogError) as info:
        replay_of(data)
    assert info.value.path == "$.players"
