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
from pathlib import Path
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
from judge_app.storage.errors import DiskFullError
from ui.common import error_text, show_error
from ui.i18n import current_language
from ui.operations import Operations


def restore_whole_file(url: str, path: Path, backup_id: str) -> Path:
    """Replace the damaged SQLite file ``path`` by a backup (on the worker thread); the damaged
    file is moved aside unchanged (``backup.restore_file``). Returns where it went."""
    ops = Operations.shared()
    aside = ops.file_work_now(lambda: backup.restore_file(path, backup_id))
    ops.forget(url)  # the next call opens the restored file afresh
    return aside


class DatabaseProblem(QMessageBox):
    """The database cannot be opened (truncated, damaged, a newer Juez, an unreachable
    server): says what is wrong at that moment and, for an SQLite file with backups,
    offers to restore the newest — the damaged file is kept beside it, unchanged.

    ``on_restored(aside)`` runs after a restore (the window reopens the database).
    """

    def __init__(self, parent: QWidget | None, url: str, error: BaseException | str,
                 on_restored: Callable[[Path], None] | None = None) -> None:
        from judge_app.storage.database import describe, resolve_url, sqlite_file

        self.url = resolve_url(url or None)
        super().__init__(QMessageBox.Icon.Warning,
                         QCoreApplication.translate("Common", "Juez"),
                         self.tr("Could not open the database %1").replace(
                             "%1", describe(self.url)), parent=parent)
        self.setObjectName("errorDialog")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.on_restored = on_restored
        self.path = sqlite_file(self.url)
        # no space left on the disk is not damage: nothing to restore (a restore would need
        # the very space that is missing)
        full = isinstance(error, DiskFullError)
        self.latest: BackupInfo | None = None if full else getattr(error, "backup", None)
        if self.latest is None and not full and self.path is not None and self.path.exists():
            try:
                self.latest = backup.latest_for_file(self.path)
            except OSError:
                self.latest = None
        reason = error if isinstance(error, str) else error_text(error)
        self.restore_button: QPushButton | None = None
        self.aside: Path | None = None
        if self.latest is not None and self.path is not None:
            when = f"{self.latest.at.astimezone():%Y-%m-%d %H:%M:%S}"
            reason += "\n\n" + self.tr(
                "The newest backup (event %1, taken %2) can replace it; the damaged file is "
                "kept beside it, unchanged.").replace("%1", self.latest.event).replace("%2", when)
            self.restore_button = self.addButton(self.tr("&Restore the newest backup"),
                                                 QMessageBox.ButtonRole.AcceptRole)
            self.restore_button.setObjectName("restoreNewest")
        self.setInformativeText(reason)
        close = self.addButton(QMessageBox.StandardButton.Close)
        self.setDefaultButton(close)
        self.setEscapeButton(close)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.finished.connect(lambda _r=0: self._answered())

    def _answered(self) -> None:
        if self.restore_button is not None and self.clickedButton() is self.restore_button:
            self.restore()

    def restore(self) -> Path | None:
        """Put the newest backup in place of the damaged file; where the damaged one went
        (``None`` and a dialog saying why, if it could not be done)."""
        if self.latest is None or self.path is None:
            return None
        try:
            self.aside = restore_whole_file(self.url, self.path, self.latest.id)
        except Exception as exc:  # a file error: say so; the damaged file stays as it was
            show_error(self.parentWidget(), self.tr("Could not restore the backup"), exc)
            return None
        if self.on_restored is not None:
            self.on_restored(self.aside)
        return self.aside


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
        self.empty = QLabel()
        self.empty.setObjectName("backupsEmpty")
        self.empty.setWordWrap(True)
        self.empty.hide()
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
        layout.addWidget(self.empty)
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
            cells = (f"{b.at.astimezone():%Y-%m-%d %H:%M:%S}", b.event,
                     backup.trigger_title(b.trigger, current_language()),
                     f"{b.size / 1024:.0f} KB")
            for col, text in enumerate(cells):
                self.table.setItem(row, col, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        if self.backups:
            self.table.selectRow(0)
        self.folder.setText(str(backup.folder_for(self.url)))
        self.restore_button.setEnabled(bool(self.backups))
        self.empty.setVisible(not self.backups)
        self.retranslate()
        problem = self.open_problem()
        self.problem.setVisible(problem is not None)
        if problem is not None:
            self.problem.setText(self.tr("The database cannot be opened: %1 The newest backup "
                                     "can replace it; the damaged file is kept beside it.")
                                 .replace("%1", problem))

    def open_problem(self) -> str | None:
        """Why the database cannot be opened (``None``: it opens); tried on the operations
        layer's worker, the window painting meanwhile."""
        from judge_app.storage.errors import TournamentError

        try:
            Operations.shared().read_now(self.url, lambda _svc: None)
        except TournamentError as exc:
            return error_text(exc)
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
                restore_whole_file(self.url, path, chosen.id)
            else:
                event = chosen.event
                question = (self.tr("Put event %1 back as it was at %2? The current state is "
                                    "backed up first, so nothing is lost.")
                            .replace("%1", chosen.event).replace("%2", when))
                dropped = Operations.shared().read_now(
                    self.url, lambda svc: backup.restore_effect(svc, event, chosen.id))
                if dropped:
                    es = current_language() == "es"
                    question += "\n\n" + self.tr(
                        "What was entered after that backup will no longer be there:") + "\n" \
                        + "\n".join(f"• {d[1] if es else d[0]}" for d in dropped[:12]) \
                        + ("\n…" if len(dropped) > 12 else "")
                if not self.ask(question):
                    return False
                Operations.shared().write_now(  # confirmed in this dialog: done before it goes on
                    self.url, event, lambda svc: backup.restore(svc, event, chosen.id))
        except Exception as exc:  # a refusal or a file error: say so, change nothing more
            show_error(self, self.tr("Could not restore the backup"), exc)
            return False
        if self.on_restored is not None:
            self.on_restored(chosen.event)
        self.refresh()
        return True

    def retranslate(self) -> None:
        """Texts in the current language."""
        # whose backups these are: the open event's, or every event's
        self.setWindowTitle(self.tr("Backups of event %1").replace("%1", self.event_id)
                            if self.event_id else self.tr("Backups of every event"))
        self.empty.setText(self.tr("No backup yet. One is taken after every pairing, "
                                   "correction, import and completed round, and at most every "
                                   "minute while results are entered; they are kept in the folder "
                                   "below."))
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
        workspace.bar.connect_database(window.db_url)
        workspace.bar.open_event(event)

    dialog = BackupsDialog(window.db_url, event_id, window, restored)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    # modal: the event cannot be switched under it, so the list never shows another event's
    # backups as the open one's (seen in a real-window run)
    dialog.setModal(True)
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
