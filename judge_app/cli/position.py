"""``judge-app position``: the board after any step of a match log, as a log that starts there.

::

    judge-app position LOG --at SEQ [--out FILE] [--force] [--no-events]

Prints (or writes to ``FILE``) a new match log whose ``position`` block is the table after
event SEQ of LOG (docs/extensions.md, "Positions"): same envelope and setup, and the
events after SEQ (none with ``--no-events``: a reconstruction recorded onward from
there). ``check`` of that log gives LOG's violations after SEQ, numbered from the
position. Exit 2 for a log that cannot be read, an event number outside the log, or an
``--out`` that exists (without ``--force``); nothing is written then.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from judge_app.cli.common import EXIT_OK, CliError, emit


def register(subparsers: Any) -> None:
    """Add ``position``."""
    position = subparsers.add_parser(
        "position", help="the board after one event, as a log that starts there",
        description="Write a match log that starts from the position after event SEQ of LOG "
        "(with the events after it, unless --no-events).")
    position.add_argument("log", metavar="LOG", help="match log file (JSON, format v1)")
    position.add_argument("--at", dest="at", metavar="SEQ", required=True, type=_seq,
                          help="event number (0: the table before the first event)")
    position.add_argument("--out", metavar="FILE", help="write the log here (default: stdout)")
    position.add_argument("--force", action="store_true", help="write over an existing --out")
    position.add_argument("--no-events", action="store_true",
                          help="leave out the events after SEQ (record onward from there)")
    position.set_defaults(handler=_position)


def _seq(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"SEQ must be an event number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"SEQ must be 0 or more, not {value}")
    return value


def _position(args: argparse.Namespace) -> int:
    from judge_app.logs.position import position_log
    from judge_app.replay import Replay

    replay = Replay.from_file(args.log)
    if args.at > len(replay):
        raise CliError(f"argument --at: {args.log} has {len(replay)} events; "
                       f"SEQ must be between 0 and {len(replay)}, not {args.at}")
    data = position_log(replay, args.at, with_events=not args.no_events)
    text = json.dumps(data, ensure_ascii=False, indent=1)
    if args.out is None:
        emit(None, text, False)
        return EXIT_OK
    from judge_app.cli.reports import write_out

    write_out(args, (text + "\n").encode("utf-8"))  # the one safe writer, the database kept
    return EXIT_OK
