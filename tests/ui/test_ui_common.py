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
    assert box.informativeText() == "Round 3 has no table 99"  # a sentence in a dialog
    assert "Traceback" not in box.informativeText()
    assert "ValueError" in capsys.readouterr().err  # kept for a bug report
    box.close()


def test_key_errors_read_as_their_message() -> None:
    assert error_text(KeyError("unknown player 'P9'")) == "Unknown player 'P9'"
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


def test_finished_background_tasks_and_their_signals_are_released(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Twenty tasks (ten that succeed, ten that fail) run and report: afterwards none of them,
    nor its signals object, is kept alive by the module, the thread pool or a connection."""
    import gc
    import weakref

    from ui import common

    results: list[int] = []
    refs: list[weakref.ref[object]] = []

    def fail() -> None:
        raise ValueError("no such table")

    for i in range(20):
        task = run_in_background(None, "working…", (lambda i=i: i) if i % 2 else fail,
                                 results.append, "could not work")
        refs += [weakref.ref(task), weakref.ref(task.signals)]
        del task
    qtbot.waitUntil(lambda: len(results) == 10 and not common._RUNNING, timeout=10_000)
    for box in list(common._ORPHANS):  # the ten failures' dialogs
        box.close()
    qtbot.wait(50)  # the deferred deletions (busy indicators, dialogs) happen
    gc.collect()
    assert sorted(results) == list(range(1, 20, 2))
    alive = [r() for r in refs if r() is not None]
    assert not alive, alive


def test_a_reason_reads_as_a_sentence_but_a_name_is_kept_as_typed() -> None:
    from judge_app.storage.errors import TournamentError

    said = TournamentError("round 2 is not finished", es="la ronda 2 no ha terminado")
    assert error_text(said) in ("La ronda 2 no ha terminado", "Round 2 is not finished")
    assert error_text(ValueError("ev-1 has no round 4")) == "ev-1 has no round 4"
    assert error_text(ValueError("/tmp/x.db is damaged")) == "/tmp/x.db is damaged"
    assert error_text(ValueError("'ana' is taken")) == "'ana' is taken"
