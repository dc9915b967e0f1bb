"""Kódem replay figures on a legal 10,000-event log (issue 2, item 10).

Goals: checking the log (read + validate + replay every event, as
``judge-app check`` does) under 0.5 s; the worst seek of 1,000 random
``Replay.state_at`` calls under 16 ms (one frame); peak memory of reading and
replaying under 200 MB (tracemalloc).

The log is generated, not stored: two players alternate turns in which the
rest-0 attacker (Nahui / Ocelo) hits the rival's attacker for 1, and in Post a
Pasiva heals the own attacker back to full (6.2 allows healing a damaged card).
No card reaches 0 vida, no rule is broken, the game never ends; the script
says how many violations the checker reported (0 expected).
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from judge_app.games.loading import parse_log
from judge_app.replay import Replay

EVENTS = 10_000
SEEKS = 1_000
GOAL_CHECK_S = 0.5
GOAL_SEEK_MS = 16.0
GOAL_PEAK_MB = 200.0

P1_MAIN = ["itzal", "tlalo", "nahui"]
P1_DECK = ["ehecatl", "kuma", "cuetla", "tepe", "ocelo", "meztli", "yaxche", "xolo",
           "ameyal", "tletl", "chaac", "itztli", "cipac", "sihuatl", "toch"]
P2_MAIN = ["kuma", "ocelo", "cuetla"]
P2_DECK = ["ehecatl", "itzal", "tlalo", "nahui", "tepe", "meztli", "yaxche", "xolo",
           "ameyal", "tletl", "chaac", "itztli", "cipac", "sihuatl", "toch"]
EQUIPMENT = ["savia", "obsidiana", "velo", "jade"]


def _side(suffix: str, protector: str, main: list[str], deck: list[str],
          bio: str) -> dict[str, Any]:
    def name(d: str) -> str:
        return d if not suffix else f"{d}{suffix}:{d}"
    return {"protectors": [name(protector)], "main": [name(d) for d in main],
            "deck": [name(d) for d in deck], "bio": name(bio),
            "equipment": [name(d) for d in EQUIPMENT], "tokens": []}


def legal_log(n_events: int = EVENTS) -> dict[str, Any]:
    """A legal two-player Kódem log of exactly ``n_events`` events."""
    events: list[dict[str, Any]] = []
    # (player, attacker, healer, rival's attacker, cards revealed in the first Previa)
    roles = [("P1", "nahui", "tlalo", "ocelo2", ["nahui", "tlalo"]),
             ("P2", "ocelo2", "kuma2", "nahui", ["ocelo2", "kuma2"])]
    damaged = {"nahui": False, "ocelo2": False}
    turn = 0
    while len(events) < n_events:
        player, attacker, healer, target, reveal = roles[turn % 2]
        turn += 1

        def ev(action: str, who: str = player, at: int = turn, **args: Any) -> None:
            events.append({"turn": at, "player": who, "action": action, **args})

        ev("turn")
        ev("phase", phase="previa")
        if turn <= 2:
            for card in reveal:
                ev("reveal", card=card)
        ev("phase", phase="batalla")
        ev("attack", card=attacker, targets=[target], damage=1)
        ev("damage", target=target, amount=1, kind="attack", source=attacker)
        damaged[target] = True
        ev("phase", phase="post")
        if damaged[attacker]:
            ev("pasiva", card=healer, text="Al final de Batalla, cura 1 a 1 carta aliada.",
               optional=False)
            ev("heal", target=attacker, amount=1, source=healer)
            damaged[attacker] = False
        ev("phase", phase="equipo")
        ev("phase", phase="fin")
    # the cut may fall inside a turn: a prefix of a legal log is legal
    events = events[:n_events]
    return {
        "format": "juez-match-log", "version": 1, "game": "kodem", "variant": "standard",
        "event": {"name": "benchmark"}, "cardset": "kodem-demo",
        "players": [{"id": "P1", "name": "Ana"}, {"id": "P2", "name": "Luis"}],
        "setup": {"P1": _side("", "anaya", P1_MAIN, P1_DECK, "cenote"),
                  "P2": _side("2", "bruno", P2_MAIN, P2_DECK, "volcan")},
        "events": events,
    }


def check(text: str) -> Replay:
    """What ``judge-app check`` does: read, validate, replay every event."""
    return Replay(parse_log(text, "benchmark.json"))


def main() -> None:
    text = json.dumps(legal_log())
    print(f"log: {EVENTS} events, {len(text) / 1024:.0f} KiB of JSON")

    times = []
    replay = check(text)
    for _ in range(5):
        start = time.perf_counter()
        replay = check(text)
        times.append(time.perf_counter() - start)
    parse_times = []
    for _ in range(5):
        start = time.perf_counter()
        parse_log(text, "benchmark.json")
        parse_times.append(time.perf_counter() - start)
    best = min(times)
    reading = min(parse_times) * 1000
    verdict = "ok" if best < GOAL_CHECK_S else "MISSED"
    print(f"check (read + validate + replay): best {best * 1000:.0f} ms, median "
          f"{statistics.median(times) * 1000:.0f} ms (of which reading {reading:.0f} ms); "
          f"goal < {GOAL_CHECK_S * 1000:.0f} ms: {verdict}")
    print(f"violations reported: {len(replay.violations)} (a legal log: 0 expected)")
    for v in replay.violations[:5]:
        print(f"  #{v.seq} {v.player} {v.citation} {v.severity.value}: {v.message_en}")

    rng = random.Random(2025)
    seeks = []
    for _ in range(SEEKS):
        seq = rng.randint(0, len(replay))
        start = time.perf_counter()
        replay.state_at(seq)
        seeks.append((time.perf_counter() - start) * 1000)
    worst = max(seeks)
    print(f"seek state_at over {SEEKS} random events (checkpoint every "
          f"{replay.checkpoint_every}): worst {worst:.2f} ms, median "
          f"{statistics.median(seeks):.3f} ms, p99 {sorted(seeks)[int(SEEKS * 0.99)]:.2f} ms; "
          f"goal < {GOAL_SEEK_MS:.0f} ms: {'ok' if worst < GOAL_SEEK_MS else 'MISSED'}")
    boards = []
    for _ in range(200):
        seq = rng.randint(0, len(replay))
        start = time.perf_counter()
        replay.board_at(seq)
        boards.append((time.perf_counter() - start) * 1000)
    print(f"board_at (seek + board view) over 200 random events: worst {max(boards):.2f} ms, "
          f"median {statistics.median(boards):.3f} ms")

    del replay
    tracemalloc.start()
    kept = check(text)
    for _ in range(100):
        kept.state_at(rng.randint(0, len(kept)))
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    peak_mb = peak / 1024 / 1024
    print(f"peak memory (tracemalloc) of reading + replaying + 100 seeks: {peak_mb:.1f} MB; "
          f"goal < {GOAL_PEAK_MB:.0f} MB: {'ok' if peak_mb < GOAL_PEAK_MB else 'MISSED'}")


if __name__ == "__main__":
    main()
