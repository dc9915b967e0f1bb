"""The audit log of an event: an append-only hash chain.

Every change a judge may have to account for (results entered or corrected,
drops, pairings and re-pairings, penalties …) appends one entry. An entry's
``hash`` is the SHA-256 of the canonical JSON (sorted keys, no spaces, UTF-8)
of its fields *and the previous entry's hash*, so editing or deleting any
entry breaks every later link; the chain's head is also stored apart, so
deleting the last entry is noticed as well.

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

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

#: The ``prev_hash`` of an event's first entry.
GENESIS = "0" * 64


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

    def compute_hash(self) -> str:
        """SHA-256 of :meth:`content`: an edit of this entry or of any before it then shows."""
        return hashlib.sha256(canonical_json(self.content()).encode("utf-8")).hexdigest()

    def sealed(self) -> AuditEntry:
        """This entry with its hash filled in."""
        return replace(self, hash=self.compute_hash())


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

    @property
    def ok(self) -> bool:
        """Whether the chain is intact."""
        return not self.problems


def verify_chain(entries: Sequence[AuditEntry], head: tuple[int, str] | None) -> list[AuditProblem]:
    """Every problem of a chain (``entries`` in storage order, ``head`` = (last seq, last hash)).

    Finds an edited entry (its content no longer matches its hash), a deleted
    one (a gap in ``seq`` or a ``prev_hash`` that does not match the entry
    before), an entry inserted or re-hashed (the next link breaks) and a
    deleted or replaced last entry (the stored head disagrees).
    """
    problems: list[AuditProblem] = []
    prev_hash = GENESIS
    expected = 1
    for entry in sorted(entries, key=lambda e: e.seq):
        label = f"entry {entry.seq} ({entry.action})"
        if entry.seq > expected:
            missing = (f"entry {expected}" if entry.seq == expected + 1
                       else f"entries {expected}–{entry.seq - 1}")
            problems.append(AuditProblem(expected, f"{missing} missing before {label}: deleted"))
        elif entry.seq < expected:
            problems.append(AuditProblem(entry.seq, f"{label} appears twice"))
        if entry.compute_hash() != entry.hash:
            problems.append(AuditProblem(
                entry.seq, f"{label} was edited: its content does not match its hash"))
        elif entry.prev_hash != prev_hash:
            problems.append(AuditProblem(
                entry.seq, f"{label} does not follow the entry before it: "
                           "an earlier entry was edited, deleted or replaced"))
        prev_hash = entry.hash
        expected = max(expected, entry.seq + 1)
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
