"""Typed event dispatch: each rules module names its actions once, handlers typed by their model.

A rules module makes one table for its game and state, and marks every handler with
the action it handles and that action's pydantic model; the handler receives the
event's arguments already of that model, so the type checker sees every field
(no ``event.args`` cast, no ``type: ignore``)::

    ACTIONS: Actions[Totems, TotemsState] = Actions("totems")

    class Totems(Game[TotemsState]):
        handlers = ACTIONS

        @ACTIONS.handles("attack", Attack)
        def _on_attack(self, state: TotemsState, event: Event, args: Attack,
                       flags: Flags) -> None: ...

    # Game.apply (the one turn skeleton) runs before_event, then
    # self.handlers.dispatch(self, state, event, flags), then after_event.

The loader builds ``event.args`` with the game's ``event_models``; the table
checks at dispatch time that the arguments are of the handler's model (a
mismatch is a programming error, never a user's), and tests/games/test_dispatch.py
checks that every event model of every game has a handler and vice versa.

>>> from judge_app.games.common import EventArgs, Flags
>>> from judge_app.logs.loader import Event
>>> class Ping(EventArgs):
...     times: int = 1
>>> table: Actions[object, list[int]] = Actions("toy")
>>> @table.handles("ping", Ping)
... def on_ping(game: object, state: list[int], event: Event, args: Ping, flags: Flags) -> None:
...     state.append(args.times)
>>> state: list[int] = []
>>> event = Event(1, "ping", "P1", 1, Ping(action="ping", times=3), {})
>>> table.dispatch(None, state, event, Flags("toy", 1, "P1"))
>>> state, table.models
([3], {'ping': <class 'judge_app.games.dispatch.Ping'>})
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from pydantic import BaseModel

if TYPE_CHECKING:
    from judge_app.games.common import Flags
    from judge_app.logs.loader import Event

G = TypeVar("G")
S = TypeVar("S")
M = TypeVar("M", bound=BaseModel)


@dataclass(frozen=True)
class Handler(Generic[G, S]):
    """One action of a game: its name, the model of its arguments, and how to run it."""

    action: str
    model: type[BaseModel]
    run: Callable[[G, S, Event, Flags], None]
    """The handler with the arguments narrowed to ``model`` (checked, not cast)."""
    name: str
    """The handler's qualified name (``Totems._on_attack``), for messages and tests."""
    module: str
    """The module that defines the handler."""


class Actions(Generic[G, S]):
    """The handlers of one game (``G``) over its state (``S``), one per action."""

    def __init__(self, game: str) -> None:
        self.game = game
        self._handlers: dict[str, Handler[G, S]] = {}

    def handles(
        self, action: str, model: type[M],
    ) -> Callable[[Callable[[G, S, Event, M, Flags], None]],
                  Callable[[G, S, Event, M, Flags], None]]:
        """Decorator: the function handles ``action``, whose arguments are a ``model``.

        The function is returned unchanged (it stays a method of the game); registering
        two handlers for one action is an error when the module is imported.
        """
        def register(
            handler: Callable[[G, S, Event, M, Flags], None],
        ) -> Callable[[G, S, Event, M, Flags], None]:
            if action in self._handlers:
                raise ValueError(f"{self.game}: two handlers for the action {action!r}")

            def run(game: G, state: S, event: Event, flags: Flags) -> None:
                args = event.args
                if not isinstance(args, model):
                    raise TypeError(f"{self.game}: the {action!r} event has "
                                    f"{type(args).__name__} arguments, not {model.__name__}")
                handler(game, state, event, args, flags)

            self._handlers[action] = Handler(
                action, model, run, getattr(handler, "__qualname__", action),
                getattr(handler, "__module__", ""))
            return handler
        return register

    def dispatch(self, game: G, state: S, event: Event, flags: Flags) -> None:
        """Run the handler of ``event.action`` (``KeyError`` for an action the game lacks:
        the loader refuses those before any replay)."""
        self._handlers[event.action].run(game, state, event, flags)

    @property
    def models(self) -> Mapping[str, type[BaseModel]]:
        """Action → model of its arguments, in the order the handlers were declared."""
        return {a: h.model for a, h in self._handlers.items()}

    def __getitem__(self, action: str) -> Handler[G, S]:
        return self._handlers[action]

    def __contains__(self, action: object) -> bool:
        return action in self._handlers

    def __iter__(self) -> Iterator[str]:
        return iter(self._handlers)

    def __len__(self) -> int:
        return len(self._handlers)
