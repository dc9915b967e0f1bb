"""Kódem logs written from the contract and rulebook alone (issue 9 round, 2026-11-25).

Each ``NAME.json`` in ``contract_logs/`` has a ``NAME.expected.json``: either
the violations as (seq, section, severity) — compared exactly, so a long clean
game must produce none — or ``refused`` with the JSON path of the refusal. The
README there says what each log tests and how the disagreements were settled.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.cli import main

HERE = Path(__file__).resolve().parent / "contract_logs"
LOGS = sorted(p for p in HERE.glob("*.json") if not p.name.endswith(".expected.json"))


def expected_of(log: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        log.with_name(log.stem + ".expected.json").read_text(encoding="utf-8"))
    return data


def test_every_log_has_its_expectation() -> None:
    assert len(LOGS) >= 35
    for log in LOGS:
        assert log.with_name(log.stem + ".expected.json").is_file(), log.name


@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.stem)
def test_contract_log(log: Path, capsys: pytest.CaptureFixture[str]) -> None:
    expected = expected_of(log)
    code = main(["check", str(log), "--json", "--lang", "en"])
    out, err = capsys.readouterr()
    if expected["refused"]:
        path = "$." + str(expected["json_path"]).removeprefix("$.")
        assert (code, out) == (2, ""), out
        assert log.name in err and path in err, err
        return
    assert err == ""
    got = json.loads(out)["violations"]
    want = expected["violations"]
    assert sorted((v["seq"], v["section"], v["severity"]) for v in got) == sorted(
        (v["seq"], v["section"], v["severity"]) for v in want)
    for v in want:
        if "player" in v:
            assert any((g["seq"], g["section"], g["player"]) == (v["seq"], v["section"],
                                                                  v["player"]) for g in got)
    assert code == (1 if want else 0)
