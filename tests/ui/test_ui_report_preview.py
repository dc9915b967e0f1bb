"""Print preview: the reportlab PDF shown with QtPdf, saved as PDF, exported as CSV, printed."""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader
from PySide6.QtPrintSupport import QPrinter

from judge_app.reports.csv_export import standings_csv
from judge_app.reports.standings import render_standings
from judge_app.tournament.model import EventSummary, Profile, StandingRow
from ui.report_preview import ReportPreview, preview_report, print_pdf

EVENT = EventSummary("ev1", "Regional CDMX", "kodem", "2025-06-01", Profile.MTG, 3)
ROWS = [StandingRow(i + 1, f"P{i}", f"Jugador {i}", 9 - i % 9, 3, 0, 0,
                    {"omw": 0.5, "gw": 0.6, "ogw": 0.55}) for i in range(120)]


def test_preview_shows_every_page_and_saves_and_exports(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    pdf = tmp_path / "standings.pdf"
    pages = render_standings(EVENT, ROWS, pdf, lang="en")
    dialog = ReportPreview(pdf, "Standings", lambda out: standings_csv(ROWS, Profile.MTG, out),
                           "standings")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.page_count == pages > 1
    assert str(pages) in dialog.pages.text()
    saved = dialog.save_pdf(tmp_path / "copy.pdf")
    reader = PdfReader(str(saved))
    assert len(reader.pages) == pages
    assert "Jugador 0" in reader.pages[0].extract_text()
    csv_text = dialog.export_csv(tmp_path / "standings.csv").read_text(encoding="utf-8-sig")
    assert csv_text.splitlines()[0].startswith("rank,player_id,name")
    assert len(csv_text.splitlines()) == len(ROWS) + 1


def test_print_to_a_pdf_printer(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    pdf = tmp_path / "standings.pdf"
    pages = render_standings(EVENT, ROWS[:10], pdf, lang="es")
    dialog = ReportPreview(pdf, "Clasificación")
    qtbot.addWidget(dialog)
    assert dialog.csv_button.isVisibleTo(dialog) and not dialog.csv_button.isEnabled()
    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert print_pdf(dialog.document, printer) == pages
    assert len(PdfReader(str(tmp_path / "printed.pdf")).pages) == pages


def test_rendering_runs_in_the_background_then_opens_the_preview(qtbot) -> None:  # type: ignore[no-untyped-def]
    opened: list[ReportPreview] = []
    preview_report(None, "Standings", lambda out: render_standings(EVENT, ROWS, out),
                   "bg-standings", on_open=opened.append)
    qtbot.waitUntil(lambda: bool(opened), timeout=20000)
    assert opened[0].page_count >= 2
    opened[0].close()


def test_a_failing_report_becomes_a_dialog_not_a_traceback(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication, QMessageBox

    def broken(_out: Path) -> int:
        raise OSError("disk full while writing standings.pdf")

    preview_report(None, "Standings", broken, "broken")

    def box() -> QMessageBox | None:
        for w in QApplication.topLevelWidgets():
            if isinstance(w, QMessageBox) and w.isVisible():
                return w
        return None

    qtbot.waitUntil(lambda: box() is not None, timeout=10000)
    found = box()
    assert found is not None
    assert "disk full" in found.informativeText().lower()
    assert "report" in found.text()
    found.close()


def test_the_buttons_keep_their_place_with_or_without_csv(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Issue 23 §9: Print and Save as PDF stay where they were when a report has no CSV
    (twice a scorekeeper hit Print for Save as PDF after they moved)."""
    pdf = tmp_path / "standings.pdf"
    render_standings(EVENT, ROWS[:10], pdf, lang="es")
    places = []
    for writer in (lambda out: out.write_text("x"), None):
        dialog = ReportPreview(pdf, "Clasificación", writer)
        qtbot.addWidget(dialog)
        dialog.resize(820, 900)
        dialog.show()
        qtbot.waitExposed(dialog)
        places.append([b.geometry() for b in (dialog.print_button, dialog.save_button,
                                               dialog.csv_button, dialog.close_button)])
        dialog.close()
    assert places[0] == places[1]
