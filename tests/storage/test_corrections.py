"""Everyday corrections (issue 8): a player's name or membership id, a drop by mistake, a
penalty edited or deleted, an event archived or deleted, one player-id scheme, the
effect of a corrected Swiss result on a top cut that has begun — in the service and the
CLI, on SQLite and PostgreSQL, every change audited."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.storage.service import EventService, NotFoundError, TournamentError
from judge_app.tournament.model import PenaltyKind
from judge_app.violations import Citation

CITE = Citation("kodem-5.0", "6.7-P1")


def _event(url: str, n: int = 8) -> tuple[EventService, str]:
    svc = EventService(url, station="mesa 1")
    ev = svc.create_event("Liga", "kodem", date="2026-11-25")
    for i in range(n):
        svc.add_player(ev.id, f"Jugador {i + 1}")
    return svc, ev.id


def _actions(svc: EventService, ev: str) -> list[str]:
    return [e.action for e in svc.audit_entries(ev)]


def test_edit_a_player_and_reinstate_a_drop(db_url: str) -> None:
    svc, ev = _event(db_url)
    p = svc.edit_player(ev, "P003", name="  Ana   María ", member_id="KD-1234")
    assert (p.name, p.member_id) == ("Ana María", "KD-1234")
    assert svc.players(ev)[2].member_id == "KD-1234"
    entry = svc.audit_entries(ev)[-1]
    assert entry.action == "player.edit"
    assert entry.data["before"] == {"name": "Jugador 3", "member_id": ""}
    assert svc.edit_player(ev, "P003", member_id="").member_id == ""
    with pytest.raises(TournamentError) as err:
        svc.edit_player(ev, "P003", name="   ")
    assert err.value.field == "name" and "vacío" in err.value.message("es")
    svc.pair_next_round(ev)
    svc.drop_player(ev, "P005")
    with pytest.raises(TournamentError, match="has not dropped"):
        svc.undrop_player(ev, "P004")
    back = svc.undrop_player(ev, "P005")
    assert not back.dropped
    assert _actions(svc, ev)[-1] == "player.undrop"
    for m in svc.matches(ev, 1):
        if not m.is_bye:
            svc.record_result(ev, m.table, "2-0")
    paired = {p for m in svc.pair_next_round(ev) for p in (m.p1, m.p2)}
    assert "P005" in paired  # paired again
    assert svc.verify_audit(ev).ok


def test_one_player_id_scheme(db_url: str, tmp_path: Path) -> None:
    svc, ev = _event(db_url, 3)
    assert [p.id for p in svc.players(ev)] == ["P001", "P002", "P003"]
    roster = tmp_path / "r.csv"
    roster.write_text("id,nombre\n" + "".join(f"P{i:02d},J{i}\n" for i in range(1, 21)),
                      encoding="utf-8")
    other = svc.create_event("Importado", "kodem").id
    svc.import_players_csv(other, roster)  # Spanish header, two-digit ids
    svc.pair_next_round(other)
    late = svc.add_player(other, "Tarde")
    assert late.id == "P21"  # the event's own width, not P021 or P001
    assert svc.add_player(ev, "Cuarto").id == "P004"


def test_edit_and_delete_a_penalty(db_url: str) -> None:
    svc, ev = _event(db_url)
    svc.pair_next_round(ev)
    pen = svc.add_penalty(ev, "P002", "Mazo mal barajado", PenaltyKind.WARNING, CITE,
                          judge="Laura", table=3)
    assert (pen.judge, pen.table) == ("Laura", 3)
    other = svc.add_penalty(ev, "P002", "Otra", PenaltyKind.CAUTION, CITE)
    edited = svc.edit_penalty(ev, pen.id or 0, kind="game_loss", judge="Marta", table=4,
                              citation="kodem-5.0:6.7-p2")
    assert (edited.kind, edited.judge, edited.table) == (PenaltyKind.GAME_LOSS, "Marta", 4)
    assert edited.citation == Citation("kodem-5.0", "6.7-P2")
    assert edited.updated_at is not None
    entry = svc.audit_entries(ev)[-1]
    assert entry.action == "penalty.edit"
    assert entry.data["before"] == {"kind": "warning", "judge": "Laura", "table_no": 3,
                                    "section": "6.7-P1"}
    with pytest.raises(TournamentError) as err:
        svc.edit_penalty(ev, pen.id or 0, citation="kodem-5.0:99")
    assert err.value.field == "citation"
    assert svc.penalties(ev)[0].judge == "Marta"  # the refused edit changed nothing
    deleted = svc.delete_penalty(ev, other.id or 0, reason="otro jugador")
    assert deleted.deleted
    assert [p.id for p in svc.penalties(ev)] == [pen.id]
    assert len(svc.penalties(ev, include_deleted=True)) == 2
    with pytest.raises(NotFoundError):
        svc.delete_penalty(ev, other.id or 0)  # already deleted
    with pytest.raises(NotFoundError):
        svc.edit_penalty(ev, 9999, note="x")
    assert _actions(svc, ev)[-1] == "penalty.delete"
    assert svc.verify_audit(ev).ok


def test_archive_and_delete_an_event(db_url: str) -> None:
    svc, ev = _event(db_url)
    test = svc.create_event("Prueba", "kodem").id
    svc.add_player(test, "X")
    svc.pair_next_round(ev)
    svc.add_penalty(ev, "P001", "x", PenaltyKind.CAUTION, CITE)
    svc.archive_event(ev)
    assert [e.id for e in svc.list_events()] == [test]
    assert {e.id: e.archived for e in svc.list_events(include_archived=True)} == {
        ev: True, test: False}
    svc.archive_event(ev, False)
    assert len(svc.list_events()) == 2
    with pytest.raises(TournamentError, match=r"archive \(hide\) it"):
        svc.delete_event(ev)  # rounds were played: a real record
    svc.delete_event(test)
    assert [e.id for e in svc.list_events()] == [ev]
    svc.delete_event(ev, force=True)
    assert svc.list_events(include_archived=True) == []
    with pytest.raises(NotFoundError):
        svc.players(ev)


def test_a_corrected_swiss_result_after_the_cut_says_who_it_moves(db_url: str) -> None:
    svc, ev = _event(db_url, 8)
    for _ in range(3):
        for m in svc.pair_next_round(ev):
            if not m.is_bye:
                svc.record_result(ev, m.table, "2-0")
    standings = [r.player for r in svc.standings(ev)]
    svc.top_cut(ev, 4)
    assert svc.correction_effect(ev, 4, 1, "2-1") is None  # a top-cut round
    # the 5th player beat the 4th in some round? flip a result of the 5th's loss
    fifth = standings[4]
    lost = next(m for m in svc.matches(ev) if m.round <= 3 and not m.is_bye
                and fifth in (m.p1, m.p2) and m.winner_id != fifth)
    flipped = "0-2" if lost.p1 != fifth else "2-0"
    effect = svc.correction_effect(ev, lost.round, lost.table, flipped)
    assert effect is not None and effect.cut == 4
    assert tuple(effect.seeded) == tuple(standings[:4])
    assert fifth in effect.would_be and effect.changes
    assert fifth in effect.entering and len(effect.leaving) == 1
    unchanged = svc.correction_effect(ev, lost.round, lost.table, str(lost.score))
    assert unchanged is not None and not unchanged.changes


def _cli(capsys: pytest.CaptureFixture[str], *argv: str, code: int = 0) -> str:
    assert main(list(argv)) == code, capsys.readouterr().err
    out = capsys.readouterr()
    return out.out if code == 0 else out.err


def test_cli_corrections_and_messages_in_both_languages(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    db = ["--db", str(tmp_path / "c.sqlite3")]
    monkeypatch.delenv("JUEZ_LANG", raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    _cli(capsys, *db, "event", "create", "--name", "Liga", "--game", "kodem")
    for name in ("Ana", "Beto", "Caro", "Dani"):
        _cli(capsys, *db, "player", "add", "ev-1", name)
    out = json.loads(_cli(capsys, *db, "player", "edit", "ev-1", "P002", "--name", "Alberto",
                          "--member-id", "KD-7", "--json"))
    assert (out["name"], out["member_id"]) == ("Alberto", "KD-7")
    _cli(capsys, *db, "round", "pair", "ev-1")
    _cli(capsys, *db, "player", "drop", "ev-1", "P004")
    assert "(dropped)" in _cli(capsys, *db, "player", "list", "ev-1")
    assert "(retirado)" in _cli(capsys, *db, "player", "list", "ev-1", "--lang", "es")
    _cli(capsys, *db, "player", "undrop", "ev-1", "P004")
    # round 1 is not finished: in the language asked for, from the environment too
    err = _cli(capsys, *db, "round", "pair", "ev-1", code=2)
    assert "round 1 is not finished" in err
    monkeypatch.setenv("JUEZ_LANG", "es")
    err = _cli(capsys, *db, "round", "pair", "ev-1", code=2)
    assert "la ronda 1 no ha terminado" in err
    err = _cli(capsys, *db, "round", "result", "ev-1", "1", "3-0", code=2)
    assert "argumento SCORE" in err and "al mejor de tres" in err
    monkeypatch.delenv("JUEZ_LANG")
    pen = json.loads(_cli(capsys, *db, "penalty", "add", "ev-1", "P001", "--infraction", "x",
                          "--penalty", "warning", "--cite", "kodem-5.0:6.7-P1", "--table",
                          "2", "--judge", "Laura", "--json"))
    assert pen["table"] == 2
    edited = json.loads(_cli(capsys, *db, "penalty", "edit", "ev-1", str(pen["id"]),
                             "--penalty", "game_loss", "--json"))
    assert edited["penalty"] == "game_loss" and edited["judge"] == "Laura"
    err = _cli(capsys, *db, "penalty", "edit", "ev-1", "99", "--note", "x", code=2)
    assert "PENALTY_ID" in err
    _cli(capsys, *db, "penalty", "delete", "ev-1", str(pen["id"]), "--reason", "error")
    assert "no penalties" in _cli(capsys, *db, "penalty", "list", "ev-1")
    assert "(deleted)" in _cli(capsys, *db, "penalty", "list", "ev-1", "--deleted")
    _cli(capsys, *db, "event", "create", "--name", "Prueba", "--game", "kodem")
    err = _cli(capsys, *db, "event", "delete", "ev-1", code=2)
    assert "--force" in err
    _cli(capsys, *db, "event", "hide", "ev-1")
    listed = _cli(capsys, *db, "event", "list")
    assert "ev-1" not in listed and "ev-2" in listed
    assert "(archived)" in _cli(capsys, *db, "event", "list", "--all")
    _cli(capsys, *db, "event", "delete", "ev-2")
    assert "ev-2" not in _cli(capsys, *db, "event", "list", "--all")


def test_every_refusal_of_the_service_speaks_both_languages() -> None:
    """The class of defect: a message of the service for a person in one language only."""
    import ast

    import judge_app.storage.service as service

    tree = ast.parse(Path(service.__file__).read_text(encoding="utf-8"))
    missing = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            func = node.exc.func
            name = getattr(func, "id", getattr(func, "attr", ""))
            if name in ("TournamentError", "NotFoundError", "StaleDataError"):
                keywords = {k.arg for k in node.exc.keywords}
                if "es" not in keywords and not (name == "StaleDataError"
                                                 and len(node.exc.args) >= 2):
                    missing.append(node.lineno)
    assert missing == [], f"service.py lines without a Spanish message: {missing}"


def test_the_printed_penalty_report_has_the_judge_and_skips_deleted_ones(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from pypdf import PdfReader

    db = str(tmp_path / "r.sqlite3")
    svc, ev = _event(db, 4)
    svc.pair_next_round(ev)
    kept = svc.add_penalty(ev, "P001", "Mazo mal barajado", PenaltyKind.WARNING, CITE,
                           judge="Laura Ríos", table=2)
    gone = svc.add_penalty(ev, "P002", "Dado a otro jugador", PenaltyKind.CAUTION, CITE)
    svc.delete_penalty(ev, gone.id or 0, reason="otro jugador")
    out = tmp_path / "pen.pdf"
    assert main(["--db", db, "report", "penalties", ev, "--out", str(out)]) == 0
    text = "".join(page.extract_text() for page in PdfReader(str(out)).pages)
    assert "Laura Ríos" in text and kept.infraction in text
    assert "Dado a otro jugador" not in text
    capsys.readouterr()
    assert main(["--db", db, "standings", ev, "--lang", "es"]) == 0


def test_printed_bracket_pairings_carry_swiss_points_only(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import csv

    db = str(tmp_path / "t.sqlite3")
    svc, ev = _event(db, 8)
    for _ in range(3):
        for m in svc.pair_next_round(ev):
            if not m.is_bye:
                svc.record_result(ev, m.table, "2-0")
    swiss = {r.player: r.points for r in svc.standings(ev)}
    for m in svc.top_cut(ev, 4):
        svc.record_result(ev, m.table, "2-0")
    svc.pair_next_round(ev)  # the final: both finalists won a semifinal
    out = tmp_path / "final.csv"
    assert main(["--db", db, "report", "pairings", ev, "--out", str(out)]) == 0
    (row,) = list(csv.DictReader(out.read_text(encoding="utf-8-sig").splitlines()))
    assert int(row["player1_points"]) == swiss[row["player1_id"]]
    assert int(row["player2_points"]) == swiss[row["player2_id"]]
    from pypdf import PdfReader

    pdf = tmp_path / "final-pairings.pdf"
    assert main(["--db", db, "report", "pairings", ev, "--out", str(pdf), "--lang", "es"]) == 0
    assert "Ronda 5 · Final" in PdfReader(str(pdf)).pages[0].extract_text()
    svc.record_result(ev, 1, "2-1")
    bracket = tmp_path / "bracket.pdf"
    assert main(["--db", db, "report", "bracket", ev, "--out", str(bracket), "--lang", "es"]) == 0
    text = PdfReader(str(bracket)).pages[0].extract_text()
    assert "Cuadro del corte final" in text and "Semifinal" in text and "Campeón" in text


def test_cli_warnings_in_human_mode_only(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """A top cut before the suggested Swiss rounds and a Swiss correction after it warn on
    stderr; ``--json`` prints exactly its document and nothing else."""
    db = str(tmp_path / "w.sqlite3")
    svc, ev = _event(db, 16)
    for m in svc.pair_next_round(ev):
        if not m.is_bye:
            svc.record_result(ev, m.table, "2-0")
    assert main(["--db", db, "round", "top", ev, "--cut", "4", "--lang", "en"]) == 0
    assert "warning: Only 1 Swiss rounds were played: 5 are suggested" in capsys.readouterr().err
    assert main(["--db", db, "round", "correct", ev, "1", "1", "0-2", "--json"]) == 0
    assert capsys.readouterr().err == ""
    assert main(["--db", db, "round", "correct", ev, "1", "1", "2-0", "--lang", "es"]) == 0
    assert "aviso: el corte final (top 4) ya empezó" in capsys.readouterr().err
