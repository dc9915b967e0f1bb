"""Issue 10 §2: automatic backups after pairings and results, listed and restored; a database
that cannot be opened offers its latest backup and is never modified."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.storage import backup
from judge_app.storage.errors import TournamentError
from judge_app.storage.service import EventService, dispose_engines


def _event(svc: EventService, players: int = 6) -> str:
    ev = svc.create_event("Regional", "kodem", date="2025-06-01").id
    for i in range(players):
        svc.add_player(ev, f"Jugador {i}")
    return ev


def _play_round(svc: EventService, ev: str) -> None:
    for m in svc.pair_next_round(ev):
        if m.p2 is not None:
            svc.record_result(ev, m.table, "2-1")


def test_pairings_always_and_results_debounced(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "ev.sqlite3"
    svc = EventService(str(db))
    ev = _event(svc)
    url = svc.url
    assert backup.list_backups(url, ev) == []
    svc.pair_next_round(ev)
    first = backup.list_backups(url, ev)
    assert [b.trigger for b in first] == ["round.pair"]
    assert first[0].path.parent == tmp_path / "ev.sqlite3.backups"
    svc.record_result(ev, 1, "2-0")  # within the interval of the pairing's backup: debounced
    assert len(backup.list_backups(url, ev)) == 1
    monkeypatch.setenv(backup.INTERVAL_VAR, "0")
    svc.record_result(ev, 2, "2-0")
    svc.record_result(ev, 3, "0-2")
    svc.correct_result(ev, 1, 1, "2-1")
    assert [b.trigger for b in backup.list_backups(url, ev)] == [
        "result.correct", "round.complete", "result.record", "round.pair"]
    # the copy is a consistent, complete database holding the last result
    with sqlite3.connect(backup.list_backups(url, ev)[0].path) as conn:
        assert conn.execute("SELECT wins1, wins2 FROM match WHERE table_no = 1").fetchone() \
            == (2, 1)
    monkeypatch.setenv(backup.KEEP_VAR, "2")
    svc.pair_next_round(ev)
    kept = backup.list_backups(url, ev)
    # the newest two, and every round's pairing and completion (issue 20 §5)
    assert [b.trigger for b in kept] == ["round.pair", "result.correct", "round.complete",
                                         "round.pair"]


def test_a_copy_waits_for_the_desks_read_after_its_change_unless_someone_waits_for_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A backup's copy starts ``COPY_DELAY_S`` after its change, holding the data as the
    change left it: the window's read right after a write goes first, not beside the copy.
    Whoever reads the backups does not wait for the delay."""
    import time

    monkeypatch.setattr(backup, "COPY_DELAY_S", 60.0)
    db = tmp_path / "ev.sqlite3"
    svc = EventService(str(db))
    ev = _event(svc)
    svc.pair_next_round(ev)  # its backup asked for: the copy is a minute away
    time.sleep(0.5)
    assert not list((tmp_path / "ev.sqlite3.backups").glob("*.sqlite3"))
    svc.add_player(ev, "Tardía")  # committed after the pairing: not in its copy
    asked = time.monotonic()
    (paired,) = backup.list_backups(svc.url, ev)  # waits for the copy, which runs now
    assert time.monotonic() - asked < 30
    with sqlite3.connect(paired.path) as conn:
        assert conn.execute("SELECT count(*) FROM player").fetchone() == (6,)
    assert len(svc.players(ev)) == 7
    dispose_engines()


def test_a_burst_of_results_still_keeps_the_end_of_the_round_and_corrections(
        tmp_path: Path) -> None:
    # the newcomer's run: every result came within a minute of the pairing, and none was
    # in any backup until the next pairing
    svc = EventService(str(tmp_path / "ev.sqlite3"))
    ev = _event(svc)
    tables = [m.table for m in svc.pair_next_round(ev) if m.p2 is not None]
    for table in tables[:-1]:
        svc.record_result(ev, table, "2-0")
    assert [b.trigger for b in backup.list_backups(svc.url, ev)] == ["round.pair"]
    svc.record_result(ev, tables[-1], "0-2")  # the round is complete: always kept
    svc.correct_result(ev, 1, tables[0], "1-2")  # a correction: always kept
    listed = backup.list_backups(svc.url, ev)
    assert [b.trigger for b in listed] == ["result.correct", "round.complete", "round.pair"]
    with sqlite3.connect(listed[1].path) as conn:
        assert conn.execute("SELECT count(*) FROM match WHERE wins1 IS NULL AND p2_id IS NOT NULL"
                            ).fetchone() == (0,)


def test_cli_list_and_restore_keep_the_replaced_state(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv(backup.INTERVAL_VAR, "0")
    db = tmp_path / "ev.sqlite3"
    svc = EventService(str(db))
    ev = _event(svc)
    other = _event(svc, 4)
    _play_round(svc, ev)
    after_round_1 = backup.list_backups(svc.url, ev)[0]
    _play_round(svc, ev)
    svc.pair_next_round(ev)
    svc.add_penalty(ev, "P001", "Robó de más", "warning", "kodem-5.0:6.7-G16")
    svc.pair_next_round(other)
    assert main(["--db", str(db), "backup", "list", ev, "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert after_round_1.id in [b["id"] for b in listed["backups"]]
    assert {b["trigger"] for b in listed["backups"]} >= {"round.pair"}  # --json: the key
    for lang, words in (("es", "\tronda emparejada\t"), ("en", "\tround paired\t")):
        assert main(["--db", str(db), "backup", "list", ev, "--lang", lang]) == 0
        assert words in capsys.readouterr().out
    assert main(["--db", str(db), "backup", "restore", ev, after_round_1.id, "--json"]) == 0
    done = json.loads(capsys.readouterr().out)
    svc = EventService(str(db))
    assert svc.event_summary(ev).current_round == 1
    assert all(m.score is not None for m in svc.matches(ev, 1) if m.p2 is not None)
    assert svc.penalties(ev) == []
    assert svc.event_summary(other).current_round == 1  # another event is not touched
    assert svc.verify_audit(ev).ok
    assert svc.audit_entries(ev)[-1].action == "event.restore"
    # nothing lost: the state replaced is a backup, and restoring it brings all back
    assert main(["--db", str(db), "backup", "restore", ev, done["kept"]]) == 0
    svc = EventService(str(db))
    assert svc.event_summary(ev).current_round == 3
    assert len(svc.penalties(ev)) == 1
    assert svc.verify_audit(ev).ok
    capsys.readouterr()
    assert main(["--db", str(db), "backup", "restore", ev, "20990101T000000.000000Z--ev-1--x"]) \
        == 2
    assert "no backup" in capsys.readouterr().err


def _damage(path: Path) -> bytes:
    dispose_engines()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    data = bytearray(path.read_bytes())
    data[4096 + 8: 4 * 4096] = b"\xff" * (3 * 4096 - 8)
    path.write_bytes(bytes(data))
    return bytes(data)


@pytest.mark.parametrize("how", ["damaged", "truncated", "newer"])
def test_a_database_that_cannot_be_opened_offers_its_latest_backup(
        tmp_path: Path, how: str, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "ev.sqlite3"
    svc = EventService(str(db))
    ev = _event(svc, 40)
    _play_round(svc, ev)
    latest = backup.list_backups(svc.url, ev)[0]
    if how == "damaged":
        broken = _damage(db)
    elif how == "truncated":
        _damage(db)
        broken = db.read_bytes()[: 3 * 4096 + 100]
        db.write_bytes(broken)
    else:
        dispose_engines()
        conn = sqlite3.connect(db)
        conn.execute("UPDATE alembic_version SET version_num = '9999'")
        conn.commit()
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        conn.close()
        broken = db.read_bytes()
    assert main(["--db", str(db), "event", "list"]) == 2
    err = capsys.readouterr().err
    assert latest.id in err and f"backup restore {ev} {latest.id}" in err
    assert db.read_bytes() == broken  # byte for byte
    with pytest.raises(TournamentError) as info:
        EventService(str(db))
    assert getattr(info.value, "backup", None) == latest
    assert db.read_bytes() == broken
    assert main(["--db", str(db), "backup", "restore", ev, latest.id]) == 0
    assert "damaged file was kept" in capsys.readouterr().out
    kept = [p for p in tmp_path.iterdir() if ".damaged-" in p.name and p.suffix != ".sqlite3-wal"]
    assert any(p.read_bytes() == broken for p in kept)
    svc = EventService(str(db))
    assert svc.event_summary(ev).current_round == 1 and len(svc.players(ev)) == 40


def test_read_only_database_cannot_be_restored_into(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "ev.sqlite3"
    svc = EventService(str(db))
    ev = _event(svc)
    svc.pair_next_round(ev)
    latest = backup.list_backups(svc.url, ev)[0]
    dispose_engines()
    assert main(["--db", f"sqlite:///{db}?mode=ro", "backup", "restore", ev, latest.id]) == 2
    assert "read-only" in capsys.readouterr().err
    assert main(["--db", f"sqlite:///{db}?mode=ro", "backup", "list", ev]) == 0
    assert latest.id in capsys.readouterr().out


@pytest.mark.postgres
def test_postgres_backups_are_json_dumps_of_the_event(
        pg_url: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    svc = EventService(pg_url)
    ev = _event(svc)
    _play_round(svc, ev)
    first = backup.list_backups(svc.url, ev)[-1]
    assert first.path.suffix == ".json" and str(tmp_path) in str(first.path)
    dump = json.loads(first.path.read_text(encoding="utf-8"))
    assert dump["format"] == "juez-event-dump" and len(dump["tables"]["player"]) == 6
    _play_round(svc, ev)
    before = backup.restore(svc, ev, first.id)
    assert svc.event_summary(ev).current_round == 1
    assert svc.verify_audit(ev).ok
    backup.restore(svc, ev, before.id)
    assert svc.event_summary(ev).current_round == 2
    assert svc.verify_audit(ev).ok


@pytest.mark.postgres
def test_postgresql_writes_the_same_dump_as_python_reads(
        pg_url: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The dump PostgreSQL writes (``json_agg``, no Python object per row, in pieces of a
    few rows) holds exactly the rows and values of the dump read row by row: every table
    of the event, with a name in
    markup, quotes, a backslash, a formula prefix and accents, a paused clock's fraction of
    a second, booleans, nulls and the audit's JSON."""
    from judge_app.storage.floor import FloorService
    from judge_app.storage.service import event_key

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    svc = FloorService(pg_url)
    ev = _event(svc, 7)
    svc.add_player(ev, 'Zoë <b>"Ñandú"</b> \\ =SUM(A1)')
    _play_round(svc, ev)
    svc.pair_next_round(ev)
    svc.clock_start(ev, 50)
    svc.clock_pause(ev)
    svc.drop_player(ev, svc.players(ev)[0].id)
    with svc.engine.connect() as conn:
        server = json.loads(backup._server_dump(conn, event_key(ev)))
        python = json.loads(json.dumps(backup._dump(conn, event_key(ev))))
        # written in pieces of a few rows: the pieces join into the same document
        monkeypatch.setattr(backup, "DUMP_PIECE_ROWS", 3)
        pieces = list(backup._server_dump_parts(conn, event_key(ev)))
        backup._write_dump(conn, event_key(ev), tmp_path / "dump.json")
    assert len(pieces) > 40
    small = json.loads("".join(pieces))
    written = json.loads((tmp_path / "dump.json").read_text(encoding="utf-8"))
    for taken in (server, python, small, written):
        assert taken.pop("taken")
    assert set(server["tables"]) == {t.name for t in backup._tables()}
    assert server == python == small == written
    clock = server["tables"]["round_clock"]
    assert clock and isinstance(clock[0]["elapsed"], float) and clock[0]["elapsed"] > 0
    assert any("Ñandú" in p["name"] for p in server["tables"]["player"])
    assert server["tables"]["penalty"] == [] and len(server["tables"]["audit_entry"]) > 10


@pytest.mark.postgres
def test_postgres_dump_is_taken_on_the_backup_thread_as_its_change_left_the_data(
        pg_url: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Pairing no longer waits for the event's dump (a second at 8,192 players): the dump is
    read on the backup thread, of the data as the pairing committed it — a player added
    before the backup thread gets to it is not in it (the next backup has them)."""
    import threading

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    svc = EventService(pg_url)
    ev = _event(svc)
    _play_round(svc, ev)
    backup.wait()
    gate = threading.Event()
    backup.in_background(gate.wait)  # the backup thread busy with an earlier copy
    pairing = threading.Thread(target=svc.pair_next_round, args=(ev,))
    try:
        pairing.start()
        pairing.join(20)
        assert not pairing.is_alive(), "the pairing waited for the backup thread"
        svc.add_player(ev, "Tardía")  # committed after the pairing's snapshot
    finally:
        gate.set()
        pairing.join(20)
    backup.wait()
    paired = [b for b in backup.list_backups(svc.url, ev) if b.trigger == "round.pair"]
    dump = json.loads(paired[0].path.read_text(encoding="utf-8"))  # the newest
    assert len(dump["tables"]["player"]) == 6 and len(svc.players(ev)) == 7
    assert {r["number"] for r in dump["tables"]["round"]} == {1, 2}
    # the dump's connection is not one of the service's: the writes after it still know the
    # event's audited sums (a connection that did not make the last write reads and hashes
    # the whole event before writing: 0.2-0.6 s at 8,192 players)
    from judge_app.storage import audit_track

    known: list[bool] = []
    real = audit_track.remembered

    def noted(*args: object) -> object:
        got = real(*args)  # type: ignore[arg-type]
        known.append(got is not None)
        return got

    monkeypatch.setattr(audit_track, "remembered", noted)
    for p in svc.players(ev)[:3]:
        svc.drop_player(ev, p.id)
    assert known == [True, True, True]


def test_whatever_arrives_from_a_file_is_backed_up_at_once(tmp_path: Path) -> None:
    """An imported event (TOM file or Juez archive), round or roster is a copy kept whatever
    the debounce: it is the moment a judge trusts another file's contents."""
    from judge_app.reports.archive import event_archive
    from judge_app.storage.archive import import_archive
    from judge_app.storage.imports import import_round, import_tdf

    db = tmp_path / "ev.sqlite3"
    svc = EventService(str(db))
    url = svc.url
    tom = import_tdf(svc, Path(__file__).parents[1] / "interop" / "files" / "copa-divisiones.tdf")
    assert [b.trigger for b in backup.list_backups(url, tom.event.id)] == ["event.import"]
    ev = svc.create_event("Liga", "kodem").id
    roster = tmp_path / "roster.csv"
    roster.write_text("id,name\nA,Ana\nB,Beto\nC,Caro\nD,Dani\n", encoding="utf-8")
    svc.import_players_csv(ev, roster)
    rnd = tmp_path / "r1.csv"
    rnd.write_text("table,p1,p2,result\n1,A,B,2-0\n2,C,D,\n", encoding="utf-8")
    import_round(svc, ev, rnd)
    assert [b.trigger for b in backup.list_backups(url, ev)] == ["round.import", "player.import"]
    archive = tmp_path / "liga.zip"
    archive.write_bytes(event_archive(svc, ev))
    again = import_archive(svc, archive)
    kept = backup.list_backups(url, again)
    assert [b.trigger for b in kept] == ["event.import"]
    with sqlite3.connect(kept[0].path) as conn:  # the copy holds the imported round
        assert conn.execute("SELECT COUNT(*) FROM match WHERE event_id = ?",
                            (int(again.split("-")[1]),)).fetchone() == (2,)
    # a refused import takes no backup
    rnd.write_text("table,p1,p2,result\n1,A,B,9-0\n", encoding="utf-8")
    with pytest.raises(TournamentError):
        import_round(svc, ev, rnd)
    assert len(backup.list_backups(url, ev)) == 2
    dispose_engines()
