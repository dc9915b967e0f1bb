"""The Digimon HiperColiseo table: each player's boxes, slots, hand, Océano Red and points.

Cards are named by their code (a code may repeat), so every zone is a list of codes.

>>> side = Side(ocean=["a", "b"])
>>> side.slots
[None, None, None]
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Self

from judge_app.games.common import Namer
from judge_app.games.digimon.cards import DigimonCard


@dataclass
class Side:
    """One player's half of the table."""

    ocean: list[str] = field(default_factory=list)
    """Océano Red: the mazo principal, top first."""
    hand: list[str] = field(default_factory=list)
    dark: list[str] = field(default_factory=list)
    """Área Oscura: discarded cards (a face-down pile)."""
    marker: str | None = None
    """The card on the track of puntos escalares."""
    digimon: list[str] = field(default_factory=list)
    """Caja digimon: the level-3 (lowest) digimon, then the last evolution."""
    digimon_hidden: bool = True
    evolution_box: list[str] = field(default_factory=list)
    training: list[str] = field(default_factory=list)
    slots: list[str | None] = field(default_factory=lambda: [None, None, None])
    slot_used: list[bool] = field(default_factory=lambda: [False, False, False])
    slot_face_up: list[bool] = field(default_factory=lambda: [False, False, False])
    vacated: list[str | None] = field(default_factory=lambda: [None, None, None])
    """The code each empty slot lost at a Puntuación: an ``activate`` does not say which of
    two identical options it used, so a later event naming a slot may mean the other copy."""
    supports: list[str] = field(default_factory=list)
    support_used: list[bool] = field(default_factory=list)
    from_hand: list[str] = field(default_factory=list)
    """Options played straight from the hand this round (discarded at Puntuación)."""
    points: int = 100
    redraws: int = 0
    supports_placed: int = 0
    evolved: bool = False
    trained: bool = False
    """This round's Entrenamiento has a ``train`` of this player (without one, nothing was
    placed in the caja evolutiva: an ``evolve`` is flagged)."""
    evolution_recorded: bool = False
    """A ``train`` of this round recorded the caja evolutiva (``evolution``)."""
    training_spent: int = 0
    """Cards of the caja de entrenamiento already counted for an evolution this round."""
    effects: list[tuple[str, float]] = field(default_factory=list)
    """Power effects on this player's digimon this round: ``(add|sub|mul|zero_a, value)``."""
    scored: bool = False

    @property
    def active(self) -> str | None:
        """The digimon that battles: the last card of the caja digimon."""
        return self.digimon[-1] if self.digimon else None

    def board_codes(self) -> list[str]:
        """Every card this player has on the board (for the one-copy rule of supports)."""
        return [*self.digimon, *self.evolution_box, *self.training,
                *(c for c in self.slots if c), *self.supports]


@dataclass
class DigimonState:
    """Everything on the table after an event (mutable, like ``chess.Board``)."""

    players: list[str]
    cards: Mapping[str, DigimonCard]
    sides: dict[str, Side]
    first: str
    """The "primer jugador" of this round (the winner of the last Puntuación)."""
    turn: int = 0
    """The round number."""
    phase: str | None = None
    active: str | None = None
    acted: list[str] = field(default_factory=list)
    """Players who acted in this phase, in order."""
    battle_next: str | None = None
    """Batalla: the player whose activation comes next (the second player starts)."""
    passes: int = 0
    battle_activations: int = 0
    battle_not_abilities: int = 0
    """Batalla activations other than the second player's digimon abilities: after one,
    the first player may no longer digitalize (it does so at the start of the phase)."""
    round_result: tuple[dict[str, int], str | None] | None = None
    """Powers and winner of the round, fixed at the first ``score`` (the loser's evolved
    digimon is then discarded, which must not change who won)."""
    strict_batalla: bool = False
    """The log uses ``pass`` events (an extension): Batalla alternation is then checked.
    Without them an activation out of turn means the other player let their turn go."""
    slot_base: int = 1
    """The number of the first option slot in this log: 1 (slots 1–3), or 0 when the log
    numbers them 0–2 (it names a slot 0 somewhere)."""
    digitalized: tuple[str, str] | None = None
    """``(player, card)`` of a ``digitalize`` just logged: that digimon's "cuando este digimon
    se digitaliza" ability may be activated at once, in any phase (Batalla)."""
    results_logged: bool = False
    over: bool = False
    winner: str | None = None
    digitalized_before: tuple[str, str] | None = field(default=None, repr=False, compare=False)
    """``digitalized`` as the event being applied found it (``None`` between events): the
    turn skeleton's hooks compare it once the handler ran (Game.apply)."""

    namer: Namer = field(default_factory=Namer, repr=False, compare=False)
    """Player and card names for the messages (shared by every copy)."""

    def copy(self) -> Self:
        """An independent copy (checkpoints of the replay)."""
        return copy.deepcopy(self, {id(self.cards): self.cards})

    def rival(self, player: str) -> str:
        """The other player."""
        return next(p for p in self.players if p != player)

    @property
    def second(self) -> str:
        """The second player of this round."""
        return self.rival(self.first)
