"""Standings: rank, name, record, points and the tiebreakers of the event's profile.

Dropped players keep their line, marked "(baja)" / "(dropped)".

>>> [c.title for c in tiebreaker_columns(Profile.MTG)]
['OMW%', 'GW%', 'OGW%']
>>> tiebreaker_columns(Profile.MTG)[0].format(0.66667)
'66.67%'
>>> tiebreaker_columns(Profile.BUCHHOLZ)[1].format(7.5)
'7.5'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer

from judge_app.reports.common import (
    CELL_PAD,
    MARGIN,
    Heading,
    Lang,
    Output,
    build_pdf,
    fitted_cell,
    label,
    page_size,
    paged_tables,
    para,
    styles,
    table_commands,
)
from judge_app.tournament.model import EventSummary, Profile, StandingRow
from judge_app.tournament.profiles import format_points

SIZE = 11
"""Body type size of the standings, in points."""

ROW_HEIGHT = SIZE * 1.2 + 7
HEADER_HEIGHT = 18


@dataclass(frozen=True)
class TiebreakerColumn:
    """A tiebreaker as printed: its key in ``StandingRow.tiebreakers``, title and format."""

    key: str
    title: str
    percent: bool

    def format(self, value: float | None) -> str:
        """The value as printed: a percentage with 2 decimals, or a number without trailing zeros.

        >>> TiebreakerColumn("omw", "OMW%", percent=True).format(0.6667)
        '66.67%'
        >>> TiebreakerColumn("buchholz", "Buchholz", percent=False).format(7.5)
        '7.5'
        """
        if value is None:
            return ""
        if self.percent:
            return f"{value * 100:.2f}%"
        return f"{value:.4f}".rstrip("0").rstrip(".")


_PROFILE_COLUMNS: dict[Profile, tuple[TiebreakerColumn, ...]] = {
    Profile.MTG: (TiebreakerColumn("omw", "OMW%", True), TiebreakerColumn("gw", "GW%", True),
                  TiebreakerColumn("ogw", "OGW%", True)),
    Profile.POKEMON: (TiebreakerColumn("winp", "Win%", True),
                      TiebreakerColumn("oppwp", "OppWin%", True),
                      TiebreakerColumn("oppoppwp", "OppOppWin%", True)),
    Profile.BUCHHOLZ: (TiebreakerColumn("buchholz", "Buchholz", False),
                       TiebreakerColumn("sb", "S-B", False)),
    Profile.BUCHHOLZ_CUT1: (TiebreakerColumn("buchholz_cut1", "Bh Cut-1", False),
                            TiebreakerColumn("buchholz", "Buchholz", False),
                            TiebreakerColumn("sb", "S-B", False)),
    Profile.BUCHHOLZ_MEDIAN: (TiebreakerColumn("buchholz_median", "Bh Median", False),
                              TiebreakerColumn("buchholz", "Buchholz", False),
                              TiebreakerColumn("sb", "S-B", False)),
}
# the chess profiles print the same tiebreakers as their 3/1/0 namesakes
_PROFILE_COLUMNS[Profile.CHESS] = _PROFILE_COLUMNS[Profile.BUCHHOLZ]
_PROFILE_COLUMNS[Profile.CHESS_CUT1] = _PROFILE_COLUMNS[Profile.BUCHHOLZ_CUT1]
_PROFILE_COLUMNS[Profile.CHESS_MEDIAN] = _PROFILE_COLUMNS[Profile.BUCHHOLZ_MEDIAN]


def tiebreaker_columns(profile: Profile,
                       rows: Iterable[StandingRow] = ()) -> list[TiebreakerColumn]:
    """The profile's tiebreakers in order (cli.md), then any other key the rows carry."""
    columns = list(_PROFILE_COLUMNS[Profile(profile)])
    known = {c.key for c in columns}
    extra = sorted({k for r in rows for k in r.tiebreakers} - known)
    columns += [TiebreakerColumn(k, k, False) for k in extra]
    return columns


def render_standings(event: EventSummary, rows: Sequence[StandingRow], out: Output, *,
                     round_no: int | None = None, lang: Lang = "es", paper: str = "a4",
                     printed_at: datetime | None = None) -> int:
    """The standings after ``round_no`` (default: the event's current round).

    Returns the page count.
    """
    columns = tiebreaker_columns(event.profile, rows)
    width = page_size(paper)[0] - 2 * MARGIN
    w_rank, w_pts, w_rec = 15 * mm, 15 * mm, 20 * mm
    w_tb = 24 * mm if len(columns) <= 3 else max(14 * mm, 72 * mm / len(columns))
    w_name = width - w_rank - w_pts - w_rec - w_tb * len(columns)
    dropped = label(lang, "dropped")
    header: list[object] = [label(lang, "rank"), label(lang, "player"), label(lang, "points"),
                            label(lang, "record"), *(c.title for c in columns)]
    data: list[list[object]] = []
    any_dropped = False
    for r in sorted(rows, key=lambda r: r.rank):
        name = f"{r.name} ({dropped})" if r.dropped else r.name
        any_dropped |= r.dropped
        data.append([str(r.rank), fitted_cell(name, w_name - 2 * CELL_PAD, size=SIZE),
                     format_points(r.points), r.record,
                     *(c.format(r.tiebreakers.get(c.key)) for c in columns)])
    commands = table_commands(SIZE, bold_cols=(2,), center_cols=(0, 2, 3))
    commands.append(("ALIGN", (4, 0), (-1, -1), "RIGHT"))
    story: list[Flowable]
    if data:
        story = list(paged_tables(header, data,
                                  [w_rank, w_name, w_pts, w_rec] + [w_tb] * len(columns),
                                  commands, row_height=ROW_HEIGHT, header_height=HEADER_HEIGHT,
                                  pagesize=page_size(paper)))
    else:
        story = [Paragraph("—", styles(SIZE)["body"])]
    if any_dropped:
        story += [Spacer(1, 4 * mm), para(label(lang, "dropped_note"), styles(SIZE)["muted"])]
    shown_round = event.current_round if round_no is None else round_no
    heading = Heading.for_event(event, "standings", shown_round, lang, printed_at)
    return build_pdf(out, story, heading, page_size(paper))
