"""The tables of a Juez database (SQLModel): events, players, rounds, matches, penalties, audit.

Rows never leave :mod:`judge_app.storage`: the service maps them to the plain
dataclasses of :mod:`judge_app.tournament.model`. The schema is created and
changed only by the Alembic migrations in ``migrations/versions`` (a test
proves ``upgrade head`` gives exactly these tables).

The rows that several stations can edit at once — the event (pairing a
round), players (drops), rounds and matches (results) — carry a ``version``
column that SQLAlchemy uses as ``version_id_col``: an UPDATE based on a row
that another station changed meanwhile matches no row and is refused
(``StaleDataError``) instead of silently overwriting.

>>> sorted(SQLModel.metadata.tables)  # doctest: +NORMALIZE_WHITESPACE
['audit_entry', 'audit_head', 'decklist', 'event', 'extension', 'judge_call', 'keep_apart',
 'match', 'match_log', 'pairing_certificate', 'penalty', 'player', 'portal_claim',
 'portal_code', 'portal_setting', 'round', 'round_clock']
"""

from __future__ import annotations

from typing import Any, ClassVar

from sqlalchemy import BigInteger, Column, Integer, UniqueConstraint
from sqlmodel import Field, SQLModel

# Constraint names that Alembic can find again on every backend (SQLite batch mode included).
SQLModel.metadata.naming_convention = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def _version_column() -> Column[int]:
    return Column("version", Integer, nullable=False)


_EVENT_VERSION = _version_column()
_PLAYER_VERSION = _version_column()
_ROUND_VERSION = _version_column()
_MATCH_VERSION = _version_column()


class EventRow(SQLModel, table=True):
    """An event; its public id is ``ev-<id>`` (short enough to type at a table)."""

    __tablename__: ClassVar[str] = "event"
    __mapper_args__: ClassVar[dict[str, Any]] = {"version_id_col": _EVENT_VERSION}

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=200)
    game: str = Field(max_length=40)
    date: str = Field(max_length=10)
    profile: str = Field(max_length=16)
    late_losses: bool = True
    current_round: int = 0
    created_at: str = Field(max_length=40)
    archived: bool = Field(default=False, sa_column_kwargs={"server_default": "0"})
    external: str | None = None
    version: int = Field(default=1, sa_column=_EVENT_VERSION)


class PlayerRow(SQLModel, table=True):
    """A registered player: ``player_id`` is the id judges type (unique in the event)."""

    __tablename__: ClassVar[str] = "player"
    __table_args__ = (UniqueConstraint("event_id", "player_id"),)
    __mapper_args__: ClassVar[dict[str, Any]] = {"version_id_col": _PLAYER_VERSION}

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    player_id: str = Field(max_length=40)
    name: str = Field(max_length=200)
    first_round: int = 1
    dropped_after: int | None = None
    late_losses: bool = True
    member_id: str | None = Field(default=None, max_length=60, index=True)
    fixed_table: int | None = None
    division: str | None = Field(default=None, max_length=20)
    external: str | None = None
    version: int = Field(default=1, sa_column=_PLAYER_VERSION)


class RoundRow(SQLModel, table=True):
    """A round: ``kind`` is ``swiss`` or ``top`` (single elimination)."""

    __tablename__: ClassVar[str] = "round"
    __table_args__ = (UniqueConstraint("event_id", "number"),)
    __mapper_args__: ClassVar[dict[str, Any]] = {"version_id_col": _ROUND_VERSION}

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    number: int
    kind: str = Field(default="swiss", max_length=8)
    closed: bool = False
    published: bool = Field(default=True, sa_column_kwargs={"server_default": "1"})
    version: int = Field(default=1, sa_column=_ROUND_VERSION)


class MatchRow(SQLModel, table=True):
    """A table of a round; ``p2_id`` ``None`` is the bye, ``wins1`` ``None`` not reported yet."""

    __tablename__: ClassVar[str] = "match"
    __table_args__ = (UniqueConstraint("round_id", "table_no"),)
    __mapper_args__: ClassVar[dict[str, Any]] = {"version_id_col": _MATCH_VERSION}

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    round_id: int = Field(foreign_key="round.id", index=True)
    table_no: int
    p1_id: int = Field(foreign_key="player.id")
    p2_id: int | None = Field(default=None, foreign_key="player.id")
    wins1: int | None = None
    wins2: int | None = None
    draws: int | None = None
    double_loss: bool = Field(default=False, sa_column_kwargs={"server_default": "0"})
    reported_by: str | None = Field(default=None, max_length=100)
    version: int = Field(default=1, sa_column=_MATCH_VERSION)


class PenaltyRow(SQLModel, table=True):
    """A penalty, with the rulebook section it enforces (append-only, like the audit)."""

    __tablename__: ClassVar[str] = "penalty"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    player_id: int = Field(foreign_key="player.id", index=True)
    round: int | None = None
    infraction: str = Field(max_length=500)
    kind: str = Field(max_length=24)
    rulebook: str = Field(max_length=40)
    section: str = Field(max_length=40)
    judge: str = Field(default="", max_length=100)
    note: str = Field(default="", max_length=2000)
    created_at: str = Field(max_length=40)
    table_no: int | None = None
    deleted: bool = Field(default=False, sa_column_kwargs={"server_default": "0"})
    updated_at: str | None = Field(default=None, max_length=40)


class AuditEntryRow(SQLModel, table=True):
    """One link of an event's hash chain (append-only): see :mod:`judge_app.storage.audit`."""

    __tablename__: ClassVar[str] = "audit_entry"
    __table_args__ = (UniqueConstraint("event_id", "seq"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    seq: int
    at: str = Field(max_length=40)
    author: str = Field(max_length=100)
    action: str = Field(max_length=40)
    data: str
    prev_hash: str = Field(max_length=64)
    hash: str = Field(max_length=64)


class AuditHeadRow(SQLModel, table=True):
    """The last link of an event's chain, so a deleted last entry is noticed too."""

    __tablename__: ClassVar[str] = "audit_head"

    event_id: int = Field(foreign_key="event.id", primary_key=True)
    seq: int = 0
    hash: str = Field(default="", max_length=64)


class KeepApartRow(SQLModel, table=True):
    """Two players never paired while any other pairing exists (teammates, family)."""

    __tablename__: ClassVar[str] = "keep_apart"
    __table_args__ = (UniqueConstraint("event_id", "a_id", "b_id"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    a_id: int = Field(foreign_key="player.id")
    b_id: int = Field(foreign_key="player.id")


class RoundClockRow(SQLModel, table=True):
    """A round's clock, stored so it survives a restart of the app.

    ``elapsed`` is the seconds run before ``started_at`` (pauses add to it);
    ``started_at`` is set while the clock runs and ``None`` while paused.
    """

    __tablename__: ClassVar[str] = "round_clock"
    __table_args__ = (UniqueConstraint("event_id", "round"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    round: int
    minutes: int = 50
    started_at: str | None = Field(default=None, max_length=40)
    elapsed: float = 0.0
    finished: bool = False


class ExtensionRow(SQLModel, table=True):
    """Extra minutes for one table of a round (judge call, deck check, other)."""

    __tablename__: ClassVar[str] = "extension"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    round: int
    table_no: int
    minutes: int
    reason: str = Field(max_length=16)
    note: str = Field(default="", max_length=500)
    author: str = Field(default="", max_length=100)
    created_at: str = Field(max_length=40)


class JudgeCallRow(SQLModel, table=True):
    """A judge call at a table: the question, the ruling and what followed from it."""

    __tablename__: ClassVar[str] = "judge_call"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    round: int | None = None
    table_no: int | None = None
    at: str = Field(max_length=40)
    judge: str = Field(default="", max_length=100)
    question: str = Field(default="", max_length=2000)
    ruling: str = Field(default="", max_length=2000)
    rulebook: str | None = Field(default=None, max_length=40)
    section: str | None = Field(default=None, max_length=40)
    extension_minutes: int = 0
    penalty_id: int | None = Field(default=None, foreign_key="penalty.id")


class DecklistRow(SQLModel, table=True):
    """A player's registered decklist (the deck file's JSON) and whether it was legal."""

    __tablename__: ClassVar[str] = "decklist"
    __table_args__ = (UniqueConstraint("event_id", "player_id"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    player_id: int = Field(foreign_key="player.id", index=True)
    deck: str
    legal: bool = True
    registered_at: str = Field(max_length=40)


class MatchLogRow(SQLModel, table=True):
    """A match log (JSON) attached to a round and table, optionally to a penalty it supports."""

    __tablename__: ClassVar[str] = "match_log"

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    round: int | None = None
    table_no: int | None = None
    log: str
    penalty_id: int | None = Field(default=None, foreign_key="penalty.id")
    created_at: str = Field(max_length=40)


class PairingCertificateRow(SQLModel, table=True):
    """What a Swiss round was paired from (:mod:`judge_app.tournament.certificate`): the
    engine, the profile, the seed and the hash of the inputs; ``round verify`` pairs again."""

    __tablename__: ClassVar[str] = "pairing_certificate"
    __table_args__ = (UniqueConstraint("event_id", "round"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    round: int
    engine: str = Field(max_length=40)
    profile: str = Field(max_length=16)
    seed: int = Field(sa_type=BigInteger)
    inputs_hash: str = Field(max_length=64)


class PortalCodeRow(SQLModel, table=True):
    """A player's personal code for the players' portal (random, :mod:`judge_app.portal`)."""

    __tablename__: ClassVar[str] = "portal_code"
    __table_args__ = (UniqueConstraint("event_id", "player_id"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    player_id: int = Field(foreign_key="player.id")
    code: str = Field(max_length=16)
    created_at: str = Field(max_length=40)


class PortalClaimRow(SQLModel, table=True):
    """A player's claim of a table's result (and drop) from a phone; the later replaces it."""

    __tablename__: ClassVar[str] = "portal_claim"
    __table_args__ = (UniqueConstraint("event_id", "round", "table_no", "player_id"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    round: int
    table_no: int
    player_id: int = Field(foreign_key="player.id")
    result: str = Field(max_length=16)
    drop: bool = False
    at: str = Field(max_length=40)
    address: str = Field(default="", max_length=64)


class PortalSettingRow(SQLModel, table=True):
    """An event's portal settings: whether agreed reports are entered without the desk."""

    __tablename__: ClassVar[str] = "portal_setting"
    __table_args__ = (UniqueConstraint("event_id"),)

    id: int | None = Field(default=None, primary_key=True)
    event_id: int = Field(foreign_key="event.id", index=True)
    auto_accept: bool = False
