"""The journal of a recording: one SQLite file per match, one commit per event.

Every event is written (and committed) the moment it is entered, so killing
the recording process at any point (``kill -9``, a crash, a flat battery)
loses nothing that was acknowledged: SQLite in WAL mode with
``synchronous=FULL`` makes a commit durable before it returns. An event's
``seq`` is the table's primary key, so an event can never be stored twice,
and undo deletes the last one (keeping a copy in ``undone`` as a trace).

The files live in ``recordings/`` inside the user's data folder (the same
folder as the default database, :mod:`judge_app.storage.location`).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from judge_app.logs.errors import LogError
from judge_app.storage.location import data_folder

#: The ``kind`` stored in the journal's header (a file that is not a journal is refused).
KIND = "juez-recording"
SCHEMA_VERSION = 1
SUFFIX = ".juezrec"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS header (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    kind TEXT NOT NULL,
    version INTEGER NOT NULL,
    created TEXT NOT NULL,
    envelope TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS events (
    seq INTEGER PRIMARY KEY,
    event TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS undone (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    seq INTEGER NOT NULL,
    event TEXT NOT NULL,
    time TEXT NOT NULL
);
"""


def now_iso() -> str:
    """The current UTC time, ISO 8601 to the millisecond (the events' ``time`` stamp)."""
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def recordings_folder() -> Path:
    """``recordings/`` in the user's data folder, created if missing."""
    folder = data_folder() / "recordings"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@dataclass(frozen=True)
class RecordingInfo:
    """One journal as the list of recordings shows it."""

    path: Path
    game: str
    players: tuple[str, ...]
    created: str
    events: int
    modified: float


class Journal:
    """An open journal file: the match's envelope (without events) and its events in order."""

    def __init__(self, path: Path, conn: sqlite3.Connection, envelope: dict[str, Any],
                 created: str) -> None:
        self.path = path
        self._conn = conn
        self.envelope = envelope
        self.created = created

    # ------------------------------------------------------------ opening
    @staticmethod
    def _connect(path: Path) -> sqlite3.Connection:
        conn = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("PRAGMA busy_timeout=5000")
        return conn

    @classmethod
    def create(cls, path: str | Path, envelope: Mapping[str, Any]) -> Journal:
        """A new journal at ``path`` (refused if the file exists: nothing is overwritten)."""
        p = Path(path)
        if p.exists():
            raise LogError(str(p), "$", "a file with this name already exists; "
                           "a new recording never overwrites one")
        p.parent.mkdir(parents=True, exist_ok=True)
        head = {k: v for k, v in envelope.items() if k != "events"}
        created = now_iso()
        # Built under a temporary name and renamed when complete: a journal file is never
        # found half made, whenever the process is killed.
        partial = p.with_name(p.name + ".partial")
        for leftover in (partial, Path(f"{partial}-wal"), Path(f"{partial}-shm")):
            leftover.unlink(missing_ok=True)
        conn = sqlite3.connect(str(partial), isolation_level=None)
        try:
            conn.execute("PRAGMA journal_mode=DELETE")
            conn.executescript(_SCHEMA)
            conn.execute("BEGIN IMMEDIATE")
            conn.execute("INSERT INTO header (id, kind, version, created, envelope) "
                         "VALUES (1, ?, ?, ?, ?)",
                         (KIND, SCHEMA_VERSION, created, json.dumps(head, ensure_ascii=False)))
            conn.execute("COMMIT")
        finally:
            conn.close()
        partial.rename(p)
        return cls.open(p)

    @classmethod
    def open(cls, path: str | Path) -> Journal:
        """Reopen a journal (``LogError`` if the file is missing or is not a recording)."""
        p = Path(path)
        if not p.is_file():
            raise LogError(str(p), "$", "no such recording")
        try:
            with p.open("rb") as f:
                magic = f.read(16)
        except OSError as exc:
            raise LogError(str(p), "$", f"cannot read the file: {exc}") from None
        if magic != b"SQLite format 3\x00":
            raise LogError(str(p), "$", "not a Juez recording")
        # The header is read before anything is set on the file: another SQLite file is
        # refused untouched.
        probe = sqlite3.connect(f"{p.resolve().as_uri()}?mode=ro", uri=True)
        try:
            row = probe.execute("SELECT kind, version, created, envelope FROM header "
                                "WHERE id = 1").fetchone()
        except sqlite3.DatabaseError as exc:
            raise LogError(str(p), "$", f"not a Juez recording ({exc})") from None
        finally:
            probe.close()
        conn = cls._connect(p)
        if row is None or row[0] != KIND:
            conn.close()
            raise LogError(str(p), "$", "not a Juez recording")
        if row[1] != SCHEMA_VERSION:
            conn.close()
            raise LogError(str(p), "$", f"recording version {row[1]} is not supported; "
                           f"this Juez reads version {SCHEMA_VERSION}")
        envelope: dict[str, Any] = json.loads(row[3])
        return cls(p, conn, envelope, str(row[2]))

    # ------------------------------------------------------------ events
    def events(self) -> list[dict[str, Any]]:
        """Every stored event, in order."""
        rows = self._conn.execute("SELECT seq, event FROM events ORDER BY seq").fetchall()
        out: list[dict[str, Any]] = []
        for i, (seq, text) in enumerate(rows, start=1):
            if seq != i:
                raise LogError(str(self.path), f"$.events[{i - 1}]",
                               f"the journal skips from event {i - 1} to {seq}")
            out.append(json.loads(text))
        return out

    def count(self) -> int:
        """How many events are stored."""
        row = self._conn.execute("SELECT COUNT(*) FROM events").fetchone()
        return int(row[0])

    def append(self, seq: int, event: Mapping[str, Any]) -> None:
        """Store event ``seq`` and commit; it is durable when this returns."""
        self._conn.execute("INSERT INTO events (seq, event) VALUES (?, ?)",
                           (seq, json.dumps(event, ensure_ascii=False)))

    def remove_last(self, seq: int) -> None:
        """Delete event ``seq`` (the last one), keeping a copy in ``undone``, in one commit."""
        conn = self._conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            row = conn.execute("SELECT event FROM events WHERE seq = ?", (seq,)).fetchone()
            if row is not None:
                conn.execute("INSERT INTO undone (seq, event, time) VALUES (?, ?, ?)",
                             (seq, row[0], now_iso()))
                conn.execute("DELETE FROM events WHERE seq = ?", (seq,))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise

    def undone(self) -> list[tuple[int, dict[str, Any], str]]:
        """The undone events (seq, event, when), oldest first: the trace of every undo."""
        rows = self._conn.execute("SELECT seq, event, time FROM undone ORDER BY id").fetchall()
        return [(int(s), json.loads(e), str(t)) for s, e, t in rows]

    def close(self) -> None:
        """Close the file (every event is already committed)."""
        self._conn.close()


def new_path(folder: Path, game: str, players: list[str]) -> Path:
    """A fresh journal file name: date, time, game and players, never an existing one."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    safe = "-".join("".join(ch for ch in p if ch.isalnum())[:12] or "x" for p in players)
    base = f"{stamp}-{game}-{safe}"
    path = folder / f"{base}{SUFFIX}"
    n = 2
    while path.exists():
        path = folder / f"{base}-{n}{SUFFIX}"
        n += 1
    return path


def list_recordings(folder: Path | None = None) -> list[RecordingInfo]:
    """The journals in ``folder`` (default: the recordings folder), newest first.

    A file that cannot be read as a journal is left out (it is never touched).
    """
    where = folder if folder is not None else recordings_folder()
    found: list[RecordingInfo] = []
    for path in where.glob(f"*{SUFFIX}"):
        try:
            journal = Journal.open(path)
        except (LogError, sqlite3.DatabaseError, ValueError):
            continue
        try:
            env = journal.envelope
            players = tuple(str(p.get("name") or p.get("id"))
                            for p in env.get("players", []) if isinstance(p, dict))
            found.append(RecordingInfo(path, str(env.get("game", "")), players,
                                       journal.created, journal.count(),
                                       path.stat().st_mtime))
        finally:
            journal.close()
    found.sort(key=lambda r: r.modified, reverse=True)
    return found
