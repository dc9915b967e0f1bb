"""The players' portal codes as strips: every player's strip printed, read back from the PDF."""

from __future__ import annotations

import io
import math

import pypdf

from judge_app.portal.codes import shown
from judge_app.reports.common import frame_height, page_size
from judge_app.reports.portal_codes import STRIP_HEIGHT, TEXT, render_portal_codes
from judge_app.tournament.model import EventSummary, Profile

EVENT = EventSummary("ev-1", "Liga", "kodem", "2026-12-02", Profile.MTG, 1)
LONG = "María de los Ángeles Fernández Castañeda de la Rosa y Villanueva Zamora"


def _codes(n: int) -> list[tuple[str, str, str]]:
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ"
    return [(f"P{i:04d}", f"Jugador {n - i:04d}" if i else LONG,
             "".join(alphabet[(i * 7 + k) % len(alphabet)] for k in range(4))
             + f"{i:04d}".translate(str.maketrans("0123456789", "ABCDEFGHJK")))
            for i in range(n)]


def _text(data: bytes) -> tuple[int, str]:
    reader = pypdf.PdfReader(io.BytesIO(data))
    return len(reader.pages), "\n".join(p.extract_text() for p in reader.pages)


def test_every_strip_printed_in_name_order_with_its_code() -> None:
    codes = _codes(60)
    out = io.BytesIO()
    pages = render_portal_codes(EVENT, codes, out, lang="en", paper="letter")
    per_page = int((frame_height(page_size("letter")) - 1) // STRIP_HEIGHT)
    assert pages == math.ceil(60 / per_page) > 1
    count, text = _text(out.getvalue())
    assert count == pages
    for _pid, _name, code in codes:
        assert text.count(shown(code)) == 1
    # sorted by name: "Jugador 0001" … then "María …" last
    at = [text.index(f"Jugador {k:04d}") for k in range(1, 60)]
    assert at == sorted(at)
    assert text.index("Villanueva Zamora") > at[-1]
    # the long name is printed whole (wrapped, never cut)
    for word in LONG.split():
        assert word in text
    # what the code is for: on every strip (the same words each time)
    assert text.count("Do not share it.") == 60
    assert text.count(TEXT["code"][1]) == 60


def test_no_players_prints_a_sentence() -> None:
    out = io.BytesIO()
    assert render_portal_codes(EVENT, [], out) == 1
    assert TEXT["none"][0] in _text(out.getvalue())[1]
