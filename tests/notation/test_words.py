"""Each game says its events in words (the replay's event list, issue 8 §4): card and player
names, never ids or ``key=value`` syntax, in Spanish and English."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from judge_app.notation import Context, event_words, notation_for
from tests.support.notation import samples


@pytest.mark.parametrize("path", samples(), ids=lambda p: f"{p.parent.name}/{p.stem}")
@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_event_in_words_with_names_not_ids(path: Path, lang: str) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    ctx = Context(notation_for(data["game"]), data)
    named = {i for i, n in ctx.cards.names.items() if n and n != i}
    players = {p["id"] for p in data["players"]}
    for event in data["events"]:
        text = event_words(data, event, lang)  # type: ignore[arg-type]
        assert text and "=" not in text and "{" not in text, text
        for ident in players | named:
            assert not re.search(rf"(?<![\w-]){re.escape(ident)}(?![\w-])", text), (ident, text)
        if isinstance(event.get("turn"), int):
            assert text.startswith(f"T{event['turn']} · ")


def test_the_issue_example_in_both_languages() -> None:
    data = {"game": "kodem", "players": [{"id": "P1", "name": "Ana"}, {"id": "P2", "name": "Luis"}],
            "cardset": "kodem-demo",
            "setup": {"P1": {"protectors": [], "main": ["itzal"], "deck": []},
                      "P2": {"protectors": [], "main": ["kuma2:kuma"], "deck": []}}}
    event = {"turn": 3, "player": "P1", "action": "attack", "card": "itzal",
             "targets": ["kuma2"], "damage": 2}
    assert event_words(data, event, "es") == "T3 · Ana ataca con Itzal a Kuma (2)"
    assert event_words(data, event, "en") == "T3 · Ana attacks Kuma with Itzal (2)"


def test_an_event_missing_what_its_sentence_needs_still_reads() -> None:
    data = {"game": "kodem", "players": [{"id": "P1", "name": "Ana"}], "setup": {}}
    assert event_words(data, {"turn": 2, "player": "P1", "action": "attack"}, "es") == \
        "T2 · Ana ataca"
    assert event_words(data, {"action": "mystery"}, "en") == "mystery"


def test_a_note_on_an_event_is_said_after_it() -> None:
    data = json.loads((samples(("kingdom",))[0].parent / "clean.json").read_text("utf-8"))
    first = data["events"][0]
    assert first["note"] == "mano inicial"
    assert event_words(data, first, "es") == "T1 · Ana roba 5 — mano inicial"
    assert event_words(data, first, "en") == "T1 · Ana draws 5 — mano inicial"
