"""File → Backups…: the automatic backups of the event database, restored after confirmation.

The backups themselves are taken by the core (``judge_app.storage.backup``)
after every pairing and result. This dialog lists them (newest first; those
of the open event, or all when none is open) and restores one — the event as
it was, after backing up the state it replaces. When the database cannot be
opened at all (truncated, damaged, a newer Juez), it says so and offers the
latest backup: the whole file is restored and the damaged one kept beside it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from judge_app.storage import backup
from judge_app.storage.backup import BackupInfo
from ui.common import show_error


class BackupsDialog(QDialog):
    """Lists the backups and restores the selected one (``ask`` confirms; tests replace it)."""

    def __init__(self, db_url: str, event_id: str | None = None,
                 parent: QWidget | None = None,
                 on_restored: Callable[[str], None] | None = None) -> None:
        from judge_app.storage.database import resolve_url

        super().__init__(parent)
        self.setObjectName("backupsDialog")
        self.url = resolve_url(db_url or None)
        self.event_id = event_id
        self.on_restored = on_restored
        self.ask: Callable[[str], bool] = self._ask
        self.problem = QLabel()
        self.problem.setObjectName("backupsProblem")
        self.problem.setWordWrap(True)
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.hide()
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("backupsTable")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().hide()
        self.folder = QLabel()
        self.folder.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.restore_button = QPushButton()
        self.close_button = QPushButton()
        buttons = QHBoxLayout()
        buttons.addWidget(self.folder, 1)
        buttons.addWidget(self.restore_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.problem)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.restore_button.clicked.connect(lambda: self.restore_selected())
        self.close_button.clicked.connect(self.accept)
        self.backups: list[BackupInfo] = []
        self.resize(760, 420)
        self.retranslate()
        self.refresh()

    def refresh(self) -> None:
        """Read the backups folder again (and whether the database opens)."""
        self.backups = backup.list_backups(self.url, self.event_id)
        self.table.setRowCount(len(self.backups))
        for row, b in enumerate(self.backups):
            cells = (f"{b.at.astimezone():%Y-%m-%d %H:%M:%S}", b.event, b.trigger,
                     f"{b.size / 1024:.0f} KB")
            for col, text in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        if self.backups:
            self.table.selectRow(0)
        self.folder.setText(str(backup.folder_for(self.url)))
        self.restore_button.setEnabled(bool(self.backups))
        problem = self.open_problem()
        self.problem.setVisible(problem is not None)
        if problem is not None:
            self.problem.setText(self.tr("The database cannot be opened: %1 The newest backup "
                                     "can replace it; the damaged file is kept beside it.")
                                 .replace("%1", problem))

    def open_problem(self) -> str | None:
        """Why the database cannot be opened (``None``: it opens)."""
        from judge_app.storage.errors import TournamentError
        from judge_app.storage.service import EventService

        try:
            EventService(self.url)
        except TournamentError as exc:
            return str(exc)
        return None

    def _ask(self, text: str) -> bool:
        answer = QMessageBox.question(self, self.tr("Restore a backup"), text)
        return answer == QMessageBox.StandardButton.Yes

    def restore_selected(self) -> bool:
        """Restore the selected backup after confirmation; True once restored."""
        rows = self.table.selectionModel().selectedRows()
        if not rows or not self.backups:
            return False
        chosen = self.backups[rows[0].row()]
        when = f"{chosen.at.astimezone():%Y-%m-%d %H:%M:%S}"
        from judge_app.storage.database import sqlite_file

        problem = self.open_problem()
        path = sqlite_file(self.url)
        try:
            if problem is not None and path is not None and path.exists():
                if not self.ask(self.tr("The database cannot be opened. Replace the whole file by "
                                    "the backup of %1? The damaged file is kept beside it.")
                                .replace("%1", when)):
                    return False
                backup.restore_file(path, chosen.id)
            else:
                if not self.ask(self.tr("Put event %1 back as it was at %2? The current state is "
                                    "backed up first, so nothing is lost.")
                                .replace("%1", chosen.event).replace("%2", when)):
                    return False
                from judge_app.storage.service import EventService

                backup.restore(EventService(self.url), chosen.event, chosen.id)
        except Exception as exc:  # a refusal or a file error: say so, change nothing more
            show_error(self, self.tr("Could not restore the backup"), exc)
            return False
        if self.on_restored is not None:
            self.on_restored(chosen.event)
        self.refresh()
        return True

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.setWindowTitle(self.tr("Backups"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Taken"), self.tr("Event"), self.tr("After"), self.tr("Size")])
        self.restore_button.setText(self.tr("&Restore…"))
        self.close_button.setText(self.tr("Close"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class _Retranslator(QObject):
    def __init__(self, action: QAction, parent: QObject) -> None:
        super().__init__(parent)
        self.action = action

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.action.setText(QCoreApplication.translate("BackupsDialog", "&Backups…"))
        return False


def open_backups(window: Any) -> BackupsDialog:
    """Show the dialog for the window's database and open event; reload the event after a
    restore."""
    workspace = getattr(window, "_event", None)
    event_id = getattr(workspace, "event_id", None)

    def restored(event: str) -> None:
        if workspace is None:
            return
        if hasattr(workspace, "connect_database"):
            workspace.connect_database(window.db_url)
        if hasattr(workspace, "open_event"):
            workspace.open_event(event)

    dialog = BackupsDialog(window.db_url, event_id, window, restored)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog


def install_backups_action(window: QMainWindow) -> QAction:
    """File → Backups… (before Settings), translated with the window's language."""
    action = QAction(QCoreApplication.translate("BackupsDialog", "&Backups…"), window)
    action.setObjectName("actBackups")
    action.triggered.connect(lambda _checked=False: open_backups(window))
    menu = getattr(window, "file_menu")  # noqa: B009
    before = getattr(window, "act_settings", None)
    if before is not None:
        menu.insertAction(before, action)
    else:
        menu.addAction(action)
    window.installEventFilter(_Retranslator(action, window))
    return action
