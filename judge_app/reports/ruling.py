"""The written ruling of a penalty issued from an attached match log: its match review,
headed with the event's name, date, round and table (``log ruling``, the archive's
``rulings/``, the window's penalty tab).

:func:`render_ruling` renders what was read (the window reads it through its operations
layer and renders here, so storage renders nothing: issue 21 §5); :func:`ruling_pdf` reads
it from a match-log service first (the CLI, the archive)."""

from __future__ import annotations

import io
from dataclasses import replace
from typing import TYPE_CHECKING

from judge_app.reports.match_review import MatchReview, render_match_review

if TYPE_CHECKING:  # types only: storage never imports this module
    from judge_app.replay import Replay
    from judge_app.storage.matchlogs import AttachedLog, MatchLogService
    from judge_app.tournament.model import EventSummary

__all__ = ["render_ruling", "ruling_pdf"]


def render_ruling(event: EventSummary, info: AttachedLog, replay: Replay, *,
                  lang: str = "es", paper: str = "a4") -> tuple[bytes, int]:
    """The written ruling of an attached log (``info``, replayed as ``replay``) of ``event``
    as PDF, and its page count."""
    review = replace(MatchReview.from_replay(replay), event_name=event.name,
                     round=info.round, table=info.table, date=event.date,
                     source=info.label(lang))
    out = io.BytesIO()
    pages = render_match_review(review, out, lang="en" if lang == "en" else "es", paper=paper)
    return out.getvalue(), pages


def ruling_pdf(logs: MatchLogService, event_id: str, log_id: int, *, lang: str = "es",
               paper: str = "a4") -> tuple[bytes, int]:
    """The written ruling of attached log ``log_id``, read from ``logs``: see
    :func:`render_ruling`."""
    return render_ruling(logs.event_summary(event_id), logs.attached_log(event_id, log_id),
                         logs.log_replay(event_id, log_id), lang=lang, paper=paper)
