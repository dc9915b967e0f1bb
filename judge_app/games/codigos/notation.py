"""Códigos' typed notation: the words of every action of match-log.md, and how each is said.

::

    T1 Ana baja c01 c02              # lay_code code=c01 cards=[c02]
    encarta c14                       # take card=c14
    T4 Luis revela c03 exacto 4 tanque,avion
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.notation import Action, GameNotation, Slot
from judge_app.notation.cards import dealt_owners, definitions, instances, lists
from judge_app.notation.kinds import CARD, CARDS, INT, PLAYER, PLAYER_INTS, TEXT, WORDS, WordKind

OUTCOMES = WordKind({"exact": ("exacto", "exact"), "unordered": ("desordenado", "unordered"),
                     "verified": ("verificado", "verified"), "wrong": ("incorrecto", "wrong")},
                    {"1": "exact", "2": "unordered", "3": "verified", "4": "wrong"})

ACTIONS = (
    Action("take", ("encarta", "toma"), ("take",), (Slot("card", CARD),),
           "{player} encarta {card}", "{player} takes {card} from the Encarte"),
    Action("expose", ("expone",), ("expose",), (Slot("card", CARD, side="own"),),
           "{player} expone {card}", "{player} exposes {card}"),
    Action("complete", ("completa",), ("complete",),
           (Slot("code", CARD, side="own"), Slot("cards", CARDS, "con", "with", "own")),
           "{player} completa el código {code} con {cards}",
           "{player} completes the code {code} with {cards}"),
    Action("lay_code", ("baja",), ("lay-code", "lay"),
           (Slot("code", CARD, side="own"), Slot("cards", CARDS, "con", "with", "own")),
           "{player} baja el código {code} con {cards}",
           "{player} lays the code {code} with {cards}"),
    Action("discard", ("descarta",), ("discard",), (Slot("card", CARD),),
           "{player} descarta {card}", "{player} discards {card}"),
    Action("discard_code", ("descarta-codigo",), ("discard-code",), (Slot("code", CARD),),
           "{player} descarta el código {code}", "{player} discards the code {code}"),
    Action("soldier", ("soldado",), ("soldier",), (Slot("to", INT, "a", "to"),),
           "{player} mueve el Soldado a la posición {to}",
           "{player} moves the Soldier to position {to}"),
    Action("reveal_code", ("revela",), ("reveal-code", "reveal"),
           (Slot("code", CARD), Slot("outcome", OUTCOMES), Slot("points", INT),
            Slot("said", WORDS, "dice", "says")),
           "{player} revela el código {code}[ diciendo {said}][: {outcome}][, {points} puntos]",
           "{player} reveals the code {code}[ saying {said}][: {outcome}][, {points} points]"),
    Action("shuffle", ("baraja",), ("shuffle",), (Slot("pile", CARDS),),
           "{player} baraja: {pile}", "{player} shuffles: {pile}"),
    Action("end_turn", ("fin-turno", "fin"), ("end-turn", "end"), (),
           "{player} termina su turno", "{player} ends the turn"),
    Action("game_end", ("final", "gana"), ("game-end", "wins"),
           (Slot("winner", PLAYER), Slot("scores", PLAYER_INTS)),
           "Fin de la partida[: gana {winner}][ ({scores})]",
           "Game over[: {winner} wins][ ({scores})]"),
    Action("note", ("nota",), ("note",), (Slot("text", TEXT),),
           "Nota[ de {player}]: {text}", "Note[ by {player}]: {text}"),
)


def universe(data: Mapping[str, Any]) -> dict[str, str]:
    """Every card of the setup (deck, Encarte, each collection) → its printed name."""
    defs = definitions(data)
    setup = data.get("setup")
    setup = setup if isinstance(setup, dict) else {}
    out = instances(lists(setup.get("deck")), defs)
    encarte = setup.get("encarte")
    if isinstance(encarte, dict):
        instances(lists(encarte.get("cards")), defs, out)
    collection = setup.get("collection")
    for cards in collection.values() if isinstance(collection, dict) else ():
        instances(lists(cards), defs, out)
    return out


def owners(data: Mapping[str, Any]) -> dict[str, str]:
    """Each card of a starting collection → its player."""
    return dealt_owners(data, "collection")


NOTATION = GameNotation("codigos", ACTIONS, universe, owners=owners)
