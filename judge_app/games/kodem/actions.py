"""What each Kódem action is, in one place: its event model and how the rules treat it.

One frozen :class:`KodemAction` per action of match-log.md replaces the separate
tables the rules, the loader and the shared-id resolver each kept (which actions
need a ``player``, which make a pending replacement late, which a third player of
a multiplayer turn may log, which card fields an event names …). The handlers
themselves are in :mod:`judge_app.games.kodem.rules`, one per action
(tests/games/test_dispatch.py checks both lists agree).

>>> ACTIONS["attack"].model.__name__, ACTIONS["attack"].needs_player, ACTIONS["attack"].anyone
('Attack', True, False)
>>> ACTIONS["replace"].refs, ACTIONS["replace"].ref_lists
(('chosen',), ('drawn', 'bottom'))
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from judge_app.games import common
from judge_app.games.common import EventArgs
from judge_app.games.kodem.cards import (
    Attack,
    BioExtinct,
    CardOnly,
    Cost,
    Damage,
    Effect,
    Equip,
    Extinct,
    Heal,
    Link,
    Mark,
    Negate,
    Note,
    Pasiva,
    Pass,
    PhaseEvent,
    RavaRevive,
    Replace,
    Reveal,
    Stat,
    Swap,
    TokenEvent,
    Turn,
)

#: How a bare shared id in a field is read (judge_app/games/kodem/instances.py).
Role = Literal["own", "aimed", "resolve", "source", "negated", "extinct", "new", "lenient"]

#: Card instance fields of the events, checked before the rules run (an unknown one
#: is an error of the log): single fields, then list fields.
REF_FIELDS = ("card", "target", "protector", "equipment", "chosen")
REF_LISTS = ("targets", "drawn", "sacrifice", "bottom")


@dataclass(frozen=True)
class KodemAction:
    """One action of a Kódem log and what the rules need to know of it before its handler."""

    name: str
    model: type[EventArgs]
    """The pydantic model of its arguments (the loader validates the event with it)."""
    needs_player: bool = False
    """Its rules depend on who acts: without ``player`` the log is refused (LogError at
    ``$.events[N].player``), never guessed. Resolutions and notes replay without it."""
    late_making: bool = False
    """It declares or does something new: a pending replacement becomes late (5.3.2) and
    two same-name cards still on one field become an error (6.7-G2)."""
    anyone: bool = False
    """A third player of a multiplayer turn may still log it (8.1)."""
    duplicate_making: bool = False
    """It can make two same-name cards revealed on one field (6.7-G2)."""
    declaration: bool = False
    """A declaration whose text may carry the "jugador(es)" exception of 8.1."""
    effect: bool = False
    """An Activa or Pasiva (either speed): an effect declared by the player this turn."""
    aims: bool = False
    """It declares targets that later resolutions (``damage`` …) resolve."""
    roles: tuple[tuple[str, Role], ...] = ()
    """The fields naming card instances and how a bare shared id in them is read."""
    phase: str | None = None
    """The phase this action of the turn player belongs to: logged in Inicio (right after
    ``turn``, no ``phase`` yet), it is read as a forward skip to that phase (docs/
    kodem-rulings.md, Reading the phases): the Fase de Inicio itself has no actions."""
    refs: tuple[str, ...] = field(init=False)
    """The model's single card fields (of :data:`REF_FIELDS`)."""
    ref_lists: tuple[str, ...] = field(init=False)
    """The model's list card fields (of :data:`REF_LISTS`)."""

    def __post_init__(self) -> None:
        fields = self.model.model_fields
        object.__setattr__(self, "refs", tuple(f for f in REF_FIELDS if f in fields))
        object.__setattr__(self, "ref_lists", tuple(f for f in REF_LISTS if f in fields))


_OWN_CARD: tuple[tuple[str, Role], ...] = (("card", "own"),)
_AIMED: tuple[tuple[str, Role], ...] = (("card", "own"), ("targets", "aimed"))
_LENIENT_BY: tuple[str, Role] = ("by", "lenient")

#: Every action by name, in match-log.md's order.
ACTIONS: dict[str, KodemAction] = {a.name: a for a in (
    # turns and phases
    KodemAction("turn", Turn, needs_player=True, late_making=True, anyone=True),
    KodemAction("phase", PhaseEvent, needs_player=True, late_making=True),
    KodemAction("pass", Pass, needs_player=True, late_making=True),
    # faces
    KodemAction("reveal", Reveal, late_making=True, duplicate_making=True,
                roles=(("card", "own"), _LENIENT_BY), phase="previa"),
    KodemAction("hide", CardOnly, roles=(("card", "resolve"), _LENIENT_BY)),
    # declarations
    KodemAction("attack", Attack, needs_player=True, late_making=True, declaration=True,
                aims=True, roles=(*_AIMED, ("target", "aimed")), phase="batalla"),
    KodemAction("activa", Effect, needs_player=True, late_making=True, declaration=True,
                effect=True, aims=True, roles=_AIMED, phase="batalla"),
    KodemAction("activa_rapida", Effect, needs_player=True, late_making=True,
                declaration=True, effect=True, aims=True, roles=_AIMED),
    KodemAction("pasiva", Pasiva, needs_player=True, late_making=True, declaration=True,
                effect=True, roles=_OWN_CARD, phase="previa"),
    KodemAction("pasiva_rapida", Pasiva, late_making=True, declaration=True, effect=True,
                roles=_OWN_CARD),
    KodemAction("link", Link, needs_player=True, late_making=True,
                roles=(("protector", "own"), ("card", "own")), phase="batalla"),
    # payments and resolutions
    KodemAction("cost", Cost, roles=(("card", "own"), ("targets", "own"))),
    KodemAction("damage", Damage, roles=(("source", "source"), ("target", "resolve"))),
    KodemAction("heal", Heal, roles=(("source", "source"), ("target", "resolve"))),
    KodemAction("mark", Mark, roles=(("target", "resolve"),)),
    KodemAction("unmark", Mark, roles=(("target", "resolve"),)),
    KodemAction("scale", Stat, roles=(("card", "resolve"),)),
    KodemAction("descend", Stat, roles=(("card", "resolve"),)),
    KodemAction("rest", Stat, roles=(("card", "resolve"),)),
    KodemAction("rest_update", CardOnly, needs_player=True,
                roles=(("card", "own"), _LENIENT_BY)),
    # zones
    KodemAction("extinct", Extinct, anyone=True,
                roles=(("card", "extinct"), ("milled", "own"))),
    KodemAction("replace", Replace, needs_player=True, anyone=True, duplicate_making=True,
                roles=(("chosen", "own"), ("drawn", "own"), ("bottom", "own"))),
    KodemAction("equip", Equip, needs_player=True, late_making=True,
                roles=(("equipment", "own"), ("card", "own")), phase="equipo"),
    KodemAction("bio_extinct", BioExtinct, needs_player=True, late_making=True,
                phase="previa"),
    KodemAction("rava_return", CardOnly, needs_player=True, late_making=True,
                roles=_OWN_CARD, phase="previa"),
    KodemAction("rava_revive", RavaRevive, needs_player=True, late_making=True,
                duplicate_making=True, roles=(("card", "own"), ("sacrifice", "own")),
                phase="previa"),
    KodemAction("token", TokenEvent, needs_player=True, duplicate_making=True,
                roles=(("name", "new"), _LENIENT_BY)),
    KodemAction("swap", Swap, late_making=True, duplicate_making=True,
                roles=(("card", "own"), ("target", "resolve"))),
    KodemAction("negate", Negate, roles=(("target", "negated"),)),
    # the rest
    KodemAction("show", CardOnly, anyone=True, roles=_OWN_CARD),
    KodemAction("note", Note, anyone=True),
    KodemAction("game_end", common.GameEnd, anyone=True),
)}

#: Action → model of its arguments (``Game.event_models``, read by the loader).
EVENT_MODELS: dict[str, type[EventArgs]] = {name: a.model for name, a in ACTIONS.items()}
