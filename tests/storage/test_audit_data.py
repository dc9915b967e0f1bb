"""Issue 10 §5: the audit chain covers the data — every forgery done straight in the database is
caught, and a seal printed on paper proves what was printed."""

from __future__ import annotations

import io
import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from pypdf import PdfReader

from judge_app.cli import main
from judge_app.storage.audit import GENESIS, AuditEntry, canonical_json, data_digest
from judge_app.storage.service import EventService, dispose_engines


@pytest.fixture
def event(tmp_path: Path) -> tuple[Path, str]:
    db = tmp_path / "ev.sqlite3"
    svc = EventService(str(db))
    ev = svc.create_event("Regional", "kodem", date="2025-06-01").id
    for name in ("Ana", "Beto", "Caro", "Dani", "Eva"):
        svc.add_player(ev, name)
    for m in svc.pair_next_round(ev):
        if m.p2 is not None:
            svc.record_result(ev, m.table, "2-1")
    svc.add_penalty(ev, "P002", "Robó de más", "game_loss", "kodem-5.0:6.7-G16")
    svc.add_penalty(ev, "P003", "Tardanza", "warning", "kodem-5.0:6.7-G16")
    assert svc.verify_audit(ev).ok
    dispose_engines()
    return db, ev


def _sql(db: Path, *statements: str) -> None:
    dispose_engines()
    conn = sqlite3.connect(db)
    for st in statements:
        conn.execute(st)
    conn.commit()
    conn.close()


ATTACKS: dict[str, tuple[str, ...]] = {
    "penalty kind changed": ("UPDATE penalty SET kind = 'warning' WHERE kind = 'game_loss'",),
    "penalties deleted": ("DELETE FROM penalty",),
    "a result flipped": ("UPDATE match SET wins1 = wins2, wins2 = wins1 WHERE table_no = 1",),
    "a player added": ("INSERT INTO player (event_id, player_id, name, first_round, "
                       "late_losses, version) VALUES (1, 'P099', 'Intruso', 1, 1, 1)",),
    "a player dropped": ("UPDATE player SET dropped_after = 1 WHERE player_id = 'P001'",),
    "the profile changed": ("UPDATE event SET profile = 'pokemon'",),
    "the whole log deleted": ("DELETE FROM audit_entry", "DELETE FROM audit_head"),
    "the tail deleted, head moved back": (
        "DELETE FROM audit_entry WHERE seq > (SELECT MAX(seq) - 2 FROM audit_entry)",
        "UPDATE audit_head SET seq = (SELECT MAX(seq) FROM audit_entry), "
        "hash = (SELECT hash FROM audit_entry ORDER BY seq DESC LIMIT 1)"),
}


@pytest.mark.parametrize("attack", list(ATTACKS))
def test_each_forgery_in_the_database_is_detected(
        event: tuple[Path, str], attack: str, capsys: pytest.CaptureFixture[str]) -> None:
    db, ev = event
    _sql(db, *ATTACKS[attack])
    assert main(["--db", str(db), "audit", "verify", ev, "--json"]) == 1, attack
    report = json.loads(capsys.readouterr().out)
    assert report["ok"] is False and report["problems"], attack


def _reseal(db: Path, event_pk: int, data_now: Callable[[], object]) -> None:
    """What a forger with the file and Juez's source does: recompute every link (no key)."""
    conn = sqlite3.connect(db)
    rows = conn.execute("SELECT seq, at, author, action, data FROM audit_entry "
                        "WHERE event_id = ? ORDER BY seq", (event_pk,)).fetchall()
    digest = data_digest(data_now())
    prev = GENESIS
    for seq, at, author, action, data in rows:
        content = json.loads(data)
        content.pop("mac", None)
        content["digest"] = digest
        entry = AuditEntry(seq, f"ev-{event_pk}", at, author, action, content, prev).sealed()
        conn.execute("UPDATE audit_entry SET data = ?, prev_hash = ?, hash = ? "
                     "WHERE event_id = ? AND seq = ?",
                     (canonical_json(content), prev, entry.hash, event_pk, seq))
        prev = entry.hash
    conn.execute("UPDATE audit_head SET hash = ? WHERE event_id = ?", (prev, event_pk))
    conn.commit()
    conn.close()


def _pdf_text(path: Path) -> str:
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(path.read_bytes())).pages)


def test_the_seal_on_paper_proves_what_was_printed_and_catches_a_reseal(
        event: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db, ev = event
    svc = EventService(str(db))
    seal = svc.verify_audit(ev).seal
    assert len(seal) == 12
    for report in ("standings", "slips", "penalties"):
        out = tmp_path / f"{report}.pdf"
        assert main(["--db", str(db), "report", report, ev, "--out", str(out)]) == 0
        assert f"Sello {seal}" in _pdf_text(out), report
    capsys.readouterr()
    assert main(["--db", str(db), "audit", "verify", ev, "--seal", seal]) == 0
    assert "nothing has changed since" in capsys.readouterr().out
    # a legitimate change afterwards: the seal is found, and verify says what changed since
    svc = EventService(str(db))
    svc.correct_result(ev, 1, 1, "0-2")
    assert main(["--db", str(db), "audit", "verify", ev, "--seal", seal, "--json"]) == 0
    sealed = json.loads(capsys.readouterr().out)["sealed"]
    assert sealed["found"] and sealed["changes_since"] == 1 and sealed["changed_since"]
    # a forger flips a result and re-seals the whole chain with a plain hash
    svc = EventService(str(db))
    seal = svc.verify_audit(ev).seal
    _sql(db, "UPDATE match SET wins1 = 2, wins2 = 0 WHERE table_no = 1")
    svc = EventService(str(db))
    _reseal(db, 1, lambda: svc.audited_data(ev))
    dispose_engines()
    capsys.readouterr()
    # the chain alone now looks intact (without a key it cannot tell) …
    assert main(["--db", str(db), "audit", "verify", ev]) == 0
    capsys.readouterr()
    # … but the paper printed before says otherwise
    assert main(["--db", str(db), "audit", "verify", ev, "--seal", seal]) == 1
    assert "NOT in this event's audit log" in capsys.readouterr().out


def test_a_keyed_chain_cannot_be_resealed_without_the_key(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("JUEZ_AUDIT_KEY", "secreto del juez principal")
    db = tmp_path / "ev.sqlite3"
    svc = EventService(str(db))
    ev = svc.create_event("Liga", "kodem").id
    for name in ("Ana", "Beto", "Caro"):
        svc.add_player(ev, name)
    svc.pair_next_round(ev)
    assert svc.verify_audit(ev).ok
    assert all(e.keyed for e in svc.audit_entries(ev))
    monkeypatch.delenv("JUEZ_AUDIT_KEY")
    assert main(["--db", str(db), "audit", "verify", ev]) == 1  # keyed entries, no key given
    assert "no audit key is set" in capsys.readouterr().out
    monkeypatch.setenv("JUEZ_AUDIT_KEY", "secreto del juez principal")
    _sql(db, "UPDATE player SET name = 'Anabel' WHERE player_id = 'P001'")
    svc = EventService(str(db))
    _reseal(db, 1, lambda: svc.audited_data(ev))
    assert main(["--db", str(db), "audit", "verify", ev]) == 1
    assert "without the key" in capsys.readouterr().out
