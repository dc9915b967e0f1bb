"""EventService.change_stamp: what the window polls to notice another station's writes."""

from __future__ import annotations

import pytest

from judge_app.storage.errors import NotFoundError
from judge_app.storage.service import EventService


def test_the_stamp_moves_with_every_audited_write_and_only_then(db_url: str) -> None:
    svc = EventService(db_url)
    ev = svc.create_event("Liga", "kodem", date="2026-11-25").id
    first = svc.change_stamp(ev)
    assert svc.change_stamp(ev) == first  # reading moves nothing
    svc.players(ev)
    assert svc.change_stamp(ev) == first
    other = EventService(db_url, station="mesa 2")
    other.add_player(ev, "Ana")  # another station's write
    second = svc.change_stamp(ev)
    assert second != first and second[1] == first[1] + 1  # one more audit entry
    other.add_player(ev, "Beto")
    other.pair_next_round(ev)
    third = svc.change_stamp(ev)
    assert third[1] > second[1] and third[2] != second[2]


def test_the_stamp_of_an_unknown_event_is_refused(db_url: str) -> None:
    with pytest.raises(NotFoundError, match="ev-77"):
        EventService(db_url).change_stamp("ev-77")
