"""The offered actions: what the rules engine says is possible now, ready to enter."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from judge_app.games import known_games
from judge_app.recording import Recorder, RecordingSession, recorder_for
from judge_app.replay import Replay
from tests.recording.script import ROOT

SAMPLES = ROOT / "resources" / "samples"


def _core(event: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in event.items() if k not in ("turn", "time", "note", "reason")}


def _start(tmp_path: Path, sample: Path) -> tuple[RecordingSession, list[dict[str, Any]]]:
    data = json.loads(sample.read_text(encoding="utf-8"))
    head = {k: v for k, v in data.items() if k != "events"}
    path = tmp_path / f"{sample.parent.name}-{sample.stem}.juezrec"
    return RecordingSession.start(head, path), data["events"]


def test_every_game_has_its_hooks() -> None:
    for game in known_games():
        assert isinstance(recorder_for(game), Recorder)
        assert type(recorder_for(game)) is not Recorder, game
    assert type(recorder_for("no-such-game")) is Recorder


def test_kodem_offers_what_the_sample_game_did(tmp_path: Path) -> None:
    session, events = _start(tmp_path, SAMPLES / "kodem" / "clean-game.json")
    offered = 0
    for event in events:
        if _core(event) in [_core(dict(s.event)) for s in session.suggestions()]:
            offered += 1
        session.append(event)
    # All but the equipment placed face down (offered face up): 62 of 63.
    assert offered >= len(events) - 1, offered
    session.close()


def test_kodem_offers_in_words_and_in_phase_order(tmp_path: Path) -> None:
    session, events = _start(tmp_path, SAMPLES / "kodem" / "clean-game.json")
    first = session.suggestions()
    assert [s.event["action"] for s in first] == ["turn"]
    assert first[0].label("es") == "Turno de Ana" and first[0].label("en") == "Ana's turn"
    for event in events[:5]:  # turn 1 up to the Batalla phase
        session.append(event)
    offers = session.suggestions()
    attacks = [s for s in offers if s.group == "attack"]
    assert attacks and all(s.event["player"] == "P1" for s in attacks)
    assert "ataca a" in attacks[0].label("es") and "attacks" in attacks[0].label("en")
    session.append(events[5])  # the attack
    resolve = [s for s in session.suggestions() if s.group == "resolve"]
    assert [_core(dict(s.event)) for s in resolve] == [_core(events[6])]
    session.close()


def test_kodem_first_offer_every_time_plays_a_legal_game(tmp_path: Path) -> None:
    session, _ = _start(tmp_path, SAMPLES / "kodem" / "clean-game.json")
    for _ in range(600):
        offers = session.suggestions()
        assert offers, f"nothing offered after event {len(session)}"
        assert session.append(dict(offers[0].event)) == []
        if session.state.over:
            break
    assert session.state.over and session.events[-1]["action"] == "game_end"
    out = tmp_path / "played.json"
    out.write_text(session.export_text(), encoding="utf-8")
    assert Replay.from_file(out).violations == []
    session.close()


#: Per game, the clean sample and how many of its events the offers contain at least (the
#: rest need what only the table knows: a die roll, which cards were trained, a free text).
COVERAGE = {"totems": 6, "codigos": 36, "kingdom": 24, "digimon": 24}


def test_other_games_offer_what_their_sample_games_did(tmp_path: Path) -> None:
    for game, least in COVERAGE.items():
        session, events = _start(tmp_path, SAMPLES / game / "clean.json")
        offered = 0
        for event in events:
            if _core(event) in [_core(dict(s.event)) for s in session.suggestions()]:
                offered += 1
            session.append(event)
        assert offered >= least, (game, offered)
        session.close()


def test_other_games_first_offer_every_time_breaks_no_rule(tmp_path: Path) -> None:
    for game in COVERAGE:
        session, _ = _start(tmp_path / "played", SAMPLES / game / "clean.json")
        for _ in range(150):
            offers = session.suggestions()
            if not offers:
                break
            assert offers[0].label("es") and offers[0].label("en")
            assert session.append(dict(offers[0].event)) == [], (game, len(session))
        assert len(session) >= 10, game
        assert session.all_violations() == [], game
        session.close()
