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
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from alembic.util.exc import CommandError
from sqlalchemy import create_engine, event, text
from sqlalchemy.engine import Connection, Engine, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError

from judge_app.storage.errors import TournamentError
from judge_app.storage.location import default_url

MIGRATIONS = Path(__file__).with_name("migrations")
ENV_VAR = "JUEZ_DB"
_SQLITE_MAGIC = b"SQLite format 3\x00"
_PG_MIGRATION_LOCK = 7_242_015  # pg_advisory_xact_lock key: one station migrates at a time


def resolve_url(url: str | None = None) -> str:
    """``url``, else ``$JUEZ_DB``, else :func:`default_url`; normalised."""
    return normalise_url(url or os.environ.get(ENV_VAR) or default_url())


def normalise_url(url: str) -> str:
    """psycopg 3 for ``postgresql://``; a bare path becomes an SQLite URL."""
    if "://" not in url:
        return f"sqlite:///{Path(url).expanduser().resolve()}"
    if url.startswith(("postgresql://", "postgres://")):
        return "postgresql+psycopg://" + url.split("://", 1)[1]
    return url


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
    """The file of an SQLite URL (``None`` for other backends and in-memory databases)."""
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or parsed.database in (None, "", ":memory:"):
        return None
    return Path(parsed.database or "")


def _check_sqlite_file(path: Path) -> None:
    if not path.parent.is_dir():
        raise TournamentError(f"database file {path}: folder {path.parent} does not exist",
                              field="db")
    if path.exists() and path.stat().st_size > 0:
        with path.open("rb") as f:
            magic = f.read(len(_SQLITE_MAGIC))
        if magic != _SQLITE_MAGIC:
            raise TournamentError(
                f"database file {path} is not an SQLite database (corrupt or another kind of "
                "file); it was left untouched", field="db")


def _sqlite_on_connect(dbapi_connection: Any, _record: Any) -> None:
    dbapi_connection.isolation_level = None  # transactions are begun by _sqlite_on_begin
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=15000")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.close()


def _sqlite_on_begin(connection: Connection) -> None:
    connection.exec_driver_sql("BEGIN IMMEDIATE")


def create_database_engine(url: str) -> Engine:
    """An engine for ``url`` with Juez's connection settings; the schema is upgraded to head."""
    url = normalise_url(url)
    where = describe(url)
    path = sqlite_file(url)
    if path is not None:
        _check_sqlite_file(path)
    try:
        engine = create_engine(url, pool_pre_ping=path is None)
    except (ArgumentError, NoSuchModuleError, ValueError) as exc:
        raise TournamentError(f"database URL {where!r} is not usable: {exc}", field="db") from None
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_on_connect)
        event.listen(engine, "begin", _sqlite_on_begin)
    try:
        with engine.begin() as conn:
            if path is not None:
                problem = conn.exec_driver_sql("PRAGMA quick_check").scalar()
                if problem != "ok":
                    raise TournamentError(
                        f"database file {path} is damaged ({problem}); it was left untouched",
                        field="db")
            upgrade(conn)
    except DBAPIError as exc:
        engine.dispose()
        reason = str(exc.orig).strip().splitlines()[0] if exc.orig else str(exc)
        raise TournamentError(f"cannot open database {where}: {reason}", field="db") from None
    except TournamentError:
        engine.dispose()
        raise
    return engine


def _config(connection: Connection | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


@cache
def head_revision() -> str:
    """The newest migration of this version of Juez."""
    head = ScriptDirectory.from_config(_config()).get_current_head()
    assert head is not None
    return head


def current_revision(connection: Connection) -> str | None:
    """The schema revision a database is at (``None``: empty)."""
    return MigrationContext.configure(connection).get_current_revision()


def upgrade(connection: Connection) -> None:
    """Bring the schema to :func:`head_revision` inside the connection's transaction."""
    if connection.dialect.name == "postgresql":
        connection.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": _PG_MIGRATION_LOCK})
    if current_revision(connection) == head_revision():
        return
    try:
        command.upgrade(_config(connection), "head")
    except CommandError as exc:
        raise TournamentError(
            f"database {describe(connection.engine.url.render_as_string(hide_password=False))} "
            f"has a schema this version of Juez does not know ({exc}); it was left untouched",
            field="db") from None
