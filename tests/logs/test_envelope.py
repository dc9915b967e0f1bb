"""Loading match logs (match-log.md "Envelope"), written from the spec alone.

Every refusal must be exit status 2 with one message on stderr naming the file
and the JSON path (or the line, for text that is not JSON) and a reason; never
a traceback, never a guess. A valid log that breaks rules is replayed instead.
The logs are the shipped samples with one part changed, so each test changes
exactly what it names.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from judge_app.cli import main
from judge_app.games import known_games
from judge_app.games.loading import parse_log
from judge_app.logs import LogError
from judge_app.replay import Replay
from tests.support.games import clean_sample

ROOT = Path(__file__).resolve().parents[2]
GAMES = tuple(known_games())  # every registered game


def sample(game: str) -> dict[str, Any]:
    """The game's first clean sample log (``clean.json``, Kódem's ``clean-game.json``)."""
    data: dict[str, Any] = json.loads(clean_sample(game).read_text("utf-8"))
    return data


def changed(game: str, change: Callable[[dict[str, Any]], object]) -> dict[str, Any]:
    data = copy.deepcopy(sample(game))
    change(data)
    return data


def check(tmp_path: Path, capsys: pytest.CaptureFixture[str], data: dict[str, Any] | str,
          *extra: str) -> tuple[int, str, str, Path]:
    path = tmp_path / "log.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data, ensure_ascii=False),
                    encoding="utf-8")
    code = main(["check", str(path), *extra])
    out, err = capsys.readouterr()
    return code, out, err, path


def refused(tmp_path: Path, capsys: pytest.CaptureFixture[str], data: dict[str, Any] | str,
            where: str) -> str:
    """Exit 2, nothing on stdout, one line on stderr with the file and ``where``."""
    code, out, err, path = check(tmp_path, capsys, data, "--json")
    assert code == 2, (out, err)
    assert out == ""
    assert "Traceback" not in err
    assert str(path) in err and where in err, err
    return err


# --- format and version ------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_missing_format(tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str) -> None:
    err = refused(tmp_path, capsys, changed(game, lambda d: d.pop("format")), "$")
    assert "format" in err


def test_wrong_format(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    refused(tmp_path, capsys, changed("kodem", lambda d: d.update(format="juez-log")),
            "$.format")


@pytest.mark.parametrize("game", GAMES)
def test_missing_version(tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str) -> None:
    err = refused(tmp_path, capsys, changed(game, lambda d: d.pop("version")), "$.version")
    assert "missing" in err


@pytest.mark.parametrize("version", [2, 0, "1", 1.5, True, None])
def test_other_versions_are_never_guessed(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                          version: Any) -> None:
    """"an unknown version is refused with a clear message, never guessed"."""
    err = refused(tmp_path, capsys, changed("kodem", lambda d: d.update(version=version)),
                  "$.version")
    assert "version" in err


def test_version_2_names_the_version(tmp_path: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(tmp_path, capsys, changed("totems", lambda d: d.update(version=2)),
                  "$.version")
    assert "2" in err and "1" in err


# --- not JSON, wrong types --------------------------------------------------------------
def test_not_json_gives_line_and_column(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    text = '{\n  "format": "juez-match-log",\n  "version": 1,\n  "game": kodem\n}\n'
    err = refused(tmp_path, capsys, text, "line 4")
    assert "column" in err


@pytest.mark.parametrize("text", ["", "[]", "null", "42", '"log"'])
def test_not_an_object(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str) -> None:
    refused(tmp_path, capsys, text, ": ")


@pytest.mark.parametrize(("change", "where"), [
    (lambda d: d.update(players="P1"), "$.players"),
    (lambda d: d["players"][1].pop("id"), "$.players[1]"),
    (lambda d: d.update(events={"1": {}}), "$.events"),
    (lambda d: d.pop("events"), "events"),
    (lambda d: d["events"][3].update(turn="tres"), "$.events[3].turn"),
    (lambda d: d["events"][4].pop("action"), "$.events[4]"),
    (lambda d: d["events"][4].update(action="volar"), "$.events[4].action"),
    (lambda d: d["events"][4].update(player="P7"), "$.events[4].player"),
    (lambda d: d.update(cards=["ozet"]), "$.cards"),
    (lambda d: d.update(setup=["P1", "P2"]), "$.setup"),
    (lambda d: d["setup"]["P1"].update(main="itzal"), "$.setup.P1.main"),
    (lambda d: d["setup"].pop("P2"), "$.setup"),
    (lambda d: d.update(game=7), "$.game"),
])
def test_wrong_types_name_the_json_path(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                        change: Callable[[dict[str, Any]], object],
                                        where: str) -> None:
    refused(tmp_path, capsys, changed("kodem", change), where)


def test_kodem_definition_with_a_wrong_field(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    data = changed("kodem", lambda d: d.update(
        cards={"itzal": {"name": "Itzal", "type": "dragon"}}))
    refused(tmp_path, capsys, data, "$.cards.itzal.type")


# --- game and variant -------------------------------------------------------------------
def test_unknown_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    err = refused(tmp_path, capsys, changed("kodem", lambda d: d.update(game="magic")),
                  "$.game")
    assert "magic" in err


@pytest.mark.parametrize("game", GAMES)
def test_unknown_variant(tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str) -> None:
    err = refused(tmp_path, capsys, changed(game, lambda d: d.update(variant="pauper")),
                  "$.variant")
    assert "pauper" in err


@pytest.mark.parametrize("variant", ["standard", "extended", "jungla", "cazador", "manada"])
def test_every_kodem_variant_of_the_spec_is_known(variant: str) -> None:
    data = changed("kodem", lambda d: d.update(variant=variant))
    log = parse_log(json.dumps(data), "v.json")
    assert log.variant == variant


# --- card instances ----------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_unknown_instance_in_an_event_is_an_error_of_the_log(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str) -> None:
    """"An event that names an unknown instance is an error of the log (reported with its
    index), not a rule violation"."""
    data = sample(game)
    index = next(i for i, e in enumerate(data["events"]) if isinstance(e.get("card"), str))
    data["events"][index]["card"] = "nadie-la-conoce"
    err = refused(tmp_path, capsys, data, f"$.events[{index}].card")
    assert "nadie-la-conoce" in err


def test_unknown_instance_inside_a_list(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    data = sample("kodem")
    index = next(i for i, e in enumerate(data["events"]) if e.get("targets"))
    data["events"][index]["targets"] = [*data["events"][index]["targets"], "fantasma"]
    n = len(data["events"][index]["targets"]) - 1
    refused(tmp_path, capsys, data, f"$.events[{index}].targets[{n}]")


def test_bare_definition_twice_for_one_player_is_an_error_of_the_log(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """"just DEFINITION when the definition appears once for that player"."""
    data = sample("kodem")
    first = data["setup"]["P1"]["main"][0]
    data["setup"]["P1"]["deck"].append(first)
    n = len(data["setup"]["P1"]["deck"]) - 1
    err = refused(tmp_path, capsys, data, f"$.setup.P1.deck[{n}]")
    assert first in err


def test_copies_named_instance_definition_are_read() -> None:
    """The same definition twice, named INSTANCE:DEFINITION, is two instances (here a
    6.7-G1 deck problem of the standard format, reported with seq 0, not a refusal)."""
    data = sample("kodem")
    definition = data["setup"]["P1"]["main"][0]
    data["setup"]["P1"]["deck"].append(f"copia-b:{definition}")
    replay = Replay(parse_log(json.dumps(data), "copies.json"))
    assert replay.final_state.cards["copia-b"].definition == definition
    assert [(v.seq, v.player, v.section) for v in replay.violations] == [(0, "P1", "6.7-G1")]


def test_unknown_definition_in_the_setup(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    data = sample("kodem")
    data["setup"]["P2"]["deck"].append("x9:no-existe")
    n = len(data["setup"]["P2"]["deck"]) - 1
    refused(tmp_path, capsys, data, f"$.setup.P2.deck[{n}]")


# --- cardset and definitions ---------------------------------------------------------------
def test_log_definitions_win_over_the_cardset() -> None:
    data = sample("kodem")
    assert data["cardset"] == "kodem-demo"
    data["cards"] = {"itzal": {"name": "Itzal, Versión del Torneo", "type": "adendei",
                               "damage": 5, "rest": 2, "energy": ["pirica"]}}
    replay = Replay(parse_log(json.dumps(data), "override.json"))
    state = replay.state_json(0)
    cards = [c for c in state["players"]["P1"]["main"].values() if c and c["instance"] == "itzal"]
    assert cards and cards[0]["name"] == "Itzal, Versión del Torneo"
    assert cards[0]["damage"] == 5


def test_unknown_cardset(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    refused(tmp_path, capsys, changed("kodem", lambda d: d.update(cardset="kodem-9")),
            "$.cardset")


def test_log_without_cardset_needs_its_own_definitions(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    refused(tmp_path, capsys, changed("kodem", lambda d: d.pop("cardset")), "$.setup.P1")


# --- what a valid log may carry ----------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_extra_keys_are_allowed_and_kept(game: str) -> None:
    data = sample(game)
    data["recorder"] = {"name": "Mesa 4"}
    for i, event in enumerate(data["events"]):
        event.update(note=f"n{i}", time=f"12:{i % 60:02d}", by="scorekeeper")
    log = parse_log(json.dumps(data), "extra.json")
    assert log.raw["recorder"] == {"name": "Mesa 4"}
    assert log.events[2].raw["note"] == "n2" and log.events[2].raw["by"] == "scorekeeper"
    replay = Replay(log)
    base = Replay(parse_log(json.dumps(sample(game)), "base.json"))
    assert [(v.seq, v.section) for v in replay.violations] == \
        [(v.seq, v.section) for v in base.violations]


@pytest.mark.parametrize("game", GAMES)
def test_events_without_turn_replay(game: str) -> None:
    """"most have player and turn": a log with no turn numbers still replays."""
    data = sample(game)
    for event in data["events"]:
        event.pop("turn", None)
    replay = Replay(parse_log(json.dumps(data), "noturn.json"))
    assert len(replay) == len(data["events"])
    assert all(v.severity.value in ("error", "warning") for v in replay.violations)


def test_kingdom_without_turn_numbers_is_clean() -> None:
    """Regression: a Kingdom log without ``turn`` crashed at its first ``stage`` after
    ``end_turn``; end_turn now closes each turn."""
    data = sample("kingdom")
    for event in data["events"]:
        event.pop("turn", None)
    replay = Replay(parse_log(json.dumps(data), "noturn.json"))
    assert replay.violations == []


def test_seq_is_the_position(tmp_path: Path) -> None:
    log = parse_log(json.dumps(sample("kodem")), "s.json")
    assert [e.seq for e in log.events] == list(range(1, len(log.events) + 1))


def test_log_error_carries_file_path_and_reason() -> None:
    data = changed("kodem", lambda d: d.update(variant="pauper"))
    with pytest.raises(LogError) as info:
        parse_log(json.dumps(data), "mesa12.json")
    assert info.value.source == "mesa12.json"
    assert info.value.path == "$.variant"
    assert "pauper" in info.value.reason


def test_replay_command_refuses_the_same_way(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "v2.json"
    path.write_text(json.dumps(changed("kodem", lambda d: d.update(version=2))), "utf-8")
    code = main(["replay", str(path), "--at", "1", "--json"])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and "$.version" in err and "Traceback" not in err


def test_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["check", str(tmp_path / "no-such.json")])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and "no-such.json" in err


@pytest.mark.parametrize("game", GAMES)
def test_every_event_without_player_or_turn_never_crashes(game: str) -> None:
    """Dropping ``player`` or ``turn`` from any one event: a replay or a LogError, never
    another exception (the fuzz test's deterministic sibling, for every game)."""
    base = sample(game)
    for i in range(len(base["events"])):
        for key in ("player", "turn"):
            data = copy.deepcopy(base)
            data["events"][i].pop(key, None)
            try:
                Replay(parse_log(json.dumps(data), f"{game}-{key}-{i}.json"))
            except LogError as exc:
                assert exc.path.startswith(f"$.events[{i}]"), (game, key, i, str(exc))
