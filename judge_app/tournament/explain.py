"""Why these two: the reason for each table of a Swiss round, in Spanish and English.

:func:`explain_pairings` reads a round's pairings against the standings the
engine ranked the players by (:mod:`judge_app.tournament.pairing`'s
objective) and says, for each table, what holds: the same points; a player
paired down from N points and why (their score group had an odd number of
players, or every partner left in it was a former opponent or kept apart);
a fixed seat honoured; a keep-apart pair of the same points avoided; an
unavoidable rematch; the bye and why that player got it; round 1's draw. The
CLI (``round show --why``), the window (a tooltip of the rounds tab) and the
players' portal call the same function (or :func:`judge_app.storage.certificates.explain_round`,
which reads an event's stored data).

>>> from judge_app.tournament.model import GameScore, MatchRecord, Player
>>> ps = [Player(x, x) for x in "ABCDE"]
>>> r1 = [MatchRecord(1, 1, "A", "B", GameScore(2, 0)),
...       MatchRecord(1, 2, "C", "D", GameScore(2, 1)), MatchRecord(1, 3, "E", None)]
>>> from judge_app.tournament.pairing import pair_swiss
>>> why = explain_pairings(2, ps, r1, pair_swiss(2, ps, r1))
>>> [(w.table, w.codes) for w in why]
[(1, ('same_points',)), (2, ('paired_down',)), (3, ('bye',))]
>>> why[1].en
'E (3 points) paired down to B (0 points): the group of 3 points has 3 players: one is left over'
>>> why[2].es
'el descanso: el jugador peor clasificado sin descanso previo (5.º de 5)'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from judge_app.tournament.model import MatchRecord, Pairing, Player, Profile
from judge_app.tournament.pairing import _Context, _context
from judge_app.tournament.profiles import format_points, scoring_of


@dataclass(frozen=True)
class TableReason:
    """Why a table's two players (or the bye's one) were paired.

    ``codes``: ``draw`` (round 1), ``same_points``, ``paired_down``, ``rematch``,
    ``kept_apart`` (a keep-apart partner of the same points avoided), ``apart_met`` (kept
    apart yet paired: no other pairing existed), ``fixed_seat``, ``bye``, ``hand_edit``.
    """

    table: int
    p1: str
    p2: str | None
    codes: tuple[str, ...]
    en: str
    es: str

    def text(self, lang: str = "es") -> str:
        """The reason in ``lang`` (``es`` or ``en``)."""
        return self.en if lang == "en" else self.es


def _ordinal(n: int, lang: str) -> str:
    if lang == "es":
        return f"{n}.º"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def explain_pairings(round_no: int, players: Sequence[Player], matches: Sequence[MatchRecord],
                     pairings: Sequence[Pairing], *, profile: Profile | str = Profile.MTG,
                     tie_seed: str | None = None, keep_apart: Iterable[tuple[str, str]] = (),
                     fixed_tables: Mapping[str, int] | None = None,
                     edited_tables: Iterable[int] = (), seed: int | None = None
                     ) -> list[TableReason]:
    """One :class:`TableReason` per table of ``pairings`` (round ``round_no``), in table order.

    ``matches``: the earlier rounds; ``edited_tables``: tables a hand edit changed (said
    first, the rest still explained); ``seed``: round 1's draw seed, named if given.
    """
    earlier = [m for m in matches if m.round < round_no]
    ctx = _context(round_no, players, earlier, profile, tie_seed, keep_apart)
    unit = scoring_of(profile).unit
    seats = dict(fixed_tables or {})
    edited = set(edited_tables)
    met_in: dict[frozenset[str], list[int]] = {}
    for m in earlier:
        if m.p2 is not None:
            met_in.setdefault(frozenset((m.p1, m.p2)), []).append(m.round)
    seated = [pid for p in pairings for pid in (p.p1, p.p2) if pid is not None]
    byes = {p.p1 for p in pairings if p.p2 is None}
    group: dict[int, int] = {}
    for pid in seated:
        if pid in ctx.points and pid not in byes:
            group[ctx.points[pid]] = group.get(ctx.points[pid], 0) + 1
    incoming: dict[int, int] = {}  # players paired down into each group, from above
    for p in pairings:
        if p.p2 is not None and p.p1 in ctx.points and p.p2 in ctx.points:
            low, high = sorted((ctx.points[p.p1], ctx.points[p.p2]))
            if low != high:
                incoming[low] = incoming.get(low, 0) + 1

    def pts(pid: str) -> str:
        return format_points(Fraction(ctx.points.get(pid, 0), unit))

    out: list[TableReason] = []
    for p in sorted(pairings, key=lambda p: p.table):
        codes: list[str] = []
        en: list[str] = []
        es: list[str] = []
        if p.table in edited:
            codes.append("hand_edit")
            en.append("changed by hand (audited)")
            es.append("cambiada a mano (auditado)")
        if p.p2 is None:
            _explain_bye(ctx, p.p1, codes, en, es)
        elif round_no == 1 or p.p1 not in ctx.points or p.p2 not in ctx.points:
            codes.append("draw")
            shown = "" if seed is None else f" (seed {seed})"
            en.append(f"round 1: random draw{shown}")
            es.append(f"ronda 1: sorteo al azar{shown.replace('seed', 'semilla')}")
        else:
            hi, lo = sorted((p.p1, p.p2), key=lambda x: (-ctx.points[x], ctx.rank[x]))
            if ctx.points[hi] == ctx.points[lo]:
                codes.append("same_points")
                en.append(f"same points ({pts(hi)})")
                es.append(f"mismos puntos ({pts(hi)})")
            else:
                codes.append("paired_down")
                size = group.get(ctx.points[hi], 0)
                blocked = [o for o in ctx.blocked(hi) if o in ctx.points
                           and ctx.points[o] == ctx.points[hi] and o in seated]
                same = [o for o in seated if o != hi and ctx.points.get(o) == ctx.points[hi]]
                into = incoming.get(ctx.points[hi], 0)
                if into and (size + into) % 2:
                    why_en = (f"the group of {pts(hi)} points has {size} players and "
                              f"{into} paired down into it: one is left over")
                    why_es = (f"el grupo de {pts(hi)} puntos tiene {size} jugadores y "
                              f"{into} que bajaron a él: sobra uno")
                elif size % 2:
                    why_en = f"the group of {pts(hi)} points has {size} players: one is left over"
                    why_es = f"el grupo de {pts(hi)} puntos tiene {size} jugadores: sobra uno"
                elif same and set(same) <= set(blocked):
                    why_en = (f"every other player on {pts(hi)} points already played "
                              f"{hi} or is kept apart from them")
                    why_es = (f"todos los demás jugadores con {pts(hi)} puntos ya jugaron con "
                              f"{hi} o deben separarse de él")
                else:
                    why_en = (f"pairing the group of {pts(hi)} points inside itself would "
                              "have made a rematch or a kept-apart pair")
                    why_es = (f"emparejar el grupo de {pts(hi)} puntos dentro de sí habría "
                              "repetido un rival o juntado una pareja a separar")
                en.append(f"{hi} ({pts(hi)} points) paired down to {lo} ({pts(lo)} points): "
                          f"{why_en}")
                es.append(f"{hi} ({pts(hi)} puntos) baja a jugar con {lo} ({pts(lo)} puntos): "
                          f"{why_es}")
            rounds = met_in.get(frozenset((p.p1, p.p2)), [])
            if rounds:
                codes.append("rematch")
                shown = ", ".join(map(str, rounds))
                en.append(f"a rematch (they met in round {shown}): no pairing avoided it")
                es.append(f"repiten rival (se enfrentaron en la ronda {shown}): ningún "
                          "emparejamiento lo evitaba")
            if ctx.is_apart(p.p1, p.p2):
                codes.append("apart_met")
                en.append("kept apart, yet paired: no other pairing existed")
                es.append("deben separarse, pero no había otro emparejamiento posible")
        for who in (p.p1, p.p2):
            if who is None or who not in ctx.points:
                continue
            for other in sorted(ctx.apart.get(who, ())):
                if other in (p.p1, p.p2) or ctx.points.get(other) != ctx.points[who]:
                    continue
                codes.append("kept_apart")
                en.append(f"{who} is kept apart from {other} (same points): not paired together")
                es.append(f"{who} se separa de {other} (mismos puntos): no juegan juntos")
            if seats.get(who) == p.table and p.p2 is not None:
                codes.append("fixed_seat")
                en.append(f"table {p.table} is {who}'s fixed seat")
                es.append(f"la mesa {p.table} es la mesa fija de {who}")
        out.append(TableReason(p.table, p.p1, p.p2, tuple(dict.fromkeys(codes)),
                               "; ".join(en), "; ".join(es)))
    return out


def _explain_bye(ctx: _Context, pid: str, codes: list[str], en: list[str],
                 es: list[str]) -> None:
    codes.append("bye")
    if pid not in ctx.rank:
        en.append("the bye")
        es.append("el descanso")
        return
    place = ctx.rank[pid] + 1
    had = ctx.had_bye[pid]
    fewer = [o for o in ctx.order if ctx.had_bye[o] < had]
    lower = [o for o in ctx.order if ctx.rank[o] > ctx.rank[pid] and ctx.had_bye[o] <= had]
    if had == 0 and not lower:
        en.append(f"the bye: the lowest-ranked player without a bye ({_ordinal(place, 'en')} "
                  f"of {ctx.n})")
        es.append(f"el descanso: el jugador peor clasificado sin descanso previo "
                  f"({_ordinal(place, 'es')} de {ctx.n})")
    elif had > 0 and not fewer and not lower:
        en.append(f"the bye: every player has had one; the lowest-ranked of those with the "
                  f"fewest ({_ordinal(place, 'en')} of {ctx.n})")
        es.append(f"el descanso: todos ya descansaron; el peor clasificado de los que menos "
                  f"descansos tienen ({_ordinal(place, 'es')} de {ctx.n})")
    else:
        en.append(f"the bye ({_ordinal(place, 'en')} of {ctx.n}): a lower-ranked player's bye "
                  "would have made a rematch or a kept-apart pair")
        es.append(f"el descanso ({_ordinal(place, 'es')} de {ctx.n}): el descanso de alguien "
                  "peor clasificado habría repetido rival o juntado una pareja a separar")
