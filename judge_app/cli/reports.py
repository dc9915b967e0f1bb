"""``judge-app report …``: printable PDFs of an event or a match, and CSV exports.

cli.md's commands, plus documented extensions (``pairings-by-name``,
``--round``, ``--format``, ``--lang``, ``--paper``, ``--json``)::

    judge-app report pairings|pairings-by-name|slips EVENT --out FILE [--round R]
    judge-app report standings EVENT --out FILE
    judge-app report penalties EVENT --out FILE.pdf [--round R]
    judge-app report match LOG --out FILE.pdf [--lang es|en]

``--out`` is written atomically and never over the database (or its
``-wal``/``-shm``/``-journal``) nor over an existing file without
``--force``; a symbolic link there is refused (:mod:`judge_app.output`).

The format follows the extension of ``--out`` (``.pdf`` or ``.csv``) unless
``--format pdf|csv`` says otherwise; CSV is offered for pairings (by table
or by name) and standings. ``--round`` defaults to the event's current
round. The command exits 0 once the file is written (also for a match
with violations: ``judge-app check`` is the command that grades a log).
"""

from __future__ import annotations

import argparse
import io
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge_app.cli.common import EXIT_OK, CliError, emit, lang_of, refused, say
from judge_app.reports.catalogue import EVENT_REPORTS as _CATALOGUE
from judge_app.reports.common import PAPER
from judge_app.reports.csv_export import CsvStyle
from judge_app.reports.match_review import render_match_review

if TYPE_CHECKING:
    from judge_app.storage.service import EventService
    from judge_app.violations import Lang

#: The event reports of the core's catalogue (judge_app.reports.catalogue), by key.
EVENT_REPORTS = tuple(spec.key for spec in _CATALOGUE)
CSV_REPORTS = tuple(spec.key for spec in _CATALOGUE if "csv" in spec.formats)
CSV_ONLY = tuple(spec.key for spec in _CATALOGUE if spec.formats == ("csv",))
WITH_ROUND = (*(spec.key for spec in _CATALOGUE if spec.needs_round), "penalties",
              "judge-calls")


def register(subparsers: Any) -> None:
    """Add the ``report`` group and its subcommands."""
    report = subparsers.add_parser(
        "report", help="printable reports (PDF) and CSV exports",
        description="Print pairings, standings, match slips, penalties or a match review.")
    sub = report.add_subparsers(dest="report_command", required=True,
                                metavar="{" + ",".join((*EVENT_REPORTS, "match")) + "}")
    for name in EVENT_REPORTS:
        p = sub.add_parser(name, help=_HELP.get(name, name))
        p.add_argument("event", metavar="EVENT", help="the event id printed by `event create`")
        _common_options(p, csv=name in CSV_REPORTS, pdf=name not in CSV_ONLY)
        if name in WITH_ROUND:
            p.add_argument("--round", type=int, metavar="R",
                           help="the round (default: the current round"
                                + ("; every round)" if name in ("penalties", "judge-calls")
                                   else ")"))
        if name in ("pairings-by-name", "slips"):
            p.add_argument("--portal-url", metavar="URL",
                           help="the players' portal's address (`portal serve` prints it), "
                                "printed with its QR code (docs/portal.md)")
        if name == "standings":
            p.add_argument("--division", choices=["junior", "senior", "masters"],
                           help="one age division only, ranked apart (events imported "
                                "from TOM; docs/interop.md)")
        p.set_defaults(handler=_event_report, report=name)
    match = sub.add_parser("match", help=_HELP["match"])
    match.add_argument("log", metavar="LOG", help="a match log file (match-log.md)")
    _common_options(match, csv=False)
    match.set_defaults(handler=_match_report, report="match")


_HELP = {
    "pairings": "pairings by table (PDF or CSV)",
    "pairings-by-name": "every player alphabetically with table and rival (PDF or CSV)",
    "standings": "standings with the profile's tiebreakers (PDF or CSV)",
    "slips": "match result slips, four a page, and the byes",
    "penalties": "every penalty with its rulebook citation",
    "judge-calls": "the judge calls of a round or of the event (docs/floor.md)",
    "players": "the registered players (CSV: the columns `player import` reads back)",
    "bracket": "the top-cut bracket: rounds by name, seeds, scores and the champion",
    "match": "the written review of a checked match log, for the head judge",
}


def _common_options(p: argparse.ArgumentParser, *, csv: bool, pdf: bool = True) -> None:
    formats = tuple(f for f, on in (("pdf", pdf), ("csv", csv)) if on)
    p.add_argument("--out", required=True, metavar="FILE",
                   help="the file to write (" + " or ".join(f".{f}" for f in formats) + ")")
    p.add_argument("--format", choices=formats,
                   help="pdf or csv (default: from the extension of --out)" if len(formats) > 1
                   else f"{formats[0]} (the only format of this report)")
    p.add_argument("--lang", choices=("es", "en"), default=None,
                   help="language of the printed labels (default es) and of this command's "
                        "lines (default: JUEZ_LANG or the locale)")
    if csv:
        p.add_argument("--headers", choices=("en", "es"), default="en",
                       help="CSV: language of the header row (default en)")
        p.add_argument("--delimiter", choices=(",", ";"), default=",",
                       help="CSV: the separator; ';' (a Spanish-language spreadsheet) also "
                            "writes decimals with a comma (default ,)")
        p.add_argument("--no-bom", action="store_true",
                       help="CSV: no byte-order mark at the start (some tools want none)")
    p.add_argument("--paper", choices=tuple(PAPER), default="a4", help="paper size (default a4)")
    p.add_argument("--force", action="store_true",
                   help="overwrite --out if it exists (never the database itself)")
    p.add_argument("--json", action="store_true", help="print one JSON document")


def _csv_style(args: argparse.Namespace) -> CsvStyle:
    """Headers, separator and byte-order mark of a CSV ``--out``."""
    return CsvStyle(lang=getattr(args, "headers", "en"), delimiter=getattr(args, "delimiter", ","),
                    bom=not getattr(args, "no_bom", False))


def _format(args: argparse.Namespace) -> str:
    if args.format:
        return str(args.format)
    suffix = Path(args.out).suffix.lower()
    if suffix in (".pdf", ".csv"):
        fmt = suffix[1:]
        if fmt == "csv" and args.report not in CSV_REPORTS:
            raise CliError(f"argument --out: {args.report} is printed as PDF only, "
                           f"not CSV ({args.out!r})")
        if fmt == "pdf" and args.report in CSV_ONLY:
            raise CliError(f"argument --out: {args.report} is written as CSV only, "
                           f"not PDF ({args.out!r})")
        return fmt
    raise CliError(f"argument --out: cannot tell the format of {args.out!r}: "
                   "name it .pdf or .csv, or give --format")


def _database_files(args: argparse.Namespace) -> list[Path]:
    """The SQLite file the command would open (a report never writes over it)."""
    from judge_app.storage.database import sqlite_file
    from judge_app.storage.sqlitefile import resolve_url

    try:
        path = sqlite_file(resolve_url(getattr(args, "db", None)))
    except Exception:  # an unusable URL is reported by the command itself
        return []
    return [] if path is None else [path]


def check_out(args: argparse.Namespace) -> None:
    """Refuse ``--out`` at once, before the command's work, for what :func:`write_out` would
    refuse (it checks again when it writes)."""
    from judge_app.output import OutputRefused, check_output

    try:
        check_output(args.out, force=bool(getattr(args, "force", False)),
                     protect=_database_files(args))
    except OutputRefused as exc:
        raise CliError(refused_out(args, exc)) from None


def write_out(args: argparse.Namespace, data: bytes) -> None:
    """Write ``--out`` through the core's one safe writer (:func:`judge_app.output.write_output`):
    never over the database, never over an existing file without ``--force``, atomically."""
    from judge_app.output import OutputRefused, write_output

    try:
        write_output(args.out, data, force=bool(getattr(args, "force", False)),
                     protect=_database_files(args))
    except OutputRefused as exc:
        raise CliError(refused_out(args, exc)) from None
    except OSError as exc:
        raise CliError(say(args, f"argumento --out: no se puede escribir {args.out!r}: ",
                           f"argument --out: cannot write {args.out!r}: ")
                       + f"{exc.strerror or exc}") from None


def printed_lang(args: argparse.Namespace) -> Lang:
    """The language of the printed labels: ``--lang``, else Spanish (the rulebooks' and the
    events' language); the command's own lines follow :func:`lang_of`."""
    return "en" if getattr(args, "lang", None) == "en" else "es"


def refused_out(args: argparse.Namespace, exc: Exception) -> str:
    """A refused ``--out`` (:class:`judge_app.output.OutputRefused`) in the command's
    language."""
    from judge_app.tournament.messages import message_of

    lang = lang_of(args)
    return f"{'argumento' if lang == 'es' else 'argument'} --out: {message_of(exc, lang)}"


def _done(args: argparse.Namespace, fmt: str, pages: int | None, extra: str = "") -> int:
    data: dict[str, Any] = {"report": args.report, "out": args.out, "format": fmt}
    if pages is not None:
        data["pages"] = pages
    what = (say(args, f"{pages} página{'s' if pages != 1 else ''}",
                f"{pages} page{'s' if pages != 1 else ''}") if pages is not None else "CSV")
    emit(data, say(args, f"{args.report}: escrito {args.out} ({what}){extra}",
                   f"{args.report}: wrote {args.out} ({what}){extra}"), args.json)
    return EXIT_OK


def _service(args: argparse.Namespace) -> EventService:
    from judge_app.storage.service import EventService

    url = args.db or os.environ.get("JUEZ_DB")
    return EventService(url) if url else EventService()


def _event_report(args: argparse.Namespace) -> int:
    from judge_app.reports.catalogue import NoSuchRound, report_spec

    fmt = _format(args)
    service = _service(args)
    try:
        service.event_summary(args.event)
    except LookupError as exc:
        raise CliError(refused(args, "EVENT", exc)) from None
    spec = report_spec(args.report)
    if getattr(args, "division", None):
        from judge_app.reports.divisions import division_standings_report

        data, pages = division_standings_report(
            service, args.event, getattr(args, "round", None), args.division, fmt,
            printed_lang(args),
            args.paper, _csv_style(args))
        write_out(args, data)
        return _done(args, fmt, pages)
    portal_url = _portal_url(args)
    try:
        built = spec.make(service, args.event, getattr(args, "round", None), fmt,
                          printed_lang(args), args.paper, _csv_style(args), portal_url)
    except NoSuchRound as exc:
        raise CliError(refused(args, "--round", exc)) from None
    write_out(args, built.data)
    return _done(args, fmt, built.pages)


def _portal_url(args: argparse.Namespace) -> str:
    """``--portal-url``, checked: an http(s) address a phone can open ("" when not given)."""
    url = getattr(args, "portal_url", None)
    if url is None:
        return ""
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    if (parts.scheme not in ("http", "https") or not parts.netloc or len(url) > 200
            or any(ch.isspace() or not ch.isprintable() for ch in url)):
        raise CliError(say(args, f"argumento --portal-url: {url[:80]!r} no es una dirección "
                                 "http:// o https:// (p. ej. http://192.168.1.20:8080/)",
                           f"argument --portal-url: {url[:80]!r} is not an http:// or "
                           "https:// address (e.g. http://192.168.1.20:8080/)"))
    return str(url)


def _match_report(args: argparse.Namespace) -> int:
    from judge_app.replay import Replay

    fmt = _format(args)
    replay = Replay.from_file(args.log)
    pdf = io.BytesIO()
    pages = render_match_review(replay, pdf, lang=printed_lang(args), paper=args.paper)
    write_out(args, pdf.getvalue())
    found = len(replay.violations)
    return _done(args, fmt, pages, say(args, f", {found} infracci{'ones' if found != 1 else 'ón'}",
                                       f", {found} violation{'s' if found != 1 else ''}"))
