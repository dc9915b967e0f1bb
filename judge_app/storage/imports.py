"""Events and rounds made in other tools, in and out of a Juez database (issue 14).

* :func:`import_round` enters a round paired (and maybe played) elsewhere, from a
  ``table,p1,p2,result`` CSV file, audited as an import. A player who plays for the
  first time joins in that round (a late entry, with the losses the event gives
  for missed rounds); a player who played before and is missing from the round
  has dropped after the previous round. So a whole event can be rebuilt round by
  round and its standings computed by any profile.
* :func:`import_tdf` makes an event of a Pokémon TOM file (players, divisions,
  rounds with byes, ties and double losses, drops), all or nothing, and
  :func:`export_tdf` writes an event as a TOM file; what TOM knew that Juez does not
  use is kept in the rows' ``external`` record, so an imported file goes back out
  with the same content.

Both write through the service's own transaction and audit chain.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import insert
from sqlmodel import Session, select

from judge_app.interop.csvfiles import CsvFileError
from judge_app.interop.rounds import ImportedMatch, read_round_csv
from judge_app.interop.tdf import (
    ALL_AGES,
    BYE,
    CATEGORY_DIVISION,
    DIVISION_CATEGORY,
    DOUBLE_LOSS,
    OPEN,
    P1_WINS,
    P2_WINS,
    TIE,
    TOP_CUT_TYPE,
    TdfError,
    TdfFile,
    TdfMatch,
    TdfPlayer,
    TdfPod,
    TdfRound,
    TdfStanding,
    check_event,
    division_for,
    iso_to_us,
    read_tdf,
    write_tdf_text,
)
from judge_app.storage.errors import TournamentError
from judge_app.storage.models import AuditHeadRow, EventRow, MatchRow, PlayerRow, RoundRow
from judge_app.storage.service import SWISS, TOP, EventService, public_id
from judge_app.tournament.model import EventSummary, GameScore, MatchRecord, Profile, StandingRow

#: The game key of events imported from TOM (Pokémon TCG has no rules module in Juez:
#: the event is run and ranked, its matches are not checked).
TOM_GAME = "pokemon"
#: What one TOM outcome is as a Juez result (a win is recorded 1-0 in games).
_OUTCOME_SCORE = {P1_WINS: GameScore(1, 0), P2_WINS: GameScore(0, 1), TIE: GameScore(0, 0, 1)}


@dataclass(frozen=True)
class RoundImport:
    """What :func:`import_round` entered."""

    round: int
    matches: list[MatchRecord]
    late_entries: list[str] = field(default_factory=list)
    drops: list[str] = field(default_factory=list)


def _store_matches(s: Session, ev: EventRow, number: int, kind: str,
                   matches: list[ImportedMatch], pk_of: dict[str, int]) -> RoundRow:
    assert ev.id is not None
    rnd = RoundRow(event_id=ev.id, number=number, kind=kind, closed=False)
    s.add(rnd)
    s.flush()
    assert rnd.id is not None
    # one multi-row INSERT for the round, not one per table (issue 20: imports linear)
    rows = [{"event_id": ev.id, "round_id": rnd.id, "table_no": m.table, "p1_id": pk_of[m.p1],
             "p2_id": None if m.p2 is None else pk_of[m.p2], "double_loss": m.double_loss,
             "wins1": None if m.score is None else m.score.wins1,
             "wins2": None if m.score is None else m.score.wins2,
             "draws": None if m.score is None else m.score.draws,
             "reported_by": None if m.score is None else "import", "version": 1}
            for m in matches]
    if rows:
        s.execute(insert(MatchRow.metadata.tables[MatchRow.__tablename__]), rows)
    return rnd


def import_round(svc: EventService, event_id: str, path: str | Path) -> RoundImport:
    """Enter the next round of ``event_id`` as ``path`` says (see the module docstring).

    Refused, with nothing changed, when the current round still has open tables, a
    player is not registered or has dropped, or the file is unreadable (the error
    names the file, line and column).
    """
    path = Path(path)
    try:
        matches = read_round_csv(path)
    except CsvFileError as exc:
        raise TournamentError(exc.message("en"), field="file", es=exc.message("es")) from None
    done = _store_imported_round(svc, event_id, path, matches)
    svc._take_backup(event_id, "round.import")
    return done


def _store_imported_round(svc: EventService, event_id: str, path: Path,
                          matches: list[ImportedMatch]) -> RoundImport:
    with svc._session() as s:
        ev = svc._event(s, event_id, lock=True)
        rounds = svc._rounds(s, ev)
        if rounds and rounds[-1].kind == TOP:
            raise TournamentError("the top cut has begun: a Swiss round cannot be imported now",
                                  field="event", es="el corte a top ya empezó: ya no se puede "
                                  "importar una ronda suiza")
        svc._check_finished(s, ev, rounds)
        number = ev.current_round + 1
        rows = {r.player_id: r for r in svc._player_rows(s, ev)}
        played = {pid for rec in svc._records(s, ev) for pid in (rec.p1, rec.p2) if pid}
        seated = {pid for m in matches for pid in (m.p1, m.p2) if pid}
        for m in matches:
            for side, pid in (("p1", m.p1), ("p2", m.p2)):
                if pid is None:
                    continue
                row = rows.get(pid)
                if row is None:
                    raise TournamentError(f"{path}, line {m.line}, column {side}: player "
                                          f"{pid!r} is not registered in event "
                                          f"{public_id(ev.id or 0)!r}", field="file",
                                          es=f"{path}, línea {m.line}, columna {side}: el "
                                          f"jugador {pid!r} no está inscrito en el evento "
                                          f"{public_id(ev.id or 0)!r}")
                if row.dropped_after is not None and row.dropped_after < number:
                    raise TournamentError(f"{path}, line {m.line}, column {side}: player "
                                          f"{pid!r} dropped after round {row.dropped_after}",
                                          field="file",
                                          es=f"{path}, línea {m.line}, columna {side}: el "
                                          f"jugador {pid!r} se retiró tras la ronda "
                                          f"{row.dropped_after}")
        late, drops = [], []
        for pid, row in rows.items():
            if pid in seated and pid not in played and row.first_round < number:
                row.first_round = number  # first seen now: a late entry
                late.append(pid)
                s.add(row)
            elif (pid not in seated and pid in played and row.dropped_after is None):
                row.dropped_after = number - 1  # played before, gone now: dropped
                drops.append(pid)
                s.add(row)
        if rounds:
            rounds[-1].closed = True
            s.add(rounds[-1])
        pk_of = {pid: row.id for pid, row in rows.items() if row.id is not None}
        _store_matches(s, ev, number, SWISS, matches, pk_of)
        ev.current_round = number
        s.add(ev)
        s.flush()
        svc._audit(s, ev, "round.import", {
            "round": number, "file": path.name,
            "matches": [[m.table, m.p1, m.p2, "dl" if m.double_loss else
                         (None if m.score is None else str(m.score))] for m in matches],
            "late_entries": late, "drops": drops})
        svc._note(ev)
        records = [MatchRecord(number, m.table, m.p1, m.p2, m.score, m.double_loss)
                   for m in matches]
        return RoundImport(number, records, sorted(late), sorted(drops))


# --------------------------------------------------------------------------- TOM files
@dataclass(frozen=True)
class TdfImport:
    """The event made of a TOM file, and where Juez's standings differ from the file's."""

    event: EventSummary
    players: int
    rounds: int
    differences: list[str]


def _score_for(m: TdfMatch) -> tuple[GameScore | None, bool]:
    if m.outcome == DOUBLE_LOSS:
        return GameScore(0, 0), True
    return _OUTCOME_SCORE.get(m.outcome), False


def import_tdf(svc: EventService, path: str | Path) -> TdfImport:
    """Make an event of a TOM file; nothing is written when any part cannot be read."""
    path = Path(path)
    try:
        tdf = read_tdf(path)
        check_event(tdf, str(path))
    except TdfError as exc:
        raise TournamentError(exc.message("en"), field="file", es=exc.message("es")) from None
    name = tdf.name or path.stem
    day = tdf.start_date or None
    # one transaction: the event is made and filled together (a kill -9 or a refusal
    # half-way leaves no event behind)
    with svc._session() as s:
        ev = svc._create_event_row(s, name, TOM_GAME, Profile.POKEMON, day)
        rounds_in = _fill_event(svc, s, ev, tdf, path)
        event_id = public_id(ev.id or 0)
    rows = svc.standings(event_id)
    differences = _compare_standings(tdf, rows, {p.id: p for p in _divisions(svc, event_id)})
    svc._take_backup(event_id, "event.import")
    return TdfImport(svc.event_summary(event_id), len(tdf.players), rounds_in, differences)


@dataclass(frozen=True)
class _Divided:
    id: str
    division: str | None


def _divisions(svc: EventService, event_id: str) -> list[_Divided]:
    with svc._session() as s:
        ev = svc._event(s, event_id)
        return [_Divided(r.player_id, r.division) for r in svc._player_rows(s, ev)]


def divisions(svc: EventService, event_id: str) -> dict[str, str | None]:
    """Each player's age division (``None`` where the event has none)."""
    return {p.id: p.division for p in _divisions(svc, event_id)}


def _fill_event(svc: EventService, s: Session, ev: EventRow, tdf: TdfFile, path: Path) -> int:
    """Fill the new event ``ev`` with the file's players and rounds (the caller's
    transaction); the number of rounds."""
    by_round: dict[int, list[tuple[TdfPod, TdfRound]]] = defaultdict(list)
    for pod in tdf.pods:
        for rnd in pod.rounds:
            by_round[rnd.number].append((pod, rnd))
    pod_of = {uid: pod.category for pod in tdf.pods for uid in pod.players}
    for pod in tdf.pods:
        for rnd in pod.rounds:
            for m in rnd.matches:
                for uid in (m.p1, m.p2):
                    if uid is not None:
                        pod_of.setdefault(uid, pod.category)
    first_round: dict[str, int] = {}
    last_round: dict[str, int] = {}
    for number in sorted(by_round):
        for _pod, rnd in by_round[number]:
            for m in rnd.matches:
                for uid in (m.p1, m.p2):
                    if uid is not None:
                        first_round.setdefault(uid, number)
                        last_round[uid] = number
    assert ev.id is not None
    ev.external = json.dumps({"tdf": {
        "attributes": tdf.attributes, "data": tdf.data_xml, "rest": tdf.rest,
        "pods": [{"category": p.category, "stage": p.stage, "rest": p.rest,
                  "players": p.players} for p in tdf.pods],
        "rounds": {f"{pod.category}:{rnd.number}": {"type": rnd.type, "stage": rnd.stage,
                                                    "rest": rnd.rest}
                   for pod in tdf.pods for rnd in pod.rounds},
        "standings": [{"category": st.category, "type": st.type, "places": st.places}
                      for st in tdf.standings]}}, ensure_ascii=False)
    # one multi-row INSERT, then the new ids in one read (a flush per player had made the
    # statements grow with the roster; the drops of the standings are one set, not a scan
    # of them per player)
    dnf = {pid for st in tdf.standings if st.type == "dnf" for pid, _ in st.places}
    players = [{"event_id": ev.id, "player_id": p.userid, "name": p.name or p.userid,
                "first_round": first_round.get(p.userid, 1), "late_losses": ev.late_losses,
                "division": CATEGORY_DIVISION.get(pod_of.get(p.userid, ALL_AGES))
                or division_for(p.birth_year, ev.date),
                "dropped_after": last_round.get(p.userid, 0)
                if p.dropped_round is not None or p.userid in dnf else None,
                "member_id": None, "fixed_table": None, "version": 1,
                "external": json.dumps({"tdf": {"first": p.first, "last": p.last,
                                                "birthdate": p.birthdate, "rest": p.rest}},
                                       ensure_ascii=False)} for p in tdf.players]
    if players:
        s.execute(insert(PlayerRow.metadata.tables[PlayerRow.__tablename__]), players)
    pk_of: dict[str, int] = {pid: pk for pk, pid in s.exec(
        select(PlayerRow.id, PlayerRow.player_id).where(PlayerRow.event_id == ev.id))
        if pk is not None}
    tables: dict[str, list[Any]] = {}
    for number in sorted(by_round):
        kinds = {rnd.type == TOP_CUT_TYPE for _pod, rnd in by_round[number]}
        kind = TOP if kinds == {True} else SWISS
        imported: list[ImportedMatch] = []
        used: set[int] = set()
        pending: list[tuple[TdfPod, TdfMatch]] = []
        for pod, rnd in by_round[number]:
            for m in rnd.matches:
                if m.table >= 1 and m.table not in used and m.p2 is not None:
                    used.add(m.table)
                    tables[f"{number}:{m.table}"] = [pod.category, m.table, m.timestamp]
                    score, double = _score_for(m)
                    imported.append(ImportedMatch(0, m.table, m.p1, m.p2, score, double))
                else:
                    pending.append((pod, m))
        free = max(used, default=0) + 1
        for pod, m in pending:  # byes (table 0) and table numbers two pods share
            tables[f"{number}:{free}"] = [pod.category, m.table, m.timestamp]
            score, double = (None, False) if m.p2 is None else _score_for(m)
            imported.append(ImportedMatch(0, free, m.p1, m.p2, score, double))
            free += 1
        _store_matches(s, ev, number, kind, imported, pk_of)
    rounds = svc._rounds(s, ev)
    for rnd_row in rounds[:-1]:
        rnd_row.closed = True
        s.add(rnd_row)
    external = json.loads(ev.external)
    external["tdf"]["tables"] = tables
    ev.external = json.dumps(external, ensure_ascii=False)
    ev.current_round = max(by_round, default=0)
    s.add(ev)
    s.flush()
    svc._audit(s, ev, "event.import", {"format": "tdf", "file": path.name,
                                       "players": len(tdf.players),
                                       "rounds": len(by_round)})
    return len(by_round)


def division_standings(rows: list[StandingRow], divisions: dict[str, str | None],
                       division: str) -> list[StandingRow]:
    """The standings of one age division, ranked 1..n among its players (TOM pairs small
    divisions together and ranks them apart); the tiebreakers stay the whole event's."""
    from dataclasses import replace

    own = [r for r in rows if divisions.get(r.player) == division]
    return [replace(r, rank=i) for i, r in enumerate(own, start=1)]


#: Play! Pokémon's age divisions as printed (Spanish, English).
DIVISION_TITLES = {"junior": ("Júnior", "Junior"), "senior": ("Sénior", "Senior"),
                   "masters": ("Máster", "Masters")}


def _compare_standings(tdf: TdfFile, rows: list[StandingRow],
                       players: dict[str, _Divided]) -> list[str]:
    """Where the file's final places differ from Juez's (per division, dropped left out)."""
    out: list[str] = []
    divisions = {pid: p.division for pid, p in players.items()}
    for st in tdf.standings:
        if st.type != "finished":
            continue
        division = CATEGORY_DIVISION.get(st.category)
        ours = [r for r in rows if not r.dropped
                and (division is None or divisions.get(r.player) == division)]
        mine = {r.player: i for i, r in enumerate(ours, start=1)}
        for uid, place in st.places:
            if place is not None and mine.get(uid) != place:
                out.append(f"{uid}: TOM place {place}, Juez place {mine.get(uid, '—')}")
    return out


def export_tdf(svc: EventService, event_id: str) -> str:
    """The event as a TOM file (see the module docstring)."""
    with svc._session() as s:
        ev = svc._event(s, event_id)
        players = svc._player_rows(s, ev)
        records = svc._records(s, ev)
        kinds = {r.number: r.kind for r in svc._rounds(s, ev)}
        head = s.get(AuditHeadRow, ev.id)
        import_seq = _import_seq(s, ev)
        changed = head is None or import_seq is None or head.seq != import_seq
    external = json.loads(ev.external or "{}").get("tdf", {})
    divisions = {r.player_id: r.division for r in players}
    tdf_players = []
    for r in players:
        extra = json.loads(r.external or "{}").get("tdf")
        if extra:
            tdf_players.append(TdfPlayer(r.player_id, extra["first"], extra["last"],
                                         extra["birthdate"], None, list(extra["rest"])))
        else:
            first, _, last = r.name.partition(" ")
            rest = ["<starter>true</starter>"]
            if r.dropped_after is not None:
                rest.append(f"<dropped><status>1</status><round>{r.dropped_after}</round>"
                            "</dropped>")
            tdf_players.append(TdfPlayer(r.player_id, first, last, "", None, rest))
    tables = external.get("tables", {})
    pods_meta = external.get("pods") or [
        {"category": DIVISION_CATEGORY.get(d or "", 2), "stage": 0, "rest": [],
         "players": [p for p in divisions if DIVISION_CATEGORY.get(divisions[p] or "", 2)
                     == DIVISION_CATEGORY.get(d or "", 2)]}
        for d in sorted({d or "masters" for d in divisions.values()})]
    rounds_meta = external.get("rounds", {})
    pods: list[TdfPod] = []
    for meta in pods_meta:
        category = int(meta["category"])
        members = set(meta["players"])
        by_number: dict[int, list[TdfMatch]] = defaultdict(list)
        for m in records:
            where = tables.get(f"{m.round}:{m.table}")
            if where is not None:
                if int(where[0]) != category:
                    continue
                table, stamp = int(where[1]), str(where[2])
            elif m.p1 in members:
                table, stamp = (0 if m.p2 is None else m.table), ""
            else:
                continue
            by_number[m.round].append(TdfMatch(_outcome(m), m.p1, m.p2, table, stamp))
        rounds = []
        for number in sorted(by_number):
            r_meta = rounds_meta.get(f"{category}:{number}", {})
            default_type = TOP_CUT_TYPE if kinds.get(number) == TOP else 3
            rounds.append(TdfRound(number, int(r_meta.get("type", default_type)),
                                   int(r_meta.get("stage", 0)), by_number[number],
                                   list(r_meta.get("rest", []))))
        pods.append(TdfPod(category, int(meta["stage"]), list(meta["players"]), rounds,
                           list(meta["rest"])))
    if not changed and "standings" in external:
        standings = [TdfStanding(int(st["category"]), st["type"],
                                 [(pid, place) for pid, place in st["places"]])
                     for st in external["standings"]]
    else:
        standings = _standings_for(svc, event_id, pods, divisions)
    attributes = external.get("attributes") or {"type": "2", "stage": "5", "version": "1.80",
                                                "gametype": "TRADING_CARD_GAME",
                                                "mode": "TCG1DAY"}
    data = [("name", ev.name), ("startdate", iso_to_us(ev.date))]
    tdf = TdfFile(attributes, data, external.get("data", ""), tdf_players, pods, standings,
                  list(external.get("rest", [])))
    return write_tdf_text(tdf)


def _import_seq(s: Session, ev: EventRow) -> int | None:
    from judge_app.storage.models import AuditEntryRow

    row = s.exec(select(AuditEntryRow).where(AuditEntryRow.event_id == ev.id,
                                             AuditEntryRow.action == "event.import")).first()
    return None if row is None else row.seq


def _outcome(m: MatchRecord) -> int:
    if m.p2 is None:
        return BYE
    if m.double_loss:
        return DOUBLE_LOSS
    if m.score is None:
        return OPEN
    return {1: P1_WINS, 2: P2_WINS, 0: TIE}[m.score.winner]


def _standings_for(svc: EventService, event_id: str, pods: list[TdfPod],
                   divisions: dict[str, str | None]) -> list[TdfStanding]:
    """Juez's standings as TOM lists them: per pod, and a pod of all ages (8) split by
    age division (TOM pairs them together and ranks them apart)."""
    rows = svc.standings(event_id)
    category: dict[str, int] = {}
    order: list[int] = []
    for pod in pods:
        for uid in pod.players:
            division = divisions.get(uid)
            cat = (DIVISION_CATEGORY[division] if pod.category == ALL_AGES and division
                   in DIVISION_CATEGORY else pod.category)
            category[uid] = cat
            if cat not in order:
                order.append(cat)
    out: list[TdfStanding] = []
    for cat in order:
        own = [r for r in rows if category.get(r.player) == cat]
        finished = [r for r in own if not r.dropped]
        out.append(TdfStanding(cat, "finished",
                               [(r.player, i) for i, r in enumerate(finished, start=1)]))
        out.append(TdfStanding(cat, "dnf", [(r.player, None) for r in own if r.dropped]))
    return out


__all__ = ["TOM_GAME", "RoundImport", "TdfImport", "division_standings", "divisions",
           "export_tdf", "import_round", "import_tdf"]
