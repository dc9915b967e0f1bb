"""The recording window follows a language switch (issue 23 §7): its list of recorded
events, the violations shown and the status line ("Exported to …") are said again in the
language chosen, not left in the one they were written in."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.recording.script import ROOT


def _envelope() -> dict[str, Any]:
    data = json.loads((ROOT / "resources" / "samples" / "kodem" / "clean-game.json")
                      .read_text(encoding="utf-8"))
    return {k: v for k, v in data.items() if k not in ("events", "event")}


def test_the_recording_window_switches_language(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window.set_language("es")
    panel = window.recording_launcher.open()
    assert panel.start_from_envelope(_envelope(), tmp_path / "k.juezrec")
    assert panel.enter_offer(1)  # Ana's turn
    assert panel.export_to(tmp_path / "k.json")
    spanish = (panel.events.item(0).text(), panel.status.text(), panel.shown_violations())
    assert "Exportado a" in spanish[1]
    window.set_language("en")
    english = (panel.events.item(0).text(), panel.status.text(), panel.shown_violations())
    assert "Exported to" in english[1] and "Exportado" not in english[1]
    assert english[0] != spanish[0]  # the event list in English
    assert english[2] != spanish[2]  # "No violation…", not "Ninguna infracción…"
    window.set_language("es")
    assert panel.events.item(0).text() == spanish[0] and "Exportado a" in panel.status.text()
    panel.close_recording()
    panel.close()
    window.set_language("en")


def test_open_in_the_replay_needs_no_save_first(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Issue 23 §15: *Open in the replay* writes the log beside the recording itself."""
    panel = window.recording_launcher.open()
    assert panel.start_from_envelope(_envelope(), tmp_path / "k.juezrec")
    assert panel.enter_offer(1)
    panel.replay_button.click()
    assert panel.exported == tmp_path / "k.json" and panel.exported.is_file()
    qtbot.waitUntil(lambda: window.replay.replay is not None, timeout=20000)
    panel.close_recording()
    panel.close()
