"""The players' portal, stored: personal codes, claims from phones, calls, the desk's accept.

:class:`PortalService` is a :class:`~judge_app.storage.floor.FloorService`
with what the portal writes (portal.md). The desk stays the authority:

* a claim is refused (nothing written) unless the code is the player's, the
  table is the player's in the current round, that round is published and
  open, and the desk has not entered the table's result (``409``);
* a player's later claim replaces their earlier one until the desk enters the
  result; two agreeing claims make ``agreed``, differing ones ``disputed``;
* the desk enters an agreed report with :meth:`PortalService.accept` (a
  disputed one with the result it decides); drops claimed from a phone are
  applied only then. An event may accept agreed reports by itself
  (:meth:`PortalService.set_auto_accept`), never one with a drop;
* every claim, acceptance, setting and call is an entry of the event's audit
  chain: who (the station, the player), when, from which address.

The web server (:mod:`judge_app.portal.server`) turns :class:`PortalError`'s
``status`` into the HTTP status and ``code`` into the API's error code.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, TypeVar

from sqlalchemy import insert
from sqlmodel import Session, col, select
from sqlmodel.sql.expression import SelectOfScalar

from judge_app.portal import codes as portal_codes
from judge_app.portal.claims import Claim, Report
from judge_app.storage.errors import NotFoundError, TournamentError
from judge_app.storage.floor import FloorService
from judge_app.storage.models import (
    AuditEntryRow,
    EventRow,
    JudgeCallRow,
    MatchRow,
    PlayerRow,
    PortalClaimRow,
    PortalCodeRow,
    PortalSettingRow,
    RoundRow,
)
from judge_app.storage.plain import plain_rows as _plain_rows
from judge_app.tournament.floor import JudgeCall
from judge_app.tournament.messages import message_of
from judge_app.tournament.model import GameScore

__all__ = ["CodeInfo", "PortalError", "PortalService", "Submitted"]

#: Longest note a player sends with a judge call.
NOTE_LIMIT = 500
#: More tables or players than this in one read of the reports: the round's tables (the
#: event's players) are read whole and picked, not named one by one in a statement.
MANY = 500
#: Audited actions that change nothing the portal shows: its own writes (codes, claims,
#: the auto-accept setting) and judge calls (an extension is an entry of its own). The
#: portal does not read its snapshot again for them (:meth:`PortalService.unseen_since`).
UNSEEN_ACTIONS = frozenset({"portal.codes", "portal.claim", "portal.setting", "call.add",
                            "call.answer"})


class PortalError(TournamentError):
    """A portal request refused, nothing written: ``code`` is the API's error code and
    ``status`` the HTTP status (403 wrong code or table, 409 the desk decided already …)."""

    def __init__(self, code: str, status: int, message: str, es: str) -> None:
        super().__init__(message, field=code, es=es)
        self.code = code
        self.status = status


@dataclass(frozen=True)
class CodeInfo:
    """A player's personal code, for printing (``portal codes``, slips, the roster sheet)."""

    player: str
    name: str
    code: str


@dataclass(frozen=True)
class Submitted:
    """What a claim made: the report's status and whether the event entered it by itself."""

    status: str
    round: int
    table: int
    entered: bool = False


def _stamp() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def _wrong_code() -> PortalError:
    return PortalError("wrong_code", 403, "wrong player or code",
                       "jugador o código incorrecto")


_Row = TypeVar("_Row")


def _named(stmt: SelectOfScalar[_Row], column: Any, values: set[int]) -> SelectOfScalar[_Row]:
    """``stmt`` narrowed to rows whose ``column`` is one of ``values`` when they are few
    (:data:`MANY`); when many, left whole for the caller to pick from (no statement with
    thousands of parameters)."""
    return stmt.where(col(column).in_(values)) if len(values) <= MANY else stmt


class PortalService(FloorService):
    """The floor service plus the players' portal: codes, claims, calls, accepting."""

    # ------------------------------------------------------------------ codes
    def _ensure_codes(self, s: Session, ev: EventRow) -> list[CodeInfo]:
        """Every player's code in registration order, issuing the missing ones; the players
        and codes read as plain rows (8,192 ORM objects of each were most of the report)."""
        assert ev.id is not None
        have = {int(pk): str(code) for pk, code in _plain_rows(
            s, "SELECT player_id, code FROM portal_code WHERE event_id = :event",
            {"event": ev.id})}
        players = _plain_rows(s, 'SELECT id, player_id, name FROM "player" '
                              "WHERE event_id = :event ORDER BY id", {"event": ev.id})
        new: list[dict[str, object]] = []
        for pk, _pid, _name in players:
            if pk not in have:
                code = portal_codes.new_code()
                new.append({"event_id": ev.id, "player_id": pk, "code": code,
                            "created_at": _stamp()})
                have[pk] = code
        issued = len(new)
        if issued:
            # one bulk statement: 8,192 ORM objects and their flush were a second of the
            # codes' report (portal_code is not an audited table: nothing to track)
            s.execute(insert(PortalCodeRow), new)
            # the codes themselves never enter the audit (it is printed and exported)
            self._audit(s, ev, "portal.codes", {"issued": issued})
        return [CodeInfo(pid, name, have[pk]) for pk, pid, name in players]

    def codes(self, event_id: str) -> list[CodeInfo]:
        """Every player's code in registration order; players without one get one now
        (audited: how many were issued, never the codes)."""
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            return self._ensure_codes(s, ev)

    def code_of(self, event_id: str, player_id: str) -> str | None:
        """A player's code, or ``None`` if none was issued yet (a read: issues none)."""
        with self._session() as s:
            ev = self._event(s, event_id)
            row = self._find_player(s, ev, player_id)
            found = s.exec(select(PortalCodeRow).where(PortalCodeRow.event_id == ev.id,
                                                       PortalCodeRow.player_id == row.id)).first()
            return None if found is None else found.code

    def _checked_player(self, s: Session, ev: EventRow, player_id: str, code: str) -> PlayerRow:
        """The player whose code was given; the same refusal for an unknown player and a
        wrong code, so a guesser learns nothing of which ids exist."""
        try:
            row = self._find_player(s, ev, str(player_id)[:40])
        except NotFoundError:
            raise _wrong_code() from None
        found = s.exec(select(PortalCodeRow).where(PortalCodeRow.event_id == ev.id,
                                                   PortalCodeRow.player_id == row.id)).first()
        if found is None or not portal_codes.same(found.code, code):
            raise _wrong_code()
        return row

    # ------------------------------------------------------------------ the open round
    def _open_table(self, s: Session, ev: EventRow, row: PlayerRow, table: int
                    ) -> tuple[RoundRow, MatchRow]:
        """The player's table of the current round, if that round is published and open."""
        if ev.current_round == 0:
            raise PortalError("no_round", 409, "no round is being played",
                              "no se está jugando ninguna ronda")
        rnd = self._round(s, ev, ev.current_round)
        if not rnd.published:
            raise PortalError("no_round", 409, "the current round is not published yet",
                              "la ronda actual aún no está publicada")
        if rnd.closed:
            raise PortalError("round_closed", 409, f"round {rnd.number} is over",
                              f"la ronda {rnd.number} ha terminado")
        m = s.exec(select(MatchRow).where(MatchRow.round_id == rnd.id,
                                          MatchRow.table_no == int(table))
                   .with_for_update()).first()
        if m is None or row.id not in (m.p1_id, m.p2_id):
            raise PortalError("not_your_table", 403,
                              f"table {table} is not your table in round {rnd.number}",
                              f"la mesa {table} no es tu mesa en la ronda {rnd.number}")
        return rnd, m

    # ------------------------------------------------------------------ claims
    def claim(self, event_id: str, player_id: str, code: str, table: int, result: str,
              drop: bool = False, address: str = "") -> Submitted:
        """A player's claim of their table's result (first player's view) and drop.

        Refused with :class:`PortalError`, nothing written: wrong code (403), not the
        player's table or a bye (403/409), a round not published or over (409), the
        desk's result already entered (409), a result that is not a score (400)."""
        try:
            score = str(GameScore.parse(str(result).strip()[:16]))
        except ValueError as exc:
            raise PortalError("bad_result", 400, message_of(exc, "en"),
                              message_of(exc, "es")) from None
        address = str(address)[:64]
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            row = self._checked_player(s, ev, player_id, code)
            rnd, m = self._open_table(s, ev, row, table)
            if m.p2_id is None:
                raise PortalError("bye", 409, f"table {m.table_no} is your bye: nothing to "
                                  "report", f"la mesa {m.table_no} es tu descanso: no hay "
                                  "resultado que informar")
            if m.wins1 is not None:
                raise PortalError("result_entered", 409, f"the desk already entered the result "
                                  f"of table {m.table_no}", "la mesa ya tiene el resultado "
                                  "anotado por la organización")
            assert ev.id is not None and row.id is not None
            old = s.exec(select(PortalClaimRow).where(
                PortalClaimRow.event_id == ev.id, PortalClaimRow.round == rnd.number,
                PortalClaimRow.table_no == m.table_no,
                PortalClaimRow.player_id == row.id)).first()
            replaced = None if old is None else old.result + (" drop" if old.drop else "")
            claim = old or PortalClaimRow(event_id=ev.id, round=rnd.number,
                                          table_no=m.table_no, player_id=row.id, result=score,
                                          at="")
            claim.result, claim.drop, claim.at, claim.address = score, bool(drop), _stamp(), \
                address
            s.add(claim)
            s.flush()
            self._audit(s, ev, "portal.claim", {
                "round": rnd.number, "table": m.table_no, "player": row.player_id,
                "result": score, "drop": bool(drop), "from": address, "replaced": replaced})
            report = self._report(s, ev, rnd, m)
            entered = False
            if (report.status == "agreed" and not any(c.drop for c in report.claims)
                    and self._auto_accept(s, ev)):
                self._set_score(s, ev, rnd, m, GameScore.parse(score), "result.record",
                                {"portal": "auto", "claims": _claims_json(report.claims)})
                entered = True
            status = report.status
        if entered:
            self._take_backup(event_id, "result.record")
        return Submitted(status, rnd.number, m.table_no, entered)

    def _claims(self, s: Session, ev: EventRow, number: int | None = None
                ) -> dict[tuple[int, int], list[PortalClaimRow]]:
        stmt = select(PortalClaimRow).where(PortalClaimRow.event_id == ev.id)
        if number is not None:
            stmt = stmt.where(PortalClaimRow.round == number)
        out: dict[tuple[int, int], list[PortalClaimRow]] = {}
        for c in s.exec(stmt.order_by(col(PortalClaimRow.at), col(PortalClaimRow.id))):
            out.setdefault((c.round, c.table_no), []).append(c)
        return out

    def _report(self, s: Session, ev: EventRow, rnd: RoundRow, m: MatchRow,
                rows: list[PortalClaimRow] | None = None,
                players: dict[int, PlayerRow] | None = None) -> Report:
        if rows is None:
            rows = list(s.exec(select(PortalClaimRow).where(
                PortalClaimRow.event_id == ev.id, PortalClaimRow.round == rnd.number,
                PortalClaimRow.table_no == m.table_no)
                .order_by(col(PortalClaimRow.at), col(PortalClaimRow.id))))
        if players is None:  # only the table's players (and whoever claimed)
            players = self._players_by_pk(s, ev, {c.player_id for c in rows}
                                          | {p for p in (m.p1_id, m.p2_id) if p is not None})
        claims = tuple(Claim(players[c.player_id].player_id, c.result, c.drop, c.at, c.address)
                       for c in rows)
        pending = tuple(players[c.player_id].player_id for c in rows
                        if c.drop and players[c.player_id].dropped_after is None)
        entered = None
        if m.wins1 is not None and m.wins2 is not None:
            entered = str(GameScore(m.wins1, m.wins2, m.draws or 0))
        ids = tuple(players[p].player_id for p in (m.p1_id, m.p2_id) if p is not None)
        return Report(rnd.number, m.table_no, ids, claims, entered, pending)

    def _players_by_pk(self, s: Session, ev: EventRow, pks: set[int]) -> dict[int, PlayerRow]:
        """The event's players of those row ids: named in one query when they are few, the
        whole roster in one when they are many (no list of thousands of parameters)."""
        stmt = _named(select(PlayerRow).where(PlayerRow.event_id == ev.id), PlayerRow.id, pks)
        return {r.id: r for r in s.exec(stmt) if r.id in pks}

    def reports(self, event_id: str, round_no: int | None = None) -> list[Report]:
        """Every table with a claim from a phone (one round's if given), by round and table.

        Read in a few statements whatever the number of tables (the desk reads this after
        every claim of a storm: one query per table held its worker 70-150 ms at 100
        tables): the claims, each round's claimed tables, their players."""
        with self._session() as s:
            ev = self._event(s, event_id)
            rounds = {r.number: r for r in self._rounds(s, ev)}
            claimed = {k: v for k, v in self._claims(s, ev, round_no).items() if k[0] in rounds}
            if not claimed:
                return []
            tables: dict[int, set[int]] = {}
            for number, table in claimed:
                tables.setdefault(number, set()).add(table)
            matches: dict[tuple[int, int], MatchRow] = {}
            for number, wanted in tables.items():
                stmt = _named(select(MatchRow).where(MatchRow.round_id == rounds[number].id),
                              MatchRow.table_no, wanted)
                matches.update(((number, m.table_no), m) for m in s.exec(stmt)
                               if m.table_no in wanted)
            pks = {c.player_id for rows in claimed.values() for c in rows}
            pks.update(p for m in matches.values() for p in (m.p1_id, m.p2_id) if p is not None)
            players = self._players_by_pk(s, ev, pks)
            return [self._report(s, ev, rounds[number], matches[(number, table)], rows, players)
                    for (number, table), rows in sorted(claimed.items())
                    if (number, table) in matches]

    # ------------------------------------------------------------------ the desk
    def accept(self, event_id: str, table: int, round_no: int | None = None,
               score: str | None = None) -> Report:
        """The desk accepts a table's report: an agreed result is entered (or ``score``,
        the desk's decision on a disputed one) and the drops claimed are applied.
        Audited (``portal.accept``: who accepted, the claims). Returns the report after."""
        try:
            decided = None if score is None else str(GameScore.parse(str(score).strip()))
        except ValueError as exc:
            raise TournamentError(message_of(exc, "en"), field="score",
                                  es=message_of(exc, "es")) from None
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            number = ev.current_round if round_no is None else int(round_no)
            rnd = self._round(s, ev, number)
            m = self._match_at(s, ev, rnd, int(table), lock=True)
            report = self._report(s, ev, rnd, m)
            where = f"table {m.table_no} of round {number}"
            where_es = f"la mesa {m.table_no} de la ronda {number}"
            if not report.claims:
                raise TournamentError(f"{where} has no report from the phones", field="table",
                                      es=f"{where_es} no tiene informe desde los teléfonos")
            result: str | None = None
            if report.status == "entered":
                if decided is not None and decided != report.entered:
                    raise TournamentError(
                        f"{where} already has the result {report.entered}; change it with "
                        "`round correct`", field="score",
                        es=f"{where_es} ya tiene el resultado {report.entered}; se cambia con "
                        "`round correct`")
                if not report.drops_pending:
                    raise TournamentError(f"{where}: its result is entered and no drop is "
                                          "pending: nothing to accept", field="table",
                                          es=f"{where_es}: su resultado ya está anotado y no "
                                          "hay retiros pendientes: nada que aceptar")
            else:
                result = decided or report.result
                if result is None:
                    claims = ", ".join(f"{c.player} {c.result}" for c in report.claims)
                    raise TournamentError(
                        f"{where} is {report.status} ({claims}): give the result the desk "
                        "decides (--result)", field="score",
                        es=f"{where_es} está "
                        f"{'en disputa' if report.status == 'disputed' else 'en espera'} "
                        f"({claims}): indique el resultado que decide la mesa (--result)")
            drops = list(report.drops_pending)
            if drops and number != ev.current_round:
                raise TournamentError(
                    f"{where}: round {number} is over; drop {', '.join(drops)} with "
                    "`player drop`", field="round",
                    es=f"{where_es}: la ronda {number} ha terminado; retire a "
                    f"{', '.join(drops)} con `player drop`")
            if result is not None:
                if number != ev.current_round or rnd.closed:
                    raise TournamentError(f"round {number} is closed: correct {where} with "
                                          "`round correct`", field="round",
                                          es=f"la ronda {number} está cerrada: corrija "
                                          f"{where_es} con `round correct`")
                self._set_score(s, ev, rnd, m, GameScore.parse(result), "result.record",
                                {"portal": "accepted", "claims": _claims_json(report.claims)})
            for pid in drops:
                prow = self._find_player(s, ev, pid, lock=True)
                prow.dropped_after = ev.current_round
                s.add(prow)
                s.flush()
                self._audit(s, ev, "player.drop", {"player": pid, "after_round":
                                                   ev.current_round, "portal": True})
            self._audit(s, ev, "portal.accept", {
                "round": number, "table": m.table_no, "result": result, "drops": drops,
                "status": report.status, "claims": _claims_json(report.claims)})
            after = self._report(s, ev, rnd, m)
        if result is not None:
            self._take_backup(event_id, "result.record")
        return after

    def auto_accept(self, event_id: str) -> bool:
        """Whether the event enters agreed reports (without a drop) by itself."""
        with self._session() as s:
            return self._auto_accept(s, self._event(s, event_id))

    def _auto_accept(self, s: Session, ev: EventRow) -> bool:
        row = s.exec(select(PortalSettingRow).where(PortalSettingRow.event_id == ev.id)).first()
        return bool(row is not None and row.auto_accept)

    def set_auto_accept(self, event_id: str, on: bool) -> None:
        """Turn on (or off) entering agreed reports without the desk; audited."""
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            assert ev.id is not None
            row = s.exec(select(PortalSettingRow).where(
                PortalSettingRow.event_id == ev.id)).first()
            row = row or PortalSettingRow(event_id=ev.id)
            if row.id is not None and row.auto_accept == bool(on):
                return
            row.auto_accept = bool(on)
            s.add(row)
            s.flush()
            self._audit(s, ev, "portal.setting", {"auto_accept": bool(on)})

    # ------------------------------------------------------------------ judge calls
    def call_from_phone(self, event_id: str, player_id: str, code: str, table: int,
                        note: str = "", address: str = "") -> JudgeCall:
        """A judge call to the player's table from a phone: written into the desk's judge-call
        log (open: no judge, no ruling yet) and audited with the address."""
        note = " ".join(str(note).split())[:NOTE_LIMIT]
        address = str(address)[:64]
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            row = self._checked_player(s, ev, player_id, code)
            rnd, m = self._open_table(s, ev, row, table)
            assert ev.id is not None
            question = f"{row.player_id} (portal)" + (f": {note}" if note else "")
            call = JudgeCallRow(event_id=ev.id, round=rnd.number, table_no=m.table_no,
                                at=_stamp(), judge="", question=question, ruling="")
            s.add(call)
            s.flush()
            self._audit(s, ev, "call.add", {
                "id": call.id, "round": rnd.number, "table": m.table_no, "judge": "",
                "question": question, "ruling": "", "citation": None, "extension": 0,
                "portal": {"player": row.player_id, "from": address}})
            ids = self._ids(s, ev)
            players = tuple(ids[p] for p in (m.p1_id, m.p2_id) if p is not None)
            return self._call(call, players)

    def unseen_since(self, event_id: str, seq: int, head: str, limit: int = 1000) -> bool:
        """Whether the event's audit chain only grew since entry ``seq`` (hash ``head``) by
        :data:`UNSEEN_ACTIONS`: then nothing players see changed and the portal keeps its
        snapshot (a storm of claims costs one small read each, not a re-read of the event).
        ``False`` when in doubt: a chain that does not continue from ``head`` (a restore),
        any other action, more than ``limit`` new entries."""
        with self._session() as s:
            ev = self._event(s, event_id)
            rows = s.exec(select(AuditEntryRow.seq, AuditEntryRow.action,
                                 AuditEntryRow.prev_hash)
                          .where(AuditEntryRow.event_id == ev.id, AuditEntryRow.seq > int(seq))
                          .order_by(col(AuditEntryRow.seq)).limit(limit + 1)).all()
        if not rows or len(rows) > limit or rows[0][0] != seq + 1 or rows[0][2] != head:
            return False
        return all(action in UNSEEN_ACTIONS for _seq, action, _prev in rows)

    def open_calls(self, event_id: str) -> list[JudgeCall]:
        """The judge calls no judge has answered yet (no ruling), oldest first."""
        return [c for c in self.calls(event_id) if not c.ruling]


def _claims_json(claims: tuple[Claim, ...]) -> list[dict[str, object]]:
    return [{"player": c.player, "result": c.result, "drop": c.drop, "at": c.at,
             "from": c.address} for c in claims]
