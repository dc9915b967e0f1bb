"""The ``judge-app`` command line (shared/spec/cli.md).

Each group of commands lives in its own module and registers its
subcommands; every handler returns the exit status. Without arguments the
entry point (``ui.main``) starts the desktop application instead.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from importlib import import_module
from typing import Any, NoReturn

from judge_app.cli.common import (
    EXIT_BAD_INPUT,
    CliError,
    command_line_lang,
    error,
    usage_error,
)

#: Every command: the module whose ``register(subparsers)`` adds it, and its one-line help.
#: Start-up stays quick because only the module of the command given is imported (issue 10
#: §6); a new command is one line here.
COMMANDS: dict[str, tuple[str, str]] = {
    "check": ("judge_app.cli.match", "violations of a match log"),
    "replay": ("judge_app.cli.match", "the state after one event of a match log"),
    "deck-check": ("judge_app.cli.match", "problems of a deck file"),
    "rules": ("judge_app.cli.rules", "rulebook sections: show, list, search, coverage"),
    "report": ("judge_app.cli.reports", "printable reports (PDF) and CSV exports"),
    "event": ("judge_app.cli.tournament", "create and list events"),
    "player": ("judge_app.cli.tournament", "register, import and drop players"),
    "round": ("judge_app.cli.tournament", "pair rounds, enter and correct results"),
    "standings": ("judge_app.cli.tournament", "the standings with the profile's tiebreakers"),
    "penalty": ("judge_app.cli.tournament", "penalties with their rulebook citation"),
    "audit": ("judge_app.cli.tournament", "the event's tamper-evident audit log"),
    "clock": ("judge_app.cli.floor", "the round clock (stored: survives a restart)"),
    "extension": ("judge_app.cli.floor", "extra minutes for a table"),
    "call": ("judge_app.cli.floor", "judge calls: question, ruling, citation"),
    "deck": ("judge_app.cli.floor", "registered decklists and deck checks"),
    "backup": ("judge_app.cli.backup", "the event's automatic backups: list, restore"),
    "notation": ("judge_app.cli.notation", "match logs as typed notation: show, parse"),
    "log": ("judge_app.cli.logs", "match logs attached to a round and table; their rulings"),
    "position": ("judge_app.cli.position", "the board after one event, as a log that starts there"),
    "simulate": ("judge_app.cli.swiss", "a random Swiss tournament as files other tools read"),
    "portal": ("judge_app.cli.portal", "the players' portal: serve, codes, reports, accept"),
}

#: Modules that are loaded together, in COMMAND_MODULES' order (the floor adds subcommands
#: to the tournament's ``round`` and ``player`` groups).
TOGETHER: dict[str, tuple[str, ...]] = {
    "judge_app.cli.tournament": ("judge_app.cli.tournament", "judge_app.cli.floor",
                                 "judge_app.cli.logs", "judge_app.cli.swiss"),
    "judge_app.cli.floor": ("judge_app.cli.tournament", "judge_app.cli.floor",
                            "judge_app.cli.logs", "judge_app.cli.swiss"),
    "judge_app.cli.swiss": ("judge_app.cli.tournament", "judge_app.cli.floor",
                            "judge_app.cli.logs", "judge_app.cli.swiss"),
}

#: Modules that add subcommands (``register(subparsers)``). One listed here but not in
#: :data:`COMMANDS` is imported for every command (correct, only slower to start).
COMMAND_MODULES = (
    "judge_app.cli.match",
    "judge_app.cli.rules",
    "judge_app.cli.reports",
    "judge_app.cli.tournament",
    "judge_app.cli.floor",  # after tournament: adds to its round and player groups
    "judge_app.cli.backup",
    "judge_app.cli.notation",
    "judge_app.cli.logs",  # after tournament: adds penalty from-violation
    "judge_app.cli.position",
    "judge_app.cli.swiss",  # after tournament: adds round verify
    "judge_app.cli.portal",
)

Handler = Callable[[argparse.Namespace], int]

#: Exit status of an unexpected failure (a bug), apart from cli.md's 0/1/2.
EXIT_INTERNAL = 3


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise CliError(message)


def _base() -> tuple[argparse.ArgumentParser, Any]:
    parser = _Parser(prog="judge-app", description="Juez: tools for TCG judges and scorekeepers.")
    parser.add_argument("--db", help="database URL (default: JUEZ_DB or an SQLite file)")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    return parser, sub


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser: every command's (``command=None``, for the docs and the tests), or
    only ``command``'s module loaded and the others as names with their help."""
    parser, sub = _base()
    wanted = set(COMMAND_MODULES) if command is None else (
        set(TOGETHER.get(COMMANDS[command][0], (COMMANDS[command][0],)))
        if command in COMMANDS else set())
    known = {module for module, _help in COMMANDS.values()} | {
        m for group in TOGETHER.values() for m in group}
    wanted |= set(COMMAND_MODULES) - known
    for name in COMMAND_MODULES + tuple(m for m, _h in COMMANDS.values()):
        if name in wanted:
            wanted.discard(name)
            import_module(name).register(sub)
    for name, (_module, help_) in COMMANDS.items():
        if name not in sub.choices:  # listed by --help; loaded once it is the command given
            sub.add_parser(name, help=help_, add_help=False)
    return parser


def _command(args: Sequence[str]) -> str | None:
    """The command word of a command line (after the global ``--db URL``), if any."""
    it = iter(args)
    for arg in it:
        if arg == "--db":
            next(it, None)
        elif not arg.startswith("-"):
            return arg
    return None


def _loaded(module: str, name: str) -> type[BaseException] | None:
    """An exception class, only if its module is already imported (else nothing raised it)."""
    found = sys.modules.get(module)
    cls = getattr(found, name, None) if found is not None else None
    return cls if isinstance(cls, type) and issubclass(cls, BaseException) else None


def _refuse_memory(args: argparse.Namespace, argv: list[str]) -> None:
    """A command runs in its own process: an in-memory database would take its writes and
    lose them when it ends (issue 20 §7), so it is refused before the command runs."""
    url = getattr(args, "db", None) or os.environ.get("JUEZ_DB")
    if not url:
        return
    from judge_app.storage.sqlitefile import in_memory

    if in_memory(url):
        raise CliError("argumento --db: una base de datos en memoria se pierde al terminar la "
                       "orden: da un archivo (o PostgreSQL)"
                       if command_line_lang(argv) == "es" else
                       "argument --db: an in-memory database is lost when the command ends: "
                       "give a file (or PostgreSQL)")


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; return its exit status (0 ok, 1 problems found, 2 bad input)."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    try:
        args = build_parser(_command(args_list) or "").parse_args(args_list)
        handler: Handler = args.handler
        _refuse_memory(args, args_list)
        if os.environ.get("JUEZ_BACKUP_KEEP") or os.environ.get("JUEZ_BACKUP_INTERVAL"):
            from judge_app.storage.backup import check_settings

            check_settings()  # a bad setting is said before any change is made
        return handler(args)
    except CliError as exc:
        return error(usage_error(str(exc), command_line_lang(args_list)))
    except KeyboardInterrupt:
        return EXIT_BAD_INPUT
    except OSError as exc:  # a file that cannot be read or written, a full disk …
        return error(f"{exc.filename + ': ' if exc.filename else ''}{exc.strerror or exc}")
    except Exception as exc:
        # a bad log or a refused tournament operation: nothing was changed (their modules are
        # looked up only if loaded, so that start-up does not import them)
        for module, name in (("judge_app.logs.errors", "LogError"),
                             ("judge_app.storage.errors", "TournamentError")):
            cls = _loaded(module, name)
            if cls is not None and isinstance(exc, cls):
                return error(str(exc))
        sqlitefile = sys.modules.get("judge_app.storage.sqlitefile")
        if sqlitefile is not None and sqlitefile.disk_full(exc):  # no space: not a bug
            return error(sqlitefile.disk_full_error(None, "").message(
                command_line_lang(args_list)))
        if os.environ.get("JUEZ_DEBUG"):  # a bug: a clear line, never a traceback
            raise
        what = f"{type(exc).__name__}: {exc}"
        error(f"error interno ({what}); es un fallo de Juez: vuelva a ejecutarlo con "
              "JUEZ_DEBUG=1 e informe del detalle (traceback)"
              if command_line_lang(args_list) == "es" else
              f"internal error ({what}); this is a bug in Juez — run again with JUEZ_DEBUG=1 "
              "and report the traceback")
        return EXIT_INTERNAL
