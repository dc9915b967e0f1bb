"""Which audited rows a transaction changed, so that its audit entry's digest is the last
entry's moved by those rows alone (issue 25: at 8,192 players, hashing the whole event twice
a write made one result take a second).

An entry commits to the sum of its event's row hashes, table by table
(:func:`judge_app.storage.audit.table_sums`). A write's transaction:

* before it changes anything, knows the sums of the data as the log's head recorded them:
  from this connection's memory of its own last write when no other connection has
  written since (SQLite's ``PRAGMA data_version``, PostgreSQL's transaction ids say so;
  on PostgreSQL, when other transactions took ids meanwhile — autovacuum's ``ANALYZE``,
  another event's write, a phone's claim that moved the log's head —, when none of them
  wrote a row of this event's data: no row of it newer than that write and as many rows
  as it left, :func:`_untouched`), else by reading and hashing
  the whole event, which also checks it against the head (data changed outside Juez is
  refused, :func:`judge_app.storage.audit.check_before_write`);
* records the rows it changes: every row the ORM flushes (its hash before, read before the
  flush; after, read when the entry is sealed); rows written by a statement of its own
  only inside :func:`scope` (a round's matches: the rows of that round before and after);
  any other write to an audited table makes that table be hashed whole again;
* seals its entries with the sums moved by those rows (:func:`sums_after`); after the
  commit, this connection remembers them (:func:`remember`).

The sums carried forward are never read from the data being sealed: a row changed outside
Juez that a write does not touch stays out of them, and one it touches is taken away with
its forged hash, so `audit verify`, which hashes everything again, still finds either —
a later honest write can never launder it (tests/storage/test_audit_laundering.py).
``JUEZ_AUDIT_CROSSCHECK=1`` (the test session sets it) also hashes the whole event at each
seal and fails loudly if the moved sums differ.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from sqlalchemy import event, text
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.orm import Session

from judge_app.storage.audit import AUDITED, add_rows, event_data, row_hash, table_sum

#: Statements that write a table, and the table (ORM and Core quote names alike).
_WRITE = re.compile(r'\s*(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|UPDATE|DELETE\s+FROM)\s+"?(\w+)"?',
                    re.IGNORECASE)
CROSSCHECK_VAR = "JUEZ_AUDIT_CROSSCHECK"
#: Keys in a DBAPI connection's ``info`` (kept as long as the connection lives) and in a
#: session's ``info`` (one transaction).
_WHOLE, _QUIET, _FLUSHING, _MEMORY = ("juez_whole", "juez_quiet", "juez_flushing",
                                      "juez_sums")
_TRACK = "juez_track"


def install(engine: Engine) -> None:
    """Watch every statement of ``engine``'s connections for writes to audited tables."""
    if not event.contains(engine, "before_cursor_execute", _on_statement):
        event.listen(engine, "before_cursor_execute", _on_statement)
        event.listen(engine, "begin", _on_begin)


def _on_begin(conn: Connection) -> None:
    for key in (_WHOLE, _QUIET, _FLUSHING):
        conn.info.pop(key, None)


def _on_statement(conn: Connection, _cursor: Any, statement: str, _params: Any,
                  _context: Any, _many: bool) -> None:
    found = _WRITE.match(statement)
    if found is None or found.group(1) not in AUDITED:
        return
    info = conn.info
    if info.get(_FLUSHING) or found.group(1) in info.get(_QUIET, ()):
        return
    info.setdefault(_WHOLE, set()).add(found.group(1))
    info.pop(_MEMORY, None)  # whoever wrote it, no remembered sums are sure any more


class _Track:
    """One transaction's record: each changed row's hash before (``(event, hash)``, ``None``
    for a row it added), the ORM objects it added, the scopes it wrote."""

    def __init__(self) -> None:
        self.before: dict[tuple[str, int], tuple[int, int] | None] = {}
        self.added: list[Any] = []
        self.scopes: list[tuple[str, str, dict[str, Any]]] = []
        self.base: dict[int, dict[str, int]] = {}
        #: Each table's number of the event's rows, where the base's are known (as the
        #: transaction found them; after :func:`sums_after`, as it leaves them).
        self.counts: dict[int, dict[str, int]] = {}


@dataclass(frozen=True)
class Kept:
    """What a connection remembers of the event its last write left: each table's sum of
    row hashes, and each table's number of rows (``None`` when that write did not know
    them)."""

    sums: dict[str, int]
    counts: dict[str, int] | None


def start(s: Session) -> None:
    """Track ``s``'s writes (called when a writing session opens)."""
    s.info[_TRACK] = _Track()
    event.listen(s, "before_flush", _before_flush)
    event.listen(s, "after_flush_postexec", _after_flush)


def _query(conn: Connection) -> Any:
    return lambda sql, params: conn.execute(text(sql), params)


def _rows_by_id(conn: Connection, table: str, ids: list[int]) -> list[tuple[int, list[Any]]]:
    """``(event, row)`` of the rows of ``table`` with these ids, as the audit reads them."""
    out: list[tuple[int, list[Any]]] = []
    for start_at in range(0, len(ids), 500):
        chunk = ids[start_at:start_at + 500]
        names = ", ".join(f":i{i}" for i in range(len(chunk)))
        out += _read(conn, table, f'"id" IN ({names})', {f"i{i}": v for i, v in enumerate(chunk)})
    return out


def _read(conn: Connection, table: str, where: str,
          params: Mapping[str, Any]) -> list[tuple[int, list[Any]]]:
    columns, booleans = AUDITED[table]
    owner = columns.index("id" if table == "event" else "event_id")
    flags = [c in booleans for c in columns]
    quoted = ", ".join(f'"{c}"' for c in columns)
    rows = conn.execute(text(f'SELECT {quoted} FROM "{table}" WHERE {where}'), dict(params))
    return [(int(row[owner]), [bool(v) if flag and v is not None else v
                               for v, flag in zip(row, flags, strict=True)]) for row in rows]


def _before_flush(s: Session, _context: Any, _instances: Any) -> None:
    track: _Track | None = s.info.get(_TRACK)
    if track is None:
        return
    conn = s.connection()
    wanted: dict[str, list[int]] = {}
    for obj in list(s.dirty) + list(s.deleted):
        table = getattr(obj, "__tablename__", None)
        pk = getattr(obj, "id", None)
        if table in AUDITED and pk is not None and (table, pk) not in track.before:
            wanted.setdefault(str(table), []).append(int(pk))
    for table, ids in wanted.items():
        found = {row[0]: (owner, row) for owner, row in _rows_by_id(conn, table, ids)}
        for pk in ids:
            hit = found.get(pk)
            track.before[(table, pk)] = None if hit is None else (hit[0], row_hash(hit[1]))
    track.added += [obj for obj in s.new if getattr(obj, "__tablename__", None) in AUDITED]
    if s.new or s.dirty or s.deleted:  # a flush follows (and its after_flush_postexec)
        conn.info[_FLUSHING] = True


def _after_flush(s: Session, _context: Any) -> None:
    s.connection().info.pop(_FLUSHING, None)


@contextmanager
def scope(s: Session, table: str, where: str, params: Mapping[str, Any]) -> Iterator[None]:
    """Statements of the caller's own that write only rows of ``table`` matching ``where``
    (SQL over its columns, ``:name`` parameters), before and after: the rows are hashed
    before the block and read again when the entry is sealed, instead of the whole table."""
    track: _Track | None = s.info.get(_TRACK)
    if track is None:
        yield
        return
    s.flush()
    conn = s.connection()
    for owner, row in _read(conn, table, where, params):
        key = (table, int(row[0]))
        if key not in track.before:
            track.before[key] = (owner, row_hash(row))
    quiet: set[str] = conn.info.setdefault(_QUIET, set())
    quiet.add(table)
    try:
        yield
    finally:
        quiet.discard(table)
    track.scopes.append((table, where, dict(params)))


def marker(conn: Connection) -> int | None:
    """What tells that no other connection has written to the database since this one last
    did: SQLite's ``data_version`` (unchanged while only this connection commits);
    PostgreSQL's transaction id of this write (the next write's is one more when no other
    transaction of the server was given an id in between: every write takes one)."""
    if conn.dialect.name == "sqlite":
        return int(conn.exec_driver_sql("PRAGMA data_version").scalar_one())
    if conn.dialect.name == "postgresql":
        return int(conn.exec_driver_sql("SELECT pg_current_xact_id()::text::bigint").scalar_one())
    return None


def _follows(conn: Connection, kept: int, now: int) -> bool:
    """Whether ``now`` (:func:`marker` of this write) says nothing else wrote since ``kept``
    (the marker of this connection's last write)."""
    return now == kept + 1 if conn.dialect.name == "postgresql" else now == kept


def _alone(conn: Connection) -> bool:
    """PostgreSQL: whether no transaction older than this one is still running (one that
    commits after it could change the data this write leaves) but autovacuum's, which
    changes no row's values (its ``ANALYZE`` takes an id: seen once in 2,700 results at
    8,192 players, and the next write read and hashed the whole event). Where this role
    may not see the server's other sessions (``pg_stat_activity``), any older one counts.
    Elsewhere always."""
    if conn.dialect.name != "postgresql":
        return True
    # the ids from the oldest running transaction's to this one's, each still running
    # (a snapshot lists only those below the newest finished one) and not autovacuum's
    return bool(conn.exec_driver_sql(
        "WITH s AS (SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint AS lo, "
        "pg_current_xact_id()::text::bigint AS me) "
        "SELECT s.me - s.lo <= 1000 AND NOT EXISTS (SELECT 1 FROM generate_series(s.lo, "
        "s.me - 1) AS x(id) WHERE pg_xact_status(x.id::text::xid8) = 'in progress' AND "
        "NOT EXISTS (SELECT 1 FROM pg_stat_activity AS a WHERE a.backend_type = "
        "'autovacuum worker' AND a.backend_xid::text::bigint = x.id %% 4294967296)) FROM s"
    ).scalar_one())


def remembered(s: Session, event_pk: int, head_hash: str) -> Kept | None:
    """The event's data as this connection's last write left it, if nothing has written the
    event's data since: that write made the head ``head_hash`` and no other connection has
    written since; on PostgreSQL also when others wrote but none of them a row of the
    event's data (:func:`_untouched`) — the phones' claims and codes, another event's
    results — whoever moved the head meanwhile."""
    if _TRACK not in s.info:
        return None
    conn = s.connection()
    memory: dict[int, tuple[int, str, Kept]] = conn.info.get(_MEMORY, {})
    kept = memory.get(event_pk)
    if kept is None:
        return None
    now = marker(conn)
    if now is None:
        return None
    if kept[1] == head_hash and _follows(conn, kept[0], now):
        return kept[2]
    counts = kept[2].counts
    if conn.dialect.name == "postgresql" and counts is not None and 0 < now - kept[0] < 2**31 \
            and _untouched(conn, event_pk, now - kept[0], counts):
        return kept[2]
    return None


def _untouched(conn: Connection, event_pk: int, gap: int, counts: Mapping[str, int]) -> bool:
    """PostgreSQL, ``gap`` transaction ids after this connection's last write (this one's id
    is assigned): whether the transactions in between left the event's rows alone — none of
    its rows is newer than that write (``age(xmin)``: a row inserted or updated since has a
    smaller age than the rows that write left) and each table holds as many of its rows
    as that write left (a deleted row leaves no newer row). At 8,192 players autovacuum's
    ``ANALYZE`` took such ids within a round, and every write after one read and hashed
    the whole event (0.3-0.6 s); this is one statement the server answers."""
    parts = []
    for table in AUDITED:
        key = "id" if table == "event" else "event_id"
        parts.append(f"SELECT '{table}', count(*), coalesce(bool_or(age(xmin) < :gap), false) "
                     f'FROM "{table}" WHERE "{key}" = :e')
    found = conn.execute(text(" UNION ALL ".join(parts)), {"gap": gap, "e": event_pk})
    return all(not newer and counts.get(str(table)) == n for table, n, newer in found)


def set_base(s: Session, event_pk: int, sums: Mapping[str, int],
             counts: Mapping[str, int] | None = None) -> None:
    """The sums of the event's data as the transaction found it (checked against the head),
    and each table's number of its rows where known."""
    track: _Track | None = s.info.get(_TRACK)
    if track is not None:
        track.base[event_pk] = dict(sums)
        if counts is None:
            track.counts.pop(event_pk, None)
        else:
            track.counts[event_pk] = dict(counts)


def set_counts(s: Session, event_pk: int, data: Mapping[str, Any]) -> None:
    """Each table's number of the event's rows in ``data``, the event read whole
    (:func:`judge_app.storage.audit.event_data`): as the transaction found it, or as it
    leaves it where no base was known."""
    track: _Track | None = s.info.get(_TRACK)
    if track is not None:
        track.counts[event_pk] = {table: len(rows) for table, rows in data.items()}


def sums_after(s: Session, event_pk: int) -> dict[str, int] | None:
    """The sums of the event's data now, moved from the transaction's base by the rows it
    changed (``None``: no base known; then hash the whole event)."""
    track: _Track | None = s.info.get(_TRACK)
    if track is None or event_pk not in track.base:
        return None
    conn = s.connection()
    sums = dict(track.base[event_pk])
    counts = dict(track.counts[event_pk]) if event_pk in track.counts else None
    whole: set[str] = set(conn.info.get(_WHOLE, set()))
    for table in whole:
        key = "id" if table == "event" else "event_id"
        read = [row for _o, row in _read(conn, table, f'"{key}" = :e', {"e": event_pk})]
        sums[table] = table_sum(read)
        if counts is not None:
            counts[table] = len(read)
    touched: dict[str, set[int]] = {}
    for (table, pk) in track.before:
        touched.setdefault(table, set()).add(pk)
    for obj in track.added:
        new_pk = getattr(obj, "id", None)
        if new_pk is not None:
            touched.setdefault(obj.__tablename__, set()).add(int(new_pk))
    now: dict[str, list[tuple[int, list[Any]]]] = {}
    for table, where, params in track.scopes:
        rows = _read(conn, table, where, params)
        now.setdefault(table, []).extend(rows)
        touched.setdefault(table, set()).update(int(r[0]) for _o, r in rows)
    for table, ids in touched.items():
        if table in whole:
            continue
        in_scope = {int(r[0]) for _o, r in now.get(table, [])}
        rest = sorted(ids - in_scope)
        current = now.get(table, []) + (_rows_by_id(conn, table, rest) if rest else [])
        seen: set[int] = set()
        added: list[int] = []
        for owner, row in current:
            if int(row[0]) in seen:
                continue
            seen.add(int(row[0]))
            if owner == event_pk:
                added.append(row_hash(row))
        removed = [h[1] for pk in ids if (h := track.before.get((table, pk))) is not None
                   and h[0] == event_pk]
        sums[table] = add_rows(sums[table], added, removed)
        if counts is not None and table in counts:
            counts[table] += len(added) - len(removed)
        else:
            counts = None
    if counts is None:
        track.counts.pop(event_pk, None)
    else:
        track.counts[event_pk] = counts
    if os.environ.get(CROSSCHECK_VAR):
        _crosscheck(conn, event_pk, sums, counts)
    return sums


def _crosscheck(conn: Connection, event_pk: int, sums: Mapping[str, int],
                counts: Mapping[str, int] | None) -> None:
    from judge_app.storage.audit import table_sums

    data = event_data(_query(conn), event_pk)
    full = table_sums(data)
    wrong = sorted(t for t in full if full[t] != sums.get(t)
                   or (counts is not None and counts.get(t) != len(data[t])))
    if wrong:
        raise AssertionError(f"the audit's moved sums differ from the data in {wrong}: a write "
                             "changed rows its transaction did not record")


def remember(s: Session, sealed: Mapping[int, tuple[str, dict[str, int]]]) -> None:
    """At the end of the transaction: this connection keeps the sums its entries committed to
    (``event → (head hash, sums)``), and forgets those of events it wrote otherwise. Kept
    under the head's hash: should the commit fail, the head stays another and they are not
    used."""
    track: _Track | None = s.info.get(_TRACK)
    if track is None:
        return
    conn = s.connection()
    memory: dict[int, tuple[int, str, Kept]] = conn.info.setdefault(_MEMORY, {})
    if conn.info.get(_WHOLE) or track.before or track.added or track.scopes:
        for pk in [pk for pk in memory if pk not in sealed]:
            del memory[pk]  # written without an entry of its own: read it whole next time
    now = marker(conn) if sealed and _alone(conn) else None
    for pk, (head_hash, sums) in sealed.items():
        if now is None:
            memory.pop(pk, None)
        else:
            counts = track.counts.get(pk)
            memory[pk] = (now, head_hash, Kept(dict(sums), None if counts is None
                                               else dict(counts)))
