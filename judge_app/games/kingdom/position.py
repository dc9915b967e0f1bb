"""Kingdom positions: each player's Mazo de Estrategia, hand and used pile, the pile of
resolution, the modifiers on each troop's rolls, the turn and its stage.

A position (docs/extensions.md, "Positions") names the instances of the log's setup::

    "position": {"turn": 4, "active": "P2", "phase": "batalla",
                 "decks": {"P1": ["a3", "a4"], "P2": ["b9"]},
                 "hands": {"P1": ["a1"], "P2": ["b1", "b2"]},
                 "used": {"P1": ["a2"], "P2": []},
                 "mods": {"P2:caballero|ataque": {"aumentos": [2]}}}

``mods`` is keyed ``TROOP|ataque`` or ``TROOP|defensa``. Left out, a key is as at the
start of the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.games import get_game
from judge_app.games.kingdom.state import KingdomState
from judge_app.logs.loader import MatchLog
from judge_app.logs.position import (
    Places,
    check_players,
    dump_position,
    load_fields,
    no_rebase,
    state_fields,
)

FIELDS = state_fields(KingdomState, ("players", "cards", "definitions", "owner", "namer"))
BOARD = ("turn", "phase", "active", "decks", "hands", "used", "stack")
rebase_event = no_rebase


def to_position(state: KingdomState, log: MatchLog, at: int) -> dict[str, Any]:
    """The position of ``state`` as JSON."""
    return dump_position(get_game("kingdom"), state, log, FIELDS, BOARD)


def from_position(state: KingdomState, raw: Mapping[str, Any], log: MatchLog) -> KingdomState:
    """The setup's table changed to the position ``raw`` (``LogError`` at its JSON path)."""
    check_players(log, raw, ("decks", "hands", "used", "coronados", "names_used"))
    load_fields(state, raw, FIELDS, log)
    places = Places(log, state.cards)
    for player in log.player_ids:
        for zone in ("decks", "hands", "used"):
            cards = getattr(state, zone).setdefault(player, [])
            places.add_all(cards, f"$.position.{zone}.{player}")
        state.names_used.setdefault(player, set())
    for i, (_player, card) in enumerate(state.stack):
        places.add(card, f"$.position.stack[{i}][1]")
    places.add_all(sorted(state.mistaken), "$.position.mistaken")
    return state
