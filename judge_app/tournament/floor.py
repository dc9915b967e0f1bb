"""Running the floor, the pure part: hand edits of a round's pairings and what they cause.

A scorekeeper swaps two players, pairs two players by hand or gives the bye
(cli.md, "Running the floor"). Each edit keeps every player of the round
paired exactly once (:func:`check_same_players`), and :func:`edit_notices`
names what the new pairs cost: a rematch, a points gap, a second bye, two
players who were to be kept apart. Fixed seats are kept by moving table
numbers (:func:`keep_seats`). The storage layer applies and audits the edit.

>>> ps = [Pairing(1, "A", "B"), Pairing(2, "C", "D"), Pairing(3, "E", None)]
>>> [(p.table, p.p1, p.p2) for p in swap(ps, "B", "C")]
[(1, 'A', 'C'), (2, 'B', 'D'), (3, 'E', None)]
>>> [(p.table, p.p1, p.p2) for p in pair_together(ps, "A", "E")]
[(1, 'A', 'E'), (2, 'C', 'D'), (3, 'B', None)]
>>> [(p.table, p.p1, p.p2) for p in give_bye(ps, "D")]
[(1, 'A', 'B'), (2, 'C', 'E'), (3, 'D', None)]
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from judge_app.names import fold
from judge_app.tournament.messages import Refusal
from judge_app.tournament.model import MatchRecord, Pairing
from judge_app.tournament.profiles import Points, as_points, format_points

__all__ = [
    "EditError",
    "JudgeCall",
    "Notice",
    "check_same_players",
    "edit_notices",
    "give_bye",
    "keep_seats",
    "pair_together",
    "seating",
    "swap",
]


class EditError(Refusal):
    """An edit that cannot be made (unknown player, already paired together, no bye …),
    said in English and Spanish (:class:`~judge_app.tournament.messages.Refusal`)."""

    def __init__(self, en: str, es: str, field: str = "player") -> None:
        super().__init__(en, es)
        self.field = field


@dataclass(frozen=True)
class Notice:
    """A warning about an edit or a pairing, in Spanish and English.

    ``code``: ``rematch``, ``points_gap``, ``bye_again``, ``apart`` or ``seat``.
    """

    code: str
    players: tuple[str, ...]
    es: str
    en: str

    def text(self, lang: str = "es") -> str:
        """The warning in ``lang`` (``es`` or ``en``)."""
        return self.en if lang == "en" else self.es


@dataclass(frozen=True)
class JudgeCall:
    """A judge call at a table: question, ruling, cited section, extension, penalty."""

    id: int
    round: int | None
    table: int | None
    at: str
    judge: str
    question: str
    ruling: str
    citation: str | None
    extension_minutes: int
    penalty_id: int | None
    players: tuple[str, ...] = ()


def _where(pairings: Sequence[Pairing], pid: str) -> tuple[int, int]:
    """(index of the pairing, 1 or 2) of a player; :class:`EditError` if absent."""
    for i, p in enumerate(pairings):
        if p.p1 == pid:
            return i, 1
        if p.p2 == pid:
            return i, 2
    raise EditError(f"player {pid!r} does not play this round",
                    f"el jugador {pid!r} no juega esta ronda")


def _set(p: Pairing, slot: int, pid: str) -> Pairing:
    return Pairing(p.table, pid, p.p2) if slot == 1 else Pairing(p.table, p.p1, pid)


def swap(pairings: Sequence[Pairing], a: str, b: str) -> list[Pairing]:
    """``a`` and ``b`` exchange their seats (one of them may hold the bye)."""
    if a == b:
        raise EditError(f"cannot swap {a!r} with themselves",
                        f"no se puede intercambiar a {a!r} consigo mismo")
    out = list(pairings)
    (ia, sa), (ib, sb) = _where(out, a), _where(out, b)
    if ia == ib:
        raise EditError(f"{a!r} and {b!r} already play each other at table {out[ia].table}",
                        f"{a!r} y {b!r} ya juegan entre sí en la mesa {out[ia].table}")
    out[ia] = _set(out[ia], sa, b)
    out[ib] = _set(out[ib], sb, a)
    return out


def pair_together(pairings: Sequence[Pairing], a: str, b: str) -> list[Pairing]:
    """``a`` plays ``b``; their former opponents play each other (or one takes the bye).

    The new pair sits at ``a``'s table (``b``'s when ``a`` had the bye).
    """
    if a == b:
        raise EditError(f"cannot pair {a!r} with themselves",
                        f"no se puede emparejar a {a!r} consigo mismo")
    out = list(pairings)
    (ia, sa), (ib, sb) = _where(out, a), _where(out, b)
    if ia == ib:
        raise EditError(f"{a!r} and {b!r} already play each other at table {out[ia].table}",
                        f"{a!r} y {b!r} ya juegan entre sí en la mesa {out[ia].table}")
    ma, mb = out[ia], out[ib]
    oa = ma.p2 if sa == 1 else ma.p1
    ob = mb.p2 if sb == 1 else mb.p1
    if oa is None:       # a had the bye: a–b at b's table, b's opponent gets the bye
        assert ob is not None
        out[ib] = Pairing(mb.table, a, b)
        out[ia] = Pairing(ma.table, ob, None)
    elif ob is None:     # b had the bye
        out[ia] = Pairing(ma.table, a, b)
        out[ib] = Pairing(mb.table, oa, None)
    else:
        out[ia] = Pairing(ma.table, a, b)
        out[ib] = Pairing(mb.table, oa, ob)
    return out


def give_bye(pairings: Sequence[Pairing], pid: str) -> list[Pairing]:
    """``pid`` gets the bye; its holder takes ``pid``'s seat. A round without a bye (an
    even number of players) has none to give: :class:`EditError`."""
    holder = next((p.p1 for p in pairings if p.p2 is None), None)
    if holder is None:
        raise EditError("this round has no bye to give (an even number of players): "
                        f"giving {pid!r} the bye would leave their opponent alone",
                        "esta ronda no tiene descanso que dar (número par de jugadores): "
                        f"dar el descanso a {pid!r} dejaría solo a su rival")
    if holder == pid:
        raise EditError(f"{pid!r} already has the bye", f"{pid!r} ya tiene el descanso")
    return swap(pairings, pid, holder)


def check_same_players(before: Sequence[Pairing], after: Sequence[Pairing]) -> None:
    """Every player of ``before`` is in ``after`` exactly once, tables unique (else a bug)."""
    def seats(ps: Iterable[Pairing]) -> Counter[str]:
        return Counter(x for p in ps for x in (p.p1, p.p2) if x is not None)

    got = seats(after)
    twice = sorted(pid for pid, k in got.items() if k > 1)
    if twice or got != seats(before):
        raise EditError(f"the edit would leave players unpaired or paired twice "
                        f"({', '.join(twice) or 'players changed'})",
                        "el cambio dejaría jugadores sin emparejar o emparejados dos veces "
                        f"({', '.join(twice) or 'cambiaron los jugadores'})", field="round")
    tables = [p.table for p in after]
    if len(tables) != len(set(tables)):
        raise EditError("the edit would put two matches at one table",
                        "el cambio pondría dos partidas en una mesa", field="round")


def keep_seats(pairings: Sequence[Pairing], fixed: Mapping[str, int]) -> list[Pairing]:
    """Move table numbers so that a pair with a seated player is at that player's table
    (exchanging numbers with the match that sat there); nothing else moves."""
    out = list(pairings)
    for pid, table in fixed.items():
        try:
            i, _slot = _where(out, pid)
        except EditError:
            continue
        if out[i].p2 is None or out[i].table == table:
            continue
        j = next((k for k, p in enumerate(out) if p.table == table), None)
        mine = out[i]
        if j is not None:
            other = out[j]
            if any(x in fixed and fixed[x] == other.table for x in (other.p1, other.p2) if x):
                continue  # the other pair's seated player keeps it: said at pairing time
            out[j] = Pairing(mine.table, other.p1, other.p2)
        out[i] = Pairing(table, mine.p1, mine.p2)
    return out


def edit_notices(after: Sequence[Pairing], before: Sequence[Pairing],
                 earlier: Sequence[MatchRecord], points: Mapping[str, Points],
                 apart: Iterable[tuple[str, str]] = ()) -> list[Notice]:
    """What the pairs an edit created cost: rematches, points gaps, a second bye, a pair
    that was to be kept apart. Pairs that were already there are not mentioned."""
    old = {frozenset((p.p1, p.p2)) for p in before}
    met: Counter[frozenset[str]] = Counter()
    byes: Counter[str] = Counter()
    for m in earlier:
        if m.p2 is None:
            byes[m.p1] += 1
        else:
            met[frozenset((m.p1, m.p2))] += 1
    keep = {frozenset(p) for p in apart}
    out: list[Notice] = []
    for p in after:
        if frozenset((p.p1, p.p2)) in old:
            continue
        a, b = p.p1, p.p2
        if b is None:
            if byes[a]:
                out.append(Notice("bye_again", (a,), f"{a} ya tuvo {byes[a]} descanso(s) (bye)",
                                  f"{a} already had {byes[a]} bye(s)"))
            continue
        pair = frozenset((a, b))
        if met[pair]:
            out.append(Notice("rematch", (a, b),
                              f"revancha: {a} y {b} ya jugaron {met[pair]} vez/veces "
                              f"(mesa {p.table})",
                              f"rematch: {a} and {b} already played {met[pair]} time(s) "
                              f"(table {p.table})"))
        pa, pb = points.get(a, 0), points.get(b, 0)
        if pa != pb:
            sa, sb = format_points(pa), format_points(pb)
            gap = format_points(abs(as_points(pa) - as_points(pb)))
            out.append(Notice("points_gap", (a, b),
                              f"diferencia de puntos en la mesa {p.table}: {a} tiene {sa}, "
                              f"{b} tiene {sb} ({gap} puntos)",
                              f"points gap at table {p.table}: {a} has {sa}, {b} has {sb} "
                              f"({gap} points apart)"))
        if pair in keep:
            out.append(Notice("apart", (a, b),
                              f"{a} y {b} debían jugar separados (compañeros o familia)",
                              f"{a} and {b} were to be kept apart (teammates or family)"))
    return out


def _name_key(name: str) -> tuple[str, str]:
    return fold(name).strip(), name


def seating(players: Sequence[tuple[str, str]], order: str = "alpha",
            seed: int = 0) -> list[Pairing]:
    """Seats for deck registration ("round 0") or a random seating: two players a table,
    by name (``alpha``, accents ignored) or drawn with ``seed`` (``random``, repeatable);
    an odd player out sits alone at the last table.

    >>> [(p.table, p.p1, p.p2) for p in seating([("P2", "Óscar"), ("P1", "Ana"),
    ...                                          ("P3", "Beto")])]
    [(1, 'P1', 'P3'), (2, 'P2', None)]
    """
    if order not in ("alpha", "random"):
        raise EditError(f"seating order {order!r} is not alpha or random",
                        f"el orden de asientos {order!r} no es alpha ni random", field="order")
    ids = [pid for pid, _name in sorted(players, key=lambda p: _name_key(p[1]))]
    if order == "random":
        ids = [pid for pid, _name in players]
        random.Random(seed).shuffle(ids)
    out = [Pairing(i // 2 + 1, ids[i], ids[i + 1] if i + 1 < len(ids) else None)
           for i in range(0, len(ids), 2)]
    return out
