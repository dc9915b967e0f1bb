"""The shared bare ids of a mirror Kódem log, as the replay's state keeps them.

A bare id listed by several players (``"itzal"`` in both decks) gets one internal
id per copy, ``ID@PLAYER``; :mod:`judge_app.games.kodem.instances` reads the log
with them. This module is only the data the state holds (:class:`SharedIds`), so
the state does not import the resolver and the resolver may import the state.

>>> qualified("itzal", "P2"), label("itzal", "P2")
('itzal@P2', 'itzal (P2)')
>>> SharedIds(originals={"itzal@P2": ("itzal", "P2")}).label("itzal@P2")
'itzal (P2)'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

SEP = "@"


def qualified(instance: str, player: str) -> str:
    """The internal id of ``player``'s copy of a shared bare id (also the explicit form)."""
    return f"{instance}{SEP}{player}"


def label(instance: str, player: str) -> str:
    """How the judge sees a shared card: the log's id and its owner."""
    return f"{instance} ({player})"


@dataclass(frozen=True, slots=True)
class SharedIds:
    """The shared ids of a log and what the resolver remembers of the current turn.

    Immutable: the replay's state copies it by reference; :func:`resolve`
    replaces it.
    """

    owners: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    """Bare shared id → owner → internal id."""
    originals: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    """Internal id → (the log's bare id, owner)."""
    decls: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """This turn's declarations in order: (declaring card, targets), resolved."""
    phase_from: int = 0
    """Index in ``decls`` of the current phase's first declaration."""
    touched: frozenset[str] = frozenset()
    """The resolved instances of the event just applied (highlighted on the board)."""

    def __bool__(self) -> bool:
        return bool(self.owners)

    def label(self, instance: str) -> str:
        """``itzal (P2)`` for a shared card, the log's own id for any other."""
        original = self.originals.get(instance)
        return label(*original) if original is not None else instance

    def original(self, instance: str) -> str:
        """The id the log wrote for this card (``itzal`` for ``itzal@P2``)."""
        original = self.originals.get(instance)
        return original[0] if original is not None else instance


NO_SHARED = SharedIds()
