"""Kódem descansos, hidden and unavailable cards (5.1, 6.6, 6.7-G5), Vínculo (3.2).

Also the damage to Protectors a Vínculo allows.

Written from the contract (match-log.md, sections.md, cli.md) and the rulebook
(kodem-tcg-5.0.md) alone, never from the checker's code: each log is built with
the one Kódem log builder (``tests.support.kodem``) and states by hand the flags
``(seq, player, section, severity)`` the checker must report, with the reasoning
in comments. Sections may list alternatives (``"5|6.6.1"``); an anchor matches its
bare section (``5`` ≈ ``5/post``). Turn arithmetic: P1 plays the odd global turns,
P2 the even ones; a card with ``rest`` r that attacks in its owner's turn T is
available again in own turn T + 2(r + 1); a Protector first in its owner's 4th turn.
"""

from __future__ import annotations

from tests.support.kodem import (
    BUILDERS,
    P1_DECK,
    Match,
    attack_turn,
    begin,
    card_state,
    close,
    default_side,
    redteam,
    skip_to,
    verify,
)


# =============================================================================================
# 5.1, 6.6, 6.7-G5 — resting, hidden, not available
# =============================================================================================
@redteam
def test_rest2_card_still_resting_two_own_turns_later() -> Match:
    # Kuma (descanso 2) attacks in T2: 2 after T2, 1 after T4 (began resting), 0 after T6.
    # So in T6 it still has 1 descanso: attacking is a 5.1 error (for P2).
    m = Match()
    m.pass_turn("P1")
    attack_turn(m, "P2", "kuma2", "itzal", 4, "kuma2")
    skip_to(m, 6)
    begin(m, "P2")
    m.ev("attack", card="kuma2", targets=["tlalo"], damage=4)
    m.flag("5.1")
    return m


@redteam
def test_rest2_card_available_three_own_turns_later() -> Match:
    # The near miss: Kuma is available again in T8.
    m = Match()
    m.pass_turn("P1")
    attack_turn(m, "P2", "kuma2", "itzal", 4, "kuma2")
    skip_to(m, 8)
    attack_turn(m, "P2", "kuma2", "tlalo", 4)
    return m


@redteam
def test_p2_protector_link_in_its_third_turn() -> Match:
    # 3.2/5.1: Bruno starts with 3; after T2 2, T4 1, T6 0 → first available in T8.
    # Linking in T6 (P2's 3rd turn) uses a resting Protector.
    m = Match()
    skip_to(m, 6)
    begin(m, "P2", "ocelo2")
    m.ev("link", protector="bruno2", card="ocelo2")
    m.flag("5.1|3.2")
    return m


@redteam
def test_p2_protector_attacks_in_its_fourth_turn() -> Match:
    # §5 Batalla: "Elige un Adendei o Protector disponible y declara ataque". T8 is P2's 4th.
    m = Match()
    skip_to(m, 8)
    begin(m, "P2")
    m.attack("bruno2", "itzal", 2)
    close(m)
    return m


def _link_t7(m: Match, card: str) -> None:
    """T7 (P1's 4th turn): Anaya links with ``card``; effect damage 2 to Ocelo."""
    skip_to(m, 7)
    begin(m, "P1", card)
    m.ev("link", protector="anaya", card=card)
    m.ev("damage", target="ocelo2", amount=2, kind="effect", source="anaya")
    close(m)


@redteam
def test_linked_protector_rests_three_again() -> Match:
    # 3.2: after the Vínculo the Protector gets 3 (T7). After T9 2, T11 1, T13 0:
    # linking again in T13 is linking a resting Protector.
    m = Match()
    _link_t7(m, "itzal")
    skip_to(m, 13)
    begin(m, "P1", "tlalo")
    m.ev("link", protector="anaya", card="tlalo")
    m.flag("5.1|3.2")
    return m


@redteam
def test_linked_protector_available_in_t15() -> Match:
    m = Match()
    _link_t7(m, "itzal")
    skip_to(m, 15)
    begin(m, "P1", "tlalo")
    m.ev("link", protector="anaya", card="tlalo")
    m.ev("damage", target="ocelo2", amount=2, kind="effect", source="anaya")
    close(m)
    return m


@redteam
def test_linked_rest0_adendei_still_takes_one() -> Match:
    # 3.2: "el Adendei vinculado recibe 1 descanso" — even Nahui, whose descanso is 0.
    # After T7 Nahui has 1; in T9 it is resting (0 only after T9's Fin).
    m = Match()
    _link_t7(m, "nahui")
    m.pass_turn("P2")
    begin(m, "P1")
    m.ev("attack", card="nahui", targets=["kuma2"], damage=1)
    m.flag("5.1")
    return m


@redteam
def test_activa_rapida_in_rival_turn_rests_at_that_fin() -> Match:
    # match-log kodem conventions: a card using an Activa-Rápida during the rival's turn
    # takes its rest at that turn's Fin. Cuetla (descanso 1) answers in T1 → 1 after T1;
    # in T2 it began resting, so it cannot attack in T2 (0 only after T2's Fin).
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.ev("reveal", "P2", card="cuetla2")  # a battle response: legal
    m.ev("activa_rapida", "P2", card="cuetla2", targets=["itzal"],
         text="Activa-Rápida: si una carta aliada es atacada, daña 1 a la atacante.")
    m.ev("damage", "P2", target="itzal", amount=1, kind="effect", source="cuetla2")
    m.ev("damage", target="kuma2", amount=3, kind="attack", source="itzal")
    close(m)
    begin(m, "P2")
    m.ev("attack", card="cuetla2", targets=["itzal"], damage=1)
    m.flag("5.1")
    return m


@redteam
def test_activa_rapida_card_available_in_t4() -> Match:
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.ev("reveal", "P2", card="cuetla2")
    m.ev("activa_rapida", "P2", card="cuetla2", targets=["itzal"],
         text="Activa-Rápida: si una carta aliada es atacada, daña 1 a la atacante.")
    m.ev("damage", "P2", target="itzal", amount=1, kind="effect", source="cuetla2")
    m.ev("damage", target="kuma2", amount=3, kind="attack", source="itzal")
    close(m)
    m.pass_turn("P2")
    m.pass_turn("P1")
    attack_turn(m, "P2", "cuetla2", "itzal", 1)
    return m


def _effect_rest_own_turn(m: Match) -> None:
    """T1 Itzal attacks (1). T3 Tlalo's Activa gives Itzal +1 (2): no update at T3's Fin."""
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal")
    m.pass_turn("P2")
    begin(m, "P1", "tlalo")
    m.ev("activa", card="tlalo", targets=["itzal"], text="1 carta aliada recibe 1 descanso.")
    m.ev("rest", card="itzal", amount=1, source="tlalo")
    close(m)


@redteam
def test_effect_descansos_are_not_lost_at_the_update() -> Match:
    # §5 Fin de Turno item 6: cards that "recibieron descansos por efecto" do not update.
    # Itzal: 2 after T3, 1 after T5, 0 after T7 → still resting in T7.
    # (Without the exception it would be 1 after T3, 0 after T5, available in T7.)
    m = Match()
    _effect_rest_own_turn(m)
    skip_to(m, 7)
    begin(m, "P1")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("5.1")
    return m


def test_effect_descansos_state_after_fin() -> None:
    # The Fin derivations may be shown when Fin closes: read the state at the next `turn`.
    m = Match()
    _effect_rest_own_turn(m)
    m.turn("P2")
    replay = verify(m)
    assert card_state(replay, len(m.events), "P1", "itzal")["rests"] == 2
    assert card_state(replay, len(m.events), "P1", "tlalo")["rests"] == 1


@redteam
def test_rival_effect_descanso_updates_in_owner_turn() -> Match:
    # Itzal attacks T1 (1). In T2 P2's Kuma gives it +1 (2); P1's cards do not change at
    # T2's Fin. At T3's Fin Itzal began resting and got nothing this turn → 1; T5 → 0.
    # So in T5 Itzal is still resting.
    m = Match()
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal")
    begin(m, "P2", "kuma2")
    m.ev("activa", card="kuma2", targets=["itzal"], text="1 carta rival recibe 1 descanso.")
    m.ev("rest", card="itzal", amount=1, source="kuma2")
    close(m)
    m.pass_turn("P1")
    m.pass_turn("P2")
    begin(m, "P1")
    m.ev("attack", card="itzal", targets=["ocelo2"], damage=3)
    m.flag("5.1")
    return m


@redteam
def test_adendei_at_one_plus_two_descansos() -> Match:
    # 5.1 Generalidades: an Adendei never has more than 2. Itzal has 1 (T1 attack);
    # P2's effect adds 2 → 3: flagged at the `rest` resolution, for P2.
    m = Match()
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal")
    begin(m, "P2", "kuma2")
    m.ev("activa", card="kuma2", targets=["itzal"], text="1 carta rival recibe 2 descansos.")
    m.ev("rest", card="itzal", amount=2, source="kuma2")
    m.flag("5.1")
    return m


@redteam
def test_adendei_at_one_plus_one_is_fine() -> Match:
    m = Match()
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal")
    begin(m, "P2", "kuma2")
    m.ev("activa", card="kuma2", targets=["itzal"], text="1 carta rival recibe 1 descanso.")
    m.ev("rest", card="itzal", amount=1, source="kuma2")
    close(m)
    return m


@redteam
def test_protector_at_two_plus_one_is_fine() -> Match:
    # 5.1: a Protector's maximum is 3. Bruno is at 2 after T2; +1 in T3 → exactly 3.
    m = Match()
    m.pass_turn("P1")
    m.pass_turn("P2")
    begin(m, "P1", "tlalo")
    m.ev("activa", card="tlalo", targets=["bruno2"], text="El Protector rival recibe 1 descanso.")
    m.ev("rest", card="bruno2", amount=1, source="tlalo")
    close(m)
    return m


@redteam
def test_protector_at_two_plus_two_is_too_many() -> Match:
    m = Match()
    m.pass_turn("P1")
    m.pass_turn("P2")
    begin(m, "P1", "tlalo")
    m.ev("activa", card="tlalo", targets=["bruno2"], text="El Protector rival recibe 2 descansos.")
    m.ev("rest", card="bruno2", amount=2, source="tlalo")
    m.flag("5.1")
    return m


@redteam
def test_token_with_three_descansos() -> Match:
    # 5.1: "Las cartas Adendei, Rava y Token … no podrán añadirse más de 2 descansos".
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("extinct", card="tlalo", reason="effect")
    m.ev("token", slot="M2", name="lobo1", stats={"damage": 0, "rest": 0}, by="itzal")
    m.phase("batalla")
    m.ev("activa", card="itzal", targets=["lobo1"], text="1 carta recibe 3 descansos.")
    m.ev("rest", card="lobo1", amount=3, source="itzal")
    m.flag("5.1")
    return m


@redteam
def test_bio_update_makes_a_card_available() -> Match:
    # 3.5 / §5 Previa: sending the Bio updates 1 descanso of each of your cards.
    # Itzal (1 after T1) is available in T3 after bio_extinct(update_rests); Anaya 2 → 1,
    # then 0 at T3's Fin (it began T3 resting) → the Vínculo is legal in T5.
    m = Match()
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal")
    m.pass_turn("P2")
    begin(m, "P1", batalla=False)
    m.ev("bio_extinct", update_rests=True)
    m.phase("batalla")
    m.attack("itzal", "ocelo2", 3)
    close(m)
    m.pass_turn("P2")
    begin(m, "P1", "nahui")
    m.ev("link", protector="anaya", card="nahui")
    m.ev("damage", target="ocelo2", amount=2, kind="effect", source="anaya")
    close(m)
    return m


@redteam
def test_card_hidden_by_rival_cannot_attack() -> Match:
    # 6.7-G5/G9: only revealed cards act. P2's Activa hides Itzal in T2; in T3 P1 attacks
    # with it without revealing it again.
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("pass")
    begin(m, "P2", "kuma2")
    m.ev("activa", card="kuma2", targets=["itzal"], text="Oculta 1 carta rival.")
    m.ev("hide", card="itzal", by="kuma2")
    close(m)
    begin(m, "P1")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("6.7-G5|6.6")
    return m


@redteam
def test_card_in_extincion_attacks() -> Match:
    # §5 Batalla: "Elige un Adendei o Protector disponible" — Itzal went to Extinción in
    # this Previa (by effect) and was replaced; it is no longer in play.
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("extinct", card="itzal", reason="effect")
    m.replace("P1", "M1")
    m.phase("batalla")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("6.6|6.7-G5|5")
    return m


# =============================================================================================
# 3.2 — Vínculo and damage to Protectors
# =============================================================================================
@redteam
def test_link_then_other_card_activa() -> Match:
    # 3.2 IMPORTANTE: in the turn of the Vínculo no other card attacks or uses its Activa.
    m = Match()
    skip_to(m, 7)
    begin(m, "P1", "itzal", "tlalo")
    m.ev("link", protector="anaya", card="itzal")
    m.ev("damage", target="kuma2", amount=2, kind="effect", source="anaya")
    m.ev("activa", card="tlalo", targets=["ocelo2"], text="Daña 1 a 1 carta rival.")
    m.flag("3.2|5/batalla")
    return m


@redteam
def test_activa_aimed_at_protector_without_permission() -> Match:
    # 3.2: Protectors are damaged only by cards that say so. Tlalo has no
    # can_target_protector. An Activa may legally aim at a Protector (descansos, 5.1), so the
    # log only shows the violation when the damage is resolved: flagged at `damage`.
    m = Match()
    begin(m, "P1", "tlalo")
    m.ev("activa", card="tlalo", targets=["bruno2"], text="Daña 2 a 1 carta rival.")
    m.ev("damage", target="bruno2", amount=2, kind="effect", source="tlalo")
    m.flag("3.2")
    return m


@redteam
def test_multi_target_attack_including_protector() -> Match:
    # 6.5 Ataque Múltiple is one attack; one of its targets is the Protector → 3.2.
    m = Match()
    begin(m, "P1", "nahui")
    m.ev("attack", card="nahui", targets=["kuma2", "bruno2"], damage=1)
    m.flag("3.2")
    return m


@redteam
def test_protector_damaged_by_permitted_activa() -> Match:
    # Ehécatl has can_target_protector: its Activa may damage Bruno (12 → 10).
    side = default_side("P1", main=["ehecatl", "tlalo", "nahui"],
                        deck=["itzal", *P1_DECK[1:]])
    m = Match(sides={"P1": side})
    begin(m, "P1", "ehecatl")
    m.ev("activa", card="ehecatl", targets=["bruno2"], text="Daña 2 al Protector rival.")
    m.ev("damage", target="bruno2", amount=2, kind="effect", source="ehecatl")
    close(m)
    return m


def test_protector_damage_state() -> None:
    m = BUILDERS["test_protector_damaged_by_permitted_activa"]()
    replay = verify(m)
    bruno = card_state(replay, len(m.events), "P2", "bruno2")
    assert (bruno["life"], bruno["max_life"]) == (10, 12)
