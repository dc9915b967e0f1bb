"""The coverage table (``judge-app rules coverage``): one status per section, and no claim
of a check that the sample it names does not show.

The core (:mod:`judge_app.coverage`) names no game: each game declares its coverage in its
own folder (``<game>/coverage.py``), as the toy game of the tests does.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from judge_app.cli import main
from judge_app.coverage import (
    STATUSES,
    Check,
    Checked,
    CoverageError,
    NotFromLog,
    coverage_of,
    coverage_table,
    table_of,
    verify,
)
from judge_app.games import GameInfo, game_for_rulebook, rulebook_infos
from judge_app.rulebooks import get_rulebook
from tests.support import toygame

BOOKS = [info.id for info in rulebook_infos()]


@pytest.mark.parametrize("book", BOOKS)
def test_every_section_of_the_index_has_exactly_one_status(book: str) -> None:
    table = coverage_table(book)
    assert [row.section for row in table.rows] == [s.id for s in get_rulebook(book)]
    for row in table.rows:
        assert row.status in STATUSES
        assert bool(row.checks) == (row.status == "checked"), row.section
        assert (row.why("es") is not None) == (row.status == "not from a log"), row.section
        if row.status == "not from a log":
            assert row.why("es") and row.why("en") and "\n" not in (row.why("en") or "")
    assert sum(table.counts().values()) == len(table.rows)


@pytest.mark.parametrize("book", BOOKS)
def test_every_checked_row_is_shown_flagged_by_its_sample(book: str) -> None:
    """The table cannot lie: each check's sample lists the section at its event in the
    ``.expected.json``, and replaying the sample flags it there."""
    assert verify(coverage_table(book)) == []


def _game(book: str) -> GameInfo:
    info = game_for_rulebook(book)
    assert info is not None
    return info


def test_a_check_its_sample_does_not_show_is_caught() -> None:
    info = _game("totems")
    wrong_event = Checked("escudo", (Check("x", "x", "attack-violations.json", 16),))
    wrong_section = Checked("ojo", (Check("x", "x", "attack-violations.json", 15),))
    missing = Checked("suma", (Check("x", "x", "no-such-sample.json", 1),))
    problems = verify(table_of(info, "totems", (wrong_event, wrong_section, missing)))
    assert len(problems) == 5, problems
    assert any("§escudo" in p and "replaying attack-violations.json" in p for p in problems)
    assert any("§ojo" in p and "lists no §ojo at event 15" in p for p in problems)
    assert any("no-such-sample.json" in p for p in problems)


def test_a_finer_anchor_shows_its_section_but_a_neighbour_does_not() -> None:
    from judge_app.coverage import names_section

    assert names_section("5/batalla", "5") and names_section("6.7-G4", "6.7-G4")
    assert not names_section("5.1", "5") and not names_section("acciones", "codigo-expuesto")


def test_data_naming_an_unknown_or_repeated_section_is_refused_with_its_place() -> None:
    info = _game("totems")
    with pytest.raises(CoverageError, match=r"here: no section 'espadas'.*espada"):
        table_of(info, "totems", (NotFromLog("espadas", "a", "b"),), "here")
    twice = (NotFromLog("objetivo", "a", "b"), NotFromLog("objetivo", "c", "d"))
    with pytest.raises(CoverageError, match="'objetivo' is listed twice"):
        table_of(info, "totems", twice)
    with pytest.raises(CoverageError, match="needs a why"):
        table_of(info, "totems", (NotFromLog("objetivo", "a", " "),))
    with pytest.raises(CoverageError, match="names its checks"):
        Checked("turno", ())


def test_a_section_the_data_does_not_mention_is_not_yet() -> None:
    table = table_of(_game("totems"), "totems", ())
    assert {row.status for row in table.rows} == {"not yet"}


@pytest.fixture
def toy() -> Iterator[GameInfo]:
    with toygame.registered() as info:
        yield info


def test_a_game_declares_its_coverage_in_its_own_folder(
    toy: GameInfo, capsys: pytest.CaptureFixture[str]
) -> None:
    table = coverage_table(toy.rulebook)
    assert [(row.section, row.status) for row in table.rows] == [
        ("objetivo", "not from a log"), ("turno", "checked"), ("sanciones", "not yet")]
    assert verify(table) == []
    assert main(["rules", "coverage", toy.rulebook, "--json", "--lang", "en"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["sections"][1]["checks"] == ["More than three points in a turn."]
    assert data["sections"][1]["samples"][0].endswith("toygame/samples/too-many.json")


def test_a_game_without_coverage_data_has_every_section_not_yet() -> None:
    _info, entries = coverage_of("totems")
    assert entries  # Juez's games declare theirs
    with pytest.raises(KeyError):
        coverage_of("no-such-book")


def test_cli_json_follows_the_contract(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "coverage", "totems", "--json", "--lang", "en"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["rulebook"] == "totems"
    assert [s["section"] for s in data["sections"]] == [s.id for s in get_rulebook("totems")]
    keys = {"section", "title", "status", "checks", "samples", "why"}
    assert all(keys <= set(s) for s in data["sections"])
    escudo = next(s for s in data["sections"] if s["section"] == "escudo")
    assert escudo["status"] == "checked" and escudo["why"] is None
    assert escudo["samples"] == ["resources/samples/totems/attack-violations.json"]
    assert escudo["evidence"][0]["seq"] == 15
    objetivo = next(s for s in data["sections"] if s["section"] == "objetivo")
    assert objetivo["status"] == "not from a log" and objetivo["checks"] == []
    assert "fin-de-la-partida" in objetivo["why"]


def test_cli_text_in_spanish_and_english(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "coverage", "totems", "--lang", "es"]) == 0
    spanish = capsys.readouterr().out
    assert "comprobada" in spanish and "secciones:" in spanish and "evento 15" in spanish
    assert main(["rules", "coverage", "totems", "--lang", "en"]) == 0
    english = capsys.readouterr().out
    assert "checked" in english and "sections:" in english and "event 15" in english


def test_cli_unknown_rulebook_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "coverage", "totem"]) == 2
    assert "did you mean totems" in capsys.readouterr().err
