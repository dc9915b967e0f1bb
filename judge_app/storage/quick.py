"""A result entered without loading the ORM: ``judge-app round result`` on an SQLite file.

A scorekeeper scripts results one command at a time, and importing
SQLAlchemy, SQLModel and pydantic alone takes longer than the 0.3 s a command
may take (issue 10 §6). :func:`record_result` does what
:meth:`EventService.record_result <judge_app.storage.service.EventService.record_result>`
does in the common case — the first result of a table of the current Swiss
round, in a plain SQLite file at this Juez's schema — with the standard
library's ``sqlite3`` alone, and the same pieces the service uses: the same
connection settings and ``BEGIN IMMEDIATE`` (:mod:`.sqlitefile`), the same
UPDATE with the match's ``version`` moved on (as SQLAlchemy's
``version_id_col`` does, so a station that loaded the match before sees it
changed), the same audit entry (:func:`.audit.next_entry` committing to
:func:`.audit.event_data`) and the same automatic backup
(:func:`.backup.take_file`).

Anything else gives ``None`` before a byte is written, and the caller goes
through the service, which does it or says exactly why not: PostgreSQL, a URL
with options, a damaged, foreign, read-only or older file, a top-cut round, a
station's expected version, and every refusal (an unknown event, round or
table, the bye, a result already entered, a closed round, a bad score). A
test enters the same results both ways and compares the two databases row
for row, the audit chain included.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
from pathlib import Path
from typing import Any

from judge_app.storage import audit
from judge_app.storage.errors import TournamentError
from judge_app.storage.ids import event_key, public_id
from judge_app.storage.sqlitefile import (
    BUSY_TIMEOUT_MS,
    JUEZ,
    configure_connection,
    head_revision,
    plain_sqlite_path,
    probe_sqlite,
    resolve_url,
)
from judge_app.tournament.model import GameScore, MatchRecord

_LOG = logging.getLogger("juez.storage")


class _Decline(Exception):
    """This case is the service's: nothing was written."""


def record_result(url: str | None, event_id: str, table: int, score: str,
                  round_no: int | None = None, *, station: str | None = None
                  ) -> MatchRecord | None:
    """Enter the first result of ``table`` as the service would, or ``None`` (nothing
    written) when the case is not the common one: then call the service."""
    path = _writable_juez_file(resolve_url(url))
    if path is None:
        return None
    try:
        parsed = GameScore.parse(str(score))
        event_pk = event_key(event_id)
    except (ValueError, TournamentError):
        return None
    try:
        connection = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000)
    except sqlite3.Error:
        return None
    from judge_app.storage.backup import folder_for_file

    anchors = folder_for_file(path)
    key = audit.audit_key()
    try:
        configure_connection(connection)
        connection.execute("BEGIN IMMEDIATE")
        try:
            record, complete, head = _write(connection, event_pk, int(table), parsed,
                                            round_no, audit.station_name(station), key,
                                            audit.read_anchor(anchors, public_id(event_pk)))
            connection.execute("COMMIT")
        except (_Decline, sqlite3.Error, KeyError):
            connection.execute("ROLLBACK")
            return None
    except sqlite3.Error:
        return None
    finally:
        connection.close()
    try:
        audit.write_anchor(anchors, public_id(event_pk), *head, key)
    except OSError as exc:
        _LOG.warning("the audit anchor could not be written: %s", exc)
    _backup(path, event_pk, "round.complete" if complete else "result.record")
    return record


def _writable_juez_file(url: str) -> Path | None:
    """The SQLite file of ``url`` if it is a plain, writable Juez file at the head revision."""
    path = plain_sqlite_path(url)
    if path is None or not path.is_file():
        return None
    if not (os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)):
        return None
    try:
        kind, revision = probe_sqlite(path)
    except TournamentError:
        return None
    return path if kind == JUEZ and revision == head_revision() else None


def _one(connection: sqlite3.Connection, sql: str, *params: Any) -> tuple[Any, ...]:
    row = connection.execute(sql, params).fetchone()
    if row is None:
        raise _Decline
    return tuple(row)


def _query(connection: sqlite3.Connection) -> audit.Query:
    def query(sql: str, params: dict[str, Any]) -> list[Any]:
        return connection.execute(sql, params).fetchall()
    return query


def _write(connection: sqlite3.Connection, event_pk: int, table: int, score: GameScore,
           round_no: int | None, station: str, key: bytes | None, anchor: audit.Anchor | None
           ) -> tuple[MatchRecord, bool, tuple[int, str, str]]:
    """The service's checks and writes for a first Swiss result, in the open transaction;
    also whether it completed the round, and the head written (seq, hash, first hash)."""
    (revision,) = _one(connection, "SELECT version_num FROM alembic_version")
    if revision != head_revision():
        raise _Decline
    # the service's check before any write: data or log changed outside Juez is its to refuse
    refusal, data = audit.stored_check(_query(connection), event_pk, public_id(event_pk),
                                        key, anchor)
    if refusal is not None:
        raise _Decline
    (current,) = _one(connection, 'SELECT current_round FROM "event" WHERE id = ?', event_pk)
    number = current if round_no is None else round_no
    if current == 0 or number != current:
        raise _Decline
    round_pk, kind, closed, published = _one(
        connection, 'SELECT id, kind, closed, published FROM "round" WHERE event_id = ? '
        "AND number = ?", event_pk, number)
    if closed or kind != "swiss":
        raise _Decline
    match_pk, table_no, p1_pk, p2_pk, wins1, version, double_loss = _one(
        connection, 'SELECT id, table_no, p1_id, p2_id, wins1, version, double_loss FROM "match" '
        "WHERE round_id = ? AND table_no = ?", round_pk, table)
    if p2_pk is None or wins1 is not None:
        raise _Decline
    changed = connection.execute(
        'UPDATE "match" SET wins1 = ?, wins2 = ?, draws = ?, reported_by = ?, version = ? '
        "WHERE id = ? AND version = ?",
        (score.wins1, score.wins2, score.draws, station, version + 1, match_pk, version))
    if changed.rowcount != 1:
        raise _Decline
    # the data after the change, without reading the event again: the one row as just written
    columns = audit.AUDITED["match"][0]
    written = {"wins1": score.wins1, "wins2": score.wins2, "draws": score.draws,
               "reported_by": station}
    for row in data["match"]:
        if row[0] == match_pk:
            for name, value in written.items():
                row[columns.index(name)] = value
    if not published:  # the first result publishes a draft, as the service does
        connection.execute('UPDATE "round" SET published = 1, version = version + 1 '
                           "WHERE id = ?", (round_pk,))
        published_at = audit.AUDITED["round"][0].index("published")
        for row in data["round"]:
            if row[0] == round_pk:
                row[published_at] = True
    ids = dict(connection.execute('SELECT id, player_id FROM "player" WHERE id IN (?, ?)',
                                  (p1_pk, p2_pk)).fetchall())
    record = MatchRecord(number, table_no, ids[p1_pk], ids[p2_pk], score,
                         double_loss=bool(double_loss))
    head = _audit(connection, event_pk, station, "result.record",
                  {"round": number, "table": table_no, "p1": record.p1, "p2": record.p2,
                   "score": str(score)}, key, data)
    if not published:  # both entries commit to the data after both changes (_seal_audit)
        head = _audit(connection, event_pk, station, "round.publish",
                      {"round": number, "by": "first result"}, key, data)
    (open_tables,) = _one(
        connection, 'SELECT COUNT(*) FROM "match" WHERE round_id = ? AND p2_id IS NOT NULL '
        "AND wins1 IS NULL", round_pk)
    return record, open_tables == 0, head


def _audit(connection: sqlite3.Connection, event_pk: int, station: str, action: str,
           data: dict[str, Any], key: bytes | None, now_data: dict[str, Any]
           ) -> tuple[int, str, str]:
    """Append the entry the service's ``_seal_audit`` would: after the change, committing to
    the digest of the event's data as it now is (``now_data``, and each table's). Returns the
    head written (seq, hash, the first entry's hash) for the anchor."""
    head = connection.execute("SELECT seq, hash FROM audit_head WHERE event_id = ?",
                              (event_pk,)).fetchone()
    entry = audit.next_entry(None if head is None else (head[0], head[1]), public_id(event_pk),
                             audit.now(), station, action,
                             json.loads(audit.canonical_json(data)),
                             audit.data_digest(now_data), key, audit.table_digests(now_data))
    connection.execute(
        "INSERT INTO audit_entry (event_id, seq, at, author, action, data, prev_hash, hash) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (event_pk, entry.seq, entry.at, entry.by, entry.action, audit.canonical_json(entry.data),
         entry.prev_hash, entry.hash))
    if head is None:
        connection.execute("INSERT INTO audit_head (event_id, seq, hash) VALUES (?, ?, ?)",
                           (event_pk, entry.seq, entry.hash))
    else:
        connection.execute("UPDATE audit_head SET seq = ?, hash = ? WHERE event_id = ?",
                           (entry.seq, entry.hash, event_pk))
    first = entry.hash if entry.seq == 1 else connection.execute(
        "SELECT hash FROM audit_entry WHERE event_id = ? AND seq = 1", (event_pk,)).fetchone()
    return entry.seq, entry.hash, first if isinstance(first, str) else (first or [""])[0]


def _backup(path: Path, event_pk: int, trigger: str) -> None:
    """The service's automatic backup after a result; a failing one is logged and never
    undoes the result."""
    from judge_app.storage import backup

    try:
        backup.take_file(path, public_id(event_pk), trigger)
    except Exception as exc:  # the result is saved; only its copy failed
        _LOG.warning("automatic backup of %s after %s failed: %s", public_id(event_pk),
                     trigger, exc)
