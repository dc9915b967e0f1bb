"""What a judge types for Kódem: abbreviations, prefixes, carried turn and player, comments,
both languages, extra keys, and errors that say FILE:LINE:COLUMN and what was expected."""

from __future__ import annotations

import json
from typing import Any

import pytest

from judge_app.notation import NotationError, read_log
from judge_app.resources import resource_path

SAMPLE = json.loads(resource_path("samples", "kodem", "clean-game.json").read_text("utf-8"))
HEADER = """[Juego kodem]
[Variante standard]
[Jugador P1 "Ana"]
[Jugador P2 "Luis"]
[Coleccion kodem-demo]
""" + "\n".join(f"[Preparacion {k} {json.dumps(v)}]" for k, v in SAMPLE["setup"].items()) + "\n"


def events(body: str) -> list[dict[str, Any]]:
    data = read_log(HEADER + body, "kodem", "m.txt")
    result: list[dict[str, Any]] = data["events"]
    return result


def error(body: str) -> NotationError:
    with pytest.raises(NotationError) as info:
        read_log(HEADER + body, "kodem", "m.txt")
    return info.value


HEADER_LINES = HEADER.count("\n")


def test_the_issue_examples() -> None:
    got = events("T3 Ana batalla\nItzal ataca a kum 2\n3 A at itza>kum 2\n")
    assert got == [
        {"turn": 3, "player": "P1", "action": "phase", "phase": "batalla"},
        {"turn": 3, "player": "P1", "action": "attack", "card": "itzal", "targets": ["kuma2"],
         "damage": 2},
        {"turn": 3, "player": "P1", "action": "attack", "card": "itzal", "targets": ["kuma2"],
         "damage": 2},
    ]


def test_turn_and_player_carry_over_and_dash_means_none() -> None:
    got = events("T1 Ana turno\nfase previa\nT2 Luis turno vs Ana\n- nota \"ruido en la mesa\"\n"
                 "T- - final Ana\n")
    assert got[1] == {"turn": 1, "player": "P1", "action": "phase", "phase": "previa"}
    assert got[2] == {"turn": 2, "player": "P2", "action": "turn", "rival": "P1"}
    assert got[3] == {"turn": 2, "action": "note", "text": "ruido en la mesa"}
    assert got[4] == {"action": "game_end", "winner": "P1"}


def test_references_ignore_case_and_accents_and_take_the_shortest_prefix() -> None:
    got = events("T5 Ana revela EHE\nrevela ehécatl\nrevela Ehecatl\nrevela tla\n")
    assert [e["card"] for e in got] == ["ehecatl", "ehecatl", "ehecatl", "tlalo"]


def test_english_words_and_typed_text_without_quotes() -> None:
    got = events("T1 Ana turn\nphase battle\nattack itzal > kuma2 3\n"
                 "damage kuma2 3 attack from itzal\nnote the player # took too long\n")
    assert got[1]["phase"] == "batalla"
    assert got[3] == {"turn": 1, "player": "P1", "action": "damage", "target": "kuma2",
                      "amount": 3, "kind": "attack", "source": "itzal"}
    assert got[4]["text"] == "the player"


def test_flags_lists_and_extra_keys() -> None:
    got = events('T4 Ana reemplaza M1 ehecatl de ehecatl,kuma,cuetla oculta '
                 'time="12:03" {"by": "judge"}\nequipa savia > itzal visible\n'
                 'daño kuma2 amount=2 source=itzal\n')
    assert got[0] == {"turn": 4, "player": "P1", "action": "replace", "slot": "M1",
                      "chosen": "ehecatl", "drawn": ["ehecatl", "kuma", "cuetla"],
                      "hidden": True, "time": "12:03", "by": "judge"}
    assert got[1]["hidden"] is False
    assert got[2] == {"turn": 4, "player": "P1", "action": "damage", "target": "kuma2",
                      "amount": 2, "source": "itzal"}


def test_numbers_are_json_numbers_and_quoted_ids_are_taken_as_is() -> None:
    got = events('T1 Ana ataca itzal > "ghost" 2\n')
    assert got[0]["damage"] == 2 and isinstance(got[0]["damage"], int)
    assert got[0]["targets"] == ["ghost"]


def test_a_raw_json_line_is_the_event_exactly() -> None:
    got = events('T1 Ana turno\n{"action": "mystery", "x": [1]}\nfase previa\n')
    assert got[1] == {"action": "mystery", "x": [1]}
    assert got[2] == {"turn": 1, "player": "P1", "action": "phase", "phase": "previa"}


@pytest.mark.parametrize(("body", "column", "expected"), [
    ("T1 Ana vuela itzal\n", 8, "is not an action of kodem (expected one of: turn, phase"),
    ("T1 Ana revela itz\n", 15, "could be several cards: itzal (Itzal), itztli (Itztli)"),
    ("T1 Ana revela zzz\n", 15, "no card 'zzz' (expected the start of a card's id or name"),
    ("T1 Ana ataca itzal > kuma2 dos\n", 28, "expected a whole number, not 'dos'"),
    ("T1 Ana pasa itzal\n", 13, "unexpected 'itzal': pass takes nothing"),
    ('T1 Ana nota "sin cerrar\n', 13, "unclosed quotation mark"),
    ("T1 Ana ataca itzal {\"x\": 1} kuma2\n", 29, "only key=value or {json} may follow"),
    ("T1 Ana\n", 7, "the action is missing"),
])
def test_errors_say_line_column_and_what_was_expected(body: str, column: int,
                                                      expected: str) -> None:
    err = error("T1 Ana turno\n" + body)
    assert (err.source, err.line, err.column) == ("m.txt", HEADER_LINES + 2, column)
    assert expected in err.reason("en")
    assert str(err).startswith(f"m.txt:{HEADER_LINES + 2}:{column}: ")
    assert err.reason("es") != err.reason("en")


def test_a_header_after_the_events_is_an_error() -> None:
    err = error("T1 Ana turno\n[Variante extended]\n")
    assert err.line == HEADER_LINES + 2
    assert "header" in err.reason("en")


def test_the_header_game_must_match() -> None:
    with pytest.raises(NotationError, match="the header says game 'kodem', not 'totems'"):
        read_log(HEADER, "totems", "m.txt")
