"""The window's service (judge_app/station.py): the core says which calls read and
which write, and what each write changes."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest

from judge_app.station import READS, WRITES, StationService, touches
from judge_app.storage.service import EventService
from judge_app.storage.touch import Touch


def _public_calls() -> set[str]:
    return {name for name, value in inspect.getmembers(StationService)
            if not name.startswith("_") and callable(value) and name != "take_touched"}


def test_every_service_call_is_declared_a_read_or_a_write_once() -> None:
    reads = {m.__name__ for m in READS}
    writes = {m.__name__ for m in WRITES}
    assert not reads & writes
    assert _public_calls() == reads | writes  # a new call must be declared here first
    assert all(WRITES[m] != Touch.NOTHING for m in WRITES)
    with pytest.raises(KeyError):
        touches("no_such_call")


def test_a_write_notes_what_it_changed_and_a_read_nothing(tmp_path: Path) -> None:
    svc = StationService(str(tmp_path / "ev.sqlite3"))
    ev = svc.create_event("Liga", "kodem", date="2026-12-01").id
    assert svc.take_touched() == Touch.EVENTS
    for name in ("Ana", "Beto", "Caro"):
        svc.add_player(ev, name)
    svc.players(ev)
    assert svc.take_touched() == Touch.PLAYERS
    assert svc.take_touched() == Touch.NOTHING  # taken: counted afresh
    svc.pair_next_round(ev)
    svc.add_penalty(ev, "P002", "Robó de más", "game_loss", "kodem-5.0:6.7-G16")
    assert svc.take_touched() == Touch.ROUNDS | Touch.FLOOR | Touch.PENALTIES
    svc.standings(ev)
    svc.matches(ev, 1)
    assert svc.take_touched() == Touch.NOTHING
    assert touches("players") is None and touches("record_result") == Touch.ROUNDS


def test_the_plain_service_is_untouched(tmp_path: Path) -> None:
    """The CLI's service notes nothing (only the window's subclass wraps the writes)."""
    assert EventService.add_player is not StationService.add_player
    assert not hasattr(EventService(str(tmp_path / "ev.sqlite3")), "_touched")


def test_settling_start_up_collects_its_garbage_then_freezes_what_lives() -> None:
    """A station's process settles once started: the cycles already garbage are collected
    (never frozen for good), what lives is out of the collector's sight."""
    import gc
    import weakref

    from judge_app.collector import deferred, settle_start_up

    class Node:
        other: object = None

    a, b = Node(), Node()
    a.other, b.other = b, a  # a cycle: only the cyclic collector frees it
    gone = weakref.ref(a)
    kept = Node()
    del a, b
    threshold = gc.get_threshold()
    try:
        settle_start_up()
        assert gone() is None
        assert gc.get_freeze_count() > 0
        assert not any(o is kept for o in gc.get_objects())  # frozen objects are not listed
        assert deferred() and gc.get_threshold()[:2] == threshold[:2]
    finally:
        gc.unfreeze()
        gc.set_threshold(*threshold)
    assert any(o is kept for o in gc.get_objects())
    assert not deferred()

