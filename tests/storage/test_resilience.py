"""Issue 10: kill -9 during result entry and pairing, and eight PostgreSQL stations at once —
bounded in time; the figures are printed at the end of the test run ("Juez figures") and by
benchmarks/resilience.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.resilience import eight_stations, kill_imports, kill_nine
from tests.support.figures import record


def _stations(figures: dict[str, int]) -> str:
    verify = "ok" if figures["verify_ok"] else "BROKEN"
    return (f"{figures['operations']} operations, {figures['landed']} landed, "
            f"{figures['refused']} refused with a message, {figures['mismatched']} tables "
            f"differing from their last audited write, audit verify {verify}")


pytestmark = pytest.mark.slow  # about a minute: the whole suite runs them, the fast loop not


def test_kill_nine_loses_nothing_and_the_audit_still_verifies() -> None:
    figures = kill_nine(kills=6, seconds=60, rounds=3)
    print(f"\nkill -9: {figures}")
    record("kill -9 during result entry and pairing",
           f"{figures['kills']} kills survived, {figures['results']} results committed and "
           f"kept, {figures['broken']} databases broken")
    assert figures["kills"] >= 3 and figures["results"] > 0
    assert figures["broken"] == 0


def test_kill_nine_during_every_import_leaves_it_whole_or_absent() -> None:
    """Issue 20 §3: a kill during a TOM import left an empty event 15 times in 15."""
    figures = kill_imports(kills=8, seconds=90, players=256)
    print(f"\nkill -9 during imports: {figures}")
    record("kill -9 during imports",
           f"{figures['kills']} kills: {figures['whole']} whole, {figures['nothing']} nothing, "
           f"{figures['partial']} partial, {figures['broken']} databases broken")
    assert figures["kills"] >= 4
    assert figures["partial"] == 0 and figures["broken"] == 0


@pytest.mark.postgres
def test_eight_stations_lose_duplicate_and_overwrite_nothing(pg_url: str) -> None:
    figures = eight_stations(pg_url, ops=12, seconds=240)
    print(f"\neight stations: {figures}")
    record("eight stations on PostgreSQL", _stations(figures))
    assert figures["operations"] == 8 * 12
    # every write that changed a score is audited once (a correction to the same score is a
    # no-op, not audited)
    assert 0 < figures["audited"] <= figures["landed"]
    assert figures["mismatched"] == 0 and figures["verify_ok"] == 1


def test_eight_stations_on_one_sqlite_file_with_the_quick_path(tmp_path: Path) -> None:
    """The command line's result path (no ORM) and the service's, at once on one file."""
    figures = eight_stations(f"sqlite:///{tmp_path / 'ev.sqlite3'}", ops=12, seconds=240)
    print(f"\neight stations, one SQLite file: {figures}")
    record("eight stations on one SQLite file", _stations(figures))
    assert figures["operations"] == 8 * 12 and figures["without_orm"] > 0
    assert 0 < figures["audited"] <= figures["landed"]
    assert figures["mismatched"] == 0 and figures["verify_ok"] == 1
