"""The Players tab: registration, CSV import, corrections, drop and reinstate.

Every write is submitted to the operations layer and returns at once (a :class:`Pending`);
the table refreshes when the worker has written it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from judge_app.storage.errors import SameNameError
from judge_app.tournament.model import Player
from ui.common import confirm
from ui.corrections import PlayerDialog
from ui.event.base import EventContext, EventSnapshot, EventView, _hold
from ui.operations import Outcome, Pending
from ui.rows import Row, RowsView, make_row


def build_players(players: list[Player], dropped: str, late: str, active: str) -> list[Row]:
    """The players table's rows (``dropped``, ``late``: the status words with %1 for the
    round). Plain Python: the worker builds them with the read."""
    rows: list[Row] = []
    for p in players:
        if p.dropped:
            status = dropped.replace("%1", str(p.dropped_after))
        elif p.first_round > 1:
            status = late.replace("%1", str(p.first_round))
        else:
            status = active
        rows.append(make_row((p.id, p.name, status, p.first_round, p.member_id), user=p.id))
    return rows


class PlayersTab(EventView):
    """Who plays: add (a late entry joins the next round), import, edit, drop, reinstate."""

    def __init__(self, ctx: EventContext) -> None:
        super().__init__(ctx)
        _hold(self, self._build_players_tab())
        ctx.builders["players"] = self.builder

    def _build_players_tab(self) -> QWidget:
        self.players_table = RowsView(5, "playersTable")
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

        self.player_name.returnPressed.connect(self._add_player_from_field)
        self.add_player_button.clicked.connect(self._add_player_from_field)
        self.import_button.clicked.connect(self._import_dialog)
        self.drop_button.clicked.connect(self._drop_selected)
        self.edit_player_button.clicked.connect(self.edit_player_dialog)
        self.undrop_button.clicked.connect(self._undrop_selected)
        self.players_table.cellDoubleClicked.connect(lambda _r, _c: self.edit_player_dialog())
        self.drop_action = QAction(self)
        self.drop_action.setShortcut(QKeySequence(Qt.Key.Key_Delete))
        self.drop_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.drop_action.triggered.connect(self._drop_selected)
        self.players_table.addAction(self.drop_action)
        return players_page

    def _retranslate_players_tab(self) -> None:
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

    def add_player(self, name: str, *,
                   refused: Callable[[Outcome[Any]], object] | None = None,
                   same_name: bool = False) -> Pending[object]:
        """Register ``name`` (a late entry once round 1 is paired: it joins the next round).

        Submitted to the worker: returns at once; the table refreshes when it is written
        (``refused(outcome)`` and the error dialog if the service refuses it). A name
        already registered is not an error dialog but a question (:meth:`_ask_same_name`):
        the same person twice, or another person of that name (``same_name``)."""
        what = self.tr("Could not add the player")
        if not self._ready(what):
            return Pending.refused()
        if not name.strip():
            self._status(self.tr("Type the player's name first."), error=True)
            return Pending.refused()
        event_id, name = str(self.event_id), name.strip()

        def not_added(outcome: Outcome[Any]) -> bool:
            if isinstance(outcome.error, SameNameError):
                self._ask_same_name(outcome.error, refused)
                return True
            if refused is not None:
                refused(outcome)
            return False

        return self._write(what, lambda svc: svc.add_player(event_id, name,
                                                            same_name=same_name),
                           lambda _player: self._refresh_all(), failed=not_added,
                           buttons=(self.add_player_button,))

    def _ask_same_name(self, refusal: SameNameError,
                       refused: Callable[[Outcome[Any]], object] | None) -> QMessageBox:
        """Ask whether ``refusal.name`` is another person than the registered player of that
        name: *yes* registers them; *no* (the default: most often it is the same person
        typed twice) leaves the event as it was and says so."""
        def another() -> None:
            self.add_player(refusal.name, refused=refused, same_name=True)

        box = confirm(
            self, self.tr("Same name"),
            self.tr("%1 is already registered as %2. Is %3 another person with the same "
                    "name?").replace("%1", refusal.existing_name)
            .replace("%2", refusal.existing).replace("%3", refusal.name),
            another,
            detail=self.tr("Answer no if it is the same person: a player registered twice "
                           "is paired twice."),
            yes_text=self.tr("Register another player"))
        def answered(_result: int = 0) -> None:
            if box.standardButton(box.clickedButton()) != QMessageBox.StandardButton.Yes:
                self._status(self.tr("Not added: %1 is already registered as %2.")
                             .replace("%1", refusal.existing_name)
                             .replace("%2", refusal.existing), error=True)

        box.finished.connect(answered)
        return box

    def _add_player_from_field(self) -> None:
        """The typed name is registered and the field is free for the next one at once; a
        name the service refuses comes back into the field (if nothing was typed since)."""
        name = self.player_name.text()

        def back(_outcome: Outcome[Any]) -> None:
            if not self.player_name.text():
                self.player_name.setText(name)

        if self.add_player(name, refused=back).job is not None:
            self.player_name.clear()
            self.player_name.setFocus()

    def import_players(self, path: str | Path) -> Pending[object]:
        """Register every player of a CSV roster (all or none); its result is how many were
        added."""
        what = self.tr("Could not import the players from %1").replace("%1", str(path))
        if not self._ready(what):
            return Pending.refused()
        event_id = str(self.event_id)
        return self._write(what, lambda svc: len(svc.import_players_csv(event_id, Path(path))),
                           lambda _count: self._refresh_all(), buttons=(self.import_button,))

    def _import_dialog(self) -> None:
        from ui.report_preview import documents_dir

        name, _ = QFileDialog.getOpenFileName(self, self.tr("Import players"),
                                              str(documents_dir()),
                                              self.tr("CSV files (*.csv)"))
        if name:
            self.import_players(name)

    def drop_player(self, player_id: str) -> Pending[object]:
        """Drop ``player_id`` (not paired again; results kept)."""
        what = self.tr("Could not drop the player")
        if not self._ready(what):
            return Pending.refused()
        event_id = str(self.event_id)
        return self._write(what, lambda svc: svc.drop_player(event_id, player_id),
                           lambda _value: self._refresh_all(),
                           failed=lambda _outcome: self._refresh_all(),
                           buttons=(self.drop_button, self.drop_action))

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
                    member_id: str | None = None) -> Pending[object]:
        """Correct a player's name or membership id (audited by the service)."""
        what = self.tr("Could not edit the player")
        if not self._ready(what):
            return Pending.refused()
        event_id = str(self.event_id)
        return self._write(what, lambda svc: svc.edit_player(event_id, player_id, name=name,
                                                             member_id=member_id),
                           lambda _value: self._refresh_all(),
                           buttons=(self.edit_player_button,))

    def edit_player_dialog(self) -> None:
        """The selected player's name and membership id in a dialog."""
        player_id = self._selected_player()
        if player_id is None:
            self._status(self.tr("Select the player to edit first."), error=True)
            return
        what = self.tr("Could not edit the player")
        if not self._ready(what):
            return
        event_id = str(self.event_id)
        _ok, players = self._read(what, lambda svc: svc.players(event_id))
        player = next((p for p in players or [] if p.id == player_id), None)
        if player is None:
            return
        dialog = PlayerDialog(player, self)
        dialog.accepted.connect(lambda: self.edit_player(
            player_id, dialog.name.text(), dialog.member_id.text()))
        self.player_dialog = dialog
        dialog.open()

    def undrop_player(self, player_id: str) -> Pending[object]:
        """Reinstate a player dropped by mistake (paired again from the next round)."""
        what = self.tr("Could not reinstate the player")
        if not self._ready(what):
            return Pending.refused()
        event_id = str(self.event_id)
        return self._write(what, lambda svc: svc.undrop_player(event_id, player_id),
                           lambda _value: self._refresh_all(),
                           failed=lambda _outcome: self._refresh_all(),
                           buttons=(self.undrop_button,))

    def _undrop_selected(self) -> None:
        player_id = self._selected_player()
        if player_id is None:
            self._status(self.tr("Select the player to reinstate first."), error=True)
            return
        self.undrop_player(player_id)

    def builder(self) -> Callable[[EventSnapshot], object]:
        """The worker's builder of the players' rows, in the words on screen now."""
        words = (self.tr("dropped after round %1"), self.tr("late entry (round %1)"),
                 self.tr("active"))
        return lambda snap: build_players(snap.players, *words)

    def _fill_players(self, players: list[Player]) -> None:
        """The players table (rows built on the worker with the snapshot being shown); only
        the rows that changed are repainted (another station's result changes none)."""
        snap = self._snap
        built = snap.built.get("players") if snap is not None else None
        rows = built if isinstance(built, list) else build_players(
            players, self.tr("dropped after round %1"), self.tr("late entry (round %1)"),
            self.tr("active"))
        self.players_table.refit(self.players_table.set_rows(rows), (1,))
