"""Issue 10 §6: ``round result`` on an SQLite file without loading the ORM.

The quick path (:mod:`judge_app.storage.quick`) must leave exactly the
database the service leaves — the same rows, the same match versions, an audit
chain that verifies and commits to the same data — and must write nothing in
every case it leaves to the service.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Boolean, select
from sqlmodel import Session, SQLModel

from judge_app.cli import main
from judge_app.resources import resource_path
from judge_app.storage import backup, quick
from judge_app.storage.audit import AUDITED, PORTAL_TABLES, data_digest, event_data
from judge_app.storage.floor import FloorService
from judge_app.storage.matchlogs import MatchLogService
from judge_app.storage.service import EventService, dispose_engines, engine_for

ROOT = Path(__file__).resolve().parents[2]
STATION = "mesa 3"


def _full_event(db: Path) -> str:
    """An event with rows in every audited table, round 2 paired (a bye, a drop)."""
    svc = FloorService(str(db), station=STATION)
    ev = svc.create_event("Regional <b>", "kodem", date="2026-11-25").id
    for name in ("Ana", "Beto", "Caro", "Dani", "Eva", "=SUM(A1)", "Gil", "Hugo"):
        svc.add_player(ev, name)
    svc.keep_apart(ev, "P001", "P002")
    deck = json.loads(Path(resource_path("samples", "kodem", "decks", "legal-standard.json"))
                      .read_text("utf-8"))
    svc.register_deck(ev, "P003", deck)
    for m in svc.pair_next_round(ev):
        if m.p2 is not None:
            svc.record_result(ev, m.table, "2-1")
    svc.drop_player(ev, "P007")
    svc.pair_next_round(ev)
    svc.add_extension(ev, 1, 3, "judge_call", "reloj")
    svc.add_call(ev, 2, "Rosa", "¿Puede robar?", "No", "kodem-5.0:6.7-G16")
    svc.add_penalty(ev, "P002", "Robó de más", "game_loss", "kodem-5.0:6.7-G16", round=1)
    logs = MatchLogService(str(db), station=STATION)
    sample = Path(resource_path("samples", "kodem", "batalla-violations.json")).read_text("utf-8")
    logs.attach_log(ev, sample, round_no=1, table=1)
    dispose_engines()
    return ev


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    db = tmp_path_factory.mktemp("quick") / "template.sqlite3"
    return db, _full_event(db)


def _copy(template: tuple[Path, str], to: Path) -> tuple[Path, str]:
    db, ev = template
    to.mkdir(parents=True, exist_ok=True)
    shutil.copy(db, to / "ev.sqlite3")
    return to / "ev.sqlite3", ev


def _open_tables(db: Path) -> list[int]:
    conn = sqlite3.connect(db)
    try:
        return [t for (t,) in conn.execute(
            'SELECT m.table_no FROM "match" m JOIN "round" r ON r.id = m.round_id '
            "WHERE r.number = (SELECT current_round FROM event) AND m.p2_id IS NOT NULL "
            "AND m.wins1 IS NULL ORDER BY m.table_no")]
    finally:
        conn.close()


def _rows(db: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table but the audit's own timestamps and hashes (which name the
    second they were written), in a fixed order."""
    conn = sqlite3.connect(db)
    try:
        tables = [t for (t,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'")]
        out = {}
        for t in tables:
            if t == "audit_entry":
                rows = conn.execute("SELECT event_id, seq, author, action, data FROM audit_entry "
                                    "ORDER BY id").fetchall()
                out[t] = [(e, s, a, act, json.loads(d))
                          for e, s, a, act, d in rows]
            elif t == "audit_head":
                out[t] = conn.execute("SELECT event_id, seq FROM audit_head").fetchall()
            else:
                out[t] = conn.execute(f'SELECT * FROM "{t}" ORDER BY rowid').fetchall()
        return out
    finally:
        conn.close()


def test_the_audited_columns_are_the_models_tables() -> None:
    import judge_app.storage.models  # noqa: F401  (declares the tables)

    expected = {}
    for table in SQLModel.metadata.sorted_tables:
        if table.name in ("audit_entry", "audit_head", "round_clock", *PORTAL_TABLES):
            continue
        assert table.name == "event" or "event_id" in table.c, table.name
        expected[table.name] = (
            tuple(c.name for c in table.c if c.name != "version"),
            frozenset(c.name for c in table.c if isinstance(c.type, Boolean)))
    assert dict(AUDITED) == expected


def test_the_digest_reads_the_data_as_the_orm_does(template: tuple[Path, str]) -> None:
    """One reading of the data for both paths, and it is what SQLAlchemy's typed columns give
    (booleans as true/false), so digests written before this reading still verify."""
    import judge_app.storage.models  # noqa: F401

    db, ev = template
    pk = int(ev.split("-")[1])
    with Session(engine_for(f"sqlite:///{db}")) as s:
        by_orm: dict[str, Any] = {}
        for table in SQLModel.metadata.sorted_tables:
            if table.name not in AUDITED:
                continue
            where = table.c.id == pk if table.name == "event" else table.c.event_id == pk
            cols = [c for c in table.c if c.name != "version"]
            by_orm[table.name] = [list(r) for r in s.connection().execute(
                select(*cols).where(where).order_by(*table.primary_key.columns))]
    dispose_engines()
    assert all(by_orm[t] for t in AUDITED), "the event has rows in every audited table"
    conn = sqlite3.connect(db)
    try:
        raw = event_data(lambda sql, params: conn.execute(sql, params).fetchall(), pk)
    finally:
        conn.close()
    assert raw == by_orm
    assert data_digest(raw) == data_digest(by_orm)


@pytest.mark.parametrize("keyed", [False, True], ids=["plain", "hmac"])
def test_results_entered_quickly_leave_the_database_the_service_leaves(
        template: tuple[Path, str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        keyed: bool) -> None:
    if keyed:
        monkeypatch.setenv("JUEZ_AUDIT_KEY", "secreto del torneo")
    by_service, ev = _copy(template, tmp_path / "service")
    by_quick, _ = _copy(template, tmp_path / "quick")
    tables = _open_tables(by_quick)
    scores = ["2-0", "0-2", "1-1-1", "2-1"]
    assert len(tables) >= 3
    for i, table in enumerate(tables):
        score = scores[i % len(scores)]
        done = quick.record_result(str(by_quick), ev, table, score, station=STATION)
        assert done is not None, f"table {table} went to the service"
        expected = EventService(str(by_service), station=STATION).record_result(ev, table, score)
        dispose_engines()
        assert done == expected
    assert _rows(by_quick) == _rows(by_service)
    checks = [EventService(str(db)).verify_audit(ev) for db in (by_quick, by_service)]
    dispose_engines()
    assert [str(p) for p in checks[0].problems] == [str(p) for p in checks[1].problems]
    new = range(checks[0].entries - len(tables) + 1, checks[0].entries + 1)
    # the template's entries were written without the key: only they are flagged
    assert not [p for p in checks[0].problems if p.seq in new]
    assert keyed or checks[0].ok
    # the round's last result is always backed up, as the service does
    assert backup.list_backups(f"sqlite:///{by_quick}", ev)[0].trigger == "round.complete"


def test_a_station_that_saw_the_match_before_is_refused_after_a_quick_result(
        template: tuple[Path, str], tmp_path: Path) -> None:
    db, ev = _copy(template, tmp_path)
    table = _open_tables(db)[0]
    window = EventService(str(db), station="ventana")
    window.matches(ev)  # the window has shown the round (it remembers every match's version)
    assert quick.record_result(str(db), ev, table, "2-0") is not None
    with pytest.raises(Exception, match="changed by another station"):
        window.correct_result(ev, 2, table, "0-2")
    dispose_engines()


def _declined(db: Path, *args: Any, url: str | None = None) -> None:
    before = db.read_bytes()
    assert quick.record_result(url or str(db), *args) is None
    assert db.read_bytes() == before


def test_every_refusal_and_unusual_case_is_left_to_the_service(
        template: tuple[Path, str], tmp_path: Path) -> None:
    db, ev = _copy(template, tmp_path)
    bye = next(t for (t,) in sqlite3.connect(db).execute(
        'SELECT table_no FROM "match" WHERE p2_id IS NULL AND round_id = '
        '(SELECT MAX(id) FROM "round")'))
    reported = _open_tables(db)[-1]
    EventService(str(db)).record_result(ev, reported, "2-0")
    dispose_engines()
    _declined(db, ev, bye, "2-0")                       # the bye
    _declined(db, ev, 99, "2-0")                        # no such table
    _declined(db, ev, _open_tables(db)[0], "3-0")       # impossible score
    _declined(db, ev, _open_tables(db)[0], "2-0", 1)    # a closed round
    _declined(db, "ev-9", 1, "2-0")                     # no such event
    _declined(db, "torneo", 1, "2-0")                   # not an event id
    _declined(db, ev, 1, "2-0", url=f"sqlite:///{db}?mode=ro")
    _declined(db, ev, 1, "2-0", url="postgresql://judge@localhost/juez")
    _declined(db, ev, reported, "0-2")                  # already reported
    # and the service says why, with nothing changed
    assert main(["--db", str(db), "round", "result", ev, str(bye), "2-0"]) == 2
    dispose_engines()


def test_a_read_only_foreign_or_damaged_file_is_never_written(
        template: tuple[Path, str], tmp_path: Path) -> None:
    db, ev = _copy(template, tmp_path / "ro")
    table = _open_tables(db)[0]
    os.chmod(db, 0o444)
    try:
        if not os.access(db, os.W_OK):  # (root may write anyway)
            _declined(db, ev, table, "2-0")
    finally:
        os.chmod(db, 0o644)
    foreign = tmp_path / "foreign.sqlite3"
    conn = sqlite3.connect(foreign)
    conn.execute("CREATE TABLE event (id INTEGER PRIMARY KEY, current_round INTEGER)")
    conn.execute("INSERT INTO event VALUES (1, 1)")
    conn.commit()
    conn.close()
    _declined(foreign, "ev-1", 1, "2-0")
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(db.read_bytes()[: 8192])
    _declined(damaged, ev, table, "2-0")
    older = tmp_path / "older.sqlite3"
    shutil.copy(db, older)
    conn = sqlite3.connect(older)
    conn.execute("UPDATE alembic_version SET version_num = '0001'")
    conn.commit()
    conn.close()
    _declined(older, ev, table, "2-0")


def test_a_top_cut_result_goes_through_the_service(tmp_path: Path) -> None:
    db = tmp_path / "top.sqlite3"
    svc = EventService(str(db))
    ev = svc.create_event("Copa", "kodem").id
    for name in ("Ana", "Beto", "Caro", "Dani"):
        svc.add_player(ev, name)
    for m in svc.pair_next_round(ev):
        svc.record_result(ev, m.table, "2-0")
    svc.top_cut(ev, 2)
    dispose_engines()
    _declined(db, ev, 1, "2-0")


def test_a_drafts_first_result_publishes_it_as_the_service_does(tmp_path: Path) -> None:
    db = tmp_path / "draft.sqlite3"
    svc = FloorService(str(db))
    ev = svc.create_event("Copa", "kodem").id
    for name in ("Ana", "Beto", "Caro", "Dani"):
        svc.add_player(ev, name)
    table = svc.pair_next_round(ev)[0].table
    assert not svc.is_published(ev)
    dispose_engines()
    assert quick.record_result(str(db), ev, table, "2-0") is not None
    assert svc.is_published(ev)
    assert [e.action for e in svc.audit_entries(ev)][-2:] == ["result.record", "round.publish"]
    assert svc.verify_audit(ev).ok
    dispose_engines()


def test_the_command_enters_a_result_without_loading_the_orm(
        template: tuple[Path, str], tmp_path: Path) -> None:
    db, ev = _copy(template, tmp_path)
    table = _open_tables(db)[0]
    code = ("import sys; from judge_app.cli import main\n"
            f"status = main(['--db', {str(db)!r}, 'round', 'result', {ev!r}, '{table}', '2-0',"
            " '--json'])\n"
            "heavy = [m for m in ('sqlalchemy', 'sqlmodel', 'pydantic', 'alembic') "
            "if m in sys.modules]\n"
            "print('STATUS', status, 'LOADED', heavy)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True, timeout=60,
                         env={**os.environ, "JUEZ_STATION": STATION}).stdout
    assert "STATUS 0 LOADED []" in out
    printed = json.loads(out[: out.index("STATUS")])
    assert printed["table"] == table and printed["score"] == "2-0"
    match = EventService(str(db)).matches(ev)
    assert next(m for m in match if m.table == table).score is not None
    assert EventService(str(db)).verify_audit(ev).ok
    dispose_engines()
