"""Kingdom TCG (Mazo de Estrategia): chains, modifiers, the hand limit, the deck and Arroje.

Written from match-log.md, sections.md and the rulebook before reading the
module's code for each rule. Covered: 3.1.1 with a chain of three cards,
3.1.2 (two Aumentos: the highest only; Reducción halves rounding down, the
Aumento included; one Reducción per attack *and* one per defence; a modifier
only touches the roll it applies to; the printed value), the hand limit of 7,
the empty deck ("continuar con normalidad"), a card seen by mistake on top of
the deck, the names rule per player, and Arroje edges (exact level and
distance, the die's faces, two Arroje of one name). Flags are
``(seq, player, section, severity)``.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from judge_app.games.loading import parse_log
from judge_app.replay import Replay
from tests.games.kingdom.test_turns_and_deck import CARDS as CARDS1
from tests.games.kingdom.test_turns_and_deck import e, strat

CARDS: dict[str, Any] = {
    **CARDS1,
    "des": strat(
        "Desgaste", "both", ["batalla"], modifier={"kind": "reduccion", "applies_to": "defensa"}
    ),
    "esc": strat(
        "Escudo alzado",
        "both",
        ["batalla"],
        modifier={"kind": "aumento", "value": 3, "applies_to": "defensa"},
    ),
}


def build_deck(prefix: str, top: list[str]) -> list[str]:
    """A legal 30-card deck (5 realeza, 20 estrategia, 5 arroje) with ``top`` first."""
    names = list(top)
    kinds = [CARDS[d]["kind"] for d in top]
    for d in [f"g{i:02}" for i in range(1, 16) for _ in range(2)]:
        if kinds.count("estrategia") < 20 and names.count(d) < 2:
            names.append(d)
            kinds.append("estrategia")
    for d in ["lan", "hac", "arc"] * 2:
        if kinds.count("arroje") < 5 and names.count(d) < 2:
            names.append(d)
            kinds.append("arroje")
    names += [f"r{i}" for i in range(1, 6)]
    return [f"{prefix}{i}:{d}" for i, d in enumerate(names)]


P1T = ["fur", "gri", "deb", "lan", "hac", "g01", "arc", "mar", "arc", "g02"]
P2T = ["deb", "des", "esc", "con", "g04", "deb", "g06", "g07", "ref", "mar"]
DECKS = {"P1": build_deck("a", P1T), "P2": build_deck("b", P2T)}
A = {k: DECKS["P1"][i].split(":")[0]
     for i, k in enumerate(["fur", "gri", "deb", "lan", "hac", "g01", "arc", "mar", "arc2",
                            "g02"])}
B = {k: DECKS["P2"][i].split(":")[0]
     for i, k in enumerate(["deb", "des", "esc", "con", "g04", "deb2", "g06", "g07", "ref",
                            "mar"])}
OPENING = [e(1, "P1", "draw", count=5), e(1, "P2", "draw", count=5)]
# P1 holds fur gri deb lan hac; P2 holds deb des esc con g04.

Flag = tuple[int, str | None, str, str]


def replay(events: list[dict[str, Any]]) -> Replay:
    env = {
        "format": "juez-match-log",
        "version": 1,
        "game": "kingdom",
        "players": [{"id": "P1", "name": "Ana"}, {"id": "P2", "name": "Luis"}],
        "cards": CARDS,
        "setup": {p: {"strategy_deck": DECKS[p], "hand": []} for p in ("P1", "P2")},
        "events": events,
    }
    return Replay(parse_log(json.dumps(env), "redteam2-kingdom.json"))


def flags(events: list[dict[str, Any]]) -> list[Flag]:
    return sorted(((v.seq, v.player, v.section, v.severity.value)
                   for v in replay(events).violations), key=str)


def mod(turn: int, player: str, card: str, target: str, kind: str, applies_to: str,
        value: int | None = None) -> dict[str, Any]:
    extra: dict[str, Any] = {"value": value} if value is not None else {}
    return e(turn, player, "modifier", card=card, target=target, kind=kind,
             applies_to=applies_to, **extra)


def roll(turn: int, player: str, who: str, kind: str, value: int, result: int) -> dict[str, Any]:
    return e(turn, player, "roll", who=who, kind=kind, value=value, result=result)


def use(turn: int, player: str, card: str, stage: str, **kw: Any) -> list[dict[str, Any]]:
    """``play`` then ``resolve`` (nobody answers)."""
    return [e(turn, player, "play", card=card, stage=stage, **kw),
            e(turn, player, "resolve", card=card)]


CHAIN = [
    *OPENING,
    e(1, "P1", "draw", count=3),  # g01 arc mar: 8 in hand
    e(1, "P1", "play", card=A["mar"], stage="movimiento"),  # 4
    e(1, "P2", "play", card=B["con"], stage="movimiento", response_to=A["mar"]),
    e(1, "P1", "play", card=A["g01"], stage="movimiento", response_to=B["con"]),  # 6
]

CASES: dict[str, tuple[list[dict[str, Any]], list[Flag]]] = {
    # 3.1.1: last activated, first resolved — g01, then con, then mar.
    "chain-of-three": (
        [*CHAIN,
         e(1, "P1", "resolve", card=A["g01"]),
         e(1, "P2", "resolve", card=B["con"]),
         e(1, "P1", "resolve", card=A["mar"]),
         e(1, "P1", "end_turn")],
        [],
    ),
    "chain-of-three-wrong-order": (
        [*CHAIN,
         e(1, "P2", "resolve", card=B["con"]),  # g01 is still above it
         e(1, "P1", "resolve", card=A["g01"]),
         e(1, "P1", "resolve", card=A["mar"]),
         e(1, "P1", "end_turn")],
        [(7, "P2", "3.1.1", "error")],
    ),
    # 3.1.2 Aumento: +2 and +4 on one attack: only the +4 counts (3 + 4 = 7), either order.
    "two-aumentos-highest": (
        [*OPENING,
         *use(1, "P1", A["fur"], "batalla"),
         mod(1, "P1", A["fur"], "P1:caballero", "aumento", "ataque", 2),
         *use(1, "P1", A["gri"], "batalla"),
         mod(1, "P1", A["gri"], "P1:caballero", "aumento", "ataque", 4),
         roll(1, "P1", "P1:caballero", "ataque", 3, 7),
         e(1, "P1", "end_turn")],
        [],
    ),
    "two-aumentos-added": (
        [*OPENING,
         *use(1, "P1", A["gri"], "batalla"),
         mod(1, "P1", A["gri"], "P1:caballero", "aumento", "ataque", 4),
         *use(1, "P1", A["fur"], "batalla"),
         mod(1, "P1", A["fur"], "P1:caballero", "aumento", "ataque", 2),
         roll(1, "P1", "P1:caballero", "ataque", 3, 9),
         e(1, "P1", "end_turn")],
        [(9, "P1", "3.1.2", "error")],
    ),
    # 3.1.2 Reducción: (5 + 2) / 2 = 3.5 → 3.
    "reduccion-rounds-down": (
        [*OPENING,
         *use(1, "P1", A["fur"], "batalla"),
         mod(1, "P1", A["fur"], "P1:caballero", "aumento", "ataque", 2),
         *use(1, "P2", B["deb"], "batalla"),
         mod(1, "P2", B["deb"], "P1:caballero", "reduccion", "ataque"),
         roll(1, "P1", "P1:caballero", "ataque", 5, 3),
         e(1, "P1", "end_turn")],
        [],
    ),
    "reduccion-rounded-up": (
        [*OPENING,
         *use(1, "P1", A["fur"], "batalla"),
         mod(1, "P1", A["fur"], "P1:caballero", "aumento", "ataque", 2),
         *use(1, "P2", B["deb"], "batalla"),
         mod(1, "P2", B["deb"], "P1:caballero", "reduccion", "ataque"),
         roll(1, "P1", "P1:caballero", "ataque", 5, 4),
         e(1, "P1", "end_turn")],
        [(9, "P1", "3.1.2", "error")],
    ),
    # 3.1.2: one Reducción on the attack *and* one on the defence of a combatant is legal.
    "reduccion-attack-and-defence": (
        [*OPENING,
         *use(1, "P2", B["deb"], "batalla"),
         mod(1, "P2", B["deb"], "P1:caballero", "reduccion", "ataque"),
         *use(1, "P2", B["des"], "batalla"),
         mod(1, "P2", B["des"], "P1:caballero", "reduccion", "defensa"),
         roll(1, "P1", "P1:caballero", "ataque", 5, 2),
         roll(1, "P1", "P1:caballero", "defensa", 4, 2),
         e(1, "P1", "end_turn")],
        [],
    ),
    # 3.1.2: a defence Aumento leaves the attack roll alone; each troop its own modifiers.
    "modifier-touches-its-roll-only": (
        [*OPENING,
         *use(1, "P2", B["esc"], "batalla"),
         mod(1, "P2", B["esc"], "P2:arquero", "aumento", "defensa", 3),
         roll(1, "P1", "P1:caballero", "ataque", 4, 4),
         roll(1, "P2", "P2:arquero", "ataque", 4, 4),
         roll(1, "P2", "P2:arquero", "defensa", 2, 5),
         e(1, "P1", "end_turn")],
        [],
    ),
    # 3.1.2: Furia is printed +2; the log applies +3.
    "modifier-value-not-printed": (
        [*OPENING,
         *use(1, "P1", A["fur"], "batalla"),
         mod(1, "P1", A["fur"], "P1:caballero", "aumento", "ataque", 3),
         e(1, "P1", "end_turn")],
        [(5, "P1", "3.1.2", "error")],
    ),
    # 3.1: the distinct-names rule is per player; both may use a Debilitar in one turn.
    "same-name-both-players": (
        [*OPENING,
         *use(1, "P1", A["deb"], "batalla"),
         *use(1, "P2", B["deb"], "batalla"),
         e(1, "P1", "end_turn")],
        [],
    ),
    # 3.1: exactly 7 at the end of the turn is fine.
    "hand-of-seven": (
        [*OPENING, e(1, "P1", "draw", count=2), e(1, "P1", "end_turn")],
        [],
    ),
    # 3.1: the empty deck: the game goes on normally (a draw finds nothing, no flag).
    "empty-deck": (
        [*OPENING,
         e(1, "P1", "draw", count=25),  # the whole deck: 30 in hand
         e(1, "P1", "discard",
           cards=[DECKS["P1"][i].split(":")[0] for i in (0, *range(8, 30))]),  # keeps mar
         e(1, "P1", "end_turn"),
         e(2, "P2", "draw"),
         e(2, "P2", "end_turn"),
         e(3, "P1", "draw"),
         *use(3, "P1", A["mar"], "movimiento"),
         e(3, "P1", "end_turn")],
        [],
    ),
    # 3.1: a card seen by mistake is discarded at once; the next draw is the card below it.
    "mistake-on-the-deck-top": (
        [*OPENING,
         e(1, "P1", "mistake_seen", card=A["g01"]),  # P1's 6th card, still in the deck
         e(1, "P1", "draw"),  # arc
         e(1, "P1", "arroje", card=A["arc"], troop_level=1, distance=3, roll=4,
           stage="movimiento"),
         e(1, "P1", "end_turn")],
        [],
    ),
    "mistake-on-the-deck-top-then-used": (
        [*OPENING,
         e(1, "P1", "mistake_seen", card=A["g01"]),
         e(1, "P1", "draw"),
         *use(1, "P1", A["g01"], "movimiento"),
         e(1, "P1", "end_turn")],
        [(5, "P1", "3.1", "error")],
    ),
    # 3.4: level equal to the minimum and the exact distance are fine, any stage but batalla.
    "arroje-exact": (
        [*OPENING,
         e(1, "P1", "arroje", card=A["hac"], troop_level=3, distance=1, roll=8,
           stage="convocacion"),
         e(1, "P1", "end_turn")],
        [],
    ),
    # 3.4: the attack roll uses the card's die; 9 is not a face of a d8.
    "arroje-roll-off-the-die": (
        [*OPENING,
         e(1, "P1", "arroje", card=A["hac"], troop_level=3, distance=1, roll=9,
           stage="convocacion"),
         e(1, "P1", "end_turn")],
        [(3, "P1", "3.4", "error")],
    ),
    # 3.1: two Arroje of the same name in one turn (the names rule covers every card).
    "two-arroje-same-name": (
        [*OPENING,
         e(1, "P1", "draw", count=4),  # g01 arc mar arc2
         e(1, "P1", "arroje", card=A["arc"], troop_level=1, distance=3, roll=2,
           stage="movimiento"),
         e(1, "P1", "arroje", card=A["arc2"], troop_level=1, distance=3, roll=2,
           stage="movimiento"),
         e(1, "P1", "end_turn")],
        [(5, "P1", "3.1", "error")],
    ),
}


@pytest.mark.parametrize("name", list(CASES))
def test_written_log(name: str) -> None:
    events, expected = CASES[name]
    assert flags(events) == sorted(expected, key=str)


def _hand(rp: Replay, seq: int, player: str) -> list[str]:
    data = json.loads(json.dumps(rp.state_json(seq)))
    side = data.get("players", data)[player]
    return [c["instance"] if isinstance(c, dict) else str(c) for c in side["hand"]]


def test_empty_deck_draw_changes_nothing() -> None:
    events, _ = CASES["empty-deck"]
    rp = replay(events)
    assert len(_hand(rp, 5, "P1")) == 7
    assert _hand(rp, 8, "P1") == _hand(rp, 5, "P1")


def test_mistake_card_is_not_drawn() -> None:
    events, _ = CASES["mistake-on-the-deck-top"]
    rp = replay(events)
    hand = _hand(rp, 4, "P1")
    assert A["arc"] in hand and A["g01"] not in hand and len(hand) == 6
