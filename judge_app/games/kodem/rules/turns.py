"""Kódem turns and phases (§5): starting and closing a turn (Envenenar, descansos, unfilled
slots, 6.7-P5 prescription), the order of the phases, passing, 0 life at Post."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge_app.games.common import Flags
from judge_app.games.kodem.cards import Pass, PhaseEvent, Turn
from judge_app.games.kodem.rules.core import HANDLERS, PHASE_ES, PHASES, POST, _multi, _nm
from judge_app.games.kodem.state import SLOTS, KodemState
from judge_app.logs.errors import LogReferenceError
from judge_app.logs.loader import Event

if TYPE_CHECKING:
    from judge_app.games.kodem.rules import Kodem


def _poison(state: KodemState) -> None:
    """Envenenar: 1 point of damage to the turn player's poisoned cards at Fin (6.1)."""
    state.poisoned = True
    if state.active is None:
        return
    for instance in state.owned_in_play(state.active):
        c = state.cards[instance]
        if instance in state.poison_early:
            continue  # its point was logged already, in Post or Equipo
        if "envenenar" in c.marks and c.life:
            c.life -= 1
            state.mark_points[instance] = state.mark_points.get(instance, 0) + 1


def _enter_fin(state: KodemState) -> None:
    state.reached_fin = True
    if not state.poisoned:
        _poison(state)


def _update_rests(state: KodemState, player: str) -> None:
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


def updated_at_fin(state: KodemState, instance: str) -> bool:
    """Whether the turn's Fin update (item 6) will take one descanso off this card."""
    c = state.cards[instance]
    protector, linked = state.link or (None, None)
    return (c.owner == state.active and state.in_play(instance) and bool(c.rests)
            and c.card.max_rests is not None
            and instance not in state.attacked | state.activa_used | state.rested_by_effect
            and instance not in (protector, linked))


def _next_player(state: KodemState) -> str | None:
    live = [p for p in state.players if not state.sides[p].out]
    if state.active is None:
        return state.players[0] if _multi(state) else None
    order = state.players
    i = order.index(state.active)
    for step in range(1, len(order) + 1):
        p = order[(i + step) % len(order)]
        if p in live:
            return p
    return None


@HANDLERS.handles("turn", Turn)
def _on_turn(game: Kodem, state: KodemState, event: Event, args: Turn,
             flags: Flags) -> None:
    player = str(event.player)
    previous = state.active
    if previous is not None and not state.over:
        _close_turn(state, flags)
    multi = _multi(state)
    expected = _next_player(state)
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
    _prescribe(state, flags, new_turn, event.seq)
    state.turn = new_turn
    state.active = player
    state.rival = rival
    state.phase = "inicio"
    state.actor = None
    state.link = None
    state.equipped = state.declared = state.poisoned = state.reached_fin = False
    state.passed = state.redirectable = state.fin_pasiva = False
    for bucket in (state.attacked, state.activa_used, state.rapid_used,
                   state.rested_by_effect, state.optional_pasivas, state.quick_revealable,
                   state.bio_sent, state.negated, state.negated_effects,
                   state.penalized, state.fin_recorded,
                   state.burnt, state.jugador_cards, state.effects_declared,
                   state.rapid_untimed, state.costs_paid, state.fin_declared,
                   state.equip_banned, state.taken_placed):
        bucket.clear()
    state.attacks.clear()
    state.protected.clear()
    state.attack_dealt.clear()
    state.mark_points_before = {k: v for k, v in state.mark_points.items() if v > 0}
    state.mark_points.clear()
    state.poison_early.clear()


def _close_turn(state: KodemState, flags: Flags) -> None:
    """Fin de Turno of the turn that ends: Envenenar, descansos, unfilled slots."""
    previous = state.active
    if _phase_index(state.phase) <= POST:
        _zero_life(state, flags)  # the turn passes over Post (a forward skip)
    if not state.poisoned:
        _poison(state)
    for v in state.vacancies:
        if state.sides[v.player].deck:
            flags.error("5.3", f"El espacio {SLOTS[v.slot]} de {v.player} quedó vacío: "
                        "la carta que deja la Zona Principal se reemplaza de inmediato.",
                        f"{v.player}'s slot {SLOTS[v.slot]} stayed empty: a card leaving "
                        "the Zona Principal is replaced at once.", player=v.player)
    state.vacancies.clear()
    if previous is not None:
        _update_rests(state, previous)
    state.turns_played += 1


def _prescribe(state: KodemState, flags: Flags, new_turn: int, seq: int) -> None:
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


def _phase_index(phase: str | None) -> int:
    """Position of a phase in PHASES; -1 before the first turn."""
    return PHASES.index(phase) if phase in PHASES else -1


@HANDLERS.handles("phase", PhaseEvent)
def _on_phase(game: Kodem, state: KodemState, event: Event, args: PhaseEvent,
              flags: Flags) -> None:
    new, current = args.phase, state.phase
    at, to = _phase_index(current), PHASES.index(new)
    restates = state.passed and new == current == "fin"  # Pasar turno, then its Fin logged
    state.passed = False
    if event.player != state.active:
        flags.error("5", f"{event.player} cambia de fase en el turno de {state.active}.",
                    f"{event.player} changes the phase in {state.active}'s turn.")
    elif current is None:
        flags.error("5", f"Pasa a {PHASE_ES[new]} antes de que empiece un turno.",
                    f"Goes to the {new} phase before any turn has started.")
    elif to <= at and not restates:
        again_es = "repite" if to == at else "vuelve a"
        again_en = "repeats" if to == at else "goes back to"
        flags.error("5", f"En {PHASE_ES.get(current, current)} {again_es} "
                    f"{PHASE_ES[new]}: las fases van Inicio, Previa, Batalla, Post, Equipo, "
                    "Fin, sin volver atrás.",
                    f"In the {current} phase it {again_en} {new}: the phases are Inicio, "
                    "Previa, Batalla, Post, Equipo, Fin, never backwards.")
    if (current == "post" and new != "post") or at < POST < to:
        _zero_life(state, flags)
    state.phase = new
    if new == "fin":
        _enter_fin(state)


def _zero_life(state: KodemState, flags: Flags) -> None:
    """5/post: a card at 0 vida goes to Extinción in Post, before anything else.

    Reported once while it stays at 0 in play (the Posts it outlasts are one infraction).
    """
    at_zero = {i for side in state.sides.values() for i in (side.protector, *side.main)
               if i is not None and state.cards[i].life == 0}
    state.zero_flagged &= at_zero
    for side in state.sides.values():
        for instance in (side.protector, *side.main):
            if instance is None or instance in state.zero_flagged:
                continue
            c = state.cards[instance]
            if c.life == 0:
                state.zero_flagged.add(instance)
                flags.error("5/post", f"{_nm(state, instance)} tiene 0 de vida y sigue "
                            "en juego al terminar la Fase Post; debía ir a Extinción y "
                            "reemplazarse.",
                            f"{_nm(state, instance)} has 0 life and is still in play "
                            "when the Post phase ends; it had to go to Extinción and be "
                            "replaced.", player=c.owner)


@HANDLERS.handles("pass", Pass)
def _on_pass(game: Kodem, state: KodemState, event: Event, args: Pass,
             flags: Flags) -> None:
    if event.player != state.active:
        flags.error("5", f"{event.player} pasa el turno de {state.active}.",
                    f"{event.player} passes {state.active}'s turn.")
    elif state.phase not in ("inicio", "previa"):
        flags.error("5", f"Pasa turno en {PHASE_ES.get(state.phase or '', state.phase)}: "
                    "pasar turno se declara en la Fase Previa.",
                    f"Passes the turn in the {state.phase} phase: passing is declared in "
                    "the Previa phase.")
    if _phase_index(state.phase) <= POST:
        _zero_life(state, flags)
    state.phase = "fin"
    state.passed = True
    _enter_fin(state)
