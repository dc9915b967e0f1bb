"""Digimon HiperColiseo: red-team logs written from the rulebook (third round), each a
case where Juez once disagreed with "Reglas del Juego"."""

from __future__ import annotations

from typing import Any

import pytest

from judge_app.logs import LogError
from tests.games.digimon.test_rules import OPEN, envelope, ev, phase
from tests.support.games import found, replay_of

# Guilmon (A) against Terriermon (B): each uses the other's letter, 20 against 20: a tie.
TIED_ROUND = [*OPEN, phase("digitalizacion"), phase("entrenamiento"), phase("preparacion"),
              phase("evolucion"), phase("batalla"),
              ev(None, "battle_result", powers={"P1": 20, "P2": 20}, winner=None),
              phase("puntuacion")]


def _with_points(events: list[dict[str, Any]], points: int) -> dict[str, Any]:
    log = envelope(events)
    for player in ("P1", "P2"):
        log["setup"][player]["points"] = points
    return log


def test_a_tie_that_takes_both_players_to_zero_scores_both_and_is_a_draw() -> None:
    """'Si los jugadores empatan … ambos pierden 10 puntos escalares' [puntuacion]: the
    second score of the round is not play after the end of the game."""
    events = [*TIED_ROUND, ev(None, "score", loser="P1", points=10),
              ev(None, "score", loser="P2", points=10), ev(None, "game_end", winner=None)]
    flags = found(replay_of(_with_points(events, 10)))
    # only the setup's 10 starting points (not 100) are flagged, at seq 0
    assert flags == [(0, "P1", "mazo"), (0, "P2", "mazo")]


def test_after_a_tie_to_zero_a_third_score_is_still_play_after_the_end() -> None:
    events = [*TIED_ROUND, ev(None, "score", loser="P1", points=10),
              ev(None, "score", loser="P2", points=10), ev(None, "score", loser="P1", points=10)]
    flags = found(replay_of(_with_points(events, 10)))
    assert (13, None, "mazo") in flags


def test_a_log_of_three_players_is_refused_at_players_before_its_setup() -> None:
    data = envelope(OPEN)
    data["players"].append({"id": "P3", "name": "Eva"})
    with pytest.raises(LogError) as info:
        replay_of(data)
    assert info.value.path == "$.players"
