"""No action of the event window is a silent no-op (issue 8): without a database, without an
event, or when the service refuses, the judge reads what failed and why, in their language."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from ui.settings import AppSettings


def _boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()]


def _said(qtbot, action: Callable[[], object]) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    """Run ``action``; the one dialog it opens (closed), as (what failed, why)."""
    assert not _boxes()
    action()
    qtbot.waitUntil(lambda: bool(_boxes()), timeout=10000)
    boxes = _boxes()
    assert len(boxes) == 1
    said = boxes[0].text(), boxes[0].informativeText()
    boxes[0].done(0)
    qtbot.waitUntil(lambda: not _boxes())
    return said


@pytest.fixture
def no_database(qtbot, tmp_path: Path, settings: AppSettings):  # type: ignore[no-untyped-def]
    """A workspace whose database cannot be opened (its folder is a file)."""
    from ui.app import create_window

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    window = create_window(settings, db_url=f"sqlite:///{blocker / 'juez.sqlite3'}")
    qtbot.addWidget(window)
    window.show()
    ws = window.event_workspace
    qtbot.waitUntil(lambda: bool(_boxes()), timeout=10000)  # said once at the start
    assert _boxes()[0].text().startswith("Could not open the database")
    _boxes()[0].done(0)
    assert ws.service is None
    yield window
    window.close()
    window.switcher.remove()


def test_every_action_without_a_database_says_so_and_why(qtbot, no_database, tmp_path) -> None:  # type: ignore[no-untyped-def]
    ws = no_database.event_workspace
    roster = tmp_path / "roster.csv"
    roster.write_text("id,name\nA1,Ana\n", encoding="utf-8")
    actions: dict[str, Callable[[], object]] = {
        "Could not create the event": lambda: ws.bar.create_event("Liga", "kodem"),
        "Could not add the player": lambda: ws.players.add_player("Ana"),
        "Could not pair the round": ws.rounds.pair_next_round,
        "Could not re-pair the round": ws.rounds.repair_round,
        "Could not start the top cut": ws.top_cut.top_cut_dialog,
        "Could not verify the audit log": ws.bar.verify_audit,
        "Could not add the penalty": ws.penalties.add_penalty_from_form,
        "Could not drop the player": lambda: ws.players.drop_player("A1"),
        "Could not reinstate the player": lambda: ws.players.undrop_player("A1"),
        "Could not delete the event": lambda: ws.bar.delete_event("ev-1"),
        "Could not list the events": ws.bar.open_event_dialog,
        f"Could not import the players from {roster}": lambda: ws.players.import_players(roster),
        "Could not prepare the report standings": lambda: ws.reports.preview("standings"),
    }
    for what, action in actions.items():
        said, why = _said(qtbot, action)
        assert said == what
        assert why.startswith("No database is open. Choose one in File → Settings…"), why
        assert "not-a-folder" in why  # and why the one asked for could not be opened
    # "New event…" says it before the judge types a name into a dialog that cannot work
    said, why = _said(qtbot, no_database.act_new_event.trigger)
    assert said == "Could not create the event" and "No database is open" in why
    assert not any(w.objectName() == "newEventDialog" and w.isVisible()
                   for w in QApplication.topLevelWidgets())


def test_in_spanish_too(qtbot, no_database) -> None:  # type: ignore[no-untyped-def]
    no_database.set_language("es")
    ws = no_database.event_workspace
    said, why = _said(qtbot, lambda: ws.bar.create_event("Liga", "kodem"))
    assert said == "No se pudo crear el evento"
    assert why.startswith("No hay una base de datos abierta. Elige una en Archivo → "
                          "Configuración…"), why
    no_database.set_language("en")


def test_without_an_event_and_with_an_empty_name(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    assert ws.service is not None and ws.event_id is None
    for what, action in (("Could not add the player", lambda: ws.players.add_player("Ana")),
                         ("Could not pair the round", ws.rounds.pair_next_round),
                         ("Could not prepare the report pairings",
                          lambda: ws.reports.preview("pairings")),
                         ("Could not verify the audit log", ws.bar.verify_audit)):
        said, why = _said(qtbot, action)
        assert (said, why) == (what, "No event is open: create one (Ctrl+N) or pick one in "
                                     "the list above.")
    said, why = _said(qtbot, lambda: ws.bar.create_event("Liga", "kodem", "no-such-profile"))
    assert said == "Could not create the event" and "no-such-profile" in why, why
    assert ws.bar.create_event("Liga", "kodem")
    assert not ws.players.add_player("   ")
    assert ws.rounds.entry_status.text() == "Type the player's name first."
    assert not _boxes()
