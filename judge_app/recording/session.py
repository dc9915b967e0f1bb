"""A live recording: a match log made event by event at the table.

Reality happened: an illegal play is recorded and flagged with its citation,
never refused. Only an event the log format cannot hold (an unknown action, a
wrong type, an unknown card instance) is refused, with its JSON path, and then
nothing changes. Each event is applied through the game's ``apply`` (the same
rules ``judge-app check`` runs), stamped with the time (``"time"``, ISO 8601,
UTC) and committed to the :class:`~judge_app.recording.journal.Journal`
before :meth:`RecordingSession.append` returns.

The state is kept live. Undo replays the log again from the setup (a game may
keep what an event did in a part of its state that every copy shares, so no
checkpoint is reused); a preview applies the event to a deep copy. When a game's hook says an event
changes a reading its rules take of the whole log (:meth:`Recorder.rereads_log`),
the log is replayed again from the start, so the live flags are always the
ones ``check`` gives for the exported log.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from judge_app.games import get_game
from judge_app.games.base import BoardView, Game
from judge_app.games.loading import parse_log
from judge_app.logs.envelope import FORMAT, MAX_EVENTS, RawEvent
from judge_app.logs.errors import LogError, LogReferenceError
from judge_app.logs.loader import Event, MatchLog, validation_error
from judge_app.logs.position import has_position, start_state
from judge_app.recording.hooks import Recorder, Suggestion, recorder_for
from judge_app.recording.journal import Journal, new_path, now_iso, recordings_folder
from judge_app.violations import Violation


class RecordingSession:
    """One match being recorded: its log, the live state, the violations, the journal."""

    def __init__(self, journal: Journal) -> None:
        self.journal = journal
        self.path = journal.path
        self.source = str(journal.path)
        envelope = dict(journal.envelope)
        envelope["events"] = []
        self.log: MatchLog = parse_log(json.dumps(envelope, ensure_ascii=False), self.source)
        self.log.total_events = -1
        self.game: Game[Any] = get_game(self.log.game)
        self.recorder: Recorder = recorder_for(self.log.game)
        self._events: list[dict[str, Any]] = []
        self.revision = 0
        """Grows at every change of the log (append, undo): readers keyed on it know when to
        read the log again."""
        self._rebuild(journal.events())

    # ------------------------------------------------------------ start / resume
    @classmethod
    def start(cls, envelope: Mapping[str, Any], path: str | Path | None = None
              ) -> RecordingSession:
        """Start recording a match from its envelope (``game``, ``players``, ``setup`` …).

        The envelope is checked exactly as a log file is (``LogError`` with a JSON path);
        its ``events``, if any, are recorded first. The journal goes to ``path`` or a new
        file in the recordings folder.
        """
        head: dict[str, Any] = {"format": FORMAT, "version": 1}
        head.update({k: v for k, v in envelope.items() if k != "events"})
        parse_log(json.dumps({**head, "events": []}, ensure_ascii=False), "<new recording>")
        if path is None:
            players = [str(p.get("id", "")) for p in head.get("players", [])
                       if isinstance(p, dict)]
            path = new_path(recordings_folder(), str(head.get("game", "")), players)
        session = cls(Journal.create(path, head))
        for event in envelope.get("events") or []:
            session.append(event)
        return session

    @classmethod
    def open(cls, path: str | Path) -> RecordingSession:
        """Reopen a recording where it stopped (every committed event replayed)."""
        journal = Journal.open(path)
        try:
            return cls(journal)
        except BaseException:
            journal.close()
            raise

    def close(self) -> None:
        """Close the journal (nothing is pending: every event was committed when entered)."""
        self.journal.close()

    # ------------------------------------------------------------ reading
    def __len__(self) -> int:
        """The number of recorded events."""
        return len(self._events)

    @property
    def events(self) -> list[dict[str, Any]]:
        """The recorded events as JSON (a copy), in order."""
        return [dict(e) for e in self._events]

    @property
    def state(self) -> Any:
        """The live state after the last event (do not change it)."""
        return self._state

    def violations_at(self, seq: int) -> list[Violation]:
        """The violations reported at event ``seq`` (0: the setup)."""
        return list(self._by_seq.get(seq, []))

    @property
    def violations(self) -> list[Violation]:
        """Every violation found so far, in event order (setup first)."""
        return [v for seq in sorted(self._by_seq) for v in self._by_seq[seq]]

    def closing_violations(self) -> list[Violation]:
        """What the checker adds once the log ends (``Game.finish``), if it ended now."""
        return self.game.finish(self._state.copy(), self.log)

    def all_violations(self) -> list[Violation]:
        """Exactly what ``judge-app check`` reports for the exported log."""
        return sorted(self.violations + self.closing_violations(), key=lambda v: v.seq)

    def board(self) -> BoardView:
        """The board after the last event, that event's cards highlighted."""
        last = self.log.events[-1] if self.log.events else None
        return self.game.board(self._state, self.log, last)

    def suggestions(self) -> list[Suggestion]:
        """The plausible next actions the game's hook offers from the live state."""
        return self.recorder.suggest(self._state, self.log)

    def export(self) -> dict[str, Any]:
        """The match log v1 (envelope and every event) as JSON."""
        out = dict(self.journal.envelope)
        out["events"] = self.events
        return out

    def export_text(self) -> str:
        """:meth:`export` as indented JSON text."""
        return json.dumps(self.export(), ensure_ascii=False, indent=1) + "\n"

    # ------------------------------------------------------------ changing
    def complete(self, event: Mapping[str, Any]) -> dict[str, Any]:
        """The event as it would be recorded now: ``turn`` filled in when missing."""
        raw = dict(event)
        if "turn" not in raw:
            turn = self.recorder.turn_of(raw, self._state)
            if turn is not None:
                raw["turn"] = turn
        return raw

    def preview(self, event: Mapping[str, Any]) -> tuple[BoardView, list[Violation]]:
        """The board and violations if ``event`` were entered now (nothing is recorded).

        ``LogError`` if the event cannot be part of a log.
        """
        raw = self.complete(event)
        seq = len(self._events) + 1
        parsed = self._parse(raw, seq)
        # A deep copy: a game may share part of its state between copies (Kódem's claim
        # log is one object for every checkpoint), and a preview must leave no trace.
        state = copy.deepcopy(self._state)
        found = self._apply(state, parsed)
        return self.game.board(state, self.log, parsed), found

    def append(self, event: Mapping[str, Any], time: str | None = None) -> list[Violation]:
        """Record one event (flagged, never refused, if it breaks a rule); its violations.

        The event gets ``turn`` (when missing) and ``time`` (``time`` or now; an event that
        already has one keeps it). ``LogError`` (and nothing recorded) if the log format
        cannot hold it.
        """
        raw = self.complete(event)
        if "time" not in raw:
            raw["time"] = time or now_iso()
        seq = len(self._events) + 1
        if seq > MAX_EVENTS:
            raise LogError(self.source, "$.events", f"a match log has at most {MAX_EVENTS:,} "
                           "events (match-log.md, Bounds)")
        parsed = self._parse(raw, seq)
        if self.recorder.rereads_log(raw, self._state, self.log):
            self._check_whole([*self._events, raw])
            self.journal.append(seq, raw)
            self._rebuild([*self._events, raw])
            return self.violations_at(seq)
        try:
            found = self._apply(self._state, parsed)
        except BaseException:
            self._rebuild(self._events)
            raise
        try:
            self.journal.append(seq, raw)
        except BaseException:
            self._rebuild(self._events)
            raise
        self._events.append(raw)
        self.revision += 1
        self.log.events.append(parsed)
        self.log.raw["events"].append(raw)
        self._by_seq.pop(seq, None)
        if found:
            self._by_seq[seq] = sorted(found, key=lambda v: v.seq)
            for v in found:  # a game may report back at an earlier event
                if v.seq != seq:
                    self._rebuild(self._events)
                    break
        return self.violations_at(seq)

    def undo(self) -> dict[str, Any] | None:
        """Take back the last event (kept in the journal's ``undone`` trace); it, or ``None``."""
        if not self._events:
            return None
        seq = len(self._events)
        self.journal.remove_last(seq)
        last = self._events.pop()
        self.log.events.pop()
        self.log.raw["events"].pop()
        # Replayed from the setup: a game may keep what an event did in a part of its state
        # that every copy shares (Kódem's claim log only grows), so no checkpoint is reused.
        self._rebuild(self._events)
        return last

    # ------------------------------------------------------------ internals
    def _parse(self, raw: Mapping[str, Any], seq: int) -> Event:
        """Validate one event as the log loader does (``LogError`` at its JSON path)."""
        index = seq - 1
        try:
            head = RawEvent.model_validate(raw)
        except ValidationError as exc:
            raise validation_error(self.source, exc, ("events", index)) from None
        model = self.game.event_models.get(head.action)
        if model is None:
            raise LogError(self.source, f"$.events[{index}].action",
                           f"unknown action {head.action!r} for {self.game.key}; "
                           f"known: {', '.join(sorted(self.game.event_models))}")
        if head.player is not None and head.player not in self.log.player_ids:
            raise LogError(self.source, f"$.events[{index}].player",
                           f"unknown player {head.player!r}")
        try:
            args = model.model_validate(dict(raw))
        except ValidationError as exc:
            raise validation_error(self.source, exc, ("events", index)) from None
        return Event(seq, head.action, head.player, head.turn, args, raw)

    def _apply(self, state: Any, event: Event) -> list[Violation]:
        try:
            return self.game.apply(state, event)
        except LogReferenceError as exc:
            raise LogError(self.source, f"{event.path}.{exc.field}",
                           f"event {event.seq}: {exc.reason}") from None

    def _check_whole(self, events: list[dict[str, Any]]) -> None:
        """Raise ``LogError`` if the log with ``events`` cannot be read or replayed."""
        envelope = {**self.journal.envelope, "events": events}
        log = parse_log(json.dumps(envelope, ensure_ascii=False), self.source)
        state = start_state(self.game, log)
        for event in log.events:
            self._apply(state, event)

    def _rebuild(self, events: list[dict[str, Any]]) -> None:
        """Replay ``events`` from the setup: the state and the violations, as ``check`` does."""
        envelope = {**self.journal.envelope, "events": events}
        log = parse_log(json.dumps(envelope, ensure_ascii=False), self.source)
        log.total_events = -1
        state = start_state(self.game, log)  # the setup's table, or the position's
        by_seq: dict[int, list[Violation]] = {}
        for v in [] if has_position(log) else self.game.setup_problems(log):
            by_seq.setdefault(v.seq, []).append(v)
        for event in log.events:
            for v in self._apply(state, event):
                by_seq.setdefault(v.seq, []).append(v)
        self.log = log
        self.revision += 1
        self._events = [dict(e) for e in events]
        self._state = state
        self._by_seq = by_seq
