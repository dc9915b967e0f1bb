"""Errors of a log or deck file: always with a place (file, line or JSON path) and a reason."""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def json_path(loc: Iterable[str | int]) -> str:
    """A pydantic/JSON location as a JSON path.

    >>> json_path(("events", 3, "targets", 0))
    '$.events[3].targets[0]'
    >>> json_path(())
    '$'
    """
    out = "$"
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part.isidentifier():
            out += f".{part}"
        else:
            out += f"[{part!r}]"
    return out


class LogError(Exception):
    """A file Juez could not read: where (``source``, ``path`` or ``line``) and why.

    >>> str(LogError("m.json", "$.events[2].card", "unknown card instance 'x'"))
    "m.json: $.events[2].card: unknown card instance 'x'"
    """

    def __init__(self, source: str, path: str, reason: str, line: int | None = None) -> None:
        self.source = source
        self.path = path
        self.reason = reason
        self.line = line
        super().__init__(str(self))

    def __str__(self) -> str:
        where = f"line {self.line}" if self.line is not None else self.path
        return f"{self.source}: {where}: {self.reason}"


class LogReferenceError(Exception):
    """Raised by a game when an event names an unknown card instance.

    The replay turns it into a :class:`LogError` with the event's JSON path.
    ``field`` is the key inside the event (``"card"``, ``"targets[1]"``).
    """

    def __init__(self, field: str, instance: str, reason: str | None = None) -> None:
        self.field = field
        self.instance = instance
        self.reason = reason or f"unknown card instance {instance!r}"
        super().__init__(self.reason)


def first_errors(errors: Sequence[str], limit: int = 5) -> str:
    """Join a few messages for display, saying how many were left out."""
    shown = "; ".join(errors[:limit])
    rest = len(errors) - limit
    return shown + (f" (and {rest} more)" if rest > 0 else "")
