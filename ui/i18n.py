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

from judge_app.games import game_title as registry_title
from judge_app.resources import resource_path
from judge_app.tournament.model import PenaltyKind

I18N_DIR = resource_path("i18n")


def qm_path(lang: str) -> Path:
    return I18N_DIR / f"juez_{lang}.qm"


def ship_qtbase(languages: tuple[str, ...] = ("es",)) -> list[Path]:
    """Copy Qt's base translations (``qtbase_es.qm``) from PySide6 into resources/i18n, so
    the packaged app carries them and Qt's own dialogs speak Spanish there too."""
    qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    copied = []
    for lang in languages:
        source, target = qt_dir / f"qtbase_{lang}.qm", I18N_DIR / f"qtbase_{lang}.qm"
        if source.exists() and (not target.exists()
                                or target.stat().st_mtime < source.stat().st_mtime):
            try:
                shutil.copy2(source, target)
            except OSError:  # a read-only install: PySide6's own copy is used
                continue
        if target.exists():
            copied.append(target)
    return copied


def compile_translations() -> None:
    """Build any ``.qm`` that is missing or older than its ``.ts`` (a source checkout).

    The packaged app and ``scripts/build_translations.py`` build them ahead;
    this keeps a fresh checkout usable. Silently does nothing without lrelease.
    """
    ship_qtbase()
    for ts in I18N_DIR.glob("*.ts"):
        qm = ts.with_suffix(".qm")
        if qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        exe = Path(sys.executable).parent / "pyside6-lrelease"
        tool = str(exe) if exe.exists() else shutil.which("pyside6-lrelease")
        if tool is None:
            return
        subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=False)


_CURRENT = {"lang": "es"}


def current_language() -> str:
    """The interface's language now (``es`` or ``en``): the core's messages follow it."""
    return _CURRENT["lang"]


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

    def _load_qtbase(self, lang: str) -> bool:
        """Qt's own strings (Yes/No, Cancel, the file chooser): the copy shipped in
        resources/i18n, else PySide6's translations folder."""
        shipped = I18N_DIR / f"qtbase_{lang}.qm"
        if shipped.exists() and self._qt.load(str(shipped)):
            return True
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        return bool(self._qt.load(f"qtbase_{lang}", qt_dir))

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
        if lang != "en" and self._load_qtbase(lang):
            QCoreApplication.installTranslator(self._qt)
        if found:
            QCoreApplication.installTranslator(self._app)
        self._installed = True
        QLocale.setDefault(QLocale(QLocale.Language.Spanish if lang == "es"
                                   else QLocale.Language.English))
        self.language = lang
        _CURRENT["lang"] = "en" if lang == "en" else "es"
        # Deliver the LanguageChange events now, so every widget speaks the new language
        # as soon as this returns (Qt posts them).
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        return found or lang == "en"


def game_title(key: str) -> str:
    """A game's name as its rulebook spells it (``kodem`` → "Kódem TCG 5.0"), never the key."""
    return registry_title(key)


def penalty_title(kind: PenaltyKind) -> str:
    """A penalty kind's name in the window's language, the very words the printed reports
    and the CLI use (the core's ``PenaltyKind.printed``: the rulebook's "Amonestación verbal",
    "Carta en Extinción" …), so the window and the paper never name a penalty differently."""
    return kind.printed(current_language())


def profile_title(key: str) -> str:
    """A tiebreaker profile's name for a person (``mtg`` → the rules it follows)."""
    names = {
        "mtg": QCoreApplication.translate(
            "Names", "Magic Tournament Rules (OMW%, GW%, OGW%)"),
        "pokemon": QCoreApplication.translate(
            "Names", "Play! Pokémon (resistance)"),
        # the Buchholz profiles keep the 3 / 1 / 0 match points; the chess ones score
        # 1 / ½ / 0 (judge_app/tournament/profiles.py)
        "buchholz": QCoreApplication.translate(
            "Names", "Buchholz, Sonneborn–Berger (3 / 1 / 0)"),
        "buchholz-cut1": QCoreApplication.translate(
            "Names", "Buchholz Cut-1 (3 / 1 / 0)"),
        "buchholz-median": QCoreApplication.translate(
            "Names", "Median Buchholz (3 / 1 / 0)"),
        "chess": QCoreApplication.translate(
            "Names", "Chess scoring 1 / ½ / 0: Buchholz, Sonneborn–Berger"),
        "chess-cut1": QCoreApplication.translate(
            "Names", "Chess scoring 1 / ½ / 0: Buchholz Cut-1"),
        "chess-median": QCoreApplication.translate(
            "Names", "Chess scoring 1 / ½ / 0: Median Buchholz"),
    }
    if key in names:
        return names[key]
    from judge_app.tournament.profiles import profile_title as core_title  # a profile added

    try:
        return core_title(key, current_language())
    except ValueError:
        return key


_FONTS_REGISTERED: list[str] = []


def register_app_fonts() -> list[str]:
    """Register the shipped fonts (resources/fonts: DejaVu Sans, Droid Sans Fallback) with Qt,
    so every name shows on any machine — accents, CJK (魏), the champion's crown — the same
    fonts the printed reports embed. Returns the families added (once per process)."""
    from PySide6.QtGui import QFontDatabase

    if not _FONTS_REGISTERED:
        for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DroidSansFallback.ttf"):
            font_id = QFontDatabase.addApplicationFont(str(resource_path("fonts", name)))
            if font_id >= 0:
                _FONTS_REGISTERED.extend(QFontDatabase.applicationFontFamilies(font_id))
        _FONTS_REGISTERED.append("")  # done, even if a file was missing
    return [f for f in _FONTS_REGISTERED if f]
