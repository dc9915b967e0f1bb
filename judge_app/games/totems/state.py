"""The Tótems table: the shared mazo and descarte, each player's hand and defenders."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Self

from judge_app.games.common import Namer
from judge_app.games.totems.cards import TotemCard


@dataclass
class Defender:
    """A Tótem defending its player: face down until ``discovered``.

    ``annulled``: its ability was cancelled (discovered by an Ojo); ``used``: its
    ability already activated (the card is horizontal); ``shield_spent``: an
    Escudo that already survived its first attack.
    """

    instance: str
    discovered: bool = False
    annulled: bool = False
    used: bool = False
    shield_spent: bool = False


@dataclass
class TotemsState:
    """Everything on the table after an event (mutable, like ``chess.Board``)."""

    players: list[str]
    cards: Mapping[str, TotemCard]
    """Every card instance → its definition (shared by all copies: it never changes)."""
    deck: list[str]
    hands: dict[str, list[str]]
    defenders: dict[str, list[Defender]]
    discard: list[str] = field(default_factory=list)
    turn: int = 0
    phase: str | None = None
    active: str | None = None
    drew: bool = False
    actions: int = 0
    attacks: int = 0
    last_attack_won: bool | None = None
    extra_draw_used: bool = False
    pending: list[tuple[str, str, str]] = field(default_factory=list)
    """Abilities that may still be used now: ``(player, card, kind)``."""
    espada_joined: list[str] = field(default_factory=list)
    """Cards of this turn's won Espada attacks: their Ojo/Suma is annulled (cited as espada)."""
    last_drawer: str | None = None
    """Who drew the last card of the mazo: they play the last turn (Final 2)."""
    over: bool = False
    winner: str | None = None
    ended: bool = False
    """A ``game_end`` was logged."""
    last_attack: tuple[str, ...] = ()
    """The last attack: the attacker, its Espada partner (or ``""``), and the defending Escudo
    that held it (or ``""``)."""
    last_action: str | None = None
    """The last event's action (``ability:suma`` for a Suma), notes left out."""

    namer: Namer = field(default_factory=Namer, repr=False, compare=False)
    """Player and card names for the messages (shared by every copy)."""

    def copy(self) -> Self:
        """An independent copy (checkpoints of the replay)."""
        return copy.deepcopy(self, {id(self.cards): self.cards})

    def power(self, instance: str) -> int:
        """The nivel de poder of a card."""
        return self.cards[instance].power

    def defender(self, instance: str) -> tuple[str, Defender] | None:
        """The owner and the place of a defending Tótem, if it defends."""
        for player, zone in self.defenders.items():
            for d in zone:
                if d.instance == instance:
                    return player, d
        return None
