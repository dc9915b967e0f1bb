"""Pairings to post on the wall: by table, and every player by name with table and rival.

Large type (readable from a metre away), the column header repeated on each
page. Points are the match points a player had before the round
(:func:`points_before`).

>>> rows = pairing_rows([Pairing(2, "b", None), Pairing(1, "a", "c")],
...                     [Player("a", "Ana"), Player("b", "Beto"), Player("c", "Ceci")], {"a": 3})
>>> [(r.table, r.p1.name, r.p1.points, r.p2.name if r.p2 else None) for r in rows]
[(1, 'Ana', 3, 'Ceci'), (2, 'Beto', 0, None)]
>>> [(n.name, n.table, n.opponent) for n in name_rows(rows)]
[('Ana', 1, 'Ceci'), ('Beto', 2, None), ('Ceci', 1, 'Ana')]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph

from judge_app.reports.common import (
    CELL_PAD,
    MARGIN,
    Heading,
    Lang,
    Output,
    build_pdf,
    label,
    name_key,
    page_size,
    paged_tables,
    styles,
    table_commands,
    wrapped_cell,
)
from judge_app.tournament.model import EventSummary, MatchRecord, Pairing, Player
from judge_app.tournament.profiles import Points, format_points
from judge_app.tournament.standings import points_before

WALL_SIZE = 15
"""Body type size of the wall-posted pairings, in points (capitals about 4 mm high).

Never smaller: a name too long for its column wraps onto more lines (the row
grows) instead of shrinking."""

PAD = CELL_PAD
LINE_HEIGHT = WALL_SIZE * 1.2
ROW_HEIGHT = LINE_HEIGHT + 8
HEADER_HEIGHT = 20


@dataclass(frozen=True)
class Seat:
    """A player at a table, with the match points they bring to the round."""

    player: str
    name: str
    points: Points


@dataclass(frozen=True)
class PairingRow:
    """One table of the round; ``p2`` is ``None`` for the bye."""

    table: int
    p1: Seat
    p2: Seat | None

    @property
    def is_bye(self) -> bool:
        """Whether this table is the bye (no rival, so no slip and no result to enter)."""
        return self.p2 is None


@dataclass(frozen=True)
class NameRow:
    """One line of the pairings by name: a player, their table and their rival (``None``: bye)."""

    name: str
    player: str
    points: Points
    table: int
    opponent: str | None
    opponent_points: Points | None


def _names(players: Iterable[Player] | Mapping[str, Player]) -> dict[str, str]:
    values = players.values() if isinstance(players, Mapping) else players
    return {p.id: p.name for p in values}


def pairing_rows(matches: Iterable[MatchRecord | Pairing],
                 players: Iterable[Player] | Mapping[str, Player],
                 points: Mapping[str, Points] | None = None) -> list[PairingRow]:
    """The tables of a round in table order, with names and points (an unknown id prints as is)."""
    names = _names(players)
    pts = points or {}

    def seat(pid: str) -> Seat:
        return Seat(pid, names.get(pid, pid), pts.get(pid, 0))

    rows = [PairingRow(m.table, seat(m.p1), seat(m.p2) if m.p2 is not None else None)
            for m in matches]
    rows.sort(key=lambda r: (r.is_bye, r.table))
    return rows


def name_rows(rows: Iterable[PairingRow]) -> list[NameRow]:
    """Every player of the round alphabetically (accents folded), with table and rival."""
    out: list[NameRow] = []
    for r in rows:
        if r.p2 is None:
            out.append(NameRow(r.p1.name, r.p1.player, r.p1.points, r.table, None, None))
            continue
        out.append(NameRow(r.p1.name, r.p1.player, r.p1.points, r.table, r.p2.name,
                           r.p2.points))
        out.append(NameRow(r.p2.name, r.p2.player, r.p2.points, r.table, r.p1.name,
                           r.p1.points))
    out.sort(key=lambda n: (name_key(n.name), n.player))
    return out


def _name_cell(text: str, width: float, lines: list[int]) -> object:
    """A name at the wall size, wrapped if it is too long; its line count goes to ``lines``."""
    cell, n = wrapped_cell(text, width, size=WALL_SIZE)
    lines.append(n)
    return cell


def _story(header: list[object], data: list[list[object]], widths: list[float],
           commands: list[tuple[Any, ...]], paper: str,
           lines: list[int] | None = None, first: Flowable | None = None) -> list[Flowable]:
    """The tables of the sheet, one per page; ``first`` (the portal's box) above the first
    page's rows, which leave it room."""
    top: list[Flowable] = []
    used = 0.0
    if first is not None:
        width = page_size(paper)[0] - 2 * MARGIN
        used = first.wrap(width, page_size(paper)[1])[1]
        top = [first]
    if not data:
        return [*top, Paragraph("—", styles(WALL_SIZE)["body"])]
    heights = [ROW_HEIGHT + (n - 1) * LINE_HEIGHT for n in lines] if lines else None
    return top + list(paged_tables(header, data, widths, commands, row_height=ROW_HEIGHT,
                                   header_height=HEADER_HEIGHT, pagesize=page_size(paper),
                                   row_heights=heights, first_page_used=used))


def certificate_line(certificate: str, lang: Lang = "es") -> str:
    """The header's words for a round's certificate hash (its first 16 hex digits).

    >>> certificate_line("ab" * 32, "en")
    'certificate abababababababab'
    """
    if not certificate:
        return ""
    return f"{'certificate' if lang == 'en' else 'certificado'} {certificate[:16]}"


def _extra(stage: str, certificate: str, lang: Lang) -> str:
    return " · ".join(x for x in (stage, certificate_line(certificate, lang)) if x)


def render_pairings(event: EventSummary, round_no: int, matches: Iterable[MatchRecord | Pairing],
                    players: Iterable[Player] | Mapping[str, Player], out: Output, *,
                    points: Mapping[str, Points] | None = None, lang: Lang = "es",
                    paper: str = "a4", printed_at: datetime | None = None,
                    draft: bool = False, stage: str = "", certificate: str = "") -> int:
    """Pairings by table: table, player 1 (points), player 2 (points); the bye last.

    ``certificate``: the round's pairing certificate hash, printed in the header so anyone
    can check the round with ``round verify``. Returns the page count.
    """
    rows = pairing_rows(matches, players, points)
    width = page_size(paper)[0] - 2 * MARGIN
    w_table, w_pts = 22 * mm, 17 * mm
    w_name = (width - w_table - 2 * w_pts) / 2
    fit = w_name - 2 * PAD
    bye = label(lang, "bye")
    header: list[object] = [label(lang, "table"), label(lang, "player1"), label(lang, "pts"),
                            label(lang, "player2"), label(lang, "pts")]
    data: list[list[object]] = []
    lines: list[int] = []
    for r in rows:
        row_lines: list[int] = []
        p1 = _name_cell(r.p1.name, fit, row_lines)
        p2 = _name_cell(r.p2.name, fit, row_lines) if r.p2 else f"— {bye} —"
        lines.append(max(row_lines))
        # the bye sits at no table: no number printed
        data.append(["—" if r.is_bye else str(r.table), p1, format_points(r.p1.points), p2,
                     format_points(r.p2.points) if r.p2 else ""])
    story = _story(header, data, [w_table, w_name, w_pts, w_name, w_pts],
                   table_commands(WALL_SIZE, bold_cols=(0,), center_cols=(0, 2, 4)), paper,
                   lines)
    heading = Heading.for_event(event, "pairings", round_no, lang, printed_at,
                                _extra(stage, certificate, lang), draft=draft)
    return build_pdf(out, story, heading, page_size(paper))


def render_pairings_by_name(event: EventSummary, round_no: int,
                            matches: Iterable[MatchRecord | Pairing],
                            players: Iterable[Player] | Mapping[str, Player], out: Output, *,
                            points: Mapping[str, Points] | None = None, lang: Lang = "es",
                            paper: str = "a4", printed_at: datetime | None = None,
                            draft: bool = False, stage: str = "", certificate: str = "",
                            portal_url: str = "") -> int:
    """Every player alphabetically with table and rival: what players look for on the wall.

    ``certificate`` as for :func:`render_pairings`; ``portal_url``: the players' portal's
    address, printed with its QR code above the first page's rows (nothing without it).
    Returns the page count.
    """
    rows = name_rows(pairing_rows(matches, players, points))
    width = page_size(paper)[0] - 2 * MARGIN
    w_table, w_pts = 22 * mm, 17 * mm
    w_name = (width - w_table - w_pts) * 0.5
    w_opp = width - w_table - w_pts - w_name
    bye = label(lang, "bye")
    header: list[object] = [label(lang, "name"), label(lang, "pts"), label(lang, "table"),
                            label(lang, "opponent")]
    data: list[list[object]] = []
    lines: list[int] = []
    for n in rows:
        opp = n.opponent if n.opponent is not None else f"— {bye} —"
        row_lines: list[int] = []
        data.append([_name_cell(n.name, w_name - 2 * PAD, row_lines), format_points(n.points),
                     "—" if n.opponent is None else str(n.table),
                     _name_cell(opp, w_opp - 2 * PAD, row_lines)])
        lines.append(max(row_lines))
    first = None
    if portal_url:
        from judge_app.reports.portal_link import portal_block

        first = portal_block(portal_url, lang, width)
    story = _story(header, data, [w_name, w_pts, w_table, w_opp],
                   table_commands(WALL_SIZE, bold_cols=(2,), center_cols=(1, 2)), paper, lines,
                   first)
    heading = Heading.for_event(event, "pairings_by_name", round_no, lang, printed_at,
                                _extra(stage, certificate, lang), draft=draft)
    return build_pdf(out, story, heading, page_size(paper))


__all__ = ["NameRow", "PairingRow", "Seat", "certificate_line", "name_rows", "pairing_rows",
           "points_before", "render_pairings", "render_pairings_by_name"]
