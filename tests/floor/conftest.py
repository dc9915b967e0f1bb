"""Shared helpers of the floor tests: an event with players, the CLI with JSON."""

from __future__ import annotations

import json
from typing import Any

import pytest

from judge_app.cli import main
from judge_app.storage.floor import FloorService


def new_event(url: str, n: int, game: str = "kodem") -> tuple[FloorService, str]:
    """A service and an event with ``n`` players ``P001``… named ``Jugador i``."""
    svc = FloorService(url, station="mesa de control")
    ev = svc.create_event("Regional", game, date="2026-11-25")
    for i in range(1, n + 1):
        svc.add_player(ev.id, f"Jugador {i}")
    return svc, ev.id


def cli_json(capsys: pytest.CaptureFixture[str], *argv: str, status: int = 0) -> Any:
    """Run the CLI with ``--json``; its exit status must be ``status``."""
    got = main([*argv, "--json"])
    out, err = capsys.readouterr()
    assert got == status, err
    return json.loads(out) if out.strip() else None


def cli(capsys: pytest.CaptureFixture[str], *argv: str, status: int = 0) -> tuple[str, str]:
    """Run the CLI; (stdout, stderr), with the exit status checked."""
    got = main(list(argv))
    out, err = capsys.readouterr()
    assert got == status, err
    return out, err
