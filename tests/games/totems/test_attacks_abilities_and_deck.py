"""Tótems attacks, abilities and boxes, from match-log.md, sections.md and the rulebook only.

Each case is an independent log with the flags a judge computes by hand:
``(seq, player, section, severity)``. The card set is defined here (not the
shipped one): ``<power><suit>``, power 1–13, suits a b c d; cards 1–9 carry
the icon of their suit (a Espada, b Escudo, c Ojo, d Suma), 10–13 none.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from judge_app.games import get_game
from judge_app.games.loading import parse_log
from judge_app.replay import Replay

SUITS = {"a": "espada", "b": "escudo", "c": "ojo", "d": "suma"}
ALL = [f"{p}{s}" for p in range(1, 14) for s in "abcd"]
CARDS = {
    c: {"power": int(c[:-1]), "ability": SUITS[c[-1]] if int(c[:-1]) <= 9 else None} for c in ALL
}
HANDS = {
    "P1": ["5a", "9b", "3c", "11a", "13b", "4d", "7a"],
    "P2": ["6a", "2b", "8c", "12c", "10d", "1d", "13c"],
}
DEFENDERS = {"P1": ["9b", "3c", "11a", "4d"], "P2": ["2b", "8c", "12c", "10d"]}
# P1 keeps 5a 13b 7a in hand; P2 keeps 6a 1d 13c.
TOP = ["3a", "5b", "7c", "9d", "2a", "6b", "10a", "12a", "1a", "4a", "8a", "8b", "9a"]
DEALT = HANDS["P1"] + HANDS["P2"]
DECK = TOP + [c for c in ALL if c not in TOP and c not in DEALT]

Flag = tuple[int, str | None, str, str]


def envelope(events: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "format": "juez-match-log",
        "version": 1,
        "game": "totems",
        "players": [{"id": "P1", "name": "Ana"}, {"id": "P2", "name": "Luis"}],
        "cards": CARDS,
        "setup": {"deck": DECK, "hands": HANDS, "defenders": DEFENDERS},
        "events": events,
    }


def e(turn: int, player: str | None, action: str, **kw: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"turn": turn, "action": action}
    if player:
        out["player"] = player
    if "with_" in kw:
        kw["with"] = kw.pop("with_")
    out.update(kw)
    return out


def replay(events: list[dict[str, Any]]) -> Replay:
    return Replay(parse_log(json.dumps(envelope(events)), "redteam-totems.json"))


def flags(events: list[dict[str, Any]]) -> list[Flag]:
    return sorted((v.seq, v.player, v.section, v.severity.value) for v in replay(events).violations)


# A long clean game: 11 turns, both players use every action, Espada, Suma,
# a win at equal power, and it ends by Final 1 (all of P2's defenders gone).
CLEAN = [
    e(1, "P1", "draw"),  # 3a
    e(1, "P1", "attack", card="13b", target="8c"),  # 13 >= 8: both discarded
    e(1, "P1", "attack", card="7a", target="10d"),  # second attack after a win; 7 < 10 loses
    e(1, "P1", "end_turn"),
    e(2, "P2", "draw"),  # 5b
    e(2, "P2", "attack", card="13c", target="11a"),  # 13 >= 11
    e(2, "P2", "end_turn"),  # may stop after a win
    e(3, "P1", "draw"),  # 7c
    e(3, "P1", "replenish", card="7c"),  # P1 had 3 defenders
    e(3, "P1", "end_turn"),
    e(4, "P2", "draw"),  # 9d
    e(4, "P2", "attack", card="9d", target="3c"),  # 9 >= 3; Suma may draw
    e(4, "P2", "ability", card="9d", kind="suma"),  # draws 2a
    e(4, "P2", "end_turn"),
    e(5, "P1", "draw"),  # 6b
    e(5, "P1", "attack", card="5a", with_="6b", target="10d"),  # Espada 5+6=11 >= discovered 10
    e(5, "P1", "end_turn"),
    e(6, "P2", "draw"),  # 10a
    e(6, "P2", "exchange", defender="2b", card="10a"),  # 2b never discovered
    e(6, "P2", "end_turn"),
    e(7, "P1", "draw"),  # 12a
    e(7, "P1", "discard_draw", card="3a"),  # draws 1a
    e(7, "P1", "end_turn"),
    e(8, "P2", "draw"),  # 4a -> 6 in hand
    e(8, "P2", "replenish", card="4a"),  # P2 had 3 defenders (12c 10a + 4a)
    e(8, "P2", "end_turn"),
    e(9, "P1", "draw"),  # 8a
    e(9, "P1", "attack", card="12a", target="12c"),  # equal power wins
    e(9, "P1", "attack", card="8a", target="4a"),  # 8 >= 4
    e(9, "P1", "end_turn"),
    e(10, "P2", "draw"),  # 8b
    e(10, "P2", "attack", card="8b", target="7c"),  # 8 >= 7
    e(10, "P2", "end_turn"),
    e(11, "P1", "draw"),  # 9a
    e(11, "P1", "attack", card="9a", with_="1a", target="10a"),  # 9+1 = 10 >= 10: last defender
    e(11, None, "game_end", winner="P1", reason="final-1"),
]


def swaps(turns: int) -> list[dict[str, Any]]:
    """Turns of draw + exchange + end_turn: each hand grows by one card per own turn."""
    out: list[dict[str, Any]] = []
    for t in range(1, turns + 1):
        p = "P1" if t % 2 else "P2"
        own = (t + 1) // 2
        if p == "P1":
            pair = ("9b", "5a") if own % 2 else ("5a", "9b")
        else:
            pair = ("2b", "6a") if own % 2 else ("6a", "2b")
        out += [
            e(t, p, "draw"),
            e(t, p, "exchange", defender=pair[0], card=pair[1]),
            e(t, p, "end_turn"),
        ]
    return out


CASES: dict[str, tuple[list[dict[str, Any]], list[Flag]]] = {
    "clean-long-game": (CLEAN, []),
    # turno: the turn starts by drawing; the attack comes first.
    "action-before-draw": (
        [
            e(1, "P1", "attack", card="13b", target="8c"),
            e(1, "P1", "end_turn"),
        ],
        [(1, "P1", "turno", "error")],
    ),
    # turno: exactly one action (the second attack only follows a won attack).
    "two-actions": (
        [
            e(1, "P1", "draw"),
            e(1, "P1", "exchange", defender="9b", card="5a"),
            e(1, "P1", "discard_draw", card="13b"),
            e(1, "P1", "end_turn"),
        ],
        [(3, "P1", "turno", "error")],
    ),
    # reponer: only with fewer than 4 defenders.
    "replenish-with-four": (
        [
            e(1, "P1", "draw"),
            e(1, "P1", "replenish", card="5a"),
            e(1, "P1", "end_turn"),
        ],
        [(2, "P1", "reponer", "error")],
    ),
    # atacar: a discovered 12 can only be attacked with 12 or more; 7a < 12.
    "weaker-on-discovered": (
        [
            e(1, "P1", "draw"),  # 3a
            e(1, "P1", "attack", card="5a", target="12c"),  # loses, 12c discovered
            e(1, "P1", "end_turn"),
            e(2, "P2", "draw"),
            e(2, "P2", "discard_draw", card="1d"),
            e(2, "P2", "end_turn"),
            e(3, "P1", "draw"),
            e(3, "P1", "attack", card="7a", target="12c"),
            e(3, "P1", "end_turn"),
        ],
        [(8, "P1", "atacar", "error")],
    ),
    # fin-de-turno: no more than two attacks a turn (two wins, then a third).
    "third-attack": (
        [
            e(1, "P1", "draw"),  # 3a
            e(1, "P1", "attack", card="13b", target="8c"),  # wins
            e(1, "P1", "attack", card="7a", with_="5a", target="12c"),  # 12 >= 12 wins
            e(1, "P1", "attack", card="3a", target="10d"),
            e(1, "P1", "end_turn"),
        ],
        [(4, "P1", "fin-de-turno", "error")],
    ),
    # fin-de-turno: 7 cards at end of P1's 4th turn (3 + 4 draws, exchanges keep the count).
    "hand-over-six": (swaps(7), [(21, "P1", "fin-de-turno", "error")]),
    # near miss: the same, with the discard of one card before ending the turn.
    "hand-over-six-discarded": (
        [
            *swaps(6),
            e(7, "P1", "draw"),
            e(7, "P1", "exchange", defender="5a", card="9b"),
            e(7, "P1", "discard", cards=["13b"]),
            e(7, "P1", "end_turn"),
        ],
        [],
    ),
    # intercambio: only a defender not yet discovered.
    "exchange-discovered": (
        [
            e(1, "P1", "draw"),
            e(1, "P1", "attack", card="7a", target="12c"),  # loses, 12c discovered
            e(1, "P1", "end_turn"),
            e(2, "P2", "draw"),  # 5b
            e(2, "P2", "exchange", defender="12c", card="5b"),
            e(2, "P2", "end_turn"),
        ],
        [(5, "P2", "intercambio", "error")],
    ),
    # espada: a partner only when one of the two carries the Espada (13c none, 1d Suma).
    "partner-without-espada": (
        [
            e(1, "P1", "draw"),  # 3a
            e(1, "P1", "discard_draw", card="13b"),  # draws 5b
            e(1, "P1", "end_turn"),
            e(2, "P2", "draw"),  # 7c
            e(2, "P2", "attack", card="13c", with_="1d", target="11a"),
            e(2, "P2", "end_turn"),
        ],
        [(5, "P2", "espada", "error")],
    ),
    # ojo: the ability works only when its card attacks or defends with success; 8c was defeated.
    "ojo-after-defeat": (
        [
            e(1, "P1", "draw"),
            e(1, "P1", "attack", card="13b", target="8c"),
            e(1, "P2", "ability", card="8c", kind="ojo", target="9b"),
            e(1, "P1", "end_turn"),
        ],
        [(3, "P2", "ojo", "error")],
    ),
    # near miss: 8c defends with success (7 < 8) and its owner discovers 9b in P1's turn.
    "ojo-after-defence": (
        [
            e(1, "P1", "draw"),
            e(1, "P1", "attack", card="7a", target="8c"),
            e(1, "P2", "ability", card="8c", kind="ojo", target="9b"),
            e(1, "P1", "end_turn"),
        ],
        [],
    ),
    # atacar: the attacking card comes from the hand; 11a is one of P1's defenders.
    "attack-from-defenders": (
        [
            e(1, "P1", "draw"),
            e(1, "P1", "attack", card="11a", target="8c"),
            e(1, "P1", "end_turn"),
        ],
        [(2, "P1", "atacar", "error")],
    ),
    # fin-de-la-partida: P2 still has four defenders.
    "false-game-end": (
        [
            e(1, "P1", "draw"),
            e(1, "P1", "attack", card="13b", target="8c"),
            e(1, "P1", "end_turn"),
            e(1, None, "game_end", winner="P1", reason="final-1"),
        ],
        [(4, None, "fin-de-la-partida", "error")],
    ),
    # escudo: a discovered Escudo survives the first attack whatever its power; the
    # attack is lost, so no second attack; next turn 3a defeats it.
    "escudo-first-attack": (
        [
            e(1, "P1", "draw"),  # 3a
            e(1, "P1", "attack", card="13b", target="2b"),
            e(1, "P1", "end_turn"),
            e(2, "P2", "draw"),
            e(2, "P2", "discard_draw", card="1d"),
            e(2, "P2", "end_turn"),
            e(3, "P1", "draw"),
            e(3, "P1", "attack", card="3a", target="2b"),
            e(3, "P1", "end_turn"),
        ],
        [],
    ),
}


@pytest.mark.parametrize("name", list(CASES))
def test_written_log(name: str) -> None:
    events, expected = CASES[name]
    assert flags(events) == sorted(expected)


def _defenders(rp: Replay, seq: int, player: str) -> list[str]:
    text = json.dumps(rp.state_json(seq))
    state = json.loads(text)
    return [str(c) for c in _find_defenders(state, player)]


def _find_defenders(state: Any, player: str) -> list[Any]:
    players = state.get("players", state)
    side = (
        players[player]
        if isinstance(players, dict)
        else next(p for p in players if p.get("player", p.get("id")) == player)
    )
    found = side["defenders"]
    return [d["instance"] if isinstance(d, dict) else d for d in found]


def test_escudo_survives_the_first_attack_and_falls_to_the_second() -> None:
    events, _ = CASES["escudo-first-attack"]
    rp = replay(events)
    assert "2b" in _defenders(rp, 2, "P2")
    assert "2b" not in _defenders(rp, 8, "P2")


def test_clean_game_figures() -> None:
    rp = replay(CLEAN)
    assert _defenders(rp, len(CLEAN), "P2") == []
    assert sorted(_defenders(rp, len(CLEAN), "P1")) == ["4d", "9b"]


def _deck_file(deck: list[str]) -> dict[str, Any]:
    return {"game": "totems", "cards": CARDS, "deck": deck}


def test_deck_check_legal_box() -> None:
    assert get_game("totems").deck_problems(_deck_file(list(ALL))) == []


@pytest.mark.parametrize("deck", [ALL[:-1], [*ALL, "dup:1a"]], ids=["51-cards", "53-with-a-copy"])
def test_deck_check_illegal_box(deck: list[str]) -> None:
    problems = get_game("totems").deck_problems(_deck_file(list(deck)))
    assert any(v.severity.value == "error" for v in problems)
    assert all(v.seq == 0 for v in problems)


def test_deck_check_odd_spread_is_a_warning() -> None:
    """52 cards but five 1s and three 13s: the rulebook never prints four of each."""
    problems = get_game("totems").deck_problems(_deck_file([*ALL[:-1], "dup:1a"]))
    assert problems and {v.severity.value for v in problems} == {"warning"}


def test_result_words_are_checked() -> None:
    """A logged ``result`` (any common wording) is compared with the powers."""
    base = [e(1, "P1", "draw")]
    for word, wrong in (
        ("win", False),
        ("attacker", False),
        ("lose", True),
        (True, False),
        ("defender", True),
        ("lost", True),
    ):
        events = [
            *base,
            e(1, "P1", "attack", card="13b", target="8c", result=word),
            e(1, "P1", "end_turn"),
        ]
        expected = [(2, "P1", "atacar", "error")] if wrong else []
        assert flags(events) == expected, word
