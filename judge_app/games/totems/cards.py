"""Tótems card definitions, the ``setup`` block and the arguments of each event (match-log.md)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from judge_app.games.common import CardDef, EventArgs

Ability = Literal["espada", "escudo", "ojo", "suma"]


class TotemCard(CardDef):
    """A Tótem: its nivel de poder (1–13) and, for 1–9, a habilidad.

    >>> TotemCard(power=7, ability="ojo").ability
    'ojo'
    """

    power: int = Field(ge=1, le=13)
    ability: Ability | None = None


class TotemsSetup(BaseModel):
    """The shared draw pile (top first), the 7 cards dealt to each player, the 4 defenders."""

    model_config = ConfigDict(extra="allow")

    deck: list[str]
    hands: dict[str, list[str]]
    defenders: dict[str, list[str]]


class Draw(EventArgs):
    """Robar 1 carta del mazo de Tótems."""


class Replenish(EventArgs):
    """Reponer: a card of the hand goes face down among the defenders."""

    card: str


AttackResult = Literal["attacker", "defender", "win", "lose"]


class Attack(EventArgs):
    """Atacar a defender of the rival with a card of the hand (``with``: the Espada partner)."""

    model_config = ConfigDict(extra="allow", populate_by_name=True)

    card: str
    target: str
    with_: str | None = Field(default=None, alias="with")
    result: AttackResult | None = None


class Exchange(EventArgs):
    """Intercambio: an undiscovered defender swaps places with a card of the hand."""

    defender: str
    card: str


class DiscardDraw(EventArgs):
    """Descarte: discard a card of the hand and draw another."""

    card: str


class UseAbility(EventArgs):
    """An optional ability used after a successful attack or defence (Ojo, Suma)."""

    card: str
    kind: Ability
    target: str | None = None


class Discard(EventArgs):
    """Discards down to the hand limit of 6 before the turn ends."""

    cards: list[str]


class EndTurn(EventArgs):
    """Acabar el turno."""


class GameEnd(EventArgs):
    """The end of the game as the log claims it (``winner`` ``None``: a draw)."""

    winner: str | None = None
    reason: str | None = None


class Note(EventArgs):
    """A remark; changes nothing."""

    text: str = ""


EVENT_MODELS: dict[str, type[EventArgs]] = {
    "draw": Draw,
    "replenish": Replenish,
    "attack": Attack,
    "exchange": Exchange,
    "discard_draw": DiscardDraw,
    "ability": UseAbility,
    "discard": Discard,
    "end_turn": EndTurn,
    "game_end": GameEnd,
    "note": Note,
}
