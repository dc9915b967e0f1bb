"""Issue 25: an audited write hashes the rows it changes, not the whole event — and still never
seals data changed outside Juez, even when the station that wrote last keeps its sums in
memory (judge_app/storage/audit_track.py)."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import event

from judge_app.storage import audit, quick
from judge_app.storage.errors import StaleDataError, TournamentError
from judge_app.storage.service import EventService, dispose_engines


def _played(db: Path, players: int) -> tuple[EventService, str]:
    svc = EventService(str(db))
    ev = svc.create_event("Regional", "kodem", date="2025-06-01").id
    for i in range(players):
        svc.add_player(ev, f"Jugador {i}")
    for m in svc.pair_next_round(ev):
        if m.p2 is not None:
            svc.record_result(ev, m.table, "2-1")
    svc.pair_next_round(ev)
    return svc, ev


def _cost_of_results(svc: EventService, ev: str, tables: list[int]) -> list[tuple[int, int]]:
    """(rows hashed, SQL statements) of each result entered."""
    statements = [0]

    def count(*_args: object) -> None:
        statements[0] += 1

    event.listen(svc.engine, "before_cursor_execute", count)
    out = []
    try:
        for table in tables:
            rows, said = audit.ROWS_HASHED[0], statements[0]
            svc.record_result(ev, table, "2-0")
            out.append((audit.ROWS_HASHED[0] - rows, statements[0] - said))
    finally:
        event.remove(svc.engine, "before_cursor_execute", count)
    return out


def test_a_result_hashes_and_reads_as_much_at_any_size(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("JUEZ_AUDIT_CROSSCHECK", raising=False)  # it hashes everything
    costs = []
    for players in (12, 48):
        svc, ev = _played(tmp_path / f"ev{players}.sqlite3", players)
        # the first result publishes the round (two entries); the next ones are the rule
        costs.append(_cost_of_results(svc, ev, [1, 2, 3, 4]))
        assert svc.verify_audit(ev).ok  # the whole event hashed again agrees
        dispose_engines()
    small, big = costs
    assert small == big  # rows hashed and statements per result: not a function of the size
    assert big[0][0] == 4  # the first publishes the round: the match and the round, each twice
    assert all(rows == 2 for rows, _said in big[1:])  # then the match before and after


def test_a_station_that_just_wrote_still_refuses_data_changed_outside(
        tmp_path: Path) -> None:
    """The station keeps the sums of its last write; another connection's edit in between
    (sqlite3 here, as a hand edit) makes it read the event whole again and refuse."""
    db = tmp_path / "ev.sqlite3"
    svc, ev = _played(db, 8)
    svc.record_result(ev, 1, "2-0")  # remembered: this station wrote last
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE match SET wins1 = 0, wins2 = 2 WHERE id = 1")
    conn.close()
    with pytest.raises(TournamentError, match="table match differs") as refused:
        svc.add_penalty(ev, "P002", "Tardanza", "warning", "kodem-5.0:6.7-G16")
    assert "difiere la tabla match" in refused.value.message("es")
    assert not svc.verify_audit(ev).ok


def test_a_write_after_another_connections_write_reads_the_event_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("JUEZ_AUDIT_CROSSCHECK", raising=False)
    db = tmp_path / "ev.sqlite3"
    desk, ev = _played(db, 8)
    desk.record_result(ev, 1, "2-0")
    # another station: the scripted `round result` (its own sqlite3 connection)
    assert quick.record_result(str(db), ev, 2, "2-0") is not None
    rows = audit.ROWS_HASHED[0]
    desk.record_result(ev, 3, "2-0")  # not the data it left: reads and checks everything
    assert audit.ROWS_HASHED[0] - rows > 20
    rows = audit.ROWS_HASHED[0]
    desk.record_result(ev, 4, "2-0")  # it wrote last again
    assert audit.ROWS_HASHED[0] - rows == 2
    assert desk.verify_audit(ev).ok


def test_a_stale_result_from_a_second_station_is_refused(tmp_path: Path) -> None:
    """The round's matches as the window reads them record each match's version: a result
    entered for a table another station has just corrected is refused, nothing saved."""
    db = tmp_path / "ev.sqlite3"
    _svc, ev = _played(db, 8)
    first = EventService(str(db), station="mesa 1")
    second = EventService(str(db), station="mesa 2")
    seen = first.matches(ev, 2)  # what the first station shows
    assert seen
    second.record_result(ev, seen[0].table, "2-1")
    before = len(first.audit_entries(ev))
    with pytest.raises(StaleDataError):
        first.correct_result(ev, 2, seen[0].table, "0-2")
    assert len(first.audit_entries(ev)) == before
    assert first.matches(ev, 2)[0].score is not None


def test_the_standings_read_as_much_at_any_size(tmp_path: Path) -> None:
    """Two statements of rows (players, matches) and a few of the event's, at any size: the
    standings never read a row a query (tests/support/queries.py)."""
    from tests.support.queries import counting

    said = []
    for players in (12, 48):
        svc, ev = _played(tmp_path / f"s{players}.sqlite3", players)
        with counting() as count:
            rows = svc.standings(ev)
        said.append(count.statements)
        assert len(rows) == players
        dispose_engines()
    assert said[0] == said[1] <= 8


def _pg_played(pg_url: str) -> tuple[EventService, str, list[int]]:
    """An eight-player event on PostgreSQL, round 1 paired and published by its first result
    (the station remembers the sums of its last write)."""
    svc = EventService(pg_url)
    ev = svc.create_event("Regional", "kodem", date="2025-06-01").id
    for i in range(8):
        svc.add_player(ev, f"Jugador {i}")
    tables = [m.table for m in svc.pair_next_round(ev) if m.p2 is not None]
    svc.record_result(ev, tables[0], "2-1")  # publishes the round
    return svc, ev, tables


def _outside(pg_url: str, *statements: tuple[str, tuple[object, ...]]) -> None:
    """Statements from a connection of another program (psql, a script), each committed."""
    import psycopg
    from sqlalchemy.engine import make_url

    url = make_url(pg_url)
    with psycopg.connect(host=url.host, port=url.port, user=url.username,
                         dbname=url.database, autocommit=True) as conn:
        for sql, params in statements:
            conn.execute(sql, params)


def _station(pg_url: str, *argv: str) -> None:
    """Another station: ``judge-app --db URL …`` in its own process."""
    done = subprocess.run([sys.executable, "-m", "judge_app.cli", "--db", pg_url, *argv],
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr


def test_postgresql_a_station_writing_alone_hashes_only_its_rows(
        pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """On PostgreSQL the station that wrote last knows nothing else wrote from the server's
    transaction ids; an edit from another connection makes it read and refuse."""
    monkeypatch.delenv("JUEZ_AUDIT_CROSSCHECK", raising=False)
    svc, ev, tables = _pg_played(pg_url)
    rows = audit.ROWS_HASHED[0]
    svc.record_result(ev, tables[1], "2-1")
    assert audit.ROWS_HASHED[0] - rows == 2
    _outside(pg_url, ("UPDATE match SET wins1 = 0, wins2 = 2 WHERE table_no = %s",
                      (tables[0],)))
    with pytest.raises(TournamentError, match="table match differs"):
        svc.record_result(ev, tables[2], "2-1")
    assert not svc.verify_audit(ev).ok
    dispose_engines()


def test_a_stale_player_edit_from_a_second_station_is_refused(tmp_path: Path) -> None:
    """The roster as the window reads it (plain rows) records each player's version: an edit
    of a player another station has changed since is refused, nothing saved."""
    db = tmp_path / "ev.sqlite3"
    _svc, ev = _played(db, 8)
    first = EventService(str(db), station="mesa 1")
    second = EventService(str(db), station="mesa 2")
    target = first.players(ev)[2]  # what the first station shows
    second.edit_player(ev, target.id, name="Nombre corregido")
    with pytest.raises(StaleDataError):
        first.drop_player(ev, target.id)
    assert not any(p.dropped for p in first.players(ev))


def test_postgresql_other_transactions_between_two_writes_are_not_a_reason_to_rehash(
        pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Transaction ids taken by others between two writes of a station (autovacuum's
    ANALYZE, another event's write: seen within every round at 8,192 players) leave it
    hashing only its rows when none of them wrote a row of its event; a row of the event
    deleted from another connection still makes it read the event and refuse."""
    monkeypatch.delenv("JUEZ_AUDIT_CROSSCHECK", raising=False)
    svc, ev, tables = _pg_played(pg_url)
    other = svc.create_event("Liga", "kodem", date="2025-06-01").id
    svc.add_penalty(ev, "P002", "Tardanza", "warning", "kodem-5.0:6.7-G16")
    # another station (its own process) writes another event; an id taken, nothing written
    _station(pg_url, "player", "add", other, "Visitante")
    _outside(pg_url, ("SELECT pg_current_xact_id()", ()))
    rows = audit.ROWS_HASHED[0]
    svc.record_result(ev, tables[1], "2-1")
    assert audit.ROWS_HASHED[0] - rows == 2  # the match before and after, not the event
    assert svc.verify_audit(ev).ok and svc.verify_audit(other).ok
    _outside(pg_url, ("DELETE FROM penalty WHERE event_id = (SELECT id FROM event WHERE "
                      "name = %s)", ("Regional",)))
    with pytest.raises(TournamentError, match="table penalty differs"):
        svc.record_result(ev, tables[2], "2-1")
    assert not svc.verify_audit(ev).ok
    dispose_engines()


def test_postgresql_a_row_rewritten_from_outside_is_found_among_other_transactions(
        pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """An edit from another connection after other transactions took ids: the edited row is
    newer than the station's last write, so it reads the event whole and refuses."""
    monkeypatch.delenv("JUEZ_AUDIT_CROSSCHECK", raising=False)
    svc, ev, tables = _pg_played(pg_url)
    _outside(pg_url, ("SELECT pg_current_xact_id()", ()),
             ("UPDATE player SET name = 'Otro' WHERE name = 'Jugador 3'", ()),
             ("SELECT pg_current_xact_id()", ()))
    with pytest.raises(TournamentError, match="table player differs"):
        svc.record_result(ev, tables[1], "2-1")
    assert not svc.verify_audit(ev).ok
    dispose_engines()


def test_postgresql_a_write_beside_an_older_open_transaction_is_not_remembered(
        pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A transaction of another connection that began (took its id) before the station's
    write and commits after it leaves rows older than that write: the station must not keep
    its sums, and its next write reads the event and refuses the edit."""
    import psycopg
    from sqlalchemy.engine import make_url

    monkeypatch.delenv("JUEZ_AUDIT_CROSSCHECK", raising=False)
    svc, ev, tables = _pg_played(pg_url)
    url = make_url(pg_url)
    with psycopg.connect(host=url.host, port=url.port, user=url.username,
                         dbname=url.database) as conn:
        conn.execute("SELECT pg_current_xact_id()")  # its id: older than the next write's
        svc.record_result(ev, tables[1], "2-1")
        conn.execute("UPDATE player SET name = 'Otro' WHERE name = 'Jugador 3'")
        conn.commit()
    with pytest.raises(TournamentError, match="table player differs"):
        svc.record_result(ev, tables[2], "2-1")
    dispose_engines()


def test_postgresql_entries_of_another_station_that_change_no_data_are_no_reason_to_rehash(
        pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another process moves the event's log head without touching its data (the phones'
    codes issued by the portal): the desk's next write still hashes only its rows. When
    another process changes the event's data (a late entry), the desk reads the event
    whole, accepts it (an honest write) and the audit verifies."""
    monkeypatch.delenv("JUEZ_AUDIT_CROSSCHECK", raising=False)
    svc, ev, tables = _pg_played(pg_url)
    entries = len(svc.audit_entries(ev))
    _station(pg_url, "portal", "codes", ev)
    assert len(svc.audit_entries(ev)) == entries + 1  # the head moved
    rows = audit.ROWS_HASHED[0]
    svc.record_result(ev, tables[1], "2-1")
    assert audit.ROWS_HASHED[0] - rows == 2
    _station(pg_url, "player", "add", ev, "Tarde")
    rows = audit.ROWS_HASHED[0]
    svc.record_result(ev, tables[2], "2-1")
    assert audit.ROWS_HASHED[0] - rows > 10  # the whole event (18 rows), not its two
    assert svc.verify_audit(ev).ok
    dispose_engines()
