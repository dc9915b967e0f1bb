"""The window prints every report through the core's catalogue, by the CLI's keys (issue 11 §5).

Real widgets, a real SQLite file, the PDFs read back with pypdf; one report is
made by the real command line too and compared with the window's.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from pypdf import PdfReader
from PySide6.QtWidgets import QApplication, QMessageBox

from judge_app.reports.catalogue import EVENT_REPORTS, report_spec
from judge_app.reports.csv_export import CsvStyle
from judge_app.reports.names import report_file_name
from judge_app.tournament.model import PenaltyKind
from judge_app.violations import Citation
from tests.ui.calls import calls

NAMES = ["Ana Lopez", "Luis Perez", "Maria Gomez", "Jose Hernandez", "Sofia Diaz"]


def _boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()]


def _preview(qtbot):  # type: ignore[no-untyped-def]
    from ui.report_preview import ReportPreview

    def shown() -> list[ReportPreview]:
        return [w for w in QApplication.topLevelWidgets()
                if isinstance(w, ReportPreview) and w.isVisible()]

    qtbot.waitUntil(lambda: bool(shown()) or bool(_boxes()), timeout=20000)
    assert not _boxes(), [(b.text(), b.informativeText()) for b in _boxes()]
    return shown()[0]


def _text(pdf: bytes | Path) -> str:
    """The PDF's text without the moment it was printed (the only line that may differ)."""
    import io

    reader = PdfReader(io.BytesIO(pdf) if isinstance(pdf, bytes) else str(pdf))
    text = "\n".join(page.extract_text() for page in reader.pages)
    return re.sub(r"(Printed|Impreso) [^\n]*?\d{1,2}:\d{2}(:\d{2})?", "", text)


def _event(window):  # type: ignore[no-untyped-def]
    """Round 2 of a five-player event (a bye each round), one result in, one penalty."""
    ws = window.event_workspace
    svc = calls(ws.service)
    ev = svc.create_event("Liga Kódem", "kodem").id
    for name in NAMES:
        svc.add_player(ev, name)
    svc.pair_next_round(ev)
    for m in svc.matches(ev, 1):
        if not m.is_bye:
            svc.record_result(ev, m.table, "2-1")
    svc.pair_next_round(ev)
    svc.record_result(ev, 1, "0-2")
    svc.add_penalty(ev, svc.players(ev)[0].id, infraction="Mazo mal barajado",
                    kind=PenaltyKind.WARNING, citation=Citation("kodem-5.0", "6.7-P1"), round=2)
    ws.bar._refresh_event_list()
    ws.bar.open_event(ev).wait()
    window.tabs.setCurrentWidget(window.event_holder)
    return ws, ev


def test_the_reports_menu_is_the_catalogue_and_prints_what_the_core_prints(  # type: ignore[no-untyped-def]
        qtbot, window, tmp_path: Path) -> None:
    ws, ev = _event(window)
    printable = {s.key for s in EVENT_REPORTS if "pdf" in s.formats}
    assert set(window.report_actions) == printable  # the CLI's keys, every printable report
    ws.rounds.show_round(1)  # a round-report prints the round on screen, not only the current one
    # File → CSV options: Spanish headers, ';' with a decimal comma — the window's CSV follows
    style = CsvStyle(lang="es", delimiter=";", bom=False)
    window.settings.csv_style = style
    for key in sorted(printable):
        spec = report_spec(key)
        window.report_actions[key].trigger()
        preview = _preview(qtbot)
        round_no = 1 if spec.needs_round else None
        assert preview.windowTitle() == spec.title[1] + (" · Round 1" if round_no else "")
        core = ws.service.read(lambda svc, spec=spec, round_no=round_no: spec.build(
            svc, ev, round_no, "pdf", "en", "a4", style))
        assert preview.page_count == core.pages
        assert _text(preview.save_pdf(tmp_path / f"{key}.pdf")) == _text(core.data), key
        if "csv" in spec.formats:
            out = preview.export_csv(tmp_path / f"{key}.csv")
            assert out.read_bytes() == ws.service.read(
                lambda svc, spec=spec, round_no=round_no: spec.build(
                    svc, ev, round_no, "csv", "en", "a4", style)).data
        else:
            assert not preview.csv_button.isEnabled()  # in its place, greyed out
        assert preview.suggested_name == report_file_name(key, round_no, "en")
        preview.close()
        qtbot.waitUntil(lambda p=preview: not p.isVisible())


def test_the_window_and_the_command_line_print_the_same_pairings(  # type: ignore[no-untyped-def]
        qtbot, window, db_url: str, tmp_path: Path) -> None:
    _ws, ev = _event(window)
    window.report_actions["pairings-by-name"].trigger()
    preview = _preview(qtbot)
    mine = _text(preview.save_pdf(tmp_path / "window.pdf"))
    preview.close()
    cli = tmp_path / "cli.pdf"
    done = subprocess.run([sys.executable, "-m", "ui.main", "--db", db_url, "report",
                           "pairings-by-name", ev, "--out", str(cli), "--lang", "en"],
                          capture_output=True, text=True, env=dict(os.environ), timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr
    assert mine == _text(cli)
    assert "Sofia Diaz" in mine


def test_a_report_that_cannot_be_previewed_says_why(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    ev = calls(ws.service).create_event("Vacío", "kodem").id
    ws.bar._refresh_event_list()
    ws.bar.open_event(ev).wait()
    for key, why in (("pairings", "No round is paired yet"), ("players", "CSV only"),
                     ("pairings_by_name", "no report 'pairings_by_name'")):
        assert ws.reports.preview(key) is False
        boxes = _boxes()
        assert len(boxes) == 1
        assert boxes[0].text() == f"Could not prepare the report {key}"
        assert why.lower() in boxes[0].informativeText().lower(), boxes[0].informativeText()
        boxes[0].done(0)


def test_a_new_catalogue_entry_is_in_the_menu_and_prints(  # type: ignore[no-untyped-def]
        qtbot, settings, db_url: str, monkeypatch) -> None:
    """A new report is its module plus its catalogue entry: the window needs no edit."""
    from judge_app.reports import catalogue
    from ui.app import create_window

    extra = catalogue.ReportSpec("standings-copy", ("pdf",), False,
                                 catalogue.report_spec("standings").build,
                                 ("Copia de la clasificación", "Standings copy"))
    monkeypatch.setattr(catalogue, "EVENT_REPORTS", (*catalogue.EVENT_REPORTS, extra))
    window = create_window(settings, db_url=db_url)
    qtbot.addWidget(window)
    window.show()
    try:
        _ws, _ev = _event(window)
        action = window.report_actions["standings-copy"]
        assert action.text() == "Standings copy"
        action.trigger()
        preview = _preview(qtbot)
        assert preview.windowTitle() == "Standings copy" and preview.page_count >= 1
        preview.close()
    finally:
        window.close()
        window.switcher.remove()


def test_the_window_gathers_no_report_data_itself() -> None:
    """ui/ reaches judge_app.reports only through the catalogue (plus the file names, the
    CSV style setting and the match review of a replay, which is no event report, and two
    whole documents the core builds from the service: the event archive and one age
    division's standings, which storage printed before it stopped rendering; and a penalty's
    written ruling, rendered from the event, log and replay the window read through the
    service, the last rendering storage gave up: issue 21 §5)."""
    import ast

    allowed = {"judge_app.reports.catalogue", "judge_app.reports.names",
               "judge_app.reports.csv_export:CsvStyle", "judge_app.reports.match_review",
               "judge_app.reports.archive:event_archive",
               "judge_app.reports.divisions:division_standings_report",
               "judge_app.reports.ruling:render_ruling"}
    ui = Path(__file__).resolve().parents[2] / "ui"
    found = set()
    for py in sorted(ui.rglob("*.py")):
        for node in ast.walk(ast.parse(py.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                    "judge_app.reports"):
                module = str(node.module)
                names = {module if module in allowed else f"{module}:{a.name}"
                         for a in node.names}
                found |= {(py.relative_to(ui.parent).as_posix(), n) for n in names}
            elif isinstance(node, ast.Import):
                found |= {(py.relative_to(ui.parent).as_posix(), a.name) for a in node.names
                          if a.name.startswith("judge_app.reports")}
    assert found, "the scan found the window's report imports"
    assert {(f, n) for f, n in found if n not in allowed} == set()
