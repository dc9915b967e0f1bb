"""``judge-app backup list|restore``: the automatic backups of an event (cli.md "Additions").

::

    judge-app backup list EVENT [--json]
    judge-app backup restore EVENT BACKUP_ID [--json]

Backups are taken by the service after every pairing and (at most one a
minute per event) every result: :mod:`judge_app.storage.backup`. ``list``
works even when the database cannot be opened (it reads the backups folder).
``restore`` puts the event back as it was (other events untouched) after
backing up the state it replaces; when the SQLite file cannot be opened at
all, the whole file is restored (that event from the backup, every other event
from its own newest backup: a backup holds one event) and the damaged one kept
beside it.
"""

from __future__ import annotations

import argparse
import os
from typing import Any

from judge_app.cli.common import EXIT_OK, CliError, emit, lang_of, refused, say


def register(subparsers: Any) -> None:
    """Add the ``backup`` group."""
    backup = subparsers.add_parser("backup", help="the event's automatic backups: list, restore")
    sub = backup.add_subparsers(dest="backup_command", required=True)
    for name, help_ in (("list", "the backups of an event, newest first"),
                        ("restore", "put one event back as it was in a backup (the other "
                                    "events of the database are untouched; the state "
                                    "replaced is backed up first; what it drops is listed)")):
        p = sub.add_parser(name, help=help_, description=help_)
        p.add_argument("event", metavar="EVENT", help="the event id (ev-1 …)")
        if name == "restore":
            p.add_argument("backup_id", metavar="BACKUP_ID", help="an id from `backup list`")
        p.add_argument("--json", action="store_true", help="print one JSON document")
        p.add_argument("--db", default=argparse.SUPPRESS,
                       help="database URL (default: JUEZ_DB or an SQLite file)")
        p.add_argument("--lang", choices=("es", "en"), default=None,
                       help="language of the messages (default: JUEZ_LANG or the locale)")
        p.set_defaults(handler=_list if name == "list" else _restore)


def _url(args: argparse.Namespace) -> str:
    from judge_app.storage.sqlitefile import resolve_url

    return resolve_url(getattr(args, "db", None) or os.environ.get("JUEZ_DB") or None)


def _event(args: argparse.Namespace) -> str:
    from judge_app.storage.errors import NotFoundError
    from judge_app.storage.service import event_key, public_id

    try:
        return public_id(event_key(args.event))
    except NotFoundError as exc:
        raise CliError(refused(args, "EVENT", exc)) from None


def _list(args: argparse.Namespace) -> int:
    from judge_app.storage.backup import folder_for, list_backups, trigger_title

    url, event = _url(args), _event(args)
    backups = list_backups(url, event)
    data = {"event": event, "folder": str(folder_for(url)), "backups": [
        {"id": b.id, "at": b.at.isoformat(timespec="seconds"), "trigger": b.trigger,
         "size": b.size} for b in backups]}
    lang = lang_of(args)
    human = "\n".join(f"{b.id}\t{b.at:%Y-%m-%d %H:%M:%S} UTC\t{trigger_title(b.trigger, lang)}"
                      f"\t{b.size} "
                      + say(args, "bytes", "bytes") for b in backups) or say(
        args, f"no hay copias de {event} en {folder_for(url)}",
        f"no backups of {event} in {folder_for(url)}")
    emit(data, human, args.json)
    return EXIT_OK


def _restore(args: argparse.Namespace) -> int:
    from judge_app.storage import backup
    from judge_app.storage.database import sqlite_file
    from judge_app.storage.errors import DiskFullError, TournamentError
    from judge_app.storage.service import EventService

    url, event = _url(args), _event(args)
    try:
        service = EventService(url)
    except TournamentError as exc:
        path = sqlite_file(url)
        if path is None or not path.exists() or exc.field != "db" \
                or isinstance(exc, DiskFullError):  # a full disk is no damage: never restore
            raise CliError(exc.message(lang_of(args))) from None
        backup.find(url, event, args.backup_id)  # names the backups there are
        aside, others = backup.restore_whole(path, args.backup_id)
        lines = [say(args, f"{path} no se pudo abrir: restaurado entero desde "
                           f"{args.backup_id}; el archivo dañado se guardó como {aside}",
                     f"{path} could not be opened: restored whole from {args.backup_id}; "
                     f"the damaged file was kept as {aside}")]
        lines += [say(args, f"  {b.event}: desde su copia más reciente, {b.id}",
                      f"  {b.event}: from its newest backup, {b.id}") for b in others]
        emit({"event": event, "restored": args.backup_id, "whole_file": True,
              "damaged_kept": str(aside),
              "other_events": {b.event: b.id for b in others}}, "\n".join(lines), args.json)
        return EXIT_OK
    path = sqlite_file(url)
    if path is not None:  # room for the copy of the state it replaces, checked first
        from judge_app.storage.sqlitefile import disk_full_error, free_bytes

        room = free_bytes(path.parent)
        if room is not None and path.exists() and room < path.stat().st_size + 1_000_000:
            raise CliError(disk_full_error(path, str(path)).message(lang_of(args)))
    try:
        dropped = backup.restore_effect(service, event, args.backup_id)
        before = backup.restore(service, event, args.backup_id)
    except Exception as exc:
        from judge_app.storage.sqlitefile import disk_full, disk_full_error

        if not isinstance(exc, TournamentError) and disk_full(exc, path):
            raise CliError(disk_full_error(path, url).message(lang_of(args))) from None
        if not isinstance(exc, TournamentError):
            raise
        raise CliError(refused(args, "BACKUP_ID" if exc.field == "backup" else "EVENT",
                               exc)) from None
    lines = [say(args, f"{event} restaurado desde {args.backup_id}; el estado que reemplazó se "
                       f"guardó como {before.id} (restaurarlo lo trae de vuelta)",
                 f"{event} restored from {args.backup_id}; the state it replaced was backed "
                 f"up as {before.id} (restoring it brings it back)")]
    if dropped:
        lines.append(say(args, "Lo que se anotó después de esa copia y ya no está:",
                         "What was entered after that backup and is no longer there:"))
        lines += [f"  {say(args, es, en)}" for en, es in dropped]
    emit({"event": event, "restored": args.backup_id, "whole_file": False,
          "kept": before.id, "dropped": [en for en, _es in dropped]},
         "\n".join(lines), args.json)
    return EXIT_OK
