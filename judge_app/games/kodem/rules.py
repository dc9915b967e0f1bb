"""The Kódem TCG 5.0 rules: apply one logged event to the table and say what it broke.

The replay follows match-log.md ("kodem", "kodem conventions", "kodem
multiplayer"): every event is applied as logged, even an illegal one; life,
descansos at Fin de Turno, Quemar (on declaring), Envenenar (at its owner's
Fin), the three cards milled with a Protector and the Extinción count are
derived, never logged.

Descansos: at the end of player X's turn (when the next ``turn`` starts) only
X's cards change: a card that attacked or used an Activa takes its ``rest``
(a Protector 3), a linked Protector 3 and its Adendei 1, a card that received
descansos by an effect this turn keeps them, every other resting card loses
one. A card of the rival that used an Activa-Rápida takes its ``rest`` at the
end of that same turn.

Reading the phases (§5): a log records only the phases in which something
was logged, so a forward skip (Batalla → Equipo, Previa → Fin, a ``pass``
with no ``phase previa`` before it, a ``turn`` with no ``phase fin``) is not
flagged; going back or repeating a phase is an error [5]. What a skipped
phase derives still happens: passing over Post (``phase`` past it, ``pass``
or the next ``turn``) runs the 5/post check of cards at 0 life at that event,
and a ``turn`` that arrives without ``phase fin`` runs the Fin de Turno of the
turn that ended (Envenenar, descansos) before the new one starts.

Missing fields: an event whose rules depend on who acts (``turn``,
``phase``, ``pass``, declarations, ``replace``, ``equip``, ``token``,
``rest_update`` … see ``NEEDS_PLAYER``) without ``player`` makes the log
unreadable: LogError at ``$.events[N].player``, never a guess. Resolutions
(``damage``, ``mark``, ``note`` …) replay without it.

Claims of infractions (6.7-P3, 6.7-P5), as this checker reads them: every
error flagged during play is an infraction that the players may claim during
the turn it happened and the next one. A claim is a ``note`` event with
``"claim": SEQ`` (or a list of seqs). Only a log that records claims at all
(some event carries ``"claim"``, even an empty list) is read for them: there,
an infraction still unclaimed when the turn after the next one starts is
reported again as a *warning* citing 6.7-P5 (it prescribes, though in a
tournament the judge may still act), at that ``turn`` event, for the
infractor, and a claim made after the window is a warning citing 6.7-P3 at
the ``note``. A log that records no claims says nothing about them: no
warning. A log that ends inside a window says nothing more.

Forgotten descansos (6.7-G15, 6.7-G16): the Fin de Turno update is derived,
so a logged ``rest_update`` without ``by`` is a late manual update. 6.7-G15
allows it (applied, one descanso less, not flagged). 6.7-G16 speaks of
"reiteradas ocasiones": the late updates a player logs in one turn are one
occasion (several cards forgotten at the same Fin), and from a player's second
occasion in the game on, the first late update of each occasion gets a warning
citing 6.7-G16 (repeated forgotten updates, the judge's discretion). A
``rest_update`` with ``by`` is an effect's: applied, never flagged, not counted.

Marks (6.1, §5 Batalla), as this checker reads them: Quemar's point is dealt in
the Pago de Costos subphase, once for the one Declaración in which a card
declares its attack and/or its Activa (as a cost shared by both is paid once,
6.6.3): a burnt card that attacks and uses its Activa in its own turn loses 1,
not 2; an Activa-Rápida is a declaration of its own. Quemar and Envenenar
damage is derived; a log that also writes it as a ``damage`` of kind ``mark``
records the derived point (not applied twice); mark damage that no derived
point of that turn covers is applied as logged with a 6.1 warning.

Effects on a card off the field (Mazo, Extinción, a substitute Protector in
reserve): ``heal``, ``mark``, ``scale``/``descend`` and ``rest`` are a 6.6 error,
like ``damage``, and are not applied: a Mazo card has no particular statistics
(6.7-G17) and Extinción removes marks (6.1).

Same name on one field (6.7-G2): when two revealed cards with the same
printed name (case and accents folded; Tokens left out) stand on one
player's field (Zona Principal and Protector, whoever owns them: a swap is
the usual way), a *warning* at the event that makes it so: the player must
send one to the bottom of its owner's Mazo (logged as ``rava_return`` of
that card, which is then not a Rava's once-a-game return; ``extinct``,
``hide`` or another swap also end it). If both are still there at the next
event that declares or starts something new (the actions of
``LATE_MAKING``), an *error* citing 6.7-G2, once. Not in the extended
format, whose 8.2 allows copies of a card.

Victory claims (§4, 8.1, 8.2): every ``game_end`` with a ``winner`` is checked
against the table, whatever its free-text ``reason`` ("extinction",
"Extinción", "same_name" …), except a reason that names a concession, a
penalty, time, a draw, the judge or a card's own victory text
(:func:`judge_reason`), which the table cannot check.

Token in place of the replacement (3.6, 5.3.2): the owner's ``pasiva`` or
``pasiva_rapida`` logged between the ``extinct`` and the ``token`` is the
effect that puts the Token there ("si el efecto de una carta en juego lo
especifica"), so the Token is not late; a Mazo ``replace`` after such a
Pasiva still is (the substitute comes before any other declaration).

Equipment (3.4): only Adendei are equipped (a Rava only with equipment that
says so); a Token or a Protector is refused even after attacking.

>>> from judge_app.games.kodem import GAME
>>> GAME.key, GAME.rulebook, GAME.variants[0]
('kodem', 'kodem-5.0', 'standard')
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, TypeAdapter
from typing_extensions import override

from judge_app.games.base import BoardView, Game
from judge_app.games.common import (
    Flags,
    GameEnd,
    check_player_keys,
    need,
    read_instances,
    split_instance,
)
from judge_app.games.dispatch import Actions
from judge_app.games.kodem import board as board_mod
from judge_app.games.kodem.board import KIND_LABELS
from judge_app.games.kodem.cards import (
    EVENT_MODELS,
    TOKEN_DEFAULT,
    Attack,
    BioExtinct,
    CardOnly,
    Cost,
    Damage,
    Effect,
    Equip,
    Extinct,
    Heal,
    KodemCard,
    KodemSetup,
    KodemSide,
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
from judge_app.games.kodem.deck import check_deck, check_deck_file
from judge_app.games.kodem.instances import prepare, quick_definitions, relabel, resolve, shared_ids
from judge_app.games.kodem.state import (
    SLOTS,
    CardInstance,
    Cards,
    Infraction,
    KodemState,
    PlayerSide,
    Vacancy,
)
from judge_app.games.kodem.variants import VARIANTS, variant_of
from judge_app.logs.errors import LogError, LogReferenceError
from judge_app.logs.loader import Event, MatchLog, load_cardset
from judge_app.violations import Severity, Violation

RULEBOOK = "kodem-5.0"
P1 = "6.7-P1"
PHASES = ("inicio", "previa", "batalla", "post", "equipo", "fin")
PHASE_ES = {"inicio": "Inicio", "previa": "Previa", "batalla": "Batalla", "post": "Post",
            "equipo": "Equipo", "fin": "Fin de Turno"}
#: Actions that declare or do something new: a pending replacement becomes late (5.3.2).
LATE_MAKING = frozenset({"reveal", "attack", "activa", "activa_rapida", "pasiva",
                         "pasiva_rapida", "link", "phase", "pass", "turn", "equip",
                         "bio_extinct", "rava_return", "rava_revive", "swap"})
#: A card text that adds damage ("+1 de daño", "+2 daño", "daño +1").
DAMAGE_BONUS = re.compile(r"\+\s*\d")
#: Declarations whose text may carry the "jugador(es)" exception of 8.1.
DECLARATIONS = frozenset({"attack", "activa", "activa_rapida", "pasiva", "pasiva_rapida"})
#: Actions that can make two same-name cards revealed on one field (6.7-G2).
DUPLICATE_MAKING = frozenset({"reveal", "swap", "replace", "rava_revive", "token"})
#: Actions a third player of a multiplayer turn may still log (8.1).
ANYONE = frozenset({"turn", "note", "game_end", "extinct", "replace", "show"})
#: Word stems of a game_end ``reason`` (folded: no case, no accents; a word starting with
#: one counts) that end a game by something other than the table: a concession, a
#: penalty, time, the victory text of a card (§4). Those claims are left to the judge;
#: every other reason (free text: "extinction", "Extinción", "10 cartas en Extinción",
#: "same_name" …) is checked against the table.
JUDGE_REASONS = ("conce", "rendi", "surrender", "abandon", "forfeit", "resign", "penal",
                 "loss", "descalif", "disqualif", "tiempo", "time", "draw", "empate", "judge",
                 "juez", "effect", "efecto", "text", "texto")


def says_jugador(state: KodemState, instance: str) -> bool:
    """True if the card's definition text names "jugador" or "jugadores" (8.1 rule 2)."""
    c = state.cards.get(instance)
    return c is not None and "jugador" in c.card.text.lower()


def judge_reason(reason: str | None) -> bool:
    """True if a game_end ``reason`` is one the table cannot check (left to the judge).

    >>> judge_reason("Concesión"), judge_reason("game_loss"), judge_reason("10 cartas en Extinción")
    (True, True, False)
    """
    words = re.split(r"[^a-z0-9]+", fold_name(reason or ""))
    return any(w.startswith(JUDGE_REASONS) for w in words if w)


#: Actions whose rules depend on who acts: without ``player`` the log is refused (LogError
#: at ``$.events[N].player``), never guessed. Others (resolutions, notes) replay without it.
NEEDS_PLAYER = frozenset({"turn", "phase", "pass", "attack", "activa", "activa_rapida",
                          "pasiva", "link", "replace", "equip", "bio_extinct", "rava_return",
                          "rava_revive", "token", "rest_update"})
POST = PHASES.index("post")
#: Card instance fields of the events (checked: an unknown one is an error of the log).
REF_FIELDS = ("card", "target", "protector", "equipment", "chosen")
REF_LISTS = ("targets", "drawn", "sacrifice", "bottom")

#: Per action, the instance fields its model has (looked up once, not per event).
_REFS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    action: (tuple(f for f in REF_FIELDS if f in model.model_fields),
             tuple(f for f in REF_LISTS if f in model.model_fields))
    for action, model in EVENT_MODELS.items()
}

_SIDES: TypeAdapter[dict[str, KodemSide]] = TypeAdapter(dict[str, KodemSide])


def fold_name(name: str) -> str:
    """A printed name compared without case or accents (6.7-G2).

    >>> fold_name("Itzal, Sombra") == fold_name("ITZAL, sombra") == fold_name("Ítzal, Sombra")
    True
    """
    text = unicodedata.normalize("NFKD", name.casefold())
    return " ".join("".join(ch for ch in text if not unicodedata.combining(ch)).split())


class _SetupExtra(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True)

    target_count: int | None = None
    teams: list[list[str]] | None = None


def raw_cards(log: MatchLog) -> dict[str, dict[str, Any]]:
    """The log's definitions as raw dicts: the card set, then the log's own over it."""
    out: dict[str, dict[str, Any]] = {}
    cardset = log.raw.get("cardset")
    if isinstance(cardset, str):
        out.update(load_cardset(cardset, log.source))
    own = log.raw.get("cards")
    if isinstance(own, dict):
        out.update(own)
    return out


#: The handler of every action (typed by its event model; judge_app/games/dispatch.py).
HANDLERS: Actions[Kodem, KodemState] = Actions("kodem")


class Kodem(Game[KodemState]):
    """Kódem TCG, Libro de Reglas Oficial 5.0: send 10 rival cards to Extinción."""

    key: ClassVar[str] = "kodem"
    rulebook: ClassVar[str] = RULEBOOK
    title: ClassVar[str] = "Kódem TCG 5.0"
    variants: ClassVar[tuple[str, ...]] = tuple(VARIANTS)
    card_model = KodemCard
    event_models = EVENT_MODELS
    handlers = HANDLERS

    # ------------------------------------------------------------------ setup
    @override
    def parse_setup(self, raw: Any, players: Sequence[str], variant: str) -> KodemSetup:
        extra = _SetupExtra.model_validate(raw)
        sides = _SIDES.validate_python(
            {k: v for k, v in raw.items() if k not in ("target_count", "teams")})
        return KodemSetup(sides=sides, target_count=extra.target_count, teams=extra.teams)

    @override
    def validate_log(self, log: MatchLog) -> None:
        setup: KodemSetup = log.setup
        check_player_keys(log, setup.sides)
        for t, team in enumerate(setup.teams or []):
            for i, player in enumerate(team):
                if player not in log.player_ids:
                    raise LogError(log.source, f"$.setup.teams[{t}][{i}]",
                                   f"unknown player {player!r}")
        prepare(log)  # bare ids shared by several players → internal ID@PLAYER (instances.py)
        self._instances(log)

    @staticmethod
    def _instances(log: MatchLog) -> dict[str, dict[str, list[tuple[str, str]]]]:
        """Every zone of every side as (instance, definition); LogError for a bad entry."""
        setup: KodemSetup = log.setup
        seen: dict[str, str] = {}
        out: dict[str, dict[str, list[tuple[str, str]]]] = {}
        for player in log.player_ids:
            side = setup.sides[player]
            zones: dict[str, list[tuple[str, str]]] = {}
            for zone in ("protectors", "main", "deck", "equipment", "tokens"):
                zones[zone] = read_instances(getattr(side, zone), log.cards, log.source,
                                             f"$.setup.{player}.{zone}", seen)
            bio = [side.bio] if side.bio else []
            zones["bio"] = read_instances(bio, log.cards, log.source,
                                          f"$.setup.{player}.bio", seen)
            out[player] = zones
        return out

    @override
    def initial_state(self, log: MatchLog) -> KodemState:
        setup: KodemSetup = log.setup
        defs: Mapping[str, KodemCard] = log.cards
        cards: dict[str, CardInstance] = {}
        sides: dict[str, PlayerSide] = {}
        for player, zones in self._instances(log).items():
            def make(instance: str, definition: str, zone: str, p: str = player) -> str:
                cards[instance] = CardInstance.new(instance, definition, p, defs[definition],
                                                   zone)
                return instance

            protectors = [make(i, d, "reserve") for i, d in zones["protectors"]]
            main_list = [make(i, d, "main") for i, d in zones["main"]]
            deck = [make(i, d, "deck") for i, d in zones["deck"]]
            main: list[str | None] = list(main_list[:3]) + [None] * max(0, 3 - len(main_list))
            deck = main_list[3:] + deck
            for extra in main_list[3:]:
                cards[extra].zone = "deck"
            equipment = [make(i, d, "equipment") for i, d in zones["equipment"]]
            for i, d in zones["tokens"]:
                make(i, d, "offboard")
            bio = [make(i, d, "bio") for i, d in zones["bio"]]
            protector = protectors[0] if protectors else None
            if protector is not None:
                cards[protector].zone = "protector"
            sides[player] = PlayerSide(player, protector, protectors[1:], main, deck,
                                       equipment=equipment, bio=bio[0] if bio else None)
        return KodemState(shared=shared_ids(log),
                          players=list(log.player_ids), variant=log.variant, definitions=defs,
                          cards=Cards(cards), sides=sides, teams=setup.teams or [],
                          target_count=setup.target_count,
                          claims_logged=any(isinstance(e, dict) and "claim" in e
                                            for e in log.raw_events),
                          quick_definitions=frozenset(
                              cards[e["card"]].definition
                              for e in log.raw_events if isinstance(e, dict)
                              and e.get("action") == "pasiva_rapida"
                              and isinstance(e.get("card"), str) and e["card"] in cards)
                          | quick_definitions(log, cards))

    @override
    def setup_problems(self, log: MatchLog) -> list[Violation]:
        setup: KodemSetup = log.setup
        cards = raw_cards(log)
        found: list[Violation] = []
        for player in log.player_ids:
            side = log.raw["setup"][player]
            found.extend(check_deck(side, cards, log.variant, player=player, seq=0,
                                    source=log.source, path=f"$.setup.{player}"))
        flags = Flags(RULEBOOK, 0, None)
        count = len(log.player_ids)
        variant = VARIANTS[log.variant]
        fewest, most = variant.players
        if variant.multiplayer:
            if not fewest <= count <= most:
                flags.error(variant.section, f"El formato multijugador es de {fewest} a {most} "
                            f"jugadores; hay {count}.", f"The multiplayer format is for {fewest} "
                            f"to {most} players; there are {count}.")
            if variant.needs_target_count and setup.target_count is None:
                flags.error("8.1", f"La variante {log.variant} necesita 'target_count' (las "
                            "cartas a enviar a Extinción para ganar).",
                            f"The {log.variant} variant needs 'target_count' (the cards to send "
                            "to Extinción to win).")
            if variant.teams:
                teams = setup.teams or []
                sizes = {len(t) for t in teams}
                listed = sorted(p for t in teams for p in t)
                if len(teams) < 2 or len(sizes) != 1 or listed != sorted(log.player_ids):
                    flags.error("8.1", "En Manada los jugadores forman equipos con el mismo "
                                "número de integrantes, y cada jugador está en uno.",
                                "In Manada the players form teams of the same size, each player "
                                "in exactly one.")
        elif not fewest <= count <= most:
            flags.error("4", f"La partida {log.variant} es de {fewest} jugadores; hay {count}.",
                        f"A {log.variant} game is for {fewest} players; there are {count}.")
        return found + flags.found

    @override
    def deck_problems(self, deck: Mapping[str, Any], source: str = "<deck>") -> list[Violation]:
        return check_deck_file(deck, source)

    # ---------------------------------------------------------------- helpers
    @staticmethod
    def _nm(state: KodemState, instance: str) -> str:
        c = state.cards.get(instance)
        return f"{c.name} ({instance})" if c is not None and c.name != instance else instance

    @staticmethod
    def _check_refs(state: KodemState, event: Event) -> None:
        fields, lists = _REFS.get(event.action, ((), ()))
        args = event.args
        cards = state.cards
        for name in fields:
            value = getattr(args, name)
            if value is not None and value not in cards:
                need(cards, value, name)
        for name in lists:
            values = getattr(args, name)
            if values:
                for i, value in enumerate(values):
                    if value not in cards:
                        need(cards, value, f"{name}[{i}]")

    @staticmethod
    def _amount(flags: Flags, amount: int, section: str, what_es: str, what_en: str) -> int:
        """A logged ``amount`` below 0 is a violation of ``section`` (read as 0, nothing
        applied): match-log.md Clarifications, "Format or rule"."""
        if amount >= 0:
            return amount
        flags.error(section, f"{what_es} con cantidad {amount}: una cantidad negativa no es "
                    "una jugada posible (no se aplica).",
                    f"{what_en} with amount {amount}: a negative amount is not a possible "
                    "play (nothing applied).")
        return 0

    def _multi(self, state: KodemState) -> bool:
        return variant_of(state).multiplayer

    def _outside_rival(self, state: KodemState, targets: Iterable[str], text: str = "",
                       event: Event | None = None) -> str | None:
        """The first target on the field of a player other than the turn's two (8.1).

        None when the card's text says "jugador"/"jugadores" (8.1 rule 2): the text of the
        declaring event or of the card definition, for the declaration and for every
        resolution whose ``source`` (or ``by``) is that card (match-log.md Clarifications).
        """
        if not self._multi(state) or "jugador" in text.lower():
            return None
        if event is not None:
            card = getattr(event.args, "card", None) if event.action in DECLARATIONS else None
            source = getattr(event.args, "source", None) or getattr(event.args, "by", None)
            for who in (card, source):
                if isinstance(who, str) and (who in state.jugador_cards
                                             or says_jugador(state, who)):
                    return None
        allowed = (state.active, state.rival)
        for t in targets:
            if state.cards[t].side not in allowed:
                return t
        return None

    def _flag_rival(self, state: KodemState, flags: Flags, target: str,
                    penalty: str | None = None) -> None:
        side = state.cards[target].side
        flags.error("8.1", f"{self._nm(state, target)} es de {side}, pero el rival elegido este "
                    f"turno es {state.rival}: en multijugador solo se interactúa con ese rival.",
                    f"{self._nm(state, target)} belongs to {side}, but this turn's chosen rival "
                    f"is {state.rival}: in multiplayer one interacts only with that rival.",
                    penalty=penalty)

    def _detach(self, state: KodemState, instance: str) -> tuple[str, int] | None:
        """Take a card out of wherever it is; return (field, slot) if it left a slot."""
        c = state.cards[instance]
        side = state.sides[c.side]
        own = state.sides[c.owner]
        left: tuple[str, int] | None = None
        zone = c.zone
        if zone == "main":
            for i, occupant in enumerate(side.main):
                if occupant == instance:
                    side.main[i] = None
                    left = (c.side, i)
        elif zone == "protector":
            for s in state.sides.values():
                if s.protector == instance:
                    s.protector = None
        elif zone == "attached" and c.host is not None:
            host = state.cards[c.host]
            host.attached = tuple(x for x in host.attached if x != instance)
            c.host = None
        elif zone == "bio":
            for s in state.sides.values():
                if s.bio == instance:
                    s.bio = None
        else:
            zone_list = {"reserve": own.reserve, "deck": own.deck, "extinction": own.extinction,
                         "equipment": own.equipment, "gone": own.gone}.get(zone)
            if zone_list is not None and instance in zone_list:
                zone_list.remove(instance)
        c.zone = "offboard"
        c.side = c.owner
        return left

    def _reset(self, c: CardInstance) -> None:
        """A card entering the field fresh: full life, no descansos, base damage, no marks."""
        c.life = c.card.max_life
        c.rests = 0 if c.card.max_rests is not None else None
        c.damage = c.card.base_damage
        c.marks = ()

    def _unequip(self, state: KodemState, c: CardInstance) -> None:
        """Equipment under ``c`` goes back to its owner's Zona de Equipo."""
        for eq in c.attached:
            e = state.cards[eq]
            e.host = None
            e.zone = "equipment"
            e.hidden = True
            state.sides[e.owner].equipment.append(eq)
        c.attached = ()

    def _to_extinction(self, state: KodemState, instance: str) -> None:
        """Send a card to its owner's Extinción, with what follows it (3.2, 3.4, 3.6)."""
        c = state.cards[instance]
        was_protector = c.zone == "protector"
        rests = c.rests
        left = self._detach(state, instance)
        if left is not None:
            state.vacancies.append(Vacancy(left[0], left[1], 0))
        for eq in c.attached:
            e = state.cards[eq]
            e.host = None
            e.zone = "extinction"
            e.hidden = False
            state.sides[e.owner].extinction.append(eq)
        c.attached = ()
        c.marks = ()
        owner = state.sides[c.owner]
        if c.kind == "token":
            c.zone = "gone"
            state.cards.retire(instance)  # never copied again (Cards)
            return
        c.zone = "extinction"
        c.hidden = False
        owner.extinction.append(instance)
        if c.owner != state.active and state.active is not None:
            state.sent_by[state.active] = state.sent_by.get(state.active, 0) + 1
        if was_protector:
            milled = owner.deck[:3]
            del owner.deck[:3]
            for instance_m in milled:
                m = state.cards[instance_m]
                m.zone = "extinction"
                m.hidden = False
                owner.extinction.append(instance_m)
            if c.owner != state.active and state.active is not None:
                state.sent_by[state.active] += len(milled)
            if owner.protector is None and owner.reserve:
                sub = owner.reserve.pop(0)
                s = state.cards[sub]
                s.zone = "protector"
                s.life = s.card.max_life
                s.rests = rests
                owner.protector = sub
        self._check_out(state, c.owner)

    def _check_out(self, state: KodemState, player: str) -> None:
        """Jungla (8.1): 6 cards in Extinción put a player out; their cards leave play."""
        side = state.sides[player]
        out_at = variant_of(state).out_at
        if out_at is None or side.out or state.extinction_count(player) < out_at:
            return
        side.out = True
        on_field = [i for i in (side.protector, side.bio, *side.main) if i is not None]
        for instance in on_field:
            self._detach(state, instance)
            state.cards[instance].zone = "gone"
            side.gone.append(instance)
        state.vacancies = [v for v in state.vacancies if v.player != player]

    def _place(self, state: KodemState, instance: str, player: str, slot: int,
               hidden: bool) -> None:
        c = state.cards[instance]
        self._detach(state, instance)
        occupant = state.sides[player].main[slot]
        if occupant is not None:
            self._detach(state, occupant)
            o = state.cards[occupant]
            o.zone = "deck"
            state.sides[o.owner].deck.append(occupant)
        c.zone = "main"
        c.side = player
        c.hidden = hidden
        self._reset(c)
        state.sides[player].main[slot] = instance

    def _fill(self, state: KodemState, player: str, slot: int) -> Vacancy | None:
        """Take the pending vacancy of that slot (if any)."""
        for vac in state.vacancies:
            if vac.player == player and vac.slot == slot:
                state.vacancies.remove(vac)
                return vac
        return None

    def _add_rests(self, c: CardInstance, amount: int) -> None:
        if c.rests is not None and c.card.max_rests is not None:
            c.rests = min(c.card.max_rests, c.rests + amount)

    def _burn(self, state: KodemState, c: CardInstance, once: bool = True) -> None:
        """Quemar: 1 point of damage on declaring an attack or Activa (6.1).

        ``once``: a card's attack and its Activa in its own turn are one declaration
        (§5 Batalla: the Quemar point is dealt in the one Pago de Costos subphase), so
        Quemar hits it once a turn for them; an Activa-Rápida is a declaration of its own.
        """
        if "quemar" not in c.marks or not c.life:
            return
        if once:
            if c.instance in state.burnt:
                return
            state.burnt.add(c.instance)
        c.life -= 1
        state.mark_points[c.instance] = state.mark_points.get(c.instance, 0) + 1

    def _poison(self, state: KodemState) -> None:
        """Envenenar: 1 point of damage to the turn player's poisoned cards at Fin (6.1)."""
        state.poisoned = True
        if state.active is None:
            return
        for instance in state.owned_in_play(state.active):
            c = state.cards[instance]
            if "envenenar" in c.marks and c.life:
                c.life -= 1
                state.mark_points[instance] = state.mark_points.get(instance, 0) + 1

    def _enter_fin(self, state: KodemState) -> None:
        state.reached_fin = True
        if not state.poisoned:
            self._poison(state)

    def _update_rests(self, state: KodemState, player: str) -> None:
        """Fin de Turno, item 6 (5, 5.1): the turn player's descansos."""
        protector, linked = state.link or (None, None)
        acted = state.attacked | state.activa_used
        for instance in state.owned_in_play(player):
            c = state.cards[instance]
            if c.rests is None or c.card.max_rests is None:
                continue
            top = c.card.max_rests
            if instance == protector:
                c.rests = 3
            elif instance in acted:
                c.rests = min(top, max(c.card.rest_value, 1 if instance == linked else 0))
            elif instance == linked:
                c.rests = min(top, 1)
            elif instance in state.rested_by_effect:
                pass
            elif c.rests > 0:
                c.rests -= 1
        for instance in state.rapid_used:
            c = state.cards[instance]
            if c.owner != player and c.rests is not None and c.card.max_rests is not None:
                c.rests = min(c.card.max_rests, c.card.rest_value)

    def _next_player(self, state: KodemState) -> str | None:
        live = [p for p in state.players if not state.sides[p].out]
        if state.active is None:
            return state.players[0] if self._multi(state) else None
        order = state.players
        i = order.index(state.active)
        for step in range(1, len(order) + 1):
            p = order[(i + step) % len(order)]
            if p in live:
                return p
        return None

    # ------------------------------------------------------------ 6.7-G2
    def _duplicate_names(self, state: KodemState) -> dict[tuple[str, str], list[str]]:
        """Revealed cards sharing a printed name on one player's field (6.7-G2).

        The field is the Zona Principal and the Protector in play, whoever owns the cards
        (a swap, 6.4, is how it usually happens). Tokens are left out: several Tokens of one
        effect share a name without being printed cards.
        """
        out: dict[tuple[str, str], list[str]] = {}
        for player, side in state.sides.items():
            seen: dict[str, list[str]] = {}
            for instance in (side.protector, *side.main):
                if instance is None:
                    continue
                c = state.cards[instance]
                if c.hidden or c.kind == "token":
                    continue
                seen.setdefault(fold_name(c.name), []).append(instance)
            for name, instances in seen.items():
                if len(instances) > 1:
                    out[(player, name)] = instances
        return out

    def _duplicates(self, state: KodemState, event: Event, flags: Flags) -> None:
        """6.7-G2: a warning where two same-name cards become revealed on one field, an error
        if they are still both there when something new is declared (``LATE_MAKING``)."""
        if not state.duplicates and event.action not in DUPLICATE_MAKING:
            return
        found = self._duplicate_names(state)
        for key in [k for k in state.duplicates if k not in found]:
            del state.duplicates[key]
            state.duplicates_late.discard(key)
        for key, instances in found.items():
            player = key[0]
            names = ", ".join(self._nm(state, i) for i in instances)
            if key not in state.duplicates:
                state.duplicates[key] = event.seq
                flags.warning("6.7-G2", f"{player} tiene reveladas en su campo cartas con el "
                              f"mismo nombre ({names}): debe enviar una al fondo del Mazo.",
                              f"{player} has revealed cards with the same name on their field "
                              f"({names}): one must go to the bottom of the Mazo.",
                              player=player)
            elif event.action in LATE_MAKING and key not in state.duplicates_late:
                state.duplicates_late.add(key)
                flags.error("6.7-G2", f"Las cartas con el mismo nombre del campo de {player} "
                            f"({names}, desde el evento {state.duplicates[key]}) siguen ahí: "
                            "una debía enviarse al fondo del Mazo antes de seguir jugando.",
                            f"The same-name cards on {player}'s field ({names}, since event "
                            f"{state.duplicates[key]}) are still there: one had to go to the "
                            "bottom of the Mazo before play went on.", player=player)

    # ----------------------------------------------------------------- apply
    @override
    def apply(self, state: KodemState, event: Event) -> list[Violation]:
        flags = Flags(RULEBOOK, event.seq, event.player)
        action = event.action
        state.cards.now = event.seq  # what Tokens had left the game by now (Cards)
        if event.player is None and action in NEEDS_PLAYER:
            raise LogReferenceError("player", "", f"a {action!r} event needs 'player' (the "
                                    "player who acts)")
        event = resolve(state, event)  # bare shared ids → the copy they name (instances.py)
        self._check_refs(state, event)
        if state.vacancies and action in LATE_MAKING:
            for vac in state.vacancies:
                if action in ("pasiva", "pasiva_rapida") and vac.player == event.player:
                    vac.effect = True  # the effect that puts a Token there (3.6)
                else:
                    vac.late = True
        if (self._multi(state) and action not in ANYONE and event.player is not None
                and state.active is not None
                and event.player not in (state.active, state.rival)):
            flags.error("8.1", f"{event.player} actúa en el turno de {state.active}, cuyo rival "
                        f"es {state.rival}: solo esos dos jugadores interactúan este turno.",
                        f"{event.player} acts in {state.active}'s turn, whose rival is "
                        f"{state.rival}: only those two players interact this turn.")
        if action in ("activa", "activa_rapida", "pasiva", "pasiva_rapida") and event.player:
            state.effects_declared.add(event.player)
        if action in DECLARATIONS and self._multi(state):
            card = getattr(event.args, "card", None)
            text = getattr(event.args, "text", None)
            if isinstance(card, str) and ((isinstance(text, str) and "jugador" in text.lower())
                                          or says_jugador(state, card)):
                state.jugador_cards.add(card)  # its resolutions this turn: 8.1 exception
        HANDLERS.dispatch(self, state, event, flags)
        if variant_of(state).same_name_rule:
            self._duplicates(state, event, flags)
        if state.claims_logged:
            state.claim_log.add(event.seq, [
                Infraction(event.seq, state.turn, v.player, v.section)
                for v in flags.found if v.severity is Severity.ERROR])
        return relabel(state, flags.found)

    # --- turns and phases
    @HANDLERS.handles("turn", Turn)
    def _on_turn(self, state: KodemState, event: Event, args: Turn,
                 flags: Flags) -> None:
        player = str(event.player)
        previous = state.active
        if previous is not None and not state.over:
            self._close_turn(state, flags)
        multi = self._multi(state)
        expected = self._next_player(state)
        if state.sides[player].out:
            flags.error("8.1", f"{player} ya quedó fuera de la partida (6 cartas en Extinción) "
                        "y no juega más turnos.",
                        f"{player} is already out of the game (6 cards in Extinción) and plays "
                        "no more turns.")
        elif expected is not None and player != expected:
            flags.error("8.1" if multi else "5",
                        f"Juega {player}, pero el turno le toca a {expected}.",
                        f"{player} plays, but it is {expected}'s turn.")
        rival = args.rival
        if rival is not None and rival not in state.sides:
            raise LogReferenceError("rival", rival, f"unknown player {rival!r}")
        if multi:
            if (rival is None or rival == player or state.sides[rival].out
                    or rival in state.team_of(player)):
                flags.error("8.1", f"Al inicio de cada turno {player} elige un rival en juego "
                            f"(no de su manada) con quien interactuar; el registro dice "
                            f"{rival!r}.",
                            f"At the start of each turn {player} chooses one rival still in "
                            f"the game (not of their own pack) to interact with; the log says "
                            f"{rival!r}.")
        else:
            others = [p for p in state.players if p != player]
            rival = others[0] if len(others) == 1 else rival
        new_turn = event.turn if event.turn is not None else state.turn + 1
        self._prescribe(state, flags, new_turn, event.seq)
        state.turn = new_turn
        state.active = player
        state.rival = rival
        state.phase = "inicio"
        state.actor = None
        state.link = None
        state.equipped = state.declared = state.poisoned = state.reached_fin = False
        for bucket in (state.attacked, state.activa_used, state.rapid_used,
                       state.rested_by_effect, state.optional_pasivas, state.quick_revealable,
                       state.bio_sent, state.negated, state.penalized, state.zero_flagged,
                       state.burnt, state.jugador_cards, state.effects_declared):
            bucket.clear()
        state.attacks.clear()
        state.mark_points.clear()

    def _close_turn(self, state: KodemState, flags: Flags) -> None:
        """Fin de Turno of the turn that ends: Envenenar, descansos, unfilled slots."""
        previous = state.active
        if self._phase_index(state.phase) <= POST:
            self._zero_life(state, flags)  # the turn passes over Post (a forward skip)
        if not state.poisoned:
            self._poison(state)
        for v in state.vacancies:
            if state.sides[v.player].deck:
                flags.error("5.3", f"El espacio {SLOTS[v.slot]} de {v.player} quedó vacío: "
                            "la carta que deja la Zona Principal se reemplaza de inmediato.",
                            f"{v.player}'s slot {SLOTS[v.slot]} stayed empty: a card leaving "
                            "the Zona Principal is replaced at once.", player=v.player)
        state.vacancies.clear()
        if previous is not None:
            self._update_rests(state, previous)
        state.turns_played += 1

    def _prescribe(self, state: KodemState, flags: Flags, new_turn: int, seq: int) -> None:
        """6.7-P5: infractions unclaimed in their turn and the next one prescribe.

        Only the errors still inside their window are visited (from ``pending_from``,
        those flagged before this event): checking stays linear in the log.
        """
        if not state.claims_logged:
            return  # a log without claims says nothing about them
        log = state.claim_log
        errors = log.infractions
        warned: set[tuple[int, str | None]] = set()
        lapsed = set(state.lapsed)
        start = state.pending_from
        prefix = True
        for i in range(start, len(errors)):
            inf = errors[i]
            if inf.seq >= seq:
                break
            done = inf.seq in lapsed or log.claimed(inf.seq, seq) or inf.turn <= new_turn - 2
            if prefix and done:
                state.pending_from = i + 1
                lapsed.discard(inf.seq)
            else:
                prefix = False
            if inf.seq in state.lapsed or log.claimed(inf.seq, seq) or inf.turn > new_turn - 2:
                continue
            if not prefix:
                lapsed.add(inf.seq)
            if (inf.seq, inf.player) in warned:
                continue
            warned.add((inf.seq, inf.player))
            flags.warning("6.7-P5", f"La infracción del evento {inf.seq} (§{inf.section}) no se "
                          "reclamó ni en su turno ni en el siguiente: prescribe, salvo que el "
                          "juez decida intervenir en un torneo.",
                          f"The infraction at event {inf.seq} (§{inf.section}) was not claimed "
                          "in its turn nor the next one: it lapses, unless the judge decides to "
                          "step in at a tournament.", player=inf.player)
        state.lapsed = frozenset(lapsed)

    @staticmethod
    def _phase_index(phase: str | None) -> int:
        """Position of a phase in PHASES; -1 before the first turn."""
        return PHASES.index(phase) if phase in PHASES else -1

    @HANDLERS.handles("phase", PhaseEvent)
    def _on_phase(self, state: KodemState, event: Event, args: PhaseEvent,
                  flags: Flags) -> None:
        new, current = args.phase, state.phase
        at, to = self._phase_index(current), PHASES.index(new)
        if event.player != state.active:
            flags.error("5", f"{event.player} cambia de fase en el turno de {state.active}.",
                        f"{event.player} changes the phase in {state.active}'s turn.")
        elif current is None:
            flags.error("5", f"Pasa a {PHASE_ES[new]} antes de que empiece un turno.",
                        f"Goes to the {new} phase before any turn has started.")
        elif to <= at:
            again_es = "repite" if to == at else "vuelve a"
            again_en = "repeats" if to == at else "goes back to"
            flags.error("5", f"En {PHASE_ES.get(current, current)} {again_es} "
                        f"{PHASE_ES[new]}: las fases van Inicio, Previa, Batalla, Post, Equipo, "
                        "Fin, sin volver atrás.",
                        f"In the {current} phase it {again_en} {new}: the phases are Inicio, "
                        "Previa, Batalla, Post, Equipo, Fin, never backwards.")
        if (current == "post" and new != "post") or at < POST < to:
            self._zero_life(state, flags)
        state.phase = new
        if new == "fin":
            self._enter_fin(state)

    def _zero_life(self, state: KodemState, flags: Flags) -> None:
        """5/post: a card at 0 vida goes to Extinción in Post, before anything else."""
        for side in state.sides.values():
            for instance in (side.protector, *side.main):
                if instance is None or instance in state.zero_flagged:
                    continue
                c = state.cards[instance]
                if c.life == 0:
                    state.zero_flagged.add(instance)
                    flags.error("5/post", f"{self._nm(state, instance)} tiene 0 de vida y sigue "
                                "en juego al terminar la Fase Post; debía ir a Extinción y "
                                "reemplazarse.",
                                f"{self._nm(state, instance)} has 0 life and is still in play "
                                "when the Post phase ends; it had to go to Extinción and be "
                                "replaced.", player=c.owner)

    @HANDLERS.handles("pass", Pass)
    def _on_pass(self, state: KodemState, event: Event, args: Pass,
                 flags: Flags) -> None:
        if event.player != state.active:
            flags.error("5", f"{event.player} pasa el turno de {state.active}.",
                        f"{event.player} passes {state.active}'s turn.")
        elif state.phase not in ("inicio", "previa"):
            flags.error("5", f"Pasa turno en {PHASE_ES.get(state.phase or '', state.phase)}: "
                        "pasar turno se declara en la Fase Previa.",
                        f"Passes the turn in the {state.phase} phase: passing is declared in "
                        "the Previa phase.")
        if self._phase_index(state.phase) <= POST:
            self._zero_life(state, flags)
        state.phase = "fin"
        self._enter_fin(state)

    # --- faces
    @HANDLERS.handles("reveal", Reveal)
    def _on_reveal(self, state: KodemState, event: Event, args: Reveal,
                   flags: Flags) -> None:
        c = state.cards[args.card]
        name = self._nm(state, args.card)
        if c.kind == "protector":
            flags.error("3.2", f"Revela a {name}: un Protector nunca se considera oculto ni "
                        "revelado y no puede ser revelado.",
                        f"Reveals {name}: a Protector is never hidden nor revealed and cannot "
                        "be revealed.")
        elif c.zone == "deck":
            flags.error("6.7-G17", f"Revela a {name}, que está en el Mazo Principal: las cartas "
                        "del Mazo no se revelan (solo se muestran).",
                        f"Reveals {name}, which is in the Mazo Principal: cards in the Mazo are "
                        "never revealed (only shown).")
        elif not state.in_play(args.card):
            flags.error("6.6", f"Revela a {name}, que no está en el campo.",
                        f"Reveals {name}, which is not on the field.")
        elif args.by is None:
            self._reveal_timing(state, event, flags, c, name)
        if c.zone == "attached" and c.host is not None and c.hidden:
            host = state.cards[c.host]
            same = [e for e in host.attached if e != args.card
                    and state.cards[e].kind == c.kind and not state.cards[e].hidden]
            if same and not host.card.extra_equipment:
                flags.error("3.4/multiples", f"Revela {name} bajo {self._nm(state, c.host)}, "
                            f"que ya tiene otro {c.kind} revelado: con 2 del mismo tipo uno debe "
                            "seguir oculto.",
                            f"Reveals {name} under {self._nm(state, c.host)}, which already has "
                            f"another revealed {c.kind}: with 2 of a kind one must stay hidden.")
        c.hidden = False

    def _reveal_timing(self, state: KodemState, event: Event, flags: Flags,
                       c: CardInstance, name: str) -> None:
        phase = state.phase
        if c.owner == state.active:
            if phase != "previa":
                flags.error("5", f"Revela a {name} en {PHASE_ES.get(phase or '', phase)}: el "
                            "jugador en turno revela sus cartas en la Fase Previa.",
                            f"Reveals {name} in the {phase} phase: the turn player reveals "
                            "cards in the Previa phase.")
            return
        if phase == "batalla" and state.declared:
            return  # a response to an attack or Activa (5/batalla, Respuesta rival)
        if (c.card.has_pasiva_rapida or c.instance in state.quick_revealable
                or c.definition in state.quick_definitions):
            return
        flags.error("5/previa", f"{c.owner} revela a {name} en el turno rival sin que tenga "
                    "Pasiva-Rápida ni responda a un ataque o Activa.",
                    f"{c.owner} reveals {name} in the rival's turn although it has no "
                    "Pasiva-Rápida and does not answer an attack or Activa.", player=c.owner)

    @HANDLERS.handles("hide", CardOnly)
    def _on_hide(self, state: KodemState, event: Event, args: CardOnly,
                 flags: Flags) -> None:
        c = state.cards[args.card]
        name = self._nm(state, args.card)
        if c.kind == "protector":
            flags.error("3.2", f"Oculta a {name}: un Protector no puede ser ocultado por ningún "
                        "efecto.", f"Hides {name}: a Protector cannot be hidden by any effect.")
        elif c.kind == "token":
            flags.error("3.6", f"Oculta a {name}: un Token no puede ser ocultado.",
                        f"Hides {name}: a Token cannot be hidden.")
        elif c.zone == "extinction":
            flags.error("9", f"Oculta a {name}, que está en Extinción: esas cartas no pueden "
                        "ser ocultadas.", f"Hides {name}, which is in Extinción: those cards "
                        "cannot be hidden.")
        else:
            target = self._outside_rival(state, [args.card], event=event)
            if target is not None:
                self._flag_rival(state, flags, target)
        c.hidden = True
        if c.zone == "main":
            self._unequip(state, c)
            c.damage = c.card.base_damage

    # --- declarations
    def _declaration_common(self, state: KodemState, event: Event, flags: Flags, card: str,
                            what_es: str, what_en: str) -> bool:
        """Phase, turn, presence and face of a card that attacks or uses an Activa."""
        c = state.cards[card]
        name = self._nm(state, card)
        if event.player != state.active:
            flags.error("5", f"{event.player} declara {what_es} con {name} fuera de su turno.",
                        f"{event.player} declares {what_en} with {name} outside their turn.",
                        penalty=P1)
        elif state.phase != "batalla":
            flags.error("5", f"Declara {what_es} con {name} en "
                        f"{PHASE_ES.get(state.phase or '', state.phase)}: solo se declara en la "
                        "Fase de Batalla.",
                        f"Declares {what_en} with {name} in the {state.phase} phase: it is "
                        "declared only in the Batalla phase.", penalty=P1)
        elif not state.in_play(card) or c.owner != event.player:
            flags.error("6.6", f"{name} declara {what_es} sin estar en el campo de "
                        f"{event.player}: solo cartas en juego pueden usarse.",
                        f"{name} declares {what_en} without being on {event.player}'s field: "
                        "only cards in play can be used.", penalty=P1)
        elif c.hidden:
            flags.error("6.7-G5", f"{name} está oculta: una carta oculta no se considera de "
                        f"ningún tipo y solo las reveladas usan efectos o atacan.",
                        f"{name} is hidden: a hidden card is of no type, and only revealed "
                        "cards use effects or attack.", penalty=P1)
        else:
            return True
        return False

    def _resting(self, state: KodemState, flags: Flags, card: str, what_es: str,
                 what_en: str) -> bool:
        c = state.cards[card]
        if c.rests:
            flags.error("5.1", f"{self._nm(state, card)} declara {what_es} con {c.rests} "
                        "descanso(s): una carta en descanso no ataca ni usa Activas.",
                        f"{self._nm(state, card)} declares {what_en} with {c.rests} "
                        "descanso(s): a resting card neither attacks nor uses Activas.",
                        penalty=P1)
            return True
        return False

    def _after_link(self, state: KodemState, flags: Flags, card: str, what_es: str,
                    what_en: str) -> bool:
        if state.link is not None and card not in state.link:
            flags.error("3.2", f"{self._nm(state, card)} declara {what_es} en el turno en que "
                        "se usó el Vínculo Odémico: ese turno ninguna otra carta ataca ni usa "
                        "Activa.",
                        f"{self._nm(state, card)} declares {what_en} in the turn the Vínculo "
                        "Odémico was used: that turn no other card attacks or uses an Activa.",
                        penalty=P1)
            return True
        return False

    def _second_card(self, state: KodemState, flags: Flags, card: str, what_es: str,
                     what_en: str) -> bool:
        if state.actor is not None and state.actor != card:
            flags.error("5/batalla", f"{self._nm(state, card)} declara {what_es}, pero "
                        f"{self._nm(state, state.actor)} ya atacó o usó Activa este turno: "
                        "solo 1 carta por turno.",
                        f"{self._nm(state, card)} declares {what_en}, but "
                        f"{self._nm(state, state.actor)} already attacked or used an Activa this "
                        "turn: only 1 card a turn.", penalty=P1)
            return True
        return False

    @HANDLERS.handles("attack", Attack)
    def _on_attack(self, state: KodemState, event: Event, args: Attack,
                   flags: Flags) -> None:
        card = args.card
        c = state.cards[card]
        targets = args.all_targets()
        for i, t in enumerate(targets):
            need(state.cards, t, f"targets[{i}]" if i < len(args.targets) else "target")
        ok = (self._declaration_common(state, event, flags, card, "ataque", "an attack")
              and not self._after_link(state, flags, card, "ataque", "an attack")
              and not self._second_card(state, flags, card, "ataque", "an attack"))
        if ok and card in state.attacked:
            flags.error("5/batalla", f"{self._nm(state, card)} declara un segundo ataque este "
                        "turno: se ataca con 1 carta, una vez (un ataque múltiple es 1 ataque).",
                        f"{self._nm(state, card)} declares a second attack this turn: one card "
                        "attacks once (a multiple attack is 1 attack).", penalty=P1)
            ok = False
        ok = ok and not self._resting(state, flags, card, "ataque", "an attack")
        if ok:
            ok = self._attack_targets(state, flags, c, targets, event)
        if ok and args.damage is not None and c.damage is not None and args.damage > c.damage \
                and not self._damage_modified(state, c, str(event.player)):
            flags.error("6.5", f"{self._nm(state, card)} declara {args.damage} de daño, pero su "
                        f"daño es {c.damage}: el ataque se declara por el daño de la carta "
                        "(base, aumentado y adicional).",
                        f"{self._nm(state, card)} declares {args.damage} damage, but its damage "
                        f"is {c.damage}: an attack is declared for the card's damage (base, "
                        "increased and additional).", penalty=P1)
            ok = False
        if ok and "abismar" in c.marks and args.roll is None:
            flags.warning("6.1", f"{self._nm(state, card)} está abismada y ataca sin tirada: "
                          "debe elegir el objetivo al azar (dado).",
                          f"{self._nm(state, card)} is abismada and attacks without a roll: the "
                          "target must be chosen at random (a die).")
        if not ok:
            state.penalized.add(card)
        state.attacked.add(card)
        if state.actor is None and event.player == state.active:
            state.actor = card
        state.declared = True
        state.attacks[card] = (tuple(targets), args.damage)
        self._burn(state, c)

    def _damage_modified(self, state: KodemState, c: CardInstance, player: str) -> bool:
        """Whether something the log does not spell out may add to ``c``'s attack (6.3, 6.5).

        ``scale``/``descend`` change the statistic itself; Daño Aumentado and Daño Adicional
        also come from equipment under the card, an effect declared this turn by the
        attacking player (a Pasiva, an Activa, the Vínculo), or a card in play whose text
        "aumenta el daño", "daña adicionalmente" or gives "+N". A card whose damage is
        ``"?"`` has it from its text (2.2). Then a larger declaration is not flagged.
        """
        if (c.card.damage == "?" or c.attached or state.link is not None
                or player in state.effects_declared):
            return True
        for side in state.sides.values():
            for instance in (side.protector, side.bio, *side.main):
                if instance is None:
                    continue
                text = state.cards[instance].card.text.lower()
                if "aument" in text or "adicional" in text or DAMAGE_BONUS.search(text):
                    return True
        return False

    def _attack_targets(self, state: KodemState, flags: Flags, c: CardInstance,
                        targets: list[str], event: Event) -> bool:
        outside = self._outside_rival(state, targets, event=event)
        if outside is not None:
            self._flag_rival(state, flags, outside, penalty=P1)
            return False
        for t in targets:
            tc = state.cards[t]
            name = self._nm(state, t)
            if tc.card.max_life is None:
                flags.error("6.7-G4", f"Ataca a {name}, que no tiene vida máxima ({tc.kind}): "
                            "no se declaran ataques a cartas sin esa estadística.",
                            f"Attacks {name}, which has no vida máxima ({tc.kind}): no attack "
                            "may target a card without that statistic.", penalty=P1)
                return False
            if not state.in_play(t):
                flags.error("6.6", f"Ataca a {name}, que no está en el campo.",
                            f"Attacks {name}, which is not on the field.", penalty=P1)
                return False
            if tc.side == c.side:
                flags.error("6.5", f"Ataca a {name}, una carta aliada: se atacan cartas "
                            "rivales.", f"Attacks {name}, an allied card: one attacks rival "
                            "cards.", penalty=P1)
                return False
            if tc.kind == "protector" and not c.card.can_target_protector:
                flags.error("3.2", f"{self._nm(state, c.instance)} ataca al Protector {name}, "
                            "pero su texto no dice que pueda dañar a un Protector.",
                            f"{self._nm(state, c.instance)} attacks the Protector {name}, but "
                            "its text does not say it may damage a Protector.", penalty=P1)
                return False
        return True

    @HANDLERS.handles("activa", Effect)
    def _on_activa(self, state: KodemState, event: Event, args: Effect,
                   flags: Flags) -> None:
        self._effect(state, event, args, flags, rapid=False)

    @HANDLERS.handles("activa_rapida", Effect)
    def _on_activa_rapida(self, state: KodemState, event: Event, args: Effect,
                          flags: Flags) -> None:
        self._effect(state, event, args, flags, rapid=True)

    def _effect(self, state: KodemState, event: Event, args: Effect, flags: Flags,
                rapid: bool) -> None:
        card = args.card
        c = state.cards[card]
        host = state.host_of(card)
        what_es, what_en = ("Activa-Rápida", "an Activa-Rápida") if rapid else ("Activa",
                                                                                 "an Activa")
        own_turn = event.player == state.active
        if own_turn or not rapid:
            ok = (self._declaration_common(state, event, flags, card, what_es, what_en)
                  and not self._after_link(state, flags, host, what_es, what_en)
                  and not self._second_card(state, flags, host, what_es, what_en))
        else:
            ok = True
            if not state.in_play(card) or c.owner != event.player:
                flags.error("6.6", f"{self._nm(state, card)} declara {what_es} sin estar en el "
                            f"campo de {event.player}.",
                            f"{self._nm(state, card)} declares {what_en} without being on "
                            f"{event.player}'s field.", penalty=P1)
                ok = False
            elif c.hidden:
                flags.error("6.7-G5", f"{self._nm(state, card)} está oculta y declara "
                            f"{what_es}: solo las cartas reveladas usan efectos.",
                            f"{self._nm(state, card)} is hidden and declares {what_en}: only "
                            "revealed cards use effects.", penalty=P1)
                ok = False
        if ok and card in state.activa_used:
            flags.error("6.6.1", f"{self._nm(state, card)} declara su Activa por segunda vez "
                        "este turno: las Activas se usan una vez por turno.",
                        f"{self._nm(state, card)} declares its Activa a second time this turn: "
                        "an Activa is used once a turn.", penalty=P1)
            ok = False
        if ok and c.kind != "rot":
            ok = not self._resting(state, flags, card, what_es, what_en)
        if ok:
            outside = self._outside_rival(state, args.targets, args.text, event)
            if outside is not None:
                self._flag_rival(state, flags, outside, penalty=P1)
                ok = False
        if not ok:
            state.penalized.add(host)
        state.activa_used.add(card)
        if own_turn:
            if state.actor is None:
                state.actor = host
        elif rapid and c.kind != "rot":
            state.rapid_used.add(card)
        state.declared = True
        self._burn(state, c, once=not rapid)

    @HANDLERS.handles("pasiva", Pasiva)
    def _on_pasiva(self, state: KodemState, event: Event, args: Pasiva,
                   flags: Flags) -> None:
        card = args.card
        c = state.cards[card]
        name = self._nm(state, card)
        if state.in_play(card) and c.hidden:
            flags.error("6.7-G5", f"{name} está oculta y declara una Pasiva: solo las cartas "
                        "reveladas usan efectos.",
                        f"{name} is hidden and declares a Pasiva: only revealed cards use "
                        "effects.", penalty=P1)
        elif state.phase == "batalla":
            flags.error("5.2", f"{name} declara una Pasiva en la Fase de Batalla: las Pasivas se "
                        "declaran en todas las fases excepto Batalla.",
                        f"{name} declares a Pasiva in the Batalla phase: Pasivas are declared "
                        "in every phase but Batalla.", penalty=P1)
        elif args.optional and (event.player != state.active or state.phase != "previa"):
            flags.error("6.6.2", f"{name} declara una Pasiva opcional fuera de la Fase Previa "
                        "propia: solo se declaran en tu Previa, una vez por turno.",
                        f"{name} declares an optional Pasiva outside its owner's Previa phase: "
                        "they are declared only in your own Previa, once a turn.", penalty=P1)
        elif args.optional and card in state.optional_pasivas:
            flags.error("6.6.2", f"{name} declara su Pasiva opcional por segunda vez este turno: "
                        "una vez por turno.",
                        f"{name} declares its optional Pasiva a second time this turn: once a "
                        "turn.", penalty=P1)
        if args.optional:
            state.optional_pasivas.add(card)

    @HANDLERS.handles("pasiva_rapida", Pasiva)
    def _on_pasiva_rapida(self, state: KodemState, event: Event, args: Pasiva,
                          flags: Flags) -> None:
        state.quick_revealable.add(args.card)

    @HANDLERS.handles("link", Link)
    def _on_link(self, state: KodemState, event: Event, args: Link,
                 flags: Flags) -> None:
        p = state.cards[args.protector]
        a = state.cards[args.card]
        pname, aname = self._nm(state, args.protector), self._nm(state, args.card)
        side = state.sides.get(str(event.player))
        if event.player != state.active or state.phase != "batalla":
            flags.error("3.2/vinculo", "Vínculo Odémico fuera de la Fase de Batalla propia.",
                        "Vínculo Odémico outside one's own Batalla phase.", penalty=P1)
        elif side is None or side.protector != args.protector:
            flags.error("3.2/vinculo", f"{pname} no es el Protector en juego de "
                        f"{event.player}.", f"{pname} is not {event.player}'s Protector in "
                        "play.", penalty=P1)
        elif state.link is not None:
            flags.error("3.2/vinculo", "Segundo Vínculo Odémico en el turno.",
                        "A second Vínculo Odémico in the turn.", penalty=P1)
        elif state.actor is not None:
            flags.error("3.2", f"Vínculo tras el ataque o Activa de "
                        f"{self._nm(state, state.actor)}: el turno del vínculo ninguna otra "
                        "carta ataca ni usa Activa.",
                        f"A Vínculo after {self._nm(state, state.actor)}'s attack or Activa: in "
                        "the turn of a link no other card attacks or uses an Activa.",
                        penalty=P1)
        elif p.rests:
            flags.error("5.1", f"{pname} tiene {p.rests} descanso(s): solo se vincula un "
                        "Protector disponible.", f"{pname} has {p.rests} descanso(s): only an "
                        "available Protector is linked.", penalty=P1)
        elif a.kind != "adendei" or not state.in_play(args.card) or a.owner != event.player:
            flags.error("3.2/vinculo", f"{aname} no es un Adendei en juego de {event.player}.",
                        f"{aname} is not an Adendei in play of {event.player}.", penalty=P1)
        elif a.hidden:
            flags.error("6.7-G5", f"{aname} está oculto: se vincula un Adendei disponible "
                        "(revelado).", f"{aname} is hidden: the link needs an available "
                        "(revealed) Adendei.", penalty=P1)
        elif a.rests:
            flags.error("5.1", f"{aname} tiene {a.rests} descanso(s): se vincula un Adendei "
                        "disponible.", f"{aname} has {a.rests} descanso(s): the link needs an "
                        "available Adendei.", penalty=P1)
        state.link = (args.protector, args.card)
        state.declared = True

    # --- payments and resolutions
    @HANDLERS.handles("cost", Cost)
    def _on_cost(self, state: KodemState, event: Event, args: Cost,
                 flags: Flags) -> None:
        amount = self._amount(flags, args.amount, "6.6.3", "Paga un costo", "Pays a cost")
        for t in args.targets:
            c = state.cards[t]
            name = self._nm(state, t)
            if args.kind == "damage":
                if c.life is None:
                    flags.error("6.7-G4", f"Paga un costo de daño con {name}, que no tiene vida.",
                                f"Pays a damage cost with {name}, which has no life.")
                elif c.life == 0:
                    flags.error("6.6.3", f"Paga un costo de daño con {name}, que tiene 0 de "
                                "vida: la carta debe tener al menos 1 punto para pagarlo.",
                                f"Pays a damage cost with {name}, which has 0 life: the card "
                                "needs at least 1 point to pay it.")
                if c.life is not None:
                    c.life = max(0, c.life - amount)
            elif args.kind == "rest":
                if c.rests is None:
                    flags.error("6.7-G4", f"Paga un costo de descansos con {name}, que no tiene "
                                "estadística de descanso.", f"Pays a descanso cost with {name}, "
                                "which has no descanso statistic.")
                self._add_rests(c, amount)
                state.rested_by_effect.add(t)
            elif args.kind == "extinction":
                self._to_extinction(state, t)

    @HANDLERS.handles("damage", Damage)
    def _on_damage(self, state: KodemState, event: Event, args: Damage,
                   flags: Flags) -> None:
        t = args.target
        c = state.cards[t]
        name = self._nm(state, t)
        src = state.cards.get(args.source) if args.source else None
        amount = self._amount(flags, args.amount, "6.3", f"Daña a {name}", f"Damages {name}")
        if c.life is None:
            flags.error("6.7-G4", f"Daña a {name}, que no tiene vida máxima ({c.kind}).",
                        f"Damages {name}, which has no vida máxima ({c.kind}).")
        elif not state.in_play(t):
            flags.error("6.6", f"Daña a {name}, que no está en el campo.",
                        f"Damages {name}, which is not on the field.")
        elif (args.kind == "effect" and c.kind == "protector"
              and not (src is not None and (src.card.can_target_protector
                                            or src.kind == "protector"))):
            flags.error("3.2", f"Daña por efecto al Protector {name}, pero la carta que lo hace "
                        "no dice que pueda dañar a un Protector.",
                        f"Deals effect damage to the Protector {name}, but the card dealing it "
                        "does not say it may damage a Protector.")
        else:
            outside = self._outside_rival(state, [t], event=event)
            if outside is not None:
                self._flag_rival(state, flags, outside)
            elif args.kind == "attack" and args.source is not None:
                self._attack_resolution(state, flags, args, name)
        if args.kind == "mark" and c.life is not None:
            amount -= self._recorded_mark_points(state, flags, t, name, amount)
        if c.life is not None:
            c.life = max(0, c.life - amount)

    def _recorded_mark_points(self, state: KodemState, flags: Flags, t: str, name: str,
                              amount: int) -> int:
        """How much of a logged mark damage records points the replay already derived.

        Quemar and Envenenar damage is derived (match-log.md); a log that also writes it
        as ``damage`` of kind ``mark`` is recording the same point, not a second one. What
        no derived point of this turn covers is applied as logged, with a 6.1 warning.
        """
        recorded = min(amount, state.mark_points.get(t, 0))
        if recorded:
            state.mark_points[t] -= recorded
        if amount > recorded:
            flags.warning("6.1", f"{name} recibe {amount - recorded} de daño por marca que sus "
                          "marcas no hicieron (Quemar daña al declarar ataque o Activa, "
                          "Envenenar en el Fin de Turno de su dueño).",
                          f"{name} takes {amount - recorded} mark damage its marks did not deal "
                          "(Quemar hits on declaring an attack or Activa, Envenenar at its "
                          "owner's Fin de Turno).")
        return recorded

    def _attack_resolution(self, state: KodemState, flags: Flags, args: Damage,
                           name: str) -> None:
        source = str(args.source)
        declared = state.attacks.get(source)
        if declared is None:
            flags.warning("6.5", f"Daño de ataque de {self._nm(state, source)} sin un ataque "
                          "declarado este turno.", f"Attack damage from "
                          f"{self._nm(state, source)} without an attack declared this turn.")
        elif source in state.negated:
            flags.warning("6.5", f"Daño del ataque negado de {self._nm(state, source)}: un "
                          "ataque negado no resuelve.", f"Damage of "
                          f"{self._nm(state, source)}'s negated attack: a negated attack does "
                          "not resolve.")
        elif declared[1] is not None and args.amount > declared[1]:
            flags.error("6.5", f"{name} recibe {args.amount} de daño de ataque; se declararon "
                        f"{declared[1]}: un ataque se resuelve por el daño declarado.",
                        f"{name} takes {args.amount} attack damage; {declared[1]} were "
                        "declared: an attack resolves for the damage declared.")

    @HANDLERS.handles("heal", Heal)
    def _on_heal(self, state: KodemState, event: Event, args: Heal,
                 flags: Flags) -> None:
        c = state.cards[args.target]
        name = self._nm(state, args.target)
        top = c.card.max_life
        if c.life is None or top is None:
            flags.error("6.7-G4", f"Cura a {name}, que no tiene vida.",
                        f"Heals {name}, which has no life.")
            return
        if self._off_field(state, flags, args.target, "Cura a", "Heals"):
            return
        amount = self._amount(flags, args.amount, "6.2", f"Cura a {name}", f"Heals {name}")
        if args.amount < 0:
            return
        if c.life == 0:
            flags.error("6.2", f"Cura a {name}, que tiene 0 de vida: no se cura a una carta con "
                        "0 puntos de vida.", f"Heals {name}, which has 0 life: a card with 0 "
                        "life cannot be healed.")
        elif c.life >= top:
            flags.error("6.2", f"Cura a {name}, que tiene su vida máxima ({top}): no se cura a "
                        "una carta con la vida completa.", f"Heals {name}, which is at its "
                        f"vida máxima ({top}): a card at full life cannot be healed.")
        else:
            outside = self._outside_rival(state, [args.target], event=event)
            if outside is not None:
                self._flag_rival(state, flags, outside)
        c.life = min(top, c.life + amount)

    @HANDLERS.handles("mark", Mark)
    def _on_mark(self, state: KodemState, event: Event, args: Mark,
                 flags: Flags) -> None:
        c = state.cards[args.target]
        name = self._nm(state, args.target)
        if args.mark in c.marks:
            flags.error("6.1", f"{name} ya tiene la marca {args.mark}: una carta no puede tener 2 "
                        "marcas del mismo tipo (6.7-G13).", f"{name} already has the {args.mark} "
                        "mark: a card cannot have 2 marks of the same kind (6.7-G13).")
            return
        if self._off_field(state, flags, args.target, "Marca a", "Marks"):
            return
        outside = self._outside_rival(state, [args.target], event=event)
        if outside is not None:
            self._flag_rival(state, flags, outside)
        c.marks = (*c.marks, args.mark)

    @HANDLERS.handles("unmark", Mark)
    def _on_unmark(self, state: KodemState, event: Event, args: Mark,
                   flags: Flags) -> None:
        c = state.cards[args.target]
        c.marks = tuple(m for m in c.marks if m != args.mark)

    @HANDLERS.handles("scale", Stat)
    def _on_scale(self, state: KodemState, event: Event, args: Stat,
                  flags: Flags) -> None:
        self._stat(state, args, flags, +1)

    @HANDLERS.handles("descend", Stat)
    def _on_descend(self, state: KodemState, event: Event, args: Stat,
                    flags: Flags) -> None:
        self._stat(state, args, flags, -1)

    def _stat(self, state: KodemState, args: Stat, flags: Flags, sign: int) -> None:
        c = state.cards[args.card]
        if c.damage is None:
            flags.error("6.7-G4", f"Cambia el daño de {self._nm(state, args.card)}, que no "
                        "tiene estadística de daño.", f"Changes the damage of "
                        f"{self._nm(state, args.card)}, which has no damage statistic.")
            return
        if self._off_field(state, flags, args.card, "Cambia el daño de", "Changes the damage of"):
            return
        name = self._nm(state, args.card)
        amount = self._amount(flags, args.amount, "6.2", f"Cambia el daño de {name}",
                              f"Changes the damage of {name}")
        c.damage = max(0, c.damage + sign * amount)

    def _off_field(self, state: KodemState, flags: Flags, instance: str, verb_es: str,
                   verb_en: str) -> bool:
        """An effect on a card that is not on the field (Mazo, Extinción, reserve): 6.6.

        Such a card has no particular statistics (6.7-G17; Extinción removes marks, 6.1),
        so the change is flagged and not applied (as for ``damage``, which is flagged).
        """
        if state.in_play(instance):
            return False
        name = self._nm(state, instance)
        flags.error("6.6", f"{verb_es} {name}, que no está en el campo.",
                    f"{verb_en} {name}, which is not on the field.")
        return True

    @HANDLERS.handles("rest", Stat)
    def _on_rest(self, state: KodemState, event: Event, args: Stat,
                 flags: Flags) -> None:
        c = state.cards[args.card]
        name = self._nm(state, args.card)
        top = c.card.max_rests
        if c.rests is None or top is None:
            flags.error("6.7-G4", f"Da descansos a {name}, que no tiene estadística de descanso "
                        f"({c.kind}).", f"Gives descansos to {name}, which has no descanso "
                        f"statistic ({c.kind}).")
            return
        if self._off_field(state, flags, args.card, "Da descansos a", "Gives descansos to"):
            return
        amount = self._amount(flags, args.amount, "5.1", f"Da descansos a {name}",
                              f"Gives descansos to {name}")
        if c.rests + amount > top:
            kind = KIND_LABELS.get(c.kind, c.kind)
            flags.error("5.1", f"{name} quedaría con {c.rests + amount} descansos: el máximo "
                        f"de un {kind} es {top}.",
                        f"{name} would have {c.rests + amount} descansos: a {kind} has at "
                        f"most {top}.")
        else:
            outside = self._outside_rival(state, [args.card], event=event)
            if outside is not None:
                self._flag_rival(state, flags, outside)
        self._add_rests(c, amount)
        state.rested_by_effect.add(args.card)

    @HANDLERS.handles("rest_update", CardOnly)
    def _on_rest_update(self, state: KodemState, event: Event, args: CardOnly,
                        flags: Flags) -> None:
        c = state.cards[args.card]
        name = self._nm(state, args.card)
        player = str(event.player)
        if c.rests is None:
            flags.error("6.7-G4", f"Actualiza descansos de {name}, que no tiene esa "
                        "estadística.", f"Updates descansos of {name}, which has no such "
                        "statistic.")
            return
        if event.raw.get("by") is not None:
            if c.rests > 0:
                c.rests -= 1  # an effect's update: nothing forgotten
            return
        new_occasion = state.rest_update_turn.get(player) != state.turn
        count = state.rest_updates.get(player, 0) + (1 if new_occasion else 0)
        state.rest_updates[player] = count
        state.rest_update_turn[player] = state.turn
        if new_occasion and count >= 2:  # 6.7-G15 allows a late update: only repeats count
            flags.warning("6.7-G16", f"{player} actualiza tarde un descanso de {name}: es la "
                          f"ocasión n.º {count} de la partida en que olvida actualizar; "
                          "si se repite, queda a criterio del juez penalizarlo.",
                          f"{player} updates a descanso of {name} late: occasion number "
                          f"{count} of the game with a forgotten update; when it keeps "
                          "happening a penalty is at the judge's discretion.")
        if c.rests > 0:
            c.rests -= 1

    # --- zones
    @HANDLERS.handles("extinct", Extinct)
    def _on_extinct(self, state: KodemState, event: Event, args: Extinct,
                    flags: Flags) -> None:
        c = state.cards[args.card]
        name = self._nm(state, args.card)
        if c.zone in ("extinction", "gone"):
            flags.error("6.6", f"{name} ya está en Extinción.", f"{name} is already in "
                        "Extinción.")
            return
        if state.phase == "batalla":
            reason = args.reason or ""
            allowed = reason in ("cost", "activa", "activa_rapida") or (
                reason == "effect" and bool(state.activa_used))
            if not allowed:
                flags.error("5/batalla", f"{name} va a Extinción en Batalla ({reason or '—'}): "
                            "en Batalla solo se envía a Extinción para pagar un costo o por una "
                            "Activa; a 0 de vida va en la Fase Post.",
                            f"{name} goes to Extinción in Batalla ({reason or '—'}): in Batalla "
                            "a card goes there only to pay a cost or by an Activa; at 0 life it "
                            "goes in the Post phase.")
        self._to_extinction(state, args.card)

    @HANDLERS.handles("replace", Replace)
    def _on_replace(self, state: KodemState, event: Event, args: Replace,
                    flags: Flags) -> None:
        player = str(event.player)
        side = state.sides[player]
        slot = SLOTS.index(args.slot)
        chosen = state.cards[args.chosen]
        cname = self._nm(state, args.chosen)
        most = variant_of(state).extra_replacement_cards
        top = side.deck[:3 + max(0, min(most, len(args.drawn) - 3))]
        problems: list[tuple[str, str]] = []
        if chosen.owner != player:
            problems.append((f"elige {cname}, una carta de {chosen.owner}: nunca se usan cartas "
                             "rivales como suplentes",
                             f"chooses {cname}, a card of {chosen.owner}: rival cards are "
                             "never substitutes"))
        elif sorted(args.drawn) != sorted(top):
            problems.append((f"toma {', '.join(args.drawn) or '—'} en lugar de las 3 cartas del "
                             f"tope del Mazo ({', '.join(top) or '—'})",
                             f"takes {', '.join(args.drawn) or '—'} instead of the 3 cards on "
                             f"top of the Mazo ({', '.join(top) or '—'})"))
        elif args.chosen not in args.drawn:
            problems.append((f"elige {cname}, que no está entre las cartas tomadas",
                             f"chooses {cname}, which is not among the cards taken"))
        vacancy = self._fill(state, player, slot)
        if vacancy is None and side.main[slot] is not None:
            problems.append((f"el espacio {args.slot} no está vacío",
                             f"slot {args.slot} is not empty"))
        elif vacancy is not None and (vacancy.late or vacancy.effect):
            problems.append(("el reemplazo llega tarde: se hace de inmediato, antes de declarar "
                             "cualquier otra cosa",
                             "the replacement is late: it is made at once, before anything else "
                             "is declared"))
        if problems:
            flags.error("5.3", f"Reemplazo en {args.slot}: "
                        + "; ".join(es for es, _ in problems) + ".",
                        f"Replacement in {args.slot}: " + "; ".join(en for _, en in problems)
                        + ".")
        taken = [d for d in dict.fromkeys(args.drawn) if d in side.deck]
        for d in taken:
            side.deck.remove(d)
        under = [d for d in taken if d != args.chosen]
        if args.bottom is not None:
            if sorted(args.bottom) != sorted(under):
                flags.error("5.3", f"Reemplazo en {args.slot}: bajo el Mazo van "
                            f"{', '.join(args.bottom) or '—'}, pero las cartas no elegidas son "
                            f"{', '.join(under) or '—'}: las otras 2 cartas van al fondo del "
                            "Mazo.", f"Replacement in {args.slot}: "
                            f"{', '.join(args.bottom) or '—'} go under the Mazo, but the cards "
                            f"not chosen are {', '.join(under) or '—'}: the other 2 cards go to "
                            "the bottom of the Mazo.")
            else:
                under = list(args.bottom)
        side.deck.extend(under)
        if args.chosen in taken:
            state.cards[args.chosen].zone = "offboard"
        self._place(state, args.chosen, player, slot, args.hidden)

    @HANDLERS.handles("token", TokenEvent)
    def _on_token(self, state: KodemState, event: Event, args: TokenEvent,
                  flags: Flags) -> None:
        player = str(event.player)
        slot = SLOTS.index(args.slot)
        existing = state.cards.get(args.name)
        if existing is not None and (existing.kind != "token" or existing.zone != "offboard"):
            raise LogReferenceError("name", args.name,
                                    f"card instance {args.name!r} already exists; a Token needs "
                                    "a new instance id")
        if existing is None:
            _, definition = split_instance(args.name)
            definition = state.shared.original(definition)  # "lobo@P2" → "lobo"
            base = state.definitions.get(definition)
            if base is None or base.type != "token":
                base = TOKEN_DEFAULT
            card = base
            if args.stats:
                self._token_stats(flags, args)
                data = base.model_dump()
                for key in ("damage", "rest", "life"):
                    if key in args.stats:
                        data[key] = args.stats[key]
                card = KodemCard.model_validate(data)
            existing = CardInstance.new(args.name, definition, player, card, "offboard")
            state.cards[args.name] = existing
        if args.hidden:
            flags.error("3.6", f"El Token {args.name} entra oculto: los Token no entran al "
                        "juego ocultos.", f"Token {args.name} enters hidden: Tokens never "
                        "enter the game hidden.")
        vacancy = self._fill(state, player, slot)
        if vacancy is None and state.sides[player].main[slot] is not None:
            flags.error("3.6", f"El Token {args.name} entra en {args.slot}, que no está vacío: "
                        "un Token ocupa el lugar de una carta que dejó el campo.",
                        f"Token {args.name} enters {args.slot}, which is not empty: a Token "
                        "takes the place of a card that left the field.")
        elif vacancy is not None and vacancy.late:
            flags.error("5.3", f"El Token {args.name} llena {args.slot} tarde: el lugar se "
                        "ocupa de inmediato.", f"Token {args.name} fills {args.slot} late: the "
                        "place is filled at once.")
        self._place(state, args.name, player, slot, hidden=False)

    @staticmethod
    def _token_stats(flags: Flags, args: TokenEvent) -> None:
        """Statistics an effect gives a Token: descanso 0–2 (5.1), life at least 1 (3.6).

        Out of range they are read (the replay keeps descansos within 0–2) and flagged.
        """
        rest, life = args.stats.get("rest"), args.stats.get("life")
        if rest is not None and not 0 <= rest <= 2:
            flags.error("5.1", f"El Token {args.name} entra con descanso {rest}: la estadística "
                        "de descanso va de 0 a 2.", f"Token {args.name} enters with descanso "
                        f"{rest}: the descanso statistic is 0 to 2.")
        if life is not None and life < 1:
            flags.error("3.6", f"El Token {args.name} entra con vida {life}: un Token entra "
                        "con al menos 1 punto de vida.", f"Token {args.name} enters with "
                        f"life {life}: a Token enters with at least 1 life point.")

    @HANDLERS.handles("equip", Equip)
    def _on_equip(self, state: KodemState, event: Event, args: Equip,
                  flags: Flags) -> None:
        e = state.cards[args.equipment]
        c = state.cards[args.card]
        ename, cname = self._nm(state, args.equipment), self._nm(state, args.card)
        player = str(event.player)
        acted = state.attacked | {state.host_of(a) for a in state.activa_used}
        same = [x for x in c.attached if state.cards[x].kind == e.kind]
        extra = c.card.extra_equipment
        if player != state.active or state.phase != "equipo":
            flags.error("5/equipo", f"Equipa {ename} fuera de la Fase de Equipo propia.",
                        f"Equips {ename} outside one's own Equipo phase.")
        elif state.equipped:
            flags.error("5/equipo", f"Equipa {ename}, un segundo equipo este turno: se equipa 1 "
                        "carta por Fase de Equipo.", f"Equips {ename}, a second equipment this "
                        "turn: 1 card is equipped per Equipo phase.")
        elif e.kind not in ("ixim", "rot") or e.zone != "equipment" or e.owner != player:
            flags.error("3.4", f"{ename} no es un equipo de la Zona de Equipo de {player}.",
                        f"{ename} is not an equipment card in {player}'s Zona de Equipo.")
        elif c.kind == "rava" and not (e.card.can_equip_rava or c.card.can_equip_rava):
            flags.error("3.3", f"Equipa {ename} a {cname}, un Rava: los Rava no se equipan con "
                        "cartas que no lo indiquen.", f"Equips {ename} to {cname}, a Rava: a "
                        "Rava is equipped only with cards that say so.")
        elif c.kind not in ("adendei", "rava") or not state.in_play(args.card):
            flags.error("3.4", f"Equipa {ename} a {cname}: solo se equipan Adendei en juego.",
                        f"Equips {ename} to {cname}: only Adendei in play are equipped.")
        elif args.card in state.penalized:
            flags.error(P1, f"{cname} declaró un ataque o Activa ilegal este turno: no puede "
                        "equiparse en la Fase de Equipo.", f"{cname} declared an illegal "
                        "attack or Activa this turn: it cannot be equipped in the Equipo phase.")
        elif args.card not in acted:
            flags.error("3.4", f"Equipa {ename} a {cname}, que no atacó ni usó Activa en Batalla "
                        "este turno.", f"Equips {ename} to {cname}, which neither attacked nor "
                        "used an Activa in Batalla this turn.")
        elif not extra and len(c.attached) >= 2:
            flags.error("3.4", f"{cname} ya tiene 2 equipos: máximo 1 Ixim y 1 Rot.",
                        f"{cname} already has 2 equipment cards: at most 1 Ixim and 1 Rot.")
        elif not extra and same and not args.hidden and any(
                not state.cards[x].hidden for x in same):
            flags.error("3.4", f"Equipa {ename} revelado a {cname}, que ya tiene otro {e.kind} "
                        "revelado: 2 del mismo tipo solo si uno está oculto.",
                        f"Equips {ename} revealed to {cname}, which already has another revealed "
                        f"{e.kind}: 2 of a kind only if one is hidden.")
        state.equipped = True
        if e.kind not in ("ixim", "rot") or c.kind in ("ixim", "rot", "bio"):
            return  # flagged above; nothing sensible to place
        self._detach(state, args.equipment)
        e.zone = "attached"
        e.host = args.card
        e.hidden = args.hidden
        c.attached = (*c.attached, args.equipment)

    @HANDLERS.handles("bio_extinct", BioExtinct)
    def _on_bio_extinct(self, state: KodemState, event: Event, args: BioExtinct,
                        flags: Flags) -> None:
        player = str(event.player)
        side = state.sides[player]
        if player != state.active or state.phase != "previa":
            flags.error("3.5", "El Bio se envía a Extinción en la Fase Previa propia.",
                        "The Bio is sent to Extinción in one's own Previa phase.")
        elif player in state.bio_sent:
            flags.error("3.5", "Envía el Bio a Extinción por segunda vez este turno: una vez "
                        "por turno (y hay un solo Bio).", "Sends the Bio to Extinción a second "
                        "time this turn: once a turn (and there is only one Bio).")
        elif side.bio is None:
            flags.error("3.5", f"{player} no tiene Bio en juego que enviar a Extinción.",
                        f"{player} has no Bio in play to send to Extinción.")
        state.bio_sent.add(player)
        if side.bio is not None:
            self._to_extinction(state, side.bio)
        if args.update_rests:
            for instance in state.owned_in_play(player):
                c = state.cards[instance]
                if c.rests:
                    c.rests -= 1

    @HANDLERS.handles("rava_return", CardOnly)
    def _on_rava_return(self, state: KodemState, event: Event, args: CardOnly,
                        flags: Flags) -> None:
        c = state.cards[args.card]
        name = self._nm(state, args.card)
        player = str(event.player)
        g2 = (c.side, fold_name(c.name)) in state.duplicates and c.zone == "main"
        if g2:
            pass  # 6.7-G2: one of two same-name cards goes to the bottom of its owner's Mazo
        elif player != state.active or state.phase != "previa":
            flags.error("3.3", f"Regresa a {name} al Mazo fuera de su Fase Previa.",
                        f"Returns {name} to the Mazo outside one's Previa phase.")
        elif c.kind != "rava" or c.zone != "main" or c.owner != player:
            flags.error("3.3", f"{name} no es un Rava de {player} en la Zona Principal.",
                        f"{name} is not a Rava of {player} in the Zona Principal.")
        elif args.card in state.rava_returned:
            flags.error("3.3", f"{name} ya regresó al Mazo en esta partida: cada Rava regresa "
                        "una vez por juego.", f"{name} already returned to the Mazo this game: "
                        "each Rava returns once per game.")
        if not g2:
            state.rava_returned.add(args.card)
        self._unequip(state, c)
        left = self._detach(state, args.card)
        if left is not None:
            state.vacancies.append(Vacancy(left[0], left[1], event.seq))
        c.zone = "deck"
        c.hidden = True
        state.sides[c.owner].deck.append(args.card)

    @HANDLERS.handles("rava_revive", RavaRevive)
    def _on_rava_revive(self, state: KodemState, event: Event, args: RavaRevive,
                        flags: Flags) -> None:
        """3.3: a Rava back from Extinción for 2 of one's own Zona Principal cards.

        match-log.md Clarifications: the Rava enters ``slot`` when given, else the slot
        of the first sacrificed card, revealed, with full life and no descansos; a
        ``sacrifice`` list of any length is read, other than 2 is [3.3].
        """
        c = state.cards[args.card]
        name = self._nm(state, args.card)
        player = str(event.player)
        count = len(args.sacrifice)
        mine = [s for s in args.sacrifice if state.cards[s].zone == "main"
                and state.cards[s].side == player and s != args.card]
        if player != state.active or state.phase != "previa":
            flags.error("3.3", f"Regresa a {name} de Extinción fuera de su Fase Previa.",
                        f"Brings {name} back from Extinción outside one's Previa phase.")
        elif c.kind != "rava" or c.zone != "extinction" or c.owner != player:
            flags.error("3.3", f"{name} no es un Rava de {player} en Extinción.",
                        f"{name} is not a Rava of {player} in Extinción.")
        elif count != 2:
            flags.error("3.3", f"Regresa a {name} de Extinción enviando {count} carta(s): se "
                        "envían exactamente 2 cartas propias de la Zona Principal.",
                        f"Brings {name} back from Extinción by sending {count} card(s): "
                        "exactly 2 of one's own Zona Principal cards are sent.")
        elif len(set(mine)) != 2:
            flags.error("3.3", "Para regresar un Rava de Extinción se envían 2 cartas propias "
                        "de la Zona Principal a Extinción.", "Bringing a Rava back from "
                        "Extinción takes 2 of one's own Zona Principal cards to Extinción.")
        slots = [state.slot_of(s) for s in args.sacrifice]
        for s in args.sacrifice:
            if state.cards[s].zone not in ("extinction", "gone"):
                self._to_extinction(state, s)
        own = [x[1] for x in slots if x is not None and x[0] == player]
        slot: int | None = None
        if args.slot is not None:
            given = slot = SLOTS.index(args.slot)
            if given not in own and state.sides[player].main[given] is not None:
                flags.error("3.3", f"{name} entra en {args.slot}, que no está vacío: el Rava "
                            "ocupa el lugar de una carta enviada a Extinción.",
                            f"{name} enters {args.slot}, which is not empty: the Rava takes "
                            "the place of a card sent to Extinción.")
        else:
            first = slots[0] if slots else None
            slot = first[1] if first is not None and first[0] == player else (
                own[0] if own else None)
        if slot is not None:
            self._fill(state, player, slot)
            self._place(state, args.card, player, slot, hidden=False)

    @HANDLERS.handles("swap", Swap)
    def _on_swap(self, state: KodemState, event: Event, args: Swap,
                 flags: Flags) -> None:
        a, b = state.slot_of(args.card), state.slot_of(args.target)
        if a is None or b is None:
            flags.error("6.4", f"Cambia {args.card} con {args.target}: solo se cambian cartas "
                        "que están en una Zona Principal.", f"Swaps {args.card} with "
                        f"{args.target}: only cards in a Zona Principal can be swapped.")
            return
        outside = self._outside_rival(state, [args.card, args.target], event=event)
        if outside is not None:
            self._flag_rival(state, flags, outside)
        ca, cb = state.cards[args.card], state.cards[args.target]
        state.sides[a[0]].main[a[1]] = args.target
        state.sides[b[0]].main[b[1]] = args.card
        ca.side, cb.side = b[0], a[0]

    @HANDLERS.handles("negate", Negate)
    def _on_negate(self, state: KodemState, event: Event, args: Negate,
                   flags: Flags) -> None:
        if args.what == "attack":
            state.negated.add(args.target)

    @HANDLERS.handles("show", CardOnly)
    def _on_show(self, state: KodemState, event: Event, args: CardOnly,
                 flags: Flags) -> None:
        """Mostrar: nothing changes on the table."""

    @HANDLERS.handles("note", Note)
    def _on_note(self, state: KodemState, event: Event, args: Note,
                 flags: Flags) -> None:
        claims = args.claim if isinstance(args.claim, list) else (
            [] if args.claim is None else [args.claim])
        for seq in claims:
            state.claim_log.claim(seq, event.seq)
            turn = state.claim_log.turn_of(seq, event.seq)
            if turn is not None and turn < state.turn - 1:
                flags.warning("6.7-P3", f"Se reclama la infracción del evento {seq} después del "
                              "turno siguiente al de la infracción: el plazo máximo es ese "
                              "turno.", f"The infraction at event {seq} is claimed after the "
                              "turn following it: that turn is the deadline.")

    @HANDLERS.handles("game_end", GameEnd)
    def _on_game_end(self, state: KodemState, event: Event, args: GameEnd,
                     flags: Flags) -> None:
        if args.winner is not None and args.winner not in state.sides:
            raise LogReferenceError("winner", args.winner, f"unknown player {args.winner!r}")
        if args.winner is not None and not judge_reason(args.reason):
            variant = variant_of(state)
            why = variant.victory(state, args.winner)
            if why is not None:
                flags.error(variant.section, f"El registro da la victoria a {args.winner}, pero "
                            f"{why[0]}.", f"The log gives the win to {args.winner}, but "
                            f"{why[1]}.")
        state.over = True
        state.winner = args.winner

    # ---------------------------------------------------------------- display
    @override
    def board(self, state: KodemState, log: MatchLog, event: Event | None = None) -> BoardView:
        return board_mod.board(state, log, event)

    @override
    def state_json(self, state: KodemState, log: MatchLog) -> dict[str, Any]:
        return board_mod.state_json(state, log)
