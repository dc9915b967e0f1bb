"""What every CLI command shares: exit codes, JSON output, errors that name their place."""

from __future__ import annotations

import json
import sys
from typing import Any

EXIT_OK = 0
EXIT_FOUND = 1
EXIT_BAD_INPUT = 2


class CliError(Exception):
    """Bad input: printed on stderr as ``judge-app: <message>``, exit status 2.

    The message names the argument, file or JSON path at fault.
    """


def emit(data: Any, human: str, as_json: bool) -> None:
    """Print one JSON document (``--json``) or the human-readable text.

    On an output that cannot encode a name (a Windows pipe in cp1252 and a player
    called 李), JSON falls back to ``\\uXXXX`` escapes (the same document) and text to
    ``\\xNN``-style escapes, instead of a crash.
    """
    text = json.dumps(data, ensure_ascii=False, indent=2) if as_json else human
    try:
        print(text)
    except UnicodeEncodeError:
        if as_json:
            print(json.dumps(data, ensure_ascii=True, indent=2))
        else:
            encoding = getattr(sys.stdout, "encoding", None) or "ascii"
            print(text.encode(encoding, "backslashreplace").decode(encoding))


def lang_of(args: Any) -> str:
    """The language of a command's lines for a person: its ``--lang``, else ``JUEZ_LANG``,
    else the locale (the rule the error messages follow)."""
    chosen = getattr(args, "lang", None)
    if chosen in ("es", "en"):
        return str(chosen)
    from judge_app.tournament.messages import default_lang

    return default_lang()


def say(args: Any, es: str, en: str) -> str:
    """One line for a person in the command's language (:func:`lang_of`): Spanish or English.

    >>> import argparse
    >>> say(argparse.Namespace(lang="en"), "mesa 3", "table 3")
    'table 3'
    """
    return en if lang_of(args) == "en" else es


def error(message: str) -> int:
    """Print a bad-input message on stderr and return exit status 2."""
    print(f"judge-app: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT
