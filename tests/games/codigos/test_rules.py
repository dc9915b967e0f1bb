"""Códigos rules module: every check with a log that breaks it and a near miss that does not."""

from __future__ import annotations

import doctest
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import judge_app.games.codigos as codigos_pkg
from judge_app.cli import main
from judge_app.games import get_game
from judge_app.games.codigos import cards as codigos_cards
from judge_app.games.codigos import deck as codigos_deck
from judge_app.games.codigos import rules as codigos_rules
from judge_app.games.loading import parse_log
from judge_app.logs.errors import LogError
from judge_app.replay import Replay
from judge_app.resources import resource_path
from tests.support.games import expected_rows, found, replay_of, rows, sample_logs

CheckCli = Callable[..., tuple[int, dict[str, Any]]]

# The table of the samples (codigos-demo): P1 holds c01 (granada; code granada,casco; 2),
# c12 (bomba; casco,granada; 2), c02 (casco); P2 holds c03 (tanque; tanque,avion; 2),
# c09 (tanque; avion,bomba; 2), c04 (avion). Encarte: c06 (bomba, under the Soldier),
# c14 (casco), c21 (tanque, the discard pile). Deck: c05 c08 r1 c10 w1 c11 r2 c15 c16 r3 w2
# c17 c18 r4.
SAMPLE = json.loads(resource_path("samples", "codigos", "clean.json").read_text("utf-8"))


def ev(turn: int | None, player: str | None, action: str, **kw: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"action": action}
    if turn is not None:
        out["turn"] = turn
    if player is not None:
        out["player"] = player
    out.update(kw)
    return out


def log(events: list[dict[str, Any]], **setup: Any) -> dict[str, Any]:
    env: dict[str, Any] = json.loads(json.dumps(SAMPLE))
    env["events"] = events
    env["setup"].update(setup)
    return env


def flags(events: list[dict[str, Any]], **setup: Any) -> list[tuple[int, str | None, str]]:
    return found(replay_of(log(events, **setup)))


def play_flags(events: list[dict[str, Any]], **setup: Any) -> list[tuple[int, str | None, str]]:
    """Like :func:`flags`, the setup's own flags (seq 0) left out."""
    return [f for f in flags(events, **setup) if f[0] != 0]


def turn1(*events: dict[str, Any]) -> list[dict[str, Any]]:
    """P1's first turn: a legal first action, then ``events``."""
    return [ev(1, "P1", "lay_code", code="c01", cards=["c02"]), *events]


# ------------------------------------------------------------------ samples
@pytest.mark.parametrize("path", sample_logs("codigos"), ids=lambda p: p.stem)
def test_samples_match_their_expected_flags(path: Path, check_cli: CheckCli) -> None:
    status, data = check_cli(path)
    assert rows(data) == expected_rows(path)
    assert status == (1 if data["violations"] else 0)


def test_there_are_clean_and_violating_samples() -> None:
    paths = sample_logs("codigos")
    assert len(paths) >= 3
    assert any(not expected_rows(p) for p in paths)
    assert sum(1 for p in paths if expected_rows(p)) >= 2


def test_clean_sample_scores() -> None:
    replay = Replay.from_file(resource_path("samples", "codigos", "clean.json"))
    state = replay.final_state
    assert {p: s.score for p, s in state.sides.items()} == {"P1": 5, "P2": 8}
    assert state.over and state.reveals_seen == 4


def test_messages_in_both_languages(check_cli: CheckCli) -> None:
    path = resource_path("samples", "codigos", "action-violations.json")
    _, es = check_cli(path, "es")
    _, en = check_cli(path, "en")
    assert "segunda" in es["violations"][0]["message"]
    assert "second" in en["violations"][0]["message"]


# ----------------------------------------------------------- two actions
def test_two_actions_a_turn() -> None:
    assert flags(turn1(ev(1, "P1", "take", card="c14"), ev(1, "P1", "end_turn"))) == []
    three = turn1(ev(1, "P1", "take", card="c14"), ev(1, "P1", "expose", card="c12"),
                  ev(1, "P1", "end_turn"))
    assert flags(three) == [(3, "P1", "acciones")]
    one = turn1(ev(1, "P1", "end_turn"))
    assert flags(one) == [(2, "P1", "acciones")]


def test_same_action_twice_is_allowed() -> None:
    events = [ev(1, "P1", "take", card="c14"), ev(1, "P1", "take", card="c05"),
              ev(1, "P1", "end_turn")]
    assert flags(events) == [(2, "P1", "comienza")]  # 5 cards: only the limit is broken
    replay = replay_of(log(events[:1]))
    assert replay.final_state.encarte == ["c06", "c05"]


def test_soldier_is_always_the_second_action() -> None:
    first = [ev(1, "P1", "soldier", to=1), ev(1, "P1", "take", card="c06"),
             ev(1, "P1", "end_turn")]
    assert flags(first) == [(1, "P1", "acciones")]
    second = turn1(ev(1, "P1", "soldier", to=2), ev(1, "P1", "end_turn"))
    assert flags(second) == []
    same = turn1(ev(1, "P1", "soldier", to=0))
    assert flags(same) == [(2, "P1", "soldado")]


def test_action_outside_the_turn() -> None:
    bad = turn1(ev(1, "P2", "take", card="c14"))
    assert flags(bad) == [(2, "P2", "acciones")]


def test_turn_order() -> None:
    wrong = [*turn1(ev(1, "P1", "take", card="c14"), ev(1, "P1", "end_turn")),
             ev(2, "P1", "take", card="c05")]
    assert flags(wrong) == [(4, "P1", "acciones")]
    unclosed = [*turn1(ev(1, "P1", "take", card="c14")),
                ev(2, "P2", "take", card="c05")]
    replay = replay_of(log(unclosed))
    assert [(v.seq, v.player, v.severity.value) for v in replay.violations] == \
        [(3, "P1", "warning")]


def test_turns_without_numbers() -> None:
    events = [ev(None, "P1", "lay_code", code="c01", cards=["c02"]),
              ev(None, "P1", "take", card="c14"), ev(None, "P1", "end_turn"),
              ev(None, "P2", "lay_code", code="c03", cards=["c04"]),
              ev(None, "P2", "soldier", to=1), ev(None, "P2", "end_turn")]
    replay = replay_of(log(events))
    assert found(replay) == []
    assert replay.final_state.turn == 2


def test_first_player_has_the_highest_reference_number() -> None:
    # P1's highest is c12 (12), P2's c09 (9): P2 may not start.
    events = [ev(1, "P2", "lay_code", code="c03", cards=["c04"])]
    assert flags(events) == [(1, "P2", "comienza")]


# ------------------------------------------------------------------ taking
def test_take_under_the_soldier() -> None:
    bad = turn1(ev(1, "P1", "take", card="c06"))
    assert flags(bad) == [(2, "P1", "soldado")]
    from_pile = turn1(ev(1, "P1", "take", card="c21"))
    assert flags(from_pile) == []
    state = replay_of(log(from_pile)).final_state
    assert state.top() == "c05"  # replaced from the deck, on the pile


def test_take_a_card_not_in_the_encarte() -> None:
    assert flags(turn1(ev(1, "P1", "take", card="c08"))) == [(2, "P1", "acciones")]


def test_collection_limit_of_4() -> None:
    four = [ev(1, "P1", "take", card="c14"), ev(1, "P1", "expose", card="c12")]
    assert flags(four) == []
    five = [ev(1, "P1", "take", card="c14"), ev(1, "P1", "take", card="c05")]
    assert flags(five) == [(2, "P1", "comienza")]


def test_exposed_and_hidden_codes_do_not_count_for_the_limit() -> None:
    events = [ev(1, "P1", "expose", card="c12"), ev(1, "P1", "take", card="c14"),
              ev(1, "P1", "end_turn"), ev(2, "P2", "lay_code", code="c03", cards=["c04"]),
              ev(2, "P2", "soldier", to=1), ev(2, "P2", "end_turn"),
              ev(3, "P1", "take", card="c21"), ev(3, "P1", "take", card="c06")]
    assert flags(events) == [(8, "P1", "comienza")]
    assert len(replay_of(log(events)).state_at(7).sides["P1"].collection) == 4


# ------------------------------------------------------------------- codes
def test_one_incomplete_exposed_code() -> None:
    bad = [ev(1, "P1", "expose", card="c12"), ev(1, "P1", "expose", card="c01")]
    assert flags(bad) == [(2, "P1", "acciones")]
    after_completion = [ev(1, "P1", "expose", card="c01"),
                        ev(1, "P1", "complete", code="c01", cards=["c02"]),
                        ev(1, "P1", "end_turn"), ev(2, "P2", "take", card="c14"),
                        ev(2, "P2", "soldier", to=1), ev(2, "P2", "end_turn"),
                        ev(3, "P1", "expose", card="c12")]
    assert flags(after_completion) == []
    state = replay_of(log(after_completion)).final_state
    assert [c.card for c in state.sides["P1"].hidden] == ["c01"]


def test_code_card_must_have_a_code() -> None:
    # a comodín cannot be a code card: give P1 one through the setup (a seq-0 flag)
    setup = {"collection": {"P1": ["c01", "c12", "w1"], "P2": ["c03", "c09", "c04"]},
             "deck": ["c05", "c08", "r1", "c10", "c02", "c11", "r2", "c15", "c16", "r3",
                      "w2", "c17", "c18", "r4"]}
    assert play_flags([ev(1, "P1", "expose", card="w1")], **setup) == \
        [(1, "P1", "codigo-expuesto")]
    assert play_flags([ev(1, "P1", "expose", card="c12")], **setup) == []


def test_symbols_a_code_does_not_need() -> None:
    bad = [ev(1, "P1", "lay_code", code="c01", cards=["c12"])]
    assert flags(bad) == [(1, "P1", "acciones")]  # one infraction, one flag


def test_lay_code_must_be_complete() -> None:
    bad = [ev(1, "P1", "lay_code", code="c12", cards=["c02"])]  # casco, granada: 1 missing
    assert flags(bad) == [(1, "P1", "acciones")]
    own_symbol = [ev(1, "P1", "lay_code", code="c01", cards=["c02"])]
    assert flags(own_symbol) == []  # c01's granada acts as its own symbol


def test_complete_step_by_step() -> None:
    events = [ev(1, "P1", "expose", card="c12"),
              ev(1, "P1", "complete", code="c12", cards=["c02"]),
              ev(1, "P1", "end_turn")]
    state = replay_of(log(events)).final_state
    assert [c.card for c in state.sides["P1"].exposed] == ["c12"]
    done = [*events, ev(2, "P2", "take", card="c14"), ev(2, "P2", "soldier", to=1),
            ev(2, "P2", "end_turn"), ev(3, "P1", "complete", code="c12", cards=["c01"])]
    assert flags(done) == []
    assert [c.card for c in replay_of(log(done)).final_state.sides["P1"].hidden] == ["c12"]
    wrong_code = [ev(1, "P1", "complete", code="c12", cards=["c02"])]
    assert flags(wrong_code) == [(1, "P1", "acciones")]


def test_one_wildcard_per_code() -> None:
    setup = {"collection": {"P1": ["c13", "w1", "w2"], "P2": ["c03", "c09", "c04"]},
             "deck": ["c05", "c08", "r1", "c10", "c02", "c11", "r2", "c15", "c16", "r3",
                      "c01", "c17", "c12", "r4"]}
    bad = [ev(1, "P1", "expose", card="c13"),
           ev(1, "P1", "complete", code="c13", cards=["w1", "w2"])]
    assert play_flags(bad, **setup) == [(2, "P1", "codigo-expuesto")]
    good = [ev(1, "P1", "expose", card="c13"),
            ev(1, "P1", "complete", code="c13", cards=["w1"])]
    assert play_flags(good, **setup) == []


def test_discard_code_needs_a_symbol() -> None:
    bad = [ev(1, "P1", "expose", card="c12"), ev(1, "P1", "discard_code", code="c12")]
    assert flags(bad) == [(2, "P1", "codigo-expuesto")]
    good = [ev(1, "P1", "expose", card="c12"),
            ev(1, "P1", "complete", code="c12", cards=["c02"]), ev(1, "P1", "end_turn"),
            ev(2, "P2", "take", card="c14"), ev(2, "P2", "soldier", to=1),
            ev(2, "P2", "end_turn"), ev(3, "P1", "discard_code", code="c12")]
    replay = replay_of(log(good))
    assert found(replay) == []
    assert replay.final_state.sides["P1"].score == -2


# ---------------------------------------------------------------- discards
def test_discard_rules() -> None:
    ok = turn1(ev(1, "P1", "discard", card="c12"))  # bomba onto tanque
    assert flags(ok) == []
    assert replay_of(log(ok)).final_state.top() == "c12"
    same = [ev(1, "P1", "take", card="c14"), ev(1, "P1", "discard", card="c02")]
    # c14 taken (casco); the pile still shows c21 (tanque): c02 (casco) is fine …
    assert flags(same) == []
    pile = turn1(ev(1, "P1", "take", card="c21"), ev(1, "P1", "end_turn"),
                 ev(2, "P2", "discard", card="c03"), ev(2, "P2", "discard", card="c09"))
    # … but after c03 (tanque) lands on the pile, c09 (tanque) may not follow it.
    assert flags(pile) == [(5, "P2", "acciones")]
    just_taken = [ev(1, "P1", "take", card="c14"), ev(1, "P1", "discard", card="c14")]
    assert flags(just_taken) == [(2, "P1", "acciones")]


def test_only_common_cards_are_discarded() -> None:
    setup = {"collection": {"P1": ["c13", "w1", "c02"], "P2": ["c03", "c09", "c04"]},
             "deck": ["c05", "c08", "r1", "c10", "c01", "c11", "r2", "c15", "c16", "r3",
                      "w2", "c17", "c12", "r4"]}
    assert play_flags([ev(1, "P1", "discard", card="w1")], **setup) == [(1, "P1", "acciones")]
    assert play_flags([ev(1, "P1", "discard", card="c02")], **setup) == []


def test_discard_under_the_soldier_is_allowed() -> None:
    events = turn1(ev(1, "P1", "soldier", to=2), ev(1, "P1", "end_turn"),
                   ev(2, "P2", "discard", card="c04"), ev(2, "P2", "take", card="c06"))
    assert flags(events) == []


# ------------------------------------------------------------ revelations
def _to_first_reveal() -> list[dict[str, Any]]:
    """Both players hide a code; P2's take brings r1 out of the deck (event 7)."""
    return [ev(1, "P1", "lay_code", code="c01", cards=["c02"]),
            ev(1, "P1", "take", card="c14"), ev(1, "P1", "end_turn"),
            ev(2, "P2", "lay_code", code="c03", cards=["c04"]),
            ev(2, "P2", "take", card="c21"), ev(2, "P2", "end_turn"),
            ev(3, "P1", "take", card="c05")]


def test_revelation_order_and_scores() -> None:
    base = _to_first_reveal()
    ok = [*base, ev(3, "P1", "reveal_code", code="c01", said=["granada", "casco"],
                    outcome="exact", points=4),
          ev(3, "P2", "reveal_code", code="c03", said=None, outcome="verified", points=2),
          ev(3, "P1", "expose", card="c12"), ev(3, "P1", "end_turn")]
    replay = replay_of(log(ok))
    assert found(replay) == []
    assert {p: s.score for p, s in replay.final_state.sides.items()} == {"P1": 4, "P2": 2}
    assert replay.state_at(7).revealing == ["P1", "P2"]
    early = [*base, ev(3, "P2", "reveal_code", code="c03", said=["tanque", "avion"])]
    assert flags(early) == [(8, "P2", "revelar-y-puntuacion")]


def test_logged_outcome_and_points_are_checked() -> None:
    base = _to_first_reveal()
    outcome = [*base, ev(3, "P1", "reveal_code", code="c01", said=["casco", "granada"],
                         outcome="exact")]
    assert flags(outcome) == [(8, "P1", "revelar-y-puntuacion")]
    points = [*base, ev(3, "P1", "reveal_code", code="c01", said=["casco", "granada"],
                        points=4)]
    assert flags(points) == [(8, "P1", "revelar-y-puntuacion")]
    right = [*base, ev(3, "P1", "reveal_code", code="c01", said=["casco", "granada"],
                       outcome="unordered", points=3)]
    assert flags(right) == []
    wrong = [*base, ev(3, "P1", "reveal_code", code="c01", said=["casco", "tanque"],
                       outcome="wrong", points=0)]
    replay = replay_of(log(wrong))
    assert found(replay) == []
    assert replay.final_state.sides["P1"].score == 0
    assert "c01" in replay.final_state.discard


def test_action_before_the_revelation_is_over() -> None:
    base = _to_first_reveal()
    bad = [*base, ev(3, "P1", "expose", card="c12")]
    assert flags(bad) == [(8, "P1", "revelar-y-puntuacion")]
    end = [*base, ev(3, "P1", "reveal_code", code="c01"), ev(3, "P1", "expose", card="c12"),
           ev(3, "P1", "end_turn")]
    assert flags(end) == [(9, "P1", "revelar-y-puntuacion")]


def test_reveal_without_a_revelen_card() -> None:
    bad = [ev(1, "P1", "lay_code", code="c01", cards=["c02"]),
           ev(1, "P1", "reveal_code", code="c01", said=["granada", "casco"])]
    assert flags(bad) == [(2, "P1", "revelar-y-puntuacion")]
    not_hidden = [*_to_first_reveal(), ev(3, "P1", "reveal_code", code="c12")]
    assert flags(not_hidden) == [(8, "P1", "revelar-y-puntuacion")]


def test_a_wildcard_code_scores_only_when_said_exactly() -> None:
    # P1 lays c21 (tanque; code radio, tanque) with the comodín w1 as radio; taking c14
    # brings r1 out at once. (A comodín dealt to P1 is itself a seq-0 flag, left out.)
    setup = {"collection": {"P1": ["c21", "w1", "c02"], "P2": ["c03", "c09", "c04"]},
             "encarte": {"cards": ["c06", "c14", "c01"], "soldier": 0},
             "deck": ["r1", "c05", "c08", "c10", "c12", "c11", "r2", "c15", "c16", "r3",
                      "w2", "c17", "c18", "r4"]}
    base = [ev(1, "P1", "lay_code", code="c21", cards=["w1"]),
            ev(1, "P1", "take", card="c14")]

    def run(said: list[str] | None, outcome: str) -> tuple[list[Any], int]:
        events = [*base, ev(1, "P1", "reveal_code", code="c21", said=said, outcome=outcome)]
        replay = replay_of(log(events, **setup))
        return [f for f in found(replay) if f[0]], replay.final_state.sides["P1"].score

    assert run(["radio", "tanque"], "exact") == ([], 4)
    assert run(["tanque", "radio"], "wrong") == ([], 0)
    assert run(None, "wrong") == ([], 0)
    assert run(["tanque", "radio"], "unordered") == ([(3, "P1", "revelar-y-puntuacion")], 0)


def test_revelen_cards_go_to_the_pile_then_aside() -> None:
    replay = Replay.from_file(resource_path("samples", "codigos", "clean.json"))
    first = replay.state_at(10)
    assert first.reveals_seen == 1 and "r1" in first.discard and first.set_aside == []
    second = replay.state_at(25)
    assert second.reveals_seen == 2 and second.set_aside == ["r2"]


# ----------------------------------------------------------- the soldier
def test_a_blocked_wildcard_goes_back_to_the_deck() -> None:
    events = [ev(1, "P1", "lay_code", code="c01", cards=["c02"]),
              ev(1, "P1", "take", card="c14"), ev(1, "P1", "end_turn"),
              ev(2, "P2", "take", card="c21"), ev(2, "P2", "take", card="c14"),
              ev(2, "P2", "end_turn")]
    state = replay_of(log(events[:4])).final_state
    assert state.encarte == ["c06", "c05"]
    setup = {"deck": ["w1", "c05", "c08", "r1", "c10", "c11", "r2", "c15", "c16", "r3",
                      "w2", "c17", "c18", "r4"]}
    # P1 takes c14: w1 fills place 1; P1 then moves the Soldier onto it.
    moves = [ev(1, "P1", "take", card="c14"), ev(1, "P1", "soldier", to=1)]
    replay = replay_of(log(moves, **setup))
    assert found(replay) == []
    state = replay.final_state
    assert state.encarte[1] == "c05" and state.deck[-2] == "w1"


# ----------------------------------------------------------------- the end
def test_game_end_claims() -> None:
    env = json.loads(resource_path("samples", "codigos", "clean.json").read_text("utf-8"))
    events = env["events"][:-1]
    wrong = [*events, {"action": "game_end", "scores": {"P1": 6, "P2": 8}, "winner": "P1"}]
    assert found(replay_of(log(wrong))) == [(40, None, "final"), (40, None, "final")]
    draw = [*events, {"action": "game_end", "winner": None}]
    assert found(replay_of(log(draw))) == [(40, None, "final")]
    after = [*events, ev(12, "P2", "expose", card="c16")]
    assert found(replay_of(log(after))) == [(40, "P2", "final")]
    early = [ev(1, "P1", "lay_code", code="c01", cards=["c02"]),
             {"action": "game_end", "scores": {"P1": 0, "P2": 0}}]
    assert flags(early) == [(2, None, "final")]


def test_end_turn_after_the_last_revelation_needs_no_second_action() -> None:
    env = json.loads(resource_path("samples", "codigos", "clean.json").read_text("utf-8"))
    events = [*env["events"][:-1], ev(12, "P2", "end_turn")]
    assert found(replay_of(log(events))) == []


# ------------------------------------------------------------------- setup
def test_setup_problems() -> None:
    assert flags([], wildcards=3) == [(0, None, "preparacion"), (0, None, "preparacion")]
    assert flags([], reveal_cards=3) == [(0, None, "preparacion"), (0, None, "preparacion")]
    assert flags([], players=3) == [(0, None, "preparacion")]
    enc = {"cards": ["c06", "c14", "c21"], "soldier": 1}
    assert flags([], encarte=enc) == [(0, None, "soldado")]
    deck = list(SAMPLE["setup"]["deck"])
    deck[-1], deck[0] = deck[0], deck[-1]
    assert flags([], deck=deck) == [(0, None, "preparacion")]
    coll = {"P1": ["c01", "c12"], "P2": ["c03", "c09", "c04"]}
    assert flags([], collection=coll, deck=[*SAMPLE["setup"]["deck"][:-1], "c02", "r4"]) == \
        [(0, "P1", "preparacion")]


def test_unreadable_setups_name_the_json_path() -> None:
    env = log([])
    env["setup"]["encarte"]["cards"] = ["c06", "c14", 21]
    with pytest.raises(LogError, match=r"\$\.setup\.encarte\.cards\[2\]"):
        parse_log(json.dumps(env), "x.json")
    env = log([])
    env["setup"]["collection"]["P1"][0] = "c06"
    with pytest.raises(LogError, match=r"\$\.setup\.collection\.P1\[0\].*twice"):
        parse_log(json.dumps(env), "x.json")
    env = log([])
    del env["setup"]["collection"]["P2"]
    with pytest.raises(LogError, match=r"\$\.setup\.collection.*'P2'"):
        parse_log(json.dumps(env), "x.json")
    env = log([ev(1, "P1", "complete", code="c12", cards=["c02", "ghost"])])
    with pytest.raises(LogError, match=r"\$\.events\[0\]\.cards\[1\]"):
        Replay(parse_log(json.dumps(env), "x.json"))


# --------------------------------------------------------------- deck check
def _deck(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"game": "codigos", "cardset": "codigos-demo",
                            **json.loads(json.dumps(SAMPLE["setup"]))}
    data.update(changes)
    return data


def test_deck_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = get_game("codigos")
    assert game.deck_problems(_deck()) == []
    assert [p.section for p in game.deck_problems(_deck(wildcards=5))] == \
        ["preparacion", "preparacion"]
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(_deck()), encoding="utf-8")
    assert main(["deck-check", str(path), "--game", "codigos", "--json"]) == 0
    path.write_text(json.dumps(_deck(reveal_cards=2)), encoding="utf-8")
    assert main(["deck-check", str(path), "--game", "codigos", "--json"]) == 1
    assert "preparacion" in capsys.readouterr().out


@pytest.mark.parametrize(("changes", "where"), [
    ({"deck": "c01"}, r"\$\.deck"),
    ({"encarte": {"cards": "c06", "soldier": 0}}, r"\$\.encarte\.cards"),
    ({"encarte": {"cards": ["c06", "c14", "c21"], "soldier": "0"}}, r"\$\.encarte\.soldier"),
    ({"encarte": {"cards": ["c06", "c14", "c21"], "soldier": 0.0}}, r"\$\.encarte\.soldier"),
    ({"cards": {"c01": {"kind": "raro"}}}, r"\$\.cards\.c01\.kind"),
    ({"deck": ["zz"]}, r"\$\.deck\[0\]"),
])
def test_deck_check_unreadable(changes: dict[str, Any], where: str) -> None:
    with pytest.raises(LogError, match=where):
        get_game("codigos").deck_problems(_deck(**changes), "d.json")
    deck = _deck()
    del deck["collection"]
    with pytest.raises(LogError, match=r"required key 'collection'"):
        get_game("codigos").deck_problems(deck, "d.json")


@pytest.mark.parametrize("encarte", [["c06"], ["c06", "c14", "c21", "c07"], []])
def test_an_encarte_of_other_than_3_cards_replays_and_is_flagged(encarte: list[str]) -> None:
    """The encarte's count is a rule (a setup problem at seq 0), not the format."""
    problems = get_game("codigos").deck_problems(
        _deck(encarte={"cards": encarte, "soldier": 0}), "d.json")
    assert ("preparacion", "error") in [(p.section, p.severity.value) for p in problems]
    data = log([ev(1, "P1", "take", card=encarte[1] if len(encarte) > 1 else "c01")],
               encarte={"cards": encarte, "soldier": 0})
    replay = replay_of(data)
    assert any(v.seq == 0 and v.section == "preparacion" and "3" in v.message("en")
               for v in replay.violations)
    for seq in range(len(replay) + 1):
        replay.board_at(seq)


def test_deck_check_soldier_out_of_the_encarte_is_a_rule_problem() -> None:
    """A Soldier at place 3 is of the right type: flagged [soldado], never a refused file."""
    problems = get_game("codigos").deck_problems(
        _deck(encarte={"cards": ["c06", "c14", "c21"], "soldier": 3}), "d.json")
    assert [(p.section, p.severity.value) for p in problems] == [("soldado", "error")]


# ------------------------------------------------------------ board, state
def test_board_and_state_json() -> None:
    replay = Replay.from_file(resource_path("samples", "codigos", "clean.json"))
    board = replay.board_at(15)
    labels = [z.label for z in board.players[0].zones]
    assert labels == ["Recolección", "Código expuesto", "Códigos ocultos",
                      "Códigos revelados"]
    exposed = board.players[0].zones[1].cards[0]
    assert exposed is not None and exposed.instance == "c12"
    assert [c.instance for c in exposed.equipment] == ["c14"]
    table = board.players[2]
    assert [z.label for z in table.zones] == ["Mazo de reposición", "Encarte", "Descarte",
                                              "Revelen fuera de juego"]
    encarte = table.zones[1].cards
    assert len(encarte) == 3 and any(c is not None and "soldado" in c.marks for c in encarte)
    hidden = replay.board_at(1).players[0].zones[2].cards[0]
    assert hidden is not None and hidden.hidden
    assert "Revelación" in replay.board_at(10).status
    data = replay.state_json(40)
    json.dumps(data)
    assert data["players"]["P2"]["score"] == 8 and data["over"] is True
    assert replay.state_json(0)["encarte"][0]["instance"] == "c06"


def test_checkpoints_give_the_same_state() -> None:
    parsed = parse_log(resource_path("samples", "codigos", "clean.json").read_text("utf-8"),
                       "x.json")
    a, b = Replay(parsed, checkpoint_every=1), Replay(parsed, checkpoint_every=64)
    for seq in range(len(a) + 1):
        assert a.state_json(seq) == b.state_json(seq)


@pytest.mark.parametrize("module", [codigos_pkg, codigos_cards, codigos_deck, codigos_rules])
def test_doctests(module: Any) -> None:
    assert doctest.testmod(module).failed == 0


def test_random_well_shaped_events_never_crash() -> None:
    """Illegal logs of real actions and cards: a replay (or LogError), never another error."""
    rnd = random.Random(11)
    names = sorted(json.loads(resource_path("cardsets", "codigos-demo", "cards.json")
                              .read_text("utf-8"))["cards"])
    actions = ["take", "expose", "complete", "lay_code", "discard", "discard_code", "soldier",
               "reveal_code", "end_turn", "game_end", "note"]
    for _ in range(300):
        events = [*SAMPLE["events"][:rnd.randint(0, 39)]]
        for i in range(rnd.randint(1, 30)):
            events.append(ev(rnd.choice([None, i // 3 + 1]), rnd.choice(["P1", "P2"]),
                             rnd.choice(actions), card=rnd.choice(names),
                             code=rnd.choice(names), cards=rnd.sample(names, 2),
                             to=rnd.randint(0, 2), said=rnd.choice([None, ["casco"]])))
        try:
            replay = replay_of(log(events))
        except LogError:
            continue
        for seq in (len(replay), 0, len(replay) // 2):
            replay.board_at(seq)
            replay.state_json(seq)
