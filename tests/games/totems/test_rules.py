"""Tótems rules module: every check with a log that breaks it and a near miss that does not."""

from __future__ import annotations

import doctest
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import judge_app.games.totems as totems_pkg
from judge_app.cli import main
from judge_app.games import get_game
from judge_app.games.loading import parse_log
from judge_app.games.totems import cards as totems_cards
from judge_app.games.totems import deck as totems_deck
from judge_app.games.totems import rules as totems_rules
from judge_app.logs.errors import LogError
from judge_app.replay import Replay
from judge_app.resources import resource_path
from tests.support.games import expected_rows, found, replay_of, rows, sample_logs

CheckCli = Callable[..., tuple[int, dict[str, Any]]]

# The dealt table of the samples (demo card set: a=Espada, b=Escudo, c=Ojo, d=Suma).
# P1 defends t1b (1 Escudo), t2c (2 Ojo), t3d (3 Suma), t10a; hand t13a t12a t11a.
# P2 defends t4c (4 Ojo), t7d (7 Ojo), t8a (8 Ojo), t2a (2 Espada); hand t5a (5 Espada),
# t6b (6 Escudo), t1c (1 Ojo). The deck starts t13b, t9c, t12b, t3a, t13c, t11b …
SAMPLE = json.loads(resource_path("samples", "totems", "clean.json").read_text("utf-8"))


def ev(turn: int | None, player: str | None, action: str, **kw: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"action": action}
    if turn is not None:
        out["turn"] = turn
    if player is not None:
        out["player"] = player
    if "with_" in kw:
        kw["with"] = kw.pop("with_")
    out.update(kw)
    return out


def log(events: list[dict[str, Any]], **setup: Any) -> dict[str, Any]:
    """The sample envelope with other events (and, optionally, another setup)."""
    env: dict[str, Any] = json.loads(json.dumps(SAMPLE))
    env["events"] = events
    env["setup"].update(setup)
    return env


def flags(events: list[dict[str, Any]], **setup: Any) -> list[tuple[int, str | None, str]]:
    """``(seq, player, section)`` of every violation, setup ones (seq 0) left out."""
    return [f for f in found(replay_of(log(events, **setup))) if f[0] != 0]


def severities(events: list[dict[str, Any]]) -> list[str]:
    return [v.severity.value for v in replay_of(log(events)).violations]


# ------------------------------------------------------------------ samples
@pytest.mark.parametrize("path", sample_logs("totems"), ids=lambda p: p.stem)
def test_samples_match_their_expected_flags(path: Path, check_cli: CheckCli) -> None:
    status, data = check_cli(path)
    assert rows(data) == expected_rows(path)
    assert status == (1 if data["violations"] else 0)
    assert data["game"] == "totems"


def test_there_are_clean_and_violating_samples() -> None:
    paths = sample_logs("totems")
    assert len(paths) >= 3
    assert any(not expected_rows(p) for p in paths)
    assert sum(1 for p in paths if expected_rows(p)) >= 2


def test_messages_in_both_languages(check_cli: CheckCli) -> None:
    path = resource_path("samples", "totems", "attack-violations.json")
    _, es = check_cli(path, "es")
    _, en = check_cli(path, "en")
    assert "sin una Espada" in es["violations"][0]["message"]
    assert "without an Espada" in en["violations"][0]["message"]


# ----------------------------------------------------------------- the turn
def test_action_before_drawing() -> None:
    bad = [ev(1, "P1", "discard_draw", card="t13a"), ev(1, "P1", "draw"),
           ev(1, "P1", "end_turn")]
    assert (1, "P1", "turno") in flags(bad)
    good = [ev(1, "P1", "draw"), ev(1, "P1", "discard_draw", card="t13a"),
            ev(1, "P1", "end_turn")]
    assert flags(good) == []


def test_second_draw() -> None:
    bad = [ev(1, "P1", "draw"), ev(1, "P1", "draw"), ev(1, "P1", "discard_draw", card="t13a"),
           ev(1, "P1", "end_turn")]
    assert flags(bad) == [(2, "P1", "turno")]


def test_draw_outside_the_turn() -> None:
    bad = [ev(1, "P1", "draw"), ev(1, "P2", "draw")]
    assert (2, "P2", "turno") in flags(bad)


def test_extra_draw_when_the_hand_is_empty_after_a_won_attack() -> None:
    # P1 keeps 1 card (5 dealt, 4 defending): draw, Espada + partner win, hand empty.
    setup = {"hands": {"P1": ["t1a", "t13a", "t1b", "t2c", "t3d"],
                       "P2": SAMPLE["setup"]["hands"]["P2"]},
             "defenders": {"P1": ["t13a", "t1b", "t2c", "t3d"],
                           "P2": SAMPLE["setup"]["defenders"]["P2"]},
             "deck": [c for c in SAMPLE["setup"]["deck"] if c != "t1a"]}
    events = [ev(1, "P1", "draw"), ev(1, "P1", "attack", card="t1a", with_="t13b",
                                      target="t8a", result="attacker"),
              ev(1, "P1", "draw"), ev(1, "P1", "end_turn")]
    assert flags(events, **setup) == []
    again = [*events[:3], ev(1, "P1", "attack", card="t9c", target="t7d"),
             ev(1, "P1", "end_turn")]
    assert (4, "P1", "atacar") in flags(again, **setup)
    # with cards left the second draw is not allowed
    twice = [ev(1, "P1", "draw"), ev(1, "P1", "attack", card="t13a", target="t8a"),
             ev(1, "P1", "draw"), ev(1, "P1", "end_turn")]
    assert flags(twice) == [(3, "P1", "turno")]


def test_two_actions_in_a_turn() -> None:
    bad = [ev(1, "P1", "draw"), ev(1, "P1", "discard_draw", card="t13a"),
           ev(1, "P1", "discard_draw", card="t12a"), ev(1, "P1", "end_turn")]
    assert flags(bad) == [(3, "P1", "turno")]
    after_attack = [ev(1, "P1", "draw"), ev(1, "P1", "attack", card="t13a", target="t8a"),
                    ev(1, "P1", "exchange", defender="t2c", card="t12a"),
                    ev(1, "P1", "end_turn")]
    assert flags(after_attack) == [(3, "P1", "turno")]


def test_action_outside_the_turn() -> None:
    bad = [ev(1, "P1", "draw"), ev(1, "P2", "replenish", card="t5a")]
    assert (2, "P2", "turno") in flags(bad)


def test_end_turn_without_draw_or_action() -> None:
    assert flags([ev(1, "P1", "end_turn")]) == [(1, "P1", "turno"), (1, "P1", "turno")]
    assert flags([ev(1, "P1", "draw"), ev(1, "P1", "end_turn")]) == [(2, "P1", "turno")]


def test_end_turn_of_the_other_player() -> None:
    bad = [ev(1, "P1", "draw"), ev(1, "P1", "discard_draw", card="t13a"),
           ev(1, "P2", "end_turn")]
    assert flags(bad) == [(3, "P2", "turno")]


def test_two_turns_in_a_row_and_an_unclosed_turn() -> None:
    bad = [ev(1, "P1", "draw"), ev(1, "P1", "discard_draw", card="t13a"),
           ev(2, "P1", "draw")]
    assert flags(bad) == [(3, "P1", "turno"), (3, "P1", "turno")]
    replay = replay_of(log(bad))
    assert [v.severity.value for v in replay.violations] == ["warning", "error"]


def test_turns_without_numbers_follow_the_draws() -> None:
    events = [ev(None, "P1", "draw"), ev(None, "P1", "discard_draw", card="t13a"),
              ev(None, "P1", "end_turn"), ev(None, "P2", "draw"),
              ev(None, "P2", "discard_draw", card="t5a"), ev(None, "P2", "end_turn")]
    replay = replay_of(log(events))
    assert found(replay) == []
    assert replay.final_state.turn == 2


# ---------------------------------------------------------------- attacking
def test_third_attack() -> None:
    two = [ev(1, "P1", "draw"),
           ev(1, "P1", "attack", card="t13a", target="t8a", result="attacker"),
           ev(1, "P1", "attack", card="t12a", target="t7d", result="attacker"),
           ev(1, "P1", "end_turn")]
    assert flags(two) == []
    three = [*two[:3], ev(1, "P1", "attack", card="t11a", target="t4c"), two[3]]
    assert flags(three) == [(4, "P1", "fin-de-turno")]


def test_attack_again_after_losing() -> None:
    bad = [ev(1, "P1", "draw"), ev(1, "P1", "attack", card="t11a", target="t2a"),
           ev(2, "P2", "draw"),
           ev(2, "P2", "attack", card="t1c", target="t10a", result="defender"),
           ev(2, "P2", "attack", card="t5a", target="t3d"), ev(2, "P2", "end_turn")]
    assert (5, "P2", "atacar") in flags(bad)


def test_discovered_defender_needs_equal_or_higher_power() -> None:
    start = [ev(1, "P1", "draw"), ev(1, "P1", "discard_draw", card="t11a"),
             ev(1, "P1", "end_turn"), ev(2, "P2", "draw"),
             ev(2, "P2", "attack", card="t1c", target="t10a", result="defender"),
             ev(2, "P2", "end_turn"), ev(3, "P1", "draw"),
             ev(3, "P1", "discard_draw", card="t12a"), ev(3, "P1", "end_turn"),
             ev(4, "P2", "draw")]
    # t10a is discovered now; P2 drew t12b (turn 2: t9c … see the deck order).
    lower = [*start, ev(4, "P2", "attack", card="t5a", target="t10a", result="defender"),
             ev(4, "P2", "end_turn")]
    assert flags(lower) == [(11, "P2", "atacar")]
    state = replay_of(log(lower)).state_at(10)
    p2_hand = state.hands["P2"]
    equal_or_more = next(c for c in p2_hand if state.power(c) >= 10)
    ok = [*start, ev(4, "P2", "attack", card=equal_or_more, target="t10a",
                     result="attacker"), ev(4, "P2", "end_turn")]
    assert flags(ok) == []


def test_a_face_down_defender_can_be_attacked_with_any_power() -> None:
    events = [ev(1, "P1", "draw"), ev(1, "P1", "attack", card="t11a", target="t8a",
                                      result="attacker"),
              ev(1, "P1", "end_turn"), ev(2, "P2", "draw"),
              ev(2, "P2", "attack", card="t1c", target="t10a", result="defender"),
              ev(2, "P2", "end_turn")]
    assert flags(events) == []


def test_attack_on_a_card_that_does_not_defend_the_rival() -> None:
    own = [ev(1, "P1", "draw"), ev(1, "P1", "attack", card="t13a", target="t2c")]
    assert flags(own) == [(2, "P1", "atacar")]


def test_attack_with_a_card_not_in_hand() -> None:
    bad = [ev(1, "P1", "draw"), ev(1, "P1", "attack", card="t5a", target="t8a")]
    assert (2, "P1", "atacar") in flags(bad)


def test_espada() -> None:
    bad = [ev(1, "P1", "draw"), ev(1, "P1", "attack", card="t13a", with_="t12a",
                                   target="t8a")]
    assert flags(bad) == [(2, "P1", "espada")]
    # P2's t5a is an Espada: with t1c it makes 6, enough for P1's t3d (3).
    good = [ev(1, "P1", "draw"), ev(1, "P1", "discard_draw", card="t11a"),
            ev(1, "P1", "end_turn"), ev(2, "P2", "draw"),
            ev(2, "P2", "attack", card="t5a", with_="t1c", target="t3d", result="attacker"),
            ev(2, "P2", "end_turn")]
    assert flags(good) == []
    state = replay_of(log(good)).final_state
    assert [d.instance for d in state.defenders["P1"]] == ["t1b", "t2c", "t10a"]
    assert state.pending == []  # the partner's Ojo is annulled


def test_logged_result_is_checked() -> None:
    wrong = [ev(1, "P1", "draw"), ev(1, "P1", "attack", card="t11a", target="t2a",
                                     result="defender")]
    assert flags(wrong) == [(2, "P1", "atacar")]
    right = [ev(1, "P1", "draw"), ev(1, "P1", "attack", card="t11a", target="t2a",
                                     result="win")]
    assert flags(right) == []


def test_escudo_survives_its_first_attack_only() -> None:
    start = [ev(1, "P1", "draw"), ev(1, "P1", "discard_draw", card="t11a"),
             ev(1, "P1", "end_turn"), ev(2, "P2", "draw")]
    # P1 drew t13b and (Descarte) t9c; P2 drew t12b: 12 against the Escudo t1b (1).
    shield = [*start, ev(2, "P2", "attack", card="t12b", target="t1b", result="attacker")]
    assert flags(shield) == [(5, "P2", "escudo")]
    survived = [*start, ev(2, "P2", "attack", card="t12b", target="t1b", result="defender"),
                ev(2, "P2", "end_turn"), ev(3, "P1", "draw"),
                ev(3, "P1", "discard_draw", card="t12a"), ev(3, "P1", "end_turn"),
                ev(4, "P2", "draw"),
                ev(4, "P2", "attack", card="t6b", target="t1b", result="attacker"),
                ev(4, "P2", "end_turn")]
    assert flags(survived) == []
    state = replay_of(log(survived)).final_state
    assert "t1b" not in [d.instance for d in state.defenders["P1"]]


# ------------------------------------------------------------ other actions
def test_replenish() -> None:
    full = [ev(1, "P1", "draw"), ev(1, "P1", "replenish", card="t13a")]
    assert flags(full) == [(2, "P1", "reponer")]
    three = [ev(1, "P1", "draw"), ev(1, "P1", "attack", card="t11a", target="t2a"),
             ev(1, "P1", "end_turn"), ev(2, "P2", "draw"),
             ev(2, "P2", "replenish", card="t6b"), ev(2, "P2", "end_turn")]
    assert flags(three) == []
    assert len(replay_of(log(three)).final_state.defenders["P2"]) == 4


def test_exchange() -> None:
    hidden = [ev(1, "P1", "draw"), ev(1, "P1", "exchange", defender="t2c", card="t13a"),
              ev(1, "P1", "end_turn")]
    assert flags(hidden) == []
    state = replay_of(log(hidden)).final_state
    assert "t2c" in state.hands["P1"] and state.defender("t13a") is not None
    discovered = [ev(1, "P1", "draw"), ev(1, "P1", "discard_draw", card="t11a"),
                  ev(1, "P1", "end_turn"), ev(2, "P2", "draw"),
                  ev(2, "P2", "attack", card="t1c", target="t10a", result="defender"),
                  ev(2, "P2", "end_turn"), ev(3, "P1", "draw"),
                  ev(3, "P1", "exchange", defender="t10a", card="t13a")]
    assert flags(discovered) == [(8, "P1", "intercambio")]
    rival = [ev(1, "P1", "draw"), ev(1, "P1", "exchange", defender="t8a", card="t13a")]
    assert flags(rival) == [(2, "P1", "intercambio")]


def test_discard_to_the_hand_limit() -> None:
    # Ten cards dealt to P1 (a seq-0 flag, left out): 6 in hand after the 4 defenders.
    big = {"hands": {"P1": ["t13a", "t12a", "t11a", "t10a", "t1b", "t2c", "t3d", "t4a",
                            "t4b", "t4d"],
                     "P2": SAMPLE["setup"]["hands"]["P2"]},
           "defenders": {"P1": ["t10a", "t1b", "t2c", "t3d"],
                         "P2": SAMPLE["setup"]["defenders"]["P2"]},
           "deck": [c for c in SAMPLE["setup"]["deck"] if c not in ("t4a", "t4b", "t4d")]}
    # 6 cards + the draw = 7; a Descarte keeps 7.
    base = [ev(1, "P1", "draw"), ev(1, "P1", "discard_draw", card="t4a")]
    assert flags([*base, ev(1, "P1", "end_turn")], **big) == [(3, "P1", "fin-de-turno")]
    assert flags([*base, ev(1, "P1", "discard", cards=["t4b"]), ev(1, "P1", "end_turn")],
                 **big) == []
    too_many = [*base, ev(1, "P1", "discard", cards=["t4b", "t4d"]), ev(1, "P1", "end_turn")]
    assert flags(too_many, **big) == [(3, "P1", "fin-de-turno")]
    early = [ev(1, "P1", "draw"), ev(1, "P1", "discard", cards=["t4b"])]
    assert (2, "P1", "turno") in flags(early, **big)
    rival = [*base, ev(1, "P2", "discard", cards=["t5a"])]
    assert (3, "P2", "fin-de-turno") in flags(rival, **big)


def test_abilities() -> None:
    # t11a has no ability; t2c (P1) is an Ojo that defends successfully.
    none = [ev(1, "P1", "draw"), ev(1, "P1", "attack", card="t11a", target="t2a"),
            ev(1, "P1", "ability", card="t11a", kind="suma")]
    assert flags(none) == [(3, "P1", "habilidades")]
    p2_turn = [ev(1, "P1", "draw"), ev(1, "P1", "discard_draw", card="t11a"),
               ev(1, "P1", "end_turn"), ev(2, "P2", "draw"),
               ev(2, "P2", "attack", card="t1c", target="t2c", result="defender")]
    ojo = [*p2_turn, ev(2, "P1", "ability", card="t2c", kind="ojo", target="t8a"),
           ev(2, "P2", "end_turn")]
    assert flags(ojo) == []
    state = replay_of(log(ojo)).final_state
    where = state.defender("t8a")
    assert where is not None and where[0] == "P2"
    assert where[1].discovered and where[1].annulled
    own = [*p2_turn, ev(2, "P1", "ability", card="t2c", kind="ojo", target="t10a")]
    assert flags(own) == [(6, "P1", "ojo")]
    late = [*p2_turn, ev(2, "P2", "end_turn"), ev(3, "P1", "draw"),
            ev(3, "P1", "ability", card="t2c", kind="ojo", target="t8a")]
    assert flags(late) == [(8, "P1", "ojo")]


def test_suma_draws_at_once() -> None:
    events = [ev(1, "P1", "draw"), ev(1, "P1", "discard_draw", card="t11a"),
              ev(1, "P1", "end_turn"), ev(2, "P2", "draw"),
              ev(2, "P2", "attack", card="t1c", target="t3d", result="defender"),
              ev(2, "P1", "ability", card="t3d", kind="suma"), ev(2, "P2", "end_turn")]
    replay = replay_of(log(events))
    assert found(replay) == []
    assert len(replay.state_at(6).hands["P1"]) == len(replay.state_at(5).hands["P1"]) + 1
    twice = [*events[:6], ev(2, "P1", "ability", card="t3d", kind="suma")]
    assert flags(twice) == [(7, "P1", "suma")]


# ----------------------------------------------------------- end of the game
def test_final_1_and_play_after_the_end() -> None:
    env = json.loads(resource_path("samples", "totems", "clean.json").read_text("utf-8"))
    events = [*env["events"][:-1], ev(3, "P1", "end_turn"), ev(4, "P2", "draw"),
              {"action": "game_end", "winner": "P1"}]
    assert flags(events) == [(13, "P2", "fin-de-la-partida")]
    wrong = [*env["events"][:-1], {"action": "game_end", "winner": "P2"}]
    assert flags(wrong) == [(12, None, "fin-de-la-partida")]


def test_game_end_before_it_is_decided() -> None:
    events = [ev(1, "P1", "draw"), ev(1, "P1", "discard_draw", card="t11a"),
              ev(1, "P1", "end_turn"), {"action": "game_end", "winner": "P1"}]
    assert flags(events) == [(4, None, "fin-de-la-partida")]


SHORT = {"deck": ["t13b", "t9c"]}  # the rest of the box is left out (a setup flag, seq 0)


def _final_two(defender_attack: dict[str, Any] | None) -> list[dict[str, Any]]:
    """P1 draws t13b, P2 draws t9c (the last card) and plays the last turn."""
    p2 = defender_attack or ev(2, "P2", "discard_draw", card="t1c")
    return [ev(1, "P1", "draw"), ev(1, "P1", "exchange", defender="t2c", card="t11a"),
            ev(1, "P1", "end_turn"), ev(2, "P2", "draw"), p2, ev(2, "P2", "end_turn")]


def test_final_2_more_defenders_then_more_power() -> None:
    # P2 destroys t11a: P2 keeps 4 defenders, P1 3 → P2 wins.
    events = _final_two(ev(2, "P2", "attack", card="t9c", target="t3d", result="attacker"))
    assert flags([*events, {"action": "game_end", "winner": "P2"}], **SHORT) == []
    assert flags([*events, {"action": "game_end", "winner": "P1"}], **SHORT) == \
        [(7, None, "fin-de-la-partida")]
    # 4 against 4: powers 1+11+3+10=25 (P1) against 4+7+8+2=21 (P2) → P1.
    even = _final_two(ev(2, "P2", "exchange", defender="t2a", card="t5a"))
    # P2 now has t4c+t7d+t8a+t5a = 24 < 25 → P1.
    assert flags([*even, {"action": "game_end", "winner": "P1"}], **SHORT) == []
    assert flags([*even, {"action": "game_end", "winner": None}], **SHORT) == \
        [(7, None, "fin-de-la-partida")]


def test_final_2_draw_on_equal_power() -> None:
    # P1 exchanges t2c (2) for t11a: 25; P2 exchanges t2a (2) for t6b: 4+7+8+6 = 25.
    events = _final_two(ev(2, "P2", "exchange", defender="t2a", card="t6b"))
    events[1] = ev(1, "P1", "exchange", defender="t2c", card="t11a")
    assert flags([*events, {"action": "game_end", "winner": None, "reason": "empate"}],
                 **SHORT) == []


def test_drawing_from_the_empty_deck() -> None:
    events = [*_final_two(None), ev(3, "P1", "draw")]
    assert (7, "P1", "fin-de-la-partida") in flags(events, **SHORT)


def test_the_player_who_draws_the_last_card_plays_the_last_turn() -> None:
    deck = {"deck": ["t13b", "t9c", "t12b"]}
    events = [ev(1, "P1", "draw"), ev(1, "P1", "discard_draw", card="t11a"),
              ev(1, "P1", "end_turn"), ev(2, "P2", "draw"),  # t12b, the last card
              ev(2, "P2", "attack", card="t12b", target="t10a", result="attacker"),
              ev(2, "P2", "end_turn"), {"action": "game_end", "winner": "P2"}]
    replay = replay_of(log(events, **deck))
    assert replay.state_at(4).last_drawer == "P2"
    assert [f for f in found(replay) if f[0]] == []


def test_the_last_card_drawn_by_a_suma_gives_a_last_turn_without_a_draw() -> None:
    deck = {"deck": ["t13b", "t9c", "t12b", "t3a"]}
    events = [ev(1, "P1", "draw"), ev(1, "P1", "discard_draw", card="t11a"),
              ev(1, "P1", "end_turn"), ev(2, "P2", "draw"),
              ev(2, "P2", "attack", card="t1c", target="t3d", result="defender"),
              ev(2, "P1", "ability", card="t3d", kind="suma"),  # t3a, the last card
              ev(2, "P2", "end_turn")]
    last = [ev(3, "P1", "exchange", defender="t2c", card="t13a"), ev(3, "P1", "end_turn")]
    # P1: 1 + 13 + 3 + 10 = 27 against P2: 4 + 7 + 8 + 2 = 21, four defenders each.
    done = {"action": "game_end", "winner": "P1"}
    assert flags([*events, *last, done], **deck) == []
    assert flags([*events, ev(3, "P1", "draw"), *last, done], **deck) == \
        [(8, "P1", "fin-de-la-partida")]
    early = [*events, {"action": "game_end", "winner": "P1"}]
    assert flags(early, **deck) == [(8, None, "fin-de-la-partida")]


# ------------------------------------------------------------------- setup
def test_setup_problems_have_seq_0() -> None:
    replay = replay_of(log([], **SHORT))
    assert {(v.seq, v.section) for v in replay.violations} == {(0, "preparacion"),
                                                               (0, "anatomia")}
    assert found(replay_of(log([]))) == []


def test_setup_deal_sizes() -> None:
    env = log([])
    setup = env["setup"]
    setup["hands"]["P2"].remove("t1c")  # 6 cards dealt (t1c stays in the deck)
    setup["deck"].append("t1c")
    setup["defenders"]["P2"].remove("t2a")  # 3 defenders
    replay = replay_of(env)
    assert [(v.seq, v.player, v.section) for v in replay.violations] == \
        [(0, "P2", "preparacion"), (0, "P2", "preparacion")]


def test_card_definitions_must_match_their_power() -> None:
    env = log([])
    env["cards"] = {"t13a": {"name": "Tótem 13", "power": 13, "ability": "ojo"}}
    assert [(v.seq, v.section) for v in replay_of(env).violations] == [(0, "anatomia")]


def test_unreadable_setups_name_the_json_path() -> None:
    env = log([])
    env["setup"]["defenders"]["P1"][0] = "t13b"
    with pytest.raises(LogError, match=r"\$\.setup\.defenders\.P1\[0\]"):
        parse_log(json.dumps(env), "x.json")
    env = log([])
    env["setup"]["hands"]["P1"][0] = "nope"
    with pytest.raises(LogError, match=r"\$\.setup\.hands\.P1\[0\].*unknown card definition"):
        parse_log(json.dumps(env), "x.json")
    env = log([ev(1, "P1", "draw"), ev(1, "P1", "attack", card="ghost", target="t8a")])
    with pytest.raises(LogError, match=r"\$\.events\[1\]\.card"):
        Replay(parse_log(json.dumps(env), "x.json"))


# --------------------------------------------------------------- deck check
def _deck_file(tmp_path: Path, **changes: Any) -> Path:
    data: dict[str, Any] = {"game": "totems", "cardset": "totems-demo",
                            **{k: SAMPLE["setup"][k] for k in ("deck", "hands", "defenders")}}
    data.update(changes)
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _deck_cli(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict[str, Any]]:
    capsys.readouterr()
    status = main(["deck-check", str(path), "--game", "totems", "--json"])
    out = capsys.readouterr().out
    return status, (json.loads(out) if out.strip() else {})


def test_deck_check_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, data = _deck_cli(_deck_file(tmp_path), capsys)
    assert status == 0, data
    short = _deck_file(tmp_path, deck=SAMPLE["setup"]["deck"][:-1])
    status, data = _deck_cli(short, capsys)
    assert status == 1
    assert "preparacion" in json.dumps(data)


def test_deck_check_whole_box_without_a_deal() -> None:
    box = json.loads(resource_path("cardsets", "totems-demo", "cards.json").read_text("utf-8"))
    game = get_game("totems")
    assert game.deck_problems({"cardset": "totems-demo", "deck": list(box["cards"])}) == []
    three = [c for c in box["cards"] if c != "t7a"] + ["x:t8b"]
    problems = game.deck_problems({"cardset": "totems-demo", "deck": three})
    assert [(p.section, p.severity.value) for p in problems] == [("anatomia", "warning")]
    bad_def = {"cardset": "totems-demo", "cards": {"t12a": {"power": 12, "ability": "suma"}},
               "deck": list(box["cards"])}
    assert [p.section for p in game.deck_problems(bad_def)] == ["anatomia"]
    stray = {"cardset": "totems-demo", "deck": SAMPLE["setup"]["deck"],
             "hands": SAMPLE["setup"]["hands"],
             "defenders": {"P1": ["t1b", "t2c", "t3d", "t5a"], "P2": ["t4c", "t7d", "t8a",
                                                                   "t2a"]}}
    assert [(p.player, p.section) for p in game.deck_problems(stray)] == \
        [("P1", "preparacion")]


@pytest.mark.parametrize(("changes", "where"), [
    ({"deck": "t1a"}, r"\$\.deck"),
    ({"deck": ["t1a", 3]}, r"\$\.deck\[1\]"),
    ({"deck": ["t1a", "t1a"]}, r"\$\.deck\[1\]"),
    ({"deck": ["zz"]}, r"\$\.deck\[0\]"),
    ({"cards": {"t1a": {"power": "1"}}}, r"\$\.cards\.t1a\.power"),
    ({"cards": {"t1a": {"power": 1.0}}}, r"\$\.cards\.t1a\.power"),
    ({"hands": []}, r"\$\.hands"),
    ({"defenders": {"P1": ["nobody"]}}, r"\$\.defenders\.P1\[0\]"),
])
def test_deck_check_unreadable(changes: dict[str, Any], where: str) -> None:
    deck = {"cardset": "totems-demo", "deck": ["t1a"], **changes}
    with pytest.raises(LogError, match=where):
        get_game("totems").deck_problems(deck, "d.json")
    with pytest.raises(LogError, match=r"required key 'deck'"):
        get_game("totems").deck_problems({"cardset": "totems-demo"}, "d.json")


def test_deck_check_power_out_of_range_is_a_rule_problem() -> None:
    """A Tótem of power 20 is of the right type: flagged [anatomia], never a refused file."""
    deck = {"cardset": "totems-demo", "deck": ["t1a"], "cards": {"t1a": {"power": 20}}}
    sections = [p.section for p in get_game("totems").deck_problems(deck, "d.json")]
    assert sections[0] == "anatomia" and "anatomia" in sections


def test_deck_check_cli_bad_file_exits_2(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    path = _deck_file(tmp_path, deck=["t1a", "t1a"])
    assert main(["deck-check", str(path), "--game", "totems"]) == 2
    assert "$.deck[1]" in capsys.readouterr().err


# ------------------------------------------------------------ board, state
def test_board_and_state_json() -> None:
    events = [ev(1, "P1", "draw"), ev(1, "P1", "attack", card="t11a", target="t8a",
                                      result="attacker")]
    replay = replay_of(log(events))
    board = replay.board_at(2)
    assert board.game == "totems" and board.active == "P1" and board.turn == 1
    p2 = board.players[1]
    labels = [z.label for z in p2.zones]
    assert labels == ["Defensores", "Mano"]
    defenders = p2.zones[0].cards
    assert len(defenders) == 4 and defenders[-1] is None  # t8a fell: an empty place
    assert all(c is None or c.hidden for c in defenders)
    table = board.players[2]
    assert [z.label for z in table.zones] == ["Mazo", "Descarte"]
    assert {"t11a", "t8a"} <= board.highlighted
    assert [c.instance for c in table.zones[1].cards if c] == ["t8a", "t11a"]
    data = replay.state_json(2)
    json.dumps(data)
    assert data["players"]["P2"]["defenders"][0]["instance"] == "t4c"
    assert data["attacks"] == 1 and data["discard"][0]["instance"] == "t11a"
    assert replay.state_json(0)["players"]["P1"]["hand"][0]["instance"] == "t13a"


def test_replay_checkpoints_give_the_same_state() -> None:
    env = json.loads(resource_path("samples", "totems", "attack-violations.json")
                     .read_text("utf-8"))
    parsed = parse_log(json.dumps(env), "x.json")
    a, b = Replay(parsed, checkpoint_every=1), Replay(parsed, checkpoint_every=100)
    for seq in range(len(a) + 1):
        assert a.state_json(seq) == b.state_json(seq)
    assert [v.seq for v in a.violations] == [v.seq for v in b.violations]


def test_severities_are_errors_except_the_unclosed_turn() -> None:
    assert severities([ev(1, "P1", "end_turn")]) == ["error", "error"]


@pytest.mark.parametrize("module", [totems_pkg, totems_cards, totems_deck, totems_rules])
def test_doctests(module: Any) -> None:
    result = doctest.testmod(module)
    assert result.failed == 0


def test_random_well_shaped_events_never_crash() -> None:
    """Illegal logs of real actions and cards: a replay (or LogError), never another error."""
    rnd = random.Random(7)
    names = sorted(json.loads(resource_path("cardsets", "totems-demo", "cards.json")
                              .read_text("utf-8"))["cards"])
    actions = ["draw", "replenish", "attack", "exchange", "discard_draw", "ability", "discard",
               "end_turn", "game_end", "note"]
    for _ in range(300):
        events = []
        for i in range(rnd.randint(1, 30)):
            event = ev(rnd.choice([None, i // 3 + 1]), rnd.choice(["P1", "P2"]),
                       rnd.choice(actions), card=rnd.choice(names), target=rnd.choice(names),
                       defender=rnd.choice(names), cards=rnd.sample(names, 2),
                       kind=rnd.choice(["ojo", "suma", "espada", "escudo"]))
            if rnd.random() < 0.3:
                event["with"] = rnd.choice(names)
            events.append(event)
        try:
            replay = replay_of(log(events))
        except LogError:
            continue
        for seq in (len(replay), 0, len(replay) // 2):
            replay.board_at(seq)
            replay.state_json(seq)
