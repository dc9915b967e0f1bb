"""The main window: workspaces, citations into the rulebook, settings, run-time language switch."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtCore import Qt

from judge_app.resources import resource_path
from judge_app.violations import Citation
from ui.settings import AppSettings

UI_DIR = Path(__file__).resolve().parents[2] / "ui"


def test_citation_opens_the_rulebook_tab_at_the_section(window) -> None:  # type: ignore[no-untyped-def]
    window.open_citation(Citation("kodem-5.0", "6.7-P4"))
    assert window.tabs.currentWidget() is window.rulebooks
    section = window.rulebooks.current_section
    assert section is not None and section.id == "6.7-P4"
    window.open_citation(Citation("kodem-5.0", "99.9"))
    assert "not in the rulebook index" in window.statusBar().currentMessage()


def test_language_switches_at_run_time_without_losing_work(qtbot, window, settings) -> None:  # type: ignore[no-untyped-def]
    assert window.windowTitle() == "Juez — judge's tool"
    window.tabs.setCurrentWidget(window.rulebooks)
    window.rulebooks.search_edit.setText("descanso")
    qtbot.keyClick(window.rulebooks.search_edit, Qt.Key.Key_Return)
    chosen = window.rulebooks.current_section
    window.language_actions["es"].trigger()
    assert window.windowTitle() == "Juez — herramienta del juez"
    assert window.tabs.tabText(2) == "Re&glamentos"
    assert window.file_menu.title() == "&Archivo"
    assert window.rulebooks.search_edit.placeholderText().startswith("Buscar")
    assert "coincidencia" in window.rulebooks.status.text()
    # Nothing typed or opened is lost.
    assert window.rulebooks.search_edit.text() == "descanso"
    assert window.rulebooks.current_section == chosen
    assert AppSettings(settings.qsettings.fileName()).language == "es"
    window.set_language("en")
    assert window.tabs.tabText(2) == "Rule&books"
    assert window.language_actions["en"].isChecked()


def test_settings_are_saved_and_language_applied(window, settings, tmp_path) -> None:  # type: ignore[no-untyped-def]
    other = tmp_path / "other.sqlite"
    window.apply_settings("es", f"sqlite:///{other}", "buchholz")
    reread = AppSettings(settings.qsettings.fileName())
    assert (reread.language, reread.profile) == ("es", "buchholz")
    assert reread.saved_db_url == f"sqlite:///{other}"
    assert window.act_open.text() == "&Abrir registro de partida…"


def test_settings_dialog_reads_a_bare_path_as_an_sqlite_file(qtbot, settings, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from ui.dialogs import SettingsDialog

    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.db.setText(str(tmp_path / "event.sqlite"))
    dialog.language.setCurrentIndex(dialog.language.findData("es"))
    lang, db, profile = dialog.chosen()
    assert (lang, profile) == ("es", "mtg")
    assert db == f"sqlite:///{tmp_path / 'event.sqlite'}"


def test_every_visible_string_is_translated(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The committed .ts files hold every string of ui/ and Spanish is complete."""
    fresh = tmp_path / "fresh.ts"
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    subprocess.run([str(lupdate), *sorted(map(str, UI_DIR.rglob("*.py"))), "-ts", str(fresh)],
                   check=True, capture_output=True)
    wanted = {m.findtext("source") for m in ET.parse(fresh).getroot().iter("message")}
    for lang in ("es", "en"):
        root = ET.parse(resource_path("i18n", f"juez_{lang}.ts")).getroot()
        have = {m.findtext("source") for m in root.iter("message")}
        assert wanted <= have, f"juez_{lang}.ts lacks {sorted(wanted - have)[:5]}"
        for message in root.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            assert translation.get("type") not in ("unfinished", "obsolete", "vanished"), (
                f"juez_{lang}.ts: {message.findtext('source')!r} is not translated")
            forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
            assert all(forms), f"juez_{lang}.ts: {message.findtext('source')!r} is empty"


def test_menu_entries_show_their_shortcut_whatever_the_theme(window) -> None:  # type: ignore[no-untyped-def]
    """Issue 23 §15: "Ctrl+N" beside *New event…*, even where the desktop's theme hides
    shortcuts in menus (a bare X server)."""
    from PySide6.QtGui import QGuiApplication

    hints = QGuiApplication.styleHints()
    before = hints.showShortcutsInContextMenus()
    hints.setShowShortcutsInContextMenus(False)
    try:
        shown = {a.text(): a.shortcut().toString() for a in window.event_menu.actions()
                 if not a.shortcut().isEmpty() and a.isShortcutVisibleInContextMenu()}
        assert shown["&New event…"] == "Ctrl+N"
        assert all(a.isShortcutVisibleInContextMenu()
                   for a in window.reports_menu.actions() if not a.shortcut().isEmpty())
    finally:
        hints.setShowShortcutsInContextMenus(before)


def test_spanish_menus_name_the_keys_as_a_spanish_keyboard_does(window) -> None:  # type: ignore[no-untyped-def]
    """Qt's own Spanish spelled shortcuts "Control+N", "Mayúsculas", "Suprimir": Juez's
    Spanish file (installed after Qt's) names them as the keys are labelled."""
    from PySide6.QtGui import QKeySequence

    native = QKeySequence.SequenceFormat.NativeText
    window.set_language("es")
    try:
        shown = [a.shortcut().toString(native) for a in window.event_menu.actions()
                 if a.shortcut().toString() == "Ctrl+N"]
        assert shown == ["Ctrl+N"]
        assert QKeySequence("Ctrl+Shift+Del").toString(native) == "Ctrl+Mayús+Supr"
    finally:
        window.set_language("en")
    assert QKeySequence("Ctrl+Shift+Del").toString(native) == "Ctrl+Shift+Del"
