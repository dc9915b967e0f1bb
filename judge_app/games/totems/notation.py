"""Tótems' typed notation: the words of every action of match-log.md, and how each is said.

::

    T1 Ana roba
    ataca t13a > t4c gana          # attack card=t13a target=t4c result=attacker
    T2 Luis ataca t1c > t3d pierde
    Ana habilidad t3d suma         # ability card=t3d kind=suma
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.notation import Action, GameNotation, Slot
from judge_app.notation.cards import dealt_owners, definitions, instances, lists
from judge_app.notation.kinds import CARD, CARDS, PLAYER, TEXT, WordKind

RESULTS = WordKind({"attacker": ("gana", "wins"), "defender": ("pierde", "loses")},
                   {"atacante": "attacker", "defensor": "defender"})
ABILITIES = WordKind({a: (a, a) for a in ("espada", "escudo", "ojo", "suma")},
                     {"sword": "espada", "shield": "escudo", "eye": "ojo", "sum": "suma"})
REASONS = WordKind()

ACTIONS = (
    Action("draw", ("roba",), ("draw",), (), "{player} roba", "{player} draws"),
    Action("replenish", ("repone",), ("replenish",), (Slot("card", CARD, side="own"),),
           "{player} repone un defensor con {card}",
           "{player} replenishes a defender with {card}"),
    Action("attack", ("ataca", "at"), ("attack",),
           (Slot("card", CARD, side="own"), Slot("target", CARD, ">", ">", "rival"),
            Slot("result", RESULTS), Slot("with", CARD, "con", "with", "own")),
           "{player} ataca con {card}[ (y {with})] al defensor {target}[: {result}]",
           "{player} attacks the defender {target} with {card}[ (and {with})][: {result}]"),
    Action("exchange", ("cambia", "intercambia"), ("exchange",),
           (Slot("defender", CARD, side="own"), Slot("card", CARD, ">", ">", "own")),
           "{player} cambia el defensor {defender} por {card}",
           "{player} exchanges the defender {defender} for {card}"),
    Action("discard_draw", ("descarta-roba",), ("discard-draw",), (Slot("card", CARD),),
           "{player} descarta {card} y roba", "{player} discards {card} and draws"),
    Action("ability", ("habilidad",), ("ability",),
           (Slot("card", CARD), Slot("kind", ABILITIES), Slot("target", CARD, ">", ">")),
           "{player} usa la habilidad {kind} de {card}[ sobre {target}]",
           "{player} uses {card}'s {kind} ability[ on {target}]"),
    Action("discard", ("descarta",), ("discard",), (Slot("cards", CARDS),),
           "{player} descarta {cards}", "{player} discards {cards}"),
    Action("end_turn", ("fin-turno", "fin"), ("end-turn", "end"), (),
           "{player} termina su turno", "{player} ends the turn"),
    Action("game_end", ("final", "gana"), ("game-end", "wins"),
           (Slot("winner", PLAYER), Slot("reason", REASONS, "por", "by")),
           "Fin de la partida: gana {winner}[ ({reason})]",
           "Game over: {winner} wins[ ({reason})]"),
    Action("note", ("nota",), ("note",), (Slot("text", TEXT),),
           "Nota[ de {player}]: {text}", "Note[ by {player}]: {text}"),
)


def universe(data: Mapping[str, Any]) -> dict[str, str]:
    """Every card of the setup (the draw pile and each hand) → its printed name."""
    defs = definitions(data)
    setup = data.get("setup")
    setup = setup if isinstance(setup, dict) else {}
    out = instances(lists(setup.get("deck")), defs)
    hands = setup.get("hands")
    for hand in hands.values() if isinstance(hands, dict) else ():
        instances(lists(hand), defs, out)
    return out


def owners(data: Mapping[str, Any]) -> dict[str, str]:
    """Each dealt card → the player whose hand it was dealt to."""
    return dealt_owners(data, "hands")


NOTATION = GameNotation("totems", ACTIONS, universe, owners=owners)
