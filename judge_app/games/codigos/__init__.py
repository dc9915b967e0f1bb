"""Códigos: the rules module behind the ``Game`` protocol.

The package registers the game (:data:`INFO`: rulebook and its layout, infractions,
deck rule, penalty policy, card sets); :data:`GAME`, the rules, is imported on first
use so that listing the games never loads them.

Penalties: the rulebook has no tournament or penalty chapter, so Juez's
general policy applies (docs/extensions.md): the penalty cites the rule of
play that was broken (:data:`INFO` ``infractions``).

>>> from judge_app.games.codigos import GAME
>>> GAME.key, GAME.rulebook
('codigos', 'codigos')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge_app.games.base import (
    GameInfo,
    GameParts,
    Layout,
    Mark,
    RulebookInfo,
    infraction_list,
    lazy_rules,
)
from judge_app.resources import resource_path
from judge_app.violations import Citation

if TYPE_CHECKING:
    from judge_app.games.codigos.rules import Codigos

    GAME: Codigos

RULEBOOK = "codigos"

LAYOUT = Layout(
    marks=(
        Mark("objetivo", "Objetivo del juego", r"^El objetivo del juego", inline=True),
        Mark("preparacion", "Preparación del juego", r"^PREPARACION DEL JUEGO$"),
        Mark("soldado", "¿Qué papel juega el Soldado?", r"^.Qué papel juega el SOLDADO\?",
              inline=True),
        Mark("comienza", "Comienza el juego", r"^COMIENZA EL JUEGO$"),
        Mark("acciones", "Acciones por turno", r"^ACCIONES POR TURNO$"),
        Mark("codigo-expuesto", "Código expuesto", r"^.ODIGO EXPUESTO$"),
        Mark("codigos-ocultos", "Códigos ocultos", r"^.ODIGOS OCULTOS$"),
        Mark("revelar-y-puntuacion", "Revelar códigos ocultos y puntuación",
              r"^REVELAR CODIGOS OCULTOS Y PUNTUACION$"),
        Mark("final", "Final de juego", r"^FINAL DE JUEGO$"),
        Mark("excepciones", "Excepciones", r"^EXCEPCIONES$"),
    ),
    reflow="ocr",
)

INFO = GameInfo(
    key="codigos",
    title="Códigos",
    module=__name__,
    parts=GameParts(rules=":GAME", notation=".notation:NOTATION", position=".position",
                    suggest=".suggest:RECORDER", coverage=".coverage:COVERAGE"),
    samples=resource_path("samples", "codigos"),
    demo_sample="clean.json",
    position=3,
    rulebooks=(
        RulebookInfo(
            id=RULEBOOK,
            game="codigos",
            title="Códigos",
            edition="card game of symbols and codes with a Soldier (text is OCR)",
            source_file="codigos.md",
            attribution="Rules text © the game's publisher (scanned leaflet, OCR text).",
            layout=LAYOUT,
        # match-log.md, Clarifications: "only one incomplete exposed code" is printed
        # under ACCIONES and concerns the CÓDIGO EXPUESTO area.
        same_rule=(frozenset(("acciones", "codigo-expuesto")),),
        ),
    ),
    deck_rule=Citation(RULEBOOK, "preparacion"),
    infractions=infraction_list(
        RULEBOOK,
        ("setup", "preparacion", "Preparación del juego incorrecta", "Wrong game setup"),
        ("actions", "acciones", "Más acciones de las permitidas en el turno",
         "More actions than allowed in a turn"),
        ("exposed-code", "codigo-expuesto", "Completar o eliminar un código expuesto indebidamente",
         "Completing or removing an exposed code illegally"),
        ("hidden-code", "codigos-ocultos", "Ocultar un código incompleto o de forma indebida",
         "Hiding an incomplete code or hiding it illegally"),
        ("reveal", "revelar-y-puntuacion", "Revelar un código oculto de forma incorrecta",
         "Revealing a hidden code incorrectly"),
        ("scoring", "revelar-y-puntuacion", "Anotar mal la puntuación",
         "Scoring incorrectly"),
    ),
    cardsets=("codigos-demo",),
)


#: ``GAME`` and ``Codigos``: the rules, imported the first time they are asked for.
__getattr__ = lazy_rules(__name__, "Codigos")


__all__ = ["GAME", "INFO", "RULEBOOK", "Codigos"]
