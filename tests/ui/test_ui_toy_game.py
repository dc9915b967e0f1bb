"""A toy sixth game (tests/support/toygame/) appears in the window once registered: the
new-event game list and the rulebook browser; no line of ui/ names it (issue 11 §2)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QComboBox

from judge_app.games import GameInfo, known_games
from judge_app.violations import Citation
from tests.support import toygame
from ui.i18n import game_title
from ui.rulebooks import RulebookBrowser


@pytest.fixture
def toy() -> Iterator[GameInfo]:
    with toygame.registered() as info:
        yield info


def _items(combo: QComboBox) -> list[object]:
    return [combo.itemData(i) for i in range(combo.count())]


def test_the_new_event_dialog_lists_every_registered_game(window, toy) -> None:  # type: ignore[no-untyped-def]
    workspace = window.event_workspace
    workspace.bar.new_event_dialog()
    combos = workspace.bar.new_event_box.findChildren(QComboBox)
    game = next(c for c in combos if "juguete" in _items(c))
    assert _items(game) == known_games()
    assert game.itemText(_items(game).index("juguete")) == "Juego de Juguete"
    workspace.bar.new_event_box.reject()
    assert game_title("juguete") == "Juego de Juguete"


def test_without_the_toy_game_the_list_has_only_juez_games(window) -> None:  # type: ignore[no-untyped-def]
    workspace = window.event_workspace
    workspace.bar.new_event_dialog()
    combos = workspace.bar.new_event_box.findChildren(QComboBox)
    game = next(c for c in combos if "kodem" in _items(c))
    assert _items(game) == known_games() and "juguete" not in known_games()
    workspace.bar.new_event_box.reject()


def test_the_rulebook_browser_shows_the_toy_rulebook(qtbot, toy) -> None:  # type: ignore[no-untyped-def]
    browser = RulebookBrowser()
    qtbot.addWidget(browser)
    assert _items(browser.book_combo)[-1] == "juguete-1"
    assert browser.open_citation(Citation("juguete-1", "turno"))
    assert "Nunca más de tres" in browser.text.toPlainText()


def test_the_recording_panel_lists_the_toy_game_and_offers_its_demo_table(qtbot, toy) -> None:  # type: ignore[no-untyped-def]
    from ui.recording_panel import RecordingPanel

    panel = RecordingPanel(lambda: "en")
    qtbot.addWidget(panel)
    assert _items(panel.game) == known_games() and "juguete" in _items(panel.game)
    panel.game.setCurrentIndex(panel.game.findData("juguete"))
    assert panel.log_path.text() == str(toygame.HERE / "samples" / "clean.json")
    assert [panel.variant.itemText(i) for i in range(panel.variant.count())] == ["standard"]
