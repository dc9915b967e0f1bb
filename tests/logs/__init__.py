"""Tests of reading match logs: the envelope, and positions (a log that starts from a board)."""
