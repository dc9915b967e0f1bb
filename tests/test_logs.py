"""Envelope-level refusals of the log loader: every error names its place and reason."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_app.logs import LogError, load_log, parse_log


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
