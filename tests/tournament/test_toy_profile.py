"""Issue 21 §2: a tiebreaker profile is data — a new tiebreaker and a profile naming it,
registered from tests/support/toyprofile.py alone, are computed by the standings, ranked
on, printed by ``report standings`` (PDF read back, CSV) and given by ``standings
--json``, with nothing else changed. The window's standings tab shows it too:
tests/ui/test_ui_toy_profile.py."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterator
from contextlib import redirect_stdout
from pathlib import Path

import pytest
from pypdf import PdfReader

from judge_app.cli import main
from judge_app.tournament.model import GameScore, MatchRecord, Player, Profile
from judge_app.tournament.standings import compute_standings
from tests.support.toyprofile import TOY
from tests.support.toyprofile import toy_profile as registered


@pytest.fixture
def toy_profile() -> Iterator[Profile]:
    with registered() as profile:
        yield profile


def test_the_standings_rank_by_the_toy_tiebreaker(toy_profile: Profile) -> None:
    players = [Player(p, f"Jugador {p}") for p in "ABCD"]
    matches = [MatchRecord(1, 1, "A", "B", GameScore(2, 1)),
               MatchRecord(1, 2, "C", "D", GameScore(2, 0))]
    rows = compute_standings(players, matches, toy_profile)
    assert [r.player for r in rows] == ["A", "C", "B", "D"]  # A won 6 game points, C 6: Bh
    assert rows[0].tiebreakers == {"games_won": 6.0, "buchholz": 0.0}
    assert Profile(TOY) is toy_profile and toy_profile.printed("en") == "Toy: games won, Buchholz"


def _run(*args: str) -> tuple[int, str]:
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(list(args))
    return code, out.getvalue()


def test_report_standings_prints_the_toy_profile(toy_profile: Profile, tmp_path: Path) -> None:
    db = str(tmp_path / "ev.sqlite3")
    code, out = _run("--db", db, "event", "create", "--name", "Liga", "--game", "kodem",
                     "--tiebreakers", TOY, "--json")
    assert code == 0
    ev = json.loads(out)["id"]
    for name in ("Ana", "Beto", "Caro", "Dani"):
        assert _run("--db", db, "player", "add", ev, name)[0] == 0
    code, out = _run("--db", db, "round", "pair", ev, "--json")
    assert code == 0
    for table, score in ((1, "2-1"), (2, "2-0")):
        assert _run("--db", db, "round", "result", ev, str(table), score)[0] == 0
    code, out = _run("--db", db, "standings", ev, "--json")
    assert code == 0
    rows = json.loads(out)["standings"] if isinstance(json.loads(out), dict) else json.loads(out)
    assert {"games_won", "buchholz"} <= set(rows[0])
    assert sorted(r["games_won"] for r in rows) == [0, 3, 6, 6]
    pdf = tmp_path / "standings.pdf"
    assert _run("--db", db, "report", "standings", ev, "--out", str(pdf))[0] == 0
    text = "".join(page.extract_text() for page in PdfReader(pdf).pages)
    assert "Juegos" in text and "Buchholz" in text
    pdf_en = tmp_path / "standings-en.pdf"
    assert _run("--db", db, "report", "standings", ev, "--out", str(pdf_en), "--lang", "en")[0] == 0
    assert "Games" in "".join(page.extract_text() for page in PdfReader(pdf_en).pages)
    csv_path = tmp_path / "standings.csv"
    assert _run("--db", db, "report", "standings", ev, "--out", str(csv_path))[0] == 0
    header = next(csv.reader(csv_path.read_text(encoding="utf-8-sig").splitlines()))
    assert header[5:7] == ["games_won", "buchholz"]
