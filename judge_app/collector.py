"""The cyclic collector in a station's long-lived process (the window, the portal): a
module of its own with nothing to import, so the window can settle without loading the
services before it is shown.

Two things, both for a process that holds an 8,192-player event (issue 25):

* :func:`settle_start_up` — what start-up made moved out of the collector's sight;
* full collections when the station is idle (:func:`defer_full_collections`, which the
  settling does, then :func:`collect_if_due` from the window's idle timer). CPython runs
  a full collection inside whichever call crosses its threshold: 30–60 ms with an
  8,192-player event held, enough to lift one standings read over 0.1 s. Put off (the
  threshold ten times CPython's), it runs when nothing waits for the station instead,
  and still on its own after ten times as many younger collections if the station is
  never idle. The pause is not gone, it is moved to where no one waits for it.

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

#: CPython's third threshold (younger collections between two full ones) while the
#: station collects when idle: ten times CPython's default of 10.
DEFERRED = 100
#: Younger collections since the last full one that make an idle collection due: what
#: survived them may hold garbage cycles (fewer: nothing made since is old enough).
DUE = 1


def settle_start_up() -> None:
    """Once a station's long-lived process has started (the window built; the benchmarks of
    the day as the window runs it): what start-up made (modules, classes, functions, the
    widgets — 96,000 objects without the window, some 160,000 with it) moved out of the
    cyclic collector's sight (``gc.freeze``), so a full collection during an 8,192-player
    event scans what the event holds, not the whole program: 90–180 ms pauses in whichever
    call crossed the threshold before, 30–60 ms after (``benchmarks/big_event.py``);
    150–900 ms on the UI thread before the window did it
    (``benchmarks/ui_big_tables.py``). Garbage made so far is collected first. From then on
    full collections wait for the station's idle moments (:func:`defer_full_collections`)."""
    gc.collect()
    gc.freeze()
    defer_full_collections()


def defer_full_collections() -> None:
    """CPython's automatic full collections put off (:data:`DEFERRED`): for a process whose
    idle moments call :func:`collect_if_due` (the window's operations layer). The younger
    generations are collected as before."""
    first, second, _ = gc.get_threshold()
    gc.set_threshold(first, second, DEFERRED)


def deferred() -> bool:
    """Whether full collections are put off (:func:`defer_full_collections`)."""
    return gc.get_threshold()[2] >= DEFERRED


def collect_if_due() -> bool:
    """A full collection now, if a younger one ran since the last (:data:`DUE`): called
    when nothing waits for the station. Says whether it ran."""
    if gc.get_count()[2] < DUE or not gc.isenabled():
        return False
    gc.collect()
    return True
