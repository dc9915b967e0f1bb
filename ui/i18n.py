"""Switch the interface language at run time (Spanish or English).

Source strings are English; ``resources/i18n/juez_es.ts`` holds the Spanish
and ``juez_en.ts`` the English. Installing a translator makes Qt send
``QEvent.LanguageChange`` to every widget, and each widget re-sets its texts
in ``retranslate()`` (nothing typed or opened is lost). Qt's own dialogs
(file chooser, print dialog) follow through ``qtbase_es``.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from judge_app.resources import resource_path

I18N_DIR = resource_path("i18n")


def qm_path(lang: str) -> Path:
    return I18N_DIR / f"juez_{lang}.qm"


def compile_translations() -> None:
    """Build any ``.qm`` that is missing or older than its ``.ts`` (a source checkout).

    The packaged app and ``scripts/build_translations.py`` build them ahead;
    this keeps a fresh checkout usable. Silently does nothing without lrelease.
    """
    for ts in I18N_DIR.glob("*.ts"):
        qm = ts.with_suffix(".qm")
        if qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        exe = Path(sys.executable).parent / "pyside6-lrelease"
        tool = str(exe) if exe.exists() else shutil.which("pyside6-lrelease")
        if tool is None:
            return
        subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=False)


class LanguageSwitcher:
    """Owns the installed translators; :meth:`apply` switches language."""

    def __init__(self) -> None:
        self.language = ""
        self._app = QTranslator()
        self._qt = QTranslator()
        self._installed = False

    def remove(self) -> None:
        """Uninstall this switcher's translators (back to the English source strings)."""
        if self._installed:
            QCoreApplication.removeTranslator(self._app)
            QCoreApplication.removeTranslator(self._qt)
            self._installed = False
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)

    def apply(self, lang: str) -> bool:
        """Install ``lang`` (``es`` or ``en``); True if its translation file was found."""
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("create the QApplication before choosing a language")
        if self._installed:
            QCoreApplication.removeTranslator(self._app)
            QCoreApplication.removeTranslator(self._qt)
            self._installed = False
        self._app = QTranslator()
        self._qt = QTranslator()
        found = self._app.load(str(qm_path(lang)))
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if lang != "en" and self._qt.load(f"qtbase_{lang}", qt_dir):
            QCoreApplication.installTranslator(self._qt)
        if found:
            QCoreApplication.installTranslator(self._app)
        self._installed = True
        QLocale.setDefault(QLocale(QLocale.Language.Spanish if lang == "es"
                                   else QLocale.Language.English))
        self.language = lang
        # Deliver the LanguageChange events now, so every widget speaks the new language
        # as soon as this returns (Qt posts them).
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        return found or lang == "en"
