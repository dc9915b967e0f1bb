"""Kódem red-team, fourth round: logs written from the rulebook and the contract only.

Each builder states by hand, before the checker ran, the flags ``(seq, player,
section, severity)`` the rulebook asks for; the comments quote the rule. Some are
cases where the checker first disagreed (the fix is in ``judge_app/games/kodem/``),
the others edges it already read right, kept so they stay right. Turn arithmetic:
P1 plays the odd global turns, P2 the even ones; a card with ``rest`` r that attacks
in its owner's turn T is available again in own turn T + 2(r + 1); a Protector is
first available in its owner's fourth turn (P1: turn 7).
"""

from __future__ import annotations

from tests.support.kodem import (
    PENALTY_P1,
    Match,
    begin,
    card_state,
    close,
    redteam,
    verify,
)

JUNGLA = ("P1", "P2", "P3")


# =============================================================================================
# Two long games as a floor judge logs them: every phase, equipment, a Vínculo, Extinción
# =============================================================================================
def long_standard_game(mistake: bool) -> Match:
    """Eleven turns of a standard game; with ``mistake`` Tlalo attacks in T9 while resting.

    Descansos by hand: Itzal (rest 1) attacks T1 → 1 at Fin T1, began T3 resting → 0 at Fin
    T3, attacks again T5. Anaya (3 at the start) is first available in T7; the Vínculo
    gives Anaya 3 and Tlalo 1 at Fin T7, so Tlalo still rests in T9 (it began T9 resting:
    0 at Fin T9).
    """
    m = Match()
    # T1 P1
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.ev("reveal", card="tlalo")
    m.phase("batalla")
    m.attack("itzal", "kuma2", 3)                       # Kuma2 6 → 3
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="itzal", hidden=False)
    m.phase("fin")
    # T2 P2
    m.turn("P2")
    m.phase("previa")
    m.ev("reveal", card="kuma2")
    m.ev("reveal", card="ocelo2")
    m.phase("batalla")
    m.attack("ocelo2", "tlalo", 2)                      # Tlalo 6 → 4
    m.phase("post", "equipo")
    m.ev("equip", equipment="obsidiana2", card="ocelo2", hidden=False)
    m.phase("fin")
    # T3 P1: Itzal rests (1); Nahui (rest 0) attacks and takes a hidden Rot
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="nahui")
    m.phase("batalla")
    m.attack("nahui", "kuma2", 1)                       # Kuma2 3 → 2
    m.phase("post", "equipo")
    m.ev("equip", equipment="obsidiana", card="nahui", hidden=True)
    m.phase("fin")
    # T4 P2: Kuma (rest 2) attacks Itzal
    m.turn("P2")
    m.phase("previa", "batalla")
    m.attack("kuma2", "itzal", 4)                       # Itzal 6 → 2
    m.phase("post", "equipo", "fin")
    # T5 P1: Itzal is available again and finishes Kuma2
    m.turn("P1")
    m.phase("previa", "batalla")
    m.attack("itzal", "kuma2", 3)                       # Kuma2 2 → 0
    m.phase("post")
    m.ev("extinct", "P2", card="kuma2", reason="life")
    m.replace("P2", "M1")                               # Ehécatl2, revealed
    m.phase("equipo", "fin")
    # T6 P2: Ocelo (rest 0) finishes Itzal; Savia follows it to Extinción
    m.turn("P2")
    m.phase("previa", "batalla")
    m.attack("ocelo2", "itzal", 2)                      # Itzal 2 → 0
    m.phase("post")
    m.ev("extinct", "P1", card="itzal", reason="life")
    m.replace("P1", "M1", hidden=True)                  # Ehécatl, hidden
    m.phase("equipo", "fin")
    # T7 P1: Anaya is available; Vínculo with Tlalo, its effect damages Ocelo2
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="ehecatl")
    m.phase("batalla")
    m.ev("link", protector="anaya", card="tlalo")
    m.ev("activa", card="anaya", targets=["ocelo2"], text="Daña 2 a 1 Adendei rival.")
    m.ev("damage", target="ocelo2", amount=2, kind="effect", source="anaya")   # 6 → 4
    m.phase("post", "equipo", "fin")
    # T8 P2 passes
    m.turn("P2")
    m.phase("previa")
    m.ev("pass")
    # T9 P1: Ehécatl (may damage Protectors) attacks Bruno2; or Tlalo, still resting
    m.turn("P1")
    m.phase("previa", "batalla")
    if mistake:
        m.ev("attack", card="tlalo", targets=["ocelo2"], damage=2)
        m.flag("5.1", penalty=PENALTY_P1)
    else:
        m.attack("ehecatl", "bruno2", 3)                # Bruno2 12 → 9
    m.phase("post", "equipo")
    if not mistake:
        m.ev("equip", equipment="jade", card="ehecatl", hidden=False)
    m.phase("fin")
    # T10 P2: sends its Bio to Extinción, updating 1 descanso of all its cards
    m.turn("P2")
    m.phase("previa")
    m.ev("reveal", card="volcan2")
    m.ev("bio_extinct", update_rests=True)
    m.phase("batalla")
    m.attack("ocelo2", "tlalo", 2)                      # Tlalo 4 → 2
    m.phase("post", "equipo", "fin")
    # T11 P1: P2 concedes
    m.turn("P1")
    m.ev("game_end", winner="P1", reason="concesión")
    return m


@redteam
def test_long_standard_game_clean() -> Match:
    m = long_standard_game(mistake=False)
    assert len(m.events) >= 60
    return m


@redteam
def test_long_standard_game_with_a_resting_attacker() -> Match:
    return long_standard_game(mistake=True)


def test_long_standard_game_ledger() -> None:
    m = long_standard_game(mistake=False)
    replay = verify(m)
    last = len(m.events)
    assert card_state(replay, last, "P2", "bruno2")["life"] == 9
    assert card_state(replay, last, "P1", "tlalo")["life"] == 2
    state = replay.state_json(last)
    assert len(state["players"]["P2"]["extinction"]) == 2      # Kuma2 and Volcán2
    assert len(state["players"]["P1"]["extinction"]) == 2      # Itzal and its Savia


# =============================================================================================
# 6.1 — a heal removes the marks of the card it heals
# =============================================================================================
def _kuma_burnt_then_healed(heal: bool) -> Match:
    """T1: Itzal's Activa deals 2 to Kuma2 and burns it; T2: Kuma2's Pasiva heals it (or
    not); T5: Itzal (rest 1, available again) burns Kuma2 once more."""
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Daña 2 y quema 1 carta rival.")
    m.ev("damage", target="kuma2", amount=2, kind="effect", source="itzal")
    m.ev("mark", target="kuma2", mark="quemar")
    close(m)
    m.turn("P2")
    m.phase("previa")
    m.ev("reveal", card="kuma2")
    if heal:
        m.ev("pasiva", card="kuma2", text="Cura 1 a una carta aliada.")
        m.ev("heal", target="kuma2", amount=1, source="kuma2")
    m.ev("pass")
    m.pass_turn("P1")
    m.pass_turn("P2")
    begin(m, "P1")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Daña 2 y quema 1 carta rival.")
    m.ev("damage", target="kuma2", amount=2, kind="effect", source="itzal")
    m.ev("mark", target="kuma2", mark="quemar")
    return m


@redteam
def test_a_healed_card_can_be_burnt_again() -> Match:
    # 6.1: "Las marcas … podrán ser eliminadas con los efectos de curación"; its example: the
    # mark "sólo se removerá por un efecto específico (remover marca, curación)". The heal of
    # T2 took the Quemar off, so the new Quemar of T5 is the card's only one.
    m = _kuma_burnt_then_healed(heal=True)
    close(m)
    return m


@redteam
def test_an_unhealed_card_cannot_be_burnt_again() -> Match:
    # Near miss: no heal, the first Quemar is still there (6.1, 6.7-G13).
    m = _kuma_burnt_then_healed(heal=False)
    m.flag("6.1")
    return m


def test_the_heal_takes_the_mark_off() -> None:
    m = _kuma_burnt_then_healed(heal=True)
    replay = verify(m)
    heal_seq = next(i for i, e in enumerate(m.events, 1) if e["action"] == "heal")
    assert card_state(replay, heal_seq - 1, "P2", "kuma2")["marks"] == ["quemar"]
    assert card_state(replay, heal_seq, "P2", "kuma2")["marks"] == []


# =============================================================================================
# 6.5 — an attack resolves on the cards it was declared against
# =============================================================================================
@redteam
def test_attack_damage_lands_on_an_undeclared_card() -> Match:
    # 6.5.3 "Resolver un ataque: … reducir la vida de la carta rival por el daño del ataque
    # declarado"; §5 Declaración: "debes indicar las cartas involucradas". Itzal declared
    # against Kuma2; the log resolves its damage on Ocelo2 with nothing in between that
    # could redirect it (Desviar is an effect). A warning: the log may have left the
    # redirecting effect out.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.ev("damage", target="ocelo2", amount=3, kind="attack", source="itzal")
    m.flag("6.5", severity="warning")
    return m


@redteam
def test_attack_redirected_by_an_activa_rapida() -> Match:
    # Near miss: Ocelo2 answers with "Si 1 carta aliada es atacada, desvía el ataque a esta
    # carta" (6.6.1's own example of an Activa-Rápida); the damage lands on Ocelo2.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.ev("reveal", "P2", card="ocelo2")
    m.ev("activa_rapida", "P2", card="ocelo2", targets=["itzal"],
         text="Si 1 carta aliada es atacada, desvía el ataque a esta carta.")
    m.ev("damage", target="ocelo2", amount=3, kind="attack", source="itzal")
    close(m)
    return m


@redteam
def test_attack_on_a_card_swapped_into_the_slot() -> Match:
    # Near miss: an effect swapped Kuma2 and Ocelo2 after the declaration (6.4).
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.ev("reveal", "P2", card="ocelo2")
    m.ev("pasiva_rapida", "P2", card="ocelo2", text="Cambia de lugar con 1 carta aliada.")
    m.ev("swap", "P2", card="ocelo2", target="kuma2")
    m.ev("damage", target="ocelo2", amount=3, kind="attack", source="itzal")
    close(m)
    return m


@redteam
def test_multiple_attack_resolves_on_each_declared_card() -> Match:
    # Near miss: 6.5 Ataque Múltiple — one attack on two cards, both resolved.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("attack", card="itzal", targets=["kuma2", "ocelo2"], damage=3)
    m.ev("damage", target="kuma2", amount=3, kind="attack", source="itzal")
    m.ev("damage", target="ocelo2", amount=3, kind="attack", source="itzal")
    close(m)
    return m
