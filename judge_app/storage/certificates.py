"""Stored pairing certificates and ``round verify``: is a stored round the engine's round?

Every Swiss round the service pairs stores a :class:`~judge_app.tournament.certificate.Certificate`
(table ``pairing_certificate``, stored by the service; its hash is also in the round's
audit entry).
:func:`verify_round` rebuilds the round's inputs from the stored data, undoes
the audited changes made since the pairing (a corrected earlier result, a
keep-apart pair or fixed seat changed), checks their hash against the
certificate, pairs again with the certificate's seed and compares with the
stored tables, allowing exactly the hand edits (``round edit``) the audit
records, each named. Anything else is a difference: a table that is not the
engine's nor an audited edit's, an input that is not what the round was
paired from and that no audited change explains (with the result the audit
recorded beside the one in the database).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sqlmodel import Session, select

from judge_app.storage.errors import NotFoundError
from judge_app.storage.floor import pairing_constraints
from judge_app.storage.ids import public_id
from judge_app.storage.models import EventRow, PairingCertificateRow
from judge_app.tournament.certificate import (
    ENGINE,
    ENGINE_SOLVERS,
    Certificate,
    PairingInputs,
)
from judge_app.tournament.explain import TableReason, explain_pairings
from judge_app.tournament.model import MatchRecord, Pairing
from judge_app.tournament.standings import collector_paused

if TYPE_CHECKING:
    from judge_app.storage.audit import AuditEntry
    from judge_app.storage.service import EventService

__all__ = ["Difference", "Explained", "RoundCheck", "certificate_of", "explain_round",
           "verify_round"]

PAIRED = ("round.pair", "round.repair")
#: The entries after a pairing that verifying reads: what :func:`_undo` undoes and the hand
#: edits (a round's thousands of results are not read, nor parsed).
UNDONE = ("result.correct", "player.apart", "player.undrop", "player.seat", "round.edit")


def _entries(s: Session, ev: EventRow, actions: tuple[str, ...]) -> list[AuditEntry]:
    """The event's audit entries of ``actions`` by sequence, read as plain rows (as
    :meth:`EventService._entries` reads every entry)."""
    from sqlalchemy import select as columns
    from sqlmodel import col

    from judge_app.storage.audit import AuditEntry
    from judge_app.storage.models import AuditEntryRow

    out = []
    where = public_id(ev.id or 0)
    for seq, at, author, action, text, prev, hash_ in s.execute(
            columns(col(AuditEntryRow.seq), col(AuditEntryRow.at), col(AuditEntryRow.author),
                    col(AuditEntryRow.action), col(AuditEntryRow.data),
                    col(AuditEntryRow.prev_hash), col(AuditEntryRow.hash))
            .where(col(AuditEntryRow.event_id) == ev.id, col(AuditEntryRow.action).in_(actions))
            .order_by(col(AuditEntryRow.seq))):
        try:
            data = json.loads(text)
        except ValueError:
            data = {"unreadable": text}
        out.append(AuditEntry(seq, where, at, author, action,
                              data if isinstance(data, dict) else {"value": data}, prev, hash_))
    return out


def _row(s: Session, ev: EventRow, number: int) -> PairingCertificateRow | None:
    return s.exec(select(PairingCertificateRow).where(
        PairingCertificateRow.event_id == ev.id, PairingCertificateRow.round == number)).first()


def certificate_of(service: EventService, event_id: str, round_no: int) -> Certificate | None:
    """Round ``round_no``'s certificate (``None``: a top-cut round, an imported one, or one
    paired before certificates existed)."""
    with service._session() as s:
        row = _row(s, service._event(s, event_id), round_no)
        if row is None:
            return None
        return Certificate(row.engine, row.profile, row.seed, row.inputs_hash)


@dataclass(frozen=True)
class Explained:
    """An audited change the verification accounts for: a hand edit of the round, or a
    change of its inputs made after it was paired."""

    seq: int
    action: str
    at: str
    by: str
    en: str
    es: str

    def as_json(self) -> dict[str, Any]:
        """The ``--json`` shape (docs/extensions.md)."""
        return {"seq": self.seq, "action": self.action, "at": self.at, "by": self.by,
                "what": self.en}


@dataclass(frozen=True)
class Difference:
    """Something the engine and the audit do not account for. ``kind``: ``table`` (a stored
    table), ``input`` (what the round was paired from), ``engine`` or ``certificate``."""

    kind: str
    en: str
    es: str
    table: int | None = None
    stored: list[str | None] | None = None
    expected: list[str | None] | None = None

    def as_json(self) -> dict[str, Any]:
        """The ``--json`` shape (docs/extensions.md)."""
        return {"kind": self.kind, "table": self.table, "stored": self.stored,
                "expected": self.expected, "what": self.en}


@dataclass(frozen=True)
class RoundCheck:
    """The verdict on one round: ``ok`` when the stored round is the engine's round or
    differs from it only by the audited hand edits in ``edits``."""

    event: str
    round: int
    certificate: Certificate | None
    inputs_hash: str
    """The hash of the inputs rebuilt from the stored data (audited later changes undone)."""
    engine_pairings: list[Pairing]
    edits: list[Explained] = field(default_factory=list)
    changes: list[Explained] = field(default_factory=list)
    differences: list[Difference] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Whether nothing is left unexplained."""
        return self.certificate is not None and not self.differences

    def as_json(self) -> dict[str, Any]:
        """The ``round verify --json`` document (docs/extensions.md)."""
        cert = self.certificate
        return {
            "event": self.event, "round": self.round, "ok": self.ok,
            "certificate": None if cert is None else {
                "engine": cert.engine, "profile": cert.profile, "seed": cert.seed,
                "inputs_hash": cert.inputs_hash},
            "inputs_hash": self.inputs_hash, "engine": ENGINE,
            "engine_pairings": [{"table": p.table, "p1": p.p1, "p2": p.p2}
                                for p in self.engine_pairings],
            "hand_edits": [e.as_json() for e in self.edits],
            "input_changes": [c.as_json() for c in self.changes],
            "differences": [d.as_json() for d in self.differences]}


def _inputs(service: EventService, s: Session, ev: EventRow, number: int,
            cert: Certificate) -> PairingInputs:
    players, earlier = service._pairing_data(s, ev, number)
    apart, seats = pairing_constraints(s, ev)
    return PairingInputs.build(number, players, earlier, profile=cert.profile,
                               tie_seed=service._tie_seed(s, ev), seed=cert.seed,
                               keep_apart=apart, fixed_tables=seats)


def _table_text(p: Pairing | None) -> list[str | None] | None:
    return None if p is None else [p.p1, p.p2]


def _pairings(data: dict[str, Any]) -> list[Pairing]:
    return [Pairing(int(t), str(a), None if b is None else str(b))
            for t, a, b in data.get("pairings", [])]


def _edit_words(data: dict[str, Any]) -> tuple[str, str]:
    if "swap" in data:
        a, b = data["swap"]
        return f"swap {a} and {b}", f"intercambio de {a} y {b}"
    if "pair" in data:
        a, b = data["pair"]
        return f"{a} paired with {b}", f"{a} emparejado con {b}"
    return f"the bye to {data.get('bye')}", f"el descanso para {data.get('bye')}"


def _undo(inputs: PairingInputs, e: AuditEntry, number: int
          ) -> tuple[PairingInputs, tuple[str, str] | None]:
    """``inputs`` as they were before audited entry ``e`` (made after the pairing), and its
    description; ``None`` when ``e`` changes nothing the pairing read."""
    d = e.data
    if e.action == "result.correct" and int(d.get("round", number)) < number:
        r, t = int(d["round"]), int(d["table"])
        before, after = d.get("before"), d.get("score")
        return inputs.with_score(r, t, before), (
            f"result of round {r} table {t} corrected from {before or 'none'} to "
            f"{after or 'none'} after the pairing",
            f"resultado de la ronda {r}, mesa {t} corregido de {before or 'ninguno'} a "
            f"{after or 'ninguno'} después del emparejamiento")
    if e.action == "player.apart":
        a, b = d.get("players", [None, None])
        removed = bool(d.get("removed"))
        return inputs.with_apart(str(a), str(b), removed), (
            f"keep-apart pair {a}–{b} {'removed' if removed else 'added'} after the pairing",
            f"pareja a separar {a}–{b} {'quitada' if removed else 'añadida'} después del "
            "emparejamiento")
    if e.action == "player.undrop" and d.get("dropped_after") is not None:
        who, was = str(d.get("player")), int(d["dropped_after"])
        if was >= number:
            return inputs, None
        return inputs.with_dropped(who, was), (
            f"{who}, dropped after round {was}, back in the event after the pairing",
            f"{who}, retirado tras la ronda {was}, vuelto al evento después del emparejamiento")
    if e.action == "player.seat":
        who, before = str(d.get("player")), d.get("before")
        return inputs.with_seat(who, None if before is None else int(before)), (
            f"fixed seat of {who} changed from {before} to {d.get('table')} after the pairing",
            f"mesa fija de {who} cambiada de {before} a {d.get('table')} después del "
            "emparejamiento")
    return inputs, None


def _audited_results(entries: list[AuditEntry], upto: int) -> dict[tuple[int, int], str | None]:
    """Each table's result as the audit recorded it before entry ``upto``."""
    out: dict[tuple[int, int], str | None] = {}
    for e in entries:
        if e.seq >= upto:
            break
        d = e.data
        if e.action in ("result.record", "result.correct") and "table" in d:
            out[(int(d["round"]), int(d["table"]))] = d.get("score")
        elif e.action in (*PAIRED, "round.top", "round.edit", "round.import") and "round" in d:
            r = int(d["round"])
            for key in [k for k in out if k[0] == r]:
                if e.action != "round.import":
                    del out[key]
            for row in d.get("pairings", []):
                if len(row) >= 3 and row[2] is not None:
                    out.setdefault((r, int(row[0])), None)
    return out


def _score(m: MatchRecord) -> str | None:
    if m.double_loss:
        return "dl"
    return None if m.score is None else str(m.score)


def verify_round(service: EventService, event_id: str, round_no: int | None = None
                 ) -> RoundCheck:
    """Re-derive round ``round_no`` (default: the current one) and compare (module docstring).

    ``NotFoundError`` for a round the event does not have."""
    with collector_paused(), service._session() as s:
        ev = service._event(s, event_id)
        number = ev.current_round if round_no is None else round_no
        rnd = service._round(s, ev, number) if number >= 1 else None
        if rnd is None:
            raise NotFoundError(f"event {public_id(ev.id or 0)!r} has no round {number}",
                                field="round",
                                es=f"el evento {public_id(ev.id or 0)!r} no tiene ronda {number}")
        stored = [Pairing(m.table, m.p1, m.p2)
                  for m in service._records(s, ev, round_row=rnd)]  # plain rows
        row = _row(s, ev, number)
        entries = _entries(s, ev, (*PAIRED, *UNDONE))
        where = public_id(ev.id or 0)
        if row is None:
            why = ("a top-cut round follows the bracket" if rnd.kind != "swiss" else
                   "it was imported or paired before certificates existed")
            por = ("una ronda del corte final sigue el cuadro" if rnd.kind != "swiss" else
                   "se importó o se emparejó antes de que existieran los certificados")
            return RoundCheck(where, number, None, "", [], differences=[Difference(
                "certificate", f"round {number} has no pairing certificate: {why}",
                f"la ronda {number} no tiene certificado de emparejamiento: {por}")])
        cert = Certificate(row.engine, row.profile, row.seed, row.inputs_hash)
        inputs = _inputs(service, s, ev, number, cert)
    paired = [e for e in entries if e.action in PAIRED and e.data.get("round") == number]
    pair_entry = paired[-1] if paired else None
    after = [e for e in entries if pair_entry is None or e.seq > pair_entry.seq]
    differences: list[Difference] = []
    changes: list[Explained] = []
    for e in reversed(after):
        inputs, words = _undo(inputs, e, number)
        if words is not None:
            changes.append(Explained(e.seq, e.action, e.at, e.by, *words))
    changes.reverse()
    digest = inputs.digest(cert.engine)  # the inputs as the engine that paired named them
    if cert.engine not in ENGINE_SOLVERS:  # an engine this code cannot pair as it did
        differences.append(Difference(
            "engine", f"paired by engine {cert.engine}; this is {ENGINE}: pairing again may "
            "differ for that reason alone",
            f"emparejada por el motor {cert.engine}; este es {ENGINE}: volver a emparejar "
            "puede dar otra cosa solo por eso"))
    if pair_entry is None:
        differences.append(Difference(
            "certificate", f"the audit has no entry pairing round {number}",
            f"el registro de auditoría no tiene la entrada que emparejó la ronda {number}"))
    elif pair_entry.data.get("certificate") not in (None, cert.inputs_hash):
        differences.append(Difference(
            "certificate", f"the stored certificate {cert.short} is not the one the audit "
            f"recorded when round {number} was paired "
            f"({str(pair_entry.data['certificate'])[:16]})",
            f"el certificado guardado {cert.short} no es el que registró la auditoría al "
            f"emparejar la ronda {number} ({str(pair_entry.data['certificate'])[:16]})"))
    if digest != cert.inputs_hash:
        with service._session() as s:  # every entry: only when the inputs differ
            everything = service._entries(s, service._event(s, event_id))
        audited = _audited_results(everything, pair_entry.seq if pair_entry else 1 << 62)
        named = 0
        for m in inputs.matches:
            key = (m.round, m.table)
            if m.p2 is None or key not in audited or audited[key] == _score(m):
                continue
            named += 1
            differences.append(Difference(
                "input", f"round {m.round} table {m.table}: the database says "
                f"{_score(m) or 'no result'}, the audit recorded {audited[key] or 'no result'} "
                f"when round {number} was paired, and no audited change explains it",
                f"ronda {m.round}, mesa {m.table}: la base de datos dice "
                f"{_score(m) or 'sin resultado'}, la auditoría registró "
                f"{audited[key] or 'sin resultado'} al emparejar la ronda {number}, y ningún "
                "cambio auditado lo explica", table=m.table))
        if not named:
            differences.append(Difference(
                "input", f"the inputs rebuilt from the stored data (hash {digest[:16]}) are not "
                f"the ones round {number} was paired from ({cert.short}), and no audited "
                "change explains it",
                f"los datos reconstruidos de lo guardado (hash {digest[:16]}) no son los que "
                f"emparejaron la ronda {number} ({cert.short}), y ningún cambio auditado lo "
                "explica"))
    engine = inputs.pair(cert.engine)
    expected = engine
    if pair_entry is not None and "pairings" in pair_entry.data:
        at_pairing = _pairings(pair_entry.data)
        differences.extend(_compare(at_pairing, engine, "audit", number))
    edits: list[Explained] = []
    for e in after:
        if e.action == "round.edit" and e.data.get("round") == number:
            en, es = _edit_words(e.data)
            edits.append(Explained(e.seq, e.action, e.at, e.by, f"hand edit: {en}",
                                   f"cambio a mano: {es}"))
            expected = _pairings(e.data)
    differences.extend(_compare(stored, expected, "stored", number))
    return RoundCheck(where, number, cert, digest, engine, edits, changes, differences)


def _compare(got: list[Pairing], expected: list[Pairing], what: str,
             number: int) -> list[Difference]:
    """A difference per table where ``got`` is not ``expected``."""
    by_table = {p.table: p for p in got}
    want = {p.table: p for p in expected}
    out: list[Difference] = []
    for table in sorted(set(by_table) | set(want)):
        g, w = by_table.get(table), want.get(table)
        if g is not None and w is not None and (g.p1, g.p2) == (w.p1, w.p2):
            continue

        def show(p: Pairing | None, none: str, bye: str) -> str:
            if p is None:
                return none
            return f"{p.p1} {bye}" if p.p2 is None else f"{p.p1} vs {p.p2}"

        if what == "stored":
            en = (f"round {number} table {table}: stored {show(g, 'no table', '(bye)')}, the "
                  f"engine and the audited edits give {show(w, 'no table', '(bye)')}")
            es = (f"ronda {number}, mesa {table}: guardada {show(g, 'sin mesa', '(descanso)')}, "
                  f"el motor y los cambios auditados dan {show(w, 'sin mesa', '(descanso)')}")
        else:
            en = (f"round {number} table {table}: the audit recorded "
                  f"{show(g, 'no table', '(bye)')} when it was paired, the engine gives "
                  f"{show(w, 'no table', '(bye)')}")
            es = (f"ronda {number}, mesa {table}: la auditoría registró "
                  f"{show(g, 'sin mesa', '(descanso)')} al emparejarla, el motor da "
                  f"{show(w, 'sin mesa', '(descanso)')}")
        out.append(Difference("table", en, es, table, _table_text(g), _table_text(w)))
    return out


def explain_round(service: EventService, event_id: str, round_no: int | None = None
                  ) -> list[TableReason]:
    """Why each table of round ``round_no`` (default: the current one) is paired as it is
    (:func:`~judge_app.tournament.explain.explain_pairings` on the event's stored data):
    what ``round show --why``, the window and the players' portal show. A top-cut table
    follows the bracket; a table changed since the pairing by a hand edit says so."""
    from sqlmodel import col

    from judge_app.storage.models import AuditEntryRow

    with service._session() as s:
        ev = service._event(s, event_id)
        number = ev.current_round if round_no is None else round_no
        rnd = service._round(s, ev, number)
        ids = service._ids(s, ev)
        stored = [Pairing(m.table_no, ids[m.p1_id], None if m.p2_id is None else ids[m.p2_id])
                  for m, _r in service._match_rows(s, ev, rnd)]
        if rnd.kind != "swiss":
            return [TableReason(p.table, p.p1, p.p2, ("bracket",),
                                "top cut: the bracket's seeds and winners",
                                "corte final: según las posiciones y ganadores del cuadro")
                    for p in stored]
        players = [service._player(r) for r in service._player_rows(s, ev)]
        earlier = [m for m in service._records(s, ev) if m.round < number]
        apart, seats = pairing_constraints(s, ev)
        row = _row(s, ev, number)
        paired = [json.loads(a.data) for a in s.exec(
            select(AuditEntryRow).where(AuditEntryRow.event_id == ev.id,
                                        col(AuditEntryRow.action).in_(PAIRED))
            .order_by(col(AuditEntryRow.seq)))]
        profile, tie_seed = service._profile(ev), service._tie_seed(s, ev)
    at_pairing = next(({p.table: (p.p1, p.p2) for p in _pairings(d)} for d in reversed(paired)
                       if d.get("round") == number), None)
    edited = [] if at_pairing is None else [
        p.table for p in stored if at_pairing.get(p.table) != (p.p1, p.p2)]
    return explain_pairings(number, players, earlier, stored, profile=profile,
                            tie_seed=tie_seed, keep_apart=apart, fixed_tables=seats,
                            edited_tables=edited, seed=None if row is None else row.seed)
