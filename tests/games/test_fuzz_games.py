"""Fuzzing the Tótems, Códigos, Kingdom and Digimon replays with hypothesis: never a crash.

Every shipped sample log of these four games is mutated (events dropped,
duplicated, reordered; an action replaced by another of the game's vocabulary;
an argument set to any JSON value, a rival's instance or an unknown id;
``player``/``turn`` deleted), and short random event lists are built from the
game's vocabulary with real instance ids. Whatever comes out, reading and
replaying it ends in a :class:`~judge_app.replay.Replay` (then every
``state_at``/``board_at``/``state_json`` works) or a
:class:`~judge_app.logs.LogError` with a JSON path; ``judge-app check --json``
exits 0, 1 or 2.

``HYPOTHESIS_PROFILE=heavy`` runs many more examples (local, not CI).
"""

from __future__ import annotations

import contextlib
import copy
import functools
import io
import json
import os
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge_app.cli import main
from judge_app.games import known_games
from judge_app.games.loading import parse_log
from judge_app.logs import LogError
from judge_app.replay import Replay
from tests.support.figures import count
from tests.support.fuzz import vocabulary
from tests.support.games import sample_logs

#: Every registered game but Kódem, which has its own fuzz (tests/test_fuzz_logs.py).
GAMES = tuple(g for g in known_games() if g != "kodem")

settings.register_profile(
    "ci", max_examples=150, deadline=None, derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.register_profile(
    "heavy", max_examples=int(os.environ.get("FUZZ_EXAMPLES", "1500")), deadline=None,
    derandomize=False,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "ci")
FUZZ = settings.get_profile(PROFILE if PROFILE in ("ci", "heavy") else "ci")

# The events of each game and their arguments, read from the game's event models.
VOCABULARY: dict[str, dict[str, tuple[str, ...]]] = {game: vocabulary(game) for game in GAMES}

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 40) | st.sampled_from([-(2**63), 2**63, 10**40])
    | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=3),
    max_leaves=8)

BASES = [(game, path) for game in GAMES for path in sample_logs(game)]


@functools.cache
def _loaded(path: Path) -> str:
    return path.read_text("utf-8")


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(_loaded(path))
    return data


def _strings(value: Any) -> set[str]:
    """Every string in a JSON value, keys of dicts included (ids, codes, phases …)."""
    out: set[str] = set()
    if isinstance(value, str):
        out.add(value)
        out.update(value.split(":", 1))
    elif isinstance(value, list):
        for v in value:
            out |= _strings(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            out.add(k)
            out |= _strings(v)
    return out


def _pool(data: dict[str, Any]) -> list[str]:
    """The ids and words of one log: instances of both players, codes, phases, players."""
    words = _strings(data.get("setup")) | _strings(data.get("events"))
    words |= {p["id"] for p in data["players"]}
    return sorted(w for w in words if w and len(w) < 40)


def read_and_replay(text: str) -> Replay | None:
    """The only two outcomes: a replay that answers every seek, or LogError (``None``)."""
    count("match logs fuzzed (hypothesis: read, checked, replayed, drawn)")
    try:
        replay = Replay(parse_log(text, "fuzz.json"), checkpoint_every=3)
    except LogError as exc:
        assert exc.source == "fuzz.json"
        assert exc.path.startswith("$") and exc.reason
        return None
    n = len(replay)
    for seq in sorted({n, 0, n // 2, max(n - 1, 0), 1 if n else 0}):
        replay.state_at(seq)
        replay.board_at(seq)
        json.dumps(replay.state_json(seq))
    for v in replay.violations:
        assert 0 <= v.seq <= n and v.message_es and v.message_en
    return replay


def check_cli(text: str) -> int:
    """``judge-app check --json`` on the text: status 0/1/2, never a traceback."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "fuzz.json"
        path.write_text(text, "utf-8")
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(["check", str(path), "--json"])
    assert status in (0, 1, 2), err.getvalue()
    assert "Traceback" not in err.getvalue()
    if status in (0, 1):
        json.loads(out.getvalue())
    return status


def outcome(text: str) -> None:
    """Replay and CLI agree: a LogError is exit 2, a replay is 0 or 1."""
    replay = read_and_replay(text)
    status = check_cli(text)
    if replay is None:
        assert status == 2
    else:
        assert status == (1 if replay.violations else 0)


# --- mutated sample logs -------------------------------------------------------------------
@st.composite
def mutated_logs(draw: st.DrawFn) -> str:
    game, path = draw(st.sampled_from(BASES))
    data = copy.deepcopy(_load(path))
    pool = _pool(data)
    vocab = VOCABULARY[game]
    events: list[Any] = data["events"]
    any_value = JSON | st.sampled_from(pool) | st.just("ghost-id") \
        | st.lists(st.sampled_from(pool), max_size=3)
    for _ in range(draw(st.integers(1, 4))):
        how = draw(st.sampled_from(["drop", "duplicate", "swap", "action", "arg", "new_arg",
                                    "no_player", "no_turn", "player"]))
        if not events:
            break
        i = draw(st.integers(0, len(events) - 1))
        ev = events[i]
        if how == "drop":
            del events[i]
        elif how == "duplicate":
            events.insert(draw(st.integers(0, len(events))), copy.deepcopy(ev))
        elif how == "swap":
            j = draw(st.integers(0, len(events) - 1))
            events[i], events[j] = events[j], events[i]
        elif how == "action":
            ev["action"] = draw(st.sampled_from(sorted(vocab)))
        elif how == "arg":
            keys = sorted(k for k in ev if k != "action") or ["turn"]
            ev[draw(st.sampled_from(keys))] = draw(any_value)
        elif how == "new_arg":
            args = vocab.get(ev.get("action", ""), ()) or ("card",)
            ev[draw(st.sampled_from(args))] = draw(any_value)
        elif how == "no_player":
            ev.pop("player", None)
        elif how == "no_turn":
            ev.pop("turn", None)
        else:
            ev["player"] = draw(st.sampled_from([*(p["id"] for p in data["players"]), "P9"]))
    return json.dumps(data)


@FUZZ
@given(mutated_logs())
def test_mutated_samples_never_crash(text: str) -> None:
    outcome(text)


# --- random, well-shaped event lists -------------------------------------------------------
def _seen(game: str) -> dict[str, list[Any]]:
    """The values each argument takes in the sample (by ``name`` and ``action.name``)."""
    out: dict[str, list[Any]] = {}
    events = [ev for g, p in BASES if g == game for ev in _load(p)["events"]]
    for ev in events:
        for key, val in ev.items():
            for name in (key, f"{ev.get('action')}.{key}"):
                if key not in ("action", "player", "turn") and val not in out.setdefault(name, []):
                    out[name].append(val)
    return out


@st.composite
def random_logs(draw: st.DrawFn) -> str:
    game, path = draw(st.sampled_from(BASES))
    data = copy.deepcopy(_load(path))
    pool = _pool(data)
    seen = _seen(game)
    players = [p["id"] for p in data["players"]]
    vocab = VOCABULARY[game]
    word = st.sampled_from(pool)
    value = word | st.integers(-2, 14) | st.lists(word, max_size=3) \
        | st.dictionaries(st.sampled_from(players), st.integers(-2, 30), max_size=2)
    keep = draw(st.integers(0, len(data["events"])))
    events: list[dict[str, Any]] = data["events"][:keep]
    turn = events[-1].get("turn", 1) if events else 1
    for _ in range(draw(st.integers(1, 25))):
        action = draw(st.sampled_from(sorted(vocab)))
        if draw(st.integers(0, 5)) == 0 and isinstance(turn, int):
            turn += 1
        ev: dict[str, Any] = {"turn": turn, "player": draw(st.sampled_from(players)),
                              "action": action}
        templates = [e for g, p in BASES if g == game for e in _load(p)["events"]
                     if e.get("action") == action]
        args: list[str] = sorted(draw(st.sampled_from(templates))) if templates \
            else list(vocab[action])
        for arg in args:
            if arg in ("action", "player", "turn"):
                continue
            roll = draw(st.integers(0, 19))
            if roll == 0:
                continue  # an argument left out
            if arg == "text":
                ev[arg] = "fuzz"
            elif seen.get(f"{action}.{arg}") and roll > 3:
                ev[arg] = draw(st.sampled_from(seen[f"{action}.{arg}"]))  # as in the sample
            elif seen.get(arg) and roll > 1:
                ev[arg] = draw(st.sampled_from(seen[arg]))  # real, maybe of another action
            else:
                ev[arg] = draw(value)
        events.append(ev)
    data["events"] = events
    return json.dumps(data)


@FUZZ
@given(random_logs())
def test_random_events_never_crash(text: str) -> None:
    outcome(text)


# --- the samples themselves, and both outcomes seen by the harness ----------------------
@pytest.mark.parametrize("path", [p for _, p in BASES], ids=lambda p: f"{p.parent.name}-{p.stem}")
def test_samples_replay(path: Path) -> None:
    assert read_and_replay(path.read_text("utf-8")) is not None


# --- a broken setup ------------------------------------------------------------------------
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
def broken_setups(draw: st.DrawFn) -> str:
    _game, path = draw(st.sampled_from(BASES))
    data = copy.deepcopy(_load(path))
    pool = _pool(data)
    for _ in range(draw(st.integers(1, 2))):
        paths = [p for p in _paths(data["setup"]) if p]
        where = draw(st.sampled_from(paths))
        parent = data["setup"]
        for key in where[:-1]:
            parent = parent[key]
        if draw(st.booleans()):
            del parent[where[-1]]
        else:
            parent[where[-1]] = draw(JSON | st.sampled_from(pool))
    return json.dumps(data)


@FUZZ
@given(broken_setups())
def test_broken_setups_never_crash(text: str) -> None:
    outcome(text)


@pytest.mark.parametrize("game", GAMES)
def test_a_bad_argument_is_a_log_error_with_its_path(game: str) -> None:
    """A card id that is a number: LogError at ``$.events[i].card``, and CLI exit 2."""
    path = next(p for g, p in BASES if g == game)
    data = _load(path)
    index = next(i for i, ev in enumerate(data["events"]) if isinstance(ev.get("card"), str))
    data["events"][index]["card"] = 12345
    text = json.dumps(data)
    with pytest.raises(LogError) as err:
        Replay(parse_log(text, "fuzz.json"))
    assert err.value.path == f"$.events[{index}].card"
    assert read_and_replay(text) is None and check_cli(text) == 2


@st.composite
def _mistyped_integer(draw: st.DrawFn) -> tuple[str, str]:
    """A sample log with one integer of an event (``turn``, ``count``, ``slot``, ``to`` …)
    replaced by a value of the wrong JSON type, and the JSON path of that value."""
    _game, path = draw(st.sampled_from(BASES))
    data = copy.deepcopy(_load(path))
    spots = [(i, key) for i, event in enumerate(data["events"]) for key, value in event.items()
             if key in ("turn", "count", "slot", "to", "value", "troop_level", "distance")
             and isinstance(value, int) and not isinstance(value, bool)]
    if not spots:
        return json.dumps(data), ""
    i, key = draw(st.sampled_from(spots))
    value = data["events"][i][key]
    data["events"][i][key] = draw(st.sampled_from([str(value), float(value) + 0.5, True, None,
                                                   [value]]))
    if key == "turn" and data["events"][i][key] is None:
        return json.dumps(data), ""  # turn is optional: null is the key left out
    if key == "value" and isinstance(data["events"][i][key], float):
        return json.dumps(data), ""  # Digimon's activate.value is a number
    return json.dumps(data), f"$.events[{i}].{key}"


@FUZZ
@given(_mistyped_integer())
def test_a_mistyped_integer_is_refused_at_its_path(case: tuple[str, str]) -> None:
    """Strict types: the wrong JSON type where an integer belongs is a LogError naming exactly
    that place (never a coercion, never a crash)."""
    text, where = case
    if not where:
        read_and_replay(text)
        return
    with pytest.raises(LogError) as info:
        Replay(parse_log(text, "fuzz.json"))
    assert info.value.path == where
