"""Personal codes of the players' portal: random, short to type, compared in constant time.

A code is 8 characters from an alphabet without look-alikes (no ``0``/``O``,
``1``/``I``/``L``): 31⁸ ≈ 8.5·10¹¹ codes, drawn with :mod:`secrets`, so it
says nothing of the player's id or name. With five wrong tries per player in
ten minutes (:mod:`judge_app.portal.limits`) a guesser needs on average some
10¹⁰ years for one player's code.

>>> code = new_code()
>>> len(code), set(code) <= set(ALPHABET)
(8, True)
>>> normalise(" abcd-efgh ") == "ABCDEFGH", shown("ABCDEFGH")
(True, 'ABCD-EFGH')
>>> same("ABCDEFGH", "abcd efgh"), same("ABCDEFGH", "ABCDEFGX")
(True, False)
"""

from __future__ import annotations

import hmac
import secrets

__all__ = ["ALPHABET", "LENGTH", "new_code", "normalise", "same", "shown"]

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
LENGTH = 8


def new_code() -> str:
    """A fresh random code (8 characters of :data:`ALPHABET`)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def normalise(text: str) -> str:
    """What a player typed, as stored: upper case, without spaces or dashes."""
    return "".join(ch for ch in str(text).upper() if ch not in " -\t")[:32]


def shown(code: str) -> str:
    """A code as printed: two groups of four (``ABCD-EFGH``)."""
    return f"{code[:4]}-{code[4:]}" if len(code) == LENGTH else code


def same(stored: str, typed: str) -> bool:
    """Whether ``typed`` is the code ``stored``, in constant time (no timing oracle)."""
    return hmac.compare_digest(stored.encode("utf-8"), normalise(typed).encode("utf-8"))
