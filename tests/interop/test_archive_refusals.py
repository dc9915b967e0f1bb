"""Archives that do not fit are refused whole, naming the JSON path (issue 20 §3, §7):
wrong types, an unknown profile, a negative round, a 10 MB name, a 10³⁰ integer, a
number of millions of digits and an ``event.json`` stored as a symlink used to import and
fail later, or end in an internal error. Each archive here is re-hashed after the change,
as a forger would, so only the rows' check can refuse it."""

from __future__ import annotations

import hashlib
import io
import json
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from judge_app.cli import main
from judge_app.reports.archive import event_archive
from judge_app.storage.service import EventService

Tables = dict[str, Any]


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    svc = EventService(str(tmp_path_factory.mktemp("arch") / "a.sqlite3"), station="test")
    ev = svc.create_event("Regional", "kodem", profile="pokemon")
    for i in range(4):
        svc.add_player(ev.id, f"Jugador {i}")
    for m in svc.pair_next_round(ev.id):
        svc.record_result(ev.id, m.table, "2-1")
    return event_archive(svc, ev.id)


def _rewritten(data: bytes, body: bytes | None = None, *, link: bool = False,
               change: Callable[[Tables], None] | None = None) -> bytes:
    """The archive with its ``event.json`` changed and the manifest re-hashed."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as zin, zipfile.ZipFile(out, "w") as zout:
        manifest = json.loads(zin.read("manifest.json"))
        if body is None:
            document = json.loads(zin.read("event.json"))
            if change is not None:
                change(document["tables"])
            body = json.dumps(document).encode("utf-8")
        manifest["files"]["event.json"] = hashlib.sha256(body).hexdigest()
        zout.writestr("manifest.json", json.dumps(manifest))
        for info in zin.infolist():
            if info.filename == "event.json":
                entry = zipfile.ZipInfo("event.json")
                if link:
                    entry.external_attr = (0o120777 << 16)  # a symlink
                zout.writestr(entry, body)
            elif info.filename != "manifest.json":
                zout.writestr(info, zin.read(info.filename))
    return out.getvalue()


def _set(table: str, column: str, value: Any) -> Callable[[Tables], None]:
    def change(tables: Tables) -> None:
        tables[table][0][column] = value
    return change


@pytest.mark.parametrize(("change", "message"), [
    (_set("player", "name", "x" * 10_000_000),
     "tables.player[0].name: text of 10,000,000 characters (at most 200)"),
    (_set("event", "profile", "fifa"), 'tables.event[0].profile: "fifa" is not one of'),
    (_set("round", "number", -1), "tables.round[0].number: -1 is not from 0 to"),
    (_set("match", "table_no", "3"), "tables.match[0].table_no: \"3\" is not a whole number"),
    (_set("player", "first_round", 10**30),
     "tables.player[0].first_round: a number of 31 digits is not from 0 to"),
    (_set("match", "double_loss", 1), "tables.match[0].double_loss: 1 is not true or false"),
    (_set("event", "date", "mañana"), 'tables.event[0].date: "mañana" is not a date'),
    (_set("event", "name", None), "tables.event[0].name: null where a value is required"),
    (lambda t: t.update(player={"a": 1}), "tables.player: not a list"),
])
def test_rows_that_do_not_fit_their_columns_are_refused_by_json_path(
        archive: bytes, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        change: Callable[[Tables], None], message: str) -> None:
    _refused(tmp_path, capsys, _rewritten(archive, change=change), message)


def test_a_number_of_millions_of_digits_is_refused_cleanly(
        archive: bytes, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    body = b'{"format": "juez-event-archive", "version": 1, "n": ' + b"9" * 1_000_000 + b"}"
    _refused(tmp_path, capsys, _rewritten(archive, body), "event.json: not readable JSON")


def test_an_event_json_stored_as_a_symlink_is_refused(
        archive: bytes, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _refused(tmp_path, capsys, _rewritten(archive, link=True),
             "event.json is not a plain file")


def _refused(tmp_path: Path, capsys: pytest.CaptureFixture[str], data: bytes,
             message: str) -> None:
    path = tmp_path / "ev.zip"
    path.write_bytes(data)
    db = f"sqlite:///{tmp_path / 'b.sqlite3'}"
    assert main(["--db", db, "event", "import", str(path)]) == 2
    err = capsys.readouterr().err
    assert message in err and "ev.zip" in err, err[:400]
    assert len(err) < 2000  # the 10 MB value is not echoed
    assert EventService(db).list_events(include_archived=True) == []


def test_a_huge_manifest_event_id_never_reaches_the_audit_log(
        archive: bytes, tmp_path: Path) -> None:
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(archive)) as zin, zipfile.ZipFile(out, "w") as zout:
        manifest = json.loads(zin.read("manifest.json"))
        manifest["event"] = "e" * 10_000_000
        zout.writestr("manifest.json", json.dumps(manifest))
        for info in zin.infolist():
            if info.filename != "manifest.json":
                zout.writestr(info, zin.read(info.filename))
    path = tmp_path / "ev.zip"
    path.write_bytes(out.getvalue())
    svc = EventService(str(tmp_path / "c.sqlite3"), station="test")
    assert main(["--db", svc.url, "event", "import", str(path)]) == 0
    [ev] = svc.list_events()
    opening = next(e for e in svc.audit_entries(ev.id) if e.action == "event.import")
    assert opening.data["from"] is None


@pytest.mark.postgres
def test_an_archive_imports_into_postgresql_in_multi_row_statements(
        archive: bytes, tmp_path: Path, pg_url: str) -> None:
    """PostgreSQL takes the rows back with their new ids in order (SQLite is given them)."""
    path = tmp_path / "ev.zip"
    path.write_bytes(archive)
    svc = EventService(pg_url, station="test")
    before = {e.id for e in svc.list_events(include_archived=True)}
    assert main(["--db", pg_url, "event", "import", str(path)]) == 0
    [new] = [e for e in svc.list_events(include_archived=True) if e.id not in before]
    assert [p.name for p in svc.players(new.id)] == [f"Jugador {i}" for i in range(4)]
    matches = svc.matches(new.id, 1)
    assert sorted(p for m in matches for p in (m.p1, m.p2)) == ["P001", "P002", "P003", "P004"]
    assert [str(m.score) for m in matches] == ["2-1", "2-1"]
    assert svc.verify_audit(new.id).ok
