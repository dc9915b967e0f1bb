"""The one window: Replay, Event and Rulebooks workspaces, menus, settings, language.

Everything Juez does is reachable here with a mouse and a keyboard.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from judge_app.violations import Citation, Lang
from ui.backups import DatabaseProblem, install_backups_action
from ui.i18n import LanguageSwitcher
from ui.match_logs import install as install_match_logs
from ui.operations import POLL_MS, Change, Operations
from ui.recording_panel import install as install_recording
from ui.replay_view import ReplayWorkspace, sample_logs
from ui.rulebooks import RulebookBrowser
from ui.settings import AppSettings

if TYPE_CHECKING:
    from ui.event_view import EventWorkspace


class MainWindow(QMainWindow):
    """Juez's main window. ``db_url`` overrides the settings (tests, ``--db``)."""

    def __init__(self, settings: AppSettings, switcher: LanguageSwitcher,
                 db_url: str | None = None) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.settings = settings
        self.switcher = switcher
        self._db_url = db_url
        self.tabs = QTabWidget()
        self.tabs.setObjectName("workspaces")
        self.tabs.tabBar().setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.replay = ReplayWorkspace(lambda: self.language)
        self.rulebooks = RulebookBrowser()
        self._event: EventWorkspace | None = None
        self.event_holder = QWidget()
        self.event_holder.setObjectName("eventHolder")
        QVBoxLayout(self.event_holder).setContentsMargins(0, 0, 0, 0)
        self.tabs.addTab(self.replay, "")
        self.tabs.addTab(self.event_holder, "")
        self.tabs.addTab(self.rulebooks, "")
        self.setCentralWidget(self.tabs)
        self.status_db = QLabel()
        self.statusBar().addPermanentWidget(self.status_db)
        self.replay.citationActivated.connect(self.open_citation)
        self._back_to: QWidget | None = None
        self.rulebooks.backRequested.connect(self.back_from_rulebook)
        self.rulebooks.citeRequested.connect(self.cite_in_penalty)
        self.replay.replayLoaded.connect(self._log_opened)
        self.tabs.currentChanged.connect(self._tab_changed)
        self._build_menus()
        install_recording(self)  # File › Record a match… (ui/recording_panel.py)
        install_match_logs(self)  # replay → attach to a table, issue penalty (ui/match_logs.py)
        # Every database read and write off the UI thread; one "changed" signal (own writes
        # and, polled every 2 s, another station's) that the views follow.
        self.ops = Operations.shared()
        self.ops.changed.connect(self._event_changed)
        self.ops.failed.connect(self._operation_failed)
        self.poll_timer = QTimer(self)
        self.poll_timer.setInterval(POLL_MS)
        self.poll_timer.timeout.connect(self.poll_event)
        self.poll_timer.start()
        self.database_problem: DatabaseProblem | None = None
        self.retranslate()
        self.resize(1280, 800)

    # ------------------------------------------------------------------ properties
    @property
    def language(self) -> str:
        return self.switcher.language or self.settings.language

    @property
    def db_url(self) -> str:
        return self._db_url or self.settings.db_url

    @property
    def event_workspace(self) -> EventWorkspace:
        """The event workspace, created (and connected to the database) on first use."""
        if self._event is None:
            from ui.event_view import EventWorkspace

            self._event = EventWorkspace(self.db_url, self.settings, lambda: self.language)
            self._event.citationActivated.connect(self.open_citation)
            layout = self.event_holder.layout()
            assert layout is not None
            layout.addWidget(self._event)
        return self._event

    # ------------------------------------------------------------------ menus
    def _action(self, menu: QMenu, slot: object,
                shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                name: str = "") -> QAction:
        act = QAction(self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
            # shown beside the entry ("Ctrl+N") whatever the desktop's theme says about
            # shortcuts in menus (issue 23 §15: a bare X server showed none)
            act.setShortcutVisibleInContextMenu(True)
        if name:
            act.setObjectName(name)
        act.triggered.connect(lambda _checked=False: slot())  # type: ignore[operator]
        menu.addAction(act)
        return act

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.act_open = self._action(self.file_menu, self.open_log_dialog,
                                     QKeySequence.StandardKey.Open, "actOpen")
        self.samples_menu = self.file_menu.addMenu("")
        for path in sample_logs():  # by game and by title, never the file's name
            title, tip = sample_title(path)
            act = self.samples_menu.addAction(title)
            act.setToolTip(tip)
            act.triggered.connect(lambda _c=False, p=path: self.open_log(p))
        self.samples_menu.setToolTipsVisible(True)
        self.recent_menu = self.file_menu.addMenu("")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.file_menu.addSeparator()
        self.act_deck = self._action(self.file_menu, self.open_deck_check, "Ctrl+D", "actDeck")
        from ui.interop_menu import InteropActions

        self.interop = InteropActions(self, self._show_event_workspace, self.file_menu,
                                      self.act_deck)
        self.act_settings = self._action(self.file_menu, self.open_settings, "Ctrl+,",
                                         "actSettings")
        self.act_backups = install_backups_action(self)  # File → Backups… (ui/backups.py)
        self.file_menu.addSeparator()
        self.act_quit = self._action(self.file_menu, self.close, QKeySequence.StandardKey.Quit)

        self.event_menu = bar.addMenu("")
        self.act_new_event = self._action(self.event_menu, self._new_event, "Ctrl+N")
        self.act_open_event = self._action(self.event_menu, self._open_event, "Ctrl+E")
        self.act_pair = self._action(self.event_menu, lambda: self._event_call("pair"),
                                     "Ctrl+R", "actPair")
        # F6, not Ctrl+U: the table box has the focus while results are typed, and a line
        # edit takes Ctrl+U for itself (delete to the start of the line)
        self.act_publish = self._action(self.event_menu, lambda: self._event_call("publish"),
                                        "F6", "actPublish")
        self.act_top_cut = self._action(self.event_menu, lambda: self._event_call("top_cut"),
                                        "Ctrl+T", "actTopCut")
        self.act_audit = self._action(self.event_menu, lambda: self._event_call("audit"),
                                      name="actAudit")
        self.reports_menu = self.event_menu.addMenu("")
        self.report_actions: dict[str, QAction] = {}
        printing = {"pairings": "Ctrl+P", "slips": "Ctrl+Shift+P"}
        from judge_app.reports.catalogue import EVENT_REPORTS

        # every printable report of the core's catalogue, by its key (the CLI's)
        self._report_titles = {spec.key: spec.title for spec in EVENT_REPORTS}
        for key in (spec.key for spec in EVENT_REPORTS if "pdf" in spec.formats):
            act = self.reports_menu.addAction("")
            act.setObjectName(f"report_{key}")
            if key in printing:
                act.setShortcut(QKeySequence(printing[key]))
                act.setShortcutVisibleInContextMenu(True)
            act.triggered.connect(lambda _c=False, k=key: self._report(k))
            self.report_actions[key] = act
        self.act_match_report = self._action(self.file_menu, self._match_report)
        self.file_menu.insertAction(self.act_deck, self.act_match_report)

        self.view_menu = bar.addMenu("")
        self.view_actions = []
        for i in range(3):
            act = self._action(self.view_menu, lambda i=i: self.tabs.setCurrentIndex(i),
                               f"Ctrl+{i + 1}")
            self.view_actions.append(act)

        self.language_menu = bar.addMenu("")
        group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for lang, label in (("es", "Español"), ("en", "English")):
            act = QAction(label, self, checkable=True)
            act.setObjectName(f"lang_{lang}")
            act.setChecked(lang == self.language)
            act.triggered.connect(lambda _c=False, code=lang: self.set_language(code))
            group.addAction(act)
            self.language_menu.addAction(act)
            self.language_actions[lang] = act

        self.help_menu = bar.addMenu("")
        self.act_shortcuts = self._action(self.help_menu, self.show_shortcuts,
                                          QKeySequence.StandardKey.HelpContents, "actShortcuts")
        self.act_about = self._action(self.help_menu, self._about)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = self.settings.recent_files
        if not files:
            act = self.recent_menu.addAction(self.tr("(none)"))
            act.setEnabled(False)
        for name in files:
            act = self.recent_menu.addAction(name)
            act.triggered.connect(lambda _c=False, p=name: self.open_log(p))

    # ------------------------------------------------------------------ actions
    def open_log_dialog(self) -> None:
        start = str(sample_logs()[0].parent) if sample_logs() else ""
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open a match log"), start,
                                              self.tr("Match logs (*.json)"))
        if name:
            self.open_log(name)

    def open_log(self, path: str | Path) -> bool:
        self.tabs.setCurrentWidget(self.replay)
        return self.replay.open_file(path)

    def _log_opened(self, path: str) -> None:
        if path:
            self.settings.add_recent_file(path)
            self.statusBar().showMessage(self.tr("Opened %1").replace("%1", path), 5000)

    def open_citation(self, citation: Citation) -> None:
        """Show the cited section in the rulebook browser (Alt+← goes back where it was)."""
        came_from = self.tabs.currentWidget()
        if came_from is not self.rulebooks:
            self._back_to = came_from
            self.rulebooks.set_back(self.tabs.tabText(self.tabs.currentIndex()).replace("&", ""))
        self.tabs.setCurrentWidget(self.rulebooks)
        if not self.rulebooks.open_citation(citation):
            self.statusBar().showMessage(
                self.tr("%1 is not in the rulebook index").replace("%1", str(citation)), 8000)

    def back_from_rulebook(self) -> None:
        """Return to the workspace that opened the citation, as it was (same replay step)."""
        target = self._back_to
        if target is None:
            return
        self.tabs.setCurrentWidget(target)
        if target is self.replay:
            self.replay.events.setFocus()  # ←/→, N/P work at once
        self._back_to = None
        self.rulebooks.set_back("")

    def cite_in_penalty(self, citation: Citation) -> None:
        """The section read in the browser becomes the rule of the penalty being written."""
        self.tabs.setCurrentWidget(self.event_holder)
        self.event_workspace.penalties.set_penalty_citation(citation)
        self._back_to = None
        self.rulebooks.set_back("")

    def open_deck_check(self) -> None:
        from ui.dialogs import DeckCheckDialog

        dialog = DeckCheckDialog(lambda: self.language, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.citationActivated.connect(self.open_citation)
        dialog.open()
        self.deck_dialog = dialog

    def open_settings(self) -> None:
        from ui.dialogs import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.apply_settings(*dialog.chosen()))
        dialog.open()
        self.settings_dialog = dialog

    def apply_settings(self, language: str, db_url: str, profile: str) -> None:
        """Save the settings; switch language now; a new database reconnects the event view."""
        self.settings.profile = profile
        old_db, old_saved, old_override = self.db_url, self.settings.saved_db_url, self._db_url
        if db_url != old_saved:  # chosen now: it wins over a --db given at start-up
            self.settings.saved_db_url = db_url
            self._db_url = None
        self.settings.sync()
        self.set_language(language)
        if self.db_url != old_db and (
                not self.check_database(self.db_url)
                or (self._event is not None
                    and not self._event.bar.connect_database(self.db_url))):
            # Unreachable, damaged or not a database: keep working on the one in use.
            self.settings.saved_db_url = old_saved
            self._db_url = old_override
            self.settings.sync()
        self._update_db_label()

    # ------------------------------------------------------------------ the database
    def check_database(self, url: str) -> bool:
        """Open ``url`` on the operations layer (the window painting meanwhile); if it cannot
        be opened, say why at once and offer its newest backup (:class:`DatabaseProblem`)."""
        try:
            self.ops.read_now(url, lambda svc: svc.list_events())
        except Exception as exc:  # damaged, newer, unreachable: a dialog, never a traceback
            self.show_database_problem(url, exc)
            return False
        return True

    def check_database_later(self) -> None:
        """At start: the same check in the background (the window shows at once)."""
        from judge_app.storage.database import sqlite_file

        url = self.db_url
        path = sqlite_file(url) if url else None
        if path is not None and not path.exists():
            return  # a new file: created when first used, nothing that can fail to open
        self.ops.query(url, lambda svc: svc.list_events(),
                       failed=lambda outcome: self.show_database_problem(
                           url, outcome.error or outcome.reason))

    def show_database_problem(self, url: str, error: BaseException | str) -> DatabaseProblem:
        """The dialog saying what is wrong with ``url``, with the offer of its newest backup."""
        if self.database_problem is not None:
            self.database_problem.close()
        box = DatabaseProblem(self, url, error, lambda aside: self._restored(url, aside))
        box.destroyed.connect(lambda _o=None: setattr(self, "database_problem", None))
        self.database_problem = box
        box.open()
        return box

    def _restored(self, url: str, aside: Path) -> None:
        """A damaged file was replaced by its newest backup: open it again where it is shown."""
        if self._event is not None and url == self.db_url:
            self._event.bar.connect_database(url)
        self.statusBar().showMessage(
            self.tr("The newest backup was restored; the damaged file is kept as %1")
            .replace("%1", str(aside)), 15000)

    def poll_event(self) -> None:
        """Ask in the background whether another station changed the open event."""
        workspace = self._event
        event_id = getattr(workspace, "event_id", None)
        service = getattr(workspace, "service", None)
        if event_id is not None and service is not None:
            self.ops.poll(service.url, event_id)

    def _event_changed(self, change: Change) -> None:
        """The one place a change reaches the views: another station's write of the open
        event is shown at once (this window's own writes refresh where they were made)."""
        workspace = self._event
        if (workspace is None or not change.external or change.event is None
                or change.event != workspace.event_id
                or getattr(workspace.service, "url", None) != change.url):
            return
        workspace._refresh_all(external=True)
        floor = getattr(workspace, "floor", None)
        if floor is not None and floor.isVisible():
            floor.refresh_later()  # in the background: the window does not wait
        self.statusBar().showMessage(self.tr("Another station changed the event; shown as it "
                                             "is now"), 5000)

    def _operation_failed(self, what: str, reason: str) -> None:
        self.statusBar().showMessage(f"{what}: {reason}" if what else reason, 10000)

    def set_language(self, lang: str) -> None:
        """Switch the interface language at once; nothing typed or opened is lost."""
        self.settings.language = lang
        self.switcher.apply(lang)
        self.language_actions[lang].setChecked(True)

    def _tab_changed(self, index: int) -> None:
        if self.tabs.widget(index) is not self.rulebooks and self._back_to is not None:
            self._back_to = None  # left the rulebook another way: nothing to go back to
            self.rulebooks.set_back("")
        if self.tabs.widget(index) is self.event_holder:
            self.event_workspace.setFocus()

    def _show_event_workspace(self) -> EventWorkspace:
        self.tabs.setCurrentWidget(self.event_holder)
        return self.event_workspace

    def _new_event(self) -> None:
        self.tabs.setCurrentWidget(self.event_holder)
        self.event_workspace.bar.new_event_dialog()

    def _open_event(self) -> None:
        self.tabs.setCurrentWidget(self.event_holder)
        self.event_workspace.bar.open_event_dialog()

    def _event_call(self, what: str) -> None:
        self.tabs.setCurrentWidget(self.event_holder)
        if what == "top_cut":
            self.event_workspace.top_cut.top_cut_dialog()
        elif what == "pair":
            self.event_workspace.rounds.pair_next_round()
        elif what == "publish":
            self.event_workspace.rounds.publish_round()
        else:
            self.event_workspace.bar.verify_audit()

    def _report(self, key: str) -> None:
        self.tabs.setCurrentWidget(self.event_holder)
        self.event_workspace.reports.preview(key)

    def _match_report(self) -> None:
        from ui.report_preview import preview_report

        replay = self.replay.replay
        if replay is None:
            QMessageBox.information(self, self.tr("Match report"),
                                    self.tr("Open a match log first."))
            return
        from judge_app.reports.match_review import render_match_review

        lang: Lang = "en" if self.language == "en" else "es"
        preview_report(self, self.tr("Match report"),
                       lambda out: render_match_review(replay, out, lang=lang), "match-report")

    def shortcut_rows(self) -> list[tuple[str, str]]:
        """(keys, what they do) of every menu action with a shortcut, then the keys of the
        result entry; read from the actions themselves, so the sheet cannot go stale."""
        rows: list[tuple[str, str]] = []

        def walk(menu: object) -> None:
            for act in menu.actions():  # type: ignore[attr-defined]
                if act.menu() is not None:
                    walk(act.menu())
                elif not act.shortcut().isEmpty():
                    keys = act.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
                    rows.append((keys, act.text().replace("&", "").rstrip("…")))

        for top in self.menuBar().actions():
            if top.menu() is not None:
                walk(top.menu())
        rows += [
            (self.tr("Enter (table box)"), self.tr("Show who plays at the table, go to the "
                                                   "score")),
            (self.tr("Enter (score box)"), self.tr("Record the result; on to the next open "
                                                   "table")),
            (self.tr("Enter / F2 (pairings)"), self.tr("Correct the selected result")),
            (self.tr("F3 (pairings)"), self.tr("Why the selected table's players were "
                                               "paired")),
            (self.tr("Delete (players)"), self.tr("Drop the selected player")),
            (self.tr("Delete (penalties)"), self.tr("Delete the selected penalty")),
            (QKeySequence(QKeySequence.StandardKey.Undo).toString(
                QKeySequence.SequenceFormat.NativeText), self.tr("Undo the last result")),
            (QKeySequence(QKeySequence.StandardKey.Redo).toString(
                QKeySequence.SequenceFormat.NativeText), self.tr("Redo")),
        ]
        return rows

    def show_shortcuts(self) -> None:
        """Help → Keyboard shortcuts: every key of the window in one table."""
        from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTableWidget, QVBoxLayout

        from ui.event_view import _item

        dialog = QDialog(self)
        dialog.setObjectName("shortcutSheet")
        dialog.setWindowTitle(self.tr("Keyboard shortcuts"))
        rows = self.shortcut_rows()
        table = QTableWidget(len(rows), 2, dialog)
        table.setObjectName("shortcutTable")
        table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("What it does")])
        table.verticalHeader().setVisible(False)
        for row, (keys, what) in enumerate(rows):
            table.setItem(row, 0, _item(keys))
            table.setItem(row, 1, _item(what))
        table.resizeColumnsToContents()
        table.horizontalHeader().setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addWidget(table)
        layout.addWidget(buttons)
        dialog.resize(560, 520)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.shortcut_sheet = dialog
        dialog.open()

    def _about(self) -> None:
        QMessageBox.about(self, self.tr("About Juez"), self.tr(
            "Juez — replay, rules checking and tournament management for trading-card-game "
            "judges. Rulebooks are cited in their original Spanish."))

    # ------------------------------------------------------------------ language
    def _update_db_label(self) -> None:
        self.status_db.setText(self.tr("Database: %1").replace("%1", _short_url(self.db_url)))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Juez — judge's tool"))
        self.tabs.setTabText(0, self.tr("&Replay"))
        self.tabs.setTabText(1, self.tr("&Event"))
        self.tabs.setTabText(2, self.tr("Rule&books"))
        self.file_menu.setTitle(self.tr("&File"))
        self.act_open.setText(self.tr("&Open match log…"))
        self.samples_menu.setTitle(self.tr("Open &sample"))
        self.recent_menu.setTitle(self.tr("&Recent logs"))
        self.act_match_report.setText(self.tr("&Match report (print)…"))
        self.act_deck.setText(self.tr("&Deck check…"))
        self.interop.retranslate()
        self.act_settings.setText(self.tr("Se&ttings…"))
        self.act_quit.setText(self.tr("&Quit"))
        self.event_menu.setTitle(self.tr("E&vent"))
        self.act_new_event.setText(self.tr("&New event…"))
        self.act_open_event.setText(self.tr("&Open event…"))
        self.reports_menu.setTitle(self.tr("&Reports"))
        self.act_top_cut.setText(self.tr("&Top cut…"))
        self.act_audit.setText(self.tr("&Verify audit log"))
        # the FloorPanel string first: inside the dict it made lupdate file the next
        # self.tr() under a context that does not exist (the menu showed English)
        judge_calls = QCoreApplication.translate("FloorPanel", "Judge calls")
        labels = {"pairings": self.tr("Pairings by &table"),
                  "pairings-by-name": self.tr("Pairings by &name"),
                  "slips": self.tr("Match &slips"), "standings": self.tr("S&tandings"),
                  "penalties": self.tr("&Penalties"), "bracket": self.tr("Top-cut &bracket"),
                  "judge-calls": judge_calls}
        for key, act in self.report_actions.items():  # a new report: the catalogue's title
            act.setText(labels.get(key)
                        or self._report_titles[key][1 if self.language == "en" else 0])
        self.view_menu.setTitle(self.tr("&View"))
        for act, text in zip(self.view_actions, (self.tr("Replay"), self.tr("Event"),
                                                 self.tr("Rulebooks")), strict=True):
            act.setText(text)
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.act_about.setText(self.tr("&About Juez"))
        self.act_pair.setText(self.tr("&Pair next round"))
        self.act_publish.setText(self.tr("P&ublish the round"))
        self.act_shortcuts.setText(self.tr("&Keyboard shortcuts"))
        self._update_db_label()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        # Every result is already in the database (written at entry) or being written by
        # the operations layer: let that land; only settings remain.
        self.poll_timer.stop()
        floor = getattr(self._event, "floor", None)
        if floor is not None:  # the players' portal stops with the window
            floor.portal.stop(wait=True)
        self.ops.wait_idle()
        if self._event is not None:  # a closed window reads nothing more (a language switch)
            self._event.ctx.service = None
        self.settings.sync()
        event.accept()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not getattr(self, "_shown", False):
            self._shown = True
            QTimer.singleShot(0, self._first_shown)
            QTimer.singleShot(0, self.check_database_later)

    def _first_shown(self) -> None:
        """Hook for the start-up benchmark (prints when ``JUEZ_STARTUP_PROBE`` is set)."""
        import os
        import time

        if os.environ.get("JUEZ_STARTUP_PROBE"):
            print(f"shown {time.time():.6f}", flush=True)
            app_quit = os.environ.get("JUEZ_STARTUP_PROBE") == "quit"
            if app_quit:
                QTimer.singleShot(0, self.close)


def sample_title(path: Path) -> tuple[str, str]:
    """A sample log's menu entry (its game · its title) and tooltip: the core decides."""
    from judge_app.games import sample_title as core_title

    return core_title(path)


def _short_url(url: str) -> str:
    """A database URL for the status bar: an SQLite file's path, or the URL without password."""
    if url.startswith("sqlite:///"):
        return url.removeprefix("sqlite:///") or url
    if "@" in url and "://" in url:
        scheme, rest = url.split("://", 1)
        creds, host = rest.rsplit("@", 1)
        return f"{scheme}://{creds.split(':', 1)[0]}@{host}"
    return url
