"""Everyday corrections in the event workspace: a player's name or membership id, a penalty.

Each dialog only collects what the judge typed; the workspace asks the
EventService (which checks and audits it) and shows any refusal.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from judge_app.tournament.model import Penalty, PenaltyKind, Player


def table_spin(object_name: str) -> QSpinBox:
    """A table number box where 0 reads "—" (no table: a penalty away from the tables)."""
    spin = QSpinBox()
    spin.setObjectName(object_name)
    spin.setRange(0, 100000)
    spin.setSpecialValueText("—")
    return spin


class PlayerDialog(QDialog):
    """Correct a player's name and membership id (the id and the results stay)."""

    def __init__(self, player: Player, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playerDialog")
        self.player = player
        self.setWindowTitle(self.tr("Edit player %1").replace("%1", player.id))
        self.name = QLineEdit(player.name)
        self.name.setObjectName("playerDialogName")
        self.member_id = QLineEdit(player.member_id)
        self.member_id.setObjectName("playerDialogMember")
        self.member_id.setPlaceholderText(self.tr("Membership id (optional)"))
        form = QFormLayout(self)
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Membership id:"), self.member_id)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)


class PenaltyDialog(QDialog):
    """Correct a penalty: the infraction, kind, round, table, judge and note."""

    def __init__(self, penalty: Penalty, kinds: list[tuple[str, str]], player_name: str,
                 rounds: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("penaltyDialog")
        self.penalty = penalty
        self.setWindowTitle(self.tr("Edit penalty %1").replace("%1", str(penalty.id)))
        self.infraction = QLineEdit(penalty.infraction)
        self.infraction.setObjectName("penaltyDialogInfraction")
        self.kind = QComboBox()
        self.kind.setObjectName("penaltyDialogKind")
        for label, value in kinds:
            self.kind.addItem(label, value)
        self.kind.setCurrentIndex(self.kind.findData(penalty.kind.value))
        self.citation = QLineEdit(f"{penalty.citation.rulebook}:{penalty.citation.section}")
        self.citation.setObjectName("penaltyDialogCitation")
        self.round = QSpinBox()
        self.round.setObjectName("penaltyDialogRound")
        self.round.setRange(0, max(rounds, 0))
        self.round.setSpecialValueText("—")
        self.round.setValue(penalty.round or 0)
        self.table = table_spin("penaltyDialogTable")
        self.table.setValue(penalty.table or 0)
        self.judge = QLineEdit(penalty.judge)
        self.judge.setObjectName("penaltyDialogJudge")
        self.note = QLineEdit(penalty.note)
        self.note.setObjectName("penaltyDialogNote")
        form = QFormLayout(self)
        form.addRow(self.tr("Player:"), QLineEdit(f"{player_name} ({penalty.player})",
                                                  readOnly=True))
        form.addRow(self.tr("Infraction:"), self.infraction)
        form.addRow(self.tr("Penalty:"), self.kind)
        form.addRow(self.tr("Rule:"), self.citation)
        form.addRow(self.tr("Round:"), self.round)
        form.addRow(self.tr("Table:"), self.table)
        form.addRow(self.tr("Judge:"), self.judge)
        form.addRow(self.tr("Note:"), self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def changes(self) -> dict[str, object]:
        """What the judge changed, as keyword arguments of ``EventService.edit_penalty``."""
        p = self.penalty
        out: dict[str, object] = {}
        if self.infraction.text().strip() != p.infraction:
            out["infraction"] = self.infraction.text()
        kind = PenaltyKind(str(self.kind.currentData()))
        if kind is not p.kind:
            out["kind"] = kind
        cite = self.citation.text().strip()
        if cite != f"{p.citation.rulebook}:{p.citation.section}":
            out["citation"] = cite
        if self.round.value() and self.round.value() != (p.round or 0):
            out["round"] = self.round.value()
        if self.table.value() and self.table.value() != (p.table or 0):
            out["table"] = self.table.value()
        if self.judge.text().strip() != p.judge:
            out["judge"] = self.judge.text()
        if self.note.text().strip() != p.note:
            out["note"] = self.note.text()
        return out
