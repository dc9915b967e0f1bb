"""Tótems positions: the mazo, the descarte, each player's hand and defenders, the turn.

A position (docs/extensions.md, "Positions") names the instances of the log's setup::

    "position": {"turn": 7, "active": "P1", "deck": ["t3", "t9"], "discard": ["t1"],
                 "hands": {"P1": ["t4"], "P2": ["t5", "t6"]},
                 "defenders": {"P1": [{"instance": "t7", "discovered": true}], "P2": []}}

Left out, a key is as at the start of the game; the turn's bookkeeping (``drew``,
``actions``, ``attacks`` …) is what the replay remembers of the turn so far.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.games import get_game
from judge_app.games.totems.state import TotemsState
from judge_app.logs.loader import MatchLog
from judge_app.logs.position import (
    Places,
    check_players,
    dump_position,
    load_fields,
    no_rebase,
    state_fields,
)

FIELDS = state_fields(TotemsState, ("players", "cards", "namer"))
BOARD = ("turn", "phase", "active", "deck", "discard", "hands", "defenders")
rebase_event = no_rebase


def to_position(state: TotemsState, log: MatchLog, at: int) -> dict[str, Any]:
    """The position of ``state`` as JSON."""
    return dump_position(get_game("totems"), state, log, FIELDS, BOARD)


def from_position(state: TotemsState, raw: Mapping[str, Any], log: MatchLog) -> TotemsState:
    """The setup's table changed to the position ``raw`` (``LogError`` at its JSON path)."""
    check_players(log, raw, ("hands", "defenders"))
    load_fields(state, raw, FIELDS, log)
    places = Places(log, state.cards)
    places.add_all(state.deck, "$.position.deck")
    places.add_all(state.discard, "$.position.discard")
    for player in log.player_ids:
        state.hands.setdefault(player, [])
        state.defenders.setdefault(player, [])
        places.add_all(state.hands[player], f"$.position.hands.{player}")
        for i, d in enumerate(state.defenders[player]):
            places.add(d.instance, f"$.position.defenders.{player}[{i}].instance")
    for i, (_, card, _) in enumerate(state.pending):
        places.add(card, f"$.position.pending[{i}][1]")
    return state
