"""The rules the event window used to work out itself, decided here: the window only asks.

Which service call a result is (a first entry or an audited correction), whether
the top cut has begun, the cut sizes the players fill and the one suggested, the
seeds, the next table still playing, the Swiss match points before a round, the
name of a bracket round, whether a round can be paired again, and whether a
correction reaches into a top cut already seeded. Everything is a function of
the event's data (no database, no Qt), so the CLI, the window and the tests get
the same answer.

>>> from judge_app.tournament.model import GameScore as S, MatchRecord as M
>>> round2 = [M(2, 1, "A", "B", S(2, 0)), M(2, 2, "C", "D"), M(2, 3, "E", None),
...           M(2, 4, "F", "G")]
>>> next_open_table(round2, 2), next_open_table(round2, 4), next_open_table(round2[:1], 0)
(4, 2, None)
>>> result_call(None, round_no=2, current_round=2), result_call(S(2, 0), 2, 2)
('record', 'correct')
>>> top_cut_started(last_swiss_round=5, current_round=6), suggested_cut(64, 60)
(True, 8)
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from fractions import Fraction
from typing import Literal, Protocol

from judge_app.tournament.model import GameScore, MatchRecord, Player
from judge_app.tournament.profiles import MATCH_POINTS, Scoring
from judge_app.tournament.standings import points_before
from judge_app.tournament.structure import early_cut_warning, suggest_structure
from judge_app.tournament.topcut import CUT_SIZES, round_name, seeds_of
from judge_app.tournament.topcut import final_title as final_title  # the window asks here

#: ``record``: the first result of a table of the current round; ``correct``: any other
#: change (a result already in, a past round, an undo that clears one), audited as such.
ResultCall = Literal["record", "correct"]

#: A cut the suggestion table leaves out (a small event) falls back to the largest cut
#: up to this size the players fill.
FALLBACK_CUT = 8


def top_cut_started(last_swiss_round: int, current_round: int) -> bool:
    """Whether the rounds paired go past the Swiss: a top cut has begun.

    >>> top_cut_started(0, 0), top_cut_started(5, 5), top_cut_started(5, 7)
    (False, False, True)
    """
    return last_swiss_round < current_round


def can_start_top_cut(last_swiss_round: int, current_round: int) -> bool:
    """A top cut starts after at least one Swiss round, and only once.

    >>> can_start_top_cut(0, 0), can_start_top_cut(3, 3), can_start_top_cut(3, 4)
    (False, True, False)
    """
    return current_round > 0 and not top_cut_started(last_swiss_round, current_round)


def active_players(players: Iterable[Player]) -> int:
    """Players still in the event (not dropped): the seeds a top cut can take."""
    return sum(not p.dropped for p in players)


def cut_choices(active: int) -> list[int]:
    """The cut sizes ``active`` players can fill.

    >>> cut_choices(1), cut_choices(9), cut_choices(100)
    ([], [2, 4, 8], [2, 4, 8, 16, 32])
    """
    return [c for c in CUT_SIZES if c <= active]


def suggested_cut(registered: int, active: int) -> int:
    """The top cut suggested for the attendance (MTR Appendix E, on the ``registered``
    players), when the ``active`` ones fill it; otherwise the largest cut up to
    :data:`FALLBACK_CUT` they fill (small events the table leaves without a cut);
    0 when no cut is possible.

    >>> suggested_cut(64, 64), suggested_cut(6, 6), suggested_cut(40, 5), suggested_cut(1, 1)
    (8, 4, 4, 0)
    """
    choices = cut_choices(active)
    if not choices:
        return 0
    try:
        suggested = suggest_structure(max(2, registered)).top_cut
    except ValueError:
        suggested = 0
    if suggested in choices:
        return suggested
    return max(c for c in choices if c <= FALLBACK_CUT)


def early_cut(registered: int, last_swiss_round: int) -> tuple[str, str] | None:
    """(Spanish, English) warning when the cut comes before the suggested Swiss rounds."""
    return early_cut_warning(registered, last_swiss_round)


def seeds(first_top_round: Sequence[MatchRecord]) -> dict[str, int]:
    """Player id → seed (1 the best of the Swiss), read from the first bracket round.

    >>> from judge_app.tournament.model import MatchRecord as M
    >>> seeds([M(4, 1, "A", "D"), M(4, 2, "B", "C")])
    {'A': 1, 'B': 2, 'C': 3, 'D': 4}
    >>> seeds([])
    {}
    """
    if not first_top_round:
        return {}
    return {pid: i + 1 for i, pid in enumerate(seeds_of(first_top_round)) if pid}


def next_open_table(matches: Iterable[MatchRecord], after: int,
                    done: Collection[int] = ()) -> int | None:
    """The first table after ``after`` (wrapping round) of a round's ``matches`` still
    without a result (the bye has none to enter); ``None`` once every result is in.
    ``done``: tables counted as in although ``matches`` does not have them yet (a result
    just typed, still being written: the entry line moves on without waiting for it).

    >>> from judge_app.tournament.model import MatchRecord as M
    >>> round_ = [M(1, t, f"A{t}", f"B{t}", None) for t in (1, 2, 3)]
    >>> next_open_table(round_, 2), next_open_table(round_, 3, done={1})
    (3, 2)
    """
    open_tables = sorted(m.table for m in matches
                         if not m.is_bye and m.score is None and m.table not in done)
    if not open_tables:
        return None
    return next((t for t in open_tables if t > after), open_tables[0])


def swiss_points_before(matches: Iterable[MatchRecord], last_swiss_round: int,
                        round_no: int, scoring: Scoring = MATCH_POINTS) -> dict[str, Fraction]:
    """Match points each player brings into ``round_no`` in the event's ``scoring``: the
    Swiss ones (a top-cut win adds none).

    >>> from judge_app.tournament.model import GameScore as S, MatchRecord as M
    >>> points = swiss_points_before([M(1, 1, "A", "B", S(2, 0)), M(2, 1, "A", "B", S(2, 0))],
    ...                              1, 3)
    >>> points == {'A': 3, 'B': 0}
    True
    """
    return points_before([m for m in matches if m.round <= last_swiss_round], round_no,
                         scoring)


def is_bracket_round(round_no: int, last_swiss_round: int) -> bool:
    """Whether ``round_no`` is a top-cut round (after the last Swiss one)."""
    return round_no > last_swiss_round


def stage_name(round_no: int, last_swiss_round: int, tables: int, lang: str = "es") -> str:
    """A bracket round's name ("Final", "Cuartos de final") from its tables; "" for Swiss.

    >>> stage_name(4, 3, 4, "en"), stage_name(5, 3, 1), stage_name(2, 3, 8)
    ('Quarterfinals', 'Final', '')
    """
    if not is_bracket_round(round_no, last_swiss_round):
        return ""
    return round_name(2 * tables, lang)


def can_repair(round_matches: Iterable[MatchRecord], round_no: int, current_round: int) -> bool:
    """A round is paired again only while it is the current one and no result is in.

    >>> from judge_app.tournament.model import GameScore as S, MatchRecord as M
    >>> can_repair([M(2, 1, "A", "B"), M(2, 2, "C", None)], 2, 2)
    True
    >>> can_repair([M(2, 1, "A", "B", S(1, 0))], 2, 2), can_repair([M(1, 1, "A", "B")], 1, 2)
    (False, False)
    """
    return round_no == current_round and all(m.is_bye or m.score is None
                                             for m in round_matches)


def result_call(before: GameScore | None, round_no: int, current_round: int, *,
                clearing: bool = False) -> ResultCall:
    """Which service call writes a result at a table of ``round_no`` that held ``before``:
    ``record`` for the first result of the current round, ``correct`` (audited with the
    value before) for a result already in, a past round, or clearing one (``clearing``).

    >>> from judge_app.tournament.model import GameScore as S
    >>> result_call(None, 3, 3), result_call(None, 2, 3), result_call(S(2, 1), 3, 3)
    ('record', 'correct', 'correct')
    >>> result_call(None, 3, 3, clearing=True)
    'correct'
    """
    if before is None and not clearing and round_no == current_round:
        return "record"
    return "correct"


def result_round(shown_round: int, current_round: int, *, correcting: bool = False) -> int:
    """The round a typed result goes to: the current one, whatever round is on screen,
    unless the judge chose to correct a result of the round shown (F2, a double-click).

    A scorekeeper who looked at round 1 and then typed the slips of round 3 meant round 3:
    the entry line never writes into an earlier round by itself (issue 23 §6).

    >>> result_round(1, 3), result_round(1, 3, correcting=True), result_round(3, 3)
    (3, 1, 3)
    """
    return shown_round if correcting and shown_round else current_round


def unchanged(before: GameScore | None, score: GameScore | None) -> bool:
    """Whether writing ``score`` over ``before`` changes nothing: no write, no confirmation
    ("replace 2-1 with 2-1" is not a question to ask).

    >>> from judge_app.tournament.model import GameScore as S
    >>> unchanged(S(2, 1), S(2, 1)), unchanged(S(2, 1), S(1, 2)), unchanged(None, S(2, 0))
    (True, False, False)
    """
    return before is not None and score is not None and before == score


def seat_mismatch(round_matches: Iterable[MatchRecord], player: str, table: int) -> int | None:
    """Check a penalty's ``table`` against the pairings: ``None`` when ``player`` sits at
    ``table`` in the round (or no table was given: 0), else the table they do sit at — 0
    when they have the bye or no seat in that round. A penalty written at another player's
    table misleads whoever reads the report (issue 23 §10).

    >>> from judge_app.tournament.model import MatchRecord as M
    >>> r = [M(2, 1, "A", "B"), M(2, 2, "C", "D"), M(2, 3, "E", None)]
    >>> seat_mismatch(r, "D", 2), seat_mismatch(r, "D", 1), seat_mismatch(r, "D", 0)
    (None, 2, None)
    >>> seat_mismatch(r, "E", 3), seat_mismatch(r, "Z", 1)
    (0, 0)
    """
    if not table:
        return None
    for m in round_matches:
        if player in (m.p1, m.p2):
            if m.is_bye:
                return 0
            return None if m.table == table else m.table
    return 0


def player_table(round_matches: Iterable[MatchRecord], player: str) -> int:
    """The table ``player`` sits at in the round (0: the bye, or no seat): the penalty form
    fills it in once the player is chosen.

    >>> from judge_app.tournament.model import MatchRecord as M
    >>> player_table([M(2, 4, "A", "B"), M(2, 5, "C", None)], "B"), player_table([], "B")
    (4, 0)
    """
    return next((m.table for m in round_matches
                 if player in (m.p1, m.p2) and not m.is_bye), 0)


def final_places(bracket: Sequence[Sequence[MatchRecord]], champion: str | None,
                 swiss_order: Sequence[str]) -> dict[str, tuple[int, int]]:
    """Once a top cut has its champion: player id → (final place, players left in the round
    they lost — 1 for the champion, 0 outside the cut). The champion is 1st, the finalist
    2nd, the semifinalists 3rd, the quarterfinalists 5th…; within a round, by Swiss order
    (their seed); everyone outside the cut follows in Swiss order from cut + 1. Empty while
    the bracket is still played (the standings stay the Swiss ones): after the top cut the
    standings show who won, not the champion 5th (issue 23 §3).

    >>> from judge_app.tournament.model import GameScore as S, MatchRecord as M
    >>> semis = [M(4, 1, "A", "D", S(0, 2)), M(4, 2, "B", "C", S(2, 1))]
    >>> final = [M(5, 1, "D", "B", S(2, 0))]
    >>> places = final_places([semis, final], "D", ["A", "B", "C", "D", "E"])
    >>> [(pid, places[pid]) for pid in sorted(places, key=lambda p: places[p])]
    [('D', (1, 1)), ('B', (2, 2)), ('A', (3, 4)), ('C', (3, 4)), ('E', (5, 0))]
    """
    if champion is None or not bracket:
        return {}
    order = {pid: i for i, pid in enumerate(swiss_order)}
    reached: dict[str, int] = {champion: 1}
    for matches in bracket:
        left = 2 * len(matches)
        for m in matches:
            if m.p2 is None or m.score is None:
                continue
            loser = m.p2 if m.winner_id == m.p1 else m.p1
            reached[loser] = left
    places: dict[str, tuple[int, int]] = {}
    ranked = sorted(reached, key=lambda p: (reached[p], order.get(p, len(order))))
    for pid in ranked:
        left = reached[pid]
        places[pid] = (1 if left == 1 else left // 2 + 1, left)
    place = len(ranked) + 1
    for pid in swiss_order:
        if pid not in places:
            places[pid] = (place, 0)
            place += 1
    return places


def suggested_cut_for(players: Iterable[Player]) -> int:
    """The top cut suggested for the players still in the event: dropped players neither
    fill it nor count towards the attendance it is suggested for (issue 23 §14: "5 rounds
    for 17 players" once one of 17 had dropped).

    >>> from judge_app.tournament.model import Player as P
    >>> field = [P(f"P{i:02d}", "x") for i in range(17)]
    >>> dropped = [P("D01", "x", dropped_after=1)]
    >>> suggested_cut_for(field), suggested_cut_for(field[:16] + dropped)
    (8, 4)
    """
    active = active_players(players)
    return suggested_cut(active, active)


def early_cut_for(players: Iterable[Player], last_swiss_round: int) -> tuple[str, str] | None:
    """(Spanish, English) warning when the cut comes before the Swiss rounds suggested for
    the players still in the event."""
    return early_cut(active_players(players), last_swiss_round)


#: What each tiebreaker profile does, in one line: (Spanish, English).
PROFILE_LINES: dict[str, tuple[str, str]] = {
    "mtg": ("3/1/0; desempata por % de victorias de los rivales, % de partidas ganadas y % "
            "de partidas de los rivales",
            "3/1/0; ties broken by opponents' match-win %, game-win %, opponents' game-win %"),
    "pokemon": ("3/1/0; desempata por % de victorias propio, de los rivales y de los rivales "
                "de los rivales (resistencia)",
                "3/1/0; ties broken by win %, opponents' win %, opponents' opponents' win %"),
    "buchholz": ("3/1/0; desempata por la suma de puntos de los rivales (Buchholz), luego "
                 "Sonneborn–Berger",
                 "3/1/0; ties broken by the sum of the opponents' points (Buchholz), then "
                 "Sonneborn–Berger"),
    "buchholz-cut1": ("3/1/0; Buchholz sin el rival más flojo, luego Buchholz y "
                      "Sonneborn–Berger",
                      "3/1/0; Buchholz without the weakest opponent, then Buchholz and "
                      "Sonneborn–Berger"),
    "buchholz-median": ("3/1/0; Buchholz sin el rival más fuerte ni el más flojo, luego "
                        "Buchholz y Sonneborn–Berger",
                        "3/1/0; Buchholz without the strongest and weakest opponents, then "
                        "Buchholz and Sonneborn–Berger"),
    "chess": ("puntos de ajedrez 1/½/0; desempata por Buchholz, luego Sonneborn–Berger",
              "chess points 1/½/0; ties broken by Buchholz, then Sonneborn–Berger"),
    "chess-cut1": ("puntos de ajedrez 1/½/0; Buchholz sin el rival más flojo",
                   "chess points 1/½/0; Buchholz without the weakest opponent"),
    "chess-median": ("puntos de ajedrez 1/½/0; Buchholz sin el rival más fuerte ni el más "
                     "flojo",
                     "chess points 1/½/0; Buchholz without the strongest and weakest "
                     "opponents"),
}


def profile_choices(game: str, profiles: Sequence[str]) -> list[str]:
    """The tiebreaker profiles in the order the new-event dialog offers them: the game's
    recommended one (its ``GameInfo.tiebreakers``) first, the others as given.

    >>> profile_choices("kodem", ["pokemon", "mtg", "buchholz"])
    ['mtg', 'pokemon', 'buchholz']
    """
    from judge_app.games import game_info

    try:
        wanted = game_info(game).tiebreakers
    except (KeyError, ValueError):
        return list(profiles)
    return [wanted] + [p for p in profiles if p != wanted] if wanted in profiles \
        else list(profiles)


def profile_line(game: str, profile: str, lang: str = "es") -> str:
    """One line on what ``profile`` does, and, for the game's recommended one, why it is.

    >>> profile_line("kodem", "mtg", "en")  # doctest: +ELLIPSIS
    "3/1/0; ties broken by opponents' match-win %, ... — Kódem's rulebook sets no tiebreakers..."
    """
    from judge_app.games import game_info

    en = lang == "en"
    line = PROFILE_LINES.get(profile, ("", ""))[1 if en else 0]
    try:
        info = game_info(game)
    except (KeyError, ValueError):
        return line
    if info.tiebreakers == profile:
        line += " — " + info.tiebreakers_why[1 if en else 0]
    return line


def tiebreaker_text(key: str, value: float | None) -> str:
    """A tiebreaker as the printed standings show it, for the window to show the same
    (``66.67%``, not ``0.6667``; issue 23 §15).

    >>> tiebreaker_text("omw", 0.6667), tiebreaker_text("sb", 4.25)
    ('66.67%', '4.25')
    """
    from judge_app.tournament.tiebreakers import text_of

    return text_of(key, value)


def tiebreaker_header(key: str, lang: str = "es") -> str:
    """A tiebreaker's column header as the printed standings show it (``OMW%``, ``S-B``;
    the key itself for a key no tiebreaker of the registry has).

    >>> tiebreaker_header("oppwp"), tiebreaker_header("buchholz_cut1", "en")
    ('OppWin%', 'Bh Cut-1')
    """
    from judge_app.tournament.tiebreakers import header_of

    return header_of(key, lang)


#: The reports that print a round's pairings: a draft round's say "BORRADOR / DRAFT".
DRAFT_MARKED_REPORTS = frozenset({"pairings", "pairings-by-name", "slips"})


def prints_draft_mark(report_key: str) -> bool:
    """Whether the report ``report_key`` prints the DRAFT mark on a draft round (the window
    asks before printing one, and offers to publish it first).

    >>> prints_draft_mark("slips"), prints_draft_mark("standings")
    (True, False)
    """
    return report_key in DRAFT_MARKED_REPORTS


def correction_reaches_cut(round_no: int, last_swiss_round: int, current_round: int) -> bool:
    """Whether changing a result of ``round_no`` may change who was seeded in a begun top
    cut (a Swiss round, once the cut started): the window shows what it changes first.

    >>> correction_reaches_cut(3, 5, 6), correction_reaches_cut(6, 5, 6)
    (True, False)
    >>> correction_reaches_cut(3, 5, 5)
    False
    """
    return (top_cut_started(last_swiss_round, current_round)
            and not is_bracket_round(round_no, last_swiss_round))


class ResultWriter(Protocol):
    """The two calls of the event service that write a result."""

    def record_result(self, event_id: str, table: int, score: str | GameScore,
                      round_no: int | None = None, *, expected_version: int | None = None
                      ) -> MatchRecord:
        """Enter the first result of a table of the current round."""

    def correct_result(self, event_id: str, round_no: int, table: int,
                       score: str | GameScore | None, *,
                       expected_version: int | None = None) -> MatchRecord:
        """Change (or clear) a result, audited."""


def write_result(service: ResultWriter, event_id: str, round_no: int, current_round: int,
                 table: int, score: GameScore | None, before: GameScore | None
                 ) -> MatchRecord:
    """Write ``score`` (``None``: clear it) at ``table`` of ``round_no`` through the call
    :func:`result_call` picks; the service's refusal (a closed round, a top-cut draw…)
    is raised as it is."""
    call = result_call(before, round_no, current_round, clearing=score is None)
    if call == "record" and score is not None:
        return service.record_result(event_id, table, str(score))
    return service.correct_result(event_id, round_no, table,
                                  None if score is None else str(score))
