"""Kódem TCG 5.0: the rules module behind the ``Game`` protocol (the flagship game).

The package registers the game (:data:`INFO`: rulebook and its layout, infractions,
deck rule, penalty policy, card sets); :data:`GAME`, the rules, is imported on first
use so that listing the games never loads them.

Penalties: 6.7 is the rulebook's penalty chapter; a repeated infraction is
escalated under 6.7-P6 (6.7-G16 for forgotten descanso updates).

>>> from judge_app.games.kodem import GAME
>>> GAME.key, GAME.rulebook, GAME.title
('kodem', 'kodem-5.0', 'Kódem TCG 5.0')
>>> INFO.penalties.repeated[-1].citation.section
'6.7-P6'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge_app.games.base import (
    GameInfo,
    GameParts,
    NumberedLayout,
    PenaltyPolicy,
    RepeatRule,
    RulebookInfo,
    infraction_list,
    lazy_rules,
)
from judge_app.games.kodem.variants import VARIANTS
from judge_app.resources import resource_path
from judge_app.violations import Citation

if TYPE_CHECKING:
    from judge_app.games.kodem.rules import Kodem

    GAME: Kodem

RULEBOOK = "kodem-5.0"

LAYOUT = NumberedLayout(
    stop=r"^¿DUDAS\?$",
    # The anchors of sections.md (and 5/inicio), by their printed heading.
    anchors=(
        ("3.2/vinculo", r"^VÍNCULO ODÉMICO$"),
        ("3.4/equipar", r"^EQUIPAR$"),
        ("3.4/multiples", r"^EQUIPOS MÚLTIPLES$"),
        ("5/inicio", r"^FASE DE INICIO:$"),
        ("5/previa", r"^FASE PREVIA:$"),
        ("5/batalla", r"^FASE DE BATALLA:$"),
        ("5/post", r"^FASE POST:$"),
        ("5/equipo", r"^FASE DE EQUIPO:$"),
        ("5/fin", r"^FIN DE TURNO:$"),
        ("6.6.2/opcionales", r"^Pasivas Opcionales:"),
        ("6.6.2/rapidas", r"^Pasivas-Rápidas:"),
    ),
    # 6.7: its three sub-headings, the suffix of their numbered items, and how many.
    items_under="6.7",
    items=(
        ("G", r"^GENERALIDADES DE LAS RESTRICCIONES E INTERACCIONES$", 17),
        ("T", r"^TIPOS DE RESTRICCIONES$", 8),
        ("P", r"^PENALIZACIONES POR INCUMPLIR RESTRICCIONES$", 6),
    ),
)

INFO = GameInfo(
    key="kodem",
    title="Kódem TCG 5.0",
    module=__name__,
    parts=GameParts(rules=":GAME", notation=".notation:NOTATION", position=".position",
                    suggest=".suggest:RECORDER", coverage=".coverage:COVERAGE"),
    samples=resource_path("samples", "kodem"),
    demo_sample="clean-game.json",
    # the Kódem samples carry no note of their own: their titles, as the File menu lists them
    sample_titles=(
        ("batalla-violations", "Dos ataques en un turno y una Pasiva en Batalla"),
        ("claims-and-equipment", "Infracciones reclamadas y equipos"),
        ("clean-game", "Partida limpia de siete turnos"),
        ("clean-victory", "Victoria limpia con diez cartas en Extinción"),
        ("deck-adendei-count", "Mazos con 16 y 14 Adendei"),
        ("deck-duplicate", "Dos Itzal en el Mazo General"),
        ("effect-corners", "Efectos en casos límite"),
        ("equip-violation", "Equipo bajo una carta que no atacó"),
        ("extended-clean", "Extendido limpio: 50 cartas"),
        ("extended-limited", "Extendido: carta limitada y cuatro copias"),
        ("game-end-claim", "Victoria reclamada con 9 cartas en Extinción"),
        ("jungla-wrong-rival", "Jungla: ataque al rival que no se eligió"),
        ("marks-and-heal", "Segundo Envenenar y curar a vida completa"),
        ("post-zero-life", "Carta en vida 0 al terminar Post"),
        ("replacement-not-top3", "Reemplazo fuera de las tres primeras cartas"),
        ("rest-violations", "Revelar en Previa y atacar en descanso"),
        ("zone-corners", "Zonas en casos límite"),
    ),
    variants=tuple(VARIANTS),
    position=1,
    # the rulebook names no tiebreakers; its matches are best of three, scored 3/1/0
    tiebreakers="mtg",
    tiebreakers_why=("el reglamento de Kódem no fija desempates; sus partidas son al mejor de "
                     "tres, 3/1/0",
                     "Kódem's rulebook sets no tiebreakers; its matches are best of three, "
                     "3/1/0"),
    rulebooks=(
        RulebookInfo(
            id=RULEBOOK,
            game="kodem",
            title="Kódem TCG 5.0",
            edition="Kódem TCG, Libro de Reglas Oficial 5.0 (May 2025)",
            source_file="kodem-tcg-5.0.md",
            attribution="©2025 Adendei Entretenimiento S.A. de C.V. (México). "
                        "“Kódem TCG” and its logos are theirs.",
            layout=LAYOUT,
        ),
    ),
    deck_rule=Citation(RULEBOOK, "7"),
    infractions=infraction_list(
        RULEBOOK,
        ("restriction-ignored", "6.7-P1", "Declarar un efecto o ataque ignorando una restricción",
         "Declaring an effect or attack ignoring a restriction"),
        ("restriction-not-reported", "6.7-P2", "No notificar el incumplimiento de una restricción",
         "Not reporting a broken restriction"),
        ("restrictions-repeated", "6.7-P6", "Ignorar restricciones reiteradamente",
         "Ignoring restrictions repeatedly"),
        ("descansos-forgotten", "6.7-G16",
         "Olvidar reiteradamente actualizar los descansos",
         "Repeatedly forgetting to update descansos"),
        ("duplicate-card", "6.7-G1", "Dos cartas con el mismo nombre en el Mazo General",
         "Two cards with the same name in the general deck"),
        ("foreign-card", "6.7-G3", "Carta ajena en el Mazo o en la Extinción",
         "Another player's card in the deck or in Extinción"),
        ("illegal-target", "6.7-G4",
         "Elegir como objetivo una carta sin la característica necesaria",
         "Targeting a card without the required characteristic"),
        ("hidden-card-effect", "6.7-G8", "Resolver el efecto de una carta oculta",
         "Resolving the effect of a hidden card"),
        ("main-deck-revealed", "6.7-G17", "Revelar cartas del Mazo Principal",
         "Revealing cards of the main deck"),
    ),
    penalties=PenaltyPolicy(repeated=(
        RepeatRule(Citation(RULEBOOK, "6.7-G16"),
                   "olvidar actualizar descansos en reiteradas ocasiones",
                   "repeatedly forgetting to update descansos",
                   sections=("6.7-G15", "6.7-G16"),
                   words=(("descanso", "olvid"), ("descanso", "actualiz"), ("rest", "forg"))),
        RepeatRule(Citation(RULEBOOK, "6.7-P6"), "ignorar restricciones reiteradamente",
                   "repeatedly ignoring restrictions"),
    )),
    cardsets=("kodem-demo",),
)


#: ``GAME`` and ``Kodem``: the rules, imported the first time they are asked for.
__getattr__ = lazy_rules(__name__, "Kodem")


__all__ = ["GAME", "INFO", "RULEBOOK", "Kodem"]
