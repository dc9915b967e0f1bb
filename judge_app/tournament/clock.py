"""The round clock, pure: time left from the stored start and pauses, warnings, extensions.

The clock is stored (``round_clock``: the minutes of the round, the seconds
already run before the last start, and the start while it runs), so the time
left is always computed from the stored timestamps and the current time — it
survives a restart of the app and every station shows the same time.

>>> from datetime import datetime, timedelta, UTC
>>> t0 = datetime(2026, 11, 25, 10, 0, tzinfo=UTC)
>>> c = clock_state(1, 50, t0, 0.0, now=t0 + timedelta(minutes=41))
>>> c.remaining, c.alert
(540.0, 'ten')
>>> c.text()
'09:00'
>>> clock_state(1, 50, None, 3000.0, now=t0).alert
'time'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime

__all__ = ["ALERTS", "ClockState", "ExtensionInfo", "TableTime", "alert_for",
           "clock_state", "format_seconds"]

#: The warnings of a round (seconds left at which each starts), latest first.
ALERTS: tuple[tuple[str, float], ...] = (("time", 0.0), ("five", 300.0), ("ten", 600.0))

#: What each warning says, in Spanish and English.
ALERT_TEXT: dict[str, tuple[str, str]] = {
    "ten": ("Quedan 10 minutos", "10 minutes left"),
    "five": ("Quedan 5 minutos", "5 minutes left"),
    "time": ("¡Tiempo!", "Time!"),
}

#: The reasons an extension is given (cli.md), with their printed names.
REASONS: dict[str, tuple[str, str]] = {
    "judge_call": ("llamada a juez", "judge call"),
    "deck_check": ("revisión de mazo", "deck check"),
    "other": ("otro", "other"),
}


def alert_for(remaining: float) -> str | None:
    """``ten``, ``five`` or ``time`` once that much time (or less) is left, else ``None``.

    >>> [alert_for(s) for s in (601, 600, 301, 300, 1, 0, -5)]
    [None, 'ten', 'ten', 'five', 'five', 'time', 'time']
    """
    for name, limit in ALERTS:
        if remaining <= limit:
            return name
    return None


def format_seconds(seconds: float) -> str:
    """``MM:SS`` (``-MM:SS`` past time), rounding toward more time left.

    >>> format_seconds(125.2), format_seconds(0), format_seconds(-61), format_seconds(3725)
    ('02:06', '00:00', '-01:01', '62:05')
    """
    sign = "-" if seconds < 0 else ""
    whole = int(-(-abs(seconds) // 1)) if seconds >= 0 else int(abs(seconds) // 1)
    return f"{sign}{whole // 60:02d}:{whole % 60:02d}"


@dataclass(frozen=True)
class ExtensionInfo:
    """Extra minutes given to one table."""

    id: int | None
    round: int
    table: int
    minutes: int
    reason: str
    note: str = ""
    at: str = ""


@dataclass(frozen=True)
class ClockState:
    """A round's clock at one moment: ``remaining`` seconds of the round (negative past
    time), whether it runs, and the warning due."""

    round: int
    minutes: int
    running: bool
    started: bool
    elapsed: float
    remaining: float
    alert: str | None
    now: datetime = field(default_factory=lambda: datetime.now(UTC))

    def text(self) -> str:
        """The time left as the projector shows it."""
        return format_seconds(self.remaining)

    def remaining_at(self, when: datetime) -> float:
        """The time left at ``when``: a running clock has gone on since it was read (``now``),
        a paused one has not — so a window redraws every second without reading again.

        >>> c = clock_state(1, 50, "2026-01-01T10:00:00+00:00", 0,
        ...                 datetime(2026, 1, 1, 10, 10, tzinfo=UTC))
        >>> c.remaining_at(datetime(2026, 1, 1, 10, 11, tzinfo=UTC))
        2340.0
        """
        if not self.running:
            return self.remaining
        return self.remaining - (when - self.now).total_seconds()

    def remaining_for(self, extra_minutes: int) -> float:
        """The time left of a table with ``extra_minutes`` of extensions."""
        return self.remaining + 60 * extra_minutes


@dataclass(frozen=True)
class TableTime:
    """A table still playing (no result yet) with its extensions and time left."""

    table: int
    p1: str
    p2: str
    extra_minutes: int
    remaining: float | None


def _parse(when: str | datetime | None) -> datetime | None:
    if when is None or isinstance(when, datetime):
        return when
    at = datetime.fromisoformat(when)
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


def clock_state(round_no: int, minutes: int, started_at: str | datetime | None,
                elapsed: float, now: datetime | None = None) -> ClockState:
    """The clock of round ``round_no`` at ``now`` (default: the current time), from what is
    stored: the seconds run before the last start and that start (``None``: paused or not
    started)."""
    now = now or datetime.now(UTC)
    start = _parse(started_at)
    run = elapsed + (max(0.0, (now - start).total_seconds()) if start is not None else 0.0)
    remaining = minutes * 60 - run
    return ClockState(round_no, minutes, start is not None, start is not None or elapsed > 0,
                      run, remaining, alert_for(remaining), now)
