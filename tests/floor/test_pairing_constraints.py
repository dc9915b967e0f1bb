"""Keep-apart pairs and fixed seats as constraints of the exact Swiss pairing."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from judge_app.tournament.model import MatchRecord, Pairing, Player
from judge_app.tournament.pairing import (
    PairingCost,
    _context,
    _cost_of,
    pair_swiss,
    pair_swiss_reference,
    pairing_cost,
    seat_tables,
)
from judge_app.tournament.simulate import simulate_event
from tests.tournament.test_pairing import _matchings


def brute_force(round_no: int, players: Sequence[Player], matches: Sequence[MatchRecord],
                apart: list[tuple[str, str]]) -> PairingCost:
    ctx = _context(round_no, players, matches, keep_apart=apart)
    items: list[str | None] = list(ctx.order)
    if len(items) % 2:
        items.append(None)
    best = None
    for m in _matchings(items):
        pairs = [(b, a) if a is None else (a, b) for a, b in m]
        cost = _cost_of(ctx, [(a, b) for a, b in pairs if a is not None])
        best = cost if best is None or cost < best else best
    assert best is not None
    return best


def _apart_pairs(players: Sequence[Player], k: int, rng: random.Random) -> list[tuple[str, str]]:
    ids = [p.id for p in players]
    out: set[tuple[str, str]] = set()
    while len(out) < k:
        a, b = rng.sample(ids, 2)
        out.add((a, b))
    return sorted(out)


def _paired(pairings: Sequence[Pairing]) -> set[frozenset[str]]:
    return {frozenset((p.p1, p.p2)) for p in pairings if p.p2 is not None}


@pytest.mark.parametrize("seed", range(12))
def test_keep_apart_is_exact_against_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.choice([7, 8, 9, 10])
    rounds = rng.randint(1, 3)
    players, matches = simulate_event(n, rounds, seed=seed)
    apart = _apart_pairs(players, rng.randint(1, 6), rng)
    pairs = pair_swiss(rounds + 1, players, matches, keep_apart=apart)
    got = pairing_cost(rounds + 1, players, matches, pairs, keep_apart=apart)
    assert got == brute_force(rounds + 1, players, matches, apart)


@pytest.mark.parametrize("seed", range(4))
def test_keep_apart_matches_the_full_blossom_at_96_players(seed: int) -> None:
    rng = random.Random(100 + seed)
    players, matches = simulate_event(96 + seed % 2, 4, seed=seed)
    apart = _apart_pairs(players, 30, rng)
    fast = pair_swiss(5, players, matches, keep_apart=apart)
    ref = pair_swiss_reference(5, players, matches, keep_apart=apart)
    cost = pairing_cost(5, players, matches, fast, keep_apart=apart)
    assert cost == pairing_cost(5, players, matches, ref, keep_apart=apart)
    assert cost.apart == 0
    assert not _paired(fast) & {frozenset(p) for p in apart}


def test_keep_apart_in_round_one_and_only_while_another_pairing_exists() -> None:
    players = [Player(f"P{i}", f"P{i}") for i in range(1, 21)]
    apart = [(f"P{i}", f"P{i + 1}") for i in range(1, 20)]
    for seed in range(20):
        pairs = pair_swiss(1, players, [], seed=seed, keep_apart=apart)
        assert not _paired(pairs) & {frozenset(p) for p in apart}
        assert sorted(x for p in pairs for x in (p.p1, p.p2) if x) == sorted(p.id for p in players)
    # two players who must be apart, and nobody else: they still play
    two = [Player("A", "Ana"), Player("B", "Beto")]
    assert _paired(pair_swiss(1, two, [], keep_apart=[("A", "B")])) == {frozenset("AB")}
    # without keep-apart pairs, round 1 is the same draw as before
    assert pair_swiss(1, players, [], seed=3) == pair_swiss(1, players, [], seed=3,
                                                             keep_apart=[("P1", "X")])


def test_fixed_seats_take_their_table_after_the_matching() -> None:
    players, matches = simulate_event(40, 3, seed=5)
    seats = {players[0].id: 17, players[1].id: 3, players[2].id: 1}
    free = pair_swiss(4, players, matches)
    seated = pair_swiss(4, players, matches, fixed_tables=seats)
    assert _paired(free) == _paired(seated)          # the same matching, other tables
    table_of = {x: p.table for p in seated for x in (p.p1, p.p2) if x is not None}
    for pid, table in seats.items():
        if any(p.p2 is None and p.p1 == pid for p in seated):
            continue
        if len({t for q, t in seats.items() if table_of.get(q) == table_of[pid]}) == 1:
            assert table_of[pid] == table
    tables = [p.table for p in seated]
    assert len(set(tables)) == len(tables)


def test_seat_conflicts_are_said() -> None:
    ps = [Pairing(1, "A", "B"), Pairing(2, "C", "D"), Pairing(3, "E", "F"), Pairing(4, "G", None)]
    out, conflicts = seat_tables(ps, {"A": 5, "B": 2, "E": 5})
    assert [c.players for c in conflicts] == [("A", "B"), ("E", "A")]
    assert "mesa fija 5" in conflicts[0].es and "fixed table 2" in conflicts[0].en
    by = {p.p1: p.table for p in out}
    assert by["A"] == 5 and by["E"] != 5 and by["G"] == max(by.values())
    assert sorted(by.values()) == sorted(set(by.values()))
