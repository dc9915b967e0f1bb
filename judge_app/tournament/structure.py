"""How many Swiss rounds and which top cut to announce for an attendance.

The table is the Magic Tournament Rules, Appendix E ("Recommended Number of
Rounds in Swiss Tournaments"), used by most TCG organisers:

=========  ============  ==============================================
players    Swiss rounds  top cut
=========  ============  ==============================================
2          1             none
3–4        2             none
5–8        3             none
9–16       5             top 4 (4 rounds + top 8 with a draft playoff)
17–32      5             top 8
33–64      6             top 8
65–128     7             top 8
129–226    8             top 8
227–409    9             top 8
410+       10            top 8
=========  ============  ==============================================

Choices of Juez, where the MTR says something else or nothing:

* 5–8 players: the MTR runs 3 single-elimination rounds with no Swiss; Juez
  suggests 3 Swiss rounds with no cut, which leaves exactly one undefeated
  player with 8 players (as the bracket would, barring draws) while every
  player keeps playing. 4 players (MTR: team events only) and 2–3 players
  (not in the MTR) follow the same idea: ⌈log₂ n⌉ rounds, at least 1.
* Awarded byes (MTR): a player with a 1-, 2- or 3-round bye counts as 2, 4
  or 8 players when reading the table (``awarded_byes``).

>>> suggest_structure(64)
Structure(players=64, swiss_rounds=6, top_cut=8)
>>> suggest_structure(12).top_cut, suggest_structure(12, draft_playoff=True).swiss_rounds
(4, 4)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

# (largest attendance, Swiss rounds, top cut) — MTR Appendix E, 9+ players
_TABLE: tuple[tuple[int, int, int], ...] = (
    (16, 5, 4),
    (32, 5, 8),
    (64, 6, 8),
    (128, 7, 8),
    (226, 8, 8),
    (409, 9, 8),
)


@dataclass(frozen=True)
class Structure:
    """A suggested event structure: ``top_cut`` 0 means no cut (the Swiss decides)."""

    players: int
    swiss_rounds: int
    top_cut: int


def suggest_structure(players: int, *, draft_playoff: bool = False,
                      awarded_byes: Sequence[int] = ()) -> Structure:
    """Swiss rounds and top cut for ``players`` entrants (table in the module docstring).

    ``draft_playoff``: a Limited event drafting in the playoff (9–16 players:
    4 rounds and top 8). ``awarded_byes``: the number of byes (1–3) of each
    player who has any. ``ValueError`` for fewer than 2 players or a bad bye.

    >>> suggest_structure(20, awarded_byes=[3])
    Structure(players=20, swiss_rounds=5, top_cut=8)
    >>> suggest_structure(30, awarded_byes=[2])
    Structure(players=30, swiss_rounds=6, top_cut=8)
    """
    if players < 2:
        raise ValueError(f"{players} players: a tournament needs at least 2")
    count = players
    for i, byes in enumerate(awarded_byes):
        if byes not in (1, 2, 3):
            raise ValueError(f"awarded_byes[{i}]: {byes} — an awarded bye is 1, 2 or 3 rounds")
        count += 2 ** byes - 1
    if count <= 8:
        return Structure(players, max(1, (count - 1).bit_length()), 0)
    if count <= 16 and draft_playoff:
        return Structure(players, 4, _fit(8, players))
    for largest, rounds, cut in _TABLE:
        if count <= largest:
            return Structure(players, rounds, _fit(cut, players))
    return Structure(players, 10, 8)


def _fit(cut: int, players: int) -> int:
    """The cut halved until the players fill it (awarded byes can inflate the count)."""
    while cut > players:
        cut //= 2
    return cut if cut >= 2 else 0


def early_cut_warning(players: int, swiss_played: int) -> tuple[str, str] | None:
    """(Spanish, English) warning when a top cut starts before the Swiss rounds the table
    suggests for ``players`` entrants; ``None`` when enough rounds were played.

    >>> early_cut_warning(64, 4)[1]
    'Only 4 Swiss rounds were played: 6 are suggested for 64 players.'
    >>> early_cut_warning(64, 6) is None
    True
    """
    if players < 2:
        return None
    wanted = suggest_structure(players).swiss_rounds
    if swiss_played >= wanted:
        return None
    return (f"Solo se jugaron {swiss_played} rondas suizas: se sugieren {wanted} para "
            f"{players} jugadores.",
            f"Only {swiss_played} Swiss rounds were played: {wanted} are suggested for "
            f"{players} players.")
