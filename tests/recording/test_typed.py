"""Typed notation lines in a recording: one line → one event, the turn and player carried."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from judge_app.games import game_info, known_games
from judge_app.notation import same_json, write_log
from judge_app.recording import RecordingSession
from judge_app.recording.typed import LineProblem, TypedLines
from tests.recording.script import ROOT

SAMPLES = ROOT / "resources" / "samples"
GAMES = {key: game_info(key).demo_table() for key in known_games()}  # each game's demo log


def _lines(data: dict[str, object]) -> list[str]:
    text = write_log(data)
    return [line for line in text.split("\n")[text.split("\n").index(""):] if line.strip()]


@pytest.mark.parametrize("game", list(GAMES))
def test_every_line_of_a_sample_game_records_its_event(tmp_path: Path, game: str) -> None:
    data = json.loads(GAMES[game].read_text(encoding="utf-8"))
    head = {k: v for k, v in data.items() if k != "events"}
    session = RecordingSession.start(head, tmp_path / f"{game}.juezrec")
    typed = TypedLines(session)
    lines = _lines(data)
    assert len(lines) == len(data["events"])
    for line, expected in zip(lines, data["events"], strict=True):
        event = typed.read(line)
        assert event is not None and same_json(event, expected), (line, event, expected)
        session.append(event)
        assert typed.words(session.events[-1])
    session.close()


def test_a_line_that_is_not_an_event_says_where(tmp_path: Path) -> None:
    data = json.loads((SAMPLES / "kodem" / "clean-game.json").read_text(encoding="utf-8"))
    session = RecordingSession.start({k: v for k, v in data.items() if k != "events"},
                                     tmp_path / "k.juezrec")
    typed = TypedLines(session)
    with pytest.raises(LineProblem) as info:
        typed.read("T1 Ana ataca Zzz > kuma2 3")
    assert info.value.column > 1 and info.value.message("en").startswith("column ")
    assert typed.read("# un comentario") is None
    session.close()


def _type(qtbot, line, text: str) -> None:  # type: ignore[no-untyped-def]
    """Key by key (QTest types ASCII keys only: other letters are inserted as typed text)."""
    for ch in text:
        if ch.isascii():
            qtbot.keyClicks(line, ch)
        else:
            line.insert(ch)


def test_the_panel_records_typed_lines(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from ui.recording_panel import RecordingPanel

    data = json.loads((SAMPLES / "kodem" / "clean-game.json").read_text(encoding="utf-8"))
    panel = RecordingPanel(lambda: "es")
    qtbot.addWidget(panel)
    panel.show()
    assert panel.start_from_envelope({k: v for k, v in data.items() if k != "events"},
                                     tmp_path / "p.juezrec")
    for line in _lines(data)[:12]:
        _type(qtbot, panel.line, line)
        qtbot.keyClick(panel.line, Qt.Key.Key_Return)
    assert panel.session is not None
    assert [e["action"] for e in panel.session.events] == \
        [e["action"] for e in data["events"][:12]]
    assert "Ana" in panel.events.item(0).text()  # the event list says it in words
    _type(qtbot, panel.line, "ataca Zzz > kuma2 3")
    qtbot.keyClick(panel.line, Qt.Key.Key_Return)
    assert len(panel.session) == 12 and "columna" in panel.status.text()
    panel.session.close()
