"""What a newcomer saw in a real X window (scripts/xvfb_session.sh), each kept from coming back.

Every test here is one defect found by driving the window with key presses and clicks on a
1280×800 screen: untranslated text in Spanish, a dialog larger than the screen, a file
dialog that opened in the program's folder, an internal key where a name belongs.
"""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMenu

from judge_app.resources import resource_path
from tests.ui.calls import calls

UI_DIR = Path(__file__).resolve().parents[2] / "ui"


def _menu_actions(menu: QMenu) -> list:  # type: ignore[type-arg]
    found = []
    for act in menu.actions():
        if act.isSeparator():
            continue
        found.append(act)
        if act.menu() is not None:
            found.extend(_menu_actions(act.menu()))
    return found


def _spanish_catalogue() -> dict[str, str]:
    root = ET.parse(resource_path("i18n", "juez_es.ts")).getroot()
    return {m.findtext("source") or "": m.findtext("translation") or ""
            for m in root.iter("message")}


def test_every_menu_entry_reads_spanish_at_run_time(window) -> None:  # type: ignore[no-untyped-def]
    """An entry whose Spanish text is in the catalogue must show it: "Top-cut &bracket" was
    filed by lupdate under a context that does not exist and stayed English in Spanish."""
    actions = [a for m in window.menuBar().findChildren(QMenu) for a in _menu_actions(m)]
    english = {id(a): a.text() for a in actions}
    window.set_language("es")
    catalogue = _spanish_catalogue()
    untranslated = [english[id(a)] for a in actions
                    if catalogue.get(english[id(a)], english[id(a)]) != english[id(a)]
                    and a.text() == english[id(a)]]
    assert not untranslated, f"menu entries still in English: {untranslated}"
    assert window.report_actions["bracket"].text() == "&Cuadro del corte final"


def test_no_translated_string_hides_inside_an_f_string() -> None:
    """lupdate cannot see ``tr()`` inside an f-string's braces: such a string never reaches
    the .ts files and shows in English (the standings' "(dropped)" did)."""
    hidden = []
    for path in sorted(UI_DIR.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.JoinedStr):
                continue
            for inner in ast.walk(node):
                if (isinstance(inner, ast.Call) and isinstance(inner.func, ast.Attribute)
                        and inner.func.attr in ("tr", "translate")):
                    hidden.append(f"{path.relative_to(UI_DIR.parent)}:{inner.lineno}")
    assert not hidden, f"tr() inside an f-string: {hidden}"


def test_a_dropped_player_reads_baja_in_the_spanish_standings(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.set_language("es")
    window.tabs.setCurrentWidget(window.event_holder)
    ws = window.event_workspace
    assert ws.bar.create_event("Regional", "kodem", "mtg")
    for name in ("Ana", "Bruno", "Carla", "Diego"):
        assert ws.players.add_player(name)
    ws.rounds.pair_next_round()
    qtbot.waitUntil(lambda: ws.current_round == 1, timeout=20000)
    dropped = calls(ws.service).players(ws.event_id)[0]
    assert ws.players.drop_player(dropped.id)
    ws.pages.setCurrentIndex(2)
    qtbot.waitUntil(lambda: ws.standings.standings_table.rowCount() == 4, timeout=20000)
    names = [ws.standings.standings_table.item(r, 1).text() for r in range(4)]
    assert f"{dropped.name} (baja)" in names, names
    assert not any("dropped" in n for n in names)


def test_the_print_preview_fits_the_screen(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """At 1280×800 the preview was 900 pixels tall: Print, Save and Close were off screen."""
    from reportlab.pdfgen import canvas

    from ui.report_preview import ReportPreview

    pdf = tmp_path / "one.pdf"
    page = canvas.Canvas(str(pdf))
    page.drawString(72, 720, "Clasificación")
    page.save()
    preview = ReportPreview(pdf, "Clasificación")
    qtbot.addWidget(preview)
    preview.show()
    qtbot.waitExposed(preview)
    free = (preview.screen() or QGuiApplication.primaryScreen()).availableGeometry()
    assert preview.height() <= free.height() and preview.width() <= free.width(), (
        preview.size(), free)
    assert preview.close_button.isVisible()


def test_qt_file_dialogs_speak_spanish(window) -> None:  # type: ignore[no-untyped-def]
    """Qt's own Spanish catalogue lacks two labels of its file dialog ("Look in:", "Files of
    type:"): the window's catalogue supplies them, so a save dialog reads Spanish throughout."""
    from PySide6.QtWidgets import QFileDialog, QLabel

    window.set_language("es")
    dialog = QFileDialog(window, "x")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    texts = [label.text() for label in dialog.findChildren(QLabel) if label.text()]
    dialog.deleteLater()
    assert "&Buscar en:" in texts and "Archivos de &tipo:" in texts, texts
    assert not [t for t in texts if "Look in" in t or "Files of" in t]


def test_file_menu_exports_propose_the_event_name_in_an_existing_folder(
        window, monkeypatch, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The TOM export proposed ``ev-1.tdf`` in ``~/Documents`` even when that folder did not
    exist (Qt then opened the program's folder), and said nothing once saved."""
    from PySide6.QtWidgets import QFileDialog

    window.set_language("es")
    window.tabs.setCurrentWidget(window.event_holder)
    ws = window.event_workspace
    assert ws.bar.create_event("Regional Kódem", "kodem", "mtg")
    asked: list[str] = []
    out = tmp_path / "elegido.tdf"

    def answer(_parent, _title, proposed, _pattern, *rest, **kw):  # type: ignore[no-untyped-def]
        asked.append(proposed)
        return str(out), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    assert window.interop.export_tdf() == str(out)
    proposed = Path(asked[-1])
    assert proposed.name == "regional-kodem.tdf"
    assert proposed.parent.is_dir()
    assert out.exists()
    assert str(out) in window.statusBar().currentMessage()
    assert window.statusBar().currentMessage().startswith("Guardado")
    window.interop.export_players()
    assert Path(asked[-1]).name == "regional-kodem-jugadores.csv"


def test_an_imported_tom_event_names_its_game(window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A TOM file's event showed its game as the key ``pokemon`` in the event list and header."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    tdf = Path(__file__).parents[1] / "interop" / "files" / "copa-divisiones.tdf"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(tdf), ""))
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)
    window.interop.act_import.trigger()
    assert window.interop.last_write.wait()
    ws = window.event_workspace
    assert ws.summary is not None and ws.summary.game == "pokemon"
    label = ws.bar.event_combo.currentText()
    assert "Pokémon TCG" in label and "(pokemon," not in label, label


def test_the_deck_check_names_the_games(qtbot) -> None:  # type: ignore[no-untyped-def]
    """File → Deck check offered "kodem", "kingdom"…: the keys, not the games' names."""
    from judge_app.games import game_info, known_games
    from ui.dialogs import DeckCheckDialog

    dialog = DeckCheckDialog()
    qtbot.addWidget(dialog)
    combo = dialog.game_combo
    shown = {combo.itemData(i): combo.itemText(i) for i in range(combo.count())}
    assert shown == {key: game_info(key).title for key in known_games()}
    assert all(text != key for key, text in shown.items())


def test_a_new_round_starts_with_no_stale_row_highlighted(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    """After round 1's last result (table 4 highlighted) round 2 showed table 4 highlighted
    while the table box said 1; and "Re-pair this round" was enabled before any round."""
    window.tabs.setCurrentWidget(window.event_holder)
    ws = window.event_workspace
    assert ws.bar.create_event("Regional", "kodem", "mtg")
    ws.pages.setCurrentIndex(1)
    assert not ws.rounds.repair_button.isEnabled()
    for name in ("Ana", "Bruno", "Carla", "Diego", "Elena", "Fabián"):
        assert ws.players.add_player(name)
    ws.rounds.pair_next_round()
    qtbot.waitUntil(lambda: ws.current_round == 1, timeout=20000)
    for table in (1, 2, 3):  # table, Enter (its row is highlighted), score, Enter
        ws.rounds.table_entry.setValue(table)
        qtbot.keyClick(ws.rounds.table_entry, Qt.Key.Key_Return)
        qtbot.keyClicks(ws.rounds.score_entry, "2-0")
        qtbot.keyClick(ws.rounds.score_entry, Qt.Key.Key_Return)
    settle()  # the results written and shown
    assert ws.rounds.pairings_table.selectedItems()  # the last table entered is highlighted
    ws.rounds.pair_next_round()
    qtbot.waitUntil(lambda: ws.current_round == 2 and ws.rounds.shown_round == 2, timeout=20000)
    assert not ws.rounds.pairings_table.selectedItems()


def test_the_print_preview_says_where_the_csv_and_pdf_went(qtbot, window, monkeypatch,
                                                           tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """"Export CSV…" in the standings preview wrote the file and said nothing."""
    from PySide6.QtWidgets import QFileDialog
    from reportlab.pdfgen import canvas

    from ui.report_preview import ReportPreview

    window.set_language("es")
    pdf = tmp_path / "one.pdf"
    page = canvas.Canvas(str(pdf))
    page.drawString(72, 720, "Clasificación")
    page.save()
    preview = ReportPreview(pdf, "Clasificación",
                            csv_writer=lambda out: out.write_text("rank\n1\n", encoding="utf-8"))
    qtbot.addWidget(preview)
    target = tmp_path / "clasificacion.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    preview.export_csv_dialog()
    assert target.read_text(encoding="utf-8") == "rank\n1\n"
    assert preview.saved.text() == "Guardado: clasificacion.csv"
    target = tmp_path / "clasificacion.pdf"
    preview.save_pdf_dialog()
    assert target.exists() and preview.saved.text() == "Guardado: clasificacion.pdf"
