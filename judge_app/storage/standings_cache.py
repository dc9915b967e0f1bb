"""The service's standings kept between reads, keyed on the event's audit head (issue 25:
standings < 0.1 s at 8,192 players, where reading the matches alone takes most of that).

Every write of an event appends an entry to its audit chain in the same transaction, and the
head (``audit_head``: the last entry's number and hash) is stored in the database: any
station's write moves it. So a read whose head is the one kept returns the standings kept
(nothing is read but the head). When the head moved, the entries since the kept head say
what changed, if the chain links on from it: a result entered or corrected
(``result.record``, ``result.correct``) reads that match's row again (a round's worth: the
round in one query) into a copy of the kept match arrays
(:meth:`judge_app.tournament.standings_arrays.MatchArrays.with_results`); a new Swiss round
paired (``round.pair``) reads that round alone; a player added, dropped or edited
(:data:`PLAYERS`) reads the players again; an entry that changes nothing the standings read
(:data:`NEUTRAL`) reads nothing. Anything else (a round paired again, a penalty, a restore, a
chain that does not link on, too many entries) reads the event whole again. Counting and
ranking the arrays again is a few array operations. What is kept is stored only when the
head read after the data is still the head read before it: another station's write in
between is never kept under the older head.
"""

from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from judge_app.storage.plain import plain_rows
from judge_app.tournament.model import Player, StandingRow

if TYPE_CHECKING:
    from sqlmodel import Session

    from judge_app.storage.models import EventRow
    from judge_app.storage.service import EventService
    from judge_app.tournament.standings import MatchTuple
    from judge_app.tournament.standings_arrays import MatchArrays

#: Entries that change no row the standings read (players, Swiss matches, their rounds).
NEUTRAL = frozenset({"round.publish", "portal.codes", "portal.claim", "portal.accept",
                     "call.add", "call.answer", "clock.start", "clock.pause", "clock.resume"})
#: Entries that change one match's result (the entry names its round and table).
RESULTS = frozenset({"result.record", "result.correct"})
#: Entries that add players or change their rows (the players are read again: 8,192 rows, one
#: query; a player is never removed, so those kept come first in the same order).
PLAYERS = frozenset({"player.add", "player.import", "player.drop", "player.undrop",
                     "player.edit"})
#: A round paired (its entry names the round and the kind): a new Swiss round is read alone.
PAIRED = "round.pair"
#: The kind of round the standings count (the service's ``SWISS``).
SWISS = "swiss"
#: More entries than this (or than the kept matches, when fewer) since the kept head: the
#: event is read whole again. A round's results at 8,192 players (4,096 entries) are followed.
MOST_ENTRIES = 1 << 14
#: More changed matches than this: each of their rounds is read in one query, not one
#: query a match (a round's results entered since the last read: 4,096 tables at 8,192).
FEW = 32
#: Events kept at once (a few are open in a day; each holds its players and matches).
MOST_EVENTS = 4

_MATCH = ('SELECT r.number, m.table_no, a.player_id, b.player_id, m.wins1, m.wins2, m.draws, '
          'm.double_loss FROM "match" m JOIN "round" r ON m.round_id = r.id '
          'JOIN "player" a ON m.p1_id = a.id LEFT JOIN "player" b ON m.p2_id = b.id '
          "WHERE m.event_id = :event AND r.kind = :kind AND r.number = :number")
_ONE = _MATCH + " AND m.table_no = :table"


@dataclass
class _Kept:
    """One event's data as of one audit head, and the standings computed from it."""

    head: tuple[int, str]
    seed: str
    players: list[Player]
    rows: list[MatchTuple]
    at: dict[tuple[int, int], int]
    #: ``rows`` as arrays (``None``: a row the standings refuse, said when they are read)
    arrays: MatchArrays | None
    ranked: dict[tuple[str, int | None], list[StandingRow]] = field(default_factory=dict)


_KEPT: dict[tuple[str, int], _Kept] = {}
_LOCK = threading.Lock()
#: How each read was answered (``kept``, ``results``, ``whole``): for the tests and the
#: benchmark to see which path ran.
COUNTS: dict[str, int] = {"kept": 0, "results": 0, "whole": 0}


def _plain_rows(s: Session, sql: str, params: dict[str, Any]) -> list[tuple[Any, ...]]:
    """The rows of one query (``:name`` parameters) as plain tuples, on SQLite straight from
    the driver (a round's 4,096 result entries and its matches: a third of the time)."""
    return plain_rows(s, sql, params)


#: A result entry's round and table, read from its canonical JSON (sorted keys, no spaces:
#: ``,"round":3,`` cannot occur inside a string) without parsing the whole entry — 4,096 of
#: them after a round; anything but exactly one of each is parsed as JSON.
_PLACE = re.compile(r'[{,]"(round|table)":(\d+)[,}]')


def _place(data: str) -> tuple[int, int]:
    """The round and table a result entry names.

    >>> _place('{"digest":"9f","p1":"P01","round":3,"score":"2-1","table":17,"tables":"x"}')
    (3, 17)
    >>> _place('{"a":{"round":1,"table":2},"round":3,"table":4}')  # nested: parsed
    (3, 4)
    """
    found = _PLACE.findall(data)
    if len(found) == 2 and found[0][0] == "round" and found[1][0] == "table":
        return int(found[0][1]), int(found[1][1])
    whole: dict[str, Any] = json.loads(data)
    return int(whole["round"]), int(whole["table"])


def _head(s: Session, event_pk: int) -> tuple[int, str] | None:
    got = _plain_rows(s, "SELECT seq, hash FROM audit_head WHERE event_id = :event",
                      {"event": event_pk})
    return (int(got[0][0]), str(got[0][1])) if got else None


def standings(svc: EventService, s: Session, ev: EventRow,
              round_no: int | None) -> list[StandingRow]:
    """The event's Swiss standings after ``round_no`` (``None``: every result), from what is
    kept when the audit head says nothing changed (see the module's text)."""
    from judge_app.tournament.standings import collector_paused, standings_of_rows

    assert ev.id is not None
    head = _head(s, ev.id)
    if head is None:  # no audit chain to key on: computed every time
        return svc._standings(s, ev, round_no)
    key = (svc.url, ev.id)
    with _LOCK:
        kept = _KEPT.get(key)
    if kept is None or kept.head != head:
        with collector_paused():  # tens of thousands of rows made, none in a cycle
            kept = _refresh(svc, s, ev, kept, head)
        if _head(s, ev.id) == head:
            with _LOCK:
                _KEPT.pop(key, None)
                while len(_KEPT) >= MOST_EVENTS:
                    _KEPT.pop(next(iter(_KEPT)))
                _KEPT[key] = kept
    else:
        COUNTS["kept"] += 1
    profile = svc._profile(ev)
    rank_key = (profile.value, round_no)
    rows = kept.ranked.get(rank_key)
    if rows is None:
        try:
            rows = standings_of_rows(kept.players, kept.rows, profile, through_round=round_no,
                                     tie_seed=kept.seed, arrays=kept.arrays)
        except ValueError as exc:
            raise svc._standings_error(ev, exc) from None
        kept.ranked[rank_key] = rows
    return list(rows)


def _refresh(svc: EventService, s: Session, ev: EventRow, kept: _Kept | None,
             head: tuple[int, str]) -> _Kept:
    """The data as of ``head``: ``kept`` moved by the results entered since, or read whole."""
    if kept is not None:
        moved = _moved(svc, s, ev, kept, head)
        if moved is not None:
            COUNTS["results"] += 1
            return moved
    COUNTS["whole"] += 1
    return _whole(svc, s, ev, head)


def _whole(svc: EventService, s: Session, ev: EventRow, head: tuple[int, str]) -> _Kept:
    from judge_app.tournament.standings_arrays import match_arrays

    players, rows = svc._match_tuples(s, ev, 1 << 30, SWISS)
    try:
        arrays: MatchArrays | None = match_arrays(players, rows)
    except KeyError:  # an unknown player or one seated twice: the standings say which
        arrays = None
    return _Kept(head, svc._tie_seed(s, ev), players, rows,
                 {(r[0], r[1]): i for i, r in enumerate(rows)}, arrays)


def _moved(svc: EventService, s: Session, ev: EventRow, kept: _Kept,
           head: tuple[int, str]) -> _Kept | None:
    """``kept`` moved to ``head`` by the rounds paired, the players added or changed and the
    results entered or corrected since, or ``None`` when the entries since are not only
    those (or do not link on from the kept head, or a round kept was paired again)."""
    since = head[0] - kept.head[0]
    if not 0 < since <= min(MOST_ENTRIES, max(256, len(kept.rows))):
        return None
    entries = _plain_rows(
        s, "SELECT seq, action, data, prev_hash, hash FROM audit_entry "
        "WHERE event_id = :event AND seq > :seq ORDER BY seq LIMIT :most",
        {"event": ev.id, "seq": kept.head[0], "most": since})
    if len(entries) != since:
        return None
    changed: dict[tuple[int, int], None] = {}
    paired: set[int] = set()
    players_changed = False
    link = kept.head
    for seq, action, data, prev_hash, hash_ in entries:
        if seq != link[0] + 1 or prev_hash != link[1]:
            return None
        link = (int(seq), str(hash_))
        if action in RESULTS:
            changed[_place(data)] = None
        elif action == PAIRED:
            found: dict[str, Any] = json.loads(data)
            if found.get("kind") == SWISS:
                paired.add(int(found["round"]))
        elif action in PLAYERS:
            players_changed = True
        elif action not in NEUTRAL:
            return None
    if link != head or kept.arrays is None:
        return None
    grown = _with_rounds(svc, s, ev, kept, paired, players_changed)
    if grown is None or grown.arrays is None:
        return None
    kept, arrays = grown, grown.arrays
    # a round paired since was just read whole, its results with it: nothing to read again
    changed = {place: None for place in changed if place[0] not in paired}
    before: list[MatchTuple] = []
    after: list[MatchTuple] = []
    positions: list[int] = []
    rounds: dict[int, dict[int, tuple[Any, ...]]] = {}
    if len(changed) > FEW:
        for number in {number for number, _ in changed}:
            rounds[number] = {row[1]: row for row in _round(s, ev, number)}
    for number, table in changed:
        if len(changed) > FEW:
            one = rounds[number].get(table)
            got = [] if one is None else [one]
        else:
            got = _plain_rows(s, _ONE, {"event": ev.id, "kind": SWISS, "number": number,
                                        "table": table})
        at = kept.at.get((number, table))
        if not got:
            if at is not None:
                return None
            continue  # a top-cut match: not in the Swiss standings
        if at is None:
            return None
        r, t, p1, p2, w1, w2, d, dl = got[0]
        before.append(kept.rows[at])
        after.append((r, t, p1, p2, w1, w2, d or 0, bool(dl)))
        positions.append(at)
    for old, new in zip(before, after, strict=True):
        if old[:4] != new[:4] or old[3] is None:  # not the same match, or a bye
            return None
    rows = list(kept.rows)
    for at, row in zip(positions, after, strict=True):
        rows[at] = row
    return _Kept(head, kept.seed, kept.players, rows, kept.at,
                 arrays.with_results(positions, after))


def _round(s: Session, ev: EventRow, number: int) -> list[tuple[Any, ...]]:
    """Every match of Swiss round ``number``, one query (the standings' columns)."""
    return _plain_rows(s, _MATCH, {"event": ev.id, "kind": SWISS, "number": number})


def _with_rounds(svc: EventService, s: Session, ev: EventRow, kept: _Kept, paired: set[int],
                 players_changed: bool) -> _Kept | None:
    """``kept`` with the players read again (when changed) and each new Swiss round's matches
    added (one query a round); ``None`` when a round kept was paired again or a round's rows
    are not of these players."""
    from judge_app.tournament.standings_arrays import match_arrays

    assert kept.arrays is not None
    if not paired and not players_changed:
        return kept
    last = max((row[0] for row in kept.rows), default=0)
    if paired and min(paired) <= last:
        return None
    players = kept.players
    if players_changed:
        players, _ = svc._standing_players(s, ev)
    rows = list(kept.rows)
    at = dict(kept.at)
    added: list[MatchTuple] = []
    for number in sorted(paired):
        for r, t, p1, p2, w1, w2, d, dl in sorted(_round(s, ev, number),
                                                  key=lambda row: int(row[1])):
            at[(r, t)] = len(rows)
            rows.append((r, t, p1, p2, w1, w2, d or 0, bool(dl)))
            added.append(rows[-1])
    try:
        arrays = kept.arrays.extended([p.id for p in players], match_arrays(players, added))
    except KeyError:
        return None
    return _Kept(kept.head, kept.seed, players, rows, at, arrays)


def forget() -> None:
    """Drop everything kept (tests; a process that replaced its database file)."""
    with _LOCK:
        _KEPT.clear()

