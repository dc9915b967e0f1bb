"""The standings counted and ranked on numpy arrays: the same rows as the list code of
:mod:`judge_app.tournament.standings`, a few times faster at 8,192 players (issue 25: standings
< 0.1 s in every profile).

Why numpy: one pass of Python per match row turns the rows into integer columns; everything
after — the tallies, each player's opponents, every built-in tiebreaker, the order — is a
handful of array operations instead of tens of thousands of small Python objects. The
values stay exact: every tiebreaker is an integer numerator over an integer denominator, as
in the list code: 64-bit columns while every number fits (:data:`LIMIT`, checked before
each product), Python integers where one would not (:func:`_wide`: an opponents' mean of
game-win percentages after many rounds). A profile with a tiebreaker registered without an
array form (:data:`ARRAY_FORMS`) is ranked by the list code. Both give the same rows:
``tests/tournament/test_standings_arrays.py`` compares them on random events of every shape.

>>> from judge_app.tournament.model import GameScore, MatchRecord, Player
>>> from judge_app.tournament.standings import match_tuples
>>> players = [Player("A", "Ana"), Player("B", "Beto"), Player("C", "Caro")]
>>> rows = match_tuples([MatchRecord(1, 1, "A", "B", GameScore(2, 1)),
...                      MatchRecord(1, 2, "C", None)])
>>> arrays = match_arrays(players, rows)
>>> arrays.last_round(), arrays.p2.tolist()
(1, [1, -1])
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from operator import attrgetter
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from judge_app.tournament.model import MatchRecord, Player, Profile, StandingRow, standing_rows
from judge_app.tournament.profiles import Scoring, rule_of
from judge_app.tournament.tiebreakers import TIEBREAKERS, tiebreaker

if TYPE_CHECKING:
    from judge_app.tournament.standings import MatchTuple

Ints = npt.NDArray[np.int64]
Bools = npt.NDArray[np.bool_]
#: An exact column: numerators and denominators (> 0), indexed like the players.
Ratios = tuple[Ints, Ints]

#: The largest number the 64-bit columns hold (a product past it: Python integers).
LIMIT = 1 << 62


@dataclass(frozen=True, slots=True)
class MatchArrays:
    """Every match row as integer columns: ``p1``/``p2`` are the players' positions (``p2``
    -1: the bye), ``w1``/``w2`` -1 for a result not reported yet."""

    ids: list[str]
    rnd: Ints
    p1: Ints
    p2: Ints
    w1: Ints
    w2: Ints
    dr: Ints
    dl: Bools

    def last_round(self) -> int:
        """The highest round of any row (0 with none)."""
        return int(self.rnd.max()) if len(self.rnd) else 0

    def with_results(self, at: Sequence[int], rows: Sequence[MatchTuple]) -> MatchArrays:
        """A copy with the results of ``rows`` at the positions ``at`` (the same matches)."""
        w1, w2, dr, dl = self.w1.copy(), self.w2.copy(), self.dr.copy(), self.dl.copy()
        for k, row in zip(at, rows, strict=True):
            w1[k] = -1 if row[4] is None else row[4]
            w2[k] = -1 if row[5] is None else row[5]
            dr[k] = row[6]
            dl[k] = row[7]
        return replace(self, w1=w1, w2=w2, dr=dr, dl=dl)


    def extended(self, ids: list[str], more: MatchArrays) -> MatchArrays:
        """These rows then ``more``'s, for ``ids`` (these ids, then any players added)."""
        if ids[:len(self.ids)] != self.ids:
            raise KeyError("the players are not these players and more")
        return MatchArrays(ids, *(np.concatenate((getattr(self, f), getattr(more, f)))
                                  for f in ("rnd", "p1", "p2", "w1", "w2", "dr", "dl")))


def match_arrays(players: Sequence[Player], rows: Sequence[MatchTuple]) -> MatchArrays:
    """The rows as :class:`MatchArrays`; ``KeyError`` for a player not in ``players``, a
    player against themselves or one seated twice in a round (the list code then says which
    match)."""
    if not rows:
        return _arrays(players, 0, (), (), (), (), (), (), ())
    rnd, _table, a, b, w1, w2, dr, dl = zip(*rows, strict=True)
    return _arrays(players, len(rows), rnd, a, b, _ints(w1), _ints(w2), dr, dl)


def record_arrays(players: Sequence[Player], matches: Sequence[MatchRecord]) -> MatchArrays:
    """:func:`match_arrays` of the match objects themselves, each column read straight off
    them: no :data:`MatchTuple` row is made (the rows, then their columns, took 40 % of the
    standings computed whole at 8,192 players)."""
    scores = list(map(attrgetter("score"), matches))
    return _arrays(players, len(matches), map(attrgetter("round"), matches),
                   map(attrgetter("p1"), matches), map(attrgetter("p2"), matches),
                   [-1 if s is None else s.wins1 for s in scores],
                   [-1 if s is None else s.wins2 for s in scores],
                   [0 if s is None else s.draws for s in scores],
                   map(attrgetter("double_loss"), matches))


def _arrays(players: Sequence[Player], n: int, rnd: Iterable[int], a: Iterable[str],
            b: Iterable[str | None], w1: Sequence[int] | Ints, w2: Sequence[int] | Ints,
            dr: Sequence[int], dl: Iterable[bool]) -> MatchArrays:
    """The ``n`` matches' columns (results -1 when not reported) as :class:`MatchArrays`,
    checked as :func:`match_arrays` says."""
    ids = [p.id for p in players]
    index: dict[str | None, int] = {pid: i for i, pid in enumerate(ids)}
    if len(index) != len(ids):
        raise KeyError("a player id twice")
    index[None] = -1
    p1 = np.fromiter(map(index.__getitem__, a), np.int64, n)
    p2 = np.fromiter(map(index.__getitem__, b), np.int64, n)
    if (p1 < 0).any():
        raise KeyError("no player in seat 1")
    rounds = np.fromiter(rnd, np.int64, n)
    seats = rounds * (len(ids) + 1)
    seated = np.concatenate((seats + p1, (seats + p2)[p2 >= 0]))
    # every seat a number below (last round + 1) × (players + 1): counted, none twice
    if (p1 == p2).any() or (len(seated) and np.bincount(seated).max() > 1):
        raise KeyError("a player twice in a round")
    return MatchArrays(ids, rounds, p1, p2, np.asarray(w1, np.int64), np.asarray(w2, np.int64),
                       np.asarray(dr, np.int64), np.fromiter(dl, bool, n))


def _ints(values: tuple[int | None, ...]) -> Ints:
    """The results with ``None`` (not reported) as -1: NaN in a float array, then -1."""
    return np.nan_to_num(np.array(values, np.float64), nan=-1).astype(np.int64)


@dataclass(frozen=True, slots=True)
class Counted:
    """What every player did (only counted results), as arrays indexed like ``ids``, and each
    player's played matches as one list of edges sorted by player: ``src`` played ``dst``
    with ``out`` (1 win, 0 draw, -1 loss); ``starts`` is where each player's edges begin."""

    ids: list[str]
    wins: Ints
    losses: Ints
    draws: Ints
    byes: Ints
    game_points: Ints
    games: Ints
    src: Ints
    dst: Ints
    out: Ints
    starts: Ints
    last: int

    @property
    def n_opponents(self) -> Ints:
        """How many played matches (opponents, one per match) each player has."""
        return np.diff(np.append(self.starts, len(self.src)))


def count(players: Sequence[Player], arrays: MatchArrays, through_round: int | None) -> Counted:
    """Every result through ``through_round`` (default: all) counted, late losses included —
    what :func:`judge_app.tournament.standings.tally_rows` counts."""
    n = len(arrays.ids)
    a = arrays
    limit = (1 << 62) if through_round is None else through_round
    inside = a.rnd <= limit
    last = int(a.rnd[inside].max()) if inside.any() else 0
    if through_round is not None:
        last = through_round
    bye = inside & (a.p2 < 0)
    paired = inside & (a.p2 >= 0)
    dl = paired & a.dl
    rep = paired & ~a.dl & (a.w1 >= 0) & (a.w2 >= 0)
    p1, p2 = a.p1, a.p2
    won1, won2, drew = rep & (a.w1 > a.w2), rep & (a.w2 > a.w1), rep & (a.w1 == a.w2)

    def per(who: Ints, where: Bools, weights: Ints | None = None) -> Ints:
        got = np.bincount(who[where], None if weights is None else weights[where],
                          minlength=n)
        return got.astype(np.int64)

    byes = per(p1, bye)
    wins = byes + per(p1, won1) + per(p2, won2)
    losses = per(p1, won2) + per(p2, won1) + per(p1, dl) + per(p2, dl)
    draws = per(p1, drew) + per(p2, drew)
    played = a.w1 + a.w2 + a.dr
    game_points = 6 * byes + per(p1, rep, 3 * a.w1 + a.dr) + per(p2, rep, 3 * a.w2 + a.dr)
    games = 2 * byes + per(p1, rep, played) + per(p2, rep, played)
    late = [(i, p.first_round) for i, p in enumerate(players)
            if p.late_losses and p.first_round > 1]
    if late:
        seats = np.zeros((max(last, arrays.last_round()) + 1) * (n + 1), bool)
        seats[a.rnd * (n + 1) + a.p1] = True
        seats[(a.rnd * (n + 1) + a.p2)[a.p2 >= 0]] = True
        for i, first in late:
            for r in range(1, min(first, last + 1)):
                if not seats[r * (n + 1) + i]:
                    losses[i] += 1
                    games[i] += 2
    # each played match twice, seat 1's edge then seat 2's, in the rows' order; a stable sort
    # by player keeps each player's matches in that order
    edge = dl | rep
    o1 = np.where(a.w1 > a.w2, 1, np.where(a.w2 > a.w1, -1, 0))
    o1 = np.where(a.dl, -1, o1)[edge]
    o2 = np.where(a.dl[edge], -1, -o1)
    src = np.column_stack((p1[edge], p2[edge])).ravel()
    dst = np.column_stack((p2[edge], p1[edge])).ravel()
    out = np.column_stack((o1, o2)).ravel()
    # (16-bit positions sort by radix: 10× faster than a 64-bit stable sort)
    order = np.argsort(src.astype(np.uint16) if n < 1 << 16 else src, kind="stable")
    src, dst, out = src[order], dst[order], out[order]
    starts = np.searchsorted(src, np.arange(n)).astype(np.int64)
    return Counted(arrays.ids, wins, losses, draws, byes, game_points, games,
                   src.astype(np.int64), dst.astype(np.int64), out.astype(np.int64), starts,
                   last)


class ArrayData:
    """What the array forms of the tiebreakers read (the array twin of
    :class:`judge_app.tournament.tiebreakers.StandingsData`)."""

    def __init__(self, players: Sequence[Player], counted: Counted, scoring: Scoring) -> None:
        self.players = players
        self.c = counted
        self.scoring = scoring
        c = counted
        self.points: Ints = (scoring.win * (c.wins - c.byes) + scoring.draw * c.draws
                             + scoring.bye * c.byes)
        self.k = c.n_opponents
        self._columns: dict[str, Ratios] = {}

    def column(self, key: str) -> Ratios:
        """The tiebreaker ``key``'s exact values (computed once)."""
        if key not in self._columns:
            self._columns[key] = ARRAY_FORMS[key](self)
        return self._columns[key]

    def per_player(self, edge_values: Ints) -> Ints:
        """The sum of ``edge_values`` (one per edge) over each player's edges (Python
        integers when they are: :func:`_wide`)."""
        out = np.zeros(len(self.c.ids), edge_values.dtype)
        has = self.k > 0
        if len(edge_values):
            out[has] = np.add.reduceat(edge_values, self.c.starts[has])
        return out

    def mean_over_opponents(self, values: Ratios) -> Ratios:
        """The exact mean of ``values`` over each player's opponents ((0, 1) with none): the
        numerators over their least common denominator, summed."""
        nums, dens = values
        common = _lcm(dens)
        most = int(self.k.max(initial=1))
        k = self.k
        if not _fit(common * most) or not _fit(
                int(nums.max(initial=0)) * (common // _smallest(dens)) * most):
            nums, dens, k = _wide(nums), _wide(dens), _wide(k)
        scale = common // dens
        total = self.per_player((nums * scale)[self.c.dst])
        has = self.k > 0
        return np.where(has, total, 0), np.where(has, common * k, 1)


def _lcm(dens: Ints) -> int:
    return math.lcm(*set(dens.tolist())) if len(dens) else 1


def _smallest(dens: Ints) -> int:
    """The smallest denominator (1 for none): the common one over it is the largest scale."""
    return int(dens.min()) if len(dens) else 1


def _fit(bound: int) -> bool:
    """Whether a number up to ``bound`` fits in the 64-bit columns (:data:`LIMIT`)."""
    return bound < LIMIT


def _wide(values: Ints) -> Ints:
    """``values`` as Python integers (numpy's object arrays): exact at any size. The common
    denominator of the game-win percentages grows with every new number of games played
    (3 × their least common multiple), and an opponents' mean multiplies it again: within a
    thousandth of 64 bits after nine rounds of 8,192 players, past them with more rounds,
    games of other lengths or a few more rounds played by some."""
    return values.astype(object)


def _floored(nums: Ints, dens: Ints, floor: tuple[int, int]) -> Ratios:
    fn, fd = floor
    keep = (dens > 0) & (nums * fd >= fn * dens)
    return np.where(keep, nums, fn), np.where(keep, dens, fd)


def _mw(d: ArrayData) -> Ratios:
    c = d.c
    return _floored(d.points, d.scoring.win * (c.wins + c.losses + c.draws), (1, 3))


def _gw(d: ArrayData) -> Ratios:
    return _floored(d.c.game_points, 3 * d.c.games, (1, 3))


def _winp(d: ArrayData) -> Ratios:
    c = d.c
    played = c.wins + c.losses + c.draws - c.byes
    some = played > 0
    nums = np.where(some, 2 * (c.wins - c.byes) + c.draws, 0)
    dens = np.where(some, 2 * played, 1)
    nums, dens = _floored(nums, dens, (1, 4))
    dropped = np.array([p.dropped_by(c.last) for p in d.players], bool)
    over = dropped & (nums * 4 > 3 * dens)
    return np.where(over, 3, nums), np.where(over, 4, dens)


def _units(d: ArrayData, values: Ints, per: int = 1) -> Ratios:
    return values, np.full(len(values), per * d.scoring.unit, np.int64)


def _opponent_points(d: ArrayData) -> Ints:
    return d.points[d.c.dst]


def _buchholz(d: ArrayData) -> Ratios:
    return _units(d, d.per_player(_opponent_points(d)))


def _extreme(d: ArrayData, ufunc: np.ufunc) -> Ints:
    out = np.zeros(len(d.c.ids), np.int64)
    has = d.k > 0
    if len(d.c.dst):
        out[has] = ufunc.reduceat(_opponent_points(d), d.c.starts[has])
    return out


def _cut1(d: ArrayData) -> Ratios:
    total = d.per_player(_opponent_points(d))
    return _units(d, np.where(d.k > 1, total - _extreme(d, np.minimum), total))


def _median(d: ArrayData) -> Ratios:
    total = d.per_player(_opponent_points(d))
    cut = total - _extreme(d, np.minimum) - _extreme(d, np.maximum)
    return _units(d, np.where(d.k > 2, cut, total))


def _sb(d: ArrayData) -> Ratios:
    weight = np.where(d.c.out > 0, 2, np.where(d.c.out == 0, 1, 0))
    return _units(d, d.per_player(weight * _opponent_points(d)), per=2)


#: Each built-in tiebreaker's array form, by key: a profile whose every key is here (and is
#: still the built-in one) is ranked by the array code.
ARRAY_FORMS: dict[str, Callable[[ArrayData], Ratios]] = {
    "mw": _mw,
    "omw": lambda d: d.mean_over_opponents(d.column("mw")),
    "gw": _gw,
    "ogw": lambda d: d.mean_over_opponents(d.column("gw")),
    "winp": _winp,
    "oppwp": lambda d: d.mean_over_opponents(d.column("winp")),
    "oppoppwp": lambda d: d.mean_over_opponents(d.column("oppwp")),
    "buchholz": _buchholz,
    "buchholz_cut1": _cut1,
    "buchholz_median": _median,
    "sb": _sb,
}
_BUILT_IN = {key: TIEBREAKERS[key] for key in ARRAY_FORMS}


def has_array_forms(profile: Profile) -> bool:
    """Every tiebreaker of ``profile`` has an array form (and is the built-in one)."""
    return all(TIEBREAKERS.get(k) is _BUILT_IN.get(k) for k in rule_of(profile).tiebreakers)


def _scaled(values: Ratios) -> Ints:
    """Numerators over the least common denominator (exact, comparable as integers)."""
    nums, dens = values
    common = _lcm(dens)
    if _fit(common) and _fit(int(np.abs(nums).max(initial=0)) * (common // _smallest(dens))):
        return np.asarray(nums * (common // dens), np.int64)
    # exact in Python integers, then each value's place among the distinct values: the
    # order is the same, and the places fit
    exact = _wide(nums) * (common // _wide(dens))
    places: Ints = np.unique(exact, return_inverse=True)[1].reshape(-1).astype(np.int64)
    return places


def _rounded(values: Ratios) -> list[float]:
    """Every value to 4 decimals, a half up (what the list code's ``_rounded`` gives)."""
    nums, dens = values
    if int(np.abs(nums).max(initial=0)) < LIMIT // 40000:
        shown: list[float] = ((20000 * nums + dens) // (2 * dens) / 10000).tolist()
        return shown
    return [(20000 * n + d) // (2 * d) / 10000
            for n, d in zip(nums.tolist(), dens.tolist(), strict=True)]


def ranked(players: Sequence[Player], counted: Counted, profile: Profile,
           draw_rank: Ints) -> list[StandingRow]:
    """The standings of ``counted`` in ``profile``: ranks 1..n, ordered by points, the
    profile's tiebreakers, then ``draw_rank`` (each player's place in the seeded draw, or by
    id)."""
    rule = rule_of(profile)
    data = ArrayData(players, counted, rule.scoring)
    columns = [(key, data.column(key)) for key in rule.tiebreakers]
    keys = [-data.points] + [-_scaled(col) for key, col in columns if tiebreaker(key).ranks]
    n = len(players)
    # lexsort: the last key first; the draw, then the index, settle full ties
    order = np.lexsort([np.arange(n), draw_rank, *reversed(keys)])
    if rule.head_to_head and n > 1:
        order = _head_to_head(order, np.stack(keys), counted)
    unit = rule.scoring.unit
    points = data.points.tolist()
    fractions = {u: Fraction(u, unit) for u in set(points)}
    tiebreakers = _by_key([key for key, _ in columns], [_rounded(col) for _, col in columns], n)
    wins, losses, draws = (counted.wins.tolist(), counted.losses.tolist(),
                           counted.draws.tolist())
    last = counted.last
    return standing_rows(
        (rank, (who := players[i]).id, who.name, fractions[points[i]], wins[i], losses[i],
         draws[i], tiebreakers[i], who.dropped_by(last))
        for rank, i in enumerate(order.tolist(), start=1))


def _by_key(keys: list[str], columns: list[list[float]], n: int) -> list[dict[str, float]]:
    """Each player's tiebreakers by key, from one column a key. Two or three keys (every
    built-in profile) are dict displays: 4× faster than ``dict(zip(keys, values))``, which
    was a quarter of the ranking at 8,192 players."""
    if len(keys) == 3:
        k0, k1, k2 = keys
        return [{k0: a, k1: b, k2: c} for a, b, c in zip(*columns, strict=True)]
    if len(keys) == 2:
        k0, k1 = keys
        return [{k0: a, k1: b} for a, b in zip(*columns, strict=True)]
    if not keys:
        return [{} for _ in range(n)]
    return [dict(zip(keys, values, strict=True)) for values in zip(*columns, strict=True)]


def _head_to_head(order: Ints, keys: Ints, c: Counted) -> Ints:
    """Swap two players tied on everything when the lower one won their matches (exactly
    two tied: Play! Pokémon)."""
    sorted_keys = keys[:, order]
    same = (sorted_keys[:, 1:] == sorted_keys[:, :-1]).all(axis=0)
    if not same.any():
        return order
    out = order.copy()
    # a pair tied with each other and with neither neighbour
    before = np.concatenate(([False], same[:-1]))
    after = np.concatenate((same[1:], [False]))
    for at in np.flatnonzero(same & ~before & ~after).tolist():
        a, b = int(out[at]), int(out[at + 1])
        lo = int(c.starts[a])
        hi = int(c.starts[a + 1]) if a + 1 < len(c.starts) else len(c.src)
        balance = int(c.out[lo:hi][c.dst[lo:hi] == b].sum())
        if balance < 0:
            out[at], out[at + 1] = b, a
    return out
