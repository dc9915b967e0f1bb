"""Reading match logs: the envelope, versions, and errors with JSON paths."""

from judge_app.logs.errors import LogError, LogReferenceError, json_path
from judge_app.logs.loader import (
    Event,
    MatchLog,
    load_cardset,
    load_log,
    parse_log,
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
    "load_log",
    "parse_log",
    "read_deck",
    "validation_error",
]
