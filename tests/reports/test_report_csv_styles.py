"""CSV with the conventions of organizers' tools: Spanish headers, ';' with decimal commas,
no byte-order mark; a players list that imports back (issue 14 §5)."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.reports.csv_export import CsvStyle, standings_csv, to_text
from judge_app.storage.service import EventService
from judge_app.tournament.model import Profile, StandingRow

ROWS = [StandingRow(1, "a", "Ana", 9, 3, 0, 0, {"omw": 0.6667, "gw": 0.8571, "ogw": 0.5833},
                    dropped=True)]


def test_spanish_headers_semicolons_and_decimal_commas() -> None:
    buffer = io.StringIO()
    standings_csv(ROWS, Profile.MTG, buffer, CsvStyle(lang="es", delimiter=";"))
    text = buffer.getvalue().replace("\r\n", "\n")
    assert text.splitlines() == [
        "puesto;id_jugador;nombre;puntos;marca;omw;gw;ogw;retirado",
        "1;a;Ana;9;3-0-0;0,6667;0,8571;0,5833;sí"]
    english = to_text(standings_csv, ROWS, Profile.MTG)
    assert english.splitlines()[1] == "1,a,Ana,9,3-0-0,0.6667,0.8571,0.5833,yes"


def _event(tmp_path: Path) -> tuple[str, str]:
    db = str(tmp_path / "csv.sqlite3")
    svc = EventService(db, station="test")
    ev = svc.create_event("Liga", "kodem")
    for name in ("Ana", "=Beto", "Caro Díaz"):
        svc.add_player(ev.id, name)
    return db, ev.id


def test_report_options_and_the_players_list(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    db, ev = _event(tmp_path)
    out = tmp_path / "jugadores.csv"
    assert main(["--db", db, "report", "players", ev, "--out", str(out), "--headers", "es",
                 "--delimiter", ";", "--no-bom"]) == 0
    raw = out.read_bytes()
    assert not raw.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(raw.decode("utf-8").splitlines(), delimiter=";"))
    assert rows[0] == ["id", "nombre", "primera_ronda", "retirado"]
    assert rows[2] == ["P002", "'=Beto", "1", "no"]  # never a formula in a spreadsheet
    english = tmp_path / "players.csv"
    assert main(["--db", db, "report", "players", ev, "--out", str(english)]) == 0
    assert english.read_bytes().startswith(b"\xef\xbb\xbf")
    # what the players report writes, player import reads back into another event
    other = EventService(db, station="test").create_event("Otra", "kodem")
    assert main(["--db", db, "player", "import", other.id, str(english)]) == 0
    assert [p.name for p in EventService(db).players(other.id)] == ["Ana", "=Beto", "Caro Díaz"]
    assert main(["--db", db, "report", "players", ev, "--out", str(tmp_path / "p.pdf")]) == 2
    assert "written as CSV only" in capsys.readouterr().err
