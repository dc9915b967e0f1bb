"""Pairing a round, verifying it, a correction and a late entry send as many statements at
any size of event, and a pairing writes its tables and one audit entry (issue 25: pairing
8,192 players under a second; counts, not times: tests/support/queries.py)."""

from __future__ import annotations

from pathlib import Path

from judge_app.storage import backup
from judge_app.storage.certificates import verify_round
from judge_app.storage.floor import FloorService
from judge_app.tournament.model import GameScore
from tests.support.queries import counting

SCORES = [GameScore(2, 0), GameScore(2, 1), GameScore(0, 2), GameScore(1, 1, 1)]


def _played(tmp_path: Path, players: int, rounds: int = 2) -> tuple[FloorService, str]:
    """An event of ``players`` with ``rounds`` Swiss rounds paired and played."""
    svc = FloorService(f"sqlite:///{tmp_path / f'ev{players}.sqlite3'}")
    ev = svc.create_event("Liga", "kodem", date="2026-12-05").id
    for i in range(players):
        svc.add_player(ev, f"Jugador {i}")
    for r in range(1, rounds + 1):
        for k, m in enumerate(svc.pair_next_round(ev)):
            if m.p2 is not None:
                svc.record_result(ev, m.table, SCORES[(k + r) % len(SCORES)])
    return svc, ev


def _rows(svc: FloorService, ev: str) -> tuple[int, int]:
    """(match rows, audit entries) of the event."""
    return len(svc.matches(ev)), len(svc.audit_entries(ev))


def test_a_pairing_reads_and_writes_as_much_at_any_size(tmp_path: Path) -> None:
    sent: dict[int, list[int]] = {}
    for players in (8, 24):
        svc, ev = _played(tmp_path, players)
        matches, entries = _rows(svc, ev)
        with counting() as pair:
            tables = svc.pair_next_round(ev)
        assert len(tables) == players // 2
        # the round's tables and one audit entry written, nothing else of the event's
        assert _rows(svc, ev) == (matches + players // 2, entries + 1)
        with counting() as verify:
            assert verify_round(svc, ev).ok
        svc.publish_round(ev)
        with counting() as result:
            svc.record_result(ev, tables[0].table, GameScore(2, 0))
        with counting() as correction:
            svc.correct_result(ev, 3, tables[0].table, GameScore(0, 2))
        with counting() as late:
            svc.add_player(ev, "Llega Tarde")
        backup.wait()
        sent[players] = [pair.statements, verify.statements, result.statements,
                         correction.statements, late.statements]
    assert sent[8] == sent[24], sent  # no statement a player, a match or an audit entry



def test_a_backup_holds_the_data_its_change_left_though_copied_after_the_next(
        tmp_path: Path) -> None:
    """The copy is made on the backup thread, but of the data as the pairing left them: the
    results entered while the backup thread was busy are not in the pairing's backup."""
    import threading

    svc, ev = _played(tmp_path, 8, rounds=1)
    busy = threading.Event()
    backup.in_background(lambda: busy.wait(30))  # the backup thread is held up
    try:
        tables = svc.pair_next_round(ev)
        for m in tables:
            if m.p2 is not None:
                svc.record_result(ev, m.table, GameScore(2, 0))
    finally:
        busy.set()
    paired = next(b for b in backup.list_backups(svc.url, ev) if b.trigger == "round.pair")
    backup.restore(svc, ev, paired.id)
    assert svc.event_summary(ev).current_round == 2
    assert [m.score for m in svc.matches(ev, 2)] == [None] * len(tables)
    assert svc.verify_audit(ev).ok
