"""What the portal shows of an event: one snapshot, read when the event changes (portal.md).

:func:`build_snapshot` reads the event through the service's public methods —
the same numbers the desk shows — and keeps only what players may see:

* the latest **published** round (a draft is never shown: while the desk
  prepares round ``R + 1`` the portal keeps showing round ``R``);
* the standings of the last **completed** Swiss round, exactly as
  ``standings --json`` prints them;
* the clock of the shown round as stored (``round_clock``) with each table's
  extensions, the same source as the desk's clock and the projector.

:attr:`Snapshot.version` is a digest of all of it: the server re-renders, and
phones reload, only when something a player can see changed — not on every
audited write (a claim from another phone changes nothing here).
"""

from __future__ import annotations

import hashlib
import json
import unicodedata
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from functools import cached_property
from typing import TYPE_CHECKING, Any

from judge_app.names import fold, invisible_characters
from judge_app.tournament.clock import ClockState

if TYPE_CHECKING:
    from judge_app.portal.store import PortalService
    from judge_app.tournament.model import StandingRow

__all__ = ["Seat", "Snapshot", "TableView", "build_snapshot", "shown_name", "standings_json"]


def shown_name(name: str) -> str:
    """A name as a page shows it: every invisible or direction-changing character (which
    Juez refuses on entry, but an older file may hold) made a visible ``�``.

    >>> shown_name("Ana\\u202eluR"), shown_name("Zoë <b>")
    ('Ana�luR', 'Zoë <b>')
    """
    if not invisible_characters(name):
        return name
    return "".join("\ufffd" if ch in "\u2028\u2029"
                   or unicodedata.category(ch) in ("Cf", "Cc") else ch for ch in name)


@dataclass(frozen=True)
class TableView:
    """A table of the shown round: its players ``(id, name)`` and the desk's result."""

    table: int
    players: tuple[tuple[str, str], ...]
    result: str | None
    extension: int = 0

    @property
    def is_bye(self) -> bool:
        """Whether this is the bye (one player)."""
        return len(self.players) == 1


@dataclass(frozen=True)
class Seat:
    """One player of the shown round: their table and opponent (``None``: the bye)."""

    player: tuple[str, str]
    table: int
    opponent: tuple[str, str] | None
    folded: str


@dataclass(frozen=True)
class Snapshot:
    """The public view of an event at one moment (see the module's docstring)."""

    event_id: str
    name: str
    game: str
    round: int | None
    published: bool
    tables: tuple[TableView, ...]
    seats: tuple[Seat, ...]
    standings_round: int
    standings: tuple[dict[str, Any], ...]
    clock: ClockState | None
    read_at: datetime = field(default_factory=lambda: datetime.now(UTC))
    version: str = ""

    def event_json(self) -> dict[str, Any]:
        """``GET /api/v1/event``."""
        return {"id": self.event_id, "name": self.name, "game": self.game,
                "round": self.round, "published": self.published}

    def pairings_json(self) -> dict[str, Any]:
        """``GET /api/v1/pairings``: the shown round's tables (a bye: one player)."""
        return {"round": self.round, "tables": [
            {"table": t.table, "players": [{"id": i, "name": n} for i, n in t.players],
             "result": t.result} for t in self.tables]}

    def standings_json(self) -> dict[str, Any]:
        """``GET /api/v1/standings``: as ``standings --json``, completed rounds only."""
        return {"round": self.standings_round, "standings": list(self.standings)}

    def find(self, text: str) -> list[Seat]:
        """The seats whose player's name (or id) holds ``text``, case and accents ignored."""
        wanted = " ".join(fold(text).split())
        if not wanted:
            return []
        return [s for s in self.seats if wanted in s.folded]

    def find_json(self, text: str) -> dict[str, Any]:
        """``GET /api/v1/find?name=TEXT``."""
        return {"round": self.round, "matches": [
            {"table": s.table, "player": {"id": s.player[0], "name": s.player[1]},
             "opponent": None if s.opponent is None else {"id": s.opponent[0],
                                                          "name": s.opponent[1]}}
            for s in self.find(text)]}

    def seat_of(self, player_id: str) -> Seat | None:
        """The player's seat in the shown round, or ``None`` (by key: every player's page
        asks it)."""
        return self._by_player.get(player_id)

    def table(self, number: int) -> TableView | None:
        """The shown round's table ``number``."""
        return self._by_table.get(number)

    @cached_property
    def pairing_key(self) -> str:
        """A digest of what a table's reason (:mod:`judge_app.tournament.explain`) is read
        from: the shown round's pairings and the completed rounds' standings, not the shown
        round's results (the reasons are read again only when a pairing or an earlier result
        changed, not on every result entered)."""
        data = [self.round, [[t.table, [i for i, _n in t.players]] for t in self.tables],
                self.standings_round, [[r["player"], r["points"], r["dropped"]]
                                       for r in self.standings]]
        text = json.dumps(data, ensure_ascii=False, default=str)
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]

    @cached_property
    def _by_player(self) -> dict[str, Seat]:
        return {s.player[0]: s for s in self.seats}

    @cached_property
    def _by_table(self) -> dict[int, TableView]:
        return {t.table: t for t in self.tables}

    def remaining(self, table: int | None = None, now: datetime | None = None) -> float | None:
        """Seconds left of the round (with ``table``'s extensions), ``None`` before the clock
        starts; computed at ``now`` from the clock read, like the desk's window."""
        if self.clock is None or not self.clock.started:
            return None
        extra = 0
        if table is not None:
            found = self.table(table)
            extra = 0 if found is None else found.extension
        return self.clock.remaining_at(now or datetime.now(UTC)) + 60 * extra

    def clock_json(self, now: datetime | None = None) -> dict[str, Any]:
        """``GET /api/v1/clock``: state, seconds left, and each table's extra minutes."""
        left = self.remaining(None, now)
        state = "stopped" if self.clock is None or not self.clock.started or left is None \
            else "running" if self.clock.running else "paused"
        return {"state": state, "remaining_s": 0 if left is None else round(left),
                "extensions": {str(t.table): t.extension for t in self.tables if t.extension}}

    def ends_at(self, table: int | None = None) -> datetime | None:
        """When the round (with ``table``'s extensions) ends, if its clock runs."""
        left = self.remaining(table, self.read_at)
        if left is None or self.clock is None or not self.clock.running:
            return None
        return self.read_at + timedelta(seconds=left)


def standings_json(rows: list[StandingRow]) -> list[dict[str, Any]]:
    """The rows as ``standings --json`` prints them (cli.md)."""
    from judge_app.tournament.profiles import points_number

    return [{"rank": r.rank, "player": r.player, "name": r.name,
             "points": points_number(r.points), "record": r.record, **r.tiebreakers,
             "dropped": r.dropped} for r in rows]


def _shown_round(svc: PortalService, event_id: str, current: int) -> int | None:
    for number in range(current, 0, -1):
        if svc.is_published(event_id, number):
            return number
    return None


def build_snapshot(svc: PortalService, event_id: str) -> Snapshot:
    """Read the event's public view (a handful of queries; called when the event changed)."""
    summary = svc.event_summary(event_id)
    current = summary.current_round
    shown = _shown_round(svc, event_id, current)
    names = {p.id: shown_name(p.name) for p in svc.players(event_id)}
    tables: list[TableView] = []
    seats: list[Seat] = []
    clock = None
    if shown is not None:
        extra: dict[int, int] = {}
        if shown == current:
            status = svc.clock_status(event_id)
            clock = status.clock
            for x in status.extensions:
                extra[x.table] = extra.get(x.table, 0) + x.minutes
        for m in svc.matches(event_id, shown):
            people = tuple((p, names.get(p, p)) for p in (m.p1, m.p2) if p is not None)
            tables.append(TableView(m.table, people, None if m.score is None
                                    else str(m.score), extra.get(m.table, 0)))
            for i, me in enumerate(people):
                other = people[1 - i] if len(people) == 2 else None
                seats.append(Seat(me, m.table, other, " ".join(fold(f"{me[1]} {me[0]}")
                                                                .split())))
    seats.sort(key=lambda s: (fold(s.player[1]), s.player[0]))
    done = _completed(svc, event_id)
    standings = tuple(standings_json(svc.standings(event_id, done))) if done else ()
    for row in standings:
        row["name"] = shown_name(str(row["name"]))
    snap = Snapshot(summary.id, shown_name(summary.name), summary.game, shown,
                    shown is not None and shown == current, tuple(tables), tuple(seats), done,
                    standings, clock)
    return replace(snap, version=_digest(snap))


def _completed(svc: PortalService, event_id: str) -> int:
    """The last Swiss round whose every result is in (0: none)."""
    last = svc.last_swiss_round(event_id)
    for number in range(last, 0, -1):
        if all(m.score is not None or m.p2 is None or m.double_loss
               for m in svc.matches(event_id, number)):
            return number
    return 0


def _digest(snap: Snapshot) -> str:
    clock: list[Any] = []
    if snap.clock is not None:
        c = snap.clock
        # a running clock by when it ends (stable between reads), a paused one by what is left
        clock = [c.running, c.started, c.minutes, round(
            (c.now + timedelta(seconds=c.remaining)).timestamp() if c.running
            else c.remaining)]
    data = [snap.event_json(), snap.pairings_json(), [t.extension for t in snap.tables],
            snap.standings_json(), clock]
    text = json.dumps(data, ensure_ascii=False, sort_keys=True, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
