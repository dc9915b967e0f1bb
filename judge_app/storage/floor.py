"""Running the floor, stored: hand edits of pairings, publishing, fixed seats, keep-apart pairs.

:class:`FloorService` is an :class:`~judge_app.storage.service.EventService`
with the floor's operations (cli.md, "Running the floor"); the CLI and the
window call the same methods. Every change is one transaction with its
audit entry, and a refused one changes nothing (:class:`TournamentError`).

* **Publishing**: a round paired by the service starts unpublished (a draft
  only the scorekeeper sees); ``publish_round`` makes it visible — printed
  pairings and slips of a draft carry "BORRADOR / DRAFT", the projector
  shows published rounds only. Rounds stored before publishing existed count
  as published. Edits after publishing are audited with ``after_publish``.
* **Hand edits** (``edit_round``): swap two players, pair two players (their
  former opponents play each other), give the bye — only in the current
  round, before any of its results; never a player unpaired or paired twice;
  the result names every rematch, points gap, second bye or keep-apart pair
  the edit creates.
* **Fixed seats** and **keep-apart pairs** are read by the pairing of every
  Swiss round (:func:`pairing_constraints`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from sqlmodel import Session, col, select

from judge_app.storage.errors import TournamentError
from judge_app.storage.models import (
    EventRow,
    KeepApartRow,
    MatchRow,
    PlayerRow,
    RoundRow,
)
from judge_app.storage.service import SWISS, EventService, public_id
from judge_app.tournament import floor
from judge_app.tournament.floor import Notice
from judge_app.tournament.model import MatchRecord, Pairing

if TYPE_CHECKING:
    from judge_app.tournament.pairing import SeatConflict

__all__ = ["FloorService", "RoundEdit", "pairing_constraints", "round_published"]


@dataclass(frozen=True)
class RoundEdit:
    """A round after a hand edit: its matches, the warnings, whether it was published."""

    round: int
    matches: list[MatchRecord]
    notices: list[Notice]
    published: bool


@dataclass(frozen=True)
class Seat:
    """A player who always plays at one table (accessibility)."""

    player: str
    name: str
    table: int


def pairing_constraints(s: Session, ev: EventRow
                        ) -> tuple[list[tuple[str, str]], dict[str, int]]:
    """The event's keep-apart pairs and fixed seats, by player id, for the pairing."""
    ids = {r.id: r.player_id for r in s.exec(select(PlayerRow).where(PlayerRow.event_id == ev.id))}
    apart = [(ids[r.a_id], ids[r.b_id])
             for r in s.exec(select(KeepApartRow).where(KeepApartRow.event_id == ev.id))]
    seats = {r.player_id: r.fixed_table for r in s.exec(
        select(PlayerRow).where(PlayerRow.event_id == ev.id,
                                col(PlayerRow.fixed_table).is_not(None)))
        if r.fixed_table is not None}
    return apart, seats


def round_published(service: EventService, event_id: str, round_no: int) -> bool:
    """Whether round ``round_no`` of the event is published (``True`` for a round that does
    not exist: nothing of it can be shown anyway)."""
    with service._session() as s:
        ev = service._event(s, event_id)
        rnd = s.exec(select(RoundRow).where(RoundRow.event_id == ev.id,
                                            RoundRow.number == round_no)).first()
        return True if rnd is None else bool(rnd.published)


class FloorService(EventService):
    """The tournament service plus what a scorekeeper does on the floor."""

    # ------------------------------------------------------------------ publishing
    def _current(self, s: Session, ev: EventRow) -> RoundRow:
        if ev.current_round == 0:
            raise TournamentError("no round has been paired yet", field="round")
        return self._round(s, ev, ev.current_round)

    def is_published(self, event_id: str, round_no: int | None = None) -> bool:
        """Whether a round (default: the current one) is published."""
        with self._session() as s:
            ev = self._event(s, event_id)
            if round_no is None:
                round_no = ev.current_round
        return round_published(self, event_id, round_no)

    def publish_round(self, event_id: str) -> int:
        """Publish the current round's pairings (printable, on the projector); audited.
        Returns its number; a round already published is left as it is."""
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            rnd = self._current(s, ev)
            if not rnd.published:
                rnd.published = True
                s.add(rnd)
                s.flush()
                self._audit(s, ev, "round.publish", {"round": rnd.number})
            return rnd.number

    # ------------------------------------------------------------------ hand edits
    def edit_round(self, event_id: str, *, swap: tuple[str, str] | None = None,
                   pair: tuple[str, str] | None = None, bye: str | None = None) -> RoundEdit:
        """Swap two players, pair two players, or give one the bye, in the current round
        before any of its results (exactly one of ``swap``, ``pair``, ``bye``)."""
        if sum(x is not None for x in (swap, pair, bye)) != 1:
            raise TournamentError("give exactly one of --swap, --pair, --bye", field="edit")
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            self._check_version(ev, f"event {public_id(ev.id or 0)!r}")
            rnd = self._current(s, ev)
            if rnd.kind != SWISS:
                raise TournamentError(f"round {rnd.number} is a top-cut round: its pairings "
                                      "follow the bracket and cannot be edited", field="round")
            rows = self._match_rows(s, ev, rnd)
            done = [m.table_no for m, _r in rows if m.p2_id is not None and m.wins1 is not None]
            if done:
                raise TournamentError(f"round {rnd.number} cannot be edited: table {done[0]} "
                                      "already has a result", field="round")
            ids = self._ids(s, ev)
            before = [Pairing(m.table_no, ids[m.p1_id], None if m.p2_id is None
                              else ids[m.p2_id]) for m, _r in rows]
            named = [*(swap or ()), *(pair or ()), *([bye] if bye else [])]
            for pid in named:
                self._find_player(s, ev, pid)  # NotFoundError for an unknown id
            try:
                op: dict[str, object]
                if swap is not None:
                    after, op = floor.swap(before, *swap), {"swap": list(swap)}
                elif pair is not None:
                    after, op = floor.pair_together(before, *pair), {"pair": list(pair)}
                else:
                    assert bye is not None
                    after, op = floor.give_bye(before, bye), {"bye": bye}
                apart, seats = pairing_constraints(s, ev)
                after = floor.keep_seats(after, seats)
                floor.check_same_players(before, after)
            except floor.EditError as exc:
                raise TournamentError(str(exc), field=exc.field) from None
            earlier = [m for m in self._records(s, ev) if m.round < rnd.number]
            points = {r.player: r.points for r in self._standings(s, ev, rnd.number - 1)}
            notices = floor.edit_notices(after, before, earlier, points, apart)
            self._replace_matches(s, ev, rnd, after)
            self._audit(s, ev, "round.edit", {
                "round": rnd.number, **op, "after_publish": bool(rnd.published),
                "pairings": [[p.table, p.p1, p.p2] for p in sorted(after, key=_table)],
                "warnings": [n.en for n in notices]})
            self._note(ev)
            matches = [MatchRecord(rnd.number, p.table, p.p1, p.p2)
                       for p in sorted(after, key=_table)]
            return RoundEdit(rnd.number, matches, notices, bool(rnd.published))

    def _replace_matches(self, s: Session, ev: EventRow, rnd: RoundRow,
                         pairings: list[Pairing]) -> None:
        """Store the round's new tables: rows whose players changed are rewritten."""
        assert ev.id is not None and rnd.id is not None
        pk = {r.player_id: r.id for r in self._player_rows(s, ev)}
        rows = {m.table_no: m for m, _r in self._match_rows(s, ev, rnd)}
        wanted = {p.table: p for p in pairings}
        for table, m in rows.items():
            if table not in wanted:
                s.delete(m)
        s.flush()
        for table, p in wanted.items():
            p1, p2 = pk[p.p1], None if p.p2 is None else pk[p.p2]
            assert p1 is not None
            old = rows.get(table)
            if old is None:
                s.add(MatchRow(event_id=ev.id, round_id=rnd.id, table_no=table, p1_id=p1,
                               p2_id=p2))
            elif (old.p1_id, old.p2_id) != (p1, p2):
                old.p1_id, old.p2_id = p1, p2
                s.add(old)
        s.flush()

    # ------------------------------------------------------------------ constraints
    def seat_player(self, event_id: str, player_id: str, table: int | None) -> list[Notice]:
        """``player_id`` always plays at ``table`` (``None``: no fixed seat); audited. The
        warnings name another player already seated there."""
        if table is not None and not 1 <= table <= 10_000:
            raise TournamentError(f"table {table} is not a table number (1 or more)",
                                  field="table")
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            row = self._find_player(s, ev, player_id, lock=True)
            notices: list[Notice] = []
            if table is not None:
                for other in s.exec(select(PlayerRow).where(PlayerRow.event_id == ev.id,
                                                            PlayerRow.fixed_table == table)):
                    if other.id != row.id:
                        notices.append(Notice(
                            "seat", (row.player_id, other.player_id),
                            f"la mesa {table} ya es fija para {other.player_id} "
                            f"{other.name}: si juegan en mesas distintas, uno se moverá",
                            f"table {table} is already the fixed seat of {other.player_id} "
                            f"{other.name}: when they play apart, one of them moves"))
            before = row.fixed_table
            row.fixed_table = table
            s.add(row)
            s.flush()
            self._audit(s, ev, "player.seat", {"player": row.player_id, "table": table,
                                               "before": before})
            self._note(row)
            return notices

    def seats(self, event_id: str) -> list[Seat]:
        """The players with a fixed seat, by table."""
        with self._session() as s:
            ev = self._event(s, event_id)
            return sorted((Seat(r.player_id, r.name, r.fixed_table)
                           for r in self._player_rows(s, ev) if r.fixed_table is not None),
                          key=lambda x: (x.table, x.player))

    def keep_apart(self, event_id: str, a: str, b: str, *, remove: bool = False) -> None:
        """Never pair ``a`` and ``b`` while any other pairing exists (or, ``remove``, no
        longer); audited."""
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            ra, rb = self._find_player(s, ev, a), self._find_player(s, ev, b)
            if ra.id == rb.id:
                raise TournamentError(f"{a!r} and {b!r} are the same player", field="player")
            assert ev.id is not None and ra.id is not None and rb.id is not None
            lo, hi = sorted((ra.id, rb.id))
            row = s.exec(select(KeepApartRow).where(KeepApartRow.event_id == ev.id,
                                                    KeepApartRow.a_id == lo,
                                                    KeepApartRow.b_id == hi)).first()
            if remove:
                if row is None:
                    raise TournamentError(f"{a} and {b} are not kept apart", field="player")
                s.delete(row)
            elif row is None:
                s.add(KeepApartRow(event_id=ev.id, a_id=lo, b_id=hi))
            else:
                return
            s.flush()
            self._audit(s, ev, "player.apart", {"players": sorted((ra.player_id, rb.player_id)),
                                                "removed": remove})

    def apart_pairs(self, event_id: str) -> list[tuple[str, str]]:
        """The event's keep-apart pairs, by player id."""
        with self._session() as s:
            return sorted(tuple(sorted(p)) for p in pairing_constraints(  # type: ignore[misc]
                s, self._event(s, event_id))[0])

    def seat_conflicts(self, event_id: str) -> list[SeatConflict]:
        """The fixed seats the current round could not honour (two seated players in one
        pair, or one table wanted twice)."""
        from judge_app.tournament.pairing import seat_tables

        with self._session() as s:
            ev = self._event(s, event_id)
            if ev.current_round == 0:
                return []
            rnd = self._round(s, ev, ev.current_round)
            ids = self._ids(s, ev)
            ps = [Pairing(m.table_no, ids[m.p1_id], None if m.p2_id is None else ids[m.p2_id])
                  for m, _r in self._match_rows(s, ev, rnd)]
            return seat_tables(ps, pairing_constraints(s, ev)[1])[1]


def _table(p: Pairing) -> int:
    return p.table
