"""The rulebook browser: sections by rulebook, search, opening at a citation."""

from __future__ import annotations

from PySide6.QtCore import Qt

from judge_app.games import rulebook_infos
from judge_app.violations import Citation
from ui.rulebooks import RulebookBrowser


def test_lists_every_rulebook_and_its_sections(qtbot) -> None:  # type: ignore[no-untyped-def]
    browser = RulebookBrowser()
    qtbot.addWidget(browser)
    ids = [browser.book_combo.itemData(i) for i in range(browser.book_combo.count())]
    assert ids == [book.id for book in rulebook_infos()]  # the order: tests/games/test_registry
    # Kódem's 6.7-P1 sits under 6.7, under 6.
    assert browser.select_section("6.7-P1")
    item = browser.tree.currentItem()
    assert item.parent().data(0, Qt.ItemDataRole.UserRole) == "6.7"
    assert "no resolverá" in browser.text.toPlainText()


def test_open_citation_switches_rulebook_and_falls_back_to_bare_section(qtbot) -> None:  # type: ignore[no-untyped-def]
    browser = RulebookBrowser()
    qtbot.addWidget(browser)
    assert browser.open_citation(Citation("totems", "turno"))
    assert browser.rulebook.id == "totems"
    assert browser.current_section is not None
    assert browser.current_section.id == "turno"
    # An anchor the index does not list opens its bare section.
    assert browser.open_citation(Citation("kodem-5.0", "5.1/nowhere"))
    assert browser.current_section is not None
    assert browser.current_section.id == "5.1"
    assert not browser.open_citation(Citation("no-such-book", "1"))


def test_search_lists_matches_and_typing_clears_back_to_the_tree(qtbot) -> None:  # type: ignore[no-untyped-def]
    browser = RulebookBrowser()
    qtbot.addWidget(browser)
    qtbot.keyClicks(browser.search_edit, "vinculo")  # accents are folded
    qtbot.keyClick(browser.search_edit, Qt.Key.Key_Return)
    first = browser.tree.topLevelItem(0)
    assert first.data(0, Qt.ItemDataRole.UserRole) == "3.2/vinculo"
    assert "match" in browser.status.text()
    assert "VÍNCULO" in browser.text.toPlainText().upper()
    browser.search_edit.clear()
    qtbot.keyClick(browser.search_edit, Qt.Key.Key_Return)
    assert browser.tree.topLevelItemCount() < len(browser.rulebook)  # the tree again
    assert browser.current_section is not None and browser.current_section.id == "3.2/vinculo"
    qtbot.keyClicks(browser.search_edit, "zzzzqqq")
    qtbot.keyClick(browser.search_edit, Qt.Key.Key_Return)
    assert browser.tree.topLevelItemCount() == 0
    assert "Nothing found" in browser.text.toPlainText()


def test_each_section_shows_what_juez_checks_of_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The coverage table (``judge-app rules coverage``) beside the text: the checks with the
    sample and event that show them flagged, or why a log cannot show the section."""
    browser = RulebookBrowser()
    qtbot.addWidget(browser)
    assert browser.open_citation(Citation("totems", "escudo"))
    shown = browser.text.toPlainText()
    assert "resources/samples/totems/attack-violations.json" in shown and "15" in shown
    assert "Escudo" in shown  # the check's own words, under the rule's text
    assert browser.open_citation(Citation("totems", "objetivo"))
    assert "fin-de-la-partida" in browser.text.toPlainText()  # the one-line why
