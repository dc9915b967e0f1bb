"""The Kódem table as plain dataclasses: cheap to copy for the replay's checkpoints.

Card definitions (:class:`KodemCard`) are shared by reference and never
copied; a :class:`CardInstance` holds only what changes in play (life,
descansos, marks, face, damage, where it is).

>>> from judge_app.games.kodem.cards import KodemCard
>>> c = CardInstance.new("itzal", "itzal", "P1", KodemCard(name="Itzal", type="adendei",
...                      damage=3, rest=1), "main")
>>> c.life, c.rests, c.damage, c.hidden
(6, 0, 3, True)
>>> d = c.copy(); d.life = 2
>>> c.life
6
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Self, TypeVar, overload

from judge_app.games.kodem.cards import KodemCard
from judge_app.games.kodem.shared import NO_SHARED, SharedIds

SLOTS = ("M1", "M2", "M3")
#: Most entries a per-turn or per-moment memory keeps (costs paid, Pasivas of a moment …):
#: a real table never comes near it, and a pathological log cannot make each checkpoint's
#: copy grow with the log (match-log.md, Bounds: checking stays linear).
MEMORY = 64


def remember(memory: set[str], item: str) -> None:
    """Add ``item`` to a bounded per-turn memory (forgetting all of it past :data:`MEMORY`)."""
    if len(memory) >= MEMORY:
        memory.clear()
    memory.add(item)
T = TypeVar("T")


@dataclass(slots=True)
class CardInstance:
    """One physical card: where it is and its changing statistics."""

    instance: str
    definition: str
    owner: str
    card: KodemCard
    zone: str
    """``protector``, ``reserve`` (substitute Protectors), ``main``, ``deck``,
    ``extinction``, ``equipment`` (the Zona de Equipo), ``attached`` (under a
    card), ``bio``, ``gone`` (a Token that left the game)."""
    life: int | None = None
    rests: int | None = None
    damage: int | None = None
    hidden: bool = False
    marks: tuple[str, ...] = ()
    attached: tuple[str, ...] = ()
    """Equipment under this card (instances)."""
    host: str | None = None
    """For equipment under a card: that card."""
    side: str = ""
    """Whose field the card is on (a swap may move it to the rival's, 6.4)."""

    @classmethod
    def new(cls, instance: str, definition: str, owner: str, card: KodemCard,
            zone: str) -> CardInstance:
        """A card as it starts: full life, no descansos (a Protector: 3), hidden if it may be."""
        kind = card.type
        rests = card.max_rests
        if rests is not None:
            rests = 3 if kind == "protector" else 0
        hidden = kind not in ("protector", "token")
        return cls(instance, definition, owner, card, zone, life=card.max_life, rests=rests,
                   damage=card.base_damage if kind not in ("bio", "ixim", "rot") else None,
                   hidden=hidden, side=owner)

    @property
    def kind(self) -> str:
        """The card type (``adendei``, ``protector`` …), from the definition."""
        return self.card.type

    @property
    def name(self) -> str:
        """The printed name (the definition id if the log gives none)."""
        return self.card.name or self.definition

    def copy(self) -> CardInstance:
        """An independent copy for a checkpoint; the definition stays shared."""
        return CardInstance(self.instance, self.definition, self.owner, self.card, self.zone,
                            self.life, self.rests, self.damage, self.hidden, self.marks,
                            self.attached, self.host, self.side)


class Cards(dict[str, CardInstance]):
    """Every card instance by id: the live ones, and Tokens that left the game (``retired``).

    A Token that leaves the game never comes back (3.6), but a log may name a new Token
    in every event; copying all of them at every checkpoint made checking quadratic. So
    a Token gone from the game moves to ``retired``, one dict shared by every copy of the
    state, and is copied back into the live cards only if a later event touches it
    (copy on write: a retired instance is never changed). Lookups see both, but only
    what was retired up to the event being applied (``now``): a state replayed again
    from an earlier checkpoint does not see a Token of its future.
    """

    __slots__ = ("now", "retired")

    def __init__(self, live: Mapping[str, CardInstance] | None = None,
                 retired: dict[str, tuple[int, CardInstance]] | None = None,
                 now: int = 0) -> None:
        super().__init__(live or {})
        self.retired: dict[str, tuple[int, CardInstance]] = {} if retired is None else retired
        """Instance → (the seq of the event that retired it, the instance as it left)."""
        self.now = now
        """The seq of the event being applied (0 before the first)."""

    def _visible(self, key: object) -> CardInstance | None:
        entry = self.retired.get(key) if isinstance(key, str) else None
        return entry[1] if entry is not None and entry[0] <= self.now else None

    def __missing__(self, key: str) -> CardInstance:
        c = self._visible(key)
        if c is None:
            raise KeyError(key)
        self[key] = copy = c.copy()
        return copy

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key) or self._visible(key) is not None

    @overload
    def get(self, key: str, default: None = None, /) -> CardInstance | None: ...
    @overload
    def get(self, key: str, default: CardInstance, /) -> CardInstance: ...
    @overload
    def get(self, key: str, default: T, /) -> CardInstance | T: ...

    def get(self, key: str, default: object = None, /) -> object:
        """The instance (live or retired), or ``default``."""
        if key in self:
            return self[key]
        return default

    def retire(self, instance: str) -> None:
        """A Token left the game at event ``now``: keep it only in ``retired`` (the first
        time: a replay from an earlier checkpoint finds it there and keeps its own copy)."""
        if instance not in self.retired:
            self.retired[instance] = (self.now, self.pop(instance))

    def copy(self) -> Cards:
        """An independent copy of the live cards; ``retired`` stays shared."""
        return Cards({k: c.copy() for k, c in self.items()}, self.retired, self.now)


@dataclass(slots=True)
class PlayerSide:
    """One player's zones (instances only; the cards live in ``KodemState.cards``)."""

    player: str
    protector: str | None
    reserve: list[str]
    main: list[str | None]
    deck: list[str]
    extinction: list[str] = field(default_factory=list)
    equipment: list[str] = field(default_factory=list)
    bio: str | None = None
    gone: list[str] = field(default_factory=list)
    out: bool = False
    """Out of a ``jungla`` game (6 cards in Extinción, 8.1)."""

    def copy(self) -> PlayerSide:
        """An independent copy for a checkpoint (fresh lists of instances)."""
        return PlayerSide(self.player, self.protector, list(self.reserve), list(self.main),
                          list(self.deck), list(self.extinction), list(self.equipment),
                          self.bio, list(self.gone), self.out)


@dataclass(slots=True)
class Vacancy:
    """A Zona Principal slot left empty: it must be filled at once (5.3.2)."""

    player: str
    slot: int
    seq: int
    late: bool = False
    #: The owner declared a Pasiva since the slot emptied: only a Token placed by that effect
    #: (3.6) may still fill it in time; a Mazo replacement after it is late.
    effect: bool = False


@dataclass(slots=True)
class Infraction:
    """An error flagged during play, waiting for a claim (6.7-P3, 6.7-P5)."""

    seq: int
    turn: int
    player: str | None
    section: str


class ClaimLog:
    """The errors flagged and the claims made, in log order, for the claim windows (6.7-P3/P5).

    One object for the whole replay, shared by reference by every copy of the state
    (checkpoints and seeks), so a log with many violations or claims is not copied at
    every checkpoint: copying it made checking quadratic (50,000 flagged ``heal``
    events: 13 s and 2.2 GB). It only grows: a state replayed again from a
    checkpoint writes nothing twice (:meth:`add` skips an event already recorded) and
    reads only what happened before the event it applies (``before``).
    """

    __slots__ = ("claims", "infractions", "last_seq", "turns")

    def __init__(self) -> None:
        self.infractions: list[Infraction] = []
        self.turns: dict[int, int] = {}
        """Every flagged error's seq → the turn it happened in."""
        self.claims: dict[int, int] = {}
        """A claimed error's seq → the seq of the first ``note`` that claimed it."""
        self.last_seq = 0

    def add(self, seq: int, found: list[Infraction]) -> None:
        """Record the errors of event ``seq`` (once, however often it is replayed)."""
        if seq <= self.last_seq:
            return
        self.last_seq = seq
        self.infractions.extend(found)
        for inf in found:
            self.turns[inf.seq] = inf.turn

    def claim(self, seq: int, by: int) -> None:
        """Event ``by`` (a ``note``) claims the error of event ``seq``."""
        self.claims.setdefault(seq, by)

    def claimed(self, seq: int, before: int) -> bool:
        """Whether a claim made before event ``before`` covers the error of event ``seq``."""
        return self.claims.get(seq, before) < before

    def turn_of(self, seq: int, before: int) -> int | None:
        """The turn of an error flagged before event ``before`` (None: no such error)."""
        return self.turns.get(seq) if seq < before else None


@dataclass
class KodemState:
    """Everything on the table after an event (mutable, like ``chess.Board``)."""

    players: list[str]
    variant: str
    definitions: Mapping[str, KodemCard]
    """The log's card definitions (shared, never copied)."""
    cards: Cards
    sides: dict[str, PlayerSide]
    teams: list[list[str]] = field(default_factory=list)
    target_count: int | None = None
    turn: int = 0
    phase: str | None = None
    active: str | None = None
    rival: str | None = None
    # --- this turn
    actor: str | None = None
    """The one card that attacked or used an Activa this turn (5/batalla)."""
    attacked: set[str] = field(default_factory=set)
    activa_used: set[str] = field(default_factory=set)
    rapid_used: set[str] = field(default_factory=set)
    """Cards that used an Activa-Rápida this turn (they take their descansos at its Fin)."""
    rested_by_effect: set[str] = field(default_factory=set)
    link: tuple[str, str] | None = None
    optional_pasivas: set[str] = field(default_factory=set)
    quick_revealable: set[str] = field(default_factory=set)
    equipped: bool = False
    bio_sent: set[str] = field(default_factory=set)
    declared: bool = False
    """An attack or Activa was declared this turn (the rival may respond)."""
    attacks: dict[str, tuple[tuple[str, ...], int | None]] = field(default_factory=dict)
    attack_dealt: dict[tuple[str, str], int] = field(default_factory=dict)
    """Attack damage resolved this turn, by (attacker, card hit): never above the declared."""
    quick_trigger_at: tuple[int, str | None] | None = None
    """(turn, phase) of the last revelation, elimination or Pasiva: what a Pasiva-Rápida
    answers (6.6.2); in Batalla it needs one in that same phase."""
    redirectable: bool = False
    """A quick effect or a swap was logged since the last attack: its damage may land on
    another card than the declared one (Desviar, 6.4), so that is not flagged."""
    negated: set[str] = field(default_factory=set)
    negated_effects: set[str] = field(default_factory=set)
    """Cards whose declared effect was negated this turn (until they declare another one)."""
    penalized: set[str] = field(default_factory=set)
    """Cards whose attack or Activa was illegal this turn (6.7-P1: no equipo)."""
    poisoned: bool = False
    """Envenenar already dealt at this turn's Fin."""
    burnt: set[str] = field(default_factory=set)
    """Cards Quemar hit this turn for their attack/Activa declaration (once: §5 Batalla)."""
    effects_declared: set[str] = field(default_factory=set)
    """Players who declared a Pasiva or Activa this turn (it may raise an attack's damage)."""
    jugador_cards: set[str] = field(default_factory=set)
    """Cards that declared this turn with the "jugador(es)" text: 8.1 exception (multiplayer)."""
    mark_points: dict[str, int] = field(default_factory=dict)
    """Derived Quemar/Envenenar points this turn a logged ``damage`` of kind mark records."""
    mark_points_before: dict[str, int] = field(default_factory=dict)
    """The derived mark points of the turn that just ended, still unrecorded: a ``damage`` of
    kind mark logged in the next turn's Inicio (before any phase) records them."""
    poison_early: set[str] = field(default_factory=set)
    """Cards whose Envenenar point of this turn's Fin a mark ``damage`` logged in Post or
    Equipo already recorded (the Fin does not deal it again)."""
    reached_fin: bool = False
    passed: bool = False
    fin_recorded: set[str] = field(default_factory=set)
    """Cards whose derived Fin update a ``rest_update`` logged in that Fin recorded."""
    """The turn went to Fin by Pasar turno (a ``phase fin`` logged after it restates it)."""
    zero_flagged: set[str] = field(default_factory=set)
    protected: dict[str, str] = field(default_factory=dict)
    """Cards an effect protected this turn (9 Proteger) → the card whose effect did."""
    equip_banned: set[str] = field(default_factory=set)
    """Equipment revealed two of a kind under one card this turn: none of them declares its
    effect for the rest of the turn (3.4 Equipos Múltiples)."""
    taken_placed: set[str] = field(default_factory=set)
    """Cards taken from the Mazo in this turn's Batalla and placed in the field (6.6.2 Cartas
    Tomadas: their Pasivas of being taken are not declared)."""
    costs_paid: set[str] = field(default_factory=set)
    """The costs paid this Batalla for the turn's declaration (6.6.3: paid once)."""
    fin_pasiva: bool = False
    """A Pasiva was declared in this turn's Fin (5 Fin de Turno: item 5 comes after 1–4)."""
    fin_declared: set[str] = field(default_factory=set)
    """Cards that declared in this turn's Fin (their resolutions follow them)."""
    turn_player_pasiva: int = -1
    """The moment of the turn player's last Pasiva (5: simultaneous Pasivas alternate,
    the turn player first)."""
    rapid_untimed: set[str] = field(default_factory=set)
    """Cards that declared a Pasiva-Rápida naming no moment this turn (6.6.2: once a turn)."""
    # --- when effects activate (rules/triggers.py)
    moment: int = 0
    """Counts the moments that can meet a Pasiva's condition anew (6.6: once per moment)."""
    extinction_key: tuple[object, ...] | None = None
    """What the last extinction belonged to: extinctions with one key happen together."""
    declarations: int = 0
    """Declarations so far (the extinctions one resolution makes happen together)."""
    zero_at_phase: frozenset[str] = frozenset()
    """Cards at 0 vida when the phase began: they go to Extinción together (§5 Post)."""
    pasiva_moment: dict[str, tuple[int, int]] = field(default_factory=dict)
    """Each card's last non-optional Pasiva: (moment, Pasivas declared so far if rapid)."""
    pasivas_declared: int = 0
    declared_at: dict[str, int] = field(default_factory=dict)
    """The turn each card (not Token) last declared an effect or attack (its resolution
    may follow after it left the field, 6.6)."""
    raw_events: Sequence[object] = ()
    """The log's events as read (shared, never copied): a rule that looks one event
    ahead (8.2 b: the Protector damage written right after a replacement) reads it here."""
    # --- the whole game
    vacancies: list[Vacancy] = field(default_factory=list)
    rava_returned: set[str] = field(default_factory=set)
    rest_updates: dict[str, int] = field(default_factory=dict)
    rest_update_turn: dict[str, int] = field(default_factory=dict)
    """Late manual ``rest_update`` events (no ``by``) per player (6.7-G16 from the second)."""
    claim_log: ClaimLog = field(default_factory=lambda: ClaimLog())
    """Every flagged error and every claim of the log (shared by all copies, see ClaimLog)."""
    pending_from: int = 0
    """Index in ``claim_log.infractions`` of the first error still inside its claim window."""
    lapsed: frozenset[int] = frozenset()
    """Errors past ``pending_from`` already reported as prescribed (turns logged out of order)."""
    quick_definitions: frozenset[str] = frozenset()
    """Definitions the log declares a ``pasiva_rapida`` of: they have one (§5 Previa NOTA)."""
    claims_logged: bool = False
    """Some event of the log carries ``claim``: only then are unclaimed infractions reported."""
    duplicates: dict[tuple[str, str], int] = field(default_factory=dict)
    """Revealed same-name cards on one field (6.7-G2): (player, folded name) → seq it began."""
    duplicates_late: set[tuple[str, str]] = field(default_factory=set)
    """Those already reported as persisting past the event that created them."""
    sent_by: dict[str, int] = field(default_factory=dict)
    """Rival cards each player sent to Extinción in their own turns (cazador, 8.1)."""
    turns_played: int = 0
    over: bool = False
    winner: str | None = None
    shared: SharedIds = NO_SHARED
    """Bare ids several players use, and the resolver's memory (instances.py; immutable)."""

    def copy(self) -> Self:
        """An independent copy; card definitions stay shared."""
        new = type(self)(
            players=self.players, variant=self.variant, definitions=self.definitions,
            cards=self.cards.copy(),
            sides={k: s.copy() for k, s in self.sides.items()},
            teams=self.teams, target_count=self.target_count,
            turn=self.turn, phase=self.phase, active=self.active, rival=self.rival,
            actor=self.actor, attacked=set(self.attacked), activa_used=set(self.activa_used),
            rapid_used=set(self.rapid_used), rested_by_effect=set(self.rested_by_effect),
            link=self.link, optional_pasivas=set(self.optional_pasivas),
            quick_revealable=set(self.quick_revealable), equipped=self.equipped,
            bio_sent=set(self.bio_sent), declared=self.declared, attacks=dict(self.attacks),
            redirectable=self.redirectable, quick_trigger_at=self.quick_trigger_at,
            attack_dealt=dict(self.attack_dealt),
            negated=set(self.negated), negated_effects=set(self.negated_effects),
            penalized=set(self.penalized), poisoned=self.poisoned,
            burnt=set(self.burnt), jugador_cards=set(self.jugador_cards),
            effects_declared=set(self.effects_declared),
            mark_points=dict(self.mark_points),
            mark_points_before=dict(self.mark_points_before),
            poison_early=set(self.poison_early),
            reached_fin=self.reached_fin, passed=self.passed,
            fin_recorded=set(self.fin_recorded),
            zero_flagged=set(self.zero_flagged), rapid_untimed=set(self.rapid_untimed),
            costs_paid=set(self.costs_paid), protected=dict(self.protected),
            equip_banned=set(self.equip_banned), taken_placed=set(self.taken_placed),
            fin_pasiva=self.fin_pasiva,
            fin_declared=set(self.fin_declared), turn_player_pasiva=self.turn_player_pasiva,
            moment=self.moment, extinction_key=self.extinction_key,
            declarations=self.declarations, zero_at_phase=self.zero_at_phase,
            pasiva_moment=dict(self.pasiva_moment), pasivas_declared=self.pasivas_declared,
            declared_at=dict(self.declared_at), raw_events=self.raw_events,
            vacancies=[Vacancy(v.player, v.slot, v.seq, v.late, v.effect)
                       for v in self.vacancies],
            rava_returned=set(self.rava_returned), rest_updates=dict(self.rest_updates),
            rest_update_turn=dict(self.rest_update_turn),
            claim_log=self.claim_log, pending_from=self.pending_from, lapsed=self.lapsed,
            claims_logged=self.claims_logged,
            quick_definitions=self.quick_definitions,
            duplicates=dict(self.duplicates),
            duplicates_late=set(self.duplicates_late), sent_by=dict(self.sent_by),
            turns_played=self.turns_played, over=self.over, winner=self.winner,
            shared=self.shared)
        return new

    # ------------------------------------------------------------------ queries
    def in_play(self, instance: str) -> bool:
        """On the field: a Zona Principal slot, the Protector in play, or equipment under one."""
        c = self.cards[instance]
        if c.zone == "attached":
            host = self.cards.get(c.host) if c.host is not None else None
            return host is not None and host.zone in ("main", "protector")
        return c.zone in ("main", "protector", "bio")

    def host_of(self, instance: str) -> str:
        """The card that acts for ``instance`` (a Rot acts with the card it equips)."""
        c = self.cards[instance]
        return c.host if c.zone == "attached" and c.host else instance

    def extinction_count(self, player: str) -> int:
        """Cards in the player's Extinción for the victory condition (Tokens never count, §4)."""
        return sum(1 for i in self.sides[player].extinction if self.cards[i].kind != "token")

    def team_of(self, player: str) -> list[str]:
        """The player's team in a Manada game (8.1); otherwise the player alone."""
        for team in self.teams:
            if player in team:
                return team
        return [player]

    def slot_of(self, instance: str) -> tuple[str, int] | None:
        """The field and slot index (0–2) of a card in a Zona Principal."""
        c = self.cards[instance]
        if c.zone != "main":
            return None
        side = self.sides[c.side]
        for i, occupant in enumerate(side.main):
            if occupant == instance:
                return c.side, i
        return None

    def field_cards(self, player: str) -> list[str]:
        """The player's cards on their field that have life: Protector and Zona Principal."""
        side = self.sides[player]
        out = [i for i in side.main if i is not None]
        if side.protector is not None:
            out.insert(0, side.protector)
        return out

    def owned_in_play(self, player: str) -> list[str]:
        """Every card owned by ``player`` on any field (slots and Protector)."""
        out: list[str] = []
        for side in self.sides.values():
            if side.protector is not None and self.cards[side.protector].owner == player:
                out.append(side.protector)
            out.extend(i for i in side.main if i is not None and self.cards[i].owner == player)
        return out
