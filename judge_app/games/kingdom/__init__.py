"""Kingdom TCG, Mazo de Estrategia: the rules module behind the ``Game`` protocol.

The package registers the game (:data:`INFO`: rulebook and its layout, infractions,
deck rule, penalty policy, card sets); :data:`GAME`, the rules, is imported on first
use so that listing the games never loads them.

Penalties: the rulebook has no tournament or penalty chapter, so Juez's
general policy applies (docs/extensions.md): the penalty cites the rule of
play that was broken (:data:`INFO` ``infractions``).

>>> from judge_app.games.kingdom import GAME
>>> GAME.key, GAME.rulebook
('kingdom', 'kingdom-estrategia')
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
    from judge_app.games.kingdom.rules import Kingdom

    GAME: Kingdom

RULEBOOK = "kingdom-estrategia"

LAYOUT = Layout(
    marks=(
        Mark("3", "Mazo de Estrategia", r"^3\. Mazo de Estrategia$"),
        Mark("3.1", "Mazo de Estrategia", r"^3\.1 Mazo de Estrategia$"),
        Mark("3.1.1", "Orden de Resolución", r"^3\.1\.1 Orden de Resolución$"),
        Mark("3.1.2", "Modificadores", r"^3\.1\.2 Modificadores$"),
        Mark("3.2", "Cartas de Realeza", r"^3\.2 Cartas de Realeza$"),
        Mark("3.3", "Cartas de Estrategia", r"^3\.3 Cartas de Estrategia$"),
        Mark("3.4", "Cartas de Arroje", r"^3\.4 Cartas de Arroje$"),
    ),
    reflow="fragments",
)

INFO = GameInfo(
    key="kingdom",
    title="Kingdom TCG",
    module=__name__,
    parts=GameParts(rules=":GAME", notation=".notation:NOTATION", position=".position",
                    suggest=".suggest:RECORDER", coverage=".coverage:COVERAGE"),
    samples=resource_path("samples", "kingdom"),
    demo_sample="clean.json",
    position=2,
    rulebooks=(
        RulebookInfo(
            id=RULEBOOK,
            game="kingdom",
            title="Kingdom TCG — Mazo de Estrategia",
            edition="Kingdom TCG, section 3 \"Mazo de Estrategia\"",
            source_file="kingdom-tcg-mazo-de-estrategia.md",
            attribution="Kingdom TCG™ rules text © its publisher.",
            layout=LAYOUT,
        ),
    ),
    deck_rule=Citation(RULEBOOK, "3.1"),
    infractions=infraction_list(
        RULEBOOK,
        ("strategy-deck", "3.1", "Mazo de Estrategia que no cumple las reglas",
         "Strategy deck that breaks its rules"),
        ("resolution-order", "3.1.1", "Resolver fuera del orden de resolución",
         "Resolving out of the order of resolution"),
        ("modifier", "3.1.2", "Aplicar mal un modificador", "Misapplying a modifier"),
        ("royalty-card", "3.2", "Jugar una carta de Realeza indebidamente",
         "Playing a Royalty card illegally"),
        ("strategy-card", "3.3", "Jugar una carta de Estrategia indebidamente",
         "Playing a Strategy card illegally"),
        ("arroje-card", "3.4", "Jugar una carta de Arroje indebidamente",
         "Playing an Arroje card illegally"),
    ),
    cardsets=("kingdom-demo",),
)


#: ``GAME`` and ``Kingdom``: the rules, imported the first time they are asked for.
__getattr__ = lazy_rules(__name__, "Kingdom")


__all__ = ["GAME", "INFO", "RULEBOOK", "Kingdom"]
