"""Shared data for the report tests: an event, players with hard names, a PDF reader."""

from __future__ import annotations

import io
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import pytest
from pypdf import PdfReader

from judge_app.tournament.model import EventSummary, Player

PRINTED = datetime(2025, 6, 1, 10, 30)

#: Names that must print exactly: markup characters, accents, other scripts.
HARD_NAMES = ["<b>Ana & Co</b>", "Álvaro Núñez", "Zoë Müller", "王小明", "Иван Петров",
              "김민준", "Ñoño Pérez", "ana lópez", "Nora Díaz", "=cmd|' /C calc'!A0"]


@pytest.fixture
def event() -> EventSummary:
    return EventSummary("ev1", "Regional CDMX", "kodem", "2025-06-01", current_round=3)


@pytest.fixture
def players() -> list[Player]:
    return [Player(f"P{i:02d}", name) for i, name in enumerate(HARD_NAMES, start=1)]


def read_pages(source: Path | bytes) -> list[str]:
    """The text of every page of a PDF file or bytes."""
    reader = PdfReader(io.BytesIO(source) if isinstance(source, bytes) else source)
    return [page.extract_text() for page in reader.pages]


@pytest.fixture
def read() -> Callable[[Path | bytes], list[str]]:
    """``read(path_or_bytes)`` → the text of each page."""
    return read_pages
