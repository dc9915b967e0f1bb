"""JSON text → Python data, with every way a hostile file can fail turned into a :class:`LogError`.

``json.loads`` alone lets three inputs through as crashes instead of clear refusals:
nesting deeper than the interpreter's recursion limit (``RecursionError``), an
integer of more than 4,300 digits (``ValueError`` from ``int()``), and a lone
surrogate escape (``"\\ud800"``), which loads but cannot be printed or saved as
UTF-8. Each becomes a :class:`LogError` with a line and column or a JSON path.
The fast path (a well-formed file) costs one ``json.loads`` and two substring
searches; the slower searches run only to locate a problem already detected.

>>> loads('{"a": [1, 2]}', "x.json")
{'a': [1, 2]}
>>> loads('{"a": "\\\\ud800"}', "x.json")  # doctest: +ELLIPSIS
Traceback (most recent call last):
judge_app.logs.errors.LogError: x.json: $.a: a string holds a lone surrogate ...
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

from judge_app.logs.errors import LogError, json_path

#: Where a too-deep document is pointed at (a match log needs fewer than ten levels; the
#: parser itself gives up near the interpreter's recursion limit, about 1,000).
MAX_DEPTH = 200
#: Python's limit on the digits of an integer read from text (``sys.get_int_max_str_digits``).
MAX_INT_DIGITS = 4300

_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)


class _HugeInt:
    """Stands for an integer literal too long to convert, so its JSON path can be found."""

    def __init__(self, digits: int) -> None:
        self.digits = digits


def _parse_int(text: str) -> int | _HugeInt:
    digits = len(text.lstrip("-"))
    return _HugeInt(digits) if digits > MAX_INT_DIGITS else int(text)


def _line_col(text: str, offset: int) -> tuple[int, int]:
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def _too_deep(text: str, limit: int) -> int | None:
    """The offset of the first bracket that opens level ``limit + 1``, if any."""
    depth = 0
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth > limit:
                return match.start()
        elif token in "]}":
            depth -= 1
    return None


def walk(data: Any) -> Iterator[tuple[tuple[str | int, ...], Any]]:
    """Every value of a JSON document with its location (iterative: any depth), keys included
    as values at their object's location."""
    stack: list[tuple[tuple[str | int, ...], Any]] = [((), data)]
    while stack:
        loc, value = stack.pop()
        yield loc, value
        if isinstance(value, dict):
            for key in reversed(list(value)):
                yield loc, key
                stack.append(((*loc, key), value[key]))
        elif isinstance(value, list):
            for i in range(len(value) - 1, -1, -1):
                stack.append(((*loc, i), value[i]))


def _bad_text(value: str) -> str | None:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        return f"\\u{ord(value[exc.start]):04x}"
    return None


def loads(text: str, source: str) -> Any:
    """Parse JSON text; :class:`LogError` (line or JSON path, and why) for anything unreadable."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise LogError(source, "$", f"not valid JSON: {exc.msg} (column {exc.colno})",
                       line=exc.lineno) from None
    except RecursionError:
        offset = _too_deep(text, MAX_DEPTH)
        where = _line_col(text, offset) if offset is not None else (1, 1)
        raise LogError(source, "$", "arrays and objects nested too deeply to read (level "
                       f"{MAX_DEPTH + 1} opens at column {where[1]})", line=where[0]) from None
    except ValueError:
        data = json.loads(text, parse_int=_parse_int)
        for loc, value in walk(data):
            if isinstance(value, _HugeInt):
                raise LogError(source, json_path(loc), f"an integer of {value.digits} digits; "
                               f"at most {MAX_INT_DIGITS} digits are read") from None
        raise  # pragma: no cover - every ValueError of int() is a _HugeInt above
    if "\\ud" in text or "\\uD" in text:
        for loc, value in walk(data):
            if isinstance(value, str) and (bad := _bad_text(value)) is not None:
                raise LogError(source, json_path(loc), f"a string holds a lone surrogate "
                               f"({bad}), which is not text")
    return data

