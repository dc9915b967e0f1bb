"""The printed files of an event archive, asked of the reports catalogue.

:mod:`judge_app.storage.archive` stores and never renders (issue 21 §5): it gets these
files from :func:`archived_documents`, and :func:`event_archive` is the whole archive —
every archived report of every round (``reports/…``), the standings after each Swiss
round, and the written ruling of each penalty issued from an attached log
(``rulings/…``).
"""

from __future__ import annotations

from judge_app.reports.catalogue import EVENT_REPORTS
from judge_app.reports.common import Lang
from judge_app.reports.csv_export import CsvStyle
from judge_app.reports.ruling import ruling_pdf
from judge_app.storage.archive import build_archive
from judge_app.storage.matchlogs import MatchLogService
from judge_app.storage.service import EventService

__all__ = ["archived_documents", "event_archive"]


def archived_documents(svc: EventService, event_id: str, lang: str = "es",
                       paper: str = "a4") -> dict[str, bytes]:
    """Every printed file of the event's archive: file name inside it → bytes."""
    language: Lang = "en" if lang == "en" else "es"
    summary = svc.event_summary(event_id)
    files: dict[str, bytes] = {}
    # reports: every round's, then the final ones
    for spec in (x for x in EVENT_REPORTS if x.archived):
        for fmt in spec.formats:
            if spec.needs_round:
                for number in range(1, summary.current_round + 1):
                    built = spec.build(svc, event_id, number, fmt, language, paper, CsvStyle())
                    files[f"reports/{spec.key}-round-{number}.{fmt}"] = built.data
            else:
                built = spec.build(svc, event_id, None, fmt, language, paper, CsvStyle())
                files[f"reports/{spec.key}.{fmt}"] = built.data
    standings = next(s for s in EVENT_REPORTS if s.key == "standings")
    for number in range(1, svc.last_swiss_round(event_id)):
        built = standings.build(svc, event_id, number, "pdf", language, paper, CsvStyle())
        files[f"reports/standings-after-round-{number}.pdf"] = built.data
    # each penalty's written ruling, as printed now from its attached log
    logs = MatchLogService(svc.url, station=svc.station)
    deleted = {p.id for p in svc.penalties(event_id, include_deleted=True) if p.deleted}
    for penalty_id, log_id in logs.rulings(event_id).items():
        if penalty_id not in deleted:
            pdf, _pages = ruling_pdf(logs, event_id, log_id, lang=language, paper=paper)
            files[f"rulings/penalty-{penalty_id}.pdf"] = pdf
    return files


def event_archive(svc: EventService, event_id: str, *, lang: str = "es",
                  paper: str = "a4") -> bytes:
    """The zip archive of an event (``event archive``), its reports and rulings printed."""
    return build_archive(svc, event_id, documents=archived_documents, lang=lang, paper=paper)
