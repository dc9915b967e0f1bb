"""Digimon HiperColiseo positions: each player's Océano Red, hand, Área Oscura, caja digimon,
caja evolutiva, caja de entrenamiento, option slots, supports and points, the round and
its phase.

Cards are named by their code (as in the setup)::

    "position": {"turn": 2, "phase": "batalla", "first": "P2",
                 "sides": {"P1": {"hand": ["bt1-010"], "digimon": ["bt1-001", "bt1-020"],
                                  "points": 80, "slots": ["op-1", null, null]},
                           "P2": {"points": 100}}}

A player's side left out, or a key of it, is as at the start of the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.games import get_game
from judge_app.games.digimon.state import DigimonState, Side
from judge_app.logs.errors import LogError
from judge_app.logs.loader import MatchLog
from judge_app.logs.position import (
    check_players,
    dump_position,
    load_fields,
    no_rebase,
    state_fields,
)

FIELDS = state_fields(DigimonState, ("players", "cards", "namer", "digitalized_before"))
BOARD = ("turn", "phase", "active", "first", "sides", "strict_batalla")
SIDE_FIELDS = state_fields(Side, ())
rebase_event = no_rebase


def to_position(state: DigimonState, log: MatchLog, at: int) -> dict[str, Any]:
    """The position of ``state`` as JSON."""
    return dump_position(get_game("digimon"), state, log, FIELDS, BOARD)


def from_position(state: DigimonState, raw: Mapping[str, Any], log: MatchLog) -> DigimonState:
    """The setup's table changed to the position ``raw`` (``LogError`` at its JSON path).

    Each side is read key by key over the setup's (a side may give only its points).
    """
    check_players(log, raw, ("sides",))
    sides = raw.get("sides")
    load_fields(state, {k: v for k, v in raw.items() if k != "sides"}, FIELDS, log)
    if sides is not None and not isinstance(sides, dict):
        raise LogError(log.source, "$.position.sides", "must be an object: player → side")
    for player, side_raw in (sides or {}).items():
        if not isinstance(side_raw, dict):
            raise LogError(log.source, f"$.position.sides.{player}", "must be an object")
        side = state.sides.setdefault(player, Side())
        load_fields(side, side_raw, SIDE_FIELDS, log, ("position", "sides", player))
    for name in ("first", "battle_next", "winner"):
        value = getattr(state, name)
        if value is not None and value not in log.player_ids:
            raise LogError(log.source, f"$.position.{name}", f"unknown player {value!r}")
    for player, side in state.sides.items():
        for zone in ("ocean", "hand", "dark", "digimon", "evolution_box", "training",
                     "slots", "supports", "from_hand"):
            for i, code in enumerate(getattr(side, zone)):
                if code is not None and code not in state.cards:
                    raise LogError(log.source, f"$.position.sides.{player}.{zone}[{i}]",
                                   f"unknown card {code!r}")
    return state
