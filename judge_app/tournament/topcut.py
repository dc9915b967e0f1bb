"""Single-elimination top cut seeded by the Swiss standings.

The bracket is the standard one: seed 1 meets the last seed, and the two best
seeds can only meet in the final (top 8: 1–8, 4–5, 2–7, 3–6). Tables are
numbered in bracket order, so the winners of tables 1 and 2 meet at table 1
of the next round, those of tables 3 and 4 at table 2, and so on.

In the first round ``p1`` is the higher seed. In later rounds ``p1`` is the
winner of the upper table of the two (the seed expected to be higher): the
records carry no seeds, and the bracket only needs the order.

>>> [(p.table, p.p1, p.p2) for p in first_round(["A", "B", "C", "D"], 4)]
[(1, 'A', 'D'), (2, 'B', 'C')]
>>> from judge_app.tournament.model import GameScore, MatchRecord
>>> semis = [MatchRecord(7, 1, "A", "D", GameScore(0, 2)),
...          MatchRecord(7, 2, "B", "C", GameScore(2, 1))]
>>> next_round(semis)
[Pairing(table=1, p1='D', p2='B')]
>>> champion([MatchRecord(8, 1, "D", "B", GameScore(2, 0))])
'D'
"""

from __future__ import annotations

from collections.abc import Sequence

from judge_app.tournament.model import MatchRecord, Pairing

#: The cut sizes the app offers (any power of two up to the players also works).
CUT_SIZES = (2, 4, 8, 16, 32)


def bracket_order(cut: int) -> list[int]:
    """Seeds (1-based) in bracket order: consecutive pairs are the first-round matches.

    >>> bracket_order(8)
    [1, 8, 4, 5, 2, 7, 3, 6]
    """
    check_cut(cut)
    order = [1]
    while len(order) < cut:
        size = 2 * len(order)
        order = [s for seed in order for s in (seed, size + 1 - seed)]
    return order


def check_cut(cut: int) -> None:
    """``ValueError`` unless ``cut`` is a power of two of at least 2."""
    if cut < 2 or cut & (cut - 1):
        raise ValueError(f"top cut {cut}: the cut must be a power of two (2, 4, 8, 16, 32…)")


def first_round(seeds: Sequence[str], cut: int) -> list[Pairing]:
    """The first elimination round of the best ``cut`` of ``seeds`` (standings order).

    ``ValueError`` for a cut that is not a power of two, larger than the
    players, or seeds that repeat a player.
    """
    check_cut(cut)
    if cut > len(seeds):
        raise ValueError(f"top cut {cut}: only {len(seeds)} players to seed")
    top = list(seeds[:cut])
    repeated = sorted({pid for pid in top if top.count(pid) > 1})
    if repeated:
        raise ValueError(f"top cut: {', '.join(repeated)} seeded more than once")
    order = bracket_order(cut)
    return [Pairing(table=i // 2 + 1, p1=top[order[i] - 1], p2=top[order[i + 1] - 1])
            for i in range(0, cut, 2)]


def _last_round(previous: Sequence[MatchRecord]) -> list[MatchRecord]:
    """The matches of the latest round in ``previous``, by table, checked as a bracket."""
    if not previous:
        raise ValueError("top cut: no elimination round given")
    last = max(m.round for m in previous)
    matches = sorted((m for m in previous if m.round == last), key=lambda m: m.table)
    tables = [m.table for m in matches]
    if tables != list(range(1, len(matches) + 1)):
        raise ValueError(f"top cut round {last}: tables {tables} are not 1..{len(matches)}")
    if len(matches) & (len(matches) - 1):
        raise ValueError(f"top cut round {last}: {len(matches)} matches is not a bracket "
                         f"(a power of two)")
    return matches


def _winner(m: MatchRecord) -> str:
    where = f"top cut round {m.round} table {m.table}"
    if m.p2 is None:
        raise ValueError(f"{where}: a single-elimination round has no bye")
    if m.score is None:
        raise ValueError(f"{where}: {m.p1} vs {m.p2} has no result yet")
    if m.score.winner == 0:
        raise ValueError(f"{where}: {m.p1} vs {m.p2} is drawn ({m.score}); an elimination "
                         f"match needs a winner (play it out)")
    winner = m.winner_id
    assert winner is not None  # reported and not drawn
    return winner


def next_round(previous: Sequence[MatchRecord]) -> list[Pairing]:
    """The next elimination round from the latest round in ``previous``; ``[]`` after the final.

    ``previous`` may hold the whole bracket so far: only its latest round
    counts. ``ValueError`` naming the table for an unreported or drawn match.
    """
    matches = _last_round(previous)
    winners = [_winner(m) for m in matches]
    if len(winners) == 1:
        return []
    return [Pairing(table=i // 2 + 1, p1=winners[i], p2=winners[i + 1])
            for i in range(0, len(winners), 2)]


def champion(previous: Sequence[MatchRecord]) -> str | None:
    """The winner of the final, or ``None`` while the bracket is still being played.

    ``ValueError`` for a drawn final (or a round that is not a bracket).
    """
    if not previous:
        return None
    matches = _last_round(previous)
    if len(matches) != 1 or matches[0].score is None:
        return None
    return _winner(matches[0])
