"""Códigos card definitions, the ``setup`` block and the arguments of each event (match-log.md).

A common card has a ``symbol``, a ``code`` (symbols in order) and a ``medal``
(the points its code is worth); a comodín stands for any one symbol; a
REVELEN CÓDIGOS OCULTOS card stops the game for a revelation. ``number`` is the
optional photo reference number that decides who starts.

>>> CodigoCard(kind="comun", symbol="casco", code=["granada", "casco"], medal=3).medal
3
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, field_validator

from judge_app.games.common import CardDef, EndTurn, EventArgs, Note, folded

Kind = Annotated[Literal["comun", "comodin", "revelar"], BeforeValidator(folded)]
Outcome = Literal["exact", "unordered", "verified", "wrong"]


#: A symbol, in a card's ``symbol`` or ``code`` and in what a player said.
Symbol = Annotated[str, BeforeValidator(folded)]

#: Words (and the rulebook's option numbers 1–4) a log may use for a revelation's outcome.
OUTCOME_WORDS: dict[str, Outcome] = {
    **dict.fromkeys(("exact", "exacto", "exacta", "correct", "correcto", "correcta", "ordered",
                     "in_order", "exact_order", "1", "opcion_1", "option_1"), "exact"),
    **dict.fromkeys(("unordered", "desordenado", "desordenada", "wrong_order", "out_of_order",
                     "symbols", "simbolos", "símbolos", "orden_incorrecto", "2", "opcion_2",
                     "option_2"), "unordered"),
    **dict.fromkeys(("verified", "verify", "verificado", "verificada", "verificar", "turned",
                     "flipped", "not_remembered", "no_recuerda", "medal", "medalla",
                     "medal_only", "3", "opcion_3", "option_3"), "verified"),
    **dict.fromkeys(("wrong", "incorrect", "incorrecto", "incorrecta", "failed", "fail", "lost",
                     "pierde", "error", "4", "opcion_4", "option_4"), "wrong"),
}


def outcome_word(value: object) -> Outcome | None:
    """A logged ``outcome`` → one of the four of the rulebook (``exact`` … ``wrong``).

    >>> outcome_word("Correcto"), outcome_word(3), outcome_word(None)
    ('exact', 'verified', None)
    """
    if value is None:
        return None
    if isinstance(value, bool):
        raise ValueError("outcome must be one of exact, unordered, verified, wrong (or 1–4)")
    key = str(folded(str(value))).replace(" ", "_").replace("-", "_")
    if key in OUTCOME_WORDS:
        return OUTCOME_WORDS[key]
    raise ValueError("outcome must be one of exact, unordered, verified, wrong (or 1–4)")


class CodigoCard(CardDef):
    """One card: its kind, the symbol it shows, the code it asks for and its medal."""

    kind: Kind = "comun"
    symbol: Symbol | None = None
    code: list[Symbol] = Field(default_factory=list)
    """``null`` (a comodín or REVELEN card has no code) reads as ``[]``."""
    medal: int = 0
    number: int | None = None

    @field_validator("code", mode="before")
    @classmethod
    def _no_code(cls, value: object) -> object:
        return [] if value is None else value


class Encarte(BaseModel):
    """The 3 face-up cards (0 next to the deck, 2 the discard pile) and the Soldier's place."""

    model_config = ConfigDict(extra="allow", strict=True)

    cards: list[str]
    soldier: int
    """0–2; another place is a setup problem [soldado], not a refusal."""


class CodigosSetup(BaseModel):
    """Players, wildcards and reveal cards in play, the deck (top first), encarte, collections."""

    model_config = ConfigDict(extra="allow", strict=True)

    players: int
    wildcards: int
    reveal_cards: int
    deck: list[str]
    encarte: Encarte
    collection: dict[str, list[str]]


class Take(EventArgs):
    """Encartar: take a card of the encarte that the Soldier does not block."""

    card: str


class Expose(EventArgs):
    """Exponer código: a card of the collection becomes the code card of the exposed code."""

    card: str


class Complete(EventArgs):
    """Completar un código expuesto: symbol cards go under it (one or all at once)."""

    code: str
    cards: list[str]


class LayCode(EventArgs):
    """Bajar un código completo y ocultar: code card and all its symbols at once."""

    code: str
    cards: list[str]


class DiscardCard(EventArgs):
    """Descartar a common card of the collection onto the discard pile."""

    card: str


class DiscardCode(EventArgs):
    """Descartar the exposed code (it needs one symbol at least): its medal counts negative."""

    code: str


class MoveSoldier(EventArgs):
    """Mover el Soldado onto another card of the encarte (always the second action)."""

    to: int
    """0–2; another place is flagged [soldado] and the Soldier stays."""


class RevealCode(EventArgs):
    """Reveal a hidden code: ``said`` the symbols spoken (``null``: just turn the cards)."""

    code: str
    said: list[Symbol] | None = None
    outcome: Outcome | None = None
    points: int | None = None

    @field_validator("outcome", mode="before")
    @classmethod
    def _outcome(cls, value: object) -> Outcome | None:
        return outcome_word(value)


class Shuffle(EventArgs):
    """The discard pile after the first REVELEN card was shuffled into it (top first).

    An extension (docs/extensions.md): the shuffle is random, so the log states the order.
    """

    pile: list[str]




class GameEnd(EventArgs):
    """The end of the game as the log states it: each player's score, the winner."""

    scores: dict[str, int] | None = None
    winner: str | None = None




EVENT_MODELS: dict[str, type[EventArgs]] = {
    "take": Take,
    "expose": Expose,
    "complete": Complete,
    "lay_code": LayCode,
    "discard": DiscardCard,
    "discard_code": DiscardCode,
    "soldier": MoveSoldier,
    "reveal_code": RevealCode,
    "shuffle": Shuffle,
    "end_turn": EndTurn,
    "game_end": GameEnd,
    "note": Note,
}
