"""Random legal Códigos games for 2 to 4 players written from the rulebook (red team, third
round), with the readings docs/extensions.md documents where the OCR text leaves room.

Each turn is two actions (Encartar, exponer, completar, bajar un código completo,
descartar una carta o un código, the Soldier only second) with at most 4 cards in
RECOLECCIÓN; a REVELEN card stops play and every player, from the one in turn, reveals
their hidden codes (exact, unordered, turned over or wrong, with the points each is worth);
the last REVELEN card ends the game with the scores. Juez must find nothing in them.
"""

import json
import random
from collections import Counter

from judge_app.resources import resource_path

CARDS = json.loads(resource_path("cardsets", "codigos-demo", "cards.json").read_text("utf-8"))
CARDS = CARDS.get("cards", CARDS)
COMMONS = [c for c in CARDS if CARDS[c]["kind"] == "comun"]


def kind(c):
    return CARDS[c]["kind"]


def sym(c):
    return CARDS[c].get("symbol")


def missing(code_card, symbols):
    need = Counter(CARDS[code_card]["code"])
    wild = 0
    for s in symbols:
        if kind(s) == "comodin":
            wild += 1
        else:
            need[sym(s)] -= 1
    assert all(v >= 0 for v in need.values())
    m = sum(need.values())
    if need[sym(code_card)] > 0:
        m -= 1
    return m - wild


def game(seed, np=2):
    R = random.Random(seed)
    commons = list(COMMONS)
    R.shuffle(commons)
    PL = [f"P{i}" for i in range(1, np + 1)]
    hands = [commons[3 * i : 3 * i + 3] for i in range(np)]
    hands.sort(key=lambda h: -max(CARDS[c]["number"] for c in h))
    coll = {p: h for p, h in zip(PL, hands, strict=True)}
    k = 3 * np
    encarte = commons[k : k + 3]
    nw = {2: 2, 3: 3, 4: 4}[np]
    nr = {2: 4, 3: 3, 4: 2}[np]
    rest = (
        commons[k + 3 : k + 3 + R.randint(8, 30 - k - 3)]
        + [f"w{i}" for i in range(1, nw + 1)]
        + [f"r{i}" for i in range(1, nr)]
    )
    R.shuffle(rest)
    deck = [*rest, f"r{nr}"]
    setup = {
        "players": np,
        "wildcards": nw,
        "reveal_cards": nr,
        "deck": list(deck),
        "encarte": {"cards": list(encarte), "soldier": 0},
        "collection": {p: list(c) for p, c in coll.items()},
    }
    enc = [encarte[0], encarte[1]]
    pile = [encarte[2]]
    soldier = 0
    exposed = {p: None for p in PL}
    hidden = {p: [] for p in PL}
    score = {p: 0 for p in PL}
    ev = []
    state = {"seen": 0, "final": False}
    turn = 0
    active = "P1"
    def order(first):
        return PL[PL.index(first) :] + PL[: PL.index(first)]

    def reveal_all():
        for p in order(active):
            for code, syms in list(hidden[p]):
                c = CARDS[code]["code"]
                wild = any(kind(s) == "comodin" for s in syms)
                opt = R.choice(["exact", "exact", "unordered", "verified", "wrong"])
                perm = list(c)
                R.shuffle(perm)
                if opt == "unordered" and perm != c and not wild:
                    said, pts = perm, CARDS[code]["medal"] + 1
                elif opt == "verified" and not wild:
                    said, pts = None, CARDS[code]["medal"]
                elif opt == "wrong":
                    said, pts = c[:-1], 0
                else:
                    said, pts = list(c), CARDS[code]["medal"] + 2
                ev.append(
                    {
                        "turn": turn,
                        "player": p,
                        "action": "reveal_code",
                        "code": code,
                        "said": said,
                        "points": pts,
                    }
                )
                score[p] += pts
                hidden[p].remove((code, syms))
                if pts == 0:
                    pile[0:0] = [*syms, code]
                else:
                    pile[0:0] = list(syms)

    def revelar(card):
        state["seen"] += 1
        if not deck:
            state["final"] = True
        elif state["seen"] == 1 and np < 4:
            pile.insert(0, card)
        reveal_all()

    def refill(pos):
        while deck:
            c = deck.pop(0)
            if kind(c) == "revelar":
                revelar(c)
                continue
            if pos == 2:
                pile.append(c)
            else:
                enc[pos] = c
            return
        if pos != 2:
            enc[pos] = None

    def at(pos):
        return (pile[-1] if pile else None) if pos == 2 else enc[pos]

    while not state["final"] and turn < 300:
        turn += 1
        taken = []
        for n in (1, 2):
            if state["final"]:
                break
            p = active
            C = coll[p]
            opts = []
            if len(C) < 4:
                for pos in range(3):
                    c = at(pos)
                    if pos != soldier and c is not None and kind(c) != "revelar":
                        opts.append(("take", pos))
            if exposed[p] is None:
                for c in C:
                    if kind(c) == "comun":
                        opts.append(("expose", c))
            else:
                code, syms = exposed[p]
                need = Counter(CARDS[code]["code"])
                for s in syms:
                    if kind(s) != "comodin":
                        need[sym(s)] -= 1
                for c in C:
                    if kind(c) == "comun" and need[sym(c)] > 0:
                        opts.append(("complete", c))
                    if (
                        kind(c) == "comodin"
                        and not any(kind(s) == "comodin" for s in syms)
                        and missing(code, syms) > 0
                    ):
                        opts.append(("complete", c))
                if syms:
                    opts.append(("discard_code", code))
            for c in C:
                if kind(c) != "comun":
                    continue
                need = Counter(CARDS[c]["code"])
                others = [x for x in C if x != c]
                use = []
                cnt = Counter()
                for x in others:
                    if kind(x) == "comun" and need[sym(x)] - cnt[sym(x)] > 0:
                        use.append(x)
                        cnt[sym(x)] += 1
                m = missing(c, use)
                if m <= 0 and use:
                    opts.append(("lay_code", (c, use)))
            top = pile[-1] if pile else None
            for c in C:
                if kind(c) == "comun" and c not in taken and (top is None or sym(top) != sym(c)):
                    opts.append(("discard", c))
            if n == 2:
                for pos in range(3):
                    if pos != soldier and at(pos) is not None and kind(at(pos)) != "comodin":
                        opts.append(("soldier", pos))
            if not opts:
                break
            a, x = R.choice(opts)
            if a == "take":
                c = at(x)
                ev.append({"turn": turn, "player": p, "action": "take", "card": c})
                C.append(c)
                taken.append(c)
                if x == 2:
                    pile.pop()
                    up = 0
                    while pile and kind(pile[-1]) == "revelar":
                        pile.pop()
                        state["seen"] += 1
                        up += 1
                    if not pile:
                        refill(2)
                    for _ in range(up):
                        reveal_all()
                else:
                    enc[x] = None
                    refill(x)
            elif a == "expose":
                C.remove(x)
                exposed[p] = (x, [])
                ev.append({"turn": turn, "player": p, "action": "expose", "card": x})
            elif a == "complete":
                code, syms = exposed[p]
                C.remove(x)
                syms.append(x)
                ev.append(
                    {"turn": turn, "player": p, "action": "complete", "code": code, "cards": [x]}
                )
                if missing(code, syms) <= 0:
                    hidden[p].append((code, syms))
                    exposed[p] = None
            elif a == "lay_code":
                c, use = x
                C.remove(c)
                for u in use:
                    C.remove(u)
                hidden[p].append((c, use))
                ev.append(
                    {"turn": turn, "player": p, "action": "lay_code", "code": c, "cards": use}
                )
            elif a == "discard":
                C.remove(x)
                pile.append(x)
                ev.append({"turn": turn, "player": p, "action": "discard", "card": x})
            elif a == "discard_code":
                code, syms = exposed[p]
                exposed[p] = None
                score[p] -= CARDS[code]["medal"]
                ev.append({"turn": turn, "player": p, "action": "discard_code", "code": code})
            elif a == "soldier":
                soldier = x
                ev.append({"turn": turn, "player": p, "action": "soldier", "to": x})
        if state["final"]:
            break
        ev.append({"turn": turn, "player": active, "action": "end_turn"})
        active = PL[(PL.index(active) + 1) % np]
    if state["final"]:
        best = max(score.values())
        ws = [p for p in PL if score[p] == best]
        w = ws[0] if len(ws) == 1 else None
        ev.append({"action": "game_end", "scores": dict(score), "winner": w})
    return {
        "format": "juez-match-log",
        "version": 1,
        "game": "codigos",
        "variant": "standard",
        "players": [{"id": p, "name": "N" + p} for p in PL],
        "cardset": "codigos-demo",
        "setup": setup,
        "events": ev,
    }


