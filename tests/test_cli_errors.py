"""The command line's last line of defence: a failure never reaches the user as a traceback."""

from __future__ import annotations

import argparse

import pytest

from judge_app import cli


def _failing(args: argparse.Namespace) -> int:
    raise RuntimeError("boom")


def test_an_unexpected_failure_is_one_clear_line(monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    parser = cli.build_parser()
    args = parser.parse_args(["rules", "show", "kodem-5.0", "6.7-P1"])
    args.handler = _failing
    monkeypatch.setattr(argparse.ArgumentParser, "parse_args", lambda self, a=None: args)
    monkeypatch.delenv("JUEZ_DEBUG", raising=False)
    monkeypatch.setenv("JUEZ_LANG", "en")
    assert cli.main(["rules", "show", "kodem-5.0", "6.7-P1"]) == cli.EXIT_INTERNAL
    err = capsys.readouterr().err
    assert "internal error (RuntimeError: boom)" in err and "Traceback" not in err
    monkeypatch.setenv("JUEZ_LANG", "es")  # in the scorekeeper's language too
    assert cli.main(["rules", "show", "kodem-5.0", "6.7-P1"]) == cli.EXIT_INTERNAL
    err = capsys.readouterr().err
    assert "error interno (RuntimeError: boom)" in err and "JUEZ_DEBUG=1" in err
    monkeypatch.setenv("JUEZ_DEBUG", "1")
    with pytest.raises(RuntimeError):
        cli.main(["rules", "show", "kodem-5.0", "6.7-P1"])


def test_an_unwritable_output_names_the_file(capsys: pytest.CaptureFixture[str]
                                             ) -> None:
    status = cli.main(["report", "match", "resources/samples/kodem/clean-game.json",
                       "--out", "/nonexistent-dir/review.pdf"])
    err = capsys.readouterr().err
    assert status == 2 and "/nonexistent-dir/review.pdf" in err
