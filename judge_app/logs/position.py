"""Positions: a match log that starts from a board instead of the setup (issue 12 §3).

A ``position`` block (docs/extensions.md, "Positions") says where every card of the
log's ``setup`` is now, the turn, the phase, and what the game's state remembers of the
turn so far. A log with one starts from that board: ``check`` and ``replay`` work on it,
its events are numbered from 1 after the position, and the setup is not checked as a deck
again (it was when the game began). Each game's ``position`` part (declared in its
``GameInfo``) turns a state into a position and a position into a state; this module holds
what they share and the two entry points the rest of Juez calls:

* :func:`start_state` — the table a replay starts from (the setup's, or the position's);
* :func:`position_log` — a new log starting at step N of another one, with the rest of
  its events (``judge-app position LOG --at N``).

Taken at step N and replayed with the rest of the events, a position gives the same
violations (their ``seq`` less N) and the same final state as the original log.

>>> to_json({"b": {3, 1}, "a": (1, 2), ("x", "y"): 4})
{'b': [1, 3], 'a': [1, 2], 'x|y': 4}
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from collections.abc import Iterable, Mapping
from functools import cache
from importlib import import_module
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict, ValidationError, create_model

from judge_app.logs.errors import LogError
from judge_app.logs.loader import MatchLog, validation_error

POSITION_KEY = "position"
"""The key of the block in the log's envelope."""

_KEY_SEP = "|"


class PositionCodec(Protocol):
    """What each game's ``position.py`` module provides."""

    def to_position(self, state: Any, log: MatchLog, at: int) -> dict[str, Any]:
        """The position of ``state`` (taken after event ``at`` of ``log``) as JSON."""
        ...

    def from_position(self, state: Any, raw: Mapping[str, Any], log: MatchLog) -> Any:
        """``state`` (the setup's table) changed to the position ``raw``; ``LogError`` if bad."""
        ...

    def rebase_event(self, raw: dict[str, Any], at: int) -> dict[str, Any]:
        """An event that follows the position, its references to event numbers less ``at``."""
        ...


def codec(game: Any, source: str = "<log>") -> PositionCodec:
    """The position codec of a game's rules object: the ``position`` part its ``GameInfo``
    declares (asked of the rules, so that this module never imports the game registry);
    ``LogError`` if the game has none."""
    found: PositionCodec | None = game.part("position")
    if found is None:
        raise LogError(source, "$.position", f"the game {game.key!r} has no positions")
    return found


def has_position(log: MatchLog) -> bool:
    """Whether the log starts from a position rather than from its setup."""
    return isinstance(log.raw, dict) and POSITION_KEY in log.raw


def start_state(game: Any, log: MatchLog) -> Any:
    """The table before the log's first event: the setup's, changed by the position if any."""
    state = game.initial_state(log)
    if not has_position(log):
        return state
    raw = log.raw[POSITION_KEY]
    if not isinstance(raw, dict):
        raise LogError(log.source, "$.position", "a position must be a JSON object")
    return codec(game, log.source).from_position(state, raw, log)


def position_of(replay: Any, at: int) -> dict[str, Any]:
    """The position after event ``at`` of a :class:`~judge_app.replay.Replay`."""
    return codec(replay.game, replay.log.source).to_position(replay.state_at(at), replay.log, at)


def position_log(replay: Any, at: int, with_events: bool = True) -> dict[str, Any]:
    """A new log that starts from the position after event ``at`` of ``replay``'s log.

    The envelope (game, variant, players, cards, setup, event) is the original's; the
    events are those after ``at`` (none with ``with_events=False``), their references to
    event numbers made relative to the position (a Kódem ``claim``).
    """
    log: MatchLog = replay.log
    out = {k: v for k, v in log.raw.items() if k not in ("events", POSITION_KEY)}
    out[POSITION_KEY] = position_of(replay, at)
    c = codec(replay.game, log.source)
    out["events"] = ([c.rebase_event(dict(e), at) for e in log.raw_events[at:]]
                     if with_events else [])
    return out


# ---------------------------------------------------------------------- JSON of a state
def to_json(value: Any) -> Any:
    """A state value as plain JSON: sets sorted, tuples as lists, dataclasses as objects,
    a dict with tuple keys keyed by its parts joined with ``|``."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, set | frozenset):
        return sorted((to_json(v) for v in value), key=lambda v: json.dumps(v, sort_keys=True))
    if isinstance(value, list | tuple):
        return [to_json(v) for v in value]
    if isinstance(value, Mapping):
        return {(_KEY_SEP.join(k) if isinstance(k, tuple) else k): to_json(v)
                for k, v in value.items()}
    return value


def _json_hint(hint: Any) -> Any:
    """The type a field takes in a position: a dict with tuple keys is keyed by ``a|b``."""
    origin = typing.get_origin(hint)
    if origin in (dict, Mapping) and typing.get_args(hint):
        key, val = typing.get_args(hint)
        if typing.get_origin(key) is tuple:
            generic: Any = dict  # subscripted with a type known only at run time
            return generic[str, val]
    return hint


def _from_json_value(hint: Any, value: Any) -> Any:
    origin = typing.get_origin(hint)
    if origin in (dict, Mapping) and typing.get_args(hint):
        key = typing.get_args(hint)[0]
        if typing.get_origin(key) is tuple:
            return {tuple(k.split(_KEY_SEP)): v for k, v in value.items()}
    return value


@cache
def _hints(cls: type) -> dict[str, Any]:
    module = import_module(cls.__module__)
    return typing.get_type_hints(cls, vars(module))


@cache
def fields_model(cls: type, names: tuple[str, ...]) -> type[BaseModel]:
    """A strict pydantic model of some fields of a state dataclass, every one optional."""
    hints = _hints(cls)
    spec: dict[str, Any] = {n: (_json_hint(hints[n]) | None, None) for n in names}
    model: type[BaseModel] = create_model(
        f"{cls.__name__}Position", __config__=ConfigDict(strict=True, extra="forbid"), **spec)
    return model


def dump_fields(state: Any, names: Iterable[str], start: Any | None = None,
                always: Iterable[str] = ()) -> dict[str, Any]:
    """The named fields of a state as JSON; with ``start``, only those that differ from it
    (and the ``always`` ones)."""
    keep = set(always)
    out: dict[str, Any] = {}
    for name in names:
        value = to_json(getattr(state, name))
        if start is None or name in keep or value != to_json(getattr(start, name)):
            out[name] = value
    return out


def load_fields(state: Any, raw: Mapping[str, Any], names: tuple[str, ...], log: MatchLog,
                prefix: tuple[str | int, ...] = ("position",)) -> set[str]:
    """Set the fields of ``state`` that ``raw`` gives (types checked strictly: a JSON path and
    a reason if one is wrong, or a key is unknown). An object keyed by player (``hands``)
    is merged over the setup's: a player left out keeps theirs. Returns the names given."""
    cls: type = type(state)
    model = fields_model(cls, names)
    try:
        parsed = model.model_validate_json(json.dumps(dict(raw)), strict=True)
    except ValidationError as exc:
        err = exc.errors()[0]
        if err.get("type") == "extra_forbidden":
            loc = prefix + tuple(err["loc"])
            raise LogError(log.source, _path(loc),
                           f"unknown key; a {log.game} position has "
                           f"{', '.join(sorted(names))}") from None
        raise validation_error(log.source, exc, prefix) from None
    hints = _hints(cls)
    given = set()
    for name in parsed.model_fields_set:
        value = getattr(parsed, name)
        if value is None and not _nullable(hints[name]):
            raise LogError(log.source, _path((*prefix, name)), "must not be null")
        value = _from_json_value(hints[name], value)
        current = getattr(state, name)
        if isinstance(value, dict) and isinstance(current, dict):
            value = {**current, **value}  # a player left out keeps the setup's
        setattr(state, name, value)
        given.add(name)
    return given


def _nullable(hint: Any) -> bool:
    return typing.get_origin(hint) in (typing.Union, types.UnionType) and type(None) in \
        typing.get_args(hint)


def _path(loc: tuple[str | int, ...]) -> str:
    from judge_app.logs.errors import json_path

    return json_path(loc)


def split_known(raw: Mapping[str, Any], names: Iterable[str]) -> dict[str, Any]:
    """The part of ``raw`` whose keys are ``names``."""
    wanted = set(names)
    return {k: v for k, v in raw.items() if k in wanted}


class Places:
    """The cards a position places: an unknown one is refused with the JSON path of the
    entry at fault. A card listed in two places is read as written: the replay applies
    illegal plays as logged, so a table it reaches may hold one (and a position taken
    from it must read back the same)."""

    def __init__(self, log: MatchLog, known: Mapping[str, Any] | Iterable[str]) -> None:
        self.log = log
        self.known = set(known)

    def add(self, card: str | None, path: str) -> None:
        """Card ``card`` is at ``path`` (``None``: an empty place)."""
        if card is not None and card not in self.known:
            raise LogError(self.log.source, path, f"unknown card instance {card!r} (a position "
                           "places the cards of the log's setup)")

    def add_all(self, cards: Iterable[str | None], path: str) -> None:
        """Every card of a zone list at ``path``."""
        for i, card in enumerate(cards):
            self.add(card, f"{path}[{i}]")


def check_players(log: MatchLog, raw: Mapping[str, Any], keys: Iterable[str]) -> None:
    """Each per-player object of the position (``hands`` …) is keyed by the log's players."""
    players = set(log.player_ids)
    for key in keys:
        block = raw.get(key)
        if isinstance(block, dict):
            for player in block:
                if player not in players:
                    raise LogError(log.source, _path(("position", key, player)),
                                   f"unknown player {player!r}")
    for key in ("active",):
        value = raw.get(key)
        if isinstance(value, str) and value not in players:
            raise LogError(log.source, f"$.position.{key}", f"unknown player {value!r}")


def state_fields(cls: type, exclude: Iterable[str]) -> tuple[str, ...]:
    """The fields of a state dataclass a position carries (all but the shared ones)."""
    skip = set(exclude)
    return tuple(f.name for f in dataclasses.fields(cls) if f.name not in skip)


def dump_position(game: Any, state: Any, log: MatchLog, names: tuple[str, ...],
                  board: Iterable[str]) -> dict[str, Any]:
    """A position of a game whose state is plain data: the ``board`` fields always, the
    others when they differ from the setup's table (left out, they are as at the start)."""
    start = game.initial_state(log)
    return dump_fields(state, names, start, always=board)


def no_rebase(raw: dict[str, Any], at: int) -> dict[str, Any]:
    """The event as it is: nothing in it names an event number."""
    return raw
