"""The card ids a log names and their printed names, read from its raw JSON (for references).

Nothing here validates: a notation is written and read for any log, even a
broken one, so odd values are skipped.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from judge_app.logs.errors import LogError
from judge_app.logs.loader import merged_cards


def definitions(data: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """Card definitions of a log: its ``cardset`` with its own ``cards`` over it (the one merge,
    :func:`judge_app.logs.loader.merged_cards`), tolerant as notation must be: an unknown card
    set leaves only the log's own cards, and a definition that is not an object is left out."""
    try:
        merged = merged_cards(data, strict=False)
    except (LogError, OSError, ValueError, KeyError):
        merged = merged_cards({"cards": data.get("cards")}, strict=False)
    return {k: v for k, v in merged.items() if isinstance(v, dict)}


def name_of(definition: str, defs: Mapping[str, Mapping[str, Any]]) -> str:
    """A definition's printed ``name`` ("" when it has none)."""
    name = defs.get(definition, {}).get("name")
    return name if isinstance(name, str) else ""


def instances(specs: Iterable[Any], defs: Mapping[str, Mapping[str, Any]],
              out: dict[str, str] | None = None) -> dict[str, str]:
    """``INSTANCE:DEFINITION`` (or bare ``DEFINITION``) specs → instance id → name.

    >>> instances(["a:itzal", "kuma", 3], {"itzal": {"name": "Itzal"}})
    {'a': 'Itzal', 'kuma': ''}
    """
    found = {} if out is None else out
    for spec in specs:
        if not isinstance(spec, str):
            continue
        inst, sep, definition = spec.partition(":")
        if not sep:
            definition = spec
        found.setdefault(inst, name_of(definition, defs))
    return found


def lists(value: Any) -> list[Any]:
    """``value`` if it is a list, else an empty one."""
    return value if isinstance(value, list) else []


def dealt(data: Mapping[str, Any], per_player: str) -> dict[str, list[str]]:
    """The card instances ``setup[per_player]`` gives each player (``hands``,
    ``collection`` …), for games with one shared pile and cards dealt to each player.

    >>> dealt({"setup": {"hands": {"P1": ["a:x", "b"], "P2": "?"}}}, "hands")
    {'P1': ['a', 'b'], 'P2': []}
    """
    setup = data.get("setup")
    block = setup.get(per_player) if isinstance(setup, dict) else None
    return {player: list(instances(lists(cards), {}))
            for player, cards in (block.items() if isinstance(block, dict) else ())}


def dealt_owners(data: Mapping[str, Any], per_player: str) -> dict[str, str]:
    """Each dealt card → the player it was dealt to (see :func:`dealt`)."""
    return {inst: player for player, cards in dealt(data, per_player).items()
            for inst in cards}
