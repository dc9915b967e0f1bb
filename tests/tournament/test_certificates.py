"""`round verify`: every outcome on a real SQLite event — the engine's round, an audited hand
edit, a pairing changed in the database, an earlier result changed (audited or not)."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from judge_app.cli import main
from judge_app.storage.floor import FloorService
from judge_app.storage.service import dispose_engines
from judge_app.tournament import certificate
from judge_app.tournament.certificate import ENGINE, PairingInputs
from judge_app.tournament.model import Player

_TEMPLATES: dict[tuple[int, int], Path] = {}


@pytest.fixture(scope="module")
def templates(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[int, int], Path]:
    """Each event is built once per module, then copied for each test."""
    _TEMPLATES.clear()
    _TEMPLATES[(0, 0)] = tmp_path_factory.mktemp("templates")
    return _TEMPLATES


def _build(db: Path, rounds: int, players: int) -> None:
    svc = FloorService(f"sqlite:///{db}")
    ev = svc.create_event("Liga", "kodem", date="2026-12-01").id
    for i in range(players):
        svc.add_player(ev, f"Jugador {i}")
    scores = ["2-0", "2-1", "0-2", "1-2", "1-1-1"]
    for r in range(1, rounds + 1):
        for k, m in enumerate(svc.pair_next_round(ev)):
            if r < rounds and m.p2 is not None:
                svc.record_result(ev, m.table, scores[(k + r) % len(scores)])
    dispose_engines()


@pytest.fixture
def event(templates: dict[tuple[int, int], Path], tmp_path: Path
          ) -> Any:
    """``event(rounds, players)``: a copy of a Swiss event with ``rounds`` rounds paired,
    all but the last played, and a service on it."""
    def make(rounds: int = 3, players: int = 11) -> tuple[str, FloorService]:
        key = (rounds, players)
        if key not in templates:
            templates[key] = templates[(0, 0)] / f"ev-{rounds}-{players}.sqlite3"
            _build(templates[key], rounds, players)
        db = tmp_path / "ev.sqlite3"
        shutil.copyfile(templates[key], db)
        return str(db), FloorService(f"sqlite:///{db}")
    return make


def _verify(capsys: pytest.CaptureFixture[str], db: str, *extra: str) -> tuple[int, Any]:
    code = main(["--db", db, "round", "verify", "ev-1", *extra, "--json", "--lang", "en"])
    out = capsys.readouterr()
    return code, json.loads(out.out)


def test_an_honest_event_is_the_engines_in_every_round(
        event: Any, capsys: pytest.CaptureFixture[str]) -> None:
    db, svc = event()
    code, data = _verify(capsys, db)
    assert code == 0, data
    assert data["ok"] and [r["round"] for r in data["rounds"]] == [1, 2, 3]
    for r in data["rounds"]:
        assert r["ok"] and r["differences"] == [] and r["hand_edits"] == []
        assert r["certificate"]["engine"] == ENGINE and r["certificate"]["profile"] == "mtg"
        assert r["inputs_hash"] == r["certificate"]["inputs_hash"]
        stored = [[m.table, m.p1, m.p2] for m in svc.matches("ev-1", r["round"])]
        assert [[p["table"], p["p1"], p["p2"]] for p in r["engine_pairings"]] == stored
    # the audit entry of each pairing carries the same hash
    pairs = [e for e in svc.audit_entries("ev-1") if e.action == "round.pair"]
    assert [e.data["certificate"] for e in pairs] == [
        r["certificate"]["inputs_hash"] for r in data["rounds"]]
    assert main(["--db", db, "round", "verify", "ev-1", "2", "--lang", "es"]) == 0
    assert "ev-1 ronda 2: es la ronda del motor" in capsys.readouterr().out


def test_a_hand_edit_the_audit_records_is_named_and_accepted(
        event: Any, capsys: pytest.CaptureFixture[str]) -> None:
    db, svc = event()
    first, second = svc.matches("ev-1", 3)[:2]
    svc.edit_round("ev-1", swap=(first.p1, second.p1))
    code, data = _verify(capsys, db, "3")
    assert code == 0, data
    (r,) = data["rounds"]
    assert r["ok"] and r["differences"] == []
    assert [e["what"] for e in r["hand_edits"]] == [f"hand edit: swap {first.p1} and {second.p1}"]
    # the engine's own pairing is still shown: the edit is what differs from it
    assert r["engine_pairings"][0]["p1"] == first.p1
    assert main(["--db", db, "round", "verify", "ev-1", "3", "--lang", "es"]) == 0
    out = capsys.readouterr().out
    assert "cambios a mano auditados" in out and f"intercambio de {first.p1} y {second.p1}" in out


def test_a_pairing_changed_in_the_database_is_every_difference_named(
        event: Any, capsys: pytest.CaptureFixture[str]) -> None:
    db, svc = event()
    t1, t2 = svc.matches("ev-1", 3)[:2]
    dispose_engines()
    con = sqlite3.connect(db)
    with con:  # swap the two players 2 of tables 1 and 2, behind Juez's back
        rows = dict(con.execute("SELECT m.table_no, m.p2_id FROM match m JOIN round r "
                                "ON m.round_id = r.id WHERE r.number = 3 AND m.table_no <= 2"))
        for table, other in ((1, 2), (2, 1)):
            con.execute("UPDATE match SET p2_id = ? WHERE table_no = ? AND round_id = "
                        "(SELECT id FROM round WHERE number = 3)", (rows[other], table))
    con.close()
    code, data = _verify(capsys, db, "3")
    assert code == 1
    (r,) = data["rounds"]
    assert not r["ok"]
    diffs = [(d["kind"], d["table"], d["stored"], d["expected"]) for d in r["differences"]]
    assert diffs == [("table", 1, [t1.p1, t2.p2], [t1.p1, t1.p2]),
                     ("table", 2, [t2.p1, t1.p2], [t2.p1, t2.p2])]
    # the other rounds are still the engine's
    code, data = _verify(capsys, db, "2")
    assert code == 0
    assert main(["--db", db, "round", "verify", "ev-1", "--lang", "en"]) == 1
    out = capsys.readouterr().out
    assert "ev-1 round 3: DIFFERS from the engine's round" in out
    assert f"round 3 table 1: stored {t1.p1} vs {t2.p2}, the engine and the audited edits " \
           f"give {t1.p1} vs {t1.p2}" in out


def test_an_earlier_result_changed_behind_the_audit_is_named(
        event: Any, capsys: pytest.CaptureFixture[str]) -> None:
    db, svc = event()
    m = next(m for m in svc.matches("ev-1", 2) if m.p2 is not None)
    new = "2-0" if str(m.score) == "0-2" else "0-2"
    dispose_engines()
    con = sqlite3.connect(db)
    with con:
        con.execute("UPDATE match SET wins1 = ?, wins2 = ?, draws = 0 WHERE table_no = ? AND "
                    "round_id = (SELECT id FROM round WHERE number = 2)",
                    (int(new[0]), int(new[2]), m.table))
    con.close()
    code, data = _verify(capsys, db, "3")
    assert code == 1
    (r,) = data["rounds"]
    assert [(d["kind"], d["table"]) for d in r["differences"]][:1] == [("input", m.table)]
    assert r["differences"][0]["what"].startswith(
        f"round 2 table {m.table}: the database says {new}, the audit recorded {m.score} when "
        "round 3 was paired")
    assert r["inputs_hash"] != r["certificate"]["inputs_hash"]
    assert _verify(capsys, db, "2")[0] == 0  # round 2 was paired before that result existed


def test_a_round_paired_by_an_earlier_engine_is_said_so_and_its_inputs_still_match(
        event: Any, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    # an event started before an upgrade: its rounds name the engine that paired them, and
    # their inputs are hashed as that engine named them (no "input" difference for that)
    db, svc = event()
    for m in svc.matches("ev-1", 3):
        if m.p2 is not None:
            svc.record_result("ev-1", m.table, "2-0")
    with monkeypatch.context() as older:
        older.setattr(certificate, "ENGINE", "juez-swiss/0")
        svc.pair_next_round("ev-1")
    code, data = _verify(capsys, db, "4")
    assert code == 1
    (r,) = data["rounds"]
    assert r["certificate"]["engine"] == "juez-swiss/0"
    assert r["inputs_hash"] == r["certificate"]["inputs_hash"]
    assert [d["kind"] for d in r["differences"]] == ["engine"]
    assert r["differences"][0]["what"].startswith(
        f"paired by engine juez-swiss/0; this is {ENGINE}")
    assert _verify(capsys, db, "3")[0] == 0


def test_a_round_paired_by_engine_2_is_verified_with_engine_2s_blossom(
        event: Any, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    # round 5 of this 23-player event has pairings of equal cost where networkx's blossom
    # (engine 2) and rustworkx's (engine 3) each return their own: a round paired before the
    # upgrade is paired again as engine 2 did, and verifies with nothing to explain
    db, svc = event(4, 23)
    scores = ["2-0", "2-1", "0-2", "1-2", "1-1-1"]
    for k, m in enumerate(sorted(svc.matches("ev-1", 4), key=lambda m: m.table)):
        if m.p2 is not None:
            svc.record_result("ev-1", m.table, scores[(k + 4) % len(scores)])
    with monkeypatch.context() as older:
        older.setattr(certificate, "ENGINE", "juez-swiss/2")
        stored = svc.pair_next_round("ev-1")
    code, data = _verify(capsys, db, "5")
    (r,) = data["rounds"]
    assert r["certificate"]["engine"] == "juez-swiss/2"
    assert code == 0 and r["differences"] == []
    from judge_app.storage.certificates import _inputs, certificate_of

    cert = certificate_of(svc, "ev-1", 5)
    assert cert is not None
    with svc._session() as s:
        inputs = _inputs(svc, s, svc._event(s, "ev-1"), 5, cert)
    tables = [(m.table, m.p1, m.p2) for m in stored]
    assert [(p.table, p.p1, p.p2) for p in inputs.pair("juez-swiss/2")] == tables
    assert [(p.table, p.p1, p.p2) for p in inputs.pair(ENGINE)] != tables


def test_an_audited_correction_after_the_pairing_is_named_and_accepted(
        event: Any, capsys: pytest.CaptureFixture[str]) -> None:
    db, svc = event()
    m = next(m for m in svc.matches("ev-1", 2) if m.p2 is not None)
    svc.correct_result("ev-1", 2, m.table, "0-2" if str(m.score) != "0-2" else "2-0")
    svc.keep_apart("ev-1", "P001", "P002")
    code, data = _verify(capsys, db, "3")
    assert code == 0, data
    (r,) = data["rounds"]
    assert [c["action"] for c in r["input_changes"]] == ["result.correct", "player.apart"]
    assert r["input_changes"][0]["what"].startswith(
        f"result of round 2 table {m.table} corrected from {m.score} to ")
    assert r["inputs_hash"] == r["certificate"]["inputs_hash"]


def test_a_repaired_round_gets_a_new_certificate_and_the_top_cut_none(
        event: Any, capsys: pytest.CaptureFixture[str]) -> None:
    db, svc = event(rounds=2, players=8)
    svc.drop_player("ev-1", "P003")
    svc.repair_round("ev-1")
    code, data = _verify(capsys, db, "2")
    assert code == 0, data
    assert all(p["p1"] != "P003" and p["p2"] != "P003"
               for p in data["rounds"][0]["engine_pairings"])
    for m in svc.matches("ev-1", 2):
        if m.p2 is not None:
            svc.record_result("ev-1", m.table, "2-0")
    svc.top_cut("ev-1", 4)
    code, data = _verify(capsys, db, "3")
    assert code == 1
    assert data["rounds"][0]["differences"][0]["kind"] == "certificate"
    assert _verify(capsys, db)[0] == 0  # every Swiss round


def test_bad_arguments_exit_2(event: Any, capsys: pytest.CaptureFixture[str]) -> None:
    db, _svc = event(rounds=1, players=4)
    assert main(["--db", db, "round", "verify", "ev-1", "5", "--lang", "en"]) == 2
    assert "argument ROUND: event 'ev-1' has no round 5" in capsys.readouterr().err
    assert main(["--db", db, "round", "verify", "ev-9", "--lang", "en"]) == 2
    assert "ev-9" in capsys.readouterr().err


def test_the_inputs_leave_out_what_cannot_change_the_round() -> None:
    """A name, a late entry registered after the round, a drop after it: same hash."""
    base = [Player("A", "Ana"), Player("B", "Beto"), Player("C", "Caro"), Player("D", "Dani")]
    changed = [Player("A", "Ana María"), Player("B", "Beto", dropped_after=2),
               Player("C", "Caro"), Player("D", "Dani"), Player("E", "Eva", first_round=3)]
    kw: dict[str, Any] = {"profile": "mtg", "tie_seed": "t", "seed": 5}
    one = PairingInputs.build(2, base, [], **kw)
    assert one.digest() == PairingInputs.build(2, changed, [], **kw).digest()
    assert one.digest() != PairingInputs.build(2, base, [], **{**kw, "seed": 6}).digest()
    assert one.digest() != PairingInputs.build(2, base, [], keep_apart=[("A", "B")],
                                               **kw).digest()


def test_the_pairings_reports_print_the_certificate(
        event: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from pypdf import PdfReader

    db, _svc = event()
    _code, data = _verify(capsys, db, "3")
    short = data["rounds"][0]["certificate"]["inputs_hash"][:16]
    for key, lang, word in (("pairings", "en", "certificate"),
                            ("pairings-by-name", "es", "certificado")):
        out = tmp_path / f"{key}.pdf"
        assert main(["--db", db, "report", key, "ev-1", "--out", str(out), "--lang", lang]) == 0
        text = PdfReader(out).pages[0].extract_text()
        assert f"{word} {short}" in text, text[:300]
