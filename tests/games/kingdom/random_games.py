"""Random legal Kingdom games (section 3, Mazo de Estrategia) written from the rulebook
(red team, third round): opening draws, then turns of convocación, movimiento and
batalla in which both players use cards from the hand as their tab allows (own or enemy
turn, stages), never two of one name in a turn, answer each other (the last activated
resolves first), apply Aumento/Reducción modifiers to one roll, throw Arroje cards in their
own turn outside batalla, and discard down to 7. Juez must find nothing in them.
"""

import json
import random

from judge_app.resources import resource_path
from tests.games.kingdom.test_rules import deck_defs, specs

CARDS = json.loads(resource_path("cardsets", "kingdom-demo", "cards.json").read_text("utf-8"))
CARDS = CARDS.get("cards", CARDS)
DIE = {"d4": 4, "d6": 6, "d8": 8, "d10": 10, "d12": 12, "d20": 20}


def game(seed):
    R = random.Random(seed)
    setup = {}
    deck = {}
    defs = {}
    for p, pre in (("P1", "a"), ("P2", "b")):
        sp = specs(pre, deck_defs())
        R.shuffle(sp)
        setup[p] = {"strategy_deck": sp, "hand": []}
        deck[p] = [s.split(":")[0] for s in sp]
        for s in sp:
            defs[s.split(":")[0]] = s.split(":")[1]
    hand = {"P1": [], "P2": []}
    ev = []

    def draw(p, t, n):
        n = min(n, len(deck[p]))
        if n <= 0:
            return
        ev.append({"turn": t, "player": p, "action": "draw", "count": n})
        hand[p] += deck[p][:n]
        del deck[p][:n]

    for p in ("P1", "P2"):
        draw(p, 0, 5)
    def name(c):
        return CARDS[defs[c]]["name"]

    for t in range(1, R.randint(6, 30)):
        act = "P1" if t % 2 else "P2"
        riv = "P2" if act == "P1" else "P1"
        used = {"P1": set(), "P2": set()}
        draw(act, t, 1)
        for stage in ("convocacion", "movimiento", "batalla"):
            ev.append({"turn": t, "player": act, "action": "stage", "stage": stage})
            for _ in range(R.randint(0, 3)):
                # choose a player and a card legal now
                p = act if R.random() < 0.7 else riv
                own = p == act
                ok = []
                for c in hand[p]:
                    d = CARDS[defs[c]]
                    if name(c) in used[p]:
                        continue
                    if d["kind"] == "estrategia":
                        if d.get("turn") == "own" and not own:
                            continue
                        if d.get("turn") == "rival" and own:
                            continue
                        if d.get("stages") and stage not in d["stages"]:
                            continue
                    elif d["kind"] == "arroje" and (not own or stage == "batalla"):
                        continue
                    ok.append(c)
                if not ok:
                    continue
                c = R.choice(ok)
                d = CARDS[defs[c]]
                hand[p].remove(c)
                used[p].add(name(c))
                if d["kind"] == "arroje":
                    ev.append(
                        {
                            "turn": t,
                            "player": p,
                            "action": "arroje",
                            "card": c,
                            "troop_level": d["min_level"] + R.randint(0, 2),
                            "distance": d["distance"],
                            "roll": R.randint(1, DIE[d["die"]]),
                            "stage": stage,
                        }
                    )
                    continue
                ev.append({"turn": t, "player": p, "action": "play", "card": c, "stage": stage})
                stack = [c]
                # maybe a response by the other player
                q = riv if p == act else act
                resp = [
                    x
                    for x in hand[q]
                    if CARDS[defs[x]]["kind"] == "estrategia"
                    and name(x) not in used[q]
                    and (
                        CARDS[defs[x]].get("turn") in ("both", None)
                        or (CARDS[defs[x]].get("turn") == "own") == (q == act)
                    )
                    and (not CARDS[defs[x]].get("stages") or stage in CARDS[defs[x]]["stages"])
                ]
                if resp and R.random() < 0.4:
                    x = R.choice(resp)
                    hand[q].remove(x)
                    used[q].add(name(x))
                    ev.append(
                        {
                            "turn": t,
                            "player": q,
                            "action": "play",
                            "card": x,
                            "stage": stage,
                            "response_to": c,
                        }
                    )
                    stack.append(x)
                for x in reversed(stack):
                    ev.append(
                        {"turn": t, "player": p if x == c else q, "action": "resolve", "card": x}
                    )
                # modifiers and a roll
                if stage == "batalla":
                    for x in stack:
                        m = CARDS[defs[x]].get("modifier")
                        if not m:
                            continue
                        owner = p if x == c else q
                        applies = m.get("applies_to") or R.choice(["ataque", "defensa"])
                        troop = f"{owner}:caballero"
                        e = {
                            "turn": t,
                            "player": owner,
                            "action": "modifier",
                            "card": x,
                            "target": troop,
                            "kind": m["kind"],
                            "value": m.get("value", 2),
                            "applies_to": applies,
                        }
                        ev.append(e)
                        val = R.randint(1, 6)
                        res = val + (m.get("value", 0) if m["kind"] == "aumento" else 0)
                        if m["kind"] == "reduccion":
                            res = val // 2
                        ev.append(
                            {
                                "turn": t,
                                "player": owner,
                                "action": "roll",
                                "who": troop,
                                "kind": applies,
                                "value": val,
                                "result": res,
                            }
                        )
        if len(hand[act]) > 7:
            ds = R.sample(hand[act], len(hand[act]) - 7)
            for x in ds:
                hand[act].remove(x)
            ev.append({"turn": t, "player": act, "action": "discard", "cards": ds})
        ev.append({"turn": t, "player": act, "action": "end_turn"})
    return {
        "format": "juez-match-log",
        "version": 1,
        "game": "kingdom",
        "players": [{"id": "P1", "name": "Ana"}, {"id": "P2", "name": "Luis"}],
        "cardset": "kingdom-demo",
        "setup": setup,
        "events": ev,
    }


