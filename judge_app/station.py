"""The service a station's window works through, and which of its calls read or write.

The window (``ui/operations.py``) runs every database call on one worker thread, in the
manner of Anki's ``QueryOp`` / ``CollectionOp``: a read gives a value back, a write also
says *what it changed* so the views refresh from that. The core decides which is which,
here, not the window: :data:`READS` and :data:`WRITES` name the service's methods
themselves (a typo is an attribute error at import, not a silently unknown name), each
write with the parts of the event it changes (:class:`Touch`). A test checks that every
public method of :class:`StationService` is in exactly one of them, so a new service
call cannot reach the window unclassified.

:class:`StationService` is the tournament service with the floor's calls, the players'
portal's desk side and the attached match logs', as the window holds it. Its writes note
what they touched (:meth:`StationService.take_touched`): a window operation that was run
as a read and wrote is refused, and a write's change is described by what it did, not by
its name.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import ParamSpec, TypeVar

from judge_app.portal.store import PortalService
from judge_app.storage.floor import FloorService
from judge_app.storage.matchlogs import MatchLogService
from judge_app.storage.service import EventService
from judge_app.storage.touch import Touch

P = ParamSpec("P")
R = TypeVar("R")


_Method = Callable[..., object]

#: The service's calls that only read (the window runs them as queries).
READS: frozenset[_Method] = frozenset({
    EventService.list_events, EventService.event_summary, EventService.change_stamp,
    EventService.champion, EventService.players, EventService.matches, EventService.match,
    EventService.match_versions, EventService.event_version, EventService.match_version,
    EventService.correction_effect, EventService.standings, EventService.last_swiss_round,
    EventService.penalties, EventService.suggest_penalty, EventService.audit_entries,
    EventService.audited_data, EventService.verify_audit,
    FloorService.is_published, FloorService.seats, FloorService.apart_pairs,
    FloorService.seat_conflicts, FloorService.clock_status, FloorService.calls,
    FloorService.registered_deck, FloorService.compare_deck, FloorService.penalty_history,
    FloorService.registration_notice, FloorService.registration_notices,
    FloorService.player_ids,
    PortalService.code_of, PortalService.reports, PortalService.auto_accept,
    PortalService.open_calls, PortalService.unseen_since,
    MatchLogService.attached_logs, MatchLogService.attached_log, MatchLogService.log_text,
    MatchLogService.log_replay, MatchLogService.log_violations, MatchLogService.same_logs,
    MatchLogService.rulings, MatchLogService.penalty_draft, MatchLogService.ruling_log,
})

#: The service's calls that write, each with what it changes.
WRITES: Mapping[_Method, Touch] = {
    EventService.create_event: Touch.EVENTS,
    EventService.archive_event: Touch.EVENTS,
    EventService.delete_event: Touch.ALL,
    EventService.add_player: Touch.PLAYERS,
    EventService.import_players_csv: Touch.PLAYERS,
    EventService.drop_player: Touch.PLAYERS | Touch.ROUNDS,
    EventService.edit_player: Touch.PLAYERS | Touch.ROUNDS,
    EventService.undrop_player: Touch.PLAYERS | Touch.ROUNDS,
    EventService.pair_next_round: Touch.ROUNDS | Touch.FLOOR,
    EventService.repair_round: Touch.ROUNDS,
    EventService.top_cut: Touch.ROUNDS | Touch.FLOOR,
    EventService.record_result: Touch.ROUNDS,
    EventService.correct_result: Touch.ROUNDS,
    EventService.add_penalty: Touch.PENALTIES,
    EventService.edit_penalty: Touch.PENALTIES,
    EventService.delete_penalty: Touch.PENALTIES | Touch.LOGS,
    FloorService.publish_round: Touch.ROUNDS,
    FloorService.edit_round: Touch.ROUNDS,
    FloorService.seat_players: Touch.PLAYERS | Touch.ROUNDS,
    FloorService.seat_player: Touch.PLAYERS,
    FloorService.keep_apart: Touch.PLAYERS,
    FloorService.clock_start: Touch.FLOOR,
    FloorService.clock_pause: Touch.FLOOR,
    FloorService.clock_resume: Touch.FLOOR,
    FloorService.add_extension: Touch.FLOOR,
    FloorService.add_call: Touch.FLOOR,
    FloorService.answer_call: Touch.FLOOR,
    FloorService.call_to_penalty: Touch.FLOOR | Touch.PENALTIES,
    FloorService.register_deck: Touch.PLAYERS,
    # the portal: codes are issued on first reading (audited), claims and calls come from
    # the phones, the desk accepts a report
    PortalService.codes: Touch.PLAYERS,
    PortalService.claim: Touch.ROUNDS,
    PortalService.accept: Touch.ROUNDS,
    PortalService.set_auto_accept: Touch.EVENTS,
    PortalService.call_from_phone: Touch.FLOOR,
    MatchLogService.attach_log: Touch.LOGS,
    MatchLogService.detach_log: Touch.LOGS,
    MatchLogService.penalty_from_violation: Touch.PENALTIES | Touch.LOGS,
}


def touches(name: str) -> Touch | None:
    """What the service call ``name`` changes; ``None`` for a read. Raises ``KeyError``
    for a call that is declared neither a read nor a write."""
    if name in _READ_NAMES:
        return None
    return _WRITE_NAMES[name]


def _name(method: _Method) -> str:
    name: str = getattr(method, "__name__")  # noqa: B009 (a Callable type has no __name__)
    return name


_READ_NAMES = frozenset(_name(m) for m in READS)
_WRITE_NAMES = {_name(m): t for m, t in WRITES.items()}


def _noting(fn: Callable[P, R], touch: Touch) -> Callable[P, R]:
    """``fn`` that notes ``touch`` on its service before it runs (a refused write notes it
    too: the views re-read, and show the state it left, which is the state before)."""

    @functools.wraps(fn)
    def noted(*args: P.args, **kwargs: P.kwargs) -> R:
        service = args[0]
        assert isinstance(service, StationService)
        service._touched |= touch
        return fn(*args, **kwargs)

    return noted


class StationService(PortalService, MatchLogService):
    """The tournament service with the floor's calls, the portal's desk side and the
    attached match logs' in one object: the window's worker holds one per database (one
    session at a time, one stale-write memory). Its writes note what they change
    (:meth:`take_touched`)."""

    def __init__(self, url: str | None = None, *, station: str | None = None) -> None:
        super().__init__(url, station=station)
        self._touched = Touch.NOTHING

    def take_touched(self) -> Touch:
        """What the writes since the last call changed (and start counting afresh)."""
        touched, self._touched = self._touched, Touch.NOTHING
        return touched


# Each write notes what it changes: the method as the class resolves it, wrapped once here
# (the service's modules stay as they are; the CLI's services do not note anything).
for _method, _touch in WRITES.items():
    setattr(StationService, _name(_method),
            _noting(getattr(StationService, _name(_method)), _touch))
