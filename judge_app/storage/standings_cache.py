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
paired (``round.pair``) reads that round alone; a player added, dropped or edited reads that
player again (an import: every player, :data:`PLAYERS`); an entry that changes nothing the
standings read (:data:`NEUTRAL`) reads nothing. Anything else (a round paired again, a
penalty, a restore, a chain that does not link on, too many entries) reads the event whole
again. Counting and ranking the arrays again is a few array operations. What is kept is
stored only when the head read after the data is still the head read before it: another
station's write in between is never kept under the older head.
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

    from judge_app.storage.audit import AuditEntry
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
#: Of :data:`PLAYERS`, those that name the one player they add or change (``"player"``): only
#: the players named are read again (a round's drops and late entries: tens of 8,192).
ONE_PLAYER = frozenset({"player.add", "player.drop", "player.undrop", "player.edit"})
#: More players named than this: every player is read again (one query, no long list).
MOST_NAMED = 256
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

#: One Swiss round's matches, driven from the round (its unique number, then the matches by
#: round: 8 ms for 4,096 at round 5; from the event's matches filtered by round: 15 ms).
_MATCH = ('SELECT r.number, m.table_no, a.player_id, b.player_id, m.wins1, m.wins2, m.draws, '
          'm.double_loss FROM "round" r JOIN "match" m ON m.round_id = r.id '
          'JOIN "player" a ON m.p1_id = a.id LEFT JOIN "player" b ON m.p2_id = b.id '
          "WHERE r.event_id = :event AND r.kind = :kind AND r.number = :number")
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


#: What one entry says the standings need: a result's round and table, a Swiss round's number
#: (``None``: another kind of round paired), the player a player entry names (``None``: an
#: import, every player); ``None`` for every other entry.
Fact = tuple[int, int] | int | str | None
#: One entry as the kept standings follow it: its number, action, fact and links.
Link = tuple[int, str, Fact, str, str]

_KEPT: dict[tuple[str, int], _Kept] = {}
#: The entries this process's own transactions appended to each kept event's chain since its
#: kept head, by number (:func:`written`): the first read after a round takes them from here,
#: not from the database (4,096 entries fetched and matched: 16 ms). Another station's
#: entries are not here; a read missing any number fetches them all.
_WRITTEN: dict[tuple[str, int], dict[int, Link]] = {}
_LOCK = threading.Lock()
#: How each read was answered (``kept``, ``results``, ``whole``): for the tests and the
#: benchmark to see which path ran.
COUNTS: dict[str, int] = {"kept": 0, "results": 0, "whole": 0}
#: Where the entries followed came from (this process's ``journal``, or ``fetched`` from the
#: database), counted: for the tests to see which.
ENTRIES: dict[str, int] = {"journal": 0, "fetched": 0}


#: Members holding a plain string (no escape): those a result entry has before its round and
#: between its round and its table (``digest``, ``p1``, ``p2``, ``score``, in sorted order).
_STRINGS = r'(?:"\w+":"[^"\\]*",)*'
#: A result entry's round and table, matched from the start of its canonical JSON (sorted
#: keys, no spaces) without parsing the whole entry — 4,096 of them after a round (6 ms, not
#: 46 parsed). Only string members may come before each: a nested ``"round":`` never matches.
_PLACE = re.compile(r"\{" + _STRINGS + r'"round":(\d+),' + _STRINGS + r'"table":(\d+)[,}]')


def _place(data: str) -> tuple[int, int]:
    """The round and table a result entry names (parsed as JSON when it is not of the
    plain shape :data:`_PLACE` matches).

    >>> _place('{"digest":"9f","p1":"P01","round":3,"score":"2-1","table":17,"tables":{}}')
    (3, 17)
    >>> _place('{"a":{"round":1,"table":2},"round":3,"table":4}')  # nested: parsed
    (3, 4)
    >>> _place('{"p1":"a\\\\"b","round":3,"table":4}')  # an escaped quote: parsed
    (3, 4)
    """
    found = _PLACE.match(data)
    if found is not None:
        return int(found[1]), int(found[2])
    whole: dict[str, Any] = json.loads(data)
    return int(whole["round"]), int(whole["table"])


def _fact(action: str, data: str | dict[str, Any]) -> Fact:
    """What entry ``data`` (its canonical JSON, or the data itself) says the standings need
    (:data:`Fact`); nothing is parsed for an action they ignore.

    >>> _fact("result.record", '{"digest":"9f","round":2,"table":5}')
    (2, 5)
    >>> _fact("round.pair", {"kind": "top", "round": 10}) is None
    True
    """
    if action in RESULTS:
        if isinstance(data, str):
            return _place(data)
        return int(data["round"]), int(data["table"])
    if action == PAIRED or action in ONE_PLAYER:
        found: dict[str, Any] = json.loads(data) if isinstance(data, str) else data
        if action in ONE_PLAYER:
            return str(found["player"])
        return int(found["round"]) if found.get("kind") == SWISS else None
    return None


def written(url: str, entries: list[tuple[int, AuditEntry]]) -> None:
    """After a commit in this process: keep the entries it appended to a kept event's chain
    (each event's, by row key), for the next read to follow without fetching them."""
    if not entries:
        return
    with _LOCK:
        for event_pk, entry in entries:
            key = (url, event_pk)
            kept = _KEPT.get(key)
            if kept is None or entry.seq <= kept.head[0]:
                continue
            journal = _WRITTEN.setdefault(key, {})
            try:
                fact = _fact(entry.action, entry.data)
            except (KeyError, TypeError, ValueError):  # not of its action's shape
                journal.clear()  # the read fetches them, and reads the event whole
                continue
            if len(journal) >= MOST_ENTRIES:  # nobody read them: the read fetches instead
                journal.clear()
            journal[entry.seq] = (entry.seq, entry.action, fact, entry.prev_hash, entry.hash)


def _journal(key: tuple[str, int], since: tuple[int, str], head: tuple[int, str]
             ) -> list[Link] | None:
    """The entries after ``since`` through ``head`` as this process wrote them, or ``None``
    when any is missing (another station wrote it: the read fetches them)."""
    with _LOCK:
        journal = _WRITTEN.get(key, {})
        got = [journal.get(seq) for seq in range(since[0] + 1, head[0] + 1)]
    if any(link is None for link in got):
        return None
    return [link for link in got if link is not None]


def _fetched(s: Session, ev: EventRow, since: tuple[int, str], count: int
             ) -> list[Link] | None:
    """The ``count`` entries after ``since`` read from the database (``None`` when one is not
    of its action's shape: the event is read whole, the audit check says why)."""
    try:
        return [(int(seq), str(action), _fact(action, data), str(prev_hash), str(hash_))
                for seq, action, data, prev_hash, hash_ in plain_rows(
                    s, "SELECT seq, action, data, prev_hash, hash FROM audit_entry "
                    "WHERE event_id = :event AND seq > :seq ORDER BY seq LIMIT :most",
                    {"event": ev.id, "seq": since[0], "most": count})]
    except (KeyError, TypeError, ValueError):
        return None


def _head(s: Session, event_pk: int) -> tuple[int, str] | None:
    got = plain_rows(s, "SELECT seq, hash FROM audit_head WHERE event_id = :event",
                      {"event": event_pk})
    return (int(got[0][0]), str(got[0][1])) if got else None


def standings(svc: EventService, s: Session, ev: EventRow,
              round_no: int | None) -> list[StandingRow]:
    """The event's Swiss standings after ``round_no`` (``None``: every result), from what is
    kept when the audit head says nothing changed (see the module's text)."""
    from judge_app.tournament.standings import collector_paused

    assert ev.id is not None
    head = _head(s, ev.id)
    if head is None:  # no audit chain to key on: computed every time
        return svc._standings(s, ev, round_no)
    # tens of thousands of rows made, none in a cycle: one young collection after the read
    # and the ranking, not one after each
    with collector_paused():
        return _standings(svc, s, ev, round_no, head)


def _standings(svc: EventService, s: Session, ev: EventRow, round_no: int | None,
               head: tuple[int, str]) -> list[StandingRow]:
    """:func:`standings` at ``head`` (the collector paused by the caller)."""
    from judge_app.tournament.standings import standings_of_rows

    assert ev.id is not None
    key = (svc.url, ev.id)
    with _LOCK:
        kept = _KEPT.get(key)
    if kept is None or kept.head != head:
        kept = _refresh(svc, s, ev, kept, head)
        if _head(s, ev.id) == head:
            with _LOCK:
                _KEPT.pop(key, None)
                while len(_KEPT) >= MOST_EVENTS:
                    _WRITTEN.pop(gone := next(iter(_KEPT)), None)
                    _KEPT.pop(gone)
                _KEPT[key] = kept
                journal = _WRITTEN.get(key, {})
                for seq in [seq for seq in journal if seq <= head[0]]:
                    del journal[seq]
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
        moved = _moved(svc, s, ev, kept, head, _journal((svc.url, ev.id or 0), kept.head, head))
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
           head: tuple[int, str], entries: list[Link] | None) -> _Kept | None:
    """``kept`` moved to ``head`` by the rounds paired, the players added or changed and the
    results entered or corrected since (``entries``, or fetched when ``None``), or ``None``
    when the entries since are not only those (or do not link on from the kept head, or a
    round kept was paired again)."""
    since = head[0] - kept.head[0]
    if not 0 < since <= min(MOST_ENTRIES, max(256, 4 * len(kept.rows))):
        return None
    if entries is None:
        entries = _fetched(s, ev, kept.head, since)
        if entries is None:
            return None
        ENTRIES["fetched"] += len(entries)
    else:
        ENTRIES["journal"] += len(entries)
    if len(entries) != since:
        return None
    changed: dict[tuple[int, int], None] = {}
    paired: set[int] = set()
    #: the players named by the entries since (``None``: every player is read again)
    named: dict[str, None] | None = {}
    link = kept.head
    for seq, action, fact, prev_hash, hash_ in entries:
        if seq != link[0] + 1 or prev_hash != link[1]:
            return None
        link = (seq, hash_)
        if action in RESULTS and isinstance(fact, tuple):
            changed[fact] = None
        elif action == PAIRED:
            if isinstance(fact, int):
                paired.add(fact)
        elif action in ONE_PLAYER and named is not None and isinstance(fact, str):
            named[fact] = None
        elif action in PLAYERS:
            named = None
        elif action not in NEUTRAL:
            return None
    if link != head or kept.arrays is None:
        return None
    grown = _with_rounds(svc, s, ev, kept, paired, named)
    if grown is None or grown.arrays is None:
        return None
    kept, arrays = grown, grown.arrays
    # a round paired since was just read whole, its results with it: nothing to read again
    changed = {place: None for place in changed if place[0] not in paired}
    before: list[MatchTuple] = []
    after: list[MatchTuple] = []
    positions: list[int] = []
    rounds: dict[int, dict[int, MatchTuple]] = {}
    if len(changed) > FEW:
        for number in {number for number, _ in changed}:
            rounds[number] = {row[1]: row for row in _round(s, ev, number)}
    for number, table in changed:
        if len(changed) > FEW:
            one = rounds[number].get(table)
            got = [] if one is None else [one]
        else:
            got = _round(s, ev, number, table)
        at = kept.at.get((number, table))
        if not got:
            if at is not None:
                return None
            continue  # a top-cut match: not in the Swiss standings
        if at is None:
            return None
        before.append(kept.rows[at])
        after.append(got[0])
        positions.append(at)
    for old, new in zip(before, after, strict=True):
        if old[:4] != new[:4] or old[3] is None:  # not the same match, or a bye
            return None
    rows = list(kept.rows)
    for at, row in zip(positions, after, strict=True):
        rows[at] = row
    return _Kept(head, kept.seed, kept.players, rows, kept.at,
                 arrays.with_results(positions, after))


def _round(s: Session, ev: EventRow, number: int, table: int | None = None
           ) -> list[MatchTuple]:
    """Every match of Swiss round ``number`` (only ``table``'s, when given), one query, as
    the standings' rows."""
    params: dict[str, Any] = {"event": ev.id, "kind": SWISS, "number": number}
    if table is not None:
        params["table"] = table
    return [(r, t, p1, p2, w1, w2, d or 0, bool(dl)) for r, t, p1, p2, w1, w2, d, dl
            in plain_rows(s, _MATCH if table is None else _ONE, params)]


def _with_rounds(svc: EventService, s: Session, ev: EventRow, kept: _Kept, paired: set[int],
                 named: dict[str, None] | None) -> _Kept | None:
    """``kept`` with the players ``named`` read again (``None``: all of them) and each new
    Swiss round's matches added (one query a round); ``None`` when a round kept was paired
    again or a round's rows are not of these players."""
    from judge_app.tournament.standings_arrays import match_arrays

    assert kept.arrays is not None
    if not paired and named == {}:
        return kept
    if paired and min(paired) <= kept.arrays.last_round():
        return None
    players = kept.players
    if named is None or len(named) > MOST_NAMED:
        players, _ = svc._standing_players(s, ev)
    elif named:
        players = _with_players(svc, s, ev, players, list(named))
    rows = list(kept.rows)
    at = dict(kept.at)
    added: list[MatchTuple] = []
    for number in sorted(paired):
        for row in sorted(_round(s, ev, number), key=lambda row: int(row[1])):
            at[(row[0], row[1])] = len(rows)
            rows.append(row)
            added.append(row)
    try:
        arrays = kept.arrays.extended([p.id for p in players], match_arrays(players, added))
    except KeyError:
        return None
    return _Kept(kept.head, kept.seed, players, rows, at, arrays)


def _with_players(svc: EventService, s: Session, ev: EventRow, players: list[Player],
                  named: list[str]) -> list[Player]:
    """``players`` with those ``named`` read again: each kept one in its place, a new one
    after them in the order added (a player is never removed, and each is added under the
    event's lock, so the whole read's order)."""
    place = {p.id: i for i, p in enumerate(players)}
    players = list(players)
    for p in svc._standing_players(s, ev, named)[0]:
        at = place.get(p.id)
        if at is None:
            players.append(p)
        else:
            players[at] = p
    return players


def forget() -> None:
    """Drop everything kept (tests; a process that replaced its database file)."""
    with _LOCK:
        _KEPT.clear()
        _WRITTEN.clear()

