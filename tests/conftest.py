"""Shared test setup: Qt runs offscreen, and nothing writes to the user's real data folders.

The default SQLite database (platformdirs' user data dir) and QSettings (the
user config dir) are redirected to a fresh temporary folder for the whole
session, and ``JUEZ_DB`` is cleared so a developer's own setting never leaks in.

The fast loop: ``pytest -m "not slow"`` leaves out what takes long — every
test on the PostgreSQL server (and so the server's start), the fuzzing
(hypothesis), whole events driven through real ``judge-app`` processes,
reports of the sample event — listed here by module and by kind so a new
test of that kind is slow without anyone remembering to mark it.
``scripts/test.sh`` and CI run everything.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = tempfile.mkdtemp(prefix="juez-tests-")
os.environ["XDG_DATA_HOME"] = os.path.join(_HOME, "data")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")
os.environ.pop("JUEZ_DB", None)

# One PostgreSQL server per test session for every folder (storage, ui, …).
from tests.dbfixtures import db_url, pg_server, pg_url, sqlite_url  # noqa: E402,F401

_TESTS = Path(__file__).resolve().parent
# Modules whose tests each run whole events or many real processes (seconds to minutes).
SLOW_MODULES = frozenset({
    "storage/test_cli_swiss_events.py",
    "storage/test_cli_event_edge_cases.py",
    "storage/test_full_event.py",
    "storage/test_report_cli_end_to_end.py",
    "games/test_fuzz_games.py",
    "test_fuzz_logs.py",
    "test_demo_event.py",
    "ui/test_ui_judge_day.py",
    # the Kódem flags by rule, written by hand (many whole logs replayed; real processes)
    "kodem/test_deck_composition_flags.py",
    "kodem/test_phases_and_declarations.py",
    "kodem/test_descansos_and_vinculo.py",
    "kodem/test_targets_pasivas_and_reveals.py",
    "kodem/test_equipment_marks_and_hiding.py",
    "kodem/test_extincion_and_replacements.py",
    "kodem/test_game_end_and_multiplayer_flags.py",
    "kodem/test_activa_rapida_negar_and_links.py",
    "kodem/test_clean_games.py",
    "kodem/test_corrupted_samples.py",
    "recording/test_kill.py",
})
# Single tests of seconds each in otherwise quick modules (256-player pairing against the
# full blossom, a busy indicator that waits for slow work on purpose).
SLOW_TESTS = frozenset({
    "test_256_players_random_history_needs_repairs_and_stays_exact",
    "test_256_players_match_full_blossom",
    "test_local_repairs_are_certified_exact",
    "test_slow_work_shows_a_busy_indicator_and_the_window_stays_responsive",
    "test_every_sample_recorded_live_flags_as_check",
})


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark ``slow`` (and ``postgres``) the tests the fast loop leaves out."""
    for item in items:
        path = Path(str(item.path))
        rel = path.relative_to(_TESTS).as_posix() if path.is_relative_to(_TESTS) else ""
        fixtures = getattr(item, "fixturenames", ())
        function = getattr(item, "obj", None)
        callspec = getattr(item, "callspec", None)
        on_postgresql = callspec is not None and callspec.params.get("db_url") == "postgresql"
        if "pg_server" in fixtures or on_postgresql:
            item.add_marker(pytest.mark.postgres)
            item.add_marker(pytest.mark.slow)
        elif (rel in SLOW_MODULES or getattr(function, "__name__", "") in SLOW_TESTS
              or getattr(function, "is_hypothesis_test", False)):
            item.add_marker(pytest.mark.slow)
