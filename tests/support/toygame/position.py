"""The toy game's positions: the turn, whose turn it is and each player's points.

``"position": {"turn": 3, "active": "P1", "points": {"P1": 2, "P2": 5}}``; declared in
the game's ``GameInfo`` (``parts.position``), so ``judge-app position`` finds it there.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.logs.loader import MatchLog
from judge_app.logs.position import check_players, dump_fields, load_fields, no_rebase
from tests.support.toygame.rules import ToyState

FIELDS = ("turn", "phase", "active", "points")
rebase_event = no_rebase


def to_position(state: ToyState, log: MatchLog, at: int) -> dict[str, Any]:
    """The position of ``state`` as JSON."""
    return dump_fields(state, FIELDS)


def from_position(state: ToyState, raw: Mapping[str, Any], log: MatchLog) -> ToyState:
    """The setup's table changed to the position ``raw`` (``LogError`` at its JSON path)."""
    check_players(log, raw, ("points",))
    load_fields(state, raw, FIELDS, log)
    return state
