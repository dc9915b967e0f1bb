"""``judge-app notation show|parse``: a match log as typed notation, and back (cli.md, 2026-11-25).

::

    judge-app notation show LOG [--lang es|en]
    judge-app notation parse FILE [--game G] [--out LOG] [--lang es|en]

``show`` prints the log as notation (one event a line); ``parse`` converts a
notation file to a log v1 (to stdout without ``--out``); ``--game`` is needed only when
the file's header (``[Juego …]``, which ``show`` prints) does not name the game. A notation error
prints ``FILE:LINE:COLUMN: reason`` (what was expected there) and exits 2;
so does a log the notation makes that Juez could not read (the line of the
event at fault). ``--out`` never writes over an existing file without
``--force``, and nothing is written when the file has an error.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from judge_app.cli.common import EXIT_BAD_INPUT, EXIT_OK, CliError, emit
from judge_app.games import known_games
from judge_app.games.loading import load_log, parse_log
from judge_app.logs.errors import LogError


def register(subparsers: Any) -> None:
    """Add ``notation show`` and ``notation parse``."""
    notation = subparsers.add_parser("notation", help="match logs as typed notation",
                                     description="Print a match log as typed notation, or "
                                     "convert typed notation to a match log.")
    sub = notation.add_subparsers(dest="notation_command", required=True,
                                  parser_class=type(notation))
    show = sub.add_parser("show", help="a match log as notation, one event a line")
    show.add_argument("log", metavar="LOG", help="match log file (JSON, format v1)")
    show.add_argument("--lang", choices=("es", "en"), default="es",
                      help="language of the action words (default: es)")
    show.set_defaults(handler=_show)

    parse = sub.add_parser("parse", help="typed notation → match log v1")
    parse.add_argument("file", metavar="FILE", help="notation file (text, UTF-8)")
    parse.add_argument("--game", metavar="G",
                       help=f"game key ({', '.join(known_games())}); needed only when the "
                       "file's header does not name the game")
    parse.add_argument("--out", metavar="LOG", help="write the log here (default: stdout)")
    parse.add_argument("--force", action="store_true", help="write over an existing --out")
    parse.add_argument("--lang", choices=("es", "en"), default="es",
                       help="language of the error messages (default: es)")
    parse.set_defaults(handler=_parse)


def _located(message: str) -> int:
    """Print ``FILE:LINE:COLUMN: reason`` on stderr (as compilers do, so editors jump there)."""
    print(message, file=sys.stderr)
    return EXIT_BAD_INPUT


def _show(args: argparse.Namespace) -> int:
    from judge_app.notation import write_log

    log = load_log(args.log)
    emit(None, write_log(log.raw, args.lang).rstrip("\n"), False)
    return EXIT_OK


def _parse(args: argparse.Namespace) -> int:
    from judge_app.notation import MAX_CHARS, NotationError, parse_notation

    if args.game is not None and args.game not in known_games():
        raise CliError(f"argument --game: unknown game {args.game!r}; "
                       f"known: {', '.join(known_games())}")
    if args.out is not None:  # refused before the parse, as the write would be
        from judge_app.cli.reports import check_out

        check_out(args)
    path = Path(args.file)
    try:  # a file that cannot hold a notation's most characters is not read at all
        too_big = path.stat().st_size > 4 * MAX_CHARS
    except OSError:
        too_big = False
    if too_big:
        raise CliError(f"{args.file}: larger than {4 * MAX_CHARS // 1_000_000} MB: not a "
                       "notation file")
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CliError(f"{args.file}: cannot read the file: {exc}") from None
    try:
        parsed = parse_notation(text, args.game, args.file)
    except NotationError as exc:
        return _located(exc.text(args.lang))
    document = json.dumps(parsed.data, ensure_ascii=False, indent=1)
    try:
        parse_log(document, args.file)
    except LogError as exc:
        line = parsed.line_of(exc.path)
        if line is None:
            raise
        return _located(f"{args.file}:{line}:1: {exc.path}: {exc.reason}")
    if args.out is None:
        emit(None, document, False)
    else:  # the one safe writer: never the database, never through a link
        from judge_app.cli.reports import write_out

        write_out(args, (document + "\n").encode("utf-8"))
    return EXIT_OK
