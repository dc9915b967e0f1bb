"""The Kódem TCG 5.0 rules: apply one logged event to the table and say what it broke.

How the checker reads the rulebook where it leaves room (descansos, phases, claims,
marks, same names, victory claims …) is written down in docs/kodem-rulings.md. This
module is the game's entry (setup, the order of one event's checks); each rule area
has its module beside it: :mod:`.turns`, :mod:`.declarations`, :mod:`.resolution`,
:mod:`.zones`, :mod:`.victory` (helpers in :mod:`.core`), and what each action is in
:mod:`judge_app.games.kodem.actions`.

>>> from judge_app.games.kodem import GAME
>>> GAME.key, GAME.rulebook, GAME.variants[0]
('kodem', 'kodem-5.0', 'standard')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, TypeAdapter
from typing_extensions import override

from judge_app.games.base import BoardView, Game
from judge_app.games.common import Flags, check_player_keys, need, read_instances
from judge_app.games.kodem import board as board_mod
from judge_app.games.kodem.actions import ACTIONS, EVENT_MODELS, KodemAction
from judge_app.games.kodem.cards import KodemCard, KodemSetup, KodemSide
from judge_app.games.kodem.deck import check_deck, check_deck_file
from judge_app.games.kodem.instances import prepare, quick_definitions, relabel, resolve, shared_ids
from judge_app.games.kodem.rules import declarations, resolution, triggers, turns, victory
from judge_app.games.kodem.rules import zones as zone_rules
from judge_app.games.kodem.rules.core import HANDLERS, RULEBOOK, says_jugador
from judge_app.games.kodem.rules.zones import duplicates
from judge_app.games.kodem.state import CardInstance, Cards, Infraction, KodemState, PlayerSide
from judge_app.games.kodem.variants import VARIANTS, variant_of
from judge_app.logs.errors import LogError, LogReferenceError
from judge_app.logs.loader import Event, MatchLog, merged_cards
from judge_app.violations import Severity, Violation

#: The rule areas, each registering its handlers in HANDLERS when imported.
AREAS = (turns, declarations, resolution, zone_rules, victory)

_SIDES: TypeAdapter[dict[str, KodemSide]] = TypeAdapter(dict[str, KodemSide])


class _SetupExtra(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True)

    target_count: int | None = None
    teams: list[list[str]] | None = None


def raw_cards(log: MatchLog) -> dict[str, dict[str, Any]]:
    """The log's definitions as raw dicts: the card set, then the log's own over it (the one
    merge, :func:`judge_app.logs.loader.merged_cards`; the loader has checked their shape)."""
    return merged_cards(log.raw, log.source, strict=False)


#: Actions a Pasiva-Rápida may answer (6.6.2: "revelación, eliminación de cartas o
#: declaración de otras Pasivas").
_ANSWERABLE = frozenset({"reveal", "extinct", "pasiva", "pasiva_rapida", "bio_extinct",
                         "rava_revive"})


def _answerable(event: Event) -> bool:
    """Whether a Pasiva-Rápida could answer this event (a card revealed or eliminated, a
    Pasiva declared; a replacement placed face up, a cost paid by sending to Extinción)."""
    if event.action in _ANSWERABLE:
        return True
    if event.action == "replace":
        return not bool(getattr(event.args, "hidden", False))
    return event.action == "cost" and getattr(event.args, "kind", None) == "extinction"


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
                          raw_events=log.raw_events,
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

    # ----------------------------------------------------------------- apply
    @staticmethod
    def _check_refs(state: KodemState, event: Event, action: KodemAction) -> None:
        """Every card instance the event names exists (else the log is unreadable)."""
        args = event.args
        cards = state.cards
        for name in action.refs:
            value = getattr(args, name)
            if value is not None and value not in cards:
                need(cards, value, name)
        for name in action.ref_lists:
            values = getattr(args, name)
            if values:
                for i, value in enumerate(values):
                    if value not in cards:
                        need(cards, value, f"{name}[{i}]")

    @override
    @override
    def _flags(self, state: KodemState, event: Event) -> Flags:
        return Flags(RULEBOOK, event.seq, event.player)  # shared ids are relabelled instead

    @override
    def before_event(self, state: KodemState, event: Event, flags: Flags) -> Event:
        action = ACTIONS[event.action]
        state.cards.now = event.seq  # what Tokens had left the game by now (Cards)
        if event.player is None and action.needs_player:
            raise LogReferenceError("player", "", f"a {action.name!r} event needs 'player' (the "
                                    "player who acts)")
        event = resolve(state, event)  # bare shared ids → the copy they name (instances.py)
        self._check_refs(state, event, action)
        if state.vacancies and action.late_making:
            for vac in state.vacancies:
                if action.name in ("pasiva", "pasiva_rapida") and vac.player == event.player:
                    vac.effect = True  # the effect that puts a Token there (3.6)
                else:
                    vac.late = True
        if (action.phase is not None and state.phase == "inicio"
                and event.player == state.active):
            state.phase = action.phase  # a forward skip out of Inicio (§5; rulings)
        multi = variant_of(state).multiplayer
        if (multi and not action.anyone and event.player is not None
                and state.active is not None
                and event.player not in (state.active, state.rival)):
            flags.error("8.1", f"{event.player} actúa en el turno de {state.active}, cuyo rival "
                        f"es {state.rival}: solo esos dos jugadores interactúan este turno.",
                        f"{event.player} acts in {state.active}'s turn, whose rival is "
                        f"{state.rival}: only those two players interact this turn.")
        if action.effect and event.player:
            state.effects_declared.add(event.player)
        if action.declaration and multi:
            card = getattr(event.args, "card", None)
            text = getattr(event.args, "text", None)
            if isinstance(card, str) and ((isinstance(text, str) and "jugador" in text.lower())
                                          or says_jugador(state, card)):
                state.jugador_cards.add(card)  # its resolutions this turn: 8.1 exception
        triggers.before_event(state, event)
        return event

    @override
    def after_event(self, state: KodemState, event: Event, flags: Flags) -> None:
        action = ACTIONS[event.action]
        triggers.after_event(state, event)
        if _answerable(event):
            state.quick_trigger_at = (state.turn, state.phase)
        if variant_of(state).same_name_rule:
            duplicates(state, event, action, flags)
        if state.claims_logged:
            state.claim_log.add(event.seq, [
                Infraction(event.seq, state.turn, v.player, v.section)
                for v in flags.found if v.severity is Severity.ERROR])

    @override
    def _found(self, state: KodemState, flags: Flags) -> list[Violation]:
        return relabel(state, flags.found)

    # ---------------------------------------------------------------- display
    @override
    def board(self, state: KodemState, log: MatchLog, event: Event | None = None) -> BoardView:
        return board_mod.board(state, log, event)

    @override
    def state_json(self, state: KodemState, log: MatchLog) -> dict[str, Any]:
        return board_mod.state_json(state, log)
