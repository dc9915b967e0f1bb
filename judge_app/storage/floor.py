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

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from sqlmodel import Session, col, select

from judge_app.games import get_game
from judge_app.logs.errors import LogError
from judge_app.storage.errors import NotFoundError, TournamentError
from judge_app.storage.models import (
    DecklistRow,
    EventRow,
    ExtensionRow,
    JudgeCallRow,
    KeepApartRow,
    MatchRow,
    PenaltyRow,
    PlayerRow,
    RoundClockRow,
    RoundRow,
)
from judge_app.storage.plain import plain_rows as _plain_rows
from judge_app.storage.service import (
    SWISS,
    EventService,
    _check_citation,
    public_id,
)
from judge_app.tournament import floor
from judge_app.tournament.clock import REASONS, ClockState, ExtensionInfo, TableTime, clock_state
from judge_app.tournament.decklists import (
    SUGGESTED_PENALTY,
    DeckDifference,
    compare_decks,
    deck_rule,
)
from judge_app.tournament.floor import JudgeCall, Notice
from judge_app.tournament.model import MatchRecord, Pairing, Penalty, PenaltyKind
from judge_app.violations import Citation, Severity, Violation

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


@dataclass(frozen=True)
class ClockStatus:
    """A round's clock with its extensions and the tables still playing (no result yet)."""

    clock: ClockState | None
    extensions: list[ExtensionInfo]
    playing: list[TableTime]


@dataclass(frozen=True)
class DeckCheck:
    """A deck check at the table: the differences from the registered list, the section
    they break, the penalty suggested, the presented deck's own problems, the extension."""

    player: str
    differences: list[DeckDifference]
    citation: Citation
    penalty: PenaltyKind | None
    problems: list[Violation]
    extension: ExtensionInfo | None = None

    @property
    def matches(self) -> bool:
        """Whether the presented deck is exactly the registered list."""
        return not self.differences


@dataclass(frozen=True)
class HistoryEntry:
    """A penalty of another (or this) event of the same person (member id or name)."""

    event: str
    event_name: str
    date: str
    penalty: Penalty
    by: str  # "member_id" or "name"
    current: bool


def _now() -> datetime:
    return datetime.now(UTC)


def _stamp(when: datetime) -> str:
    return when.isoformat(timespec="milliseconds")


def pairing_constraints(s: Session, ev: EventRow
                        ) -> tuple[list[tuple[str, str]], dict[str, int]]:
    """The event's keep-apart pairs and fixed seats, by player id, for the pairing."""
    # plain rows, and the roster only when there are pairs to name (8,192 player objects
    # were a tenth of a pairing's time)
    pairs = list(s.exec(select(KeepApartRow.a_id, KeepApartRow.b_id)
                        .where(KeepApartRow.event_id == ev.id)))
    apart: list[tuple[str, str]] = []
    if pairs:
        ids = dict(s.exec(select(PlayerRow.id, PlayerRow.player_id)
                          .where(PlayerRow.event_id == ev.id)).all())
        apart = [(ids[a], ids[b]) for a, b in pairs]
    seats = {pid: table for pid, table in s.exec(
        select(PlayerRow.player_id, PlayerRow.fixed_table).where(
            PlayerRow.event_id == ev.id, col(PlayerRow.fixed_table).is_not(None)))
        if table is not None}
    return apart, seats


def round_published(service: EventService, event_id: str, round_no: int) -> bool:
    """Whether round ``round_no`` of the event is published (``True`` for a round that does
    not exist: nothing of it can be shown anyway)."""
    with service._session() as s:
        ev = service._event(s, event_id)
        rnd = s.exec(select(RoundRow).where(RoundRow.event_id == ev.id,
                                            RoundRow.number == round_no)).first()
        return True if rnd is None else bool(rnd.published)


class _FloorRounds(EventService):
    """Publishing, hand edits, fixed seats and keep-apart pairs (part of FloorService)."""

    # ------------------------------------------------------------------ publishing
    def _current(self, s: Session, ev: EventRow) -> RoundRow:
        if ev.current_round == 0:
            raise TournamentError("no round has been paired yet",
                                  es="aún no se ha emparejado ninguna ronda",
                                  field="round")
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
        before any of its results (exactly one of ``swap``, ``pair``, ``bye``); then an
        automatic backup, as after any pairing (debounced like a result's)."""
        edit = self._edit_round(event_id, swap, pair, bye)
        self._take_backup(event_id, "round.edit")
        return edit

    def _edit_round(self, event_id: str, swap: tuple[str, str] | None,
                    pair: tuple[str, str] | None, bye: str | None) -> RoundEdit:
        if sum(x is not None for x in (swap, pair, bye)) != 1:
            raise TournamentError("give exactly one of --swap, --pair, --bye",
                                  es="indique exactamente uno de --swap, --pair, --bye",
                                  field="edit")
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            self._check_version(ev, f"event {public_id(ev.id or 0)!r}")
            rnd = self._current(s, ev)
            if rnd.kind != SWISS:
                raise TournamentError(f"round {rnd.number} is a top-cut round: its pairings "
                                      "follow the bracket and cannot be edited",
                                      es=f"la ronda {rnd.number} es de la fase final: sus "
                                         "emparejamientos siguen el cuadro y no se pueden editar",
                                      field="round")
            rows = self._match_rows(s, ev, rnd)
            done = [m.table_no for m, _r in rows if m.p2_id is not None and m.wins1 is not None]
            if done:
                raise TournamentError(f"round {rnd.number} cannot be edited: table {done[0]} "
                                      "already has a result",
                                      es=f"la ronda {rnd.number} no se puede editar: la mesa "
                                         f"{done[0]} ya tiene resultado",
                                      field="round")
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
                raise TournamentError(str(exc), field=exc.field,
                                      es=exc.message("es")) from None
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

    # ------------------------------------------------------------------ seating
    def seat_players(self, event_id: str, order: str = "alpha",
                     seed: int | None = None) -> tuple[int, list[Pairing]]:
        """Seats for deck registration (round 0) or a random seating of the active players:
        alphabetically or drawn (the seed, given or drawn, is returned and audited so the
        seating can be repeated); fixed seats are honoured. Returns (seed, tables)."""
        import secrets

        from judge_app.tournament.pairing import seat_tables

        if seed is None:
            seed = secrets.randbelow(2**31) if order == "random" else 0
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            rows = [r for r in self._player_rows(s, ev) if r.dropped_after is None]
            try:
                tables = floor.seating([(r.player_id, r.name) for r in rows], order, seed)
            except floor.EditError as exc:
                raise TournamentError(str(exc), field=exc.field,
                                      es=exc.message("es")) from None
            seats = pairing_constraints(s, ev)[1]
            if seats:  # a player alone (odd count) sits at a table too: an empty chair
                empty = "\x00"
                tables = [Pairing(t.table, t.p1, None if t.p2 == empty else t.p2)
                          for t in seat_tables([Pairing(t.table, t.p1, t.p2 or empty)
                                                for t in tables], seats)[0]]
            self._audit(s, ev, "round.seating", {
                "order": order, "seed": seed,
                "tables": [[t.table, t.p1, t.p2] for t in tables]})
            return seed, tables

    # ------------------------------------------------------------------ constraints
    def seat_player(self, event_id: str, player_id: str, table: int | None) -> list[Notice]:
        """``player_id`` always plays at ``table`` (``None``: no fixed seat); audited. The
        warnings name another player already seated there."""
        if table is not None and not 1 <= table <= 10_000:
            raise TournamentError(f"table {table} is not a table number (1 or more)",
                                  es=f"la mesa {table} no es un número de mesa (1 o más)",
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
                raise TournamentError(f"{a!r} and {b!r} are the same player",
                                      es=f"{a!r} y {b!r} son el mismo jugador",
                                      field="player")
            assert ev.id is not None and ra.id is not None and rb.id is not None
            lo, hi = sorted((ra.id, rb.id))
            row = s.exec(select(KeepApartRow).where(KeepApartRow.event_id == ev.id,
                                                    KeepApartRow.a_id == lo,
                                                    KeepApartRow.b_id == hi)).first()
            if remove:
                if row is None:
                    raise TournamentError(f"{a} and {b} are not kept apart",
                                          es=f"{a} y {b} no están separados",
                                          field="player")
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
            pairs = pairing_constraints(s, self._event(s, event_id))[0]
            return sorted((min(a, b), max(a, b)) for a, b in pairs)

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


class _FloorClock(EventService):
    """The round clock, extensions and judge calls (mixed into :class:`FloorService`)."""

    def _clock_row(self, s: Session, ev: EventRow, number: int) -> RoundClockRow | None:
        return s.exec(select(RoundClockRow).where(RoundClockRow.event_id == ev.id,
                                                  RoundClockRow.round == number)
                      .with_for_update()).first()

    def _round_no(self, s: Session, ev: EventRow, round_no: int | None) -> int:
        if ev.current_round == 0:
            raise TournamentError("no round has been paired yet",
                                  es="aún no se ha emparejado ninguna ronda",
                                  field="round")
        number = ev.current_round if round_no is None else round_no
        self._round(s, ev, number)  # NotFoundError for a round that is not there
        return number

    def clock_start(self, event_id: str, minutes: int = 50) -> ClockState:
        """Start the current round's clock with ``minutes`` (audited); refused once started."""
        if not 1 <= minutes <= 600:
            raise TournamentError(f"{minutes} minutes is not a round length (1 to 600)",
                                  es=f"{minutes} minutos no es una duración de ronda (de 1 a 600)",
                                  field="minutes")
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            number = self._round_no(s, ev, None)
            row = self._clock_row(s, ev, number)
            if row is not None and (row.started_at is not None or row.elapsed > 0):
                raise TournamentError(f"the clock of round {number} has already started "
                                      "(pause and resume it)",
                                      es=f"el reloj de la ronda {number} ya está en marcha "
                                         "(páuselo y reanúdelo)",
                                      field="clock")
            now = _now()
            assert ev.id is not None
            row = row or RoundClockRow(event_id=ev.id, round=number)
            row.minutes, row.started_at, row.elapsed = minutes, _stamp(now), 0.0
            s.add(row)
            s.flush()
            self._audit(s, ev, "clock.start", {"round": number, "minutes": minutes})
            return clock_state(number, row.minutes, row.started_at, row.elapsed, now)

    def clock_pause(self, event_id: str) -> ClockState:
        """Pause the running clock of the current round (audited)."""
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            number = self._round_no(s, ev, None)
            row = self._clock_row(s, ev, number)
            if row is None or row.started_at is None:
                raise TournamentError(f"the clock of round {number} is not running",
                                      es=f"el reloj de la ronda {number} no está en marcha",
                                      field="clock")
            now = _now()
            state = clock_state(number, row.minutes, row.started_at, row.elapsed, now)
            row.elapsed, row.started_at = state.elapsed, None
            s.add(row)
            s.flush()
            self._audit(s, ev, "clock.pause", {"round": number,
                                               "elapsed": round(state.elapsed, 3)})
            return clock_state(number, row.minutes, None, row.elapsed, now)

    def clock_resume(self, event_id: str) -> ClockState:
        """Resume the paused clock of the current round (audited)."""
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            number = self._round_no(s, ev, None)
            row = self._clock_row(s, ev, number)
            if row is None or row.started_at is not None or row.elapsed <= 0:
                raise TournamentError(f"the clock of round {number} is not paused "
                                      "(start it, or it is running)",
                                      es=f"el reloj de la ronda {number} no está en pausa "
                                         "(póngalo en marcha, o ya lo está)",
                                      field="clock")
            now = _now()
            row.started_at = _stamp(now)
            s.add(row)
            s.flush()
            self._audit(s, ev, "clock.resume", {"round": number})
            return clock_state(number, row.minutes, row.started_at, row.elapsed, now)

    def clock_status(self, event_id: str, round_no: int | None = None,
                     now: datetime | None = None) -> ClockStatus:
        """The clock (``None`` before it starts), the extensions and the tables still
        playing of a round (default: the current one), computed from what is stored."""
        with self._session() as s:
            ev = self._event(s, event_id)
            if ev.current_round == 0:
                return ClockStatus(None, [], [])
            number = self._round_no(s, ev, round_no)
            row = s.exec(select(RoundClockRow).where(RoundClockRow.event_id == ev.id,
                                                     RoundClockRow.round == number)).first()
            clock = None if row is None else clock_state(number, row.minutes, row.started_at,
                                                        row.elapsed, now)
            exts = self._extensions(s, ev, number)
            extra: dict[int, int] = {}
            for x in exts:
                extra[x.table] = extra.get(x.table, 0) + x.minutes
            ids = self._ids(s, ev)
            playing = [TableTime(m.table_no, ids[m.p1_id], ids[m.p2_id], extra.get(m.table_no, 0),
                                 None if clock is None
                                 else clock.remaining_for(extra.get(m.table_no, 0)))
                       for m, _r in self._match_rows(s, ev, self._round(s, ev, number))
                       if m.p2_id is not None and m.wins1 is None]
            return ClockStatus(clock, exts, playing)

    def _extensions(self, s: Session, ev: EventRow, number: int) -> list[ExtensionInfo]:
        return [ExtensionInfo(x.id, x.round, x.table_no, x.minutes, x.reason, x.note,
                              x.created_at)
                for x in s.exec(select(ExtensionRow).where(ExtensionRow.event_id == ev.id,
                                                           ExtensionRow.round == number)
                                .order_by(col(ExtensionRow.id)))]

    def _new_extension(self, s: Session, ev: EventRow, number: int, table: int, minutes: int,
                       reason: str, note: str) -> ExtensionRow:
        if reason not in REASONS:
            raise TournamentError(f"reason {reason!r} is not one of {', '.join(REASONS)}",
                                  es=f"el motivo {reason!r} no es uno de {', '.join(REASONS)}",
                                  field="reason")
        if not 1 <= minutes <= 120:
            raise TournamentError(f"{minutes} minutes is not an extension (1 to 120)",
                                  es=f"{minutes} minutos no es una extensión (de 1 a 120)",
                                  field="minutes")
        m = self._match_at(s, ev, self._round(s, ev, number), table)
        if m.p2_id is None:
            raise TournamentError(f"table {table} of round {number} is the bye: nobody plays "
                                  "there",
                                  es=f"la mesa {table} de la ronda {number} es el descanso: nadie "
                                     "juega allí",
                                  field="table")
        assert ev.id is not None
        row = ExtensionRow(event_id=ev.id, round=number, table_no=table, minutes=minutes,
                           reason=reason, note=note.strip()[:500], author=self.station,
                           created_at=_stamp(_now()))
        s.add(row)
        s.flush()
        self._audit(s, ev, "extension.add", {"round": number, "table": table,
                                             "minutes": minutes, "reason": reason,
                                             "note": row.note})
        return row

    def add_extension(self, event_id: str, table: int, minutes: int, reason: str,
                      note: str = "") -> ExtensionInfo:
        """Give a table of the current round extra minutes (judge call, deck check, other);
        audited."""
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            number = self._round_no(s, ev, None)
            x = self._new_extension(s, ev, number, int(table), int(minutes), reason, note)
            return ExtensionInfo(x.id, x.round, x.table_no, x.minutes, x.reason, x.note,
                                 x.created_at)

    # ------------------------------------------------------------------ judge calls
    def add_call(self, event_id: str, table: int | None, judge: str, question: str,
                 ruling: str, cite: str | None = None, extension: int = 0,
                 round_no: int | None = None) -> JudgeCall:
        """Log a judge call at a table of the current round (or ``round_no``); an
        extension given is stored as an extension of that table too. Audited."""
        question = (question or "").strip()
        ruling = (ruling or "").strip()
        if not question:
            raise TournamentError("the question is empty",
                                  es="la pregunta está vacía",
                                  field="question")
        if not ruling:
            raise TournamentError("the ruling is empty",
                                  es="la resolución está vacía",
                                  field="ruling")
        if len(question) > 2000 or len(ruling) > 2000 or len(judge) > 100:
            raise TournamentError("question or ruling (2000) or judge (100 characters) too "
                                  "long",
                                  es="la pregunta o la resolución (2000) o el juez (100 "
                                     "caracteres) es demasiado largo",
                                  field="question")
        citation = None if not cite else _check_citation(cite)
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            number = self._round_no(s, ev, round_no)
            players: tuple[str, ...] = ()
            if table is not None:
                m = self._match_at(s, ev, self._round(s, ev, number), int(table))
                ids = self._ids(s, ev)
                players = tuple(ids[p] for p in (m.p1_id, m.p2_id) if p is not None)
            if extension:
                if table is None:
                    raise TournamentError("an extension needs the table",
                                          es="una extensión necesita la mesa",
                                          field="table")
                if number != ev.current_round:
                    raise TournamentError("extensions are given in the current round",
                                          es="las extensiones se dan en la ronda actual",
                                          field="extension")
                self._new_extension(s, ev, number, int(table), int(extension), "judge_call",
                                    question[:200])
            assert ev.id is not None
            row = JudgeCallRow(event_id=ev.id, round=number, table_no=table,
                               at=_stamp(_now()), judge=judge.strip(), question=question,
                               ruling=ruling,
                               rulebook=None if citation is None else citation.rulebook,
                               section=None if citation is None else citation.section,
                               extension_minutes=int(extension))
            s.add(row)
            s.flush()
            self._audit(s, ev, "call.add", {
                "id": row.id, "round": number, "table": table, "judge": row.judge,
                "question": question, "ruling": ruling,
                "citation": None if citation is None else str(citation),
                "extension": int(extension)})
            return self._call(row, players)

    def answer_call(self, event_id: str, call_id: int, judge: str, ruling: str,
                    cite: str | None = None, extension: int = 0) -> JudgeCall:
        """A judge answers an open call (one sent from a phone: no judge, no ruling yet) —
        the judge and the ruling (with its citation and extra minutes, stored as an
        extension of the table as :meth:`add_call` does) are written into that call, so it
        leaves the open calls. Audited ``call.answer``. A call already answered is refused:
        its ruling stands (a second one is a call of its own)."""
        judge, ruling = (judge or "").strip(), (ruling or "").strip()
        if not judge:
            raise TournamentError("the judge's name is empty", es="el nombre del juez está vacío",
                                  field="judge")
        if not ruling:
            raise TournamentError("the ruling is empty", es="la resolución está vacía",
                                  field="ruling")
        if len(ruling) > 2000 or len(judge) > 100:
            raise TournamentError("ruling (2000) or judge (100 characters) too long",
                                  es="la resolución (2000) o el juez (100 caracteres) es "
                                     "demasiado largo", field="ruling")
        citation = None if not cite else _check_citation(cite)
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            row = self._call_row(s, ev, call_id)
            if row.ruling:
                raise TournamentError(f"judge call {call_id} is already answered "
                                      f"({row.judge or '—'}: {row.ruling[:80]})",
                                      es=f"la llamada a juez {call_id} ya tiene respuesta "
                                         f"({row.judge or '—'}: {row.ruling[:80]})",
                                      field="call")
            if extension:
                if row.table_no is None:
                    raise TournamentError("an extension needs the table",
                                          es="una extensión necesita la mesa",
                                          field="table")
                if row.round != ev.current_round:
                    raise TournamentError("extensions are given in the current round",
                                          es="las extensiones se dan en la ronda actual",
                                          field="extension")
                self._new_extension(s, ev, ev.current_round, int(row.table_no),
                                    int(extension), "judge_call", row.question[:200])
            row.judge, row.ruling = judge, ruling
            row.rulebook = None if citation is None else citation.rulebook
            row.section = None if citation is None else citation.section
            row.extension_minutes = int(extension)
            s.add(row)
            s.flush()
            self._audit(s, ev, "call.answer", {
                "id": row.id, "judge": judge, "ruling": ruling,
                "citation": None if citation is None else str(citation),
                "extension": int(extension)})
            rounds = {r.number: r for r in self._rounds(s, ev)}
            return self._call(row, self._call_players(s, rounds, row))

    @staticmethod
    def _call_row(s: Session, ev: EventRow, call_id: int) -> JudgeCallRow:
        """The event's judge call ``call_id`` (refused, naming it, if the event has none)."""
        row = s.get(JudgeCallRow, int(call_id))
        if row is None or row.event_id != ev.id:
            raise NotFoundError(f"event {public_id(ev.id or 0)!r} has no judge call "
                                f"{call_id}",
                                es=f"el evento {public_id(ev.id or 0)!r} no tiene la llamada "
                                   f"a juez {call_id}",
                                field="call")
        return row

    @staticmethod
    def _call(row: JudgeCallRow, players: tuple[str, ...] = ()) -> JudgeCall:
        assert row.id is not None
        cite = f"{row.rulebook}:{row.section}" if row.rulebook and row.section else None
        return JudgeCall(row.id, row.round, row.table_no, row.at, row.judge, row.question,
                         row.ruling, cite, row.extension_minutes, row.penalty_id, players)

    def calls(self, event_id: str, round_no: int | None = None) -> list[JudgeCall]:
        """The judge calls of an event (one round's if given), oldest first."""
        with self._session() as s:
            ev = self._event(s, event_id)
            stmt = select(JudgeCallRow).where(JudgeCallRow.event_id == ev.id)
            if round_no is not None:
                stmt = stmt.where(JudgeCallRow.round == round_no)
            rounds = {r.number: r for r in self._rounds(s, ev)}
            out = []
            for row in s.exec(stmt.order_by(col(JudgeCallRow.id))):
                out.append(self._call(row, self._call_players(s, rounds, row)))
            return out

    @staticmethod
    def _call_players(s: Session, rounds: dict[int, RoundRow],
                      row: JudgeCallRow) -> tuple[str, ...]:
        """The players at the call's table in its round (none for a call at no table): only
        those two read (the portal panel asks every few seconds; the event's 8,192 players
        were read each time, with no call at all)."""
        rnd = rounds.get(row.round or 0)
        if rnd is None or row.table_no is None:
            return ()
        got = _plain_rows(s, 'SELECT a.player_id, b.player_id FROM "match" m '
                          'JOIN "player" a ON m.p1_id = a.id '
                          'LEFT JOIN "player" b ON m.p2_id = b.id '
                          "WHERE m.round_id = :round AND m.table_no = :table",
                          {"round": rnd.id, "table": row.table_no})
        return () if not got else tuple(p for p in got[0] if p is not None)

    def call_to_penalty(self, event_id: str, call_id: int, player_id: str,
                        kind: PenaltyKind | str, infraction: str | None = None,
                        cite: str | None = None) -> Penalty:
        """The call becomes a penalty for ``player_id``: recorded with the call's round,
        judge and citation (or ``cite``), and linked to the call (both audited)."""
        with self._session() as s:
            ev = self._event(s, event_id)
            row = self._call_row(s, ev, call_id)
            if row.penalty_id is not None:
                raise TournamentError(f"judge call {call_id} already became penalty "
                                      f"{row.penalty_id}",
                                      es=f"la llamada a juez {call_id} ya se convirtió en la "
                                         f"sanción {row.penalty_id}",
                                      field="call")
            citation = cite or (f"{row.rulebook}:{row.section}" if row.rulebook else None)
            if citation is None:
                raise TournamentError(f"judge call {call_id} cites no section: give --cite",
                                      es=f"la llamada a juez {call_id} no cita ninguna sección: "
                                         "indique --cite",
                                      field="citation")
            text = infraction or row.question
        pen = self.add_penalty(event_id, player_id, text[:500], kind, citation,
                               round=row.round, judge=row.judge,
                               note=f"judge call {call_id}: {row.ruling}"[:2000])
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            call = s.get(JudgeCallRow, int(call_id))
            assert call is not None and pen.id is not None
            call.penalty_id = pen.id
            s.add(call)
            assert s.get(PenaltyRow, pen.id) is not None
            s.flush()
            self._audit(s, ev, "call.penalty", {"call": call_id, "penalty": pen.id,
                                                "player": pen.player})
        return pen


def _person(name: str) -> str:
    return " ".join(name.casefold().split())


class _FloorPlayers(_FloorClock):
    """Decklists and penalty history across events (part of :class:`FloorService`)."""

    def _game(self, ev: EventRow) -> Any:
        try:
            return get_game(ev.game)
        except KeyError:
            raise TournamentError(f"game {ev.game!r} has no rules module: no deck rules",
                                  es=f"el juego {ev.game!r} no tiene módulo de reglas: no hay "
                                     "reglas de mazo",
                                  field="deck") from None

    def _deck_problems(self, ev: EventRow, deck: dict[str, Any], source: str
                       ) -> list[Violation]:
        file_game = deck.get("game")
        if file_game is not None and file_game != ev.game:
            raise TournamentError(f"{source}: the deck is for {file_game!r}, but the event "
                                  f"plays {ev.game!r}",
                                  es=f"{source}: el mazo es de {file_game!r}, pero el evento "
                                     f"juega {ev.game!r}",
                                  field="deck")
        game = self._game(ev)
        try:
            problems: list[Violation] = game.deck_problems(deck, source)
        except NotImplementedError:
            raise TournamentError(f"{ev.game} has no deck rules to check a list against",
                                  es=f"{ev.game} no tiene reglas de mazo con las que comprobar "
                                     "una lista",
                                  field="deck") from None
        except LogError as exc:
            raise TournamentError(str(exc), field="deck") from None
        return problems

    def register_deck(self, event_id: str, player_id: str, deck: dict[str, Any],
                      source: str = "<deck>") -> list[Violation]:
        """Register (or replace) a player's decklist, checked by the game's deck rules;
        returns the problems (an illegal list is stored, flagged, so the judge sees it).
        Audited."""
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            row = self._find_player(s, ev, player_id)
            problems = self._deck_problems(ev, deck, source)
            legal = not any(p.severity is Severity.ERROR for p in problems)
            assert ev.id is not None and row.id is not None
            text = json.dumps(deck, ensure_ascii=False, sort_keys=True)
            old = s.exec(select(DecklistRow).where(DecklistRow.event_id == ev.id,
                                                   DecklistRow.player_id == row.id)).first()
            stored = old or DecklistRow(event_id=ev.id, player_id=row.id, deck=text,
                                        registered_at=_stamp(_now()))
            stored.deck, stored.legal, stored.registered_at = text, legal, _stamp(_now())
            s.add(stored)
            s.flush()
            self._audit(s, ev, "deck.register", {
                "player": row.player_id, "legal": legal, "replaced": old is not None,
                "problems": [f"{p.citation}: {p.message_en}" for p in problems]})
            return problems

    def registered_deck(self, event_id: str, player_id: str) -> dict[str, Any] | None:
        """The player's registered decklist, or ``None``."""
        with self._session() as s:
            ev = self._event(s, event_id)
            row = self._find_player(s, ev, player_id)
            d = s.exec(select(DecklistRow).where(DecklistRow.event_id == ev.id,
                                                 DecklistRow.player_id == row.id)).first()
            return None if d is None else dict(json.loads(d.deck))

    def compare_deck(self, event_id: str, player_id: str, deck: dict[str, Any],
                     source: str = "<deck>", extension: int = 0) -> DeckCheck:
        """A deck check at the table: ``deck`` (presented) against the registered list;
        ``extension`` minutes go to the player's table of the current round (reason
        ``deck_check``). Audited."""
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            row = self._find_player(s, ev, player_id)
            reg = s.exec(select(DecklistRow).where(DecklistRow.event_id == ev.id,
                                                   DecklistRow.player_id == row.id)).first()
            if reg is None:
                raise TournamentError(f"player {row.player_id!r} has no registered "
                                      "decklist (`deck register` first)",
                                      es=f"el jugador {row.player_id!r} no tiene lista de mazo "
                                         "registrada (primero `deck register`)",
                                      field="player")
            problems = self._deck_problems(ev, deck, source)
            diffs = compare_decks(json.loads(reg.deck), deck)
            citation = deck_rule(ev.game) or Citation(self._game(ev).rulebook, "1")
            penalty = SUGGESTED_PENALTY if diffs else None
            ext = None
            if extension:
                rnd = self._round(s, ev, self._round_no(s, ev, None))
                table = next((m.table_no for m, _r in self._match_rows(s, ev, rnd)
                              if row.id in (m.p1_id, m.p2_id)), None)
                if table is None:
                    raise TournamentError(f"player {row.player_id!r} has no table in round "
                                          f"{rnd.number}",
                                          es=f"el jugador {row.player_id!r} no tiene mesa en la "
                                             f"ronda {rnd.number}",
                                          field="extension")
                x = self._new_extension(s, ev, rnd.number, table, int(extension),
                                        "deck_check", f"deck check {row.player_id}")
                ext = ExtensionInfo(x.id, x.round, x.table_no, x.minutes, x.reason, x.note,
                                    x.created_at)
            self._audit(s, ev, "deck.compare", {
                "player": row.player_id, "differences": [d.text("en") for d in diffs],
                "citation": str(citation), "penalty": None if penalty is None
                else penalty.value, "extension": int(extension)})
            return DeckCheck(row.player_id, diffs, citation, penalty, problems, ext)

    # ------------------------------------------------------------------ history
    def penalty_history(self, event_id: str, player_id: str, *,
                        other_events_only: bool = False) -> list[HistoryEntry]:
        """The penalties of this person in every event of the database: the same member id
        (when the player has one), else the same name (case and spacing ignored)."""
        with self._session() as s:
            ev = self._event(s, event_id)
            me = self._find_player(s, ev, player_id)
            if me.member_id:
                who = list(s.exec(select(PlayerRow).where(PlayerRow.member_id == me.member_id)))
                by = "member_id"
            else:
                who = [r for r in s.exec(select(PlayerRow)) if _person(r.name) == _person(me.name)
                       and not r.member_id]
                by = "name"
            if other_events_only:
                who = [r for r in who if r.event_id != ev.id]
            if not who:
                return []
            ids = {r.id: r for r in who}
            events = {e.id: e for e in s.exec(select(EventRow).where(
                col(EventRow.id).in_({r.event_id for r in who})))}
            rows = s.exec(select(PenaltyRow).where(col(PenaltyRow.player_id).in_(list(ids)))
                          .order_by(col(PenaltyRow.id)))
            out = []
            for p in rows:
                if getattr(p, "deleted", False):
                    continue
                e = events[p.event_id]
                out.append(HistoryEntry(public_id(e.id or 0), e.name, e.date,
                                        self._penalty(p, ids[p.player_id].player_id), by,
                                        e.id == ev.id))
            return sorted(out, key=lambda h: (h.date, h.event, h.penalty.id or 0))

    def registration_notice(self, event_id: str, player_id: str) -> Notice | None:
        """A warning when the player has penalties from earlier events, else ``None``."""
        return self.registration_notices(event_id, [player_id]).get(player_id)

    def registration_notices(self, event_id: str, player_ids: list[str]
                             ) -> dict[str, Notice]:
        """:meth:`registration_notice` of many players at once, in a fixed number of
        queries: the penalties of other events are read once and matched by member id or
        name (a roster of 100,000 players must not read every player once per player)."""
        with self._session() as s:
            ev = self._event(s, event_id)
            wanted = set(player_ids)
            mine = [(pid, name, member) for pid, name, member in s.exec(
                select(PlayerRow.player_id, PlayerRow.name, PlayerRow.member_id)
                .where(PlayerRow.event_id == ev.id)) if pid in wanted]
            if not mine:
                return {}
            # every live penalty given in another event, with whom it was given to
            found = list(s.exec(
                select(PenaltyRow, PlayerRow, EventRow)
                .join(PlayerRow, col(PlayerRow.id) == col(PenaltyRow.player_id))
                .join(EventRow, col(EventRow.id) == col(PenaltyRow.event_id))
                .where(col(PenaltyRow.event_id) != ev.id)
                .order_by(col(PenaltyRow.id))))
            by_person: dict[tuple[str, str], list[HistoryEntry]] = {}
            for p, who, e in found:
                if getattr(p, "deleted", False):
                    continue
                key = (("member_id", who.member_id) if who.member_id
                       else ("name", _person(who.name)))
                by_person.setdefault(key, []).append(HistoryEntry(
                    public_id(e.id or 0), e.name, e.date, self._penalty(p, who.player_id),
                    key[0], False))
        out: dict[str, Notice] = {}
        if not by_person:
            return out
        for pid, name, member in mine:
            key = ("member_id", member) if member else ("name", _person(name))
            earlier = by_person.get(key)
            if earlier:
                out[pid] = _history_notice(pid, earlier)
        return out

    def player_ids(self, event_id: str) -> list[str]:
        """The ids of every player registered in the event, in registration order (one
        column read: what a command compares before and after registering many)."""
        with self._session() as s:
            ev = self._event(s, event_id)
            return list(s.exec(select(PlayerRow.player_id).where(PlayerRow.event_id == ev.id)
                               .order_by(col(PlayerRow.id))))


def _history_notice(player_id: str, earlier: list[HistoryEntry]) -> Notice:
    """The warning that a newly registered player has penalties from earlier events."""
    events = sorted({h.event for h in earlier})
    kinds = ", ".join(f"{h.penalty.kind.printed('es').lower()} ({h.event})"
                      for h in earlier[-3:])
    kinds_en = ", ".join(f"{h.penalty.kind.printed('en').lower()} ({h.event})"
                         for h in earlier[-3:])
    return Notice("history", (player_id,),
                  f"{player_id} tiene {len(earlier)} penalización(es) en "
                  f"{len(events)} evento(s) anterior(es): {kinds}",
                  f"{player_id} has {len(earlier)} penalt{'y' if len(earlier) == 1 else 'ies'}"
                  f" from {len(events)} earlier event(s): {kinds_en}")


class FloorService(_FloorRounds, _FloorPlayers):
    """The tournament service plus what a scorekeeper does on the floor."""
