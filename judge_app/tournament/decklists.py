"""Deck checks at the table: the presented deck against the registered list, card by card.

Every game's deck file is JSON (match-log.md, each game's own shape); a deck
is read as a multiset of cards per zone (``main``, ``deck``,
``strategy_deck`` …): a list of card ids counts each id, one id alone counts
once, nested objects give zones like ``P1.deck``. Metadata (``game``,
``cardset``, ``variant``, ``name``, ``player``) is not a zone.

None of the five rulebooks names a penalty for a deck that differs from its
registration; Juez suggests a **game loss** with the deck restored to the
registered list (the usual tournament reading, as for an illegal deck) and
cites each game's deck-construction section (:func:`deck_rule`, which the
game registers). The judge decides (docs/extensions.md).

>>> reg = {"game": "kodem", "main": ["a", "b"], "deck": ["x", "x", "y"], "bio": "c"}
>>> shown = {"game": "kodem", "main": ["a", "b"], "deck": ["x", "y", "z"], "bio": "c"}
>>> [(d.zone, d.card, d.registered, d.presented) for d in compare_decks(reg, shown)]
[('deck', 'x', 2, 1), ('deck', 'z', 0, 1)]
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from judge_app.games import game_info
from judge_app.tournament.model import PenaltyKind
from judge_app.violations import Citation

__all__ = ["SUGGESTED_PENALTY", "DeckDifference", "compare_decks", "deck_rule", "deck_zones"]


def deck_rule(game: str) -> Citation | None:
    """The game's section on building a deck (what a difference from the registration
    breaks), or ``None`` for an unknown game.

    >>> str(deck_rule("kodem"))
    'kodem-5.0 §7'
    """
    try:
        return game_info(game).deck_rule
    except KeyError:
        return None


#: What Juez suggests for a deck that differs from its registration (module docstring).
SUGGESTED_PENALTY = PenaltyKind.GAME_LOSS

_METADATA = frozenset({"game", "cardset", "variant", "name", "player", "format", "cards"})


@dataclass(frozen=True)
class DeckDifference:
    """One card whose count differs between the registered list and the presented deck."""

    zone: str
    card: str
    registered: int
    presented: int

    def text(self, lang: str = "es") -> str:
        """The difference as a judge reads it out."""
        if lang == "en":
            return (f"{self.zone}: {self.card} — registered {self.registered}, "
                    f"presented {self.presented}")
        return (f"{self.zone}: {self.card} — registradas {self.registered}, "
                f"presentadas {self.presented}")


def _card(value: Any) -> str:
    return value if isinstance(value, str) else json.dumps(value, sort_keys=True,
                                                           ensure_ascii=False)


def deck_zones(deck: Mapping[str, Any], prefix: str = "") -> dict[str, Counter[str]]:
    """The cards of each zone of a deck file (``zone → card → count``)."""
    zones: dict[str, Counter[str]] = {}
    for key, value in deck.items():
        if not prefix and key in _METADATA:
            continue
        zone = f"{prefix}{key}"
        if isinstance(value, Mapping):
            zones.update(deck_zones(value, f"{zone}."))
        elif isinstance(value, list):
            zones[zone] = Counter(_card(v) for v in value)
        elif isinstance(value, str):
            zones[zone] = Counter([value])
    return zones


def compare_decks(registered: Mapping[str, Any],
                  presented: Mapping[str, Any]) -> list[DeckDifference]:
    """Every card whose count differs, by zone then card (empty: the same deck)."""
    reg, shown = deck_zones(registered), deck_zones(presented)
    out: list[DeckDifference] = []
    for zone in sorted(set(reg) | set(shown)):
        a, b = reg.get(zone, Counter()), shown.get(zone, Counter())
        for card in sorted(set(a) | set(b)):
            if a[card] != b[card]:
                out.append(DeckDifference(zone, card, a[card], b[card]))
    return out
