"""Issue 5, item by item, where no other test file covers it: Ctrl+O, drag and drop,
settings (database, profile, language keeps the event), PostgreSQL, the busy indicator."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, Qt, QTimer, QUrl
from PySide6.QtGui import QDragEnterEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QProgressDialog

from judge_app.tournament.model import GameScore
from tests.ui.test_ui_replay import _sample_with_violations
from ui.common import run_in_background

pytest.importorskip("judge_app.storage.service")


def _error_box() -> QMessageBox | None:
    for w in QApplication.topLevelWidgets():
        if isinstance(w, QMessageBox) and w.isVisible() and w.objectName() == "errorDialog":
            return w
    return None


def test_ctrl_o_asks_for_a_file_and_opens_it(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    path = _sample_with_violations()
    asked: list[str] = []

    def choose(_parent, title, _start, _filter):  # type: ignore[no-untyped-def]
        asked.append(title)
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(choose))
    window.activateWindow()
    qtbot.waitActive(window)
    qtbot.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert asked == ["Open a match log"]
    assert window.replay.path == path and window.replay.replay is not None
    assert window.tabs.currentWidget() is window.replay


def _drag_enter(widget, path: Path) -> bool:  # type: ignore[no-untyped-def]
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    event = QDragEnterEvent(QPoint(5, 5), Qt.DropAction.CopyAction, data,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    event.setAccepted(False)
    widget.dragEnterEvent(event)
    return event.isAccepted()


def test_dragging_a_log_is_accepted_and_other_files_are_not(window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    assert window.replay.acceptDrops()
    assert _drag_enter(window.replay, _sample_with_violations())
    other = tmp_path / "notes.txt"
    other.write_text("not a log", "utf-8")
    assert not _drag_enter(window.replay, other)


def test_settings_switch_database_and_default_profile(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    first = ws.bar.create_event("Liga en el primer archivo", "kodem").result()
    assert first and ws.summary.profile.value == "mtg"

    other = f"sqlite:///{tmp_path / 'otra.sqlite'}"
    window.apply_settings("en", other, "buchholz")
    assert window.db_url == other and ws.db_url == other
    assert ws.bar.event_combo.count() == 0 and ws.event_id is None  # a fresh database
    assert other.split("///")[1] in window.status_db.text()
    assert ws.bar.create_event("Liga con Buchholz", "kodem")
    assert ws.summary.profile.value == "buchholz"  # the default profile of new events

    # A database that cannot be reached: a dialog, and the one in use stays.
    window.apply_settings("en", "postgresql+psycopg://nadie@127.0.0.1:1/juez", "buchholz")
    qtbot.waitUntil(lambda: _error_box() is not None)
    box = _error_box()
    assert box is not None and "127.0.0.1:1" in box.text()
    box.close()
    assert window.db_url == other and window.settings.saved_db_url == other
    assert ws.summary is not None and ws.summary.name == "Liga con Buchholz"


def test_language_switch_keeps_the_open_event_and_what_is_typed(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    window.tabs.setCurrentWidget(window.event_holder)
    assert ws.bar.create_event("Liga bilingüe", "kodem")
    for name in ("Ana", "Beto", "Caro", "Dani"):
        assert ws.players.add_player(name)
    ws.rounds.pair_next_round()
    qtbot.waitUntil(lambda: ws.current_round == 1, timeout=20000)
    assert ws.rounds.record(1, 1, GameScore(2, 0))
    ws.rounds.score_entry.setText("1-2")
    ws.rounds.table_entry.setValue(2)
    window.open_log(_sample_with_violations())
    seq = window.replay.seq
    window.tabs.setCurrentWidget(window.event_holder)

    window.set_language("es")
    assert ws.pages.tabText(1) == "Rondas y resultados"
    assert ws.event_id is not None and ws.summary.name == "Liga bilingüe"
    assert ws.rounds.score_entry.text() == "1-2" and ws.rounds.table_entry.value() == 2
    assert ws.pages.currentIndex() == 1 and ws.rounds.shown_round == 1
    assert ws.undo_stack.canUndo()  # the undo history survives too
    assert window.replay.replay is not None and window.replay.seq == seq
    window.set_language("en")
    assert ws.pages.tabText(1) == "Rounds and results"


def test_slow_work_shows_a_busy_indicator_and_the_window_stays_responsive(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    release = threading.Event()
    results: list[object] = []
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    run_in_background(window, "Working…", lambda: release.wait(10) and "done", results.append,
                      "could not work")

    def busy() -> QProgressDialog | None:
        found = window.findChildren(QProgressDialog, "busyIndicator")
        return next((d for d in found if d.isVisible()), None)

    qtbot.waitUntil(lambda: busy() is not None, timeout=5000)  # shown after 400 ms
    assert busy().labelText() == "Working…"
    assert len(ticks) >= 5  # the event loop kept running while the worker waited
    release.set()
    qtbot.waitUntil(lambda: results == ["done"], timeout=5000)
    qtbot.waitUntil(lambda: busy() is None, timeout=5000)
    timer.stop()


def test_two_stations_share_an_event_on_postgresql(qtbot, settings, pg_url: str) -> None:  # type: ignore[no-untyped-def]
    """Two event workspaces (two stations) on one PostgreSQL database see each other's work."""
    from ui.event_view import EventWorkspace

    one = EventWorkspace(pg_url, settings)
    qtbot.addWidget(one)
    assert one.service is not None and _error_box() is None
    assert one.bar.create_event("Regional en red", "kodem")
    for name in ("Ana", "Beto", "Caro", "Dani"):
        assert one.players.add_player(name)
    one.rounds.pair_next_round()
    qtbot.waitUntil(lambda: one.current_round == 1, timeout=20000)
    two = EventWorkspace(pg_url, settings)  # opens the last event, like a second station
    qtbot.addWidget(two)
    assert two.event_id == one.event_id
    assert two.rounds.record(1, 1, GameScore(2, 1))
    assert one.match_at(1, 1).score == GameScore(2, 1)
    assert one.bar.verify_audit() is True
    assert one.bar.audit_box is not None
    one.bar.audit_box.close()
