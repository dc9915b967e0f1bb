"""A whole Swiss day at 8,192 players, step by step, through the same service the window uses.

Roster import (``player import``'s CSV), then ``--rounds`` Swiss rounds: late
entries registered before rounds 2 and 3, the round paired and published,
every result entered one by one (``EventService.record_result``, what the
window's result entry and the portal's accept call), one correction per round,
drops after the round, the standings after each round in the event's profile
through the service and in every profile from the same data, ``round verify``
of the round; then every report of the last round (PDF and CSV), a top 8
played to its final, and the database's size. Figures per step with the machine.

Goals (issue 25, this project's 2-core machine): roster import < 5 s; pairing a
round < 1 s; one result entry < 50 ms; standings < 0.1 s in every profile;
each report < 3 s; the database < 100 MB. Each timed step also prints this
process's CPU time (``CPU …``): on a machine whose cores other work shares, the
wall time waits for a core too, and the CPU time is what the step itself costs;
and the time CPython's full collections (generation 2) took inside the slowest
reading, and how many readings held one: each scans every object the process
keeps and falls inside whichever step allocates. The process settles its start-up
objects first, as the window's does (:func:`judge_app.collector.settle_start_up`):
before it did, each full collection took 90-180 ms at this size, 30-60 ms after; settled,
CPython's full collections are also rarer (:func:`judge_app.collector.defer_full_collections`),
and the summary says how many ran in the whole day and how long they took.

``--timed K`` enters K results of each round one by one, timed, and the rest
of the round in one transaction with the same audit entries (setup, not
measured) — for when one by one at this size would take hours; the figures
say which was done. ``--db postgres`` runs on a PostgreSQL server started for
the run (as the tests start one: ``tests/dbfixtures.py``), if one is installed.

    python benchmarks/big_event.py [--players 8192] [--rounds 9] [--timed K]
                                   [--db sqlite|postgres] [--keep DIR]
"""

from __future__ import annotations

import argparse
import atexit
import csv
import gc
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.machine import describe
from judge_app.tournament.model import GameScore, Profile
from judge_app.tournament.simulate import random_score

GOALS = {"import": 5.0, "pair": 1.0, "result": 0.050, "standings": 0.1, "report": 3.0,
         "db_mb": 100.0}


def _ok(value: float, goal: float) -> str:
    return "ok" if value < goal else "OVER GOAL"


#: The CPU time of this process in each :func:`_timed` call, by what was timed (the figures on
#: a machine whose cores other work shares: the wall time there waits for the cores too).
CPU: dict[str, list[float]] = {}
#: The wall time of each call, and the time CPython's full collections (generation 2, on any
#: of this process's threads: each holds the interpreter) took inside it.
WALL: dict[str, list[float]] = {}
FULL_GC: dict[str, list[float]] = {}
_STARTED = [0.0]  # when the current full collection began
_FULL: list[float] = []  # each full collection's time, in the whole run


def _watch_collections(phase: str, info: dict[str, Any]) -> None:
    if info.get("generation") != 2:
        return
    if phase == "start":
        _STARTED[0] = time.perf_counter()
    else:
        _FULL.append(time.perf_counter() - _STARTED[0])


#: The CPU time of the calling thread alone in each call (the rest of ``CPU``: the backup
#: thread, which shares the interpreter).
OWN_CPU: dict[str, list[float]] = {}


def _timed(fn: Callable[[], Any], what: str = "") -> tuple[float, Any]:
    t, c, g = time.perf_counter(), time.process_time(), len(_FULL)
    own = time.thread_time()
    out = fn()
    took = time.perf_counter() - t
    if what:
        OWN_CPU.setdefault(what, []).append(time.thread_time() - own)
        CPU.setdefault(what, []).append(time.process_time() - c)
        WALL.setdefault(what, []).append(took)
        FULL_GC.setdefault(what, []).append(sum(_FULL[g:]))
    return took, out


def _cpu(what: str, worst: bool = True) -> str:
    """`` (CPU x s)``: the CPU time of the slowest ``what`` (the call's own thread's, when
    another thread of the process used CPU meanwhile; the full collection inside it, if one
    ran), or the median CPU time."""
    got = CPU.get(what) or [0.0]
    if not worst:
        value = statistics.median(got)
        return f" (CPU {value * 1000:.0f} ms)" if value < 1 else f" (CPU {value:.2f} s)"
    walls = WALL.get(what) or [0.0]
    i = max(range(len(walls)), key=walls.__getitem__)
    value = got[i] if i < len(got) else 0.0
    text = f"CPU {value * 1000:.0f} ms" if value < 1 else f"CPU {value:.2f} s"
    own = (OWN_CPU.get(what) or [])[i:i + 1]
    if own and value - own[0] >= 0.005:
        text += f", {own[0] * 1000:.0f} ms of it the call's own thread"
    collected = (FULL_GC.get(what) or [0.0] * len(walls))[i]
    if collected >= 0.001:
        text += f", {collected * 1000:.0f} ms of it a full collection"
    return f" ({text})"


def _collections(what: str) -> str:
    """How many ``what`` held a full collection, and the slowest without one."""
    walls, collected = WALL.get(what) or [], FULL_GC.get(what) or []
    held = [w for w, g in zip(walls, collected, strict=True) if g >= 0.001]
    free = [w for w, g in zip(walls, collected, strict=True) if g < 0.001]
    if not held:
        return "; none held a full collection"
    return (f"; {len(held)} held a full collection (the slowest of those "
            f"{max(held) * 1000:.0f} ms), the slowest of the others "
            f"{max(free, default=0) * 1000:.0f} ms")


@contextmanager
def _database(kind: str, folder: Path) -> Iterator[str]:
    """An SQLite file, or a PostgreSQL server of this machine's binaries started for the run
    (as ``tests/dbfixtures.py`` starts one: its own data folder and port, stopped after)."""
    if kind == "sqlite":
        yield f"sqlite:///{folder / 'big.sqlite3'}"
        return
    import glob
    import os
    import pwd
    import shutil
    import socket
    import subprocess

    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    if not found:
        raise SystemExit("no PostgreSQL server binaries (/usr/lib/postgresql/*/bin/pg_ctl)")
    bindir = Path(found[-1]).parent
    root = folder / "pg"
    root.mkdir()
    prefix: list[str] = []
    if os.geteuid() == 0:
        folder.chmod(0o755)  # the server's user must reach its data folder inside this one
        user = pwd.getpwnam("postgres")
        os.chown(root, user.pw_uid, user.pw_gid)
        prefix = ["runuser", "-u", "postgres", "--"]
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    data = root / "data"
    subprocess.run([*prefix, str(bindir / "initdb"), "-D", str(data), "-U", "postgres",
                    "--auth=trust", "-E", "UTF8", "--no-sync"], check=True, capture_output=True)
    subprocess.run([*prefix, str(bindir / "pg_ctl"), "-D", str(data), "-l", str(root / "log"),
                    "-w", "-o", f"-c listen_addresses=127.0.0.1 -c port={port} -k {root}",
                    "start"], check=True, capture_output=True)
    try:
        import psycopg

        with psycopg.connect(host="127.0.0.1", port=port, user="postgres", dbname="postgres",
                             autocommit=True) as conn:
            conn.execute('CREATE DATABASE "juez_big"')
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/juez_big"
    finally:
        from judge_app.storage.service import dispose_engines

        dispose_engines()
        subprocess.run([*prefix, str(bindir / "pg_ctl"), "-D", str(data), "-m", "fast", "-w",
                        "stop"], capture_output=True, check=False)
        shutil.rmtree(root, ignore_errors=True)


def _bulk_results(svc: Any, event_id: str, round_no: int,
                  scores: dict[int, GameScore]) -> None:
    """Enter the untimed rest of a round in one transaction, each table audited as
    ``record_result`` audits it (setup of ``--timed``, not a measured path)."""
    from sqlmodel import select

    from judge_app.storage.models import MatchRow, PlayerRow

    with svc._session() as s:
        ev = svc._event(s, event_id, lock=True)
        rnd = svc._round(s, ev, round_no)
        ids = {r.id: r.player_id for r in s.exec(select(PlayerRow).where(
            PlayerRow.event_id == ev.id))}
        for m in s.exec(select(MatchRow).where(MatchRow.round_id == rnd.id)):
            score = scores.get(m.table_no)
            if score is None or m.p2_id is None or m.wins1 is not None:
                continue
            m.wins1, m.wins2, m.draws = score.wins1, score.wins2, score.draws
            m.reported_by = svc.station
            s.add(m)
            svc._audit(s, ev, "result.record", {
                "round": round_no, "table": m.table_no, "p1": ids[m.p1_id],
                "p2": ids[m.p2_id], "score": str(score)})


def run(players: int, rounds: int, timed: int | None, db: str, keep: Path | None) -> int:
    from judge_app.reports.catalogue import EVENT_REPORTS
    from judge_app.reports.csv_export import CsvStyle
    from judge_app.storage import backup
    from judge_app.storage.certificates import verify_round
    from judge_app.storage.floor import FloorService
    from judge_app.storage.service import dispose_engines
    from judge_app.tournament.simulate import simulate_tournament
    from judge_app.tournament.standings import compute_standings

    print(describe())
    # the program's own objects out of the collector's sight, as the window's process does
    # once started (judge_app.collector.settle_start_up): a full collection scans the event's
    from judge_app.collector import settle_start_up

    settle_start_up()
    print(f"start-up settled as the window's process does: {gc.get_freeze_count()} objects "
          "frozen")
    gc.callbacks.append(_watch_collections)
    print("load average at the start: " + ", ".join(f"{v:.2f}" for v in os.getloadavg()))
    print(f"big event: {players} players, {rounds} Swiss rounds, {db}, results "
          + ("all one by one" if timed is None else f"{timed} a round one by one (timed), "
             "the rest in one transaction (setup)"))
    rng = random.Random(players)
    folder = keep or Path(tempfile.mkdtemp(prefix="juez-big-"))
    folder.mkdir(parents=True, exist_ok=True)
    if keep is None:  # 42 MB and its backups: not left in /tmp
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
    # a PostgreSQL event's backups go to the user data folder: this run's, not the user's
    os.environ["XDG_DATA_HOME"] = str(folder / "data")
    from judge_app.tournament.model import Player

    roster = [Player(p.id, f"{p.name} {i}") for i, p in
              enumerate(simulate_tournament(players, 0, seed=players).players, start=1)]
    late_n, drop_n = players // 50, players // 20
    late = roster[players - late_n:]
    on_time = roster[:players - late_n]
    csv_path = folder / "roster.csv"
    with csv_path.open("w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["id", "name"])
        w.writerows([p.id, p.name] for p in on_time)
    summary: dict[str, list[float]] = {"pair": [], "result": [], "standings": [],
                                       "correct": [], "verify": [], "late": [], "drop": []}
    with _database(db, folder) as url:
        svc = FloorService(url)
        ev = svc.create_event("Gran Suizo", "kodem", date="2026-12-05").id
        took, _ = _timed(lambda: svc.import_players_csv(ev, csv_path))
        print(f"roster import ({len(on_time)} players, CSV): {took:.2f} s  "
              f"[goal < {GOALS['import']:.0f} s: {_ok(took, GOALS['import'])}]")
        summary["import"] = [took]
        # the day keeps none of what it only read (a station holds its own copies: the
        # window's are measured by ui_big_tables.py); a full collection scans what is kept
        del roster, on_time
        joining = {2: late[:late_n // 2], 3: late[late_n // 2:]}
        for r in range(1, rounds + 1):
            for p in joining.get(r, []):
                took, _ = _timed(lambda p=p: svc.add_player(ev, p.name, p.id))
                summary["late"].append(took)
            took, matches = _timed(lambda: svc.pair_next_round(ev), "pair")
            summary["pair"].append(took)
            svc.publish_round(ev)
            tables = [m for m in matches if m.p2 is not None]
            scores = {m.table: random_score(rng) for m in tables}
            order = tables[:]
            rng.shuffle(order)
            one_by_one = order if timed is None else order[:timed]
            times = []
            for m in one_by_one:
                took, _ = _timed(lambda m=m, sc=scores[m.table]: svc.record_result(
                    ev, m.table, sc), "result")
                times.append(took)
            if timed is not None:
                _bulk_results(svc, ev, r, scores)
            summary["result"].extend(times)
            fix = order[0]
            new = GameScore(0, 2) if scores[fix.table] != GameScore(0, 2) else GameScore(2, 0)
            took, _ = _timed(lambda r=r, t=fix.table, new=new: svc.correct_result(ev, r, t, new))
            summary["correct"].append(took)
            # right after the correction, as the desk's window reads them: the correction's
            # backup is due on the backup thread (the same interpreter) in
            # backup.COPY_DELAY_S, its data fixed already; the pairing's may still be copying
            took_std, _ = _timed(lambda: svc.standings(ev), "standings")
            summary["standings"].append(took_std)
            # what follows measures the standings' own work: the backups asked for are
            # taken first (storage/backup.py: wait)
            backup.wait()
            # the standings kept between reads (storage/standings_cache.py): read again with
            # nothing changed, then after one more result (a correction): counted on from
            # the kept standings, not read whole
            took_same, _ = _timed(lambda: svc.standings(ev), "standings:same")
            summary.setdefault("standings:same", []).append(took_same)
            fix2 = order[1]
            svc.correct_result(ev, r, fix2.table, GameScore(1, 2) if scores[fix2.table]
                               != GameScore(1, 2) else GameScore(2, 1))
            backup.wait()
            took_one, _ = _timed(lambda: svc.standings(ev), "standings:one")
            summary.setdefault("standings:one", []).append(took_one)
            every = []
            plist, mlist = svc.players(ev), svc.matches(ev)
            for profile in Profile:
                t_p, _ = _timed(lambda profile=profile, ps=plist, ms=mlist:
                                compute_standings(ps, ms, profile), f"standings:{profile.value}")
                every.append((profile.value, t_p))
                summary.setdefault(f"standings:{profile.value}", []).append(t_p)
            took_v, check = _timed(lambda r=r: verify_round(svc, ev, r))
            summary["verify"].append(took_v)
            if r < rounds:
                active = [p for p in svc.players(ev) if p.active_in(r) and not p.dropped]
                for p in rng.sample(active, min(drop_n // max(1, rounds - 1), len(active))):
                    took, _ = _timed(lambda p=p: svc.drop_player(ev, p.id))
                    summary["drop"].append(took)
                del active
            verified = check.ok
            del plist, mlist, check, _
            med = statistics.median(times) if times else 0.0
            print(f"round {r}: pair {summary['pair'][-1]:.2f} s; {len(times)} results one by "
                  f"one: median {med * 1000:.0f} ms, max {max(times, default=0) * 1000:.0f} ms; "
                  f"correction {summary['correct'][-1] * 1000:.0f} ms; standings (service) "
                  f"{took_std:.2f} s, its backup's copy due (then, none due: again, "
                  f"nothing changed {took_same * 1000:.0f} ms; after one more result "
                  f"{took_one * 1000:.0f} ms); every profile: "
                  + ", ".join(f"{k} {v:.2f}" for k, v in every)
                  + f" s; verify {took_v:.2f} s ({'ok' if verified else 'DIFFERS'})")
        last = svc.event_summary(ev).current_round
        print(f"reports of round {last}:")
        worst = 0.0
        for spec in EVENT_REPORTS:
            if spec.key == "bracket":
                continue
            for fmt in spec.formats:
                took, built = _timed(lambda spec=spec, fmt=fmt: spec.build(
                    svc, ev, last if spec.needs_round else None, fmt, "es", "a4", CsvStyle()),
                    f"report:{spec.key}:{fmt}")
                worst = max(worst, took)
                pages = f", {built.pages} pages" if built.pages else ""
                print(f"  {spec.key} {fmt}: {took:.2f} s{_cpu(f'report:{spec.key}:{fmt}')} "
                      f"({len(built.data) / 1e6:.1f} MB{pages})  [{_ok(took, GOALS['report'])}]")
        summary["report"] = [worst]
        took_top, _ = _timed(lambda: svc.top_cut(ev, 8))
        cut_results = []
        for _ in range(3):
            for m in svc.matches(ev, svc.event_summary(ev).current_round):
                took, _ = _timed(lambda m=m: svc.record_result(ev, m.table, GameScore(2, 1)))
                cut_results.append(took)
            if len(svc.matches(ev, svc.event_summary(ev).current_round)) > 1:
                svc.top_cut(ev, 8)
        print(f"top 8: seeded in {took_top:.2f} s, 7 results median "
              f"{statistics.median(cut_results) * 1000:.0f} ms; champion "
              f"{svc.champion(ev)}")
        print(f"objects CPython's collector scans at the end of the day: "
              f"{len(gc.get_objects()):,} (frozen at start-up, not scanned: "
              f"{gc.get_freeze_count():,})")
        size = 0.0
        if db == "sqlite":
            size = sum(f.stat().st_size for f in folder.glob("big.sqlite3*")) / 1e6
            print(f"database: {size:.1f} MB  [goal < {GOALS['db_mb']:.0f} MB: "
                  f"{_ok(size, GOALS['db_mb'])}]")
        dispose_engines()
    res = summary["result"]
    res_sorted = sorted(res)
    print("summary (load average now: " + ", ".join(f"{v:.2f}" for v in os.getloadavg())
          + "):")
    pair = summary["pair"]
    print(f"  pairing a round: max {max(pair):.2f} s{_cpu('pair')}, median "
          f"{statistics.median(pair):.2f} s{_cpu('pair', worst=False)}  "
          f"[{_ok(max(pair), GOALS['pair'])}]")
    print(f"  one result entry: median {statistics.median(res) * 1000:.0f} ms"
          f"{_cpu('result', worst=False)}, p95 "
          f"{res_sorted[int(len(res) * 0.95)] * 1000:.0f} ms over {len(res)} entries, "
          f"max {max(res) * 1000:.0f} ms{_cpu('result')}{_collections('result')}  "
          f"[{_ok(statistics.median(res), GOALS['result'])}]")
    print(f"  a correction: median {statistics.median(summary['correct']) * 1000:.0f} ms; "
          f"a late entry: median {statistics.median(summary['late'] or [0]) * 1000:.0f} ms; "
          f"a drop: median {statistics.median(summary['drop'] or [0]) * 1000:.0f} ms")
    std = max(summary["standings"])
    print(f"  standings through the service, right after a correction (its backup's copy "
          f"due): max {std:.2f} s{_cpu('standings')}{_collections('standings')}  "
          f"[{_ok(std, GOALS['standings'])}]")
    for key, what in (("standings:same", "read again, nothing changed"),
                      ("standings:one", "after one more result (counted on)")):
        worst_k = max(summary[key])
        print(f"  standings {what}: max {worst_k * 1000:.0f} ms{_cpu(key)}  "
              f"[{_ok(worst_k, GOALS['standings'])}]")
    for profile in Profile:
        worst_p = max(summary[f"standings:{profile.value}"])
        print(f"  standings {profile.value} (compute only): max {worst_p:.2f} s"
              f"{_cpu(f'standings:{profile.value}')}{_collections(f'standings:{profile.value}')}"
              f"  [{_ok(worst_p, GOALS['standings'])}]")
    print(f"  round verify: max {max(summary['verify']):.2f} s")
    print(f"  full collections in the whole day: {len(_FULL)}, longest "
          f"{max(_FULL, default=0) * 1000:.0f} ms, median "
          f"{statistics.median(_FULL or [0]) * 1000:.0f} ms")
    worst_report = summary["report"][0]
    print(f"  worst report: {worst_report:.2f} s  [{_ok(worst_report, GOALS['report'])}]")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=8192)
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--timed", type=int, default=None, metavar="K",
                    help="results timed one by one per round (default: all of them)")
    ap.add_argument("--db", choices=("sqlite", "postgres"), default="sqlite")
    ap.add_argument("--keep", type=Path, default=None, metavar="DIR",
                    help="work in DIR and leave the database there")
    a = ap.parse_args()
    return run(a.players, a.rounds, a.timed, a.db, a.keep)


if __name__ == "__main__":
    raise SystemExit(main())
