"""Event workspace: players, rounds and fast result entry, standings, penalties, reports.

Thin: ``judge_app.storage.service.EventService`` does everything (pairing,
standings, audit); every write goes straight to the database, so closing the
window never loses a result. Result entry and corrections go through a
QUndoStack: undoing an entry asks the service to restore the previous value
(a correction, audited like any other).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from judge_app.rulebooks import all_rulebooks, get_rulebook
from judge_app.tournament.infractions import RULEBOOK_OF_GAME, infractions_for
from judge_app.tournament.model import (
    EventSummary,
    GameScore,
    MatchRecord,
    PenaltyKind,
    Player,
    StandingRow,
)
from judge_app.tournament.structure import suggest_structure
from judge_app.tournament.topcut import CUT_SIZES
from judge_app.violations import Citation, Lang
from ui.bracket import BracketView
from ui.common import confirm, error_text, run_in_background, show_error
from ui.corrections import PenaltyDialog, PlayerDialog, table_spin
from ui.i18n import game_title, profile_title
from ui.settings import PROFILES, AppSettings

ALL_GAMES = ("kodem", "kingdom", "codigos", "totems", "digimon")


SORT_ROLE = Qt.ItemDataRole.UserRole + 1


class SortItem(QTableWidgetItem):
    """A cell that sorts by a key kept in :data:`SORT_ROLE` (a number for a number).

    Sorting by the displayed text puts rank 10 before rank 2 and "9" after "21";
    every numeric cell of the workspace (rank, points, tiebreakers, table,
    round) carries its number, so a header click sorts by value.
    """

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine, theirs = self.data(SORT_ROLE), other.data(SORT_ROLE)
        if mine is not None and theirs is not None:
            if isinstance(mine, str) == isinstance(theirs, str):
                return bool(mine < theirs)
            return not isinstance(mine, str)  # numbers before text (a bye's "—")
        return super().__lt__(other)


def sort_key(value: object) -> object:
    """The sort key of a cell value: a number when it is one (also "0.6667", "66.7%")."""
    if isinstance(value, bool) or value is None:
        return "" if value is None else str(value)
    if isinstance(value, int | float):
        return float(value)
    text = str(value).strip()
    try:
        return float(text.rstrip("%"))
    except ValueError:
        return text.casefold()


def _item(text: object, align_center: bool = False, key: object = None) -> QTableWidgetItem:
    item = SortItem("" if text is None else str(text))
    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    item.setData(SORT_ROLE, sort_key(text if key is None else key))
    if align_center:
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    return item


def _table(columns: int, name: str) -> QTableWidget:
    table = QTableWidget(0, columns)
    table.setObjectName(name)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setStretchLastSection(True)
    table.setAlternatingRowColors(True)
    return table


def _fit_columns(table: QTableWidget, stretch: tuple[int, ...]) -> None:
    """Columns sized to what they hold; ``stretch`` ones share the rest, so no name is cut."""
    header = table.horizontalHeader()
    header.setStretchLastSection(False)
    for col in range(table.columnCount()):
        header.setSectionResizeMode(col, QHeaderView.ResizeMode.Stretch if col in stretch
                                    else QHeaderView.ResizeMode.ResizeToContents)


class ResultCommand(QUndoCommand):
    """Enter (or correct) the score of one table; undo restores what was there before."""

    def __init__(self, workspace: EventWorkspace, round_no: int, table: int,
                 score: GameScore, previous: GameScore | None) -> None:
        super().__init__()
        self.workspace = workspace
        self.round_no = round_no
        self.table = table
        self.score = score
        self.previous = previous
        self.done = True  # pushed only once written: the first redo() has nothing to do
        self.setText(f"{round_no}/{table}: {score}")

    def redo(self) -> None:
        if self.done:
            self.done = False
            return
        self.workspace._write_result(self.round_no, self.table, self.score, self.previous)

    def undo(self) -> None:
        self.workspace._write_result(self.round_no, self.table, self.previous, self.score)


class EventWorkspace(QWidget):
    """One event at a time; the event list comes from the database."""

    citationActivated = Signal(object)
    changed = Signal()

    def __init__(self, db_url: str, settings: AppSettings,
                 language: Callable[[], str] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("eventWorkspace")
        self.settings = settings
        self._language = language or (lambda: "es")
        self.service: Any = None
        self.event_id: str | None = None
        self.summary: EventSummary | None = None
        self.undo_stack = QUndoStack(self)
        self._names: dict[str, str] | None = None
        self._standings_stale = False
        self._entry_context: tuple[str | None, int] = (None, 0)

        # ---- header: which event
        self.event_combo = QComboBox()
        self.event_combo.setObjectName("eventCombo")
        self.new_button = QPushButton()
        self.header = QLabel()
        self.header.setObjectName("eventHeader")
        top = QHBoxLayout()
        self.event_label = QLabel()
        top.addWidget(self.event_label)
        top.addWidget(self.event_combo, 1)
        top.addWidget(self.new_button)
        self.event_menu_button = QToolButton()
        self.event_menu_button.setObjectName("eventMenuButton")
        self.event_menu_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        # the menu's arrow drawn over the text read "Event˯": the text carries its own
        self.event_menu_button.setStyleSheet("QToolButton::menu-indicator { image: none; }")
        event_menu = QMenu(self.event_menu_button)
        self.archive_action = event_menu.addAction("")
        self.archive_action.triggered.connect(self.toggle_archive)
        self.delete_event_action = event_menu.addAction("")
        self.delete_event_action.triggered.connect(self.delete_event_dialog)
        event_menu.addSeparator()
        self.show_archived_action = event_menu.addAction("")
        self.show_archived_action.setCheckable(True)
        self.show_archived_action.toggled.connect(lambda _on: self._refresh_event_list())
        self.event_menu_button.setMenu(event_menu)
        top.addWidget(self.event_menu_button)
        self.undo_button = QPushButton()
        self.redo_button = QPushButton()
        self.audit_button = QPushButton()
        self.audit_button.setObjectName("auditButton")
        top.addWidget(self.undo_button)
        top.addWidget(self.redo_button)
        top.addWidget(self.audit_button)
        self.audit_box: QMessageBox | None = None

        # ---- players
        self.players_table = _table(5, "playersTable")
        self.player_name = QLineEdit()
        self.player_name.setObjectName("playerName")
        self.add_player_button = QPushButton()
        self.import_button = QPushButton()
        self.drop_button = QPushButton()
        self.edit_player_button = QPushButton()
        self.edit_player_button.setObjectName("editPlayerButton")
        self.undrop_button = QPushButton()
        self.undrop_button.setObjectName("undropButton")
        players_row = QHBoxLayout()
        players_row.addWidget(self.player_name, 1)
        for b in (self.add_player_button, self.import_button, self.edit_player_button,
                  self.drop_button, self.undrop_button):
            players_row.addWidget(b)
        players_page = QWidget()
        pl = QVBoxLayout(players_page)
        pl.addLayout(players_row)
        pl.addWidget(self.players_table, 1)

        # ---- rounds and results
        self.round_combo = QComboBox()
        self.round_combo.setObjectName("roundCombo")
        # "Cuartos de final (Ronda 7)" shown whole, never "Final (Ro"
        self.round_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.pair_button = QPushButton()
        self.pair_button.setObjectName("pairButton")
        self.repair_button = QPushButton()
        self.top_cut_button = QPushButton()
        self.top_cut_button.setObjectName("topCutButton")
        # Table | Player 1 | Pts | Player 2 | Pts | Result | In: the match points each
        # player brought into the round sit next to the name, as on the posted sheet.
        self.pairings_table = _table(7, "pairingsTable")
        self.table_entry = QSpinBox()
        self.table_entry.setObjectName("tableEntry")
        self.table_entry.setRange(1, 100000)
        self.score_entry = QLineEdit()
        self.score_entry.setObjectName("scoreEntry")
        self.score_entry.setMaxLength(7)
        self.enter_button = QPushButton()
        self.entry_status = QLabel()
        self.entry_status.setObjectName("entryStatus")
        self.entry_status.setTextFormat(Qt.TextFormat.PlainText)
        self.remaining_label = QLabel()
        self.remaining_label.setObjectName("remainingLabel")
        round_row = QHBoxLayout()
        self.round_label = QLabel()
        round_row.addWidget(self.round_label)
        round_row.addWidget(self.round_combo)
        round_row.addStretch(1)
        round_row.addWidget(self.pair_button)
        round_row.addWidget(self.repair_button)
        round_row.addWidget(self.top_cut_button)
        entry_row = QHBoxLayout()
        self.table_label, self.score_label = QLabel(), QLabel()
        entry_row.addWidget(self.table_label)
        entry_row.addWidget(self.table_entry)
        entry_row.addWidget(self.score_label)
        entry_row.addWidget(self.score_entry)
        entry_row.addWidget(self.enter_button)
        entry_row.addWidget(self.entry_status, 1)
        entry_row.addWidget(self.remaining_label)
        rounds_page = QWidget()
        rl = QVBoxLayout(rounds_page)
        rl.addLayout(round_row)
        rl.addWidget(self.pairings_table, 1)
        rl.addLayout(entry_row)

        # ---- standings
        self.standings_table = _table(5, "standingsTable")
        self.standings_table.setSortingEnabled(True)
        standings_page = QWidget()
        QVBoxLayout(standings_page).addWidget(self.standings_table)

        # ---- penalties
        self.penalty_player = QComboBox()
        self.penalty_player.setObjectName("penaltyPlayer")
        # searchable: typing "gom" finds "María Gómez (P014)"
        self.penalty_player.setEditable(True)
        self.penalty_player.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        player_completer = self.penalty_player.completer()
        if player_completer is not None:
            player_completer.setFilterMode(Qt.MatchFlag.MatchContains)
            player_completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            player_completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.penalty_infraction = QLineEdit()
        self.penalty_infraction.setObjectName("penaltyInfraction")
        self.penalty_pick = QComboBox()
        self.penalty_pick.setObjectName("penaltyPick")
        self.penalty_judge = QLineEdit()
        self.penalty_judge.setObjectName("penaltyJudge")
        self.penalty_table = table_spin("penaltyTable")
        self.edit_penalty_button = QPushButton()
        self.edit_penalty_button.setObjectName("editPenalty")
        self.delete_penalty_button = QPushButton()
        self.delete_penalty_button.setObjectName("deletePenalty")
        self.penalty_kind = QComboBox()
        self.penalty_kind.setObjectName("penaltyKind")
        self.penalty_book = QComboBox()
        for book in all_rulebooks():
            self.penalty_book.addItem(book.info.title, book.id)
        self.penalty_section = QComboBox()
        self.penalty_section.setObjectName("penaltySection")
        self.penalty_section.setEditable(True)
        self.penalty_section.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        completer = self.penalty_section.completer()
        if completer is not None:  # "descanso" or "P6" finds its section, not only a prefix
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            completer.setCompletionMode(completer.CompletionMode.PopupCompletion)
        self.show_rule_button = QPushButton()
        self.penalty_note = QLineEdit()
        self.add_penalty_button = QPushButton()
        self.add_penalty_button.setObjectName("addPenalty")
        self.penalty_hint = QLabel()
        self.penalty_hint.setObjectName("penaltyHint")
        self.penalty_hint.setTextFormat(Qt.TextFormat.PlainText)
        self.penalty_hint.setWordWrap(True)
        self.suggested_kind: str | None = None
        self.champion: str | None = None
        self.top_cut_box: QDialog | None = None
        self.penalties_table = _table(8, "penaltiesTable")
        form = QFormLayout()
        self.pen_labels = [QLabel() for _ in range(7)]
        cite_row = QHBoxLayout()
        cite_row.addWidget(self.penalty_book)
        cite_row.addWidget(self.penalty_section, 1)
        cite_row.addWidget(self.show_rule_button)
        infraction_row = QHBoxLayout()
        infraction_row.addWidget(self.penalty_pick, 1)
        infraction_row.addWidget(self.penalty_infraction, 2)
        where_row = QHBoxLayout()
        where_row.addWidget(self.penalty_table)
        where_row.addWidget(self.pen_labels[6])
        where_row.addWidget(self.penalty_judge, 1)
        form.addRow(self.pen_labels[0], self.penalty_player)
        form.addRow(self.pen_labels[1], infraction_row)
        form.addRow(self.pen_labels[2], self.penalty_kind)
        form.addRow(self.pen_labels[3], cite_row)
        form.addRow(self.pen_labels[5], where_row)
        form.addRow(self.pen_labels[4], self.penalty_note)
        pen_buttons = QHBoxLayout()
        pen_buttons.addWidget(self.penalty_hint, 1)
        pen_buttons.addWidget(self.add_penalty_button)
        pen_buttons.addWidget(self.edit_penalty_button)
        pen_buttons.addWidget(self.delete_penalty_button)
        penalties_page = QWidget()
        pen = QVBoxLayout(penalties_page)
        pen.addLayout(form)
        pen.addLayout(pen_buttons)
        self.history_label = QLabel()
        pen.addWidget(self.history_label)
        pen.addWidget(self.penalties_table, 1)

        self.pages = QTabWidget()
        self.pages.setObjectName("eventPages")
        self.pages.addTab(players_page, "")
        self.pages.addTab(rounds_page, "")
        self.pages.addTab(standings_page, "")
        self.pages.addTab(penalties_page, "")
        self.bracket = BracketView()
        self.pages.addTab(self.bracket, "")
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.header)
        layout.addWidget(self.pages, 1)

        # ---- wiring
        self.event_combo.activated.connect(self._event_chosen)
        self.pages.currentChanged.connect(
            lambda i: self._show_standings() if i == 2 else None)
        self.new_button.clicked.connect(self.new_event_dialog)
        self.player_name.returnPressed.connect(self._add_player_from_field)
        self.add_player_button.clicked.connect(self._add_player_from_field)
        self.import_button.clicked.connect(self._import_dialog)
        self.drop_button.clicked.connect(self._drop_selected)
        self.edit_player_button.clicked.connect(self.edit_player_dialog)
        self.undrop_button.clicked.connect(self._undrop_selected)
        self.players_table.cellDoubleClicked.connect(lambda _r, _c: self.edit_player_dialog())
        self.pair_button.clicked.connect(self.pair_next_round)
        self.repair_button.clicked.connect(self.repair_round)
        self.top_cut_button.clicked.connect(self.top_cut_dialog)
        self.audit_button.clicked.connect(self.verify_audit)
        self.round_combo.activated.connect(lambda _i: self._refresh_pairings())
        self.score_entry.returnPressed.connect(self.enter_result)
        self.enter_button.clicked.connect(self.enter_result)
        self.table_entry.lineEdit().returnPressed.connect(self._table_entered)
        self.pairings_table.cellDoubleClicked.connect(self._correct_row)
        self.correct_action = QAction(self)
        self.correct_action.setShortcuts([QKeySequence(Qt.Key.Key_Return),
                                          QKeySequence(Qt.Key.Key_Enter),
                                          QKeySequence(Qt.Key.Key_F2)])
        self.correct_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.correct_action.triggered.connect(
            lambda: self._correct_row(self.pairings_table.currentRow()))
        self.pairings_table.addAction(self.correct_action)
        self.drop_action = QAction(self)
        self.drop_action.setShortcut(QKeySequence(Qt.Key.Key_Delete))
        self.drop_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.drop_action.triggered.connect(self._drop_selected)
        self.players_table.addAction(self.drop_action)
        self.penalty_book.currentIndexChanged.connect(self._fill_sections)
        self.show_rule_button.clicked.connect(self._show_penalty_rule)
        self.add_penalty_button.clicked.connect(self.add_penalty_from_form)
        self.penalty_pick.activated.connect(lambda _i: self._infraction_picked())
        self.edit_penalty_button.clicked.connect(self.edit_penalty_dialog)
        self.delete_penalty_button.clicked.connect(self.delete_penalty_dialog)
        self.penalties_table.cellDoubleClicked.connect(lambda _r, _c: self.edit_penalty_dialog())
        self.delete_penalty_action = QAction(self)
        self.delete_penalty_action.setShortcut(QKeySequence(Qt.Key.Key_Delete))
        self.delete_penalty_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.delete_penalty_action.triggered.connect(self.delete_penalty_dialog)
        self.penalties_table.addAction(self.delete_penalty_action)
        self.penalty_player.currentIndexChanged.connect(lambda _i: self._refresh_penalties())
        self.penalty_infraction.editingFinished.connect(
            lambda: self._update_hint(self.penalty_player.currentData()))
        self.penalty_section.currentIndexChanged.connect(
            lambda _i: self._update_hint(self.penalty_player.currentData()))
        self.undo_button.clicked.connect(self.undo_stack.undo)
        self.redo_button.clicked.connect(self.undo_stack.redo)
        self.undo_stack.canUndoChanged.connect(self.undo_button.setEnabled)
        self.undo_stack.canRedoChanged.connect(self.redo_button.setEnabled)
        self.undo_action = self.undo_stack.createUndoAction(self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.redo_action = self.undo_stack.createRedoAction(self)
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        self.redo_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.addAction(self.undo_action)
        self.addAction(self.redo_action)
        self.undo_button.setEnabled(False)
        self.redo_button.setEnabled(False)
        self._fill_sections()
        self.retranslate()
        from ui.floor_view import FloorPanel  # the "Floor" tab (docs/floor.md)
        FloorPanel.attach(self)
        self.connect_database(db_url)

    # ------------------------------------------------------------------ database
    @property
    def lang(self) -> Lang:
        return "en" if self._language() == "en" else "es"

    def connect_database(self, db_url: str) -> bool:
        """Use the event database at ``db_url`` (SQLite file or PostgreSQL URL)."""
        try:
            from judge_app.storage.service import EventService  # type: ignore[import-untyped,unused-ignore]

            service = EventService(db_url)
            service.list_events()  # reach the database now, not at the first click
        except Exception as exc:  # a bad URL or an unreachable server: say so, keep the window
            # The database in use (if any) stays connected, with its event open.
            show_error(self, self.tr("Could not open the database %1").replace("%1", db_url), exc)
            return False
        self.service = service
        self.db_url = db_url
        self.undo_stack.clear()
        self.event_id = None
        self.summary = None
        self._refresh_event_list()
        last = self.settings.last_event
        if last and self.event_combo.findData(last) >= 0:
            self.open_event(last)
        else:
            self._refresh_all()
        return True

    def _call(self, what: str, fn: Callable[[], Any]) -> tuple[bool, Any]:
        """Run one service call; a refusal becomes a dialog naming ``what`` and why."""
        try:
            return True, fn()
        except Exception as exc:  # TournamentError, ValueError, a database error…
            show_error(self, what, exc)
            return False, None

    # ------------------------------------------------------------------ events
    def _refresh_event_list(self) -> None:
        self.event_combo.clear()
        if self.service is None:
            return
        archived = self.show_archived_action.isChecked()
        _ok, events = self._call(self.tr("Could not list the events"),
                                 lambda: self.service.list_events(include_archived=archived))
        for ev in events or []:
            label = f"{ev.name} ({game_title(ev.game)}, {ev.date})"
            if ev.archived:
                label += " — " + self.tr("archived")
            self.event_combo.addItem(label, ev.id)
        if self.event_id is not None:
            self.event_combo.setCurrentIndex(self.event_combo.findData(self.event_id))

    def toggle_archive(self) -> bool:
        """Archive the open event (hidden from the list, nothing lost), or take it out."""
        if self.service is None or self.event_id is None or self.summary is None:
            return False
        event_id, archived = self.event_id, not self.summary.archived
        ok, _ = self._call(self.tr("Could not archive the event"),
                           lambda: self.service.archive_event(event_id, archived))
        if ok:
            self._refresh_all()
            self._refresh_event_list()
            self.retranslate_event_menu()
            self._status(self.tr("Event archived: find it again with Event → Show archived "
                                 "events") if archived else self.tr("Event back in the list"))
        return bool(ok)

    def retranslate_event_menu(self) -> None:
        self.archive_action.setText(self.tr("Take this event out of the archive")
                                    if self.summary is not None and self.summary.archived
                                    else self.tr("Archive this event"))

    def delete_event(self, event_id: str, force: bool = False) -> bool:
        """Delete an event and all of it (one with rounds only with ``force``)."""
        if self.service is None:
            return False
        ok, _ = self._call(self.tr("Could not delete the event"),
                           lambda: self.service.delete_event(event_id, force=force))
        if ok:
            if event_id == self.event_id:
                self.event_id = None
                self.summary = None
                self.settings.last_event = ""
                self.undo_stack.clear()
                self._reset_entry()
            self._refresh_event_list()
            self._refresh_all()
        return bool(ok)

    def delete_event_dialog(self) -> None:
        """Ask before deleting the open event; one with rounds played says so (archive it)."""
        if self.summary is None or self.event_id is None:
            return
        event_id, summary = self.event_id, self.summary
        played = summary.current_round > 0
        detail = (self.tr("It has %n round(s) paired: its results, penalties and audit log "
                          "are deleted too. Archiving keeps them.", "", summary.current_round)
                  if played else self.tr("Its players are deleted too."))
        self.confirm_box = confirm(
            self, self.tr("Delete an event"),
            self.tr("Delete the event %1 (%2)?").replace("%1", summary.name)
            .replace("%2", summary.id),
            lambda: self.delete_event(event_id, force=played), detail, self.tr("Delete"))

    def create_event(self, name: str, game: str, profile: str | None = None) -> str | None:
        """Create an event and open it; its id (None if the service refused)."""
        if self.service is None:
            return None
        ok, summary = self._call(self.tr("Could not create the event"),
                                 lambda: self.service.create_event(
                                     name, game, profile=profile or self.settings.profile))
        if not ok:
            return None
        self._refresh_event_list()
        self.open_event(summary.id)
        return str(summary.id)

    def open_event(self, event_id: str) -> None:
        """Show ``event_id`` at its current round, with an empty entry line and status."""
        changed = event_id != self.event_id
        self.event_id = event_id
        self.undo_stack.clear()
        self.settings.last_event = event_id
        self.event_combo.setCurrentIndex(self.event_combo.findData(event_id))
        if changed:
            self.round_combo.clear()  # the round shown was the other event's
            self._reset_entry()
        self._refresh_all()

    def _event_chosen(self, index: int) -> None:
        event_id = self.event_combo.itemData(index)
        if event_id is not None:
            self.open_event(str(event_id))

    def new_event_dialog(self) -> None:
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("New event"))
        name = QLineEdit()
        name.setMinimumWidth(name.fontMetrics().averageCharWidth() * 40)  # a whole event name
        game = QComboBox()
        for key in ALL_GAMES:
            game.addItem(game_title(key), key)
        profile = QComboBox()
        for key in PROFILES:
            profile.addItem(profile_title(key), key)
        profile.setCurrentIndex(PROFILES.index(self.settings.profile))
        form = QFormLayout(dialog)
        form.addRow(self.tr("Name:"), name)
        form.addRow(self.tr("Game:"), game)
        form.addRow(self.tr("Tiebreakers:"), profile)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        form.addRow(buttons)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        dialog.accepted.connect(lambda: self._create_from_dialog(
            name.text().strip(), str(game.currentData()), str(profile.currentData())))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setObjectName("newEventDialog")
        self.new_event_box = dialog
        dialog.open()
        name.setFocus()

    def _create_from_dialog(self, name: str, game: str, profile: str) -> None:
        """Create the event, then wait for the first player's name (registration comes next)."""
        if not name:
            show_error(self, self.tr("Could not create the event"),
                       self.tr("The event needs a name."))
            return
        self.window().activateWindow()  # the keyboard back in the window, not nowhere
        if self.create_event(name, game, profile):
            self.pages.setCurrentIndex(0)
            self.player_name.setFocus()

    def open_event_dialog(self) -> None:
        self._refresh_event_list()
        self.event_combo.setFocus()
        self.event_combo.showPopup()

    # ------------------------------------------------------------------ players
    def add_player(self, name: str) -> bool:
        if self.service is None or self.event_id is None or not name.strip():
            return False
        event_id = self.event_id
        ok, _ = self._call(self.tr("Could not add the player"),
                           lambda: self.service.add_player(event_id, name.strip()))
        if ok:
            self._refresh_all()
        return bool(ok)

    def _add_player_from_field(self) -> None:
        if self.add_player(self.player_name.text()):
            self.player_name.clear()
            self.player_name.setFocus()

    def import_players(self, path: str | Path) -> int:
        if self.service is None or self.event_id is None:
            return 0
        event_id = self.event_id
        ok, added = self._call(self.tr("Could not import the players from %1")
                               .replace("%1", str(path)),
                               lambda: self.service.import_players_csv(event_id, Path(path)))
        self._refresh_all()
        return len(added) if ok and added is not None else 0

    def _import_dialog(self) -> None:
        from ui.report_preview import documents_dir

        name, _ = QFileDialog.getOpenFileName(self, self.tr("Import players"),
                                              str(documents_dir()),
                                              self.tr("CSV files (*.csv)"))
        if name:
            self.import_players(name)

    def drop_player(self, player_id: str) -> bool:
        if self.service is None or self.event_id is None:
            return False
        event_id = self.event_id
        ok, _ = self._call(self.tr("Could not drop the player"),
                           lambda: self.service.drop_player(event_id, player_id))
        self._refresh_all()
        return bool(ok)

    def _drop_selected(self) -> None:
        """Drop the selected player (button or Delete key), after the judge confirms."""
        row = self.players_table.currentRow()
        item = self.players_table.item(row, 0) if row >= 0 else None
        if item is None:
            self._status(self.tr("Select the player to drop first."), error=True)
            return
        player_id = item.text()
        name_item = self.players_table.item(row, 1)
        name = name_item.text() if name_item is not None else player_id
        self.confirm_box = confirm(
            self, self.tr("Drop a player"),
            self.tr("Drop %1 (%2) from the event?").replace("%1", name).replace("%2", player_id),
            lambda: self.drop_player(player_id),
            self.tr("Results so far are kept; the player is not paired again (Reinstate "
                    "brings back a player dropped by mistake)."),
            self.tr("Drop"))

    def _selected_player(self) -> str | None:
        row = self.players_table.currentRow()
        item = self.players_table.item(row, 0) if row >= 0 else None
        return None if item is None else item.text()

    def edit_player(self, player_id: str, name: str | None = None,
                    member_id: str | None = None) -> bool:
        """Correct a player's name or membership id (audited by the service)."""
        if self.service is None or self.event_id is None:
            return False
        event_id = self.event_id
        ok, _ = self._call(self.tr("Could not edit the player"),
                           lambda: self.service.edit_player(event_id, player_id, name=name,
                                                            member_id=member_id))
        if ok:
            self._refresh_all()
        return bool(ok)

    def edit_player_dialog(self) -> None:
        """The selected player's name and membership id in a dialog."""
        player_id = self._selected_player()
        if self.service is None or self.event_id is None or player_id is None:
            self._status(self.tr("Select the player to edit first."), error=True)
            return
        player = next((p for p in self.service.players(self.event_id) if p.id == player_id),
                      None)
        if player is None:
            return
        dialog = PlayerDialog(player, self)
        dialog.accepted.connect(lambda: self.edit_player(
            player_id, dialog.name.text(), dialog.member_id.text()))
        self.player_dialog = dialog
        dialog.open()

    def undrop_player(self, player_id: str) -> bool:
        """Reinstate a player dropped by mistake (paired again from the next round)."""
        if self.service is None or self.event_id is None:
            return False
        event_id = self.event_id
        ok, _ = self._call(self.tr("Could not reinstate the player"),
                           lambda: self.service.undrop_player(event_id, player_id))
        self._refresh_all()
        return bool(ok)

    def _undrop_selected(self) -> None:
        player_id = self._selected_player()
        if player_id is None:
            self._status(self.tr("Select the player to reinstate first."), error=True)
            return
        self.undrop_player(player_id)

    # ------------------------------------------------------------------ rounds
    def pair_next_round(self) -> None:
        """Pair the next Swiss round off the UI thread (thousands of players take a moment)."""
        if self.service is None or self.event_id is None:
            return
        event_id = self.event_id
        service = self.service
        run_in_background(self, self.tr("Pairing the next round…"),
                          lambda: service.pair_next_round(event_id),
                          lambda _result: self._paired(), self.tr("Could not pair the round"))

    def repair_round(self) -> None:
        """Pair the current round again (only before any result is in)."""
        if self.service is None or self.event_id is None:
            return
        event_id = self.event_id
        service = self.service
        run_in_background(self, self.tr("Pairing the round again…"),
                          lambda: service.repair_round(event_id),
                          lambda _result: self._paired(), self.tr("Could not re-pair the round"))

    def _paired(self) -> None:
        self.undo_stack.clear()
        self._refresh_all()
        self.show_round(self.current_round)  # the new round's pairings, ready for results
        self.pages.setCurrentIndex(1)
        self.table_entry.setValue(self.next_open_table(0) or 1)  # the new round's first table
        self.table_entry.setFocus()
        self.table_entry.selectAll()
        self.changed.emit()

    # ------------------------------------------------------------------ top cut
    def active_players(self) -> int:
        """Players still in the event (not dropped): the seeds a top cut can take."""
        if self.service is None or self.event_id is None:
            return 0
        return sum(not p.dropped for p in self.service.players(self.event_id))

    def cut_choices(self) -> list[int]:
        """The cut sizes the players can fill (2, 4, 8, 16, 32)."""
        players = self.active_players()
        return [c for c in CUT_SIZES if c <= players]

    def suggested_cut(self) -> int:
        """The top cut suggested for the attendance (MTR Appendix E), else the largest that
        fits up to 8 (small events the table leaves without a cut)."""
        choices = self.cut_choices()
        if not choices:
            return 0
        registered = len(self.service.players(self.event_id)) if self.service else 0
        try:
            suggested = suggest_structure(max(2, registered)).top_cut
        except ValueError:
            suggested = 0
        if suggested in choices:
            return suggested
        return max(c for c in choices if c <= 8)

    @property
    def top_cut_started(self) -> bool:
        return self.last_swiss_round < self.current_round

    @property
    def last_swiss_round(self) -> int:
        if self.service is None or self.event_id is None:
            return 0
        return int(self.service.last_swiss_round(self.event_id))

    def top_cut_dialog(self) -> None:
        """Ask for the cut (2–32, the suggestion preselected), then pair its first round."""
        choices = self.cut_choices()
        if self.service is None or self.event_id is None or not choices:
            show_error(self, self.tr("Could not start the top cut"),
                       self.tr("Open an event with at least two active players first."))
            return
        dialog = QDialog(self)
        dialog.setObjectName("topCutDialog")
        dialog.setWindowTitle(self.tr("Top cut"))
        combo = QComboBox()
        combo.setObjectName("cutCombo")
        for cut in choices:
            combo.addItem(self.tr("Top %1").replace("%1", str(cut)), cut)
        combo.setCurrentIndex(combo.findData(self.suggested_cut()))
        form = QFormLayout(dialog)
        hint = QLabel(self.tr("The best players of the Swiss standings (dropped players left "
                              "out) play single elimination: 1st against last, and so on."))
        hint.setWordWrap(True)
        form.addRow(hint)
        from judge_app.tournament.structure import early_cut_warning

        registered = len(self.service.players(self.event_id))
        early = early_cut_warning(registered, self.last_swiss_round)
        self.cut_warning = QLabel(early[1 if self.lang == "en" else 0] if early else "")
        self.cut_warning.setObjectName("cutWarning")
        self.cut_warning.setWordWrap(True)
        self.cut_warning.setStyleSheet("color: #c62828; font-weight: bold")
        self.cut_warning.setVisible(early is not None)
        form.addRow(self.cut_warning)
        form.addRow(self.tr("Cut:"), combo)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        form.addRow(buttons)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        dialog.accepted.connect(lambda: self.start_top_cut(int(combo.currentData())))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.top_cut_box = dialog
        dialog.open()

    def start_top_cut(self, cut: int) -> None:
        """Pair the first elimination round of a top ``cut`` off the UI thread."""
        if self.service is None or self.event_id is None:
            return
        event_id, service = self.event_id, self.service
        run_in_background(self, self.tr("Seeding the top cut…"),
                          lambda: service.top_cut(event_id, cut),
                          lambda _result: self._paired(),
                          self.tr("Could not start the top cut"))

    def seeds(self) -> dict[str, int]:
        """Player id → seed in the top cut (1 the best of the Swiss), from its first round."""
        if self.service is None or self.event_id is None or not self.top_cut_started:
            return {}
        from judge_app.tournament.topcut import seeds_of

        first = self.service.matches(self.event_id, self.last_swiss_round + 1)
        return {pid: i + 1 for i, pid in enumerate(seeds_of(first)) if pid}

    def _refresh_bracket(self) -> None:
        if self.service is None or self.event_id is None:
            self.bracket.set_bracket([], {}, None)
            return
        last_swiss = self.last_swiss_round
        tops = [self.service.matches(self.event_id, r)
                for r in range(last_swiss + 1, self.current_round + 1)]
        champion = self.service.champion(self.event_id) if tops else None
        self.champion = champion
        self.bracket.set_bracket(tops, self.names(), champion)

    # ------------------------------------------------------------------ audit
    def verify_audit(self) -> bool | None:
        """Check the event's hash-chained audit log; the verdict in a dialog (None: no event)."""
        if self.service is None or self.event_id is None:
            show_error(self, self.tr("No event is open"), self.tr("Create or open an event first."))
            return None
        event_id = self.event_id
        ok, check = self._call(self.tr("Could not verify the audit log"),
                               lambda: self.service.verify_audit(event_id))
        if not ok:
            return None
        if check.ok:
            box = QMessageBox(QMessageBox.Icon.Information, self.tr("Audit log"),
                              self.tr("The audit log is intact: %n entry(ies), none edited, "
                                      "deleted or inserted.", "", check.entries), parent=self)
        else:
            box = QMessageBox(QMessageBox.Icon.Critical, self.tr("Audit log"),
                              self.tr("The audit log was tampered with: %n problem(s).", "",
                                      len(check.problems)), parent=self)
            box.setInformativeText("\n".join(f"#{p.seq}: {p.reason}" for p in check.problems))
        box.setObjectName("auditDialog")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.audit_box = box
        box.open()
        return bool(check.ok)

    def show_round(self, round_no: int) -> None:
        """Show the pairings and results of ``round_no`` (result entry goes to that round)."""
        index = self.round_combo.findData(round_no)
        if index >= 0:
            self.round_combo.setCurrentIndex(index)
            self._refresh_pairings()

    @property
    def current_round(self) -> int:
        return self.summary.current_round if self.summary is not None else 0

    @property
    def shown_round(self) -> int:
        data = self.round_combo.currentData()
        return int(data) if data is not None else self.current_round

    def match_at(self, round_no: int, table: int) -> MatchRecord | None:
        if self.service is None or self.event_id is None:
            return None
        for m in self.service.matches(self.event_id, round_no):
            if m.table == table:
                return m  # type: ignore[no-any-return]
        return None

    def enter_result(self) -> bool:
        """Enter the typed score at the typed table of the shown round (Enter in the score box).

        A table that already has a result is not overwritten silently (a mistyped
        table number would erase another slip): the judge confirms the replacement,
        *No* being the default. Returns True once the result is written.
        """
        text = self.score_entry.text().strip()
        table = self.table_entry.value()
        try:
            score = GameScore.parse(text)
        except ValueError as exc:
            self._status(error_text(exc), error=True)
            self.score_entry.setFocus()
            self.score_entry.selectAll()
            return False
        match = self.match_at(self.shown_round, table)
        if match is not None and match.score is not None and not match.is_bye:
            names = self.names()
            self.confirm_box = confirm(
                self, self.tr("Replace a result"),
                self.tr("Table %1 already has %2 (%3 vs %4). Replace it with %5?")
                .replace("%1", str(table)).replace("%2", str(match.score))
                .replace("%3", names.get(match.p1, match.p1))
                .replace("%4", names.get(match.p2 or "", match.p2 or ""))
                .replace("%5", str(score)),
                lambda: self._entered(self.record(self.shown_round, table, score)),
                self.tr("The change is kept in the audit log and can be undone (Ctrl+Z)."),
                self.tr("Replace"))
            self.confirm_box.finished.connect(lambda _r=0: self._after_confirm())
            return False
        return self._entered(self.record(self.shown_round, table, score))

    def _entered(self, ok: bool) -> bool:
        """Where the next keystroke goes after an entry: a new table, or fix the score."""
        if not ok:
            self.score_entry.setFocus()
            self.score_entry.selectAll()
            return False
        self.score_entry.clear()
        following = self.next_open_table(self.table_entry.value())
        if following is not None:  # the next slip is usually the next table
            self.table_entry.setValue(following)
        self.table_entry.setFocus()
        self.table_entry.selectAll()
        return True

    def next_open_table(self, after: int) -> int | None:
        """The first table after ``after`` (wrapping round) of the shown round still without
        a result; ``None`` once every result is in."""
        if self.service is None or self.event_id is None:
            return None
        open_tables = sorted(m.table for m in self.service.matches(self.event_id,
                                                                   self.shown_round)
                             if not m.is_bye and m.score is None)
        if not open_tables:
            return None
        return next((t for t in open_tables if t > after), open_tables[0])

    def _after_confirm(self) -> None:
        if self.score_entry.text():  # kept (No): the typed score waits to be fixed
            self.score_entry.setFocus()
            self.score_entry.selectAll()

    def record(self, round_no: int, table: int, score: GameScore) -> bool:
        """Enter or correct one result through the undo stack."""
        match = self.match_at(round_no, table)
        if match is None:
            self._status(self.tr("Round %1 has no table %2").replace("%1", str(round_no))
                         .replace("%2", str(table)), error=True)
            return False
        if match.is_bye:
            self._status(self.tr("Table %1 is a bye").replace("%1", str(table)), error=True)
            return False
        if self.top_cut_started and round_no <= self.last_swiss_round and self.service:
            return self._ask_cut_change(round_no, table, score, match)
        return self._record_now(round_no, table, score, match)

    def _ask_cut_change(self, round_no: int, table: int, score: GameScore,
                        match: MatchRecord) -> bool:
        """A Swiss result corrected once the top cut began: say what it changes (the core
        works it out), and write it only if the judge confirms."""
        event_id = str(self.event_id)
        ok, effect = self._call(self.tr("Could not correct the result of table %1")
                                .replace("%1", str(table)),
                                lambda: self.service.correction_effect(event_id, round_no,
                                                                       table, score))
        if not ok:
            return False
        if effect is None:
            return self._record_now(round_no, table, score, match)
        names = self.names()

        def who(ids: tuple[str, ...]) -> str:
            return ", ".join(f"{names.get(p, p)} ({p})" for p in ids)

        if not effect.changes:
            detail = self.tr("It does not change who is in the top %1 nor their seeds.")
        elif effect.reseeded:
            detail = self.tr("The same players stay in the top %1, but their seeds change: "
                             "other first-round opponents.")
        else:
            detail = (self.tr("With it, the top %1 would be different: %2 would be in, %3 "
                              "out.").replace("%2", who(effect.entering))
                      .replace("%3", who(effect.leaving)))
        detail = detail.replace("%1", str(effect.cut)) + " " + self.tr(
            "The bracket already played is not changed: the head judge decides.")
        self.cut_change = effect
        self.confirm_box = confirm(
            self, self.tr("The top cut has begun"),
            self.tr("Correct round %1, table %2 to %3?").replace("%1", str(round_no))
            .replace("%2", str(table)).replace("%3", str(score)),
            lambda: self._record_now(round_no, table, score, match), detail,
            self.tr("Correct"))
        return False

    def _record_now(self, round_no: int, table: int, score: GameScore,
                    match: MatchRecord) -> bool:
        # Written first, pushed only once the service took it: a refused result (a top-cut
        # draw, a closed round…) never enters the undo history.
        if not self._write_result(round_no, table, score, match.score):
            return False
        self.undo_stack.push(ResultCommand(self, round_no, table, score, match.score))
        return True

    def _write_result(self, round_no: int, table: int, score: GameScore | None,
                      before: GameScore | None) -> bool:
        """The one place results are written: a first entry, or an (audited) correction."""
        if self.service is None or self.event_id is None:
            return False
        event_id = self.event_id
        if before is None and score is not None and round_no == self.current_round:
            ok, _ = self._call(self.tr("Could not enter the result of table %1")
                               .replace("%1", str(table)),
                               lambda: self.service.record_result(event_id, table, str(score)))
        else:
            ok, _ = self._call(self.tr("Could not correct the result of table %1")
                               .replace("%1", str(table)),
                               lambda: self.service.correct_result(
                                   event_id, round_no, table,
                                   None if score is None else str(score)))
        if ok:
            shown = "—" if score is None else str(score)
            self.score_entry.clear()  # saved: the next Enter cannot record it again
            self._status(self.tr("Table %1: %2").replace("%1", str(table)).replace("%2", shown))
        self._refresh_results()
        self.changed.emit()
        return bool(ok)

    def _refresh_results(self) -> None:
        """After a result: the pairings and standings (what it changes), nothing else.

        A full refresh re-reads players and penalties too, which is what made a
        slip cost a tenth of a second at 100 players; in a top cut the bracket and
        the champion change as well, so there everything is refreshed.
        """
        if self.service is None or self.event_id is None or self.top_cut_started:
            self._refresh_all()
            return
        self._names = None
        ok, summary = self._call(self.tr("Could not read the event"),
                                 lambda: self.service.event_summary(self.event_id))
        if not ok or summary.current_round != self.current_round:
            self._refresh_all()  # another station paired meanwhile: show everything
            return
        self.summary = summary
        self._refresh_pairings()
        self._standings_stale = True
        if self.pages.currentIndex() == 2:  # on screen: now; otherwise when its tab opens
            self._show_standings()

    def _show_standings(self) -> None:
        if self._standings_stale and self.service is not None and self.event_id is not None:
            self._fill_standings(self.service.standings(self.event_id))

    def _table_entered(self) -> None:
        """Table typed: show who sits there (the slip can be checked), then go to the score."""
        table = self.table_entry.value()
        match = self.match_at(self.shown_round, table)
        if match is None or match.is_bye:
            self._status(self.tr("Round %1 has no table %2").replace("%1", str(self.shown_round))
                         .replace("%2", str(table)) if match is None
                         else self.tr("Table %1 is a bye").replace("%1", str(table)), error=True)
            self.table_entry.selectAll()
            return
        names = self.names()
        text = self.tr("Table %1: %2 vs %3").replace("%1", str(table)).replace(
            "%2", names.get(match.p1, match.p1)).replace("%3", names.get(match.p2 or "", ""))
        if match.score is not None:
            text += " · " + self.tr("already in: %1").replace("%1", str(match.score))
        self._status(text)
        for row in range(self.pairings_table.rowCount()):
            item = self.pairings_table.item(row, 0)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == table:
                self.pairings_table.selectRow(row)
                self.pairings_table.scrollToItem(item)
                break
        self.score_entry.setFocus()
        self.score_entry.selectAll()

    def _correct_row(self, row: int, _column: int = 0) -> None:
        """Fix the result of one row (double-click, Enter or F2 on the pairings table)."""
        item = self.pairings_table.item(row, 0)
        if item is None or item.data(Qt.ItemDataRole.UserRole) is None:
            return
        table = int(item.data(Qt.ItemDataRole.UserRole))
        round_no = self.shown_round
        match = self.match_at(round_no, table)
        if match is None or match.is_bye:
            return
        names = self.names()
        dialog = QInputDialog(self)
        dialog.setObjectName("correctDialog")
        dialog.setWindowTitle(self.tr("Correct a result"))
        dialog.setLabelText(
            self.tr("Round %1, table %2: %3 (player 1) vs %4 (player 2).\nScore, player 1 first:")
            .replace("%1", str(round_no)).replace("%2", str(table))
            .replace("%3", names.get(match.p1, match.p1))
            .replace("%4", names.get(match.p2 or "", match.p2 or "")))
        for label in dialog.findChildren(QLabel):  # names are shown as typed, never as markup
            label.setTextFormat(Qt.TextFormat.PlainText)
        dialog.setTextValue("" if match.score is None else str(match.score))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def chosen(text: str) -> None:
            if not text.strip():
                return
            try:
                score = GameScore.parse(text.strip())
            except ValueError as exc:
                show_error(self, self.tr("Could not correct the result of table %1")
                           .replace("%1", str(table)), exc)
                return
            self.record(round_no, table, score)
            self.pairings_table.setFocus()

        dialog.finished.connect(lambda _r=0: self.window().activateWindow())
        dialog.textValueSelected.connect(chosen)
        self.correct_dialog = dialog
        dialog.open()
        for edit in dialog.findChildren(QLineEdit):  # typing replaces the score shown
            edit.setFocus()
            edit.selectAll()

    def _reset_entry(self) -> None:
        """An empty score box and status line: nothing typed for one round reaches another."""
        self.score_entry.clear()
        self.entry_status.clear()
        self.entry_status.setStyleSheet("")

    def _status(self, text: str, error: bool = False) -> None:
        color = "#c62828" if error else "#2e7d32"
        self.entry_status.setStyleSheet(f"color: {color}")
        self.entry_status.setText(text)

    # ------------------------------------------------------------------ penalties
    def _fill_sections(self) -> None:
        book = get_rulebook(str(self.penalty_book.currentData()))
        self.penalty_section.clear()
        for s in book.sections:
            self.penalty_section.addItem(f"{s.id} — {s.title}", s.id)

    def penalty_citation(self) -> Citation:
        """The citation picked in the form (a typed id is accepted as is)."""
        book = str(self.penalty_book.currentData())
        data = self.penalty_section.currentData()
        text = self.penalty_section.currentText().strip()
        if data is None or not text.startswith(str(data)):
            data = text.split(" ", 1)[0]
        return Citation(book, str(data))

    def set_penalty_citation(self, citation: Citation) -> bool:
        """Put ``citation`` in the penalty form (from the rulebook browser) and show the form."""
        index = self.penalty_book.findData(citation.rulebook)
        if index < 0:
            return False
        self.penalty_book.setCurrentIndex(index)
        section = self.penalty_section.findData(citation.section)
        if section >= 0:
            self.penalty_section.setCurrentIndex(section)
        else:
            self.penalty_section.setEditText(citation.section)
        self.pages.setCurrentIndex(3)
        self.penalty_infraction.setFocus()
        return True

    def _show_penalty_rule(self) -> None:
        self.citationActivated.emit(self.penalty_citation())

    def add_penalty_from_form(self) -> bool:
        if self.service is None or self.event_id is None:
            return False
        player = self.penalty_player.currentData()
        infraction = self.penalty_infraction.text().strip()
        if player is None or not infraction:
            show_error(self, self.tr("Could not add the penalty"),
                       self.tr("Choose a player and describe the infraction."))
            return False
        kind = PenaltyKind(str(self.penalty_kind.currentData()))
        citation = self.penalty_citation()
        event_id = self.event_id
        note = self.penalty_note.text().strip()
        judge = self.penalty_judge.text().strip()
        table = self.penalty_table.value() or None
        ok, _ = self._call(self.tr("Could not add the penalty"),
                           lambda: self.service.add_penalty(
                               event_id, str(player), infraction=infraction, kind=kind,
                               citation=citation, round=self.current_round or None, note=note,
                               judge=judge, table=table))
        if ok:
            # a clean form for the next one (the judge's name stays: the same judge goes on)
            self.penalty_infraction.clear()
            self.penalty_note.clear()
            self.penalty_table.setValue(0)
            self.penalty_pick.setCurrentIndex(0)
            self._refresh_penalties()
            # the kind starts over too (a disqualification must never carry over to the next
            # player); the ladder's hint stays on screen and preselects again once the
            # next infraction is typed or picked
            self.penalty_kind.setCurrentIndex(0)
            self._status(self.tr("Penalty recorded: %1").replace("%1", self._kind_label(kind)))
        return bool(ok)

    # the game's infraction list
    def _fill_infractions(self) -> None:
        """The event's game's infractions (from the core), in the interface's language."""
        game = self.summary.game if self.summary is not None else ""
        self.penalty_pick.blockSignals(True)
        self.penalty_pick.clear()
        self.penalty_pick.addItem(self.tr("Pick an infraction…"), None)
        names = []
        for entry in infractions_for(game):
            name = entry.name(self.lang)
            names.append(name)
            self.penalty_pick.addItem(f"{name} ({entry.citation.section})", entry.key)
        self.penalty_pick.blockSignals(False)
        completer = QCompleter(names, self.penalty_infraction)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.activated.connect(lambda text: self._infraction_named(str(text)))
        self.penalty_infraction.setCompleter(completer)
        book = RULEBOOK_OF_GAME.get(game)
        if book is not None and self.penalty_book.findData(book) >= 0:
            self.penalty_book.setCurrentIndex(self.penalty_book.findData(book))

    def _infraction_picked(self) -> None:
        key = self.penalty_pick.currentData()
        game = self.summary.game if self.summary is not None else ""
        entry = next((e for e in infractions_for(game) if e.key == key), None)
        if entry is not None:
            self.penalty_infraction.setText(entry.name(self.lang))
            self.set_penalty_citation(entry.citation)
            self._update_hint(self.penalty_player.currentData())

    def _infraction_named(self, text: str) -> None:
        game = self.summary.game if self.summary is not None else ""
        entry = next((e for e in infractions_for(game) if e.name(self.lang) == text), None)
        if entry is not None:
            self.penalty_pick.setCurrentIndex(self.penalty_pick.findData(entry.key))
            self.set_penalty_citation(entry.citation)

    # penalty corrections
    def _selected_penalty(self) -> int | None:
        row = self.penalties_table.currentRow()
        item = self.penalties_table.item(row, 0) if row >= 0 else None
        data = None if item is None else item.data(Qt.ItemDataRole.UserRole)
        return None if data is None else int(data)

    def edit_penalty(self, penalty_id: int, **changes: Any) -> bool:
        """Correct a penalty (audited by the service); ``changes`` as ``edit_penalty`` takes."""
        if self.service is None or self.event_id is None or not changes:
            return False
        event_id = self.event_id
        ok, _ = self._call(self.tr("Could not edit the penalty"),
                           lambda: self.service.edit_penalty(event_id, penalty_id, **changes))
        if ok:
            self._refresh_penalties()
        return bool(ok)

    def edit_penalty_dialog(self) -> None:
        penalty_id = self._selected_penalty()
        penalty = getattr(self, "_penalty_list", {}).get(penalty_id)
        if penalty is None:
            self._status(self.tr("Select the penalty to edit first."), error=True)
            return
        kinds = [(self._kind_label(k), k.value) for k in PenaltyKind]
        dialog = PenaltyDialog(penalty, kinds, self.names().get(penalty.player, penalty.player),
                               self.current_round, self)
        dialog.accepted.connect(lambda: self.edit_penalty(int(penalty_id or 0),
                                                          **dialog.changes()))
        self.penalty_dialog = dialog
        dialog.open()

    def delete_penalty(self, penalty_id: int) -> bool:
        """Delete a penalty given by mistake (kept marked deleted; audited)."""
        if self.service is None or self.event_id is None:
            return False
        event_id = self.event_id
        ok, _ = self._call(self.tr("Could not delete the penalty"),
                           lambda: self.service.delete_penalty(event_id, penalty_id))
        if ok:
            self._refresh_penalties()
        return bool(ok)

    def delete_penalty_dialog(self) -> None:
        penalty_id = self._selected_penalty()
        penalty = getattr(self, "_penalty_list", {}).get(penalty_id)
        if penalty_id is None or penalty is None:
            self._status(self.tr("Select the penalty to delete first."), error=True)
            return
        self.confirm_box = confirm(
            self, self.tr("Delete a penalty"),
            self.tr("Delete the penalty %1 (%2) of %3?").replace("%1", str(penalty_id))
            .replace("%2", self._kind_label(penalty.kind))
            .replace("%3", self.names().get(penalty.player, penalty.player)),
            lambda: self.delete_penalty(penalty_id),
            self.tr("It is left out of the lists and the printed report; the audit log keeps "
                    "it."), self.tr("Delete"))

    # ------------------------------------------------------------------ reports
    def preview(self, key: str) -> None:
        """Render one report of this event and open its print preview."""
        from ui.report_preview import preview_report

        if self.service is None or self.event_id is None:
            show_error(self, self.tr("No event is open"), self.tr("Create or open an event first."))
            return
        from judge_app.reports.names import report_file_name

        render, csv_writer, title = self._report(key)
        round_no = self.shown_round or self.current_round
        preview_report(self, title, render, report_file_name(key, round_no, self.lang),
                       csv_writer)

    def _report(self, key: str) -> tuple[Callable[[Path], int], Callable[[Path], None] | None,
                                          str]:
        from judge_app.reports import csv_export, pairings, penalties, slips, standings

        service, event_id, lang = self.service, str(self.event_id), self.lang
        summary = service.event_summary(event_id)
        round_no = self.shown_round or summary.current_round
        players = service.players(event_id)
        if key in ("pairings", "pairings_by_name", "slips"):
            matches = service.matches(event_id, round_no)
            last_swiss = service.last_swiss_round(event_id)  # top-cut wins add no points
            points = pairings.points_before(
                [m for m in service.matches(event_id) if m.round <= last_swiss], round_no)
            from judge_app.tournament.topcut import round_name

            # a bracket round prints its name: "Ronda 5 · Final"
            stage = round_name(2 * len(matches), lang) if round_no > last_swiss else ""
            fn = {"pairings": pairings.render_pairings,
                  "pairings_by_name": pairings.render_pairings_by_name}.get(key)
            rows = pairings.pairing_rows(matches, players, points)
            draft = not self.floor.service.is_published(event_id, round_no)  # BORRADOR / DRAFT

            def write_pairings_csv(out: Path) -> None:
                if key == "pairings_by_name":
                    csv_export.pairings_by_name_csv(rows, round_no, out)
                else:
                    csv_export.pairings_csv(rows, round_no, out)

            if fn is not None:
                title = self.tr("Pairings, round %1").replace("%1", str(round_no))
                return (lambda out: fn(summary, round_no, matches, players, out, points=points,
                                       lang=lang, draft=draft, stage=stage),
                                       write_pairings_csv, title)
            return (lambda out: slips.render_slips(summary, round_no, matches, players, out,
                                                   lang=lang, draft=draft, stage=stage), None,
                    self.tr("Match slips, round %1").replace("%1", str(round_no)))
        if key == "bracket":
            from judge_app.reports.bracket import render_bracket

            last_swiss = service.last_swiss_round(event_id)
            tops = [service.matches(event_id, r)
                    for r in range(last_swiss + 1, summary.current_round + 1)]
            names = {p.id: p.name for p in players}
            champion = service.champion(event_id)
            return (lambda out: render_bracket(summary, tops, names, out, champion=champion,
                                               lang=lang), None, self.tr("Top-cut bracket"))
        if key == "standings":
            st_rows = service.standings(event_id)
            return (lambda out: standings.render_standings(summary, st_rows, out, lang=lang),
                    lambda out: csv_export.standings_csv(st_rows, summary.profile, out),
                    self.tr("Standings"))
        if key == "judge_calls":  # the Floor tab's log (ui/floor_view.py)
            return self.floor.judge_calls_report()
        pens = service.penalties(event_id)
        return (lambda out: penalties.render_penalties(summary, pens, players, out, lang=lang),
                None, self.tr("Penalties"))

    # ------------------------------------------------------------------ refresh
    def _refresh_all(self) -> None:
        self.champion = None
        self._names = None
        if self.service is None or self.event_id is None:
            self.summary = None
            self.bracket.set_bracket([], {}, None)
            self.header.setText(self.tr("No event open: create one (Ctrl+N) or pick one above."))
            for t in (self.players_table, self.pairings_table, self.standings_table,
                      self.penalties_table):
                t.setRowCount(0)
            self.round_combo.clear()
            self.penalty_player.clear()
            return
        ok, summary = self._call(self.tr("Could not read the event"),
                                 lambda: self.service.event_summary(self.event_id))
        if not ok:
            return
        self.summary = summary
        players: list[Player] = self.service.players(self.event_id)
        self._names = {p.id: p.name for p in players}
        self._refresh_bracket()
        self.retranslate_event_menu()
        header = (f"<b>{html.escape(summary.name)}</b> — {html.escape(game_title(summary.game))}"
                  f" · {summary.date} · "
                  + self.tr("tiebreakers %1").replace("%1", html.escape(
                      profile_title(str(summary.profile)))) + " · "
                  + (self.tr("round %1").replace("%1", str(summary.current_round))
                     if summary.current_round else self.tr("registration")))
        if players:
            plan = suggest_structure(max(2, len(players)))
            header += " · " + self.tr("suggested Swiss rounds: %1, %2").replace(
                "%1", str(plan.swiss_rounds)).replace(
                "%2", self.tr("top %1").replace("%1", str(plan.top_cut)) if plan.top_cut
                else self.tr("no top cut"))
        if self.champion is not None:
            name = next((p.name for p in players if p.id == self.champion), self.champion)
            header += " · <b>" + html.escape(
                self.tr("Champion: %1").replace("%1", f"{name} ({self.champion})")) + "</b>"
        self.header.setText(header)
        self.top_cut_button.setEnabled(summary.current_round > 0 and not self.top_cut_started)
        self.pair_button.setEnabled(self.champion is None)
        self._fill_players(players)
        shown = self.round_combo.currentData()
        if shown is not None and shown == self.round_combo.itemData(self.round_combo.count() - 1):
            shown = None  # the latest round was shown: show the latest one still (a new pairing)
        self.round_combo.clear()
        last_swiss = self.last_swiss_round
        from judge_app.tournament.topcut import round_name

        for r in range(1, summary.current_round + 1):
            label = self.tr("Round %1").replace("%1", str(r))
            if r > last_swiss:  # a bracket round by its name: "Cuartos de final", "Final"
                tables = len(self.service.matches(self.event_id, r))
                label = round_name(2 * tables, self.lang) + " (" + label + ")"
            self.round_combo.addItem(label, r)
        index = self.round_combo.findData(shown if shown is not None else summary.current_round)
        self.round_combo.setCurrentIndex(index if index >= 0 else self.round_combo.count() - 1)
        self._refresh_pairings()
        self._fill_standings(self.service.standings(self.event_id))
        current = self.penalty_player.currentData()
        self.penalty_player.blockSignals(True)
        self.penalty_player.clear()
        for p in sorted(players, key=lambda p: p.name.casefold()):
            self.penalty_player.addItem(f"{p.name} ({p.id})", p.id)
        if current is not None and self.penalty_player.findData(current) >= 0:
            self.penalty_player.setCurrentIndex(self.penalty_player.findData(current))
        self.penalty_player.blockSignals(False)
        self._fill_infractions()
        self._refresh_penalties()

    def _fill_players(self, players: list[Player]) -> None:
        self.players_table.setRowCount(len(players))
        for row, p in enumerate(players):
            if p.dropped:
                status = self.tr("dropped after round %1").replace("%1", str(p.dropped_after))
            elif p.first_round > 1:
                status = self.tr("late entry (round %1)").replace("%1", str(p.first_round))
            else:
                status = self.tr("active")
            for col, value in enumerate((p.id, p.name, status, p.first_round, p.member_id)):
                self.players_table.setItem(row, col, _item(value))
        _fit_columns(self.players_table, (1,))

    def names(self) -> dict[str, str]:
        """Player id → name, read once per refresh (a result entry needs it several times)."""
        if self.service is None or self.event_id is None:
            return {}
        if self._names is None:
            self._names = {p.id: p.name for p in self.service.players(self.event_id)}
        return self._names

    def _refresh_pairings(self) -> None:
        context = (self.event_id, self.shown_round)
        if context != self._entry_context:  # another round on screen: a clean entry line
            self._entry_context = context
            self._reset_entry()
        if self.service is None or self.event_id is None or not self.shown_round:
            self.pairings_table.setRowCount(0)
            return
        from judge_app.reports.pairings import points_before

        names = self.names()
        everything: list[MatchRecord] = self.service.matches(self.event_id)
        matches = [m for m in everything if m.round == self.shown_round]
        last_swiss = self.last_swiss_round
        # match points are the Swiss ones: a top-cut win adds none
        points = points_before([m for m in everything if m.round <= last_swiss],
                               self.shown_round)
        seeds = self.seeds() if self.shown_round > last_swiss else {}
        self.pairings_table.setRowCount(len(matches))
        bye = self.tr("BYE")

        def who(pid: str) -> str:
            seed = f"[{seeds[pid]}] " if pid in seeds else ""
            return f"{seed}{names.get(pid, pid)} ({pid})"

        # the bye sits at no table: no number, listed last
        for row, m in enumerate(sorted(matches, key=lambda m: (m.is_bye, m.table))):
            result = bye if m.is_bye else (str(m.score) if m.score is not None else "")
            values: tuple[object, ...] = (
                "" if m.is_bye else m.table, who(m.p1), points.get(m.p1, 0),
                who(m.p2) if m.p2 else bye,
                points.get(m.p2, 0) if m.p2 else "", result, "✓" if m.reported else "")
            for col, value in enumerate(values):
                item = _item(value, col not in (1, 3), key=(10**9 if m.is_bye else m.table)
                             if col == 0 else None)
                if col == 0:
                    item.setData(Qt.ItemDataRole.UserRole, m.table)
                self.pairings_table.setItem(row, col, item)
        header = self.pairings_table.horizontalHeader()
        header.setStretchLastSection(False)
        fit, stretch = QHeaderView.ResizeMode.ResizeToContents, QHeaderView.ResizeMode.Stretch
        for col, mode in enumerate((fit, stretch, fit, stretch, fit, fit, fit)):
            header.setSectionResizeMode(col, mode)
        open_tables = sum(not m.reported for m in matches)
        self.repair_button.setEnabled(self.shown_round == self.current_round
                                      and all(m.is_bye or m.score is None for m in matches))
        self.remaining_label.setText(
            self.tr("%n table(s) still playing", "", open_tables) if open_tables
            else self.tr("All results in"))

    def _fill_standings(self, rows: list[StandingRow]) -> None:
        self._standings_stale = False
        keys = list(rows[0].tiebreakers) if rows else []
        headers = [self.tr("Rank"), self.tr("Player"), self.tr("Points"), self.tr("Record"),
                   *[k.upper() for k in keys]]
        self.standings_table.setSortingEnabled(False)
        self.standings_table.setColumnCount(len(headers))
        self.standings_table.setHorizontalHeaderLabels(headers)
        self.standings_table.setRowCount(len(rows))
        for row, r in enumerate(rows):
            name = r.name + (f" ({self.tr('dropped')})" if r.dropped else "")
            values: list[object] = [r.rank, name, r.points, r.record,
                                    *[f"{r.tiebreakers[k]:.4f}" for k in keys]]
            for col, value in enumerate(values):
                self.standings_table.setItem(row, col, _item(value, col != 1))
        self.standings_table.setSortingEnabled(True)
        # best first: rank 1 at the top, whatever the header showed before
        self.standings_table.sortItems(0, Qt.SortOrder.AscendingOrder)
        self.standings_table.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.Stretch)

    def _refresh_penalties(self) -> None:
        if self.service is None or self.event_id is None:
            self.penalties_table.setRowCount(0)
            return
        player = self.penalty_player.currentData()
        names = self.names()
        pens = self.service.penalties(self.event_id)
        history = [p for p in pens if player is None or p.player == player]
        self.penalties_table.setSortingEnabled(False)
        self.penalties_table.setRowCount(len(history))
        for row, p in enumerate(history):
            values = (p.round or "", names.get(p.player, p.player), p.infraction,
                      self._kind_label(p.kind), str(p.citation), p.note,
                      p.table or "", p.judge)
            for col, value in enumerate(values):
                item = _item(value)
                if col == 0:
                    item.setData(Qt.ItemDataRole.UserRole, p.id)
                self.penalties_table.setItem(row, col, item)
        _fit_columns(self.penalties_table, (2, 5))
        self._penalty_list = {p.id: p for p in history}
        self.history_label.setText(self.tr("History of the chosen player: %n penalty(ies)", "",
                                           len(history)))
        self._update_hint(player)

    def _update_hint(self, player: object) -> None:
        if player is None or self.service is None or self.event_id is None:
            self.suggested_kind = None
            self.penalty_hint.setText("")
            return
        infraction = self.penalty_infraction.text().strip() or None
        try:
            suggestion = self.service.suggest_penalty(self.event_id, str(player), infraction,
                                                      self.penalty_citation())
        except Exception:  # no suggestion is not an error worth a dialog
            self.penalty_hint.setText("")
            return
        if suggestion is None:
            self.suggested_kind = None
            self.penalty_hint.setText("")
            self.penalty_hint.setToolTip("")
            return
        kind = getattr(suggestion, "kind", suggestion)
        try:
            label = self._kind_label(PenaltyKind(str(kind)))
        except ValueError:
            label = str(kind)
        self.suggested_kind = str(kind)
        index = self.penalty_kind.findData(self.suggested_kind)
        if index >= 0:  # a suggestion, preselected; the judge decides
            self.penalty_kind.setCurrentIndex(index)
        reason = str(getattr(suggestion, f"reason_{self.lang}", "") or "")
        hint = self.tr("Next on the ladder (6.7-P6): %1").replace("%1", label)
        self.penalty_hint.setText(hint + (f" — {reason}" if reason else ""))
        self.penalty_hint.setToolTip(reason)

    def _kind_label(self, kind: PenaltyKind) -> str:
        labels = {
            PenaltyKind.CAUTION: self.tr("Caution"),
            PenaltyKind.WARNING: self.tr("Warning"),
            PenaltyKind.TURN_LOSS: self.tr("Turn loss"),
            PenaltyKind.CARD_TO_EXTINCTION: self.tr("Card to Extinción"),
            PenaltyKind.GAME_LOSS: self.tr("Game loss"),
            PenaltyKind.MATCH_LOSS: self.tr("Match loss"),
            PenaltyKind.DISQUALIFICATION: self.tr("Disqualification"),
        }
        return labels[kind]

    # ------------------------------------------------------------------ language
    def retranslate(self) -> None:
        self.event_label.setText(self.tr("Event:"))
        self.new_button.setText(self.tr("New event…"))
        self.undo_button.setText(self.tr("Undo"))
        self.redo_button.setText(self.tr("Redo"))
        self.undo_button.setToolTip(self.tr("Undo the last result entry or correction (Ctrl+Z)"))
        self.redo_button.setToolTip(self.tr("Redo (Ctrl+Shift+Z)"))
        self.pages.setTabText(0, self.tr("Players"))
        self.pages.setTabText(1, self.tr("Rounds and results"))
        self.pages.setTabText(2, self.tr("Standings"))
        self.pages.setTabText(3, self.tr("Penalties"))
        self.pages.setTabText(4, self.tr("Top cut"))
        self.top_cut_button.setText(self.tr("Top cut…"))
        self.top_cut_button.setToolTip(self.tr("Single elimination among the best of the Swiss "
                                               "standings (2, 4, 8, 16 or 32)"))
        self.audit_button.setText(self.tr("Verify audit log"))
        self.audit_button.setToolTip(self.tr("Check that no entry of the event's hash-chained "
                                             "audit log was edited, deleted or inserted"))
        self.player_name.setPlaceholderText(self.tr("Player name, then Enter (a late entry "
                                                    "joins the next round)"))
        self.add_player_button.setText(self.tr("Add"))
        self.import_button.setText(self.tr("Import CSV…"))
        self.drop_button.setText(self.tr("Drop selected"))
        self.players_table.setHorizontalHeaderLabels(
            [self.tr("Id"), self.tr("Name"), self.tr("Status"), self.tr("First round"),
             self.tr("Membership id")])
        self.edit_player_button.setText(self.tr("Edit…"))
        self.edit_player_button.setToolTip(self.tr("Correct the selected player's name or "
                                                   "membership id (double-click a row)"))
        self.undrop_button.setText(self.tr("Reinstate"))
        self.undrop_button.setToolTip(self.tr("Bring back a player dropped by mistake: "
                                              "paired again from the next round"))
        self.event_menu_button.setText(self.tr("Event") + " ▾")
        self.retranslate_event_menu()
        self.delete_event_action.setText(self.tr("Delete this event…"))
        self.show_archived_action.setText(self.tr("Show archived events"))
        self.round_label.setText(self.tr("Round:"))
        self.pair_button.setText(self.tr("Pair next round"))
        self.repair_button.setText(self.tr("Re-pair this round"))
        self.pairings_table.setHorizontalHeaderLabels(
            [self.tr("Table"), self.tr("Player 1"), self.tr("Pts"), self.tr("Player 2"),
             self.tr("Pts"), self.tr("Result"), self.tr("In")])
        for col in (2, 4):
            head = self.pairings_table.horizontalHeaderItem(col)
            if head is not None:
                head.setToolTip(self.tr("Match points before this round"))
        self.table_label.setText(self.tr("Table:"))
        self.score_label.setText(self.tr("Score:"))
        self.score_entry.setPlaceholderText(self.tr("2-1, 1-1-1, 0-2…"))
        self.enter_button.setText(self.tr("Enter"))
        self.pen_labels[0].setText(self.tr("Player:"))
        self.pen_labels[1].setText(self.tr("Infraction:"))
        self.pen_labels[2].setText(self.tr("Penalty:"))
        self.pen_labels[3].setText(self.tr("Rule:"))
        self.pen_labels[4].setText(self.tr("Note:"))
        self.pen_labels[5].setText(self.tr("Table:"))
        self.pen_labels[6].setText(self.tr("Judge:"))
        self.penalty_judge.setPlaceholderText(self.tr("Who gives the penalty (printed in the "
                                                      "report)"))
        self.penalty_infraction.setPlaceholderText(self.tr("Or type it"))
        self.edit_penalty_button.setText(self.tr("Edit…"))
        self.delete_penalty_button.setText(self.tr("Delete…"))
        self.show_rule_button.setText(self.tr("Read"))
        self.add_penalty_button.setText(self.tr("Add penalty"))
        self.penalties_table.setHorizontalHeaderLabels(
            [self.tr("Round"), self.tr("Player"), self.tr("Infraction"), self.tr("Penalty"),
             self.tr("Rule"), self.tr("Note"), self.tr("Table"), self.tr("Judge")])
        current = self.penalty_kind.currentData()
        self.penalty_kind.clear()
        for kind in PenaltyKind:
            self.penalty_kind.addItem(self._kind_label(kind), kind.value)
        if current is not None:
            self.penalty_kind.setCurrentIndex(self.penalty_kind.findData(current))
        if self.service is not None:
            self._refresh_all()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

