"""The Penalties tab: the form (player, infraction from the game's list, kind, rule,
table, judge), the event's penalties (filtered by the player typed or chosen), the
penalty ladder's hint, corrections.

No player is preselected (a penalty must never land on whoever sorts first), typing part
of a name filters the list and, once it names one player, chooses them; the table is
checked against the round's pairings (``workspace.seat_mismatch``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from judge_app.names import fold
from judge_app.rulebooks import all_rulebooks, get_rulebook
from judge_app.tournament import workspace as rules
from judge_app.tournament.infractions import infractions_for, rulebook_of
from judge_app.tournament.model import PenaltyKind, Player
from judge_app.violations import Citation
from ui.common import confirm, show_error
from ui.corrections import PenaltyDialog, table_spin
from ui.event.base import EventContext, EventSnapshot, EventView, _hold
from ui.i18n import penalty_title
from ui.operations import Pending
from ui.rows import ChoiceModel, RowsView, make_row


def build_penalty_players(snap_or_players: EventSnapshot | list[Player]
                          ) -> list[tuple[str, object]]:
    """The player picker's choices, "Name (ID)" by name. Plain Python: the worker builds
    them with the read."""
    players = (snap_or_players.players if isinstance(snap_or_players, EventSnapshot)
               else snap_or_players)
    return [(f"{p.name} ({p.id})", p.id) for p in sorted(players, key=lambda p: p.name.casefold())]


class PenaltiesTab(EventView):
    """Record a penalty citing the rule; edit or delete one (audited)."""

    #: a citation was picked elsewhere (the rulebook browser): this tab comes on screen
    wantsShown = Signal()

    def __init__(self, ctx: EventContext) -> None:
        super().__init__(ctx)
        _hold(self, self._build_penalties_tab())
        ctx.builders["penalty_players"] = lambda: build_penalty_players

    def _build_penalties_tab(self) -> QWidget:
        self.penalty_player = QComboBox()
        self.penalty_player.setObjectName("penaltyPlayer")
        # "Name (ID)" of every player, swapped in at once (8,192 players; addItem one by one
        # took 0.29 s at 1,500)
        self.player_choices = ChoiceModel(self)
        self.penalty_player.setModel(self.player_choices)
        # sized by a length, not by measuring 8,192 names when first shown
        self.penalty_player.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.penalty_player.setMinimumContentsLength(32)
        # searchable: typing "gom" finds "María Gómez (P014)"
        self.penalty_player.setEditable(True)
        self.penalty_player.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        player_completer = self.penalty_player.completer()
        if player_completer is not None:
            player_completer.setFilterMode(Qt.MatchFlag.MatchContains)
            player_completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            player_completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        player_edit = self.penalty_player.lineEdit()
        assert player_edit is not None
        player_edit.textEdited.connect(lambda _t: self._player_typed())
        player_edit.editingFinished.connect(self._player_typed_done)
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
        self.open_ruling_button = QPushButton()  # the ruling attached from a match log
        self.open_ruling_button.setObjectName("openRuling")
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
        self.penalties_table = RowsView(9, "penaltiesTable")
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
        pen_buttons.addWidget(self.open_ruling_button)
        penalties_page = QWidget()
        pen = QVBoxLayout(penalties_page)
        pen.addLayout(form)
        pen.addLayout(pen_buttons)
        self.history_label = QLabel()
        pen.addWidget(self.history_label)
        pen.addWidget(self.penalties_table, 1)

        self.penalty_book.currentIndexChanged.connect(self._fill_sections)
        self.show_rule_button.clicked.connect(self._show_penalty_rule)
        self.add_penalty_button.clicked.connect(self.add_penalty_from_form)
        self.penalty_pick.activated.connect(lambda _i: self._infraction_picked())
        self.edit_penalty_button.clicked.connect(self.edit_penalty_dialog)
        self.delete_penalty_button.clicked.connect(self.delete_penalty_dialog)
        self.open_ruling_button.clicked.connect(self.open_ruling)
        self.penalties_table.cellDoubleClicked.connect(lambda _r, _c: self.edit_penalty_dialog())
        self.delete_penalty_action = QAction(self)
        self.delete_penalty_action.setShortcut(QKeySequence(Qt.Key.Key_Delete))
        self.delete_penalty_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.delete_penalty_action.triggered.connect(self.delete_penalty_dialog)
        self.penalties_table.addAction(self.delete_penalty_action)
        self.penalty_player.currentIndexChanged.connect(lambda _i: self._player_chosen())
        self.penalty_infraction.editingFinished.connect(
            lambda: self._update_hint(self.chosen_player()))
        self.penalty_section.currentIndexChanged.connect(
            lambda _i: self._update_hint(self.chosen_player()))
        self._fill_sections()
        return penalties_page

    def _retranslate_penalties_tab(self) -> None:
        self.pen_labels[0].setText(self.tr("Player:"))
        edit = self.penalty_player.lineEdit()
        if edit is not None:
            edit.setPlaceholderText(self.tr("Type part of a name or id…"))
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
        self.open_ruling_button.setText(self.tr("Open ruling…"))
        self.open_ruling_button.setToolTip(self.tr("The written ruling attached to the chosen "
                                                   "penalty (the match review of its log)"))
        self.show_rule_button.setText(self.tr("Read"))
        self.add_penalty_button.setText(self.tr("Add penalty"))
        self.penalties_table.setHorizontalHeaderLabels(
            [self.tr("Round"), self.tr("Player"), self.tr("Infraction"), self.tr("Penalty"),
             self.tr("Rule"), self.tr("Note"), self.tr("Table"), self.tr("Judge"),
             self.tr("Ruling")])
        current = self.penalty_kind.currentData()
        self.penalty_kind.clear()
        for kind in PenaltyKind:
            self.penalty_kind.addItem(self._kind_label(kind), kind.value)
        if current is not None:
            self.penalty_kind.setCurrentIndex(self.penalty_kind.findData(current))

    def _fill_penalty_players(self, players: list[Player], hint: bool = True) -> None:
        """The searchable player picker, keeping the chosen player (``hint``: the ladder's
        hint is read again too)."""
        current = self.penalty_player.currentData()
        snap = self._snap
        built = snap.built.get("penalty_players") if snap is not None else None
        wanted = built if isinstance(built, list) else build_penalty_players(players)
        box = self.penalty_player
        typed = box.currentText()
        box.blockSignals(True)
        # compared with what is there (a Python list): swapped only when the players changed
        if self.player_choices.set_choices(wanted):
            # the player chosen stays chosen; nobody is chosen until the judge chooses
            box.setCurrentIndex(self.player_choices.row_of(current))
            if current is None and typed:
                box.setEditText(typed)  # what the judge is typing stays
        box.blockSignals(False)
        self._fill_infractions()
        self._refresh_penalties(hint)

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
        self.wantsShown.emit()
        self.penalty_infraction.setFocus()
        return True

    def _show_penalty_rule(self) -> None:
        self.ctx.citationActivated.emit(self.penalty_citation())

    def add_penalty_from_form(self) -> Pending[object]:
        """Record the penalty the form describes (the form starts over once it is saved)."""
        what = self.tr("Could not add the penalty")
        if not self._ready(what):
            return Pending.refused()
        player = self.chosen_player()
        infraction = self.penalty_infraction.text().strip()
        if player is None or not infraction:
            show_error(self, what, self.tr("Choose a player and describe the infraction."))
            return Pending.refused()
        kind = PenaltyKind(str(self.penalty_kind.currentData()))
        citation = self.penalty_citation()
        event_id = str(self.event_id)
        note = self.penalty_note.text().strip()
        judge = self.penalty_judge.text().strip()
        table = self.penalty_table.value() or None
        round_no = self.current_round or None
        if table and round_no:  # the table as the pairings have it, or say where they sit
            seated = rules.seat_mismatch(self._matches(round_no), str(player), table)
            if seated is not None:
                name = f"{self.names().get(str(player), player)} ({player})"
                reason = (self.tr("%1 plays at table %2 in round %3, not at table %4.")
                          .replace("%2", str(seated)) if seated
                          else self.tr("%1 has no table in round %3 (the bye, or not "
                                       "paired), not table %4."))
                show_error(self, what, reason.replace("%1", name).replace("%3", str(round_no))
                           .replace("%4", str(table)) + " " + self.tr(
                               "Fix the table, or leave it at 0 (none)."))
                self.penalty_table.setFocus()
                self.penalty_table.selectAll()
                return Pending.refused()

        def saved(_penalty: object) -> None:
            # a clean form for the next one (the judge's name stays: the same judge goes
            # on); what was typed meanwhile for the next penalty is left alone
            if self.penalty_infraction.text().strip() == infraction:
                self.penalty_infraction.clear()
                self.penalty_pick.setCurrentIndex(0)
            if self.penalty_note.text().strip() == note:
                self.penalty_note.clear()
            if (self.penalty_table.value() or None) == table:
                self.penalty_table.setValue(0)
            self._refresh_penalties()
            # the kind starts over too (a disqualification must never carry over to the next
            # player); the ladder's hint stays on screen and preselects again once the
            # next infraction is typed or picked
            self.penalty_kind.setCurrentIndex(0)
            self._status(self.tr("Penalty recorded: %1").replace("%1", self._kind_label(kind)))

        return self._write(what, lambda svc: svc.add_penalty(
            event_id, str(player), infraction=infraction, kind=kind, citation=citation,
            round=round_no, note=note, judge=judge, table=table), saved,
            buttons=(self.add_penalty_button,))

    # the game's infraction list
    def _fill_infractions(self) -> None:
        """The event's game's infractions (from the core), in the interface's language
        (filled again only when the game or the language changed)."""
        game = self.summary.game if self.summary is not None else ""
        if getattr(self, "_infractions_shown", None) == (game, self.lang) \
                and self.penalty_pick.count() > 0:
            return
        self._infractions_shown = (game, self.lang)
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
        book = rulebook_of(game)
        if book is not None and self.penalty_book.findData(book) >= 0:
            self.penalty_book.setCurrentIndex(self.penalty_book.findData(book))

    def _infraction_picked(self) -> None:
        key = self.penalty_pick.currentData()
        game = self.summary.game if self.summary is not None else ""
        entry = next((e for e in infractions_for(game) if e.key == key), None)
        if entry is not None:
            self.penalty_infraction.setText(entry.name(self.lang))
            self.set_penalty_citation(entry.citation)
            self._update_hint(self.chosen_player())

    def _infraction_named(self, text: str) -> None:
        game = self.summary.game if self.summary is not None else ""
        entry = next((e for e in infractions_for(game) if e.name(self.lang) == text), None)
        if entry is not None:
            self.penalty_pick.setCurrentIndex(self.penalty_pick.findData(entry.key))
            self.set_penalty_citation(entry.citation)

    # penalty corrections
    def _selected_penalty(self) -> int | None:
        row = self.penalties_table.currentRow()
        data = self.penalties_table.row_data(row) if row >= 0 else None
        return None if data is None else int(str(data))

    def edit_penalty(self, penalty_id: int, **changes: Any) -> Pending[object]:
        """Correct a penalty (audited by the service); ``changes`` as ``edit_penalty`` takes."""
        what = self.tr("Could not edit the penalty")
        if not changes:  # the dialog changed nothing: nothing to write
            return Pending.refused()
        if not self._ready(what):
            return Pending.refused()
        event_id = str(self.event_id)
        return self._write(what, lambda svc: svc.edit_penalty(event_id, penalty_id, **changes),
                           lambda _value: self._refresh_penalties(),
                           buttons=(self.edit_penalty_button,))

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

    def delete_penalty(self, penalty_id: int) -> Pending[object]:
        """Delete a penalty given by mistake (kept marked deleted; audited)."""
        what = self.tr("Could not delete the penalty")
        if not self._ready(what):
            return Pending.refused()
        event_id = str(self.event_id)
        return self._write(what, lambda svc: svc.delete_penalty(event_id, penalty_id),
                           lambda _value: self._refresh_penalties(),
                           buttons=(self.delete_penalty_button, self.delete_penalty_action))

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

    # the player: chosen, or typed
    def chosen_player(self) -> str | None:
        """The player the form names: the one chosen in the list while its text is shown, or
        the only player whose name or id contains what was typed; ``None`` otherwise."""
        box = self.penalty_player
        text = box.currentText().strip()
        if box.currentIndex() >= 0 and text == box.itemText(box.currentIndex()):
            data = box.currentData()
            return None if data is None else str(data)
        if not text:
            return None
        found = self._players_matching(text)
        return found[0] if len(found) == 1 else None

    def _players_matching(self, text: str) -> list[str]:
        """The ids of the players whose "Name (ID)" contains ``text`` (accents and case
        folded)."""
        wanted = fold(text.strip())
        return [str(pid) for shown, pid in self.player_choices.choices
                if wanted in fold(shown)]

    def _player_typed(self) -> None:
        """Typing in the player box filters the list below; an emptied box chooses nobody."""
        box = self.penalty_player
        if not box.currentText().strip() and box.currentIndex() >= 0:
            box.setCurrentIndex(-1)  # refreshes through _player_chosen
            return
        self._refresh_penalties(hint=False)
        self._fill_table(self.chosen_player())  # the typed text names one player

    def _player_typed_done(self) -> None:
        """Enter or leaving the box: the typed text that names one player chooses them."""
        box = self.penalty_player
        text = box.currentText().strip()
        if not text or (box.currentIndex() >= 0 and text == box.itemText(box.currentIndex())):
            return
        found = self._players_matching(text)
        if len(found) == 1:
            box.setCurrentIndex(self.player_choices.row_of(found[0]))

    def _player_chosen(self) -> None:
        """A player chosen: their penalties, the ladder's hint, and their table this round
        (when none was typed)."""
        self._fill_table(self.penalty_player.currentData())
        self._refresh_penalties()

    def _fill_table(self, player: object) -> None:
        """The table ``player`` sits at this round, when none was typed yet."""
        if (player is not None and self.current_round and not self.penalty_table.value()
                and self.service is not None and self.event_id is not None):
            self.penalty_table.setValue(rules.player_table(self._matches(self.current_round),
                                                           str(player)))

    def _refresh_penalties(self, hint: bool = True) -> None:
        """The event's penalties, with their rulings — only the chosen player's when one is
        chosen, or those of the players matching what is typed in the player box;
        ``hint``: the ladder's hint is read again (an outside change skips it while the
        Penalties tab is not shown: it is read when the tab is)."""
        if self.service is None or self.event_id is None:
            self.penalties_table.setRowCount(0)
            return
        box = self.penalty_player
        player = self.chosen_player()
        typed = box.currentText().strip()
        names = self.names()
        snap = self._snap
        event_id = str(self.event_id)
        pens = (snap.penalties if snap is not None and snap.penalties is not None
                else self.service.read(lambda svc: svc.penalties(event_id)))
        if player is not None:
            history = [p for p in pens if p.player == player]
        elif typed:
            matching = set(self._players_matching(typed))
            history = [p for p in pens if p.player in matching]
        else:
            history = list(pens)
        self._rulings = (snap.rulings if snap is not None and snap.penalties is not None
                         else self._ruling_logs())
        log = self.tr("Log %1")
        rows = []
        for p in history:
            ruling = self._rulings.get(p.id or 0)
            rows.append(make_row(
                (p.round or "", names.get(p.player, p.player), p.infraction,
                 self._kind_label(p.kind), str(p.citation), p.note, p.table or "", p.judge,
                 "" if ruling is None else log.replace("%1", str(ruling))), user=p.id))
        self.penalties_table.refit(self.penalties_table.set_rows(rows), (2, 5))
        self._penalty_list = {p.id: p for p in history}
        if player is not None:
            self.history_label.setText(
                self.tr("%1: %n penalty(ies)", "", len(history)).replace(
                    "%1", f"{names.get(player, player)} ({player})"))
        elif typed:
            self.history_label.setText(self.tr("Players matching “%1”: %n penalty(ies)", "",
                                               len(history)).replace("%1", typed))
        else:
            self.history_label.setText(self.tr("Whole event: %n penalty(ies)", "",
                                               len(history)))
        self._hint_stale = not hint
        if hint:
            self._update_hint(player)

    def _penalties_shown(self) -> None:
        """The Penalties tab came on screen: the ladder's hint, if an outside change left it
        to be read."""
        if getattr(self, "_hint_stale", False):
            self._hint_stale = False
            self._update_hint(self.chosen_player())

    # the written ruling attached from a match log (ui/match_logs.py)
    def _ruling_logs(self) -> dict[int, int]:
        """Penalty id → the attached log that is its ruling (none if it cannot be read)."""
        if self.service is None or self.event_id is None:
            return {}
        event_id = str(self.event_id)
        try:  # on the operations layer's worker, as every call of the service
            return dict(self.service.read(lambda svc: svc.rulings(event_id)))
        except Exception:  # the list still shows; only the marks are missing
            return {}

    def open_ruling(self) -> bool:
        """Open the print preview of the chosen penalty's attached ruling."""
        penalty_id = self._selected_penalty()
        log_id = getattr(self, "_rulings", {}).get(penalty_id or 0)
        if self.service is None or self.event_id is None or log_id is None:
            self._status(self.tr("Choose a penalty with an attached ruling first."), error=True)
            return False
        from judge_app.reports.ruling import render_ruling
        from ui.report_preview import preview_report

        service = self.service  # each call on the operations layer's worker
        event_id, lang = str(self.event_id), self.lang

        def render(out: Path) -> int:  # off the UI thread (the preview's background task)
            # read through the service, rendered here: storage renders nothing (issue 21 §5)
            event, info, replay = service.read(lambda svc: (
                svc.event_summary(event_id), svc.attached_log(event_id, log_id),
                svc.log_replay(event_id, log_id)))
            pdf, pages = render_ruling(event, info, replay, lang=lang)
            out.write_bytes(pdf)
            return pages

        name = ("ruling-penalty-%1" if lang == "en" else "resolucion-sancion-%1").replace(
            "%1", str(penalty_id))
        preview_report(self, self.tr("Ruling of penalty %1").replace("%1", str(penalty_id)),
                       render, name)
        return True

    def _update_hint(self, player: object) -> None:
        if player is None or self.service is None or self.event_id is None:
            self.suggested_kind = None
            self.penalty_hint.setText("")
            return
        infraction = self.penalty_infraction.text().strip() or None
        event_id, cited = str(self.event_id), self.penalty_citation()
        try:
            suggestion = self.service.read(lambda svc: svc.suggest_penalty(
                event_id, str(player), infraction, cited))
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
        # The rule of the event's game's penalty policy (Kódem 6.7-P6, another game's own rule).
        citation = getattr(suggestion, "citation", None)
        section = str(getattr(citation, "section", "")) or "—"
        hint = self.tr("Next on the ladder (%2): %1").replace("%1", label).replace("%2", section)
        self.penalty_hint.setText(hint + (f" — {reason}" if reason else ""))
        self.penalty_hint.setToolTip(reason)

    def _kind_label(self, kind: PenaltyKind) -> str:
        return penalty_title(kind)
