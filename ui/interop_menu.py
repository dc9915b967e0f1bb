"""File menu actions for other tools' files: import a TOM file or an event archive, export
to TOM, import a round paired elsewhere, archive the event (docs/interop.md).

The window only asks for files and confirms; the core does the work
(:mod:`judge_app.storage.imports`, :mod:`judge_app.storage.archive`) on the operations
layer's worker thread (ui/operations.py) and writes through its one safe writer
(:func:`judge_app.output.write_output`). The imports write: they are submitted and
return at once (a ``Pending``), the window never waits for them, and what they did is
said when they are done. The exports only read, and their value is what the save
dialog that follows writes: they wait for it as a plain ``call`` (the window keeps
painting, the judge's clicks are held until the value is there). CSV options choose how
every CSV the window writes looks (the command line's ``--headers``, ``--delimiter``,
``--no-bom``): kept in the settings, used by the reports' CSV and the players export.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QMenu,
    QMessageBox,
    QWidget,
)

from judge_app.reports.csv_export import CsvStyle
from ui.common import show_error
from ui.operations import Outcome, Pending


def _on_worker(service: Any, fn: Callable[[Any], Any]) -> Any:
    """Read: run ``fn(service)`` on the operations layer's worker and wait for its value
    (the window keeps painting, the judge's input is held meanwhile)."""
    ops = getattr(service, "operations", None)
    if ops is None:  # a plain service (scripts, tests of the core)
        return fn(service)
    return service.read(fn)


def _documents() -> str:
    """Where the file dialogs open: the Documents folder, or home when it does not exist (a
    missing folder made Qt open the program's folder with "Documents" as the file name)."""
    from ui.report_preview import documents_dir

    return str(documents_dir())


class InteropActions(QObject):
    """The four actions, added to ``menu`` before ``before``; ``workspace()`` shows and
    returns the event workspace (its ``service``, ``event_id`` and ``open_event``)."""

    def __init__(self, window: QWidget, workspace: Callable[[], Any], menu: QMenu,
                 before: QAction | None = None) -> None:
        super().__init__(window)
        self.window = window
        self._workspace = workspace
        self.last_write: Pending[object] = Pending.refused()
        self.last_message = ""  # what the last import said it did (title: text)
        self.act_import = QAction(window)
        self.act_import.setObjectName("actImportEvent")
        self.act_export = QAction(window)
        self.act_export.setObjectName("actExportTdf")
        self.act_round = QAction(window)
        self.act_round.setObjectName("actImportRound")
        self.act_archive = QAction(window)
        self.act_archive.setObjectName("actArchiveEvent")
        self.act_players = QAction(window)
        self.act_players.setObjectName("actExportPlayers")
        self.act_csv = QAction(window)
        self.act_csv.setObjectName("actCsvOptions")
        self.act_import.triggered.connect(self.import_event)
        self.act_export.triggered.connect(self.export_tdf)
        self.act_round.triggered.connect(self.import_round)
        self.act_archive.triggered.connect(self.archive_event)
        self.act_players.triggered.connect(self.export_players)
        self.act_csv.triggered.connect(self.csv_options)
        for act in (self.act_import, self.act_round, self.act_export, self.act_archive,
                    self.act_players, self.act_csv):
            if before is not None:
                menu.insertAction(before, act)
            else:
                menu.addAction(act)
        if before is not None:
            menu.insertSeparator(before)
        self.retranslate()

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.act_import.setText(self.tr("&Import event (TOM .tdf or archive .zip)…"))
        self.act_round.setText(self.tr("Import a &round paired elsewhere (CSV)…"))
        self.act_export.setText(self.tr("E&xport event to TOM (.tdf)…"))
        self.act_archive.setText(self.tr("&Archive event (.zip)…"))
        self.act_players.setText(self.tr("Export the &players (CSV)…"))
        self.act_csv.setText(self.tr("CSV &options…"))

    # ------------------------------------------------------------------ helpers
    @property
    def workspace(self) -> Any:
        """The event workspace, shown."""
        return self._workspace()

    def _service(self) -> Any:
        service = self.workspace.service
        if service is None:
            QMessageBox.information(self.window, self.tr("No database"),
                                    self.tr("The database could not be opened."))
        return service

    def _event(self) -> str | None:
        if self.workspace.event_id is None:
            QMessageBox.information(self.window, self.tr("No event"),
                                    self.tr("Open or create an event first."))
        return self.workspace.event_id  # type: ignore[no-any-return]

    def _write(self, service: Any, event: str | None, fn: Callable[[Any], Any],
               done: Callable[[Any], object], what: str, action: QAction) -> Pending[object]:
        """Submit a write (an import) and return at once: ``fn(service)`` on the operations
        layer's worker, then ``done(value)`` on the UI thread; a refusal is the error dialog
        saying ``what`` failed and why. ``action`` stays disabled meanwhile (no second
        import of the same file while the first is on its way). ``event``: the event it
        changes (``None``: a new one)."""
        action.setEnabled(False)

        def succeeded(value: Any) -> None:
            action.setEnabled(True)
            done(value)

        def refused(outcome: Outcome[Any]) -> None:
            action.setEnabled(True)
            show_error(self.window, what, outcome.error or outcome.reason)

        ops = service.operations
        self.last_write = Pending(ops, ops.write(service.url, event, fn, succeeded,
                                                 failed=refused, what=what,
                                                 parent=self.window))
        return self.last_write

    def _tell(self, title: str, text: str) -> None:
        """Say what a write did, in a box that does not block the window (like the error
        dialog)."""
        self.last_message = f"{title}: {text}"
        box = QMessageBox(QMessageBox.Icon.Information, title, text, parent=self.window)
        box.setObjectName("interopDone")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def _save(self, title: str, suggested: str, pattern: str, data: bytes) -> str | None:
        """Ask where to save (the dialog confirms an overwrite) and write safely."""
        from judge_app.output import OutputRefused, write_output
        from judge_app.storage.database import sqlite_file

        path, _ = QFileDialog.getSaveFileName(self.window, title,
                                              str(Path(_documents()) / suggested), pattern)
        if not path:
            return None
        service = self.workspace.service
        protect = [p for p in [sqlite_file(service.url)] if p is not None] if service else []
        try:
            write_output(path, data, force=True, protect=protect)
        except (OutputRefused, OSError) as exc:
            show_error(self.window, title, exc)
            return None
        status = getattr(self.window, "statusBar", None)
        if status is not None:  # said where it went: a silent save looked like nothing
            status().showMessage(self.tr("Saved: %1").replace("%1", path), 15000)
        return path

    def _file_name(self, key: str | None, extension: str) -> str:
        """The proposed file name: the event's name, in the reader's language."""
        from judge_app.reports.names import event_file_name

        ws = self.workspace
        summary = getattr(ws, "summary", None)
        name = summary.name if summary is not None else str(ws.event_id)
        return event_file_name(name, key, str(getattr(ws, "lang", "es"))) + extension

    # ------------------------------------------------------------------ actions
    def import_event(self) -> Pending[object]:
        """A TOM file or an event archive becomes a new event, which is opened."""
        service = self._service()
        if service is None:
            return Pending.refused()
        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Import event"), _documents(),
            self.tr("Event files (*.tdf *.zip);;TOM files (*.tdf);;Juez archives (*.zip)"))
        return self.import_event_file(path) if path else Pending.refused()

    def import_event_file(self, path: str) -> Pending[object]:
        """Import ``path`` (no dialog), submitted at once; once imported, the new event is
        opened and what came in is said (the pending's result: the archive's new event id,
        or the TOM import's report)."""
        from judge_app.storage.archive import import_archive, is_archive
        from judge_app.storage.imports import import_tdf

        service = self._service()
        if service is None:
            return Pending.refused()

        def work(svc: Any) -> Any:
            return import_archive(svc, path) if is_archive(path) else import_tdf(svc, path)

        def imported(done: Any) -> None:
            if isinstance(done, str):  # an archive: its new event's id
                event_id = done
                note = self.tr("Imported from the archive.")
            else:
                event_id = done.event.id
                note = self.tr("%1 players and %2 rounds imported.").replace(
                    "%1", str(done.players)).replace("%2", str(done.rounds))
                if done.differences:
                    note += "\n\n" + self.tr(
                        "Juez's standings differ from the file's in %1 places:").replace(
                        "%1", str(len(done.differences))) + "\n" + "\n".join(done.differences)
            self.workspace.bar._refresh_event_list()  # the new event listed, then opened
            self.workspace.bar.open_event(event_id)
            self._tell(self.tr("Event imported"), note)

        # TournamentError with the file and element at fault: the dialog says it
        return self._write(service, None, work, imported,
                           self.tr("Could not import the event"), self.act_import)

    def import_round(self) -> Pending[object]:
        """The next round of the open event, from a CSV made by another tool (submitted at
        once; the round is shown and its tables counted once it is in)."""
        from judge_app.storage.imports import import_round

        service, event_id = self._service(), self._event()
        if service is None or event_id is None:
            return Pending.refused()
        path, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Import a round"), _documents(),
            self.tr("CSV files (*.csv);;All files (*)"))
        if not path:
            return Pending.refused()

        def imported(done: Any) -> None:
            if self.workspace.event_id == event_id:
                self.workspace.bar.open_event(event_id)
            self._tell(self.tr("Round imported"), self.tr(
                "Round %1: %2 tables.").replace("%1", str(done.round)).replace(
                "%2", str(len(done.matches))))

        return self._write(service, event_id, lambda svc: import_round(svc, event_id, path),
                           imported, self.tr("Could not import the round"), self.act_round)

    def export_tdf(self) -> str | None:
        """The open event as a TOM file."""
        from judge_app.storage.imports import export_tdf

        service, event_id = self._service(), self._event()
        if service is None or event_id is None:
            return None
        try:
            text = _on_worker(service, lambda svc: export_tdf(svc, event_id))
        except Exception as exc:
            show_error(self.window, self.tr("Could not export the event"), exc)
            return None
        return self._save(self.tr("Export to TOM"), self._file_name(None, ".tdf"),
                          self.tr("TOM files (*.tdf)"), text.encode("utf-8"))

    def archive_event(self) -> str | None:
        """The open event as one zip archive."""
        from judge_app.reports.archive import event_archive

        service, event_id = self._service(), self._event()
        if service is None or event_id is None:
            return None
        try:
            data = _on_worker(service, lambda svc: event_archive(svc, event_id))
        except Exception as exc:
            show_error(self.window, self.tr("Could not archive the event"), exc)
            return None
        return self._save(self.tr("Archive event"), self._file_name(None, ".zip"),
                          self.tr("Juez archives (*.zip)"), data)

    def export_players(self) -> str | None:
        """The open event's registered players as CSV (the columns ``player import`` reads
        back), written as the CSV options say: the catalogue's ``players`` report, as
        ``judge-app report players``."""
        from judge_app.reports.catalogue import report_spec

        service, event_id = self._service(), self._event()
        if service is None or event_id is None:
            return None
        style = self.workspace.settings.csv_style
        lang = self.workspace.lang
        try:  # built whole on the worker with its own service (a read)
            data = _on_worker(service, lambda svc: report_spec("players").build(
                svc, event_id, None, "csv", lang, "a4", style).data)
        except Exception as exc:
            show_error(self.window, self.tr("Could not export the players"), exc)
            return None
        return self._save(self.tr("Export the players"), self._file_name("players", ".csv"),
                          self.tr("CSV files (*.csv);;All files (*)"), data)

    def csv_options(self) -> CsvStyle | None:
        """Ask how CSV files are written and keep the answer in the settings."""
        settings = self.workspace.settings
        dialog = CsvOptionsDialog(settings.csv_style, self.window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        chosen = dialog.chosen()
        settings.csv_style = chosen
        return chosen


class CsvOptionsDialog(QDialog):
    """Header language, separator and byte-order mark of the CSV files the window writes."""

    def __init__(self, style: CsvStyle, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("csvOptionsDialog")
        self.setWindowTitle(self.tr("CSV options"))
        form = QFormLayout(self)
        self.headers = QComboBox()
        self.headers.addItem(self.tr("English (rank, name, points…)"), "en")
        self.headers.addItem(self.tr("Spanish (puesto, nombre, puntos…)"), "es")
        self.headers.setCurrentIndex(max(0, self.headers.findData(style.lang)))
        form.addRow(self.tr("Header row"), self.headers)
        self.delimiter = QComboBox()
        self.delimiter.addItem(self.tr("Comma (,), decimal point"), ",")
        self.delimiter.addItem(self.tr("Semicolon (;), decimal comma — a spreadsheet in Spanish"),
                               ";")
        self.delimiter.setCurrentIndex(max(0, self.delimiter.findData(style.delimiter)))
        form.addRow(self.tr("Separator"), self.delimiter)
        self.bom = QCheckBox(self.tr("Byte-order mark (some tools read it as part of the first "
                                     "header)"))
        self.bom.setChecked(style.bom)
        form.addRow(self.bom)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def chosen(self) -> CsvStyle:
        """The style the dialog shows."""
        return CsvStyle(lang=str(self.headers.currentData()),
                        delimiter=str(self.delimiter.currentData()), bom=self.bom.isChecked())
