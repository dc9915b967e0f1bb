"""Wrong tries of a personal code, counted per player and per address (portal.md, safety).

After ``per_player`` wrong codes for one player, or ``per_address`` from one
network address, within ``window`` seconds, every further try of that player or
from that address is refused (HTTP 429) until the oldest wrong try leaves the
window — before the code is even looked at, so a refused try tells nothing.
Only wrong codes count: reads are never limited, and a player who types the
right code is never slowed by their neighbours' reading.

>>> t = [0.0]
>>> tries = WrongTries(per_player=2, per_address=3, window=60, clock=lambda: t[0])
>>> tries.wrong("P1", "10.0.0.9"); tries.wrong("P1", "10.0.0.9")
>>> tries.wait("P1", "10.0.0.8") > 0, tries.wait("P2", "10.0.0.9")
(True, 0.0)
>>> t[0] = 61.0
>>> tries.wait("P1", "10.0.0.8")
0.0
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

__all__ = ["WrongTries"]


class WrongTries:
    """The wrong codes of the last ``window`` seconds, per player and per address."""

    def __init__(self, per_player: int = 5, per_address: int = 10, window: float = 600.0,
                 clock: Callable[[], float] = time.monotonic, max_keys: int = 50_000) -> None:
        self.per_player = per_player
        self.per_address = per_address
        self.window = window
        self._clock = clock
        self._max_keys = max_keys
        self._seen: dict[tuple[str, str], deque[float]] = {}

    def _recent(self, key: tuple[str, str], now: float) -> deque[float]:
        times = self._seen.get(key)
        if times is None:
            return deque()
        while times and times[0] <= now - self.window:
            times.popleft()
        if not times:
            del self._seen[key]
        return times

    def wait(self, player: str, address: str) -> float:
        """Seconds until ``player`` may try a code again from ``address`` (0: now)."""
        now = self._clock()
        longest = 0.0
        for key, limit in ((("player", player), self.per_player),
                           (("address", address), self.per_address)):
            times = self._recent(key, now)
            if len(times) >= limit:
                longest = max(longest, times[-limit] + self.window - now)
        return longest

    def wrong(self, player: str, address: str) -> None:
        """Count one wrong code for ``player`` from ``address``."""
        now = self._clock()
        if len(self._seen) >= self._max_keys:  # a flood of made-up ids: forget the oldest
            for key in list(self._seen)[: self._max_keys // 10]:
                del self._seen[key]
        for key in (("player", player), ("address", address)):
            self._seen.setdefault(key, deque()).append(now)
