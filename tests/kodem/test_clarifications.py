"""match-log.md "Clarifications (2026-11-25)" in Kódem: each one followed, and a near miss.

"Format or rule": a wrong JSON type is refused with its JSON path; a value of the
right type that breaks a rule (a count, a range) replays and is flagged at its
event. Then the Kódem readings: ``can_equip_rava`` on either card, the 8.1
"jugador(es)" exception for the resolutions too, ``rava_revive`` placement,
``replace.bottom``, Manada claims and rivals, warnings-only decks.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from judge_app.cli import main
from judge_app.games.kodem.state import KodemState
from judge_app.games.loading import parse_log
from judge_app.logs import LogError
from judge_app.replay import Replay
from tests.support.kodem import (
    P1_DECK,
    P2_DECK,
    P2_MAIN,
    Match,
    Side,
    default_side,
    dump_log,
    flag_keys,
)

Flag = tuple[int, str | None, str, str]


def flags(m: Match) -> list[Flag]:
    return flag_keys(m.replay("clar.json").violations)


def final(m: Match) -> KodemState:
    state: KodemState = m.replay("clar.json").final_state
    return state


def refused(data: dict[str, Any]) -> LogError:
    with pytest.raises(LogError) as info:
        Replay(parse_log(dump_log(data), "clar.json"))
    return info.value


def healing_log() -> Match:
    """P1 reveals Itzal; P2's Kuma attacks it for 1; P1 heals it back (legal)."""
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.ev("pass")
    m.turn("P2")
    m.phase("previa")
    m.ev("reveal", card="kuma2")
    m.phase("batalla")
    m.attack("kuma2", "itzal", 1)  # events 9, 10
    m.phase("post")
    m.ev("heal", "P1", target="itzal", amount=1, source="itzal")  # event 12
    m.phase("equipo", "fin")
    return m


def test_healing_log_is_clean() -> None:
    assert flags(healing_log()) == []


# --- Format: JSON types, strictly ------------------------------------------------------
def _event(i: int, **changes: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        data["events"][i].update(changes)
    return change


def _card(**changes: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        data["cards"] = {"itzal": {"name": "Itzal", "type": "adendei", "damage": 3, "rest": 1,
                                   **changes}}
    return change


def _setup(player: str | None, **changes: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        (data["setup"][player] if player else data["setup"]).update(changes)
    return change


def _append(event: dict[str, Any]) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        data["events"].append({"turn": 2, "player": "P2", **event})
    return change


@pytest.mark.parametrize(("change", "path"), [
    (_event(11, amount="1"), "$.events[11].amount"),
    (_event(11, amount=True), "$.events[11].amount"),
    (_event(11, amount=1.0), "$.events[11].amount"),
    (_event(11, target=None), "$.events[11].target"),
    (_event(11, source=7), "$.events[11].source"),
    (_event(9, turn="2"), "$.events[9].turn"),
    (_event(8, damage="1"), "$.events[8].damage"),
    (_event(8, targets="itzal"), "$.events[8].targets"),
    (_event(8, targets=["itzal", 3]), "$.events[8].targets[1]"),
    (_event(2, card=None), "$.events[2].card"),
    (_event(4, rival=2), "$.events[4].rival"),
    (_card(damage="3"), "$.cards.itzal.damage"),
    (_card(rest=True), "$.cards.itzal.rest"),
    (_card(rest=1.0), "$.cards.itzal.rest"),
    (_card(can_equip_rava="yes"), "$.cards.itzal.can_equip_rava"),
    (_setup("P1", bio=3), "$.setup.P1.bio"),
    (_setup("P1", main="itzal"), "$.setup.P1.main"),
    (_setup(None, target_count="2"), "$.setup.target_count"),
    (_append({"action": "note", "claim": "3"}), "$.events[14].claim"),
    (_append({"action": "note", "claim": [3, "4"]}), "$.events[14].claim"),
    (_append({"action": "replace", "slot": "M1", "drawn": "kuma", "chosen": "kuma"}),
     "$.events[14].drawn"),
    (_append({"action": "replace", "slot": "M1", "drawn": [], "chosen": "kuma",
              "hidden": "no"}), "$.events[14].hidden"),
    (_append({"action": "rava_revive", "card": "atl2", "sacrifice": "kuma2"}),
     "$.events[14].sacrifice"),
    (_append({"action": "token", "slot": "M1", "name": "t1", "stats": {"life": "2"}}),
     "$.events[14].stats.life"),
    # the contract's vocabulary stays a format error
    (_append({"action": "mark", "target": "itzal", "mark": "congelar"}), "$.events[14].mark"),
    (_append({"action": "teleport", "card": "itzal"}), "$.events[14].action"),
    (_append({"action": "phase", "phase": "siesta"}), "$.events[14].phase"),
])
def test_a_wrong_json_type_is_refused_with_its_path(
        change: Callable[[dict[str, Any]], None], path: str) -> None:
    data = healing_log().to_dict()
    change(data)
    error = refused(data)
    assert error.source == "clar.json" and error.path == path, str(error)
    assert error.reason


def test_the_contract_still_accepts_optional_and_extra_keys() -> None:
    m = healing_log()
    m.events[11]["note"] = {"anything": [1, 2.5, None]}  # extra keys kept
    m.events[8].pop("damage")  # optional
    m.ev("note", text="claims", claim=[])
    m.ev("note", text="claim", claim=2)
    m.cards["itzal"] = {"name": "Itzal", "type": "adendei", "damage": "?", "rest": "?",
                        "text": "", "artist": "x"}
    r = m.replay("clar.json")
    assert flag_keys(r.violations) == []
    assert r.log.events[11].raw["note"] == {"anything": [1, 2.5, None]}


# --- Rule: right type, broken rule → a violation at that event ----------------------------
def test_negative_amounts_replay_and_are_flagged() -> None:
    m = healing_log()
    m.events[9]["amount"] = -2  # damage
    m.events[11]["amount"] = -1  # heal
    m.ev("rest", "P2", card="kuma2", amount=-1)
    assert flags(m) == [(10, "P2", "6.3", "error"), (12, "P1", "6.2", "error"),
                        (15, "P2", "5.1", "error")]
    state = final(m)
    assert state.cards["itzal"].life == 6 and state.cards["kuma2"].rests == 0  # none applied


def test_a_definition_rest_out_of_range_is_flagged_at_setup() -> None:
    m = healing_log()
    m.cards["itzal"] = {"name": "Itzal", "type": "adendei", "damage": 3, "rest": 3}
    assert flags(m) == [(0, "P1", "5.1", "error"), (0, "P2", "5.1", "error")]  # both own one
    m.cards["itzal"]["rest"] = 1
    assert flags(m) == []


def test_token_statistics_out_of_range_are_flagged() -> None:
    def log(stats: dict[str, int]) -> Match:
        m = Match()
        m.turn("P1")
        m.phase("previa")
        m.ev("extinct", card="tlalo", reason="effect")
        m.ev("token", slot="M2", name="lobo1:lobezno", stats=stats, by="itzal")
        return m
    assert flags(log({"rest": 2, "life": 3})) == []
    assert flags(log({"rest": 3, "life": 0})) == [(4, "P1", "5.1", "error"),
                                                 (4, "P1", "3.6", "error")]
    card = final(log({"rest": 3, "life": 0})).cards["lobo1:lobezno"].card
    assert card.rest_value == 2 and card.max_life == 1


def test_attack_damage_above_what_the_card_deals() -> None:
    m = healing_log()
    m.events[8]["damage"] = 5  # Kuma deals 4
    m.events[9]["amount"] = 5
    assert flags(m) == [(9, "P2", "6.5", "error", )]
    m = healing_log()
    m.events.insert(8, {"turn": 2, "player": "P2", "action": "scale", "card": "kuma2",
                        "amount": 1})  # Escalar: 5 is now its damage
    m.events[9]["damage"] = 5
    m.events[10]["amount"] = 5
    m.events[12]["amount"] = 5
    assert flags(m) == []


def test_attack_damage_of_a_card_whose_damage_is_its_text() -> None:
    m = healing_log()
    m.events[8]["damage"] = 5
    m.events[9]["amount"] = 5
    m.cards["kuma"] = {"name": "Kuma", "type": "adendei", "damage": "?", "rest": 2}
    assert flags(m) == []  # "?": the card's text decides (2.2)
    m.cards["kuma"]["damage"] = 4
    m.cards["volcan"] = {"name": "Cráter Dormido", "type": "bio",
                         "text": "Los Adendei píricos hacen +1 de daño."}
    assert flags(m) == []  # a Bio in play may add to it (6.3)


def test_attack_resolved_for_more_than_declared() -> None:
    m = healing_log()
    m.events[9]["amount"] = 2  # declared 1
    assert flags(m) == [(10, "P2", "6.5", "error")]


# --- rava_revive --------------------------------------------------------------------------
def _revive(**changes: Any) -> Match:
    """Tonatiuh to Extinción by an effect, then back for Itzal (M1) and Nahui (M3)."""
    m = Match(sides={"P1": default_side("P1", deck=["tonatiuh", *P1_DECK])})
    m.turn("P1")
    m.phase("previa")
    m.ev("extinct", card="tlalo", reason="effect")
    m.replace("P1", "M2")  # Tonatiuh
    m.ev("extinct", card="tonatiuh", reason="effect")
    m.replace("P1", "M2", hidden=True)  # Cuetla
    m.ev("rava_revive", card="tonatiuh", sacrifice=["nahui", "itzal"], **changes)
    return m


def test_rava_revive_takes_the_first_sacrificed_slot() -> None:
    m = _revive()
    m.replace("P1", "M1", hidden=True)
    assert flags(m) == []
    state = final(m)
    rava = state.cards["tonatiuh"]
    assert state.sides["P1"].main[2] == "tonatiuh"  # Nahui's slot, M3
    assert (rava.hidden, rava.life, rava.rests, rava.zone) == (False, 6, 0, "main")


def test_rava_revive_takes_the_given_slot() -> None:
    m = _revive(slot="M1")
    m.replace("P1", "M3", hidden=True)
    assert flags(m) == []
    assert final(m).sides["P1"].main[0] == "tonatiuh"


def test_rava_revive_into_an_occupied_slot_is_flagged() -> None:
    m = _revive(slot="M2")  # Cuetla is there
    assert (7, "P1", "3.3", "error") in flags(m)


@pytest.mark.parametrize("sacrifice", [["nahui"], ["nahui", "itzal", "cuetla"], []])
def test_rava_revive_with_other_than_two_sacrifices_replays_and_is_flagged(
        sacrifice: list[str]) -> None:
    m = _revive()
    m.events[-1]["sacrifice"] = sacrifice
    got = flags(m)
    assert (7, "P1", "3.3", "error") in got
    assert all(f[2] == "3.3" for f in got if f[0] == 7)


# --- replace.bottom -----------------------------------------------------------------------
def _replaced(bottom: list[str] | None) -> Match:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("extinct", card="tlalo", reason="effect")
    extra = {} if bottom is None else {"bottom": bottom}
    m.ev("replace", slot="M2", drawn=["ehecatl", "kuma", "cuetla"], chosen="kuma",
         hidden=True, **extra)
    return m


def test_replace_bottom_orders_the_two_unchosen_cards() -> None:
    m = _replaced(["cuetla", "ehecatl"])
    assert flags(m) == []
    assert final(m).sides["P1"].deck[-2:] == ["cuetla", "ehecatl"]
    m = _replaced(None)  # without it, the order of drawn
    assert flags(m) == []
    assert final(m).sides["P1"].deck[-2:] == ["ehecatl", "cuetla"]


@pytest.mark.parametrize("bottom", [["cuetla", "kuma"], ["cuetla"], ["cuetla", "ehecatl", "tepe"]])
def test_replace_bottom_that_is_not_the_unchosen_cards_is_flagged(bottom: list[str]) -> None:
    m = _replaced(bottom)
    assert flags(m) == [(4, "P1", "5.3", "error")]
    assert final(m).sides["P1"].deck[-2:] == ["ehecatl", "cuetla"]


def test_a_later_replacement_follows_the_bottom_order() -> None:
    """The Mazo runs out down to the two cards put under it, in the ``bottom`` order."""
    m = _replaced(["cuetla", "ehecatl"])
    deck = final(m).sides["P1"].deck
    assert deck[:3] == P1_DECK[3:6] and deck[-2:] == ["cuetla", "ehecatl"]


# --- can_equip_rava on either card --------------------------------------------------------
def _equip_rava(equipment: str, rava_flag: bool) -> Match:
    m = Match(sides={"P1": default_side("P1", deck=["tonatiuh", *P1_DECK])})
    if rava_flag:
        m.cards["tonatiuh"] = {"name": "Tonatiuh, Rava Pírico", "type": "rava",
                               "energy": ["pirica"], "damage": 3, "rest": 2,
                               "can_equip_rava": True}
    m.turn("P1")
    m.phase("previa")
    m.ev("extinct", card="tlalo", reason="effect")
    m.replace("P1", "M2")  # Tonatiuh, revealed
    m.phase("batalla")
    m.attack("tonatiuh", "kuma2", 3)
    m.phase("post", "equipo")
    m.ev("equip", equipment=equipment, card="tonatiuh", hidden=False)
    return m


def test_can_equip_rava_on_the_equipment_or_on_the_rava() -> None:
    assert flags(_equip_rava("velo", rava_flag=False)) == []  # on the equipment
    assert flags(_equip_rava("savia", rava_flag=True)) == []  # on the Rava
    assert flags(_equip_rava("savia", rava_flag=False)) == [(10, "P1", "3.3", "error")]


# --- 8.1 "jugador(es)": the declaration and its resolutions -------------------------------
def _third_player(card_text: str = "", event_text: str = "", source: str = "itzal") -> Match:
    m = Match(players=("P1", "P2", "P3"), variant="jungla")
    m.cards["itzal"] = {"name": "Itzal, Brasa Errante", "type": "adendei", "damage": 3,
                        "rest": 1, "text": card_text}
    m.turn("P1", rival="P2")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.phase("batalla")
    m.ev("activa", card="itzal", targets=["kuma2", "kuma3"], text=event_text)
    m.ev("damage", target="kuma2", amount=1, kind="effect", source="itzal")
    m.ev("damage", target="kuma3", amount=1, kind="effect", source=source)
    m.ev("mark", target="ocelo3", mark="quemar", source=source)
    return m


def test_jugador_on_the_definition_covers_every_resolution() -> None:
    assert flags(_third_player(card_text="Daña 1 a una carta de cada jugador rival.")) == []


def test_jugador_on_the_declaring_event_covers_every_resolution() -> None:
    assert flags(_third_player(event_text="1 de daño a cartas de 2 jugadores")) == []


def test_without_jugador_the_third_player_is_off_limits() -> None:
    got = flags(_third_player())
    assert [f for f in got if f[2] == "8.1"] == [(5, "P1", "8.1", "error"),
                                                 (7, "P1", "8.1", "error"),
                                                 (8, "P1", "8.1", "error")]


def test_jugador_covers_only_that_cards_resolutions() -> None:
    got = flags(_third_player(event_text="cualquier jugador", source="tlalo"))
    assert got == [(7, "P1", "8.1", "error"), (8, "P1", "8.1", "error")]


# --- Manada -------------------------------------------------------------------------------
def _manada(winner: str, rival: str = "P2", sent: bool = True) -> Match:
    m = Match(players=("P1", "P2", "P3", "P4"), variant="manada",
              teams=[["P1", "P3"], ["P2", "P4"]], target_count=4)
    m.turn("P1", rival=rival)
    m.phase("previa")
    if sent:
        m.ev("extinct", rival, card=f"bruno{rival[1]}" if rival == "P2" else "anaya4",
             reason="effect")  # a Protector and 3 milled: 4 in that pack
    m.ev("game_end", winner=winner, reason="extinction")
    return m


def test_manada_winner_is_a_player_checked_against_the_team_count() -> None:
    assert flags(_manada("P1")) == []
    assert flags(_manada("P3")) == []  # P1's teammate: the same team count
    assert flags(_manada("P1", sent=False)) == [(3, "P1", "8.1", "error")]
    assert flags(_manada("P2")) == [(4, "P1", "8.1", "error")]


def test_manada_rival_must_be_of_another_team() -> None:
    m = Match(players=("P1", "P2", "P3", "P4"), variant="manada",
              teams=[["P1", "P3"], ["P2", "P4"]], target_count=4)
    m.empty_turn("P1", rival="P2")
    assert flags(m) == []
    m.empty_turn("P2", rival="P4")  # P2's own pack
    assert flags(m) == [(7, "P2", "8.1", "error")]


def test_manada_winner_that_is_not_a_player_is_refused() -> None:
    m = _manada("P1")
    m.events[-1]["winner"] = "pack-1"
    error = refused(m.to_dict())
    assert error.path == "$.events[3].winner"


# --- warnings only: a legal deck and a legal setup ----------------------------------------
def test_a_setup_with_warnings_only_is_legal() -> None:
    side = default_side("P1", deck=P1_DECK[:14])  # 3 + 14 = 17 Adendei
    m = healing_log()
    m.sides["P1"] = side
    m = Match(sides={"P1": side})
    m.pass_turn("P1")
    assert flags(m) == [(0, "P1", "4", "warning")]


def test_deck_check_with_warnings_only_exits_0(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    deck = {"cardset": "kodem-demo", "variant": "standard", "protectors": ["anaya"],
            "main": ["itzal", "tlalo", "nahui"], "deck": P1_DECK[:14], "bio": "cenote",
            "equipment": ["savia"]}
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(deck), encoding="utf-8")
    assert main(["deck-check", str(path), "--game", "kodem", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["legal"] is True and [p["severity"] for p in data["problems"]] == ["warning"]
    deck["deck"] = P1_DECK[:11]  # 14 Adendei: an error
    path.write_text(json.dumps(deck), encoding="utf-8")
    assert main(["deck-check", str(path), "--game", "kodem", "--json"]) == 1
    deck["cards"] = {"itzal": {"name": "Itzal", "type": "adendei", "rest": 4}}
    deck["deck"] = P1_DECK[:14]
    path.write_text(json.dumps(deck), encoding="utf-8")
    capsys.readouterr()
    assert main(["deck-check", str(path), "--game", "kodem", "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert ("5.1", "error") in [(p["section"], p["severity"]) for p in data["problems"]]


def test_manada_team_count_also_counts_what_the_pack_sent() -> None:
    """Three packs: P1's pack sent 4 cards to P2's pack and 1 to P3's; no rival pack has 5."""
    def log(goal: int) -> Match:
        m = Match(players=("P1", "P2", "P3", "P4", "P5", "P6"), variant="manada",
                  teams=[["P1", "P4"], ["P2", "P5"], ["P3", "P6"]], target_count=goal,
                  sides={p: Side(p, ["anaya"], list(P2_MAIN), list(P2_DECK), "volcan", [])
                         for p in ("P5", "P6")})
        m.turn("P1", rival="P2")
        m.phase("previa")
        m.ev("extinct", "P2", card="bruno2", reason="effect")  # the Protector and 3 milled
        m.ev("pass")
        m.empty_turn("P2", rival="P1")
        m.empty_turn("P3", rival="P1")
        m.turn("P4", rival="P3")
        m.phase("previa")
        m.ev("extinct", "P3", card="kuma3", reason="effect")
        m.replace("P3", "M1", hidden=True)
        m.ev("game_end", "P4", winner="P1", reason="extinction")
        return m
    assert flags(log(5)) == []
    m = log(6)
    assert flags(m) == [(len(m.events), "P4", "8.1", "error")]


# --- Bounds: checking stays linear (the figures are in benchmarks/kodem_check_bounds.py) ---
def _claims_log(turns: int) -> Match:
    m = Match()
    for t in range(turns):
        player = "P1" if t % 2 == 0 else "P2"
        m.turn(player)
        m.phase("previa", "batalla")
        m.ev("bio_extinct")  # 3.5 (or no Bio left)
        if t % 3 == 0:
            m.ev("note", "P2" if player == "P1" else "P1", text="reclamo",
                 claim=len(m.events))
        m.phase("fin")
    return m


def test_the_claim_log_is_shared_by_checkpoints_and_seeks_agree() -> None:
    """The errors and claims of the log are not copied at each checkpoint (that made
    checking quadratic); replaying again from any checkpoint gives the same flags."""
    m = _claims_log(12)
    every = m.replay("clar.json", checkpoint_every=1)
    sparse = m.replay("clar.json", checkpoint_every=7)
    assert flag_keys(every.violations) == flag_keys(sparse.violations)
    assert [f for f in flag_keys(every.violations) if f[2] == "6.7-P5"]
    state = sparse.state_at(len(m.events) // 2)
    assert state.claim_log is sparse.final_state.claim_log is state.copy().claim_log
    for seq in range(len(m.events) + 1):
        a, b = every.state_at(seq), sparse.state_at(seq)
        assert (a.pending_from, a.lapsed, a.turn) == (b.pending_from, b.lapsed, b.turn)


def test_tokens_that_left_the_game_are_not_copied_and_seeks_agree() -> None:
    """A new Token in every few events (each sent away again): the Tokens gone from the game
    are shared by every copy of the state, yet a seek never sees a Token of its future."""
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("extinct", card="tlalo", reason="effect")
    for i in range(8):
        m.ev("token", slot="M2", name=f"t{i}", by="itzal")
        m.ev("damage", target=f"t{i}", amount=1, kind="effect", source="itzal")
        m.ev("extinct", card=f"t{i}", reason="effect")
    m.ev("damage", target="t0", amount=1, kind="effect", source="itzal")  # 6.6: it left
    m.ev("token", slot="M2", name="t9", by="itzal")
    every = m.replay("clar.json", checkpoint_every=1)
    sparse = m.replay("clar.json", checkpoint_every=5)
    assert flag_keys(every.violations) == flag_keys(sparse.violations) == [
        (len(m.events) - 1, "P1", "6.6", "error")]
    for seq in [*range(len(m.events) + 1), 4, 0]:
        assert every.state_json(seq) == sparse.state_json(seq)
    state = sparse.final_state
    assert {"t1", "t7"} <= set(state.cards.retired) and "t1" not in dict(state.cards)
    assert state.cards["t1"].zone == "gone" and state.cards["t0"].life == 4  # copied back
    assert state.cards.retired["t0"][1].life == 5  # the shared one never changes
    assert state.copy().cards.retired is state.cards.retired
    early = sparse.state_at(4)  # before t1 existed
    assert "t1" not in early.cards and early.cards.get("t1") is None
