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

from collections.abc import Iterable
from datetime import datetime

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Table

from judge_app.portal.codes import shown
from judge_app.reports.common import (
    FONT,
    MARGIN,
    Heading,
    Lang,
    Output,
    build_pdf,
    name_key,
    page_size,
    para,
    styles,
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


def render_portal_codes(event: EventSummary, codes: Iterable[tuple[str, str, str]],
                        out: Output, *, lang: Lang = "es", paper: str = "a4",
                        printed_at: datetime | None = None) -> int:
    """One strip per ``(player id, name, code)``, sorted by name, with cut lines between
    them. Returns the page count."""
    rows = sorted(codes, key=lambda c: (name_key(c[1]), c[0]))
    st = styles(10)
    pagesize = page_size(paper)
    width = pagesize[0] - 2 * MARGIN
    story: list[Flowable] = []
    if not rows:
        story.append(para(_t(lang, "none"), st["body"]))
    else:
        big = styles(15)["bold"]
        data = [[[para(name, st["bold"]), para(pid, st["muted"])],
                 [para(_t(lang, "code"), st["muted"]), para(shown(code), big)],
                 para(_t(lang, "how"), st["muted"])] for pid, name, code in rows]
        table = Table(data, colWidths=[width * 0.32, width * 0.28, width * 0.40],
                      rowHeights=[17 * mm] * len(data), repeatRows=0)
        table.setStyle([
            ("FONT", (0, 0), (-1, -1), FONT, 10),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("LINEBELOW", (0, 0), (-1, -1), 0.6, colors.black, None, (3, 3)),
            ("LINEABOVE", (0, 0), (-1, 0), 0.6, colors.black, None, (3, 3)),
        ])
        story.append(table)
    heading = Heading.for_event(event, "round", None, lang, printed_at)
    heading = Heading(title=_t(lang, "title"), event_name=heading.event_name, date=heading.date,
                      game=heading.game, lang=lang, printed_at=heading.printed_at,
                      seal=heading.seal)
    return build_pdf(out, story, heading, pagesize)
