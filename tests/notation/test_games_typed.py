"""What a judge types for Tótems, Códigos, Kingdom and Digimon: one short line an event, read
into the log's JSON types."""

from __future__ import annotations

import json
from typing import Any

import pytest

from judge_app.notation import NotationError, read_log, write_log
from judge_app.resources import resource_path


def header(game: str) -> str:
    data = json.loads(resource_path("samples", game, "clean.json").read_text("utf-8"))
    data["events"] = []
    return write_log(data, "es")


def events(game: str, body: str) -> list[dict[str, Any]]:
    result: list[dict[str, Any]] = read_log(header(game) + body, game, "m.txt")["events"]
    return result


def test_totems() -> None:
    got = events("totems", "T1 Ana roba\nat t13a t4c gana\nLuis habilidad t1c ojo > t13a\n"
                 "T2 Luis cambia t4c t5a\nT- - final Ana\n")
    assert got == [
        {"turn": 1, "player": "P1", "action": "draw"},
        {"turn": 1, "player": "P1", "action": "attack", "card": "t13a", "target": "t4c",
         "result": "attacker"},
        {"turn": 1, "player": "P2", "action": "ability", "card": "t1c", "kind": "ojo",
         "target": "t13a"},
        {"turn": 2, "player": "P2", "action": "exchange", "defender": "t4c", "card": "t5a"},
        {"action": "game_end", "winner": "P1"},
    ]


def test_codigos() -> None:
    got = events("codigos", "T1 Ana baja c01 con c02\nsoldado a 2\n"
                 "T4 Luis revela c03 2 dice tanque,avion\nT- - final Luis Ana:5,Luis:8\n")
    assert got[0] == {"turn": 1, "player": "P1", "action": "lay_code", "code": "c01",
                      "cards": ["c02"]}
    assert got[1] == {"turn": 1, "player": "P1", "action": "soldier", "to": 2}
    assert got[2] == {"turn": 4, "player": "P2", "action": "reveal_code", "code": "c03",
                      "outcome": "unordered", "said": ["tanque", "avion"]}
    assert got[3] == {"action": "game_end", "winner": "P2", "scores": {"P1": 5, "P2": 8}}


def test_kingdom() -> None:
    got = events("kingdom", "T1 Ana roba 5\nconvocacion\njuega a-grito1 responde b-niebla1\n"
                 "modifica a-grito1 P1:caballero aumento 2 ataque\n"
                 "tira P1:caballero ataque 4 resultado 6\narroje a-lanza1 nivel 2 distancia 3\n")
    assert got[1] == {"turn": 1, "player": "P1", "action": "stage", "stage": "convocacion"}
    assert got[2] == {"turn": 1, "player": "P1", "action": "play", "card": "a-grito1",
                      "response_to": "b-niebla1"}
    assert got[3]["target"] == "P1:caballero" and got[3]["value"] == 2
    assert got[4] == {"turn": 1, "player": "P1", "action": "roll", "who": "P1:caballero",
                      "kind": "ataque", "value": 4, "result": 6}
    assert got[5] == {"turn": 1, "player": "P1", "action": "arroje", "card": "a-lanza1",
                      "troop_level": 2, "distance": 3}


def test_digimon() -> None:
    got = events("digimon", "T1 - fase actualización\nRuki roba 6\nentrena 2 growl\n"
                 "instala pod 1\nactiva pod multiplica 1.5 a Ruki\n"
                 "- resultado Ruki Ruki:60,Takato:50\n")
    assert got[0] == {"turn": 1, "action": "phase", "phase": "actualizacion"}
    assert got[2] == {"turn": 1, "player": "P1", "action": "train", "from_deck": 2,
                      "evolution": ["HC-004"]}
    assert got[3]["card"] == "OP-01" and got[3]["slot"] == 1
    assert got[4]["value"] == 1.5 and got[4]["effect"] == "mul" and got[4]["target"] == "P1"
    assert got[5] == {"turn": 1, "action": "battle_result", "winner": "P1",
                      "powers": {"P1": 60, "P2": 50}}


@pytest.mark.parametrize(("game", "line", "expected"), [
    ("totems", "T1 Ana ataca t99 t4c", "no card 't99'"),
    ("codigos", "T1 Ana soldado a dos", "expected a whole number, not 'dos'"),
    ("kingdom", "T1 Ana vuela", "is not an action of kingdom"),
    ("digimon", "T1 Ruki resultado Ruki Nadie:3", "no player 'Nadie'"),
])
def test_errors_name_the_place(game: str, line: str, expected: str) -> None:
    with pytest.raises(NotationError) as info:
        read_log(header(game) + line + "\n", game, "m.txt")
    assert info.value.line == header(game).count("\n") + 1
    assert expected in info.value.reason("en")
