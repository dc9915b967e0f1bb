"""Counting the SQL statements a piece of code sends (machine-independent speed checks).

A listener on every :class:`sqlalchemy.engine.Engine` counts each statement sent to the
database (an ``executemany`` of many rows counts once, as the database sees one
statement). Tests compare counts at two input sizes: a count that grows with the rows
is a path that does one query per row, which is what makes an import quadratic.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import event
from sqlalchemy.engine import Engine


class Counter:
    """How many statements were sent while the ``counting`` block ran."""

    def __init__(self) -> None:
        self.statements = 0


@contextmanager
def counting() -> Iterator[Counter]:
    """Count every statement any engine sends inside the block."""
    counter = Counter()

    def seen(*_args: Any, **_kwargs: Any) -> None:
        counter.statements += 1

    event.listen(Engine, "before_cursor_execute", seen)
    try:
        yield counter
    finally:
        event.remove(Engine, "before_cursor_execute", seen)


class Steps:
    """How many SQLite virtual-machine steps the ``stepping`` block's statements took."""

    def __init__(self) -> None:
        self.steps = 0


@contextmanager
def stepping() -> Iterator[Steps]:
    """Count the SQLite engine's steps inside the block: every row a statement reads costs
    steps, so a read that scans a whole round where it needed one table grows with the
    event (rows read per request, on any machine). SQLite only."""
    counter = Steps()

    def step() -> int:
        counter.steps += 1
        return 0  # go on

    def watch(conn: Any, *_args: Any, **_kwargs: Any) -> None:
        conn.connection.dbapi_connection.set_progress_handler(step, 1)

    event.listen(Engine, "before_cursor_execute", watch)
    try:
        yield counter
    finally:
        event.remove(Engine, "before_cursor_execute", watch)
