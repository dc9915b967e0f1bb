"""A log that starts from a position, in notation: ``[Posicion KEY JSON]`` header lines
(``[Position …]`` in English), read back exactly, with errors at FILE:LINE:COLUMN."""

from __future__ import annotations

import pytest

from judge_app.notation import NotationError, parse_notation

HEADER = """[Juego kodem]
[Jugador P1 "Ana"]
[Jugador P2 "Luis"]
[Coleccion kodem-demo]
"""


def test_position_lines_make_the_position_block() -> None:
    text = HEADER + ('[Posicion turn 7]\n[Position phase batalla]\n'
                     '[Posicion cards {"itzal": {"rests": 1}}]\n')
    data = parse_notation(text, "kodem", "p.txt").data
    assert data["position"] == {"turn": 7, "phase": "batalla",
                                "cards": {"itzal": {"rests": 1}}}


def test_a_whole_position_object_on_one_line() -> None:
    data = parse_notation(HEADER + '[Posición {"turn": 3, "active": "P2"}]\n', "kodem").data
    assert data["position"] == {"turn": 3, "active": "P2"}


@pytest.mark.parametrize("line,column,words", [
    ("[Posicion turn]", 10, "Position KEY JSON"),
    ("[Posicion a 1 2]", 10, "Position KEY JSON"),
])
def test_a_malformed_position_line_says_where(line: str, column: int, words: str) -> None:
    with pytest.raises(NotationError) as err:
        parse_notation(HEADER + line + "\n", "kodem", "p.txt")
    assert (err.value.source, err.value.line, err.value.column) == ("p.txt", 5, column)
    assert words in err.value.reason("en")
    assert "Posicion CLAVE JSON" in err.value.reason("es")
