"""The audit log of an event: an append-only hash chain.

Every change a judge may have to account for (results entered or corrected,
drops, pairings and re-pairings, penalties …) appends one entry. An entry's
``hash`` is the SHA-256 of the canonical JSON (sorted keys, no spaces, UTF-8)
of its fields *and the previous entry's hash*, so editing or deleting any
entry breaks every later link; the chain's head is also stored apart, so
deleting the last entry is noticed as well.

The chain also covers the data (issue 10): every entry's ``data`` holds
``digest``, the SHA-256 of the canonical JSON of the event's data after the
change (:func:`data_digest`: the event's settings and profile, players,
rounds, matches, penalties and the floor's records), so :func:`verify_chain`
given the digest of the data *as it is now* tells whether anything was changed
behind Juez's back since the last entry. When ``JUEZ_AUDIT_KEY`` (or a file
named by ``JUEZ_AUDIT_KEY_FILE``) holds a secret, links are HMAC-SHA256 with
it instead of a plain hash (the entry says ``"mac": "hmac-sha256"``). The
head's first 12 hex digits are the *seal* printed on every report and slip;
:func:`find_seal` finds the entry a printed seal belongs to. What this proves
and what it does not is written in docs/audit.md.

>>> first = AuditEntry(1, "ev-1", "2025-06-01T10:00:00+00:00", "mesa", "player.drop",
...                    {"player": "P7"}, prev_hash=GENESIS)
>>> first = first.sealed()
>>> len(first.hash), verify_chain([first], head=(1, first.hash))
(64, [])
>>> edited = AuditEntry(1, "ev-1", first.at, "mesa", "player.drop", {"player": "P8"},
...                     prev_hash=GENESIS, hash=first.hash)
>>> [str(p) for p in verify_chain([edited], head=(1, first.hash))]
['entry 1 (player.drop) was edited: its content does not match its hash']
"""

from __future__ import annotations

import contextlib
import getpass
import hashlib
import hmac
import json
import os
import socket
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

#: The ``prev_hash`` of an event's first entry.
GENESIS = "0" * 64
#: How many hex digits of the head's hash a printed seal shows.
SEAL_LENGTH = 12
KEY_VAR, KEY_FILE_VAR = "JUEZ_AUDIT_KEY", "JUEZ_AUDIT_KEY_FILE"
MAC = "hmac-sha256"


def audit_key() -> bytes | None:
    """The secret that keys the chain (``JUEZ_AUDIT_KEY``, or the file ``JUEZ_AUDIT_KEY_FILE``
    names), or ``None``: then links are a plain SHA-256."""
    text = os.environ.get(KEY_VAR)
    if text:
        return text.encode("utf-8")
    name = os.environ.get(KEY_FILE_VAR)
    if name:
        try:
            data = open(name, "rb").read().strip()  # noqa: SIM115
        except OSError:
            return None
        return data or None
    return None


#: What an entry's data digest covers: every table holding an event's rows but the audit
#: itself and the ticking round clock, each with its columns (``version``, bookkeeping, left
#: out) and which of them are booleans (SQLite stores 0/1; the digest reads true/false on
#: every backend). Written out rather than read from the models so that a result can be
#: entered without loading the ORM (:mod:`judge_app.storage.quick`); a test proves it
#: equals the models' tables.
AUDITED: Mapping[str, tuple[tuple[str, ...], frozenset[str]]] = {
    "event": (("id", "name", "game", "date", "profile", "late_losses", "current_round",
               "created_at", "archived", "external"), frozenset({"late_losses", "archived"})),
    "extension": (("id", "event_id", "round", "table_no", "minutes", "reason", "note", "author",
                   "created_at"), frozenset()),
    "player": (("id", "event_id", "player_id", "name", "first_round", "dropped_after",
                "late_losses", "member_id", "fixed_table", "division", "external"),
               frozenset({"late_losses"})),
    "round": (("id", "event_id", "number", "kind", "closed", "published"),
              frozenset({"closed", "published"})),
    "decklist": (("id", "event_id", "player_id", "deck", "legal", "registered_at"),
                 frozenset({"legal"})),
    "keep_apart": (("id", "event_id", "a_id", "b_id"), frozenset()),
    "match": (("id", "event_id", "round_id", "table_no", "p1_id", "p2_id", "wins1", "wins2",
               "draws", "double_loss", "reported_by"), frozenset({"double_loss"})),
    "penalty": (("id", "event_id", "player_id", "round", "infraction", "kind", "rulebook",
                 "section", "judge", "note", "created_at", "table_no", "deleted", "updated_at"),
                frozenset({"deleted"})),
    "judge_call": (("id", "event_id", "round", "table_no", "at", "judge", "question", "ruling",
                    "rulebook", "section", "extension_minutes", "penalty_id"), frozenset()),
    "match_log": (("id", "event_id", "round", "table_no", "log", "penalty_id", "created_at"),
                  frozenset()),
    "pairing_certificate": (("id", "event_id", "round", "engine", "profile", "seed",
                             "inputs_hash"), frozenset()),
}

#: The players' portal's working notes (personal codes, result claims from phones, its
#: setting) are left out of the digest like the ticking clock: a claim changes no result, and
#: every claim, acceptance and setting change is an entry of the chain itself (who, from
#: which address), so the chain still accounts for them (:mod:`judge_app.portal`).
PORTAL_TABLES: tuple[str, ...] = ("portal_code", "portal_claim", "portal_setting")

#: Runs one SQL query with ``:name`` parameters and gives its rows (sqlite3 takes that
#: style as it is; SQLAlchemy's ``text()`` turns it into any backend's).
Query = Callable[[str, dict[str, Any]], Iterable[Sequence[Any]]]


def event_data(query: Query, event_pk: int) -> dict[str, Any]:
    """Everything an event's audit commits to (:data:`AUDITED`), rows in primary-key order;
    one reading for the ORM's connection and for a plain sqlite3 one."""
    out: dict[str, Any] = {}
    for table, (columns, booleans) in AUDITED.items():
        key = "id" if table == "event" else "event_id"
        quoted = ", ".join(f'"{c}"' for c in columns)
        sql = f'SELECT {quoted} FROM "{table}" WHERE "{key}" = :event ORDER BY "id"'
        flags = [c in booleans for c in columns]
        out[table] = [[bool(v) if flag and v is not None else v
                       for v, flag in zip(row, flags, strict=True)]
                      for row in query(sql, {"event": event_pk})]
    return out


#: How an entry's ``digest`` was made (its data's ``digest_of``): ``rows`` — every row of
#: every table hashed alone and the hashes added up, table by table (:func:`table_sums`), so a
#: write moves the digest by the rows it changed instead of reading the whole event again
#: (issue 25); ``json`` — entries written before: one SHA-256 of the whole data's JSON.
ROWS, JSON = "rows", "json"
#: The width of a row's hash and of a table's sum: 2,048 bits (SHAKE-256), wide enough that
#: no known way of choosing rows whose hashes add up to a given sum is practical (an
#: additive set hash, as Bellare–Micciancio's AdHash; 256 bits would not be).
SUM_BITS = 2048
_SUM_MOD = 1 << SUM_BITS
#: Rows hashed one by one since the process started (what a count test reads: an honest
#: write hashes the rows it changed, not the event).
ROWS_HASHED = [0]


def row_hash(row: Sequence[Any]) -> int:
    """The hash of one row (the canonical JSON of its values), as a number below 2**2048."""
    ROWS_HASHED[0] += 1
    text = _ROW_ENCODER.encode(list(row)).encode("utf-8")
    return int.from_bytes(hashlib.shake_256(text).digest(SUM_BITS // 8), "big")


def table_sum(rows: Iterable[Sequence[Any]]) -> int:
    """The sum of a table's row hashes (mod 2**2048): the same for the same rows in any
    order, and one row's hash added or taken away moves it to the sum with or without it.

    >>> a, b = [1, "Ana"], [2, "Beto"]
    >>> table_sum([a, b]) == table_sum([b, a]) == (table_sum([a]) + row_hash(b)) % 2**2048
    True
    """
    return sum(row_hash(r) for r in rows) % _SUM_MOD


def table_sums(data: Mapping[str, Any]) -> dict[str, int]:
    """Each table's :func:`table_sum` of an event's data (:func:`event_data`)."""
    return {table: table_sum(rows) for table, rows in data.items()}


def add_rows(total: int, added: Iterable[int] = (), removed: Iterable[int] = ()) -> int:
    """A table's sum with rows' hashes added and others taken away (mod 2**2048)."""
    return (total + sum(added) - sum(removed)) % _SUM_MOD


def sums_digest(sums: Mapping[str, int]) -> str:
    """The digest an entry commits to, from each table's sum: SHA-256 of the canonical JSON
    of ``{table: sum in hex}``."""
    return hashlib.sha256(canonical_json({t: f"{v:0{SUM_BITS // 4}x}" for t, v in sums.items()})
                          .encode("utf-8")).hexdigest()


def sums_tables(sums: Mapping[str, int]) -> dict[str, str]:
    """Each table's short digest (16 hex digits of the SHA-256 of its sum), as an entry's
    ``tables`` names them."""
    return {t: hashlib.sha256(f"{v:0{SUM_BITS // 4}x}".encode()).hexdigest()[:16]
            for t, v in sums.items()}


def data_digest(data: Any, kind: str = ROWS) -> str:
    """The digest of an event's data that an entry commits to: of its rows (``rows``, what
    entries are written with) or of its whole JSON (``json``, entries written before)."""
    if kind == JSON:
        return hashlib.sha256(canonical_json(data).encode("utf-8")).hexdigest()
    return sums_digest(table_sums(data))


def seal_of(hash_: str) -> str:
    """The seal a report prints for a head hash (its first :data:`SEAL_LENGTH` hex digits).

    >>> seal_of("ab" * 32)
    'abababababab'
    """
    return hash_[:SEAL_LENGTH] if hash_ and hash_ != GENESIS else ""


def now() -> str:
    """When an entry is written: UTC, to the second."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def default_station() -> str:
    """Who writes, when no station is named (``JUEZ_STATION``): ``user@host``."""
    try:
        user = getpass.getuser()
    except (OSError, KeyError):
        user = "judge"
    return f"{user}@{socket.gethostname()}"[:100]


def station_name(station: str | None = None) -> str:
    """The station an audit entry names: ``station``, else ``JUEZ_STATION``, else
    :func:`default_station` (100 characters at most)."""
    return (station or os.environ.get("JUEZ_STATION") or default_station())[:100]


def table_digests(data: Mapping[str, Any], kind: str = ROWS) -> dict[str, str]:
    """A short digest (16 hex digits) of each table of an event's data: an entry carries them
    (``tables``) so that data changed behind Juez's back is named by its table (``kind`` as
    in :func:`data_digest`).

    >>> sorted(table_digests({"match": [[1, 2]], "penalty": []}))
    ['match', 'penalty']
    """
    if kind == JSON:
        return {table: hashlib.sha256(canonical_json(rows).encode("utf-8")).hexdigest()[:16]
                for table, rows in data.items()}
    return sums_tables(table_sums(data))


def next_entry(head: tuple[int, str] | None, event: str, at: str, by: str, action: str,
               data: dict[str, Any], digest: str, key: bytes | None,
               tables: Mapping[str, str] | None = None, kind: str = ROWS) -> AuditEntry:
    """The entry that follows ``head`` (``(seq, hash)``; ``None``: the event's first), its data
    committing to ``digest`` (and to each table's digest, ``tables``; both made as ``kind``
    says, :func:`data_digest`), sealed (HMAC with ``key``).

    >>> e = next_entry(None, "ev-1", "2025-06-01T10:00:00+00:00", "mesa", "player.drop",
    ...                {"player": "P7"}, "d" * 64, None)
    >>> e.seq, e.prev_hash == GENESIS, e.digest == "d" * 64, e.hash == e.compute_hash()
    (1, True, True, True)
    """
    seq, prev = head if head is not None else (0, GENESIS)
    data = {**data, "digest": digest}
    if kind != JSON:
        data["digest_of"] = kind
    if tables is not None:
        data["tables"] = dict(tables)
    if key is not None:
        data["mac"] = MAC
    return AuditEntry(seq + 1, event, at, by, action, data,
                      prev_hash=prev or GENESIS).sealed(key)


def canonical_json(value: Any) -> str:
    """One exact text for a JSON value: sorted keys, no spaces, non-ASCII kept.

    >>> canonical_json({"b": 1, "a": [1, "ñ"]})
    '{"a":[1,"ñ"],"b":1}'
    """
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      default=_foreign)


def _foreign(value: Any) -> Any:
    """A value no write of Juez stores (a BLOB put in a text column by hand) as
    ``{"blob": hex}``: it hashes apart from any text, so a check reports the difference
    instead of failing (issue 20 §7)."""
    if isinstance(value, bytes | bytearray | memoryview):
        return {"blob": bytes(value).hex()}
    raise TypeError(f"{type(value).__name__} is not a JSON value")


#: :func:`canonical_json` made once (one row at a time, the encoder's making would cost
#: more than the row).
_ROW_ENCODER = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                                default=_foreign)


@dataclass(frozen=True)
class AuditEntry:
    """One entry: ``seq`` counts from 1 in each event; ``by`` is the station or judge."""

    seq: int
    event: str
    at: str
    by: str
    action: str
    data: dict[str, Any] = field(default_factory=dict)
    prev_hash: str = GENESIS
    hash: str = ""

    def content(self) -> dict[str, Any]:
        """What the hash covers: every field except the hash itself."""
        return {"seq": self.seq, "event": self.event, "at": self.at, "by": self.by,
                "action": self.action, "data": self.data, "prev": self.prev_hash}

    @property
    def keyed(self) -> bool:
        """Whether this entry's link is an HMAC with the audit key."""
        return self.data.get("mac") == MAC

    @property
    def digest(self) -> str | None:
        """The digest of the event's data after this entry's change (``None``: an entry
        written before the chain covered the data)."""
        value = self.data.get("digest")
        return value if isinstance(value, str) else None

    @property
    def digest_kind(self) -> str:
        """How :attr:`digest` was made: ``rows`` or, for entries written before, ``json``
        (:func:`data_digest`)."""
        return ROWS if self.data.get("digest_of") == ROWS else JSON

    @property
    def tables(self) -> dict[str, str]:
        """Each table's digest after this entry's change (empty: an entry written before
        entries named their tables)."""
        value = self.data.get("tables")
        return ({k: v for k, v in value.items() if isinstance(v, str)}
                if isinstance(value, dict) else {})

    def compute_hash(self, key: bytes | None = None) -> str:
        """SHA-256 (or HMAC-SHA256 with ``key``) of :meth:`content`: an edit of this entry or
        of any before it then shows."""
        text = canonical_json(self.content()).encode("utf-8")
        if key is not None:
            return hmac.new(key, text, hashlib.sha256).hexdigest()
        return hashlib.sha256(text).hexdigest()

    def sealed(self, key: bytes | None = None) -> AuditEntry:
        """This entry with its hash filled in."""
        return replace(self, hash=self.compute_hash(key))


@dataclass(frozen=True)
class AuditProblem:
    """A broken link: which entry (by ``seq``) and why."""

    seq: int
    reason: str

    def __str__(self) -> str:
        return self.reason


@dataclass(frozen=True)
class AuditCheck:
    """The result of :func:`verify_chain` over an event: ``ok`` when no problem was found."""

    event: str
    entries: int
    problems: list[AuditProblem]
    head: AuditEntry | None = None
    entries_list: Sequence[AuditEntry] = ()

    @property
    def seal(self) -> str:
        """The seal of the head (what a report printed now carries)."""
        return "" if self.head is None else seal_of(self.head.hash)

    @property
    def ok(self) -> bool:
        """Whether the chain is intact."""
        return not self.problems


def verify_chain(entries: Sequence[AuditEntry], head: tuple[int, str] | None, *,
                 digest_now: str | None = None, key: bytes | None = None,
                 anchor: Anchor | None = None, tables_now: Mapping[str, str] | None = None,
                 data_now: Mapping[str, Any] | None = None) -> list[AuditProblem]:
    """Every problem of a chain (``entries`` in storage order, ``head`` = (last seq, last hash)).

    Finds an edited entry (its content no longer matches its hash), a deleted
    one (a gap in ``seq`` or a ``prev_hash`` that does not match the entry
    before), an entry inserted or re-hashed (the next link breaks) and a
    deleted or replaced last entry (the stored head disagrees). With
    ``digest_now`` (the digest of the event's data as it is now) it also finds
    data changed behind the log's back, and a log deleted whole (``tables_now``,
    each table's digest now, names the tables that differ); with ``key`` it
    checks keyed links, and notices unkeyed entries after keyed ones; with
    ``anchor`` (:class:`Anchor`) it finds a log cut back, or an entry re-sealed,
    after the anchor was written. ``data_now`` (the event's data as it is now) gives
    ``digest_now`` and ``tables_now`` made as the last entry's were (:func:`data_digest`).
    """
    problems: list[AuditProblem] = []
    ordered = sorted(entries, key=lambda e: e.seq)
    if data_now is not None:
        kind = ordered[-1].digest_kind if ordered else ROWS
        digest_now, tables_now = data_digest(data_now, kind), table_digests(data_now, kind)
    if digest_now is not None and not ordered:
        return [AuditProblem(0, "the audit log is empty, yet the event exists (every event "
                                "starts with an entry): the log was deleted")]
    problems += _link_problems(ordered, head, key)
    if anchor is not None and ordered:
        by_seq = {e.seq: e for e in ordered}
        problems += [AuditProblem(anchor.seq, en) for en, _es in anchor_problems(
            anchor, ordered[-1].seq, by_seq.get(1), by_seq.get(anchor.seq), key)]
    if digest_now is not None and ordered:
        last = ordered[-1]
        if last.digest is None:
            if any(e.digest is not None for e in ordered):
                problems.append(AuditProblem(last.seq, f"entry {last.seq} ({last.action}) "
                                             "carries no data digest: written by hand"))
        elif last.digest != digest_now:
            differ = [t for t, d in (tables_now or {}).items()
                      if last.tables and last.tables.get(t) != d]
            which = f" (table{'s' if len(differ) > 1 else ''} {', '.join(differ)})" \
                if differ else ""
            problems.append(AuditProblem(
                last.seq, f"the event's data is not what entry {last.seq} ({last.action}, "
                          f"{last.at}) recorded{which}: it was changed outside Juez since "
                          "then, or later entries were deleted"))
    return problems


def find_seal(entries: Sequence[AuditEntry], seal: str) -> AuditEntry | None:
    """The entry whose hash a printed seal shows (``None``: no entry of this chain)."""
    wanted = seal.strip().lower()
    if len(wanted) < 8:
        return None
    for entry in entries:
        if entry.hash.lower().startswith(wanted):
            return entry
    return None


def _link_problems(ordered: Sequence[AuditEntry], head: tuple[int, str] | None,
                   key: bytes | None) -> list[AuditProblem]:
    problems: list[AuditProblem] = []
    prev_hash = GENESIS
    expected = 1
    seen_keyed = seen_digest = False
    for entry in ordered:
        label = f"entry {entry.seq} ({entry.action})"
        if entry.seq > expected:
            missing = (f"entry {expected}" if entry.seq == expected + 1
                       else f"entries {expected}–{entry.seq - 1}")
            problems.append(AuditProblem(expected, f"{missing} missing before {label}: deleted"))
        elif entry.seq < expected:
            problems.append(AuditProblem(entry.seq, f"{label} appears twice"))
        if entry.keyed and key is None:
            problems.append(AuditProblem(
                entry.seq, f"{label} is keyed, and no audit key is set ({KEY_VAR}): "
                           "its link cannot be checked"))
        elif key is not None and not entry.keyed:
            problems.append(AuditProblem(
                entry.seq, f"{label} is not keyed although an audit key is set: written or "
                           "re-sealed without the key"))
        elif (seen_keyed and not entry.keyed) or (seen_digest and entry.digest is None):
            problems.append(AuditProblem(
                entry.seq, f"{label} is weaker than the entries before it (no key or no data "
                           "digest): re-sealed by hand"))
        elif entry.compute_hash(key if entry.keyed else None) != entry.hash:
            problems.append(AuditProblem(
                entry.seq, f"{label} was edited: its content does not match its hash"))
        elif entry.prev_hash != prev_hash:
            problems.append(AuditProblem(
                entry.seq, f"{label} does not follow the entry before it: "
                           "an earlier entry was edited, deleted or replaced"))
        prev_hash = entry.hash
        expected = max(expected, entry.seq + 1)
        seen_keyed = seen_keyed or entry.keyed
        seen_digest = seen_digest or entry.digest is not None
    last = (expected - 1, prev_hash)
    if head is not None and head != last:
        head_seq = head[0]
        if head_seq > last[0]:
            gone = (f"entry {head_seq}" if head_seq == last[0] + 1
                    else f"entries {last[0] + 1}–{head_seq}")
            problems.append(AuditProblem(head_seq, f"{gone} at the end of the log deleted"))
        else:
            problems.append(AuditProblem(
                last[0], f"entry {last[0]} is not the last entry that was written "
                         f"(the log's head is entry {head_seq}): replaced or added"))
    return problems


def entry_of(event: str, row: Sequence[Any]) -> AuditEntry:
    """An entry as stored (``seq, at, author, action, data, prev_hash, hash``); data that is not
    a JSON object is kept, wrapped, so that its hash shows the edit."""
    seq, at, by, action, text, prev, hash_ = row
    try:
        data = json.loads(text)
    except (TypeError, ValueError):
        data = {"unreadable": text}
    return AuditEntry(int(seq), event, at, by, action,
                      data if isinstance(data, dict) else {"value": data}, prev, hash_)


def entries_at(query: Query, event_pk: int, event: str, seqs: Iterable[int]
               ) -> dict[int, AuditEntry]:
    """The event's entries of the given sequence numbers (those that exist), by ``seq``."""
    wanted = sorted({int(s) for s in seqs if s >= 1})
    if not wanted:
        return {}
    names = ", ".join(f":s{i}" for i in range(len(wanted)))
    params: dict[str, Any] = {"event": event_pk, **{f"s{i}": s for i, s in enumerate(wanted)}}
    rows = query("SELECT seq, at, author, action, data, prev_hash, hash FROM audit_entry "
                 f"WHERE event_id = :event AND seq IN ({names})", params)
    return {e.seq: e for e in (entry_of(event, r) for r in rows)}


# ---------------------------------------------------------------------- the anchor
#: How the anchor file of an event is named, in the database's backups folder.
ANCHOR_PREFIX = "audit-head--"


@dataclass(frozen=True)
class Anchor:
    """The furthest head written for an event, kept outside the database (in its backups
    folder, :func:`anchor_path`): its ``seq`` only grows, so cutting the log back or
    re-sealing an entry after it was written shows, even when the rows and the head row
    were edited together. ``first`` is the hash of the event's first entry: an anchor whose
    ``first`` is not this log's belonged to another database once kept at the same place,
    and is not used. With an audit key it carries an HMAC (``mac``)."""

    event: str
    seq: int
    hash: str
    first: str
    mac: str = ""

    def content(self) -> dict[str, Any]:
        """What the anchor's HMAC covers."""
        return {"event": self.event, "seq": self.seq, "hash": self.hash, "first": self.first}

    def expected_mac(self, key: bytes) -> str:
        """The HMAC-SHA256 of :meth:`content` with ``key``."""
        return hmac.new(key, canonical_json(self.content()).encode("utf-8"),
                        hashlib.sha256).hexdigest()


def anchor_path(folder: Path, event: str) -> Path:
    """The anchor file of ``event`` in a backups folder (skipped by the backup listing)."""
    return folder / f"{ANCHOR_PREFIX}{event}.json"


def read_anchor(folder: Path, event: str) -> Anchor | None:
    """The anchor of ``event`` (``None``: none written here, or unreadable)."""
    try:
        value = json.loads(anchor_path(folder, event).read_text(encoding="utf-8"))
        anchor = Anchor(str(value["event"]), int(value["seq"]), str(value["hash"]),
                        str(value["first"]), str(value.get("mac") or ""))
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return anchor if anchor.event == event and anchor.seq >= 1 else None


def write_anchor(folder: Path, event: str, seq: int, hash_: str, first: str,
                 key: bytes | None) -> None:
    """Move the anchor of ``event`` on to ``(seq, hash_)`` — never back: a station behind
    another leaves the further anchor as it is. Written after the commit (a crash before
    only leaves the anchor behind, never ahead of the log)."""
    current = read_anchor(folder, event)
    if current is not None and current.first == first and current.seq >= seq:
        return
    anchor = Anchor(event, seq, hash_, first)
    value = {**anchor.content(), **({"mac": anchor.expected_mac(key)} if key else {})}
    folder.mkdir(parents=True, exist_ok=True)
    target = anchor_path(folder, event)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    tmp.write_text(canonical_json(value), encoding="utf-8")
    os.replace(tmp, target)


def remove_anchor(folder: Path, event: str) -> None:
    """Forget the anchor of a deleted event."""
    with contextlib.suppress(OSError):
        anchor_path(folder, event).unlink()


def anchor_problems(anchor: Anchor | None, head_seq: int, first: AuditEntry | None,
                    at_anchor: AuditEntry | None, key: bytes | None
                    ) -> list[tuple[str, str]]:
    """What the anchor says of the log (English, Spanish): entries after the stored head that
    were written and are gone, or the anchored entry not the one written. ``first`` and
    ``at_anchor`` are the log's entries 1 and ``anchor.seq`` (``None``: missing)."""
    if anchor is None or first is None or anchor.first != first.hash:
        return []
    name = anchor_path(Path("."), anchor.event).name
    if key is not None and anchor.mac and not hmac.compare_digest(anchor.mac,
                                                                   anchor.expected_mac(key)):
        return [(f"the anchor kept beside the backups ({name}) does not carry this audit "
                 "key's seal: it was edited", f"el ancla guardada junto a las copias ({name}) "
                 "no lleva el sello de esta clave de auditoría: se editó")]
    if anchor.seq > head_seq:
        gone = (f"entry {anchor.seq}" if anchor.seq == head_seq + 1
                else f"entries {head_seq + 1}–{anchor.seq}")
        ido = (f"la entrada {anchor.seq}" if anchor.seq == head_seq + 1
               else f"las entradas {head_seq + 1}–{anchor.seq}")
        return [(f"{gone} of the audit log were written (the anchor kept beside the backups, "
                 f"{name}, says so) and are gone: the log was cut back and its head moved",
                 f"{ido} del registro de auditoría se escribieron (lo dice el ancla guardada "
                 f"junto a las copias, {name}) y ya no están: se recortó el registro y se "
                 "movió su cabeza")]
    if at_anchor is None or at_anchor.hash != anchor.hash:
        return [(f"entry {anchor.seq} of the audit log is not the one that was written (the "
                 f"anchor kept beside the backups, {name}, holds its hash): re-sealed or "
                 "replaced",
                 f"la entrada {anchor.seq} del registro de auditoría no es la que se escribió "
                 f"(el ancla guardada junto a las copias, {name}, tiene su hash): se volvió a "
                 "sellar o se reemplazó")]
    return []


# ---------------------------------------------------------------------- before a write
@dataclass(frozen=True)
class WriteRefusal:
    """Why a write must not be appended (English, Spanish), and the tables whose data is not
    what the head recorded (empty when it is the log itself, or unknown)."""

    en: str
    es: str
    tables: tuple[str, ...] = ()
    head: AuditEntry | None = None


def anchor_seqs(head_seq: int, anchor: Anchor | None) -> set[int]:
    """The entries :func:`check_before_write` reads: the first, the last two, the anchored."""
    return {1, head_seq - 1, head_seq} | ({anchor.seq} if anchor is not None else set())


def check_before_write(event: str, head: tuple[int, str] | None, near: Mapping[int, AuditEntry],
                       data_now: Mapping[str, Any] | None, key: bytes | None,
                       anchor: Anchor | None, sums_now: Mapping[str, int] | None = None
                       ) -> WriteRefusal | None:
    """Whether the event's stored data and log are still what its head recorded, so an
    honest write may append (``None``), or why not. ``near`` holds the entries of
    :func:`anchor_seqs`. Cheap: a write reads a few entries, not the whole log.
    ``data_now`` ``None``: the data is known to be what this station's last write left (no
    other connection wrote since), only the log is checked; ``sums_now``: its
    :func:`table_sums`, when already made."""
    if head is None:
        return WriteRefusal(
            f"event {event!r} has no audit log, although every event starts with an entry: "
            "it was deleted",
            f"el evento {event!r} no tiene registro de auditoría, aunque todo evento empieza "
            "con una entrada: se borró")
    seq, hash_ = head
    last = near.get(seq)
    if last is None or last.hash != hash_:
        return WriteRefusal(
            f"event {event!r}: the audit log's head (entry {seq}) is not in the log: entries "
            "were deleted or replaced",
            f"evento {event!r}: la cabeza del registro de auditoría (entrada {seq}) no está en "
            "el registro: se borraron o reemplazaron entradas")
    label, etiqueta = f"entry {seq} ({last.action})", f"la entrada {seq} ({last.action})"
    before = near.get(seq - 1)
    if (last.keyed and key is not None and last.compute_hash(key) != last.hash) or (
            not last.keyed and last.compute_hash(None) != last.hash):
        return WriteRefusal(f"event {event!r}: {label} of the audit log was edited: its "
                            "content does not match its hash",
                            f"evento {event!r}: {etiqueta} del registro de auditoría se editó: "
                            "su contenido no coincide con su hash", head=last)
    if (before is not None and last.prev_hash != before.hash) or (seq == 1
                                                                   and last.prev_hash != GENESIS):
        return WriteRefusal(f"event {event!r}: {label} does not follow the entry before it",
                            f"evento {event!r}: {etiqueta} no sigue a la entrada anterior",
                            head=last)
    if key is not None and not last.keyed and before is not None and before.keyed:
        return WriteRefusal(f"event {event!r}: {label} is not keyed although the entry before "
                            "it is: re-sealed without the key",
                            f"evento {event!r}: {etiqueta} no lleva la clave aunque la anterior "
                            "sí: se volvió a sellar sin la clave", head=last)
    found = anchor_problems(anchor, seq, near.get(1), near.get(anchor.seq) if anchor else None,
                            key)
    if found:
        en, es = found[0]
        return WriteRefusal(f"event {event!r}: {en}", f"evento {event!r}: {es}", head=last)
    if data_now is None or last.digest is None:
        return None
    kind = last.digest_kind
    if kind == ROWS:
        sums = sums_now if sums_now is not None else table_sums(data_now)
        digest_now, now_tables = sums_digest(sums), sums_tables(sums)
    else:
        digest_now, now_tables = data_digest(data_now, kind), table_digests(data_now, kind)
    if last.digest != digest_now:
        recorded = last.tables
        differ = tuple(t for t in now_tables if recorded and recorded.get(t) != now_tables[t])
        which = (f"table{'s' if len(differ) > 1 else ''} {', '.join(differ)} "
                 f"differ{'' if len(differ) > 1 else 's'}" if differ else "its data differs")
        cual = (f"difiere{'n' if len(differ) > 1 else ''} la{'s' if len(differ) > 1 else ''} "
                f"tabla{'s' if len(differ) > 1 else ''} {', '.join(differ)}" if differ
                else "difieren sus datos")
        return WriteRefusal(
            f"event {event!r}: the stored data is not what the audit log's last entry "
            f"({seq}, {last.action}, {last.at}) recorded — {which}: it was changed outside "
            "Juez",
            f"evento {event!r}: los datos guardados no son los que registró la última entrada "
            f"del registro de auditoría ({seq}, {last.action}, {last.at}) — {cual}: se "
            "cambiaron fuera de Juez", differ, last)
    return None


def row_differences(table: str, recorded: Sequence[Sequence[Any]],
                    now: Sequence[Sequence[Any]], limit: int = 5) -> list[tuple[str, str]]:
    """The rows of ``table`` that differ between what was recorded and what is stored now
    (English, Spanish), by ``id``: changed (which columns), added, deleted.

    >>> [en for en, _es in row_differences("keep_apart", [[3, 1, 5, 6]],
    ...                                    [[3, 1, 5, 7], [4, 1, 2, 3]])]
    ['keep_apart row id 3: b_id is 7, was 6', 'keep_apart row id 4 added']
    """
    columns = AUDITED[table][0] if table in AUDITED else ()
    before = {row[0]: row for row in recorded}
    after = {row[0]: row for row in now}
    out: list[tuple[str, str]] = []
    for pk in sorted(set(before) | set(after), key=lambda v: (str(type(v)), v)):
        old, new = before.get(pk), after.get(pk)
        if old is None:
            out.append((f"{table} row id {pk} added", f"{table}: fila id {pk} añadida"))
        elif new is None:
            out.append((f"{table} row id {pk} deleted", f"{table}: fila id {pk} borrada"))
        elif list(old) != list(new):
            changes = [(c, n, o) for c, o, n in zip(columns, old, new, strict=False) if o != n]
            out.append((f"{table} row id {pk}: "
                        + ", ".join(f"{c} is {n!r}, was {o!r}" for c, n, o in changes),
                        f"{table}: fila id {pk}: "
                        + ", ".join(f"{c} es {n!r}, era {o!r}" for c, n, o in changes)))
        if len(out) >= limit:
            break
    return out


def stored_check(query: Query, event_pk: int, event: str, key: bytes | None,
                 anchor: Anchor | None) -> tuple[WriteRefusal | None, dict[str, Any]]:
    """:func:`check_before_write` on the stored event (read through ``query``, in the
    writing transaction, before it changes anything), and the data it read."""
    refusal, data, _sums = stored_state(query, event_pk, event, key, anchor)
    return refusal, data or {}


def stored_state(query: Query, event_pk: int, event: str, key: bytes | None,
                 anchor: Anchor | None, *, read_data: bool = True
                 ) -> tuple[WriteRefusal | None, dict[str, Any] | None, dict[str, int] | None]:
    """:func:`stored_check`, also giving each table's sum (:func:`table_sums`) of the data
    it read; ``read_data=False`` checks the log only (the caller knows the data is what its
    last write left) and reads no row of the event."""
    data = event_data(query, event_pk) if read_data else None
    sums = table_sums(data) if data is not None else None
    rows = list(query("SELECT seq, hash FROM audit_head WHERE event_id = :event",
                      {"event": event_pk}))
    head = (int(rows[0][0]), str(rows[0][1])) if rows else None
    near = entries_at(query, event_pk, event, anchor_seqs(head[0] if head else 0, anchor))
    return check_before_write(event, head, near, data, key, anchor, sums), data, sums
