"""Digimon HiperColiseo's offers to the recorder: the plausible next events of the round.

A round runs Actualización (each player draws up to 6, first player first),
Digitalización, Entrenamiento, Preparación, Evolución (the digimon placed in
the caja evolutiva evolves), Batalla (activations alternate from the second
player; a pass each, then the result with the powers the rules compute) and
Puntuación (the loser loses what the PEP box says; a tie costs each 10). The
offers follow that order; the rules module is only read, never changed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from typing_extensions import override

from judge_app.games.digimon.cards import PHASES
from judge_app.games.digimon.rules import HAND_SIZE, TIE_POINTS, compute_power
from judge_app.games.digimon.state import DigimonState
from judge_app.logs.loader import MatchLog
from judge_app.recording.hooks import Recorder, Suggestion

PHASE_ES = {"actualizacion": "Actualización", "digitalizacion": "Digitalización",
            "entrenamiento": "Entrenamiento", "preparacion": "Preparación",
            "evolucion": "Evolución", "batalla": "Batalla", "puntuacion": "Puntuación"}


class DigimonRecorder(Recorder):
    """The recorder hooks of Digimon HiperColiseo."""

    @override
    def rereads_log(self, event: Mapping[str, Any], state: Any, log: MatchLog) -> bool:
        """A first ``pass`` makes the Batalla alternation strict for the whole log."""
        return event.get("action") == "pass" and not getattr(state, "strict_batalla", False)

    @override
    def turn_of(self, event: Mapping[str, Any], state: Any) -> int | None:
        """The round: one more at each Actualización."""
        s: DigimonState = state
        if event.get("action") == "phase" and event.get("phase") == "actualizacion":
            return s.turn + 1
        return max(s.turn, 1)

    @override
    def suggest(self, state: Any, log: MatchLog) -> list[Suggestion]:
        s: DigimonState = state
        out: list[Suggestion] = []
        if s.over:
            last = log.events[-1].action if log.events else None
            if last != "game_end":
                out.append(Suggestion({"action": "game_end", "winner": s.winner},
                                      "Fin de la partida", "Game over", "game_end"))
            return out
        order = [s.first, s.second]
        if s.phase == "actualizacion":
            for player in order:
                side = s.sides[player]
                missing = min(HAND_SIZE - len(side.hand), len(side.ocean))
                if missing > 0 and player not in s.acted:
                    out.append(Suggestion({"action": "draw", "player": player,
                                           "count": missing},
                                          f"{log.player_name(player)} roba {missing}",
                                          f"{log.player_name(player)} draws {missing}", "draw"))
                    break
        elif s.phase == "evolucion":
            for player in order:
                side = s.sides[player]
                if side.evolution_box and not side.evolved:
                    card = side.evolution_box[0]
                    out.append(Suggestion({"action": "evolve", "player": player, "card": card},
                                          f"{log.player_name(player)} evoluciona a {card}",
                                          f"{log.player_name(player)} evolves into {card}",
                                          "evolve"))
                    break
        elif s.phase == "batalla":
            self._batalla(s, log, out)
        elif s.phase == "puntuacion":
            self._puntuacion(s, log, out)
        at = PHASES.index(s.phase) if s.phase in PHASES else len(PHASES) - 1
        upcoming = list(PHASES[at + 1:at + 3])
        if s.phase in PHASES[:PHASES.index("batalla") - 2]:
            upcoming.append("batalla")  # the phases between are often empty
        if s.phase is None or s.phase == "puntuacion":
            upcoming = ["actualizacion"]
        for phase in upcoming:
            out.append(Suggestion({"action": "phase", "phase": phase},
                                  f"Fase de {PHASE_ES[phase]}", f"{phase.title()} phase",
                                  "phase"))
        return out

    @staticmethod
    def _batalla(s: DigimonState, log: MatchLog, out: list[Suggestion]) -> None:
        done = [e for e in log.events if e.turn == s.turn and e.action in
                ("pass", "activate", "battle_result", "phase")]
        since = done[done.index(next(e for e in reversed(done) if e.action == "phase")):] \
            if any(e.action == "phase" for e in done) else done
        passes = 0
        for e in reversed(since):
            if e.action != "pass":
                break
            passes += 1
        if any(e.action == "battle_result" for e in since):
            return
        if passes >= 2:
            powers = {p: compute_power(s, p) for p in s.players}
            a, b = s.players
            winner = a if powers[a] > powers[b] else b if powers[b] > powers[a] else None
            out.append(Suggestion({"action": "battle_result", "powers": powers,
                                   "winner": winner},
                                  f"Resultado: {powers[a]} a {powers[b]}",
                                  f"Result: {powers[a]} to {powers[b]}", "resolve"))
            return
        player = s.battle_next or s.second
        out.append(Suggestion({"action": "pass", "player": player},
                              f"{log.player_name(player)} pasa", f"{log.player_name(player)} "
                              "passes", "pass"))

    @staticmethod
    def _puntuacion(s: DigimonState, log: MatchLog, out: list[Suggestion]) -> None:
        if not all(side.active for side in s.sides.values()):
            return
        if s.round_result is not None:
            powers, winner = s.round_result
        else:
            powers = {p: compute_power(s, p) for p in s.players}
            a, b = s.players
            winner = a if powers[a] > powers[b] else b if powers[b] > powers[a] else None
        for player in s.players:
            side = s.sides[player]
            if side.scored or player == winner:
                continue
            winner_active = s.sides[winner].active if winner is not None else None
            if winner is None:
                points: int | None = TIE_POINTS
            elif side.active is None or winner_active is None:
                points = None  # a caja digimon emptied by an illegal event: no PEP box
            else:
                points = s.cards[side.active].pep_against(s.cards[winner_active].level)
            if points is None:  # no PEP entry for that level: the judge types the figure
                points = TIE_POINTS
            out.append(Suggestion({"action": "score", "player": player, "loser": player,
                                   "points": points},
                                  f"{log.player_name(player)} pierde {points} puntos escalares",
                                  f"{log.player_name(player)} loses {points} puntos escalares",
                                  "score"))


RECORDER = DigimonRecorder()
