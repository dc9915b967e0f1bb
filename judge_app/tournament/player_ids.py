"""The id a new player gets when none is given: the next one of the roster's own series.

A roster imported as ``K001…K016`` (a store's membership prefix, the organiser's
spreadsheet) goes on with ``K017`` for a late entry, not ``P001`` beside it (issue 23
§13): the scorekeeper reads one series on the pairings, the slips and the standings.
The service (and so the command line's ``player add`` and the window) asks here.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

#: An id of a series: letters, then digits (``P001``, ``K17``, ``MX0042``).
SERIES_ID = re.compile(r"^([A-Za-z]+)(\d+)$")

#: The prefix of a fresh event's series.
DEFAULT_PREFIX = "P"


def next_player_id(taken: Iterable[str]) -> str:
    """One past the highest id of the roster's series — the prefix most of its ids share
    (``P`` on a tie or with none) — zero-padded to the width the series already uses (at
    least 3 for a fresh event); ids of another shape are never renumbered.

    >>> next_player_id(set()), next_player_id({"P01", "P20"}), next_player_id({"P009"})
    ('P001', 'P21', 'P010')
    >>> next_player_id({f"K{n:03d}" for n in range(1, 17)})
    'K017'
    >>> next_player_id({f"P{n:03d}" for n in range(1, 1000)}), next_player_id({"X1", "X2"})
    ('P1000', 'X3')
    >>> next_player_id({"K001", "K002", "P001", "ana"}), next_player_id({"ana", "luis"})
    ('K003', 'P001')
    """
    taken = set(taken)
    series = [(m[1], int(m[2]), len(m[2])) for m in map(SERIES_ID.match, taken) if m]
    counts = Counter(prefix for prefix, _n, _w in series)
    prefix = DEFAULT_PREFIX
    if counts:
        best = max(counts.values())
        leaders = sorted(p for p, c in counts.items() if c == best)
        prefix = DEFAULT_PREFIX if DEFAULT_PREFIX in leaders else leaders[0]
    numbers = [(n, w) for p, n, w in series if p == prefix]
    width = max((w for _n, w in numbers), default=3)
    n = max((n for n, _w in numbers), default=0) + 1
    while f"{prefix}{n:0{width}d}" in taken:
        n += 1
    return f"{prefix}{n:0{width}d}"
