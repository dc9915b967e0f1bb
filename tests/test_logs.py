"""Envelope-level refusals of the log loader: every error names its place and reason."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.cli import main
from judge_app.games.loading import load_log, parse_log
from judge_app.logs import LogError
from judge_app.logs.envelope import MAX_EVENTS
from judge_app.replay import Replay
from judge_app.resources import resource_path


def envelope(**changes: object) -> dict[str, object]:
    data: dict[str, object] = {
        "format": "juez-match-log",
        "version": 1,
        "game": "kodem",
        "players": [{"id": "P1", "name": "Ana"}, {"id": "P2", "name": "Luis"}],
        "setup": {},
        "events": [],
    }
    data.update(changes)
    return data


def refuse(data: object) -> LogError:
    with pytest.raises(LogError) as info:
        parse_log(json.dumps(data), "match.json")
    return info.value


def test_invalid_json_reports_the_line(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    text = '{\n  "format": "juez-match-log",\n  "version": 1,\n  oops\n}'
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LogError) as info:
        load_log(path)
    assert info.value.line == 4
    assert str(path) in str(info.value)
    assert "line 4" in str(info.value)


def test_unreadable_file_is_a_log_error(tmp_path: Path) -> None:
    with pytest.raises(LogError) as info:
        load_log(tmp_path / "missing.json")
    assert "cannot read" in info.value.reason


def test_not_an_object() -> None:
    assert refuse([1, 2]).path == "$"


def test_wrong_format() -> None:
    err = refuse(envelope(format="other"))
    assert err.path == "$.format"


@pytest.mark.parametrize("version", [2, 0, "1", True, 1.5])
def test_unknown_version_is_refused_never_guessed(version: object) -> None:
    err = refuse(envelope(version=version))
    assert err.path == "$.version"
    assert "unsupported" in err.reason


def test_missing_version() -> None:
    data = envelope()
    del data["version"]
    err = refuse(data)
    assert err.path == "$.version"
    assert "missing" in err.reason


def test_missing_required_key_names_its_path() -> None:
    data = envelope()
    del data["events"]
    err = refuse(data)
    assert err.path == "$"
    assert "'events'" in err.reason


def test_wrong_type_names_the_json_path() -> None:
    err = refuse(envelope(players=[{"id": "P1", "name": "Ana"}, {"id": 7, "name": "Luis"}]))
    assert err.path == "$.players[1].id"


def test_unknown_game() -> None:
    err = refuse(envelope(game="ajedrez"))
    assert err.path == "$.game"
    assert "kodem" in err.reason


def test_duplicate_player_id() -> None:
    err = refuse(envelope(players=[{"id": "P1", "name": "Ana"}, {"id": "P1", "name": "Luis"}]))
    assert err.path == "$.players[1].id"
    assert "duplicate" in err.reason


def test_event_without_action() -> None:
    err = refuse(envelope(events=[{"turn": 1, "player": "P1"}]))
    assert err.path == "$.events[0]"
    assert "'action'" in err.reason


# ------------------------------------------------ strict types (Clarifications: Format or rule)
def _sample(game: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        resource_path("samples", game, "clean.json").read_text(encoding="utf-8"))
    return data


def _with_event(game: str, index: int, **changes: object) -> dict[str, Any]:
    data = _sample(game)
    data["events"][index] = {**data["events"][index], **changes}
    return data


@pytest.mark.parametrize("value", ["3", True, 3.0])
def test_turn_of_the_wrong_type_is_refused_with_its_path(value: object) -> None:
    err = refuse(_with_event("totems", 2, turn=value))
    assert err.path == "$.events[2].turn"
    assert "valid integer" in err.reason
    assert json.dumps(value) in err.reason  # the message shows what was found


@pytest.mark.parametrize(("field", "value"), [("round", "3"), ("table", True), ("round", 3.0)])
def test_event_info_types_are_strict(field: str, value: object) -> None:
    err = refuse({**_sample("kingdom"), "event": {"name": "Liga", field: value}})
    assert err.path == f"$.event.{field}"


def test_player_name_null_is_refused() -> None:
    err = refuse(envelope(players=[{"id": "P1", "name": None}]))
    assert err.path == "$.players[0].name"


@pytest.mark.parametrize(("game", "index", "changes", "path"), [
    ("totems", 2, {"card": 13}, "$.events[2].card"),
    ("codigos", 1, {"card": ["c14"]}, "$.events[1].card"),
    ("codigos", 0, {"cards": "c02"}, "$.events[0].cards"),
    ("kingdom", 0, {"count": "2"}, "$.events[0].count"),
    ("kingdom", 0, {"count": 2.0}, "$.events[0].count"),
    ("kingdom", 0, {"count": True}, "$.events[0].count"),
    ("kingdom", 0, {"count": None}, "$.events[0].count"),
])
def test_event_arguments_are_strict(game: str, index: int, changes: dict[str, object],
                                    path: str) -> None:
    data = _sample(game)
    action = data["events"][index]["action"]
    assert action in ("attack", "draw", "take", "lay_code", "replenish"), action
    assert refuse(_with_event(game, index, **changes)).path == path


def test_card_definitions_are_strict() -> None:
    data = _sample("totems")
    data["cards"] = {"t7a": {"power": "7", "ability": "ojo"}}
    assert refuse(data).path == "$.cards.t7a.power"
    data["cards"] = {"t7a": {"power": 7, "ability": None, "name": None}}
    assert refuse(data).path == "$.cards.t7a.name"


def test_digimon_types_are_strict() -> None:
    data = _sample("digimon")
    data["events"].insert(1, {"turn": 1, "player": "P1", "action": "draw", "count": 1.0})
    assert refuse(data).path == "$.events[1].count"
    data["events"][1] = {"turn": 1, "player": "P1", "action": "install", "card": "x",
                         "slot": "2"}
    assert refuse(data).path == "$.events[1].slot"


def test_extra_keys_are_kept_and_ints_still_read_as_floats() -> None:
    data = _with_event("totems", 2, note="a remark", time=12.5, by={"judge": "Eva"})
    log = parse_log(json.dumps(data), "m.json")
    assert log.events[2].raw["by"] == {"judge": "Eva"}
    assert log.events[2].args.model_extra == {"note": "a remark", "time": 12.5,
                                              "by": {"judge": "Eva"}}


def test_an_unknown_action_stays_a_format_error() -> None:
    err = refuse(_with_event("codigos", 0, action="steal"))
    assert err.path == "$.events[0].action" and "unknown action 'steal'" in err.reason


# ------------------------------------------------ a rule's count or range is a violation
@pytest.mark.parametrize(("game", "event", "section"), [
    ("digimon", {"turn": 1, "player": "P1", "action": "draw", "count": 0}, "actualizacion"),
    ("digimon", {"turn": 1, "player": "P1", "action": "discard_option", "slot": 4},
     "actualizacion"),
    ("kingdom", {"turn": 1, "player": "P1", "action": "draw", "count": -2}, "3.1"),
])
def test_a_count_out_of_range_replays_and_is_flagged(game: str, event: dict[str, Any],
                                                     section: str) -> None:
    data = _sample(game)
    data["events"].insert(1, event)
    replay = Replay(parse_log(json.dumps(data), "m.json"))
    assert (2, section) in [(v.seq, v.section) for v in replay.violations]


def test_a_soldier_beyond_the_encarte_replays_and_is_flagged() -> None:
    data = _sample("codigos")
    first = data["events"][0]
    data["events"].insert(1, {"turn": first["turn"], "player": first["player"],
                              "action": "soldier", "to": 7})
    replay = Replay(parse_log(json.dumps(data), "m.json"))
    assert (2, "soldado") in [(v.seq, v.section) for v in replay.violations]
    assert replay.state_at(2).soldier == replay.state_at(1).soldier


def test_an_install_in_slot_four_is_flagged_not_refused() -> None:
    data = _sample("digimon")
    hand_card = next(e["card"] for e in data["events"] if e["action"] == "install")
    at = next(i for i, e in enumerate(data["events"]) if e["action"] == "install")
    data["events"][at] = {**data["events"][at], "card": hand_card, "slot": 4}
    replay = Replay(parse_log(json.dumps(data), "m.json"))
    assert (at + 1, "preparacion") in [(v.seq, v.section) for v in replay.violations]


# ------------------------------------------------ bounds and hostile JSON (issue 10 §4)
def test_more_than_100000_events_is_refused_before_reading_them() -> None:
    data = _sample("totems")
    data["events"] = [{"action": "note"}] * (MAX_EVENTS + 1)
    err = refuse(data)
    assert err.path == "$.events" and "100,001" in err.reason and "100,000" in err.reason


def test_exactly_100000_events_are_read() -> None:
    data = _sample("totems")
    data["events"] = [{"action": "note", "text": "x"}] * MAX_EVENTS
    assert len(parse_log(json.dumps(data), "m.json").events) == MAX_EVENTS


def _cli(tmp_path: Path, text: str, capsys: pytest.CaptureFixture[str],
         *extra: str) -> tuple[int, str]:
    path = tmp_path / "hostile.json"
    path.write_text(text, encoding="utf-8")
    capsys.readouterr()
    status = main(["check", str(path), "--json", *extra])
    return status, capsys.readouterr().err


def _with_extra(value_json: str) -> str:
    return json.dumps(_sample("totems"))[:-1] + ', "extra": ' + value_json + "}"


def test_deep_nesting_is_exit_2_with_the_line(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    status, err = _cli(tmp_path, _with_extra("[" * 5000 + "]" * 5000), capsys)
    assert status == 2
    assert "nested too deeply" in err and "line 1" in err and "internal error" not in err


def test_nesting_the_parser_can_read_is_accepted() -> None:
    text = _with_extra("[" * 500 + "]" * 500)
    assert parse_log(text, "m.json").raw["extra"]


def test_an_integer_of_5000_digits_is_exit_2_with_its_path(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, err = _cli(tmp_path, _with_extra('{"y": [1, ' + "9" * 5000 + "]}"), capsys)
    assert status == 2
    assert "$.extra.y[1]" in err and "5000 digits" in err


def test_an_integer_of_4300_digits_is_read() -> None:
    assert parse_log(_with_extra("7" * 4300), "m.json").raw["extra"] % 10 == 7


@pytest.mark.parametrize("escaped", ["\\ud800", "\\uDFFF", "a\\udc00b"])
def test_a_lone_surrogate_is_exit_2_with_its_path(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], escaped: str) -> None:
    status, err = _cli(tmp_path, _with_extra('{"who": ["ok", "' + escaped + '"]}'), capsys)
    assert status == 2
    assert "$.extra.who[1]" in err and "lone surrogate" in err


def test_a_lone_surrogate_in_a_key_is_refused() -> None:
    with pytest.raises(LogError, match=r"\$\.extra: .*lone surrogate"):
        parse_log(_with_extra('{"\\ud800": 1}'), "m.json")


def test_a_surrogate_pair_is_text() -> None:
    assert parse_log(_with_extra('"\\ud83d\\ude00"'), "m.json").raw["extra"] == "\U0001F600"


# ------------------------------------------------ replay --at reads the first events only
def test_replay_at_reads_only_the_events_it_needs(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    data = _sample("totems")
    data["events"].append({"action": "steal"})  # unreadable, but after the event asked for
    path = tmp_path / "m.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(path), "--at", "3", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["game"] == "totems"
    assert main(["check", str(path)]) == 2  # the whole check does read it
    assert "$.events[12].action" in capsys.readouterr().err
    clean = resource_path("samples", "totems", "clean.json")
    assert main(["replay", str(clean), "--at", "13"]) == 2
    assert "has 12 events" in capsys.readouterr().err


def test_a_partial_replay_applies_the_first_events_only() -> None:
    path = resource_path("samples", "totems", "clean.json")
    full = Replay.from_file(path)
    partial = Replay.from_file(path, upto=3)
    assert len(partial.log.events) == 3 and partial.log.total_events == len(full)
    assert not partial.log.complete and full.log.complete
    assert partial.state_json(3) == full.state_json(3)
