"""The top cut: its dialog (the suggested cut preselected), seeds, and the Top cut tab's bracket."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel

from judge_app.tournament import workspace as rules
from ui.bracket import BracketView
from ui.common import show_error
from ui.event.base import EventContext, EventView, _hold
from ui.event.rounds import RoundsTab


class TopCutTab(EventView):
    """Single elimination among the best of the Swiss standings."""

    def __init__(self, ctx: EventContext, rounds: RoundsTab) -> None:
        super().__init__(ctx)
        self.rounds = rounds  # the top cut is paired as the rounds are
        _hold(self, self._build_top_cut_tab())

    def _build_top_cut_tab(self) -> BracketView:
        self.ctx.champion = None
        self.top_cut_box: QDialog | None = None
        self.bracket = BracketView()
        return self.bracket

    def active_players(self) -> int:
        """Players still in the event (not dropped): the seeds a top cut can take."""
        if self.service is None or self.event_id is None:
            return 0
        return rules.active_players(self._players())

    def cut_choices(self) -> list[int]:
        """The cut sizes the players can fill (2, 4, 8, 16, 32)."""
        return rules.cut_choices(self.active_players())

    def suggested_cut(self) -> int:
        """The cut the core suggests for the event (0 when none is possible)."""
        if self.service is None or self.event_id is None:
            return 0
        return rules.suggested_cut_for(self._players())

    def top_cut_dialog(self) -> None:
        """Ask for the cut (2–32, the suggestion preselected), then pair its first round."""
        what = self.tr("Could not start the top cut")
        if not self._ready(what):
            return
        choices = self.cut_choices()
        if not choices:
            show_error(self, what, self.tr("Open an event with at least two active players "
                                           "first."))
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
        early = rules.early_cut_for(self._players(), self.last_swiss_round)
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
        what = self.tr("Could not start the top cut")
        if not self._ready(what):
            return
        event_id = str(self.event_id)
        self.rounds.pair_on_worker(what, self.tr("Seeding the top cut…"),
                   lambda svc: len(svc.top_cut(event_id, cut)))

    def _refresh_bracket(self) -> None:
        if self.service is None or self.event_id is None:
            self.bracket.set_bracket([], {}, None)
            return
        last_swiss = self.last_swiss_round
        tops = [self._matches(r) for r in range(last_swiss + 1, self.current_round + 1)]
        if not tops:
            champion = None
        elif self._snap is not None:  # read with the rest of the refresh
            champion = self._snap.champion
        else:
            event_id = str(self.event_id)
            champion = self.service.read(lambda svc: svc.champion(event_id))
        self.ctx.champion = champion
        self.bracket.set_bracket(tops, self.names(), champion)
