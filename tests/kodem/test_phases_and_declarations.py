"""Kódem phase order, actions outside their phase (§5) and one card a turn (5/batalla, 6.6.1).

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
    Match,
    attack_turn,
    begin,
    close,
    redteam,
    skip_to,
)


# =============================================================================================
# §5 — phase order and actions outside their phase
# =============================================================================================
@redteam
def test_phase_back_from_equipo_to_batalla() -> Match:
    # §5: going back is an error (k-fix 2), here Equipo → Batalla in P2's turn.
    m = Match()
    m.pass_turn("P1")
    m.turn("P2")
    m.phase("previa", "batalla", "post", "equipo", "batalla")
    m.flag("5")
    return m


@redteam
def test_phase_repeated_post() -> Match:
    # §5: repeating a phase is going back to it.
    m = Match()
    m.turn("P1")
    m.phase("previa", "batalla", "post", "post")
    m.flag("5")
    return m


@redteam
def test_pass_declared_in_batalla() -> Match:
    # §5 Fase Previa: "Pasar turno" is a Previa action; `pass` goes from previa to fin.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("pass")
    m.flag("5")
    return m


@redteam
def test_attack_declared_in_post() -> Match:
    # §5 Fase de Batalla: attacks only in Batalla; in Post it is an action outside its phase.
    m = Match()
    begin(m, "P1", "itzal")
    m.phase("post")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("5")
    return m


@redteam
def test_activa_declared_in_equipo() -> Match:
    # 6.6.1: "Se declaran solamente durante la Fase de Batalla"; §5 action outside its phase.
    m = Match()
    begin(m, "P1", "tlalo")
    m.phase("post", "equipo")
    m.ev("activa", card="tlalo", targets=["ocelo2"], text="Daña 1 a 1 carta rival.")
    m.flag("5|6.6.1")
    return m


@redteam
def test_link_declared_in_previa() -> Match:
    # 3.2 Vínculo Odémico: "Durante la Fase de Batalla, si tu Protector está disponible…".
    # Turn 7 is P1's 4th turn: Anaya is available, only the phase is wrong.
    m = Match()
    skip_to(m, 7)
    begin(m, "P1", "itzal", batalla=False)
    m.ev("link", protector="anaya", card="itzal")
    m.flag("3.2|5")
    return m


@redteam
def test_rival_attacks_in_my_batalla() -> Match:
    # §5 Batalla, Declaración: the turn player's card attacks; the rival only responds
    # (reveals, Activas-Rápidas). P2 declaring an attack in P1's turn is outside its turn.
    m = Match()
    m.pass_turn("P1")
    attack_turn(m, "P2", "ocelo2", "itzal", 2, "ocelo2")
    begin(m, "P1", "itzal")
    m.attack("itzal", "kuma2", 3)
    m.ev("attack", "P2", card="ocelo2", targets=["itzal"], damage=2)
    m.flag("5|6.5|6.6")
    return m


# =============================================================================================
# 5/batalla, 6.6.1 — one card a turn (Rot exception)
# =============================================================================================
@redteam
def test_attack_then_other_card_activa() -> Match:
    # §5 Batalla: "sólo se podrá atacar y/o usar la Activa de 1 carta por turno".
    # Itzal attacked; Tlalo's Activa (no attack) is a second card.
    m = Match()
    begin(m, "P1", "itzal", "tlalo")
    m.attack("itzal", "kuma2", 3)
    m.ev("activa", card="tlalo", targets=["ocelo2"], text="Daña 1 a 1 carta rival.")
    m.flag("5/batalla|6.6.1")
    return m


def _itzal_with_rot(m: Match) -> None:
    """T1 Itzal attacks and gets the Rot Obsidiana (revealed); turns 2-4 pass."""
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal", equip="obsidiana")
    skip_to(m, 5)  # Itzal: 1 after T1, 0 after T3 → available in T5


@redteam
def test_rot_activa_and_carrier_attack_are_one() -> Match:
    # §5 Batalla (exception) and 6.6.1: the Activa of a card and of its Rot count as one.
    m = Match()
    _itzal_with_rot(m)
    begin(m, "P1")
    m.attack("itzal", "ocelo2", 3)
    m.ev("activa", card="obsidiana", targets=["cuetla2"], text="Daña 1 a 1 carta rival.")
    m.ev("damage", target="cuetla2", amount=1, kind="effect", source="obsidiana")
    close(m)
    return m


@redteam
def test_rot_activa_gives_no_descanso() -> Match:
    # 5.1: "La declaración de Activa de las cartas equipo Rot NO aplicarán descansos para la
    # carta Rot ni para su carta equipada". T5 only the Rot's Activa; T7 Itzal may attack.
    m = Match()
    _itzal_with_rot(m)
    begin(m, "P1")
    m.ev("activa", card="obsidiana", targets=["ocelo2"], text="Daña 1 a 1 carta rival.")
    m.ev("damage", target="ocelo2", amount=1, kind="effect", source="obsidiana")
    close(m)
    m.pass_turn("P2")
    begin(m, "P1")
    m.attack("itzal", "ocelo2", 3)
    close(m)
    return m


@redteam
def test_own_activa_does_give_descanso() -> Match:
    # Contrast: in T5 Itzal uses its OWN Activa → 1 descanso at T5's Fin → resting in T7.
    m = Match()
    _itzal_with_rot(m)
    begin(m, "P1")
    m.ev("activa", card="itzal", targets=["ocelo2"], text="Daña 1 a 1 carta rival.")
    m.ev("damage", target="ocelo2", amount=1, kind="effect", source="itzal")
    close(m)
    m.pass_turn("P2")
    begin(m, "P1")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("5.1")
    return m
