"""The standings of one Play! Pokémon age division, printed (``report standings
--division``): the rows are the storage's (:func:`judge_app.storage.imports.division_standings`),
the rendering is here, so storage renders nothing (issue 21 §5)."""

from __future__ import annotations

import io
from dataclasses import replace
from typing import Any

from judge_app.reports.csv_export import CsvStyle, standings_csv
from judge_app.reports.standings import render_standings
from judge_app.storage.errors import TournamentError
from judge_app.storage.imports import DIVISION_TITLES, division_standings, divisions
from judge_app.storage.service import EventService

__all__ = ["division_standings_report"]


def division_standings_report(svc: EventService, event_id: str, round_no: int | None,
                              division: str, fmt: str, lang: str = "es", paper: str = "a4",
                              style: Any = None) -> tuple[bytes, int | None]:
    """The standings of one age division as PDF or CSV (bytes, pages): ranked 1..n among
    its players, the event's name followed by the division's on the printed heading."""
    event = svc.event_summary(event_id)
    of = divisions(svc, event_id)
    if division not in DIVISION_TITLES or division not in of.values():
        present = ", ".join(sorted({d for d in of.values() if d})) or "none"
        raise TournamentError(f"event {event_id!r} has no player in the {division!r} division "
                              f"(its divisions: {present})",
                              field="division",
                              es=f"el evento {event_id!r} no tiene jugadores en la división "
                                 f"{division!r}")
    rows = division_standings(svc.standings(event_id, round_no), of, division)
    if fmt == "csv":
        chosen = style if isinstance(style, CsvStyle) else CsvStyle()
        text = io.StringIO(newline="")
        standings_csv(rows, event.profile, text, chosen)
        return text.getvalue().encode("utf-8-sig" if chosen.bom else "utf-8"), None
    title = DIVISION_TITLES[division][1 if lang == "en" else 0]
    pdf = io.BytesIO()
    pages = render_standings(replace(event, name=f"{event.name} — {title}"), rows, pdf,
                             round_no=round_no, lang="en" if lang == "en" else "es",
                             paper=paper)
    return pdf.getvalue(), pages
