"""Kingdom (Mazo de Estrategia): red-team logs of the fifth round, written from section 3 of
the rulebook and the contract before running Juez.

The card list is the one of the contract logs (``clar_hand_limit_rival_not_checked``); the
two strategy decks are its 30-card decks reordered so that the opening hands hold the cards
each case needs. The flags ``(seq, section)`` were decided from the rulebook; where Juez
disagrees the test keeps them and is marked ``xfail(strict)``.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from tests.support.games import replay_of

BASE = json.loads((Path(__file__).parents[1] / "contract_logs" / "kingdom"
                   / "clar_hand_limit_rival_not_checked.json").read_text("utf-8"))


class Game:
    """A Kingdom log being written; every player opens with 5 draws (turn 0)."""

    def __init__(self, first: dict[str, list[str]], **setup: dict[str, Any]) -> None:
        self.data: dict[str, Any] = {k: copy.deepcopy(v) for k, v in BASE.items()
                                     if k != "events"}
        self.data["events"] = []
        for player, wanted in first.items():
            deck = self.data["setup"][player]["strategy_deck"]
            head = [next(c for c in deck if c.split(":")[0] == w) for w in wanted]
            self.data["setup"][player]["strategy_deck"] = head + [c for c in deck
                                                                  if c not in head]
        for player, extra in setup.items():
            self.data["setup"][player].update(extra)
        self.turn = 0
        self.expected: list[tuple[int, str]] = []
        for player in ("P1", "P2"):
            for _ in range(5):
                self.ev(player, "draw")

    def ev(self, player: str, action: str, **args: Any) -> int:
        self.data["events"].append({"turn": self.turn, "player": player, "action": action,
                                    **args})
        return len(self.data["events"])

    def start(self, player: str) -> None:
        self.turn += 1
        self.ev(player, "draw")

    def flag(self, section: str) -> None:
        self.expected.append((len(self.data["events"]), section))

    def check(self) -> None:
        got = sorted((v.seq, v.section) for v in replay_of(self.data).violations)
        want = sorted(self.expected)
        ok = len(got) == len(want) and all(
            g[0] == w[0] and g[1] in w[1].split("|")
            for g, w in zip(got, want, strict=True))
        assert ok, f"got {got}, want {want}"


# =============================================================================================
# 3.2 Realeza — "Solo pueden utilizarse cuando controles al coronado especificado en la carta"
# (setup `coronado`: docs/extensions.md)
# =============================================================================================
def test_realeza_of_the_controlled_coronado() -> None:
    g = Game({"P1": ["p1dec1"]}, P1={"coronado": "rey"})
    g.start("P1")
    g.ev("P1", "play", card="p1dec1", stage="convocacion")
    g.ev("P1", "end_turn")
    g.check()


def test_realeza_of_another_coronado() -> None:
    g = Game({"P1": ["p1fav1"]}, P1={"coronado": "rey"})
    g.start("P1")
    g.ev("P1", "play", card="p1fav1", stage="convocacion")
    g.flag("3.2")
    g.ev("P1", "end_turn")
    g.check()


# =============================================================================================
# 3.1 / 3.3 — activation windows: "el jugador que las utilice se encuentre en el turno y
# etapa/s del turno indicadas en la pestaña"; 3.4 Arroje "solamente en su turno, y en
# cualquier etapa, menos durante la etapa de batalla"
# =============================================================================================
def test_estrategia_of_batalla_played_in_convocacion() -> None:
    g = Game({"P1": ["p1fur1"]})
    g.start("P1")
    g.ev("P1", "play", card="p1fur1", stage="convocacion")
    g.flag("3.3|3.1")
    g.check()


def test_rival_turn_card_played_in_the_rivals_movimiento() -> None:
    g = Game({"P2": ["p2emb1"]})
    g.start("P1")
    g.ev("P2", "play", card="p2emb1", stage="movimiento")
    g.ev("P1", "end_turn")
    g.check()


def test_arroje_in_the_rivals_turn() -> None:
    g = Game({"P2": ["p2hac1"]})
    g.start("P1")
    g.ev("P2", "arroje", card="p2hac1", troop_level=3, distance=1, roll=5, stage="movimiento")
    g.flag("3.4")
    g.check()


def test_arroje_at_a_shorter_distance_than_printed() -> None:
    # "una carta de arroje con distancia 2, no puede afectar a una tropa que se encuentre a 1"
    g = Game({"P1": ["p1lan1"]})
    g.start("P1")
    g.ev("P1", "arroje", card="p1lan1", troop_level=3, distance=1, roll=3, stage="movimiento")
    g.flag("3.4")
    g.check()


def test_arroje_by_a_troop_below_its_level() -> None:
    g = Game({"P1": ["p1hac1"]})
    g.start("P1")
    g.ev("P1", "arroje", card="p1hac1", troop_level=2, distance=1, roll=5, stage="movimiento")
    g.flag("3.4")
    g.check()


def test_arroje_legal_in_own_movimiento() -> None:
    g = Game({"P1": ["p1hac1"]})
    g.start("P1")
    g.ev("P1", "arroje", card="p1hac1", troop_level=3, distance=1, roll=8, stage="movimiento")
    g.ev("P2", "roll", who="P2:soldado", kind="defensa", value=3)
    g.ev("P1", "end_turn")
    g.check()


# =============================================================================================
# 3.1.1 — "En caso de resolver un efecto anterior que impide que la acción actual pueda
# cumplirse, la carta actual quedará sin efecto": the cancelled card was still used (3.1:
# cards used "no podrán ser utilizadas nuevamente", names distinct per turn)
# =============================================================================================
def _marcha_cancelled() -> Game:
    g = Game({"P1": ["p1mar1", "p1mar2"], "P2": ["p2nie1"]})
    g.start("P1")
    g.ev("P1", "play", card="p1mar1", stage="movimiento")
    g.ev("P2", "play", card="p2nie1", stage="movimiento", response_to="p1mar1")
    g.ev("P2", "resolve", card="p2nie1")          # Niebla annuls Marcha Forzada
    return g


def test_a_cancelled_card_still_takes_its_name_for_the_turn() -> None:
    g = _marcha_cancelled()
    g.ev("P1", "play", card="p1mar2", stage="movimiento")
    g.flag("3.1")
    g.check()


def test_the_second_copy_in_the_next_own_turn_is_legal() -> None:
    g = _marcha_cancelled()
    g.ev("P1", "end_turn")
    g.start("P2")
    g.ev("P2", "end_turn")
    g.start("P1")
    g.ev("P1", "play", card="p1mar2", stage="movimiento")
    g.ev("P1", "end_turn")
    g.check()


def test_the_cancelled_card_itself_cannot_be_played_again() -> None:
    g = _marcha_cancelled()
    g.ev("P1", "end_turn")
    g.start("P2")
    g.ev("P2", "end_turn")
    g.start("P1")
    g.ev("P1", "play", card="p1mar1", stage="movimiento")
    g.flag("3.1")
    g.check()


def test_a_modifier_of_a_cancelled_card_is_not_applied() -> None:
    g = Game({"P1": ["p1car1"], "P2": ["p2nie1"]})
    g.start("P1")
    g.ev("P1", "play", card="p1car1", stage="batalla")
    g.ev("P2", "play", card="p2nie1", stage="batalla", response_to="p1car1")
    g.ev("P2", "resolve", card="p2nie1")
    g.ev("P1", "modifier", card="p1car1", target="P1:caballero", kind="aumento", value=2,
         applies_to="ataque")
    g.flag("3.1.1|3.1.2|3.1")
    g.check()


# =============================================================================================
# 3.1 — hand of at most 7 "al final de cada turno" (Clarification: checked for the player
# whose turn ends)
# =============================================================================================
def _p2_at_eight_after_p1s_turn() -> Game:
    """Refuerzos ("Roba 2 cartas", either turn): P2 plays one in P1's T1 (5 - 1 + 2 = 6),
    draws in T2 (7), plays the other in P1's T3 (8 when P1's turn ends)."""
    g = Game({"P2": ["p2ref1", "p2ref2"]})
    g.start("P1")
    g.ev("P2", "play", card="p2ref1", stage="movimiento")
    g.ev("P2", "resolve", card="p2ref1")
    g.ev("P2", "draw")
    g.ev("P2", "draw")
    g.ev("P1", "end_turn")
    g.start("P2")
    g.ev("P2", "end_turn")
    g.start("P1")
    g.ev("P2", "play", card="p2ref2", stage="movimiento")
    g.ev("P2", "resolve", card="p2ref2")
    g.ev("P2", "draw")
    g.ev("P2", "draw")
    g.ev("P1", "end_turn")                     # P2 holds 8: not P2's turn that ends
    g.start("P2")                              # 9
    return g


def test_rival_at_eight_when_the_turn_ends_is_not_checked() -> None:
    g = _p2_at_eight_after_p1s_turn()
    g.ev("P2", "discard", cards=["p2car1", "p2rob2"])
    g.ev("P2", "end_turn")
    g.check()


def test_player_ends_own_turn_at_eight() -> None:
    g = _p2_at_eight_after_p1s_turn()
    g.ev("P2", "discard", cards=["p2car1"])
    g.ev("P2", "end_turn")
    g.flag("3.1")
    g.check()


# =============================================================================================
# 3.1 — "todas las cartas que utilice cada jugador por turno deben tener obligatoriamente nombres
# distintos": the limit is each player's
# =============================================================================================
def test_both_players_use_a_card_of_the_same_name_in_one_turn() -> None:
    g = Game({"P1": ["p1nie1", "p1mar1"], "P2": ["p2nie1"]})
    g.start("P1")
    g.ev("P1", "play", card="p1mar1", stage="movimiento")
    g.ev("P2", "play", card="p2nie1", stage="movimiento", response_to="p1mar1")
    g.ev("P1", "play", card="p1nie1", stage="movimiento", response_to="p2nie1")
    g.ev("P1", "resolve", card="p1nie1")
    g.ev("P2", "resolve", card="p2nie1")
    g.ev("P1", "resolve", card="p1mar1")
    g.ev("P1", "end_turn")
    g.check()
