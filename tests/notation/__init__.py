"""Tests of the typed notation (judge_app/notation and each game's notation.py)."""
