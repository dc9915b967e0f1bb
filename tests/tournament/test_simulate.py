"""`judge-app simulate`: a random tournament as files that `player import` and `round import`
read back into the same event."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.storage.service import EventService
from judge_app.tournament.simulate import FORMAT, simulate_tournament


def test_the_files_import_into_the_same_event(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "sim"
    assert main(["simulate", "--players", "23", "--rounds", "4", "--seed", "7", "--drops",
                 "3", "--late", "2", "--out", str(out), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["players"] == 23 and summary["drops"] == 3 and summary["late_entries"] == 2
    doc = json.loads((out / "event.json").read_text(encoding="utf-8"))
    assert doc["format"] == FORMAT and doc["seed"] == 7 and len(doc["rounds"]) == 4
    t = simulate_tournament(23, 4, seed=7, drops=3, late=2)
    assert [p["id"] for p in doc["players"]] == [p.id for p in t.players]

    db = f"sqlite:///{tmp_path / 'ev.sqlite3'}"
    svc = EventService(db)
    ev = svc.create_event("Simulado", "kodem", date="2026-12-01").id
    assert main(["--db", db, "player", "import", ev, str(out / "players.csv")]) == 0
    for r in range(1, 5):
        assert main(["--db", db, "round", "import", ev, str(out / f"round-{r:02d}.csv")]) == 0
    capsys.readouterr()
    assert [(m.round, m.table, m.p1, m.p2, m.score) for m in svc.matches(ev)] == [
        (m.round, m.table, m.p1, m.p2, m.score) for m in t.matches]
    stored = {p.id: (p.first_round, p.dropped_after) for p in svc.players(ev)}
    for p in t.players:
        if p.first_round > 1:
            assert stored[p.id][0] == p.first_round
        if p.dropped_after is not None:
            assert stored[p.id][1] == p.dropped_after


def test_the_same_seed_gives_the_same_tournament_and_another_another() -> None:
    one = simulate_tournament(40, 5, seed=3)
    assert one == simulate_tournament(40, 5, seed=3)
    assert one.matches != simulate_tournament(40, 5, seed=4).matches
    assert sum(p.dropped_after is not None for p in one.players) == 2  # 1 in 20
    assert {m.round for m in one.matches} == {1, 2, 3, 4, 5}


@pytest.mark.parametrize(("argv", "where"), [
    (["--players", "1", "--rounds", "3"], "argument --players"),
    (["--players", "10", "--rounds", "0"], "argument --rounds"),
    (["--players", "10", "--rounds", "3", "--drops", "6"], "argument --drops"),
    (["--players", "10", "--rounds", "3", "--profile", "golf"], "argument --profile"),
    (["--players", "ten", "--rounds", "3"], "argument --players"),
])
def test_bad_arguments_exit_2_naming_the_argument(
        argv: list[str], where: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", *argv, "--lang", "en"]) == 2
    assert where in capsys.readouterr().err


def test_a_folder_with_files_is_not_written_over(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "keep.txt").write_text("mine", encoding="utf-8")
    assert main(["simulate", "--players", "6", "--rounds", "2", "--out", str(tmp_path),
                 "--lang", "es"]) == 2
    assert "ya existe" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["keep.txt"]
    assert main(["simulate", "--players", "6", "--rounds", "2", "--out", str(tmp_path),
                 "--force"]) == 0
    assert (tmp_path / "keep.txt").read_text(encoding="utf-8") == "mine"
    assert (tmp_path / "round-02.csv").exists()
