"""Random legal Digimon HiperColiseo games written from the rulebook alone (red team,
third round).

Each round runs the seven phases, first player first (second first in Batalla):
draws up to 6, a digitalization now and then, training and evolving into a higher level
(the caja evolutiva recorded or not), options installed in free slots and one support,
alternating activations in Batalla (the powers computed from the rulebook), the loser's
PEP box against the winner's level or 10 each on a tie, and the end-of-round discards.
Juez must find nothing in them.
"""

from __future__ import annotations

import json
import math
import random
from typing import Any

from judge_app.resources import resource_path

_RAW = json.loads(resource_path("cardsets", "digimon-demo", "cards.json").read_text("utf-8"))
CARDS: dict[str, dict[str, Any]] = _RAW.get("cards", _RAW)
#: code → (effect, value, whose power: the activating player's or the rival's)
EFFECTS = {"OP-01": ("add", 20, "self"), "OP-02": ("mul", 2, "self"),
           "OP-03": ("sub", 20, "rival"), "OP-04": ("zero_a", 0, "rival"),
           "OP-05": ("add", 10, "self"), "OP-06": ("add", 30, "self"),
           "SP-01": ("add", 10, "self"), "SP-02": ("sub", 10, "rival")}
LEVEL3 = ["HC-001", "HC-002", "HC-003"]


def rival(player: str) -> str:
    return "P2" if player == "P1" else "P1"


def power(sides: dict[str, dict[str, Any]], effects: dict[str, list[tuple[str, int]]],
          player: str) -> int:
    """Reglas del Juego, Batalla: the rival's battle type picks the attack; attack C makes
    the rival's attack A base 0; sums first, then multipliers, smallest first."""
    mine = CARDS[sides[player]["box"][-1]]
    theirs = CARDS[sides[rival(player)]["box"][-1]]
    letter = theirs["battle_type"]
    value = mine["attacks"][letter]
    if letter == "A" and (mine["battle_type"] == "C"
                          or any(k == "zero_a" for k, _ in effects[player])):
        value = 0
    value += sum(v for k, v in effects[player] if k == "add")
    value -= sum(v for k, v in effects[player] if k == "sub")
    for factor in sorted(v for k, v in effects[player] if k == "mul"):
        value = math.floor(value * factor)
    return max(0, value)


def game(seed: int) -> dict[str, Any]:
    """One whole legal game as a match log."""
    rnd = random.Random(seed)
    setup: dict[str, Any] = {}
    sides: dict[str, dict[str, Any]] = {}
    for p in ("P1", "P2"):
        while True:
            pool = [c for c in CARDS for _ in range(3)]
            rnd.shuffle(pool)
            deck = pool[:30]
            if any(c in LEVEL3 for c in deck):
                break
        partner = next(c for c in deck if c in LEVEL3)
        deck.remove(partner)
        deck = [partner, *deck]
        setup[p] = {"deck": list(deck), "partner": partner, "points": 100}
        sides[p] = {"ocean": deck[2:], "hand": [], "box": [partner], "slots": [None] * 3,
                    "used": [False] * 3, "supports": [], "points": 100}
    events: list[dict[str, Any]] = []
    first, turn = "P1", 0

    def ev(player: str | None, action: str, **args: Any) -> None:
        events.append({"turn": turn, **({"player": player} if player else {}),
                       "action": action, **args})

    while True:
        turn += 1
        order = [first, rival(first)]
        ev(None, "phase", phase="actualizacion")
        for p in order:
            side = sides[p]
            n = min(6 - len(side["hand"]), len(side["ocean"]))
            if n > 0:
                ev(p, "draw", count=n)
                side["hand"] += side["ocean"][:n]
                del side["ocean"][:n]
        ev(None, "phase", phase="digitalizacion")
        for p in order:
            side = sides[p]
            infants = [c for c in side["hand"] if CARDS[c].get("level") == 3]
            if len(side["box"]) == 1 and infants and rnd.random() < 0.2:
                card = rnd.choice(infants)
                side["hand"].remove(card)
                ev(p, "digitalize", card=card)
                side["box"] = [card]
        ev(None, "phase", phase="entrenamiento")
        evolving: dict[str, tuple[str, bool]] = {}
        for p in order:
            side = sides[p]
            level = CARDS[side["box"][-1]]["level"]
            higher = [c for c in side["hand"] if CARDS[c]["kind"] == "digimon"
                      and CARDS[c]["level"] > level]
            if higher and rnd.random() < 0.7:
                card = rnd.choice(higher)
                side["hand"].remove(card)
                trained = rnd.sample(side["hand"], min(len(side["hand"]), rnd.randint(0, 2)))
                for c in trained:
                    side["hand"].remove(c)
                recorded = rnd.random() < 0.5
                extra = {"evolution": [card]} if recorded else {}
                if not recorded:
                    side["hand"].append(card)  # the evolve takes it from the hand
                ev(p, "train", cards=trained, **{"from": "hand"}, **extra)
                evolving[p] = (card, recorded)
        ev(None, "phase", phase="preparacion")
        for p in order:
            side = sides[p]
            for card in [c for c in side["hand"] if CARDS[c]["kind"] == "option"
                         and not CARDS[c].get("from_hand")]:
                free = [i for i in range(3) if side["slots"][i] is None]
                if free and rnd.random() < 0.6:
                    i = rnd.choice(free)
                    side["hand"].remove(card)
                    side["slots"][i], side["used"][i] = card, False
                    ev(p, "install", card=card, slot=i + 1)
            supports = [c for c in side["hand"] if CARDS[c]["kind"] == "support"]
            if supports and rnd.random() < 0.6:
                card = rnd.choice(supports)
                side["hand"].remove(card)
                side["supports"].append([card, False])
                ev(p, "support", card=card)
        ev(None, "phase", phase="evolucion")
        for p in order:
            if p in evolving:
                card, recorded = evolving[p]
                if not recorded:
                    sides[p]["hand"].remove(card)
                ev(p, "evolve", card=card)
                sides[p]["box"] = [sides[p]["box"][0], card]
        ev(None, "phase", phase="batalla")
        effects: dict[str, list[tuple[str, int]]] = {"P1": [], "P2": []}
        who, quiet = order[1], 0
        while quiet < 2:
            side = sides[who]
            ready: list[tuple[str, Any]] = [("slot", i) for i in range(3)
                                            if side["slots"][i] and not side["used"][i]]
            ready += [("support", s) for s in side["supports"] if not s[1]]
            ready += [("hand", c) for c in side["hand"] if CARDS[c].get("from_hand")]
            if ready and rnd.random() < 0.75:
                where, what = rnd.choice(ready)
                if where == "slot":
                    card = side["slots"][what]
                    side["used"][what] = True
                elif where == "support":
                    card, what[1] = what[0], True
                else:
                    card = what
                    side["hand"].remove(card)
                effect, value, whose = EFFECTS[card]
                target = who if whose == "self" else rival(who)
                ev(who, "activate", card=card, effect=effect, value=value, target=target)
                effects[target].append((effect, value))
                quiet = 0
            else:
                quiet += 1
            who = rival(who)
        powers = {p: power(sides, effects, p) for p in sides}
        winner = None if powers["P1"] == powers["P2"] else max(powers, key=powers.__getitem__)
        ev(None, "battle_result", powers=powers, winner=winner)
        ev(None, "phase", phase="puntuacion")
        if winner is None:
            for p in order:
                ev(None, "score", loser=p, points=10)
                sides[p]["points"] -= 10
        else:
            loser = rival(winner)
            lost = CARDS[sides[loser]["box"][-1]]["pep"][str(
                CARDS[sides[winner]["box"][-1]]["level"])]
            ev(None, "score", loser=loser, points=lost)
            sides[loser]["points"] -= lost
            sides[loser]["box"] = sides[loser]["box"][:1]
            first = winner
        for side in sides.values():
            side["supports"] = []
            for i in range(3):
                card = side["slots"][i]
                if card and side["used"][i] and not CARDS[card].get("persistent"):
                    side["slots"][i] = None
                side["used"][i] = False
        if any(side["points"] <= 0 for side in sides.values()):
            alive = [p for p, side in sides.items() if side["points"] > 0]
            events.append({"action": "game_end", "winner": alive[0] if alive else None})
            break
    return {"format": "juez-match-log", "version": 1, "game": "digimon",
            "variant": "standard",
            "players": [{"id": "P1", "name": "Ruki"}, {"id": "P2", "name": "Takato"}],
            "cardset": "digimon-demo", "setup": setup, "events": events}
