"""``judge-app portal serve|codes|reports|accept|auto-accept``: the players' portal (cli.md).

The forms of cli.md's "Additions (2026-12-01)"::

    judge-app portal serve EVENT [--host H] [--port P]   until SIGINT/SIGTERM; prints
                                                         "portal: http://H:P/" once ready
    judge-app portal codes EVENT [--json]                every player's personal code
    judge-app portal reports EVENT [--json] [--round R]  reports from the players' phones
    judge-app portal accept EVENT TABLE [--round R] [--result SCORE]
    judge-app portal auto-accept EVENT on|off            agreed reports entered by themselves

``--round``, ``--result`` and ``auto-accept`` extend cli.md (docs/extensions.md): the
desk settles a disputed report with the result it decides. The web framework is imported
by ``serve`` only, so the other commands start as quickly as the rest of the CLI.
"""

from __future__ import annotations

import argparse
import os
from typing import TYPE_CHECKING, Any

from judge_app.cli.common import EXIT_OK, CliError, emit, say
from judge_app.cli.tournament import _event_arg, _int, _parser

if TYPE_CHECKING:
    from judge_app.portal.claims import Report
    from judge_app.portal.store import PortalService

#: What each report status is called, in Spanish and English.
STATUS_TEXT: dict[str, tuple[str, str]] = {
    "waiting": ("esperando al rival", "waiting for the opponent"),
    "agreed": ("de acuerdo", "agreed"),
    "disputed": ("EN DISPUTA", "DISPUTED"),
    "entered": ("anotado", "entered"),
}


def _service(args: argparse.Namespace) -> PortalService:
    from judge_app.portal.store import PortalService

    return PortalService(getattr(args, "db", None) or os.environ.get("JUEZ_DB") or None)


def register(subparsers: Any) -> None:
    """Add the ``portal`` group (cli.md, "The players' portal")."""
    group = subparsers.add_parser("portal", help="the players' portal on the venue network")
    sub = group.add_subparsers(dest="portal_command", required=True)
    p = _parser(sub, "serve", "serve the players' pages and API until SIGINT/SIGTERM", _serve,
                {"port": "--port", "host": "--host"})
    _event_arg(p)
    p.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (default 127.0.0.1; 0.0.0.0: every interface)")
    p.add_argument("--port", type=_int("--port"), default=8080,
                   help="port (default 8080; 0: any free port)")
    p.add_argument("--certfile", help="TLS certificate (PEM): serve https")
    p.add_argument("--keyfile", help="TLS private key (PEM) of --certfile")
    p.add_argument("--watch-stdin", action="store_true",
                   help="also stop when standard input closes (the window's child process "
                        "stops with the window)")
    p = _parser(sub, "codes", "every player's personal code, for printing", _codes)
    _event_arg(p)
    p = _parser(sub, "reports", "reports from players' phones: waiting, agreed, disputed",
                _reports, {"round": "--round"})
    _event_arg(p)
    p.add_argument("--round", type=_int("--round"), default=None,
                   help="only this round's reports")
    p = _parser(sub, "accept", "enter an agreed report as the table's result (audited)",
                _accept, {"table": "TABLE", "score": "--result", "round": "--round"})
    _event_arg(p)
    p.add_argument("table", metavar="TABLE", type=_int("TABLE"), help="the table number")
    p.add_argument("--round", type=_int("--round"), default=None,
                   help="the round (default: the current one)")
    p.add_argument("--result", default=None, metavar="SCORE",
                   help="the result the desk decides for a disputed report (as `round result`)")
    p = _parser(sub, "auto-accept", "enter agreed reports without the desk (on) or not (off)",
                _auto_accept)
    _event_arg(p)
    p.add_argument("state", choices=("on", "off"), help="on or off")


def _serve(args: argparse.Namespace) -> int:
    if not 0 <= args.port <= 65535:
        raise CliError(f"argument --port: {args.port} is not a port (0 to 65535)")
    if bool(args.certfile) != bool(args.keyfile):
        raise CliError("argument --certfile: give both --certfile and --keyfile for TLS")
    from judge_app.portal.server import serve

    url = _service(args).url
    _service(args).event_summary(args.event)  # an unknown event is refused before serving
    serve(url, args.event, args.host, args.port, certfile=args.certfile,
          keyfile=args.keyfile, watch_stdin=args.watch_stdin)
    return EXIT_OK


def _codes(args: argparse.Namespace) -> int:
    from judge_app.portal.codes import shown

    codes = _service(args).codes(args.event)
    data = {"codes": [{"player": c.player, "name": c.name, "code": c.code} for c in codes]}
    lines = [f"{c.player:<10}  {shown(c.code)}  {c.name}" for c in codes]
    emit(data, "\n".join(lines) or say(args, "no hay jugadores", "no players"), args.json)
    return EXIT_OK


def _report_lines(args: argparse.Namespace, reports: list[Report]) -> list[str]:
    lines = []
    for r in reports:
        es, en = STATUS_TEXT[r.status]
        head = say(args, f"ronda {r.round} mesa {r.table}: {es}",
                   f"round {r.round} table {r.table}: {en}")
        if r.entered is not None:
            head += f" ({r.entered})"
        if r.drops_pending:
            head += say(args, f"; retiro pendiente: {', '.join(r.drops_pending)}",
                        f"; drop pending: {', '.join(r.drops_pending)}")
        lines.append(head)
        for c in r.claims:
            drop = say(args, " + retiro", " + drop") if c.drop else ""
            lines.append(f"    {c.player:<10} {c.result}{drop}  {c.at}  {c.address}")
    return lines


def _reports(args: argparse.Namespace) -> int:
    reports = _service(args).reports(args.event, args.round)
    lines = _report_lines(args, reports) or [say(args, "ningún informe desde los teléfonos",
                                                 "no reports from the phones")]
    emit({"reports": [r.as_json() for r in reports]}, "\n".join(lines), args.json)
    return EXIT_OK


def _accept(args: argparse.Namespace) -> int:
    report = _service(args).accept(args.event, args.table, args.round, args.result)
    emit(report.as_json(), "\n".join(_report_lines(args, [report])), args.json)
    return EXIT_OK


def _auto_accept(args: argparse.Namespace) -> int:
    svc = _service(args)
    svc.set_auto_accept(args.event, args.state == "on")
    on = svc.auto_accept(args.event)
    emit({"auto_accept": on}, say(args, f"aceptación automática: {'sí' if on else 'no'}",
                                  f"automatic acceptance: {'on' if on else 'off'}"), args.json)
    return EXIT_OK
