"""Tests of reading logs: positions (a log that starts from a board)."""
