"""Kingdom TCG, section 3 "Mazo de Estrategia": what a log of strategy cards can break.

The replay follows each player's Mazo de Estrategia (top first), hand, pile of
used cards and the pile of resolution; the troops and the board of the base
game are not modelled (the rulebook part we check is only section 3).

Readings chosen where the text is open (documented here, cited in messages):

- 3.1 "debe contener obligatoriamente y como máximo 30 cartas" is read as
  *exactly* 30 cards (5 Realeza + 15–25 Estrategia + 0–10 Arroje); fewer or
  more is an error.
- Turns alternate: the first player listed in ``players`` plays the first turn
  logged, unless that turn opens with the other player's ``draw``, ``stage`` or
  ``end_turn`` (who starts belongs to the base game, not to section 3); ``turn``
  numbers then alternate between the two players, so a rival's response inside
  a turn never changes whose turn it is.
- The hand limit (7) is checked for the player whose turn ends, at its
  ``end_turn`` (match-log.md, Clarifications); discards for the limit are
  logged before the ``end_turn``. A ``discard`` without ``by`` is a hand-limit discard: it is
  flagged if the hand had 7 or fewer cards or ends below 7.
- A modifier counts for one roll: it applies to the next roll of that troop's
  attack (or defence) in the same turn ("sumar 2 al valor obtenido en una
  tirada", 3.1.2), and a later roll starts without it (docs/extensions.md). It
  must come from a card activated that turn. The highest Aumento is the one
  active (a second, lower one is no violation, it just does not count); a
  second Reducción on the same roll is an error.
- A card activated after the turn's ``end_turn`` (still in that turn) is
  outside every activation window of 3.1 ("antes o después de cualquiera de
  los siguientes eventos del turno"): an error [3.1].
- A ``resolve`` with ``cancelled: true`` is the card an earlier resolution left
  without effect (3.1.1, "la carta actual quedará sin efecto y se pasará a la
  siguiente"): it is used, and a modifier of it is an error [3.1.1]. So is the
  card answered by one whose resolution annuls it (card ``annuls``, or a
  ``text`` with the word "anula", played ``response_to`` it).
- A Realeza card's Coronado and the one the player controls (setup
  ``coronado``) are compared ignoring accents and case.
- Whether cards may be played before a response resolves is the card's own
  business; a ``resolve`` must take the last activated card still pending
  (3.1.1), and ``response_to`` must name a card still pending. ``resolve`` is
  optional: a card nobody answered resolves at once, and whatever is still on
  the pile at ``end_turn`` counts as resolved (no flag).
- An Arroje card is thrown and used at once (it never waits on the pile); a
  card played ``response_to`` it, or a ``resolve`` of it, in the turn it was
  thrown is read as a log that puts it on the pile (3.1.1 covers every card of
  the Mazo de Estrategia): neither is flagged.
- A ``draw`` listing ``cards`` without ``count`` draws as many cards as it lists.
- A ``draw`` from an empty (or short) deck takes what is left and is not
  flagged: "el jugador deberá continuar la partida con normalidad".
- Stages run convocación, movimiento, batalla; going back inside a turn is a
  warning (the order belongs to the base rules, not to section 3).
- ``game_end`` is recorded but not checked: victory belongs to the base rules.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from pydantic import TypeAdapter, ValidationError
from typing_extensions import override

from judge_app.games.base import BoardView, CardView, Game, PlayerView, ZoneView
from judge_app.games.common import (
    EndTurn,
    Flags,
    GameEnd,
    Namer,
    Note,
    check_player_keys,
    event_cards,
    names,
    need,
    read_instances,
    rival_of,
)
from judge_app.games.dispatch import Actions
from judge_app.games.kingdom.cards import (
    EVENT_MODELS,
    STAGES,
    Arroje,
    Discard,
    Draw,
    KingdomCard,
    KingdomPlayerSetup,
    MistakeSeen,
    ModifierEvent,
    Play,
    Resolve,
    Roll,
    Stage_,
)
from judge_app.games.kingdom.state import KingdomState, TroopMods
from judge_app.logs.errors import LogError, LogReferenceError
from judge_app.logs.loader import Event, MatchLog, load_cardset, validation_error
from judge_app.names import fold
from judge_app.violations import Violation

RULEBOOK = "kingdom-estrategia"
DECK_SIZE = 30
HAND_LIMIT = 7
#: kind → (minimum, maximum, most copies of one name, one name each)
COMPOSITION: dict[str, tuple[int, int, int]] = {
    "realeza": (5, 5, 1),
    "estrategia": (15, 25, 2),
    "arroje": (0, 10, 2),
}
KIND_ES = {"realeza": "Realeza", "estrategia": "Estrategia", "arroje": "Arroje"}
#: Events that open a turn: the player of the first one of the first turn plays it.
OPENING = ("draw", "stage", "end_turn")
#: Events a log may number turn 0 before the first turn (the opening hands); any other event
#: numbered 0 plays turn 0, the first turn of a log that counts from 0.
PREGAME = ("draw", "mistake_seen", "note", "game_end")

_SETUP = TypeAdapter(dict[str, KingdomPlayerSetup])
_CARDS = TypeAdapter(dict[str, KingdomCard])


def composition_problems(deck: Sequence[tuple[str, str]], cards: Mapping[str, KingdomCard],
                         player: str | None, namer: Namer | None = None) -> list[Violation]:
    """The 3.1 composition problems of one Mazo de Estrategia (``(instance, definition)`` pairs).

    >>> cards = {"r": KingdomCard(kind="realeza", name="Rey")}
    >>> [v.section for v in composition_problems([("r", "r")], cards, "P1")]
    ['3.1', '3.1', '3.1']
    """
    flags = Flags(RULEBOOK, 0, player, namer=namer)
    total = len(deck)
    if total != DECK_SIZE:
        flags.error("3.1", f"El Mazo de Estrategia tiene {total} cartas; debe tener "
                    f"obligatoriamente {DECK_SIZE} (y como máximo {DECK_SIZE}).",
                    f"The Strategy Deck has {total} cards; it must have exactly {DECK_SIZE}.")
    for kind, (low, high, copies) in COMPOSITION.items():
        of_kind = [cards[d].name or d for _, d in deck if cards[d].kind == kind]
        n = len(of_kind)
        if not low <= n <= high:
            flags.error("3.1", f"{n} cartas de {KIND_ES[kind]}; se exigen entre {low} y {high}.",
                        f"{n} {KIND_ES[kind]} cards; between {low} and {high} are required.")
        for name, count in sorted(Counter(of_kind).items()):
            if count > copies:
                rule_es = ("cada carta de Realeza debe tener un nombre distinto" if copies == 1
                           else "máximo 2 cartas con el mismo nombre")
                rule_en = ("every Realeza card must have a different name" if copies == 1
                           else "at most 2 cards with the same name")
                flags.error("3.1", f"{count} cartas de {KIND_ES[kind]} llamadas «{name}»; "
                            f"{rule_es}.", f"{count} {KIND_ES[kind]} cards named '{name}'; "
                            f"{rule_en}.")
    return flags.found


#: The handler of every action (typed by its event model; judge_app/games/dispatch.py).
HANDLERS: Actions[Kingdom, KingdomState] = Actions("kingdom")


class Kingdom(Game[KingdomState]):
    """Kingdom TCG: the Mazo de Estrategia (section 3 of the rules)."""

    key: ClassVar[str] = "kingdom"
    rulebook: ClassVar[str] = RULEBOOK
    title: ClassVar[str] = "Kingdom TCG"
    variants: ClassVar[tuple[str, ...]] = ("standard",)
    card_model = KingdomCard
    event_models = EVENT_MODELS
    handlers = HANDLERS

    # ------------------------------------------------------------------ setup
    @override
    def parse_setup(self, raw: Any, players: Sequence[str],
                    variant: str) -> dict[str, KingdomPlayerSetup]:
        return _SETUP.validate_python(raw)

    @override
    def validate_log(self, log: MatchLog) -> None:
        setup: dict[str, KingdomPlayerSetup] = log.setup
        if len(log.player_ids) != 2:  # one player and their enemy ("turno enemigo")
            raise LogError(log.source, "$.players", "Kingdom TCG is for two players")
        check_player_keys(log, setup)
        self._instances(log)

    @staticmethod
    def _instances(log: MatchLog) -> dict[str, tuple[str, str, str]]:
        """instance → (owner, definition, zone) of the whole setup (``LogError`` if bad)."""
        setup: dict[str, KingdomPlayerSetup] = log.setup
        seen: dict[str, str] = {}
        out: dict[str, tuple[str, str, str]] = {}
        for player in log.player_ids:
            for zone in ("strategy_deck", "hand"):
                specs: list[str] = getattr(setup[player], zone)
                for inst, definition in read_instances(specs, log.cards, log.source,
                                                       f"$.setup.{player}.{zone}", seen):
                    out[inst] = (player, definition, zone)
        return out

    @override
    def initial_state(self, log: MatchLog) -> KingdomState:
        setup: dict[str, KingdomPlayerSetup] = log.setup
        instances = self._instances(log)
        players = list(log.player_ids)
        decks = {p: [i for i, (o, _, z) in instances.items() if o == p and z == "strategy_deck"]
                 for p in players}
        hands = {p: [i for i, (o, _, z) in instances.items() if o == p and z == "hand"]
                 for p in players}
        return KingdomState(
            players=players,
            cards={i: log.cards[d] for i, (_, d, _) in instances.items()},
            definitions={i: d for i, (_, d, _) in instances.items()},
            owner={i: o for i, (o, _, _) in instances.items()},
            decks=decks, hands=hands, used={p: [] for p in players},
            coronados={p: setup[p].coronado for p in players}, first_player=players[0],
            names_used={p: set() for p in players}, namer=self._namer(log, instances))

    @staticmethod
    def _namer(log: MatchLog, instances: Mapping[str, tuple[str, str, str]]) -> Namer:
        """Messages name players and cards (the definition id of a card without a name)."""
        return Namer.of_log(log, {i: log.cards[d].name or d for i, (_, d, _) in instances.items()})

    @override
    def setup_problems(self, log: MatchLog) -> list[Violation]:
        found: list[Violation] = []
        instances = self._instances(log)
        namer = self._namer(log, instances)
        for player in log.player_ids:
            deck = [(i, d) for i, (o, d, _) in instances.items() if o == player]
            found += composition_problems(deck, log.cards, player, namer)
        return found

    @override
    def deck_problems(self, deck: Mapping[str, Any], source: str = "<deck>") -> list[Violation]:
        """A deck file: ``{"game": "kingdom", "strategy_deck": [...], "cards"|"cardset": …}``.

        Without ``cards`` or ``cardset`` the shipped ``kingdom-demo`` set is used.
        """
        raw: dict[str, Any] = {}
        cardset = deck.get("cardset")
        if cardset is not None and not isinstance(cardset, str):
            raise LogError(source, "$.cardset", "must be the name of a card set")
        if cardset or "cards" not in deck:
            raw.update(load_cardset(cardset or "kingdom-demo", source))
        extra = deck.get("cards", {})
        if not isinstance(extra, dict):
            raise LogError(source, "$.cards", "must be an object of card definitions")
        raw.update(extra)
        try:
            cards = _CARDS.validate_python(raw)
        except ValidationError as exc:
            raise validation_error(source, exc, ("cards",)) from None
        try:
            block = KingdomPlayerSetup.model_validate(deck)
        except ValidationError as exc:
            raise validation_error(source, exc) from None
        # The deck is the player's whole setup block, as in a log: a card already in the hand
        # is still one of the 30 (``setup_problems`` counts both zones the same way).
        seen: dict[str, str] = {}
        pairs = [*read_instances(block.strategy_deck, cards, source, "$.strategy_deck", seen),
                 *read_instances(block.hand, cards, source, "$.hand", seen)]
        return composition_problems(pairs, cards, None,
                                    Namer({i: cards[d].name or d for i, d in pairs}))

    # ---------------------------------------------------------------- helpers
    @staticmethod
    def _known(state: KingdomState, instance: str, field_name: str) -> None:
        need(state.cards, instance, field_name)

    def _active_of(self, state: KingdomState, turn: int) -> str | None:
        """Whose turn ``turn`` is: turns alternate from the first player's first turn."""
        if state.first_player is None or state.first_turn is None:
            return None
        if (turn - state.first_turn) % 2 == 0:
            return state.first_player
        return rival_of(state.players, state.first_player)

    def _end_of_turn_checks(self, state: KingdomState, flags: Flags,
                            ending: str | None) -> None:
        # A card nobody answered resolves at once (3.1.1), so a log may leave ``resolve``
        # out: whatever is still on the pile when the turn ends counts as resolved.
        for _, card in state.stack:
            state.used[state.owner[card]].append(card)
        state.stack.clear()
        for player in [ending] if ending in state.hands else []:
            hand = len(state.hands[player])
            if hand > HAND_LIMIT:
                flags.error("3.1", f"{player} termina el turno con {hand} cartas en la mano; el "
                            "máximo al final de cada turno es 7 (debe descartar las que sobran).",
                            f"{player} ends the turn with {hand} cards in hand; the limit at the "
                            "end of every turn is 7 (the extra cards must be discarded).",
                            player=player)

    def _new_turn(self, state: KingdomState, turn: int, event: Event | None = None) -> None:
        if state.first_turn is None:
            state.first_turn = turn
            if event is not None and event.action in OPENING and event.player in state.players:
                state.first_player = event.player  # who starts belongs to the base game
        state.turn = turn
        state.active = self._active_of(state, turn)
        state.phase = None
        for used in state.names_used.values():
            used.clear()
        state.activated.clear()
        state.cancelled.clear()
        state.responses.clear()
        state.thrown.clear()
        state.mods.clear()

    def _set_stage(self, state: KingdomState, stage: str | None, flags: Flags) -> None:
        if stage is None:
            return
        if state.phase in STAGES and STAGES.index(stage) < STAGES.index(state.phase):
            flags.warning("3.1", f"Vuelve a la etapa de {stage} después de {state.phase}; las "
                          "etapas del turno son convocación, movimiento y batalla.",
                          f"Goes back to the {stage} stage after {state.phase}; a turn's stages "
                          "are convocación, movimiento and batalla.")
        state.phase = stage

    def _take_from_hand(self, state: KingdomState, player: str, card: str, flags: Flags,
                        section: str) -> None:
        """Take a card out of the hand to use it; a card elsewhere is flagged and taken anyway."""
        owner = state.owner[card]
        zone = state.where(card)
        if owner == player and zone == "mano":
            state.hands[player].remove(card)
            return
        if owner != player:
            flags.error(section, f"{card} es una carta del mazo de {owner}, no de {player}.",
                        f"{card} belongs to {owner}'s deck, not to {player}.")
        elif card in state.mistaken:
            flags.error("3.1", f"{card} fue vista o robada por error y se descartó: no puede "
                        "utilizarse.", f"{card} was seen or drawn by mistake and discarded: it "
                        "cannot be used.")
        elif zone == "mazo":
            flags.error("3.1", f"{card} sigue en el Mazo de Estrategia; las cartas se utilizan "
                        "directamente desde la mano.", f"{card} is still in the Strategy Deck; "
                        "cards are used straight from the hand.")
        elif zone == "pila":
            flags.error("3.1.1", f"{card} ya está activada, esperando su resolución.",
                        f"{card} is already activated, waiting to resolve.")
        else:
            flags.error("3.1", f"{card} ya fue utilizada; las cartas utilizadas no pueden "
                        "volver a usarse durante la partida.", f"{card} was already used; used "
                        "cards cannot be used again during the game.")
        for pile in (state.hands[owner], state.decks[owner], state.used[owner]):
            if card in pile:
                pile.remove(card)
        state.stack = [(p, c) for p, c in state.stack if c != card]

    def _use_name(self, state: KingdomState, player: str, card: str, flags: Flags) -> None:
        name = state.name(card)
        if card in state.activated:
            return  # the same card again: flagged once, as a card already used (3.1)
        if name in state.names_used[player]:
            flags.error("3.1", f"{player} ya utilizó una carta llamada «{name}» en este turno; "
                        "todas las cartas que usa cada jugador por turno deben tener nombres "
                        "distintos.", f"{player} already used a card named '{name}' this turn; "
                        "all the cards a player uses in a turn must have different names.")
        state.names_used[player].add(name)
        state.activated.add(card)

    def _tab_checks(self, state: KingdomState, player: str, instance: str, card: KingdomCard,
                    flags: Flags, section: str) -> None:
        """The tab above the name: the turn (own, rival, both) and stages a card may be used in.

        3.1 states it for every card of the Mazo de Estrategia ("en el turno y etapa/s del
        turno indicadas en la pestaña"), 3.3 again for Estrategia; a Realeza card whose
        definition carries ``turn``/``stages`` is checked against them too [3.1].
        """
        own = player == state.active
        if card.turn == "own" and not own:
            flags.error(section, f"{instance} solo puede utilizarse en el turno propio y se "
                        "usa en el turno enemigo.", f"{instance} may only be used in one's "
                        "own turn and is used in the enemy's turn.")
        elif card.turn == "rival" and own:
            flags.error(section, f"{instance} solo puede utilizarse en el turno enemigo y se "
                        "usa en el turno propio.", f"{instance} may only be used in the "
                        "enemy's turn and is used in one's own turn.")
        if card.stages and state.phase and state.phase not in card.stages:
            allowed = ", ".join(card.stages)
            flags.error(section, f"{instance} se usa en la etapa de {state.phase}; su pestaña "
                        f"solo permite: {allowed}.", f"{instance} is used in the "
                        f"{state.phase} stage; its tab only allows: {allowed}.")

    def _arroje_checks(self, state: KingdomState, player: str, card: KingdomCard,
                       flags: Flags) -> None:
        if player != state.active:
            flags.error("3.4", "Usa una carta de Arroje en el turno enemigo; solo pueden "
                        "utilizarse en el turno propio.", "Uses an Arroje card in the enemy's "
                        "turn; they may only be used in one's own turn.")
        if state.phase == "batalla":
            flags.error("3.4", "Usa una carta de Arroje en la etapa de batalla; pueden usarse en "
                        "cualquier etapa menos en la de batalla.", "Uses an Arroje card in the "
                        "battle stage; they may be used in any stage but battle.")

    # ----------------------------------------------------------------- apply
    @override
    @override
    def before_event(self, state: KingdomState, event: Event, flags: Flags) -> Event:
        turn = event.turn
        if turn is not None:
            state.numbered = True
        elif event.player is not None and event.action not in ("game_end", "note"):
            if state.phase == "fin" or (state.first_turn is None and not state.numbered):
                turn = state.turn + 1  # a log without turn numbers: end_turn closes each turn
            elif state.numbered:
                turn = state.turn  # a log that numbers only a turn's first event
        opens = turn is not None and event.action not in ("note", "game_end") and (
            turn != state.turn or (state.first_turn is None and event.action not in PREGAME))
        if opens and turn is not None and event.player is not None:
            self._new_turn(state, turn, event)
        if event.player is None and event.action not in ("game_end", "note"):
            raise LogReferenceError("player", "", "this action needs 'player'")
        return event

    @HANDLERS.handles("note", Note)
    def _on_note(self, state: KingdomState, event: Event, args: Note,
                 flags: Flags) -> None:
        """A remark: nothing changes."""

    @HANDLERS.handles("stage", Stage_)
    def _on_stage(self, state: KingdomState, event: Event, args: Stage_,
                  flags: Flags) -> None:
        self._set_stage(state, args.stage, flags)

    @HANDLERS.handles("draw", Draw)
    def _on_draw(self, state: KingdomState, event: Event, args: Draw,
                 flags: Flags) -> None:
        player = str(event.player)
        self._set_stage(state, args.stage, flags)
        deck = state.decks[player]
        for i, card in enumerate(args.cards or []):
            self._known(state, card, f"cards[{i}]")
        # 3.1 "¿Qué pasa si el mazo se queda sin cartas?": play goes on normally; a draw
        # finds what is left (nothing, once empty). No flag: the player did nothing wrong.
        count = args.count
        if "count" not in event.raw and args.cards is not None:
            count = len(args.cards)  # the cards listed say how many were drawn
        if count < 1:
            flags.error("3.1", f"Roba {count} cartas; un robo toma 1 carta o más del mazo.",
                        f"Draws {count} cards; a draw takes 1 card or more from the deck.")
        drawn = deck[:max(0, count)]
        if args.cards is not None and list(args.cards) != drawn:
            flags.warning("3.1", f"El registro dice que robó {names(args.cards)}, pero el tope "
                          f"del mazo era {names(drawn)}.", f"The log says {names(args.cards)} "
                          f"were drawn, but the top of the deck was {names(drawn)}.")
        del deck[:len(drawn)]
        state.hands[player].extend(drawn)

    @HANDLERS.handles("play", Play)
    def _on_play(self, state: KingdomState, event: Event, args: Play,
                 flags: Flags) -> None:
        player = str(event.player)
        self._known(state, args.card, "card")
        if args.response_to is not None:
            self._known(state, args.response_to, "response_to")
        self._set_stage(state, args.stage, flags)
        card = state.cards[args.card]
        if args.card in state.thrown and state.owner[args.card] == player:
            return  # the activation of an Arroje whose throw was logged first: one use
        if state.phase == "fin":
            flags.error("3.1", f"Activa {args.card} después de terminar el turno; una carta se "
                        "activa antes o después de uno de los eventos del turno.",
                        f"Activates {args.card} after the turn ended; a card is activated "
                        "before or after one of the turn's events.")
        self._take_from_hand(state, player, args.card, flags, "3.1")
        self._use_name(state, player, args.card, flags)
        if card.kind == "realeza":
            wanted, mine = card.coronado, state.coronados.get(player)
            if wanted and mine and fold(wanted) != fold(mine):
                flags.error("3.2", f"{args.card} es una carta de Realeza para {wanted}, y "
                            f"{player} controla a {mine}; solo puede usarse controlando al "
                            "Coronado indicado.", f"{args.card} is a Realeza card for {wanted}, "
                            f"and {player} controls {mine}; it may only be used while "
                            "controlling that Coronado.")
            self._tab_checks(state, player, args.card, card, flags, "3.1")
        elif card.kind == "estrategia":
            self._tab_checks(state, player, args.card, card, flags, "3.3")
        else:
            self._arroje_checks(state, player, card, flags)
        if args.response_to is not None and args.response_to not in state.thrown \
                and all(c != args.response_to for _, c in state.stack):
            flags.error("3.1.1", f"Responde a {args.response_to}, que no está esperando en la "
                        "pila de resolución.", f"Responds to {args.response_to}, which is not "
                        "waiting on the pile of resolution.")
        state.stack.append((player, args.card))
        if args.response_to is not None:
            state.responses[args.card] = args.response_to

    @HANDLERS.handles("resolve", Resolve)
    def _on_resolve(self, state: KingdomState, event: Event, args: Resolve,
                    flags: Flags) -> None:
        self._known(state, args.card, "card")
        pending = [c for _, c in state.stack]
        if args.card in state.thrown and args.card not in pending:
            state.thrown.discard(args.card)  # an Arroje resolves as it is thrown: nothing waits
            return
        if args.card not in pending:
            flags.error("3.1.1", f"Resuelve {args.card}, que no está activada esperando "
                        "resolución.", f"Resolves {args.card}, which is not activated and "
                        "waiting to resolve.")
            return
        top = pending[-1]
        if top != args.card:
            flags.error("3.1.1", f"Resuelve {args.card} antes que {top}, activada después; la "
                        "última carta activada es la primera en resolver.",
                        f"Resolves {args.card} before {top}, activated later; the last card "
                        "activated resolves first.")
        index = pending.index(args.card)
        _, card = state.stack.pop(index)
        state.used[state.owner[card]].append(card)
        if args.cancelled:
            state.cancelled.add(card)
        answered = state.responses.get(card)
        if answered is not None and state.cards[card].annuls_its_target:
            state.cancelled.add(answered)  # "la carta actual quedará sin efecto" (3.1.1)

    def _mods(self, state: KingdomState, troop: str, kind: str) -> TroopMods:
        return state.mods.setdefault((troop, kind), TroopMods())

    @HANDLERS.handles("modifier", ModifierEvent)
    def _on_modifier(self, state: KingdomState, event: Event, args: ModifierEvent,
                     flags: Flags) -> None:
        self._known(state, args.card, "card")
        printed = state.cards[args.card].modifier
        if args.card not in state.activated:
            flags.error("3.1.2", f"Aplica un modificador de {args.card}, que no se activó en "
                        "este turno.", f"Applies a modifier of {args.card}, which was not "
                        "activated this turn.")
        elif args.card in state.cancelled:
            flags.error("3.1.1", f"Aplica un modificador de {args.card}, que quedó sin efecto: "
                        "un efecto resuelto antes impidió su acción, y se pasa a la siguiente.",
                        f"Applies a modifier of {args.card}, which was left without effect: an "
                        "earlier resolution kept its action from being carried out, and play "
                        "goes on to the next card.")
        elif printed is not None and (printed.kind != args.kind or (
                args.kind == "aumento" and printed.value is not None
                and printed.value != args.value) or (
                printed.applies_to is not None and printed.applies_to != args.applies_to)):
            amount = printed.value if printed.kind == "aumento" and printed.value is not None \
                else ""
            said = f"{printed.kind} {amount}".strip()
            flags.error("3.1.2", f"{args.card} indica un modificador {said} "
                        f"({printed.applies_to or 'ataque/defensa'}); el registro aplica "
                        f"{args.kind} {args.value} a la {args.applies_to}.",
                        f"{args.card} prints a modifier {said} "
                        f"({printed.applies_to or 'attack/defence'}); the log applies "
                        f"{args.kind} {args.value} to the {args.applies_to}.")
        mods = self._mods(state, args.target, args.applies_to)
        mods.start_next()
        if args.kind == "aumento":
            mods.aumentos.append(args.value)
        else:
            if mods.reducciones:
                flags.error("3.1.2", f"Segunda Reducción a la {args.applies_to} de "
                            f"{args.target}; solo puede aplicarse un modificador de reducción "
                            "al ataque y a la defensa de cada combatiente.",
                            f"A second Reducción on {args.target}'s {args.applies_to}; only "
                            "one reduction modifier may apply to each combatant's attack and "
                            "defence.")
            mods.reducciones += 1

    @HANDLERS.handles("roll", Roll)
    def _on_roll(self, state: KingdomState, event: Event, args: Roll,
                 flags: Flags) -> None:
        self._set_stage(state, args.stage, flags)
        mods = self._mods(state, args.who, args.kind)
        mods.start_next()
        mods.last_roll = args.value
        mods.spent = True
        result = mods.result(args.value)
        if args.result is not None and args.result != result:
            detail = f"{args.value} + {mods.aumento}" if mods.aumento else str(args.value)
            if mods.reducciones:
                detail = f"({detail}) / 2"
            flags.error("3.1.2", f"El registro da {args.result} a la tirada de {args.kind} de "
                        f"{args.who}, pero con sus modificadores es {detail} = {result}.",
                        f"The log gives {args.result} for {args.who}'s {args.kind} roll, but "
                        f"with its modifiers it is {detail} = {result}.")

    @HANDLERS.handles("arroje", Arroje)
    def _on_arroje(self, state: KingdomState, event: Event, args: Arroje,
                   flags: Flags) -> None:
        player = str(event.player)
        self._known(state, args.card, "card")
        self._set_stage(state, args.stage, flags)
        card = state.cards[args.card]
        # The throw of an Arroje the same player activated with ``play`` this turn: one use of
        # the card, logged as its activation and then its throw (turn and stage checked then).
        played = (args.card in state.activated and args.card not in state.thrown
                  and state.owner[args.card] == player and card.kind == "arroje")
        if played:
            state.stack = [(p, c) for p, c in state.stack if c != args.card]
        else:
            self._take_from_hand(state, player, args.card, flags, "3.4")
            self._use_name(state, player, args.card, flags)
        if card.kind != "arroje":
            flags.error("3.4", f"{args.card} no es una carta de Arroje.",
                        f"{args.card} is not an Arroje card.")
        else:
            if not played:
                self._arroje_checks(state, player, card, flags)
            if card.min_level is not None and args.troop_level < card.min_level:
                flags.error("3.4", f"Lanza {args.card} desde una tropa de nivel "
                            f"{args.troop_level}; la carta exige nivel {card.min_level} o mayor.",
                            f"Throws {args.card} from a level {args.troop_level} troop; the card "
                            f"needs level {card.min_level} or higher.")
            if card.distance is not None and args.distance != card.distance:
                flags.error("3.4", f"Lanza {args.card} a {args.distance} espacios; debe "
                            f"lanzarse exactamente a {card.distance}.", f"Throws {args.card} "
                            f"{args.distance} spaces; it must be thrown exactly "
                            f"{card.distance}.")
            sides = card.die_sides
            if sides is not None and args.roll is not None and not 1 <= args.roll <= sides:
                flags.error("3.4", f"Tirada de ataque de {args.roll} con el dado {card.die} de "
                            f"{args.card}, que no puede dar ese valor.", f"An attack roll of "
                            f"{args.roll} with {args.card}'s {card.die} die, which cannot show "
                            "that value.")
        if args.card not in state.used[state.owner[args.card]]:
            state.used[state.owner[args.card]].append(args.card)
        state.thrown.add(args.card)

    @HANDLERS.handles("discard", Discard)
    def _on_discard(self, state: KingdomState, event: Event, args: Discard,
                    flags: Flags) -> None:
        player = str(event.player)
        for i, card in enumerate(args.cards):
            self._known(state, card, f"cards[{i}]")
        before = len(state.hands[player])
        after = before - len(args.cards)
        if args.by is None and before <= HAND_LIMIT:
            flags.error("3.1", f"Descarta con {before} cartas en la mano; solo se descarta por "
                        "límite con más de 7 al final del turno.", f"Discards with {before} "
                        "cards in hand; one discards for the limit only with more than 7 at the "
                        "end of the turn.")
        elif args.by is None and after < HAND_LIMIT:
            flags.error("3.1", f"Descarta {len(args.cards)} de {before} cartas y queda con "
                        f"{after}; solo se descartan las necesarias para quedar con 7.",
                        f"Discards {len(args.cards)} of {before} cards, leaving {after}; only "
                        "as many as needed to keep 7.")
        for card in args.cards:
            if card in state.hands[player]:
                state.hands[player].remove(card)
                state.used[player].append(card)
            else:
                flags.error("3.1", f"{card} no está en la mano de {player}.",
                            f"{card} is not in {player}'s hand.")

    @HANDLERS.handles("mistake_seen", MistakeSeen)
    def _on_mistake_seen(self, state: KingdomState, event: Event, args: MistakeSeen,
                         flags: Flags) -> None:
        self._known(state, args.card, "card")
        owner = state.owner[args.card]
        zone = state.where(args.card)
        if zone in ("mazo", "mano"):
            (state.decks if zone == "mazo" else state.hands)[owner].remove(args.card)
            state.used[owner].append(args.card)
            state.mistaken.add(args.card)
        else:
            flags.warning("3.1", f"{args.card} ya no estaba en el mazo ni en la mano.",
                          f"{args.card} was no longer in the deck or the hand.")

    @HANDLERS.handles("end_turn", EndTurn)
    def _on_end_turn(self, state: KingdomState, event: Event, args: EndTurn,
                     flags: Flags) -> None:
        if event.player != state.active:
            flags.warning("3.1", f"{event.player} termina el turno de {state.active}.",
                          f"{event.player} ends {state.active}'s turn.")
        self._end_of_turn_checks(state, flags, state.active or event.player)
        state.phase = "fin"

    @HANDLERS.handles("game_end", GameEnd)
    def _on_game_end(self, state: KingdomState, event: Event, args: GameEnd,
                     flags: Flags) -> None:
        state.over = True
        state.winner = args.winner

    @override
    def finish(self, state: KingdomState, log: MatchLog) -> list[Violation]:
        """Nothing: a card left on the pile resolved at once (``resolve`` is optional)."""
        return []

    def _view(self, state: KingdomState, instance: str, touched: set[str],
              hidden: bool = False) -> CardView:
        card = state.cards[instance]
        details: list[tuple[str, str]] = [("tipo", KIND_ES[card.kind])]
        if card.coronado:
            details.append(("coronado", card.coronado))
        if card.turn:
            details.append(("turno", {"own": "propio", "rival": "enemigo",
                                      "both": "ambos"}[card.turn]))
        if card.stages:
            details.append(("etapas", ", ".join(card.stages)))
        if card.kind == "arroje":
            details += [("nivel mínimo", str(card.min_level)), ("distancia", str(card.distance)),
                        ("dado", str(card.die))]
        marks = ("vista por error",) if instance in state.mistaken else ()
        return CardView(instance=instance, name=state.name(instance),
                        definition=state.definitions[instance], kind=card.kind, hidden=hidden,
                        marks=marks, details=tuple(details), highlighted=instance in touched)

    @override
    def board(self, state: KingdomState, log: MatchLog, event: Event | None = None) -> BoardView:
        touched = event_cards(event, ("card", "response_to"))
        players: list[PlayerView] = []
        for p in state.players:
            zones = (
                ZoneView("mazo", "Mazo de Estrategia", tuple(
                    self._view(state, c, touched, hidden=True) for c in state.decks[p]),
                    stacked=True),
                ZoneView("mano", "Mano", tuple(self._view(state, c, touched)
                                               for c in state.hands[p])),
                ZoneView("utilizadas", "Cartas utilizadas", tuple(
                    self._view(state, c, touched) for c in reversed(state.used[p])),
                    stacked=True),
            )
            summary = [("Mazo", str(len(state.decks[p]))), ("Mano", str(len(state.hands[p])))]
            if state.coronados.get(p):
                summary.append(("Coronado", str(state.coronados[p])))
            players.append(PlayerView(player=p, name=log.player_name(p), zones=zones,
                                      summary=tuple(summary), active=p == state.active))
        mods = tuple((f"{troop} {kind}", _mods_text(m)) for (troop, kind), m in
                     sorted(state.mods.items()))
        players.append(PlayerView(
            player="mesa", name="Mesa",
            zones=(ZoneView("pila", "Pila de resolución", tuple(
                self._view(state, c, touched) for _, c in reversed(state.stack)),
                stacked=True),),
            summary=mods))
        status = "Fin de la partida" + (f": gana {state.winner}" if state.winner else "") \
            if state.over else ""
        return BoardView(game=self.key, turn=state.turn, phase=state.phase, active=state.active,
                         players=tuple(players), status=status, highlighted=frozenset(touched))

    @override
    def state_json(self, state: KingdomState, log: MatchLog) -> dict[str, Any]:
        def card(instance: str) -> dict[str, Any]:
            c = state.cards[instance]
            return {"instance": instance, "definition": state.definitions[instance],
                    "name": state.name(instance), "kind": c.kind,
                    "mistaken": instance in state.mistaken}

        return {
            "game": self.key, "turn": state.turn, "phase": state.phase, "active": state.active,
            "players": {p: {
                "strategy_deck": [card(c) for c in state.decks[p]],
                "hand": [card(c) for c in state.hands[p]],
                "used": [card(c) for c in state.used[p]],
                "coronado": state.coronados.get(p),
                "names_used": sorted(state.names_used[p]),
            } for p in state.players},
            "stack": [{"player": p, **card(c)} for p, c in state.stack],
            "modifiers": [{"troop": troop, "applies_to": kind, "aumentos": m.aumentos,
                           "aumento": m.aumento, "reducciones": m.reducciones,
                           "last_roll": m.last_roll,
                           "result": None if m.last_roll is None else m.result(m.last_roll)}
                          for (troop, kind), m in sorted(state.mods.items())],
            "over": state.over, "winner": state.winner,
        }


def _mods_text(m: TroopMods) -> str:
    parts = [f"+{m.aumento}"] if m.aumentos else []
    if m.reducciones:
        parts.append("½")
    if m.last_roll is not None:
        parts.append(f"tirada {m.last_roll} → {m.result(m.last_roll)}")
    return " ".join(parts) or "—"

