"""Swiss pairing: exact (provably the best pairing under an explicit objective) and fast.

The objective
-------------
Players are ranked by the standings after the previous round in the
event's tiebreaker profile (default ``mtg``: points, OMW%, GW%, OGW%, id), so
"the lowest-ranked player" is the one the printed standings show last; ``R``
is that rank (0 = best) and ``P`` the match points, counted in whole units of the
profile's scoring (a chess-style event's ½ point is 1 unit, a win 2), so score
groups with half points are groups like any other. A pairing of the active
players (plus the bye when their number is odd) costs, compared
**lexicographically**:

1. ``rematches`` — earlier meetings of the pairs (a rematch only when none can
   be avoided; then the fewest: a pair that already met twice counts 2, so in a
   small event every pair meets again before any meets a third time);
2. ``bye_repeat`` — the byes the receiver already had: the bye goes to a player
   without one, and once everyone has had one, to those with the fewest;
3. ``bye_rank`` — ``n - 1 - R`` of the bye receiver: the bye goes to the
   lowest-ranked player (without a previous bye, by 2.);
4. ``gaps`` — Σ (P_a − P_b)² over the pairs: 0 inside a score group; a
   pair-down costs the square of its point gap, so one long pair-down costs
   more than a chain of short ones and every odd group floats exactly one
   player to the next group (the minimum possible);
5. ``spread`` — Σ |R_a − R_b|: inside a group, the deterministic tie-break
   pairs neighbours in the standings (1st–2nd, 3rd–4th…), and the player
   floated down is the lowest of their group, against the highest of the next.

:func:`edge_weights` turns this into integer weights (each level's unit is
larger than the largest possible total of all the levels below it), so the
lexicographic order is exactly the order of the weighted sum: the best pairing
is the minimum-cost perfect matching of the complete graph (a bye vertex when
odd), which :func:`pair_swiss_reference` computes with networkx's blossom.

Why the fast decomposition is exact
-----------------------------------
Fix the bye receiver; the other players form a *line* in rank order, on which
``c(a, b) = w_gap·(P_a − P_b)² + |R_a − R_b|`` is a Monge cost (P falls and R
rises along the line): for a < b < c < d, pairing (a, b)(c, d) costs strictly
less than (a, c)(b, d) or (a, d)(b, c). Hence:

* **No rematch in the way** — pairing neighbours on the line is the unique
  optimum (any other matching can be uncrossed/unnested to it, strictly
  lowering the cost); it also has 0 rematches, the lower bound.
* **Short edges** — let ``d`` be the largest number of earlier opponents of a
  player. In an optimal matching no edge (i, l) spans more than ``W = 4d + 1``
  positions: for a player j strictly inside, with partner k, exchanging the two
  pairs into the uncrossed/unnested ones strictly lowers the cost unless one
  new pair is a rematch; each of the ≤ 2d earlier opponents of i or l blocks
  at most two inside players, so with more than 4d inside players some exchange
  improves.
* **Safe cuts** — two edges (a, b), (c, d) crossing the same cut can be
  uncrossed into (a, c)(b, d), strictly better unless a–c or b–d already met.
  So when no pair of former opponents lies within ``W`` positions on the same
  side of a cut (and an even number of players is on its left), no optimal
  matching crosses it: the problem splits there into independent segments.

A segment whose neighbour pairing has no rematch is therefore solved; the few
others are solved exactly with the blossom on their band graph (edges of span
≤ ``W``, which contains every edge of an optimal matching).

Local repairs (what makes late rounds of big events fast)
---------------------------------------------------------
In a Swiss event former opponents sit close in the standings, so safe cuts
get rare in late rounds (round 12 of 4,096 players: a 1,500-player segment,
30 s of blossom). Before that, a cheaper step with its own proof runs. Let
``N`` be the neighbour pairing and ``M*`` an optimal one; ``N ⊕ M*`` is a set
of alternating cycles. Every cycle contains a *bad* pair of ``N`` (a
rematch): otherwise replacing the cycle's ``M*`` edges by its ``N`` edges
adds no rematch and, ``N`` being the unique optimum of the Monge cost, lowers
the cost. Let a cycle's *excess* be its spread minus the spread of its ``N``
edges: every even cut inside the cycle's extent is crossed at least twice by
its ``M*`` edges and by no ``N`` edge, so a cycle spanning ``P`` pairs of
``N`` has excess ≥ 2(P − 1).

The local step gives each bad pair at ``t`` the window ``[t − r, t + 2 + r)``
(``r`` even; overlapping windows merge into components), pairs neighbours
outside and solves each component exactly (blossom on its band graph). Its
result ``M`` is returned when it has 0 rematches, the least possible Σ gap²
(the neighbour pairing's, a lower bound by the Monge property) and every
component's excess ``S_j ≤ r + 2``. Then ``M*`` has 0 rematches and the same
Σ gap², so only the spread is left to compare: if no cycle of ``M*`` leaves a
component, ``M*`` is a candidate of the local problem and ``M`` is at least as
good. A cycle that leaves its component spans at least ``r/2 + 2`` pairs per
component whose bad pairs it contains (components are more than ``2r + 2``
positions apart), so its excess is ≥ ``r + 2`` per such component, while the
components it does not touch cost at least their local optimum ``S_j``:
spread(M*) − spread(N) ≥ Σ S_j = spread(M) − spread(N). Before that test, a
second, global one (below) is tried. Otherwise ``r`` grows;
past half the line the safe-cut method above decides. The bye receivers
are tried in cost order until one gives 0 rematches (the first one, except in
tiny or very late events) and the best of those tried wins. Tests compare this
with brute force on small events and with the full blossom at 256 players;
``benchmarks/tournament_pairing.py`` at 1,024.

The spread floor
----------------
Where former opponents crowd one stretch of the standings (round 3 of 8,192
players: players who drew each other sit side by side), the windows merge into
components holding dozens of bad pairs, each one's spread excess the sum of
many small repairs, and the test above needs ``r`` as large as that sum: 0.7 s
of blossom on 400-player components. A lower bound that adds up instead: the
spread of a pairing is Σ over the gaps ``c`` between neighbours on the line of
``g_c`` (their rank difference) times the number of pairs crossing ``c``. That
number has the parity of ``c`` (``c`` players lie left of it), and ``N``
crosses each odd gap once and no even gap, so every gap adds ``≥ 0`` to the
excess and an even gap crossed adds ``≥ 2 g_c``. A pairing without the bad pair
``(t, t + 1)`` pairs ``t`` to the left (crossing gap ``t``) or past ``t + 1``
(crossing gap ``t + 2``). So any pairing without rematches has excess ≥ the
cheapest set of even gaps holding ``t`` or ``t + 2`` for every bad ``t``
(:func:`_spread_floor`, a vertex cover on a path); a local result with 0
rematches, the least Σ gap² and exactly that excess is optimal, whatever the
size of its components.

This is the same idea as the classic engines (bbpPairings, the FIDE Dutch
system): pair inside score groups top-down and float the odd player down, but
with the choice among legal pairings stated as one cost instead of a list of
transpositions.

>>> from judge_app.tournament.model import GameScore, MatchRecord, Player
>>> ps = [Player(x, x) for x in "ABCDE"]
>>> r1 = [MatchRecord(1, 1, "A", "B", GameScore(2, 0)),
...       MatchRecord(1, 2, "C", "D", GameScore(2, 1)), MatchRecord(1, 3, "E", None)]
>>> [(p.table, p.p1, p.p2) for p in pair_swiss(2, ps, r1)]
[(1, 'A', 'C'), (2, 'E', 'B'), (3, 'D', None)]
"""

from __future__ import annotations

import bisect
import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

import networkx as nx
import rustworkx as rx

from judge_app.tournament.messages import Refusal
from judge_app.tournament.model import MatchRecord, Pairing, Player, Profile
from judge_app.tournament.profiles import profile_of, scoring_of
from judge_app.tournament.standings import compute_standings

#: The blossoms a segment can be solved with: ``networkx`` (pure Python, what engine 2 used)
#: and ``rustworkx`` (the same algorithm in Rust: 1,388 players in 0.14 s, not 11 s). Both
#: find a minimum-cost matching; among matchings of equal cost each returns its own.
SOLVERS = ("networkx", "rustworkx")
#: The solver :func:`pair_swiss` uses unless told another.
SOLVER = "rustworkx"
#: rustworkx counts weights in 128-bit integers: a segment whose matching's total weight could
#: reach this is solved by networkx (Python integers) instead.
RUSTWORKX_LIMIT = 1 << 120


@dataclass(frozen=True, order=True)
class PairingCost:
    """The objective of :mod:`pairing`, compared lexicographically (field order).

    ``apart`` counts the pairs of players kept apart (teammates, family) that
    the pairing still puts together: above everything, so they meet only when
    no other pairing exists.
    """

    apart: int
    rematches: int
    bye_repeat: int
    bye_rank: int
    gaps: int
    spread: int


@dataclass(frozen=True)
class EdgeWeights:
    """Integer units of each level of the objective (``spread`` has unit 1)."""

    rematch: int
    bye_repeat: int
    bye_rank: int
    gap: int
    apart: int = 0

    def total(self, cost: PairingCost) -> int:
        """One integer weight for a cost, so a matching solver ranks costs as the objective does.

        >>> EdgeWeights(rematch=1000, bye_repeat=100, bye_rank=10, gap=5).total(
        ...     PairingCost(apart=0, rematches=1, bye_repeat=0, bye_rank=0, gaps=2, spread=3))
        1013
        """
        return (cost.apart * self.apart + cost.rematches * self.rematch
                + cost.bye_repeat * self.bye_repeat + cost.bye_rank * self.bye_rank
                + cost.gaps * self.gap + cost.spread)


@dataclass
class _Context:
    """The active players of a round, ranked, with what the objective needs."""

    order: list[str]
    rank: dict[str, int]
    points: dict[str, int]
    """Match points in whole units of the profile's scoring (half points for chess)."""
    met: dict[str, Counter[str]]
    had_bye: Counter[str]
    apart: dict[str, set[str]] = field(default_factory=dict)
    solver: str = SOLVER
    """The blossom the segments are solved with (:data:`SOLVERS`)."""

    @property
    def n(self) -> int:
        return len(self.order)

    def pair_cost(self, a: str, b: str, w: EdgeWeights) -> int:
        gap = self.points[a] - self.points[b]
        return (w.apart * self.is_apart(a, b) + w.rematch * self.met[a][b] + w.gap * gap * gap
                + abs(self.rank[a] - self.rank[b]))

    def is_apart(self, a: str, b: str) -> int:
        """1 when ``a`` and ``b`` are to be kept apart, else 0."""
        return 1 if b in self.apart.get(a, ()) else 0

    def blocked(self, a: str) -> set[str]:
        """Everyone ``a`` should not meet: earlier opponents and players kept apart."""
        return set(self.met[a]) | self.apart.get(a, set())

    def max_met(self) -> int:
        """The most times two players of this round already met (at least 1)."""
        return max([1, *(c for pid in self.order for c in self.met[pid].values())])

    def bye_cost(self, a: str, w: EdgeWeights) -> int:
        return w.bye_repeat * self.had_bye[a] + w.bye_rank * (self.n - 1 - self.rank[a])


def _apart_map(order: Sequence[str],
               keep_apart: Iterable[tuple[str, str]]) -> dict[str, set[str]]:
    present = set(order)
    out: dict[str, set[str]] = {}
    for a, b in keep_apart:
        if a != b and a in present and b in present:
            out.setdefault(a, set()).add(b)
            out.setdefault(b, set()).add(a)
    return out


def _context(round_no: int, players: Sequence[Player], matches: Sequence[MatchRecord],
             profile: Profile | str = Profile.MTG, tie_seed: str | None = None,
             keep_apart: Iterable[tuple[str, str]] = ()) -> _Context:
    if round_no < 1:
        raise Refusal(f"round {round_no}: rounds are numbered from 1",
                      f"ronda {round_no}: las rondas se numeran desde 1")
    for m in matches:
        if m.round >= round_no:
            raise Refusal(f"match round {m.round} table {m.table}: pairing round {round_no} "
                          f"takes only the matches of earlier rounds",
                          f"partida de la ronda {m.round}, mesa {m.table}: para emparejar la "
                          f"ronda {round_no} solo cuentan las partidas de rondas anteriores")
    profile = profile_of(profile)
    unit = scoring_of(profile).unit
    rows = compute_standings(players, matches, profile, through_round=round_no - 1,
                             tie_seed=tie_seed)
    active = {p.id for p in players if p.active_in(round_no)}
    order = [r.player for r in rows if r.player in active]
    # each player's opponents listed, then counted at once (36,000 matches at 8,192 players)
    opponents: dict[str, list[str]] = {pid: [] for pid in order}
    byes: list[str] = []
    for m in matches:
        p1, p2 = m.p1, m.p2
        if p2 is None:
            byes.append(p1)
            continue
        if p1 in opponents:
            opponents[p1].append(p2)
        if p2 in opponents:
            opponents[p2].append(p1)
    met = {pid: Counter(opps) for pid, opps in opponents.items()}
    had_bye = Counter(byes)
    return _Context(order=order, rank={pid: i for i, pid in enumerate(order)},
                    points={r.player: _units(r.points, unit) for r in rows if r.player in active},
                    met=met, had_bye=had_bye, apart=_apart_map(order, keep_apart))


def _units(points: Fraction | int, unit: int) -> int:
    """``int(points * unit)`` without a :class:`~fractions.Fraction` product (8,192 of them).

    >>> _units(Fraction(7, 2), 2), _units(Fraction(-7, 2), 1), _units(3, 1)
    (7, -3, 3)
    """
    num, den = points.numerator * unit, points.denominator
    return num // den if num >= 0 else -(-num // den)


def edge_weights(ctx_or_n: _Context | int, max_gap: int | None = None) -> EdgeWeights:
    """Units that make the weighted sum order exactly the lexicographic order.

    With ``n`` players and point gaps at most ``G``: Σ spread < n², so a gap unit
    of n² outweighs it; Σ gaps ≤ (n/2)·G²; bye_rank ≤ n − 1; bye_repeat ≤ the most
    byes any player had; each unit exceeds the largest possible total below it.

    >>> edge_weights(4, 3).gap
    17
    """
    byes = 1
    if isinstance(ctx_or_n, _Context):
        n = ctx_or_n.n
        pts = ctx_or_n.points.values()
        max_gap = (max(pts) - min(pts)) if pts else 0
        byes = max([1, *(ctx_or_n.had_bye[p] for p in ctx_or_n.order)])
    else:
        n = ctx_or_n
    g = max_gap or 0
    spread_max = n * n
    gap_unit = spread_max + 1
    below_bye_rank = gap_unit * (n // 2 + 1) * g * g + spread_max
    bye_rank = below_bye_rank + 1
    below_repeat = bye_rank * n + below_bye_rank
    bye_repeat = below_repeat + 1
    rematch = byes * bye_repeat + below_repeat + 1  # the receiver may have had several
    apart = 0
    if isinstance(ctx_or_n, _Context) and ctx_or_n.apart:
        # above every possible total of rematches (and everything below them)
        apart = rematch * ((n // 2 + 1) * ctx_or_n.max_met() + 1)
    return EdgeWeights(rematch=rematch, bye_repeat=bye_repeat, bye_rank=bye_rank, gap=gap_unit,
                       apart=apart)


def _cost_of(ctx: _Context, pairs: Sequence[tuple[str, str | None]]) -> PairingCost:
    seen: set[str] = set()
    apart = rematches = bye_repeat = bye_rank = gaps = spread = 0
    for a, b in pairs:
        for pid in (a, b):
            if pid is None:
                continue
            if pid not in ctx.rank:
                raise Refusal(f"pairing: {pid!r} is not an active player of this round",
                              f"emparejamiento: {pid!r} no es un jugador activo de esta ronda")
            if pid in seen:
                raise Refusal(f"pairing: {pid!r} is paired twice",
                              f"emparejamiento: {pid!r} está emparejado dos veces")
            seen.add(pid)
        if b is None:
            bye_repeat += ctx.had_bye[a]
            bye_rank += ctx.n - 1 - ctx.rank[a]
            continue
        apart += ctx.is_apart(a, b)
        rematches += ctx.met[a][b]
        gaps += (ctx.points[a] - ctx.points[b]) ** 2
        spread += abs(ctx.rank[a] - ctx.rank[b])
    missing = [pid for pid in ctx.order if pid not in seen]
    if missing:
        raise Refusal(f"pairing: active players left unpaired: {', '.join(missing)}",
                      f"emparejamiento: jugadores activos sin emparejar: {', '.join(missing)}")
    return PairingCost(apart, rematches, bye_repeat, bye_rank, gaps, spread)


def pairing_cost(round_no: int, players: Sequence[Player], matches: Sequence[MatchRecord],
                 pairings: Sequence[Pairing], profile: Profile | str = Profile.MTG,
                 keep_apart: Iterable[tuple[str, str]] = (),
                 tie_seed: str | None = None) -> PairingCost:
    """The objective's value for ``pairings`` of ``round_no`` (lower is better), players
    ranked as :func:`pair_swiss` ranks them with the same ``tie_seed``.

    Checks that every active player is paired exactly once.
    """
    ctx = _context(round_no, players, matches, profile, tie_seed, keep_apart)
    return _cost_of(ctx, [(p.p1, p.p2) for p in pairings])


def pair_down_count(round_no: int, players: Sequence[Player], matches: Sequence[MatchRecord],
                    pairings: Sequence[Pairing], profile: Profile | str = Profile.MTG) -> int:
    """How many tables pair players with different match points."""
    ctx = _context(round_no, players, matches, profile)
    return sum(1 for p in pairings
               if p.p2 is not None and ctx.points[p.p1] != ctx.points[p.p2])


def _tables(ctx: _Context, pairs: Sequence[tuple[str, str]], bye: str | None) -> list[Pairing]:
    ordered = sorted(((a, b) if ctx.rank[a] < ctx.rank[b] else (b, a) for a, b in pairs),
                     key=lambda ab: ctx.rank[ab[0]])
    out = [Pairing(table=i, p1=a, p2=b) for i, (a, b) in enumerate(ordered, start=1)]
    if bye is not None:
        out.append(Pairing(table=len(out) + 1, p1=bye, p2=None))
    return out


def _blossom(nodes: Sequence[str], edges: list[tuple[str, str, int]],
             solver: str = "networkx") -> list[tuple[str, str]]:
    """Minimum-cost perfect matching: the blossom of ``solver`` (:data:`SOLVERS`) on
    ``top - cost`` weights."""
    top = max((c for _, _, c in edges), default=0) + 1
    if solver == "rustworkx" and top * (len(nodes) // 2 + 1) < RUSTWORKX_LIMIT:
        graph = rx.PyGraph()
        index = graph.add_nodes_from(list(nodes))
        at = dict(zip(nodes, index, strict=True))
        graph.add_edges_from([(at[a], at[b], top - c) for a, b, c in edges])
        found = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)
        mate = [(nodes[i], nodes[j]) for i, j in found]
    else:
        nx_graph = nx.Graph()
        nx_graph.add_nodes_from(nodes)
        nx_graph.add_weighted_edges_from((a, b, top - c) for a, b, c in edges)
        mate = list(nx.max_weight_matching(nx_graph, maxcardinality=True))
    if 2 * len(mate) != len(nodes):  # cannot happen on a complete graph: a bug, said plainly
        raise Refusal(f"pairing: no perfect matching among {len(nodes)} players",
                      f"emparejamiento: no hay emparejamiento completo entre {len(nodes)} "
                      "jugadores")
    return [(a, b) for a, b in mate]


def _segment_weights(ctx: _Context, nodes: Sequence[str]) -> EdgeWeights:
    """Smaller units that order the matchings of one segment (bye fixed) like the global ones."""
    m = len(nodes)
    pts = [ctx.points[p] for p in nodes]
    g = max(pts) - min(pts)
    spread_max = (m // 2 + 1) * ctx.n
    gap = spread_max + 1
    rematch = gap * ((m // 2 + 1) * g * g + 1) + spread_max + 1
    apart = 0
    if ctx.apart:
        most = max([1, *(c for p in nodes for c in ctx.met[p].values())])
        apart = rematch * ((m // 2 + 1) * most + 1)
    return EdgeWeights(rematch=rematch, bye_repeat=0, bye_rank=0, gap=gap, apart=apart)


def _solve_line(ctx: _Context, line: list[str]) -> list[tuple[str, str]]:
    """Optimal perfect matching of ``line`` (players in rank order, even count).

    Neighbour pairing where it has no rematch; elsewhere small windows around
    the rematches, certified optimal (module docstring, "Local repairs"), or,
    when no certificate is found, blossom on the band graph of the segments
    between safe cuts.
    """
    n = len(line)
    pos = {pid: i for i, pid in enumerate(line)}
    forbidden: set[tuple[int, int]] = set()
    d = 0
    for i, pid in enumerate(line):
        others = ctx.blocked(pid) if ctx.apart else ctx.met[pid]  # no set a player
        opp = [j for o in others if (j := pos.get(o)) is not None]
        d = max(d, len(opp))
        forbidden.update((i, j) for j in opp if j > i)
    bad = [t for t in range(0, n, 2) if (t, t + 1) in forbidden]
    neighbours = [(line[t], line[t + 1]) for t in range(0, n, 2)]
    if not bad:
        return neighbours
    span = 4 * d + 1
    pts = [ctx.points[pid] for pid in line]
    gap_bound = sum((pts[c - 1] - pts[c]) ** 2
                    for c in range(1, n) if c % 2 and pts[c - 1] != pts[c])
    local = _solve_locally(ctx, line, bad, span, gap_bound)
    if local is not None:
        return local
    # cut c separates positions < c from positions >= c; poisoned when two former
    # opponents lie within `span` positions on the same side of it.
    diff = [0] * (n + 2)
    for u, v in forbidden:
        if v - u >= span:
            continue
        for lo, hi in ((v + 1, u + span), (v - span + 1, u)):
            lo, hi = max(lo, 1), min(hi, n - 1)
            if lo <= hi:
                diff[lo] += 1
                diff[hi + 1] -= 1
    safe = [False] * (n + 1)
    safe[0] = safe[n] = True
    running = 0
    for c in range(1, n):
        running += diff[c]
        safe[c] = running == 0 and c % 2 == 0
    # score-group boundaries with an even number of players above them
    group_cut = [c % 2 == 0 and 0 < c < n and pts[c - 1] != pts[c] for c in range(n + 1)]
    first = _solve_segments(ctx, line, bad, [a or b for a, b in zip(safe, group_cut, strict=True)],
                            span)
    # Certificate: with 0 rematches and the least possible Σ gap², no optimal pairing
    # crosses an even group boundary, so cutting there lost nothing.
    cost = _cost_of_pairs(ctx, first)
    if cost[0] == 0 and cost[1] == gap_bound:
        return first
    return _solve_segments(ctx, line, bad, safe, span)


def _solve_locally(ctx: _Context, line: list[str], bad: list[int], span: int,
                   gap_bound: int) -> list[tuple[str, str]] | None:
    """Blossom on windows around the bad pairs, returned only with a proof of optimality.

    Each bad pair at ``t`` gets the window ``[t − r, t + 2 + r)`` (``r`` even),
    overlapping or touching windows merge into components. The result is
    returned when it has 0 rematches, the least Σ gap², and every component's
    spread excess over the neighbour pairing is at most ``r + 2`` (module
    docstring, "Local repairs"); otherwise ``r`` grows, and ``None`` comes back
    once the windows would cover half the line.
    """
    n = len(line)
    radius = 4
    neighbours = sum(ctx.rank[line[t + 1]] - ctx.rank[line[t]] for t in range(0, n, 2))
    floor: int | None = None
    while True:
        segments: list[tuple[int, int]] = []
        for t in bad:
            lo, hi = max(0, t - radius), min(n, t + 2 + radius)
            if segments and lo <= segments[-1][1]:
                segments[-1] = (segments[-1][0], hi)
            else:
                segments.append((lo, hi))
        if 2 * sum(e - s for s, e in segments) > n:
            return None
        pairs = _pairs_in_segments(ctx, line, segments, span)
        rematches, gaps = _cost_of_pairs(ctx, pairs)
        if rematches == 0 and gaps == gap_bound:
            if floor is None:
                floor = _spread_floor(ctx, line, bad)
            if sum(abs(ctx.rank[a] - ctx.rank[b]) for a, b in pairs) - neighbours == floor:
                return pairs
            where = {pid: i for i, pid in enumerate(line)}
            excess = [0] * len(segments)
            starts = [s for s, _ in segments]
            for a, b in pairs:
                i = where[a]
                k = bisect.bisect_right(starts, i) - 1
                if k >= 0 and i < segments[k][1]:
                    excess[k] += abs(ctx.rank[a] - ctx.rank[b])
            for k, (s, e) in enumerate(segments):
                excess[k] -= sum(ctx.rank[line[t + 1]] - ctx.rank[line[t]] for t in range(s, e, 2))
            worst = max(excess)
            if worst <= radius + 2:
                return pairs
            radius = max(2 * radius, worst + worst % 2)
        else:
            radius *= 4


def _spread_floor(ctx: _Context, line: list[str], bad: list[int]) -> int:
    """The least spread over the neighbour pairing's of any pairing of ``line`` that
    leaves the ``bad`` pairs apart (module docstring, "The spread floor").

    Each bad pair at ``t`` needs an even cut ``t`` or ``t + 2`` crossed twice, costing
    twice the rank gap there; the cheapest choice of cuts is a vertex cover on a path
    (consecutive bad pairs share a cut), found in one pass.

    >>> from types import SimpleNamespace
    >>> ctx = SimpleNamespace(rank={c: i for i, c in enumerate("abcdefgh")})
    >>> _spread_floor(ctx, list("abcdefgh"), [2, 4])  # one cut (4) serves both
    2
    """
    n = len(line)
    never = 1 << 62

    def cost(c: int) -> int:
        return 2 * (ctx.rank[line[c]] - ctx.rank[line[c - 1]]) if 0 < c < n else never

    taken, left_open = never, 0  # the last bad pair's right cut taken / not taken
    last = -4
    for t in bad:
        if t == last + 2:  # its left cut is the last one's right cut
            taken, left_open = min(taken, left_open) + cost(t + 2), taken
        else:
            base = min(taken, left_open)
            taken, left_open = base + cost(t + 2), base + cost(t)
        last = t
    return min(taken, left_open)


def _cost_of_pairs(ctx: _Context, pairs: Sequence[tuple[str, str]]) -> tuple[int, int]:
    """(rematches and pairs kept apart, Σ gap²) of some pairs."""
    return (sum(ctx.met[a][b] + ctx.is_apart(a, b) for a, b in pairs),
            sum((ctx.points[a] - ctx.points[b]) ** 2 for a, b in pairs))


def _solve_segments(ctx: _Context, line: list[str], bad: list[int], safe: list[bool],
                    span: int) -> list[tuple[str, str]]:
    """Neighbour pairs, except the segments between safe cuts around a bad pair: blossom."""
    segments: list[tuple[int, int]] = []
    for t in bad:
        if segments and segments[-1][1] > t:
            continue
        s = t
        while not safe[s]:
            s -= 1
        e = t + 2
        while not safe[e]:
            e += 1
        segments.append((s, e))
    return _pairs_in_segments(ctx, line, segments, span)


def _pairs_in_segments(ctx: _Context, line: list[str], segments: list[tuple[int, int]],
                       span: int) -> list[tuple[str, str]]:
    """Neighbour pairs outside the (sorted, disjoint, even) segments; inside, the optimum
    of each segment by blossom on its edges of span at most ``span``."""
    pairs = [(line[t], line[t + 1]) for t in _outside(segments, len(line))]
    for s, e in segments:
        w = _segment_weights(ctx, line[s:e])
        edges = [(line[i], line[j], ctx.pair_cost(line[i], line[j], w))
                 for i in range(s, e) for j in range(i + 1, min(i + span, e - 1) + 1)]
        pairs.extend(_blossom(line[s:e], edges, ctx.solver))
    return pairs


def _outside(segments: list[tuple[int, int]], n: int) -> list[int]:
    """Even positions not inside any of the (sorted, disjoint) segments."""
    out: list[int] = []
    start = 0
    for s, e in [*segments, (n, n)]:
        out.extend(range(start, s, 2))
        start = e
    return out


def _bye_candidates(ctx: _Context) -> list[str]:
    return sorted(ctx.order, key=lambda pid: (ctx.had_bye[pid], -ctx.rank[pid]))


def pair_swiss(round_no: int, players: Sequence[Player], matches: Sequence[MatchRecord],
               *, seed: int = 0, profile: Profile | str = Profile.MTG,
               tie_seed: str | None = None, keep_apart: Iterable[tuple[str, str]] = (),
               fixed_tables: Mapping[str, int] | None = None,
               solver: str = SOLVER) -> list[Pairing]:
    """Pair round ``round_no``: the optimum of the module's objective (round 1: random).

    ``players``: everyone registered (``Player.active_in`` decides who plays);
    ``matches``: every earlier match, byes included. Tables are numbered by the
    better player's standing (table 1 = best); the bye is the last table, ``p2`` ``None``.
    Round 1 is a random pairing drawn with ``seed`` (the bye to the last drawn).
    ``profile``: the event's tiebreakers, which rank the players (module docstring);
    ``tie_seed``: the event's draw for full ties, as in the standings.
    ``keep_apart``: pairs of players never paired while any other pairing exists
    (the first level of the objective, in round 1 too). ``fixed_tables``: a player
    who must sit at a table (accessibility) gets it (:func:`seat_tables`). ``solver``: the
    blossom of the segments (:data:`SOLVERS`; another one may return another pairing of
    the same cost).
    """
    if solver not in SOLVERS:
        raise Refusal(f"pairing: unknown solver {solver!r} (known: {', '.join(SOLVERS)})",
                      f"emparejamiento: resolvedor desconocido {solver!r} "
                      f"(conocidos: {', '.join(SOLVERS)})")
    apart = list(keep_apart)
    ctx = _context(round_no, players, matches, profile, tie_seed, apart)
    ctx.solver = solver
    if ctx.n == 0:
        return []
    if round_no == 1:
        pairings = _draw_first_round(ctx, seed)
    elif ctx.n % 2 == 0:
        pairings = _tables(ctx, _solve_line(ctx, ctx.order), None)
    else:
        best: tuple[PairingCost, list[tuple[str, str]], str] | None = None
        for bye in _bye_candidates(ctx):
            line = [pid for pid in ctx.order if pid != bye]
            pairs = _solve_line(ctx, line)
            cost = _cost_of(ctx, [*pairs, (bye, None)])
            if best is None or cost < best[0]:
                best = (cost, pairs, bye)
            if cost.rematches == 0 and cost.apart == 0:
                break
        assert best is not None
        pairings = _tables(ctx, best[1], best[2])
    if fixed_tables:
        pairings = seat_tables(pairings, fixed_tables)[0]
    return pairings


def _draw_first_round(ctx: _Context, seed: int) -> list[Pairing]:
    """Round 1: neighbours of a random draw; players kept apart are separated by the
    same exact line solver (the draw order is the line, every player on 0 points)."""
    drawn = list(ctx.order)
    random.Random(seed).shuffle(drawn)
    bye = drawn.pop() if len(drawn) % 2 else None
    pairs = [(drawn[i], drawn[i + 1]) for i in range(0, len(drawn), 2)]
    if any(ctx.is_apart(a, b) for a, b in pairs):
        line_ctx = _Context(order=drawn, rank={p: i for i, p in enumerate(drawn)},
                            points=dict.fromkeys(drawn, 0),
                            met={p: Counter() for p in drawn}, had_bye=Counter(),
                            apart=ctx.apart, solver=ctx.solver)
        pairs = sorted(((a, b) if line_ctx.rank[a] < line_ctx.rank[b] else (b, a)
                        for a, b in _solve_line(line_ctx, drawn)),
                       key=lambda ab: line_ctx.rank[ab[0]])
    out = [Pairing(table=i, p1=a, p2=b) for i, (a, b) in enumerate(pairs, start=1)]
    if bye is not None:
        out.append(Pairing(table=len(out) + 1, p1=bye, p2=None))
    return out


@dataclass(frozen=True)
class SeatConflict:
    """A fixed seat that could not be honoured, with both languages' explanation."""

    players: tuple[str, ...]
    table: int
    es: str
    en: str


def seat_tables(pairings: Sequence[Pairing], fixed_tables: Mapping[str, int]
                ) -> tuple[list[Pairing], list[SeatConflict]]:
    """Give each pair with a seated player that player's table, after the matching.

    The other pairs keep their order and take the lowest free tables; the bye
    stays last. Two seated players in one pair (different tables), or two pairs
    wanting one table, cannot both be honoured: the better-placed pair keeps it
    and a :class:`SeatConflict` says so. A seated player with the bye has no table.

    >>> ps = [Pairing(1, "A", "B"), Pairing(2, "C", "D"), Pairing(3, "E", None)]
    >>> [(p.table, p.p1) for p in seat_tables(ps, {"D": 1})[0]]
    [(1, 'C'), (2, 'A'), (3, 'E')]
    """
    games = [p for p in pairings if p.p2 is not None]
    byes = [p for p in pairings if p.p2 is None]
    wanted: dict[int, int] = {}  # index in games -> table
    taken: dict[int, int] = {}   # table -> index in games
    conflicts: list[SeatConflict] = []
    for i, p in enumerate(games):
        seats = [(pid, fixed_tables[pid]) for pid in (p.p1, p.p2)
                 if pid is not None and pid in fixed_tables]
        if not seats:
            continue
        if len(seats) == 2 and seats[0][1] != seats[1][1]:
            (a, ta), (b, tb) = seats
            conflicts.append(SeatConflict(
                (a, b), ta,
                f"{a} (mesa fija {ta}) y {b} (mesa fija {tb}) juegan juntos: "
                f"se sientan en la mesa {ta}",
                f"{a} (fixed table {ta}) and {b} (fixed table {tb}) play each other: "
                f"they sit at table {ta}"))
        pid, table = seats[0]
        if table in taken:
            other = games[taken[table]]
            conflicts.append(SeatConflict(
                (pid, other.p1), table,
                f"la mesa {table} es fija para {pid} y para la mesa de {other.p1}: "
                f"{pid} juega en otra mesa",
                f"table {table} is the fixed seat of {pid} and of {other.p1}'s pair: "
                f"{pid} plays at another table"))
            continue
        wanted[i] = table
        taken[table] = i
    out: list[Pairing] = []
    free = (t for t in range(1, len(pairings) + len(taken) + 2) if t not in taken)
    for i, p in enumerate(games):
        out.append(Pairing(wanted[i] if i in wanted else next(free), p.p1, p.p2))
    last = max((p.table for p in out), default=0)
    out.extend(Pairing(last + k, p.p1, None) for k, p in enumerate(byes, start=1))
    return sorted(out, key=lambda p: p.table), conflicts


def pair_swiss_reference(round_no: int, players: Sequence[Player],
                         matches: Sequence[MatchRecord],
                         profile: Profile | str = Profile.MTG,
                         keep_apart: Iterable[tuple[str, str]] = (),
                         tie_seed: str | None = None) -> list[Pairing]:
    """The same objective solved by the blossom on the complete graph (slow: O(n³)).

    The yardstick of the tests and benchmarks; rounds ≥ 2 only.
    """
    ctx = _context(round_no, players, matches, profile, tie_seed, keep_apart)
    w = edge_weights(ctx)
    nodes: list[str] = list(ctx.order)
    bye_node = "\x00bye"
    edges = [(a, b, ctx.pair_cost(a, b, w))
             for i, a in enumerate(nodes) for b in nodes[i + 1:]]
    if len(nodes) % 2:
        edges.extend((a, bye_node, ctx.bye_cost(a, w)) for a in ctx.order)
        nodes.append(bye_node)
    mate = _blossom(nodes, edges)
    bye = next((a if b == bye_node else b for a, b in mate if bye_node in (a, b)), None)
    pairs = [(a, b) for a, b in mate if bye_node not in (a, b)]
    return _tables(ctx, pairs, bye)
