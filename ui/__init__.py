"""Juez desktop application (PySide6). Depends on ``judge_app``; never the reverse."""

from ui._pyside_fix import immortalize_singletons

immortalize_singletons()
