"""Códigos positions: the mazo, the encarte and its Soldado, the descarte and each player's
four areas (recolección, códigos expuestos, ocultos, revelados), the turn.

A position (docs/extensions.md, "Positions") names the instances of the log's setup::

    "position": {"turn": 5, "active": "P2", "deck": ["c9"], "encarte": ["c1", "c2"],
                 "discard": ["c3"], "soldier": 1,
                 "sides": {"P1": {"collection": ["c4"], "exposed": [{"card": "k1",
                           "symbols": ["c5"]}]}, "P2": {"collection": []}}}

``encarte`` holds positions 0 and 1; position 2 is the top (last) card of ``discard``.
Left out, a key is as at the start of the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.games import get_game
from judge_app.games.codigos.state import CodigosState, Side
from judge_app.logs.errors import LogError
from judge_app.logs.loader import MatchLog
from judge_app.logs.position import (
    Places,
    check_players,
    dump_position,
    load_fields,
    no_rebase,
    state_fields,
)

FIELDS = state_fields(CodigosState, ("players", "cards", "namer"))
BOARD = ("turn", "phase", "active", "deck", "encarte", "discard", "soldier", "sides")
rebase_event = no_rebase


def to_position(state: CodigosState, log: MatchLog, at: int) -> dict[str, Any]:
    """The position of ``state`` as JSON."""
    return dump_position(get_game("codigos"), state, log, FIELDS, BOARD)


def from_position(state: CodigosState, raw: Mapping[str, Any], log: MatchLog) -> CodigosState:
    """The setup's table changed to the position ``raw`` (``LogError`` at its JSON path)."""
    check_players(log, raw, ("sides",))
    load_fields(state, raw, FIELDS, log)
    if len(state.encarte) != 2:
        raise LogError(log.source, "$.position.encarte", "the encarte's positions 0 and 1 (2 "
                       "entries, null for an empty one); position 2 is the top of 'discard'")
    places = Places(log, state.cards)
    places.add_all(state.deck, "$.position.deck")
    places.add_all(state.encarte, "$.position.encarte")
    places.add_all(state.discard, "$.position.discard")
    places.add_all(state.set_aside, "$.position.set_aside")
    for player in log.player_ids:
        side = state.sides.setdefault(player, Side([]))
        base = f"$.position.sides.{player}"
        places.add_all(side.collection, f"{base}.collection")
        for area in ("exposed", "hidden"):
            for i, code in enumerate(getattr(side, area)):
                places.add(code.card, f"{base}.{area}[{i}].card")
                places.add_all(code.symbols, f"{base}.{area}[{i}].symbols")
        for i, scored in enumerate(side.revealed):
            places.add(scored.card, f"{base}.revealed[{i}].card")
            places.add_all(scored.symbols, f"{base}.revealed[{i}].symbols")
    return state
