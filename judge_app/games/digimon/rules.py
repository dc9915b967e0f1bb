"""Digimon HiperColiseo: apply one logged event to the table and say what it broke.

A round runs Actualización, Digitalización, Entrenamiento, Preparación,
Evolución, Batalla and Puntuación; ``turn`` numbers the rounds. In every phase
the first player acts before the second; in Batalla the second player
activates first and the activations alternate. The replay recomputes every
power (the attack letter a digimon uses is the rival's battle type) and every
score (the loser's PEP box against the winner's level; a tie costs both 10).

Readings chosen where the text is open:

- The first player of round 1 is the first player of ``players``; after a
  Puntuación with a winner, the winner is first; a tie keeps the order.
- The setup ``deck`` lists the 30 codes top first, the partner among them: the
  partner (its first copy) goes to the caja digimon and the top card of the
  rest goes, unrevealed, to the track of puntos escalares.
- A phase may be skipped when nothing happens in it, but never go back; a new
  round starts with ``actualizacion`` after ``puntuacion``.
- Batalla alternation: the spec has no ``pass``, so in a log without ``pass``
  events an activation out of turn means the other player let their turn go
  (no flag). A log that uses the ``pass`` extension anywhere is checked
  strictly: a ``pass`` is the player's turn to activate nothing, two passes in
  a row close the activations, and an activation out of turn is an error.
- Calculation: the base power (zero for an attack A when the rival uses its
  attack C, or after a ``zero_a`` effect), then every ``add``/``sub``, then
  every ``mul`` smallest first, each rounded down; a power is never below 0.
- Powers of the round count every power effect activated in the round (from
  Preparación on). A support whose code is already elsewhere on its owner's
  board is flagged when activated (it must be discarded, unused).
- Effects may be activated in Preparación, Evolución, Batalla and Puntuación;
  in Puntuación before the first ``score`` ("Primero se activarán …"), unless
  the card says it "se activa después de la puntuación" (``after_scoring`` or
  its ``effect`` text) [puntuacion].
- An evolution by union (card ``union``): one of its digimon is the one in play
  and the other is in the caja de entrenamiento when it evolves [evolucion].
- The contract logs' card keys ``evolves_from`` (the digimon in play must be
  it) and ``requires`` {O, X} (the caja de entrenamiento holds at least that
  many cards, counted across the round's evolutions; the log does not record
  the orientation) are checked at ``evolve`` [evolucion].
- A ``train`` in Evolución adds the option cards still missing, from the hand or
  the slots (the rulebook's Evolución); digimon, Mazo cards and the caja
  evolutiva there are flagged [evolucion].
- Digitalizing in Batalla: the second player does it before any activation;
  the first player before any option, support or own activation (only the
  second player's digimon abilities may precede it).
- Evolución order: when both evolve, the first player's evolve after the
  second's is flagged (the first could also have chosen not to evolve).
- The round's winner is fixed at the first ``score``: discarding the loser's
  evolved digimon does not change the result recomputed afterwards.
- The game ends when a player's puntos escalares reach 0; both at 0 is a draw. A tie
  that takes a player to 0 still has its second ``score`` (ambos pierden 10).
- Identical options: an ``activate`` does not say which of two copies in the slots it
  used (nor a ``train`` from the slots), so a later ``install`` into the slot the log
  took as emptied moves the other copy into the slot Juez emptied instead of flagging
  an occupied slot (``Side.vacated``).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from pydantic import TypeAdapter, ValidationError
from typing_extensions import override

from judge_app.games.base import BoardView, CardView, Game, PlayerView, ZoneView
from judge_app.games.common import (
    Flags,
    GameEnd,
    Namer,
    Note,
    check_player_keys,
    event_cards,
    names,
    need,
    remove_from,
)
from judge_app.games.digimon.cards import (
    EVENT_MODELS,
    PHASES,
    Activate,
    BattleResult,
    DigimonCard,
    DigimonPlayerSetup,
    Digitalize,
    DiscardOption,
    Draw,
    Evolve,
    Install,
    Pass,
    PhaseEvent,
    Redraw,
    Score,
    Support,
    Train,
)
from judge_app.games.digimon.state import DigimonState, Side
from judge_app.games.dispatch import Actions
from judge_app.logs.errors import LogError, LogReferenceError
from judge_app.logs.loader import Event, MatchLog, load_cardset, validation_error
from judge_app.violations import Violation

RULEBOOK = "digimon-hc"
DECK_SIZE = 30
MAX_COPIES = 3
HAND_SIZE = 6
START_POINTS = 100
TIE_POINTS = 10
EFFECT_PHASES = ("preparacion", "evolucion", "batalla", "puntuacion")
#: Actions whose order (first player, then second) each phase keeps.
ORDERED = ("draw", "redraw", "discard_option", "digitalize", "train", "install", "support",
           "evolve")
PHASE_ES = {"actualizacion": "Actualización", "digitalizacion": "Digitalización",
            "entrenamiento": "Entrenamiento", "preparacion": "Preparación",
            "evolucion": "Evolución", "batalla": "Batalla", "puntuacion": "Puntuación"}

_SETUP = TypeAdapter(dict[str, DigimonPlayerSetup])
_CARDS = TypeAdapter(dict[str, DigimonCard])


def deck_setup_problems(setup: DigimonPlayerSetup, cards: Mapping[str, DigimonCard],
                        player: str | None, namer: Namer | None = None) -> list[Violation]:
    """The ``mazo`` problems of one player's deck, partner and points.

    >>> lvl3 = DigimonCard(kind="digimon", level=3)
    >>> bad = DigimonPlayerSetup(deck=["x"] * 4, partner="x", points=90)
    >>> len(deck_setup_problems(bad, {"x": lvl3}, "P1"))
    3
    """
    flags = Flags(RULEBOOK, 0, player, namer=namer)
    n = len(setup.deck)
    if n != DECK_SIZE:
        flags.error("mazo", f"El mazo principal tiene {n} cartas; debe contener 30.",
                    f"The main deck has {n} cards; it must contain 30.")
    for code, count in sorted(Counter(setup.deck).items()):
        if count > MAX_COPIES:
            flags.error("mazo", f"{count} copias de {code}; se permiten hasta 3 copias de una "
                        "carta con el mismo código.", f"{count} copies of {code}; up to 3 "
                        "copies of a card with the same code are allowed.")
    partner = cards.get(setup.partner)
    if setup.partner not in setup.deck:
        flags.error("mazo", f"El digimon compañero {setup.partner} no está entre las 30 cartas "
                    "del mazo.", f"The partner digimon {setup.partner} is not among the 30 "
                    "cards of the deck.")
    if partner is None or partner.kind != "digimon" or partner.level != 3:
        flags.error("mazo", f"El compañero {setup.partner} debe ser un digimon de nivel 3 "
                    "(Infante).", f"The partner {setup.partner} must be a level-3 (Infante) "
                    "digimon.")
    if setup.points != START_POINTS:
        flags.error("mazo", f"Empieza con {setup.points} puntos escalares; se empieza en 100.",
                    f"Starts with {setup.points} puntos escalares; the game starts at 100.")
    return flags.found


def _slot_base(raw_events: Sequence[object]) -> int:
    """The number of a log's first option slot: 0 when it names a slot 0 and never a slot 3
    (it counts its three slots 0–2), else 1 (slots 1–3, so a slot 0 there is flagged).

    >>> _slot_base([{"action": "install", "slot": 0}, {"action": "train", "slots": [2]}])
    0
    >>> _slot_base([{"action": "install", "slot": 0}, {"action": "install", "slot": 3}])
    1
    """
    named: set[int] = set()
    for raw in raw_events:
        if not isinstance(raw, dict):
            continue
        if raw.get("action") in ("install", "discard_option"):
            values = [raw.get("slot")]
        elif raw.get("action") == "train" and isinstance(raw.get("slots"), list):
            values = list(raw["slots"])
        else:
            continue
        named.update(v for v in values if isinstance(v, int) and not isinstance(v, bool))
    return 0 if 0 in named and 3 not in named else 1


def compute_power(state: DigimonState, player: str) -> int:
    """The power ``player``'s digimon battles with this round, as the rules compute it.

    The attack used is the rival's battle type; an attack A is zeroed when the
    rival uses its attack C (or by a ``zero_a`` effect); then sums and
    subtractions, then multiplications, smallest first (rounded down).
    """
    me, them = state.sides[player], state.sides[state.rival(player)]
    if me.active is None or them.active is None:
        return 0
    mine, theirs = state.cards[me.active], state.cards[them.active]
    letter = theirs.battle_type or "A"
    power: float = mine.attack(letter)
    zeroed = any(kind == "zero_a" for kind, _ in me.effects) or mine.battle_type == "C"
    if letter == "A" and zeroed:
        power = 0
    power += sum(v for k, v in me.effects if k == "add") - sum(v for k, v in me.effects
                                                               if k == "sub")
    for factor in sorted(v for k, v in me.effects if k == "mul"):
        power = math.floor(power * factor)
    return max(0, math.floor(power))


def namer_of(log: MatchLog) -> Namer:
    """Messages name players and cards (the code of a card without a printed name)."""
    return Namer.of_log(log, {code: card.name or code for code, card in log.cards.items()})


#: The handler of every action (typed by its event model; judge_app/games/dispatch.py).
HANDLERS: Actions[Digimon, DigimonState] = Actions("digimon")


class Digimon(Game[DigimonState]):
    """Digimon HiperColiseo: bring the rival's puntos escalares down to zero."""

    key: ClassVar[str] = "digimon"
    rulebook: ClassVar[str] = RULEBOOK
    title: ClassVar[str] = "Digimon HiperColiseo"
    variants: ClassVar[tuple[str, ...]] = ("standard",)
    card_model = DigimonCard
    event_models = EVENT_MODELS
    handlers = HANDLERS

    # ------------------------------------------------------------------ setup
    @override
    def parse_setup(self, raw: Any, players: Sequence[str],
                    variant: str) -> dict[str, DigimonPlayerSetup]:
        return _SETUP.validate_python(raw)

    @override
    def validate_log(self, log: MatchLog) -> None:
        setup: dict[str, DigimonPlayerSetup] = log.setup
        if len(log.player_ids) != 2:
            raise LogError(log.source, "$.players", "Digimon HiperColiseo is for two players")
        check_player_keys(log, setup)
        for player in log.player_ids:
            for i, code in enumerate(setup[player].deck):
                if code not in log.cards:
                    raise LogError(log.source, f"$.setup.{player}.deck[{i}]",
                                   f"unknown card code {code!r}")
            if setup[player].partner not in log.cards:
                raise LogError(log.source, f"$.setup.{player}.partner",
                               f"unknown card code {setup[player].partner!r}")

    @override
    def initial_state(self, log: MatchLog) -> DigimonState:
        setup: dict[str, DigimonPlayerSetup] = log.setup
        sides: dict[str, Side] = {}
        for player in log.player_ids:
            block = setup[player]
            ocean = list(block.deck)
            side = Side(ocean=ocean, points=block.points)
            if block.partner in ocean:
                ocean.remove(block.partner)
            side.digimon = [block.partner]
            side.marker = ocean.pop(0) if ocean else None
            sides[player] = side
        return DigimonState(players=list(log.player_ids), cards=log.cards, sides=sides,
                            first=log.player_ids[0], namer=namer_of(log),
                            strict_batalla=any(isinstance(e, dict) and e.get("action") == "pass"
                                               for e in log.raw_events),
                            slot_base=_slot_base(log.raw_events))

    @override
    def setup_problems(self, log: MatchLog) -> list[Violation]:
        setup: dict[str, DigimonPlayerSetup] = log.setup
        found: list[Violation] = []
        for player in log.player_ids:
            found += deck_setup_problems(setup[player], log.cards, player, namer_of(log))
        return found

    @override
    def deck_problems(self, deck: Mapping[str, Any], source: str = "<deck>") -> list[Violation]:
        """A deck file: ``{"game": "digimon", "deck": [...], "partner": …, "points": 100}``.

        Card definitions come from ``cards`` and/or ``cardset`` (default ``digimon-demo``).
        """
        raw: dict[str, Any] = {}
        cardset = deck.get("cardset")
        if cardset is not None and not isinstance(cardset, str):
            raise LogError(source, "$.cardset", "must be the name of a card set")
        if cardset or "cards" not in deck:
            raw.update(load_cardset(cardset or "digimon-demo", source))
        extra = deck.get("cards", {})
        if not isinstance(extra, dict):
            raise LogError(source, "$.cards", "must be an object of card definitions")
        raw.update(extra)
        try:
            cards = _CARDS.validate_python(raw)
            block = DigimonPlayerSetup.model_validate(deck)
        except ValidationError as exc:
            inside = () if exc.title == DigimonPlayerSetup.__name__ else ("cards",)
            raise validation_error(source, exc, inside) from None
        for i, code in enumerate(block.deck):
            if code not in cards:
                raise LogError(source, f"$.deck[{i}]", f"unknown card code {code!r}")
        return deck_setup_problems(block, cards, None,
                                   Namer({code: card.name or code for code, card in cards.items()}))

    # ---------------------------------------------------------------- helpers
    @staticmethod
    def _known(state: DigimonState, code: str, field_name: str) -> DigimonCard:
        return need(state.cards, code, field_name)

    def _in_phase(self, state: DigimonState, flags: Flags, allowed: Sequence[str],
                  what_es: str, what_en: str) -> None:
        if state.phase not in allowed:
            where = " o ".join(PHASE_ES[p] for p in allowed)
            now = PHASE_ES.get(state.phase or "", "ninguna")
            flags.error(allowed[0], f"{what_es} en la fase de {now}; solo se hace en {where}.",
                        f"{what_en} in the {state.phase or 'no'} phase; it is only done in "
                        f"{' or '.join(allowed)}.")

    @staticmethod
    def _take(side: Side, code: str, flags: Flags, section: str, placed: bool = False) -> bool:
        """Take ``code`` from the hand; say whether it was there (else it is flagged).

        ``placed``: the event puts the card on the table anyway (the replay applies it as
        logged), so a copy leaves the Área Oscura or the Océano Red instead: the table never
        gains cards, and a long illegal log does not grow the state it copies.
        """
        if code in side.hand:
            side.hand.remove(code)
            return True
        flags.error(section, f"{code} no está en la mano.", f"{code} is not in the hand.")
        if placed:
            _ = any(remove_from(zone, code) for zone in (
                side.dark, side.ocean, side.training, side.evolution_box, side.digimon))
        return False

    def _draw(self, side: Side, count: int) -> int:
        drawn = side.ocean[:max(0, count)]
        del side.ocean[:count]
        side.hand.extend(drawn)
        return len(drawn)

    def _close_phase(self, state: DigimonState, flags: Flags) -> None:
        """What happens when the current phase ends (checks reported at the closing event)."""
        if state.phase == "actualizacion":
            for p in state.players:
                side = state.sides[p]
                if len(side.hand) < HAND_SIZE and side.ocean:
                    flags.error("actualizacion", f"{p} termina la Actualización con "
                                f"{len(side.hand)} cartas en mano; se roba hasta tener 6.",
                                f"{p} ends Actualización with {len(side.hand)} cards in hand; "
                                "one draws up to 6.", player=p)
        elif state.phase == "evolucion":
            for side in state.sides.values():
                side.dark += side.training + side.evolution_box
                side.training.clear()
                side.training_spent = 0
                side.evolution_box.clear()
        elif state.phase == "puntuacion":
            self._end_round(state, flags)

    def _round_result(self, state: DigimonState) -> tuple[dict[str, int], str | None]:
        if state.round_result is not None:
            return state.round_result
        powers = {p: compute_power(state, p) for p in state.players}
        a, b = state.players
        winner = a if powers[a] > powers[b] else b if powers[b] > powers[a] else None
        return powers, winner

    def _battled(self, state: DigimonState) -> bool:
        return all(s.active is not None for s in state.sides.values())

    def _end_round(self, state: DigimonState, flags: Flags) -> None:
        """End of Puntuación: unscored losers, discards, and the next first player."""
        _, winner = self._round_result(state)
        if self._battled(state):
            owed = [p for p in state.players if p != winner and not state.sides[p].scored]
            for p in owed:
                flags.error("puntuacion", f"{p} no se restó puntos escalares en la Puntuación.",
                            f"{p} did not lose puntos escalares in Puntuación.", player=p)
        for side in state.sides.values():
            side.dark += side.supports + side.from_hand
            side.supports.clear()
            side.support_used.clear()
            side.from_hand.clear()
            for i, code in enumerate(side.slots):
                if code and side.slot_used[i] and not state.cards[code].persistent:
                    side.vacated[i] = code
                    side.dark.append(code)
                    side.slots[i] = None
                    side.slot_face_up[i] = False
                side.slot_used[i] = False
            side.redraws = side.supports_placed = side.training_spent = 0
            side.evolved = side.scored = side.evolution_recorded = side.trained = False
            side.effects.clear()
        if winner is not None:
            state.first = winner
        state.results_logged = False
        state.round_result = None

    def _check_order(self, state: DigimonState, event: Event, flags: Flags) -> None:
        player = str(event.player)
        if event.action in ORDERED and state.phase != "batalla":
            if player == state.first and state.second in state.acted:
                if event.action == "evolve":
                    flags.error("evolucion", f"{player}, primer jugador, evoluciona después de "
                                "que el segundo jugador actuó; el primero debe evolucionar "
                                "primero.", f"{player}, the first player, evolves after the "
                                "second player acted; the first player evolves first.")
                else:
                    flags.warning("mazo", f"{player}, primer jugador, actúa en la fase después "
                                  "del segundo jugador; las acciones siguen el orden de primer "
                                  "y segundo jugador.", f"{player}, the first player, acts in "
                                  "the phase after the second player; actions follow the order "
                                  "first player, second player.")
            state.acted.append(player)

    # ----------------------------------------------------------------- apply
    @override
    @override
    def before_event(self, state: DigimonState, event: Event, flags: Flags) -> Event:
        if state.over and event.action not in ("game_end", "note") \
                and not self._tie_score_owed(state, event):
            flags.error("mazo", "La partida ya terminó: un jugador llegó a cero puntos "
                        "escalares.", "The game is already over: a player reached zero "
                        "puntos escalares.")
        unowned = ("game_end", "note", "phase", "battle_result", "score")
        if event.player is None and event.action not in unowned:
            raise LogReferenceError("player", "", "this action needs 'player'")
        if event.player is not None:
            state.active = event.player
            self._check_order(state, event, flags)
        state.digitalized_before = state.digitalized  # compared after the handler ran
        return event

    @override
    def after_event(self, state: DigimonState, event: Event, flags: Flags) -> None:
        digitalized, state.digitalized_before = state.digitalized_before, None
        if state.digitalized == digitalized and event.action != "note":
            state.digitalized = None  # only the event right after a digitalize

    @staticmethod
    def _tie_score_owed(state: DigimonState, event: Event) -> bool:
        """A tie's second ``score`` in the same Puntuación: both lose 10, even when the
        first one already took a player to 0 (the game ends after the round's scores)."""
        args = event.args
        if not isinstance(args, Score) or state.phase != "puntuacion":
            return False
        side = state.sides.get(args.loser)
        return (state.round_result is not None and state.round_result[1] is None
                and side is not None and not side.scored)

    @HANDLERS.handles("note", Note)
    def _on_note(self, state: DigimonState, event: Event, args: Note,
                 flags: Flags) -> None:
        """A remark: nothing changes."""

    @HANDLERS.handles("phase", PhaseEvent)
    def _on_phase(self, state: DigimonState, event: Event, args: PhaseEvent,
                  flags: Flags) -> None:
        new = args.phase
        current = state.phase
        if new == "actualizacion" and current is not None:
            if current != "puntuacion":
                flags.error("puntuacion", f"La ronda termina en {PHASE_ES[current]} sin "
                            "Puntuación.", f"The round ends in {current} without Puntuación.")
                if current != "evolucion":
                    self._close_phase(state, flags)
                self._end_round(state, flags)
            else:
                self._close_phase(state, flags)
        elif current is not None and PHASES.index(new) <= PHASES.index(current):
            flags.error(new, f"Pasa a {PHASE_ES[new]} después de {PHASE_ES[current]}; las "
                        "fases van de Actualización a Puntuación.", f"Goes to {new} after "
                        f"{current}; the phases run from actualizacion to puntuacion.")
        else:
            if current is not None:
                for between in PHASES[PHASES.index(current):PHASES.index(new)]:
                    state.phase = between
                    self._close_phase(state, flags)
            elif new != "actualizacion":
                flags.error("actualizacion", "La ronda empieza sin Actualización.",
                            "The round starts without Actualización.")
        if new == "actualizacion":
            state.turn = event.turn if event.turn is not None else state.turn + 1
        state.phase = new
        state.acted.clear()
        if new == "batalla":
            state.battle_next = state.second
            state.passes = state.battle_activations = state.battle_not_abilities = 0
            for side in state.sides.values():
                side.digimon_hidden = False

    @HANDLERS.handles("draw", Draw)
    def _on_draw(self, state: DigimonState, event: Event, args: Draw,
                 flags: Flags) -> None:
        side = state.sides[str(event.player)]
        self._in_phase(state, flags, ("actualizacion",), "Roba", "Draws")
        if args.count < 1:
            flags.error("actualizacion", f"Roba {args.count} cartas; se roba 1 carta o más.",
                        f"Draws {args.count} cards; one draws 1 card or more.")
        if len(side.hand) + args.count > HAND_SIZE:
            flags.error("actualizacion", f"Roba {args.count} con {len(side.hand)} en mano; solo "
                        "se roba hasta tener 6 cartas.", f"Draws {args.count} with "
                        f"{len(side.hand)} in hand; one draws only up to 6 cards.")
        if args.count > len(side.ocean):
            flags.error("actualizacion", f"Roba {args.count} cartas con {len(side.ocean)} en el "
                        "Océano Red; sin cartas en el mazo no se puede seguir reponiendo.",
                        f"Draws {args.count} cards with {len(side.ocean)} in the Océano Red; "
                        "with no cards left one cannot replenish.")
        self._draw(side, args.count)

    @HANDLERS.handles("redraw", Redraw)
    def _on_redraw(self, state: DigimonState, event: Event, args: Redraw,
                   flags: Flags) -> None:
        side = state.sides[str(event.player)]
        for i, code in enumerate(args.cards):
            self._known(state, code, f"cards[{i}]")
        self._in_phase(state, flags, ("actualizacion",), "Descarta y repone",
                       "Discards and redraws")
        if side.redraws:
            flags.error("actualizacion", "Descarta y repone por segunda vez en la ronda; solo "
                        "puede hacerse una vez por turno.", "Discards and redraws a second "
                        "time in the round; it may be done once a turn.")
        side.redraws += 1
        taken = 0
        for code in args.cards:
            if self._take(side, code, flags, "actualizacion"):
                side.dark.append(code)
                taken += 1
        self._draw(side, min(taken, max(0, HAND_SIZE - len(side.hand))))

    @HANDLERS.handles("discard_option", DiscardOption)
    def _on_discard_option(self, state: DigimonState, event: Event, args: DiscardOption,
                           flags: Flags) -> None:
        side = state.sides[str(event.player)]
        i = args.slot - state.slot_base
        self._in_phase(state, flags, ("actualizacion",), "Descarta una opción de sus ranuras",
                       "Discards an option from the slots")
        if not 0 <= i < 3:
            first, last = state.slot_base, state.slot_base + 2
            flags.error("actualizacion", f"No hay ranura {args.slot}; las ranuras de opciones "
                        f"son tres ({first} a {last}).", f"There is no slot {args.slot}; the "
                        f"option slots are three ({first} to {last}).")
            return
        if side.vacated[i] is not None:
            self._copy_in_slot(side, i, side.vacated[i])
        code = side.slots[i]
        if code is None:
            flags.error("actualizacion", f"La ranura {args.slot} está vacía.",
                        f"Slot {args.slot} is empty.")
            return
        if not side.slot_face_up[i]:
            flags.error("actualizacion", f"Descarta {code} de la ranura {args.slot} sin que "
                        "esté iniciada boca arriba.", f"Discards {code} from slot {args.slot} "
                        "although it was never started face up.")
        side.dark.append(code)
        side.slots[i] = None
        side.slot_used[i] = side.slot_face_up[i] = False

    @HANDLERS.handles("digitalize", Digitalize)
    def _on_digitalize(self, state: DigimonState, event: Event, args: Digitalize,
                       flags: Flags) -> None:
        player = str(event.player)
        side = state.sides[player]
        card = self._known(state, args.card, "card")
        self._in_phase(state, flags, ("digitalizacion", "batalla"), "Digitaliza", "Digitalizes")
        if (state.phase == "batalla" and player == state.second
                and state.battle_activations):
            flags.error("batalla", "El segundo jugador digitaliza en Batalla después de "
                        "activarse efectos; debe digitalizar primero.", "The second player "
                        "digitalizes in Batalla after effects were activated; they must "
                        "digitalize first.")
        if (state.phase == "batalla" and player == state.first
                and state.battle_not_abilities):
            flags.error("batalla", "El primer jugador digitaliza en Batalla después de "
                        "activarse cartas o sus propios efectos; lo hace al inicio de la fase, "
                        "tras las habilidades digimon del segundo jugador.", "The first player "
                        "digitalizes in Batalla after cards or their own effects were "
                        "activated; they do it at the start of the phase, after only the "
                        "second player's digimon abilities.")
        if card.kind != "digimon" or (card.level != 3 and not card.digitalizer):
            flags.error("digitalizacion", f"{args.card} no es un digimon de nivel 3 ni tiene "
                        "requerimientos digitalizadores.", f"{args.card} is neither a level-3 "
                        "digimon nor has digitalizing requirements.")
        if len(side.digimon) > 1:
            flags.error("digitalizacion", "Digitaliza con un digimon evolucionado en la caja "
                        "digimon; solo se puede con una sola carta en ella.", "Digitalizes with "
                        "an evolved digimon in the caja digimon; it needs a single card there.")
        self._take(side, args.card, flags, "digitalizacion", placed=True)
        side.dark += side.digimon
        side.digimon = [args.card]
        side.digimon_hidden = state.phase != "batalla"
        state.digitalized = (player, args.card)

    @HANDLERS.handles("train", Train)
    def _on_train(self, state: DigimonState, event: Event, args: Train,
                  flags: Flags) -> None:
        side = state.sides[str(event.player)]
        for key in ("evolution", "cards"):
            for i, code in enumerate(getattr(args, key) or ()):
                self._known(state, code, f"{key}[{i}]")
        if state.phase == "evolucion":
            self._late_training(state, args, flags)
        else:
            self._in_phase(state, flags, ("entrenamiento",), "Entrena", "Trains")
            side.trained = True
            if args.evolution is not None:
                side.evolution_recorded = True
        for code in args.evolution or ():
            if state.cards[code].kind != "digimon":
                flags.error("entrenamiento", f"{code} no es un digimon; en la caja evolutiva va "
                            "el digimon al que se evolucionará.", f"{code} is not a digimon; "
                            "the caja evolutiva holds the digimon to evolve into.")
            if self._take(side, code, flags, "entrenamiento"):
                side.evolution_box.append(code)
        top = (state.phase != "evolucion" and args.from_ is None and bool(args.cards)
               and list(args.cards) == side.ocean[:len(args.cards)])  # the Océano Red's top
        for code in args.cards:
            source = args.from_ or ("deck" if top else self._train_source(state, side, code))
            if source == "deck":
                self._take_top(side, code, flags)
                side.training.append(code)
            elif source == "slots":
                self._take_slot(side, code, flags)
            elif self._take(side, code, flags, "entrenamiento"):
                side.training.append(code)
        for slot in args.slots:
            at = slot - state.slot_base
            code = side.slots[at] if 0 <= at < 3 else None
            if code is None:
                flags.error("entrenamiento", f"La ranura {slot} no tiene una carta de opción.",
                            f"Slot {slot} holds no option card.")
                continue
            side.training.append(code)
            side.slots[at] = None
            side.slot_used[at] = side.slot_face_up[at] = False
        if args.from_deck < 0:
            flags.error("entrenamiento", f"Toma {args.from_deck} cartas del Océano Red; se "
                        "toman 0 o más.", f"Takes {args.from_deck} cards from the Océano Red; "
                        "one takes 0 or more.")
        if args.from_deck > len(side.ocean):
            flags.error("entrenamiento", f"Toma {args.from_deck} cartas del Océano Red, que "
                        f"tiene {len(side.ocean)}.", f"Takes {args.from_deck} cards from the "
                        f"Océano Red, which holds {len(side.ocean)}.")
        taken = side.ocean[:max(0, args.from_deck)]
        side.training += taken
        del side.ocean[:len(taken)]

    @staticmethod
    def _late_training(state: DigimonState, args: Train, flags: Flags) -> None:
        """A ``train`` in Evolución: only the option cards still missing, from the hand or the
        slots ("deberá colocar en la caja de entrenamiento, boca-abajo, las cartas de opciones
        que necesite y que aún no haya colocado durante la fase de entrenamiento"); the caja
        evolutiva and the cards from the Mazo belong to Entrenamiento."""
        if args.evolution:
            flags.error("evolucion", "Coloca un digimon en la caja evolutiva durante la "
                        "Evolución; se coloca en el Entrenamiento.", "Places a digimon in the "
                        "caja evolutiva during Evolución; it is placed in Entrenamiento.")
        if args.from_ == "deck" or args.from_deck > 0:
            flags.error("evolucion", "Toma cartas del Océano Red para entrenar durante la "
                        "Evolución; entonces solo se añaden cartas de opciones de la mano o de "
                        "las ranuras.", "Takes Océano Red cards to train during Evolución; then "
                        "only option cards from the hand or the slots are added.")
        for code in args.cards:
            if args.from_ != "deck" and state.cards[code].kind != "option":
                flags.error("evolucion", f"{code} no es una carta de opción; en la Evolución "
                            "solo se añaden a la caja de entrenamiento las opciones que falten.",
                            f"{code} is not an option card; in Evolución only the missing "
                            "options are added to the caja de entrenamiento.")

    @staticmethod
    def _train_source(state: DigimonState, side: Side, code: str) -> str:
        """Where a training card came from when ``from`` is left out: the legal course
        (match-log.md, "Optional details") — the hand, else the top of the Océano Red (not
        in Evolución), else an option slot; a card found nowhere is flagged as from the hand.
        """
        if code in side.hand:
            return "hand"
        if state.phase != "evolucion" and side.ocean and side.ocean[0] == code:
            return "deck"
        return "slots" if code in side.slots else "hand"

    @staticmethod
    def _take_top(side: Side, code: str, flags: Flags) -> None:
        """A training card from the top of the Océano Red (face down, never revealed)."""
        if side.ocean and side.ocean[0] == code:
            side.ocean.pop(0)
        elif code in side.ocean:
            flags.error("entrenamiento", f"{code} no es la carta del tope del Océano Red (lo "
                        f"es {side.ocean[0]}); del mazo se entrena con las cartas del tope.",
                        f"{code} is not the top card of the Océano Red ({side.ocean[0]} is); "
                        "training from the deck takes its top cards.")
            side.ocean.remove(code)
        else:
            flags.error("entrenamiento", f"{code} no está en el Océano Red.",
                        f"{code} is not in the Océano Red.")

    @staticmethod
    def _take_slot(side: Side, code: str, flags: Flags) -> None:
        """A training card moved from an option slot."""
        if code not in side.slots:
            flags.error("entrenamiento", f"{code} no está en las ranuras de opciones.",
                        f"{code} is not in the option slots.")
            return
        i = side.slots.index(code)
        side.training.append(code)
        side.vacated[i] = code  # the log may mean another slot holding the same option
        side.slots[i] = None
        side.slot_used[i] = side.slot_face_up[i] = False

    @staticmethod
    def _copy_in_slot(side: Side, slot: int, code: str | None = None) -> None:
        """Put into ``slot`` (0-based) the identical copy the log means, if it sits elsewhere.

        When two slots held the same option and one copy was used and discarded at
        Puntuación, the log may take the other slot as the one emptied: an ``install`` into
        a slot holding that code (``code`` None) finds an emptied slot for its copy, and an
        event naming the emptied slot (``code`` given) finds the copy in another slot.
        """
        if code is None:
            code = side.slots[slot]
            if code is None:
                return
            moves = [(slot, j) for j in range(3) if side.slots[j] is None
                     and side.vacated[j] == code]
        else:
            if side.slots[slot] is not None or side.vacated[slot] != code:
                return
            moves = [(j, slot) for j in range(3) if side.slots[j] == code]
        if not moves:
            return
        src, dst = moves[0]
        side.slots[dst], side.slots[src] = side.slots[src], None
        side.slot_used[dst], side.slot_used[src] = side.slot_used[src], False
        side.slot_face_up[dst], side.slot_face_up[src] = side.slot_face_up[src], False
        side.vacated[src], side.vacated[dst] = side.vacated[dst], None

    @HANDLERS.handles("install", Install)
    def _on_install(self, state: DigimonState, event: Event, args: Install,
                    flags: Flags) -> None:
        side = state.sides[str(event.player)]
        card = self._known(state, args.card, "card")
        self._in_phase(state, flags, ("preparacion",), "Instala una opción", "Installs an option")
        if card.kind != "option":
            flags.error("preparacion", f"{args.card} no es una carta de opción; en las ranuras "
                        "solo se instalan opciones.", f"{args.card} is not an option card; only "
                        "options are installed in the slots.")
        i = args.slot - state.slot_base
        if not 0 <= i < 3:
            first, last = state.slot_base, state.slot_base + 2
            flags.error("preparacion", f"No hay ranura {args.slot}; las ranuras de opciones son "
                        f"tres ({first} a {last}).", f"There is no slot {args.slot}; the option "
                        f"slots are three ({first} to {last}).")
            if self._take(side, args.card, flags, "preparacion"):
                side.dark.append(args.card)
            return
        self._copy_in_slot(side, i)
        if side.slots[i] is not None:
            flags.error("preparacion", f"La ranura {args.slot} ya tiene {side.slots[i]}; solo "
                        "hay tres ranuras, una carta en cada una.", f"Slot {args.slot} already "
                        f"holds {side.slots[i]}; there are three slots, one card each.")
            side.dark.append(str(side.slots[i]))
        self._take(side, args.card, flags, "preparacion", placed=True)
        side.slots[i] = args.card
        side.slot_used[i] = side.slot_face_up[i] = False
        side.vacated[i] = None

    @HANDLERS.handles("support", Support)
    def _on_support(self, state: DigimonState, event: Event, args: Support,
                    flags: Flags) -> None:
        side = state.sides[str(event.player)]
        card = self._known(state, args.card, "card")
        self._in_phase(state, flags, ("preparacion",), "Coloca un soporte", "Places a support")
        if card.kind != "support":
            flags.error("preparacion", f"{args.card} no es un digimon con efecto de soporte.",
                        f"{args.card} is not a digimon with a support effect.")
        extra = max(0, state.cards[side.active].extra_supports) if side.active else 0
        if side.supports_placed >= 1 + extra:
            flags.error("preparacion", "Coloca otro soporte en la ronda; se coloca una carta de "
                        "soporte una vez por turno.", "Places another support this round; a "
                        "support is placed once a turn.")
        side.supports_placed += 1
        self._take(side, args.card, flags, "preparacion", placed=True)
        side.supports.append(args.card)
        side.support_used.append(False)

    @HANDLERS.handles("evolve", Evolve)
    def _on_evolve(self, state: DigimonState, event: Event, args: Evolve,
                   flags: Flags) -> None:
        side = state.sides[str(event.player)]
        card = self._known(state, args.card, "card")
        self._in_phase(state, flags, ("evolucion",), "Evoluciona", "Evolves")
        if args.card in side.evolution_box:
            side.evolution_box.remove(args.card)
        elif side.trained and not side.evolution_recorded and args.card in side.hand:
            # The caja evolutiva was not recorded: the card this ``evolve`` names is taken as
            # placed there from the hand in Entrenamiento (match-log.md, Clarifications).
            side.hand.remove(args.card)
        elif args.card in side.training and card.kind == "digimon":
            # A log written before the clarification may list the digimon to evolve into
            # among the training ``cards``.
            side.training.remove(args.card)
        else:
            flags.error("evolucion", f"{args.card} no está en la caja evolutiva; sin colocarla "
                        "en el Entrenamiento no se puede evolucionar.", f"{args.card} is not in "
                        "the caja evolutiva; without placing it in Entrenamiento one cannot "
                        "evolve.")
            found = any(remove_from(zone, args.card) for zone in (  # moved anyway: no new card
                side.hand, side.dark, side.ocean, side.training))
            if not found and args.card in side.digimon[1:]:
                side.digimon.remove(args.card)
        if card.union:
            self._union_problems(side, args.card, card.union, flags)
        self._requirement_problems(side, args.card, card, flags)
        current = state.cards[side.active].level if side.active else None
        if card.kind != "digimon" or (current is not None and card.level is not None
                                      and card.level <= current):
            flags.error("evolucion", f"{args.card} (nivel {card.level}) no es una evolución del "
                        f"digimon activo (nivel {current}).", f"{args.card} (level {card.level}) "
                        f"is not an evolution of the active digimon (level {current}).")
        side.digimon_hidden = False
        side.dark += side.digimon[1:]
        side.digimon = [*side.digimon[:1], args.card]
        side.evolved = True

    @staticmethod
    def _requirement_problems(side: Side, code: str, card: DigimonCard, flags: Flags) -> None:
        """Its line (``evolves_from``: the digimon in play must be one of them) and its
        requerimientos evolutivos (``requires``: as many training cards as O and X ask,
        counted across the evolutions of the round)."""
        line = card.evolves_from_codes
        if line and side.active not in line:
            now = side.active or "—"
            flags.error("evolucion", f"{code} evoluciona de {', '.join(line)}, no de {now}, el "
                        "digimon en la caja digimon.", f"{code} evolves from "
                        f"{', '.join(line)}, not from {now}, the digimon in the caja digimon.")
        needed = card.training_needed
        available = len(side.training) - side.training_spent
        if needed and available < needed:
            asked = " + ".join(f"{k} {n}" for k, n in card.requires.items())
            flags.error("evolucion", f"{code} requiere {needed} cartas de entrenamiento "
                        f"({asked}); en la caja de entrenamiento hay {max(available, 0)}.",
                        f"{code} requires {needed} training cards ({asked}); the caja de "
                        f"entrenamiento holds {max(available, 0)}.")
        side.training_spent += needed

    @staticmethod
    def _union_problems(side: Side, code: str, union: Sequence[str], flags: Flags) -> None:
        """An evolution by union: one required digimon in play in the caja digimon, the other
        placed face down in the caja de entrenamiento from the hand (Entrenamiento)."""
        active = side.active
        rest = list(union)
        if active in rest:
            rest.remove(active)
            missing = [c for c in rest if c not in side.training]
        else:
            missing = list(union)
        if active not in union or missing:
            flags.error("evolucion", f"{code} es una evolución por unión de {', '.join(union)}: "
                        "uno debe estar jugando en la caja digimon y el otro boca abajo en la "
                        f"caja de entrenamiento desde la mano (falta: {', '.join(missing)}).",
                        f"{code} is an evolution by union of {', '.join(union)}: one must be "
                        "in play in the caja digimon and the other face down in the caja de "
                        f"entrenamiento from the hand (missing: {', '.join(missing)}).")

    def _find_source(self, state: DigimonState, player: str, code: str,
                     flags: Flags) -> None:
        """Locate the activated card, mark it used, flag a card that cannot be activated."""
        side = state.sides[player]
        card = state.cards[code]
        section = state.phase if state.phase in EFFECT_PHASES else "batalla"
        if card.kind == "option":
            free = [i for i, c in enumerate(side.slots) if c == code and not side.slot_used[i]]
            if free:
                side.slot_used[free[0]] = side.slot_face_up[free[0]] = True
            elif code in side.hand and card.from_hand:
                side.hand.remove(code)
                side.from_hand.append(code)
            elif code in side.slots:
                flags.error(section, f"{code} ya se usó en esta ronda (está horizontal).",
                            f"{code} was already used this round (it lies horizontal).")
            else:
                flags.error(section, f"{code} no está instalada en una ranura y no puede "
                            "jugarse desde la mano.", f"{code} is not installed in a slot and "
                            "cannot be played from the hand.")
        elif card.kind == "support":
            free = [i for i, c in enumerate(side.supports) if c == code
                    and not side.support_used[i]]
            if free:
                i = free[0]
            elif code in side.hand and state.phase == "batalla":
                side.hand.remove(code)
                side.supports.append(code)
                side.support_used.append(False)
                i = len(side.supports) - 1
            else:
                used = code in side.supports
                where_es = "ya se usó" if used else "no está en la caja de soportes"
                where_en = "was already used" if used else "is not in the caja de soportes"
                flags.error(section, f"El soporte {code} {where_es}.",
                            f"The support {code} {where_en}.")
                return
            side.support_used[i] = True
            others = side.board_codes()
            others.remove(code)
            if code in others:
                flags.error("preparacion", f"El soporte {code} tiene otra carta con su mismo "
                            "código en el tablero: debe descartarse al girarlo, sin efecto.",
                            f"The support {code} has another card with its code on the board: "
                            "it must be discarded when turned, without effect.")
        elif code != side.active:
            flags.error(section, f"{code} no es el digimon activo de {player}; solo se usan las "
                        "habilidades del digimon activo.", f"{code} is not {player}'s active "
                        "digimon; only the active digimon's abilities are used.")

    @HANDLERS.handles("activate", Activate)
    def _on_activate(self, state: DigimonState, event: Event, args: Activate,
                     flags: Flags) -> None:
        player = str(event.player)
        self._known(state, args.card, "card")
        if args.target is not None and args.target not in state.sides:
            raise LogReferenceError("target", args.target, f"unknown player {args.target!r}")
        on_digitalize = state.digitalized == (player, args.card)
        if state.phase not in EFFECT_PHASES and not on_digitalize:
            flags.error("preparacion", f"Activa {args.card} en la fase de "
                        f"{PHASE_ES.get(state.phase or '', 'ninguna')}; los efectos se inician "
                        "en Preparación, Evolución, Batalla o Puntuación.",
                        f"Activates {args.card} in the {state.phase or 'no'} phase; effects "
                        "start in preparacion, evolucion, batalla or puntuacion.")
        if state.phase == "batalla" and not on_digitalize:  # "sin contemplar prioridades"
            self._battle_turn(state, player, flags, "activa un efecto", "activates an effect")
            state.battle_activations += 1
            if player == state.first or state.cards[args.card].kind != "digimon":
                state.battle_not_abilities += 1
            state.passes = 0
        scored = [p for p in state.players if state.sides[p].scored]
        if state.phase == "puntuacion" and scored \
                and not state.cards[args.card].plays_after_scoring:
            flags.error("puntuacion", f"Activa {args.card} después de la puntuación; en la "
                        "Puntuación primero se activan los efectos, y solo uno que dice «se "
                        "activa después de la puntuación» puede jugarse más tarde.",
                        f"Activates {args.card} after the scoring; in Puntuación the effects "
                        "are activated first, and only one that says it \"se activa después de "
                        "la puntuación\" may be played later.")
        self._find_source(state, player, args.card, flags)
        if args.effect is not None:
            target = args.target or player
            state.sides[target].effects.append((args.effect, args.value))

    def _battle_turn(self, state: DigimonState, player: str, flags: Flags, what_es: str,
                     what_en: str) -> None:
        if state.passes >= 2:
            flags.error("batalla", f"{player} {what_es} después de que ambos jugadores "
                        "terminaron la fase de batalla.", f"{player} {what_en} after both "
                        "players ended the battle phase.")
        elif player != state.battle_next and state.strict_batalla:
            why_es = ("el segundo jugador activa primero" if state.battle_activations == 0
                      and state.passes == 0 else "las activaciones se intercalan")
            why_en = ("the second player activates first" if state.battle_activations == 0
                      and state.passes == 0 else "activations alternate")
            flags.error("batalla", f"{player} {what_es} fuera de su vez; {why_es}.",
                        f"{player} {what_en} out of turn; {why_en}.")
        state.battle_next = state.rival(player)

    @HANDLERS.handles("pass", Pass)
    def _on_pass(self, state: DigimonState, event: Event, args: Pass,
                 flags: Flags) -> None:
        player = str(event.player)
        if state.phase != "batalla":
            return
        self._battle_turn(state, player, flags, "pasa", "passes")
        state.passes += 1

    @HANDLERS.handles("battle_result", BattleResult)
    def _on_battle_result(self, state: DigimonState, event: Event, args: BattleResult,
                          flags: Flags) -> None:
        for p in args.powers:
            if p not in state.sides:
                raise LogReferenceError(f"powers.{p}", p, f"unknown player {p!r}")
        self._in_phase(state, flags, ("batalla", "puntuacion"), "Anota el resultado",
                       "Records the result")
        powers, winner = self._round_result(state)
        for p, logged in args.powers.items():
            if logged != powers[p]:
                flags.error("batalla", f"El registro da a {p} un poder de {logged}; con su "
                            f"ataque y los efectos activados es {powers[p]}.",
                            f"The log gives {p} a power of {logged}; with its attack and the "
                            f"activated effects it is {powers[p]}.")
        if "winner" in event.raw and args.winner != winner:
            flags.error("puntuacion", f"El registro da la victoria a {args.winner or 'nadie'}; "
                        f"con poderes {_powers(powers)} gana {winner or 'nadie (empate)'}.",
                        f"The log gives the win to {args.winner or 'nobody'}; with powers "
                        f"{_powers(powers)} {winner or 'nobody (a tie)'} wins.")
        state.results_logged = True

    @HANDLERS.handles("score", Score)
    def _on_score(self, state: DigimonState, event: Event, args: Score,
                  flags: Flags) -> None:
        if args.loser not in state.sides:
            raise LogReferenceError("loser", args.loser, f"unknown player {args.loser!r}")
        if flags.player is None:  # ``score`` names its ``loser``; ``player`` may be left out
            flags.player = args.loser
        self._in_phase(state, flags, ("puntuacion",), "Resta puntos escalares",
                       "Takes puntos escalares")
        powers, winner = self._round_result(state)
        state.round_result = powers, winner
        loser_side = state.sides[args.loser]
        if loser_side.scored:
            flags.error("puntuacion", f"{args.loser} ya perdió puntos escalares en esta "
                        "ronda.", f"{args.loser} already lost puntos escalares this round.")
        elif winner is None:
            if args.points != TIE_POINTS:
                flags.error("puntuacion", f"Empate ({_powers(powers)}): ambos pierden 10 "
                            f"puntos escalares, no {args.points}.", f"A tie "
                            f"({_powers(powers)}): both lose 10 puntos escalares, not "
                            f"{args.points}.")
        elif args.loser == winner:
            flags.error("puntuacion", f"{args.loser} ganó la batalla ({_powers(powers)}) y "
                        "no pierde puntos escalares.", f"{args.loser} won the battle "
                        f"({_powers(powers)}) and loses no puntos escalares.")
        elif loser_side.active is not None and (beat := state.sides[winner].active) is not None:
            # (an illegal event may have emptied a caja digimon: then no PEP box to read)
            mine = state.cards[loser_side.active]
            theirs = state.cards[beat]
            owed = mine.pep_against(theirs.level)
            if owed is not None and owed != args.points:
                flags.error("puntuacion", f"{args.loser} pierde {args.points} puntos; el cuadro "
                            f"PEP de {loser_side.active} contra nivel {theirs.level} indica "
                            f"{owed}.", f"{args.loser} loses {args.points} points; the PEP box "
                            f"of {loser_side.active} against level {theirs.level} says {owed}.")
        loser_side.scored = True
        loser_side.points -= args.points
        if winner is not None and args.loser != winner:
            loser_side.dark += loser_side.digimon[1:]
            loser_side.digimon = loser_side.digimon[:1]
        if loser_side.points <= 0:
            state.over = True
            alive = [p for p in state.players if state.sides[p].points > 0]
            state.winner = alive[0] if len(alive) == 1 else None

    @HANDLERS.handles("game_end", GameEnd)
    def _on_game_end(self, state: DigimonState, event: Event, args: GameEnd,
                     flags: Flags) -> None:
        out = [p for p in state.players if state.sides[p].points <= 0]
        if not out:
            flags.error("mazo", "Se declara el fin de la partida sin que ningún jugador llegue a "
                        "cero puntos escalares.", "The game is declared over although no "
                        "player reached zero puntos escalares.")
        else:
            alive = [p for p in state.players if p not in out]
            winner = alive[0] if len(alive) == 1 else None
            if "winner" in event.raw and args.winner != winner:  # the contract's game_end
                flags.error("mazo", f"El registro da la victoria a {args.winner or 'nadie'}, "
                            f"pero {names(out)} llegó a cero puntos escalares.",
                            f"The log gives the win to {args.winner or 'nobody'}, but "
                            f"{names(out)} reached zero puntos escalares.")
        state.over = True
        if "winner" in event.raw:
            state.winner = args.winner

    @override
    def finish(self, state: DigimonState, log: MatchLog) -> list[Violation]:
        if state.phase != "puntuacion" or state.over or not log.events:
            return []
        flags = Flags(RULEBOOK, log.events[-1].seq, None, namer=state.namer)
        probe = state.copy()
        self._end_round(probe, flags)
        return flags.found

    # ---------------------------------------------------------------- display
    def _view(self, state: DigimonState, code: str | None, touched: set[str],
              hidden: bool = False, marks: tuple[str, ...] = ()) -> CardView | None:
        if code is None:
            return None
        card = state.cards[code]
        details: list[tuple[str, str]] = []
        if card.kind == "digimon":
            details += [("nivel", str(card.level)), ("tipo de batalla", str(card.battle_type)),
                        ("ataques", " ".join(f"{k}:{v}" for k, v in card.attacks.items())),
                        ("PEP", " ".join(f"Nv.{k}:{v}" for k, v in card.pep.items()))]
        if card.effect:
            details.append(("efecto", str(card.effect)))
        return CardView(instance=code, name=card.name or code, definition=code, kind=card.kind,
                        hidden=hidden, marks=marks, details=tuple(details),
                        highlighted=code in touched)

    @override
    def board(self, state: DigimonState, log: MatchLog, event: Event | None = None) -> BoardView:
        touched = event_cards(event, ("card",), ("cards", "evolution"))
        powers, _ = self._round_result(state)
        players: list[PlayerView] = []
        for p in state.players:
            s = state.sides[p]

            def pile(codes: Sequence[str], hidden: bool = False) -> tuple[CardView | None, ...]:
                return tuple(self._view(state, c, touched, hidden) for c in codes)

            slots = tuple(self._view(state, c, touched, hidden=not s.slot_face_up[i],
                                     marks=("horizontal",) if s.slot_used[i] else ())
                          for i, c in enumerate(s.slots))
            supports = tuple(self._view(state, c, touched,
                                        marks=("horizontal",) if s.support_used[i] else ())
                             for i, c in enumerate(s.supports))
            zones = (
                ZoneView("caja_digimon", "Caja digimon", pile(s.digimon, s.digimon_hidden)),
                ZoneView("caja_evolutiva", "Caja evolutiva", pile(s.evolution_box, True)),
                ZoneView("caja_entrenamiento", "Caja de entrenamiento", pile(s.training, True),
                         stacked=True),  # a face-down box: a pile with its count
                ZoneView("ranuras", "Ranuras de opciones", slots,
                         slot_labels=("R1", "R2", "R3")),
                ZoneView("caja_soportes", "Caja de soportes", supports),
                ZoneView("mano", "Mano", pile(s.hand)),
                ZoneView("oceano_red", "Océano Red", pile(s.ocean, True), stacked=True),
                ZoneView("area_oscura", "Área Oscura", pile(list(reversed(s.dark)), True),
                         stacked=True),
            )
            summary = (("Puntos escalares", str(s.points)), ("Poder", str(powers[p])),
                       ("Orden", "primer jugador" if p == state.first else "segundo jugador"))
            players.append(PlayerView(player=p, name=log.player_name(p), zones=zones,
                                      summary=summary, active=p == state.active))
        status = ""
        if state.over:
            status = "Fin de la partida" + (f": gana {state.winner}" if state.winner else "")
        return BoardView(game=self.key, turn=state.turn, phase=state.phase, active=state.active,
                         players=tuple(players), status=status, highlighted=frozenset(touched))

    @override
    def state_json(self, state: DigimonState, log: MatchLog) -> dict[str, Any]:
        powers, winner = self._round_result(state)
        return {
            "game": self.key, "turn": state.turn, "phase": state.phase, "active": state.active,
            "first": state.first, "powers": powers, "battle_winner": winner,
            "battle_next": state.battle_next, "over": state.over, "winner": state.winner,
            "players": {p: {
                "points": s.points, "digimon": s.digimon, "digimon_hidden": s.digimon_hidden,
                "evolution_box": s.evolution_box, "training": s.training,
                "slots": [{"card": c, "used": s.slot_used[i], "face_up": s.slot_face_up[i]}
                          for i, c in enumerate(s.slots)],
                "supports": [{"card": c, "used": s.support_used[i]}
                             for i, c in enumerate(s.supports)],
                "from_hand": s.from_hand, "hand": s.hand, "ocean": s.ocean, "dark": s.dark,
                "marker": s.marker, "effects": [list(e) for e in s.effects],
                "redraws": s.redraws, "supports_placed": s.supports_placed, "scored": s.scored,
            } for p, s in state.sides.items()},
        }


def _powers(powers: Mapping[str, int]) -> str:
    return ", ".join(f"{p} {v}" for p, v in powers.items())

