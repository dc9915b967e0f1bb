"""Match result slips: one per table, several per page with cut lines; the byes listed apart.

Each slip shows event, round and table, both names, a box for the games each
player won and one for drawn games, and a signature line per player.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Spacer, Table
from typing_extensions import override

from judge_app.reports.common import (
    FONT,
    FONT_BOLD,
    MARGIN,
    Drawn,
    Heading,
    Lang,
    Line,
    Output,
    build_pdf,
    draw_text,
    fit_text,
    fitted_cell,
    frame_height,
    game_title,
    label,
    page_size,
    para,
    styles,
    table_commands,
    text_width,
    wrap_words,
)
from judge_app.reports.pairings import PairingRow, pairing_rows
from judge_app.tournament.model import EventSummary, MatchRecord, Pairing, Player

#: The drop box's word under it, per language (a player who leaves ticks it).
DROP_WORDS: dict[str, str] = {"es": "Me retiro", "en": "Drop"}

SLIPS_PER_PAGE = 4
#: a player's name on a slip: 13 pt, shrunk no further than this; a longer one takes two
#: lines of this size
SLIP_NAME_MIN = 10
MIN_SLIP_HEIGHT = 56 * mm
"""The least height a slip's content needs; fewer slips go on a page rather than less room."""


class MatchSlip(Drawn):
    """One slip, drawn on the canvas; a dashed cut line along its bottom edge."""

    def __init__(self, row: PairingRow, event: EventSummary, round_no: int, lang: Lang,
                 height: float, portal_url: str = "") -> None:
        super().__init__()
        self.portal_url = portal_url
        if row.p2 is None:
            raise ValueError(f"table {row.table} is a bye: byes get no slip")
        self.row = row
        self.event = event
        self.round_no = round_no
        self.lang = lang
        self.slip_height = height

    @override
    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        self.slip_width = availWidth
        return availWidth, self.slip_height

    @override
    def draw(self) -> None:
        c = self.canv
        w, h = self.slip_width, self.slip_height
        lang = self.lang
        top = h - 7 * mm
        head = f"{self.event.name} · {label(lang, 'round', r=self.round_no)}"
        draw_text(c, 2 * mm, top, fit_text(head, FONT_BOLD, 11, w - 50 * mm), FONT_BOLD, 11)
        draw_text(c, w - 2 * mm, top - 2, label(lang, "table_no", t=self.row.table), FONT_BOLD,
                  20, "right")
        facts = " · ".join(p for p in (self.event.date, game_title(self.event.game)) if p)
        draw_text(c, 2 * mm, top - 12, fit_text(facts, FONT, 8.5, w - 50 * mm), FONT, 8.5)
        box = 11 * mm
        drop_w = 9 * mm
        x_box = w * 0.52
        x_sig = x_box + box + 10 * mm
        # rows 15 mm apart, closer on a short slip (US Letter) so the draws box
        # stays above the cut line
        step = min(15 * mm, (h - 32 * mm) / 2)
        c.setFont(FONT, 8)
        c.drawCentredString(x_box + box / 2, h - 16 * mm, label(lang, "games_won"))
        assert self.row.p2 is not None
        for i, seat in enumerate((self.row.p1, self.row.p2)):
            base = h - 27 * mm - i * step
            draw_text(c, 2 * mm, base + 6 * mm, label(lang, f"player{i + 1}"), FONT, 8)
            avail = x_box - 6 * mm
            if text_width(seat.name, FONT_BOLD, SLIP_NAME_MIN) <= avail:
                name = Line(seat.name, FONT_BOLD, 13)  # one line, 13 pt or a little less
                name.wrapOn(c, avail, 20)
                name.drawOn(c, 2 * mm, base - 1 * mm)
            else:  # two lines at a readable size, never one line at 4 pt (issue 23 §5)
                lines = wrap_words(seat.name, avail, FONT_BOLD, SLIP_NAME_MIN)
                for k, text in enumerate([lines[0], " ".join(lines[1:])]):
                    part = Line(text, FONT_BOLD, SLIP_NAME_MIN)
                    part.wrapOn(c, avail, 20)
                    part.drawOn(c, 2 * mm, base + (1.6 if k == 0 else -1.9) * mm)
            draw_text(c, 2 * mm, base - 5 * mm, seat.player, FONT, 7.5)
            c.setLineWidth(1)
            c.rect(x_box, base - 3 * mm, box, box)
            c.setLineWidth(0.5)
            c.line(x_sig, base - 2 * mm, w - 2 * mm - drop_w - 4 * mm, base - 2 * mm)
            draw_text(c, x_sig, base - 5.5 * mm, label(lang, "signature"), FONT, 7.5)
            # the drop box: a player leaving the event says so on the slip
            c.setLineWidth(0.8)
            c.rect(w - 2 * mm - 4 * mm, base - 2 * mm, 4 * mm, 4 * mm)
            draw_text(c, w - 2 * mm, base - 5.5 * mm, DROP_WORDS[lang], FONT, 7, "right")
        base = h - 27 * mm - 2 * step
        draw_text(c, 2 * mm, base + 1 * mm, label(lang, "draws"), FONT, 9)
        c.setLineWidth(1)
        c.rect(x_box, base - 3 * mm, box, box)
        # the instruction wraps (it used to be cut with "…")
        for k, line in enumerate(wrap_words(label(lang, "result_note"), w - x_sig - 2 * mm,
                                            FONT, 7.5)[:3]):
            draw_text(c, x_sig, base + 3 * mm - k * 9, line, FONT, 7.5)
        if self.portal_url:  # the players' portal: report from the phone (issue 22)
            self._draw_portal(c, x_sig, w, h)
        # the cut line
        c.setDash(4, 3)
        c.setStrokeColor(colors.HexColor("#777777"))
        c.setLineWidth(0.6)
        c.line(-MARGIN / 2, 1, w + MARGIN / 2, 1)
        c.setDash()
        draw_text(c, -MARGIN / 2 + 1, 3, "✂", FONT, 10)


    def _draw_portal(self, c: object, x: float, w: float, h: float) -> None:
        """The portal's QR code and address between the table number and the first
        signature line (the players' codes are never on a slip: both players read it)."""
        from judge_app.reports.portal_link import draw_qr, portal_text

        size = 12 * mm
        top = h - 10 * mm
        draw_qr(c, self.portal_url, x, top - size, size)
        avail = w - 2 * mm - (x + size + 2 * mm)
        lines = wrap_words(portal_text(self.lang, "slip"), avail, FONT, 7)[:2]
        for k, line in enumerate(lines):
            draw_text(c, x + size + 2 * mm, top - 3 * mm - k * 8, line, FONT, 7)
        draw_text(c, x + size + 2 * mm, top - 3 * mm - len(lines) * 8 - 2,
                  fit_text(self.portal_url, FONT_BOLD, 8.5, avail), FONT_BOLD, 8.5)


def render_slips(event: EventSummary, round_no: int, matches: Iterable[MatchRecord | Pairing],
                 players: Iterable[Player] | Mapping[str, Player], out: Output, *,
                 lang: Lang = "es", paper: str = "a4", printed_at: datetime | None = None,
                 per_page: int = SLIPS_PER_PAGE, draft: bool = False, stage: str = "",
                 portal_url: str = "") -> int:
    """Slips of every table of ``round_no`` (``per_page`` a page, fewer if they would be
    shorter than :data:`MIN_SLIP_HEIGHT`), then the list of byes. ``portal_url``: the
    players' portal's address, with its QR code, on every slip (nothing without it).

    Returns the page count.
    """
    rows = pairing_rows(matches, players)
    pagesize = page_size(paper)
    per_page = max(1, min(per_page, int((frame_height(pagesize) - 1) // MIN_SLIP_HEIGHT)))
    height = (frame_height(pagesize) - 1) / per_page
    story: list[Flowable] = [MatchSlip(r, event, round_no, lang, height, portal_url)
                             for r in rows if not r.is_bye]
    byes = [r for r in rows if r.is_bye]
    if byes:
        st = styles(11)
        story += [Spacer(1, 4 * mm), para(label(lang, "byes"), st["h2"]),
                  para(label(lang, "bye_note"), st["body"]), Spacer(1, 2 * mm)]
        width = pagesize[0] - 2 * MARGIN
        # the bye sits at no table: the player and their id, no table number
        data: list[list[object]] = [[label(lang, "player"), "Id"]]
        data += [[fitted_cell(r.p1.name, width - 40 * mm, size=11), r.p1.player] for r in byes]
        table = Table(data, colWidths=[width - 35 * mm, 35 * mm], repeatRows=1)
        table.setStyle(table_commands(11, center_cols=(1,)))
        story.append(table)
    if not story:
        story = [para("—", styles(11)["body"])]
    heading = Heading.for_event(event, "slips", round_no, lang, printed_at, stage,
                                draft=draft)
    return build_pdf(out, story, heading, pagesize)
