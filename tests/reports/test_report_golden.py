"""Golden layout of every printed report, and the issue's readability claims in numbers.

Each report is rendered from one fixed small event (names with accents, CJK,
markup characters, a long two-surname name; a fixed printed-at time) and its
layout signature (tests/reports/layout.py) is compared with the committed JSON
in tests/reports/golden/. ``JUEZ_UPDATE_GOLDENS=1`` rewrites the goldens
(golden/README.md). The claims (type size, repeated header, slips a page, cut
lines, the bye apart, page frame) are asserted on the same reading, so they
hold for the golden layout and for any later one.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from datetime import datetime
from functools import cache

import pytest
from reportlab.lib.units import mm

from judge_app.games.base import BoardView, CardView, PlayerView, ZoneView
from judge_app.reports.common import RuleText
from judge_app.reports.match_review import MatchReview, ReviewItem, render_match_review
from judge_app.reports.pairings import render_pairings, render_pairings_by_name
from judge_app.reports.penalties import render_penalties
from judge_app.reports.slips import render_slips
from judge_app.reports.standings import render_standings
from judge_app.tournament.model import (
    EventSummary,
    Pairing,
    Penalty,
    PenaltyKind,
    Player,
    StandingRow,
)
from judge_app.violations import Citation, Severity, violation
from tests.reports.layout import PageLayout, check_golden, diff, read_layout, signature

PRINTED = datetime(2025, 6, 1, 10, 30)
EVENT = EventSummary("gold", "Regional CDMX", "kodem", "2025-06-01", current_round=2)
GAME = "Kódem TCG 5.0"
LONG = "María Fernanda Gutiérrez de la Torre Sánchez"
NAMES = ["<b>Ana & Co</b>", "Álvaro Núñez", "Zoë Müller", "王小明", "Иван Петров", "김민준",
         "Ñoño Pérez", "ana lópez", "Nora Díaz", "=cmd|' /C calc'!A0", LONG]
PLAYERS = [Player(f"P{i:02d}", n) for i, n in enumerate(NAMES, start=1)]
#: enough extra players for the pairings to run over onto more pages
CROWD = PLAYERS + [Player(f"X{i:02d}", f"Jugador {i:02d}") for i in range(50)]


def _round(players: list[Player]) -> list[Pairing]:
    """Tables in order; an odd player out gets the bye (the last table)."""
    ids = [p.id for p in players]
    pairs = [Pairing(i // 2 + 1, ids[i], ids[i + 1]) for i in range(0, len(ids) - 1, 2)]
    if len(ids) % 2:
        pairs.append(Pairing(len(pairs) + 1, ids[-1], None))
    return pairs


def _standings() -> list[StandingRow]:
    rows = []
    for i, p in enumerate(PLAYERS):
        wins = max(0, 2 - i // 4)
        rows.append(StandingRow(i + 1, p.id, p.name, 3 * wins, wins, 2 - wins, 0,
                                {"omw": 0.6667 - i / 100, "gw": 0.5, "ogw": 1 / 3},
                                dropped=p.id == "P05"))
    return rows


PENALTIES = [
    Penalty("P01", 1, "Ataca con una carta en descanso", PenaltyKind.WARNING,
            Citation("kodem-5.0", "5.1"), judge="Lucía <i>", note="Primera & única", id=1,
            table=3),
    Penalty("P04", 2, "Equipa fuera de la Fase de Equipo", PenaltyKind.TURN_LOSS,
            Citation("kodem-5.0", "5/equipo"), judge="HJ Marta", id=2, table=12),
    Penalty("P11", 2, "Carta vista por error", PenaltyKind.CARD_TO_EXTINCTION,
            Citation("kodem-5.0", "99.9"), judge="HJ Marta", id=3),
]
#: penalty id → the attached log that is its ruling (the report marks it)
RULINGS = {2: 7}


def _lookup(citation: Citation) -> RuleText | None:
    """Fixed rule texts: the goldens follow the layout, not edits of the shipped rulebooks."""
    if citation.section == "99.9":
        return None
    return RuleText(f"Sección {citation.section}",
                    f"Texto fijo de la sección {citation.section}. " * 6)


def _review() -> MatchReview:
    ozet = CardView("ozet1", "Ozet, Amante Lunar", "ozet", "adendei", life=4, max_life=6,
                    rests=1, damage=2, marks=("quemar",), highlighted=True,
                    equipment=(CardView("ceiba", "Ceiba", kind="ixim"),))
    board = BoardView("kodem", 5, "batalla", "P01", (
        PlayerView("P01", NAMES[0], (
            ZoneView("main", "Zona Principal", (ozet, None, CardView("dagg", "Dagg",
                                                                     hidden=True)),
                     slot_labels=("M1", "M2", "M3")),
            ZoneView("extinction", "Extinción", (CardView("x1", "Cretus"),), stacked=True),
        ), summary=(("Extinción", "1"),), active=True),
        PlayerView("P04", NAMES[3], (
            ZoneView("main", "Zona Principal", (CardView("tekei", "Tekei", life=12,
                                                         max_life=12),), slot_labels=("M1",)),
        )),
    ))
    found = [
        violation(23, "P01", "kodem-5.0", "5.1", "Ataca con Ozet en descanso.",
                  "Ozet attacks while resting.", penalty="6.7-P1"),
        violation(23, "P01", "kodem-5.0", "6.7-G16", "Actualización de descansos olvidada.",
                  "Forgotten rest update.", severity=Severity.WARNING),
    ]
    items = tuple(ReviewItem(v, NAMES[0], _lookup(v.citation),
                             _lookup(Citation(v.rulebook, v.penalty)) if v.penalty else None,
                             board) for v in found)
    return MatchReview("partida.json", "kodem", "standard", EVENT.name, 2, 5,
                       (("P01", NAMES[0]), ("P04", NAMES[3])), 57, items, date=EVENT.date)


Render = Callable[[io.BytesIO], int]

#: name → (render into a buffer, language, the round as the page header prints it)
REPORTS: dict[str, tuple[Render, str, str]] = {
    "pairings_es_a4": (lambda out: render_pairings(
        EVENT, 2, _round(CROWD), CROWD, out, points={"P01": 3, "P11": 6},
        printed_at=PRINTED), "es", "Ronda 2"),
    "pairings_by_name_en_letter": (lambda out: render_pairings_by_name(
        EVENT, 2, _round(CROWD), CROWD, out, points={"P01": 3}, lang="en", paper="letter",
        printed_at=PRINTED), "en", "Round 2"),
    "standings_es_a4": (lambda out: render_standings(
        EVENT, _standings(), out, printed_at=PRINTED), "es", "Ronda 2"),
    "slips_es_a4": (lambda out: render_slips(
        EVENT, 2, _round(PLAYERS), PLAYERS, out, printed_at=PRINTED), "es", "Ronda 2"),
    "slips_en_letter": (lambda out: render_slips(
        EVENT, 2, _round(PLAYERS), PLAYERS, out, lang="en", paper="letter",
        printed_at=PRINTED), "en", "Round 2"),
    "penalties_all_es_a4": (lambda out: render_penalties(
        EVENT, PENALTIES, PLAYERS, out, lookup=_lookup, printed_at=PRINTED, rulings=RULINGS),
        "es", "Todas las rondas"),
    "penalties_round2_en_letter": (lambda out: render_penalties(
        EVENT, PENALTIES, PLAYERS, out, round_no=2, lookup=_lookup, lang="en",
        paper="letter", printed_at=PRINTED, rulings=RULINGS), "en", "Round 2"),
    "match_review_es_a4": (lambda out: render_match_review(
        _review(), out, printed_at=PRINTED), "es", "Ronda 2"),
}


@cache
def rendered(name: str) -> tuple[PageLayout, ...]:
    """The report ``name`` rendered once per test session and read back."""
    render = REPORTS[name][0]
    buffer = io.BytesIO()
    pages = render(buffer)
    layout = read_layout(buffer.getvalue())
    assert pages == len(layout), f"{name}: render said {pages} pages, the PDF has {len(layout)}"
    return tuple(layout)


@pytest.mark.parametrize("name", sorted(REPORTS))
def test_layout_matches_the_golden(name: str) -> None:
    check_golden(name, rendered(name))


@pytest.mark.parametrize("name", sorted(REPORTS))
def test_every_page_carries_event_date_game_round_page_and_printed_time(name: str) -> None:
    _, lang, round_text = REPORTS[name]
    pages = rendered(name)
    printed = ("Printed" if lang == "en" else "Impreso") + " 2025-06-01 10:30"
    for n, page in enumerate(pages, start=1):
        text = page.texts()
        numbering = (f"Page {n} of {len(pages)}" if lang == "en"
                     else f"Página {n} de {len(pages)}")
        for expected in (EVENT.name, EVENT.date, GAME, round_text, numbering, printed):
            assert expected in text, f"{name} page {n} lacks {expected!r}"
        # the frame sits where it should: event name top left, page number bottom right
        (top,) = [r for r in page.runs if r.text == EVENT.name and r.size == 13]
        (foot,) = page.find(numbering)
        assert top.y > page.height - 60 and foot.y < 40 and foot.x > page.width / 2


# --------------------------------------------------------------------------- pairings

HEADERS = {"pairings_es_a4": ["Mesa", "Jugador 1", "pts", "Jugador 2", "pts"],
           "pairings_by_name_en_letter": ["Name", "pts", "Table", "Opponent"]}


def _frame_runs(page: PageLayout) -> list[tuple[int, str, float]]:
    """Runs between the page header rule and the footer rule (the story)."""
    return [(r.y, r.text, r.size) for r in page.runs if 45 < r.y < page.height - 75]


@pytest.mark.parametrize("name", sorted(HEADERS))
def test_pairings_are_large_type_with_the_header_on_every_page(name: str) -> None:
    pages = rendered(name)
    assert len(pages) >= 2  # the crowd runs over: the repeated header is really exercised
    header = HEADERS[name]
    first = [(r.text, r.x, r.y) for r in pages[0].runs if r.text in header]
    assert [t for t, _, _ in first] == header
    names_seen: set[str] = set()
    for n, page in enumerate(pages, start=1):
        assert [(r.text, r.x, r.y) for r in page.runs if r.text in header] == first, (
            f"{name}: the column header of page {n} differs from page 1's")
        head_y = first[0][2]
        body = [r for r in page.runs if 45 < r.y < head_y]
        assert body, f"{name} page {n} has no rows"
        small = [(r.text, r.size) for r in body if r.size < 14]
        assert not small, f"{name} page {n}: body text under 14 pt: {small}"
        names_seen |= {r.text for r in body}
    # every name is printed whole at full size; the long one wraps instead of shrinking
    for p in CROWD:
        if p is not PLAYERS[-1]:
            assert p.name in names_seen, p.name
    pieces = [r.text for page in pages for r in page.runs if r.text in LONG and r.size >= 14]
    assert len(pieces) >= 2 and " ".join(pieces).startswith(LONG)  # wrapped, in order


# --------------------------------------------------------------------------- slips


def _cut_lines(page: PageLayout) -> list[float]:
    """Heights of the dashed lines drawn across (nearly) the whole page width."""
    return sorted(s.y0 for s in page.strokes
                  if s.dashed and not s.rect and abs(s.y0 - s.y1) < 0.5
                  and abs(s.x1 - s.x0) > page.width * 0.9)


@pytest.mark.parametrize("name", ["slips_es_a4", "slips_en_letter"])
def test_slips_several_a_page_with_cut_lines_boxes_and_the_bye_apart(name: str) -> None:
    pages = rendered(name)
    lang = REPORTS[name][1]
    table = "Table" if lang == "en" else "Mesa"
    slips_per_page = [len([r for r in p.runs if r.text.startswith(f"{table} ")
                           and r.size == 20]) for p in pages]
    assert sum(slips_per_page) == 5  # 11 players: five tables and a bye
    assert all(k >= 3 for k in slips_per_page[:-1]) and slips_per_page[0] >= 3
    for n, (page, k) in enumerate(zip(pages, slips_per_page, strict=True), start=1):
        cuts = _cut_lines(page)
        assert len(cuts) == k, f"{name} page {n}: {k} slips but {len(cuts)} cut lines"
        boxes = [s for s in page.strokes if s.rect and abs((s.x1 - s.x0) - 11 * mm) < 1]
        assert len(boxes) == 3 * k  # games won by each player, drawn games
        for box in boxes:  # no box is cut in two
            assert not any(box.y0 - 1 < y < box.y1 + 1 for y in cuts), (
                f"{name} page {n}: a cut line at {cuts} crosses the box at {box}")
        signatures = [r for r in page.runs
                      if r.text == ("Signature" if lang == "en" else "Firma")]
        assert len(signatures) == 2 * k
        assert all(min(cuts) < r.y for r in signatures)
    # the bye: no slip, listed under its own heading below the last cut line
    last = pages[-1]
    (heading,) = last.find("Byes")
    (bye,) = last.find(LONG)
    assert bye.y < heading.y < min(_cut_lines(last))
    assert not any(r.text == f"{table} 6" for p in pages for r in p.runs)
    # the instruction on each slip is whole (it used to end in "…")
    assert not any(r.text.endswith("…") for p in pages for r in p.runs)


# --------------------------------------------------------------------------- the check itself


def test_the_golden_diff_names_the_page_and_the_text_that_moved() -> None:
    golden = signature(list(rendered("standings_es_a4")))
    moved = signature(list(rendered("standings_es_a4")))
    run = moved["layout"][0]["runs"][5]
    moved["layout"][0]["runs"][5] = [run[0] + 3, run[1], run[2], run[3], run[4]]
    moved["layout"][0]["runs"].append([10, 10, "DejaVuSans", 8.0, "nuevo"])
    del moved["layout"][0]["runs"][0]
    changes = diff(golden, moved)
    assert any(c.startswith(f"page 1: {run[4]!r} moved ({run[0]}, {run[1]})")
               and f"→ ({run[0] + 3}, {run[1]})" in c for c in changes)
    assert any(c.startswith("page 1: 'nuevo' is new at (10, 10)") for c in changes)
    gone = golden["layout"][0]["runs"][0][4]
    assert any(c.startswith(f"page 1: {gone!r} at") and c.endswith("is gone")
               for c in changes)
    assert diff(golden, golden) == []
    fewer = {"pages": 0, "layout": []}
    assert diff(golden, fewer)[0] == "page count: 1 → 0"


# --------------------------------------------------------------------------- match review header


def _sample_with_event(event: dict[str, object] | None) -> PageLayout:
    """The review of the shipped Kódem sample, its ``event`` block replaced, page 1."""
    import json

    from judge_app.games.loading import parse_log
    from judge_app.replay import Replay
    from judge_app.resources import resource_path

    raw = json.loads(resource_path("samples", "kodem", "batalla-violations.json")
                     .read_text(encoding="utf-8"))
    raw.pop("event", None)
    if event is not None:
        raw["event"] = event
    buffer = io.BytesIO()
    render_match_review(Replay(parse_log(json.dumps(raw), "muestra.json")), buffer,
                        printed_at=PRINTED)
    return read_layout(buffer.getvalue())[0]


def test_match_review_header_takes_the_date_from_the_log_and_shows_unknowns_as_dashes() -> None:
    page = _sample_with_event({"name": "Nacional", "round": 4, "table": 7,
                               "date": "2025-07-12"})
    assert "2025-07-12 · Kódem TCG 5.0 · Ronda 4 · Mesa 7" in page.texts()
    assert "Nacional" in page.texts()
    bare = _sample_with_event(None)  # a log without event: name, date and round unknown
    assert "Fecha: — · Kódem TCG 5.0 · Ronda —" in bare.texts()
    assert "muestra.json" in bare.texts() and "Página 1 de" in bare.texts()
