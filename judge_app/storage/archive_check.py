"""The rows of an event archive checked before any is written (issue 20 §3, §7).

An archive's ``event.json`` is read from a file anyone can write: every value is checked
against its column (type, range, length, the closed vocabularies: profile, game key, round
kind, penalty kind, date) before the import's transaction inserts anything, so a wrong type,
an unknown profile, a negative round or a 10 MB name is refused naming its JSON path
(``event.json: tables.player[3].name``) instead of importing and failing later.
"""

from __future__ import annotations

import json
import math
import re
from datetime import date
from typing import Any

from sqlalchemy import Boolean, Float, Integer, String, Table
from sqlalchemy.types import TypeDecorator

from judge_app.storage.errors import TournamentError
from judge_app.tournament.model import PenaltyKind, Profile

#: Largest whole number a row may hold: PostgreSQL's ``integer``.
MAX_INT = 2**31 - 1
#: Longest text of a column without a declared length (decklists, logs, extras).
MAX_TEXT = 50_000_000
_GAME = re.compile(r"^[a-z0-9][a-z0-9_.-]{0,39}$")
#: The closed vocabularies: ``(table, column) → allowed values``.
_CHOICES: dict[tuple[str, str], set[str]] = {
    ("event", "profile"): {p.value for p in Profile},
    ("round", "kind"): {"swiss", "top"},
    ("penalty", "kind"): {k.value for k in PenaltyKind},
}


def _refuse(where: str, donde: str, path: str, en: str, es: str) -> TournamentError:
    return TournamentError(f"{where}: event.json: {path}: {en}", field="file",
                           es=f"{donde}: event.json: {path}: {es}")


def load_json(data: bytes, name: str, where: str, donde: str) -> Any:
    """``data`` as JSON; a clean refusal for what the parser cannot take (a number of
    millions of digits, nesting deeper than the parser's recursion, bad UTF-8)."""
    try:
        return json.loads(data)
    except json.JSONDecodeError as exc:
        raise TournamentError(f"{where}: {name}: line {exc.lineno}, column {exc.colno}: "
                              f"{exc.msg}", field="file", es=f"{donde}: {name}: línea "
                              f"{exc.lineno}, columna {exc.colno}: {exc.msg}") from None
    except (ValueError, RecursionError) as exc:  # digits limit, UTF-8, depth
        reason = str(exc).split(";")[0][:120] or type(exc).__name__
        raise TournamentError(f"{where}: {name}: not readable JSON ({reason})", field="file",
                              es=f"{donde}: {name}: no es JSON legible ({reason})") from None


def _check_value(table: str, column: Any, value: Any, path: str, where: str,
                 donde: str) -> None:
    kind = column.type
    if isinstance(kind, TypeDecorator):  # SQLModel's AutoString wraps a VARCHAR(n)
        kind = kind.impl_instance
    if value is None:
        if not column.nullable:
            raise _refuse(where, donde, path, "null where a value is required",
                          "null donde hace falta un valor")
        return
    if isinstance(kind, Boolean):
        if not isinstance(value, bool):
            raise _refuse(where, donde, path, f"{_shown(value)} is not true or false",
                          f"{_shown(value)} no es true ni false")
    elif isinstance(kind, Integer):
        if isinstance(value, bool) or not isinstance(value, int):
            raise _refuse(where, donde, path, f"{_shown(value)} is not a whole number",
                          f"{_shown(value)} no es un número entero")
        if not 0 <= value <= MAX_INT:
            raise _refuse(where, donde, path, f"{_shown(value)} is not from 0 to {MAX_INT:,}",
                          f"{_shown(value)} no está entre 0 y {MAX_INT:,}")
    elif isinstance(kind, Float):
        if isinstance(value, bool) or not isinstance(value, int | float) \
                or not math.isfinite(value) or not 0 <= value <= MAX_INT:
            raise _refuse(where, donde, path, f"{_shown(value)} is not a number from 0 to "
                          f"{MAX_INT:,}", f"{_shown(value)} no es un número entre 0 y "
                          f"{MAX_INT:,}")
    elif isinstance(kind, String):
        if not isinstance(value, str):
            raise _refuse(where, donde, path, f"{_shown(value)} is not text",
                          f"{_shown(value)} no es texto")
        longest = kind.length or MAX_TEXT
        if len(value) > longest:
            raise _refuse(where, donde, path, f"text of {len(value):,} characters (at most "
                          f"{longest:,})", f"texto de {len(value):,} caracteres (como mucho "
                          f"{longest:,})")
        allowed = _CHOICES.get((table, column.name))
        if allowed is not None and value not in allowed:
            raise _refuse(where, donde, path, f"{_shown(value)} is not one of "
                          f"{', '.join(sorted(allowed))}", f"{_shown(value)} no es ninguno de "
                          f"{', '.join(sorted(allowed))}")
        if (table, column.name) == ("event", "game") and not _GAME.match(value):
            raise _refuse(where, donde, path, f"{_shown(value)} is not a game key",
                          f"{_shown(value)} no es la clave de un juego")
        if (table, column.name) == ("event", "date"):
            try:
                date.fromisoformat(value)
            except ValueError:
                raise _refuse(where, donde, path, f"{_shown(value)} is not a date like "
                              "2025-06-01", f"{_shown(value)} no es una fecha como "
                              "2025-06-01") from None


def _shown(value: Any) -> str:
    """A value as an error shows it, as JSON writes it: short, whatever its size."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**12:
        return f"a number of {len(str(abs(value)))} digits"
    text = json.dumps(value[:41] if isinstance(value, str) else value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:40] + "…"


def short_text(value: Any, longest: int) -> str | None:
    """A manifest's text recorded in the audit only when it is text of at most ``longest``
    characters (``None`` otherwise): a 10 MB "event id" never reaches the log."""
    return value if isinstance(value, str) and len(value) <= longest else None


def check_rows(tables: Any, event_tables: list[Table], skipped: set[str], where: str,
               donde: str) -> None:
    """Refuse ``tables`` (``event.json``'s ``tables``) unless every row of every event
    table is a JSON object whose values fit their columns; the first problem is named by
    its JSON path."""
    if not isinstance(tables, dict):
        raise TournamentError(f"{where}: event.json: tables is not an object", field="file",
                              es=f"{donde}: event.json: tables no es un objeto")
    for table in event_tables:
        if table.name in skipped:
            continue
        rows = tables.get(table.name, [])
        if not isinstance(rows, list):
            raise _refuse(where, donde, f"tables.{table.name}", "not a list", "no es una lista")
        if table.name == "event" and len(rows) != 1:
            raise _refuse(where, donde, "tables.event", f"{len(rows)} events (one expected)",
                          f"{len(rows)} eventos (se espera uno)")
        for i, row in enumerate(rows):
            path = f"tables.{table.name}[{i}]"
            if not isinstance(row, dict):
                raise _refuse(where, donde, path, "not an object", "no es un objeto")
            for column in table.c:
                if column.name in row:
                    _check_value(table.name, column, row[column.name],
                                 f"{path}.{column.name}", where, donde)


__all__ = ["MAX_INT", "check_rows", "load_json", "short_text"]
