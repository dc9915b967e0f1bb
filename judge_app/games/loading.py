"""Reading a match log with the registered games: ``load_log`` and ``parse_log``.

:mod:`judge_app.logs.loader` validates the envelope and hands the events to the log's game
without importing the registry; this module gives it the registry (issue 21 §5: ``logs/``
never imports ``games``, so the two are no cycle).

>>> load_log(game_info("totems").sample_dir / "clean.json").game
'totems'
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from judge_app.games import game_info, get_game, known_games
from judge_app.logs.loader import MatchLog, parse_log_with, read_log_text

__all__ = ["REGISTERED", "load_log", "parse_log"]


class _Registered:
    """The registry as the loader's :class:`~judge_app.logs.loader.GameSource`."""

    def keys(self) -> Sequence[str]:
        return known_games()

    def rules(self, key: str) -> Any:
        game_info(key)  # KeyError for an unknown game
        return get_game(key)


#: Every registered game, for the loader.
REGISTERED = _Registered()


def parse_log(text: str, source: str = "<log>", upto: int | None = None) -> MatchLog:
    """Validate the text of a match log; raise ``LogError`` with a place and a reason.

    A log of more than ``MAX_EVENTS`` events is refused before any event is validated.
    With ``upto``, only the first ``upto`` events are validated and kept (``replay --at``);
    ``total_events`` says how many the file has.
    """
    return parse_log_with(REGISTERED, text, source, upto)


def load_log(path: str | Path, upto: int | None = None) -> MatchLog:
    """Read and validate a match log file (``upto``: the first events only, :func:`parse_log`)."""
    return parse_log(read_log_text(path), str(Path(path)), upto)
