"""Thousands of simulated tournaments: each round pairs again the same from its certificate's
inputs and is optimal against the full blossom (an independent solver of the same objective);
a batch driven through the database passes `round verify` round by round (slow module)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from judge_app.storage.certificates import verify_round
from judge_app.storage.floor import FloorService
from judge_app.storage.service import dispose_engines
from judge_app.tournament.certificate import PairingInputs
from judge_app.tournament.model import Pairing
from judge_app.tournament.pairing import pair_swiss_reference, pairing_cost
from judge_app.tournament.simulate import random_score, simulate_tournament

PROFILES = ("mtg", "pokemon", "buchholz", "buchholz-cut1", "chess", "chess-median")


def _check_rounds(n: int, rounds: int, seed: int, profile: str, *, blossom: bool) -> int:
    rng = random.Random(seed)
    t = simulate_tournament(n, rounds, seed=seed, drops=rng.randint(0, n // 4),
                            late=rng.randint(0, n // 4), profile=profile)
    checked = 0
    for r in sorted({m.round for m in t.matches}):
        stored = [Pairing(m.table, m.p1, m.p2) for m in t.matches if m.round == r]
        earlier = [m for m in t.matches if m.round < r]
        inputs = PairingInputs.build(r, t.players, earlier, profile=profile,
                                     tie_seed=t.tie_seed, seed=t.round_seed(r))
        assert inputs.pair() == stored, (n, rounds, seed, profile, r)
        if blossom and r >= 2:
            best = pair_swiss_reference(r, t.players, earlier, profile, tie_seed=t.tie_seed)
            got = pairing_cost(r, t.players, earlier, stored, profile, tie_seed=t.tie_seed)
            assert got == pairing_cost(r, t.players, earlier, best, profile,
                                       tie_seed=t.tie_seed), (n, rounds, seed, profile, r)
            checked += 1
    return checked


def test_three_thousand_small_events_pair_again_the_same_and_optimally() -> None:
    checked = 0
    for seed in range(3000):
        rng = random.Random(seed)
        checked += _check_rounds(rng.randint(2, 40), rng.randint(1, 7), seed,
                                 PROFILES[seed % len(PROFILES)], blossom=True)
    assert checked > 7000  # rounds ≥ 2 compared with the full blossom


@pytest.mark.parametrize(("players", "rounds"), [(64, 8), (128, 6), (256, 3)])
def test_larger_events_match_the_full_blossom(players: int, rounds: int) -> None:
    assert _check_rounds(players, rounds, players, "mtg", blossom=True) == rounds - 1


def test_events_played_through_the_database_verify_round_by_round(tmp_path: Path) -> None:
    """Drops, late entries, hand edits, corrections after the pairing: every round of every
    event is the engine's, or its audited edits."""
    for seed in range(40):
        rng = random.Random(seed)
        db = tmp_path / f"ev{seed}.sqlite3"
        svc = FloorService(f"sqlite:///{db}")
        ev = svc.create_event(f"Simulado {seed}", "kodem", date="2026-12-01",
                              profile=PROFILES[seed % len(PROFILES)]).id
        n, rounds = rng.randint(4, 24), rng.randint(2, 6)
        for i in range(n):
            svc.add_player(ev, f"Jugador {i}")
        late = 0
        for r in range(1, rounds + 1):
            matches = svc.pair_next_round(ev)
            if rng.random() < 0.2 and len(matches) > 2:
                svc.edit_round(ev, swap=(matches[0].p1, matches[1].p1))
            if r >= 2 and rng.random() < 0.3:
                m = next((m for m in svc.matches(ev, r - 1) if m.p2 is not None), None)
                if m is not None:
                    svc.correct_result(ev, r - 1, m.table, str(random_score(rng)))
            for m in svc.matches(ev, r):
                if m.p2 is not None:
                    svc.record_result(ev, m.table, str(random_score(rng)))
            active = [p for p in svc.players(ev) if p.active_in(r) and not p.dropped]
            if len(active) > 4 and rng.random() < 0.5:
                svc.drop_player(ev, rng.choice(active).id)
            if rng.random() < 0.3:
                svc.add_player(ev, f"Tarde {late}")
                late += 1
        for r in range(1, rounds + 1):
            check = verify_round(svc, ev, r)
            assert check.ok, (seed, r, [d.en for d in check.differences])
        dispose_engines()
