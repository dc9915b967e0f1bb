"""Fixtures for the rules modules' tests: ``judge-app check --json`` run in-process."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from judge_app.cli import main


@pytest.fixture
def check_cli(capsys: pytest.CaptureFixture[str]) -> Callable[..., tuple[int, dict[str, Any]]]:
    """Run ``judge-app check PATH --json [--lang L]``; give the exit status and the JSON."""

    def run(path: Path, lang: str = "es") -> tuple[int, dict[str, Any]]:
        capsys.readouterr()
        status = main(["check", str(path), "--json", "--lang", lang])
        out = capsys.readouterr().out
        data: dict[str, Any] = json.loads(out)
        return status, data

    return run
