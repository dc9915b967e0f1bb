"""What attached match logs cost an event (issue 12 §4): a stored log is part of the event's
audited data, so every later write digests it too.

Figures on a 64-player Kódem event in an SQLite file: one result entry (a write with its
audit entry) with no log attached, with a 300-event log attached at each of the 32 tables,
and with one 10,000-event log as well; attaching a 300-event log (read, validate, replay,
store, audit); issuing the penalty for one of its violations (replay, draft, write); and the
written ruling's PDF. Goal: a result entry stays under 0.3 s with every table's log
attached (the CLI's own goal for one ``round result``).
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.kodem_replay import legal_log  # after the path set-up above
from benchmarks.machine import describe
from judge_app.reports.ruling import ruling_pdf
from judge_app.resources import resource_path
from judge_app.storage.matchlogs import MatchLogService

PLAYERS = 64
GOAL_RESULT_S = 0.3


def _ms(start: float) -> float:
    return (time.perf_counter() - start) * 1000


def _results(svc: MatchLogService, ev: str, tables: list[int]) -> list[float]:
    out = []
    for table in tables:
        t0 = time.perf_counter()
        svc.record_result(ev, table, "2-1")
        out.append(_ms(t0))
    return out


def main() -> None:
    """Print the figures."""
    print(describe())
    with tempfile.TemporaryDirectory() as tmp:
        svc = MatchLogService(str(Path(tmp) / "bench.sqlite3"))
        ev = svc.create_event("Bench", "kodem").id
        for i in range(PLAYERS):
            svc.add_player(ev, f"Jugador {i:02d}")
        svc.pair_next_round(ev)
        tables = [m.table for m in svc.matches(ev, 1) if m.p2 is not None]
        base = _results(svc, ev, tables[:8])
        match = json.dumps(legal_log(300), ensure_ascii=False)
        attach_ms = []
        for table in tables:
            t0 = time.perf_counter()
            svc.attach_log(ev, match, source="bench-300.json", table=table)
            attach_ms.append(_ms(t0))
        with_32 = _results(svc, ev, tables[8:16])
        big = json.dumps(legal_log(10_000), ensure_ascii=False)
        t0 = time.perf_counter()
        svc.attach_log(ev, big, source="bench-10k.json", table=tables[0])
        attach_big = _ms(t0)
        with_big = _results(svc, ev, tables[16:24])
        sample = resource_path("samples", "kodem", "batalla-violations.json").read_text(
            encoding="utf-8")
        log_id = svc.attach_log(ev, sample, table=tables[1]).id
        t0 = time.perf_counter()
        pen = svc.penalty_from_violation(ev, log_id, 20, player="P001")
        penalty_ms = _ms(t0)
        t0 = time.perf_counter()
        _pdf, pages = ruling_pdf(svc, ev, svc.ruling_log(ev, pen.id or 0))
        ruling_ms = _ms(t0)
        size = (len(match.encode()) * len(tables) + len(big.encode())) / 1e6
    worst = max(statistics.median(with_32), statistics.median(with_big)) / 1000
    print(f"result entry, 64 players, no log attached: median {statistics.median(base):.0f} ms")
    print(f"  with a 300-event log at each of the {len(tables)} tables "
          f"({len(match.encode()) / 1000:.0f} kB each): median "
          f"{statistics.median(with_32):.0f} ms")
    print(f"  and one 10,000-event log too ({size:.1f} MB of logs in all): median "
          f"{statistics.median(with_big):.0f} ms")
    print(f"attach a 300-event log: median {statistics.median(attach_ms):.0f} ms; "
          f"a 10,000-event log: {attach_big:.0f} ms")
    print(f"penalty from a violation (replay, draft, write): {penalty_ms:.0f} ms; "
          f"its ruling's PDF ({pages} pages): {ruling_ms:.0f} ms")
    print(f"goal: a result entry under {GOAL_RESULT_S} s with the logs attached — "
          + ("met" if worst < GOAL_RESULT_S else "NOT met"))


if __name__ == "__main__":
    main()
