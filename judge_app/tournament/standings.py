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

import hashlib
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from judge_app.tournament.messages import Refusal
from judge_app.tournament.model import MatchRecord, Player, Profile, StandingRow
from judge_app.tournament.profiles import MATCH_POINTS, Scoring, profile_of, rule_of

MTG_FLOOR = (1, 3)
POKEMON_FLOOR = (1, 4)
POKEMON_DROP_CAP = (3, 4)
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


@dataclass
class _Tally:
    """What one player did, round by round (only counted results)."""

    wins: int = 0
    losses: int = 0
    draws: int = 0
    byes: int = 0
    game_points: int = 0
    games: int = 0
    # (opponent, outcome) with outcome 1 win, 0 draw, -1 loss, one per played match
    results: list[tuple[str, int]] = field(default_factory=list)

    def units(self, scoring: Scoring) -> int:
        """Match points in the scoring's units (a bye is one of the wins)."""
        return scoring.units(self.wins - self.byes, self.draws, self.byes)

    @property
    def rounds(self) -> int:
        return self.wins + self.losses + self.draws


# An exact ratio as (numerator, denominator > 0): integers are much faster than
# Fraction objects, and every comparison goes through a common denominator.
Ratio = tuple[int, int]


def _at_least(value: Ratio, floor: Ratio) -> Ratio:
    return value if value[0] * floor[1] >= floor[0] * value[1] else floor


def _at_most(value: Ratio, cap: Ratio) -> Ratio:
    return value if value[0] * cap[1] <= cap[0] * value[1] else cap


def _scaled(values: dict[str, Ratio]) -> tuple[dict[str, int], int]:
    """Numerators over the least common denominator (exact, comparable as integers)."""
    common = math.lcm(*{den for _, den in values.values()}) if values else 1
    return {k: num * (common // den) for k, (num, den) in values.items()}, common


def _mean_over(values: dict[str, Ratio], groups: dict[str, list[str]]) -> dict[str, Ratio]:
    """Exact mean of ``values`` over each player's list of opponents ((0, 1) with none)."""
    num, common = _scaled(values)
    return {pid: (sum(num[o] for o in opps), common * len(opps)) if opps else (0, 1)
            for pid, opps in groups.items()}


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


def tally(players: Sequence[Player], matches: Iterable[MatchRecord],
          through_round: int | None = None) -> dict[str, _Tally]:
    """Wins, losses, draws, games and opponents of every player (late losses included).

    ``ValueError`` naming the match (round, table) for an unknown player, a
    player against themselves or a player at two tables of one round.
    """
    by_id = _check_players(players)
    tallies = {p.id: _Tally() for p in players}
    seen: dict[tuple[int, str], int] = {}
    last_round = 0
    for m in matches:
        p1, p2, rnd = m.p1, m.p2, m.round
        if p1 not in by_id or (p2 is not None and p2 not in by_id) or p1 == p2:
            _check_match(m, by_id)
        for pid in (p1, p2):
            if pid is None:
                continue
            key = (rnd, pid)
            if key in seen:
                raise Refusal(f"match round {rnd} table {m.table}: {pid!r} already plays "
                              f"at table {seen[key]} of that round",
                              f"partida de la ronda {rnd}, mesa {m.table}: {pid!r} ya juega "
                              f"en la mesa {seen[key]} de esa ronda")
            seen[key] = m.table
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
        if m.double_loss:  # both lose the match; no game is counted for either
            for me, them in ((p1, p2), (p2, p1)):
                tallies[me].losses += 1
                tallies[me].results.append((them, -1))
            continue
        s = m.score
        if s is None:
            continue
        t1, t2 = tallies[p1], tallies[p2]
        w1, w2, dr = s.wins1, s.wins2, s.draws
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
    if through_round is not None:
        last_round = through_round
    for p in players:
        if not p.late_losses:
            continue
        for r in range(1, min(p.first_round, last_round + 1)):
            if (r, p.id) not in seen:
                t = tallies[p.id]
                t.losses += 1
                t.games += 2
    return tallies


def tie_draw_key(seed: str, player_id: str) -> str:
    """A player's place in the random draw that orders full ties (every tiebreaker equal).

    Play! Pokémon orders such ties at random; a draw seeded by a value recorded in the
    event's audit log is random for the players and the same every time it is computed.

    >>> tie_draw_key("s", "A") != tie_draw_key("s", "B")
    True
    """
    return hashlib.sha256(f"{seed}\x00{player_id}".encode()).hexdigest()


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
    profile = profile_of(profile)
    scoring = rule_of(profile).scoring
    tallies = tally(players, matches, through_round)
    units = {pid: t.units(scoring) for pid, t in tallies.items()}
    last = through_round if through_round is not None else max(
        (m.round for m in matches), default=0)
    opponents = {pid: [o for o, _ in t.results] for pid, t in tallies.items()}
    columns: dict[str, dict[str, Ratio]] = {}

    if profile is Profile.MTG:
        mw = {pid: _at_least((units[pid], scoring.win * t.rounds), MTG_FLOOR)
              if t.rounds else MTG_FLOOR
              for pid, t in tallies.items()}
        gw = {pid: _at_least((t.game_points, 3 * t.games), MTG_FLOOR) if t.games else MTG_FLOOR
              for pid, t in tallies.items()}
        columns = {"omw": _mean_over(mw, opponents), "gw": gw, "ogw": _mean_over(gw, opponents)}
    elif profile is Profile.POKEMON:
        by_id = {p.id: p for p in players}
        winp: dict[str, Ratio] = {}
        for pid, t in tallies.items():
            played = t.rounds - t.byes
            value = _at_least((2 * (t.wins - t.byes) + t.draws, 2 * played) if played else (0, 1),
                              POKEMON_FLOOR)
            dropped_after = by_id[pid].dropped_after
            if dropped_after is not None and dropped_after <= last:
                value = _at_most(value, POKEMON_DROP_CAP)
            winp[pid] = value
        oppwp = _mean_over(winp, opponents)
        columns = {"winp": winp, "oppwp": oppwp, "oppoppwp": _mean_over(oppwp, opponents)}
    elif "buchholz" in rule_of(profile).tiebreakers:
        # sums of the opponents' points, in the scoring's units (exact half points)
        unit = scoring.unit
        scores = {pid: sorted(units[o] for o in opponents[pid]) for pid in tallies}
        every: dict[str, dict[str, Ratio]] = {
            "buchholz_cut1": {pid: (sum(s[1:]) if len(s) > 1 else sum(s), unit)
                              for pid, s in scores.items()},
            "buchholz_median": {pid: (sum(s[1:-1]) if len(s) > 2 else sum(s), unit)
                                for pid, s in scores.items()},
            "buchholz": {pid: (sum(s), unit) for pid, s in scores.items()},
            "sb": {pid: (sum(2 * units[o] for o, r in t.results if r > 0)
                         + sum(units[o] for o, r in t.results if r == 0), 2 * unit)
                   for pid, t in tallies.items()},
        }
        columns = {key: every[key] for key in rule_of(profile).tiebreakers}
    else:  # a profile without a rule here is a mistake, never silently another profile
        raise Refusal(f"tiebreaker profile {profile.value!r} has no rule in the standings",
                      f"el perfil de desempate {profile.value!r} no tiene regla en la "
                      "clasificación")

    # pokemon: a player's own win% is shown (resistance is made of it) but is not
    # a tiebreaker: Play! Pokémon orders by resistance, then opp-opp, then head-to-head
    ranked = [col for name, col in columns.items() if name != "winp"]
    scaled = [_scaled(col)[0] for col in ranked]
    keys = {pid: (units[pid], *(col[pid] for col in scaled)) for pid in tallies}
    if tie_seed is None:
        order = sorted(tallies, key=lambda pid: (*(-v for v in keys[pid]), pid))
    else:
        order = sorted(tallies, key=lambda pid: (*(-v for v in keys[pid]),
                                                 tie_draw_key(tie_seed, pid), pid))
    if profile is Profile.POKEMON:
        order = _head_to_head(order, tallies, keys)
    by_id = {p.id: p for p in players}
    rows = []
    for rank, pid in enumerate(order, start=1):
        t, p = tallies[pid], by_id[pid]
        rows.append(StandingRow(
            rank=rank, player=pid, name=p.name, points=Fraction(units[pid], scoring.unit),
            wins=t.wins,
            losses=t.losses, draws=t.draws,
            tiebreakers={name: _round4(col[pid]) for name, col in columns.items()},
            dropped=p.dropped_after is not None and p.dropped_after <= last))
    return rows


def _head_to_head(order: list[str], tallies: dict[str, _Tally],
                  full: dict[str, tuple[int, ...]]) -> list[str]:
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
