"""Digimon HiperColiseo: card definitions, the ``setup`` block and the arguments of each event.

>>> c = DigimonCard(kind="digimon", level=3, battle_type="B", attacks={"A": 30, "B": 20, "C": 10},
...                 pep={"3": 20, "4": 30})
>>> c.attack("C"), c.pep_against(4)
(10, 30)
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, field_validator

from judge_app.games.common import CardDef, EventArgs, GameEnd, Note, folded
from judge_app.names import fold


def _upper(value: object) -> object:
    """A battle type or attack letter as the contract writes it: ``"a"`` is ``"A"``."""
    return value.strip().upper() if isinstance(value, str) else value


#: Card kinds also written in Spanish.
KIND_WORDS = {"opcion": "option", "carta de opcion": "option", "soporte": "support"}


def _kind(value: object) -> object:
    """``digimon``, ``option`` or ``support``, also in Spanish (``Opción``, ``soporte``)."""
    word = folded(value)
    return KIND_WORDS.get(word, word) if isinstance(word, str) else value


Letter = Annotated[Literal["A", "B", "C"], BeforeValidator(_upper)]
#: The phases of a round, in order.
PHASES: tuple[str, ...] = ("actualizacion", "digitalizacion", "entrenamiento", "preparacion",
                           "evolucion", "batalla", "puntuacion")
Phase = Annotated[Literal["actualizacion", "digitalizacion", "entrenamiento", "preparacion",
                          "evolucion", "batalla", "puntuacion"], BeforeValidator(folded)]
Effect = Literal["add", "sub", "mul", "zero_a"]


class DigimonCard(CardDef):
    """A card: a digimon (``level``, ``battle_type``, ``attacks``, ``pep``), an option or a support.

    Extensions: ``persistent`` (an option that stays after Puntuación),
    ``from_hand`` (an option that "puede ser jugada desde la mano"),
    ``digitalizer`` (a digimon with requerimientos digitalizadores),
    ``extra_supports`` (a digimon that lets its player place more supports a round),
    ``union`` (the digimon codes an evolution by union needs: one in the caja digimon, the
    other from the hand in the caja de entrenamiento), ``after_scoring`` (an effect that
    "se activa después de la puntuación"; an effect whose text says so counts too).
    """

    kind: Annotated[Literal["digimon", "option", "support"], BeforeValidator(_kind)]
    level: int | None = None
    battle_type: Letter | None = None
    attacks: dict[Letter, int] = Field(default_factory=dict)
    pep: dict[str, int] = Field(default_factory=dict)
    effect: Any = None
    """The printed effect: free text, or any structure a log gives (never interpreted)."""
    persistent: bool = False
    from_hand: bool = False
    digitalizer: bool = False
    extra_supports: int = 0
    union: list[str] = Field(default_factory=list)
    after_scoring: bool = False
    evolves_from: str | list[str] | None = None
    """The digimon (code or codes) this one evolves from (the contract logs' key)."""
    requires: dict[str, int] = Field(default_factory=dict)
    """Requerimientos evolutivos: training cards by orientation, ``{"O": 1, "X": 1}``."""

    @property
    def evolves_from_codes(self) -> list[str]:
        """``evolves_from`` as a list (empty: any lower level may evolve into it)."""
        if self.evolves_from is None:
            return []
        return [self.evolves_from] if isinstance(self.evolves_from, str) else self.evolves_from

    @property
    def training_needed(self) -> int:
        """How many training cards its requerimientos evolutivos take (O and X together)."""
        return sum(n for n in self.requires.values() if n > 0)

    @property
    def plays_after_scoring(self) -> bool:
        """An effect that "se activa después de la puntuación" (flag or printed text).

        >>> card = DigimonCard(kind="option", effect="Se activa después de la Puntuación.")
        >>> card.plays_after_scoring
        True
        """
        texts = [self.effect, (self.model_extra or {}).get("text")]
        return self.after_scoring or any(
            isinstance(t, str) and "despues de la puntuacion" in fold(t) for t in texts)

    @field_validator("pep", mode="before")
    @classmethod
    def _pep_levels(cls, value: object) -> object:
        """PEP boxes keyed as the card prints them (``"Nv.3"``, ``"nivel 4"``) or as ``"3"``.

        >>> DigimonCard(kind="digimon", pep={"Nv.3": 20, "nivel 4": 30}).pep
        {'3': 20, '4': 30}
        """
        if not isinstance(value, dict):
            return value
        out: dict[object, object] = {}
        for key, points in value.items():
            digits = re.search(r"\d+", key) if isinstance(key, str) else None
            out[digits.group(0) if digits else key] = points
        return out

    def attack(self, letter: str) -> int:
        """The printed power of attack ``letter`` (0 if the card has none)."""
        return next((power for key, power in self.attacks.items() if key == letter), 0)

    def pep_against(self, level: int | None) -> int | None:
        """Puntos escalares this digimon loses against a digimon of ``level`` (PEP box)."""
        if level is None:
            return None
        return self.pep.get(str(level))


class DigimonPlayerSetup(BaseModel):
    """One player's setup: the 30 card codes (top first), the level-3 partner, the points."""

    model_config = ConfigDict(extra="allow", strict=True)

    deck: list[str]
    partner: str
    points: int = 100


class PhaseEvent(EventArgs):
    """A phase of the round begins."""

    phase: Phase


class Draw(EventArgs):
    """Actualización: draws ``count`` cards from the Océano Red."""

    count: int = 1
    """At least 1; fewer is flagged [actualizacion], not refused."""


class Redraw(EventArgs):
    """Actualización, once a round: discards ``cards`` from the hand and draws as many."""

    cards: list[str]


class DiscardOption(EventArgs):
    """Actualización: discards the face-up option of a slot (extension)."""

    slot: int
    """1–3; another slot is flagged [actualizacion], not refused."""


class Digitalize(EventArgs):
    """Digitalización: a digimon of the hand replaces the one in the caja digimon."""

    card: str


TrainFrom = Literal["hand", "deck", "slots"]


class Train(EventArgs):
    """Entrenamiento: ``cards`` go to the caja de entrenamiento, from the hand, the top of the
    Océano Red or the option slots (``from``, default ``hand``); ``evolution``, when the log
    records it, to the caja evolutiva (match-log.md, Clarifications). ``from_deck`` (a count
    of face-down cards from the Océano Red) and ``slots`` (slot numbers) are extensions."""

    model_config = ConfigDict(extra="allow", strict=True, populate_by_name=True)

    cards: list[str] = Field(default_factory=list)
    from_: TrainFrom | None = Field(default=None, alias="from")
    evolution: list[str] | None = None
    from_deck: int = 0
    slots: list[int] = Field(default_factory=list)


class Install(EventArgs):
    """Preparación: an option of the hand goes face down to a slot (1–3)."""

    card: str
    slot: int
    """1–3; another slot is flagged [preparacion], not refused."""


class Support(EventArgs):
    """Preparación, once a round: a support digimon goes face down to the caja de soportes."""

    card: str


class Evolve(EventArgs):
    """Evolución: the digimon of the caja evolutiva is revealed and evolves the active one."""

    card: str


class Activate(EventArgs):
    """An effect: an option of a slot or the hand, a support or the active digimon's ability.

    ``target`` is the player whose power changes (for ``zero_a``: whose attack A is zeroed).
    """

    card: str
    effect: Effect | None = None
    value: float = 0
    target: str | None = None


class Pass(EventArgs):
    """Batalla: the player activates nothing this time (extension)."""


class BattleResult(EventArgs):
    """The powers and the winner the log states (``winner`` ``None``: a tie)."""

    powers: dict[str, int] = Field(default_factory=dict)
    winner: str | None = None


class Score(EventArgs):
    """Puntuación: ``loser`` loses ``points`` puntos escalares."""

    loser: str
    points: int






EVENT_MODELS: dict[str, type[EventArgs]] = {
    "phase": PhaseEvent,
    "draw": Draw,
    "redraw": Redraw,
    "discard_option": DiscardOption,
    "digitalize": Digitalize,
    "train": Train,
    "install": Install,
    "support": Support,
    "evolve": Evolve,
    "activate": Activate,
    "pass": Pass,
    "battle_result": BattleResult,
    "score": Score,
    "game_end": GameEnd,
    "note": Note,
}
