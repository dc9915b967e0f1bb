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
