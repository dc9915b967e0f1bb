"""A toy sixth game, whole in this one folder: what a new game registers and nothing else.

It is not under ``judge_app/games/``, so Juez never finds it by itself: a test
registers it (:func:`judge_app.games.register_game` with :data:`INFO`) and
checks that the CLI, the window's game list, the rulebook browser and the
packaging list show it without a line of theirs naming it. Its rulebook
(``juguete.md``), the committed index, and a sample log live here too.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from judge_app.games import register_game, unregister_game
from judge_app.games.base import (
    GameInfo,
    GameParts,
    Layout,
    Mark,
    PenaltyPolicy,
    RepeatRule,
    RulebookInfo,
    infraction_list,
    lazy_rules,
)
from judge_app.violations import Citation

if TYPE_CHECKING:
    from tests.support.toygame.rules import Toy

    GAME: Toy

HERE = Path(__file__).resolve().parent
KEY = "juguete"
RULEBOOK = "juguete-1"

INFO = GameInfo(
    key=KEY,
    title="Juego de Juguete",
    module=__name__,
    position=99,
    parts=GameParts(rules=":GAME", notation=".notation:NOTATION", position=".position",
                    suggest=".suggest:RECORDER", coverage=".coverage:COVERAGE"),
    demo_sample="clean.json",
    rulebooks=(
        RulebookInfo(
            id=RULEBOOK,
            game=KEY,
            title="Juego de Juguete — Reglas",
            edition="toy rules written for Juez's tests",
            source_file="juguete.md",
            attribution="Written for the tests of Juez.",
            folder=HERE,
            layout=Layout(marks=(
                Mark("objetivo", "Objetivo", r"^Objetivo$"),
                Mark("turno", "Turno", r"^Turno$"),
                Mark("sanciones", "Sanciones", r"^Sanciones$"),
            )),
        ),
    ),
    deck_rule=Citation(RULEBOOK, "objetivo"),
    infractions=infraction_list(
        RULEBOOK,
        ("too-many", "turno", "Sumar más de tres puntos en un turno",
         "Scoring more than three points in a turn"),
    ),
    penalties=PenaltyPolicy(repeated=(
        RepeatRule(Citation(RULEBOOK, "sanciones"), "repetir una infracción",
                   "repeating an infraction"),
    )),
    samples=HERE / "samples",
)


@contextmanager
def registered() -> Iterator[GameInfo]:
    """The toy game in the registry for the length of a ``with`` block."""
    register_game(INFO)
    try:
        yield INFO
    finally:
        unregister_game(KEY)


#: ``GAME``: the toy rules, imported the first time they are asked for.
__getattr__ = lazy_rules(__name__, "Toy")
