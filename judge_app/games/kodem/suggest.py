"""Kódem's offers to the recorder: the plausible next events from the table, in words.

Read from the turn structure of §5 (Inicio, Previa, Batalla, Post, Equipo, Fin):
in Previa the hidden cards to reveal, Batalla and Pasar turno; in Batalla the
cards that may attack (revealed, no descansos, the turn's one card) against
each rival card they may target, then the damage of the declared attack to
each of its targets; in Post the cards at 0 life to Extinción and the
replacement of an empty slot from the top 3 of the Mazo; in Equipo the
equipment for the card that attacked; at Fin the next player's turn. The rules
module is only read, never changed: these are offers, and whatever the judge
enters is checked by ``apply`` as usual.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from typing_extensions import override

from judge_app.games.kodem.state import SLOTS, KodemState
from judge_app.logs.loader import MatchLog
from judge_app.recording.hooks import Recorder, Suggestion

MULTIPLAYER = ("jungla", "cazador", "manada")
PHASE_ES = {"inicio": "Inicio", "previa": "Previa", "batalla": "Batalla", "post": "Post",
            "equipo": "Equipo", "fin": "Fin de Turno"}
PHASE_EN = {"inicio": "Inicio", "previa": "Previa", "batalla": "Batalla", "post": "Post",
            "equipo": "Equipo", "fin": "Fin de Turno (end)"}
NEXT_PHASES = {"inicio": ("previa",), "previa": ("batalla", "fin"), "batalla": ("post",),
               "post": ("equipo", "fin"), "equipo": ("fin",)}
TARGET = 10


def _name(state: KodemState, instance: str) -> str:
    c = state.cards.get(instance)
    return c.name if c is not None else instance


def _offer(out: list[Suggestion], event: dict[str, Any], es: str, en: str, group: str) -> None:
    out.append(Suggestion(event, es, en, group))


class KodemRecorder(Recorder):
    """The recorder hooks of Kódem TCG 5.0."""

    @override
    def player_range(self, variant: str) -> tuple[int, int]:
        """2 players; the multiplayer variants of 8.1, 3 to 8 (Manada: teams of the same
        size, so at least 2 teams of 2)."""
        if variant == "manada":
            return (4, 8)
        return (3, 8) if variant in MULTIPLAYER else (2, 2)

    @override
    def agreed_at_start(self, variant: str) -> tuple[bool, bool]:
        """Cazador and Manada agree the rival cards to send to Extinción; Manada its teams."""
        return (variant in ("cazador", "manada"), variant == "manada")

    @override
    def demo_table(self, variant: str) -> str | None:
        """A Jungla of 3 players."""
        return "jungla-wrong-rival.json" if variant == "jungla" else None

    @override
    def rereads_log(self, event: Mapping[str, Any], state: Any, log: MatchLog) -> bool:
        """Claims, a Pasiva-Rápida's definition and Token names are read from the whole log."""
        s: KodemState = state
        if "claim" in event and not s.claims_logged:
            return True
        action = event.get("action")
        if action == "token":
            return True
        if action == "pasiva_rapida":
            card = s.cards.get(str(event.get("card")))
            return card is None or card.definition not in s.quick_definitions
        return False

    @override
    def setup_from_decks(self, decks: Sequence[Mapping[str, Any]], players: Sequence[str],
                         variant: str) -> dict[str, Any]:
        """Each deck is a player's block; an instance id an earlier player already uses gets
        the player's number (``kuma`` → ``kuma2:kuma``), so every event names one card."""
        used: set[str] = set()
        setup: dict[str, Any] = {}
        for number, (player, deck) in enumerate(zip(players, decks, strict=True), start=1):
            block: dict[str, Any] = {"tokens": []}
            mine: set[str] = set()
            for zone, value in deck.items():
                if isinstance(value, list):
                    block[zone] = [self._own(e, number, used, mine) for e in value]
                elif isinstance(value, str) and zone == "bio":
                    block[zone] = self._own(value, number, used, mine)
                else:
                    block[zone] = value
            block.setdefault("bio", None)
            used |= mine
            setup[player] = block
        return setup

    @staticmethod
    def _own(entry: Any, number: int, used: set[str], mine: set[str]) -> Any:
        if not isinstance(entry, str):
            return entry
        instance, _, definition = entry.partition(":")
        definition = definition or instance
        renamed = instance
        while renamed in used:
            renamed = f"{instance}{number}" if renamed == instance else f"{renamed}x"
        mine.add(renamed)
        return entry if renamed == instance else f"{renamed}:{definition}"

    @override
    def suggest(self, state: Any, log: MatchLog) -> list[Suggestion]:
        s: KodemState = state
        out: list[Suggestion] = []
        if s.over:
            return out
        winner = self._winner(s)
        if winner is not None:
            _offer(out, {"action": "game_end", "player": winner, "winner": winner,
                         "reason": "extinción"},
                   f"Fin de la partida: gana {log.player_name(winner)}",
                   f"Game over: {log.player_name(winner)} wins", "game_end")
        player = s.active
        if player is None or s.phase in (None, "fin"):
            self._next_turn(s, log, out)
            return out
        if s.phase == "inicio":
            self._phases(s, player, out)
            return out
        if s.phase == "previa":
            self._reveals(s, player, out)
            self._phases(s, player, out)
            _offer(out, {"action": "pass", "player": player}, "Pasar turno", "Pass the turn",
                   "pass")
        elif s.phase == "batalla":
            self._resolutions(s, log, out)
            if not s.declared:
                self._attacks(s, player, out)
            self._phases(s, player, out)
        elif s.phase == "post":
            self._post(s, out)
            self._phases(s, player, out)
        elif s.phase == "equipo":
            self._post(s, out)
            self._equip(s, player, out)
            self._phases(s, player, out)
        return out

    # ------------------------------------------------------------------ parts
    @staticmethod
    def _winner(s: KodemState) -> str | None:
        """In a 2-player game, the player whose rival has 10 cards in Extinción (§4)."""
        if s.variant in MULTIPLAYER or len(s.players) != 2:
            return None
        first, second = s.players
        for player, rival in ((first, second), (second, first)):
            if s.extinction_count(rival) >= TARGET:
                return player
        return None

    @staticmethod
    def _next_player(s: KodemState) -> str:
        order = [p for p in s.players if not s.sides[p].out]
        if s.active is None or s.active not in order:
            return order[0] if order else s.players[0]
        return order[(order.index(s.active) + 1) % len(order)]

    def _next_turn(self, s: KodemState, log: MatchLog, out: list[Suggestion]) -> None:
        player = self._next_player(s)
        name = log.player_name(player)
        if s.variant in MULTIPLAYER:
            for rival in s.players:
                if rival == player or s.sides[rival].out or rival in s.team_of(player):
                    continue
                _offer(out, {"action": "turn", "player": player, "rival": rival},
                       f"Turno de {name} contra {log.player_name(rival)}",
                       f"{name}'s turn against {log.player_name(rival)}", "turn")
        else:
            _offer(out, {"action": "turn", "player": player}, f"Turno de {name}",
                   f"{name}'s turn", "turn")

    @staticmethod
    def _phases(s: KodemState, player: str, out: list[Suggestion]) -> None:
        for phase in NEXT_PHASES.get(s.phase or "", ()):
            _offer(out, {"action": "phase", "player": player, "phase": phase},
                   f"Fase {PHASE_ES[phase]}", f"{PHASE_EN[phase]} phase", "phase")

    @staticmethod
    def _reveals(s: KodemState, player: str, out: list[Suggestion]) -> None:
        for instance in s.sides[player].main:
            if instance is None:
                continue
            c = s.cards[instance]
            if c.hidden and c.owner == player:
                _offer(out, {"action": "reveal", "player": player, "card": instance},
                       f"Revelar {c.name}", f"Reveal {c.name}", "reveal")

    @staticmethod
    def _targets(s: KodemState, player: str) -> list[str]:
        rivals = [s.rival] if s.rival is not None else [p for p in s.players if p != player]
        out: list[str] = []
        for rival in rivals:
            side = s.sides[rival]
            out.extend(i for i in side.main if i is not None and s.cards[i].life)
            if side.protector is not None:
                out.append(side.protector)
        return out

    def _attacks(self, s: KodemState, player: str, out: list[Suggestion]) -> None:
        side = s.sides[player]
        attackers = [i for i in side.main if i is not None]
        if side.protector is not None:
            attackers.append(side.protector)
        targets = self._targets(s, player)
        for instance in attackers:
            c = s.cards[instance]
            if c.hidden or c.rests or not c.life or instance in s.attacked:
                continue
            if s.actor is not None and s.actor != instance:
                continue
            if s.link is not None and instance not in s.link:
                continue
            for t in targets:
                tc = s.cards[t]
                if tc.kind == "protector" and not c.card.can_target_protector:
                    continue
                dmg = c.damage or 0
                _offer(out, {"action": "attack", "player": player, "card": instance,
                             "targets": [t], "damage": dmg},
                       f"{c.name} ataca a {tc.name} ({dmg})",
                       f"{c.name} attacks {tc.name} ({dmg})", "attack")

    @staticmethod
    def _resolutions(s: KodemState, log: MatchLog, out: list[Suggestion]) -> None:
        """The damage of each declared attack to each target it has not yet dealt."""
        done: dict[str, set[str]] = {}
        for event in reversed(log.events):
            if event.action in ("turn", "phase"):
                break
            if event.action == "damage":
                source = getattr(event.args, "source", None)
                target = getattr(event.args, "target", None)
                if isinstance(source, str) and isinstance(target, str):
                    done.setdefault(source, set()).add(target)
        for card, (targets, damage) in s.attacks.items():
            if card in s.negated or card in s.penalized:
                continue
            c = s.cards[card]
            amount = damage if damage is not None else (c.damage or 0)
            for t in targets:
                if t in done.get(card, set()) or not s.in_play(t):
                    continue
                tc = s.cards[t]
                owner = c.owner
                _offer(out, {"action": "damage", "player": owner, "target": t, "amount": amount,
                             "kind": "attack", "source": card},
                       f"{tc.name} recibe {amount} de daño de {c.name}",
                       f"{tc.name} takes {amount} damage from {c.name}", "resolve")

    @staticmethod
    def _post(s: KodemState, out: list[Suggestion]) -> None:
        for player in s.players:
            side = s.sides[player]
            for instance in (side.protector, *side.main):
                if instance is None:
                    continue
                c = s.cards[instance]
                if c.life == 0:
                    _offer(out, {"action": "extinct", "player": c.owner, "card": instance,
                                 "reason": "vida"},
                           f"{c.name} a Extinción (0 de vida)",
                           f"{c.name} to Extinción (0 life)", "extinct")
        for vacancy in s.vacancies:
            side = s.sides[vacancy.player]
            top = side.deck[:3]
            for chosen in top:
                name = _name(s, chosen)
                _offer(out, {"action": "replace", "player": vacancy.player,
                             "slot": SLOTS[vacancy.slot], "drawn": list(top), "chosen": chosen,
                             "hidden": True},
                       f"Reemplazo en {SLOTS[vacancy.slot]}: {name}",
                       f"Replacement in {SLOTS[vacancy.slot]}: {name}", "replace")

    @staticmethod
    def _equip(s: KodemState, player: str, out: list[Suggestion]) -> None:
        if s.equipped or s.actor is None or s.actor in s.penalized:
            return
        host = s.cards[s.actor]
        if host.kind != "adendei" or not s.in_play(s.actor):
            return
        for instance in s.sides[player].equipment:
            e = s.cards[instance]
            if e.zone != "equipment":
                continue
            _offer(out, {"action": "equip", "player": player, "equipment": instance,
                         "card": s.actor, "hidden": False},
                   f"Equipar {e.name} a {host.name}", f"Equip {e.name} to {host.name}", "equip")


RECORDER = KodemRecorder()
