"""Checking Kódem logs of the worst kinds stays linear (issue 9, match-log.md "Bounds").

The contract bounds a log to 100,000 events and asks that checking any
accepted log stays linear in its size. This prints the time and the peak
memory (tracemalloc) of ``judge-app check`` (read + validate + replay every
event) on generated logs of 10k, 50k and 100k events of five kinds:

- ``heal-violations``: one turn of ``heal`` on a card at full life (each one a
  6.2 error; issue 10 §4 measured 13 s and 2.2 GB at 50k before the fix);
- ``marks``: ``mark``, a second ``mark`` of the same kind (6.1 error), ``unmark``
  and ``heal``, over and over in one turn;
- ``phases``: whole turns through every phase, both players;
- ``claims``: every turn an infraction and a ``note`` claiming it (the claim
  windows of 6.7-P3/P5);
- ``attacks``: one turn of attacks by a second card (5/batalla errors) and their
  ``damage``;
- ``mirror-attacks``: the same with both players using the same bare card ids,
  which the replay resolves from the turn's declarations;
- ``tokens``: a new Token every other event, sent to Extinción again (before the
  fix: 20k events took 11.5 s and 554 MB).

Linear means the time and the memory per event stay flat from 10k to 100k;
the last column says so (the ratio of the 100k figure per event to the 10k one).
"""

from __future__ import annotations

import gc
import json
import os
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.machine import describe  # after the path set-up above
from judge_app.games.loading import parse_log
from judge_app.replay import Replay

#: Log sizes measured (``KODEM_BOUNDS_SIZES=10000,20000`` for a quick look).
SIZES = tuple(int(s) for s in
              os.environ.get("KODEM_BOUNDS_SIZES", "10000,50000,100000").split(","))
#: Timed runs per log (the best is printed).
REPEAT = int(os.environ.get("KODEM_BOUNDS_REPEAT", "3"))
P1_MAIN = ["itzal", "tlalo", "nahui"]
P2_MAIN = ["kuma", "ocelo", "cuetla"]
DECK = ["ehecatl", "tepe", "meztli", "yaxche", "xolo", "ameyal", "tletl", "chaac", "itztli",
        "cipac", "sihuatl", "toch", "mixtli", "ayotl", "cuauh"]
P1_DECK = ["kuma", "cuetla", "ocelo", *DECK[:12]]
P2_DECK = ["itzal", "tlalo", "nahui", *DECK[:12]]
Event = dict[str, Any]


def _side(suffix: str, protector: str, main: list[str], deck: list[str],
          bio: str) -> dict[str, Any]:
    def name(d: str) -> str:
        return d if not suffix else f"{d}{suffix}:{d}"
    return {"protectors": [name(protector)], "main": [name(d) for d in main],
            "deck": [name(d) for d in deck], "bio": name(bio), "equipment": [], "tokens": []}


def envelope(events: list[Event], mirror: bool = False) -> str:
    """A two-player log around ``events`` (P2's cards end in ``2``; with ``mirror`` both
    players use the same bare ids, which the replay resolves from the context)."""
    p2 = (_side("", "anaya", P1_MAIN, P1_DECK, "cenote") if mirror
          else _side("2", "bruno", P2_MAIN, P2_DECK, "volcan"))
    return json.dumps({
        "format": "juez-match-log", "version": 1, "game": "kodem", "variant": "standard",
        "cardset": "kodem-demo",
        "players": [{"id": "P1", "name": "Ana"}, {"id": "P2", "name": "Luis"}],
        "setup": {"P1": _side("", "anaya", P1_MAIN, P1_DECK, "cenote"),
                  "P2": p2},
        "events": events})


def _opening() -> list[Event]:
    return [{"turn": 1, "player": "P1", "action": "turn"},
            {"turn": 1, "player": "P1", "action": "phase", "phase": "previa"},
            {"turn": 1, "player": "P1", "action": "reveal", "card": "itzal"},
            {"turn": 1, "player": "P1", "action": "reveal", "card": "nahui"}]


def heal_violations(n: int) -> list[Event]:
    events = _opening()
    while len(events) < n:
        events.append({"turn": 1, "player": "P1", "action": "heal", "target": "itzal",
                       "amount": 1})
    return events[:n]


def marks(n: int) -> list[Event]:
    events = _opening()
    cycle = [{"action": "mark", "target": "itzal", "mark": "quemar"},
             {"action": "mark", "target": "itzal", "mark": "quemar"},
             {"action": "unmark", "target": "itzal", "mark": "quemar"},
             {"action": "heal", "target": "itzal", "amount": 1}]
    while len(events) < n:
        events.extend({"turn": 1, "player": "P1", **e} for e in cycle)
    return events[:n]


def phases(n: int) -> list[Event]:
    events: list[Event] = []
    turn = 0
    while len(events) < n:
        turn += 1
        player = "P1" if turn % 2 else "P2"
        events.append({"turn": turn, "player": player, "action": "turn"})
        events.extend({"turn": turn, "player": player, "action": "phase", "phase": ph}
                      for ph in ("previa", "batalla", "post", "equipo", "fin"))
    return events[:n]


def claims(n: int) -> list[Event]:
    events: list[Event] = []
    turn = 0
    while len(events) < n:
        turn += 1
        player = "P1" if turn % 2 else "P2"
        rival = "P2" if player == "P1" else "P1"
        events.append({"turn": turn, "player": player, "action": "turn"})
        events.append({"turn": turn, "player": player, "action": "phase", "phase": "batalla"})
        events.append({"turn": turn, "player": player, "action": "bio_extinct"})  # 3.5
        events.append({"turn": turn, "player": rival, "action": "note", "claim": len(events)})
        events.append({"turn": turn, "player": player, "action": "phase", "phase": "fin"})
    return events[:n]


def attacks(n: int) -> list[Event]:
    events = _opening()
    events.append({"turn": 1, "player": "P1", "action": "phase", "phase": "batalla"})
    cards = ["itzal", "nahui"]
    i = 0
    while len(events) < n:
        card = cards[i % 2]
        i += 1
        events.append({"turn": 1, "player": "P1", "action": "attack", "card": card,
                       "targets": ["kuma2"], "damage": 1})
        events.append({"turn": 1, "player": "P1", "action": "damage", "target": "kuma2",
                       "amount": 0, "kind": "attack", "source": card})
    return events[:n]


def tokens(n: int) -> list[Event]:
    """A new Token into M2 and sent away again, over and over (3.6)."""
    events = _opening()
    events.append({"turn": 1, "player": "P1", "action": "extinct", "card": "tlalo",
                   "reason": "effect"})
    i = 0
    while len(events) < n:
        i += 1
        events.append({"turn": 1, "player": "P1", "action": "token", "slot": "M2",
                       "name": f"lobo{i}", "by": "itzal"})
        events.append({"turn": 1, "player": "P1", "action": "extinct", "card": f"lobo{i}",
                       "reason": "effect"})
    return events[:n]


def mirror_attacks(n: int) -> list[Event]:
    """``attacks`` with mirror decks: every bare id is resolved from the declarations."""
    events = attacks(n)
    for e in events:
        if e.get("targets") == ["kuma2"]:
            e["targets"] = ["itzal"]
        if e.get("target") == "kuma2":
            e["target"] = "itzal"
    return events


KINDS: dict[str, Callable[[int], list[Event]]] = {
    "heal-violations": heal_violations, "marks": marks, "phases": phases, "claims": claims,
    "attacks": attacks, "mirror-attacks": mirror_attacks, "tokens": tokens}
#: Kinds whose two players use the same bare card ids (mirror decks).
MIRROR = frozenset({"mirror-attacks"})


def check(text: str) -> Replay:
    """What ``judge-app check`` does: read, validate, replay every event."""
    return Replay(parse_log(text, "bench.json"))


def measure(text: str) -> tuple[float, float, int]:
    """Seconds (the best of ``REPEAT`` runs, no tracing: the machine is shared), peak MB
    (tracemalloc) and the violations of one check."""
    seconds = float("inf")
    found = 0
    for _ in range(REPEAT):
        gc.collect()
        start = time.perf_counter()
        replay = check(text)
        seconds = min(seconds, time.perf_counter() - start)
        found = len(replay.violations)
        del replay
    gc.collect()
    tracemalloc.start()
    check(text)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return seconds, peak / 1024 / 1024, found


def main() -> None:
    print(describe())
    print(f"{'kind':16} {'events':>7} {'KiB':>7} {'check s':>8} {'peak MB':>8} "
          f"{'violations':>10} {'µs/event':>9} {'KB/event':>9}")
    for kind, make in KINDS.items():
        per_event: list[tuple[float, float]] = []
        for size in SIZES:
            text = envelope(make(size), mirror=kind in MIRROR)
            seconds, peak, found = measure(text)
            per_event.append((seconds / size * 1e6, peak * 1024 / size))
            print(f"{kind:16} {size:>7} {len(text) / 1024:>7.0f} {seconds:>8.2f} {peak:>8.1f} "
                  f"{found:>10} {per_event[-1][0]:>9.1f} {per_event[-1][1]:>9.2f}")
        t_ratio = per_event[-1][0] / per_event[0][0]
        m_ratio = per_event[-1][1] / per_event[0][1]
        verdict = "linear" if t_ratio < 2 and m_ratio < 2 else "NOT LINEAR"
        print(f"{kind:16} per event, 100k vs 10k: time x{t_ratio:.2f}, memory x{m_ratio:.2f}: "
              f"{verdict}")


if __name__ == "__main__":
    main()
