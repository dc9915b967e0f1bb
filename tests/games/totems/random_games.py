"""Random legal Tótems games written from the rulebook alone (red team, third round).

Each game deals the 52 Tótems of ``totems-demo``, then plays turns: draw 1, one action
(Reponer, Atacar — again after a won attack, at most twice —, Intercambio, Descarte),
discard down to 6, until Final 1 or Final 2. Ojo and Suma are used, or not, at random
right after the attack or defence that activates them. Juez must find nothing in them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

ABILITIES = {"a": "espada", "b": "escudo", "c": "ojo", "d": "suma"}


def power(card: str) -> int:
    return int(card[1:-1])


def ability(card: str) -> str | None:
    return ABILITIES[card[-1]] if power(card) <= 9 else None


@dataclass
class Place:
    """A defending Tótem: discovered, annulled, ability used, Escudo spent."""

    card: str
    discovered: bool = False
    annulled: bool = False
    used: bool = False
    shield_spent: bool = False


def game(seed: int) -> dict[str, Any]:
    """One whole legal game as a match log."""
    rnd = random.Random(seed)
    cards = [f"t{p}{s}" for p in range(1, 14) for s in "abcd"]
    rnd.shuffle(cards)
    dealt = {"P1": cards[:7], "P2": cards[7:14]}
    deck = cards[14:]
    chosen = {p: rnd.sample(dealt[p], 4) for p in dealt}
    setup = {"deck": list(deck), "hands": {p: list(h) for p, h in dealt.items()},
             "defenders": {p: list(d) for p, d in chosen.items()}}
    hand = {p: [c for c in dealt[p] if c not in chosen[p]] for p in dealt}
    defenders = {p: [Place(c) for c in chosen[p]] for p in dealt}
    events: list[dict[str, Any]] = []
    last_drawer: list[str] = []

    def other(p: str) -> str:
        return "P2" if p == "P1" else "P1"

    def draw(p: str) -> None:
        hand[p].append(deck.pop(0))
        if not deck:
            last_drawer.append(p)

    def use(owner: str, card: str, kind: str, turn: int) -> None:
        if rnd.random() < 0.3:
            return  # optional
        if kind == "suma" and deck:
            events.append({"turn": turn, "player": owner, "action": "ability", "card": card,
                           "kind": "suma"})
            draw(owner)
        elif kind == "ojo":
            hidden = [d for d in defenders[other(owner)] if not d.discovered]
            if hidden:
                place = rnd.choice(hidden)
                events.append({"turn": turn, "player": owner, "action": "ability",
                               "card": card, "kind": "ojo", "target": place.card})
                place.discovered = place.annulled = True

    def attacks(p: str) -> list[tuple[str, str | None, Place]]:
        out: list[tuple[str, str | None, Place]] = []
        for c in hand[p]:
            for d in defenders[other(p)]:
                if not d.discovered or power(c) >= power(d.card):
                    out.append((c, None, d))
                for w in hand[p]:
                    if w != c and "espada" in (ability(c), ability(w)) and (
                            not d.discovered or power(c) + power(w) >= power(d.card)):
                        out.append((c, w, d))
        return out

    winner: str | None = None
    over = False
    p, turn = "P1", 0
    while not over:
        turn += 1
        if deck:
            events.append({"turn": turn, "player": p, "action": "draw"})
            draw(p)
        o = other(p)
        choices: list[str] = []
        if len(defenders[p]) < 4 and hand[p]:
            choices.append("replenish")
        if attacks(p):
            choices += ["attack"] * 3
        if hand[p] and any(not d.discovered for d in defenders[p]):
            choices.append("exchange")
        if hand[p] and deck:
            choices.append("discard_draw")
        if not choices:
            break
        action = rnd.choice(choices)
        if action == "replenish":
            c = rnd.choice(hand[p])
            hand[p].remove(c)
            defenders[p].append(Place(c))
            events.append({"turn": turn, "player": p, "action": "replenish", "card": c})
        elif action == "exchange":
            place = rnd.choice([d for d in defenders[p] if not d.discovered])
            c = rnd.choice(hand[p])
            hand[p].remove(c)
            hand[p].append(place.card)
            events.append({"turn": turn, "player": p, "action": "exchange",
                           "defender": place.card, "card": c})
            place.card = c
        elif action == "discard_draw":
            c = rnd.choice(hand[p])
            hand[p].remove(c)
            events.append({"turn": turn, "player": p, "action": "discard_draw", "card": c})
            draw(p)
        else:
            done = 0
            while attacks(p):
                c, w, place = rnd.choice(attacks(p))
                hand[p].remove(c)
                if w:
                    hand[p].remove(w)
                strength = power(c) + (power(w) if w else 0)
                shield = (ability(place.card) == "escudo" and not place.annulled
                          and not place.shield_spent)
                place.discovered = True
                won = not shield and strength >= power(place.card)
                event = {"turn": turn, "player": p, "action": "attack", "card": c,
                         "target": place.card, "result": "attacker" if won else "defender"}
                if w:
                    event["with"] = w
                events.append(event)
                done += 1
                kind = ability(c)
                if won:
                    defenders[o].remove(place)
                    if not w and defenders[o] and kind in ("ojo", "suma"):
                        use(p, c, kind, turn)
                elif shield:
                    place.shield_spent = place.used = True
                elif not place.used and not place.annulled:
                    place.used = True
                    held = ability(place.card)
                    if held in ("ojo", "suma"):
                        use(o, place.card, held, turn)
                if not defenders[o]:
                    over, winner = True, p
                    break
                if not won or done >= 2:
                    break
                if not hand[p]:
                    if deck:  # no cards left with a second attack open: draw and pass
                        events.append({"turn": turn, "player": p, "action": "draw"})
                        draw(p)
                    break
                if rnd.random() < 0.5:
                    break
        if not over and len(hand[p]) > 6:
            extra = rnd.sample(hand[p], len(hand[p]) - 6)
            for c in extra:
                hand[p].remove(c)
            events.append({"turn": turn, "player": p, "action": "discard", "cards": extra})
        events.append({"turn": turn, "player": p, "action": "end_turn"})
        if not over and not deck and last_drawer and last_drawer[-1] == p:
            over = True
            score = {q: (len(defenders[q]), sum(power(d.card) for d in defenders[q]))
                     for q in defenders}
            winner = None if score["P1"] == score["P2"] else max(score, key=score.__getitem__)
        p = o
    events.append({"action": "game_end", "winner": winner, "reason": "fin"})
    return {"format": "juez-match-log", "version": 1, "game": "totems", "variant": "standard",
            "players": [{"id": "P1", "name": "Ana"}, {"id": "P2", "name": "Luis"}],
            "cardset": "totems-demo", "setup": setup, "events": events}
