"""Códigos' offers to the recorder: the plausible next events of the turn, in words.

A turn is two actions, the Soldier's move always second: take a card of the
encarte the Soldier does not block, expose a code, lay a complete code (its
code card and the symbols it asks for from the collection), discard a common
card, move the Soldier; then end the turn. While a REVELEN card is being
resolved, the player who must reveal each hidden code (said exactly); at the
end, ``game_end`` with the scores. Read from the rules module, never changed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from typing_extensions import override

from judge_app.games.codigos.deck import DEALT, ENCARTE, REVEAL_CARDS, WILDCARDS
from judge_app.games.codigos.rules import ACTIONS_A_TURN, COLLECTION_LIMIT
from judge_app.games.codigos.state import CodigosState
from judge_app.logs.errors import LogError
from judge_app.logs.loader import MatchLog
from judge_app.recording.hooks import EndTurnRecorder, Suggestion


def _symbols_for(s: CodigosState, code_card: str, pool: list[str]) -> list[str] | None:
    """Cards of ``pool`` showing the code's symbols in order (a wildcard fills a gap)."""
    left = [c for c in pool if c != code_card]
    chosen: list[str] = []
    needed = list(s.cards[code_card].code)
    own = s.cards[code_card].symbol
    if own in needed:  # the code card shows one of its own symbols
        needed.remove(own)
    for symbol in needed:
        match = next((c for c in left if s.cards[c].symbol == symbol), None)
        if match is None:
            match = next((c for c in left if s.kind(c) == "comodin"), None)
        if match is None:
            return None
        left.remove(match)
        chosen.append(match)
    return chosen


class CodigosRecorder(EndTurnRecorder):
    """The recorder hooks of Códigos."""

    shared_table = True
    players = (2, 4)

    @override
    def setup_from_decks(self, decks: Sequence[Mapping[str, Any]], players: Sequence[str],
                         variant: str) -> dict[str, Any]:
        """One deck file for the table: the shuffled deck, top first (a deck-check file).

        Its ``collection`` and ``encarte``, when given, are the deal as it happened.
        Without ``collection``, 3 cards are dealt face up to each player from the top,
        player by player in turn order; without ``encarte``, the next 3 are the encarte
        with the Soldier at position 0 (Preparación del juego). ``players`` is the number
        of players; ``wildcards`` and ``reveal_cards`` default to the rulebook's for it.
        """
        if len(decks) != 1:
            raise LogError("<decks>", "$", "Códigos is dealt from one deck: give one deck file "
                           f"for the table, not {len(decks)}")
        block = dict(decks[0])
        count = len(players)
        pile = list(block.get("deck") or [])
        collection = block.get("collection")
        if not isinstance(collection, dict):
            collection = {}
            for player in players:
                collection[player], pile = pile[:DEALT], pile[DEALT:]
        encarte = block.get("encarte")
        if not isinstance(encarte, dict):
            encarte, pile = {"cards": pile[:ENCARTE], "soldier": 0}, pile[ENCARTE:]
        block.setdefault("wildcards", WILDCARDS.get(count, (count,))[0])
        block.setdefault("reveal_cards", REVEAL_CARDS.get(count, 2))
        return {**block, "players": count, "deck": pile, "encarte": encarte,
                "collection": collection}

    @override
    def suggest(self, state: Any, log: MatchLog) -> list[Suggestion]:
        s: CodigosState = state
        out: list[Suggestion] = []
        if s.over and not s.revealing:
            if not s.ended:
                scores = {p: s.sides[p].score for p in s.players}
                best = max(scores.values())
                leaders = [p for p, n in scores.items() if n == best]
                winner = leaders[0] if len(leaders) == 1 else None
                out.append(Suggestion({"action": "game_end", "scores": scores,
                                       "winner": winner},
                                      "Fin de la partida con los puntos",
                                      "Game over with the scores", "game_end"))
            return out
        if s.revealing:
            player = s.revealing[0]
            for code in s.sides[player].hidden:
                said = list(s.cards[code.card].code)
                out.append(Suggestion({"action": "reveal_code", "player": player,
                                       "code": code.card, "said": said},
                                      f"{player} revela {code.card}: {' '.join(said)}",
                                      f"{player} reveals {code.card}: {' '.join(said)}",
                                      "reveal"))
            return out
        if s.active is None or s.phase == "fin":
            player = (s.players[0] if s.active is None
                      else s.players[(s.players.index(s.active) + 1) % len(s.players)])
            self._actions(s, player, 0, out)
            return out
        player = s.active
        if s.actions < ACTIONS_A_TURN:
            self._actions(s, player, s.actions, out)
        else:
            out.append(Suggestion({"action": "end_turn", "player": player}, "Termina el turno",
                                  "Ends the turn", "end_turn"))
        return out

    @staticmethod
    def _actions(s: CodigosState, player: str, done: int, out: list[Suggestion]) -> None:
        side = s.sides[player]
        collection = list(side.collection)
        for code in collection:
            if s.cards[code].code:
                cards = _symbols_for(s, code, collection)
                if cards is not None:
                    out.append(Suggestion({"action": "lay_code", "player": player,
                                           "code": code, "cards": cards},
                                          f"Baja el código {code} con {', '.join(cards)}",
                                          f"Lays code {code} with {', '.join(cards)}",
                                          "action"))
        if len(collection) < COLLECTION_LIMIT:
            for position in range(3):
                card = s.at(position)
                if card is not None and position != s.soldier:
                    out.append(Suggestion({"action": "take", "player": player, "card": card},
                                          f"Encarta {card} (posición {position})",
                                          f"Takes {card} (position {position})", "action"))
        for exposed in side.exposed:
            needed = list(s.cards[exposed.card].code)
            for symbol in [s.cards[exposed.card].symbol,
                           *(s.cards[c].symbol for c in exposed.symbols)]:
                if symbol in needed:
                    needed.remove(symbol)
            for card in collection:
                if s.cards[card].symbol in needed or (needed and s.kind(card) == "comodin"):
                    out.append(Suggestion({"action": "complete", "player": player,
                                           "code": exposed.card, "cards": [card]},
                                          f"Completa {exposed.card} con {card}",
                                          f"Completes {exposed.card} with {card}", "action"))
        if not side.exposed:
            for card in collection:
                if s.cards[card].code:
                    out.append(Suggestion({"action": "expose", "player": player, "card": card},
                                          f"Expone el código {card}", f"Exposes code {card}",
                                          "action"))
        for exposed in (e for e in side.exposed if e.symbols):
            out.append(Suggestion({"action": "discard_code", "player": player,
                                   "code": exposed.card},
                                  f"Descarta el código expuesto {exposed.card}",
                                  f"Discards the exposed code {exposed.card}", "action"))
        if done == 1:
            for to in range(3):
                if to != s.soldier:
                    out.append(Suggestion({"action": "soldier", "player": player, "to": to},
                                          f"Mueve el Soldado a la posición {to}",
                                          f"Moves the Soldier to position {to}", "soldier"))
        for card in collection:
            if s.kind(card) == "comun" and card not in s.taken:
                out.append(Suggestion({"action": "discard", "player": player, "card": card},
                                      f"Descarta {card}", f"Discards {card}", "action"))


RECORDER = CodigosRecorder()
