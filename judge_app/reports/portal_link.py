"""The players' portal's address and QR code on printed sheets (issue 22): the pairings by
name posted on the wall and the match slips say where the phones find their table and
report the result, when the portal runs (``portal_url``; without it nothing is printed).

The QR code is segno's (the portal's own QR library), drawn as vector squares, so it
stays sharp at any printer resolution. The players' personal codes are never printed
here: a slip is read by both players (see :mod:`judge_app.reports.portal_codes`).

>>> import io, pypdf
>>> from reportlab.pdfgen.canvas import Canvas
>>> out = io.BytesIO()
>>> c = Canvas(out)
>>> draw_qr(c, "http://10.0.0.2:8080/", 20, 20, 60)
>>> c.save()
>>> len(pypdf.PdfReader(out).pages)
1
"""

from __future__ import annotations

from typing import Any

import segno
from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Table
from typing_extensions import override

from judge_app.reports.common import FONT, Drawn, Lang, para, styles

__all__ = ["TEXT", "QrCode", "draw_qr", "portal_block", "portal_text"]

#: What the sheets say next to the QR code (es, en).
TEXT: dict[str, tuple[str, str]] = {
    "wall": ("Tu mesa, tu partida, el reloj y la clasificación en el teléfono, sin internet: "
             "conéctate a la red del local y abre esta dirección o escanea el código.",
             "Your table, your match, the clock and the standings on your phone, no internet "
             "needed: join the venue's network and open this address or scan the code."),
    "slip": ("O informa el resultado desde el teléfono, con tu código personal:",
             "Or report the result from your phone, with your personal code:"),
}


def portal_text(lang: Lang, key: str) -> str:
    """One of :data:`TEXT` in ``lang``."""
    es, en = TEXT[key]
    return en if lang == "en" else es


def draw_qr(canvas: Any, url: str, x: float, y: float, size: float) -> None:
    """The QR code of ``url`` as black squares, its lower left corner at ``(x, y)``,
    ``size`` points wide and high (its quiet zone of two modules included)."""
    code = segno.make(url, error="m")
    rows = [list(r) for r in code.matrix]
    border = 2
    n = len(rows) + 2 * border
    step = size / n
    canvas.saveState()
    canvas.setFillColorRGB(1, 1, 1)
    canvas.rect(x, y, size, size, stroke=0, fill=1)
    canvas.setFillColorRGB(0, 0, 0)
    for r, row in enumerate(rows):
        top = y + size - (r + border + 1) * step
        c = 0
        while c < len(row):  # one rectangle per run of dark modules: a smaller file
            if row[c]:
                start = c
                while c < len(row) and row[c]:
                    c += 1
                canvas.rect(x + (start + border) * step, top, (c - start) * step, step,
                            stroke=0, fill=1)
            else:
                c += 1
    canvas.restoreState()


class QrCode(Drawn):
    """A QR code in a story (``size`` points square)."""

    def __init__(self, url: str, size: float) -> None:
        super().__init__()
        self.url = url
        self.size = size

    @override
    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        return self.size, self.size

    @override
    def draw(self) -> None:
        draw_qr(self.canv, self.url, 0, 0, self.size)


def portal_block(url: str, lang: Lang, width: float) -> Flowable:
    """The wall sheet's box: the QR code, what it is for and the address in large type."""
    st = styles(10)
    big = styles(15)["bold"]
    qr = 26 * mm
    table = Table([[QrCode(url, qr), [para(portal_text(lang, "wall"), st["body"]),
                                      para(url, big)]]],
                  colWidths=[qr + 4 * mm, width - qr - 4 * mm])
    table.setStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                    ("FONT", (0, 0), (-1, -1), FONT, 10),
                    ("LEFTPADDING", (0, 0), (0, 0), 0),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 3 * mm)])
    return table
