"""Five Kódem readings an outside set of logs showed wrong, each read again from the rulebook.

Every builder states its flags by hand before the checker runs (the comments quote the
rule); each first failed against the reading it corrects. Turn arithmetic: P1 plays the
odd global turns, P2 the even ones.
"""

from __future__ import annotations

from tests.support.kodem import Match, begin, card_state, close, ext_side, redteam, verify

DAGG = "Cuando una carta aliada es enviada a Extinción, coloca 1 Token en su lugar."


# =============================================================================================
# 6.6 Generalidades: "Si la condición para activar un efecto se cumple varias veces
# simultáneamente, el efecto sólo se activará una vez" (Ejemplo 2: Dagg, one Token)
# =============================================================================================
def _two_allies_reach_zero() -> Match:
    """T1 P1 reveals Itzal (our Dagg); T2 Kuma2's Activa leaves Tlalo and Nahui at 0 vida;
    in Post both go to Extinción together."""
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("pass")
    begin(m, "P2", "kuma2")
    m.ev("activa", card="kuma2", targets=["tlalo", "nahui"], text="Daña 6 a 2 cartas rivales.")
    m.ev("damage", target="tlalo", amount=6, kind="effect", source="kuma2")
    m.ev("damage", target="nahui", amount=6, kind="effect", source="kuma2")
    m.phase("post")
    m.ev("extinct", "P1", card="tlalo", reason="life")
    m.ev("extinct", "P1", card="nahui", reason="life")
    return m


@redteam
def test_a_condition_met_twice_at_once_activates_once() -> Match:
    m = _two_allies_reach_zero()
    m.ev("pasiva", "P1", card="itzal", text=DAGG)
    m.ev("token", "P1", slot="M2", name="lobo1", by="itzal")
    m.ev("pasiva", "P1", card="itzal", text=DAGG)           # the same two extinctions
    m.flag("6.6")
    m.ev("token", "P1", slot="M3", name="lobo2", by="itzal")
    m.phase("equipo", "fin")
    return m


@redteam
def test_two_extinctions_at_different_moments_activate_twice() -> Match:
    # Near miss: Nahui goes to Extinción in Equipo by a Pasiva of P2, a new condition.
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("pass")
    begin(m, "P2", "kuma2")
    m.attack("kuma2", "tlalo", 4)
    m.ev("damage", target="tlalo", amount=2, kind="effect", source="kuma2")
    m.phase("post")
    m.ev("extinct", "P1", card="tlalo", reason="life")
    m.ev("pasiva", "P1", card="itzal", text=DAGG)
    m.ev("token", "P1", slot="M2", name="lobo1", by="itzal")
    m.phase("equipo")
    m.ev("pasiva", card="kuma2", text="Al comenzar tu Fase de Equipo, envía 1 carta rival a "
         "Extinción.")
    m.ev("extinct", "P1", card="nahui", reason="effect")
    m.ev("pasiva", "P1", card="itzal", text=DAGG)
    m.ev("token", "P1", slot="M3", name="lobo2", by="itzal")
    m.phase("fin")
    return m


# =============================================================================================
# 6.6: "Las cartas que no especifiquen explícitamente que su efecto se aplica cuando ellas
# mismas sean enviadas a Extinción, no podrán activar sus efectos cuando sean enviadas a
# Extinción" (6.7-G5: only revealed cards on the field use effects)
# =============================================================================================
@redteam
def test_a_card_in_extincion_whose_text_is_about_other_cards() -> Match:
    # Itzal's text names Extinción, but for allied cards, not for itself.
    m = _two_allies_reach_zero()
    m.replace("P1", "M2", hidden=True)
    m.replace("P1", "M3", hidden=True)
    m.phase("equipo", "fin")
    begin(m, "P1", batalla=False)
    m.ev("extinct", card="itzal", reason="effect")
    m.replace("P1", "M1", hidden=True)
    m.ev("pasiva", card="itzal", text=DAGG)
    m.flag("6.6")
    return m


@redteam
def test_a_card_sent_in_the_same_resolution_declares_before_its_extinct() -> Match:
    # Itzal reached 0 with Tlalo: both go to Extinción at the start of Post, so Itzal's
    # Pasiva (declared before its own extinct is written) cannot activate.
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("pass")
    begin(m, "P2", "kuma2")
    m.ev("activa", card="kuma2", targets=["tlalo", "itzal"], text="Daña 6 a 2 cartas rivales.")
    m.ev("damage", target="tlalo", amount=6, kind="effect", source="kuma2")
    m.ev("damage", target="itzal", amount=6, kind="effect", source="kuma2")
    m.phase("post")
    m.ev("extinct", "P1", card="tlalo", reason="life")
    m.replace("P1", "M2", hidden=True)
    m.ev("pasiva", "P1", card="itzal", text=DAGG)
    m.flag("6.6")
    m.ev("extinct", "P1", card="itzal", reason="life")
    m.replace("P1", "M1", hidden=True)
    m.phase("equipo", "fin")
    return m


@redteam
def test_a_token_placed_by_a_card_already_in_extincion() -> Match:
    # The same, written as its resolution only: the Token's `by` is a card in Extinción that
    # declared nothing.
    m = _two_allies_reach_zero()
    m.replace("P1", "M2", hidden=True)
    m.replace("P1", "M3", hidden=True)
    m.phase("equipo", "fin")
    begin(m, "P1", batalla=False)
    m.ev("extinct", card="itzal", reason="effect")
    m.ev("token", slot="M1", name="lobo1", by="itzal")
    m.flag("6.6")
    return m


@redteam
def test_a_card_whose_text_applies_when_it_is_sent_to_extincion() -> Match:
    # Near miss: "Si esta carta es enviada a Extinción …" says so explicitly.
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("extinct", card="itzal", reason="effect")
    m.replace("P1", "M1", hidden=True)
    m.ev("pasiva", card="itzal", text="Si esta carta es enviada a Extinción, daña 1 a 1 "
         "carta rival.")
    m.ev("damage", target="kuma2", amount=1, kind="effect", source="itzal")
    m.ev("pass")
    return m


# =============================================================================================
# 6.6.2 Pasivas-Rápidas: "Si no indican el momento preciso de uso, solo podrán ser
# declaradas una vez por turno, en fase previa o en cualquier fase posterior a Fase de
# Batalla"
# =============================================================================================
UNTIMED = "Cura 1 a 1 carta aliada."


@redteam
def test_an_untimed_pasiva_rapida_in_batalla_even_after_a_revelation() -> Match:
    m = Match()
    begin(m, "P1", "itzal")
    m.attack("itzal", "kuma2", 3)
    m.ev("reveal", "P2", card="ocelo2")                       # a response to the attack
    m.ev("pasiva_rapida", "P2", card="ocelo2", text=UNTIMED)
    m.flag("6.6.2")
    close(m)
    return m


@redteam
def test_an_untimed_pasiva_rapida_twice_in_one_turn() -> Match:
    m = Match()
    begin(m, "P1", "itzal")
    m.attack("itzal", "kuma2", 3)
    m.phase("post")
    m.ev("reveal", "P2", card="ocelo2", by="ocelo2")
    m.ev("pasiva_rapida", "P2", card="ocelo2", text=UNTIMED)  # after Batalla: legal
    m.ev("heal", "P2", target="kuma2", amount=1, source="ocelo2")
    m.phase("equipo")
    m.ev("pasiva_rapida", "P2", card="ocelo2", text=UNTIMED)  # once a turn
    m.flag("6.6.2")
    m.phase("fin")
    return m


@redteam
def test_an_untimed_pasiva_rapida_in_previa_and_a_timed_one_in_batalla() -> Match:
    # Near miss: Previa is allowed; a text that gives its moment answers a revelation.
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("reveal", "P2", card="ocelo2", by="ocelo2")
    m.ev("pasiva_rapida", "P2", card="ocelo2", text=UNTIMED)
    m.phase("batalla")
    m.attack("itzal", "kuma2", 3)
    m.ev("reveal", "P2", card="cuetla2")
    m.ev("pasiva_rapida", "P2", card="cuetla2",
         text="Si una carta aliada es revelada, cura 1 a 1 carta aliada.")
    close(m)
    return m


# =============================================================================================
# 8.2 b): "Puedes optar por sacar 1 o 2 cartas adicionales a cambio de dañar esa misma
# cantidad de puntos de vida de tu Protector"
# =============================================================================================
def _extended(drawn: int, damage: int | None, before: bool = False) -> Match:
    m = Match(variant="extended", sides={"P1": ext_side("P1"), "P2": ext_side("P2")})
    m.turn("P1")
    m.phase("previa")
    m.ev("extinct", card="p1-kuma-1", reason="effect")
    top = m.mazo["P1"][:drawn]
    pay = {"card": "anaya", "kind": "damage", "targets": ["anaya"], "amount": damage}
    if before and damage is not None:
        m.ev("cost", **pay)
    m.ev("replace", slot="M1", drawn=top, chosen=top[0], hidden=False)
    m.mazo["P1"] = m.mazo["P1"][drawn:] + top[1:]
    if not before and damage is not None:
        m.ev("cost", **pay)
    m.ev("pass")
    return m


@redteam
def test_extended_extra_cards_without_damage_to_the_protector() -> Match:
    m = _extended(5, None)
    m.flag("8.2", seq=4)
    return m


@redteam
def test_extended_extra_cards_with_other_damage_to_the_protector() -> Match:
    m = _extended(4, 2)
    m.flag("8.2", seq=4)
    return m


@redteam
def test_extended_extra_cards_paid_as_damage_written_first() -> Match:
    # Near miss: the same damage written just before the replacement, as an effect damage.
    m = Match(variant="extended", sides={"P1": ext_side("P1"), "P2": ext_side("P2")})
    m.turn("P1")
    m.phase("previa")
    m.ev("extinct", card="p1-kuma-1", reason="effect")
    m.ev("damage", target="anaya", amount=2, kind="effect")
    top = m.mazo["P1"][:5]
    m.ev("replace", slot="M1", drawn=top, chosen=top[0], hidden=False)
    m.ev("pass")
    return m


def test_extended_payment_lowers_the_protector() -> None:
    m = _extended(5, 2, before=True)
    replay = verify(m)
    assert card_state(replay, 5, "P1", "anaya")["life"] == 10


# =============================================================================================
# 3.6: "Las características de los Token son definidas por el efecto de la carta que los
# invoca" (match-log.md: the `token` event's `stats`)
# =============================================================================================
def test_a_token_listed_in_the_setup_takes_its_event_stats() -> None:
    from tests.support.kodem import default_side

    m = Match(sides={"P1": default_side("P1", tokens=["lobo1:lobezno"])})
    begin(m, "P1", "itzal", batalla=False)
    m.ev("pasiva", card="itzal", text="Envía 1 carta aliada a Extinción y coloca 1 Token.")
    m.ev("extinct", card="tlalo", reason="effect")
    m.ev("token", slot="M2", name="lobo1", stats={"damage": 2, "rest": 1, "life": 4},
         by="itzal")
    placed = len(m.events)
    m.ev("pass")
    m.pass_turn("P2")
    begin(m, "P1")
    m.attack("lobo1", "kuma2", 2)          # its damage is 2: no 6.5
    close(m)
    m.turn("P2")                           # lobo1 attacked: it takes its descanso 1
    replay = verify(m)
    token = card_state(replay, placed, "P1", "lobo1")
    assert (token["damage"], token["life"], token["max_life"]) == (2, 4, 4)
    assert card_state(replay, len(m.events), "P1", "lobo1")["rests"] == 1


# =============================================================================================
# 3.4 Equipos Múltiples: two Ixim revealed with no condition allowing it — "no podrá declarar
# el efecto de ninguno de ellos por el resto del turno"
# =============================================================================================
def _two_ixim(reveal_second: bool) -> Match:
    m = Match()
    begin(m, "P1", "itzal")
    m.attack("itzal", "kuma2", 3)
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="itzal", hidden=False)
    m.phase("fin")
    m.pass_turn("P2")
    m.pass_turn("P1")                     # Itzal (rest 1) rests through T3
    m.pass_turn("P2")
    begin(m, "P1")
    m.attack("itzal", "ocelo2", 3)
    m.phase("post", "equipo")
    m.ev("equip", equipment="velo", card="itzal", hidden=True)
    m.phase("fin")
    m.pass_turn("P2")
    begin(m, "P1", batalla=False)
    if reveal_second:
        m.ev("reveal", card="velo", by="kuma2")           # revealed by a rival's effect
    m.ev("pasiva", card="savia", text="Al inicio de tu Fase Previa, cura 1 a esta carta.")
    return m


@redteam
def test_an_ixim_declares_beside_another_revealed_ixim() -> Match:
    m = _two_ixim(True)
    m.flag("3.4/multiples", penalty="6.7-P1")
    return m


@redteam
def test_an_ixim_declares_beside_a_hidden_ixim() -> Match:
    return _two_ixim(False)


# =============================================================================================
# 6.4: "Si una carta aliada que ha sido cambiada, se encuentra en el campo del rival y llega a
# 0 puntos de vida, se colocará en la Extinción de su jugador original" (5.3.3: the slot is
# filled from the Mazo of the field's player, never with rival cards)
# =============================================================================================
def test_a_card_swapped_to_the_rival_field_dies_into_its_owners_extincion() -> None:
    m = Match()
    begin(m, "P1", "itzal", "tlalo", batalla=False)
    m.ev("reveal", "P2", card="kuma2", by="itzal")
    m.ev("pasiva", card="itzal", text="Pasiva: cambia 1 carta aliada con 1 carta rival.",
         optional=True)
    m.ev("swap", card="tlalo", target="kuma2")
    m.ev("pass")
    m.pass_turn("P2")
    begin(m, "P1", "nahui")
    m.ev("activa", card="nahui", targets=["tlalo"], text="Daña 6 a 1 carta rival.")
    m.ev("damage", target="tlalo", amount=6, kind="effect", source="nahui")
    m.phase("post")
    m.ev("extinct", "P1", card="tlalo", reason="life")
    m.replace("P2", "M1", hidden=True)
    m.phase("equipo", "fin")
    replay = verify(m)
    players = replay.state_json(len(m.events))["players"]
    assert [c["instance"] for c in players["P1"]["extinction"]] == ["tlalo"]
    assert (players["P1"]["extinction_count"], players["P2"]["extinction_count"]) == (1, 0)
    assert players["P2"]["main"]["M1"]["instance"] == "ehecatl2"
