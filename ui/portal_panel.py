"""The players' portal in the window (issue 22): the Floor tab's *Players' portal* group and
the Results tab's phone reports.

The portal itself (``judge_app.portal``) serves the event's pages on the venue network
from its own process (:class:`judge_app.portal.process.PortalProcess`: ``judge-app portal
serve`` as a child of the window, so a room of phones never waits for the window's UI
thread nor steals its frames; it stops with the window, even one that dies, and the desk
sees the phones' claims through the database, as any other station's); here the judge picks
the interface and the port, starts and stops it, sees its address and QR code, the judge
calls sent from phones that no judge has answered and the reports from phones waiting for
the desk (both claims of a disputed table), and accepts a table's report with one key.

Nothing here touches the database on the UI thread: the reads and the accept go through
the operations layer's worker (ui/operations.py), whose service is a ``PortalService``;
starting and stopping the server (a second or so: the child starts and binds a socket, or
answers the open long polls and ends) run on a plain background thread and come back
through a queued signal. The server stops when the event shown changes, the database
changes, or the window closes.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ui.common import show_error
from ui.operations import LatestRead, Operations, Outcome, Pending, submit_write

#: The port offered first (0 in the box: any free port).
DEFAULT_PORT = 8080
#: The QR code's module size in pixels on the Floor tab (about 100 px for a short URL).
QR_SCALE = 3



def interfaces() -> list[str]:
    """The addresses the portal can listen on: every interface (0.0.0.0), this computer only
    (127.0.0.1), then each IPv4 address of this machine's interfaces that are up."""
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

    found = ["0.0.0.0", "127.0.0.1"]
    for iface in QNetworkInterface.allInterfaces():
        flags = iface.flags()
        if not flags & QNetworkInterface.InterfaceFlag.IsUp:
            continue
        for entry in iface.addressEntries():
            ip = entry.ip()
            if ip.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                text = ip.toString()
                if text not in found:
                    found.append(text)
    return found


def phone_url(server_url: str, host: str) -> str:
    """The address phones open: the server's own, or, when it listens on every interface
    (0.0.0.0), this machine's address on the venue network."""
    if host in ("0.0.0.0", "::"):
        from judge_app.portal.server import lan_address

        lan = lan_address()
        if lan:
            scheme, rest = server_url.split("://", 1)
            port = rest.rstrip("/").rsplit(":", 1)[-1]
            return f"{scheme}://{lan}:{port}/"
    return server_url


def qr_pixmap(url: str, scale: int = QR_SCALE) -> QPixmap:
    """The QR code of ``url`` (segno's PNG, through ``judge_app.portal.server.qr_png``)."""
    from judge_app.portal.server import qr_png

    pixmap = QPixmap()
    pixmap.loadFromData(qr_png(url, scale=scale), "PNG")
    return pixmap


@dataclass(frozen=True)
class PortalData:
    """What the desk is told of the phones, read in one go on the worker thread: the open
    judge calls, the current round's reports not yet entered, the auto-accept setting."""

    round: int
    calls: list[Any]
    reports: list[Any]
    auto_accept: bool


def read_portal(svc: Any, event_id: str) -> PortalData:
    """Read the phones' side of ``event_id`` (on the operations layer's worker: no Qt here).
    Only what waits for the desk in the current round: the reports waiting, agreed,
    disputed or with a drop pending, and the calls no judge answered (a call from an
    earlier round is over with it)."""
    number = svc.event_summary(event_id).current_round
    reports = [r for r in svc.reports(event_id, number) if number
               and (r.status != "entered" or r.drops_pending)] if number else []
    calls = [c for c in svc.open_calls(event_id) if c.round == number]
    return PortalData(number, calls, reports, bool(svc.auto_accept(event_id)))


def _item(text: object) -> QTableWidgetItem:
    item = QTableWidgetItem("" if text is None else str(text))
    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    return item


class _Relay(QObject):
    """Carries a background thread's answer to the UI thread (a queued signal)."""

    done = Signal(object, object)  # the callback, its value


class PortalBox(QGroupBox):
    """The Floor tab's *Players' portal* group (see the module's docstring)."""

    def __init__(self, floor: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("portalBox")
        self.floor = floor
        self.server: Any = None  # the running PortalProcess
        self.served: tuple[str, str] | None = None  # (database URL, event) served
        self.starting = False
        self.last_error = ""
        self.data: PortalData | None = None
        self._stopping: threading.Thread | None = None
        self._latest = LatestRead(self)
        self._relay = _Relay(self)
        self._relay.done.connect(lambda fn, value: fn(value))

        self.host = QComboBox()
        self.host.setObjectName("portalHost")
        self.port = QSpinBox()
        self.port.setObjectName("portalPort")
        self.port.setRange(0, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.start_button = QPushButton()
        self.start_button.setObjectName("portalStart")
        self.stop_button = QPushButton()
        self.stop_button.setObjectName("portalStop")
        self.host_label, self.port_label = QLabel(), QLabel()
        self.url_label = QLabel()
        self.url_label.setObjectName("portalUrl")
        self.url_label.setTextFormat(Qt.TextFormat.PlainText)
        self.url_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.url_label.setWordWrap(True)
        self.qr = QLabel()
        self.qr.setObjectName("portalQr")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.copy_button = QPushButton()
        self.auto_accept = QCheckBox()
        self.auto_accept.setObjectName("portalAutoAccept")
        self.waiting = QTableWidget(0, 3)
        self.waiting.setObjectName("portalWaiting")
        self.waiting.verticalHeader().setVisible(False)
        self.waiting.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.waiting.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.waiting.setWordWrap(True)
        self.waiting.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.waiting.horizontalHeader()
        for col, mode in enumerate((QHeaderView.ResizeMode.ResizeToContents,
                                    QHeaderView.ResizeMode.ResizeToContents,
                                    QHeaderView.ResizeMode.Stretch)):
            header.setSectionResizeMode(col, mode)
        self.accept_button = QPushButton()
        self.accept_button.setObjectName("portalAccept")

        top = QHBoxLayout()
        for w in (self.host_label, self.host, self.port_label, self.port, self.start_button,
                  self.stop_button):
            top.addWidget(w)
        top.addStretch(1)
        side = QVBoxLayout()
        side.addWidget(self.qr)
        side.addStretch(1)
        right = QVBoxLayout()
        url_row = QHBoxLayout()
        url_row.addWidget(self.url_label, 1)
        url_row.addWidget(self.copy_button)
        right.addLayout(url_row)
        low = QHBoxLayout()
        low.addWidget(self.auto_accept, 1)
        low.addWidget(self.accept_button)
        right.addWidget(self.waiting, 1)
        right.addLayout(low)
        grid = QGridLayout(self)
        grid.addLayout(top, 0, 0, 1, 2)
        grid.addLayout(side, 1, 0)
        grid.addLayout(right, 1, 1)
        grid.setColumnStretch(1, 1)

        self.start_button.clicked.connect(lambda: self.start())
        self.stop_button.clicked.connect(lambda: self.stop())
        self.copy_button.clicked.connect(self._copy)
        self.auto_accept.clicked.connect(self.set_auto_accept)
        self.accept_button.clicked.connect(lambda: self.accept_selected())
        self.waiting.itemSelectionChanged.connect(self._show_state)
        app = QGuiApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._quitting)
        self._fill_hosts()
        self.retranslate()

    # ------------------------------------------------------------------ the server
    @property
    def running(self) -> bool:
        """Whether the portal serves (this box's server, its process alive)."""
        return self.server is not None and bool(self.server.running)

    @property
    def url(self) -> str | None:
        """The address phones open while it runs (``None`` when stopped)."""
        return None if self.server is None else phone_url(self.server.url, self._host_of())

    def _host_of(self) -> str:
        return str(self.server.url.split("://", 1)[1].rsplit(":", 1)[0].strip("[]"))

    def _fill_hosts(self) -> None:
        current = self.host.currentData()
        self.host.clear()
        for address in interfaces():
            self.host.addItem(address, address)
        index = self.host.findData(current if current is not None else "0.0.0.0")
        self.host.setCurrentIndex(max(0, index))

    def _retranslate_hosts(self) -> None:
        words = {"0.0.0.0": self.tr("every network"),
                 "127.0.0.1": self.tr("this computer only")}
        for i in range(self.host.count()):
            address = str(self.host.itemData(i))
            self.host.setItemText(i, f"{address} ({words[address]})" if address in words
                                  else address)

    def _in_background(self, work: Callable[[], Any], then: Callable[[Any], object]) -> None:
        """``work()`` on a plain thread (it blocks on sockets, not on the database), then
        ``then(value or exception)`` on the UI thread."""
        relay = self._relay

        def run() -> None:
            try:
                value: Any = work()
            except Exception as exc:  # shown by ``then``
                value = exc
            with contextlib.suppress(RuntimeError):  # the window was closed meanwhile
                relay.done.emit(then, value)

        threading.Thread(target=run, name="juez-portal-control", daemon=True).start()

    def start(self, host: str | None = None, port: int | None = None) -> bool:
        """Serve the open event on ``host:port`` (the boxes' by default; port 0: a free one).
        Returns at once (``False``: nothing to serve, or already running); the address and
        QR code appear once it listens, or a dialog says why it could not."""
        what = self.tr("Could not start the players' portal")
        url, event = getattr(self.floor.ws, "db_url", None), self.floor.event_id
        if self.floor.service is None or url is None or event is None:
            show_error(self, what, self.tr("No event open"))
            return False
        if self.server is not None or self.starting:
            return False
        host = host if host is not None else str(self.host.currentData() or "127.0.0.1")
        port = self.port.value() if port is None else port
        stopping = self._stopping
        self.starting = True
        self.last_error = ""
        self._show_state()

        def work() -> Any:
            from judge_app.portal.process import PortalProcess

            if stopping is not None:
                stopping.join(15)  # the port it held is free again
            return PortalProcess.start(url, event, host, port)

        def started(value: Any) -> None:
            self.starting = False
            if isinstance(value, BaseException):
                self.last_error = str(value)
                show_error(self, what, value)
            elif self.floor.event_id != event or getattr(self.floor.ws, "db_url", None) != url:
                threading.Thread(target=value.stop, daemon=True).start()  # moved on meanwhile
            else:
                self.server = value
                self.served = (url, event)
                # the boxes say where it listens (port 0 became a free port)
                self.port.setValue(int(value.url.rstrip("/").rsplit(":", 1)[-1]))
                index = self.host.findData(host)
                if index >= 0:
                    self.host.setCurrentIndex(index)
                self.refresh()
            self._show_state()

        self._in_background(work, started)
        return True

    def stop(self, wait: bool = False) -> None:
        """Stop serving (``wait``: until the server's process ended — the window closing)."""
        server, self.server, self.served = self.server, None, None
        if server is None:
            return
        if wait:
            server.stop(5.0)
        else:
            self._stopping = threading.Thread(target=server.stop, name="juez-portal-stop",
                                              daemon=True)
            self._stopping.start()
        with contextlib.suppress(RuntimeError):  # the widget is being deleted
            self._show_state()

    def _quitting(self) -> None:
        self.stop(wait=True)

    def check(self) -> None:
        """Every second from the Floor tab: stop serving an event no longer shown (another
        event opened, another database), and notice a server that stopped by itself."""
        if self.server is None:
            return
        url, event = getattr(self.floor.ws, "db_url", None), self.floor.event_id
        if (self.floor.service is None or self.served != (url, event)
                or not self.server.running):
            self.stop()

    def _copy(self) -> None:
        url = self.url
        clipboard = QGuiApplication.clipboard()
        if url and clipboard is not None:
            clipboard.setText(url)

    # ------------------------------------------------------------------ phones' side
    def refresh(self) -> None:
        """Read the open calls and the reports waiting (in the background)."""
        svc, ev = self.floor.service, self.floor.event_id
        if svc is None or ev is None:
            self.data = None
            self._show_data()
            return

        def failed(outcome: Outcome[Any]) -> None:
            self.url_label.setToolTip(outcome.reason)

        self._latest.start(svc.operations, svc.url, lambda real: read_portal(real, ev),
                           self._shown, failed=failed,
                           wanted=lambda: self.floor.event_id == ev, restart=self.refresh)

    def _shown(self, data: PortalData) -> None:
        self.data = data
        self._show_data()

    def _show_data(self) -> None:
        data = self.data
        rows: list[tuple[Any, str, str, Any]] = []
        if data is not None:
            for r in data.reports:
                rows.append((r.table, self._status_word(r.status), self._claims_text(r), r))
            for c in data.calls:
                at = c.at[11:16] if len(c.at) >= 16 else c.at
                rows.append((c.table or "", self.tr("judge call"),
                             f"{at} {c.question}".strip(), None))
        self._rows = rows
        self._fill_waiting(rows)
        with contextlib.suppress(RuntimeError):
            self.auto_accept.blockSignals(True)
            self.auto_accept.setChecked(bool(data and data.auto_accept))
            self.auto_accept.blockSignals(False)
        self._show_state()

    def _fill_waiting(self, rows: list[tuple[Any, str, str, Any]]) -> None:
        """Set the cells that changed, with the columns sized once at the end: a storm of
        claims (100 tables) set 300 cells one by one, each sizing its columns to their
        contents again — 0.2 s on the UI thread (``benchmarks/portal_load.py``)."""
        table = self.waiting
        header = table.horizontalHeader()
        fit = QHeaderView.ResizeMode.ResizeToContents
        sized = [c for c in range(table.columnCount()) if header.sectionResizeMode(c) == fit]
        for c in sized:
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Interactive)
        table.setUpdatesEnabled(False)
        try:
            table.setRowCount(len(rows))
            for i, (number, what, detail, _r) in enumerate(rows):
                for col, value in enumerate((number, what, detail)):
                    shown = table.item(i, col)
                    text = "" if value is None else str(value)
                    if shown is not None and shown.text() == text and shown.toolTip() == detail:
                        continue
                    item = _item(value)
                    item.setToolTip(detail)
                    table.setItem(i, col, item)
        finally:
            for c in sized:
                header.setSectionResizeMode(c, fit)
            table.setUpdatesEnabled(True)

    def _status_word(self, status: str) -> str:
        return {"waiting": self.tr("waiting"), "agreed": self.tr("agreed"),
                "disputed": self.tr("disputed"), "entered": self.tr("drop pending")
                }.get(status, status)

    def _claims_text(self, report: Any) -> str:
        drop = self.tr("drops")
        return " · ".join(f"{c.player} {c.result}" + (f" ({drop})" if c.drop else "")
                          for c in report.claims)

    def selected_report(self) -> Any:
        """The report of the selected row (``None``: none, or a judge call)."""
        row = self.waiting.currentRow()
        rows = getattr(self, "_rows", [])
        return rows[row][3] if 0 <= row < len(rows) else None

    def accept_selected(self) -> Pending[object]:
        """Accept the selected table's report (an agreed one; a disputed one is settled in
        the Results tab with the result the desk decides)."""
        report = self.selected_report()
        if report is None:
            show_error(self, self.tr("Could not accept the report"),
                       self.tr("Choose a report from the phones"))
            return Pending.refused()
        return accept_report(self, self.floor.service, self.floor.event_id, report.table,
                             report.round, controls=[self.accept_button],
                             done=lambda _r: self._accepted())

    def _accepted(self) -> None:
        self.refresh()
        self.floor.refresh_later()
        self.floor.changed.emit()

    def set_auto_accept(self, on: bool) -> Pending[object]:
        """Enter agreed reports without a drop by themselves (the event's setting, audited)."""
        svc, ev = self.floor.service, self.floor.event_id
        if svc is None or ev is None:
            show_error(self, self.tr("Could not change the setting"), self.tr("No event open"))
            return Pending.refused()
        return submit_write(self, svc.operations, svc.url, ev,
                            lambda real: real.set_auto_accept(ev, bool(on)),
                            self.tr("Could not change the setting"),
                            done=lambda _none: self.refresh(),
                            failed=lambda _o: self.refresh(), controls=[self.auto_accept],
                            parent=self)

    # ------------------------------------------------------------------ showing
    def _show_state(self) -> None:
        projector = getattr(self.floor, "projector", None)
        if projector is not None and shiboken6.isValid(projector) \
                and projector.portal_url != self.url:
            projector.set_portal(self.url)  # the players' screen follows the portal
        running = self.server is not None
        self.start_button.setEnabled(not running and not self.starting)
        self.stop_button.setEnabled(running)
        self.host.setEnabled(not running and not self.starting)
        self.port.setEnabled(not running and not self.starting)
        self.copy_button.setVisible(running)
        url = self.url
        if url:
            self.url_label.setText(self.tr("Phones open %1").replace("%1", url))
            if self.qr.property("url") != url:
                self.qr.setPixmap(qr_pixmap(url))
                self.qr.setProperty("url", url)
                self.qr.setToolTip(url)
            self.qr.show()
        else:
            self.url_label.setText(self.tr("Starting…") if self.starting else
                                   self.tr("Off: players see nothing until it is started"))
            self.qr.clear()
            self.qr.setProperty("url", None)
            self.qr.hide()
        report = self.selected_report()
        self.accept_button.setEnabled(report is not None and report.status == "agreed")

    def retranslate(self) -> None:
        """All texts in the app's language."""
        self.setTitle(self.tr("Players' portal"))
        self.host_label.setText(self.tr("Interface:"))
        self.port_label.setText(self.tr("Port:"))
        self.port.setSpecialValueText(self.tr("any free"))
        self.port.setToolTip(self.tr("0: any free port"))
        self.start_button.setText(self.tr("Start"))
        self.stop_button.setText(self.tr("Stop"))
        self.copy_button.setText(self.tr("Copy"))
        self.auto_accept.setText(self.tr("Enter agreed reports by themselves"))
        self.auto_accept.setToolTip(self.tr(
            "When both players' phones report the same result (and nobody drops), it is "
            "entered without the desk. Audited."))
        self.waiting.setHorizontalHeaderLabels([self.tr("Table"), self.tr("State"),
                                                self.tr("From the phones")])
        self.accept_button.setText(self.tr("Accept"))
        self.accept_button.setToolTip(self.tr(
            "Enter the selected table's agreed report; a disputed one is settled in Rounds "
            "and results (F7) with the result the desk decides"))
        self._retranslate_hosts()
        self._show_data()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def accept_report(view: QWidget, service: Any, event_id: str | None, table: int,
                  round_no: int | None = None, score: str | None = None, *,
                  controls: list[Any] | None = None,
                  done: Callable[[Any], object] | None = None) -> Pending[object]:
    """Accept ``table``'s report from the phones (``score``: the desk's decision on a
    disputed one) on the operations layer's worker; a refusal is the usual dialog."""
    what = QGuiApplication.translate("PortalBox", "Could not accept the report")
    if service is None or event_id is None:
        show_error(view, what, QGuiApplication.translate("PortalBox", "No event open"))
        return Pending.refused()
    ops: Operations = service.operations
    return submit_write(view, ops, service.url, event_id,
                        lambda real: real.accept(event_id, table, round_no, score), what,
                        done=done, controls=controls or [], parent=view)


class PhoneReports(QWidget):
    """The Rounds and results tab's phone reports: a line under the pairings saying which
    tables have a report from the phones (the selected or typed table's claims in full),
    and F7 (or the button) accepting that table's report — an agreed one as it is, a
    disputed one with the score typed in the entry line (the desk's decision)."""

    def __init__(self, workspace: Any) -> None:
        super().__init__()
        self.ws = workspace
        self.reports: dict[int, Any] = {}
        self._read_for: tuple[str, int] | None = None
        self._latest = LatestRead(self)
        self.label = QLabel()
        self.label.setObjectName("phoneReports")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        self.button = QPushButton()
        self.button.setObjectName("acceptPhoneReport")
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.addWidget(self.label, 1)
        self.row.addWidget(self.button)
        self.action = QAction(workspace)
        self.action.setShortcut(QKeySequence(Qt.Key.Key_F7))
        self.action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.action.triggered.connect(lambda: self.accept())
        workspace.addAction(self.action)
        self.button.clicked.connect(lambda: self.accept())
        workspace.pairings_table.itemSelectionChanged.connect(self.update_line)
        workspace.table_entry.valueChanged.connect(lambda _v: self.update_line())
        Operations.shared().changed.connect(self._changed)
        workspace.round_combo.currentIndexChanged.connect(self._changed)
        self.retranslate()

    def table(self) -> int:
        """The table F7 is about: the selected row's, else the one typed in the entry line."""
        table = self.ws.pairings_table
        row = table.currentRow()
        item = table.item(row, 0) if row >= 0 and table.selectionModel().hasSelection() \
            else None
        number = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return int(number) if number else int(self.ws.table_entry.value())

    def _changed(self, *_args: object) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Read the current round's reports (in the background) and show them."""
        svc, ev = getattr(self.ws, "service", None), getattr(self.ws, "event_id", None)
        if svc is None or ev is None:
            self.reports = {}
            self.update_line()
            return

        def shown(data: PortalData) -> None:
            self.reports = {r.table: r for r in data.reports}
            self.update_line()

        self._latest.start(svc.operations, svc.url, lambda real: read_portal(real, ev), shown,
                           wanted=lambda: getattr(self.ws, "event_id", None) == ev,
                           restart=self.refresh)

    def update_line(self) -> None:
        """The line under the pairings: the chosen table's report, or the tables that have
        one."""
        if not self.reports:
            self.label.clear()
            self.hide()
            return
        self.setVisible(True)
        report = self.reports.get(self.table())
        if report is not None:
            claims = " · ".join(f"{self.ws.names().get(c.player, c.player)} ({c.player}) "
                                f"{c.result}" + (" " + self.tr("drops") if c.drop else "")
                                for c in report.claims)
            self.label.setText(self.tr("Table %1 from the phones: %2 — %3")
                               .replace("%1", str(report.table))
                               .replace("%2", self._status_word(report.status))
                               .replace("%3", claims))
            self.label.setStyleSheet("color: #b00020; font-weight: bold"
                                     if report.status == "disputed" else "")
            return
        by = sorted(self.reports.values(), key=lambda r: r.table)
        self.label.setStyleSheet("")
        self.label.setText(self.tr("Reports from the phones: %1").replace("%1", ", ".join(
            f"{r.table} ({self._status_word(r.status)})" for r in by)))

    def _status_word(self, status: str) -> str:
        return {"waiting": self.tr("waiting for the opponent"), "agreed": self.tr("agreed"),
                "disputed": self.tr("disputed"), "entered": self.tr("drop pending")
                }.get(status, status)

    def accept(self) -> Pending[object]:
        """Accept the chosen table's report: agreed as it is; disputed (or waiting) with the
        score typed in the entry line."""
        what = self.tr("Could not accept the report")
        table = self.table()
        report = self.reports.get(table)
        if report is None:
            show_error(self.ws, what, self.tr("Table %1 has no report from the phones")
                       .replace("%1", str(table)))
            return Pending.refused()
        score = self.ws.score_entry.text().strip() or None
        if report.status == "agreed" or report.status == "entered":
            score = None

        def done(_after: Any) -> None:
            self.ws._refresh_soon()
            self.ws._status(self.tr("Table %1: the phones' report was accepted")
                            .replace("%1", str(table)))
            self.ws.changed.emit()

        return accept_report(self.ws, self.ws.service, self.ws.event_id, table, report.round,
                             score, controls=[self.button, self.action], done=done)

    def retranslate(self) -> None:
        """All texts in the app's language."""
        self.button.setText(self.tr("Accept phone report (F7)"))
        self.button.setToolTip(self.tr(
            "Enter the selected table's report from the phones; for a disputed one, type the "
            "score the desk decides in the entry line first"))
        self.update_line()
