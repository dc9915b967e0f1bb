"""Kódem multiplayer (8.1 jungla, cazador, manada) and long games, from the spec alone.

The logs are written here from match-log.md ("kodem", "kodem multiplayer (8.1)")
and the rulebook (8.1, 5, 5.3), with the log's own card definitions (no card
set), the way a scorekeeper of another club would write them. Every test says
which rule it checks; the expected flags were decided from the text, never
from the program's output.

Cards: ``k*`` are Adendei with damage 6 and ``rest`` 0 (one hit sends a card
to Extinción and the attacker can attack again next turn); ``w*`` deal 1
point with ``rest`` 0. Each player owns copies named ``P2-k3:k3`` and so on.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.cli import main
from judge_app.games.loading import parse_log
from judge_app.replay import Replay
from tests.support.kodem import flag_keys

SLOTS = ("M1", "M2", "M3")


def definitions() -> dict[str, dict[str, Any]]:
    cards: dict[str, dict[str, Any]] = {}
    for i in range(12):
        cards[f"k{i}"] = {"name": f"Kaan {i}", "type": "adendei", "damage": 6, "rest": 0,
                          "energy": ["pirica"]}
    for i in range(8):
        cards[f"w{i}"] = {"name": f"Wayak {i}", "type": "adendei", "damage": 1, "rest": 0,
                          "energy": ["acuatica"]}
    cards["guard"] = {"name": "Guardián del Cenote", "type": "protector", "damage": 1,
                      "rest": 0}
    return cards


# Each side: M1 = a w (1-damage attacker), M2/M3 and the Mazo = k cards (6 damage).
MAIN = ["w0", "k0", "k1"]
DECK = ["k2", "k3", "k4", "k5", "k6", "k7", "k8", "k9", "k10", "k11",
        "w1", "w2", "w3", "w4", "w5"]


class MP:
    """A multiplayer Kódem log written event by event; tracks Mazo and slots to log legally."""

    def __init__(self, players: list[str], variant: str, **setup_extra: Any) -> None:
        self.players = players
        self.variant = variant
        self.events: list[dict[str, Any]] = []
        self.turn_no = 0
        self.active = ""
        self.main: dict[str, list[str]] = {p: [f"{p}-{d}" for d in MAIN] for p in players}
        self.deck: dict[str, list[str]] = {p: [f"{p}-{d}" for d in DECK] for p in players}
        self.revealed: set[str] = set()
        self.setup: dict[str, Any] = {
            p: {"protectors": [f"{p}-guard:guard"],
                "main": [f"{p}-{d}:{d}" for d in MAIN],
                "deck": [f"{p}-{d}:{d}" for d in DECK],
                "bio": None, "equipment": [], "tokens": []}
            for p in players}
        self.setup.update(setup_extra)

    def ev(self, action: str, player: str | None = None, **args: Any) -> int:
        event: dict[str, Any] = {"turn": self.turn_no, "player": player or self.active,
                                 "action": action, **args}
        self.events.append(event)
        return len(self.events)

    def turn(self, player: str, rival: str | None) -> int:
        self.turn_no += 1
        self.active = player
        args = {"rival": rival} if rival is not None else {}
        return self.ev("turn", player, **args)

    def reveal(self, card: str) -> None:
        if card not in self.revealed:
            self.ev("reveal", card=card)
            self.revealed.add(card)

    def quiet_turn(self, player: str, rival: str) -> int:
        """Turn, Previa, Pasar turno."""
        seq = self.turn(player, rival)
        self.ev("phase", phase="previa")
        self.ev("pass")
        return seq

    def attack_turn(self, player: str, rival: str, attacker_slot: int, target_slot: int,
                    *, lethal: bool, replace: bool = True) -> int:
        """A full turn: reveal, attack, resolve, Post (Extinción + 5.3 replacement), Fin.

        Returns the seq of the ``attack`` event.
        """
        self.turn(player, rival)
        self.ev("phase", phase="previa")
        attacker = self.main[player][attacker_slot]
        self.reveal(attacker)
        self.ev("phase", phase="batalla")
        target = self.main[rival][target_slot]
        damage = 6 if "-k" in attacker else 1
        seq = self.ev("attack", card=attacker, targets=[target], damage=damage)
        self.ev("damage", target=target, amount=damage, kind="attack", source=attacker)
        self.ev("phase", phase="post")
        if lethal:
            self.ev("extinct", rival, card=target, reason="life")
            self.revealed.discard(target)
            if replace:
                top = self.deck[rival][:3]
                chosen = top[0]
                self.ev("replace", rival, slot=SLOTS[target_slot], drawn=top, chosen=chosen,
                        hidden=True)
                del self.deck[rival][:3]
                self.deck[rival].extend(top[1:])
                self.main[rival][target_slot] = chosen
            else:
                self.main[rival][target_slot] = ""
        self.ev("phase", phase="fin")
        return seq

    def end(self, winner: str, reason: str = "victoria") -> int:
        return self.ev("game_end", self.active, winner=winner, reason=reason)

    def log(self) -> dict[str, Any]:
        return {"format": "juez-match-log", "version": 1, "game": "kodem",
                "variant": self.variant,
                "event": {"name": "Liga de la Selva", "round": 1, "table": 4},
                "players": [{"id": p, "name": f"Jugador {p}"} for p in self.players],
                "cards": definitions(), "setup": self.setup, "events": self.events}

    def replay(self) -> Replay:
        return Replay(parse_log(json.dumps(self.log()), "mp.json"))


def flags(replay: Replay) -> list[tuple[int, str | None, str, str]]:
    return flag_keys(replay.violations)


def kill_round(m: MP, killer: str, victim: str, others: list[str], others_rival: str,
               *, replace: bool = True) -> None:
    """``killer`` sends one of ``victim``'s cards to Extinción; the others hit ``others_rival``."""
    m.attack_turn(killer, victim, 1, 1, lethal=True, replace=replace)
    for p in others:
        m.attack_turn(p, others_rival if others_rival != p else killer, 0, 2, lethal=False)


# --- jungla -----------------------------------------------------------------------------
def jungla_until_p2_out() -> MP:
    """P1 kills one P2 card a round; P2 and P3 scratch P3 / P1 (1 point at a time).

    Rounds 1-6: P1 → P2 (k, lethal), P2 → P3 (w, 1 point), P3 → P1 (w, 1 point).
    After the 6th Extinción P2 is out (8.1 jungla a).
    """
    m = MP(["P1", "P2", "P3"], "jungla")
    for rnd in range(6):
        m.attack_turn("P1", "P2", 1, 1, lethal=True, replace=rnd < 5)
        if rnd < 5:
            # P2 hits a different P3 card each round (at most 2 points on any of them).
            m.attack_turn("P2", "P3", 0, rnd % 3, lethal=False)
            m.attack_turn("P3", "P1", 0, (rnd % 2) + 1, lethal=False)
    return m


def test_jungla_long_clean_game_has_no_flags() -> None:
    """Five full rounds of three players, every turn with a rival, attacks and replacements."""
    m = MP(["P1", "P2", "P3"], "jungla")
    for rnd in range(5):
        m.attack_turn("P1", "P2", 1, 1, lethal=True)
        m.attack_turn("P2", "P3", 0, rnd % 3, lethal=False)
        m.attack_turn("P3", "P1", 0, rnd % 3, lethal=False)
    r = m.replay()
    assert flags(r) == []
    state = r.state_json(len(r))
    assert state["players"]["P2"]["out"] is False


def test_jungla_six_in_extincion_puts_a_player_out() -> None:
    """8.1 jungla a): 6 cards in Extinción → out; their cards leave play; no more turns."""
    m = jungla_until_p2_out()
    r = m.replay()
    assert flags(r) == []
    final = r.final_state
    assert final.sides["P2"].out
    assert final.extinction_count("P2") == 6
    # Their cards leave play: nothing of P2 remains on the field.
    side = final.sides["P2"]
    assert side.protector is None and all(s is None for s in side.main)
    # The turn after P1's is P3's (P2 is skipped): a clean turn for P3.
    m.attack_turn("P3", "P1", 0, 1, lethal=False)
    assert flags(m.replay()) == []


def test_jungla_turn_of_an_eliminated_player_is_flagged() -> None:
    m = jungla_until_p2_out()
    seq = m.turn("P2", "P3")
    r = m.replay()
    assert (seq, "P2", "8.1", "error") in flags(r)


def test_jungla_choosing_an_eliminated_rival_is_flagged() -> None:
    m = jungla_until_p2_out()
    m.attack_turn("P3", "P1", 0, 1, lethal=False)
    seq = m.turn("P1", "P2")
    assert (seq, "P1", "8.1", "error") in flags(m.replay())


def test_jungla_last_standing_wins_and_early_claim_is_flagged() -> None:
    m = jungla_until_p2_out()
    early = m.end("P1", "último en pie")
    r = m.replay()
    assert [f for f in flags(r) if f[0] == early] == [(early, "P1", "8.1", "error")]

    m = jungla_until_p2_out()
    # P1 and P3 alone: P1 kills a P3 card each of its turns, P3 passes.
    for rnd in range(6):
        m.quiet_turn("P3", "P1")
        m.attack_turn("P1", "P3", 1, 1, lethal=True, replace=rnd < 5)
    end = m.end("P1", "último en pie")
    r = m.replay()
    assert flags(r) == [], flags(r)
    assert r.final_state.sides["P3"].out
    assert r.event(end).action == "game_end"


def test_jungla_attack_on_a_player_other_than_the_rival() -> None:
    """8.1 Reglas Generales 2: every attack of the turn involves only the chosen rival."""
    m = MP(["P1", "P2", "P3"], "jungla")
    m.turn("P1", "P3")
    m.ev("phase", phase="previa")
    m.reveal("P1-k0")
    m.ev("phase", phase="batalla")
    seq = m.ev("attack", card="P1-k0", targets=["P2-k0"], damage=6)
    found = flags(m.replay())
    assert [f[:3] for f in found] == [(seq, "P1", "8.1")]


def test_multiplayer_turn_without_rival_is_flagged() -> None:
    """8.1: "Al comienzo de cada turno, el jugador en turno elige un jugador rival"."""
    m = MP(["P1", "P2", "P3"], "jungla")
    seq = m.turn("P1", None)
    assert flags(m.replay()) == [(seq, "P1", "8.1", "error")]


def test_multiplayer_turn_order_is_the_order_of_players() -> None:
    m = MP(["P1", "P2", "P3"], "jungla")
    m.quiet_turn("P1", "P2")
    seq = m.quiet_turn("P3", "P1")
    assert (seq, "P3", "8.1", "error") in flags(m.replay())


def test_multiplayer_player_count_3_to_8() -> None:
    m = MP(["P1", "P2"], "jungla")
    m.quiet_turn("P1", "P2")
    assert (0, None, "8.1", "error") in flags(m.replay())
    players = [f"P{i}" for i in range(1, 10)]
    m = MP(players, "jungla")
    assert (0, None, "8.1", "error") in flags(m.replay())
    m = MP([f"P{i}" for i in range(1, 9)], "jungla")
    for i in range(1, 9):
        m.quiet_turn(f"P{i}", f"P{i % 8 + 1}")
    assert flags(m.replay()) == []


# --- cazador ----------------------------------------------------------------------------
def test_cazador_target_count_claims() -> None:
    """8.1 cazador: the first to send the agreed number of rival cards to Extinción wins."""
    m = MP(["P1", "P2", "P3"], "cazador", target_count=3)
    m.attack_turn("P1", "P2", 1, 1, lethal=True)
    m.quiet_turn("P2", "P3")
    m.quiet_turn("P3", "P2")
    m.attack_turn("P1", "P3", 1, 1, lethal=True)
    m.quiet_turn("P2", "P1")
    m.quiet_turn("P3", "P1")
    early = m.end("P1", "cazador")  # logged in P3's turn, by P3
    r = m.replay()
    assert flags(r) == [(early, "P3", "8.1", "error")]
    m.events.pop()
    m.attack_turn("P1", "P2", 1, 2, lethal=True)
    end = m.end("P1", "cazador")
    r = m.replay()
    assert flags(r) == [], flags(r)
    assert r.event(end).action == "game_end"


def test_cazador_cards_the_winner_did_not_send_do_not_count() -> None:
    """P2's own cards sent by P3 do not make P1 the hunter who reached the count."""
    m = MP(["P1", "P2", "P3"], "cazador", target_count=2)
    m.attack_turn("P1", "P2", 1, 1, lethal=True)
    m.quiet_turn("P2", "P1")
    m.attack_turn("P3", "P2", 1, 2, lethal=True)
    end = m.end("P1", "cazador")
    assert flags(m.replay()) == [(end, "P3", "8.1", "error")]


def test_cazador_without_target_count_is_a_setup_problem() -> None:
    m = MP(["P1", "P2", "P3"], "cazador")
    m.quiet_turn("P1", "P2")
    assert (0, None, "8.1", "error") in flags(m.replay())


# --- manada -----------------------------------------------------------------------------
def manada() -> MP:
    return MP(["P1", "P2", "P3", "P4"], "manada", teams=[["P1", "P3"], ["P2", "P4"]],
              target_count=4)


def test_manada_shared_extincion_count() -> None:
    """8.1 manada: a team shares its Extinción; 2 of P2 + 2 of P4 reach the agreed 4."""
    m = manada()
    for rnd in range(2):
        m.attack_turn("P1", "P2", 1, 1 + rnd, lethal=True)
        m.attack_turn("P2", "P3", 0, rnd, lethal=False)
        m.attack_turn("P3", "P4", 1, 1 + rnd, lethal=True)
        m.attack_turn("P4", "P1", 0, rnd, lethal=False)
    end = m.end("P3", "manada")
    r = m.replay()
    assert flags(r) == [], flags(r)
    assert r.final_state.extinction_count("P2") + r.final_state.extinction_count("P4") == 4
    assert r.event(end).action == "game_end"


def test_manada_claim_short_of_the_count_is_flagged() -> None:
    m = manada()
    m.attack_turn("P1", "P2", 1, 1, lethal=True)
    m.quiet_turn("P2", "P1")
    m.attack_turn("P3", "P4", 1, 1, lethal=True)
    m.quiet_turn("P4", "P1")
    m.attack_turn("P1", "P4", 1, 2, lethal=True)
    end = m.end("P1", "manada")
    assert flags(m.replay()) == [(end, "P1", "8.1", "error")]


def test_manada_teammate_as_rival_is_flagged() -> None:
    m = manada()
    seq = m.turn("P1", "P3")
    assert (seq, "P1", "8.1", "error") in flags(m.replay())


def test_manada_unequal_teams_are_a_setup_problem() -> None:
    m = MP(["P1", "P2", "P3"], "manada", teams=[["P1", "P3"], ["P2"]], target_count=3)
    m.quiet_turn("P1", "P2")
    assert (0, None, "8.1", "error") in flags(m.replay())


# --- extended: a long clean game and its claims ------------------------------------------
def extended_log(main_defs: tuple[str, str, str] = ("w0", "k0", "k1")) -> MP:
    """Two players, extended format: 50 cards, three copies of most Adendei (8.2)."""
    m = MP(["P1", "P2"], "extended")
    for p in ("P1", "P2"):
        pile = [f"{p}-{d}-{n}:{d}" for d in [*(f"k{i}" for i in range(12)),
                                               *(f"w{i}" for i in range(5))]
                for n in range(3)][:50]
        main = [f"{p}-{d}-0:{d}" if i != 2 or main_defs[2] != main_defs[1]
                else f"{p}-{d}-1:{d}" for i, d in enumerate(main_defs)]
        rest = [c for c in pile if c not in main]
        m.setup[p]["main"] = main
        m.setup[p]["deck"] = rest
        m.main[p] = [c.split(":")[0] for c in main]
        m.deck[p] = [c.split(":")[0] for c in rest]
    return m


def test_extended_long_clean_game_and_victory() -> None:
    """8.2: 50 cards, three copies; P1 sends 10 of P2's cards to Extinción and wins."""
    m = extended_log()
    for rnd in range(9):
        m.attack_turn("P1", "P2", 1, 1, lethal=True)
        m.attack_turn("P2", "P1", 0, rnd % 3, lethal=False)  # 3 points at most on a card
    early = m.end("P1", "10 cartas en Extinción")
    assert flags(m.replay()) == [(early, "P2", "8.2", "error")]
    m.events.pop()
    m.attack_turn("P1", "P2", 1, 1, lethal=True)
    m.end("P1", "10 cartas en Extinción")
    r = m.replay()
    assert flags(r) == [], flags(r)
    assert r.final_state.extinction_count("P2") == 10


def test_extended_three_same_name_win() -> None:
    """8.2 c): three rival cards with the same name in Extinción win the game."""
    m = extended_log(("w0", "k0", "k0"))  # P2: M2 = k0 copy 0, M3 = k0 copy 1, Mazo top k0-2
    assert m.deck["P2"][0] == "P2-k0-2"
    m.attack_turn("P1", "P2", 1, 1, lethal=True)   # k0-0 out, k0-2 comes in M2
    m.quiet_turn("P2", "P1")
    m.attack_turn("P1", "P2", 1, 2, lethal=True)   # k0-1 out
    m.quiet_turn("P2", "P1")
    two = m.end("P1", "mismo nombre")
    assert flags(m.replay()) == [(two, "P2", "8.2", "error")]
    m.events.pop()
    m.attack_turn("P1", "P2", 1, 1, lethal=True)   # k0-2 out: three "Kaan 0"
    m.end("P1", "mismo nombre")
    r = m.replay()
    assert flags(r) == [], flags(r)


def test_cli_check_on_a_jungla_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    m = jungla_until_p2_out()
    seq = m.turn("P2", "P3")
    path = tmp_path / "jungla.json"
    path.write_text(json.dumps(m.log(), ensure_ascii=False), encoding="utf-8")
    code = main(["check", str(path), "--json"])
    out, err = capsys.readouterr()
    assert code == 1 and err == ""
    data = json.loads(out)
    assert data["game"] == "kodem" and data["events"] == len(m.events)
    assert {(v["seq"], v["section"]) for v in data["violations"]} >= {(seq, "8.1")}
