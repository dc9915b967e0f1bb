"""Códigos: each clarification of match-log.md (2026-11-25) with a log that follows it (no
flag) and a near miss (flagged)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from judge_app.games.loading import parse_log
from judge_app.replay import Replay
from judge_app.violations import Citation
from tests.games.codigos.test_rules import SAMPLE, ev, flags, log

# Event 12 of the clean sample: P1 reveals c01 (code granada, casco; medal 2) saying
# casco, granada — option 2, "unordered", 3 points.
REVEAL = 11


def _reveal(**changes: Any) -> list[tuple[int, str | None, str]]:
    events = json.loads(json.dumps(SAMPLE["events"]))
    events[REVEAL] = events[REVEAL] | changes
    return [f for f in flags(events) if f[0] == REVEAL + 1]


@pytest.mark.parametrize("said", [None, []])
@pytest.mark.parametrize("outcome", ["verified", 3, "3", "verificado"])
def test_said_null_or_empty_is_option_3(said: list[str] | None, outcome: object) -> None:
    assert _reveal(said=said, outcome=outcome, points=2) == []


def test_said_empty_near_miss_logged_as_exact() -> None:
    assert _reveal(said=[], outcome="exact") == [(12, "P1", "revelar-y-puntuacion")]
    assert _reveal(said=[], points=4) == [(12, "P1", "revelar-y-puntuacion")]


@pytest.mark.parametrize("outcome", ["unordered", 2, "2", "desordenado", None])
def test_the_outcome_words_aliases_and_numbers(outcome: object) -> None:
    assert _reveal(outcome=outcome) == []


@pytest.mark.parametrize("outcome", ["exacto", 1, "exact", "incorrecto", 4, "verificado"])
def test_a_logged_outcome_that_differs_from_said_is_flagged(outcome: object) -> None:
    assert _reveal(outcome=outcome) == [(12, "P1", "revelar-y-puntuacion")]


def test_each_outcome_is_computed_from_said() -> None:
    assert _reveal(said=["granada", "casco"], outcome="exacto", points=4) == []
    assert _reveal(said=["granada", "tanque"], outcome="incorrecto", points=0) == []
    assert _reveal(said=["granada", "tanque"], outcome=2) == [(12, "P1", "revelar-y-puntuacion")]


def test_the_first_player_is_the_first_of_players() -> None:
    assert [f for f in flags(SAMPLE["events"]) if f[0] == 1] == []
    swapped = json.loads(json.dumps(SAMPLE))
    swapped["players"].reverse()
    replay = Replay(parse_log(json.dumps(swapped), "c.json"))
    first = [(v.seq, v.player, v.section) for v in replay.violations if v.seq == 1]
    assert first == [(1, "P1", "comienza")]
    message = next(v for v in replay.violations if v.seq == 1).message("en")
    assert "Ana" in message and "Luis" in message and "P1" not in message


def _exposes(second: dict[str, Any]) -> list[tuple[int, str | None, str]]:
    events = [ev(1, "P1", "expose", card="c12"), second, ev(1, "P1", "end_turn")]
    return [f for f in flags(events) if f[0] == 2]


def test_only_one_incomplete_exposed_code_cited_as_acciones_or_codigo_expuesto() -> None:
    assert _exposes(ev(1, "P1", "take", card="c14")) == []
    assert _exposes(ev(1, "P1", "expose", card="c02")) == [(2, "P1", "acciones")]
    replay = Replay(parse_log(json.dumps(log([ev(1, "P1", "expose", card="c12"),
                                              ev(1, "P1", "expose", card="c02")])), "c.json"))
    cited = next(v.citation for v in replay.violations if v.seq == 2)
    for section in ("acciones", "codigo-expuesto"):
        assert cited.matches(Citation("codigos", section))
        assert Citation("codigos", section).matches(cited)
    assert not cited.matches(Citation("codigos", "soldado"))
    assert not Citation("kodem-5.0", "acciones").matches(Citation("kodem-5.0", "codigo-expuesto"))
