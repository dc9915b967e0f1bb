"""The players' portal in the window (issue 22): the Floor tab starts and stops the real
server — its own process (``portal serve``), port 0, fetched and posted to with httpx —
shows its address and QR code, the judge calls and the
reports from phones; the Results tab accepts a table's report with F7; the Floor tab with
the portal running fits a 1280×800 screen (issue 23 §8). Real widgets, a real SQLite file,
the phones' claims made through the portal's own service (as the server makes them)."""

from __future__ import annotations

import os
from typing import Any

import httpx
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QMessageBox, QScrollArea

from judge_app.portal.store import PortalService
from tests.ui.calls import calls


def _error() -> str | None:
    for w in QApplication.topLevelWidgets():
        if isinstance(w, QMessageBox) and w.isVisible():
            text = f"{w.text()} {w.informativeText()}"
            w.close()
            return text
    return None


def _round_with_phones(qtbot: Any, window: Any) -> tuple[Any, PortalService, list[Any]]:
    """An 8-player event, round 1 published; table 1 agreed 2-1 from both phones, table 2
    disputed (2-0 against 0-2 with a drop), a judge call from table 3's phone."""
    ws = window.event_workspace
    window.tabs.setCurrentWidget(window.event_holder)
    assert ws.bar.create_event("Regional", "kodem").result()
    for i in range(8):
        assert ws.players.add_player(f"Jugador {i}")
    ws.rounds.pair_next_round()
    qtbot.waitUntil(lambda: ws.current_round == 1, timeout=20_000)
    assert ws.rounds.publish_round()
    phones = PortalService(ws.db_url, station="portal")
    ev = ws.event_id
    codes = {c.player: c.code for c in phones.codes(ev)}
    tables = sorted((m for m in phones.matches(ev, 1) if m.p2), key=lambda m: m.table)
    one, two, three = tables[:3]
    phones.claim(ev, one.p1, codes[one.p1], one.table, "2-1", address="10.0.0.5")
    phones.claim(ev, one.p2, codes[one.p2], one.table, "2-1", address="10.0.0.6")
    phones.claim(ev, two.p1, codes[two.p1], two.table, "2-0")
    phones.claim(ev, two.p2, codes[two.p2], two.table, "0-2", drop=True)
    phones.call_from_phone(ev, three.p1, codes[three.p1], three.table, "¿Puede atacar?")
    return ws, phones, tables


def _texts(table: Any) -> list[str]:
    return [" | ".join(table.item(r, c).text() for c in range(table.columnCount()))
            for r in range(table.rowCount())]


def test_floor_starts_the_portal_shows_its_qr_and_stops_it(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    ws, phones, tables = _round_with_phones(qtbot, window)
    floor = ws.floor
    ws.pages.setCurrentWidget(floor)
    box = floor.portal
    assert box.server is None and not box.qr.isVisible()  # off by default
    assert "Off" in box.url_label.text()
    hosts = [box.host.itemData(i) for i in range(box.host.count())]
    assert hosts[:2] == ["0.0.0.0", "127.0.0.1"]
    box.port.setValue(0)  # any free port
    box.host.setCurrentIndex(1)
    box.start_button.click()
    qtbot.waitUntil(lambda: box.running, timeout=20_000)
    url = box.url
    assert url is not None and url.startswith("http://127.0.0.1:") and url in box.url_label.text()
    assert not box.start_button.isEnabled() and box.stop_button.isEnabled()
    assert box.qr.isVisible() and not box.qr.pixmap().isNull()
    assert box.qr.pixmap().width() >= 60
    answer = httpx.get(url + "api/v1/event", timeout=10).json()
    assert answer["id"] == ws.event_id and answer["round"] == 1 and answer["published"]
    # the phones' side on the tab: both claims of the disputed table, the open call
    qtbot.waitUntil(lambda: box.waiting.rowCount() == 3, timeout=10_000)
    rows = _texts(box.waiting)
    assert any("agreed" in r and r.count("2-1") == 2 for r in rows), rows
    assert any("disputed" in r and "2-0" in r and "0-2 (drops)" in r for r in rows), rows
    assert any("judge call" in r and "¿Puede atacar?" in r for r in rows), rows
    # the server is a process of its own: a phone's claim over HTTP goes into the database
    # and reaches the desk as any other station's change
    server = box.server
    assert server.pid != os.getpid() and server.running
    four = tables[3]
    code = {c.player: c.code for c in phones.codes(ws.event_id)}[four.p1]
    answer = httpx.post(url + "api/v1/report", timeout=10, json={
        "player": four.p1, "code": code, "table": four.table, "result": "2-0", "drop": False})
    assert answer.json() == {"status": "waiting", "entered": False}
    qtbot.waitUntil(lambda: box.waiting.rowCount() == 4, timeout=20_000)
    assert any(r.startswith(f"{four.table} | waiting") and f"{four.p1} 2-0" in r
               for r in _texts(box.waiting)), _texts(box.waiting)
    box.stop_button.click()
    assert box.server is None and box.start_button.isEnabled() and not box.qr.isVisible()
    qtbot.waitUntil(lambda: not server.running, timeout=20_000)
    assert server.returncode == 0  # stopped cleanly, not killed
    with pytest.raises(httpx.ConnectError):
        httpx.get(url + "api/v1/event", timeout=2)


def test_portal_stops_when_another_event_opens_and_with_the_window(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    ws = window.event_workspace
    window.tabs.setCurrentWidget(window.event_holder)
    first = ws.bar.create_event("Liga", "kodem").result()
    box = ws.floor.portal
    assert box.start("127.0.0.1", 0)
    qtbot.waitUntil(lambda: box.running, timeout=20_000)
    server = box.server
    assert ws.bar.create_event("Otra liga", "kodem").result() != first
    box.check()  # the Floor tab's clock tick: the open event is not the one served
    assert box.server is None
    qtbot.waitUntil(lambda: not server.running, timeout=20_000)
    assert box.start("127.0.0.1", 0)
    qtbot.waitUntil(lambda: box.running, timeout=20_000)
    server = box.server
    window.close()  # the window's closeEvent stops it and waits
    assert not server.running


def test_the_accept_key_enters_the_phones_report(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    ws, _phones, tables = _round_with_phones(qtbot, window)
    one, two = tables[:2]
    ws.pages.setCurrentIndex(1)
    line = ws.rounds.phone_reports
    qtbot.waitUntil(lambda: len(line.reports) == 2, timeout=10_000)
    row = next(r for r in range(ws.rounds.pairings_table.rowCount())
               if ws.rounds.pairings_table.item(r, 0).text() == str(one.table))
    ws.rounds.pairings_table.setFocus()
    ws.rounds.pairings_table.selectRow(row)
    assert "agreed" in line.label.text() and line.button.isVisible()
    qtbot.keyClick(ws.rounds.pairings_table, Qt.Key.Key_F7)
    settle()
    assert str(ws.match_at(1, one.table).score) == "2-1"
    # a disputed table needs the desk's decision: F7 alone is refused, with the reason
    row = next(r for r in range(ws.rounds.pairings_table.rowCount())
               if ws.rounds.pairings_table.item(r, 0).text() == str(two.table))
    ws.rounds.pairings_table.selectRow(row)
    assert "disputed" in line.label.text() and "0-2 drops" in line.label.text()
    assert not line.accept().wait()
    assert "disputed" in (_error() or "")
    ws.rounds.score_entry.setText("2-0")
    assert line.accept()
    settle()
    assert str(ws.match_at(1, two.table).score) == "2-0"
    players = {p.id: p for p in calls(ws.service).players(ws.event_id)}
    assert players[two.p2].dropped  # the drop claimed from the phone, applied on accept
    qtbot.waitUntil(lambda: not line.reports, timeout=10_000)


def test_auto_accept_is_the_events_setting(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    ws, phones, _tables = _round_with_phones(qtbot, window)
    box = ws.floor.portal
    ws.pages.setCurrentWidget(ws.floor)
    assert not box.auto_accept.isChecked()
    box.auto_accept.click()
    settle()
    assert phones.auto_accept(ws.event_id)
    assert box.auto_accept.isChecked()


def test_floor_with_the_portal_fits_1280x800(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Issue 23 §8: no vertical scrollbar on the Floor tab, none across the judge-call table,
    no button cut, the window no wider than the screen — with the portal running."""
    window.resize(1280, 800)
    ws, _phones, _tables = _round_with_phones(qtbot, window)
    floor = ws.floor
    ws.pages.setCurrentWidget(floor)
    assert floor.add_call(3, "Ana", "¿Puede atacar dos veces con la misma carta en un turno?",
                          "No: una vez por turno, salvo que una habilidad lo permita",
                          "kodem-5.0:5.1", 2)
    box = floor.portal
    assert box.start("127.0.0.1", 0)
    qtbot.waitUntil(lambda: box.running, timeout=20_000)
    qtbot.waitUntil(lambda: box.waiting.rowCount() == 3, timeout=10_000)
    QApplication.processEvents()
    assert window.width() <= 1280 and window.minimumSizeHint().width() <= 1280
    scroll = floor.findChild(QScrollArea)
    assert not scroll.verticalScrollBar().isVisible()
    assert not scroll.horizontalScrollBar().isVisible()
    assert not floor.calls.horizontalScrollBar().isVisible()
    assert not box.waiting.horizontalScrollBar().isVisible()
    cut = [b.text() for b in floor.findChildren(QAbstractButton)
           if b.isVisible() and b.text() and b.width() < b.sizeHint().width()]
    assert not cut, cut
    assert box.qr.isVisible()
    box.stop(wait=True)


def test_printed_sheets_and_projector_carry_the_running_portal(qtbot, window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """While the portal runs, the window's slips and pairings by name print its address
    (and QR code), and the projector shows its QR code; stopped, neither does."""
    import io

    from pypdf import PdfReader

    from ui.report_preview import ReportPreview

    ws, _phones, _tables = _round_with_phones(qtbot, window)
    box = ws.floor.portal
    assert box.start("127.0.0.1", 0)
    qtbot.waitUntil(lambda: box.running, timeout=20_000)
    url = box.url
    ws.pages.setCurrentWidget(ws.floor)
    projector = ws.floor.open_projector()
    qtbot.waitUntil(lambda: not projector._reading)  # read in the background
    qtbot.addWidget(projector)
    assert projector.portal_box.isVisible() and url in projector.portal_label.text()
    assert not projector.portal_qr.pixmap().isNull()
    for key in ("slips", "pairings-by-name"):
        ws.reports.preview(key)

        def shown() -> list[ReportPreview]:
            return [w for w in QApplication.topLevelWidgets()
                    if isinstance(w, ReportPreview) and w.isVisible()]

        qtbot.waitUntil(lambda: bool(shown()), timeout=20_000)
        preview = shown()[0]
        pdf = preview.save_pdf(tmp_path / f"{key}.pdf")
        preview.close()
        text = PdfReader(io.BytesIO(pdf.read_bytes())).pages[0].extract_text()
        assert url in text, key
    box.stop()
    assert not projector.portal_box.isVisible()  # the players' screen follows
    projector.close()


def test_the_printed_qr_code_is_the_address(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The QR code drawn on paper, rendered back (QtPdf) and read module by module, is the
    one segno makes of the address."""
    import segno
    from PySide6.QtCore import QSize
    from PySide6.QtPdf import QPdfDocument
    from reportlab.pdfgen.canvas import Canvas

    from judge_app.reports.portal_link import draw_qr

    url = "http://192.168.1.20:8080/"
    matrix = [list(r) for r in segno.make(url, error="m").matrix]
    n = len(matrix) + 4  # two modules of quiet zone a side
    module = 10.0
    out = tmp_path / "qr.pdf"
    canvas = Canvas(str(out), pagesize=(n * module + 40, n * module + 40))
    draw_qr(canvas, url, 20, 20, n * module)
    canvas.save()
    doc = QPdfDocument()
    doc.load(str(out))
    image = doc.render(0, QSize(int(n * module + 40), int(n * module + 40)))
    read = [[image.pixelColor(int(20 + (c + 2.5) * module), int(20 + (r + 2.5) * module))
             .lightness() < 128 for c in range(len(matrix))] for r in range(len(matrix))]
    assert read == [[bool(v) for v in row] for row in matrix]


def test_the_desk_is_told_only_of_the_current_round(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A judge call or a report from round 1's phones no longer waits once round 2 is
    paired; an accepted report leaves the list."""
    from tests.portal.conftest import portal_event
    from ui.portal_panel import read_portal

    svc, ev, codes = portal_event(str(tmp_path / "p.sqlite3"), 4)
    one, two = sorted(svc.matches(ev, 1), key=lambda m: m.table)
    svc.call_from_phone(ev, one.p1, codes[one.p1], one.table, "otra carta")
    svc.claim(ev, two.p1, codes[two.p1], two.table, "2-0")
    svc.claim(ev, two.p2, codes[two.p2], two.table, "2-0")
    data = read_portal(svc, ev)
    assert data.round == 1 and [c.table for c in data.calls] == [one.table]
    assert [(r.table, r.status) for r in data.reports] == [(two.table, "agreed")]
    svc.accept(ev, two.table)
    assert read_portal(svc, ev).reports == []
    svc.record_result(ev, one.table, "2-1")
    svc.pair_next_round(ev)
    data = read_portal(svc, ev)
    assert data.round == 2 and data.calls == [] and data.reports == []


def test_a_judge_answers_a_phones_call_from_the_floor_tab(qtbot, window, settle) -> None:  # type: ignore[no-untyped-def]
    ws, phones, tables = _round_with_phones(qtbot, window)
    three = tables[2]
    floor, box = ws.floor, ws.floor.portal
    ws.pages.setCurrentWidget(floor)
    box.refresh()
    settle()
    assert any("judge call" in t for t in _texts(box.waiting))
    qtbot.waitUntil(lambda: floor.calls.rowCount() == 1, timeout=10_000)
    assert not floor.answer_button.isEnabled()  # nothing chosen yet
    assert not floor._answer_from_form().wait()
    assert "open judge call" in (_error() or "")
    floor.calls.selectRow(0)
    assert floor.answer_button.isEnabled() and floor.call_table.value() == three.table
    floor.call_judge.setText("Laura Méndez")
    floor.call_ruling.setText("Sí: en su Fase de Batalla")
    floor.call_extension.setValue(2)
    floor.answer_button.click()
    assert floor.last_write.wait()
    settle()
    (call,) = phones.calls(ws.event_id)
    assert (call.judge, call.ruling, call.extension_minutes) == (
        "Laura Méndez", "Sí: en su Fase de Batalla", 2)
    assert phones.open_calls(ws.event_id) == []
    assert floor.call_ruling.text() == "" and floor.call_extension.value() == 0
    assert "Laura Méndez" in " ".join(_texts(floor.calls))
    qtbot.waitUntil(lambda: not any("judge call" in t for t in _texts(box.waiting)),
                    timeout=10_000)
    floor.calls.selectRow(0)
    assert not floor.answer_button.isEnabled()  # answered: its ruling stands
