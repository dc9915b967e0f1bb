"""A game's notation: its actions' words and arguments, and the reading and writing of lines.

One event a line::

    [T<turn>] [<player>] <action> <arguments…> [key=value…] [{json}]   # comment

The turn and the player carry over from the line before (``T-`` or ``-``
says "none" for one line); the action is a Spanish or English word or any
unambiguous beginning of one; arguments are positional in the order the
game's vocabulary gives, with filler words (``a``, ``con``, ``>``) skipped;
``key=value`` and a trailing ``{json}`` set any key exactly (the escape hatch
for extra keys such as ``note``, ``time``, ``by``). A line that is only
``{json}`` is the event exactly as written. ``show`` writes every event so
that reading it back gives the same JSON; when it cannot, it writes the raw
``{json}`` line.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from judge_app.notation.errors import LineError
from judge_app.notation.kinds import FILLERS, FlagKind, Kind, bare_ok, is_int, unknown_card
from judge_app.notation.refs import Ambiguous, Refs, Unknown, fold, short_name
from judge_app.notation.tokens import Token, tokenize
from judge_app.violations import Lang

_TURN = re.compile(r"^(?:[Tt](-?\d+)|(\d+))$")
_MISSING = object()


@dataclass(frozen=True)
class Slot:
    """One argument of an action: its event key, its kind, and the filler shown before it."""

    key: str
    kind: Kind
    sep_es: str = ""
    sep_en: str = ""
    side: str = ""
    """``own`` (the acting player's card) or ``rival``: which copy a typed prefix that fits
    both players' cards means (``kum`` for the rival's Kuma in an attack's targets)."""


@dataclass(frozen=True)
class Action:
    """An action of a game's log: its words (the first of each language is the one written),
    its positional arguments, and how the event list says it (``{key}`` placeholders, a
    ``[…]`` part left out when one of its keys is missing)."""

    key: str
    es: tuple[str, ...]
    en: tuple[str, ...]
    slots: tuple[Slot, ...] = ()
    say_es: str = ""
    say_en: str = ""
    introduces: str = ""
    """Key whose value is a new card id from this event on (a Token's ``name``)."""

    def word(self, lang: Lang) -> str:
        """The word ``show`` writes for this action."""
        return (self.es if lang == "es" else self.en)[0]


def keyword_seps(slot: Slot) -> frozenset[str]:
    """A slot's separator words that are not fillers (``dado``, ``nivel``): written before its
    value, they name the argument, so it may follow a missing one (``juega x responde y``)."""
    return frozenset(fold(w) for w in (slot.sep_es, slot.sep_en)
                     if w and fold(w) not in FILLERS)


def separators(action: Action) -> frozenset[str]:
    """The words ``show`` writes before an action's arguments (``de``, ``nivel``): skipped
    when read, like the fillers, so never a bare value of that action."""
    return frozenset(fold(w) for s in action.slots for w in (s.sep_es, s.sep_en) if w)


def same_json(a: Any, b: Any) -> bool:
    """Equal as JSON, types included (``1`` is not ``true`` nor ``1.0``)."""
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


@dataclass
class GameNotation:
    """A game's vocabulary: every action, the words that name a value of an argument as an
    action of its own (``batalla`` for ``phase batalla``), and the cards a log can name."""

    game: str
    actions: Sequence[Action]
    universe: Callable[[Mapping[str, Any]], dict[str, str]]
    """Card ids a log's events may name → their display name (from setup and card data)."""
    shortcuts: Mapping[str, tuple[str, dict[str, Any]]] = field(default_factory=dict)
    """Extra action words that also fill arguments: ``batalla`` → (``phase``, phase=batalla)."""
    owners: Callable[[Mapping[str, Any]], dict[str, str]] | None = None
    """Card id → the player whose card it is (for a slot's ``side``)."""

    def __post_init__(self) -> None:
        self.by_key: dict[str, Action] = {a.key: a for a in self.actions}
        self.words: dict[str, tuple[str, dict[str, Any]]] = {}
        for action in self.actions:
            for word in (action.key, *action.es, *action.en):
                self.words.setdefault(fold(word), (action.key, {}))
        for word, target in self.shortcuts.items():
            self.words.setdefault(fold(word), target)
        self._prefix: dict[str, tuple[str, dict[str, Any]] | None] = {}

    def verb(self, text: str) -> tuple[str, dict[str, Any]] | None:
        """The action (and preset arguments) a typed word names: exact, else a prefix of the
        words of one action only (at least two letters)."""
        folded = fold(text)
        hit = self.words.get(folded)
        if hit is not None:
            return hit
        if len(folded) < 2:
            return None
        if folded not in self._prefix:
            found = {w: t for w, t in self.words.items() if w.startswith(folded)}
            actions = {t[0] for t in found.values() if not t[1]}
            presets = [t for t in found.values() if t[1]]
            if len(actions) == 1 and not presets:
                self._prefix[folded] = (actions.pop(), {})
            elif not actions and len({json.dumps(t, sort_keys=True) for t in presets}) == 1:
                self._prefix[folded] = presets[0]
            else:
                self._prefix[folded] = None
        return self._prefix[folded]

    def action_list(self, lang: Lang) -> str:
        """The action words, for an error message."""
        return ", ".join(a.word(lang) for a in self.actions)


class Context:
    """The players and cards of one log, and the turn and player carried from line to line."""

    def __init__(self, notation: GameNotation, data: Mapping[str, Any]) -> None:
        self.notation = notation
        players = data.get("players")
        names: dict[str, str] = {}
        if isinstance(players, list):
            for p in players:
                if isinstance(p, dict) and isinstance(p.get("id"), str):
                    name = p.get("name")
                    names[p["id"]] = name if isinstance(name, str) else p["id"]
        self.players = Refs(names)
        self.cards = Refs(notation.universe(data))
        self.owners = notation.owners(data) if notation.owners else {}
        self._side = ""
        self._actor: str | None = None
        self.turn: int | None = None
        self.player: str | None = None
        self.line = ""
        self._reserved: frozenset[str] = frozenset()
        position = data.get("position")
        if isinstance(position, Mapping):  # a log that starts from a board: the first line
            turn, active = position.get("turn"), position.get("active")  # carries from it
            self.turn = turn if is_int(turn) else None
            self.player = active if isinstance(active, str) and active in names else None

    # -- references ------------------------------------------------------------------------
    def reserved(self, text: str) -> bool:
        """Whether a bare word would be read as something else here (a flag of the action)."""
        return fold(text) in self._reserved

    def card_token(self, ident: str) -> str:
        """How ``show`` writes a card: its short name, else its id, else its id in quotes."""
        name = self.cards.names.get(ident)
        candidates = [short_name(name)] if name else []
        candidates.append(ident)
        for text in candidates:
            if text and bare_ok(text) and not self.reserved(text):
                try:
                    if self.cards.resolve(text) == ident:
                        return text
                except (Unknown, Ambiguous):
                    pass
        return json.dumps(ident, ensure_ascii=False)

    def player_token(self, ident: str) -> str | None:
        """How ``show`` writes a player: first name, else id (``None``: neither reads back)."""
        if ident not in self.players.names:
            return None
        name = self.players.names[ident]
        for text in (short_name(name), ident):
            if (text and bare_ok(text) and not self.reserved(text) and not _TURN.match(text)
                    and self.notation.verb(text) is None and ":" not in text):
                try:
                    if self.players.resolve(text) == ident:
                        return text
                except (Unknown, Ambiguous):
                    pass
        return None

    def resolve_card(self, token: Token) -> str:
        """The card id a typed reference names; :class:`LineError` saying why not."""
        try:
            found: str = self.cards.resolve(token.value)
            return found
        except Ambiguous as exc:
            if self._side and self._actor is not None:
                mine = self._side == "own"
                fits: list[str] = [c for c in exc.args[0]
                                   if c in self.owners and (self.owners[c] == self._actor) == mine]
                if len(fits) == 1:
                    return fits[0]
                if fits:
                    exc = Ambiguous(fits)
            raise unknown_card(token, exc, self) from None
        except Unknown as exc:
            raise unknown_card(token, exc, self) from None

    def resolve_player(self, token: Token) -> str:
        """The player id a typed reference names; :class:`LineError` saying why not."""
        try:
            return self.players.resolve(token.value)
        except Unknown:
            known = ", ".join(f"{i} ({n})" for i, n in self.players.names.items())
            raise LineError(token.column, f"no hay jugador {token.value!r} (se esperaba uno de: "
                            f"{known})", f"no player {token.value!r} (expected one of: "
                            f"{known})") from None
        except Ambiguous as exc:
            shown = ", ".join(exc.args[0])
            raise LineError(token.column, f"{token.value!r} puede ser varios jugadores: {shown}",
                            f"{token.value!r} could be several players: {shown}") from None

    def card_name(self, ident: str) -> str:
        """A card's name as the event list says it (before the comma: ``Itzal``)."""
        name = self.cards.names.get(ident)
        return name.split(",")[0].strip() if name else ident

    def player_name(self, ident: str) -> str:
        """A player's name (the id when unknown)."""
        return self.players.names.get(ident) or ident

    def _is_player(self, token: Token) -> bool:
        if token.kind != "word" or self.notation.verb(token.value) is not None:
            return False
        try:
            self.players.resolve(token.value)
        except (Unknown, Ambiguous):
            return False
        return True

    # -- events ----------------------------------------------------------------------------
    def advance(self, event: Mapping[str, Any]) -> None:
        """Carry this event's turn and player to the next line; learn the cards it brings."""
        turn = event.get("turn")
        if is_int(turn):
            self.turn = turn
        player = event.get("player")
        if isinstance(player, str):
            self.player = player
        action = self.notation.by_key.get(str(event.get("action")))
        if action is not None and action.introduces:
            new = event.get(action.introduces)
            if isinstance(new, str):
                self.cards.add(new, new)

    def read_line(self, line: str) -> dict[str, Any] | None:
        """The event of one line (``None`` for a blank or comment line); :class:`LineError`."""
        self.line = line
        tokens = tokenize(line)
        if not tokens:
            return None
        first = tokens[0]
        if first.kind == "json" and isinstance(first.value, dict):
            if len(tokens) > 1:
                raise LineError(tokens[1].column, "tras un evento {json} no va nada más",
                                "nothing may follow a {json} event")
            if not isinstance(first.value.get("action"), str):
                raise LineError(first.column, "al evento {json} le falta \"action\"",
                                "the {json} event has no \"action\"")
            return dict(first.value)
        return self._read_event(tokens)

    def _read_event(self, tokens: list[Token]) -> dict[str, Any]:
        notation = self.notation
        event: dict[str, Any] = {}
        i = 0
        turn: Any = self.turn
        match = _TURN.match(tokens[0].value) if tokens[0].kind == "word" else None
        if match:
            turn = int(match.group(1) or match.group(2))
            i = 1
        elif tokens[0].kind == "word" and tokens[0].value in ("T-", "t-"):
            turn = None
            i = 1
        if turn is not None:
            event["turn"] = turn
        player: str | None = self.player
        if i < len(tokens) and tokens[i].kind == "word" and tokens[i].value == "-":
            player = None
            i += 1
        elif i < len(tokens) and self._is_player(tokens[i]):
            player = self.players.resolve(tokens[i].value)
            i += 1
        if player is not None:
            event["player"] = player
        if i >= len(tokens):
            end = tokens[-1].end + 1
            raise LineError(end, f"falta la acción (una de: {notation.action_list('es')})",
                            f"the action is missing (one of: {notation.action_list('en')})")
        first_arg: Token | None = None
        verb = notation.verb(tokens[i].value) if tokens[i].kind == "word" else None
        if verb is None and i + 1 < len(tokens) and tokens[i + 1].kind == "word" \
                and tokens[i].kind in ("word", "string"):
            verb = notation.verb(tokens[i + 1].value)
            if verb is not None:
                first_arg = tokens[i]
                i += 1
        if verb is None:
            token = tokens[i]
            shown = token.value if isinstance(token.value, str) else json.dumps(token.value)
            raise LineError(token.column, f"{shown!r} no es una acción de {notation.game} "
                            f"(se esperaba una de: {notation.action_list('es')})",
                            f"{shown!r} is not an action of {notation.game} "
                            f"(expected one of: {notation.action_list('en')})")
        action_key, preset = verb
        action = notation.by_key[action_key]
        event["action"] = action_key
        event.update(preset)
        i += 1
        flags: dict[str, tuple[str, bool]] = {}
        for s in action.slots:
            if isinstance(s.kind, FlagKind):
                flags.update(dict.fromkeys(s.kind.words, (s.key, True)))
                flags.update(dict.fromkeys(s.kind.off_words, (s.key, False)))
        slots = [s for s in action.slots
                 if not isinstance(s.kind, FlagKind) and s.key not in preset]
        skip = FILLERS | separators(action)
        keywords = {w: (n, s) for n, s in enumerate(slots) for w in keyword_seps(s)}
        by_key = {s.key: s for s in action.slots}
        k = 0
        if first_arg is not None:
            if not slots:
                raise LineError(first_arg.column, f"{action.word('es')} no lleva argumentos",
                                f"{action.word('en')} takes no arguments")
            self._slot(slots[0], event)
            event[slots[0].key], _ = slots[0].kind.read([first_arg], 0, self)
            k = 1
        keyed = False
        while i < len(tokens):
            token = tokens[i]
            if token.kind == "json" and isinstance(token.value, dict):
                event.update(token.value)
                keyed = True
                i += 1
                continue
            if token.kind == "word" and i + 1 < len(tokens) and tokens[i + 1].kind == "punct" \
                    and tokens[i + 1].value == "=":
                i = self._read_key(tokens, i, event, by_key)
                keyed = True
                continue
            if keyed:
                raise LineError(token.column, "tras clave=valor o {json} solo van más clave=valor "
                                "o {json}", "only key=value or {json} may follow key=value "
                                "or {json}")
            if token.kind == "word" and fold(token.value) in flags:
                flag_key, flag_value = flags[fold(token.value)]
                event[flag_key] = flag_value
                i += 1
                continue
            if token.kind == "word" and fold(token.value) in keywords \
                    and i + 1 < len(tokens):
                n, slot = keywords[fold(token.value)]
                self._slot(slot, event)
                event[slot.key], i = slot.kind.read(tokens, i + 1, self)
                k = max(k, n + 1)
                continue
            if (token.kind == "word" and fold(token.value) in skip) or (
                    token.kind == "punct" and token.value == ">"):
                i += 1
                continue
            if k >= len(slots):
                args_es = " ".join(s.key for s in slots) or "nada"
                args_en = " ".join(s.key for s in slots) or "nothing"
                raise LineError(token.column, f"sobra {token.value!r}: {action.word('es')} lleva "
                                f"{args_es}", f"unexpected {token.value!r}: "
                                f"{action.word('en')} takes {args_en}")
            self._slot(slots[k], event)
            event[slots[k].key], i = slots[k].kind.read(tokens, i, self)
            k += 1
        self._side = ""
        return event

    def _slot(self, slot: Slot, event: Mapping[str, Any]) -> None:
        """Reading ``slot`` next: remember its side and the acting player."""
        self._side = slot.side
        actor = event.get("player")
        self._actor = actor if isinstance(actor, str) else None

    def _read_key(self, tokens: list[Token], i: int, event: dict[str, Any],
                  by_key: Mapping[str, Slot]) -> int:
        key = tokens[i].value
        if i + 2 >= len(tokens):
            raise LineError(tokens[i + 1].end + 1, f"falta el valor de {key}=",
                            f"the value of {key}= is missing")
        value_token = tokens[i + 2]
        slot = by_key.get(key)
        if slot is not None and value_token.kind == "word" and not isinstance(slot.kind,
                                                                              FlagKind):
            self._slot(slot, event)
            event[key], j = slot.kind.read(tokens, i + 2, self)
            self._side = ""
            return j
        if value_token.kind == "word":
            try:
                event[key] = json.loads(value_token.value)
            except json.JSONDecodeError:
                event[key] = value_token.value
        elif value_token.kind in ("string", "json"):
            event[key] = value_token.value
        else:
            raise LineError(value_token.column, f"se esperaba el valor de {key}=",
                            f"expected the value of {key}=")
        return i + 3

    def write_line(self, event: Mapping[str, Any], lang: Lang) -> str:
        """One event as a line that reads back as exactly ``event`` (else the raw ``{json}``)."""
        line = self._write(event, lang)
        if line is not None:
            saved = (self.turn, self.player)
            try:
                back = self.read_line(line)
            except LineError:
                back = None
            self.turn, self.player = saved
            if back is not None and same_json(back, dict(event)):
                return line
        return json.dumps(dict(event), ensure_ascii=False)

    def _write(self, event: Mapping[str, Any], lang: Lang) -> str | None:
        action = self.notation.by_key.get(str(event.get("action")))
        if action is None:
            return None
        parts: list[str] = []
        extras: dict[str, Any] = {}
        turn = event.get("turn", _MISSING)
        if is_int(turn):
            if turn != self.turn:
                parts.append(f"T{turn}")
        else:
            if self.turn is not None:
                parts.append("T-")
            if turn is not _MISSING:
                extras["turn"] = turn
        player = event.get("player", _MISSING)
        self._reserved = separators(action) | frozenset(
            w for s in action.slots if isinstance(s.kind, FlagKind)
            for w in s.kind.words | s.kind.off_words)
        who = self.player_token(player) if isinstance(player, str) else None
        if who is not None:
            if player != self.player:
                parts.append(who)
        else:
            if self.player is not None or player is not _MISSING:
                parts.append("-")
            if player is not _MISSING:
                extras["player"] = player
        parts.append(action.word(lang))
        done = {"action", "turn", "player"}
        positional = True
        for slot in action.slots:
            if isinstance(slot.kind, FlagKind):
                continue
            if (not positional and not keyword_seps(slot)) or slot.key not in event:
                positional = False
                continue
            text = slot.kind.emit(event[slot.key], self, lang)
            if text is None:
                positional = False
                continue
            sep = slot.sep_es if lang == "es" else slot.sep_en
            if sep:
                parts.append(sep)
            parts.append(text)
            done.add(slot.key)
        for slot in action.slots:
            if isinstance(slot.kind, FlagKind) and isinstance(event.get(slot.key), bool):
                text = slot.kind.emit(event[slot.key], self, lang)
                if text:
                    parts.append(text)
                    done.add(slot.key)
        for key, value in event.items():
            if key not in done:
                extras[key] = value
        if extras:
            parts.append(json.dumps(extras, ensure_ascii=False))
        self._reserved = frozenset()
        return " ".join(parts)

    # -- words -----------------------------------------------------------------------------
    def say(self, event: Mapping[str, Any], lang: Lang) -> str:
        """The event in words a judge reads: ``T3 · Ana ataca con Itzal a Kuma (2)``."""
        turn = event.get("turn")
        head = f"T{turn} · " if is_int(turn) else ""
        action = self.notation.by_key.get(str(event.get("action")))
        player = event.get("player")
        who = self.player_name(player) if isinstance(player, str) else ""
        if action is None:
            return (head + f"{who} {event.get('action')}").strip()
        template = action.say_es if lang == "es" else action.say_en
        values: dict[str, str] = {"player": who}
        for slot in action.slots:
            if slot.key in event and event[slot.key] is not None:
                values[slot.key] = slot.kind.say(event[slot.key], self, lang)
        text = _fill(template, values) if template else None
        if text is None:
            bits = [who, action.word(lang)]
            bits += [values[s.key] for s in action.slots if values.get(s.key)]
            text = " ".join(b for b in bits if b)
        note = event.get("note")
        if isinstance(note, str) and note and action.key != "note":
            text = f"{text.strip()} — {note}"
        return head + text.strip()


_PLACE = re.compile(r"\{(\w+)\}")
_OPTIONAL = re.compile(r"\[([^\[\]]*)\]")


def _fill(template: str, values: Mapping[str, str]) -> str | None:
    """Fill ``{key}`` placeholders; a ``[…]`` part with a missing key is left out, and a
    missing key outside one makes the template unusable (``None``)."""

    def optional(m: re.Match[str]) -> str:
        part = m.group(1)
        if all(values.get(k) for k in _PLACE.findall(part)):
            return part
        return ""

    text = _OPTIONAL.sub(optional, template)
    if not all(values.get(k) for k in _PLACE.findall(text)):
        return None
    return _PLACE.sub(lambda m: values[m.group(1)], text)
