"""The top-cut bracket: one column per elimination round, the champion at the end.

Shows what the EventService returns (the top-cut rounds' matches and the
champion); it decides nothing. Rounds not paired yet are drawn as empty boxes
so the judge sees how far the bracket has gone.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QScrollArea, QWidget

from judge_app.resources import resource_path
from judge_app.tournament.model import MatchRecord
from judge_app.tournament.topcut import seeds_of

#: The champion's mark: a crown (♛, U+265B), which the shipped DejaVu Sans draws on every
#: machine (no shipped font has the trophy emoji, which printed as an empty box).
TROPHY = "\u265b"
_TROPHY_FAMILY: list[str] = []


def trophy_family() -> str:
    """The font family the champion's mark is drawn with (DejaVu Sans from resources/fonts,
    registered with Qt once)."""
    if not _TROPHY_FAMILY:
        font_id = QFontDatabase.addApplicationFont(str(resource_path("fonts",
                                                                     "DejaVuSans.ttf")))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        _TROPHY_FAMILY.append(families[0] if families else "DejaVu Sans")
    return _TROPHY_FAMILY[0]

_BOX = ("QLabel#bracketMatch { border: 1px solid #90a4ae; border-radius: 4px; "
        "background: #fafafa; padding: 4px; }")
_WIN = "#1b5e20"


class BracketView(QScrollArea):
    """Draws a single-elimination bracket from the top-cut rounds' matches."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bracket")
        self.setWidgetResizable(True)
        self.rounds: list[list[MatchRecord]] = []
        self.names: dict[str, str] = {}
        self.champion: str | None = None
        self.cut = 0
        self.seeds: dict[str, int] = {}
        self.boxes: list[list[QLabel]] = []
        self.champion_label = QLabel()
        self.champion_label.setObjectName("championLabel")
        self.champion_label.setWordWrap(True)  # a long champion wraps beside the bracket
        self._render()

    def set_bracket(self, rounds: Sequence[Sequence[MatchRecord]], names: Mapping[str, str],
                    champion: str | None) -> None:
        """``rounds``: the matches of each top-cut round in order (the first one sets the cut)."""
        self.rounds = [sorted(r, key=lambda m: m.table) for r in rounds if r]
        self.names = dict(names)
        self.champion = champion
        self.cut = 2 * len(self.rounds[0]) if self.rounds else 0
        seeds = seeds_of(self.rounds[0]) if self.rounds else []
        self.seeds = {pid: i + 1 for i, pid in enumerate(seeds) if pid}
        self._render()

    def round_title(self, players: int) -> str:
        if players == 2:
            return self.tr("Final")
        if players == 4:
            return self.tr("Semifinals")
        if players == 8:
            return self.tr("Quarterfinals")
        return self.tr("Round of %1").replace("%1", str(players))

    #: the longest name a match box shows whole; a longer one is shortened, its id kept
    NAME_CHARS = 24

    def _name(self, pid: str | None, short: bool = False) -> str:
        """``[seed] Name (ID)``; ``short``: a long name cut with "…" before the id, which is
        always shown (issue 23 §5: the box cut even the id)."""
        if pid is None:
            return "—"
        seed = f"[{self.seeds[pid]}] " if pid in self.seeds else ""
        name = self.names.get(pid, pid)
        if short and len(name) > self.NAME_CHARS:
            name = name[:self.NAME_CHARS - 1].rstrip() + "…"
        return f"{seed}{name} ({pid})"

    def _match_html(self, m: MatchRecord) -> str:
        winner = m.winner_id if m.score is not None else None
        lines = []
        for pid in (m.p1, m.p2):
            text = html.escape(self._name(pid, short=True))
            lines.append(f"<b style='color:{_WIN}'>{text}</b>" if pid == winner else text)
        score = html.escape(str(m.score)) if m.score is not None else "…"
        table = html.escape(self.tr("Table %1").replace("%1", str(m.table)))
        return f"<small>{table} · {score}</small><br/>{'<br/>'.join(lines)}"

    def _render(self) -> None:
        grid_host = QWidget()
        grid = QGridLayout(grid_host)
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(6)
        self.boxes = []
        self.champion_label = QLabel()
        self.champion_label.setObjectName("championLabel")
        self.champion_label.setWordWrap(True)  # a long champion wraps beside the bracket
        if not self.cut:
            empty = QLabel(self.tr("No top cut yet: finish the Swiss rounds, then "
                                   "“Top cut…”."))
            empty.setObjectName("bracketEmpty")
            grid.addWidget(empty, 0, 0)
            grid.setRowStretch(1, 1)
            grid.setColumnStretch(1, 1)
            self.setWidget(grid_host)
            return
        columns = self.cut.bit_length() - 1  # top 8 → 3 rounds
        first_matches = self.cut // 2
        for col in range(columns):
            players = self.cut >> col
            title = QLabel(f"<b>{html.escape(self.round_title(players))}</b>")
            title.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(title, 0, col)
            matches = self.rounds[col] if col < len(self.rounds) else []
            span = first_matches // (players // 2)
            column: list[QLabel] = []
            for i in range(players // 2):
                box = QLabel()
                box.setObjectName("bracketMatch")
                box.setStyleSheet(_BOX)
                box.setTextFormat(Qt.TextFormat.RichText)
                box.setMinimumWidth(170)
                match = next((m for m in matches if m.table == i + 1), None)
                box.setText(self._match_html(match) if match is not None else
                            "<small>…</small><br/>—<br/>—")
                if match is not None:  # the whole names, for a name shortened in the box
                    box.setToolTip("\n".join(self._name(p) for p in (match.p1, match.p2)))
                box.setFrameShape(QFrame.Shape.NoFrame)
                grid.addWidget(box, 1 + i * span, col, span, 1, Qt.AlignmentFlag.AlignVCenter)
                column.append(box)
            self.boxes.append(column)
        if self.champion is not None:
            text = self.tr("Champion: %1").replace("%1", self._name(self.champion))
            self.champion_label.setText(
                f"<span style='font-size:14pt'><span style=\"font-family:'{trophy_family()}'\">"
                f"{TROPHY}</span> <b>{html.escape(text)}</b></span>")
        else:
            self.champion_label.setText(self.tr("Champion: still playing"))
        grid.addWidget(self.champion_label, 1, columns, first_matches, 1,
                       Qt.AlignmentFlag.AlignVCenter)
        grid.setColumnStretch(columns + 1, 1)
        grid.setRowStretch(first_matches + 1, 1)  # the bracket stays compact, at the top
        self.setWidget(grid_host)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._render()
        super().changeEvent(event)
