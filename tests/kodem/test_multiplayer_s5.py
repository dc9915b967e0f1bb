"""Kódem multiplayer corners (8.1) no earlier test reached: Manada and Cazador with 5 or more
players, and a Jungla elimination in the player's own turn counting equipment and the Bio but
never a Token (§4: "Todas las cartas en Extinción cuentan … a excepción de los Token")."""

from __future__ import annotations

from tests.support.kodem import Match, Side, begin, card_state, default_side, mp_pass, verify


def _side(player: str, like: str) -> Side:
    side = default_side(like)
    side.player = player
    return side


def test_manada_of_six_players_in_three_packs() -> None:
    players = ("P1", "P2", "P3", "P4", "P5", "P6")
    sides = {p: _side(p, "P1" if i % 2 == 0 else "P2") for i, p in enumerate(players)}
    m = Match(players=players, variant="manada", sides=sides,
              teams=[["P1", "P4"], ["P2", "P5"], ["P3", "P6"]], target_count=5)
    for player, rival in zip(players, ["P2", "P3", "P1", "P5", "P6", "P4"], strict=True):
        mp_pass(m, player, rival)
    verify(m)


def test_manada_rival_from_the_own_pack_with_six_players() -> None:
    players = ("P1", "P2", "P3", "P4", "P5", "P6")
    sides = {p: _side(p, "P1" if i % 2 == 0 else "P2") for i, p in enumerate(players)}
    m = Match(players=players, variant="manada", sides=sides,
              teams=[["P1", "P4"], ["P2", "P5"], ["P3", "P6"]], target_count=5)
    mp_pass(m, "P1", "P4")          # 8.1: P4 is of P1's own pack
    m.flag("8.1", seq=1)
    verify(m)


def test_cazador_with_five_players() -> None:
    players = ("P1", "P2", "P3", "P4", "P5")
    sides = {p: _side(p, "P1" if i % 2 == 0 else "P2") for i, p in enumerate(players)}
    m = Match(players=players, variant="cazador", sides=sides, target_count=3)
    for player, rival in zip(players, ["P2", "P3", "P4", "P5", "P1"], strict=True):
        mp_pass(m, player, rival)
    m.turn("P1", "P3")
    m.phase("previa")
    m.ev("game_end", winner="P1", reason="extinction")   # P1 sent none of the 3 agreed
    m.flag("8.1")
    verify(m)


def test_jungla_elimination_in_own_turn_counts_equipment_and_bio_not_tokens() -> None:
    players = ("P1", "P2", "P3")
    m = Match(players=players, variant="jungla")
    begin(m, "P1", "itzal", rival="P2")
    m.attack("itzal", "kuma2", 3)
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="itzal", hidden=False)
    m.phase("fin")
    mp_pass(m, "P2", "P3")
    mp_pass(m, "P3", "P1")
    begin(m, "P1", "tlalo", rival="P2", batalla=False)
    text = "Envía 1 carta aliada a Extinción y coloca 1 Token en su lugar."
    m.ev("bio_extinct")                                    # 1: the Bio
    m.ev("pasiva", card="tlalo", text=text, optional=True)
    m.ev("extinct", card="itzal", reason="effect")         # 3: Itzal and its Savia
    m.ev("token", slot="M1", name="lobo1", by="tlalo")
    m.ev("extinct", card="lobo1", reason="effect")         # a Token: never counts
    m.replace("P1", "M1", hidden=True)
    m.ev("extinct", card="nahui", reason="effect")         # 4
    m.replace("P1", "M3", hidden=True)
    m.ev("extinct", card="ehecatl", reason="effect")       # 5
    m.replace("P1", "M1", hidden=True)
    five = len(m.events)
    m.ev("extinct", card="kuma", reason="effect")          # 6: P1 is out (8.1 Jungla a)
    out = len(m.events)
    mp_pass(m, "P2", "P3")
    mp_pass(m, "P3", "P2")
    mp_pass(m, "P1", "P2")                                 # out: no more turns
    m.flag("8.1", seq=len(m.events) - 2)
    replay = verify(m)
    assert replay.state_json(five)["players"]["P1"]["extinction_count"] == 5
    assert replay.state_json(out)["players"]["P1"]["extinction_count"] == 6
    assert card_state(replay, 3, "P1", "itzal")["life"] == 6

