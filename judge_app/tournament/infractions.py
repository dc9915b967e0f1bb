"""The infractions a judge picks from when giving a penalty, per game, with their rule.

A short list per game, in the game's own words, each citing the section of its
rulebook that it breaks (checked against the section index by the tests). Each
game registers its own list (:class:`~judge_app.games.base.GameInfo`
``infractions``); the penalty form offers the event's game's list and still
accepts a typed infraction; picking one also fills in the citation.

Kódem's come from 6.7 (restrictions and interactions: 6.7-G generalities,
6.7-P penalties); the other games' rulebooks have no penalty chapter, so
their entries name the rule of play that was broken.

>>> [i.citation.section for i in infractions_for("kodem")][:2]
['6.7-P1', '6.7-P2']
>>> infractions_for("totems")[0].name("en")
'More than one action in a turn'
"""

from __future__ import annotations

from judge_app.games import game_info, infractions_of
from judge_app.games.base import Infraction

__all__ = ["Infraction", "find_infraction", "infractions_for", "rulebook_of"]


def infractions_for(game: str) -> tuple[Infraction, ...]:
    """The infraction list of ``game`` (a game key such as ``kodem``); ``()`` for another."""
    return infractions_of(game.strip().lower())


def rulebook_of(game: str) -> str | None:
    """The rulebook id the penalties of ``game`` cite, or ``None`` for an unknown game."""
    try:
        return game_info(game.strip().lower()).rulebook
    except KeyError:
        return None


def find_infraction(game: str, text: str) -> Infraction | None:
    """The entry of ``game``'s list named ``text`` (its key, or its name in either
    language, case folded), or ``None`` for a typed infraction of the judge's own."""
    wanted = text.strip().casefold()
    for entry in infractions_for(game):
        if wanted in (entry.key, entry.es.casefold(), entry.en.casefold()):
            return entry
    return None
