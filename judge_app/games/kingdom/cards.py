"""Kingdom TCG (Mazo de Estrategia): card definitions, the ``setup`` block and each event.

>>> KingdomCard(kind="estrategia", name="Emboscada", turn="rival", stages=["batalla"]).stages
['batalla']
>>> KingdomCard(kind="arroje", name="Lanza", min_level=2, distance=2, die="d6").die_sides
6
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, field_validator

from judge_app.games.common import CardDef, EndTurn, EventArgs, GameEnd, Note, folded
from judge_app.names import fold

Kind = Annotated[Literal["realeza", "estrategia", "arroje"], BeforeValidator(folded)]
Stage = Annotated[Literal["convocacion", "movimiento", "batalla"], BeforeValidator(folded)]
ModKind = Annotated[Literal["aumento", "reduccion"], BeforeValidator(folded)]
RollKind = Annotated[Literal["ataque", "defensa"], BeforeValidator(folded)]

#: The stages of a turn, in order.
STAGES: tuple[str, ...] = ("convocacion", "movimiento", "batalla")


class Modifier(BaseModel):
    """The modifier a card prints (3.1.2): Aumento +N or Reducción, to attack and/or defence."""

    model_config = ConfigDict(extra="allow", strict=True)

    kind: ModKind
    value: int | None = None
    """The Aumento's +N; ``None`` when the definition leaves it to the ``modifier`` events."""
    applies_to: RollKind | None = None
    """``None``: the card says ataque and defensa (or the log chooses)."""

    @field_validator("applies_to", mode="before")
    @classmethod
    def _applies(cls, value: object) -> object:
        """``["ataque", "defensa"]`` or ``"ambos"``/``"both"`` mean either: ``None``."""
        if isinstance(value, list):
            return value[0] if len(value) == 1 else None
        if isinstance(value, str) and value.strip().lower() in ("ambos", "both", "any"):
            return None
        return value


#: The tab's turn in Spanish: "tu turno", "turno enemigo", "ambos turnos" (3.3).
TURN_WORDS = {"propio": "own", "tu turno": "own", "enemigo": "rival", "turno enemigo": "rival",
              "ambos": "both", "ambos turnos": "both"}


def _turn_tab(value: object) -> object:
    """``own``/``rival``/``both``, also written as the card's tab says it in Spanish."""
    word = folded(value)
    return TURN_WORDS.get(word, word) if isinstance(word, str) else value


def _modifier_text(text: str) -> dict[str, Any]:
    """A printed modifier written as text: ``"aumento"``, ``"+2"``, ``"aumento +2"``,
    ``"reducción"`` (a kind the model does not know is refused by it, with its path).

    >>> _modifier_text("Aumento +2"), _modifier_text("+4"), _modifier_text("Reducción")
    ({'kind': 'aumento', 'value': 2}, {'kind': 'aumento', 'value': 4}, {'kind': 'reduccion'})
    """
    word = fold(text.strip())
    number = re.fullmatch(r"(aumento)?\s*\+?\s*(\d+)", word)
    if number:
        return {"kind": "aumento", "value": int(number.group(2))}
    return {"kind": word}


class KingdomCard(CardDef):
    """A card of the Mazo de Estrategia.

    ``turn`` and ``stages`` are the tab above the name of an Estrategia card;
    ``coronado`` the Coronado a Realeza card is valid for; an Arroje card
    prints its ``min_level``, ``distance`` (spaces) and attack ``die``.
    """

    kind: Kind
    coronado: str | None = None
    turn: Annotated[Literal["own", "rival", "both"], BeforeValidator(_turn_tab)] | None = None
    stages: list[Stage] | None = None
    min_level: int | None = None
    distance: int | None = None
    die: str | int | None = None
    modifier: Modifier | None = None
    annuls: bool = False
    """Its effect annuls the card it answers (also read from a ``text`` that says "anula")."""

    @property
    def annuls_its_target(self) -> bool:
        """A card that, resolved in response to another, leaves that one without effect.

        >>> KingdomCard(kind="estrategia", text="Anula el efecto de una carta.").annuls_its_target
        True
        """
        text = (self.model_extra or {}).get("text")
        return self.annuls or (isinstance(text, str) and "anula" in fold(text).split())

    @field_validator("modifier", mode="before")
    @classmethod
    def _modifier(cls, value: object) -> object:
        """The spec only says modifier cards carry ``modifier``: accept ``true``, a kind, a dict.

        >>> KingdomCard(kind="estrategia", modifier="reduccion").modifier.kind
        'reduccion'
        >>> KingdomCard(kind="estrategia", modifier=True).modifier is None
        True
        """
        if isinstance(value, bool) or value is None:
            return None  # "this is a modifier card": the ``modifier`` events say which
        if isinstance(value, int):
            return {"kind": "aumento", "value": value}  # a printed +N
        if isinstance(value, str):
            return _modifier_text(value)
        if isinstance(value, dict):
            out = dict(value)
            if "kind" not in out and "type" in out:
                out["kind"] = out["type"]
            for kind in ("aumento", "reduccion", "reducción"):  # {"aumento": 2}
                if "kind" not in out and kind in out:
                    amount = out.pop(kind)
                    out["kind"] = kind
                    if kind == "aumento" and isinstance(amount, int) \
                            and not isinstance(amount, bool):
                        out["value"] = amount
            if isinstance(out.get("kind"), str):
                out["kind"] = fold(out["kind"].strip())
            return out
        return value

    @property
    def die_sides(self) -> int | None:
        """Faces of the Arroje die (``"d6"``, ``"1d8"`` or ``6``); ``None`` if unknown."""
        if isinstance(self.die, int):
            return self.die
        if isinstance(self.die, str):
            digits = self.die.lower().partition("d")[2] or self.die
            return int(digits) if digits.isdigit() else None
        return None


class KingdomPlayerSetup(BaseModel):
    """One player's setup: the Mazo de Estrategia (top first) and the hand (usually empty).

    ``coronado`` (an extension) names the Coronado the player controls, so that
    Realeza cards can be checked (3.2); without it they are not.
    """

    model_config = ConfigDict(extra="allow", strict=True)

    strategy_deck: list[str]
    hand: list[str] = Field(default_factory=list)
    coronado: str | None = None


class Draw(EventArgs):
    """Robo: ``count`` cards from the top of the own Mazo de Estrategia (``cards``: a hint)."""

    count: int = 1
    """At least 1; a draw of 0 or fewer cards is flagged [3.1], not refused."""
    cards: list[str] | None = None
    stage: Stage | None = None


class Play(EventArgs):
    """Activates a card from the hand; it waits on the pile of resolution (3.1.1)."""

    card: str
    stage: Stage | None = None
    response_to: str | None = None


class Resolve(EventArgs):
    """The card's effect resolves; the card goes to the used pile.

    ``cancelled`` (an extension): an earlier resolution kept its action from being carried
    out, so the card is left without effect (3.1.1) and its modifier cannot apply.
    """

    card: str
    cancelled: bool = False


class ModifierEvent(EventArgs):
    """A modifier a resolving card puts on a troop's attack or defence (3.1.2)."""

    card: str
    target: str
    kind: ModKind
    value: int = 0
    applies_to: RollKind


class Roll(EventArgs):
    """A dice roll of a troop; the replay applies the modifiers (``result``: optional claim)."""

    who: str
    kind: RollKind
    value: int
    result: int | None = None
    stage: Stage | None = None


class Arroje(EventArgs):
    """Throws an Arroje card (3.4) from a troop of level ``troop_level`` at ``distance`` spaces."""

    card: str
    troop_level: int
    distance: int
    roll: int | None = None
    stage: Stage | None = None


class Discard(EventArgs):
    """Discards from the hand (hand limit of 7 at the end of the turn; ``by``: a card's effect)."""

    cards: list[str]
    by: str | None = None


class MistakeSeen(EventArgs):
    """A card of the Mazo de Estrategia seen or drawn by mistake: discarded at once (3.1)."""

    card: str




class Stage_(EventArgs):
    """Extension: the start of a stage of the turn."""

    stage: Stage






EVENT_MODELS: dict[str, type[EventArgs]] = {
    "draw": Draw,
    "play": Play,
    "resolve": Resolve,
    "modifier": ModifierEvent,
    "roll": Roll,
    "arroje": Arroje,
    "discard": Discard,
    "mistake_seen": MistakeSeen,
    "end_turn": EndTurn,
    "stage": Stage_,
    "game_end": GameEnd,
    "note": Note,
}
