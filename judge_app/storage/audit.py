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

import getpass
import hashlib
import hmac
import json
import os
import socket
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
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


def data_digest(data: Any) -> str:
    """SHA-256 of the canonical JSON of an event's data (what every entry commits to)."""
    return hashlib.sha256(canonical_json(data).encode("utf-8")).hexdigest()


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


def next_entry(head: tuple[int, str] | None, event: str, at: str, by: str, action: str,
               data: dict[str, Any], digest: str, key: bytes | None) -> AuditEntry:
    """The entry that follows ``head`` (``(seq, hash)``; ``None``: the event's first), its data
    committing to ``digest``, sealed (HMAC with ``key``).

    >>> e = next_entry(None, "ev-1", "2025-06-01T10:00:00+00:00", "mesa", "player.drop",
    ...                {"player": "P7"}, "d" * 64, None)
    >>> e.seq, e.prev_hash == GENESIS, e.digest == "d" * 64, e.hash == e.compute_hash()
    (1, True, True, True)
    """
    seq, prev = head if head is not None else (0, GENESIS)
    data = {**data, "digest": digest}
    if key is not None:
        data["mac"] = MAC
    return AuditEntry(seq + 1, event, at, by, action, data,
                      prev_hash=prev or GENESIS).sealed(key)


def canonical_json(value: Any) -> str:
    """One exact text for a JSON value: sorted keys, no spaces, non-ASCII kept.

    >>> canonical_json({"b": 1, "a": [1, "ñ"]})
    '{"a":[1,"ñ"],"b":1}'
    """
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


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
                 digest_now: str | None = None, key: bytes | None = None
                 ) -> list[AuditProblem]:
    """Every problem of a chain (``entries`` in storage order, ``head`` = (last seq, last hash)).

    Finds an edited entry (its content no longer matches its hash), a deleted
    one (a gap in ``seq`` or a ``prev_hash`` that does not match the entry
    before), an entry inserted or re-hashed (the next link breaks) and a
    deleted or replaced last entry (the stored head disagrees). With
    ``digest_now`` (the digest of the event's data as it is now) it also finds
    data changed behind the log's back, and a log deleted whole; with ``key``
    it checks keyed links, and notices unkeyed entries after keyed ones.
    """
    problems: list[AuditProblem] = []
    ordered = sorted(entries, key=lambda e: e.seq)
    if digest_now is not None and not ordered:
        return [AuditProblem(0, "the audit log is empty, yet the event exists (every event "
                                "starts with an entry): the log was deleted")]
    problems += _link_problems(ordered, head, key)
    if digest_now is not None and ordered:
        last = ordered[-1]
        if last.digest is None:
            if any(e.digest is not None for e in ordered):
                problems.append(AuditProblem(last.seq, f"entry {last.seq} ({last.action}) "
                                             "carries no data digest: written by hand"))
        elif last.digest != digest_now:
            problems.append(AuditProblem(
                last.seq, f"the event's data is not what entry {last.seq} ({last.action}, "
                          f"{last.at}) recorded: it was changed outside Juez since then, or "
                          "later entries were deleted"))
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
