"""Penalty ladder (Kódem 6.7-P6 / 6.7-G16): what is suggested for a repeated infraction."""

from __future__ import annotations

import pytest

from judge_app.games import game_info, known_games
from judge_app.rulebooks import is_valid_section
from judge_app.tournament.model import Penalty, PenaltyKind
from judge_app.tournament.penalties import LADDER, suggest_next
from judge_app.violations import Citation

# Kódem's penalty policy: 6.7-G16 for forgotten descanso updates, 6.7-P6 for the rest.
REPEATED_DESCANSOS, REPEATED_RESTRICTIONS = (
    rule.citation for rule in game_info("kodem").penalties.repeated)

P1 = Citation("kodem-5.0", "6.7-P1")
G16 = Citation("kodem-5.0", "6.7-G16")


def _pen(kind: PenaltyKind, infraction: str = "Ataque ignorando una restricción",
         citation: Citation = P1, player: str = "P7", rnd: int = 1) -> Penalty:
    return Penalty(player, rnd, infraction, kind, citation)


def test_ladder_is_every_kind_mildest_first() -> None:
    assert set(LADDER) == set(PenaltyKind) and len(LADDER) == len(PenaltyKind)
    assert LADDER[0] is PenaltyKind.CAUTION and LADDER[-1] is PenaltyKind.DISQUALIFICATION
    # cli.md: "caution, warning, turn_loss, card_to_extinction, game_loss, match_loss,
    # disqualification — the ladder of Kódem 6.7-P6"
    assert LADDER == (PenaltyKind.CAUTION, PenaltyKind.WARNING, PenaltyKind.TURN_LOSS,
                      PenaltyKind.CARD_TO_EXTINCTION, PenaltyKind.GAME_LOSS,
                      PenaltyKind.MATCH_LOSS, PenaltyKind.DISQUALIFICATION)


def test_cited_sections_exist() -> None:
    for c in (REPEATED_RESTRICTIONS, REPEATED_DESCANSOS):
        assert is_valid_section(c.rulebook, c.section)


def test_nothing_repeats_nothing_suggested() -> None:
    assert suggest_next([], "Ataque ignorando una restricción", P1) is None
    other = _pen(PenaltyKind.WARNING, "Mazo ilegal", Citation("kodem-5.0", "4"))
    assert suggest_next([other], "Ataque ignorando una restricción", P1) is None
    assert suggest_next([]) is None


def test_each_repeat_climbs_one_step_by_section() -> None:
    history: list[Penalty] = []
    given = []
    for _ in range(len(LADDER) + 1):
        s = suggest_next(history, "texto distinto cada vez", P1)
        kind = PenaltyKind.CAUTION if s is None else s.kind
        given.append(kind)
        history.append(_pen(kind, citation=P1))
    assert given == [*LADDER, PenaltyKind.DISQUALIFICATION]


def test_same_text_counts_even_with_another_section() -> None:
    history = [_pen(PenaltyKind.CARD_TO_EXTINCTION, "Ataque ignorando una restricción", P1)]
    s = suggest_next(history, "  ATAQUE ignorando una restriccion. ",
                     Citation("kodem-5.0", "6.5"))
    assert s is not None and s.kind is PenaltyKind.GAME_LOSS
    assert s.citation == REPEATED_RESTRICTIONS
    assert s.previous == tuple(history)
    assert "2.ª vez" in s.reason_es and "carta en Extinción" in s.reason_es
    assert "2nd time" in s.reason_en and "game loss" in s.reason_en


def test_highest_earlier_step_decides() -> None:
    history = [_pen(PenaltyKind.WARNING), _pen(PenaltyKind.CAUTION)]
    s = suggest_next(history, citation=P1)
    assert s is not None and s.kind is PenaltyKind.TURN_LOSS
    assert "3.ª vez" in s.reason_es


def test_anchor_matches_bare_section() -> None:
    history = [_pen(PenaltyKind.CAUTION, "a", Citation("kodem-5.0", "5/batalla"))]
    s = suggest_next(history, "b", Citation("kodem-5.0", "5"))
    assert s is not None and s.kind is PenaltyKind.WARNING


def test_forgotten_descansos_cite_g16() -> None:
    history = [_pen(PenaltyKind.CAUTION, "Olvidó actualizar descansos", G16)]
    s = suggest_next(history, "Olvidó actualizar descansos")
    assert s is not None and s.citation == REPEATED_DESCANSOS
    assert "6.7-G16" in s.reason_es and "descansos" in s.reason_es
    # recognised by the text too, whatever section the judge cited
    history = [_pen(PenaltyKind.WARNING, "olvido actualizar los descansos",
                    Citation("kodem-5.0", "5.1"))]
    s = suggest_next(history, "Olvido actualizar los descansos")
    assert s is not None and s.citation == REPEATED_DESCANSOS
    assert s.kind is PenaltyKind.TURN_LOSS


def test_without_infraction_repeats_the_latest() -> None:
    history = [_pen(PenaltyKind.CAUTION, "Mazo ilegal", Citation("kodem-5.0", "4")),
               _pen(PenaltyKind.CAUTION)]
    s = suggest_next(history)
    assert s is not None and s.kind is PenaltyKind.WARNING
    assert [p.infraction for p in s.previous] == ["Ataque ignorando una restricción"]


def test_disqualification_stays_and_says_so() -> None:
    s = suggest_next([_pen(PenaltyKind.DISQUALIFICATION)], citation=P1)
    assert s is not None and s.kind is PenaltyKind.DISQUALIFICATION
    assert "ya tiene una descalificación" in s.reason_es


def test_mixed_players_refused() -> None:
    with pytest.raises(ValueError, match="mixes players P7, P8"):
        suggest_next([_pen(PenaltyKind.CAUTION), _pen(PenaltyKind.CAUTION, player="P8")])


# --- each game's penalty policy (issue 11 §6) -----------------------------------------------

TURNO = Citation("totems", "turno")


def test_a_game_without_a_penalty_chapter_cites_the_rule_it_broke() -> None:
    assert game_info("totems").penalties.repeated == ()  # Tótems has no penalty chapter
    history = [_pen(PenaltyKind.CAUTION, "Dos acciones en el turno", TURNO)]
    s = suggest_next(history, "Dos acciones en el turno", TURNO)
    assert s is not None and s.kind is PenaltyKind.WARNING
    assert s.citation == TURNO  # never Kódem's 6.7-P6
    assert "escalera general" in s.reason_es and "general ladder" in s.reason_en
    # by text only, the repeated penalty's own citation
    s = suggest_next(history, "dos acciones en el turno")
    assert s is not None and s.citation == TURNO


def test_the_event_games_policy_wins_over_the_cited_rulebook() -> None:
    history = [_pen(PenaltyKind.CAUTION)]
    kodem = suggest_next(history, citation=P1, policy=game_info("kodem").penalties)
    general = suggest_next(history, citation=P1, policy=game_info("totems").penalties)
    assert kodem is not None and kodem.citation == REPEATED_RESTRICTIONS
    assert general is not None and general.citation == P1


def test_sections_a_game_lets_cite_the_same_rule_count_as_one_infraction() -> None:
    history = [_pen(PenaltyKind.CAUTION, "a", Citation("codigos", "acciones"))]
    s = suggest_next(history, "b", Citation("codigos", "codigo-expuesto"))
    assert s is not None and s.kind is PenaltyKind.WARNING
    assert suggest_next(history, "b", Citation("codigos", "soldado")) is None


def test_every_games_policy_cites_real_sections_of_its_own_rulebook() -> None:
    for key in known_games():
        for rule in game_info(key).penalties.repeated:
            assert rule.citation.rulebook == game_info(key).rulebook
            assert is_valid_section(rule.citation.rulebook, rule.citation.section)
            assert rule.es and rule.en


def test_the_service_suggests_with_the_events_game(sqlite_url: str) -> None:
    from judge_app.storage.service import EventService

    svc = EventService(sqlite_url)
    for game, cite, expected in (("totems", TURNO, TURNO),
                                 ("kodem", P1, REPEATED_RESTRICTIONS)):
        ev = svc.create_event(f"Liga {game}", game, date="2025-06-01").id
        svc.add_player(ev, "Ana", player_id="P1")
        svc.add_penalty(ev, "P1", "Infracción", "caution", cite)
        s = svc.suggest_penalty(ev, "P1", "Infracción", cite)
        assert s is not None and s.citation == expected, game
