"""Long names are never printed below a readable size (issue 23 §5): the standings and the
bracket wrap a name too long for its column instead of shrinking it to about 4 pt."""

from __future__ import annotations

import io

from judge_app.reports.bracket import render_bracket
from judge_app.reports.common import MIN_NAME_SIZE
from judge_app.reports.standings import render_standings
from judge_app.tournament.model import EventSummary, GameScore, MatchRecord, StandingRow
from tests.reports.layout import read_layout

LONG = "María Fernanda Gutiérrez de la Torre Sánchez y Villaseñor de Montes"
EVENT = EventSummary("ev-1", "Regional", "kodem", "2026-12-02", "mtg", 5)


def _sizes(data: bytes, word: str) -> list[float]:
    return [r.size for page in read_layout(data) for r in page.runs if word in r.text]


def test_the_standings_wrap_a_long_name_and_lead_with_the_champion() -> None:
    rows = [StandingRow(1, "P002", "Beto", 9, 3, 0, 0, {"omw": 0.5, "gw": 0.6, "ogw": 0.5}),
            StandingRow(2, "P001", LONG, 6, 2, 1, 0, {"omw": 0.5, "gw": 0.6, "ogw": 0.5})]
    out = io.BytesIO()
    render_standings(EVENT, rows, out, lang="en", places={"P001": (1, 1), "P002": (2, 2)})
    sizes = _sizes(out.getvalue(), "Gutiérrez") + _sizes(out.getvalue(), "Villaseñor")
    assert sizes and min(sizes) >= MIN_NAME_SIZE
    text = "".join(r.text for page in read_layout(out.getvalue()) for r in page.runs)
    assert text.index("Champion") < text.index("Finalist")


def test_the_bracket_wraps_a_long_name() -> None:
    semis = [MatchRecord(4, 1, "P001", "P004", GameScore(2, 0)),
             MatchRecord(4, 2, "P002", "P003", GameScore(2, 1))]
    final = [MatchRecord(5, 1, "P001", "P002", GameScore(2, 0))]
    names = {"P001": LONG, "P002": "Beto", "P003": "Caro", "P004": "Dani"}
    out = io.BytesIO()
    render_bracket(EVENT, [semis, final], names, out, champion="P001", lang="en")
    sizes = _sizes(out.getvalue(), "Gutiérrez") + _sizes(out.getvalue(), "(P001)")
    assert sizes and min(sizes) >= MIN_NAME_SIZE


def test_a_slip_prints_a_long_name_on_two_readable_lines() -> None:
    from judge_app.reports.slips import SLIP_NAME_MIN, render_slips
    from judge_app.tournament.model import Player

    players = [Player("P001", LONG), Player("P002", "Beto")]
    out = io.BytesIO()
    render_slips(EVENT, 1, [MatchRecord(1, 1, "P001", "P002")], players, out, lang="es")
    sizes = _sizes(out.getvalue(), "Gutiérrez") + _sizes(out.getvalue(), "Montes")
    assert len(sizes) == 2 and min(sizes) >= SLIP_NAME_MIN  # two lines, neither shrunk
