"""Every board readable at 1280×800 (issue 8, part 4): no card name, zone label, slot label
or header is clipped, for every sample of Tótems, Códigos, Kingdom, Digimon and Kódem (its
three-player Jungla too), checked against the boxes the board drew them in (QFontMetrics)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from judge_app.games import game_info, known_games
from ui.board import BoardWidget, DrawnText
from ui.replay_view import sample_logs

GAMES = tuple(known_games())  # every registered game


@pytest.mark.parametrize("game", GAMES)
def test_no_text_is_clipped_at_1280x800(qtbot, window, game: str) -> None:  # type: ignore[no-untyped-def]
    window.resize(1280, 800)
    # every sample of the game (Jungla's three players too)
    logs = [p for p in sample_logs() if p.parent == game_info(game).sample_dir]
    assert logs, game
    board = window.replay.findChild(BoardWidget)
    checked = 0
    for path in logs:
        assert window.open_log(path), path
        replay = window.replay.replay
        for seq in range(0, len(replay), max(1, len(replay) // 6)):
            window.replay.seek(seq)
            board.grab()  # paint at the window's real size
            assert board.width() >= 800, board.width()
            clipped = [(t.what, t.text, round(t.rect.width())) for t in board.clipped_texts()]
            assert clipped == [], f"{path.name} at event {seq}: {clipped[:5]}"
            checked += len(board.texts)
    assert checked > 100


def test_a_shared_table_has_its_own_header_between_the_sides(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Códigos' and Kingdom's *Mesa* is titled at the top of its own band (never read as the
    header of the player seated below it)."""
    window.resize(1280, 800)
    board = window.replay.findChild(BoardWidget)
    for game in ("codigos", "kingdom"):
        path = next(p for p in sample_logs() if p.parent.name == game and p.stem == "clean")
        window.open_log(path)
        window.replay.seek(len(window.replay.replay) // 2)
        board.grab()
        headers = [t for t in board.texts if t.what == "player"]
        shared = [t for t in headers if t.text.startswith("Mesa")]
        assert len(shared) == 1, [t.text for t in headers]
        seated = sorted((t for t in headers if t not in shared), key=lambda t: t.rect.top())
        middle = board.height() / 2
        assert seated[0].rect.top() < shared[0].rect.top() < seated[-1].rect.top()
        assert shared[0].rect.top() < middle + 40  # right below the centre line
        assert "(mesa)" not in shared[0].text.casefold()


def test_the_fit_check_catches_a_clipped_text(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The check itself can fail: a long name in a narrow box is reported."""
    from PySide6.QtGui import QFont

    font = QFont()
    font.setPointSizeF(10)
    assert not DrawnText("zone", "Caja de entrenamiento", QRectF(0, 0, 40, 16), font).fits()
    assert not DrawnText("card", "Terriermon", QRectF(0, 0, 30, 60), font, wrap=True).fits()
    assert DrawnText("card", "Terriermon", QRectF(0, 0, 30, 200), font, wrap=True,
                     anywhere=True).fits()
