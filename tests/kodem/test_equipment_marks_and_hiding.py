"""Kódem equipment (3.4, 3.3, 5/equipo), marks and healing (6.1, 6.2), hiding (3.2, 3.6, 6.7-T3).

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

import copy

from tests.support.kodem import (
    BUILDERS,
    EQUIPMENT,
    P1_DECK,
    P2_DECK,
    Match,
    attack_turn,
    begin,
    card_state,
    close,
    default_side,
    p2_equips_savia,
    redteam,
    skip_to,
    verify,
)


# =============================================================================================
# 3.4, 3.3, 5/equipo — equipment
# =============================================================================================
@redteam
def test_equip_in_fin() -> Match:
    m = Match()
    begin(m, "P1", "itzal")
    m.attack("itzal", "kuma2", 3)
    m.phase("post", "equipo", "fin")
    m.ev("equip", equipment="jade", card="itzal", hidden=True)
    m.flag("5|3.4")
    return m


@redteam
def test_equip_ixim_then_rot_same_turn() -> Match:
    # §5 Fase de Equipo: "puede equipar … 1 carta de su Zona de Equipo" — one a turn,
    # even though the Ixim + Rot pair itself would be legal.
    m = Match()
    begin(m, "P1", "itzal")
    m.attack("itzal", "kuma2", 3)
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="itzal", hidden=False)
    m.ev("equip", equipment="jade", card="itzal", hidden=False)
    m.flag("5|3.4")
    return m


@redteam
def test_equip_card_that_only_used_a_pasiva() -> Match:
    # 3.4 Equipar 2: the card must have attacked or used its Activa. Tlalo only used an
    # (optional) Pasiva in Previa; Itzal attacked.
    m = Match()
    begin(m, "P1", "itzal", "tlalo", batalla=False)
    m.ev("pasiva", card="tlalo", text="Escala 1 a 1 Adendei aliado.", optional=True)
    m.ev("scale", card="itzal", amount=1)
    m.phase("batalla")
    m.attack("itzal", "kuma2", 4)
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="tlalo", hidden=False)
    m.flag("3.4")
    return m


@redteam
def test_equip_card_whose_attack_was_illegal() -> Match:
    # 6.7-P1: a card that declared an attack ignoring a restriction "no podrá equiparse
    # durante la fase de equipos". Itzal (1 descanso after T1) attacks in T3 (5.1), then
    # is equipped (flag at the equip: 3.4 or 6.7-P1).
    m = Match()
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal")
    m.pass_turn("P2")
    begin(m, "P1")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("5.1")
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="itzal", hidden=False)
    m.flag("3.4|6.7-P1")
    return m


def _nahui_equipped(m: Match, *equipment: str, last_hidden: bool = False) -> None:
    """Nahui (descanso 0) attacks in T1, T3, T5 … and is equipped each time."""
    for i, item in enumerate(equipment):
        if i:
            m.phase("fin")
            m.pass_turn("P2")
        begin(m, "P1", *(["nahui"] if i == 0 else []))
        m.attack("nahui", "ocelo2", 1)
        m.phase("post", "equipo")
        hidden = last_hidden and i == len(equipment) - 1
        m.ev("equip", equipment=item, card="nahui", hidden=hidden)


LIANA_SIDE = {"P1": default_side("P1", equipment=[*EQUIPMENT, "liana"])}


@redteam
def test_ixim_and_rot_then_a_second_revealed_ixim() -> Match:
    # 3.4: max 1 Ixim + 1 Rot; two Ixim only if one is hidden. Savia + Obsidiana are legal,
    # Liana revealed in T5 is the third (second Ixim, both revealed).
    m = Match(sides=copy.deepcopy(LIANA_SIDE))
    _nahui_equipped(m, "savia", "obsidiana", "liana")
    m.flag("3.4")
    return m


@redteam
def test_second_ixim_hidden_then_revealed() -> Match:
    # 3.4 Equipos Múltiples: a hidden second Ixim is legal (Savia T1, Liana hidden T3);
    # revealing it by choice while the other is revealed is not (flag at the reveal, T5).
    m = Match(sides=copy.deepcopy(LIANA_SIDE))
    _nahui_equipped(m, "savia", "liana", last_hidden=True)
    m.phase("fin")
    m.pass_turn("P2")
    begin(m, "P1", batalla=False)
    m.ev("reveal", card="liana")
    m.flag("3.4")
    return m


@redteam
def test_extra_equipment_card_takes_two_revealed_ixim() -> Match:
    # 3.4: "a menos que un efecto permita tener Ixim o Rot adicionales" — Tepe has
    # extra_equipment. Tepe (descanso 2) attacks in T1 and T7.
    side = default_side("P1", main=["tepe", "tlalo", "nahui"],
                        deck=[d if d != "tepe" else "itzal" for d in P1_DECK])
    m = Match(sides={"P1": side})
    attack_turn(m, "P1", "tepe", "kuma2", 3, "tepe", equip="savia")
    skip_to(m, 7)
    attack_turn(m, "P1", "tepe", "ocelo2", 3, equip="velo")
    return m


@redteam
def test_rava_equipped_with_a_rot() -> Match:
    # 3.3: "Los Ravas no pueden ser equipados con cartas que no lo indiquen en su texto."
    # Obsidiana (Rot) says nothing about Ravas.
    m = Match(sides={"P1": default_side("P1", deck=["tonatiuh", *P1_DECK])})
    begin(m, "P1", "nahui", batalla=False)
    m.ev("extinct", card="tlalo", reason="effect")
    m.replace("P1", "M2")  # Tonatiuh, revealed
    m.phase("batalla")
    m.attack("tonatiuh", "kuma2", 3)
    m.phase("post", "equipo")
    m.ev("equip", equipment="obsidiana", card="tonatiuh", hidden=True)
    m.flag("3.3|3.4")
    return m


# =============================================================================================
# 6.1, 6.2 — marks and healing
# =============================================================================================
@redteam
def test_second_quemar_in_a_later_turn() -> Match:
    # 6.1: "Una carta no puede tener 2 marcas del mismo tipo" (6.7-G13). Kuma is burnt in T1
    # by Itzal and again in T3 by Tlalo's Activa; the mark never left.
    m = Match()
    begin(m, "P1", "itzal", "tlalo")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Quema 1 carta rival.")
    m.ev("mark", target="kuma2", mark="quemar")
    close(m)
    m.pass_turn("P2")
    begin(m, "P1")
    m.ev("activa", card="tlalo", targets=["kuma2"], text="Quema 1 carta rival.")
    m.ev("mark", target="kuma2", mark="quemar")
    m.flag("6.1|6.7-G13")
    return m


@redteam
def test_abismar_removed_then_placed_again() -> Match:
    # 6.1: a mark removed (remover marcas) may be placed again; one mark of each kind is fine.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Abisma, envenena y quema 1 carta.")
    m.ev("mark", target="kuma2", mark="abismar")
    m.ev("mark", target="kuma2", mark="envenenar")
    m.ev("mark", target="kuma2", mark="quemar")
    close(m)
    begin(m, "P2", "ocelo2", batalla=False)
    m.ev("pasiva", card="ocelo2", text="Remueve 1 marca de 1 carta aliada.", optional=True)
    m.ev("unmark", target="kuma2", mark="abismar")
    m.ev("pass")
    begin(m, "P1", "tlalo")
    m.ev("activa", card="tlalo", targets=["kuma2"], text="Abisma 1 carta rival.")
    m.ev("mark", target="kuma2", mark="abismar")
    close(m)
    return m


def _itzal_hurt(m: Match, life_lost: int) -> None:
    """T1 P1 passes; T2 Kuma's Activa hurts Itzal by ``life_lost``."""
    m.pass_turn("P1")
    begin(m, "P2", "kuma2")
    m.ev("activa", card="kuma2", targets=["itzal"], text="Daña X a 1 carta rival.")
    m.ev("damage", target="itzal", amount=life_lost, kind="effect", source="kuma2")
    close(m)


@redteam
def test_heal_to_exactly_full() -> Match:
    # 6.2 Curar: Itzal at 4, healed 2 → exactly 6. Legal.
    m = Match()
    _itzal_hurt(m, 2)
    begin(m, "P1", "itzal", "tlalo")
    m.ev("activa", card="tlalo", targets=["itzal"], text="Cura 2 a 1 carta aliada.")
    m.ev("heal", target="itzal", amount=2, source="tlalo")
    close(m)
    return m


@redteam
def test_heal_more_than_missing_is_capped_not_illegal() -> Match:
    # 6.2: "Curar no incrementa la vida máxima" — Itzal at 5 healed 3 ends at 6; the card
    # was not at full life, so the heal is legal.
    m = Match()
    _itzal_hurt(m, 1)
    begin(m, "P1", "itzal", "tlalo")
    m.ev("activa", card="tlalo", targets=["itzal"], text="Cura 3 a 1 carta aliada.")
    m.ev("heal", target="itzal", amount=3, source="tlalo")
    close(m)
    return m


def test_heal_cap_state() -> None:
    m = BUILDERS["test_heal_more_than_missing_is_capped_not_illegal"]()
    replay = verify(m)
    heal_seq = next(i for i, e in enumerate(m.events, 1) if e["action"] == "heal")
    assert card_state(replay, heal_seq, "P1", "itzal")["life"] == 6


@redteam
def test_heal_protector_at_twelve() -> Match:
    # 6.2 / glosario Vida: a card with its vida máxima complete cannot be healed; a
    # Protector's is 12.
    m = Match()
    begin(m, "P1", "tlalo")
    m.ev("activa", card="tlalo", targets=["anaya"], text="Cura 1 a 1 carta aliada.")
    m.ev("heal", target="anaya", amount=1, source="tlalo")
    m.flag("6.2")
    return m


@redteam
def test_heal_protector_at_ten_is_fine() -> Match:
    # The Protector's maximum is 12, not 6: at 10, healing 2 is legal (→ 12).
    side = default_side("P2", main=["ehecatl", "ocelo", "cuetla"],
                        deck=["kuma", *P2_DECK[1:]])
    m = Match(sides={"P2": side})
    m.pass_turn("P1")
    begin(m, "P2", "ehecatl2")
    m.ev("activa", card="ehecatl2", targets=["anaya"], text="Daña 2 al Protector rival.")
    m.ev("damage", target="anaya", amount=2, kind="effect", source="ehecatl2")
    close(m)
    begin(m, "P1", "tlalo")
    m.ev("activa", card="tlalo", targets=["anaya"], text="Cura 2 a 1 carta aliada.")
    m.ev("heal", target="anaya", amount=2, source="tlalo")
    close(m)
    return m


# =============================================================================================
# 3.2, 3.6, 6.7-T3 — hiding
# =============================================================================================
@redteam
def test_rival_hides_my_token() -> Match:
    # 3.6: Tokens "No pueden ser ocultados". P1's Token is hidden by P2's Activa in T2.
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("extinct", card="tlalo", reason="effect")
    m.ev("token", slot="M2", name="lobo1", stats={"damage": 0, "rest": 0}, by="itzal")
    m.ev("pass")
    begin(m, "P2", "kuma2")
    m.ev("activa", card="kuma2", targets=["lobo1"], text="Oculta 1 carta rival.")
    m.ev("hide", card="lobo1", by="kuma2")
    m.flag("3.6|6.7-T3")
    return m


@redteam
def test_hide_own_protector() -> Match:
    # 3.2: the Protector "no puede ser ocultado … por ningún efecto" — not even its owner's.
    m = Match()
    m.pass_turn("P1")
    begin(m, "P2", "ocelo2")
    m.ev("activa", card="ocelo2", targets=["bruno2"], text="Oculta 1 carta.")
    m.ev("hide", card="bruno2", by="ocelo2")
    m.flag("3.2|6.7-T3")
    return m


@redteam
def test_hiding_an_equipped_card_returns_its_equipment() -> Match:
    # 3.4: "Si una carta equipada es ocultada … sus equipos regresan a la Zona de Equipos".
    m = p2_equips_savia()
    begin(m, "P1", "tlalo")
    m.ev("activa", card="tlalo", targets=["kuma2"], text="Oculta 1 carta rival.")
    m.ev("hide", card="kuma2", by="tlalo")
    close(m)
    return m


def test_hidden_card_equipment_state() -> None:
    m = BUILDERS["test_hiding_an_equipped_card_returns_its_equipment"]()
    replay = verify(m)
    hide_seq = next(i for i, e in enumerate(m.events, 1) if e["action"] == "hide")
    before = card_state(replay, hide_seq - 1, "P2", "kuma2")
    after = card_state(replay, hide_seq, "P2", "kuma2")
    assert before["equipment"] == ["savia2"]
    assert after["hidden"] and after["equipment"] == []
    zone = replay.state_json(hide_seq)["players"]["P2"]["equipment_zone"]
    assert "savia2" in [c["instance"] for c in zone]
