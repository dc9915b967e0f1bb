"""Kingdom (Mazo de Estrategia): red-team logs written from the rulebook (third round),
each a case where Juez once disagreed with the rulebook."""

from __future__ import annotations

from typing import Any

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


def _second_listed_starts(log: dict[str, Any]) -> dict[str, Any]:
    """The same game with the players' roles swapped: the second one listed starts."""
    swap = {"P1": "P2", "P2": "P1"}
    for event in log["events"]:
        event["player"] = swap[event["player"]]
        for key in ("target", "who"):
            if key in event:
                event[key] = swap[event[key][:2]] + event[key][2:]
    log["setup"] = {swap[p]: side for p, side in log["setup"].items()}
    return log


@pytest.mark.parametrize("seed", range(0, 60, 6))
def test_a_game_the_second_listed_player_starts(seed: int) -> None:
    """Who starts belongs to the base game: a first turn opened by the second player's
    draw is theirs, and their own-turn cards are no 3.3/3.4 breach."""
    replay = replay_of(_second_listed_starts(game(seed)))
    assert [(v.seq, v.section, v.message("en")) for v in replay.violations] == []


def test_a_first_turn_opened_by_a_rival_card_is_still_the_first_listed_players() -> None:
    """The near miss: a fragment whose first event is the second player's Arroje is that
    player acting in the first player's turn [3.4]."""
    events = [ev(1, "P2", "arroje", card="b-lanza1", troop_level=2, distance=2, roll=3,
                 stage="movimiento")]
    flags = [(v.seq, v.player, v.section) for v in replay_of(envelope(events, {
        "P2": ["b-lanza1"]})).violations]
    assert flags == [(1, "P2", "3.4")]
