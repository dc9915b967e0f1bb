"""Start the desktop application: QApplication, settings, language, the main window.

``run()`` is what ``judge-app`` with no arguments calls. Tests build the
window with :func:`create_window` and inject a settings file and a database URL.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from judge_app.collector import settle_start_up as settle_start_up
from judge_app.resources import resource_path
from ui.common import install_excepthook
from ui.i18n import LanguageSwitcher, compile_translations, register_app_fonts
from ui.main_window import MainWindow
from ui.settings import AppSettings


def application() -> QApplication:
    """The QApplication (created once, with Juez's names for QSettings)."""
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setOrganizationName("Juez")
    app.setApplicationName("Juez")
    app.setDesktopFileName("juez")
    app.setWindowIcon(QIcon(str(resource_path("icons", "juez.svg"))))
    return app


def create_window(settings: AppSettings | None = None, db_url: str | None = None,
                  settings_path: str | Path | None = None) -> MainWindow:
    """The main window in the saved (or injected) language; the QApplication must exist."""
    settings = settings or AppSettings(settings_path)
    compile_translations()
    register_app_fonts()  # the shipped fonts: CJK names and the crown on any machine
    switcher = LanguageSwitcher()
    switcher.apply(settings.language)
    return MainWindow(settings, switcher, db_url)


def run(argv: list[str] | None = None) -> int:
    """Open the window and run the event loop; the exit status of the application."""
    app = application()
    install_excepthook()
    window = create_window()
    settle_start_up()
    window.show()
    return app.exec()
