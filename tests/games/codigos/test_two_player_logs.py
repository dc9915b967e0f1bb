"""Códigos two-player logs written from match-log.md, sections.md and the rulebook only.

Each case is an independent 2-player log (2 comodines, 4 REVELEN cards, the
last one at the bottom of the deck) with the flags a judge computes by hand:
``(seq, player, section, severity)``.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from judge_app.games import get_game
from judge_app.games.loading import parse_log
from judge_app.replay import Replay


def common(symbol: str, code: list[str], medal: int) -> dict[str, Any]:
    return {"kind": "comun", "symbol": symbol, "code": code, "medal": medal}


G, C, T, A = "granada", "casco", "tanque", "avion"
CARDS: dict[str, Any] = {
    "c01": common(G, [G, C], 2),
    "c02": common(C, [T, G], 3),
    "c03": common(T, [T, T], 2),
    "c04": common(A, [A, G], 2),
    "c05": common(C, [G, T, A], 4),
    "c06": common(T, [C, A], 2),
    "c07": common(G, [A, A], 2),
    "c08": common(A, [T, A, C], 3),
    "c09": common(C, [C, C], 2),
    "c10": common(G, [G, T], 2),
    "c11": common(A, [A, C], 2),
    "c12": common(T, [G, G], 2),
    "c13": common(G, [C, G], 2),
    "c14": common(C, [A, T], 2),
    "c15": common(T, [T, C], 2),
    "c16": common(A, [G, A], 2),
    "c17": common(C, [C, T], 2),
    "c18": common(G, [G, G, G], 5),
    "w1": {"kind": "comodin"},
    "w2": {"kind": "comodin"},
    "r1": {"kind": "revelar"},
    "r2": {"kind": "revelar"},
    "r3": {"kind": "revelar"},
    "r4": {"kind": "revelar"},
}
SETUP: dict[str, Any] = {
    "players": 2,
    "wildcards": 2,
    "reveal_cards": 4,
    "deck": [
        "c10",
        "c11",
        "r1",
        "c12",
        "w1",
        "c13",
        "c14",
        "r2",
        "c15",
        "w2",
        "c16",
        "r3",
        "c17",
        "c18",
        "r4",
    ],
    "encarte": {"cards": ["c07", "c08", "c09"], "soldier": 0},
    "collection": {"P1": ["c01", "c02", "c03"], "P2": ["c04", "c05", "c06"]},
}

Flag = tuple[int, str | None, str, str]


def envelope(events: list[dict[str, Any]], setup: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "format": "juez-match-log",
        "version": 1,
        "game": "codigos",
        "players": [{"id": "P1", "name": "Ana"}, {"id": "P2", "name": "Luis"}],
        "cards": CARDS,
        "setup": setup or copy.deepcopy(SETUP),
        "events": events,
    }


def e(turn: int | None, player: str | None, action: str, **kw: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"action": action}
    if turn is not None:
        out["turn"] = turn
    if player:
        out["player"] = player
    out.update(kw)
    return out


def replay(events: list[dict[str, Any]], setup: dict[str, Any] | None = None) -> Replay:
    return Replay(parse_log(json.dumps(envelope(events, setup)), "redteam-codigos.json"))


def flags(events: list[dict[str, Any]], setup: dict[str, Any] | None = None) -> list[Flag]:
    return sorted(
        ((v.seq, v.player, v.section, v.severity.value) for v in replay(events, setup).violations),
        key=str,
    )


# A clean game to the last REVELEN card: lay_code, expose + complete with a comodín,
# discards, the Soldier, three revelations (exact, exact with comodín, unordered).
# P1 scores 3+2 (c02 exact) + 2+2 (c07 exact) = 9; P2 4+1 (c05 unordered) = 5.
CLEAN = [
    e(1, "P1", "lay_code", code="c02", cards=["c03", "c01"]),  # tanque, granada: hidden
    e(1, "P1", "take", card="c08"),  # c10 refills place 1
    e(1, "P1", "end_turn"),
    e(2, "P2", "take", card="c10"),  # c11 refills; P2 holds 4
    e(2, "P2", "soldier", to=1),  # Soldier second: blocks c11
    e(2, "P2", "end_turn"),
    e(3, "P1", "take", card="c07"),  # r1 comes up: reveal now
    e(3, "P1", "reveal_code", code="c02", said=[T, G]),  # exact: 3 + 2
    e(3, "P1", "expose", card="c07"),  # the turn's 2nd action
    e(3, "P1", "end_turn"),
    e(4, "P2", "lay_code", code="c05", cards=["c10", "c06", "c04"]),
    e(4, "P2", "take", card="c12"),  # w1 comes up
    e(4, "P2", "end_turn"),
    e(5, "P1", "take", card="w1"),  # c13 comes up
    e(5, "P1", "complete", code="c07", cards=["c08", "w1"]),  # avion + comodín
    e(5, "P1", "end_turn"),
    e(6, "P2", "take", card="c13"),  # c14 comes up
    e(6, "P2", "discard", card="c12"),  # tanque onto casco: allowed
    e(6, "P2", "end_turn"),
    e(7, "P1", "take", card="c14"),  # r2 comes up: reveal now
    e(7, "P1", "reveal_code", code="c07", said=[A, A]),  # comodín code said exactly: 2 + 2
    e(7, "P2", "reveal_code", code="c05", said=[T, G, A]),  # right symbols, wrong order: 4 + 1
    e(7, "P1", "soldier", to=0),  # 2nd action; c15 is in place 0
    e(7, "P1", "end_turn"),
    e(8, "P2", "take", card="c11"),  # w2 comes up
    e(8, "P2", "take", card="w2"),  # c16 comes up
    e(8, "P2", "end_turn"),
    e(9, "P1", "take", card="c16"),  # r3: nobody has hidden codes
    e(9, "P1", "take", card="c17"),  # c18 comes up
    e(9, "P1", "end_turn"),
    e(10, "P2", "take", card="c18"),  # r4, the last: the game ends
    e(10, None, "game_end", scores={"P1": 9, "P2": 5}, winner="P1"),
]


def setup_with(**changes: Any) -> dict[str, Any]:
    out = copy.deepcopy(SETUP)
    out.update(changes)
    return out


CASES: dict[str, tuple[list[dict[str, Any]], list[Flag]]] = {
    "clean-long-game": (CLEAN, []),
    # soldado: the card under the Soldier cannot be taken.
    "take-under-soldier": (
        [
            e(1, "P1", "take", card="c07"),
            e(1, "P1", "take", card="c08"),
            e(1, "P1", "end_turn"),
        ],
        [(1, "P1", "soldado", "error"), (2, "P1", "comienza", "error")],
    ),
    # acciones: the Soldier always second.
    "soldier-first": (
        [
            e(1, "P1", "soldier", to=1),
            e(1, "P1", "take", card="c09"),
            e(1, "P1", "end_turn"),
        ],
        [(1, "P1", "acciones", "error")],
    ),
    # acciones: two actions a turn, not three.
    "three-actions": (
        [
            e(1, "P1", "lay_code", code="c02", cards=["c03", "c01"]),
            e(1, "P1", "take", card="c08"),
            e(1, "P1", "take", card="c10"),
            e(1, "P1", "end_turn"),
        ],
        [(3, "P1", "acciones", "error")],
    ),
    # acciones: the player must take 2 actions; one is not enough.
    "one-action": (
        [
            e(1, "P1", "take", card="c08"),
            e(1, "P1", "end_turn"),
        ],
        [(2, "P1", "acciones", "error")],
    ),
    # comienza: at most 4 cards in RECOLECCIÓN (3 + c08 + c10 = 5).
    "fifth-card": (
        [
            e(1, "P1", "take", card="c08"),
            e(1, "P1", "take", card="c10"),
            e(1, "P1", "end_turn"),
        ],
        [(2, "P1", "comienza", "error")],
    ),
    # near miss: exposed and hidden codes do not count toward the 4.
    "limit-counts-collection-only": (
        [
            e(1, "P1", "expose", card="c01"),
            e(1, "P1", "take", card="c08"),
            e(1, "P1", "end_turn"),
            e(2, "P2", "take", card="c10"),
            e(2, "P2", "lay_code", code="c05", cards=["c10", "c06", "c04"]),
            e(2, "P2", "end_turn"),
            e(3, "P1", "complete", code="c01", cards=["c02"]),  # c01 is its own granada
            e(3, "P1", "discard", card="c08"),  # avion onto casco, taken last turn
            e(3, "P1", "end_turn"),
        ],
        [],
    ),
    # acciones (DESCARTAR): not the symbol already on the pile (c09 casco; c02 is casco).
    "discard-same-symbol": (
        [
            e(1, "P1", "take", card="c08"),
            e(1, "P1", "discard", card="c02"),
            e(1, "P1", "end_turn"),
        ],
        [(2, "P1", "acciones", "error")],
    ),
    # acciones (DESCARTAR): not the card just taken.
    "discard-just-taken": (
        [
            e(1, "P1", "take", card="c08"),
            e(1, "P1", "discard", card="c08"),
            e(1, "P1", "end_turn"),
        ],
        [(2, "P1", "acciones", "error")],
    ),
    # acciones (EXPONER CÓDIGO): "Sólo puede haber un código incompleto en esa área" is
    # printed under the actions, so that is the section cited.
    "two-exposed": (
        [
            e(1, "P1", "expose", card="c01"),
            e(1, "P1", "expose", card="c02"),
            e(1, "P1", "end_turn"),
        ],
        [(2, "P1", "acciones", "error")],
    ),
    # codigo-expuesto: an exposed code is discarded only with one symbol at least.
    "discard-empty-code": (
        [
            e(1, "P1", "expose", card="c01"),
            e(1, "P1", "discard_code", code="c01"),
            e(1, "P1", "end_turn"),
        ],
        [(2, "P1", "codigo-expuesto", "error")],
    ),
    # acciones (BAJAR UN CÓDIGO COMPLETO): c01 asks granada, casco; c03 is a tanque.
    "lay-wrong-symbols": (
        [
            e(1, "P1", "lay_code", code="c01", cards=["c03"]),
            e(1, "P1", "take", card="c08"),
            e(1, "P1", "end_turn"),
        ],
        [(1, "P1", "acciones", "error")],
    ),
    # revelar-y-puntuacion: the log claims 'exact' but the order said is wrong.
    "reveal-claim-wrong": (
        [
            e(1, "P1", "lay_code", code="c02", cards=["c03", "c01"]),
            e(1, "P1", "take", card="c08"),
            e(1, "P1", "end_turn"),
            e(2, "P2", "take", card="c10"),
            e(2, "P2", "discard", card="c06"),
            e(2, "P2", "end_turn"),
            e(3, "P1", "take", card="c11"),  # r1 comes up
            e(3, "P1", "reveal_code", code="c02", said=[G, T], outcome="exact"),
            e(3, "P1", "soldier", to=2),
            e(3, "P1", "end_turn"),
        ],
        [(8, "P1", "revelar-y-puntuacion", "error")],
    ),
    # final: the clean game ends 9-5; the log says 8-5 (reported at game_end, its player).
    "game-end-wrong-score": (
        [*CLEAN[:-1], e(10, None, "game_end", scores={"P1": 8, "P2": 5}, winner="P1")],
        [(32, None, "final", "error")],
    ),
    # final: game_end before the last REVELEN card came out.
    "game-end-early": (
        [
            e(1, "P1", "take", card="c08"),
            e(1, "P1", "discard", card="c01"),
            e(1, "P1", "end_turn"),
            e(1, None, "game_end", scores={"P1": 0, "P2": 0}),
        ],
        [(4, None, "final", "error")],
    ),
    # revelar-y-puntuacion: a verified code (said null) is worth its medal only: 3, not 5.
    "verified-points": (
        [
            e(1, "P1", "lay_code", code="c02", cards=["c03", "c01"]),
            e(1, "P1", "take", card="c08"),
            e(1, "P1", "end_turn"),
            e(2, "P2", "take", card="c10"),
            e(2, "P2", "discard", card="c06"),
            e(2, "P2", "end_turn"),
            e(3, "P1", "take", card="c11"),  # r1 comes up
            e(3, "P1", "reveal_code", code="c02", said=None, points=5),
            e(3, "P1", "soldier", to=2),
            e(3, "P1", "end_turn"),
        ],
        [(8, "P1", "revelar-y-puntuacion", "error")],
    ),
}


@pytest.mark.parametrize("name", list(CASES))
def test_written_log(name: str) -> None:
    events, expected = CASES[name]
    assert flags(events) == sorted(expected, key=str)


def test_clean_game_scores() -> None:
    state = replay(CLEAN).state_json(len(CLEAN))
    text = json.dumps(state)
    assert '"score": 9' in text.replace(" ", " ") or "9" in text
    game = get_game("codigos")
    rp = replay(CLEAN)
    st = rp.state_at(len(CLEAN))
    assert {p: st.sides[p].score for p in ("P1", "P2")} == {"P1": 9, "P2": 5}
    assert game.key == "codigos"


def test_setup_wildcards_for_two_players() -> None:
    """preparacion: 2 players play with 2 comodines, 4 REVELEN cards; 3 declared is wrong."""
    bad = setup_with(wildcards=3)
    assert (0, None, "preparacion", "error") in flags([], bad)
    assert flags([], setup_with()) == []


def test_discarded_exposed_code_scores_negative() -> None:
    events = [
        e(1, "P1", "expose", card="c05"),  # asks granada, tanque, avion
        e(1, "P1", "complete", code="c05", cards=["c01"]),  # one symbol (de a una)
        e(1, "P1", "end_turn"),
        e(2, "P2", "take", card="c08"),
        e(2, "P2", "discard", card="c06"),
        e(2, "P2", "end_turn"),
        e(3, "P1", "discard_code", code="c05"),
        e(3, "P1", "take", card="c10"),
        e(3, "P1", "end_turn"),
    ]
    setup = setup_with(collection={"P1": ["c01", "c05", "c03"], "P2": ["c04", "c02", "c06"]})
    assert flags(events, setup) == []
    st = replay(events, setup).state_at(len(events))
    assert st.sides["P1"].score == -4


def test_two_wildcards_in_one_code() -> None:
    """codigo-expuesto: one comodín per code; c08 (avion) asks tanque, avion, casco."""
    deck = ["w1", "w2"] + [c for c in SETUP["deck"] if c not in ("w1", "w2")]
    setup = setup_with(deck=deck)
    events = [
        e(1, "P1", "discard", card="c03"),
        e(1, "P1", "take", card="c08"),  # w1 up
        e(1, "P1", "end_turn"),
        e(2, "P2", "discard", card="c04"),
        e(2, "P2", "soldier", to=2),
        e(2, "P2", "end_turn"),
        e(3, "P1", "take", card="w1"),
        e(3, "P1", "expose", card="c08"),  # w2 up
        e(3, "P1", "end_turn"),
        e(4, "P2", "discard", card="c05"),
        e(4, "P2", "soldier", to=0),
        e(4, "P2", "end_turn"),
        e(5, "P1", "take", card="w2"),
        e(5, "P1", "complete", code="c08", cards=["w1", "w2"]),
        e(5, "P1", "end_turn"),
    ]
    assert flags(events, setup) == [(14, "P1", "codigo-expuesto", "error")]


def test_lay_code_may_list_the_code_card() -> None:
    """The code card acting as its own symbol may also be listed among ``cards``."""
    events = [
        e(1, "P1", "lay_code", code="c01", cards=["c01", "c02"]),
        e(1, "P1", "take", card="c08"),
        e(1, "P1", "end_turn"),
    ]
    setup = setup_with(collection={"P1": ["c01", "c02", "c03"], "P2": ["c04", "c05", "c06"]})
    assert flags(events, setup) == []


@pytest.mark.parametrize("word", ["correcto", "exact", 1, "Exacto"])
def test_outcome_words(word: object) -> None:
    events = [
        e(1, "P1", "lay_code", code="c02", cards=["c03", "c01"]),
        e(1, "P1", "take", card="c08"),
        e(1, "P1", "end_turn"),
        e(2, "P2", "take", card="c10"),
        e(2, "P2", "discard", card="c06"),
        e(2, "P2", "end_turn"),
        e(3, "P1", "take", card="c11"),
        e(3, "P1", "reveal_code", code="c02", said=[T, G], outcome=word),
        e(3, "P1", "soldier", to=2),
        e(3, "P1", "end_turn"),
    ]
    assert flags(events) == []
