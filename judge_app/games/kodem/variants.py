"""The Kódem variants as data: what each one changes, in one frozen description per variant.

The rules ask a variant what it does (``variant.multiplayer``, ``variant.same_name_rule``
…) instead of comparing its name, the way python-chess variants are classes with flags
and a few hooks. The one hook is the victory check: what the table must show for a
``game_end`` to give the win to a player (4, 8.1, 8.2).

>>> [v.key for v in VARIANTS.values()]
['standard', 'extended', 'jungla', 'cazador', 'manada']
>>> VARIANTS["cazador"].multiplayer, VARIANTS["cazador"].needs_target_count
(True, True)
>>> VARIANTS["extended"].same_name_rule, VARIANTS["extended"].extra_replacement_cards
(False, 2)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from judge_app.games.kodem.state import KodemState

#: Why the table does not support a claimed win, in Spanish and English (None: it does).
Unsupported = tuple[str, str] | None


@dataclass(frozen=True)
class KodemVariant:
    """One way to play Kódem: players, who interacts, which rules apply, how one wins."""

    key: str
    """The log's ``variant`` (match-log.md)."""
    players: tuple[int, int]
    """Fewest and most players (2–2, or 3–8 in the multiplayer format, 8.1)."""
    section: str
    """The rulebook section of the format (``4``, ``8.1``, ``8.2``), cited by its checks."""
    victory: Callable[[KodemState, str], Unsupported]
    """Hook: why the table does not support ``winner``'s victory, or None if it does."""
    multiplayer: bool = False
    """8.1: each turn the turn player chooses one rival, and only those two interact."""
    same_name_rule: bool = True
    """6.7-G2: two revealed cards with one printed name on a field (not in 8.2)."""
    extra_replacement_cards: int = 0
    """8.2: a replacement may take up to this many cards more than the 3 of the Mazo."""
    out_at: int | None = None
    """Jungla (8.1): this many cards in Extinción put a player out of the game."""
    needs_target_count: bool = False
    """Cazador, Manada (8.1): the setup gives ``target_count``, the cards to send to win."""
    teams: bool = False
    """Manada (8.1): the players form teams of one size (``setup.teams``)."""


def _rivals(state: KodemState, winner: str) -> list[str]:
    return [p for p in state.players if p not in state.team_of(winner)]


def _ten_cards(state: KodemState, winner: str) -> Unsupported:
    """4: a rival has 10 cards in Extinción (Tokens not counted)."""
    counts = {p: state.extinction_count(p) for p in _rivals(state, winner)}
    if any(n >= 10 for n in counts.values()):
        return None
    shown = ", ".join(f"{p} {n}" for p, n in counts.items())
    return (f"las cartas en Extinción del rival (sin contar Token) son {shown}, y se "
            "necesitan 10", f"the rival's cards in Extinción (Tokens not counted) are "
            f"{shown}, and 10 are needed")


def _extended(state: KodemState, winner: str) -> Unsupported:
    """8.2: 10 cards in a rival's Extinción, or 3 with one printed name there."""
    why = _ten_cards(state, winner)
    if why is None:
        return None
    for p in _rivals(state, winner):
        names: dict[str, int] = {}
        for i in state.sides[p].extinction:
            c = state.cards[i]
            if c.kind != "token":
                names[c.name] = names.get(c.name, 0) + 1
        if any(n >= 3 for n in names.values()):
            return None
    return why


def _jungla(state: KodemState, winner: str) -> Unsupported:
    """8.1 Jungla: the last player standing (the others out with 6 cards in Extinción)."""
    standing = [p for p in _rivals(state, winner) if not state.sides[p].out]
    if standing:
        return (f"siguen en pie {', '.join(standing)} (se queda fuera con 6 cartas en "
                "Extinción)", f"{', '.join(standing)} still stand (a player is out "
                "with 6 cards in Extinción)")
    return None


def _cazador(state: KodemState, winner: str) -> Unsupported:
    """8.1 Cazador: the winner sent the agreed number of rival cards to Extinción."""
    goal = state.target_count
    if goal is None:
        return None
    sent = state.sent_by.get(winner, 0)
    if sent < goal:
        return (f"solo envió {sent} cartas rivales a Extinción de {goal} acordadas",
                f"they sent only {sent} rival cards to Extinción of the {goal} agreed")
    return None


def _manada(state: KodemState, winner: str) -> Unsupported:
    """8.1 Manada: a rival pack has the agreed cards in Extinción, or the winner's pack
    sent them."""
    goal = state.target_count
    if goal is None:
        return None
    rivals = _rivals(state, winner)
    teams = [t for t in state.teams if winner not in t] or [[p] for p in rivals]
    best = max((sum(state.extinction_count(p) for p in t) for t in teams), default=0)
    sent = sum(state.sent_by.get(p, 0) for p in state.team_of(winner))
    if best < goal and sent < goal:
        return (f"ninguna manada rival tiene {goal} cartas en Extinción (máximo {best}) "
                f"y la manada de {winner} envió {sent}",
                f"no rival pack has {goal} cards in Extinción (at most {best}) and "
                f"{winner}'s pack sent {sent}")
    return None


_TWO = (2, 2)
_MULTI = (3, 8)

#: Every variant by its key, the default first (``Kodem.variants`` lists them in this order).
VARIANTS: dict[str, KodemVariant] = {v.key: v for v in (
    KodemVariant("standard", _TWO, "4", _ten_cards),
    KodemVariant("extended", _TWO, "8.2", _extended, same_name_rule=False,
                 extra_replacement_cards=2),
    KodemVariant("jungla", _MULTI, "8.1", _jungla, multiplayer=True, out_at=6),
    KodemVariant("cazador", _MULTI, "8.1", _cazador, multiplayer=True,
                 needs_target_count=True),
    KodemVariant("manada", _MULTI, "8.1", _manada, multiplayer=True,
                 needs_target_count=True, teams=True),
)}


def variant_of(state: KodemState) -> KodemVariant:
    """The variant of the game being replayed (the loader accepts only known keys)."""
    return VARIANTS[state.variant]
