"""Positions (issue 12 §3): a log that starts from a board, taken from any step of another.

The round trip is the contract: the position after event N, then the rest of the events,
gives the original's violations after N (numbered from the position) and the same final
state — for every step of every sample of every game, and for generated logs.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from judge_app.games.loading import parse_log
from judge_app.logs import LogError
from judge_app.logs.position import codec, position_log
from judge_app.notation import read_log, write_log
from judge_app.replay import Replay
from judge_app.resources import resource_path
from tests.games.test_fuzz_games import mutated_logs, random_logs
from tests.test_fuzz_logs import FUZZ, kodem_logs

SAMPLES = sorted(p for p in resource_path("samples").glob("*/*.json")
                 if not p.name.endswith(".expected.json"))


def _key(v: Any, shift: int = 0) -> tuple[Any, ...]:
    return (v.seq - shift, v.citation, v.severity, v.player, v.penalty)


def assert_round_trip(replay: Replay, at: int) -> Replay:
    """The position log after ``at`` replays to what the original gives after ``at``."""
    data = position_log(replay, at)
    again = Replay(parse_log(json.dumps(data), f"position@{at}"))
    assert len(again) == len(replay) - at
    assert [_key(v) for v in again.violations] == \
        [_key(v, at) for v in replay.violations if v.seq > at]
    game = codec(replay.game)
    assert game.to_position(again.final_state, again.log, len(again)) == \
        game.to_position(replay.final_state, replay.log, len(replay))
    assert again.game.state_json(again.final_state, again.log) == \
        replay.game.state_json(replay.final_state, replay.log)
    return again


def test_every_game_has_samples() -> None:
    assert {p.parent.name for p in SAMPLES} == {"kodem", "totems", "codigos", "kingdom",
                                                "digimon"}


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_position_from_every_step_of_every_sample_round_trips(path: Path) -> None:
    replay = Replay.from_file(path)
    for at in range(len(replay) + 1):
        assert_round_trip(replay, at)


def test_the_position_at_0_is_the_setup_and_at_the_end_has_no_events() -> None:
    replay = Replay.from_file(resource_path("samples", "kodem", "clean-game.json"))
    start = replay.board_at(0)
    again = Replay(parse_log(json.dumps(position_log(replay, 0)), "p.json"))
    assert again.board_at(0) == start
    end = position_log(replay, len(replay))
    assert end["events"] == []
    assert Replay(parse_log(json.dumps(end), "p.json")).board_at(0) == replay.board_at(
        len(replay))


def test_a_position_log_reports_violations_from_the_position_on() -> None:
    path = resource_path("samples", "kodem", "batalla-violations.json")
    replay = Replay.from_file(path)
    first = replay.violations[0].seq
    again = assert_round_trip(replay, first - 1)
    assert again.violations[0].seq == 1
    # a position after the violation leaves it behind
    later = Replay(parse_log(json.dumps(position_log(replay, first)), "p.json"))
    assert all(v.seq >= 1 for v in later.violations)
    assert len(later.violations) == len([v for v in replay.violations if v.seq > first])


def test_setup_problems_are_not_reported_again_from_a_position() -> None:
    replay = Replay.from_file(resource_path("samples", "kodem", "deck-duplicate.json"))
    assert any(v.seq == 0 for v in replay.violations)
    again = Replay(parse_log(json.dumps(position_log(replay, 0)), "p.json"))
    assert not any(v.seq == 0 for v in again.violations)


def test_claims_count_events_from_the_position() -> None:
    """A Kódem ``note`` claiming an error before the position keeps claiming it."""
    data = json.loads(resource_path("samples", "kodem", "batalla-violations.json").read_text())
    replay = Replay(parse_log(json.dumps(data), "x.json"))
    bad = replay.violations[0].seq
    turn = data["events"][bad - 1]["turn"]
    data["events"].insert(bad, {"turn": turn, "player": "P2", "action": "note", "text": "c",
                                "claim": bad})
    replay = Replay(parse_log(json.dumps(data), "x.json"))
    again = assert_round_trip(replay, bad + 1)
    assert position_log(replay, bad)["events"][0]["claim"] == 0
    assert again is not None


@pytest.mark.parametrize("game,name", [("kodem", "clean-game"), ("totems", "clean"),
                                       ("codigos", "clean"), ("kingdom", "clean"),
                                       ("digimon", "clean")])
def test_a_position_log_reads_back_from_its_notation(game: str, name: str) -> None:
    """``notation show`` writes the position as ``[Posicion KEY JSON]`` lines; parse reads it."""
    replay = Replay.from_file(resource_path("samples", game, f"{name}.json"))
    data = position_log(replay, len(replay) // 2)
    for lang in ("es", "en"):
        text = write_log(data, lang)
        assert ("[Posicion " if lang == "es" else "[Position ") in text
        assert read_log(text, game) == data


def test_every_step_of_a_kodem_game_reads_back_from_notation() -> None:
    """The first line after a position carries its turn and player (as after a line)."""
    replay = Replay.from_file(resource_path("samples", "kodem", "clean-game.json"))
    for at in range(len(replay) + 1):
        data = position_log(replay, at)
        assert read_log(write_log(data, "es"), "kodem") == data


# --------------------------------------------------------------------------- typed in
def _kodem_with(position: dict[str, Any], events: list[dict[str, Any]] | None = None) -> str:
    data = json.loads(resource_path("samples", "kodem", "clean-game.json").read_text())
    data["position"] = position
    data["events"] = events or []
    return json.dumps(data)


def test_a_typed_kodem_position_starts_there_and_flags_what_follows() -> None:
    """Mid-game board typed in: Itzal rests (1 descanso) and still attacks — flagged [5.1]."""
    data = json.loads(resource_path("samples", "kodem", "clean-game.json").read_text())
    p1_main = data["setup"]["P1"]["main"]
    p2_main = data["setup"]["P2"]["main"]
    attacker, target = p1_main[0].split(":")[0], p2_main[0].split(":")[0]
    position = {"turn": 5, "phase": "batalla", "active": "P1", "rival": "P2",
                "cards": {attacker: {"rests": 1, "hidden": False},
                          target: {"hidden": False, "life": 2}}}
    events = [{"turn": 5, "player": "P1", "action": "attack", "card": attacker,
               "targets": [target], "damage": 1},
              {"turn": 5, "player": "P1", "action": "damage", "target": target, "amount": 1,
               "kind": "attack", "source": attacker}]
    replay = Replay(parse_log(_kodem_with(position, events), "typed.json"))
    assert [(v.seq, v.section) for v in replay.violations] == [(1, "5.1")]
    state = replay.final_state
    assert state.cards[target].life == 1 and state.turn == 5 and state.phase == "batalla"


@pytest.mark.parametrize("position,path,words", [
    ({"turn": "5"}, "$.position.turn", "integer"),
    ({"tunr": 5}, "$.position.tunr", "unknown key"),
    ({"active": "P9"}, "$.position.active", "unknown player"),
    ({"sides": {"P9": {}}}, "$.position.sides.P9", "unknown player"),
    ({"sides": {"P1": {"main": ["ghost", None, None]}}}, "$.position.sides.P1.main[0]",
     "unknown card instance 'ghost'"),
    ({"sides": {"P1": {"main": [None, None]}}}, "$.position.sides.P1.main", "3 slots"),
    ({"cards": {"ghost": {"life": 2}}}, "$.position.cards.ghost", "Token"),
    ({"cards": {"tok": {"definition": "lobo"}}}, "$.position.cards.tok.owner", "owner"),
    ({"claims": {"errors": [[1, 2]]}}, "$.position.claims.errors[0]", ""),
])
def test_a_bad_kodem_position_is_refused_at_its_json_path(position: dict[str, Any], path: str,
                                                           words: str) -> None:
    with pytest.raises(LogError) as err:
        Replay(parse_log(_kodem_with(position), "typed.json"))
    assert err.value.path.startswith(path), str(err.value)
    assert words in err.value.reason
    assert err.value.source == "typed.json"


def test_a_card_in_two_places_is_read_as_written() -> None:
    """Illegal plays are applied as logged, so a replayed table may list a card twice; a
    position taken there must read back, so a typed one reads the same way."""
    data = json.loads(resource_path("samples", "kodem", "clean-game.json").read_text())
    card = data["setup"]["P1"]["main"][0].split(":")[0]
    deck = [e.split(":")[0] for e in data["setup"]["P1"]["deck"]]
    twice = {"sides": {"P1": {"deck": [card, *deck]}}}
    state = Replay(parse_log(_kodem_with(twice), "typed.json")).final_state
    assert state.sides["P1"].deck[0] == card and card in state.sides["P1"].main


@pytest.mark.parametrize("game,position,path", [
    ("totems", {"hands": {"P1": ["ghost"]}}, "$.position.hands.P1[0]"),
    ("totems", {"defenders": {"P1": [{"instance": 3}]}}, "$.position.defenders.P1[0].instance"),
    ("codigos", {"encarte": [None]}, "$.position.encarte"),
    ("codigos", {"sides": {"P7": {"collection": []}}}, "$.position.sides.P7"),
    ("kingdom", {"hands": {"P1": ["ghost"]}}, "$.position.hands.P1[0]"),
    ("kingdom", {"turn": True}, "$.position.turn"),
    ("digimon", {"sides": {"P1": {"points": "80"}}}, "$.position.sides.P1.points"),
    ("digimon", {"sides": {"P1": {"hand": ["nope"]}}}, "$.position.sides.P1.hand[0]"),
    ("digimon", {"first": "P3"}, "$.position.first"),
])
def test_a_bad_position_of_every_game_is_refused_at_its_json_path(
        game: str, position: dict[str, Any], path: str) -> None:
    data = json.loads(resource_path("samples", game, "clean.json").read_text())
    data["position"] = position
    with pytest.raises(LogError) as err:
        Replay(parse_log(json.dumps(data), "typed.json"))
    assert err.value.path.startswith(path), str(err.value)


def test_a_position_that_is_not_an_object_is_refused() -> None:
    with pytest.raises(LogError) as err:
        Replay(parse_log(_kodem_with([1, 2]), "typed.json"))  # type: ignore[arg-type]
    assert err.value.path == "$.position"


def test_a_typed_totems_position_gives_only_what_changed() -> None:
    data = json.loads(resource_path("samples", "totems", "clean.json").read_text())
    replay = Replay(parse_log(json.dumps(data), "t.json"))
    hand = replay.state_at(0).hands["P1"]
    data["position"] = {"turn": 3, "active": "P1", "discard": [hand[0]],
                        "hands": {"P1": hand[1:]}}
    data["events"] = []
    state = Replay(parse_log(json.dumps(data), "t.json")).final_state
    assert state.discard == [hand[0]] and state.hands["P1"] == hand[1:]
    assert state.hands["P2"] == replay.state_at(0).hands["P2"]


# --------------------------------------------------------------------------- generated
def _round_trip_text(text: str, data: st.DataObject) -> None:
    try:
        replay = Replay(parse_log(text, "gen.json"))
    except LogError:
        return
    at = data.draw(st.integers(0, len(replay)))
    try:
        assert_round_trip(replay, at)
    except LogError as exc:  # an event after the position names a card it cannot see
        original = copy.deepcopy(json.loads(text))
        raise AssertionError(f"{exc} at {at}: {json.dumps(original)[:300]}") from None


@FUZZ
@given(kodem_logs(), st.data())
def test_generated_kodem_logs_round_trip_through_a_position(text: str,
                                                            data: st.DataObject) -> None:
    _round_trip_text(text, data)


@FUZZ
@given(random_logs(), st.data())
def test_generated_logs_of_every_game_round_trip_through_a_position(
        text: str, data: st.DataObject) -> None:
    _round_trip_text(text, data)


@FUZZ
@given(mutated_logs(), st.data())
def test_mutated_samples_round_trip_through_a_position(text: str, data: st.DataObject) -> None:
    _round_trip_text(text, data)


# --------------------------------------------------------------------------- command line
def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ui.main", *args], capture_output=True,
                          text=True, timeout=120)


def test_cli_position_writes_a_log_that_check_reads(tmp_path: Path) -> None:
    log = resource_path("samples", "kodem", "batalla-violations.json")
    out = tmp_path / "pos.json"
    done = _cli("position", str(log), "--at", "12", "--out", str(out))
    assert done.returncode == 0, done.stderr
    check = _cli("check", str(out), "--json")
    original = _cli("check", str(log), "--json")
    assert check.returncode == original.returncode == 1
    found = [(v["seq"], v["section"]) for v in json.loads(check.stdout)["violations"]]
    expected = [(v["seq"] - 12, v["section"])
                for v in json.loads(original.stdout)["violations"] if v["seq"] > 12]
    assert found == expected
    again = _cli("position", str(log), "--at", "3", "--out", str(out))
    assert again.returncode == 2 and "exists" in again.stderr
    assert json.loads(out.read_text())["position"]["turn"] >= 1  # not overwritten
    bare = _cli("position", str(log), "--at", "3", "--no-events")
    assert bare.returncode == 0 and json.loads(bare.stdout)["events"] == []


@pytest.mark.parametrize("args,words", [
    (["--at", "999"], "between 0 and"),
    (["--at", "x"], "SEQ"),
])
def test_cli_position_bad_arguments_exit_2(args: list[str], words: str) -> None:
    log = resource_path("samples", "kodem", "clean-game.json")
    done = _cli("position", str(log), *args)
    assert done.returncode == 2 and words in done.stderr
    assert "Traceback" not in done.stderr


def test_cli_check_of_a_bad_position_names_its_path(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(_kodem_with({"turn": "x"}))
    done = _cli("check", str(bad))
    assert done.returncode == 2 and "$.position.turn" in done.stderr
