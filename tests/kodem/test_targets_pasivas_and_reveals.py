"""Kódem targets without the statistic (6.7-G4), Pasivas (5.2, 6.6.2), rival reveals (5/previa).

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
    begin,
    close,
    p2_equips_savia,
    redteam,
)


# =============================================================================================
# 6.7-G4 — targets without the statistic
# =============================================================================================
@redteam
def test_attack_on_rival_equipment() -> Match:
    # 6.7-G4.1: no attack on a card without vida máxima: an equipped Ixim.
    m = p2_equips_savia()
    begin(m, "P1", "tlalo")
    m.ev("attack", card="tlalo", targets=["savia2"], damage=2)
    m.flag("6.7-G4")
    return m


@redteam
def test_descansos_on_equipment() -> Match:
    # 6.7-G4.2: no descansos on a card without the statistic; reported at the resolution.
    m = p2_equips_savia()
    begin(m, "P1", "tlalo")
    m.ev("activa", card="tlalo", targets=["savia2"], text="1 carta rival recibe 1 descanso.")
    m.ev("rest", card="savia2", amount=1, source="tlalo")
    m.flag("6.7-G4")
    return m


@redteam
def test_attack_on_hidden_bio() -> Match:
    # 6.7-G4.1 (and glosario: the Bio has no vida nor descansos), even face down.
    m = Match()
    begin(m, "P1", "nahui")
    m.ev("attack", card="nahui", targets=["volcan2"], damage=1)
    m.flag("6.7-G4")
    return m


# =============================================================================================
# 5.2, 6.6.2 — Pasivas
# =============================================================================================
@redteam
def test_rival_pasiva_in_my_batalla() -> Match:
    # 5.2: Pasivas are declared in every phase except Batalla — for both players.
    # Kuma is revealed as a battle response (legal), then P2 declares a Pasiva (flag, P2).
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.ev("reveal", "P2", card="kuma2")
    m.ev("pasiva", "P2", card="kuma2", text="Si esta carta es atacada, escala 1.",
         optional=False)
    m.flag("5.2")
    return m


@redteam
def test_rival_optional_pasiva_in_my_previa() -> Match:
    # 6.6.2 Pasivas Opcionales: "exclusivamente durante tu Fase Previa". P2's revealed Kuma
    # uses its optional Pasiva in P1's Previa (T3).
    m = Match()
    m.pass_turn("P1")
    begin(m, "P2", "kuma2", batalla=False)
    m.ev("pass")
    begin(m, "P1", batalla=False)
    m.ev("pasiva", "P2", card="kuma2", text="Escala 1 a 1 Adendei aliado.", optional=True)
    m.flag("6.6.2")
    return m


@redteam
def test_optional_pasiva_in_own_fin() -> Match:
    m = Match()
    begin(m, "P1", "tlalo")
    m.phase("post", "equipo", "fin")
    m.ev("pasiva", card="tlalo", text="Escala 1 a 1 Adendei aliado.", optional=True)
    m.flag("6.6.2")
    return m


@redteam
def test_non_optional_pasivas_outside_batalla_are_fine() -> Match:
    # 5.2 NOTA: Pasivas that meet their condition may be declared in every phase but Batalla.
    m = Match()
    begin(m, "P1", "itzal", "tlalo")
    m.attack("itzal", "kuma2", 3)
    for ph in ("post", "equipo", "fin"):
        m.phase(ph)
        m.ev("pasiva", card="tlalo", text="Si una carta aliada atacó, escala 1.", optional=False)
    return m


# =============================================================================================
# 5/previa — the rival reveals
# =============================================================================================
@redteam
def test_rival_reveals_in_my_post() -> Match:
    # §5 NOTA: "Durante las Fases Previa, Post, Equipos y Fin de turno, el jugador rival solo
    # puede revelar cartas con Pasiva-Rápida". Kuma is revealed in P1's Post with nothing.
    m = Match()
    begin(m, "P1", "itzal")
    m.attack("itzal", "ocelo2", 3)
    m.phase("post")
    m.ev("reveal", "P2", card="kuma2")
    m.flag("5|6.6.2")
    return m


@redteam
def test_rival_reveals_in_batalla_before_any_declaration() -> Match:
    # §5 Batalla, Respuesta rival: the rival reveals in answer to an attack or Activa.
    # Before anything is declared there is nothing to answer.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("reveal", "P2", card="kuma2")
    m.flag("5|6.6.2")
    return m


@redteam
def test_rival_reveals_to_use_pasiva_rapida_in_previa() -> Match:
    # §5 Previa NOTA: the rival may reveal a card with Pasiva-Rápida and use it as a response
    # (6.6.2: in response to a revelation). P1 reveals Itzal; P2 answers with Cuetla.
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("reveal", "P2", card="cuetla2")
    m.ev("pasiva_rapida", "P2", card="cuetla2",
         text="Pasiva-Rápida: si una carta rival es revelada, dáñala 1.")
    m.ev("damage", "P2", target="itzal", amount=1, kind="effect", source="cuetla2")
    m.phase("batalla")
    m.attack("itzal", "cuetla2", 3)
    close(m)
    return m
