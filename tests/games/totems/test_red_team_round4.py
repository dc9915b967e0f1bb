"""Tótems: red-team logs of the fourth round, written from the rulebook and the contract before
running Juez; each test is a case where Juez disagreed with them (it failed before the fix)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.logs import LogError
from tests.support.games import replay_of

CLEAN = Path(__file__).parents[1] / "contract_logs" / "totems" / "clean_01.json"


def test_abilities_written_capitalized_or_accented_are_the_contracts() -> None:
    """``Espada``, ``Escudo``, ``Ojo``, ``Suma`` (as the rulebook prints them) are the contract's
    abilities: the clean game stays clean instead of being refused at ``$.cards``."""
    data = json.loads(CLEAN.read_text("utf-8"))
    for card in data["cards"].values():
        if card.get("ability"):
            card["ability"] = card["ability"].capitalize()
    assert [(v.seq, v.section) for v in replay_of(data).violations] == []


def test_an_ability_that_is_none_of_the_four_is_still_refused() -> None:
    """The near miss: an unknown ability is refused with its JSON path."""
    data = json.loads(CLEAN.read_text("utf-8"))
    name = next(k for k, c in data["cards"].items() if c.get("ability"))
    data["cards"][name]["ability"] = "Fuego"
    with pytest.raises(LogError) as info:
        replay_of(data)
    assert name in info.value.path and info.value.path.endswith(".ability")


def _as_specs(data: dict[str, Any]) -> dict[str, Any]:
    """The same game with every card an ``INSTANCE:DEFINITION`` (``x7-ojo:7-ojo``) in the setup,
    the defenders copied from the hands with their definitions, the events naming instances."""
    ren = {k: "x" + k for k in data["cards"]}
    setup = data["setup"]
    setup["deck"] = [f"{ren[c]}:{c}" for c in setup["deck"]]
    for key in ("hands", "defenders"):
        setup[key] = {p: [f"{ren[c]}:{c}" for c in cards] for p, cards in setup[key].items()}
    for event in data["events"]:
        for key in ("card", "target", "with", "defender"):
            if event.get(key) in ren:
                event[key] = ren[event[key]]
        if "cards" in event:
            event["cards"] = [ren[c] for c in event["cards"]]
    return data


def test_defenders_written_as_the_hands_write_them() -> None:
    """``defenders`` are "4 of those 7": written ``INSTANCE:DEFINITION`` as in ``hands`` they name
    those instances (the log was refused: "unknown card instance 'x10c:10c'")."""
    data = _as_specs(json.loads(CLEAN.read_text("utf-8")))
    assert [(v.seq, v.section) for v in replay_of(data).violations] == []


def test_a_defender_not_dealt_to_the_player_is_still_refused() -> None:
    """The near miss: a defender spec whose instance is the rival's card is refused."""
    data = _as_specs(json.loads(CLEAN.read_text("utf-8")))
    rival_card = data["setup"]["hands"]["P2"][0]
    data["setup"]["defenders"]["P1"][0] = rival_card
    with pytest.raises(LogError) as info:
        replay_of(data)
    assert info.value.path == "$.setup.defenders.P1[0]"


def test_deck_check_reads_defenders_written_as_specs() -> None:
    """``judge-app deck-check`` reads the same setup block the same way."""
    from judge_app.games import get_game

    data = _as_specs(json.loads(CLEAN.read_text("utf-8")))
    block = {"game": "totems", "cards": data["cards"], **data["setup"]}
    assert [v for v in get_game("totems").deck_problems(block) if v.severity.value == "error"] \
        == []


def test_a_log_that_counts_its_turns_from_0() -> None:
    """``turn`` is a global counter; a log that starts it at 0 is the same game (every event of
    the first turn was "outside their turn"). The near miss: a turn 0 played by the wrong
    player after P1's is still two turns in a row [turno]."""
    data = json.loads(CLEAN.read_text("utf-8"))
    for event in data["events"]:
        if "turn" in event:
            event["turn"] -= 1
    assert [(v.seq, v.section) for v in replay_of(data).violations] == []
    first = next(i for i, e in enumerate(data["events"]) if e.get("turn") == 1)
    data["events"][first]["player"] = data["events"][0]["player"]
    assert (first + 1, "turno") in [(v.seq, v.section) for v in replay_of(data).violations]


def _with_event(name: str, after: int, event: dict[str, Any]) -> list[tuple[int, str]]:
    data = json.loads(CLEAN.with_name(name).read_text("utf-8"))
    data["events"].insert(after, event)
    return [(v.seq, v.section) for v in replay_of(data).violations]


def test_the_escudo_that_held_an_attack_written_down_as_an_ability() -> None:
    """The Escudo acts within the attack (the replay derives it); a log that also writes
    ``ability`` escudo for the defender that just held is recording it, not using an
    ability out of place (it was flagged [escudo])."""
    # event 9: P1 attacks 8-escudo with 12d and the Escudo holds (its first attack)
    record = {"turn": 3, "player": "P2", "action": "ability", "card": "8-escudo",
              "kind": "escudo"}
    assert _with_event("clar_escudo_survives.json", 9, record) == []


def test_an_escudo_ability_after_an_attack_it_did_not_hold_is_still_flagged() -> None:
    """The near miss: event 27 (9-espada against the spent 8-escudo) wins; an escudo
    ``ability`` after it is an ability used out of place [escudo]."""
    record = {"turn": 9, "player": "P2", "action": "ability", "card": "8-escudo",
              "kind": "escudo"}
    assert (28, "escudo") in _with_event("clar_escudo_survives.json", 27, record)


def test_the_espada_that_joined_an_attack_written_down_as_an_ability() -> None:
    """Likewise the Espada's ability is joining the attack (``with``): an ``ability`` espada
    right after that attack records it [espada]; the near miss, an espada ``ability`` with no
    attack before it, is still flagged."""
    # event 104 of clean_01: P2 attacks with 8-espada joined by 8-suma
    record = {"turn": 32, "player": "P2", "action": "ability", "card": "8-espada",
              "kind": "espada"}
    assert _with_event("clean_01.json", 104, record) == []
    assert (104, "espada") in _with_event("clean_01.json", 103, record)
