"""The catalogue of an event's printed documents: one entry per report, used by the command
line, the window and the event archive, so each gathers the event's data in one place.

A new report is one module in :mod:`judge_app.reports` plus one :class:`ReportSpec` here.

>>> [spec.key for spec in EVENT_REPORTS]  # doctest: +NORMALIZE_WHITESPACE
['pairings', 'pairings-by-name', 'standings', 'slips', 'penalties', 'judge-calls', 'players',
 'bracket', 'portal-codes']
>>> report_spec("standings").formats
('pdf', 'csv')
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from judge_app.reports import csv_export
from judge_app.reports.common import Lang
from judge_app.reports.csv_export import CsvStyle
from judge_app.tournament.model import MatchRecord, StandingRow

if TYPE_CHECKING:
    from judge_app.storage.service import EventService


@dataclass(frozen=True)
class Built:
    """A report made: its bytes, the pages of a PDF (``None`` for CSV)."""

    data: bytes
    pages: int | None


@dataclass(frozen=True)
class ReportSpec:
    """One printed document of an event.

    ``needs_round``: it is about one round (the current one by default);
    ``build(service, event_id, round_no, fmt, lang, paper, csv_style)`` makes it.
    """

    key: str
    formats: tuple[str, ...]
    needs_round: bool
    build: Callable[[EventService, str, int | None, str, Lang, str, CsvStyle], Built]
    title: tuple[str, str]
    #: Whether the event archive carries it (not the players' secret portal codes).
    archived: bool = True
    #: The same build taking the players' portal's address last (printed with its QR code);
    #: ``None``: the report does not carry it.
    with_portal: Callable[[EventService, str, int | None, str, Lang, str, CsvStyle, str],
                          Built] | None = None

    def make(self, service: EventService, event_id: str, round_no: int | None, fmt: str,
             lang: Lang, paper: str, style: CsvStyle, portal_url: str = "") -> Built:
        """Build it; ``portal_url`` (the portal runs, or the judge gave its address) is
        printed by the reports that carry it (pairings by name, slips), ignored by the
        others."""
        if portal_url and self.with_portal is not None:
            return self.with_portal(service, event_id, round_no, fmt, lang, paper, style,
                                    portal_url)
        return self.build(service, event_id, round_no, fmt, lang, paper, style)


def _csv(write: Callable[[io.StringIO], None], style: CsvStyle) -> Built:
    text = io.StringIO(newline="")
    write(text)
    return Built(text.getvalue().encode("utf-8-sig" if style.bom else "utf-8"), None)


class NoSuchRound(LookupError):
    """A report asked for a round the event has not paired (says why in both languages)."""

    def __init__(self, en: str, es: str) -> None:
        super().__init__(en)
        self.message_en, self.message_es = en, es

    def message(self, lang: str = "es") -> str:
        """The reason in Spanish (``es``) or English (``en``)."""
        return self.message_en if lang == "en" else self.message_es


def _round_of(service: EventService, event_id: str, round_no: int | None) -> int:
    event = service.event_summary(event_id)
    number = round_no if round_no is not None else event.current_round
    if number < 1 or number > max(event.current_round, 0):
        raise NoSuchRound(f"event {event_id!r} has no round {number} "
                          f"(rounds paired: {event.current_round})",
                          f"el evento {event_id!r} no tiene ronda {number} "
                          f"(rondas emparejadas: {event.current_round})")
    return number


def _draft(service: EventService, event_id: str, number: int) -> bool:
    """Whether the round is not published yet: its pairings print "BORRADOR / DRAFT"."""
    from judge_app.storage.floor import round_published

    return not round_published(service, event_id, number)


Build = Callable[["EventService", str, int | None, str, Lang, str, CsvStyle], Built]


class _PortalBuild(Protocol):
    """A build that also takes the players' portal's address (a :data:`Build` without it)."""

    def __call__(self, service: EventService, event_id: str, round_no: int | None, fmt: str,
                 lang: Lang, paper: str, style: CsvStyle, portal_url: str = "", /) -> Built:
        ...


def _pairings(by_name: bool) -> _PortalBuild:
    def build(service: EventService, event_id: str, round_no: int | None, fmt: str,
              lang: Lang, paper: str, style: CsvStyle, portal_url: str = "") -> Built:
        from judge_app.reports.pairings import (
            pairing_rows,
            render_pairings,
            render_pairings_by_name,
        )

        number = _round_of(service, event_id, round_no)
        event = service.event_summary(event_id)
        players = service.players(event_id)
        matches = service.matches(event_id, number)
        # match points are the Swiss ones (a top-cut win adds none) before the round: the
        # standings' (kept between reads), not every match of the event read again
        last_swiss = service.last_swiss_round(event_id)
        points = {r.player: r.points
                  for r in service.standings(event_id, min(number - 1, last_swiss))}
        stage = _stage(number, last_swiss, matches, lang)
        if fmt == "csv":
            rows = pairing_rows(matches, players, points)
            writer = csv_export.pairings_by_name_csv if by_name else csv_export.pairings_csv
            return _csv(lambda f: writer(rows, number, f, style), style)
        pdf = io.BytesIO()
        from judge_app.storage.certificates import certificate_of

        cert = certificate_of(service, event_id, number)  # `round verify` checks it
        if by_name:
            pages = render_pairings_by_name(
                event, number, matches, players, pdf, points=points, lang=lang, paper=paper,
                draft=_draft(service, event_id, number), stage=stage,
                certificate="" if cert is None else cert.inputs_hash, portal_url=portal_url)
        else:
            pages = render_pairings(event, number, matches, players, pdf, points=points,
                                    lang=lang, paper=paper,
                                    draft=_draft(service, event_id, number), stage=stage,
                                    certificate="" if cert is None else cert.inputs_hash)
        return Built(pdf.getvalue(), pages)
    return build


def _stage(number: int, last_swiss: int, matches: list[MatchRecord], lang: Lang) -> str:
    """A bracket round's name for the header ("Final"), or "" for a Swiss round."""
    from judge_app.tournament.topcut import round_name

    return round_name(2 * len(matches), lang) if number > last_swiss else ""


def _standings(service: EventService, event_id: str, round_no: int | None, fmt: str,
               lang: Lang, paper: str, style: CsvStyle) -> Built:
    from judge_app.reports.standings import render_standings

    event = service.event_summary(event_id)
    if round_no is None and service.last_swiss_round(event_id) < event.current_round:
        # during the top cut the standings are the Swiss ones: say after which round
        round_no = service.last_swiss_round(event_id)
    rows = service.standings(event_id, round_no)
    if fmt == "csv":
        return _csv(lambda f: csv_export.standings_csv(rows, event.profile, f, style), style)
    pdf = io.BytesIO()
    pages = render_standings(event, rows, pdf, round_no=round_no, lang=lang, paper=paper,
                             places=_final_places(service, event_id, rows))
    return Built(pdf.getvalue(), pages)


def _final_places(service: EventService, event_id: str,
                  rows: list[StandingRow]) -> dict[str, tuple[int, int]]:
    """After a finished top cut, each player's final place (champion first); else empty."""
    from judge_app.tournament.workspace import final_places

    event = service.event_summary(event_id)
    last_swiss = service.last_swiss_round(event_id)
    if event.current_round <= last_swiss:
        return {}
    bracket = [service.matches(event_id, r) for r in range(last_swiss + 1,
                                                            event.current_round + 1)]
    return final_places(bracket, service.champion(event_id), [r.player for r in rows])


def _slips(service: EventService, event_id: str, round_no: int | None, fmt: str,
           lang: Lang, paper: str, style: CsvStyle, portal_url: str = "") -> Built:
    from judge_app.reports.slips import render_slips

    number = _round_of(service, event_id, round_no)
    event = service.event_summary(event_id)
    matches = service.matches(event_id, number)
    pdf = io.BytesIO()
    pages = render_slips(event, number, matches, service.players(event_id), pdf, lang=lang,
                         paper=paper, draft=_draft(service, event_id, number),
                         stage=_stage(number, service.last_swiss_round(event_id), matches,
                                      lang), portal_url=portal_url)
    return Built(pdf.getvalue(), pages)


def _penalties(service: EventService, event_id: str, round_no: int | None, fmt: str,
               lang: Lang, paper: str, style: CsvStyle) -> Built:
    from judge_app.reports.penalties import render_penalties
    from judge_app.storage.matchlogs import MatchLogService

    event = service.event_summary(event_id)
    pdf = io.BytesIO()
    pages = render_penalties(event, service.penalties(event_id, round=round_no),
                             service.players(event_id), pdf, round_no=round_no, lang=lang,
                             paper=paper, rulings=MatchLogService(service.url).rulings(event_id))
    return Built(pdf.getvalue(), pages)


def _judge_calls(service: EventService, event_id: str, round_no: int | None, fmt: str,
                 lang: Lang, paper: str, style: CsvStyle) -> Built:
    from judge_app.reports.judge_calls import render_judge_calls
    from judge_app.storage.floor import FloorService

    event = service.event_summary(event_id)
    calls = FloorService(service.url).calls(event_id, round_no)
    pdf = io.BytesIO()
    pages = render_judge_calls(event, calls, service.players(event_id), pdf, round_no=round_no,
                               lang=lang, paper=paper)
    return Built(pdf.getvalue(), pages)


def _players(service: EventService, event_id: str, round_no: int | None, fmt: str,
             lang: Lang, paper: str, style: CsvStyle) -> Built:
    players = service.players(event_id)
    return _csv(lambda f: csv_export.players_csv(players, f, style), style)


def _bracket(service: EventService, event_id: str, round_no: int | None, fmt: str,
             lang: Lang, paper: str, style: CsvStyle) -> Built:
    from judge_app.reports.bracket import render_bracket

    event = service.event_summary(event_id)
    last_swiss = service.last_swiss_round(event_id)
    tops = [service.matches(event_id, r) for r in range(last_swiss + 1, event.current_round + 1)]
    names = {p.id: p.name for p in service.players(event_id)}
    pdf = io.BytesIO()
    pages = render_bracket(event, tops, names, pdf, champion=service.champion(event_id),
                           lang=lang, paper=paper)
    return Built(pdf.getvalue(), pages)


def _portal_codes(service: EventService, event_id: str, round_no: int | None, fmt: str,
                  lang: Lang, paper: str, style: CsvStyle) -> Built:
    """The players' portal codes as strips to hand out; players without a code get one
    (audited: how many, never the codes)."""
    from judge_app.portal.store import PortalService
    from judge_app.reports.portal_codes import render_portal_codes

    codes = PortalService(service.url).codes(event_id)  # first: the seal printed follows it
    event = service.event_summary(event_id)
    pdf = io.BytesIO()
    pages = render_portal_codes(event, [(c.player, c.name, c.code) for c in codes], pdf,
                                lang=lang, paper=paper)
    return Built(pdf.getvalue(), pages)


_BY_NAME = _pairings(True)

EVENT_REPORTS: tuple[ReportSpec, ...] = (
    ReportSpec("pairings", ("pdf", "csv"), True, _pairings(False),
               ("Emparejamientos por mesa", "Pairings by table")),
    ReportSpec("pairings-by-name", ("pdf", "csv"), True, _BY_NAME,
               ("Emparejamientos por nombre", "Pairings by name"), with_portal=_BY_NAME),
    ReportSpec("standings", ("pdf", "csv"), False, _standings,
               ("Clasificación", "Standings")),
    ReportSpec("slips", ("pdf",), True, _slips, ("Hojas de resultado", "Match slips"),
               with_portal=_slips),
    ReportSpec("penalties", ("pdf",), False, _penalties, ("Penalizaciones", "Penalties")),
    ReportSpec("judge-calls", ("pdf",), False, _judge_calls,
               ("Llamadas a juez", "Judge calls")),
    ReportSpec("players", ("csv",), False, _players, ("Jugadores", "Players")),
    ReportSpec("bracket", ("pdf",), False, _bracket,
               ("Cuadro del corte final", "Top-cut bracket")),
    ReportSpec("portal-codes", ("pdf",), False, _portal_codes,
               ("Códigos del portal de jugadores", "Players' portal codes"), archived=False),
)


def report_spec(key: str) -> ReportSpec:
    """The catalogue entry of ``key`` (``KeyError`` naming the known ones)."""
    for spec in EVENT_REPORTS:
        if spec.key == key:
            return spec
    raise KeyError(f"no report {key!r} (known: {', '.join(s.key for s in EVENT_REPORTS)})")
