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
