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


class SameNameError(TournamentError):
    """A new player with the name of one already registered (case, accents and spacing
    ignored): most often the same person typed twice, who would be paired twice and
    given a no-show loss every round. ``existing`` is the registered player's id; a
    second person of that name is registered by asking again with ``same_name=True``.
    """

    def __init__(self, name: str, existing: str, existing_name: str) -> None:
        super().__init__(
            f"a player named {existing_name!r} is already registered ({existing}); register "
            f"a second player named {name!r} only if it is another person",
            field="name",
            es=f"ya hay un jugador inscrito con el nombre {existing_name!r} ({existing}); "
               f"inscribe a otro jugador llamado {name!r} solo si es otra persona")
        self.name = name
        self.existing = existing
        self.existing_name = existing_name


class StaleDataError(TournamentError):
    """A write based on data another station has changed meanwhile: reload and retry."""

    def __init__(self, message: str, es: str | None = None) -> None:
        super().__init__(message, field="version", es=es)


class DiskFullError(TournamentError):
    """No space left on the device that holds the database: the file is not damaged, and
    no backup should be restored over it; free some space and run the command again."""

    def __init__(self, where: str, free: int | None = None) -> None:
        room = "" if free is None else f" ({free // 1024} KB free)"
        libre = "" if free is None else f" ({free // 1024} KB libres)"
        of = f" of database {where}" if where else ""
        de = f" de la base de datos {where}" if where else ""
        super().__init__(
            f"no space left on the device{of}{room}: nothing was saved; the database is not "
            "damaged and needs no restore: free some space on that disk and run the command "
            "again", field="db",
            es=f"no queda espacio en el disco{de}{libre}: no se guardó nada; la base de datos "
            "no está dañada y no hay que restaurar nada: libera espacio en ese disco y vuelve "
            "a ejecutar la orden")
