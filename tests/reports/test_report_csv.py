"""CSV export: the columns, and cells that a spreadsheet would run as formulas neutralised."""

from __future__ import annotations

import csv
from pathlib import Path

from judge_app.reports.csv_export import (
    pairings_by_name_csv,
    pairings_csv,
    safe_cell,
    standings_csv,
)
from judge_app.reports.pairings import pairing_rows
from judge_app.tournament.model import Pairing, Player, Profile, StandingRow


def _read(path: Path) -> list[list[str]]:
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # UTF-8 BOM: spreadsheets show the accents
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.reader(f))


def test_formula_cells_are_neutralised() -> None:
    for dangerous in ("=1+1", "+1", "-2", "@SUM(A1)", "\tx", "\rx", "=cmd|' /C calc'!A0"):
        assert safe_cell(dangerous) == "'" + dangerous
    for harmless in ("Ana", "Ana-María", " =1", "1", ""):
        assert safe_cell(harmless) == harmless
    assert safe_cell(-3) == -3 and safe_cell(0.5) == 0.5


def test_pairings_csv(tmp_path: Path, players: list[Player]) -> None:
    rows = pairing_rows([Pairing(1, "P01", "P10"), Pairing(2, "P02", None)], players,
                        {"P01": 3})
    out = tmp_path / "p.csv"
    pairings_csv(rows, 4, out)
    assert _read(out) == [
        ["round", "table", "player1_id", "player1", "player1_points", "player2_id", "player2",
         "player2_points"],
        ["4", "1", "P01", "<b>Ana & Co</b>", "3", "P10", "'=cmd|' /C calc'!A0", "0"],
        ["4", "2", "P02", "Álvaro Núñez", "0", "", "", ""],
    ]
    by_name = tmp_path / "n.csv"
    pairings_by_name_csv(rows, 4, by_name)
    lines = _read(by_name)
    assert [r[1] for r in lines[1:]] == ["<b>Ana & Co</b>", "'=cmd|' /C calc'!A0",
                                         "Álvaro Núñez"]
    assert lines[3] == ["4", "Álvaro Núñez", "P02", "0", "2", ""]


def test_standings_csv(tmp_path: Path) -> None:
    rows = [StandingRow(2, "b", "-Beto", 3, 1, 2, 0, {"omw": 0.5, "gw": 0.4444, "ogw": 0.5},
                        dropped=True),
            StandingRow(1, "a", "Ana", 9, 3, 0, 0, {"omw": 0.6667, "gw": 0.8571, "ogw": 0.5833})]
    out = tmp_path / "s.csv"
    standings_csv(rows, Profile.MTG, out)
    assert _read(out) == [
        ["rank", "player_id", "name", "points", "record", "omw", "gw", "ogw", "dropped"],
        ["1", "a", "Ana", "9", "3-0-0", "0.6667", "0.8571", "0.5833", "no"],
        ["2", "b", "'-Beto", "3", "1-2-0", "0.5", "0.4444", "0.5", "yes"],
    ]
