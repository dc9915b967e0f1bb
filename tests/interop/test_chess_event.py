"""A chess-style (1 / ½ / 0) event rebuilt from imported rounds, through the command line:
its standings as ``--json`` numbers, the text table, CSV (decimal point or comma) and the
PDFs read back — the same hand-computed event as tests/tournament/test_chess_scoring.py."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from pypdf import PdfReader

from judge_app.cli import main

ROUNDS = [
    "table,p1,p2,result\n1,A,B,2-0\n2,C,D,1-1-1\n3,E,F,2-1\n4,G,,\n",
    "table,p1,p2,result\n1,A,E,1-1-1\n2,G,C,0-2\n3,D,B,2-0\n4,F,,\n",
    "table,p1,p2,result\n1,C,E,2-1\n2,A,D,1-1-1\n3,F,G,0-2\n4,B,,\n",
]


class Cli:
    """The command line on one SQLite file; output captured."""

    def __init__(self, db: str, capsys: pytest.CaptureFixture[str]) -> None:
        self.db, self.capsys = db, capsys

    def run(self, *args: str) -> tuple[int, str, str]:
        code = main(["--db", self.db, *args])
        out = self.capsys.readouterr()
        return code, out.out, out.err

    def ok(self, *args: str) -> str:
        code, out, err = self.run(*args)
        assert code == 0, err
        return out


@pytest.fixture
def chess(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[Cli, str, Path]:
    cli = Cli(str(tmp_path / "chess.sqlite3"), capsys)
    ev = json.loads(cli.ok("event", "create", "--name", "Abierto de ajedrez", "--game", "kodem",
                           "--tiebreakers", "chess", "--json"))["id"]
    for pid in "ABCDEFG":
        cli.ok("player", "add", ev, f"Jugador {pid}", "--id", pid)
    for i, text in enumerate(ROUNDS[:2], start=1):
        path = tmp_path / f"r{i}.csv"
        path.write_text(text, encoding="utf-8")
        cli.ok("round", "import", ev, str(path))
    return cli, ev, tmp_path


def _finish(cli: Cli, ev: str, tmp: Path) -> None:
    path = tmp / "r3.csv"
    path.write_text(ROUNDS[2], encoding="utf-8")
    cli.ok("round", "import", ev, str(path))


def test_standings_json_text_csv_and_pdf_show_half_points(
        chess: tuple[Cli, str, Path]) -> None:
    cli, ev, tmp = chess
    _finish(cli, ev, tmp)
    rows = json.loads(cli.ok("standings", ev, "--json"))["standings"]
    # hand-computed in tests/tournament/test_chess_scoring.py::test_final_standings_by_hand
    assert [(r["rank"], r["player"], r["points"], r["record"], r["buchholz"], r["sb"])
            for r in rows] == [
        (1, "C", 2.5, "2-0-1", 5.5, 4.5), (2, "D", 2, "1-0-2", 5.5, 3.25),
        (3, "A", 2, "1-0-2", 4.5, 2.75), (4, "G", 2, "2-1-0", 3.5, 1.0),
        (5, "E", 1.5, "1-1-1", 5.5, 2.0), (6, "B", 1, "1-2-0", 4.0, 0.0),
        (7, "F", 1, "1-2-0", 3.5, 0.0)]
    assert type(rows[1]["points"]) is int and type(rows[0]["points"]) is float
    text = cli.ok("standings", ev)
    line_c = next(line for line in text.splitlines() if "Jugador C" in line)
    assert line_c.split()[:4] == ["1", "C", "2½", "2-0-1"]

    cli.ok("report", "standings", ev, "--out", str(tmp / "s.csv"))
    table = list(csv.reader(io.StringIO((tmp / "s.csv").read_text(encoding="utf-8-sig"))))
    assert table[0][:4] == ["rank", "player_id", "name", "points"]
    assert [row[3] for row in table[1:]] == ["2.5", "2", "2", "2", "1.5", "1", "1"]
    cli.ok("report", "standings", ev, "--out", str(tmp / "es.csv"), "--delimiter", ";",
           "--headers", "es")
    spanish = list(csv.reader(io.StringIO((tmp / "es.csv").read_text(encoding="utf-8-sig")),
                              delimiter=";"))
    assert spanish[0][3] == "puntos" and spanish[1][3] == "2,5" and spanish[5][3] == "1,5"
    assert spanish[1][5:7] == ["5,5", "4,5"]  # Buchholz and S-B with the same decimal comma

    cli.ok("report", "standings", ev, "--out", str(tmp / "s.pdf"), "--lang", "en")
    pdf = "\n".join(p.extract_text() for p in PdfReader(tmp / "s.pdf").pages)
    assert "2½" in pdf and "1½" in pdf and "3/2" not in pdf and "5/2" not in pdf


def test_the_next_round_pairs_half_point_groups_and_prints_their_points(
        chess: tuple[Cli, str, Path]) -> None:
    cli, ev, tmp = chess
    # after round 2: C, E, A, D on 1½, F, G on 1, B on 0 (the order inside a group is the
    # event's seeded draw, but the groups pair among themselves and B has the bye)
    pairing = json.loads(cli.ok("round", "pair", ev, "--json"))["pairings"]
    assert {frozenset((p["p1"], p["p2"])) for p in pairing} == {
        frozenset("CE"), frozenset("AD"), frozenset("FG"), frozenset(("B", None))}
    cli.ok("report", "pairings", ev, "--out", str(tmp / "p.csv"))
    table = list(csv.reader(io.StringIO((tmp / "p.csv").read_text(encoding="utf-8-sig"))))
    points = {row[2]: row[4] for row in table[1:]} | {row[5]: row[7] for row in table[1:]}
    assert {k: v for k, v in points.items() if k} == {
        "A": "1.5", "B": "0", "C": "1.5", "D": "1.5", "E": "1.5", "F": "1", "G": "1"}
    cli.ok("report", "pairings", ev, "--out", str(tmp / "p.pdf"), "--lang", "en")
    pdf = PdfReader(tmp / "p.pdf").pages[0].extract_text()
    assert pdf.count("1½") == 4 and "3/2" not in pdf


def test_an_unknown_profile_is_refused_at_creation(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli = Cli(str(tmp_path / "x.sqlite3"), capsys)
    code, _out, err = cli.run("event", "create", "--name", "X", "--game", "kodem",
                              "--tiebreakers", "ajedrez")
    assert code == 2 and "--tiebreakers" in err and "ajedrez" in err
    assert "Traceback" not in err


def test_a_chess_style_event_archives_and_comes_back_with_its_half_points(
        chess: tuple[Cli, str, Path]) -> None:
    cli, ev, tmp = chess
    _finish(cli, ev, tmp)
    before = json.loads(cli.ok("standings", ev, "--json"))["standings"]
    cli.ok("event", "archive", ev, "--out", str(tmp / "abierto.zip"))
    import zipfile

    with zipfile.ZipFile(tmp / "abierto.zip") as zf:
        names = zf.namelist()
        assert "reports/pairings-round-3.csv" in names
        pairings = zf.read("reports/pairings-round-3.csv").decode("utf-8-sig")
        assert ",1.5," in pairings  # C and E brought 1½ into round 3
    again = json.loads(cli.ok("event", "import", str(tmp / "abierto.zip"), "--json"))
    new_id = again.get("id") or again.get("event")
    assert new_id and new_id != ev
    after = json.loads(cli.ok("standings", str(new_id), "--json"))["standings"]
    assert [(r["player"], r["points"], r["buchholz"], r["sb"]) for r in after] == \
        [(r["player"], r["points"], r["buchholz"], r["sb"]) for r in before]


def test_an_unknown_profile_stored_in_the_database_is_refused_never_guessed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A database whose event names a profile this version does not know (written by a
    newer one, or edited by hand): every standings and pairing refuses, in both languages."""
    import sqlite3

    db = tmp_path / "x.sqlite3"
    cli = Cli(str(db), capsys)
    ev = json.loads(cli.ok("event", "create", "--name", "X", "--game", "kodem",
                           "--tiebreakers", "chess", "--json"))["id"]
    for pid in "AB":
        cli.ok("player", "add", ev, pid, "--id", pid)
    with sqlite3.connect(db) as con:
        con.execute("UPDATE event SET profile = 'swiss'")
    for args, said in ((("standings", ev), "unknown tiebreaker profile 'swiss'"),
                       # a write first finds the event changed outside Juez (issue 20 §1)
                       (("round", "pair", ev), "table event differs")):
        code, _out, err = cli.run(*args, "--lang", "en")
        assert code == 2 and said in err, err
        assert "Traceback" not in err
    code, _out, err = cli.run("standings", ev, "--lang", "es")
    assert code == 2 and "perfil de desempate desconocido 'swiss'" in err
