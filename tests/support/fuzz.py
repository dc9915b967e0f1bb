"""The fuzzers' vocabulary, read from each game's event models (never a hand-kept list).

A new event or argument in ``judge_app/games/<game>/cards.py`` reaches the fuzzers
without anyone editing them: the actions are the keys of the game's ``event_models``,
the arguments are the fields of each model (by their JSON name, ``with`` for ``with_``),
and an argument typed as a ``Literal`` gives its allowed words.
"""

from __future__ import annotations

import types
import typing
from typing import Any

from judge_app.games import get_game

#: Keys every event may carry; not arguments of one action.
COMMON = ("action", "player", "turn")


def vocabulary(game: str) -> dict[str, tuple[str, ...]]:
    """Each action of ``game`` and the JSON names of its arguments."""
    return {action: tuple(field.alias or name for name, field in model.model_fields.items()
                          if name not in COMMON)
            for action, model in get_game(game).event_models.items()}


def words(game: str, action: str, argument: str) -> list[Any]:
    """The values a ``Literal`` argument allows (``[]`` when it is not a closed list)."""
    model = get_game(game).event_models[action]
    for name, field in model.model_fields.items():
        if argument in (name, field.alias):
            return _literal_values(field.annotation)
    raise KeyError(f"{game} {action} has no argument {argument}")


def _literal_values(annotation: Any) -> list[Any]:
    if typing.get_origin(annotation) is typing.Literal:
        return list(typing.get_args(annotation))
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        return [v for arg in typing.get_args(annotation) for v in _literal_values(arg)]
    return []
