"""Kódem logs where two players name a card by the same bare id (mirror decks).

match-log.md lets a setup name a card by its bare definition id when that
definition appears once *for that player*, so in a mirror match P1 and P2 may
both list ``"itzal"``. This module makes such a log replayable without
touching the rules engine:

1. **Setup** (:func:`prepare`, from ``validate_log``). A bare id listed by
   more than one player (in any zone, or as a ``token`` event's ``name``) is
   *shared*. Each player's copy gets the internal id ``ID@PLAYER``
   (``"itzal@P2"``). ``@`` is not the ``INSTANCE:DEFINITION`` separator, and
   if a log's own instance is already spelt ``ID@PLAYER`` the log is refused
   at that setup entry, so an internal id never collides with a real one. A
   bare id used twice by one player stays an error of the log (as without
   sharing): copies are written ``INSTANCE:DEFINITION``. Only bare ids are
   shared; ``"a:itzal"`` written by two players is still a duplicate instance.

2. **Events** (:func:`resolve`, called by ``Kodem.apply`` before the rules
   see the event, with the table as it stands). A log may write the explicit
   form ``"itzal@P2"`` anywhere a card is named: it is used as is. A bare
   shared id is read from context, field by field:

   * *own* fields name the acting player's (``player``) copy: the ``card`` of
     ``attack``, ``activa``, ``activa_rapida``, ``pasiva``, ``pasiva_rapida``,
     ``show``, ``rest_update``, ``rava_return``, ``rava_revive`` (and its
     ``sacrifice``), ``reveal`` without ``by``; ``link``'s ``protector`` and
     ``card``; ``cost``'s ``card`` and ``targets``; ``equip``'s ``equipment``
     and ``card``; ``replace``'s ``chosen`` and ``drawn``; ``swap``'s
     ``card``; ``token``'s ``name``; ``extinct``'s ``milled`` hint.
   * *aimed* fields, the ``targets`` (and ``target``) of ``attack``,
     ``activa`` and ``activa_rapida``, name the copy of the actor's rival this
     turn (the turn's ``rival`` for the turn player, the turn player for the
     rival, 8.1), unless only the other copy is on the field, or the
     effect's logged ``text`` speaks of an allied card ("aliada", "ally") and
     not of a rival one: then the actor's own copy (a healing Activa).
   * *resolutions*, the ``target`` of ``damage``, ``heal``, ``mark``,
     ``unmark``, ``swap``, the ``card`` of ``rest``, ``scale``, ``descend``,
     ``hide`` and of a ``reveal`` with ``by``: if only one copy is on the
     field, that one; else the copy named by the declaration being resolved
     (for a ``damage``/``heal`` with a ``source``, that source's own attack or
     Activa this turn; otherwise the latest ``attack``/``activa``/
     ``activa_rapida`` of the current phase); else a default: the rival's
     copy for ``damage`` of kind ``attack``/``effect`` (the rival of the
     source's owner), ``mark``, ``rest``, ``descend`` and ``swap``; the
     actor's for ``damage`` of kind ``cost``, ``heal``, ``unmark``, ``scale``,
     ``hide``, ``reveal``; the turn player's for ``damage`` of kind ``mark``.
   * ``negate``'s ``target`` (the card whose attack or effect is negated):
     the latest declaration's card, else the actor's rival's copy.
   * ``extinct``'s ``card``: the only copy not yet in Extinción; else the only
     copy on the field at 0 life; else the only copy declared as a target this
     turn; else the actor's (match-log.md: the owner logs its ``extinct``).
   * a ``source`` or ``by``: the copy that declared something most recently
     this turn, else the actor's. An unresolved ``by`` is left as written.

   Before any of these, a bare id of which only one copy exists yet (a Token
   one player brought in) names that copy. When the actor is unknown (no
   ``player`` and no turn yet) or has no copy (a third player of 8.1), the
   copy of the turn's two players is used if only one of them has it. So in a
   multiplayer game a bare id in an attack's targets names the turn rival's
   copy: a log that means a third player's copy (an 8.1 error) writes
   ``ID@PLAYER``. A reference that is still ambiguous, or whose declaration
   names both copies (an Activa aimed at ``itzal@P1`` and ``itzal@P2``
   resolved by a ``damage`` to ``itzal``), makes the log unreadable:
   ``LogError`` at the event's field, e.g. ``$.events[41].target``, asking
   for the ``ID@PLAYER`` form.

3. **Output.** The judge reads the log's own ids: violation messages write a
   shared card as ``itzal (P2)`` (after a card name: ``Itzal (itzal, P2)``);
   the board's ``CardView.instance`` is ``itzal (P2)`` (unique on the table,
   used for highlighting); ``replay --json`` keeps ``"instance": "itzal"``
   with its ``"owner"`` and adds ``"ref": "itzal@P2"``, the form a log may
   write. Logs without shared ids are not changed in any way.

>>> qualified("itzal", "P2"), label("itzal", "P2")
('itzal@P2', 'itzal (P2)')
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from judge_app.games.kodem.actions import ACTIONS, Role
from judge_app.games.kodem.cards import KodemSetup
from judge_app.games.kodem.shared import NO_SHARED, SEP, SharedIds, label, qualified
from judge_app.games.kodem.state import KodemState
from judge_app.logs.errors import LogError, LogReferenceError
from judge_app.logs.loader import Event, MatchLog
from judge_app.violations import Violation

ZONES = ("protectors", "main", "deck", "equipment", "tokens")

#: Keys any event may carry naming a card (when its action does not name them): read
#: leniently. The fields each action names are in its description (kodem/actions.py).
EXTRA_KEYS = ("source", "by")
#: Resolutions whose default is the rival's copy (the others default to the actor's).
RIVAL_DEFAULT = frozenset({"mark", "rest", "descend", "swap"})
#: The keys whose instances the board highlights (as ``board.event_cards``).
HIGHLIGHT = ("card", "target", "protector", "equipment", "chosen", "name", "source", "by",
             "targets", "drawn", "sacrifice")


def allied_text(text: object) -> bool:
    """Whether an effect's logged text aims at the actor's own cards ("aliada", "ally").

    >>> allied_text("Cura 2 puntos a una carta aliada."), allied_text("Daña 2 a 1 rival")
    (True, False)
    """
    if not isinstance(text, str):
        return False
    low = text.lower()
    return ("aliad" in low or "ally" in low or "allied" in low) and "rival" not in low


class SharedSetup(KodemSetup):
    """A Kódem setup whose shared bare ids were renamed (``owners`` as in :class:`SharedIds`)."""

    shared: dict[str, dict[str, str]]


# ---------------------------------------------------------------------------- setup
def _specs(setup: KodemSetup, player: str) -> Iterable[tuple[str, int | None, str]]:
    """(zone, index or None for the Bio, spec) of every setup entry of one player."""
    side = setup.sides[player]
    for zone in ZONES:
        for i, spec in enumerate(getattr(side, zone)):
            yield zone, i, spec
    if side.bio:
        yield "bio", None, side.bio


def _path(player: str, zone: str, index: int | None) -> str:
    return f"$.setup.{player}.{zone}" + ("" if index is None else f"[{index}]")


def prepare(log: MatchLog) -> None:
    """Find the shared bare ids of a Kódem log and rename them in its setup (in place).

    Does nothing when no id is shared (or when the log was already prepared).
    Raises :class:`LogError` for a bare shared id used twice by one player or
    a log instance spelt like an internal id.
    """
    setup: KodemSetup = log.setup
    if isinstance(setup, SharedSetup):
        return
    players = [p for p in log.player_ids if p in setup.sides]
    bare: dict[str, dict[str, list[str]]] = {}
    """Bare id → player → JSON paths of its entries."""
    real: dict[str, str] = {}
    """Every instance id of the setup written INSTANCE:DEFINITION → its JSON path."""
    for player in players:
        for zone, index, spec in _specs(setup, player):
            if ":" in spec:
                real.setdefault(spec.partition(":")[0], _path(player, zone, index))
            else:
                bare.setdefault(spec, {}).setdefault(player, []).append(
                    _path(player, zone, index))
    for event in log.events:  # Tokens named by the event that brings them in
        name = event.raw.get("name")
        if (event.action == "token" and isinstance(name, str) and ":" not in name
                and event.player in setup.sides and name not in real
                and name.rpartition(SEP)[2] not in setup.sides):  # not the explicit form
            bare.setdefault(name, {}).setdefault(event.player, [])
    shared = {b: by_player for b, by_player in bare.items() if len(by_player) > 1}
    if not shared:
        return
    owners: dict[str, dict[str, str]] = {}
    for b, by_player in shared.items():
        for player, paths in by_player.items():
            if len(paths) > 1:
                raise LogError(log.source, paths[1], f"card instance {b!r} appears twice in "
                               f"{player}'s setup; name copies INSTANCE:DEFINITION")
            internal = qualified(b, player)
            taken = [path for paths in bare.get(internal, {}).values() for path in paths]
            if internal in real or taken:
                where = real.get(internal) or taken[0]
                raise LogError(log.source, where, f"card instance {internal!r} is how Juez "
                               f"names {player}'s copy of the shared id {b!r}; rename it")
        owners[b] = {p: qualified(b, p) for p in by_player}
    sides = {}
    for player, side in setup.sides.items():
        def rename(spec: str, p: str = player) -> str:
            return f"{qualified(spec, p)}:{spec}" if spec in owners else spec

        changes: dict[str, Any] = {zone: [rename(s) for s in getattr(side, zone)]
                                   for zone in ZONES}
        changes["bio"] = rename(side.bio) if side.bio else side.bio
        sides[player] = side.model_copy(update=changes)
    log.setup = SharedSetup(sides=sides, target_count=setup.target_count, teams=setup.teams,
                            shared=owners)


def shared_ids(log: MatchLog) -> SharedIds:
    """The :class:`SharedIds` of a prepared log (empty when nothing is shared)."""
    setup = log.setup
    if not isinstance(setup, SharedSetup) or not setup.shared:
        return NO_SHARED
    originals = {internal: (b, player) for b, by_player in setup.shared.items()
                 for player, internal in by_player.items()}
    return SharedIds(owners=setup.shared, originals=originals)


def quick_definitions(log: MatchLog, cards: Mapping[str, Any]) -> frozenset[str]:
    """Definitions of shared bare ids the log declares a ``pasiva_rapida`` of.

    A bare id is its own definition, so every copy shares it (``§5 Previa NOTA``).
    """
    ids = shared_ids(log)
    out: set[str] = set()
    for event in log.raw_events:  # the whole file, even when only a prefix is loaded
        if not isinstance(event, dict):
            continue
        card = event.get("card")
        if event.get("action") == "pasiva_rapida" and isinstance(card, str) and card in ids.owners:
            internal = next(iter(ids.owners[card].values()))
            if internal in cards:
                out.add(cards[internal].definition)
    return frozenset(out)


# ---------------------------------------------------------------------------- events
def _roles(action: str) -> tuple[tuple[str, Role], ...]:
    described = ACTIONS.get(action)
    roles = described.roles if described is not None else ()
    named = {name for name, _ in roles}
    return roles + tuple((key, "lenient") for key in EXTRA_KEYS if key not in named)


_ROLES: dict[str, tuple[tuple[str, Role], ...]] = {action: _roles(action) for action in ACTIONS}


def resolve(state: KodemState, event: Event) -> Event:
    """``event`` with every bare shared id replaced by the copy it names (see module doc).

    Also records the turn's declarations and the event's cards in ``state.shared``.
    Raises :class:`LogReferenceError` (the replay adds the JSON path) when a
    reference cannot be decided.
    """
    ids: SharedIds = state.shared
    if not ids:
        return event
    action = event.action
    raw = event.raw
    decls, phase_from = ids.decls, ids.phase_from
    if action == "turn":
        decls, phase_from = (), 0
    elif action == "phase":
        phase_from = len(decls)
    roles = _ROLES.get(action) or _roles(action)
    if action == "reveal" and raw.get("by") is not None:
        roles = (("card", "resolve"), *roles[1:])
    resolver = _Resolver(state, replace(ids, decls=decls, phase_from=phase_from)
                         if action in ("turn", "phase") else ids, event)
    owners = ids.owners
    updates: dict[str, Any] = {}
    for name, role in roles:
        value = raw.get(name)
        if isinstance(value, str):
            if value in owners:
                new = resolver.one(value, role, name, updates)
                if new != value:
                    updates[name] = new
        elif isinstance(value, list) and any(isinstance(v, str) and v in owners for v in value):
            updates[name] = [resolver.one(v, role, f"{name}[{i}]", updates)
                             if isinstance(v, str) else v for i, v in enumerate(value)]
    if updates:
        event = replace(event, args=event.args.model_copy(update=updates))

    def now(key: str) -> Any:
        return updates[key] if key in updates else raw.get(key)

    if action in ACTIONS and ACTIONS[action].aims:
        targets = [t for t in now("targets") or () if isinstance(t, str)]
        single = now("target")
        if isinstance(single, str):
            targets.append(single)
        entry = (str(now("card")), tuple(targets))
        if entry in decls:  # a repeat moves to the end: the turn's list stays bounded
            i = decls.index(entry)
            decls = decls[:i] + decls[i + 1:]
            phase_from -= 1 if i < phase_from else 0
        decls = (*decls, entry)
    touched: set[str] = set()
    for key in HIGHLIGHT:
        value = now(key)
        if isinstance(value, str):
            touched.add(value)
        elif isinstance(value, list):
            touched.update(v for v in value if isinstance(v, str))
    if (touched != ids.touched or decls is not ids.decls or phase_from != ids.phase_from):
        state.shared = replace(ids, decls=decls, phase_from=phase_from,
                               touched=frozenset(touched))
    return event


class _Resolver:
    """The context of one event: who acts, the turn's two players, the declarations."""

    def __init__(self, state: KodemState, ids: SharedIds, event: Event) -> None:
        self.state = state
        self.ids = ids
        self.event = event
        self.actor = event.player or state.active
        self.pair = [p for p in (state.active, state.rival) if p is not None]
        self.name = ""

    def opponent(self, player: str | None) -> str | None:
        """The other player of this turn's pair (8.1 ``rival``), from ``player``'s side."""
        state = self.state
        if player is None:
            return None
        if state.active is None or state.rival is None:
            others = [p for p in state.players if p != player]
            return others[0] if len(others) == 1 else None
        if player == state.active:
            return state.rival
        return state.active if player == state.rival else None

    def owner(self, instance: str | None) -> str | None:
        c = self.state.cards.get(instance) if instance is not None else None
        return c.owner if c is not None else None

    def on_field(self, copies: Sequence[str]) -> list[str]:
        return [c for c in copies if self.state.in_play(c)]

    def one(self, value: str, role: Role, name: str, done: Mapping[str, Any]) -> str:
        """The instance ``value`` names in field ``name`` (``done``: fields resolved so far)."""
        by_owner = self.ids.owners.get(value)
        if by_owner is None:
            return value
        if role == "new":
            return by_owner.get(self.actor or "", value)
        existing = {p: i for p, i in by_owner.items() if i in self.state.cards}
        if not existing:
            return value  # a Token not yet in the game: the rules report it
        if len(existing) == 1:
            return next(iter(existing.values()))
        self.name = name
        picked = getattr(self, f"_{role}")(existing, done)
        if picked is not None:
            return str(picked)
        if role == "lenient":
            return value
        among = [i for p, i in existing.items() if p in self.pair]
        if len(among) == 1:
            return among[0]
        raise LogReferenceError(name, value, self._ambiguous(value, existing))

    def _ambiguous(self, value: str, existing: Mapping[str, str],
                   declared: Sequence[str] = ()) -> str:
        forms = " or ".join(repr(i) for i in existing.values())
        why = (f"the declaration it resolves names {', '.join(declared)}" if declared else
               "the context does not say whose")
        return (f"{value!r} is a card of {', '.join(existing)} and {why}; write {forms}")

    def _pick(self, existing: Mapping[str, str], *owners: str | None) -> str | None:
        for owner in owners:
            if owner is not None and owner in existing:
                return existing[owner]
        return None

    # --- roles
    def _own(self, existing: Mapping[str, str], done: Mapping[str, Any]) -> str | None:
        return self._pick(existing, self.actor)

    def _aimed(self, existing: Mapping[str, str], done: Mapping[str, Any]) -> str | None:
        field_ = self.on_field(list(existing.values()))
        if len(field_) == 1:
            return field_[0]
        if self.event.action != "attack" and allied_text(self.event.raw.get("text")):
            return self._pick(existing, self.actor, self.opponent(self.actor))
        return self._pick(existing, self.opponent(self.actor), self.actor)

    def _declared(self, source: str | None) -> tuple[str, ...]:
        """The targets of the declaration an event resolves."""
        decls = self.ids.decls
        if source is not None:
            for card, targets in reversed(decls):
                if card == source:
                    return targets
        current = decls[self.ids.phase_from:]
        return current[-1][1] if current else ()

    def _resolve(self, existing: Mapping[str, str], done: Mapping[str, Any]) -> str | None:
        copies = list(existing.values())
        field_ = self.on_field(copies)
        if len(field_) == 1:
            return field_[0]
        pool = field_ or copies
        args = self.event.args
        source = done.get("source", self.event.raw.get("source"))
        source = source if isinstance(source, str) else None
        named = [c for c in dict.fromkeys(self._declared(source)) if c in pool]
        if len(named) == 1:
            return named[0]
        if len(named) > 1:
            raise LogReferenceError(self.name, "", self._ambiguous(
                self.ids.original(named[0]), existing, named))
        action = self.event.action
        if action == "damage":
            kind = getattr(args, "kind", "effect")
            if kind == "cost":
                return self._pick(existing, self.actor)
            if kind == "mark":
                return self._pick(existing, self.state.active)
            return self._pick(existing, self.opponent(self.owner(source) or self.actor))
        if action in RIVAL_DEFAULT:
            return self._pick(existing, self.opponent(self.actor))
        return self._pick(existing, self.actor)

    def _negated(self, existing: Mapping[str, str], done: Mapping[str, Any]) -> str | None:
        current = self.ids.decls[self.ids.phase_from:] or self.ids.decls
        if current and current[-1][0] in existing.values():
            return current[-1][0]
        return self._pick(existing, self.opponent(self.actor))

    def _extinct(self, existing: Mapping[str, str], done: Mapping[str, Any]) -> str | None:
        cards = self.state.cards
        alive = [i for i in existing.values() if cards[i].zone not in ("extinction", "gone")]
        if len(alive) == 1:
            return alive[0]
        pool = alive or list(existing.values())
        dying = [i for i in self.on_field(pool) if cards[i].life == 0]
        if len(dying) == 1:
            return dying[0]
        declared = {t for _, targets in self.ids.decls for t in targets}
        named = [i for i in pool if i in declared]
        if len(named) == 1:
            return named[0]
        return self._pick({p: i for p, i in existing.items() if i in pool}, self.actor)

    def _source(self, existing: Mapping[str, str], done: Mapping[str, Any]) -> str | None:
        copies = set(existing.values())
        for card, _ in reversed(self.ids.decls):
            if card in copies:
                return card
        return self._pick(existing, self.actor)

    _lenient = _source


# ---------------------------------------------------------------------------- output
_PATTERNS: dict[int, tuple[Mapping[str, tuple[str, str]], re.Pattern[str]]] = {}


def _pattern(ids: SharedIds) -> re.Pattern[str]:
    cached = _PATTERNS.get(id(ids.originals))
    if cached is not None and cached[0] is ids.originals:
        return cached[1]
    alternatives = "|".join(re.escape(i) for i in sorted(ids.originals, key=len, reverse=True))
    pattern = re.compile(rf"(\()?(?<![\w@-])({alternatives})(?![\w@-])(\))?")
    if len(_PATTERNS) > 32:
        _PATTERNS.clear()
    _PATTERNS[id(ids.originals)] = (ids.originals, pattern)
    return pattern


def relabel_text(ids: SharedIds, text: str) -> str:
    """Write the shared cards of a message as the judge reads them.

    >>> ids = SharedIds({"itzal": {"P2": "itzal@P2"}}, {"itzal@P2": ("itzal", "P2")})
    >>> relabel_text(ids, "Itzal (itzal@P2) ataca a itzal@P2.")
    'Itzal (itzal, P2) ataca a itzal (P2).'
    """
    if SEP not in text or not ids.originals:
        return text

    def sub(m: re.Match[str]) -> str:
        original, owner = ids.originals[m.group(2)]
        if m.group(1) and m.group(3):
            return f"({original}, {owner})"
        return (m.group(1) or "") + label(original, owner) + (m.group(3) or "")

    return _pattern(ids).sub(sub, text)


def relabel(state: KodemState, found: list[Violation]) -> list[Violation]:
    """The violations of an event with shared cards written as ``itzal (P2)``."""
    ids: SharedIds = state.shared
    if not ids or not found:
        return found
    return [replace(v, message_es=relabel_text(ids, v.message_es),
                    message_en=relabel_text(ids, v.message_en)) for v in found]
