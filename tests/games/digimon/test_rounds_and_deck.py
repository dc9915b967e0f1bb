"""Digimon HiperColiseo rounds and decks, from match-log.md, sections.md and the rulebook only.

Only the spec's vocabulary: no ``pass`` events, no ``discard_option``, no
``winner`` on ``score``, no extra card flags. P1 is the first player of round 1.
The setup ``deck`` lists the 30 codes top first: the partner (first) goes to
the caja digimon, the next card to the track of puntos escalares, then the
draws. Flags are ``(seq, player, section, severity)`` computed by hand.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from judge_app.games import get_game
from judge_app.games.loading import parse_log
from judge_app.replay import Replay


def digimon(level: int, kind: str, a: int, b: int, c: int, pep: dict[str, int]) -> dict[str, Any]:
    return {
        "kind": "digimon",
        "level": level,
        "battle_type": kind,
        "attacks": {"A": a, "B": b, "C": c},
        "pep": pep,
    }


PEP3 = {"3": 20, "4": 30, "5": 40}
PEP4 = {"3": 10, "4": 20, "5": 30}
CARDS: dict[str, Any] = {
    "agu": digimon(3, "A", 300, 200, 100, PEP3),  # P1's partner
    "gab": digimon(3, "B", 250, 300, 150, PEP3),  # P2's partner
    "gre": digimon(4, "C", 500, 400, 300, PEP4),
    "tai": digimon(3, "C", 280, 220, 120, PEP3),
    "opt1": {"kind": "option", "effect": "+100 al poder"},
    "opt2": {"kind": "option", "effect": "duplica el poder"},
    "sup1": {"kind": "support", "effect": "+50 al poder"},
    **{f"f{i:02}": digimon(3, "A", 100, 100, 100, PEP3) for i in range(1, 11)},
}


def deck(top: list[str]) -> list[str]:
    """30 codes, ``top`` first, at most 3 copies of any code."""
    out = list(top)
    for i in range(1, 11):
        code = f"f{i:02}"
        while out.count(code) < 3 and len(out) < 30:
            out.append(code)
    assert len(out) == 30
    return out


# P1 draws opt1 gre opt2 f02 f03 f04, then f05 …; P2 draws sup1 tai f02 f03 f04 f05, then f06 …
SETUP = {
    "P1": {
        "deck": deck(["agu", "f01", "opt1", "gre", "opt2", "f02", "f03", "f04"]),
        "partner": "agu",
        "points": 100,
    },
    "P2": {
        "deck": deck(["gab", "f01", "sup1", "tai", "f02", "f03", "f04", "f05"]),
        "partner": "gab",
        "points": 100,
    },
}

Flag = tuple[int, str | None, str, str]


def envelope(events: list[dict[str, Any]], setup: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "format": "juez-match-log",
        "version": 1,
        "game": "digimon",
        "players": [{"id": "P1", "name": "Ana"}, {"id": "P2", "name": "Luis"}],
        "cards": CARDS,
        "setup": setup or SETUP,
        "events": events,
    }


def e(turn: int, player: str | None, action: str, **kw: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"turn": turn, "action": action}
    if player:
        out["player"] = player
    out.update(kw)
    return out


def ph(turn: int, phase: str) -> dict[str, Any]:
    return e(turn, None, "phase", phase=phase)


def replay(events: list[dict[str, Any]], setup: dict[str, Any] | None = None) -> Replay:
    return Replay(parse_log(json.dumps(envelope(events, setup)), "redteam-digimon.json"))


def flags(events: list[dict[str, Any]], setup: dict[str, Any] | None = None) -> list[Flag]:
    return sorted(
        ((v.seq, v.player, v.section, v.severity.value) for v in replay(events, setup).violations),
        key=str,
    )


def to_battle(turn: int = 1) -> list[dict[str, Any]]:
    """Round 1 up to Batalla: both draw 6; P1 installs opt1 and opt2."""
    return [
        ph(turn, "actualizacion"),
        e(turn, "P1", "draw", count=6),
        e(turn, "P2", "draw", count=6),
        ph(turn, "digitalizacion"),
        ph(turn, "entrenamiento"),
        ph(turn, "preparacion"),
        e(turn, "P1", "install", card="opt1", slot=1),
        e(turn, "P1", "install", card="opt2", slot=2),
        ph(turn, "evolucion"),
        ph(turn, "batalla"),
    ]  # batalla is seq 10


# Round 1: agu (A) against gab (B): agu uses its attack B (200), gab its attack A (250).
# P2 activates nothing; P1 activates opt1 (+100) and opt2 (x2) in a row (P2 let its
# turn go: no pass events). P1: (200 + 100) * 2 = 600 against 250. P2 loses gab's PEP
# against level 3: 20. Round 2: P1 first again; gre evolves (C); P2 digitalizes tai (C).
# gre uses its attack C (300) and tai uses its attack C (120): both use C, so each
# zeroes the other's attack A, which neither uses. 300 > 120: P2 loses tai's PEP vs 4: 30.
CLEAN = [
    *to_battle(),
    e(1, "P1", "activate", card="opt1", effect="add", value=100, target="P1"),
    e(1, "P1", "activate", card="opt2", effect="mul", value=2, target="P1"),
    e(1, None, "battle_result", powers={"P1": 600, "P2": 250}, winner="P1"),
    ph(1, "puntuacion"),
    e(1, "P2", "score", loser="P2", points=20),  # 15
    ph(2, "actualizacion"),
    e(2, "P1", "draw", count=2),  # opt1/opt2 were discarded
    ph(2, "digitalizacion"),
    e(2, "P2", "digitalize", card="tai"),
    ph(2, "entrenamiento"),  # 20
    e(2, "P1", "train", cards=["gre", "f02"]),
    ph(2, "preparacion"),
    ph(2, "evolucion"),
    e(2, "P1", "evolve", card="gre"),
    ph(2, "batalla"),  # 25
    e(2, None, "battle_result", powers={"P1": 300, "P2": 120}, winner="P1"),
    ph(2, "puntuacion"),
    e(2, "P2", "score", loser="P2", points=30),
]


def with_battle(*events: dict[str, Any]) -> list[dict[str, Any]]:
    return to_battle() + list(events)


CASES: dict[str, tuple[list[dict[str, Any]], list[Flag]]] = {
    "clean-long-game": (CLEAN, []),
    # batalla: the logged power differs from the recomputed one (300 without opt2's x2).
    "power-wrong": (
        with_battle(
            e(1, "P1", "activate", card="opt1", effect="add", value=100, target="P1"),
            e(1, None, "battle_result", powers={"P1": 200, "P2": 250}, winner="P2"),
        ),
        [(12, None, "batalla", "error"), (12, None, "puntuacion", "error")],
    ),
    # puntuacion: gab's PEP against level 3 is 20, not 10.
    "pep-wrong": (
        with_battle(
            e(1, None, "battle_result", powers={"P1": 200, "P2": 250}, winner="P2"),
            ph(1, "puntuacion"),
            e(1, "P1", "score", loser="P1", points=30),  # agu vs level 3: 20
        ),
        [(13, "P1", "puntuacion", "error")],
    ),
    # puntuacion: a tie costs both 10 (200 + 50 = 250 against 250).
    "tie-costs-ten": (
        with_battle(
            e(1, "P1", "activate", card="opt1", effect="add", value=50, target="P1"),
            e(1, None, "battle_result", powers={"P1": 250, "P2": 250}, winner=None),
            ph(1, "puntuacion"),
            e(1, "P1", "score", loser="P1", points=10),
            e(1, "P2", "score", loser="P2", points=20),
        ),
        [(15, "P2", "puntuacion", "error")],
    ),
    # puntuacion: the winner loses nothing.
    "winner-scored": (
        with_battle(
            e(1, None, "battle_result", powers={"P1": 200, "P2": 250}, winner="P2"),
            ph(1, "puntuacion"),
            e(1, "P2", "score", loser="P2", points=20),
        ),
        [(13, "P2", "puntuacion", "error"), (13, "P1", "puntuacion", "error")],
    ),  # and the loser never lost its points
    # batalla: attack C zeroes the rival's base attack A. P1's agu (A) against P2's tai (C):
    # agu uses C (100), tai uses A (280) zeroed → 0 + sup1's 50 = 50. The log says 330.
    "attack-c-zeroes-a": (
        [
            ph(1, "actualizacion"),
            e(1, "P1", "draw", count=6),
            e(1, "P2", "draw", count=6),
            ph(1, "digitalizacion"),
            e(1, "P2", "digitalize", card="tai"),
            ph(1, "entrenamiento"),
            ph(1, "preparacion"),
            e(1, "P2", "support", card="sup1"),
            ph(1, "evolucion"),
            ph(1, "batalla"),
            e(1, "P2", "activate", card="sup1", effect="add", value=50, target="P2"),
            e(1, None, "battle_result", powers={"P1": 100, "P2": 330}, winner="P2"),
        ],
        [(12, None, "batalla", "error"), (12, None, "puntuacion", "error")],
    ),
    # actualizacion: draw up to 6, not 7.
    "draw-seven": (
        [
            ph(1, "actualizacion"),
            e(1, "P1", "draw", count=7),
            e(1, "P2", "draw", count=6),
        ],
        [(2, "P1", "actualizacion", "error")],
    ),
    # preparacion: a support once a round (P2 has only sup1: install twice via two copies?
    # no — P1 installs options into the same slot twice).
    "slot-taken": (
        [
            ph(1, "actualizacion"),
            e(1, "P1", "draw", count=6),
            e(1, "P2", "draw", count=6),
            ph(1, "digitalizacion"),
            ph(1, "entrenamiento"),
            ph(1, "preparacion"),
            e(1, "P1", "install", card="opt1", slot=1),
            e(1, "P1", "install", card="opt2", slot=1),
        ],
        [(8, "P1", "preparacion", "error")],
    ),
    # preparacion (effects start in Preparación, Evolución, Batalla, Puntuación): an
    # activation in Entrenamiento.
    "activate-in-training": (
        [
            ph(1, "actualizacion"),
            e(1, "P1", "draw", count=6),
            e(1, "P2", "draw", count=6),
            ph(1, "digitalizacion"),
            ph(1, "entrenamiento"),
            e(1, "P1", "activate", card="agu", effect="add", value=10, target="P1"),
        ],
        [(6, "P1", "preparacion", "error")],
    ),
    # the spec has no pass: P1 activating first (P2 let its turn go) is no violation.
    "no-pass-needed": (
        with_battle(
            e(1, "P1", "activate", card="opt1", effect="add", value=100, target="P1"),
            e(1, "P1", "activate", card="opt2", effect="mul", value=2, target="P1"),
            e(1, None, "battle_result", powers={"P1": 600, "P2": 250}, winner="P1"),
        ),
        [],
    ),
    # batalla: sums first, then multipliers: (200 + 100) * 2 = 600 even when the x2 is
    # activated first; the log computed 200 * 2 + 100 = 500.
    "order-of-calculation": (
        with_battle(
            e(1, "P1", "activate", card="opt2", effect="mul", value=2, target="P1"),
            e(1, "P1", "activate", card="opt1", effect="add", value=100, target="P1"),
            e(1, None, "battle_result", powers={"P1": 500, "P2": 250}, winner="P1"),
        ),
        [(13, None, "batalla", "error")],
    ),
}


@pytest.mark.parametrize("name", list(CASES))
def test_written_log(name: str) -> None:
    events, expected = CASES[name]
    assert flags(events) == sorted(expected, key=str)


def test_clean_game_points() -> None:
    state = replay(CLEAN).state_at(len(CLEAN))
    assert state.sides["P1"].points == 100
    assert state.sides["P2"].points == 50


def _deck_problems(block: dict[str, Any]) -> list[tuple[str, str]]:
    found = get_game("digimon").deck_problems({"game": "digimon", "cards": CARDS, **block})
    return sorted({(v.section, v.severity.value) for v in found})


def test_deck_check_legal() -> None:
    assert _deck_problems(SETUP["P1"]) == []


@pytest.mark.parametrize("change", ["31-cards", "four-copies", "partner-level-4", "points-90"])
def test_deck_check_illegal(change: str) -> None:
    block = json.loads(json.dumps(SETUP["P1"]))
    if change == "31-cards":
        block["deck"].append("tai")
    elif change == "four-copies":
        block["deck"][-1] = "f01"  # f01 ×4 (the last card is an f10)
        block["deck"][-2] = "f01"
    elif change == "partner-level-4":
        block["partner"] = "gre"
    else:
        block["points"] = 90
    assert ("mazo", "error") in _deck_problems(block)
