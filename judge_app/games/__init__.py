"""The registry of games: each game is one module exposing ``GAME``.

>>> get_game("kodem").rulebook
'kodem-5.0'
"""

from __future__ import annotations

from functools import cache
from importlib import import_module
from typing import Any

from judge_app.games.base import Game

#: Game key → module, in the order the UI lists them.
GAME_MODULES: dict[str, str] = {
    "kodem": "judge_app.games.kodem",
    "totems": "judge_app.games.totems",
    "codigos": "judge_app.games.codigos",
    "kingdom": "judge_app.games.kingdom",
    "digimon": "judge_app.games.digimon",
}


def known_games() -> list[str]:
    """The keys of every game with a rules module."""
    return list(GAME_MODULES)


@cache
def get_game(key: str) -> Game[Any]:
    """The rules module of a game key (``KeyError`` if there is none)."""
    module = import_module(GAME_MODULES[key])
    game: Game[Any] = module.GAME
    return game
