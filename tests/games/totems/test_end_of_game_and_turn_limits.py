"""Tótems: the end of the game (FINAL 2), two attacks a turn, the hand of 6, every ability.

Written from match-log.md, sections.md and the rulebook before reading the
module's code for each rule. Covered here: the end of the game when the deck
runs out (FINAL 2: the drawer of the last card plays the last turn; more
defenders wins, then the sum of powers, then a draw), at most two attacks a
turn and the second attack only after a won one (with the "no cards left:
draw one and pass" case), the hand of 6 checked only at the end of one's own
turn, and every ability with its discovery rules (Espada annuls its partner,
Escudo immunity, Ojo discovering and annulling, Suma drawing the deck top
even in the rival's turn). Flags are ``(seq, player, section, severity)``.

Readings (a judge's, stated so they can be argued with):
- A second attack after a *lost* one breaks the permission printed with the
  attack (``atacar``); any other action after a won attack is a second
  action (``turno``). Play after the end of the game is flagged once per
  event (``fin-de-la-partida``).
- The hand-limit ``discard`` belongs to "ANTES DE ACABAR EL TURNO"
  (``fin-de-turno``): discarding with 6 or fewer in hand is flagged there.
- An Escudo discovered by an Ojo has its ability annulled (Ojo's text), so it
  has no immunity: the first attack on it is decided by the powers.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from judge_app.replay import Replay
from tests.games.totems.test_attacks_abilities_and_deck import (
    CARDS,
    DECK,
    DEFENDERS,
    HANDS,
    Flag,
    e,
    envelope,
)
from tests.games.totems.test_attacks_abilities_and_deck import flags as flags1
from tests.games.totems.test_attacks_abilities_and_deck import replay as replay1

POWER = {c: int(c[:-1]) for c in CARDS}


def state(rp: Replay, seq: int) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(rp.state_json(seq)))
    return data


def names(zone: list[Any]) -> list[str]:
    return [str(c["instance"]) if isinstance(c, dict) else str(c) for c in zone]


def hand(rp: Replay, seq: int, player: str) -> list[str]:
    st = state(rp, seq)
    side = st.get("players", st)[player]
    return names(side["hand"])


def defenders(rp: Replay, seq: int, player: str) -> list[str]:
    st = state(rp, seq)
    side = st.get("players", st)[player]
    return names(side["defenders"])


# ---------------------------------------------------------------- FINAL 2

class Sim:
    """Card bookkeeping to *write* a long legal log (the flags are still computed by hand)."""

    def __init__(self) -> None:
        self.deck = list(DECK)
        self.hands = {p: [c for c in HANDS[p] if c not in DEFENDERS[p]] for p in HANDS}
        self.defenders = {p: list(DEFENDERS[p]) for p in DEFENDERS}
        self.events: list[dict[str, Any]] = []

    def draw(self, t: int, p: str) -> None:
        self.hands[p].append(self.deck.pop(0))
        self.events.append(e(t, p, "draw"))

    def discard_draw(self, t: int, p: str) -> None:
        card = self.hands[p].pop(0)
        self.hands[p].append(self.deck.pop(0))
        self.events.append(e(t, p, "discard_draw", card=card))

    def exchange(self, t: int, p: str, defender: str, card: str) -> None:
        self.defenders[p][self.defenders[p].index(defender)] = card
        self.hands[p].remove(card)
        self.hands[p].append(defender)
        self.events.append(e(t, p, "exchange", defender=defender, card=card))

    def end(self, t: int, p: str) -> None:
        extra = len(self.hands[p]) - 6
        if extra > 0:
            cards = self.hands[p][:extra]
            del self.hands[p][:extra]
            self.events.append(e(t, p, "discard", cards=cards))
        self.events.append(e(t, p, "end_turn"))


def deck_out_game(exchanges: bool) -> Sim:
    """Every turn: draw, discard_draw (2 cards of the 38 in the deck), discard to 6.

    Without exchanges the 38th card is drawn by P1's ``discard_draw`` in turn 19:
    P1 plays the last turn. With the two opening exchanges (9b↔13b, 2b↔1d) turns
    1 and 2 take one card each, so the 38th card is P2's in turn 20.
    """
    sim = Sim()
    t = 1
    while sim.deck:
        p = "P1" if t % 2 else "P2"
        sim.draw(t, p)
        if exchanges and t == 1:
            sim.exchange(t, p, "9b", "13b")
        elif exchanges and t == 2:
            sim.exchange(t, p, "2b", "1d")
        else:
            sim.discard_draw(t, p)
        sim.end(t, p)
        t += 1
    return sim


def test_deck_out_shape() -> None:
    """The generated games are the ones the cases below reason about."""
    plain = deck_out_game(False)
    assert plain.events[-1]["turn"] == 19 and plain.events[-1]["player"] == "P1"
    assert sum(POWER[c] for c in plain.defenders["P1"]) == 27  # 9b 3c 11a 4d
    assert sum(POWER[c] for c in plain.defenders["P2"]) == 32  # 2b 8c 12c 10d
    swapped = deck_out_game(True)
    assert swapped.events[-1]["turn"] == 20 and swapped.events[-1]["player"] == "P2"
    assert sum(POWER[c] for c in swapped.defenders["P1"]) == 31  # 13b 3c 11a 4d
    assert sum(POWER[c] for c in swapped.defenders["P2"]) == 31  # 1d 8c 12c 10d


def _final2(exchanges: bool, tail: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [*deck_out_game(exchanges).events, *tail]


N_PLAIN = len(deck_out_game(False).events)
N_SWAP = len(deck_out_game(True).events)

FINAL2: dict[str, tuple[list[dict[str, Any]], list[Flag]]] = {
    # 4 defenders each; 27 < 32: P2 wins on power although P1 played the last turn.
    "power-decides": (
        _final2(False, [e(19, None, "game_end", winner="P2", reason="final-2")]), []),
    "power-decides-wrong-claim": (
        _final2(False, [e(19, None, "game_end", winner="P1", reason="final-2")]),
        [(N_PLAIN + 1, None, "fin-de-la-partida", "error")]),
    # 31 = 31: a draw (empate), no winner.
    "tie-is-a-draw": (
        _final2(True, [e(20, None, "game_end", winner=None, reason="final-2")]), []),
    "tie-claimed-as-win": (
        _final2(True, [e(20, None, "game_end", winner="P1", reason="final-2")]),
        [(N_SWAP + 1, None, "fin-de-la-partida", "error")]),
    # P1 drew the last card and played the last turn: P2 gets no turn 20 (each play is
    # flagged once; the closing end_turn is not).
    "turn-after-the-last": (
        _final2(False, [
            e(20, "P2", "draw"),
            e(20, "P2", "exchange", defender="12c", card=deck_out_game(False).hands["P2"][0]),
            e(20, "P2", "end_turn"),
        ]),
        [(N_PLAIN + 1, "P2", "fin-de-la-partida", "error"),
         (N_PLAIN + 2, "P2", "fin-de-la-partida", "error")]),
}


@pytest.mark.parametrize("name", list(FINAL2))
def test_final_2(name: str) -> None:
    events, expected = FINAL2[name]
    assert flags1(events) == sorted(expected)


def test_final_2_on_the_start_of_turn_draw() -> None:
    """The 38th card drawn at the start of turn 20 (P2): P2 still plays that turn's action.

    Turn 1 exchanges 11a for 5a (P1: 9b 3c 5a 4d = 21), so one card is left for turn 20;
    P2's last action exchanges 12c for the first card of its hand, and the winner follows.
    """
    sim = Sim()
    sim.draw(1, "P1")
    sim.exchange(1, "P1", "11a", "5a")
    sim.end(1, "P1")
    t = 2
    while len(sim.deck) > 1:
        p = "P1" if t % 2 else "P2"
        sim.draw(t, p)
        sim.discard_draw(t, p)
        sim.end(t, p)
        t += 1
    assert t == 20
    sim.draw(20, "P2")  # the last card
    last_action = sim.hands["P2"][0]
    ok = [*sim.events, e(20, "P2", "exchange", defender="12c", card=last_action),
          e(20, "P2", "discard", cards=[sim.hands["P2"][1]]), e(20, "P2", "end_turn")]
    p2_sum = 32 - 12 + POWER[last_action]
    winner = "P2" if p2_sum > 21 else ("P1" if p2_sum < 21 else None)
    assert flags1([*ok, e(20, None, "game_end", winner=winner, reason="final-2")]) == []
    # The turn with an empty deck cannot use the Descarte action (it needs a draw).
    bad = [*sim.events, e(20, "P2", "discard_draw", card=last_action), e(20, "P2", "end_turn")]
    assert flags1(bad) == [(len(sim.events) + 1, "P2", "fin-de-la-partida", "error")]
    # Ending the game before P2's last turn is played is a false claim.
    early = [*sim.events, e(20, None, "game_end", winner="P2", reason="final-2")]
    assert flags1(early) == [(len(sim.events) + 1, None, "fin-de-la-partida", "error")]


# ---------------------------------------------------------------- attacks and hand

SWAPS5 = [
    # P1 / P2 exchange back and forth (the first red team's ``swaps``): hands grow by one a turn.
    e(1, "P1", "draw"), e(1, "P1", "exchange", defender="9b", card="5a"), e(1, "P1", "end_turn"),
    e(2, "P2", "draw"), e(2, "P2", "exchange", defender="2b", card="6a"), e(2, "P2", "end_turn"),
    e(3, "P1", "draw"), e(3, "P1", "exchange", defender="5a", card="9b"), e(3, "P1", "end_turn"),
    e(4, "P2", "draw"), e(4, "P2", "exchange", defender="6a", card="2b"), e(4, "P2", "end_turn"),
    e(5, "P1", "draw"), e(5, "P1", "exchange", defender="9b", card="5a"), e(5, "P1", "end_turn"),
]
# After SWAPS5: P1 hand 13b 7a 9b 3a 7c 2a (6); P2 hand 1d 13c 5b 9d 6a; deck top 6b 10a 12a 1a.
SUMA_DEFENCE = [
    *SWAPS5,
    e(6, "P2", "draw"),  # 6b
    e(6, "P2", "attack", card="1d", target="4d"),  # 1 < 4: loses, 4d discovered
    e(6, "P1", "ability", card="4d", kind="suma"),  # P1 draws 10a in P2's turn: 7 in hand
    e(6, "P2", "end_turn"),  # P1's 7 cards are not P2's business
    e(7, "P1", "draw"),  # 12a: 8 in hand
    e(7, "P1", "exchange", defender="5a", card="9b"),
]

CASES: dict[str, tuple[list[dict[str, Any]], list[Flag]]] = {
    # atacar: the second attack only follows a *won* attack (printed with the attack).
    "second-attack-after-a-loss": (
        [
            e(1, "P1", "draw"),
            e(1, "P1", "attack", card="7a", target="12c"),  # 7 < 12: lost
            e(1, "P1", "attack", card="13b", target="8c"),
            e(1, "P1", "end_turn"),
        ],
        [(3, "P1", "atacar", "error")],
    ),
    # turno: after a won attack only another attack (or passing) is allowed.
    "exchange-after-a-won-attack": (
        [
            e(1, "P1", "draw"),
            e(1, "P1", "attack", card="13b", target="8c"),
            e(1, "P1", "exchange", defender="9b", card="5a"),
            e(1, "P1", "end_turn"),
        ],
        [(3, "P1", "turno", "error")],
    ),
    # atacar: a player who wins and has no cards left draws one and passes.
    "won-with-empty-hand-draws": (
        [
            e(1, "P1", "draw"),  # 3a: hand 5a 13b 7a 3a
            e(1, "P1", "attack", card="7a", with_="5a", target="8c"),  # 12 >= 8
            e(1, "P1", "attack", card="13b", with_="3a", target="12c"),  # 16 >= 12: hand empty
            e(1, "P1", "end_turn"),
            e(2, "P2", "draw"),  # 5b
            e(2, "P2", "replenish", card="1d"),  # P2 had 2 defenders
            e(2, "P2", "end_turn"),
            e(3, "P1", "draw"),  # 7c: the only card
            e(3, "P1", "attack", card="7c", target="1d"),  # 7 >= 1: won, hand empty
            e(3, "P1", "draw"),  # 9d, then pass
            e(3, "P1", "end_turn"),
        ],
        [],
    ),
    "draw-after-a-win-with-cards-left": (
        [
            e(1, "P1", "draw"),
            e(1, "P1", "attack", card="13b", target="8c"),  # won; 5a 7a 3a left
            e(1, "P1", "draw"),
            e(1, "P1", "end_turn"),
        ],
        [(3, "P1", "turno", "error")],
    ),
    # fin-de-turno: the hand is checked at the end of one's own turn only.
    "suma-in-rivals-turn-then-discard-two": (
        [*SUMA_DEFENCE, e(7, "P1", "discard", cards=["3a", "2a"]), e(7, "P1", "end_turn")],
        [],
    ),
    "suma-in-rivals-turn-discard-one": (
        [*SUMA_DEFENCE, e(7, "P1", "discard", cards=["3a"]), e(7, "P1", "end_turn")],
        [(len(SUMA_DEFENCE) + 2, "P1", "fin-de-turno", "error")],
    ),
    # fin-de-turno: exactly 6 is fine; discarding with 6 or fewer is not the hand limit.
    "hand-of-six-no-discard": (SWAPS5, []),
    "discard-without-excess": (
        [
            e(1, "P1", "draw"),
            e(1, "P1", "exchange", defender="9b", card="5a"),
            e(1, "P1", "discard", cards=["13b"]),
            e(1, "P1", "end_turn"),
        ],
        [(3, "P1", "fin-de-turno", "error")],
    ),
    # espada: the partner's ability is annulled (here 1d's Suma, partner of 6a's Espada).
    "espada-annuls-partner-suma": (
        [
            e(1, "P1", "draw"),
            e(1, "P1", "exchange", defender="9b", card="5a"),
            e(1, "P1", "end_turn"),
            e(2, "P2", "draw"),  # 5b
            e(2, "P2", "attack", card="6a", with_="1d", target="3c"),  # 7 >= 3
            e(2, "P2", "ability", card="1d", kind="suma"),
            e(2, "P2", "end_turn"),
        ],
        [(6, "P2", "espada", "error")],
    ),
    # espada: the same when the Suma card attacks and the Espada is the partner.
    "espada-as-partner-annuls-suma": (
        [
            e(1, "P1", "draw"),
            e(1, "P1", "exchange", defender="9b", card="5a"),
            e(1, "P1", "end_turn"),
            e(2, "P2", "draw"),
            e(2, "P2", "attack", card="1d", with_="6a", target="3c"),
            e(2, "P2", "ability", card="1d", kind="suma"),
            e(2, "P2", "end_turn"),
        ],
        [(6, "P2", "espada", "error")],
    ),
    # espada: the partner comes "de tu mano"; 9b is one of P1's defenders.
    "espada-partner-from-defenders": (
        [
            e(1, "P1", "draw"),
            e(1, "P1", "attack", card="5a", with_="9b", target="10d"),
            e(1, "P1", "end_turn"),
        ],
        [(2, "P1", "espada", "error")],
    ),
    # ojo: a Tótem discovered by Ojo is discovered: only power >= 12 may attack 12c.
    "ojo-discovered-needs-equal-power": (
        [
            e(1, "P1", "draw"), e(1, "P1", "exchange", defender="9b", card="5a"),
            e(1, "P1", "end_turn"),
            e(2, "P2", "draw"), e(2, "P2", "exchange", defender="10d", card="6a"),
            e(2, "P2", "end_turn"),
            e(3, "P1", "draw"),  # 7c (Ojo)
            e(3, "P1", "attack", card="7c", target="6a"),  # 7 >= 6: won
            e(3, "P1", "ability", card="7c", kind="ojo", target="12c"),
            e(3, "P1", "attack", card="7a", target="12c"),
            e(3, "P1", "end_turn"),
        ],
        [(10, "P1", "atacar", "error")],
    ),
    # ojo + escudo: the Escudo discovered by Ojo loses its immunity; 3a >= 2 defeats 2b.
    "ojo-annuls-escudo": (
        [
            e(1, "P1", "draw"), e(1, "P1", "exchange", defender="9b", card="5a"),
            e(1, "P1", "end_turn"),
            e(2, "P2", "draw"), e(2, "P2", "exchange", defender="10d", card="6a"),
            e(2, "P2", "end_turn"),
            e(3, "P1", "draw"),
            e(3, "P1", "attack", card="7c", target="6a"),
            e(3, "P1", "ability", card="7c", kind="ojo", target="2b"),
            e(3, "P1", "attack", card="3a", target="2b"),
            e(3, "P1", "end_turn"),
        ],
        [],
    ),
    # ojo: it discovers a Tótem of the *opponent*, one still hidden.
    "ojo-on-own-defender": (
        [
            e(1, "P1", "draw"), e(1, "P1", "exchange", defender="9b", card="5a"),
            e(1, "P1", "end_turn"),
            e(2, "P2", "draw"), e(2, "P2", "exchange", defender="10d", card="6a"),
            e(2, "P2", "end_turn"),
            e(3, "P1", "draw"),
            e(3, "P1", "attack", card="7c", target="6a"),
            e(3, "P1", "ability", card="7c", kind="ojo", target="11a"),
            e(3, "P1", "end_turn"),
        ],
        [(9, "P1", "ojo", "error")],
    ),
    "ojo-on-discovered-defender": (
        [
            e(1, "P1", "draw"),
            e(1, "P1", "attack", card="7a", target="12c"),  # lost: 12c discovered
            e(1, "P1", "end_turn"),
            e(2, "P2", "draw"), e(2, "P2", "exchange", defender="10d", card="6a"),
            e(2, "P2", "end_turn"),
            e(3, "P1", "draw"),
            e(3, "P1", "attack", card="7c", target="6a"),
            e(3, "P1", "ability", card="7c", kind="ojo", target="12c"),
            e(3, "P1", "end_turn"),
        ],
        [(9, "P1", "ojo", "error")],
    ),
    # habilidades: once only ("una única vez").
    "ojo-twice": (
        [
            e(1, "P1", "draw"), e(1, "P1", "exchange", defender="9b", card="5a"),
            e(1, "P1", "end_turn"),
            e(2, "P2", "draw"), e(2, "P2", "exchange", defender="10d", card="6a"),
            e(2, "P2", "end_turn"),
            e(3, "P1", "draw"),
            e(3, "P1", "attack", card="7c", target="6a"),
            e(3, "P1", "ability", card="7c", kind="ojo", target="12c"),
            e(3, "P1", "ability", card="7c", kind="ojo", target="8c"),
            e(3, "P1", "end_turn"),
        ],
        [(10, "P1", "ojo", "error")],
    ),
    # habilidades: cards 10–13 carry no ability.
    "ability-of-a-card-without-one": (
        [
            e(1, "P1", "draw"),
            e(1, "P1", "attack", card="13b", target="8c"),
            e(1, "P1", "ability", card="13b", kind="ojo", target="12c"),
            e(1, "P1", "end_turn"),
        ],
        [(3, "P1", "habilidades", "error")],
    ),
    # suma: an attacking Suma that lost draws nothing.
    "suma-after-a-lost-attack": (
        [
            e(1, "P1", "draw"), e(1, "P1", "exchange", defender="9b", card="5a"),
            e(1, "P1", "end_turn"),
            e(2, "P2", "draw"),
            e(2, "P2", "attack", card="1d", target="11a"),
            e(2, "P2", "ability", card="1d", kind="suma"),
            e(2, "P2", "end_turn"),
        ],
        [(6, "P2", "suma", "error")],
    ),
}


@pytest.mark.parametrize("name", list(CASES))
def test_written_log(name: str) -> None:
    events, expected = CASES[name]
    assert flags1(events) == sorted(expected)


def test_suma_draws_the_deck_top_in_the_rivals_turn() -> None:
    events, _ = CASES["suma-in-rivals-turn-then-discard-two"]
    rp = replay1(events)
    n = len(SWAPS5)
    assert "10a" in hand(rp, n + 3, "P1") and len(hand(rp, n + 3, "P1")) == 7
    assert hand(rp, n + 5, "P1")[-1] == "12a"  # the next draw is the card after 10a
    assert len(hand(rp, len(events), "P1")) == 6
    assert "4d" in defenders(rp, len(events), "P1")  # it defended with success


def test_ojo_annulled_escudo_is_defeated() -> None:
    events, _ = CASES["ojo-annuls-escudo"]
    rp = replay1(events)
    assert "2b" in defenders(rp, 9, "P2")
    assert "2b" not in defenders(rp, 10, "P2")


def test_envelope_is_the_first_red_teams() -> None:
    assert envelope([])["setup"]["deck"] == DECK
