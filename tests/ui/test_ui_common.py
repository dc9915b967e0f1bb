"""Errors reach the judge as a dialog saying what and why, never as a traceback."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from ui.common import error_text, install_excepthook, run_in_background


def _box() -> QMessageBox | None:
    for w in QApplication.topLevelWidgets():
        if isinstance(w, QMessageBox) and w.isVisible():
            return w
    return None


def test_an_escaped_exception_becomes_a_dialog(qtbot, monkeypatch: pytest.MonkeyPatch,  # type: ignore[no-untyped-def]
                                               capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    install_excepthook()
    try:
        raise ValueError("round 3 has no table 99")
    except ValueError as exc:
        sys.excepthook(type(exc), exc, exc.__traceback__)
    qtbot.waitUntil(lambda: _box() is not None)
    box = _box()
    assert box is not None
    assert "nothing saved is lost" in box.text()
    assert box.informativeText() == "round 3 has no table 99"
    assert "Traceback" not in box.informativeText()
    assert "ValueError" in capsys.readouterr().err  # kept for a bug report
    box.close()


def test_key_errors_read_as_their_message() -> None:
    assert error_text(KeyError("unknown player 'P9'")) == "unknown player 'P9'"
    assert error_text(RuntimeError()) == "RuntimeError"


def test_background_work_reports_its_result_on_the_ui_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    import threading

    seen: list[tuple[int, bool]] = []
    main = threading.get_ident()
    run_in_background(None, "working…", lambda: threading.get_ident(),
                      lambda worker: seen.append((worker, threading.get_ident() == main)),
                      "could not work")
    qtbot.waitUntil(lambda: bool(seen), timeout=10000)
    worker, on_ui_thread = seen[0]
    assert worker != main and on_ui_thread
