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

import atexit
import os
import shutil
import sys
import tempfile
from collections.abc import Generator
from pathlib import Path

import pytest
from _pytest.doctest import DoctestModule

# pytest keeps each test module with its assertions rewritten in __pycache__ — unless
# bytecode writing is off (PYTHONDONTWRITEBYTECODE, as on the machine the fast loop is
# measured on): then every run rewrote and compiled all 350 test modules again, 12 s of a
# 17 s collection (and again in each xdist worker). Cached whatever that setting says.
sys.dont_write_bytecode = False

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = tempfile.mkdtemp(prefix="juez-tests-")
# removed when the run ends (each xdist worker its own): runs left one in /tmp each
atexit.register(shutil.rmtree, _HOME, ignore_errors=True)
os.environ["XDG_DATA_HOME"] = os.path.join(_HOME, "data")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")
os.environ.pop("JUEZ_DB", None)
# every audited write's incrementally moved digest is also checked against the whole data
# (judge_app/storage/audit_track.py): a write that changes rows it does not record fails
os.environ["JUEZ_AUDIT_CROSSCHECK"] = "1"

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
    "recording/test_kill.py",
    "tournament/test_simulated_events.py",
    "portal/test_serve.py",
    "portal/test_process.py",
    "portal/test_browser.py",
    "portal/test_whole_event.py",
})
# Single tests of seconds each in otherwise quick modules (256-player pairing against the
# full blossom, a busy indicator that waits for slow work on purpose), by function name or
# ``module::function``. The second group: the longest tests of the fast loop as measured
# (``pytest -m "not slow" --durations=0``, 2026-11-25: each 0.6 s or more on an idle machine,
# together a third of the loop) — a whole game typed into the window, 100,000 events, a
# 2,000-player roster, real ``judge-app`` processes, every forgery of the audit.
SLOW_TESTS = frozenset({
    "test_reads_are_cached_with_etags_and_never_refused",
    "test_256_players_random_history_needs_repairs_and_stays_exact",
    "test_256_players_match_full_blossom",
    "test_local_repairs_are_certified_exact",
    "test_slow_work_shows_a_busy_indicator_and_the_window_stays_responsive",
    "test_every_sample_recorded_live_flags_as_check",
    "test_corrupted_sample_cli_exit_2",
    "test_record_a_whole_kodem_game_from_the_keyboard",
    "test_record_a_short_game_of_each_other_game",
    "test_the_main_window_opens_the_panel_and_follows_citations",
    "test_the_panel_records_typed_lines",
    "test_a_large_roster_imports_whole_with_ids_checked",
    "test_right_to_left_scripts_and_ordinary_names_are_welcome",
    "test_an_event_made_in_the_cli_is_in_the_window_and_back",
    "test_exactly_100000_events_are_read",
    "test_a_damaged_sqlite_file_is_refused_untouched",
    "test_the_app_never_imports_an_excluded_module",
    "test_human_output_repair_lists_and_a_tampered_audit",
    "interop/test_archive.py::test_the_cli_forms",
    "test_repairing_is_deterministic_across_processes",
    "test_no_text_is_clipped_at_1280x800",
    "test_a_database_that_cannot_be_opened_offers_its_latest_backup",
    "test_each_forgery_in_the_database_is_detected",
    "test_report_onto_the_database_or_its_journal_is_refused_even_with_force",
    "test_fix_a_past_result_and_it_survives_closing",
    "test_every_import_sends_the_same_statements_for_8_or_48_players",
    "test_player_import_sends_the_same_statements_for_30_or_600_players",
    "test_keep_apart_matches_the_full_blossom_at_96_players",
    "test_cli_clock_extension_call_and_the_printed_log",
    "test_top_cut_warned_named_seeded_and_printed",
    # whole games, every sample or every report in one test, or a real process
    "test_every_event_without_player_or_turn_never_crashes",
    "test_random_well_shaped_events_never_crash",
    "test_other_games_first_offer_every_time_breaks_no_rule",
    "test_kodem_first_offer_every_time_plays_a_legal_game",
    "test_every_report_previews_saves_pdf_and_exports_csv",
    "test_register_and_compare_for_each_game_with_deck_rules",
    "test_the_real_entry_point",
    "test_entry_point_in_a_subprocess",
    "test_show_then_parse_gives_the_same_log_and_check",
    "test_every_numeric_column_of_every_table_sorts_by_value",
    "test_printed_bracket_pairings_carry_swiss_points_only",
    "test_an_archive_holds_the_event_and_imports_to_the_same_event",
    # the players' portal in the window: a real server started and stopped, phones' claims
    "test_floor_starts_the_portal_shows_its_qr_and_stops_it",
    "test_portal_stops_when_another_event_opens_and_with_the_window",
    "test_the_accept_key_enters_the_phones_report",
    "test_auto_accept_is_the_events_setting",
})


# The third group, measured and listed in a file of its own (its header says how).
SLOW_TESTS = SLOW_TESTS | frozenset(
    line.strip() for line in (_TESTS / "slow_tests.txt").read_text("utf-8").splitlines()
    if line.strip() and not line.startswith("#"))


@pytest.hookimpl(wrapper=True)
def pytest_collect_file(file_path: Path) -> Generator[None, list[pytest.Collector],
                                                      list[pytest.Collector]]:
    """``--doctest-modules`` (the core's examples) leaves the test modules out: they hold
    none, and looking through 350 of them for one took a second of every collection."""
    collected = yield
    if file_path.name.startswith("test_"):
        return [c for c in collected if not isinstance(c, DoctestModule)]
    return collected


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
              or f"{rel}::{getattr(function, '__name__', '')}" in SLOW_TESTS
              or getattr(function, "is_hypothesis_test", False)):
            item.add_marker(pytest.mark.slow)


FIGURE = "juez-figure"


@pytest.fixture(autouse=True)
def _backups_taken() -> Generator[None, None, None]:
    """Each test ends once the automatic backups it asked for are taken (they are taken on
    the backup thread: judge_app.storage.backup.in_background), not while the next runs."""
    yield
    backup = sys.modules.get("judge_app.storage.backup")
    if backup is not None:
        backup.wait()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> object:
    """The figures a test recorded (tests/support/figures.py) go with its report."""
    from tests.support import figures

    figures.take()  # nothing left from a test that failed before handing them over
    yield
    for name, value in figures.take():
        item.user_properties.append((FIGURE, (name, value)))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Print the figures the passed tests measured: kills survived, operations by eight
    stations, inputs fuzzed (issue 10)."""
    records: dict[str, object] = {}
    counts: dict[str, int] = {}
    for report in terminalreporter.stats.get("passed", []):
        for key, value in getattr(report, "user_properties", ()):
            if key != FIGURE:
                continue
            name, figure = value
            if isinstance(figure, int):
                counts[name] = counts.get(name, 0) + figure
            else:
                records[name] = figure
    if not records and not counts:
        return
    terminalreporter.write_sep("-", "Juez figures (measured by this run)")
    for name, figure in sorted(records.items()):
        terminalreporter.write_line(f"{name}: {figure}")
    for name, total in sorted(counts.items()):
        terminalreporter.write_line(f"{name}: {total:,}")
