"""Tótems: the corners issue 24 named (the last card drawn mid-turn, an Escudo attacked by a
weaker Tótem, an Espada's partner after a lost attack), each shown by a shipped sample and its
near miss built here from the same log."""

from __future__ import annotations

import json
from typing import Any

from judge_app.games import game_info
from tests.support.games import found, replay_of

SAMPLES = game_info("totems").sample_dir


def _log(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((SAMPLES / f"{name}.json").read_text("utf-8"))
    return data


def _events(data: dict[str, Any]) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = data["events"]
    return events


def test_the_partner_of_a_lost_espada_attack_keeps_its_ability_annulled() -> None:
    data = _log("ability-violations")
    assert (3, "P1", "espada") in found(replay_of(data))
    # The near miss: the same Suma losing alone breaks the Suma's own rule, not the Espada's.
    _events(data)[1] = {"turn": 1, "player": "P1", "action": "attack", "card": "t2d",
                        "target": "t4c", "result": "defender"}
    assert (3, "P1", "suma") in found(replay_of(data))


def test_a_weaker_totem_against_an_escudo_loses_by_power_and_spends_the_shield() -> None:
    data = _log("ability-violations")
    assert (6, "P2", "atacar") in found(replay_of(data))
    # A stronger Tótem then beats the discovered Escudo: its one immunity was spent.
    _events(data)[12] = {"turn": 4, "player": "P2", "action": "attack", "card": "t13b",
                         "target": "t6b", "result": "attacker"}
    assert not any(seq == 13 for seq, _, _ in found(replay_of(data)))


def test_an_escudo_that_an_equal_attack_would_beat_is_cited_as_escudo() -> None:
    data = _log("ability-violations")
    _events(data)[5] = {"turn": 2, "player": "P2", "action": "attack", "card": "t13b",
                        "target": "t6b", "result": "attacker"}
    assert (6, "P2", "escudo") in found(replay_of(data))


def test_the_last_card_drawn_by_a_descarte_makes_that_turn_the_last() -> None:
    data = _log("last-card-descarte")
    assert found(replay_of(data)) == [(4, "P2", "fin-de-la-partida"),
                                      (5, "P2", "fin-de-la-partida")]
    data["events"] = [*_events(data)[:3], _events(data)[-1]]
    assert found(replay_of(data)) == []


def test_the_last_card_drawn_by_a_suma_in_the_rivals_turn_leaves_the_drawer_a_turn() -> None:
    assert found(replay_of(_log("last-card-early-end"))) == [(8, None, "fin-de-la-partida")]
    played = _log("last-card-suma")
    assert found(replay_of(played)) == [(8, "P1", "fin-de-la-partida")]
    del _events(played)[7]  # no draw from the empty deck: the last turn starts at its action
    assert found(replay_of(played)) == []
