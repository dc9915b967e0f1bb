"""``judge-app round edit|publish``, ``player seat|apart`` …: running the floor (cli.md).

The forms of cli.md's "Running the floor"::

    judge-app round edit EVENT --swap P_A P_B | --pair P_A P_B | --bye P
    judge-app round publish EVENT
    judge-app round seating EVENT [--random [--seed N]]   deck registration / random seats
    judge-app round pair EVENT --missing-ok      pair although results are missing (audited)
    judge-app player seat EVENT P TABLE | player seat EVENT P --clear
    judge-app player apart EVENT P_A P_B [--remove]
    judge-app clock start|pause|resume|status EVENT [--minutes 50]
    judge-app extension add EVENT TABLE MINUTES --reason judge_call|deck_check|other [--note T]
    judge-app call add EVENT TABLE --judge NAME --question TEXT --ruling TEXT
                       [--cite RULEBOOK:SECTION] [--extension MIN]
    judge-app call list EVENT [--round R]
    judge-app call answer EVENT CALL_ID --judge NAME --ruling TEXT [--cite RB:SEC] [--extension M]
    judge-app call penalty EVENT CALL_ID P --penalty KIND [--infraction T] [--cite RB:SEC]
    judge-app deck register EVENT P DECK         exit 1 when the list is illegal (stored, flagged)
    judge-app deck compare EVENT P DECK [--extension MIN]   exit 1 with each difference
    judge-app penalty list EVENT --all-events --player P    the person's history, every event

``player add`` and ``player import`` also warn (stderr) of a player with
penalties from earlier events (same member id, else the same name).

Warnings (a rematch or a points gap an edit creates, a table two seated
players share) are printed after the result, in ``--lang`` (default es),
and in ``--json`` as ``warnings`` with both languages. Refusals exit 2 with
nothing changed, like every tournament command.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from judge_app.cli.common import EXIT_FOUND, EXIT_OK, CliError, emit, say
from judge_app.cli.tournament import _event_arg, _int, _names, _parser, _penalty_json
from judge_app.tournament.clock import ALERT_TEXT, REASONS, format_seconds
from judge_app.tournament.model import PenaltyKind

if TYPE_CHECKING:
    from judge_app.storage.floor import ClockStatus, FloorService
    from judge_app.tournament.floor import JudgeCall, Notice

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
    p = _floor_parser(rsub, "seating", "seats for deck registration (round 0) or a random "
                      "seating: two players a table", _round_seating, {"order": "--random"})
    _event_arg(p)
    p.add_argument("--random", action="store_true",
                   help="draw the seats (default: alphabetically by name)")
    p.add_argument("--seed", type=_int("--seed"), help="the draw's seed (printed; repeatable)")
    pair = rsub.choices["pair"]
    pair.add_argument("--missing-ok", action="store_true",
                      help="pair although results of the current round are missing "
                           "(audited override)")
    pair.set_defaults(handler=_pair_override(pair.get_default("handler")))
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

    clock = subparsers.add_parser("clock", help="the round clock (stored: survives a restart)")
    csub = clock.add_subparsers(dest="clock_command", required=True)
    for name, help_ in (("start", "start the current round's clock"),
                        ("pause", "pause the clock"), ("resume", "resume the paused clock"),
                        ("status", "time left, extensions and the tables still playing")):
        p = _floor_parser(csub, name, help_, _clock, {"minutes": "--minutes"})
        _event_arg(p)
        p.set_defaults(clock_action=name)
        if name == "start":
            p.add_argument("--minutes", type=_int("--minutes"), default=50,
                           help="length of the round (default 50)")
        if name == "status":
            p.add_argument("--round", type=_int("--round"), metavar="R",
                           help="the round (default: the current round)")
            p.add_argument("--playing", action="store_true",
                           help="only the tables still playing")

    ext = subparsers.add_parser("extension", help="extra minutes for a table")
    xsub = ext.add_subparsers(dest="extension_command", required=True)
    p = _floor_parser(xsub, "add", "give a table of the current round extra minutes",
                      _extension_add, {"table": "TABLE", "minutes": "MINUTES",
                                       "reason": "--reason"})
    _event_arg(p)
    p.add_argument("table", metavar="TABLE", type=_int("TABLE"))
    p.add_argument("minutes", metavar="MINUTES", type=_int("MINUTES"))
    p.add_argument("--reason", required=True, choices=("judge_call", "deck_check", "other"))
    p.add_argument("--note", default="", metavar="TEXT")

    call = subparsers.add_parser("call", help="judge calls: question, ruling, citation")
    ksub = call.add_subparsers(dest="call_command", required=True)
    p = _floor_parser(ksub, "add", "log a judge call at a table of the current round",
                      _call_add, {"table": "TABLE", "question": "--question",
                                  "ruling": "--ruling", "extension": "--extension",
                                  "minutes": "--extension", "reason": "--extension"})
    _event_arg(p)
    p.add_argument("table", metavar="TABLE", type=_int("TABLE"))
    _ruling_args(p, question=True)
    p = _floor_parser(ksub, "answer", "answer an open judge call (one sent from a phone)",
                      _call_answer, {"call": "CALL_ID", "ruling": "--ruling",
                                     "judge": "--judge", "extension": "--extension",
                                     "minutes": "--extension", "reason": "--extension"})
    _event_arg(p)
    p.add_argument("call", metavar="CALL_ID", type=_int("CALL_ID"))
    _ruling_args(p, question=False)
    p = _floor_parser(ksub, "list", "the judge calls of the event", _call_list)
    _event_arg(p)
    p.add_argument("--round", type=_int("--round"), metavar="R")
    p = _floor_parser(ksub, "penalty", "the call becomes a penalty (linked to it)",
                      _call_penalty, {"player": "P", "call": "CALL_ID"})
    _event_arg(p)
    p.add_argument("call", metavar="CALL_ID", type=_int("CALL_ID"))
    p.add_argument("player", metavar="P")
    p.add_argument("--penalty", required=True, choices=[k.value for k in PenaltyKind])
    p.add_argument("--infraction", metavar="TEXT", help="default: the call's question")
    p.add_argument("--cite", metavar="RULEBOOK:SECTION", help="default: the call's citation")

    deck = subparsers.add_parser("deck", help="registered decklists and deck checks")
    dsub = deck.add_subparsers(dest="deck_command", required=True)
    p = _floor_parser(dsub, "register", "register P's decklist (legality checked)",
                      _deck_register, {"player": "P", "deck": "DECK"})
    _event_arg(p)
    p.add_argument("player", metavar="P")
    p.add_argument("deck", metavar="DECK", help="deck file (JSON, the game's deck format)")
    p = _floor_parser(dsub, "compare", "compare the presented deck with P's registered list "
                      "(exit 1 with each difference)", _deck_compare,
                      {"player": "P", "deck": "DECK", "extension": "--extension",
                       "minutes": "--extension"})
    _event_arg(p)
    p.add_argument("player", metavar="P")
    p.add_argument("deck", metavar="DECK")
    p.add_argument("--extension", type=_int("--extension"), default=0, metavar="MIN",
                   help="extra minutes for P's table (reason deck_check)")

    nsub = _group(subparsers, "penalty", "penalties with their rulebook citation")
    plist = nsub.choices["list"]
    plist.add_argument("--all-events", action="store_true",
                       help="with --player: the person's penalties in every event "
                            "(same member id, else the same name)")
    plist.set_defaults(handler=_with_history(plist.get_default("handler")))
    for name in ("add", "import"):
        sub = _group(subparsers, "player", "").choices[name]
        sub.set_defaults(handler=_warn_history(sub.get_default("handler"), name))


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
            lines.append(f"  {'table' if en else 'mesa'} {m.table:>3}  {who1} — "
                         + ("bye" if en else "descanso"))
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


def clock_json(status: ClockStatus) -> dict[str, Any]:
    """``clock status --json``: the clock, the extensions and the tables still playing."""
    c = status.clock
    return {
        "round": None if c is None else c.round,
        "clock": None if c is None else {
            "minutes": c.minutes, "running": c.running, "started": c.started,
            "elapsed": round(c.elapsed, 1), "remaining": round(c.remaining, 1),
            "text": c.text(), "alert": c.alert},
        "extensions": [{"id": x.id, "table": x.table, "minutes": x.minutes,
                        "reason": x.reason, "note": x.note, "at": x.at}
                       for x in status.extensions],
        "playing": [{"table": t.table, "p1": t.p1, "p2": t.p2, "extra_minutes": t.extra_minutes,
                     "remaining": None if t.remaining is None else round(t.remaining, 1)}
                    for t in status.playing]}


def clock_text(status: ClockStatus, lang: str, playing_only: bool = False) -> str:
    """``clock status``: the time left, the warning due, extensions and open tables."""
    en = lang == "en"
    c = status.clock
    lines: list[str] = []
    if not playing_only:
        if c is None:
            lines.append("clock not started" if en else "reloj sin iniciar")
        else:
            state = ("running" if c.running else "paused") if en else (
                "en marcha" if c.running else "en pausa")
            lines.append(f"{'round' if en else 'ronda'} {c.round}: {c.text()} "
                         f"({state}, {c.minutes} min)")
            if c.alert is not None:
                lines.append(ALERT_TEXT[c.alert][1 if en else 0])
        for x in status.extensions:
            reason = REASONS.get(x.reason, (x.reason, x.reason))[1 if en else 0]
            lines.append(f"  {'extension' if en else 'extensión'}: "
                         f"{'table' if en else 'mesa'} {x.table} +{x.minutes} min ({reason})")
    lines.append(f"{'tables still playing' if en else 'mesas jugando'}: {len(status.playing)}")
    for t in status.playing:
        left = "" if t.remaining is None else f"  {format_seconds(t.remaining)}"
        extra = f" +{t.extra_minutes} min" if t.extra_minutes else ""
        lines.append(f"  {'table' if en else 'mesa'} {t.table:>3}  {t.p1} vs {t.p2}{extra}{left}")
    return "\n".join(lines)


def _clock(args: argparse.Namespace) -> int:
    svc = _service(args)
    action = args.clock_action
    if action == "start":
        svc.clock_start(args.event, args.minutes)
    elif action == "pause":
        svc.clock_pause(args.event)
    elif action == "resume":
        svc.clock_resume(args.event)
    status = svc.clock_status(args.event, getattr(args, "round", None))
    playing_only = bool(getattr(args, "playing", False))
    emit(clock_json(status), clock_text(status, args.lang, playing_only), args.json)
    return EXIT_OK


def _extension_add(args: argparse.Namespace) -> int:
    x = _service(args).add_extension(args.event, args.table, args.minutes, args.reason,
                                     args.note)
    en = args.lang == "en"
    reason = REASONS[x.reason][1 if en else 0]
    emit({"id": x.id, "round": x.round, "table": x.table, "minutes": x.minutes,
          "reason": x.reason, "note": x.note},
         f"{'table' if en else 'mesa'} {x.table}: +{x.minutes} min ({reason})", args.json)
    return EXIT_OK


def call_json(c: JudgeCall) -> dict[str, Any]:
    """One judge call as ``--json`` prints it."""
    return {"id": c.id, "round": c.round, "table": c.table, "at": c.at, "judge": c.judge,
            "players": list(c.players), "question": c.question, "ruling": c.ruling,
            "cite": c.citation, "extension": c.extension_minutes, "penalty": c.penalty_id}


def _call_line(c: JudgeCall, en: bool) -> str:
    bits = [f"{c.id}", f"{'round' if en else 'ronda'} {c.round}",
            f"{'table' if en else 'mesa'} {c.table}", c.judge or "—", c.question, "→", c.ruling]
    if c.citation:
        bits.append(f"[{c.citation}]")
    if c.extension_minutes:
        bits.append(f"+{c.extension_minutes} min")
    if c.penalty_id is not None:
        bits.append(f"{'penalty' if en else 'penalización'} {c.penalty_id}")
    return "\t".join(bits[:5]) + " " + " ".join(bits[5:])


def _ruling_args(p: argparse.ArgumentParser, *, question: bool) -> None:
    """A judge's answer: who, (the question,) the ruling, its section, extra minutes."""
    p.add_argument("--judge", required=True, metavar="NAME")
    if question:
        p.add_argument("--question", required=True, metavar="TEXT")
    p.add_argument("--ruling", required=True, metavar="TEXT")
    p.add_argument("--cite", metavar="RULEBOOK:SECTION")
    p.add_argument("--extension", type=_int("--extension"), default=0, metavar="MIN",
                   help="extra minutes given to the table (stored as an extension)")


def _call_add(args: argparse.Namespace) -> int:
    c = _service(args).add_call(args.event, args.table, args.judge, args.question,
                                args.ruling, args.cite, args.extension)
    emit(call_json(c), _call_line(c, args.lang == "en"), args.json)
    return EXIT_OK


def _call_answer(args: argparse.Namespace) -> int:
    c = _service(args).answer_call(args.event, args.call, args.judge, args.ruling, args.cite,
                                   args.extension)
    emit(call_json(c), _call_line(c, args.lang == "en"), args.json)
    return EXIT_OK


def _call_list(args: argparse.Namespace) -> int:
    calls = _service(args).calls(args.event, args.round)
    en = args.lang == "en"
    emit({"calls": [call_json(c) for c in calls]},
         "\n".join(_call_line(c, en) for c in calls)
         or ("no judge calls" if en else "sin llamadas a juez"), args.json)
    return EXIT_OK


def _call_penalty(args: argparse.Namespace) -> int:
    p = _service(args).call_to_penalty(args.event, args.call, args.player, args.penalty,
                                       args.infraction, args.cite)
    data = _penalty_json(p)
    data["call"] = args.call
    emit(data, say(args, f"sanción {p.id}: {p.player} {p.kind.value} ({p.citation}) "
                         f"desde la llamada al juez {args.call}",
                   f"penalty {p.id}: {p.player} {p.kind.value} ({p.citation}) "
                   f"from judge call {args.call}"), args.json)
    return EXIT_OK


# ---------------------------------------------------------------------- decks
def _read(path: str) -> dict[str, Any]:
    from judge_app.logs.loader import read_deck

    return read_deck(path)


def _problem_json(v: Any) -> dict[str, Any]:
    return {"cite": str(v.citation), "severity": v.severity.value, "es": v.message_es,
            "en": v.message_en, "penalty": v.penalty}


def _deck_register(args: argparse.Namespace) -> int:
    from judge_app.violations import Severity

    problems = _service(args).register_deck(args.event, args.player, _read(args.deck),
                                            args.deck)
    legal = not any(p.severity is Severity.ERROR for p in problems)
    en = args.lang == "en"
    head = (f"{args.player}: decklist registered" if en
            else f"{args.player}: lista registrada") + (
        "" if legal else (" — ILLEGAL" if en else " — ILEGAL"))
    lines = [head] + [f"  {p.citation}: {p.message(args.lang)}" for p in problems]
    emit({"player": args.player, "legal": legal,
          "problems": [_problem_json(p) for p in problems]}, "\n".join(lines), args.json)
    return EXIT_OK if legal else EXIT_FOUND


def _deck_compare(args: argparse.Namespace) -> int:
    check = _service(args).compare_deck(args.event, args.player, _read(args.deck), args.deck,
                                        args.extension)
    en = args.lang == "en"
    lines = []
    if check.matches:
        lines.append(f"{args.player}: the deck matches the registered list" if en
                     else f"{args.player}: el mazo coincide con la lista registrada")
    else:
        lines.append(f"{args.player}: {len(check.differences)} difference(s) from the "
                     "registered list" if en else
                     f"{args.player}: {len(check.differences)} diferencia(s) con la lista "
                     "registrada")
        for d in check.differences:
            lines.append(f"  {d.text(args.lang)}  [{check.citation}]")
        assert check.penalty is not None
        kind = check.penalty.printed(args.lang).lower()
        lines.append((f"suggested penalty: {kind} (deck restored to the list); the judge "
                      "decides") if en else
                     (f"penalización sugerida: {kind} (el mazo vuelve a la lista "
                      "registrada); decide el juez"))
    lines += [f"  {p.citation}: {p.message(args.lang)}" for p in check.problems]
    if check.extension is not None:
        lines.append(f"{'table' if en else 'mesa'} {check.extension.table}: "
                     f"+{check.extension.minutes} min")
    emit({"player": check.player, "matches": check.matches,
          "differences": [{"zone": d.zone, "card": d.card, "registered": d.registered,
                           "presented": d.presented, "cite": str(check.citation)}
                          for d in check.differences],
          "penalty": None if check.penalty is None else check.penalty.value,
          "problems": [_problem_json(p) for p in check.problems],
          "extension": None if check.extension is None else
          {"table": check.extension.table, "minutes": check.extension.minutes}},
         "\n".join(lines), args.json)
    return EXIT_OK if check.matches else EXIT_FOUND


# ---------------------------------------------------------------------- history
def _with_history(original: Handler) -> Handler:
    """``penalty list --all-events --player P``: the history across events; otherwise the
    tournament's own ``penalty list``."""
    def run(args: argparse.Namespace) -> int:
        if not getattr(args, "all_events", False):
            return original(args)
        if not args.player:
            raise CliError(say(args, "argument --all-events: indique --player P",
                               "argument --all-events: give --player P"))
        history = _service(args).penalty_history(args.event, args.player)
        rows = [{**_penalty_json(h.penalty), "event": h.event, "event_name": h.event_name,
                 "date": h.date, "matched_by": h.by, "current": h.current} for h in history]
        emit({"player": args.player, "penalties": rows},
             "\n".join(f"{h.date}\t{h.event}\t{h.event_name}\t"
                       + say(args, f"ronda {h.penalty.round}", f"round {h.penalty.round}")
                       + f"\t{h.penalty.kind.value}\t{h.penalty.citation}\t"
                       f"{h.penalty.infraction}"
                       for h in history) or say(args, "no hay sanciones", "no penalties"),
             args.json)
        return EXIT_OK
    return run


def _warn_history(original: Handler, command: str) -> Handler:
    """After ``player add|import``: a warning on stderr for each newly registered player
    with penalties from earlier events."""
    import io
    import sys
    from contextlib import redirect_stdout

    def run(args: argparse.Namespace) -> int:
        try:
            before = set(_service(args).player_ids(args.event))
        except Exception:  # the command itself says what is wrong with EVENT
            before = set()
        buffer = io.StringIO()
        with redirect_stdout(buffer):
            status = original(args)
        sys.stdout.write(buffer.getvalue())
        if status != EXIT_OK:
            return status
        try:
            svc = _service(args)
            ids = [p for p in svc.player_ids(args.event) if p not in before]
            lang = "es"
            notices = svc.registration_notices(args.event, ids)  # one read, not one per id
            for pid in ids:
                notice = notices.get(pid)
                if notice is not None:
                    print(f"judge-app: {'aviso' if lang == 'es' else 'warning'}: "
                          f"{notice.text(lang)} / {notice.en}", file=sys.stderr)
        except Exception as exc:  # the registration is done; a warning never undoes it
            print("judge-app: " + say(args, f"historial de sanciones sin revisar ({exc})",
                                      f"penalty history not checked ({exc})"), file=sys.stderr)
        return status
    return run


# ---------------------------------------------------------------------- seating, override
def _round_seating(args: argparse.Namespace) -> int:
    svc = _service(args)
    seed, tables = svc.seat_players(args.event, "random" if args.random else "alpha",
                                    args.seed)
    names = _names(svc.players(args.event))
    en = args.lang == "en"
    head = ((f"random seating (seed {seed})" if en else f"asientos al azar (semilla {seed})")
            if args.random else ("seating by name" if en else "asientos por nombre"))
    lines = [head]
    for t in tables:
        who = " / ".join(f"{p} {names.get(p, '')}".strip() for p in (t.p1, t.p2) if p)
        lines.append(f"  {'table' if en else 'mesa'} {t.table:>3}  {who}")
    emit({"order": "random" if args.random else "alpha", "seed": seed,
          "tables": [{"table": t.table, "players": [p for p in (t.p1, t.p2) if p]}
                     for t in tables]}, "\n".join(lines), args.json)
    return EXIT_OK


def _pair_override(original: Handler) -> Handler:
    """``round pair``, plus ``--missing-ok`` (the audited override) and a warning for each
    fixed seat the new round could not honour."""
    def run(args: argparse.Namespace) -> int:
        import sys

        svc = _service(args)
        if getattr(args, "missing_ok", False):
            from judge_app.cli.tournament import _paired

            status = _paired(args, svc, svc.pair_next_round(args.event, allow_missing=True))
        else:
            status = original(args)
        # fixed seats the pairing could not honour: said on stderr (stdout stays cli.md's)
        for c in svc.seat_conflicts(args.event):
            print(f"judge-app: aviso: {c.es} / warning: {c.en}", file=sys.stderr)
        return status
    return run
