"""Digimon HiperColiseo: the rules module behind the ``Game`` protocol.

The package registers the game (:data:`INFO`: rulebook and its layout, infractions,
deck rule, penalty policy, card sets); :data:`GAME`, the rules, is imported on first
use so that listing the games never loads them.

Penalties: the rulebook has no tournament or penalty chapter, so Juez's
general policy applies (docs/extensions.md): the penalty cites the rule of
play that was broken (:data:`INFO` ``infractions``).

>>> from judge_app.games.digimon import GAME
>>> GAME.key, GAME.rulebook
('digimon', 'digimon-hc')
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
    from judge_app.games.digimon.rules import Digimon

    GAME: Digimon

RULEBOOK = "digimon-hc"

LAYOUT = Layout(
    marks=(
        Mark("mazo", "Mazo principal y puntos escalares", r"^Para empezar, el mazo principal",
              inline=True),
        Mark("actualizacion", "Actualización", r"^Actualización$"),
        Mark("digitalizacion", "Digitalización", r"^Digitalización$"),
        Mark("entrenamiento", "Entrenamiento", r"^Entrenamiento$"),
        Mark("preparacion", "Preparación", r"^Preparación$"),
        Mark("evolucion", "Evolución", r"^Evolución$"),
        Mark("batalla", "Batalla", r"^Batalla$"),
        Mark("puntuacion", "Puntuación", r"^Puntuación$"),
    ),
    stop=r"^Prueba el juego siguiendo las reglas$",
)

INFO = GameInfo(
    key="digimon",
    title="Digimon HiperColiseo",
    module=__name__,
    parts=GameParts(rules=":GAME", notation=".notation:NOTATION", position=".position",
                    suggest=".suggest:RECORDER", coverage=".coverage:COVERAGE"),
    samples=resource_path("samples", "digimon"),
    demo_sample="clean.json",
    position=5,
    rulebooks=(
        RulebookInfo(
            id=RULEBOOK,
            game="digimon",
            title="Digimon HiperColiseo",
            edition="Digimon HiperColiseo, \"Reglas del Juego\"",
            source_file="digimon-hipercoliseo.md",
            attribution="Rules text © the authors of Digimon HiperColiseo "
                        "(“Reglas del Juego”); Digimon is a trademark of its owners.",
            layout=LAYOUT,
        ),
    ),
    deck_rule=Citation(RULEBOOK, "mazo"),
    infractions=infraction_list(
        RULEBOOK,
        ("deck", "mazo", "Mazo que no cumple los puntos escalares",
         "Deck that breaks the scale points"),
        ("setup", "preparacion", "Preparación incorrecta", "Wrong setup"),
        ("digitalization", "digitalizacion", "Digitalización indebida",
         "Illegal digitalization"),
        ("evolution", "evolucion", "Evolución indebida", "Illegal evolution"),
        ("battle", "batalla", "Batalla que no cumple las reglas", "Illegal battle"),
        ("scoring", "puntuacion", "Anotar mal la puntuación", "Scoring incorrectly"),
    ),
    cardsets=("digimon-demo",),
)


#: ``GAME`` and ``Digimon``: the rules, imported the first time they are asked for.
__getattr__ = lazy_rules(__name__, "Digimon")


__all__ = ["GAME", "INFO", "RULEBOOK", "Digimon"]
