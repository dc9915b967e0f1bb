"""Kingdom (Mazo de Estrategia): each clarification of match-log.md (2026-11-25) with a log
that follows it (no flag) and a near miss (flagged), from the red-team round and the shipped
demo set; and the one-roll reading of a modifier (docs/extensions.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from judge_app.games.loading import parse_log
from judge_app.replay import Replay

ROOT = Path(__file__).parents[1] / "contract_logs" / "kingdom"


def _log(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((ROOT / f"{name}.json").read_text(encoding="utf-8"))
    return data


def _flags(data: dict[str, Any]) -> list[tuple[int, str | None, str, str]]:
    replay = Replay(parse_log(json.dumps(data), "k.json"))
    return [(v.seq, v.player, v.section, v.severity.value) for v in replay.violations]


def test_a_strategy_deck_is_exactly_30_cards() -> None:
    clean = _log("clean_04")
    assert all(len(clean["setup"][p]["strategy_deck"]) == 30 for p in ("P1", "P2"))
    assert _flags(clean) == []
    for name, size in (("deck_29_cards", 29), ("deck_31_cards", 31)):
        data = _log(name)
        assert size in [len(data["setup"][p]["strategy_deck"]) for p in ("P1", "P2")]
        assert [(f[0], f[2], f[3]) for f in _flags(data)] == [(0, "3.1", "error")]


def test_the_hand_limit_is_checked_for_the_player_whose_turn_ends() -> None:
    assert _flags(_log("clar_hand_limit_rival_not_checked")) == []
    near = _log("clar_hand_limit_near_miss")
    found = _flags(near)
    assert len(found) == 1 and found[0][2:] == ("3.1", "error")
    ended = near["events"][found[0][0] - 1]
    assert ended["action"] == "end_turn" and found[0][1] == ended["player"]


def test_a_modifier_counts_for_one_roll() -> None:
    clean = _log("clean_03")  # +4 and a Reducción on one roll, then +2 alone on the next
    assert _flags(clean) == []
    events = clean["events"]
    second = next(i for i, e in enumerate(events) if e.get("result") == 7)
    events[second] = events[second] | {"result": 4}  # as if the +4 and the halving still held
    assert [(f[0], f[2]) for f in _flags(clean)] == [(second + 1, "3.1.2")]


def test_messages_name_players_and_cards() -> None:
    data = _log("infr_01_same_name_twice")
    replay = Replay(parse_log(json.dumps(data), "k.json"))
    message = replay.violations[0].message("es")
    names = {p["name"] for p in data["players"]}
    assert any(n in message for n in names)
    assert not any(f" {p['id']} " in f" {message} " for p in data["players"])
