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
