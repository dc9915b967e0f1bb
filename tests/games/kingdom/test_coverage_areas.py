"""Kingdom: the corners issue 24 named (Realeza and the controlled Coronado, activation windows,
a card cancelled by an earlier resolution, the hand limit of the player whose turn it is not),
each shown by a shipped sample and its near miss built here from the same log."""

from __future__ import annotations

import json
from typing import Any

from judge_app.games import game_info
from tests.support.games import found, replay_of

SAMPLE = game_info("kingdom").sample_dir / "window-and-cancel-violations.json"


def _log() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(SAMPLE.read_text("utf-8"))
    return data


def test_the_sample_flags_each_corner_once() -> None:
    assert found(replay_of(_log())) == [(11, "P1", "3.1.1"), (13, "P1", "3.1"),
                                        (17, "P2", "3.2"), (18, "P2", "3.1")]


def test_a_modifier_of_a_card_that_resolved_normally_applies() -> None:
    data = _log()
    del data["events"][9]["cancelled"]
    assert not any(seq == 11 for seq, _, _ in found(replay_of(data)))


def test_a_card_activated_before_end_turn_is_inside_the_window() -> None:
    data = _log()
    events = data["events"]
    events[11], events[12] = events[12], events[11]
    assert not any(seq in (12, 13) for seq, _, _ in found(replay_of(data)))


def test_the_controlled_coronado_is_matched_ignoring_case_and_accents() -> None:
    data = _log()
    assert not any(seq == 16 for seq, _, _ in found(replay_of(data)))  # "selene" = "Selene"
    data["setup"]["P2"]["coronado"] = "Leónidas"
    flagged = found(replay_of(data))
    assert (16, "P2", "3.2") in flagged and (17, "P2", "3.2") not in flagged


def test_the_hand_limit_is_the_player_whose_turn_ends() -> None:
    data = _log()
    flagged = found(replay_of(data))
    assert not any(seq == 12 for seq, _, _ in flagged)  # Luis holds 8 as Ana's turn ends
    data["events"][13]["count"] = 1  # Luis ends his own turn with 7
    assert not any(seq == 18 for seq, _, _ in found(replay_of(data)))


def test_a_card_that_annuls_the_one_it_answers_leaves_it_without_effect() -> None:
    data: dict[str, Any] = json.loads(
        (SAMPLE.parent / "annulled-card.json").read_text("utf-8"))
    assert found(replay_of(data)) == [(15, "P1", "3.1.1")]
    del data["events"][12]["response_to"]  # Niebla answers nothing: Carga Heroica stands
    assert found(replay_of(data)) == []
