"""Resilience figures (issue 10): kill -9 during result entry and pairing (and during every
import, issue 20: whole or nothing), and eight stations
writing to one PostgreSQL event at once. Prints what survived; tests/storage/test_resilience.py
runs the same code with smaller, time-bounded counts and asserts it.

* **kill -9**: a worker process enters results (half of them the command line's way, without
  the ORM: :mod:`judge_app.storage.quick`) and pairs rounds of a 64-player SQLite event,
  printing each table once its transaction is committed; it is killed with SIGKILL at a random
  moment, again and again. After every kill the database must open, every result the worker
  reported must be there, and ``audit verify`` (chain and data digest) must pass.
* **eight stations**: eight processes share one event (on PostgreSQL, and on one SQLite file
  where half the first results go the command line's way, without the ORM) and enter, re-enter
  and correct results of the same tables at once (corrections with the version they saw). Every
  write either lands once or is refused with a clear message; at the end each table holds the
  last accepted score and the audit log verifies.
"""

from __future__ import annotations

import atexit
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

WORKER = r"""
import sys
from judge_app.storage import quick
from judge_app.storage.service import EventService
svc = EventService(sys.argv[1], station="worker")
ev = sys.argv[2]
print("ready", flush=True)
while True:
    summary = svc.event_summary(ev)
    pending = [m for m in svc.matches(ev, summary.current_round)
               if m.p2 is not None and m.score is None]
    if not pending:
        if summary.current_round >= int(sys.argv[3]):
            print("finished", flush=True)
            break
        svc.pair_next_round(ev)
        print(f"paired {summary.current_round + 1}", flush=True)
        continue
    m = pending[0]
    score = "2-1" if m.table % 2 else "0-2"
    # even tables as `judge-app round result` enters them: the path without the ORM
    if m.table % 2 or quick.record_result(sys.argv[1], ev, m.table, score) is None:
        svc.record_result(ev, m.table, score)
    print(f"done {m.round} {m.table}", flush=True)
"""


def kill_nine(kills: int, seconds: float, rounds: int = 6) -> dict[str, int]:
    """Kill the worker ``kills`` times (or until ``seconds`` pass); return the figures."""
    from judge_app.storage.service import EventService, dispose_engines

    folder = Path(tempfile.mkdtemp(prefix="juez-kill-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)  # not left in /tmp
    db = str(folder / "event.sqlite3")
    svc = EventService(db)
    ev = svc.create_event("Kill -9", "kodem").id
    for i in range(64):
        svc.add_player(ev, f"Jugador {i}")
    svc.pair_next_round(ev)
    dispose_engines()
    rng = random.Random(9)
    reported: set[tuple[int, int]] = set()
    survived = broken = 0
    deadline = time.monotonic() + seconds
    env = dict(os.environ, JUEZ_BACKUP_INTERVAL="0")
    while survived < kills and time.monotonic() < deadline:
        worker = subprocess.Popen([sys.executable, "-c", WORKER, db, ev, str(rounds)],
                                  cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
        assert worker.stdout is not None
        first = worker.stdout.readline()  # started: imports done, database open
        time.sleep(rng.uniform(0.05, 0.8))
        worker.send_signal(signal.SIGKILL)
        out, _ = worker.communicate(timeout=30)
        out = first + out
        for line in out.splitlines():
            if line.startswith("done "):
                _d, r, t = line.split()
                reported.add((int(r), int(t)))
        dispose_engines()
        check = EventService(db)
        scores = {(m.round, m.table): m.score for m in check.matches(ev)}
        lost = [k for k in reported if scores.get(k) is None]
        if lost or not check.verify_audit(ev).ok:
            broken += 1
        survived += 1
        dispose_engines()
        if "finished" in out:
            break
    return {"kills": survived, "results": len(reported), "broken": broken}


STATION = r"""
import sys, random
from judge_app.storage import quick
from judge_app.storage.errors import TournamentError
from judge_app.storage.service import EventService
url, ev, me, ops = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
svc = EventService(url, station=f"station {me}")
rng = random.Random(me)
tables = [m.table for m in svc.matches(ev, 1) if m.p2 is not None]
done = refused = quicked = 0
for _ in range(ops):
    t = rng.choice(tables)
    score = rng.choice(["2-0", "2-1", "1-2", "0-2"])
    try:
        if rng.random() < 0.5:
            # as `judge-app round result` does: the path without the ORM on an SQLite file
            # (None: a refusal, or PostgreSQL), else the service
            if quick.record_result(url, ev, t, score, station=f"station {me}") is None:
                svc.record_result(ev, t, score)
            else:
                quicked += 1
        else:
            seen = svc.match_version(ev, 1, t)
            svc.correct_result(ev, 1, t, score, expected_version=seen)
        done += 1
    except TournamentError:
        refused += 1
print(f"ok {done} refused {refused} quick {quicked}", flush=True)
"""


def eight_stations(url: str, ops: int, seconds: float) -> dict[str, int]:
    """Eight processes writing one event at once (PostgreSQL, or one SQLite file, where half
    the first results take the path without the ORM); return the figures."""
    from judge_app.storage.service import EventService, dispose_engines

    svc = EventService(url)
    ev = svc.create_event("Ocho estaciones", "kodem").id
    for i in range(64):
        svc.add_player(ev, f"Jugador {i}")
    svc.pair_next_round(ev)
    before = len(svc.audit_entries(ev))
    dispose_engines()
    env = dict(os.environ, JUEZ_BACKUP_INTERVAL="3600")
    procs = [subprocess.Popen([sys.executable, "-c", STATION, url, ev, str(me), str(ops)],
                              cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
             for me in range(8)]
    done = refused = quicked = 0
    for p in procs:
        out, _ = p.communicate(timeout=seconds)
        fields = out.split()
        done += int(fields[1])
        refused += int(fields[3])
        quicked += int(fields[5])
    check = EventService(url)
    entries = check.audit_entries(ev)
    writes = [e for e in entries[before:] if e.action.startswith("result.")]
    last: dict[int, str] = {}
    for e in writes:
        last[int(e.data["table"])] = str(e.data["score"])
    final = {m.table: str(m.score) for m in check.matches(ev, 1) if m.score is not None}
    mismatched = sum(1 for t, s in last.items() if final.get(t) != s)
    return {"stations": 8, "operations": done + refused, "landed": done, "refused": refused,
            "without_orm": quicked,
            "audited": len(writes), "mismatched": mismatched,
            "verify_ok": int(check.verify_audit(ev).ok)}


def _tom_file(path: Path, players: int, rounds: int) -> None:
    """A TOM file: ``players`` players, ``rounds`` Swiss rounds, every table played."""
    roster = "".join(f'<player userid="{i}"><firstname>Jugador</firstname><lastname>{i}'
                     "</lastname></player>" for i in range(1, players + 1))
    pods = []
    for number in range(1, rounds + 1):
        matches = "".join(
            f'<match outcome="{1 + (t + number) % 2}"><player1 userid="{2 * t + 1}"/>'
            f'<player2 userid="{2 * t + 2}"/><tablenumber>{t + 1}</tablenumber></match>'
            for t in range(players // 2))
        pods.append(f'<round number="{number}" type="3"><matches>{matches}</matches></round>')
    path.write_text('<tournament><data><name>Kill -9</name><startdate>11/08/2025</startdate>'
                    f'</data><players>{roster}</players><pods><pod category="2"><rounds>'
                    f'{"".join(pods)}</rounds></pod></pods></tournament>', encoding="utf-8")


def _import_files(folder: Path, players: int) -> tuple[str, dict[str, list[str]]]:
    """A database with one event of ``players`` players (nothing paired), and each import's
    command line against it: a TOM file, an archive, a player list, a first round."""
    from judge_app.reports.archive import event_archive
    from judge_app.storage.service import EventService, dispose_engines

    base = folder / "base.sqlite3"
    svc = EventService(str(base))
    ev = svc.create_event("Base", "kodem").id
    (folder / "players.csv").write_text(
        "id,name\n" + "".join(f"J{i:05d},Jugadora {i}\n" for i in range(players)), "utf-8")
    for i in range(players):
        svc.add_player(ev, f"Jugador {i}", player_id=f"P{i:05d}")
    (folder / "round.csv").write_text("table,p1,p2,result\n" + "".join(
        f"{t + 1},P{2 * t:05d},P{2 * t + 1:05d},2-1\n" for t in range(players // 2)), "utf-8")
    _tom_file(folder / "event.tdf", players, 6)
    other = EventService(str(folder / "archived.sqlite3"))
    arch = other.create_event("Archivado", "kodem").id
    for i in range(players // 4):
        other.add_player(arch, f"Jugador {i}")
    other.pair_next_round(arch)
    (folder / "event.zip").write_bytes(event_archive(other, arch))
    dispose_engines()
    return ev, {"tdf": ["event", "import", str(folder / "event.tdf")],
                "archive": ["event", "import", str(folder / "event.zip")],
                "players": ["player", "import", ev, str(folder / "players.csv")],
                "round": ["round", "import", ev, str(folder / "round.csv")]}


def _import_state(db: Path, ev: str) -> tuple[int, int, int]:
    """(events, players of the base event, its current round); the audit of every event
    must verify (``AssertionError`` otherwise)."""
    from judge_app.storage.service import EventService, dispose_engines

    svc = EventService(str(db))
    try:
        events = svc.list_events(include_archived=True)
        for e in events:
            assert svc.verify_audit(e.id).ok, f"{db}: audit of {e.id} broken"
        return len(events), len(svc.players(ev)), svc.event_summary(ev).current_round
    finally:
        dispose_engines()


def kill_imports(kills: int, seconds: float, players: int = 512) -> dict[str, int]:
    """Kill each import (TOM file, archive, player list, round file) at a random moment,
    ``kills`` times in all (or until ``seconds`` pass): after each, the database opens,
    every audit verifies, and the import is there whole or not at all."""
    import shutil

    from judge_app.storage.service import dispose_engines

    folder = Path(tempfile.mkdtemp(prefix="juez-kill-imports-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)  # not left in /tmp
    ev, commands = _import_files(folder, players)
    base = folder / "base.sqlite3"
    empty = _import_state(base, ev)
    rng = random.Random(20)
    env = dict(os.environ, JUEZ_BACKUP_INTERVAL="0")
    # how long each import takes when left alone: the kill falls anywhere in it
    took: dict[str, float] = {}
    for kind, argv in commands.items():
        db = folder / f"{kind}-whole.sqlite3"
        shutil.copy(base, db)
        start = time.monotonic()
        subprocess.run([sys.executable, "-m", "ui.main", "--db", str(db), *argv], cwd=ROOT,
                       env=env, check=True, capture_output=True, timeout=300)
        took[kind] = time.monotonic() - start
    whole = {kind: _import_state(folder / f"{kind}-whole.sqlite3", ev) for kind in commands}
    figures = {"kills": 0, "whole": 0, "nothing": 0, "partial": 0, "broken": 0}
    deadline = time.monotonic() + seconds
    kinds = list(commands)
    while figures["kills"] < kills and time.monotonic() < deadline:
        kind = kinds[figures["kills"] % len(kinds)]
        db = folder / f"{kind}.sqlite3"
        for companion in folder.glob(f"{kind}.sqlite3*"):  # -wal, -shm, backups, anchor
            if companion.is_dir():
                shutil.rmtree(companion)
            else:
                companion.unlink()
        shutil.copy(base, db)
        worker = subprocess.Popen([sys.executable, "-m", "ui.main", "--db", str(db),
                                   *commands[kind]], cwd=ROOT, env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.5, 1.05) * took[kind])  # mostly after start-up
        worker.send_signal(signal.SIGKILL)
        worker.wait(timeout=30)
        figures["kills"] += 1
        dispose_engines()
        try:
            state = _import_state(db, ev)
        except Exception:  # a database that does not open or verify
            figures["broken"] += 1
            continue
        if state == whole[kind]:
            figures["whole"] += 1
        elif state == empty:
            figures["nothing"] += 1
        else:
            figures["partial"] += 1
    shutil.rmtree(folder, ignore_errors=True)
    return figures


def main() -> None:
    from benchmarks.machine import describe

    print(describe())
    figures = kill_nine(kills=30, seconds=120)
    print(f"kill -9 during result entry and pairing: {figures['kills']} kills survived, "
          f"{figures['results']} results committed and all kept, broken after a kill: "
          f"{figures['broken']}")
    imports = kill_imports(kills=40, seconds=300)
    print(f"kill -9 during imports (TOM file, archive, 512-player list, 256-table round): "
          f"{imports['kills']} kills, {imports['whole']} left the import whole, "
          f"{imports['nothing']} left nothing, {imports['partial']} left part of it, "
          f"{imports['broken']} databases broken")
    with tempfile.TemporaryDirectory(prefix="juez-stations-") as folder:
        st = eight_stations(f"sqlite:///{Path(folder) / 'event.sqlite3'}", ops=40,
                            seconds=300)
    print(f"eight stations on one SQLite file (half the first results tried the command "
          f"line's way): {st['operations']} operations, {st['landed']} landed ("
          f"{st['without_orm']} without the ORM; each audited "
          f"once: {st['audited']}), {st['refused']} refused with a message, {st['mismatched']} "
          f"tables differing from their last audited write, audit verify "
          f"{'ok' if st['verify_ok'] else 'BROKEN'}")
    url = os.environ.get("JUEZ_BENCH_PG")
    if not url:
        print("eight stations: set JUEZ_BENCH_PG=postgresql://… to run it here "
              "(tests/storage/test_resilience.py runs it on the test server)")
        return
    with tempfile.TemporaryDirectory(prefix="juez-stations-data-") as data:
        # The server's automatic backups go to this run's folder, not the user's data folder.
        os.environ["XDG_DATA_HOME"] = data
        st = eight_stations(url, ops=40, seconds=300)
    print(f"eight stations on PostgreSQL: {st['operations']} operations, {st['landed']} landed "
          f"(each audited once: {st['audited']}), {st['refused']} refused with a message, "
          f"{st['mismatched']} tables differing from their last audited write, audit verify "
          f"{'ok' if st['verify_ok'] else 'BROKEN'}")


if __name__ == "__main__":
    main()
