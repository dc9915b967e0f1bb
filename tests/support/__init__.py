"""Shared helpers of the test suite (a toy game, …)."""
