"""``judge-app log …`` and ``penalty from-violation``: match logs attached to an event.

The forms (docs/extensions.md, "Match logs attached to an event")::

    judge-app log attach EVENT LOG [--round R] [--table T]   store the log at a round's table
    judge-app log list EVENT [--round R]                     the attached logs
    judge-app log violations EVENT LOG_ID                    its violations, by event number
    judge-app log export EVENT LOG_ID --out FILE.json        the stored log, as attached
    judge-app log ruling EVENT (LOG_ID | --penalty ID) --out FILE.pdf   the written ruling
    judge-app log detach EVENT LOG_ID [--reason T]           remove a log attached by mistake
    judge-app penalty from-violation EVENT LOG_ID --seq N [--which K] [--penalty KIND]
              [--player P] [--infraction T] [--cite RB:SEC] [--judge NAME] [--note T]

``penalty from-violation`` issues the penalty for the violation at event ``N`` of the
log: the player, the cited section, the round, the table and the game's infraction come
from the log (each may be given instead), the kind is the ladder's suggestion (else a
caution), and the log becomes the penalty's attached ruling. Text is printed in
``--lang`` (else JUEZ_LANG or the locale); refusals exit 2 naming the argument, with
nothing changed, like every tournament command.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge_app.cli.common import EXIT_OK, CliError, emit
from judge_app.cli.tournament import _event_arg, _int, _lang, _parser, _penalty_json
from judge_app.tournament.model import PenaltyKind

if TYPE_CHECKING:
    from judge_app.storage.matchlogs import AttachedLog, MatchLogService
    from judge_app.violations import Lang

Handler = Callable[[argparse.Namespace], int]

#: The argument of these commands that holds each refusal's field.
_ARGUMENTS = {"log": "LOG", "log_id": "LOG_ID", "seq": "--seq", "which": "--which",
              "table": "--table", "round": "--round", "player": "--player",
              "penalty_id": "--penalty", "penalty": "--penalty"}


def _service(args: argparse.Namespace) -> MatchLogService:
    import os

    from judge_app.storage.matchlogs import MatchLogService

    return MatchLogService(getattr(args, "db", None) or os.environ.get("JUEZ_DB") or None)


def _say(args: argparse.Namespace, es: str, en: str) -> str:
    return en if _lang(args) == "en" else es


def _group(subparsers: Any, name: str) -> Any | None:
    """The subcommands of an existing group (``penalty``), or ``None`` if not loaded."""
    parser = subparsers.choices.get(name)
    if parser is None:
        return None
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return action
    return None


def register(subparsers: Any) -> None:
    """Add ``log`` and, when the tournament's ``penalty`` group is loaded, ``penalty
    from-violation``."""
    group = subparsers.add_parser("log", help="match logs attached to a round and table")
    sub = group.add_subparsers(dest="log_command", required=True)
    p = _parser(sub, "attach", "store a match log at a table of a round (checked: it must "
                "replay and be of the event's game)", _attach, _ARGUMENTS)
    _event_arg(p)
    p.add_argument("log", metavar="LOG", help="a match log file (match-log.md)")
    p.add_argument("--round", type=_int("--round"), metavar="R",
                   help="the round (default: the log's event.round, else the current round)")
    p.add_argument("--table", type=_int("--table"), metavar="T",
                   help="the table (default: the log's event.table)")
    p = _parser(sub, "list", "the match logs attached to an event", _list, _ARGUMENTS)
    _event_arg(p)
    p.add_argument("--round", type=_int("--round"), metavar="R")
    p = _parser(sub, "violations", "the violations of an attached log, by event number",
                _violations, _ARGUMENTS)
    _event_arg(p)
    p.add_argument("log_id", metavar="LOG_ID", type=_int("LOG_ID"))
    p = _parser(sub, "export", "write an attached log, exactly as attached", _export,
                _ARGUMENTS)
    _event_arg(p)
    p.add_argument("log_id", metavar="LOG_ID", type=_int("LOG_ID"))
    _out(p, "FILE.json")
    p = _parser(sub, "ruling", "print the written ruling (the match review) of an attached "
                "log or of a penalty", _ruling, _ARGUMENTS)
    _event_arg(p)
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("log_id", metavar="LOG_ID", type=_int("LOG_ID"), nargs="?")
    which.add_argument("--penalty", dest="penalty_id", type=_int("--penalty"), metavar="ID",
                       help="the ruling attached to this penalty")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4")
    _out(p, "FILE.pdf")
    p = _parser(sub, "detach", "remove a log attached by mistake (audited)", _detach,
                _ARGUMENTS)
    _event_arg(p)
    p.add_argument("log_id", metavar="LOG_ID", type=_int("LOG_ID"))
    p.add_argument("--reason", default="", metavar="TEXT")

    penalties = _group(subparsers, "penalty")
    if penalties is not None:
        p = _parser(penalties, "from-violation", "penalize the violation at event N of an "
                    "attached log: player, citation, round, table and infraction from the "
                    "log; the log is attached as the ruling", _from_violation,
                    {**_ARGUMENTS, "infraction": "--infraction", "citation": "--cite",
                     "note": "--note"})
        _event_arg(p)
        p.add_argument("log_id", metavar="LOG_ID", type=_int("LOG_ID"))
        p.add_argument("--seq", type=_int("--seq"), required=True, metavar="N",
                       help="the event number of the violation (0: the setup)")
        p.add_argument("--which", type=_int("--which"), metavar="K",
                       help="the K-th violation of that event, when it has several")
        p.add_argument("--penalty", choices=[k.value for k in PenaltyKind],
                       help="the penalty (default: the ladder's suggestion, else caution)")
        p.add_argument("--player", metavar="PLAYER_ID",
                       help="the player (default: the violation's, matched to the table)")
        p.add_argument("--infraction", metavar="TEXT",
                       help="default: the game's infraction for the cited section")
        p.add_argument("--cite", metavar="RULEBOOK:SECTION",
                       help="default: the section the violation cites")
        p.add_argument("--judge", default="", metavar="NAME")
        p.add_argument("--note", metavar="TEXT", help="default: the log, event and message")


def _out(p: argparse.ArgumentParser, what: str) -> None:
    p.add_argument("--out", required=True, metavar=what)
    p.add_argument("--force", action="store_true", help="replace an existing file")


def _line(args: argparse.Namespace, info: AttachedLog) -> str:
    lang = _lang(args)
    bits = [info.label(lang), f"{info.events} ev.",
            _say(args, f"{info.violations} infracción(es)", f"{info.violations} violation(s)")]
    if info.penalty is not None:
        bits.append(_say(args, f"resolución de la sanción {info.penalty}",
                         f"ruling of penalty {info.penalty}"))
    return " · ".join(bits)


def _attach(args: argparse.Namespace) -> int:
    from judge_app.storage.matchlogs import log_json

    path = Path(args.log)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CliError(f"argument LOG: cannot read {args.log!r}: "
                       f"{getattr(exc, 'strerror', None) or exc}") from None
    info = _service(args).attach_log(args.event, text, source=str(path), round_no=args.round,
                                     table=args.table)
    human = _say(args, "adjuntado: ", "attached: ") + _line(args, info)
    for notice in info.notices:
        human += "\n" + _say(args, "aviso: ", "warning: ") + notice.text(_lang(args))
    emit(log_json(info), human, args.json)
    return EXIT_OK


def _list(args: argparse.Namespace) -> int:
    from judge_app.storage.matchlogs import log_json

    logs = _service(args).attached_logs(args.event, args.round)
    emit({"logs": [log_json(i) for i in logs]},
         "\n".join(_line(args, i) for i in logs)
         or _say(args, "sin registros adjuntos", "no attached logs"), args.json)
    return EXIT_OK


def _violations(args: argparse.Namespace) -> int:
    found = _service(args).log_violations(args.event, args.log_id)
    lang: Lang = "en" if _lang(args) == "en" else "es"
    data = {"log": args.log_id, "violations": [
        {"index": f.index, "seq": f.violation.seq, "log_player": f.violation.player,
         "player": f.player, "cite": f"{f.violation.rulebook}:{f.violation.section}",
         "severity": f.violation.severity.value, "message": f.violation.message(lang),
         "penalty": f.violation.penalty} for f in found]}
    lines = [f"#{f.violation.seq}\t{f.player or f.violation.player or '-'}\t"
             f"{f.violation.citation}\t{f.violation.severity.value}\t"
             f"{f.violation.message(lang)}" for f in found]
    emit(data, "\n".join(lines) or _say(args, "sin infracciones", "no violations"), args.json)
    return EXIT_OK


def _export(args: argparse.Namespace) -> int:
    from judge_app.cli.reports import write_out

    text = _service(args).log_text(args.event, args.log_id)
    write_out(args, text.encode("utf-8"))
    emit({"log": args.log_id, "out": args.out},
         _say(args, f"registro {args.log_id}: escrito {args.out}",
              f"log {args.log_id}: wrote {args.out}"), args.json)
    return EXIT_OK


def _ruling(args: argparse.Namespace) -> int:
    from judge_app.cli.reports import write_out
    from judge_app.reports.ruling import ruling_pdf

    svc = _service(args)
    log_id = args.log_id if args.penalty_id is None else svc.ruling_log(args.event,
                                                                        args.penalty_id)
    pdf, pages = ruling_pdf(svc, args.event, log_id, lang=_lang(args), paper=args.paper)
    write_out(args, pdf)
    emit({"log": log_id, "penalty": args.penalty_id, "out": args.out, "pages": pages},
         _say(args, f"resolución (registro {log_id}): escrito {args.out} ({pages} pág.)",
              f"ruling (log {log_id}): wrote {args.out} ({pages} pages)"), args.json)
    return EXIT_OK


def _detach(args: argparse.Namespace) -> int:
    from judge_app.storage.matchlogs import log_json

    info = _service(args).detach_log(args.event, args.log_id, args.reason)
    emit(log_json(info), _say(args, "quitado: ", "detached: ") + _line(args, info), args.json)
    return EXIT_OK


def _from_violation(args: argparse.Namespace) -> int:
    svc = _service(args)
    p = svc.penalty_from_violation(
        args.event, args.log_id, args.seq, which=args.which, kind=args.penalty,
        player=args.player, infraction=args.infraction, citation=args.cite, judge=args.judge,
        note=args.note, lang=_lang(args))
    ruling = svc.rulings(args.event).get(p.id or 0)
    emit({**_penalty_json(p), "log": args.log_id, "seq": args.seq, "ruling": ruling},
         _say(args, f"sanción {p.id}: {p.player} {p.kind.printed('es')} ({p.citation}); "
              f"resolución adjunta: registro {ruling}",
              f"penalty {p.id}: {p.player} {p.kind.printed('en')} ({p.citation}); "
              f"ruling attached: log {ruling}"), args.json)
    return EXIT_OK
