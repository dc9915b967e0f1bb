"""Standings: rank, name, record, points and the tiebreakers of the event's profile.

Dropped players keep their line, marked "(baja)" / "(dropped)". Each tiebreaker's column
(header, format) comes from the registry of tiebreakers, the profile's list of keys from
its rule: a profile added there prints here with nothing to change.

>>> [c.header("es") for c in tiebreaker_columns(Profile.MTG)]
['OMW%', 'GW%', 'OGW%']
>>> tiebreaker_columns(Profile.MTG)[0].text(0.66667)
'66.67%'
>>> tiebreaker_columns(Profile.BUCHHOLZ)[1].text(7.5)
'7.5'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
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
    label,
    page_size,
    paged_tables,
    para,
    readable_cell,
    styles,
    table_commands,
)
from judge_app.tournament.model import EventSummary, Profile, StandingRow
from judge_app.tournament.profiles import format_points, rule_of
from judge_app.tournament.tiebreakers import TIEBREAKERS, Tiebreaker, text_of, tiebreaker
from judge_app.tournament.topcut import final_title

SIZE = 11
"""Body type size of the standings, in points."""

ROW_HEIGHT = SIZE * 1.2 + 7
HEADER_HEIGHT = 18


def tiebreaker_columns(profile: Profile,
                       rows: Iterable[StandingRow] = ()) -> list[Tiebreaker]:
    """The profile's tiebreakers in order (cli.md), from the registry of tiebreakers
    (:mod:`judge_app.tournament.tiebreakers`), then any other key the rows carry."""
    columns = [tiebreaker(k) for k in rule_of(profile).tiebreakers]
    known = {c.key for c in columns}
    extra = sorted({k for r in rows for k in r.tiebreakers} - known)
    return columns + [TIEBREAKERS.get(k) or _plain(k) for k in extra]


def _plain(key: str) -> Tiebreaker:
    """A column for a key no tiebreaker of the registry has: its key, a plain number."""
    return Tiebreaker(key, (key, key), (key, key), lambda _d: {})


def format_tiebreaker(key: str, value: float | None) -> str:
    """A tiebreaker as the printed standings show it (the window shows the same text):
    a percentage for the MTG / Pokémon ones, a plain number otherwise.

    >>> format_tiebreaker("omw", 0.6667), format_tiebreaker("buchholz", 7.5)
    ('66.67%', '7.5')
    """
    return text_of(key, value)


def render_standings(event: EventSummary, rows: Sequence[StandingRow], out: Output, *,
                     round_no: int | None = None, lang: Lang = "es", paper: str = "a4",
                     printed_at: datetime | None = None,
                     places: Mapping[str, tuple[int, int]] | None = None) -> int:
    """The standings after ``round_no`` (default: the event's current round).

    ``places`` (after a finished top cut, :func:`judge_app.tournament.workspace.final_places`):
    the final place and what each player reached lead the line, champion first. A long
    name wraps onto a second line rather than shrinking below
    :data:`judge_app.reports.common.MIN_NAME_SIZE` (issue 23 §5). Returns the page count.
    """
    columns = tiebreaker_columns(event.profile, rows)
    width = page_size(paper)[0] - 2 * MARGIN
    w_rank, w_pts, w_rec = 15 * mm, 15 * mm, 20 * mm
    w_title = 0.0
    if places:  # the place takes the rank's column; what they reached, a column of its own
        w_rank, w_title, w_pts, w_rec = 13 * mm, 30 * mm, 13 * mm, 17 * mm
    w_tb = 24 * mm if len(columns) <= 3 else max(14 * mm, 72 * mm / len(columns))
    if places:
        w_tb = min(w_tb, 20 * mm)
    w_name = width - w_rank - w_pts - w_rec - w_tb * len(columns) - w_title
    dropped = label(lang, "dropped")
    lead_header: list[object] = ([label(lang, "place"), label(lang, "top_cut")] if places
                                 else [label(lang, "rank")])
    header: list[object] = [*lead_header, label(lang, "player"), label(lang, "points"),
                            label(lang, "record"), *(c.header(lang) for c in columns)]
    data: list[list[object]] = []
    any_dropped = False
    heights: list[float] = []
    ordered = (sorted(rows, key=lambda r: (places.get(r.player, (10**6, 0)), r.rank)) if places
               else sorted(rows, key=lambda r: r.rank))
    for r in ordered:
        name = f"{r.name} ({dropped})" if r.dropped else r.name
        any_dropped |= r.dropped
        cell, used = readable_cell(name, w_name - 2 * CELL_PAD, size=SIZE)
        heights.append(ROW_HEIGHT + (used - 1) * SIZE * 1.2)
        lead: list[object] = [str(r.rank)]
        if places:
            place, left = places.get(r.player, (0, 0))
            lead = [str(place), final_title(left, lang)]
        data.append([*lead, cell, format_points(r.points), r.record,
                     *(c.text(r.tiebreakers.get(c.key)) for c in columns)])
    shift = len(lead_header) - 1
    commands = table_commands(SIZE, bold_cols=(2 + shift, *((0, 1) if places else ())),
                              center_cols=(0, 2 + shift, 3 + shift))
    commands.append(("ALIGN", (4 + shift, 0), (-1, -1), "RIGHT"))
    widths = ([w_rank, w_title] if places else [w_rank]) + [w_name, w_pts, w_rec]
    story: list[Flowable]
    if data:
        story = list(paged_tables(header, data, widths + [w_tb] * len(columns),
                                  commands, row_height=ROW_HEIGHT, row_heights=heights,
                                  header_height=HEADER_HEIGHT, pagesize=page_size(paper)))
    else:
        story = [Paragraph("—", styles(SIZE)["body"])]
    if any_dropped:
        story += [Spacer(1, 4 * mm), para(label(lang, "dropped_note"), styles(SIZE)["muted"])]
    shown_round = event.current_round if round_no is None else round_no
    heading = Heading.for_event(event, "standings", shown_round, lang, printed_at)
    return build_pdf(out, story, heading, page_size(paper))
