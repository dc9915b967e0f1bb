"""Kódem declarations (§5 Batalla, 3.2, 6.6): revealing and hiding, attacks, Activas and
Pasivas, the Vínculo Odémico, and Quemar's point on declaring."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from judge_app.games.common import Flags, need
from judge_app.games.kodem.cards import Attack, CardOnly, Effect, Link, Pasiva, Reveal
from judge_app.games.kodem.rules.core import (
    DAMAGE_BONUS,
    HANDLERS,
    P1,
    PHASE_ES,
    _flag_rival,
    _nm,
    _outside_rival,
    extra_equipment,
    fold_name,
    lacks_energy,
)
from judge_app.games.kodem.rules.triggers import (
    RENEWING,
    names_a_moment,
    once_per_moment,
    says_self_extinction,
)
from judge_app.games.kodem.rules.zones import _unequip
from judge_app.games.kodem.state import MEMORY, CardInstance, KodemState, remember
from judge_app.logs.loader import Event

if TYPE_CHECKING:
    from judge_app.games.kodem.rules import Kodem


def _burn(state: KodemState, c: CardInstance, once: bool = True) -> None:
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


@HANDLERS.handles("reveal", Reveal)
def _on_reveal(game: Kodem, state: KodemState, event: Event, args: Reveal,
               flags: Flags) -> None:
    c = state.cards[args.card]
    name = _nm(state, args.card)
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
        _reveal_timing(state, event, flags, c, name)
    by_rival = args.by is not None and args.by in state.cards and (
        state.cards[args.by].owner != c.owner)
    if c.zone == "attached" and c.host is not None and c.hidden and not by_rival:
        # 3.4 Equipos Múltiples: "no podrá revelar por decisión propia el segundo equipo"
        host = state.cards[c.host]
        same = [e for e in host.attached if e != args.card
                and state.cards[e].kind == c.kind and not state.cards[e].hidden]
        if same and not extra_equipment(state, c.host, args.card):
            flags.error("3.4/multiples", f"Revela {name} bajo {_nm(state, c.host)}, "
                        f"que ya tiene otro {c.kind} revelado: con 2 del mismo tipo uno debe "
                        "seguir oculto.",
                        f"Reveals {name} under {_nm(state, c.host)}, which already has "
                        f"another revealed {c.kind}: with 2 of a kind one must stay hidden.")
    c.hidden = False
    if c.zone == "attached" and c.host is not None and not extra_equipment(state, c.host):
        twins = [x for x in state.cards[c.host].attached
                 if state.cards[x].kind == c.kind and not state.cards[x].hidden]
        if len(twins) > 1:  # 3.4 Equipos Múltiples: none of them declares this turn
            for x in twins:
                remember(state.equip_banned, x)


def _reveal_timing(state: KodemState, event: Event, flags: Flags,
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
def _on_hide(game: Kodem, state: KodemState, event: Event, args: CardOnly,
             flags: Flags) -> None:
    c = state.cards[args.card]
    name = _nm(state, args.card)
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
        target = _outside_rival(state, [args.card], event=event)
        if target is not None:
            _flag_rival(state, flags, target)
    c.hidden = True
    state.negated_effects.discard(args.card)  # 6.7-G6: "finalizará la negación de su efecto"
    if c.zone == "main":
        _unequip(state, c)
        c.damage = c.card.base_damage


def _declaration_common(state: KodemState, event: Event, flags: Flags, card: str,
                        what_es: str, what_en: str) -> bool:
    """Phase, turn, presence and face of a card that attacks or uses an Activa."""
    c = state.cards[card]
    name = _nm(state, card)
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


def _resting(state: KodemState, flags: Flags, card: str, what_es: str,
             what_en: str) -> bool:
    c = state.cards[card]
    if c.rests:
        flags.error("5.1", f"{_nm(state, card)} declara {what_es} con {c.rests} "
                    "descanso(s): una carta en descanso no ataca ni usa Activas.",
                    f"{_nm(state, card)} declares {what_en} with {c.rests} "
                    "descanso(s): a resting card neither attacks nor uses Activas.",
                    penalty=P1)
        return True
    return False


def _after_link(state: KodemState, flags: Flags, card: str, what_es: str,
                what_en: str) -> bool:
    if state.link is not None and card == state.link[0] and what_en == "an attack":
        flags.error("3.2", f"{_nm(state, card)} ataca en el turno en que se vinculó: su "
                    "efecto se usa a través del Adendei vinculado, que es la carta del "
                    "turno; el Protector no ataca además.",
                    f"{_nm(state, card)} attacks in the turn it was linked: its effect is "
                    "used through the linked Adendei, the turn's one card; the Protector "
                    "does not attack as well.", penalty=P1)
        return True
    if state.link is not None and card not in state.link:
        flags.error("3.2", f"{_nm(state, card)} declara {what_es} en el turno en que "
                    "se usó el Vínculo Odémico: ese turno ninguna otra carta ataca ni usa "
                    "Activa.",
                    f"{_nm(state, card)} declares {what_en} in the turn the Vínculo "
                    "Odémico was used: that turn no other card attacks or uses an Activa.",
                    penalty=P1)
        return True
    return False


def _second_card(state: KodemState, flags: Flags, card: str, what_es: str,
                 what_en: str) -> bool:
    if state.actor is not None and state.actor != card:
        flags.error("5/batalla", f"{_nm(state, card)} declara {what_es}, pero "
                    f"{_nm(state, state.actor)} ya atacó o usó Activa este turno: "
                    "solo 1 carta por turno.",
                    f"{_nm(state, card)} declares {what_en}, but "
                    f"{_nm(state, state.actor)} already attacked or used an Activa this "
                    "turn: only 1 card a turn.", penalty=P1)
        return True
    return False


@HANDLERS.handles("attack", Attack)
def _on_attack(game: Kodem, state: KodemState, event: Event, args: Attack,
               flags: Flags) -> None:
    card = args.card
    c = state.cards[card]
    targets = args.all_targets()
    for i, t in enumerate(targets):
        need(state.cards, t, f"targets[{i}]" if i < len(args.targets) else "target")
    ok = (_declaration_common(state, event, flags, card, "ataque", "an attack")
          and not _cannot_attack(state, flags, c)
          and not _after_link(state, flags, card, "ataque", "an attack")
          and not _second_card(state, flags, card, "ataque", "an attack"))
    if ok and card in state.attacked:
        flags.error("5/batalla", f"{_nm(state, card)} declara un segundo ataque este "
                    "turno: se ataca con 1 carta, una vez (un ataque múltiple es 1 ataque).",
                    f"{_nm(state, card)} declares a second attack this turn: one card "
                    "attacks once (a multiple attack is 1 attack).", penalty=P1)
        ok = False
    ok = ok and not _resting(state, flags, card, "ataque", "an attack")
    if ok:
        ok = _attack_targets(state, flags, c, targets, event)
    if ok and args.damage is not None and c.damage is not None and args.damage > c.damage \
            and not _damage_modified(state, c, str(event.player)):
        flags.error("6.5", f"{_nm(state, card)} declara {args.damage} de daño, pero su "
                    f"daño es {c.damage}: el ataque se declara por el daño de la carta "
                    "(base, aumentado y adicional).",
                    f"{_nm(state, card)} declares {args.damage} damage, but its damage "
                    f"is {c.damage}: an attack is declared for the card's damage (base, "
                    "increased and additional).", penalty=P1)
        ok = False
    # An abismada card's ``roll`` is an optional detail (match-log.md Clarifications, Every
    # game): without it the target is taken as chosen at random (6.1), never flagged.
    if not ok:
        state.penalized.add(card)
    state.attacked.add(card)
    _declared(state, card)
    if state.actor is None and event.player == state.active:
        state.actor = card
    state.declared = True
    state.attacks[card] = (tuple(targets), args.damage)
    for t in targets:
        state.attack_dealt.pop((card, t), None)
    state.redirectable = False
    _burn(state, c)


#: Card types that never attack: equipment and the Bio have no damage statistic (2.2).
NO_ATTACK = {"ixim": ("un Ixim", "an Ixim"), "rot": ("un Rot", "a Rot"),
             "bio": ("un Bio", "a Bio")}


def _cannot_attack(state: KodemState, flags: Flags, c: CardInstance) -> bool:
    """§5 Batalla: an Adendei or Protector declares the attack (a Rava, 3.3, and a Token,
    3.6, attack too); equipment and the Bio have no damage statistic and never attack."""
    label = NO_ATTACK.get(c.kind)
    if label is None:
        return False
    flags.error("5/batalla", f"{_nm(state, c.instance)} declara un ataque, pero es "
                f"{label[0]}: atacan los Adendei, Protectores, Rava y Token (un equipo o un "
                "Bio no tiene estadística de daño).",
                f"{_nm(state, c.instance)} declares an attack, but it is {label[1]}: "
                "Adendei, Protectors, Rava and Tokens attack (an equipment card or a Bio "
                "has no damage statistic).", penalty=P1)
    return True


def _damage_modified(state: KodemState, c: CardInstance, player: str) -> bool:
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


def _attack_targets(state: KodemState, flags: Flags, c: CardInstance,
                    targets: list[str], event: Event) -> bool:
    if not targets:
        flags.error("6.5", f"{_nm(state, c.instance)} declara un ataque sin carta atacada: "
                    "al declarar se indican las cartas involucradas.",
                    f"{_nm(state, c.instance)} declares an attack on no card: the "
                    "declaration names the cards involved.", penalty=P1)
        return False
    outside = _outside_rival(state, targets, event=event)
    if outside is not None:
        _flag_rival(state, flags, outside, penalty=P1)
        return False
    for t in targets:
        tc = state.cards[t]
        name = _nm(state, t)
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
            flags.error("3.2", f"{_nm(state, c.instance)} ataca al Protector {name}, "
                        "pero su texto no dice que pueda dañar a un Protector.",
                        f"{_nm(state, c.instance)} attacks the Protector {name}, but "
                        "its text does not say it may damage a Protector.", penalty=P1)
            return False
    return True


@HANDLERS.handles("activa", Effect)
def _on_activa(game: Kodem, state: KodemState, event: Event, args: Effect,
               flags: Flags) -> None:
    _effect(state, event, args, flags, rapid=False)


@HANDLERS.handles("activa_rapida", Effect)
def _on_activa_rapida(game: Kodem, state: KodemState, event: Event, args: Effect,
                      flags: Flags) -> None:
    _effect(state, event, args, flags, rapid=True)
    state.redirectable = True


#: A Pasiva whose condition is the card being taken from the Mazo (6.6.2 Cartas Tomadas).
_TAKEN = re.compile(r"\btomad|\btaken\b|\bse toma\b")

#: A text that protects its targets (9 Proteger: "inmune a ataques y/o efectos").
_PROTECTS = re.compile(r"\bproteg|\binmune|\bprotect|\bimmune")


def _effect(state: KodemState, event: Event, args: Effect, flags: Flags,
            rapid: bool) -> None:
    card = args.card
    c = state.cards[card]
    host = state.host_of(card)
    state.negated_effects.discard(card)  # a new declaration: the negation was of the last one
    what_es, what_en = ("Activa-Rápida", "an Activa-Rápida") if rapid else ("Activa",
                                                                             "an Activa")
    own_turn = event.player == state.active
    if own_turn or not rapid:
        ok = (_declaration_common(state, event, flags, card, what_es, what_en)
              and not _after_link(state, flags, host, what_es, what_en)
              and not _second_card(state, flags, host, what_es, what_en))
    else:
        ok = True
        if not state.in_play(card) or c.owner != event.player:
            flags.error("6.6", f"{_nm(state, card)} declara {what_es} sin estar en el "
                        f"campo de {event.player}.",
                        f"{_nm(state, card)} declares {what_en} without being on "
                        f"{event.player}'s field.", penalty=P1)
            ok = False
        elif c.hidden:
            flags.error("6.7-G5", f"{_nm(state, card)} está oculta y declara "
                        f"{what_es}: solo las cartas reveladas usan efectos.",
                        f"{_nm(state, card)} is hidden and declares {what_en}: only "
                        "revealed cards use effects.", penalty=P1)
            ok = False
        elif state.phase != "batalla" or not state.declared:
            when_es = PHASE_ES.get(state.phase or "", state.phase)
            flags.error("5/batalla", f"{event.player} declara {what_es} con "
                        f"{_nm(state, card)} en el turno rival ({when_es}) sin un ataque o "
                        "Activa que responder: en el turno rival se usa como Respuesta "
                        "Rival, en la Fase de Batalla.",
                        f"{event.player} declares {what_en} with {_nm(state, card)} in "
                        f"the rival's turn ({state.phase}) with no attack or Activa to "
                        "answer: in the rival's turn it is a Respuesta Rival, in the "
                        "Batalla phase.", penalty=P1)
            ok = False
    if ok and _doubled(state, flags, card):
        ok = False
    if ok and c.kind == "bio":
        flags.error("3.5", f"{_nm(state, card)} es un Bio y declara {what_es}: los efectos "
                    "de un Bio son Pasivas.", f"{_nm(state, card)} is a Bio and declares "
                    f"{what_en}: a Bio's effects are Pasivas.", penalty=P1)
        ok = False
    if ok and card in state.activa_used:
        flags.error("6.6.1", f"{_nm(state, card)} declara su Activa por segunda vez "
                    "este turno: las Activas se usan una vez por turno.",
                    f"{_nm(state, card)} declares its Activa a second time this turn: "
                    "an Activa is used once a turn.", penalty=P1)
        ok = False
    if ok and c.kind != "rot":
        ok = not _resting(state, flags, card, what_es, what_en)
    if ok:
        outside = _outside_rival(state, args.targets, args.text, event)
        if outside is not None:
            _flag_rival(state, flags, outside, penalty=P1)
            ok = False
    if ok and "feraliz" in fold_name(args.text):
        bare = [t for t in args.targets if lacks_energy(state, t)]
        if bare:
            flags.error("6.7-G4", f"{_nm(state, card)} feraliza a {_nm(state, bare[0])}, que "
                        "no tiene Energía: no se puede Feralizar a una carta que no tiene "
                        "Energía (no se seleccionan como objetivo cartas sin la "
                        "característica necesaria).",
                        f"{_nm(state, card)} feralizes {_nm(state, bare[0])}, which has no "
                        "Energía: a card with no Energía cannot be feralized (no card without "
                        "the needed characteristic may be the target).", penalty=P1)
            ok = False
    if not ok:
        state.penalized.add(host)
    elif _PROTECTS.search(fold_name(args.text)):
        for t in args.targets:
            if len(state.protected) < MEMORY:
                state.protected[t] = card  # 9 Proteger: immune to others' attacks, effects
    state.activa_used.add(card)
    _declared(state, card)
    if own_turn:
        if state.actor is None:
            state.actor = host
    elif rapid and c.kind != "rot":
        state.rapid_used.add(card)
    state.declared = True
    _burn(state, c, once=not rapid)


@HANDLERS.handles("pasiva", Pasiva)
def _on_pasiva(game: Kodem, state: KodemState, event: Event, args: Pasiva,
               flags: Flags) -> None:
    card = args.card
    c = state.cards[card]
    name = _nm(state, card)
    if _from_extinction(state, flags, card, args.text) or _doubled(state, flags, card):
        pass
    elif card in state.taken_placed and _TAKEN.search(fold_name(f"{args.text} {c.card.text}")):
        flags.error("6.6.2", f"{name} fue tomada en Batalla y colocada en el campo: las Pasivas "
                    "de cartas tomadas en Fase de Batalla no podrán ser declaradas si son "
                    "colocadas en el campo.", f"{name} was taken in Batalla and placed in the "
                    "field: the Pasivas of cards taken in the Batalla phase cannot be declared "
                    "if they are placed in the field.", penalty=P1)
    elif state.in_play(card) and c.hidden:
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
        flags.error("6.6.2",
                    f"{name} declara una Pasiva opcional fuera de la Fase Previa "
                    "propia: solo se declaran en tu Previa, una vez por turno.",
                    f"{name} declares an optional Pasiva outside its owner's Previa phase: "
                    "they are declared only in your own Previa, once a turn.", penalty=P1)
    elif args.optional and card in state.optional_pasivas:
        flags.error("6.6.2",
                    f"{name} declara su Pasiva opcional por segunda vez este turno: "
                    "una vez por turno.",
                    f"{name} declares its optional Pasiva a second time this turn: once a "
                    "turn.", penalty=P1)
    else:
        if not args.optional:
            once_per_moment(state, flags, card, args.text, rapid=False)
            _turn_player_first(state, flags, event, card)
    if args.optional:
        state.optional_pasivas.add(card)
    if event.player == state.active:
        state.turn_player_pasiva = state.moment
    if state.phase == "fin":
        state.fin_pasiva = True
    _declared(state, card)
    state.negated_effects.discard(card)


def _from_extinction(state: KodemState, flags: Flags, card: str, text: str) -> bool:
    """6.6 Generalidades: a card sent to Extinción uses its effect only if it says explicitly
    that the effect applies when the card itself is sent there (the declaring event's or the
    card's text; an effect about other cards sent there is not that, 6.7-G5). A card at 0
    vida outside Batalla is being sent there in this resolution (§5 Post), so the same holds
    before its ``extinct`` is written."""
    c = state.cards[card]
    gone = c.zone == "extinction"
    dying = (not gone and c.life == 0 and c.zone in ("main", "protector")
             and state.phase not in (None, "batalla"))
    if not (gone or dying) or says_self_extinction(f"{text}. {c.card.text}"):
        return False
    name = _nm(state, card)
    if gone:
        flags.error("6.6", f"{name} está en Extinción y declara su efecto, pero su texto no "
                    "dice que se aplique cuando ella misma sea enviada a Extinción: las "
                    "cartas que no lo especifiquen explícitamente no podrán activar sus "
                    "efectos cuando sean enviadas a Extinción.",
                    f"{name} is in Extinción and declares its effect, but its text does not "
                    "say it applies when the card itself is sent to Extinción: cards that do "
                    "not say so explicitly cannot activate their effects when sent there.")
    else:
        flags.error("6.6", f"{name} tiene 0 de vida y va a Extinción en esta misma "
                    "resolución: las cartas que no especifiquen explícitamente que su efecto "
                    "se aplica cuando ellas mismas sean enviadas a Extinción no podrán "
                    "activar sus efectos.",
                    f"{name} has 0 life and goes to Extinción in this same resolution: cards "
                    "that do not say explicitly that their effect applies when they "
                    "themselves are sent to Extinción cannot activate their effects.")
    return True


@HANDLERS.handles("pasiva_rapida", Pasiva)
def _on_pasiva_rapida(game: Kodem, state: KodemState, event: Event, args: Pasiva,
                      flags: Flags) -> None:
    card = args.card
    c = state.cards[card]
    name = _nm(state, card)
    text = f"{args.text} {c.card.text}".strip()
    untimed = bool(text) and not names_a_moment(text)
    if _from_extinction(state, flags, card, args.text) or _doubled(state, flags, card):
        pass
    elif untimed and state.phase in (None, "inicio", "batalla"):
        when_es = PHASE_ES.get(state.phase or "", state.phase or "—")
        flags.error("6.6.2/rapidas",
                    f"{name} declara en {when_es} una Pasiva-Rápida que no indica el "
                    "momento preciso de uso: solo podrá ser declarada una vez por turno, en "
                    "Fase Previa o en cualquier fase posterior a la Fase de Batalla.",
                    f"{name} declares in the {state.phase or '—'} phase a Pasiva-Rápida that "
                    "gives no precise moment of use: it may be declared only once a turn, in "
                    "the Previa phase or any phase after Batalla.")
    elif untimed and card in state.rapid_untimed:
        flags.error("6.6.2/rapidas", f"{name} declara otra vez este turno una Pasiva-Rápida que no "
                    "indica el momento preciso de uso: solo podrá ser declarada una vez por "
                    "turno.", f"{name} declares again this turn a Pasiva-Rápida that gives "
                    "no precise moment of use: it may be declared only once a turn.")
    elif (not untimed and state.phase == "batalla"
          and state.quick_trigger_at != (state.turn, "batalla")):
        flags.error("6.6.2",
                    f"{name} declara una Pasiva-Rápida en Batalla sin responder a una "
                    "revelación, una eliminación ni otra Pasiva: las Pasivas-Rápidas se usan "
                    "únicamente en respuesta a ellas (y las Pasivas no se declaran en Batalla, "
                    "5.2).",
                    f"{name} declares a Pasiva-Rápida in Batalla answering no revelation, "
                    "elimination or other Pasiva: Pasivas-Rápidas are used only in answer to "
                    "those (and Pasivas are not declared in Batalla, 5.2).")
    elif not untimed:
        once_per_moment(state, flags, card, args.text, rapid=True)
    if untimed:
        remember(state.rapid_untimed, card)
    _declared(state, card)
    state.quick_revealable.add(card)
    state.redirectable = True
    state.negated_effects.discard(card)


#: How far ahead the turn player's Pasiva of the same moment is looked for (5, Criterios de
#: Resolución de Múltiples Pasivas): a bound keeps checking linear in the log.
LOOKAHEAD = 24


def _turn_player_first(state: KodemState, flags: Flags, event: Event, card: str) -> None:
    """5, Criterios de Resolución de Múltiples Pasivas: "Si múltiples Pasivas en cartas de
    ambos jugadores pueden usarse en la misma Fase y al mismo tiempo, la activación y
    resolución de los efectos alternará entre jugadores, comenzando con el jugador en
    turno" (6.6.2 too). The rival's Pasiva is out of turn when the turn player declares one
    later in the same moment (nothing new between them) and none before it."""
    if (event.player == state.active or state.active is None
            or state.turn_player_pasiva == state.moment):
        return
    for raw in state.raw_events[event.seq:event.seq + LOOKAHEAD]:
        if not isinstance(raw, dict):
            return
        action = raw.get("action")
        if action in RENEWING or action == "extinct" or action == "cost":
            return
        if (action == "pasiva" and raw.get("player") == state.active
                and not raw.get("optional")):
            name = _nm(state, card)
            flags.error("5", f"{name} declara su Pasiva antes que el jugador en turno: si "
                        "múltiples Pasivas de ambos jugadores pueden usarse al mismo tiempo, "
                        "su activación alternará entre jugadores, comenzando con el jugador "
                        "en turno.",
                        f"{name} declares its Pasiva before the turn player: when Pasivas of "
                        "both players may be used at the same time, their activation "
                        "alternates between the players, beginning with the turn player.")
            return


def _doubled(state: KodemState, flags: Flags, card: str) -> bool:
    """3.4 Equipos Múltiples: two Ixim (or two Rot) revealed under one card with no card that
    allows it — "no podrá declarar el efecto de ninguno de ellos por el resto del turno"."""
    c = state.cards[card]
    if card not in state.equip_banned:
        if c.zone != "attached" or c.host is None or c.hidden:
            return False
        twins = [x for x in state.cards[c.host].attached if x != card
                 and state.cards[x].kind == c.kind and not state.cards[x].hidden]
        if not twins or extra_equipment(state, c.host):
            return False
    flags.error("3.4/multiples", f"{_nm(state, card)} declara su efecto tras quedar revelado con "
                f"otro {c.kind} bajo la misma carta: si 2 equipos del mismo tipo quedan "
                "revelados sin una condición que lo permita, no se podrá declarar el efecto de "
                "ninguno de ellos por el resto del turno.",
                f"{_nm(state, card)} declares its effect after standing revealed with "
                f"another {c.kind} under the same card: when 2 equipment cards of one kind "
                "stand revealed with no condition allowing it, neither may declare its "
                "effect for the rest of the turn.", penalty=P1)
    return True


def _declared(state: KodemState, card: str) -> None:
    """Remember a card that declared (a resolution of it may come later, even from
    Extinción: 6.6, effects declared in a zone resolve as if the card were still there)."""
    if state.phase == "fin":
        remember(state.fin_declared, card)
    if state.cards[card].kind != "token":
        state.declared_at[card] = state.turn


@HANDLERS.handles("link", Link)
def _on_link(game: Kodem, state: KodemState, event: Event, args: Link,
             flags: Flags) -> None:
    p = state.cards[args.protector]
    a = state.cards[args.card]
    pname, aname = _nm(state, args.protector), _nm(state, args.card)
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
    elif state.actor is not None and state.actor != args.card:
        flags.error("3.2", f"Vínculo tras el ataque o Activa de "
                    f"{_nm(state, state.actor)}: el turno del vínculo ninguna otra "
                    "carta ataca ni usa Activa.",
                    f"A Vínculo after {_nm(state, state.actor)}'s attack or Activa: in "
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
