"""Settings and deck-check dialogs."""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from judge_app.games import game_title, get_game, known_games
from judge_app.logs.errors import LogError
from judge_app.logs.loader import read_deck
from judge_app.violations import Citation, Lang, Severity, Violation
from ui.i18n import profile_title
from ui.settings import LANGUAGES, PROFILES, AppSettings


class SettingsDialog(QDialog):
    """Language, database (SQLite file or PostgreSQL URL) and default tiebreaker profile."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.settings = settings
        self.language = QComboBox()
        self.language.setObjectName("languageCombo")
        self.language.addItem("Español", "es")
        self.language.addItem("English", "en")
        self.language.setCurrentIndex(LANGUAGES.index(settings.language))
        self.db = QLineEdit(settings.saved_db_url)
        self.db.setObjectName("dbEdit")
        self.browse = QPushButton()
        self.profile = QComboBox()
        self.profile.setObjectName("profileCombo")
        for key in PROFILES:
            self.profile.addItem(profile_title(key), key)
        self.profile.setCurrentIndex(PROFILES.index(settings.profile))
        db_row = QHBoxLayout()
        db_row.addWidget(self.db, 1)
        db_row.addWidget(self.browse)
        self.form = QFormLayout()
        self.language_label, self.db_label, self.profile_label = QLabel(), QLabel(), QLabel()
        self.form.addRow(self.language_label, self.language)
        self.form.addRow(self.db_label, db_row)
        self.form.addRow(self.profile_label, self.profile)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.hint)
        layout.addWidget(buttons)
        self.browse.clicked.connect(self._browse)
        self.retranslate()

    def _browse(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("SQLite database file"), "juez.sqlite3",
            self.tr("SQLite database (*.sqlite3 *.sqlite *.db)"),
            options=QFileDialog.Option.DontConfirmOverwrite)
        if name:
            self.db.setText(f"sqlite:///{name}")

    def chosen(self) -> tuple[str, str, str]:
        """(language, database URL, profile) as chosen."""
        db = self.db.text().strip()
        if db and "://" not in db:  # a bare file path means an SQLite file
            db = f"sqlite:///{Path(db).expanduser().resolve()}"
        return str(self.language.currentData()), db, str(self.profile.currentData())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.language_label.setText(self.tr("Language:"))
        self.db_label.setText(self.tr("Database:"))
        self.profile_label.setText(self.tr("Default tiebreakers:"))
        self.browse.setText(self.tr("SQLite file…"))
        self.db.setPlaceholderText(self.tr("empty: the SQLite file in your data folder"))
        self.hint.setText(self.tr("A PostgreSQL URL (postgresql+psycopg://user@host/db) lets "
                                  "several stations share one event."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class NoDeckCheck(Exception):
    """The game's rules module has no deck check (yet)."""


def check_deck(path: str | Path, game: str | None = None) -> tuple[str, list[Violation]]:
    """The game key and every problem of a deck file, through ``get_game(g).deck_problems``.

    The file's own ``game`` wins; ``game`` is used when the file does not say.
    ``LogError`` if the file cannot be read or names an unknown game;
    :class:`NoDeckCheck` if that game has no deck check.
    """
    deck = read_deck(path)
    named = deck.get("game")
    if named is not None and (not isinstance(named, str) or named not in known_games()):
        raise LogError(str(path), "$.game", f"unknown game {named!r}; known: "
                       f"{', '.join(known_games())}")
    key = named if isinstance(named, str) else game
    if key is None or key not in known_games():
        raise LogError(str(path), "$.game", "the file does not say which game it is for; "
                       "choose the game first")
    try:
        return key, get_game(key).deck_problems(deck, str(path))
    except NotImplementedError:
        raise NoDeckCheck(key) from None


class DeckCheckDialog(QDialog):
    """Load a deck file and list every problem with its citation (click: open the rule)."""

    citationActivated = Signal(object)

    def __init__(self, language: Callable[[], str] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("deckCheckDialog")
        self._language = language or (lambda: "es")
        self.problems: list[Violation] = []
        self.failed = False
        """The last file could not be checked (the reason is shown instead of a result)."""
        self.open_button = QPushButton()
        self.game_label = QLabel()
        self.game_combo = QComboBox()
        self.game_combo.setObjectName("deckGame")
        for key in known_games():  # the game's name; the key stays the item's data
            self.game_combo.addItem(game_title(key), key)
        self.file_label = QLabel()
        self.result_label = QLabel()
        self.result_label.setObjectName("deckResult")
        self.result_label.setTextFormat(Qt.TextFormat.RichText)
        self.list = QTreeWidget()
        self.list.setObjectName("deckProblems")
        self.list.setRootIsDecorated(False)
        self.list.setColumnCount(3)
        self.list.setWordWrap(True)
        self.close_button = QPushButton()
        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.game_combo)
        top.addWidget(self.open_button)
        top.addWidget(self.file_label, 1)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.result_label)
        layout.addWidget(self.list, 1)
        layout.addLayout(bottom)
        self.open_button.clicked.connect(self._choose)
        self.close_button.clicked.connect(self.accept)
        self.list.itemActivated.connect(self._activated)
        self.resize(760, 480)
        self.retranslate()

    @property
    def lang(self) -> Lang:
        return "en" if self._language() == "en" else "es"

    def _choose(self) -> None:
        from ui.report_preview import documents_dir

        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open a deck file"),
                                              str(documents_dir()),
                                              self.tr("Deck files (*.json)"))
        if name:
            self.load(name)

    def load(self, path: str | Path) -> bool:
        """Check a deck file; False (and the reason shown) if it cannot be read."""
        self.file_label.setText(Path(path).name)  # the whole path in the tooltip
        self.file_label.setToolTip(str(path))
        self.list.clear()
        self.problems = []
        self.failed = False
        try:
            game, problems = check_deck(path, str(self.game_combo.currentData()))
        except LogError as exc:
            self._fail(self.tr("Could not read the deck file"), str(exc))
            return False
        except NoDeckCheck as exc:
            self._fail(self.tr("No deck check"),
                       self.tr("The rules module of %1 cannot check decks yet.")
                       .replace("%1", str(exc)))
            return False
        except Exception as exc:  # a rules module's bug must not crash the judge's window
            self._fail(self.tr("Could not check the deck"), f"{type(exc).__name__}: {exc}")
            return False
        self.game_combo.setCurrentIndex(self.game_combo.findData(game))
        self.problems = problems
        for v in self.problems:
            item = QTreeWidgetItem([self._severity(v), str(v.citation), v.message(self.lang)])
            item.setData(0, Qt.ItemDataRole.UserRole, v.citation)
            item.setToolTip(2, v.message(self.lang))
            self.list.addTopLevelItem(item)
        self._show_result()
        self.list.resizeColumnToContents(0)
        self.list.resizeColumnToContents(1)
        return True

    def _fail(self, what: str, reason: str) -> None:
        self.failed = True
        self.result_label.setText(f"<b style='color:#c62828'>{html.escape(what)}</b>: "
                                  f"{html.escape(reason)}")

    @property
    def legal(self) -> bool:
        """No error among the problems shown (warnings leave a deck legal)."""
        return not any(v.severity == Severity.ERROR for v in self.problems)

    def _severity(self, v: Violation) -> str:
        return self.tr("error") if v.severity == Severity.ERROR else self.tr("warning")

    def _show_result(self) -> None:
        if self.failed:
            return  # the reason stays on screen
        if not self.file_label.text():
            self.result_label.setText(self.tr("Choose a deck file to check."))
        elif not self.problems:
            legal = self.tr("The deck is legal.")
            self.result_label.setText(f"<b style='color:#2e7d32'>{html.escape(legal)}</b>")
        elif self.legal:
            found = self.tr("The deck is legal, with %n warning(s)", "", len(self.problems))
            hint = self.tr("double-click one to read the rule")
            self.result_label.setText(f"<b style='color:#b26a00'>{html.escape(found)}</b> — "
                                      f"{html.escape(hint)}")
        else:
            found = self.tr("%n problem(s) found", "", len(self.problems))
            hint = self.tr("double-click one to read the rule")
            self.result_label.setText(f"<b style='color:#c62828'>{html.escape(found)}</b> — "
                                      f"{html.escape(hint)}")

    def _activated(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        citation: Citation = item.data(0, Qt.ItemDataRole.UserRole)
        self.citationActivated.emit(citation)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Deck check"))
        self.open_button.setText(self.tr("&Open deck file…"))
        self.game_label.setText(self.tr("Game:"))
        self.game_combo.setToolTip(self.tr("Used when the deck file does not name its game"))
        self.close_button.setText(self.tr("Close"))
        self.list.setHeaderLabels([self.tr("Severity"), self.tr("Rule"), self.tr("Problem")])
        for i in range(self.list.topLevelItemCount()):
            item = self.list.topLevelItem(i)
            if item is not None:
                item.setText(0, self._severity(self.problems[i]))
                item.setText(2, self.problems[i].message(self.lang))
        self._show_result()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
