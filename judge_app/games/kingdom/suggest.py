"""Kingdom's offers to the recorder (the Mazo de Estrategia): the plausible next events.

Before play, each player's opening hand (5 cards); at the start of a turn its
draw; then the card on top of the pile of resolution to resolve (the last
activated resolves first), the stages of the turn in order (convocación,
movimiento, batalla), the Estrategia cards of the hand that may be played now
(their tab: own turn, rival's or both; the rival's as a response to the top of
the pile), the hand limit and the end of the turn. Read from the rules module,
never changed.
"""

from __future__ import annotations

from typing import Any

from typing_extensions import override

from judge_app.games.kingdom.rules import HAND_LIMIT
from judge_app.games.kingdom.state import KingdomState
from judge_app.logs.loader import MatchLog
from judge_app.recording.hooks import EndTurnRecorder, Suggestion

STAGES = ("convocacion", "movimiento", "batalla")
STAGE_ES = {"convocacion": "Convocación", "movimiento": "Movimiento", "batalla": "Batalla"}
OPENING_HAND = 5


class KingdomRecorder(EndTurnRecorder):
    """The recorder hooks of Kingdom TCG (Mazo de Estrategia)."""

    @override
    def suggest(self, state: Any, log: MatchLog) -> list[Suggestion]:
        s: KingdomState = state
        out: list[Suggestion] = []
        if s.over:
            return out
        if s.turn == 0 or (s.turn == 1 and s.phase is None):
            for player in s.players:
                if not s.hands[player] and s.decks[player]:
                    out.append(Suggestion({"action": "draw", "player": player,
                                           "count": OPENING_HAND, "note": "mano inicial"},
                                          f"Mano inicial de {log.player_name(player)}",
                                          f"{log.player_name(player)}'s opening hand", "draw"))
            if out:
                return out
        active = s.active or s.players[0]
        if s.phase == "fin":
            player = s.players[(s.players.index(active) + 1) % len(s.players)]
            out.append(Suggestion({"action": "draw", "player": player, "count": 1},
                                  f"Turno de {log.player_name(player)}: roba 1",
                                  f"{log.player_name(player)}'s turn: draws 1", "draw"))
            return out
        if s.stack:
            owner, card = s.stack[-1]
            out.append(Suggestion({"action": "resolve", "player": owner, "card": card},
                                  f"Resuelve {s.name(card)}", f"Resolves {s.name(card)}",
                                  "resolve"))
            top = card
            for player in s.players:
                if player == owner:
                    continue
                self._plays(s, player, active, out, response_to=top)
        else:
            self._plays(s, active, active, out)
            at = STAGES.index(s.phase) if s.phase in STAGES else -1
            for stage in STAGES[at + 1:]:
                out.append(Suggestion({"action": "stage", "player": active, "stage": stage},
                                      f"Etapa de {STAGE_ES[stage]}", f"{stage.title()} stage",
                                      "stage"))
            extra = len(s.hands[active]) - HAND_LIMIT
            if extra > 0:
                cards = s.hands[active][:extra]
                out.append(Suggestion({"action": "discard", "player": active, "cards": cards},
                                      f"Descarta {', '.join(cards)} (límite de mano)",
                                      f"Discards {', '.join(cards)} (hand limit)", "discard"))
            out.append(Suggestion({"action": "end_turn", "player": active}, "Termina el turno",
                                  "Ends the turn", "end_turn"))
        return out

    @staticmethod
    def _plays(s: KingdomState, player: str, active: str, out: list[Suggestion],
               response_to: str | None = None) -> None:
        used = s.names_used.get(player, set())
        for card in s.hands[player]:
            c = s.cards[card]
            own = player == active
            if c.kind == "arroje" or s.name(card) in used:
                continue
            if c.kind == "realeza" and (not own or c.coronado != s.coronados.get(player)):
                continue
            if (c.turn == "own" and not own) or (c.turn == "rival" and own):
                continue
            if c.stages and s.phase in STAGES and s.phase not in c.stages:
                continue
            event: dict[str, Any] = {"action": "play", "player": player, "card": card}
            if response_to is not None:
                event["response_to"] = response_to
                es, en = (f"Responde con {s.name(card)}", f"Responds with {s.name(card)}")
            else:
                es, en = f"Juega {s.name(card)}", f"Plays {s.name(card)}"
            out.append(Suggestion(event, es, en, "play"))


RECORDER = KingdomRecorder()
