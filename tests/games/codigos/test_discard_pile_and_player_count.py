"""Códigos: the discard-pile slot, the REVELEN shuffle, and games of 3 and 4 players.

Written from match-log.md, sections.md and the (OCR) rulebook before reading
the module's code for each rule. Covered: taking from the discard-pile slot
(encarte position 2), the shuffle of the first REVELEN card into the discard
pile and its coming out again, 3 and 4 players (the Preparación table, turn
and revelation order, Excepciones 2), and the citation of "sólo puede haber
un código incompleto" (printed under ACCIONES → EXPONER CÓDIGO: ``acciones``).

Readings (a judge's, stated so they can be argued with):
- The third encarte card *is* the DESCARTE pile: taking it uncovers the card
  below; only an empty pile is refilled from the deck. Otherwise the REVELEN
  card shuffled into the pile could never "seguir en juego", as the rulebook
  says it does ("será decisión de los jugadores utilizar dicha pila sabiendo
  que hay una carta para revelar entre las cartas descartadas").
- The order of the shuffled pile is random, so the log states it: an optional
  ``shuffle`` event (``pile``: the pile top first, the REVELEN card included)
  logged after the first revelation (docs/extensions.md). A REVELEN card that
  comes up from the pile starts a revelation and is then set aside.
- Excepciones 2, 4 players: the discard pile is used without a REVELEN card;
  the first one out is set aside, not shuffled in.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from judge_app.games.loading import parse_log
from judge_app.replay import Replay
from tests.games.codigos.test_two_player_logs import CARDS as CARDS1
from tests.games.codigos.test_two_player_logs import SETUP as SETUP2
from tests.games.codigos.test_two_player_logs import A, C, G, T, e, envelope, flags, replay

CARDS: dict[str, Any] = {
    **CARDS1,
    **{f"w{i}": {"kind": "comodin"} for i in range(3, 6)},
}

Flag = tuple[int, str | None, str, str]


def multi(players: int, setup: dict[str, Any], events: list[dict[str, Any]]) -> Replay:
    env = envelope(events, setup)
    env["cards"] = CARDS
    env["players"] = [{"id": f"P{i}", "name": f"J{i}"} for i in range(1, players + 1)]
    return Replay(parse_log(json.dumps(env), "redteam2-codigos.json"))


def mflags(players: int, setup: dict[str, Any], events: list[dict[str, Any]]) -> list[Flag]:
    return sorted(((v.seq, v.player, v.section, v.severity.value)
                   for v in multi(players, setup, events).violations), key=str)


# ------------------------------------------------------------ the discard-pile slot
# SETUP2: deck c10 c11 r1 c12 w1 c13 c14 r2 c15 w2 c16 r3 c17 c18 r4; encarte c07 c08 c09
# (Soldier on 0); P1 c01 c02 c03, P2 c04 c05 c06.
PILE = [
    e(1, "P1", "discard", card="c03"),  # tanque onto c09 (casco): pile c09 c03
    e(1, "P1", "take", card="c08"),  # c10 fills place 1
    e(1, "P1", "end_turn"),
    e(2, "P2", "take", card="c03"),  # the pile's top: c09 shows again, the deck is untouched
    e(2, "P2", "discard", card="c06"),  # tanque onto casco
    e(2, "P2", "end_turn"),
    e(3, "P1", "take", card="c10"),  # c11 fills place 1
    e(3, "P1", "discard", card="c01"),  # granada onto tanque
    e(3, "P1", "end_turn"),
]

# The first REVELEN card (r1) comes out in turn 3, both players reveal, the pile is
# shuffled with r1 in it, and in turn 4 P2 takes the pile's top and uncovers r1.
SHUFFLED = ["c08", "r1", "c09", "c03", "c01", "c10", "c06", "c04"]
SHUFFLE = [
    e(1, "P1", "lay_code", code="c02", cards=["c03", "c01"]),  # tanque, granada: hidden
    e(1, "P1", "take", card="c08"),  # c10 fills place 1
    e(1, "P1", "end_turn"),
    e(2, "P2", "take", card="c10"),  # c11 fills place 1
    e(2, "P2", "lay_code", code="c05", cards=["c10", "c06", "c04"]),  # granada tanque avion
    e(2, "P2", "end_turn"),
    e(3, "P1", "discard", card="c08"),  # avion onto casco: pile c09 c08
    e(3, "P1", "take", card="c11"),  # r1 comes out: revelation; c12 fills place 1
    e(3, "P1", "reveal_code", code="c02", said=[T, G]),  # exact: 3 + 2
    e(3, "P2", "reveal_code", code="c05", said=[G, T, A]),  # exact: 4 + 2
    e(3, "P1", "shuffle", pile=SHUFFLED),  # r1 with the pile (and the revealed symbols)
    e(3, "P1", "end_turn"),
    e(4, "P2", "take", card="c08"),  # uncovers r1: a revelation with nothing hidden
    e(4, "P2", "take", card="c09"),  # uncovers c03
    e(4, "P2", "end_turn"),
]

CASES: dict[str, tuple[list[dict[str, Any]], list[Flag]]] = {
    "take-from-pile": (PILE, []),
    # soldado: the pile's top under the Soldier cannot be taken…
    "take-pile-under-soldier": (
        [
            e(1, "P1", "take", card="c08"),
            e(1, "P1", "soldier", to=2),
            e(1, "P1", "end_turn"),
            e(2, "P2", "take", card="c09"),
            e(2, "P2", "discard", card="c06"),
            e(2, "P2", "end_turn"),
        ],
        [(4, "P2", "soldado", "error")],
    ),
    # …but a card may be discarded onto it ("aunque ésta tenga el soldado arriba").
    "discard-onto-soldier-pile": (
        [
            e(1, "P1", "take", card="c08"),
            e(1, "P1", "soldier", to=2),
            e(1, "P1", "end_turn"),
            e(2, "P2", "discard", card="c06"),
            e(2, "P2", "take", card="c10"),
            e(2, "P2", "end_turn"),
        ],
        [],
    ),
    # acciones (DESCARTAR): the uncovered card decides the symbol rule (c09 casco again).
    "discard-same-symbol-as-uncovered": (
        [
            e(1, "P1", "discard", card="c03"),
            e(1, "P1", "take", card="c08"),
            e(1, "P1", "end_turn"),
            e(2, "P2", "take", card="c03"),  # c09 (casco) on top again
            e(2, "P2", "discard", card="c05"),  # casco onto casco
            e(2, "P2", "end_turn"),
        ],
        [(5, "P2", "acciones", "error")],
    ),
    "shuffle-and-uncover": (SHUFFLE, []),
    # revelar-y-puntuacion: the shuffled pile is the pile plus the REVELEN card, nothing else.
    "shuffle-missing-a-card": (
        [*SHUFFLE[:10], e(3, "P1", "shuffle", pile=SHUFFLED[:-1]), *SHUFFLE[11:]],
        [(11, "P1", "revelar-y-puntuacion", "error")],
    ),
    # revelar-y-puntuacion: only the first REVELEN card is shuffled, once it came out.
    "shuffle-before-any-revelen": (
        [
            e(1, "P1", "take", card="c08"),
            e(1, "P1", "shuffle", pile=["c09"]),
            e(1, "P1", "discard", card="c03"),
            e(1, "P1", "end_turn"),
        ],
        [(2, "P1", "revelar-y-puntuacion", "error")],
    ),
    # acciones: the rule "sólo puede haber un código incompleto" is printed under EXPONER
    # CÓDIGO; once the first is complete (hidden) a new one may be exposed.
    "expose-after-completing": (
        [
            e(1, "P1", "expose", card="c01"),  # granada, casco; c01 is its own granada
            e(1, "P1", "complete", code="c01", cards=["c02"]),  # casco: complete, hidden
            e(1, "P1", "end_turn"),
            e(2, "P2", "take", card="c08"),
            e(2, "P2", "discard", card="c06"),
            e(2, "P2", "end_turn"),
            e(3, "P1", "expose", card="c03"),
            e(3, "P1", "take", card="c10"),
            e(3, "P1", "end_turn"),
        ],
        [],
    ),
    "expose-second-incomplete": (
        [
            e(1, "P1", "expose", card="c05"),
            e(1, "P1", "complete", code="c05", cards=["c01"]),  # granada: still incomplete
            e(1, "P1", "end_turn"),
            e(2, "P2", "take", card="c08"),
            e(2, "P2", "discard", card="c06"),
            e(2, "P2", "end_turn"),
            e(3, "P1", "expose", card="c03"),
            e(3, "P1", "take", card="c10"),
            e(3, "P1", "end_turn"),
        ],
        [(7, "P1", "acciones", "error")],
    ),
}

SETUP_EXPOSE = {"collection": {"P1": ["c01", "c05", "c03"], "P2": ["c04", "c02", "c06"]}}


@pytest.mark.parametrize("name", list(CASES))
def test_written_log(name: str) -> None:
    events, expected = CASES[name]
    setup = None
    if name.startswith("expose-"):
        setup = copy.deepcopy(SETUP2)
        setup.update(copy.deepcopy(SETUP_EXPOSE))
        if name == "expose-after-completing":
            setup["collection"] = {"P1": ["c01", "c02", "c03"], "P2": ["c04", "c05", "c06"]}
    assert flags(events, setup) == sorted(expected, key=str)


def test_taking_the_pile_uncovers_and_leaves_the_deck() -> None:
    rp = replay(PILE)
    st = rp.state_at(4)
    assert st.top() == "c09"
    assert st.encarte[1] == "c10"
    assert st.deck[0] == "c11" and len(st.deck) == 14
    st = rp.state_at(7)
    assert st.encarte[1] == "c11" and st.top() == "c06"


def test_shuffled_revelen_comes_out_of_the_pile() -> None:
    rp = replay(SHUFFLE)
    st = rp.state_at(11)
    assert st.top() == "c08" and "r1" in st.discard
    assert {p: st.sides[p].score for p in ("P1", "P2")} == {"P1": 5, "P2": 6}
    deck_after = list(st.deck)
    st = rp.state_at(13)
    assert "r1" not in st.discard and "r1" in st.set_aside
    assert st.top() == "c09" and st.reveals_seen == 2
    st = rp.state_at(14)
    assert st.top() == "c03" and st.deck == deck_after


def test_without_a_shuffle_event_the_revelen_is_in_the_pile() -> None:
    """No ``shuffle`` logged: the REVELEN card is somewhere below the pile's top."""
    events = [*SHUFFLE[:10], *SHUFFLE[11:12]]
    st = replay(events).state_at(len(events))
    assert "r1" in st.discard and st.top() == "c08"


# ------------------------------------------------------------ 3 and 4 players
def setup3(**changes: Any) -> dict[str, Any]:
    out: dict[str, Any] = {
        "players": 3,
        "wildcards": 3,
        "reveal_cards": 3,
        "deck": ["c10", "c11", "c14", "c15", "r1", "w1", "c16", "w2", "c17", "w3", "r2", "r3"],
        "encarte": {"cards": ["c07", "c08", "c09"], "soldier": 0},
        "collection": {"P1": ["c01", "c02", "c03"], "P2": ["c04", "c05", "c06"],
                       "P3": ["c12", "c13", "c18"]},
    }
    out.update(changes)
    return out


def setup4(**changes: Any) -> dict[str, Any]:
    out: dict[str, Any] = {
        "players": 4,
        "wildcards": 5,
        "reveal_cards": 2,
        "deck": ["c10", "r1", "c11", "c17", "w1", "w2", "w3", "w4", "w5", "r2"],
        "encarte": {"cards": ["c07", "c08", "c09"], "soldier": 0},
        "collection": {"P1": ["c01", "c02", "c03"], "P2": ["c04", "c05", "c06"],
                       "P3": ["c12", "c13", "c18"], "P4": ["c14", "c15", "c16"]},
    }
    out.update(changes)
    return out


@pytest.mark.parametrize(
    ("players", "setup", "bad"),
    [
        (3, setup3(), False),
        (3, setup3(wildcards=2, deck=[c for c in setup3()["deck"] if c != "w3"]), True),
        (3, setup3(reveal_cards=4, deck=[*setup3()["deck"][:-1], "r4", "r3"]), True),
        (4, setup4(), False),
        (4, setup4(wildcards=4, deck=[c for c in setup4()["deck"] if c != "w5"]), False),
        (4, setup4(wildcards=3, deck=[c for c in setup4()["deck"] if c not in ("w4", "w5")]),
         True),
        (4, setup4(reveal_cards=3, deck=[*setup4()["deck"][:-1], "r3", "r2"]), True),
    ],
    ids=["3p", "3p-2-wild", "3p-4-reveal", "4p-5-wild", "4p-4-wild", "4p-3-wild", "4p-3-reveal"],
)
def test_preparacion_by_player_count(players: int, setup: dict[str, Any], bad: bool) -> None:
    found = mflags(players, setup, [])
    assert found == ([(0, None, "preparacion", "error")] if bad else [])


THREE = [
    e(1, "P1", "lay_code", code="c02", cards=["c03", "c01"]),
    e(1, "P1", "take", card="c08"),  # c10 fills place 1
    e(1, "P1", "end_turn"),
    e(2, "P2", "take", card="c10"),  # c11
    e(2, "P2", "lay_code", code="c05", cards=["c10", "c06", "c04"]),
    e(2, "P2", "end_turn"),
    e(3, "P3", "lay_code", code="c12", cards=["c13", "c18"]),  # granada granada
    e(3, "P3", "take", card="c11"),  # c14
    e(3, "P3", "end_turn"),
    e(4, "P1", "discard", card="c08"),  # avion onto casco
    e(4, "P1", "take", card="c14"),  # c15
    e(4, "P1", "end_turn"),
    e(5, "P2", "take", card="c15"),  # r1: P2 reveals first, then P3, then P1; w1 fills
    e(5, "P2", "reveal_code", code="c05", said=[G, T, A]),  # 4 + 2
    e(5, "P3", "reveal_code", code="c12", said=[G, G]),  # 2 + 2
    e(5, "P1", "reveal_code", code="c02", said=[T, G]),  # 3 + 2
    e(5, "P2", "take", card="w1"),  # the turn's second action; c16 fills
    e(5, "P2", "end_turn"),
]


def test_three_players_clean_and_scores() -> None:
    rp = multi(3, setup3(), THREE)
    assert [(v.seq, v.section) for v in rp.violations] == []
    st = rp.state_at(len(THREE))
    assert {p: st.sides[p].score for p in ("P1", "P2", "P3")} == {"P1": 5, "P2": 6, "P3": 4}


def test_three_players_revelation_order() -> None:
    """The player in turn reveals first, then the others in turn order: P2, P3, P1."""
    events = [*THREE[:14], THREE[15], THREE[14], *THREE[16:]]
    assert mflags(3, setup3(), events) == [(15, "P1", "revelar-y-puntuacion", "error")]


def test_three_players_turn_order() -> None:
    events = [*THREE[:3], e(2, "P3", "take", card="c10"), e(2, "P3", "discard", card="c12"),
              e(2, "P3", "end_turn")]
    assert mflags(3, setup3(), events) == [(4, "P3", "acciones", "error")]


FOUR = [
    e(1, "P1", "discard", card="c03"),  # tanque onto casco: pile c09 c03
    e(1, "P1", "take", card="c08"),  # c10
    e(1, "P1", "end_turn"),
    e(2, "P2", "take", card="c10"),  # r1 comes out (nothing hidden); c11 fills
    e(2, "P2", "discard", card="c05"),  # casco onto tanque
    e(2, "P2", "end_turn"),
    e(3, "P3", "take", card="c05"),  # uncovers c03
    e(3, "P3", "discard", card="c13"),  # granada onto tanque
    e(3, "P3", "end_turn"),
]


def test_four_players_pile_without_revelen() -> None:
    """Excepciones 2: with 4 players the discard pile is used without a REVELEN card."""
    rp = multi(4, setup4(), FOUR)
    assert [(v.seq, v.section) for v in rp.violations] == []
    st = rp.state_at(4)
    assert "r1" not in st.discard and st.reveals_seen == 1
    assert st.top() == "c03" and st.encarte[1] == "c11"
    assert rp.state_at(7).top() == "c03"
    # the 2-player rule, by contrast, puts the first REVELEN card into the pile
    two = [e(1, "P1", "take", card="c08"), e(1, "P1", "discard", card="c03"),
           e(1, "P1", "end_turn"), e(2, "P2", "take", card="c10"), e(2, "P2", "take", card="c11")]
    st2 = replay(two).state_at(5)
    assert "r1" in st2.discard


def test_four_players_shuffle_with_revelen_is_flagged() -> None:
    """Excepciones 2 is the rule the shuffle breaks with 4 players (issue 24: the exception
    itself is cited, so that the coverage table shows it checked)."""
    events = [*FOUR[:4], e(2, "P2", "shuffle", pile=["c03", "r1", "c09"]), *FOUR[4:]]
    assert mflags(4, setup4(), events) == [(5, "P2", "excepciones", "error")]


def test_four_players_reuse_the_pile_without_the_revelen_card() -> None:
    """The near miss: the pile reshuffled without the REVELEN card is what Excepciones 2 asks."""
    events = [*FOUR[:4], e(2, "P2", "shuffle", pile=["c03", "c09"]), *FOUR[4:]]
    assert mflags(4, setup4(), events) == []


def test_card_names_are_the_first_red_teams() -> None:
    assert C == "casco" and CARDS["w5"]["kind"] == "comodin"
