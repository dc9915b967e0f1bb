"""Plain data of a tournament, shared by pairing, standings, storage, CLI, reports and UI.

These dataclasses carry no database or Qt: the storage layer maps rows to
them, the pure functions of ``judge_app.tournament`` take and return them.

>>> GameScore.parse("2-1")
GameScore(wins1=2, wins2=1, draws=0)
>>> GameScore.parse("1-1-1").winner
0
>>> MatchRecord(round=1, table=3, p1="A", p2=None).is_bye
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from fractions import Fraction

from judge_app.tournament.messages import Refusal
from judge_app.violations import Citation

_SCORE = re.compile(r"^\s*(\d)\s*-\s*(\d)\s*(?:-\s*(\d)\s*)?$")


@dataclass(frozen=True)
class GameScore:
    """Games won by player 1, by player 2, and drawn games (``2-1``, ``1-1-1``, ``0-0-3``).

    A match is best of three: no side wins more than 2 games, and at most 3
    games are played (draws included).
    """

    wins1: int
    wins2: int
    draws: int = 0

    @classmethod
    def parse(cls, text: str) -> GameScore:
        """Read ``W1-W2`` or ``W1-W2-D``; ``ValueError`` with the reason if impossible."""
        m = _SCORE.match(text)
        if not m:
            raise Refusal(f"score {text!r} is not of the form W-L or W-L-D (e.g. 2-1, 1-1-1)",
                          f"el resultado {text!r} no tiene la forma G-P o G-P-E "
                          "(p. ej. 2-1, 1-1-1)")
        score = cls(int(m[1]), int(m[2]), int(m[3] or 0))
        score.validate(text)
        return score

    def validate(self, text: str | None = None) -> None:
        """Refuse a score impossible in a best-of-three with a ``ValueError`` naming ``text``.

        >>> GameScore(2, 2).validate("2-2")
        Traceback (most recent call last):
        ...
        judge_app.tournament.messages.Refusal: score '2-2': both players cannot win 2 games
        """
        shown = text or str(self)
        if self.wins1 > 2 or self.wins2 > 2:
            raise Refusal(f"score {shown!r}: a player wins at most 2 games in a best-of-three",
                          f"resultado {shown!r}: al mejor de tres nadie gana más de 2 juegos")
        if self.wins1 == 2 and self.wins2 == 2:
            raise Refusal(f"score {shown!r}: both players cannot win 2 games",
                          f"resultado {shown!r}: los dos jugadores no pueden ganar 2 juegos")
        if self.wins1 + self.wins2 + self.draws > 3:
            raise Refusal(f"score {shown!r}: more than 3 games in a best-of-three",
                          f"resultado {shown!r}: más de 3 juegos al mejor de tres")

    @property
    def winner(self) -> int:
        """1 or 2 for the match winner, 0 for a drawn match."""
        if self.wins1 > self.wins2:
            return 1
        if self.wins2 > self.wins1:
            return 2
        return 0

    @property
    def games_played(self) -> int:
        """Games played in the match, draws included (at most 3)."""
        return self.wins1 + self.wins2 + self.draws

    def __str__(self) -> str:
        return f"{self.wins1}-{self.wins2}" + (f"-{self.draws}" if self.draws else "")


@dataclass(frozen=True)
class Player:
    """A registered player.

    ``first_round``: the round they join (late entries: after round 1; the
    rounds they missed count as losses if ``late_losses`` is set).
    ``dropped_after``: the last round they played before dropping, or ``None``.
    """

    id: str
    name: str
    first_round: int = 1
    dropped_after: int | None = None
    late_losses: bool = True
    member_id: str = ""

    @property
    def dropped(self) -> bool:
        """Whether the player has dropped (they are no longer paired)."""
        return self.dropped_after is not None

    def dropped_by(self, round_no: int) -> bool:
        """Whether the player had dropped by the end of ``round_no`` (the standings through
        that round say "dropped").

        >>> Player("P1", "Ana", dropped_after=2).dropped_by(2), Player("P1", "Ana").dropped_by(9)
        (True, False)
        """
        return self.dropped_after is not None and self.dropped_after <= round_no

    def active_in(self, round_no: int) -> bool:
        """Whether the player is to be paired in ``round_no``."""
        if round_no < self.first_round:
            return False
        return self.dropped_after is None or round_no <= self.dropped_after


#: The scores read so far, one object each (:func:`shared_score`).
_SHARED_SCORES: dict[tuple[int, int, int], GameScore] = {}


def shared_score(wins1: int, wins2: int, draws: int = 0) -> GameScore:
    """The :class:`GameScore` of these games, one object per distinct score (a score is
    immutable). What storage reads: 37,000 matches have a dozen distinct scores, and one
    object each was 45 % of the objects a read of 8,192 players made for the collector to
    walk on the window's worker, the window's frames waiting for it.

    >>> shared_score(2, 1) is shared_score(2, 1) == GameScore(2, 1)
    True
    """
    key = (wins1, wins2, draws)
    score = _SHARED_SCORES.get(key)
    if score is None:
        score = GameScore(wins1, wins2, draws)
        if len(_SHARED_SCORES) < 256:  # a best of three has 22; a foreign file, any
            _SHARED_SCORES[key] = score
    return score


@dataclass(frozen=True)
class MatchRecord:
    """One match of one round: ``p2`` is ``None`` for a bye; ``score`` ``None`` until reported.

    A bye counts as a 2-0 match win (cli.md, profile ``mtg``).
    """

    round: int
    table: int
    p1: str
    p2: str | None
    score: GameScore | None = None
    double_loss: bool = False
    """Both players get a match loss (a result other tools record, e.g. TOM's outcome 4)."""

    @property
    def is_bye(self) -> bool:
        """Whether this is the bye (``p2`` ``None``)."""
        return self.p2 is None

    @property
    def reported(self) -> bool:
        """Whether the result is in (a bye always is); a round's open tables are the others."""
        return self.is_bye or self.score is not None or self.double_loss

    @property
    def winner_id(self) -> str | None:
        """Who won: the player of a bye, the winner of a reported match; ``None`` while
        unreported or for a drawn match.

        >>> MatchRecord(1, 3, "a", "b", GameScore(1, 2)).winner_id
        'b'
        >>> MatchRecord(1, 4, "c", None).winner_id
        'c'
        """
        if self.p2 is None:
            return self.p1
        if self.double_loss or self.score is None or self.score.winner == 0:
            return None
        return self.p1 if self.score.winner == 1 else self.p2


@dataclass(frozen=True)
class Pairing:
    """A table of a round as pairing returns it (``p2`` ``None``: the bye)."""

    table: int
    p1: str
    p2: str | None


class Profile(StrEnum):
    """Tiebreaker profiles of cli.md, and the Buchholz variants organizers name most."""

    MTG = "mtg"
    POKEMON = "pokemon"
    BUCHHOLZ = "buchholz"
    BUCHHOLZ_CUT1 = "buchholz-cut1"
    """Buchholz Cut-1 (the lowest opponent left out), then Buchholz, then Sonneborn–Berger."""
    BUCHHOLZ_MEDIAN = "buchholz-median"
    """Median Buchholz (the highest and the lowest left out), then Buchholz, then S-B."""
    CHESS = "chess"
    """Chess scoring (1 / ½ / 0), then Buchholz, then Sonneborn–Berger."""
    CHESS_CUT1 = "chess-cut1"
    """Chess scoring, then Buchholz Cut-1, Buchholz, S-B."""
    CHESS_MEDIAN = "chess-median"
    """Chess scoring, then median Buchholz, Buchholz, S-B."""

    def printed(self, lang: str = "es") -> str:
        """The profile's name for a person, in Spanish (``es``) or English (``en``).

        >>> Profile.MTG.printed("en"), Profile.BUCHHOLZ_CUT1.printed()
        ('Magic (MTR): OMW%, GW%, OGW%', 'Buchholz Corte-1, Buchholz, Sonneborn-Berger')
        """
        return PROFILE_TITLES[self][1 if lang == "en" else 0]


#: One name per tiebreaker profile, for every list a person picks from.
PROFILE_TITLES: dict[Profile, tuple[str, str]] = {
    Profile.MTG: ("Magic (MTR): OMW%, GW%, OGW%", "Magic (MTR): OMW%, GW%, OGW%"),
    Profile.POKEMON: ("Pokémon: resistencia, resistencia de rivales",
                      "Pokémon: resistance, opponents' resistance"),
    Profile.BUCHHOLZ: ("Buchholz, Sonneborn-Berger", "Buchholz, Sonneborn-Berger"),
    Profile.BUCHHOLZ_CUT1: ("Buchholz Corte-1, Buchholz, Sonneborn-Berger",
                            "Buchholz Cut-1, Buchholz, Sonneborn-Berger"),
    Profile.BUCHHOLZ_MEDIAN: ("Buchholz mediano, Buchholz, Sonneborn-Berger",
                              "Median Buchholz, Buchholz, Sonneborn-Berger"),
    Profile.CHESS: ("Ajedrez 1 / ½ / 0: Buchholz, Sonneborn-Berger",
                    "Chess 1 / ½ / 0: Buchholz, Sonneborn-Berger"),
    Profile.CHESS_CUT1: ("Ajedrez 1 / ½ / 0: Buchholz Corte-1, Buchholz, Sonneborn-Berger",
                         "Chess 1 / ½ / 0: Buchholz Cut-1, Buchholz, Sonneborn-Berger"),
    Profile.CHESS_MEDIAN: ("Ajedrez 1 / ½ / 0: Buchholz mediano, Buchholz, Sonneborn-Berger",
                           "Chess 1 / ½ / 0: Median Buchholz, Buchholz, Sonneborn-Berger"),
}


@dataclass(frozen=True, slots=True)
class StandingRow:
    """A player's line in the standings. ``tiebreakers`` keys follow cli.md
    (``omw``, ``gw``, ``ogw`` for mtg; ``winp``, ``oppwp``, ``oppoppwp`` for
    pokemon; ``buchholz``, ``sb`` for buchholz), rounded to 4 decimals.
    ``points`` follow the profile's scoring (3/1/0, or 1/½/0 for the chess profiles).
    Slotted: one object a row, not two, for CPython's full collections to scan (a station
    keeps 8,192 rows a profile read)."""

    rank: int
    player: str
    name: str
    points: Fraction | int
    """Match points, exact: the standings give a ``Fraction`` (``3/2`` in a chess-style
    event); print them with :func:`judge_app.tournament.profiles.format_points`."""
    wins: int
    losses: int
    draws: int
    tiebreakers: dict[str, float] = field(default_factory=dict)
    dropped: bool = False

    @property
    def record(self) -> str:
        """Wins-losses-draws as printed in the standings (``3-1-0``)."""
        return f"{self.wins}-{self.losses}-{self.draws}"


_ROW_SETTERS = tuple(getattr(StandingRow, name).__set__ for name in (
    "rank", "player", "name", "points", "wins", "losses", "draws", "tiebreakers", "dropped"))


def standing_rows(values: Iterable[tuple[int, str, str, Fraction | int, int, int, int,
                                         dict[str, float], bool]]) -> list[StandingRow]:
    """Rows made from their fields in order, each set directly (a frozen dataclass's
    ``__init__`` sets each through ``object.__setattr__``: 8,192 rows cost twice as much).

    >>> standing_rows([(1, "P1", "Ana", 3, 1, 0, 0, {"omw": 0.5}, False)])[0].record
    '1-0-0'
    """
    new = object.__new__
    rank, player, name, points, wins, losses, draws, tiebreakers, dropped = _ROW_SETTERS
    rows: list[StandingRow] = []
    for r, pid, nm, pts, w, lo, d, tb, dr in values:
        row = new(StandingRow)
        rank(row, r)
        player(row, pid)
        name(row, nm)
        points(row, pts)
        wins(row, w)
        losses(row, lo)
        draws(row, d)
        tiebreakers(row, tb)
        dropped(row, dr)
        rows.append(row)
    return rows


class PenaltyKind(StrEnum):
    """The ladder of Kódem 6.7-P6, shared by every game (cli.md)."""

    CAUTION = "caution"
    WARNING = "warning"
    TURN_LOSS = "turn_loss"
    CARD_TO_EXTINCTION = "card_to_extinction"
    GAME_LOSS = "game_loss"
    MATCH_LOSS = "match_loss"
    DISQUALIFICATION = "disqualification"

    def printed(self, lang: str = "es") -> str:
        """The penalty's printed name in Spanish (``es``) or English (``en``).

        >>> PenaltyKind.GAME_LOSS.printed(), PenaltyKind.GAME_LOSS.printed("en")
        ('Pérdida de juego', 'Game loss')
        """
        return PENALTY_TITLES[self][1 if lang == "en" else 0]


#: One name per penalty kind, the rulebook's words (Kódem 5.0, "Penalizaciones por incumplir
#: restricciones" 6: "amonestación verbal, carta en Extinción, pérdida de turno …"): every
#: printed and spoken text of the core, and the window's labels (ui.i18n.penalty_title).
PENALTY_TITLES: dict[PenaltyKind, tuple[str, str]] = {
    PenaltyKind.CAUTION: ("Amonestación verbal", "Caution"),
    PenaltyKind.WARNING: ("Advertencia", "Warning"),
    PenaltyKind.TURN_LOSS: ("Pérdida de turno", "Turn loss"),
    PenaltyKind.CARD_TO_EXTINCTION: ("Carta en Extinción", "Card to Extinción"),
    PenaltyKind.GAME_LOSS: ("Pérdida de juego", "Game loss"),
    PenaltyKind.MATCH_LOSS: ("Pérdida de partida", "Match loss"),
    PenaltyKind.DISQUALIFICATION: ("Descalificación", "Disqualification"),
}


@dataclass(frozen=True)
class Penalty:
    """A penalty given by a judge, with the rule it enforces."""

    player: str
    round: int | None
    infraction: str
    kind: PenaltyKind
    citation: Citation
    judge: str = ""
    note: str = ""
    created_at: datetime | None = None
    id: int | None = None
    table: int | None = None
    deleted: bool = False
    updated_at: datetime | None = None


@dataclass(frozen=True)
class EventSummary:
    """What every printed report and screen header shows about an event."""

    id: str
    name: str
    game: str
    date: str
    profile: Profile = Profile.MTG
    current_round: int = 0
    #: The audit head's short hash printed in every report's footer (issue 10 §5).
    seal: str = ""
    archived: bool = False
