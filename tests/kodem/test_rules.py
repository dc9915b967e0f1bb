"""Unit tests of the Kódem rules: derived effects, zones, multiplayer, claims, display."""

from __future__ import annotations

from typing import Any

import pytest

from judge_app.games import get_game
from judge_app.games.kodem import GAME
from judge_app.games.kodem.state import KodemState
from judge_app.logs import LogError
from judge_app.replay import Replay
from judge_app.violations import Severity
from tests.support.kodem import P1_DECK, Match, default_side, flag_keys


def replay(m: Match) -> Replay:
    return m.replay("rules.json")


def flags(r: Replay) -> list[tuple[int, str | None, str, str]]:
    return flag_keys(r.violations)


def final(m: Match) -> KodemState:
    state: KodemState = replay(m).final_state
    return state


def clean_game() -> Match:
    """Eight legal turns: attacks, an Extinción in Post, replacement, equipos, a Vínculo, Bio."""
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.ev("reveal", card="nahui")
    m.phase("batalla")
    m.attack("itzal", "kuma2", 3)
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="itzal", hidden=False)
    m.phase("fin")
    m.turn("P2")
    m.phase("previa")
    m.ev("reveal", card="kuma2")
    m.ev("reveal", card="ocelo2")
    m.phase("batalla")
    m.attack("kuma2", "itzal", 4)
    m.phase("post", "equipo", "fin")
    m.turn("P1")
    m.phase("previa", "batalla")
    m.attack("nahui", "kuma2", 1)
    m.phase("post", "equipo")
    m.ev("equip", equipment="obsidiana", card="nahui", hidden=True)
    m.phase("fin")
    m.turn("P2")
    m.phase("previa", "batalla")
    m.attack("ocelo2", "nahui", 2)
    m.phase("post", "equipo", "fin")
    m.turn("P1")
    m.phase("previa", "batalla")
    m.attack("itzal", "kuma2", 3)  # kuma2: 6 - 3 - 1 - 3 = 0 (never below 0)
    m.phase("post")
    m.ev("extinct", "P2", card="kuma2", reason="life")
    m.replace("P2", "M1", hidden=True)
    m.phase("equipo")
    m.ev("equip", equipment="jade", card="itzal", hidden=False)  # 1 Ixim + 1 Rot
    m.phase("fin")
    m.pass_turn("P2")
    m.turn("P1")
    m.phase("previa")
    m.ev("bio_extinct", update_rests=True)
    m.phase("batalla")
    m.ev("link", protector="anaya", card="nahui")
    m.ev("damage", target="ocelo2", amount=2, kind="effect", source="anaya")
    m.phase("post", "equipo", "fin")
    m.turn("P2")
    m.phase("previa")
    m.ev("reveal", card="ehecatl2")
    m.phase("batalla")
    m.attack("ocelo2", "tlalo", 2)
    m.ev("activa", card="ocelo2", targets=["tlalo"], text="Quema 1 carta rival.")
    m.ev("mark", target="tlalo", mark="quemar")
    m.phase("post", "equipo", "fin")
    return m


def test_clean_game_has_no_flags_and_the_table_adds_up() -> None:
    m = clean_game()
    r = replay(m)
    assert flags(r) == []
    state: KodemState = r.final_state
    p1, p2 = state.sides["P1"], state.sides["P2"]
    assert p2.extinction == ["kuma2"] and state.extinction_count("P2") == 1
    assert p1.extinction == ["cenote"]
    assert p2.main[0] == "ehecatl2" and not state.cards["ehecatl2"].hidden
    assert state.cards["itzal"].life == 2 and state.cards["itzal"].attached == ("savia", "jade")
    assert state.cards["nahui"].attached == ("obsidiana",) and state.cards["nahui"].life == 4
    assert state.cards["ocelo2"].life == 4
    assert state.cards["tlalo"].life == 4 and state.cards["tlalo"].marks == ("quemar",)
    assert state.cards["anaya"].rests == 3 and state.cards["nahui"].rests == 1  # linked
    assert p2.deck[-2:] == ["itzal2", "tlalo2"]  # the two not chosen went to the bottom


# --- descansos ---------------------------------------------------------------------
def rests_at_each_turn(m: Match, card: str) -> list[int | None]:
    r = replay(m)
    out: list[int | None] = []
    for turn in r.turns:
        out.append(r.state_at(r.turn_start(turn)).cards[card].rests)
    return out


def test_rest_one_card_skips_exactly_one_own_turn() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.phase("batalla")
    m.attack("itzal", "kuma2", 3)
    m.phase("post", "equipo", "fin")
    for _ in range(3):
        m.pass_turn("P2")
        m.pass_turn("P1")
    # at the start of turns 1..7: 0, then 1 through P2's turn and P1's turn 3, then 0
    assert rests_at_each_turn(m, "itzal") == [0, 1, 1, 0, 0, 0, 0]


def test_protector_starts_with_three_and_is_first_available_in_the_fourth_turn() -> None:
    m = Match()
    for _ in range(4):
        m.pass_turn("P1")
        m.pass_turn("P2")
    assert rests_at_each_turn(m, "anaya") == [3, 2, 2, 1, 1, 0, 0, 0]
    assert rests_at_each_turn(m, "bruno2") == [3, 3, 2, 2, 1, 1, 0, 0]


def test_rest_by_effect_is_kept_through_that_turns_update_and_rival_cards_wait() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.phase("batalla")
    m.ev("activa", card="itzal", targets=["kuma2"], text="1 carta rival recibe 2 descansos.")
    m.ev("rest", card="kuma2", amount=2)
    m.ev("cost", card="itzal", kind="rest", targets=["tlalo"], amount=1)
    m.phase("post", "equipo", "fin")
    m.pass_turn("P2")
    m.pass_turn("P1")
    r = replay(m)
    assert flags(r) == []
    after_p1 = r.state_at(r.turn_start(2))
    assert after_p1.cards["kuma2"].rests == 2  # rival's card untouched at P1's Fin
    assert after_p1.cards["tlalo"].rests == 1  # received this turn: no update
    assert after_p1.cards["itzal"].rests == 1  # used its Activa
    after_p2 = r.state_at(r.turn_start(3))
    assert after_p2.cards["kuma2"].rests == 1  # began P2's turn resting
    state: KodemState = r.final_state
    assert state.cards["tlalo"].rests == 1  # no update yet: turn 3 has not ended


def test_activa_rapida_in_the_rival_turn_rests_at_that_turns_fin() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.phase("batalla")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.ev("reveal", "P2", card="ocelo2")
    m.ev("activa_rapida", "P2", card="ocelo2", targets=["itzal"], text="Niega el ataque.")
    m.ev("negate", "P2", target="itzal", what="attack")
    m.phase("post", "equipo", "fin")
    m.turn("P2")
    r = replay(m)
    assert flags(r) == []
    state: KodemState = r.final_state
    assert state.cards["ocelo2"].rests == 0  # ocelo rest 0
    assert state.cards["itzal"].rests == 1  # a negated attack still rests


def test_a_card_over_its_rests_is_capped_and_flagged() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.phase("batalla")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Descansos.")
    m.ev("rest", card="kuma2", amount=5)
    r = replay(m)
    assert flags(r) == [(6, "P1", "5.1", "error")]
    assert r.final_state.cards["kuma2"].rests == 2


def test_late_rest_updates_are_warnings_and_repeats_are_g16() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.phase("batalla")
    m.attack("itzal", "kuma2", 3)
    m.phase("post", "equipo", "fin")
    m.pass_turn("P2")
    m.turn("P1")
    m.phase("previa")
    m.ev("rest_update", card="itzal")
    m.ev("rest_update", card="tlalo")
    r = replay(m)
    # 6.7-G15 allows late updates; two cards forgotten at one Fin are one occasion
    assert flags(r) == []
    assert r.final_state.cards["itzal"].rests == 0
    m.phase("batalla", "post", "equipo", "fin")
    m.pass_turn("P2")
    m.turn("P1")
    m.phase("previa")
    m.ev("rest_update", card="itzal", by="cenote")  # an effect's update is not a forgotten one
    assert flags(replay(m)) == []
    m.ev("rest_update", card="nahui")  # a second occasion: 6.7-G16's "reiteradas ocasiones"
    m.ev("rest_update", card="tlalo")  # same occasion: flagged once
    seq = len(m.events) - 1
    assert flags(replay(m)) == [(seq, "P1", "6.7-G16", "warning")]


def test_late_rest_updates_count_per_player() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("rest_update", card="itzal")
    m.ev("pass")
    m.turn("P2")
    m.phase("previa")
    m.ev("rest_update", card="kuma2")
    m.ev("pass")
    assert flags(replay(m)) == []
    m.turn("P1")
    m.ev("rest_update", card="tlalo")
    assert flags(replay(m)) == [(10, "P1", "6.7-G16", "warning")]


# --- marks -----------------------------------------------------------------------
def test_quemar_hits_on_each_declaration_before_the_cost() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.phase("batalla")
    m.ev("activa", card="itzal", targets=["itzal"], text="Quema esta carta.")
    m.ev("mark", target="itzal", mark="quemar")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    r = replay(m)
    assert flags(r) == []
    assert r.state_at(6).cards["itzal"].life == 6  # marked after its own Activa
    assert r.state_at(7).cards["itzal"].life == 5  # burnt on declaring the attack


def test_envenenar_hits_at_the_owners_fin_only() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.phase("batalla")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Envenena 1 carta rival.")
    m.ev("mark", target="kuma2", mark="envenenar")
    m.phase("post", "equipo", "fin")
    m.turn("P2")
    m.phase("previa", "batalla", "post", "equipo")
    before_fin = len(m.events)
    m.phase("fin")
    m.pass_turn("P1")
    m.pass_turn("P2")
    r = replay(m)
    assert flags(r) == []
    assert r.state_at(before_fin).cards["kuma2"].life == 6  # P1's Fin did nothing
    assert r.state_at(before_fin + 1).cards["kuma2"].life == 5
    assert r.final_state.cards["kuma2"].life == 4  # P2's next Fin (Pasar turno) again


# --- Protector, replacement, Token, swap, Rava, Bio ---------------------------------------
def test_protector_extinction_mills_three_and_the_substitute_keeps_descansos() -> None:
    m = Match(sides={"P2": default_side("P2", protectors=["bruno", "tekei"])})
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.phase("batalla")
    m.ev("activa", card="itzal", targets=["bruno2"], text="Elimina al Protector rival.")
    m.ev("extinct", "P2", card="bruno2", reason="activa")
    state = final(m)
    p2 = state.sides["P2"]
    assert p2.extinction == ["bruno2", "ehecatl2", "itzal2", "tlalo2"]
    assert state.extinction_count("P2") == 4
    assert p2.protector == "tekei3" or p2.protector == "tekei2"
    sub = state.cards[str(p2.protector)]
    assert (sub.life, sub.rests, sub.zone) == (12, 3, "protector")


def test_replacement_moves_the_other_two_to_the_bottom() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("extinct", card="tlalo", reason="effect")
    m.replace("P1", "M2", choose=1, hidden=False)  # ehecatl, kuma, cuetla → kuma
    r = replay(m)
    assert flags(r) == []
    state: KodemState = r.final_state
    p1 = state.sides["P1"]
    assert p1.main == ["itzal", "kuma", "nahui"]
    assert p1.deck[-2:] == ["ehecatl", "cuetla"] and p1.deck[0] == "tepe"
    assert state.cards["kuma"].life == 6 and not state.cards["kuma"].hidden
    assert state.cards["tlalo"].zone == "extinction"


def test_a_slot_never_filled_is_flagged_when_the_turn_ends() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("extinct", card="tlalo", reason="effect")
    m.ev("pass")
    m.turn("P2")
    r = replay(m)
    assert (5, "P1", "5.3", "error") in flags(r)


def test_token_takes_the_slot_and_can_attack() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("extinct", card="tlalo", reason="effect")
    m.ev("token", slot="M2", name="lobezno1", stats={"damage": 1, "rest": 1}, by="itzal")
    m.phase("batalla")
    m.attack("lobezno1", "kuma2", 1)
    m.phase("post", "equipo", "fin")
    m.turn("P2")
    r = replay(m)
    assert flags(r) == []
    state: KodemState = r.final_state
    token = state.cards["lobezno1"]
    assert state.sides["P1"].main[1] == "lobezno1"
    assert (token.kind, token.life, token.hidden, token.rests) == ("token", 6, False, 1)


def test_token_entering_hidden_is_flagged() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("extinct", card="tlalo", reason="effect")
    m.ev("token", slot="M2", name="lobezno1", hidden=True)
    assert flags(replay(m)) == [(4, "P1", "3.6", "error")]


def test_swap_keeps_life_and_equipment() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.phase("batalla")
    m.attack("itzal", "kuma2", 3)
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="itzal", hidden=False)
    m.phase("fin")
    m.turn("P2")
    m.phase("previa", "batalla")
    m.ev("reveal", "P2", card="ocelo2")
    m.ev("activa", "P2", card="ocelo2", targets=["itzal", "kuma2"], text="Cambia 2 cartas.")
    m.ev("swap", "P2", card="kuma2", target="itzal")
    r = replay(m)
    assert (14, "P2", "5", "error") in flags(r)  # P2 revealed in Batalla (only in Previa)
    state: KodemState = r.final_state
    assert state.sides["P2"].main[0] == "itzal" and state.sides["P1"].main[0] == "kuma2"
    assert state.cards["itzal"].attached == ("savia",) and state.cards["kuma2"].life == 3
    assert state.cards["itzal"].owner == "P1" and state.cards["itzal"].side == "P2"


def test_rava_return_and_revive() -> None:
    m = Match(sides={"P1": default_side("P1", deck=["tonatiuh", *P1_DECK])})
    m.turn("P1")
    m.phase("previa")
    m.ev("extinct", card="tlalo", reason="effect")
    m.replace("P1", "M2")  # Tonatiuh
    m.ev("extinct", card="tonatiuh", reason="effect")
    m.replace("P1", "M2", hidden=True)
    m.ev("rava_revive", card="tonatiuh", sacrifice=["itzal", "nahui"])
    m.replace("P1", "M3", hidden=True)
    r = replay(m)
    assert flags(r) == []
    state: KodemState = r.final_state
    p1 = state.sides["P1"]
    assert p1.main[0] == "tonatiuh" and state.cards["tonatiuh"].life == 6
    assert {"itzal", "nahui", "tlalo"} <= set(p1.extinction)
    m.ev("rava_return", card="tonatiuh")
    m.replace("P1", "M1", hidden=True)
    state = final(m)
    assert state.sides["P1"].deck[-3] == "tonatiuh" or "tonatiuh" in state.sides["P1"].deck


def test_bio_extinct_may_update_one_descanso_of_every_own_card() -> None:
    m = Match()
    m.pass_turn("P1")
    m.pass_turn("P2")
    m.turn("P1")
    m.phase("previa")
    m.ev("bio_extinct", update_rests=True)
    r = replay(m)
    assert flags(r) == []
    state: KodemState = r.final_state
    assert state.cards["anaya"].rests == 1  # 3 → 2 (turn 1) → 1 (Bio)
    assert state.sides["P1"].extinction == ["cenote"]


def test_illegal_events_are_still_applied() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)  # in Previa
    m.ev("damage", target="kuma2", amount=3, kind="attack", source="itzal")
    m.phase("batalla", "post", "equipo")
    m.ev("equip", equipment="savia", card="itzal", hidden=False)  # 6.7-P1: no equipo
    r = replay(m)
    assert flags(r) == [(4, "P1", "5", "error"), (9, "P1", "6.7-P1", "error")]
    assert r.violations[0].penalty == "6.7-P1"
    assert r.final_state.cards["kuma2"].life == 3
    assert r.final_state.cards["itzal"].attached == ("savia",)


def test_unknown_instance_is_an_error_of_the_log_naming_the_field() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa", "batalla")
    m.ev("attack", card="itzal", targets=["kuma2", "nadie"], damage=3)
    with pytest.raises(LogError) as err:
        replay(m)
    assert err.value.path == "$.events[3].targets[1]"
    assert "nadie" in err.value.reason


def test_wrong_turn_order_and_a_turn_without_fin() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa", "batalla")
    m.turn("P1")
    # only the turn order: a turn that ends without `phase fin` is a forward skip (k-fix 2)
    assert flags(replay(m)) == [(4, "P1", "5", "error")]


# --- claims of infractions (6.7-P3, 6.7-P5) -----------------------------------------------
def _infraction_then(turns: int, claim_in: int | None = None,
                     claim_aware: bool = True) -> Match:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("bio_extinct")
    m.ev("bio_extinct")  # seq 4: 3.5
    m.ev("pass")
    players = ["P2", "P1"]
    for i in range(turns):
        m.turn(players[i % 2])
        m.phase("previa")
        if claim_in == m.turn_no:
            m.ev("note", text="P2 reclama", claim=4)
        m.ev("pass")
    if claim_aware and claim_in is None:
        m.ev("note", text="no claims this game", claim=[])  # the log records claims
    return m


def test_unclaimed_infraction_prescribes_when_the_turn_after_the_next_starts() -> None:
    r = replay(_infraction_then(2))
    assert flags(r) == [(4, "P1", "3.5", "error"), (9, "P1", "6.7-P5", "warning")]
    assert flags(replay(_infraction_then(1))) == [(4, "P1", "3.5", "error")]


def test_a_log_without_claims_says_nothing_about_them() -> None:
    """k-fix 3: no event carries "claim", so no 6.7-P5 warning for the unclaimed error."""
    assert flags(replay(_infraction_then(4, claim_aware=False))) == [(4, "P1", "3.5", "error")]


def test_claim_in_time_and_late_claim() -> None:
    assert flags(replay(_infraction_then(3, claim_in=2))) == [(4, "P1", "3.5", "error")]
    late = flags(replay(_infraction_then(3, claim_in=4)))
    assert late == [(4, "P1", "3.5", "error"), (9, "P1", "6.7-P5", "warning"),
                    (14, "P2", "6.7-P3", "warning")]


# --- multiplayer (8.1) ------------------------------------------------------------
def test_multiplayer_turn_order_and_rival() -> None:
    m = Match(players=("P1", "P2", "P3"), variant="jungla")
    m.empty_turn("P1", rival="P3")
    m.empty_turn("P3", rival="P1")  # P2 should play
    m.empty_turn("P1")  # no rival named
    got = flags(replay(m))
    assert (7, "P3", "8.1", "error") in got
    assert (13, "P1", "8.1", "error") in got


def test_jungla_player_out_at_six_and_last_standing_claim() -> None:
    m = Match(players=("P1", "P2", "P3"), variant="jungla")
    m.turn("P1", rival="P2")
    m.phase("previa", "batalla")
    m.ev("reveal", card="itzal")  # revealing in Batalla: 5
    for p in ("P2", "P3"):
        m.ev("activa", card="itzal", targets=[f"bruno{p[1]}" if p == "P2" else "tekei3"],
             text="Elimina a los Protectores de todos los jugadores.")
        break
    for victim in ("P2", "P3"):
        prot = "bruno2" if victim == "P2" else "tekei3"
        m.ev("extinct", victim, card=prot, reason="activa")  # Protector + 3 milled = 4
        m.ev("bio_extinct", victim)
    m.ev("game_end", winner="P1", reason="last_standing")
    r = replay(m)
    state: KodemState = r.final_state
    assert state.extinction_count("P2") == 5 and not state.sides["P2"].out
    assert any(v.section == "8.1" and v.seq == len(m.events) for v in r.violations)


def test_jungla_out_player_leaves_play_and_gets_no_turn() -> None:
    m = Match(players=("P1", "P2", "P3"), variant="jungla")
    m.turn("P1", rival="P2")
    m.phase("previa")
    m.ev("note", text="P2 pierde cartas por efectos con 'jugadores'.")
    m.ev("extinct", "P2", card="bruno2", reason="effect")  # 4
    m.mill3("P2")
    m.ev("extinct", "P2", card="kuma2", reason="effect")  # 5
    m.replace("P2", "M1", hidden=True)
    m.ev("extinct", "P2", card="ocelo2", reason="effect")  # 6: out
    m.ev("pass")
    m.empty_turn("P2", rival="P1")
    r = replay(m)
    state: KodemState = r.final_state
    assert state.sides["P2"].out and state.sides["P2"].main == [None, None, None]
    assert (len(m.events) - 5, "P2", "8.1", "error") in flags(r)


def test_manada_team_claim() -> None:
    m = Match(players=("P1", "P2", "P3", "P4"), variant="manada",
              teams=[["P1", "P3"], ["P2", "P4"]], target_count=4)
    m.turn("P1", rival="P2")
    m.phase("previa")
    m.ev("extinct", "P2", card="bruno2", reason="effect")  # 4 in team P2+P4
    m.ev("game_end", winner="P3", reason="extinction")
    assert flags(replay(m)) == []
    m.events[-1]["winner"] = "P4"
    assert flags(replay(m)) == [(4, "P1", "8.1", "error")]


def test_cazador_counts_cards_sent_by_the_winner() -> None:
    m = Match(players=("P1", "P2", "P3"), variant="cazador", target_count=2)
    m.turn("P1", rival="P2")
    m.phase("previa")
    m.ev("bio_extinct")
    m.ev("game_end", winner="P1", reason="extinction")
    assert [f[2] for f in flags(replay(m))] == ["8.1"]
    m.events.insert(3, {"turn": 1, "player": "P2", "action": "extinct", "card": "bruno2",
                        "reason": "effect"})
    assert flags(replay(m)) == []


def test_setup_player_counts() -> None:
    m = Match(players=("P1", "P2"), variant="jungla")
    assert flags(replay(m)) == [(0, None, "8.1", "error")]


# --- display and protocol ------------------------------------------------------------
def test_board_uses_the_games_words() -> None:
    m = clean_game()
    r = replay(m)
    view = r.board_at(6)
    labels = [z.label for z in view.players[0].zones]
    assert labels == ["Protector", "Zona Principal", "Bio", "Equipo", "Mazo", "Extinción"]
    main = view.players[0].zones[1]
    assert main.slot_labels == ("M1", "M2", "M3") and len(main.cards) == 3
    assert "itzal" in view.highlighted and view.phase == "batalla"
    itzal = main.cards[0]
    assert itzal is not None and (itzal.life, itzal.max_life, itzal.hidden) == (6, 6, False)


def test_state_json_is_complete() -> None:
    r = replay(clean_game())
    data: dict[str, Any] = r.state_json(len(r))
    p1 = data["players"]["P1"]
    assert set(p1) >= {"protector", "main", "bio", "equipment_zone", "deck", "extinction",
                       "extinction_count"}
    assert p1["main"]["M1"]["instance"] == "itzal"
    assert p1["main"]["M1"]["equipment"] == ["savia", "jade"]
    assert data["players"]["P2"]["extinction_count"] == 1


def test_deck_problems_of_a_deck_file() -> None:
    deck = {"game": "kodem", "variant": "standard", "cardset": "kodem-demo",
            "protectors": ["anaya"], "main": ["itzal", "tlalo", "nahui"],
            "deck": P1_DECK[:11], "bio": None, "equipment": []}
    problems = get_game("kodem").deck_problems(deck, "mazo.json")
    assert [(p.section, p.severity) for p in problems] == [("4", Severity.ERROR)]
    deck["deck"] = [*P1_DECK, "nadie"]
    with pytest.raises(LogError):
        GAME.deck_problems(deck, "mazo.json")


# --- more declarations -------------------------------------------------------------
def test_link_needs_an_available_protector() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.phase("batalla")
    m.ev("link", protector="anaya", card="itzal")  # turn 1: Anaya has 3 descansos
    r = replay(m)
    assert flags(r) == [(5, "P1", "5.1", "error")]
    assert r.violations[0].penalty == "6.7-P1"


def test_rival_may_reveal_a_card_with_pasiva_rapida() -> None:
    m = Match()
    m.cards = {"kuma": {"name": "Kuma, Garra de Ceniza", "type": "adendei", "damage": 4,
                        "rest": 2, "text": "Pasiva-Rápida: si una carta aliada es revelada…"}}
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.ev("reveal", "P2", card="kuma2")
    m.ev("reveal", "P2", card="ocelo2")
    assert flags(replay(m)) == [(5, "P2", "5/previa", "error")]


def test_abismada_card_attacks_with_a_roll() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.phase("batalla")
    m.ev("activa_rapida", "P2", card="kuma2", targets=["itzal"], text="Abisma.")
    m.ev("mark", "P2", target="itzal", mark="abismar")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    got = flags(replay(m))
    assert (5, "P2", "6.7-G5", "error") in got  # kuma2 is hidden
    # The roll is an optional detail (match-log.md Clarifications): its absence is the legal
    # course (the target was drawn at random), never a flag by itself.
    assert (7, "P1", "6.1", "warning") not in got
    m.events[-1]["roll"] = 4
    assert flags(replay(m)) == got


def test_extended_victory_by_three_copies() -> None:
    from tests.kodem.cases import extended_side

    m = Match(variant="extended", sides={"P1": extended_side("P1"),
                                         "P2": extended_side("P2")})
    m.turn("P1")
    m.phase("previa")
    for copy in ("ehecatl2-1", "ehecatl2-2"):
        m.ev("note", text=f"{copy} is milled by an effect")
        m.ev("extinct", "P2", card=copy, reason="effect")
    m.ev("game_end", winner="P1", reason="extinction")
    assert flags(replay(m)) == [(7, "P1", "8.2", "error")]
    m.events.insert(5, {"turn": 1, "player": "P2", "action": "extinct", "card": "ehecatl2-3",
                        "reason": "effect"})
    assert flags(replay(m)) == []


# --- k-fix 2: phases are read forward; skipped phases still derive ------------------------
def test_forward_phase_skips_are_not_flagged_and_fin_is_derived() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.phase("batalla")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Envenena 1 carta rival.")
    m.ev("mark", target="kuma2", mark="envenenar")
    m.phase("equipo")  # Post skipped: nothing happened there
    m.ev("equip", equipment="savia", card="itzal", hidden=False)
    m.turn("P2")  # Fin de Turno not logged: derived at this event
    m.phase("batalla")  # Previa skipped
    m.ev("attack", card="kuma2", targets=["itzal"], damage=4)
    r = replay(m)
    assert flags(r) == [(11, "P2", "6.7-G5", "error")]  # kuma2 is still hidden
    after_p1 = r.state_at(9)
    assert after_p1.cards["itzal"].rests == 1  # took its `rest` at the derived Fin
    assert after_p1.cards["anaya"].rests == 2  # 3 → 2 at P1's first Fin
    assert after_p1.cards["kuma2"].life == 6  # Envenenar hits only at its owner's Fin
    del m.events[-2:]
    m.ev("pass")  # Previa not logged either
    m.turn("P1")  # P2's Fin came through Pasar turno
    assert flags(replay(m)) == []
    assert final(m).cards["kuma2"].life == 5


def test_a_turn_of_only_a_turn_event_is_clean() -> None:
    m = Match()
    for player in ("P1", "P2", "P1", "P2"):
        m.turn(player)
    r = replay(m)
    assert flags(r) == []
    assert r.final_state.cards["anaya"].rests == 1 and r.final_state.cards["bruno2"].rests == 2


@pytest.mark.parametrize(("phases", "bad"), [
    (("previa", "batalla", "previa"), 3),
    (("previa", "previa"), 2),
    (("batalla", "post", "batalla"), 3),
    (("equipo", "fin", "post"), 3),
    (("previa", "fin"), None),
    (("batalla", "equipo", "fin"), None),
    (("post",), None),
])
def test_phase_order_back_or_repeat_is_an_error(phases: tuple[str, ...], bad: int | None,
                                                ) -> None:
    m = Match()
    m.turn("P1")
    m.phase(*phases)
    want = [] if bad is None else [(1 + bad, "P1", "5", "error")]
    assert flags(replay(m)) == want


def test_pass_may_come_without_a_logged_previa_but_not_from_batalla() -> None:
    m = Match()
    m.turn("P1")
    m.ev("pass")
    m.turn("P2")
    m.phase("batalla")
    m.ev("pass")
    assert flags(replay(m)) == [(5, "P2", "5", "error")]


def _kuma_at_zero(m: Match) -> None:
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.phase("batalla")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Daña 6 a 1 carta rival.")
    m.ev("damage", target="kuma2", amount=6, kind="effect", source="itzal")  # seq 6


def test_skipping_post_runs_the_zero_life_check_where_post_is_left() -> None:
    for close in ("equipo", "fin"):
        m = Match()
        _kuma_at_zero(m)
        m.phase(close)
        assert flags(replay(m)) == [(7, "P2", "5/post", "error")]
    m = Match()
    _kuma_at_zero(m)
    m.turn("P2")  # the turn ends in Batalla: Post is passed over at the `turn`
    assert flags(replay(m)) == [(7, "P2", "5/post", "error")]
    m = Match()
    _kuma_at_zero(m)
    m.phase("post")
    m.ev("extinct", "P2", card="kuma2", reason="life")
    m.replace("P2", "M1")
    m.turn("P2")
    assert flags(replay(m)) == []


def test_pass_runs_the_zero_life_check() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("cost", card="itzal", kind="damage", targets=["itzal"], amount=6)
    m.ev("pass")
    assert flags(replay(m)) == [(4, "P1", "5/post", "error")]


# --- k-fix 1: a missing field the game needs is an error of the log ----------------------
@pytest.mark.parametrize("action", ["turn", "phase", "attack", "replace", "equip",
                                    "rest_update"])
def test_event_without_player_is_refused_with_its_path(action: str) -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.ev(action, card="itzal", phase="batalla", targets=["kuma2"], slot="M1",
         drawn=m.top3("P1"), chosen=m.top3("P1")[0], equipment="savia")
    del m.events[-1]["player"]
    with pytest.raises(LogError) as err:
        replay(m)
    assert err.value.path == "$.events[3].player"
    assert f"'{action}'" in err.value.reason


def test_resolutions_without_player_still_replay() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.phase("batalla")
    m.attack("itzal", "kuma2", 3)
    del m.events[-1]["player"]  # the damage: nobody's choice
    m.ev("note", text="sin jugador")
    del m.events[-1]["player"]
    r = replay(m)
    assert flags(r) == [] and r.final_state.cards["kuma2"].life == 3


# --- k-fix 5: 6.7-G2, two revealed cards with the same name on one field ------------------
def _g2_match() -> Match:
    p2 = default_side("P2", main=["kuma", "ocelo", "itzal"],
                      deck=["cuetla" if d == "itzal" else d for d in default_side("P2").deck])
    m = Match(sides={"P2": p2})
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.ev("pass")
    m.turn("P2")
    m.phase("previa")
    m.ev("reveal", card="itzal2")
    m.ev("pass")
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="tlalo")
    m.phase("batalla")
    m.ev("activa", card="tlalo", targets=["itzal2"], text="Cambia 1 carta rival por 1 aliada.")
    m.ev("swap", card="nahui", target="itzal2")  # seq 14: two Itzal on P1's field
    return m


def test_g2_same_name_sent_to_the_bottom_is_only_a_warning() -> None:
    m = _g2_match()
    m.ev("rava_return", card="itzal2")  # one goes to the bottom of its owner's Mazo
    m.replace("P1", "M3")
    m.phase("post", "equipo", "fin")
    r = replay(m)
    assert flags(r) == [(14, "P1", "6.7-G2", "warning")]
    state: KodemState = r.final_state
    assert state.sides["P2"].deck[-1] == "itzal2" and state.cards["itzal2"].zone == "deck"
    assert "itzal2" not in state.rava_returned


def test_g2_same_name_kept_in_play_is_an_error_once() -> None:
    m = _g2_match()
    m.phase("post", "equipo", "fin")
    assert flags(replay(m)) == [(14, "P1", "6.7-G2", "warning"),
                                (15, "P1", "6.7-G2", "error")]
    m = _g2_match()
    m.ev("hide", "P1", card="itzal", by="tlalo")  # no longer both revealed
    m.phase("post")
    assert flags(replay(m)) == [(14, "P1", "6.7-G2", "warning")]


def test_g2_names_are_compared_without_case_or_accents_and_not_in_extended() -> None:
    m = _g2_match()
    m.cards = {"itzal": {"name": "ÍTZAL, brasa errante", "type": "adendei", "damage": 3,
                         "rest": 1}}
    m.phase("post")
    assert (14, "P1", "6.7-G2", "warning") in flags(replay(m))
    m.variant = "extended"  # 8.2 allows copies of a card
    assert [f for f in flags(replay(m)) if f[2] == "6.7-G2"] == []


# --- red-team findings -------------------------------------------------------------------
@pytest.mark.parametrize(("reason", "checked"), [
    ("extinction", True), ("Extinción", True), ("10 cartas en Extinción", True),
    ("same_name", True), (None, True), ("concession", False), ("Rendición", False),
    ("penalización: pérdida de juego", False), ("efecto de carta", False)])
def test_game_end_reasons_are_read_folded(reason: str | None, checked: bool) -> None:
    m = Match()
    m.turn("P1")
    m.ev("game_end", winner="P1", reason=reason)
    assert flags(replay(m)) == ([(2, "P1", "4", "error")] if checked else [])


def test_a_card_the_log_declares_a_pasiva_rapida_of_may_be_revealed_by_the_rival() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.ev("reveal", "P2", card="cuetla2")
    assert flags(replay(m)) == [(4, "P2", "5/previa", "error")]
    m.ev("pasiva_rapida", "P2", card="cuetla2", text="Daña 1 a la carta revelada.")
    assert flags(replay(m)) == []
