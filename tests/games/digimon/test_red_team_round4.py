"""Digimon HiperColiseo: red-team logs of the fourth round, written from the rulebook and the
contract before running Juez; each test is a case where Juez disagreed with them (it failed
before the fix)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.support.games import replay_of

CLEAN = Path(__file__).parents[1] / "contract_logs" / "digimon" / "clean_01_with_tie.json"
ACCENTED = {"actualizacion": "Actualización", "digitalizacion": "Digitalización",
            "evolucion": "Evolución", "puntuacion": "Puntuación", "batalla": "Batalla"}


def _clean() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(CLEAN.read_text("utf-8"))
    return data


def test_phases_kinds_and_battle_types_as_a_spanish_log_writes_them() -> None:
    """The rulebook's own spelling (``Actualización``, ``Evolución``, a card ``Opción`` or
    ``soporte``, battle type ``a``) is the contract's vocabulary: the clean game stays clean
    and scores the same instead of being refused."""
    data = _clean()
    before = {p: s.points for p, s in replay_of(_clean()).final_state.sides.items()}
    for event in data["events"]:
        if event["action"] == "phase":
            event["phase"] = ACCENTED.get(event["phase"], event["phase"])
    for card in data["cards"].values():
        card["kind"] = {"option": "Opción", "support": "soporte"}.get(card["kind"], card["kind"])
        if card.get("battle_type"):
            card["battle_type"] = card["battle_type"].lower()
    replay = replay_of(data)
    assert [(v.seq, v.section) for v in replay.violations] == []
    assert {p: s.points for p, s in replay.final_state.sides.items()} == before


def _nv_keys(data: dict[str, Any]) -> dict[str, Any]:
    for card in data["cards"].values():
        if card.get("pep"):
            card["pep"] = {f"Nv.{level}": points for level, points in card["pep"].items()}
    return data


def test_pep_boxes_keyed_as_the_card_prints_them_are_checked() -> None:
    """Puntuación: the loser looks up "el casillero 'Nv.3'" of its PEP box. Keyed ``Nv.3`` the
    clean game stays clean, and a wrong loss is still flagged (it went unchecked: the box was
    not found under ``"3"``)."""
    data = _nv_keys(_clean())
    assert [(v.seq, v.section) for v in replay_of(data).violations] == []
    seq, score = next((i, e) for i, e in enumerate(data["events"], 1)
                      if e["action"] == "score" and e["points"] != 10)
    score["points"] += 5
    assert (seq, "puntuacion") in [(v.seq, v.section) for v in replay_of(data).violations]


def _zero_based(data: dict[str, Any]) -> dict[str, Any]:
    for event in data["events"]:
        if event["action"] in ("install", "discard_option"):
            event["slot"] -= 1
        if event["action"] == "train" and event.get("slots"):
            event["slots"] = [s - 1 for s in event["slots"]]
    return data


def test_a_log_that_numbers_the_three_slots_from_0() -> None:
    """"Solo hay tres ranuras": the contract does not number them. A log that writes them
    0–2 is the same game (its installs into slot 0 were "no slot 0" errors and its slot 2
    took the place of slot 3); a slot 4 there is still no slot [preparacion]."""
    data = _zero_based(_clean())
    assert any(e.get("slot") == 0 for e in data["events"])
    assert [(v.seq, v.section) for v in replay_of(data).violations] == []
    seq, install = next((i, e) for i, e in enumerate(data["events"], 1)
                        if e["action"] == "install" and e["slot"] == 2)
    install["slot"] = 4
    violations = replay_of(data).violations
    assert (seq, "preparacion") in [(v.seq, v.section) for v in violations]
    assert "(0 a 2)" in next(v.message("es") for v in violations if v.seq == seq)


def test_a_slot_0_in_a_log_that_uses_slot_3_is_flagged() -> None:
    """The near miss: slots 1–3 in use, a slot 0 is no slot [preparacion]."""
    data = _clean()
    seq, install = next((i, e) for i, e in enumerate(data["events"], 1)
                        if e["action"] == "install" and e["slot"] == 1)
    install["slot"] = 0
    assert any(e.get("slot") == 3 for e in data["events"])
    assert (seq, "preparacion") in [(v.seq, v.section) for v in replay_of(data).violations]


def test_a_score_after_an_illegal_event_emptied_a_caja_digimon() -> None:
    """Found by generating illegal logs: a support digitalized into the caja digimon and then
    installed leaves the caja empty; the round's ``score`` then stopped the check with an
    internal error (KeyError). Now the events are flagged and the check goes on."""
    path = CLEAN.with_name("clean_redteam3_tie_to_zero.json")
    data = json.loads(path.read_text("utf-8"))
    data["events"] = [
        {"turn": 4, "player": "P1", "action": "evolve", "card": "HC-007"},
        {"turn": 8, "player": "P1", "action": "score", "loser": "P1", "points": 6},
        {"turn": 9, "player": "P2", "action": "digitalize", "card": "SP-02"},
        {"turn": 10, "player": "P2", "action": "install", "card": "SP-02", "slot": 2},
        {"turn": 7, "action": "score", "loser": "P2", "points": 10}]
    replay = replay_of(data)
    assert replay.final_state.sides["P2"].digimon == []
    assert {v.seq for v in replay.violations} >= {3, 4, 5}


def test_train_without_from_takes_the_legal_course() -> None:
    """``from`` is optional: where it is left out the cards came from wherever they legally
    could (match-log.md, "Optional details"), here the top of the Océano Red (they were
    flagged "not in the hand"). The near miss: a card that is in neither the hand, the top of
    the Océano Red nor a slot is still flagged [entrenamiento]."""
    data = _clean()
    for event in data["events"]:
        if event["action"] == "train":
            event.pop("from", None)
    assert [(v.seq, v.section) for v in replay_of(data).violations] == []
    seq, train = next((i, e) for i, e in enumerate(data["events"], 1)
                      if e["action"] == "train" and len(e["cards"]) >= 2)
    train["cards"] = train["cards"][1:] + train["cards"][:1]  # not the top in order
    assert (seq, "entrenamiento") in [(v.seq, v.section) for v in replay_of(data).violations]


def test_an_ability_when_this_digimon_digitalizes_runs_at_once_in_any_phase() -> None:
    """Batalla: "Las habilidades que dicen 'cuando este digimon se digitaliza', deben ser
    ejecutadas inmediatamente sin contemplar prioridades de turno": the digitalized digimon's
    ``activate`` right after its ``digitalize`` is no effect out of phase (it was flagged in
    Digitalización [preparacion]). The near miss: the same activation later in that phase."""
    from tests.games.digimon.test_rules import OPEN, envelope, ev, phase

    events = [*OPEN, phase("digitalizacion"), ev("P1", "digitalize", card="HC-002"),
              ev("P1", "activate", card="HC-002", effect="add", value=10)]
    assert [(v.seq, v.section) for v in replay_of(envelope(events)).violations] == []
    later = [*events[:-1], ev("P2", "digitalize", card="HC-002"), events[-1]]
    assert (len(later), "preparacion") in [(v.seq, v.section)
                                           for v in replay_of(envelope(later)).violations]
