"""Kódem victory claims (§4, 8.1, 8.2): a ``game_end`` with a winner is checked against the
table through the variant's victory hook, unless its reason is one only the judge weighs."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from judge_app.games.common import Flags, GameEnd
from judge_app.games.kodem.rules.core import HANDLERS, fold_name
from judge_app.games.kodem.state import KodemState
from judge_app.games.kodem.variants import variant_of
from judge_app.logs.errors import LogReferenceError
from judge_app.logs.loader import Event

if TYPE_CHECKING:
    from judge_app.games.kodem.rules import Kodem

#: Word stems of a game_end ``reason`` (folded: no case, no accents; a word starting with
#: one counts) that end a game by something other than the table: a concession, a
#: penalty, time, the victory text of a card (§4). Those claims are left to the judge;
#: every other reason (free text: "extinction", "Extinción", "10 cartas en Extinción",
#: "same_name" …) is checked against the table.
JUDGE_REASONS = ("conce", "rendi", "surrender", "abandon", "forfeit", "resign", "penal",
                 "loss", "descalif", "disqualif", "tiempo", "time", "draw", "empate", "judge",
                 "juez", "effect", "efecto", "text", "texto")


def judge_reason(reason: str | None) -> bool:
    """True if a game_end ``reason`` is one the table cannot check (left to the judge).

    >>> judge_reason("Concesión"), judge_reason("game_loss"), judge_reason("10 cartas en Extinción")
    (True, True, False)
    """
    words = re.split(r"[^a-z0-9]+", fold_name(reason or ""))
    return any(w.startswith(JUDGE_REASONS) for w in words if w)


@HANDLERS.handles("game_end", GameEnd)
def _on_game_end(game: Kodem, state: KodemState, event: Event, args: GameEnd,
                 flags: Flags) -> None:
    if args.winner is not None and args.winner not in state.sides:
        raise LogReferenceError("winner", args.winner, f"unknown player {args.winner!r}")
    if args.winner is not None and not judge_reason(args.reason):
        variant = variant_of(state)
        why = variant.victory(state, args.winner)
        if why is not None:
            flags.error(variant.section, f"El registro da la victoria a {args.winner}, pero "
                        f"{why[0]}.", f"The log gives the win to {args.winner}, but "
                        f"{why[1]}.")
    state.over = True
    state.winner = args.winner
