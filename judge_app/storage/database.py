"""Opening a Juez database: the URL, the engine, SQLite's settings, migrations to head.

Any SQLAlchemy URL works; without one it is the default SQLite file in the
user's data directory (:mod:`judge_app.storage.location`). ``postgresql://``
means psycopg 3 and a plain file path means an SQLite file:

>>> normalise_url("postgresql://judge@host/juez")
'postgresql+psycopg://judge@host/juez'
>>> normalise_url("/tmp/x.sqlite3")
'sqlite:////tmp/x.sqlite3'

SQLite connections get ``PRAGMA foreign_keys=ON``, the WAL journal and a busy
timeout on every connection, and every transaction starts with ``BEGIN
IMMEDIATE`` (one writer at a time, readers never blocked). Opening upgrades
the schema to the newest Alembic revision; a file that is not an SQLite
database, or is damaged, is refused with its name and left untouched.

An existing SQLite file is first looked at read-only (:func:`probe_sqlite`)
before any connection changes it: Juez creates its tables only in a new or
empty file, and a file of another program (tables, but no Juez
``alembic_version``) or of a newer Juez is refused byte-for-byte as it was —
not even switched to WAL. A file Juez cannot write (permissions, a read-only
mount, or ``?mode=ro`` in the URL) is opened read-only: everything can be
viewed and printed, and a write is refused with a clear "read-only" message.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sqlite3
import tempfile
import threading
import weakref
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, event, inspect, text
from sqlalchemy.engine import Connection, Engine, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError

from judge_app.storage.errors import DiskFullError, TournamentError
from judge_app.storage.sqlitefile import (
    EMPTY,
    ENV_VAR,
    FOREIGN,
    JUEZ,
    MIGRATIONS,
    NEWER,
    alembic_config,
    companion_exists,
    configure_connection,
    disk_full,
    disk_full_error,
    head_revision,
    known_revisions,
    normalise_url,
    probe_sqlite,
    resolve_url,
    ro_uri,
)

__all__ = ["EMPTY", "ENV_VAR", "FOREIGN", "JUEZ", "MIGRATIONS", "NEWER", "alembic_config",
           "companion_exists", "configure_connection", "create_database_engine",
           "current_revision", "describe", "disk_full", "disk_full_error", "head_revision",
           "is_read_only", "known_revisions", "normalise_url", "probe_sqlite", "resolve_url",
           "ro_uri", "sqlite_file", "sqlite_read_only", "upgrade"]

_SQLITE_MAGIC = b"SQLite format 3\x00"
_PG_MIGRATION_LOCK = 7_242_015  # pg_advisory_xact_lock key: one station migrates at a time


def describe(url: str) -> str:
    """How an error names the database: the file for SQLite, the URL without password."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        return url
    if parsed.get_backend_name() == "sqlite":
        return parsed.database or ":memory:"
    return parsed.render_as_string(hide_password=True)


def sqlite_file(url: str) -> Path | None:
    """The file of an SQLite URL or of a plain path, as ``JUEZ_DB`` may hold one (``None``
    for other backends and in-memory databases).

    >>> sqlite_file("/tmp/ev.sqlite3"), sqlite_file("sqlite:///:memory:")
    (PosixPath('/tmp/ev.sqlite3'), None)
    """
    parsed = make_url(normalise_url(url))
    if parsed.get_backend_name() != "sqlite" or parsed.database in (None, "", ":memory:"):
        return None
    return Path(parsed.database or "")


def _check_sqlite_file(path: Path) -> None:
    """Refuse, untouched, a file that is not an SQLite database of this Juez (or new)."""
    if not path.parent.is_dir():
        raise TournamentError(f"database file {path}: folder {path.parent} does not exist",
                              es=f"archivo de base de datos {path}: la carpeta {path.parent} no "
                                 "existe",
                              field="db")
    if path.exists() and path.stat().st_size > 0:
        with path.open("rb") as f:
            magic = f.read(len(_SQLITE_MAGIC))
        if magic != _SQLITE_MAGIC:
            raise TournamentError(
                f"database file {path} is not an SQLite database (corrupt or another kind of "
                "file); it was left untouched",
                es=f"el archivo {path} no es una base de datos SQLite (dañado u otro tipo de "
                   "archivo); no se ha tocado",
                field="db")
    kind, revision = probe_sqlite(path)
    if kind == FOREIGN:
        raise TournamentError(
            f"database file {path} belongs to another program (it has tables but is not a "
            "Juez database); it was left untouched: choose a new or empty file",
            es=f"el archivo de base de datos {path} es de otro programa (tiene tablas pero no es "
               "una base de datos de Juez); no se ha tocado: elija un archivo nuevo o vacío",
            field="db")
    if kind == NEWER:
        raise TournamentError(
            f"database {path} has a schema this version of Juez does not know "
            f"(revision {revision}); it was left untouched: update Juez",
            es=f"la base de datos {path} tiene un esquema que esta versión de Juez no conoce "
               f"(revisión {revision}); no se ha tocado: actualice Juez",
            field="db")


def _offer_backup(exc: TournamentError, path: Path) -> TournamentError:
    """The refusal of a file that cannot be opened, naming its latest backup and the command
    that restores it (the file itself is never modified); ``exc`` unchanged when there is none
    or the file is another program's."""
    if "another program" in str(exc) or isinstance(exc, DiskFullError):
        return exc  # a full disk is not damage: no restore is offered for it
    from judge_app.storage.backup import latest_for_file

    try:
        latest = latest_for_file(path)
    except OSError:
        latest = None
    if latest is None:
        return exc
    offered = TournamentError(
        f"{exc}. Its latest backup is {latest.id} (taken {latest.at:%Y-%m-%d %H:%M} UTC); "
        f"restore it with: judge-app --db {path} backup restore {latest.event} {latest.id}",
        field=exc.field)
    offered.backup = latest  # type: ignore[attr-defined]  # this error alone carries it
    return offered


def _sqlite_on_connect(dbapi_connection: Any, _record: Any) -> None:
    configure_connection(dbapi_connection)  # transactions are begun by _sqlite_on_begin


def _sqlite_ro_on_connect(dbapi_connection: Any, _record: Any) -> None:
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA busy_timeout=15000")
    cursor.execute("PRAGMA query_only=ON")
    cursor.close()


def _sqlite_on_begin(connection: Connection) -> None:
    connection.exec_driver_sql("BEGIN IMMEDIATE")


def _sqlite_ro_on_begin(connection: Connection) -> None:
    connection.exec_driver_sql("BEGIN")


_READ_ONLY: weakref.WeakSet[Engine] = weakref.WeakSet()

def sqlite_read_only(url: str) -> bool:
    """Whether an SQLite database must be opened read-only: ``?mode=ro`` (or
    ``immutable=1``) in the URL, or a file (or a folder, for its journal) this
    process may not write — permissions, or a read-only mount."""
    parsed = make_url(url)
    if parsed.query.get("mode") == "ro" or parsed.query.get("immutable") in ("1", "true"):
        return True
    path = sqlite_file(url)
    if path is None or not path.exists():
        return False
    if not os.access(path, os.W_OK):
        return True
    # SQLite writes its -wal/-shm (or -journal) beside the file
    return not os.access(path.parent, os.W_OK)


def is_read_only(engine: Engine) -> bool:
    """Whether Juez opened this database read-only (see :func:`sqlite_read_only`)."""
    return engine in _READ_ONLY


#: A new SQLite file starts as a copy (SQLite's backup API) of the first new file this
#: process migrated to the head revision: the same tables and ``alembic_version``, without
#: running every migration again (a third of the time; the test suite makes hundreds).
_SCHEMA_LOCK = threading.Lock()
_SCHEMA_COPIES: dict[str, Path] = {}


def _sqlite_copy(source: Path, target: Path) -> None:
    src = sqlite3.connect(source)
    try:
        dst = sqlite3.connect(target)
        try:
            src.backup(dst)
        finally:
            dst.close()
    finally:
        src.close()


def _start_from_schema_copy(path: Path) -> bool:
    """Write the migrated empty schema into the new file ``path``; False when there is none
    yet (or the copy failed: then the file is removed and migrated as usual)."""
    with _SCHEMA_LOCK:
        schema = _SCHEMA_COPIES.get(head_revision())
        if schema is None or not schema.is_file():
            return False
        try:
            _sqlite_copy(schema, path)
        except (sqlite3.Error, OSError):
            path.unlink(missing_ok=True)
            return False
    return True


def _keep_schema_copy(path: Path) -> None:
    """After a new file was migrated (nothing else in it yet): keep a copy for the next ones."""
    with _SCHEMA_LOCK:
        if head_revision() in _SCHEMA_COPIES:
            return
        folder = Path(tempfile.mkdtemp(prefix="juez-schema-"))
        try:
            _sqlite_copy(path, folder / "schema.sqlite3")
        except (sqlite3.Error, OSError):
            shutil.rmtree(folder, ignore_errors=True)
            return
        _SCHEMA_COPIES[head_revision()] = folder / "schema.sqlite3"
        atexit.register(shutil.rmtree, folder, True)


def create_database_engine(url: str) -> Engine:
    """An engine for ``url`` with Juez's connection settings; the schema is upgraded to head."""
    url = normalise_url(url)
    where = describe(url)
    path = sqlite_file(url)
    read_only = False
    new_file = copied = False
    if path is not None:
        try:
            _check_sqlite_file(path)
        except TournamentError as exc:
            raise _offer_backup(exc, path) from None
        read_only = sqlite_read_only(url)
        if read_only and not path.exists():
            raise TournamentError(f"database file {path} does not exist (and it is to be "
                                  "opened read-only)",
                                  es=f"el archivo de base de datos {path} no existe (y se iba a "
                                     "abrir solo para lectura)",
                                  field="db")
        new_file = not read_only and not path.exists()
        copied = new_file and _start_from_schema_copy(path)
    try:
        if read_only and path is not None:
            uri = ro_uri(path, immutable=not os.access(path.parent, os.W_OK)
                          and not companion_exists(path))
            engine = create_engine("sqlite://", creator=lambda: sqlite3.connect(
                uri, uri=True, check_same_thread=False))
        else:
            engine = create_engine(url, pool_pre_ping=path is None)
    except (ArgumentError, NoSuchModuleError, ValueError) as exc:
        raise TournamentError(f"database URL {where!r} is not usable: {exc}",
                              es=f"la URL de base de datos {where!r} no se puede usar: {exc}",
                              field="db") from None
    if read_only:
        _READ_ONLY.add(engine)
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_ro_on_connect if read_only
                     else _sqlite_on_connect)
        event.listen(engine, "begin", _sqlite_ro_on_begin if read_only else _sqlite_on_begin)
    from judge_app.storage import audit_track

    audit_track.install(engine)  # which audited rows each write changes (its entry's digest)
    try:
        with engine.begin() as conn:
            if read_only:
                if current_revision(conn) != head_revision():
                    raise TournamentError(
                        f"database {where} is read-only and needs an upgrade of its schema "
                        "to this version of Juez; open a writable copy",
                        es=f"la base de datos {where} es de solo lectura y necesita actualizar su "
                           "esquema a esta versión de Juez; abra una copia con escritura",
                        field="db")
            else:
                upgrade(conn)
    except DBAPIError as exc:
        engine.dispose()
        if disk_full(exc, path):
            raise disk_full_error(path, where) from None
        reason = str(exc.orig).strip().splitlines()[0] if exc.orig else str(exc)
        error = TournamentError(f"cannot open database {where}: {reason}", field="db")
        raise (error if path is None else _offer_backup(error, path)) from None
    except TournamentError as exc:
        engine.dispose()
        raise (exc if path is None else _offer_backup(exc, path)) from None
    if new_file and not copied and path is not None:
        _keep_schema_copy(path)
    return engine


def current_revision(connection: Connection) -> str | None:
    """The schema revision a database is at (``None``: empty)."""
    if not inspect(connection).has_table("alembic_version"):
        return None
    row = connection.execute(text("SELECT version_num FROM alembic_version")).first()
    return None if row is None else str(row[0])


def upgrade(connection: Connection) -> None:
    """Bring the schema to :func:`head_revision` inside the connection's transaction."""
    if connection.dialect.name == "postgresql":
        connection.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": _PG_MIGRATION_LOCK})
    if current_revision(connection) == head_revision():
        return
    from alembic import command
    from alembic.util.exc import CommandError

    try:
        command.upgrade(alembic_config(connection), "head")
    except CommandError as exc:
        raise TournamentError(
            f"database {describe(connection.engine.url.render_as_string(hide_password=False))} "
            f"has a schema this version of Juez does not know ({exc}); it was left untouched",
            es="la base de datos "
               f"{describe(connection.engine.url.render_as_string(hide_password=False))} tiene un "
               f"esquema que esta versión de Juez no conoce ({exc}); no se ha tocado",
            field="db") from None
