"""Digimon HiperColiseo's typed notation: the words of every action of match-log.md, and how
each is said. Cards are named by their code or the beginning of the Digimon's name.

::

    T1 - fase actualizacion         # phase phase=actualizacion (no player)
    Ruki roba 6
    entrena 2 Growlmon              # train from_deck=2 evolution=[HC-004]
    instala OP-01 1                 # install card=OP-01 slot=1
    activa OP-01 suma 10 a Takato   # activate card=OP-01 effect=add value=10 target=P2
    - resultado Ruki Ruki:12,Takato:8   # battle_result winner=P1 powers={…}
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.notation import Action, GameNotation, Slot
from judge_app.notation.cards import definitions, name_of
from judge_app.notation.kinds import CARD, CARDS, INT, NUM, PLAYER, PLAYER_INTS, TEXT, WordKind

PHASES = WordKind({p.replace("ó", "o"): (p, p) for p in (
    "actualización", "digitalización", "entrenamiento", "preparación", "evolución", "batalla",
    "puntuación")},
                  {"update": "actualizacion", "digitalize": "digitalizacion",
                   "training": "entrenamiento", "preparation": "preparacion",
                   "evolution": "evolucion", "battle": "batalla", "scoring": "puntuacion"})
EFFECTS = WordKind({"add": ("suma", "add"), "sub": ("resta", "sub"),
                    "mul": ("multiplica", "mul"), "zero_a": ("cero-a", "zero-a")})
REASONS = WordKind()

ACTIONS = (
    Action("phase", ("fase",), ("phase",), (Slot("phase", PHASES),),
           "Fase de {phase}", "{phase} phase"),
    Action("draw", ("roba",), ("draw",), (Slot("count", INT),),
           "{player} roba[ {count}]", "{player} draws[ {count}]"),
    Action("redraw", ("reroba", "cambia-mano"), ("redraw",), (Slot("cards", CARDS),),
           "{player} devuelve {cards} y roba de nuevo", "{player} redraws {cards}"),
    Action("discard_option", ("descarta-opcion",), ("discard-option",), (Slot("slot", INT),),
           "{player} descarta la opción del espacio {slot}",
           "{player} discards the option in slot {slot}"),
    Action("digitalize", ("digitaliza",), ("digitalize",), (Slot("card", CARD),),
           "{player} digitaliza {card}", "{player} digitalizes {card}"),
    Action("train", ("entrena",), ("train",),
           (Slot("from_deck", INT), Slot("evolution", CARDS), Slot("cards", CARDS, "+", "+")),
           "{player} entrena[: {from_deck} del Mazo][, caja evolutiva {evolution}][, {cards}]",
           "{player} trains[: {from_deck} from the deck][, evolution box {evolution}]"
           "[, {cards}]"),
    Action("install", ("instala",), ("install",), (Slot("card", CARD), Slot("slot", INT)),
           "{player} instala {card}[ en el espacio {slot}]",
           "{player} installs {card}[ in slot {slot}]"),
    Action("support", ("soporte", "apoya"), ("support",), (Slot("card", CARD),),
           "{player} juega el soporte {card}", "{player} plays the support {card}"),
    Action("evolve", ("evoluciona",), ("evolve",), (Slot("card", CARD),),
           "{player} evoluciona a {card}", "{player} evolves into {card}"),
    Action("activate", ("activa",), ("activate",),
           (Slot("card", CARD), Slot("effect", EFFECTS), Slot("value", NUM),
            Slot("target", PLAYER, "a", "on")),
           "{player} activa {card}[: {effect}][ {value}][ sobre {target}]",
           "{player} activates {card}[: {effect}][ {value}][ on {target}]"),
    Action("pass", ("pasa",), ("pass",), (), "{player} pasa", "{player} passes"),
    Action("battle_result", ("resultado",), ("battle-result", "result"),
           (Slot("winner", PLAYER), Slot("powers", PLAYER_INTS)),
           "Resultado de la batalla[: gana {winner}][ ({powers})]",
           "Battle result[: {winner} wins][ ({powers})]"),
    Action("score", ("puntua", "puntos"), ("score",),
           (Slot("loser", PLAYER), Slot("points", INT)),
           "{loser} pierde {points} puntos", "{loser} loses {points} points"),
    Action("game_end", ("final", "gana"), ("game-end", "wins"),
           (Slot("winner", PLAYER), Slot("reason", REASONS, "por", "by")),
           "Fin de la partida: gana {winner}[ ({reason})]",
           "Game over: {winner} wins[ ({reason})]"),
    Action("note", ("nota",), ("note",), (Slot("text", TEXT),),
           "Nota[ de {player}]: {text}", "Note[ by {player}]: {text}"),
)


def universe(data: Mapping[str, Any]) -> dict[str, str]:
    """Every card code of the card data and of each deck → the Digimon's (or card's) name."""
    defs = definitions(data)
    out = {code: name_of(code, defs) for code in defs}
    setup = data.get("setup")
    for side in setup.values() if isinstance(setup, dict) else ():
        if isinstance(side, dict):
            for code in [*(side.get("deck") or []), side.get("partner")]:
                if isinstance(code, str):
                    out.setdefault(code, name_of(code, defs))
    return out


NOTATION = GameNotation(
    "digimon", ACTIONS, universe,
    shortcuts={value: ("phase", {"phase": value}) for value in PHASES.choices},
)
