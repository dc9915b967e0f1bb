"""The match-log envelope of version 1 (match-log.md), validated with pydantic.

Game-specific parts (card definitions, ``setup``, each event's arguments) are
validated by the game module's own pydantic models, so every error carries a
JSON path into the file.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

SUPPORTED_VERSIONS = (1,)
FORMAT = "juez-match-log"


class EventInfo(BaseModel):
    """Which match this is: event name, round, table (all optional)."""

    model_config = ConfigDict(extra="allow")

    name: str | None = None
    round: int | None = None
    table: int | None = None


class PlayerEntry(BaseModel):
    """A player of the match as the log names them."""

    model_config = ConfigDict(extra="allow")

    id: str = Field(min_length=1)
    name: str


class RawEvent(BaseModel):
    """The keys every event may have; the rest are the action's arguments."""

    model_config = ConfigDict(extra="allow")

    action: str = Field(min_length=1)
    player: str | None = None
    turn: int | None = None


class Envelope(BaseModel):
    """The top level of a match log."""

    model_config = ConfigDict(extra="allow")

    format: Literal["juez-match-log"]
    version: int
    game: str
    variant: str | None = None
    event: EventInfo | None = None
    players: list[PlayerEntry] = Field(min_length=1)
    cards: dict[str, dict[str, Any]] = Field(default_factory=dict)
    cardset: str | None = None
    setup: dict[str, Any] = Field(default_factory=dict)
    events: list[RawEvent]
