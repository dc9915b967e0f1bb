"""The event workspace on the floor (issue 8, part 3): the next open table, the bye without
a table, the top cut named and seeded, a printable bracket, file names and folders,
shortcuts and their sheet — real widgets against a real SQLite file."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QRawFont
from PySide6.QtWidgets import QApplication, QTableWidget

from judge_app.resources import resource_path
from judge_app.tournament.model import GameScore
from tests.ui.calls import calls
from tests.ui.conftest import print_the_draft


def _event(ws, players: int, rounds: int, name: str = "Liga") -> str:  # type: ignore[no-untyped-def]
    svc = calls(ws.service)
    ev = svc.create_event(name, "kodem", "mtg")
    for i in range(players):
        svc.add_player(ev.id, f"Jugador {i + 1:02d}")
    for _ in range(rounds):
        for m in svc.pair_next_round(ev.id):
            if not m.is_bye:
                svc.record_result(ev.id, m.table, "2-0")
    ws.bar._refresh_event_list()
    ws.bar.open_event(ev.id).wait()
    return str(ev.id)


def _preview(qtbot):  # type: ignore[no-untyped-def]
    from ui.report_preview import ReportPreview

    qtbot.waitUntil(lambda: any(isinstance(w, ReportPreview) and w.isVisible()
                                for w in QApplication.topLevelWidgets()), timeout=20000)
    return next(w for w in QApplication.topLevelWidgets()
                if isinstance(w, ReportPreview) and w.isVisible())


def test_entry_moves_on_to_the_next_open_table_and_the_bye_has_no_table(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    ev = _event(ws, 7, 0)
    calls(ws.service).pair_next_round(ev)
    ws.bar.open_event(ev).wait()
    tables = sorted(m.table for m in calls(ws.service).matches(ev, 1) if not m.is_bye)
    bye_row = ws.rounds.pairings_table.rowCount() - 1  # the bye is listed last, with no table
    assert ws.rounds.pairings_table.item(bye_row, 3).text() == "BYE"
    assert ws.rounds.pairings_table.item(bye_row, 0).text() == ""
    ws.rounds.table_entry.setValue(tables[0])
    ws.rounds.score_entry.setText("2-1")
    assert ws.rounds.enter_result()
    assert ws.rounds.table_entry.value() == tables[1]  # on to the next open table
    ws.rounds.table_entry.setValue(tables[2])
    ws.rounds.score_entry.setText("2-0")
    assert ws.rounds.enter_result()
    assert ws.rounds.table_entry.value() == tables[1]  # wraps round to the one still open


def test_top_cut_warned_named_seeded_and_printed(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from pypdf import PdfReader

    ws = window.event_workspace
    ev = _event(ws, 16, 3)  # 16 players: 5 Swiss rounds are suggested
    ws.top_cut.top_cut_dialog()
    assert ws.top_cut.cut_warning.isVisibleTo(ws.top_cut.top_cut_box)
    assert "5 are suggested" in ws.top_cut.cut_warning.text()
    ws.top_cut.top_cut_box.reject()
    swiss = {r.player: r.points for r in calls(ws.service).standings(ev)}
    calls(ws.service).top_cut(ev, 4)
    ws.bar.open_event(ev).wait()
    assert ws.rounds.round_combo.currentText().startswith("Semifinals")
    top = calls(ws.service).matches(ev, 4)
    for m in top:
        ws.rounds.record(4, m.table, GameScore(2, 0))
    calls(ws.service).pair_next_round(ev)
    ws.bar.open_event(ev).wait()
    assert ws.rounds.round_combo.currentText().startswith("Final")
    # Pts are the Swiss points (top-cut wins add none); seeds shown
    final = calls(ws.service).matches(ev, 5)[0]
    row = 0
    assert ws.rounds.pairings_table.item(row, 2).text() == str(swiss[final.p1])
    assert ws.rounds.pairings_table.item(row, 1).text().startswith("[1] ")
    # the round's name shows whole in its box, and prints in the header
    metrics = ws.rounds.round_combo.fontMetrics()
    combo = ws.rounds.round_combo
    assert combo.width() > metrics.horizontalAdvance(combo.currentText())
    window.report_actions["pairings"].trigger()
    print_the_draft(ws)  # the final is paired, not published
    preview = _preview(qtbot)
    pdf = preview.save_pdf(tmp_path / "final.pdf")
    assert "Round 5 · Final" in PdfReader(str(pdf)).pages[0].extract_text()
    preview.close()
    assert ws.rounds.record(5, final.table, GameScore(2, 1))
    assert ws.champion == final.p1
    label = ws.top_cut.bracket.champion_label.text()
    from ui.bracket import TROPHY, trophy_family

    assert TROPHY in label and trophy_family() in label
    raw = QRawFont(str(resource_path("fonts", "DejaVuSans.ttf")), 12)
    assert raw.supportsCharacter(ord(TROPHY))  # the font it is drawn with has the glyph
    # the printable bracket, from the Reports menu
    window.report_actions["bracket"].trigger()
    preview = _preview(qtbot)
    assert preview.suggested_name == "top-cut-bracket"
    pdf = preview.save_pdf(tmp_path / "bracket.pdf")
    text = "".join(p.extract_text() for p in PdfReader(str(pdf)).pages)
    assert "Semifinals" in text and "Final" in text and "Champion" in text
    assert ws.names()[final.p1] in text
    preview.close()


def test_file_names_in_the_users_language_and_the_documents_folder(qtbot, window,  # type: ignore[no-untyped-def]
                                                                   tmp_path: Path,
                                                                   monkeypatch) -> None:
    from ui.report_preview import documents_dir

    monkeypatch.setenv("HOME", str(tmp_path))
    (tmp_path / "Documents").mkdir()
    monkeypatch.setenv("XDG_DOCUMENTS_DIR", str(tmp_path / "Documents"))
    assert documents_dir() in (tmp_path / "Documents", tmp_path)
    ws = window.event_workspace
    _event(ws, 6, 2)
    ws.rounds.show_round(2)
    window.report_actions["pairings"].trigger()
    if ws.rounds.shown_is_draft():
        print_the_draft(ws)
    preview = _preview(qtbot)
    assert preview.suggested_name == "pairings-round-2"
    preview.close()
    window.set_language("es")
    window.report_actions["slips"].trigger()
    if ws.rounds.shown_is_draft():
        print_the_draft(ws)
    preview = _preview(qtbot)
    assert preview.suggested_name == "hojas-de-resultado-ronda-2"
    preview.close()
    window.set_language("en")


def test_shortcuts_pair_print_and_the_sheet(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    ev = _event(ws, 6, 0)
    assert window.act_pair.shortcut() == QKeySequence("Ctrl+R")
    window.act_pair.trigger()
    qtbot.waitUntil(lambda: ws.current_round == 1, timeout=20000)
    assert window.report_actions["pairings"].shortcut() == QKeySequence("Ctrl+P")
    # no two window-wide shortcuts collide (Qt would then fire neither)
    seen: dict[str, str] = {}
    for act in window.findChildren(QAction):
        if act.shortcut().isEmpty() or act.shortcutContext() == Qt.ShortcutContext.WidgetShortcut:
            continue
        if act.shortcutContext() == Qt.ShortcutContext.WidgetWithChildrenShortcut:
            continue
        keys = act.shortcut().toString()
        assert keys not in seen, (keys, seen[keys], act.text())
        seen[keys] = act.text()
    window.show_shortcuts()
    sheet = window.shortcut_sheet
    table = sheet.findChild(QTableWidget, "shortcutTable")
    shown = {table.item(r, 1).text() for r in range(table.rowCount())}
    assert "Pair next round" in shown and "Pairings by table" in shown
    assert any("next open table" in t for t in shown)
    sheet.reject()
    assert calls(ws.service).event_summary(ev).current_round == 1


def test_a_new_round_starts_entry_at_its_first_table(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    ev = _event(ws, 8, 1)
    ws.rounds.table_entry.setValue(4)
    ws.rounds.pair_next_round()
    qtbot.waitUntil(lambda: ws.current_round == 2, timeout=20000)
    first = min(m.table for m in calls(ws.service).matches(ev, 2) if not m.is_bye)
    assert ws.rounds.table_entry.value() == first
