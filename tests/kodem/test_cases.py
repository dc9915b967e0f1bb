"""Acceptance: every case of tests/kodem/cases.py, bad and near miss, flags exactly as recorded.

Each case is built with the log builder, parsed with ``parse_log`` (so the log
goes through the same validation as a file) and replayed; the violations'
``(seq, player, section, severity)`` must equal the builder's expectations.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from judge_app.replay import Replay
from judge_app.violations import Violation
from tests.kodem.cases import CASES
from tests.support.kodem import Match, flag_keys

Key = tuple[int, str | None, str, str]


def replay_of(match: Match) -> Replay:
    return match.replay("case.json")


def found(violations: list[Violation]) -> list[Key]:
    return sorted(flag_keys(violations))


def expected(match: Match) -> list[Key]:
    data: list[dict[str, Any]] = match.expected_json()
    return sorted((e["seq"], e["player"], e["section"], e["severity"]) for e in data)


def test_there_are_42_cases() -> None:
    assert len(CASES) == 42


@pytest.mark.parametrize("bad", [True, False], ids=["bad", "near-miss"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_case(name: str, bad: bool) -> None:
    match = CASES[name](bad)
    replay = replay_of(match)
    got = found(replay.violations)
    want = expected(match)
    assert got == want, json.dumps([v.to_json("en") for v in replay.violations], indent=1)
    if bad:
        assert want, "a bad case must expect at least one flag"
    else:
        assert not want


@pytest.mark.parametrize("name", sorted(CASES))
def test_every_flag_is_complete(name: str) -> None:
    """Rulebook, section, both messages; penalties as the builder recorded them."""
    match = CASES[name](True)
    replay = replay_of(match)
    penalties = {(e["seq"], e["section"]): e.get("penalty") for e in match.expected_json()}
    for v in replay.violations:
        assert v.rulebook == "kodem-5.0"
        assert v.message_es and v.message_en and v.message_es != v.message_en
        if penalties.get((v.seq, v.section)):
            assert v.penalty == penalties[(v.seq, v.section)]
