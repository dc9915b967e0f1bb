"""``judge-app round edit|publish``, ``player seat|apart`` …: running the floor (cli.md).

The forms of cli.md's "Running the floor"::

    judge-app round edit EVENT --swap P_A P_B | --pair P_A P_B | --bye P
    judge-app round publish EVENT
    judge-app player seat EVENT P TABLE | player seat EVENT P --clear
    judge-app player apart EVENT P_A P_B [--remove]

Warnings (a rematch or a points gap an edit creates, a table two seated
players share) are printed after the result, in ``--lang`` (default es),
and in ``--json`` as ``warnings`` with both languages. Refusals exit 2 with
nothing changed, like every tournament command.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from judge_app.cli.common import EXIT_OK, CliError, emit
from judge_app.cli.tournament import _event_arg, _int, _names, _parser

if TYPE_CHECKING:
    from judge_app.storage.floor import FloorService
    from judge_app.tournament.floor import Notice

Handler = Callable[[argparse.Namespace], int]


def _group(subparsers: Any, name: str, help_: str) -> Any:
    """The subcommands of group ``name`` (``round``, ``player`` …), created if new: the
    floor adds its commands to the tournament's groups."""
    parser = subparsers.choices.get(name)
    if parser is None:
        parser = subparsers.add_parser(name, help=help_)
        return parser.add_subparsers(dest=f"{name}_command", required=True)
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return action
    raise AssertionError(f"group {name} has no subcommands")


def _floor_parser(sub: Any, name: str, help_: str, handler: Handler,
                  arguments: dict[str, str] | None = None) -> argparse.ArgumentParser:
    p = _parser(sub, name, help_, handler, arguments)
    p.add_argument("--lang", choices=("es", "en"), default="es",
                   help="language of the warnings (default es)")
    return p


def register(subparsers: Any) -> None:
    """Add the floor's commands (cli.md, "Running the floor")."""
    rsub = _group(subparsers, "round", "pair rounds, enter and correct results")
    p = _floor_parser(rsub, "edit", "edit the current round's pairings by hand, before any "
                      "result: --swap A B, --pair A B or --bye P", _round_edit,
                      {"player": "PLAYER", "edit": "--swap/--pair/--bye"})
    _event_arg(p)
    how = p.add_mutually_exclusive_group(required=True)
    how.add_argument("--swap", nargs=2, metavar=("P_A", "P_B"),
                     help="the two players exchange their seats")
    how.add_argument("--pair", nargs=2, metavar=("P_A", "P_B"),
                     help="pair them; their former opponents play each other")
    how.add_argument("--bye", metavar="P", help="give P the bye (its holder takes P's seat)")
    p = _floor_parser(rsub, "publish", "publish the current round's pairings (printable, "
                      "on the projector)", _round_publish)
    _event_arg(p)

    psub = _group(subparsers, "player", "register, import and drop players")
    p = _floor_parser(psub, "seat", "P always plays at TABLE (accessibility); --clear "
                      "removes the fixed seat", _player_seat, {"player": "P"})
    _event_arg(p)
    p.add_argument("player", metavar="P")
    p.add_argument("table", metavar="TABLE", type=_int("TABLE"), nargs="?")
    p.add_argument("--clear", action="store_true", help="remove P's fixed seat")
    p = _floor_parser(psub, "apart", "never pair P_A and P_B while any other pairing exists "
                      "(teammates, family)", _player_apart, {"player": "P_A/P_B"})
    _event_arg(p)
    p.add_argument("a", metavar="P_A")
    p.add_argument("b", metavar="P_B")
    p.add_argument("--remove", action="store_true", help="they may be paired again")


def _service(args: argparse.Namespace) -> FloorService:
    import os

    from judge_app.storage.floor import FloorService

    return FloorService(getattr(args, "db", None) or os.environ.get("JUEZ_DB") or None)


def notices_json(notices: Sequence[Notice]) -> list[dict[str, Any]]:
    """Warnings as ``--json`` prints them (both languages)."""
    return [{"code": n.code, "players": list(n.players), "es": n.es, "en": n.en}
            for n in notices]


def notices_text(notices: Sequence[Notice], lang: str) -> list[str]:
    """Warnings as the human output prints them."""
    word = "warning" if lang == "en" else "aviso"
    return [f"{word}: {n.text(lang)}" for n in notices]


# ---------------------------------------------------------------------- handlers
def _round_edit(args: argparse.Namespace) -> int:
    svc = _service(args)
    edit = svc.edit_round(args.event, swap=tuple(args.swap) if args.swap else None,
                          pair=tuple(args.pair) if args.pair else None, bye=args.bye)
    names = _names(svc.players(args.event))
    en = args.lang == "en"
    lines = [(f"Round {edit.round} edited" if en else f"Ronda {edit.round} editada")
             + ("" if edit.published else (" (draft: not published)" if en
                                            else " (borrador: sin publicar)"))]
    for m in edit.matches:
        who1 = f"{m.p1} {names.get(m.p1, '')}".strip()
        if m.p2 is None:
            lines.append(f"  {'table' if en else 'mesa'} {m.table:>3}  {who1} — bye")
        else:
            who2 = f"{m.p2} {names.get(m.p2, '')}".strip()
            lines.append(f"  {'table' if en else 'mesa'} {m.table:>3}  {who1}  vs  {who2}")
    lines += notices_text(edit.notices, args.lang)
    emit({"round": edit.round, "published": edit.published,
          "pairings": [{"table": m.table, "p1": m.p1, "p2": m.p2} for m in edit.matches],
          "warnings": notices_json(edit.notices)}, "\n".join(lines), args.json)
    return EXIT_OK


def _round_publish(args: argparse.Namespace) -> int:
    number = _service(args).publish_round(args.event)
    emit({"round": number, "published": True},
         f"round {number} published" if args.lang == "en" else f"ronda {number} publicada",
         args.json)
    return EXIT_OK


def _player_seat(args: argparse.Namespace) -> int:
    if args.clear == (args.table is not None):
        raise CliError("argument TABLE: give a table, or --clear to remove the fixed seat")
    notices = _service(args).seat_player(args.event, args.player,
                                         None if args.clear else args.table)
    en = args.lang == "en"
    if args.clear:
        text = f"{args.player}: no fixed seat" if en else f"{args.player}: sin mesa fija"
    else:
        text = (f"{args.player} always plays at table {args.table}" if en
                else f"{args.player} juega siempre en la mesa {args.table}")
    emit({"player": args.player, "table": None if args.clear else args.table,
          "warnings": notices_json(notices)},
         "\n".join([text, *notices_text(notices, args.lang)]), args.json)
    return EXIT_OK


def _player_apart(args: argparse.Namespace) -> int:
    _service(args).keep_apart(args.event, args.a, args.b, remove=args.remove)
    en = args.lang == "en"
    if args.remove:
        text = (f"{args.a} and {args.b} may be paired again" if en
                else f"{args.a} y {args.b} pueden volver a emparejarse")
    else:
        text = (f"{args.a} and {args.b} are kept apart" if en
                else f"{args.a} y {args.b} jugarán separados")
    emit({"players": [args.a, args.b], "apart": not args.remove}, text, args.json)
    return EXIT_OK
