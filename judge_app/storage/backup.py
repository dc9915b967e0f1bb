"""Automatic backups of an event's database, listed and restored; nothing is ever lost.

After every pairing, correction, pairing edit, import (an event, a round or a
roster from a file) and the result that completes a round (always), and every
other result (at most one per
``JUEZ_BACKUP_INTERVAL`` seconds per event, default 60: a burst of results at
the end of a round makes one copy, and the round's last result makes another)
the service takes a consistent copy. It is taken on the process's one backup
thread once the change is committed (:func:`in_background`), in the order the
changes were made, so the judge does not wait for it (a pairing or correction at
8,192 players used to wait for a 41 MB copy), :data:`COPY_DELAY_S` after the change
(what it holds is fixed at the commit) so that the window's own read right after a write
comes first; whatever reads the backups (list, restore, a backup taken directly) and the
process's exit first wait for the ones asked for, at once, so none is skipped:

* **SQLite**: an SQLite file with the database's schema and **the event's rows
  alone** (read in one transaction: a consistent snapshot even while other
  stations write), into the folder ``<database>.backups`` beside the database
  (the user data folder when that folder cannot be written). A file holding ten
  old events is not copied ten times over at every result: a backup is the size
  of its event. (Backups taken before by Juez versions that copied the whole
  file are read the same way: only their event's rows are used);
* **PostgreSQL**: a JSON dump of the event's rows of every table, written by
  Juez itself through SQLAlchemy, into ``backups/<server>-<database>`` in the
  user data folder. ``pg_dump`` is not used: it is a separate program whose
  version must match the server's and which is often missing on a judge's
  laptop, and it cannot dump just one event's rows.

A backup is named ``<UTC time>--<event>--<trigger>`` (its id); the last
``JUEZ_BACKUP_KEEP`` (default 20) of each event are kept, and for the whole
event every round's pairing and completion, every import and every state a
restore replaced (:data:`MILESTONES`), so any round can be restored. Restoring
puts back the event's rows as they were in the backup (the other events of
the database are not touched) after taking a ``before-restore`` backup of the
state it replaces; what it drops (:func:`restore_effect`: rounds, results,
penalties, players entered since) is said first. The audit log is never
rewound: the restore appends an ``event.restore`` entry, so every seal printed
before it stays in the log. A SQLite
file that cannot be opened at all (truncated, damaged) is restored whole: from the
chosen backup, and every other event of the file from its own newest backup; the
damaged file is kept beside it as ``<name>.damaged-<time>``, never deleted.

>>> parse_id("20261125T143012.123456Z--ev-3--round.pair").trigger
'round.pair'
"""

from __future__ import annotations

import atexit
import contextlib
import json
import logging
import math
import os
import queue
import re
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge_app.storage.errors import NotFoundError, TournamentError

if TYPE_CHECKING:
    from sqlalchemy.engine import Connection, Engine

    from judge_app.storage.service import EventService

KEEP_VAR, INTERVAL_VAR = "JUEZ_BACKUP_KEEP", "JUEZ_BACKUP_INTERVAL"
DEFAULT_KEEP, DEFAULT_INTERVAL = 20, 60.0
#: Triggers that are never debounced: pairings, corrections, edits, the end of a round and
#: whatever arrives from a file (an event, a round or a roster imported).
ALWAYS = frozenset({"round.pair", "round.repair", "round.top", "round.complete",
                    "result.correct", "round.edit", "before-restore", "manual",
                    "event.import", "round.import", "player.import"})
#: What each trigger means to a judge (Spanish, English): the window's "After" column and
#: ``backup list``'s human output (its ``--json`` keeps the trigger itself).
TRIGGER_TITLES: dict[str, tuple[str, str]] = {
    "round.pair": ("ronda emparejada", "round paired"),
    "round.repair": ("ronda emparejada de nuevo", "round paired again"),
    "round.top": ("corte final emparejado", "top cut paired"),
    "round.complete": ("ronda completa", "round complete"),
    "round.edit": ("emparejamiento editado", "pairing edited"),
    "result.record": ("resultado anotado", "result entered"),
    "result.correct": ("resultado corregido", "result corrected"),
    "event.import": ("evento importado", "event imported"),
    "round.import": ("ronda importada", "round imported"),
    "player.import": ("jugadores importados", "players imported"),
    "before-restore": ("antes de restaurar", "before a restore"),
    "manual": ("copia manual", "taken by hand"),
}


def trigger_title(trigger: str, lang: str) -> str:
    """A trigger in the judge's words (an unknown one, e.g. a newer version's, as it is).

    >>> trigger_title("round.complete", "es"), trigger_title("round.complete", "en")
    ('ronda completa', 'round complete')
    """
    titles = TRIGGER_TITLES.get(trigger)
    return trigger if titles is None else titles[0 if lang == "es" else 1]


_ID = re.compile(r"^(\d{8}T\d{6}\.\d{6}Z)--(ev-\d+)--([a-z0-9_.-]+)$")
_STAMP = "%Y%m%dT%H%M%S.%fZ"


@dataclass(frozen=True)
class BackupInfo:
    """One backup: ``id`` (what ``backup restore`` takes), the event, when, and why."""

    id: str
    event: str
    at: datetime
    trigger: str
    path: Path

    @property
    def size(self) -> int:
        """Bytes on disk."""
        try:
            return self.path.stat().st_size
        except OSError:
            return 0


def parse_id(backup_id: str, path: Path | None = None) -> BackupInfo:
    """A backup's id read back (``ValueError`` for anything else)."""
    m = _ID.match(backup_id)
    if not m:
        raise ValueError(f"{backup_id!r} is not a backup id")
    at = datetime.strptime(m[1], _STAMP).replace(tzinfo=UTC)
    return BackupInfo(backup_id, m[2], at, m[3], path or Path(backup_id))


def _setting(name: str, default: float) -> float:
    """A number from the environment (``default`` when unset); a value that is not a finite
    number ≥ 0 (``nan``, ``-1``, ``diez``) is refused naming the variable, never guessed."""
    text = os.environ.get(name, "").strip()
    if not text:
        return default
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value < 0:
        shown = text if len(text) <= 20 else text[:20] + "…"
        raise TournamentError(f"setting {name}={shown!r} is not a number from 0 up (unset it "
                              f"for the default, {default:g})", field=name,
                              es=f"el ajuste {name}={shown!r} no es un número de 0 en "
                              f"adelante (quítalo para el valor por omisión, {default:g})")
    return value


def check_settings() -> None:
    """Refuse, naming it, a backup setting of the environment that is not a number ≥ 0."""
    keep()
    interval()


def keep() -> int:
    """How many backups of each event are kept (``JUEZ_BACKUP_KEEP``, default 20, at least 1)."""
    return max(1, int(_setting(KEEP_VAR, DEFAULT_KEEP)))


def interval() -> float:
    """Seconds between two result backups of one event (``JUEZ_BACKUP_INTERVAL``, default 60)."""
    return max(0.0, _setting(INTERVAL_VAR, DEFAULT_INTERVAL))


# ---------------------------------------------------------------------- where
def folder_for(url: str) -> Path:
    """The backups folder of a database (see the module's docstring)."""
    from judge_app.storage.database import sqlite_file

    path = sqlite_file(url)
    if path is not None:
        return folder_for_file(path)
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    name = f"{parsed.host or 'local'}-{parsed.port or ''}-{parsed.database or ''}"
    return _data_folder() / re.sub(r"[^A-Za-z0-9_.-]", "_", name)


def folder_for_file(path: Path) -> Path:
    """The backups folder of an SQLite file: beside it, else in the user data folder."""
    beside = path.with_name(path.name + ".backups")
    if beside.is_dir() or os.access(path.parent, os.W_OK):
        return beside
    import hashlib

    return _data_folder() / f"{path.stem}-{hashlib.sha256(str(path).encode()).hexdigest()[:8]}"


def _data_folder() -> Path:
    import platformdirs

    return Path(platformdirs.user_data_dir("juez", appauthor=False)) / "backups"


def list_backups(url: str, event: str | None = None) -> list[BackupInfo]:
    """The backups of a database (of one event if given), newest first."""
    return backups_in(folder_for(url), event)


def backups_in(folder: Path, event: str | None = None) -> list[BackupInfo]:
    """The backups in a backups folder (of one event if given), newest first (those asked
    for in the background included: :func:`wait`)."""
    wait()
    return _listed(folder, event)


def _listed(folder: Path, event: str | None) -> list[BackupInfo]:
    """:func:`backups_in` as the folder is now (without waiting for the backup thread)."""
    if not folder.is_dir():
        return []
    out = []
    for f in folder.iterdir():
        if f.suffix not in (".sqlite3", ".json") or f.name.startswith("."):
            continue
        try:
            info = parse_id(f.stem, f)
        except ValueError:
            continue
        if event is None or info.event == event:
            out.append(info)
    return sorted(out, key=lambda b: b.at, reverse=True)


def find(url: str, event: str, backup_id: str) -> BackupInfo:
    """The backup ``backup_id`` of ``event`` (:class:`NotFoundError` naming the ones there are)."""
    backups = list_backups(url, event)
    for b in backups:
        if b.id == backup_id.strip():
            return b
    shown = ", ".join(b.id for b in backups[:3]) or "none"
    raise NotFoundError(f"event {event!r} has no backup {backup_id!r} (newest: {shown}; "
                        "see `judge-app backup list`)", field="backup",
                        es=f"el evento {event!r} no tiene la copia {backup_id!r} (las más "
                        f"recientes: {shown if backups else 'ninguna'}; vea `judge-app backup "
                        "list`)")


# ---------------------------------------------------------------------- in the background
_LOG = logging.getLogger("juez.storage")
_JOBS: queue.Queue[tuple[Callable[[], None], float]] = queue.Queue()
_WORKER: threading.Thread | None = None
_WORKER_LOCK = threading.Lock()
#: Seconds an automatic backup's copy waits after the change it follows (what it will hold
#: is already fixed then): the desk's own read right after a write — the window reads again
#: after each — goes first, not beside the copy (on PostgreSQL the first standings read
#: after a round of 8,192 players, beside the correction's dump: 0.10-0.13 s; alone
#: 0.06-0.09 s). Anyone waiting for the backups (:func:`wait`) does not wait for this.
COPY_DELAY_S = 0.3
#: Set while someone waits for the backups (:func:`wait`): the copies due later run now.
_HURRY = threading.Event()
_HURRYING = [0]


def in_background(job: Callable[[], None], delay: float = 0.0) -> None:
    """Take an automatic backup (``job``) on this process's one backup thread, in the order
    asked, after the change it follows is committed: the judge's pairing, correction or
    result does not wait for the copy (41 MB at 8,192 players: up to half a second on a
    busy machine). Every reader of the backups (:func:`backups_in`, :func:`find`,
    :func:`restore`, a synchronous :func:`take`) first waits for the ones asked for
    (:func:`wait`), and so does the process before it exits: a backup asked for is never
    skipped, only taken a moment later. ``delay``: seconds the job waits first, unless
    someone waits for it (:data:`COPY_DELAY_S`). A failing job is logged, never raised."""
    global _WORKER
    with _WORKER_LOCK:
        if _WORKER is None or not _WORKER.is_alive():
            if _WORKER is None:
                atexit.register(wait)
            _WORKER = threading.Thread(target=_work, name="juez-backups", daemon=True)
            _WORKER.start()
        _JOBS.put((job, time.monotonic() + delay))


def _work() -> None:
    while True:
        job, due = _JOBS.get()
        try:
            left = due - time.monotonic()
            if left > 0:
                _HURRY.wait(left)
            job()
        except Exception:  # the job reports its own failure; this keeps the thread alive
            _LOG.exception("an automatic backup failed")
        finally:
            _JOBS.task_done()


def wait() -> None:
    """Return once every backup asked for in this process is taken (at once on the backup
    thread itself, or when none is pending)."""
    if threading.current_thread() is _WORKER:
        return
    with _WORKER_LOCK:
        _HURRYING[0] += 1
        _HURRY.set()
    try:
        _JOBS.join()
    finally:
        with _WORKER_LOCK:
            _HURRYING[0] -= 1
            if not _HURRYING[0]:
                _HURRY.clear()


# ---------------------------------------------------------------------- taking
def take(engine: Engine, url: str, event: str, event_pk: int, trigger: str, *,
         force: bool = False) -> BackupInfo | None:
    """A backup of the database after ``trigger`` (``None`` when debounced: a result within
    :func:`interval` seconds of the event's last backup)."""
    from judge_app.storage.database import is_read_only, sqlite_file

    wait()  # after the ones asked for before it
    if is_read_only(engine):
        return None
    path = sqlite_file(url)
    if path is not None:
        return take_file(path, event, trigger, force=force)
    folder = folder_for(url)
    backup_id = _new_id(folder, event, trigger, force)
    if backup_id is None:
        return None
    target = folder / f"{backup_id}.json"
    with engine.connect() as conn:
        _write_dump(conn, event_pk, target)
    _prune(folder, event)
    return parse_id(backup_id, target)


def take_file(path: Path, event: str, trigger: str, *, force: bool = False
              ) -> BackupInfo | None:
    """:func:`take` for a writable SQLite file, with the standard library alone (what a
    command that entered a result without the ORM calls)."""
    wait()
    folder = folder_for_file(path)
    backup_id = _new_id(folder, event, trigger, force)
    if backup_id is None:
        return None
    target = folder / f"{backup_id}.sqlite3"
    from judge_app.storage.ids import event_key

    _sqlite_event_copy(path, target, event_key(event))
    _prune(folder, event)
    return parse_id(backup_id, target)


#: When this process last asked for a backup of each (folder, event): what the debounce
#: compares with while the copy is still being made on the backup thread.
_ASKED: dict[tuple[Path, str], datetime] = {}


def take_soon(engine: Engine, url: str, event: str, event_pk: int, trigger: str,
              report: Callable[[Exception | None], None]) -> None:
    """:func:`take`, of the data as the change just committed left it, without making the
    caller wait for the copy: on an SQLite file the copy's read of the file begins now (a
    snapshot: what is committed after is not in it) and the rows are copied on the backup
    thread (:func:`in_background`); on PostgreSQL likewise, a repeatable-read transaction
    begun now and dumped on the backup thread (the dump of an 8,192-player event held each
    pairing and correction a second). ``report`` gets the failure (``None``: taken or
    debounced), on whichever thread it happened."""
    from judge_app.storage.database import is_read_only, sqlite_file

    path = sqlite_file(url)
    if path is None and engine.dialect.name == "postgresql" and not is_read_only(engine):
        _dump_soon(engine, url, event, event_pk, trigger, report)
        return
    if path is None or is_read_only(engine):
        try:
            take(engine, url, event, event_pk, trigger)
        except Exception as exc:
            report(exc)
        else:
            report(None)
        return
    file: Path = path
    folder = folder_for_file(file)

    def pin(backup_id: str) -> Callable[[], None]:
        target = folder / f"{backup_id}.sqlite3"
        tmp = target.with_name(f".{target.name}.tmp")
        try:
            dst = _pinned(file, tmp)
        except BaseException:
            with contextlib.suppress(OSError):
                tmp.unlink()
            raise

        def copy() -> None:
            with _renamed_into_place(target):  # the copy pinned above, renamed once whole
                _fill(dst, event_pk)

        return copy

    _soon(folder, event, trigger, report, pin)


def _soon(folder: Path, event: str, trigger: str, report: Callable[[Exception | None], None],
          pin: Callable[[str], Callable[[], None]]) -> None:
    """What :func:`take_soon` does on either database: the backup's id (none when debounced),
    ``pin(backup_id)`` now — it fixes what the copy will hold and gives the copy to make —
    then that copy on the backup thread and the event's old backups pruned. ``report`` gets
    the failure (the debounce then forgets the backup) or ``None``."""
    try:
        backup_id = _new_id(folder, event, trigger, False)
        if backup_id is None:
            return
        copy = pin(backup_id)
    except Exception as exc:
        _ASKED.pop((folder, event), None)
        report(exc)
        return

    def job() -> None:
        try:
            copy()
            _prune(folder, event)
        except Exception as exc:
            _ASKED.pop((folder, event), None)
            report(exc)
        else:
            report(None)

    in_background(job, COPY_DELAY_S)


#: Each service engine's engine for dumps: its own connection each time, outside the
#: service's pool — a dump holding one of the pool's connections made the next writes take
#: another, whose memory of the event's audited sums was older (``audit_track.remembered``
#: is per connection): each of those writes read and hashed the whole event (0.2-0.6 s at
#: 8,192 players).
_DUMP_ENGINES: dict[Engine, Engine] = {}


def _dump_engine(engine: Engine) -> Engine:
    from sqlalchemy import create_engine
    from sqlalchemy.pool import NullPool

    with _WORKER_LOCK:
        found = _DUMP_ENGINES.get(engine)
        if found is None:
            found = _DUMP_ENGINES[engine] = create_engine(engine.url, poolclass=NullPool)
        return found


def _dump_soon(engine: Engine, url: str, event: str, event_pk: int, trigger: str,
               report: Callable[[Exception | None], None]) -> None:
    """:func:`take_soon` on PostgreSQL: the snapshot is taken now (a repeatable-read
    transaction's first statement fixes what it sees: what is committed after is not in
    the dump) and the event's rows are read and written out on the backup thread."""
    folder = folder_for(url)

    def pin(backup_id: str) -> Callable[[], None]:
        conn = _dump_engine(engine).connect().execution_options(
            isolation_level="REPEATABLE READ")
        try:
            conn.begin()
            conn.exec_driver_sql("SELECT 1")  # the snapshot: this moment's committed data
        except BaseException:
            conn.close()
            raise

        def copy() -> None:
            with conn:  # closed after: the read-only transaction rolled back
                _write_dump(conn, event_pk, folder / f"{backup_id}.json")

        return copy

    _soon(folder, event, trigger, report, pin)


def _new_id(folder: Path, event: str, trigger: str, force: bool) -> str | None:
    """The id of the backup to take now (its folder made), or ``None`` when debounced."""
    now = datetime.now(UTC)
    if not force and trigger not in ALWAYS:
        recent = [b.at for b in _listed(folder, event)[:1]]
        asked = _ASKED.get((folder, event))
        last = max([*recent, *([asked] if asked else [])], default=None)
        if last is not None and (now - last).total_seconds() < interval():
            return None
    folder.mkdir(parents=True, exist_ok=True)
    clean_leftovers(folder)
    _ASKED[(folder, event)] = now
    return f"{now.strftime(_STAMP)}--{event}--{re.sub(r'[^a-z0-9_.-]', '_', trigger.lower())}"


#: A temporary copy older than this is a leftover of a backup killed half-way.
LEFTOVER_AGE = 600.0


def clean_leftovers(folder: Path) -> list[Path]:
    """Remove the temporary files (``.NAME.tmp`` and their journals) that a backup killed
    half-way left in ``folder``; a copy younger than :data:`LEFTOVER_AGE` seconds may be
    another station's, still being written, and is kept. What was removed."""
    removed: list[Path] = []
    cutoff = time.time() - LEFTOVER_AGE
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    for entry in entries:
        name = entry.name
        if not name.startswith(".") or not (name.endswith(".tmp")
                                            or name.endswith(".tmp-journal")):
            continue
        try:
            if entry.is_file() and not entry.is_symlink() and entry.stat().st_mtime < cutoff:
                entry.unlink()
                removed.append(entry)
        except OSError:
            continue
    return removed


@contextlib.contextmanager
def _renamed_into_place(target: Path) -> Iterator[Path]:
    """A temporary file beside ``target`` to write, renamed onto it once written whole; on
    any failure (a full disk, a kill) the half copy and its journal are removed."""
    tmp = target.with_name(f".{target.name}.tmp")
    try:
        yield tmp
        os.replace(tmp, target)
    except BaseException:  # a full disk or a kill: no half copy left behind
        for leftover in (tmp, tmp.with_name(tmp.name + "-journal")):
            with contextlib.suppress(OSError):
                leftover.unlink()
        raise


def _sqlite_copy(source: Path, target: Path) -> None:
    """A consistent copy of a live SQLite file by the online backup API, renamed into place."""
    with _renamed_into_place(target) as tmp:
        src = sqlite3.connect(source, timeout=15)
        try:
            dst = sqlite3.connect(tmp)
            try:
                src.backup(dst)
                dst.execute("PRAGMA journal_mode=DELETE")  # one self-contained file
            finally:
                dst.close()
        finally:
            src.close()


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _sqlite_event_copy(source: Path, target: Path, event_pk: int) -> None:
    """An SQLite file holding one event of a live SQLite file: the same schema (every table
    and index, the schema's revision) and the event's rows alone, read in one transaction
    (a consistent snapshot while other stations write), renamed into place. The other
    events of the file are not copied: a backup is the size of its event, not of the file.

    Standard library only (a command that entered a result without the ORM takes it)."""
    with _renamed_into_place(target) as tmp:
        _fill(_pinned(source, tmp), event_pk)


def _pinned(source: Path, tmp: Path) -> sqlite3.Connection:
    """A connection writing the copy ``tmp`` whose read transaction of the live file has
    begun: it sees the file as it is now, whatever is committed after (WAL), until
    :func:`_fill` copies from it (on another thread: it is not bound to this one)."""
    dst = sqlite3.connect(tmp, timeout=15, isolation_level=None, check_same_thread=False)
    try:
        dst.execute("ATTACH DATABASE ? AS live", (str(source),))
        dst.execute("BEGIN")  # the reads of ``live`` below see one state of it
        dst.execute("SELECT count(*) FROM live.sqlite_master").fetchone()  # …this one
    except BaseException:
        dst.close()
        raise
    return dst


def _fill(dst: sqlite3.Connection, event_pk: int) -> None:
    """Copy the schema and the event's rows from the pinned state into the copy; closes it."""
    try:
        schema = dst.execute(
            "SELECT type, name, sql FROM live.sqlite_master WHERE sql IS NOT NULL "
            "AND name NOT LIKE 'sqlite_%' AND type IN ('table', 'index')").fetchall()
        for kind, name, sql in schema:
            if kind != "table":
                continue
            dst.execute(sql)
            columns = {r[1] for r in dst.execute(f"PRAGMA live.table_info({_quoted(name)})")}
            where: str = ""  # a table of the whole file: the schema's revision
            params: tuple[int, ...] = ()
            if name == "event":
                where, params = " WHERE id = ?", (event_pk,)
            elif "event_id" in columns:
                where, params = " WHERE event_id = ?", (event_pk,)
            dst.execute(f"INSERT INTO main.{_quoted(name)} SELECT * FROM "
                        f"live.{_quoted(name)}{where}", params)
        for kind, _name, sql in schema:
            if kind == "index":
                dst.execute(sql)
        dst.execute("COMMIT")
        dst.execute("DETACH DATABASE live")
    finally:
        dst.close()


def _merge_events(copy: Path, backups: list[BackupInfo], source: BackupInfo
                  ) -> list[BackupInfo]:
    """Into ``copy`` (the restored file, from ``source``), each other event of the backups
    folder as its newest backup holds it — unless ``source`` (a whole-file copy taken before
    backups held one event) holds that event as it was later. The backups put in: one per
    event; an event whose newest backup is of another schema revision is left out."""
    from judge_app.storage.ids import event_key

    newest: dict[str, BackupInfo] = {}
    for b in backups:  # newest first
        newest.setdefault(b.event, b)
    used: list[BackupInfo] = []
    conn = sqlite3.connect(copy.resolve().as_uri(), uri=True, isolation_level=None)
    try:
        revision = conn.execute("SELECT version_num FROM alembic_version").fetchone()
        tables = [r[0] for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
        owned = {t: "id" if t == "event" else "event_id" for t in tables
                 if t == "event" or "event_id" in {r[1] for r in conn.execute(
                     f"PRAGMA table_info({_quoted(t)})")}}
        held = {int(r[0]) for r in conn.execute("SELECT id FROM event")}
        for event, info in sorted(newest.items()):
            if event == source.event or info.path.suffix != ".sqlite3":
                continue
            pk = event_key(event)
            if pk in held and info.at <= source.at:
                continue  # the restored copy holds it as it was then or later
            conn.execute("ATTACH DATABASE ? AS other",
                         (info.path.resolve().as_uri() + "?mode=ro",))
            try:
                if conn.execute("SELECT version_num FROM other.alembic_version"
                                ).fetchone() != revision:
                    continue
                conn.execute("BEGIN")
                for table, key in owned.items():
                    conn.execute(f"DELETE FROM main.{_quoted(table)} WHERE {key} = ?", (pk,))
                for table, key in owned.items():
                    conn.execute(f"INSERT INTO main.{_quoted(table)} SELECT * FROM "
                                 f"other.{_quoted(table)} WHERE {key} = ?", (pk,))
                conn.execute("COMMIT")
                used.append(info)
            except sqlite3.Error:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
            finally:
                conn.execute("DETACH DATABASE other")
    finally:
        conn.close()
    return used


def _atomic(target: Path, data: bytes) -> None:
    _atomic_parts(target, [data])


def _atomic_parts(target: Path, parts: Iterable[bytes]) -> None:
    """``parts`` written one after another to ``target``, whole or not at all."""
    tmp = target.with_name(f".{target.name}.tmp")
    with open(tmp, "wb") as f:
        for part in parts:
            f.write(part)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, target)


#: Backups kept for the whole event whatever ``JUEZ_BACKUP_KEEP`` says: each round's pairing
#: and completion (so any round can be restored, not only the last few hours), an import,
#: and the copy of a state a restore replaced.
MILESTONES = frozenset({"round.pair", "round.top", "round.complete", "event.import",
                        "before-restore"})


def _prune(folder: Path, event: str) -> None:
    """Delete the event's backups beyond the newest :func:`keep`, but never a milestone
    (:data:`MILESTONES`)."""
    for old in backups_in(folder, event)[keep():]:
        if old.trigger not in MILESTONES:
            with contextlib.suppress(OSError):
                old.path.unlink()


# ---------------------------------------------------------------------- rows of one event
def _tables() -> list[Any]:
    from sqlmodel import SQLModel

    import judge_app.storage.models  # noqa: F401  (the tables are declared there)

    return [t for t in SQLModel.metadata.sorted_tables
            if t.name == "event" or "event_id" in t.c]


def _event_filter(table: Any, event_pk: int) -> Any:
    return table.c.id == event_pk if table.name == "event" else table.c.event_id == event_pk


def _write_dump(conn: Connection, event_pk: int, target: Path) -> None:
    """The event's rows as ``conn`` sees them, written to ``target`` as JSON (whole or not
    at all)."""
    if conn.dialect.name == "postgresql":
        _atomic_parts(target, (part.encode("utf-8") for part in _server_dump_parts(
            conn, event_pk)))
    else:
        _atomic(target, json.dumps(_dump(conn, event_pk), ensure_ascii=False).encode("utf-8"))


#: Rows of a table in one piece of PostgreSQL's dump (:func:`_server_dump_parts`).
DUMP_PIECE_ROWS = 2000


def _server_dump(conn: Connection, event_pk: int) -> str:
    """:func:`_dump`'s document as PostgreSQL writes it (:func:`_server_dump_parts`), whole."""
    return "".join(_server_dump_parts(conn, event_pk))


def _server_dump_parts(conn: Connection, event_pk: int) -> Iterator[str]:
    """:func:`_dump`'s document as PostgreSQL writes it, in pieces to write one after
    another: each table's rows ``json_agg``'d by the server :data:`DUMP_PIECE_ROWS` at a
    time, in primary-key order — the same rows and values, but no Python object per row
    (at 8,192 players the Python dump of a pairing held the interpreter for most of a
    second beside the judge's next results), and no string of the whole 41 MB made,
    joined or encoded at once (each held it 40-65 ms: the judge's result beside it
    waited as long)."""
    from sqlalchemy import Text, cast, func, literal_column, select
    from sqlalchemy.dialects.postgresql import aggregate_order_by

    head = json.dumps(_head(conn, event_pk), ensure_ascii=False)
    yield head[:-1] + ', "tables": {'
    for n, table in enumerate(_tables()):
        yield ("" if n == 0 else ", ") + f"{json.dumps(table.name)}: ["
        (key,) = table.primary_key.columns
        last: Any = None
        first = True
        while True:
            chosen = select(table).where(_event_filter(table, event_pk))
            if last is not None:
                chosen = chosen.where(key > last)
            rows = chosen.order_by(key).limit(DUMP_PIECE_ROWS).subquery("t")
            listed = func.json_agg(aggregate_order_by(literal_column("t"), rows.c[key.name]))
            text, count, top = conn.execute(select(cast(listed, Text), func.count(),
                                                   func.max(rows.c[key.name]))
                                            .select_from(rows)).one()
            if not count:
                break
            yield ("" if first else ", ") + text[1:-1]  # the rows, without json_agg's [ ]
            first = False
            if count < DUMP_PIECE_ROWS:
                break
            last = top
        yield "]"
    yield "}}"


def _head(conn: Connection, event_pk: int) -> dict[str, Any]:
    """A dump's fields but its tables."""
    from judge_app.storage.database import current_revision

    return {"format": "juez-event-dump", "version": 1, "revision": current_revision(conn),
            "event": event_pk, "taken": datetime.now(UTC).isoformat()}


def _dump(conn: Connection, event_pk: int) -> dict[str, Any]:
    from sqlalchemy import select

    tables: dict[str, list[dict[str, Any]]] = {}
    for table in _tables():
        rows = conn.execute(select(table).where(_event_filter(table, event_pk))
                            .order_by(*table.primary_key.columns))
        keys = list(rows.keys())
        # each row zipped with the column names in C, not a mapping object a row (tens of
        # thousands of rows at 8,192 players)
        tables[table.name] = [dict(zip(keys, r, strict=True)) for r in rows]
    return {**_head(conn, event_pk), "tables": tables}


def _read(backup: BackupInfo, event_pk: int) -> dict[str, Any]:
    """The event's rows in a backup (an SQLite copy or a JSON dump)."""
    if backup.path.suffix == ".json":
        try:
            dump: dict[str, Any] = json.loads(backup.path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise TournamentError(f"backup {backup.path} cannot be read: {exc}",
                                  field="backup",
                                  es=f"la copia {backup.path} no se puede leer: {exc}") from None
        return dump
    from sqlalchemy import create_engine

    uri = f"file:{backup.path}?mode=ro"
    engine = create_engine("sqlite://", creator=lambda: sqlite3.connect(uri, uri=True))
    try:
        with engine.connect() as conn:
            return _dump(conn, event_pk)
    except Exception as exc:
        raise TournamentError(f"backup {backup.path} cannot be read: {exc}",
                              field="backup",
                              es=f"la copia {backup.path} no se puede leer: {exc}") from None
    finally:
        engine.dispose()


# ---------------------------------------------------------------------- restoring
#: What a restore never puts back: the audit log goes on (a restore is one more entry).
_LOG_TABLES = frozenset({"audit_entry", "audit_head"})


def restore_effect(service: EventService, event: str, backup_id: str
                   ) -> list[tuple[str, str]]:
    """What restoring ``backup_id`` would drop or change of the event as it is now (English,
    Spanish): rounds paired since, results entered or changed since, penalties and players
    added since. Empty: nothing entered after the backup is lost."""
    from judge_app.storage.service import event_key, public_id

    pk = event_key(event)
    info = find(service.url, public_id(pk), backup_id)
    then = _backup_data(info, pk)
    if then is None:
        raise TournamentError(f"backup {info.path} cannot be read", field="backup",
                              es=f"la copia {info.path} no se puede leer")
    return _dropped(then, service.audited_data(public_id(pk)))


def _dropped(then: dict[str, Any], now: dict[str, Any]) -> list[tuple[str, str]]:
    """The rounds, results, penalties and players of ``now`` that ``then`` lacks or holds
    otherwise (rows as :func:`audit.event_data` reads them)."""
    from judge_app.storage.audit import AUDITED

    def rows(data: dict[str, Any], table: str) -> dict[Any, dict[str, Any]]:
        columns = AUDITED[table][0]
        return {r[0]: dict(zip(columns, r, strict=True)) for r in data.get(table, [])}

    out: list[tuple[str, str]] = []
    players_now, players_then = rows(now, "player"), rows(then, "player")
    rounds_now, rounds_then = rows(now, "round"), rows(then, "round")
    pid = {k: v["player_id"] for k, v in players_now.items()}
    for key, rnd in rounds_now.items():
        if key not in rounds_then:
            out.append((f"round {rnd['number']} (paired after the backup)",
                        f"ronda {rnd['number']} (emparejada después de la copia)"))
    matches_then = rows(then, "match")
    for key, m in rows(now, "match").items():
        if m["wins1"] is None or m["round_id"] not in rounds_then:
            continue
        old = matches_then.get(key)
        number = rounds_now.get(m["round_id"], {}).get("number", "?")
        score = f"{m['wins1']}-{m['wins2']}" + (f"-{m['draws']}" if m["draws"] else "")
        who = f"{pid.get(m['p1_id'], '?')}–{pid.get(m['p2_id'], '?')}"
        if old is None or old["wins1"] is None:
            out.append((f"round {number} table {m['table_no']} ({who}): result {score} "
                        "entered after the backup",
                        f"ronda {number} mesa {m['table_no']} ({who}): resultado {score} "
                        "anotado después de la copia"))
        elif (old["wins1"], old["wins2"], old["draws"]) != (m["wins1"], m["wins2"], m["draws"]):
            was = f"{old['wins1']}-{old['wins2']}" + (f"-{old['draws']}" if old["draws"] else "")
            out.append((f"round {number} table {m['table_no']} ({who}): result {score} goes "
                        f"back to {was}",
                        f"ronda {number} mesa {m['table_no']} ({who}): el resultado {score} "
                        f"vuelve a {was}"))
    penalties_then = rows(then, "penalty")
    for key, p in rows(now, "penalty").items():
        if not p["deleted"] and key not in penalties_then:
            out.append((f"penalty {key} ({pid.get(p['player_id'], '?')}, {p['kind']}) given "
                        "after the backup",
                        f"sanción {key} ({pid.get(p['player_id'], '?')}, {p['kind']}) "
                        "puesta después de la copia"))
    for key, p in players_now.items():
        if key not in players_then:
            out.append((f"player {p['player_id']} ({p['name']}) registered after the backup",
                        f"jugador {p['player_id']} ({p['name']}) inscrito después de la copia"))
    return out


def restore(service: EventService, event: str, backup_id: str) -> BackupInfo:
    """Put the event's data back as it was in ``backup_id``; returns the ``before-restore``
    backup of the state replaced. The audit log is never rewound: the restore is one more
    entry (``event.restore``, naming the backup, the copy of the state it replaced and what
    it dropped), so the seals printed before stay in the log and verifiable."""
    from sqlalchemy import delete, insert, select

    from judge_app.storage.audit import audit_key, read_anchor, stored_check
    from judge_app.storage.database import current_revision, is_read_only
    from judge_app.storage.service import event_key, public_id

    if is_read_only(service.engine):
        raise TournamentError(f"database {service.where} is read-only: a backup cannot be "
                              "restored into it; copy the file somewhere writable first",
                              field="db",
                              es=f"la base de datos {service.where} es de solo lectura: no se "
                              "puede restaurar una copia en ella; copie el archivo a un lugar "
                              "con permiso de escritura primero")
    pk = event_key(event)
    event = public_id(pk)
    backup = find(service.url, event, backup_id)
    dump = _read(backup, pk)
    if not dump.get("tables", {}).get("event"):
        raise TournamentError(f"backup {backup.id} holds no event {event}; nothing was "
                              "changed", field="backup",
                              es=f"la copia {backup.id} no contiene el evento {event}; no se "
                              "cambió nada")
    with service.engine.connect() as probe:  # checked before anything is written
        revision = current_revision(probe)
    if dump.get("revision") != revision:
        raise TournamentError(
            f"backup {backup.id} was taken by another version of Juez's schema "
            f"({dump.get('revision')}, this one is {revision}); it cannot be restored here; "
            "nothing was changed", field="backup",
            es=f"la copia {backup.id} la hizo otra versión del esquema de Juez "
            f"({dump.get('revision')}, esta es {revision}); no se puede restaurar aquí; no se "
            "cambió nada")
    then = _backup_data(backup, pk)
    dropped = _dropped(then, service.audited_data(event)) if then is not None else []
    before = take(service.engine, service.url, event, pk, "before-restore", force=True)
    assert before is not None
    tables = [t for t in _tables() if t.name not in _LOG_TABLES]
    with service._session() as s:
        conn = s.connection()
        from sqlalchemy import text

        # a restore may be the remedy for data changed outside Juez: it is not refused, but
        # the entry records what it found (the "before-restore" copy holds it)
        found, _data = stored_check(lambda sql, params: conn.execute(text(sql), params), pk,
                                    event, audit_key(),
                                    read_anchor(folder_for(service.url), event))
        for table in reversed(tables):
            if table.name != "event":
                conn.execute(delete(table).where(_event_filter(table, pk)))
        for table in tables:
            rows = dump["tables"].get(table.name, [])
            if table.name == "event":
                exists = conn.execute(select(table.c.id).where(table.c.id == pk)).first()
                if exists:
                    conn.execute(table.update().where(table.c.id == pk).values(**rows[0]))
                else:
                    conn.execute(insert(table), rows)
            elif rows:
                conn.execute(insert(table), rows)
        s.expire_all()
        ev = service._event(s, pk)
        service._audit(s, ev, "event.restore", {
            "backup": backup.id, "kept": before.id, "dropped": [en for en, _es in dropped],
            **({"found": found.en} if found is not None else {})})
    return before


def latest_for_file(path: Path) -> BackupInfo | None:
    """The newest backup of an SQLite file (any event), for a file that cannot be opened."""
    backups = list_backups(f"sqlite:///{path}")
    return backups[0] if backups else None


def restore_file(path: Path, backup_id: str) -> Path:
    """:func:`restore_whole`, saying only where the damaged file went."""
    return restore_whole(path, backup_id)[0]


def restore_whole(path: Path, backup_id: str) -> tuple[Path, list[BackupInfo]]:
    """Replace an SQLite file that cannot be opened by a backup, whole; the damaged file (and
    its -wal/-shm) is kept beside it as ``<name>.damaged-<time>``. A backup holds one event:
    every other event of the file is put back from its own newest backup
    (:func:`_merge_events`). Returns where the damaged file went and the other events'
    backups used.

    Safe at every step: refused when the disk has no room for the copy; the backup is
    copied beside the file and checked (``quick_check``, a Juez database) before anything
    is moved; only then the old file goes aside and the copy takes its place, by renames
    that need no space. A failure before that leaves the old file where it was."""
    from judge_app.storage.sqlitefile import JUEZ, disk_full, disk_full_error, probe_sqlite

    wait()
    url = f"sqlite:///{path}"
    match = [b for b in list_backups(url) if b.id == backup_id.strip()]
    if not match:
        raise NotFoundError(f"{path} has no backup {backup_id!r}", field="backup",
                            es=f"{path} no tiene la copia {backup_id!r}")
    source = match[0].path
    newest: dict[str, BackupInfo] = {}
    for b in list_backups(url):
        newest.setdefault(b.event, b)
    # the copy, its journal, every other event's newest backup put in, a margin
    needed = (source.stat().st_size + sum(b.size for b in newest.values()
                                          if b.event != match[0].event)) * 2 + 1_000_000
    room = _free(path.parent)
    if room is not None and room < needed:
        raise disk_full_error(path, str(path))
    copy = path.with_name(f".{path.name}.restoring.tmp")
    try:
        _sqlite_copy(source, copy)
        others = _merge_events(copy, list_backups(url), match[0])
        kind, _revision = probe_sqlite(copy)  # damaged or foreign: TournamentError
        if kind != JUEZ:
            raise TournamentError(f"backup {backup_id} of {path} holds no Juez database; "
                                  "nothing was changed", field="backup",
                                  es=f"la copia {backup_id} de {path} no contiene una base de "
                                  "datos de Juez; no se cambió nada")
        _fsync(copy)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            copy.unlink()
        if isinstance(exc, OSError | sqlite3.Error) and disk_full(exc, path):
            raise disk_full_error(path, str(path)) from None
        raise
    stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime())
    aside = path.with_name(f"{path.name}.damaged-{stamp}")
    for suffix in ("", "-wal", "-shm", "-journal"):
        src = path.with_name(path.name + suffix)
        if src.exists():
            os.replace(src, aside.with_name(aside.name + suffix))
    os.replace(copy, path)
    _sync_folder(path.parent)
    return aside, others


def _free(folder: Path) -> int | None:
    from judge_app.storage.sqlitefile import free_bytes

    return free_bytes(folder)


def _fsync(path: Path) -> None:
    with open(path, "rb") as f:
        os.fsync(f.fileno())


def _sync_folder(folder: Path) -> None:
    """Make renames durable (POSIX); nothing where a folder cannot be opened."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


# ---------------------------------------------------------------------- a forgery named
def _backup_data(info: BackupInfo, event_pk: int) -> dict[str, Any] | None:
    """The event's audited data in a backup, read as :func:`audit.event_data` reads it
    (``None``: unreadable)."""
    from judge_app.storage import audit

    if info.path.suffix == ".json":
        try:
            tables = json.loads(info.path.read_text(encoding="utf-8"))["tables"]
            return {name: [[bool(row.get(c)) if c in booleans and row.get(c) is not None
                            else row.get(c) for c in columns]
                           for row in sorted(tables.get(name, []), key=lambda r: r["id"])]
                    for name, (columns, booleans) in audit.AUDITED.items()}
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return None
    try:
        conn = sqlite3.connect(f"file:{info.path}?mode=ro", uri=True)
    except sqlite3.Error:
        return None
    try:
        return audit.event_data(lambda sql, params: conn.execute(sql, params).fetchall(),
                                event_pk)
    except sqlite3.Error:
        return None
    finally:
        conn.close()


def refusal_error(url: str, refusal: Any, event_pk: int, data: dict[str, Any],
                  looked_at: int = 8) -> TournamentError:
    """The error refusing a write to an event changed outside Juez: the refusal's reason and,
    when one of the newest backups holds a differing table as the log's head recorded it,
    the rows that differ (what was edited)."""
    from judge_app.storage import audit
    from judge_app.storage.ids import public_id

    event = public_id(event_pk)
    rows: list[tuple[str, str]] = []
    wanted = {t: refusal.head.tables.get(t) for t in refusal.tables} if refusal.head else {}
    if wanted:
        for info in backups_in(folder_for(url), event)[:looked_at]:
            stored = _backup_data(info, event_pk)
            if stored is None:
                continue
            digests = audit.table_digests(stored, refusal.head.digest_kind)
            for table in [t for t, d in wanted.items() if digests.get(t) == d]:
                rows += audit.row_differences(table, stored[table], data[table])
                del wanted[table]
            if not wanted:
                break
    en = refusal.en + "".join(f"; {r[0]}" for r in rows)
    es = refusal.es + "".join(f"; {r[1]}" for r in rows)
    return TournamentError(
        f"{en}. Nothing was saved: an honest change must not seal it. See `judge-app audit "
        f"verify {event}`; put the data back (`judge-app backup restore`) or ask the head judge",
        field="audit",
        es=f"{es}. No se guardó nada: un cambio honrado no debe sellarlo. Vea `judge-app audit "
           f"verify {event}`; restaure los datos (`judge-app backup restore`) o consulte al "
           "juez principal")
