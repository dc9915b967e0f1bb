"""The board draws any game's BoardView: zones by their own names, rival mirrored on top."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from judge_app.games.base import BoardView, CardView, PlayerView, ZoneView
from ui.board import BoardWidget


def _board() -> BoardView:
    def side(pid: str, name: str, prefix: str, active: bool) -> PlayerView:
        main = ZoneView("main", "Zona Principal", (
            CardView(f"{prefix}a", "Ozet", kind="adendei", life=4, max_life=6, rests=1,
                     max_rests=2, marks=("quemar",),
                     equipment=(CardView(f"{prefix}eq", "Ceiba", kind="ixim"),),
                     highlighted=active),
            CardView(f"{prefix}b", "Dagg", kind="adendei", hidden=True, life=6, max_life=6),
            None), slot_labels=("M1", "M2", "M3"))
        pile = ZoneView("extincion", "Extinción",
                        (CardView(f"{prefix}x", "Xilan", kind="adendei", life=0),), stacked=True)
        return PlayerView(pid, name, (main, pile), summary=(("Extinción", "1"),), active=active)

    return BoardView("kodem", 3, "batalla", "P1",
                     (side("P1", "Ana", "a", True), side("P2", "Luis", "l", False)))


def test_rival_is_drawn_on_top_and_mirrored(qtbot) -> None:  # type: ignore[no-untyped-def]
    widget = BoardWidget()
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.set_board(_board())
    widget.grab()  # paints, records where every card went
    ana_first, ana_second = widget.card_rect("aa"), widget.card_rect("ab")
    luis_first, luis_second = widget.card_rect("la"), widget.card_rect("lb")
    assert ana_first and ana_second and luis_first and luis_second
    assert luis_first.bottom() < widget.height() / 2 < ana_first.top()
    # Bottom player reads M1 → M3 left to right; the rival, seen from across, right to left.
    assert ana_first.left() < ana_second.left()
    assert luis_first.left() > luis_second.left()
    # Equipment is drawn (tucked under its card) and can be pointed at.
    assert widget.card_rect("aeq") is not None


def test_click_and_tooltip_identify_a_hidden_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    widget = BoardWidget()
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.set_board(_board())
    widget.grab()
    rect = widget.card_rect("ab")
    assert rect is not None
    with qtbot.waitSignal(widget.cardClicked) as blocker:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=rect.center().toPoint())
    assert blocker.args == ["ab"]
    hit = widget.hit_at(rect.center())
    assert hit is not None and hit.card is not None
    text = widget.card_tooltip(hit.card)
    assert "Dagg" in text and "Hidden" in text and "6/6" in text
    assert widget.hit_at(QPoint(2, widget.height() // 2).toPointF()) is None


def test_any_number_of_players_and_zones(qtbot) -> None:  # type: ignore[no-untyped-def]
    widget = BoardWidget()
    qtbot.addWidget(widget)
    widget.resize(900, 700)
    players = tuple(
        PlayerView(f"P{i}", f"Player {i}", (ZoneView("hand", "Mano", tuple(
            CardView(f"c{i}{k}", f"Tótem {k}", kind="totem") for k in range(7))),))
        for i in range(1, 5))
    widget.set_board(BoardView("totems", 1, None, "P1", players))
    widget.grab()
    for i in range(1, 5):
        for k in range(7):
            assert widget.card_rect(f"c{i}{k}") is not None


def test_a_shared_table_is_drawn_between_the_two_sides(qtbot) -> None:  # type: ignore[no-untyped-def]
    widget = BoardWidget()
    qtbot.addWidget(widget)
    widget.resize(1000, 760)
    board = _board()
    mesa = PlayerView("mesa", "Mesa", (ZoneView("pool", "Tótems", (
        CardView("t1", "Tótem del Águila", kind="totem"),)),))
    widget.set_board(BoardView(board.game, board.turn, board.phase, board.active,
                               (*board.players, mesa)))
    widget.seated = frozenset({"P1", "P2"})
    widget.bottom_player = "P1"
    widget.grab()
    assert [p.player for p in widget.ordered_players()] == ["P1", "P2"]
    assert [p.player for p in widget.shared_sides()] == ["mesa"]
    rival, shared, own = widget.card_rect("la"), widget.card_rect("t1"), widget.card_rect("aa")
    assert rival and shared and own
    assert rival.bottom() < shared.top() < shared.bottom() < own.top()


def test_sprite_cache_redraws_what_changed_and_stays_bounded(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Seeking blits cached card faces: a card whose life changed must be drawn anew."""
    import dataclasses

    import ui.board

    widget = BoardWidget()
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    board = _board()
    widget.set_board(board)
    first = widget.grab().toImage()
    assert widget._sprites  # card faces and zone frames were cached
    assert widget.grab().toImage() == first  # drawn again from the cache: identical

    ana = board.players[0]
    main = ana.zones[0]
    hurt = dataclasses.replace(main.cards[0], life=1)
    zones = (dataclasses.replace(main, cards=(hurt, *main.cards[1:])), *ana.zones[1:])
    changed = dataclasses.replace(board, players=(dataclasses.replace(ana, zones=zones),
                                                  board.players[1]))
    widget.set_board(changed)
    second = widget.grab().toImage()
    rect = widget.card_rect("aa")
    assert rect is not None
    inside = [(x, y) for x in range(int(rect.left()), int(rect.right()), 3)
              for y in range(int(rect.top()), int(rect.bottom()), 3)]
    assert any(first.pixel(x, y) != second.pixel(x, y) for x, y in inside)
    other = widget.card_rect("la")
    assert other is not None  # the rival's untouched card is pixel-identical
    c = other.center().toPoint()
    assert first.pixel(c) == second.pixel(c)

    monkeypatch.setattr(ui.board, "CACHE_BYTES", 1)  # a tiny budget keeps one sprite
    widget.clear_sprites()
    widget.grab()
    assert len(widget._sprites) == 1
