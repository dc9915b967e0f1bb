"""The standings of cli.md's three tiebreaker profiles worked out by hand (with Fractions),
from the matches as ``round show --json`` prints them: the independent oracle the tests
compare Juez's ``standings`` with, figure by figure.

>>> r4(Fraction(8427, 20000))  # a half goes up, as a scorekeeper rounds
0.4214
"""

from __future__ import annotations

import json
import math
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any

from judge_app.tournament.model import GameScore, MatchRecord, Player


def r4(value: Fraction) -> float:
    """4 decimals as a scorekeeper rounds by hand: a half goes up (0.42125 -> 0.4213)."""
    return float(math.floor(value * 10000 + Fraction(1, 2))) / 10000


def mtg_by_hand(matches: list[dict[str, Any]], players: list[str], missed: dict[str, int]
                ) -> dict[str, dict[str, Any]]:
    """MTR appendix C with Fractions, from the matches as `round show` printed them."""
    rec = {p: {"w": 0, "l": 0, "d": 0, "gp": 0, "games": 0, "opp": []} for p in players}
    for m in matches:
        a = rec[m["p1"]]
        if m["p2"] is None:
            a["w"] += 1
            a["gp"] += 6
            a["games"] += 2
            continue
        b = rec[m["p2"]]
        w1, w2, *rest = (int(x) for x in m["score"].split("-"))
        dr = rest[0] if rest else 0
        a["gp"] += 3 * w1 + dr
        b["gp"] += 3 * w2 + dr
        a["games"] += w1 + w2 + dr
        b["games"] += w1 + w2 + dr
        a["opp"].append(m["p2"])
        b["opp"].append(m["p1"])
        key_a, key_b = ("w", "l") if w1 > w2 else ("l", "w") if w2 > w1 else ("d", "d")
        a[key_a] += 1
        b[key_b] += 1
    for pid, n in missed.items():
        rec[pid]["l"] += n
        rec[pid]["games"] += 2 * n
    third = Fraction(1, 3)
    for r in rec.values():
        r["points"] = 3 * r["w"] + r["d"]
        r["mw"] = max(third, Fraction(r["points"], 3 * (r["w"] + r["l"] + r["d"])))
        r["gw"] = max(third, Fraction(r["gp"], 3 * r["games"]))
    for r in rec.values():
        n = len(r["opp"])
        r["omw"] = sum((rec[o]["mw"] for o in r["opp"]), Fraction(0)) / n if n else Fraction(0)
        r["ogw"] = sum((rec[o]["gw"] for o in r["opp"]), Fraction(0)) / n if n else Fraction(0)
    return rec


def pokemon_by_hand(matches: list[dict[str, Any]], players: list[str], missed: dict[str, int],
                    dropped: set[str]) -> dict[str, dict[str, Any]]:
    """Play! Pokémon: win% without byes, floor 1/4, cap 3/4 once dropped; resistance and
    opponents' resistance as means over the opponents."""
    rec = {p: {"w": 0, "l": 0, "d": 0, "byes": 0, "opp": [], "res": []} for p in players}
    for m in matches:
        a = rec[m["p1"]]
        if m["p2"] is None:
            a["w"] += 1
            a["byes"] += 1
            continue
        b = rec[m["p2"]]
        w1, w2, *_ = (int(x) for x in m["score"].split("-"))
        a["opp"].append(m["p2"])
        b["opp"].append(m["p1"])
        out = (w1 > w2) - (w1 < w2)
        a["res"].append((m["p2"], out))
        b["res"].append((m["p1"], -out))
        key_a, key_b = {1: ("w", "l"), -1: ("l", "w"), 0: ("d", "d")}[out]
        a[key_a] += 1
        b[key_b] += 1
    for pid, n in missed.items():
        rec[pid]["l"] += n
    for pid, r in rec.items():
        r["points"] = 3 * r["w"] + r["d"]
        played = r["w"] + r["l"] + r["d"] - r["byes"]
        wp = Fraction(2 * (r["w"] - r["byes"]) + r["d"], 2 * played) if played else Fraction(0)
        wp = max(wp, Fraction(1, 4))
        r["winp"] = min(wp, Fraction(3, 4)) if pid in dropped else wp

    def mean(values: list[Fraction]) -> Fraction:
        return sum(values, Fraction(0)) / len(values) if values else Fraction(0)

    for r in rec.values():
        r["oppwp"] = mean([rec[o]["winp"] for o in r["opp"]])
    for r in rec.values():
        r["oppoppwp"] = mean([rec[o]["oppwp"] for o in r["opp"]])
    return rec


def buchholz_by_hand(matches: list[dict[str, Any]], players: list[str],
                     missed: dict[str, int]) -> dict[str, dict[str, Any]]:
    rec = {p: {"w": 0, "l": 0, "d": 0, "res": []} for p in players}
    for m in matches:
        a = rec[m["p1"]]
        if m["p2"] is None:
            a["w"] += 1
            continue
        b = rec[m["p2"]]
        w1, w2, *_ = (int(x) for x in m["score"].split("-"))
        out = (w1 > w2) - (w1 < w2)
        a["res"].append((m["p2"], out))
        b["res"].append((m["p1"], -out))
        key_a, key_b = {1: ("w", "l"), -1: ("l", "w"), 0: ("d", "d")}[out]
        a[key_a] += 1
        b[key_b] += 1
    for pid, n in missed.items():
        rec[pid]["l"] += n
    for r in rec.values():
        r["points"] = 3 * r["w"] + r["d"]
    for r in rec.values():
        r["buchholz"] = Fraction(sum(rec[o]["points"] for o, _ in r["res"]))
        r["sb"] = (sum(Fraction(rec[o]["points"]) for o, x in r["res"] if x > 0)
                   + sum(Fraction(rec[o]["points"], 2) for o, x in r["res"] if x == 0))
    return rec


def by_hand(profile: str, matches: list[dict[str, Any]], players: list[str],
            missed: dict[str, int], dropped: set[str]) -> dict[str, dict[str, Any]]:
    """The figures of ``profile`` (``mtg``, ``pokemon`` or ``buchholz``) for every player;
    ``missed``: late losses by player, ``dropped``: who dropped (Pokémon's 75 % cap)."""
    if profile == "mtg":
        return mtg_by_hand(matches, players, missed)
    if profile == "pokemon":
        return pokemon_by_hand(matches, players, missed, dropped)
    return buchholz_by_hand(matches, players, missed)


@cache
def reference() -> dict[str, Any]:
    """``tests/tournament/standings_reference.json``: 14 events of every shape and the digests
    of their standings as the list code first gave them (read once)."""
    path = Path(__file__).resolve().parents[1] / "tournament" / "standings_reference.json"
    loaded: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return loaded


def reference_events() -> list[tuple[list[Player], list[MatchRecord]]]:
    """The reference events as players and match records."""
    events = []
    for data in reference()["events"]:
        players = [Player(str(i), str(n), int(str(f)), None if d is None else int(str(d)),
                          bool(late)) for i, n, f, d, late in data["players"]]
        matches = [MatchRecord(int(str(r)), int(str(t)), str(a), None if b is None else str(b),
                               None if sc is None else GameScore(*sc), bool(dl))
                   for r, t, a, b, sc, dl in data["matches"]]
        events.append((players, matches))
    return events
