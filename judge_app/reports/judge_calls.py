"""Judge-call log: every call of a round or of the event — time, table, players, judge,
question, ruling, the cited section with its title, extension given, penalty issued.

>>> from judge_app.tournament.floor import JudgeCall
>>> calls = [JudgeCall(2, 1, 4, "2026-11-25T10:30:00+00:00", "Ana", "¿?", "No", None, 0, None),
...          JudgeCall(1, 2, 1, "2026-11-25T11:30:00+00:00", "Beto", "¿?", "Sí", None, 3, 7)]
>>> [c.id for c in select_calls(calls, round_no=2)], [c.id for c in select_calls(calls)]
([1], [2, 1])
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
    game_title,
    label,
    page_size,
    para,
    rulebook_lookup,
    styles,
    table_commands,
)
from judge_app.rulebooks import citation_words
from judge_app.tournament.floor import JudgeCall
from judge_app.tournament.model import EventSummary, Player
from judge_app.violations import Citation

SIZE = 9.0

#: This report's own labels (es, en).
TEXT: dict[str, tuple[str, str]] = {
    "title": ("Llamadas a juez", "Judge calls"),
    "time": ("Hora", "Time"),
    "players": ("Jugadores", "Players"),
    "question": ("Pregunta", "Question"),
    "ruling": ("Resolución", "Ruling"),
    "extension": ("Extensión", "Extension"),
    "penalty": ("Penalización", "Penalty"),
    "none": ("Sin llamadas a juez.", "No judge calls."),
}


def _t(lang: Lang, key: str) -> str:
    es, en = TEXT[key]
    return en if lang == "en" else es


def select_calls(calls: Iterable[JudgeCall], round_no: int | None = None) -> list[JudgeCall]:
    """The calls of ``round_no`` (all if ``None``), by round and time."""
    return sorted((c for c in calls if round_no is None or c.round == round_no),
                  key=lambda c: (c.round or 0, c.at, c.id))


def _clock(at: str) -> str:
    try:
        return datetime.fromisoformat(at).astimezone().strftime("%H:%M")
    except ValueError:
        return at


def render_judge_calls(event: EventSummary, calls: Iterable[JudgeCall],
                       players: Iterable[Player] | Mapping[str, Player], out: Output, *,
                       round_no: int | None = None, lookup: SectionLookup | None = None,
                       lang: Lang = "es", paper: str = "a4",
                       printed_at: datetime | None = None) -> int:
    """The judge calls of the event (of ``round_no`` only if given), landscape.

    Returns the page count.
    """
    values = players.values() if isinstance(players, Mapping) else players
    names = {p.id: p.name for p in values}
    find = lookup or rulebook_lookup
    chosen = select_calls(calls, round_no)
    st = styles(SIZE)
    pagesize = page_size(paper, rotate=True)
    width = pagesize[0] - 2 * MARGIN
    fixed = [14 * mm, 13 * mm, 13 * mm, 42 * mm, 26 * mm]
    rest = width - sum(fixed) - 2 * 18 * mm
    widths = [*fixed, rest * 0.3, rest * 0.4, rest * 0.3, 18 * mm, 18 * mm]
    header = [para(x, st["bold"]) for x in (
        _t(lang, "time"), label(lang, "round", r="").strip(), label(lang, "table"),
        _t(lang, "players"), label(lang, "judge"), _t(lang, "question"), _t(lang, "ruling"),
        label(lang, "section"), _t(lang, "extension"), _t(lang, "penalty"))]
    data: list[list[object]] = [header]
    for c in chosen:
        cite = ""
        if c.citation:
            book, _, section = c.citation.partition(":")
            rule = find(Citation(book, section))
            cite = citation_words(Citation(book, section), rule.title if rule else None)
        who = "\n".join(f"{names.get(p, p)} ({p})" for p in c.players)
        data.append([
            para(_clock(c.at), st["body"]), para("" if c.round is None else c.round,
                                                 st["center"]),
            para("" if c.table is None else c.table, st["center"]), para(who, st["body"]),
            para(c.judge, st["body"]), para(c.question, st["body"]),
            para(c.ruling, st["body"]), para(cite, st["body"]),
            para(f"+{c.extension_minutes} min" if c.extension_minutes else "", st["center"]),
            para("" if c.penalty_id is None else f"#{c.penalty_id}", st["center"])])
    story: list[Flowable]
    if chosen:
        table = Table(data, colWidths=widths, repeatRows=1)
        commands = table_commands(SIZE)
        commands.append(("VALIGN", (0, 0), (-1, -1), "TOP"))
        table.setStyle(commands)
        story = [table, Spacer(1, 3 * mm), para(label(lang, "count", n=len(chosen)), st["muted"])]
    else:
        story = [para(_t(lang, "none"), st["body"])]
    heading = Heading(title=_t(lang, "title"), event_name=event.name, date=event.date,
                      game=game_title(event.game), round=round_no,
                      extra=label(lang, "all_rounds") if round_no is None else "", lang=lang,
                      printed_at=printed_at or datetime.now().astimezone())
    return build_pdf(out, story, heading, pagesize)
