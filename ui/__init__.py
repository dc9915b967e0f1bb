"""Juez desktop application (PySide6). Depends on ``judge_app``; never the reverse."""
