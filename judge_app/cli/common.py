"""What every CLI command shares: exit codes, JSON output, errors that name their place."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Sequence
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


def refused(args: Any, argument: str, exc: BaseException) -> str:
    """A core refusal about one argument, in the command's language (the core's exceptions
    carry both; an English-only one is said as it is).

    >>> import argparse
    >>> from judge_app.tournament.messages import Refusal
    >>> refused(argparse.Namespace(lang="es"), "EVENT", Refusal("no such event", "no existe"))
    'argumento EVENT: no existe'
    """
    from judge_app.tournament.messages import message_of

    lang = lang_of(args)
    return (f"argument {argument}: {message_of(exc, 'en')}" if lang == "en" else
            f"argumento {argument}: {message_of(exc, 'es')}")


def error(message: str) -> int:
    """Print a bad-input message on stderr and return exit status 2."""
    print(f"judge-app: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


#: argparse's own refusals (Python has them in English only) in Spanish: a scorekeeper who
#: reads the command line in Spanish mistypes a command too.
_ARGPARSE_ES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^the following arguments are required: (.+)$"),
     "faltan los argumentos: {0}"),
    (re.compile(r"^unrecognized arguments: (.+)$"), "argumentos no reconocidos: {0}"),
    (re.compile(r"^argument (\S+): invalid choice: (.+?) \(choose from (.+)\)$"),
     "argumento {0}: {1} no es una opción (opciones: {2})"),
    (re.compile(r"^argument (\S+): expected one argument$"), "argumento {0}: falta su valor"),
    (re.compile(r"^argument (\S+): (.+) is not a whole number$"),
     "argumento {0}: {1} no es un número entero"),
    (re.compile(r"^argument (\S+): invalid \S+ value: (.+)$"),
     "argumento {0}: {1} no es un valor válido"),
    (re.compile(r"^argument (\S+): not allowed with argument (\S+)$"),
     "argumento {0}: no se permite junto con {1}"),
    (re.compile(r"^argument (\S+): ignored explicit argument (.+)$"),
     "argumento {0}: no lleva valor ({1})"),
)


def command_line_lang(argv: Sequence[str]) -> str:
    """The language a command line asks for before it is parsed: its ``--lang``, else
    ``JUEZ_LANG``, else the locale.

    >>> command_line_lang(["round", "result", "--lang", "es"]), command_line_lang(["--lang=en"])
    ('es', 'en')
    """
    for i, arg in enumerate(argv):
        value = arg.split("=", 1)[1] if arg.startswith("--lang=") else (
            argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else None)
        if value in ("es", "en"):
            return value
    return lang_of(None)


def usage_error(message: str, lang: str) -> str:
    """An argparse refusal in ``lang`` (unknown wording: as argparse said it).

    >>> usage_error("the following arguments are required: TABLE, SCORE", "es")
    'faltan los argumentos: TABLE, SCORE'
    >>> usage_error("argument TABLE: 'x' is not a whole number", "es")
    "argumento TABLE: 'x' no es un número entero"
    """
    if lang != "es":
        return message
    for pattern, spanish in _ARGPARSE_ES:
        found = pattern.match(message)
        if found:
            return spanish.format(*found.groups())
    return message
