"""The one error of the tournament service: what went wrong, with the event/player/table/round."""

from __future__ import annotations


class TournamentError(Exception):
    """A refused operation; nothing was changed.

    ``field`` names the input at fault (``event``, ``player``, ``table``,
    ``round``, ``score``, ``file``, ``citation``, ``version``, ``db`` …) so a
    command line can say which argument, and a window which box.

    >>> str(TournamentError("event 'ev-9' does not exist", field="event"))
    "event 'ev-9' does not exist"
    """

    def __init__(self, message: str, *, field: str | None = None, es: str | None = None) -> None:
        super().__init__(message)
        self.field = field
        self.message_en = message
        self.message_es = es if es is not None else message

    def message(self, lang: str = "es") -> str:
        """The reason in Spanish (``es``) or English (``en``); ``str()`` is the English.

        >>> TournamentError("round 2 is not finished", es="la ronda 2 no ha terminado").message()
        'la ronda 2 no ha terminado'
        """
        return self.message_en if lang == "en" else self.message_es


class NotFoundError(TournamentError, LookupError):
    """The event, player, round or table named does not exist."""


class StaleDataError(TournamentError):
    """A write based on data another station has changed meanwhile: reload and retry."""

    def __init__(self, message: str, es: str | None = None) -> None:
        super().__init__(message, field="version", es=es)
