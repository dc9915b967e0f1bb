"""The event window's decisions, made by the core (judge_app.tournament.workspace)."""

from __future__ import annotations

import pytest

from judge_app.storage.errors import TournamentError
from judge_app.storage.service import EventService
from judge_app.tournament import workspace as rules
from judge_app.tournament.model import GameScore, MatchRecord, Player

S = GameScore


def test_next_open_table_goes_on_wraps_and_skips_the_bye_and_results_in() -> None:
    r = [MatchRecord(3, 1, "A", "B", S(2, 0)), MatchRecord(3, 2, "C", "D"),
         MatchRecord(3, 3, "E", "F"), MatchRecord(3, 4, "G", None), MatchRecord(3, 5, "H", "I")]
    assert rules.next_open_table(r, 0) == 2
    assert rules.next_open_table(r, 2) == 3
    assert rules.next_open_table(r, 3) == 5  # table 4 is the bye: no result to enter
    assert rules.next_open_table(r, 5) == 2  # after the last table: back to the first open
    done = [MatchRecord(3, 1, "A", "B", S(2, 0)), MatchRecord(3, 2, "G", None)]
    assert rules.next_open_table(done, 0) is None
    assert rules.next_open_table([], 0) is None


def test_a_first_result_is_recorded_anything_else_is_an_audited_correction() -> None:
    assert rules.result_call(None, 4, 4) == "record"
    assert rules.result_call(S(2, 1), 4, 4) == "correct"  # replacing a result in
    assert rules.result_call(None, 3, 4) == "correct"  # a closed round
    assert rules.result_call(None, 4, 4, clearing=True) == "correct"  # undo of a first entry


def test_the_suggested_cut_its_fallback_and_the_choices() -> None:
    assert rules.cut_choices(0) == [] and rules.cut_choices(2) == [2]
    assert rules.cut_choices(33) == [2, 4, 8, 16, 32]
    assert rules.suggested_cut(64, 64) == 8  # the attendance table
    assert rules.suggested_cut(300, 300) == 8
    assert rules.suggested_cut(6, 6) == 4  # no cut in the table: the largest up to 8
    assert rules.suggested_cut(100, 3) == 2  # drops left fewer than the suggested cut
    assert rules.suggested_cut(0, 0) == 0 and rules.suggested_cut(1, 1) == 0
    assert rules.early_cut(64, 4) is not None and rules.early_cut(64, 6) is None
    players = [Player("P1", "Ana"), Player("P2", "Beto", dropped_after=2), Player("P3", "Caro")]
    assert rules.active_players(players) == 2


def test_top_cut_started_and_what_a_correction_reaches() -> None:
    assert not rules.top_cut_started(0, 0)
    assert not rules.can_start_top_cut(0, 0)  # no Swiss round yet
    assert rules.can_start_top_cut(5, 5)
    assert rules.top_cut_started(5, 6) and not rules.can_start_top_cut(5, 6)
    assert rules.correction_reaches_cut(2, 5, 6)  # a Swiss round under a seeded cut
    assert not rules.correction_reaches_cut(6, 5, 6)  # a bracket round
    assert not rules.correction_reaches_cut(2, 5, 5)  # no cut yet


def test_seeds_points_stage_and_repair() -> None:
    first_top = [MatchRecord(6, 1, "A", "H"), MatchRecord(6, 2, "D", "E"),
                 MatchRecord(6, 3, "B", "G"), MatchRecord(6, 4, "C", "F")]
    assert rules.seeds(first_top) == {"A": 1, "B": 2, "C": 3, "D": 4, "E": 5, "F": 6,
                                      "G": 7, "H": 8}
    matches = [MatchRecord(1, 1, "A", "B", S(2, 0)), MatchRecord(1, 2, "C", None),
               MatchRecord(2, 1, "A", "C", S(1, 1, 1)), MatchRecord(3, 1, "A", "C", S(2, 0))]
    # round 3 is the top cut's: the points before round 4 are the Swiss ones only
    assert rules.swiss_points_before(matches, 2, 4) == {"A": 4, "B": 0, "C": 4}
    assert rules.swiss_points_before(matches, 2, 2) == {"A": 3, "B": 0, "C": 3}
    assert rules.stage_name(3, 2, 1, "en") == "Final"
    assert rules.stage_name(3, 2, 4) == "Cuartos de final"
    assert rules.stage_name(2, 2, 8) == ""
    open_round = [MatchRecord(2, 1, "A", "B"), MatchRecord(2, 2, "C", None)]
    assert rules.can_repair(open_round, 2, 2)
    assert not rules.can_repair(open_round, 1, 2)  # only the current round
    assert not rules.can_repair([*open_round, MatchRecord(2, 3, "D", "E", S(0, 2))], 2, 2)


def _actions(svc: EventService, ev: str) -> list[tuple[str, dict[str, object]]]:
    return [(e.action, e.data) for e in svc.audit_entries(ev) if e.action.startswith("result.")]


def test_write_result_picks_the_call_on_a_real_database(db_url: str) -> None:
    svc = EventService(db_url, station="mesa 1")
    ev = svc.create_event("Regional", "kodem").id
    for i in range(1, 5):
        svc.add_player(ev, f"Jugador {i}")
    svc.pair_next_round(ev)
    first = svc.matches(ev, 1)[0]
    rules.write_result(svc, ev, 1, 1, first.table, S(2, 1), None)
    rules.write_result(svc, ev, 1, 1, first.table, S(2, 0), S(2, 1))  # a slip misread
    rules.write_result(svc, ev, 1, 1, first.table, None, S(2, 0))  # cleared (undo)
    assert [(a, d.get("score"), d.get("before")) for a, d in _actions(svc, ev)] == [
        ("result.record", "2-1", None), ("result.correct", "2-0", "2-1"),
        ("result.correct", None, "2-0")]
    for m in svc.matches(ev, 1):
        rules.write_result(svc, ev, 1, 1, m.table, S(2, 0), None)
    svc.pair_next_round(ev)
    # round 1 is closed: even a table "without" a result goes through the correction
    rules.write_result(svc, ev, 1, 2, first.table, S(0, 2), None)
    assert _actions(svc, ev)[-1][0] == "result.correct"
    assert svc.verify_audit(ev).ok


def test_write_result_lets_the_service_refusal_through(db_url: str) -> None:
    svc = EventService(db_url)
    ev = svc.create_event("Copa", "kodem").id
    for i in range(1, 3):
        svc.add_player(ev, f"Jugador {i}")
    svc.pair_next_round(ev)
    rules.write_result(svc, ev, 1, 1, 1, S(2, 0), None)
    svc.top_cut(ev, 2)
    before = len(svc.audit_entries(ev))
    with pytest.raises(TournamentError, match="cannot end in a draw"):
        rules.write_result(svc, ev, 2, 2, 1, S(1, 1), None)
    assert len(svc.audit_entries(ev)) == before  # nothing written
