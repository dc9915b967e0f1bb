"""``event archive`` and its import: an event handed over as one file (issue 14 §4)."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest
from pypdf import PdfReader

from judge_app.cli import main
from judge_app.reports.archive import event_archive
from judge_app.storage.archive import import_archive
from judge_app.storage.errors import TournamentError
from judge_app.storage.service import EventService
from judge_app.violations import Citation


def _played(svc: EventService) -> str:
    ev = svc.create_event("Regional Ñ", "kodem", profile="pokemon")
    for i, name in enumerate(["Ana", "=Beto", "Caro", "Dani", "Eva"], start=1):
        svc.add_player(ev.id, name, player_id=f"P{i:03d}")
    for _ in range(2):
        for m in svc.pair_next_round(ev.id):
            if m.p2 is not None:
                svc.record_result(ev.id, m.table, "2-1")
    svc.add_penalty(ev.id, "P002", "Ataca con carta en descanso", "warning",
                    Citation("kodem-5.0", "5.1"), judge="Lucía")
    svc.drop_player(ev.id, "P005")
    return ev.id


def test_an_archive_holds_the_event_and_imports_to_the_same_event(tmp_path: Path) -> None:
    svc = EventService(str(tmp_path / "a.sqlite3"), station="test")
    ev = _played(svc)
    data = event_archive(svc, ev)
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        names = set(zf.namelist())
        manifest = json.loads(zf.read("manifest.json"))
        assert {"event.json", "audit.json", "database.sqlite3", "reports/standings.pdf",
                "reports/standings.csv", "reports/penalties.pdf",
                "reports/pairings-round-1.pdf", "reports/pairings-by-name-round-2.csv",
                "reports/slips-round-2.pdf", "reports/standings-after-round-1.pdf"} <= names
        assert manifest["audit_intact"] is True and manifest["event"] == ev
        assert PdfReader(io.BytesIO(zf.read("reports/standings.pdf"))).pages
        audit = json.loads(zf.read("audit.json"))
        assert audit["intact"] and audit["chain"][0]["action"] == "event.create"
        snapshot = tmp_path / "snapshot.sqlite3"
        snapshot.write_bytes(zf.read("database.sqlite3"))
    # the snapshot opens as a Juez database with the event in it
    inside = EventService(str(snapshot), station="test")
    [only] = inside.list_events()
    assert [r.player for r in inside.standings(only.id)] == \
        [r.player for r in svc.standings(ev)]
    # and the archive imports into another database as the same event
    (tmp_path / "ev.zip").write_bytes(data)
    other = EventService(str(tmp_path / "b.sqlite3"), station="test")
    new = import_archive(other, tmp_path / "ev.zip")
    assert other.players(new) == svc.players(ev)
    assert other.matches(new) == svc.matches(ev)
    assert [(p.player, p.kind, p.citation, p.judge) for p in other.penalties(new)] == \
        [(p.player, p.kind, p.citation, p.judge) for p in svc.penalties(ev)]
    assert other.standings(new) == svc.standings(ev)  # tie-break seed kept
    assert other.verify_audit(new).ok
    entry = other.audit_entries(new)[0]
    assert (entry.action, entry.data["from"], entry.data["head"]) == \
        ("event.import", ev, svc.audit_entries(ev)[-1].hash)


def test_a_changed_or_foreign_archive_is_refused_and_nothing_is_created(tmp_path: Path) -> None:
    svc = EventService(str(tmp_path / "a.sqlite3"), station="test")
    data = event_archive(svc, _played(svc))
    forged = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as zin, zipfile.ZipFile(forged, "w") as zout:
        for item in zin.infolist():
            body = zin.read(item.filename)
            if item.filename == "event.json":
                body = body.replace(b'"2-1"', b'"2-0"').replace(b'"wins2": 1', b'"wins2": 0')
            zout.writestr(item, body)
    (tmp_path / "forged.zip").write_bytes(forged.getvalue())
    (tmp_path / "other.zip").write_bytes(_zip({"manifest.json": b'{"format": "x"}'}))
    (tmp_path / "broken.zip").write_bytes(data[: len(data) // 2])
    other = EventService(str(tmp_path / "b.sqlite3"), station="test")
    for name, message, spanish in (
            ("forged.zip", "event.json does not match the manifest's SHA-256",
             "event.json no coincide con el SHA-256 del manifiesto"),
            ("other.zip", "manifest.json: not a Juez event archive",
             "manifest.json: no es un archivo de evento de Juez"),
            ("broken.zip", "not a readable zip file", "no es un zip legible")):
        with pytest.raises(TournamentError, match=message) as refused:
            import_archive(other, tmp_path / name)
        assert spanish in refused.value.message("es") and name in refused.value.message("es")
    assert other.list_events() == []


def _zip(files: dict[str, bytes]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as zf:
        for name, body in files.items():
            zf.writestr(name, body)
    return out.getvalue()


def test_the_cli_forms(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "cli.sqlite3"
    ev = _played(EventService(str(db), station="test"))
    out = tmp_path / "ev.zip"
    assert main(["--db", str(db), "event", "archive", ev, "--out", str(out), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["out"] == str(out)
    assert main(["--db", str(db), "event", "archive", ev, "--out", str(out)]) == 2
    assert "add --force" in capsys.readouterr().err
    assert main(["--db", str(db), "event", "archive", ev, "--out", str(db), "--force"]) == 2
    assert "database" in capsys.readouterr().err  # never over the database itself
    other = tmp_path / "other.sqlite3"
    assert main(["--db", str(other), "event", "import", str(out), "--json"]) == 0
    new = json.loads(capsys.readouterr().out)["event"]
    assert main(["--db", str(other), "standings", new, "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["standings"]
    assert [r["player"] for r in rows] == \
        [r.player for r in EventService(str(db)).standings(ev)]
