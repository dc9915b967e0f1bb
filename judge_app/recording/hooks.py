"""What a game offers the recorder: the plausible next actions, and when to re-read the log.

Each game may declare a ``suggest`` part in its ``GameInfo`` (an instance of a
:class:`Recorder` subclass). This package asks the game registry for it, so it never
names a game; a game without one gets the empty default (nothing offered, nothing
re-read).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from judge_app.games import game_info
from judge_app.logs.loader import MatchLog
from judge_app.violations import Lang


@dataclass(frozen=True)
class Suggestion:
    """One offered action: a complete event (without ``turn``/``time``) and its label in words.

    ``event`` carries ``action`` and ``player`` and the arguments; the session adds the
    turn and the time stamp when it is entered.
    """

    event: Mapping[str, Any]
    label_es: str
    label_en: str
    group: str = ""
    """A short kind for display (``phase``, ``attack``, ``resolve`` …)."""
    details: Mapping[str, Any] = field(default_factory=dict)

    def label(self, lang: Lang = "es") -> str:
        """The label in Spanish (``es``) or English (``en``)."""
        return self.label_en if lang == "en" else self.label_es


class Recorder:
    """The default hooks of a game: nothing offered, no event re-reads the whole log."""

    shared_table: bool = False
    """The table is one deck dealt to every player (Tótems, Códigos): one deck file for the
    table, not one per player."""

    players: tuple[int, int] = (2, 2)
    """How many players the game's rulebook allows (the fewest, the most)."""

    def player_range(self, variant: str) -> tuple[int, int]:
        """How many players ``variant`` allows (Kódem's multiplayer variants: 3 to 8)."""
        return self.players

    def agreed_at_start(self, variant: str) -> tuple[bool, bool]:
        """What the players of ``variant`` agree before the game and the setup records:
        (a number of rival cards to send to Extinción to win, teams) — Kódem's Cazador
        and Manada (8.1)."""
        return (False, False)

    def demo_table(self, variant: str) -> str | None:
        """A shipped sample whose table fits ``variant`` when the game's usual demo table
        does not (a multiplayer variant's players), by file name."""
        return None

    def suggest(self, state: Any, log: MatchLog) -> list[Suggestion]:
        """The plausible next actions from ``state``, most likely first."""
        return []

    def rereads_log(self, event: Mapping[str, Any], state: Any, log: MatchLog) -> bool:
        """True if appending ``event`` changes a reading the rules take of the whole log.

        Some rules read the whole log once, at the start (does it record claims? passes?);
        after such an event the session replays the log again from the start, so the live
        flags are always exactly those ``judge-app check`` gives for the same log.
        """
        return False

    def setup_from_decks(self, decks: Sequence[Mapping[str, Any]], players: Sequence[str],
                         variant: str) -> dict[str, Any]:
        """The ``setup`` block from one deck per player (default: each deck is that block).

        ``LogError`` when the game's setup is not one block per player.
        """
        return {player: dict(deck) for player, deck in zip(players, decks, strict=True)}

    def turn_of(self, event: Mapping[str, Any], state: Any) -> int | None:
        """The ``turn`` to stamp on a new event that has none.

        Default: the state's turn, one more for a ``turn`` event.
        """
        turn = getattr(state, "turn", None)
        if not isinstance(turn, int):
            return None
        if event.get("action") == "turn":
            return turn + 1
        return turn if turn > 0 else None


class EndTurnRecorder(Recorder):
    """Hooks of a game whose turns close with ``end_turn`` (phase ``fin``): the next event of
    another player opens the next turn number."""

    def turn_of(self, event: Mapping[str, Any], state: Any) -> int | None:
        """A new turn once the last one ended (or before the first)."""
        turn = getattr(state, "turn", 0)
        if not isinstance(turn, int):
            return None
        if event.get("action") in ("game_end", "note"):
            return turn if turn > 0 else None
        active = getattr(state, "active", None)
        if active is None or (getattr(state, "phase", None) == "fin"
                              and event.get("player") != active):
            return turn + 1
        return turn if turn > 0 else turn + 1


_DEFAULT = Recorder()


@cache
def recorder_for(game: str) -> Recorder:
    """The ``suggest`` part the game declares (a :class:`Recorder`), or the empty default."""
    try:
        info = game_info(game)
    except KeyError:
        return _DEFAULT
    recorder: Recorder | None = info.part("suggest")
    return recorder if recorder is not None else _DEFAULT
