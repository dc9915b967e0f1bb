"""The penalty form's ladder hint follows the event's game's penalty policy (issue 11 §6):
Kódem cites 6.7-P6; Tótems, with no penalty chapter, cites the rule the infraction broke."""

from __future__ import annotations

import pytest

from judge_app.games import game_info
from judge_app.tournament.model import PenaltyKind
from tests.ui.calls import calls


@pytest.mark.parametrize(("game", "expected"), [("kodem", "(6.7-P6)"), ("totems", "(turno)")])
def test_the_ladder_hint_cites_the_events_game_rule(window, game: str, expected: str) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    event_id = ws.bar.create_event(f"Liga {game}", game).result()
    calls(ws.service).add_player(event_id, "Ana", player_id="P1")
    ws.bar.open_event(event_id).wait()
    entry = game_info(game).infractions[0] if game == "kodem" else next(
        e for e in game_info(game).infractions if e.citation.section == "turno")
    calls(ws.service).add_penalty(event_id, "P1", entry.es, PenaltyKind.CAUTION, entry.citation)
    ws.pages.setCurrentIndex(3)
    ws.penalties.penalty_player.setCurrentIndex(ws.penalties.penalty_player.findData("P1"))
    ws.penalties.set_penalty_citation(entry.citation)
    ws.penalties.penalty_infraction.setText(entry.es)
    ws.penalties.penalty_infraction.editingFinished.emit()
    hint = ws.penalties.penalty_hint.text()
    assert expected in hint, hint
    assert ws.penalties.suggested_kind == PenaltyKind.WARNING.value
    if game == "totems":
        assert "6.7" not in hint and "general ladder" in hint
