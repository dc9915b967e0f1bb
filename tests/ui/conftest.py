"""Real widgets offscreen; settings in a temporary INI file; databases as SQLite files."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from ui.i18n import compile_translations
from ui.settings import AppSettings


@pytest.fixture(scope="session", autouse=True)
def _translations() -> None:
    """The .qm files are build products: make sure they exist for the language tests."""
    compile_translations()


@pytest.fixture
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AppSettings:
    monkeypatch.delenv("JUEZ_DB", raising=False)
    monkeypatch.delenv("JUEZ_SETTINGS", raising=False)
    s = AppSettings(tmp_path / "juez.ini")
    s.language = "en"
    return s


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'event.sqlite'}"


@pytest.fixture
def window(qtbot, settings: AppSettings, db_url: str) -> Iterator[object]:  # type: ignore[no-untyped-def]
    from ui.app import create_window

    w = create_window(settings, db_url=db_url)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()
    w.switcher.remove()


@pytest.fixture
def settle(qtbot):  # type: ignore[no-untyped-def]
    """``settle()`` waits until every write the window submitted is written and its view
    refreshed (the window itself never waits: its writes return at once)."""
    from ui.operations import Operations

    def wait(timeout: int = 20_000) -> None:
        ops = Operations.shared()
        qtbot.waitUntil(lambda: not ops.busy, timeout=timeout)

    return wait


def print_the_draft(ws: object) -> None:
    """Answer the question a draft's pairings or slips ask before printing (issue 23 §1):
    *Print the draft*, as it is."""
    box = ws.reports.draft_box  # type: ignore[attr-defined]
    assert box.isVisible(), "printing a draft asks first"
    ws.reports.draft_choices[1].click()  # type: ignore[attr-defined]
