"""The cyclic collector in a station's long-lived process (the window, the portal): a
module of its own with nothing to import, so the window can settle without loading the
services before it is shown.

Two things, both for a process that holds an 8,192-player event (issue 25):

* :func:`settle_start_up` — what start-up made moved out of the collector's sight;
* :func:`defer_full_collections` — CPython's automatic full collections made rarer (its
  third threshold ten times the default), so fewer calls hold one: 30–60 ms each with an
  8,192-player event held, enough to lift one standings read over 0.1 s. An idle-time
  collection from the window's event loop was tried and dropped: with no operation
  queued the UI thread still paints (the projector paging), and a 20–25 ms collection
  landing in a paint made frames of 55–65 ms (``benchmarks/ui_big_tables.py``).

>>> import gc
>>> before = gc.get_threshold()
>>> defer_full_collections()
>>> deferred()
True
>>> gc.set_threshold(*before)
>>> deferred()
False
"""

from __future__ import annotations

import gc

#: CPython's third threshold (younger collections between two full ones) in a settled
#: station: ten times CPython's default of 10. A full collection also waits, as always, for
#: a quarter as many new long-lived objects as there are; the garbage cycles left meanwhile
#: are few (the event's rows are plain data freed by their reference counts).
DEFERRED = 100


def settle_start_up() -> None:
    """Once a station's long-lived process has started (the window built; the benchmarks of
    the day as the window runs it): what start-up made (modules, classes, functions, the
    widgets — 96,000 objects without the window, some 160,000 with it) moved out of the
    cyclic collector's sight (``gc.freeze``), so a full collection during an 8,192-player
    event scans what the event holds, not the whole program: 90–180 ms pauses in whichever
    call crossed the threshold before, 30–60 ms after (``benchmarks/big_event.py``);
    150–900 ms on the UI thread before the window did it
    (``benchmarks/ui_big_tables.py``). Garbage made so far is collected first. From then on
    full collections are rarer (:func:`defer_full_collections`)."""
    gc.collect()
    gc.freeze()
    defer_full_collections()


def defer_full_collections() -> None:
    """CPython's automatic full collections made rarer (:data:`DEFERRED`); the younger
    generations are collected as before."""
    first, second, _ = gc.get_threshold()
    gc.set_threshold(first, second, DEFERRED)


def deferred() -> bool:
    """Whether full collections are made rarer (:func:`defer_full_collections`)."""
    return gc.get_threshold()[2] >= DEFERRED

