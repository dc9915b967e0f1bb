"""The service's standings kept between reads (issue 25): the same standings as computed
afresh after every kind of change, from any station, on SQLite and PostgreSQL — and which
path answered (kept, moved by the results entered since, or read whole)."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

from judge_app.storage import standings_cache
from judge_app.storage.service import EventService
from judge_app.tournament.model import GameScore, Profile, StandingRow


def _fresh(svc: EventService, ev: str, round_no: int | None = None) -> list[StandingRow]:
    """The standings computed with nothing kept."""
    standings_cache.forget()
    rows = svc.standings(ev, round_no)
    standings_cache.forget()
    return rows


def _path(svc: EventService, ev: str, round_no: int | None = None) -> tuple[str, list[StandingRow]]:
    """Which path answered one read, and what it answered."""
    before = dict(standings_cache.COUNTS)
    rows = svc.standings(ev, round_no)
    moved = [k for k, v in standings_cache.COUNTS.items() if v != before[k]]
    assert len(moved) == 1, moved
    return moved[0], rows


def _event(url: str, n: int = 13) -> tuple[EventService, str]:
    svc = EventService(url, station="mesa 1")
    ev = svc.create_event("Liga", "kodem", date="2026-11-25").id
    for i in range(n):
        svc.add_player(ev, f"Jugador {i + 1}")
    return svc, ev


def test_kept_moved_and_whole_give_the_fresh_standings(db_url: str) -> None:
    svc, ev = _event(db_url)
    other = EventService(db_url, station="mesa 2")  # another station: the cache is not told
    rng = random.Random(7)
    standings_cache.forget()
    for rnd in range(1, 4):
        pairs = [m for m in svc.pair_next_round(ev) if not m.is_bye]
        # a round paired: the new round read alone (the first read: whole)
        path, rows = _path(svc, ev)
        assert path == ("whole" if rnd == 1 else "results") and rows == _fresh(svc, ev)
        svc.standings(ev)  # kept again (read whole) for the first result
        for k, m in enumerate(pairs):
            score = rng.choice(["2-0", "2-1", "0-2", "1-1-1", "1-2"])
            (svc if k % 2 else other).record_result(ev, m.table, score)
            path, rows = _path(svc, ev)
            assert path == "results"
            assert _path(svc, ev) == ("kept", rows)  # nothing changed: nothing read
            assert rows == _fresh(svc, ev)
            svc.standings(ev)  # kept again (read whole) for the next result
        # a correction of this round from the other station, then of an earlier round
        now = {(m.round, m.table): m.score for m in svc.matches(ev)}
        new = GameScore(0, 2) if now[(rnd, pairs[0].table)] != GameScore(0, 2) else GameScore(2, 1)
        other.correct_result(ev, rnd, pairs[0].table, new)
        if rnd > 1:
            svc.correct_result(ev, rnd - 1, 1, GameScore(1, 1, 1))
        path, rows = _path(svc, ev)
        assert path == "results" and rows == _fresh(svc, ev)
        svc.standings(ev)  # kept again
        # a drop and a late entry change the players: the players read again
        leaving = next(r.player for r in reversed(rows) if not r.dropped)
        other.drop_player(ev, leaving)
        other.add_player(ev, f"Tarde {rnd}")
        path, rows = _path(svc, ev)
        assert path == "results" and rows == _fresh(svc, ev)
        assert next(r for r in rows if r.player == leaving).dropped
        svc.standings(ev)  # kept again for the next round's pairing
    # an earlier round's standings from the same kept data
    assert svc.standings(ev, 1) == _fresh(svc, ev, 1)


def test_each_profile_kept_apart(db_url: str) -> None:
    """Two events of two profiles on one database: each its own standings."""
    svc, ev = _event(db_url, 6)
    chess = svc.create_event("Abierto", "kodem", Profile.CHESS, date="2026-11-25").id
    for i in range(6):
        svc.add_player(chess, f"Jugadora {i + 1}")
    for e in (ev, chess):
        for m in svc.pair_next_round(e):
            if not m.is_bye:
                svc.record_result(e, m.table, "1-1-1" if m.table == 1 else "2-0")
    standings_cache.forget()
    a, b = svc.standings(ev), svc.standings(chess)
    assert str(a[0].points) == "3" and str(b[0].points) == "1"
    assert (svc.standings(ev), svc.standings(chess)) == (a, b) == (_fresh(svc, ev),
                                                                   _fresh(svc, chess))


def test_a_read_from_a_kept_head_that_is_gone_reads_whole(db_url: str) -> None:
    """More results since the kept head than the entries followed: read whole, and still
    the fresh standings."""
    svc, ev = _event(db_url, 9)
    svc.pair_next_round(ev)
    standings_cache.forget()
    svc.standings(ev)
    many = standings_cache.MOST_ENTRIES
    try:
        standings_cache.MOST_ENTRIES = 2
        for m in svc.matches(ev, 1):
            if not m.is_bye:
                svc.record_result(ev, m.table, "2-1")
        path, rows = _path(svc, ev)
    finally:
        standings_cache.MOST_ENTRIES = many
    assert path == "whole" and rows == _fresh(svc, ev)


def test_a_whole_rounds_results_are_followed_round_by_round(db_url: str) -> None:
    """More changed matches than a query each (``FEW``): their round is read in one query,
    the kept standings moved, and still the fresh standings."""
    svc, ev = _event(db_url, 2 * standings_cache.FEW + 8)
    svc.pair_next_round(ev)
    standings_cache.forget()
    svc.standings(ev)
    tables = [m for m in svc.matches(ev, 1) if not m.is_bye]
    assert len(tables) > standings_cache.FEW
    for k, m in enumerate(tables):
        svc.record_result(ev, m.table, ["2-1", "0-2", "1-1-1"][k % 3])
    path, rows = _path(svc, ev)
    assert path == "results" and rows == _fresh(svc, ev)


def test_a_round_paired_again_is_read_whole(db_url: str) -> None:
    """A kept round paired again (its matches replaced): the kept rows are not those, so the
    event is read whole."""
    svc, ev = _event(db_url, 8)
    svc.pair_next_round(ev)
    standings_cache.forget()
    svc.standings(ev)
    svc.repair_round(ev)
    path, rows = _path(svc, ev)
    assert path == "whole" and rows == _fresh(svc, ev)


def test_a_round_paired_and_played_since_the_last_read_is_read_once(db_url: str) -> None:
    """What a desk does between two reads: late entries, a drop, the next round paired, its
    results and a correction — followed from the kept standings (that round read alone, with
    its results), and still the fresh standings."""
    svc, ev = _event(db_url, 2 * standings_cache.FEW + 9)
    for m in svc.pair_next_round(ev):
        if not m.is_bye:
            svc.record_result(ev, m.table, "2-0")
    standings_cache.forget()
    svc.standings(ev)
    svc.add_player(ev, "Tarde")
    svc.drop_player(ev, svc.standings(ev)[-1].player)
    tables = [m for m in svc.pair_next_round(ev) if not m.is_bye]
    for k, m in enumerate(tables):
        svc.record_result(ev, m.table, ["2-1", "0-2", "1-1-1"][k % 3])
    svc.correct_result(ev, 2, tables[0].table, GameScore(0, 2))
    svc.correct_result(ev, 1, 1, GameScore(1, 1, 1))
    path, rows = _path(svc, ev)
    assert path == "results" and rows == _fresh(svc, ev)


def test_this_process_s_entries_are_followed_without_fetching_them(db_url: str) -> None:
    """The results this process entered are followed from what it wrote (nothing fetched);
    once another process wrote one, every entry since the kept head is fetched — and both
    give the fresh standings."""
    svc, ev = _event(db_url, 10)
    tables = [m.table for m in svc.pair_next_round(ev) if not m.is_bye]
    standings_cache.forget()
    svc.standings(ev)
    before = dict(standings_cache.ENTRIES)
    svc.record_result(ev, tables[0], "2-0")
    svc.record_result(ev, tables[1], "1-2")
    path, rows = _path(svc, ev)
    assert path == "results" and rows == _fresh(svc, ev)
    now = standings_cache.ENTRIES
    assert now["journal"] >= before["journal"] + 2 and now["fetched"] == before["fetched"]
    svc.standings(ev)  # kept again
    root = Path(__file__).resolve().parents[2]
    subprocess.run([sys.executable, "-c", "import sys; from judge_app.storage.service import "
                    "EventService; EventService(sys.argv[1], station='mesa 3').record_result("
                    f"sys.argv[2], {tables[2]}, '2-1')", db_url, ev], check=True, cwd=root,
                   env={**os.environ, "PYTHONPATH": str(root)}, timeout=120)
    svc.record_result(ev, tables[3], "0-2")
    before = dict(standings_cache.ENTRIES)
    path, rows = _path(svc, ev)
    assert path == "results" and rows == _fresh(svc, ev)
    now = standings_cache.ENTRIES
    assert now["journal"] == before["journal"] and now["fetched"] >= before["fetched"] + 2


def test_an_entry_not_of_its_shape_reads_the_event_whole(db_url: str) -> None:
    """A result entry edited in the database into one without a round (an outside edit the
    audit check reports): the standings do not fail on it, they read the event whole."""
    from sqlalchemy import text

    svc, ev = _event(db_url, 6)
    tables = [m.table for m in svc.pair_next_round(ev) if not m.is_bye]
    standings_cache.forget()
    svc.standings(ev)
    svc.record_result(ev, tables[0], "2-0")
    standings_cache._WRITTEN.clear()  # as if another process had written it: fetched
    with svc.engine.begin() as conn:  # the edit outside the service
        conn.execute(text("UPDATE audit_entry SET data = '{\"round\":\"one\"}' "
                          "WHERE action = 'result.record'"))
    path, rows = _path(svc, ev)
    assert path == "whole" and rows == _fresh(svc, ev)
