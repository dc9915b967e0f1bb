"""Pairings and standings as CSV, safe to open in a spreadsheet.

A text cell that starts with ``=``, ``+``, ``-``, ``@``, a tab or a carriage
return would be read as a formula (CSV injection): it is written with a
leading ``'`` (the OWASP rule). Numbers are written as numbers. Files are
UTF-8 with a byte-order mark, so spreadsheets show accented names right.

>>> safe_cell("=HYPERLINK(\\"x\\")")
'\\'=HYPERLINK("x")'
>>> safe_cell("Ana"), safe_cell(-1)
('Ana', -1)
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TextIO

from judge_app.reports.pairings import PairingRow, name_rows
from judge_app.reports.standings import tiebreaker_columns
from judge_app.tournament.model import Profile, StandingRow

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: object) -> object:
    """``value`` neutralised for a spreadsheet: text starting like a formula gets a ``'``."""
    if isinstance(value, str) and value.startswith(_FORMULA_START):
        return "'" + value
    return value


def _write(rows: Iterable[Sequence[object]], out: Path | str | TextIO) -> None:
    if isinstance(out, (str, Path)):
        with open(out, "w", encoding="utf-8-sig", newline="") as f:
            _write(rows, f)
        return
    writer = csv.writer(out, lineterminator="\r\n")
    for row in rows:
        writer.writerow([safe_cell(v) for v in row])


def pairings_csv(rows: Iterable[PairingRow], round_no: int,
                 out: Path | str | TextIO) -> None:
    """One line per table: round, table, both players' id, name and points (empty for the bye)."""
    lines: list[Sequence[object]] = [["round", "table", "player1_id", "player1", "player1_points",
                                      "player2_id", "player2", "player2_points"]]
    for r in rows:
        p2: list[object] = [r.p2.player, r.p2.name, r.p2.points] if r.p2 else ["", "", ""]
        lines.append([round_no, r.table, r.p1.player, r.p1.name, r.p1.points, *p2])
    _write(lines, out)


def pairings_by_name_csv(rows: Iterable[PairingRow], round_no: int,
                         out: Path | str | TextIO) -> None:
    """One line per player, alphabetically: round, name, id, points, table, rival (empty: bye)."""
    lines: list[Sequence[object]] = [["round", "name", "player_id", "points", "table",
                                      "opponent"]]
    for n in name_rows(rows):
        lines.append([round_no, n.name, n.player, n.points, n.table, n.opponent or ""])
    _write(lines, out)


def standings_csv(rows: Iterable[StandingRow], profile: Profile,
                  out: Path | str | TextIO) -> None:
    """One line per player: rank, id, name, points, record, the profile's tiebreakers, dropped.

    Tiebreakers are written as fractions (``0.6667``), as ``standings --json`` prints them.
    """
    rows = list(rows)
    columns = tiebreaker_columns(profile, rows)
    lines: list[Sequence[object]] = [["rank", "player_id", "name", "points", "record",
                                      *(c.key for c in columns), "dropped"]]
    for r in sorted(rows, key=lambda r: r.rank):
        lines.append([r.rank, r.player, r.name, r.points, r.record,
                      *(r.tiebreakers.get(c.key, "") for c in columns),
                      "yes" if r.dropped else "no"])
    _write(lines, out)


def to_text(write: Callable[..., None], *args: object) -> str:
    """The CSV a writer above produces, as a string (for tests and previews).

    >>> from judge_app.reports.pairings import Seat
    >>> print(to_text(pairings_csv, [PairingRow(1, Seat("a", "-Ana", 3), None)], 2), end="")
    round,table,player1_id,player1,player1_points,player2_id,player2,player2_points
    2,1,a,'-Ana,3,,,
    """
    buffer = io.StringIO()
    write(*args, buffer)
    return buffer.getvalue().replace("\r\n", "\n")
