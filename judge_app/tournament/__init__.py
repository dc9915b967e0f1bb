"""Tournament logic without a database: pairing, standings, top cut, penalties, round counts.

Plain dataclasses in and out (:mod:`judge_app.tournament.model`), so the CLI,
the window, the reports and the benchmarks share one implementation.
"""
