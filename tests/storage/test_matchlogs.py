"""Match logs attached to an event: attach, violation → penalty, the ruling (issue 12 §4).

Real SQLite files (and PostgreSQL for the transaction that links a penalty to its log),
the samples' real logs replayed by the real rules, PDFs read back with pypdf.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from pypdf import PdfReader
from sqlalchemy import text

from judge_app.cli import main
from judge_app.reports.ruling import ruling_pdf
from judge_app.resources import resource_path
from judge_app.rulebooks import citation_words
from judge_app.storage.errors import NotFoundError, TournamentError
from judge_app.storage.matchlogs import MatchLogService, seat_log_players
from judge_app.storage.service import engine_for
from judge_app.tournament.model import PenaltyKind
from judge_app.violations import Citation

#: A sample with violations for each game: the log players are Ana/Luis (Ruki/Takato).
SAMPLES = {"kodem": "batalla-violations", "codigos": "action-violations",
           "totems": "attack-violations", "kingdom": "deck-violations",
           "digimon": "deck-violations"}


def _sample(game: str, name: str | None = None) -> str:
    path = resource_path("samples", game, f"{name or SAMPLES[game]}.json")
    return Path(path).read_text(encoding="utf-8")


def _event(url: str, game: str = "kodem") -> tuple[MatchLogService, str]:
    """An event whose round 1 is the log's players at table 1 (names as the log has them)."""
    svc = MatchLogService(url)
    ev = svc.create_event("Regional CDMX", game).id
    names = ("Ruki", "Takato") if game == "digimon" else ("Ana", "Luis")
    for name in names:
        svc.add_player(ev, name)
    svc.pair_next_round(ev)
    return svc, ev


def _pdf_text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


def test_players_are_matched_by_name_then_id_then_the_one_left() -> None:
    table = [("P007", "Luis Pérez"), ("P003", "ANA")]
    assert seat_log_players([("P1", "Ana"), ("P2", "luis  pérez")], table) == {
        "P1": "P003", "P2": "P007"}
    assert seat_log_players([("P1", "Anita"), ("P2", "Luis Perez")], table) == {
        "P2": "P007", "P1": "P003"}
    assert seat_log_players([("P1", "X"), ("P2", "Y")], table) == {}
    assert seat_log_players([("P1", "Ana")], []) == {}


def test_attach_stores_the_exact_text_at_the_table_and_audits_it(db_url: str) -> None:
    svc, ev = _event(db_url)
    raw = _sample("kodem")
    info = svc.attach_log(ev, raw, source="batalla.json", table=1)
    assert (info.round, info.table, info.game, info.events, info.violations) == (
        1, 1, "kodem", 24, 2)
    assert set(info.seats) == {"P1", "P2"} and info.notices == ()
    assert {svc.players(ev)[0].name, svc.players(ev)[1].name} == {"Ana", "Luis"}
    names = {p.id: p.name for p in svc.players(ev)}
    assert names[info.seats["P1"]] == "Ana" and names[info.seats["P2"]] == "Luis"
    assert svc.log_text(ev, info.id) == raw
    assert svc.same_logs(ev, raw) == [(info.id, 1, 1)] and svc.same_logs(ev, raw + " ") == []
    assert [i.id for i in svc.attached_logs(ev)] == [info.id]
    assert svc.attached_logs(ev, round_no=2) == []
    entry = svc.audit_entries(ev)[-1]
    assert entry.action == "log.attach" and entry.data["source"] == "batalla.json"
    assert entry.data["table"] == 1 and len(entry.data["sha256"]) == 64
    assert svc.verify_audit(ev).ok


def test_a_changed_stored_log_breaks_the_audit(sqlite_url: str) -> None:
    svc, ev = _event(sqlite_url)
    info = svc.attach_log(ev, _sample("kodem"), table=1)
    with engine_for(svc.url).begin() as conn:
        conn.execute(text("UPDATE match_log SET log = replace(log, '\"Ana\"', '\"Eva\"') "
                          "WHERE id = :id"), {"id": info.id})
    assert not svc.verify_audit(ev).ok


def test_attach_refusals_change_nothing(sqlite_url: str) -> None:
    svc, ev = _event(sqlite_url)
    before = svc.audit_entries(ev)
    with pytest.raises(TournamentError, match="no table 7") as exc:
        svc.attach_log(ev, _sample("kodem"), table=7)
    assert exc.value.field == "table"
    with pytest.raises(TournamentError, match="no round 3"):
        svc.attach_log(ev, _sample("kodem"), round_no=3, table=1)
    with pytest.raises(TournamentError, match="names no table"):
        svc.attach_log(ev, _sample("kodem"))
    with pytest.raises(TournamentError, match="totems match") as exc:
        svc.attach_log(ev, _sample("totems"), table=1)
    assert "juega kodem" in exc.value.message("es")
    broken = json.loads(_sample("kodem"))
    broken["events"][3]["action"] = "teleport"
    with pytest.raises(TournamentError, match=r"mine\.json.*\$\.events\[3\]\.action"):
        svc.attach_log(ev, json.dumps(broken), source="mine.json", table=1)
    with pytest.raises(TournamentError, match="line 1"):
        svc.attach_log(ev, "{not json", source="mine.json", table=1)
    assert svc.attached_logs(ev) == [] and svc.audit_entries(ev) == before


def test_unmatched_players_are_reported_and_need_the_player_given(sqlite_url: str) -> None:
    svc = MatchLogService(sqlite_url)
    ev = svc.create_event("Liga", "kodem").id
    for name in ("Beto", "Carla"):
        svc.add_player(ev, name)
    svc.pair_next_round(ev)
    info = svc.attach_log(ev, _sample("kodem"), table=1)
    assert info.seats == {} and len(info.notices) == 2
    assert "Ana (P1)" in info.notices[0].text("es") and "give the player" in info.notices[0].en
    with pytest.raises(TournamentError, match="not matched") as exc:
        svc.penalty_from_violation(ev, info.id, 20)
    assert exc.value.field == "player"
    draft = svc.penalty_draft(ev, info.id, 20, player="P002")
    assert draft.player == "P002" and draft.player_name == "Ana"
    pen = svc.penalty_from_violation(ev, info.id, 20, player="P002")
    assert pen.player == "P002"


def test_a_violation_becomes_a_penalty_with_its_ruling_attached(db_url: str) -> None:
    svc, ev = _event(db_url)
    log_id = svc.attach_log(ev, _sample("kodem"), table=1).id
    ana = next(p.id for p in svc.players(ev) if p.name == "Ana")
    draft = svc.penalty_draft(ev, log_id, 20)
    assert draft.player == ana and (draft.round, draft.table) == (1, 1)
    assert draft.citation == Citation("kodem-5.0", "5/batalla")
    assert draft.infraction_key == "restriction-ignored"
    assert draft.infraction == "Declarar un efecto o ataque ignorando una restricción"
    assert draft.kind is PenaltyKind.CAUTION and draft.reason_es == ""
    assert draft.note.startswith("Registro 1, evento 20 (kodem-5.0 §6.7-P1): Nahui")
    pen = svc.penalty_from_violation(ev, log_id, 20, judge="Marta")
    assert (pen.player, pen.round, pen.table, pen.kind, pen.judge) == (
        ana, 1, 1, PenaltyKind.CAUTION, "Marta")
    assert pen.citation == draft.citation and pen.infraction == draft.infraction
    assert svc.rulings(ev) == {pen.id: log_id}
    assert svc.attached_log(ev, log_id).penalty == pen.id
    actions = [e.action for e in svc.audit_entries(ev)[-2:]]
    assert actions == ["penalty.add", "log.penalty"]
    assert svc.audit_entries(ev)[-2].data["seq"] == 20
    # the same infraction again: the ladder's next step, and a copy of the log for it
    again = svc.penalty_draft(ev, log_id, 21, lang="en")
    assert again.kind is PenaltyKind.WARNING and "6.7-P6" in again.reason_en
    assert again.note.startswith("Log 1, event 21")
    second = svc.penalty_from_violation(ev, log_id, 21, lang="en")
    assert second.kind is PenaltyKind.WARNING
    rulings = svc.rulings(ev)
    assert rulings[pen.id] == log_id and rulings[second.id] not in (None, log_id)
    assert svc.log_text(ev, rulings[second.id]) == svc.log_text(ev, log_id)
    assert svc.verify_audit(ev).ok


def test_violation_choice_and_refusals(sqlite_url: str) -> None:
    svc, ev = _event(sqlite_url, "codigos")
    log_id = svc.attach_log(ev, _sample("codigos"), table=1).id
    found = svc.log_violations(ev, log_id)
    assert found and all(f.player is not None for f in found if f.violation.player)
    with pytest.raises(TournamentError, match="no violation at event 999") as exc:
        svc.penalty_from_violation(ev, log_id, 999)
    assert exc.value.field == "seq"
    seqs = [f.violation.seq for f in found]
    several = next((s for s in seqs if seqs.count(s) > 1), None)
    if several is not None:
        with pytest.raises(TournamentError, match="say which"):
            svc.penalty_draft(ev, log_id, several)
        assert svc.penalty_draft(ev, log_id, several, which=2).violation == [
            f.violation for f in found if f.violation.seq == several][1]
    with pytest.raises(NotFoundError, match="no attached log 42"):
        svc.penalty_draft(ev, 42, 1)
    with pytest.raises(TournamentError, match="is not one of"):
        svc.penalty_from_violation(ev, log_id, seqs[0], which=1, kind="scolding")
    assert svc.penalties(ev) == [] and svc.rulings(ev) == {}


@pytest.mark.slow  # a review PDF per game: seconds
@pytest.mark.parametrize("game", sorted(SAMPLES))
def test_every_game_violation_to_penalty_and_ruling(sqlite_url: str, game: str) -> None:
    svc, ev = _event(sqlite_url, game)
    log_id = svc.attach_log(ev, _sample(game), table=1).id
    first = svc.log_violations(ev, log_id)[0]
    pen = svc.penalty_from_violation(ev, log_id, first.violation.seq, which=1, judge="HJ")
    assert pen.citation == first.violation.citation and pen.player == first.player
    assert pen.infraction  # the game's list entry, else the violation's message
    pdf, pages = ruling_pdf(svc, ev, svc.ruling_log(ev, pen.id or 0), lang="en")
    body = _pdf_text(pdf)
    assert pages >= 1 and "Regional CDMX" in body and "Table 1" in body
    # the cited rule in the judge's words: its rulebook's and section's titles (issue 23 §11)
    assert citation_words(first.violation.citation) in " ".join(body.split())


def test_detach_only_a_log_that_is_no_ruling(sqlite_url: str) -> None:
    svc, ev = _event(sqlite_url)
    a = svc.attach_log(ev, _sample("kodem"), table=1).id
    b = svc.attach_log(ev, _sample("kodem"), table=1).id
    pen = svc.penalty_from_violation(ev, a, 20)
    with pytest.raises(TournamentError, match="delete the penalty first"):
        svc.detach_log(ev, a)
    svc.detach_log(ev, b, "wrong table")
    assert [i.id for i in svc.attached_logs(ev)] == [a]
    assert svc.audit_entries(ev)[-1].data["reason"] == "wrong table"
    svc.delete_penalty(ev, pen.id or 0, "given by mistake")
    svc.detach_log(ev, a)
    assert svc.attached_logs(ev) == [] and svc.verify_audit(ev).ok


def test_the_cli_attach_list_violations_penalty_ruling_export(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "cli.sqlite3")
    svc, ev = _event(db)
    log = str(resource_path("samples", "kodem", "batalla-violations.json"))
    base = ["--db", db]

    def run(*argv: str) -> dict[str, object]:
        assert main([*base, *argv, "--json"]) == 0, capsys.readouterr().err
        data: dict[str, object] = json.loads(capsys.readouterr().out)
        return data

    attached = run("log", "attach", ev, log, "--table", "1")
    assert attached["round"] == 1 and attached["violations"] == 2
    assert main([*base, "log", "list", ev, "--lang", "en"]) == 0
    assert "Log 1 · Round 1, table 1 · Ana – Luis" in capsys.readouterr().out
    listed = run("log", "violations", ev, "1")["violations"]
    assert [v["seq"] for v in listed] == [20, 21]  # type: ignore[index, union-attr]
    pen = run("penalty", "from-violation", ev, "1", "--seq", "20", "--judge", "Marta",
              "--penalty", "warning")
    assert pen["cite"] == "kodem-5.0:5/batalla" and pen["penalty"] == "warning"
    assert pen["table"] == 1 and pen["round"] == 1 and pen["ruling"] == 1
    listed = run("penalty", "list", ev)["penalties"]
    assert [(p["id"], p["ruling"]) for p in listed] == [(pen["id"], 1)]  # type: ignore[index, union-attr]
    assert main([*base, "penalty", "list", ev]) == 0
    assert capsys.readouterr().out.rstrip().endswith("\truling: log 1")
    assert main([*base, "log", "ruling", ev, "--penalty", str(pen["id"]), "--out",
                 str(tmp_path / "r.pdf"), "--lang", "en"]) == 0
    assert "ruling (log 1)" in capsys.readouterr().out
    assert "Match review" in _pdf_text((tmp_path / "r.pdf").read_bytes())
    assert main([*base, "log", "export", ev, "1", "--out", str(tmp_path / "x.json")]) == 0
    assert (tmp_path / "x.json").read_text(encoding="utf-8") == _sample("kodem")
    # bad input: exit 2 naming the argument, nothing changed
    for argv, where in ((["log", "attach", ev, log, "--table", "9"], "argument --table"),
                        (["log", "attach", ev, str(tmp_path / "none.json"), "--table", "1"],
                         "argument LOG"),
                        (["penalty", "from-violation", ev, "1", "--seq", "3"],
                         "argument --seq"),
                        (["penalty", "from-violation", ev, "7", "--seq", "20"],
                         "argument LOG_ID"),
                        (["log", "ruling", ev, "--penalty", "99", "--out",
                          str(tmp_path / "y.pdf")], "argument --penalty"),
                        (["log", "detach", ev, "1"], "argument LOG_ID")):
        assert main([*base, *argv, "--lang", "en"]) == 2, argv
        err = capsys.readouterr().err
        assert err.startswith(f"judge-app: {where}:"), err
        assert "Traceback" not in err
    assert len(svc.attached_logs(ev)) == 1 and len(svc.penalties(ev)) == 1


@pytest.mark.slow  # the whole archive with every report: seconds
def test_penalties_report_and_archive_carry_the_ruling(sqlite_url: str, tmp_path: Path) -> None:
    import zipfile

    from judge_app.reports.archive import event_archive
    from judge_app.reports.catalogue import report_spec
    from judge_app.reports.csv_export import CsvStyle
    from judge_app.storage.archive import import_archive

    svc, ev = _event(sqlite_url)
    log_id = svc.attach_log(ev, _sample("kodem"), table=1).id
    pen = svc.penalty_from_violation(ev, log_id, 20, judge="Marta")
    built = report_spec("penalties").build(svc, ev, None, "pdf", "es", "a4", CsvStyle())
    body = " ".join(_pdf_text(built.data).split())
    assert f"Resolución adjunta: registro {log_id}" in body and "Marta" in body
    data = event_archive(svc, ev, lang="en")
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        names = zf.namelist()
        assert f"rulings/penalty-{pen.id}.pdf" in names
        ruling = _pdf_text(zf.read(f"rulings/penalty-{pen.id}.pdf"))
        assert "Match review" in ruling and "Regional CDMX" in ruling
        assert zf.read(f"logs/round-1-table-1-{log_id}.json").decode() == _sample("kodem")
        manifest = json.loads(zf.read("manifest.json"))
        assert f"rulings/penalty-{pen.id}.pdf" in manifest["files"]
    # imported elsewhere, the penalty still has its ruling
    path = tmp_path / "ev.zip"
    path.write_bytes(data)
    other = MatchLogService(str(tmp_path / "other.sqlite3"))
    new = import_archive(other, path)
    (penalty,) = other.penalties(new)
    assert other.rulings(new) == {penalty.id: other.attached_logs(new)[0].id}
    assert other.verify_audit(new).ok


def test_a_reconstruction_from_a_position_is_attached_and_penalized(sqlite_url: str) -> None:
    """A dispute reconstructed from the board as it was (a ``position`` log, issue 12 §3)
    is attached like any log; its violation's event number counts from the position."""
    from judge_app.logs.position import position_log
    from judge_app.replay import Replay

    svc, ev = _event(sqlite_url)
    full = Replay.from_file(resource_path("samples", "kodem", "batalla-violations.json"))
    text = json.dumps(position_log(full, 18), ensure_ascii=False)
    log_id = svc.attach_log(ev, text, source="disputa.json", table=1).id
    found = svc.log_violations(ev, log_id)
    assert [f.violation.seq for f in found] == [2, 3]  # events 20 and 21 of the whole game
    pen = svc.penalty_from_violation(ev, log_id, 2)
    assert pen.citation == Citation("kodem-5.0", "5/batalla")
    assert svc.rulings(ev) == {pen.id: log_id}
    pdf, pages = ruling_pdf(svc, ev, log_id)
    assert pages >= 1 and "Revisión de partida" in _pdf_text(pdf)
