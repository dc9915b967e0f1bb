"""Opening a database: migrations from empty, SQLite settings, a corrupt file refused untouched."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import create_engine, inspect, text
from sqlmodel import SQLModel

from judge_app.cli import main
from judge_app.storage.database import (
    alembic_config,
    create_database_engine,
    current_revision,
    head_revision,
    normalise_url,
    resolve_url,
)
from judge_app.storage.errors import TournamentError
from judge_app.storage.service import EventService, dispose_engines

TABLES = {"event", "player", "round", "match", "penalty", "audit_entry", "audit_head",
          "keep_apart", "round_clock", "extension", "judge_call", "decklist", "match_log",
          "pairing_certificate", "portal_code", "portal_claim", "portal_setting"}


def test_migrations_from_empty_give_exactly_the_models(db_url: str) -> None:
    engine = create_database_engine(db_url)
    try:
        with engine.connect() as conn:
            assert current_revision(conn) == head_revision()
            assert set(inspect(conn).get_table_names()) == TABLES | {"alembic_version"}
            ctx = MigrationContext.configure(conn, opts={"compare_type": True})
            assert compare_metadata(ctx, SQLModel.metadata) == []
        # down to nothing and up again: the migrations are the only way tables are made
        with engine.begin() as conn:
            command.downgrade(alembic_config(conn), "base")
        with engine.connect() as conn:
            assert set(inspect(conn).get_table_names()) <= {"alembic_version"}
            assert current_revision(conn) is None
        engine.dispose()
        engine = create_database_engine(db_url)
        with engine.connect() as conn:
            assert set(inspect(conn).get_table_names()) == TABLES | {"alembic_version"}
    finally:
        engine.dispose()


def test_sqlite_is_wal_with_foreign_keys(tmp_path: Path) -> None:
    engine = create_database_engine(str(tmp_path / "j.sqlite3"))
    try:
        with engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
            assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
            with pytest.raises(Exception, match="FOREIGN KEY"):
                conn.execute(text("INSERT INTO player (event_id, player_id, name, first_round, "
                                  "late_losses, version) VALUES (999, 'x', 'x', 1, 1, 1)"))
    finally:
        engine.dispose()


def test_default_database_is_in_the_user_data_folder(monkeypatch: pytest.MonkeyPatch,
                                                     tmp_path: Path) -> None:
    monkeypatch.delenv("JUEZ_DB", raising=False)
    url = resolve_url(None)
    assert url.startswith("sqlite:///") and url.endswith("juez/juez.sqlite3")
    monkeypatch.setenv("JUEZ_DB", str(tmp_path / "env.sqlite3"))
    assert resolve_url(None) == f"sqlite:///{tmp_path / 'env.sqlite3'}"
    assert normalise_url("postgres://u@h/db") == "postgresql+psycopg://u@h/db"


def test_a_file_that_is_not_sqlite_is_refused_untouched(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "notes.sqlite3"
    content = b"these are my notes, not a database\n" * 200
    path.write_bytes(content)
    with pytest.raises(TournamentError, match=str(path)):
        EventService(str(path))
    assert main(["--db", str(path), "event", "list"]) == 2
    err = capsys.readouterr().err
    assert str(path) in err and "not an SQLite database" in err
    assert path.read_bytes() == content
    assert not Path(f"{path}-wal").exists()


def test_a_damaged_sqlite_file_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite3"
    svc = EventService(str(path))
    ev = svc.create_event("Liga", "kodem")
    for i in range(200):
        svc.add_player(ev.id, f"Jugador {i}" * 5)
    dispose_engines()
    with sqlite3.connect(path) as conn:  # fold the WAL back so the file holds everything
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    data = bytearray(path.read_bytes())
    page = 4096
    data[page + 8: 4 * page] = b"\xff" * (4 * page - page - 8)  # trash pages 2–4
    path.write_bytes(bytes(data))
    with pytest.raises(TournamentError) as info:
        EventService(str(path))
    assert str(path) in str(info.value)
    assert path.read_bytes() == bytes(data)


def test_a_missing_folder_is_named(tmp_path: Path) -> None:
    with pytest.raises(TournamentError, match="does not exist"):
        EventService(str(tmp_path / "nope" / "j.sqlite3"))


def test_an_unreachable_server_is_a_clear_error() -> None:
    with pytest.raises(TournamentError, match="cannot open database"):
        create_database_engine("postgresql+psycopg://nobody@127.0.0.1:9/none?connect_timeout=2")


def test_a_newer_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "newer.sqlite3"
    EventService(str(path))
    dispose_engines()
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '9999'"))
    engine.dispose()
    with pytest.raises(TournamentError, match="schema this version of Juez does not know"):
        EventService(str(path))
