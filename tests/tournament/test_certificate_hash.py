"""The certificate's hash is one fixed function of the inputs: the fast path the service
uses (:meth:`PairingInputs.digest`) is exactly the hash of :meth:`PairingInputs.as_json`,
and a round certified by an earlier version still hashes as it did (`round verify`)."""

from __future__ import annotations

import hashlib
import random
from dataclasses import replace

import pytest

from judge_app.tournament.certificate import PairingInputs, canonical
from judge_app.tournament.model import MatchRecord
from judge_app.tournament.simulate import simulate_tournament


def _defined(inputs: PairingInputs) -> str:
    """The hash as the module defines it: SHA-256 of the canonical JSON of ``as_json``."""
    return hashlib.sha256(canonical(inputs.as_json()).encode("utf-8")).hexdigest()


@pytest.mark.parametrize("profile", ["mtg", "pokemon", "buchholz", "chess"])
def test_the_fast_hash_is_the_defined_hash(profile: str) -> None:
    rng = random.Random(profile)
    for seed in range(12):
        t = simulate_tournament(rng.randint(5, 40), 5, seed=seed, profile=profile,
                                draw_rate=0.25)
        # double losses, results not in yet and matches of the round itself (left out of
        # the points) are hashed as the definition says
        matches = [replace(m, score=None, double_loss=True) if m.p2 and rng.random() < 0.05
                   else replace(m, score=None) if m.p2 and rng.random() < 0.03 else m
                   for m in t.matches]
        for r in range(1, 6):
            inputs = PairingInputs.build(r, t.players, matches, profile=profile,
                                         tie_seed=f"s{seed}", seed=seed)
            assert inputs.digest() == _defined(inputs)
            later = PairingInputs(r, inputs.profile, inputs.tie_seed, inputs.seed,
                                  inputs.players, tuple(matches), (), ())
            assert later.digest() == _defined(later)


def test_a_round_certified_by_an_earlier_version_hashes_the_same() -> None:
    # values printed by the version that paired with the straightforward hash (2026-12-02)
    t = simulate_tournament(13, 4, seed=5, drops=2, late=1, profile="chess", draw_rate=0.3)
    matches: list[MatchRecord] = [replace(m, score=None, double_loss=True)
                                  if (m.round, m.table) == (2, 3) else m for m in t.matches]
    got = {}
    for r in (2, 4):
        got[r] = PairingInputs.build(
            r, t.players, matches, profile="chess", tie_seed="sorteo", seed=99,
            keep_apart=[(t.players[0].id, t.players[1].id)],
            fixed_tables={t.players[2].id: 3}).digest("juez-swiss/1")
    assert got == {2: "f0af1c86accfd5c54c76f00f991a68a7f7419bc6bfaf4d1ad83466853162cd75",
                   4: "518ed3a1c3e0ced80adf0193f6caa3dcfb8930ffc1a093964bc5cf89d331ecdc"}
