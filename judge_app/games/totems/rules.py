"""The Tótems rules: apply one logged event to the table and say what it broke.

A turn is: robar 1 carta, then exactly one action (Reponer, Atacar,
Intercambio, Descarte), then discard down to 6 cards. An attack that wins may
be followed by one more attack (never more than two a turn). The replay
resolves every attack from the powers: a face-down defender is discovered, a
discovered one may only be attacked with equal or higher power, Espada adds its
partner's power, and a discovered Escudo survives the first attack.

Readings where the rulebook leaves room (documented choices):

- Escudo: "cuando … es descubierto tiene inmunidad contra el primer ataque" is
  read as: the first attack a (not annulled) Escudo receives fails whatever the
  power, the attack that discovers it included; that is its one activation.
- Espada: the partner's ability is annulled, and the Espada's own ability *is*
  joining the attack, so an Espada attack, won or lost, leaves no Ojo/Suma of
  its two cards to use; using one anyway, or taking the partner from anywhere
  but the hand, cites ``espada`` (where the rule is printed).
- Ojo and Suma are optional; they are used "al momento", so an ``ability``
  event must follow the successful attack or defence before the next action.
- A turn whose player finds the deck empty (the last card was drawn by a Suma
  or a Descarte) starts at its action: there is nothing to draw. The player who
  drew the last card ends the game at the end of their next (or current) turn.
- The ``end_turn`` of the turn whose attack destroyed the last defender (Final 1)
  checks no hand limit: the game is already won.
- Play after the end of the game is flagged once per event
  (``fin-de-la-partida``); a draw from the empty deck then adds nothing.
- A log without ``turn`` numbers: a ``draw`` by the other player after an
  ``end_turn`` opens their turn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

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
    need,
    read_instances,
    remove_from,
    rival_of,
)
from judge_app.games.dispatch import Actions
from judge_app.games.totems.cards import (
    EVENT_MODELS,
    Attack,
    Discard,
    DiscardDraw,
    Draw,
    Exchange,
    Replenish,
    TotemCard,
    TotemsSetup,
    UseAbility,
)
from judge_app.games.totems.deck import check_deck, composition_problems, dealing_problems
from judge_app.games.totems.state import Defender, TotemsState
from judge_app.logs.errors import LogError, LogReferenceError
from judge_app.logs.loader import Event, MatchLog
from judge_app.violations import Violation

RULEBOOK = "totems"
HAND_LIMIT = 6
MAX_DEFENDERS = 4
WINS = {"attacker": True, "defender": False}


def instance_map(log: MatchLog) -> dict[str, str]:
    """Every card instance of the setup → its definition id (the log was validated)."""
    setup: TotemsSetup = log.setup
    seen: dict[str, str] = {}
    read_instances(setup.deck, log.cards, log.source, "$.setup.deck", seen)
    for player, hand in setup.hands.items():
        read_instances(hand, log.cards, log.source, f"$.setup.hands.{player}", seen)
    return seen


def namer_of(log: MatchLog) -> Namer:
    """Messages name players and Tótems (``Tótem 13`` for a card without a printed name)."""
    cards: dict[str, TotemCard] = {i: log.cards[d] for i, d in instance_map(log).items()}
    return Namer.of_log(log, {i: c.name or f"Tótem {c.power}" for i, c in cards.items()})


#: The handler of every action (typed by its event model; judge_app/games/dispatch.py).
HANDLERS: Actions[Totems, TotemsState] = Actions("totems")


class Totems(Game[TotemsState]):
    """Tótems (Runestone Games): destroy every Tótem that defends the rival."""

    key: ClassVar[str] = "totems"
    rulebook: ClassVar[str] = RULEBOOK
    title: ClassVar[str] = "Tótems"
    variants: ClassVar[tuple[str, ...]] = ("standard",)
    card_model = TotemCard
    event_models = EVENT_MODELS
    handlers = HANDLERS

    # ------------------------------------------------------------------ setup
    @override
    def parse_setup(self, raw: Any, players: Sequence[str], variant: str) -> TotemsSetup:
        return TotemsSetup.model_validate(raw)

    @override
    def validate_log(self, log: MatchLog) -> None:
        setup: TotemsSetup = log.setup
        if len(log.player_ids) != 2:  # "el jugador oponente": one rival, dealt 7 each
            raise LogError(log.source, "$.players", "Tótems is for two players")
        for key in ("hands", "defenders"):
            check_player_keys(log, getattr(setup, key), f"$.setup.{key}")
        instances = instance_map(log)
        for player, chosen in setup.defenders.items():
            hand = [i for i, _ in read_instances(setup.hands[player], log.cards, log.source,
                                                 f"$.setup.hands.{player}")]
            for i, instance in enumerate(chosen):
                if instance not in instances:
                    raise LogError(log.source, f"$.setup.defenders.{player}[{i}]",
                                   f"unknown card instance {instance!r}")
                if instance not in hand:
                    raise LogError(log.source, f"$.setup.defenders.{player}[{i}]",
                                   f"{instance!r} is not among the cards dealt to {player}")

    @override
    def initial_state(self, log: MatchLog) -> TotemsState:
        setup: TotemsSetup = log.setup
        deck = [i for i, _ in read_instances(setup.deck, log.cards, log.source, "$.setup.deck")]
        hands: dict[str, list[str]] = {}
        defenders: dict[str, list[Defender]] = {}
        for player in log.player_ids:
            dealt = [i for i, _ in read_instances(setup.hands[player], log.cards, log.source,
                                                  f"$.setup.hands.{player}")]
            chosen = setup.defenders[player]
            hands[player] = [c for c in dealt if c not in chosen]
            defenders[player] = [Defender(c) for c in chosen]
        cards = {i: log.cards[d] for i, d in instance_map(log).items()}
        return TotemsState(players=list(log.player_ids), cards=cards, deck=deck, hands=hands,
                           defenders=defenders, namer=namer_of(log))

    @override
    def setup_problems(self, log: MatchLog) -> list[Violation]:
        setup: TotemsSetup = log.setup
        flags = Flags(RULEBOOK, 0, None, namer=namer_of(log))
        instances = instance_map(log)
        composition_problems([(i, log.cards[d]) for i, d in instances.items()], flags)
        hands = {p: [i for i, _ in read_instances(setup.hands[p], log.cards, log.source,
                                                  f"$.setup.hands.{p}")]
                 for p in log.player_ids}
        dealing_problems(hands, {p: setup.defenders[p] for p in log.player_ids}, flags)
        return flags.found

    @override
    def deck_problems(self, deck: Mapping[str, Any], source: str = "<deck>") -> list[Violation]:
        return check_deck(deck, source)

    # ---------------------------------------------------------------- helpers
    @staticmethod
    def _known(state: TotemsState, instance: str | None, field_name: str) -> None:
        if instance is not None:
            need(state.cards, instance, field_name)

    def _start_turn(self, state: TotemsState, event: Event, flags: Flags) -> None:
        """A new ``turn`` number: the acting player's turn begins."""
        previous = state.active
        if previous is not None and state.phase != "fin" and not state.over:
            flags.warning("turno",
                          f"El turno {state.turn} de {previous} no se cerró (falta end_turn).",
                          f"Turn {state.turn} of {previous} was never closed (no end_turn).",
                          player=previous)
        if previous is not None and event.player == previous:
            flags.error("turno",
                        f"{event.player} juega dos turnos seguidos; los turnos se alternan.",
                        f"{event.player} plays two turns in a row; turns alternate.")
        state.turn = event.turn if event.turn is not None else state.turn + 1
        state.active = event.player
        state.phase = "robo"
        state.drew = not state.deck  # the deck ran out: nothing to draw (Final 2)
        state.actions = 0
        state.attacks = 0
        state.last_attack_won = None
        state.extra_draw_used = False
        state.pending.clear()
        state.espada_joined.clear()

    def _begin_action(self, state: TotemsState, flags: Flags, name_es: str, name_en: str,
                      attack: bool = False) -> None:
        """Check that the active player, having drawn, takes their one action."""
        player = flags.player
        if player != state.active:
            flags.error("turno", f"{player} hace la acción {name_es} fuera de su turno.",
                        f"{player} takes the action {name_en} outside their turn.")
        elif not state.drew:
            flags.error("turno", f"{name_es} antes de robar: el turno comienza robando 1 carta.",
                        f"{name_en} before drawing: a turn begins by drawing 1 card.")
        second_attack = attack and state.attacks >= 1 and state.actions == 1
        if second_attack and state.attacks >= 2:
            flags.error("fin-de-turno", "Tercer ataque en el turno; no se puede atacar más de "
                        "dos veces por turno.",
                        "A third attack in the turn; no more than two attacks a turn.")
        elif second_attack and not state.last_attack_won:
            flags.error("atacar", "Vuelve a atacar tras perder el ataque; solo quien gana "
                        "el ataque puede atacar una vez más.",
                        "Attacks again after losing the attack; only a won attack allows "
                        "one more.")
        elif second_attack and state.extra_draw_used:
            flags.error("atacar", "Ataca tras robar por quedarse sin cartas; en ese caso "
                        "el turno pasa.",
                        "Attacks after drawing for an empty hand; the turn then passes.")
        elif not second_attack and state.actions >= 1:
            flags.error("turno", f"{name_es} es una segunda acción; en cada turno se realiza "
                        "exactamente una acción.",
                        f"{name_en} is a second action; a turn has exactly one action.")
        if not second_attack:
            state.actions += 1
        state.pending.clear()
        state.phase = "accion"

    def _draw(self, state: TotemsState, player: str, flags: Flags) -> None:
        if not state.deck:
            if state.over:
                return  # already flagged once as play after the end of the game
            flags.error("fin-de-la-partida", "Roba del mazo de Tótems vacío.",
                        "Draws from the empty Tótem deck.")
            return
        state.hands[player].append(state.deck.pop(0))
        if not state.deck:
            state.last_drawer = player

    def _take(self, state: TotemsState, player: str, instance: str, flags: Flags,
              section: str) -> None:
        """Take a card out of a hand; a card found elsewhere is flagged and moved anyway."""
        if remove_from(state.hands[player], instance):
            return
        flags.error(section, f"{instance} no está en la mano de {player}.",
                    f"{instance} is not in {player}'s hand.")
        for zone in (*state.hands.values(), state.deck, state.discard):
            if remove_from(zone, instance):
                return
        found = state.defender(instance)
        if found:
            state.defenders[found[0]].remove(found[1])

    def _check_victory(self, state: TotemsState) -> None:
        for player in state.players:
            if not state.defenders[player]:
                state.over = True
                state.winner = rival_of(state.players, player)

    @staticmethod
    def final_winner(state: TotemsState) -> tuple[bool, str | None]:
        """``(decided, winner)`` as the table stands (winner ``None``: a draw).

        Final 1: a player with no defenders loses. Final 2: once the player who
        drew the last card ended their turn, more defenders win, then more power.
        """
        for player in state.players:
            if not state.defenders[player]:
                return True, rival_of(state.players, player)
        if not state.over:
            return False, None
        counts = {p: len(state.defenders[p]) for p in state.players}
        leaders = [p for p, n in counts.items() if n == max(counts.values())]
        if len(leaders) == 1:
            return True, leaders[0]
        powers = {p: sum(state.power(d.instance) for d in state.defenders[p]) for p in leaders}
        winners = [p for p, n in powers.items() if n == max(powers.values())]
        return True, winners[0] if len(winners) == 1 else None

    # ----------------------------------------------------------------- apply
    @override
    @override
    def before_event(self, state: TotemsState, event: Event, flags: Flags) -> Event:
        args = event.args
        closing = (event.action == "end_turn" and event.player == state.active
                   and state.phase != "fin" and event.turn in (None, state.turn))
        if state.over and event.action not in ("game_end", "note") and not closing:
            flags.error("fin-de-la-partida", "La partida ya terminó; no se puede seguir jugando.",
                        "The game is already over; play cannot go on.")
        # The first numbered event opens a turn whatever its number (a log counting from 0).
        new_turn = event.turn is not None and (event.turn != state.turn or state.active is None)
        if event.turn is None and event.action == "draw" and event.player != state.active \
                and (state.active is None or state.phase == "fin"):
            new_turn = True  # a log without turn numbers: a draw after end_turn opens a turn
        if new_turn and event.player is not None and event.action not in ("game_end", "note"):
            own_ability = isinstance(args, UseAbility) and event.player != state.active
            if not own_ability:
                self._start_turn(state, event, flags)
        player = event.player
        if player is None and event.action not in ("game_end", "note"):
            raise LogReferenceError("player", "", "this action needs 'player'")
        return event

    @override
    def after_event(self, state: TotemsState, event: Event, flags: Flags) -> None:
        args = event.args
        if event.action != "note":
            kind = getattr(args, "kind", None) if isinstance(args, UseAbility) else None
            state.last_action = f"{event.action}:{kind}" if kind else event.action

    @HANDLERS.handles("note", Note)
    def _on_note(self, state: TotemsState, event: Event, args: Note,
                 flags: Flags) -> None:
        """A remark: nothing changes."""

    @HANDLERS.handles("draw", Draw)
    def _on_draw(self, state: TotemsState, event: Event, args: Draw,
                 flags: Flags) -> None:
        player = str(event.player)
        if player != state.active:
            flags.error("turno", f"{player} roba fuera de su turno.",
                        f"{player} draws outside their turn.")
        elif not state.deck:
            pass  # _draw flags the empty deck; with no deck the turn starts at its action
        elif not state.drew:
            state.drew = True
            state.phase = "accion"
        elif (not state.hands[player] and state.last_attack_won and state.attacks == 1
              and not state.extra_draw_used):
            state.extra_draw_used = True  # no cards left after a won attack: draw and pass
        elif state.last_action == "ability:suma":
            flags.error("suma", f"{player} roba tras usar la Suma; la Suma ya robó su carta y "
                        "no le sigue otro robo.", f"{player} draws after using the Suma; the "
                        "Suma already drew its card and no draw follows it.")
        else:
            flags.error("turno", f"{player} roba otra carta; el turno comienza robando solo 1.",
                        f"{player} draws another card; a turn begins by drawing only 1.")
        self._draw(state, player, flags)

    @HANDLERS.handles("replenish", Replenish)
    def _on_replenish(self, state: TotemsState, event: Event, args: Replenish,
                      flags: Flags) -> None:
        player = str(event.player)
        self._known(state, args.card, "card")
        self._begin_action(state, flags, "Reponer", "Replenish")
        if len(state.defenders[player]) >= MAX_DEFENDERS:
            flags.error("reponer", f"Repone con {len(state.defenders[player])} Tótems "
                        "defendiendo; solo se repone con menos de 4 (máximo 4 a la vez).",
                        f"Replenishes with {len(state.defenders[player])} defending Tótems; "
                        "only with fewer than 4 (at most 4 at once).")
        self._take(state, player, args.card, flags, "reponer")
        state.defenders[player].append(Defender(args.card))

    @HANDLERS.handles("exchange", Exchange)
    def _on_exchange(self, state: TotemsState, event: Event, args: Exchange,
                     flags: Flags) -> None:
        player = str(event.player)
        self._known(state, args.card, "card")
        self._known(state, args.defender, "defender")
        self._begin_action(state, flags, "Intercambio", "Exchange")
        found = state.defender(args.defender)
        if found is None or found[0] != player:
            flags.error("intercambio", f"{args.defender} no es un Tótem que defienda a {player}.",
                        f"{args.defender} is not a Tótem defending {player}.")
            self._take(state, player, args.card, flags, "intercambio")
            return
        place = found[1]
        if place.discovered:
            flags.error("intercambio", f"Intercambia {args.defender}, que ya fue descubierto; "
                        "solo se intercambia un Tótem aún no descubierto.",
                        f"Exchanges {args.defender}, already discovered; only a Tótem not yet "
                        "discovered may be exchanged.")
        zone = state.defenders[player]
        index = zone.index(place)
        self._take(state, player, args.card, flags, "intercambio")
        if place in zone:
            zone[zone.index(place)] = Defender(args.card)
        else:  # the card was the defender itself (flagged by _take): it stays a defender
            zone.insert(min(index, len(zone)), Defender(args.card))
        state.hands[player].append(args.defender)

    @HANDLERS.handles("discard_draw", DiscardDraw)
    def _on_discard_draw(self, state: TotemsState, event: Event, args: DiscardDraw,
                         flags: Flags) -> None:
        player = str(event.player)
        self._known(state, args.card, "card")
        self._begin_action(state, flags, "Descarte", "Discard and draw")
        self._take(state, player, args.card, flags, "descarte")
        state.discard.append(args.card)
        self._draw(state, player, flags)

    @HANDLERS.handles("attack", Attack)
    def _on_attack(self, state: TotemsState, event: Event, args: Attack,
                   flags: Flags) -> None:
        player = str(event.player)
        for instance, name in ((args.card, "card"), (args.target, "target"),
                               (args.with_, "with")):
            self._known(state, instance, name)
        self._begin_action(state, flags, "Atacar", "Attack", attack=True)
        state.last_attack = ()
        attackers = [args.card] + ([args.with_] if args.with_ else [])
        power = sum(state.power(c) for c in attackers)
        if args.with_ and "espada" not in (state.cards[args.card].ability,
                                           state.cards[args.with_].ability):
            flags.error("espada", f"Ataca con {args.card} y {args.with_} juntos sin una Espada; "
                        "solo la Espada permite sumar otro Tótem de la mano al ataque.",
                        f"Attacks with {args.card} and {args.with_} together without an Espada; "
                        "only the Espada lets another card of the hand join an attack.")
        for card in attackers:  # the partner comes "de tu mano" (printed under La Espada)
            self._take(state, player, card, flags, "atacar" if card == args.card else "espada")
        found = state.defender(args.target)
        if found is None or found[0] == player:
            flags.error("atacar", f"{args.target} no es un Tótem que defienda al oponente.",
                        f"{args.target} is not a Tótem defending the opponent.")
            state.discard.extend(attackers)
            state.attacks += 1
            state.last_attack_won = False
            return
        owner, place = found
        defence = state.power(place.instance)
        if place.discovered and power < defence:
            flags.error("atacar", f"Ataca a {place.instance} (poder {defence}), ya descubierto, "
                        f"con poder {power}; a un Tótem descubierto solo se le ataca con un "
                        "nivel de poder igual o superior.",
                        f"Attacks {place.instance} (power {defence}), already discovered, with "
                        f"power {power}; a discovered Tótem may only be attacked with equal or "
                        "higher power.")
        place.discovered = True
        ability = state.cards[place.instance].ability
        shield = ability == "escudo" and not place.annulled and not place.shield_spent
        state.last_attack = (args.card, args.with_ or "", args.target if shield else "")
        won = not shield and power >= defence
        state.discard.extend(attackers)
        if args.with_:  # the partner's ability stays annulled whether the attack wins or not
            state.espada_joined.extend(attackers)
        if won:
            if place in state.defenders[owner]:
                state.defenders[owner].remove(place)
            if place.instance not in state.discard:
                state.discard.append(place.instance)
            kind = state.cards[args.card].ability if not args.with_ else None
            if kind in ("ojo", "suma"):
                state.pending.append((player, args.card, kind))
        elif shield:
            place.shield_spent = place.used = True
        elif not place.used and not place.annulled:
            place.used = True
            if ability in ("ojo", "suma"):
                state.pending.append((owner, place.instance, ability))
        state.attacks += 1
        state.last_attack_won = won
        if args.result is not None and WINS[args.result] != won:
            outcome_es = "gana el atacante" if won else "gana el defensor"
            outcome_en = "the attacker wins" if won else "the defender wins"
            # A weaker attacker loses by power alone (atacar); the Escudo is what decides only
            # an attack that equal or higher power would have won.
            by_shield = shield and power >= defence
            why_es = (f"el Escudo de {place.instance} resiste el primer ataque" if by_shield
                      else f"poder {power} contra {defence}")
            why_en = (f"{place.instance}'s Escudo survives the first attack" if by_shield
                      else f"power {power} against {defence}")
            flags.error("escudo" if by_shield else "atacar",
                        f"El registro dice '{args.result}', pero {outcome_es} ({why_es}).",
                        f"The log says '{args.result}', but {outcome_en} ({why_en}).")
        self._check_victory(state)

    @staticmethod
    def _records_the_attack(state: TotemsState, args: UseAbility) -> bool:
        """An ``ability`` of kind escudo or espada right after the attack it took part in.

        Those two act within the attack (the replay derives them: match-log.md, totems), so
        a log that also writes them down as an ``ability`` records what already happened.
        """
        if state.last_action != "attack" or not state.last_attack \
                or state.cards[args.card].ability != args.kind:
            return False
        card, partner, held_by = state.last_attack
        if args.kind == "espada":
            return bool(partner) and args.card in (card, partner)
        return args.kind == "escudo" and args.card == held_by

    @HANDLERS.handles("ability", UseAbility)
    def _on_ability(self, state: TotemsState, event: Event, args: UseAbility,
                    flags: Flags) -> None:
        player = str(event.player)
        self._known(state, args.card, "card")
        self._known(state, args.target, "target")
        printed = state.cards[args.card].ability
        if self._records_the_attack(state, args):
            return  # the Escudo that held, or the Espada that joined, the attack just made
        if printed != args.kind:
            flags.error("habilidades", f"{args.card} no tiene la habilidad {args.kind}.",
                        f"{args.card} does not have the {args.kind} ability.")
        elif (player, args.card, args.kind) not in state.pending \
                and args.card in state.espada_joined:
            flags.error("espada", f"Usa la habilidad {args.kind} de {args.card}, que atacó unido "
                        "a una Espada: la habilidad del Tótem que se une queda anulada.",
                        f"Uses the {args.kind} ability of {args.card}, which attacked joined to an "
                        "Espada: the joined Tótem's ability is cancelled.")
        elif (player, args.card, args.kind) not in state.pending:
            flags.error(args.kind, f"Usa la habilidad {args.kind} de {args.card} sin que "
                        "acabe de atacar o defender con éxito (o ya se usó o quedó anulada).",
                        f"Uses {args.card}'s {args.kind} ability although it did not just attack "
                        "or defend successfully (or it was already used or cancelled).")
        else:
            state.pending.remove((player, args.card, args.kind))
        if args.kind == "suma":
            self._draw(state, player, flags)
        elif args.kind == "ojo":
            found = state.defender(args.target) if args.target else None
            if found is None or found[0] == player:
                flags.error("ojo", f"El Ojo debe descubrir un Tótem que defienda al oponente; "
                            f"{args.target} no lo es.",
                            f"The Ojo must discover a Tótem defending the opponent; "
                            f"{args.target} is not one.")
            elif found[1].discovered:
                flags.error("ojo", f"{args.target} ya estaba descubierto.",
                            f"{args.target} was already discovered.")
            else:
                found[1].discovered = True
                found[1].annulled = True

    @HANDLERS.handles("discard", Discard)
    def _on_discard(self, state: TotemsState, event: Event, args: Discard,
                    flags: Flags) -> None:
        player = str(event.player)
        for i, card in enumerate(args.cards):
            self._known(state, card, f"cards[{i}]")
        before = len(state.hands[player])
        if player != state.active:
            flags.error("fin-de-turno", f"{player} descarta fuera de su turno.",
                        f"{player} discards outside their turn.")
        elif state.actions == 0:
            flags.error("turno", "Descarta por límite de mano antes de realizar su acción.",
                        "Discards for the hand limit before taking the turn's action.")
        if before - len(args.cards) < HAND_LIMIT:
            flags.error("fin-de-turno", f"Descarta {len(args.cards)} de {before} cartas y queda "
                        f"con {before - len(args.cards)}; solo se descarta hasta quedarse con 6.",
                        f"Discards {len(args.cards)} of {before} cards, leaving "
                        f"{before - len(args.cards)}; one discards only down to 6.")
        for card in args.cards:
            self._take(state, player, card, flags, "fin-de-turno")
            state.discard.append(card)

    @HANDLERS.handles("end_turn", EndTurn)
    def _on_end_turn(self, state: TotemsState, event: Event, args: EndTurn,
                     flags: Flags) -> None:
        player = str(event.player)
        if player != state.active:
            flags.error("turno", f"{player} termina un turno que no es suyo.",
                        f"{player} ends a turn that is not theirs.")
        else:
            if not state.drew and state.actions == 0:  # else flagged at the action already
                flags.error("turno", "Termina el turno sin robar; el turno comienza robando "
                            "1 carta.", "Ends the turn without drawing; a turn begins by "
                            "drawing 1 card.")
            if state.actions == 0:
                flags.error("turno", "Termina el turno sin realizar ninguna acción; es "
                            "obligatorio realizar una.",
                            "Ends the turn without any action; one is compulsory.")
            hand = len(state.hands[player])
            if hand > HAND_LIMIT and not state.over:  # Final 1 ended the game mid-turn
                flags.error("fin-de-turno", f"Termina el turno con {hand} cartas en mano; el "
                            "máximo es 6.", f"Ends the turn with {hand} cards in hand; the "
                            "limit is 6.")
        state.pending.clear()
        state.phase = "fin"
        if not state.deck and state.last_drawer == player:
            state.over = True

    @HANDLERS.handles("game_end", GameEnd)
    def _on_game_end(self, state: TotemsState, event: Event, args: GameEnd,
                     flags: Flags) -> None:
        decided, winner = self.final_winner(state)
        claimed = args.winner
        if not decided:
            flags.error("fin-de-la-partida",
                        "Se declara el fin de la partida, pero ningún jugador perdió todos sus "
                        "Tótems ni se jugó el último turno tras acabarse el mazo.",
                        "The game is declared over, but no player lost all their Tótems and the "
                        "last turn after the deck ran out was not played.")
        elif "winner" in event.raw and claimed != winner:  # no ``winner``: no claim to check
            who_es = winner or "nadie (empate)"
            who_en = winner or "nobody (a draw)"
            flags.error("fin-de-la-partida",
                        f"El registro da la victoria a {claimed or 'nadie'}, pero la gana "
                        f"{who_es} según los Tótems que defienden.",
                        f"The log gives the win to {claimed or 'nobody'}, but {who_en} wins by "
                        "the defending Tótems.")
        state.over = state.ended = True
        state.winner = claimed if "winner" in event.raw else winner
        state.phase = "fin"

    # ---------------------------------------------------------------- display
    def _card_view(self, state: TotemsState, instance: str, event_cards: set[str],
                   place: Defender | None = None) -> CardView:
        card = state.cards[instance]
        marks: list[str] = []
        if place is not None:
            if place.discovered:
                marks.append("descubierto")
            if place.annulled:
                marks.append("anulada")
            elif place.used:
                marks.append("horizontal")
            if place.shield_spent:
                marks.append("escudo usado")
        details = (("poder", str(card.power)), ("habilidad", card.ability or "—"))
        return CardView(instance=instance, name=card.name or f"Tótem {card.power}",
                        definition=instance, kind=card.ability or "totem",
                        hidden=place is not None and not place.discovered,
                        marks=tuple(marks), details=details,
                        highlighted=instance in event_cards)

    @override
    def board(self, state: TotemsState, log: MatchLog, event: Event | None = None) -> BoardView:
        touched = event_cards(event, ("card", "target", "with", "defender"))
        players: list[PlayerView] = []
        for player in state.players:
            defenders = tuple(self._card_view(state, d.instance, touched, d)
                              for d in state.defenders[player])
            slots: tuple[CardView | None, ...] = defenders + (None,) * max(
                0, MAX_DEFENDERS - len(defenders))
            hand = tuple(self._card_view(state, c, touched) for c in state.hands[player])
            players.append(PlayerView(
                player=player, name=log.player_name(player),
                zones=(ZoneView("defensores", "Defensores", slots,
                                slot_labels=tuple(f"D{i + 1}" for i in range(len(slots)))),
                       ZoneView("mano", "Mano", hand)),
                summary=(("Defensores", str(len(defenders))), ("Mano", str(len(hand)))),
                active=player == state.active))
        table = (ZoneView("mazo", "Mazo", tuple(self._card_view(state, c, touched)
                                                 for c in state.deck), stacked=True),
                 ZoneView("descarte", "Descarte", tuple(
                     self._card_view(state, c, touched) for c in reversed(state.discard)),
                     stacked=True))
        players.append(PlayerView(player="mesa", name="Mesa", zones=table,
                                  summary=(("Mazo", str(len(state.deck))),)))
        status = ""
        if state.over:
            status = f"Fin de la partida: gana {state.winner}" if state.winner else \
                "Fin de la partida"
        return BoardView(game=self.key, turn=state.turn, phase=state.phase, active=state.active,
                         players=tuple(players), status=status, highlighted=frozenset(touched))

    @override
    def state_json(self, state: TotemsState, log: MatchLog) -> dict[str, Any]:
        def card(instance: str) -> dict[str, Any]:
            c = state.cards[instance]
            return {"instance": instance, "name": c.name, "power": c.power, "ability": c.ability}

        return {
            "game": self.key, "turn": state.turn, "phase": state.phase, "active": state.active,
            "deck": [card(c) for c in state.deck],
            "discard": [card(c) for c in state.discard],
            "players": {p: {
                "hand": [card(c) for c in state.hands[p]],
                "defenders": [card(d.instance) | {"discovered": d.discovered,
                                                  "annulled": d.annulled, "used": d.used,
                                                  "shield_spent": d.shield_spent}
                              for d in state.defenders[p]],
            } for p in state.players},
            "drew": state.drew, "actions": state.actions, "attacks": state.attacks,
            "pending_abilities": [list(p) for p in state.pending],
            "last_drawer": state.last_drawer, "over": state.over, "winner": state.winner,
        }

