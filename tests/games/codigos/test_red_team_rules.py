"""Códigos: red-team games written from the rulebook (third round) that Juez already
replays without a flag, for 2, 3 and 4 players."""

from __future__ import annotations

import pytest

from tests.games.codigos.random_games import game
from tests.support.games import replay_of


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(0, 120, 6))
def test_random_legal_games_have_no_violations(seed: int, players: int) -> None:
    log = game(seed, players)
    assert log["events"][-1]["action"] == "game_end"
    replay = replay_of(log)
    assert [(v.seq, v.section, v.message("en")) for v in replay.violations] == []
