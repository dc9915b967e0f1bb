"""The Tótems deck check: the 52 Tótems of the box, each with the icon its power carries.

The rulebook states 52 Tótems of power 1 to 13, and that only the cards 1–9
carry an ability icon (``anatomia``). It never prints the count of each
power; four of each (52 = 13 × 4) is our reading, so a different spread is a
*warning* while a deck that is not 52 cards, or a card whose icon does not
match its power, is an error. A deck file (``judge-app deck-check DECK --game
totems``) is the log's ``setup`` block with ``"game": "totems"``: ``deck``
(required: the draw pile, with the ``hands`` the whole box of 52) and optionally
``hands`` and ``defenders``, with ``cards`` and/or ``cardset`` for the definitions.

>>> from judge_app.games.totems.cards import TotemCard
>>> flags = Flags("totems", 0, None)
>>> composition_problems([("x", TotemCard(power=11, ability="ojo"))], flags)
>>> sorted({v.section for v in flags.found})
['anatomia', 'preparacion']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from judge_app.games.common import (
    Flags,
    Namer,
    deck_cards,
    read_instances,
    split_instance,
    string_list,
)
from judge_app.games.totems.cards import TotemCard
from judge_app.logs.errors import LogError
from judge_app.violations import Violation

RULEBOOK = "totems"
BOX_SIZE = 52
COPIES = 4
DEALT = 7
DEFENDERS = 4


def composition_problems(cards: Sequence[tuple[str, TotemCard]], flags: Flags) -> None:
    """Flag a box that is not the 52 Tótems, and icons that do not match the power."""
    for instance, card in cards:
        if not 1 <= card.power <= 13:
            flags.error("anatomia", f"{card.name or instance} tiene poder {card.power}; los "
                        "Tótems tienen un nivel de poder del 1 al 13.",
                        f"{card.name or instance} has power {card.power}; Tótems have a power "
                        "level from 1 to 13.", player=None)
        elif card.power <= 9 and card.ability is None:
            flags.error("anatomia", f"{instance} (poder {card.power}) no tiene habilidad; las "
                        "cartas del 1 al 9 llevan un icono de habilidad.",
                        f"{instance} (power {card.power}) has no ability; cards 1 to 9 carry "
                        "an ability icon.", player=None)
        elif card.power >= 10 and card.ability is not None:
            flags.error("anatomia", f"{instance} (poder {card.power}) tiene la habilidad "
                        f"{card.ability}; solo las cartas del 1 al 9 llevan icono.",
                        f"{instance} (power {card.power}) has the {card.ability} ability; only "
                        "cards 1 to 9 carry an icon.", player=None)
    if len(cards) != BOX_SIZE:
        flags.error("preparacion", f"El mazo de Tótems tiene {len(cards)} cartas; se baraja "
                    f"todo el mazo, que trae {BOX_SIZE}.",
                    f"The Tótem deck has {len(cards)} cards; the whole deck of {BOX_SIZE} is "
                    "shuffled.", player=None)
    counts = Counter(card.power for _, card in cards)
    odd = [p for p in range(1, 14) if counts.get(p, 0) != COPIES]
    if odd:
        listed = ", ".join(f"{p}×{counts.get(p, 0)}" for p in odd)
        flags.warning("anatomia", f"Copias por nivel de poder distintas de {COPIES} ({listed}); "
                      "52 Tótems de poder 1 a 13 son cuatro de cada uno.",
                      f"Copies per power level other than {COPIES} ({listed}); 52 Tótems of "
                      "power 1 to 13 are four of each.", player=None)


def dealing_problems(hands: Mapping[str, Sequence[str]],
                     defenders: Mapping[str, Sequence[str]], flags: Flags) -> None:
    """Flag hands that are not 7 cards, and defenders that are not 4 cards of that hand."""
    for player, hand in hands.items():
        if len(hand) != DEALT:
            flags.error("preparacion",
                        f"{player} recibió {len(hand)} cartas; se reparten 7 a cada jugador.",
                        f"{player} was dealt {len(hand)} cards; each player gets 7.",
                        player=player)
    for player, chosen in defenders.items():
        if len(chosen) != DEFENDERS:
            flags.error("preparacion",
                        f"{player} colocó {len(chosen)} Tótems defendiendo; deben ser 4 de su "
                        "mano.",
                        f"{player} placed {len(chosen)} defending Tótems; it must be 4 of the "
                        "hand.", player=player)
        stray = [c for c in chosen if c not in hands.get(player, ())]
        if stray:
            flags.error("preparacion", f"Defensores de {player} que no estaban en su mano: "
                        f"{', '.join(stray)}; se escogen 4 cartas de la mano.",
                        f"{player}'s defenders not dealt to them: {', '.join(stray)}; the 4 "
                        "are chosen from the hand.", player=player)


def _player_lists(deck: Mapping[str, Any], key: str, source: str) -> dict[str, list[str]]:
    value = deck.get(key, {})
    if not isinstance(value, dict):
        raise LogError(source, f"$.{key}", "must be an object: player id → list of cards")
    return {p: string_list(v, source, f"$.{key}.{p}") for p, v in value.items()}


def check_deck(deck: Mapping[str, Any], source: str = "<deck>") -> list[Violation]:
    """The problems of a Tótems deck file (``LogError`` if it cannot be read)."""
    cards = deck_cards(deck, TotemCard, source)
    if "deck" not in deck:
        raise LogError(source, "$", "required key 'deck' is missing")
    pile = string_list(deck["deck"], source, "$.deck")
    hands = _player_lists(deck, "hands", source)
    defenders = {p: [split_instance(c)[0] for c in chosen]  # INSTANCE:DEFINITION → INSTANCE
                 for p, chosen in _player_lists(deck, "defenders", source).items()}
    seen: dict[str, str] = {}
    read_instances(pile, cards, source, "$.deck", seen)
    for player, hand in hands.items():
        read_instances(hand, cards, source, f"$.hands.{player}", seen)
    for player, chosen in defenders.items():
        for i, spec in enumerate(chosen):
            if spec not in seen:
                raise LogError(source, f"$.defenders.{player}[{i}]",
                               f"unknown card instance {spec!r}")
    flags = Flags(RULEBOOK, 0, None, namer=Namer(
        {i: cards[d].name or f"Tótem {cards[d].power}" for i, d in seen.items()}))
    composition_problems([(i, cards[d]) for i, d in seen.items()], flags)
    hand_instances = {p: [i for i, _ in read_instances(h, cards, source, f"$.hands.{p}")]
                      for p, h in hands.items()}
    dealing_problems(hand_instances, defenders, flags)
    return flags.found
