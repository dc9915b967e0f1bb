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

from typing_extensions import override

from judge_app.cli.common import EXIT_BAD_INPUT, CliError, error
from judge_app.logs.errors import LogError
from judge_app.storage.errors import TournamentError

#: Modules that add subcommands: each has ``register(subparsers)``.
COMMAND_MODULES = (
    "judge_app.cli.match",
    "judge_app.cli.rules",
    "judge_app.cli.reports",
    "judge_app.cli.tournament",
    "judge_app.cli.floor",  # after tournament: adds to its round and player groups
    "judge_app.cli.backup",
)

Handler = Callable[[argparse.Namespace], int]

#: Exit status of an unexpected failure (a bug), apart from cli.md's 0/1/2.
EXIT_INTERNAL = 3


class _Parser(argparse.ArgumentParser):
    @override
    def error(self, message: str) -> None:  # type: ignore[override]
        raise CliError(message)


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser (also used by the docs and the tests)."""
    parser = _Parser(prog="judge-app", description="Juez: tools for TCG judges and scorekeepers.")
    parser.add_argument("--db", help="database URL (default: JUEZ_DB or an SQLite file)")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for name in COMMAND_MODULES:
        import_module(name).register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; return its exit status (0 ok, 1 problems found, 2 bad input)."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    try:
        args = build_parser().parse_args(args_list)
        handler: Handler = args.handler
        return handler(args)
    except CliError as exc:
        return error(str(exc))
    except LogError as exc:
        return error(str(exc))
    except TournamentError as exc:  # a refused tournament operation: nothing was changed
        return error(str(exc))
    except KeyboardInterrupt:
        return EXIT_BAD_INPUT
    except OSError as exc:  # a file that cannot be read or written, a full disk …
        return error(f"{exc.filename + ': ' if exc.filename else ''}{exc.strerror or exc}")
    except Exception as exc:  # a bug: a clear line, never a traceback (JUEZ_DEBUG=1 shows it)
        if os.environ.get("JUEZ_DEBUG"):
            raise
        error(f"internal error ({type(exc).__name__}: {exc}); this is a bug in Juez — "
              "run again with JUEZ_DEBUG=1 and report the traceback")
        return EXIT_INTERNAL
