"""Issue 20 §1: the audit cannot be laundered — a write first checks that the stored data and
log are what the log's head recorded, and an anchor kept outside the database (beside the
backups) notices a log cut back or an entry re-sealed, even with a seal printed earlier."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.storage import audit, quick
from judge_app.storage.audit import AuditEntry, canonical_json, data_digest, table_digests
from judge_app.storage.errors import TournamentError
from judge_app.storage.service import EventService, dispose_engines

KEY = "secreto del juez principal"


def _event(db: Path) -> tuple[str, str]:
    """A played round and two penalties; the seal printed two entries before the end."""
    svc = EventService(str(db))
    ev = svc.create_event("Regional", "kodem", date="2025-06-01").id
    for name in ("Ana", "Beto", "Caro", "Dani", "Eva", "Fede"):
        svc.add_player(ev, name)
    for m in svc.pair_next_round(ev):  # the round's last result is always backed up
        svc.record_result(ev, m.table, "2-1")
    printed = svc.verify_audit(ev).seal
    svc.add_penalty(ev, "P002", "Robó de más", "game_loss", "kodem-5.0:6.7-G16")
    svc.add_penalty(ev, "P003", "Tardanza", "warning", "kodem-5.0:6.7-G16")
    assert svc.verify_audit(ev).ok
    dispose_engines()
    return ev, printed


def _sql(db: Path, *statements: str) -> None:
    dispose_engines()
    with sqlite3.connect(db) as conn:
        for st in statements:
            conn.execute(st)
    conn.close()


def _entries(db: Path) -> int:
    with sqlite3.connect(db) as conn:
        (count,) = conn.execute("SELECT COUNT(*) FROM audit_entry").fetchone()
    conn.close()
    return int(count)


def _verify(db: Path, ev: str, *extra: str) -> tuple[int, dict[str, object]]:
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = main(["--db", str(db), "audit", "verify", ev, "--json", *extra])
    return code, json.loads(out.getvalue())


@pytest.mark.parametrize("keyed", [False, True], ids=["no key", "with JUEZ_AUDIT_KEY"])
def test_a_forged_result_is_never_sealed_by_a_later_honest_write(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, keyed: bool,
        capsys: pytest.CaptureFixture[str]) -> None:
    if keyed:
        monkeypatch.setenv("JUEZ_AUDIT_KEY", KEY)
    db = tmp_path / "ev.sqlite3"
    ev, printed = _event(db)
    EventService(str(db)).pair_next_round(ev)
    dispose_engines()
    honest = tmp_path / "honest.sqlite3"
    honest.write_bytes(db.read_bytes())
    _sql(db, "UPDATE match SET wins1 = 0, wins2 = 2 WHERE id = 1")
    before = _entries(db)
    # the scripted result (no ORM) declines, as the service refuses; on the honest copy it works
    assert quick.record_result(str(db), ev, 1, "2-0") is None
    assert quick.record_result(str(honest), ev, 1, "2-0") is not None
    svc = EventService(str(db), station="otra mesa")
    with pytest.raises(TournamentError) as refused:
        svc.add_penalty(ev, "P004", "Tardanza", "warning", "kodem-5.0:6.7-G16")
    en, es = refused.value.message("en"), refused.value.message("es")
    assert "table match differs" in en and "difiere la tabla match" in es
    # the round's pairing backup holds the match as recorded: the row is named
    assert "match row id 1: wins1 is 0, was 2, wins2 is 2, was 1" in en
    assert "match: fila id 1: wins1 es 0, era 2" in es
    assert "Nothing was saved" in en and "No se guardó nada" in es
    # every road refuses: a correction, the next pairing, a drop from the command line
    with pytest.raises(TournamentError, match="table match differs"):
        svc.correct_result(ev, 1, 2, "2-0")
    with pytest.raises(TournamentError, match="table match differs"):
        svc.record_result(ev, 1, "2-0")
    assert main(["--db", str(db), "player", "drop", ev, "P005", "--lang", "en"]) == 2
    assert "match row id 1" in capsys.readouterr().err
    assert _entries(db) == before  # nothing appended: the forgery stays visible
    code, report = _verify(db, ev)
    assert code == 1 and "table match" in json.dumps(report["problems"])
    code, report = _verify(db, ev, "--seal", printed)
    assert code == 1 and report["sealed"]["found"]


def _drop_last_penalty(db: Path) -> None:
    """Delete the last penalty with its audit entry and move the head back: the data is
    exactly what the entry before recorded."""
    _sql(db, "DELETE FROM penalty WHERE id = (SELECT MAX(id) FROM penalty)",
         "DELETE FROM audit_entry WHERE seq = (SELECT MAX(seq) FROM audit_entry)",
         "UPDATE audit_head SET seq = (SELECT MAX(seq) FROM audit_entry), "
         "hash = (SELECT hash FROM audit_entry ORDER BY seq DESC LIMIT 1)")


def _reseal_last(db: Path, ev: str) -> None:
    """Change a penalty, then re-seal only the last entry with a plain hash (no key) to the
    data as it now is, and move the head to it."""
    _sql(db, "UPDATE penalty SET kind = 'warning' WHERE kind = 'game_loss'")
    conn = sqlite3.connect(db)
    data = audit.event_data(lambda sql, p: conn.execute(sql, p).fetchall(), 1)
    seq, at, by, action, text, prev = conn.execute(
        "SELECT seq, at, author, action, data, prev_hash FROM audit_entry "
        "ORDER BY seq DESC LIMIT 1").fetchone()
    content = json.loads(text)
    content.pop("mac", None)
    content.update(digest=data_digest(data), tables=table_digests(data))
    entry = AuditEntry(seq, ev, at, by, action, content, prev).sealed()
    conn.execute("UPDATE audit_entry SET data = ?, hash = ? WHERE seq = ?",
                 (canonical_json(content), entry.hash, seq))
    conn.execute("UPDATE audit_head SET hash = ?", (entry.hash,))
    conn.commit()
    conn.close()


@pytest.mark.parametrize("attack", ["last penalty and its entry deleted, head moved back",
                                    "last entry re-sealed without a key"])
def test_an_anchored_head_catches_a_log_cut_back_or_resealed(
        tmp_path: Path, attack: str) -> None:
    db = tmp_path / "ev.sqlite3"
    ev, printed = _event(db)
    if attack.startswith("last penalty"):
        _drop_last_penalty(db)
        said = "were written (the anchor kept beside the backups"
    else:
        _reseal_last(db, ev)
        said = "is not the one that was written"
    # the chain and the data agree with each other: only the anchor can tell
    code, report = _verify(db, ev)
    assert code == 1 and said in json.dumps(report["problems"], ensure_ascii=False)
    # a seal printed two entries before the end: found, and the check still says it
    code, report = _verify(db, ev, "--seal", printed)
    assert code == 1 and report["sealed"]["found"] and not report["ok"]
    # no honest write seals it, through the service or without the ORM
    before = _entries(db)
    svc = EventService(str(db))
    with pytest.raises(TournamentError, match="anchor kept beside the backups") as refused:
        svc.drop_player(ev, "P006")
    assert "ancla guardada junto a las copias" in refused.value.message("es")
    with pytest.raises(TournamentError, match="anchor kept beside the backups"):
        svc.pair_next_round(ev)
    assert _entries(db) == before


def test_without_the_anchor_the_paper_is_what_is_left(tmp_path: Path) -> None:
    """Said in docs/audit.md: the anchor lives beside the backups; whoever deletes it too is
    back to what the printed seals prove (a whole rewrite is caught only by them)."""
    db = tmp_path / "ev.sqlite3"
    ev, _printed = _event(db)
    _drop_last_penalty(db)
    for anchor in (tmp_path / "ev.sqlite3.backups").glob("audit-head--*.json"):
        anchor.unlink()
    assert _verify(db, ev)[0] == 0


def test_a_new_database_at_the_same_place_is_not_taken_for_a_forgery(tmp_path: Path) -> None:
    db = tmp_path / "ev.sqlite3"
    _event(db)
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    svc = EventService(str(db))
    ev = svc.create_event("Otra liga", "kodem").id  # ev-1 again, another log
    svc.add_player(ev, "Ana")
    assert svc.verify_audit(ev).ok
    anchor = audit.read_anchor(tmp_path / "ev.sqlite3.backups", ev)
    assert anchor is not None and anchor.seq == 2


def test_a_keyed_anchor_edited_by_hand_is_reported(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUEZ_AUDIT_KEY", KEY)
    db = tmp_path / "ev.sqlite3"
    ev, _printed = _event(db)
    path = audit.anchor_path(tmp_path / "ev.sqlite3.backups", ev)
    value = json.loads(path.read_text(encoding="utf-8"))
    assert value["mac"]
    value["seq"] -= 1
    path.write_text(json.dumps(value), encoding="utf-8")
    code, report = _verify(db, ev)
    assert code == 1 and "does not carry this audit key's seal" in json.dumps(report)
