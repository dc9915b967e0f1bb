"""``judge-app rules show|list|search|coverage``: the rulebook text a violation or a penalty
cites, and which of its sections Juez checks.

This module owns the whole ``rules`` group (cli.md lists ``rules show`` and, in its
Additions, ``rules coverage``; ``list`` and ``search`` are extensions). The text is
always the original Spanish; ``--lang en`` only adds an English header saying so.

    judge-app rules show kodem-5.0 6.7-P1 [--lang es|en] [--json]
    judge-app rules list kodem-5.0 [--json]
    judge-app rules search kodem-5.0 vínculo [--json]
    judge-app rules coverage totems [--lang es|en] [--json]
"""

from __future__ import annotations

import argparse
import difflib
from typing import Any

from judge_app.cli.common import EXIT_OK, CliError, emit, lang_of, say
from judge_app.games import rulebook_infos
from judge_app.rulebooks import Rulebook, Section, fold, get_rulebook
from judge_app.violations import Lang


def register(subparsers: Any) -> None:
    """Add the ``rules`` group and its subcommands."""
    rules = subparsers.add_parser(
        "rules", help="rulebook sections: show, list, search, coverage",
        description="The rulebook text behind a citation (original Spanish).",
    )
    sub = rules.add_subparsers(dest="rules_command", required=True,
                               metavar="{show,list,search,coverage}")

    show = sub.add_parser("show", help="the cited text of one section")
    books = ", ".join(info.id for info in rulebook_infos())
    show.add_argument("rulebook", metavar="RULEBOOK", help=f"one of {books}")
    show.add_argument("section", metavar="SECTION", help="e.g. 6.7-P1, 5/batalla, turno")
    show.add_argument("--lang", choices=("es", "en"), default="es",
                      help="language of the header (the text stays in Spanish)")
    show.add_argument("--json", action="store_true", help="print one JSON document")
    show.set_defaults(handler=_show)

    listing = sub.add_parser("list", help="every section id and title of a rulebook")
    listing.add_argument("rulebook", metavar="RULEBOOK")
    listing.add_argument("--json", action="store_true", help="print one JSON document")
    listing.set_defaults(handler=_list)

    search = sub.add_parser("search", help="sections that mention every word of QUERY")
    search.add_argument("rulebook", metavar="RULEBOOK")
    search.add_argument("query", metavar="QUERY", help="accents and case are ignored")
    search.add_argument("--json", action="store_true", help="print one JSON document")
    search.set_defaults(handler=_search)

    coverage = sub.add_parser(
        "coverage", help="every section with its status: checked, not from a log, not yet",
        description="Which sections of a rulebook Juez checks from a match log: 'checked' "
                    "(the check and a sample log that shows it flagged), 'not from a log' "
                    "(why a log cannot show it) or 'not yet'.",
    )
    coverage.add_argument("rulebook", metavar="RULEBOOK", help=f"one of {books}")
    coverage.add_argument("--lang", choices=("es", "en"), default=None,
                          help="language of the checks and reasons (default: JUEZ_LANG, "
                               "then the locale)")
    coverage.add_argument("--json", action="store_true", help="print one JSON document")
    coverage.set_defaults(handler=_coverage)


def _rulebook(rulebook_id: str) -> Rulebook:
    known = [info.id for info in rulebook_infos()]
    if rulebook_id not in known:
        close = [k for k in known if k.startswith(rulebook_id)] or difflib.get_close_matches(
            rulebook_id, known, n=3, cutoff=0.5
        )
        hint = f"; did you mean {', '.join(close)}?" if close else ""
        raise CliError(
            f"argument RULEBOOK: unknown rulebook {rulebook_id!r} "
            f"(known: {', '.join(known)}){hint}"
        )
    return get_rulebook(rulebook_id)


def _section(rulebook: Rulebook, section_id: str) -> Section:
    if section_id in rulebook:
        return rulebook.section(section_id)
    close = rulebook.close_matches(section_id)
    hint = f"; close matches: {', '.join(close)}" if close else ""
    raise CliError(
        f"argument SECTION: {rulebook.id} has no section {section_id!r}{hint} "
        f"(see: judge-app rules list {rulebook.id})"
    )


def heading(section: Section) -> str:
    """``kodem-5.0 §6.7-P1 — Penalizaciones por incumplir Restricciones — 1``."""
    return f"{section.rulebook} §{section.id} — {section.title}"


def _show(args: argparse.Namespace) -> int:
    rulebook = _rulebook(args.rulebook)
    section = _section(rulebook, args.section)
    human = f"{heading(section)}\n\n{section.text}"
    if args.lang == "en":
        human = f"{rulebook.info.title}, section {section.id} (original Spanish text)\n\n{human}"
    data = {
        "rulebook": section.rulebook,
        "section": section.id,
        "title": section.title,
        "text": section.text,
    }
    emit(data, human, args.json)
    return EXIT_OK


def _list(args: argparse.Namespace) -> int:
    rulebook = _rulebook(args.rulebook)
    width = max(len(s.id) for s in rulebook)
    lines = [f"{rulebook.id} — {rulebook.info.edition}", ""]
    lines += [f"{s.id:<{width}}  {s.title}" for s in rulebook]
    data = {
        "rulebook": rulebook.id,
        "title": rulebook.info.title,
        "edition": rulebook.info.edition,
        "sections": [{"section": s.id, "title": s.title, "parent": s.parent} for s in rulebook],
    }
    emit(data, "\n".join(lines), args.json)
    return EXIT_OK


def snippet(text: str, query: str, width: int = 70) -> str:
    """One line of ``text`` around the first word of ``query`` (accents ignored).

    >>> snippet("Durante la Fase de Batalla, si tu Protector está disponible", "protector", 40)
    '…e de Batalla, si tu Protector está dispo…'
    """
    flat = " ".join(text.split())
    # Fold character by character so that positions in ``folded`` are positions in ``flat``.
    folded = "".join(f if len(f := fold(c)) == 1 else c for c in flat)
    words = [w for w in fold(query).split() if w]
    at = min((i for w in words if (i := folded.find(w)) >= 0), default=0)
    lo = max(0, at - width // 2)
    hi = min(len(flat), lo + width)
    return ("…" if lo else "") + flat[lo:hi].strip() + ("…" if hi < len(flat) else "")


def _search(args: argparse.Namespace) -> int:
    rulebook = _rulebook(args.rulebook)
    if not args.query.strip():
        raise CliError("argument QUERY: empty search")
    found = rulebook.search(args.query)
    results = [
        {"section": s.id, "title": s.title, "snippet": snippet(s.text, args.query)}
        for s in found
    ]
    if found:
        pairs = zip(found, results, strict=True)
        human = "\n".join(f"{heading(s)}\n    {r['snippet']}" for s, r in pairs)
    else:
        human = say(args, f"Ninguna sección de {rulebook.id} menciona {args.query!r}.",
                    f"No section of {rulebook.id} mentions {args.query!r}.")
    emit({"rulebook": rulebook.id, "query": args.query, "results": results}, human, args.json)
    return EXIT_OK


def _coverage(args: argparse.Namespace) -> int:
    from judge_app.coverage import CoverageError, coverage_table, render

    rulebook = _rulebook(args.rulebook)
    lang: Lang = "en" if lang_of(args) == "en" else "es"
    try:
        table = coverage_table(rulebook.id)
    except CoverageError as exc:
        raise CliError(str(exc)) from None
    emit(table.to_json(lang), render(table, lang, rulebook.info.edition), args.json)
    return EXIT_OK
