"""Códigos: the corners issue 24 named (Excepciones 1 and 2, taking from the discard pile, the
first player by photo number, option 3 on a wildcard code, an incomplete exposed code at the
end), each shown by a shipped sample and its near miss built here from the same log."""

from __future__ import annotations

import json
from typing import Any

from judge_app.games import game_info
from tests.support.games import found, replay_of

SAMPLES = game_info("codigos").sample_dir


def _log(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((SAMPLES / f"{name}.json").read_text("utf-8"))
    return data


def test_a_blocked_wildcard_is_lost_and_its_replacement_stays_blocked() -> None:
    data = _log("wildcard-and-pile-violations")
    assert found(replay_of(data))[:2] == [(5, "P2", "excepciones"), (8, "P1", "excepciones")]
    # The near miss: once the Soldier moves on, the replacement is an ordinary card.
    data["events"][4] = {"turn": 2, "player": "P2", "action": "soldier", "to": 0}
    data["events"][3] = {"turn": 2, "player": "P2", "action": "take", "card": "c08"}
    flagged = found(replay_of(data))
    assert not any(seq in (5, 8) for seq, _, _ in flagged), flagged


def test_only_the_top_of_the_discard_pile_is_taken() -> None:
    data = _log("wildcard-and-pile-violations")
    assert (10, "P2", "acciones") in found(replay_of(data))
    data["events"][9]["card"] = "c04"  # the top of the pile
    assert not any(seq == 10 for seq, _, _ in found(replay_of(data)))


def test_the_first_player_holds_the_highest_photo_number() -> None:
    data = _log("first-player")
    assert found(replay_of(data)) == [(1, "P1", "comienza")]
    hands = data["setup"]["collection"]
    hands["P1"], hands["P2"] = hands["P2"], hands["P1"]
    data["events"][1]["card"] = "c12"  # Ana now discards a card of her new hand
    assert found(replay_of(data)) == []


def test_option_3_on_a_wildcard_code_loses_it_but_not_on_a_plain_code() -> None:
    data = _log("end-violations")
    assert (3, "P1", "revelar-y-puntuacion") in found(replay_of(data))
    hidden = data["position"]["sides"]["P1"]["hidden"][0]
    hidden["symbols"] = ["c03"]  # the tanque the code needs, not a comodín
    data["position"]["sides"]["P2"]["hidden"][0]["symbols"] = ["c04"]
    data["position"]["sides"]["P2"]["hidden"][0]["card"] = "c09"
    data["events"][3] = {"turn": 11, "player": "P2", "action": "reveal_code", "code": "c09",
                         "said": ["avion", "bomba"], "outcome": "unordered"}
    flagged = found(replay_of(data))
    assert not any(seq == 3 for seq, _, _ in flagged), flagged


def test_an_incomplete_exposed_code_not_discarded_scores_nothing_at_the_end() -> None:
    data = _log("end-violations")
    assert found(replay_of(data))[-1] == (5, None, "final")
    data["events"][-1]["scores"]["P1"] = 0
    assert not any(seq == 5 for seq, _, _ in found(replay_of(data)))


def test_four_players_reuse_the_discard_pile_without_the_revelen_card() -> None:
    data = _log("four-players")
    assert found(replay_of(data)) == [(7, "P3", "excepciones")]
    data["events"][6]["pile"] = ["c03", "c05", "c24"]
    assert found(replay_of(data)) == []
