"""The first launch from an empty home folder: the CLI and the window share one database.

Nothing is injected: no ``--db``, no ``JUEZ_DB``, no saved database setting.
The CLI runs as a real process; the window is the real one, offscreen.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from ui.settings import AppSettings


@pytest.fixture
def empty_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A new home folder with nothing in it: the data folder does not exist yet."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    for var, sub in (("XDG_DATA_HOME", ".local/share"), ("XDG_CONFIG_HOME", ".config"),
                     ("XDG_CACHE_HOME", ".cache"), ("XDG_STATE_HOME", ".local/state")):
        monkeypatch.setenv(var, str(home / sub))
    monkeypatch.delenv("JUEZ_DB", raising=False)
    monkeypatch.delenv("JUEZ_SETTINGS", raising=False)
    return home


def _cli(*argv: str) -> str:
    done = subprocess.run([sys.executable, "-m", "ui.main", *argv], capture_output=True,
                          text=True, env=dict(os.environ), check=False, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def _errors() -> list[str]:
    return [w.text() for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()]


def test_an_event_made_in_the_cli_is_in_the_window_and_back(  # type: ignore[no-untyped-def]
        qtbot, empty_home: Path) -> None:
    from ui.app import create_window

    event_id = _cli("event", "create", "--name", "Regional CDMX", "--game", "kodem")
    data = empty_home / ".local/share/juez"
    # One database file; beside it only its backups folder (which keeps the audit's anchor).
    assert sorted(p.name for p in data.iterdir() if not p.name.endswith(("-wal", "-shm"))) \
        in (["juez.sqlite3"], ["juez.sqlite3", "juez.sqlite3.backups"])

    settings = AppSettings(empty_home / ".config/juez.ini")  # no database chosen
    settings.language = "en"
    window = create_window(settings)
    qtbot.addWidget(window)
    window.show()
    ws = window.event_workspace
    assert _errors() == []  # no "could not open the database"
    combo = ws.bar.event_combo
    assert [combo.itemData(i) for i in range(combo.count())] == [event_id]
    assert "Regional CDMX" in combo.itemText(0)
    # The status bar names the file a person can find, not an SQLAlchemy URL.
    assert window.status_db.text() == f"Database: {data / 'juez.sqlite3'}"

    # "New event…" in the window lands in the same file: the CLI lists it.
    assert ws.bar.create_event("Liga Tótems", "totems") is not None
    assert _errors() == []
    listed = _cli("event", "list")
    assert "Regional CDMX" in listed and "Liga Tótems" in listed
    window.close()
    window.switcher.remove()


def test_the_window_alone_creates_the_data_folder(  # type: ignore[no-untyped-def]
        qtbot, empty_home: Path) -> None:
    from ui.app import create_window

    settings = AppSettings(empty_home / "juez.ini")
    window = create_window(settings)
    qtbot.addWidget(window)
    window.show()
    ws = window.event_workspace
    assert _errors() == [] and ws.service is not None
    assert ws.bar.create_event("Primer evento", "kodem") is not None
    assert (empty_home / ".local/share/juez/juez.sqlite3").is_file()
    window.close()
    window.switcher.remove()


def test_an_old_window_database_is_kept(empty_home: Path) -> None:
    """A user who has only the old window file (juez.sqlite) keeps it as the default."""
    from judge_app.storage.location import default_path

    fresh = default_path()
    assert fresh.name == "juez.sqlite3" and fresh.parent.is_dir() and not fresh.exists()
    old = fresh.with_name("juez.sqlite")
    old.write_bytes(b"")
    assert default_path() == old
    fresh.write_bytes(b"")  # both: the CLI's documented name wins
    assert default_path() == fresh
