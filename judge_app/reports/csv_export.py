"""Pairings and standings as CSV, safe to open in a spreadsheet.

A text cell that starts with ``=``, ``+``, ``-``, ``@``, a tab or a carriage
return would be read as a formula (CSV injection): it is written with a
leading ``'`` (the OWASP rule). Numbers are written as numbers. Files are
UTF-8 with a byte-order mark by default, so spreadsheets show accented names right;
a :class:`CsvStyle` chooses Spanish headers, a ``;`` separator (a spreadsheet set to
Spanish expects it) or no byte-order mark, as the organizer's other tools want.

>>> safe_cell("=HYPERLINK(\\"x\\")")
'\\'=HYPERLINK("x")'
>>> safe_cell("Ana"), safe_cell(-1)
('Ana', -1)
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import TextIO

from judge_app.reports.pairings import PairingRow, name_rows
from judge_app.reports.standings import tiebreaker_columns
from judge_app.tournament.model import Player, Profile, StandingRow
from judge_app.tournament.profiles import decimal_points

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


@dataclass(frozen=True)
class CsvStyle:
    """How a CSV file is written: header language, separator, byte-order mark.

    >>> CsvStyle().header("player_id"), CsvStyle(lang="es").header("player_id")
    ('player_id', 'id_jugador')
    """

    lang: str = "en"
    delimiter: str = ","
    bom: bool = True

    def header(self, key: str) -> str:
        """A column's header in the style's language (tiebreaker keys stay as they are)."""
        return SPANISH_HEADERS.get(key, key) if self.lang == "es" else key

    def number(self, value: object) -> object:
        """A fraction as the spreadsheet reads it: with a ``;`` separator (a Spanish-language
        spreadsheet) the decimal mark is a comma (``0,6667``). Match points (exact fractions)
        are whole numbers or decimals (``1.5``, ``1,5``), never ``3/2`` nor ``1½``.

        >>> from fractions import Fraction
        >>> CsvStyle().number(Fraction(3, 2)), CsvStyle(delimiter=";").number(Fraction(3, 2))
        ('1.5', '1,5')
        >>> CsvStyle().number(Fraction(9))
        9
        """
        if isinstance(value, Fraction):
            if value.denominator == 1:
                return value.numerator
            return decimal_points(value, comma=self.delimiter == ";")
        if isinstance(value, float) and self.delimiter == ";":
            return str(value).replace(".", ",")
        return value

    def yes_no(self, value: bool) -> str:
        """``yes``/``no`` (``sí``/``no`` in Spanish)."""
        if self.lang == "es":
            return "sí" if value else "no"
        return "yes" if value else "no"


#: Spanish header of each column (English headers are the keys themselves).
SPANISH_HEADERS = {
    "round": "ronda", "table": "mesa", "player1_id": "id_jugador1", "player1": "jugador1",
    "player1_points": "puntos_jugador1", "player2_id": "id_jugador2", "player2": "jugador2",
    "player2_points": "puntos_jugador2", "name": "nombre", "player_id": "id_jugador",
    "points": "puntos", "opponent": "rival", "rank": "puesto", "record": "marca",
    "dropped": "retirado", "id": "id", "member_id": "id_socio", "division": "division",
    "first_round": "primera_ronda",
}


def safe_cell(value: object) -> object:
    """``value`` neutralised for a spreadsheet: text starting like a formula gets a ``'``."""
    if isinstance(value, str) and value.startswith(_FORMULA_START):
        return "'" + value
    return value


def _write(rows: Iterable[Sequence[object]], out: Path | str | TextIO,
           style: CsvStyle = CsvStyle()) -> None:
    if isinstance(out, (str, Path)):
        with open(out, "w", encoding="utf-8-sig" if style.bom else "utf-8", newline="") as f:
            _write(rows, f, style)
        return
    writer = csv.writer(out, lineterminator="\r\n", delimiter=style.delimiter)
    for row in rows:
        writer.writerow([style.number(safe_cell(v)) for v in row])


def _headers(style: CsvStyle, *keys: str) -> list[str]:
    return [style.header(k) for k in keys]


def pairings_csv(rows: Iterable[PairingRow], round_no: int,
                 out: Path | str | TextIO, style: CsvStyle = CsvStyle()) -> None:
    """One line per table: round, table, both players' id, name and points (empty for the bye)."""
    lines: list[Sequence[object]] = [_headers(style, "round", "table", "player1_id", "player1",
                                              "player1_points", "player2_id", "player2",
                                              "player2_points")]
    for r in rows:
        p2: list[object] = [r.p2.player, r.p2.name, r.p2.points] if r.p2 else ["", "", ""]
        lines.append([round_no, r.table, r.p1.player, r.p1.name, r.p1.points, *p2])
    _write(lines, out, style)


def pairings_by_name_csv(rows: Iterable[PairingRow], round_no: int,
                         out: Path | str | TextIO, style: CsvStyle = CsvStyle()) -> None:
    """One line per player, alphabetically: round, name, id, points, table, rival (empty: bye)."""
    lines: list[Sequence[object]] = [_headers(style, "round", "name", "player_id", "points",
                                              "table", "opponent")]
    for n in name_rows(rows):
        lines.append([round_no, n.name, n.player, n.points, n.table, n.opponent or ""])
    _write(lines, out, style)


def standings_csv(rows: Iterable[StandingRow], profile: Profile,
                  out: Path | str | TextIO, style: CsvStyle = CsvStyle()) -> None:
    """One line per player: rank, id, name, points, record, the profile's tiebreakers, dropped.

    Tiebreakers are written as fractions (``0.6667``), as ``standings --json`` prints them.
    """
    rows = list(rows)
    columns = tiebreaker_columns(profile, rows)
    lines: list[Sequence[object]] = [[*_headers(style, "rank", "player_id", "name", "points",
                                                "record"), *(c.key for c in columns),
                                      style.header("dropped")]]
    for r in sorted(rows, key=lambda r: r.rank):
        lines.append([r.rank, r.player, r.name, r.points, r.record,
                      *(r.tiebreakers.get(c.key, "") for c in columns),
                      style.yes_no(r.dropped)])
    _write(lines, out, style)


def players_csv(players: Iterable[Player], out: Path | str | TextIO,
                style: CsvStyle = CsvStyle()) -> None:
    """One line per registered player: id, name, the round they joined, dropped — the same
    columns ``player import`` reads back (``id``, ``name``)."""
    lines: list[Sequence[object]] = [_headers(style, "id", "name", "first_round", "dropped")]
    for p in players:
        lines.append([p.id, p.name, p.first_round, style.yes_no(p.dropped)])
    _write(lines, out, style)


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
