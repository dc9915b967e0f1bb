"""The projector's periodic read of what other stations changed runs in the background: the
window's timer returns at once even while the worker is busy, and the players' screen shows
the new state when the read comes back — real widgets, a real SQLite file."""

from __future__ import annotations

import threading
import time
from typing import Any

from judge_app.storage.floor import FloorService
from tests.ui.calls import calls
from ui.operations import Operations


def _open(qtbot: Any, window: Any, db_url: str) -> tuple[Any, Any]:
    ws = window.event_workspace
    window.tabs.setCurrentWidget(window.event_holder)
    assert ws.bar.create_event("Regional", "kodem").result() is not None
    for i in range(1, 7):
        assert ws.players.add_player(f"Jugador {i}")
    ws.rounds.pair_next_round()
    qtbot.waitUntil(lambda: ws.current_round == 1, timeout=20000)
    ws.pages.setCurrentWidget(ws.floor)
    projector = ws.floor.open_projector()
    qtbot.waitUntil(lambda: not projector._reading)  # read in the background
    qtbot.addWidget(projector)
    return ws, projector


def test_the_timers_read_never_waits_and_shows_what_another_station_did(
        qtbot, window, db_url: str) -> None:  # type: ignore[no-untyped-def]
    ws, projector = _open(qtbot, window, db_url)
    assert projector.pairing_lines == []  # round 1 is a draft
    FloorService(db_url, station="mesa 2").publish_round(ws.event_id)  # another station
    ops = Operations.shared()
    gate = threading.Event()
    busy = ops.query(ws.service.url, lambda _svc: gate.wait(10))  # the worker is held
    projector._ticks = 9
    started = time.monotonic()
    projector._on_timer()  # the tenth second: read what changed
    assert time.monotonic() - started < 0.2  # submitted, not waited for
    assert projector._reading and projector.pairing_lines == []
    projector._ticks = 19
    projector._on_timer()  # a second tick while the read waits: no second read
    gate.set()
    qtbot.waitUntil(lambda: busy.done and not projector._reading, timeout=10000)
    assert len(projector.pairing_lines) == 6  # published: every player by name
    assert projector.title.text().endswith("1")


def test_a_failed_read_keeps_the_clock_counting(qtbot, window, db_url: str) -> None:  # type: ignore[no-untyped-def]
    ws, projector = _open(qtbot, window, db_url)
    assert ws.floor.start_clock(30)
    projector.refresh()
    projector.event_id = "ev-404"  # the event is gone (another station deleted it)
    projector._ticks = 9
    projector._on_timer()
    qtbot.waitUntil(lambda: not projector._reading, timeout=10000)
    assert projector.time_label.text() in ("30:00", "29:59", "29:58")


def test_pages_that_fit_each_the_same_time_without_scrollbars(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Issue 23 §2, at 1024×720: the pairings by name and the standings in pages that fit
    (a long name wraps, its table number kept), each page the same time on screen, no
    scrollbar, the heading of the list shown."""
    from PySide6.QtWidgets import QApplication

    from ui.projector import PAGE_MS, STEP_MS

    ws = window.event_workspace
    svc = calls(ws.service)
    ev = svc.create_event("Regional", "kodem").id
    long = "María Fernanda Gutiérrez de la Torre Sánchez y Villaseñor de Montes"
    for i in range(1, 41):
        svc.add_player(ev, long if i == 1 else f"Jugador {i:02d}")
    svc.pair_next_round(ev)
    svc.publish_round(ev)
    window.tabs.setCurrentWidget(window.event_holder)
    ws.bar._refresh_event_list()
    ws.bar.open_event(ev).wait()
    ws.pages.setCurrentWidget(ws.floor)
    projector = ws.floor.open_projector()
    qtbot.waitUntil(lambda: not projector._reading)  # read in the background
    qtbot.addWidget(projector)
    projector.resize(1024, 720)
    qtbot.waitExposed(projector)
    QApplication.processEvents()
    projector.scroll_timer.stop()  # the steps are counted from here, by hand
    projector._hold = 0  # (its timer stepped while the read came back)
    pages = projector.pages_of(projector._lines())
    assert len(pages) > 1 and sum(map(len, pages)) == 40
    seen: list[tuple[str, str, int]] = []
    steps = 0
    while len(seen) < len(pages) + 1 and steps < 10_000:
        key = (projector.page, projector.heading.text(), projector.page_index)
        if not seen or seen[-1][:3] != key:
            seen.append(key)
            # the whole page fits: its last row ends inside the list, nothing scrolls
            rows = projector.rows
            last = rows.visualItemRect(rows.item(rows.count() - 1))
            assert last.bottom() <= rows.viewport().height(), key
            assert not rows.horizontalScrollBar().isVisible()
            assert not rows.verticalScrollBar().isVisible()
            heading = "Pairings by name" if projector.page == "pairings" else "Standings"
            assert projector.heading.text() == heading
            if len(seen) == len(pages) + 1:  # the standings' first page: the lap is done
                break
        projector.advance()
        steps += 1
    # every page the same number of steps on screen
    assert steps == len(pages) * (PAGE_MS // STEP_MS)
    assert seen[len(pages)][0] == "standings"
    # the long name's line keeps its table number
    line = next(t for t in projector.pairing_lines if t.startswith(long))
    assert "table" in line
