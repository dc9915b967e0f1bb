"""Figures the tests measure, printed at the end of the test run (issue 10: "the figures are
printed by the test run or a benchmark").

A test calls :func:`record` (``kill -9: 6 kills survived …``) or :func:`count` (one more
fuzzed input); ``tests/conftest.py`` moves what was recorded during a test into the test's
report (``user_properties``, which pytest-xdist carries from its workers) and prints the
"Juez figures" section after the run: counts summed over the tests, records as the last
test gave them.

>>> count("inputs"); count("inputs", 2); take()
[('inputs', 3)]
>>> take()
[]
"""

from __future__ import annotations

_records: dict[str, str] = {}
_counts: dict[str, int] = {}


def record(name: str, value: str) -> None:
    """A measured figure, printed as ``name: value``."""
    _records[name] = value


def count(name: str, n: int = 1) -> None:
    """``n`` more of ``name`` (summed over the run)."""
    _counts[name] = _counts.get(name, 0) + n


def take() -> list[tuple[str, str | int]]:
    """What was recorded since the last call (and forget it)."""
    taken: list[tuple[str, str | int]] = [*_records.items(), *_counts.items()]
    _records.clear()
    _counts.clear()
    return taken
