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
from dataclasses import dataclass

from judge_app.tournament.messages import Refusal
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
        raise Refusal(f"top cut {cut}: the cut must be a power of two (2, 4, 8, 16, 32…)",
                      f"corte final {cut}: debe ser una potencia de dos (2, 4, 8, 16, 32…)")


def first_round(seeds: Sequence[str], cut: int) -> list[Pairing]:
    """The first elimination round of the best ``cut`` of ``seeds`` (standings order).

    ``ValueError`` for a cut that is not a power of two, larger than the
    players, or seeds that repeat a player.
    """
    check_cut(cut)
    if cut > len(seeds):
        raise Refusal(f"top cut {cut}: only {len(seeds)} players to seed",
                      f"corte final {cut}: solo hay {len(seeds)} jugadores para sembrar")
    top = list(seeds[:cut])
    repeated = sorted({pid for pid in top if top.count(pid) > 1})
    if repeated:
        raise Refusal(f"top cut: {', '.join(repeated)} seeded more than once",
                      f"corte final: {', '.join(repeated)} sembrado más de una vez")
    order = bracket_order(cut)
    return [Pairing(table=i // 2 + 1, p1=top[order[i] - 1], p2=top[order[i + 1] - 1])
            for i in range(0, cut, 2)]


def _last_round(previous: Sequence[MatchRecord]) -> list[MatchRecord]:
    """The matches of the latest round in ``previous``, by table, checked as a bracket."""
    if not previous:
        raise Refusal("top cut: no elimination round given",
                      "corte final: no se dio ninguna ronda de eliminación")
    last = max(m.round for m in previous)
    matches = sorted((m for m in previous if m.round == last), key=lambda m: m.table)
    tables = [m.table for m in matches]
    if tables != list(range(1, len(matches) + 1)):
        raise Refusal(f"top cut round {last}: tables {tables} are not 1..{len(matches)}",
                      f"corte final, ronda {last}: las mesas {tables} no son "
                      f"1..{len(matches)}")
    if len(matches) & (len(matches) - 1):
        raise Refusal(f"top cut round {last}: {len(matches)} matches is not a bracket "
                      "(a power of two)",
                      f"corte final, ronda {last}: {len(matches)} partidas no forman un "
                      "cuadro (una potencia de dos)")
    return matches


def _winner(m: MatchRecord) -> str:
    where = f"top cut round {m.round} table {m.table}"
    where_es = f"corte final, ronda {m.round}, mesa {m.table}"
    if m.p2 is None:
        raise Refusal(f"{where}: a single-elimination round has no bye",
                      f"{where_es}: una ronda de eliminación directa no tiene descanso")
    if m.score is None:
        raise Refusal(f"{where}: {m.p1} vs {m.p2} has no result yet",
                      f"{where_es}: {m.p1} contra {m.p2} aún no tiene resultado")
    if m.score.winner == 0:
        raise Refusal(f"{where}: {m.p1} vs {m.p2} is drawn ({m.score}); an elimination "
                      f"match needs a winner (play it out)",
                      f"{where_es}: {m.p1} contra {m.p2} está empatado ({m.score}); una "
                      "partida de eliminación necesita un ganador (que se juegue)")
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


#: A bracket round's name by the players still in it: (Spanish, English).
ROUND_NAMES: dict[int, tuple[str, str]] = {
    2: ("Final", "Final"),
    4: ("Semifinal", "Semifinals"),
    8: ("Cuartos de final", "Quarterfinals"),
    16: ("Octavos de final", "Round of 16"),
    32: ("Dieciseisavos de final", "Round of 32"),
}


def round_name(players_left: int, lang: str = "es") -> str:
    """The name of a bracket round with ``players_left`` players (2 × its matches).

    >>> round_name(8), round_name(2, "en"), round_name(64, "en")
    ('Cuartos de final', 'Final', 'Round of 64')
    """
    names = ROUND_NAMES.get(players_left)
    if names is None:
        return f"Ronda de {players_left}" if lang != "en" else f"Round of {players_left}"
    return names[1] if lang == "en" else names[0]


@dataclass(frozen=True)
class CutChange:
    """What a corrected Swiss result would change in a top cut that has begun.

    ``seeded``: the players the bracket was seeded with (in seed order);
    ``would_be``: the best ``cut`` of the standings with the correction.
    """

    cut: int
    seeded: tuple[str, ...]
    would_be: tuple[str, ...]

    @property
    def entering(self) -> tuple[str, ...]:
        """Players who would now be in the cut but were not seeded."""
        return tuple(p for p in self.would_be if p not in self.seeded)

    @property
    def leaving(self) -> tuple[str, ...]:
        """Players seeded who would now be out of the cut."""
        return tuple(p for p in self.seeded if p not in self.would_be)

    @property
    def reseeded(self) -> bool:
        """Same players, but in another seed order (other first-round opponents)."""
        return not self.entering and self.seeded != self.would_be

    @property
    def changes(self) -> bool:
        """Whether the correction changes who is in the cut or how they are seeded."""
        return self.seeded != self.would_be


def cut_change(seeded: Sequence[str], standings_after: Sequence[str]) -> CutChange:
    """Compare the seeds of a begun top cut with the best of the corrected standings
    (``standings_after``: player ids in standings order, dropped players left out).

    >>> c = cut_change(["A", "B", "C", "D"], ["A", "B", "E", "C", "D"])
    >>> c.entering, c.leaving, c.changes
    (('E',), ('D',), True)
    >>> cut_change(["A", "B"], ["B", "A", "C"]).reseeded
    True
    """
    cut = len(seeded)
    return CutChange(cut, tuple(seeded), tuple(standings_after[:cut]))


def seeds_of(first_round_matches: Sequence[MatchRecord]) -> list[str]:
    """The seeds (best first) of a bracket from its first round (``p1`` the higher seed).

    >>> from judge_app.tournament.model import MatchRecord as M
    >>> seeds_of([M(4, 1, "A", "D"), M(4, 2, "B", "C")])
    ['A', 'B', 'C', 'D']
    """
    matches = sorted(first_round_matches, key=lambda m: m.table)
    cut = 2 * len(matches)
    seeds: list[str] = [""] * cut
    order = bracket_order(cut)
    for i, m in enumerate(matches):
        seeds[order[2 * i] - 1] = m.p1
        seeds[order[2 * i + 1] - 1] = m.p2 or ""
    return seeds


#: A player's final place in a finished top cut, by the players left in the round they
#: lost (1: the champion): (Spanish, English).
FINAL_TITLES: dict[int, tuple[str, str]] = {
    1: ("Campeón", "Champion"),
    2: ("Finalista", "Finalist"),
    4: ("Semifinalista", "Semifinalist"),
    8: ("Cuartos de final", "Quarterfinalist"),
    16: ("Octavos de final", "Round of 16"),
    32: ("Dieciseisavos", "Round of 32"),
}


def final_title(players_left: int, lang: str = "es") -> str:
    """What a player reached, by the players left where they lost ("" outside the cut).

    >>> final_title(1, "en"), final_title(4), final_title(0)
    ('Champion', 'Semifinalista', '')
    """
    names = FINAL_TITLES.get(players_left)
    return "" if names is None else names[1 if lang == "en" else 0]
