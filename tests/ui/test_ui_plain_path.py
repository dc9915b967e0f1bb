"""``JUEZ_DB`` may be a plain file path (the README's and the packaged app's smoke test use
one): the window opens it like the command line does. The built app's smoke test found the
window's start-up check failing on it with "Could not parse SQLAlchemy URL"."""

from __future__ import annotations

from pathlib import Path

from judge_app.storage.service import EventService


def test_the_window_starts_on_a_plain_path(qtbot, settings, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from ui.app import create_window

    db = tmp_path / "juez.sqlite3"
    ev = EventService(str(db)).create_event("Liga", "kodem").id
    window = create_window(settings, db_url=str(db))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.check_database_later()  # raised ArgumentError on a plain path
    qtbot.waitUntil(lambda: not window.ops.busy, timeout=10_000)
    assert window.database_problem is None
    window.event_workspace.bar.open_event(ev).wait()
    qtbot.waitUntil(lambda: window.event_workspace.event_id == ev, timeout=10_000)
    window.close()
    window.switcher.remove()
