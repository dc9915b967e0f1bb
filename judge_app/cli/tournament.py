"""``judge-app event|player|round|standings|penalty|audit …``: running a tournament.

cli.md's "Tournaments" commands, plus documented extensions::

    judge-app event create --name NAME --game G [--tiebreakers P] [--date D] [--json]
    judge-app event list [--json]
    judge-app player add EVENT NAME [--id PLAYER_ID] [--json]
    judge-app player import EVENT FILE.csv [--json]
    judge-app player drop EVENT PLAYER_ID [--json]
    judge-app player list EVENT [--json]
    judge-app player edit EVENT PLAYER_ID [--name N] [--member-id M] [--json]
    judge-app player undrop EVENT PLAYER_ID [--json]
    judge-app event list [--all] [--json]        --all: archived events too
    judge-app event hide EVENT [--undo]          archive: hide a finished event from the list
    judge-app event delete EVENT [--force]       an event with rounds needs --force
    judge-app round pair EVENT [--json]          next Swiss round (or next top-cut round)
    judge-app round repair EVENT [--json]        the current round again, before any result
    judge-app round result EVENT TABLE SCORE [--round R] [--json]
    judge-app round correct EVENT ROUND TABLE SCORE [--expect-version V] [--json]
                                                 V: the match's version `round show` printed
    judge-app round top EVENT --cut 8 [--json]   first top-cut round, then the next ones
                                                 (--cut 8 again, or the players left: 4, 2)
    judge-app round show EVENT [--round R] [--json]
    judge-app standings EVENT [--round R] [--json]
    judge-app penalty add EVENT PLAYER_ID --infraction T --penalty KIND --cite RB:SEC
                          [--round R] [--note T] [--judge NAME] [--json]
    judge-app penalty list EVENT [--player ID] [--round R] [--deleted] [--json]
    judge-app penalty edit EVENT PENALTY_ID [--infraction T] [--penalty K] [--cite RB:SEC]
                           [--round R] [--table N] [--judge NAME] [--note T] [--json]
    judge-app penalty delete EVENT PENALTY_ID [--reason T] [--json]
    judge-app audit verify EVENT [--seal HASH] [--json]
                                                 exit 1 when the log or the data was tampered
                                                 with (or the seal is not in the log)
    judge-app event import FILE.tdf | event export EVENT --format tdf --out FILE.tdf
    judge-app round import EVENT FILE.csv        a round paired elsewhere (cli/interop.py)

``--db URL`` may be given before the command or after it. ``standings
--json`` adds ``dropped`` to each row and ``champion`` (the top cut's winner
or ``null``) to cli.md's shape. Every refusal (unknown event or player,
duplicate id, impossible score, unknown table, closed round …) prints a
message on stderr naming the argument at fault (``argument SCORE: …``) and
exits 2, with nothing changed. Messages are in Spanish or English: ``--lang es|en``,
else ``JUEZ_LANG``, else the locale (``LANG=es_MX.UTF-8`` → Spanish).
``round pair|top|repair --json`` print exactly cli.md's ``{"round", "pairings"}``.
"""

from __future__ import annotations

import argparse
import functools
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from judge_app.cli.common import EXIT_FOUND, EXIT_OK, CliError, emit, lang_of, say
from judge_app.games import known_games
from judge_app.tournament.model import MatchRecord, PenaltyKind, Player, Profile

if TYPE_CHECKING:
    from judge_app.storage.service import EventService

Handler = Callable[[argparse.Namespace], int]


#: The argument of the command line that holds each ``TournamentError.field``.
_ARGUMENT_OF = {"event": "EVENT", "player": "PLAYER_ID", "table": "TABLE", "score": "SCORE",
                "file": "FILE.csv", "citation": "--cite", "penalty": "--penalty",
                "cut": "--cut", "name": "NAME", "game": "--game", "date": "--date",
                "profile": "--tiebreakers", "infraction": "--infraction", "note": "--note",
                "round": "--round", "member_id": "--member-id", "penalty_id": "PENALTY_ID"}


def _argument(args: argparse.Namespace, field: str | None) -> str | None:
    """The argument a refusal is about, as this command spells it (``None``: the event's
    state, not an argument, is at fault, e.g. "round 2 is not finished")."""
    if field is None:
        return None
    if field == "round" and getattr(args, "round", None) is None:
        return None
    names: dict[str, str] = getattr(args, "argument_names", {})
    return names.get(field, _ARGUMENT_OF.get(field))


def _refusals(handler: Handler) -> Handler:
    """A refused operation (TournamentError) becomes bad input: stderr, exit 2, with the
    argument at fault named first (``argument SCORE: score 'x' is not …``)."""
    @functools.wraps(handler)
    def run(args: argparse.Namespace) -> int:
        from judge_app.storage.errors import TournamentError

        try:
            return handler(args)
        except TournamentError as exc:
            argument = _argument(args, exc.field)
            lang = _lang(args)
            text = exc.message(lang)
            label = "argumento" if lang == "es" else "argument"
            raise CliError(text if argument is None
                           else f"{label} {argument}: {text}") from None
    return run


def _lang(args: argparse.Namespace) -> str:
    """The language of this command's messages: ``--lang``, else JUEZ_LANG or the locale."""
    return lang_of(args)


_say = say


def _service(args: argparse.Namespace) -> EventService:
    from judge_app.storage.service import EventService

    return EventService(getattr(args, "db", None) or os.environ.get("JUEZ_DB") or None)


def _parser(sub: Any, name: str, help_: str, handler: Handler,
            arguments: dict[str, str] | None = None) -> argparse.ArgumentParser:
    """A subcommand with ``--json`` and ``--db``; ``arguments`` renames, for this command,
    the argument an error field points at (e.g. ``{"player": "--id"}``)."""
    # "resolve": a command that declares its own --lang (or another shared option) keeps it
    p: argparse.ArgumentParser = sub.add_parser(name, help=help_, description=help_,
                                                conflict_handler="resolve")
    p.add_argument("--json", action="store_true", help="print one JSON document")
    p.add_argument("--db", default=argparse.SUPPRESS,
                   help="database URL (default: JUEZ_DB or an SQLite file)")
    p.add_argument("--lang", choices=("es", "en"), default=None,
                   help="language of the messages (default: JUEZ_LANG or the locale)")
    p.set_defaults(handler=_refusals(handler), argument_names=arguments or {})
    return p


def _event_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument("event", metavar="EVENT", help="the event id printed by `event create`")


def register(subparsers: Any) -> None:
    """Add the ``event``, ``player``, ``round``, ``standings``, ``penalty`` and ``audit``
    commands."""
    event = subparsers.add_parser("event", help="create and list events")
    esub = event.add_subparsers(dest="event_command", required=True)
    p = _parser(esub, "create", "create an event and print its id", _event_create,
                {"name": "--name"})
    p.add_argument("--name", required=True, help="the event's name")
    p.add_argument("--game", required=True,
                   help=f"the game key ({', '.join(known_games())})")
    p.add_argument("--tiebreakers", default="mtg", choices=[x.value for x in Profile],
                   help="tiebreaker profile, which also fixes the match points: mtg, "
                        "pokemon and the buchholz ones 3/1/0, the chess ones 1/½/0 "
                        "(default mtg)")
    p.add_argument("--date", help="the event's date, YYYY-MM-DD (default today)")
    p.add_argument("--no-late-losses", action="store_true",
                   help="late entries get no match losses for the rounds they missed")
    p = _parser(esub, "list", "the events of the database (not the archived ones)",
                _event_list)
    p.add_argument("--all", action="store_true", help="archived events too")
    p = _parser(esub, "hide", "archive a finished event: hidden from the list, nothing lost "
                "(`event archive --out` writes the event's zip)", _event_hide)
    _event_arg(p)
    p.add_argument("--undo", action="store_true", help="show it in the list again")
    p = _parser(esub, "delete", "delete an event and all of it (an event with rounds "
                "needs --force: hide it instead)", _event_delete)
    _event_arg(p)
    p.add_argument("--force", action="store_true",
                   help="also an event with rounds played")
    p = _parser(esub, "show", "an event: players, rounds, champion and the suggested "
                "structure (Swiss rounds and top cut by attendance, MTR table)", _event_show)
    _event_arg(p)
    from judge_app.cli.interop import register_event, register_round

    register_event(esub)

    player = subparsers.add_parser("player", help="register, import and drop players")
    psub = player.add_subparsers(dest="player_command", required=True)
    p = _parser(psub, "add", "register a player (late entries join the next round)",
                _player_add, {"player": "--id"})
    _event_arg(p)
    p.add_argument("name", metavar="NAME")
    p.add_argument("--id", dest="player_id", metavar="PLAYER_ID",
                   help="the player's id (default P001, P002 …)")
    p.add_argument("--same-name", action="store_true",
                   help="register NAME even though a player of that name is already "
                        "registered (another person, not the same one twice)")
    p = _parser(psub, "import", "register every player of a CSV file (columns id,name)",
                _player_import)
    _event_arg(p)
    p.add_argument("file", metavar="FILE.csv")
    p = _parser(psub, "drop", "drop a player: results kept, never paired again", _player_drop)
    _event_arg(p)
    p.add_argument("player", metavar="PLAYER_ID")
    p = _parser(psub, "list", "the registered players", _player_list)
    _event_arg(p)
    p = _parser(psub, "edit", "correct a player's name or membership id (audited)",
                _player_edit, {"name": "--name"})
    _event_arg(p)
    p.add_argument("player", metavar="PLAYER_ID")
    p.add_argument("--name", help="the corrected name")
    p.add_argument("--member-id", dest="member_id", metavar="M",
                   help="membership id ('' clears it)")
    p = _parser(psub, "undrop", "reinstate a dropped player (paired again from the next "
                "round)", _player_undrop)
    _event_arg(p)
    p.add_argument("player", metavar="PLAYER_ID")

    rnd = subparsers.add_parser("round", help="pair rounds, enter and correct results")
    rsub = rnd.add_subparsers(dest="round_command", required=True)
    p = _parser(rsub, "pair", "pair the next Swiss round (or the next top-cut round)",
                _round_pair)
    _event_arg(p)
    p = _parser(rsub, "repair", "pair the current round again (before any result)",
                _round_repair)
    _event_arg(p)
    p = _parser(rsub, "result", "enter a result of the current round", _round_result)
    _event_arg(p)
    p.add_argument("table", metavar="TABLE", type=_int("TABLE"))
    p.add_argument("score", metavar="SCORE", help="2-0, 2-1, 1-1-1, 0-2 … (player 1 first)")
    p.add_argument("--round", type=_int("--round"), metavar="R",
                   help="the round (default: the current round)")
    p = _parser(rsub, "correct", "correct a result of any round (audited)", _round_correct,
                {"round": "ROUND"})
    _event_arg(p)
    p.add_argument("round", metavar="ROUND", type=_int("ROUND"))
    p.add_argument("table", metavar="TABLE", type=_int("TABLE"))
    p.add_argument("score", metavar="SCORE")
    p.add_argument("--expect-version", type=_int("--expect-version"), metavar="V",
                   help="the match's version as `round show` printed it: refused if another "
                        "station changed the match since")
    p.add_argument("--expected-version", type=_int("--expected-version"), metavar="V",
                   help="the event's version as `standings` printed it: refused if the event "
                        "changed at all since")
    p = _parser(rsub, "top", "single-elimination top cut seeded by the standings", _round_top)
    _event_arg(p)
    p.add_argument("--cut", type=_int("--cut"), required=True, metavar="N",
                   help="players in the top cut (2, 4, 8, 16, 32)")
    p = _parser(rsub, "show", "the pairings and results of a round", _round_show)
    _event_arg(p)
    p.add_argument("round_given", metavar="ROUND", type=_int("ROUND"), nargs="?",
                   help="the round (default: the current round)")
    p.add_argument("--round", type=_int("--round"), metavar="R",
                   help="the round (the same as ROUND)")
    p.add_argument("--why", action="store_true",
                   help="each table with the reason for its pairing")
    register_round(rsub)

    p = _parser(subparsers, "standings", "the standings with the profile's tiebreakers",
                _standings)
    _event_arg(p)
    p.add_argument("--round", type=_int("--round"), metavar="R",
                   help="after this round (default: every result entered)")
    p.add_argument("--division", choices=["junior", "senior", "masters"],
                   help="one age division only, ranked apart (events imported from TOM)")

    pen = subparsers.add_parser("penalty", help="penalties with their rulebook citation")
    nsub = pen.add_subparsers(dest="penalty_command", required=True)
    p = _parser(nsub, "add", "record a penalty", _penalty_add, {"table": "--table"})
    _event_arg(p)
    p.add_argument("player", metavar="PLAYER_ID")
    p.add_argument("--infraction", required=True, metavar="TEXT")
    p.add_argument("--penalty", required=True, choices=[k.value for k in PenaltyKind])
    p.add_argument("--cite", required=True, metavar="RULEBOOK:SECTION")
    p.add_argument("--round", type=_int("--round"), metavar="R",
                   help="the round (default: the current round)")
    p.add_argument("--note", default="", metavar="TEXT")
    p.add_argument("--judge", default="", metavar="NAME")
    p.add_argument("--table", type=_int("--table"), metavar="N", help="the table")
    p = _parser(nsub, "list", "the penalties of an event", _penalty_list,
                {"player": "--player"})
    _event_arg(p)
    p.add_argument("--player", metavar="PLAYER_ID")
    p.add_argument("--round", type=_int("--round"), metavar="R")
    p.add_argument("--deleted", action="store_true", help="deleted penalties too")
    p = _parser(nsub, "edit", "correct a penalty (audited)", _penalty_edit,
                {"table": "--table"})
    _event_arg(p)
    p.add_argument("penalty_id", metavar="PENALTY_ID", type=_int("PENALTY_ID"))
    p.add_argument("--infraction", metavar="TEXT")
    p.add_argument("--penalty", choices=[k.value for k in PenaltyKind])
    p.add_argument("--cite", metavar="RULEBOOK:SECTION")
    p.add_argument("--round", type=_int("--round"), metavar="R")
    p.add_argument("--table", type=_int("--table"), metavar="N")
    p.add_argument("--judge", metavar="NAME")
    p.add_argument("--note", metavar="TEXT")
    p = _parser(nsub, "delete", "delete a penalty given by mistake (kept, marked deleted, "
                "audited)", _penalty_delete)
    _event_arg(p)
    p.add_argument("penalty_id", metavar="PENALTY_ID", type=_int("PENALTY_ID"))
    p.add_argument("--reason", default="", metavar="TEXT")

    audit = subparsers.add_parser("audit", help="the event's tamper-evident audit log")
    asub = audit.add_subparsers(dest="audit_command", required=True)
    p = _parser(asub, "verify", "check the audit log's hash chain and that the event's data "
                "is what it says (exit 1 if not)", _audit_verify)
    _event_arg(p)
    p.add_argument("--seal", metavar="HASH",
                   help="the seal printed on a report: was it this event's, and what changed "
                        "since it was printed")


def _int(what: str) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            return int(text)
        except ValueError:
            raise CliError(f"argument {what}: {text!r} is not a whole number") from None
    parse.__name__ = what
    return parse


# ---------------------------------------------------------------------- output helpers
def _names(players: Sequence[Player]) -> dict[str, str]:
    return {p.id: p.name for p in players}


def _pairings_out(args: argparse.Namespace, round_no: int, matches: Sequence[MatchRecord],
                  names: dict[str, str], kind: str = "swiss",
                  versions: dict[int, int] | None = None) -> int:
    en = _lang(args) == "en"
    table_word, bye = ("table", "bye") if en else ("mesa", "descanso")
    # exactly cli.md's shape, also for the top cut (`round show --json` tells the kind)
    data = {"round": round_no,
            "pairings": [{"table": m.table, "p1": m.p1, "p2": m.p2} for m in matches]}
    lines = [(f"Round {round_no}" if en else f"Ronda {round_no}")
             + ((" (top cut)" if en else " (corte final)") if kind != "swiss" else "")]
    for m in matches:
        who1 = f"{m.p1} {names.get(m.p1, '')}".strip()
        if m.p2 is None:
            lines.append(f"  {table_word} {m.table:>3}  {who1} — {bye}")
        else:
            who2 = f"{m.p2} {names.get(m.p2, '')}".strip()
            score = f"  [{m.score}]" if m.score is not None else ""
            seen = f"  (v{versions[m.table]})" if versions and m.table in versions else ""
            lines.append(f"  {table_word} {m.table:>3}  {who1}  vs  {who2}{score}{seen}")
    emit(data, "\n".join(lines), args.json)
    return EXIT_OK


def _player_json(p: Player) -> dict[str, Any]:
    return {"id": p.id, "name": p.name, "first_round": p.first_round,
            "dropped_after": p.dropped_after, "member_id": p.member_id}


# ---------------------------------------------------------------------- handlers
def _event_create(args: argparse.Namespace) -> int:
    ev = _service(args).create_event(args.name, args.game, profile=args.tiebreakers,
                                     date=args.date, late_losses=not args.no_late_losses)
    if ev.game not in known_games():  # allowed (any TCG can be paired), but maybe a typo
        keys = ", ".join(known_games())
        print(_say(args, f"aviso: Juez no conoce el juego {ev.game!r} ({keys}): el evento "
                   "se empareja y clasifica, pero sin reglamento que citar",
                   f"warning: Juez does not know the game {ev.game!r} ({keys}): the event "
                   "is paired and ranked, with no rulebook to cite"), file=sys.stderr)
    emit({"event": ev.id, "id": ev.id, "name": ev.name, "game": ev.game, "date": ev.date,
          "tiebreakers": ev.profile.value}, ev.id, args.json)
    return EXIT_OK


def _event_list(args: argparse.Namespace) -> int:
    events = _service(args).list_events(include_archived=args.all)
    emit({"events": [{"event": e.id, "name": e.name, "game": e.game, "date": e.date,
                      "tiebreakers": e.profile.value, "round": e.current_round,
                      **({"archived": e.archived} if args.all else {})}
                     for e in events]},
         "\n".join(f"{e.id}\t{e.date}\t{e.game}\t"
                   + _say(args, f"ronda {e.current_round}", f"round {e.current_round}")
                   + f"\t{e.name}" + (_say(args, "\t(archivado)", "\t(archived)")
                                      if e.archived else "")
                   for e in events) or _say(args, "no hay eventos", "no events"), args.json)
    return EXIT_OK


def _event_hide(args: argparse.Namespace) -> int:
    ev = _service(args).archive_event(args.event, not args.undo)
    emit({"event": ev.id, "archived": ev.archived},
         f"{ev.id} " + (_say(args, "archivado", "archived") if ev.archived else
                        _say(args, "se muestra de nuevo en la lista", "shown in the list again")),
         args.json)
    return EXIT_OK


def _event_delete(args: argparse.Namespace) -> int:
    ev = _service(args).delete_event(args.event, force=args.force)
    emit({"event": ev.id, "deleted": True},
         f"{ev.id} ({ev.name}) " + _say(args, "borrado", "deleted"), args.json)
    return EXIT_OK


def _event_show(args: argparse.Namespace) -> int:
    from judge_app.tournament.structure import suggest_structure

    service = _service(args)
    ev = service.event_summary(args.event)
    players = service.players(args.event)
    active = [p for p in players if not p.dropped]
    champion = service.champion(args.event)
    suggested = suggest_structure(len(active)) if len(active) >= 2 else None
    data = {"event": ev.id, "name": ev.name, "game": ev.game, "date": ev.date,
            "tiebreakers": ev.profile.value, "round": ev.current_round,
            "players": len(players), "active": len(active), "champion": champion,
            "suggested": None if suggested is None else
            {"swiss_rounds": suggested.swiss_rounds, "top_cut": suggested.top_cut}}
    plan = (_say(args, "sugerido: muy pocos jugadores para emparejar",
                 "suggested: too few players to pair") if suggested is None else
            _say(args, f"sugerido (MTR): {suggested.swiss_rounds} rondas suizas, ",
                 f"suggested (MTR): {suggested.swiss_rounds} Swiss rounds, ")
            + (f"top {suggested.top_cut}" if suggested.top_cut else
               _say(args, "sin corte final", "no top cut")))
    human = "\n".join([
        f"{ev.id}: {ev.name} ({ev.game}, {ev.date}, "
        + _say(args, f"desempates {ev.profile.value})", f"tiebreakers {ev.profile.value})"),
        _say(args, f"jugadores: {len(players)} inscritos, {len(active)} activos; "
                   f"ronda {ev.current_round}",
             f"players: {len(players)} registered, {len(active)} active; "
             f"round {ev.current_round}"),
        plan] + ([_say(args, f"campeón: {champion}", f"champion: {champion}")]
                 if champion else []))
    emit(data, human, args.json)
    return EXIT_OK


def _player_add(args: argparse.Namespace) -> int:
    from judge_app.storage.errors import SameNameError, TournamentError

    try:
        p = _service(args).add_player(args.event, args.name, args.player_id,
                                      same_name=args.same_name)
    except SameNameError as exc:  # say how to register a second person of that name
        raise TournamentError(
            f"{exc.message('en')}: add --same-name to register them", field="name",
            es=f"{exc.message('es')}: añade --same-name para inscribirlo") from None
    late = _say(args, f" (entra en la ronda {p.first_round})",
                f" (joins in round {p.first_round})") if p.first_round > 1 else ""
    emit(_player_json(p), f"{p.id}\t{p.name}{late}", args.json)
    return EXIT_OK


def _player_import(args: argparse.Namespace) -> int:
    players = _service(args).import_players_csv(args.event, args.file)
    emit({"imported": len(players), "players": [_player_json(p) for p in players]},
         _say(args, f"{len(players)} jugador{'es' if len(players) != 1 else ''} "
                    f"importado{'s' if len(players) != 1 else ''}",
              f"imported {len(players)} player{'s' if len(players) != 1 else ''}"), args.json)
    return EXIT_OK


def _player_drop(args: argparse.Namespace) -> int:
    p = _service(args).drop_player(args.event, args.player)
    emit(_player_json(p), f"{p.id} {p.name} " + _say(
        args, f"retirado tras la ronda {p.dropped_after}",
        f"dropped after round {p.dropped_after}"), args.json)
    return EXIT_OK


def _player_list(args: argparse.Namespace) -> int:
    from judge_app.tournament.messages import dropped_word

    players = _service(args).players(args.event)
    dropped = dropped_word(_lang(args))
    emit({"players": [_player_json(p) for p in players]},
         "\n".join(f"{p.id}\t{p.name}" + (f" ({dropped})" if p.dropped else "")
                   for p in players) or _say(args, "no hay jugadores", "no players"), args.json)
    return EXIT_OK


def _player_edit(args: argparse.Namespace) -> int:
    if args.name is None and args.member_id is None:
        raise CliError(_say(args, "player edit: indique --name y/o --member-id",
                            "player edit: give --name and/or --member-id"))
    p = _service(args).edit_player(args.event, args.player, name=args.name,
                                   member_id=args.member_id)
    emit(_player_json(p), f"{p.id}\t{p.name}" + (f"\t{p.member_id}" if p.member_id else ""),
         args.json)
    return EXIT_OK


def _player_undrop(args: argparse.Namespace) -> int:
    p = _service(args).undrop_player(args.event, args.player)
    emit(_player_json(p), f"{p.id} {p.name} " + _say(args, "vuelve al evento",
                                                      "is back in the event"), args.json)
    return EXIT_OK


def _round_pair(args: argparse.Namespace) -> int:
    svc = _service(args)
    matches = svc.pair_next_round(args.event)
    return _paired(args, svc, matches)


def _paired(args: argparse.Namespace, svc: EventService, matches: list[MatchRecord]) -> int:
    round_no = matches[0].round if matches else svc.event_summary(args.event).current_round
    kind = "top" if round_no > svc.last_swiss_round(args.event) else "swiss"
    return _pairings_out(args, round_no, matches, _names(svc.players(args.event)), kind)


def _round_repair(args: argparse.Namespace) -> int:
    svc = _service(args)
    return _paired(args, svc, svc.repair_round(args.event))


def _round_top(args: argparse.Namespace) -> int:
    from judge_app.tournament.structure import early_cut_warning

    svc = _service(args)
    began = svc.last_swiss_round(args.event) < svc.event_summary(args.event).current_round
    early = None if began else early_cut_warning(len(svc.players(args.event)),
                                                 svc.last_swiss_round(args.event))
    matches = svc.top_cut(args.event, args.cut)
    if early is not None and not args.json:  # --json prints exactly cli.md's document
        print(("aviso: " + early[0]) if _lang(args) == "es" else ("warning: " + early[1]),
              file=sys.stderr)
    return _paired(args, svc, matches)


def _result_out(args: argparse.Namespace, svc: EventService | None, m: MatchRecord,
                verb: str) -> int:
    """Print an entered or corrected result (``svc``: to look for a champion; ``None`` for a
    Swiss result entered without the ORM)."""
    data: dict[str, Any] = {"round": m.round, "table": m.table, "p1": m.p1, "p2": m.p2,
                            "score": None if m.score is None else str(m.score)}
    words = {"entered": ("anotado", "entered"), "corrected": ("corregido", "corrected")}
    said = _say(args, *words.get(verb, (verb, verb)))
    human = _say(args, f"ronda {m.round} mesa {m.table}", f"round {m.round} table {m.table}") \
        + f": {m.p1} {m.score} {m.p2} ({said})"
    if svc is not None and m.round > svc.last_swiss_round(args.event):
        champion = svc.champion(args.event)
        if champion is not None:
            data["champion"] = champion
            human += (_say(args, "\ncampeón: ", "\nchampion: ")
                      + f"{champion} {_names(svc.players(args.event)).get(champion)}")
    emit(data, human, args.json)
    return EXIT_OK


def _round_result(args: argparse.Namespace) -> int:
    from judge_app.storage.quick import record_result

    # the common case without loading the ORM (a scripted result takes < 0.3 s); anything
    # else, refusals included, goes through the service
    quick = record_result(getattr(args, "db", None) or os.environ.get("JUEZ_DB") or None,
                          args.event, args.table, args.score, args.round)
    if quick is not None:
        return _result_out(args, None, quick, "entered")
    svc = _service(args)
    m = svc.record_result(args.event, args.table, args.score, round_no=args.round)
    return _result_out(args, svc, m, "entered")


def _round_correct(args: argparse.Namespace) -> int:
    svc = _service(args)
    effect = svc.correction_effect(args.event, args.round, args.table, args.score)
    m = svc.correct_result(args.event, args.round, args.table, args.score,
                           expected_version=args.expect_version,
                           expected_event_version=args.expected_version)
    if effect is not None and not args.json:  # --json prints exactly its document
        print(cut_warning(effect, _names(svc.players(args.event)), _lang(args)),
              file=sys.stderr)
    return _result_out(args, svc, m, "corrected")


def cut_warning(effect: Any, names: dict[str, str], lang: str) -> str:
    """What a corrected Swiss result changes in a top cut that has begun, in words
    (the bracket itself is not changed: the head judge decides)."""
    def who(ids: Sequence[str]) -> str:
        return ", ".join(f"{names.get(p, p)} ({p})" for p in ids)

    es = lang != "en"
    head = (f"aviso: el corte final (top {effect.cut}) ya empezó; " if es else
            f"warning: the top cut (top {effect.cut}) has begun; ")
    if not effect.changes:
        return head + ("esta corrección no cambia quién está en el corte" if es else
                       "this correction does not change who is in the cut")
    if effect.reseeded:
        return head + ("con esta corrección cambia el orden de las siembras" if es else
                       "with this correction the seeds change order")
    return head + (f"con esta corrección entraría {who(effect.entering)} y saldría "
                   f"{who(effect.leaving)}; el cuadro no se cambia solo" if es else
                   f"with this correction {who(effect.entering)} would be in the cut and "
                   f"{who(effect.leaving)} out; the bracket is not changed by itself")


def _round_show(args: argparse.Namespace) -> int:
    svc = _service(args)
    ev = svc.event_summary(args.event)
    if args.round is None and args.round_given is not None:
        args.round = args.round_given
    round_no = args.round if args.round is not None else ev.current_round
    if not 1 <= round_no <= ev.current_round:
        raise CliError(f"argument --round: event {ev.id!r} has no round {round_no} "
                       f"(rounds paired: {ev.current_round})")
    matches = svc.matches(args.event, round_no)
    versions = svc.match_versions(args.event, round_no)
    data_kind = "top" if round_no > svc.last_swiss_round(args.event) else "swiss"
    if args.why:
        return _show_why(args, svc, round_no, matches, versions, data_kind)
    if args.json:
        emit({"round": round_no, "kind": data_kind, "matches": [
            {"table": m.table, "p1": m.p1, "p2": m.p2,
             "score": None if m.score is None else str(m.score),
             "version": versions.get(m.table)} for m in matches]}, "", True)
        return EXIT_OK
    return _pairings_out(args, round_no, matches, _names(svc.players(args.event)), data_kind,
                         versions)


def _standings(args: argparse.Namespace) -> int:
    from judge_app.tournament.profiles import format_points, points_number

    svc = _service(args)
    # read before the standings: a change in between makes a later correction that names
    # this version refused (never a correction against standings that were not seen)
    version = svc.event_version(args.event)
    rows = svc.standings(args.event, args.round)
    if getattr(args, "division", None):
        from judge_app.storage.imports import division_standings, divisions

        rows = division_standings(rows, divisions(svc, args.event), args.division)
    round_no = args.round if args.round is not None else svc.last_swiss_round(args.event)
    champion = svc.champion(args.event)
    data = {"round": round_no, "standings": [
        {"rank": r.rank, "player": r.player, "name": r.name, "points": points_number(r.points),
         "record": r.record, **r.tiebreakers, "dropped": r.dropped} for r in rows],
        "champion": champion, "version": version}
    keys = list(rows[0].tiebreakers) if rows else []
    from judge_app.tournament.messages import dropped_word

    dropped = dropped_word(_lang(args))
    lines = [_say(args, f"Clasificación tras la ronda {round_no} (versión {version})",
                  f"Standings after round {round_no} (version {version})"),
             _say(args, "pos.  jugador     puntos  récord   ",
                  "rank  player      points  record   ")
             + "  ".join(f"{k:>8}" for k in keys)]
    for r in rows:
        lines.append(f"{r.rank:>4}  {r.player:<10}  {format_points(r.points):>6}  {r.record:<7}  "
                     + "  ".join(f"{r.tiebreakers[k]:>8.4f}" for k in keys)
                     + f"  {r.name}" + (f" ({dropped})" if r.dropped else ""))
    if champion is not None:
        lines.append(_say(args, f"campeón: {champion}", f"champion: {champion}"))
    emit(data, "\n".join(lines), args.json)
    return EXIT_OK


def _penalty_json(p: Any) -> dict[str, Any]:
    return {"id": p.id, "player": p.player, "round": p.round, "infraction": p.infraction,
            "penalty": p.kind.value, "cite": f"{p.citation.rulebook}:{p.citation.section}",
            "judge": p.judge, "note": p.note, "table": p.table, "deleted": p.deleted,
            "at": None if p.created_at is None else p.created_at.isoformat()}


def _penalty_add(args: argparse.Namespace) -> int:
    p = _service(args).add_penalty(args.event, args.player, args.infraction, args.penalty,
                                   args.cite, round=args.round, judge=args.judge,
                                   note=args.note, table=args.table)
    emit(_penalty_json(p), _penalty_line(args, p), args.json)
    return EXIT_OK


def _penalty_line(args: argparse.Namespace, p: Any) -> str:
    return _say(args, "sanción", "penalty") + f" {p.id}: {p.player} {p.kind.value} ({p.citation})"


def _penalty_list(args: argparse.Namespace) -> int:
    from judge_app.storage.matchlogs import MatchLogService

    svc = _service(args)
    pens = svc.penalties(args.event, round=args.round, player=args.player,
                         include_deleted=args.deleted)
    # the attached log that is a penalty's written ruling (`judge-app log ruling`)
    rulings = MatchLogService(svc.url).rulings(args.event)
    emit({"penalties": [{**_penalty_json(p), "ruling": rulings.get(p.id or 0)} for p in pens]},
         "\n".join(f"{p.id}\t" + _say(args, f"ronda {p.round}", f"round {p.round}")
                   + f"\t{p.player}\t{p.kind.value}\t{p.citation}\t{p.infraction}"
                   + (_say(args, "\t(borrada)", "\t(deleted)") if p.deleted else "")
                   + (_say(args, f"\tresolución: registro {rulings[p.id or 0]}",
                           f"\truling: log {rulings[p.id or 0]}")
                      if (p.id or 0) in rulings else "")
                   for p in pens) or _say(args, "no hay sanciones", "no penalties"), args.json)
    return EXIT_OK


def _penalty_edit(args: argparse.Namespace) -> int:
    p = _service(args).edit_penalty(args.event, args.penalty_id, infraction=args.infraction,
                                    kind=args.penalty, citation=args.cite, round=args.round,
                                    judge=args.judge, note=args.note, table=args.table)
    emit(_penalty_json(p), _penalty_line(args, p), args.json)
    return EXIT_OK


def _penalty_delete(args: argparse.Namespace) -> int:
    p = _service(args).delete_penalty(args.event, args.penalty_id, reason=args.reason)
    emit(_penalty_json(p), _say(args, f"sanción {p.id} borrada", f"penalty {p.id} deleted"),
         args.json)
    return EXIT_OK


def _audit_verify(args: argparse.Namespace) -> int:
    from judge_app.storage.audit import find_seal

    check = _service(args).verify_audit(args.event)
    data: dict[str, Any] = {
        "event": check.event, "entries": check.entries, "ok": check.ok, "seal": check.seal,
        "problems": [{"seq": p.seq, "reason": p.reason} for p in check.problems]}
    human = (_say(args, f"{check.event}: registro de auditoría intacto ({check.entries} "
                        f"entradas) y los datos son los que registra; sello {check.seal}",
                  f"{check.event}: audit log intact ({check.entries} entries) and the data is "
                  f"what it records; seal {check.seal}") if check.ok else
             _say(args, f"{check.event}: registro de auditoría ROTO\n",
                  f"{check.event}: audit log BROKEN\n")
             + "\n".join(f"  {p}" for p in check.problems))
    ok = check.ok
    if args.seal is not None:
        entry = find_seal(check.entries_list, args.seal)
        if entry is None:
            ok = False
            data["sealed"] = {"seal": args.seal, "found": False}
            human += _say(args, f"\nsello {args.seal}: NO está en el registro de auditoría de "
                                "este evento — el papel no se imprimió de este evento, o el "
                                "registro se reescribió después",
                          f"\nseal {args.seal}: NOT in this event's audit log — the paper was "
                          "not printed from this event, or the log was rewritten since it was "
                          "printed")
        else:
            since = [e for e in check.entries_list if e.seq > entry.seq]
            data["sealed"] = {"seal": args.seal, "found": True, "seq": entry.seq, "at": entry.at,
                              "action": entry.action, "changes_since": len(since),
                              "changed_since": bool(since) or not check.ok}
            actions = ", ".join(sorted({e.action for e in since}))
            human += (_say(args, f"\nsello {args.seal}: entrada {entry.seq} ({entry.action}, "
                                 f"{entry.at}); ",
                           f"\nseal {args.seal}: entry {entry.seq} ({entry.action}, "
                           f"{entry.at}); ")
                      + (_say(args, f"{len(since)} cambio{'s' if len(since) != 1 else ''} "
                                    f"auditado{'s' if len(since) != 1 else ''} desde entonces "
                                    f"({actions})",
                              f"{len(since)} audited change{'s' if len(since) != 1 else ''} "
                              f"since ({actions})") if since
                         else _say(args, "nada ha cambiado desde que se imprimió ese papel",
                                   "nothing has changed since that paper was printed")))
    emit(data, human, args.json)
    return EXIT_OK if ok else EXIT_FOUND


def _show_why(args: argparse.Namespace, svc: EventService, round_no: int,
             matches: list[MatchRecord], versions: dict[int, int], kind: str) -> int:
    """``round show --why``: each table, then the reason for its pairing (``--json``: each
    match of ``round show --json`` with ``why``: ``{"codes": [...], "text": ...}``)."""
    from judge_app.storage.certificates import explain_round

    lang = lang_of(args)
    why = {r.table: r for r in explain_round(svc, args.event, round_no)}
    names = {p.id: p.name for p in svc.players(args.event)}
    if args.json:
        emit({"round": round_no, "kind": kind, "matches": [
            {"table": m.table, "p1": m.p1, "p2": m.p2,
             "score": None if m.score is None else str(m.score),
             "version": versions.get(m.table),
             "why": {"codes": list(why[m.table].codes), "text": why[m.table].text(lang)}
             if m.table in why else None} for m in matches]}, "", True)
        return EXIT_OK
    table_word, bye = ("table", "bye") if lang == "en" else ("mesa", "descanso")
    lines = [(f"Round {round_no}" if lang == "en" else f"Ronda {round_no}")]
    for m in matches:
        who1 = f"{m.p1} {names.get(m.p1, '')}".strip()
        if m.p2 is None:
            lines.append(f"  {table_word} {m.table:>3}  {who1} — {bye}")
        else:
            who2 = f"{m.p2} {names.get(m.p2, '')}".strip()
            lines.append(f"  {table_word} {m.table:>3}  {who1}  vs  {who2}")
        if m.table in why:
            lines.append(f"             ↳ {why[m.table].text(lang)}")
    emit({}, "\n".join(lines), False)
    return EXIT_OK
