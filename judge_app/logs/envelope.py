"""The match-log envelope of version 1 (match-log.md), validated with pydantic.

Types are checked strictly (``strict=True``): ``"3"``, ``true`` or ``3.0`` where an
integer belongs is refused with its JSON path, as the contract's "Format or rule"
clarification asks; extra keys are allowed and kept.

Game-specific parts (card definitions, ``setup``, each event's arguments) are
validated by the game module's own pydantic models, so every error carries a
JSON path into the file.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

SUPPORTED_VERSIONS = (1,)
FORMAT = "juez-match-log"
#: The most events a log may have (match-log.md, "Bounds"); a longer one is refused.
MAX_EVENTS = 100_000


class EventInfo(BaseModel):
    """Which match this is: event name, round, table (all optional)."""

    model_config = ConfigDict(extra="allow", strict=True)

    name: str | None = None
    round: int | None = None
    table: int | None = None


class PlayerEntry(BaseModel):
    """A player of the match as the log names them."""

    model_config = ConfigDict(extra="allow", strict=True)

    id: str = Field(min_length=1)
    name: str


class RawEvent(BaseModel):
    """The keys every event may have; the rest are the action's arguments."""

    model_config = ConfigDict(extra="allow", strict=True)

    action: str = Field(min_length=1)
    player: str | None = None
    turn: int | None = None


class Envelope(BaseModel):
    """The top level of a match log."""

    model_config = ConfigDict(extra="allow", strict=True)

    format: Literal["juez-match-log"]
    version: int
    game: str
    variant: str | None = None
    event: EventInfo | None = None
    players: list[PlayerEntry] = Field(min_length=1)
    cards: dict[str, dict[str, Any]] = Field(default_factory=dict)
    cardset: str | None = None
    setup: dict[str, Any] = Field(default_factory=dict)
    events: list[Any]
    """Each event is validated on its own (:class:`RawEvent`, then the game's model), so a
    partial load (``replay --at``) builds models for the events it needs only."""
