"""The Códigos setup and deck check (Preparación del juego).

Per player count the rulebook fixes the comodines (2 players: 2, 3: 3, 4: 4
or 5 by agreement) and the REVELEN CÓDIGOS OCULTOS cards (2: 4, 3: 3, 4: 2);
one REVELEN card is the last card of the deck; each player gets 3 common
cards face up; the Soldier starts on the encarte card next to the deck
(position 0). A deck file (``judge-app deck-check DECK --game codigos``) is the
log's ``setup`` block with ``"game": "codigos"`` and ``cards`` and/or ``cardset``.

>>> WILDCARDS[4], REVEAL_CARDS[4]
((4, 5), 2)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import ValidationError

from judge_app.games.codigos.cards import CodigoCard, CodigosSetup
from judge_app.games.common import Flags, Namer, deck_cards, read_instances
from judge_app.logs.loader import validation_error
from judge_app.violations import Violation

RULEBOOK = "codigos"
WILDCARDS: dict[int, tuple[int, ...]] = {2: (2,), 3: (3,), 4: (4, 5)}
REVEAL_CARDS: dict[int, int] = {2: 4, 3: 3, 4: 2}
DEALT = 3
ENCARTE = 3


def instance_map(setup: CodigosSetup, cards: Mapping[str, CodigoCard], source: str,
                 path: str) -> dict[str, str]:
    """Every card instance of the setup → its definition (``LogError`` on unknown/duplicate)."""
    seen: dict[str, str] = {}
    read_instances(setup.deck, cards, source, f"{path}.deck", seen)
    read_instances(setup.encarte.cards, cards, source, f"{path}.encarte.cards", seen)
    for player, held in setup.collection.items():
        read_instances(held, cards, source, f"{path}.collection.{player}", seen)
    return seen


def setup_flags(setup: CodigosSetup, cards: Mapping[str, CodigoCard], source: str, path: str,
                flags: Flags, players: int) -> None:
    """Flag a setup that does not follow Preparación del juego (and Comienza el juego)."""
    ids = instance_map(setup, cards, source, path)

    def kind(spec: str) -> str:
        return cards[ids[spec.partition(":")[0]]].kind

    def error(es: str, en: str, player: str | None = None) -> None:
        flags.error("preparacion", es, en, player=player)

    if setup.players != players:
        error(f"El setup dice {setup.players} jugadores, pero juegan {players}.",
              f"The setup says {setup.players} players, but {players} play.")
    if players not in WILDCARDS:
        error(f"El reglamento prepara partidas de 2 a 4 jugadores, no de {players}.",
              f"The rulebook sets up games of 2 to 4 players, not {players}.")
    else:
        if setup.wildcards not in WILDCARDS[players]:
            want = " o ".join(map(str, WILDCARDS[players]))
            error(f"Con {players} jugadores se usan {want} comodines, no {setup.wildcards}.",
                  f"With {players} players, {want.replace(' o ', ' or ')} wildcards are used, "
                  f"not {setup.wildcards}.")
        if setup.reveal_cards != REVEAL_CARDS[players]:
            error(f"Con {players} jugadores se usan {REVEAL_CARDS[players]} cartas REVELEN "
                  f"CÓDIGOS OCULTOS, no {setup.reveal_cards}.",
                  f"With {players} players, {REVEAL_CARDS[players]} REVELEN CÓDIGOS OCULTOS "
                  f"cards are used, not {setup.reveal_cards}.")
    table = [*setup.deck, *setup.encarte.cards]
    wild = sum(1 for c in table if kind(c) == "comodin")
    if wild != setup.wildcards:
        error(f"El mazo y el encarte tienen {wild} comodines; el setup dice {setup.wildcards}.",
              f"The deck and the encarte hold {wild} wildcards; the setup says "
              f"{setup.wildcards}.")
    reveal = sum(1 for c in setup.deck if kind(c) == "revelar")
    if reveal != setup.reveal_cards:
        error(f"El mazo tiene {reveal} cartas REVELEN CÓDIGOS OCULTOS; el setup dice "
              f"{setup.reveal_cards}.", f"The deck holds {reveal} REVELEN CÓDIGOS OCULTOS "
              f"cards; the setup says {setup.reveal_cards}.")
    if not setup.deck or kind(setup.deck[-1]) != "revelar":
        error("La última carta del mazo no es una carta REVELEN CÓDIGOS OCULTOS; una se "
              "coloca al final del mazo para indicar la finalización del juego.",
              "The last card of the deck is not a REVELEN CÓDIGOS OCULTOS card; one goes at "
              "the bottom of the deck to mark the end of the game.")
    if len(setup.encarte.cards) != ENCARTE:
        error(f"El ENCARTE tiene {len(setup.encarte.cards)} cartas; se colocan 3 cartas boca "
              "arriba.", f"The encarte holds {len(setup.encarte.cards)} cards; 3 cards are laid "
              "face up.")
    if any(kind(c) == "revelar" for c in setup.encarte.cards):
        error("Hay una carta REVELEN CÓDIGOS OCULTOS en el encarte al empezar.",
              "A REVELEN CÓDIGOS OCULTOS card lies in the encarte at the start.")
    for player, held in setup.collection.items():
        if len(held) != DEALT or any(kind(c) != "comun" for c in held):
            error(f"{player} recibe {len(held)} cartas ({', '.join(held)}); se reparten 3 "
                  "cartas comunes a cada jugador.", f"{player} gets {len(held)} cards "
                  f"({', '.join(held)}); each player is dealt 3 common cards.", player)
    if setup.encarte.soldier != 0:
        flags.error("soldado", f"El SOLDADO empieza en la posición {setup.encarte.soldier}; "
                    "empieza sobre la carta más cercana al mazo (0).",
                    f"The Soldier starts at position {setup.encarte.soldier}; it starts on the "
                    "card next to the deck (0).", player=None)
    for instance, definition in ids.items():
        card = cards[definition]
        if card.medal < 0:
            flags.error("revelar-y-puntuacion", f"{card.name or instance} tiene una medalla de "
                        f"{card.medal}; una medalla vale 0 puntos o más.",
                        f"{card.name or instance} has a medal of {card.medal}; a medal is worth "
                        "0 points or more.", player=None)
        if card.kind == "comun" and (card.symbol is None or not card.code):
            flags.error("objetivo", f"{instance} es común pero le falta el símbolo o el código.",
                        f"{instance} is a common card without a symbol or a code.", player=None)


def check_deck(deck: Mapping[str, Any], source: str = "<deck>") -> list[Violation]:
    """The problems of a Códigos deck file: its ``setup`` block (``LogError`` if unreadable)."""
    cards = deck_cards(deck, CodigoCard, source)
    body = {k: v for k, v in deck.items() if k not in ("game", "variant", "cards", "cardset")}
    try:
        setup = CodigosSetup.model_validate(body)
    except ValidationError as exc:
        raise validation_error(source, exc) from None
    ids = instance_map(setup, cards, source, "$")
    flags = Flags(RULEBOOK, 0, None, namer=Namer({i: cards[d].name for i, d in ids.items()}))
    setup_flags(setup, cards, source, "$", flags, players=len(setup.collection))
    return flags.found
