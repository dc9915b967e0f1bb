"""The toy game's offers to the recorder: score one point, or end the turn.

Declared in the game's ``GameInfo`` (``parts.suggest``).
"""

from __future__ import annotations

from typing import Any

from typing_extensions import override

from judge_app.logs.loader import MatchLog
from judge_app.recording.hooks import EndTurnRecorder, Suggestion


class ToyRecorder(EndTurnRecorder):
    """The recorder hooks of the toy game."""

    @override
    def suggest(self, state: Any, log: MatchLog) -> list[Suggestion]:
        """The active player scores a point, or ends the turn."""
        player = state.active or (log.player_ids[0] if log.player_ids else None)
        if player is None:
            return []
        return [Suggestion({"action": "score", "player": player, "points": 1},
                           "suma 1", "scores 1", "score"),
                Suggestion({"action": "end_turn", "player": player},
                           "fin de turno", "end of turn", "turn")]


RECORDER = ToyRecorder()
