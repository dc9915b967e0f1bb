"""EventService on a real SQLite file and a real PostgreSQL database: rules, refusals, audit."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.orm.exc import StaleDataError as OrmStaleDataError
from sqlmodel import Session, select

from judge_app.storage.errors import NotFoundError, StaleDataError, TournamentError
from judge_app.storage.models import MatchRow
from judge_app.storage.service import EventService, engine_for
from judge_app.tournament.model import GameScore, PenaltyKind
from judge_app.violations import Citation
from tests.support.queries import stepping


def _event(url: str, n: int = 8, station: str = "mesa 1") -> tuple[EventService, str]:
    svc = EventService(url, station=station)
    ev = svc.create_event("Regional", "kodem", date="2025-06-01")
    for i in range(1, n + 1):
        svc.add_player(ev.id, f"Jugador {i}", f"P{i}")
    return svc, ev.id


def _audit_len(svc: EventService, ev: str) -> int:
    return svc.verify_audit(ev).entries


def test_players_ids_duplicates_and_unknowns(db_url: str) -> None:
    svc, ev = _event(db_url, 3)
    assert [p.id for p in svc.players(ev)] == ["P1", "P2", "P3"]
    assert svc.add_player(ev, "Sin id").id == "P4"  # the event's own scheme, not P004
    before = _audit_len(svc, ev)
    with pytest.raises(TournamentError, match="'P2' is already registered"):
        svc.add_player(ev, "Otra", "P2")
    with pytest.raises(NotFoundError, match="'ev-999' does not exist"):
        svc.players("ev-999")
    with pytest.raises(NotFoundError):
        svc.event_summary("nonsense")
    with pytest.raises(NotFoundError, match="'P9' is not registered"):
        svc.drop_player(ev, "P9")
    assert isinstance(NotFoundError("x"), LookupError)
    assert _audit_len(svc, ev) == before
    assert len(svc.players(ev)) == 4


def test_csv_import_is_all_or_nothing(db_url: str, tmp_path: Path) -> None:
    svc, ev = _event(db_url, 2)
    good = tmp_path / "good.csv"
    good.write_text("\ufeffid,name\nA1,Ana\nB2,\"Núñez, Beto\"\n\nC3,王小明\n", encoding="utf-8")
    assert [(p.id, p.name) for p in svc.import_players_csv(ev, good)] == [
        ("A1", "Ana"), ("B2", "Núñez, Beto"), ("C3", "王小明")]
    bad = tmp_path / "bad.csv"
    bad.write_text("name,id\nDora,D4\nEva,P1\n", encoding="utf-8")  # P1 is taken
    with pytest.raises(TournamentError, match=r"bad.csv, line 3: player id 'P1' is already"):
        svc.import_players_csv(ev, bad)
    repeated = tmp_path / "rep.csv"
    repeated.write_text("id,name\nX,Uno\nX,Dos\n", encoding="utf-8")
    with pytest.raises(TournamentError, match=r"rep.csv, line 3, column id: 'X' repeats line 2"):
        svc.import_players_csv(ev, repeated)
    header = tmp_path / "header.csv"
    header.write_text("player,nombre\n1,a\n", encoding="utf-8")
    with pytest.raises(TournamentError, match="line 1: the header must name the columns"):
        svc.import_players_csv(ev, header)
    with pytest.raises(TournamentError, match="cannot read"):
        svc.import_players_csv(ev, tmp_path / "missing.csv")
    assert len(svc.players(ev)) == 5  # nothing of the bad files


def test_results_refusals_change_nothing(db_url: str) -> None:
    svc, ev = _event(db_url, 7)
    with pytest.raises(TournamentError, match="no round has been paired"):
        svc.record_result(ev, 1, "2-0")
    r1 = svc.pair_next_round(ev)
    assert len(r1) == 4 and r1[-1].is_bye
    before = _audit_len(svc, ev)
    for score, message in [("3-5", "at most 2 games"), ("2-2", "both players"),
                           ("abc", "not of the form")]:
        with pytest.raises(TournamentError, match=message) as info:
            svc.record_result(ev, 1, score)
        assert info.value.field == "score"
    with pytest.raises(NotFoundError, match="round 1 has no table 9"):
        svc.record_result(ev, 9, "2-0")
    with pytest.raises(TournamentError, match="is the bye"):
        svc.record_result(ev, 4, "2-0")
    with pytest.raises(TournamentError, match="round 1 is not finished: no result yet at tables"):
        svc.pair_next_round(ev)
    assert _audit_len(svc, ev) == before
    m = svc.record_result(ev, 1, "2-1")
    assert m.score == GameScore(2, 1)
    with pytest.raises(TournamentError, match="already reported as 2-1"):
        svc.record_result(ev, 1, "0-2")
    svc.record_result(ev, 2, "1-1-1")
    with pytest.raises(TournamentError, match="table 1 already has a result"):
        svc.repair_round(ev)
    svc.record_result(ev, 3, "0-2")
    svc.pair_next_round(ev)
    with pytest.raises(TournamentError, match="round 1 is closed"):
        svc.record_result(ev, 1, "2-0", round_no=1)
    # a closed round can be corrected (audited), the standings follow
    points_before = {r.player: r.points for r in svc.standings(ev)}
    fixed = svc.correct_result(ev, 1, 1, "0-2")
    assert fixed.score == GameScore(0, 2)
    after = {r.player: r.points for r in svc.standings(ev)}
    assert after[fixed.p1] == points_before[fixed.p1] - 3
    assert after[fixed.p2] == points_before[fixed.p2] + 3
    entries = svc.audit_entries(ev)
    assert entries[-1].action == "result.correct"
    assert entries[-1].data["before"] == "2-1" and entries[-1].data["score"] == "0-2"
    with pytest.raises(TournamentError, match="corrected but not cleared"):
        svc.correct_result(ev, 1, 1, None)


def test_repair_before_any_result_only(db_url: str) -> None:
    svc, ev = _event(db_url, 8)
    first = svc.pair_next_round(ev)
    svc.drop_player(ev, first[0].p1)  # dropped before playing: pair the round again
    again = svc.repair_round(ev)
    assert first[0].p1 not in {p for m in again for p in (m.p1, m.p2)}
    assert len(again) == 4 and again[-1].is_bye
    svc.record_result(ev, 1, "2-0")
    with pytest.raises(TournamentError, match="cannot be paired again"):
        svc.repair_round(ev)


def test_late_entry_and_drop(db_url: str) -> None:
    svc, ev = _event(db_url, 4)
    svc.pair_next_round(ev)
    late = svc.add_player(ev, "Tarde", "LATE")
    assert late.first_round == 2
    for t in (1, 2):
        svc.record_result(ev, t, "2-0")
    dropped = svc.drop_player(ev, "P1")
    assert dropped.dropped_after == 1
    with pytest.raises(TournamentError, match="already dropped"):
        svc.drop_player(ev, "P1")
    r2 = svc.pair_next_round(ev)
    paired = {p for m in r2 for p in (m.p1, m.p2) if p}
    assert paired == {"P2", "P3", "P4", "LATE"}
    row = next(r for r in svc.standings(ev, 1) if r.player == "LATE")
    assert row.record == "0-1-0"  # the missed round is a loss (late_losses)


def test_penalties_cite_real_sections(db_url: str) -> None:
    svc, ev = _event(db_url, 2)
    svc.pair_next_round(ev)
    p = svc.add_penalty(ev, "P1", "Olvidó actualizar descansos", PenaltyKind.WARNING,
                        Citation("kodem-5.0", "6.7-G16"), judge="Ana", note="mesa 1")
    assert (p.round, p.kind, p.citation.section, p.judge) == (1, PenaltyKind.WARNING,
                                                              "6.7-G16", "Ana")
    with pytest.raises(TournamentError, match=r"has no section '6\.7-G99'") as info:
        svc.add_penalty(ev, "P1", "x", "warning", "kodem-5.0:6.7-G99")
    assert info.value.field == "citation"
    with pytest.raises(TournamentError, match="no rulebook 'nope'"):
        svc.add_penalty(ev, "P1", "x", "warning", "nope:1")
    with pytest.raises(TournamentError, match="not one of caution"):
        svc.add_penalty(ev, "P1", "x", "spanking", "kodem-5.0:6.7-G16")
    with pytest.raises(NotFoundError):
        svc.add_penalty(ev, "P7", "x", "warning", "kodem-5.0:6.7-G16")
    svc.add_penalty(ev, "P2", "Lento", "caution", "kodem-5.0:6.7-G16", round=1)
    assert [x.player for x in svc.penalties(ev)] == ["P1", "P2"]
    assert [x.player for x in svc.penalties(ev, player="P2")] == ["P2"]
    assert svc.penalties(ev, round=2) == []


def test_audit_detects_an_edited_and_a_deleted_entry(db_url: str) -> None:
    svc, ev = _event(db_url, 4)
    svc.pair_next_round(ev)
    svc.record_result(ev, 1, "2-0")
    svc.record_result(ev, 2, "1-2")
    check = svc.verify_audit(ev)
    assert check.ok and check.entries == 9  # the first result published the round (seq 8)
    engine = engine_for(svc.url)
    eid = int(ev.split("-")[1])
    with engine.begin() as conn:  # someone "fixes" a result in the log by hand
        conn.execute(text("UPDATE audit_entry SET data = REPLACE(data, '1-2', '2-1') "
                          "WHERE event_id = :e AND seq = 9"), {"e": eid})
    problems = [str(p) for p in svc.verify_audit(ev).problems]
    assert problems == ["entry 9 (result.record) was edited: its content does not match its hash"]
    with engine.begin() as conn:
        conn.execute(text("DELETE FROM audit_entry WHERE event_id = :e AND seq = 3"), {"e": eid})
    problems = [str(p) for p in svc.verify_audit(ev).problems]
    assert "entry 3 missing before entry 4 (player.add): deleted" in problems
    with engine.begin() as conn:
        conn.execute(text("DELETE FROM audit_entry WHERE event_id = :e AND seq = 9"), {"e": eid})
    problems = [str(p) for p in svc.verify_audit(ev).problems]
    assert "entry 9 at the end of the log deleted" in problems


def test_two_stations_a_stale_write_is_refused(db_url: str) -> None:
    a, ev = _event(db_url, 6, station="mesa A")
    b = EventService(db_url, station="mesa B")
    a.pair_next_round(ev)
    a.matches(ev, 1)          # station A shows the round…
    b.matches(ev, 1)
    b.record_result(ev, 1, "2-0")  # …station B enters table 1 meanwhile
    with pytest.raises(TournamentError, match="already reported as 2-0"):
        a.record_result(ev, 1, "0-2")
    with pytest.raises(StaleDataError, match="table 1 of round 1 was changed by another"):
        a.correct_result(ev, 1, 1, "0-2")   # A corrects what it saw as unreported
    assert b.matches(ev, 1)[0].score == GameScore(2, 0)  # B's result is kept
    # an explicit version works across processes too
    version = a.match_version(ev, 1, 2)
    b.record_result(ev, 2, "1-2")
    with pytest.raises(StaleDataError):
        a.correct_result(ev, 1, 2, "2-0", expected_version=version)
    assert a.matches(ev, 1)[1].score == GameScore(1, 2)
    # players and the event itself
    a.players(ev)
    b.drop_player(ev, "P6")
    with pytest.raises(StaleDataError, match="player 'P6'"):
        a.drop_player(ev, "P6")
    a.record_result(ev, 3, "2-1")
    a.event_summary(ev)
    b.pair_next_round(ev)
    with pytest.raises(StaleDataError, match=f"event '{ev}' was changed by another station"):
        a.pair_next_round(ev)
    assert a.event_summary(ev).current_round == 2
    assert a.verify_audit(ev).ok
    by = {e.by for e in a.audit_entries(ev)}
    assert by == {"mesa A", "mesa B"}


def test_concurrent_updates_of_one_row_are_caught_by_the_version(pg_url: str) -> None:
    """Two sessions read a match at version 1; the second UPDATE matches no row."""
    svc, ev = _event(pg_url, 2)
    svc.pair_next_round(ev)
    engine = engine_for(svc.url)
    with Session(engine) as s1, Session(engine) as s2:
        m1 = s1.exec(select(MatchRow)).one()
        m2 = s2.exec(select(MatchRow)).one()
        m1.wins1, m1.wins2, m1.draws = 2, 0, 0
        s1.add(m1)
        s1.commit()
        m2.wins1, m2.wins2, m2.draws = 0, 2, 0
        s2.add(m2)
        with pytest.raises(OrmStaleDataError):
            s2.commit()
    assert svc.matches(ev, 1)[0].score == GameScore(2, 0)


def test_the_matches_read_share_one_object_per_score(db_url: str) -> None:
    """A read of 8,192 players made one score object per match (37,000, a dozen distinct),
    45 % of the objects the collector then walked on the window's worker: equal scores are
    one object, by every read of the matches, and still equal to a score made anew."""
    svc, ev = _event(db_url, n=8)
    svc.pair_next_round(ev)
    for table in (1, 2, 3):
        svc.record_result(ev, table, "2-1")
    svc.record_result(ev, 4, "1-1-1")
    with svc._session() as s:
        _players, before_round_2 = svc._pairing_data(s, svc._event(s, ev), 2)
    for read in (svc.matches(ev), before_round_2):  # the desk's read; the pairing's
        scores = [m.score for m in sorted(read, key=lambda m: m.table)]
        assert scores[0] is scores[1] is scores[2] == GameScore(2, 1)
        assert scores[3] == GameScore(1, 1, 1) and scores[3] is not scores[0]


def test_one_table_is_read_alone_at_any_size(tmp_path: Path) -> None:
    """The desk's entry line reads the table typed before each slip: at 8,192 players
    reading the whole round for it held the window 65-86 ms a slip. One table reads as
    much at 16 players as at 256, and is the round's own."""
    steps: dict[int, int] = {}
    for n in (16, 256):
        svc, ev = _event(f"sqlite:///{tmp_path / f'ev{n}.sqlite3'}", n=n)
        svc.pair_next_round(ev)
        svc.record_result(ev, 3, "2-1")
        svc.match(ev, 1, 3)  # the connection and the statements' caches warmed
        with stepping() as read:
            found = svc.match(ev, 1, 3)
        steps[n] = read.steps
        assert found == next(m for m in svc.matches(ev, 1) if m.table == 3)
        assert found is not None and found.score == GameScore(2, 1)
        assert svc.match(ev, 1, n) is None and svc.match(ev, 2, 1) is None
    assert steps[256] == steps[16], steps
