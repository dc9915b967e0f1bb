"""``round import``: rounds paired elsewhere, a whole event rebuilt from them (issue 14 §1)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge_app.cli import main
from judge_app.storage.errors import TournamentError
from judge_app.storage.imports import import_round
from judge_app.storage.service import EventService


def _csv(tmp: Path, name: str, text: str) -> Path:
    path = tmp / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def svc(tmp_path: Path) -> EventService:
    return EventService(str(tmp_path / "imp.sqlite3"), station="test")


def _event(svc: EventService, ids: str = "ABCDEF") -> str:
    ev = svc.create_event("Liga importada", "kodem")
    for pid in ids:
        svc.add_player(ev.id, f"Jugador {pid}", player_id=pid)
    return ev.id


def test_an_event_rebuilt_round_by_round_has_the_hand_computed_standings(
        svc: EventService, tmp_path: Path) -> None:
    ev = _event(svc)
    # Round 1: A beats B 2-0, C beats D 2-1, E and F draw 1-1-1.
    import_round(svc, ev, _csv(tmp_path, "r1.csv",
                               "table,p1,p2,result\n1,A,B,2-0\n2,C,D,2-1\n3,E,F,1-1-1\n"))
    # Round 2 (Spanish headers, ';', a BOM): A beats C 2-1, E beats B 2-0, D beats F 2-0.
    import_round(svc, ev, _csv(tmp_path, "r2.csv",
                               "\ufeffmesa;jugador1;jugador2;resultado\n"
                               "1;A;C;2-1\n2;E;B;2-0\n3;D;F;2-0\n"))
    rows = {r.player: r for r in svc.standings(ev)}
    # Points: A 6, E 4, C 3, D 3, F 1, B 0.
    assert [r.player for r in svc.standings(ev)][:2] == ["A", "E"]
    assert {p: rows[p].points for p in "ABCDEF"} == {"A": 6, "B": 0, "C": 3, "D": 3,
                                                     "E": 4, "F": 1}
    # OMW% of A: opponents B (0/6 → floor 1/3) and C (3/6 = 1/2): (1/3 + 1/2) / 2 = 0.4167
    assert rows["A"].tiebreakers["omw"] == 0.4167
    # GW% of C: games won 2 (r1) + 1 (r2) of 3 + 3 games: 9 points / 18 = 0.5
    assert rows["C"].tiebreakers["gw"] == 0.5
    # C and D both 3 points: C's OMW% (A 1.0, D 0.5 → 0.75) beats D's (C 0.5, F 1/3 floor…)
    assert [r.player for r in svc.standings(ev)].index("C") < \
        [r.player for r in svc.standings(ev)].index("D")
    entries = [e for e in svc.audit_entries(ev) if e.action == "round.import"]
    assert [e.data["round"] for e in entries] == [1, 2]
    assert svc.verify_audit(ev).ok


def test_late_entries_and_drops_follow_from_who_plays(svc: EventService, tmp_path: Path) -> None:
    ev = _event(svc, "ABCDE")
    import_round(svc, ev, _csv(tmp_path, "r1.csv", "table,p1,p2,result\n1,A,B,2-0\n2,C,D,0-2\n"))
    done = import_round(svc, ev, _csv(tmp_path, "r2.csv",
                                      "table,p1,p2,result\n1,A,E,2-1\n2,D,,\n"))
    assert done.late_entries == ["E"] and done.drops == ["B", "C"]
    players = {p.id: p for p in svc.players(ev)}
    assert players["E"].first_round == 2
    assert players["B"].dropped_after == 1 and players["C"].dropped_after == 1
    rows = {r.player: r for r in svc.standings(ev)}
    assert rows["E"].record == "0-2-0"  # the round they missed is a loss (event default)
    assert rows["D"].record == "2-0-0"  # a win and the bye
    assert rows["B"].dropped


def test_refusals_change_nothing(svc: EventService, tmp_path: Path) -> None:
    ev = _event(svc, "ABCD")
    with pytest.raises(TournamentError, match=r"r1.csv, line 3, column p1: player 'X' is not "):
        import_round(svc, ev, _csv(tmp_path, "r1.csv", "table,p1,p2,result\n1,A,B,2-0\n2,X,D,\n"))
    with pytest.raises(TournamentError, match=r"line 3, column p2: 'A' already plays on line 2"):
        import_round(svc, ev, _csv(tmp_path, "r1.csv", "table,p1,p2,result\n1,A,B,\n2,C,A,\n"))
    with pytest.raises(TournamentError, match=r"line 2, column result: score '3-0'"):
        import_round(svc, ev, _csv(tmp_path, "r1.csv", "table,p1,p2,result\n1,A,B,3-0\n"))
    with pytest.raises(TournamentError, match=r"line 1: no column 'p1'"):
        import_round(svc, ev, _csv(tmp_path, "r1.csv", "mesa,uno,dos\n1,A,B\n"))
    assert svc.matches(ev) == [] and svc.event_summary(ev).current_round == 0
    import_round(svc, ev, _csv(tmp_path, "r1.csv", "table,p1,p2,result\n1,A,B,2-0\n2,C,D,\n"))
    with pytest.raises(TournamentError, match="round 1 is not finished: no result yet at table 2"):
        import_round(svc, ev, _csv(tmp_path, "r2.csv", "table,p1,p2,result\n1,A,C,2-0\n"))
    svc.record_result(ev, 2, "2-0")
    assert svc.event_summary(ev).current_round == 1


def test_the_cli_form_of_cli_md(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = f"sqlite:///{tmp_path / 'cli.sqlite3'}"
    assert main(["--db", db, "event", "create", "--name", "X", "--game", "kodem"]) == 0
    ev = capsys.readouterr().out.strip()
    for pid in "ABC":
        assert main(["--db", db, "player", "add", ev, pid, "--id", pid]) == 0
    capsys.readouterr()
    path = _csv(tmp_path, "r1.csv", "table,p1,p2,result\n1,A,B,dl\n,C,,\n")
    assert main(["--db", db, "round", "import", ev, str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["pairings"] == [{"table": 1, "p1": "A", "p2": "B", "result": "dl"},
                               {"table": 2, "p1": "C", "p2": None, "result": None}]
    assert main(["--db", db, "standings", ev, "--json"]) == 0
    rows = {r["player"]: r for r in json.loads(capsys.readouterr().out)["standings"]}
    assert (rows["A"]["record"], rows["B"]["record"], rows["C"]["points"]) == \
        ("0-1-0", "0-1-0", 3)
    bad = _csv(tmp_path, "bad.csv", "table,p1,p2,result\n1,A,Z,2-0\n")
    assert main(["--db", db, "round", "import", ev, str(bad)]) == 2
    assert "bad.csv, line 2, column p2: player 'Z' is not registered" in capsys.readouterr().err


@pytest.mark.parametrize(("text", "en", "es"), [
    ("table,p1,p2,result\n1,A,B,2-0\n2,C,A,\n",
     "line 3, column p2: 'A' already plays on line 2",
     "línea 3, columna p2: 'A' ya juega en la línea 2"),
    ("table,p1,p2,result\n1,A,B,3-0\n",
     "line 2, column result: score '3-0': a player wins at most 2 games",
     "línea 2, columna result: resultado '3-0': al mejor de tres nadie gana más de 2 juegos"),
    ("mesa;jugador1;resultado\n1;A;2-0\n",
     "line 1: no column 'p2' or 'player2' or 'jugador2' or 'jugador 2' in the header",
     "línea 1: falta la columna 'p2' o 'player2' o 'jugador2' o 'jugador 2' en los "
     "encabezados"),
    ("table,p1,p2,result\n0,A,B,2-0\n",
     "line 2, column table: tables are numbered from 1",
     "línea 2, columna table: las mesas se numeran desde 1"),
])
def test_a_refused_round_file_says_why_in_both_languages(
        svc: EventService, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        text: str, en: str, es: str) -> None:
    ev = _event(svc, "ABCD")
    path = _csv(tmp_path, "r.csv", text)
    for lang, wanted in (("en", en), ("es", es)):
        code = main(["--db", svc.url, "round", "import", ev, str(path), "--lang", lang])
        err = capsys.readouterr().err
        assert code == 2 and wanted in err, err
        assert "r.csv" in err
    assert svc.matches(ev) == []  # nothing entered


def test_a_player_not_registered_is_named_in_both_languages(
        svc: EventService, tmp_path: Path) -> None:
    ev = _event(svc, "ABCD")
    path = _csv(tmp_path, "r1.csv", "table,p1,p2,result\n1,A,Z,2-0\n")
    with pytest.raises(TournamentError) as refused:
        import_round(svc, ev, path)
    assert refused.value.message("en").endswith(
        f"r1.csv, line 2, column p2: player 'Z' is not registered in event {ev!r}")
    assert refused.value.message("es").endswith(
        f"r1.csv, línea 2, columna p2: el jugador 'Z' no está inscrito en el evento {ev!r}")
