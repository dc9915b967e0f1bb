"""The layers of the core (issue 21 §5): the arrows allowed between judge_app's parts,
listed one by one; any other arrow, and any cycle, fails.

The import graph is grimp's (the engine of import-linter): every ``import`` of
``judge_app``, including those inside functions, without the ``TYPE_CHECKING`` ones.
A part is a subpackage or top-level module of ``judge_app`` (``storage``, ``rulebooks``
…); the game folders (``judge_app/games/<key>/``) are one part of their own,
``games.<key>``, above the registry (``games``: ``__init__``, ``base``, ``common``,
``dispatch``, ``loading``), which never imports a game folder by name.

What the layers say: storage stores and renders nothing (the archive asks the reports
catalogue through a function its caller passes); ``rulebooks`` and ``logs`` never import
the game registry (the registry tells the rulebook index which books exist; the loader is
given the games); no cycle between parts.
"""

from __future__ import annotations

from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME_FOLDERS = "games.<key>"

#: Every allowed arrow between two parts: (importer, imported).
ALLOWED: frozenset[tuple[str, str]] = frozenset({
    # the lowest parts: plain helpers
    ("rulebooks", "names"), ("rulebooks", "resources"), ("rulebooks", "violations"),
    ("logs", "resources"),
    # the game registry and the protocol every game implements
    ("games", "logs"), ("games", "names"), ("games", "resources"), ("games", "rulebooks"),
    ("games", "violations"),
    # what reads logs with their games
    ("notation", "games"), ("notation", "logs"), ("notation", "names"),
    ("notation", "violations"),
    ("replay", "games"), ("replay", "logs"), ("replay", "violations"),
    ("coverage", "games"), ("coverage", "replay"), ("coverage", "resources"),
    ("coverage", "rulebooks"), ("coverage", "violations"),
    ("recording", "games"), ("recording", "logs"), ("recording", "notation"),
    ("recording", "storage"), ("recording", "violations"),
    # the game folders: the registry's protocol and what a game plugs into
    (GAME_FOLDERS, "coverage"), (GAME_FOLDERS, "games"), (GAME_FOLDERS, "logs"),
    (GAME_FOLDERS, "names"), (GAME_FOLDERS, "notation"), (GAME_FOLDERS, "recording"),
    (GAME_FOLDERS, "resources"), (GAME_FOLDERS, "violations"),
    # the tournament's pure logic
    ("tournament", "games"), ("tournament", "names"), ("tournament", "violations"),
    ("interop", "names"), ("interop", "tournament"),
    # storage stores
    ("storage", "games"), ("storage", "interop"), ("storage", "logs"), ("storage", "names"),
    ("storage", "replay"), ("storage", "rulebooks"), ("storage", "tournament"),
    ("storage", "violations"),
    # the players' portal
    ("portal", "names"), ("portal", "resources"), ("portal", "storage"),
    ("portal", "tournament"),
    # reports render what storage stores
    ("reports", "games"), ("reports", "names"), ("reports", "portal"),
    ("reports", "resources"), ("reports", "rulebooks"), ("reports", "storage"),
    ("reports", "tournament"), ("reports", "violations"),
    # the window's service: storage, the floor, the portal's desk side (judge_app/station.py)
    ("station", "portal"), ("station", "storage"),
    # the command line, on top
    *(("cli", part) for part in ("coverage", "games", "logs", "notation", "output", "portal",
                                 "replay", "reports", "rulebooks", "storage", "tournament",
                                 "violations")),
})

#: Single imports against the layers, each with the change that removes it.
KNOWN_EXCEPTIONS: dict[tuple[str, str], str] = {}


def part_of(module: str) -> str:
    """The part a module of judge_app belongs to (``judge_app.storage.audit`` → ``storage``;
    ``judge_app.games.kodem.rules.core`` → ``games.<key>``)."""
    names = module.split(".")
    if len(names) == 1:
        return "judge_app"
    if names[1] == "games" and len(names) > 2 and \
            (ROOT / "judge_app" / "games" / names[2]).is_dir():
        return GAME_FOLDERS
    return names[1]


def arrows() -> dict[tuple[str, str], list[tuple[str, str]]]:
    """(importer part, imported part) → the module imports that make the arrow."""
    graph = grimp.build_graph("judge_app", cache_dir=None, exclude_type_checking_imports=True)
    found: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for module in graph.modules:
        for imported in graph.find_modules_directly_imported_by(module):
            if (module, imported) in KNOWN_EXCEPTIONS:
                continue
            a, b = part_of(module), part_of(imported)
            if a != b:
                found.setdefault((a, b), []).append((module, imported))
    return found


@pytest.fixture(scope="module")
def found() -> dict[tuple[str, str], list[tuple[str, str]]]:
    return arrows()


def test_no_arrow_but_the_allowed_ones(found: dict[tuple[str, str], list[tuple[str, str]]]
                                       ) -> None:
    extra = {arrow: found[arrow][:3] for arrow in sorted(set(found) - ALLOWED)}
    assert extra == {}, "arrows the layers do not allow (importer part, imported part): " \
        f"{extra}"


def test_the_named_arrows_of_issue_21_are_gone(found: dict[tuple[str, str],
                                                           list[tuple[str, str]]]) -> None:
    for arrow in (("rulebooks", "games"), ("logs", "games"), ("storage", "reports"),
                  ("games", GAME_FOLDERS)):
        assert arrow not in found, found.get(arrow)


def test_no_cycle_between_parts(found: dict[tuple[str, str], list[tuple[str, str]]]) -> None:
    sorter: TopologicalSorter[str] = TopologicalSorter()
    for a, b in found:
        sorter.add(a, b)
    try:
        sorter.prepare()
    except CycleError as exc:
        pytest.fail(f"a cycle between parts: {' → '.join(exc.args[1])}")


def test_every_known_exception_still_exists() -> None:
    """An exception that was removed is taken off the list (it cannot hide a new arrow)."""
    graph = grimp.build_graph("judge_app", cache_dir=None, exclude_type_checking_imports=True)
    for importer, imported in KNOWN_EXCEPTIONS:
        assert imported in graph.find_modules_directly_imported_by(importer), \
            (importer, imported)


def test_the_check_sees_a_forbidden_arrow_and_a_cycle() -> None:
    assert part_of("judge_app.games.kodem.rules.core") == GAME_FOLDERS
    assert part_of("judge_app.games.base") == "games"
    assert part_of("judge_app.rulebooks") == "rulebooks"
    assert ("rulebooks", "games") not in ALLOWED and ("storage", "reports") not in ALLOWED
    sorter: TopologicalSorter[str] = TopologicalSorter({"a": {"b"}, "b": {"a"}})
    with pytest.raises(CycleError):
        sorter.prepare()
