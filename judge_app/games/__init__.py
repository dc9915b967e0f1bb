"""The registry of games: every package of this folder registers itself with its ``INFO``.

A game is one folder ``judge_app/games/<key>/`` whose ``__init__`` defines
``INFO`` (a :class:`~judge_app.games.base.GameInfo`: title, rulebooks,
infractions, deck rule, penalty policy, card sets, samples) and, on first use,
``GAME`` (the rules). The CLI, the window, the reports, the rulebook browser and
the packaging read this registry and never name a game. A game from elsewhere
(a plug-in, the toy game of the tests) joins with :func:`register_game`.

Importing this package registers Juez's games at once, importing only their light
``__init__`` (data: no rules, no loader); the rules of a game are imported by
:func:`get_game`, the first time that game is played or checked.

>>> get_game("kodem").rulebook
'kodem-5.0'
>>> known_games()[0], game_info("kodem").rulebook
('kodem', 'kodem-5.0')
"""

from __future__ import annotations

import pkgutil
from importlib import import_module
from pathlib import Path
from typing import Any

from judge_app import rulebooks, violations
from judge_app.games.base import (
    GENERAL_POLICY,
    Game,
    GameInfo,
    GamePartError,
    GameParts,
    Infraction,
    PenaltyPolicy,
    RulebookInfo,
)

__all__ = [
    "GENERAL_POLICY",
    "Game",
    "GameInfo",
    "GamePartError",
    "GameParts",
    "Infraction",
    "PenaltyPolicy",
    "RulebookInfo",
    "game_for_rulebook",
    "game_info",
    "game_part",
    "games",
    "get_game",
    "infractions_of",
    "known_games",
    "penalty_policy",
    "register_game",
    "rulebook_infos",
    "sample_game",
    "sample_title",
    "unregister_game",
]

_REGISTERED: dict[str, GameInfo] = {}
_LOADED: dict[str, Game[Any]] = {}
_discovered = False


def _discover() -> None:
    """Register every game package of this folder (once): each one's ``INFO``."""
    global _discovered
    if _discovered:
        return
    _discovered = True
    for found in pkgutil.iter_modules(__path__, f"{__name__}."):
        if not found.ispkg:
            continue
        info = getattr(import_module(found.name), "INFO", None)
        if isinstance(info, GameInfo):
            register_game(info, load=False)


def register_game(info: GameInfo, *, load: bool = True) -> None:
    """Add a game to the registry (a game folder of Juez is found without this).

    Like pluggy checking a hook against its spec, the game is checked first: every part
    its :class:`GameParts` declares is imported and must have its shape, its rulebook
    files and samples must exist. :class:`GamePartError` (a ``ValueError``) names the
    missing or wrong part. ``load=False`` (Juez's own folders, found at start-up) checks
    only that the declared modules and files exist, so that listing the games imports no
    rules; a test checks the shape of every part of those.

    ``ValueError`` if another game already uses the key or one of the rulebook ids.
    """
    _discover()
    old = _REGISTERED.get(info.key)
    if old is not None and old != info:
        raise ValueError(f"game key {info.key!r} is already registered by {old.module}")
    mine = {book.id for book in info.rulebooks}
    for other in _REGISTERED.values():
        taken = mine & {book.id for book in other.rulebooks}
        if other.key != info.key and taken:
            raise ValueError(f"rulebook {sorted(taken)[0]!r} of {info.key!r} is already "
                             f"registered by the game {other.key!r}")
    if load:
        info.check_parts()
    else:
        info.check_declared()
    _REGISTERED[info.key] = info
    for book in info.rulebooks:
        if book.same_rule:
            violations.SAME_RULE[book.id] = book.same_rule
    rulebooks.use_rulebooks(rulebook_infos())


def unregister_game(key: str) -> None:
    """Take a game out of the registry (a test's toy game, when the test ends)."""
    info = _REGISTERED.pop(key, None)
    _LOADED.pop(key, None)
    for book in info.rulebooks if info is not None else ():
        violations.SAME_RULE.pop(book.id, None)
    rulebooks.use_rulebooks(rulebook_infos())


def games() -> list[GameInfo]:
    """Every registered game, in the order the lists show them (sections.md's)."""
    _discover()
    return sorted(_REGISTERED.values(), key=lambda info: (info.position, info.key))


def known_games() -> list[str]:
    """The keys of every registered game, in list order."""
    return [info.key for info in games()]


#: Games Juez keeps events of but has no rules for: a TOM file is a Pokémon event.
OTHER_GAME_TITLES: dict[str, str] = {"pokemon": "Pokémon TCG"}


def game_title(key: str) -> str:
    """The game's name for a person (``kodem`` → "Kódem TCG 5.0", ``pokemon`` → "Pokémon TCG");
    the key itself only for a game nobody registered."""
    try:
        return game_info(key).title
    except KeyError:
        return OTHER_GAME_TITLES.get(key, key)


def game_info(key: str) -> GameInfo:
    """What the game ``key`` registered (``KeyError`` if there is no such game)."""
    _discover()
    try:
        return _REGISTERED[key]
    except KeyError:
        raise KeyError(f"unknown game {key!r} (known: {', '.join(known_games())})") from None


def get_game(key: str) -> Game[Any]:
    """The rules of a game key, loaded once (``KeyError`` if there is no such game)."""
    game = _LOADED.get(key)
    if game is None:
        game = _LOADED[key] = game_info(key).load()
    return game


def game_part(key: str, part: str) -> Any:
    """The part ``part`` a game declares (its notation, position codec, recorder …), or
    ``None`` if it declares none; ``KeyError`` for an unknown game, :class:`GamePartError`
    if the declared part is missing or has the wrong shape."""
    return game_info(key).part(part)


def sample_game(path: Path) -> GameInfo | None:
    """The game whose sample folder holds ``path`` (``None``: no registered game's)."""
    folder = path.resolve().parent
    return next((info for info in games() if info.sample_dir.resolve() == folder), None)


def sample_title(path: Path) -> tuple[str, str]:
    """A sample log's menu entry and tooltip: its game's title · the sample's title
    (:meth:`GameInfo.sample_title`), decided here rather than by the window."""
    info = sample_game(path)
    if info is None:
        return path.stem, path.stem
    title, tip = info.sample_title(path)
    return f"{info.title} · {title}", tip


def rulebook_infos() -> list[RulebookInfo]:
    """Every rulebook of every registered game, in list order."""
    return [book for info in games() for book in info.rulebooks]


def game_for_rulebook(rulebook_id: str) -> GameInfo | None:
    """The game whose rulebook has this id, or ``None``."""
    return next((info for info in games()
                 if any(book.id == rulebook_id for book in info.rulebooks)), None)


def penalty_policy(key: str) -> PenaltyPolicy:
    """The penalty policy of a game (:data:`GENERAL_POLICY` for an unknown key)."""
    try:
        return game_info(key).penalties
    except KeyError:
        return GENERAL_POLICY


def infractions_of(key: str) -> tuple[Infraction, ...]:
    """The infraction list of a game (``()`` for an unknown key)."""
    try:
        return game_info(key).infractions
    except KeyError:
        return ()


_discover()
