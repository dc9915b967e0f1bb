"""Pairing certificates: exactly what a Swiss round was paired from, so anyone can pair it again.

A round's :class:`PairingInputs` are everything :func:`~judge_app.tournament.pairing.pair_swiss`
reads, reduced to what can change its result: the round number, the tiebreaker
profile, the event's tie draw seed, the round's seed (round 1's random draw),
the players who can matter (registered by that round; a drop after it is not
yet a drop), the results of every earlier round (byes included), the points
they give, and the keep-apart pairs and fixed seats of the round's active
players. Their canonical JSON (sorted keys, no spaces) is hashed with SHA-256;
the :class:`Certificate` keeps that hash with the engine's version, the profile
and the seed.

The service pairs **from** these inputs (:meth:`PairingInputs.pair`), so the
certificate is exactly what the engine saw. The engine is deterministic given
them: full ties in the standings are ordered by a hash of the event's tie seed
and the player id (:func:`~judge_app.tournament.standings.tie_draw_key`), the
matching is computed on players in that total order, and round 1's draw is
``random.Random(seed)``; nothing depends on the order rows come out of a database.

>>> from judge_app.tournament.model import Player
>>> ps = [Player(x, x) for x in "ABCD"]
>>> inputs = PairingInputs.build(1, ps, [], profile="mtg", tie_seed="s", seed=7)
>>> [(p.p1, p.p2) for p in inputs.pair()] == [(p.p1, p.p2) for p in inputs.pair()]
True
>>> len(inputs.certificate().inputs_hash), inputs.certificate().engine == ENGINE
(64, True)
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from judge_app.tournament.model import GameScore, MatchRecord, Pairing, Player
from judge_app.tournament.profiles import profile_of, scoring_of
from judge_app.tournament.standings import points_before

#: The engine that pairs Swiss rounds: bump it whenever the objective, the tie-breaking or
#: the first round's draw changes, so a round paired by another engine is told apart.
#: 2: the spread floor certifies local repairs sooner; among pairings of equal cost
#: it may return another one than 1 did (3 of 200 simulated rounds).
#: 3: the segments' blossom is rustworkx's, not networkx's (late rounds of 2,048 players
#: took up to 14 s, 0.3 s now); among pairings of equal cost each returns its own.
ENGINE = "juez-swiss/3"
#: The engines this code pairs exactly as they did, with the blossom each used: a round
#: paired by one of them is verified by pairing it again the same way.
ENGINE_SOLVERS = {"juez-swiss/2": "networkx", "juez-swiss/3": "rustworkx"}


def canonical(value: Any) -> str:
    """One exact text for a JSON value: sorted keys, no spaces, non-ASCII kept.

    >>> canonical({"b": 1, "a": [1, "ñ"]})
    '{"a":[1,"ñ"],"b":1}'
    """
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


@dataclass(frozen=True)
class Certificate:
    """What a paired round stores: the engine, the profile, the seed and the inputs' hash."""

    engine: str
    profile: str
    seed: int
    inputs_hash: str

    @property
    def short(self) -> str:
        """The first 16 hex digits of the hash, as the pairings report prints it."""
        return self.inputs_hash[:16]


def _score_text(m: MatchRecord) -> str | None:
    if m.double_loss:
        return "dl"
    return None if m.score is None else str(m.score)


@dataclass(frozen=True)
class PairingInputs:
    """Everything a Swiss round is paired from, normalized (see the module docstring)."""

    round: int
    profile: str
    tie_seed: str
    seed: int
    players: tuple[Player, ...]
    matches: tuple[MatchRecord, ...]
    keep_apart: tuple[tuple[str, str], ...]
    fixed_tables: tuple[tuple[str, int], ...]

    @classmethod
    def build(cls, round_no: int, players: Sequence[Player], matches: Iterable[MatchRecord],
              *, profile: str, tie_seed: str, seed: int,
              keep_apart: Iterable[tuple[str, str]] = (),
              fixed_tables: Mapping[str, int] | None = None) -> PairingInputs:
        """The normalized inputs of round ``round_no`` from an event's stored data."""
        kept: list[Player] = []
        for p in players:
            if p.first_round > round_no:
                continue  # registered later: no result, not paired, changes nothing
            dropped = p.dropped_after
            if dropped is not None and dropped >= round_no:
                dropped = None  # dropped during or after this round: it was still to play
            kept.append(Player(p.id, "", p.first_round, dropped, p.late_losses))
        kept.sort(key=lambda p: p.id)
        active = {p.id for p in kept if p.active_in(round_no)}
        earlier = sorted((m for m in matches if m.round < round_no),
                         key=lambda m: (m.round, m.table))
        apart = sorted({(min(a, b), max(a, b)) for a, b in keep_apart
                        if a != b and a in active and b in active})
        seats = sorted((pid, t) for pid, t in (fixed_tables or {}).items() if pid in active)
        return cls(round_no, profile_of(profile).value, tie_seed, seed, tuple(kept),
                   tuple(earlier), tuple(apart), tuple(seats))

    def as_json(self, engine: str | None = None) -> dict[str, Any]:
        """The inputs as one JSON value (what the hash is taken of); ``engine``: the one
        named in it (this one by default; an earlier one's, to check a round it paired)."""
        points = points_before(self.matches, self.round, scoring_of(self.profile))
        return {
            "engine": engine or ENGINE, "round": self.round, "profile": self.profile,
            "tie_seed": self.tie_seed, "seed": self.seed,
            "players": [[p.id, p.first_round, p.dropped_after, p.late_losses]
                        for p in self.players],
            "points": {pid: str(v) for pid, v in sorted(points.items())},
            "history": [[m.round, m.table, m.p1, m.p2, _score_text(m)] for m in self.matches],
            "byes": sorted(m.p1 for m in self.matches if m.p2 is None),
            "keep_apart": [list(pair) for pair in self.keep_apart],
            "fixed_tables": [list(seat) for seat in self.fixed_tables],
        }

    def digest(self, engine: str | None = None) -> str:
        """SHA-256 of the canonical JSON of :meth:`as_json` (the same value, built in one
        pass over the matches: the points in whole units, each score's text once; the
        tests check it against :meth:`as_json` itself)."""
        text = canonical(self._fast_json(engine or ENGINE))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    def _fast_json(self, engine: str) -> dict[str, Any]:
        """:meth:`as_json`, without a :class:`~fractions.Fraction` a player nor a score's
        text a match (36,000 matches at 8,192 players)."""
        scoring = scoring_of(self.profile)
        win, draw, bye, unit = scoring.win, scoring.draw, scoring.bye, scoring.unit
        units: dict[str, int] = {}
        texts: dict[GameScore, str] = {}
        history: list[list[Any]] = []
        byes: list[str] = []
        for m in self.matches:
            p1, p2, score, dl = m.p1, m.p2, m.score, m.double_loss
            if dl:
                text: str | None = "dl"
            elif score is None:
                text = None
            else:
                text = texts.get(score)
                if text is None:
                    text = texts[score] = str(score)
            history.append([m.round, m.table, p1, p2, text])
            if p2 is None:
                byes.append(p1)
            if m.round >= self.round:
                continue  # not the points before this round (points_before)
            if p2 is None:
                units[p1] = units.get(p1, 0) + (0 if dl else bye)
                continue
            units.setdefault(p1, 0)
            units.setdefault(p2, 0)
            if dl or score is None:
                continue
            w = score.winner
            if w == 1:
                units[p1] += win
            elif w == 2:
                units[p2] += win
            else:
                units[p1] += draw
                units[p2] += draw
        shown: dict[int, str] = {}
        points: dict[str, str] = {}
        for pid in sorted(units):
            u = units[pid]
            text_u = shown.get(u)
            if text_u is None:
                text_u = shown[u] = str(Fraction(u, unit))
            points[pid] = text_u
        return {
            "engine": engine, "round": self.round, "profile": self.profile,
            "tie_seed": self.tie_seed, "seed": self.seed,
            "players": [[p.id, p.first_round, p.dropped_after, p.late_losses]
                        for p in self.players],
            "points": points,
            "history": history,
            "byes": sorted(byes),
            "keep_apart": [list(pair) for pair in self.keep_apart],
            "fixed_tables": [list(seat) for seat in self.fixed_tables],
        }

    def certificate(self) -> Certificate:
        """This round's certificate."""
        return Certificate(ENGINE, self.profile, self.seed, self.digest())

    def pair(self, engine: str | None = None) -> list[Pairing]:
        """``engine``'s pairing of these inputs (the same every time; by default, or an
        engine this code does not know of: this one's, :data:`ENGINE`)."""
        from judge_app.tournament.pairing import SOLVER, pair_swiss

        engine = ENGINE if engine is None else engine
        return pair_swiss(self.round, self.players, self.matches, seed=self.seed,
                          profile=self.profile, tie_seed=self.tie_seed,
                          keep_apart=self.keep_apart, fixed_tables=dict(self.fixed_tables),
                          solver=ENGINE_SOLVERS.get(engine, SOLVER))

    def with_score(self, round_no: int, table: int, score: str | None) -> PairingInputs:
        """These inputs with one earlier result as ``score`` (``"dl"``, ``None``: unreported):
        how verifying undoes an audited correction made after the pairing."""
        out = []
        for m in self.matches:
            if (m.round, m.table) == (round_no, table):
                m = MatchRecord(m.round, m.table, m.p1, m.p2,
                                None if score in (None, "dl") else GameScore.parse(str(score)),
                                double_loss=score == "dl")
            out.append(m)
        return PairingInputs(self.round, self.profile, self.tie_seed, self.seed, self.players,
                             tuple(out), self.keep_apart, self.fixed_tables)

    def with_dropped(self, player: str, dropped_after: int | None) -> PairingInputs:
        """These inputs with ``player`` dropped after ``dropped_after`` (``None``: playing)."""
        if dropped_after is not None and dropped_after >= self.round:
            dropped_after = None
        players = tuple(Player(p.id, p.name, p.first_round, dropped_after, p.late_losses)
                        if p.id == player else p for p in self.players)
        return PairingInputs(self.round, self.profile, self.tie_seed, self.seed, players,
                             self.matches, self.keep_apart, self.fixed_tables)

    def with_apart(self, a: str, b: str, present: bool) -> PairingInputs:
        """These inputs with the keep-apart pair ``a``–``b`` added or taken out."""
        pair = (min(a, b), max(a, b))
        active = {p.id for p in self.players if p.active_in(self.round)}
        pairs = set(self.keep_apart) - {pair}
        if present and a in active and b in active and a != b:
            pairs.add(pair)
        return PairingInputs(self.round, self.profile, self.tie_seed, self.seed, self.players,
                             self.matches, tuple(sorted(pairs)), self.fixed_tables)

    def with_seat(self, player: str, table: int | None) -> PairingInputs:
        """These inputs with ``player``'s fixed seat set to ``table`` (``None``: none)."""
        active = {p.id for p in self.players if p.active_in(self.round)}
        seats = {pid: t for pid, t in self.fixed_tables if pid != player}
        if table is not None and player in active:
            seats[player] = table
        return PairingInputs(self.round, self.profile, self.tie_seed, self.seed, self.players,
                             self.matches, self.keep_apart, tuple(sorted(seats.items())))
