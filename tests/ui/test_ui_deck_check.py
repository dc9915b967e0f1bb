"""Deck check dialog: ``get_game(g).deck_problems`` shown with citations; bad files say where."""

from __future__ import annotations

import json
from pathlib import Path

from judge_app.resources import resource_path
from judge_app.violations import Severity
from ui.dialogs import DeckCheckDialog

KODEM_DECKS = resource_path("samples", "kodem", "decks")


def _dialog(qtbot, lang: str = "en") -> DeckCheckDialog:  # type: ignore[no-untyped-def]
    dialog = DeckCheckDialog(lambda: lang)
    qtbot.addWidget(dialog)
    return dialog


def test_a_file_that_is_not_json_names_the_file_and_line(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "mazo.json"
    bad.write_text('{"game": "kodem",\n  "main": [,]}', encoding="utf-8")
    dialog = _dialog(qtbot)
    assert not dialog.load(bad)
    text = dialog.result_label.text()
    assert "mazo.json" in text and "line 2" in text and "not valid JSON" in text
    assert dialog.list.topLevelItemCount() == 0 and dialog.failed
    dialog.retranslate()  # a language switch keeps the reason, never claims the deck is legal
    assert "mazo.json" in dialog.result_label.text()


def test_an_unknown_game_is_named_with_its_json_path(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    deck = tmp_path / "deck.json"
    deck.write_text(json.dumps({"game": "ajedrez", "main": []}), encoding="utf-8")
    dialog = _dialog(qtbot)
    assert not dialog.load(deck)
    assert "$.game" in dialog.result_label.text() and "ajedrez" in dialog.result_label.text()


def test_kodem_sample_decks_and_following_a_citation(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    decks = sorted(p for p in KODEM_DECKS.glob("*.json")
                   if not p.name.endswith(".expected.json"))
    window.open_deck_check()
    dialog = window.deck_dialog
    results = {}
    for path in decks:
        assert dialog.load(path), dialog.result_label.text()
        results[path] = list(dialog.problems)
        assert dialog.list.topLevelItemCount() == len(dialog.problems)
        expected_file = path.with_name(path.stem + ".expected.json")
        if expected_file.exists():  # the dialog shows exactly what the checker finds
            expected = json.loads(expected_file.read_text(encoding="utf-8"))
            assert dialog.legal == expected["legal"], path.name
            shown = [dialog.list.topLevelItem(i).text(1) for i in range(len(dialog.problems))]
            for problem in expected["problems"]:
                assert any(problem["section"] in text for text in shown), (path.name, shown)
    legal = [p for p, found in results.items()
             if not any(v.severity == Severity.ERROR for v in found)]
    illegal = [p for p in results if p not in legal]
    assert legal and illegal, "the samples hold legal and illegal decks"
    assert dialog.load(illegal[0])
    assert "problem" in dialog.result_label.text()
    item = dialog.list.topLevelItem(0)
    dialog.list.itemActivated.emit(item, 0)
    shown = window.rulebooks.current_section
    cited = dialog.problems[0].citation
    assert shown is not None and shown.rulebook == "kodem-5.0"
    assert shown.id in (cited.section, cited.bare_section)
    dialog.close()
