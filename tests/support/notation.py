"""What the notation tests share: the round trip of one log, with its check result.

The sample logs come from :func:`tests.support.games.sample_logs` (one list for all tests).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from judge_app.games import known_games
from judge_app.games.loading import parse_log
from judge_app.logs import LogError
from judge_app.notation import read_log, same_json, write_log
from judge_app.replay import Replay
from tests.support.games import sample_logs

GAMES = tuple(known_games())  # every registered game


def samples(games: tuple[str, ...] = GAMES) -> list[Path]:
    """Every sample log of these games (``resources/samples/<game>/*.json``)."""
    return [p for g in games for p in sample_logs(g)]


def check_result(data: dict[str, Any]) -> Any:
    """What ``judge-app check --json`` says of a log (or the refusal, for an unreadable one)."""
    try:
        replay = Replay(parse_log(json.dumps(data), "log.json"))
    except LogError as exc:
        return ("refused", exc.path, exc.reason)
    return [v.to_json("en") for v in replay.violations]


def round_trip(data: dict[str, Any], lang: str = "es") -> str:
    """Write ``data`` as notation, read it back, and assert the same JSON and check result."""
    text = write_log(data, lang)  # type: ignore[arg-type]
    back = read_log(text, str(data["game"]), "m.txt")
    assert same_json(back["events"], data["events"]), _first_difference(back, data, text)
    assert same_json(back, data)
    assert check_result(back) == check_result(data)
    return text


def _first_difference(back: dict[str, Any], data: dict[str, Any], text: str) -> str:
    for i, (a, b) in enumerate(zip(back["events"], data["events"], strict=False)):
        if not same_json(a, b):
            return f"event {i}: {a} != {b}\n{text}"
    return f"{len(back['events'])} events != {len(data['events'])}"
