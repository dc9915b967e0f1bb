"""Match logs attached to an event: a round and table, the violation that became a penalty,
and the written ruling attached to that penalty (issue 12 §4).

:class:`MatchLogService` is an :class:`~judge_app.storage.service.EventService` with the
operations of ``judge-app log …`` and ``judge-app penalty from-violation``; the CLI and the
window call the same methods. Every change is one transaction with its audit entry, and a
refused one changes nothing (:class:`TournamentError`).

How a log is kept (docs/extensions.md, "Match logs attached to an event"):

* **Stored, not referenced.** The ``match_log`` row holds the log's text exactly as it was
  read (UTF-8 JSON, at most :data:`MAX_LOG_BYTES`): a path would not exist on another
  station, in the event archive or after the file is edited. The text is checked before it
  is stored (read, validated and replayed by the game's rules — a log Juez cannot replay is
  refused with its file and JSON path) and must be of the event's game. Its SHA-256 is in
  the ``log.attach`` audit entry, and the audit's data digest covers the row, so a changed
  log is seen by ``audit verify``.
* **Who is who.** The log names its players its own way (``P1`` "Ana"); the event's players
  at that round's table are matched by name (case and accents ignored), then the one
  left over. A player that cannot be matched is reported when attaching, and the
  penalty for a violation of theirs then needs the player given explicitly.
* **One log, one penalty.** ``match_log.penalty_id`` links a log to the penalty it
  supports. The first penalty issued from a log's violation takes the attached row; a
  second one (the other player, another violation) gets a new row holding the same text,
  so each penalty has its own attached evidence and a row never changes meaning.
* **The ruling is regenerated**, not stored as a PDF: the match review
  (:mod:`judge_app.reports.match_review`, what ``judge-app report match`` prints) of the
  attached log, headed with the event's name, date, round and table. The log is the
  evidence and is kept unchanged; the PDF is always the one this Juez prints for it, in
  the language and paper asked for. The event archive carries each penalty's ruling as a
  PDF (``rulings/``) next to the logs themselves.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sqlmodel import Session, col, select

from judge_app.rulebooks import fold
from judge_app.storage.audit import now as _now
from judge_app.storage.errors import NotFoundError, TournamentError
from judge_app.storage.models import EventRow, MatchLogRow, PenaltyRow, PlayerRow
from judge_app.storage.service import EventService, _check_citation, _check_table, public_id
from judge_app.tournament.floor import Notice
from judge_app.tournament.infractions import Infraction, infractions_for
from judge_app.tournament.model import Penalty, PenaltyKind
from judge_app.tournament.penalties import LADDER, suggest_next
from judge_app.violations import Citation, Violation

if TYPE_CHECKING:
    from judge_app.replay import Replay

__all__ = ["MAX_LOG_BYTES", "AttachedLog", "LogViolation", "MatchLogService", "PenaltyDraft",
           "seat_log_players"]

#: The largest log text stored (a 100,000-event log, match-log.md's bound, is about 10 MB).
MAX_LOG_BYTES = 20_000_000


@dataclass(frozen=True)
class AttachedLog:
    """A match log attached to an event: where it was played, who played it, what it shows.

    ``players``: the log's ``(id, name)``; ``seats``: log player id → the event's player id
    (only those matched); ``penalty``: the penalty it supports (``None``: not yet).
    """

    id: int
    round: int | None
    table: int | None
    game: str
    players: tuple[tuple[str, str], ...]
    seats: dict[str, str]
    events: int
    violations: int
    sha256: str
    penalty: int | None
    created_at: str
    notices: tuple[Notice, ...] = ()

    def label(self, lang: str = "es") -> str:
        """A short line naming the log: ``Registro 3 · Ronda 2, mesa 4 · Ana – Luis``."""
        where = []
        if self.round is not None:
            where.append(("Round {r}" if lang == "en" else "Ronda {r}").format(r=self.round))
        if self.table is not None:
            where.append(("table {t}" if lang == "en" else "mesa {t}").format(t=self.table))
        names = " – ".join(name for _pid, name in self.players)
        head = ("Log {n}" if lang == "en" else "Registro {n}").format(n=self.id)
        return " · ".join(x for x in (head, ", ".join(where), names) if x)


@dataclass(frozen=True)
class LogViolation:
    """One violation of an attached log and the event player it is about (``None``: the
    violation names no player, or the log's player is not matched to the table)."""

    index: int
    violation: Violation
    player: str | None
    player_name: str


@dataclass(frozen=True)
class PenaltyDraft:
    """The penalty form prefilled from a violation: everything a judge then confirms.

    ``kind`` is the ladder's suggestion for a repeated infraction, else its first step;
    ``reason_es``/``reason_en`` say why when it is a suggestion.
    """

    log: int
    seq: int
    violation: Violation
    player: str | None
    player_name: str
    round: int | None
    table: int | None
    citation: Citation
    infraction: str
    infraction_key: str | None
    kind: PenaltyKind
    note: str
    reason_es: str = ""
    reason_en: str = ""


def _person(name: str) -> str:
    return " ".join(fold(name).split())


def seat_log_players(log_players: list[tuple[str, str]],
                     table_players: list[tuple[str, str]]) -> dict[str, str]:
    """Match the log's players to the event's players of the table: by name (case, accents
    and spacing ignored), then the one left on each side. Ids are not compared: a log's
    ``P1`` is its own numbering, not the event's.

    >>> seat_log_players([("P1", "Ana"), ("P2", "Luis")], [("P007", "luis"), ("P003", "Beto")])
    {'P2': 'P007', 'P1': 'P003'}
    >>> seat_log_players([("P1", "Ana"), ("P2", "Luis")], [("P1", "Zoe"), ("P9", "Max")])
    {}
    """
    out: dict[str, str] = {}
    free = list(table_players)
    for mine in log_players:
        found = [t for t in free if _person(t[1]) == _person(mine[1])]
        if len(found) == 1:
            out[mine[0]] = found[0][0]
            free.remove(found[0])
    rest = [p for p in log_players if p[0] not in out]
    if len(rest) == 1 and len(free) == 1 and len(log_players) == len(table_players):
        out[rest[0][0]] = free[0][0]
    return out


def _replay(text: str, source: str) -> Replay:
    from judge_app.games.loading import parse_log
    from judge_app.logs.errors import LogError
    from judge_app.replay import Replay

    try:
        return Replay(parse_log(text, source))
    except LogError as exc:
        raise TournamentError(str(exc), field="log", es=str(exc)) from None


def infraction_of(game: str, violation: Violation) -> Infraction | None:
    """The entry of the game's infraction list a violation is: the one citing its penalty
    section (Kódem's 6.7-P1), else the one citing its own section, else ``None``.

    >>> from judge_app.violations import Severity
    >>> v = Violation(20, "P1", Citation("kodem-5.0", "5/batalla"), Severity.ERROR, "", "",
    ...               penalty="6.7-P1")
    >>> infraction_of("kodem", v).key
    'restriction-ignored'
    """
    entries = infractions_for(game)
    if violation.penalty:
        wanted = Citation(violation.citation.rulebook, violation.penalty)
        for entry in entries:
            if entry.citation.matches(wanted):
                return entry
    for entry in entries:
        if entry.citation.matches(violation.citation):
            return entry
    return None


class MatchLogService(EventService):
    """The tournament service plus the match logs attached to an event."""

    # ------------------------------------------------------------------ reading
    def _log_row(self, s: Session, ev: EventRow, log_id: int) -> MatchLogRow:
        row = s.get(MatchLogRow, int(log_id))
        if row is None or row.event_id != ev.id:
            raise NotFoundError(f"event {public_id(ev.id or 0)!r} has no attached log "
                                f"{log_id}", field="log_id",
                                es=f"el evento {public_id(ev.id or 0)!r} no tiene el registro "
                                f"adjunto {log_id}")
        return row

    def _table_players(self, s: Session, ev: EventRow, round_no: int | None,
                       table: int | None) -> list[tuple[str, str]]:
        """The event's ``(id, name)`` at the table (empty when it is unknown)."""
        if round_no is None or table is None:
            return []
        rnd = self._round(s, ev, round_no)
        m = self._match_at(s, ev, rnd, table)
        out = []
        for pk in (m.p1_id, m.p2_id):
            if pk is not None:
                player = s.get(PlayerRow, pk)
                assert player is not None
                out.append((player.player_id, player.name))
        return out

    def _attached(self, s: Session, ev: EventRow, row: MatchLogRow, replay: Replay | None = None,
                  notices: tuple[Notice, ...] = ()) -> AttachedLog:
        assert row.id is not None
        replay = replay or _replay(row.log, f"log {row.id}")
        log = replay.log
        players = tuple((p.id, p.name) for p in log.players)
        try:
            table_players = self._table_players(s, ev, row.round, row.table_no)
        except TournamentError:
            table_players = []
        return AttachedLog(row.id, row.round, row.table_no, log.game, players,
                           seat_log_players(list(players), table_players), len(log.events),
                           len(replay.violations), _sha(row.log), row.penalty_id,
                           row.created_at, notices)

    def attached_logs(self, event_id: str, round_no: int | None = None) -> list[AttachedLog]:
        """The logs attached to the event (one round's if given), in the order attached."""
        with self._session() as s:
            ev = self._event(s, event_id)
            stmt = select(MatchLogRow).where(MatchLogRow.event_id == ev.id)
            if round_no is not None:
                stmt = stmt.where(MatchLogRow.round == round_no)
            return [self._attached(s, ev, row)
                    for row in s.exec(stmt.order_by(col(MatchLogRow.id)))]

    def attached_log(self, event_id: str, log_id: int) -> AttachedLog:
        """One attached log (``NotFoundError`` if the event has no such log)."""
        with self._session() as s:
            ev = self._event(s, event_id)
            return self._attached(s, ev, self._log_row(s, ev, log_id))

    def log_text(self, event_id: str, log_id: int) -> str:
        """The attached log's text, exactly as it was attached (to export or replay)."""
        with self._session() as s:
            ev = self._event(s, event_id)
            return self._log_row(s, ev, log_id).log

    def log_replay(self, event_id: str, log_id: int) -> Replay:
        """The attached log, replayed (its source reads ``ev-N log M``)."""
        text = self.log_text(event_id, log_id)
        return _replay(text, f"{public_id(_pk(event_id))} log {log_id}")

    def log_violations(self, event_id: str, log_id: int) -> list[LogViolation]:
        """The violations of an attached log, each with the event player it is about."""
        info = self.attached_log(event_id, log_id)
        replay = self.log_replay(event_id, log_id)
        out = []
        for i, v in enumerate(replay.violations, start=1):
            player = info.seats.get(v.player) if v.player else None
            out.append(LogViolation(i, v, player, replay.log.player_name(v.player)
                                    if v.player else ""))
        return out

    def same_logs(self, event_id: str, text: str) -> list[tuple[int, int | None, int | None]]:
        """``(id, round, table)`` of the event's attached logs whose text is exactly ``text``
        (compared by SHA-256, without replaying them): a log opened again is known."""
        wanted = _sha(text)
        with self._session() as s:
            ev = self._event(s, event_id)
            rows = s.exec(select(MatchLogRow).where(MatchLogRow.event_id == ev.id)
                          .order_by(col(MatchLogRow.id)))
            return [(row.id, row.round, row.table_no) for row in rows
                    if row.id is not None and _sha(row.log) == wanted]

    def rulings(self, event_id: str) -> dict[int, int]:
        """Penalty id → the attached log whose match review is its written ruling."""
        with self._session() as s:
            ev = self._event(s, event_id)
            rows = s.exec(select(MatchLogRow).where(MatchLogRow.event_id == ev.id,
                                                    col(MatchLogRow.penalty_id).is_not(None))
                          .order_by(col(MatchLogRow.id)))
            return {row.penalty_id: row.id for row in rows
                    if row.penalty_id is not None and row.id is not None}

    # ------------------------------------------------------------------ attaching
    def attach_log(self, event_id: str, text: str, *, source: str = "<log>",
                   round_no: int | None = None, table: int | None = None) -> AttachedLog:
        """Attach a match log (its text) to a round and table of the event; audited.

        ``round_no``/``table`` default to the log's own ``event.round``/``event.table``
        (the round: else the current one). Refused when the log cannot be read or
        replayed, is of another game, is too large, or the round or table does not exist.
        The result's ``notices`` name the log's players not matched to the table.
        """
        size = len(text.encode("utf-8"))
        if size > MAX_LOG_BYTES:
            raise TournamentError(f"{source}: {size:,} bytes; an attached log has at most "
                                  f"{MAX_LOG_BYTES:,}", field="log",
                                  es=f"{source}: {size:,} bytes; un registro adjunto tiene "
                                  f"como máximo {MAX_LOG_BYTES:,}")
        replay = _replay(text, source)
        log = replay.log
        info = log.event_info
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            if log.game != ev.game:
                raise TournamentError(
                    f"{source}: the log is a {log.game} match, but event "
                    f"{public_id(ev.id or 0)!r} plays {ev.game}", field="log",
                    es=f"{source}: el registro es una partida de {log.game}, pero el evento "
                    f"{public_id(ev.id or 0)!r} juega {ev.game}")
            number = round_no if round_no is not None else (
                info.round if info is not None and info.round is not None else ev.current_round)
            where = table if table is not None else (info.table if info is not None else None)
            if where is None:
                raise TournamentError(f"{source}: the log names no table: give the table",
                                      field="table",
                                      es=f"{source}: el registro no dice la mesa: indíquela")
            _check_table(where)
            if not 1 <= number <= max(ev.current_round, 0):
                raise NotFoundError(f"event {public_id(ev.id or 0)!r} has no round {number} "
                                    f"(rounds paired: {ev.current_round})", field="round",
                                    es=f"el evento {public_id(ev.id or 0)!r} no tiene ronda "
                                    f"{number} (rondas emparejadas: {ev.current_round})")
            table_players = self._table_players(s, ev, number, where)
            assert ev.id is not None
            row = MatchLogRow(event_id=ev.id, round=number, table_no=where, log=text,
                              created_at=_now())
            s.add(row)
            s.flush()
            players = [(p.id, p.name) for p in log.players]
            seats = seat_log_players(players, table_players)
            self._audit(s, ev, "log.attach", {
                "id": row.id, "round": number, "table": where, "source": source,
                "sha256": _sha(text), "events": len(log.events),
                "violations": len(replay.violations), "seats": seats})
            notices = tuple(
                Notice("log_player", (pid,),
                       f"el jugador {name} ({pid}) del registro no es uno de los jugadores de "
                       f"la mesa {where} de la ronda {number}: al sancionarlo, indique el "
                       "jugador",
                       f"the log's player {name} ({pid}) is not one of the players at table "
                       f"{where} of round {number}: give the player when penalizing them")
                for pid, name in players if pid not in seats)
            return self._attached(s, ev, row, replay, notices)

    def detach_log(self, event_id: str, log_id: int, reason: str = "") -> AttachedLog:
        """Remove a log attached by mistake (audited, with its SHA-256). A log that is the
        ruling of a penalty stays while that penalty does (delete the penalty first)."""
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            row = self._log_row(s, ev, log_id)
            if row.penalty_id is not None:
                pen = s.get(PenaltyRow, row.penalty_id)
                if pen is not None and not pen.deleted:
                    raise TournamentError(
                        f"log {log_id} is the ruling of penalty {row.penalty_id}: delete the "
                        "penalty first", field="log_id",
                        es=f"el registro {log_id} es la resolución de la sanción "
                        f"{row.penalty_id}: borre primero la sanción")
            info = self._attached(s, ev, row)
            self._audit(s, ev, "log.detach", {"id": row.id, "round": row.round,
                                              "table": row.table_no, "sha256": info.sha256,
                                              "reason": reason.strip()[:500]})
            s.delete(row)
            return info

    # ------------------------------------------------------------------ violation → penalty
    def _violation(self, replay: Replay, log_id: int, seq: int,
                   which: int | None) -> Violation:
        found = [v for v in replay.violations if v.seq == seq]
        if not found:
            seqs = sorted({v.seq for v in replay.violations})
            listed = ", ".join(map(str, seqs[:20])) + (" …" if len(seqs) > 20 else "")
            raise TournamentError(
                f"log {log_id} has no violation at event {seq}"
                + (f" (violations at events {listed})" if seqs else " (it has none)"),
                field="seq", es=f"el registro {log_id} no tiene infracción en el evento {seq}"
                + (f" (infracciones en los eventos {listed})" if seqs else " (no tiene)"))
        if which is None:
            if len(found) == 1:
                return found[0]
            listed = "; ".join(f"{i}: {v.citation}" for i, v in enumerate(found, start=1))
            raise TournamentError(
                f"event {seq} of log {log_id} has {len(found)} violations ({listed}): say which",
                field="which", es=f"el evento {seq} del registro {log_id} tiene {len(found)} "
                f"infracciones ({listed}): indique cuál")
        if not 1 <= which <= len(found):
            raise TournamentError(f"event {seq} of log {log_id} has {len(found)} "
                                  f"violation(s), not {which}", field="which",
                                  es=f"el evento {seq} del registro {log_id} tiene "
                                  f"{len(found)} infracción(es), no {which}")
        return found[which - 1]

    def penalty_draft(self, event_id: str, log_id: int, seq: int, *, which: int | None = None,
                      player: str | None = None, lang: str = "es") -> PenaltyDraft:
        """The penalty form prefilled from the violation at event ``seq`` of an attached log
        (``which``: the n-th when that event has several): the player (``player`` instead
        of the violation's), the cited section, the round and table, the game's
        infraction, the ladder's suggestion given that player's penalties, a note."""
        info = self.attached_log(event_id, log_id)
        replay = self.log_replay(event_id, log_id)
        v = self._violation(replay, log_id, seq, which)
        if player is None:
            player = info.seats.get(v.player) if v.player else None
        entry = infraction_of(info.game, v)
        infraction = entry.name(lang) if entry is not None else v.message(
            "en" if lang == "en" else "es")[:500]
        kind, reason_es, reason_en = LADDER[0], "", ""
        if player is not None:
            # the same infraction given before in either language counts as a repeat
            history = self.penalties(event_id, player=player)
            names = [infraction] if entry is None else [entry.name("es"), entry.name("en")]
            found = [x for x in (suggest_next(history, name, v.citation) for name in names)
                     if x is not None]
            if found:
                best = max(found, key=lambda x: LADDER.index(x.kind))
                kind, reason_es, reason_en = best.kind, best.reason_es, best.reason_en
        if seq == 0:
            where = "setup" if lang == "en" else "preparación"
        else:
            where = f"event {seq}" if lang == "en" else f"evento {seq}"
        head = (f"Log {log_id}, {where}" if lang == "en" else f"Registro {log_id}, {where}")
        penalty = f" ({v.rulebook} §{v.penalty})" if v.penalty else ""
        note = f"{head}{penalty}: {v.message('en' if lang == 'en' else 'es')}"[:2000]
        return PenaltyDraft(log_id, seq, v, player,
                            replay.log.player_name(v.player) if v.player else "",
                            info.round, info.table, v.citation, infraction,
                            entry.key if entry is not None else None, kind, note,
                            reason_es, reason_en)

    def penalty_from_violation(self, event_id: str, log_id: int, seq: int, *,
                               which: int | None = None, kind: PenaltyKind | str | None = None,
                               player: str | None = None, infraction: str | None = None,
                               citation: Citation | str | None = None, judge: str = "",
                               note: str | None = None, lang: str = "es") -> Penalty:
        """Issue the penalty for a violation of an attached log, in one transaction: the
        draft's fields (:meth:`penalty_draft`) unless given, and the log attached to the
        penalty as its ruling (the log's row, or a copy of it when the row already supports
        another penalty). Audited (``penalty.add`` with the log and event, ``log.penalty``)."""
        draft = self.penalty_draft(event_id, log_id, seq, which=which, player=player,
                                   lang=lang)
        who = draft.player
        if who is None:
            name = draft.player_name or "?"
            raise TournamentError(
                f"the violation at event {seq} of log {log_id} is about {name}, who is not "
                "matched to a player of the table: give the player", field="player",
                es=f"la infracción del evento {seq} del registro {log_id} es de {name}, que no "
                "corresponde a un jugador de la mesa: indique el jugador")
        text = (infraction if infraction is not None else draft.infraction).strip()
        if not text or len(text) > 500:
            raise TournamentError("the infraction must be 1 to 500 characters",
                                  field="infraction",
                                  es="la infracción debe tener de 1 a 500 caracteres")
        try:
            pkind = PenaltyKind(str(kind if kind is not None else draft.kind).strip().lower())
        except ValueError:
            raise TournamentError(f"penalty {kind!r} is not one of "
                                  f"{', '.join(k.value for k in PenaltyKind)}", field="penalty",
                                  es=f"la sanción {kind!r} no es una de "
                                  f"{', '.join(k.value for k in PenaltyKind)}") from None
        cite = _check_citation(citation if citation is not None else draft.citation)
        body = draft.note if note is None else note
        if len(judge) > 100 or len(body) > 2000:
            raise TournamentError("judge (100) or note (2000 characters) too long", field="note",
                                  es="juez (100) o nota (2000 caracteres) demasiado largos")
        with self._session() as s:
            ev = self._event(s, event_id, lock=True)
            row = self._log_row(s, ev, log_id)
            target = self._find_player(s, ev, who)
            pen = self._insert_penalty(s, ev, target, text, pkind, cite, row.round, judge,
                                       body, row.table_no,
                                       extra={"log": log_id, "seq": seq})
            if row.penalty_id is None:
                row.penalty_id = pen.id
                s.add(row)
                ruling = row
            else:  # the row already supports a penalty: this one gets its own copy
                ruling = MatchLogRow(event_id=row.event_id, round=row.round,
                                     table_no=row.table_no, log=row.log, penalty_id=pen.id,
                                     created_at=_now())
                s.add(ruling)
            s.flush()
            self._audit(s, ev, "log.penalty", {"log": ruling.id, "from_log": log_id,
                                               "seq": seq, "penalty": pen.id,
                                               "player": target.player_id,
                                               "citation": f"{cite.rulebook}:{cite.section}",
                                               "sha256": _sha(row.log)})
            return self._penalty(pen, target.player_id)

    # ------------------------------------------------------------------ the ruling
    def ruling_log(self, event_id: str, penalty_id: int) -> int:
        """The attached log that is penalty ``penalty_id``'s ruling (``NotFoundError``)."""
        found = self.rulings(event_id).get(int(penalty_id))
        if found is None:
            raise NotFoundError(f"penalty {penalty_id} of event {event_id!r} has no attached "
                                "ruling", field="penalty_id",
                                es=f"la sanción {penalty_id} del evento {event_id!r} no tiene "
                                "resolución adjunta")
        return found


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _pk(event_id: str) -> int:
    from judge_app.storage.service import event_key

    return event_key(event_id)


def log_json(info: AttachedLog) -> dict[str, Any]:
    """An attached log as the CLI's ``--json`` prints it."""
    return {"id": info.id, "round": info.round, "table": info.table, "game": info.game,
            "players": [{"id": pid, "name": name, "player": info.seats.get(pid)}
                        for pid, name in info.players],
            "events": info.events, "violations": info.violations, "sha256": info.sha256,
            "penalty": info.penalty, "attached_at": info.created_at,
            "warnings": [{"es": n.es, "en": n.en} for n in info.notices]}

