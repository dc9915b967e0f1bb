"""A new recording's envelope, decided in the core (issue 21 §4): the table of a log, the
variant chosen, what the variant's players agree before the game."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.logs.errors import LogError
from judge_app.recording.setup import envelope_at_table, with_start_agreements

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"


def test_the_table_of_a_log_is_a_new_match_of_the_variant_chosen() -> None:
    log = SAMPLES / "kodem" / "clean-game.json"
    envelope = envelope_at_table(log, "kodem", "jungla", [("P1", "Ana"), ("P2", "Beto")])
    assert envelope["variant"] == "jungla" and "event" not in envelope
    assert "events" not in envelope
    assert [p["name"] for p in envelope["players"]] == ["Ana", "Beto"]


def test_another_games_log_is_refused_at_its_game() -> None:
    log = SAMPLES / "totems" / "clean.json"
    with pytest.raises(LogError) as refused:
        envelope_at_table(log, "kodem", None)
    assert refused.value.path == "$.game" and "not kodem" in str(refused.value)


def test_the_agreements_of_the_variant_and_unreadable_teams() -> None:
    envelope = envelope_at_table(SAMPLES / "kodem" / "clean-game.json", "kodem", "manada")
    assert with_start_agreements(envelope, "kodem", "batalla", 3, "", 2) is envelope
    assert with_start_agreements(envelope, "kodem", "manada", 3, "1 / x", 4) is None
    agreed = with_start_agreements(envelope, "kodem", "manada", 3, "1 3 / 2 4", 4)
    assert agreed is not None
    assert agreed["setup"]["target_count"] == 3
    assert agreed["setup"]["teams"] == [["P1", "P3"], ["P2", "P4"]]
