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
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from fractions import Fraction

from judge_app.tournament.messages import Refusal
from judge_app.tournament.model import MatchRecord, Player, Profile, StandingRow
from judge_app.tournament.profiles import MATCH_POINTS, Scoring, rule_of
from judge_app.tournament.tiebreakers import (
    MTG_FLOOR,
    POKEMON_DROP_CAP,
    POKEMON_FLOOR,
    Ratio,
    StandingsData,
    Tally,
    tiebreaker,
)

__all__ = ["MTG_FLOOR", "POKEMON_DROP_CAP", "POKEMON_FLOOR", "compute_standings",
           "points_before", "tally", "tie_draw_key"]
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
    return _tally_rows(players, rows, through_round)[0]


def _tally_rows(players: Sequence[Player], rows: Sequence[MatchTuple],
                through_round: int | None) -> tuple[dict[str, Tally], int]:
    """:func:`tally_rows`, and the last round counted (``through_round`` when given)."""
    by_id = _check_players(players)
    tallies = {p.id: Tally() for p in players}
    seats: dict[int, list[str]] = {}
    last_round = 0
    odd = False
    for rnd, _table, p1, p2, w1, w2, dr, dl in rows:
        if p1 not in by_id or (p2 is not None and p2 not in by_id) or p1 == p2:
            odd = True
            break
        seated = seats.get(rnd)
        if seated is None:
            seated = seats[rnd] = []
        seated.append(p1)
        if p2 is not None:
            seated.append(p2)
        if through_round is not None and rnd > through_round:
            continue
        if rnd > last_round:
            last_round = rnd
        if p2 is None:
            t = tallies[p1]
            t.wins += 1
            t.byes += 1
            t.game_points += 6
            t.games += 2
            continue
        if dl:  # both lose the match; no game is counted for either
            for me, them in ((p1, p2), (p2, p1)):
                tallies[me].losses += 1
                tallies[me].results.append((them, -1))
            continue
        if w1 is None or w2 is None:
            continue
        t1, t2 = tallies[p1], tallies[p2]
        t1.game_points += 3 * w1 + dr
        t2.game_points += 3 * w2 + dr
        t1.games += w1 + w2 + dr
        t2.games += w1 + w2 + dr
        if w1 > w2:
            t1.wins += 1
            t2.losses += 1
            t1.results.append((p2, 1))
            t2.results.append((p1, -1))
        elif w2 > w1:
            t2.wins += 1
            t1.losses += 1
            t1.results.append((p2, -1))
            t2.results.append((p1, 1))
        else:
            t1.draws += 1
            t2.draws += 1
            t1.results.append((p2, 0))
            t2.results.append((p1, 0))
    seated_in: dict[int, set[str]] = {}
    for rnd, seated in seats.items():
        seated_in[rnd] = set(seated)
        odd = odd or len(seated_in[rnd]) != len(seated)
    if odd:  # say what is wrong, at the first wrong match in the order given
        _refuse_first_problem(rows, by_id)
    if through_round is not None:
        last_round = through_round
    for p in players:
        if not p.late_losses:
            continue
        for r in range(1, min(p.first_round, last_round + 1)):
            if p.id not in seated_in.get(r, ()):
                t = tallies[p.id]
                t.losses += 1
                t.games += 2
    return tallies, last_round


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
    with _collector_paused():
        return standings_of_rows(players, match_tuples(matches), profile,
                                 through_round=through_round, tie_seed=tie_seed)


def standings_of_rows(players: Sequence[Player], rows: Sequence[MatchTuple],
                      profile: Profile = Profile.MTG, *, through_round: int | None = None,
                      tie_seed: str | None = None) -> list[StandingRow]:
    """:func:`compute_standings` of plain match rows (:data:`MatchTuple`)."""
    with _collector_paused():
        return _standings(players, rows, profile, through_round, tie_seed)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Tens of thousands of small objects made and dropped, none in a cycle: the cyclic
    collector's passes over everything alive (a whole event's objects, in a process that
    holds them) would cost as much as the standings. Paused while they are made."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


def _standings(players: Sequence[Player], rows: Sequence[MatchTuple], profile: Profile,
               through_round: int | None, tie_seed: str | None) -> list[StandingRow]:
    rule = rule_of(profile)
    scoring = rule.scoring
    tallies, last = _tally_rows(players, rows, through_round)
    by_id = {p.id: p for p in players}
    data = StandingsData(by_id, tallies, scoring, last)
    units = data.units
    # every key from the registry of tiebreakers: a profile is a list of keys
    columns = {key: data.column(key) for key in rule.tiebreakers}
    # a key shown only (the Pokémon profile's own win%, of which resistance is made) does
    # not order: Play! Pokémon orders by resistance, then opp-opp, then head-to-head
    ranked = [_scaled(col) for key, col in columns.items() if tiebreaker(key).ranks]
    pids = list(tallies)
    # best first: every number negated, then the draw (or the id) ascending
    negated = [[-units[pid] for pid in pids]] + [[-col[pid] for pid in pids] for col in ranked]
    draw = pids
    if tie_seed is not None:
        keys = _draw_keys(tie_seed, pids)
        draw = [keys[pid] for pid in pids]
    entries = list(zip(*negated, draw, pids, strict=True))
    order = [entry[-1] for entry in sorted(entries)]
    if rule.head_to_head:
        order = _head_to_head(order, tallies, {entry[-1]: entry[:-2] for entry in entries})
    unit = scoring.unit
    points = {u: Fraction(u, unit) for u in set(units.values())}
    shown = [(name, _rounded(col)) for name, col in columns.items()]
    rows_out: list[StandingRow] = []
    new_row = object.__new__
    for rank, pid in enumerate(order, start=1):
        t, p = tallies[pid], by_id[pid]
        # a frozen dataclass's __init__ sets each field through object.__setattr__: made
        # directly, 8,192 rows cost a third as much (the same fields, the same values)
        row = new_row(StandingRow)
        row.__dict__.update(
            rank=rank, player=pid, name=p.name, points=points[units[pid]],
            wins=t.wins, losses=t.losses, draws=t.draws,
            tiebreakers={name: col[pid] for name, col in shown},
            dropped=p.dropped_after is not None and p.dropped_after <= last)
        rows_out.append(row)
    return rows_out


def _scaled(values: dict[str, Ratio] | Mapping[str, Ratio]) -> dict[str, int]:
    """Numerators over the least common denominator (exact, comparable as integers)."""
    common = math.lcm(*{den for _, den in values.values()}) if values else 1
    return {k: num * (common // den) for k, (num, den) in values.items()}


def _rounded(values: Mapping[str, Ratio]) -> dict[str, float]:
    """Every value to 4 decimals (:func:`_round4`), each distinct ratio rounded once."""
    memo: dict[Ratio, float] = {}
    out: dict[str, float] = {}
    for pid, value in values.items():
        shown = memo.get(value)
        if shown is None:
            shown = memo[value] = _round4(value)
        out[pid] = shown
    return out


def _head_to_head(order: list[str], tallies: dict[str, _Tally],
                  full: dict[str, tuple[object, ...]]) -> list[str]:
    """Swap two players tied on everything when the lower one won their matches."""
    out = list(order)
    i = 0
    while i < len(out):
        j = i
        while j + 1 < len(out) and full[out[j + 1]] == full[out[i]]:
            j += 1
        if j == i + 1:
            a, b = out[i], out[j]
            balance = sum(r for o, r in tallies[a].results if o == b)
            if balance < 0:
                out[i], out[j] = b, a
        i = j + 1
    return out
