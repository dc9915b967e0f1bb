"""Event workspace against a real SQLite file: players, pairing, keyboard results, undo, reports.

Runs once ``judge_app.storage.service`` (the EventService) exists; the workspace
only calls it and shows what it returns.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from judge_app.tournament.model import GameScore, PenaltyKind
from judge_app.violations import Citation
from tests.ui.calls import calls

pytest.importorskip("judge_app.storage.service",
                    reason="the EventService (judge_app/storage/service.py) has not landed yet")

# Typed with QTest, which only types ASCII; accented names go through import_players below.
NAMES = ["Ana Lopez", "Luis Perez", "Maria Gomez", "Jose Hernandez", "Sofia Diaz", "Diego Ruiz"]


def _error_box() -> QMessageBox | None:
    for w in QApplication.topLevelWidgets():
        if isinstance(w, QMessageBox) and w.isVisible():
            return w
    return None


def _no_error() -> None:
    box = _error_box()
    assert box is None, f"{box.text()} {box.informativeText()}" if box else ""


def _settle(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Wait until the window's writes are written and shown (they return at once)."""
    from ui.operations import Operations

    qtbot.waitUntil(lambda: not Operations.shared().busy, timeout=20000)


def _event_with_players(qtbot, window):  # type: ignore[no-untyped-def]
    window.tabs.setCurrentWidget(window.event_holder)
    ws = window.event_workspace
    assert ws.service is not None
    assert ws.bar.create_event("Liga Kódem", "kodem", "mtg")
    ws.pages.setCurrentIndex(0)
    for name in NAMES:  # typed, each followed by Enter
        ws.players.player_name.setFocus()
        qtbot.keyClicks(ws.players.player_name, name)
        qtbot.keyClick(ws.players.player_name, Qt.Key.Key_Return)
        assert ws.players.player_name.text() == ""  # free for the next name at once
    _settle(qtbot)
    _no_error()
    assert ws.players.players_table.rowCount() == len(NAMES)
    return ws


def _pair(qtbot, ws) -> None:  # type: ignore[no-untyped-def]
    before = ws.current_round
    qtbot.mouseClick(ws.rounds.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ws.current_round == before + 1
                    and ws.rounds.pairings_table.rowCount() > 0, timeout=20000)
    _no_error()


def _points(ws) -> dict[str, int]:  # type: ignore[no-untyped-def]
    return {r.player: r.points for r in calls(ws.service).standings(ws.event_id)}


def _type_result(qtbot, ws, table: int, score: str) -> None:  # type: ignore[no-untyped-def]
    ws.rounds.table_entry.setFocus()
    ws.rounds.table_entry.selectAll()
    qtbot.keyClicks(ws.rounds.table_entry, str(table))
    qtbot.keyClick(ws.rounds.table_entry, Qt.Key.Key_Return)
    assert ws.rounds.score_entry.hasFocus() or QApplication.focusWidget() is ws.rounds.score_entry
    qtbot.keyClicks(ws.rounds.score_entry, score)
    qtbot.keyClick(ws.rounds.score_entry, Qt.Key.Key_Return)
    _settle(qtbot)


def test_create_pair_enter_results_with_the_keyboard_and_undo(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = _event_with_players(qtbot, window)
    _pair(qtbot, ws)
    assert ws.pages.currentIndex() == 1  # straight to result entry
    matches = calls(ws.service).matches(ws.event_id, 1)
    assert ws.rounds.pairings_table.rowCount() == len(matches) == 3
    first = min(matches, key=lambda m: m.table)
    assert all(p == 0 for p in _points(ws).values())

    _type_result(qtbot, ws, first.table, "2-1")
    _no_error()
    assert ws.rounds.score_entry.text() == ""  # ready for the next slip
    points = _points(ws)
    assert points[first.p1] == 3 and points[first.p2] == 0
    ws.pages.setCurrentIndex(2)  # the standings tab shows the new points
    table = ws.standings.standings_table
    shown = [table.item(r, 1).text() for r in range(table.rowCount())]
    assert shown and any(n in shown[0] for n in NAMES)
    assert ws.rounds.pairings_table.item(0, 5).text() == "2-1"

    # Undo (Ctrl+Z) takes the result back out; redo puts it back.
    ws.bar.undo_action.trigger()
    _settle(qtbot)
    _no_error()
    assert _points(ws)[first.p1] == 0
    assert ws.match_at(1, first.table).score is None
    ws.bar.redo_action.trigger()
    assert _points(ws)[first.p1] == 3

    # A score that is not one is refused in place, nothing written.
    _type_result(qtbot, ws, first.table + 1, "3-5")
    assert "3-5" in ws.rounds.score_entry.text()
    assert ws.match_at(1, first.table + 1).score is None


def test_fix_a_past_result_and_it_survives_closing(qtbot, window, settings, db_url) -> None:  # type: ignore[no-untyped-def]
    ws = _event_with_players(qtbot, window)
    _pair(qtbot, ws)
    for m in calls(ws.service).matches(ws.event_id, 1):
        if not m.is_bye:
            assert ws.rounds.record(1, m.table, GameScore(2, 0))
    _pair(qtbot, ws)
    assert ws.current_round == 2 and ws.rounds.shown_round == 2  # the new round is shown
    table = min(m.table for m in calls(ws.service).matches(ws.event_id, 1) if not m.is_bye)
    match = ws.match_at(1, table)
    assert ws.rounds.record(1, table, GameScore(0, 2))  # a correction of round 1
    _no_error()
    assert ws.match_at(1, table).score == GameScore(0, 2)
    assert _points(ws)[match.p2] >= 3
    ws.bar.undo_action.trigger()
    assert ws.match_at(1, table).score == GameScore(2, 0)
    event_id = ws.event_id

    # Closing never loses a result: a fresh workspace on the same file sees it all.
    window.close()
    from ui.event_view import EventWorkspace

    again = EventWorkspace(db_url, settings)
    qtbot.addWidget(again)
    again.ctx.station().operations.settle()  # the last event's read, in the background
    assert again.event_id == event_id  # reopens the last event
    assert again.match_at(1, table).score == GameScore(2, 0)
    assert again.players.players_table.rowCount() == len(NAMES)


def test_late_entry_drop_import_and_penalties(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    ws = _event_with_players(qtbot, window)
    csv = tmp_path / "players.csv"
    csv.write_text("id,name\nX1,Renata Silva\nX2,Andrés Castro\n", encoding="utf-8")
    assert ws.players.import_players(csv).result() == 2
    _pair(qtbot, ws)
    assert ws.players.add_player("Tomás Guerrero")  # a late entry joins the next round
    late = next(p for p in calls(ws.service).players(ws.event_id) if p.name == "Tomás Guerrero")
    assert late.first_round == 2
    assert ws.players.drop_player("X1")
    assert any(p.id == "X1" and p.dropped for p in calls(ws.service).players(ws.event_id))
    _no_error()

    ws.pages.setCurrentIndex(3)
    ws.penalties.penalty_player.setCurrentIndex(ws.penalties.penalty_player.findData("X2"))
    ws.penalties.penalty_infraction.setText("Jugó dos Rava en un turno")
    ws.penalties.penalty_kind.setCurrentIndex(ws.penalties.penalty_kind.findData(PenaltyKind.WARNING.value))
    ws.penalties.penalty_book.setCurrentIndex(ws.penalties.penalty_book.findData("kodem-5.0"))
    ws.penalties.penalty_section.setCurrentIndex(ws.penalties.penalty_section.findData("6.7-P1"))
    assert ws.penalties.penalty_citation() == Citation("kodem-5.0", "6.7-P1")
    assert ws.penalties.add_penalty_from_form()
    _no_error()
    assert ws.penalties.penalties_table.rowCount() == 1
    assert "6.7-P1" in ws.penalties.penalties_table.item(0, 4).text()
    # "Read" opens the cited rule in the rulebook browser.
    qtbot.mouseClick(ws.penalties.show_rule_button, Qt.MouseButton.LeftButton)
    assert window.tabs.currentWidget() is window.rulebooks
    assert window.rulebooks.current_section.id == "6.7-P1"


def _open_preview(qtbot):  # type: ignore[no-untyped-def]
    from ui.report_preview import ReportPreview

    qtbot.waitUntil(lambda: any(isinstance(w, ReportPreview) and w.isVisible()
                                for w in QApplication.topLevelWidgets()), timeout=20000)
    _no_error()
    return next(w for w in QApplication.topLevelWidgets()
                if isinstance(w, ReportPreview) and w.isVisible())


# report → (first line of its CSV export, or None when the report has none)
REPORTS = {"pairings": "round,table,player1_id", "pairings-by-name": "round,name,player_id",
           "slips": None, "standings": "rank,player_id,name", "penalties": None}


def test_every_report_previews_saves_pdf_and_exports_csv(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from pypdf import PdfReader

    ws = _event_with_players(qtbot, window)
    _pair(qtbot, ws)
    ws.rounds.publish_round().result()  # a draft's pairings would ask first (issue 23 §1)
    qtbot.waitUntil(lambda: not ws.drafts)
    calls(ws.service).add_penalty(ws.event_id, calls(ws.service).players(ws.event_id)[0].id,
                           infraction="Mazo mal barajado", kind=PenaltyKind.WARNING,
                           citation=Citation("kodem-5.0", "6.7-P1"), round=1)
    for key, csv_head in REPORTS.items():
        window.report_actions[key].trigger()  # Event → Reports → …
        preview = _open_preview(qtbot)
        assert preview.page_count >= 1
        pdf = preview.save_pdf(tmp_path / f"{key}.pdf")
        text = "".join(page.extract_text() for page in PdfReader(str(pdf)).pages)
        assert "Ana Lopez" in text, (key, text[:200])
        assert preview.csv_button.isEnabled() == (csv_head is not None)
        if csv_head is not None:
            out = preview.export_csv(tmp_path / f"{key}.csv")
            lines = out.read_text(encoding="utf-8-sig").splitlines()
            assert lines[0].startswith(csv_head), (key, lines[0])
            assert any("Ana Lopez" in line for line in lines[1:])
        preview.close()
        qtbot.waitUntil(lambda p=preview: not p.isVisible())

    # File → Match report: the replay's review, previewed and saved the same way.
    from tests.ui.test_ui_replay import _sample_with_violations

    assert window.open_log(_sample_with_violations())
    window.act_match_report.trigger()
    preview = _open_preview(qtbot)
    pdf = preview.save_pdf(tmp_path / "match.pdf")
    assert len(PdfReader(str(pdf)).pages) == preview.page_count >= 1
    assert not preview.csv_button.isEnabled()
    preview.close()


def test_the_event_window_is_tab_widgets_over_one_context(window) -> None:  # type: ignore[no-untyped-def]
    """Issue 21 §4: each tab is its own widget over the one event context (no mixins, no
    panel patched in); the workspace wires them."""
    from ui.event.base import EventView

    ws = window.event_workspace
    assert type(ws).__bases__ == (EventView,)
    tabs = [ws.pages.widget(i) for i in range(ws.pages.count())]
    assert tabs == [ws.players, ws.rounds, ws.standings, ws.penalties, ws.top_cut, ws.floor]
    for part in (*tabs[:5], ws.bar, ws.reports):
        assert type(part).__bases__ == (EventView,) and part.ctx is ws.ctx
    assert ws.rounds.pairings_table.window() is window  # the tab's own widgets, on screen
