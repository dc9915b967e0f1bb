"""The top-cut bracket on paper: each elimination round by its name, seeds, scores, the
winner of each match in bold, and the champion.

The rounds are named as judges call them ("Cuartos de final", "Semifinal",
"Final" / "Quarterfinals", "Semifinals", "Final"), never "Ronda 7"; seeds come
from the first round (``p1`` the higher seed). The champion's mark is a crown
(♛) that the embedded DejaVu Sans draws, never an emoji that prints as a box.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from judge_app.reports.common import (
    CELL_PAD,
    FONT_BOLD,
    MARGIN,
    Heading,
    Lang,
    Output,
    build_pdf,
    game_title,
    page_size,
    para,
    readable_cell,
    styles,
    table_commands,
)
from judge_app.tournament.model import EventSummary, MatchRecord
from judge_app.tournament.topcut import round_name, seeds_of

SIZE = 11
"""Body type size of the bracket, in points."""

CROWN = "\u265b"

_WORDS = {
    "es": {"title": "Cuadro del corte final", "table": "Mesa", "seed": "Semilla",
           "player1": "Jugador 1", "player2": "Jugador 2", "score": "Resultado",
           "champion": "Campeón", "playing": "por jugarse", "none": "Aún no hay corte final."},
    "en": {"title": "Top-cut bracket", "table": "Table", "seed": "Seed",
           "player1": "Player 1", "player2": "Player 2", "score": "Result",
           "champion": "Champion", "playing": "still to play", "none": "No top cut yet."},
}


def render_bracket(event: EventSummary, rounds: Sequence[Sequence[MatchRecord]],
                   names: Mapping[str, str], out: Output, *, champion: str | None = None,
                   lang: Lang = "es", paper: str = "a4",
                   printed_at: datetime | None = None) -> int:
    """The bracket of ``rounds`` (the top-cut rounds' matches, first round first).

    Returns the page count.
    """
    words = _WORDS["en" if lang == "en" else "es"]
    width = page_size(paper)[0] - 2 * MARGIN
    w_table, w_seed, w_score = 16 * mm, 16 * mm, 24 * mm
    w_name = (width - w_table - 2 * w_seed - w_score) / 2
    played = [sorted(r, key=lambda m: m.table) for r in rounds if r]
    seeds = {pid: i + 1 for i, pid in enumerate(seeds_of(played[0])) if pid} if played else {}
    st = styles(SIZE)
    story: list[Flowable] = []
    if not played:
        story.append(para(words["none"], st["body"]))
    cut = 2 * len(played[0]) if played else 0
    left = cut
    for index in range(cut.bit_length() - 1 if cut else 0):
        matches = played[index] if index < len(played) else []
        story.append(Paragraph(f"<b>{round_name(left, lang)}</b>", st["body"]))
        story.append(Spacer(1, 2 * mm))
        header: list[object] = [words["table"], words["seed"], words["player1"],
                                words["score"], words["player2"], words["seed"]]
        data: list[list[object]] = [header]
        bold: list[tuple[int, int]] = []
        for row, m in enumerate(matches, start=1):
            winner = m.winner_id if m.score is not None else None
            data.append([str(m.table), str(seeds.get(m.p1, "")),
                         readable_cell(f"{names.get(m.p1, m.p1)} ({m.p1})",
                                       w_name - 2 * CELL_PAD, size=SIZE)[0],
                         str(m.score) if m.score is not None else "…",
                         readable_cell(f"{names.get(m.p2 or '', m.p2 or '—')} ({m.p2})"
                                       if m.p2 else "—", w_name - 2 * CELL_PAD, size=SIZE)[0],
                         str(seeds.get(m.p2 or "", ""))])
            if winner is not None:
                bold.append((2 if winner == m.p1 else 4, row))
        for _ in range(len(matches), left // 2):  # not paired yet: empty boxes
            data.append(["", "", "—", words["playing"], "—", ""])
        commands = table_commands(SIZE, center_cols=(0, 1, 3, 5))
        commands += [("FONTNAME", (col, row), (col, row), FONT_BOLD) for col, row in bold]
        table = Table(data, colWidths=[w_table, w_seed, w_name, w_score, w_name, w_seed],
                      repeatRows=1)
        table.setStyle(TableStyle(commands))
        story += [table, Spacer(1, 6 * mm)]
        left //= 2
    if played:
        who = (f"{names.get(champion, champion)} ({champion})" if champion is not None
               else words["playing"])
        story.append(Paragraph(f"{CROWN} <b>{words['champion']}:</b> "
                               f"{para(who, st['body']).text}", st["body"]))
    heading = Heading(title=words["title"], event_name=event.name, date=event.date,
                      game=game_title(event.game), round=None, lang=lang,
                      printed_at=printed_at or datetime.now().astimezone())
    return build_pdf(out, story, heading, page_size(paper))
