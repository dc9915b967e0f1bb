"""What a write changes, as the window's views read it (no import of the storage layer:
the window names it before any database is open)."""

from __future__ import annotations

import enum


class Touch(enum.Flag):
    """The parts of an event a write changes (what the views showing them re-read)."""

    NOTHING = 0
    #: the list of events: created, archived, deleted, or the event's own settings
    EVENTS = enum.auto()
    #: the players: added, edited, dropped, their seats and decklists
    PLAYERS = enum.auto()
    #: rounds and results: pairings, results, corrections, publishing, the top cut
    ROUNDS = enum.auto()
    #: penalties (and the rulings attached to them)
    PENALTIES = enum.auto()
    #: the floor: round clocks, extensions, judge calls
    FLOOR = enum.auto()
    #: match logs attached to the event
    LOGS = enum.auto()
    #: anything (another station's write: what it changed is not known here)
    ALL = EVENTS | PLAYERS | ROUNDS | PENALTIES | FLOOR | LOGS
