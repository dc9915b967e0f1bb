"""The reports' own text encoding writes exactly what reportlab's text objects write.

``common._draw_runs`` keeps a text's operators per document and encodes a new text
without a ``PDFTextObject``; the page canvas of ``build_pdf`` draws a plain string the
same way (issue 25: the slips and standings of 8,192 players). Both copy reportlab's
``PDFTextObject._formatText``: these tests draw the same texts both ways, in the same
order (a character's code in a font subset is given on first use), and compare the
operators byte for byte — a reportlab that encodes differently fails here, not on paper.
"""

from __future__ import annotations

import io
from typing import Any

import pytest
from reportlab.pdfgen.canvas import Canvas

from judge_app.reports.common import (
    FONT,
    FONT_BOLD,
    Heading,
    _font_runs_in,
    _NumberedCanvas,
    _text_code,
    draw_text,
    register_fonts,
)
from tests.reports.conftest import HARD_NAMES

#: Escaped characters, a no-break space, a direction override, the CJK fallback, an empty
#: text, and 400 distinct characters (the font's subsets change inside one text).
TEXTS = [*HARD_NAMES, "(a) \\ b)", "a\u00a0b", "\u202eabc", "Chen 陈 Wei", "", "Ω 王 Ω 李",
         *("".join(chr(c) for c in range(0x100 + 40 * k, 0x140 + 40 * k)) for k in range(10)),
         "(a) \\ b)", "Chen 陈 Wei", "Álvaro Núñez"]


def _canvases() -> tuple[Any, Any]:
    register_fonts()
    ours = _NumberedCanvas(io.BytesIO(), heading=Heading("t", "e"), counter=[],
                           pageCompression=0, invariant=1)
    theirs = Canvas(io.BytesIO(), pageCompression=0, invariant=1)
    return ours, theirs


@pytest.mark.parametrize("size", [10.0, 8.5, 13.0])
def test_drawn_text_is_what_a_reportlab_text_object_writes(size: float) -> None:
    ours, theirs = _canvases()
    for i, text in enumerate(TEXTS):
        for font in (FONT, FONT_BOLD):
            x, y = 10.5 + i, 700 - 3.25 * i
            draw_text(ours, x, y, text, font, size)
            theirs._code.append(_text_code(theirs, x, y, _font_runs_in(text, font), size))
    assert ours._code == theirs._code


@pytest.mark.parametrize("how", ["drawString", "drawRightString", "drawCentredString"])
def test_a_plain_string_is_drawn_as_reportlab_draws_it(how: str) -> None:
    ours, theirs = _canvases()
    for canvas in (ours, theirs):
        for i, text in enumerate(TEXTS):
            canvas.setFont(FONT_BOLD if i % 2 else FONT, 9 + i % 3, 11.5 + i % 2)
            getattr(canvas, how)(20.25 + i, 600 - 2.5 * i, text)
    assert ours._code == theirs._code


def test_a_string_with_more_than_plain_text_goes_to_reportlab() -> None:
    ours, theirs = _canvases()
    for canvas in (ours, theirs):
        canvas.setFont(FONT, 10)
        canvas.drawString(10, 10, "Ana", charSpace=1)
        canvas.drawString(10, 20, "Ana", mode=0)
        canvas.drawRightString(10, 30, "Ana", wordSpace=2)
    assert ours._code == theirs._code
