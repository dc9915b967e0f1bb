"""Names a person can read as they are (no invisible characters), and names compared as typed.

:func:`fold` is the one accent and case folding of Juez: a judge who types
``vinculo`` finds ``Vínculo``, ``ANA PEREZ`` finds ``Ana Pérez``.

A name with a right-to-left override (U+202E) prints "Ana‮ luR" as "Ana Rul",
and one with a zero-width space looks exactly like another player's name:
either can impersonate someone on the wall pairings. Juez **refuses** such
names where they come in (registering, importing, editing a player), with
the character named visibly, so no report, slip, CSV or window ever shows
one. Refused: every Unicode *format* character (category Cf: bidi embeddings,
overrides and isolates, zero-width space, joiner and non-joiner, word joiner,
BOM, soft hyphen…), control characters (Cc) and the invisible separators
U+2028/U+2029. Letters of right-to-left scripts (Arabic, Hebrew) are names like
any other and are accepted.

>>> invisible_characters("Ana\\u202eluR")
['U+202E RIGHT-TO-LEFT OVERRIDE']
>>> invisible_characters("محمد") == invisible_characters("Zoë") == []
True
"""

from __future__ import annotations

import unicodedata

__all__ = ["check_visible", "fold", "invisible_characters"]

_EXTRA = frozenset({"\u2028", "\u2029"})


def fold(text: str) -> str:
    """Lower case without accents, for matching what a judge types.

    >>> fold("Vínculo ODÉMICO, Extinción")
    'vinculo odemico, extincion'
    """
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def fold_spaces(text: str) -> str:
    """:func:`fold`, with runs of white space made one space: how printed card names are
    compared (Kódem's 6.7-G2 same name, deck limits).

    >>> fold_spaces("  Zaykan,  ANULACIÓN ") == fold_spaces("zaykan, anulacion")
    True
    """
    return " ".join(fold(text).split())


def invisible_characters(text: str) -> list[str]:
    """Each invisible or direction-changing character of ``text``, as ``U+XXXX NAME``."""
    if text.isprintable():  # the usual case, checked at C speed (Cf, Cc are not printable)
        return []
    found: list[str] = []
    for ch in text:
        if ch in _EXTRA or unicodedata.category(ch) in ("Cf", "Cc"):
            label = f"U+{ord(ch):04X} {unicodedata.name(ch, 'CONTROL CHARACTER')}"
            if label not in found:
                found.append(label)
    return found


def check_visible(text: str, what: str) -> None:
    """``ValueError`` naming the characters when ``text`` holds any invisible one."""
    found = invisible_characters(text)
    if found:
        shown = text.encode("unicode_escape").decode("ascii")
        raise ValueError(f"{what} {shown!r} contains invisible or direction-changing "
                         f"characters ({', '.join(found)}) that could make it look like "
                         "another name: type it without them")
