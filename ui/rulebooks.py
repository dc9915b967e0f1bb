"""Rulebook browser: the five rulebooks by section, searchable, opened at any citation.

The text is shown as printed, in Spanish, with the game's own terms; only
the browser's own labels are translated.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from judge_app.coverage import CoverageError, Table, coverage_table
from judge_app.rulebooks import Rulebook, Section, all_rulebooks, get_rulebook
from judge_app.violations import Citation, Lang
from ui.i18n import current_language

SECTION_ROLE = Qt.ItemDataRole.UserRole
BOOK_ROLE = Qt.ItemDataRole.UserRole + 1



def section_label(section_id: str, title: str, tree: bool = False) -> str:
    """A section as printed in the rulebook: ``§5.1 — Descansos``; a part the book gives no
    number of (``5/batalla``) by its title only (``Fase de Batalla``, under §5 in the
    tree), never by Juez's internal id (issue 23 §11)."""
    if "/" in section_id:
        return title
    return f"{section_id}  {title}" if tree else f"§{section_id} — {title}"

def section_html(section: Section, rulebook: Rulebook) -> str:
    """The section as rich text: its id and title, then its paragraphs."""
    paragraphs = "".join(
        f"<p>{html.escape(p).replace(chr(10), '<br/>')}</p>" for p in section.text.split("\n\n")
    )
    return (f"<p style='color:#666'>{html.escape(rulebook.info.title)}</p>"
            f"<h2>{html.escape(section_label(section.id, section.title))}</h2>{paragraphs}")


class RulebookBrowser(QWidget):
    """Pick a rulebook, browse or search its sections, read one.

    ``backRequested``: the judge wants the workspace that opened the citation back
    (Alt+← or the *Back* button, shown only when there is one). ``citeRequested``:
    the section shown is to be cited in the penalty form (*Cite in a penalty*).
    """

    backRequested = Signal()
    citeRequested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulebookBrowser")
        self.rulebooks = all_rulebooks()
        self._coverage: dict[str, Table | None] = {}
        self.book_combo = QComboBox()
        self.book_combo.setObjectName("rulebookCombo")
        for book in self.rulebooks:
            self.book_combo.addItem(book.info.title, book.id)
        self.search_edit = QLineEdit()
        self.search_edit.setObjectName("rulebookSearch")
        self.search_edit.setClearButtonEnabled(True)
        self.tree = QTreeWidget()
        self.tree.setObjectName("sectionTree")
        self.tree.setHeaderHidden(True)
        self.tree.setUniformRowHeights(True)
        self.text = QTextBrowser()
        self.text.setObjectName("sectionText")
        self.text.setOpenLinks(False)
        self.status = QLabel()
        self.book_label = QLabel()
        self.back_button = QPushButton()
        self.back_button.setObjectName("rulebookBack")
        # An action, not the button's shortcut: setText() on a button resets its shortcut.
        self.back_action = QAction(self)
        self.back_action.setShortcut(QKeySequence("Alt+Left"))
        self.back_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.back_action.triggered.connect(
            lambda: self.backRequested.emit() if self.back_target else None)
        self.addAction(self.back_action)
        self.back_button.hide()
        self.back_target: str = ""
        self.cite_button = QPushButton()
        self.cite_button.setObjectName("citeInPenalty")
        self._search_timer = QTimer(self, singleShot=True, interval=150)
        self._count = ("sections", 0)

        top = QHBoxLayout()
        top.addWidget(self.book_label)
        top.addWidget(self.book_combo, 1)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(top)
        left_layout.addWidget(self.search_edit)
        left_layout.addWidget(self.tree, 1)
        left_layout.addWidget(self.status)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.cite_button)
        right_layout.addLayout(buttons)
        right_layout.addWidget(self.text, 1)
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([320, 640])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

        self.book_combo.currentIndexChanged.connect(self._book_changed)
        self.search_edit.textChanged.connect(lambda _t: self._search_timer.start())
        self.search_edit.returnPressed.connect(self._run_search)
        self._search_timer.timeout.connect(self._run_search)
        self.tree.currentItemChanged.connect(self._item_changed)
        self.back_button.clicked.connect(self.backRequested.emit)
        self.cite_button.clicked.connect(self._cite)
        self.retranslate()
        self._fill_tree()

    # ----------------------------------------------------------------- state
    @property
    def rulebook(self) -> Rulebook:
        return get_rulebook(str(self.book_combo.currentData()))

    @property
    def current_section(self) -> Section | None:
        item = self.tree.currentItem()
        if item is None:
            return None
        return get_rulebook(str(item.data(0, BOOK_ROLE))).section(str(item.data(0, SECTION_ROLE)))

    # ----------------------------------------------------------------- actions
    def open_citation(self, citation: Citation) -> bool:
        """Show the cited section (or its bare section if the anchor is not indexed)."""
        index = self.book_combo.findData(citation.rulebook)
        if index < 0:
            return False
        self.search_edit.blockSignals(True)
        self.search_edit.clear()
        self.search_edit.blockSignals(False)
        if index != self.book_combo.currentIndex():
            self.book_combo.setCurrentIndex(index)
        else:
            self._fill_tree()
        book = self.rulebook
        for section_id in (citation.section, citation.bare_section):
            if section_id in book:
                found = self.select_section(section_id)
                self.text.setFocus()  # the keys scroll the rule being read
                return found
        return False

    def set_back(self, target: str) -> None:
        """Offer a way back to ``target`` (a workspace's name, translated); "" hides it."""
        self.back_target = target
        self.back_button.setVisible(bool(target))
        self._retranslate_back()

    def _retranslate_back(self) -> None:
        self.back_button.setText(self.tr("← Back to %1").replace("%1", self.back_target))
        self.back_button.setToolTip(self.tr("Return where the citation was opened (Alt+←)"))

    def _cite(self) -> None:
        section = self.current_section
        item = self.tree.currentItem()
        if section is not None and item is not None:
            self.citeRequested.emit(Citation(str(item.data(0, BOOK_ROLE)), section.id))

    def select_section(self, section_id: str) -> bool:
        items = self.tree.findItems("*", Qt.MatchFlag.MatchWildcard | Qt.MatchFlag.MatchRecursive)
        for item in items:
            if item.data(0, SECTION_ROLE) == section_id:
                self.tree.setCurrentItem(item)
                self.tree.scrollToItem(item)
                return True
        return False

    def _book_changed(self) -> None:
        self._fill_tree()
        if self.search_edit.text().strip():
            self._run_search()

    def _item(self, section: Section) -> QTreeWidgetItem:
        item = QTreeWidgetItem([section_label(section.id, section.title, tree=True)])
        item.setData(0, SECTION_ROLE, section.id)
        item.setData(0, BOOK_ROLE, section.rulebook)
        item.setToolTip(0, section_label(section.id, section.title))
        return item

    def _fill_tree(self) -> None:
        self.tree.blockSignals(True)
        self.tree.clear()
        self.tree.blockSignals(False)
        items: dict[str, QTreeWidgetItem] = {}
        for section in self.rulebook.sections:
            parent = items.get(section.parent or "")
            item = self._item(section)
            if parent is not None:
                parent.addChild(item)
            else:
                self.tree.addTopLevelItem(item)
            items[section.id] = item
        self._count = ("sections", len(self.rulebook))
        self._update_status()
        first = self.tree.topLevelItem(0)
        if first is not None:
            self.tree.setCurrentItem(first)

    def _run_search(self) -> None:
        query = self.search_edit.text().strip()
        if not query:
            current = self.current_section
            self._fill_tree()
            if current is not None:
                self.select_section(current.id)
            return
        found = self.rulebook.search(query)
        self.tree.blockSignals(True)
        self.tree.clear()
        self.tree.blockSignals(False)
        for section in found:
            self.tree.addTopLevelItem(self._item(section))
        self._count = ("matches", len(found))
        self._update_status()
        first = self.tree.topLevelItem(0)
        if first is not None:
            self.tree.setCurrentItem(first)
        else:
            nothing = self.tr("Nothing found.")
            self.text.setHtml(f"<p>{html.escape(nothing)}</p>")

    def _item_changed(self, item: QTreeWidgetItem | None, _previous: object = None) -> None:
        if item is None:
            return
        book = get_rulebook(str(item.data(0, BOOK_ROLE)))
        section = book.section(str(item.data(0, SECTION_ROLE)))
        self.text.setHtml(section_html(section, book) + self.coverage_html(section))

    def coverage_html(self, section: Section) -> str:
        """What Juez checks of ``section`` from a match log (``judge-app rules coverage``)."""
        if section.rulebook not in self._coverage:
            try:
                self._coverage[section.rulebook] = coverage_table(section.rulebook)
            except (CoverageError, KeyError):
                self._coverage[section.rulebook] = None
        table = self._coverage[section.rulebook]
        row = next((r for r in table.rows if r.section == section.id), None) if table else None
        if table is None or row is None:
            return ""
        lang: Lang = "en" if current_language() == "en" else "es"
        if row.status == "checked":
            head = self.tr("Juez checks this section from a match log:")
            event = self.tr("event %1")
            items = "".join(
                f"<li>{html.escape(check.text(lang))} <span style='color:#666'>("
                f"{html.escape(table.sample_name(check.sample))}, "
                f"{html.escape(event.replace('%1', str(check.seq)))})</span></li>"
                for check in row.checks)
            body = f"<ul>{items}</ul>"
        elif row.status == "not from a log":
            head = self.tr("A match log cannot show this section:")
            body = f"<p>{html.escape(row.why(lang) or '')}</p>"
        else:
            head = self.tr("Juez does not check this section yet.")
            body = ""
        return f"<hr/><p style='color:#666'><b>{html.escape(head)}</b></p>{body}"

    def _update_status(self) -> None:
        kind, n = self._count
        if kind == "sections":
            self.status.setText(self.tr("%n section(s)", "", n))
        else:
            self.status.setText(self.tr("%n match(es)", "", n))

    # ----------------------------------------------------------------- language
    def retranslate(self) -> None:
        self._update_status()
        self.book_label.setText(self.tr("Rulebook:"))
        self.search_edit.setPlaceholderText(self.tr("Search the rulebook (e.g. descanso)…"))
        self.book_combo.setToolTip(self.tr("Rulebooks are cited in their original Spanish"))
        self.cite_button.setText(self.tr("Cite in a penalty"))
        self.cite_button.setToolTip(self.tr("Use this section as the rule of the penalty being "
                                            "written in the event"))
        self._retranslate_back()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
