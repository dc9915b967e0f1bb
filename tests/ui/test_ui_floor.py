"""The Floor tab and the projector, real widgets offscreen (pytest-qt): every job of the
floor through the same service calls as the CLI."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.ui.calls import calls
from tests.ui.conftest import print_the_draft

ROOT = Path(__file__).resolve().parents[2]
DECK = ROOT / "resources" / "samples" / "kodem" / "decks" / "legal-standard.json"


def _error() -> str | None:
    for w in QApplication.topLevelWidgets():
        if isinstance(w, QMessageBox) and w.isVisible():
            text = f"{w.text()} {w.informativeText()}"
            w.close()
            return text
    return None


def _event(ws: Any, n: int) -> None:
    ev = ws.bar.create_event("Regional", "kodem").result()
    assert ev is not None
    for i in range(1, n + 1):
        assert ws.players.add_player(f"Jugador {i}")


def _floor(window: Any) -> Any:
    ws = window.event_workspace if hasattr(window, "event_workspace") else None
    if ws is None:
        from ui.event_view import EventWorkspace

        ws = window.findChild(EventWorkspace)
    return ws, ws.floor


def test_floor_tab_clock_extensions_calls_penalty(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws, floor = _floor(window)
    assert ws.pages.tabText(ws.pages.indexOf(floor)) == "Floor"
    _event(ws, 8)
    ws.rounds.pair_next_round()
    qtbot.waitUntil(lambda: calls(ws.service).event_summary(ws.event_id).current_round == 1)
    ws.pages.setCurrentWidget(floor)  # the tab reads its floor in the background
    qtbot.waitUntil(lambda: "draft" in floor.published_label.text())
    assert floor.start_clock(45)
    assert floor.clock is not None and floor.clock.running
    assert floor.time_label.text() in ("45:00", "44:59")
    assert floor.pause_clock() and not floor.clock.running
    assert floor.resume_clock() and floor.clock.running
    assert not floor.resume_clock()
    assert "not paused" in (_error() or "")
    assert floor.add_extension(2, 5, "deck_check")
    assert floor.playing.rowCount() == 4
    assert floor.playing.item(1, 2).text() == "+5"
    call = floor.add_call(3, "Ana", "¿Puede atacar?", "No", "kodem-5.0:5.1", 3).result()
    assert call is not None and floor.calls.rowCount() == 1
    assert floor.playing.item(2, 2).text() == "+3"
    floor.calls.selectRow(0)
    assert floor.penalty_player.count() == 2
    assert floor.penalty_player.currentIndex() == -1  # nobody chosen for the judge
    assert not floor._penalty_from_selection()
    assert "Choose a judge call and one of its players" in (_error() or "")
    floor.penalty_player.setCurrentIndex(0)
    floor.penalty_kind.setCurrentIndex(floor.penalty_kind.findData("warning"))
    assert floor._penalty_from_selection()
    assert _error() is None
    pens = calls(ws.service).penalties(ws.event_id)
    assert len(pens) == 1 and pens[0].citation.section == "5.1"
    assert floor.calls.item(0, 6).text() == f"#{pens[0].id}"
    # Event → Reports → Judge calls: the log in the print preview, like every report
    from pypdf import PdfReader

    from tests.ui.test_ui_event import _open_preview

    assert window.report_actions["judge-calls"].text() == "Judge calls"
    window.report_actions["judge-calls"].trigger()
    preview = _open_preview(qtbot)
    pdf = preview.save_pdf(Path(ws.db_url.removeprefix("sqlite:///")).with_name("calls.pdf"))
    text = PdfReader(str(pdf)).pages[0].extract_text()
    assert "Judge calls" in text and "Ana" in text and f"#{pens[0].id}" in text
    preview.close()
    # warnings at 10 and 5 minutes and at time, from the stored clock
    later = calls(ws.floor.service).clock_status(
        ws.event_id, now=datetime.now(UTC) + timedelta(minutes=36)).clock
    floor.clock = replace(later, now=datetime.now(UTC))  # as if read 36 minutes on
    floor.tick()
    assert floor.alert_label.text() == "10 minutes left"


def test_floor_edits_publish_decks_and_projector(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    ws, floor = _floor(window)
    _event(ws, 9)
    ws.rounds.pair_next_round()
    qtbot.waitUntil(lambda: calls(ws.service).event_summary(ws.event_id).current_round == 1)
    ws.pages.setCurrentWidget(floor)
    matches = calls(ws.service).matches(ws.event_id, 1)
    a, b = matches[0].p1, matches[1].p1
    result = floor.edit("swap", a, b).result()
    assert result is not None and _error() is None
    assert floor.edit_warnings.text() == "No rematch and no points gap."
    bye = next(m.p1 for m in calls(ws.service).matches(ws.event_id, 1) if m.p2 is None)
    assert floor.edit("bye", a).result() is not None
    assert next(m.p1 for m in calls(ws.service).matches(ws.event_id, 1) if m.p2 is None) == a
    assert bye != a
    assert floor.edit("pair", a, a).result() is None
    assert "themselves" in (_error() or "")
    projector = floor.open_projector()
    qtbot.waitUntil(lambda: not projector._reading)  # read in the background
    qtbot.addWidget(projector)
    assert projector.pairing_lines == []
    assert "not published" in projector.rows.item(0).text() or \
        "aún no se publican" in projector.rows.item(0).text()
    assert floor.publish()
    assert "is published" in floor.published_label.text()
    projector.refresh()
    assert len(projector.pairing_lines) == 9
    assert projector.heading.text() in ("Pairings by name", "Emparejamientos por nombre")
    for _ in range(2000):
        projector.advance()
        if projector.page == "standings":
            break
    assert projector.page == "standings"
    assert sum(len(page) for page in projector.pages_of(projector._lines())) == 9
    assert floor.start_clock(50)
    projector.refresh()
    assert projector.time_label.text() in ("50:00", "49:59")
    got: list[str] = []
    projector.alerted.connect(got.append)
    projector.clock = replace(calls(floor.service).clock_status(
        ws.event_id, now=datetime.now(UTC) + timedelta(minutes=46)).clock,
        now=datetime.now(UTC))  # as if read 46 minutes on
    projector.tick()
    assert got == ["five"]
    assert floor.add_extension(1, 4, "judge_call")
    projector.refresh()
    assert "+4 min" in projector.extensions_label.text()
    projector.close()
    # decks: register, then a check at the table that finds a difference
    player = matches[2].p1
    assert floor.register_deck(player, DECK).result() == []
    presented = json.loads(DECK.read_text("utf-8"))
    presented["equipment"] = presented["equipment"][:-1]
    shown = tmp_path / "shown.json"
    shown.write_text(json.dumps(presented), "utf-8")
    check = floor.compare_deck(player, shown, 5).result()
    assert check is not None and not check.matches
    assert "jade" in floor.deck_result.text() and "kodem-5.0 §7" in floor.deck_result.text()
    assert "+5 min" in floor.deck_result.text()
    assert floor.compare_deck(player, DECK).result().matches
    assert floor.compare_deck("P404", DECK).result() is None
    assert "P404" in (_error() or "")


@pytest.mark.slow  # a whole event: the full suite runs it, the fast loop leaves it out
def test_done_when_a_whole_event_in_the_window(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Issue 13's done-when, in the window: 64 players, a fixed seat, a swapped pairing,
    published rounds, the clock on the projector, two extensions, a judge call that
    becomes a penalty, a deck check that finds a discrepancy, and a draft preview."""
    import random

    from pypdf import PdfReader

    from judge_app.tournament.model import GameScore
    from tests.ui.test_ui_event import _open_preview

    ws, floor = _floor(window)
    window.tabs.setCurrentWidget(window.event_holder)
    assert ws.bar.create_event("Regional CDMX", "kodem", "mtg")
    assert ws.players.import_players(ROOT / "resources" / "samples" / "events"
                             / "regional-cdmx-64.csv").result() == 64
    ws.pages.setCurrentWidget(floor)  # the tab reads its floor (and pickers) in the background
    qtbot.waitUntil(lambda: floor.player_a.findData("P010") >= 0, timeout=20000)
    floor.player_a.setCurrentIndex(floor.player_a.findData("P010"))
    floor.seat_table.setValue(5)
    floor.seat_button.click()
    assert floor.last_write.wait()
    assert _error() is None and "table 5" in floor.edit_warnings.text()
    floor.player_a.setCurrentIndex(floor.player_a.findData("P001"))
    floor.player_b.setCurrentIndex(floor.player_b.findData("P002"))
    floor.apart_button.click()
    assert floor.last_write.wait()
    assert floor.register_deck("P003", DECK).result() == []
    presented = json.loads(DECK.read_text("utf-8"))
    presented["equipment"] = presented["equipment"][:-1]
    shown = tmp_path / "shown.json"
    shown.write_text(json.dumps(presented), "utf-8")
    rng = random.Random(13)
    projector = None
    for round_no in range(1, 7):  # the six Swiss rounds a 64-player event plays
        ws.rounds.pair_next_round()
        qtbot.waitUntil(lambda r=round_no: ws.current_round == r, timeout=20000)
        ws.pages.setCurrentWidget(floor)
        matches = calls(ws.service).matches(ws.event_id, round_no)
        assert next(m.table for m in matches if "P010" in (m.p1, m.p2)) == 5
        assert not any({m.p1, m.p2} == {"P001", "P002"} for m in matches)
        if round_no == 1:
            a, b = matches[0].p1, matches[1].p2
            assert floor.edit("swap", a, b).result() is not None and _error() is None
            # a draft's preview says so on the page
            window.report_actions["pairings"].trigger()
            print_the_draft(ws)  # asked first (issue 23 §1)
            preview = _open_preview(qtbot)
            pdf = preview.save_pdf(tmp_path / "draft.pdf")
            assert "BORRADOR / DRAFT" in PdfReader(str(pdf)).pages[0].extract_text()
            preview.close()
        assert floor.publish()
        assert floor.start_clock(50)
        if round_no == 1:
            projector = floor.open_projector()
            qtbot.waitUntil(lambda p=projector: not p._reading)  # read in the background
            qtbot.addWidget(projector)
            assert len(projector.pairing_lines) == 64
            check = floor.compare_deck("P003", shown, 6).result()  # extension 1
            assert check is not None and not check.matches
            # the tables as they are after the swap (P003 may have moved)
            table = next(m.table for m in calls(ws.service).matches(ws.event_id, round_no)
                         if m.p2 is not None and "P003" not in (m.p1, m.p2))
            call = floor.add_call(table, "Ana Juez", "¿Atacó en descanso?", "Sí",
                                  "kodem-5.0:5.1", 3).result()  # extension 2
            assert call is not None
            pen = floor.call_to_penalty(call.id, call.players[0], "warning").result()
            assert pen is not None and _error() is None
            projector.refresh()
            assert projector.extensions_label.text().count("+") == 2
        for m in calls(ws.service).matches(ws.event_id, round_no):
            if m.p2 is not None:
                w1 = rng.choice((0, 1, 2))
                assert ws.rounds.record(round_no, m.table, GameScore(w1, 2 - w1 if w1 != 1 else 2))
        floor.refresh()
        assert floor.playing.rowCount() == 0
    assert projector is not None
    projector.close()
    pens = calls(ws.service).penalties(ws.event_id)
    assert len(pens) == 1 and pens[0].kind.value == "warning"
    assert calls(ws.service).verify_audit(ws.event_id).ok


def test_floor_seating_and_pairing_with_results_missing(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws, floor = _floor(window)
    _event(ws, 5)
    ws.pages.setCurrentWidget(floor)
    assert floor.seating("random", 7).result()[0] == 7
    assert floor.seating_text.text().startswith("Random seating (seed 7)")
    assert floor.seating("random", 7).result() == floor.seating("random", 7).result()
    assert floor.seating("alpha")
    assert floor.seating_text.text().splitlines()[1] == "1: P001 Jugador 1 / P002 Jugador 2"
    ws.rounds.pair_next_round()
    qtbot.waitUntil(lambda: ws.current_round == 1, timeout=20000)
    first = next(m for m in calls(ws.service).matches(ws.event_id, 1) if m.p2 is not None)
    from judge_app.tournament.model import GameScore

    assert ws.rounds.record(1, first.table, GameScore(2, 0))
    ws.pages.setCurrentWidget(ws.pages.widget(0))
    ws.pages.setCurrentWidget(floor)  # the tab shows the event as it is now
    assert floor.pair_with_results_missing()
    assert calls(ws.service).event_summary(ws.event_id).current_round == 2
    assert [e.action for e in calls(ws.service).audit_entries(ws.event_id)].count(
        "round.pair.override") == 1


def test_a_floor_write_returns_at_once_and_its_button_waits(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The worker is busy with a slow job: "Start" returns at once (a Pending not done),
    the window's timer keeps ticking, the button is disabled (no second submit); when the
    worker is free the clock starts, the tab shows it and the button is back. A refused
    write (resume a running clock) comes back as the dialog, and the tab still shows the
    clock as stored."""
    import threading
    import time

    from PySide6.QtCore import QTimer

    from ui.operations import Operations

    ws, floor = _floor(window)
    _event(ws, 4)
    ws.rounds.pair_next_round()
    qtbot.waitUntil(lambda: ws.current_round == 1, timeout=20000)
    ws.pages.setCurrentWidget(floor)
    assert floor.clock is None or not floor.clock.running
    ops = Operations.shared()
    gate = threading.Event()
    busy = ops.query(ws.db_url, lambda _svc: gate.wait(10))  # the worker is held here
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    started = time.monotonic()
    floor.minutes.setValue(40)
    floor.start_button.click()
    pending = floor.last_write
    assert time.monotonic() - started < 0.2  # submitted, not waited for
    assert not pending.done and not floor.start_button.isEnabled()
    floor.start_button.click()  # disabled: no second write
    assert floor.last_write is pending
    qtbot.wait(300)
    assert len(ticks) > 10  # the window kept running meanwhile
    assert not pending.done and not busy.done
    assert floor.clock is None or not floor.clock.running  # not written yet
    gate.set()
    qtbot.waitUntil(lambda: pending.done, timeout=20000)
    timer.stop()
    assert pending.wait() and floor.start_button.isEnabled()
    assert floor.clock is not None and floor.clock.running
    assert floor.time_label.text() in ("40:00", "39:59")
    # a refusal: the dialog with what failed and why; nothing changed, the tab re-read
    refused = floor.resume_clock()
    assert not refused.wait()
    text = _error() or ""
    assert "Could not resume the clock" in text and "not paused" in text
    assert floor.resume_button.isEnabled()
    qtbot.waitUntil(lambda: not ops.busy, timeout=20000)
    assert floor.clock is not None and floor.clock.running


def test_another_stations_change_is_read_on_the_floor_without_the_window_waiting(
        qtbot, window, db_url: str) -> None:  # type: ignore[no-untyped-def]
    """Another station starts the clock: the poll's change reaches the Floor tab, which reads
    in the background (the tab still shows the clock stopped when the slot returns) and
    shows the running clock when the read comes back; changes seen meanwhile fold into one
    more read."""
    from judge_app.storage.floor import FloorService
    from ui.operations import Change, Operations

    ws, floor = _floor(window)
    window.tabs.setCurrentWidget(window.event_holder)
    _event(ws, 4)
    ws.rounds.pair_next_round()
    qtbot.waitUntil(lambda: ws.current_round == 1, timeout=20000)
    ws.pages.setCurrentWidget(floor)
    assert floor.isVisible() and (floor.clock is None or not floor.clock.running)
    FloorService(db_url, station="mesa 2").clock_start(ws.event_id, 30)
    window._event_changed(Change(ws.service.url, ws.event_id, True))
    assert floor.clock is None or not floor.clock.running  # not yet: read on the worker
    assert floor._reading
    assert floor.refresh_later() is None and floor._read_again  # folded into one more
    qtbot.waitUntil(lambda: floor.clock is not None and floor.clock.running, timeout=10000)
    qtbot.waitUntil(lambda: not Operations.shared().busy and not floor._reading,
                    timeout=10000)
    assert not floor._read_again
    assert floor.time_label.text() in ("30:00", "29:59")


def test_the_floor_tab_paints_first_and_reads_after(
        qtbot, window, db_url: str) -> None:  # type: ignore[no-untyped-def]
    """Shown, the Floor tab paints before its read starts (a read beside the first paint
    shares the interpreter with it: 8,192 players made 35-55 ms frames); the read follows,
    and a tab never painted still reads after ``PAINT_WAIT_MS``."""
    from PySide6.QtCore import QEvent, QObject

    from judge_app.storage.floor import FloorService
    from ui.floor_view import PAINT_WAIT_MS
    from ui.operations import Operations

    ws, floor = _floor(window)
    window.tabs.setCurrentWidget(window.event_holder)
    _event(ws, 4)
    ws.rounds.pair_next_round()
    qtbot.waitUntil(lambda: ws.current_round == 1, timeout=20000)
    qtbot.waitUntil(lambda: not Operations.shared().busy and not floor._reading,
                    timeout=10000)
    ws.pages.setCurrentIndex(0)
    FloorService(db_url, station="mesa 2").clock_start(ws.event_id, 30)

    reading: list[bool] = []  # at each paint of the tab: was a read on its way?

    class Paints(QObject):
        def eventFilter(self, obj: Any, event: Any) -> bool:
            if obj is floor and event.type() == QEvent.Type.Paint:
                reading.append(floor._reading)
            return False

    paints = Paints()
    floor.installEventFilter(paints)
    ws.pages.setCurrentWidget(floor)
    assert not floor._reading  # nothing read yet: the tab paints first
    qtbot.waitUntil(lambda: floor.clock is not None and floor.clock.running, timeout=10000)
    floor.removeEventFilter(paints)
    assert reading and reading[0] is False

    FloorService(db_url, station="mesa 2").clock_pause(ws.event_id)
    ws.pages.setCurrentIndex(0)  # hidden: no paint comes, the read still does
    qtbot.waitUntil(lambda: not Operations.shared().busy and not floor._reading,
                    timeout=10000)
    floor.refresh_when_painted()
    assert not floor._reading
    qtbot.wait(PAINT_WAIT_MS // 2)
    assert floor.clock is not None and floor.clock.running  # not read yet
    qtbot.waitUntil(lambda: floor.clock is not None and not floor.clock.running,
                    timeout=10000)


def test_floor_tab_warns_of_earlier_penalties_in_roster_order(  # type: ignore[no-untyped-def]
        qtbot, window, db_url: str) -> None:
    """The Floor tab names every player with penalties from an earlier event, in roster
    order, from one read of the whole roster (not one read per player)."""
    from judge_app.storage.service import EventService

    svc = EventService(db_url)
    old = svc.create_event("Liga de octubre", "kodem")
    for name in ("Ana López", "Beto Ruiz", "Carla Díaz"):
        svc.add_player(old.id, name)
    ids = {p.name: p.id for p in svc.players(old.id)}
    svc.add_penalty(old.id, ids["Carla Díaz"], "Ataca con carta en descanso", "warning",
                    "kodem-5.0:5.1")
    svc.add_penalty(old.id, ids["Ana López"], "Ataca con carta en descanso", "warning",
                    "kodem-5.0:5.1")
    ws, floor = _floor(window)
    ev = ws.bar.create_event("Regional", "kodem").result()
    assert ev is not None
    for name in ("Ana López", "Beto Ruiz", "Carla Díaz"):
        assert ws.players.add_player(name)
    ws.pages.setCurrentWidget(floor)
    qtbot.waitUntil(lambda: floor.history_label.text().count("earlier event") == 2)
    lines = floor.history_label.text().splitlines()
    now = {p.name: p.id for p in svc.players(ws.event_id)}
    assert [line.split()[0] for line in lines] == [now["Ana López"], now["Carla Díaz"]]
