"""Pokémon TOM files: import, standings by division, export back unchanged (issue 14 §2)."""

from __future__ import annotations

import json
import re
from dataclasses import asdict
from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.interop.tdf import TdfError, read_tdf, read_tdf_text
from judge_app.storage.errors import TournamentError
from judge_app.storage.imports import (
    division_standings,
    divisions,
    export_tdf,
    import_round,
    import_tdf,
)
from judge_app.storage.service import EventService

FILE = Path(__file__).parent / "files" / "copa-divisiones.tdf"


@pytest.fixture
def svc(tmp_path: Path) -> EventService:
    return EventService(str(tmp_path / "tom.sqlite3"), station="test")


def test_a_tom_file_becomes_an_event(svc: EventService) -> None:
    done = import_tdf(svc, FILE)
    ev = done.event
    assert (ev.name, ev.game, ev.date, ev.profile.value, ev.current_round) == \
        ("Copa Ñandú & Amigos", "pokemon", "2025-11-08", "pokemon", 3)
    assert (done.players, done.rounds) == (8, 3)
    players = {p.id: p for p in svc.players(ev.id)}
    assert players["1000001"].name == "Ana López Ruiz"
    assert players["1000003"].dropped_after == 2  # <dropped> and the dnf list
    assert divisions(svc, ev.id) == {
        "1000001": "masters", "1000002": "masters", "1000003": "masters",
        "1000004": "masters", "1000005": "masters",
        # pod 8 (all ages): divisions from the birth years, 2026 season
        "2000001": "junior", "2000002": "senior", "2000003": "senior"}
    r2 = {m.table: m for m in svc.matches(ev.id, 2)}
    double = [m for m in r2.values() if m.double_loss]
    assert [(m.p1, m.p2) for m in double] == [("1000004", "1000003")]
    byes = sorted(m.p1 for m in r2.values() if m.p2 is None)
    assert byes == ["1000002", "2000002"]
    assert len(r2) == 5 and len(set(r2)) == 5  # two pods' table 1 no longer collide
    rows = {r.player: r for r in svc.standings(ev.id)}
    assert (rows["1000001"].points, rows["1000001"].record) == (9, "3-0-0")
    assert rows["1000004"].record == "0-2-1"  # a tie, a double loss, a loss
    # the file's standings put Dani (1 point) above Beto (3): Juez says where it differs
    assert done.differences == ["1000004: TOM place 3, Juez place 4",
                                "1000002: TOM place 4, Juez place 3"]
    assert svc.verify_audit(ev.id).ok
    assert [e.action for e in svc.audit_entries(ev.id)] == ["event.create", "event.import"]


def test_divisions_paired_together_are_ranked_apart(svc: EventService) -> None:
    ev = import_tdf(svc, FILE).event
    rows = svc.standings(ev.id)
    seniors = division_standings(rows, divisions(svc, ev.id), "senior")
    assert [(r.rank, r.player) for r in seniors] == [(1, "2000003"), (2, "2000002")]
    juniors = division_standings(rows, divisions(svc, ev.id), "junior")
    assert [(r.rank, r.player) for r in juniors] == [(1, "2000001")]


def _content(path_or_text: Path | str) -> dict[str, object]:
    tdf = read_tdf(path_or_text) if isinstance(path_or_text, Path) else \
        read_tdf_text(path_or_text)
    return asdict(tdf)


def test_a_tom_file_goes_in_and_back_out_unchanged_in_content(svc: EventService,
                                                              tmp_path: Path) -> None:
    ev = import_tdf(svc, FILE).event
    text = export_tdf(svc, ev.id)
    assert _content(text) == _content(FILE)
    # and again: the exported file imports to the same event and exports the same
    other = EventService(str(tmp_path / "again.sqlite3"), station="test")
    (tmp_path / "out.tdf").write_text(text, encoding="utf-8")
    again = import_tdf(other, tmp_path / "out.tdf").event
    assert _content(export_tdf(other, again.id)) == _content(FILE)
    assert [r.player for r in other.standings(again.id)] == \
        [r.player for r in svc.standings(ev.id)]


def test_after_a_correction_the_standings_written_are_juez_s(svc: EventService) -> None:
    ev = import_tdf(svc, FILE).event
    svc.correct_result(ev.id, 3, 1, "0-1")  # Dani beat Ana after all
    out = read_tdf_text(export_tdf(svc, ev.id))
    masters = next(st for st in out.standings if st.category == 2 and st.type == "finished")
    assert masters.places[0] == ("1000005", 1)  # Eva and Ana 6 points: Eva on resistance
    r3 = next(r for p in out.pods if p.category == 2 for r in p.rounds if r.number == 3)
    m = r3.matches[0]
    assert (m.p1, m.p2, m.outcome) == ("1000001", "1000004", 2)


def test_an_event_made_in_juez_exports_a_file_tom_can_read(svc: EventService,
                                                           tmp_path: Path) -> None:
    ev = svc.create_event("Liga Kódem", "kodem", profile="pokemon", date="2026-02-01")
    for pid, name in (("A", "Ana Ruiz"), ("B", "Beto"), ("C", "Caro Díaz <b>"), ("D", "Dani")):
        svc.add_player(ev.id, name, player_id=pid)
    (tmp_path / "r1.csv").write_text("table,p1,p2,result\n1,A,B,2-1\n2,C,D,1-1-1\n")
    import_round(svc, ev.id, tmp_path / "r1.csv")
    svc.drop_player(ev.id, "D")
    text = export_tdf(svc, ev.id)
    tdf = read_tdf_text(text)
    assert [(p.userid, p.first, p.last) for p in tdf.players] == [
        ("A", "Ana", "Ruiz"), ("B", "Beto", ""), ("C", "Caro", "Díaz <b>"), ("D", "Dani", "")]
    assert "&lt;b&gt;" in text  # markup in a name is escaped, never XML
    matches = tdf.pods[0].rounds[0].matches
    assert [(m.p1, m.p2, m.outcome, m.table) for m in matches] == [
        ("A", "B", 1, 1), ("C", "D", 3, 2)]
    finished = next(st for st in tdf.standings if st.type == "finished")
    assert [pid for pid, _ in finished.places] == ["A", "C", "B"]
    assert next(st for st in tdf.standings if st.type == "dnf").places == [("D", None)]


BOMB = """<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<tournament><data><name>&lol3;</name></data></tournament>"""


@pytest.mark.parametrize(("text", "message"), [
    (BOMB, "refused"),
    ("<tournament><data>", "copa.tdf:1:18: not well-formed XML"),
    ("<torneo/>", "the root element is <torneo>, not <tournament>"),
    ('<tournament><players><player userid="1"/></players><pods><pod category="2"><rounds>'
     '<round number="1"><matches><match outcome="1"><player1 userid="1"/>'
     '<player2 userid="9"/></match></matches></round></rounds></pod></pods></tournament>',
     "pods/pod[1]/rounds/round[1]/matches/match[1]/player2: userid '9' is not a player"),
    ('<tournament><players><player userid="1"/><player userid="2"/></players><pods><pod>'
     '<rounds><round number="1"><matches><match outcome="7"><player1 userid="1"/>'
     '<player2 userid="2"/></match></matches></round></rounds></pod></pods></tournament>',
     "match[1]: outcome 7 is not one of 0–5"),
])
def test_unreadable_files_are_refused_with_the_place_and_nothing_is_created(
        svc: EventService, tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "copa.tdf"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(TdfError, match=re.escape(message)):
        read_tdf(path)
    with pytest.raises(TournamentError, match=re.escape(message)) as refused:
        import_tdf(svc, path)
    assert svc.list_events() == []
    spanish = refused.value.message("es")  # the same place, said in Spanish
    assert "copa.tdf" in spanish and spanish != refused.value.message("en")


def test_the_cli_forms(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = f"sqlite:///{tmp_path / 'cli.sqlite3'}"
    assert main(["--db", db, "event", "import", str(FILE), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["players"], out["rounds"]) == (8, 3)
    ev = out["event"]
    assert main(["--db", db, "standings", ev, "--division", "senior", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["standings"]
    assert [(r["rank"], r["player"]) for r in rows] == [(1, "2000003"), (2, "2000002")]
    target = tmp_path / "back.tdf"
    assert main(["--db", db, "event", "export", ev, "--format", "tdf", "--out",
                 str(target)]) == 0
    capsys.readouterr()
    assert _content(target) == _content(FILE)
    before = target.read_bytes()
    assert main(["--db", db, "event", "export", ev, "--out", str(target)]) == 2
    assert "already exists; nothing was written: add --force" in capsys.readouterr().err
    assert target.read_bytes() == before
    assert main(["--db", db, "event", "export", ev, "--out", str(target), "--force"]) == 0


def test_a_divisions_standings_print_apart(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    """``report standings --division``: one age division ranked 1..n, its name on the
    heading, PDF and CSV; an event without that division is refused."""
    from pypdf import PdfReader

    db = f"sqlite:///{tmp_path / 'div.sqlite3'}"
    assert main(["--db", db, "event", "import", str(FILE), "--json"]) == 0
    ev = json.loads(capsys.readouterr().out)["event"]
    svc = EventService(db, station="test")
    names = {p.id: p.name for p in svc.players(ev)}
    pdf = tmp_path / "seniors.pdf"
    assert main(["--db", db, "report", "standings", ev, "--division", "senior", "--out",
                 str(pdf), "--lang", "en"]) == 0
    capsys.readouterr()
    text = "\n".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "Copa Ñandú & Amigos — Senior" in text
    assert names["2000003"] in text and names["2000002"] in text
    assert names["1000001"] not in text and names["2000001"] not in text
    out = tmp_path / "juniors.csv"
    assert main(["--db", db, "report", "standings", ev, "--division", "junior", "--out",
                 str(out), "--delimiter", ";", "--headers", "es"]) == 0
    capsys.readouterr()
    lines = out.read_text(encoding="utf-8-sig").splitlines()
    assert lines[0].startswith("puesto;id_jugador") and len(lines) == 2
    assert lines[1].startswith("1;2000001;")
    # an event made in Juez has no divisions: refused, nothing written
    assert main(["--db", db, "event", "create", "--name", "X", "--game", "kodem",
                 "--json"]) == 0
    other = json.loads(capsys.readouterr().out)["id"]
    refused = tmp_path / "none.pdf"
    assert main(["--db", db, "report", "standings", other, "--division", "masters", "--out",
                 str(refused), "--lang", "es"]) == 2
    assert "has no player in the 'masters' division" in capsys.readouterr().err
    assert not refused.exists()


def _one_round(matches: str, players: int = 3, number: str = "1", kind: str = "3") -> str:
    roster = "".join(f'<player userid="{i}"><firstname>J{i}</firstname></player>'
                     for i in range(1, players + 1))
    return (f'<tournament><players>{roster}</players><pods><pod category="2"><rounds>'
            f'<round number="{number}" type="{kind}"><matches>{matches}</matches></round>'
            '</rounds></pod></pods></tournament>')


def _match(p1: str, p2: str, outcome: str = "1", table: str = "1") -> str:
    return (f'<match outcome="{outcome}"><player1 userid="{p1}"/><player2 userid="{p2}"/>'
            f'<tablenumber>{table}</tablenumber></match>')


@pytest.mark.parametrize(("text", "message"), [
    (_one_round(_match("1", "2") + _match("1", "3", table="2")),
     "match[2]: player '1' already plays in round 1 (pods/pod[1]/rounds/round[1]/matches/"
     "match[1])"),
    (_one_round(_match("2", "2")), "match[1]: player '2' plays against themself"),
    (_one_round(_match("1", "2"), number="0"), "round number 0: rounds are numbered from 1"),
    (_one_round(_match("1", "2"), number="2"), "round 1 is missing (rounds 2–2)"),
    (_one_round(_match("1", "2", table="1" + "0" * 30)),
     "tablenumber '10000000000000000000…' is not a whole number from 0 to 1,000,000"),
    (_one_round(_match("1", "2"), number="-3"), "number -3 is not a whole number from 0"),
    ("<tournament>" + "<x>" * 100_000 + "</x>" * 100_000 + "</tournament>",
     "elements nested more than 64 deep (<x>)"),
    (_one_round(_match("1", "2")).replace('userid="3"', f'userid="{"9" * 41}"'),
     "is longer than 40 characters"),
])
def test_a_file_that_reads_but_is_no_runnable_event_leaves_no_event(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str) -> None:
    """Issue 20: a refused file used to leave a whole broken event behind (standings that
    refuse forever, a pairing that crashes); a huge number or a deep tree was exit 3."""
    path = tmp_path / "copa.tdf"
    path.write_text(text, encoding="utf-8")
    db = f"sqlite:///{tmp_path / 'cli.sqlite3'}"
    assert main(["--db", db, "event", "import", str(path)]) == 2
    err = capsys.readouterr().err
    assert message in err and "copa.tdf" in err, err
    assert EventService(db).list_events(include_archived=True) == []
