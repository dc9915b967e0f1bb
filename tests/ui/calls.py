"""Tests call the window's database as a script would call the service: ``calls(station)``.

Each call runs on the window's operations layer (its worker, its service, its stale-write
memory), as a read or a write as the core declares it (``judge_app.station``):
a write waits until it is written and ``changed`` is emitted. The window itself never
calls by name (``ui/operations.py`` is typed); this is the tests' shorthand only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge_app.station import touches
from ui.operations import Station


class StationCalls:
    """The service's methods by name, each on the window's worker."""

    def __init__(self, station: Station) -> None:
        self.station = station
        self.url = station.url
        self.where = station.where
        self.operations = station.operations

    def __getattr__(self, name: str) -> Callable[..., Any]:
        if name.startswith("_"):
            raise AttributeError(name)
        station, write = self.station, touches(name) is not None

        def call(*args: Any, **kwargs: Any) -> Any:
            if not write:
                return station.read(lambda svc: getattr(svc, name)(*args, **kwargs))
            event = args[0] if args and isinstance(args[0], str) else None
            return station.write_now(event, lambda svc: getattr(svc, name)(*args, **kwargs))

        return call


def calls(station: Station | None) -> Any:
    """``station``'s service calls, by name (see the module's docstring)."""
    assert station is not None, "no database is open"
    return StationCalls(station)
