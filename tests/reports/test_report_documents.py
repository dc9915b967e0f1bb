"""Standings, slips, penalties and the match review, read back from the PDF."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from judge_app.games.base import BoardView, CardView, PlayerView, ZoneView
from judge_app.reports.common import RuleText, markup, rulebook_lookup
from judge_app.reports.match_review import MatchReview, ReviewItem, render_match_review
from judge_app.reports.penalties import render_penalties
from judge_app.reports.slips import render_slips
from judge_app.reports.standings import render_standings
from judge_app.tournament.model import (
    EventSummary,
    Pairing,
    Penalty,
    PenaltyKind,
    Player,
    Profile,
    StandingRow,
)
from judge_app.violations import Citation, Severity, Violation, violation
from tests.reports.conftest import PRINTED

Reader = Callable[[Path | bytes], list[str]]


def flat(text: str) -> str:
    """The text with every run of whitespace (wrapped lines) as one space."""
    return " ".join(text.split())


def _standings(players: list[Player]) -> list[StandingRow]:
    rows = []
    for i, p in enumerate(players):
        wins = max(0, 3 - i // 3)
        rows.append(StandingRow(i + 1, p.id, p.name, 3 * wins, wins, 3 - wins, 0,
                                {"omw": 0.6667 - i / 100, "gw": 0.5, "ogw": 1 / 3},
                                dropped=p.id == "P05"))
    return rows


def test_standings_show_record_points_tiebreakers_and_drops(
        tmp_path: Path, event: EventSummary, players: list[Player], read: Reader) -> None:
    out = tmp_path / "standings.pdf"
    assert render_standings(event, _standings(players), out, printed_at=PRINTED) == 1
    (text,) = read(out)
    lines = text.splitlines()
    assert "Clasificación" in text and "Ronda 3" in text and "Página 1 de 1" in text
    for title in ("Pos.", "Jugador", "Puntos", "G-P-E", "OMW%", "GW%", "OGW%"):
        assert title in lines
    i = lines.index("<b>Ana & Co</b>")
    assert lines[i - 1:i + 6] == ["1", "<b>Ana & Co</b>", "9", "3-0-0", "66.67%", "50.00%",
                                  "33.33%"]
    assert "Иван Петров (baja)" in lines  # P05 dropped
    assert "(baja): el jugador abandonó el torneo." in text


def test_standings_columns_follow_the_profile(tmp_path: Path, event: EventSummary,
                                             read: Reader) -> None:
    chess = EventSummary("ev2", "Open", "kodem", "2025-06-02", Profile.BUCHHOLZ, 5)
    rows = [StandingRow(1, "a", "Ana", 12, 4, 1, 0, {"buchholz": 14.5, "sb": 9.25}),
            StandingRow(2, "b", "Beto", 9, 3, 2, 0, {"buchholz": 15, "sb": 7})]
    out = tmp_path / "s.pdf"
    render_standings(chess, rows, out, round_no=4, lang="en", printed_at=PRINTED)
    (text,) = read(out)
    assert "Standings" in text and "Round 4" in text and "OMW%" not in text
    lines = text.splitlines()
    assert lines[lines.index("Ana") - 1:lines.index("Ana") + 5] == [
        "1", "Ana", "12", "4-1-0", "14.5", "9.25"]
    assert "Buchholz" in lines and "S-B" in lines


def test_slips_one_per_table_four_a_page_and_the_byes_apart(
        tmp_path: Path, event: EventSummary, read: Reader) -> None:
    players = [Player(f"Q{i}", f"Jugadora {i}") for i in range(19)]
    pairings = [Pairing(t + 1, f"Q{2 * t}", f"Q{2 * t + 1}") for t in range(9)]
    pairings.append(Pairing(10, "Q18", None))
    out = tmp_path / "slips.pdf"
    pages = render_slips(event, 2, pairings, players, out, printed_at=PRINTED)
    texts = read(out)
    assert pages == len(texts) == 3  # 9 slips at 4 a page; the byes fit after the last one
    joined = "\n".join(texts)
    for t in range(1, 10):
        assert joined.count(f"Mesa {t}\n") == 1
    assert "Mesa 10\n" not in joined  # no slip for the bye
    assert joined.count("Juegos ganados") == 9 and joined.count("Juegos empatados") == 9
    assert joined.count("Firma") == 18 and joined.count("✂") == 9
    assert [len([ln for ln in t.splitlines() if ln.startswith("Mesa ")]) for t in texts] == [
        4, 4, 1]
    last = texts[-1].splitlines()
    # the bye sits at no table: its player and id, no table number
    assert "Byes" in last and last[last.index("Jugadora 18") + 1] == "Q18"
    assert "10" not in last
    assert joined.count("Me retiro") == 18  # a drop box for each player of each slip
    assert all(f"Página {n} de 3" in t for n, t in enumerate(texts, 1))
    assert all("Regional CDMX" in t and "Ronda 2" in t for t in texts)


def _penalties() -> list[Penalty]:
    return [
        Penalty("P01", 1, "Ataca con una carta en descanso", PenaltyKind.WARNING,
                Citation("kodem-5.0", "5.1"), judge="Lucía <i>", note="Primera & única"),
        Penalty("P02", 2, "Equipa fuera de la Fase de Equipo", PenaltyKind.TURN_LOSS,
                Citation("kodem-5.0", "5/equipo"), judge="HJ Marta"),
        Penalty("P04", 2, "Carta vista por error", PenaltyKind.CARD_TO_EXTINCTION,
                Citation("kodem-5.0", "99.9"), judge="HJ Marta"),
    ]


def test_penalty_report_cites_the_section_title(
        tmp_path: Path, event: EventSummary, players: list[Player], read: Reader) -> None:
    out = tmp_path / "penalties.pdf"
    assert render_penalties(event, _penalties(), players, out, printed_at=PRINTED) == 1
    text = flat(read(out)[0])
    assert "Informe de penalizaciones" in text and "Todas las rondas" in text
    # the judge's words: the rulebook's and the section's titles, never the ids (issue 23 §11)
    assert "Kódem TCG 5.0 §5.1 Descansos" in text
    assert "Kódem TCG 5.0 §5 Fase de Equipo" in text
    assert "Kódem TCG 5.0 §99.9 (sección desconocida)" in text
    assert "kodem-5.0" not in text and "5/equipo" not in text
    for expected in ("<b>Ana & Co</b>", "Advertencia", "Pérdida de turno", "Carta en Extinción",
                     "Lucía <i>", "Primera & única", "HJ Marta", "王小明", "Total: 3"):
        assert expected in text
    assert PdfReader(out).pages[0].mediabox.width > PdfReader(out).pages[0].mediabox.height


def test_penalty_report_prints_table_judge_and_the_attached_ruling(
        tmp_path: Path, event: EventSummary, players: list[Player], read: Reader) -> None:
    pens = [replace(p, id=i, table=t) for i, (p, t) in enumerate(
        zip(_penalties(), (4, None, 17), strict=True), start=1)]
    out = tmp_path / "penalties.pdf"
    render_penalties(event, pens, players, out, printed_at=PRINTED, rulings={1: 9})
    page = read(out)[0]
    text = flat(page)
    assert "Mesa" in text and "Juez" in text
    assert "Resolución adjunta: registro 9" in text and text.count("Resolución adjunta") == 1
    # round, table, then the player: a penalty without a table leaves its cell empty
    assert "Nota 1 4 <b>Ana & Co</b> P01" in text
    assert "2 Álvaro Núñez" in text or "2 Zoë Müller" in text
    assert " 2 17 " in text
    render_penalties(event, pens, players, out, lang="en", printed_at=PRINTED,
                     rulings={3: 5})
    text = flat(read(out)[0])
    assert "Table" in text and "Judge" in text and "Ruling attached: log 5" in text


def test_penalty_report_filters_by_round(tmp_path: Path, event: EventSummary,
                                         players: list[Player], read: Reader) -> None:
    out = tmp_path / "r2.pdf"
    render_penalties(event, _penalties(), players, out, round_no=2, lang="en",
                     lookup=lambda c: RuleText("Title of " + c.section, ""),
                     printed_at=PRINTED)
    text = flat(read(out)[0])
    assert "Round 2" in text and "Ataca con una carta" not in text
    assert "Turn loss" in text and "Card to Extinción" in text and "Total: 2" in text
    assert "Title of 5/equipo" in text
    out1 = tmp_path / "r7.pdf"
    render_penalties(event, _penalties(), players, out1, round_no=7, printed_at=PRINTED)
    assert "Sin penalizaciones." in read(out1)[0]


def _board() -> BoardView:
    ozet = CardView("ozet1", "Ozet, Amante Lunar", "ozet", "adendei", life=4, max_life=6,
                    rests=1, damage=2, marks=("quemar",), highlighted=True,
                    equipment=(CardView("ceiba", "Ceiba", kind="ixim"),))
    p1 = PlayerView("P1", "<b>Ana & Co</b>", (
        ZoneView("main", "Zona Principal", (ozet, None, CardView("dagg", "Dagg", hidden=True)),
                 slot_labels=("M1", "M2", "M3")),
        ZoneView("extinction", "Extinción", (CardView("x1", "Cretus"),), stacked=True),
    ), summary=(("Extinción", "1"),), active=True)
    p2 = PlayerView("P2", "王小明", (
        ZoneView("main", "Zona Principal", (CardView("tekei", "Tekei", life=12, max_life=12),),
                 slot_labels=("M1",)),))
    return BoardView("kodem", 5, "batalla", "P1", (p1, p2))


def _review(violations: list[Violation]) -> MatchReview:
    items = tuple(ReviewItem(v, "<b>Ana & Co</b>" if v.player == "P1" else "",
                             rulebook_lookup(v.citation),
                             rulebook_lookup(Citation(v.rulebook, v.penalty))
                             if v.penalty else None, _board()) for v in violations)
    return MatchReview("partida.json", "kodem", "standard", "Regional CDMX", 3, 12,
                       (("P1", "<b>Ana & Co</b>"), ("P2", "王小明")), 57, items)


def test_match_review_prints_violations_rules_messages_and_board(
        tmp_path: Path, read: Reader) -> None:
    found = [
        violation(23, "P1", "kodem-5.0", "5.1", "Ataca con Ozet en descanso.",
                  "Ozet attacks while resting.", penalty="6.7-P1"),
        violation(23, "P1", "kodem-5.0", "6.7-G16", "Actualización de descansos olvidada.",
                  "Forgotten rest update.", severity=Severity.WARNING),
    ]
    out = tmp_path / "review.pdf"
    pages = render_match_review(_review(found), out, printed_at=PRINTED)
    texts = read(out)
    assert pages == len(texts)
    text = flat("\n".join(texts))
    assert "Revisión de partida" in text and "Mesa 12" in text and "Ronda 3" in text
    assert "Infracciones detectadas: 2" in text
    assert ("Evento n.º 23 — <b>Ana & Co</b> (P1) — Kódem TCG 5.0 §5.1 Descansos [infracción]"
            in text)
    assert "kodem-5.0" not in text  # the rulebook by its title (issue 23 §11)
    assert "[aviso]" in text
    # the message in the report's language only (issue 23 §15), the rule's text and what
    # follows (6.7-P1)
    assert "Ataca con Ozet en descanso." in text and "Ozet attacks while resting" not in text
    assert "no podrá usar su ataque ni Activa" in text
    assert "Kódem TCG 5.0 §6.7-P1" in text
    # the board once for the event, both players' zones
    assert text.count("Estado de la mesa tras el evento 23") == 1
    assert "M1: Ozet, Amante Lunar [ozet1] (♥ 4/6, ⚔ 2, desc. 1, quemar) + Ceiba [ceiba]" in text
    assert "M2: —" in text and "M3: Dagg [dagg] (oculta)" in text
    assert "(1) Cretus [x1]" in text and "王小明 (P2)" in text and "M1: Tekei [tekei]" in text
    assert "Resolución del juez principal" in texts[-1]
    assert "Firma del juez principal" in texts[-1]
    assert all(f"Página {n} de {pages}" in t for n, t in enumerate(texts, 1))


def test_match_review_in_english_and_without_violations(tmp_path: Path, read: Reader) -> None:
    v = violation(0, None, "kodem-5.0", "4", "Mazo ilegal.", "Illegal deck.")
    out = tmp_path / "en.pdf"
    render_match_review(_review([v]), out, lang="en", printed_at=PRINTED)
    text = flat("\n".join(read(out)))
    assert "Match review" in text and "Setup — Kódem TCG 5.0 §4" in text
    assert "Illegal deck." in text and "Mazo ilegal" not in text
    assert "Head judge's signature" in text
    clean = tmp_path / "clean.pdf"
    render_match_review(_review([]), clean, printed_at=PRINTED)
    text = "\n".join(read(clean))
    assert "El registro no tiene infracciones." in text and "Infracciones detectadas: 0" in text


@pytest.mark.parametrize("text", ["<b>Ana & Co</b>", "a<br/>b", "x</para>y", "&amp;"])
def test_markup_prints_any_text_literally(tmp_path: Path, text: str, read: Reader) -> None:
    review = MatchReview("f.json", "kodem", "standard", text, None, None, (("P1", text),), 0, ())
    out = tmp_path / "m.pdf"
    render_match_review(review, out, printed_at=PRINTED)
    assert f"{text} (P1)" in read(out)[0]
    assert "&lt;" in markup("<") and "<" not in markup("<")


def test_fonts_are_embedded_with_the_cjk_fallback_only_when_needed(
        tmp_path: Path, event: EventSummary, players: list[Player]) -> None:
    def fonts(path: Path) -> set[str]:
        found = set()
        for page in PdfReader(path).pages:
            resources: Any = page["/Resources"]
            for f in resources["/Font"].values():
                font = f.get_object()
                found.add(str(font["/BaseFont"]))
        return found

    with_cjk = tmp_path / "cjk.pdf"
    render_standings(event, _standings(players), with_cjk, printed_at=PRINTED)
    names = fonts(with_cjk)
    assert any("DejaVuSans" in n for n in names) and any("DroidSansFallback" in n for n in names)
    latin = tmp_path / "latin.pdf"
    render_standings(event, _standings(players[1:3]), latin, printed_at=PRINTED)
    assert not any("Droid" in n for n in fonts(latin))
