"""Códigos: red-team logs of the fourth round, written from the rulebook and the contract before
running Juez; each test is a case where Juez disagreed with them (it failed before the fix)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.support.games import replay_of

CLEAN = Path(__file__).parents[1] / "contract_logs" / "codigos" / "clean_02.json"


def _clean() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(CLEAN.read_text("utf-8"))
    return data


def test_card_kinds_written_with_their_accents() -> None:
    """``común``/``comodín`` are the contract's ``comun``/``comodin`` with the Spanish accent:
    the clean game stays clean instead of being refused at ``$.cards``."""
    data = _clean()
    for card in data["cards"].values():
        card["kind"] = {"comun": "común", "comodin": "Comodín"}.get(card["kind"], card["kind"])
    assert [(v.seq, v.section) for v in replay_of(data).violations] == []


def test_symbols_said_are_words_whatever_their_case_or_accents() -> None:
    """REVELAR: the code is said aloud "exactamente como aparece en la carta"; ``Granada`` on
    the card and ``granada`` said are the same word (the exact reveals were scored 'wrong')."""
    data = _clean()
    for card in data["cards"].values():
        if card.get("symbol"):
            card["symbol"] = card["symbol"].capitalize()
        if card.get("code"):
            card["code"] = [s.capitalize() for s in card["code"]]
    assert [(v.seq, v.section) for v in replay_of(data).violations] == []


def test_a_different_symbol_said_is_still_wrong() -> None:
    """The near miss: the first reveal said with another symbol is option 4
    [revelar-y-puntuacion]."""
    data = _clean()
    seq, event = next((i, e) for i, e in enumerate(data["events"], 1)
                      if e["action"] == "reveal_code" and e.get("said"))
    other = next(s for s in ("granada", "casco", "tanque", "avion", "radio", "bomba")
                 if s not in event["said"])
    event["said"] = [other, *event["said"][1:]]
    assert (seq, "revelar-y-puntuacion") in [(v.seq, v.section)
                                             for v in replay_of(data).violations]


def test_a_log_that_counts_its_turns_from_0() -> None:
    """``turn`` is a global counter; a log that starts it at 0 is the same game (every action of
    the first turn was "outside their turn")."""
    data = _clean()
    for event in data["events"]:
        if "turn" in event:
            event["turn"] -= 1
    assert [(v.seq, v.section) for v in replay_of(data).violations] == []


def test_complete_listing_the_code_card_among_its_symbols() -> None:
    """CÓDIGO EXPUESTO: "pudiendo la carta CÓDIGO a su vez actuar también como SÍMBOLO". A
    ``complete`` that lists the code card in ``cards`` too (as ``lay_code`` may) completes it;
    it used to stop the check with an internal error (ValueError)."""
    from tests.games.codigos.test_rules import ev, log

    # P1 holds c01 (granada), c12 (bomba; code casco, granada) and c02 (casco).
    events = [ev(1, "P1", "expose", card="c12"),
              ev(1, "P1", "complete", code="c12", cards=["c12", "c02", "c01"]),
              ev(1, "P1", "end_turn")]
    replay = replay_of(log(events))
    assert replay.violations == []
    side = replay.final_state.sides["P1"]
    assert [c.card for c in side.hidden] == ["c12"] and not side.exposed
    # near miss: a card of the rival listed with it is still flagged, and nothing crashes
    wrong = [events[0], ev(1, "P1", "complete", code="c12", cards=["c12", "c03"]), events[2]]
    assert (2, "P1", "acciones") in [(v.seq, v.player, v.section)
                                     for v in replay_of(log(wrong)).violations]


def test_outcome_words_in_the_feminine_or_as_the_option_number() -> None:
    """The four ways to reveal are "opciones" 1–4 of the rulebook: ``Opción 2`` and the
    feminine ``exacta``/``desordenada``/``verificada``/``incorrecta`` (of "la revelación") are
    the contract's outcomes (they were refused)."""
    from judge_app.games.codigos.cards import outcome_word

    words = {"exacta": "exact", "Desordenada": "unordered", "verificada": "verified",
             "incorrecta": "wrong", "Opción 2": "unordered", "opcion 4": "wrong"}
    assert {w: outcome_word(w) for w in words} == words
    data = _clean()
    feminine = {"exact": "exacta", "unordered": "desordenada", "verified": "verificada",
                "wrong": "incorrecta"}
    for event in data["events"]:
        if event["action"] == "reveal_code" and outcome_word(event.get("outcome")):
            event["outcome"] = feminine[str(outcome_word(event["outcome"]))]
    assert [(v.seq, v.section) for v in replay_of(data).violations] == []
