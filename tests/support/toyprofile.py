"""A toy tiebreaker and a toy profile naming it, registered from here alone (issue 21 §2):
what tests/tournament/test_toy_profile.py and tests/ui/test_ui_toy_profile.py add to prove
that a profile is data — nothing outside this file names them."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from judge_app.tournament.model import Profile
from judge_app.tournament.profiles import (
    MATCH_POINTS,
    ProfileRule,
    forget_profile,
    register_profile,
)
from judge_app.tournament.tiebreakers import (
    TIEBREAKERS,
    Ratio,
    StandingsData,
    Tiebreaker,
    register_tiebreaker,
)

TOY = "toy-games"


def _games_won(data: StandingsData) -> dict[str, Ratio]:
    """The toy tiebreaker: game points won (3 a game, 1 a drawn game), a whole number."""
    return {pid: (t.game_points, 1) for pid, t in data.tallies.items()}


@contextmanager
def toy_profile() -> Iterator[Profile]:
    """The toy tiebreaker ``games_won`` and the profile ``toy-games`` ranking by it, then by
    Buchholz; both taken away again at the end."""
    register_tiebreaker(Tiebreaker(
        "games_won", ("Juegos", "Games"),
        ("puntos de juego ganados", "game points won"), _games_won))
    profile = register_profile(TOY, ProfileRule(MATCH_POINTS, ("games_won", "buchholz")),
                               ("Juguete: juegos ganados, Buchholz", "Toy: games won, Buchholz"))
    try:
        yield profile
    finally:
        forget_profile(TOY)
        TIEBREAKERS.pop("games_won", None)
