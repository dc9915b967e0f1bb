"""The written ruling of a penalty issued from an attached match log: its match review,
headed with the event's name, date, round and table (``log ruling``, the archive's
``rulings/``, the window's penalty tab)."""

from __future__ import annotations

import io
from dataclasses import replace
from typing import TYPE_CHECKING

from judge_app.reports.match_review import MatchReview, render_match_review

if TYPE_CHECKING:  # a type only: MatchLogService.ruling_pdf calls this module
    from judge_app.storage.matchlogs import MatchLogService

__all__ = ["ruling_pdf"]


def ruling_pdf(logs: MatchLogService, event_id: str, log_id: int, *, lang: str = "es",
               paper: str = "a4") -> tuple[bytes, int]:
    """The written ruling of an attached log as PDF, and its page count."""
    event = logs.event_summary(event_id)
    info = logs.attached_log(event_id, log_id)
    replay = logs.log_replay(event_id, log_id)
    review = replace(MatchReview.from_replay(replay), event_name=event.name,
                     round=info.round, table=info.table, date=event.date,
                     source=info.label(lang))
    out = io.BytesIO()
    pages = render_match_review(review, out, lang="en" if lang == "en" else "es", paper=paper)
    return out.getvalue(), pages
