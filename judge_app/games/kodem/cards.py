"""Kódem card definitions, the ``setup`` block and the arguments of each event (match-log.md).

Definitions are validated once when the log is loaded and then shared, never
copied, by every instance and every checkpoint of the replay.

>>> KodemCard(name="Itzal", type="adendei", damage=3, rest=1).max_life
6
>>> KodemCard(name="Anaya", type="protector").max_rests
3
>>> KodemCard(name="Cenote", type="bio").max_life is None
True
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidatorFunctionWrapHandler, WrapValidator
from pydantic_core import PydanticCustomError

from judge_app.games import common
from judge_app.games.common import CardDef, EventArgs

CardType = Literal["adendei", "protector", "rava", "ixim", "rot", "bio", "token"]
Phase = Literal["previa", "batalla", "post", "equipo", "fin"]
MarkKind = Literal["quemar", "envenenar", "abismar"]

#: Vida máxima by card type (3.1, 3.2, 3.3, 3.6); Bio and equipos have none.
MAX_LIFE: dict[str, int] = {"adendei": 6, "rava": 6, "token": 6, "protector": 12}
#: Most descansos a card of that type may have (5.1); Bio and equipos have no statistic.
MAX_RESTS: dict[str, int] = {"adendei": 2, "rava": 2, "token": 2, "protector": 3}


#: JSON types checked strictly (match-log.md, Clarifications: "Format or rule"): ``"3"``,
#: ``true`` or ``3.0`` where an integer belongs is refused with its JSON path. Ranges and
#: counts the rulebook sets (``rest`` 0–2, two sacrifices …) are rules, checked by the replay.
STRICT = ConfigDict(extra="allow", strict=True)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int_or_unknown(value: Any, _handler: ValidatorFunctionWrapHandler) -> Any:
    """``int | "?" | None`` checked strictly, the error at the field itself (not ``.int``)."""
    if value is None or value == "?" or _is_int(value):
        return value
    raise PydanticCustomError("int_or_unknown", "Input should be an integer, '?' or null")


def _seq_or_seqs(value: Any, _handler: ValidatorFunctionWrapHandler) -> Any:
    """``int | list[int] | None`` checked strictly, the error at the field or list item."""
    if value is None or _is_int(value):
        return value
    if isinstance(value, list):
        for i, item in enumerate(value):
            if not _is_int(item):
                raise PydanticCustomError("int_list", "item [{index}] should be an integer",
                                          {"index": i})
        return value
    raise PydanticCustomError("int_or_list", "Input should be an integer, a list of integers "
                              "or null")


#: A printed statistic: a number, ``"?"`` (the card's text decides, 2.2) or absent.
Statistic = Annotated[int | Literal["?"] | None, WrapValidator(_int_or_unknown)]
#: One event number or a list of them (a ``note``'s ``claim``).
Seqs = Annotated[int | list[int] | None, WrapValidator(_seq_or_seqs)]


class KodemCard(CardDef):
    """One printed card: type, statistics and the rule flags a log may give it.

    ``damage`` and ``rest`` may be ``"?"`` (the card's text decides, 2.2). A ``rest``
    outside 0–2 or a Token ``life`` below 1 is read (the replay keeps descansos within
    0–2) and reported by :func:`definition_problems`, not refused.
    ``pasiva_rapida``: the card has a Pasiva-Rápida (a rival may reveal it, §5).
    """

    model_config = STRICT

    type: CardType
    subtype: str | None = None
    energy: list[str] = Field(default_factory=list)
    damage: Statistic = None
    rest: Statistic = None
    life: int | None = None
    text: str = ""
    can_target_protector: bool = False
    can_equip_rava: bool = False
    extra_equipment: bool = False
    pasiva_rapida: bool = False

    @property
    def max_life(self) -> int | None:
        """Vida máxima (not printed: 6, or 12 for a Protector; a Token's may differ)."""
        if self.type == "token" and self.life is not None:
            return max(1, self.life)
        return MAX_LIFE.get(self.type)

    @property
    def max_rests(self) -> int | None:
        """Most descansos this card may carry (None: no descanso statistic)."""
        return MAX_RESTS.get(self.type)

    @property
    def base_damage(self) -> int:
        """The printed damage as a number (``?`` and none count as 0)."""
        return self.damage if isinstance(self.damage, int) else 0

    @property
    def rest_value(self) -> int:
        """Descansos taken after attacking or using an Activa (a Protector: 3)."""
        if self.type == "protector":
            return 3
        return min(2, max(0, self.rest)) if isinstance(self.rest, int) else 0

    @property
    def has_pasiva_rapida(self) -> bool:
        """True if the definition says the card has a Pasiva-Rápida."""
        if self.pasiva_rapida:
            return True
        text = self.text.lower()
        return "pasiva-rápida" in text or "pasiva rápida" in text


TOKEN_DEFAULT = KodemCard(name="Token", type="token", damage=0, rest=0)
"""3.6: a Token's statistics when the effect that summons it says nothing else."""


class KodemSide(BaseModel):
    """One player's table before the game (match-log.md ``setup``)."""

    model_config = STRICT

    protectors: list[str]
    main: list[str]
    deck: list[str]
    bio: str | None = None
    equipment: list[str] = Field(default_factory=list)
    tokens: list[str] = Field(default_factory=list)


class KodemSetup(BaseModel):
    """Every player's side, plus the multiplayer settings of 8.1."""

    sides: dict[str, KodemSide]
    target_count: int | None = None
    teams: list[list[str]] | None = None


# ------------------------------------------------------------------------ events
class KodemEvent(EventArgs):
    """The arguments of a Kódem event, JSON types checked strictly (``turn`` too)."""

    model_config = STRICT


class Turn(KodemEvent):
    """Starts the next turn; ``rival`` is the one rival of a multiplayer turn (8.1)."""

    rival: str | None = None


class PhaseEvent(KodemEvent):
    """``phase``: moves to that phase of the turn (Previa, Batalla, Post, Equipo, Fin)."""

    phase: Phase


class Pass(KodemEvent):
    """Pasar turno: from Previa straight to Fin de Turno."""


class Reveal(KodemEvent):
    """``reveal``: turns a card face up; ``by`` is the card whose effect reveals it, if any."""

    card: str
    by: str | None = None


class Attack(KodemEvent):
    """``attack``: declares an attack (the life changes are the ``damage`` events that follow).

    ``target`` is a one-target shorthand of ``targets``; ``roll`` is the die of an
    abismada card (6.1).
    """

    card: str
    targets: list[str] = Field(default_factory=list)
    target: str | None = None
    damage: int | None = None
    roll: int | None = None

    def all_targets(self) -> list[str]:
        """Every target the attack names, ``targets`` first, then ``target``.

        >>> Attack(action="attack", card="itzal", targets=["ozet"], target="anaya").all_targets()
        ['ozet', 'anaya']
        """
        return self.targets + ([self.target] if self.target else [])


class Effect(KodemEvent):
    """``activa`` and ``activa_rapida``: a declaration with its targets."""

    card: str
    targets: list[str] = Field(default_factory=list)
    text: str = ""


class Pasiva(KodemEvent):
    """``pasiva`` / ``pasiva_rapida``: declares a Pasiva.

    ``optional``: one its owner chooses to use (own Previa only, once a turn, 6.6.2).
    """

    card: str
    text: str = ""
    optional: bool = False


class Link(KodemEvent):
    """``link``: Vínculo Odémico of the Protector with one Adendei (3.2)."""

    protector: str
    card: str


class Cost(KodemEvent):
    """``cost``: ``card`` pays a cost (damage, descansos, Extinción, other); this is the payment."""

    card: str
    kind: Literal["damage", "rest", "extinction", "other"]
    targets: list[str] = Field(default_factory=list)
    amount: int = 1


class Damage(KodemEvent):
    """``damage``: lowers a card's life, never below 0; ``kind`` says what dealt it."""

    target: str
    amount: int
    kind: Literal["attack", "effect", "cost", "mark"] = "effect"
    source: str | None = None


class Heal(KodemEvent):
    """``heal``: raises a card's life, up to its Vida máxima."""

    target: str
    amount: int
    source: str | None = None


class Mark(KodemEvent):
    """``mark`` / ``unmark``: places or removes Quemar, Envenenar or Abismar (6.1)."""

    target: str
    mark: MarkKind


class Stat(KodemEvent):
    """``scale`` / ``descend`` (damage) and ``rest`` (descansos by effect)."""

    card: str
    amount: int = 1


class CardOnly(KodemEvent):
    """``rest_update``, ``rava_return``, ``show``, ``hide``: one card."""

    card: str
    by: str | None = None


class Extinct(KodemEvent):
    """``extinct``: sends a card to Extinción (its equipment follows).

    ``milled`` only hints at the 3 Mazo cards a Protector takes with it: the
    replay derives them.
    """

    card: str
    reason: str | None = None
    milled: list[str] | None = None


class Replace(KodemEvent):
    """``replace``: fills an empty slot of the Zona Principal from the top 3 of the Mazo (5.3).

    ``bottom``: the two unchosen cards in the order they go under the Mazo (without it,
    the order of ``drawn``).
    """

    slot: Literal["M1", "M2", "M3"]
    drawn: list[str] = Field(default_factory=list)
    chosen: str
    hidden: bool = False
    bottom: list[str] | None = None


class Equip(KodemEvent):
    """``equip``: places an Ixim or Rot under a card (Fase de Equipo); ``hidden``: face down."""

    equipment: str
    card: str
    hidden: bool = False


class BioExtinct(KodemEvent):
    """``bio_extinct``: the Bio to Extinción; ``update_rests``: the optional update of 3.5."""

    update_rests: bool = False


class RavaRevive(KodemEvent):
    """``rava_revive``: a Rava back from Extinción to the Zona Principal, two cards sacrificed.

    A ``sacrifice`` list of any length is read (other than 2 is a 3.3 violation); the
    Rava enters ``slot`` if given, else the slot of the first sacrificed card.
    """

    card: str
    sacrifice: list[str]
    slot: Literal["M1", "M2", "M3"] | None = None


class TokenEvent(KodemEvent):
    """``token``: a Token enters ``slot``; ``name`` is its instance id, ``stats`` override 3.6."""

    slot: Literal["M1", "M2", "M3"]
    name: str
    stats: dict[str, int] = Field(default_factory=dict)
    by: str | None = None
    hidden: bool = False


class Swap(KodemEvent):
    """``swap``: Cambiar (6.4), two cards of the Zonas Principales trade places."""

    card: str
    target: str


class Negate(KodemEvent):
    """``negate``: Negar the attack or the effect of ``target``."""

    target: str
    what: Literal["attack", "effect"] = "effect"


class Note(common.Note):
    """A remark; ``claim`` (one seq or a list) records a claimed infraction (6.7-P3)."""

    model_config = STRICT

    claim: Seqs = None


def __getattr__(name: str) -> Any:
    """``EVENT_MODELS`` stays importable from here; its one source is the action
    descriptions (kodem/actions.py), which import this module's models."""
    if name == "EVENT_MODELS":
        from judge_app.games.kodem.actions import EVENT_MODELS

        return EVENT_MODELS
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
