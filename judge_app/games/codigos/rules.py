"""The Códigos rules: apply one logged event to the table and say what it broke.

A turn is exactly two actions (the same one may repeat): Encartar (``take``),
bajar cartas (``expose``, ``complete``, ``lay_code``), Descartar (``discard``,
``discard_code``) and moving the Soldier (``soldier``), which is only ever the
second action. A player holds at most 4 cards in RECOLECCIÓN. When a REVELEN
CÓDIGOS OCULTOS card comes out of the deck, play stops: the player in turn,
then the others in turn order, reveal all their hidden codes (``reveal_code``);
the replay scores each one and checks the logged ``outcome`` and ``points``.
The last REVELEN card (the bottom of the deck) ends the game; ``game_end``
scores are recomputed.

Readings of the OCR text where it leaves room (documented choices):

- A card taken from encarte place 0 or 1 is replaced by the top card of the
  deck. Place 2 *is* the DESCARTE pile: taking its top uncovers the card below,
  and only an empty pile is refilled from the deck (otherwise the REVELEN card
  shuffled into the pile could never "seguir en juego", as the rulebook says).
  A REVELEN card drawn or uncovered this way starts the revelation and the
  next card fills the place.
- REVELEN cards: the first to come out goes into the discard pile, shuffled
  with it once the revelation is over; the log states the new order with a
  ``shuffle`` event (pile top first; without it the REVELEN card stays below
  the top). Uncovered later, it starts a revelation and is set aside. The second
  and third are set aside, and the last one, the bottom of the deck, ends the
  game. With 4 players (Excepciones 2: "reutilizar la pila DESCARTE sin carta
  REVELEN") the first one is set aside too. Symbol cards of revealed codes go
  under the discard pile, so the visible card does not change.
- The code card may act as one of its own symbols when its symbol is in the
  code; symbol cards beyond what the code needs are flagged.
- A comodín stands for one missing symbol; a code with a comodín only scores
  when said exactly (any other reveal, turning the cards included, loses it).
- "Descartar una carta común": a comodín cannot be discarded this way; "la
  recién levantada" is a card taken this turn.
- The 4-card limit counts RECOLECCIÓN only, and is checked after each ``take``.
- A Soldier that comes to block a comodín (Excepciones 1) sends it back into
  the deck, just above the last REVELEN card (the log does not record the
  shuffle), and the next card of the deck takes its place, blocked. Taking
  that lost comodín (before the deck deals it again) or its blocked
  replacement cites ``excepciones``.
- With 4 players (Excepciones 2) the pile is reused without a REVELEN card: a
  ``shuffle`` after the first revelation may reorder the pile once, and one that
  puts a REVELEN card in it cites ``excepciones``.
- Only the top card of the discard pile (encarte position 2) may be taken.
- The first player is the first of ``players`` (match-log.md, Clarifications) and
  turn order follows ``players``; when card definitions carry ``number`` (the
  photo reference), that first player must hold the highest one.
- "Solo puede haber un código incompleto" (printed under ACCIONES, about the
  CÓDIGO EXPUESTO area) is reported as ``acciones``; a citation of
  ``codigo-expuesto`` matches it too (``Citation.matches``).
- A tie on points is a draw (``winner`` null). The game ends with the last
  REVELEN card, with 4 players too.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from typing_extensions import override

from judge_app.games.base import BoardView, CardView, Game, PlayerView, ZoneView
from judge_app.games.codigos.cards import (
    EVENT_MODELS,
    CodigoCard,
    CodigosSetup,
    Complete,
    DiscardCard,
    DiscardCode,
    Expose,
    GameEnd,
    LayCode,
    MoveSoldier,
    RevealCode,
    Shuffle,
    Take,
)
from judge_app.games.codigos.deck import check_deck, instance_map, setup_flags
from judge_app.games.codigos.state import Code, CodigosState, Scored, Side
from judge_app.games.common import (
    EndTurn,
    Flags,
    Namer,
    Note,
    check_player_keys,
    event_cards,
    need,
    read_instances,
    remove_from,
)
from judge_app.games.dispatch import Actions
from judge_app.logs.errors import LogReferenceError
from judge_app.logs.loader import Event, MatchLog
from judge_app.violations import Violation

RULEBOOK = "codigos"
ACTIONS_A_TURN = 2
COLLECTION_LIMIT = 4
EXTRA = {"exact": 2, "unordered": 1, "verified": 0, "wrong": 0}
ACTIONS = ("take", "expose", "complete", "lay_code", "discard", "discard_code", "soldier")


def reveal_outcome(code: Sequence[str], said: Sequence[str] | None, wildcard: bool) -> str:
    """How a hidden code scores from what its player said.

    >>> reveal_outcome(["granada", "casco"], ["granada", "casco"], False)
    'exact'
    >>> reveal_outcome(["granada", "casco"], ["casco", "granada"], False)
    'unordered'
    >>> reveal_outcome(["granada", "casco"], None, False), reveal_outcome(["casco"], [], False)
    ('verified', 'verified')
    >>> reveal_outcome(["granada", "casco"], ["casco", "granada"], True)
    'wrong'
    """
    if not said:
        said = None  # ``[]`` is option 3 like ``null``: the cards turned over, nothing said
    if said is not None and list(said) == list(code):
        return "exact"
    if wildcard:
        return "wrong"
    if said is None:
        return "verified"
    return "unordered" if Counter(said) == Counter(code) else "wrong"


#: The handler of every action (typed by its event model; judge_app/games/dispatch.py).
HANDLERS: Actions[Codigos, CodigosState] = Actions("codigos")


class Codigos(Game[CodigosState]):
    """Códigos: form the codes on the cards with their symbols and win their medals."""

    key: ClassVar[str] = "codigos"
    rulebook: ClassVar[str] = RULEBOOK
    title: ClassVar[str] = "Códigos"
    variants: ClassVar[tuple[str, ...]] = ("standard",)
    card_model = CodigoCard
    event_models = EVENT_MODELS
    handlers = HANDLERS

    # ------------------------------------------------------------------ setup
    @override
    def parse_setup(self, raw: Any, players: Sequence[str], variant: str) -> CodigosSetup:
        return CodigosSetup.model_validate(raw)

    @override
    def validate_log(self, log: MatchLog) -> None:
        setup: CodigosSetup = log.setup
        check_player_keys(log, setup.collection, "$.setup.collection")
        instance_map(setup, log.cards, log.source, "$.setup")

    @override
    def initial_state(self, log: MatchLog) -> CodigosState:
        setup: CodigosSetup = log.setup
        ids = instance_map(setup, log.cards, log.source, "$.setup")

        def inst(specs: list[str], path: str) -> list[str]:
            return [i for i, _ in read_instances(specs, log.cards, log.source, path)]

        # 3 cards (another count is flagged at seq 0): missing places are empty, extra ones
        # are left off the table.
        encarte: list[str | None] = [*inst(setup.encarte.cards, "$.setup.encarte.cards"),
                                     None, None, None]
        sides = {p: Side(inst(setup.collection[p], f"$.setup.collection.{p}"))
                 for p in log.player_ids}
        return CodigosState(
            players=list(log.player_ids), cards={i: log.cards[d] for i, d in ids.items()},
            deck=inst(setup.deck, "$.setup.deck"), encarte=[encarte[0], encarte[1]],
            discard=[encarte[2]] if encarte[2] is not None else [],
            soldier=setup.encarte.soldier, sides=sides,
            namer=Namer.of_log(log, {i: log.cards[d].name for i, d in ids.items()}))

    @override
    def setup_problems(self, log: MatchLog) -> list[Violation]:
        ids = instance_map(log.setup, log.cards, log.source, "$.setup")
        flags = Flags(RULEBOOK, 0, None,
                      namer=Namer.of_log(log, {i: log.cards[d].name for i, d in ids.items()}))
        setup_flags(log.setup, log.cards, log.source, "$.setup", flags,
                    players=len(log.player_ids))
        return flags.found

    @override
    def deck_problems(self, deck: Mapping[str, Any], source: str = "<deck>") -> list[Violation]:
        return check_deck(deck, source)

    # ---------------------------------------------------------------- helpers
    @staticmethod
    def _known(state: CodigosState, instances: Sequence[str], field_name: str,
               indexed: bool = False) -> None:
        for i, instance in enumerate(instances):
            need(state.cards, instance, f"{field_name}[{i}]" if indexed else field_name)

    def _next_player(self, state: CodigosState, player: str | None) -> str | None:
        if player is None or player not in state.players:
            return None
        return state.players[(state.players.index(player) + 1) % len(state.players)]

    def _start_turn(self, state: CodigosState, event: Event, flags: Flags) -> None:
        previous = state.active
        if previous is not None and state.phase != "fin" and not state.over:
            flags.warning("acciones",
                          f"El turno {state.turn} de {previous} no se cerró (falta end_turn).",
                          f"Turn {state.turn} of {previous} was never closed (no end_turn).",
                          player=previous)
        if previous is None:
            self._check_first_player(state, event, flags)
        else:
            expected = self._next_player(state, previous)
            if event.player != expected:
                flags.error("acciones", f"Juega {event.player}, pero el turno es de {expected}; "
                            "los jugadores juegan por turno, en orden.",
                            f"{event.player} plays, but it is {expected}'s turn; players take "
                            "turns in order.")
        state.turn = event.turn if event.turn is not None else state.turn + 1
        state.active = event.player
        state.phase = "acciones"
        state.actions = 0
        state.taken.clear()

    def _check_first_player(self, state: CodigosState, event: Event, flags: Flags) -> None:
        state.first_player = event.player
        first = state.players[0]
        if event.player != first:
            flags.error("comienza", f"Empieza {event.player}, pero el primer jugador es {first}, "
                        "el primero de la lista de jugadores del registro.", f"{event.player} "
                        f"starts, but the first player is {first}, the first of the log's "
                        "players.")
            return
        numbers: dict[str, int] = {}
        for player, side in state.sides.items():
            found = [state.cards[c].number for c in side.collection]
            if not found or any(n is None for n in found):
                return
            numbers[player] = max(n for n in found if n is not None)
        best = max(numbers.values())
        leaders = [p for p, n in numbers.items() if n == best]
        if event.player not in leaders:
            flags.error("comienza", f"El primer jugador es {event.player}, pero {leaders[0]} "
                        f"tiene el número de referencia más alto ({best}); empieza quien lo "
                        "tenga.", f"The first player is {event.player}, but {leaders[0]} holds "
                        f"the highest reference number ({best}); that player starts.")

    def _action(self, state: CodigosState, flags: Flags, es: str, en: str) -> None:
        """Count one of the turn's two actions (checks common to every action)."""
        player = flags.player
        if state.over:
            flags.error("final", f"{es} tras el final de la partida; ya no se pueden levantar ni "
                        "bajar cartas.", f"{en} after the end of the game; no card may be taken "
                        "or laid any more.")
        elif state.revealing:
            waiting = state.revealing[0]
            flags.error("revelar-y-puntuacion", f"{es} con la revelación sin terminar ({waiting} "
                        "aún debe revelar sus códigos ocultos); el juego se para hasta que todos "
                        "los revelen.", f"{en} before the revelation is over ({waiting} still "
                        "has hidden codes to reveal); play stops until everyone has revealed.")
            state.revealing.clear()
        elif player != state.active:
            flags.error("acciones", f"{player} hace una acción ({es}) fuera de su turno.",
                        f"{player} takes an action ({en}) outside their turn.")
        elif state.actions >= ACTIONS_A_TURN:
            flags.error("acciones", f"{es} es la acción número {state.actions + 1} del turno; "
                        "cada turno tiene 2 acciones.",
                        f"{en} is action number {state.actions + 1} of the turn; a turn has "
                        "2 actions.")
        if player == state.active:
            state.actions += 1

    def _from_collection(self, state: CodigosState, player: str, instance: str,
                         flags: Flags, section: str) -> None:
        if remove_from(state.sides[player].collection, instance):
            return
        flags.error(section, f"{instance} no está en el área RECOLECCIÓN de {player}.",
                    f"{instance} is not in {player}'s collection area (RECOLECCIÓN).")
        for zone in (*(s.collection for s in state.sides.values()), state.deck, state.discard,
                     state.set_aside):
            if remove_from(zone, instance):
                return
        for i, card in enumerate(state.encarte):
            if card == instance:
                state.encarte[i] = None
                return
        self._out_of_codes(state, instance)

    @staticmethod
    def _out_of_codes(state: CodigosState, instance: str) -> None:
        """Take a card out of any player's codes (flagged already): a card is in one place.

        A symbol card just leaves its code; a code card takes its code apart, the symbol
        cards going under the discard pile. Without this a log that reuses a revealed or
        hidden card would copy it, and every copy of the table would grow with the log.
        """
        for side in state.sides.values():
            for codes in (side.exposed, side.hidden):
                for code in codes:
                    if remove_from(code.symbols, instance):
                        return
                    if code.card == instance:
                        codes.remove(code)
                        state.discard[0:0] = code.symbols
                        return
            for scored in side.revealed:
                if remove_from(scored.symbols, instance):
                    return
                if scored.card == instance:
                    side.revealed.remove(scored)
                    state.discard[0:0] = scored.symbols
                    return

    def _fill_problems(self, state: CodigosState, code: Code, new: Sequence[str],
                       flags: Flags) -> bool:
        """Flag symbol cards the code cannot take; say whether the code is now complete."""
        definition = state.cards[code.card]
        needed = Counter(definition.code)
        wild = 0
        for card in [*code.symbols, *new]:
            c = state.cards[card]
            if c.kind == "comodin":
                wild += 1
                if wild == 2 and card in new:
                    flags.error("codigo-expuesto", f"{card} es un segundo COMODÍN en el código "
                                f"{code.card}; solo se puede usar un COMODÍN por código.",
                                f"{card} is a second wildcard in code {code.card}; only one "
                                "wildcard per code.")
            elif c.symbol is not None and needed[c.symbol] > 0:
                needed[c.symbol] -= 1
            elif card in new:
                flags.error("codigo-expuesto", f"{card} ({c.symbol or c.kind}) no es un símbolo "
                            f"que le falte al código {code.card}.",
                            f"{card} ({c.symbol or c.kind}) is not a symbol code {code.card} "
                            "still needs.")
        missing = sum(needed.values())
        if definition.symbol is not None and needed[definition.symbol] > 0:
            missing -= 1  # the code card acts as one of its own symbols
        return missing - wild <= 0

    def _refill(self, state: CodigosState, position: int, flags: Flags) -> None:
        """Put the deck's top card at an encarte position; REVELEN cards stop the game."""
        while state.deck:
            card = state.deck.pop(0)
            remove_from(state.lost_wildcards, card)  # drawn again: back in play
            if state.kind(card) == "revelar":
                self._revelar(state, card)
                continue
            if position == 2:
                state.discard.append(card)
            else:
                state.encarte[position] = card
            if position == state.soldier and state.kind(card) == "comodin":
                self._blocked_wildcard(state, position)
            return
        if position != 2:
            state.encarte[position] = None

    def _blocked_wildcard(self, state: CodigosState, position: int) -> None:
        """Excepciones 1: a blocked comodín goes back to the deck; the next card replaces it."""
        card = state.at(position)
        if card is None or state.kind(card) != "comodin" or not state.deck:
            return
        if position == 2:
            state.discard.pop()
        else:
            state.encarte[position] = None
        state.deck.insert(len(state.deck) - 1, card)
        if state.deck[0] == card:
            state.deck.pop(0)
            if position == 2:
                state.discard.append(card)
            else:
                state.encarte[position] = card
            return
        state.lost_wildcards.append(card)
        replacement = state.deck.pop(0)
        remove_from(state.lost_wildcards, replacement)
        state.blocked_replacement = replacement
        if state.kind(replacement) == "revelar":
            self._revelar(state, replacement)
            self._refill(state, position, Flags(RULEBOOK, 0, None))
            return
        if position == 2:
            state.discard.append(replacement)
        else:
            state.encarte[position] = replacement

    def _uncover(self, state: CodigosState) -> None:
        """The pile's new top after its top card was taken: a REVELEN card starts a revelation.

        Only the first REVELEN card can be in the pile (shuffled into it): when it comes up
        it is set aside and the card below shows; an empty pile is refilled from the deck
        by the caller.
        """
        while state.discard and state.kind(state.discard[-1]) == "revelar":
            self._revelar(state, state.discard.pop(), from_pile=True)
        top = state.top()
        if top is not None and state.soldier == 2 and state.kind(top) == "comodin":
            self._blocked_wildcard(state, 2)

    def _revelar(self, state: CodigosState, card: str, from_pile: bool = False) -> None:
        state.reveals_seen += 1
        if from_pile:
            state.set_aside.append(card)
        elif not state.deck:
            state.final = True
            state.set_aside.append(card)
        elif state.reveals_seen == 1 and len(state.players) < 4:
            state.discard.insert(0, card)  # shuffled in; a ``shuffle`` event gives the order
        else:  # the second and third, and with 4 players the first too (Excepciones 2)
            state.set_aside.append(card)
        start = state.active if state.active in state.players else state.players[0]
        i = state.players.index(start)
        state.revealing = [state.players[(i + k) % len(state.players)]
                           for k in range(len(state.players))]
        self._advance(state)

    def _advance(self, state: CodigosState) -> None:
        while state.revealing and not state.sides[state.revealing[0]].hidden:
            state.revealing.pop(0)
        if not state.revealing and state.final:
            state.over = True

    # ----------------------------------------------------------------- apply
    @override
    @override
    def before_event(self, state: CodigosState, event: Event, flags: Flags) -> Event:
        if event.player is None and event.action not in ("game_end", "note"):
            raise LogReferenceError("player", "", "this action needs 'player'")
        # The first numbered event opens a turn whatever its number (a log counting from 0).
        new_turn = event.turn is not None and (event.turn != state.turn or state.active is None)
        if event.turn is None and event.action in ACTIONS and event.player != state.active \
                and (state.active is None or state.phase == "fin"):
            new_turn = True  # a log without turn numbers: an action after end_turn opens a turn
        if new_turn and event.action in (*ACTIONS, "end_turn"):
            self._start_turn(state, event, flags)
        return event

    @HANDLERS.handles("note", Note)
    def _on_note(self, state: CodigosState, event: Event, args: Note,
                 flags: Flags) -> None:
        """A remark: nothing changes."""

    @HANDLERS.handles("take", Take)
    def _on_take(self, state: CodigosState, event: Event, args: Take,
                 flags: Flags) -> None:
        player = str(event.player)
        self._known(state, [args.card], "card")
        self._action(state, flags, "Encartar", "Take")
        position = next((p for p in range(3) if state.at(p) == args.card), None)
        if position is None and args.card in state.lost_wildcards:
            flags.error("excepciones", f"Toma {args.card}, un COMODÍN BLOQUEADO: un comodín "
                        "bloqueado es un comodín perdido y vuelve al mazo REPOSICIÓN DE CARTAS.",
                        f"Takes {args.card}, a blocked wildcard: a blocked wildcard is a lost "
                        "wildcard and goes back into the deck.")
            remove_from(state.lost_wildcards, args.card)
            self._from_collection(state, player, args.card, Flags(RULEBOOK, 0, None), "acciones")
        elif position is None and args.card in state.discard:
            flags.error("acciones", f"Toma {args.card} de debajo de la pila DESCARTE; del "
                        "ENCARTE solo se toma la carta de arriba de la pila, la tercera de sus "
                        "3 cartas.", f"Takes {args.card} from under the top of the discard "
                        "pile; of the encarte only the pile's top card, the third of its 3 "
                        "cards, may be taken.")
            self._from_collection(state, player, args.card, Flags(RULEBOOK, 0, None), "acciones")
        elif position is None:
            flags.error("acciones", f"{args.card} no está en la zona ENCARTE; solo se toma una "
                        "de sus 3 cartas.", f"{args.card} is not in the encarte; only one of "
                        "its 3 cards may be taken.")
            self._from_collection(state, player, args.card, Flags(RULEBOOK, 0, None), "acciones")
        else:
            if position == state.soldier and args.card == state.blocked_replacement:
                flags.error("excepciones", f"Toma {args.card}, la carta que reemplazó a un "
                            "COMODÍN BLOQUEADO; dicha carta queda bloqueada.",
                            f"Takes {args.card}, the card that replaced a blocked wildcard; "
                            "that card stays blocked.")
            elif position == state.soldier:
                flags.error("soldado", f"Toma {args.card}, bloqueada por el SOLDADO; no se puede "
                            "levantar la carta que está debajo del soldado.",
                            f"Takes {args.card}, blocked by the Soldier; the card under the "
                            "Soldier cannot be taken.")
            if position == 2:
                state.discard.pop()
                self._uncover(state)
            else:
                state.encarte[position] = None
        state.sides[player].collection.append(args.card)
        state.taken.append(args.card)
        held = len(state.sides[player].collection)
        if held > COLLECTION_LIMIT:
            flags.error("comienza", f"{player} queda con {held} cartas en RECOLECCIÓN; el máximo "
                        "es 4.", f"{player} now holds {held} cards in the collection area; the "
                        "limit is 4.")
        if position is not None and (position != 2 or not state.discard):
            self._refill(state, position, flags)

    @HANDLERS.handles("expose", Expose)
    def _on_expose(self, state: CodigosState, event: Event, args: Expose,
                   flags: Flags) -> None:
        player = str(event.player)
        self._known(state, [args.card], "card")
        self._action(state, flags, "Exponer código", "Expose a code")
        side = state.sides[player]
        if side.exposed:
            flags.error("acciones", f"Expone {args.card} con el código {side.exposed[0].card} "
                        "aún incompleto; solo puede haber un código incompleto en el área CÓDIGO "
                        "EXPUESTO.", f"Exposes {args.card} while code {side.exposed[0].card} "
                        "is still incomplete; only one incomplete code may be exposed.")
        if not state.cards[args.card].code:
            flags.error("codigo-expuesto", f"{args.card} no tiene código; no puede actuar como "
                        "carta CÓDIGO.", f"{args.card} has no code; it cannot act as a code "
                        "card.")
        self._from_collection(state, player, args.card, flags, "acciones")
        side.exposed.append(Code(args.card))

    @HANDLERS.handles("complete", Complete)
    def _on_complete(self, state: CodigosState, event: Event, args: Complete,
                     flags: Flags) -> None:
        player = str(event.player)
        self._known(state, [args.code], "code")
        self._known(state, args.cards, "cards", indexed=True)
        self._action(state, flags, "Completar código", "Complete a code")
        side = state.sides[player]
        code = next((c for c in side.exposed if c.card == args.code), None)
        if code is None:
            flags.error("acciones", f"{args.code} no es un código expuesto de {player}.",
                        f"{args.code} is not an exposed code of {player}.")
            return
        # The code card may act as one of its own symbols: a log may list it in ``cards`` too.
        cards = [c for c in args.cards if c != args.code]
        complete = self._fill_problems(state, code, cards, flags)
        for card in cards:
            self._from_collection(state, player, card, flags, "acciones")
            if code in side.exposed:  # an illegal card may have come out of this very code
                code.symbols.append(card)
        if complete and code in side.exposed:
            side.exposed.remove(code)
            side.hidden.append(code)

    @HANDLERS.handles("lay_code", LayCode)
    def _on_lay_code(self, state: CodigosState, event: Event, args: LayCode,
                     flags: Flags) -> None:
        player = str(event.player)
        self._known(state, [args.code], "code")
        self._known(state, args.cards, "cards", indexed=True)
        self._action(state, flags, "Bajar código completo", "Lay a complete code")
        code = Code(args.code)
        # The code card may act as one of its own symbols: a log may list it in ``cards`` too.
        symbols = [c for c in args.cards if c != args.code]
        if not state.cards[args.code].code:
            flags.error("codigo-expuesto", f"{args.code} no tiene código; no puede actuar como "
                        "carta CÓDIGO.", f"{args.code} has no code; it cannot act as a code card.")
        else:
            # One infraction, one flag: wrong or missing symbols are the same incomplete lay.
            scratch = Flags(RULEBOOK, event.seq, event.player, namer=state.namer)
            complete = self._fill_problems(state, code, symbols, scratch)
            wild = [v for v in scratch.found if "COMOD" in v.message_es]
            flags.found.extend(wild)
            if not complete or len(wild) != len(scratch.found):
                flags.error("acciones", f"El código {args.code} no está completo con "
                            f"{', '.join(symbols) or 'ninguna carta'}; solo se baja y oculta de "
                            "una vez un código con todos sus símbolos.",
                            f"Code {args.code} is not complete with "
                            f"{', '.join(symbols) or 'no card'}; only a code with all its "
                            "symbols is laid and hidden at once.")
        for card in (args.code, *symbols):
            self._from_collection(state, player, card, flags, "acciones")
        code.symbols = symbols
        state.sides[player].hidden.append(code)

    @HANDLERS.handles("discard", DiscardCard)
    def _on_discard(self, state: CodigosState, event: Event, args: DiscardCard,
                    flags: Flags) -> None:
        player = str(event.player)
        self._known(state, [args.card], "card")
        self._action(state, flags, "Descartar", "Discard")
        card = state.cards[args.card]
        top = state.top()
        if card.kind != "comun":
            flags.error("acciones", f"{args.card} no es una carta común; solo se descartan "
                        "cartas comunes.", f"{args.card} is not a common card; only common "
                        "cards are discarded.")
        elif top is not None and card.symbol is not None and \
                state.cards[top].symbol == card.symbol:
            flags.error("acciones", f"Descarta {args.card} ({card.symbol}) sobre {top}, del mismo "
                        "símbolo; no se descarta el símbolo que ya está en la pila.",
                        f"Discards {args.card} ({card.symbol}) onto {top}, of the same symbol; "
                        "the symbol already on the pile may not be discarded.")
        if args.card in state.taken:
            flags.error("acciones", f"Descarta {args.card}, recién levantada este turno.",
                        f"Discards {args.card}, just taken this turn.")
        self._from_collection(state, player, args.card, flags, "acciones")
        state.discard.append(args.card)

    @HANDLERS.handles("discard_code", DiscardCode)
    def _on_discard_code(self, state: CodigosState, event: Event, args: DiscardCode,
                         flags: Flags) -> None:
        player = str(event.player)
        self._known(state, [args.code], "code")
        self._action(state, flags, "Descartar código", "Discard a code")
        side = state.sides[player]
        code = next((c for c in side.exposed if c.card == args.code), None)
        if code is None:
            flags.error("acciones", f"{args.code} no es un código expuesto de {player}.",
                        f"{args.code} is not an exposed code of {player}.")
            return
        if not code.symbols:
            flags.error("codigo-expuesto", f"Descarta el código {args.code} sin ninguna carta "
                        "SÍMBOLO; para descartarlo debe tener al menos una.",
                        f"Discards code {args.code} with no symbol card; it needs one at least.")
        side.exposed.remove(code)
        side.revealed.append(Scored(code.card, "discarded", -state.cards[code.card].medal,
                                    list(code.symbols)))

    @HANDLERS.handles("soldier", MoveSoldier)
    def _on_soldier(self, state: CodigosState, event: Event, args: MoveSoldier,
                    flags: Flags) -> None:
        first = state.actions == 0 and event.player == state.active
        self._action(state, flags, "Mover el Soldado", "Move the Soldier")
        if first:
            flags.error("acciones", "Mueve el SOLDADO como primera acción; esa acción siempre "
                        "debe ser la segunda.",
                        "Moves the Soldier as the first action; it must always be the second.")
        if not 0 <= args.to <= 2:
            flags.error("soldado", f"Mueve el SOLDADO a la posición {args.to}; el ENCARTE tiene "
                        "tres cartas, posiciones 0 a 2.", f"Moves the Soldier to position "
                        f"{args.to}; the encarte has three cards, positions 0 to 2.")
            return
        if args.to == state.soldier:
            flags.error("soldado", "El SOLDADO no cambia de carta; se mueve encima de otra carta "
                        "de la zona ENCARTE.", "The Soldier stays on the same card; it moves "
                        "onto another card of the encarte.")
        state.soldier = args.to
        state.blocked_replacement = None
        self._blocked_wildcard(state, args.to)

    @HANDLERS.handles("reveal_code", RevealCode)
    def _on_reveal_code(self, state: CodigosState, event: Event, args: RevealCode,
                        flags: Flags) -> None:
        player = str(event.player)
        self._known(state, [args.code], "code")
        side = state.sides[player]
        code = next((c for c in side.hidden if c.card == args.code), None)
        if not state.revealing:
            flags.error("revelar-y-puntuacion", "Revela un código oculto sin que haya salido "
                        "una carta REVELEN CÓDIGOS OCULTOS.",
                        "Reveals a hidden code although no REVELEN CÓDIGOS OCULTOS card came "
                        "out.")
        elif state.revealing[0] != player:
            flags.error("revelar-y-puntuacion", f"{player} revela antes de que termine "
                        f"{state.revealing[0]}; revela primero el jugador en turno y después "
                        "los demás, en orden.", f"{player} reveals before {state.revealing[0]} "
                        "is done; the player in turn reveals first, then the others in order.")
        if code is None:
            flags.error("revelar-y-puntuacion", f"{args.code} no es un código oculto de {player}.",
                        f"{args.code} is not a hidden code of {player}.")
            return
        definition = state.cards[code.card]
        wildcard = any(state.kind(c) == "comodin" for c in code.symbols)
        outcome = reveal_outcome(definition.code, args.said, wildcard)
        points = definition.medal + EXTRA[outcome] if outcome != "wrong" else 0
        if args.outcome is not None and args.outcome != outcome and wildcard \
                and outcome == "wrong":
            flags.error("revelar-y-puntuacion", f"El registro dice '{args.outcome}', pero el "
                        f"código {args.code} tiene un COMODÍN: solo puntúa si se dicen sus "
                        "símbolos correctamente y en el orden exacto; si no, todo va a la pila "
                        "DESCARTE (0 puntos).", f"The log says '{args.outcome}', but code "
                        f"{args.code} holds a wildcard: it scores only when its symbols are said "
                        "correctly and in the exact order; otherwise everything goes to the "
                        "discard pile (0 points).")
        elif args.outcome is not None and args.outcome != outcome:
            flags.error("revelar-y-puntuacion", f"El registro dice '{args.outcome}', pero lo "
                        f"dicho da '{outcome}' ({points} puntos) para el código "
                        f"{', '.join(definition.code)}.",
                        f"The log says '{args.outcome}', but what was said gives '{outcome}' "
                        f"({points} points) for the code {', '.join(definition.code)}.")
        elif args.points is not None and args.points != points:
            flags.error("revelar-y-puntuacion", f"El registro anota {args.points} puntos, pero "
                        f"el código vale {points} ({outcome}).",
                        f"The log records {args.points} points, but the code is worth {points} "
                        f"({outcome}).")
        side.hidden.remove(code)
        if outcome == "wrong":
            state.discard[0:0] = [*code.symbols, code.card]
        else:
            state.discard[0:0] = list(code.symbols)
            side.revealed.append(Scored(code.card, outcome, points))
        if state.revealing and state.revealing[0] == player:
            self._advance(state)

    @HANDLERS.handles("shuffle", Shuffle)
    def _on_shuffle(self, state: CodigosState, event: Event, args: Shuffle,
                    flags: Flags) -> None:
        """The first REVELEN card shuffled with the discard pile, in the order the log states."""
        self._known(state, args.pile, "pile", indexed=True)
        in_pile = any(state.kind(c) == "revelar" for c in state.discard)
        if len(state.players) >= 4 and state.reveals_seen and not state.shuffled:
            # Excepciones 2: with 4 players the pile is reused without a REVELEN card.
            shown = [c for c in args.pile if state.kind(c) == "revelar"]
            if shown:
                flags.error("excepciones", f"Baraja {', '.join(shown)} con la pila DESCARTE; "
                            "con 4 jugadores se reutiliza la pila DESCARTE sin carta REVELEN "
                            "CÓDIGOS OCULTOS.", f"Shuffles {', '.join(shown)} into the discard "
                            "pile; with 4 players the discard pile is reused without a REVELEN "
                            "CÓDIGOS OCULTOS card.")
                args = args.model_copy(
                    update={"pile": [c for c in args.pile if state.kind(c) != "revelar"]})
        elif state.shuffled or not in_pile:
            flags.error("revelar-y-puntuacion", "Baraja la pila DESCARTE, pero solo se baraja "
                        "una vez, con la primera carta REVELEN CÓDIGOS OCULTOS que salió.",
                        "Shuffles the discard pile, but it is shuffled only once, with the "
                        "first REVELEN CÓDIGOS OCULTOS card to come out.")
            return
        if state.revealing:
            flags.error("revelar-y-puntuacion", "Baraja la pila DESCARTE antes de que terminen "
                        f"de revelar ({state.revealing[0]} aún debe revelar).",
                        "Shuffles the discard pile before the revelation is over "
                        f"({state.revealing[0]} still has to reveal).")
        if Counter(args.pile) != Counter(state.discard):
            missing = sorted((Counter(state.discard) - Counter(args.pile)).elements())
            extra = sorted((Counter(args.pile) - Counter(state.discard)).elements())
            flags.error("revelar-y-puntuacion", "La pila barajada no son las cartas de la pila "
                        f"DESCARTE (faltan: {', '.join(missing) or '—'}; sobran: "
                        f"{', '.join(extra) or '—'}).", "The shuffled pile is not the cards of "
                        f"the discard pile (missing: {', '.join(missing) or '—'}; not in it: "
                        f"{', '.join(extra) or '—'}).")
        # The logged order (top first) for the cards really in the pile; the rest below.
        rest = Counter(state.discard)
        ordered: list[str] = []
        for card in args.pile:
            if rest[card] > 0:
                rest[card] -= 1
                ordered.append(card)
        below: list[str] = []
        for card in state.discard:
            if rest[card] > 0:
                rest[card] -= 1
                below.append(card)
        state.discard = below + list(reversed(ordered))
        state.shuffled = True

    @HANDLERS.handles("end_turn", EndTurn)
    def _on_end_turn(self, state: CodigosState, event: Event, args: EndTurn,
                     flags: Flags) -> None:
        player = str(event.player)
        if player != state.active:
            flags.error("acciones", f"{player} termina un turno que no es suyo.",
                        f"{player} ends a turn that is not theirs.")
        elif state.revealing:
            flags.error("revelar-y-puntuacion", f"Termina el turno con la revelación sin acabar "
                        f"({state.revealing[0]} aún debe revelar).",
                        f"Ends the turn before the revelation is over ({state.revealing[0]} "
                        "still has to reveal).")
            state.revealing.clear()
        elif state.actions < ACTIONS_A_TURN and not state.over:
            flags.error("acciones", f"Termina el turno con {state.actions} acción(es); en su "
                        "turno debe realizar 2.", f"Ends the turn after {state.actions} "
                        "action(s); a turn has 2.")
        state.phase = "fin"

    @HANDLERS.handles("game_end", GameEnd)
    def _on_game_end(self, state: CodigosState, event: Event, args: GameEnd,
                     flags: Flags) -> None:
        scores = {p: state.sides[p].score for p in state.players}
        if not state.over:
            flags.error("final", "Se declara el fin de la partida, pero aún no salió la última "
                        "carta REVELEN CÓDIGOS OCULTOS (o no terminó su revelación).",
                        "The game is declared over, but the last REVELEN CÓDIGOS OCULTOS card "
                        "has not come out (or its revelation is not over).")
        for player, claimed in (args.scores or {}).items():
            if player not in scores:
                raise LogReferenceError(f"scores.{player}", player, f"unknown player {player!r}")
            if claimed != scores[player]:
                flags.error("final", f"El registro da {claimed} puntos a {player}, pero suma "
                            f"{scores[player]} (medallas, puntos extra y códigos descartados).",
                            f"The log gives {player} {claimed} points, but they score "
                            f"{scores[player]} (medals, extra points and discarded codes).")
        best = max(scores.values())
        leaders = [p for p, s in scores.items() if s == best]
        winner = leaders[0] if len(leaders) == 1 else None
        if "winner" in event.raw and args.winner != winner:
            flags.error("final", f"El registro da la victoria a {args.winner or 'nadie'}, pero "
                        f"gana {winner or 'nadie (empate)'} por puntos.",
                        f"The log gives the win to {args.winner or 'nobody'}, but "
                        f"{winner or 'nobody (a draw)'} wins on points.")
        state.over = state.ended = True
        state.phase = "fin"

    # ---------------------------------------------------------------- display
    def _view(self, state: CodigosState, instance: str, touched: set[str],
              marks: tuple[str, ...] = (), hidden: bool = False) -> CardView:
        card = state.cards[instance]
        details: list[tuple[str, str]] = [("tipo", card.kind)]
        if card.symbol:
            details.append(("símbolo", card.symbol))
        if card.code:
            details.append(("código", ", ".join(card.code)))
            details.append(("medalla", str(card.medal)))
        name = card.name or (card.symbol or card.kind)
        return CardView(instance=instance, name=name, definition=instance, kind=card.kind,
                        hidden=hidden, marks=marks, details=tuple(details),
                        highlighted=instance in touched)

    def _code_view(self, state: CodigosState, code: Code, touched: set[str],
                   hidden: bool) -> CardView:
        under = tuple(self._view(state, c, touched) for c in code.symbols)
        base = self._view(state, code.card, touched, hidden=hidden)
        return CardView(**{**base.__dict__, "equipment": under})

    @override
    def board(self, state: CodigosState, log: MatchLog, event: Event | None = None) -> BoardView:
        touched = event_cards(event, ("card", "code"))
        players: list[PlayerView] = []
        for player in state.players:
            side = state.sides[player]
            revealed = tuple(self._view(state, s.card, touched,
                                        marks=(f"{s.outcome} {s.points:+d}",))
                             for s in side.revealed)
            zones = (
                ZoneView("recoleccion", "Recolección", tuple(
                    self._view(state, c, touched) for c in side.collection)),
                ZoneView("expuesto", "Código expuesto", tuple(
                    self._code_view(state, c, touched, False) for c in side.exposed)),
                ZoneView("ocultos", "Códigos ocultos", tuple(
                    self._code_view(state, c, touched, True) for c in side.hidden)),
                ZoneView("revelados", "Códigos revelados", revealed),
            )
            players.append(PlayerView(
                player=player, name=log.player_name(player), zones=zones,
                summary=(("Puntos", str(side.score)), ("Recolección", str(len(side.collection)))),
                active=player == state.active))
        encarte = tuple(
            None if state.at(p) is None else self._view(
                state, str(state.at(p)), touched,
                marks=("soldado",) if p == state.soldier else ())
            for p in range(3))
        table = (
            ZoneView("mazo", "Mazo de reposición", tuple(
                self._view(state, c, touched, hidden=True) for c in state.deck), stacked=True),
            ZoneView("encarte", "Encarte", encarte,
                     slot_labels=("E1 (mazo)", "E2", "E3 (descarte)")),
            ZoneView("descarte", "Descarte", tuple(
                self._view(state, c, touched) for c in reversed(state.discard)), stacked=True),
            ZoneView("revelen", "Revelen fuera de juego", tuple(
                self._view(state, c, touched) for c in state.set_aside)),
        )
        players.append(PlayerView(player="mesa", name="Mesa", zones=table,
                                  summary=(("Mazo", str(len(state.deck))),
                                           ("Soldado", f"E{state.soldier + 1}"))))
        status = ""
        if state.revealing:
            status = f"Revelación: revela {state.revealing[0]}"
        elif state.over:
            status = "Fin de la partida"
        return BoardView(game=self.key, turn=state.turn, phase=state.phase, active=state.active,
                         players=tuple(players), status=status, highlighted=frozenset(touched))

    @override
    def state_json(self, state: CodigosState, log: MatchLog) -> dict[str, Any]:
        def card(instance: str | None) -> dict[str, Any] | None:
            if instance is None:
                return None
            c = state.cards[instance]
            return {"instance": instance, "kind": c.kind, "symbol": c.symbol, "code": c.code,
                    "medal": c.medal}

        def code(c: Code) -> dict[str, Any]:
            return {"card": card(c.card), "symbols": [card(s) for s in c.symbols]}

        return {
            "game": self.key, "turn": state.turn, "phase": state.phase, "active": state.active,
            "actions": state.actions, "deck": [card(c) for c in state.deck],
            "encarte": [card(state.at(p)) for p in range(3)], "soldier": state.soldier,
            "discard": [card(c) for c in state.discard],
            "set_aside": [card(c) for c in state.set_aside],
            "players": {p: {
                "collection": [card(c) for c in s.collection],
                "exposed": [code(c) for c in s.exposed],
                "hidden": [code(c) for c in s.hidden],
                "revealed": [{"card": card(r.card), "outcome": r.outcome, "points": r.points}
                             for r in s.revealed],
                "score": s.score,
            } for p, s in state.sides.items()},
            "reveals_seen": state.reveals_seen, "revealing": list(state.revealing),
            "final": state.final, "over": state.over,
        }

