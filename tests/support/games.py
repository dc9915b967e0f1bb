"""What the rules tests of every game share: sample logs, their expected rows, in-memory logs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from judge_app.games import game_info
from judge_app.games.loading import parse_log
from judge_app.replay import Replay

Row = tuple[int, str | None, str, str, str]


def sample_logs(game: str) -> list[Path]:
    """The shipped sample logs of a game (each beside its ``.expected.json``)."""
    folder = game_info(game).sample_dir
    return sorted(p for p in folder.glob("*.json") if not p.name.endswith(".expected.json"))


def clean_sample(game: str) -> Path:
    """The game's first clean sample log (``clean.json``; Kódem's ``clean-game.json``)."""
    return next(p for p in sample_logs(game) if p.stem.startswith("clean"))


def expected_rows(log: Path) -> list[Row]:
    data = json.loads(log.with_name(log.stem + ".expected.json").read_text(encoding="utf-8"))
    return [(v["seq"], v["player"], v["rulebook"], v["section"], v["severity"]) for v in data]


def rows(data: dict[str, Any]) -> list[Row]:
    """``check --json`` output reduced to what the expected files list."""
    return [(v["seq"], v["player"], v["rulebook"], v["section"], v["severity"])
            for v in data["violations"]]


def replay_of(envelope: dict[str, Any]) -> Replay:
    """Replay a log given as a Python dict."""
    return Replay(parse_log(json.dumps(envelope), "test.json"))


def found(replay: Replay) -> list[tuple[int, str | None, str]]:
    """``(seq, player, section)`` of every violation."""
    return [(v.seq, v.player, v.section) for v in replay.violations]
