"""Kódem ``game_end`` claims (4, 8.1, 8.2) and multiplayer flags (8.1).

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
    JUNGLA,
    Match,
    attack_turn,
    begin,
    card_state,
    close,
    default_side,
    ext_side,
    mp_pass,
    p2_loses_nine,
    redteam,
    verify,
)


# =============================================================================================
# 4, 8.1, 8.2 — game_end claims; Protector Extinción mills 3; Tokens never count
# =============================================================================================
@redteam
def test_game_end_true_with_mill_equipment_and_bio() -> Match:
    # §4: 10 cards of the rival in Extinción; all kinds count but Tokens. The 10th is the
    # Adendei now in M1.
    m, in_m1 = p2_loses_nine()
    m.ev("extinct", card=in_m1, reason="effect")
    m.replace("P2", "M1", hidden=True)
    m.ev("game_end", winner="P1", reason="extinction")
    return m


def test_game_end_count_state() -> None:
    m = BUILDERS["test_game_end_true_with_mill_equipment_and_bio"]()
    replay = verify(m)
    p2 = replay.state_json(len(m.events) - 1)["players"]["P2"]
    assert p2["extinction_count"] == 10
    names = {c["instance"] for c in p2["extinction"]}
    assert {"bruno2", "ehecatl2", "itzal2", "tlalo2", "savia2", "volcan2"} <= names


@redteam
def test_game_end_claimed_with_nine() -> Match:
    m, _ = p2_loses_nine()
    m.ev("game_end", winner="P1", reason="extinction")
    m.flag("4")
    return m


@redteam
def test_game_end_for_the_wrong_winner() -> Match:
    # P2 has 10 cards in its own Extinción: P1 wins, not P2.
    m, in_m1 = p2_loses_nine()
    m.ev("extinct", card=in_m1, reason="effect")
    m.replace("P2", "M1", hidden=True)
    m.ev("game_end", winner="P2", reason="extinction")
    m.flag("4")
    return m


@redteam
def test_tokens_never_count_toward_the_ten() -> Match:
    # 3.6 / §4: a Token "en ningún momento contará como carta en Extinción". 9 real cards +
    # 1 Token in P2's Extinción is not a victory.
    m = Match()
    m.pass_turn("P1")
    begin(m, "P2", "cuetla2", batalla=False)
    m.ev("extinct", card="bruno2", reason="effect")   # 4
    m.mill3("P2")
    m.ev("bio_extinct")                                # 5
    m.ev("extinct", card="kuma2", reason="effect")    # 6
    in_m1 = m.replace("P2", "M1", hidden=True)
    m.ev("extinct", card="ocelo2", reason="effect")   # 7
    m.ev("token", slot="M2", name="lobo2", stats={"damage": 0, "rest": 0}, by="cuetla2")
    m.ev("extinct", card="lobo2", reason="effect")    # still 7
    m.replace("P2", "M2", hidden=True)
    m.ev("extinct", card="cuetla2", reason="effect")  # 8
    m.replace("P2", "M3", hidden=True)
    m.ev("extinct", card=in_m1, reason="effect")      # 9 (the card in M1)
    m.replace("P2", "M1", hidden=True)
    m.ev("game_end", winner="P1", reason="extinction")
    m.flag("4")
    return m


def test_protector_extinction_mills_three_and_substitute_enters() -> None:
    # 3.2: the top 3 of the Mazo follow the Protector; the substitute Protector enters with
    # 12 vida and the same descansos (Anaya has 2 after T1: Tekei enters with 2).
    m = Match(sides={"P1": default_side("P1", protectors=["anaya", "tekei"])})
    m.pass_turn("P1")
    m.pass_turn("P2")
    begin(m, "P1", batalla=False)
    m.ev("extinct", card="anaya", reason="effect")
    replay = verify(m)
    p1 = replay.state_json(len(m.events))["players"]["P1"]
    assert p1["extinction_count"] == 4
    assert {c["instance"] for c in p1["extinction"]} == {"anaya", "ehecatl", "kuma", "cuetla"}
    assert [c["instance"] for c in p1["deck"]][:2] == ["tepe", "ocelo"]
    assert (p1["protector"]["instance"], p1["protector"]["life"],
            p1["protector"]["rests"]) == ("tekei", 12, 2)


def test_envenenar_only_at_its_owner_fin() -> None:
    # 6.1 Envenenar: 1 damage "en Fin del Turno de la carta envenenada" — Kuma (P2) is
    # poisoned in T1: nothing at P1's Fin, 1 at P2's Fin (T2), 1 more at T4's.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Envenena 1 carta rival.")
    m.ev("mark", target="kuma2", mark="envenenar")
    close(m)
    t1_end = len(m.events)
    m.empty_turn("P2")
    t2_end = len(m.events)
    m.pass_turn("P1")
    m.turn("P2")  # T4 with no phase logged: its Fin is derived when T5 starts
    m.turn("P1")
    replay = verify(m)
    assert card_state(replay, t1_end, "P2", "kuma2")["life"] == 6
    assert card_state(replay, t2_end, "P2", "kuma2")["life"] == 5
    assert card_state(replay, len(m.events), "P2", "kuma2")["life"] == 4


# --- extended: three cards with the same name ---------------------------------------------
def _extended_kumas(extinct: int) -> Match:
    m = Match(variant="extended", sides={"P1": ext_side("P1"), "P2": ext_side("P2")})
    m.pass_turn("P1")
    begin(m, "P2", batalla=False)
    for i in range(1, extinct + 1):
        m.ev("extinct", card=f"p2-kuma-{i}", reason="effect")
        m.replace("P2", f"M{i}", hidden=True)
    m.ev("game_end", winner="P1", reason="same_name")
    return m


@redteam
def test_extended_three_same_name_wins() -> Match:
    # 8.2 c): "enviar 3 cartas rivales con el mismo nombre … a la Zona de Extinción".
    return _extended_kumas(3)


@redteam
def test_extended_two_same_name_is_no_victory() -> Match:
    m = _extended_kumas(2)
    m.flag("8.2|4")
    return m


# =============================================================================================
# 8.1 — multiplayer
# =============================================================================================
@redteam
def test_jungla_activa_on_a_non_rival() -> Match:
    # 8.1 Reglas Generales 2: P1 chose P2; an Activa aimed at P3's Ocelo.
    m = Match(players=JUNGLA, variant="jungla")
    begin(m, "P1", "itzal", rival="P2")
    m.ev("activa", card="itzal", targets=["ocelo3"], text="Daña 1 a 1 carta rival.")
    m.flag("8.1")
    return m


@redteam
def test_cazador_effect_damage_on_a_non_rival() -> Match:
    # 8.1: every effect of the turn involves only the two players. The Activa is declared on
    # P3 (the rival), but the logged resolution damages P2's Kuma.
    m = Match(players=JUNGLA, variant="cazador", target_count=5)
    begin(m, "P1", "itzal", rival="P3")
    m.ev("activa", card="itzal", targets=["kuma3"], text="Daña 2 a 1 carta rival.")
    m.ev("damage", target="kuma2", amount=2, kind="effect", source="itzal")
    m.flag("8.1")
    return m


@redteam
def test_jungla_rest_counts_own_turns() -> Match:
    # 5.1 with 3 players: Itzal attacks in T1; P1's next turn is T4 (still 1 descanso).
    m = Match(players=JUNGLA, variant="jungla")
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal", rival="P2")
    mp_pass(m, "P2", "P3")
    mp_pass(m, "P3", "P1")
    begin(m, "P1", rival="P2")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("5.1")
    return m


def _p3_out(m: Match) -> None:
    """T1 P1, T2 P2 pass; in T3 P3 reaches 6 cards in Extinción (Tekei + 3, Bio, Kuma)."""
    mp_pass(m, "P1", "P2")
    mp_pass(m, "P2", "P3")
    begin(m, "P3", batalla=False, rival="P1")
    m.ev("extinct", card="tekei3", reason="effect")
    m.mill3("P3")
    m.ev("bio_extinct")
    m.ev("extinct", card="kuma3", reason="effect")


@redteam
def test_jungla_claim_while_two_stand() -> Match:
    # 8.1 Jungla: the last player standing wins. P3 is out; P2 still plays.
    m = Match(players=JUNGLA, variant="jungla")
    _p3_out(m)
    m.turn("P1", rival="P2")
    m.ev("game_end", winner="P1", reason="last_standing")
    m.flag("8.1|4")
    return m


@redteam
def test_jungla_eliminated_player_takes_a_turn() -> Match:
    # match-log 8.1: a player with 6 cards in Extinción "get no more turns".
    m = Match(players=JUNGLA, variant="jungla")
    _p3_out(m)
    mp_pass(m, "P1", "P2")
    mp_pass(m, "P2", "P1")
    m.turn("P3", rival="P1")
    m.flag("8.1")
    return m


@redteam
def test_jungla_clean_ten_turns() -> Match:
    # A legal 3-player game. Rests counted in own turns; Kuma3 (2) and Cuetla3 (1) rest in T9.
    m = Match(players=JUNGLA, variant="jungla")
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal", equip="savia", rival="P2")     # T1
    attack_turn(m, "P2", "ocelo2", "cuetla3", 2, "ocelo2", rival="P3")                # T2
    attack_turn(m, "P3", "kuma3", "itzal", 4, "kuma3", rival="P1")                    # T3
    attack_turn(m, "P1", "nahui", "kuma3", 1, "nahui", rival="P3")                    # T4
    begin(m, "P2", rival="P1")                                                        # T5
    m.attack("ocelo2", "itzal", 2)                     # Itzal 2 → 0
    m.phase("post")
    m.ev("extinct", "P1", card="itzal", reason="life")  # Savia follows it
    m.replace("P1", "M1")                               # Ehécatl, revealed
    m.phase("equipo", "fin")
    attack_turn(m, "P3", "cuetla3", "ocelo2", 1, "cuetla3", rival="P2")               # T6
    begin(m, "P1", rival="P2")                                                        # T7
    m.attack("ehecatl", "kuma2", 3)                    # Kuma2 3 → 0
    m.phase("post")
    m.ev("extinct", "P2", card="kuma2", reason="life")
    m.replace("P2", "M1", hidden=True)
    m.phase("equipo")
    m.ev("equip", equipment="obsidiana", card="ehecatl", hidden=False)
    m.phase("fin")
    mp_pass(m, "P2", "P3")                                                            # T8
    attack_turn(m, "P3", "ocelo3", "nahui", 2, "ocelo3", rival="P1")                  # T9
    attack_turn(m, "P1", "nahui", "ocelo3", 1, rival="P3")                            # T10
    return m
