"""Tótems: each clarification of match-log.md (2026-11-25) with a whole game that follows it
(no flag) and a near miss (flagged), from the red-team round (tests/games/contract_logs/totems)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from judge_app.games.loading import parse_log
from judge_app.replay import Replay

ROOT = Path(__file__).parents[1] / "contract_logs" / "totems"


def _log(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((ROOT / f"{name}.json").read_text(encoding="utf-8"))
    return data


def _flags(data: dict[str, Any]) -> list[tuple[int, str]]:
    replay = Replay(parse_log(json.dumps(data), "t.json"))
    return [(v.seq, v.section) for v in replay.violations]


def test_game_end_winner_null_is_a_draw() -> None:
    data = _log("clar_draw_winner_null")
    assert data["events"][-1] == data["events"][-1] | {"action": "game_end", "winner": None}
    assert _flags(data) == []
    named = _log("clar_draw_near_miss_winner_named")
    assert _flags(named) == [(len(named["events"]), "fin-de-la-partida")]


def test_suma_draws_by_itself() -> None:
    data = _log("clar_suma_draws_itself")
    assert any(e.get("kind") == "suma" for e in data["events"])
    assert _flags(data) == []
    extra = _log("clar_suma_near_miss_extra_draw")
    at = next(i for i, e in enumerate(extra["events"])
              if e["action"] == "draw" and extra["events"][i - 1].get("kind") == "suma")
    assert _flags(extra) == [(at + 1, "suma")]


def test_a_draw_after_suma_message_names_the_player() -> None:
    extra = _log("clar_suma_near_miss_extra_draw")
    replay = Replay(parse_log(json.dumps(extra), "t.json"))
    names = {p["name"] for p in extra["players"]}
    message = replay.violations[0].message("es")
    assert any(n in message for n in names) and "P1" not in message and "P2" not in message


def test_an_escudo_discovered_by_an_attack_survives_and_the_attacker_is_discarded() -> None:
    data = _log("clar_escudo_survives")
    assert _flags(data) == []
    replay = Replay(parse_log(json.dumps(data), "t.json"))
    at = next(i for i, e in enumerate(data["events"]) if e["action"] == "attack"
              and "escudo" in e["target"])
    attack = data["events"][at]
    state = replay.state_json(at + 1)
    assert attack["card"] in [c["instance"] for c in state["discard"]]
    defenders = [d["instance"] for p in state["players"].values() for d in p["defenders"]]
    assert attack["target"] in defenders
    near = _log("clar_escudo_near_miss_attacks_again")
    assert [s for _, s in _flags(near)] == ["atacar"]
