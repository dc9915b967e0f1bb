"""Digimon: the corners issue 24 named (evolution and digitalization requirements, unions,
duplicate support codes, persistent options and options from the hand, effects after scoring,
points below 0), each shown by a shipped sample and its near miss built here from the same log."""

from __future__ import annotations

import json
from typing import Any

from judge_app.games import game_info
from tests.support.games import found, replay_of

SAMPLES = game_info("digimon").sample_dir


def _log(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((SAMPLES / f"{name}.json").read_text("utf-8"))
    return data


def _seqs(data: dict[str, Any]) -> set[int]:
    return {seq for seq, _, _ in found(replay_of(data))}


def test_the_sample_flags_each_requirement() -> None:
    assert found(replay_of(_log("requirement-violations"))) == [
        (5, "P2", "digitalizacion"), (8, "P2", "entrenamiento"), (13, "P1", "evolucion"),
        (15, "P1", "batalla"), (20, "P1", "puntuacion"), (29, "P1", "batalla"),
        (30, "P1", "preparacion")]


def test_a_persistent_option_stays_for_the_next_round() -> None:
    data = _log("requirement-violations")
    assert data["events"][27]["card"] == "OP-05"  # Chip Persistente, used in round 1
    assert 28 not in _seqs(data)


def test_a_digitalizer_digimon_may_digitalize() -> None:
    data = _log("requirement-violations")
    data["cards"]["HC-006"] = {"kind": "digimon", "name": "Kyubimon", "level": 4,
                               "battle_type": "C", "attacks": {"A": 70, "B": 50, "C": 30},
                               "pep": {"3": 10, "4": 20, "5": 30}, "digitalizer": True}
    assert 5 not in _seqs(data)


def test_a_union_with_one_digimon_in_play_and_the_other_trained_from_the_hand() -> None:
    data = _log("requirement-violations")
    # Growlmon (one of the union) is the digimon in play; Galgomon goes to training.
    data["cards"]["HC-001"] = {"kind": "digimon", "name": "Growlmon", "level": 3,
                               "battle_type": "A", "attacks": {"A": 60, "B": 50, "C": 40},
                               "pep": {"3": 10, "4": 20, "5": 30}}
    data["cards"]["HC-009"]["union"] = ["HC-001", "HC-005"]
    assert 13 not in _seqs(data)
    data["events"][6]["cards"] = []  # Galgomon never trained: the union is not complete
    assert 13 in _seqs(data)


def test_an_effect_that_says_it_plays_after_the_scoring_may() -> None:
    data = _log("requirement-violations")
    data["cards"]["OP-05"] = {"kind": "option", "name": "Chip Persistente", "persistent": True,
                              "effect": "Se activa después de la puntuación: +10."}
    assert 20 not in _seqs(data)


def test_one_support_of_a_code_is_used_normally() -> None:
    data = _log("requirement-violations")
    del data["events"][24:26]  # no support placed and used in Preparación
    flagged = found(replay_of(data))
    assert not any(section == "preparacion" for _, _, section in flagged), flagged


def test_points_below_zero_end_the_game_and_the_other_player_wins() -> None:
    data = _log("points-below-zero")
    assert found(replay_of(data)) == [(2, None, "mazo"), (3, "P1", "mazo"), (4, None, "mazo")]
    data["events"] = [data["events"][0], {**data["events"][-1], "winner": "P1"}]
    assert found(replay_of(data)) == []


def test_the_evolution_line_and_the_training_cards_it_requires() -> None:
    data = _log("evolution-requirements")
    assert found(replay_of(data)) == [(13, "P1", "evolucion"), (14, "P2", "evolucion")]
    events = data["events"]
    events[5] = {**events[5], "cards": ["OP-01", "SP-01"], "evolution": ["BO-11"]}
    events[12] = {**events[12], "card": "BO-11"}  # Growlmon evolves from Guilmon: its line
    events[6] = {**events[6], "cards": ["OP-05", "OP-01"]}  # O 1 + X 1: two cards
    assert found(replay_of(data)) == []
