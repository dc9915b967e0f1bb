"""Standings with the tiebreaker profiles of cli.md (``mtg``, ``pokemon``, ``buchholz``).

Each profile fixes the event's scoring (:mod:`judge_app.tournament.profiles`): 3/1/0
for ``mtg``, ``pokemon`` and the buchholz profiles, 1/½/0 for the chess ones. Points are
exact fractions (``StandingRow.points``), added up internally in whole units of the
scale (half points for chess), so sums stay integers.

Every percentage is an exact fraction (kept as integer numerator and
denominator: averages of opponents use numerators over a common denominator,
so 4,096 players stay fast); ties are decided on the exact values and only the
shown value is rounded to 4 decimals on the exact value (never on a float),
a half up as a scorekeeper rounds by hand and a spreadsheet's ROUND does
(337/800 = 0.42125 → 0.4213, 1/32 = 0.03125 → 0.0313).

Rules shared by the profiles (cli.md):

* match points as the profile's scoring gives them (3 / 1 / 0, or 1 / ½ / 0); a bye
  is a match win (2-0 in games, the points of a win) and is nobody's opponent;
* a late entry with ``late_losses`` has a match loss (0-2 in games, no
  opponent) for every round before ``first_round`` that has been played: it
  counts in points, MW%, GW% and the pokemon win% (a round lost), never as an
  opponent; without ``late_losses`` the missed rounds do not exist for them;
* a dropped player keeps their results (``dropped`` is set in the row);
* unreported matches (``score`` ``None``) are not counted yet;
* the order is points, then the profile's tiebreakers in cli.md order (for
  pokemon: resistance, opp-opp, head-to-head; the own win% is only shown),
  then a seeded random draw (:func:`tie_draw_key`; the player id without a seed), so
  equal records always come out the same way.

Below, A beat B 2-1 and C had the bye: A and C both have 3 points, but A's
OMW% is B's floored MW% 1/3 while C, with no opponent, has 0.

>>> from judge_app.tournament.model import GameScore, MatchRecord, Player
>>> players = [Player("A", "Ana"), Player("B", "Beto"), Player("C", "Caro")]
>>> matches = [MatchRecord(1, 1, "A", "B", GameScore(2, 1)), MatchRecord(1, 2, "C", None)]
>>> [(r.rank, r.player, str(r.points), r.record) for r in compute_standings(players, matches)]
[(1, 'A', '3', '1-0-0'), (2, 'C', '3', '1-0-0'), (3, 'B', '0', '0-1-0')]
"""

from __future__ import annotations

import gc
import hashlib
import math
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from fractions import Fraction
from typing import TYPE_CHECKING

from judge_app.tournament.messages import Refusal
from judge_app.tournament.model import MatchRecord, Player, Profile, StandingRow, standing_rows
from judge_app.tournament.profiles import MATCH_POINTS, Scoring, rule_of
from judge_app.tournament.tiebreakers import (
    MTG_FLOOR,
    POKEMON_DROP_CAP,
    POKEMON_FLOOR,
    Counts,
    Ratio,
    StandingsData,
    Tally,
    tiebreaker,
)

if TYPE_CHECKING:  # NumPy is imported with the first standings, not with every command
    from judge_app.tournament.standings_arrays import Ints, MatchArrays

__all__ = ["MTG_FLOOR", "POKEMON_DROP_CAP", "POKEMON_FLOOR", "compute_standings",
           "points_before", "standings_of_rows", "tally", "tie_draw_key"]
#: Match points of a win (a bye is one) and of a draw in the 3/1/0 profiles (cli.md).
WIN_POINTS = MATCH_POINTS.win
DRAW_POINTS = MATCH_POINTS.draw


def points_before(matches: Iterable[MatchRecord], round_no: int,
                  scoring: Scoring = MATCH_POINTS) -> dict[str, Fraction]:
    """Match points of every player from rounds before ``round_no`` in the event's
    ``scoring`` (default 3 a win or bye, 1 a draw) — what the pairings sheet prints next
    to each name.

    >>> from judge_app.tournament.model import GameScore
    >>> from judge_app.tournament.profiles import CHESS_POINTS, format_points
    >>> ms = [MatchRecord(1, 1, "a", "b", GameScore(1, 1, 1)), MatchRecord(1, 2, "c", None),
    ...       MatchRecord(2, 1, "a", "c")]
    >>> {k: format_points(v) for k, v in points_before(ms, 2).items()}
    {'a': '1', 'b': '1', 'c': '3'}
    >>> {k: format_points(v) for k, v in points_before(ms, 2, CHESS_POINTS).items()}
    {'a': '½', 'b': '½', 'c': '1'}
    """
    units: dict[str, int] = {}
    for m in matches:
        if m.round >= round_no:
            continue
        seated = [p for p in (m.p1, m.p2) if p is not None]
        for pid in seated:
            units.setdefault(pid, 0)
        if not m.reported or m.double_loss:
            continue
        winner = m.winner_id
        if m.p2 is None:
            units[m.p1] += scoring.bye
        elif winner is not None:
            units[winner] += scoring.win
        else:
            for pid in seated:
                units[pid] += scoring.draw
    return {pid: Fraction(u, scoring.unit) for pid, u in units.items()}


#: One player's tally (kept under its old name for readers of this module).
_Tally = Tally


def _round4(value: Ratio | int) -> float:
    """The exact value (never negative) to 4 decimals, a half up, as a float.

    >>> _round4((337, 800)), _round4((1, 32)), _round4((7, 12)), _round4((1, 3))
    (0.4213, 0.0313, 0.5833, 0.3333)
    """
    num, den = (value, 1) if isinstance(value, int) else value
    q, r = divmod(num * 10000, den)
    if 2 * r >= den:
        q += 1
    return q / 10000


def _check_players(players: Sequence[Player]) -> dict[str, Player]:
    by_id: dict[str, Player] = {}
    for i, p in enumerate(players):
        if p.id in by_id:
            raise Refusal(f"players[{i}]: player id {p.id!r} appears twice",
                          f"players[{i}]: el id de jugador {p.id!r} aparece dos veces")
        by_id[p.id] = p
    return by_id


def _check_match(m: MatchRecord, by_id: dict[str, Player]) -> None:
    where = f"match round {m.round} table {m.table}"
    donde = f"partida de la ronda {m.round}, mesa {m.table}"
    for side, pid in (("p1", m.p1), ("p2", m.p2)):
        if pid is not None and pid not in by_id:
            raise Refusal(f"{where}: {side} {pid!r} is not a registered player",
                          f"{donde}: {side} {pid!r} no es un jugador inscrito")
    if m.p1 == m.p2:
        raise Refusal(f"{where}: {m.p1!r} cannot play against themselves",
                      f"{donde}: {m.p1!r} no puede jugar contra sí mismo")


#: A match as the standings read it, plain values (from a database row, no objects):
#: round, table, p1, p2 (``None``: the bye), wins1, wins2 (``None``: no result yet), draws,
#: double loss.
MatchTuple = tuple[int, int, str, str | None, int | None, int | None, int, bool]


def match_tuples(matches: Iterable[MatchRecord]) -> list[MatchTuple]:
    """The matches as :data:`MatchTuple` rows."""
    out: list[MatchTuple] = []
    for m in matches:
        s = m.score
        out.append((m.round, m.table, m.p1, m.p2, None if s is None else s.wins1,
                    None if s is None else s.wins2, 0 if s is None else s.draws,
                    m.double_loss))
    return out


def tally(players: Sequence[Player], matches: Iterable[MatchRecord],
          through_round: int | None = None) -> dict[str, Tally]:
    """Wins, losses, draws, games and opponents of every player (late losses included).

    ``ValueError`` naming the match (round, table) for an unknown player, a
    player against themselves or a player at two tables of one round.
    """
    return tally_rows(players, match_tuples(matches), through_round)


def tally_rows(players: Sequence[Player], rows: Sequence[MatchTuple],
               through_round: int | None = None) -> dict[str, Tally]:
    """:func:`tally` of plain match rows (what the service reads: no objects a match)."""
    return _tally_rows(players, rows, through_round)[0].tallies()


def _tally_rows(players: Sequence[Player], rows: Sequence[MatchTuple],
                through_round: int | None) -> tuple[Counts, int]:
    """:func:`tally_rows` as :class:`Counts` (lists by the players' order), and the last
    round counted (``through_round`` when given)."""
    by_id = _check_players(players)
    ids = [p.id for p in players]
    index = {pid: i for i, pid in enumerate(ids)}
    n = len(ids)
    c = Counts.empty(ids)
    wins, losses, draws, byes = c.wins, c.losses, c.draws, c.byes
    game_points, games, opponents, outcomes = c.game_points, c.games, c.opponents, c.outcomes
    # a seat is round × (n + 1) + index: one number a seat, all distinct unless a player
    # sits twice in a round
    seats: list[int] = []
    seat = seats.append
    stride = n + 1
    last_round = 0
    limit = (1 << 62) if through_round is None else through_round
    get = index.get
    try:
        for rnd, _table, p1, p2, w1, w2, dr, dl in rows:
            i = index[p1]
            base = rnd * stride
            seat(base + i)
            if p2 is None:
                if rnd > limit:
                    continue
                if rnd > last_round:
                    last_round = rnd
                wins[i] += 1
                byes[i] += 1
                game_points[i] += 6
                games[i] += 2
                continue
            j = get(p2, i)  # unknown or themselves: refused below
            if j == i:
                raise KeyError(p2)
            seat(base + j)
            if rnd > limit:
                continue
            if rnd > last_round:
                last_round = rnd
            if dl:  # both lose the match; no game is counted for either
                losses[i] += 1
                losses[j] += 1
                opponents[i].append(j)
                outcomes[i].append(-1)
                opponents[j].append(i)
                outcomes[j].append(-1)
                continue
            if w1 is None or w2 is None:
                continue
            played = w1 + w2 + dr
            game_points[i] += 3 * w1 + dr
            game_points[j] += 3 * w2 + dr
            games[i] += played
            games[j] += played
            opponents[i].append(j)
            opponents[j].append(i)
            if w1 > w2:
                wins[i] += 1
                losses[j] += 1
                outcomes[i].append(1)
                outcomes[j].append(-1)
            elif w2 > w1:
                wins[j] += 1
                losses[i] += 1
                outcomes[i].append(-1)
                outcomes[j].append(1)
            else:
                draws[i] += 1
                draws[j] += 1
                outcomes[i].append(0)
                outcomes[j].append(0)
        odd = len(set(seats)) != len(seats)
    except KeyError:
        odd = True
    if odd:  # say what is wrong, at the first wrong match in the order given
        _refuse_first_problem(rows, by_id)
    if through_round is not None:
        last_round = through_round
    seated: set[int] | None = None
    for i, p in enumerate(players):
        if not p.late_losses or p.first_round <= 1:
            continue
        if seated is None:
            seated = set(seats)
        for r in range(1, min(p.first_round, last_round + 1)):
            if r * stride + i not in seated:
                losses[i] += 1
                games[i] += 2
    return c, last_round


def _refuse_first_problem(rows: Sequence[MatchTuple], by_id: dict[str, Player]) -> None:
    """Raise the :class:`Refusal` of the first match (in the order given) that names an
    unknown player, sets a player against themselves or seats one twice in a round."""
    seen: dict[tuple[int, str], int] = {}
    for rnd, table, p1, p2, *_rest in rows:
        if p1 not in by_id or (p2 is not None and p2 not in by_id) or p1 == p2:
            _check_match(MatchRecord(rnd, table, p1, p2), by_id)
        for pid in (p1, p2):
            if pid is None:
                continue
            key = (rnd, pid)
            if key in seen:
                raise Refusal(f"match round {rnd} table {table}: {pid!r} already plays "
                              f"at table {seen[key]} of that round",
                              f"partida de la ronda {rnd}, mesa {table}: {pid!r} ya juega "
                              f"en la mesa {seen[key]} de esa ronda")
            seen[key] = table


def tie_draw_key(seed: str, player_id: str) -> str:
    """A player's place in the random draw that orders full ties (every tiebreaker equal).

    Play! Pokémon orders such ties at random; a draw seeded by a value recorded in the
    event's audit log is random for the players and the same every time it is computed.

    >>> tie_draw_key("s", "A") != tie_draw_key("s", "B")
    True
    """
    return hashlib.sha256(f"{seed}\x00{player_id}".encode()).hexdigest()


#: Each event's draw keys, kept between standings (the seed and the ids do not change;
#: 8,192 hashes a standings otherwise). A few seeds at most.
_DRAWS: dict[str, dict[str, str]] = {}


def _draw_keys(seed: str, ids: Iterable[str]) -> dict[str, str]:
    keys = _DRAWS.get(seed)
    if keys is None:
        if len(_DRAWS) >= 8:
            _DRAWS.pop(next(iter(_DRAWS)))
        keys = _DRAWS[seed] = {}
    for pid in ids:
        if pid not in keys:
            keys[pid] = tie_draw_key(seed, pid)
    return keys


def compute_standings(players: Sequence[Player], matches: Sequence[MatchRecord],
                      profile: Profile = Profile.MTG, *, through_round: int | None = None,
                      tie_seed: str | None = None) -> list[StandingRow]:
    """The standings after ``through_round`` (default: every match given), ranks 1..n.

    Players equal on points and every tiebreaker are ordered by :func:`tie_draw_key` of
    ``tie_seed`` (the event's recorded seed); without a seed, by player id.

    ``mtg``: MW% = points / (3 × rounds), GW% = game points / (3 × games), both
    floored at 1/3; OMW% and OGW% are the means over the opponents (0 without
    opponents). Keys ``omw``, ``gw``, ``ogw``.

    ``pokemon``: win% = (wins + ½ draws) / rounds, byes left out of both,
    floor 25 % (also with no round), cap 75 % for a dropped player; ``oppwp``
    the mean of the opponents' win% (resistance), ``oppoppwp`` the mean of the
    opponents' ``oppwp``. Order: points, ``oppwp``, ``oppoppwp``, then
    head-to-head when exactly two players are still tied and met (Play!
    Pokémon); the own ``winp`` is shown, it is not a tiebreaker.
    Keys ``winp``, ``oppwp``, ``oppoppwp``.

    ``buchholz``: match points (3/1/0), then the sum of the
    opponents' points, then Sonneborn–Berger (the points of beaten opponents plus half
    those of drawn ones). Keys ``buchholz``, ``sb``.
    ``buchholz-cut1`` puts Buchholz Cut-1 first (the lowest opponent's points left out,
    with at least two opponents; key ``buchholz_cut1``), ``buchholz-median`` the median
    Buchholz (the highest and the lowest left out, with at least three; key
    ``buchholz_median``), then Buchholz and S-B. Byes are nobody's opponent.
    ``chess``, ``chess-cut1`` and ``chess-median`` are the same three with chess-style
    points (1 a win or bye, ½ a draw, 0 a loss).
    """
    from judge_app.tournament.standings_arrays import record_arrays

    listed = matches if isinstance(matches, (list, tuple)) else list(matches)
    with collector_paused():
        # the arrays read straight off the matches; the rows only for the list code
        return _standings(players, lambda: match_tuples(listed), profile, through_round,
                          tie_seed, lambda: record_arrays(players, listed))


def standings_of_rows(players: Sequence[Player], rows: Sequence[MatchTuple],
                      profile: Profile = Profile.MTG, *, through_round: int | None = None,
                      tie_seed: str | None = None, arrays: MatchArrays | None = None
                      ) -> list[StandingRow]:
    """:func:`compute_standings` of plain match rows (:data:`MatchTuple`); ``arrays``: the
    same rows already made :class:`MatchArrays` (the service keeps them between reads)."""
    from judge_app.tournament.standings_arrays import match_arrays

    with collector_paused():
        return _standings(players, lambda: rows, profile, through_round, tie_seed,
                          lambda: match_arrays(players, rows) if arrays is None else arrays)


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic collector paused while tens of thousands of small objects are made and
    dropped, none in a cycle: the standings counted, a round paired (its passes were 40 % of
    a pairing's time at 8,192 players), the window's worker reading an event (each full
    collection held the interpreter, and the UI thread, 84-150 ms). They are freed by
    reference counting as usual; the collector resumes after."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


def _standings(players: Sequence[Player], rows: Callable[[], Sequence[MatchTuple]],
               profile: Profile, through_round: int | None, tie_seed: str | None,
               arrays: Callable[[], MatchArrays]) -> list[StandingRow]:
    """The array code's standings (:mod:`judge_app.tournament.standings_arrays`) when the
    profile's every tiebreaker has an array form; the list code's otherwise (the same rows).
    ``rows`` and ``arrays`` give the matches in each form when asked: the rows are made only
    for the list code or to say what is wrong."""
    from judge_app.tournament.standings_arrays import count, has_array_forms, ranked

    if has_array_forms(profile):
        try:
            made = arrays()
            counted = count(players, made, through_round)
            return ranked(players, counted, profile, _draw_rank(tie_seed, made.ids))
        except KeyError:  # say what is wrong: a player twice, or the first wrong match
            _refuse_first_problem(rows(), _check_players(players))
    counts, last = _tally_rows(players, rows(), through_round)
    return _ranked(players, counts, last, profile, tie_seed)


#: Each event's place of every player in the draw, kept between standings (a few events).
_DRAW_RANKS: dict[tuple[str | None, tuple[str, ...]], Ints] = {}


def _draw_rank(seed: str | None, ids: list[str]) -> Ints:
    """Each player's place in the order full ties take: the seeded draw then the id
    (:func:`tie_draw_key`), or the id without a seed — as the list code sorts them."""
    import numpy as np

    key = (seed, tuple(ids))
    rank = _DRAW_RANKS.get(key)
    if rank is None:
        if seed is None:
            order = sorted(range(len(ids)), key=ids.__getitem__)
        else:
            draws = _draw_keys(seed, ids)
            order = sorted(range(len(ids)), key=lambda i: (draws[ids[i]], ids[i]))
        rank = np.empty(len(ids), np.int64)
        rank[order] = np.arange(len(ids))
        if len(_DRAW_RANKS) >= 8:
            _DRAW_RANKS.pop(next(iter(_DRAW_RANKS)))
        _DRAW_RANKS[key] = rank
    return rank


def _ranked(players: Sequence[Player], counts: Counts, last: int, profile: Profile,
            tie_seed: str | None) -> list[StandingRow]:
    rule = rule_of(profile)
    scoring = rule.scoring
    by_id = {p.id: p for p in players}
    data = StandingsData(by_id, counts, scoring, last)
    ids = data.ids
    points = data.points
    # every key from the registry of tiebreakers: a profile is a list of keys
    columns = [(key, data.lists(data.column(key))) for key in rule.tiebreakers]
    # a key shown only (the Pokémon profile's own win%, of which resistance is made) does
    # not order: Play! Pokémon orders by resistance, then opp-opp, then head-to-head
    ranked = [_scaled(nums, dens) for key, (nums, dens) in columns if tiebreaker(key).ranks]
    # best first: every number negated, then the draw (or the id) ascending, then the index
    negated = [[-u for u in points]] + [[-v for v in col] for col in ranked]
    if tie_seed is not None:
        keys = _draw_keys(tie_seed, ids)
        entries = list(zip(*negated, [keys[pid] for pid in ids], ids, range(len(ids)),
                           strict=True))
    else:
        entries = list(zip(*negated, ids, range(len(ids)), strict=True))
    order = [entry[-1] for entry in sorted(entries)]
    if rule.head_to_head:
        width = len(negated)
        order = _head_to_head(order, counts, [entry[:width] for entry in entries])
    unit = scoring.unit
    fractions = {u: Fraction(u, unit) for u in set(points)}
    names = [key for key, _ in columns]
    shown = list(zip(*[_rounded(nums, dens) for _, (nums, dens) in columns], strict=True)) \
        if columns else [()] * len(ids)
    wins, losses, draws = counts.wins, counts.losses, counts.draws
    return standing_rows(
        (rank, (who := by_id[ids[i]]).id, who.name, fractions[points[i]], wins[i], losses[i],
         draws[i], dict(zip(names, shown[i], strict=True)), who.dropped_by(last))
        for rank, i in enumerate(order, start=1))


def _scaled(nums: list[int], dens: list[int]) -> list[int]:
    """Numerators over the least common denominator (exact, comparable as integers)."""
    common = math.lcm(*set(dens)) if dens else 1
    return [n * (common // d) for n, d in zip(nums, dens, strict=True)]


def _rounded(nums: list[int], dens: list[int]) -> list[float]:
    """Every value to 4 decimals as :func:`_round4` rounds it (a half up): the quotient
    of ``(20000 n + d) // 2d`` is ``n / d`` × 10,000 rounded a half up, one comprehension
    instead of a call a player.

    >>> _rounded([337, 1, 7, 1, 0], [800, 32, 12, 3, 1])
    [0.4213, 0.0313, 0.5833, 0.3333, 0.0]
    """
    return [(20000 * n + d) // (2 * d) / 10000 for n, d in zip(nums, dens, strict=True)]


def _head_to_head(order: list[int], counts: Counts, full: list[tuple[int, ...]]) -> list[int]:
    """Swap two players tied on everything when the lower one won their matches."""
    out = list(order)
    i = 0
    while i < len(out):
        j = i
        while j + 1 < len(out) and full[out[j + 1]] == full[out[i]]:
            j += 1
        if j == i + 1:
            a, b = out[i], out[j]
            balance = sum(r for o, r in zip(counts.opponents[a], counts.outcomes[a],
                                            strict=True) if o == b)
            if balance < 0:
                out[i], out[j] = b, a
        i = j + 1
    return out
