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

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from judge_app.games import common
from judge_app.games.common import CardDef, EventArgs

CardType = Literal["adendei", "protector", "rava", "ixim", "rot", "bio", "token"]
Phase = Literal["previa", "batalla", "post", "equipo", "fin"]
MarkKind = Literal["quemar", "envenenar", "abismar"]

#: Vida máxima by card type (3.1, 3.2, 3.3, 3.6); Bio and equipos have none.
MAX_LIFE: dict[str, int] = {"adendei": 6, "rava": 6, "token": 6, "protector": 12}
#: Most descansos a card of that type may have (5.1); Bio and equipos have no statistic.
MAX_RESTS: dict[str, int] = {"adendei": 2, "rava": 2, "token": 2, "protector": 3}


class KodemCard(CardDef):
    """One printed card: type, statistics and the rule flags a log may give it.

    ``damage`` and ``rest`` may be ``"?"`` (the card's text decides, 2.2).
    ``pasiva_rapida``: the card has a Pasiva-Rápida (a rival may reveal it, §5).
    """

    type: CardType
    subtype: str | None = None
    energy: list[str] = Field(default_factory=list)
    damage: int | Literal["?"] | None = None
    rest: int | Literal["?"] | None = Field(default=None)
    life: int | None = Field(default=None, ge=1)
    text: str = ""
    can_target_protector: bool = False
    can_equip_rava: bool = False
    extra_equipment: bool = False
    pasiva_rapida: bool = False

    @model_validator(mode="after")
    def _rest_range(self) -> KodemCard:
        if isinstance(self.rest, int) and not 0 <= self.rest <= 2:
            raise ValueError("rest must be 0, 1, 2 or '?' (5.1)")
        return self

    @property
    def max_life(self) -> int | None:
        """Vida máxima (not printed: 6, or 12 for a Protector; a Token's may differ)."""
        if self.type == "token" and self.life is not None:
            return self.life
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
        return self.rest if isinstance(self.rest, int) else 0

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

    model_config = ConfigDict(extra="allow")

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
class Turn(EventArgs):
    """Starts the next turn; ``rival`` is the one rival of a multiplayer turn (8.1)."""

    rival: str | None = None


class PhaseEvent(EventArgs):
    """``phase``: moves to that phase of the turn (Previa, Batalla, Post, Equipo, Fin)."""

    phase: Phase


class Pass(EventArgs):
    """Pasar turno: from Previa straight to Fin de Turno."""


class Reveal(EventArgs):
    """``reveal``: turns a card face up; ``by`` is the card whose effect reveals it, if any."""

    card: str
    by: str | None = None


class Attack(EventArgs):
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


class Effect(EventArgs):
    """``activa`` and ``activa_rapida``: a declaration with its targets."""

    card: str
    targets: list[str] = Field(default_factory=list)
    text: str = ""


class Pasiva(EventArgs):
    """``pasiva`` / ``pasiva_rapida``: declares a Pasiva.

    ``optional``: one its owner chooses to use (own Previa only, once a turn, 6.6.2).
    """

    card: str
    text: str = ""
    optional: bool = False


class Link(EventArgs):
    """``link``: Vínculo Odémico of the Protector with one Adendei (3.2)."""

    protector: str
    card: str


class Cost(EventArgs):
    """``cost``: ``card`` pays a cost (damage, descansos, Extinción, other); this is the payment."""

    card: str
    kind: Literal["damage", "rest", "extinction", "other"]
    targets: list[str] = Field(default_factory=list)
    amount: int = Field(default=1, ge=0)


class Damage(EventArgs):
    """``damage``: lowers a card's life, never below 0; ``kind`` says what dealt it."""

    target: str
    amount: int = Field(ge=0)
    kind: Literal["attack", "effect", "cost", "mark"] = "effect"
    source: str | None = None


class Heal(EventArgs):
    """``heal``: raises a card's life, up to its Vida máxima."""

    target: str
    amount: int = Field(ge=0)
    source: str | None = None


class Mark(EventArgs):
    """``mark`` / ``unmark``: places or removes Quemar, Envenenar or Abismar (6.1)."""

    target: str
    mark: MarkKind


class Stat(EventArgs):
    """``scale`` / ``descend`` (damage) and ``rest`` (descansos by effect)."""

    card: str
    amount: int = Field(default=1, ge=0)


class CardOnly(EventArgs):
    """``rest_update``, ``rava_return``, ``show``, ``hide``: one card."""

    card: str
    by: str | None = None


class Extinct(EventArgs):
    """``extinct``: sends a card to Extinción (its equipment follows).

    ``milled`` only hints at the 3 Mazo cards a Protector takes with it: the
    replay derives them.
    """

    card: str
    reason: str | None = None
    milled: list[str] | None = None


class Replace(EventArgs):
    """``replace``: fills an empty slot of the Zona Principal from the top 3 of the Mazo (5.3)."""

    slot: Literal["M1", "M2", "M3"]
    drawn: list[str] = Field(default_factory=list)
    chosen: str
    hidden: bool = False


class Equip(EventArgs):
    """``equip``: places an Ixim or Rot under a card (Fase de Equipo); ``hidden``: face down."""

    equipment: str
    card: str
    hidden: bool = False


class BioExtinct(EventArgs):
    """``bio_extinct``: the Bio to Extinción; ``update_rests``: the optional update of 3.5."""

    update_rests: bool = False


class RavaRevive(EventArgs):
    """``rava_revive``: a Rava back from Extinción to the Zona Principal, two cards sacrificed."""

    card: str
    sacrifice: list[str] = Field(min_length=2, max_length=2)


class TokenEvent(EventArgs):
    """``token``: a Token enters ``slot``; ``name`` is its instance id, ``stats`` override 3.6."""

    slot: Literal["M1", "M2", "M3"]
    name: str
    stats: dict[str, int] = Field(default_factory=dict)
    by: str | None = None
    hidden: bool = False


class Swap(EventArgs):
    """``swap``: Cambiar (6.4), two cards of the Zonas Principales trade places."""

    card: str
    target: str


class Negate(EventArgs):
    """``negate``: Negar the attack or the effect of ``target``."""

    target: str
    what: Literal["attack", "effect"] = "effect"


class Note(common.Note):
    """A remark; ``claim`` (one seq or a list) records a claimed infraction (6.7-P3)."""

    claim: int | list[int] | None = None


class GameEnd(EventArgs):
    """``game_end``: the claimed ``winner`` and ``reason``; the replay checks the claim (4, 8.1)."""

    winner: str | None = None
    reason: str | None = None


EVENT_MODELS: dict[str, type[EventArgs]] = {
    "turn": Turn,
    "phase": PhaseEvent,
    "pass": Pass,
    "reveal": Reveal,
    "hide": CardOnly,
    "attack": Attack,
    "activa": Effect,
    "activa_rapida": Effect,
    "pasiva": Pasiva,
    "pasiva_rapida": Pasiva,
    "link": Link,
    "cost": Cost,
    "damage": Damage,
    "heal": Heal,
    "mark": Mark,
    "unmark": Mark,
    "scale": Stat,
    "descend": Stat,
    "rest": Stat,
    "rest_update": CardOnly,
    "extinct": Extinct,
    "replace": Replace,
    "equip": Equip,
    "bio_extinct": BioExtinct,
    "rava_return": CardOnly,
    "rava_revive": RavaRevive,
    "token": TokenEvent,
    "swap": Swap,
    "negate": Negate,
    "show": CardOnly,
    "note": Note,
    "game_end": GameEnd,
}
