"""Where the default database lives: one answer for the command line and the window.

Without ``--db``/``JUEZ_DB`` (or a database chosen in the window's settings)
Juez keeps its events in an SQLite file in the user's data folder
(platformdirs: ``~/.local/share/juez`` on Linux), created on first use.

The file is ``juez.sqlite3``. Versions before 0.1 had the window use
``juez.sqlite`` in the same folder while the command line used
``juez.sqlite3``, so a user may have either. Our reading: keep using what the
user has. When only the old window file exists, it stays the default (its
events remain visible, and the command line now sees them too); when both
exist, ``juez.sqlite3`` wins, since it is the name cli.md documents and the
one the README's commands fill. Nothing is renamed or merged behind the user's
back; the other file stays where it is and can be opened with ``--db``.

This module imports no database library, so the window can ask for the
default before it loads SQLAlchemy.
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

DB_FILENAME = "juez.sqlite3"
OLD_WINDOW_FILENAME = "juez.sqlite"


def data_folder() -> Path:
    """The user's data folder for Juez, created (with its parents) if missing."""
    return platformdirs.user_data_path("juez", appauthor=False, ensure_exists=True)


def default_path() -> Path:
    """The default SQLite file: ``juez.sqlite3``, or the old window file if only it exists.

    >>> default_path().name in (DB_FILENAME, OLD_WINDOW_FILENAME)
    True
    """
    folder = data_folder()
    current, old = folder / DB_FILENAME, folder / OLD_WINDOW_FILENAME
    if not current.exists() and old.is_file():
        return old
    return current


def default_url() -> str:
    """``sqlite:///…`` of :func:`default_path` (its folder created if missing)."""
    return f"sqlite:///{default_path()}"
