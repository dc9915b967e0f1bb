"""Issue 8 §4: messages of Tótems, Códigos, Kingdom and Digimon name players and cards, never
their internal ids — checked over every shipped sample and every red-team log, in both
languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge_app.games.loading import load_log
from judge_app.logs import LogError
from judge_app.replay import Replay
from tests.support.games import sample_logs

GAMES = ("totems", "codigos", "kingdom", "digimon")
REDTEAM = Path(__file__).with_name("contract_logs")
LOGS = [p for g in GAMES for p in sample_logs(g)] + sorted(
    p for g in GAMES for p in (REDTEAM / g).glob("*.json")
    if not p.name.endswith(".expected.json"))


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def _ids(replay: Replay) -> dict[str, str]:
    """Every id a message could leak (players, card instances and codes of the setup), with
    the name it should have used — worked out here, not taken from the rules module."""
    log = replay.log
    found = {p.id: p.name for p in log.players}
    for spec in _strings(log.raw.get("setup")):
        instance, _, definition = spec.partition(":")
        card = log.cards.get(definition or instance)
        if card is None:
            continue
        name = card.name or (f"Tótem {card.power}" if log.game == "totems" else "")
        found[instance] = name or (definition or instance)
    return {k: v for k, v in found.items() if len(k) > 1 and v and v != k}


def _readable(path: Path) -> Replay | None:
    try:
        return Replay(load_log(path))
    except LogError:
        return None


@pytest.mark.parametrize("path", LOGS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_no_message_names_an_internal_id(path: Path) -> None:
    replay = _readable(path)
    if replay is None:
        return  # a refused log has no messages
    ids = _ids(replay)
    if not ids:
        return
    token = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, ids)) + r")(?![\w-])")
    for v in replay.violations:
        for lang in ("es", "en"):
            leaked = token.findall(v.message(lang))
            assert leaked == [], f"#{v.seq} {lang}: {v.message(lang)}"


def test_the_check_covers_logs_with_violations() -> None:
    flagged = [p for p in LOGS if (r := _readable(p)) is not None and r.violations]
    assert len(flagged) >= 40
