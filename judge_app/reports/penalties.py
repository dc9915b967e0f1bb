"""Penalty report: every penalty with round, table, player, infraction, penalty, the cited
rulebook section and its title, judge and note, and whether its written ruling is attached
(a match log, :mod:`judge_app.storage.matchlogs`); optionally one round only.

>>> from judge_app.tournament.model import PenaltyKind
>>> from judge_app.violations import Citation
>>> p = [Penalty("a", 1, "x", PenaltyKind.WARNING, Citation("kodem-5.0", "5.1")),
...      Penalty("b", 2, "y", PenaltyKind.CAUTION, Citation("kodem-5.0", "5.1"))]
>>> [x.player for x in select_penalties(p, round_no=2)]
['b']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer, Table

from judge_app.reports.common import (
    MARGIN,
    Heading,
    Lang,
    Output,
    SectionLookup,
    build_pdf,
    label,
    name_key,
    page_size,
    para,
    rulebook_lookup,
    styles,
    table_commands,
)
from judge_app.rulebooks import citation_words
from judge_app.tournament.model import EventSummary, Penalty, Player

SIZE = 9.5


def select_penalties(penalties: Iterable[Penalty], round_no: int | None = None,
                     names: Mapping[str, str] | None = None) -> list[Penalty]:
    """The penalties of ``round_no`` (all if ``None``), by round, player name and time."""
    names = names or {}
    chosen = [p for p in penalties if round_no is None or p.round == round_no]
    chosen.sort(key=lambda p: (p.round or 0, name_key(names.get(p.player, p.player)),
                               p.created_at.timestamp() if p.created_at else 0.0, p.id or 0))
    return chosen


def render_penalties(event: EventSummary, penalties: Iterable[Penalty],
                     players: Iterable[Player] | Mapping[str, Player], out: Output, *,
                     round_no: int | None = None, lookup: SectionLookup | None = None,
                     lang: Lang = "es", paper: str = "a4",
                     printed_at: datetime | None = None,
                     rulings: Mapping[int, int] | None = None) -> int:
    """The penalties of the event (of ``round_no`` only if given), landscape.

    ``lookup`` finds each cited section's title (default: the shipped rulebooks);
    ``rulings`` maps a penalty id to the attached log that is its written ruling, printed
    in its note cell. Returns the page count.
    """
    values = players.values() if isinstance(players, Mapping) else players
    names = {p.id: p.name for p in values}
    find = lookup or rulebook_lookup
    chosen = select_penalties(penalties, round_no, names)
    st = styles(SIZE)
    pagesize = page_size(paper, rotate=True)
    width = pagesize[0] - 2 * MARGIN
    attached = rulings or {}
    fixed = {"round": 18 * mm, "table": 16 * mm, "player": 40 * mm, "penalty": 31 * mm,
             "judge": 30 * mm}
    rest = width - sum(fixed.values())
    widths = [fixed["round"], fixed["table"], fixed["player"], rest * 0.32, fixed["penalty"],
              rest * 0.34, fixed["judge"], rest * 0.34]
    header = [para(label(lang, k), st["bold"]) for k in
              ("round", "table", "player", "infraction", "penalty", "section", "judge", "note")]
    header[0] = para(label(lang, "round", r="").strip(), st["bold"])
    data: list[list[object]] = [header]
    for p in chosen:
        rule = find(p.citation)
        title = rule.title if rule else label(lang, "unknown_section")
        name = names.get(p.player, p.player)
        note = p.note
        if p.id is not None and p.id in attached:
            mark = label(lang, "ruling_attached", log=attached[p.id])
            note = f"{note}\n{mark}" if note else mark
        data.append([
            para("" if p.round is None else p.round, st["center"]),
            para("" if p.table is None else p.table, st["center"]),
            para(f"{name}\n{p.player}", st["body"]),
            para(p.infraction, st["body"]),
            para(p.kind.printed(lang), st["bold"]),
            para(citation_words(p.citation, title), st["body"]),
            para(p.judge, st["body"]),
            para(note, st["body"]),
        ])
    story: list[Flowable]
    if chosen:
        table = Table(data, colWidths=widths, repeatRows=1)
        commands = table_commands(SIZE)
        commands.append(("VALIGN", (0, 0), (-1, -1), "TOP"))
        table.setStyle(commands)
        story = [table, Spacer(1, 3 * mm), para(label(lang, "count", n=len(chosen)), st["muted"])]
    else:
        story = [para(label(lang, "no_penalties"), st["body"])]
    extra = label(lang, "all_rounds") if round_no is None else ""
    heading = Heading.for_event(event, "penalties", round_no, lang, printed_at, extra=extra)
    return build_pdf(out, story, heading, pagesize)
