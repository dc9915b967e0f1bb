"""``judge-app report …`` on an event stored in a real database (SQLite and PostgreSQL)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from pypdf import PdfReader

from judge_app.cli import main
from judge_app.storage.service import EventService


def _pdf_text(path: Path) -> str:
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(path.read_bytes())).pages)


def test_every_event_report_from_the_database(db_url: str, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    svc = EventService(db_url)
    ev = svc.create_event("Regional Ñuñoa", "kodem", date="2025-06-01").id
    for i, name in enumerate(["Álvaro Núñez", "Zoë Müller", "王小明", "Nora Díaz", "Beto"], 1):
        svc.add_player(ev, name, f"P{i}")
    round1 = svc.pair_next_round(ev)
    for m in round1:
        if m.p2 is not None:
            svc.record_result(ev, m.table, "2-1")
    svc.pair_next_round(ev)
    svc.add_penalty(ev, "P3", "Robó una carta de más", "warning", "kodem-5.0:6.7-G16")
    for report in ("pairings", "pairings-by-name", "slips", "standings", "penalties"):
        out = tmp_path / f"{report}.pdf"
        code = main(["--db", db_url, "report", report, ev, "--out", str(out), "--json"])
        captured = capsys.readouterr()
        assert code == 0, captured.err
        assert json.loads(captured.out)["pages"] >= 1
        text = _pdf_text(out)
        assert "Regional Ñuñoa" in text, report
        if report != "penalties":
            assert "Álvaro Núñez" in text, report
        else:
            assert "6.7-G16" in text
    csv_out = tmp_path / "standings.csv"
    assert main(["--db", db_url, "report", "standings", ev, "--out", str(csv_out)]) == 0
    assert "Zoë Müller" in csv_out.read_text(encoding="utf-8-sig")
    capsys.readouterr()
    assert main(["--db", db_url, "report", "pairings", "ev-404", "--out",
                 str(tmp_path / "x.pdf")]) == 2
    assert "'ev-404' does not exist" in capsys.readouterr().err
    assert main(["--db", db_url, "report", "slips", ev, "--round", "7", "--out",
                 str(tmp_path / "x.pdf")]) == 2
    assert "no round 7" in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()
