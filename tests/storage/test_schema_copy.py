"""A new SQLite file starts as a copy of the schema this process migrated once: the same
tables, indexes and ``alembic_version`` as running every migration, and a working event."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from judge_app.storage import database
from judge_app.storage.service import EventService, dispose_engines


def _schema(path: Path) -> tuple[list[tuple[str, str]], list[tuple[str]], str]:
    conn = sqlite3.connect(path)
    try:
        rows = conn.execute("SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL "
                            "ORDER BY name").fetchall()
        version = conn.execute("SELECT version_num FROM alembic_version").fetchall()
        mode = conn.execute("PRAGMA journal_mode").fetchone()[0]
    finally:
        conn.close()
    return rows, version, mode


def test_a_copied_schema_is_the_migrated_schema(tmp_path: Path) -> None:
    first = tmp_path / "first.sqlite3"
    EventService(str(first))  # migrated (or itself a copy, if an earlier test made one)
    assert database.head_revision() in database._SCHEMA_COPIES
    copied = tmp_path / "copied.sqlite3"
    svc = EventService(str(copied))
    ev = svc.create_event("Liga", "kodem").id
    svc.add_player(ev, "Ana")
    dispose_engines()
    # migrated from nothing, without the copy: the same schema, revision and journal mode
    migrated = tmp_path / "migrated.sqlite3"
    saved = dict(database._SCHEMA_COPIES)
    database._SCHEMA_COPIES.clear()
    try:
        engine = database.create_database_engine(str(migrated))
        engine.dispose()
    finally:
        database._SCHEMA_COPIES.clear()
        database._SCHEMA_COPIES.update(saved)
    assert _schema(copied) == _schema(migrated)
    assert _schema(copied)[1] == [(database.head_revision(),)]
    assert EventService(str(copied)).verify_audit(ev).ok


def test_an_existing_file_is_never_replaced_by_the_copy(tmp_path: Path) -> None:
    path = tmp_path / "ev.sqlite3"
    svc = EventService(str(path))
    ev = svc.create_event("Liga", "kodem").id
    dispose_engines()
    assert EventService(str(path)).event_summary(ev).name == "Liga"
