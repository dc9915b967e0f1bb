"""Códigos: red-team games written from the rulebook (third round) that Juez already
replays without a flag, for 2, 3 and 4 players."""

from __future__ import annotations

import pytest

from judge_app.games.codigos.state import CodigosState
from tests.games.codigos.random_games import game
from tests.support.games import replay_of


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(0, 120, 6))
def test_random_legal_games_have_no_violations(seed: int, players: int) -> None:
    log = game(seed, players)
    assert log["events"][-1]["action"] == "game_end"
    replay = replay_of(log)
    assert [(v.seq, v.section, v.message("en")) for v in replay.violations] == []


def _cards_on_table(state: CodigosState) -> int:
    codes = [c for side in state.sides.values() for c in (*side.exposed, *side.hidden)]
    scored = [s for side in state.sides.values() for s in side.revealed]
    return (len(state.deck) + sum(1 for c in state.encarte if c) + len(state.discard)
            + len(state.set_aside) + sum(len(s.collection) for s in state.sides.values())
            + sum(1 + len(c.symbols) for c in codes) + sum(1 + len(s.symbols) for s in scored))


def test_a_log_replaying_its_own_events_again_never_copies_a_card() -> None:
    """Every event repeated after the game (each flagged) may move cards, never copy them:
    a card laid again from CÓDIGOS REVELADOS leaves it (the copies of the table the replay
    keeps stay the size of the deck, so checking stays linear in the log)."""
    log = game(1, 2)
    dealt = len(log["setup"]["deck"]) + 3 + 3 * 2
    log["events"] = log["events"][:-1] * 40
    replay = replay_of(log)
    assert replay.violations
    for seq in range(0, len(log["events"]) + 1, 97):
        assert _cards_on_table(replay.state_at(seq)) <= dealt
