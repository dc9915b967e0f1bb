"""Digimon HiperColiseo: red-team logs of the fourth round, written from the rulebook and the
contract before running Juez; each test is a case where Juez disagreed with them (it failed
before the fix)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.support.games import replay_of

CLEAN = Path(__file__).parents[1] / "contract_logs" / "digimon" / "clean_01_with_tie.json"
ACCENTED = {"actualizacion": "Actualización", "digitalizacion": "Digitalización",
            "evolucion": "Evolución", "puntuacion": "Puntuación", "batalla": "Batalla"}


def _clean() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(CLEAN.read_text("utf-8"))
    return data


def test_phases_kinds_and_battle_types_as_a_spanish_log_writes_them() -> None:
    """The rulebook's own spelling (``Actualización``, ``Evolución``, a card ``Opción`` or
    ``soporte``, battle type ``a``) is the contract's vocabulary: the clean game stays clean
    and scores the same instead of being refused."""
    data = _clean()
    before = {p: s.points for p, s in replay_of(_clean()).final_state.sides.items()}
    for event in data["events"]:
        if event["action"] == "phase":
            event["phase"] = ACCENTED.get(event["phase"], event["phase"])
    for card in data["cards"].values():
        card["kind"] = {"option": "Opción", "support": "soporte"}.get(card["kind"], card["kind"])
        if card.get("battle_type"):
            card["battle_type"] = card["battle_type"].lower()
    replay = replay_of(data)
    assert [(v.seq, v.section) for v in replay.violations] == []
    assert {p: s.points for p, s in replay.final_state.sides.items()} == before
