"""Kódem positions: every player's zones, each card's life, descansos, marks, face and
equipment, the turn, its phase and rival, and what the replay remembers of the turn.

A position (docs/extensions.md, "Positions") places the instances of the log's setup::

    "position": {
      "turn": 7, "phase": "previa", "active": "P1",
      "sides": {"P1": {"protector": "tekei", "main": ["ozet", "dagg", null],
                       "deck": ["cretus"], "extinction": ["enis"], "equipment": ["ceiba"],
                       "bio": "bio1"},
                "P2": {"protector": "kuma", "main": ["itzal", "nox", "yal"], "deck": []}},
      "cards": {"ozet": {"life": 4, "rests": 1, "hidden": false, "marks": ["quemar"]},
                "dagg": {"hidden": false, "attached": ["pruebas"]},
                "pruebas": {"host": "dagg", "hidden": false}}}

A card's zone follows from the list it is in (``attached`` when it has a ``host``); a
card in no list is off the board. ``cards`` gives what differs from a fresh card (full
life, no descansos — 3 on a Protector —, hidden unless a Protector or Token); a Token
that entered during the game is listed there with its ``definition``, ``owner`` and
``stats``. The turn's bookkeeping keys (``attacked``, ``declared``, ``vacancies`` …) are
those of the replay's state; event numbers in them (``claims``, ``duplicates``) count
from the position (0 and below: before it).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from judge_app.games import get_game
from judge_app.games.kodem.cards import TOKEN_DEFAULT, KodemCard
from judge_app.games.kodem.state import (
    CardInstance,
    Cards,
    ClaimLog,
    Infraction,
    KodemState,
    PlayerSide,
    Vacancy,
)
from judge_app.logs.errors import LogError, json_path
from judge_app.logs.loader import MatchLog, validation_error
from judge_app.logs.position import (
    dump_fields,
    load_fields,
    state_fields,
    to_json,
)

#: Fields of the state a position carries as they are (the special ones are below).
FIELDS = state_fields(KodemState, (
    "players", "variant", "definitions", "cards", "sides", "teams", "target_count",
    "claim_log", "pending_from", "lapsed", "shared", "duplicates", "raw_events"))
BOARD = ("turn", "phase", "active", "rival")
ALWAYS = (*BOARD, "claims_logged", "quick_definitions")
"""Read from the whole original log: the position log's events alone may not show them."""
SIDE_FIELDS = state_fields(PlayerSide, ("player",))
CARD_FIELDS = ("life", "rests", "damage", "hidden", "marks", "attached", "host", "side", "owner",
               "zone")
ZONES = {"protector": "protector", "reserve": "reserve", "main": "main", "deck": "deck",
         "extinction": "extinction", "equipment": "equipment", "bio": "bio", "gone": "gone"}
"""Side list → the zone of the cards in it."""


class _Claims(BaseModel):
    """The errors still inside their claim window, and the claims made (6.7-P3/P5)."""

    model_config = ConfigDict(strict=True, extra="forbid")

    errors: list[tuple[int, int, str | None, str]] = []
    """``[seq, turn, player, section]`` of each error still open."""
    turns: dict[str, int] = {}
    """Every flagged error's seq → its turn."""
    claimed: dict[str, int] = {}
    """A claimed error's seq → the seq of the note that claimed it."""


class _Resolver(BaseModel):
    """What the resolver of mirror-deck ids remembers of this turn (instances.py)."""

    model_config = ConfigDict(strict=True, extra="forbid")

    decls: list[tuple[str, list[str]]] = []
    phase_from: int = 0


class _Vacancy(BaseModel):
    """A Zona Principal slot left empty, to be filled at once (5.3.2)."""

    model_config = ConfigDict(strict=True, extra="forbid")

    player: str
    slot: int
    late: bool = False
    effect: bool = False


class _Extra(BaseModel):
    """The keys of a position that are not plain state fields."""

    model_config = ConfigDict(strict=True, extra="forbid")

    sides: dict[str, dict[str, Any]] = {}
    cards: dict[str, dict[str, Any]] = {}
    duplicates: dict[str, int] = {}
    lapsed: list[int] = []
    claims: _Claims | None = None
    resolver: _Resolver | None = None
    vacancies: list[_Vacancy] | None = None


class _Card(BaseModel):
    """A card entry's keys that are not instance fields."""

    model_config = ConfigDict(strict=True, extra="allow")

    definition: str | None = None
    stats: dict[str, int | str | None] | None = None


def rebase_event(raw: dict[str, Any], at: int) -> dict[str, Any]:
    """A ``note``'s ``claim`` counts events from the position (less ``at``)."""
    claim = raw.get("claim")
    if raw.get("action") == "note" and claim is not None:
        if isinstance(claim, int) and not isinstance(claim, bool):
            raw["claim"] = claim - at
        elif isinstance(claim, list):
            raw["claim"] = [c - at if isinstance(c, int) and not isinstance(c, bool) else c
                            for c in claim]
    return raw


def _zones(state: KodemState) -> dict[str, str]:
    """Each card's zone as the side lists and hosts say."""
    zone = {i: "offboard" for i in state.cards}
    for side in state.sides.values():
        for key, name in ZONES.items():
            value = getattr(side, key)
            for i in ([value] if isinstance(value, str) else value if value else []):
                if i is not None:
                    zone[i] = name
    for i, c in state.cards.items():
        if c.host is not None and zone[i] == "offboard":
            zone[i] = "attached"
    return zone


def _all_cards(state: KodemState) -> dict[str, CardInstance]:
    """The live cards and the Tokens that left the game (Cards.retired)."""
    out = dict(state.cards)
    for instance, (seq, c) in state.cards.retired.items():
        if seq <= state.cards.now and instance not in out:
            out[instance] = c
    return out


def to_position(state: KodemState, log: MatchLog, at: int) -> dict[str, Any]:
    """The position of ``state`` (after event ``at``) as JSON."""
    start = get_game("kodem").initial_state(log)
    out = dump_fields(state, FIELDS, start, always=ALWAYS)
    if state.vacancies:  # which event emptied the slot is never read by the rules
        out["vacancies"] = [{k: x for k, x in to_json(v).items() if k != "seq"}
                            for v in state.vacancies]
    out["sides"] = {p: dump_fields(s, SIDE_FIELDS) for p, s in state.sides.items()}
    cards: dict[str, Any] = {}
    everything = _all_cards(state)
    probe = KodemState(players=state.players, variant=state.variant,
                       definitions=state.definitions, cards=Cards(everything),
                       sides=state.sides)
    derived = _zones(probe)
    for instance, c in everything.items():
        base = start.cards.get(instance)
        entry: dict[str, Any] = {}
        if base is None:
            entry["definition"] = c.definition
            fresh = CardInstance.new(instance, c.definition, c.owner, c.card, c.zone)
            entry["stats"] = {k: getattr(c.card, k) for k in ("damage", "rest", "life")}
        else:
            fresh = CardInstance.new(instance, base.definition, base.owner, c.card, c.zone)
            if c.card != base.card:  # a setup Token whose event gave it stats (3.6)
                entry["stats"] = {k: getattr(c.card, k) for k in ("damage", "rest", "life")}
        for key in CARD_FIELDS:
            value = getattr(c, key)
            if key == "zone":
                if value != derived[instance]:
                    entry[key] = value
            elif to_json(value) != to_json(getattr(fresh, key)):
                entry[key] = to_json(value)
        if base is None:
            entry["owner"] = c.owner
        if entry:
            cards[instance] = entry
    out["cards"] = cards
    if state.duplicates:
        out["duplicates"] = {"|".join(k): v - at for k, v in state.duplicates.items()}
    # The claim log is shared by every copy of a replay's state and holds the whole log's
    # errors and claims: only those up to the position belong to it.
    log_ = state.claim_log
    errors = [[i.seq - at, i.turn, i.player, i.section]
              for i in log_.infractions[state.pending_from:] if i.seq <= at]
    turns = {str(s - at): t for s, t in log_.turns.items() if s <= at}
    claimed = {str(s - at): b - at for s, b in log_.claims.items() if b <= at}
    if errors or turns or claimed:
        out["claims"] = {"errors": errors, "turns": turns, "claimed": claimed}
    if state.lapsed:
        out["lapsed"] = sorted(s - at for s in state.lapsed)
    if state.shared.decls or state.shared.phase_from:
        out["resolver"] = {"decls": [[c, list(t)] for c, t in state.shared.decls],
                           "phase_from": state.shared.phase_from}
    return out


def _err(log: MatchLog, loc: tuple[str | int, ...], reason: str) -> LogError:
    return LogError(log.source, json_path(("position", *loc)), reason)


def from_position(state: KodemState, raw: Mapping[str, Any], log: MatchLog) -> KodemState:
    """The setup's table changed to the position ``raw`` (``LogError`` at its JSON path)."""
    special = {"sides", "cards", "duplicates", "lapsed", "claims", "resolver", "vacancies"}
    try:
        extra = _Extra.model_validate_json(
            _dumps({k: v for k, v in raw.items() if k in special}), strict=True)
    except ValidationError as exc:
        raise validation_error(log.source, exc, ("position",)) from None
    load_fields(state, {k: v for k, v in raw.items() if k not in special}, FIELDS, log)
    players = set(log.player_ids)
    for name in ("active", "rival", "winner"):
        value = getattr(state, name)
        if value is not None and value not in players:
            raise _err(log, (name,), f"unknown player {value!r}")
    for player, side_raw in extra.sides.items():
        if player not in players:
            raise _err(log, ("sides", player), f"unknown player {player!r}")
        load_fields(state.sides[player], side_raw, SIDE_FIELDS, log, ("position", "sides", player))
    _load_cards(state, extra.cards, log)
    duplicates: dict[tuple[str, str], int] = {}
    for key, seq in extra.duplicates.items():
        player, _, name = key.partition("|")
        duplicates[(player, name)] = seq
    state.duplicates = duplicates
    state.lapsed = frozenset(extra.lapsed)
    if extra.vacancies is not None:
        for i, v in enumerate(extra.vacancies):
            if v.player not in players:
                raise _err(log, ("vacancies", i, "player"), f"unknown player {v.player!r}")
        state.vacancies = [Vacancy(v.player, v.slot, 0, v.late, v.effect)
                           for v in extra.vacancies]
    if extra.claims is not None:
        claim_log = ClaimLog()
        claim_log.infractions = [Infraction(s, t, p, sec) for s, t, p, sec in extra.claims.errors]
        claim_log.turns = {int(s): t for s, t in extra.claims.turns.items()}
        claim_log.claims = {int(s): b for s, b in extra.claims.claimed.items()}
        state.claim_log = claim_log
        state.pending_from = 0
    if extra.resolver is not None:
        state.shared = dataclasses.replace(
            state.shared, decls=tuple((c, tuple(t)) for c, t in extra.resolver.decls),
            phase_from=extra.resolver.phase_from)
    return state


def _dumps(value: Any) -> str:
    import json

    return json.dumps(value)


def _load_cards(state: KodemState, entries: Mapping[str, dict[str, Any]], log: MatchLog) -> None:
    """New Tokens, then each card's statistics; then every zone from the side lists."""
    given_zone: dict[str, str] = {}
    for instance, entry in entries.items():
        try:
            meta = _Card.model_validate_json(_dumps(entry), strict=True)
        except ValidationError as exc:
            raise validation_error(log.source, exc, ("position", "cards", instance)) from None
        c = state.cards.get(instance)
        if c is None:
            c = _new_card(state, instance, meta, entry, log)
        elif meta.definition is not None and meta.definition != c.definition:
            raise _err(log, ("cards", instance, "definition"), f"card {instance!r} is a "
                       f"{c.definition!r} in the setup")
        elif meta.stats:
            c.card = _with_stats(c.card, meta.stats, log, instance)
        fields = {k: v for k, v in entry.items() if k not in ("definition", "stats", "zone")}
        load_fields(c, fields, CARD_FIELDS, log, ("position", "cards", instance))
        if "zone" in entry:
            if not isinstance(entry["zone"], str):
                raise _err(log, ("cards", instance, "zone"), "must be a zone name")
            given_zone[instance] = entry["zone"]
        for key in ("owner", "side"):
            if getattr(c, key) not in state.sides:
                raise _err(log, ("cards", instance, key), f"unknown player {getattr(c, key)!r}")
    _check_places(state, log)
    for instance, zone in _zones(state).items():
        state.cards[instance].zone = given_zone.get(instance, zone)
    for instance, c in state.cards.items():
        for i, other in enumerate(c.attached):
            if other not in state.cards:
                raise _err(log, ("cards", instance, "attached", i),
                           f"unknown card instance {other!r}")
        if c.host is not None and c.host not in state.cards:
            raise _err(log, ("cards", instance, "host"), f"unknown card instance {c.host!r}")


def _new_card(state: KodemState, instance: str, meta: _Card, entry: Mapping[str, Any],
              log: MatchLog) -> CardInstance:
    """A card not in the setup: a Token that entered during the game."""
    if meta.definition is None:
        raise _err(log, ("cards", instance), f"unknown card instance {instance!r}: a card not "
                   "in the setup (a Token) needs its 'definition' and 'owner'")
    owner = entry.get("owner")
    if not isinstance(owner, str) or owner not in state.sides:
        raise _err(log, ("cards", instance, "owner"), f"a Token needs its owner, one of "
                   f"{', '.join(state.sides)}")
    base = state.definitions.get(meta.definition)
    card: KodemCard = base if base is not None and base.type == "token" else TOKEN_DEFAULT
    if meta.stats:
        card = _with_stats(card, meta.stats, log, instance)
    c = CardInstance.new(instance, meta.definition, owner, card, "offboard")
    state.cards[instance] = c
    return c


def _with_stats(card: KodemCard, stats: Mapping[str, int | str | None], log: MatchLog,
                instance: str) -> KodemCard:
    """A Token's definition with the statistics its effect gave it (3.6)."""
    data = card.model_dump()
    data.update({k: v for k, v in stats.items() if k in ("damage", "rest", "life")})
    try:
        return KodemCard.model_validate(data)
    except ValidationError as exc:
        raise validation_error(log.source, exc, ("position", "cards", instance,
                                                 "stats")) from None


def _check_places(state: KodemState, log: MatchLog) -> None:
    """Every card of a side list is known; three Zona Principal slots. (A card listed twice
    is read as written: illegal plays, applied as logged, may leave a table like that.)"""
    for player, side in state.sides.items():
        if len(side.main) != 3:
            raise _err(log, ("sides", player, "main"), "the Zona Principal has 3 slots "
                       "(M1–M3; null for an empty one)")
        for key in ZONES:
            value = getattr(side, key)
            items = [value] if isinstance(value, str) else list(value or [])
            for i, instance in enumerate(items):
                if instance is not None and instance not in state.cards:
                    loc: tuple[str | int, ...] = ("sides", player, key) + (
                        () if isinstance(value, str) else (i,))
                    raise LogError(log.source, json_path(("position", *loc)),
                                   f"unknown card instance {instance!r}")
