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
import os
import re
import sqlite3
import urllib.parse
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge_app.storage.errors import TournamentError
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


def configure_connection(connection: Any) -> None:
    """Juez's settings on every writable SQLite connection: foreign keys enforced, a busy
    timeout, the WAL journal (readers never blocked); transactions are begun explicitly."""
    connection.isolation_level = None
    cursor = connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.close()


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
        raise TournamentError(f"cannot open database {path}: {exc}", field="db") from None
    try:
        problem = conn.execute("PRAGMA quick_check").fetchone()[0]
        if problem != "ok":
            raise TournamentError(f"database file {path} is damaged ({problem}); "
                                  "it was left untouched", field="db")
        tables = {r[0] for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'")}
        if not tables:
            return EMPTY, None
        revision = None
        if "alembic_version" in tables:
            row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
            revision = None if row is None else str(row[0])
    except sqlite3.DatabaseError as exc:
        raise TournamentError(f"database file {path} is damaged ({exc}); it was left untouched",
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
