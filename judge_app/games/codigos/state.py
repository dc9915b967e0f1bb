"""The Códigos table: the common zone (mazo, encarte, Soldado, descarte) and each player's areas."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Self

from judge_app.games.codigos.cards import CodigoCard
from judge_app.games.common import Namer


@dataclass
class Code:
    """A code being formed or hidden: its code card and the cards acting as its symbols."""

    card: str
    symbols: list[str] = field(default_factory=list)


@dataclass
class Scored:
    """A code in CÓDIGOS REVELADOS: how it was revealed and what it scores.

    ``outcome``: ``exact`` (+2), ``unordered`` (+1), ``verified`` (medal only),
    ``wrong`` (nothing, all to the discard pile) or ``discarded`` (an exposed
    code given up: its medal counts negative).
    """

    card: str
    outcome: str
    points: int
    symbols: list[str] = field(default_factory=list)


@dataclass
class Side:
    """One player's four areas."""

    collection: list[str]
    exposed: list[Code] = field(default_factory=list)
    hidden: list[Code] = field(default_factory=list)
    revealed: list[Scored] = field(default_factory=list)

    @property
    def score(self) -> int:
        """Medals won plus extra points, minus the medals of discarded exposed codes."""
        return sum(s.points for s in self.revealed)


@dataclass
class CodigosState:
    """Everything on the table after an event (mutable, like ``chess.Board``)."""

    players: list[str]
    cards: Mapping[str, CodigoCard]
    """Every card instance → its definition (shared by copies: it never changes)."""
    deck: list[str]
    encarte: list[str | None]
    """Positions 0 and 1 of the encarte; position 2 is the top of ``discard``."""
    discard: list[str]
    """The discard pile, top last (its top card is position 2 of the encarte)."""
    soldier: int = 0
    sides: dict[str, Side] = field(default_factory=dict)
    set_aside: list[str] = field(default_factory=list)
    """REVELEN cards that came out second and third (beside the pile and the deck)."""
    turn: int = 0
    phase: str | None = None
    active: str | None = None
    actions: int = 0
    taken: list[str] = field(default_factory=list)
    """Cards taken from the encarte this turn (they cannot be discarded this turn)."""
    reveals_seen: int = 0
    shuffled: bool = False
    """The first REVELEN card was shuffled into the discard pile (a ``shuffle`` event)."""
    revealing: list[str] = field(default_factory=list)
    """Players who still have to reveal, the one revealing now first."""
    final: bool = False
    """The last REVELEN card came out: after this revelation the game ends."""
    over: bool = False
    ended: bool = False
    first_player: str | None = None
    lost_wildcards: list[str] = field(default_factory=list)
    """Comodines a Soldier blocked (Excepciones 1): lost, back in the deck until drawn again."""
    blocked_replacement: str | None = None
    """The card that replaced the last blocked comodín: blocked while the Soldier stays."""

    namer: Namer = field(default_factory=Namer, repr=False, compare=False)
    """Player and card names for the messages (shared by every copy)."""

    def copy(self) -> Self:
        """An independent copy (checkpoints of the replay)."""
        return copy.deepcopy(self, {id(self.cards): self.cards})

    def top(self) -> str | None:
        """The card on the discard pile (encarte position 2)."""
        return self.discard[-1] if self.discard else None

    def at(self, position: int) -> str | None:
        """The card at an encarte position (0–2)."""
        return self.top() if position == 2 else self.encarte[position]

    def kind(self, instance: str) -> str:
        """The kind of a card instance: ``comun``, ``comodin`` or ``revelar``."""
        return self.cards[instance].kind
