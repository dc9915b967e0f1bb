"""``judge-app round verify``, ``judge-app simulate``: pairings anyone can check (cli.md additions).

::

    judge-app round verify EVENT [ROUND] [--json]   exit 0 when every round checked is the
                                                    engine's (or audited hand edits of it), 1
                                                    with each difference otherwise
    judge-app simulate --players N --rounds R [--seed S] [--out DIR] [--json]
                                                    a random tournament as files: players.csv
                                                    (`player import`), round-NN.csv (`round
                                                    import`), event.json (everything)
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from judge_app.cli.common import EXIT_FOUND, EXIT_OK, CliError, emit, lang_of, say
from judge_app.cli.floor import _group
from judge_app.cli.tournament import _event_arg, _int, _parser, _service

if TYPE_CHECKING:
    from judge_app.storage.certificates import RoundCheck


def register(subparsers: Any) -> None:
    """Add ``simulate``, and ``round verify`` to the tournament's ``round`` group."""
    _register_verify(_group(subparsers, "round", "pair rounds, enter and correct results"))
    p = _parser(subparsers, "simulate", "a random Swiss tournament (drops, late entries, "
                "results) as files that `player import` and `round import` read", _simulate)
    p.add_argument("--players", type=_int("--players"), required=True, metavar="N",
                   help="players registered (late entries included)")
    p.add_argument("--rounds", type=_int("--rounds"), required=True, metavar="R",
                   help="Swiss rounds played")
    p.add_argument("--seed", type=_int("--seed"), default=0, metavar="S",
                   help="the random seed (the same seed gives the same tournament)")
    p.add_argument("--drops", type=_int("--drops"), default=None, metavar="D",
                   help="players who drop (default: about 1 in 20)")
    p.add_argument("--late", type=_int("--late"), default=None, metavar="L",
                   help="late entries, joining in round 2 or 3 (default: about 1 in 50)")
    p.add_argument("--profile", default="mtg", metavar="P",
                   help="the tiebreaker profile the pairings rank by (default mtg)")
    p.add_argument("--out", metavar="DIR", help="write the files there (default: only print)")
    p.add_argument("--force", action="store_true", help="write into a folder that has files")


def _register_verify(rsub: Any) -> None:
    p = _parser(rsub, "verify", "pair the round again from the stored data and its certificate: "
                "exit 0 if the stored pairings are the engine's (or hand edits the audit "
                "records), 1 with each difference", _round_verify, {"round": "ROUND"})
    _event_arg(p)
    p.add_argument("round", metavar="ROUND", type=_int("ROUND"), nargs="?",
                   help="the round (default: every Swiss round)")


def _check_lines(args: argparse.Namespace, c: RoundCheck) -> list[str]:
    es = lang_of(args) == "es"
    cert = c.certificate
    head = (f"{c.event} ronda {c.round}: " if es else f"{c.event} round {c.round}: ")
    if cert is None:
        return [head + (c.differences[0].es if es else c.differences[0].en)]
    what = (f"motor {cert.engine}, perfil {cert.profile}, semilla {cert.seed}, certificado "
            f"{cert.short}" if es else
            f"engine {cert.engine}, profile {cert.profile}, seed {cert.seed}, certificate "
            f"{cert.short}")
    if c.ok:
        verdict = ("es la ronda del motor" if es else "is the engine's round") if not c.edits \
            else ("es la ronda del motor con cambios a mano auditados" if es
                  else "is the engine's round with audited hand edits")
        lines = [f"{head}{verdict} ({what})"]
    else:
        lines = [f"{head}" + ("DIFIERE de la ronda del motor" if es
                              else "DIFFERS from the engine's round") + f" ({what})"]
    for e in c.edits:
        lines.append(f"  #{e.seq} {e.at} {e.by}: " + (e.es if es else e.en))
    for e in c.changes:
        lines.append(f"  #{e.seq} {e.at} {e.by}: " + (e.es if es else e.en))
    for d in c.differences:
        lines.append("  ✗ " + (d.es if es else d.en))
    return lines


def _round_verify(args: argparse.Namespace) -> int:
    from judge_app.storage.certificates import verify_round

    svc = _service(args)
    ev = svc.event_summary(args.event)
    if args.round is not None:
        if not 1 <= args.round <= ev.current_round:
            raise CliError(say(args, f"argumento ROUND: el evento {ev.id!r} no tiene ronda "
                                     f"{args.round} (rondas emparejadas: {ev.current_round})",
                               f"argument ROUND: event {ev.id!r} has no round {args.round} "
                               f"(rounds paired: {ev.current_round})"))
        numbers = [args.round]
    else:
        numbers = list(range(1, svc.last_swiss_round(args.event) + 1))
        if not numbers:
            raise CliError(say(args, f"argumento EVENT: el evento {ev.id!r} aún no tiene rondas",
                               f"argument EVENT: event {ev.id!r} has no round yet"))
    checks = [verify_round(svc, args.event, n) for n in numbers]
    ok = all(c.ok for c in checks)
    lines = [line for c in checks for line in _check_lines(args, c)]
    emit({"event": ev.id, "ok": ok, "rounds": [c.as_json() for c in checks]},
         "\n".join(lines), args.json)
    return EXIT_OK if ok else EXIT_FOUND


def _simulate(args: argparse.Namespace) -> int:
    from pathlib import Path

    from judge_app.tournament.profiles import profile_of
    from judge_app.tournament.simulate import simulate_tournament, write_tournament

    if not 2 <= args.players <= 100_000:
        raise CliError(say(args, "argumento --players: entre 2 y 100000",
                           "argument --players: between 2 and 100000"))
    if not 1 <= args.rounds <= 30:
        raise CliError(say(args, "argumento --rounds: entre 1 y 30",
                           "argument --rounds: between 1 and 30"))
    for name, value in (("--drops", args.drops), ("--late", args.late)):
        if value is not None and not 0 <= value <= args.players // 2:
            raise CliError(say(args, f"argumento {name}: entre 0 y la mitad de --players",
                               f"argument {name}: between 0 and half of --players"))
    try:
        profile = profile_of(args.profile).value
    except ValueError as exc:
        raise CliError(say(args, f"argumento --profile: {exc}",
                           f"argument --profile: {exc}")) from None
    out = Path(args.out) if args.out else None
    if out is not None and out.exists() and (not out.is_dir() or (any(out.iterdir())
                                                                  and not args.force)):
        raise CliError(say(args, f"argumento --out: {out} ya existe y no es una carpeta vacía "
                                 "(--force para escribir dentro)",
                           f"argument --out: {out} exists and is not an empty folder "
                           "(--force to write into it)"))
    t = simulate_tournament(args.players, args.rounds, seed=args.seed, drops=args.drops,
                            late=args.late, profile=profile)
    files = write_tournament(t, out) if out is not None else []
    data = {"players": len(t.players), "rounds": args.rounds, "seed": args.seed,
            "profile": profile, "drops": sum(p.dropped_after is not None for p in t.players),
            "late_entries": sum(p.first_round > 1 for p in t.players),
            "matches": len(t.matches), "files": [str(f) for f in files]}
    human = say(args, f"torneo simulado: {data['players']} jugadores, {args.rounds} rondas, "
                      f"{data['drops']} retirados, {data['late_entries']} inscripciones tardías, "
                      f"semilla {args.seed}",
                f"simulated tournament: {data['players']} players, {args.rounds} rounds, "
                f"{data['drops']} drops, {data['late_entries']} late entries, seed {args.seed}")
    if files:
        human += "\n" + "\n".join(f"  {f}" for f in files)
    emit(data, human, args.json)
    return EXIT_OK

