"""Digimon HiperColiseo: every check with a breaking log and a near miss."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from judge_app.cli import main
from judge_app.games import get_game
from judge_app.games.digimon.rules import compute_power
from judge_app.logs import LogError
from tests.support.games import expected_rows, found, replay_of, rows, sample_logs

STANDARD = (["HC-001"] * 3 + ["HC-002"] * 2 + ["HC-003"] * 2 + ["HC-004"] * 3 + ["HC-005"] * 2
            + ["HC-006"] * 2 + ["HC-007"] * 2 + ["OP-01"] * 3 + ["OP-02"] * 2 + ["OP-03"] * 2
            + ["OP-04"] * 2 + ["OP-05", "OP-06"] + ["SP-01"] * 2 + ["SP-02"])


def deck(partner: str, top: list[str]) -> list[str]:
    """30 codes: the partner, the marker (HC-007), ``top`` (the first draws), the rest."""
    rest = list(STANDARD)
    for code in [partner, "HC-007", *top]:
        rest.remove(code)
    return [partner, "HC-007", *top, *rest]


TOP1 = ["HC-004", "OP-01", "SP-01", "OP-02", "OP-06", "HC-002"]
TOP2 = ["HC-005", "OP-03", "SP-02", "OP-04", "HC-006", "OP-01"]


def envelope(events: list[dict[str, Any]], p1: str = "HC-001", p2: str = "HC-002",
             top1: list[str] = TOP1, top2: list[str] = TOP2) -> dict[str, Any]:
    return {"format": "juez-match-log", "version": 1, "game": "digimon",
            "players": [{"id": "P1", "name": "Ruki"}, {"id": "P2", "name": "Takato"}],
            "cardset": "digimon-demo",
            "setup": {"P1": {"deck": deck(p1, top1), "partner": p1, "points": 100},
                      "P2": {"deck": deck(p2, top2), "partner": p2, "points": 100}},
            "events": events}


def ev(player: str | None, action: str, turn: int = 1, **args: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"turn": turn, "action": action, **args}
    if player:
        data["player"] = player
    return data


def phase(name: str, turn: int = 1) -> dict[str, Any]:
    return ev(None, "phase", turn, phase=name)


OPEN = [phase("actualizacion"), ev("P1", "draw", count=6), ev("P2", "draw", count=6)]
"""Round 1 up to full hands (P1: TOP1, P2: TOP2)."""


def check(events: list[dict[str, Any]], **kw: Any) -> list[tuple[int, str | None, str]]:
    return found(replay_of(envelope(events, **kw)))


def prep(*events: dict[str, Any]) -> list[dict[str, Any]]:
    return [*OPEN, phase("preparacion"), *events]


def battle(*events: dict[str, Any], before: tuple[dict[str, Any], ...] = ()) -> list[
        dict[str, Any]]:
    return [*OPEN, phase("preparacion"), *before, phase("batalla"), *events]


# ---------------------------------------------------------------- samples and CLI
@pytest.mark.parametrize("log", sample_logs("digimon"), ids=lambda p: p.stem)
def test_samples_match_their_expected_flags(
        log: Path, check_cli: Callable[..., tuple[int, dict[str, Any]]]) -> None:
    status, data = check_cli(log)
    assert rows(data) == expected_rows(log)
    assert status == (1 if expected_rows(log) else 0)


def test_there_are_clean_and_violating_samples() -> None:
    logs = sample_logs("digimon")
    assert len(logs) >= 3 and any(not expected_rows(p) for p in logs)
    assert sum(bool(expected_rows(p)) for p in logs) >= 3


def test_messages_in_both_languages(check_cli: Callable[..., tuple[int, dict[str, Any]]]) -> None:
    log = next(p for p in sample_logs("digimon") if p.stem == "score-violations")
    _, es = check_cli(log, "es")
    _, en = check_cli(log, "en")
    assert "poder" in es["violations"][0]["message"]
    assert "power" in en["violations"][0]["message"]


# ---------------------------------------------------------------- deck (mazo)
def deck_check(tmp_path: Path, capsys: pytest.CaptureFixture[str],
               block: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    path = tmp_path / "deck.json"
    path.write_text(json.dumps({"game": "digimon", **block}), encoding="utf-8")
    capsys.readouterr()
    status = main(["deck-check", str(path), "--game", "digimon", "--json"])
    out = capsys.readouterr().out
    return status, json.loads(out) if out else {}


@pytest.mark.parametrize(("block", "problems"), [
    ({"deck": STANDARD, "partner": "HC-001"}, 0),
    ({"deck": STANDARD, "partner": "HC-001", "points": 100}, 0),
    ({"deck": STANDARD[:-1], "partner": "HC-001"}, 1),
    ({"deck": [*STANDARD[:-1], "OP-01"], "partner": "HC-001"}, 1),          # 4 copies
    ({"deck": STANDARD, "partner": "HC-004"}, 1),                            # level 4
    ({"deck": STANDARD, "partner": "OP-01"}, 1),                             # not a digimon
    ({"deck": [c for c in STANDARD if c != "HC-003"] + ["HC-001"] * 0 + ["OP-05", "OP-06"],
      "partner": "HC-003"}, 1),                                              # not in the deck
    ({"deck": STANDARD, "partner": "HC-001", "points": 90}, 1),
])
def test_deck_check(tmp_path: Path, capsys: pytest.CaptureFixture[str], block: dict[str, Any],
                    problems: int) -> None:
    status, data = deck_check(tmp_path, capsys, block)
    assert len(data["problems"]) == problems, data
    assert all(p["section"] == "mazo" for p in data["problems"])
    assert status == (1 if problems else 0)


def test_deck_check_unreadable(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = get_game("digimon")
    with pytest.raises(LogError) as info:
        game.deck_problems({"deck": ["XX-999"], "partner": "HC-001"}, "d.json")
    assert info.value.path == "$.deck[0]"
    with pytest.raises(LogError) as info:
        game.deck_problems({"deck": []}, "d.json")
    assert "partner" in info.value.reason
    status, _ = deck_check(tmp_path, capsys, {"deck": "nope", "partner": "HC-001"})
    assert status == 2


def test_setup_problems_are_seq_zero() -> None:
    data = envelope([])
    data["setup"]["P2"]["points"] = 120
    assert found(replay_of(data)) == [(0, "P2", "mazo")]


def test_setup_places_partner_and_marker() -> None:
    state = replay_of(envelope([])).state_json(0)["players"]["P1"]
    assert state["digimon"] == ["HC-001"] and state["marker"] == "HC-007"
    assert len(state["ocean"]) == 28 and state["digimon_hidden"]


# ---------------------------------------------------------------- actualización
def test_draw_up_to_six() -> None:
    assert check(OPEN) == []
    assert check([phase("actualizacion"), ev("P1", "draw", count=7)]) == [
        (2, "P1", "actualizacion")]
    assert check([phase("actualizacion"), ev("P1", "draw", count=5), ev("P2", "draw", count=6),
                  phase("preparacion")]) == [(4, "P1", "actualizacion")]
    assert check([phase("preparacion"), ev("P1", "draw")]) == [(1, None, "actualizacion"),
                                                               (2, "P1", "actualizacion")]


def test_redraw_once_a_round() -> None:
    once = [*OPEN, ev("P2", "redraw", cards=["OP-03"])]
    assert check(once) == []
    assert check([*once, ev("P2", "redraw", cards=["SP-02"])]) == [(5, "P2", "actualizacion")]
    assert check([*OPEN, ev("P2", "redraw", cards=["HC-007"])]) == [(4, "P2", "actualizacion")]


def test_first_player_acts_first() -> None:
    late = [phase("actualizacion"), ev("P2", "draw", count=6), ev("P1", "draw", count=6)]
    assert check(late) == [(3, "P1", "mazo")]


# ---------------------------------------------------------------- digitalización
def test_digitalize() -> None:
    base = [*OPEN, phase("digitalizacion")]
    assert check([*base, ev("P2", "digitalize", card="HC-006")]) == [
        (5, "P2", "digitalizacion")]   # level 4 without digitalizing requirements
    assert check([*OPEN[:2], ev("P2", "draw", count=6), phase("digitalizacion"),
                  ev("P1", "digitalize", card="HC-002")]) == []
    replay = replay_of(envelope([*base, ev("P1", "digitalize", card="HC-002")]))
    assert replay.final_state.sides["P1"].digimon == ["HC-002"]
    assert check([*OPEN, ev("P1", "digitalize", card="HC-002")]) == [
        (4, "P1", "mazo"), (4, "P1", "digitalizacion")]   # after P2 acted; wrong phase


# ---------------------------------------------------------------- entrenamiento / evolución
def evolve_round(*evolution: dict[str, Any]) -> list[dict[str, Any]]:
    return [*OPEN, phase("entrenamiento"),
            ev("P1", "train", evolution=["HC-004"], from_deck=1),
            ev("P2", "train", evolution=["HC-005"], cards=["OP-03"]),
            phase("evolucion"), *evolution]


def test_evolution_order_and_box() -> None:
    good = evolve_round(ev("P1", "evolve", card="HC-004"), ev("P2", "evolve", card="HC-005"))
    assert check(good) == []
    bad = evolve_round(ev("P2", "evolve", card="HC-005"), ev("P1", "evolve", card="HC-004"))
    assert check(bad) == [(9, "P1", "evolucion")]
    assert check(evolve_round(ev("P1", "evolve", card="OP-01"))) == [
        (8, "P1", "evolucion"), (8, "P1", "evolucion")]   # not in the box, not a digimon
    replay = replay_of(envelope([*good, phase("batalla")]))
    side = replay.final_state.sides["P2"]
    assert side.digimon == ["HC-002", "HC-005"] and side.training == []
    assert "OP-03" in side.dark


def test_train_needs_cards_in_hand() -> None:
    assert check([*OPEN, phase("entrenamiento"), ev("P1", "train", cards=["HC-005"])]) == [
        (5, "P1", "entrenamiento")]


# ---------------------------------------------------------------- preparación
def test_install_and_slots() -> None:
    assert check(prep(ev("P1", "install", card="OP-01", slot=1),
                      ev("P1", "install", card="OP-02", slot=2))) == []
    assert check(prep(ev("P1", "install", card="OP-01", slot=1),
                      ev("P1", "install", card="OP-02", slot=1))) == [(6, "P1", "preparacion")]
    assert check(prep(ev("P1", "install", card="SP-01", slot=1))) == [(5, "P1", "preparacion")]


def test_one_support_a_round() -> None:
    one = prep(ev("P1", "support", card="SP-01"))
    assert check(one) == []
    extra = [*OPEN[:1], ev("P1", "draw", count=6), ev("P2", "draw", count=6),
             phase("preparacion"), ev("P2", "support", card="SP-02"),
             ev("P2", "support", card="SP-02")]
    assert check(extra) == [(6, "P2", "preparacion"), (6, "P2", "preparacion")]


# ---------------------------------------------------------------- batalla
def test_second_player_activates_first_and_they_alternate() -> None:
    installed = (ev("P1", "install", card="OP-01", slot=1),
                 ev("P1", "install", card="OP-02", slot=2))
    good = battle(ev("P2", "pass"), ev("P1", "activate", card="OP-01", effect="add", value=20,
                                       target="P1"),
                  ev("P2", "pass"), ev("P1", "activate", card="OP-02"), before=installed)
    assert check(good) == []
    first = battle(ev("P1", "activate", card="OP-01"), ev("P2", "pass"), before=installed)
    assert check(first) == [(8, "P1", "batalla")]   # a log with passes is checked strictly
    implicit = battle(ev("P1", "activate", card="OP-01"), before=installed)
    assert check(implicit) == []   # no pass events: P2 let its turn go
    twice = battle(ev("P2", "pass"), ev("P1", "activate", card="OP-01"),
                   ev("P1", "activate", card="OP-02"), before=installed)
    assert check(twice) == [(10, "P1", "batalla")]
    closed = battle(ev("P2", "pass"), ev("P1", "pass"), ev("P2", "pass"), before=installed)
    assert check(closed) == [(10, "P2", "batalla")]


def test_activation_sources() -> None:
    assert check(battle(ev("P2", "pass"), ev("P1", "activate", card="OP-01"))) == [
        (7, "P1", "batalla")]   # not installed, not playable from the hand
    assert check(battle(ev("P2", "pass"), ev("P1", "activate", card="OP-06"))) == []
    assert check(battle(ev("P2", "pass"), ev("P1", "activate", card="SP-01"))) == []
    assert check(battle(ev("P2", "pass"), ev("P1", "activate", card="HC-001"))) == []
    assert check(battle(ev("P2", "pass"), ev("P1", "activate", card="HC-004"))) == [
        (7, "P1", "batalla")]   # not the active digimon
    assert check([*OPEN, ev("P1", "activate", card="HC-001")]) == [(4, "P1", "preparacion")]


def test_support_with_a_copy_on_the_board() -> None:
    before = (ev("P1", "support", card="SP-01"),)
    assert check(battle(ev("P2", "pass"), ev("P1", "activate", card="SP-01"),
                        before=before)) == []
    installed_copy = [phase("actualizacion"), ev("P1", "draw", count=6),
                      ev("P2", "draw", count=6), phase("preparacion"),
                      ev("P1", "support", card="SP-01"), phase("batalla"), ev("P2", "pass"),
                      ev("P1", "activate", card="SP-01"), ev("P2", "pass"),
                      ev("P1", "activate", card="SP-01")]
    top = ["HC-004", "OP-01", "SP-01", "SP-01", "OP-06", "HC-002"]
    assert found(replay_of(envelope(installed_copy, top1=top))) == [(10, "P1", "preparacion")]


def test_powers_attack_letter_and_attack_c() -> None:
    # Guilmon (A) against Renamon (C): Guilmon uses C (10); Renamon uses A (40), zeroed by C.
    replay = replay_of(envelope([], p2="HC-003", top2=["HC-005", "OP-03", "SP-02", "OP-04",
                                                        "HC-006", "OP-01"]))
    state = replay.final_state
    assert (compute_power(state, "P1"), compute_power(state, "P2")) == (10, 0)
    # Guilmon (A) against Terriermon (B): Guilmon uses B (20), Terriermon uses A (20).
    state = replay_of(envelope([])).final_state
    assert (compute_power(state, "P1"), compute_power(state, "P2")) == (20, 20)


def test_calculation_order_sums_then_multipliers() -> None:
    installed = (ev("P1", "install", card="OP-01", slot=1),
                 ev("P1", "install", card="OP-02", slot=2))
    events = battle(ev("P2", "pass"),
                    ev("P1", "activate", card="OP-02", effect="mul", value=2, target="P1"),
                    ev("P2", "pass"),
                    ev("P1", "activate", card="OP-01", effect="add", value=20, target="P1"),
                    ev(None, "battle_result", powers={"P1": 80, "P2": 20}, winner="P1"),
                    before=installed)
    assert check(events) == []   # (20 + 20) × 2, not 20 × 2 + 20
    wrong = [*events[:-1], ev(None, "battle_result", powers={"P1": 60}, winner="P1")]
    assert check(wrong) == [(12, None, "batalla")]  # reported at the event, no player
    zero = battle(ev("P2", "activate", card="OP-04", effect="zero_a", target="P1"),
                  ev(None, "battle_result", powers={"P1": 20}), before=())
    assert check(zero) == [(6, "P2", "batalla")]  # OP-04 is in P2's hand, not in a slot


def test_second_player_digitalizes_before_activations() -> None:
    ok = battle(ev("P2", "digitalize", card="HC-006"))
    assert [f for f in check(ok) if f[2] == "batalla"] == []
    late = battle(ev("P2", "activate", card="HC-002"), ev("P1", "pass"),
                  ev("P2", "digitalize", card="HC-006"))
    assert (8, "P2", "batalla") in check(late)


# ---------------------------------------------------------------- puntuación
def scored(*events: dict[str, Any]) -> list[dict[str, Any]]:
    """Guilmon vs Terriermon: 20 to 20, a tie."""
    return [*OPEN, phase("batalla"), ev("P2", "pass"), ev("P1", "pass"), phase("puntuacion"),
            *events]


def test_tie_costs_both_ten() -> None:
    good = scored(ev("P1", "score", loser="P1", points=10), ev("P2", "score", loser="P2",
                                                               points=10),
                  phase("actualizacion", 2))
    assert check(good) == []
    state = replay_of(envelope(good)).final_state
    assert (state.sides["P1"].points, state.first) == (90, "P1")
    # a log that ends in Puntuación with P2 unscored is flagged at its last event
    assert check(scored(ev("P1", "score", loser="P1", points=20))) == [
        (8, "P1", "puntuacion"), (8, "P2", "puntuacion")]
    assert check(scored(ev("P1", "score", loser="P1", points=10),
                        phase("actualizacion", 2))) == [(9, "P2", "puntuacion")]
    assert check(scored(ev("P1", "score", loser="P1", points=10),
                        ev("P1", "score", loser="P1", points=10))) == [
        (9, "P1", "puntuacion"), (9, "P2", "puntuacion")]


def test_winner_becomes_first_and_options_are_discarded() -> None:
    installed = (ev("P1", "install", card="OP-01", slot=1),
                 ev("P1", "install", card="OP-02", slot=2))
    events = [*battle(ev("P2", "pass"), ev("P1", "activate", card="OP-01", effect="add",
                                           value=20, target="P1"),
                      ev("P2", "pass"), ev("P1", "pass"), before=installed),
              phase("puntuacion"), ev("P2", "score", loser="P2", points=20),
              phase("actualizacion", 2)]
    assert check(events) == []
    state = replay_of(envelope(events)).final_state
    side = state.sides["P1"]
    assert side.slots == [None, "OP-02", None] and "OP-01" in side.dark
    assert state.sides["P2"].points == 80 and state.first == "P1"


def test_phase_order() -> None:
    assert check([*OPEN, phase("batalla"), phase("preparacion")]) == [(5, None, "preparacion")]
    assert check([*OPEN, phase("batalla"), phase("actualizacion", 2)]) == [
        (5, None, "puntuacion"), (5, "P1", "puntuacion"), (5, "P2", "puntuacion")]


def test_game_end_claims() -> None:
    assert check([ev(None, "game_end", winner="P1")]) == [(1, None, "mazo")]
    data = envelope([*scored(ev("P1", "score", loser="P1", points=100)),
                     ev(None, "game_end", winner="P1")])
    assert found(replay_of(data)) == [(8, "P1", "puntuacion"), (9, None, "mazo")]
    data = envelope([*scored(ev("P1", "score", loser="P1", points=10),
                             ev("P2", "score", loser="P2", points=10)),
                     phase("actualizacion", 2), phase("preparacion", 2)])
    assert found(replay_of(data)) == []


def test_play_after_the_end_is_flagged() -> None:
    data = envelope([ev(None, "game_end", winner=None), ev("P1", "draw")])
    assert (2, "P1", "mazo") in found(replay_of(data))


# ---------------------------------------------------------------- board, JSON, errors
def test_board_and_state_json() -> None:
    events = prep(ev("P1", "install", card="OP-01", slot=2))
    replay = replay_of(envelope(events))
    board = replay.board_at(len(events))
    labels = {z.label for p in board.players for z in p.zones}
    assert {"Caja digimon", "Caja evolutiva", "Caja de entrenamiento", "Ranuras de opciones",
            "Caja de soportes", "Océano Red", "Área Oscura", "Mano"} <= labels
    slots = next(z for z in board.players[0].zones if z.key == "ranuras")
    assert slots.cards[0] is None and slots.cards[1] is not None and slots.cards[1].hidden
    assert "OP-01" in board.highlighted
    assert dict(board.players[0].summary)["Puntos escalares"] == "100"
    data = replay.state_json(len(events))
    assert data["players"]["P1"]["slots"][1]["card"] == "OP-01"
    assert data["powers"] == {"P1": 20, "P2": 20}


def test_unknown_card_code_is_a_log_error() -> None:
    with pytest.raises(LogError) as info:
        replay_of(envelope([*OPEN, phase("preparacion"), ev("P1", "install", card="ZZ",
                                                            slot=1)]))
    assert info.value.path == "$.events[4].card"
    data = envelope([])
    data["setup"]["P1"]["deck"][3] = "ZZ"
    with pytest.raises(LogError) as info:
        replay_of(data)
    assert info.value.path == "$.setup.P1.deck[3]"
