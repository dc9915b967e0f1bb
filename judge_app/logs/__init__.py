"""Reading match logs: the envelope, versions, and errors with JSON paths.

A log is read with the registered games by :mod:`judge_app.games.loading`
(``load_log``, ``parse_log``): this package never imports the game registry.
"""

from judge_app.logs.errors import LogError, LogReferenceError, json_path
from judge_app.logs.loader import (
    Event,
    MatchLog,
    load_cardset,
    read_deck,
    validation_error,
)

__all__ = [
    "Event",
    "LogError",
    "LogReferenceError",
    "MatchLog",
    "json_path",
    "load_cardset",
    "read_deck",
    "validation_error",
]
