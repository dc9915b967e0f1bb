"""`event show`: the event at a glance, with the MTR structure suggested by attendance."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_app.cli import main


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_event_show_suggests_rounds_and_cut_by_attendance(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'show.sqlite'}"
    code, out, _ = _run(capsys, "--db", db, "event", "create", "--name", "Liga", "--game",
                        "kodem", "--json")
    event = json.loads(out)["event"]
    roster = tmp_path / "players.csv"
    roster.write_text("id,name\n" + "".join(f"P{i:02d},Jugador {i}\n" for i in range(40)),
                      encoding="utf-8")
    assert _run(capsys, "--db", db, "player", "import", event, str(roster))[0] == 0
    assert _run(capsys, "--db", db, "player", "drop", event, "P00")[0] == 0
    code, out, _ = _run(capsys, "--db", db, "event", "show", event, "--json")
    data = json.loads(out)
    assert code == 0
    assert (data["players"], data["active"], data["round"], data["champion"]) == (40, 39, 0, None)
    # Magic Tournament Rules, appendix E: 33–64 players → 6 Swiss rounds, top 8
    assert data["suggested"] == {"swiss_rounds": 6, "top_cut": 8}
    code, out, _ = _run(capsys, "--db", db, "event", "show", event)
    assert code == 0 and "6 Swiss rounds, top 8" in out and "39 active" in out


def test_event_show_unknown_event_is_bad_input(capsys: pytest.CaptureFixture[str],
                                               tmp_path: Path) -> None:
    code, out, err = _run(capsys, "--db", f"sqlite:///{tmp_path / 'x.sqlite'}", "event",
                          "show", "ev-404")
    assert (code, out) == (2, "") and "ev-404" in err
