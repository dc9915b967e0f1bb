"""Kingdom (Mazo de Estrategia): red-team logs of the fourth round, written from the rulebook
before running Juez; each test is a case where Juez disagreed with it (failed before the fix)."""

from __future__ import annotations

from typing import Any

from tests.games.kingdom.test_rules import envelope, ev
from tests.support.games import replay_of

#: A Realeza card whose tab says: own turn, Convocación only (3.1: "en el turno y etapa/s del
#: turno indicadas en la pestaña que se encuentra arriba del nombre de la carta").
TABBED = {"r_corona_fuego": {"kind": "realeza", "name": "Corona de Fuego", "coronado": "Ígnea",
                             "turn": "own", "stages": ["convocacion"]}}


def _flags(events: list[dict[str, Any]], hands: dict[str, list[str]],
           cards: dict[str, Any] | None = None) -> list[tuple[int, str | None, str]]:
    data = envelope(events, hands)
    if cards:
        data["cards"] = cards
    return [(v.seq, v.player, v.section) for v in replay_of(data).violations]


def test_a_realeza_card_keeps_the_turn_and_stage_of_its_tab() -> None:
    """3.1 puts every card of the Mazo de Estrategia under its tab, Realeza included: used in
    the enemy's turn, or in another stage, it is flagged [3.1]."""
    hands = {"P1": ["a-corona_fuego1"], "P2": ["b-corona_fuego1"]}
    rival = [ev(1, "P1", "stage", stage="convocacion"), ev(1, "P2", "play", card="b-corona_fuego1")]
    assert _flags(rival, hands, TABBED) == [(2, "P2", "3.1")]
    stage = [ev(1, "P1", "stage", stage="batalla"), ev(1, "P1", "play", card="a-corona_fuego1")]
    assert _flags(stage, hands, TABBED) == [(2, "P1", "3.1")]


def test_a_realeza_card_used_as_its_tab_says_or_without_a_tab() -> None:
    """The near misses: the owner in Convocación; a Realeza definition without ``turn``/``stages``
    (the contract's shape) is never checked for them."""
    hands = {"P1": ["a-corona_fuego1"], "P2": ["b-corona_fuego1"]}
    own = [ev(1, "P1", "stage", stage="convocacion"), ev(1, "P1", "play", card="a-corona_fuego1")]
    assert _flags(own, hands, TABBED) == []
    rival = [ev(1, "P1", "stage", stage="batalla"), ev(1, "P2", "play", card="b-corona_fuego1")]
    assert _flags(rival, hands) == []


def test_a_used_card_played_again_is_one_violation_not_two() -> None:
    """Playing again the very card already used this turn is one breach (used cards "no podrán
    ser utilizadas nuevamente", 3.1), not also a second card of the same name."""
    events = [ev(1, "P1", "stage", stage="batalla"), ev(1, "P1", "play", card="a-grito1"),
              ev(1, "P1", "resolve", card="a-grito1"), ev(1, "P1", "play", card="a-grito1")]
    assert _flags(events, {"P1": ["a-grito1"]}) == [(4, "P1", "3.1")]
    other = [*events[:3], ev(1, "P1", "play", card="a-grito2")]  # a second copy: the name rule
    assert _flags(other, {"P1": ["a-grito1", "a-grito2"]}) == [(4, "P1", "3.1")]
