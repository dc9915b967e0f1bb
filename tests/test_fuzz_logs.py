"""Fuzzing the log reader and the Kódem replay with hypothesis: never a crash.

Whatever the file holds, reading and replaying it ends in one of two ways: a
result (a :class:`~judge_app.replay.Replay` with its violations) or a
:class:`~judge_app.logs.LogError` that names the file and a place in it. Any
other exception is a bug.

Three sources of input: arbitrary JSON; valid sample logs with one part
deleted or replaced by arbitrary JSON (envelope, setup, events); and Kódem
logs whose events are random but well-shaped (real actions, real and unknown
instances, any phase, any player).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge_app.games.loading import parse_log
from judge_app.logs import LogError
from judge_app.replay import Replay
from tests.support.figures import count
from tests.support.fuzz import vocabulary, words

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ROOT / "resources" / "samples"
FUZZ = settings(max_examples=120, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _sample(game: str, name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((SAMPLES / game / f"{name}.json").read_text("utf-8"))
    return data


BASES: list[tuple[str, str]] = [("kodem", "clean-game"), ("kodem", "rest-violations"),
                                ("kodem", "jungla-wrong-rival"), ("kodem", "extended-clean"),
                                ("totems", "clean")]


def read_and_replay(text: str) -> Replay | None:
    """The only two allowed outcomes: a replay, or LogError (then ``None``)."""
    count("match logs fuzzed (hypothesis: read, checked, replayed, drawn)")
    try:
        log = parse_log(text, "fuzz.json")
        replay = Replay(log, checkpoint_every=4)
        # seek around and draw the board, as the UI does
        for seq in (len(replay), 0, len(replay) // 2):
            replay.board_at(seq)
            replay.state_json(seq)
        return replay
    except LogError as exc:
        assert exc.source == "fuzz.json"
        assert exc.path.startswith("$") and exc.reason
        return None


# --- arbitrary JSON ------------------------------------------------------------------------
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 200) | st.floats(allow_nan=False)
    | st.text(max_size=12),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=20,
)


@FUZZ
@given(json_values)
def test_any_json_value(value: Any) -> None:
    read_and_replay(json.dumps(value))


@FUZZ
@given(st.text(max_size=200))
def test_any_text(text: str) -> None:
    read_and_replay(text)


@FUZZ
@given(st.dictionaries(
    st.sampled_from(["format", "version", "game", "variant", "players", "cards", "cardset",
                     "setup", "events", "event"]),
    json_values, max_size=10))
def test_envelope_keys_with_any_values(envelope: dict[str, Any]) -> None:
    envelope.setdefault("format", "juez-match-log")
    read_and_replay(json.dumps(envelope))


# --- valid logs, one part broken -----------------------------------------------------------
def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(_paths(v, (*prefix, k)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.extend(_paths(v, (*prefix, i)))
    return out


@st.composite
def broken_logs(draw: st.DrawFn) -> str:
    game, name = draw(st.sampled_from(BASES))
    data = copy.deepcopy(_sample(game, name))
    for _ in range(draw(st.integers(1, 3))):
        paths = [p for p in _paths(data) if p]
        path = draw(st.sampled_from(paths))
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        how = draw(st.sampled_from(["delete", "replace", "swap"]))
        if how == "delete":
            del parent[key]
        elif how == "replace":
            parent[key] = draw(json_values)
        else:  # another value of the same log in its place (a real id where it should not be)
            other = draw(st.sampled_from(paths))
            value: Any = data
            try:
                for k in other:
                    value = value[k]
            except (KeyError, IndexError, TypeError):
                value = None
            parent[key] = copy.deepcopy(value)
    return json.dumps(data)


@FUZZ
@given(broken_logs())
def test_valid_logs_with_a_broken_part(text: str) -> None:
    read_and_replay(text)


# --- Kódem: random, well-shaped events -----------------------------------------------------
# The vocabulary of the Kódem event models (judge_app/games/kodem/cards.py), not a hand list.
ACTIONS = sorted(vocabulary("kodem"))
PHASES = words("kodem", "phase", "phase")
MARKS = words("kodem", "mark", "mark")
COST_KINDS = words("kodem", "cost", "kind")
DAMAGE_KINDS = words("kodem", "damage", "kind")
NEGATED = words("kodem", "negate", "what")
SLOTS = words("kodem", "replace", "slot")


def _instances(data: dict[str, Any]) -> list[str]:
    out: list[str] = []
    for side in data["setup"].values():
        if not isinstance(side, dict):
            continue
        for zone in ("protectors", "main", "deck", "equipment"):
            out.extend(spec.split(":", 1)[0] for spec in side.get(zone, []))
        if side.get("bio"):
            out.append(side["bio"].split(":", 1)[0])
    return out


@st.composite
def kodem_logs(draw: st.DrawFn) -> str:
    base = _sample("kodem", draw(st.sampled_from(["clean-game", "jungla-wrong-rival"])))
    players = [p["id"] for p in base["players"]]
    cards = _instances(base)
    card = st.sampled_from([*cards, "lobezno-a", "ghost"]) if draw(st.booleans()) \
        else st.sampled_from(cards)
    amount = st.integers(-2, 14)
    keep = draw(st.integers(0, len(base["events"])))
    events: list[dict[str, Any]] = list(base["events"][:keep])
    turn = events[-1]["turn"] if events else 0
    for _ in range(draw(st.integers(1, 40))):
        player = draw(st.sampled_from(players))
        action = draw(st.sampled_from(ACTIONS))
        ev: dict[str, Any] = {"turn": turn, "player": player, "action": action}
        if action == "turn":
            turn += 1
            ev["turn"] = turn
            ev["rival"] = draw(st.sampled_from(players))
        elif action == "phase":
            ev["phase"] = draw(st.sampled_from(PHASES))
        elif action in ("reveal", "hide", "show", "rest_update", "rava_return"):
            ev["card"] = draw(card)
        elif action == "attack":
            ev.update(card=draw(card), targets=draw(st.lists(card, max_size=2)),
                      damage=draw(amount))
        elif action in ("activa", "activa_rapida"):
            ev.update(card=draw(card), targets=draw(st.lists(card, max_size=2)), text="fuzz")
        elif action in ("pasiva", "pasiva_rapida"):
            ev.update(card=draw(card), text="fuzz", optional=draw(st.booleans()))
        elif action == "link":
            ev.update(protector=draw(card), card=draw(card))
        elif action == "cost":
            ev.update(card=draw(card), kind=draw(st.sampled_from(COST_KINDS)), targets=draw(
                st.lists(card, max_size=2)), amount=draw(amount))
        elif action == "damage":
            ev.update(target=draw(card), amount=draw(amount),
                      kind=draw(st.sampled_from(DAMAGE_KINDS)), source=draw(card))
        elif action == "heal":
            ev.update(target=draw(card), amount=draw(amount), source=draw(card))
        elif action in ("mark", "unmark"):
            ev.update(target=draw(card), mark=draw(st.sampled_from(MARKS)))
        elif action in ("scale", "descend", "rest"):
            ev.update(card=draw(card), amount=draw(amount))
        elif action == "extinct":
            ev.update(card=draw(card), reason=draw(st.sampled_from(["life", "effect", "cost"])))
        elif action == "replace":
            drawn = draw(st.lists(card, min_size=0, max_size=4))
            ev.update(slot=draw(st.sampled_from(SLOTS)), drawn=drawn,
                      chosen=draw(st.sampled_from(drawn)) if drawn else draw(card),
                      hidden=draw(st.booleans()))
        elif action == "equip":
            ev.update(equipment=draw(card), card=draw(card), hidden=draw(st.booleans()))
        elif action == "bio_extinct":
            ev["update_rests"] = draw(st.booleans())
        elif action == "rava_revive":
            ev.update(card=draw(card), sacrifice=draw(st.lists(card, max_size=3)))
        elif action == "token":
            ev.update(slot=draw(st.sampled_from(SLOTS)),
                      name=f"tok{len(events)}", stats={"damage": draw(amount), "rest": 1},
                      by=draw(card))
        elif action == "swap":
            ev.update(card=draw(card), target=draw(card))
        elif action == "negate":
            ev.update(target=draw(card), what=draw(st.sampled_from(NEGATED)))
        elif action == "note":
            ev["text"] = "fuzz"
        elif action == "game_end":
            ev.update(winner=draw(st.sampled_from(players)), reason="extinction")
        if draw(st.integers(0, 24)) == 0:
            del ev["player"]  # a scorekeeper's slip: who acted is not written
        events.append(ev)
    data = dict(base)
    data["events"] = events
    return json.dumps(data)


@FUZZ
@given(kodem_logs())
def test_kodem_random_events(text: str) -> None:
    replay = read_and_replay(text)
    if replay is not None:
        for v in replay.violations:
            assert v.rulebook == "kodem-5.0" and v.message_es and v.message_en
            assert 0 <= v.seq <= len(replay)


def test_the_harness_sees_both_outcomes() -> None:
    """A bad file gives ``None`` (a LogError with a place), a good one a replay."""
    assert read_and_replay("{") is None
    assert read_and_replay('{"format": "juez-match-log"}') is None
    replay = read_and_replay(json.dumps(_sample("totems", "clean")))
    assert replay is not None and len(replay) > 0


def test_kodem_turn_without_player() -> None:
    """Found by the fuzzer: a `turn` without `player` is refused with its JSON path."""
    data = _sample("kodem", "clean-game")
    del data["events"][0]["player"]
    assert read_and_replay(json.dumps(data)) is None
    with pytest.raises(LogError) as err:
        Replay(parse_log(json.dumps(data), "fuzz.json"))
    assert err.value.path == "$.events[0].player"
    assert "'turn'" in err.value.reason and "player" in err.value.reason


@pytest.mark.parametrize("index", range(len(_sample("kodem", "clean-game")["events"])))
def test_kodem_any_event_without_player(index: int) -> None:
    """Deleting `player` from any event of a sample: a replay or a LogError, never a crash."""
    data = _sample("kodem", "clean-game")
    data["events"][index].pop("player", None)
    replay = read_and_replay(json.dumps(data))
    if replay is None:
        with pytest.raises(LogError) as err:
            Replay(parse_log(json.dumps(data), "fuzz.json"))
        assert err.value.path == f"$.events[{index}].player"
