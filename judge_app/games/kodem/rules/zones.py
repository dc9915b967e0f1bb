"""Kódem zones (3.2–3.6, 5.3, 6.4): cards moving between zones, Extinción and what follows
it, replacements, Tokens, equipment, the Bio, Rava returns and revivals, swaps, and two
same-name cards on one field (6.7-G2)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from judge_app.games.common import Flags, split_instance
from judge_app.games.kodem.actions import KodemAction
from judge_app.games.kodem.cards import (
    TOKEN_DEFAULT,
    BioExtinct,
    CardOnly,
    Equip,
    Extinct,
    KodemCard,
    RavaRevive,
    Replace,
    Swap,
    TokenEvent,
)
from judge_app.games.kodem.rules.core import (
    HANDLERS,
    P1,
    _flag_rival,
    _nm,
    _outside_rival,
    extra_equipment,
    fold_name,
    incompatible,
)
from judge_app.games.kodem.rules.triggers import effect_from_extinction
from judge_app.games.kodem.state import SLOTS, CardInstance, KodemState, Vacancy, remember
from judge_app.games.kodem.variants import variant_of
from judge_app.logs.errors import LogReferenceError
from judge_app.logs.loader import Event

if TYPE_CHECKING:
    from judge_app.games.kodem.rules import Kodem


def _detach(state: KodemState, instance: str) -> tuple[str, int] | None:
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


def _reset(c: CardInstance) -> None:
    """A card entering the field fresh: full life, no descansos, base damage, no marks."""
    c.life = c.card.max_life
    c.rests = 0 if c.card.max_rests is not None else None
    c.damage = c.card.base_damage
    c.marks = ()


def _unequip(state: KodemState, c: CardInstance) -> None:
    """Equipment under ``c`` goes back to its owner's Zona de Equipo."""
    for eq in c.attached:
        e = state.cards[eq]
        e.host = None
        e.zone = "equipment"
        e.hidden = True
        state.sides[e.owner].equipment.append(eq)
    c.attached = ()


def _to_extinction(state: KodemState, instance: str) -> None:
    """Send a card to its owner's Extinción, with what follows it (3.2, 3.4, 3.6)."""
    c = state.cards[instance]
    was_protector = c.zone == "protector"
    rests = c.rests
    left = _detach(state, instance)
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
    _check_out(state, c.owner)


def _check_out(state: KodemState, player: str) -> None:
    """Jungla (8.1): 6 cards in Extinción put a player out; their cards leave play."""
    side = state.sides[player]
    out_at = variant_of(state).out_at
    if out_at is None or side.out or state.extinction_count(player) < out_at:
        return
    side.out = True
    on_field = [i for i in (side.protector, side.bio, *side.main) if i is not None]
    for instance in on_field:
        _detach(state, instance)
        state.cards[instance].zone = "gone"
        side.gone.append(instance)
    state.vacancies = [v for v in state.vacancies if v.player != player]


def _place(state: KodemState, instance: str, player: str, slot: int,
           hidden: bool) -> None:
    c = state.cards[instance]
    _detach(state, instance)
    occupant = state.sides[player].main[slot]
    if occupant is not None:
        _detach(state, occupant)
        o = state.cards[occupant]
        o.zone = "deck"
        state.sides[o.owner].deck.append(occupant)
    c.zone = "main"
    c.side = player
    c.hidden = hidden
    _reset(c)
    state.sides[player].main[slot] = instance


def _fill(state: KodemState, player: str, slot: int) -> Vacancy | None:
    """Take the pending vacancy of that slot (if any)."""
    for vac in state.vacancies:
        if vac.player == player and vac.slot == slot:
            state.vacancies.remove(vac)
            return vac
    return None


def _duplicate_names(state: KodemState) -> dict[tuple[str, str], list[str]]:
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


def duplicates(state: KodemState, event: Event, action: KodemAction, flags: Flags) -> None:
    """6.7-G2: a warning where two same-name cards become revealed on one field, an error
    if they are still both there when something new is declared (``late_making``)."""
    if not state.duplicates and not action.duplicate_making:
        return
    found = _duplicate_names(state)
    for key in [k for k in state.duplicates if k not in found]:
        del state.duplicates[key]
        state.duplicates_late.discard(key)
    for key, instances in found.items():
        player = key[0]
        names = ", ".join(_nm(state, i) for i in instances)
        if key not in state.duplicates:
            state.duplicates[key] = event.seq
            flags.warning("6.7-G2", f"{player} tiene reveladas en su campo cartas con el "
                          f"mismo nombre ({names}): debe enviar una al fondo del Mazo.",
                          f"{player} has revealed cards with the same name on their field "
                          f"({names}): one must go to the bottom of the Mazo.",
                          player=player)
        elif action.late_making and key not in state.duplicates_late:
            state.duplicates_late.add(key)
            flags.error("6.7-G2", f"Las cartas con el mismo nombre del campo de {player} "
                        f"({names}, desde el evento {state.duplicates[key]}) siguen ahí: "
                        "una debía enviarse al fondo del Mazo antes de seguir jugando.",
                        f"The same-name cards on {player}'s field ({names}, since event "
                        f"{state.duplicates[key]}) are still there: one had to go to the "
                        "bottom of the Mazo before play went on.", player=player)


#: Word stems of a free-text ``extinct`` reason (folded) that name a cost or an Activa:
#: in Batalla a card goes to Extinción only for those (§5 Batalla, Nota).
_COST_WORDS = ("cost", "pago", "paga", "pay")
_ACTIVA_WORDS = ("activa",)
_EFFECT_WORDS = ("effect", "efect")


def _batalla_extinction_allowed(state: KodemState, c: CardInstance, reason: str) -> bool:
    """§5 Batalla, Nota: a card goes to Extinción in Batalla only to pay a cost or by an
    Activa; one at 0 vida waits for Post.

    The reason is free text ("cost", "costo", "pago de costo", "Activa de Itzal", "efecto"
    …). An effect counts once an Activa (or Activa-Rápida) was declared this turn; with no
    reason the legal course is assumed (match-log.md, optional details) unless the card is at
    0 vida or nothing was declared that could send it.
    """
    words = [w for w in re.split(r"[^a-z0-9]+", fold_name(reason)) if w]
    if any(w.startswith(_COST_WORDS + _ACTIVA_WORDS) for w in words):
        return True
    activa = bool(state.activa_used or state.rapid_used)
    if any(w.startswith(_EFFECT_WORDS) for w in words):
        return activa
    if not words:
        return c.life != 0 and (activa or state.declared)
    return False


@HANDLERS.handles("extinct", Extinct)
def _on_extinct(game: Kodem, state: KodemState, event: Event, args: Extinct,
                flags: Flags) -> None:
    c = state.cards[args.card]
    name = _nm(state, args.card)
    if c.zone in ("extinction", "gone"):
        flags.error("6.6", f"{name} ya está en Extinción.", f"{name} is already in "
                    "Extinción.")
        return
    if state.phase == "batalla":
        reason = args.reason or ""
        if not _batalla_extinction_allowed(state, c, reason):
            flags.error("5/batalla", f"{name} va a Extinción en Batalla ({reason or '—'}): "
                        "en Batalla solo se envía a Extinción para pagar un costo o por una "
                        "Activa; a 0 de vida va en la Fase Post.",
                        f"{name} goes to Extinción in Batalla ({reason or '—'}): in Batalla "
                        "a card goes there only to pay a cost or by an Activa; at 0 life it "
                        "goes in the Post phase.")
    _to_extinction(state, args.card)


def _card_list(state: KodemState, instances: list[str]) -> str:
    """Cards as a message lists them: printed names (issue 23 §11), ``—`` for none."""
    return ", ".join(_nm(state, i) for i in instances) or "—"


@HANDLERS.handles("replace", Replace)
def _on_replace(game: Kodem, state: KodemState, event: Event, args: Replace,
                flags: Flags) -> None:
    player = str(event.player)
    side = state.sides[player]
    slot = SLOTS.index(args.slot)
    chosen = state.cards[args.chosen]
    cname = _nm(state, args.chosen)
    most = variant_of(state).extra_replacement_cards
    if "drawn" not in event.raw:
        # An optional detail left out (match-log.md Clarifications): the 3 from the top.
        args = args.model_copy(update={"drawn": side.deck[:3]})
    top = side.deck[:3 + max(0, min(most, len(args.drawn) - 3))]
    problems: list[tuple[str, str]] = []
    if most and len(args.drawn) > 3 + most:
        flags.error("8.2", f"Reemplazo en {args.slot}: toma {len(args.drawn)} cartas; en "
                    f"Formato Extendido se toman 3 y, a cambio de dañar al Protector, 1 o 2 "
                    f"adicionales ({3 + most} como máximo).",
                    f"Replacement in {args.slot}: takes {len(args.drawn)} cards; the "
                    f"extended format takes 3 and, for damage to the Protector, 1 or 2 more "
                    f"({3 + most} at most).")
    elif chosen.owner != player:
        problems.append((f"elige {cname}, una carta de {chosen.owner}: nunca se usan cartas "
                         "rivales como suplentes",
                         f"chooses {cname}, a card of {chosen.owner}: rival cards are "
                         "never substitutes"))
    elif sorted(args.drawn) != sorted(top):
        # named as printed (issue 23 §11), an id only where two copies must be told apart
        drawn, tops = _card_list(state, args.drawn), _card_list(state, top)
        problems.append((f"toma {drawn} en lugar de las 3 cartas del tope del Mazo ({tops})",
                         f"takes {drawn} instead of the 3 cards on top of the Mazo ({tops})"))
    elif args.chosen not in args.drawn:
        drawn = _card_list(state, args.drawn)
        problems.append((f"elige {cname}, que no está entre las cartas tomadas ({drawn})",
                         f"chooses {cname}, which is not among the cards taken ({drawn})"))
    extra = len(args.drawn) - 3
    if most and 0 < extra <= most and side.protector is not None:
        _extra_cards_paid(state, flags, event, side.protector, extra)
    vacancy = _fill(state, player, slot)
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
            bottom, rest = _card_list(state, args.bottom), _card_list(state, under)
            flags.error("5.3", f"Reemplazo en {args.slot}: bajo el Mazo van {bottom}, pero las "
                        f"cartas no elegidas son {rest}: las otras 2 cartas van al fondo del "
                        "Mazo.", f"Replacement in {args.slot}: {bottom} go under the Mazo, but "
                        f"the cards not chosen are {rest}: the other 2 cards go to the bottom "
                        "of the Mazo.")
        else:
            under = list(args.bottom)
    side.deck.extend(under)
    if state.phase == "batalla" and args.chosen in taken:
        remember(state.taken_placed, args.chosen)  # 6.6.2 Cartas Tomadas
    if args.chosen in taken:
        state.cards[args.chosen].zone = "offboard"
    _place(state, args.chosen, player, slot, args.hidden)


def _paid_to(raw: object, protector: str) -> int | None:
    """The damage a raw event deals to ``protector`` as a payment (``cost`` of kind damage
    naming it, or ``damage`` on it), or None if it is not one."""
    if not isinstance(raw, dict):
        return None
    names = {protector, protector.split("@")[0]}
    amount = raw.get("amount", 1)
    if not isinstance(amount, int):
        return None
    if raw.get("action") == "cost" and raw.get("kind") == "damage":
        targets = raw.get("targets")
        if isinstance(targets, list) and names & set(t for t in targets if isinstance(t, str)):
            return amount
    if raw.get("action") == "damage" and raw.get("target") in names and raw.get("kind") in (
            "cost", "effect", None):
        return amount
    return None


def replacement_payment(state: KodemState, seq: int, protector: str) -> bool:
    """Whether event ``seq``, damage to ``protector``, pays for the extra cards of an
    extended replacement written right before or after it (8.2 b), so it is no card's
    effect on a Protector (3.2)."""
    if not variant_of(state).extra_replacement_cards:
        return False
    owner = state.cards[protector].owner
    for index in (seq - 2, seq):  # the event before, the event after
        if 0 <= index < len(state.raw_events):
            raw = state.raw_events[index]
            if (isinstance(raw, dict) and raw.get("action") == "replace"
                    and raw.get("player") == owner and isinstance(raw.get("drawn"), list)
                    and len(raw["drawn"]) > 3):
                return True
    return False


def _extra_cards_paid(state: KodemState, flags: Flags, event: Event, protector: str,
                      extra: int) -> None:
    """8.2 b: "Puedes optar por sacar 1 o 2 cartas adicionales a cambio de dañar esa misma
    cantidad de puntos de vida de tu Protector": the damage is written next to the
    replacement (the event before or after it), for exactly the extra cards."""
    paid = [p for i in (event.seq - 2, event.seq) if 0 <= i < len(state.raw_events)
            if (p := _paid_to(state.raw_events[i], protector)) is not None]
    name = _nm(state, protector)
    if not paid:
        flags.error("8.2", f"El reemplazo toma {extra} carta(s) adicional(es) sin dañar a "
                    f"{name}: se pueden sacar 1 o 2 cartas adicionales a cambio de dañar esa "
                    "misma cantidad de puntos de vida de tu Protector.",
                    f"The replacement takes {extra} extra card(s) without damaging {name}: "
                    "1 or 2 extra cards may be taken in exchange for damaging your Protector "
                    "by that same number of life points.")
    elif paid[0] != extra:
        flags.error("8.2", f"El reemplazo toma {extra} carta(s) adicional(es) y daña "
                    f"{paid[0]} a {name}: el daño al Protector es esa misma cantidad.",
                    f"The replacement takes {extra} extra card(s) and damages {name} by "
                    f"{paid[0]}: the damage to the Protector is that same number.")


@HANDLERS.handles("token", TokenEvent)
def _on_token(game: Kodem, state: KodemState, event: Event, args: TokenEvent,
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
        existing = CardInstance.new(args.name, definition, player, base, "offboard")
        state.cards[args.name] = existing
    if args.stats:
        # 3.6: "Las características de los Token son definidas por el efecto de la carta que
        # los invoca": the event's stats win over the definition, also for a Token listed
        # in the setup.
        _token_stats(flags, args)
        data = existing.card.model_dump()
        for key in ("damage", "rest", "life"):
            if key in args.stats:
                data[key] = args.stats[key]
        existing.card = KodemCard.model_validate(data)
    if args.by is not None and args.by in state.cards:
        effect_from_extinction(state, flags, args.by)
    if args.hidden:
        flags.error("3.6", f"El Token {args.name} entra oculto: los Token no entran al "
                    "juego ocultos.", f"Token {args.name} enters hidden: Tokens never "
                    "enter the game hidden.")
    vacancy = _fill(state, player, slot)
    if vacancy is None and state.sides[player].main[slot] is not None:
        flags.error("3.6", f"El Token {args.name} entra en {args.slot}, que no está vacío: "
                    "un Token ocupa el lugar de una carta que dejó el campo.",
                    f"Token {args.name} enters {args.slot}, which is not empty: a Token "
                    "takes the place of a card that left the field.")
    elif vacancy is not None and vacancy.late:
        flags.error("5.3", f"El Token {args.name} llena {args.slot} tarde: el lugar se "
                    "ocupa de inmediato.", f"Token {args.name} fills {args.slot} late: the "
                    "place is filled at once.")
    _place(state, args.name, player, slot, hidden=False)


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
def _on_equip(game: Kodem, state: KodemState, event: Event, args: Equip,
              flags: Flags) -> None:
    e = state.cards[args.equipment]
    c = state.cards[args.card]
    ename, cname = _nm(state, args.equipment), _nm(state, args.card)
    player = str(event.player)
    acted = state.attacked | {state.host_of(a) for a in state.activa_used}
    same = [x for x in c.attached if state.cards[x].kind == e.kind]
    extra = extra_equipment(state, args.card, None if args.hidden else args.equipment)
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
    elif c.hidden:
        flags.error("3.4", f"Equipa {ename} a {cname}, que está oculta: una carta oculta no "
                    "se considera de ningún tipo (6.7-G9) y al ocultarse pierde sus equipos.",
                    f"Equips {ename} to {cname}, which is hidden: a hidden card is of no "
                    "type (6.7-G9) and loses its equipment when hidden.")
    elif (why := incompatible(state, args.equipment, args.card)) is not None:
        flags.error("3.4", f"Equipa {ename} a {cname}, que no es compatible ({why[0]}): una "
                    "carta solo podrá ser equipada con equipos que sean compatibles.",
                    f"Equips {ename} to {cname}, which is not compatible ({why[1]}): a card "
                    "may be equipped only with compatible equipment.")
    elif args.card in state.penalized:
        flags.error(P1, f"{cname} declaró un ataque o Activa ilegal este turno: no puede "
                    "equiparse en la Fase de Equipo.", f"{cname} declared an illegal "
                    "attack or Activa this turn: it cannot be equipped in the Equipo phase.")
    elif args.card not in acted:
        flags.error("3.4",
                    f"Equipa {ename} a {cname}, que no atacó ni usó Activa en Batalla "
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
    _detach(state, args.equipment)
    e.zone = "attached"
    e.host = args.card
    e.hidden = args.hidden
    c.attached = (*c.attached, args.equipment)


@HANDLERS.handles("bio_extinct", BioExtinct)
def _on_bio_extinct(game: Kodem, state: KodemState, event: Event, args: BioExtinct,
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
        _to_extinction(state, side.bio)
    if args.update_rests:
        for instance in state.owned_in_play(player):
            c = state.cards[instance]
            if c.rests:
                c.rests -= 1


@HANDLERS.handles("rava_return", CardOnly)
def _on_rava_return(game: Kodem, state: KodemState, event: Event, args: CardOnly,
                    flags: Flags) -> None:
    c = state.cards[args.card]
    name = _nm(state, args.card)
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
    _unequip(state, c)
    left = _detach(state, args.card)
    if left is not None:
        state.vacancies.append(Vacancy(left[0], left[1], event.seq))
    c.zone = "deck"
    c.hidden = True
    state.sides[c.owner].deck.append(args.card)


@HANDLERS.handles("rava_revive", RavaRevive)
def _on_rava_revive(game: Kodem, state: KodemState, event: Event, args: RavaRevive,
                    flags: Flags) -> None:
    """3.3: a Rava back from Extinción for 2 of one's own Zona Principal cards.

    match-log.md Clarifications: the Rava enters ``slot`` when given, else the slot
    of the first sacrificed card, revealed, with full life and no descansos; a
    ``sacrifice`` list of any length is read, other than 2 is [3.3].
    """
    c = state.cards[args.card]
    name = _nm(state, args.card)
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
            _to_extinction(state, s)
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
        _fill(state, player, slot)
        _place(state, args.card, player, slot, hidden=False)


def _cannot_carry(state: KodemState, equipment: str, card: str) -> tuple[str, str] | None:
    """Why ``card`` cannot take ``equipment`` moved onto it (3.4, 6.4), or None."""
    e, c = state.cards[equipment], state.cards[card]
    if c.zone != "main" or c.hidden:
        return ("no es una carta revelada de la Zona Principal",
                "it is not a revealed card of a Zona Principal")
    if c.kind == "rava" and not (e.card.can_equip_rava or c.card.can_equip_rava):
        return "es un Rava (3.3)", "it is a Rava (3.3)"
    if c.kind not in ("adendei", "rava"):
        return (f"es {c.kind}: solo los Adendei pueden ser equipados",
                f"it is a {c.kind}: only Adendei can be equipped")
    why = incompatible(state, equipment, card)
    if why is not None:
        return why
    if not extra_equipment(state, card, equipment) and (
            len(c.attached) >= 2 or any(state.cards[x].kind == e.kind and not e.hidden
                                        and not state.cards[x].hidden for x in c.attached)):
        return "ya tiene sus equipos (1 Ixim y 1 Rot)", "it has its equipment (1 Ixim, 1 Rot)"
    return None


def _move_equipment(state: KodemState, flags: Flags, equipment: str, card: str) -> None:
    """3.4 "Si un equipo se pretende cambiar de carta, el equipo debe ser compatible con la
    carta nueva"; 6.4 "Cualquier equipo intercambiado a una carta, debe poder ser equipado a
    ese tipo de carta, de lo contrario no se podrá realizar el cambio"."""
    why = _cannot_carry(state, equipment, card)
    ename, cname = _nm(state, equipment), _nm(state, card)
    if why is not None:
        flags.error("6.4", f"Cambia {ename} a {cname}, pero {why[0]}: cualquier equipo "
                    "intercambiado a una carta debe poder ser equipado a ese tipo de carta, de "
                    "lo contrario no se podrá realizar el cambio.",
                    f"Moves {ename} to {cname}, but {why[1]}: any equipment moved to a card "
                    "must be able to equip that type of card, or the change cannot be made.")
        return
    _detach(state, equipment)
    e = state.cards[equipment]
    e.zone = "attached"
    e.host = card
    state.cards[card].attached = (*state.cards[card].attached, equipment)


@HANDLERS.handles("swap", Swap)
def _on_swap(game: Kodem, state: KodemState, event: Event, args: Swap,
             flags: Flags) -> None:
    moving = [x for x in (args.card, args.target) if state.cards[x].zone == "attached"]
    if len(moving) == 1:
        other = args.target if moving[0] == args.card else args.card
        _move_equipment(state, flags, moving[0], other)
        state.redirectable = True
        return
    a, b = state.slot_of(args.card), state.slot_of(args.target)
    if a is None or b is None:
        flags.error("6.4", f"Cambia {args.card} con {args.target}: solo se cambian cartas "
                    "que están en una Zona Principal.", f"Swaps {args.card} with "
                    f"{args.target}: only cards in a Zona Principal can be swapped.")
        return
    outside = _outside_rival(state, [args.card, args.target], event=event)
    if outside is not None:
        _flag_rival(state, flags, outside)
    state.redirectable = True
    ca, cb = state.cards[args.card], state.cards[args.target]
    state.sides[a[0]].main[a[1]] = args.target
    state.sides[b[0]].main[b[1]] = args.card
    ca.side, cb.side = b[0], a[0]
