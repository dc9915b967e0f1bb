"""Replay a match log step by step: the state after any event, and its violations.

The replay applies every event once when it is built (collecting the
violations in order and a checkpoint copy of the state every ``K`` events);
seeking copies the nearest checkpoint and re-applies at most ``K - 1`` events.
Memory is O(n/K) states, a seek O(K) events.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from judge_app.games import get_game
from judge_app.games.base import BoardView, Game
from judge_app.games.loading import load_log
from judge_app.logs.errors import LogError, LogReferenceError
from judge_app.logs.loader import Event, MatchLog
from judge_app.logs.position import has_position, start_state
from judge_app.violations import Violation

DEFAULT_CHECKPOINT_EVERY = 32


class Replay:
    """A match log replayed: ``state_at(seq)``, ``board_at(seq)``, ``violations``.

    ``seq`` 0 is the table before the first event; ``seq`` N the table after event N.
    """

    def __init__(self, log: MatchLog, checkpoint_every: int = DEFAULT_CHECKPOINT_EVERY) -> None:
        if checkpoint_every < 1:
            raise ValueError("checkpoint_every must be at least 1")
        self.log = log
        self.game: Game[Any] = get_game(log.game)
        self.checkpoint_every = checkpoint_every
        state = start_state(self.game, log)  # the setup's table, or the log's position
        found: list[Violation] = [] if has_position(log) else list(self.game.setup_problems(log))
        self._checkpoints: list[Any] = [state.copy()]
        self._turn_starts: dict[int, int] = {}
        for event in log.events:
            found.extend(self._apply(state, event))
            if event.turn is not None and event.turn not in self._turn_starts:
                self._turn_starts[event.turn] = event.seq
            if event.seq % checkpoint_every == 0:
                self._checkpoints.append(state.copy())
        if log.complete:  # a partial load (replay --at) has not seen the end of the game
            found.extend(self.game.finish(state, log))
        self.final_state = state
        self.violations: list[Violation] = sorted(found, key=lambda v: v.seq)
        self._violation_seqs = [v.seq for v in self.violations]
        self._cache_seq = len(log.events)
        self._cache_state = state.copy()

    @classmethod
    def from_file(cls, path: str | Path, upto: int | None = None) -> Replay:
        """Load, validate and replay a log file (``LogError`` if it cannot be read).

        With ``upto``, only the first ``upto`` events are validated and applied (``replay
        --at``): later events are neither read into models nor checked.
        """
        return cls(load_log(path, upto))

    def _apply(self, state: Any, event: Event) -> list[Violation]:
        try:
            return self.game.apply(state, event)
        except LogReferenceError as exc:
            raise LogError(self.log.source, f"{event.path}.{exc.field}",
                           f"event {event.seq}: {exc.reason}") from None

    def __len__(self) -> int:
        """The number of events."""
        return len(self.log.events)

    def event(self, seq: int) -> Event:
        """Event ``seq`` (1-based)."""
        self._check(seq, first=1)
        return self.log.events[seq - 1]

    def _check(self, seq: int, first: int = 0) -> None:
        if not first <= seq <= len(self):
            raise IndexError(f"event {seq} is outside {first}..{len(self)}")

    def state_at(self, seq: int) -> Any:
        """A fresh copy of the state after event ``seq`` (0: before the first event)."""
        self._check(seq)
        if seq == self._cache_seq:
            return self._cache_state.copy()
        if self._cache_seq < seq < self._cache_seq + self.checkpoint_every:
            state = self._cache_state.copy()
            start = self._cache_seq
        else:
            index = seq // self.checkpoint_every
            state = self._checkpoints[index].copy()
            start = index * self.checkpoint_every
        for event in self.log.events[start:seq]:
            self._apply(state, event)
        self._cache_seq, self._cache_state = seq, state.copy()
        return state

    def board_at(self, seq: int) -> BoardView:
        """The board after event ``seq``, the cards of that event highlighted."""
        state = self.state_at(seq)
        return self.game.board(state, self.log, self.log.events[seq - 1] if seq else None)

    def state_json(self, seq: int) -> dict[str, Any]:
        """The full state after event ``seq`` as JSON (``judge-app replay --json``)."""
        return self.game.state_json(self.state_at(seq), self.log)

    def violations_at(self, seq: int) -> list[Violation]:
        """The violations reported at event ``seq``."""
        lo = bisect.bisect_left(self._violation_seqs, seq)
        hi = bisect.bisect_right(self._violation_seqs, seq)
        return self.violations[lo:hi]

    def next_violation(self, seq: int) -> int | None:
        """The first event after ``seq`` with a violation, or ``None``."""
        i = bisect.bisect_right(self._violation_seqs, seq)
        return self._violation_seqs[i] if i < len(self._violation_seqs) else None

    def previous_violation(self, seq: int) -> int | None:
        """The last event before ``seq`` with a violation, or ``None``."""
        i = bisect.bisect_left(self._violation_seqs, seq)
        return self._violation_seqs[i - 1] if i > 0 else None

    @property
    def turns(self) -> list[int]:
        """The turn numbers present in the log, in order."""
        return sorted(self._turn_starts)

    def turn_start(self, turn: int) -> int:
        """The first event of ``turn`` (``KeyError`` if the log has no such turn)."""
        return self._turn_starts[turn]

    def __iter__(self) -> Iterator[Event]:
        return iter(self.log.events)
