"""Typed notation for match logs: one event a line, in the judge's words (issue 12).

python-chess's PGN is the model: a text people type, read and correct, with
errors that say where. :func:`write_log` prints a log as notation and
:func:`read_log` reads it back to the same JSON; :func:`event_words` says one
event in words for the replay's event list.

Each game's vocabulary is the ``notation`` part its ``GameInfo`` declares (a
:class:`GameNotation`); this package asks the registry for it, so it lists no game.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from judge_app.games import game_info, known_games
from judge_app.notation.core import Action, Context, GameNotation, Slot, same_json
from judge_app.notation.errors import LineError, NotationError
from judge_app.notation.header import FORMAT, is_header, read_header, write_header
from judge_app.violations import Lang

__all__ = [
    "MAX_CHARS",
    "MAX_LINE",
    "Action",
    "Context",
    "GameNotation",
    "NotationError",
    "Parsed",
    "Slot",
    "event_words",
    "notation_for",
    "parse_notation",
    "read_log",
    "same_json",
    "write_log",
]


@cache
def notation_for(game: str) -> GameNotation:
    """The notation of a game key (``KeyError`` if the game has none)."""
    notation: GameNotation | None = game_info(game).part("notation")
    if notation is None:
        raise KeyError(f"{game!r} declares no notation")
    return notation


def write_log(data: Mapping[str, Any], lang: Lang = "es") -> str:
    """A log (its JSON object) as notation: the header, then one event a line."""
    notation = notation_for(str(data["game"]))
    lines = write_header(data, lang)
    lines.append("")
    ctx = Context(notation, data)
    events = data.get("events")
    for event in events if isinstance(events, list) else []:
        lines.append(ctx.write_line(event, lang))
        ctx.advance(event)
    return "\n".join(lines) + "\n"


@dataclass
class Parsed:
    """A notation file read: the log's JSON object and the line of each event."""

    data: dict[str, Any]
    lines: list[int]

    def line_of(self, path: str) -> int | None:
        """The notation line of a log error's JSON path (``$.events[4].card`` → its line)."""
        m = re.match(r"^\$\.events\[(\d+)\]", path)
        if m and int(m.group(1)) < len(self.lines):
            return self.lines[int(m.group(1))]
        return None


def read_log(text: str, game: str | None = None, source: str = "<notation>") -> dict[str, Any]:
    """Notation → the log's JSON object; :class:`NotationError` at FILE:LINE:COLUMN."""
    return parse_notation(text, game, source).data


#: Longest notation text and line read, and most events (match-log.md, Bounds): refused
#: before the parse, so a huge file costs a quick pass, not the parse of every line.
MAX_CHARS = 20_000_000
MAX_LINE = 100_000


def _check_bounds(lines: list[str], source: str) -> None:
    """Refuse a line longer than :data:`MAX_LINE` or more event lines than a match log may
    hold (every line that is not blank, a comment or a header is one event)."""
    from judge_app.logs.envelope import MAX_EVENTS

    count = 0
    for n, line in enumerate(lines, start=1):
        if len(line) > MAX_LINE:
            raise NotationError(source, n, MAX_LINE + 1, f"línea de {len(line):,} caracteres; "
                                f"como mucho {MAX_LINE:,}", f"a line of {len(line):,} "
                                f"characters; at most {MAX_LINE:,}")
        stripped = line.lstrip()
        if stripped and not stripped.startswith("#") and not is_header(line):
            count += 1
            if count > MAX_EVENTS:
                raise NotationError(source, n, 1, f"más de {MAX_EVENTS:,} eventos; un registro "
                                    f"de partida tiene como mucho {MAX_EVENTS:,} (match-log.md)",
                                    f"more than {MAX_EVENTS:,} events; a match log has at most "
                                    f"{MAX_EVENTS:,} (match-log.md, Bounds)")


def parse_notation(text: str, game: str | None = None, source: str = "<notation>") -> Parsed:
    """Read a notation file; :class:`NotationError` at FILE:LINE:COLUMN.

    ``game`` is the game when the header does not say it (``--game``); a header
    that names another game is an error.
    """
    if len(text) > MAX_CHARS:
        raise NotationError(source, 1, 1, f"el archivo tiene {len(text):,} caracteres; una "
                            f"notación tiene como mucho {MAX_CHARS:,}", f"the file has "
                            f"{len(text):,} characters; a notation file has at most "
                            f"{MAX_CHARS:,}")
    header: dict[str, Any] = {}
    lines = [line.rstrip("\r") for line in text.split("\n")]
    _check_bounds(lines, source)
    n = 0
    in_events = False
    ctx: Context | None = None
    events: list[dict[str, Any]] = []
    event_lines: list[int] = []
    try:
        for n, line in enumerate(lines, start=1):
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            if is_header(line):
                if in_events:
                    raise LineError(line.index("[") + 1, "la cabecera [Clave valor] va antes de "
                                    "los eventos", "the [Key value] header goes before the "
                                    "events")
                read_header(line, header)
                if "game" in header and game is not None and header["game"] != game:
                    raise LineError(1, f"la cabecera dice el juego {header['game']!r}, no "
                                    f"{game!r}", f"the header says game {header['game']!r}, "
                                    f"not {game!r}")
                continue
            if not in_events:
                in_events = True
                ctx = _start(header, game)
            assert ctx is not None
            event = ctx.read_line(line)
            if event is not None:
                events.append(event)
                event_lines.append(n)
                ctx.advance(event)
    except LineError as exc:
        raise NotationError(source, n, exc.column, exc.es, exc.en) from None
    except KeyError as exc:
        raise NotationError(source, n, 1, f"juego desconocido {exc.args[0]!r}",
                            f"unknown game {exc.args[0]!r}") from None
    except (ValueError, RecursionError) as exc:  # a number of thousands of digits, deep JSON
        reason = str(exc).split(";")[0][:100] or type(exc).__name__
        raise NotationError(source, n, 1, f"valor ilegible ({reason})",
                            f"unreadable value ({reason})") from None
    if ctx is None:
        try:
            _start(header, game)
        except LineError as exc:
            raise NotationError(source, max(n, 1), exc.column, exc.es, exc.en) from None
    data: dict[str, Any] = {"format": FORMAT, "version": 1}
    data.update(header)
    data.setdefault("game", game)
    data["events"] = events
    return Parsed(data, event_lines)


def _start(header: dict[str, Any], game: str | None) -> Context:
    key = header.get("game", game)
    if not isinstance(key, str):
        keys = " | ".join(known_games())
        raise LineError(1, f"falta el juego: [Juego {keys}] en la cabecera o --game",
                        f"the game is missing: [Game {keys}] in the header or --game")
    try:
        notation = notation_for(key)
    except KeyError:
        raise LineError(1, f"juego desconocido {key!r}", f"unknown game {key!r}") from None
    return Context(notation, header)


_WORDS: dict[int, tuple[Mapping[str, Any], Context]] = {}


def event_words(data: Mapping[str, Any], event: Mapping[str, Any], lang: Lang = "es") -> str:
    """One event of a log in words a judge reads (``T3 · Ana ataca con Itzal a Kuma (2)``).

    Card and player names, never ids. The players and cards are read once per log.
    """
    hit = _WORDS.get(id(data))
    if hit is None or hit[0] is not data:
        if len(_WORDS) > 8:
            _WORDS.clear()
        hit = (data, Context(notation_for(str(data["game"])), data))
        _WORDS[id(data)] = hit
    return hit[1].say(event, lang)
