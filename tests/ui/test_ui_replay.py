"""Replay workspace: open a sample log, step, jump to violations and turns, follow a citation."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from judge_app.replay import Replay
from ui.replay_view import sample_logs


def _sample_with_violations() -> Path:
    """A shipped log with violations: Kódem's (the flagship) when its samples and rules
    module exist, otherwise Tótems' (the replay view knows only the game protocol)."""
    kodem_ready = (Path(__file__).resolve().parents[2] / "judge_app" / "games" / "kodem"
                   / "__init__.py").exists()
    games = ("kodem", "totems") if kodem_ready else ("totems",)
    for game in games:
        for path in sample_logs():
            if path.parent.name == game and Replay.from_file(path).violations:
                return path
    raise AssertionError(f"no sample log with violations in resources/samples/{games}")


def test_sample_list_holds_logs_only() -> None:
    paths = sample_logs()
    assert paths
    assert not [p for p in paths if p.name.endswith(".expected.json")]


def _error_box() -> QMessageBox | None:
    for w in QApplication.topLevelWidgets():
        if isinstance(w, QMessageBox) and w.isVisible():
            return w
    return None


def test_open_step_and_jump_with_the_keyboard(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    path = _sample_with_violations()
    assert window.open_log(path)
    ws = window.replay
    replay = ws.replay
    assert replay is not None and ws.seq == 0
    assert ws.board.board is not None
    assert {p.player for p in ws.board.ordered_players()} == set(replay.log.player_ids)
    assert ws.events_model.rowCount() == len(replay) + 1
    ws.events.setFocus()
    qtbot.keyClick(ws.events, Qt.Key.Key_Right)
    assert ws.seq == 1 and ws.slider.value() == 1
    assert ws.events.currentIndex().row() == 1
    qtbot.keyClick(ws.events, Qt.Key.Key_End)
    assert ws.seq == len(replay)
    qtbot.keyClick(ws.events, Qt.Key.Key_Left)
    assert ws.seq == len(replay) - 1
    qtbot.keyClick(ws.events, Qt.Key.Key_Home)
    assert ws.seq == 0
    first = replay.violations[0].seq
    qtbot.keyClick(ws.events, Qt.Key.Key_N)
    assert ws.seq == (first if first > 0 else replay.next_violation(0))
    # The event list marks violation rows in red.
    color = ws.events_model.data(ws.events_model.index(ws.seq), Qt.ItemDataRole.ForegroundRole)
    assert color is not None and color.red() > 150
    qtbot.keyClick(ws.events, Qt.Key.Key_P)
    assert ws.seq == (replay.previous_violation(ws.seq) or ws.seq)
    # The board follows the seek (highlighted cards are those of the event).
    ws.seek(len(replay) // 2)
    assert ws.board.board == replay.board_at(len(replay) // 2)
    # Ctrl+O is the main window's open action.
    assert window.act_open.shortcut().toString() == "Ctrl+O"


def test_select_violation_and_follow_its_citation(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.open_log(_sample_with_violations())
    ws = window.replay
    ws.next_violation()
    violations = ws.current_violations()
    assert violations
    html = ws.detail.toHtml()
    assert violations[0].message("en") in ws.detail.toPlainText()
    links = re.findall(r'href="(cite:[^"]+)"', html)
    assert links, html
    ws.detail.anchorClicked.emit(QUrl(links[0]))
    assert window.tabs.currentWidget() is window.rulebooks
    shown = window.rulebooks.current_section
    cited = violations[0].citation
    assert shown is not None and shown.rulebook == cited.rulebook
    assert shown.id in (cited.section, cited.bare_section)


def test_jump_to_a_turn(window) -> None:  # type: ignore[no-untyped-def]
    window.open_log(_sample_with_violations())
    ws = window.replay
    replay = ws.replay
    turn = replay.turns[-1]
    index = ws.turn_combo.findData(turn)
    ws.turn_combo.setCurrentIndex(index)
    ws.turn_combo.activated.emit(index)
    assert ws.seq == replay.turn_start(turn)


def test_language_switch_keeps_the_replay_and_translates_messages(window) -> None:  # type: ignore[no-untyped-def]
    window.open_log(_sample_with_violations())
    ws = window.replay
    ws.next_violation()
    seq = ws.seq
    violation = ws.current_violations()[0]
    window.set_language("es")
    assert ws.seq == seq and ws.replay is not None
    assert violation.message("es") in ws.detail.toPlainText()
    assert ws.act_next_violation.toolTip() == "Infracción siguiente (N)"


def test_a_broken_log_is_a_dialog_naming_file_and_place(qtbot, window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "juez-match-log", "version": 7, "game": "kodem"}', "utf-8")
    assert not window.open_log(bad)
    qtbot.waitUntil(lambda: _error_box() is not None)
    box = _error_box()
    assert box is not None
    assert "broken.json" in box.text() and "$.version" in box.informativeText()
    box.close()
    assert window.replay.replay is None


def test_drop_a_file_on_the_workspace(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    path = _sample_with_violations()
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    event = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, data,
                       Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    window.replay.dropEvent(event)
    assert window.replay.path == path


def test_large_logs_load_off_the_ui_thread(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    path = _sample_with_violations()
    with qtbot.waitSignal(window.replay.replayLoaded, timeout=20000):
        assert not window.replay.open_file(path, background=True)
    assert window.replay.replay is not None
    assert str(path.resolve()) in window.settings.recent_files


def test_samples_and_recent_files_menus_open_logs(window) -> None:  # type: ignore[no-untyped-def]
    samples = [a for a in window.samples_menu.actions() if a.text()]
    assert len(samples) == len(sample_logs())
    assert not [a for a in samples if "expected" in a.text()]
    samples[-1].trigger()
    opened = window.replay.path
    assert opened is not None and window.replay.replay is not None
    window._fill_recent()
    recent = [a.text() for a in window.recent_menu.actions()]
    assert recent[0] == str(opened.resolve())
    window.replay.replay = None
    window.recent_menu.actions()[0].trigger()
    assert window.replay.replay is not None and window.replay.path == opened.resolve()
