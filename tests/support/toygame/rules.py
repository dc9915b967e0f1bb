"""The toy game's rules: players add 1–3 points a turn; more than three is flagged."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from pydantic import BaseModel

from judge_app.games.base import BoardView, Game, PlayerView, ZoneView
from judge_app.games.common import CardDef, EndTurn, EventArgs, Flags, GameEnd
from judge_app.logs.errors import LogError
from judge_app.logs.loader import Event, MatchLog
from judge_app.violations import Citation, Severity, Violation

RULEBOOK = "juguete-1"


@dataclass
class ToyState:
    """Points per player."""

    turn: int = 1
    phase: str | None = None
    active: str | None = None
    points: dict[str, int] = field(default_factory=dict)

    def copy(self) -> ToyState:
        """An independent copy."""
        return ToyState(self.turn, self.phase, self.active, dict(self.points))


class Score(EventArgs):
    """A player adds points."""

    points: int = 1


class Toy(Game[ToyState]):
    """The toy rules."""

    key: ClassVar[str] = "juguete"
    rulebook: ClassVar[str] = RULEBOOK
    title: ClassVar[str] = "Juego de Juguete"
    variants: ClassVar[tuple[str, ...]] = ("standard",)
    card_model: ClassVar[type[BaseModel]] = CardDef
    event_models: ClassVar[dict[str, type[BaseModel]]] = {
        "score": Score, "end_turn": EndTurn, "game_end": GameEnd}

    def initial_state(self, log: MatchLog) -> ToyState:
        """Everyone at zero."""
        return ToyState(points={p: 0 for p in log.player_ids})

    def apply(self, state: ToyState, event: Event) -> list[Any]:
        """Add the points; more than three in one event breaks ``turno``."""
        flags = Flags(RULEBOOK, event.seq, event.player)
        if isinstance(event.args, Score) and event.player is not None:
            if event.args.points > 3:
                flags.error("turno", "Suma más de tres puntos.", "Scores more than three points.")
            state.points[event.player] = state.points.get(event.player, 0) + event.args.points
            state.active = event.player
        elif event.action == "end_turn":
            state.turn += 1
        return flags.found

    def deck_problems(self, deck: Mapping[str, Any], source: str = "<deck>") -> list[Violation]:
        """A deck file ``{"game": "juguete", "deck": [...]}``: at most three cards
        (``objetivo``, the deck rule the game declares)."""
        cards = deck.get("deck")
        if not isinstance(cards, list):
            raise LogError(source, "$.deck", "must be a list of cards")
        if len(cards) <= 3:
            return []
        return [Violation(0, None, Citation(RULEBOOK, "objetivo"), Severity.ERROR,
                          f"El mazo tiene {len(cards)} cartas; como mucho 3.",
                          f"The deck has {len(cards)} cards; at most 3.")]

    def board(self, state: ToyState, log: MatchLog, event: Event | None = None) -> BoardView:
        """Each player's points."""
        players = tuple(PlayerView(p.id, p.name, (ZoneView("puntos", "Puntos"),),
                                   summary=(("Puntos", str(state.points.get(p.id, 0))),))
                        for p in log.players)
        return BoardView(self.key, state.turn, state.phase, state.active, players)

    def state_json(self, state: ToyState, log: MatchLog) -> dict[str, Any]:
        """The points."""
        return {"turn": state.turn, "points": dict(state.points)}
