"""``judge-app deck-check DECK --game G [--variant V] [--json]`` from cli.md alone.

Deck files are written as cli.md describes them: for Kódem ``{game, variant,
cards, main, deck, protectors, bio, equipment}`` (here with ``"cardset":
"kodem-demo"`` and no ``cards`` key, or the file's own ``cards``); for the other
games the ``setup`` block of one player from match-log.md with ``"game"``.

Exit status (cli.md: 1 "when it found problems (violations, an illegal deck)"):
0 a legal deck, *also when it only has warnings* (the §4 reading of 15-17
Adendei leaves the deck legal: a warning is for the judge, not an illegal
deck); 1 an illegal deck (at least one problem of severity ``error``); 2 a file
that cannot be read, with the JSON path on stderr.

``--json`` prints ``{"game", "variant", "legal", "problems": [{"seq", "player",
"rulebook", "section", "severity", "message"}]}``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from judge_app.cli import main

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "resources" / "samples"

#: The 24 Adendei of the kodem-demo set (zotz and zaykan are Cartas Limitadas of 8.2).
ADENDEI = ["ehecatl", "itzal", "tlalo", "kuma", "nahui", "cuetla", "tepe", "ocelo", "meztli",
           "yaxche", "xolo", "ameyal", "tletl", "chaac", "itztli", "cipac", "sihuatl", "toch",
           "mixtli", "ayotl", "cuauh", "tzinaca", "zotz", "zaykan"]


def run_deck(tmp_path: Path, capsys: pytest.CaptureFixture[str], deck: dict[str, Any] | str,
             game: str, *extra: str) -> tuple[int, Any, str]:
    path = tmp_path / "deck.json"
    path.write_text(deck if isinstance(deck, str) else json.dumps(deck, ensure_ascii=False),
                    encoding="utf-8")
    code = main(["deck-check", str(path), "--game", game, "--json", *extra])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, (json.loads(out) if out else None), err


def sections(data: Any) -> list[tuple[str, str]]:
    return sorted((p["section"], p["severity"]) for p in data["problems"])


def kodem_deck(adendei: int = 18, **changes: Any) -> dict[str, Any]:
    """A standard Kódem deck: 3 Adendei in the Zona Principal, the rest in the Mazo."""
    deck: dict[str, Any] = {
        "game": "kodem", "variant": "standard", "cardset": "kodem-demo",
        "protectors": ["anaya"], "main": ADENDEI[:3], "deck": ADENDEI[3:adendei],
        "bio": None, "equipment": []}
    deck.update(changes)
    return deck


# --- the JSON document and the exit codes -------------------------------------------------
def test_json_shape_of_a_legal_deck(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, data, err = run_deck(tmp_path, capsys, kodem_deck(), "kodem")
    assert (code, err) == (0, "")
    assert data == {"game": "kodem", "variant": "standard", "legal": True, "problems": []}


def test_json_shape_of_a_problem(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, data, _ = run_deck(tmp_path, capsys, kodem_deck(14), "kodem")
    assert code == 1 and data["legal"] is False
    (problem,) = data["problems"]
    assert {"rulebook", "section", "severity", "message"} <= set(problem)
    assert problem["rulebook"] == "kodem-5.0" and problem["section"] == "4"
    assert problem["severity"] == "error" and "14" in problem["message"]


def test_human_output_and_english(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "d.json"
    path.write_text(json.dumps(kodem_deck(16)), "utf-8")
    assert main(["deck-check", str(path), "--game", "kodem", "--lang", "en"]) == 0
    out, _ = capsys.readouterr()
    assert "Kódem TCG 5.0 §4 Preparación del Ecosistema" in out and "warning" in out
    assert "Legal deck (1 warning for the judge)." in out
    assert main(["deck-check", str(path), "--game", "kodem"]) == 0
    out, _ = capsys.readouterr()
    assert "advertencia" in out and "Mazo legal (1 advertencia para el juez)." in out


# --- Kódem §4 boundaries --------------------------------------------------------------------
@pytest.mark.parametrize(("adendei", "code", "expected"), [
    (14, 1, [("4", "error")]),
    (15, 0, [("4", "warning")]),
    (16, 0, [("4", "warning")]),
    (17, 0, [("4", "warning")]),
    (18, 0, []),
    (21, 0, []),
    (24, 0, []),
])
def test_adendei_count(tmp_path: Path, capsys: pytest.CaptureFixture[str], adendei: int,
                       code: int, expected: list[tuple[str, str]]) -> None:
    """§4 ELIGE 15-24 vs its steps 3 + 15-21 (sections.md: 15-17 warn, <15 and >24 error)."""
    got, data, _ = run_deck(tmp_path, capsys, kodem_deck(adendei), "kodem")
    assert (got, sections(data)) == (code, expected)
    assert data["legal"] is (code == 0)


def test_warning_cites_both_readings(tmp_path: Path,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    _, data, _ = run_deck(tmp_path, capsys, kodem_deck(15), "kodem", "--lang", "en")
    message = data["problems"][0]["message"]
    assert "15-24" in message and "15-21" in message


def test_25_adendei(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = kodem_deck(24, cards={"extra": {"name": "Extra, Vigésimo Quinto",
                                           "type": "adendei", "damage": 1, "rest": 1}})
    deck["deck"].append("extra")
    code, data, _ = run_deck(tmp_path, capsys, deck, "kodem")
    assert (code, sections(data)) == (1, [("4", "error")])


@pytest.mark.parametrize(("ravas", "code"), [(0, 0), (1, 0), (2, 0), (3, 1)])
def test_rava_count(tmp_path: Path, capsys: pytest.CaptureFixture[str], ravas: int,
                    code: int) -> None:
    deck = kodem_deck(cards={"rava3": {"name": "Rava Tercero", "type": "rava"}})
    deck["deck"] += ["tonatiuh", "atl", "rava3"][:ravas]
    got, data, _ = run_deck(tmp_path, capsys, deck, "kodem")
    assert got == code
    assert sections(data) == ([("4", "error")] if code else [])


def test_rava_may_not_start_in_the_zona_principal(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    deck = kodem_deck(19)
    deck["main"] = ["tonatiuh", *ADENDEI[:2]]
    deck["deck"] = ADENDEI[2:19]
    code, data, _ = run_deck(tmp_path, capsys, deck, "kodem")
    assert code == 1 and ("3.3", "error") in sections(data)


@pytest.mark.parametrize(("protectors", "code"), [
    ([], 1), (["anaya"], 0), (["anaya", "bruno"], 0), (["anaya", "bruno", "tekei"], 1)])
def test_protector_count(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                         protectors: list[str], code: int) -> None:
    got, data, _ = run_deck(tmp_path, capsys, kodem_deck(protectors=protectors), "kodem")
    assert got == code and sections(data) == ([("4", "error")] if code else [])


@pytest.mark.parametrize("bio", [None, "cenote"])
def test_bio_null_or_one(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                         bio: str | None) -> None:
    """match-log.md: deck files write ``"bio": null`` when there is no Bio."""
    code, data, _ = run_deck(tmp_path, capsys, kodem_deck(bio=bio), "kodem")
    assert (code, data["problems"]) == (0, [])


def test_bio_key_absent(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = kodem_deck()
    del deck["bio"]
    del deck["equipment"]
    code, data, _ = run_deck(tmp_path, capsys, deck, "kodem")
    assert (code, data["problems"]) == (0, [])


def test_bio_slot_with_a_non_bio(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, data, _ = run_deck(tmp_path, capsys, kodem_deck(bio="savia"), "kodem")
    assert code == 1 and ("4", "error") in sections(data)


EQUIPMENT = {**{f"ix{i}": {"name": f"Ixim {i}", "type": "ixim"} for i in range(7)},
             **{f"rot{i}": {"name": f"Rot {i}", "type": "rot"} for i in range(7)}}


@pytest.mark.parametrize(("ixim", "rot", "code"), [
    (0, 0, 0), (5, 5, 0), (6, 0, 1), (0, 6, 1), (6, 4, 1), (3, 3, 0)])
def test_ixim_rot_limits(tmp_path: Path, capsys: pytest.CaptureFixture[str], ixim: int,
                         rot: int, code: int) -> None:
    """§4 step 6: 0-10 equipos, at most 5 Ixim and at most 5 Rot."""
    equipment = [f"ix{i}" for i in range(ixim)] + [f"rot{i}" for i in range(rot)]
    got, data, _ = run_deck(tmp_path, capsys, kodem_deck(cards=EQUIPMENT, equipment=equipment),
                            "kodem")
    assert got == code and sections(data) == ([("4", "error")] if code else [])


@pytest.mark.parametrize("copy", ["itzal-2:itzal", "itzal"])
def test_standard_copies_are_6_7_g1(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                    copy: str) -> None:
    """§4 "cada carta es única", 6.7-G1: two cards with the same name in the Mazo General."""
    deck = kodem_deck(17)
    deck["deck"].append(copy)
    code, data, _ = run_deck(tmp_path, capsys, deck, "kodem")
    assert (code, sections(data)) == (1, [("6.7-G1", "error")])


def test_same_printed_name_under_another_id(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """6.7-G1 speaks of name, art and/or effect: a reprint with another id is a copy."""
    deck = kodem_deck(17, cards={"itzal-alt": {"name": "Itzal, Brasa Errante",
                                               "type": "adendei", "damage": 3, "rest": 1}})
    deck["deck"].append("itzal-alt")
    code, data, _ = run_deck(tmp_path, capsys, deck, "kodem")
    assert (code, sections(data)) == (1, [("6.7-G1", "error")])


def test_tokens_may_repeat(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """§4: "Los Token que quieras"."""
    deck = kodem_deck(tokens=["lobezno", "lobezno-2:lobezno", "lobezno-3:lobezno"])
    code, data, _ = run_deck(tmp_path, capsys, deck, "kodem")
    assert (code, data["problems"]) == (0, [])


# --- Kódem 8.2 extended --------------------------------------------------------------------
def extended(size: int = 50, **changes: Any) -> dict[str, Any]:
    """Copies of 22 Adendei (not the limited ones), INSTANCE:DEFINITION, ``size`` in all."""
    pile = [f"{a}-{n}:{a}" for n in range(3) for a in ADENDEI[:22]][:size]
    deck: dict[str, Any] = {"game": "kodem", "variant": "extended", "cardset": "kodem-demo",
                            "protectors": ["anaya", "bruno"], "main": pile[:3],
                            "deck": pile[3:], "bio": "cenote", "equipment": ["savia", "jade"]}
    deck.update(changes)
    return deck


@pytest.mark.parametrize(("size", "code"), [(49, 1), (50, 0), (51, 1)])
def test_extended_exactly_50(tmp_path: Path, capsys: pytest.CaptureFixture[str], size: int,
                             code: int) -> None:
    got, data, _ = run_deck(tmp_path, capsys, extended(size), "kodem")
    assert got == code and sections(data) == ([("8.2", "error")] if code else [])
    assert data["variant"] == "extended"


def test_extended_three_copies_yes_four_no(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    deck = extended(49)
    deck["deck"].append("ehecatl-3:ehecatl")
    code, data, _ = run_deck(tmp_path, capsys, deck, "kodem")
    assert (code, sections(data)) == (1, [("8.2", "error")])


@pytest.mark.parametrize(("ravas", "code"), [(3, 0), (4, 1)])
def test_extended_up_to_3_rava(tmp_path: Path, capsys: pytest.CaptureFixture[str], ravas: int,
                               code: int) -> None:
    deck = extended(50 - ravas)
    deck["deck"] += ["t1:tonatiuh", "t2:tonatiuh", "a1:atl", "a2:atl"][:ravas]
    got, data, _ = run_deck(tmp_path, capsys, deck, "kodem")
    assert got == code and sections(data) == ([("8.2", "error")] if code else [])


@pytest.mark.parametrize(("entries", "code"), [
    (["zotz"], 1),                                   # Zotz, Absorción de Energía: 0 copies
    (["zaykan"], 0),                                 # Zaykan, Anulación: 1 copy
    (["zaykan", "zaykan-b:zaykan"], 1),
])
def test_extended_cartas_limitadas(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                   entries: list[str], code: int) -> None:
    deck = extended(50 - len(entries))
    deck["deck"] += entries
    got, data, _ = run_deck(tmp_path, capsys, deck, "kodem")
    assert got == code and sections(data) == ([("8.2", "error")] if code else [])


def test_extended_tekei_is_limited_to_one(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    """Tekei, Responsabilidad (a Protector) is on the Cartas Limitadas list: 1 copy."""
    ok = extended(protectors=["tekei", "anaya"])
    code, data, _ = run_deck(tmp_path, capsys, ok, "kodem")
    assert (code, data["problems"]) == (0, [])
    bad = extended(protectors=["tekei", "tekei-b:tekei"])
    code, data, _ = run_deck(tmp_path, capsys, bad, "kodem")
    assert code == 1 and ("8.2", "error") in sections(data)


@pytest.mark.parametrize(("count", "code"), [(12, 0), (13, 1)])
def test_extended_equipment_up_to_12(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                     count: int, code: int) -> None:
    cards = {f"eq{i}": {"name": f"Equipo {i}", "type": "ixim" if i % 2 else "rot"}
             for i in range(13)}
    deck = extended(cards=cards, equipment=[f"eq{i}" for i in range(count)])
    got, data, _ = run_deck(tmp_path, capsys, deck, "kodem")
    assert got == code and sections(data) == ([("8.2", "error")] if code else [])


def test_extended_equipment_without_copies(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    deck = extended(equipment=["savia", "savia-b:savia"])
    code, data, _ = run_deck(tmp_path, capsys, deck, "kodem")
    assert (code, sections(data)) == (1, [("8.2", "error")])


def test_variant_option_overrides_the_file(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    code, data, _ = run_deck(tmp_path, capsys, extended(), "kodem", "--variant", "standard")
    assert code == 1 and data["variant"] == "standard"
    assert ("6.7-G1", "error") in sections(data)
    code, data, _ = run_deck(tmp_path, capsys, kodem_deck(), "kodem", "--variant", "extended")
    assert code == 1 and sections(data) == [("8.2", "error")]


@pytest.mark.parametrize("variant", ["jungla", "cazador", "manada"])
def test_multiplayer_decks_are_standard_decks(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str],
                                              variant: str) -> None:
    code, data, _ = run_deck(tmp_path, capsys, kodem_deck(), "kodem", "--variant", variant)
    assert (code, data["variant"], data["problems"]) == (0, variant, [])


def test_deck_with_its_own_cards_and_no_cardset(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    cards = {f"a{i}": {"name": f"Adendei {i}", "type": "adendei", "damage": 2, "rest": 1,
                       "energy": ["pirica"]} for i in range(18)}
    cards["p"] = {"name": "Protector", "type": "protector"}
    deck = {"game": "kodem", "variant": "standard", "cards": cards, "protectors": ["p"],
            "main": ["a0", "a1", "a2"], "deck": [f"a{i}" for i in range(3, 18)], "bio": None,
            "equipment": []}
    code, data, _ = run_deck(tmp_path, capsys, deck, "kodem")
    assert (code, data["problems"]) == (0, [])


# --- unreadable Kódem decks: exit 2 with the JSON path ----------------------------------------
@pytest.mark.parametrize(("change", "where"), [
    ({"main": ["itzal", "tlalo", 7]}, "$.main[2]"),
    ({"main": ["itzal", "tlalo", "no-existe"]}, "$.main[2]"),
    ({"deck": "itzal"}, "$.deck"),
    ({"cardset": "kodem-99"}, "$.cardset"),
    ({"cards": {"x": "no es un objeto"}}, "$.cards"),
    ({"cards": {"x": {"name": "X", "type": "dragon"}}}, "$.cards[\"x\"].type"),
    # rest 5 is a rule (5.1, a violation), "1" or 1.0 a wrong JSON type (refused)
    ({"cards": {"x": {"name": "X", "type": "adendei", "rest": "1"}}}, "$.cards[\"x\"].rest"),
    ({"cards": {"x": {"name": "X", "type": "adendei", "damage": 1.0}}},
     "$.cards[\"x\"].damage"),
    ({"variant": "pauper"}, "$.variant"),
    ({"game": "totems"}, "$.game"),
])
def test_unreadable_kodem_deck(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                               change: dict[str, Any], where: str) -> None:
    code, data, err = run_deck(tmp_path, capsys, kodem_deck(**change), "kodem")
    assert code == 2 and data is None
    assert "deck.json" in err and where in err, err


def test_missing_zone_key(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = kodem_deck()
    del deck["main"]
    code, _, err = run_deck(tmp_path, capsys, deck, "kodem")
    assert code == 2 and "main" in err


def test_not_json_deck(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run_deck(tmp_path, capsys, '{"game": "kodem",\n "main": [,]}', "kodem")
    assert code == 2 and "line 2" in err


@pytest.mark.parametrize(("argv_extra", "word"), [
    (("--game", "ajedrez"), "--game"), (("--game", "kodem", "--variant", "x"), "--variant")])
def test_bad_arguments(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                       argv_extra: tuple[str, ...], word: str) -> None:
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(kodem_deck()), "utf-8")
    code = main(["deck-check", str(path), *argv_extra])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and word in err


# --- the other four games: the setup block of one player, with "game" --------------------------
def log_setup(game: str) -> tuple[dict[str, Any], str | None]:
    data = json.loads((SAMPLES / game / "clean.json").read_text("utf-8"))
    return data["setup"], data.get("cardset")


def test_digimon_deck(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    setup, cardset = log_setup("digimon")
    block = {"game": "digimon", "cardset": cardset or "digimon-demo", **setup["P1"]}
    code, data, _ = run_deck(tmp_path, capsys, block, "digimon")
    assert (code, data["game"], data["legal"], data["problems"]) == (0, "digimon", True, [])
    short = {**block, "deck": block["deck"][:29]}
    code, data, _ = run_deck(tmp_path, capsys, short, "digimon")
    assert (code, sections(data)) == (1, [("mazo", "error")])
    four = {**block, "deck": [*block["deck"][:26], *[block["partner"]] * 4]}
    code, data, _ = run_deck(tmp_path, capsys, four, "digimon")
    assert code == 1 and ("mazo", "error") in sections(data)
    assert all(p["rulebook"] == "digimon-hc" for p in data["problems"])
    code, _, err = run_deck(tmp_path, capsys, {**block, "deck": [*block["deck"][:29], "ZZ-9"]},
                            "digimon")
    assert code == 2 and "$.deck[29]" in err


def test_kingdom_deck(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    setup, cardset = log_setup("kingdom")
    player = next(iter(setup))
    block = {"game": "kingdom", "cardset": cardset or "kingdom-demo", **setup[player]}
    code, data, _ = run_deck(tmp_path, capsys, block, "kingdom")
    assert (code, data["problems"]) == (0, [])
    short = {**block, "strategy_deck": block["strategy_deck"][:29]}
    code, data, _ = run_deck(tmp_path, capsys, short, "kingdom")
    assert code == 1 and ("3.1", "error") in sections(data)
    assert all(p["rulebook"] == "kingdom-estrategia" for p in data["problems"])


def test_totems_deck(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    setup, cardset = log_setup("totems")
    block = {"game": "totems", "cardset": cardset or "totems-demo", **setup}
    code, data, _ = run_deck(tmp_path, capsys, block, "totems")
    assert (code, data["problems"]) == (0, [])
    box = json.loads((ROOT / "resources" / "cardsets" / "totems-demo" / "cards.json")
                     .read_text("utf-8"))["cards"]
    short = {"game": "totems", "cardset": "totems-demo", "deck": list(box)[:51]}
    code, data, _ = run_deck(tmp_path, capsys, short, "totems")
    assert code == 1 and ("preparacion", "error") in sections(data)


def test_codigos_deck(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    setup, cardset = log_setup("codigos")
    block = {"game": "codigos", "cardset": cardset or "codigos-demo", **setup}
    code, data, _ = run_deck(tmp_path, capsys, block, "codigos")
    assert (code, data["problems"]) == (0, [])
    wrong = {**block, "wildcards": block["wildcards"] + 1}
    code, data, _ = run_deck(tmp_path, capsys, wrong, "codigos")
    assert code == 1 and ("preparacion", "error") in sections(data)


@pytest.mark.parametrize("game", ["totems", "codigos", "kingdom", "digimon"])
def test_other_games_refuse_unknown_variant(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str],
                                            game: str) -> None:
    path = tmp_path / "deck.json"
    path.write_text(json.dumps({"game": game}), "utf-8")
    code = main(["deck-check", str(path), "--game", game, "--variant", "extended"])
    _, err = capsys.readouterr()
    assert code == 2 and "--variant" in err


@pytest.mark.parametrize("game", ["totems", "codigos", "kingdom", "digimon"])
def test_other_games_name_the_bad_part(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                       game: str) -> None:
    code, data, err = run_deck(tmp_path, capsys, {"game": game, "cardset": f"{game}-demo",
                                                  "deck": "no es una lista"}, game)
    assert code == 2 and data is None and "deck.json: $" in err
