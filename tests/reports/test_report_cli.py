"""``judge-app report …``: arguments, formats and errors that name their place."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge_app.cli import main


@pytest.mark.parametrize(("argv", "message"), [
    (["report", "standings", "ev1", "--out", "x.txt"], "argument --out: cannot tell the format"),
    (["report", "slips", "ev1", "--out", "x.csv"], "slips is printed as PDF only"),
    (["report", "penalties", "ev1", "--out", "x.pdf", "--format", "csv"], "--format"),
    (["report", "match", "log.json", "--out", "x.csv"], "match is printed as PDF only"),
    (["report", "pairings", "ev1"], "--out"),
    (["report", "standings", "ev1", "--out", "x.pdf", "--round", "2"], "--round"),
])
def test_bad_arguments_exit_2_naming_the_argument(
        argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_a_missing_log_is_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "r.pdf"
    assert main(["report", "match", str(tmp_path / "nope.json"), "--out", str(out)]) == 2
    assert "nope.json" in capsys.readouterr().err
    assert not out.exists()


def test_standings_printed_during_the_top_cut_say_after_which_swiss_round(
        tmp_path: Path) -> None:
    # seen in a real window: the standings printed in the semifinal said "Ronda 3" while they
    # were (and the CLI said) the standings after round 2
    import io

    from pypdf import PdfReader

    from judge_app.reports.catalogue import report_spec
    from judge_app.reports.csv_export import CsvStyle
    from judge_app.storage.service import EventService

    svc = EventService(str(tmp_path / "top.sqlite3"))
    ev = svc.create_event("Regional", "kodem", date="2025-06-01").id
    for name in ("Ana", "Beto", "Caro", "Dani", "Eli", "Fer", "Gus", "Hugo"):
        svc.add_player(ev, name)
    for _ in range(2):
        for m in svc.pair_next_round(ev):
            svc.record_result(ev, m.table, "2-0")
    svc.top_cut(ev, 4)
    built = report_spec("standings").build(svc, ev, None, "pdf", "es", "a4", CsvStyle())
    text = PdfReader(io.BytesIO(built.data)).pages[0].extract_text()
    assert "Ronda 2" in text and "Ronda 3" not in text
