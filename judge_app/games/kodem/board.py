"""The Kódem table in the game's own words: Protector, Zona Principal M1–M3, Bio, Equipo,
Mazo, Extinción; and the full state as JSON (``judge-app replay --json``).

>>> from judge_app.games.kodem.board import ZONE_LABELS
>>> ZONE_LABELS["main"], ZONE_LABELS["extinction"]
('Zona Principal', 'Extinción')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from judge_app.games import common
from judge_app.games.base import BoardView, CardView, PlayerView, ZoneView
from judge_app.games.kodem.shared import NO_SHARED, SharedIds
from judge_app.games.kodem.state import SLOTS, CardInstance, KodemState
from judge_app.logs.loader import Event, MatchLog

ZONE_LABELS = {
    "protector": "Protector",
    "main": "Zona Principal",
    "bio": "Bio",
    "equipment": "Equipo",
    "deck": "Mazo",
    "extinction": "Extinción",
}
KIND_LABELS = {"adendei": "Adendei", "protector": "Protector", "rava": "Rava", "ixim": "Ixim",
               "rot": "Rot", "bio": "Bio", "token": "Token"}


def event_cards(event: Event | None) -> set[str]:
    """The card instances a Kódem event names (highlighted on the board)."""
    return common.event_cards(
        event, ("card", "target", "protector", "equipment", "chosen", "name", "source", "by"),
        ("targets", "drawn", "sacrifice"))


def card_view(state: KodemState, instance: str, touched: set[str]) -> CardView:
    """One card as drawn: its statistics, marks, equipment under it and type details."""
    c = state.cards[instance]
    details: list[tuple[str, str]] = [("tipo", KIND_LABELS.get(c.kind, c.kind))]
    if c.card.subtype:
        details.append(("subtipo", c.card.subtype))
    if c.card.energy:
        details.append(("energía", ", ".join(c.card.energy)))
    if c.owner != c.side:
        details.append(("dueño", c.owner))
    equipment = tuple(card_view(state, e, touched) for e in c.attached)
    return CardView(
        instance=state.shared.label(instance), name=c.name, definition=c.definition, kind=c.kind,
        hidden=c.hidden, life=c.life, max_life=c.card.max_life, rests=c.rests,
        max_rests=c.card.max_rests, damage=c.damage, marks=c.marks, equipment=equipment,
        details=tuple(details), highlighted=instance in touched)


def board(state: KodemState, log: MatchLog, event: Event | None = None) -> BoardView:
    """The table after an event; the event's cards highlighted.

    A card whose bare id several players share shows as ``itzal (P2)`` (instances.py).
    """
    touched = event_cards(event)
    if state.shared and event is not None:
        touched = set(state.shared.touched)
    players: list[PlayerView] = []
    for player in state.players:
        side = state.sides[player]

        def views(instances: list[str]) -> tuple[CardView, ...]:
            return tuple(card_view(state, i, touched) for i in instances)

        protector = (views([side.protector]) if side.protector else ()) + views(side.reserve)
        main = tuple(card_view(state, i, touched) if i else None for i in side.main)
        zones = (
            ZoneView("protector", ZONE_LABELS["protector"], protector),
            ZoneView("main", ZONE_LABELS["main"], main, slot_labels=SLOTS),
            ZoneView("bio", ZONE_LABELS["bio"], views([side.bio]) if side.bio else ()),
            ZoneView("equipment", ZONE_LABELS["equipment"], views(side.equipment)),
            ZoneView("deck", ZONE_LABELS["deck"], views(side.deck), stacked=True),
            ZoneView("extinction", ZONE_LABELS["extinction"],
                     views(list(reversed(side.extinction))), stacked=True),
        )
        summary = [("Extinción", str(state.extinction_count(player))),
                   ("Mazo", str(len(side.deck)))]
        if side.protector:
            p = state.cards[side.protector]
            summary.insert(0, ("Protector", f"{p.life}/{p.card.max_life} · {p.rests} desc."))
        if side.out:
            summary.append(("Estado", "fuera de la partida"))
        if player == state.active and state.rival and len(state.players) > 2:
            summary.append(("Rival", state.rival))
        players.append(PlayerView(player=player, name=log.player_name(player), zones=zones,
                                  summary=tuple(summary), active=player == state.active))
    status = ""
    if state.over:
        status = (f"Fin de la partida: gana {log.player_name(state.winner)}" if state.winner
                  else "Fin de la partida")
    return BoardView(game="kodem", turn=state.turn, phase=state.phase, active=state.active,
                     players=tuple(players), status=status,
                     highlighted=frozenset(state.shared.label(i) for i in touched))


def card_json(c: CardInstance, shared: SharedIds = NO_SHARED) -> dict[str, Any]:
    """One card as JSON; a shared bare id keeps the log's id, its ``owner`` and a ``ref``."""
    data = _card_json(c)
    if c.instance in shared.originals:
        data["instance"] = shared.original(c.instance)
        data["ref"] = c.instance
    if shared:
        data["equipment"] = [shared.original(e) for e in c.attached]
    return data


def _card_json(c: CardInstance) -> dict[str, Any]:
    return {"instance": c.instance, "definition": c.definition, "name": c.name, "type": c.kind,
            "owner": c.owner, "hidden": c.hidden, "life": c.life, "max_life": c.card.max_life,
            "rests": c.rests, "damage": c.damage, "marks": list(c.marks),
            "equipment": list(c.attached)}


def state_json(state: KodemState, log: MatchLog) -> dict[str, Any]:
    """Every zone, card, life, descansos, marks and equipment, plus the turn's bookkeeping."""
    shared = state.shared

    def one(instance: str) -> dict[str, Any]:
        return card_json(state.cards[instance], shared)

    def cards(instances: list[str]) -> list[dict[str, Any]]:
        return [one(i) for i in instances]

    def ids(instances: Iterable[str]) -> list[str]:
        return sorted(shared.original(i) for i in instances)

    players: dict[str, Any] = {}
    for player in state.players:
        side = state.sides[player]
        attached = [e for i in [side.protector, *side.main] if i
                    for e in state.cards[i].attached]
        players[player] = {
            "protector": one(side.protector) if side.protector else None,
            "reserve": cards(side.reserve),
            "main": {SLOTS[n]: one(i) if i else None
                     for n, i in enumerate(side.main)},
            "bio": one(side.bio) if side.bio else None,
            "equipment_zone": cards(side.equipment),
            "equipped": cards(attached),
            "deck": cards(side.deck),
            "extinction": cards(side.extinction),
            "extinction_count": state.extinction_count(player),
            "out": side.out,
        }
    return {
        "game": "kodem", "variant": state.variant, "turn": state.turn, "phase": state.phase,
        "active": state.active, "rival": state.rival, "players": players,
        "this_turn": {
            "actor": shared.original(state.actor) if state.actor else state.actor,
            "attacked": ids(state.attacked), "activa_used": ids(state.activa_used),
            "link": [shared.original(i) for i in state.link or []],
            "equipped": state.equipped,
        },
        "pending_replacements": [{"player": v.player, "slot": SLOTS[v.slot]}
                                 for v in state.vacancies],
        "over": state.over, "winner": state.winner,
    }
