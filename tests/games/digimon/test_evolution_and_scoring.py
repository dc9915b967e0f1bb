"""Digimon HiperColiseo: digitalizing, evolution, PEP, the next first player and Puntuación.

Written from match-log.md, sections.md and the rulebook before reading the
module's code for each rule. Covered: digitalizing in Batalla (the second
player first, before any ability; the first player before its own
activations), evolution (only what is in the caja evolutiva, the first player
first, several evolutions in one round, the loser back to level 3, a tie
keeps both), PEP at levels 3, 4 and 5, the winner as next "primer jugador",
the end at 0 puntos escalares, and the end-of-Puntuación discard (activated
options and every support; ``persistent`` options and unused ones stay).
Flags are ``(seq, player, section, severity)``.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from judge_app.games.loading import parse_log
from judge_app.replay import Replay
from tests.games.digimon.test_rounds_and_deck import CARDS as CARDS1
from tests.games.digimon.test_rounds_and_deck import deck, digimon, e, ph

CARDS: dict[str, Any] = {
    **CARDS1,
    "mtg": digimon(5, "A", 900, 800, 700, {"3": 5, "4": 10, "5": 15}),
    "weak": digimon(3, "B", 50, 50, 50, {"3": 100, "4": 100, "5": 100}),
    "optP": {"kind": "option", "effect": "+50 (permanente)", "persistent": True},
    "opt3": {"kind": "option", "effect": "+10"},
}
# P1 draws gre mtg opt1 opt2 optP f02, then opt3 f01 f01 …
# P2 draws gre sup1 tai opt1 f02 f03, then f01 f01 …
SETUP: dict[str, Any] = {
    "P1": {"deck": deck(["agu", "f01", "gre", "mtg", "opt1", "opt2", "optP", "f02", "opt3"]),
           "partner": "agu", "points": 100},
    "P2": {"deck": deck(["gab", "f01", "gre", "sup1", "tai", "opt1", "f02", "f03"]),
           "partner": "gab", "points": 100},
}
WEAK = {**SETUP, "P2": {**SETUP["P2"], "deck": ["weak", *SETUP["P2"]["deck"][1:]],
                        "partner": "weak"}}

Flag = tuple[int, str | None, str, str]


def replay(events: list[dict[str, Any]], setup: dict[str, Any] | None = None) -> Replay:
    env = {
        "format": "juez-match-log",
        "version": 1,
        "game": "digimon",
        "players": [{"id": "P1", "name": "Ana"}, {"id": "P2", "name": "Luis"}],
        "cards": CARDS,
        "setup": setup or SETUP,
        "events": events,
    }
    return Replay(parse_log(json.dumps(env), "redteam2-digimon.json"))


def flags(events: list[dict[str, Any]], setup: dict[str, Any] | None = None) -> list[Flag]:
    return sorted(((v.seq, v.player, v.section, v.severity.value)
                   for v in replay(events, setup).violations), key=str)


def opening(turn: int = 1, p1: int = 6, p2: int = 6) -> list[dict[str, Any]]:
    """Actualización (both draw), Digitalización, Entrenamiento: seqs 1–5 in round 1."""
    return [ph(turn, "actualizacion"), e(turn, "P1", "draw", count=p1),
            e(turn, "P2", "draw", count=p2), ph(turn, "digitalizacion"),
            ph(turn, "entrenamiento")]


# Round 1: P1 evolves agu → gre (C). gre uses gab's type B: 400; gab uses gre's type C: 150
# (its C zeroes gre's attack A, which gre does not use). P2's support from the hand: +300.
# 400 < 450: P1 loses gre's PEP against level 3: 10; P1's digimon is back to agu.
GRE_LOSES = [
    *opening(),
    e(1, "P1", "train", cards=["gre", "f02"]),  # 6
    ph(1, "preparacion"),
    ph(1, "evolucion"),
    e(1, "P1", "evolve", card="gre"),  # 9
    ph(1, "batalla"),
    e(1, "P2", "activate", card="sup1", effect="add", value=300, target="P2"),
    e(1, None, "battle_result", powers={"P1": 400, "P2": 450}, winner="P2"),
    ph(1, "puntuacion"),
    e(1, "P1", "score", loser="P1", points=10),  # 14
]
# Round 2: P2 won, so P2 is the "primer jugador" and evolves first. P1 holds mtg opt1 opt2
# optP and draws 2 (opt3 f01); P2 holds gre tai opt1 f02 f03 and draws 1.
# Every phase follows the order first player, second player: P2 acts first now.
ROUND2 = [
    ph(2, "actualizacion"),  # 15
    e(2, "P2", "draw", count=1),
    e(2, "P1", "draw", count=2),
    ph(2, "digitalizacion"),
    ph(2, "entrenamiento"),
    e(2, "P2", "train", cards=["gre", "f02"]),  # 20
    e(2, "P1", "train", cards=["mtg", "f01"]),
    ph(2, "preparacion"),
    ph(2, "evolucion"),
]

CASES: dict[str, tuple[list[dict[str, Any]], list[Flag]]] = {
    "evolved-level-4-loses-to-level-3": (GRE_LOSES, []),
    "evolved-level-4-pep-wrong": (
        [*GRE_LOSES[:-1], e(1, "P1", "score", loser="P1", points=20)],
        [(14, "P1", "puntuacion", "error")],
    ),
    # Two evolutions in one round (agu → gre → mtg); mtg (A) uses gab's B 800, gab its A 250.
    # P2 loses gab's PEP against level 5: 40.
    "evolve-to-level-5": (
        [
            *opening(),
            e(1, "P1", "train", cards=["gre", "mtg", "f02"]),
            ph(1, "preparacion"),
            ph(1, "evolucion"),
            e(1, "P1", "evolve", card="gre"),
            e(1, "P1", "evolve", card="mtg"),  # 10
            ph(1, "batalla"),
            e(1, None, "battle_result", powers={"P1": 800, "P2": 250}, winner="P1"),
            ph(1, "puntuacion"),
            e(1, "P2", "score", loser="P2", points=40),
        ],
        [],
    ),
    # P2 evolves agu's rival gab → gre (C); agu (A) uses C 100, gre uses A 500, zeroed by agu's
    # C: 0. P2's level 4 loses against level 3: 10.
    "attack-c-beats-evolved": (
        [
            *opening(),
            e(1, "P2", "train", cards=["gre", "f02"]),
            ph(1, "preparacion"),
            ph(1, "evolucion"),
            e(1, "P2", "evolve", card="gre"),
            ph(1, "batalla"),  # 10
            e(1, None, "battle_result", powers={"P1": 100, "P2": 0}, winner="P1"),
            ph(1, "puntuacion"),
            e(1, "P2", "score", loser="P2", points=10),
        ],
        [],
    ),
    # evolucion: "si un jugador no colocó ninguna carta digimon en la caja evolutiva, no podrá
    # evolucionar ahora".
    "evolve-without-training": (
        [*opening(), ph(1, "preparacion"), ph(1, "evolucion"), e(1, "P1", "evolve", card="gre")],
        [(8, "P1", "evolucion", "error")],
    ),
    # evolucion: the first player evolves first (round 1: P1). The second player may evolve
    # alone when the first decides not to, so the order is broken (and flagged) when the
    # first player evolves after the second.
    "second-evolves-first": (
        [
            *opening(),
            e(1, "P1", "train", cards=["gre", "f02"]),
            e(1, "P2", "train", cards=["gre", "f02"]),
            ph(1, "preparacion"),
            ph(1, "evolucion"),
            e(1, "P2", "evolve", card="gre"),  # 10
            e(1, "P1", "evolve", card="gre"),
        ],
        [(11, "P1", "evolucion", "error")],
    ),
    # puntuacion: the winner is the next "primer jugador": in round 2 P2 evolves first.
    "winner-is-next-first-player": (
        [*GRE_LOSES, *ROUND2, e(2, "P2", "evolve", card="gre"), e(2, "P1", "evolve", card="mtg")],
        [],
    ),
    "loser-evolves-first-next-round": (
        [*GRE_LOSES, *ROUND2, e(2, "P1", "evolve", card="mtg"), e(2, "P2", "evolve", card="gre")],
        [(25, "P2", "evolucion", "error")],
    ),
    # batalla: the second player digitalizes first, before any ability. P2's tai (C) against
    # agu (A): agu uses C 100; tai uses A 280, zeroed: 0. P2 loses tai's PEP vs 3: 20.
    "second-digitalizes-at-batalla-start": (
        [
            *opening(),
            ph(1, "preparacion"),
            ph(1, "evolucion"),
            ph(1, "batalla"),
            e(1, "P2", "digitalize", card="tai"),  # 9
            e(1, None, "battle_result", powers={"P1": 100, "P2": 0}, winner="P1"),
            ph(1, "puntuacion"),
            e(1, "P2", "score", loser="P2", points=20),
        ],
        [],
    ),
    "second-digitalizes-after-an-activation": (
        [
            *opening(),
            ph(1, "preparacion"),
            e(1, "P1", "install", card="opt1", slot=1),
            ph(1, "evolucion"),
            ph(1, "batalla"),
            e(1, "P1", "activate", card="opt1", effect="add", value=100, target="P1"),  # 10
            e(1, "P2", "digitalize", card="tai"),
            e(1, None, "battle_result", powers={"P1": 200, "P2": 0}, winner="P1"),
        ],
        [(11, "P2", "batalla", "error")],
    ),
    # batalla: the first player digitalizes at the start too, not after its own activations.
    # f02 (A) against gab (B): f02 uses B 100 (+100 of opt1); gab uses A 250.
    "first-digitalizes-after-own-activation": (
        [
            *opening(),
            ph(1, "preparacion"),
            e(1, "P1", "install", card="opt1", slot=1),
            ph(1, "evolucion"),
            ph(1, "batalla"),
            e(1, "P1", "activate", card="opt1", effect="add", value=100, target="P1"),  # 10
            e(1, "P1", "digitalize", card="f02"),
            e(1, None, "battle_result", powers={"P1": 200, "P2": 250}, winner="P2"),
        ],
        [(11, "P1", "batalla", "error")],
    ),
    # puntuacion: a tie costs both 10 and both keep their evolved digimon: gre (C) against
    # gre (C): 300 each.
    "tie-between-evolved": (
        [
            *opening(),
            e(1, "P1", "train", cards=["gre", "f02"]),
            e(1, "P2", "train", cards=["gre", "f02"]),
            ph(1, "preparacion"),
            ph(1, "evolucion"),
            e(1, "P1", "evolve", card="gre"),
            e(1, "P2", "evolve", card="gre"),  # 11
            ph(1, "batalla"),
            e(1, None, "battle_result", powers={"P1": 300, "P2": 300}, winner=None),
            ph(1, "puntuacion"),
            e(1, "P1", "score", loser="P1", points=10),  # 15
            e(1, "P2", "score", loser="P2", points=10),
            ph(2, "actualizacion"),
        ],
        [],
    ),
    # 100 puntos escalares: weak loses 100 against level 3; the game is over at 0.
    "zero-points-ends": (
        [
            *opening(),
            ph(1, "preparacion"),
            ph(1, "evolucion"),
            ph(1, "batalla"),  # agu uses weak's B 200; weak uses agu's A 50
            e(1, None, "battle_result", powers={"P1": 200, "P2": 50}, winner="P1"),
            ph(1, "puntuacion"),  # 10
            e(1, "P2", "score", loser="P2", points=100),
            e(1, None, "game_end", winner="P1"),
        ],
        [],
    ),
}
PLAY_ON = [*CASES["zero-points-ends"][0][:-1], ph(2, "actualizacion")]
CASES["play-after-zero"] = (PLAY_ON, [(12, None, "mazo", "error")])
CASES["game-end-wrong-winner"] = (
    [*CASES["zero-points-ends"][0][:-1], e(1, None, "game_end", winner="P2")],
    [(12, None, "mazo", "error")],
)
CASES["game-end-early"] = (
    [*GRE_LOSES, e(1, None, "game_end", winner="P2")],
    [(15, None, "mazo", "error")],
)


@pytest.mark.parametrize("name", list(CASES))
def test_written_log(name: str) -> None:
    events, expected = CASES[name]
    setup = WEAK if name in ("zero-points-ends", "play-after-zero", "game-end-wrong-winner") \
        else None
    assert flags(events, setup) == sorted(expected, key=str)


def test_loser_back_to_level_3_and_tie_keeps_evolved() -> None:
    st = replay([*GRE_LOSES, ph(2, "actualizacion")]).state_at(15)
    assert st.sides["P1"].active == "agu" and st.sides["P1"].points == 90
    assert st.first == "P2"
    events, _ = CASES["tie-between-evolved"]
    st = replay(events).state_at(len(events))
    assert st.sides["P1"].active == "gre" and st.sides["P2"].active == "gre"
    assert st.sides["P1"].points == 90 and st.sides["P2"].points == 90
    assert st.first == "P1"


# End of Puntuación: P1 installs opt1, optP (persistent) and opt2; activates opt1 and optP
# (opt2 waits); P2 places sup1 and never activates it. agu uses B 200 + 100 + 50 = 350
# against gab's 250; P2 loses 20. Round 2: P1 draws 3 (opt3 f01 f01), P2 draws 1.
DISCARD = [
    *opening(),
    ph(1, "preparacion"),
    e(1, "P1", "install", card="opt1", slot=1),
    e(1, "P1", "install", card="optP", slot=2),
    e(1, "P1", "install", card="opt2", slot=3),
    e(1, "P2", "support", card="sup1"),  # 10
    ph(1, "evolucion"),
    ph(1, "batalla"),
    e(1, "P1", "activate", card="opt1", effect="add", value=100, target="P1"),
    e(1, "P1", "activate", card="optP", effect="add", value=50, target="P1"),
    e(1, None, "battle_result", powers={"P1": 350, "P2": 250}, winner="P1"),  # 15
    ph(1, "puntuacion"),
    e(1, "P2", "score", loser="P2", points=20),
    *opening(2, 3, 1),  # 18–22
    ph(2, "preparacion"),  # 23
]


@pytest.mark.parametrize(("slot", "ok"), [(1, True), (2, False), (3, False)])
def test_end_of_puntuacion_frees_activated_slots(slot: int, ok: bool) -> None:
    events = [*DISCARD, e(2, "P1", "install", card="opt3", slot=slot)]
    assert flags(events) == ([] if ok else [(24, "P1", "preparacion", "error")])


def test_end_of_puntuacion_discards_supports_keeps_persistent() -> None:
    st = replay(DISCARD).state_at(18)
    assert st.sides["P1"].slots == [None, "optP", "opt2"]
    assert st.sides["P2"].supports == []
    assert "opt1" in st.sides["P1"].dark and "sup1" in st.sides["P2"].dark
