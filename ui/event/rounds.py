"""The Rounds and results tab: pair, re-pair, fast result entry and corrections (undoable).

Result entry and corrections go through the workspace's QUndoStack: undoing an
entry asks the service to restore the previous value (a correction, audited like
any other).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from judge_app.tournament import workspace as rules
from judge_app.tournament.model import EventSummary, GameScore, MatchRecord
from judge_app.tournament.profiles import scoring_of
from ui.common import busy_indicator, confirm, error_text, show_error
from ui.event.base import EventContext, EventSnapshot, EventView, _hold
from ui.operations import Job, Outcome, Pending
from ui.rows import Row, RowsView, make_row, row_user

if TYPE_CHECKING:
    from judge_app.station import StationService


@dataclass(frozen=True)
class PairingsShown:
    """One round's pairings as the tab shows them, built on the worker: the round, its
    matches and the rows (the bye last)."""

    round: int
    matches: list[MatchRecord]
    rows: list[Row]


#: the pairings' centred columns (all but the two names)
PAIRING_CENTERED = frozenset({0, 2, 4, 5, 6})


def build_pairings(everything: list[MatchRecord], names: dict[str, str], round_no: int,
                   last_swiss: int, profile: str, bye: str) -> PairingsShown:
    """The rows of round ``round_no``: table, each player with the match points they
    brought into the round (a bracket round: their seed), the result, whether it is in.
    Plain Python: the worker builds them with the read."""
    matches = [m for m in everything if m.round == round_no]
    points = rules.swiss_points_before(everything, last_swiss, round_no, scoring_of(profile))
    seeds = (rules.seeds([m for m in everything if m.round == last_swiss + 1])
             if rules.is_bracket_round(round_no, last_swiss) else {})

    def who(pid: str) -> str:
        seed = f"[{seeds[pid]}] " if pid in seeds else ""
        return f"{seed}{names.get(pid, pid)} ({pid})"

    rows: list[Row] = []
    for m in sorted(matches, key=lambda m: (m.is_bye, m.table)):  # the bye: no table, last
        result = bye if m.is_bye else (str(m.score) if m.score is not None else "")
        rows.append(make_row(
            ("" if m.is_bye else m.table, who(m.p1), points.get(m.p1, 0),
             who(m.p2) if m.p2 else bye, points.get(m.p2, 0) if m.p2 else "",
             result, "✓" if m.reported else ""),
            keys={0: 10**9 if m.is_bye else m.table}, user=m.table))
    return PairingsShown(round_no, matches, rows)


class ResultCommand(QUndoCommand):
    """Enter (or correct) the score of one table; undo restores what was there before."""

    def __init__(self, workspace: RoundsTab, round_no: int, table: int,
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



class RoundsTab(EventView):
    """The shown round's pairings; a table number and a score, Enter, the next table."""

    #: a new round was paired: this tab comes on screen for its results
    wantsShown = Signal()

    def __init__(self, ctx: EventContext) -> None:
        super().__init__(ctx)
        self._entry_context: tuple[str | None, int] = (None, 0)
        self._shown_matches: list[MatchRecord] = []  # the round's pairings, as on screen
        _hold(self, self._build_rounds_tab())
        ctx.status.connect(self._show_status)
        ctx.builders["pairings"] = self.builder

    def _build_rounds_tab(self) -> QWidget:
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
        self.pairings_table = RowsView(7, "pairingsTable")
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
        # the shown round's state (a draft prints BORRADOR) and publishing it, one key away
        self.round_state = QLabel()
        self.round_state.setObjectName("roundState")
        self.round_state.setTextFormat(Qt.TextFormat.PlainText)
        self.publish_round_button = QPushButton()
        self.publish_round_button.setObjectName("publishRoundButton")
        round_row.addWidget(self.round_state)
        round_row.addWidget(self.publish_round_button)
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
        # why these two (issue 25 §3): the selected table's reason, read in the background
        # by the core's explain_round — the same words as ``round show --why``
        self.why_button = QPushButton()
        self.why_button.setObjectName("whyButton")
        self.why_label = QLabel()
        self.why_label.setObjectName("pairingWhy")
        self.why_label.setTextFormat(Qt.TextFormat.PlainText)
        self.why_label.setWordWrap(True)
        self.why_label.setMinimumWidth(1)  # a long reason wraps, never widens the window
        why_row = QHBoxLayout()
        why_row.addWidget(self.why_button)
        why_row.addWidget(self.why_label, 1)
        rounds_page = QWidget()
        rl = QVBoxLayout(rounds_page)
        rl.addLayout(round_row)
        rl.addWidget(self.pairings_table, 1)
        rl.addLayout(why_row)
        rl.addLayout(entry_row)
        from ui.portal_panel import PhoneReports  # reports from the players' phones, F7

        self.phone_reports = PhoneReports(self)
        rl.addWidget(self.phone_reports)

        self.pair_button.clicked.connect(self.pair_next_round)
        self.repair_button.clicked.connect(self.repair_round)
        self.publish_round_button.clicked.connect(lambda: self.publish_round())
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
        self.why_action = QAction(self)
        self.why_action.setShortcut(QKeySequence(Qt.Key.Key_F3))
        self.why_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.why_action.triggered.connect(lambda: self.explain_selected())
        self.pairings_table.addAction(self.why_action)
        self.why_button.clicked.connect(lambda: self.explain_selected())
        return rounds_page

    def _retranslate_rounds_tab(self) -> None:
        self.top_cut_button.setText(self.tr("Top cut…"))
        self.top_cut_button.setToolTip(self.tr("Single elimination among the best of the Swiss "
                                               "standings (2, 4, 8, 16 or 32)"))
        self.round_label.setText(self.tr("Round:"))
        self.pair_button.setText(self.tr("Pair next round"))
        self.repair_button.setText(self.tr("Re-pair this round"))
        self.publish_round_button.setText(self.tr("Publish (F6)"))
        self.publish_round_button.setToolTip(self.tr(
            "Publish the round: its printed pairings and slips lose the DRAFT mark and the "
            "projector shows it. Entering its first result publishes it too."))
        self._show_round_state()
        self.pairings_table.setHorizontalHeaderLabels(
            [self.tr("Table"), self.tr("Player 1"), self.tr("Pts"), self.tr("Player 2"),
             self.tr("Pts"), self.tr("Result"), self.tr("In")])
        for col in (2, 4):
            self.pairings_table.set_header_tip(col, self.tr("Match points before this round"))
        self.table_label.setText(self.tr("Table:"))
        self.score_label.setText(self.tr("Score:"))
        self.score_entry.setPlaceholderText(self.tr("2-1, 1-1-1, 0-2…"))
        self.enter_button.setText(self.tr("Enter"))
        self.why_button.setText(self.tr("Why these two? (F3)"))
        self.why_button.setToolTip(self.tr(
            "Why the selected table's players were paired: the same points, paired down and "
            "why, a fixed seat, a kept-apart pair avoided, a rematch no pairing avoided, the "
            "bye, a hand edit"))
        self.why_label.clear()  # the reason was in the other language: asked again

    def builder(self) -> Callable[[EventSnapshot], object]:
        """The worker's builder of the pairings of the round that will be on screen (the
        latest when the latest is shown: a new pairing shows the new round)."""
        shown = self.round_combo.currentData()
        latest = self.round_combo.itemData(self.round_combo.count() - 1)
        wanted = None if shown is None or shown == latest else int(shown)
        bye = self.tr("BYE")

        def build(snap: EventSnapshot) -> PairingsShown | None:
            current = snap.summary.current_round
            round_no = wanted if wanted is not None and wanted <= current else current
            if not round_no:
                return None
            names = {p.id: p.name for p in snap.players}
            return build_pairings(snap.matches, names, round_no, snap.last_swiss,
                                  snap.summary.profile, bye)

        return build

    def _fill_rounds(self, summary: EventSummary) -> None:
        """The round list (a bracket round by its name), keeping the round on screen."""
        shown = self.round_combo.currentData()
        if shown is not None and shown == self.round_combo.itemData(self.round_combo.count() - 1):
            shown = None  # the latest round was shown: show the latest one still (a new pairing)
        self.round_combo.clear()
        last_swiss = self.last_swiss_round
        for r in range(1, summary.current_round + 1):
            label = self.tr("Round %1").replace("%1", str(r))
            if rules.is_bracket_round(r, last_swiss):  # by its name: "Final (Round 7)"
                tables = len(self._matches(r))
                label = rules.stage_name(r, last_swiss, tables, self.lang) + " (" + label + ")"
            self.round_combo.addItem(label, r)
        index = self.round_combo.findData(shown if shown is not None else summary.current_round)
        self.round_combo.setCurrentIndex(index if index >= 0 else self.round_combo.count() - 1)
        self._refresh_pairings()

    # ------------------------------------------------------------------ pairing
    def pair_next_round(self) -> None:
        """Pair the next Swiss round off the UI thread (thousands of players take a moment)."""
        what = self.tr("Could not pair the round")
        if not self._ready(what):
            return
        event_id = str(self.event_id)
        self.pair_on_worker(what, self.tr("Pairing the next round…"),
                   lambda svc: len(svc.pair_next_round(event_id)))

    def repair_round(self) -> None:
        """Pair the current round again (only before any result is in)."""
        what = self.tr("Could not re-pair the round")
        if not self._ready(what):
            return
        event_id = str(self.event_id)
        self.pair_on_worker(what, self.tr("Pairing the round again…"),
                   lambda svc: len(svc.repair_round(event_id)))

    def pair_on_worker(self, what: str, label: str, fn: Callable[[StationService], int]) -> None:
        """Pair on the operations layer's worker (thousands of players take a moment) with a
        busy indicator; the refresh that follows, done or refused, sets the buttons again."""
        self._pairing_started()
        progress = busy_indicator(self, label)

        def over() -> None:
            progress.reset()
            progress.deleteLater()

        def refused(_outcome: Outcome[int]) -> None:
            over()
            self._refresh_soon()

        def paired(_tables: int) -> None:
            over()
            self._paired()

        self._write(what, fn, paired, failed=refused)

    def _show_status(self, text: str, error: bool) -> None:
        """The entry line's message, said by any tab (:attr:`EventContext.status`)."""
        color = "#c62828" if error else "#2e7d32"
        self.entry_status.setStyleSheet(f"color: {color}")
        self.entry_status.setText(text)

    def _pairing_started(self) -> None:
        """While a round is being paired its buttons wait (a second click would pair twice);
        the refresh that follows, done or refused, sets them again."""
        for button in (self.pair_button, self.repair_button, self.top_cut_button):
            button.setEnabled(False)

    def _paired(self) -> None:
        """A round was paired: the event read again in the background (8,192 players: the
        UI thread no longer waits for it), then the new round's pairings shown."""
        self.undo_stack.clear()

        def shown() -> None:
            self.show_round(self.current_round)  # the new round's pairings, ready for results
            self.wantsShown.emit()
            self.table_entry.setValue(self.next_open_table(0) or 1)  # its first table
            self.table_entry.setFocus()
            self.table_entry.selectAll()
            self.ctx.changed.emit()

        self._refresh_soon(shown)

    def show_round(self, round_no: int) -> None:
        """Show the pairings and results of ``round_no`` (result entry goes to that round)."""
        index = self.round_combo.findData(round_no)
        if index >= 0:
            self.round_combo.setCurrentIndex(index)
            self._refresh_pairings()

    @property
    def shown_round(self) -> int:
        data = self.round_combo.currentData()
        return int(data) if data is not None else self.current_round

    def _refresh_pairings(self) -> None:
        context = (self.event_id, self.shown_round)
        fresh = context != self._entry_context
        if fresh:  # another round on screen: a clean entry line
            self._entry_context = context
            self._reset_entry()
        if self.service is None or self.event_id is None or not self.shown_round:
            self._shown_matches = []
            self.pairings_table.setRowCount(0)
            self.repair_button.setEnabled(False)  # no round to re-pair
            return
        snap = self._snap
        built = snap.built.get("pairings") if snap is not None else None
        if not isinstance(built, PairingsShown) or built.round != self.shown_round:
            built = build_pairings(self._matches(), self.names(), self.shown_round,
                                   self.last_swiss_round,
                                   self.summary.profile if self.summary else "mtg",
                                   self.tr("BYE"))
        matches = built.matches
        self._shown_matches = matches
        changed = self.pairings_table.set_rows(built.rows, PAIRING_CENTERED)  # a result: 1 row
        self.pairings_table.refit(changed, (1, 3))
        if fresh:  # the last round's highlighted row named a table of another round
            self.pairings_table.clearSelection()
            self.why_label.clear()
        self._show_round_state()
        open_tables = sum(not m.reported for m in matches)
        self.repair_button.setEnabled(rules.can_repair(matches, self.shown_round,
                                                       self.current_round))
        self.remaining_label.setText(
            self.tr("%n table(s) still playing", "", open_tables) if open_tables
            else self.tr("All results in"))

    # ------------------------------------------------------------------ why these two
    def explain_selected(self) -> Job[object] | None:
        """Say why the selected table's players were paired (F3, *Why these two?*): the
        core's :func:`~judge_app.storage.certificates.explain_round` for the round on
        screen, read on the worker (at 8,192 players it reads the whole event), shown under
        the pairings if the same round of the same event is still on screen. The job
        (``None``: no table selected, said on the status line)."""
        from judge_app.storage.certificates import explain_round

        what = self.tr("Could not explain the pairing")
        if not self._ready(what):
            return None
        row = self.pairings_table.currentRow()
        rows = self.pairings_table.rows_model.rows
        if not 0 <= row < len(rows) or not self.shown_round:
            self._status(self.tr("Select a table of the pairings first"), error=True)
            return None
        table = row_user(rows[row])
        event_id, round_no, lang = str(self.event_id), self.shown_round, self.lang
        self.why_label.setText(self.tr("Table %1: reading the round…")
                               .replace("%1", str(table)))

        def read(svc: StationService) -> str | None:
            return next((r.text(lang) for r in explain_round(svc, event_id, round_no)
                         if r.table == table), None)

        def shown(reason: object) -> None:
            if (self.event_id, self.shown_round) != (event_id, round_no):
                return  # another round or event on screen meanwhile: not its reason
            self.why_label.setText(
                self.tr("Table %1: %2").replace("%1", str(table)).replace("%2", str(reason))
                if reason is not None else
                self.tr("Round %1 has no table %2").replace("%1", str(round_no))
                .replace("%2", str(table)))

        def failed(outcome: Outcome[object]) -> None:
            self.why_label.setText(f"{what}: {outcome.reason}"[:300])

        station = self.ctx.station()
        return station.operations.query(station.url, read, shown, failed=failed)

    # ------------------------------------------------------------------ drafts
    def shown_is_draft(self) -> bool:
        """Whether the round on screen is a draft (paired, not published)."""
        return self.event_id is not None and self.shown_round in self.drafts

    def _show_round_state(self) -> None:
        """"Draft (not published)" or "Published" beside the round; Publish only for the
        current round while it is a draft (the service publishes the current round)."""
        if self.event_id is None or not self.current_round:
            self.round_state.clear()
            self.publish_round_button.hide()
            return
        draft = self.shown_is_draft()
        self.round_state.setText(self.tr("Draft: not published") if draft
                                 else self.tr("Published"))
        self.round_state.setStyleSheet("color: #b26a00; font-weight: bold" if draft
                                       else "color: #2e7d32")
        self.publish_round_button.setVisible(draft and self.shown_round == self.current_round)

    def publish_round(self, then: Callable[[], object] | None = None) -> Pending[object]:
        """Publish the current round (F6; the Floor tab's *Publish round* too): printed
        pairings and slips lose the DRAFT mark, the projector shows it. ``then()`` runs once
        it is published (print after publishing)."""
        what = self.tr("Could not publish the round")
        if not self._ready(what):
            return Pending.refused()
        if not self.current_round:
            show_error(self, what, self.tr("No round is paired yet: pair the first round first."))
            return Pending.refused()

        def published(number: object) -> None:
            self._status(self.tr("Round %1 published").replace("%1", str(number)))
            self.ctx.changed.emit()
            # the tabs read again in the background: the UI thread does not wait for the
            # read (issue 22: the publish's frame); what follows (printing) once shown
            self._refresh_soon(then)

        event_id = str(self.event_id)
        return self._write(what, lambda svc: svc.publish_round(event_id), published,
                           buttons=(self.publish_round_button,))

    # ------------------------------------------------------------------ result entry
    def enter_result(self) -> Pending[object]:
        """Enter the typed score at the typed table of the current round (Enter in the score
        box), whatever round is on screen: looking at an earlier round never sends a slip
        there (``rules.result_round``; a past result is corrected with F2 or a double-click).

        A table that already has a result is not overwritten silently (a mistyped
        table number would erase another slip): the judge confirms the replacement,
        *No* being the default; the same score again is no question at all (nothing to
        write). The write is submitted and the entry line moves on to the next open table
        at once; the result (a :class:`Pending`) is true once written.
        """
        text = self.score_entry.text().strip()
        table = self.table_entry.value()
        try:
            score = GameScore.parse(text)
        except ValueError as exc:
            self._status(error_text(exc), error=True)
            self.score_entry.setFocus()
            self.score_entry.selectAll()
            return Pending.refused()
        round_no = self._to_entry_round()
        self.score_entry.setText(text)  # kept across the switch of round (a "No" keeps it)
        match = self.match_at(round_no, table)
        if match is not None and rules.unchanged(match.score, score):
            self._status(self.tr("Table %1 already has %2: nothing to change")
                         .replace("%1", str(table)).replace("%2", str(score)))
            return self._entered(Pending.refused(), table, unchanged=True)
        if match is not None and match.score is not None and not match.is_bye:
            names = self.names()
            self.confirm_box = confirm(
                self, self.tr("Replace a result"),
                self.tr("Table %1 already has %2 (%3 vs %4). Replace it with %5?")
                .replace("%1", str(table)).replace("%2", str(match.score))
                .replace("%3", names.get(match.p1, match.p1))
                .replace("%4", names.get(match.p2 or "", match.p2 or ""))
                .replace("%5", str(score)),
                lambda: self._entered(self.record(round_no, table, score), table),
                self.tr("The change is kept in the audit log and can be undone (Ctrl+Z)."),
                self.tr("Replace"))
            self.confirm_box.finished.connect(lambda _r=0: self._after_confirm())
            return Pending.refused()
        return self._entered(self.record(round_no, table, score, match), table)

    #: the last entry switched the screen from an earlier round to the current one
    _switched_to_current = False

    def _to_entry_round(self) -> int:
        """The round the entry line writes to (the current one); if another round is on
        screen, the current one is shown first, so the judge sees where the slip went."""
        round_no = rules.result_round(self.shown_round, self.current_round)
        self._switched_to_current = bool(round_no and round_no != self.shown_round)
        if self._switched_to_current:
            table = self.table_entry.value()
            self.show_round(round_no)
            self.table_entry.setValue(table)
            self._status(self.tr("Results go to the current round, %1; a result of an "
                                 "earlier round is corrected with F2 on its row")
                         .replace("%1", str(round_no)))
        return round_no

    def _entered(self, pending: Pending[object], table: int, *,
                 unchanged: bool = False) -> Pending[object]:
        """Where the next keystroke goes after an entry: a new table (at once, while the
        result is written, or when the table already had that score), or fix the score
        (refused before it was submitted)."""
        if pending.job is None and not unchanged:
            self.score_entry.setFocus()
            self.score_entry.selectAll()
            return pending
        self.score_entry.clear()
        # the pairings as shown, the table just typed counted as in (the core decides)
        following = rules.next_open_table(self._shown_matches, table, done={table})
        if following is not None:  # the next slip is usually the next table
            self.table_entry.setValue(following)
        self.table_entry.setFocus()
        self.table_entry.selectAll()
        return pending

    def next_open_table(self, after: int) -> int | None:
        """The first table after ``after`` (wrapping round) of the shown round still without
        a result; ``None`` once every result is in."""
        if self.service is None or self.event_id is None:
            return None
        return rules.next_open_table(self._matches(self.shown_round), after)

    def _after_confirm(self) -> None:
        if self.score_entry.text():  # kept (No): the typed score waits to be fixed
            self.score_entry.setFocus()
            self.score_entry.selectAll()

    #: tables typed in the entry line so far: a result written after the next table was
    #: typed does not cover the status line's "who sits there"
    tables_typed = 0

    def _table_entered(self) -> None:
        """Table typed: show who sits there (the slip can be checked), then go to the score."""
        self.tables_typed += 1
        table = self.table_entry.value()
        round_no = self._to_entry_round()
        match = self.match_at(round_no, table)
        if match is None or match.is_bye:
            self._status(self.tr("Round %1 has no table %2").replace("%1", str(round_no))
                         .replace("%2", str(table)) if match is None
                         else self.tr("Table %1 is a bye").replace("%1", str(table)), error=True)
            self.table_entry.selectAll()
            return
        names = self.names()
        text = self.tr("Table %1: %2 vs %3").replace("%1", str(table)).replace(
            "%2", names.get(match.p1, match.p1)).replace("%3", names.get(match.p2 or "", ""))
        if self._switched_to_current:  # said, so the judge knows which round it goes to
            text = self.tr("Current round %1").replace("%1", str(round_no)) + " · " + text
        if match.score is not None:
            text += " · " + self.tr("already in: %1").replace("%1", str(match.score))
        self._status(text)
        for row, shown in enumerate(self.pairings_table.rows_model.rows):
            if row_user(shown) == table:  # the row's table number
                self.pairings_table.selectRow(row)
                self.pairings_table.scroll_to_row(row)
                break
        self.score_entry.setFocus()
        self.score_entry.selectAll()

    def record(self, round_no: int, table: int, score: GameScore,
               match: MatchRecord | None = None) -> Pending[object]:
        """Enter or correct one result through the undo stack (submitted; see
        :meth:`_write_result`). ``match``: the table as the caller read it a moment ago (the
        entry line), not read again (at 8,192 players a round's read held the UI 86 ms)."""
        if match is None or (match.round, match.table) != (round_no, table):
            match = self.match_at(round_no, table)
        if match is None:
            self._status(self.tr("Round %1 has no table %2").replace("%1", str(round_no))
                         .replace("%2", str(table)), error=True)
            return Pending.refused()
        if match.is_bye:
            self._status(self.tr("Table %1 is a bye").replace("%1", str(table)), error=True)
            return Pending.refused()
        if rules.unchanged(match.score, score):  # nothing to write, nothing to ask
            self._status(self.tr("Table %1 already has %2: nothing to change")
                         .replace("%1", str(table)).replace("%2", str(score)))
            return Pending.refused()
        if self.service and rules.correction_reaches_cut(round_no, self.last_swiss_round,
                                                         self.current_round):
            return self._ask_cut_change(round_no, table, score, match)
        return self._record_now(round_no, table, score, match)

    def _ask_cut_change(self, round_no: int, table: int, score: GameScore,
                        match: MatchRecord) -> Pending[object]:
        """A Swiss result corrected once the top cut began: say what it changes (the core
        works it out), and write it only if the judge confirms."""
        event_id = str(self.event_id)
        ok, effect = self._read(self.tr("Could not correct the result of table %1")
                                .replace("%1", str(table)),
                                lambda svc: svc.correction_effect(event_id, round_no, table,
                                                                  score))
        if not ok:
            return Pending.refused()
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
        return Pending.refused()

    def _record_now(self, round_no: int, table: int, score: GameScore,
                    match: MatchRecord) -> Pending[object]:
        # Pushed only once the service took it: a refused result (a top-cut draw, a closed
        # round…) never enters the undo history.
        return self._write_result(round_no, table, score, match.score, undoable=True)

    def _write_result(self, round_no: int, table: int, score: GameScore | None,
                      before: GameScore | None, undoable: bool = False) -> Pending[object]:
        """The one place results are written: a first entry, or an (audited) correction.

        Submitted to the worker (in order after every earlier entry); returns at once.
        Once written: the status line says so, the pairings and standings refresh, and
        (``undoable``) the entry goes on the undo stack. Refused: the error dialog, and
        the score typed comes back into the entry box to be fixed."""
        current = self.current_round
        first = rules.result_call(before, round_no, current, clearing=score is None) == "record"
        what = (self.tr("Could not enter the result of table %1") if first
                else self.tr("Could not correct the result of table %1")).replace("%1", str(table))
        if not self._ready(what):
            return Pending.refused()
        event_id = str(self.event_id)
        shown = "—" if score is None else str(score)
        typed = self.tables_typed

        def written(_match: object) -> None:
            if self.tables_typed == typed:  # the next slip's "who sits there" stays
                self._status(self.tr("Table %1: %2").replace("%1", str(table))
                             .replace("%2", shown))
            if undoable and score is not None:
                self.undo_stack.push(ResultCommand(self, round_no, table, score, before))
            self._refresh_results()
            self.ctx.changed.emit()

        def refused(_outcome: object) -> None:
            if score is not None and not self.score_entry.text():  # to be fixed, not retyped
                self.table_entry.setValue(table)
                self.score_entry.setText(str(score))
                self.score_entry.setFocus()
                self.score_entry.selectAll()
            self._refresh_results()
            self.ctx.changed.emit()

        return self._write(what, lambda svc: rules.write_result(
            svc, event_id, round_no, current, table, score, before), written, failed=refused,
            buttons=(self.enter_button,))

    def _refresh_results(self) -> None:
        """After a result: the event read again in the background and the tab on screen
        filled when the read comes back (the standings read only if on screen, else when
        their tab opens). The UI thread does not wait: at 8,192 players the read it waited
        for held the window 0.34 s a slip, 0.55 s with the table's reads."""
        if self.service is None or self.event_id is None or self.top_cut_started:
            self._refresh_all()  # a top cut: the bracket and the champion, read at once
            return
        self.ctx.names = None
        self.ctx.standings_stale = True  # filled by the read if on screen, else when shown
        self._refresh_soon()

    def _correct_row(self, row: int, _column: int = 0) -> None:
        """Fix the result of one row (double-click, Enter or F2 on the pairings table)."""
        if not 0 <= row < self.pairings_table.rowCount():
            return
        number = self.pairings_table.row_data(row)
        if not isinstance(number, int):
            return
        table = number
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

    def forget_round(self) -> None:
        """Another event was opened (or the open one deleted): the round shown and what
        was typed belonged to it."""
        self.round_combo.clear()
        self._reset_entry()

    def _reset_entry(self) -> None:
        """An empty score box and status line: nothing typed for one round reaches another."""
        self.score_entry.clear()
        self.entry_status.clear()
        self.entry_status.setStyleSheet("")
