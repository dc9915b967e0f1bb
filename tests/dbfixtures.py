"""Real databases for the tests: a PostgreSQL server started by the session, fresh SQLite files.

The ``pg_server`` fixture runs ``initdb`` into a temporary folder and starts
the server on a free port (socket in the same folder, ``fsync`` off), once
per test session; ``pg_url`` creates a fresh database in it for each test.
As root (initdb refuses root) the server runs as the ``postgres`` user via
``runuser``. Without PostgreSQL's binaries the fixture fails: scripts/test.sh
installs them (apt ``postgresql``).
"""

from __future__ import annotations

import glob
import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

# psycopg and the storage layer (1.5–2.5 s of imports) are imported by the fixtures that
# use them: every pytest run loads this module through conftest.py, and most need neither.


def _pg_bin() -> Path:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"),
                   key=lambda p: int(Path(p).parts[4]) if Path(p).parts[4].isdigit() else 0)
    if found:
        return Path(found[-1]).parent
    pg_ctl = shutil.which("pg_ctl")
    if pg_ctl:
        return Path(pg_ctl).parent
    pytest.fail("PostgreSQL server binaries not found (/usr/lib/postgresql/*/bin/pg_ctl): "
                "install the `postgresql` package (scripts/test.sh does)")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def pg_server() -> Iterator[tuple[str, int]]:
    """``(host, port)`` of a PostgreSQL server started for this test session."""
    bindir = _pg_bin()
    root = Path(tempfile.mkdtemp(prefix="juez-pg-"))
    prefix: list[str] = []
    if os.geteuid() == 0:
        try:
            pg_user = pwd.getpwnam("postgres")
        except KeyError:
            pytest.fail("running as root, and there is no `postgres` user to run initdb as")
        os.chown(root, pg_user.pw_uid, pg_user.pw_gid)
        prefix = ["runuser", "-u", "postgres", "--"] if shutil.which("runuser") else []
        if not prefix:
            pytest.fail("running as root without `runuser`: cannot start PostgreSQL")
    data, log = root / "data", root / "server.log"
    port = _free_port()

    def run(*cmd: str) -> None:
        done = subprocess.run([*prefix, *cmd], capture_output=True, text=True, check=False)
        if done.returncode != 0:
            extra = log.read_text(errors="replace") if log.exists() else ""
            pytest.fail(f"{' '.join(cmd)} failed:\n{done.stdout}\n{done.stderr}\n{extra}")

    run(str(bindir / "initdb"), "-D", str(data), "-U", "postgres", "--auth=trust",
        "-E", "UTF8", "--no-sync")
    run(str(bindir / "pg_ctl"), "-D", str(data), "-l", str(log), "-w", "-t", "60", "-o",
        f"-c listen_addresses=127.0.0.1 -c port={port} -k {root} -c fsync=off "
        "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200", "start")
    try:
        yield ("127.0.0.1", port)
    finally:
        from judge_app.storage.service import dispose_engines

        dispose_engines()
        subprocess.run([*prefix, str(bindir / "pg_ctl"), "-D", str(data), "-m", "immediate",
                        "-w", "stop"], capture_output=True, check=False)
        shutil.rmtree(root, ignore_errors=True)


_DB_NUMBERS = itertools.count(1)


@pytest.fixture
def pg_url(pg_server: tuple[str, int]) -> str:
    """A fresh, empty PostgreSQL database: its ``postgresql+psycopg://`` URL."""
    host, port = pg_server
    name = f"juez_test_{os.getpid()}_{next(_DB_NUMBERS)}"
    import psycopg

    with psycopg.connect(host=host, port=port, user="postgres", dbname="postgres",
                         autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    return f"postgresql+psycopg://postgres@{host}:{port}/{name}"


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    """A fresh SQLite file (not created yet): its path as the CLI takes it."""
    return str(tmp_path / "juez.sqlite3")


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Each test runs on a fresh SQLite file and on a fresh PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "juez.sqlite3")
    return str(request.getfixturevalue("pg_url"))
