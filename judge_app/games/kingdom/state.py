"""The Kingdom table as far as the Mazo de Estrategia goes: decks, hands, used piles, the pile
of resolution and the modifiers on each troop's attack and defence.

>>> m = TroopMods()
>>> m.aumentos += [2, 4]
>>> m.reducciones = 1
>>> m.result(6)
5
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Self

from judge_app.games.common import Namer
from judge_app.games.kingdom.cards import KingdomCard


@dataclass
class TroopMods:
    """The modifiers on one troop's next attack or defence roll (3.1.2); each counts for one
    roll, and all of them end with the turn.

    Only the highest Aumento counts; a Reducción halves (rounding down) the
    roll including the Aumento.
    """

    aumentos: list[int] = field(default_factory=list)
    reducciones: int = 0
    last_roll: int | None = None
    spent: bool = False
    """A roll used these modifiers: the next modifier or roll starts afresh (one roll each)."""

    def start_next(self) -> None:
        """Before a new modifier or roll: forget the modifiers a roll already used."""
        if self.spent:
            self.aumentos.clear()
            self.reducciones = 0
            self.last_roll = None
            self.spent = False

    @property
    def aumento(self) -> int:
        """The one active Aumento: the highest."""
        return max(self.aumentos, default=0)

    def result(self, roll: int) -> int:
        """A roll with the modifiers applied."""
        value = roll + self.aumento
        return value // 2 if self.reducciones else value


@dataclass
class KingdomState:
    """Everything the replay knows after an event (mutable, like ``chess.Board``)."""

    players: list[str]
    cards: Mapping[str, KingdomCard]
    """Every card instance → its definition (shared by all copies)."""
    definitions: Mapping[str, str]
    """Every card instance → its definition id."""
    owner: Mapping[str, str]
    decks: dict[str, list[str]]
    hands: dict[str, list[str]]
    used: dict[str, list[str]] = field(default_factory=dict)
    """The face-up pile of used (and discarded) cards beside each Mazo de Estrategia."""
    mistaken: set[str] = field(default_factory=set)
    """Cards seen or drawn by mistake (discarded without use)."""
    stack: list[tuple[str, str]] = field(default_factory=list)
    """The pile of resolution, first activated first: ``(player, instance)``."""
    coronados: dict[str, str | None] = field(default_factory=dict)
    turn: int = 0
    phase: str | None = None
    """The stage of the turn (convocacion, movimiento, batalla) as last logged."""
    active: str | None = None
    first_player: str | None = None
    first_turn: int | None = None
    numbered: bool = False
    """An event of the log carried a ``turn`` number: one without it belongs to the current
    turn (until an ``end_turn``)."""
    names_used: dict[str, set[str]] = field(default_factory=dict)
    """Names of the cards each player used this turn (3.1: all different)."""
    activated: set[str] = field(default_factory=set)
    """Cards activated this turn (a modifier must come from one of them)."""
    thrown: set[str] = field(default_factory=set)
    """Arroje cards thrown this turn (used at once; a response to one is no 3.1.1 breach)."""
    cancelled: set[str] = field(default_factory=set)
    """Cards left without effect this turn by an earlier resolution (3.1.1)."""
    responses: dict[str, str] = field(default_factory=dict)
    """Cards played this turn in response to another: card → the card it answers."""
    mods: dict[tuple[str, str], TroopMods] = field(default_factory=dict)
    """``(troop, ataque|defensa)`` → its modifiers this turn."""
    over: bool = False
    winner: str | None = None

    namer: Namer = field(default_factory=Namer, repr=False, compare=False)
    """Player and card names for the messages (shared by every copy)."""

    def copy(self) -> Self:
        """An independent copy (checkpoints of the replay)."""
        keep = {id(self.cards): self.cards, id(self.definitions): self.definitions,
                id(self.owner): self.owner}
        return copy.deepcopy(self, keep)

    def name(self, instance: str) -> str:
        """The printed name of a card (its definition id if it has none)."""
        return self.cards[instance].name or self.definitions[instance]

    def where(self, instance: str) -> str:
        """The zone a card is in: ``mazo``, ``mano``, ``pila``, ``utilizadas``."""
        owner = self.owner[instance]
        if instance in self.hands[owner]:
            return "mano"
        if instance in self.decks[owner]:
            return "mazo"
        if any(card == instance for _, card in self.stack):
            return "pila"
        return "utilizadas"
