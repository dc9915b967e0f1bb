"""Kódem's typed notation: the words of every action of match-log.md, and how each is said.

::

    T3 Ana ataca Itzal > kuma2 2        # attack card=itzal targets=[kuma2] damage=2
    3 A at itz>kum 2                     # the same, abbreviated
    daño kuma2 2 ataque de Itzal         # damage target=kuma2 amount=2 kind=attack source=itzal
    batalla                              # phase batalla
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge_app.notation import Action, GameNotation, Slot
from judge_app.notation.cards import definitions, instances, lists
from judge_app.notation.kinds import (
    CARD,
    CARDS,
    INT,
    JSON,
    LITERAL,
    PLAYER,
    TEXT,
    FlagKind,
    WordKind,
)

#: Phases and marks keep the rulebook's names in both languages; English words are accepted.
PHASES = WordKind({p: (p, p) for p in ("inicio", "previa", "batalla", "post", "equipo", "fin")},
                  {"start": "inicio", "main": "previa", "battle": "batalla", "end": "fin"})
MARKS = WordKind({m: (m, m) for m in ("quemar", "envenenar", "abismar")},
                 {"burn": "quemar", "poison": "envenenar", "abyss": "abismar"})
COST_KINDS = WordKind({"damage": ("daño", "damage"), "rest": ("descanso", "rest"),
                       "extinction": ("extinción", "extinction"), "other": ("otro", "other")})
DAMAGE_KINDS = WordKind({"attack": ("ataque", "attack"), "effect": ("efecto", "effect"),
                         "cost": ("coste", "cost"), "mark": ("marca", "mark")})
REASONS = WordKind({"life": ("vida", "life"), "effect": ("efecto", "effect"),
                    "cost": ("coste", "cost"), "extinction": ("extinción", "extinction")})
SLOTS = WordKind({"M1": ("M1", "M1"), "M2": ("M2", "M2"), "M3": ("M3", "M3")})
WHAT = WordKind({"attack": ("ataque", "attack"), "effect": ("efecto", "effect")})
HIDDEN = FlagKind("oculta", "hidden", "oculto", "bocabajo", off=("visible", "face-up"))

ACTIONS = (
    Action("turn", ("turno",), ("turn",), (Slot("rival", PLAYER, "vs", "vs"),),
           "{player} empieza su turno[ (rival: {rival})]",
           "{player} starts the turn[ (rival: {rival})]"),
    Action("phase", ("fase",), ("phase",), (Slot("phase", PHASES),),
           "{player}: fase {phase}", "{player}: {phase} phase"),
    Action("pass", ("pasa",), ("pass",), (), "{player} pasa el turno",
           "{player} passes the turn"),
    Action("reveal", ("revela",), ("reveal",),
           (Slot("card", CARD, side="own"), Slot("by", CARD, "por", "by")),
           "{player} revela {card}[ (por {by})]", "{player} reveals {card}[ (by {by})]"),
    Action("hide", ("oculta",), ("hide",), (Slot("card", CARD), Slot("by", CARD, "por", "by")),
           "{player} oculta {card}[ (por {by})]", "{player} hides {card}[ (by {by})]"),
    Action("attack", ("ataca", "at"), ("attack",),
           (Slot("card", CARD, side="own"), Slot("targets", CARDS, ">", ">", "rival"),
            Slot("damage", INT),
            Slot("roll", INT, "dado", "roll")),
           "{player} ataca con {card}[ a {targets}][ ({damage})][, dado {roll}]",
           "{player} attacks[ {targets}] with {card}[ ({damage})][, roll {roll}]"),
    Action("activa", ("activa",), ("activa",),
           (Slot("card", CARD, side="own"), Slot("targets", CARDS, ">", ">"), Slot("text", TEXT)),
           "{player} usa la Activa de {card}[ sobre {targets}][: {text}]",
           "{player} uses {card}'s Activa[ on {targets}][: {text}]"),
    Action("activa_rapida", ("activa-rapida", "rapida"), ("quick-activa", "activa-rapida"),
           (Slot("card", CARD), Slot("targets", CARDS, ">", ">"), Slot("text", TEXT)),
           "{player} usa la Activa-Rápida de {card}[ sobre {targets}][: {text}]",
           "{player} uses {card}'s Activa-Rápida[ on {targets}][: {text}]"),
    Action("pasiva", ("pasiva",), ("pasiva",),
           (Slot("card", CARD), Slot("text", TEXT),
            Slot("optional", FlagKind("opcional", "optional", off=("obligatoria", "mandatory")))),
           "{player} declara la Pasiva de {card}[ ({optional})][: {text}]",
           "{player} declares {card}'s Pasiva[ ({optional})][: {text}]"),
    Action("pasiva_rapida", ("pasiva-rapida",), ("quick-pasiva", "pasiva-rapida"),
           (Slot("card", CARD), Slot("text", TEXT)),
           "{player} declara la Pasiva-Rápida de {card}[: {text}]",
           "{player} declares {card}'s Pasiva-Rápida[: {text}]"),
    Action("link", ("vincula", "vinculo"), ("link",),
           (Slot("protector", CARD, side="own"), Slot("card", CARD, ">", ">", "own")),
           "{player} hace Vínculo de {protector} con {card}",
           "{player} links {protector} with {card}"),
    Action("cost", ("coste", "paga"), ("cost", "pay"),
           (Slot("card", CARD, side="own"), Slot("kind", COST_KINDS), Slot("amount", INT),
            Slot("targets", CARDS, ">", ">")),
           "{player} paga con {card} un coste[ de {amount}][ {kind}][ ({targets})]",
           "{player} pays a cost with {card}[: {amount}][ {kind}][ ({targets})]"),
    Action("damage", ("daño", "dano"), ("damage",),
           (Slot("target", CARD), Slot("amount", INT), Slot("kind", DAMAGE_KINDS),
            Slot("source", CARD, "de", "from")),
           "{target} recibe {amount} de daño[ ({kind})][ de {source}]",
           "{target} takes {amount} damage[ ({kind})][ from {source}]"),
    Action("heal", ("cura",), ("heal",),
           (Slot("target", CARD), Slot("amount", INT), Slot("source", CARD, "de", "from")),
           "{target} se cura {amount}[ por {source}]", "{target} heals {amount}[ by {source}]"),
    Action("mark", ("marca",), ("mark",), (Slot("target", CARD), Slot("mark", MARKS)),
           "{target} recibe la marca {mark}", "{target} is marked with {mark}"),
    Action("unmark", ("desmarca", "quita-marca"), ("unmark",),
           (Slot("target", CARD), Slot("mark", MARKS)),
           "{target} pierde la marca {mark}", "{target} loses the {mark} mark"),
    Action("scale", ("escala",), ("scale",), (Slot("card", CARD), Slot("amount", INT)),
           "{card} escala[ {amount}]", "{card} scales[ by {amount}]"),
    Action("descend", ("desciende",), ("descend",), (Slot("card", CARD), Slot("amount", INT)),
           "{card} desciende[ {amount}]", "{card} descends[ by {amount}]"),
    Action("rest", ("descansa",), ("rest",), (Slot("card", CARD), Slot("amount", INT)),
           "{card} recibe[ {amount}] descansos", "{card} takes[ {amount}] descansos"),
    Action("rest_update", ("actualiza",), ("rest-update", "update"), (Slot("card", CARD),),
           "{card} pierde un descanso", "{card} loses one descanso"),
    Action("extinct", ("extingue", "extincion"), ("extinct",),
           (Slot("card", CARD, side="own"), Slot("reason", REASONS, "por", "by")),
           "{card} va a Extinción[ ({reason})]", "{card} goes to Extinción[ ({reason})]"),
    Action("replace", ("reemplaza",), ("replace",),
           (Slot("slot", SLOTS), Slot("chosen", CARD, side="own"),
            Slot("drawn", CARDS, "de", "from", "own"),
            Slot("hidden", HIDDEN)),
           "{player} reemplaza {slot} con {chosen}[ (de {drawn})][, {hidden}]",
           "{player} fills {slot} with {chosen}[ (from {drawn})][, {hidden}]"),
    Action("equip", ("equipa",), ("equip",),
           (Slot("equipment", CARD, side="own"), Slot("card", CARD, ">", ">", "own"),
            Slot("hidden", HIDDEN)),
           "{player} equipa {equipment} a {card}[ ({hidden})]",
           "{player} equips {equipment} to {card}[ ({hidden})]"),
    Action("bio_extinct", ("extingue-bio", "bio"), ("bio-extinct",),
           (Slot("update_rests", FlagKind("actualiza-descansos", "update-rests",
                                          off=("sin-actualizar", "no-update"))),),
           "{player} envía su Bio a Extinción[ ({update_rests})]",
           "{player} sends the Bio to Extinción[ ({update_rests})]"),
    Action("rava_return", ("devuelve-rava",), ("rava-return",), (Slot("card", CARD),),
           "{player} devuelve la Rava {card} al Mazo",
           "{player} returns the Rava {card} to the Mazo"),
    Action("rava_revive", ("revive-rava",), ("rava-revive",),
           (Slot("card", CARD, side="own"), Slot("sacrifice", CARDS, "con", "with", "own")),
           "{player} revive la Rava {card}[ sacrificando {sacrifice}]",
           "{player} revives the Rava {card}[ sacrificing {sacrifice}]"),
    Action("token", ("token",), ("token",),
           (Slot("slot", SLOTS), Slot("name", LITERAL), Slot("stats", JSON),
            Slot("by", CARD, "por", "by"), Slot("hidden", HIDDEN)),
           "{player} pone el Token {name} en {slot}[ (por {by})]",
           "{player} puts the Token {name} in {slot}[ (by {by})]",
           introduces="name"),
    Action("swap", ("cambia",), ("swap",),
           (Slot("card", CARD, side="own"), Slot("target", CARD, ">", ">")),
           "{player} cambia {card} con {target}", "{player} swaps {card} with {target}"),
    Action("negate", ("niega",), ("negate",), (Slot("target", CARD), Slot("what", WHAT)),
           "{player} niega[ el {what} de] {target}", "{player} negates[ the {what} of] {target}"),
    Action("show", ("muestra",), ("show",), (Slot("card", CARD, side="own"),),
           "{player} muestra {card}", "{player} shows {card}"),
    Action("note", ("nota",), ("note",), (Slot("text", TEXT),),
           "Nota[ de {player}]: {text}", "Note[ by {player}]: {text}"),
    Action("game_end", ("final", "gana"), ("game-end", "wins"),
           (Slot("winner", PLAYER), Slot("reason", REASONS, "por", "by")),
           "Fin de la partida: gana {winner}[ ({reason})]",
           "Game over: {winner} wins[ ({reason})]"),
)


def owners(data: Mapping[str, Any]) -> dict[str, str]:
    """Card instance → the player whose setup lists it (a bare id both players list: none)."""
    defs = definitions(data)
    out: dict[str, str] = {}
    shared: set[str] = set()
    setup = data.get("setup")
    for player, side in setup.items() if isinstance(setup, dict) else ():
        if not isinstance(side, dict):
            continue
        mine: dict[str, str] = {}
        for zone in ("protectors", "main", "deck", "equipment", "tokens"):
            instances(lists(side.get(zone)), defs, mine)
        instances([side.get("bio")], defs, mine)
        for inst in mine:
            if inst in out:
                shared.add(inst)
            out[inst] = player
    return {k: v for k, v in out.items() if k not in shared}


def universe(data: Mapping[str, Any]) -> dict[str, str]:
    """Every card instance of the setup (all zones of every player) → its printed name."""
    defs = definitions(data)
    out: dict[str, str] = {}
    setup = data.get("setup")
    for side in setup.values() if isinstance(setup, dict) else ():
        if not isinstance(side, dict):
            continue
        for zone in ("protectors", "main", "deck", "equipment", "tokens"):
            instances(lists(side.get(zone)), defs, out)
        instances([side.get("bio")], defs, out)
    return out


NOTATION = GameNotation(
    "kodem", ACTIONS, universe, owners=owners,
    shortcuts={value: ("phase", {"phase": value}) for value in PHASES.choices},
)
