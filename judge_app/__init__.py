"""Juez: the core of a judge's tool for trading-card-game tournaments.

Everything here is plain Python (no Qt): games and their rules, match-log
replay, rulebook citations, the tournament engine, storage and reports.
The desktop application in ``ui/`` and the command line both call it.
"""

__version__ = "0.1.0"
