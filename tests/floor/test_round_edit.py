"""Hand edits of a round's pairings and publishing: service (SQLite and PostgreSQL) and CLI."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from pypdf import PdfReader

from judge_app.storage.errors import NotFoundError, TournamentError
from judge_app.storage.floor import FloorService
from judge_app.tournament.model import MatchRecord
from tests.floor.conftest import cli, cli_json, new_event


def _seats(matches: list[MatchRecord]) -> list[str]:
    return sorted(x for m in matches for x in (m.p1, m.p2) if x is not None)


def _opponent(matches: list[MatchRecord], pid: str) -> str | None:
    for m in matches:
        if pid in (m.p1, m.p2):
            return m.p2 if m.p1 == pid else m.p1
    raise AssertionError(pid)


def _play(svc: FloorService, ev: str, scores: str = "2-0") -> None:
    for m in svc.matches(ev, svc.event_summary(ev).current_round):
        if m.p2 is not None:
            svc.record_result(ev, m.table, scores)


def test_swap_pair_bye_keep_everyone_once_and_are_audited(db_url: str) -> None:
    svc, ev = new_event(db_url, 9)
    first = svc.pair_next_round(ev)
    assert not svc.is_published(ev)
    everyone = _seats(first)
    a, b = first[0].p1, first[1].p2
    assert b is not None
    edit = svc.edit_round(ev, swap=(a, b))
    assert _seats(edit.matches) == everyone and not edit.published
    now = svc.matches(ev, 1)
    assert _opponent(now, a) == _opponent(first, b) and _opponent(now, b) == _opponent(first, a)
    c, d = now[2].p1, now[3].p1
    before_c, before_d = _opponent(now, c), _opponent(now, d)
    edit = svc.edit_round(ev, pair=(c, d))
    now = svc.matches(ev, 1)
    assert _opponent(now, c) == d and _opponent(now, before_c) == before_d
    assert _seats(now) == everyone
    holder = next(m.p1 for m in now if m.p2 is None)
    edit = svc.edit_round(ev, bye=a)
    now = svc.matches(ev, 1)
    assert next(m.p1 for m in now if m.p2 is None) == a and _seats(now) == everyone
    assert holder in _seats([m for m in now if m.p2 is not None])
    actions = [e.action for e in svc.audit_entries(ev)]
    assert actions.count("round.edit") == 3
    assert svc.publish_round(ev) == 1 and svc.is_published(ev)
    svc.edit_round(ev, swap=(c, holder))
    last = svc.audit_entries(ev)[-1]
    assert last.action == "round.edit" and last.data["after_publish"] is True
    assert [e.action for e in svc.audit_entries(ev)][-2] == "round.publish"
    assert svc.verify_audit(ev).ok


def test_an_edit_takes_an_automatic_backup(sqlite_url: str,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from judge_app.storage import backup

    monkeypatch.setenv("JUEZ_BACKUP_INTERVAL", "0")
    svc, ev = new_event(sqlite_url, 4)
    first = svc.pair_next_round(ev)
    svc.edit_round(ev, swap=(first[0].p1, first[1].p1))
    assert [b.trigger for b in backup.list_backups(svc.url, ev)][:2] == ["round.edit",
                                                                       "round.pair"]


def test_refusals_change_nothing(sqlite_url: str) -> None:
    svc, ev = new_event(sqlite_url, 8)
    with pytest.raises(TournamentError, match="no round has been paired"):
        svc.edit_round(ev, swap=("P001", "P002"))
    svc.pair_next_round(ev)
    before = svc.matches(ev, 1)
    m = before[0]
    assert m.p2 is not None
    with pytest.raises(TournamentError, match="already play each other"):
        svc.edit_round(ev, swap=(m.p1, m.p2))
    with pytest.raises(TournamentError, match="no bye to give"):
        svc.edit_round(ev, bye="P001")
    with pytest.raises(NotFoundError, match="P099"):
        svc.edit_round(ev, pair=("P001", "P099"))
    with pytest.raises(TournamentError, match="exactly one"):
        svc.edit_round(ev, swap=("P001", "P002"), bye="P003")
    svc.record_result(ev, 2, "2-1")
    with pytest.raises(TournamentError, match="table 2 already has a result"):
        svc.edit_round(ev, swap=(before[0].p1, before[3].p1))
    assert [(x.table, x.p1, x.p2) for x in svc.matches(ev, 1)] == \
        [(x.table, x.p1, x.p2) for x in before]
    assert not any(e.action == "round.edit" for e in svc.audit_entries(ev))


def test_warnings_name_rematches_points_gaps_and_keep_apart(sqlite_url: str) -> None:
    svc, ev = new_event(sqlite_url, 8)
    r1 = svc.pair_next_round(ev)
    svc.publish_round(ev)
    _play(svc, ev)
    winners = {m.p1 for m in r1}
    r2 = svc.pair_next_round(ev)
    # pair a round-1 pair again: a rematch, and a winner against a loser: a points gap
    m = r1[0]
    assert m.p2 is not None
    svc.keep_apart(ev, m.p1, m.p2)
    edit = svc.edit_round(ev, pair=(m.p1, m.p2))
    codes = {n.code for n in edit.notices}
    assert {"rematch", "points_gap", "apart"} <= codes
    rematch = next(n for n in edit.notices if n.code == "rematch")
    assert m.p1 in rematch.es and "revancha" in rematch.es and "rematch" in rematch.en
    gap = next(n for n in edit.notices if n.code == "points_gap" and m.p1 in n.players)
    assert "3" in gap.en and m.p1 in winners
    assert svc.audit_entries(ev)[-1].data["warnings"]
    assert len(r2) == 4


def test_fixed_seats_and_keep_apart_shape_the_next_pairing(db_url: str) -> None:
    svc, ev = new_event(db_url, 16)
    svc.keep_apart(ev, "P001", "P002")
    svc.keep_apart(ev, "P003", "P004")
    assert svc.apart_pairs(ev) == [("P001", "P002"), ("P003", "P004")]
    assert svc.seat_player(ev, "P005", 7) == []
    notices = svc.seat_player(ev, "P006", 7)
    assert notices and "P005" in notices[0].en and "mesa 7" in notices[0].es
    svc.seat_player(ev, "P006", None)
    for _ in range(3):
        r = svc.pair_next_round(ev)
        pairs = {frozenset((m.p1, m.p2)) for m in r}
        assert frozenset(("P001", "P002")) not in pairs
        assert frozenset(("P003", "P004")) not in pairs
        assert next(m.table for m in r if "P005" in (m.p1, m.p2)) == 7
        _play(svc, ev, "2-1")
    assert [(s.player, s.table) for s in svc.seats(ev)] == [("P005", 7)]
    svc.keep_apart(ev, "P001", "P002", remove=True)
    assert svc.apart_pairs(ev) == [("P003", "P004")]
    actions = [e.action for e in svc.audit_entries(ev)]
    assert actions.count("player.seat") == 3 and actions.count("player.apart") == 3


def test_an_edit_keeps_a_fixed_seat(sqlite_url: str) -> None:
    svc, ev = new_event(sqlite_url, 8)
    svc.seat_player(ev, "P001", 4)
    r = svc.pair_next_round(ev)
    assert next(m.table for m in r if "P001" in (m.p1, m.p2)) == 4
    other = next(m for m in r if "P001" not in (m.p1, m.p2))
    svc.edit_round(ev, pair=("P001", other.p1))
    now = svc.matches(ev, 1)
    assert next(m.table for m in now if "P001" in (m.p1, m.p2)) == 4
    assert sorted(m.table for m in now) == [1, 2, 3, 4]


def test_cli_round_edit_publish_and_draft_prints(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--db", str(tmp_path / "f.sqlite3")]
    ev = cli_json(capsys, *db, "event", "create", "--name", "Liga", "--game", "kodem")["event"]
    for i in range(1, 6):
        cli(capsys, *db, "player", "add", ev, f"Jugador {i}")
    paired = cli_json(capsys, *db, "round", "pair", ev)
    bye = next(p["p1"] for p in paired["pairings"] if p["p2"] is None)
    other = next(p["p1"] for p in paired["pairings"] if p["p2"] is not None)
    edited = cli_json(capsys, *db, "round", "edit", ev, "--bye", other)
    assert edited["published"] is False
    assert next(p["p1"] for p in edited["pairings"] if p["p2"] is None) == other
    assert bye in {x for p in edited["pairings"] for x in (p["p1"], p["p2"])}
    out, _ = cli(capsys, *db, "round", "edit", ev, "--swap", bye, other, "--lang", "en")
    assert "Round 1 edited (draft: not published)" in out
    _, err = cli(capsys, *db, "round", "edit", ev, "--swap", "P001", "P404", status=2)
    assert "argumento PLAYER" in err and "P404" in err
    _, err = cli(capsys, *db, "round", "edit", ev, status=2)
    assert "--swap" in err
    pdf = tmp_path / "draft.pdf"
    cli(capsys, *db, "report", "pairings", ev, "--out", str(pdf))
    text = "".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf.read_bytes())).pages)
    assert "BORRADOR / DRAFT" in text
    slips = tmp_path / "slips.pdf"
    cli(capsys, *db, "report", "slips", ev, "--out", str(slips))
    assert "BORRADOR / DRAFT" in PdfReader(slips).pages[0].extract_text()
    out, _ = cli(capsys, *db, "round", "publish", ev)
    assert out.strip() == "ronda 1 publicada"
    final = tmp_path / "final.pdf"
    cli(capsys, *db, "report", "pairings-by-name", ev, "--out", str(final))
    assert "DRAFT" not in PdfReader(final).pages[0].extract_text()
    seat = cli_json(capsys, *db, "player", "seat", ev, "P002", "3")
    assert seat == {"player": "P002", "table": 3, "warnings": []}
    _, err = cli(capsys, *db, "player", "seat", ev, "P002", status=2)
    assert "--clear" in err
    cli(capsys, *db, "player", "seat", ev, "P002", "--clear")
    assert cli_json(capsys, *db, "player", "apart", ev, "P001", "P003")["apart"] is True
    _, err = cli(capsys, *db, "player", "apart", ev, "P001", "P001", status=2)
    assert "mismo jugador" in err


def test_round_zero_seating_and_pairing_with_results_missing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--db", str(tmp_path / "s.sqlite3")]
    ev = cli_json(capsys, *db, "event", "create", "--name", "Liga", "--game", "kodem")["event"]
    for name in ("Óscar", "Ana", "Beto", "Zoe", "Ñoño"):
        cli(capsys, *db, "player", "add", ev, name)
    alpha = cli_json(capsys, *db, "round", "seating", ev)
    assert [t["players"] for t in alpha["tables"]] == [["P002", "P003"], ["P005", "P001"],
                                                       ["P004"]]
    drawn = cli_json(capsys, *db, "round", "seating", ev, "--random", "--seed", "42")
    again = cli_json(capsys, *db, "round", "seating", ev, "--random", "--seed", "42")
    assert drawn == again and drawn["seed"] == 42
    out, _ = cli(capsys, *db, "round", "seating", ev, "--random", "--lang", "en")
    assert out.startswith("random seating (seed ")
    cli(capsys, *db, "player", "seat", ev, "P004", "2")
    seated = cli_json(capsys, *db, "round", "seating", ev)
    assert next(t["table"] for t in seated["tables"] if "P004" in t["players"]) == 2
    cli(capsys, *db, "round", "pair", ev)
    _, err = cli(capsys, *db, "round", "pair", ev, status=2)
    assert "not finished" in err
    cli(capsys, *db, "round", "result", ev, "1", "2-0")
    paired = cli_json(capsys, *db, "round", "pair", ev, "--missing-ok")
    assert paired["round"] == 2
    svc = FloorService(str(tmp_path / "s.sqlite3"))
    override = [e for e in svc.audit_entries(ev) if e.action == "round.pair.override"]
    assert len(override) == 1
    assert (override[0].data["round"], override[0].data["missing_tables"]) == (1, [2])
    assert [e.action for e in svc.audit_entries(ev)].count("round.seating") == 5


def test_round_pair_says_which_fixed_seats_it_could_not_honour(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--db", str(tmp_path / "c.sqlite3")]
    ev = cli_json(capsys, *db, "event", "create", "--name", "Liga", "--game", "kodem")["event"]
    for i in range(1, 3):
        cli(capsys, *db, "player", "add", ev, f"Jugador {i}")
    cli(capsys, *db, "player", "seat", ev, "P001", "4")
    cli(capsys, *db, "player", "seat", ev, "P002", "7")
    out, err = cli(capsys, *db, "round", "pair", ev, "--json")
    assert "P001" in err and "P002" in err and "play each other" in err
    assert json.loads(out)["pairings"][0]["table"] in (4, 7)
