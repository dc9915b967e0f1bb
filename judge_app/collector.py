"""The cyclic collector in a station's long-lived process (the window, the portal): a
module of its own with nothing to import, so the window can settle without loading the
services before it is shown."""

from __future__ import annotations


def settle_start_up() -> None:
    """Once a station's long-lived process has started (the window built; the benchmarks of
    the day as the window runs it): what start-up made (modules, classes, functions, the
    widgets — 96,000 objects without the window, some 160,000 with it) moved out of the
    cyclic collector's sight (``gc.freeze``), so a full collection during an 8,192-player
    event scans what the event holds, not the whole program: 90–180 ms pauses in whichever
    call crossed the threshold before, 30–60 ms after (``benchmarks/big_event.py``);
    150–900 ms on the UI thread before the window did it
    (``benchmarks/ui_big_tables.py``). Garbage made so far is collected first."""
    import gc

    gc.collect()
    gc.freeze()
