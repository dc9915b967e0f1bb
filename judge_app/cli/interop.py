"""``judge-app event import|export``, ``round import``: other tools' files (cli.md, "Other
tools' files").

::

    judge-app event import FILE.tdf|FILE.zip [--json]    a TOM file or an archive → a new event
    judge-app event archive EVENT --out FILE.zip [--force] [--lang es|en]
    judge-app event export EVENT --format tdf --out FILE.tdf [--force]
    judge-app round import EVENT FILE.csv [--json]       table,p1,p2,result (p2 empty: bye)
    judge-app standings EVENT --division junior|senior|masters   (see cli/tournament.py)
"""

from __future__ import annotations

import argparse
from typing import Any

from judge_app.cli.common import EXIT_OK, emit, say


def register_event(esub: Any) -> None:
    """Add ``event import`` and ``event export`` to the ``event`` command."""
    from judge_app.cli.tournament import _event_arg, _parser

    p = _parser(esub, "import", "make an event of a Pokémon TOM tournament file (.tdf: "
                "players, divisions, rounds, results, drops) or of a Juez event archive (.zip)",
                _event_import, {"file": "FILE"})
    p.add_argument("file", metavar="FILE", help="the TOM file (.tdf) or event archive (.zip)")
    p.add_argument("--again", action="store_true",
                   help="an archive already imported into this database: import a second copy")
    p = _parser(esub, "archive", "the whole event as one zip: database snapshot, every report "
                "of every round, attached match logs and the audit chain", _event_archive)
    _event_arg(p)
    p.add_argument("--out", required=True, metavar="FILE.zip", help="where to write it")
    p.add_argument("--force", action="store_true", help="write over an existing file")
    p.add_argument("--lang", choices=("es", "en"), default=None,
                   help="language of the reports inside (default es) and of this command's "
                        "lines (default: JUEZ_LANG or the locale)")
    p = _parser(esub, "export", "write the event as a Pokémon TOM tournament file",
                _event_export)
    _event_arg(p)
    p.add_argument("--format", choices=["tdf"], default="tdf", help="the file format (tdf)")
    p.add_argument("--out", required=True, metavar="FILE.tdf", help="where to write it")
    p.add_argument("--force", action="store_true", help="write over an existing file")


def register_round(rsub: Any) -> None:
    """Add ``round import`` to the ``round`` command."""
    from judge_app.cli.tournament import _event_arg, _parser

    p = _parser(rsub, "import", "enter the next round as another tool paired it (CSV with "
                "columns table,p1,p2,result; p2 empty is the bye; result empty while open)",
                _round_import, {"file": "FILE.csv"})
    _event_arg(p)
    p.add_argument("file", metavar="FILE.csv", help="the round's CSV file")


def _service(args: argparse.Namespace) -> Any:
    from judge_app.cli.tournament import _service as service

    return service(args)


def _event_import(args: argparse.Namespace) -> int:
    from judge_app.storage.archive import import_archive, is_archive
    from judge_app.storage.imports import import_tdf

    svc = _service(args)
    if is_archive(args.file):
        event = svc.event_summary(import_archive(svc, args.file, again=args.again))
        emit({"event": event.id, "name": event.name, "format": "archive"},
             f"{event.id}\n{event.name}: " + say(args, "importado del archivo",
                                                 "imported from the archive"), args.json)
        return EXIT_OK
    done = import_tdf(svc, args.file)
    data = {"event": done.event.id, "name": done.event.name, "players": done.players,
            "rounds": done.rounds, "standings_differences": done.differences}
    lines = [done.event.id,
             f"{done.event.name}: " + say(
                 args, f"{done.players} jugadores, {done.rounds} rondas importadas",
                 f"{done.players} players, {done.rounds} rounds imported")]
    if done.differences:
        lines.append(say(args, f"La clasificación de Juez difiere de la del archivo en "
                               f"{len(done.differences)} lugares:",
                         f"Juez's standings differ from the file's in {len(done.differences)} "
                         "places:"))
        lines += [f"  {d}" for d in done.differences]
    emit(data, "\n".join(lines), args.json)
    return EXIT_OK


def _event_export(args: argparse.Namespace) -> int:
    from judge_app.cli.reports import write_out
    from judge_app.storage.imports import export_tdf

    text = export_tdf(_service(args), args.event)
    write_out(args, text.encode("utf-8"))  # never over the database or a file without --force
    emit({"event": args.event, "out": args.out},
         say(args, f"escrito {args.out}", f"wrote {args.out}"), args.json)
    return EXIT_OK


def _event_archive(args: argparse.Namespace) -> int:
    from judge_app.cli.reports import printed_lang, write_out
    from judge_app.reports.archive import event_archive

    data = event_archive(_service(args), args.event, lang=printed_lang(args))
    write_out(args, data)
    emit({"event": args.event, "out": args.out, "bytes": len(data)},
         say(args, f"escrito {args.out} ({len(data) // 1024} KB)",
             f"wrote {args.out} ({len(data) // 1024} KB)"), args.json)
    return EXIT_OK


def _round_import(args: argparse.Namespace) -> int:
    from judge_app.storage.imports import import_round

    done = import_round(_service(args), args.event, args.file)
    open_tables = sum(not m.reported for m in done.matches)
    data = {"round": done.round,
            "pairings": [{"table": m.table, "p1": m.p1, "p2": m.p2,
                          "result": "dl" if m.double_loss else
                          (None if m.score is None else str(m.score))} for m in done.matches],
            "late_entries": done.late_entries, "drops": done.drops}
    lines = [say(args, f"ronda {done.round} importada: {len(done.matches)} mesas, "
                       f"{open_tables} aún abiertas",
                 f"round {done.round} imported: {len(done.matches)} tables, "
                 f"{open_tables} still open")]
    if done.late_entries:
        lines.append(say(args, f"inscripciones tardías (entran en la ronda {done.round}): ",
                         f"late entries (join in round {done.round}): ")
                     + ", ".join(done.late_entries))
    if done.drops:
        lines.append(say(args, f"retirados tras la ronda {done.round - 1}: ",
                         f"dropped after round {done.round - 1}: ") + ", ".join(done.drops))
    emit(data, "\n".join(lines), args.json)
    return EXIT_OK
