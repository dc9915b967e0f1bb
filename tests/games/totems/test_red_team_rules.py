"""Tótems: red-team logs written from the rulebook (third round), each a case where Juez
once disagreed with the rulebook."""

from __future__ import annotations

import pytest

from judge_app.logs import LogError
from tests.games.totems.random_games import game
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


@pytest.mark.parametrize("seed", [*range(0, 400, 7), 926])
def test_random_legal_games_have_no_violations(seed: int) -> None:
    """Seed 926: the attack that destroys the last defender leaves 7 cards in hand; the
    game is over (Final 1), so its ``end_turn`` is no hand-limit breach."""
    replay = replay_of(game(seed))
    assert [(v.seq, v.section, v.message("en")) for v in replay.violations] == []


def test_the_game_won_with_seven_cards_in_hand() -> None:
    events = game(926)["events"]
    final = [e for e in events if e["action"] == "end_turn"][-1]
    player = final["player"]
    replay = replay_of(game(926))
    assert len(replay.state_json(len(events) - 1)["players"][player]["hand"]) == 7


def test_a_game_end_without_winner_claims_nothing() -> None:
    """``winner: null`` claims a draw (clarification); a ``game_end`` without the key claims
    nothing, so it is not read as a draw that the defenders contradict."""
    log = game(3)
    assert log["events"][-1]["winner"] == "P1"
    del log["events"][-1]["winner"]
    assert replay_of(log).violations == []
    log["events"][-1]["winner"] = None
    assert [(v.seq, v.section) for v in replay_of(log).violations] == [
        (len(log["events"]), "fin-de-la-partida")]
