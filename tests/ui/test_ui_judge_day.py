"""A head judge's day at a 100-player Kódem regional, driven through the real window.

(a) the scorekeeper: event, 100 players from CSV (markup, a spreadsheet formula,
accents, CJK), round 1 paired, every result typed from the keyboard only, a past
result fixed after round 2 is paired, a late entry, two drops, standings, the
pairings by name and the standings printed and read back, undo/redo;
(b) the floor judge: a Kódem log with violations, N/P, the rule, back to the
same step, a turn, a language switch, a deck check; (c) penalties with the rule
picked in the rulebook and the ladder's suggestion on a repeat.

Keystrokes go to ``QApplication.focusWidget()``: if focus is not where the next
key belongs, the test fails, as the scorekeeper's typing would.
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QInputDialog,
    QMessageBox,
    QWidget,
)

from judge_app.reports.pairings import points_before
from judge_app.resources import resource_path
from judge_app.tournament.model import GameScore, PenaltyKind
from judge_app.violations import Citation
from tests.ui.calls import calls
from tests.ui.cells import header

pytest.importorskip("judge_app.storage.service")

SPECIAL = {"R001": "<b>Ana & Co</b>", "R002": "=SUM(A1)", "R003": "José Ñúñez Íñiguez",
           "R004": "山田 太郎", "R005": "Zoë Çelik-Ødegård"}
FIRST = ["Lucía", "Mateo", "Sofía", "Diego", "Valentina", "Andrés", "Camila", "Tomás",
         "Renata", "Joaquín"]
LAST = ["García", "Pérez", "López", "Martínez", "Hernández", "Gómez", "Díaz", "Ruiz",
        "Sánchez", "Ramírez"]


def _players_csv(path: Path) -> dict[str, str]:
    names = dict(SPECIAL)
    i = 0
    while len(names) < 100:
        names[f"R{len(names) + 1:03d}"] = f"{FIRST[i % 10]} {LAST[i // 10 % 10]} {i}"
        i += 1
    with path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(["id", "name"])
        writer.writerows(names.items())
    return names


def _focus() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def _type(qtbot, text: str) -> None:  # type: ignore[no-untyped-def]
    """Type into whatever has the focus, then Enter."""
    widget = _focus()
    for ch in text:
        if ch.isascii():
            qtbot.keyClick(widget, ch)
        else:  # QTest types ASCII only; a keyboard sends the character with no key code
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(widget, QKeyEvent(kind, 0, Qt.KeyboardModifier.NoModifier,
                                                         ch))
    qtbot.keyClick(_focus(), Qt.Key.Key_Return)


def _visible(cls: type, name: str | None = None) -> QWidget | None:
    for w in QApplication.topLevelWidgets():
        if isinstance(w, cls) and w.isVisible() and (name is None or w.objectName() == name):
            return w
    return None


def _dialog_up(qtbot, cls: type, name: str):  # type: ignore[no-untyped-def]
    """Wait until the dialog is shown and has the keyboard, as a judge waits to see it."""
    qtbot.waitUntil(lambda: _visible(cls, name) is not None, timeout=3000)
    dialog = _visible(cls, name)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=3000)
    return dialog


def _no_error() -> None:
    box = _visible(QMessageBox, "errorDialog")
    assert box is None, f"{box.text()} {box.informativeText()}" if box else ""  # type: ignore[attr-defined]


def _answer(qtbot, yes: bool) -> QMessageBox:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: _visible(QMessageBox, "confirmDialog") is not None, timeout=3000)
    box = _visible(QMessageBox, "confirmDialog")
    assert isinstance(box, QMessageBox)
    text = box.text()
    if yes:
        box.button(QMessageBox.StandardButton.Yes).click()
    else:  # the default button: an Enter typed out of habit keeps what is there
        assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
        box.button(QMessageBox.StandardButton.No).click()
    qtbot.waitUntil(lambda: _visible(QMessageBox, "confirmDialog") is None, timeout=3000)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is not None, timeout=3000)
    box.setText(text)  # still alive until deleted later; keep the text for the caller
    return box


def _pair(qtbot, ws) -> None:  # type: ignore[no-untyped-def]
    before = ws.current_round
    ws.rounds.pair_button.click()
    qtbot.waitUntil(lambda: ws.current_round == before + 1, timeout=20000)
    _no_error()


def _cells(table, row: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [table.item(row, c).text() if table.item(row, c) else ""
            for c in range(table.columnCount())]


def _score_for(table: int) -> str:
    return ("2-0", "2-1", "0-2", "1-2", "1-1-1")[table % 5]


def _open_preview(qtbot):  # type: ignore[no-untyped-def]
    from ui.report_preview import ReportPreview

    qtbot.waitUntil(lambda: _visible(ReportPreview) is not None, timeout=20000)
    _no_error()
    return _visible(ReportPreview)


def test_scorekeeper_runs_a_100_player_event_from_the_keyboard(  # type: ignore[no-untyped-def]
        qtbot, window, tmp_path: Path, monkeypatch, settle) -> None:
    from pypdf import PdfReader

    window.activateWindow()
    qtbot.waitActive(window)
    # ---- create the event: Ctrl+N, type the name, Enter.
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    ws = window.event_workspace
    qtbot.waitUntil(lambda: _visible(type(ws.bar.new_event_box)) is not None, timeout=3000)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is ws.bar.new_event_box, timeout=3000)
    _type(qtbot, "Regional Kódem")
    qtbot.waitUntil(lambda: ws.summary is not None)  # opened: read in the background
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert ws.summary.name == "Regional Kódem" and ws.summary.game == "kodem"
    assert _focus() is ws.players.player_name  # registration comes next

    # ---- import 100 players; markup and formulas are names like any other.
    roster = tmp_path / "inscritos.csv"
    names = _players_csv(roster)
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *_a, **_k: (str(roster), "")))
    ws.players.import_button.click()
    settle()
    _no_error()
    assert ws.players.players_table.rowCount() == 100
    shown = {ws.players.players_table.item(r, 0).text(): ws.players.players_table.item(r, 1).text()
             for r in range(100)}
    assert shown == names  # "<b>Ana & Co</b>" and "=SUM(A1)" exactly as typed

    # ---- round 1: focus lands in the table box; every slip typed, table Enter score Enter.
    _pair(qtbot, ws)
    assert ws.pages.currentIndex() == 1 and _focus() is ws.rounds.table_entry
    assert ws.rounds.pairings_table.columnCount() == 7
    heads = [header(ws.rounds.pairings_table, c) for c in range(7)]
    assert heads[2] == heads[4] == "Pts"  # match points next to each name
    matches = calls(ws.service).matches(ws.event_id, 1)
    assert len(matches) == 50 and ws.rounds.remaining_label.text() == "50 tables still playing"
    for m in sorted(matches, key=lambda m: m.table):
        _type(qtbot, str(m.table))
        assert _focus() is ws.rounds.score_entry
        assert names[m.p1] in ws.rounds.entry_status.text()  # who sits there: check the slip
        _type(qtbot, _score_for(m.table))
        assert _focus() is ws.rounds.table_entry, ws.rounds.entry_status.text()
    settle()  # the last slips are written while the next ones are typed
    _no_error()
    assert all(m.reported for m in calls(ws.service).matches(ws.event_id, 1))
    assert ws.rounds.remaining_label.text() == "All results in"

    # A table number that is not there is refused in place; focus stays for the retry.
    _type(qtbot, "77")
    assert "no table 77" in ws.rounds.entry_status.text() and _focus() is ws.rounds.table_entry

    # ---- round 2 paired, with each player's points beside the name.
    _pair(qtbot, ws)
    everything = calls(ws.service).matches(ws.event_id)
    before2 = points_before(everything, 2)
    top = next(r for r in range(ws.rounds.pairings_table.rowCount())
               if _cells(ws.rounds.pairings_table, r)[2] == "3")
    row = _cells(ws.rounds.pairings_table, top)
    m2 = ws.match_at(2, int(row[0]))
    assert row[2] == str(before2[m2.p1]) and row[4] == str(before2[m2.p2])

    # A mistyped table must not silently overwrite another slip: No is the default.
    first2 = min(m.table for m in calls(ws.service).matches(ws.event_id, 2))
    _type(qtbot, str(first2))
    _type(qtbot, "2-0")
    _type(qtbot, str(first2))
    assert "already in: 2-0" in ws.rounds.entry_status.text()
    _type(qtbot, "0-2")
    box = _answer(qtbot, yes=False)
    assert "already has 2-0" in box.text()
    assert ws.match_at(2, first2).score == GameScore(2, 0)
    assert _focus() is ws.rounds.score_entry and ws.rounds.score_entry.text() == "0-2"
    qtbot.keyClick(_focus(), Qt.Key.Key_Return)
    _answer(qtbot, yes=True)
    assert ws.match_at(2, first2).score == GameScore(0, 2)
    assert _focus() is ws.rounds.table_entry

    # ---- a wrong slip of round 1, fixed from the keyboard: round box, row, Enter, score.
    wrong = ws.match_at(1, 3)
    assert wrong.score == GameScore.parse(_score_for(3))
    points_then = {r.player: r.points for r in calls(ws.service).standings(ws.event_id)}
    ws.rounds.round_combo.setFocus()
    qtbot.keyClick(ws.rounds.round_combo, Qt.Key.Key_Up)  # Round 2 → Round 1
    assert ws.rounds.shown_round == 1
    ws.rounds.pairings_table.setFocus()
    ws.rounds.pairings_table.setCurrentCell(2, 0)
    qtbot.keyClick(ws.rounds.pairings_table, Qt.Key.Key_Return)
    dialog = _dialog_up(qtbot, QInputDialog, "correctDialog")
    assert names[wrong.p1] in dialog.labelText() and names[wrong.p2] in dialog.labelText()
    assert dialog.textValue() == str(wrong.score)  # what is there now, to overtype
    qtbot.keyClick(_focus(), Qt.Key.Key_Escape)  # not that one after all
    qtbot.waitUntil(lambda: _visible(QInputDialog, "correctDialog") is None)
    assert ws.match_at(1, 3).score == wrong.score
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert _focus() is ws.rounds.pairings_table  # back where it was
    ws.rounds.pairings_table.setCurrentCell(2, 0)
    qtbot.keyClick(ws.rounds.pairings_table, Qt.Key.Key_F2)
    _dialog_up(qtbot, QInputDialog, "correctDialog")
    _type(qtbot, "2-0")  # the score shown is selected: typing replaces it
    _no_error()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert _focus() is ws.rounds.pairings_table
    assert ws.match_at(1, 3).score == GameScore(2, 0)  # the slip said 1-2 the other way
    points_now = {r.player: r.points for r in calls(ws.service).standings(ws.event_id)}
    assert points_now[wrong.p1] == points_then[wrong.p1] + 3
    assert points_now[wrong.p2] == points_then[wrong.p2] - 3
    settle()  # the table shows it once written
    assert ws.rounds.pairings_table.item(2, 5).text() == "2-0"
    # Undo and redo the correction.
    ws.bar.undo_action.trigger()
    assert ws.match_at(1, 3).score == wrong.score
    ws.bar.redo_action.trigger()
    assert ws.match_at(1, 3).score == GameScore(2, 0)

    # ---- a late entry (typed, Enter) and two drops (Delete key / button, each confirmed).
    ws.pages.setCurrentIndex(0)
    ws.players.player_name.setFocus()
    _type(qtbot, "Ximena Late")
    late = next(p for p in calls(ws.service).players(ws.event_id) if p.name == "Ximena Late")
    assert late.first_round == 3 and _focus() is ws.players.player_name
    settle()
    table = ws.players.players_table
    row_of = {table.item(r, 0).text(): r for r in range(table.rowCount())}
    ws.players.players_table.setFocus()
    ws.players.players_table.setCurrentCell(row_of["R001"], 1)
    qtbot.keyClick(ws.players.players_table, Qt.Key.Key_Delete)
    box = _answer(qtbot, yes=False)  # asked first, and "No" keeps the player
    assert "<b>Ana & Co</b>" in box.text()
    assert not next(p for p in calls(ws.service).players(ws.event_id) if p.id == "R001").dropped
    qtbot.keyClick(ws.players.players_table, Qt.Key.Key_Delete)
    _answer(qtbot, yes=True)
    assert not ws.players.drop_button.isEnabled()  # while that drop is written: no second one
    settle()
    ws.players.players_table.setCurrentCell(row_of["R004"], 1)
    ws.players.drop_button.click()
    _answer(qtbot, yes=True)
    settle()
    dropped = {p.id for p in calls(ws.service).players(ws.event_id) if p.dropped}
    assert dropped == {"R001", "R004"}
    table = ws.standings.standings_table
    standings = {table.item(r, 1).text() for r in range(table.rowCount())}
    assert "<b>Ana & Co</b> (dropped)" in standings and "山田 太郎 (dropped)" in standings

    # ---- print the pairings by name and the standings, save the PDFs, read them back.
    ws.rounds.show_round(2)
    window.report_actions["pairings-by-name"].trigger()
    preview = _open_preview(qtbot)
    text = "".join(p.extract_text() for p in
                   PdfReader(str(preview.save_pdf(tmp_path / "by-name.pdf"))).pages)
    for pid in ("R001", "R002", "R003", "R050"):
        assert names[pid].replace(" ", "") in text.replace(" ", "").replace("\n", ""), pid
    preview.close()
    qtbot.waitUntil(lambda: not preview.isVisible())
    window.report_actions["standings"].trigger()
    preview = _open_preview(qtbot)
    text = "".join(p.extract_text() for p in
                   PdfReader(str(preview.save_pdf(tmp_path / "standings.pdf"))).pages)
    assert "=SUM(A1)" in text and "Ana & Co" in text
    csv_text = preview.export_csv(tmp_path / "standings.csv").read_text("utf-8-sig")
    assert "'=SUM(A1)" in csv_text  # spreadsheet-safe
    preview.close()


def test_a_name_with_markup_is_shown_as_typed_in_dialogs(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    assert ws.bar.create_event("Markup", "kodem")
    assert ws.players.add_player("<b>Ana & Co</b>", )
    ws.pages.setCurrentIndex(0)
    ws.players.players_table.setCurrentCell(0, 1)
    ws.players._drop_selected()
    box = _answer(qtbot, yes=False)
    assert box.textFormat() == Qt.TextFormat.PlainText
    # A refusal names the player as typed too (the error dialog is plain text).
    assert ws.players.drop_player("P001")
    assert not ws.players.drop_player("P001")
    box = _visible(QMessageBox, "errorDialog")
    assert box is not None and box.textFormat() == Qt.TextFormat.PlainText
    box.close()


def _kodem_log() -> Path:
    from judge_app.replay import Replay

    path = resource_path("samples", "kodem", "batalla-violations.json")
    assert Replay.from_file(path).violations
    return Path(path)


def test_judge_call_replay_rule_and_back_then_deck_check(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    qtbot.waitActive(window)
    assert window.open_log(_kodem_log())
    rp = window.replay
    replay = rp.replay
    assert _focus() is rp.events
    # N / P through the violations.
    seen = []
    for _ in replay.violations:
        qtbot.keyClick(_focus(), Qt.Key.Key_N)
        seen.append(rp.seq)
    assert seen[0] == min(v.seq for v in replay.violations)
    assert seen[-1] == max(v.seq for v in replay.violations)
    qtbot.keyClick(_focus(), Qt.Key.Key_P)
    step = rp.seq
    assert rp.current_violations()
    cited = rp.current_violations()[0].citation
    # R opens the rule (no mouse needed); Alt+← returns to the same step, keys live.
    qtbot.keyClick(_focus(), Qt.Key.Key_R)
    assert window.tabs.currentWidget() is window.rulebooks
    section = window.rulebooks.current_section
    assert section is not None and section.id in (cited.section, cited.bare_section)
    assert window.rulebooks.back_button.isVisible()
    assert "Replay" in window.rulebooks.back_button.text()
    qtbot.keyClick(window.rulebooks, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert window.tabs.currentWidget() is rp and rp.seq == step
    assert _focus() is rp.events and not window.rulebooks.back_button.isVisible()
    qtbot.keyClick(_focus(), Qt.Key.Key_Right)
    assert rp.seq == step + 1
    # Jump to a turn: Ctrl+G, pick it, Enter; the arrows then step from there.
    turn = replay.turns[-1]
    qtbot.keyClick(_focus(), Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert _focus() is rp.turn_combo or rp.turn_combo.view().isVisible()
    rp.turn_combo.hidePopup()
    rp.turn_combo.setCurrentIndex(rp.turn_combo.findData(turn))
    rp.turn_combo.activated.emit(rp.turn_combo.currentIndex())
    assert rp.seq == replay.turn_start(turn) and _focus() is rp.events
    at_turn = rp.seq

    # Switch language: the replay stays at its step, the rulebook is still Spanish.
    window.set_language("es")
    assert rp.seq == at_turn and rp.replay is replay
    assert window.tabs.tabText(0).replace("&", "") == "Partida"
    window.set_language("en")

    # Deck check (Ctrl+D) of an illegal deck: problems listed, Enter opens the rule.
    deck = resource_path("samples", "kodem", "decks", "illegal-rava-in-main.json")
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *_a, **_k: (str(deck), "")))
    qtbot.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    dialog = window.deck_dialog
    dialog.open_button.click()
    assert not dialog.legal and dialog.list.topLevelItemCount() >= 1
    dialog.list.setFocus()
    dialog.list.setCurrentItem(dialog.list.topLevelItem(0))
    qtbot.keyClick(dialog.list, Qt.Key.Key_Return)
    assert window.tabs.currentWidget() is window.rulebooks
    assert window.rulebooks.current_section is not None
    dialog.close()


def test_penalty_rule_picked_in_the_rulebook_and_the_ladder_on_a_repeat(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    window.tabs.setCurrentWidget(window.event_holder)
    assert ws.bar.create_event("Regional", "kodem")
    for name in ("Ana", "Beto", "Caro", "Dani"):
        assert ws.players.add_player(name)
    _pair(qtbot, ws)
    ws.pages.setCurrentIndex(3)
    ws.penalties.penalty_player.setCurrentIndex(ws.penalties.penalty_player.findData("P002"))

    # The judge reads the rule in the browser and cites the section shown.
    window.open_citation(Citation("kodem-5.0", "6.7-P1"))
    assert window.tabs.currentWidget() is window.rulebooks
    assert "Event" in window.rulebooks.back_button.text()
    window.rulebooks.select_section("6.7-P4")
    window.rulebooks.cite_button.click()
    assert window.tabs.currentWidget() is window.event_holder and ws.pages.currentIndex() == 3
    assert ws.penalties.penalty_citation() == Citation("kodem-5.0", "6.7-P4")
    assert _focus() is ws.penalties.penalty_infraction
    _type(qtbot, "Rebobinado sin avisar")
    ws.penalties.penalty_kind.setCurrentIndex(ws.penalties.penalty_kind.findData(PenaltyKind.WARNING.value))
    assert ws.penalties.add_penalty_from_form()
    _no_error()
    table = ws.penalties.penalties_table
    assert table.rowCount() == 1 and "6.7-P4" in table.item(0, 4).text()

    # The same infraction again: the ladder's next step is suggested, with its reason.
    ws.penalties.penalty_infraction.setText("Rebobinado sin avisar")
    ws.penalties.penalty_infraction.editingFinished.emit()
    assert "Next on the ladder (6.7-P6)" in ws.penalties.penalty_hint.text()  # Kódem's policy
    assert "Repeated infraction" in ws.penalties.penalty_hint.text()  # the why, visible
    suggested = ws.penalties.suggested_kind
    assert suggested is not None and suggested != PenaltyKind.WARNING.value
    assert ws.penalties.penalty_kind.currentData() == ws.penalties.suggested_kind
    # The section box finds a rule by a word of its title, not only by its number.
    completer = ws.penalties.penalty_section.completer()
    assert completer.filterMode() == Qt.MatchFlag.MatchContains
    assert ws.penalties.add_penalty_from_form()
    assert ws.penalties.penalties_table.rowCount() == 2
    kinds = {ws.penalties.penalties_table.item(r, 3).text() for r in range(2)}
    assert "Warning" in kinds and len(kinds) == 2


def test_a_bad_roster_names_file_and_line_and_no_name_is_cut_off(  # type: ignore[no-untyped-def]
        qtbot, window, tmp_path: Path) -> None:
    window.tabs.setCurrentWidget(window.event_holder)
    ws = window.event_workspace
    assert ws.bar.create_event("Regional", "kodem")
    bad = tmp_path / "inscritos-mal.csv"
    bad.write_text("id,name\nR1,Lucía García\nR2,\nR3,Mateo Pérez\n", encoding="utf-8")
    assert not ws.players.import_players(bad)
    box = _visible(QMessageBox, "errorDialog")
    assert box is not None
    assert "inscritos-mal.csv" in box.informativeText() and "line 3" in box.informativeText()
    box.close()
    assert ws.players.players_table.rowCount() == 0  # all or nothing: nothing half-imported

    roster = tmp_path / "inscritos.csv"
    names = _players_csv(roster)
    assert ws.players.import_players(roster).result() == 100
    longest = max(names.values(), key=len)
    metrics = ws.players.players_table.fontMetrics()
    row = next(r for r in range(100) if ws.players.players_table.item(r, 1).text() == longest)
    assert ws.players.players_table.columnWidth(1) >= metrics.horizontalAdvance(longest)
    assert ws.players.players_table.columnWidth(0) >= metrics.horizontalAdvance("R100")
    assert ws.players.players_table.item(row, 1).text() == longest
    _pair(qtbot, ws)
    for col in (1, 3):  # both players' names fit in the pairings table
        widest = max(metrics.horizontalAdvance(ws.rounds.pairings_table.item(r, col).text())
                     for r in range(ws.rounds.pairings_table.rowCount()))
        assert ws.rounds.pairings_table.columnWidth(col) >= widest
    ws.pages.setCurrentIndex(3)
    ws.penalties.penalty_player.setCurrentIndex(ws.penalties.penalty_player.findData("R003"))
    ws.penalties.penalty_infraction.setText("Robó una carta de más al inicio del turno de batalla")
    assert ws.penalties.add_penalty_from_form()
    text = ws.penalties.penalties_table.item(0, 2).text()
    assert ws.penalties.penalties_table.columnWidth(2) >= metrics.horizontalAdvance(text)
