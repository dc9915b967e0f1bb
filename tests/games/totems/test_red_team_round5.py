"""Tótems: red-team logs of the fifth round, written from the rulebook (totems.md) and the
contract before running Juez.

A small bookkeeper (:class:`Table`) keeps the shared deck, the hands and the defenders so that
every event names a card where it really is; it knows no rule: every outcome (who wins an
attack, what is flagged) is written by hand from the rulebook. Where Juez disagrees the test
keeps the rulebook's verdict and is marked ``xfail(strict)``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.support.games import replay_of

CLEAN = Path(__file__).parents[1] / "contract_logs" / "totems" / "clean_01.json"
CARDS: dict[str, Any] = json.loads(CLEAN.read_text("utf-8"))["cards"]


class Table:
    """A Tótems log being written: the deck top first, hands, defenders, and the flags due."""

    def __init__(self, hands: dict[str, list[str]], defenders: dict[str, list[str]],
                 deck_head: list[str]) -> None:
        used = {c for h in hands.values() for c in h} | set(deck_head)
        rest = [c for c in CARDS if c not in used]
        self.deck = list(deck_head) + rest
        self.setup = {"deck": list(self.deck), "hands": {p: list(h) for p, h in hands.items()},
                      "defenders": {p: list(d) for p, d in defenders.items()}}
        self.hand = {p: [c for c in h if c not in defenders[p]] for p, h in hands.items()}
        self.defenders = {p: list(d) for p, d in defenders.items()}
        self.events: list[dict[str, Any]] = []
        self.turn_no = 0
        self.active = "P1"
        self.expected: list[tuple[int, str]] = []

    def ev(self, action: str, player: str | None = None, **args: Any) -> None:
        event: dict[str, Any] = {"turn": self.turn_no, "player": player or self.active,
                                 "action": action}
        event.update(args)
        self.events.append(event)

    def flag(self, section: str) -> None:
        """The event just written must be flagged under ``section`` (``a|b``: either)."""
        self.expected.append((len(self.events), section))

    # --- bookkeeping actions --------------------------------------------------------------
    def start(self, player: str, draw: bool = True) -> None:
        self.turn_no += 1
        self.active = player
        if draw:
            self.hand[player].append(self.deck.pop(0))
            self.ev("draw")

    def discard_draw(self, card: str) -> None:
        self.hand[self.active].remove(card)
        self.hand[self.active].append(self.deck.pop(0))
        self.ev("discard_draw", card=card)

    def suma(self, player: str, card: str) -> None:
        self.hand[player].append(self.deck.pop(0))
        self.ev("ability", player, card=card, kind="suma")

    def attack(self, card: str, target: str, wins: bool, with_: str | None = None,
               result: bool = False) -> None:
        args: dict[str, Any] = {"card": card, "target": target}
        if with_:
            args["with"] = with_
            self.hand[self.active].remove(with_)
        if result:
            args["result"] = "attacker" if wins else "defender"
        self.hand[self.active].remove(card)
        if wins:
            rival = next(p for p in self.defenders if p != self.active)
            self.defenders[rival].remove(target)
        self.ev("attack", **args)

    def replenish(self, card: str) -> None:
        if card in self.hand[self.active]:
            self.hand[self.active].remove(card)
        self.defenders[self.active].append(card)
        self.ev("replenish", card=card)

    def exchange(self, defender: str, card: str) -> None:
        defs = self.defenders[self.active]
        if defender in defs and card in self.hand[self.active]:
            defs[defs.index(defender)] = card
            self.hand[self.active][self.hand[self.active].index(card)] = defender
        self.ev("exchange", defender=defender, card=card)

    def end(self) -> None:
        hand = self.hand[self.active]
        if len(hand) > 6:
            out = hand[6:]
            del hand[6:]
            self.ev("discard", cards=out)
        self.ev("end_turn")

    def burn(self, player: str, keep: str) -> None:
        """A whole turn that draws and uses Descarte on a card other than ``keep``."""
        self.start(player)
        newest = self.hand[player][-1]
        self.discard_draw(newest if newest != keep else self.hand[player][-2])
        self.end()

    # --- output -----------------------------------------------------------------------------
    def log(self) -> dict[str, Any]:
        return {"format": "juez-match-log", "version": 1, "game": "totems",
                "variant": "standard",
                "players": [{"id": "P1", "name": "Lucía"}, {"id": "P2", "name": "Diego"}],
                "cards": CARDS, "setup": self.setup, "events": self.events}


def check(t: Table) -> None:
    got = [(v.seq, v.section) for v in replay_of(t.log()).violations]
    unused = list(got)
    missing = []
    for seq, section in t.expected:
        hit = next((g for g in unused if g[0] == seq and g[1] in section.split("|")), None)
        if hit is None:
            missing.append((seq, section))
        else:
            unused.remove(hit)
    assert not missing and not unused, f"missing {missing}, unexpected {unused}"


HANDS = {"P1": ["13b", "3-escudo", "10b", "6-ojo", "1-ojo", "10c", "5-suma"],
         "P2": ["3-suma", "9-suma", "2-escudo", "8-escudo", "13d", "11d", "4-suma"]}
DEFENDERS = {"P1": ["10c", "6-ojo", "5-suma", "3-escudo"],
             "P2": ["3-suma", "2-escudo", "8-escudo", "11d"]}


def _near_the_end(left: int) -> Table:
    """Both players burn turns (draw + Descarte) until ``left`` cards remain in the deck at
    the start of one of P1's turns (P2 just ended its turn)."""
    t = Table(HANDS, DEFENDERS, [])
    player = "P1"
    while len(t.deck) > left or player != "P1":
        t.burn(player, keep="13b" if player == "P1" else "13d")
        player = "P2" if player == "P1" else "P1"
    return t


# =============================================================================================
# FINAL 2 — "El jugador que robe la última carta del mazo, jugará el último turno": the last
# card drawn in the middle of a turn. Reading (as the repo's contract logs read the draw at the
# start of a turn): the turn in which a player draws the last card is that player's last turn,
# played out; a Suma of the defender drawing it in the rival's turn gives the defender the
# last turn.
# =============================================================================================
def test_descarte_draws_the_last_card_and_that_turn_is_the_last() -> None:
    t = _near_the_end(2)
    t.start("P1")                         # 1 left
    t.discard_draw("1-ojo")               # P1 draws the last card: this is the last turn
    t.end()
    t.ev("game_end", winner=None, reason="mazo agotado")   # 4 defenders each: powers decide
    t.events[-1]["winner"] = _final2_winner(t)
    check(t)


def test_after_descarte_took_the_last_card_the_rival_plays_no_turn() -> None:
    t = _near_the_end(2)
    t.start("P1")
    t.discard_draw("1-ojo")
    t.end()
    t.start("P2", draw=False)
    t.exchange("11d", "13d")
    t.flag("fin-de-la-partida")
    check(t)


def test_a_defending_suma_draws_the_last_card_and_the_defender_plays_last() -> None:
    t = _near_the_end(2)
    t.start("P1")                         # 1 left
    t.attack("1-ojo", "3-suma", wins=False)   # 3-suma discovered, defends with success
    t.suma("P2", "3-suma")                # P2 draws the last card in P1's turn
    t.end()
    t.start("P2", draw=False)             # the last turn: no card to draw
    t.exchange("11d", "13d")
    t.end()
    t.ev("game_end", winner=None, reason="mazo agotado")
    t.events[-1]["winner"] = _final2_winner(t)
    check(t)


def test_after_the_defenders_last_turn_the_attacker_plays_no_more() -> None:
    t = _near_the_end(2)
    t.start("P1")
    t.attack("1-ojo", "3-suma", wins=False)
    t.suma("P2", "3-suma")
    t.end()
    t.start("P2", draw=False)
    t.exchange("11d", "13d")
    t.end()
    t.start("P1", draw=False)
    t.exchange("10c", "13b")
    t.flag("fin-de-la-partida")
    check(t)


def _final2_winner(t: Table) -> str | None:
    """FINAL 2 by hand: more defenders wins; equal counts, the higher sum of powers; else a
    draw."""
    counts = {p: len(d) for p, d in t.defenders.items()}
    if counts["P1"] != counts["P2"]:
        return max(counts, key=lambda p: counts[p])
    sums = {p: sum(CARDS[c]["power"] for c in d) for p, d in t.defenders.items()}
    if sums["P1"] == sums["P2"]:
        return None
    return max(sums, key=lambda p: sums[p])


# =============================================================================================
# EL ESCUDO — "tiene inmunidad contra el primer ataque, sea cual sea el nivel de poder"; a
# weaker attacker is that first attack ("activa su habilidad (si la tiene) solo la primera vez
# que es atacada"), so a later, stronger attack defeats it
# =============================================================================================
def _escudo_attacked_by_a_weaker_totem() -> Table:
    t = Table(HANDS, DEFENDERS, ["9-ojo", "12a", "7-suma", "12b"])
    t.start("P1")                                     # draws 9-ojo
    t.attack("1-ojo", "8-escudo", wins=False, result=True)   # 1 < 8: P1's Tótem discarded
    t.end()
    t.start("P2")                                     # draws 12a
    t.discard_draw("12a")                             # draws 7-suma
    t.end()
    return t


def test_escudo_spent_on_a_weaker_attack_falls_to_a_stronger_one() -> None:
    t = _escudo_attacked_by_a_weaker_totem()
    t.start("P1")                                     # draws 12b
    t.attack("9-ojo", "8-escudo", wins=True, result=True)   # 9 >= 8, the Escudo is spent
    t.end()
    check(t)


def test_escudo_spent_the_stronger_attack_cannot_be_called_held() -> None:
    t = _escudo_attacked_by_a_weaker_totem()
    t.start("P1")
    t.attack("9-ojo", "8-escudo", wins=False, result=True)
    t.flag("atacar|escudo")
    check(t)


# =============================================================================================
# LA ESPADA — a lost attack: "el Tótem que ataca se descarta"; the partner played with it was
# part of the attack and goes with it; it is no longer in the hand
# =============================================================================================
def _espada_loses() -> Table:
    hands = {"P1": ["13b", "3-espada", "10b", "6-ojo", "4-suma", "10c", "5-suma"],
             "P2": ["3-suma", "9-suma", "2-escudo", "8-escudo", "13d", "12c", "4-ojo"]}
    defenders = {"P1": ["10c", "6-ojo", "5-suma", "10b"],
                 "P2": ["3-suma", "2-escudo", "8-escudo", "12c"]}
    t = Table(hands, defenders, ["1-ojo", "2-ojo", "3-ojo", "5-ojo"])
    t.start("P1")
    t.attack("3-espada", "12c", wins=False, with_="4-suma")    # 3 + 4 = 7 < 12
    t.end()
    t.start("P2")
    t.discard_draw("1-ojo" if "1-ojo" in t.hand["P2"] else t.hand["P2"][0])
    t.end()
    return t


def test_espada_partner_of_a_lost_attack_is_gone_from_the_hand() -> None:
    t = _espada_loses()
    t.start("P1")
    t.exchange("10b", "4-suma")
    t.flag("intercambio|espada|atacar")
    check(t)


def test_after_a_lost_espada_attack_the_hand_still_plays() -> None:
    t = _espada_loses()
    t.start("P1")
    t.exchange("10b", "13b")
    t.end()
    check(t)


def test_no_second_attack_after_a_lost_espada_attack() -> None:
    hands = {"P1": ["13b", "3-espada", "10b", "6-ojo", "4-suma", "10c", "5-suma"],
             "P2": ["3-suma", "9-suma", "2-escudo", "8-escudo", "13d", "12c", "4-ojo"]}
    defenders = {"P1": ["10c", "6-ojo", "5-suma", "10b"],
                 "P2": ["3-suma", "2-escudo", "8-escudo", "12c"]}
    t = Table(hands, defenders, ["1-ojo"])
    t.start("P1")
    t.attack("3-espada", "12c", wins=False, with_="4-suma")
    t.attack("13b", "3-suma", wins=True)
    t.flag("atacar")
    check(t)


# =============================================================================================
# ATACAR — "Cuando el jugador que ataca gana el ataque, tiene la opción de volver a atacar una
# vez más o pasar turno": after a won attack the turn's one action was the attack
# =============================================================================================
def test_descarte_after_a_won_attack() -> None:
    t = Table(HANDS, DEFENDERS, ["12a", "12b"])
    t.start("P1")                                  # draws 12a
    t.attack("12a", "3-suma", wins=True)           # 12 >= 3: both discarded
    t.discard_draw("1-ojo")
    t.flag("turno|atacar|descarte")
    check(t)


def test_second_attack_after_a_won_attack() -> None:
    t = Table(HANDS, DEFENDERS, ["12a"])
    t.start("P1")
    t.attack("12a", "3-suma", wins=True)
    t.attack("13b", "11d", wins=True)              # the second and last attack
    t.end()
    check(t)


# =============================================================================================
# EL OJO — "puede descubrir un Tótem que esté defendiendo al jugador oponente, cuando ataca o
# defiende con éxito": a defending Ojo, in the rival's turn, discovers one of the attacker's
# defenders; HABILIDADES "se activan una única vez"
# =============================================================================================
def _ojo_defends() -> Table:
    hands = {"P1": ["13b", "3-escudo", "10b", "2-ojo", "1-ojo", "10c", "5-suma"],
             "P2": ["3-suma", "9-suma", "2-escudo", "8-ojo", "13d", "11d", "4-suma"]}
    defenders = {"P1": ["10c", "2-ojo", "5-suma", "3-escudo"],
                 "P2": ["3-suma", "2-escudo", "8-ojo", "11d"]}
    t = Table(hands, defenders, ["1-suma", "1-espada", "4-ojo", "4-espada"])
    t.start("P1")                                  # draws 1-suma
    t.attack("1-ojo", "8-ojo", wins=False)         # 1 < 8: the Ojo defends with success
    t.ev("ability", "P2", card="8-ojo", kind="ojo", target="10c")
    t.end()
    return t


def test_defending_ojo_discovers_an_attackers_defender() -> None:
    check(_ojo_defends())


def test_ojo_that_already_defended_does_not_activate_again() -> None:
    t = _ojo_defends()
    t.start("P2")                                  # draws 1-espada
    t.discard_draw("1-espada")                     # draws 4-ojo
    t.end()
    t.start("P1")                                  # draws 4-espada
    t.attack("1-suma", "8-ojo", wins=False)        # discovered: 1 < 8 is not allowed either
    t.flag("atacar")
    check(t)


# =============================================================================================
# LA ESPADA — "La habilidad del otro Tótem con el que se une, queda anulada": the partner's
# Suma does not draw after a won attack
# =============================================================================================
def test_espada_partners_suma_is_annulled_after_a_won_attack() -> None:
    hands = {"P1": ["13b", "3-espada", "10b", "6-ojo", "4-suma", "10c", "5-suma"],
             "P2": ["3-suma", "9-suma", "2-escudo", "8-escudo", "13d", "12c", "4-ojo"]}
    defenders = {"P1": ["10c", "6-ojo", "5-suma", "10b"],
                 "P2": ["3-suma", "2-escudo", "8-escudo", "12c"]}
    t = Table(hands, defenders, ["1-ojo", "2-ojo"])
    t.start("P1")
    t.attack("3-espada", "3-suma", wins=True, with_="4-suma")   # 3 + 4 = 7 >= 3
    t.suma("P1", "4-suma")
    t.flag("espada|suma")
    check(t)
