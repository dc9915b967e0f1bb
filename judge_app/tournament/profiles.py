"""The registry of tiebreaker profiles: each profile fixes an event's scoring and its tiebreakers.

An event's match points are not a setting of their own: the profile decides them, so
the standings, the pairing's score groups, the reports and ``standings --json`` can
never disagree. ``mtg``, ``pokemon`` and the ``buchholz`` profiles score 3 a win, 1 a
draw, 0 a loss (cli.md's match points, MTR appendix C, Play! Pokémon); the ``chess``
profiles (Buchholz tiebreakers too) score as chess does, 1 a win, ½ a draw, 0 a loss
(issue 14). ``buchholz`` keeps cli.md's 3/1/0 so that an event created before the chess
profiles existed keeps its standings. A bye is worth a win in every profile (1 point in
chess-style events: the FIDE rule for a pairing-allocated bye, C.04.1.c).

A profile the registry does not know is refused (:func:`profile_of`), never replaced
by another one.

Points are exact (:class:`fractions.Fraction`) and printed one way per medium:
``1½`` for a person (reports, the window, the command line's table), ``1.5`` for a
machine (``--json`` gives the number, CSV the decimal, ``1,5`` with a Spanish
spreadsheet's ``;``).

>>> scoring_of("chess").points(wins=2, draws=1)
Fraction(5, 2)
>>> scoring_of("buchholz").points(wins=2, draws=1)
Fraction(7, 1)
>>> format_points(Fraction(5, 2)), format_points(Fraction(1, 2)), format_points(Fraction(9))
('2½', '½', '9')
>>> points_number(Fraction(5, 2)), points_number(Fraction(9))
(2.5, 9)
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from judge_app.tournament.messages import Refusal
from judge_app.tournament.model import PROFILE_TITLES, Profile

#: Match points as the core hands them out: exact, so ½ stays ½ (an ``int`` reads as whole points).
Points = Fraction | int


@dataclass(frozen=True)
class Scoring:
    """Match points of each result, as whole *units* of ``1/unit`` point (exact, fast to add).

    A late entry's missed rounds and a double loss are losses (0 points).
    """

    win: int
    draw: int
    bye: int
    unit: int = 1

    def points(self, wins: int = 0, draws: int = 0, byes: int = 0) -> Fraction:
        """The match points of ``wins`` (byes excluded), ``draws`` and ``byes``.

        >>> MATCH_POINTS.points(wins=2, draws=1, byes=1)
        Fraction(10, 1)
        """
        return Fraction(self.units(wins, draws, byes), self.unit)

    def units(self, wins: int = 0, draws: int = 0, byes: int = 0) -> int:
        """The same points counted in units (integers, for sums and pairing costs)."""
        return self.win * wins + self.draw * draws + self.bye * byes

    @property
    def name(self) -> str:
        """How the scale is called: ``3-1-0`` or ``1-½-0``."""
        return "-".join(format_points(Fraction(u, self.unit)) for u in (self.win, self.draw, 0))


#: 3 a win or bye, 1 a draw, 0 a loss (cli.md, MTR appendix C, Play! Pokémon).
MATCH_POINTS = Scoring(win=3, draw=1, bye=3)
#: 1 a win or bye, ½ a draw, 0 a loss (chess), counted in half points.
CHESS_POINTS = Scoring(win=2, draw=1, bye=2, unit=2)


@dataclass(frozen=True)
class ProfileRule:
    """What a profile fixes: its scoring, its tiebreaker keys in ranking order (each one of
    :data:`judge_app.tournament.tiebreakers.TIEBREAKERS`) and whether two players still tied
    on everything are ordered by their match (Play! Pokémon's head-to-head). Its name for a
    person is :data:`judge_app.tournament.model.PROFILE_TITLES`."""

    scoring: Scoring
    tiebreakers: tuple[str, ...]
    head_to_head: bool = False


#: Every profile the core knows. The standings, pairing and reports look a profile up here;
#: one missing from this table is refused, never computed as another. A new one is
#: :func:`register_profile` (its tiebreakers come from the registry of tiebreakers).
PROFILE_RULES: dict[Profile, ProfileRule] = {
    Profile.MTG: ProfileRule(MATCH_POINTS, ("omw", "gw", "ogw")),
    Profile.POKEMON: ProfileRule(MATCH_POINTS, ("winp", "oppwp", "oppoppwp"), head_to_head=True),
    Profile.BUCHHOLZ: ProfileRule(MATCH_POINTS, ("buchholz", "sb")),
    Profile.BUCHHOLZ_CUT1: ProfileRule(MATCH_POINTS, ("buchholz_cut1", "buchholz", "sb")),
    Profile.BUCHHOLZ_MEDIAN: ProfileRule(MATCH_POINTS, ("buchholz_median", "buchholz", "sb")),
    Profile.CHESS: ProfileRule(CHESS_POINTS, ("buchholz", "sb")),
    Profile.CHESS_CUT1: ProfileRule(CHESS_POINTS, ("buchholz_cut1", "buchholz", "sb")),
    Profile.CHESS_MEDIAN: ProfileRule(CHESS_POINTS, ("buchholz_median", "buchholz", "sb")),
}


def register_profile(key: str, rule: ProfileRule, title: tuple[str, str]) -> Profile:
    """Add a tiebreaker profile named ``key`` (``Profile(key)`` finds it from then on: the
    CLI's ``--tiebreakers``, an event's stored profile, the window's list), called ``title``
    (Spanish, English); every key of ``rule.tiebreakers`` must be a registered tiebreaker.
    Returns the profile."""
    from judge_app.tournament.tiebreakers import tiebreaker

    for tb in rule.tiebreakers:
        tiebreaker(tb)  # an unknown key is refused here, not when the standings are asked
    key = key.strip().lower()
    try:
        profile = Profile(key)
    except ValueError:
        profile = _new_member(key)
    PROFILE_RULES[profile] = rule
    PROFILE_TITLES[profile] = title
    return profile


def forget_profile(key: str) -> None:
    """Take a profile added by :func:`register_profile` away again (tests)."""
    profile = Profile(key)
    PROFILE_RULES.pop(profile, None)
    PROFILE_TITLES.pop(profile, None)
    name = profile.name
    if name in Profile._member_names_:
        Profile._member_names_.remove(name)
    Profile._member_map_.pop(name, None)
    Profile._value2member_map_.pop(key, None)


def _new_member(key: str) -> Profile:
    """A member added to :class:`Profile` (an enum fixes its members when it is made; this
    is what ``aenum.extend_enum`` does for the same reason)."""
    name = key.upper().replace("-", "_")
    member = str.__new__(Profile, key)
    member._name_ = name
    member._value_ = key
    vars(member)["__objclass__"] = Profile  # what Enum sets on its own members
    Profile._member_map_[name] = member
    Profile._value2member_map_[key] = member
    Profile._member_names_.append(name)
    return member


def profile_title(profile: Profile | str, lang: str = "es") -> str:
    """A profile's name for a person, in Spanish (``es``) or English (``en``)."""
    return PROFILE_TITLES[profile_of(profile)][1 if lang == "en" else 0]


def profile_of(value: Profile | str) -> Profile:
    """The registered profile named ``value`` (any case, spaces around); a :class:`Refusal`
    naming the known ones otherwise.

    >>> profile_of(" Buchholz ")
    <Profile.BUCHHOLZ: 'buchholz'>
    >>> try:
    ...     profile_of("swiss")
    ... except Refusal as exc:
    ...     print(exc.message("es"))  # doctest: +ELLIPSIS
    perfil de desempate desconocido 'swiss' (se conocen: mtg, pokemon, buchholz, ...)
    """
    if isinstance(value, Profile) and value in PROFILE_RULES:
        return value
    text = str(value).strip().lower()
    known = ", ".join(p.value for p in PROFILE_RULES)
    for profile in PROFILE_RULES:
        if profile.value == text:
            return profile
    raise Refusal(f"unknown tiebreaker profile {str(value)!r} (known: {known})",
                  f"perfil de desempate desconocido {str(value)!r} (se conocen: {known})")


def rule_of(profile: Profile | str) -> ProfileRule:
    """The scoring and tiebreakers of a registered profile (:func:`profile_of` refuses others)."""
    return PROFILE_RULES[profile_of(profile)]


def scoring_of(profile: Profile | str) -> Scoring:
    """The match points of a registered profile's events."""
    return rule_of(profile).scoring


def as_points(value: Points) -> Fraction:
    """``value`` as an exact :class:`~fractions.Fraction` (an ``int`` is whole points)."""
    return value if isinstance(value, Fraction) else Fraction(value)


def format_points(value: Points) -> str:
    """Points for a person: whole numbers as they are, a half as ``½`` (``1½``, ``½``).

    Any other fraction (no profile gives one today) is written as a decimal.

    >>> format_points(3), format_points(Fraction(7, 2)), format_points(Fraction(-1, 2))
    ('3', '3½', '-½')
    """
    v = as_points(value)
    if v.denominator == 1:
        return str(v.numerator)
    if v.denominator == 2:
        whole = abs(v.numerator) // 2
        sign = "-" if v < 0 else ""
        return f"{sign}{whole or ''}½"
    return decimal_points(v)


def decimal_points(value: Points, comma: bool = False) -> str:
    """Points for a machine or a spreadsheet: ``3``, ``1.5`` (``1,5`` with ``comma``).

    >>> decimal_points(Fraction(3, 2)), decimal_points(Fraction(3, 2), comma=True)
    ('1.5', '1,5')
    >>> decimal_points(Fraction(1, 3))
    '0.3333'
    """
    v = as_points(value)
    if v.denominator == 1:
        return str(v.numerator)
    text = f"{float(round(v, 4)):.4f}".rstrip("0").rstrip(".")
    return text.replace(".", ",") if comma else text


def points_number(value: Points) -> int | float:
    """Points as a JSON number: an integer when whole (``9``), else a decimal (``1.5``)."""
    v = as_points(value)
    return v.numerator if v.denominator == 1 else float(v)
