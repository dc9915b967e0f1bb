"""The four other games' logs written from the contract and the rulebooks alone (issue 9
round, 2026-11-25), each with its agreed expectation.

Every log under ``contract_logs/<game>/`` has ``NAME.expected.json``: either
``refused`` with the JSON path Juez must name, or the violations as ``(seq, section,
severity)``. Where the tester and Juez disagreed, the expectation was settled from the
contract and the rulebook and the reason is in its ``notes`` (and in docs/extensions.md
where the contract is silent). A section matches as ``Citation.matches`` says (the
Códigos "one incomplete exposed code" rule may be cited as ``acciones`` or
``codigo-expuesto``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.games.loading import load_log
from judge_app.logs import LogError
from judge_app.replay import Replay
from judge_app.violations import Citation

ROOT = Path(__file__).with_name("contract_logs")
LOGS = sorted(p for p in ROOT.glob("*/*.json") if not p.name.endswith(".expected.json"))


def _expected(log: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        log.with_name(log.stem + ".expected.json").read_text(encoding="utf-8"))
    return data


def test_every_game_of_the_round_is_here() -> None:
    assert {p.parent.name for p in LOGS} == {"totems", "codigos", "kingdom", "digimon"}
    assert len(LOGS) >= 90
    clean = [p for p in LOGS if p.stem.startswith("clean")]
    assert len(clean) >= 14


@pytest.mark.parametrize("log", LOGS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_contract_log(log: Path) -> None:
    expected = _expected(log)
    if expected.get("refused"):
        with pytest.raises(LogError) as info:
            load_log(log)
        want = "$." + str(expected["json_path"]).removeprefix("$").lstrip(".")
        assert info.value.path == want.rstrip(".")
        return
    replay = Replay(load_log(log))
    rulebook = replay.game.rulebook
    found = [(v.seq, v.section, v.severity.value) for v in replay.violations]
    unmatched = list(found)
    for item in expected["violations"]:
        want_section = Citation(rulebook, item["section"])
        hit = next((f for f in unmatched if f[0] == item["seq"] and f[2] == item["severity"]
                    and Citation(rulebook, f[1]).matches(want_section)), None)
        assert hit is not None, f"missing {item} in {found}"
        unmatched.remove(hit)
    assert unmatched == [], f"unexpected {unmatched}"
