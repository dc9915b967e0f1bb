"""Digimon HiperColiseo: red-team logs written from the rulebook (third round), each a
case where Juez once disagreed with "Reglas del Juego"."""

from __future__ import annotations

from typing import Any

import pytest

from judge_app.logs import LogError
from tests.games.digimon.random_games import game
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


@pytest.mark.parametrize("seed", [*range(0, 300, 7), 22, 80, 92, 176, 260, 275, 331])
def test_random_legal_games_have_no_violations(seed: int) -> None:
    """The listed seeds use one of two identical options in the slots, and later install
    into the slot the log took as emptied: an ``activate`` does not say which copy."""
    replay = replay_of(game(seed))
    assert [(v.seq, v.section, v.message("en")) for v in replay.violations] == []


def _two_copies_round(install_round_2: dict[str, Any]) -> list[dict[str, Any]]:
    return [*OPEN, phase("preparacion"),
            ev("P1", "install", card="OP-01", slot=1), ev("P1", "install", card="OP-01", slot=2),
            phase("batalla"),
            ev("P1", "activate", card="OP-01", effect="add", value=20, target="P1"),
            ev(None, "battle_result", powers={"P1": 40, "P2": 20}, winner="P1"),
            phase("puntuacion"), ev(None, "score", loser="P2", points=20),
            phase("actualizacion", 2), ev("P1", "draw", turn=2, count=2),
            phase("preparacion", 2), install_round_2]


TWO_OP01 = ["OP-01", "OP-01", "HC-004", "SP-01", "OP-02", "HC-002"]


def test_installing_into_the_slot_of_the_used_copy_of_an_identical_option() -> None:
    """Either OP-01 may be the one used and discarded [preparacion]: slot 2 is free."""
    events = _two_copies_round(ev("P1", "install", turn=2, card="OP-02", slot=2))
    assert found(replay_of(envelope(events, top1=TWO_OP01))) == []
    events = _two_copies_round(ev("P1", "install", turn=2, card="OP-02", slot=1))
    assert found(replay_of(envelope(events, top1=TWO_OP01))) == []


def test_a_slot_still_holding_its_option_is_no_free_slot() -> None:
    """The near miss: with both copies of OP-01 still in place, slot 2 is not free."""
    events = [*OPEN, phase("preparacion"),
              ev("P1", "install", card="OP-01", slot=1),
              ev("P1", "install", card="OP-01", slot=2),
              ev("P1", "install", card="OP-02", slot=2)]
    assert found(replay_of(envelope(events, top1=TWO_OP01))) == [(7, "P1", "preparacion")]


def test_a_log_replaying_its_own_events_again_never_copies_a_card() -> None:
    """Every event repeated after the game (each flagged) may move cards, never copy them:
    a support, option or digimon placed without being in the hand leaves the Área Oscura
    or the Océano Red (so the table the replay copies stays 30 cards a side)."""
    log = game(1)
    log["events"] = log["events"][:-1] * 40
    replay = replay_of(log)
    assert replay.violations
    for seq in range(0, len(log["events"]) + 1, 97):
        for side in replay.state_at(seq).sides.values():
            cards = (len(side.ocean) + len(side.hand) + len(side.dark) + len(side.digimon)
                     + len(side.evolution_box) + len(side.training) + len(side.supports)
                     + len(side.from_hand) + sum(1 for c in side.slots if c) + 1)
            assert cards <= 30


def test_a_game_end_without_winner_claims_nothing() -> None:
    """The contract's Digimon ``game_end`` has no fields: a bare one ends the game; only a
    logged ``winner`` is checked against the puntos escalares."""
    log = game(3)
    assert log["events"][-1] == {"action": "game_end", "winner": "P2"}
    log["events"][-1] = {"action": "game_end"}
    assert found(replay_of(log)) == []
    log["events"][-1] = {"action": "game_end", "winner": "P1"}
    assert found(replay_of(log)) == [(len(log["events"]), None, "mazo")]


def _evolution_phase(*late: dict[str, Any], first_train: bool = True) -> list[dict[str, Any]]:
    trained = [ev("P1", "train", cards=["OP-01"], evolution=["HC-004"])] if first_train else []
    return [*OPEN, phase("digitalizacion"), phase("entrenamiento"), *trained,
            phase("preparacion"), ev("P1", "install", card="OP-02", slot=1),
            phase("evolucion"), *late, ev("P1", "evolve", card="HC-004")]


def test_options_still_missing_are_added_in_evolucion() -> None:
    """Evolución: 'deberá colocar en la caja de entrenamiento, boca-abajo, las cartas de
    opciones que necesite y que aún no haya colocado' — from the hand or the slots."""
    from_hand = ev("P1", "train", cards=["OP-06"])
    from_slot = ev("P1", "train", cards=["OP-02"], **{"from": "slots"})
    assert found(replay_of(envelope(_evolution_phase(from_hand)))) == []
    assert found(replay_of(envelope(_evolution_phase(from_slot)))) == []


def test_evolucion_training_takes_no_digimon_deck_cards_or_caja_evolutiva() -> None:
    digimon = ev("P1", "train", cards=["HC-002"])
    assert found(replay_of(envelope(_evolution_phase(digimon)))) == [(10, "P1", "evolucion")]
    deck = ev("P1", "train", cards=["HC-001"], **{"from": "deck"})
    assert found(replay_of(envelope(_evolution_phase(deck)))) == [(10, "P1", "evolucion")]
    # without a digimon placed in Entrenamiento, one placed now does not let it evolve
    late_box = ev("P1", "train", cards=["OP-06"], evolution=["HC-004"])
    assert found(replay_of(envelope(_evolution_phase(late_box, first_train=False)))) == [
        (9, "P1", "evolucion")]


def test_training_in_preparacion_is_still_out_of_phase() -> None:
    events = [*OPEN, phase("preparacion"), ev("P1", "train", cards=["OP-01"])]
    assert found(replay_of(envelope(events))) == [(5, "P1", "entrenamiento")]
