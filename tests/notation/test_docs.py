"""docs/notation.md says what the code does: each game's table and example are generated from
the code (scripts/notation_docs.py), and every example parses and checks as documented."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from judge_app.notation import read_log, same_json
from judge_app.notation.docs import section
from judge_app.resources import resource_path
from tests.support.notation import GAMES, check_result

DOC = Path(__file__).resolve().parents[2] / "docs" / "notation.md"
BLOCKS = re.findall(r"<!-- generated: (\w+)/([\w-]+) -->\n(.*?)\n<!-- end -->",
                    DOC.read_text(encoding="utf-8"), re.S)


def test_every_game_has_an_example() -> None:
    assert sorted(game for game, _, _ in BLOCKS) == sorted(GAMES)


@pytest.mark.parametrize(("game", "sample", "text"), BLOCKS, ids=[b[0] for b in BLOCKS])
def test_the_section_is_current(game: str, sample: str, text: str) -> None:
    assert text == section(game, sample), "run scripts/notation_docs.py"


@pytest.mark.parametrize(("game", "sample", "text"), BLOCKS, ids=[b[0] for b in BLOCKS])
def test_the_example_parses_and_checks_as_documented(game: str, sample: str, text: str) -> None:
    example = text.split("```text\n", 1)[1].rsplit("\n```", 1)[0]
    data = read_log(example, game, "docs/notation.md")
    path = resource_path("samples", game, f"{sample}.json")
    assert same_json(data, json.loads(path.read_text(encoding="utf-8")))
    expected = json.loads(path.with_name(f"{sample}.expected.json").read_text("utf-8"))
    found = check_result(data)
    assert [(v["seq"], v["section"]) for v in found] == [
        (v["seq"], v["section"]) for v in expected]
    stated = re.search(r"`judge-app check`: (no violations|\d+ violations?)", text)
    assert stated is not None
    assert stated.group(1) == ("no violations" if not expected else
                               f"{len(expected)} violation{'s' if len(expected) != 1 else ''}")
