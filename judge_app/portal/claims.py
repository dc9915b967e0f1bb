"""What the claims of a table's result from two phones make, pure (portal.md).

Two claims that agree make ``agreed``; one that differs makes ``disputed``; one
claim alone is ``waiting``; once the desk has entered the table's result the
report is ``entered`` whatever the claims said. A result is written from the
table's first player's view (``round result``'s SCORE), so both players claim
the same text.

>>> a = Claim("P1", "2-1", False, "t", "10.0.0.2")
>>> b = Claim("P2", "2-1", True, "t", "10.0.0.3")
>>> status_of([a], None), status_of([a, b], None), status_of([a, b], "2-0")
('waiting', 'agreed', 'entered')
>>> status_of([a, Claim("P2", "1-2", False, "t", "")], None)
'disputed'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

__all__ = ["STATUSES", "Claim", "Report", "status_of"]

#: A report's states, in the order the desk cares about them.
STATUSES = ("disputed", "agreed", "waiting", "entered")


@dataclass(frozen=True)
class Claim:
    """One player's claim: the table's result (first player's view), whether they drop,
    when, and from which network address."""

    player: str
    result: str
    drop: bool
    at: str
    address: str = ""


def status_of(claims: Sequence[Claim], entered: str | None) -> str:
    """``entered`` once the desk has the result, else ``disputed`` when two claims differ,
    ``agreed`` when both players claimed the same result, ``waiting`` otherwise."""
    if entered is not None:
        return "entered"
    if len({c.result for c in claims}) > 1:
        return "disputed"
    return "agreed" if len({c.player for c in claims}) >= 2 else "waiting"


@dataclass(frozen=True)
class Report:
    """A table's report from the phones: its claims, the desk's result (if entered) and
    the drops claimed that the desk has not applied yet."""

    round: int
    table: int
    players: tuple[str, ...]
    claims: tuple[Claim, ...]
    entered: str | None = None
    drops_pending: tuple[str, ...] = field(default=())

    @property
    def status(self) -> str:
        """``waiting``, ``agreed``, ``disputed`` or ``entered`` (:func:`status_of`)."""
        return status_of(self.claims, self.entered)

    @property
    def result(self) -> str | None:
        """The result both claims agree on (``None`` unless ``agreed`` or entered that way)."""
        results = {c.result for c in self.claims}
        return next(iter(results)) if len(results) == 1 and len(self.claims) >= 2 else None

    def as_json(self) -> dict[str, object]:
        """cli.md's ``portal reports --json`` entry (plus ``players``, ``entered`` and
        ``drops_pending``: docs/extensions.md)."""
        return {"round": self.round, "table": self.table, "status": self.status,
                "players": list(self.players), "entered": self.entered,
                "drops_pending": list(self.drops_pending),
                "claims": [{"player": c.player, "result": c.result, "drop": c.drop,
                            "at": c.at, "from": c.address} for c in self.claims]}
