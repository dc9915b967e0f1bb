"""Print preview of a report: the reportlab PDF shown with QtPdf, then print, save, export CSV.

The PDF is rendered by ``judge_app.reports`` (off the UI thread for big
events) into a temporary file; this dialog only shows, prints and copies it.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QPointF,
    QRectF,
    QSize,
    QStandardPaths,
    Qt,
)
from PySide6.QtGui import QGuiApplication, QPainter
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from judge_app.output import OutputRefused, write_output
from ui.common import run_in_background, show_error

CsvWriter = Callable[[Path], None]


def print_pdf(document: QPdfDocument, printer: QPrinter) -> int:
    """Print every page of ``document`` on ``printer``, each fitted to the page; returns pages."""
    painter = QPainter()
    if not painter.begin(printer):
        raise OSError("the printer could not be started")
    try:
        pages = document.pageCount()
        dpi = printer.resolution()
        for page in range(pages):
            if page:
                printer.newPage()
            size = document.pagePointSize(page)
            target = printer.pageRect(QPrinter.Unit.DevicePixel)
            scale = min(target.width() / size.width(), target.height() / size.height())
            w, h = int(size.width() * scale), int(size.height() * scale)
            # Render at the printer's resolution (capped, to keep memory sane).
            factor = min(dpi / 72.0, 4.0)
            image = document.render(page, (size * factor).toSize())
            painter.drawImage(QRectF(QPointF(0, 0), QRectF(0, 0, w, h).size()), image)
    finally:
        painter.end()
    return pages


def fit_to_screen(widget: QWidget, width: int, height: int) -> QSize:
    """``width`` × ``height``, shrunk to the screen's free area: a preview taller than a
    1280×800 laptop screen put its Print/Save/Close buttons below the screen's edge."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(width, height)
    free = screen.availableGeometry()
    # leave room for the window manager's title bar and frame
    return QSize(min(width, free.width() - 16), min(height, free.height() - 48))


def documents_dir() -> Path:
    """Where file dialogs open: the user's Documents folder (QStandardPaths), else home."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    path = Path(found) if found else Path.home()
    return path if path.is_dir() else Path.home()


class ReportPreview(QDialog):
    """Shows one PDF report; Print, Save as PDF and (if given) Export CSV."""

    def __init__(self, pdf: Path, title: str, csv_writer: CsvWriter | None = None,
                 suggested_name: str = "report", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reportPreview")
        self.pdf = pdf
        self.csv_writer = csv_writer
        self.suggested_name = suggested_name
        self.setWindowTitle(title)
        self.document = QPdfDocument(self)
        self.document.load(str(pdf))
        self.view = QPdfView(self)
        self.view.setObjectName("pdfView")
        self.view.setDocument(self.document)
        self.view.setPageMode(QPdfView.PageMode.MultiPage)
        self.view.setZoomMode(QPdfView.ZoomMode.FitToWidth)
        self.pages = QLabel()
        self.saved = QLabel()  # where the last PDF or CSV went: a save that says nothing
        self.saved.setObjectName("previewSaved")  # looked like a click that did nothing
        self.print_button = QPushButton()
        self.save_button = QPushButton()
        self.csv_button = QPushButton()
        # always there, greyed out when the report has no CSV: Print and Save as PDF never
        # move under the judge's pointer from one report to the next (issue 23 §9)
        self.csv_button.setEnabled(csv_writer is not None)
        self.close_button = QPushButton()
        buttons = QHBoxLayout()
        buttons.addWidget(self.pages)
        buttons.addWidget(self.saved)
        buttons.addStretch(1)
        for b in (self.print_button, self.save_button, self.csv_button, self.close_button):
            buttons.addWidget(b)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self.print_button.clicked.connect(self.print_report)
        self.save_button.clicked.connect(self.save_pdf_dialog)
        self.csv_button.clicked.connect(self.export_csv_dialog)
        self.close_button.clicked.connect(self.accept)
        self.resize(fit_to_screen(self, 820, 900))
        self.retranslate()

    @property
    def page_count(self) -> int:
        return self.document.pageCount()

    def save_pdf(self, target: str | Path, *, force: bool = True) -> Path:
        """Copy the PDF to ``target`` through the core's safe writer (never over a database,
        atomically); ``force`` because the save dialog has already asked about overwriting."""
        return write_output(target, self.pdf.read_bytes(), force=force)

    def save_pdf_dialog(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save as PDF"),
                                              str(documents_dir() / f"{self.suggested_name}.pdf"),
                                              self.tr("PDF (*.pdf)"))
        if name:
            try:
                self._saved(self.save_pdf(name))
            except OutputRefused as exc:
                show_error(self, self.tr("Could not save the PDF"), exc)
            except OSError as exc:
                show_error(self, self.tr("Could not save the PDF"), exc)

    def _saved(self, path: Path) -> None:
        self.saved.setText(self.tr("Saved: %1").replace("%1", path.name))
        self.saved.setToolTip(str(path))

    def export_csv(self, target: str | Path, *, force: bool = True) -> Path:
        """Write the CSV to a scratch file, then to ``target`` through the core's safe writer."""
        if self.csv_writer is None:
            raise ValueError("this report has no CSV export")
        with tempfile.TemporaryDirectory(prefix="juez-csv-") as scratch:
            tmp = Path(scratch) / "export.csv"
            self.csv_writer(tmp)
            return write_output(target, tmp.read_bytes(), force=force)

    def export_csv_dialog(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export CSV"),
                                              str(documents_dir() / f"{self.suggested_name}.csv"),
                                              self.tr("CSV (*.csv)"))
        if name:
            try:
                self._saved(self.export_csv(name))
            except (OSError, ValueError, OutputRefused) as exc:
                show_error(self, self.tr("Could not export the CSV"), exc)

    def print_report(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            try:
                print_pdf(self.document, printer)
            except OSError as exc:
                show_error(self, self.tr("Could not print"), exc)

    def retranslate(self) -> None:
        self.pages.setText(self.tr("%n page(s)", "", self.page_count))
        self.print_button.setText(self.tr("&Print…"))
        self.save_button.setText(self.tr("&Save as PDF…"))
        self.csv_button.setText(self.tr("Export &CSV…"))
        self.csv_button.setToolTip("" if self.csv_writer is not None
                                   else self.tr("This report has no CSV export"))
        self.close_button.setText(self.tr("Close"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


_TEMP = tempfile.TemporaryDirectory(prefix="juez-reports-")


def preview_report(parent: QWidget | None, title: str, render: Callable[[Path], int],
                   name: str, csv_writer: CsvWriter | None = None,
                   on_open: Callable[[ReportPreview], None] | None = None) -> None:
    """Render a report off the UI thread (``render(path) -> pages``), then open its preview."""
    target = Path(_TEMP.name) / f"{name}.pdf"

    def done(_pages: object) -> None:
        dialog = ReportPreview(target, title, csv_writer, name, parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        if on_open is not None:
            on_open(dialog)

    what = QCoreApplication.translate("ReportPreview", "Could not prepare the report")
    run_in_background(parent, QCoreApplication.translate("ReportPreview", "Preparing the report…"),
                      lambda: render(target), done, what)
