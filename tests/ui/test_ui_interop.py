"""File menu: import a TOM file or an archive, export, import a round, archive (issue 14)."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QLineEdit, QMessageBox

from judge_app.interop.tdf import read_tdf
from tests.ui.calls import calls

FILE = Path(__file__).parents[1] / "interop" / "files" / "copa-divisiones.tdf"


@pytest.fixture
def quiet(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Message boxes answer at once; their texts are kept for the test to read."""
    seen: list[str] = []
    monkeypatch.setattr(QMessageBox, "information",
                        lambda _p, title, text, *a, **k: seen.append(f"{title}: {text}"))
    return seen


def _answer(monkeypatch: pytest.MonkeyPatch, which: str, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, which, lambda *a, **k: (str(path), ""))


def test_the_file_menu_imports_a_tom_file_and_exports_and_archives_it(
        window, monkeypatch: pytest.MonkeyPatch, quiet: list[str],  # type: ignore[no-untyped-def]
        tmp_path: Path) -> None:
    actions = window.interop
    texts = [a.text() for a in window.file_menu.actions()]
    assert actions.act_import.text() in texts and actions.act_archive.text() in texts
    _answer(monkeypatch, "getOpenFileName", FILE)
    actions.act_import.trigger()
    assert actions.last_write.wait()  # submitted at once; a test waits for it
    workspace = window.event_workspace
    assert workspace.event_id is not None
    assert workspace.summary.name == "Copa Ñandú & Amigos"
    assert "8 players and 3 rounds imported" in actions.last_message
    assert "differ from the file's in 2 places" in actions.last_message
    out = tmp_path / "back.tdf"
    _answer(monkeypatch, "getSaveFileName", out)
    actions.act_export.trigger()
    assert [p.userid for p in read_tdf(out).players] == [p.userid for p in read_tdf(FILE).players]
    archive = tmp_path / "copa.zip"
    _answer(monkeypatch, "getSaveFileName", archive)
    actions.act_archive.trigger()
    assert "event.json" in zipfile.ZipFile(archive).namelist()
    # the archive comes back as a second event
    first = workspace.event_id
    _answer(monkeypatch, "getOpenFileName", archive)
    actions.act_import.trigger()
    assert actions.last_write.wait()
    assert workspace.event_id not in (None, first)
    assert workspace.summary.name == "Copa Ñandú & Amigos"


def test_a_round_paired_elsewhere_and_a_refused_file(
        window, monkeypatch: pytest.MonkeyPatch, quiet: list[str],  # type: ignore[no-untyped-def]
        tmp_path: Path) -> None:
    workspace = window.event_workspace
    event_id = workspace.bar.create_event("Liga", "kodem").result()
    for pid in ("A", "B", "C"):
        calls(workspace.service).add_player(event_id, pid, player_id=pid)
    csv = tmp_path / "r1.csv"
    csv.write_text("mesa;jugador1;jugador2;resultado\n1;A;B;2-0\n;C;;\n", encoding="utf-8")
    _answer(monkeypatch, "getOpenFileName", csv)
    window.interop.act_round.trigger()
    assert window.interop.last_write.wait()
    assert "Round 1: 2 tables." in window.interop.last_message
    assert len(calls(workspace.service).matches(event_id, 1)) == 2
    errors: list[str] = []
    monkeypatch.setattr("ui.interop_menu.show_error",
                        lambda _p, what, exc: errors.append(f"{what}: {exc}"))
    bad = tmp_path / "bad.tdf"
    bad.write_text("<torneo/>", encoding="utf-8")
    _answer(monkeypatch, "getOpenFileName", bad)
    window.interop.act_import.trigger()
    assert not window.interop.last_write.wait()
    assert "not <tournament>" in errors[-1]
    assert workspace.event_id == event_id


def test_the_event_header_before_round_one_and_the_new_event_name_field(
        window, qtbot) -> None:  # type: ignore[no-untyped-def]
    workspace = window.event_workspace
    event_id = workspace.bar.create_event("Regional Kódem CDMX de invierno", "kodem").result()
    for pid in ("A", "B", "C"):
        calls(workspace.service).add_player(event_id, pid, player_id=pid)
    workspace.bar.open_event(event_id).wait()
    header = workspace.bar.header.text()
    assert "registration" in header and "round 0" not in header
    assert "suggested Swiss rounds: " in header
    workspace.bar.new_event_dialog()
    name = workspace.bar.new_event_box.findChild(QLineEdit)
    # on a real display the form gave the name a few letters ("gional Kódem CDMX" scrolled)
    assert name.minimumWidth() >= name.fontMetrics().horizontalAdvance(
        "Regional Kódem CDMX de invierno")
    workspace.bar.new_event_box.reject()


def test_an_import_returns_at_once_and_says_what_it_did_when_done(
        window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """The worker is busy: File → Import returns at once (the window's timer ticks), the
    action waits disabled (no second import of the file), and once the worker is free the
    event is imported, opened, and a box that does not block the window says so."""
    import threading
    import time

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from ui.operations import Operations

    actions = window.interop
    ops = Operations.shared()
    gate = threading.Event()
    busy = ops.query(window.event_workspace.db_url, lambda _svc: gate.wait(10))
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    _answer(monkeypatch, "getOpenFileName", FILE)
    started = time.monotonic()
    actions.act_import.trigger()
    pending = actions.last_write
    assert time.monotonic() - started < 0.2  # submitted, not waited for
    assert not pending.done and not actions.act_import.isEnabled()
    # the event loop runs on while the import waits: the timer keeps ticking (counted, not
    # timed — a loaded machine gives it fewer ticks a second, never none)
    qtbot.waitUntil(lambda: len(ticks) > 10, timeout=8000)
    assert not pending.done and not busy.done
    assert window.event_workspace.event_id is None
    gate.set()
    qtbot.waitUntil(lambda: pending.done, timeout=20000)
    timer.stop()
    assert pending.wait() and actions.act_import.isEnabled()
    assert window.event_workspace.summary.name == "Copa Ñandú & Amigos"
    boxes = [w for w in QApplication.topLevelWidgets()
             if isinstance(w, QMessageBox) and w.objectName() == "interopDone"
             and w.isVisible()]
    assert len(boxes) == 1 and "8 players and 3 rounds imported" in boxes[0].text()
    boxes[0].close()
