"""Shared test setup: Qt runs offscreen, and nothing writes to the user's real data folders."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
