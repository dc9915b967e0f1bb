"""The recording panel, driven from the keyboard: offered-action keys, typed lines, undo,
a violation shown at once with its citation (a click opens the rulebook), export, resume."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QUrl

from judge_app.replay import Replay
from judge_app.violations import Citation
from tests.recording.script import ROOT
from ui.recording_panel import RecordingPanel

SAMPLES = ROOT / "resources" / "samples"


def _envelope(game: str) -> dict[str, Any]:
    name = "clean-game.json" if game == "kodem" else "clean.json"
    data = json.loads((SAMPLES / game / name).read_text(encoding="utf-8"))
    return {k: v for k, v in data.items() if k not in ("events", "event")}


@pytest.fixture
def panel(qtbot) -> Iterator[RecordingPanel]:  # type: ignore[no-untyped-def]
    widget = RecordingPanel(lambda: "en")
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    if widget.session is not None:
        widget.session.close()


def _type(qtbot, widget: Any, text: str) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClicks(widget, text)


def test_record_a_whole_kodem_game_from_the_keyboard(qtbot, panel, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    assert panel.start_from_envelope(_envelope("kodem"), tmp_path / "k.juezrec")
    session = panel.session
    assert session is not None and panel.line.hasFocus()
    assert [o.label("en") for o in panel.offered()] == ["Ana's turn"]
    qtbot.keyClick(panel.line, Qt.Key.Key_1)  # Ana's turn
    _type(qtbot, panel.line, "previa")  # typed words filter the offers; Enter enters
    assert [o.event["phase"] for o in panel.offered()] == ["previa"]
    qtbot.keyClick(panel.line, Qt.Key.Key_Return)
    assert [e["action"] for e in session.events] == ["turn", "phase"]
    assert panel.line.text() == ""

    # An illegal play typed as one JSON event: recorded, flagged at once with its citation.
    _type(qtbot, panel.line, '{"player": "P1", "action": "attack", "card": "itzal", '
                             '"targets": ["kuma2"], "damage": 3}')
    assert "flagged" in panel.status.text()  # the preview says so before it is entered
    qtbot.keyClick(panel.line, Qt.Key.Key_Return)
    assert len(session) == 3 and [v.section for v in session.violations_at(3)]
    shown = panel.shown_violations()
    assert "Violation — event 3" in shown and "Kódem TCG 5.0 §" in shown
    assert "/" not in shown.split("Kódem TCG 5.0 §", 1)[1].split("\n", 1)[0]  # no "5/batalla"
    assert panel.events.item(2).text().startswith("⚠ 3.")
    cited: list[Citation] = []
    panel.citationActivated.connect(cited.append)
    v = session.violations_at(3)[0]
    panel.detail.anchorClicked.emit(QUrl(f"cite:{v.citation.rulebook}:{v.citation.section}"))
    assert cited == [v.citation]
    qtbot.keyClick(panel.line, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo
    assert len(session) == 2 and session.violations == [] and panel.events.count() == 2

    # Then the whole game with the offered-action keys (Alt+digit works on a typed line too).
    _type(qtbot, panel.line, "x")
    qtbot.keyClick(panel.line, Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)
    assert panel.line.text() == "x" or len(session) == 2  # "x" matched no offer: nothing
    panel.line.clear()
    for _ in range(600):
        if session.state.over:
            break
        before = len(session)
        qtbot.keyClick(panel.line, Qt.Key.Key_1)
        assert len(session) == before + 1
    assert session.state.over and session.events[-1]["action"] == "game_end"
    assert session.all_violations() == []
    assert panel.events.count() == len(session)
    assert all("time" in e for e in session.events)

    out = tmp_path / "recorded.json"
    assert panel.export_to(out)
    replay = Replay.from_file(out)
    assert len(replay) == len(session) and replay.violations == []
    assert not panel.export_to(out)  # never over an existing file without asking


def test_resume_a_recording_from_the_start_page(qtbot, panel, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    assert panel.start_from_envelope(_envelope("kodem"))  # in the recordings folder
    for _ in range(12):
        qtbot.keyClick(panel.line, Qt.Key.Key_1)
    events = panel.session.events if panel.session else []
    panel.close_recording()
    assert panel.stack.currentIndex() == 0 and panel.resume_list.count() >= 1
    panel.resume_list.setCurrentRow(0)
    panel.resume_button.click()
    assert panel.session is not None and panel.session.events == events
    assert panel.events.count() == 12 and panel.stack.currentIndex() == 1
    qtbot.keyClick(panel.line, Qt.Key.Key_1)
    assert len(panel.session) == 13


def test_start_from_the_form_with_deck_files_and_a_bad_deck(qtbot, panel, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    deck = SAMPLES / "kodem" / "decks" / "legal-standard.json"
    panel.game.setCurrentIndex(panel.game.findData("kodem"))
    panel.from_decks.setChecked(True)
    panel.deck_paths[0].setText(str(deck))
    panel.deck_paths[1].setText(str(tmp_path / "missing.json"))
    panel.start_button.click()
    assert "missing.json" in panel.start_error.text() and panel.session is None
    panel.deck_paths[1].setText(str(deck))
    panel.names[1].setText("Eva")
    panel.start_button.click()
    assert panel.session is not None
    assert [p.name for p in panel.session.log.players] == ["Ana", "Eva"]
    assert panel.session.violations == []


@pytest.mark.parametrize("game", ["totems", "codigos", "kingdom", "digimon"])
def test_record_a_short_game_of_each_other_game(qtbot, panel, game: str) -> None:  # type: ignore[no-untyped-def]
    panel.game.setCurrentIndex(panel.game.findData(game))
    panel.start_button.click()  # the table of the game's shipped sample
    session = panel.session
    assert session is not None and session.log.game == game
    for _ in range(40):
        if not panel.offered():
            break
        qtbot.keyClick(panel.line, Qt.Key.Key_1)
    assert len(session) >= 10 and session.all_violations() == []
    assert panel.events.count() == len(session)


def test_the_main_window_opens_the_panel_and_follows_citations(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from ui.app import create_window
    from ui.settings import AppSettings

    settings = AppSettings(tmp_path / "juez.ini")
    settings.language = "en"
    window = create_window(settings, db_url=f"sqlite:///{tmp_path / 'e.sqlite'}")
    qtbot.addWidget(window)
    window.show()
    action = window.findChild(type(window.act_deck), "actRecord")
    assert action is not None and action.text() == "&Record a match…"
    action.trigger()
    panel = window.recording_launcher.panel
    assert panel is not None and panel.isVisible()
    panel.citationActivated.emit(Citation("kodem-5.0", "5.1"))
    assert window.tabs.currentWidget() is window.rulebooks
    window.set_language("es")
    qtbot.waitUntil(lambda: action.text() == "&Registrar una partida…")
    qtbot.waitUntil(lambda: panel.start_button.text() == "Empezar a registrar (Ctrl+Intro)")
    window.set_language("en")
    panel.close()
    window.close()
    window.switcher.remove()


def test_a_long_resume_entry_wraps_whole(qtbot, panel) -> None:  # type: ignore[no-untyped-def]
    """Issue 23 §15: an entry of the resume list (date · game · players · events) is never
    cut: it wraps in a narrow panel, and its tooltip says it whole."""
    envelope = _envelope("kodem")
    for player in envelope["players"]:
        player["name"] = "María Fernanda Gutiérrez de la Torre " + player["id"]
    assert panel.start_from_envelope(envelope)
    panel.close_recording()
    panel.resize(420, 500)
    panel.show()
    qtbot.waitExposed(panel)
    rows = panel.resume_list
    item = rows.item(0)
    assert "María Fernanda Gutiérrez de la Torre P1" in item.text() and item.toolTip()
    width = rows.fontMetrics().horizontalAdvance(item.text())
    rect = rows.visualItemRect(item)
    assert width > rows.viewport().width()  # longer than the list is wide…
    assert rect.height() >= 2 * rows.fontMetrics().height()  # …so it wraps
    assert rect.right() <= rows.viewport().width()
