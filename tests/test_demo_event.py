"""The sample event of the README runs end to end from the command line and prints every report."""

from __future__ import annotations

import csv
import importlib.util
from pathlib import Path

from pypdf import PdfReader

ROOT = Path(__file__).resolve().parents[1]


def _demo_module():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("demo_event", ROOT / "scripts" / "demo_event.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _text(path: Path) -> str:
    return "\n".join(page.extract_text() or "" for page in PdfReader(path).pages)


def test_the_sample_event_prints_every_report(tmp_path: Path) -> None:
    out = tmp_path / "out"
    summary = _demo_module().demo(out, f"sqlite:///{tmp_path / 'demo.sqlite'}")
    assert summary["swiss_rounds"] == 6 and summary["champion"]
    for name in summary["files"]:
        assert (out / name).stat().st_size > 0, name
    standings = _text(out / "standings.pdf")
    assert "Regional CDMX" in standings and "<b>Ana & Co</b>" in standings
    assert "陈 Wei" in standings and "Llegó Tarde" in standings
    by_name = _text(out / "pairings-by-name.pdf")
    assert "Ana Pérez" in by_name and "Ronda 6" in by_name
    penalties = _text(out / "penalties.pdf")  # the rule by its rulebook and section (issue 23 §11)
    assert "§5.1" in penalties and "kodem-5.0" not in penalties
    assert "§5 Fase de Batalla" in _text(out / "match-review.pdf")  # not "5/batalla"
    with (out / "standings.csv").open(encoding="utf-8") as f:
        names = [row[2] if len(row) > 2 else "" for row in csv.reader(f)]
    assert "'=SUM(A1)" in names and not any(n.startswith(("=", "+", "@")) for n in names)
    assert len(names) == 1 + 65  # header + 64 imported + the late entry (drops stay listed)
    # 32 or 33 tables in round 6, four slips a page
    assert len(PdfReader(out / "slips.pdf").pages) >= 8
