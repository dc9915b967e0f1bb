"""The fast loop's lists in conftest.py name tests and modules that exist (a renamed test would
otherwise silently join the fast loop again)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.conftest import SLOW_MODULES, SLOW_TESTS

TESTS = Path(__file__).resolve().parent


def test_every_slow_module_exists() -> None:
    assert [m for m in SLOW_MODULES if not (TESTS / m).is_file()] == []


def test_every_slow_test_is_defined_where_it_says() -> None:
    sources = {p.relative_to(TESTS).as_posix(): p.read_text(encoding="utf-8")
               for p in TESTS.rglob("test_*.py")}
    missing = []
    for entry in SLOW_TESTS:
        module, _, name = entry.rpartition("::")
        where = [module] if module else list(sources)
        if not any(re.search(rf"^def {re.escape(name)}\(", sources.get(m, ""), re.M)
                   for m in where):
            missing.append(entry)
    assert missing == []
