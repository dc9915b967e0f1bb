"""Event ids as judges type them (``ev-7``) and the row ids behind them."""

from __future__ import annotations

import re

from judge_app.storage.errors import NotFoundError

_EVENT_ID = re.compile(r"^\s*(?:ev-?)?(\d{1,9})\s*$", re.IGNORECASE)


def public_id(pk: int) -> str:
    """The id judges type for an event row.

    >>> public_id(7)
    'ev-7'
    """
    return f"ev-{pk}"


def event_key(event_id: str | int) -> int:
    """The row id of ``ev-7`` (or ``7``); :class:`NotFoundError` for anything else.

    >>> event_key("ev-7"), event_key("EV-12"), event_key(3)
    (7, 12, 3)
    """
    if isinstance(event_id, int):
        return event_id
    m = _EVENT_ID.match(str(event_id))
    if not m:
        raise NotFoundError(f"event {event_id!r} does not exist (event ids look like ev-1)",
                            field="event",
                            es=f"el evento {event_id!r} no existe (los ids son como ev-1)")
    return int(m[1])
