"""Kódem: the MECHANICS of each event and the state the replay derives.

Written from shared/spec/match-log.md, shared/spec/cli.md and the rulebook
(kodem-tcg-5.0.md) before reading judge_app/games/kodem/rules.py. Every figure below
(life, descansos, damage statistic, zones, Mazo order, Extinción count) was computed by
hand; the comment above each assertion gives the rule it comes from. The earlier red
teams (the flag tests by rule, test_multiplayer.py) check *which flags* a log raises;
this file checks *the state* after each event, through ``Replay.state_json`` (what
``judge-app replay LOG --at SEQ --json`` prints), and a few flags only this state reveals.

Fin de Turno derivations (descansos, Envenenar) are read at the next ``turn`` event, so
the tests do not depend on whether the replay shows them at ``phase: fin`` or when the
turn closes. Turn arithmetic: P1 plays the odd global turns, P2 the even ones.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.cli import main as cli_main
from judge_app.replay import Replay
from tests.support.kodem import P1_DECK, P2_DECK, Match, default_side, dump_log

Flag = tuple[int, str | None, str]


# --- helpers ------------------------------------------------------------------------------------
def replay_of(m: Match, every: int | None = None) -> Replay:
    return m.replay("mechanics.json", every)


def _matches(expected: str, got: str) -> bool:
    """``expected`` may list alternatives ("3.4|5"); an anchor matches its bare section."""
    return any(got == alt or got.split("/")[0] == alt.split("/")[0]
               for alt in expected.split("|"))


def check(m: Match, *expected: Flag) -> Replay:
    """Replay ``m`` and require exactly the ``expected`` (seq, player, section) errors."""
    replay = replay_of(m)
    got = [(v.seq, v.player, v.section, v.severity.value) for v in replay.violations]
    unused = list(got)
    problems: list[str] = []
    for seq, player, section in expected:
        hit = next((g for g in unused if g[0] == seq and g[1] == player
                    and _matches(section, g[2])), None)
        if hit is None:
            problems.append(f"missing: {seq} {player} {section}")
        else:
            unused.remove(hit)
    problems += [f"unexpected: {g}" for g in unused]
    detail = json.dumps([v.to_json("en") for v in replay.violations], ensure_ascii=False)
    assert not problems, "\n".join(problems) + "\n" + detail
    return replay


def now(m: Match) -> int:
    """The seq of the last event written."""
    return len(m.events)


def zones(replay: Replay, seq: int, player: str) -> dict[str, Any]:
    return dict(replay.state_json(seq)["players"][player])


def ids(cards: list[dict[str, Any]]) -> list[str]:
    return [c["instance"] for c in cards]


def slots(replay: Replay, seq: int, player: str) -> dict[str, str | None]:
    """Zona Principal slot → instance id (None when the slot is empty)."""
    main = zones(replay, seq, player)["main"]
    return {slot: (c["instance"] if c else None) for slot, c in main.items()}


def card(replay: Replay, seq: int, instance: str) -> dict[str, Any]:
    """The card ``instance`` wherever it is (any player's field) after ``seq``."""
    for z in replay.state_json(seq)["players"].values():
        for c in [z["protector"], *z["main"].values(), *z["reserve"]]:
            if c and c["instance"] == instance:
                return dict(c)
    raise AssertionError(f"{instance} is not in play after event {seq}")


def begin(m: Match, player: str, *reveal: str, batalla: bool = True) -> None:
    m.turn(player)
    m.phase("previa")
    for c in reveal:
        m.ev("reveal", card=c)
    if batalla:
        m.phase("batalla")


def close(m: Match) -> None:
    m.phase("post", "equipo", "fin")


def pasiva(m: Match, c: str, text: str, player: str | None = None) -> None:
    """A non-optional Pasiva (it has its condition), legal in any phase but Batalla."""
    m.ev("pasiva", player, card=c, text=text, optional=False)


# =================================================================================================
# damage (6.2, 6.3): every kind lowers life, never below 0
# =================================================================================================
def test_effect_damage_stops_at_zero_and_the_card_leaves_in_post() -> None:
    # T1: Itzal attacks Kuma (3) and, as the same card's Activa, deals 5 by effect.
    # Kuma: 6 - 3 = 3, then 3 - 5 → 0, never -2 (match-log: "lowers life, never below 0").
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.ev("activa", card="itzal", targets=["kuma2"], text="Daña 5 a la carta atacada.")
    m.ev("damage", target="kuma2", amount=3, kind="attack", source="itzal")
    after_attack = now(m)
    m.ev("damage", target="kuma2", amount=5, kind="effect", source="itzal")
    after_effect = now(m)
    m.phase("post")
    m.ev("extinct", "P2", card="kuma2", reason="life")
    m.replace("P2", "M1", hidden=True)
    m.phase("equipo", "fin")
    replay = check(m)
    assert card(replay, after_attack, "kuma2")["life"] == 3
    assert card(replay, after_effect, "kuma2")["life"] == 0
    p2 = zones(replay, now(m), "P2")
    assert ids(p2["extinction"]) == ["kuma2"] and p2["extinction_count"] == 1
    # 5.3: the replacement is the first of P2's top three, hidden, with 6 vida.
    new = p2["main"]["M1"]
    assert (new["instance"], new["hidden"], new["life"], new["rests"]) == ("ehecatl2", True, 6, 0)


def test_cost_event_pays_damage_itself_and_cost_damage_stops_at_zero() -> None:
    # match-log kodem conventions: "A `cost` event performs the payment itself".
    # T2: Ocelo attacks Itzal (2) paying "daña 2 a esta carta": Ocelo 6 → 4 at the cost.
    # Later in T4 Ocelo pays a cost of 5 with 4 vida: partial payment (6.6.3) → 0, not -1.
    m = Match()
    m.pass_turn("P1")
    begin(m, "P2", "ocelo2")
    m.ev("attack", card="ocelo2", targets=["itzal"], damage=2)
    m.ev("cost", card="ocelo2", kind="damage", targets=["ocelo2"], amount=2)
    after_cost = now(m)
    m.ev("damage", target="itzal", amount=2, kind="attack", source="ocelo2")
    close(m)
    m.pass_turn("P1")
    begin(m, "P2")
    m.ev("attack", card="ocelo2", targets=["itzal"], damage=2)
    m.ev("cost", card="ocelo2", kind="damage", targets=["ocelo2"], amount=5)
    big_cost = now(m)
    replay = check(m)
    assert card(replay, after_cost, "ocelo2")["life"] == 4
    assert card(replay, after_cost, "itzal")["life"] == 6
    assert card(replay, after_cost + 1, "itzal")["life"] == 4
    assert card(replay, big_cost, "ocelo2")["life"] == 0


def test_cost_of_descansos_and_cost_of_extinction() -> None:
    # A `cost` of kind rest gives the targets descansos; of kind extinction sends them to
    # Extinción (legal in Batalla: "para pagar un costo", §5 Batalla nota).
    # T1: Itzal attacks Kuma paying "1 carta aliada recibe 1 descanso" (Tlalo) and
    # "envía 1 carta aliada a Extinción" (Nahui). Nahui must be replaced at once (5.3).
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.ev("cost", card="itzal", kind="rest", targets=["tlalo"], amount=1)
    rest_cost = now(m)
    m.ev("cost", card="itzal", kind="extinction", targets=["nahui"])
    ext_cost = now(m)
    m.replace("P1", "M3", hidden=True)
    m.ev("damage", target="kuma2", amount=3, kind="attack", source="itzal")
    close(m)
    m.turn("P2")
    replay = check(m)
    assert card(replay, rest_cost, "tlalo")["rests"] == 1
    p1 = zones(replay, ext_cost, "P1")
    assert ids(p1["extinction"]) == ["nahui"] and p1["main"]["M3"] is None
    # After T1's Fin: Tlalo did not begin the turn resting → keeps 1; Itzal attacked → 1.
    assert card(replay, now(m), "tlalo")["rests"] == 1
    assert card(replay, now(m), "itzal")["rests"] == 1
    assert card(replay, now(m), "ehecatl")["rests"] == 0


# =================================================================================================
# heal (6.2): up to the maximum; illegal at 0 or full
# =================================================================================================
def test_heal_a_card_at_zero_is_flagged_and_changes_nothing() -> None:
    # 6.2 / Glosario Vida: "Las cartas con 0 puntos de vida … no podrán ser curadas".
    # Kuma reaches 0 in Batalla; in Post (before it leaves) Itzal's Pasiva heals it 1:
    # flagged once, at the heal (P1). The vida after the illegal heal is left open (the
    # replay applies events as logged): 0 or 1.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.ev("activa", card="itzal", targets=["kuma2"], text="Daña 3 a la carta atacada.")
    m.ev("damage", target="kuma2", amount=3, kind="attack", source="itzal")
    m.ev("damage", target="kuma2", amount=3, kind="effect", source="itzal")
    m.phase("post")
    pasiva(m, "itzal", "Cura 1 a 1 carta.")
    m.ev("heal", target="kuma2", amount=1, source="itzal")
    heal = now(m)
    m.ev("extinct", "P2", card="kuma2", reason="life")
    m.replace("P2", "M1", hidden=True)
    m.phase("equipo", "fin")
    replay = check(m, (heal, "P1", "6.2"))
    assert card(replay, heal - 1, "kuma2")["life"] == 0
    assert card(replay, heal, "kuma2")["life"] in (0, 1)


def test_heal_protector_caps_at_twelve_adendei_at_six() -> None:
    # 3.2: a Protector has 12 vida máxima; 3.1: an Adendei 6. Ehécatl (can_target_protector)
    # deals 3 to Anaya and 3 to Itzal's … (attack on Anaya, Activa on Itzal). T3: heal 5 each.
    p2 = default_side("P2", main=["ehecatl", "ocelo", "cuetla"],
                      deck=["kuma"] + [d for d in P2_DECK if d != "ehecatl"])
    m = Match(sides={"P2": p2})
    m.pass_turn("P1")
    begin(m, "P2", "ehecatl2")
    m.ev("attack", card="ehecatl2", targets=["anaya"], damage=3)
    m.ev("activa", card="ehecatl2", targets=["itzal"], text="Daña 2 a 1 Adendei.")
    m.ev("damage", target="anaya", amount=3, kind="attack", source="ehecatl2")
    m.ev("damage", target="itzal", amount=2, kind="effect", source="ehecatl2")
    close(m)
    begin(m, "P1", "itzal", batalla=False)
    pasiva(m, "itzal", "Cura 5 a 2 cartas aliadas.")
    m.ev("heal", target="anaya", amount=5, source="itzal")
    m.ev("heal", target="itzal", amount=5, source="itzal")
    replay = check(m)
    assert card(replay, now(m) - 1, "anaya")["life"] == 12
    assert card(replay, now(m), "itzal")["life"] == 6
    assert card(replay, now(m), "anaya")["max_life"] == 12


# =================================================================================================
# scale / descend (6.2): the damage statistic; hidden by effect → base statistics (6.7-G6)
# =================================================================================================
def test_scale_descend_floor_and_hide_by_effect_restores_base() -> None:
    m = Match()
    begin(m, "P1", "itzal", "nahui", batalla=False)
    pasiva(m, "itzal", "Escala 2 a esta carta.")
    m.ev("scale", card="itzal", amount=2)
    scaled = now(m)                     # 3 + 2 = 5
    pasiva(m, "nahui", "Desciende 7 a 1 carta.")
    m.ev("descend", card="itzal", amount=7)
    descended = now(m)                  # 5 - 7 → 0: a damage statistic is never negative
    m.ev("scale", card="itzal", amount=1)
    rescaled = now(m)                   # 0 + 1 = 1 (not -2 + 1)
    m.ev("scale", card="nahui", amount=2)
    pasiva(m, "nahui", "Oculta 1 carta.")
    m.ev("hide", card="itzal", by="nahui")
    hidden = now(m)                     # 6.7-G6: "vuelve a sus estadísticas base" → 3
    m.ev("reveal", card="itzal")
    m.phase("batalla")
    m.ev("attack", card="nahui", targets=["kuma2"], damage=3)
    m.ev("damage", target="kuma2", amount=3, kind="attack", source="nahui")
    close(m)
    m.turn("P2")
    replay = check(m)
    assert card(replay, scaled, "itzal")["damage"] == 5
    assert card(replay, descended, "itzal")["damage"] == 0
    assert card(replay, rescaled, "itzal")["damage"] == 1
    assert card(replay, hidden, "itzal")["hidden"] is True
    assert card(replay, hidden, "itzal")["damage"] == 3
    assert card(replay, hidden + 1, "itzal")["damage"] == 3
    # Escalar is permanent: Nahui (1 + 2) keeps 3 after its turn.
    assert card(replay, now(m), "nahui")["damage"] == 3
    assert card(replay, now(m), "kuma2")["life"] == 3


# =================================================================================================
# descansos: rest_update, 6.7-P1 (an illegal attack still rests), Bio update
# =================================================================================================
def test_rest_update_of_each_card_after_the_bio() -> None:
    # 3.5: "Si tu Bio es enviado a Extinción … puedes actualizar 1 descanso de todas tus
    # cartas", logged card by card with rest_update ``by`` the Bio (an update the rules
    # give, not a forgotten one: rules.py docstring, 6.7-G15/G16). Itzal attacked in T1
    # (1 after T1); Anaya 3 → 2 after T1. T3 Previa: Bio out, Itzal 1 → 0, Anaya 2 → 1;
    # Itzal may attack.
    # T3 Fin: Itzal attacked → 1; Anaya began T3 resting → 0; Nahui never rested → 0 (not -1).
    m = Match()
    begin(m, "P1", "itzal")
    m.attack("itzal", "kuma2", 3)
    close(m)
    m.pass_turn("P2")
    begin(m, "P1", batalla=False)
    m.ev("bio_extinct")
    m.ev("rest_update", card="itzal", by="cenote")
    m.ev("rest_update", card="anaya", by="cenote")
    updated = now(m)
    m.phase("batalla")
    m.attack("itzal", "ocelo2", 3)
    close(m)
    m.turn("P2")
    replay = check(m)
    assert card(replay, updated, "itzal")["rests"] == 0
    assert card(replay, updated, "anaya")["rests"] == 1
    assert card(replay, now(m), "itzal")["rests"] == 1
    assert card(replay, now(m), "anaya")["rests"] == 0
    assert card(replay, now(m), "nahui")["rests"] == 0
    p1 = zones(replay, now(m), "P1")
    assert p1["bio"] is None and ids(p1["extinction"]) == ["cenote"]


def test_bio_update_rests_only_touches_its_owner_cards() -> None:
    # `bio_extinct` with update_rests: every card of P1 loses one; P2's Kuma (2 after its T2
    # attack) keeps 2 (3.5 "todas TUS cartas"). Anaya 2 → 1.
    m = Match()
    begin(m, "P1", "itzal")
    m.attack("itzal", "kuma2", 3)
    close(m)
    begin(m, "P2", "kuma2")
    m.attack("kuma2", "itzal", 4)
    close(m)
    begin(m, "P1", batalla=False)
    before = now(m)
    m.ev("bio_extinct", update_rests=True)
    replay = check(m)
    seq = now(m)
    assert [card(replay, before, c)["rests"] for c in ("itzal", "anaya", "kuma2")] == [1, 2, 2]
    assert [card(replay, seq, c)["rests"] for c in ("itzal", "anaya", "kuma2")] == [0, 1, 2]
    assert zones(replay, seq, "P1")["extinction_count"] == 1


def test_illegal_attack_still_takes_its_descansos() -> None:
    # 6.7-P1: a card that declared an attack ignoring a restriction "deberá descansar al final
    # del turno". Itzal (rest 1) attacks in T1 → 1. In T3 it attacks while resting (5.1 flag);
    # at T3's Fin it takes its rest value again (1), it does not update to 0.
    m = Match()
    begin(m, "P1", "itzal")
    m.attack("itzal", "kuma2", 3)
    close(m)
    m.pass_turn("P2")
    begin(m, "P1")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    bad = now(m)
    close(m)
    m.turn("P2")
    replay = check(m, (bad, "P1", "5.1"))
    assert card(replay, now(m), "itzal")["rests"] == 1
    assert card(replay, now(m), "kuma2")["life"] == 3


def test_negated_effect_still_rests_and_quick_answer_rests_at_that_fin() -> None:
    # Negar un efecto: the Activa does not resolve, but the card used (declared) its Activa →
    # descansa (6.6.1, Glosario "Usar una carta"). Cuetla (P2) used an Activa-Rápida in T1 →
    # takes its rest (1) at T1's Fin (match-log conventions), loses it at T2's Fin.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Daña 2 a 1 carta rival.")
    m.ev("reveal", "P2", card="cuetla2")
    m.ev("activa_rapida", "P2", card="cuetla2", targets=["itzal"],
         text="Activa-Rápida: niega 1 efecto.")
    m.ev("negate", "P2", target="itzal", what="effect")
    close(m)
    m.turn("P2")
    t2 = now(m)
    m.phase("previa")
    m.ev("pass")
    m.turn("P1")
    t3 = now(m)
    replay = check(m)
    assert card(replay, t2, "itzal")["rests"] == 1
    assert card(replay, t2, "cuetla2")["rests"] == 1
    assert card(replay, t2, "kuma2")["life"] == 6
    assert card(replay, t3, "cuetla2")["rests"] == 0
    assert card(replay, t3, "itzal")["rests"] == 1


# =================================================================================================
# extinct: equipment follows, marks and statistics do not survive
# =================================================================================================
def test_extinct_card_takes_its_equipment_and_loses_its_marks() -> None:
    m = Match()
    begin(m, "P1", "itzal")
    m.attack("itzal", "kuma2", 3)
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="itzal", hidden=False)
    equipped = now(m)
    m.phase("fin")
    begin(m, "P2", "kuma2")
    m.ev("attack", card="kuma2", targets=["itzal"], damage=4)
    m.ev("activa", card="kuma2", targets=["itzal"], text="Daña 2 y quema a la carta atacada.")
    m.ev("damage", target="itzal", amount=4, kind="attack", source="kuma2")
    m.ev("damage", target="itzal", amount=2, kind="effect", source="kuma2")
    m.ev("mark", target="itzal", mark="quemar")
    m.phase("post")
    m.ev("extinct", "P1", card="itzal", reason="life")
    gone = now(m)
    m.replace("P1", "M1", hidden=True)
    m.phase("equipo", "fin")
    replay = check(m)
    p1 = zones(replay, equipped, "P1")
    assert p1["main"]["M1"]["equipment"] == ["savia"]
    assert "savia" in ids(p1["equipped"]) and "savia" not in ids(p1["equipment_zone"])
    assert p1["equipped"][ids(p1["equipped"]).index("savia")]["hidden"] is False
    # 3.4 Equipar 4: "los equipos también son enviados a Extinción"; 6.1: marks go.
    p1 = zones(replay, gone, "P1")
    assert sorted(ids(p1["extinction"])) == ["itzal", "savia"]
    assert p1["extinction_count"] == 2 and ids(p1["equipped"]) == []
    in_ext = {c["instance"]: c for c in p1["extinction"]}
    assert in_ext["itzal"]["marks"] == []
    p1 = zones(replay, now(m), "P1")
    new = p1["main"]["M1"]
    assert (new["instance"], new["life"], new["rests"], new["marks"], new["equipment"]) == (
        "ehecatl", 6, 0, [], [])


def test_protector_extinct_mills_three_and_the_substitute_is_clean() -> None:
    # 3.2 / 5.3-4: Anaya (2 descansos after T1, untouched in T2) falls to 0 in T2 while
    # envenenada. In Post: Anaya + the top 3 of P1's Mazo go to Extinción (4); Bruno enters
    # with 12 vida, 2 descansos, no marks (the mark stays with the card that left). T3: Bruno
    # began resting → 1 after T3, and loses no vida at P1's Fin (not envenenado).
    p2 = default_side("P2", main=["ehecatl", "ocelo", "cuetla"],
                      deck=["kuma"] + [d for d in P2_DECK if d != "ehecatl"])
    m = Match(sides={"P1": default_side("P1", protectors=["anaya", "bruno"]), "P2": p2})
    m.pass_turn("P1")
    begin(m, "P2", "ehecatl2")
    m.ev("attack", card="ehecatl2", targets=["anaya"], damage=3)
    m.ev("activa", card="ehecatl2", targets=["anaya"], text="Daña 9 y envenena al Protector.")
    m.ev("damage", target="anaya", amount=3, kind="attack", source="ehecatl2")
    m.ev("damage", target="anaya", amount=9, kind="effect", source="ehecatl2")
    m.ev("mark", target="anaya", mark="envenenar")
    m.phase("post")
    m.ev("extinct", "P1", card="anaya", reason="life")
    m.mill3("P1")
    gone = now(m)
    m.phase("equipo", "fin")
    m.pass_turn("P1")
    m.turn("P2")
    t4 = now(m)
    begin(m, "P1", batalla=False)
    m.ev("extinct", card="itzal", reason="effect")
    # the replacement must come from the Mazo as it is after the mill: tepe, ocelo, meztli
    m.replace("P1", "M1", hidden=True)
    replay = check(m)
    p1 = zones(replay, gone, "P1")
    assert sorted(ids(p1["extinction"])) == ["anaya", "cuetla", "ehecatl", "kuma"]
    assert p1["extinction_count"] == 4
    assert ids(p1["deck"])[:3] == ["tepe", "ocelo", "meztli"]
    prot = p1["protector"]
    assert (prot["instance"], prot["life"], prot["rests"], prot["marks"]) == ("bruno", 12, 2, [])
    assert p1["reserve"] == []
    later = card(replay, t4, "bruno")
    assert (later["life"], later["rests"]) == (12, 1)
    assert zones(replay, now(m), "P1")["main"]["M1"]["instance"] == "tepe"


# =================================================================================================
# replace (5.3): the two not chosen go to the bottom; equip hidden / revealed
# =================================================================================================
def test_replace_sends_the_other_two_to_the_bottom_and_places_as_logged() -> None:
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    pasiva(m, "itzal", "Envía 1 carta aliada a Extinción.")
    m.ev("extinct", card="tlalo", reason="effect")
    m.replace("P1", "M2", choose=1, hidden=False)      # drawn ehecatl, kuma, cuetla → kuma
    first = now(m)
    pasiva(m, "itzal", "Envía 1 carta aliada a Extinción.")
    m.ev("extinct", card="kuma", reason="effect")
    m.replace("P1", "M2", choose=2, hidden=True)       # drawn tepe, ocelo, meztli → meztli
    second = now(m)
    replay = check(m)
    p1 = zones(replay, first, "P1")
    deck = ids(p1["deck"])
    assert deck[:12] == P1_DECK[3:] and sorted(deck[12:]) == ["cuetla", "ehecatl"]
    placed = p1["main"]["M2"]
    assert (placed["instance"], placed["hidden"], placed["life"]) == ("kuma", False, 6)
    p1 = zones(replay, second, "P1")
    deck = ids(p1["deck"])
    assert deck[:9] == P1_DECK[6:] and sorted(deck[9:11]) == ["cuetla", "ehecatl"]
    assert sorted(deck[11:]) == ["ocelo", "tepe"] and len(deck) == 13
    assert (p1["main"]["M2"]["instance"], p1["main"]["M2"]["hidden"]) == ("meztli", True)
    assert sorted(ids(p1["extinction"])) == ["kuma", "tlalo"]


def test_equipment_hidden_then_revealed() -> None:
    # 3.4: an equipo placed oculto or revelado; revealing it later in Previa.
    m = Match()
    begin(m, "P1", "itzal")
    m.attack("itzal", "kuma2", 3)
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="itzal", hidden=True)
    hidden_seq = now(m)
    m.phase("fin")
    m.pass_turn("P2")
    begin(m, "P1", "nahui", batalla=False)
    m.ev("reveal", card="savia")
    shown = now(m)
    m.phase("batalla")
    m.attack("nahui", "ocelo2", 1)
    m.phase("post", "equipo")
    m.ev("equip", equipment="obsidiana", card="nahui", hidden=False)
    rot = now(m)
    replay = check(m)

    def equipped(seq: int) -> dict[str, bool]:
        return {c["instance"]: c["hidden"] for c in zones(replay, seq, "P1")["equipped"]}

    assert equipped(hidden_seq) == {"savia": True}
    assert equipped(shown) == {"savia": False}
    assert equipped(rot) == {"savia": False, "obsidiana": False}
    assert card(replay, rot, "nahui")["equipment"] == ["obsidiana"]
    assert "obsidiana" not in ids(zones(replay, rot, "P1")["equipment_zone"])


# =================================================================================================
# Rava (3.3): return to the bottom of the Mazo; revive with 2 sacrifices
# =================================================================================================
def _rava_side() -> Match:
    return Match(sides={"P1": default_side("P1", deck=["tonatiuh", *P1_DECK])})


def _rava_in_m2(m: Match) -> None:
    """T1 Previa: Tlalo leaves by effect and Tonatiuh (top of the Mazo) replaces it."""
    begin(m, "P1", "itzal", batalla=False)
    pasiva(m, "itzal", "Envía 1 carta aliada a Extinción.")
    m.ev("extinct", card="tlalo", reason="effect")
    m.replace("P1", "M2", choose=0, hidden=False)


def test_rava_return_goes_to_the_bottom_and_leaves_a_slot_to_replace() -> None:
    m = _rava_side()
    _rava_in_m2(m)
    m.ev("rava_return", card="tonatiuh")
    m.to_bottom("P1", "tonatiuh")
    returned = now(m)
    m.replace("P1", "M2", hidden=True)                 # cuetla, tepe, ocelo → cuetla
    replay = check(m)
    p1 = zones(replay, returned, "P1")
    deck = ids(p1["deck"])
    assert deck[-1] == "tonatiuh" and sorted(deck[-3:-1]) == ["ehecatl", "kuma"]
    assert deck[0] == "cuetla" and len(deck) == 16 - 3 + 2 + 1
    assert p1["main"]["M2"] is None
    assert "tonatiuh" not in ids(p1["extinction"]) and p1["extinction_count"] == 1
    assert slots(replay, now(m), "P1")["M2"] == "cuetla"


def test_rava_revive_with_two_sacrifices() -> None:
    # 3.3: "regresar 1 Rava de Extinción a la Zona Principal, enviando 2 cartas de su Zona
    # Principal a Extinción en Previa". T1: Tonatiuh enters M2, then goes to Extinción and
    # Cuetla replaces it. T3: revive Tonatiuh sacrificing Itzal (M1) and Cuetla (M2).
    m = _rava_side()
    _rava_in_m2(m)
    pasiva(m, "itzal", "Envía 1 carta aliada a Extinción.")
    m.ev("extinct", card="tonatiuh", reason="effect")
    m.replace("P1", "M2", hidden=True)                 # cuetla
    m.ev("pass")
    m.pass_turn("P2")
    begin(m, "P1", batalla=False)
    m.ev("rava_revive", card="tonatiuh", sacrifice=["itzal", "cuetla"])
    revived = now(m)
    replay = check(m)
    p1 = zones(replay, revived, "P1")
    assert sorted(ids(p1["extinction"])) == ["cuetla", "itzal", "tlalo"]
    assert p1["extinction_count"] == 3
    where = {s: c["instance"] for s, c in p1["main"].items() if c}
    rava_slot = next(s for s, i in where.items() if i == "tonatiuh")
    assert rava_slot in ("M1", "M2") and where.get("M3") == "nahui"
    rava = p1["main"][rava_slot]
    assert (rava["life"], rava["rests"], rava["marks"], rava["equipment"]) == (6, 0, [], [])
    empty = next(s for s in ("M1", "M2") if s != rava_slot)
    assert p1["main"][empty] is None
    # the other sacrificed slot is replaced from the top three (meztli, yaxche, xolo)
    m.replace("P1", empty, hidden=True)
    replay = check(m)
    assert slots(replay, now(m), "P1")[empty] == "meztli"


# =================================================================================================
# Token (3.6): enters a slot after extinct instead of the replacement; never counts
# =================================================================================================
def test_token_takes_the_slot_rests_and_leaves_the_game() -> None:
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    pasiva(m, "itzal", "Envía 1 carta aliada a Extinción y coloca 1 Token en su lugar.")
    m.ev("extinct", card="tlalo", reason="effect")
    m.ev("token", slot="M2", name="lobo1", stats={"damage": 2, "rest": 1}, by="itzal")
    entered = now(m)
    m.phase("batalla")
    m.attack("lobo1", "kuma2", 2)
    close(m)
    m.turn("P2")
    t2 = now(m)
    m.phase("previa")
    m.ev("pass")
    begin(m, "P1", batalla=False)
    pasiva(m, "itzal", "Envía 1 carta aliada a Extinción.")
    m.ev("extinct", card="lobo1", reason="effect")
    token_out = now(m)
    m.replace("P1", "M2", hidden=True)
    replay = check(m)
    token = zones(replay, entered, "P1")["main"]["M2"]
    assert (token["instance"], token["type"], token["hidden"]) == ("lobo1", "token", False)
    assert (token["life"], token["max_life"], token["damage"], token["rests"]) == (6, 6, 2, 0)
    assert card(replay, t2, "lobo1")["rests"] == 1          # attacked with rest 1
    assert card(replay, t2, "kuma2")["life"] == 4
    p1 = zones(replay, token_out, "P1")
    # 3.6: "en ningún momento contará como carta en Extinción para la condición de victoria"
    assert p1["extinction_count"] == 1
    assert "lobo1" not in [c["instance"] for c in p1["main"].values() if c]
    assert slots(replay, now(m), "P1")["M2"] == "ehecatl"


def test_token_with_default_statistics() -> None:
    # 3.6: without stats a Token has 6 vida, 0 daño, 0 descanso.
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    pasiva(m, "itzal", "Envía 1 carta aliada a Extinción y coloca 1 Token en su lugar.")
    m.ev("extinct", card="nahui", reason="effect")
    m.ev("token", slot="M3", name="lobo1", by="itzal")
    replay = check(m)
    token = card(replay, now(m), "lobo1")
    assert (token["life"], token["max_life"], token["damage"], token["rests"],
            token["hidden"]) == (6, 6, 0, 0, False)


# =================================================================================================
# swap (6.4): statistics and conditions travel; a card dies into its owner's Extinción
# =================================================================================================
def test_swap_in_own_field_keeps_life_rests_equipment() -> None:
    m = Match()
    begin(m, "P1", "itzal")
    m.attack("itzal", "kuma2", 3)
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="itzal", hidden=False)
    m.phase("fin")
    begin(m, "P2", "kuma2")
    m.attack("kuma2", "itzal", 4)
    close(m)
    begin(m, "P1", "tlalo", batalla=False)
    pasiva(m, "tlalo", "Cambia de lugar 2 cartas aliadas.")
    m.ev("swap", card="itzal", target="nahui")
    swapped = now(m)
    replay = check(m)
    main = zones(replay, swapped, "P1")["main"]
    assert main["M1"]["instance"] == "nahui" and main["M3"]["instance"] == "itzal"
    itzal = main["M3"]
    assert (itzal["life"], itzal["rests"], itzal["equipment"], itzal["hidden"]) == (
        2, 1, ["savia"], False)


def test_swap_across_fields_and_extinction_of_the_owner() -> None:
    # 6.4: "Si una carta aliada que ha sido cambiada, se encuentra en el campo del rival y
    # llega a 0 puntos de vida, se colocará en la Extinción de su jugador original."
    m = Match()
    begin(m, "P1", "tlalo", batalla=False)
    pasiva(m, "tlalo", "Cambia 1 carta aliada por 1 carta rival.")
    m.ev("swap", card="itzal", target="kuma2")
    swapped = now(m)
    pasiva(m, "tlalo", "Daña 6 a 1 carta del campo rival.")
    m.ev("damage", target="itzal", amount=6, kind="effect", source="tlalo")
    m.ev("extinct", card="itzal", reason="life")
    gone = now(m)
    replay = check(m)
    assert slots(replay, swapped, "P1")["M1"] == "kuma2"
    assert slots(replay, swapped, "P2")["M1"] == "itzal"
    assert card(replay, swapped, "itzal")["owner"] == "P1"
    assert card(replay, swapped, "kuma2")["owner"] == "P2"
    assert ids(zones(replay, gone, "P1")["extinction"]) == ["itzal"]
    assert zones(replay, gone, "P2")["extinction"] == []
    assert zones(replay, gone, "P2")["extinction_count"] == 0


# =================================================================================================
# show (Mostrar is not Revelar), marks: Quemar + Envenenar on one card, Abismar with a roll
# =================================================================================================
def test_show_changes_nothing() -> None:
    m = Match()
    begin(m, "P1", batalla=False)
    before = now(m)
    m.ev("show", card="itzal")
    m.ev("show", card="ehecatl")
    replay = check(m)
    assert replay.state_json(before)["players"] == replay.state_json(now(m))["players"]
    assert card(replay, now(m), "itzal")["hidden"] is True


def test_quemar_and_envenenar_on_the_same_card() -> None:
    # T1: Itzal's Activa burns and poisons Cuetla. P1's Fin: no poison (not Cuetla's Fin).
    # T2: Cuetla attacks → Quemar 1 at the declaration (6 → 5); Fin of T2 → Envenenar 1 (4).
    # Both marks persist (6.1: only removed by an effect or by Extinción).
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("activa", card="itzal", targets=["cuetla2"], text="Quema y envenena 1 carta rival.")
    m.ev("mark", target="cuetla2", mark="quemar")
    m.ev("mark", target="cuetla2", mark="envenenar")
    close(m)
    begin(m, "P2", "cuetla2")
    t2 = now(m) - 3                     # the `turn` event of T2 (turn, previa, reveal, batalla)
    m.ev("attack", card="cuetla2", targets=["itzal"], damage=1)
    declared = now(m)
    m.ev("damage", target="itzal", amount=1, kind="attack", source="cuetla2")
    close(m)
    m.turn("P1")
    replay = check(m)
    assert card(replay, t2, "cuetla2")["life"] == 6
    assert card(replay, declared, "cuetla2")["life"] == 5
    end = card(replay, now(m), "cuetla2")
    assert (end["life"], end["rests"], sorted(end["marks"])) == (4, 1, ["envenenar", "quemar"])
    assert card(replay, now(m), "itzal")["life"] == 5


def test_abismada_attack_with_a_roll() -> None:
    # 6.1 Abismar: the attack's target is chosen by a die; the log records it as `roll`.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Abisma 1 carta rival.")
    m.ev("mark", target="kuma2", mark="abismar")
    close(m)
    begin(m, "P2", "kuma2")
    m.ev("attack", card="kuma2", targets=["tlalo"], damage=4, roll=2)
    m.ev("damage", target="tlalo", amount=4, kind="attack", source="kuma2")
    close(m)
    m.turn("P1")
    replay = check(m)
    assert card(replay, now(m), "tlalo")["life"] == 2
    assert card(replay, now(m), "kuma2")["marks"] == ["abismar"]
    assert card(replay, now(m), "kuma2")["life"] == 6


# =================================================================================================
# link (3.2): Protector 3, its Adendei 1
# =================================================================================================
def test_link_descansos_state() -> None:
    m = Match()
    for _ in range(3):
        m.pass_turn("P1")
        m.pass_turn("P2")
    begin(m, "P1", "nahui")
    m.ev("link", protector="anaya", card="nahui")
    close(m)
    m.turn("P2")
    replay = check(m)
    assert card(replay, now(m), "anaya")["rests"] == 3
    assert card(replay, now(m), "nahui")["rests"] == 1      # rest 0, linked → 1


# =================================================================================================
# the replay: --json shape, --at bounds, checkpoints
# =================================================================================================
def _busy_log() -> Match:
    """Every kind of event in two players' turns, legal throughout."""
    m = _rava_side()
    _rava_in_m2(m)
    m.ev("rava_return", card="tonatiuh")
    m.to_bottom("P1", "tonatiuh")
    m.replace("P1", "M2", hidden=True)
    m.ev("show", card="itzal")
    m.ev("note", text="ok")
    m.phase("batalla")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.ev("activa", card="itzal", targets=["kuma2"], text="Quema 1 carta rival.")
    m.ev("damage", target="kuma2", amount=3, kind="attack", source="itzal")
    m.ev("mark", target="kuma2", mark="quemar")
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="itzal", hidden=True)
    m.phase("fin")
    begin(m, "P2", "kuma2", "ocelo2", batalla=False)
    pasiva(m, "ocelo2", "Escala 1 a 1 carta aliada.", "P2")
    m.ev("scale", card="kuma2", amount=1)
    m.ev("unmark", target="kuma2", mark="quemar")
    m.phase("batalla")
    m.attack("kuma2", "itzal", 5)
    m.phase("post", "equipo", "fin")
    begin(m, "P1", batalla=False)
    m.ev("bio_extinct", update_rests=True)
    pasiva(m, "itzal", "Cura 1 y desciende 1.")
    m.ev("heal", target="itzal", amount=1, source="itzal")
    m.ev("descend", card="kuma2", amount=1)
    m.ev("rest", card="ocelo2", amount=1)
    m.phase("batalla")
    m.attack("itzal", "ocelo2", 3)
    close(m)
    m.turn("P2")
    return m


CARD_KEYS = {"instance", "life", "rests", "marks", "equipment", "hidden", "owner", "damage"}


def test_replay_json_has_every_key_cli_md_names(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    m = _busy_log()
    check(m)
    path = tmp_path / "busy.json"
    path.write_text(dump_log(m.to_dict()), encoding="utf-8")
    total = now(m)
    for at in (0, 17, total):
        code = cli_main(["replay", str(path), "--at", str(at), "--json"])
        out, err = capsys.readouterr()
        assert (code, err) == (0, "")
        state = json.loads(out)
        assert state == replay_of(m).state_json(at)
        for key in ("turn", "phase", "active", "players"):
            assert key in state
        for who in ("P1", "P2"):
            z = state["players"][who]
            for key in ("protector", "main", "bio", "equipment_zone", "equipped", "deck",
                        "extinction", "extinction_count"):
                assert key in z, (who, key)
            assert set(z["main"]) == {"M1", "M2", "M3"}
            cards = [z["protector"], *z["main"].values(), z["bio"], *z["deck"],
                     *z["equipment_zone"], *z["equipped"], *z["extinction"]]
            for c in cards:
                if c is not None:
                    assert set(c) >= CARD_KEYS, (who, c)
    start = replay_of(m).state_json(0)
    assert (start["turn"], start["active"]) in ((0, None), (None, None))
    p1 = start["players"]["P1"]
    assert [c["hidden"] for c in p1["main"].values()] == [True, True, True]
    assert (p1["protector"]["life"], p1["protector"]["rests"]) == (12, 3)
    assert p1["bio"]["hidden"] is True and p1["extinction_count"] == 0
    end = replay_of(m).state_json(total)
    assert (end["turn"], end["active"]) == (4, "P2")
    for bad in (str(total + 1), "-1"):
        code = cli_main(["replay", str(path), "--at", bad, "--json"])
        out, err = capsys.readouterr()
        assert code == 2 and out == "" and "--at" in err


def test_busy_log_state_figures() -> None:
    # T1: Itzal (rest 1) attacked → 1; Kuma 6 - 3 = 3, burnt then unburnt in T2.
    # T2: Kuma scaled 4 → 5, attacks Itzal 5 → 1; Kuma (rest 2) → 2.
    # T3: Bio with update_rests: Itzal 1 → 0, Anaya 2 → 1; heal Itzal 1 → 2; Kuma descends
    # 5 → 4; Ocelo gets 1 descanso by effect (kept through P1's turn); Itzal attacks Ocelo 3.
    # T3's Fin: Itzal attacked → 1; Anaya began T3 resting → 0.
    m = _busy_log()
    replay = check(m)
    end = now(m)
    assert card(replay, end, "itzal")["life"] == 2
    assert card(replay, end, "itzal")["rests"] == 1
    assert card(replay, end, "anaya")["rests"] == 0
    assert card(replay, end, "kuma2")["damage"] == 4
    assert card(replay, end, "kuma2")["marks"] == []
    assert card(replay, end, "ocelo2")["life"] == 3
    assert card(replay, end, "ocelo2")["rests"] == 1
    assert card(replay, end, "kuma2")["rests"] == 2


def test_checkpoints_do_not_change_any_state() -> None:
    # Replay by checkpoints (architecture.md): seeking must give the same state whatever K is
    # and in whatever order states are asked (no state shared between checkpoints).
    m = _busy_log()
    every_one = replay_of(m, every=1)
    coarse = replay_of(m, every=1000)
    seqs = list(range(now(m) + 1))
    expected = [json.dumps(every_one.state_json(s), sort_keys=True) for s in seqs]
    for s in reversed(seqs):
        assert json.dumps(coarse.state_json(s), sort_keys=True) == expected[s], s
    for s in seqs[::3]:
        assert json.dumps(every_one.state_json(s), sort_keys=True) == expected[s], s


# =================================================================================================
# Quemar once per Declaración; mark damage written in the log is not dealt twice
# =================================================================================================
def _kuma_burnt() -> Match:
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Quema 1 carta rival.")
    m.ev("mark", target="kuma2", mark="quemar")
    close(m)
    begin(m, "P2", "kuma2")
    return m


def test_quemar_once_for_attack_and_activa_declared_together() -> None:
    # §5 Batalla: "declara ataque y/o Activa" in one Declaración; the Quemar point is dealt in
    # the one Pago de Costos subphase ("también se realiza el daño de quemadura"), as a cost
    # shared by both is paid once (6.6.3). Kuma 6 → 5, not 4.
    m = _kuma_burnt()
    m.ev("attack", card="kuma2", targets=["itzal"], damage=4)
    m.ev("activa", card="kuma2", targets=["itzal"], text="Daña 1 a la carta atacada.")
    m.ev("damage", target="itzal", amount=4, kind="attack", source="kuma2")
    m.ev("damage", target="itzal", amount=1, kind="effect", source="kuma2")
    replay = check(m)
    assert card(replay, now(m), "kuma2")["life"] == 5
    assert card(replay, now(m), "itzal")["life"] == 1


def test_logged_quemar_damage_records_the_derived_point() -> None:
    # match-log: Quemar damage is derived. A scorekeeper who also writes it (`damage`, kind
    # mark, the kind the table lists) records that same point: Kuma 5, not 4.
    m = _kuma_burnt()
    m.ev("attack", card="kuma2", targets=["itzal"], damage=4)
    m.ev("damage", target="kuma2", amount=1, kind="mark", source="kuma2")
    replay = check(m)
    assert card(replay, now(m), "kuma2")["life"] == 5


def test_logged_envenenar_damage_records_the_derived_point() -> None:
    # Envenenar at its owner's Fin (derived at `phase fin`); the log writes it too: 6 → 5.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Envenena 1 carta rival.")
    m.ev("mark", target="kuma2", mark="envenenar")
    close(m)
    m.empty_turn("P2")
    m.ev("damage", target="kuma2", amount=1, kind="mark", source="kuma2")
    m.turn("P1")
    replay = check(m)
    assert card(replay, now(m), "kuma2")["life"] == 5


def test_mark_damage_no_mark_dealt_is_a_warning_and_applies() -> None:
    # A `damage` of kind mark on a card whose marks dealt nothing this turn: applied as logged
    # (the replay applies every event), with a 6.1 warning for the judge.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("damage", target="kuma2", amount=1, kind="mark", source="itzal")
    replay = replay_of(m)
    got = [(v.seq, v.section, v.severity.value) for v in replay.violations]
    assert got == [(now(m), "6.1", "warning")]
    assert card(replay, now(m), "kuma2")["life"] == 5


# =================================================================================================
# effects on cards that are not on the field (6.6, 6.7-G17)
# =================================================================================================
def test_effects_on_cards_off_the_field_are_flagged_and_change_nothing() -> None:
    # Damage to a card off the field is already 6.6; the same holds for the other effects:
    # Tlalo is in Extinción (6.1: its marks are gone with it), Toch in the Mazo, where
    # "no pueden tener ninguna característica o estadística particular" (6.7-G17).
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    pasiva(m, "itzal", "Envía 1 carta aliada a Extinción.")
    m.ev("extinct", card="tlalo", reason="effect")
    m.replace("P1", "M2", hidden=True)
    pasiva(m, "itzal", "Efectos.")
    m.ev("rest", card="tlalo", amount=1)
    m.ev("mark", target="tlalo", mark="quemar")
    m.ev("scale", card="toch", amount=2)
    m.ev("descend", card="tlalo", amount=1)
    m.ev("heal", target="tlalo", amount=1, source="itzal")
    last = now(m)
    replay = check(m, *[(seq, "P1", "6.6") for seq in range(last - 4, last + 1)])
    p1 = zones(replay, last, "P1")
    tlalo = next(c for c in p1["extinction"] if c["instance"] == "tlalo")
    toch = next(c for c in p1["deck"] if c["instance"] == "toch")
    assert (tlalo["rests"], tlalo["marks"], tlalo["damage"]) == (0, [], 2)
    assert toch["damage"] == 1
