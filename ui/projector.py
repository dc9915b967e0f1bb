"""The projector: a full-screen window for the players — the clock, the published pairings
by name scrolling, then the standings; the tables with extensions; warnings at 10 and 5
minutes and at time.

It reads everything through ``judge_app.storage.floor.FloorService`` (the same calls as
the CLI) and shows only published rounds. On a machine with a second screen it opens
there, full screen; otherwise it is an ordinary window the judge can move.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from judge_app.names import fold
from judge_app.tournament.clock import ALERT_TEXT, format_seconds
from judge_app.tournament.profiles import format_points
from judge_app.tournament.standings import collector_paused
from ui.operations import LatestRead

#: How long every page stays on screen (ms), each the same (issue 23 §2: a scrolling list
#: stayed 8 s on its last rows and 2–3 s on its first), and the timer's step.
PAGE_MS = 8000
HOLD_MS = PAGE_MS  # the name the Floor tab's tests knew
STEP_MS = 80


def _sort_key(name: str) -> str:
    """Alphabetical as players look for themselves: accents and case ignored."""
    return fold(name)


@dataclass(frozen=True)
class ProjectorData:
    """Everything the projector shows of an event, read in one go on the worker thread."""

    summary: Any
    status: Any
    published: bool
    names: dict[str, str]
    matches: list[Any]
    standings: list[Any]
    #: the lines shown, built with the read in the words given (:func:`projector_lines`)
    lines: tuple[list[str], list[str]] | None = None
    words: ProjectorWords | None = None
    #: each line's height in the list at ``words.width`` (measured with the read)
    heights: dict[str, int] | None = None


@dataclass(frozen=True)
class ProjectorWords:
    """The screen's words in its language (looked up on the UI thread, used on the
    worker): a player's line with a table, with the bye, the bye, one point, points."""

    at_table: str
    with_bye: str
    bye: str
    one_point: str
    points: str
    font: QFont | None = None  # the list's font and width: the lines measured with the read
    width: int = 0


def projector_lines(data: ProjectorData, words: ProjectorWords) -> tuple[list[str], list[str]]:
    """The pairings by name (every player, alphabetical as players look for themselves)
    and the standings' lines. Plain Python: 16,384 lines of an 8,192-player event are
    built on the worker, not on the UI thread."""
    names = data.names
    rows: list[tuple[str, str]] = []
    if data.published:
        for m in data.matches:
            for me, other in ((m.p1, m.p2), (m.p2, m.p1)):
                if me is None:
                    continue
                if other is None:  # the bye sits at no table (as on paper)
                    text = words.with_bye.replace("%1", names.get(me, me)).replace(
                        "%2", words.bye)
                else:
                    text = (words.at_table.replace("%1", names.get(me, me))
                            .replace("%2", str(m.table))
                            .replace("%3", names.get(other, other)))
                rows.append((_sort_key(names.get(me, me)), text))
    pairing = [text for _k, text in sorted(rows)]
    standing = [
        f"{r.rank:>3}. {r.name}  "
        + (words.one_point if r.points == 1 else
           words.points.replace("%1", format_points(r.points)))
        + f"  ({r.record})" for r in data.standings]
    return pairing, standing


def read_projector(svc: Any, event_id: str,
                   words: ProjectorWords | None = None) -> ProjectorData:
    """Read what the players' screen shows, and (``words``) build its lines (on the
    operations layer's worker: no Qt here)."""
    with collector_paused():
        return _read_projector(svc, event_id, words)


def _read_projector(svc: Any, event_id: str, words: ProjectorWords | None) -> ProjectorData:
    summary = svc.event_summary(event_id)
    round_no = summary.current_round
    published = round_no > 0 and svc.is_published(event_id, round_no)
    data = ProjectorData(
        summary=summary, status=svc.clock_status(event_id), published=published,
        names={p.id: p.name for p in svc.players(event_id)},
        matches=list(svc.matches(event_id, round_no)) if published else [],
        standings=list(svc.standings(event_id)))
    if words is None:
        return data
    lines = projector_lines(data, words)
    heights = (None if words.font is None or words.width <= 0
               else line_heights([*lines[0], *lines[1]], words.font, words.width))
    return replace(data, lines=lines, words=words, heights=heights)


def line_heights(lines: list[str], font: QFont, width: int) -> dict[str, int]:
    """Each line's height in the list, wrapped to ``width`` (font metrics are reentrant:
    16,384 lines of an 8,192-player event are measured on the worker, not the UI thread)."""
    metrics = QFontMetrics(font)
    room = QRect(0, 0, width, 10**6)
    wrap = int(Qt.TextFlag.TextWordWrap)
    return {line: metrics.boundingRect(room, wrap, line).height() + 6 for line in set(lines)}


class ProjectorWindow(QWidget):
    """The players' screen for one event."""

    alerted = Signal(str)

    def __init__(self, service: Any, event_id: str, language: str = "es",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("projector")
        self.service = service
        self.event_id = event_id
        self.language = language
        self.page = "pairings"
        self.clock: Any = None
        self.last_alert: str | None = None
        self.setStyleSheet("#projector { background: #101418; } QLabel { color: #f4f4f4; } "
                           "QListWidget { background: #101418; color: #f4f4f4; border: 0; }")
        self.title = QLabel()
        self.title.setObjectName("projectorTitle")
        self.time_label = QLabel("--:--")
        self.time_label.setObjectName("projectorClock")
        self.time_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        big = QFont()
        big.setPointSize(96)
        big.setBold(True)
        self.time_label.setFont(big)
        self.alert_label = QLabel()
        self.alert_label.setObjectName("projectorAlert")
        self.alert_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        mid = QFont()
        mid.setPointSize(28)
        mid.setBold(True)
        self.alert_label.setFont(mid)
        self.extensions_label = QLabel()
        self.extensions_label.setObjectName("projectorExtensions")
        self.extensions_label.setWordWrap(True)
        small = QFont()
        small.setPointSize(20)
        self.title.setFont(small)
        self.extensions_label.setFont(small)
        self.extensions_label.setStyleSheet("color: #ffd54f;")
        self.heading = QLabel()
        self.heading.setObjectName("projectorHeading")
        self.heading.setFont(mid)
        self.rows = QListWidget()
        self.rows.setObjectName("projectorRows")
        body = QFont()
        body.setPointSize(22)
        self.rows.setFont(body)
        # pages that fit, never a scrollbar: a long name wraps, its table number stays
        self.rows.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.rows.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.rows.setWordWrap(True)
        self.rows.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.page_label = QLabel()  # "1/3": which page of the list is on screen
        self.page_label.setObjectName("projectorPage")
        self.page_label.setFont(small)
        self.page_label.setAlignment(Qt.AlignmentFlag.AlignRight
                                     | Qt.AlignmentFlag.AlignVCenter)
        # the players' portal, while it runs: its QR code and address beside the clock
        self.portal_url: str | None = None
        self.portal_qr = QLabel()
        self.portal_qr.setObjectName("projectorPortalQr")
        self.portal_qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.portal_label = QLabel()
        self.portal_label.setObjectName("projectorPortalUrl")
        self.portal_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.portal_label.setWordWrap(True)
        self.portal_label.setFont(small)
        self.portal_box = QWidget()
        portal = QVBoxLayout(self.portal_box)
        portal.setContentsMargins(0, 0, 0, 0)
        portal.addWidget(self.portal_qr)
        portal.addWidget(self.portal_label)
        self.portal_box.hide()
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        clock = QVBoxLayout()
        for w in (self.title, self.time_label, self.alert_label, self.extensions_label):
            clock.addWidget(w)
        top.addLayout(clock, 1)
        top.addWidget(self.portal_box)
        layout.addLayout(top)
        heading_row = QHBoxLayout()
        heading_row.addWidget(self.heading, 1)
        heading_row.addWidget(self.page_label)
        layout.addLayout(heading_row)
        layout.addWidget(self.rows, 1)
        self.page_index = 0
        self.tick_timer = QTimer(self)
        self.tick_timer.setInterval(1000)
        self.tick_timer.timeout.connect(self._on_timer)
        self._ticks = 0
        self.scroll_timer = QTimer(self)
        self.scroll_timer.setInterval(STEP_MS)
        self.scroll_timer.timeout.connect(self.advance)
        self._hold = 0
        self._latest = LatestRead(self)  # refresh_later's reads: one at a time
        self._data: ProjectorData | None = None  # what is shown
        self.pairing_lines: list[str] = []
        self.standing_lines: list[str] = []
        self._heights: dict[str, int] = {}  # each line's height at the list's width
        self._height_width = -1
        self._seeded_width = -1  # the width the worker measured every line at
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        self.refresh_later()  # the window paints meanwhile: 8,192 players take a moment

    # ------------------------------------------------------------------ showing
    def set_portal(self, url: str | None) -> None:
        """Show the players' portal's QR code and address (``None``: it is off, hidden)."""
        self.portal_url = url
        if not url:
            self.portal_box.hide()
            self.portal_qr.clear()
            return
        from ui.portal_panel import qr_pixmap

        self.portal_qr.setPixmap(qr_pixmap(url, scale=6))  # about 200 px: read from 5 m
        self.portal_label.setText(self.tr("Your table on your phone:") + "\n" + url)
        self.portal_box.show()

    def show_on_best_screen(self) -> None:
        """Full screen on the second screen when there is one; a window otherwise."""
        screens = QGuiApplication.screens()
        if len(screens) > 1:
            self.setScreen(screens[1])
            self.setGeometry(screens[1].geometry())
            self.showFullScreen()
        else:
            self.resize(1024, 720)
            self.show()
        self.tick_timer.start()
        self.scroll_timer.start()

    def closeEvent(self, event: Any) -> None:
        """Closed: no more reads every ten seconds, no more pages (nothing on screen)."""
        self.tick_timer.stop()
        self.scroll_timer.stop()
        super().closeEvent(event)

    def _t(self, es: str, en: str) -> str:
        """The core's own es/en pairs (the clock's warnings) in the window's language."""
        return en if self.language == "en" else es

    # ------------------------------------------------------------------ data
    def refresh(self) -> None:
        """Read the clock, extensions, the published pairings and standings again (one trip
        to the operations layer's worker; the window paints meanwhile)."""
        svc, ev = self.service, self.event_id
        ops = getattr(svc, "operations", None)
        words = self.words()
        data = (svc.read(lambda real: read_projector(real, ev, words)) if ops is not None
                else read_projector(svc, ev, words))
        self._apply(data)

    def words(self) -> ProjectorWords:
        """The screen's words in its language now."""
        shown = self.rows.isVisible()
        return ProjectorWords(self.tr("%1  —  table %2  —  %3"), self.tr("%1  —  %2"),
                              self.tr("bye"), self.tr("1 pt"), self.tr("%1 pts"),
                              QFont(self.rows.font()) if shown else None,
                              self._list_width() if shown else 0)

    def _list_width(self) -> int:
        """The width a line wraps at in the list."""
        return max(self.rows.viewport().width() - 12, 50)

    def refresh_later(self) -> None:
        """What other stations changed, read in the background and shown when it comes back:
        the window's timer never waits on the database (a 512-player event's standings take
        a while). One read at a time; a failure keeps the clock counting down."""
        svc, ev = self.service, self.event_id
        ops = getattr(svc, "operations", None)
        if ops is None:
            self.refresh()
            return
        words = self.words()
        self._latest.start(ops, svc.url, lambda real: read_projector(real, ev, words),
                           self._apply,
                           failed=lambda _outcome: self.tick())  # keep counting down

    @property
    def _reading(self) -> bool:
        """A background read is on its way (:meth:`refresh_later`)."""
        return self._latest.reading

    def _apply(self, data: ProjectorData) -> None:
        """Show what :func:`read_projector` read (no database here)."""
        self._data = data
        summary, status = data.summary, data.status
        self.clock = status.clock
        round_no = summary.current_round
        self.title.setText(self.tr("%1 — round %2").replace("%1", summary.name)
                           .replace("%2", str(round_no)))
        extra = [self.tr("Table %1 +%2 min").replace("%1", str(t.table))
                 .replace("%2", str(t.extra_minutes))
                 for t in status.playing if t.extra_minutes]
        self.extensions_label.setText(
            self.tr("Extensions: %1").replace("%1", " · ".join(extra)) if extra else "")
        self.published = data.published
        words = self.words()
        said = data.words
        same = said is not None and replace(said, font=None, width=0) == replace(
            words, font=None, width=0)  # the same words (a language switch: built again)
        lines = data.lines if same else None
        if said is not None and lines is not None and data.heights is not None \
                and said.width == self._list_width():
            self._heights, self._height_width = dict(data.heights), said.width
            self._seeded_width = said.width
        self.pairing_lines, self.standing_lines = (
            lines if lines is not None else projector_lines(data, words))
        self._fill()
        self.tick()

    def _lines(self) -> list[str]:
        if self.page == "pairings":
            return self.pairing_lines or [self.tr("Pairings not published yet")]
        return self.standing_lines or ["—"]

    def pages_of(self, lines: list[str]) -> list[list[str]]:
        """``lines`` cut into the pages the list shows whole (a wrapped line counted with
        its lines); one page while the window is not on screen."""
        height = self.rows.viewport().height()
        if not self.rows.isVisible() or height < 40:
            return [lines]
        # the longest lines (by length) fit on one line: every line does, one height for
        # all — not 16,384 measurements of an 8,192-player event's pairings
        one = self._line_height("M")
        if self._seeded_width != self._list_width() and len(lines) > 400:
            # not measured at this size yet: pages of one line each until the worker has
            # measured every line (16,384 measurements are not made on the UI thread)
            self.refresh_later()
            per_page = max(1, height // one)
            return [lines[i:i + per_page] for i in range(0, len(lines), per_page)] or [[]]
        longest = heapq.nlargest(12, lines, key=len)
        if all(self._line_height(line) == one for line in longest):
            per_page = max(1, height // one)
            return [lines[i:i + per_page] for i in range(0, len(lines), per_page)] or [[]]
        pages: list[list[str]] = []
        page: list[str] = []
        used = 0
        for line in lines:
            needed = self._line_height(line)
            if page and used + needed > height:
                pages.append(page)
                page, used = [], 0
            page.append(line)
            used += needed
        return [*pages, page] if page else pages or [[]]

    def _line_height(self, line: str) -> int:
        """The height ``line`` takes in the list, wrapped to its width."""
        width = self._list_width()
        if width != self._height_width:
            self._heights, self._height_width = {}, width
        found = self._heights.get(line)
        if found is None:
            found = self.rows.fontMetrics().boundingRect(
                QRect(0, 0, width, 10**6), int(Qt.TextFlag.TextWordWrap), line).height() + 6
            if len(self._heights) < 50_000:
                self._heights[line] = found
        return found

    def _fill(self) -> None:
        """The page on screen: its heading and its rows together (never one list's heading
        over the other's rows); a refresh keeps the page and its time on screen."""
        if not self.isVisible():
            return  # closed: nothing to show (shown again, it is filled in showEvent)
        pages = self.pages_of(self._lines())
        self.page_index = min(self.page_index, len(pages) - 1)
        self.heading.setText(self.tr("Pairings by name") if self.page == "pairings"
                             else self.tr("Standings"))
        self.page_label.setText(f"{self.page_index + 1}/{len(pages)}" if len(pages) > 1
                                else "")
        self.rows.clear()
        width = self.rows.viewport().width()
        for line in pages[self.page_index]:
            item = QListWidgetItem(line)
            item.setSizeHint(QSize(width, self._line_height(line)))  # as the pages counted
            self.rows.addItem(item)
        self.rows.scrollToTop()

    def remaining(self) -> float | None:
        """Seconds left now (the stored clock, advanced by the time since it was read)."""
        return None if self.clock is None else self.clock.remaining_at(datetime.now(UTC))

    def tick(self) -> None:
        """Redraw the clock and raise the warning that is due (10, 5 minutes, time)."""
        left = self.remaining()
        if left is None:
            self.time_label.setText("--:--")
            self.alert_label.setText("")
            return
        self.time_label.setText(format_seconds(left))
        from judge_app.tournament.clock import alert_for

        alert = alert_for(left)
        es, en = ALERT_TEXT[alert] if alert else ("", "")
        self.alert_label.setText(self._t(es, en))
        color = {"ten": "#ffd54f", "five": "#ff9800", "time": "#ff5252"}.get(alert or "",
                                                                           "#f4f4f4")
        self.time_label.setStyleSheet(f"color: {color};")
        if alert is not None and alert != self.last_alert:
            self.last_alert = alert
            self.alerted.emit(alert)

    def _on_timer(self) -> None:
        self._ticks += 1
        if self._ticks % 10 == 0:  # what other stations changed: results, extensions, pauses
            self.refresh_later()
        self.tick()

    def advance(self) -> None:
        """One timer step; after :data:`PAGE_MS` on screen, the next page (after the last
        page of a list, the first of the other)."""
        self._hold += STEP_MS
        if self._hold < PAGE_MS:
            return
        self._hold = 0
        if self.page_index + 1 < len(self.pages_of(self._lines())):
            self.page_index += 1
        else:
            self.page = "standings" if self.page == "pairings" else "pairings"
            self.page_index = 0
        self._fill()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if self._seeded_width != self._list_width():
            self.refresh_later()  # measured at the size shown, on the worker
        if self._data is not None:
            self._fill()  # now on screen: cut into the pages that fit

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self._data is not None:
            self._fill()  # the pages follow the window's size

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._data is not None:
            self._apply(self._data)  # the same figures in the new language: no database
        if event.type() == QEvent.Type.LanguageChange and self.portal_url:
            self.set_portal(self.portal_url)
        super().changeEvent(event)
