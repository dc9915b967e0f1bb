"""Red-team of the tournament side (session 4): hand-computed events checked through the
core, the service and the command line, against cli.md "Tournaments" and MTR appendix C /
Play! Pokémon where cli.md points to them.

Every expected figure below was worked out with pencil-and-paper rules first (the
arithmetic is in the comments) and is written as a literal number; Juez is then run on the
same event. Pairing rules that have many right answers (rematch avoidance, the bye,
score groups) are checked against an independent brute force over every pairing.
"""

from __future__ import annotations

import csv
import json
import random
from collections import Counter
from collections.abc import Iterator, Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from judge_app.cli import main
from judge_app.storage.service import EventService
from judge_app.tournament import topcut
from judge_app.tournament.model import GameScore, MatchRecord, Pairing, Player, Profile
from judge_app.tournament.pairing import pair_swiss
from judge_app.tournament.standings import compute_standings
from tests.support.standings import by_hand, r4


def _m(rnd: int, table: int, p1: str, p2: str | None, score: str | None = None) -> MatchRecord:
    return MatchRecord(rnd, table, p1, p2, GameScore.parse(score) if score else None)


class Cli:
    """``judge-app`` in this process on one SQLite file (``--db``)."""

    def __init__(self, db: str, capsys: pytest.CaptureFixture[str], tmp: Path) -> None:
        self.db, self.capsys, self.tmp = db, capsys, tmp
        self.ev = ""
        self.files = 0

    def run(self, *argv: str) -> tuple[int, str, str]:
        self.capsys.readouterr()
        code = main(["--db", self.db, *argv])
        out = self.capsys.readouterr()
        return code, out.out, out.err

    def ok(self, *argv: str) -> Any:
        code, out, err = self.run(*argv, "--json")
        assert code == 0, (argv, err)
        return json.loads(out)

    def create(self, profile: str = "mtg", *extra: str) -> str:
        self.ev = self.ok("event", "create", "--name", "Rojo", "--game", "kodem",
                          "--tiebreakers", profile, *extra)["event"]
        return self.ev

    def add(self, *ids: str) -> None:
        for pid in ids:
            self.ok("player", "add", self.ev, f"Jugador {pid}", "--id", pid)

    def import_round(self, *rows: tuple[int, str, str, str]) -> None:
        """A round paired and played elsewhere (cli.md "round import"): exact pairings."""
        self.files += 1
        path = self.tmp / f"round{self.files}.csv"
        with path.open("w", newline="", encoding="utf-8") as f:
            w = csv.writer(f)
            w.writerow(["table", "p1", "p2", "result"])
            w.writerows(rows)
        code, _out, err = self.run("round", "import", self.ev, str(path))
        assert code == 0, err

    def standings(self) -> dict[str, dict[str, Any]]:
        rows = self.ok("standings", self.ev)["standings"]
        return {r["player"]: r for r in rows}

    def order(self) -> list[str]:
        return [r["player"] for r in self.ok("standings", self.ev)["standings"]]


def _rows(rows: Sequence[Any], keys: Sequence[str]) -> dict[str, tuple[Any, ...]]:
    return {r.player: (r.points, r.record, *(r.tiebreakers[k] for k in keys)) for r in rows}


def _json_rows(rows: dict[str, dict[str, Any]], keys: Sequence[str]) -> dict[str, tuple[Any, ...]]:
    return {pid: (r["points"], r["record"], *(r[k] for k in keys)) for pid, r in rows.items()}


# ---------------------------------------------------------------------------------- mtg
# Five players, three rounds; D drops after round 2 (still an opponent of C).
#   R1: A–B 2-0        C–D 1-1-1 (drawn)    E bye
#   R2: A–E 2-1        B–C 0-0-3 (drawn)    D bye
#   R3: A–C 2-1        E–B 2-0              (D dropped)
#            points rounds  MW            games  game points            GW
#   A 3-0-0     9     3     1              8     6+6+6 = 18            18/24 = 3/4
#   B 0-2-1     1     3     1/9 → 1/3      7     0+3+0 = 3             3/21 → 1/3
#   C 0-1-2     2     3     2/9 → 1/3      9     4+3+3 = 10            10/27
#   D 1-0-1     4     2     4/6 = 2/3      5     4+6 (bye 2-0) = 10    10/15 = 2/3
#   E 2-1-0     6     3     6/9 = 2/3      7     6 (bye)+3+6 = 15      15/21 = 5/7
# OMW (byes are nobody; each opponent's MW floored first):
#   A: B 1/3, E 2/3, C 1/3 → 4/9 = .4444      B: A 1, C 1/3, E 2/3 → 2/3 = .6667
#   C: D 2/3, B 1/3, A 1 → 2/3 = .6667        D: C 1/3 → .3333
#   E: A 1, B 1/3 → 2/3 = .6667
# OGW: A: (1/3 + 5/7 + 10/27)/3 = 268/567 = .47266 → .4727
#      B: (3/4 + 10/27 + 5/7)/3 = 1387/2268 = .61155 → .6116
#      C: (2/3 + 1/3 + 3/4)/3 = 7/12 = .58333 → .5833
#      D: 10/27 = .37037 → .3704       E: (3/4 + 1/3)/2 = 13/24 = .54167 → .5417
MTG_PLAYERS = [Player("A", "A"), Player("B", "B"), Player("C", "C"),
               Player("D", "D", dropped_after=2), Player("E", "E")]
MTG_MATCHES = [_m(1, 1, "A", "B", "2-0"), _m(1, 2, "C", "D", "1-1-1"), _m(1, 3, "E", None),
               _m(2, 1, "A", "E", "2-1"), _m(2, 2, "B", "C", "0-0-3"), _m(2, 3, "D", None),
               _m(3, 1, "A", "C", "2-1"), _m(3, 2, "E", "B", "2-0")]
MTG_EXPECTED = {
    "A": (9, "3-0-0", 0.4444, 0.75, 0.4727),
    "E": (6, "2-1-0", 0.6667, 0.7143, 0.5417),
    "D": (4, "1-0-1", 0.3333, 0.6667, 0.3704),
    "C": (2, "0-1-2", 0.6667, 0.3704, 0.5833),
    "B": (1, "0-2-1", 0.6667, 0.3333, 0.6116),
}


def test_mtg_byes_floors_draws_and_a_drop_by_hand() -> None:
    rows = compute_standings(MTG_PLAYERS, MTG_MATCHES, Profile.MTG)
    assert [r.player for r in rows] == ["A", "E", "D", "C", "B"]
    assert _rows(rows, ("omw", "gw", "ogw")) == MTG_EXPECTED
    assert [r.dropped for r in rows] == [False, False, True, False, False]


def test_mtg_the_same_event_through_the_command_line(
        sqlite_url: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    cli = Cli(sqlite_url, capsys, tmp_path)
    cli.create("mtg")
    cli.add("A", "B", "C", "D", "E")
    cli.import_round((1, "A", "B", "2-0"), (2, "C", "D", "1-1-1"), (3, "E", "", ""))
    cli.import_round((1, "A", "E", "2-1"), (2, "B", "C", "0-0-3"), (3, "D", "", ""))
    cli.ok("player", "drop", cli.ev, "D")
    cli.import_round((1, "A", "C", "2-1"), (2, "E", "B", "2-0"))
    data = cli.ok("standings", cli.ev)
    assert data["round"] == 3
    assert [r["rank"] for r in data["standings"]] == [1, 2, 3, 4, 5]
    assert [r["player"] for r in data["standings"]] == ["A", "E", "D", "C", "B"]
    assert _json_rows(cli.standings(), ("omw", "gw", "ogw")) == MTG_EXPECTED
    assert set(data["standings"][0]) >= {"rank", "player", "name", "points", "record", "omw",
                                         "gw", "ogw"}
    assert cli.standings()["D"]["dropped"] is True


# Ties on points broken by OMW, GW, OGW in that order (four players, two rounds):
#   R1: A–B 2-0, C–D 2-1      R2: A–C 2-1, B–D 2-1
#   A 6; B 3; C 3; D 0.   MW: A 1, B 1/2, C 1/2, D 0 → 1/3
#   OMW: B (A 1 + D 1/3)/2 = 2/3;  C (D 1/3 + A 1)/2 = 2/3: tied
#   GW:  B (0 + 6)/(6 + 9) = 2/5;  C (6 + 3)/(9 + 9) = 1/2: C first
def test_mtg_points_tie_goes_to_gw_when_omw_is_equal() -> None:
    players = [Player(x, x) for x in "ABCD"]
    matches = [_m(1, 1, "A", "B", "2-0"), _m(1, 2, "C", "D", "2-1"),
               _m(2, 1, "A", "C", "2-1"), _m(2, 2, "B", "D", "2-1")]
    rows = compute_standings(players, matches, Profile.MTG, tie_seed="x")
    assert [r.player for r in rows] == ["A", "C", "B", "D"]
    by = {r.player: r.tiebreakers for r in rows}
    assert (by["B"]["omw"], by["C"]["omw"]) == (0.6667, 0.6667)
    assert (by["B"]["gw"], by["C"]["gw"]) == (0.4, 0.5)


# Intentional draw (0-0-3), an unfinished 1-1 and a 0-0 are all drawn matches (MTR 2.1):
# 1 point each. Game points: 0-0-3 → 3 of 9 each (GW 1/3); 1-1 → 3 of 6 (GW 1/2);
# 0-0 → no game played (GW: no games → the floor 1/3).
@pytest.mark.parametrize(("score", "gw"), [("0-0-3", 0.3333), ("1-1", 0.5), ("0-0", 0.3333),
                                           ("1-1-1", 0.4444)])
def test_mtg_every_kind_of_drawn_match(score: str, gw: float) -> None:
    rows = compute_standings([Player("A", "A"), Player("B", "B")],
                             [_m(1, 1, "A", "B", score)], Profile.MTG)
    assert [(r.points, r.record, r.tiebreakers["gw"]) for r in rows] == [(1, "0-0-1", gw)] * 2


# ------------------------------------------------------------------------------ pokemon
# Five players, three rounds; A drops after round 2 (cap 75 %).
#   R1: A–B 2-0, C–D 2-1, E bye      R2: A–C 2-0, E–B 0-2, D bye      R3: C–E 1-1, B–D 2-0
# win% (a bye is neither a win nor a round; floor 1/4; cap 3/4 once dropped):
#   A 2/2 = 1 → 3/4 (dropped)   B 2/3   C (1 + ½)/3 = 1/2   D 0/2 → 1/4   E ½/2 = 1/4
# resistance (opponents' win%):
#   A: B 2/3, C 1/2 → 7/12      B: A 3/4, E 1/4, D 1/4 → 5/12      C: D, A, E → 5/12
#   D: C 1/2, B 2/3 → 7/12      E: B 2/3, C 1/2 → 7/12
# opponents' resistance: A (5/12 + 5/12)/2 = 5/12; B (7/12 ×3)/3 = 7/12; C 7/12;
#   D (5/12 + 5/12)/2 = 5/12; E 5/12
# Order: A, B on 6 (A's resistance is higher); E, C on 4 (E's is); D on 3.
POKEMON_EXPECTED = {
    "A": (6, "2-0-0", 0.75, 0.5833, 0.4167),
    "B": (6, "2-1-0", 0.6667, 0.4167, 0.5833),
    "E": (4, "1-1-1", 0.25, 0.5833, 0.4167),
    "C": (4, "1-1-1", 0.5, 0.4167, 0.5833),
    "D": (3, "1-2-0", 0.25, 0.5833, 0.4167),
}
POKEMON_MATCHES = [_m(1, 1, "A", "B", "2-0"), _m(1, 2, "C", "D", "2-1"), _m(1, 3, "E", None),
                   _m(2, 1, "A", "C", "2-0"), _m(2, 2, "E", "B", "0-2"), _m(2, 3, "D", None),
                   _m(3, 1, "C", "E", "1-1"), _m(3, 2, "B", "D", "2-0")]


def test_pokemon_bye_floor_cap_and_resistance_by_hand() -> None:
    players = [Player("A", "A", dropped_after=2), *(Player(x, x) for x in "BCDE")]
    rows = compute_standings(players, POKEMON_MATCHES, Profile.POKEMON)
    assert [r.player for r in rows] == ["A", "B", "E", "C", "D"]
    assert _rows(rows, ("winp", "oppwp", "oppoppwp")) == POKEMON_EXPECTED


def test_pokemon_the_same_event_through_the_command_line(
        sqlite_url: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    cli = Cli(sqlite_url, capsys, tmp_path)
    cli.create("pokemon")
    cli.add("A", "B", "C", "D", "E")
    cli.import_round((1, "A", "B", "2-0"), (2, "C", "D", "2-1"), (3, "E", "", ""))
    cli.import_round((1, "A", "C", "2-0"), (2, "E", "B", "0-2"), (3, "D", "", ""))
    cli.ok("player", "drop", cli.ev, "A")
    cli.import_round((1, "C", "E", "1-1"), (2, "B", "D", "2-0"))
    assert cli.order() == ["A", "B", "E", "C", "D"]
    assert _json_rows(cli.standings(), ("winp", "oppwp", "oppoppwp")) == POKEMON_EXPECTED


# Head-to-head (Play! Pokémon): only between exactly two players tied on points, resistance
# and opponents' resistance, who met. Four players, a round robin of three rounds:
#   R1: A–B 2-0, C–D 2-0     R2: A–C 2-0, B–D 2-0     R3: A–D 0-2, B–C 2-0
#   A: W B, W C, L D → 6     B: L A, W D, W C → 6     C: W D, L A, L B → 3    D: L C, L B, W A → 3
#   win%: A 2/3, B 2/3, C 1/3, D 1/3
#   resistance: A (2/3 + 1/3 + 1/3)/3 = 4/9 = B;  C (1/3 + 2/3 + 2/3)/3 = 5/9 = D
#   opp. resistance: A (4/9 + 5/9 + 5/9)/3 = 14/27 = B;  C (5/9 + 4/9 + 4/9)/3 = 13/27 = D
# Two pairs of exactly two tied players; A beat B and C beat D: A, B, C, D whatever the draw.
def test_pokemon_head_to_head_orders_exactly_two_tied_players_who_met() -> None:
    players = [Player(x, x) for x in "ABCD"]
    matches = [_m(1, 1, "A", "B", "2-0"), _m(1, 2, "C", "D", "2-0"),
               _m(2, 1, "A", "C", "2-0"), _m(2, 2, "B", "D", "2-0"),
               _m(3, 1, "A", "D", "0-2"), _m(3, 2, "B", "C", "2-0")]
    for seed in ("a", "b", "c", "d", "e", "f"):
        rows = compute_standings(players, matches, Profile.POKEMON, tie_seed=seed)
        assert [r.player for r in rows] == ["A", "B", "C", "D"], seed
        assert _rows(rows, ("winp", "oppwp", "oppoppwp")) == {
            "A": (6, "2-1-0", 0.6667, 0.4444, 0.5185), "B": (6, "2-1-0", 0.6667, 0.4444, 0.5185),
            "C": (3, "1-2-0", 0.3333, 0.5556, 0.4815), "D": (3, "1-2-0", 0.3333, 0.5556, 0.4815)}


# Three tied players are ordered by the event's draw, never by head-to-head (a circle:
# A beat C, B beat A, C beat B; each also beat D):
#   A, B, C: 6 points, win% 2/3; D: 0 → 1/4.  Resistance of each of A, B, C:
#   (2/3 + 2/3 + 1/4)/3 = 19/36 = .5278; opponents' resistance (19/36 + 19/36 + 2/3)/3 = 31/54.
def test_pokemon_three_tied_players_follow_the_draw_not_head_to_head() -> None:
    from judge_app.tournament.standings import tie_draw_key

    players = [Player(x, x) for x in "ABCD"]
    matches = [_m(1, 1, "A", "B", "0-2"), _m(1, 2, "C", "D", "2-0"),
               _m(2, 1, "A", "D", "2-0"), _m(2, 2, "B", "C", "0-2"),
               _m(3, 1, "A", "C", "2-0"), _m(3, 2, "B", "D", "2-0")]
    for seed in ("a", "b", "c", "d"):
        rows = compute_standings(players, matches, Profile.POKEMON, tie_seed=seed)
        assert [r.player for r in rows] == [
            *sorted("ABC", key=lambda p: tie_draw_key(seed, p)), "D"]
        assert {r.tiebreakers["oppwp"] for r in rows[:3]} == {0.5278}
        assert {r.tiebreakers["oppoppwp"] for r in rows[:3]} == {0.5741}


# ------------------------------------------------------------------------------ buchholz
# The mtg event above scored 3/1/0: A 9, B 1, C 2, D 4, E 6 points.
#   Buchholz (opponents' points; a bye is nobody): A 1+6+2 = 9; B 9+2+6 = 17; C 4+1+9 = 14;
#   D 2; E 9+1 = 10.
#   S-B (beaten opponents' points + half the drawn ones'): A 1+6+2 = 9; B ½·2 = 1;
#   C ½·4 + ½·1 = 2.5; D ½·2 = 1; E 1.
def test_buchholz_and_sonneborn_berger_by_hand() -> None:
    rows = compute_standings(MTG_PLAYERS, MTG_MATCHES, Profile.BUCHHOLZ)
    assert _rows(rows, ("buchholz", "sb")) == {
        "A": (9, "3-0-0", 9.0, 9.0), "E": (6, "2-1-0", 10.0, 1.0),
        "D": (4, "1-0-1", 2.0, 1.0), "C": (2, "0-1-2", 14.0, 2.5),
        "B": (1, "0-2-1", 17.0, 1.0)}


# ------------------------------------------------------------------------- late entries
# A, B, C, D from round 1; L registers after round 1 (late entry).
#   R1: A–B 2-0, C–D 2-1      R2: A–C 2-1, L–B 2-0, D bye
# With late losses (the default) L's missed round is a 0-2 loss without an opponent:
#            points  MW                GW                           OMW              OGW
#   A 2-0-0    6     1                 12/15 = 4/5                  (1/3+1/2)/2=5/12 (1/3+1/2)/2
#   B 0-2-0    0     0 → 1/3           0 → 1/3                      (1+1/2)/2 = 3/4  (4/5+1/2)/2
#   C 1-1-0    3     1/2               9/18 = 1/2                   (1/2+1)/2 = 3/4  (3/5+4/5)/2
#   D 1-1-0    3     1/2               (3+6)/(9+6) = 3/5            1/2              1/2
#   L 1-1-0    3     1/2               6/12 = 1/2                   1/3              1/3
# Without late losses L has played one round: MW 1, GW 1, record 1-0-0, and B's
# OMW is (1 + 1)/2 = 1, OGW (4/5 + 1)/2 = 9/10.
LATE_WITH = {
    "A": (6, "2-0-0", 0.4167, 0.8, 0.4167), "C": (3, "1-1-0", 0.75, 0.5, 0.7),
    "D": (3, "1-1-0", 0.5, 0.6, 0.5), "L": (3, "1-1-0", 0.3333, 0.5, 0.3333),
    "B": (0, "0-2-0", 0.75, 0.3333, 0.65)}
LATE_WITHOUT = {**LATE_WITH, "L": (3, "1-0-0", 0.3333, 1.0, 0.3333),
                "B": (0, "0-2-0", 1.0, 0.3333, 0.9)}


@pytest.mark.parametrize("late_losses", [True, False])
def test_late_entry_with_and_without_late_losses(late_losses: bool) -> None:
    players = [*(Player(x, x) for x in "ABCD"),
               Player("L", "L", first_round=2, late_losses=late_losses)]
    matches = [_m(1, 1, "A", "B", "2-0"), _m(1, 2, "C", "D", "2-1"),
               _m(2, 1, "A", "C", "2-1"), _m(2, 2, "L", "B", "2-0"), _m(2, 3, "D", None)]
    rows = compute_standings(players, matches, Profile.MTG)
    assert [r.player for r in rows] == ["A", "C", "D", "L", "B"]
    assert _rows(rows, ("omw", "gw", "ogw")) == (LATE_WITH if late_losses else LATE_WITHOUT)


# Round 3 of that event (late losses on): standings A 6; C, D, L 3; B 0. Five players:
# the bye goes to the lowest-ranked player without one, B. The neighbour pairing A–C,
# D–L has the rematch A–C (R2); A–D, C–L has none and the same single pair-down (6 vs 3);
# A–L, C–D is a rematch too. So: table 1 A–D, table 2 C–L, table 3 B bye.
@pytest.mark.parametrize("late_losses", [True, False])
def test_late_entry_event_through_the_command_line(
        late_losses: bool, sqlite_url: str, capsys: pytest.CaptureFixture[str],
        tmp_path: Path) -> None:
    cli = Cli(sqlite_url, capsys, tmp_path)
    cli.create("mtg", *([] if late_losses else ["--no-late-losses"]))
    cli.add("A", "B", "C", "D")
    cli.import_round((1, "A", "B", "2-0"), (2, "C", "D", "2-1"))
    cli.add("L")
    cli.import_round((1, "A", "C", "2-1"), (2, "L", "B", "2-0"), (3, "D", "", ""))
    assert _json_rows(cli.standings(), ("omw", "gw", "ogw")) == (
        LATE_WITH if late_losses else LATE_WITHOUT)
    assert cli.ok("round", "pair", cli.ev) == {"round": 3, "pairings": [
        {"table": 1, "p1": "A", "p2": "D"}, {"table": 2, "p1": "C", "p2": "L"},
        {"table": 3, "p1": "B", "p2": None}]}


# ---------------------------------------------------------------------- corrections
# A result corrected after the next round was paired: the standings follow the
# correction, the pairings already made stay.
def test_a_correction_after_the_next_round_was_paired(
        sqlite_url: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    cli = Cli(sqlite_url, capsys, tmp_path)
    cli.create("mtg")
    cli.add("A", "B", "C", "D", "E")
    cli.import_round((1, "A", "B", "2-0"), (2, "C", "D", "1-1-1"), (3, "E", "", ""))
    cli.import_round((1, "A", "E", "2-1"), (2, "B", "C", "0-0-3"), (3, "D", "", ""))
    cli.ok("player", "drop", cli.ev, "D")
    cli.import_round((1, "A", "C", "2-1"), (2, "E", "B", "2-0"))
    paired = cli.ok("round", "pair", cli.ev)
    # R1 table 2 was really 2-1 for C, not a draw: C goes from 0-1-2 (2 points) to W D,
    # D B, L A = 1-1-1 (4 points); D from a draw and a bye (4) to a loss and a bye (3)
    cli.ok("round", "correct", cli.ev, "1", "2", "2-1")
    rows = cli.standings()
    assert (rows["C"]["points"], rows["C"]["record"]) == (4, "1-1-1")
    assert (rows["D"]["points"], rows["D"]["record"]) == (3, "1-1-0")
    assert cli.ok("round", "show", cli.ev)["matches"] == [
        {"table": p["table"], "p1": p["p1"], "p2": p["p2"], "score": None, "version": 1}
        for p in paired["pairings"]]


def test_a_double_loss_corrected_to_a_win_counts_as_the_win(
        sqlite_url: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A double loss (``dl`` in a round file, TOM's outcome 4) entered by mistake and
    corrected with ``round correct`` is the corrected result: it was still a double loss."""
    cli = Cli(sqlite_url, capsys, tmp_path)
    cli.create("mtg")
    cli.add("A", "B", "C", "D")
    cli.import_round((1, "A", "B", "dl"), (2, "C", "D", "2-0"))
    rows = cli.standings()
    assert [rows[p]["record"] for p in "AB"] == ["0-1-0", "0-1-0"]
    cli.ok("round", "correct", cli.ev, "1", "1", "2-0")
    rows = cli.standings()
    assert [(rows[p]["points"], rows[p]["record"]) for p in "AB"] == [(3, "1-0-0"),
                                                                      (0, "0-1-0")]
    assert rows["A"]["gw"] == 1.0
    # a double loss corrected to a drawn match where no game was played (0-0) is that draw
    cli.import_round((1, "A", "C", "2-0"), (2, "B", "D", "dl"))
    cli.ok("round", "correct", cli.ev, "2", "2", "0-0")
    rows = cli.standings()
    assert [(rows[p]["points"], rows[p]["record"]) for p in "BD"] == [(1, "0-1-1"),
                                                                      (1, "0-1-1")]


def test_the_top_cut_warning_of_a_correction_uses_the_events_tie_draw(
        sqlite_url: str) -> None:
    """Four players all drawn 1-1-1 are tied on everything: the standings order them by
    the event's recorded draw, and so does the check of what a correction changes in a
    begun top cut. A correction that changes nothing must say it changes nothing."""
    svc = EventService(sqlite_url, station="test")
    for attempt in range(20):
        ev = svc.create_event(f"Empates {attempt}", "kodem").id
        for x in "ABCD":
            svc.add_player(ev, x, x)
        for m in svc.pair_next_round(ev):
            svc.record_result(ev, m.table, "1-1-1")
        order = [r.player for r in svc.standings(ev)]
        if order != sorted(order):  # the draw is not the id order: the case to check
            break
    else:  # pragma: no cover - 20 draws all in id order: (1/24)^20
        pytest.fail("the tie draw always gave the id order")
    svc.top_cut(ev, 4)
    effect = svc.correction_effect(ev, 1, 1, "1-1-1")
    assert effect is not None
    assert effect.would_be == tuple(order) and not effect.changes


# ---------------------------------------------------------------------- pairing rules
def _perfect(items: list[str]) -> Iterator[list[tuple[str, str]]]:
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for i, other in enumerate(rest):
        for tail in _perfect(rest[:i] + rest[i + 1:]):
            yield [(first, other), *tail]


def _check_round(pairings: Sequence[Pairing], ranked: list[str], points: dict[str, Fraction],
                 met: Counter[frozenset[str]], had_bye: Counter[str]) -> None:
    """The rules of the brief, by brute force over every pairing of the active players:
    no rematch while a rematch-free pairing exists; the bye to the lowest-ranked player
    who had none among those the rest can be paired without a rematch around; the fewest
    pair-downs' cost (Σ gap², every odd score group floating one player) given that."""
    seated = [x for p in pairings for x in (p.p1, p.p2) if x is not None]
    assert sorted(seated) == sorted(ranked) and len(set(seated)) == len(seated)
    bye = next((p.p1 for p in pairings if p.p2 is None), None)
    pairs = [(p.p1, p.p2) for p in pairings if p.p2 is not None]

    def rematches(ps: Sequence[tuple[str, str]]) -> int:
        return sum(met[frozenset(x)] for x in ps)

    def gaps(ps: Sequence[tuple[str, str]]) -> Fraction:
        return sum(((points[a] - points[b]) ** 2 for a, b in ps), Fraction(0))

    options: list[tuple[str | None, list[tuple[str, str]]]] = []
    byes: list[str | None] = list(reversed(ranked)) if len(ranked) % 2 else [None]
    for b in byes:
        rest = [x for x in ranked if x != b]
        options.extend((b, m) for m in _perfect(rest))
    free = [(b, m) for b, m in options if rematches(m) == 0]
    if not free:
        assert rematches(pairs) == min(rematches(m) for _b, m in options)
        return
    assert rematches(pairs) == 0, (pairs, met)
    if bye is not None:
        eligible = [b for b in byes if b is not None and any(x == b for x, _m in free)]
        fewest = min(had_bye[b] for b in eligible)
        expected = next(b for b in eligible if had_bye[b] == fewest)  # lowest-ranked first
        assert bye == expected, (bye, expected, had_bye)
    assert gaps(pairs) == min(gaps(m) for b, m in free if b == bye)


def _play(pairings: Sequence[Pairing], rnd: int, rng: random.Random) -> list[MatchRecord]:
    scores = ["2-0", "2-1", "1-2", "0-2", "1-1-1", "0-0-3", "1-0", "1-1"]
    return [MatchRecord(rnd, p.table, p.p1, p.p2,
                        None if p.p2 is None else GameScore.parse(rng.choice(scores)))
            for p in pairings]


@pytest.mark.parametrize("profile", [Profile.MTG, Profile.POKEMON, Profile.BUCHHOLZ])
@pytest.mark.parametrize(("n", "rounds"), [(5, 4), (7, 4), (9, 4), (6, 5), (4, 3)])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_swiss_rounds_follow_the_rules_by_brute_force(profile: Profile, n: int, rounds: int,
                                                      seed: int) -> None:
    rng = random.Random(seed * 1000 + n)
    players = [Player(f"P{i:02d}", f"J{i}") for i in range(n)]
    matches: list[MatchRecord] = []
    met: Counter[frozenset[str]] = Counter()
    had_bye: Counter[str] = Counter()
    for rnd in range(1, rounds + 1):
        pairings = pair_swiss(rnd, players, matches, seed=seed, profile=profile, tie_seed="t")
        if rnd > 1:
            rows = compute_standings(players, matches, profile, through_round=rnd - 1,
                                     tie_seed="t")
            ranked = [r.player for r in rows if any(p.id == r.player and p.active_in(rnd)
                                                    for p in players)]
            points = {r.player: Fraction(r.points) for r in rows}
            _check_round(pairings, ranked, points, met, had_bye)
        for p in pairings:
            if p.p2 is None:
                had_bye[p.p1] += 1
            else:
                met[frozenset((p.p1, p.p2))] += 1
        matches.extend(_play(pairings, rnd, rng))


def test_four_players_three_rounds_is_a_round_robin() -> None:
    """Whatever the results, 4 players over 3 rounds meet each other exactly once."""
    for seed in range(30):
        rng = random.Random(seed)
        players = [Player(x, x) for x in "ABCD"]
        matches: list[MatchRecord] = []
        for rnd in (1, 2, 3):
            matches.extend(_play(pair_swiss(rnd, players, matches, seed=seed), rnd, rng))
        met = Counter(frozenset((m.p1, m.p2)) for m in matches if m.p2 is not None)
        assert sorted(met.values()) == [1] * 6, seed


def test_thirteen_players_four_rounds_with_a_drop_and_a_late_entry() -> None:
    """13 players (a late entry makes 14, a drop 13 again): every round legal, no rematch,
    each bye to a different player, the bye always to the lowest-ranked eligible player."""
    rng = random.Random(13)
    players = [Player(f"P{i:02d}", f"J{i}") for i in range(13)]
    matches: list[MatchRecord] = []
    met: Counter[frozenset[str]] = Counter()
    had_bye: Counter[str] = Counter()
    for rnd in range(1, 5):
        if rnd == 2:
            players.append(Player("LATE", "Tarde", first_round=2))
        if rnd == 3:
            players = [Player(p.id, p.name, p.first_round, 2, p.late_losses)
                       if p.id == "P05" else p for p in players]
        pairings = pair_swiss(rnd, players, matches, seed=7, tie_seed="t")
        active = [p.id for p in players if p.active_in(rnd)]
        seated = sorted(x for p in pairings for x in (p.p1, p.p2) if x)
        assert seated == sorted(active)
        assert not any(met[frozenset((p.p1, p.p2))] for p in pairings if p.p2)
        if rnd > 1:
            rows = compute_standings(players, matches, through_round=rnd - 1, tie_seed="t")
            ranked = [r.player for r in rows if r.player in active]
            bye = next((p.p1 for p in pairings if p.p2 is None), None)
            if bye is not None:
                assert bye == next(x for x in reversed(ranked) if not had_bye[x])
        for p in pairings:
            if p.p2 is None:
                had_bye[p.p1] += 1
            else:
                met[frozenset((p.p1, p.p2))] += 1
        matches.extend(_play(pairings, rnd, rng))
    assert max(had_bye.values()) == 1


# ---------------------------------------------------------------------------- top cut
def test_top8_from_the_command_line_bracket_order_and_swiss_standings_unchanged(
        sqlite_url: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Nine players, three Swiss rounds, one drop; the top 8 seeds 1–8, 4–5, 2–7, 3–6 in
    that table order from the standings with the dropped player left out; a drawn
    elimination match is refused (exit 2, nothing changed); the Swiss standings after the
    cut are exactly those before it."""
    cli = Cli(sqlite_url, capsys, tmp_path)
    cli.create("mtg")
    ids = [f"P{i}" for i in range(1, 10)]
    cli.add(*ids)
    rng = random.Random(5)
    for rnd in (1, 2, 3):
        for p in cli.ok("round", "pair", cli.ev)["pairings"]:
            if p["p2"] is not None:
                cli.ok("round", "result", cli.ev, str(p["table"]),
                       rng.choice(["2-0", "2-1", "0-2", "1-2", "1-1-1"]))
        if rnd == 2:
            cli.ok("player", "drop", cli.ev, "P3")
    before = cli.ok("standings", cli.ev)
    seeds = [r["player"] for r in before["standings"] if not r["dropped"]]
    assert "P3" not in seeds and len(seeds) == 8
    top = cli.ok("round", "top", cli.ev, "--cut", "8")
    assert top == {"round": 4, "pairings": [
        {"table": t, "p1": seeds[a - 1], "p2": seeds[b - 1]}
        for t, (a, b) in enumerate([(1, 8), (4, 5), (2, 7), (3, 6)], start=1)]}
    code, _out, err = cli.run("round", "result", cli.ev, "1", "1-1-1")
    assert code == 2 and "SCORE" in err
    assert cli.ok("round", "show", cli.ev)["matches"][0]["score"] is None
    for p in top["pairings"]:  # the higher seed wins every match
        cli.ok("round", "result", cli.ev, str(p["table"]), "2-1")
    semis = cli.ok("round", "pair", cli.ev)["pairings"]
    assert [(p["p1"], p["p2"]) for p in semis] == [(seeds[0], seeds[3]), (seeds[1], seeds[2])]
    for p in semis:
        cli.ok("round", "result", cli.ev, str(p["table"]), "0-2")  # the lower seed wins
    final = cli.ok("round", "pair", cli.ev)["pairings"]
    assert [(p["p1"], p["p2"]) for p in final] == [(seeds[3], seeds[2])]
    done = cli.ok("round", "result", cli.ev, "1", "2-0")
    assert done["champion"] == seeds[3]
    after = cli.ok("standings", cli.ev)
    assert after["round"] == 3 and after["champion"] == seeds[3]
    assert after["standings"] == before["standings"]


def test_top4_with_a_top_player_dropped_seeds_the_next_one() -> None:
    seeds = ["A", "B", "C", "D", "E"]
    assert [(p.table, p.p1, p.p2) for p in topcut.first_round(seeds[:1] + seeds[2:], 4)] == [
        (1, "A", "E"), (2, "C", "D")]


# ----------------------------------------------------------------------- bad input
def test_bad_input_is_exit_2_naming_the_argument_and_changes_nothing(
        sqlite_url: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    cli = Cli(sqlite_url, capsys, tmp_path)
    cli.create("mtg")
    cli.add("A", "B", "C")
    cli.ok("round", "pair", cli.ev)
    state = (cli.ok("round", "show", cli.ev), cli.ok("player", "list", cli.ev))
    bye_table = next(m["table"] for m in state[0]["matches"] if m["p2"] is None)
    for argv, named in [
        (("round", "result", cli.ev, "7", "2-0"), "TABLE"),
        (("round", "result", cli.ev, str(bye_table), "2-0"), "TABLE"),
        (("round", "result", cli.ev, "1", "3-0"), "SCORE"),
        (("round", "result", cli.ev, "1", "2-2"), "SCORE"),
        (("round", "result", cli.ev, "1", "2-1-1"), "SCORE"),
        (("round", "result", cli.ev, "1", "dos-cero"), "SCORE"),
        (("player", "add", cli.ev, "Otra", "--id", "A"), "--id"),
        (("round", "correct", cli.ev, "1", "9", "2-0"), "TABLE"),
        (("round", "correct", cli.ev, "4", "1", "2-0"), "ROUND"),
        (("round", "top", cli.ev, "--cut", "3"), "--cut"),
        (("standings", cli.ev, "--round", "5"), "--round"),
    ]:
        code, out, err = cli.run(*argv, "--lang", "en")
        assert code == 2 and out == "", (argv, out)
        assert f"argument {named}" in err and "Traceback" not in err, (argv, err)
    code, _out, err = cli.run("round", "pair", cli.ev, "--lang", "en")
    assert code == 2 and "round 1 is not finished" in err and "table 1" in err
    roster = tmp_path / "roster.csv"  # one id twice in a roster file: none of it is taken
    roster.write_text("id,name\nX1,Uno\nX1,Dos\n", encoding="utf-8")
    code, _out, err = cli.run("player", "import", cli.ev, str(roster), "--lang", "en")
    assert code == 2 and "argument FILE.csv" in err and "line 3" in err
    assert (cli.ok("round", "show", cli.ev), cli.ok("player", "list", cli.ev)) == state


def test_a_player_id_twice_in_the_core_is_named() -> None:
    with pytest.raises(ValueError, match=r"players\[1\]: player id 'A' appears twice"):
        compute_standings([Player("A", "A"), Player("A", "B")], [])


# ------------------------------------------------------- the standings report's order
def test_full_ties_in_the_same_order_on_the_command_line_and_in_the_report(
        sqlite_url: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    cli = Cli(sqlite_url, capsys, tmp_path)
    cli.create("mtg")
    cli.add(*[f"P{i}" for i in range(1, 9)])
    for p in cli.ok("round", "pair", cli.ev)["pairings"]:
        cli.ok("round", "result", cli.ev, str(p["table"]), "1-1-1")
    order = cli.order()
    out = tmp_path / "standings.csv"
    code, _o, err = cli.run("report", "standings", cli.ev, "--out", str(out))
    assert code == 0, err
    with out.open(encoding="utf-8-sig") as f:
        reported = list(csv.DictReader(f))
    assert [r["player_id"] for r in reported] == order
    assert [int(r["rank"]) for r in reported] == list(range(1, 9))


def test_four_decimals_of_every_figure_in_json() -> None:
    rows = compute_standings(MTG_PLAYERS, MTG_MATCHES, Profile.MTG)
    for r in rows:
        for v in r.tiebreakers.values():
            assert round(v, 4) == v and len(f"{v}".split(".")[1]) <= 4


# ------------------------------------------------- a whole event against the rules, by hand
@pytest.mark.slow
@pytest.mark.parametrize("profile", ["mtg", "pokemon", "buchholz"])
def test_thirteen_players_drops_late_entry_and_corrections_match_the_rules(
        profile: str, sqlite_url: str, capsys: pytest.CaptureFixture[str],
        tmp_path: Path) -> None:
    """13 players, four Swiss rounds from the command line: a late entry after round 1, a
    drop during round 2 (before its result) and one after round 3, two results of earlier
    rounds corrected after the next round was paired, every kind of drawn match. Every
    round is checked against the pairing rules by brute force and the final standings,
    figure by figure, against the rules worked out independently above."""
    rng = random.Random(len(profile))
    cli = Cli(sqlite_url, capsys, tmp_path)
    cli.create(profile)
    players = [f"J{i:02d}" for i in range(13)]
    cli.add(*players)
    keys = {"mtg": ("omw", "gw", "ogw"), "pokemon": ("winp", "oppwp", "oppoppwp"),
            "buchholz": ("buchholz", "sb")}[profile]
    scores = ["2-0", "2-1", "1-2", "0-2", "1-1-1", "0-0-3", "1-0", "1-1", "0-0"]
    met: Counter[frozenset[str]] = Counter()
    had_bye: Counter[str] = Counter()
    dropped: set[str] = set()
    for rnd in range(1, 5):
        before = cli.ok("standings", cli.ev)["standings"]
        pairings = cli.ok("round", "pair", cli.ev)["pairings"]
        if rnd > 1:
            active = {x for p in pairings for x in (p["p1"], p["p2"]) if x}
            assert not active & dropped
            ranked = [r["player"] for r in before if r["player"] in active]
            points = {r["player"]: Fraction(r["points"]) for r in before}
            _check_round([Pairing(p["table"], p["p1"], p["p2"]) for p in pairings], ranked,
                         points, met, had_bye)
        if rnd == 2:  # drops during the round: plays it, never paired again
            gone = pairings[0]["p2"]
            cli.ok("player", "drop", cli.ev, gone)
            dropped.add(gone)
        if rnd == 3:  # earlier results corrected after this round was paired
            cli.ok("round", "correct", cli.ev, "1", "1", "0-0-3")
            cli.ok("round", "correct", cli.ev, "2", "2", "0-2")
        for p in pairings:
            if p["p2"] is None:
                had_bye[p["p1"]] += 1
            else:
                met[frozenset((p["p1"], p["p2"]))] += 1
                cli.ok("round", "result", cli.ev, str(p["table"]), rng.choice(scores))
        if rnd == 1:
            cli.ok("player", "add", cli.ev, "Tarde", "--id", "LATE")
            players.append("LATE")
        if rnd == 3:
            gone = pairings[-1]["p1"]
            cli.ok("player", "drop", cli.ev, gone)
            dropped.add(gone)
    matches = [m for r in range(1, 5)
               for m in cli.ok("round", "show", cli.ev, "--round", str(r))["matches"]]
    hand = by_hand(profile, matches, players, {"LATE": 1}, dropped)
    rows = cli.ok("standings", cli.ev)["standings"]
    assert len(rows) == 14
    for row in rows:
        h = hand[row["player"]]
        assert row["points"] == h["points"], row["player"]
        assert row["dropped"] is (row["player"] in dropped)
        for key in keys:
            assert row[key] == r4(h[key]), (row["player"], key)
    ranked_keys = [k for k in keys if k != "winp"]
    figures = [tuple(hand[r["player"]][k] for k in ("points", *ranked_keys)) for r in rows]
    assert figures == sorted(figures, reverse=True)


def test_top_cut_edges_from_the_command_line(
        sqlite_url: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """Seven players: a top 8 is refused naming --cut; a top 2 is the final at once; a drawn
    final is refused; a 1-0 final crowns the champion; the final of the current round can
    still be corrected (the champion follows); nothing is paired after it and no one joins."""
    cli = Cli(sqlite_url, capsys, tmp_path)
    cli.create("mtg")
    cli.add(*[f"P{i}" for i in range(7)])
    for _ in range(3):
        for p in cli.ok("round", "pair", cli.ev)["pairings"]:
            if p["p2"] is not None:
                cli.ok("round", "result", cli.ev, str(p["table"]), "2-1")
    seeds = [r["player"] for r in cli.ok("standings", cli.ev)["standings"]]
    code, _o, err = cli.run("round", "top", cli.ev, "--cut", "8", "--lang", "en")
    assert code == 2 and "argument --cut" in err and "only 7 players" in err
    assert cli.ok("round", "top", cli.ev, "--cut", "2") == {
        "round": 4, "pairings": [{"table": 1, "p1": seeds[0], "p2": seeds[1]}]}
    code, _o, err = cli.run("round", "result", cli.ev, "1", "1-1", "--lang", "en")
    assert code == 2 and "argument SCORE" in err
    assert cli.ok("round", "result", cli.ev, "1", "1-0")["champion"] == seeds[0]
    assert cli.ok("round", "correct", cli.ev, "4", "1", "0-2")["champion"] == seeds[1]
    assert cli.ok("standings", cli.ev)["champion"] == seeds[1]
    for argv in (("round", "pair", cli.ev), ("round", "top", cli.ev, "--cut", "2"),
                 ("player", "add", cli.ev, "Tarde")):
        code, out, err = cli.run(*argv, "--lang", "en")
        assert code == 2 and out == "", argv
    assert cli.ok("standings", cli.ev)["round"] == 3


def test_round_edit_refusals_speak_both_languages(
        sqlite_url: str, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """`round edit` refusals of the core came in English only, under a Spanish
    'argumento PLAYER:' label (the floor commands default to Spanish)."""
    cli = Cli(sqlite_url, capsys, tmp_path)
    cli.create("mtg")
    cli.add("A", "B", "C")
    pairing = cli.ok("round", "pair", cli.ev)["pairings"]
    first, bye = pairing[0]["p1"], pairing[-1]["p1"]
    for argv, es, en in [
        (("--swap", first, first), "consigo mismo", "with themselves"),
        (("--pair", first, pairing[0]["p2"]), "ya juegan entre sí en la mesa 1",
         "already play each other at table 1"),
        (("--bye", bye), "ya tiene el descanso", "already has the bye"),
    ]:
        code, _o, err = cli.run("round", "edit", cli.ev, *argv, "--lang", "es")
        assert code == 2 and "argumento PLAYER" in err and es in err, err
        code, _o, err = cli.run("round", "edit", cli.ev, *argv, "--lang", "en")
        assert code == 2 and "argument PLAYER" in err and en in err, err


def test_a_broken_bracket_is_refused_in_both_languages() -> None:
    from judge_app.tournament.messages import message_of

    with pytest.raises(ValueError) as caught:
        topcut.next_round([MatchRecord(5, 1, "A", "B", GameScore(2, 0)),
                           MatchRecord(5, 3, "C", "D", GameScore(2, 0))])
    assert "tables [1, 3] are not 1..2" in str(caught.value)
    assert "las mesas [1, 3] no son 1..2" in message_of(caught.value, "es")
