"""Names a judge types for cards and players: the shortest unambiguous prefix of an id or name.

Matching ignores case and accents (``itz`` finds ``Itzal``, ``ehe`` finds
``Ehécatl``); an exact id wins over a prefix, so ``kuma`` names ``kuma``
even when ``kuma2`` exists.

>>> refs = Refs({"itzal": "Itzal, Brasa Errante", "kuma": "Kuma", "kuma2": "Kuma"})
>>> refs.resolve("itz"), refs.resolve("KUMA"), refs.resolve("kuma2")
('itzal', 'kuma', 'kuma2')
>>> refs.resolve("ku")
Traceback (most recent call last):
judge_app.notation.refs.Ambiguous: ['kuma', 'kuma2']
>>> fold("Ehécatl")
'ehecatl'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from judge_app import names

_NOT_ALNUM = re.compile(r"[\W_]+")


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """Lower case without accents: the form every comparison uses."""
    return names.fold(text)


def compact(text: str) -> str:
    """:func:`fold` without spaces or punctuation (``"Ozet, Amante"`` → ``ozetamante``)."""
    return _NOT_ALNUM.sub("", fold(text))


def short_name(name: str) -> str:
    """The first word of a card's name, as a judge says it (``Itzal, Brasa`` → ``Itzal``)."""
    first = name.split(",")[0].split()
    return first[0] if first else ""


class Unknown(Exception):
    """No card or player matches what was typed."""


class Ambiguous(Exception):
    """More than one matches: ``args[0]`` lists their ids."""


class Refs:
    """The ids a reference may name (id → display name), resolved by prefix."""

    def __init__(self, names: Mapping[str, str]) -> None:
        self.names: dict[str, str] = dict(names)
        self._reindex()

    def _reindex(self) -> None:
        self._folded: dict[str, list[str]] = {}
        self._by_name: dict[str, list[str]] = {}
        for ident, name in self.names.items():
            self._folded.setdefault(fold(ident), []).append(ident)
            if name:
                self._by_name.setdefault(compact(name), []).append(ident)
        self._cache: dict[str, str] = {}

    def add(self, ident: str, name: str = "") -> None:
        """A new id from now on (a Token entering play)."""
        if ident not in self.names:
            self.names[ident] = name
            self._reindex()

    def resolve(self, typed: str) -> str:
        """The id ``typed`` names: exact id, then id or name without case/accents, then prefix."""
        hit = self._cache.get(typed)
        if hit is not None:
            return hit
        found = self._resolve(typed)
        self._cache[typed] = found
        return found

    def _resolve(self, typed: str) -> str:
        if typed in self.names:
            return typed
        folded = fold(typed)
        same = self._folded.get(folded, [])
        if len(same) == 1:
            return same[0]
        squeezed = compact(typed)
        named = self._by_name.get(squeezed, []) if squeezed else []
        if len(set(named)) == 1:
            return named[0]
        if len(same) > 1 or len(named) > 1:
            raise Ambiguous(sorted(set(same) | set(named)))
        found: set[str] = set()
        for key, idents in self._folded.items():
            if key.startswith(folded):
                found.update(idents)
        if squeezed:
            for key, idents in self._by_name.items():
                if key.startswith(squeezed):
                    found.update(idents)
        if len(found) == 1:
            return found.pop()
        if found:
            raise Ambiguous(sorted(found))
        raise Unknown(typed)

    def name(self, ident: str) -> str:
        """The display name of an id (the id itself when it has none)."""
        return self.names.get(ident) or ident
