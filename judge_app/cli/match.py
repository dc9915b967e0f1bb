"""``judge-app check|replay|deck-check``: a match log's violations, its state, a deck's problems.

Exactly the commands of cli.md ("Matches and decks")::

    judge-app check LOG [--json] [--lang es|en]
    judge-app replay LOG --at SEQ [--json] [--lang es|en]
    judge-app deck-check DECK --game G [--variant V] [--json] [--lang es|en]

Exit status: 0 nothing found, 1 violations (``check``) or an illegal deck
(``deck-check``: at least one problem of severity ``error``; warnings alone,
such as the §4 reading of 15-17 Adendei, are printed but leave the deck
legal), 2 when the file or an argument cannot be read (the message names
the file and the line or JSON path).

``deck-check --json`` prints ``{"game": G, "variant": V, "legal": bool,
"problems": [{"seq": 0, "player": null, "rulebook", "section", "severity",
"message"}, …]}`` (``legal`` is false exactly when a problem is an ``error``;
``penalty`` appears in a problem only when it has one). A Kódem deck file's
own ``cards`` are validated like a log's (a bad definition is exit 2 at
``$.cards["id"].field``); without ``cards`` its ``cardset`` gives every
definition.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from judge_app.cli.common import EXIT_FOUND, EXIT_OK, CliError, emit
from judge_app.games import get_game, known_games
from judge_app.games.base import BoardView, CardView
from judge_app.logs.errors import LogError
from judge_app.logs.loader import read_deck
from judge_app.replay import Replay
from judge_app.rulebooks import citation_words
from judge_app.violations import Citation, Lang, Severity, Violation


def register(subparsers: Any) -> None:
    """Add ``check``, ``replay`` and ``deck-check``."""
    check = subparsers.add_parser("check", help="violations of a match log",
                                  description="Replay a match log and list every violation.")
    check.add_argument("log", metavar="LOG", help="match log file (JSON, format v1)")
    _output_options(check)
    check.set_defaults(handler=_check)

    replay = subparsers.add_parser("replay", help="the state after one event of a match log",
                                   description="The full table after event SEQ of a match log.")
    replay.add_argument("log", metavar="LOG", help="match log file (JSON, format v1)")
    replay.add_argument("--at", dest="at", metavar="SEQ", required=True, type=_seq,
                        help="event number (1-based; 0 is the table before the first event)")
    _output_options(replay)
    replay.set_defaults(handler=_replay)

    deck = subparsers.add_parser("deck-check", help="problems of a deck file",
                                 description="Check a deck list against its game's rules.")
    deck.add_argument("deck", metavar="DECK", help="deck file (JSON)")
    deck.add_argument("--game", required=True, metavar="G",
                      help=f"game key ({', '.join(known_games())})")
    deck.add_argument("--variant", metavar="V", help="overrides the variant of the file")
    _output_options(deck)
    deck.set_defaults(handler=_deck_check)


def _output_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    parser.add_argument("--lang", choices=("es", "en"), default="es",
                        help="language of the messages (default: es)")
    parser.add_argument("--ids", action="store_true",
                        help="cite rules by their ids (RULEBOOK §SECTION, as a log and "
                        "--json do) instead of their titles")


def _seq(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"SEQ must be an event number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"SEQ must be 0 or more, not {value}")
    return value


#: The severity words of the human output; ``--json`` always keeps ``error``/``warning``.
SEVERITY_WORDS: dict[Lang, dict[Severity, str]] = {
    "es": {Severity.ERROR: "error", Severity.WARNING: "advertencia"},
    "en": {Severity.ERROR: "error", Severity.WARNING: "warning"},
}
#: The words of a card's line in ``replay``'s human output.
CARD_WORDS: dict[Lang, dict[str, str]] = {
    "es": {"hidden": "oculta", "life": "vida", "rests": "descansos", "equipment": "equipo"},
    "en": {"hidden": "hidden", "life": "life", "rests": "descansos", "equipment": "equipment"},
}


def severity_word(severity: Severity, lang: Lang = "es") -> str:
    """``error`` / ``advertencia`` (es), ``error`` / ``warning`` (en).

    >>> severity_word(Severity.WARNING), severity_word(Severity.WARNING, "en")
    ('advertencia', 'warning')
    """
    return SEVERITY_WORDS[lang][severity]


def cite_text(citation: Citation, ids: bool = False) -> str:
    """A citation in human output: the rulebook's and the section's titles (issue 23 §11),
    or with ``ids`` (``--ids``) the ids a log and the JSON use (``kodem-5.0 §5/batalla``)."""
    return str(citation) if ids else citation_words(citation)


def violation_line(v: Violation, lang: Lang = "es", ids: bool = False) -> str:
    """One line of ``check``'s human output, in the language of ``lang``.

    >>> import judge_app.games  # the registry fills the rulebook index
    >>> from judge_app.violations import violation
    >>> violation_line(violation(23, "P1", "kodem-5.0", "5/batalla", "Ataca dos veces.", "x"))
    '#23  P1  Kódem TCG 5.0 §5 Fase de Batalla  error  Ataca dos veces.'
    >>> violation_line(violation(9, None, "kodem-5.0", "6.7-G16", "Otra vez.", "Again.",
    ...                          severity=Severity.WARNING), ids=True)
    '#9  -  kodem-5.0 §6.7-G16  advertencia  Otra vez.'
    """
    return (f"#{v.seq}  {v.player or '-'}  {cite_text(v.citation, ids)}  "
            f"{severity_word(v.severity, lang)}  {v.message(lang)}")


def _check(args: argparse.Namespace) -> int:
    replay = Replay.from_file(args.log)
    found = replay.violations
    data = {
        "game": replay.log.game,
        "events": len(replay),
        "violations": [v.to_json(args.lang) for v in found],
    }
    if found:
        human = "\n".join(violation_line(v, args.lang, args.ids) for v in found)
    elif args.lang == "en":
        human = f"No violations in {len(replay)} events."
    else:
        human = f"Sin infracciones en {len(replay)} eventos."
    emit(data, human, args.json)
    return EXIT_FOUND if found else EXIT_OK


def _replay(args: argparse.Namespace) -> int:
    replay = Replay.from_file(args.log, upto=args.at)
    total = replay.log.total_events
    if args.at > total:
        raise CliError(f"argument --at: {args.log} has {total} events; "
                       f"SEQ must be between 0 and {total}, not {args.at}")
    if args.json:
        emit(replay.state_json(args.at), "", True)
        return EXIT_OK
    board = replay.board_at(args.at)
    lines: list[str] = []
    if args.at:
        event = replay.event(args.at)
        lines.append(f"#{event.seq}  {event.player or '-'}  {event.action}")
    lines.append(board_text(board, args.lang))
    for v in replay.violations_at(args.at):
        lines.append(violation_line(v, args.lang, args.ids))
    print("\n".join(lines))
    return EXIT_OK


def board_text(board: BoardView, lang: Lang = "es") -> str:
    """The board as plain text: turn, phase, then every zone of every player."""
    turn, phase = ("Turno", "fase") if lang == "es" else ("Turn", "phase")
    head = f"{turn} {board.turn}, {phase} {board.phase or '-'}"
    if board.active:
        head += f", {board.active}"
    lines = [head]
    if board.status:
        lines.append(board.status)
    for player in board.players:
        mark = " *" if player.active else ""
        lines.append(f"{player.player} ({player.name}){mark}")
        for key, value in player.summary:
            lines.append(f"  {key}: {value}")
        for zone in player.zones:
            cards = [_card_text(c, lang) if c is not None else "—" for c in zone.cards]
            labels = zone.slot_labels or ()
            if labels and len(labels) == len(cards):
                cards = [f"{label}: {c}" for label, c in zip(labels, cards, strict=True)]
            lines.append(f"  {zone.label}: " + (", ".join(cards) if cards else "—"))
    return "\n".join(lines)


def _card_text(card: CardView, lang: Lang = "es") -> str:
    words = CARD_WORDS[lang]
    text = card.name or card.instance
    bits: list[str] = []
    if card.hidden:
        bits.append(words["hidden"])
    if card.life is not None:
        bits.append(f"{words['life']} {card.life}"
                    + (f"/{card.max_life}" if card.max_life else ""))
    if card.rests:
        bits.append(f"{words['rests']} {card.rests}")
    if card.marks:
        bits.append("+".join(card.marks))
    if card.equipment:
        bits.append(f"{words['equipment']} "
                    + "+".join(e.name or e.instance for e in card.equipment))
    return text + (f" [{', '.join(bits)}]" if bits else "")


def _deck_check(args: argparse.Namespace) -> int:
    if args.game not in known_games():
        raise CliError(f"argument --game: unknown game {args.game!r}; "
                       f"known: {', '.join(known_games())}")
    game = get_game(args.game)
    deck = read_deck(args.deck)
    file_game = deck.get("game")
    if file_game is not None and file_game != args.game:
        raise LogError(args.deck, "$.game", f"the deck is for {file_game!r}, not {args.game!r}")
    if args.variant is not None:
        if args.variant not in game.variants:
            raise CliError(f"argument --variant: unknown variant {args.variant!r} for "
                           f"{game.key}; known: {', '.join(game.variants)}")
        deck["variant"] = args.variant
    variant = deck.get("variant") or game.variants[0]
    try:
        problems = game.deck_problems(deck, args.deck)
    except NotImplementedError:
        raise CliError(f"argument --game: {game.key} has no deck check") from None
    legal = not any(p.severity is Severity.ERROR for p in problems)
    data = {
        "game": game.key,
        "variant": variant,
        "legal": legal,
        "problems": [p.to_json(args.lang) for p in problems],
    }
    emit(data, _deck_human(problems, legal, args.lang, args.ids), args.json)
    return EXIT_OK if legal else EXIT_FOUND


def _deck_human(problems: Sequence[Violation], legal: bool, lang: Lang,
                ids: bool = False) -> str:
    lines = [f"{cite_text(p.citation, ids)}  {severity_word(p.severity, lang)}  "
             f"{p.message(lang)}" for p in problems]
    warnings = sum(1 for p in problems if p.severity is Severity.WARNING)
    if lang == "en":
        note = f" ({warnings} warning{'s' if warnings != 1 else ''} for the judge)"
        lines.append(("Legal deck" + (note if warnings else "") + ".") if legal
                     else "Illegal deck.")
    else:
        note = f" ({warnings} advertencia{'s' if warnings != 1 else ''} para el juez)"
        lines.append(("Mazo legal" + (note if warnings else "") + ".") if legal
                     else "Mazo ilegal.")
    return "\n".join(lines)
