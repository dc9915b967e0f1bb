"""The registry of tiebreakers (issue 21 §2): each key with its computation, its column and its
title in Spanish and English.

A profile (:mod:`judge_app.tournament.profiles`) is a scoring and a list of these keys. The
standings (:mod:`judge_app.tournament.standings`) compute each key of the event's profile
from here; the printed standings and the CSV (:mod:`judge_app.reports.standings`), the
window's standings tab, ``standings --json`` and the players' portal take each column's
header, format and key from here. So a new tiebreaker is one :func:`register_tiebreaker`
call, and a new profile one :func:`judge_app.tournament.profiles.register_profile` call
naming keys: nothing else changes (``tests/tournament/test_toy_profile.py``).

Every value is an exact ratio (numerator, denominator > 0); the standings rank on the exact
values and show them rounded to 4 decimals.

>>> TIEBREAKERS["omw"].header("en"), TIEBREAKERS["omw"].text(0.6667)
('OMW%', '66.67%')
>>> TIEBREAKERS["sb"].title[1], TIEBREAKERS["buchholz"].text(7.5)
('Sonneborn–Berger: points of the opponents beaten, half of those drawn', '7.5')
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from judge_app.tournament.messages import Refusal

if TYPE_CHECKING:
    from judge_app.tournament.model import Player
    from judge_app.tournament.profiles import Scoring

#: An exact ratio as (numerator, denominator > 0): integers are much faster than Fraction
#: objects, and every comparison goes through a common denominator.
Ratio = tuple[int, int]

MTG_FLOOR: Ratio = (1, 3)
POKEMON_FLOOR: Ratio = (1, 4)
POKEMON_DROP_CAP: Ratio = (3, 4)


@dataclass(slots=True)
class Tally:
    """What one player did (only counted results)."""

    wins: int = 0
    losses: int = 0
    draws: int = 0
    byes: int = 0
    game_points: int = 0
    games: int = 0
    #: (opponent, outcome) with outcome 1 win, 0 draw, -1 loss, one per played match
    results: list[tuple[str, int]] = field(default_factory=list)

    def units(self, scoring: Scoring) -> int:
        """Match points in the scoring's units (a bye is one of the wins)."""
        return scoring.units(self.wins - self.byes, self.draws, self.byes)

    @property
    def rounds(self) -> int:
        """Matches counted: won (byes too), lost, drawn."""
        return self.wins + self.losses + self.draws


@dataclass(slots=True)
class Counts:
    """Every player's tally as lists indexed like ``ids`` (plain integers: 8,192 players'
    sums and opponents' means stay fast). ``opponents[i]`` holds the indexes of player i's
    opponents, one per played match, and ``outcomes[i]`` the results against them (1 win,
    0 draw, -1 loss)."""

    ids: list[str]
    wins: list[int]
    losses: list[int]
    draws: list[int]
    byes: list[int]
    game_points: list[int]
    games: list[int]
    opponents: list[list[int]]
    outcomes: list[list[int]]

    @classmethod
    def empty(cls, ids: list[str]) -> Counts:
        """Nothing counted yet for ``ids``."""
        n = len(ids)
        return cls(ids, [0] * n, [0] * n, [0] * n, [0] * n, [0] * n, [0] * n,
                   [[] for _ in range(n)], [[] for _ in range(n)])

    def tallies(self) -> dict[str, Tally]:
        """The same as one :class:`Tally` a player (opponents by id)."""
        ids = self.ids
        return {pid: Tally(self.wins[i], self.losses[i], self.draws[i], self.byes[i],
                           self.game_points[i], self.games[i],
                           [(ids[o], r) for o, r in zip(self.opponents[i], self.outcomes[i],
                                                        strict=True)])
                for i, pid in enumerate(ids)}


class Column(Mapping[str, "Ratio"]):
    """A tiebreaker's values as lists (numerators, denominators) in the order of the
    players' ids: read as a mapping of id to ratio by any caller, read as lists by the
    standings (no ratio object a player)."""

    __slots__ = ("dens", "ids", "index", "nums")

    def __init__(self, ids: list[str], index: Mapping[str, int], nums: list[int],
                 dens: list[int]) -> None:
        self.ids, self.index, self.nums, self.dens = ids, index, nums, dens

    def __getitem__(self, pid: str) -> Ratio:
        i = self.index[pid]
        return self.nums[i], self.dens[i]

    def __iter__(self) -> Iterator[str]:
        return iter(self.ids)

    def __len__(self) -> int:
        return len(self.ids)


class StandingsData:
    """What every tiebreaker is computed from — each player's tally, match points (in the
    scoring's units), opponents, the players and the last round counted — and the columns
    computed so far (one tiebreaker may be made of another: :meth:`column`).

    The built-in tiebreakers read the lists of :class:`Counts` (``counts``, ``points``:
    indexed like ``ids``); ``tallies``, ``units`` and ``opponents`` give the same by player
    id, made when a tiebreaker first asks for them."""

    def __init__(self, players: Mapping[str, Player], counts: Counts,
                 scoring: Scoring, last_round: int) -> None:
        self.players = players
        self.counts = counts
        self.scoring = scoring
        self.last_round = last_round
        self.ids = counts.ids
        self.index = {pid: i for i, pid in enumerate(self.ids)}
        s_win, s_draw, s_bye = scoring.win, scoring.draw, scoring.bye
        #: each player's match points in units, by index
        self.points = [s_win * (w - b) + s_draw * d + s_bye * b for w, d, b in
                       zip(counts.wins, counts.draws, counts.byes, strict=True)]
        self._columns: dict[str, Mapping[str, Ratio]] = {}
        self._opponent_points: list[list[int]] | None = None

    @cached_property
    def tallies(self) -> dict[str, Tally]:
        """Each player's :class:`Tally`, by id."""
        return self.counts.tallies()

    @cached_property
    def units(self) -> dict[str, int]:
        """Each player's match points in units, by id."""
        return dict(zip(self.ids, self.points, strict=True))

    @cached_property
    def opponents(self) -> dict[str, list[str]]:
        """Each player's opponents' ids, one per played match."""
        ids = self.ids
        return {pid: [ids[o] for o in opps]
                for pid, opps in zip(ids, self.counts.opponents, strict=True)}

    def column(self, key: str) -> Mapping[str, Ratio]:
        """Every player's value of the tiebreaker ``key`` (computed once per standings)."""
        if key not in self._columns:
            self._columns[key] = tiebreaker(key).compute(self)
        return self._columns[key]

    def new_column(self, nums: list[int], dens: list[int]) -> Column:
        """A column of these lists (indexed like ``ids``)."""
        return Column(self.ids, self.index, nums, dens)

    def lists(self, values: Mapping[str, Ratio]) -> tuple[list[int], list[int]]:
        """``values`` as numerators and denominators indexed like ``ids``."""
        if isinstance(values, Column) and values.ids is self.ids:
            return values.nums, values.dens
        pairs = [values[pid] for pid in self.ids]
        return [n for n, _ in pairs], [d for _, d in pairs]

    def mean_over_opponents(self, values: Mapping[str, Ratio]) -> Column:
        """The exact mean of ``values`` over each player's opponents ((0, 1) with none)."""
        nums, dens = self.lists(values)
        common = math.lcm(*set(dens)) if dens else 1
        scaled = [n * (common // d) for n, d in zip(nums, dens, strict=True)]
        get = scaled.__getitem__
        out_n: list[int] = []
        out_d: list[int] = []
        for opps in self.counts.opponents:
            if opps:
                out_n.append(sum(map(get, opps)))
                out_d.append(common * len(opps))
            else:
                out_n.append(0)
                out_d.append(1)
        return self.new_column(out_n, out_d)

    def opponent_points(self) -> list[list[int]]:
        """Each player's opponents' match points (in units), by index."""
        if self._opponent_points is None:
            get = self.points.__getitem__
            self._opponent_points = [list(map(get, opps)) for opps in self.counts.opponents]
        return self._opponent_points

    def opponent_units(self) -> dict[str, list[int]]:
        """Each player's opponents' match points (in units), by id."""
        return dict(zip(self.ids, self.opponent_points(), strict=True))


def at_least(value: Ratio, floor: Ratio) -> Ratio:
    """``value``, or ``floor`` when it is lower."""
    return value if value[0] * floor[1] >= floor[0] * value[1] else floor


def at_most(value: Ratio, cap: Ratio) -> Ratio:
    """``value``, or ``cap`` when it is higher."""
    return value if value[0] * cap[1] <= cap[0] * value[1] else cap


@dataclass(frozen=True)
class Tiebreaker:
    """One tiebreaker: its key (``StandingRow.tiebreakers``, ``standings --json``, the CSV's
    header), its column header and its title (Spanish, English), how it is printed (a
    percentage or a number) and how it is computed. ``ranks=False``: shown, not a
    tiebreaker (the Pokémon profile's own win%, of which resistance is made)."""

    key: str
    column: tuple[str, str]
    title: tuple[str, str]
    compute: Callable[[StandingsData], Mapping[str, Ratio]]
    percent: bool = False
    ranks: bool = True

    def header(self, lang: str = "es") -> str:
        """The column's header (the window, the PDF)."""
        return self.column[1 if lang == "en" else 0]

    def describe(self, lang: str = "es") -> str:
        """What the tiebreaker is, in a sentence's words."""
        return self.title[1 if lang == "en" else 0]

    def text(self, value: float | None) -> str:
        """The value as printed and shown: a percentage with 2 decimals, or a number without
        trailing zeros.

        >>> TIEBREAKERS["gw"].text(0.5), TIEBREAKERS["sb"].text(4.25), TIEBREAKERS["sb"].text(None)
        ('50.00%', '4.25', '')
        """
        if value is None:
            return ""
        if self.percent:
            return f"{value * 100:.2f}%"
        return f"{value:.4f}".rstrip("0").rstrip(".")


#: Every tiebreaker the standings know, by key.
TIEBREAKERS: dict[str, Tiebreaker] = {}


def register_tiebreaker(tb: Tiebreaker) -> Tiebreaker:
    """Add a tiebreaker (a key already taken by another is refused)."""
    old = TIEBREAKERS.get(tb.key)
    if old is not None and old != tb:
        raise Refusal(f"tiebreaker key {tb.key!r} is already registered",
                      f"la clave de desempate {tb.key!r} ya está registrada")
    TIEBREAKERS[tb.key] = tb
    return tb


def tiebreaker(key: str) -> Tiebreaker:
    """The registered tiebreaker ``key``; a :class:`Refusal` naming the known ones otherwise."""
    found = TIEBREAKERS.get(key)
    if found is None:
        known = ", ".join(TIEBREAKERS)
        raise Refusal(f"unknown tiebreaker {key!r} (known: {known})",
                      f"desempate desconocido {key!r} (se conocen: {known})")
    return found


def text_of(key: str, value: float | None) -> str:
    """A tiebreaker's value as shown (an unknown key: a plain number)."""
    found = TIEBREAKERS.get(key)
    if found is not None:
        return found.text(value)
    return "" if value is None else f"{value:.4f}".rstrip("0").rstrip(".")


def header_of(key: str, lang: str = "es") -> str:
    """A tiebreaker's column header (an unknown key: the key)."""
    found = TIEBREAKERS.get(key)
    return found.header(lang) if found is not None else key


# ---------------------------------------------------------------------- the built-in keys
def _floored(nums: list[int], dens: list[int], floor: Ratio) -> tuple[list[int], list[int]]:
    """Each ratio, or ``floor`` when it is lower (a zero denominator: ``floor``)."""
    fn, fd = floor
    out_n, out_d = [], []
    for n, d in zip(nums, dens, strict=True):
        if d and n * fd >= fn * d:
            out_n.append(n)
            out_d.append(d)
        else:
            out_n.append(fn)
            out_d.append(fd)
    return out_n, out_d


def _mw(d: StandingsData) -> Column:
    """MTR match-win %: points / (3 × rounds), floored at 1/3."""
    c, win = d.counts, d.scoring.win
    rounds = [win * (w + lo + dr) for w, lo, dr in zip(c.wins, c.losses, c.draws, strict=True)]
    return d.new_column(*_floored(d.points, rounds, MTG_FLOOR))


def _gw(d: StandingsData) -> Column:
    c = d.counts
    return d.new_column(*_floored(c.game_points, [3 * g for g in c.games], MTG_FLOOR))


def _winp(d: StandingsData) -> Column:
    c = d.counts
    out_n, out_d = [], []
    last, players = d.last_round, d.players
    for pid, w, lo, dr, b in zip(c.ids, c.wins, c.losses, c.draws, c.byes, strict=True):
        played = w + lo + dr - b
        value = at_least((2 * (w - b) + dr, 2 * played) if played else (0, 1), POKEMON_FLOOR)
        if players[pid].dropped_by(last):
            value = at_most(value, POKEMON_DROP_CAP)
        out_n.append(value[0])
        out_d.append(value[1])
    return d.new_column(out_n, out_d)


def _buchholz(d: StandingsData) -> Column:
    points = d.opponent_points()
    return d.new_column(list(map(sum, points)), [d.scoring.unit] * len(points))


def _cut1(d: StandingsData) -> Column:
    points = d.opponent_points()
    return d.new_column([sum(s) - min(s) if len(s) > 1 else sum(s) for s in points],
                        [d.scoring.unit] * len(points))


def _median(d: StandingsData) -> Column:
    points = d.opponent_points()
    return d.new_column([sum(s) - min(s) - max(s) if len(s) > 2 else sum(s) for s in points],
                        [d.scoring.unit] * len(points))


def _sb(d: StandingsData) -> Column:
    units, c = d.points, d.counts
    out: list[int] = []
    for opps, outs in zip(c.opponents, c.outcomes, strict=True):
        total = 0
        for o, r in zip(opps, outs, strict=True):
            if r > 0:
                total += 2 * units[o]
            elif r == 0:
                total += units[o]
        out.append(total)
    return d.new_column(out, [2 * d.scoring.unit] * len(out))


_MW = Tiebreaker("mw", ("MW%", "MW%"), ("porcentaje de partidas ganadas (mínimo 33 %)",
                                        "match-win percentage (at least 33%)"),
                 _mw, percent=True)
for _tb in (
    _MW,
    Tiebreaker("omw", ("OMW%", "OMW%"),
               ("promedio del porcentaje de partidas ganadas de los rivales",
                "opponents' match-win percentage"),
               lambda d: d.mean_over_opponents(d.column("mw")), percent=True),
    Tiebreaker("gw", ("GW%", "GW%"), ("porcentaje de juegos ganados (mínimo 33 %)",
                                      "game-win percentage (at least 33%)"),
               _gw, percent=True),
    Tiebreaker("ogw", ("OGW%", "OGW%"),
               ("promedio del porcentaje de juegos ganados de los rivales",
                "opponents' game-win percentage"),
               lambda d: d.mean_over_opponents(d.column("gw")), percent=True),
    Tiebreaker("winp", ("Win%", "Win%"),
               ("porcentaje de victorias (sin byes; 25 %–75 % con baja)",
                "win percentage (byes left out; 25%–75% once dropped)"),
               _winp, percent=True, ranks=False),
    Tiebreaker("oppwp", ("OppWin%", "OppWin%"), ("resistencia: promedio del Win% de los rivales",
                                                 "resistance: the opponents' mean win%"),
               lambda d: d.mean_over_opponents(d.column("winp")), percent=True),
    Tiebreaker("oppoppwp", ("OppOppWin%", "OppOppWin%"),
               ("resistencia de los rivales", "the opponents' resistance"),
               lambda d: d.mean_over_opponents(d.column("oppwp")), percent=True),
    Tiebreaker("buchholz", ("Buchholz", "Buchholz"),
               ("Buchholz: suma de los puntos de los rivales",
                "Buchholz: the sum of the opponents' points"), _buchholz),
    Tiebreaker("buchholz_cut1", ("Bh Cut-1", "Bh Cut-1"),
               ("Buchholz Corte-1: sin el rival de menos puntos",
                "Buchholz Cut-1: the lowest opponent left out"), _cut1),
    Tiebreaker("buchholz_median", ("Bh Median", "Bh Median"),
               ("Buchholz mediano: sin el rival de más y el de menos puntos",
                "median Buchholz: the highest and the lowest opponents left out"), _median),
    Tiebreaker("sb", ("S-B", "S-B"),
               ("Sonneborn–Berger: puntos de los rivales vencidos, la mitad de los empatados",
                "Sonneborn–Berger: points of the opponents beaten, half of those drawn"), _sb),
):
    register_tiebreaker(_tb)


def ranked_keys(keys: Sequence[str]) -> list[str]:
    """The keys of a profile that order the standings (those shown only left out)."""
    return [k for k in keys if tiebreaker(k).ranks]
