"""Tótems: red-team logs of the fourth round, written from the rulebook and the contract before
running Juez; each test is a case where Juez disagreed with them (it failed before the fix)."""

from __future__ import annotations

import json
from pathlib import Path

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
