"""Tótems (Runestone Games): the rules module behind the ``Game`` protocol.

The package registers the game (:data:`INFO`: rulebook and its layout, infractions,
deck rule, penalty policy, card sets); :data:`GAME`, the rules, is imported on first
use so that listing the games never loads them.

Penalties: the rulebook has no tournament or penalty chapter, so Juez's
general policy applies (docs/extensions.md): the penalty cites the rule of
play that was broken (:data:`INFO` ``infractions``).

>>> from judge_app.games.totems import GAME
>>> GAME.key, GAME.rulebook
('totems', 'totems')
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
    from judge_app.games.totems.rules import Totems

    GAME: Totems

RULEBOOK = "totems"

LAYOUT = Layout(
    marks=(
        Mark("anatomia", "Anatomía de los Tótems", r"^ANATOMÍA DE LOS TÓTEMS$"),
        Mark("habilidades", "Habilidades de los Tótems", r"^HABILIDADES DE LOS TÓTEMS$"),
        Mark("descubrir", "Descubrir", r"^Descubrir$"),
        Mark("espada", "Habilidad: la Espada", r"^HABILIDAD - LA ESPADA$"),
        Mark("escudo", "Habilidad: el Escudo", r"^HABILIDAD - EL ESCUDO$"),
        Mark("ojo", "Habilidad: el Ojo", r"^HABILIDAD - EL OJO$"),
        Mark("suma", "Habilidad: la Suma", r"^HABILIDAD - LA SUMA$"),
        Mark("objetivo", "Objetivo del juego", r"^OBJETIVO DEL JUEGO$"),
        Mark("preparacion", "Preparación de la partida", r"^PREPARACIÓN DE LA PARTIDA$"),
        Mark("como-jugar", "¿Cómo jugar?", r"^¿CÓMO JUGAR\?$"),
        Mark("turno", "Turno del jugador", r"^TURNO DEL JUGADOR$"),
        Mark("reponer", "Acción: reponer", r"^ACCIÓN - REPONER$", parent="turno"),
        # The outcome of an attack is printed after the end-of-turn box.
        Mark("atacar", "Acción: atacar", r"^ACCIÓN - ATACAR$", parent="turno",
              also=(r"^Pueden suceder 2 situaciones:$", r"^FIN DE LA PARTIDA$")),
        Mark("intercambio", "Acción: intercambio", r"^ACCIÓN - INTERCAMBIO$",
              parent="turno"),
        Mark("descarte", "Acción: descarte", r"^ACCIÓN - DESCARTE$", parent="turno"),
        Mark("fin-de-turno", "Antes de acabar el turno", r"^ANTES DE ACABAR EL TURNO$",
              parent="turno"),
        Mark("fin-de-la-partida", "Fin de la partida", r"^FIN DE LA PARTIDA$"),
    ),
    breaks=(r"^TÉRMINOS$",),
)

INFO = GameInfo(
    key="totems",
    title="Tótems",
    module=__name__,
    parts=GameParts(rules=":GAME", notation=".notation:NOTATION", position=".position",
                    suggest=".suggest:RECORDER", coverage=".coverage:COVERAGE"),
    samples=resource_path("samples", "totems"),
    demo_sample="clean.json",
    position=4,
    rulebooks=(
        RulebookInfo(
            id=RULEBOOK,
            game="totems",
            title="Tótems",
            edition="Tótems (Runestone Games)",
            source_file="totems.md",
            attribution="© Runestone Games (created by Eric González). All rights reserved.",
            layout=LAYOUT,
        ),
    ),
    deck_rule=Citation(RULEBOOK, "preparacion"),
    infractions=infraction_list(
        RULEBOOK,
        ("actions", "turno", "Más de una acción en el turno", "More than one action in a turn"),
        ("setup", "preparacion", "Preparación de la partida incorrecta", "Wrong game setup"),
        ("attack", "atacar", "Ataque que no cumple las reglas", "Illegal attack"),
        ("exchange", "intercambio", "Intercambio indebido", "Illegal exchange"),
        ("discard", "descarte", "Descarte indebido", "Illegal discard"),
        ("end-of-turn", "fin-de-turno", "No completar la mano antes de acabar el turno",
         "Not refilling the hand before the end of the turn"),
    ),
    cardsets=("totems-demo",),
)


#: ``GAME`` and ``Totems``: the rules, imported the first time they are asked for.
__getattr__ = lazy_rules(__name__, "Totems")


__all__ = ["GAME", "INFO", "RULEBOOK", "Totems"]
