"""Digimon HiperColiseo: each clarification of match-log.md (2026-11-25) with a log that
follows it (no flag) and a near miss (flagged)."""

from __future__ import annotations

from typing import Any

from judge_app.replay import Replay
from tests.games.digimon.test_rules import OPEN, check, envelope, ev, phase
from tests.support.games import replay_of

# After the opening draws each Océano Red starts with the rest of the deck: P1's top two
# cards are HC-001, HC-001 (deck(): partner, marker, the six drawn, then the rest in order).
P1_TOP = ["HC-001", "HC-001"]


def evolve_round(train: dict[str, Any] | None, evolve: str = "HC-004") -> list[dict[str, Any]]:
    """Round 1 up to P1's evolution: the given ``train`` (or none), then ``evolve``."""
    trained = [ev("P1", "train", **train)] if train is not None else []
    return [*OPEN, phase("digitalizacion"), phase("entrenamiento"), *trained,
            phase("preparacion"), phase("evolucion"), ev("P1", "evolve", card=evolve)]


# ------------------------------------------------------------------ train and evolve
def test_training_cards_from_the_deck_with_the_caja_evolutiva_recorded() -> None:
    assert check(evolve_round({"cards": P1_TOP, "from": "deck", "evolution": ["HC-004"]})) == []


def test_training_cards_from_the_deck_must_be_its_top() -> None:
    events = evolve_round({"cards": ["OP-05"], "from": "deck", "evolution": ["HC-004"]})
    assert check(events) == [(6, "P1", "entrenamiento")]


def test_training_cards_from_the_hand_by_default() -> None:
    assert check(evolve_round({"cards": ["OP-01"], "evolution": ["HC-004"]})) == []
    assert check(evolve_round({"cards": ["OP-05"], "from": "hand"})) == [
        (6, "P1", "entrenamiento")]  # OP-05 is not in P1's hand


def test_training_cards_from_the_slots_must_be_in_a_slot() -> None:
    events = evolve_round({"cards": ["OP-02"], "from": "slots"})
    assert check(events) == [(6, "P1", "entrenamiento")]


def test_an_unrecorded_caja_evolutiva_is_the_card_the_evolve_names() -> None:
    events = evolve_round({"cards": P1_TOP, "from": "deck"})
    replay = replay_of(envelope(events))
    assert replay.violations == []
    state = replay.state_json(len(events))["players"]["P1"]
    assert state["digimon"] == ["HC-001", "HC-004"] and "HC-004" not in state["hand"]


def test_evolve_near_misses_a_recorded_caja_evolutiva_or_no_training_at_all() -> None:
    recorded_other = evolve_round({"cards": P1_TOP, "from": "deck", "evolution": []})
    assert check(recorded_other) == [(9, "P1", "evolucion")]
    assert check(evolve_round(None)) == [(8, "P1", "evolucion")]


def test_a_legacy_train_listing_the_evolution_among_its_cards_stays_valid() -> None:
    assert check(evolve_round({"cards": ["HC-004", "OP-01"]})) == []


# ------------------------------------------------------------------ Batalla alternation
def _battle(*activations: dict[str, Any]) -> list[dict[str, Any]]:
    return [*OPEN, phase("preparacion"), ev("P1", "install", card="OP-01", slot=1),
            ev("P2", "install", card="OP-03", slot=1), phase("batalla"), *activations]


def test_passes_recorded_second_player_first_and_alternating() -> None:
    events = _battle(ev("P2", "pass"), ev("P1", "activate", card="OP-01", effect="add", value=20),
                     ev("P2", "activate", card="OP-03", effect="sub", value=20, target="P1"),
                     ev("P1", "pass"), ev("P2", "pass"))
    assert check(events) == []


def test_passes_recorded_make_an_activation_out_of_turn_a_violation() -> None:
    events = _battle(ev("P1", "activate", card="OP-01", effect="add", value=20),
                     ev("P2", "pass"), ev("P1", "pass"))
    assert check(events) == [(8, "P1", "batalla")]
    events = _battle(ev("P2", "pass"), ev("P2", "activate", card="OP-03", effect="sub",
                                             value=20, target="P1"), ev("P1", "pass"))
    assert check(events) == [(9, "P2", "batalla")]


def test_without_any_pass_an_activation_out_of_order_is_a_let_go_opportunity() -> None:
    events = _battle(ev("P1", "activate", card="OP-01", effect="add", value=20),
                     ev("P1", "pass") | {"action": "note", "text": "no pass here"})
    assert check(events) == []
    events = _battle(ev("P2", "activate", card="OP-03", effect="sub", value=20, target="P1"),
                     ev("P2", "activate", card="OP-03", effect="sub", value=20, target="P1"))
    assert [f[2] for f in check(events)] == ["batalla"]  # OP-03 used twice, not the order


# ------------------------------------------------------------------ ties
# Guilmon (type A) uses its attack B (20) against Terriermon (type B), which uses its
# attack A (20): a tie with no effect at all.
def _tie(*scoring: dict[str, Any], winner: str | None = None) -> list[dict[str, Any]]:
    return [*OPEN, phase("batalla"),
            ev(None, "battle_result", powers={"P1": 20, "P2": 20}, winner=winner),
            phase("puntuacion"), *scoring]


def test_a_tie_is_winner_null_then_10_for_each() -> None:
    assert check(_tie(ev(None, "score", loser="P1", points=10),
                      ev(None, "score", loser="P2", points=10))) == []


def test_tie_near_misses() -> None:
    assert check(_tie(ev(None, "score", loser="P1", points=20),
                      ev(None, "score", loser="P2", points=10))) == [(7, "P1", "puntuacion")]
    assert check(_tie(ev(None, "score", loser="P1", points=10),
                      ev(None, "score", loser="P2", points=10), winner="P1")) == [
        (5, None, "puntuacion")]
    one_side = [*_tie(ev(None, "score", loser="P1", points=10)), phase("actualizacion", 2)]
    assert check(one_side) == [(8, "P2", "puntuacion")]


def test_messages_name_the_players_never_their_ids() -> None:
    replay = replay_of(envelope(_tie(ev(None, "score", loser="P1", points=20),
                                     ev(None, "score", loser="P2", points=10))))
    message = replay.violations[0].message("en")
    assert "Ruki" in message and "P1" not in message
    assert "Ruki" in replay.violations[0].message("es")


# ------------------------------------------------------------------ zero_a
def _zero(powers: dict[str, int]) -> list[dict[str, Any]]:
    return [*OPEN, phase("preparacion"), ev("P1", "install", card="OP-02", slot=1),
            phase("batalla"),
            ev("P1", "activate", card="OP-02", effect="zero_a", value=99, target="P2"),
            ev(None, "battle_result", powers=powers, winner="P1"), phase("puntuacion"),
            ev(None, "score", loser="P2", points=20)]


def test_zero_a_zeroes_the_target_players_attack_a_whatever_the_value() -> None:
    # Terriermon uses its attack A against Guilmon (type A): zeroed; Guilmon keeps 20.
    assert check(_zero({"P1": 20, "P2": 0})) == []


def test_zero_a_near_miss_a_power_that_ignores_it() -> None:
    assert check(_zero({"P1": 20, "P2": 20})) == [(8, None, "batalla")]


def test_zero_a_on_a_digimon_that_does_not_use_attack_a_changes_nothing() -> None:
    events = _zero({"P1": 20, "P2": 0})
    events[6] = events[6] | {"target": "P1"}  # Guilmon uses its attack B: not zeroed
    replay: Replay = replay_of(envelope(events))
    assert replay.state_json(7)["powers"] == {"P1": 20, "P2": 20}
