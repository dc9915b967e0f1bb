"""The protocol every game implements, and the board views they draw.

A game is one module behind :class:`Game`: the replay, the CLI, the reports
and the UI know only this protocol, so adding a game never touches them.
The state is mutable (like ``chess.Board``): :meth:`Game.apply` changes it in
place and returns the violations of that event; :meth:`GameState.copy`
makes the checkpoints of the replay.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, Self, TypeVar

from pydantic import BaseModel

from judge_app.violations import Violation

if TYPE_CHECKING:
    from judge_app.games.dispatch import Actions
    from judge_app.logs.loader import Event, MatchLog


class GameState(Protocol):
    """What the replay needs of any game's state."""

    turn: int
    phase: str | None
    active: str | None

    def copy(self) -> Self:
        """An independent copy (for checkpoints): later changes to either never touch the other."""
        ...


StateT = TypeVar("StateT", bound=GameState)


@dataclass(frozen=True)
class CardView:
    """A card as the judge sees it on the board (hidden cards are still identified)."""

    instance: str
    name: str
    definition: str = ""
    kind: str = ""
    hidden: bool = False
    life: int | None = None
    max_life: int | None = None
    rests: int | None = None
    max_rests: int | None = None
    damage: int | None = None
    marks: tuple[str, ...] = ()
    equipment: tuple[CardView, ...] = ()
    details: tuple[tuple[str, str], ...] = ()
    highlighted: bool = False


@dataclass(frozen=True)
class ZoneView:
    """A zone with the game's own name (``Zona Principal``, ``Extinción`` …).

    ``slots`` zones (M1–M3) keep empty places as ``None``; ``stacked`` zones
    (Mazo, Extinción) are piles shown top first.
    """

    key: str
    label: str
    cards: tuple[CardView | None, ...] = ()
    stacked: bool = False
    slot_labels: tuple[str, ...] = ()


@dataclass(frozen=True)
class PlayerView:
    """One player's side of the table."""

    player: str
    name: str
    zones: tuple[ZoneView, ...]
    summary: tuple[tuple[str, str], ...] = ()
    active: bool = False


@dataclass(frozen=True)
class BoardView:
    """The whole table after one event, ready to draw (UI) or print (reports)."""

    game: str
    turn: int
    phase: str | None
    active: str | None
    players: tuple[PlayerView, ...]
    status: str = ""
    highlighted: frozenset[str] = field(default_factory=frozenset)


class Game(ABC, Generic[StateT]):
    """A game's rules module. Subclasses set the class attributes and implement the methods."""

    key: ClassVar[str]
    """Game key of sections.md (``kodem``)."""
    rulebook: ClassVar[str]
    """Rulebook id every citation of this game uses (``kodem-5.0``)."""
    title: ClassVar[str]
    variants: ClassVar[tuple[str, ...]]
    """Known variants, the default first."""
    card_model: ClassVar[type[BaseModel]]
    """Pydantic model of one card definition."""
    event_models: ClassVar[Mapping[str, type[BaseModel]]]
    """Pydantic model of each action's event (extra keys allowed)."""
    handlers: ClassVar[Actions[Any, Any]]
    """The handler of each action, typed by its event model (:mod:`judge_app.games.dispatch`)."""

    def parse_setup(self, raw: Any, players: Sequence[str], variant: str) -> Any:
        """Validate the ``setup`` block (raise pydantic's ``ValidationError``)."""
        return raw

    def validate_log(self, log: MatchLog) -> None:
        """Extra checks of a loaded log that make it unreadable (raise ``LogError``)."""

    @abstractmethod
    def initial_state(self, log: MatchLog) -> StateT:
        """The table before the first event."""

    def setup_problems(self, log: MatchLog) -> list[Violation]:
        """Problems of the setup itself (an illegal deck), reported with ``seq`` 0."""
        return []

    @abstractmethod
    def apply(self, state: StateT, event: Event) -> list[Violation]:
        """Apply one event in place (even an illegal one) and return its violations.

        Raise :class:`~judge_app.logs.errors.LogReferenceError` for an unknown card instance.
        """

    def finish(self, state: StateT, log: MatchLog) -> list[Violation]:
        """Violations only visible once the log ends (unclaimed infractions …)."""
        return []

    @abstractmethod
    def board(self, state: StateT, log: MatchLog, event: Event | None = None) -> BoardView:
        """The board to draw; ``event`` is the one just applied (its cards highlighted)."""

    @abstractmethod
    def state_json(self, state: StateT, log: MatchLog) -> dict[str, Any]:
        """The full state as JSON (``judge-app replay --json``)."""

    def deck_problems(self, deck: Mapping[str, Any], source: str = "<deck>") -> list[Violation]:
        """Problems of a deck file (``judge-app deck-check``); raise ``LogError`` if unreadable."""
        raise NotImplementedError(f"{self.key} has no deck check")
