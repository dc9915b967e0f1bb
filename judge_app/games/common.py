"""Small helpers shared by the rules modules of Tótems, Códigos, Kingdom and Digimon.

Nothing here knows a game's rules: card instances named ``INSTANCE:DEFINITION``,
the base model of an event's arguments, looking up an instance (an unknown one
is an error of the log, not a violation), and :class:`Flags`, which collects the
violations of one event with the game's rulebook id filled in.

>>> split_instance("t7a:siete")
('t7a', 'siete')
>>> split_instance("siete")
('siete', 'siete')
>>> flags = Flags("totems", seq=4, player="P1")
>>> flags.error("turno", "Dos acciones.", "Two actions.")
>>> [(v.seq, v.section, v.severity.value) for v in flags.found]
[(4, 'turno', 'error')]
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Self, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from judge_app.logs.errors import LogError, LogReferenceError
from judge_app.logs.loader import Event, MatchLog, merged_cards, validation_error
from judge_app.names import fold
from judge_app.violations import Severity, Violation, violation

T = TypeVar("T")


class EventArgs(BaseModel):
    """The arguments of one event: the common keys, extra keys kept (``note``, ``time``)."""

    model_config = ConfigDict(extra="allow", strict=True)

    action: str
    player: str | None = None
    turn: int | None = None


class Note(EventArgs):
    """A remark in the log (shown in the timeline); changes nothing."""

    text: str = ""


class EndTurn(EventArgs):
    """The end of the turn."""


class GameEnd(EventArgs):
    """The end of the game as the log claims it (``winner`` ``None``: a draw); the rules
    module checks the claim against the state where its rulebook lets it."""

    winner: str | None = None
    reason: str | None = None


class CardDef(BaseModel):
    """Fields every card definition may carry (``name``); extra keys kept."""

    model_config = ConfigDict(extra="allow", strict=True)

    name: str = ""


def folded(value: object) -> object:
    """A word of a closed vocabulary as the contract spells it: lower case, no accents
    (:func:`judge_app.names.fold`, the one folding of Juez).

    ``"Común"`` is ``"comun"``, ``" Convocación"`` is ``"convocacion"``; anything
    else is returned unchanged, for the model to accept or refuse with its path.

    >>> folded("Reducción"), folded(3)
    ('reduccion', 3)
    """
    return fold(value.strip()) if isinstance(value, str) else value


def split_instance(spec: str) -> tuple[str, str]:
    """``INSTANCE:DEFINITION`` → ``(instance, definition)``; a bare definition names both."""
    instance, sep, definition = spec.partition(":")
    if not sep:
        return spec, spec
    return instance, definition


def read_instances(
    specs: Sequence[str], cards: Mapping[str, Any], source: str, path: str,
    seen: dict[str, str] | None = None,
) -> list[tuple[str, str]]:
    """Read a list of ``INSTANCE:DEFINITION`` specs of one zone of the setup.

    Every definition must exist in ``cards`` and every instance be new (``seen``
    maps the instances of the whole setup to their definition); otherwise the
    log is unreadable (:class:`LogError` naming the JSON path).
    """
    known = seen if seen is not None else {}
    out: list[tuple[str, str]] = []
    for i, spec in enumerate(specs):
        instance, definition = split_instance(spec)
        if definition not in cards:
            raise LogError(source, f"{path}[{i}]", f"unknown card definition {definition!r}")
        if instance in known:
            raise LogError(source, f"{path}[{i}]", f"card instance {instance!r} appears twice "
                           "in the setup; name copies INSTANCE:DEFINITION")
        known[instance] = definition
        out.append((instance, definition))
    return out


def need(mapping: Mapping[str, T], instance: str, field_name: str) -> T:
    """``mapping[instance]``, or :class:`LogReferenceError` naming the event's field."""
    try:
        return mapping[instance]
    except KeyError:
        raise LogReferenceError(field_name, instance) from None


def remove_from(zone: list[str], instance: str) -> bool:
    """Take ``instance`` out of ``zone`` if it is there; say whether it was."""
    if instance in zone:
        zone.remove(instance)
        return True
    return False


def rival_of(players: Sequence[str], player: str | None) -> str | None:
    """The other player of a two-player game.

    >>> rival_of(["P1", "P2"], "P1")
    'P2'
    """
    others = [p for p in players if p != player]
    return others[0] if len(others) == 1 else None


def names(cards: Iterable[str]) -> str:
    """Instances for a message: ``a, b, c``."""
    return ", ".join(cards) or "—"


class Namer:
    """Writes a message in the words a judge reads: every player id and card instance (or
    code) it names becomes the player's name and the card's printed name (issue 8 §4:
    "Ana", "Grito de guerra", never ``P2`` or ``a-grito1``).

    An id is replaced only as a whole token (not inside a longer id); ids of one
    character and ids whose name is themselves are left alone. The namer is shared,
    never copied, by the checkpoints of a replay.

    >>> namer = Namer({"P1": "Ana", "t13a": "Tótem 13", "t1": "Tótem 1"})
    >>> namer("P1 ataca a t13a con t1; P12 y t13ab no cambian.")
    'Ana ataca a Tótem 13 con Tótem 1; P12 y t13ab no cambian.'
    """

    def __init__(self, names: Mapping[str, str] | None = None) -> None:
        self.names = {k: v for k, v in (names or {}).items() if len(k) > 1 and v and v != k}
        ids = sorted(self.names, key=len, reverse=True)
        self.pattern = (re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, ids)) + r")(?![\w-])")
                        if ids else None)

    @classmethod
    def of_log(cls, log: MatchLog, cards: Mapping[str, str]) -> Namer:
        """Players by their names, and ``cards`` (instance or code → printed name)."""
        return cls({**cards, **{p.id: p.name for p in log.players}})

    def __call__(self, text: str) -> str:
        """``text`` with every known id replaced by its name."""
        if self.pattern is None:
            return text
        return self.pattern.sub(lambda m: self.names[m.group(1)], text)

    def __copy__(self) -> Self:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        return self


@dataclass
class Flags:
    """The violations of one event, all citing the same rulebook; ``namer`` (when given)
    writes player and card names instead of their ids into both messages."""

    rulebook: str
    seq: int
    player: str | None
    found: list[Violation] = field(default_factory=list)
    namer: Namer | None = None

    def _words(self, es: str, en: str) -> tuple[str, str]:
        return (self.namer(es), self.namer(en)) if self.namer is not None else (es, en)

    def error(self, section: str, es: str, en: str, *, player: str | None = "",
              penalty: str | None = None) -> None:
        """Flag an illegal play (``player=""`` means the event's player)."""
        who = self.player if player == "" else player
        es, en = self._words(es, en)
        self.found.append(violation(self.seq, who, self.rulebook, section, es, en,
                                    penalty=penalty))

    def warning(self, section: str, es: str, en: str, *, player: str | None = "") -> None:
        """Flag something suspicious for the judge to weigh."""
        who = self.player if player == "" else player
        es, en = self._words(es, en)
        self.found.append(violation(self.seq, who, self.rulebook, section, es, en,
                                    severity=Severity.WARNING))


M = TypeVar("M", bound=BaseModel)


def deck_cards(deck: Mapping[str, Any], model: type[M], source: str) -> dict[str, M]:
    """The card definitions a deck file can use: its ``cardset`` with its ``cards`` over it.

    Each definition is validated with ``model``; a bad one, an unknown card set or a
    ``cards`` that is not an object makes the file unreadable (:class:`LogError` naming
    the JSON path).
    """
    raw = merged_cards(deck, source)
    own = deck.get("cards", {})
    cardset = deck.get("cardset")
    out: dict[str, M] = {}
    for card_id, data in raw.items():
        try:
            out[card_id] = model.model_validate(data)
        except ValidationError as exc:
            where = ("cards", card_id) if card_id in own else ("cardset", str(cardset), card_id)
            raise validation_error(source, exc, where) from None
    return out


def string_list(value: Any, source: str, path: str) -> list[str]:
    """A JSON value that must be a list of card names; :class:`LogError` at ``path`` if not.

    >>> string_list(["a", "b"], "d.json", "$.deck")
    ['a', 'b']
    """
    if not isinstance(value, list):
        raise LogError(source, path, "must be a list of card names")
    for i, item in enumerate(value):
        if not isinstance(item, str):
            raise LogError(source, f"{path}[{i}]", "must be a card name (a string)")
    return list(value)


def check_player_keys(log: MatchLog, keys: Iterable[str], path: str = "$.setup") -> None:
    """A setup block with one entry per player: ``LogError`` for an unknown or a missing one.

    >>> from judge_app.games.loading import load_log
    >>> from judge_app.resources import resource_path
    >>> log = load_log(resource_path("samples", "totems", "clean.json"))
    >>> check_player_keys(log, ["P1", "P2"])
    >>> check_player_keys(log, ["P1"], "$.setup.hands")
    Traceback (most recent call last):
    judge_app.logs.errors.LogError: ...: $.setup.hands: required key 'P2' is missing
    """
    given = list(keys)
    for player in given:
        if player not in log.player_ids:
            raise LogError(log.source, f"{path}.{player}", f"unknown player {player!r}")
    for player in log.player_ids:
        if player not in given:
            raise LogError(log.source, path, f"required key {player!r} is missing")


def event_cards(event: Event | None, single: Iterable[str],
                lists: Iterable[str] = ("cards",)) -> set[str]:
    """The card instances an event names under ``single`` keys and ``lists`` keys (the board
    highlights them); values of another type are ignored.

    >>> from judge_app.logs.loader import Event
    >>> e = Event(seq=1, action="attack", player="P1", turn=1, args=EventArgs(action="attack"),
    ...           raw={"card": "a", "targets": ["b", 3], "note": "x"})
    >>> sorted(event_cards(e, ("card",), ("targets",)))
    ['a', 'b']
    """
    if event is None:
        return set()
    out = {v for key in single if isinstance(v := event.raw.get(key), str)}
    for key in lists:
        values = event.raw.get(key)
        if isinstance(values, list):
            out.update(v for v in values if isinstance(v, str))
    return out

