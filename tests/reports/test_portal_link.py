"""The players' portal's address and QR code on the printed pairings by name and the match
slips (issue 22): printed when the portal's address is given (the window while it runs,
``report … --portal-url``), absent otherwise; the QR code drawn is the address's; the
players' personal codes never on a slip."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader

from judge_app.cli import main
from judge_app.portal.store import PortalService
from judge_app.reports.catalogue import report_spec
from judge_app.reports.csv_export import CsvStyle

URL = "http://192.168.1.20:8080/"


@pytest.fixture
def event(tmp_path: Path) -> tuple[PortalService, str]:
    svc = PortalService(str(tmp_path / "ev.sqlite3"))
    ev = svc.create_event("Regional", "kodem", date="2026-12-02").id
    for i in range(60):  # two pages of pairings by name: the box leaves the rows room
        svc.add_player(ev, f"Jugadora Número {i:02d}")
    svc.pair_next_round(ev)
    svc.publish_round(ev)
    return svc, ev


def _text(data: bytes) -> list[str]:
    return [p.extract_text() for p in PdfReader(io.BytesIO(data)).pages]


def test_pairings_by_name_and_slips_print_the_address(event: tuple[PortalService, str]) -> None:
    svc, ev = event
    codes = [c.code for c in svc.codes(ev)]
    for key, how in (("pairings-by-name", "sin internet"), ("slips", "informa el resultado")):
        spec = report_spec(key)
        with_url = spec.make(svc, ev, None, "pdf", "es", "a4", CsvStyle(), URL)
        without = spec.build(svc, ev, None, "pdf", "es", "a4", CsvStyle())
        pages = _text(with_url.data)
        assert URL in pages[0] and how in pages[0], key
        assert not any(URL in p for p in _text(without.data)), key
        assert with_url.pages == without.pages, key  # the rows keep their pages
        if key == "slips":  # on every slip, and no player's code on any
            assert sum(p.count(URL) for p in pages) == len(
                [m for m in svc.matches(ev, 1) if m.p2])
            text = "".join(pages).replace("-", "")
            assert not any(code in text for code in codes)
    # the others ignore it
    table = report_spec("pairings").make(svc, ev, None, "pdf", "es", "a4", CsvStyle(), URL)
    assert URL not in "".join(_text(table.data))
    english = report_spec("pairings-by-name").make(svc, ev, None, "pdf", "en", "a4",
                                                   CsvStyle(), URL)
    assert "join the venue's network" in _text(english.data)[0]


def test_the_cli_takes_the_portal_url(event: tuple[PortalService, str], tmp_path: Path,
                                      capsys: pytest.CaptureFixture[str]) -> None:
    svc, ev = event
    out = tmp_path / "slips.pdf"
    assert main(["--db", svc.url, "report", "slips", ev, "--out", str(out),
                 "--portal-url", URL]) == 0
    assert URL in _text(out.read_bytes())[0]
    bad = tmp_path / "bad.pdf"
    for wrong in ("192.168.1.20:8080", "javascript:alert(1)", "http://a b/"):
        assert main(["--db", svc.url, "report", "pairings-by-name", ev, "--out", str(bad),
                     "--portal-url", wrong]) == 2
        assert "argument --portal-url" in capsys.readouterr().err
        assert not bad.exists()
