"""Typed notation lines in a recording: one line of ``judge_app.notation`` → one event.

The line is read in the context of the events already recorded (turn and player carried
from the line before, cards by the shortest unambiguous prefix of the id or the name), as
``judge-app notation parse`` reads a file. A ``{json}`` line is one event as JSON.
"""

from __future__ import annotations

from typing import Any

from judge_app.notation import event_words, notation_for
from judge_app.notation.core import Context
from judge_app.notation.errors import LineError
from judge_app.recording.session import RecordingSession
from judge_app.violations import Lang


class LineProblem(Exception):
    """A typed line that is not one event: the column and the reason in both languages."""

    def __init__(self, column: int, es: str, en: str) -> None:
        self.column = column
        self.es = es
        self.en = en
        super().__init__(f"{column}: {en}")

    def message(self, lang: Lang = "es") -> str:
        """``columna 9: se esperaba…`` / ``column 9: expected…``."""
        return (f"column {self.column}: {self.en}" if lang == "en"
                else f"columna {self.column}: {self.es}")


class TypedLines:
    """Reads typed lines against a recording (the context is kept until the log changes)."""

    def __init__(self, session: RecordingSession) -> None:
        self.session = session
        self._context: Context | None = None
        self._revision = -1

    def _ready(self) -> Context:
        if self._context is None or self._revision != self.session.revision:
            data = self.session.export()
            context = Context(notation_for(self.session.log.game), data)
            for event in data["events"]:
                context.advance(event)
            self._context, self._revision = context, self.session.revision
        return self._context

    def read(self, line: str) -> dict[str, Any] | None:
        """The event of ``line`` (``None`` for a blank or ``#`` comment line); LineProblem."""
        context = self._ready()
        saved = (context.turn, context.player)
        try:
            return context.read_line(line)
        except LineError as exc:
            raise LineProblem(exc.column, exc.es, exc.en) from None
        finally:
            context.turn, context.player = saved

    def words(self, event: dict[str, Any], lang: Lang = "es") -> str:
        """One recorded event in words (``T3 · Ana ataca con Itzal a Kuma (2)``)."""
        return event_words(self.session.journal.envelope, event, lang)
