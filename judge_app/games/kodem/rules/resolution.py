"""Kódem payments and resolutions (6.1–6.7): costs, damage, healing, marks, statistics,
descansos given and updated, negations, shown cards and notes with claims (6.7-P3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from judge_app.games.common import Flags
from judge_app.games.kodem.board import KIND_LABELS
from judge_app.games.kodem.cards import CardOnly, Cost, Damage, Heal, Mark, Negate, Note, Stat
from judge_app.games.kodem.rules.core import (
    HANDLERS,
    _amount,
    _flag_rival,
    _nm,
    _off_field,
    _outside_rival,
)
from judge_app.games.kodem.rules.triggers import effect_from_extinction
from judge_app.games.kodem.rules.turns import updated_at_fin
from judge_app.games.kodem.rules.zones import _to_extinction, replacement_payment
from judge_app.games.kodem.state import CardInstance, KodemState, remember
from judge_app.logs.loader import Event

if TYPE_CHECKING:
    from judge_app.games.kodem.rules import Kodem


def _add_rests(c: CardInstance, amount: int) -> None:
    if c.rests is not None and c.card.max_rests is not None:
        c.rests = min(c.card.max_rests, c.rests + amount)


def _not_the_maximum(state: KodemState, flags: Flags, args: Cost, amount: int) -> None:
    """6.6.3 NOTA IMPORTANTE: "se deberá buscar pagar el máximo del costo".

    A damage cost paid with an allied card that cannot take it all while another revealed
    allied card of the same type could take more (Ejemplo 1: 6 points with cards at 1 and
    6 → the one at 6), or a descanso cost given to a card that cannot take it all while
    another could (Ejemplo 2: the cards with fewest descansos). The declaring card itself
    is not "aliada" (9 Carta Aliada); a card paying for itself has no choice.
    """
    if args.kind not in ("damage", "rest") or not amount:
        return
    payer = state.cards[args.card]
    chosen = set(args.targets)
    for t in args.targets:
        c = state.cards[t]
        if t == args.card or c.zone != "main" or c.owner != payer.owner:
            continue
        others = [state.cards[i] for i in state.sides[c.side].main
                  if i is not None and i not in chosen and i != args.card]
        others = [o for o in others if o.kind == c.kind and not o.hidden
                  and o.owner == payer.owner]
        if args.kind == "damage" and c.life and c.life < amount:  # at 0: flagged below
            better = [o for o in others if o.life is not None and o.life > c.life]
            what_es, what_en = "vida", "life"
        elif (args.kind == "rest" and c.rests is not None and c.card.max_rests is not None
              and c.rests + amount > c.card.max_rests):
            better = [o for o in others if o.rests is not None and o.rests < c.rests]
            what_es, what_en = "descansos", "descansos"
        else:
            continue
        if better:
            flags.error("6.6.3", f"Paga el costo con {_nm(state, t)}, que no puede pagarlo "
                        f"completo, teniendo {_nm(state, better[0].instance)} ({what_es}): "
                        "se debe buscar pagar el máximo del costo.",
                        f"Pays the cost with {_nm(state, t)}, which cannot pay it in full, "
                        f"while {_nm(state, better[0].instance)} could ({what_en}): the "
                        "maximum of a cost must be paid.")
            return


def _paid_once(state: KodemState, flags: Flags, event: Event, args: Cost) -> None:
    """6.6.3: "Un costo no puede ser pagado para más de 1 efecto al mismo tiempo … Si ambas
    acciones se declaran simultáneamente, el costo se pagará solo una vez": the same cost
    (card, kind, cards, amount) paid twice in the Batalla of the turn's one declaration."""
    if (state.phase != "batalla" or event.player != state.active
            or state.host_of(args.card) != state.actor):
        return
    key = f"{args.card}|{args.kind}|{','.join(sorted(args.targets))}|{args.amount}"
    if key in state.costs_paid:
        flags.error("6.6.3", f"{_nm(state, args.card)} paga otra vez el mismo costo en la "
                    "misma declaración: un costo no puede ser pagado para más de 1 efecto al "
                    "mismo tiempo, y si el ataque y la Activa se declaran simultáneamente el "
                    "costo se pagará solo una vez.",
                    f"{_nm(state, args.card)} pays the same cost again in the same "
                    "declaration: a cost cannot be paid for more than 1 effect at a time, and "
                    "when the attack and the Activa are declared together the cost is paid "
                    "only once.")
    remember(state.costs_paid, key)


def _fin_order(state: KodemState, flags: Flags, what: str, card: str | None) -> None:
    """5 Fin de Turno: "1. Pago de costos que se hayan declarado en turnos o Fases
    anteriores" and "2. Resolución de Activas y Pasivas que se hayan declarado en turnos o
    Fases anteriores" come before "5. Declaración y resolución de Pasivas": such a payment
    or resolution written after a Pasiva declared in this Fin is out of its place."""
    if (state.phase != "fin" or not state.fin_pasiva or card is None
            or card in state.fin_declared):
        return
    if what == "cost":
        es, en = ("el pago de un costo declarado antes (1)",
                  "the payment of a cost declared earlier (1)")
    else:
        es, en = ("la resolución de un efecto declarado antes (2)",
                  "the resolution of an effect declared earlier (2)")
    flags.error("5/fin", f"En Fin de Turno, {es} de {_nm(state, card)} llega después de "
                "declarar una Pasiva (5): el orden de prioridad del Fin de Turno pone primero "
                "los costos y efectos declarados en turnos o fases anteriores.",
                f"In the Fin de Turno, {en} of {_nm(state, card)} comes after a Pasiva was "
                "declared (5): the Fin de Turno's order of priority puts the costs and effects "
                "declared in earlier turns or phases first.")


@HANDLERS.handles("cost", Cost)
def _on_cost(game: Kodem, state: KodemState, event: Event, args: Cost,
             flags: Flags) -> None:
    amount = _amount(flags, args.amount, "6.6.3", "Paga un costo", "Pays a cost")
    _not_the_maximum(state, flags, args, amount)
    _paid_once(state, flags, event, args)
    _fin_order(state, flags, "cost", args.card)
    for t in args.targets:
        c = state.cards[t]
        name = _nm(state, t)
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
            _add_rests(c, amount)
            state.rested_by_effect.add(t)
        elif args.kind == "extinction":
            _to_extinction(state, t)


@HANDLERS.handles("damage", Damage)
def _on_damage(game: Kodem, state: KodemState, event: Event, args: Damage,
               flags: Flags) -> None:
    t = args.target
    c = state.cards[t]
    name = _nm(state, t)
    src = state.cards.get(args.source) if args.source else None
    amount = _amount(flags, args.amount, "6.3", f"Daña a {name}", f"Damages {name}")
    if c.life is None:
        flags.error("6.7-G4", f"Daña a {name}, que no tiene vida máxima ({c.kind}).",
                    f"Damages {name}, which has no vida máxima ({c.kind}).")
    elif not state.in_play(t):
        flags.error("6.6", f"Daña a {name}, que no está en el campo.",
                    f"Damages {name}, which is not on the field.")
    elif (args.kind == "effect" and c.kind == "protector"
          and not (src is not None and src.card.can_target_protector)
          and not replacement_payment(state, event.seq, t)):
        flags.error("3.2", f"Daña por efecto al Protector {name}, pero la carta que lo hace "
                    "no dice que pueda dañar a un Protector.",
                    f"Deals effect damage to the Protector {name}, but the card dealing it "
                    "does not say it may damage a Protector.")
    elif args.kind == "cost" and c.life == 0:
        flags.error("6.6.3", f"Paga un costo de daño con {name}, que tiene 0 de vida: la "
                    "carta debe tener al menos 1 punto para pagarlo.",
                    f"Pays a damage cost with {name}, which has 0 life: the card needs at "
                    "least 1 point to pay it.")
    else:
        outside = _outside_rival(state, [t], event=event)
        if outside is not None:
            _flag_rival(state, flags, outside)
        elif _protected(state, flags, args, name):
            pass
        elif args.kind == "attack" and args.source is not None:
            _attack_resolution(state, flags, args, name)
        elif args.kind == "effect":
            _negated_effect(state, flags, args.source, name)
            if args.source is not None:
                effect_from_extinction(state, flags, args.source)
                _hidden_source(state, flags, args.source)
                _fin_order(state, flags, "effect", args.source)
    if args.kind == "mark" and c.life is not None:
        amount -= _recorded_mark_points(state, flags, t, name, amount)
    if c.life is not None:
        c.life = max(0, c.life - amount)


def _hidden_source(state: KodemState, flags: Flags, source: str) -> None:
    """6.7-G8: "Las cartas ocultas no podrán resolver efectos excepto si su declaración se
    hizo ese turno" (6.7-G10: one hidden by an effect the turn before must declare again)."""
    c = state.cards[source]
    declared = state.declared_at.get(source)
    if not c.hidden or not state.in_play(source) or declared is None or declared == state.turn:
        return  # a card never revealed and declared is read as the log's shorthand
    flags.error("6.7-G8", f"Se resuelve un efecto de {_nm(state, source)}, que está oculta y no "
                "lo declaró este turno: las cartas ocultas no podrán resolver efectos excepto "
                "si su declaración se hizo ese turno.",
                f"An effect of {_nm(state, source)} resolves, but the card is hidden and did "
                "not declare it this turn: hidden cards cannot resolve effects unless they "
                "were declared that turn.")


def _protected(state: KodemState, flags: Flags, args: Damage, name: str) -> bool:
    """9 Proteger: "la carta protegida es inmune a ataques y/o efectos de otras cartas hacia
    ella"; a protection is a restriction to resolve (6.7-T8), so attack or effect damage of
    another card on it this turn does not resolve: a warning, as for a negated effect."""
    guard = state.protected.get(args.target)
    if (guard is None or args.kind not in ("attack", "effect") or args.source is None
            or args.source in (guard, args.target)):
        return False
    flags.warning("6.7-T8", f"{name} recibe daño de {_nm(state, args.source)} aunque "
                  f"{_nm(state, guard)} la protegió: la carta protegida es inmune a ataques "
                  "y/o efectos de otras cartas hacia ella (una restricción para resolver).",
                  f"{name} takes damage from {_nm(state, args.source)} although "
                  f"{_nm(state, guard)} protected it: a protected card is immune to other "
                  "cards' attacks and/or effects on it (a restriction to resolve).")
    return True


def _recorded_mark_points(state: KodemState, flags: Flags, t: str, name: str,
                          amount: int) -> int:
    """How much of a logged mark damage records points the replay already derived.

    Quemar and Envenenar damage is derived (match-log.md); a log that also writes it
    as ``damage`` of kind ``mark`` is recording the same point, not a second one. What
    no derived point of this turn covers is applied as logged, with a 6.1 warning.
    """
    recorded = min(amount, state.mark_points.get(t, 0))
    if recorded:
        state.mark_points[t] -= recorded
    if amount > recorded and state.phase == "inicio" and state.mark_points_before.get(t):
        # written at the start of the next turn: the point the last Fin (or attack) derived
        late = min(amount - recorded, state.mark_points_before[t])
        state.mark_points_before[t] -= late
        recorded += late
    c = state.cards[t]
    if (amount > recorded and "envenenar" in c.marks and c.owner == state.active
            and state.phase in ("post", "equipo") and not state.poisoned
            and t not in state.poison_early):
        # written before the Fin, as the last thing of the turn: this Fin's Envenenar point
        state.poison_early.add(t)
        c.life = max(0, (c.life or 0) - 1)
        recorded += 1
    if (amount > recorded and "quemar" in c.marks and c.owner == state.active
            and state.phase == "batalla" and t not in state.burnt
            and state.actor in (None, t)):
        # written just before the card's declaration: the Quemar point of that declaration
        state.burnt.add(t)
        c.life = max(0, (c.life or 0) - 1)
        recorded += 1
    if amount > recorded:
        flags.warning("6.1", f"{name} recibe {amount - recorded} de daño por marca que sus "
                      "marcas no hicieron (Quemar daña al declarar ataque o Activa, "
                      "Envenenar en el Fin de Turno de su dueño).",
                      f"{name} takes {amount - recorded} mark damage its marks did not deal "
                      "(Quemar hits on declaring an attack or Activa, Envenenar at its "
                      "owner's Fin de Turno).")
    return recorded


def _attack_resolution(state: KodemState, flags: Flags, args: Damage,
                       name: str) -> None:
    source = str(args.source)
    declared = state.attacks.get(source)
    if declared is None:
        flags.warning("6.5", f"Daño de ataque de {_nm(state, source)} sin un ataque "
                      "declarado este turno.", f"Attack damage from "
                      f"{_nm(state, source)} without an attack declared this turn.")
    elif source in state.negated:
        flags.warning("6.5", f"Daño del ataque negado de {_nm(state, source)}: un "
                      "ataque negado no resuelve.", f"Damage of "
                      f"{_nm(state, source)}'s negated attack: a negated attack does "
                      "not resolve.")
    elif args.target not in declared[0] and not state.redirectable:
        flags.warning("6.5", f"{name} recibe daño del ataque de {_nm(state, source)}, "
                      f"que se declaró contra {', '.join(_nm(state, t) for t in declared[0])}"
                      ": un ataque se resuelve sobre las cartas declaradas (ningún efecto "
                      "lo desvió).",
                      f"{name} takes damage from {_nm(state, source)}'s attack, which was "
                      f"declared against {', '.join(_nm(state, t) for t in declared[0])}: an "
                      "attack resolves on the cards declared (no effect redirected it).")
    elif declared[1] is not None and args.amount > declared[1]:
        flags.error("6.5", f"{name} recibe {args.amount} de daño de ataque; se declararon "
                    f"{declared[1]}: un ataque se resuelve por el daño declarado.",
                    f"{name} takes {args.amount} attack damage; {declared[1]} were "
                    "declared: an attack resolves for the damage declared.")
    else:
        key = (source, args.target)
        before = state.attack_dealt.get(key, 0)
        state.attack_dealt[key] = before + max(0, args.amount)
        if declared[1] is not None and before + args.amount > declared[1]:
            flags.error("6.5", f"{name} recibe otros {args.amount} de daño del ataque de "
                        f"{_nm(state, source)}, que ya le hizo {before} de los {declared[1]} "
                        "declarados: un ataque se resuelve una vez, por el daño declarado.",
                        f"{name} takes {args.amount} more damage from "
                        f"{_nm(state, source)}'s attack, which already dealt it {before} of "
                        f"the {declared[1]} declared: an attack resolves once, for the damage "
                        "declared.")


@HANDLERS.handles("heal", Heal)
def _on_heal(game: Kodem, state: KodemState, event: Event, args: Heal,
             flags: Flags) -> None:
    c = state.cards[args.target]
    name = _nm(state, args.target)
    top = c.card.max_life
    if c.life is None or top is None:
        flags.error("6.7-G4", f"Cura a {name}, que no tiene vida.",
                    f"Heals {name}, which has no life.")
        return
    if _off_field(state, flags, args.target, "Cura a", "Heals"):
        return
    amount = _amount(flags, args.amount, "6.2", f"Cura a {name}", f"Heals {name}")
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
        outside = _outside_rival(state, [args.target], event=event)
        if outside is not None:
            _flag_rival(state, flags, outside)
        _negated_effect(state, flags, args.source, name)
        if args.source is not None and args.source in state.cards:
            _hidden_source(state, flags, args.source)
        if amount > 0:
            c.marks = ()  # 6.1: "podrán ser eliminadas con los efectos de curación"
    c.life = min(top, c.life + amount)


@HANDLERS.handles("mark", Mark)
def _on_mark(game: Kodem, state: KodemState, event: Event, args: Mark,
             flags: Flags) -> None:
    c = state.cards[args.target]
    name = _nm(state, args.target)
    if c.card.max_life is None:
        flags.error("6.7-G4", f"Marca a {name} con {args.mark}, pero no tiene vida máxima "
                    f"({c.kind}): una marca daña o ciega a la carta, y no se eligen como "
                    "objetivo cartas sin la estadística necesaria.",
                    f"Marks {name} with {args.mark}, but it has no vida máxima ({c.kind}): "
                    "a mark damages or blinds its card, and no card without the needed "
                    "statistic may be the target.")
        return
    if args.mark in c.marks:
        flags.error("6.1", f"{name} ya tiene la marca {args.mark}: una carta no puede tener 2 "
                    "marcas del mismo tipo (6.7-G13).", f"{name} already has the {args.mark} "
                    "mark: a card cannot have 2 marks of the same kind (6.7-G13).")
        return
    if _off_field(state, flags, args.target, "Marca a", "Marks"):
        return
    outside = _outside_rival(state, [args.target], event=event)
    if outside is not None:
        _flag_rival(state, flags, outside)
    c.marks = (*c.marks, args.mark)


@HANDLERS.handles("unmark", Mark)
def _on_unmark(game: Kodem, state: KodemState, event: Event, args: Mark,
               flags: Flags) -> None:
    c = state.cards[args.target]
    c.marks = tuple(m for m in c.marks if m != args.mark)


@HANDLERS.handles("scale", Stat)
def _on_scale(game: Kodem, state: KodemState, event: Event, args: Stat,
              flags: Flags) -> None:
    _stat(state, args, flags, +1)


@HANDLERS.handles("descend", Stat)
def _on_descend(game: Kodem, state: KodemState, event: Event, args: Stat,
                flags: Flags) -> None:
    _stat(state, args, flags, -1)


def _stat(state: KodemState, args: Stat, flags: Flags, sign: int) -> None:
    c = state.cards[args.card]
    if c.damage is None:
        flags.error("6.7-G4", f"Cambia el daño de {_nm(state, args.card)}, que no "
                    "tiene estadística de daño.", f"Changes the damage of "
                    f"{_nm(state, args.card)}, which has no damage statistic.")
        return
    if _off_field(state, flags, args.card, "Cambia el daño de", "Changes the damage of"):
        return
    name = _nm(state, args.card)
    amount = _amount(flags, args.amount, "6.2", f"Cambia el daño de {name}",
                          f"Changes the damage of {name}")
    c.damage = max(0, c.damage + sign * amount)


@HANDLERS.handles("rest", Stat)
def _on_rest(game: Kodem, state: KodemState, event: Event, args: Stat,
             flags: Flags) -> None:
    c = state.cards[args.card]
    name = _nm(state, args.card)
    top = c.card.max_rests
    if c.rests is None or top is None:
        flags.error("6.7-G4", f"Da descansos a {name}, que no tiene estadística de descanso "
                    f"({c.kind}).", f"Gives descansos to {name}, which has no descanso "
                    f"statistic ({c.kind}).")
        return
    if _off_field(state, flags, args.card, "Da descansos a", "Gives descansos to"):
        return
    amount = _amount(flags, args.amount, "5.1", f"Da descansos a {name}",
                          f"Gives descansos to {name}")
    if c.rests + amount > top:
        kind = KIND_LABELS.get(c.kind, c.kind)
        flags.error("5.1", f"{name} quedaría con {c.rests + amount} descansos: el máximo "
                    f"de un {kind} es {top}.",
                    f"{name} would have {c.rests + amount} descansos: a {kind} has at "
                    f"most {top}.")
    else:
        outside = _outside_rival(state, [args.card], event=event)
        if outside is not None:
            _flag_rival(state, flags, outside)
    _add_rests(c, amount)
    state.rested_by_effect.add(args.card)


@HANDLERS.handles("rest_update", CardOnly)
def _on_rest_update(game: Kodem, state: KodemState, event: Event, args: CardOnly,
                    flags: Flags) -> None:
    c = state.cards[args.card]
    name = _nm(state, args.card)
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
    if (player == state.active and state.phase == "fin" and args.card not in state.fin_recorded
            and updated_at_fin(state, args.card)):
        state.fin_recorded.add(args.card)
        return  # the Fin's own update, derived (match-log.md): recorded, not applied twice
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


@HANDLERS.handles("negate", Negate)
def _on_negate(game: Kodem, state: KodemState, event: Event, args: Negate,
               flags: Flags) -> None:
    if args.what == "attack":
        state.negated.add(args.target)
    else:
        state.negated_effects.add(args.target)


def _negated_effect(state: KodemState, flags: Flags, source: str | None, name: str) -> None:
    """6.7-T8, 9 Negar un efecto: a negated effect does not resolve while negated."""
    if source is None or source not in state.negated_effects:
        return
    flags.warning("6.7-T8", f"{name}: resolución del efecto negado de {_nm(state, source)}; "
                  "un efecto negado no resuelve mientras esté negado.",
                  f"{name}: a resolution of {_nm(state, source)}'s negated effect; a "
                  "negated effect does not resolve while it is negated.")


@HANDLERS.handles("show", CardOnly)
def _on_show(game: Kodem, state: KodemState, event: Event, args: CardOnly,
             flags: Flags) -> None:
    """Mostrar: nothing changes on the table."""


@HANDLERS.handles("note", Note)
def _on_note(game: Kodem, state: KodemState, event: Event, args: Note,
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
