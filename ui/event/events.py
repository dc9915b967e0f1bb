"""The event bar above the tabs: which database and event, new/archive/delete, undo, audit."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPushButton,
    QToolButton,
    QVBoxLayout,
)

from judge_app.games import known_games
from judge_app.tournament import workspace as rules
from ui.common import confirm, error_text, show_error
from ui.event.base import EventContext, EventView
from ui.i18n import game_title, profile_title
from ui.operations import Pending
from ui.settings import PROFILES


class EventBar(EventView):
    """Choose, create, archive and delete events; undo/redo; verify the audit log. The row
    above the tabs and the event's header line."""

    #: another event was opened (or the open one deleted): the entry line starts afresh
    eventSwitched = Signal()
    #: an event was created from the dialog: registration comes next (the Players tab)
    eventCreated = Signal()

    def __init__(self, ctx: EventContext) -> None:
        super().__init__(ctx)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._build_event_bar())
        layout.addWidget(self.header)

    def _build_event_bar(self) -> QHBoxLayout:
        """The row above the tabs, wired to this class's actions."""
        self.event_combo = QComboBox()
        self.event_combo.setObjectName("eventCombo")
        self.new_button = QPushButton()
        self.header = QLabel()
        self.header.setObjectName("eventHeader")
        # a long event name or champion wraps: it never pushes the window past the screen
        # (issue 23 §8: 1330 px at 1280×800 once the champion's line got long)
        self.header.setWordWrap(True)
        self.header.setMinimumWidth(1)
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

        self.event_combo.activated.connect(self._event_chosen)
        self.new_button.clicked.connect(self.new_event_dialog)
        self.audit_button.clicked.connect(self.verify_audit)
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
        return top

    def _retranslate_event_bar(self) -> None:
        self.event_label.setText(self.tr("Event:"))
        self.new_button.setText(self.tr("New event…"))
        self.undo_button.setText(self.tr("Undo"))
        self.redo_button.setText(self.tr("Redo"))
        self.undo_button.setToolTip(self.tr("Undo the last result entry or correction (Ctrl+Z)"))
        self.redo_button.setToolTip(self.tr("Redo (Ctrl+Shift+Z)"))
        self.audit_button.setText(self.tr("Verify audit log"))
        self.audit_button.setToolTip(self.tr("Check that no entry of the event's hash-chained "
                                             "audit log was edited, deleted or inserted"))
        self.event_menu_button.setText(self.tr("Event") + " ▾")
        self.retranslate_event_menu()
        self.delete_event_action.setText(self.tr("Delete this event…"))
        self.show_archived_action.setText(self.tr("Show archived events"))

    # ------------------------------------------------------------------ database
    def connect_database(self, db_url: str) -> bool:
        """Use the event database at ``db_url`` (SQLite file or PostgreSQL URL)."""
        try:
            from ui.operations import Operations

            # Every call runs on the operations layer's worker thread (ui/operations.py).
            service = Operations.shared().service(db_url)
            service.read(lambda svc: svc.list_events())  # reach it now, not at the first click
        except Exception as exc:  # a bad URL or an unreachable server: say so, keep the window
            # The database in use (if any) stays connected, with its event open.
            what = self.tr("Could not open the database %1").replace("%1", db_url)
            show_error(self, what, exc)
            if self.service is None:  # said again by every action that needs a database
                self.ctx.database_problem = f"{what}: {error_text(exc)}"
            return False
        self.ctx.database_problem = ""
        self.ctx.service = service
        self.ctx.db_url = db_url
        self.undo_stack.clear()
        self.ctx.event_id = None
        self.ctx.summary = None
        self._refresh_event_list()
        last = self.settings.last_event
        if last and self.event_combo.findData(last) >= 0:
            self.open_event(last)
        else:
            self._refresh_all()
        return True

    # ------------------------------------------------------------------ events
    def _refresh_event_list(self) -> None:
        self.event_combo.clear()
        if self.service is None:
            return
        archived = self.show_archived_action.isChecked()
        _ok, events = self._read(self.tr("Could not list the events"),
                                 lambda svc: svc.list_events(include_archived=archived))
        for ev in events or []:
            label = f"{ev.name} ({game_title(ev.game)}, {ev.date})"
            if ev.archived:
                label += " — " + self.tr("archived")
            self.event_combo.addItem(label, ev.id)
        if self.event_id is not None:
            self.event_combo.setCurrentIndex(self.event_combo.findData(self.event_id))

    def toggle_archive(self) -> Pending[object]:
        """Archive the open event (hidden from the list, nothing lost), or take it out."""
        what = self.tr("Could not archive the event")
        if not self._ready(what) or self.summary is None:
            return Pending.refused()
        event_id, archived = str(self.event_id), not self.summary.archived

        def done(_value: object) -> None:
            self._refresh_soon()
            self._refresh_event_list()
            self.retranslate_event_menu()
            self._status(self.tr("Event archived: find it again with Event → Show archived "
                                 "events") if archived else self.tr("Event back in the list"))

        return self._write(what, lambda svc: svc.archive_event(event_id, archived), done,
                           buttons=(self.archive_action,))

    def retranslate_event_menu(self) -> None:
        self.archive_action.setText(self.tr("Take this event out of the archive")
                                    if self.summary is not None and self.summary.archived
                                    else self.tr("Archive this event"))

    def delete_event(self, event_id: str, force: bool = False) -> Pending[object]:
        """Delete an event and all of it (one with rounds only with ``force``)."""
        what = self.tr("Could not delete the event")
        if not self._ready(what, event=False):
            return Pending.refused()

        def done(_value: object) -> None:
            if event_id == self.event_id:
                self.ctx.event_id = None
                self.ctx.summary = None
                self.settings.last_event = ""
                self.undo_stack.clear()
                self.eventSwitched.emit()
            self._refresh_event_list()
            self._refresh_soon()

        return self._write(what, lambda svc: svc.delete_event(event_id, force=force), done,
                           buttons=(self.delete_event_action,), event=event_id)

    def delete_event_dialog(self) -> None:
        """Ask before deleting the open event; one with rounds played says so (archive it)."""
        if not self._ready(self.tr("Could not delete the event")) or self.summary is None:
            return
        event_id, summary = str(self.event_id), self.summary
        played = summary.current_round > 0
        detail = (self.tr("It has %n round(s) paired: its results, penalties and audit log "
                          "are deleted too. Archiving keeps them.", "", summary.current_round)
                  if played else self.tr("Its players are deleted too."))
        self.confirm_box = confirm(
            self, self.tr("Delete an event"),
            self.tr("Delete the event %1 (%2)?").replace("%1", summary.name)
            .replace("%2", summary.id),
            lambda: self.delete_event(event_id, force=played), detail, self.tr("Delete"))

    def create_event(self, name: str, game: str, profile: str | None = None, *,
                     then: Callable[[str], object] | None = None) -> Pending[object]:
        """Create an event and open it (then ``then(event_id)``); its result is the new
        event's id (``None`` if the service refused)."""
        what = self.tr("Could not create the event")
        if not self._ready(what, event=False):
            return Pending.refused()
        chosen = profile or self.settings.profile

        def done(event_id: str) -> None:
            self._refresh_event_list()
            self.open_event(event_id)
            if then is not None:
                then(event_id)

        return self._write(what, lambda svc: str(svc.create_event(name, game,
                                                                  profile=chosen).id),
                           done, buttons=(self.new_button,), event=None)

    def open_event(self, event_id: str) -> Pending[object]:
        """Show ``event_id`` at its current round, with an empty entry line and status.

        The event is read in the background and its tabs filled when the read comes back
        (at 8,192 players the UI thread waited 0.8–1.3 s for it); meanwhile the header says
        which event is opening. The window never waits: a script or a test that looks at
        the tabs next waits on what this returns (``open_event(ev).wait()``)."""
        changed = event_id != self.event_id
        self.ctx.event_id = event_id
        self.undo_stack.clear()
        self.settings.last_event = event_id
        index = self.event_combo.findData(event_id)
        self.event_combo.setCurrentIndex(index)
        if changed:
            # what was read of the other event no longer holds (its round, its names)
            self.ctx.summary = None
            self.ctx.names = None
            self.ctx.drafts = frozenset()
            self.header.setText(html.escape(self.tr("Opening %1…").replace(
                "%1", self.event_combo.itemText(index) if index >= 0 else event_id)))
            self.eventSwitched.emit()  # the round shown was the other event's
        self._refresh_soon(standings=True)
        station = self.ctx.station() if self.service is not None else None
        return Pending.reading(station.operations) if station is not None else Pending.refused()

    def _event_chosen(self, index: int) -> None:
        event_id = self.event_combo.itemData(index)
        if event_id is not None:
            self.open_event(str(event_id))

    def new_event_dialog(self) -> None:
        """Name, game and tiebreakers of a new event (said at once when there is no database)."""
        if not self._ready(self.tr("Could not create the event"), event=False):
            return
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("New event"))
        name = QLineEdit()
        name.setMinimumWidth(name.fontMetrics().averageCharWidth() * 40)  # a whole event name
        game = QComboBox()
        for key in known_games():  # the game registry, in its order
            game.addItem(game_title(key), key)
        profile = QComboBox()
        profile.setObjectName("profileCombo")
        line = QLabel()  # what the chosen profile does, in one line (and why, if recommended)
        line.setObjectName("profileLine")
        line.setWordWrap(True)
        line.setTextFormat(Qt.TextFormat.PlainText)
        line.setStyleSheet("color: #555")

        def fill_profiles() -> None:
            """The game's recommended profile first and chosen; the others after it."""
            key = str(game.currentData())
            choices = rules.profile_choices(key, PROFILES)
            profile.blockSignals(True)
            profile.clear()
            for i, p in enumerate(choices):
                title = profile_title(p)
                if i == 0:
                    title += " — " + self.tr("recommended for %1").replace(
                        "%1", game_title(key))
                profile.addItem(title, p)
            profile.setCurrentIndex(0)
            profile.blockSignals(False)
            describe()

        def describe() -> None:
            line.setText(rules.profile_line(str(game.currentData()),
                                            str(profile.currentData()), self.lang))

        game.currentIndexChanged.connect(lambda _i: fill_profiles())
        profile.currentIndexChanged.connect(lambda _i: describe())
        fill_profiles()
        form = QFormLayout(dialog)
        form.addRow(self.tr("Name:"), name)
        form.addRow(self.tr("Game:"), game)
        form.addRow(self.tr("Tiebreakers:"), profile)
        form.addRow("", line)
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

        def created(_event_id: str) -> None:
            self.eventCreated.emit()

        self.create_event(name, game, profile, then=created)

    def open_event_dialog(self) -> None:
        if not self._ready(self.tr("Could not list the events"), event=False):
            return
        self._refresh_event_list()
        self.event_combo.setFocus()
        self.event_combo.showPopup()

    # ------------------------------------------------------------------ audit
    def verify_audit(self) -> bool | None:
        """Check the event's hash-chained audit log; the verdict in a dialog (None: no event)."""
        what = self.tr("Could not verify the audit log")
        if not self._ready(what):
            return None
        event_id = str(self.event_id)
        ok, check = self._read(what, lambda svc: svc.verify_audit(event_id))
        if not ok or check is None:
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
