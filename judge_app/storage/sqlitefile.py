"""SQLite files looked at without SQLAlchemy: the URL, the probe, the schema revisions.

Everything here uses only the standard library, so a command that needs no
ORM (``round result`` on an SQLite file, :mod:`judge_app.storage.quick`) and
the window's start-up can use it without loading SQLAlchemy, SQLModel and
pydantic (0.4 s of a command's start). :mod:`judge_app.storage.database`
builds the engines on top of it and re-exports these names.

>>> normalise_url("postgresql://judge@host/juez")
'postgresql+psycopg://judge@host/juez'
>>> plain_sqlite_path("sqlite:////tmp/x.sqlite3"), plain_sqlite_path("sqlite:///x?mode=ro")
(PosixPath('/tmp/x.sqlite3'), None)
"""

from __future__ import annotations

import ast
import errno
import os
import re
import shutil
import sqlite3
import urllib.parse
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge_app.storage.errors import DiskFullError, TournamentError
from judge_app.storage.location import default_url

if TYPE_CHECKING:
    from alembic.config import Config

MIGRATIONS = Path(__file__).with_name("migrations")
ENV_VAR = "JUEZ_DB"
#: How long a connection waits for another station's write before giving up (ms).
BUSY_TIMEOUT_MS = 15000


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


def plain_sqlite_path(url: str) -> Path | None:
    """The file of a plain ``sqlite:///PATH`` URL — no query, no escapes, not in memory — the
    only kind the ORM-free paths take; ``None`` for anything else (SQLAlchemy reads those).

    >>> plain_sqlite_path("sqlite:///:memory:"), plain_sqlite_path("postgresql+psycopg://h/d")
    (None, None)
    """
    prefix = "sqlite:///"
    if not url.startswith(prefix) or any(ch in url for ch in "?#%"):
        return None
    rest = url[len(prefix):]
    return None if rest in ("", ":memory:") else Path(rest)


def in_memory(url: str) -> bool:
    """Whether ``url`` is an SQLite database held in memory: it lives only as long as the
    process, so a command's writes to it would be lost the moment the command ends.

    >>> in_memory("sqlite://"), in_memory("sqlite:///:memory:"), in_memory("sqlite:///x.db")
    (True, True, False)
    """
    if not url.startswith("sqlite"):
        return False
    rest = url.split("://", 1)[1] if "://" in url else url
    path = rest.split("?", 1)[0]
    return path in ("", "/", "/:memory:") or "mode=memory" in rest


def configure_connection(connection: Any) -> None:
    """Juez's settings on every writable SQLite connection: foreign keys enforced, a busy
    timeout, the WAL journal (readers never blocked); transactions are begun explicitly."""
    connection.isolation_level = None
    cursor = connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.close()


#: SQLite's primary result codes of a full disk and of an I/O error.
SQLITE_FULL, SQLITE_IOERR = 13, 10
#: Below this many free bytes, an I/O error on a database is the full disk's: SQLite cannot
#: even make the ``-shm`` file a reader needs, and says "disk I/O error".
LOW_SPACE = 1_000_000


def free_bytes(folder: Path) -> int | None:
    """Free bytes on the device of ``folder`` (``None`` when it cannot be told)."""
    try:
        return shutil.disk_usage(folder).free
    except OSError:
        return None


def disk_full(exc: BaseException | None, path: Path | None = None) -> bool:
    """Whether ``exc`` (or what caused it) is a full disk, not a damaged file: ``ENOSPC`` or
    ``EDQUOT``, SQLite's ``SQLITE_FULL``, PostgreSQL's "No space left on device", or an I/O
    error on ``path`` while its device has almost no space left."""
    seen: set[int] = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT):
            return True
        code = getattr(exc, "sqlite_errorcode", None)
        primary = code & 0xFF if isinstance(code, int) else None
        text = str(exc).lower()
        if primary == SQLITE_FULL or "database or disk is full" in text \
                or "no space left on device" in text:
            return True
        if path is not None and (primary == SQLITE_IOERR or "disk i/o error" in text):
            free = free_bytes(path.parent)
            if free is not None and free < LOW_SPACE:
                return True
        exc = getattr(exc, "orig", None) or exc.__cause__ or exc.__context__
    return False


def disk_full_error(path: Path | None, where: str) -> DiskFullError:
    """The refusal of a full disk, with the free space of ``path``'s device when known."""
    return DiskFullError(where, None if path is None else free_bytes(path.parent))


#: What :func:`probe_sqlite` finds in a file.
EMPTY, JUEZ, FOREIGN, NEWER = "empty", "juez", "foreign", "newer"


def ro_uri(path: Path, *, immutable: bool = False) -> str:
    """The ``file:`` URI that opens ``path`` read-only (``immutable``: not even a lock)."""
    quoted = urllib.parse.quote(str(path.resolve()))
    return f"file:{quoted}?mode=ro" + ("&immutable=1" if immutable else "")


def companion_exists(path: Path) -> bool:
    """Whether SQLite's -wal or -journal file of ``path`` is there (changes not yet merged)."""
    return any(path.with_name(path.name + s).exists() for s in ("-wal", "-journal"))


def probe_sqlite(path: Path) -> tuple[str, str | None]:
    """What an SQLite file holds, read without changing a byte of it: ``(kind, revision)``.

    ``kind`` is :data:`EMPTY` (no tables: Juez may create its schema),
    :data:`JUEZ` (a revision of this Juez), :data:`NEWER` (Juez's tables at a
    revision this version does not know) or :data:`FOREIGN` (another
    program's tables). A damaged file raises :class:`TournamentError`.
    """
    if not path.exists() or path.stat().st_size == 0:
        return EMPTY, None
    immutable = not os.access(path.parent, os.W_OK) and not companion_exists(path)
    try:
        conn = sqlite3.connect(ro_uri(path, immutable=immutable), uri=True)
    except sqlite3.Error as exc:
        if disk_full(exc, path):
            raise disk_full_error(path, str(path)) from None
        raise TournamentError(f"cannot open database {path}: {exc}",
                              es=f"no se puede abrir la base de datos {path}: {exc}",
                              field="db") from None
    try:
        problem = conn.execute("PRAGMA quick_check").fetchone()[0]
        if problem != "ok":
            raise TournamentError(f"database file {path} is damaged ({problem}); "
                                  "it was left untouched",
                                  es=f"el archivo de base de datos {path} está dañado "
                                     f"({problem}); no se ha tocado",
                                  field="db")
        tables = {r[0] for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'")}
        if not tables:
            return EMPTY, None
        revision = None
        if "alembic_version" in tables:
            row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
            revision = None if row is None else str(row[0])
    except sqlite3.DatabaseError as exc:
        if disk_full(exc, path):  # not damaged: a reader could not make its -shm file
            raise disk_full_error(path, str(path)) from None
        raise TournamentError(f"database file {path} is damaged ({exc}); it was left untouched",
                              es=f"el archivo de base de datos {path} está dañado ({exc}); no se "
                                 "ha tocado",
                              field="db") from None
    finally:
        conn.close()
    if revision is None and tables <= {"alembic_version"}:
        return EMPTY, None  # Juez's migrations taken down to nothing
    if revision is not None and revision in known_revisions():
        return JUEZ, revision
    if revision is not None and {"event", "audit_entry"} <= tables:
        return NEWER, revision
    return FOREIGN, revision


_REVISION_LINE = re.compile(r"^(down_revision|revision)\s*(?::[^=\n]*)?=\s*(.+?)\s*$", re.M)


@cache
def _migrations() -> dict[str, Any]:
    """``revision → down_revision`` of every migration, read from the files' own lines
    (Alembic itself is imported only to upgrade: it costs a command-line start-up 0.2 s)."""
    graph: dict[str, Any] = {}
    for f in (MIGRATIONS / "versions").glob("*.py"):
        found = dict(_REVISION_LINE.findall(f.read_text(encoding="utf-8")))
        if "revision" in found:
            graph[ast.literal_eval(found["revision"])] = ast.literal_eval(
                found.get("down_revision", "None"))
    return graph


@cache
def known_revisions() -> frozenset[str]:
    """Every migration revision of this version of Juez."""
    return frozenset(_migrations())


@cache
def head_revision() -> str:
    """The newest migration of this version of Juez."""
    graph = _migrations()
    below: set[str] = set()
    for down in graph.values():
        below |= set(down) if isinstance(down, tuple) else {down}
    heads = [r for r in graph if r not in below]
    if len(heads) == 1:
        return str(heads[0])
    from alembic.script import ScriptDirectory  # several heads: let Alembic say which

    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None
    return head


def alembic_config(connection: Any = None) -> Config:
    """Alembic's configuration for our migrations (on ``connection``, an SQLAlchemy
    connection, when given); Alembic is imported only here."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if connection is not None:
        config.attributes["connection"] = connection
    return config
