"""The infractions a judge picks from when giving a penalty, per game, with their rule.

A short list per game, in the game's own words, each citing the section of its
rulebook that it breaks (checked against the section index by the tests). The
penalty form offers the event's game's list and still accepts a typed
infraction; picking one also fills in the citation.

Kódem's come from 6.7 (restrictions and interactions: 6.7-G generalities,
6.7-P penalties); the other games' rulebooks have no penalty chapter, so
their entries name the rule of play that was broken.

>>> [i.citation.section for i in infractions_for("kodem")][:2]
['6.7-P1', '6.7-P2']
>>> infractions_for("totems")[0].name("en")
'More than one action in a turn'
"""

from __future__ import annotations

from dataclasses import dataclass

from judge_app.violations import Citation

#: The rulebook id of each game key.
RULEBOOK_OF_GAME: dict[str, str] = {
    "kodem": "kodem-5.0",
    "kingdom": "kingdom-estrategia",
    "codigos": "codigos",
    "totems": "totems",
    "digimon": "digimon-hc",
}


@dataclass(frozen=True)
class Infraction:
    """One entry of a game's list: what the player did, in Spanish and English, and the
    rulebook section it breaks."""

    key: str
    es: str
    en: str
    citation: Citation

    def name(self, lang: str = "es") -> str:
        """The infraction in Spanish (``es``) or English (``en``)."""
        return self.en if lang == "en" else self.es


def _list(book: str, *rows: tuple[str, str, str, str]) -> tuple[Infraction, ...]:
    return tuple(Infraction(key, es, en, Citation(book, section))
                 for key, section, es, en in rows)


INFRACTIONS: dict[str, tuple[Infraction, ...]] = {
    "kodem": _list(
        "kodem-5.0",
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
    "kingdom": _list(
        "kingdom-estrategia",
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
    "codigos": _list(
        "codigos",
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
    "totems": _list(
        "totems",
        ("actions", "turno", "Más de una acción en el turno", "More than one action in a turn"),
        ("setup", "preparacion", "Preparación de la partida incorrecta", "Wrong game setup"),
        ("attack", "atacar", "Ataque que no cumple las reglas", "Illegal attack"),
        ("exchange", "intercambio", "Intercambio indebido", "Illegal exchange"),
        ("discard", "descarte", "Descarte indebido", "Illegal discard"),
        ("end-of-turn", "fin-de-turno", "No completar la mano antes de acabar el turno",
         "Not refilling the hand before the end of the turn"),
    ),
    "digimon": _list(
        "digimon-hc",
        ("deck", "mazo", "Mazo que no cumple los puntos escalares",
         "Deck that breaks the scale points"),
        ("setup", "preparacion", "Preparación incorrecta", "Wrong setup"),
        ("digitalization", "digitalizacion", "Digitalización indebida",
         "Illegal digitalization"),
        ("evolution", "evolucion", "Evolución indebida", "Illegal evolution"),
        ("battle", "batalla", "Batalla que no cumple las reglas", "Illegal battle"),
        ("scoring", "puntuacion", "Anotar mal la puntuación", "Scoring incorrectly"),
    ),
}


def infractions_for(game: str) -> tuple[Infraction, ...]:
    """The infraction list of ``game`` (a game key such as ``kodem``); ``()`` for another."""
    return INFRACTIONS.get(game.strip().lower(), ())


def find_infraction(game: str, text: str) -> Infraction | None:
    """The entry of ``game``'s list named ``text`` (its key, or its name in either
    language, case folded), or ``None`` for a typed infraction of the judge's own."""
    wanted = text.strip().casefold()
    for entry in infractions_for(game):
        if wanted in (entry.key, entry.es.casefold(), entry.en.casefold()):
            return entry
    return None
