"""Kingdom TCG (Mazo de Estrategia) turns and decks, from match-log.md and the rulebook only.

Only the spec's vocabulary is used: no ``stage`` events (the stage rides on
``play``/``arroje``), no ``game_end``, no ``coronado``. Turn 1 is P1's, turns
alternate; both opening hands are ``draw`` events of turn 1. Flags are
``(seq, player, section, severity)`` computed by hand.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from judge_app.games import get_game
from judge_app.games.loading import parse_log
from judge_app.replay import Replay


def strat(name: str, turn: str | None, stages: list[str] | None, **kw: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": "estrategia", "name": name}
    if turn:
        out["turn"] = turn
    if stages:
        out["stages"] = stages
    out.update(kw)
    return out


CARDS: dict[str, Any] = {
    **{
        f"r{i}": {"kind": "realeza", "name": f"Corona {i}", "coronado": f"coronado{i}"}
        for i in range(1, 6)
    },
    "emb": strat("Emboscada", "rival", ["batalla"]),
    "ref": strat("Refuerzos", "own", ["convocacion"]),
    "mar": strat("Marcha forzada", "both", ["movimiento", "batalla"]),
    "fur": strat(
        "Furia",
        "own",
        ["batalla"],
        modifier={"kind": "aumento", "value": 2, "applies_to": "ataque"},
    ),
    "gri": strat(
        "Grito de guerra",
        "own",
        ["batalla"],
        modifier={"kind": "aumento", "value": 4, "applies_to": "ataque"},
    ),
    "deb": strat(
        "Debilitar", "both", ["batalla"], modifier={"kind": "reduccion", "applies_to": "ataque"}
    ),
    "con": strat("Contraorden", "both", None),
    **{f"g{i:02}": strat(f"General {i}", "both", None) for i in range(1, 16)},
    "lan": {"kind": "arroje", "name": "Lanza", "min_level": 2, "distance": 2, "die": "d6"},
    "hac": {"kind": "arroje", "name": "Hacha", "min_level": 3, "distance": 1, "die": "d8"},
    "arc": {"kind": "arroje", "name": "Arco", "min_level": 1, "distance": 3, "die": "d6"},
}


def build_deck(prefix: str, top: list[str]) -> list[str]:
    """A legal 30-card deck (5 realeza, 20 estrategia, 5 arroje) with ``top`` first."""
    deck = [f"{prefix}{i}:{d}" for i, d in enumerate(top)]
    names = [d for d in top]
    kinds = [CARDS[d]["kind"] for d in top]
    fill = [f"g{i:02}" for i in range(1, 16) for _ in range(2)]
    for d in fill:
        if kinds.count("estrategia") >= 20:
            break
        if names.count(d) < 2:
            names.append(d)
            kinds.append("estrategia")
    for d in ["lan", "hac", "arc"] * 2:
        if kinds.count("arroje") >= 5:
            break
        if names.count(d) < 2:
            names.append(d)
            kinds.append("arroje")
    names += [f"r{i}" for i in range(1, 6)]
    deck += [f"{prefix}{i}:{d}" for i, d in enumerate(names[len(top) :], start=len(top))]
    return deck


P1_TOP = ["ref", "mar", "fur", "lan", "deb", "g01", "mar", "hac", "lan", "g02"]
P2_TOP = ["con", "emb", "g03", "g04", "g05", "gri", "ref", "deb", "deb", "g06"]
DECKS = {"P1": build_deck("a", P1_TOP), "P2": build_deck("b", P2_TOP)}


def inst(player: str, index: int) -> str:
    return DECKS[player][index].split(":")[0]


Flag = tuple[int, str | None, str, str]


def envelope(
    events: list[dict[str, Any]], decks: dict[str, list[str]] | None = None
) -> dict[str, Any]:
    decks = decks or DECKS
    return {
        "format": "juez-match-log",
        "version": 1,
        "game": "kingdom",
        "players": [{"id": "P1", "name": "Ana"}, {"id": "P2", "name": "Luis"}],
        "cards": CARDS,
        "setup": {p: {"strategy_deck": decks[p], "hand": []} for p in ("P1", "P2")},
        "events": events,
    }


def e(turn: int, player: str, action: str, **kw: Any) -> dict[str, Any]:
    return {"turn": turn, "player": player, "action": action, **kw}


def replay(events: list[dict[str, Any]]) -> Replay:
    return Replay(parse_log(json.dumps(envelope(events)), "redteam-kingdom.json"))


def flags(events: list[dict[str, Any]]) -> list[Flag]:
    return sorted(
        ((v.seq, v.player, v.section, v.severity.value) for v in replay(events).violations), key=str
    )


A = {
    k: inst("P1", i)
    for i, k in enumerate(["ref", "mar", "fur", "lan", "deb", "g01", "mar2", "hac", "lan2", "g02"])
}
B = {
    k: inst("P2", i)
    for i, k in enumerate(["con", "emb", "g03", "g04", "g05", "gri", "ref", "deb", "deb2", "g06"])
}
OPENING = [e(1, "P1", "draw", count=5), e(1, "P2", "draw", count=5)]

# A long clean game: own/rival/both timing, a response resolved first (3.1.1), an
# Arroje, Aumento and Reducción with the rolls' results stated and right.
CLEAN = [
    *OPENING,
    e(1, "P1", "play", card=A["ref"], stage="convocacion"),  # 3
    e(1, "P1", "resolve", card=A["ref"]),
    e(1, "P1", "play", card=A["mar"], stage="movimiento"),  # 5
    e(1, "P2", "play", card=B["con"], stage="movimiento", response_to=A["mar"]),
    e(1, "P2", "resolve", card=B["con"]),  # last in, first out
    e(1, "P1", "resolve", card=A["mar"]),
    e(1, "P1", "arroje", card=A["lan"], troop_level=2, distance=2, roll=5, stage="movimiento"),
    e(1, "P1", "play", card=A["fur"], stage="batalla"),  # 10
    e(1, "P1", "resolve", card=A["fur"]),
    e(
        1,
        "P1",
        "modifier",
        card=A["fur"],
        target="P1:caballero",
        kind="aumento",
        value=2,
        applies_to="ataque",
    ),
    e(1, "P1", "roll", who="P1:caballero", kind="ataque", value=4, result=6),
    e(1, "P2", "play", card=B["emb"], stage="batalla"),  # rival's card, P1's turn
    e(1, "P2", "resolve", card=B["emb"]),  # 15
    e(1, "P2", "roll", who="P2:arquero", kind="defensa", value=3, result=3),
    e(1, "P1", "end_turn"),
    e(2, "P2", "draw"),  # gri
    e(2, "P2", "play", card=B["gri"], stage="batalla"),
    e(2, "P1", "play", card=A["deb"], stage="batalla", response_to=B["gri"]),  # 20
    e(2, "P1", "resolve", card=A["deb"]),
    e(
        2,
        "P1",
        "modifier",
        card=A["deb"],
        target="P2:lancero",
        kind="reduccion",
        applies_to="ataque",
    ),
    e(2, "P2", "resolve", card=B["gri"]),
    e(
        2,
        "P2",
        "modifier",
        card=B["gri"],
        target="P2:lancero",
        kind="aumento",
        value=4,
        applies_to="ataque",
    ),
    e(2, "P2", "roll", who="P2:lancero", kind="ataque", value=5, result=4),  # 25: (5+4)//2
    e(2, "P2", "end_turn"),
    e(3, "P1", "draw", count=2),  # g01, mar2
    e(3, "P1", "play", card=A["mar2"], stage="movimiento"),  # a new turn: the name is free again
    e(3, "P1", "resolve", card=A["mar2"]),
    e(3, "P1", "end_turn"),  # 30
    e(4, "P2", "draw"),
    e(4, "P2", "end_turn"),
]


CASES: dict[str, tuple[list[dict[str, Any]], list[Flag]]] = {
    "clean-long-game": (CLEAN, []),
    # 3.3: Refuerzos is for the own turn; P2 uses it in P1's turn.
    "own-card-in-rival-turn": (
        [
            *OPENING,
            e(1, "P1", "draw"),
            e(1, "P1", "draw"),  # P2's ref is its 7th card: draw 2 more
            e(1, "P2", "draw", count=2),
            e(1, "P2", "play", card=B["ref"], stage="convocacion"),
            e(1, "P2", "resolve", card=B["ref"]),
            e(1, "P1", "end_turn"),
        ],
        [(6, "P2", "3.3", "error")],
    ),
    # 3.3: Emboscada is for the rival's turn; P2 plays it in its own turn.
    "rival-card-in-own-turn": (
        [
            *OPENING,
            e(1, "P1", "end_turn"),
            e(2, "P2", "draw"),
            e(2, "P2", "play", card=B["emb"], stage="batalla"),
            e(2, "P2", "resolve", card=B["emb"]),
            e(2, "P2", "end_turn"),
        ],
        [(5, "P2", "3.3", "error")],
    ),
    # 3.3: Refuerzos only in convocación.
    "wrong-stage": (
        [
            *OPENING,
            e(1, "P1", "play", card=A["ref"], stage="batalla"),
            e(1, "P1", "resolve", card=A["ref"]),
            e(1, "P1", "end_turn"),
        ],
        [(3, "P1", "3.3", "error")],
    ),
    # 3.1: all the cards a player uses in a turn have different names (two Marcha forzada).
    "same-name-twice": (
        [
            *OPENING,
            e(1, "P1", "draw", count=2),  # mar2, hac
            e(1, "P1", "play", card=A["mar"], stage="movimiento"),
            e(1, "P1", "resolve", card=A["mar"]),
            e(1, "P1", "play", card=A["mar2"], stage="movimiento"),
            e(1, "P1", "resolve", card=A["mar2"]),
            e(1, "P1", "end_turn"),
        ],
        [(6, "P1", "3.1", "error")],
    ),
    # 3.4: Arroje not in batalla; level 1 < 2; distance 1 where the card says 2; not in
    # the rival's turn.
    "arroje-misuse": (
        [
            *OPENING,
            e(1, "P1", "arroje", card=A["lan"], troop_level=2, distance=2, roll=3, stage="batalla"),
            e(1, "P1", "end_turn"),
            e(2, "P2", "draw"),
            e(2, "P2", "end_turn"),
            e(3, "P1", "draw", count=4),  # g01 mar2 hac lan2
            e(
                3,
                "P1",
                "arroje",
                card=A["hac"],
                troop_level=1,
                distance=1,
                roll=2,
                stage="movimiento",
            ),
            e(3, "P1", "end_turn"),
            e(4, "P2", "draw"),
            e(
                4,
                "P1",
                "arroje",
                card=A["lan2"],
                troop_level=2,
                distance=1,
                roll=2,
                stage="movimiento",
            ),
            e(4, "P2", "end_turn"),
        ],
        [
            (3, "P1", "3.4", "error"),
            (8, "P1", "3.4", "error"),
            (11, "P1", "3.4", "error"),
            (11, "P1", "3.4", "error"),
        ],
    ),
    # 3.1.1: the last activated resolves first; P1 resolves Marcha before P2's answer.
    "resolution-order": (
        [
            *OPENING,
            e(1, "P1", "play", card=A["mar"], stage="movimiento"),
            e(1, "P2", "play", card=B["con"], stage="movimiento", response_to=A["mar"]),
            e(1, "P1", "resolve", card=A["mar"]),
            e(1, "P2", "resolve", card=B["con"]),
            e(1, "P1", "end_turn"),
        ],
        [(5, "P1", "3.1.1", "error")],
    ),
    # 3.1.2: one Reducción per attack; P2 answers with two Debilitar on P1's caballero.
    "two-reductions": (
        [
            *OPENING,
            e(1, "P1", "draw", count=2),
            e(1, "P2", "draw", count=4),  # gri ref deb deb2
            e(1, "P1", "play", card=A["fur"], stage="batalla"),
            e(1, "P1", "resolve", card=A["fur"]),
            e(
                1,
                "P1",
                "modifier",
                card=A["fur"],
                target="P1:caballero",
                kind="aumento",
                value=2,
                applies_to="ataque",
            ),
            e(1, "P2", "play", card=B["deb"], stage="batalla"),
            e(1, "P2", "resolve", card=B["deb"]),
            e(
                1,
                "P2",
                "modifier",
                card=B["deb"],
                target="P1:caballero",
                kind="reduccion",
                applies_to="ataque",
            ),
            e(1, "P2", "play", card=B["deb2"], stage="batalla"),  # also the same name: 3.1
            e(1, "P2", "resolve", card=B["deb2"]),
            e(
                1,
                "P2",
                "modifier",
                card=B["deb2"],
                target="P1:caballero",
                kind="reduccion",
                applies_to="ataque",
            ),
            e(1, "P1", "roll", who="P1:caballero", kind="ataque", value=6, result=4),  # (6+2)//2
            e(1, "P1", "end_turn"),
        ],
        [(11, "P2", "3.1", "error"), (13, "P2", "3.1.2", "error")],
    ),
    # 3.1.2: the roll's stated result is recomputed: 5 + 2 = 7, the log says 5.
    "roll-result-wrong": (
        [
            *OPENING,
            e(1, "P1", "play", card=A["fur"], stage="batalla"),
            e(1, "P1", "resolve", card=A["fur"]),
            e(
                1,
                "P1",
                "modifier",
                card=A["fur"],
                target="P1:caballero",
                kind="aumento",
                value=2,
                applies_to="ataque",
            ),
            e(1, "P1", "roll", who="P1:caballero", kind="ataque", value=5, result=5),
            e(1, "P1", "end_turn"),
        ],
        [(6, "P1", "3.1.2", "error")],
    ),
    # 3.1: at most 7 cards in hand at the end of the turn (5 + 3 = 8).
    "hand-over-seven": (
        [*OPENING, e(1, "P1", "draw", count=3), e(1, "P1", "end_turn")],
        [(4, "P1", "3.1", "error")],
    ),
    "hand-over-seven-discarded": (
        [
            *OPENING,
            e(1, "P1", "draw", count=3),
            e(1, "P1", "discard", cards=[A["hac"]]),
            e(1, "P1", "end_turn"),
        ],
        [],
    ),
    # 3.1: a card seen by mistake is discarded at once and cannot be used.
    "mistake-then-play": (
        [
            *OPENING,
            e(1, "P1", "draw"),  # g01 drawn by mistake
            e(1, "P1", "mistake_seen", card=A["g01"]),
            e(1, "P1", "play", card=A["g01"], stage="movimiento"),
            e(1, "P1", "end_turn"),
        ],
        [(5, "P1", "3.1", "error")],
    ),
    # 3.1: cards are used from the hand; g02 (P1's 10th card) was never drawn.
    "play-from-deck": (
        [*OPENING, e(1, "P1", "play", card=A["g02"], stage="movimiento"), e(1, "P1", "end_turn")],
        [(3, "P1", "3.1", "error")],
    ),
    # 3.2: without any ``coronado`` information a Realeza card cannot be judged: no flag.
    "realeza-without-coronado-info": (
        [
            e(1, "P1", "draw", count=30),
            e(1, "P1", "play", card=inst("P1", 25), stage="batalla"),
            e(1, "P1", "resolve", card=inst("P1", 25)),
            e(1, "P1", "discard", cards=[inst("P1", i) for i in range(22)]),  # keeps 7
            e(1, "P1", "end_turn"),
        ],
        [],
    ),
}


@pytest.mark.parametrize("name", list(CASES))
def test_written_log(name: str) -> None:
    events, expected = CASES[name]
    assert flags(events) == sorted(expected, key=str)


def test_clean_deck_files_are_legal() -> None:
    game = get_game("kingdom")
    for player in ("P1", "P2"):
        deck = {"game": "kingdom", "cards": CARDS, "strategy_deck": DECKS[player]}
        assert game.deck_problems(deck) == []


def _problems(deck: list[str]) -> list[tuple[str, str]]:
    found = get_game("kingdom").deck_problems(
        {"game": "kingdom", "cards": CARDS, "strategy_deck": deck}
    )
    return sorted({(v.section, v.severity.value) for v in found})


def test_deck_31_cards() -> None:
    assert ("3.1", "error") in _problems(DECKS["P1"] + ["x:g15"])


def test_deck_three_copies() -> None:
    deck = [*[d for d in DECKS["P1"] if not d.endswith(":g03")][:28], "x:mar"]
    assert ("3.1", "error") in _problems(deck)  # a third Marcha forzada


def test_deck_two_realeza_with_the_same_name() -> None:
    deck = [d if not d.endswith(":r5") else "x:r4" for d in DECKS["P1"]]
    assert ("3.1", "error") in _problems(deck)
