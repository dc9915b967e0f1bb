"""Issue 20 §5, "back up the event, not the whole file": a backup holds its event alone, a
restore replaces that event alone (audited, the other events and their audit untouched),
and a file that cannot be opened is rebuilt from every event's own newest backup."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.storage import backup
from judge_app.storage.service import EventService, dispose_engines


def _event(svc: EventService, name: str, players: int) -> str:
    ev = svc.create_event(name, "kodem", date="2026-12-02").id
    for i in range(players):
        svc.add_player(ev, f"{name} {i}")
    return ev


def _play(svc: EventService, ev: str, score: str = "2-1") -> None:
    for m in svc.pair_next_round(ev):
        if m.p2 is not None:
            svc.record_result(ev, m.table, score)


def _state(svc: EventService, ev: str) -> tuple[object, ...]:
    """What an event holds, to compare before and after (its audit chain too)."""
    summary = svc.event_summary(ev)
    return (summary.current_round, [(p.id, p.name) for p in svc.players(ev)],
            [(m.round, m.table, m.p1, m.p2, str(m.score)) for r in
             range(1, summary.current_round + 1) for m in svc.matches(ev, r)],
            [(e.seq, e.action, e.hash) for e in svc.audit_entries(ev)])


def _rows(path: Path) -> dict[str, list[int]]:
    """Event ids of the rows in each event-owned table of an SQLite file."""
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        out = {"event": [r[0] for r in conn.execute("SELECT id FROM event")]}
        for table in ("player", "round", "match", "audit_entry"):
            out[table] = sorted({r[0] for r in conn.execute(
                f'SELECT event_id FROM "{table}"')})
        return out
    finally:
        conn.close()


def test_a_backup_holds_its_event_alone(tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(backup.INTERVAL_VAR, "0")
    db = tmp_path / "club.sqlite3"
    svc = EventService(str(db))
    old = _event(svc, "Liga de otoño", 4)  # another event in the same file
    small = _event(svc, "Martes", 6)
    _play(svc, small)
    taken = backup.list_backups(svc.url, small)[0]
    assert taken.path.suffix == ".sqlite3"
    pk = int(small.removeprefix("ev-"))
    assert _rows(taken.path) == {t: [pk] for t in ("event", "player", "round", "match",
                                                   "audit_entry")}
    conn = sqlite3.connect(taken.path)
    assert conn.execute("PRAGMA quick_check").fetchone()[0] == "ok"
    assert conn.execute("SELECT count(*) FROM alembic_version").fetchone()[0] == 1
    conn.close()
    # the size of its event, not of the file: the other event growing by 3,000 players
    # does not make the next backup of this one any bigger
    roster = tmp_path / "roster.csv"
    roster.write_text("id,name\n" + "".join(f"L{i:04d},Jugadora {i:04d}\n"
                                            for i in range(3000)), "utf-8")
    svc.import_players_csv(old, roster)
    again = backup.take(svc.engine, svc.url, small, pk, "manual", force=True)
    assert again is not None and again.size == taken.size
    whole = tmp_path / "whole.sqlite3"
    backup._sqlite_copy(db, whole)  # what a backup was before: the whole file
    assert whole.stat().st_size > 2 * taken.size
    # and it is what a restore reads: the event's audited data as the log recorded it
    assert backup.restore_effect(svc, small, again.id) == []


def test_restoring_one_event_leaves_the_other_and_its_audit_untouched(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv(backup.INTERVAL_VAR, "0")
    db = tmp_path / "club.sqlite3"
    svc = EventService(str(db))
    a, b = _event(svc, "Ana", 8), _event(svc, "Beto", 8)
    _play(svc, a)
    _play(svc, b)
    kept = backup.list_backups(svc.url, a)[0]  # a after round 1
    _play(svc, a, "0-2")  # both change after the backup
    _play(svc, b, "1-2")
    svc.add_player(b, "Caro")
    other = _state(svc, b)
    assert main(["--db", str(db), "backup", "restore", a, kept.id, "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "round 2 (paired after the backup)" in out  # what it drops, said
    assert svc.event_summary(a).current_round == 1
    assert _state(svc, b) == other  # the other event, its rows and its audit chain
    assert svc.verify_audit(a).ok and svc.verify_audit(b).ok
    entries = svc.audit_entries(a)
    assert entries[-1].action == "event.restore"  # appended: the log was not rewound
    assert entries[-1].data["backup"] == kept.id
    assert any(e.action == "round.pair" and e.data.get("round") == 2 for e in entries)


def test_a_damaged_file_is_rebuilt_from_every_events_newest_backup(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv(backup.INTERVAL_VAR, "0")
    db = tmp_path / "club.sqlite3"
    svc = EventService(str(db))
    a, b = _event(svc, "Ana", 8), _event(svc, "Beto", 6)
    _play(svc, a)
    _play(svc, b)
    _play(svc, b)
    states = {ev: _state(svc, ev) for ev in (a, b)}
    newest_a = backup.list_backups(svc.url, a)[0]
    newest_b = backup.list_backups(svc.url, b)[0]
    dispose_engines()
    raw = bytearray(db.read_bytes())
    raw[100:4096] = b"\xff" * (4096 - 100)  # the first page's schema: nothing opens it
    db.write_bytes(bytes(raw))
    for suffix in ("-wal", "-shm"):
        db.with_name(db.name + suffix).unlink(missing_ok=True)
    assert main(["--db", str(db), "backup", "restore", a, newest_a.id, "--lang", "es",
                 "--json"]) == 0
    said = json.loads(capsys.readouterr().out)
    assert said["whole_file"] is True and said["other_events"] == {b: newest_b.id}
    svc = EventService(str(db))
    assert {ev: _state(svc, ev) for ev in (a, b)} == states
    assert svc.verify_audit(a).ok and svc.verify_audit(b).ok


def test_a_backup_of_the_whole_file_restores_its_event_alone(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A backup taken before backups held one event (the whole file copied) still restores,
    and still only its event."""
    monkeypatch.setenv(backup.INTERVAL_VAR, "0")
    db = tmp_path / "club.sqlite3"
    svc = EventService(str(db))
    a, b = _event(svc, "Ana", 6), _event(svc, "Beto", 6)
    _play(svc, a)
    _play(svc, b)
    folder = backup.folder_for(svc.url)
    legacy = folder / f"20260101T000000.000000Z--{a}--manual.sqlite3"
    backup._sqlite_copy(db, legacy)  # what every backup was before
    _play(svc, a)
    _play(svc, b)
    other = _state(svc, b)
    backup.restore(svc, a, legacy.stem)
    assert svc.event_summary(a).current_round == 1
    assert _state(svc, b) == other
    assert svc.verify_audit(a).ok and svc.verify_audit(b).ok


def test_a_restore_it_cannot_do_is_refused_in_both_languages(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv(backup.INTERVAL_VAR, "0")
    db = tmp_path / "club.sqlite3"
    svc = EventService(str(db))
    a = _event(svc, "Ana", 6)
    _play(svc, a)
    taken = backup.list_backups(svc.url, a)[0]
    conn = sqlite3.connect(taken.path)
    conn.execute("UPDATE alembic_version SET version_num = 'otra'")
    conn.commit()
    conn.close()
    before = _state(svc, a)
    count = len(backup.list_backups(svc.url, a))
    assert main(["--db", str(db), "backup", "restore", a, taken.id, "--lang", "es"]) == 2
    assert "otra versión del esquema" in capsys.readouterr().err
    assert main(["--db", str(db), "backup", "restore", a, taken.id, "--lang", "en"]) == 2
    assert "another version of Juez's schema" in capsys.readouterr().err
    assert main(["--db", str(db), "backup", "restore", a, "no-such", "--lang", "es"]) == 2
    assert "no tiene la copia" in capsys.readouterr().err
    # refused before anything was written: not even the copy of the state it would replace
    assert _state(svc, a) == before and len(backup.list_backups(svc.url, a)) == count


@pytest.mark.postgres
def test_postgres_restoring_one_event_leaves_the_other_untouched(
        pg_url: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv(backup.INTERVAL_VAR, "0")
    svc = EventService(pg_url)
    a, b = _event(svc, "Ana", 8), _event(svc, "Beto", 8)
    _play(svc, a)
    _play(svc, b)
    kept = backup.list_backups(svc.url, a)[0]
    dump = json.loads(kept.path.read_text(encoding="utf-8"))
    assert {r["event_id"] for r in dump["tables"]["player"]} == {int(a.removeprefix("ev-"))}
    _play(svc, a)
    _play(svc, b)
    other = _state(svc, b)
    backup.restore(svc, a, kept.id)
    assert svc.event_summary(a).current_round == 1
    assert _state(svc, b) == other
    assert svc.verify_audit(a).ok and svc.verify_audit(b).ok
