"""The Kódem deck check (judge_app/games/kodem/deck.py) against §4, 6.7-G1, 3.3 and 8.2.

Tables are built from the kodem-demo card set, the same one the logs use.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.games.kodem.deck import (
    LIMITED_CARDS,
    check_deck,
    check_deck_file,
    deck_cards,
    normalize_name,
)
from judge_app.logs import LogError, load_cardset
from judge_app.resources import resource_path
from judge_app.violations import Severity
from tests.support.kodem import P1_DECK, P1_MAIN

CARDS = load_cardset("kodem-demo")
ADENDEI = [k for k, v in CARDS.items() if v["type"] == "adendei" and k not in ("zotz",)]
ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "resources" / "samples" / "kodem" / "decks"


def side(**changes: Any) -> dict[str, Any]:
    """The standard table of the logs: 3 + 15 Adendei, 1 Protector, a Bio, 2 Ixim + 2 Rot."""
    data: dict[str, Any] = {"protectors": ["anaya"], "main": list(P1_MAIN),
                            "deck": list(P1_DECK), "bio": "cenote",
                            "equipment": ["savia", "obsidiana", "velo", "jade"], "tokens": []}
    data.update(changes)
    return data


def flags(table: dict[str, Any], variant: str = "standard",
          cards: dict[str, Any] | None = None) -> list[tuple[str, str]]:
    return [(v.section, v.severity.value)
            for v in check_deck(table, cards or CARDS, variant, player="P1")]


def extended_side(extra: list[str] | None = None, size: int = 47) -> dict[str, Any]:
    """3 + 47: three copies of each deck Adendei, then ``extra``, cut to ``size`` cards."""
    names = [*P1_DECK, "mixtli"]
    deck = [f"{d}-{i}:{d}" for d in names for i in (1, 2, 3)]
    extra = extra or []
    deck = deck[:size - len(extra)] + [f"x{i}:{d}" for i, d in enumerate(extra)]
    return side(deck=deck)


# --- standard format --------------------------------------------------------------------
def test_the_logs_table_is_legal() -> None:
    assert flags(side()) == []


@pytest.mark.parametrize("variant", ["standard", "jungla", "cazador", "manada"])
def test_multiplayer_variants_use_the_standard_deck(variant: str) -> None:
    assert flags(side(), variant) == []
    assert flags(side(deck=[*P1_DECK, "itzal-b:itzal"]), variant) == [("6.7-G1", "error")]


@pytest.mark.parametrize(("deck_size", "expected"), [
    (11, [("4", "error")]),            # 14 Adendei
    (12, [("4", "warning")]),          # 15: "ELIGE" allows it, the steps do not
    (14, [("4", "warning")]),          # 17
    (15, []),                          # 18
])
def test_adendei_count_and_the_section_4_inconsistency(
        deck_size: int, expected: list[tuple[str, str]]) -> None:
    assert flags(side(deck=P1_DECK[:deck_size])) == expected


def test_the_warning_cites_both_readings_in_both_languages() -> None:
    [v] = check_deck(side(deck=P1_DECK[:13]), CARDS, "standard", player="P1", seq=0)
    assert v.severity is Severity.WARNING and v.rulebook == "kodem-5.0" and v.seq == 0
    assert v.player == "P1" and v.penalty is None
    for text in (v.message_es, v.message_en):
        assert "15-24" in text and "15-21" in text and "18-24" in text and "16" in text
    assert v.message_es != v.message_en


def test_more_than_24_adendei() -> None:
    deck = [*P1_DECK, "mixtli", "ayotl", "cuauh", "tzinaca", "zaykan", "zotz"]  # 3 + 21 = 24
    assert flags(side(deck=deck)) == []
    deck.append("itzal-2:itzal")
    extra = {**CARDS, "nuevo": {"name": "Nuevo, Carta Extra", "type": "adendei"}}
    assert flags(side(deck=[*deck[:-1], "nuevo"]), cards=extra) == [("4", "error")]


def test_copies_by_id_and_by_printed_name() -> None:
    assert flags(side(deck=[*P1_DECK, "itzal-b:itzal"])) == [("6.7-G1", "error")]
    other_art = {**CARDS, "itzal-alt": {"name": "ITZAL, Brasa  errante", "type": "adendei"}}
    assert flags(side(deck=[*P1_DECK, "itzal-alt"]), cards=other_art) == [("6.7-G1", "error")]
    [v] = check_deck(side(deck=[*P1_DECK, "itzal-b:itzal"]), CARDS, "standard")
    # the printed name, twice; the deck file's ids are not the judge's words (issue 23 §11)
    assert "Itzal, Brasa Errante" in v.message_en and "2 veces" in v.message_es
    assert "itzal-b" not in v.message_es


def test_a_copied_protector_or_equipment_is_a_copy_too() -> None:
    assert flags(side(protectors=["anaya", "anaya-2:anaya"])) == [("6.7-G1", "error")]
    equipment = ["savia", "savia-2:savia", "jade"]
    assert flags(side(equipment=equipment)) == [("6.7-G1", "error")]


def test_tokens_are_any_number_and_never_copies() -> None:
    assert flags(side(tokens=["l1:lobezno", "l2:lobezno", "l3:lobezno"])) == []
    assert flags(side(tokens=["savia-t:savia"])) == [("4", "error")]


def test_rava() -> None:
    assert flags(side(deck=["tonatiuh", "atl", *P1_DECK])) == []
    extra = {**CARDS, "rava3": {"name": "Tercer Rava", "type": "rava"}}
    assert flags(side(deck=["tonatiuh", "atl", "rava3", *P1_DECK]), cards=extra) == [
        ("4", "error")]
    # 3.3: never in the Zona Principal at the start (and the slot is not an Adendei)
    assert flags(side(main=["tonatiuh", "tlalo", "nahui"], deck=[*P1_DECK, "itzal"])) == [
        ("3.3", "error")]


def test_zona_principal_needs_three_adendei() -> None:
    assert flags(side(main=["itzal", "tlalo"], deck=[*P1_DECK, "nahui"])) == [("4", "error")]
    assert flags(side(main=["itzal", "tlalo", "savia-m:savia"],
                      deck=[*P1_DECK, "nahui"])) == [("4", "error"), ("6.7-G1", "error")]


def test_only_adendei_and_rava_in_the_mazo() -> None:
    assert flags(side(deck=[*P1_DECK, "cenote-2:cenote"])) == [("4", "error"), ("6.7-G1", "error")]
    assert flags(side(deck=[*P1_DECK, "liana"])) == [("4", "error")]


def test_protectors_one_or_two() -> None:
    assert flags(side(protectors=["anaya", "bruno"])) == []
    assert flags(side(protectors=[])) == [("4", "error")]
    assert flags(side(protectors=["anaya", "bruno", "tekei"])) == [("4", "error")]
    assert flags(side(protectors=["itzal-p:itzal"])) == [("4", "error"), ("6.7-G1", "error")]


def test_bio_zero_or_one() -> None:
    assert flags(side(bio=None)) == []
    assert flags(side(bio=["cenote", "volcan"])) == [("4", "error")]
    assert flags(side(bio="savia-b:savia")) == [("4", "error"), ("6.7-G1", "error")]


def test_equipment_limits() -> None:
    extra = dict(CARDS)
    ixim = [f"ix{i}" for i in range(6)]
    rot = [f"rt{i}" for i in range(5)]
    extra.update({k: {"name": k, "type": "ixim"} for k in ixim})
    extra.update({k: {"name": k, "type": "rot"} for k in rot})
    assert flags(side(equipment=ixim[:5] + rot), cards=extra) == []
    assert flags(side(equipment=ixim + rot[:4]), cards=extra) == [("4", "error")]
    assert flags(side(equipment=["itzal-e:itzal"])) == [("4", "error"), ("6.7-G1", "error")]


# --- extended format (8.2) ----------------------------------------------------------------
def test_extended_legal_table() -> None:
    assert flags(extended_side(), "extended") == []
    # copies are fine in extended, an error in standard
    assert ("6.7-G1", "error") in flags(extended_side(), "standard")


def test_extended_needs_exactly_50() -> None:
    assert flags(extended_side(size=46), "extended") == [("8.2", "error")]
    assert flags(extended_side(size=48), "extended") == [("8.2", "error")]


def test_extended_three_copies_and_three_rava() -> None:
    table = extended_side(["itzal"])          # a 4th Itzal? main has one, deck 1 more = 2
    assert flags(table, "extended") == []
    table = extended_side(["ehecatl"])        # ehecatl ×3 already in the cut deck → 4
    assert flags(table, "extended") == [("8.2", "error")]
    table = extended_side(["tonatiuh", "tonatiuh", "atl"])
    assert flags(table, "extended") == []
    table = extended_side(["tonatiuh", "tonatiuh", "atl", "atl"])
    assert flags(table, "extended") == [("8.2", "error")]


@pytest.mark.parametrize(("extra", "expected"), [
    (["zotz"], [("8.2", "error")]),             # 0 copies allowed
    (["zaykan"], []),                            # 1 copy allowed
    (["zaykan", "zaykan"], [("8.2", "error")]),
])
def test_extended_cartas_limitadas(extra: list[str], expected: list[tuple[str, str]]) -> None:
    assert flags(extended_side(extra), "extended") == expected


def test_limited_protector_and_equipment_copies_in_extended() -> None:
    table = extended_side()
    table["protectors"] = ["tekei"]
    assert flags(table, "extended") == []
    table["protectors"] = ["tekei", "tekei-2:tekei"]
    [v] = check_deck(table, CARDS, "extended", player="P1")
    assert (v.section, v.severity) == ("8.2", Severity.ERROR)
    assert "Tekei, Responsabilidad" in v.message_es and "Carta Limitada" in v.message_en
    table = extended_side()
    table["equipment"] = ["savia", "savia-2:savia"]
    assert flags(table, "extended") == [("8.2", "error")]
    extra = dict(CARDS)
    extra.update({f"e{i}": {"name": f"E{i}", "type": "ixim" if i < 7 else "rot"}
                  for i in range(13)})
    table["equipment"] = [f"e{i}" for i in range(12)]
    assert flags(table, "extended", cards=extra) == []
    table["equipment"] = [f"e{i}" for i in range(13)]
    assert flags(table, "extended", cards=extra) == [("8.2", "error")]


def test_limited_list_is_the_rulebooks() -> None:
    text = resource_path("rulebooks", "kodem-tcg-5.0.md").read_text(encoding="utf-8")
    assert len(LIMITED_CARDS) == 7 and LIMITED_CARDS["Zotz, Absorción de Energía"] == 0
    for name in LIMITED_CARDS:
        assert name in text
    assert normalize_name("Zaykan, Anulacion") == normalize_name("Zaykan, Anulación")


# --- unreadable input ----------------------------------------------------------------------
def test_unknown_card_names_the_json_path() -> None:
    with pytest.raises(LogError) as err:
        check_deck(side(deck=[*P1_DECK[:3], "nope"]), CARDS, "standard", source="mazo.json")
    assert (err.value.source, err.value.path) == ("mazo.json", "$.deck[3]")
    assert "nope" in str(err.value)
    with pytest.raises(LogError) as err:
        check_deck(side(bio="nada"), CARDS, "standard", source="m.json", path="$.setup.P2")
    assert err.value.path == "$.setup.P2.bio"


@pytest.mark.parametrize(("changes", "path"), [
    ({"main": "itzal"}, "$.main"),
    ({"deck": [1, 2]}, "$.deck[0]"),
    ({"bio": 3}, "$.bio"),
    ({"equipment": [""]}, "$.equipment[0]"),
])
def test_wrong_types_name_the_json_path(changes: dict[str, Any], path: str) -> None:
    with pytest.raises(LogError) as err:
        check_deck(side(**changes), CARDS, "standard", source="d.json")
    assert err.value.path == path


def test_pydantic_definitions_are_read_too() -> None:
    from pydantic import BaseModel, ConfigDict

    class Card(BaseModel):
        model_config = ConfigDict(extra="allow")
        name: str
        type: str

    models = {k: Card.model_validate(v) for k, v in CARDS.items()}
    assert flags(side(deck=[*P1_DECK, "itzal-b:itzal"]), cards=models) == [("6.7-G1", "error")]


# --- deck files --------------------------------------------------------------------------
def test_deck_file_merges_its_cards_over_the_cardset(tmp_path: Path) -> None:
    deck = {"game": "kodem", "cardset": "kodem-demo",
            "cards": {"itzal": {"name": "Itzal, Otra", "type": "rava"}}, **side()}
    cards = deck_cards(deck)
    assert cards["itzal"]["type"] == "rava" and cards["kuma"]["type"] == "adendei"
    # the redefined Itzal is a Rava: now it may not start in the Zona Principal
    assert [(v.section, v.severity.value) for v in check_deck_file(deck, "d.json")] == [
        ("3.3", "error"), ("4", "warning")]


def test_deck_file_errors() -> None:
    with pytest.raises(LogError, match=r"\$: required key 'main'"):
        check_deck_file({"deck": [], "protectors": []}, "d.json")
    with pytest.raises(LogError, match=r"\$\.variant: unknown variant 'otro'"):
        check_deck_file({**side(), "cardset": "kodem-demo", "variant": "otro"}, "d.json")
    with pytest.raises(LogError, match=r"\$\.cardset: unknown card set"):
        check_deck_file({**side(), "cardset": "nada"}, "d.json")
    with pytest.raises(LogError, match=r"\$\.cards\[\"x\"\]"):
        check_deck_file({**side(), "cards": {"x": 3}}, "d.json")


def test_sample_deck_files() -> None:
    """Every sample deck file: the problems (section, severity) its .expected.json lists."""
    files = sorted(p for p in DECKS.glob("*.json") if not p.name.endswith(".expected.json"))
    assert len(files) >= 4
    for path in files:
        deck = json.loads(path.read_text(encoding="utf-8"))
        expected_file = path.with_name(path.stem + ".expected.json")
        assert expected_file.is_file(), f"{path.name} has no .expected.json"
        expected = json.loads(expected_file.read_text(encoding="utf-8"))
        got = [{"section": v.section, "severity": v.severity.value}
               for v in check_deck_file(deck, str(path))]
        assert got == expected["problems"], path.name
        assert expected["legal"] == all(p["severity"] != "error" for p in got), path.name
