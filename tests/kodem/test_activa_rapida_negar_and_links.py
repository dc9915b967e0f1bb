"""Kódem Activa-Rápida, Negar, Quemar on an Activa, and who may be equipped or linked.

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
    JUNGLA,
    Match,
    attack_turn,
    begin,
    card_state,
    close,
    mp_pass,
    p2_loses_nine,
    redteam,
    skip_to,
    verify,
)


# =============================================================================================
# More probes: Activa-Rápida, Negar, Quemar on an Activa, who may be equipped or linked
# =============================================================================================
@redteam
def test_resting_card_answers_with_activa_rapida() -> Match:
    # 6.6.1: Activas-Rápidas "funcionan igual que las Activas": a resting card cannot use
    # them. Kuma (descanso 2) answers in T1 → 2 after T1, 1 after T2; in T3 it still rests.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("attack", card="itzal", targets=["ocelo2"], damage=3)
    m.ev("reveal", "P2", card="kuma2")
    m.ev("activa_rapida", "P2", card="kuma2", targets=["itzal"],
         text="Activa-Rápida: si una carta aliada es atacada, daña 1 a la atacante.")
    m.ev("damage", "P2", target="itzal", amount=1, kind="effect", source="kuma2")
    m.ev("damage", target="ocelo2", amount=3, kind="attack", source="itzal")
    close(m)
    m.pass_turn("P2")
    begin(m, "P1", "nahui")
    m.ev("attack", card="nahui", targets=["ocelo2"], damage=1)
    m.ev("activa_rapida", "P2", card="kuma2", targets=["nahui"],
         text="Activa-Rápida: si una carta aliada es atacada, daña 1 a la atacante.")
    m.flag("5.1")
    return m


@redteam
def test_negated_attack_still_rests() -> Match:
    # Glosario, Negar un ataque: "resuelva como si el ataque … no se hubieran declarado, sin
    # embargo, la carta deberá descansar al final del turno". Itzal's negated attack in T1
    # still gives it 1 descanso → resting in T3.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.ev("reveal", "P2", card="cuetla2")
    m.ev("activa_rapida", "P2", card="cuetla2", targets=["itzal"],
         text="Activa-Rápida: niega 1 ataque.")
    m.ev("negate", "P2", target="itzal", what="attack")
    close(m)
    m.pass_turn("P2")
    begin(m, "P1")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("5.1")
    return m


def test_quemar_on_declaring_an_activa_state() -> None:
    # 6.1 Quemar: 1 damage "cada vez que declare ataque o Activa" — an Activa alone too.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Quema 1 carta rival.")
    m.ev("mark", target="kuma2", mark="quemar")
    close(m)
    begin(m, "P2", "kuma2")
    m.ev("activa", card="kuma2", targets=["itzal"], text="Daña 1 a 1 carta rival.")
    replay = verify(m)
    assert card_state(replay, len(m.events), "P2", "kuma2")["life"] == 5


@redteam
def test_equip_a_token_that_attacked() -> Match:
    # 3.4: "Sólo los Adendei pueden ser equipados (a menos que la carta indique lo
    # contrario)". The Token attacked, but it is no Adendei.
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("extinct", card="tlalo", reason="effect")
    m.ev("token", slot="M2", name="lobo1", stats={"damage": 1, "rest": 0}, by="itzal")
    m.phase("batalla")
    m.attack("lobo1", "kuma2", 1)
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="lobo1", hidden=False)
    m.flag("3.4")
    return m


@redteam
def test_equip_the_protector_that_attacked() -> Match:
    # 3.4: only Adendei are equipped; Anaya attacked in T7 (P1's 4th turn, legal).
    m = Match()
    skip_to(m, 7)
    begin(m, "P1")
    m.attack("anaya", "kuma2", 2)
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="anaya", hidden=False)
    m.flag("3.4")
    return m


@redteam
def test_link_with_a_resting_adendei() -> Match:
    # 3.2: "puedes vincularlo a un Adendei disponible". Itzal attacked in T5 (1 descanso):
    # in T7 it is resting.
    m = Match()
    skip_to(m, 5)
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal")
    m.pass_turn("P2")
    begin(m, "P1")
    m.ev("link", protector="anaya", card="itzal")
    m.flag("3.2|5.1")
    return m


@redteam
def test_link_with_a_hidden_adendei() -> Match:
    # 3.2 / 6.7-G9: a hidden card is not considered an Adendei; only an Adendei is linked.
    m = Match()
    skip_to(m, 7)
    begin(m, "P1")
    m.ev("link", protector="anaya", card="tlalo")
    m.flag("3.2|6.7-G5")
    return m


@redteam
def test_attack_after_pass() -> Match:
    # §5 Pasar turno: straight to Fin de Turno skipping the phases in between.
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("pass")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("5")
    return m


@redteam
def test_rival_reveals_after_its_pasiva_rapida_declaration() -> Match:
    # The other way of logging the legal Pasiva-Rápida response: declaration, then reveal.
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("pasiva_rapida", "P2", card="cuetla2",
         text="Pasiva-Rápida: si una carta rival es revelada, dáñala 1.")
    m.ev("reveal", "P2", card="cuetla2")
    m.ev("damage", "P2", target="itzal", amount=1, kind="effect", source="cuetla2")
    m.phase("batalla")
    m.attack("itzal", "cuetla2", 3)
    close(m)
    return m


@redteam
def test_game_end_reason_written_in_spanish() -> Match:
    # match-log: game_end {winner, reason} — "the replay checks the claim". The reason is
    # free text; a Spanish scorekeeper writes "extinción". 9 cards are not a victory.
    m, _ = p2_loses_nine()
    m.ev("game_end", winner="P1", reason="extinción")
    m.flag("4")
    return m


def _cazador_kills(kills: int) -> Match:
    """Cazador, target 2: P1 destroys Kuma2 (T1, rival P2) and, if ``kills`` is 2, Kuma3
    (T4, rival P3); then claims the victory."""
    m = Match(players=JUNGLA, variant="cazador", target_count=2)
    begin(m, "P1", "itzal", rival="P2")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Daña 6 a 1 carta rival.")
    m.ev("damage", target="kuma2", amount=6, kind="effect", source="itzal")
    m.phase("post")
    m.ev("extinct", "P2", card="kuma2", reason="life")
    m.replace("P2", "M1", hidden=True)
    m.phase("equipo", "fin")
    mp_pass(m, "P2", "P3")
    mp_pass(m, "P3", "P1")
    begin(m, "P1", "tlalo", rival="P3")
    if kills == 2:
        m.ev("activa", card="tlalo", targets=["kuma3"], text="Daña 6 a 1 carta rival.")
        m.ev("damage", target="kuma3", amount=6, kind="effect", source="tlalo")
        m.phase("post")
        m.ev("extinct", "P3", card="kuma3", reason="life")
        m.replace("P3", "M1", hidden=True)
    m.ev("game_end", winner="P1", reason="target_count")
    return m


@redteam
def test_cazador_claim_with_the_agreed_count() -> Match:
    # 8.1 Cazador: "El primer jugador que envíe a Extinción el número de cartas rivales
    # acordado" — 2 rival cards (one of each rival) is the target.
    return _cazador_kills(2)


@redteam
def test_cazador_claim_one_short() -> Match:
    m = _cazador_kills(1)
    m.flag("8.1|4")
    return m


@redteam
def test_manada_rival_is_a_teammate() -> Match:
    # 8.1 Reglas Generales 2: the turn player "elige un jugador rival"; in Manada P3 is P1's
    # own pack, not a rival. The choice itself is wrong: flagged at the `turn` (as the
    # checker does for any other impossible rival), and the attack is then within the
    # (wrongly) chosen pair, so it is not flagged again.
    m = Match(players=("P1", "P2", "P3", "P4"), variant="manada",
              teams=[["P1", "P3"], ["P2", "P4"]], target_count=10)
    begin(m, "P1", "itzal", rival="P3")
    m.flag("8.1", seq=1)
    m.ev("attack", card="itzal", targets=["kuma3"], damage=3)
    return m


@redteam
def test_replacement_does_not_inherit_descansos() -> Match:
    # 5.3.1: the substitute enters with 6 vida; descansos belong to the card that attacked.
    # Itzal attacks in T1 (1 descanso) and dies in T2; Ehécatl (descanso 0) takes M1 and
    # attacks in T3.
    m = Match()
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal")
    begin(m, "P2", "kuma2")
    m.ev("activa", card="kuma2", targets=["itzal"], text="Daña 6 a 1 carta rival.")
    m.ev("damage", target="itzal", amount=6, kind="effect", source="kuma2")
    m.phase("post")
    m.ev("extinct", "P1", card="itzal", reason="life")
    m.replace("P1", "M1")
    m.phase("equipo", "fin")
    attack_turn(m, "P1", "ehecatl", "ocelo2", 3)
    return m


@redteam
def test_own_card_revealed_by_an_activa_in_batalla() -> Match:
    # §5 Previa lists "Revelar" as a Previa action, but 6 (card text wins) and the `by` field
    # of `reveal` (an effect source) make an effect's reveal legal in any phase.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("activa", card="itzal", targets=["tlalo"], text="Revela 1 carta aliada.")
    m.ev("reveal", card="tlalo", by="itzal")
    close(m)
    return m


@redteam
def test_rival_card_revealed_by_my_pasiva_in_previa() -> Match:
    # The rival-reveal restriction (§5 Previa NOTA) is about the rival revealing by choice;
    # here P1's optional Pasiva reveals P2's card (player P1, by Itzal).
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("pasiva", card="itzal", text="Revela 1 carta rival.", optional=True)
    m.ev("reveal", card="kuma2", by="itzal")
    m.ev("pass")
    return m
