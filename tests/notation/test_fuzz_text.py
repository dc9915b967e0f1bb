"""Any text given to ``notation parse`` ends in a log or a NotationError with its place, never a
crash: random lines built from the notation's own pieces, and any text at all."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from judge_app.games import known_games
from judge_app.notation import NotationError, read_log, write_log
from tests.support.figures import count
from tests.support.games import clean_sample
from tests.test_fuzz_logs import FUZZ

GAMES = tuple(known_games())  # every registered game
HEADERS = {g: write_log({**json.loads(clean_sample(g).read_text("utf-8")), "events": []})
           for g in GAMES}
PIECES = st.sampled_from([
    "T3", "3", "T-", "-", "Ana", "A", "Luis", "P1", "ataca", "at", "fase", "batalla", "daño",
    "itz", "kuma2", "t13a", "c01", "Growl", "a-grito1", "P1:caballero", ">", ",", "=", "a",
    "con", "2", "-1", "1.5", '"texto"', '"', "{", "}", '{"x": 1}', "[1]", "#", "oculta",
    "key=", "dado", "responde", "Ruki:3", ":", "roba", "fin-turno", "{\"action\": 1}", "[Juego",
    "]", "[Jugador P9 \"X\"]", "nota", "\t", "é", "\u2028",
])


def _outcome(text: str, game: str) -> None:
    count("notation texts fuzzed (hypothesis: parsed, errors placed)")
    try:
        data = read_log(text, game, "m.txt")
    except NotationError as exc:
        assert exc.line >= 1 and exc.column >= 1
        assert str(exc).startswith(f"m.txt:{exc.line}:{exc.column}: ")
        return
    assert isinstance(data["events"], list)


@FUZZ
@given(st.sampled_from(GAMES), st.lists(st.lists(PIECES, max_size=8).map(" ".join),
                                        min_size=1, max_size=6))
def test_lines_of_notation_pieces(game: str, lines: list[str]) -> None:
    _outcome(HEADERS[game] + "\n".join(lines), game)


@FUZZ
@given(st.sampled_from(GAMES), st.text(max_size=80))
def test_any_text(game: str, text: str) -> None:
    _outcome(text, game)
    _outcome(HEADERS[game] + text, game)
