"""Issue 20 §2: an archive proves itself — its audit chain is replayed against its event.json
on import, its manifest is signed when an audit key is set, the imported event says where it
came from, and the same archive imported twice is asked for, never copied silently."""

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
from judge_app.storage.archive import import_archive
from judge_app.storage.errors import TournamentError
from judge_app.storage.service import EventService

KEY = "secreto del juez principal"
Edit = Callable[[dict[str, Any]], None]


def _played(svc: EventService) -> str:
    ev = svc.create_event("Regional", "kodem", date="2025-06-01").id
    for name in ("Ana", "Beto", "Caro", "Dani"):
        svc.add_player(ev, name)
    for m in svc.pair_next_round(ev):
        svc.record_result(ev, m.table, "2-1")
    svc.add_penalty(ev, "P002", "Robó de más", "game_loss", "kodem-5.0:6.7-G16")
    return ev


def _forge(data: bytes, *, event: Edit | None = None, audit: Edit | None = None) -> bytes:
    """Edit event.json and/or audit.json, then re-hash the manifest as a forger would."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as zin:
        files = {name: zin.read(name) for name in zin.namelist()}
    for name, edit in (("event.json", event), ("audit.json", audit)):
        if edit is not None:
            doc = json.loads(files[name])
            edit(doc)
            files[name] = json.dumps(doc, ensure_ascii=False).encode("utf-8")
    manifest = json.loads(files.pop("manifest.json"))
    manifest["files"] = {n: hashlib.sha256(b).hexdigest() for n, b in sorted(files.items())}
    with zipfile.ZipFile(out, "w") as zout:
        zout.writestr("manifest.json", json.dumps(manifest))
        for name, body in files.items():
            zout.writestr(name, body)
    return out.getvalue()


def _flip(doc: dict[str, Any]) -> None:
    m = doc["tables"]["match"][0]
    m["wins1"], m["wins2"] = m["wins2"], m["wins1"]


def _no_penalty(doc: dict[str, Any]) -> None:
    doc["tables"]["penalty"] = []


def _edit_entry(doc: dict[str, Any]) -> None:
    doc["chain"][2]["by"] = "otra persona"


@pytest.mark.parametrize(("what", "event", "audit", "said", "dicho"), [
    ("a result flipped", _flip, None, "table match", "table match"),
    ("a penalty deleted", _no_penalty, None, "table penalty", "table penalty"),
    ("an audit entry edited", None, _edit_entry, "entry 3 (player.add) was edited",
     "entry 3 (player.add) was edited"),
], ids=["a result flipped", "a penalty deleted", "an audit entry edited"])
def test_a_forged_archive_with_its_manifest_rehashed_is_refused(
        tmp_path: Path, what: str, event: Edit | None, audit: Edit | None, said: str,
        dicho: str) -> None:
    svc = EventService(str(tmp_path / "a.sqlite3"), station="test")
    forged = tmp_path / "forged.zip"
    forged.write_bytes(_forge(event_archive(svc, _played(svc)), event=event, audit=audit))
    other = EventService(str(tmp_path / "b.sqlite3"), station="test")
    with pytest.raises(TournamentError) as refused:
        import_archive(other, forged)
    assert "its audit chain does not prove its event.json" in str(refused.value), what
    assert said in str(refused.value), what
    es = refused.value.message("es")
    assert "su cadena de auditoría no prueba su event.json" in es and dicho in es
    assert other.list_events(include_archived=True) == []


def test_an_honest_archive_imports_once_and_says_where_it_came_from(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "a.sqlite3"
    svc = EventService(str(db), station="test")
    ev = _played(svc)
    archive = tmp_path / "ev.zip"
    archive.write_bytes(event_archive(svc, ev))
    other = tmp_path / "b.sqlite3"
    assert main(["--db", str(other), "event", "import", str(archive), "--json"]) == 0
    first = json.loads(capsys.readouterr().out)["event"]
    entry = EventService(str(other)).audit_entries(first)[0]
    assert entry.data["from"] == ev and entry.data["file"] == "ev.zip"
    assert entry.data["sha256"] == hashlib.sha256(archive.read_bytes()).hexdigest()
    assert entry.data["signed"] is False and entry.data["verified"] > 3
    # the same archive again: refused, naming the event it became; --again makes a copy
    assert main(["--db", str(other), "event", "import", str(archive), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert f"as event '{first}'" in err and "--again" in err
    assert main(["--db", str(other), "event", "import", str(archive), "--lang", "es"]) == 2
    assert f"como el evento '{first}'" in capsys.readouterr().err
    assert len(EventService(str(other)).list_events(include_archived=True)) == 1
    assert main(["--db", str(other), "event", "import", str(archive), "--again", "--json"]) == 0
    second = json.loads(capsys.readouterr().out)["event"]
    assert second != first
    assert EventService(str(other)).audit_entries(second)[0].data["again_of"] == first


def test_a_signed_manifest_is_checked_with_the_key(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUEZ_AUDIT_KEY", KEY)
    svc = EventService(str(tmp_path / "a.sqlite3"), station="test")
    data = event_archive(svc, _played(svc))
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        assert json.loads(zf.read("manifest.json"))["signature"]["mac"] == "hmac-sha256"
    (tmp_path / "signed.zip").write_bytes(data)
    # re-hashed by someone without the key: the signature no longer matches
    (tmp_path / "forged.zip").write_bytes(_forge(data, event=_flip))
    other = EventService(str(tmp_path / "b.sqlite3"), station="test")
    with pytest.raises(TournamentError, match="signature is not this audit key's"):
        import_archive(other, tmp_path / "forged.zip")
    new = import_archive(other, tmp_path / "signed.zip")
    assert other.audit_entries(new)[0].data["signed"] is True
    assert other.verify_audit(new).ok
    # a station without the key cannot check it: refused, saying what to set
    monkeypatch.delenv("JUEZ_AUDIT_KEY")
    third = EventService(str(tmp_path / "c.sqlite3"), station="test")
    with pytest.raises(TournamentError, match="set JUEZ_AUDIT_KEY") as refused:
        import_archive(third, tmp_path / "signed.zip")
    assert "defina JUEZ_AUDIT_KEY" in refused.value.message("es")
