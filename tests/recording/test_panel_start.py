"""The recording panel's start page: as many players as the game allows, one deck file for
Tótems' and Códigos' shared table, Ctrl+Enter, and a recording that starts from a position —
typed in a log, or the step the replay shows (File › Record onward from this step)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from judge_app.games.loading import parse_log
from judge_app.logs.position import position_log
from judge_app.replay import Replay
from tests.recording.script import ROOT
from ui.recording_panel import RecordingPanel

SAMPLES = ROOT / "resources" / "samples"


def _sample(game: str, name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((SAMPLES / game / f"{name}.json").read_text("utf-8"))
    return data


@pytest.fixture
def panel(qtbot) -> Iterator[RecordingPanel]:  # type: ignore[no-untyped-def]
    widget = RecordingPanel(lambda: "en")
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    if widget.session is not None:
        widget.session.close()


def _choose(panel: RecordingPanel, game: str, variant: str | None = None) -> None:
    panel.game.setCurrentIndex(panel.game.findData(game))
    if variant is not None:
        panel.variant.setCurrentText(variant)


def test_the_players_box_follows_the_game_and_variant(panel: RecordingPanel) -> None:
    _choose(panel, "kodem", "standard")
    assert (panel.player_count.minimum(), panel.player_count.maximum()) == (2, 2)
    _choose(panel, "kodem", "jungla")
    assert (panel.player_count.minimum(), panel.player_count.maximum()) == (3, 8)
    assert panel.log_path.text().endswith("jungla-wrong-rival.json")  # a 3-player table
    assert [e.isVisible() for e in panel.names] == [True] * 3 + [False] * 5
    panel.player_count.setValue(5)
    assert [e.isVisible() for e in panel.names] == [True] * 5 + [False] * 3
    panel.from_decks.setChecked(True)
    assert [e.isVisible() for e in panel.deck_paths] == [True] * 5 + [False] * 3
    panel.names[1].setText("Luisa")
    assert panel.deck_paths[1].placeholderText() == "Deck file of Luisa"
    _choose(panel, "codigos")
    assert (panel.player_count.minimum(), panel.player_count.maximum()) == (2, 4)
    assert [e.isVisible() for e in panel.deck_paths] == [True] + [False] * 7  # one table
    assert "table's deck file" in panel.from_decks.text()
    for game in ("totems", "kingdom", "digimon"):
        _choose(panel, game)
        assert (panel.player_count.minimum(), panel.player_count.maximum()) == (2, 2)


def test_a_three_player_jungla_game_from_the_table_of_a_log(qtbot, panel: RecordingPanel) -> None:  # type: ignore[no-untyped-def]
    _choose(panel, "kodem", "jungla")
    panel.names[2].setText("Carla")
    qtbot.keyClick(panel.game, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    session = panel.session
    assert session is not None, panel.start_error.text()
    assert [p.name for p in session.log.players][2] == "Carla"
    assert len(session.log.player_ids) == 3
    assert not session.violations_at(0)


def test_a_table_with_other_players_than_the_form_says_is_refused(panel: RecordingPanel) -> None:
    _choose(panel, "kodem", "jungla")
    panel.player_count.setValue(4)
    panel.start_button.click()
    assert panel.session is None
    assert "3 players, not 4" in panel.start_error.text()


def _deck_file(path: Path, block: dict[str, Any], game: str) -> str:
    path.write_text(json.dumps({"game": game, "cardset": f"{game}-demo", **block}), "utf-8")
    return str(path)


def test_a_four_player_jungla_game_from_deck_files(qtbot, panel: RecordingPanel,  # type: ignore[no-untyped-def]
                                                   tmp_path: Path) -> None:
    block = _sample("kodem", "clean-game")["setup"]["P1"]
    _choose(panel, "kodem", "jungla")
    panel.player_count.setValue(4)
    panel.from_decks.setChecked(True)
    for i in range(4):
        panel.deck_paths[i].setText(_deck_file(tmp_path / f"d{i}.json", block, "kodem"))
    panel.start_button.click()
    session = panel.session
    assert session is not None, panel.start_error.text()
    assert list(session.log.raw["setup"]) == ["P1", "P2", "P3", "P4"]
    # the same deck four times: every instance is still one card (kuma, kuma2, kuma3 …)
    mains = [session.log.raw["setup"][p]["main"] for p in ("P1", "P2", "P3", "P4")]
    assert len({m[0].split(":")[0] for m in mains}) == 4


def test_totems_starts_from_one_deck_file_dealt_from_the_top(panel: RecordingPanel,
                                                             tmp_path: Path) -> None:
    setup = _sample("totems", "clean")["setup"]
    box = setup["hands"]["P1"] + setup["hands"]["P2"] + setup["deck"]
    _choose(panel, "totems")
    panel.from_decks.setChecked(True)
    panel.deck_paths[0].setText(_deck_file(tmp_path / "box.json", {"deck": box}, "totems"))
    panel.start_button.click()
    session = panel.session
    assert session is not None, panel.start_error.text()
    dealt = session.log.raw["setup"]
    assert dealt["hands"] == {"P1": box[:7], "P2": box[7:14]}
    assert dealt["defenders"] == {"P1": box[:4], "P2": box[7:11]}
    assert dealt["deck"] == box[14:]
    assert session.state.hands["P1"] == box[4:7]
    assert not session.violations_at(0)  # the box is the rulebook's 52
    assert panel.enter_offer(1)  # the first offer (P1 draws) is recorded
    assert len(session) == 1


def test_totems_deck_file_with_the_deal_keeps_it(panel: RecordingPanel, tmp_path: Path) -> None:
    setup = _sample("totems", "clean")["setup"]
    _choose(panel, "totems")
    panel.from_decks.setChecked(True)
    panel.deck_paths[0].setText(_deck_file(tmp_path / "t.json", setup, "totems"))
    panel.start_button.click()
    assert panel.session is not None
    assert panel.session.log.raw["setup"]["defenders"] == setup["defenders"]


def test_codigos_starts_from_one_deck_file(panel: RecordingPanel, tmp_path: Path) -> None:
    setup = _sample("codigos", "clean")["setup"]
    deck = (setup["collection"]["P1"] + setup["collection"]["P2"] + setup["encarte"]["cards"]
            + setup["deck"])
    _choose(panel, "codigos")
    panel.from_decks.setChecked(True)
    panel.deck_paths[0].setText(_deck_file(tmp_path / "c.json", {"deck": deck}, "codigos"))
    panel.start_button.click()
    session = panel.session
    assert session is not None, panel.start_error.text()
    table = session.log.raw["setup"]
    assert table["collection"] == setup["collection"]
    assert table["encarte"] == setup["encarte"]
    assert table["deck"] == setup["deck"]
    assert (table["players"], table["wildcards"], table["reveal_cards"]) == (2, 2, 4)
    assert [v.section for v in session.violations_at(0)] == []


def test_codigos_with_two_deck_files_says_one_is_needed(panel: RecordingPanel,
                                                        tmp_path: Path) -> None:
    from judge_app.logs.errors import LogError
    from judge_app.recording.setup import envelope_from_deck_files

    path = _deck_file(tmp_path / "c.json", _sample("codigos", "clean")["setup"], "codigos")
    with pytest.raises(LogError, match="one deck file for the table"):
        envelope_from_deck_files("codigos", None, [("P1", "A"), ("P2", "B")], [path, path])


def test_record_onward_from_a_step_of_a_replay(panel: RecordingPanel, tmp_path: Path) -> None:
    """A reconstruction: the board after event 12, then the same plays as the original —
    the same flags, at the same events counted from the position; the export checks."""
    path = SAMPLES / "kodem" / "batalla-violations.json"
    replay = Replay.from_file(path)
    assert panel.start_from_replay(replay, 12)
    session = panel.session
    assert session is not None
    assert session.board() == replay.board_at(12)
    for seq in range(13, len(replay) + 1):
        assert panel.enter_event(dict(replay.event(seq).raw))
        assert [v.section for v in session.violations_at(seq - 12)] == \
            [v.section for v in replay.violations_at(seq)]
    out = tmp_path / "rec.json"
    assert panel.export_to(out)
    exported = json.loads(out.read_text("utf-8"))
    assert "position" in exported and "event" not in exported
    again = Replay(parse_log(out.read_text("utf-8"), str(out)))
    assert [(v.seq + 12, v.section) for v in again.violations] == \
        [(v.seq, v.section) for v in replay.violations if v.seq > 12]


def test_a_typed_position_in_a_log_file_is_the_start(panel: RecordingPanel,
                                                     tmp_path: Path) -> None:
    data = _sample("kodem", "batalla-violations")
    data["position"] = {"turn": 7, "phase": "batalla", "active": "P1", "rival": "P2",
                        "cards": {"itzal": {"rests": 1, "hidden": False}}}
    data["events"] = []
    log = tmp_path / "typed.json"
    log.write_text(json.dumps(data), "utf-8")
    panel.log_path.setText(str(log))
    panel.from_log.setChecked(True)
    panel.start_button.click()
    session = panel.session
    assert session is not None, panel.start_error.text()
    assert session.state.turn == 7 and session.state.cards["itzal"].rests == 1
    assert panel.enter_event({"turn": 7, "player": "P1", "action": "attack", "card": "itzal",
                              "targets": ["kuma2"], "damage": 1})
    assert [v.section for v in session.violations_at(1)] == ["5.1"]
    assert "5.1" in panel.shown_violations()


def test_a_bad_position_says_where_and_nothing_starts(panel: RecordingPanel,
                                                      tmp_path: Path) -> None:
    data = _sample("kodem", "batalla-violations")
    data["position"] = {"turn": "siete"}
    log = tmp_path / "bad.json"
    log.write_text(json.dumps(data), "utf-8")
    panel.log_path.setText(str(log))
    panel.start_button.click()
    assert panel.session is None
    assert "$.position.turn" in panel.start_error.text()


def test_the_window_records_onward_from_the_replays_step(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from ui.app import create_window
    from ui.settings import AppSettings

    settings = AppSettings(tmp_path / "juez.ini")
    settings.language = "en"
    window = create_window(settings, db_url=f"sqlite:///{tmp_path / 'e.sqlite'}")
    qtbot.addWidget(window)
    window.show()
    action = window.findChild(type(window.act_deck), "actRecordFromStep")
    assert action is not None and action.text() == "Record onward from this step of the replay"
    action.trigger()  # no log open: nothing happens
    assert window.recording_launcher.panel is None
    path = SAMPLES / "kodem" / "clean-game.json"
    assert window.replay.open_file(path, background=False)
    window.replay.seek(20)
    action.trigger()
    panel = window.recording_launcher.panel
    assert panel is not None and panel.isVisible() and panel.session is not None
    assert panel.session.board() == Replay.from_file(path).board_at(20)
    expected = position_log(Replay.from_file(path), 20)["position"]
    assert panel.session.export()["position"] == expected
    window.set_language("es")
    qtbot.waitUntil(lambda: action.text() == "Registrar desde este paso de la reproducción")
    panel.session.close()
    panel.close()
    window.close()
    window.switcher.remove()


def test_after_an_event_the_board_is_the_table_as_it_is(qtbot, panel: RecordingPanel,  # type: ignore[no-untyped-def]
                                                        tmp_path: Path) -> None:
    """Offer 1 is highlighted for Enter but not previewed until the judge types or moves
    through the offers (a real-window run showed offer 1's phase as the current one)."""
    data = _sample("kodem", "clean-game")
    assert panel.start_from_envelope({k: v for k, v in data.items() if k != "events"},
                                     tmp_path / "b.juezrec")
    session = panel.session
    assert session is not None
    for event in data["events"][:5]:
        assert panel.enter_event(dict(event))
        assert panel.offers.currentRow() == 0  # Enter still takes offer 1
        assert panel.board.board == session.board()
    qtbot.keyClick(panel.line, Qt.Key.Key_Down)
    qtbot.keyClick(panel.line, Qt.Key.Key_Up)  # moving through the offers previews them
    assert panel.board.board != session.board()
    assert panel.board.board == session.preview(dict(panel.offered()[0].event))[0]


def test_cazador_and_manada_agree_their_target_and_teams(qtbot, panel: RecordingPanel,  # type: ignore[no-untyped-def]
                                                         tmp_path: Path) -> None:
    """8.1: Cazador and Manada agree at the start the rival cards to send to Extinción,
    Manada also the teams (of the same size): without them the setup is flagged."""
    block = _sample("kodem", "clean-game")["setup"]["P1"]
    _choose(panel, "kodem", "cazador")
    assert panel.target_count.isVisible() and not panel.teams.isVisible()
    panel.target_count.setValue(5)
    panel.player_count.setValue(3)
    panel.from_decks.setChecked(True)
    for i in range(3):
        panel.deck_paths[i].setText(_deck_file(tmp_path / f"d{i}.json", block, "kodem"))
    panel.start_button.click()
    session = panel.session
    assert session is not None, panel.start_error.text()
    assert session.log.raw["setup"]["target_count"] == 5
    assert not [v for v in session.violations_at(0) if v.section == "8.1"]
    session.close()
    panel.session = None
    panel.stack.setCurrentIndex(0)

    _choose(panel, "kodem", "manada")
    assert (panel.player_count.minimum(), panel.player_count.maximum()) == (4, 8)
    assert panel.teams.isVisible() and panel.teams.text() == "1 3 / 2 4"
    panel.teams.setText("1 2 / 2 3")
    for i in range(4):
        panel.deck_paths[i].setText(_deck_file(tmp_path / f"m{i}.json", block, "kodem"))
    panel.start_button.click()
    assert panel.session is None and "a / between teams" in panel.start_error.text()
    panel.teams.setText("1 3 / 2 4")
    panel.start_button.click()
    session = panel.session
    assert session is not None, panel.start_error.text()
    assert session.log.raw["setup"]["teams"] == [["P1", "P3"], ["P2", "P4"]]
    assert not [v for v in session.violations_at(0) if v.section == "8.1"]


def test_a_three_player_codigos_table_from_one_deck_file(panel: RecordingPanel,
                                                         tmp_path: Path) -> None:
    setup = _sample("codigos", "clean")["setup"]
    deck = (setup["collection"]["P1"] + setup["collection"]["P2"] + setup["encarte"]["cards"]
            + setup["deck"])
    _choose(panel, "codigos")
    panel.player_count.setValue(3)
    panel.from_decks.setChecked(True)
    panel.deck_paths[0].setText(_deck_file(tmp_path / "c3.json", {"deck": deck}, "codigos"))
    panel.start_button.click()
    session = panel.session
    assert session is not None, panel.start_error.text()
    table = session.log.raw["setup"]
    assert list(table["collection"]) == ["P1", "P2", "P3"]
    assert table["collection"]["P3"] == deck[6:9]
    assert (table["players"], table["wildcards"], table["reveal_cards"]) == (3, 3, 3)
    assert len(session.log.player_ids) == 3


def test_the_replay_names_the_first_row_of_a_position_log(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from ui.replay_view import ReplayWorkspace

    workspace = ReplayWorkspace(lambda: "en")
    qtbot.addWidget(workspace)
    path = SAMPLES / "kodem" / "batalla-violations.json"
    out = tmp_path / "pos.json"
    out.write_text(json.dumps(position_log(Replay.from_file(path), 12)), "utf-8")
    assert workspace.open_file(out, background=False)
    first = workspace.events_model.index(0).data()
    assert first == "0 · Position (the board the log starts from)"
    assert workspace.open_file(path, background=False)
    assert workspace.events_model.index(0).data() == "0 · Setup (before the first event)"


def test_a_line_typed_after_a_position_carries_its_turn_and_player(
        panel: RecordingPanel) -> None:
    """From a position in the middle of a turn, "ataca Itzal > kuma2 1" is the turn
    player's attack in that turn (the turn and player carried from the position)."""
    replay = Replay.from_file(SAMPLES / "kodem" / "batalla-violations.json")
    at = next(seq for seq in range(1, len(replay) + 1)
              if replay.event(seq).raw.get("phase") == "batalla")
    assert panel.start_from_replay(replay, at)
    session = panel.session
    assert session is not None
    panel.line.setText("ataca Itzal > kuma2 1")
    assert panel.enter_line(), panel.last_error
    event = session.events[0]
    assert (event["turn"], event["player"], event["action"]) == (
        replay.event(at).turn, replay.event(at).player, "attack")


def test_a_new_recording_starts_with_an_empty_status_line(panel: RecordingPanel,
                                                          tmp_path: Path) -> None:
    data = _sample("kodem", "clean-game")
    envelope = {k: v for k, v in data.items() if k != "events"}
    assert panel.start_from_envelope(envelope, tmp_path / "a.juezrec")
    assert panel.export_to(tmp_path / "a.json")
    assert panel.status.text()
    assert panel.start_from_envelope(envelope, tmp_path / "b.juezrec")
    assert panel.status.text() == ""
