"""Shared test setup: Qt runs offscreen, and nothing writes to the user's real data folders.

The default SQLite database (platformdirs' user data dir) and QSettings (the
user config dir) are redirected to a fresh temporary folder for the whole
session, and ``JUEZ_DB`` is cleared so a developer's own setting never leaks in.
"""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = tempfile.mkdtemp(prefix="juez-tests-")
os.environ["XDG_DATA_HOME"] = os.path.join(_HOME, "data")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")
os.environ.pop("JUEZ_DB", None)

# One PostgreSQL server per test session for every folder (storage, ui, …).
from tests.dbfixtures import db_url, pg_server, pg_url, sqlite_url  # noqa: E402,F401
