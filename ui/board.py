"""The board: any game's :class:`~judge_app.games.base.BoardView` drawn like the playmat.

The judge stands at the table: the first player sits at the bottom, the
rival's side is on top and mirrored (their front row faces the centre line,
their piles on the other hand). Zones carry the game's own words (Zona
Principal, Extinción, Mazo…). A card shows its name, life as ``4/6``,
descansos as pips, marks as icons (tooltip says which), equipment tucked under
it; hidden cards are hatched but still named, for the judge's eyes only; the
cards of the current event glow. A side that belongs to no seated player
(Tótems' shared *Mesa*, a common pile) is drawn in the middle of the table,
between the two sides. Nothing here knows a particular game.
"""

from __future__ import annotations

import html
import math
import zlib
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from judge_app.games.base import BoardView, CardView, PlayerView, ZoneView

# Fill colours of card kinds the shipped games use; other kinds get a stable pastel.
KIND_COLORS: dict[str, str] = {
    "adendei": "#e8f1fb", "protector": "#fdf3d8", "rava": "#f6e3f3", "ixim": "#e3f5e6",
    "rot": "#f9e1df", "bio": "#e6f7f3", "token": "#eeeeee",
}
# Mark icons: a glyph and a colour (Kódem's three marks); others show their initial.
MARK_STYLE: dict[str, tuple[str, str]] = {
    "quemar": ("♨", "#d84315"), "envenenar": ("☠", "#2e7d32"), "abismar": ("◉", "#5e35b1"),
}
HIGHLIGHT = QColor("#ff9800")
ACTIVE = QColor("#1565c0")
CACHE_BYTES = 48 * 1024 * 1024
"""Budget of the sprite cache (card faces, zone frames): a few hundred cards."""
_MARGIN = 4.0  # room around a sprite for the highlight ring


def kind_color(kind: str) -> QColor:
    """The fill of a card kind: a known colour, or a pastel derived from its name."""
    if kind in KIND_COLORS:
        return QColor(KIND_COLORS[kind])
    hue = zlib.crc32(kind.encode()) % 360
    return QColor.fromHsl(hue, 120, 235)


@dataclass
class DrawnText:
    """A text the board drew, the box it had and its font (checked for clipping)."""

    what: str
    text: str
    rect: QRectF
    font: QFont
    wrap: bool = False
    anywhere: bool = False

    def flags(self) -> int:
        """The wrap flag the text is drawn with."""
        return int(Qt.TextFlag.TextWrapAnywhere if self.anywhere else Qt.TextFlag.TextWordWrap)

    def fits(self) -> bool:
        """Whether the whole text shows in its box (wrapped texts: every word on a line —
        or, ``anywhere``, split inside a word —, every line inside the height)."""
        metrics = QFontMetrics(self.font)
        width = self.rect.width() + 0.5
        if not self.wrap:
            return metrics.horizontalAdvance(self.text) <= width
        if not self.anywhere and any(metrics.horizontalAdvance(word) > width
                                     for word in self.text.split()):
            return False
        box = metrics.boundingRect(QRectF(0, 0, width, 10_000).toRect(), self.flags(),
                                   self.text)
        return box.height() <= self.rect.height() + 0.5


@dataclass
class _Hit:
    rect: QRectF
    card: CardView | None
    zone: ZoneView
    player: PlayerView


class BoardWidget(QWidget):
    """Draws a BoardView; ``cardClicked(instance)`` when the judge clicks a card."""

    cardClicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("board")
        self.board: BoardView | None = None
        self.bottom_player: str | None = None
        self.seated: frozenset[str] | None = None
        """The players of the match; other sides (a shared table) go in the middle."""
        self._hits: list[_Hit] = []
        self.texts: list[DrawnText] = []
        """Every label and name drawn last time, with its box: :meth:`clipped_texts`."""
        self._sprites: OrderedDict[Hashable, QPixmap] = OrderedDict()
        self._sprite_bytes = 0
        self.setMouseTracking(True)
        self.setMinimumSize(480, 360)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    def sizeHint(self) -> QSize:
        return QSize(900, 620)

    def set_board(self, board: BoardView | None) -> None:
        self.board = board
        self.update()

    # ------------------------------------------------------------------ geometry
    def shared_sides(self) -> list[PlayerView]:
        """Sides that belong to no seated player (a shared table), drawn in the middle."""
        if self.board is None or self.seated is None:
            return []
        return [p for p in self.board.players if p.player not in self.seated]

    def ordered_players(self) -> list[PlayerView]:
        """Seated players: bottom player first (``bottom_player`` or the first), then the others."""
        if self.board is None:
            return []
        shared = {id(p) for p in self.shared_sides()}
        players = [p for p in self.board.players if id(p) not in shared]
        for i, p in enumerate(players):
            if p.player == self.bottom_player:
                players.insert(0, players.pop(i))
        return players

    def hit_at(self, pos: QPointF) -> _Hit | None:
        for hit in reversed(self._hits):
            if hit.rect.contains(pos):
                return hit
        return None

    def card_rect(self, instance: str) -> QRectF | None:
        """Where a card was last drawn (tests and screenshots use it)."""
        for hit in self._hits:
            if hit.card is not None and hit.card.instance == instance:
                return hit.rect
        return None

    # ------------------------------------------------------------------ painting
    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#2f5d3a"))
        self._hits = []
        self.texts = []
        if self.board is None:
            painter.setPen(QColor("#dfe8df"))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                             self.tr("Open a match log to see the board"))
            return
        players = self.ordered_players()
        shared = self.shared_sides()
        w, h = float(self.width()), float(self.height())
        line_h = 26.0
        busy = any(c is not None for side in shared for z in side.zones for c in z.cards)
        shared_h = (min(h * 0.3, 230.0) if busy else min(h * 0.16, 110.0)) if shared else 0.0
        center_h = line_h + shared_h
        bottom = players[:1]
        top = players[1:]
        # Every seated player gets the same share of the table (Jungla's three players too):
        # the rivals above the centre line, the first player below it.
        share = (h - center_h) / max(1, len(players))
        half = share * len(top) if top else (h - center_h) / 2
        if top:
            for i, player in enumerate(top):
                self._paint_player(painter, player, QRectF(0, i * share, w, share),
                                   mirrored=True)
        for player in bottom:
            self._paint_player(painter, player, QRectF(0, half + center_h, w, h - half - center_h),
                               mirrored=False)
        self._paint_center(painter, QRectF(0, half, w, line_h))
        if shared:
            band = shared_h / len(shared)
            for i, side in enumerate(shared):
                self._paint_player(painter, side, QRectF(0, half + line_h + i * band, w, band),
                                   mirrored=False, shared=True)
        painter.end()

    def _paint_center(self, painter: QPainter, rect: QRectF) -> None:
        assert self.board is not None
        painter.fillRect(rect, QColor("#234a2d"))
        board = self.board
        parts = [self.tr("Turn %1").replace("%1", str(board.turn))]
        if board.phase:
            parts.append(board.phase)
        if board.status:
            parts.append(board.status)
        painter.setPen(QColor("#f1f5f1"))
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "  ·  ".join(parts))

    def _paint_player(self, painter: QPainter, player: PlayerView, rect: QRectF,
                      mirrored: bool, shared: bool = False) -> None:
        header_h = 22.0
        pad = 6.0
        # Header: name, active marker, summary; on the table edge of the band. A shared
        # table's header sits on top of its own band, in its own colour, so it never reads
        # as the header of the player seated next to it.
        on_top = mirrored or shared
        header = QRectF(rect.left(), rect.top() if on_top else rect.bottom() - header_h,
                        rect.width(), header_h)
        body = QRectF(rect.left() + pad, (rect.top() + header_h if on_top else rect.top()) + pad,
                      rect.width() - 2 * pad, rect.height() - header_h - 2 * pad)
        painter.fillRect(header, QColor("#23405e") if shared else QColor("#1d3b25"))
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#ffd54f") if player.active else QColor("#f1f5f1"))
        title = f"{'▶ ' if player.active else ''}{player.name}"
        if player.name.casefold() != player.player.casefold():
            title += f" ({player.player})"  # "Mesa (mesa)" says the same thing twice
        painter.drawText(header.adjusted(8, 0, -8, 0),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, title)
        self.texts.append(DrawnText("player", title, header.adjusted(8, 0, -8, 0), QFont(font)))
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(QColor("#cfe0cf"))
        summary = "   ".join(f"{k}: {v}" for k, v in player.summary)
        painter.drawText(header.adjusted(8, 0, -8, 0),
                         Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, summary)

        front = [z for z in player.zones if not z.stacked]
        piles = [z for z in player.zones if z.stacked]
        if shared:  # a short band: one row, piles beside the cards
            front, piles = front + piles, []
        if front and piles:
            front_h = body.height() * 0.62
            rows = [(front, front_h), (piles, body.height() - front_h - pad)]
        else:
            rows = [(front or piles, body.height())]
        # The front row faces the centre line: last for the rival on top, first at the bottom.
        if not mirrored:
            rows.reverse()
        y = body.top()
        for zones, row_h in rows:
            ordered = list(reversed(zones)) if mirrored else zones
            self._paint_row(painter, player, ordered, QRectF(body.left(), y, body.width(), row_h),
                            mirrored)
            y += row_h + pad

    def _paint_row(self, painter: QPainter, player: PlayerView, zones: list[ZoneView],
                   rect: QRectF, mirrored: bool) -> None:
        if not zones:
            return
        gap = 6.0
        weights = [1 if z.stacked else max(1, len(z.cards)) for z in zones]
        metrics = QFontMetrics(self._label_font())
        # every zone at least as wide as its label; the rest shared by the cards it holds
        needs = [metrics.horizontalAdvance(self._zone_label(z)) + 14.0 for z in zones]
        widths = allocate(rect.width() - gap * (len(zones) - 1), weights, needs)
        x = rect.left()
        for zone, width in zip(zones, widths, strict=True):
            zr = QRectF(x, rect.top(), width, rect.height())
            self._paint_zone(painter, player, zone, zr, mirrored)
            x += zr.width() + gap

    def _label_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() - 1))
        return font

    @staticmethod
    def _zone_label(zone: ZoneView) -> str:
        count = f" ({sum(c is not None for c in zone.cards)})" if zone.stacked else ""
        return zone.label + count

    def _paint_zone(self, painter: QPainter, player: PlayerView, zone: ZoneView, rect: QRectF,
                    mirrored: bool) -> None:
        label_h = 16.0
        font = self._label_font()
        count = f" ({sum(c is not None for c in zone.cards)})" if zone.stacked else ""
        self.texts.append(DrawnText("zone", zone.label + count,
                                    QRectF(rect.left() + 4, rect.top() + 1, rect.width() - 8,
                                           label_h), QFont(font)))

        def frame(p: QPainter, r: QRectF) -> None:
            p.setPen(QPen(QColor("#5f8f69"), 1, Qt.PenStyle.DashLine))
            p.setBrush(QColor(255, 255, 255, 18))
            p.drawRoundedRect(r, 6, 6)
            p.setFont(font)
            p.setPen(QColor("#dfe8df"))
            label_rect = QRectF(r.left() + 4, r.top() + 1, r.width() - 8, label_h)
            p.drawText(label_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       QFontMetrics(font).elidedText(zone.label + count,
                                                     Qt.TextElideMode.ElideRight,
                                                     int(label_rect.width())))

        self._sprite(painter, ("zone", zone.label + count), rect, frame)
        inner = rect.adjusted(4, label_h + 2, -4, -4)
        self._hits.append(_Hit(rect, None, zone, player))
        if zone.stacked:
            self._paint_pile(painter, player, zone, inner, mirrored)
            return
        cards = list(zone.cards)
        labels = list(zone.slot_labels) + [""] * (len(cards) - len(zone.slot_labels))
        if mirrored:  # seen from across the table, the rival's M1 is on the judge's right
            cards.reverse()
            labels = labels[: len(cards)][::-1]
        n = max(1, len(cards))
        slot_w = inner.width() / n
        label_h = 13.0 if any(labels) else 0.0
        has_equipment = any(c is not None and c.equipment for c in cards)
        tuck = inner.height() * 0.16 if has_equipment else 0.0
        card_h = inner.height() - tuck - label_h
        card_w = min(slot_w - 6, card_h * 0.72)
        card_h = min(card_h, card_w / 0.62)
        free = inner.height() - tuck - label_h - card_h
        for i, card in enumerate(cards):
            cx = inner.left() + slot_w * i + (slot_w - card_w) / 2
            cy = inner.top() + (tuck if mirrored else 0) + free / 2
            card_rect = QRectF(cx, cy, card_w, card_h)
            if labels[i]:
                painter.setPen(QColor("#dfe8df"))
                painter.setFont(font)
                under = card_rect.bottom() + (0 if mirrored else tuck)
                # the slot's whole width: "1 (mazo)" under a narrow card is not cut
                label_rect = QRectF(inner.left() + slot_w * i + 1, under, slot_w - 2, label_h)
                painter.drawText(label_rect, Qt.AlignmentFlag.AlignCenter, labels[i])
                self.texts.append(DrawnText("slot", labels[i], label_rect, QFont(font)))
            if card is None:
                self._sprite(painter, ("empty",), card_rect, _empty_slot)
                continue
            # Equipment tucked under its card: peeking out on the table side.
            for k, eq in enumerate(card.equipment):
                offset = (k + 1) * tuck / max(1, len(card.equipment))
                er = card_rect.translated(6 * (k + 1), -offset if mirrored else offset)
                self._paint_card(painter, eq, er, small=True, strip_on_top=mirrored)
                self._hits.append(_Hit(er, eq, zone, player))
            self._paint_card(painter, card, card_rect)
            self._hits.append(_Hit(card_rect, card, zone, player))

    def _paint_pile(self, painter: QPainter, player: PlayerView, zone: ZoneView, rect: QRectF,
                    _mirrored: bool) -> None:
        cards = [c for c in zone.cards if c is not None]
        card_h = rect.height() - 6
        card_w = min(rect.width() - 10, card_h * 0.72)
        card_h = min(card_h, card_w / 0.62)
        # a small pile stands at the left, its top card's name beside it
        left = (rect.left() + 4 if cards and card_w < 64 and rect.width() - card_w >= 70
                else rect.left() + (rect.width() - card_w) / 2 - 3)
        base = QRectF(left, rect.top() + (rect.height() - card_h) / 2 + 3, card_w, card_h)
        if not cards:
            self._sprite(painter, ("empty",), base, _empty_slot)
            return
        depth = min(3, len(cards) - 1)
        if depth:
            stack = QRectF(base.left(), base.top() - 2 * depth, base.width() + 2 * depth,
                           base.height() + 2 * depth)

            def backs(p: QPainter, r: QRectF) -> None:
                for k in range(depth, 0, -1):
                    p.setPen(QPen(QColor("#555555"), 1))
                    p.setBrush(QColor("#c8c8c8"))
                    p.drawRoundedRect(QRectF(r.left() + 2 * k, r.top() + 2 * (depth - k),
                                             base.width(), base.height()), 5, 5)

            self._sprite(painter, ("pile", depth), stack, backs)
        top = cards[0]
        name_left = base.right() + 2 * depth + 8
        if base.width() < 64 and rect.right() - name_left >= 48:
            # a small pile: a plain card, its name beside it where there is room
            lit = top.highlighted or (self.board is not None
                                      and top.instance in self.board.highlighted)
            self._sprite(painter, ("pile-top", top.kind, top.hidden, lit), base,
                         lambda p, r: self._draw_card(p, top, r, lit, False, False, face=False))
            font = self._label_font()
            font.setBold(True)
            font.setItalic(top.hidden)
            name = ("◐ " if top.hidden else "") + top.name
            name_rect = QRectF(name_left, base.top(), rect.right() - name_left, base.height())
            fit_font(font, name, name_rect)
            painter.setFont(font)
            painter.setPen(QColor("#f1f5f1"))
            painter.drawText(name_rect, int(Qt.AlignmentFlag.AlignLeft
                                            | Qt.AlignmentFlag.AlignVCenter
                                            | Qt.TextFlag.TextWordWrap), name)
            self.texts.append(DrawnText(f"pile {top.instance}", name, name_rect, QFont(font),
                                        wrap=True))
        else:
            self._paint_card(painter, top, base)
        hit = _Hit(base, top, zone, player)
        self._hits.append(hit)

    def _sprite(self, painter: QPainter, key: tuple[Hashable, ...], rect: QRectF,
                draw: Callable[[QPainter, QRectF], None]) -> None:
        """Draw ``draw`` at ``rect`` through a pixmap cache keyed by ``key`` and the size.

        Seeking repaints the whole table; most of it (zone frames, unchanged
        cards) looks exactly as before, and blitting a pixmap costs a fraction of
        drawing antialiased rounded shapes and text again.
        """
        size = (round(rect.width() * 4), round(rect.height() * 4))
        full = (*key, *size)
        pix = self._sprites.get(full)
        if pix is None:
            dpr = max(1.0, self.devicePixelRatioF())
            w = math.ceil(rect.width() + 2 * _MARGIN)
            h = math.ceil(rect.height() + 2 * _MARGIN)
            pix = QPixmap(max(1, math.ceil(w * dpr)), max(1, math.ceil(h * dpr)))
            pix.setDevicePixelRatio(dpr)
            pix.fill(Qt.GlobalColor.transparent)
            p = QPainter(pix)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            draw(p, QRectF(_MARGIN, _MARGIN, rect.width(), rect.height()))
            p.end()
            cost = pix.width() * pix.height() * 4
            self._sprites[full] = pix
            self._sprite_bytes += cost
            while self._sprite_bytes > CACHE_BYTES and len(self._sprites) > 1:
                _old, gone = self._sprites.popitem(last=False)
                self._sprite_bytes -= gone.width() * gone.height() * 4
        else:
            self._sprites.move_to_end(full)
        painter.drawPixmap(QPointF(rect.left() - _MARGIN, rect.top() - _MARGIN), pix)

    def clipped_texts(self) -> list[DrawnText]:
        """The texts of the last paint that did not fit their box (names, labels, zones)."""
        return [t for t in self.texts if not t.fits()]

    def clear_sprites(self) -> None:
        """Forget every cached sprite (the font or the language changed)."""
        self._sprites.clear()
        self._sprite_bytes = 0

    def _paint_card(self, painter: QPainter, card: CardView, rect: QRectF,
                    small: bool = False, strip_on_top: bool = False) -> None:
        lit = card.highlighted or (self.board is not None
                                   and card.instance in self.board.highlighted)
        self._sprite(painter, ("card", card, lit, small, strip_on_top), rect,
                     lambda p, r: self._draw_card(p, card, r, lit, small, strip_on_top))

    def _draw_card(self, painter: QPainter, card: CardView, rect: QRectF, lit: bool,
                   small: bool, strip_on_top: bool, face: bool = True) -> None:
        radius = 5.0
        fill = kind_color(card.kind)
        if card.hidden:
            fill = fill.darker(135)
        painter.setPen(QPen(QColor("#263238"), 1))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, radius, radius)
        if card.hidden:
            painter.setBrush(QBrush(QColor(0, 0, 0, 55), Qt.BrushStyle.BDiagPattern))
            painter.drawRoundedRect(rect, radius, radius)
        if lit:
            painter.setPen(QPen(HIGHLIGHT, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), radius + 2, radius + 2)
        if small:
            # Only the peeking strip is visible: the equipment's name along its lower edge.
            font = QFont(self.font())
            font.setPointSizeF(max(6.5, font.pointSizeF() - 2))
            painter.setFont(font)
            painter.setPen(QColor("#263238"))
            strip_y = rect.top() + 1 if strip_on_top else rect.bottom() - 14
            strip = QRectF(rect.left() + 3, strip_y, rect.width() - 6, 13)
            name = ("◐ " if card.hidden else "") + card.name
            painter.drawText(strip, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             QFontMetrics(font).elidedText(name, Qt.TextElideMode.ElideRight,
                                                           int(strip.width())))
            return
        if face:
            self._paint_card_face(painter, card, rect)

    def _paint_card_face(self, painter: QPainter, card: CardView, rect: QRectF) -> None:
        base_size = self.font().pointSizeF()
        scale = max(0.7, min(1.2, rect.width() / 90))
        font = QFont(self.font())
        font.setPointSizeF(max(6.5, base_size * scale))
        font.setBold(True)
        font.setItalic(card.hidden)
        painter.setFont(font)
        painter.setPen(QColor("#1b1b1b"))
        text_rect = rect.adjusted(5, 4, -5, -4)
        stats = card.life is not None or bool(card.rests) or card.hidden
        name_rect = QRectF(text_rect.left(), text_rect.top(), text_rect.width(),
                           text_rect.height() * (0.45 if stats else 0.9))
        # "Terriermon" shrinks rather than lose its n; a word still too long for a narrow
        # card is split inside the word, never cut
        drawn = DrawnText(f"card {card.instance}", card.name, name_rect,
                          fit_font(font, card.name, name_rect), wrap=True)
        drawn.anywhere = not drawn.fits()
        painter.setFont(font)
        painter.drawText(name_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                         | drawn.flags(), card.name)
        self.texts.append(DrawnText(drawn.what, card.name, name_rect, QFont(font), True,
                                    drawn.anywhere))
        font.setBold(False)
        font.setItalic(False)
        small = QFont(font)
        small.setPointSizeF(max(6.0, font.pointSizeF() - 1))
        painter.setFont(small)
        if card.hidden:
            painter.setPen(QColor("#37474f"))
            painter.drawText(QRectF(text_rect.left(), name_rect.bottom(), text_rect.width(), 14),
                             Qt.AlignmentFlag.AlignLeft, "◐ " + self.tr("hidden"))
        # Bottom line: life as 4/6 (red when low), damage as ⚔2.
        bottom = QRectF(text_rect.left(), text_rect.bottom() - 16 * scale, text_rect.width(),
                        16 * scale)
        if card.life is not None:
            life_font = QFont(font)
            life_font.setBold(True)
            life_font.setPointSizeF(max(7.0, base_size * scale * 1.15))
            painter.setFont(life_font)
            low = card.max_life is not None and card.life * 3 <= card.max_life
            painter.setPen(QColor("#c62828") if low or card.life == 0 else QColor("#1b5e20"))
            life = f"{card.life}/{card.max_life}" if card.max_life is not None else str(card.life)
            painter.drawText(bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             "♥" + life)
        if card.damage is not None:
            painter.setFont(small)
            painter.setPen(QColor("#4e342e"))
            painter.drawText(bottom, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             f"⚔{card.damage}")
        # Descansos as pips, just above the life line.
        if card.rests is not None and (card.rests or card.max_rests):
            total = max(card.rests, card.max_rests or 0)
            r = max(3.0, 4.0 * scale)
            y = bottom.top() - r - 3
            for k in range(total):
                center = QPointF(text_rect.left() + r + k * (2 * r + 3), y)
                painter.setPen(QPen(QColor("#37474f"), 1))
                painter.setBrush(QColor("#37474f") if k < card.rests else Qt.BrushStyle.NoBrush)
                painter.drawEllipse(center, r, r)
        # Marks as icons in the top-right corner.
        mr = max(7.0, 8.0 * scale)
        for k, mark in enumerate(card.marks):
            glyph, color = MARK_STYLE.get(mark, (mark[:1].upper(), "#455a64"))
            center = QPointF(rect.right() - mr - 3, rect.top() + mr + 3 + k * (2 * mr + 2))
            path = QPainterPath()
            path.addEllipse(center, mr, mr)
            painter.fillPath(path, QColor(color))
            painter.setPen(QColor("white"))
            mfont = QFont(self.font())
            mfont.setPointSizeF(max(6.0, mr * 0.9))
            painter.setFont(mfont)
            painter.drawText(QRectF(center.x() - mr, center.y() - mr, 2 * mr, 2 * mr),
                             Qt.AlignmentFlag.AlignCenter, glyph)

    def card_tooltip(self, card: CardView) -> str:
        """Everything the judge may want to know about one card, one fact a line."""
        esc = html.escape
        lines = [f"<b>{esc(card.name)}</b> ({esc(card.instance)})"]
        kind, life, rests = self.tr("Kind"), self.tr("Life"), self.tr("Descansos")
        damage, mark_word = self.tr("Damage"), self.tr("Mark")
        equipment, hidden_word = self.tr("Equipment"), self.tr("hidden")
        if card.kind:
            lines.append(f"{kind}: {esc(card.kind)}")
        if card.hidden:
            lines.append(esc(self.tr("Hidden (face down): the rival cannot see it")))
        if card.life is not None:
            top = card.max_life if card.max_life is not None else "?"
            lines.append(f"{life}: {card.life}/{top}")
        if card.rests is not None:
            lines.append(f"{rests}: {card.rests}")
        if card.damage is not None:
            lines.append(f"{damage}: {card.damage}")
        for mark in card.marks:
            lines.append(f"{mark_word}: {esc(mark)}")
        for eq in card.equipment:
            hidden = f" ({hidden_word})" if eq.hidden else ""
            lines.append(f"{equipment}: {esc(eq.name)}{hidden}")
        for key, value in card.details:
            lines.append(f"{esc(key)}: {esc(value)}")
        return "<br/>".join(lines)

    # ------------------------------------------------------------------ interaction
    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            hit = self.hit_at(QPointF(event.pos()))
            if hit is None:
                QToolTip.hideText()
            elif hit.card is not None:
                QToolTip.showText(event.globalPos(), self.card_tooltip(hit.card), self)
            else:
                names = ", ".join(c.name for c in hit.zone.cards if c is not None)
                QToolTip.showText(event.globalPos(),
                                  f"<b>{hit.zone.label}</b> — {hit.player.name}<br/>{names}", self)
            return True
        return super().event(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        hit = self.hit_at(event.position())
        if hit is not None and hit.card is not None:
            self.cardClicked.emit(hit.card.instance)
        super().mousePressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.FontChange,
                            QEvent.Type.StyleChange):
            self.clear_sprites()
            self.update()
        super().changeEvent(event)


def allocate(total: float, weights: list[int], needs: list[float]) -> list[float]:
    """Widths summing to ``total``: each at least its ``need`` (when they all fit), the
    rest shared in proportion to ``weights``.

    >>> allocate(100, [1, 1], [10, 10])
    [50.0, 50.0]
    >>> allocate(100, [3, 1], [10, 40])
    [60.0, 40.0]
    """
    widths = [total * w / sum(weights) for w in weights]
    if sum(needs) >= total:
        return [total * n / sum(needs) for n in needs]
    fixed: set[int] = set()
    while True:
        short = [i for i, (w, n) in enumerate(zip(widths, needs, strict=True))
                 if i not in fixed and w < n]
        if not short:
            return widths
        fixed.update(short)
        left = total - sum(needs[i] for i in fixed)
        free = [i for i in range(len(widths)) if i not in fixed]
        share = sum(weights[i] for i in free)
        widths = [float(needs[i]) if i in fixed else left * weights[i] / share
                  for i in range(len(widths))]
        if not free:
            return widths


def fit_font(font: QFont, text: str, rect: QRectF, smallest: float = 6.0) -> QFont:
    """Shrink ``font`` (in place) until every word of ``text`` fits ``rect``'s width and the
    wrapped text its height, down to ``smallest`` points."""
    while font.pointSizeF() > smallest:
        probe = DrawnText("", text, rect, font, wrap=True)
        if probe.fits():
            break
        font.setPointSizeF(max(smallest, font.pointSizeF() - 0.5))
    return font


def _empty_slot(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(QColor("#8fb59a"), 1, Qt.PenStyle.DotLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect, 5, 5)
