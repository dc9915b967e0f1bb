"""The toy game's typed notation: ``T1 Ana suma 2``, ``Ana fin``, ``final Ana``.

Declared in the game's ``GameInfo`` (``parts.notation``): ``notation show`` and
``notation parse`` find it there, by no file name.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.notation import Action, GameNotation, Slot
from judge_app.notation.kinds import INT, PLAYER, TEXT

ACTIONS = (
    Action("score", ("suma",), ("score",), (Slot("points", INT),),
           "{player} suma {points}", "{player} scores {points}"),
    Action("end_turn", ("fin-turno", "fin"), ("end-turn", "end"), (),
           "{player} termina su turno", "{player} ends the turn"),
    Action("game_end", ("final", "gana"), ("game-end", "wins"), (Slot("winner", PLAYER),),
           "Fin de la partida: gana {winner}", "Game over: {winner} wins"),
    Action("note", ("nota",), ("note",), (Slot("text", TEXT),),
           "Nota[ de {player}]: {text}", "Note[ by {player}]: {text}"),
)


def universe(data: Mapping[str, Any]) -> dict[str, str]:
    """The toy game has no cards."""
    return {}


NOTATION = GameNotation("juguete", ACTIONS, universe)
