"""Splitting one line of notation into tokens (words, quoted text, JSON, punctuation).

A ``#`` outside quotes and JSON starts a comment. Quoted text is a JSON string
(``"Itzal, Brasa Errante"``); ``{…}`` and ``[…]`` are JSON values read whole.
``,`` ``>`` and ``=`` are tokens of their own, so ``itz>kum,oze`` is five tokens.

>>> [(t.value, t.column) for t in tokenize('3 A at itz>kum 2 # nota')]
[('3', 1), ('A', 3), ('at', 5), ('itz', 8), ('>', 11), ('kum', 12), ('2', 16)]
>>> [(t.kind, t.value) for t in tokenize('nota "hola # no" {"time": "12:03"}')]
[('word', 'nota'), ('string', 'hola # no'), ('json', {'time': '12:03'})]
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from judge_app.notation.errors import LineError

PUNCT = frozenset(",>=")
_STOP = frozenset(" \t\r\n#\"{[,>=")


@dataclass(frozen=True, slots=True)
class Token:
    """One token: ``kind`` is ``word``, ``string``, ``json`` or ``punct``; ``column`` is 1-based."""

    kind: str
    value: Any
    column: int
    end: int

    @property
    def word(self) -> str | None:
        """The text of a bare word (``None`` for any other kind)."""
        return self.value if self.kind == "word" else None


def _scan_json(line: str, start: int) -> int:
    """The index just after the JSON value (object or array) starting at ``start``."""
    depth = 0
    i = start
    n = len(line)
    while i < n:
        c = line[i]
        if c == '"':
            i = _scan_string(line, i)
            continue
        if c in "{[":
            depth += 1
        elif c in "}]":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise LineError(start + 1, f"falta cerrar {line[start]!r} (JSON sin terminar)",
                    f"unclosed {line[start]!r} (unterminated JSON)")


def _scan_string(line: str, start: int) -> int:
    """The index just after the quoted string starting at ``start``."""
    i = start + 1
    n = len(line)
    while i < n:
        c = line[i]
        if c == "\\":
            i += 2
            continue
        if c == '"':
            return i + 1
        i += 1
    raise LineError(start + 1, "falta cerrar las comillas", "unclosed quotation mark")


def tokenize(line: str) -> list[Token]:
    """The tokens of one line, the comment left out; :class:`LineError` on broken quotes/JSON."""
    out: list[Token] = []
    i = 0
    n = len(line)
    while i < n:
        c = line[i]
        if c in " \t\r\n":
            i += 1
        elif c == "#":
            break
        elif c == '"':
            j = _scan_string(line, i)
            try:
                value = json.loads(line[i:j])
            except json.JSONDecodeError as exc:
                raise LineError(i + 1, f"texto entre comillas inválido: {exc.msg}",
                                f"invalid quoted text: {exc.msg}") from None
            out.append(Token("string", value, i + 1, j))
            i = j
        elif c in "{[":
            j = _scan_json(line, i)
            try:
                value = json.loads(line[i:j])
            except json.JSONDecodeError as exc:
                raise LineError(i + 1 + exc.pos, f"JSON inválido: {exc.msg}",
                                f"invalid JSON: {exc.msg}") from None
            out.append(Token("json", value, i + 1, j))
            i = j
        elif c in PUNCT:
            out.append(Token("punct", c, i + 1, i + 1))
            i += 1
        else:
            j = i
            while j < n and line[j] not in _STOP:
                j += 1
            out.append(Token("word", line[i:j], i + 1, j))
            i = j
    return out
