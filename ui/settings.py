"""The user's settings (language, database, tiebreaker profile, recent files), kept in QSettings.

Tests and scripts inject a settings file (``AppSettings(path)``, or the
``JUEZ_SETTINGS`` environment variable) so nothing touches the user's real
settings. The database follows the CLI (cli.md): ``JUEZ_DB`` wins over the
saved setting, and without either it is an SQLite file in the user's data folder.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

from judge_app.reports.csv_export import CsvStyle
from judge_app.tournament.model import Profile

LANGUAGES = ("es", "en")
PROFILES = tuple(p.value for p in Profile)  # every profile the core knows
MAX_RECENT = 8


def default_db_url() -> str:
    """The CLI's default database (one place computes it; its folder is created)."""
    from judge_app.storage.location import default_url

    return default_url()


class AppSettings:
    """Typed access to the application's QSettings.

    ``path``: an INI file to use instead of the user's settings (tests, screenshots).
    """

    def __init__(self, path: str | Path | None = None) -> None:
        path = path if path is not None else os.environ.get("JUEZ_SETTINGS")
        if path:
            self.qsettings = QSettings(str(path), QSettings.Format.IniFormat)
        else:
            self.qsettings = QSettings("Juez", "Juez")

    def _str(self, key: str, default: str) -> str:
        value = self.qsettings.value(key, default)
        return str(value) if value is not None else default

    @property
    def language(self) -> str:
        """``es`` (default: the players' language) or ``en``."""
        value = self._str("language", "es")
        return value if value in LANGUAGES else "es"

    @language.setter
    def language(self, value: str) -> None:
        if value not in LANGUAGES:
            raise ValueError(f"language {value!r} is not one of {', '.join(LANGUAGES)}")
        self.qsettings.setValue("language", value)

    @property
    def saved_db_url(self) -> str:
        """The database URL saved in the settings ('' for the default)."""
        return self._str("database/url", "")

    @saved_db_url.setter
    def saved_db_url(self, value: str) -> None:
        self.qsettings.setValue("database/url", value.strip())

    @property
    def db_url(self) -> str:
        """The database in use: ``JUEZ_DB``, else the saved URL, else the default SQLite file."""
        return os.environ.get("JUEZ_DB") or self.saved_db_url or default_db_url()

    @property
    def profile(self) -> str:
        """Default tiebreaker profile of new events (``mtg``, ``pokemon``, ``buchholz``)."""
        value = self._str("event/profile", "mtg")
        return value if value in PROFILES else "mtg"

    @profile.setter
    def profile(self, value: str) -> None:
        if value not in PROFILES:
            raise ValueError(f"profile {value!r} is not one of {', '.join(PROFILES)}")
        self.qsettings.setValue("event/profile", value)

    @property
    def recent_files(self) -> list[str]:
        """Recently opened match logs, newest first."""
        value = self.qsettings.value("replay/recent", [])
        if isinstance(value, str):
            return [value] if value else []
        if isinstance(value, list | tuple):
            return [str(v) for v in value]
        return []

    def add_recent_file(self, path: str | Path) -> None:
        text = str(Path(path).resolve())
        files = [text, *(f for f in self.recent_files if f != text)][:MAX_RECENT]
        self.qsettings.setValue("replay/recent", files)

    @property
    def csv_style(self) -> CsvStyle:
        """How the window writes CSV files: header language, separator, byte-order mark
        (File → CSV options; the command line's ``--headers``, ``--delimiter``, ``--no-bom``)."""
        headers = self._str("csv/headers", "en")
        delimiter = self._str("csv/delimiter", ",")
        bom = self._str("csv/bom", "true").lower() not in ("false", "0", "no")
        return CsvStyle(lang=headers if headers in ("en", "es") else "en",
                        delimiter=delimiter if delimiter in (",", ";") else ",", bom=bom)

    @csv_style.setter
    def csv_style(self, style: CsvStyle) -> None:
        self.qsettings.setValue("csv/headers", style.lang)
        self.qsettings.setValue("csv/delimiter", style.delimiter)
        self.qsettings.setValue("csv/bom", "true" if style.bom else "false")

    @property
    def last_event(self) -> str:
        """The id of the event open when the app was last closed ('' if none)."""
        return self._str("event/last", "")

    @last_event.setter
    def last_event(self, value: str) -> None:
        self.qsettings.setValue("event/last", value)

    def sync(self) -> None:
        self.qsettings.sync()
