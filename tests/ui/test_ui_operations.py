"""The operations layer (ui/operations.py): database work on one worker thread, values and
errors back on the UI thread, one "changed" signal (own writes and another station's)."""

from __future__ import annotations

import gc
import threading
import time
import weakref
from pathlib import Path

import pytest
from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from judge_app.storage.service import EventService
from judge_app.storage.touch import Touch
from tests.ui.calls import calls
from ui.operations import Change, Operations, Outcome, ReadWroteError


@pytest.fixture
def ops(qapp) -> Operations:  # type: ignore[no-untyped-def]
    return Operations.shared()


@pytest.fixture
def event(db_url: str) -> str:
    svc = EventService(db_url)
    ev = svc.create_event("Liga", "kodem", date="2026-11-25").id
    for name in ("Ana", "Beto", "Caro", "Dani"):
        svc.add_player(ev, name)
    return ev


class Ticks:
    """A 5 ms QTimer and the longest gap between its ticks (the window's frames)."""

    def __init__(self) -> None:
        self.clock = QElapsedTimer()
        self.longest = 0
        self.count = 0
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self.tick)

    def start(self) -> None:
        self.clock.start()
        self.timer.start()

    def tick(self) -> None:
        self.longest = max(self.longest, self.clock.restart())
        self.count += 1


def test_a_query_runs_on_the_worker_and_its_value_comes_back_on_the_ui_thread(
        qtbot, ops: Operations, db_url: str, event: str) -> None:  # type: ignore[no-untyped-def]
    seen: list[object] = []

    def read(svc: EventService) -> list[str]:
        seen.append(threading.get_ident())
        return [p.name for p in svc.players(event)]

    got: list[list[str]] = []
    job = ops.query(db_url, read, lambda names: (got.append(names),
                                                  seen.append(threading.get_ident())))
    qtbot.waitUntil(lambda: bool(got))
    assert got == [["Ana", "Beto", "Caro", "Dani"]] and job.done and job.outcome.ok
    assert seen[0] != threading.get_ident() and seen[1] == threading.get_ident()


def test_a_job_runs_with_the_collector_paused_and_leaves_it_running(
        qtbot, ops: Operations, db_url: str, event: str) -> None:  # type: ignore[no-untyped-def]
    """What a job makes (8,192 players read, their rows built) is freed by reference
    counting before any collection sees it: a full collection set off in the middle of
    the portal's read of 8,192 players held the interpreter, and so the window, 100–150 ms
    (issue 25). The collector runs again after the job, failed or not."""
    seen: list[bool] = []

    def read(svc: EventService) -> int:
        seen.append(gc.isenabled())
        return len(svc.players(event))

    def broken(svc: EventService) -> int:
        seen.append(gc.isenabled())
        raise ValueError("no")

    got: list[object] = []
    ops.query(db_url, read, got.append)
    ops.query(db_url, broken, got.append, failed=lambda outcome: got.append(outcome.ok))
    qtbot.waitUntil(lambda: len(got) == 2)
    assert got == [4, False] and seen == [False, False] and gc.isenabled()


class _Value:
    """A read's value that can be watched (a weak reference) for when it is freed."""


def test_a_reads_value_is_freed_once_delivered_not_when_a_collection_finds_it(
        qtbot, ops: Operations, db_url: str) -> None:  # type: ignore[no-untyped-def]
    """A delivered job is in no reference cycle (its callback held it): its value, an
    8,192-player snapshot with its rows, goes as soon as the window lets it go — not
    later, promoted meanwhile, to be found by a full collection of 90,000 objects that
    held the interpreter 150 ms (issue 25)."""
    got: list[weakref.ref[_Value]] = []
    jobs = [ops.query(db_url, lambda svc: _Value(),
                      lambda value: got.append(weakref.ref(value)))]
    qtbot.waitUntil(lambda: bool(got) and jobs[0].done)
    gc.disable()  # freed by reference counting alone
    try:
        jobs.clear()
        QApplication.processEvents()
        assert got[0]() is None
    finally:
        gc.enable()


def test_a_write_emits_changed_for_its_event_and_a_refusal_comes_back_as_a_value(
        qtbot, ops: Operations, db_url: str, event: str) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(ops.changed, timeout=10_000) as signal:
        ops.write(db_url, event, lambda svc: svc.add_player(event, "Eli"))
    # what changed, as the core noted it: the players
    assert signal.args == [Change(ops.service(db_url).url, event, False, Touch.PLAYERS)]
    assert [p.name for p in EventService(db_url).players(event)][-1] == "Eli"

    failures: list[Outcome[object]] = []
    with qtbot.assertNotEmitted(ops.changed, wait=200):
        job = ops.write(db_url, event, lambda svc: svc.record_result(event, 9, "2-0"),
                        failed=failures.append)
        qtbot.waitUntil(lambda: job.done)
    assert len(failures) == 1 and not failures[0].ok
    reason = failures[0].reason  # the service's own refusal, in words
    assert "ronda" in reason or "round" in reason


def test_a_failed_read_goes_to_the_status_line_signal(qtbot, ops: Operations,
                                                      db_url: str) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(ops.failed, timeout=10_000) as signal:
        ops.query(db_url, lambda svc: svc.event_summary("ev-999"), what="Read the event")
    assert signal.args[0] == "Read the event" and "ev-999" in signal.args[1]


def test_a_slow_write_does_not_block_the_event_loop(qtbot, ops: Operations, db_url: str,
                                                    event: str) -> None:  # type: ignore[no-untyped-def]
    """A write that takes 0.6 s (a busy server): the 5 ms timer keeps ticking meanwhile."""

    def slow_write(svc: EventService) -> str:
        time.sleep(0.6)  # the database taking its time
        return str(svc.add_player(event, "Fede", same_name=True).id)  # twice: two Fedes

    ticks = Ticks()
    ticks.start()
    done: list[str] = []
    ops.write(db_url, event, slow_write, done.append)
    qtbot.waitUntil(lambda: bool(done), timeout=10_000)
    assert done == ["P005"]
    assert ticks.count > 40 and ticks.longest < 100, (ticks.count, ticks.longest)


def test_the_station_reads_and_writes_typed_and_raises_its_refusals(
        qtbot, ops: Operations, db_url: str, event: str) -> None:  # type: ignore[no-untyped-def]
    station = ops.service(db_url)
    assert [p.id for p in station.read(lambda svc: svc.players(event))] == [
        "P001", "P002", "P003", "P004"]
    with qtbot.waitSignal(ops.changed, timeout=10_000) as signal:
        station.write_now(event, lambda svc: svc.pair_next_round(event))
    change = signal.args[0]
    assert change.event == event and not change.external
    assert change.touched == Touch.ROUNDS | Touch.FLOOR  # what pairing changes, per the core
    with pytest.raises(Exception, match="ev-404"):
        station.read(lambda svc: svc.event_summary("ev-404"))
    assert station.read(lambda svc: svc.read_only) is False


def test_a_read_that_writes_is_refused(qtbot, ops: Operations, db_url: str,
                                       event: str) -> None:  # type: ignore[no-untyped-def]
    """The core says which calls write: one run as a read is refused, never silent."""
    station = ops.service(db_url)
    with pytest.raises(ReadWroteError):
        station.read(lambda svc: svc.add_player(event, "Lectura"))
    failures: list[Outcome[object]] = []
    job = ops.query(db_url, lambda svc: svc.add_player(event, "Lectura 2"),
                    failed=failures.append)
    qtbot.waitUntil(lambda: job.done)
    assert len(failures) == 1 and isinstance(failures[0].error, ReadWroteError)


def test_another_stations_write_is_noticed_by_the_poll(qtbot, ops: Operations, db_url: str,
                                                       event: str) -> None:  # type: ignore[no-untyped-def]
    first = ops.poll(db_url, event)
    assert first is not None
    qtbot.waitUntil(lambda: first.done)
    with qtbot.assertNotEmitted(ops.changed, wait=100):
        job = ops.poll(db_url, event)  # nothing moved
        assert job is not None
        qtbot.waitUntil(lambda: job.done)
    EventService(db_url, station="mesa 2").add_player(event, "Gabi")  # another station
    with qtbot.waitSignal(ops.changed, timeout=10_000) as signal:
        ops.poll(db_url, event)
    change = signal.args[0]
    assert change.event == event and change.external


def test_nothing_runs_in_the_middle_of_a_read_now(qtbot, ops: Operations, db_url: str,
                                                  event: str) -> None:  # type: ignore[no-untyped-def]
    """A view never refreshes halfway through its own refresh: ``read_now`` waits plainly
    (no nested event loop), and a write's change that ends meanwhile comes after it."""
    got: list[tuple[Change, bool]] = []
    inside = [False]

    def heard(change: Change) -> None:
        got.append((change, inside[0]))

    ops.changed.connect(heard)
    ops.write(db_url, event, lambda svc: svc.add_player(event, "Hugo"))

    def slow(svc: EventService) -> int:
        time.sleep(0.2)
        return len(svc.players(event))

    inside[0] = True
    assert ops.read_now(db_url, slow) == 5
    inside[0] = False
    qtbot.waitUntil(lambda: bool(got))
    assert got[0][1] is False and got[0][0].event == event
    ops.changed.disconnect(heard)


def test_the_worker_opens_one_service_per_database(qtbot, ops: Operations,
                                                   tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    url = f"sqlite:///{tmp_path / 'other.sqlite'}"
    a = ops.read_now(url, lambda svc: svc)
    b = ops.read_now(url, lambda svc: svc)
    assert a is b
    ops.forget(url)
    assert ops.read_now(url, lambda svc: svc) is not a


def test_the_window_shows_another_stations_result_without_a_click(
        qtbot, window, db_url: str) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    window.tabs.setCurrentWidget(window.event_holder)
    assert ws.bar.create_event("Liga compartida", "kodem")
    for name in ("Ana", "Beto", "Caro", "Dani"):
        assert ws.players.add_player(name)
    window.poll_event()  # the baseline
    qtbot.wait(300)
    other = EventService(db_url, station="mesa 2")
    assert ws.event_id is not None
    other.add_player(ws.event_id, "Eli")  # another station registers a late player
    with qtbot.waitSignal(window.ops.changed, timeout=10_000):
        window.poll_event()
    qtbot.waitUntil(lambda: ws.players.players_table.rowCount() == 5, timeout=10_000)
    assert "Another station" in window.statusBar().currentMessage()


def test_on_postgresql_another_station_is_seen_and_the_loop_keeps_ticking(
        qtbot, ops: Operations, pg_url: str) -> None:  # type: ignore[no-untyped-def]
    """The same on a PostgreSQL server: the poll sees a second station's result, and a
    slow background read leaves the 5 ms timer ticking (a window on screen)."""
    svc = EventService(pg_url)
    ev = svc.create_event("Nacional", "kodem", date="2026-11-25").id
    for i in range(16):
        svc.add_player(ev, f"Jugador {i:02d}")
    svc.pair_next_round(ev)
    first = ops.poll(pg_url, ev)
    assert first is not None
    qtbot.waitUntil(lambda: first.done, timeout=10_000)
    EventService(pg_url, station="mesa 2").record_result(ev, 1, "2-0")
    with qtbot.waitSignal(ops.changed, timeout=10_000) as signal:
        ops.poll(pg_url, ev)
    assert signal.args[0].external and signal.args[0].event == ev
    shown = QWidget()
    qtbot.addWidget(shown)
    shown.show()
    ticks = Ticks()
    ticks.start()

    def slow_read(real: EventService) -> int:
        time.sleep(0.4)  # a busy server
        return sum(m.reported for m in real.matches(ev, 1))

    got: list[int] = []
    ops.query(pg_url, slow_read, got.append)
    qtbot.waitUntil(lambda: got == [1], timeout=10_000)
    qtbot.wait(20)
    assert ticks.count > 25 and ticks.longest < 100, (ticks.count, ticks.longest)


def _error_boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.objectName() == "errorDialog" and w.isVisible()]


def test_a_write_held_up_by_another_station_leaves_the_window_running(
        qtbot, window, db_url: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Another station holds the SQLite file's write lock for 0.8 s: the window's "Add"
    returns at once, the 5 ms timer keeps ticking, the button waits (no second submit),
    and the player is shown once the lock is gone and the write went through."""
    import sqlite3

    ws = window.event_workspace
    window.tabs.setCurrentWidget(window.event_holder)
    assert ws.bar.create_event("Liga", "kodem")
    assert ws.players.add_player("Ana")
    other = sqlite3.connect(str(tmp_path / "event.sqlite"), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another station writing: the file is locked
    ticks = Ticks()
    ticks.start()
    started = time.monotonic()
    pending = ws.players.add_player("Beto")
    assert time.monotonic() - started < 0.1  # submitted, not waited for
    assert not pending.done and not ws.players.add_player_button.isEnabled()
    qtbot.wait(800)
    assert not pending.done  # still waiting for the lock, on the worker
    other.execute("COMMIT")
    other.close()
    qtbot.waitUntil(lambda: pending.done, timeout=20_000)
    assert pending.wait() and ws.players.add_player_button.isEnabled()
    assert ws.players.players_table.rowCount() == 2
    assert ticks.count > 100 and ticks.longest < 100, (ticks.count, ticks.longest)


def test_writes_typed_quickly_land_in_the_order_typed(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    window.tabs.setCurrentWidget(window.event_holder)
    assert ws.bar.create_event("Liga", "kodem")
    names = [f"Jugador {i:02d}" for i in range(12)]
    pending = []
    for name in names:  # Enter after each name: the field is free again at once
        ws.players.player_name.setText(name)
        ws.players._add_player_from_field()
        assert ws.players.player_name.text() == ""
        pending.append(ws.last_write)
    qtbot.waitUntil(lambda: all(p.done for p in pending), timeout=20_000)
    players = calls(ws.service).players(ws.event_id)
    assert [p.name for p in players] == names
    assert [p.id for p in players] == [f"P{i:03d}" for i in range(1, 13)]
    assert ws.players.players_table.rowCount() == 12


def test_a_refused_write_shows_the_dialog_and_gives_back_what_was_typed(
        qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """A result the service refuses (a draw in the top cut) is typed and Enter pressed: the
    box is free at once, then the refusal comes back as the error dialog and the score is
    back in the box to be fixed; nothing enters the undo history."""
    from tests.ui.test_ui_workspace_trust import _event

    ws = window.event_workspace
    window.tabs.setCurrentWidget(window.event_holder)
    event_id = _event(ws, "Liga", 8, 3)
    calls(ws.service).top_cut(event_id, 4)
    ws.bar.open_event(event_id).wait()
    assert ws.rounds.shown_round == 4
    table = calls(ws.service).matches(event_id, 4)[0].table
    ws.rounds.table_entry.setValue(table)
    ws.rounds.score_entry.setText("1-1-1")
    pending = ws.rounds.enter_result()
    assert ws.rounds.score_entry.text() == ""  # submitted: the box is free at once
    assert not pending.wait()
    qtbot.waitUntil(lambda: bool(_error_boxes()), timeout=10_000)
    box = _error_boxes()[0]
    assert box.text() == f"Could not enter the result of table {table}"
    assert ws.rounds.score_entry.text() == "1-1-1" and ws.rounds.table_entry.value() == table
    assert ws.undo_stack.count() == 0  # a refused result never enters the undo history
    assert ws.match_at(4, table).score is None
    box.close()


def test_another_stations_change_is_read_without_the_window_waiting(
        qtbot, window, db_url: str, settle) -> None:  # type: ignore[no-untyped-def]
    """The poll's refresh returns at once (the read goes to the worker, the table is filled
    when it comes back); changes seen while it is on its way fold into one more read."""
    ws = window.event_workspace
    window.tabs.setCurrentWidget(window.event_holder)
    assert ws.bar.create_event("Liga", "kodem")
    for name in ("Ana", "Beto", "Caro", "Dani"):
        assert ws.players.add_player(name)
    EventService(db_url, station="mesa 2").add_player(ws.event_id, "Eli")
    ws._refresh_all(external=True)
    assert ws.players.players_table.rowCount() == 4  # not yet: it is being read on the worker
    assert ws._outside_reading
    ws._refresh_all(external=True)  # seen again meanwhile: one more read, not two
    ws._refresh_all(external=True)
    assert ws._outside_again
    qtbot.waitUntil(lambda: ws.players.players_table.rowCount() == 5, timeout=10_000)
    settle()
    assert not ws._outside_reading and not ws._outside_again
    assert ws.players.players_table.item(4, 1).text() == "Eli"


def test_slips_entered_one_after_another_say_the_last_and_keep_the_next_tables_players(
        qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    from tests.ui.test_ui_workspace_trust import _event

    ws = window.event_workspace
    window.tabs.setCurrentWidget(window.event_holder)
    event_id = _event(ws, "Liga", 8, 0)
    ws.rounds.pair_next_round()
    qtbot.waitUntil(lambda: ws.current_round == 1, timeout=20_000)
    for table in (1, 2, 3):
        ws.rounds.table_entry.setValue(table)
        ws.rounds.score_entry.setText("2-1")
        assert ws.rounds.enter_result().job is not None
        assert ws.rounds.table_entry.value() == (table % 4) + 1  # the next table, at once
    settle()
    assert ws.rounds.entry_status.text() == "Table 3: 2-1"  # the last one, not an earlier one
    assert ws.undo_stack.count() == 3
    # the next table typed while a correction of table 3 is still being written: the
    # status line keeps table 4's players, not the correction's "saved"
    from judge_app.tournament.model import GameScore

    pending = ws.rounds._write_result(1, 3, GameScore(1, 2), GameScore(2, 1))
    ws.rounds.table_entry.setValue(4)
    qtbot.keyClick(ws.rounds.table_entry, Qt.Key.Key_Return)  # table 4: who sits there
    who = ws.rounds.entry_status.text()
    assert who.startswith("Table 4: ")
    assert pending.wait()
    assert ws.rounds.entry_status.text() == who
    assert all(m.reported for m in calls(ws.service).matches(event_id, 1) if m.table <= 3)


def test_callbacks_run_in_the_order_the_writes_were_made_even_across_a_wait(
        qtbot, ops: Operations, db_url: str, event: str) -> None:  # type: ignore[no-untyped-def]
    """A and B end while a slow read waits (not delivered inside it: no refresh inside a
    refresh); C, written after it, ends before the window turns again: still A, B, C — a
    later write's refresh never runs before an earlier one's."""
    shown = QWidget()
    qtbot.addWidget(shown)
    shown.show()
    order: list[str] = []
    for name in ("A", "B"):
        ops.write(db_url, event, lambda svc, n=name: svc.add_player(event, n),
                  lambda _p, n=name: order.append(n))

    def slow(svc: EventService) -> int:
        time.sleep(0.3)
        return len(svc.players(event))

    assert ops.read_now(db_url, slow) == 6
    assert order == []  # not delivered while the read waited
    job = ops.write(db_url, event, lambda svc: svc.add_player(event, "C"),
                    lambda _p: order.append("C"))
    assert job._finished.wait(10)  # C is written before the event loop turns again
    qtbot.waitUntil(lambda: len(order) == 3, timeout=10_000)
    assert order == ["A", "B", "C"]


def test_a_write_waited_for_is_delivered_after_the_read_held_before_it(
        qtbot, ops: Operations, db_url: str, event: str) -> None:  # type: ignore[no-untyped-def]
    """A background read ends while a slow read waits (not delivered inside it); then a
    slow write is waited for (``Pending``): the read before it (the state before the
    write) is still delivered first — once it came after and a tab showed "Round 1 is a
    draft" right after publishing it."""
    from ui.operations import Pending

    shown = QWidget()
    qtbot.addWidget(shown)
    shown.show()
    order: list[str] = []
    ops.query(db_url, lambda svc: len(svc.players(event)),
              lambda n: order.append(f"read {n}"))

    def slow(svc: EventService) -> int:
        time.sleep(0.3)
        return len(svc.players(event))

    assert ops.read_now(db_url, slow) == 4
    assert order == []  # not delivered while the read waited

    def slow_write(svc: EventService) -> str:
        time.sleep(0.3)  # longer than the grace: the wait turns the event loop
        return str(svc.add_player(event, "Eli").id)

    pending = Pending(ops, ops.write(db_url, event, slow_write,
                                     lambda pid: order.append(f"wrote {pid}")))
    # The window busy (painting, a timer's slot) when the write ends, and the write's
    # signal handled within that turn of the event loop, not by the wait's own check.
    QTimer.singleShot(20, lambda: time.sleep(0.6) or QApplication.processEvents())
    assert pending.wait()
    assert order == ["read 4", "wrote P005"]


def test_opening_pairing_and_publishing_never_make_the_ui_thread_wait_for_a_read(
        qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Issue 25 §1: the window's own refreshes read on the worker. Counted, not timed: the
    reads the UI thread waited for (:attr:`Operations.ui_reads_waited`) do not move while
    an event is opened and filled, a round paired and shown, and the round published."""
    from tests.ui.test_ui_workspace_trust import _event

    ws = window.event_workspace
    ops = window.ops
    window.tabs.setCurrentWidget(window.event_holder)
    first = _event(ws, "Liga", 8, 1)
    second = _event(ws, "Copa", 6, 0)
    waited = ops.ui_reads_waited
    opening = ws.bar.open_event(first)
    assert ops.ui_reads_waited == waited  # returned at once: the header says it is opening
    assert "Liga" in ws.bar.header.text()
    assert opening.wait()  # the read came back: every tab filled from it
    assert ws.players.players_table.rowCount() == 8 and ws.current_round == 1
    assert ws.standings.standings_table.rowCount() == 8
    assert ops.ui_reads_waited == waited

    ws.bar.open_event(second).wait()
    ws.rounds.pair_next_round()
    assert ws.last_write.wait()
    assert ws.current_round == 1 and ws.rounds.shown_round == 1
    assert ws.rounds.pairings_table.rowCount() == 3 and ws.rounds.shown_is_draft()
    assert ws.rounds.publish_round().wait()
    assert not ws.rounds.shown_is_draft()
    assert ops.ui_reads_waited == waited
    ws.bar._refresh_event_list()  # a read the window does wait for (a small one): counted
    assert ops.ui_reads_waited == waited + 1
