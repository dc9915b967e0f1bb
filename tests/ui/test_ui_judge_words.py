"""Judge's words (issue 23 §11): a citation reads as the rulebook prints it — its number
and title — never as Juez's internal id (``5/batalla``), in the violation detail and in
the rulebook tree."""

from __future__ import annotations

from judge_app.violations import Citation
from ui.common import citation_words, section_words
from ui.rulebooks import section_label


def test_a_section_without_a_number_of_its_own_is_named_by_its_title() -> None:
    assert section_words("kodem-5.0", "5/batalla") == "§5 Fase de Batalla"
    assert citation_words(Citation("kodem-5.0", "6.7-P1")).startswith("Kódem TCG 5.0 §6.7-P1")
    assert section_label("5/inicio", "Fase de Inicio", tree=True) == "Fase de Inicio"
    assert section_label("5.1", "Descansos") == "§5.1 — Descansos"


def test_the_rulebook_tree_shows_no_internal_id(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItemIterator

    browser = window.rulebooks
    window.tabs.setCurrentWidget(browser)
    assert browser.open_citation(Citation("kodem-5.0", "5/batalla"))
    tree = browser.findChild(QTreeWidget)
    texts = []
    it = QTreeWidgetItemIterator(tree)
    while it.value():
        texts.append(it.value().text(0))
        it += 1
    assert "Fase de Batalla" in texts
    ids = [t for t in texts if t and "/" in t.split(" ", 1)[0]]
    assert not ids, ids[:3]
