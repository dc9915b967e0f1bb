"""Pairings by table and by name, read back from the PDF."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

from judge_app.reports.common import name_key
from judge_app.reports.pairings import (
    name_rows,
    pairing_rows,
    points_before,
    render_pairings,
    render_pairings_by_name,
)
from judge_app.tournament.model import EventSummary, GameScore, MatchRecord, Pairing, Player
from tests.reports.conftest import PRINTED

Reader = Callable[[Path | bytes], list[str]]


def _round(players: list[Player]) -> list[Pairing]:
    ids = [p.id for p in players]
    pairs = [Pairing(i // 2 + 1, ids[i], ids[i + 1]) for i in range(0, len(ids) - 1, 2)]
    if len(ids) % 2:
        pairs.append(Pairing(len(pairs) + 1, ids[-1], None))
    return pairs


def test_pairings_by_table_lists_tables_points_and_the_bye(
        tmp_path: Path, event: EventSummary, players: list[Player], read: Reader) -> None:
    players = players[:9]  # odd: one bye
    out = tmp_path / "pairings.pdf"
    pages = render_pairings(event, 3, _round(players), players, out,
                            points={"P01": 6, "P02": 3, "P09": 9}, printed_at=PRINTED)
    assert pages == 1
    (text,) = read(out)
    lines = text.splitlines()
    assert "Emparejamientos por mesa" in text
    assert "Regional CDMX" in text and "2025-06-01" in text and "Ronda 3" in text
    assert "Impreso 2025-06-01 10:30" in text and "Página 1 de 1" in text
    # table 1: <b>Ana & Co</b> (6 points) against Álvaro Núñez (3 points), printed literally
    i = lines.index("<b>Ana & Co</b>")
    assert lines[i - 1:i + 4] == ["1", "<b>Ana & Co</b>", "6", "Álvaro Núñez", "3"]
    assert "王小明" in text and "Иван Петров" in text and "김민준" in text
    # the bye is the last row, at no table: P09 with 9 points
    j = lines.index("Nora Díaz")
    assert lines[j - 1:j + 3] == ["—", "Nora Díaz", "9", "— Bye —"]


def test_long_pairings_repeat_the_header_and_number_pages(
        event: EventSummary, read: Reader) -> None:
    players = [Player(f"X{i:03d}", f"Jugador {i:03d}") for i in range(240)]
    buffer = io.BytesIO()
    pages = render_pairings(event, 1, _round(players), players, buffer, lang="en",
                            printed_at=PRINTED)
    texts = read(buffer.getvalue())
    assert pages == len(texts) > 3
    tables_seen: list[int] = []
    for n, text in enumerate(texts, start=1):
        assert f"Page {n} of {pages}" in text
        assert "Regional CDMX" in text and "Round 1" in text and "Printed 2025-06-01 10:30" in text
        assert text.count("Player 1") == 1 and text.count("Player 2") == 1  # header on every page
        tables_seen += [int(t) for t in re.findall(r"^(\d+)$", text, re.M)
                        if not t.startswith("0")]
    assert sorted(set(tables_seen)) == list(range(1, 121))


def test_pairings_by_name_is_alphabetical_with_accents_folded(
        tmp_path: Path, event: EventSummary, players: list[Player], read: Reader) -> None:
    out = tmp_path / "by-name.pdf"
    pairings = _round(players)
    assert render_pairings_by_name(event, 3, pairings, players, out, printed_at=PRINTED) == 1
    (text,) = read(out)
    assert "Emparejamientos por nombre" in text
    lines = text.splitlines()
    start = lines.index("Rival") + 1
    rows = [lines[i:i + 4] for i in range(start, start + 4 * len(players), 4)]
    names = [r[0] for r in rows]
    assert sorted(names) == sorted(p.name for p in players)
    latin = ["Álvaro Núñez", "ana lópez", "Ñoño Pérez", "Nora Díaz", "Zoë Müller"]
    assert [n for n in names if n in latin] == latin
    # each row: name, points, table, rival — Zoë Müller (P03) plays table 2 against 王小明
    assert ["Zoë Müller", "0", "2", "王小明"] in rows
    assert ["王小明", "0", "2", "Zoë Müller"] in rows
    assert all(text.count(p.name) == 2 for p in players)  # once as a name, once as a rival


def test_rows_points_and_name_sorting() -> None:
    matches = [MatchRecord(1, 1, "a", "b", GameScore(2, 0)), MatchRecord(1, 2, "c", "d",
               GameScore(1, 1, 1)), MatchRecord(1, 3, "e", None),
               MatchRecord(2, 1, "a", "e", GameScore(0, 2)), MatchRecord(2, 2, "b", "c")]
    assert points_before(matches, 2) == {"a": 3, "b": 0, "c": 1, "d": 1, "e": 3}
    assert points_before(matches, 3)["e"] == 6
    players = [Player("a", "Émile"), Player("b", "eva"), Player("c", "Edu"), Player("e", "Ñu")]
    rows = pairing_rows([Pairing(2, "e", None), Pairing(1, "a", "b"), Pairing(3, "c", "zz")],
                        players, {"a": 3})
    assert [r.table for r in rows] == [1, 3, 2]  # the bye last
    assert rows[1].p2 is not None and rows[1].p2.name == "zz"  # unknown id prints as is
    assert [n.name for n in name_rows(rows)] == ["Edu", "Émile", "eva", "Ñu", "zz"]
    assert sorted(["Oscar", "óscar", "Ósca"], key=name_key) == ["Ósca", "Oscar", "óscar"]


def test_layout_rows_are_evenly_spaced_and_aligned(event: EventSummary) -> None:
    """A golden check of the geometry: each name starts at the same x, one row height apart."""
    from pypdf import PdfReader

    from judge_app.reports.pairings import ROW_HEIGHT

    players = [Player(f"L{i:02d}", f"Nombre {i:02d}") for i in range(20)]
    buffer = io.BytesIO()
    render_pairings(event, 1, _round(players), players, buffer, paper="letter",
                    printed_at=PRINTED)
    page = PdfReader(buffer).pages[0]
    assert (float(page.mediabox.width), float(page.mediabox.height)) == (612, 792)
    found: dict[str, tuple[float, float]] = {}

    def visit(text: str, cm: list[float], tm: list[float], *_: object) -> None:
        if text.startswith("Nombre "):
            x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
            y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
            found[text.strip()] = (round(x, 2), round(y, 2))

    page.extract_text(visitor_text=visit)
    left = [found[f"Nombre {i:02d}"] for i in range(0, 20, 2)]   # player 1 column
    right = [found[f"Nombre {i:02d}"] for i in range(1, 20, 2)]  # player 2 column
    assert len({x for x, _ in left}) == 1 and len({x for x, _ in right}) == 1
    assert left[0][0] < right[0][0]
    gaps = {round(a[1] - b[1], 2) for a, b in pairwise(left)}
    assert gaps == {round(ROW_HEIGHT, 2)}
    assert [y for _, y in left] == [y for _, y in right]


def test_a_name_too_long_for_its_column_prints_whole_and_wraps_at_full_size(
        event: EventSummary, read: Reader) -> None:
    from tests.reports.layout import read_layout

    long_name = "María de los Ángeles Guadalupe Fernández de Córdoba y Montenegro-Valenzuela"
    players = [Player("a", long_name), Player("b", "Bea"), Player("c", "Ceci")]
    buffer = io.BytesIO()
    render_pairings_by_name(event, 1, [Pairing(1, "a", "b"), Pairing(2, "c", None)], players,
                            buffer)
    text = read(buffer.getvalue())[0]
    assert " ".join(text.split()).count(long_name) == 2  # whole, over several lines
    (page,) = read_layout(buffer.getvalue())
    pieces = [r for r in page.runs if r.text in long_name and len(r.text) > 3]
    assert len(pieces) > 2 and {r.size for r in pieces} == {15}
    # the rows grew to hold the lines: Ceci's row (between the two) overlaps neither
    first, second = pieces[:len(pieces) // 2], pieces[len(pieces) // 2:]
    (ceci,) = [r for r in page.runs if r.text == "Ceci"]
    assert min(r.y for r in first) - 15 > ceci.y > max(r.y for r in second) + 15
