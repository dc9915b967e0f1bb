"""Kódem sample logs with one field corrupted: a LogError naming the place, exit 2 in the CLI.

Written from the contract (match-log.md, sections.md, cli.md) and the rulebook
(kodem-tcg-5.0.md) alone, never from the checker's code: each log is built with
the one Kódem log builder (``tests.support.kodem``) and states by hand the flags
``(seq, player, section, severity)`` the checker must report, with the reasoning
in comments. Sections may list alternatives (``"5|6.6.1"``); an anchor matches its
bare section (``5`` ≈ ``5/post``). Turn arithmetic: P1 plays the odd global turns,
P2 the even ones; a card with ``rest`` r that attacks in its owner's turn T is
available again in own turn T + 2(r + 1); a Protector first in its owner's 4th turn.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from judge_app.games.loading import parse_log
from judge_app.logs import LogError
from judge_app.replay import Replay

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "resources" / "samples" / "kodem"
SAMPLE_LOGS = sorted(p for p in SAMPLES.glob("*.json") if not p.name.endswith(".expected.json"))


# =============================================================================================
# Robustness: every sample log with one field corrupted → LogError naming the place
# =============================================================================================
def _first(events: list[dict[str, Any]], key: str) -> int:
    return next(i for i, e in enumerate(events) if key in e)


def _corrupt_version(d: dict[str, Any]) -> str:
    d["version"] = 2
    return "$.version"


def _corrupt_format(d: dict[str, Any]) -> str:
    del d["format"]
    return "$"


def _corrupt_action_type(d: dict[str, Any]) -> str:
    d["events"][0]["action"] = 7
    return "$.events[0]"


def _corrupt_unknown_action(d: dict[str, Any]) -> str:
    d["events"][1]["action"] = "teleport"
    return "$.events[1]"


def _corrupt_card_instance(d: dict[str, Any]) -> str:
    i = _first(d["events"], "card")
    d["events"][i]["card"] = "no-such-card"
    return f"$.events[{i}]"


def _corrupt_main_type(d: dict[str, Any]) -> str:
    player = d["players"][0]["id"]
    d["setup"][player]["main"] = "itzal"
    return "$.setup"


def _corrupt_turn_type(d: dict[str, Any]) -> str:
    d["events"][0]["turn"] = "one"
    return "$.events[0]"


def _corrupt_events_type(d: dict[str, Any]) -> str:
    d["events"] = {"0": d["events"][0]}
    return "$.events"


def _corrupt_phase_value(d: dict[str, Any]) -> str:
    i = next(i for i, e in enumerate(d["events"]) if e.get("action") == "phase")
    d["events"][i]["phase"] = "lunch"
    return f"$.events[{i}]"


def _corrupt_damage_amount(d: dict[str, Any]) -> str:
    i = next((i for i, e in enumerate(d["events"]) if e.get("action") == "damage"), None)
    if i is None:
        i = next(i for i, e in enumerate(d["events"]) if e.get("action") == "turn")
        d["events"][i]["turn"] = [1]
        return f"$.events[{i}]"
    d["events"][i]["amount"] = "three"
    return f"$.events[{i}]"


CORRUPTIONS = [_corrupt_version, _corrupt_format, _corrupt_action_type, _corrupt_unknown_action,
               _corrupt_card_instance, _corrupt_main_type, _corrupt_turn_type,
               _corrupt_events_type, _corrupt_phase_value, _corrupt_damage_amount]


@pytest.mark.parametrize("corrupt", CORRUPTIONS, ids=lambda f: f.__name__.removeprefix("_corrupt_"))
@pytest.mark.parametrize("sample", SAMPLE_LOGS, ids=lambda p: p.stem)
def test_corrupted_sample_is_a_log_error(sample: Path,
                                         corrupt: Callable[[dict[str, Any]], str]) -> None:
    data = json.loads(sample.read_text(encoding="utf-8"))
    if corrupt is _corrupt_card_instance and not any("card" in e for e in data["events"]):
        pytest.skip("no event names a card")
    where = corrupt(data)
    with pytest.raises(LogError) as err:
        Replay(parse_log(json.dumps(data), sample.name))
    assert err.value.path.startswith(where), (err.value.path, where, str(err.value))
    assert sample.name in str(err.value)


@pytest.mark.parametrize("sample", SAMPLE_LOGS[:4], ids=lambda p: p.stem)
def test_corrupted_sample_cli_exit_2(sample: Path, tmp_path: Path) -> None:
    data = json.loads(sample.read_text(encoding="utf-8"))
    where = _corrupt_card_instance(data)
    path = tmp_path / sample.name
    path.write_text(json.dumps(data), encoding="utf-8")
    exe = Path(sys.executable).with_name("judge-app")
    proc = subprocess.run([str(exe), "check", str(path), "--json"], capture_output=True,
                          text=True, timeout=60, check=False)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    assert where in proc.stderr and sample.name in proc.stderr
