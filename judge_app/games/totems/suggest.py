"""Tótems' offers to the recorder: the plausible next events of the turn, in words.

A turn is: draw 1, one action (attack a rival defender, replenish, exchange, or
discard and draw), a second attack only after a won one, the abilities that the
last attack or defence left pending (Ojo, Suma), the hand limit, end of turn.
For an attack on each rival defender the hand card offered is the weakest one
that beats it (else the strongest). Read from the rules module, never changed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from typing_extensions import override

from judge_app.games.totems.deck import DEALT, DEFENDERS
from judge_app.games.totems.rules import HAND_LIMIT, Totems
from judge_app.games.totems.state import TotemsState
from judge_app.logs.errors import LogError
from judge_app.logs.loader import MatchLog
from judge_app.recording.hooks import EndTurnRecorder, Suggestion

ABILITY_ES = {"ojo": "Ojo", "suma": "Suma", "espada": "Espada", "escudo": "Escudo"}


def _p(state: TotemsState, card: str) -> str:
    return f"{card} ({state.power(card)})"


class TotemsRecorder(EndTurnRecorder):
    """The recorder hooks of Tótems."""

    shared_table = True

    @override
    def setup_from_decks(self, decks: Sequence[Mapping[str, Any]], players: Sequence[str],
                         variant: str) -> dict[str, Any]:
        """One deck file for the table: the box, top first (a deck-check file).

        Its ``hands`` and ``defenders``, when given, are the deal as it happened. Without
        ``hands``, 7 cards are dealt to each player from the top, player by player in turn
        order; without ``defenders``, the first 4 of each hand defend (match-log.md has
        the players choose them: record their choice in the file when it matters).
        """
        if len(decks) != 1:
            raise LogError("<decks>", "$", "Tótems is dealt from one box: give one deck file "
                           f"for the table, not {len(decks)}")
        block = dict(decks[0])
        pile = list(block.get("deck") or [])
        hands = block.get("hands")
        if not isinstance(hands, dict):
            hands = {}
            for player in players:
                hands[player], pile = pile[:DEALT], pile[DEALT:]
        defenders = block.get("defenders")
        if not isinstance(defenders, dict):
            defenders = {p: [str(c).partition(":")[0] for c in hand[:DEFENDERS]]
                         for p, hand in hands.items()}
        return {**block, "deck": pile, "hands": hands, "defenders": defenders}

    @override
    def suggest(self, state: Any, log: MatchLog) -> list[Suggestion]:
        s: TotemsState = state
        out: list[Suggestion] = []
        decided, winner = Totems.final_winner(s)
        if decided and not s.ended:
            who = log.player_name(winner) if winner else None
            out.append(Suggestion({"action": "game_end", "winner": winner,
                                   "reason": "final"},
                                  f"Fin de la partida: gana {who}" if who else "Fin: empate",
                                  f"Game over: {who} wins" if who else "Game over: a draw",
                                  "game_end"))
            return out
        if s.ended:
            return out
        if s.active is None or s.phase == "fin":
            player = (s.players[0] if s.active is None
                      else s.players[(s.players.index(s.active) + 1) % len(s.players)])
            out.append(Suggestion({"action": "draw", "player": player},
                                  f"Turno de {log.player_name(player)}: roba 1",
                                  f"{log.player_name(player)}'s turn: draws 1", "draw"))
            return out
        player = s.active
        for owner, card, kind in s.pending:
            if kind == "ojo":
                for rival, zone in s.defenders.items():
                    for d in zone:
                        if rival != owner and not d.discovered:
                            out.append(Suggestion(
                                {"action": "ability", "player": owner, "card": card,
                                 "kind": "ojo", "target": d.instance},
                                f"Ojo de {card}: descubre {d.instance}",
                                f"{card}'s Ojo: discovers {d.instance}", "ability"))
            else:
                out.append(Suggestion({"action": "ability", "player": owner, "card": card,
                                       "kind": kind},
                                      f"{ABILITY_ES.get(kind, kind)} de {card}",
                                      f"{card}'s {kind}", "ability"))
        if not s.drew:
            out.append(Suggestion({"action": "draw", "player": player}, "Roba 1", "Draws 1",
                                  "draw"))
            return out
        hand = list(s.hands[player])
        can_attack = s.actions == 0 or (s.attacks == 1 and bool(s.last_attack_won)
                                        and not s.extra_draw_used)
        if can_attack and hand:
            for rival, zone in s.defenders.items():
                if rival == player:
                    continue
                for d in zone:
                    defence = s.power(d.instance)
                    beating = sorted((c for c in hand if s.power(c) >= defence), key=s.power)
                    if d.discovered and not beating:
                        continue
                    card = beating[0] if beating else max(hand, key=s.power)
                    shown = _p(s, d.instance) if d.discovered else f"{d.instance} (oculto)"
                    shown_en = _p(s, d.instance) if d.discovered else f"{d.instance} (hidden)"
                    out.append(Suggestion({"action": "attack", "player": player, "card": card,
                                           "target": d.instance},
                                          f"Ataca a {shown} con {_p(s, card)}",
                                          f"Attacks {shown_en} with {_p(s, card)}", "attack"))
        if s.actions == 0 and hand:
            strongest = max(hand, key=s.power)
            weakest = min(hand, key=s.power)
            if len(s.defenders[player]) < 4:
                out.append(Suggestion({"action": "replenish", "player": player,
                                       "card": strongest},
                                      f"Repone con {_p(s, strongest)}",
                                      f"Replenishes with {_p(s, strongest)}", "action"))
            for d in s.defenders[player]:
                if not d.discovered and s.power(strongest) > s.power(d.instance):
                    out.append(Suggestion({"action": "exchange", "player": player,
                                           "defender": d.instance, "card": strongest},
                                          f"Intercambia {d.instance} por {_p(s, strongest)}",
                                          f"Exchanges {d.instance} for {_p(s, strongest)}",
                                          "action"))
                    break
            out.append(Suggestion({"action": "discard_draw", "player": player,
                                   "card": weakest},
                                  f"Descarta {_p(s, weakest)} y roba",
                                  f"Discards {_p(s, weakest)} and draws", "action"))
        if s.actions >= 1:
            extra = len(hand) - HAND_LIMIT
            if extra > 0:
                cards = sorted(hand, key=s.power)[:extra]
                out.append(Suggestion({"action": "discard", "player": player, "cards": cards},
                                      f"Descarta {', '.join(cards)} (límite de mano)",
                                      f"Discards {', '.join(cards)} (hand limit)", "discard"))
            out.append(Suggestion({"action": "end_turn", "player": player}, "Termina el turno",
                                  "Ends the turn", "end_turn"))
        return out


RECORDER = TotemsRecorder()
