"""Load a match log: JSON → validated envelope → the game's typed events.

Every refusal is a :class:`LogError` naming the file and the JSON path (or
line, for JSON syntax errors); nothing is guessed.

The loader validates the envelope and hands the events to the log's game: it is given
the games (a :class:`GameSource`) and never imports the game registry, so the rules
modules (and ``games/common.py``) import it without a cycle. :mod:`judge_app.games.loading`
gives it the registry: ``load_log`` and ``parse_log`` of every caller are there.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from pydantic import BaseModel, ValidationError

from judge_app.logs.envelope import (
    FORMAT,
    MAX_EVENTS,
    SUPPORTED_VERSIONS,
    Envelope,
    EventInfo,
    PlayerEntry,
    RawEvent,
)
from judge_app.logs.errors import LogError, json_path
from judge_app.logs.jsontext import loads
from judge_app.resources import resource_path


@dataclass(frozen=True, slots=True)
class Event:
    """One logged event: its position (``seq``, 1-based), action, actor, turn and arguments.

    ``args`` is the game's pydantic model for the action (extra keys kept);
    ``raw`` is the event exactly as it was in the file.
    """

    seq: int
    action: str
    player: str | None
    turn: int | None
    args: BaseModel
    raw: Mapping[str, Any] = field(repr=False, compare=False)

    @property
    def path(self) -> str:
        """This event's JSON path in the log, e.g. ``$.events[22]``."""
        return f"$.events[{self.seq - 1}]"


@dataclass
class MatchLog:
    """A validated match log, ready to replay."""

    source: str
    game: str
    variant: str
    event_info: EventInfo | None
    players: list[PlayerEntry]
    cards: dict[str, Any]
    setup: Any
    events: list[Event]
    raw: dict[str, Any] = field(repr=False)
    total_events: int = -1
    """How many events the file has (``-1``: all of them are in ``events``); a partial load
    (``parse_log(..., upto=N)``) holds the first N only."""

    @property
    def raw_events(self) -> list[Any]:
        """Every event of the file as JSON, unvalidated — for readings of the whole log (does it
        record passes? claims?) that must not change when only the first events are loaded."""
        events: list[Any] = self.raw.get("events", [])
        return events

    @property
    def complete(self) -> bool:
        """Whether ``events`` holds every event of the file."""
        return self.total_events < 0 or self.total_events == len(self.events)

    def player_name(self, player_id: str | None) -> str:
        """The display name of a player id (the id itself if unknown)."""
        for p in self.players:
            if p.id == player_id:
                return p.name
        return player_id or ""

    @property
    def player_ids(self) -> list[str]:
        """The players' ids in the log's order (the keys of ``setup`` and of events)."""
        return [p.id for p in self.players]


def validation_error(source: str, err: ValidationError,
                     prefix: tuple[str | int, ...] = ()) -> LogError:
    """Pydantic's first problem as a :class:`LogError` at its JSON path (below ``prefix``);
    a missing key is reported at its parent as ``required key 'x' is missing``.

    >>> from pydantic import BaseModel
    >>> class Deck(BaseModel):
    ...     main: list[str]
    >>> try:
    ...     Deck.model_validate({})
    ... except ValidationError as exc:
    ...     print(validation_error("d.json", exc, ("decks", 0)))
    d.json: $.decks[0]: required key 'main' is missing
    """
    first = err.errors()[0]
    loc = prefix + tuple(first["loc"])
    reason = first["msg"]
    if first.get("type") == "missing":
        reason = f"required key {str(loc[-1])!r} is missing"
        loc = loc[:-1]
    elif str(first.get("type", "")).endswith("_type") and _is_scalar(first.get("input")):
        reason = f"{reason} (found {_shown(first.get('input'))})"
    return LogError(source, json_path(loc), reason)


def _is_scalar(value: object) -> bool:
    return value is None or isinstance(value, str | int | float | bool)


def _shown(value: object) -> str:
    """A wrong value for a message, JSON-spelled: ``"3"``, ``true``, ``3.0``, ``null``."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 40 else text[:37] + "..."


def _validation_error(source: str, err: ValidationError, prefix: tuple[str | int, ...]) -> LogError:
    """:func:`validation_error`, saying how many more problems the log has."""
    error = validation_error(source, err, prefix)
    more = len(err.errors()) - 1
    if more:
        error = LogError(source, error.path, f"{error.reason} (and {more} more problems)")
    return error


def load_cardset(name: str, source: str = "<log>") -> dict[str, dict[str, Any]]:
    """The raw card definitions of a shipped card set (``resources/cardsets/NAME/cards.json``)."""
    path = resource_path("cardsets", name, "cards.json")
    if not path.is_file():
        raise LogError(source, "$.cardset", f"unknown card set {name!r}")
    data = json.loads(path.read_text(encoding="utf-8"))
    cards: dict[str, dict[str, Any]] = data["cards"]
    return cards


def merged_cards(data: Mapping[str, Any], source: str = "<log>", *,
                 strict: bool = True) -> dict[str, Any]:
    """The raw card definitions of a log or deck file: its ``cardset``'s, its own ``cards`` over
    them (the one place the two are merged).

    An unknown card set is a :class:`LogError`. ``strict`` (deck files, logs): a ``cardset``
    that is not a name or ``cards`` that is not an object is one too, at its JSON path; not
    ``strict`` (a log or deck read for the recorder): such values are left out.

    >>> cards = merged_cards({"cardset": "totems-demo", "cards": {"x": {"name": "X"}}})
    >>> cards["x"], len(cards) > 1
    ({'name': 'X'}, True)
    """
    out: dict[str, Any] = {}
    cardset = data.get("cardset")
    if cardset is not None:
        if isinstance(cardset, str):
            out.update(load_cardset(cardset, source))
        elif strict:
            raise LogError(source, "$.cardset", "must be the name of a card set")
    own = data.get("cards", {})
    if isinstance(own, Mapping):
        out.update(own)
    elif strict:
        raise LogError(source, "$.cards", "must be an object: definition id → card data")
    return out


class GameSource(Protocol):
    """The games a log may name: what the loader is given instead of importing the
    registry (:data:`judge_app.games.loading.REGISTERED`)."""

    def keys(self) -> Sequence[str]:
        """Every game key, in list order (for the message of an unknown one)."""
        ...

    def rules(self, key: str) -> Any:
        """The rules object of ``key`` (a ``Game``); ``KeyError`` if there is no such game."""
        ...


def parse_log_with(games: GameSource, text: str, source: str = "<log>",
                   upto: int | None = None) -> MatchLog:
    """Validate the text of a match log against ``games``; raise :class:`LogError` with a
    place and a reason.

    A log of more than :data:`MAX_EVENTS` events is refused before any event is validated.
    With ``upto``, only the first ``upto`` events are validated and kept (``replay --at``);
    ``total_events`` says how many the file has.
    """
    data = loads(text, source)
    if not isinstance(data, dict):
        raise LogError(source, "$", "a match log must be a JSON object")
    if "format" not in data:
        raise LogError(source, "$", f"required key 'format' is missing (it must be {FORMAT!r})")
    if data["format"] != FORMAT:
        raise LogError(source, "$.format", f"must be {FORMAT!r}, found {data['format']!r}")
    version = data.get("version")
    if version is None:
        raise LogError(source, "$.version", "required key 'version' is missing")
    is_int = isinstance(version, int) and not isinstance(version, bool)
    if not is_int or version not in SUPPORTED_VERSIONS:
        raise LogError(source, "$.version", f"unsupported log version {version!r}; "
                       f"this Juez reads version {', '.join(map(str, SUPPORTED_VERSIONS))}")
    raw_events = data.get("events")
    if isinstance(raw_events, list) and len(raw_events) > MAX_EVENTS:
        raise LogError(source, "$.events", f"{len(raw_events):,} events; a match log has at "
                       f"most {MAX_EVENTS:,} (match-log.md, Bounds)")
    try:
        env = Envelope.model_validate(data)
    except ValidationError as exc:
        raise _validation_error(source, exc, ()) from None

    seen: set[str] = set()
    for i, p in enumerate(env.players):
        if p.id in seen:
            raise LogError(source, f"$.players[{i}].id", f"duplicate player id {p.id!r}")
        seen.add(p.id)

    try:
        game = games.rules(env.game)
    except KeyError:
        raise LogError(source, "$.game", f"unknown game {env.game!r}; "
                       f"known: {', '.join(games.keys())}") from None
    variant = env.variant if env.variant is not None else game.variants[0]
    if variant not in game.variants:
        raise LogError(source, "$.variant", f"unknown variant {variant!r} for {game.key}; "
                       f"known: {', '.join(game.variants)}")

    raw_cards = merged_cards({"cardset": env.cardset or None, "cards": env.cards}, source)
    cards: dict[str, Any] = {}
    for card_id, card_data in raw_cards.items():
        try:
            cards[card_id] = game.card_model.model_validate(card_data)
        except ValidationError as exc:
            where: tuple[str | int, ...] = ("cards", card_id)
            if card_id not in env.cards:
                where = ("cardset", env.cardset or "", card_id)
            raise _validation_error(source, exc, where) from None

    try:
        setup = game.parse_setup(env.setup, [p.id for p in env.players], variant)
    except ValidationError as exc:
        raise _validation_error(source, exc, ("setup",)) from None

    events: list[Event] = []
    count = len(env.events) if upto is None else min(upto, len(env.events))
    for i in range(count):
        try:
            raw = RawEvent.model_validate(env.events[i])
        except ValidationError as exc:
            raise _validation_error(source, exc, ("events", i)) from None
        model = game.event_models.get(raw.action)
        if model is None:
            raise LogError(source, f"$.events[{i}].action",
                           f"unknown action {raw.action!r} for {game.key}; "
                           f"known: {', '.join(sorted(game.event_models))}")
        if raw.player is not None and raw.player not in seen:
            raise LogError(source, f"$.events[{i}].player", f"unknown player {raw.player!r}")
        try:
            args = model.model_validate(env.events[i])
        except ValidationError as exc:
            raise _validation_error(source, exc, ("events", i)) from None
        events.append(Event(i + 1, raw.action, raw.player, raw.turn, args, env.events[i]))

    log = MatchLog(source, game.key, variant, env.event, list(env.players), cards, setup,
                   events, data, total_events=len(env.events))
    game.validate_log(log)
    return log


def read_log_text(path: str | Path) -> str:
    """The text of a match log file; :class:`LogError` if it cannot be read."""
    p = Path(path)
    try:
        return p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise LogError(str(p), "$", f"cannot read the file: {exc}") from None


def read_deck(path: str | Path) -> dict[str, Any]:
    """A deck file as a JSON object; :class:`LogError` with the line or path if it is not one."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise LogError(str(p), "$", f"cannot read the file: {exc}") from None
    data = loads(text, str(p))
    if not isinstance(data, dict):
        raise LogError(str(p), "$", "a deck file must be a JSON object")
    return data
