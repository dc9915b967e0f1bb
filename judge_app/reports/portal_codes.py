"""The players' personal portal codes, as strips to cut and hand out (one per player).

Each strip shows the player's name and id, the code (``ABCD-EFGH``) and what it is
for; strips are separated by dashed cut lines and sorted by name, so the desk finds
a player's strip at check-in. A code is a player's signature on a result claimed
from a phone: it is handed to that player alone — never posted on a wall and never
printed on the match slip, which the opponent reads too.

>>> from judge_app.tournament.model import EventSummary, Profile
>>> import io, pypdf
>>> ev = EventSummary("ev-1", "Liga", "kodem", "2026-12-02", Profile.MTG, 1)
>>> out = io.BytesIO()
>>> render_portal_codes(ev, [("P001", "Zoë", "ABCDEFGH"), ("P002", "Ana", "QRSTUVWX")], out)
1
>>> text = pypdf.PdfReader(out).pages[0].extract_text()
>>> text.index("Ana") < text.index("Zoë"), "QRST-UVWX" in text
(True, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable
from typing_extensions import override

from judge_app.portal.codes import shown
from judge_app.reports.common import (
    FONT,
    FONT_BOLD,
    MIN_NAME_SIZE,
    Drawn,
    Heading,
    Lang,
    Output,
    build_pdf,
    draw_text,
    frame_height,
    name_key,
    page_size,
    para,
    styles,
    text_width,
    wrap_words,
)
from judge_app.tournament.model import EventSummary

__all__ = ["TEXT", "render_portal_codes"]

#: This report's own labels (es, en).
TEXT: dict[str, tuple[str, str]] = {
    "title": ("Códigos del portal de jugadores", "Players' portal codes"),
    "how": ("Tu código personal para informar resultados y llamar a un juez desde el "
            "teléfono (portal de jugadores, red del local). No lo compartas.",
            "Your personal code to report results and call a judge from your phone "
            "(players' portal, venue network). Do not share it."),
    "code": ("Código", "Code"),
    "none": ("No hay jugadores inscritos.", "No players registered."),
}


def _t(lang: Lang, key: str) -> str:
    es, en = TEXT[key]
    return en if lang == "en" else es


#: One strip's height, its columns (shares of the width), the padding inside a column.
STRIP_HEIGHT = 17 * mm
COLUMNS = (0.32, 0.28, 0.40)
PAD = 6
MUTED = colors.HexColor("#555555")
#: Sizes: the name (bold), the code (bold), the small grey text (id, labels, what it is for).
NAME_SIZE, CODE_SIZE, SMALL_SIZE = 10.0, 15.0, 8.5


def _leading(size: float) -> float:
    return size * 1.22


def _name_lines(name: str, width: float) -> list[tuple[str, float]]:
    """A name's lines and their sizes: up to two lines of 10 pt, else up to three of 8.5 pt;
    a line still too long shrunk to fit (a name is never cut: the desk hands the strip by
    it)."""
    for size, most in ((NAME_SIZE, 2), (MIN_NAME_SIZE, 3)):
        lines = wrap_words(name, width, FONT_BOLD, size)
        if len(lines) <= most and all(text_width(ln, FONT_BOLD, size) <= width for ln in lines):
            return [(ln, size) for ln in lines]
    lines = [*lines[:2], " ".join(lines[2:])] if len(lines) > 3 else lines
    out = []
    for line in lines:
        natural = text_width(line, FONT_BOLD, MIN_NAME_SIZE)
        out.append((line, MIN_NAME_SIZE if natural <= width
                    else MIN_NAME_SIZE * width / natural))
    return out


class CodeStrips(Drawn):
    """A page's strips drawn straight on the canvas: a table of paragraphs cost 12 s for
    8,029 players (a paragraph per cell, re-measured on every page), this a fraction.

    What is the same on every strip (the label, what the code is for, the cut line) is
    one form drawn once per document and placed on each strip."""

    def __init__(self, rows: Sequence[tuple[str, str, str]], lang: Lang) -> None:
        super().__init__()
        self.rows = rows
        self.lang = lang
        self.strip_width = 0.0

    @override
    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        self.strip_width = availWidth
        return availWidth, STRIP_HEIGHT * len(self.rows)

    def _form(self) -> str:
        """The form of what every strip repeats (defined on the document's first page)."""
        c, w, lang = self.canv, self.strip_width, self.lang
        name = f"juez-code-strip-{lang}-{round(w)}"
        if c.hasForm(name):
            return name
        c.beginForm(name, 0, -1, w, STRIP_HEIGHT + 1)
        c.setDash(3, 3)
        c.setLineWidth(0.6)
        c.setStrokeColor(colors.black)
        c.line(0, 0, w, 0)
        x2 = w * COLUMNS[0] + PAD
        lead = _leading(SMALL_SIZE)
        block = lead + _leading(CODE_SIZE)
        top = (STRIP_HEIGHT + block) / 2
        c.setFillColor(MUTED)
        draw_text(c, x2, top - SMALL_SIZE, _t(lang, "code"), FONT, SMALL_SIZE)
        x3 = w * (COLUMNS[0] + COLUMNS[1]) + PAD
        how = wrap_words(_t(lang, "how"), w * COLUMNS[2] - 2 * PAD, FONT, SMALL_SIZE)
        top = (STRIP_HEIGHT + lead * len(how)) / 2
        for i, line in enumerate(how):
            draw_text(c, x3, top - SMALL_SIZE - i * lead, line, FONT, SMALL_SIZE)
        c.endForm()
        return name

    @override
    def draw(self) -> None:
        c, w = self.canv, self.strip_width
        form = self._form()
        c.saveState()
        c.setDash(3, 3)
        c.setLineWidth(0.6)
        c.line(0, STRIP_HEIGHT * len(self.rows), w, STRIP_HEIGHT * len(self.rows))
        name_width = w * COLUMNS[0] - 2 * PAD
        x2 = w * COLUMNS[0] + PAD
        code_top = (STRIP_HEIGHT + _leading(SMALL_SIZE) + _leading(CODE_SIZE)) / 2
        code_base = code_top - _leading(SMALL_SIZE) - CODE_SIZE
        c.setFillColor(colors.black)
        for i, (pid, name, code) in enumerate(self.rows):
            bottom = STRIP_HEIGHT * (len(self.rows) - 1 - i)
            c.saveState()
            c.translate(0, bottom)
            c.doForm(form)
            lines = _name_lines(name, name_width)
            block = sum(_leading(size) for _, size in lines) + _leading(SMALL_SIZE)
            y = (STRIP_HEIGHT + block) / 2
            for line, size in lines:
                draw_text(c, PAD, y - size, line, FONT_BOLD, size)
                y -= _leading(size)
            c.setFillColor(MUTED)
            draw_text(c, PAD, y - SMALL_SIZE, pid, FONT, SMALL_SIZE)
            c.setFillColor(colors.black)
            c.setFont(FONT_BOLD, CODE_SIZE)
            c.drawString(x2, code_base, shown(code))
            c.restoreState()
        c.restoreState()


def render_portal_codes(event: EventSummary, codes: Iterable[tuple[str, str, str]],
                        out: Output, *, lang: Lang = "es", paper: str = "a4",
                        printed_at: datetime | None = None) -> int:
    """One strip per ``(player id, name, code)``, sorted by name, with cut lines between
    them. Returns the page count."""
    rows = sorted(codes, key=lambda c: (name_key(c[1]), c[0]))
    pagesize = page_size(paper)
    story: list[Flowable] = []
    if not rows:
        story.append(para(_t(lang, "none"), styles(10)["body"]))
    else:
        per_page = max(1, int((frame_height(pagesize) - 1) // STRIP_HEIGHT))
        story.extend(CodeStrips(rows[i:i + per_page], lang)
                     for i in range(0, len(rows), per_page))
    heading = Heading.for_event(event, "round", None, lang, printed_at)
    heading = Heading(title=_t(lang, "title"), event_name=heading.event_name, date=heading.date,
                      game=heading.game, lang=lang, printed_at=heading.printed_at,
                      seal=heading.seal)
    return build_pdf(out, story, heading, pagesize)
