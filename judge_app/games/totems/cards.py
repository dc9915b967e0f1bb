"""Tótems card definitions, the ``setup`` block and the arguments of each event (match-log.md)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, field_validator

from judge_app.games.common import (
    CardDef,
    EndTurn,
    EventArgs,
    GameEnd,
    Note,
    folded,
    split_instance,
)

Ability = Annotated[Literal["espada", "escudo", "ojo", "suma"], BeforeValidator(folded)]


class TotemCard(CardDef):
    """A Tótem: its nivel de poder (1–13) and, for 1–9, a habilidad.

    >>> TotemCard(power=7, ability="ojo").ability
    'ojo'
    """

    power: int
    """1–13 on a real Tótem; another value is a setup problem [anatomia], not a refusal."""
    ability: Ability | None = None


class TotemsSetup(BaseModel):
    """The shared draw pile (top first), the 7 cards dealt to each player, the 4 defenders."""

    model_config = ConfigDict(extra="allow", strict=True)

    deck: list[str]
    hands: dict[str, list[str]]
    defenders: dict[str, list[str]]
    """Instances of the hand; ``INSTANCE:DEFINITION`` copied from ``hands`` names INSTANCE."""

    @field_validator("defenders", mode="before")
    @classmethod
    def _instances(cls, value: object) -> object:
        if not isinstance(value, dict):
            return value
        return {player: [split_instance(c)[0] if isinstance(c, str) else c for c in chosen]
                if isinstance(chosen, list) else chosen for player, chosen in value.items()}


class Draw(EventArgs):
    """Robar 1 carta del mazo de Tótems."""


class Replenish(EventArgs):
    """Reponer: a card of the hand goes face down among the defenders."""

    card: str


AttackResult = Literal["attacker", "defender"]

#: Words a log may use for who won an attack (the spec does not fix them), by winner.
RESULT_WORDS: dict[str, AttackResult] = {
    **dict.fromkeys(("attacker", "win", "won", "wins", "attacker_wins", "attacker-wins",
                     "success", "hit", "destroyed", "defeated", "atacante", "gana",
                     "ganado", "gana_atacante", "exito", "éxito", "destruido",
                     "derrotado"), "attacker"),
    **dict.fromkeys(("defender", "lose", "lost", "loses", "defender_wins", "defender-wins",
                     "fail", "failed", "miss", "survives", "survived", "blocked", "defensor",
                     "pierde", "perdido", "gana_defensor", "fallo", "fallido", "resiste",
                     "sobrevive"), "defender"),
}


def attack_result(value: object) -> AttackResult | None:
    """A logged ``result`` → who won: ``True``/"win"/"attacker" … or ``False``/"lose"/"defender".

    >>> attack_result("Won"), attack_result(False), attack_result(None)
    ('attacker', 'defender', None)
    """
    if value is None:
        return None
    if isinstance(value, bool):
        return "attacker" if value else "defender"
    if isinstance(value, str) and value.strip().lower() in RESULT_WORDS:
        return RESULT_WORDS[value.strip().lower()]
    raise ValueError("result must say who won: 'attacker' (win) or 'defender' (lose), "
                     "or true/false")


class Attack(EventArgs):
    """Atacar a defender of the rival with a card of the hand (``with``: the Espada partner)."""

    model_config = ConfigDict(extra="allow", populate_by_name=True, strict=True)

    card: str
    target: str
    with_: str | None = Field(default=None, alias="with")
    result: AttackResult | None = None

    @field_validator("result", mode="before")
    @classmethod
    def _result(cls, value: object) -> AttackResult | None:
        return attack_result(value)


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
