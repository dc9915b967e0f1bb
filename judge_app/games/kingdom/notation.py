"""Kingdom TCG's typed notation: the words of every action of match-log.md, and how each is said.

::

    T1 Ana roba 5 {"note": "mano inicial"}
    convocacion                                # stage stage=convocacion
    juega Refuerzos convocacion                # play card=a-refuerzos1 stage=convocacion
    Luis juega b-emboscada1 responde a-grito1  # play … response_to=a-grito1
    modifica b-emboscada1 P2:arquero aumento 2 defensa
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from typing_extensions import override

from judge_app.notation import Action, Context, GameNotation, Slot
from judge_app.notation.cards import definitions, instances, lists
from judge_app.notation.kinds import CARD, CARDS, INT, PLAYER, TEXT, LiteralKind, WordKind
from judge_app.violations import Lang


class TroopKind(LiteralKind):
    """A troop, written as the log names it (``P2:arquero``) and said with its player's name
    (``el arquero de Luis``)."""

    @override
    def say(self, value: Any, ctx: Context, lang: Lang) -> str:
        if isinstance(value, str):
            player, sep, troop = value.partition(":")
            if sep and player in ctx.players.names:
                name = ctx.player_name(player)
                return f"el {troop} de {name}" if lang == "es" else f"{name}'s {troop}"
        return super().say(value, ctx, lang)


TROOP = TroopKind()

STAGES = WordKind({"convocacion": ("convocación", "convocación"),
                   "movimiento": ("movimiento", "movimiento"), "batalla": ("batalla", "batalla")},
                  {"summon": "convocacion", "move": "movimiento", "battle": "batalla"})
MOD_KINDS = WordKind({"aumento": ("aumento", "aumento"), "reduccion": ("reducción", "reducción")},
                     {"increase": "aumento", "decrease": "reduccion", "+": "aumento"})
ROLL_KINDS = WordKind({"ataque": ("ataque", "ataque"), "defensa": ("defensa", "defensa")},
                      {"attack": "ataque", "defense": "defensa"})
REASONS = WordKind()

ACTIONS = (
    Action("draw", ("roba",), ("draw",),
           (Slot("count", INT), Slot("cards", CARDS, side="own"), Slot("stage", STAGES)),
           "{player} roba[ {count}][: {cards}]", "{player} draws[ {count}][: {cards}]"),
    Action("play", ("juega",), ("play",),
           (Slot("card", CARD, side="own"), Slot("stage", STAGES),
            Slot("response_to", CARD, "responde", "responds")),
           "{player} juega {card}[ en {stage}][ en respuesta a {response_to}]",
           "{player} plays {card}[ in {stage}][ in response to {response_to}]"),
    Action("resolve", ("resuelve",), ("resolve",), (Slot("card", CARD),),
           "{player} resuelve {card}", "{player} resolves {card}"),
    Action("modifier", ("modifica",), ("modifier",),
           (Slot("card", CARD), Slot("target", TROOP, ">", ">"), Slot("kind", MOD_KINDS),
            Slot("value", INT), Slot("applies_to", ROLL_KINDS)),
           "{player} aplica {card} sobre {target}[: {kind}][ {value}][ en {applies_to}]",
           "{player} applies {card} to {target}[: {kind}][ {value}][ on {applies_to}]"),
    Action("roll", ("tira",), ("roll",),
           (Slot("who", TROOP), Slot("kind", ROLL_KINDS), Slot("value", INT),
            Slot("result", INT, "resultado", "result"), Slot("stage", STAGES)),
           "{player} tira el dado de {kind} por {who}: {value}[ (resultado {result})]",
           "{player} rolls the {kind} die for {who}: {value}[ (result {result})]"),
    Action("arroje", ("arroje", "arroja"), ("arroje", "throw"),
           (Slot("card", CARD, side="own"), Slot("troop_level", INT, "nivel", "level"),
            Slot("distance", INT, "distancia", "distance"), Slot("roll", INT, "dado", "roll"),
            Slot("stage", STAGES)),
           "{player} arroja {card}[ (nivel {troop_level}][, distancia {distance})][, dado {roll}]",
           "{player} throws {card}[ (level {troop_level}][, distance {distance})][, roll {roll}]"),
    Action("discard", ("descarta",), ("discard",),
           (Slot("cards", CARDS, side="own"), Slot("by", CARD, "por", "by")),
           "{player} descarta {cards}[ (por {by})]", "{player} discards {cards}[ (by {by})]"),
    Action("mistake_seen", ("error-visto", "error"), ("mistake-seen", "mistake"),
           (Slot("card", CARD),),
           "{player} señala un error con {card}", "{player} points out a mistake with {card}"),
    Action("end_turn", ("fin-turno", "fin"), ("end-turn", "end"), (),
           "{player} termina su turno", "{player} ends the turn"),
    Action("stage", ("etapa",), ("stage",), (Slot("stage", STAGES),),
           "{player}: etapa de {stage}", "{player}: {stage} stage"),
    Action("game_end", ("final", "gana"), ("game-end", "wins"),
           (Slot("winner", PLAYER), Slot("reason", REASONS, "por", "by")),
           "Fin de la partida: gana {winner}[ ({reason})]",
           "Game over: {winner} wins[ ({reason})]"),
    Action("note", ("nota",), ("note",), (Slot("text", TEXT),),
           "Nota[ de {player}]: {text}", "Note[ by {player}]: {text}"),
)


def _sides(data: Mapping[str, Any]) -> dict[str, dict[str, str]]:
    defs = definitions(data)
    setup = data.get("setup")
    out: dict[str, dict[str, str]] = {}
    for player, side in setup.items() if isinstance(setup, dict) else ():
        if isinstance(side, dict):
            mine = instances(lists(side.get("strategy_deck")), defs)
            out[player] = instances(lists(side.get("hand")), defs, mine)
    return out


def universe(data: Mapping[str, Any]) -> dict[str, str]:
    """Every card of each strategy deck and hand → its printed name."""
    out: dict[str, str] = {}
    for cards in _sides(data).values():
        for inst, name in cards.items():
            out.setdefault(inst, name)
    return out


def owners(data: Mapping[str, Any]) -> dict[str, str]:
    """Each card → the player whose strategy deck or hand it is in."""
    return {inst: player for player, cards in _sides(data).items() for inst in cards}


NOTATION = GameNotation(
    "kingdom", ACTIONS, universe, owners=owners,
    shortcuts={value: ("stage", {"stage": value}) for value in STAGES.choices},
)
