"""Kingdom TCG (Mazo de Estrategia): every check with a breaking log and a near miss."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from judge_app.cli import main
from judge_app.games import get_game
from judge_app.logs import LogError
from judge_app.violations import Severity
from tests.support.games import expected_rows, found, replay_of, rows, sample_logs

STRATEGY = ["e_grito", "e_furia", "e_emboscada", "e_muralla", "e_niebla", "e_debilidad",
            "e_vigia"]
REALEZA = ["r_rey_leon", "r_reina_luna", "r_escudo_real", "r_corona_fuego", "r_cetro"]


def deck_defs() -> list[str]:
    """A legal 30-card deck of kingdom-demo: 5 Realeza, 19 Estrategia, 6 Arroje."""
    return (REALEZA + [d for d in STRATEGY for _ in (1, 2)]
            + ["e_refuerzos", "e_marcha", "e_espionaje", "e_trampa", "e_orden"]
            + ["a_lanza", "a_lanza", "a_hacha", "a_hacha", "a_piedra", "a_jabalina"])


def specs(prefix: str, defs: list[str]) -> list[str]:
    """``INSTANCE:DEFINITION`` with instances like ``a-grito1``."""
    seen: dict[str, int] = {}
    out = []
    for d in defs:
        seen[d] = seen.get(d, 0) + 1
        out.append(f"{prefix}-{d.split('_', 1)[1]}{seen[d]}:{d}")
    return out


def envelope(events: list[dict[str, Any]], hands: dict[str, list[str]] | None = None,
             **setup_extra: Any) -> dict[str, Any]:
    """A log whose players start with the given cards in hand (the rest in the deck)."""
    setup: dict[str, Any] = {}
    for player, prefix in (("P1", "a"), ("P2", "b")):
        all_specs = specs(prefix, deck_defs())
        wanted = (hands or {}).get(player, [])
        hand = [s for s in all_specs if s.split(":")[0] in wanted]
        assert len(hand) == len(wanted), wanted
        setup[player] = {"strategy_deck": [s for s in all_specs if s not in hand], "hand": hand,
                         **setup_extra.get(player, {})}
    return {"format": "juez-match-log", "version": 1, "game": "kingdom",
            "players": [{"id": "P1", "name": "Ana"}, {"id": "P2", "name": "Luis"}],
            "cardset": "kingdom-demo", "setup": setup, "events": events}


def ev(turn: int, player: str | None, action: str, **args: Any) -> dict[str, Any]:
    return {"turn": turn, "player": player, "action": action, **args}


def check(events: list[dict[str, Any]], hands: dict[str, list[str]] | None = None,
          **setup_extra: Any) -> list[tuple[int, str | None, str]]:
    """The flags of a log, without the end-of-log warning about cards left unresolved
    (the unit logs stop right after the play they test; that warning has its own test)."""
    replay = replay_of(envelope(events, hands, **setup_extra))
    end = len(events)
    return [(v.seq, v.player, v.section) for v in replay.violations
            if not (v.seq == end and v.player is None and v.section == "3.1.1")]


H = {"P1": ["a-grito1", "a-grito2", "a-furia1", "a-niebla1", "a-debilidad1", "a-orden1",
            "a-lanza1", "a-hacha1", "a-piedra1", "a-corona_fuego1", "a-rey_leon1",
            "a-refuerzos1"],
     "P2": ["b-emboscada1", "b-muralla1", "b-niebla1", "b-vigia1", "b-espionaje1",
            "b-lanza1", "b-debilidad1"]}
"""Opening hands for the unit logs (P1 holds 12: its turns end with a discard or a warning)."""


def t1(*events: dict[str, Any]) -> list[dict[str, Any]]:
    """Turn 1 of P1 (no end_turn, so no hand-limit check)."""
    return [ev(1, "P1", "stage", stage="convocacion"), *events]


# ---------------------------------------------------------------- samples and CLI
@pytest.mark.parametrize("log", sample_logs("kingdom"), ids=lambda p: p.stem)
def test_samples_match_their_expected_flags(
        log: Path, check_cli: Callable[..., tuple[int, dict[str, Any]]]) -> None:
    status, data = check_cli(log)
    assert rows(data) == expected_rows(log)
    assert status == (1 if expected_rows(log) else 0)


def test_there_are_clean_and_violating_samples() -> None:
    logs = sample_logs("kingdom")
    assert len(logs) >= 3
    assert any(not expected_rows(p) for p in logs)
    assert sum(bool(expected_rows(p)) for p in logs) >= 3


def test_messages_in_both_languages(check_cli: Callable[..., tuple[int, dict[str, Any]]]) -> None:
    log = next(p for p in sample_logs("kingdom") if p.stem == "stack-violations")
    _, es = check_cli(log, "es")
    _, en = check_cli(log, "en")
    assert "resolver" in es["violations"][0]["message"]
    assert "resolves first" in en["violations"][0]["message"]


# ---------------------------------------------------------------- deck check
def deck_check(tmp_path: Path, capsys: pytest.CaptureFixture[str],
               deck: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    path = tmp_path / "deck.json"
    path.write_text(json.dumps({"game": "kingdom", **deck}), encoding="utf-8")
    capsys.readouterr()
    status = main(["deck-check", str(path), "--game", "kingdom", "--json"])
    out = capsys.readouterr().out
    return status, json.loads(out) if out else {}


def test_deck_check_legal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, data = deck_check(tmp_path, capsys, {"strategy_deck": specs("a", deck_defs())})
    assert (status, data["legal"], data["problems"]) == (0, True, [])


@pytest.mark.parametrize(("change", "count"), [
    (lambda d: d[:-1], 1),                                     # 29 cards
    (lambda d: [*d, "e_trampa"], 1),                           # 31 cards
    (lambda d: ["r_manto" if x == "r_cetro" else x for x in d] + [], 0),  # still 5 distinct
    (lambda d: ["r_rey_leon" if x == "r_cetro" else x for x in d], 1),    # same Realeza name
    (lambda d: ["e_grito" if x == "e_vigia" else x for x in d], 1),       # 4 Grito
    (lambda d: [x for x in d if x != "r_cetro"] + ["e_trampa"], 1),       # 4 Realeza
    (lambda d: [x for x in d if not x.startswith("a_")] + ["e_orden"] * 0, 1),  # 24 cards
])
def test_deck_check_composition(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                change: Callable[[list[str]], list[str]], count: int) -> None:
    status, data = deck_check(tmp_path, capsys, {"strategy_deck": specs("a", change(deck_defs()))})
    assert len(data["problems"]) >= count
    assert all(p["section"] == "3.1" for p in data["problems"])
    assert status == (1 if count else 0)


def test_deck_check_arroje_limits(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    honda = {"a_honda": {"kind": "arroje", "name": "Honda", "min_level": 1, "distance": 2,
                         "die": 6}}
    defs = REALEZA + [d for d in STRATEGY for _ in (1, 2)] + ["e_refuerzos"]  # 20
    arroje = ["a_lanza", "a_hacha", "a_piedra", "a_jabalina", "a_honda"] * 2  # 10
    deck = {"cardset": "kingdom-demo", "cards": honda}
    status, data = deck_check(tmp_path, capsys, deck | {"strategy_deck": specs("a", defs + arroje)})
    assert status == 0, data
    arroje[-1] = "a_piedra"
    status, data = deck_check(tmp_path, capsys, deck | {"strategy_deck": specs("a", defs + arroje)})
    assert status == 1 and "Piedra" in data["problems"][0]["message"]
    eleven = defs[:-1] + arroje[:-1] + ["a_honda", "a_honda"]
    status, data = deck_check(tmp_path, capsys, deck | {"strategy_deck": specs("a", eleven)})
    assert status == 1 and len(data["problems"]) == 3  # 14 Estrategia, 11 Arroje, 3 Honda


def test_deck_check_unreadable(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = get_game("kingdom")
    with pytest.raises(LogError) as info:
        game.deck_problems({"strategy_deck": ["x:nope"]}, "d.json")
    assert info.value.path == "$.strategy_deck[0]"
    with pytest.raises(LogError) as info:
        game.deck_problems({"hand": []}, "d.json")
    assert "strategy_deck" in info.value.reason
    with pytest.raises(LogError) as info:
        game.deck_problems({"strategy_deck": [], "cards": {"z": {"kind": "otra"}}}, "d.json")
    assert info.value.path.startswith("$.cards.z")
    status, _ = deck_check(tmp_path, capsys, {"strategy_deck": ["x:nope"]})
    assert status == 2


def test_setup_problems_are_seq_zero() -> None:
    data = envelope([])
    data["setup"]["P2"]["strategy_deck"].pop()
    assert found(replay_of(data)) == [(0, "P2", "3.1")]


# ---------------------------------------------------------------- pile of resolution
def test_last_activated_resolves_first() -> None:
    base = [ev(1, "P1", "stage", stage="batalla"), ev(1, "P1", "play", card="a-grito1"),
            ev(1, "P2", "play", card="b-emboscada1", response_to="a-grito1")]
    bad = check([*base, ev(1, "P1", "resolve", card="a-grito1"),
                 ev(1, "P2", "resolve", card="b-emboscada1")], H)
    good = check([*base, ev(1, "P2", "resolve", card="b-emboscada1"),
                  ev(1, "P1", "resolve", card="a-grito1")], H)
    assert bad == [(4, "P1", "3.1.1")] and good == []


def test_resolve_of_a_card_not_pending() -> None:
    assert check(t1(ev(1, "P1", "resolve", card="a-grito1")), H) == [(2, "P1", "3.1.1")]


def test_response_to_a_card_not_pending() -> None:
    base = [ev(1, "P1", "stage", stage="batalla"), ev(1, "P1", "play", card="a-grito1")]
    bad = check([*base, ev(1, "P1", "resolve", card="a-grito1"),
                 ev(1, "P2", "play", card="b-muralla1", response_to="a-grito1")], H)
    good = check([*base, ev(1, "P2", "play", card="b-muralla1", response_to="a-grito1")], H)
    assert bad == [(4, "P2", "3.1.1")] and good == []


def test_unresolved_cards_count_as_resolved_at_end_of_turn() -> None:
    """``resolve`` is optional (a card nobody answers resolves at once): no flag."""
    replay = replay_of(envelope([ev(1, "P2", "play", card="b-vigia1"),
                                 ev(1, "P1", "end_turn")], {"P2": ["b-vigia1"]}))
    assert replay.violations == []
    assert replay.final_state.used["P2"] == ["b-vigia1"]


# ---------------------------------------------------------------- use of cards (3.1)
def test_names_differ_within_a_turn_not_across_turns() -> None:
    same = check(t1(ev(1, "P1", "stage", stage="batalla"), ev(1, "P1", "play", card="a-grito1"),
                    ev(1, "P1", "resolve", card="a-grito1"),
                    ev(1, "P1", "play", card="a-grito2")), H)
    assert same == [(5, "P1", "3.1")]
    other_player = check([ev(1, "P1", "stage", stage="batalla"),
                          ev(1, "P1", "play", card="a-niebla1"),
                          ev(1, "P2", "play", card="b-niebla1", response_to="a-niebla1")], H)
    assert other_player == []
    hands = {"P1": ["a-vigia1", "a-vigia2"]}
    later = check([ev(1, "P1", "play", card="a-vigia1"), ev(1, "P1", "resolve", card="a-vigia1"),
                   ev(1, "P1", "end_turn"), ev(2, "P2", "play", card="a-vigia2")], hands)
    assert later == [(4, "P2", "3.1")]  # P2 cannot play P1's card
    own = check([ev(1, "P1", "play", card="a-vigia1"), ev(1, "P1", "resolve", card="a-vigia1"),
                 ev(1, "P1", "end_turn"), ev(2, "P1", "play", card="a-vigia2")], hands)
    assert own == []


def test_cards_come_from_the_hand() -> None:
    assert check([ev(1, "P1", "play", card="a-vigia1")]) == [(1, "P1", "3.1")]
    assert check([ev(1, "P1", "draw"), ev(1, "P1", "play", card="a-grito1")]) == [
        (2, "P1", "3.1")]  # the top card is a-rey_leon1, not a-grito1
    assert check([ev(1, "P1", "draw", count=6), ev(1, "P1", "play", card="a-grito1")]) == []


def test_card_seen_by_mistake_cannot_be_used() -> None:
    hands = {"P1": ["a-vigia1"]}
    assert check([ev(1, "P1", "mistake_seen", card="a-vigia2"),
                  ev(1, "P1", "play", card="a-vigia2")], hands) == [(2, "P1", "3.1")]
    assert check([ev(1, "P1", "mistake_seen", card="a-vigia2"),
                  ev(1, "P1", "play", card="a-vigia1")], hands) == []
    replay = replay_of(envelope([ev(1, "P1", "mistake_seen", card="a-vigia1")], hands))
    assert "a-vigia1" in replay.final_state.used["P1"]


def test_used_card_cannot_be_used_again() -> None:
    hands = {"P1": ["a-vigia1"]}
    base = [ev(1, "P1", "play", card="a-vigia1"), ev(1, "P1", "resolve", card="a-vigia1"),
            ev(1, "P1", "end_turn")]
    assert check([*base, ev(2, "P1", "play", card="a-vigia1")], hands) == [(4, "P1", "3.1")]
    assert check([*base, ev(2, "P1", "note", text="x")], hands) == []


def test_draw_from_an_empty_deck() -> None:
    """3.1: with the deck empty "el jugador deberá continuar la partida con normalidad"."""
    assert check([ev(1, "P1", "draw", count=30)]) == []
    assert check([ev(1, "P1", "draw", count=30), ev(1, "P1", "draw")]) == []


def test_draw_hint_that_is_not_the_top_is_a_warning() -> None:
    replay = replay_of(envelope([ev(1, "P1", "draw", cards=["a-grito1"])]))
    assert [(v.section, v.severity) for v in replay.violations] == [("3.1", Severity.WARNING)]
    assert check([ev(1, "P1", "draw", cards=["a-rey_leon1"])]) == []


# ---------------------------------------------------------------- tabs of Estrategia (3.3)
@pytest.mark.parametrize(("player", "turn", "card", "ok"), [
    ("P1", 1, "a-orden1", True), ("P1", 2, "a-orden1", False),
    ("P2", 1, "b-vigia1", True), ("P2", 2, "b-vigia1", True),
    ("P2", 1, "b-espionaje1", True), ("P2", 2, "b-espionaje1", False),
])
def test_turn_of_estrategia(player: str, turn: int, card: str, ok: bool) -> None:
    events = [ev(1, "P1", "stage", stage="convocacion")]
    if turn == 2:
        events = [ev(1, "P1", "end_turn"), ev(2, "P2", "stage", stage="convocacion")]
    got = check([*events, ev(turn, player, "play", card=card)], H)
    got = [g for g in got if g[2] != "3.1"]  # P1's own hand limit at its end_turn
    assert got == ([] if ok else [(len(events) + 1, player, "3.3")])


def test_stages_of_estrategia() -> None:
    assert check(t1(ev(1, "P1", "play", card="a-furia1")), H) == [(2, "P1", "3.3")]
    assert check(t1(ev(1, "P1", "play", card="a-furia1", stage="batalla")), H) == []
    assert check(t1(ev(1, "P1", "play", card="a-refuerzos1")), H) == []
    assert check([ev(1, "P1", "play", card="a-furia1")], H) == []  # stage unknown: no check


def test_realeza_needs_its_coronado() -> None:
    play = [ev(1, "P1", "play", card="a-corona_fuego1")]
    assert check(play, H, P1={"coronado": "Leónidas"}) == [(1, "P1", "3.2")]
    assert check(play, H, P1={"coronado": "Ígnea"}) == []
    assert check(play, H) == []  # no coronado in the setup: cannot be checked


def test_stage_going_back_is_a_warning() -> None:
    replay = replay_of(envelope([ev(1, "P1", "stage", stage="batalla"),
                                 ev(1, "P1", "stage", stage="movimiento")]))
    assert [(v.seq, v.section, v.severity) for v in replay.violations] == [
        (2, "3.1", Severity.WARNING)]
    assert check([ev(1, "P1", "stage", stage="batalla"), ev(1, "P1", "end_turn"),
                  ev(2, "P2", "stage", stage="convocacion")]) == []


# ---------------------------------------------------------------- Arroje (3.4)
@pytest.mark.parametrize(("player", "turn", "stage", "level", "distance", "roll", "ok"), [
    ("P1", 1, "movimiento", 2, 2, 6, True),
    ("P1", 1, "movimiento", 5, 2, 1, True),
    ("P1", 1, "batalla", 2, 2, 3, False),
    ("P1", 1, "movimiento", 1, 2, 3, False),
    ("P1", 1, "movimiento", 2, 1, 3, False),
    ("P1", 1, "movimiento", 2, 3, 3, False),
    ("P1", 1, "movimiento", 2, 2, 7, False),
    ("P2", 1, "movimiento", 2, 2, 3, False),
])
def test_arroje(player: str, turn: int, stage: str, level: int, distance: int, roll: int,
                ok: bool) -> None:
    card = "a-lanza1" if player == "P1" else "b-lanza1"
    got = check([ev(turn, player, "arroje", card=card, troop_level=level, distance=distance,
                    roll=roll, stage=stage)], H)
    assert got == ([] if ok else [(1, player, "3.4")])


def test_arroje_event_with_a_card_that_is_not_arroje() -> None:
    got = check([ev(1, "P1", "arroje", card="a-grito1", troop_level=2, distance=1)], H)
    assert got == [(1, "P1", "3.4")]


# ---------------------------------------------------------------- modifiers (3.1.2)
def mod(card: str, target: str, kind: str, applies_to: str, value: int = 0,
        player: str = "P1") -> dict[str, Any]:
    return ev(1, player, "modifier", card=card, target=target, kind=kind, value=value,
              applies_to=applies_to)


def battle(*events: dict[str, Any]) -> list[dict[str, Any]]:
    return [ev(1, "P1", "stage", stage="batalla"), *events]


def used(card: str, player: str = "P1") -> list[dict[str, Any]]:
    return [ev(1, player, "play", card=card), ev(1, player, "resolve", card=card)]


def test_one_reduccion_per_attack_and_defence() -> None:
    base = battle(*used("a-niebla1"), mod("a-niebla1", "P2:arquero", "reduccion", "ataque"),
                  *used("a-debilidad1"))
    assert check([*base, mod("a-debilidad1", "P2:arquero", "reduccion", "ataque")], H) == [
        (7, "P1", "3.1.2")]
    assert check([*base, mod("a-debilidad1", "P2:arquero", "reduccion", "defensa")], H) == []
    assert check([*base, mod("a-debilidad1", "P1:rey", "reduccion", "ataque")], H) == []


def test_highest_aumento_counts_and_roll_result_is_checked() -> None:
    base = battle(*used("a-grito1"), mod("a-grito1", "P1:rey", "aumento", "ataque", 2),
                  *used("a-furia1"), mod("a-furia1", "P1:rey", "aumento", "ataque", 4))
    roll = ev(1, "P1", "roll", who="P1:rey", kind="ataque", value=3)
    assert check([*base, roll | {"result": 7}], H) == []
    assert check([*base, roll | {"result": 9}], H) == [(8, "P1", "3.1.2")]
    assert check([*base, roll | {"result": 3}], H) == [(8, "P1", "3.1.2")]
    defence = ev(1, "P1", "roll", who="P1:rey", kind="defensa", value=3, result=3)
    assert check([*base, defence], H) == []


def test_reduccion_halves_rounding_down_with_the_aumento() -> None:
    events = battle(*used("a-grito1"), mod("a-grito1", "P1:rey", "aumento", "ataque", 2),
                    *used("b-niebla1", "P2"),
                    mod("b-niebla1", "P1:rey", "reduccion", "ataque", player="P2"),
                    ev(1, "P1", "roll", who="P1:rey", kind="ataque", value=5, result=3))
    assert check(events, H) == []
    replay = replay_of(envelope(events, H))
    mods = replay.state_json(len(events))["modifiers"]
    assert mods[0]["result"] == 3


def test_modifier_needs_an_activated_card_and_its_printed_figure() -> None:
    assert check(battle(mod("a-grito1", "P1:rey", "aumento", "ataque", 2)), H) == [
        (2, "P1", "3.1.2")]
    base = battle(*used("a-grito1"))
    assert check([*base, mod("a-grito1", "P1:rey", "aumento", "ataque", 3)], H) == [
        (4, "P1", "3.1.2")]
    assert check([*base, mod("a-grito1", "P1:rey", "aumento", "defensa", 2)], H) == [
        (4, "P1", "3.1.2")]
    assert check([*base, mod("a-grito1", "P1:rey", "aumento", "ataque", 2)], H) == []


def test_modifiers_expire_with_the_turn() -> None:
    events = battle(*used("a-grito1"), mod("a-grito1", "P1:rey", "aumento", "ataque", 2),
                    ev(1, "P1", "discard", cards=["a-grito2", "a-furia1", "a-niebla1",
                                                  "a-debilidad1"]),
                    ev(1, "P1", "end_turn"),
                    ev(2, "P2", "roll", who="P1:rey", kind="ataque", value=4, result=4))
    assert check(events, H) == []


# ---------------------------------------------------------------- hand limit (3.1)
def test_hand_limit_at_end_of_turn() -> None:
    twelve = H["P1"]
    assert check([ev(1, "P1", "end_turn")], H) == [(1, "P1", "3.1")]
    discard = ev(1, "P1", "discard", cards=twelve[:5])
    assert check([discard, ev(1, "P1", "end_turn")], H) == []
    assert check([ev(1, "P1", "discard", cards=twelve[:6]), ev(1, "P1", "end_turn")], H) == [
        (1, "P1", "3.1")]
    assert check([ev(1, "P1", "discard", cards=twelve[:4]), ev(1, "P1", "end_turn")], H) == [
        (2, "P1", "3.1")]


def test_discard_with_seven_or_by_an_effect() -> None:
    seven = {"P2": H["P2"]}
    assert check([ev(1, "P2", "discard", cards=["b-vigia1"])], seven) == [(1, "P2", "3.1")]
    assert check([ev(1, "P2", "discard", cards=["b-vigia1"], by="a-grito1")], seven) == []
    assert check([ev(1, "P2", "discard", cards=["b-grito1"], by="x")], seven) == [
        (1, "P2", "3.1")]  # not in the hand


# ---------------------------------------------------------------- log errors, board, JSON
def test_unknown_instance_is_a_log_error() -> None:
    with pytest.raises(LogError) as info:
        replay_of(envelope([ev(1, "P1", "play", card="zzz")]))
    assert info.value.path == "$.events[0].card"


def test_setup_errors_name_the_json_path() -> None:
    data = envelope([])
    data["setup"]["P1"]["strategy_deck"][0] = "x:nope"
    with pytest.raises(LogError) as info:
        replay_of(data)
    assert info.value.path == "$.setup.P1.strategy_deck[0]"
    data = envelope([])
    del data["setup"]["P2"]
    with pytest.raises(LogError) as info:
        replay_of(data)
    assert info.value.path == "$.setup"


def test_board_and_state_json() -> None:
    events = [ev(1, "P1", "stage", stage="batalla"), ev(1, "P1", "play", card="a-grito1")]
    replay = replay_of(envelope(events, H))
    board = replay.board_at(2)
    labels = {z.label for p in board.players for z in p.zones}
    assert {"Mazo de Estrategia", "Mano", "Cartas utilizadas", "Pila de resolución"} <= labels
    assert "a-grito1" in board.highlighted
    mesa = board.players[-1]
    assert [c.instance for c in mesa.zones[0].cards if c] == ["a-grito1"]
    assert board.phase == "batalla" and board.active == "P1"
    state = replay.state_json(2)
    assert state["stack"][0]["instance"] == "a-grito1"
    assert len(state["players"]["P1"]["strategy_deck"]) == 30 - len(H["P1"])
    assert replay.state_json(0)["stack"] == []


def test_game_end_is_recorded() -> None:
    replay = replay_of(envelope([ev(1, None, "game_end", winner="P2")]))
    assert replay.violations == [] and replay.final_state.winner == "P2"
    assert "P2" in replay.board_at(1).status
