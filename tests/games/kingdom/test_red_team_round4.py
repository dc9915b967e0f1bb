"""Kingdom (Mazo de Estrategia): red-team logs of the fourth round, written from the rulebook
before running Juez; each test is a case where Juez disagreed with it (failed before the fix)."""

from __future__ import annotations

import json
from typing import Any

import pytest

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


def test_a_draw_that_lists_its_cards_draws_that_many() -> None:
    """The contract's ``draw`` has no count; a log that lists the ``cards`` drawn (and no
    ``count``) drew that many, so listing the top three of the deck is no 3.1 warning."""
    top3 = [s.split(":")[0] for s in envelope([])["setup"]["P1"]["strategy_deck"][:3]]
    events = [ev(1, "P1", "stage", stage="convocacion"), ev(1, "P1", "draw", cards=top3)]
    assert _flags(events, {}) == []
    replay = replay_of(envelope(events))
    assert len(replay.final_state.hands["P1"]) == 3
    wrong = [events[0], ev(1, "P1", "draw", cards=top3[1:])]  # near miss: not the top
    assert _flags(wrong, {}) == [(2, "P1", "3.1")]


def test_a_card_played_in_response_to_an_arroje_and_its_resolution() -> None:
    """3.1.1 orders every card of the Mazo de Estrategia, Arroje included: the rival may
    answer a thrown Arroje (``response_to`` it), and a ``resolve`` of the Arroje in that
    turn is no breach. A response to an Arroje of an earlier turn still is [3.1.1]."""
    hands = {"P1": ["a-lanza1"], "P2": ["b-espionaje1"]}
    events = [ev(1, "P1", "stage", stage="movimiento"),
              ev(1, "P1", "arroje", card="a-lanza1", troop_level=3, distance=2, roll=4),
              ev(1, "P2", "play", card="b-espionaje1", response_to="a-lanza1"),
              ev(1, "P2", "resolve", card="b-espionaje1"),
              ev(1, "P1", "resolve", card="a-lanza1")]
    assert _flags(events, hands) == []
    later = [*events[:2], ev(1, "P1", "end_turn"), ev(2, "P2", "stage", stage="convocacion"),
             ev(2, "P1", "play", card="a-grito1", response_to="a-lanza1")]
    assert (5, "P1", "3.1.1") in _flags(later, {"P1": ["a-lanza1", "a-grito1"]})


def test_deck_check_counts_the_hand_of_the_setup_block_like_a_log() -> None:
    """A deck file is one player's ``setup`` block: 27 cards in ``strategy_deck`` and 3 in
    ``hand`` are the 30 of 3.1 (a log with that setup is legal), not an illegal 27."""
    from judge_app.games import get_game
    from tests.games.kingdom.test_rules import deck_defs, specs

    all_specs = specs("a", deck_defs())
    game = get_game("kingdom")
    split = {"game": "kingdom", "cardset": "kingdom-demo", "strategy_deck": all_specs[3:],
             "hand": all_specs[:3]}
    assert game.deck_problems(split) == []
    short = {**split, "hand": all_specs[:2]}  # near miss: one card missing in all
    assert [v.section for v in game.deck_problems(short)] == ["3.1", "3.1"]


_GRITO = [ev(1, "P1", "stage", stage="batalla"), ev(1, "P1", "play", card="a-grito1"),
          ev(1, "P1", "modifier", card="a-grito1", target="P1:caballero", kind="aumento",
             value=2, applies_to="ataque"),
          ev(1, "P1", "roll", who="P1:caballero", kind="ataque", value=3, result=5)]


def _grito(modifier: Any) -> dict[str, Any]:
    return {"e_grito": {"kind": "estrategia", "name": "Grito de Guerra", "turn": "own",
                        "stages": ["batalla"], "modifier": modifier}}


@pytest.mark.parametrize("modifier", [
    "aumento", {"kind": "aumento"}, {"kind": "aumento", "applies_to": "ataque"},
    {"type": "aumento"}, {"kind": "aumento", "value": None}, "+2", "Aumento +2",
    {"aumento": 2}, 2, {"kind": "Aumento", "value": 2}])
def test_a_printed_aumento_without_a_figure_takes_the_logged_one(modifier: Any) -> None:
    """The contract only says modifier cards carry ``modifier``: a definition that names the
    kind but no figure (or writes it ``+2``, ``{"aumento": 2}``, ``2``) does not print +0, so
    the logged ``aumento`` 2 is no 3.1.2 breach (it used to be read as a printed +0)."""
    assert _flags(_GRITO, {"P1": ["a-grito1"]}, _grito(modifier)) == []


@pytest.mark.parametrize("modifier", ["+4", {"aumento": 4}, 4, "Reducción",
                                      {"kind": "aumento", "value": 4}])
def test_a_printed_figure_or_kind_still_binds_the_logged_modifier(modifier: Any) -> None:
    """The near misses: a card that prints +4 (or a Reducción) applied as aumento 2 [3.1.2]."""
    assert (3, "P1", "3.1.2") in _flags(_GRITO, {"P1": ["a-grito1"]}, _grito(modifier))


def test_tabs_and_stages_as_a_spanish_log_writes_them() -> None:
    """``convocación`` (with its accent), a tab ``propio``/``enemigo``/``ambos`` and a kind
    ``Estrategia`` are the contract's words: checked as such instead of refused."""
    cards = {"e_refuerzos": {"kind": "Estrategia", "name": "Refuerzos", "turn": "propio",
                             "stages": ["convocación"]},
             "e_espionaje": {"kind": "estrategia", "name": "Espionaje", "turn": "Enemigo",
                             "stages": ["Convocación", "movimiento"]}}
    hands = {"P1": ["a-refuerzos1"], "P2": ["b-espionaje1", "b-refuerzos1"]}
    fine = [ev(1, "P1", "play", card="a-refuerzos1", stage="convocación"),
            ev(1, "P2", "play", card="b-espionaje1")]
    assert _flags(fine, hands, cards) == []
    wrong = [ev(1, "P1", "stage", stage="Convocación"), ev(1, "P2", "play", card="b-refuerzos1")]
    assert _flags(wrong, hands, cards) == [(2, "P2", "3.3")]  # near miss: "propio" binds


def test_a_log_that_counts_its_turns_from_0() -> None:
    """Opening draws numbered 0 and a first turn numbered 0 too: the first event of turn 0 that
    is not an opening draw plays the first turn (its own-turn cards were flagged 3.3)."""
    from pathlib import Path

    path = Path(__file__).parents[1] / "contract_logs" / "kingdom" / "clean_02.json"
    data = json.loads(path.read_text("utf-8"))
    for event in data["events"]:
        if event.get("turn", 0) > 0:
            event["turn"] -= 1
    assert replay_of(data).violations == []


@pytest.mark.parametrize("order", ["play-arroje", "play-resolve-arroje", "arroje-play"])
def test_an_arroje_logged_as_its_play_and_its_throw_is_one_use(order: str) -> None:
    """An Arroje activated with ``play`` (3.1.1 orders every strategy card) and thrown with
    ``arroje`` (level, distance, roll: 3.4) in the same turn is one use of the card, not a
    card "already activated" or "already used" [3.1.1, 3.1]."""
    play = ev(1, "P1", "play", card="a-lanza1")
    throw = ev(1, "P1", "arroje", card="a-lanza1", troop_level=3, distance=2, roll=4)
    middle = {"play-arroje": [play, throw],
              "play-resolve-arroje": [play, ev(1, "P1", "resolve", card="a-lanza1"), throw],
              "arroje-play": [throw, play]}[order]
    events = [ev(1, "P1", "stage", stage="movimiento"), *middle]
    assert _flags(events, {"P1": ["a-lanza1"]}) == []


def test_the_throw_after_a_play_still_checks_level_distance_and_a_later_turn() -> None:
    """The near misses: the throw's distance is still checked [3.4]; the same Arroje thrown
    again in a later turn is a used card [3.1]."""
    play = ev(1, "P1", "play", card="a-lanza1")
    far = [ev(1, "P1", "stage", stage="movimiento"), play,
           ev(1, "P1", "arroje", card="a-lanza1", troop_level=3, distance=3, roll=4)]
    assert _flags(far, {"P1": ["a-lanza1"]}) == [(3, "P1", "3.4")]
    later = [ev(1, "P1", "stage", stage="movimiento"), play, ev(1, "P1", "end_turn"),
             ev(3, "P1", "arroje", card="a-lanza1", troop_level=3, distance=2, roll=4)]
    assert (4, "P1", "3.1") in _flags(later, {"P1": ["a-lanza1"]})


def test_notes_never_open_a_turn() -> None:
    """A ``note`` changes nothing: written before each event (with that event's turn and
    player) the game where the second-listed player starts stays clean (the first note, by
    that player, opened the first turn as the first-listed player's)."""
    from pathlib import Path

    path = (Path(__file__).parents[1] / "contract_logs" / "kingdom"
            / "clean_redteam3_second_listed_starts.json")
    data = json.loads(path.read_text("utf-8"))
    events: list[dict[str, Any]] = []
    for event in data["events"]:
        note = {"action": "note", "text": "—"} | {k: event[k] for k in ("turn", "player")
                                                   if k in event}
        events += [note, event]
    data["events"] = events
    assert replay_of(data).violations == []


def test_a_log_that_numbers_only_the_first_event_of_each_turn() -> None:
    """An event without ``turn`` in a log that numbers turns belongs to the turn under way:
    the opening draw of the first-listed player, unnumbered after the second's numbered 0,
    made turn 1 theirs (the second-listed player's Arroje were then "in the enemy's turn")."""
    from pathlib import Path

    path = (Path(__file__).parents[1] / "contract_logs" / "kingdom"
            / "clean_redteam3_second_listed_starts.json")
    data = json.loads(path.read_text("utf-8"))
    last = None
    for event in data["events"]:
        if event.get("turn") is not None and event["turn"] == last:
            del event["turn"]
        elif event.get("turn") is not None:
            last = event["turn"]
    assert replay_of(data).violations == []
