"""One short log per item of match-log.md "What the checker must catch", and its near miss.

Each case is a function ``case(bad) -> Match``: with ``bad=True`` the log breaks
the rule once and the Match records where the checker must say so; with
``bad=False`` the same story is told legally (the near miss) and nothing may be
flagged. Sections are the ones in brackets in match-log.md, read against the
rulebook (kodem-5.0); the comments quote the rule each case rests on.
"""

from __future__ import annotations

from collections.abc import Callable

from tests.support.kodem import P1_DECK, PENALTY_P1, Match, Side, default_side

Case = Callable[[bool], Match]
CASES: dict[str, Case] = {}


def case(fn: Case) -> Case:
    CASES[fn.__name__.removeprefix("case_")] = fn
    return fn


def opening(m: Match, *reveal: str) -> None:
    """Turn 1 of P1 up to Batalla, revealing ``reveal`` in Previa."""
    m.turn("P1")
    m.phase("previa")
    for card in reveal:
        m.ev("reveal", card=card)
    m.phase("batalla")


def extended_side(player: str, deck_extra: list[str] | None = None) -> Side:
    """A legal extended-format table: 3 + 47 Adendei (up to 3 copies each), 1 Protector."""
    from tests.support.kodem import P1_MAIN, inst

    names = ["ehecatl", "kuma", "cuetla", "tepe", "ocelo", "meztli", "yaxche", "xolo",
             "ameyal", "tletl", "chaac", "itztli", "cipac", "sihuatl", "toch", "mixtli"]
    deck: list[str] = []
    for d in names:
        for copy in range(3):
            deck.append(f"{inst(player, d)}-{copy + 1}:{d}")
    deck = deck[:47 - len(deck_extra or [])] + [
        f"{inst(player, d)}-x:{d}" for d in deck_extra or []]
    return default_side(player, main=list(P1_MAIN), deck=deck)


# --- §4, 6.7-G1, 8.2: deck composition ------------------------------------------------------
@case
def case_deck_too_few_adendei(bad: bool) -> Match:
    # §4: 15-24 Adendei (3 in the Zona Principal + 15-21 in the Mazo); under 15 is an error.
    deck = P1_DECK[:11] if bad else list(P1_DECK)
    m = Match(sides={"P1": default_side("P1", deck=deck)})
    if bad:
        m.flag_setup("4", "P1")
    m.empty_turn("P1")
    return m


@case
def case_deck_duplicate(bad: bool) -> Match:
    # 6.7-G1: no two cards with the same name in the Mazo General (standard format).
    deck = [*P1_DECK, "itzal-b:itzal"] if bad else [*P1_DECK, "mixtli"]
    m = Match(sides={"P1": default_side("P1", deck=deck)})
    if bad:
        m.flag_setup("6.7-G1", "P1")
    m.empty_turn("P1")
    return m


@case
def case_extended_limited_card(bad: bool) -> Match:
    # 8.2 Cartas Limitadas: "Zotz, Absorción de Energía" may not be played (0 copies).
    extra = ["zotz"] if bad else ["zaykan"]
    m = Match(variant="extended", sides={"P1": extended_side("P1", extra),
                                         "P2": extended_side("P2")})
    if bad:
        m.flag_setup("8.2", "P1")
    m.empty_turn("P1")
    return m


# --- §5: phases ------------------------------------------------------------------------
@case
def case_phase_order(bad: bool) -> Match:
    # §5: Inicio, Previa, Batalla, Post, Equipo, Fin — in this order.
    m = Match()
    m.turn("P1")
    m.phase("previa", "batalla")
    m.phase("previa" if bad else "post")
    if bad:
        m.flag("5")
    return m


@case
def case_attack_outside_batalla(bad: bool) -> Match:
    # §5 Fase de Batalla: attacks are declared only in Batalla.
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    if not bad:
        m.phase("batalla")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    if bad:
        m.flag("5", penalty=PENALTY_P1)
        return m
    m.ev("damage", target="kuma2", amount=3, kind="attack", source="itzal")
    return m


# --- 5/batalla, 6.6.1: one card a turn ---------------------------------------------------
@case
def case_two_cards_attack(bad: bool) -> Match:
    # §5 Batalla: "sólo se podrá atacar y/o usar la Activa de 1 carta por turno".
    m = Match()
    opening(m, "itzal", "tlalo")
    m.attack("itzal", "kuma2", 3)
    if bad:
        m.ev("attack", card="tlalo", targets=["ocelo2"], damage=2)
        m.flag("5/batalla", penalty=PENALTY_P1)
    else:  # the same card may attack and use its Activa
        m.ev("activa", card="itzal", targets=["ocelo2"], text="Daña 1 a 1 carta rival.")
        m.ev("damage", target="ocelo2", amount=1, kind="effect", source="itzal")
    return m


@case
def case_activa_twice(bad: bool) -> Match:
    # 6.6.1: an Activa is used once a turn.
    m = Match()
    opening(m, "itzal")
    m.ev("activa", card="itzal", targets=["ocelo2"], text="Daña 1 a 1 carta rival.")
    m.ev("damage", target="ocelo2", amount=1, kind="effect", source="itzal")
    if bad:
        m.ev("activa", card="itzal", targets=["kuma2"], text="Daña 1 a 1 carta rival.")
        m.flag("6.6.1", penalty=PENALTY_P1)
    else:
        m.attack("itzal", "kuma2", 3)
    return m


# --- 5.1, 6.6, 6.7-G5: who may attack ------------------------------------------------------
@case
def case_attack_while_resting(bad: bool) -> Match:
    # 5.1: Itzal (descanso 1) attacks in turn 1, rests through turn 3, is available in turn 5.
    m = Match()
    opening(m, "itzal")
    m.attack("itzal", "kuma2", 3)
    m.phase("post", "equipo", "fin")
    m.pass_turn("P2")
    if not bad:
        m.pass_turn("P1")
        m.pass_turn("P2")
    m.turn("P1")
    m.phase("previa", "batalla")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    if bad:
        m.flag("5.1", penalty=PENALTY_P1)
    else:
        m.ev("damage", target="kuma2", amount=3, kind="attack", source="itzal")
    return m


@case
def case_rest_zero_attacks_every_turn(bad: bool) -> Match:
    # 5.1: a card with descanso 0 never rests; one with descanso 1 does (turn 3).
    m = Match()
    card, damage = ("tlalo", 2) if bad else ("nahui", 1)
    opening(m, card)
    m.attack(card, "kuma2", damage)
    m.phase("post", "equipo", "fin")
    m.pass_turn("P2")
    m.turn("P1")
    m.phase("previa", "batalla")
    m.ev("attack", card=card, targets=["kuma2"], damage=damage)
    if bad:
        m.flag("5.1", penalty=PENALTY_P1)
    else:
        m.ev("damage", target="kuma2", amount=damage, kind="attack", source=card)
    return m


@case
def case_protector_resting(bad: bool) -> Match:
    # 3.2 / 5.1: a Protector starts with 3 descansos; first available in its owner's 4th turn.
    m = Match()
    for _ in range(3 if not bad else 2):
        m.pass_turn("P1")
        m.pass_turn("P2")
    m.turn("P1")
    m.phase("previa", "batalla")
    m.attack("anaya", "kuma2", 2, resolve=not bad)
    if bad:  # turn 5: Anaya still has 1 descanso
        m.flag("5.1", seq=len(m.events), penalty=PENALTY_P1)
    return m


@case
def case_hidden_card_attacks(bad: bool) -> Match:
    # 6.7-G5 (and 6.7-G9): a hidden card is no Adendei; only revealed cards act.
    m = Match()
    opening(m, *([] if bad else ["itzal"]))
    m.attack("itzal", "kuma2", 3, resolve=not bad)
    if bad:
        m.flag("6.7-G5", penalty=PENALTY_P1)
    return m


@case
def case_card_not_in_play_attacks(bad: bool) -> Match:
    # §5 Batalla: "Elige un Adendei o Protector disponible" — a card of the Mazo is not in play.
    m = Match()
    card = "ehecatl" if bad else "itzal"
    opening(m, *([] if bad else ["itzal"]))
    m.attack(card, "kuma2", 3, resolve=not bad)
    if bad:
        m.flag("6.6", penalty=PENALTY_P1)
    return m


# --- 3.2: Vínculo and the Protector --------------------------------------------------------
@case
def case_attack_after_vinculo(bad: bool) -> Match:
    # 3.2 Vínculo Odémico: "En el turno que utilizas tu vínculo NO podrás atacar…"
    m = Match()
    for _ in range(3):
        m.pass_turn("P1")
        m.pass_turn("P2")
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.ev("reveal", card="tlalo")
    m.phase("batalla")
    m.ev("link", protector="anaya", card="itzal")
    m.ev("damage", target="kuma2", amount=2, kind="effect", source="anaya")
    if bad:
        m.ev("attack", card="tlalo", targets=["ocelo2"], damage=2)
        m.flag("3.2", penalty=PENALTY_P1)
    return m


@case
def case_protector_as_target(bad: bool) -> Match:
    # 3.2: a Protector is damaged only by cards that say so (can_target_protector).
    side = default_side("P1", main=["ehecatl", "tlalo", "nahui"],
                        deck=[d if d != "ehecatl" else "itzal" for d in P1_DECK])
    m = Match(sides={"P1": side})
    attacker = "tlalo" if bad else "ehecatl"
    damage = 2 if bad else 3
    opening(m, attacker)
    m.attack(attacker, "bruno2", damage, resolve=not bad)
    if bad:
        m.flag("3.2", penalty=PENALTY_P1)
    return m


# --- 6.7-G4: targets without the statistic ------------------------------------------------
@case
def case_attack_on_bio(bad: bool) -> Match:
    # 6.7-G4.1: no attack on a card without vida máxima (a Bio).
    m = Match()
    opening(m, "itzal")
    target = "volcan2" if bad else "kuma2"  # a hidden Adendei may be attacked
    m.attack("itzal", target, 3, resolve=not bad)
    if bad:
        m.flag("6.7-G4", penalty=PENALTY_P1)
    return m


@case
def case_rest_on_bio(bad: bool) -> Match:
    # 6.7-G4.2: no descansos on a card without a descanso statistic; flagged at the resolution.
    m = Match()
    opening(m, "itzal")
    target = "volcan2" if bad else "kuma2"
    m.ev("activa", card="itzal", targets=[target], text="1 carta rival recibe 1 descanso.")
    m.ev("rest", card=target, amount=1, source="itzal")
    if bad:
        m.flag("6.7-G4")
    return m


# --- 5.2, 6.6.2: Pasivas --------------------------------------------------------------------
@case
def case_pasiva_in_batalla(bad: bool) -> Match:
    # 5.2: "Las Pasivas que cumplan su condición, podrán declararse en todas las Fases a
    # excepción de la Fase de Batalla."
    m = Match()
    opening(m, "tlalo")
    if not bad:
        m.phase("post")
    m.ev("pasiva", card="tlalo", text="Si una carta aliada ataca, escala 1.", optional=False)
    if bad:
        m.flag("5.2", penalty=PENALTY_P1)
    return m


@case
def case_optional_pasiva_outside_previa(bad: bool) -> Match:
    # 6.6.2 Pasivas Opcionales: only in your own Fase Previa.
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="tlalo")
    if bad:
        m.phase("batalla", "post")
    m.ev("pasiva", card="tlalo", text="Escala 1 a 1 Adendei aliado.", optional=True)
    m.ev("scale", card="tlalo", amount=1)
    if bad:
        m.flag("6.6.2", seq=len(m.events) - 1, penalty=PENALTY_P1)
    return m


@case
def case_optional_pasiva_twice(bad: bool) -> Match:
    # 6.6.2 Pasivas Opcionales: once a turn.
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="tlalo")
    m.ev("reveal", card="itzal")
    m.ev("pasiva", card="tlalo", text="Escala 1 a 1 Adendei aliado.", optional=True)
    m.ev("scale", card="itzal", amount=1)
    second = "tlalo" if bad else "itzal"
    m.ev("pasiva", card=second, text="Escala 1 a 1 Adendei aliado.", optional=True)
    if bad:
        m.flag("6.6.2", penalty=PENALTY_P1)
        return m
    m.ev("scale", card="tlalo", amount=1)
    return m


# --- 5/previa: the rival reveals -------------------------------------------------------------
@case
def case_rival_reveals_in_previa(bad: bool) -> Match:
    # §5 Previa, NOTA: the rival only reveals cards with Pasiva-Rápida; in Batalla it may
    # reveal cards as a response to an attack.
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    if bad:
        m.ev("reveal", "P2", card="kuma2")
        m.flag("5/previa")
        return m
    m.phase("batalla")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.ev("reveal", "P2", card="kuma2")
    m.ev("damage", target="kuma2", amount=3, kind="attack", source="itzal")
    return m


# --- 3.4, 3.3, 5/equipo: equipment ------------------------------------------------------
def _attacked(m: Match, *reveal: str, card: str = "itzal", damage: int = 3) -> None:
    opening(m, *(reveal or (card,)))
    m.attack(card, "kuma2", damage)
    m.phase("post")


@case
def case_equip_outside_equipo(bad: bool) -> Match:
    # §5 Fase de Equipo / 3.4 Equipar: equip only in the Fase de Equipo.
    m = Match()
    _attacked(m)
    if not bad:
        m.phase("equipo")
    m.ev("equip", equipment="savia", card="itzal", hidden=False)
    if bad:
        m.flag("5/equipo")
    return m


@case
def case_equip_twice(bad: bool) -> Match:
    # §5 Fase de Equipo: 1 card from the Zona de Equipo per turn.
    m = Match()
    _attacked(m)
    m.phase("equipo")
    m.ev("equip", equipment="savia", card="itzal", hidden=False)
    if bad:
        m.ev("equip", equipment="obsidiana", card="itzal", hidden=False)
        m.flag("5/equipo")
    m.phase("fin")
    return m


@case
def case_equip_card_that_did_not_attack(bad: bool) -> Match:
    # 3.4 Equipar, 2: "Selecciona una carta que haya atacado o usado su Activa en Batalla".
    m = Match()
    _attacked(m, "itzal", "tlalo")
    m.phase("equipo")
    m.ev("equip", equipment="savia", card="tlalo" if bad else "itzal", hidden=False)
    if bad:
        m.flag("3.4")
    return m


@case
def case_equip_rava(bad: bool) -> Match:
    # 3.3: "Los Ravas no pueden ser equipados con cartas que no lo indiquen en su texto."
    m = Match(sides={"P1": default_side("P1", deck=["tonatiuh", *P1_DECK])})
    m.turn("P1")
    m.phase("previa")
    m.ev("extinct", card="tlalo", reason="effect")
    m.replace("P1", "M2")  # the top three are tonatiuh, ehecatl, kuma
    m.phase("batalla")
    m.attack("tonatiuh", "kuma2", 3)
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia" if bad else "velo", card="tonatiuh", hidden=False)
    if bad:
        m.flag("3.3")
    return m


@case
def case_two_ixim_revealed(bad: bool) -> Match:
    # 3.4 Equipos Múltiples: 2 Ixim on one card only if one of them is hidden.
    m = Match()
    for turn in range(2):
        if turn == 0:
            opening(m, "nahui")
        else:
            m.turn("P1")
            m.phase("previa", "batalla")
        m.attack("nahui", "kuma2", 1)
        m.phase("post", "equipo")
        if turn == 0:
            m.ev("equip", equipment="savia", card="nahui", hidden=False)
        else:
            m.ev("equip", equipment="velo", card="nahui", hidden=not bad)
            if bad:
                m.flag("3.4")
        m.phase("fin")
        if turn == 0:
            m.pass_turn("P2")
    return m


# --- 6.1, 6.2, 5.1: marks, healing, descansos by effect ----------------------------------------
@case
def case_second_mark_same_kind(bad: bool) -> Match:
    # 6.1 Generalidades: never 2 marks of the same kind on one card (also 6.7-G13).
    m = Match()
    opening(m, "itzal")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Envenena y quema 1 carta rival.")
    m.ev("mark", target="kuma2", mark="envenenar")
    m.ev("mark", target="kuma2", mark="envenenar" if bad else "quemar")
    if bad:
        m.flag("6.1")
    return m


@case
def case_heal_full_life(bad: bool) -> Match:
    # 6.2 Curar: a card at its vida máxima cannot be healed.
    m = Match()
    opening(m, "itzal", "tlalo")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Daña 1 a 1 carta rival.")
    if not bad:
        m.ev("cost", card="itzal", kind="damage", targets=["itzal"], amount=1)
    m.ev("damage", target="kuma2", amount=1, kind="effect", source="itzal")
    m.phase("post")
    m.ev("pasiva", card="tlalo", text="Al final de Batalla, cura 1 a 1 carta aliada.",
         optional=False)
    m.ev("heal", target="itzal", amount=1, source="tlalo")
    if bad:
        m.flag("6.2")
    return m


@case
def case_heal_zero_life(bad: bool) -> Match:
    # 6.2 Curar: a card with 0 vida cannot be healed.
    m = Match()
    opening(m, "itzal", "tlalo")
    m.ev("activa", card="itzal", targets=["tlalo"], text="Cura 1 a 1 carta aliada.")
    m.ev("cost", card="itzal", kind="damage", targets=["tlalo"], amount=6 if bad else 5)
    m.ev("heal", target="tlalo", amount=1, source="itzal")
    if bad:
        m.flag("6.2")
    return m


@case
def case_too_many_descansos(bad: bool) -> Match:
    # 5.1 Generalidades: an Adendei never has more than 2 descansos.
    m = Match()
    opening(m, "itzal")
    m.ev("activa", card="itzal", targets=["kuma2"], text="1 carta rival recibe descansos.")
    m.ev("rest", card="kuma2", amount=3 if bad else 2, source="itzal")
    if bad:
        m.flag("5.1")
    return m


@case
def case_protector_over_three_descansos(bad: bool) -> Match:
    # 5.1: a Protector has at most 3 descansos (it starts with 3).
    m = Match()
    opening(m, "itzal")
    target = "bruno2" if bad else "kuma2"
    m.ev("activa", card="itzal", targets=[target], text="1 carta rival recibe 1 descanso.")
    m.ev("rest", card=target, amount=1, source="itzal")
    if bad:
        m.flag("5.1")
    return m


# --- 3.2, 3.6, 6.7-T3: hiding -----------------------------------------------------------
@case
def case_hide_protector(bad: bool) -> Match:
    # 3.2: "Tu Protector … no puede ser ocultado ni relevado por ningún efecto."
    m = Match()
    opening(m, "itzal", "tlalo")
    target = "bruno2" if bad else "tlalo"
    m.ev("activa", card="itzal", targets=[target], text="Oculta 1 carta.")
    m.ev("hide", card=target, by="itzal")
    if bad:
        m.flag("3.2")
    return m


@case
def case_hide_token(bad: bool) -> Match:
    # 3.6: Tokens "No pueden ser ocultados ni pueden ingresar al juego ocultos."
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.ev("reveal", card="nahui")
    m.ev("extinct", card="tlalo", reason="effect")
    m.ev("token", slot="M2", name="lobezno1", stats={"damage": 0, "rest": 0}, by="itzal")
    m.phase("batalla")
    target = "lobezno1" if bad else "nahui"
    m.ev("activa", card="itzal", targets=[target], text="Oculta 1 carta.")
    m.ev("hide", card=target, by="itzal")
    if bad:
        m.flag("3.6")
    return m


# --- 5/post, 5/batalla: Extinción ---------------------------------------------------------
@case
def case_zero_life_after_post(bad: bool) -> Match:
    # §5 Fase Post: "Primero se envía a Extinción … cualquier carta que haya llegado a 0".
    m = Match()
    opening(m, "itzal")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Daña 6 a 1 carta rival.")
    m.ev("damage", target="kuma2", amount=6, kind="effect", source="itzal")
    m.phase("post")
    if not bad:
        m.ev("extinct", "P2", card="kuma2", reason="life")
        m.replace("P2", "M1", hidden=True)
    m.phase("equipo")
    if bad:  # reported at the event that closes Post, for the card's owner
        m.flag("5/post", "P2")
    return m


@case
def case_extinct_in_batalla(bad: bool) -> Match:
    # §5 Batalla, Nota: in Batalla a card goes to Extinción only to pay a cost or by its Activa.
    m = Match()
    opening(m, "itzal")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Daña 6 a 1 carta rival.")
    if bad:
        m.ev("damage", target="kuma2", amount=6, kind="effect", source="itzal")
        m.ev("extinct", "P2", card="kuma2", reason="life")
        m.flag("5/batalla")
        m.replace("P2", "M1", hidden=True)
    else:
        m.ev("cost", card="itzal", kind="extinction", targets=["tlalo"])
        m.replace("P1", "M2", hidden=True)
        m.ev("damage", target="kuma2", amount=6, kind="effect", source="itzal")
    return m


# --- 5.3: replacements -----------------------------------------------------------------
@case
def case_replace_not_top3(bad: bool) -> Match:
    # 5.3.1: the 3 cards come from the top of the Mazo Principal.
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("extinct", card="tlalo", reason="effect")
    if bad:
        m.replace("P1", "M2", drawn=["kuma", "cuetla", "tepe"])  # skips ehecatl
        m.flag("5.3")
    else:
        m.replace("P1", "M2")
    return m


@case
def case_replace_late(bad: bool) -> Match:
    # 5.3.2: the substitute is placed immediately, before anything else is declared.
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("extinct", card="tlalo", reason="effect")
    if bad:
        m.ev("reveal", card="itzal")
    m.replace("P1", "M2")
    if bad:
        m.flag("5.3")
    return m


@case
def case_replace_with_rival_card(bad: bool) -> Match:
    # 5.3.3: "En ningún momento se pueden usar como suplentes cartas rivales."
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("extinct", card="tlalo", reason="effect")
    if bad:
        m.replace("P1", "M2", chosen="itzal2")
        m.flag("5.3")
    else:
        m.replace("P1", "M2")
    return m


# --- 6.6.3: costs -----------------------------------------------------------------------
@case
def case_cost_from_card_without_life(bad: bool) -> Match:
    # 6.6.3: a cost that damages needs at least 1 point of vida on the paying card.
    m = Match()
    opening(m, "itzal", "tlalo")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.ev("cost", card="itzal", kind="damage", targets=["tlalo"], amount=6 if bad else 5)
    m.ev("activa", card="itzal", targets=["ocelo2"], text="Costo: daña 1 a 1 aliado. Daña 1.")
    m.ev("cost", card="itzal", kind="damage", targets=["tlalo"], amount=1)
    if bad:
        m.flag("6.6.3")
    m.ev("damage", target="kuma2", amount=3, kind="attack", source="itzal")
    m.ev("damage", target="ocelo2", amount=1, kind="effect", source="itzal")
    return m


# --- 3.3, 3.5: Rava and Bio ---------------------------------------------------------------
@case
def case_rava_returned_twice(bad: bool) -> Match:
    # 3.3: each Rava returns from the Zona Principal to the Mazo once per game, in Previa.
    m = Match(sides={"P1": default_side("P1", deck=["tonatiuh", *P1_DECK])})
    m.turn("P1")
    m.phase("previa")
    m.ev("extinct", card="tlalo", reason="effect")
    in_m2 = m.replace("P1", "M2")  # Tonatiuh
    m.ev("rava_return", card=in_m2)
    m.to_bottom("P1", in_m2)
    in_m2 = m.replace("P1", "M2", hidden=True)
    while "tonatiuh" not in m.top3("P1"):  # cycle the Mazo until Tonatiuh is back on top
        m.ev("extinct", card=in_m2, reason="effect")
        in_m2 = m.replace("P1", "M2", hidden=True)
    m.ev("extinct", card=in_m2, reason="effect")
    m.replace("P1", "M2", choose=m.top3("P1").index("tonatiuh"))
    if bad:
        m.ev("rava_return", card="tonatiuh")
        m.flag("3.3")
    return m


@case
def case_bio_twice(bad: bool) -> Match:
    # 3.5: the Bio goes to Extinción once a turn, in Previa.
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("bio_extinct", update_rests=True)
    if bad:
        m.ev("bio_extinct")
        m.flag("3.5")
    return m


# --- 4: the claim of game_end ------------------------------------------------------------
@case
def case_game_end_claim(bad: bool) -> Match:
    # §4 Condición de victoria: 10 cards of the rival in its Extinción (Tokens never count).
    m = Match()
    m.empty_turn("P1")
    m.turn("P2")
    m.phase("previa")
    m.ev("bio_extinct")
    m.ev("extinct", card="bruno2", reason="effect")  # +3 cards from the top of the Mazo
    m.mill3("P2")
    for slot, card in [("M1", "kuma2"), ("M2", "ocelo2"), ("M3", "cuetla2")]:
        m.ev("extinct", card=card, reason="effect")
        m.replace("P2", slot, hidden=True)
    m.ev("extinct", card=m.events[-1]["chosen"], reason="effect")
    m.replace("P2", "M3", hidden=True)
    if not bad:  # the tenth card
        m.ev("extinct", card=m.events[-1]["chosen"], reason="effect")
        m.replace("P2", "M3", hidden=True)
    m.ev("game_end", winner="P1", reason="extinction")
    if bad:
        m.flag("4")
    return m


# --- 8.1: multiplayer ----------------------------------------------------------------------
@case
def case_multiplayer_wrong_rival(bad: bool) -> Match:
    # 8.1 Reglas Generales, 2: the turn player interacts only with the rival chosen that turn.
    m = Match(players=("P1", "P2", "P3"), variant="jungla")
    m.turn("P1", rival="P2")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.phase("batalla")
    target = "kuma3" if bad else "kuma2"
    m.attack("itzal", target, 3, resolve=not bad)
    if bad:
        m.flag("8.1", penalty=PENALTY_P1)
    return m
