"""The per-game part of docs/notation.md, made from each game's vocabulary and a sample log.

``scripts/notation_docs.py`` writes it into the document; a test checks that the
document says exactly this, so the docs never drift from the code.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from judge_app.games import game_info, get_game
from judge_app.notation import notation_for, write_log
from judge_app.notation.kinds import (
    CardKind,
    FlagKind,
    IntKind,
    Kind,
    ListKind,
    NumKind,
    PlayerIntsKind,
    PlayerKind,
    TextKind,
    WordKind,
)


def _kind(kind: Kind) -> str:
    if isinstance(kind, ListKind):
        return f"list of {_kind(kind.item)}s `a,b`"
    if isinstance(kind, CardKind):
        return "card"
    if isinstance(kind, PlayerKind):
        return "player"
    if isinstance(kind, NumKind):
        return "number"
    if isinstance(kind, IntKind):
        return "integer"
    if isinstance(kind, TextKind):
        return "text"
    if isinstance(kind, FlagKind):
        off = f" (no: `{kind.off[0]}`/`{kind.off[1]}`)" if kind.off else ""
        return f"flag `{kind.es}`/`{kind.en}`{off}"
    if isinstance(kind, PlayerIntsKind):
        return "`player:number,…`"
    if isinstance(kind, WordKind) and kind.choices:
        words = sorted({w for pair in kind.choices.values() for w in pair})
        return "one of " + ", ".join(f"`{w}`" for w in words)
    if isinstance(kind, WordKind):
        return "word"
    if type(kind) is Kind:
        return "JSON"
    return "name"


def _words(words: Sequence[str]) -> str:
    return ", ".join(f"`{w}`" for w in words)


def vocabulary(game: str) -> str:
    """The table of a game's actions: words in both languages and the arguments in order."""
    notation = notation_for(game)
    rows = ["| action | es | en | arguments, in order |", "| --- | --- | --- | --- |"]
    for action in notation.actions:
        args = "; ".join(f"`{s.key}`: {_kind(s.kind)}" for s in action.slots) or "—"
        rows.append(f"| `{action.key}` | {_words(action.es)} | {_words(action.en)} | {args} |")
    if notation.shortcuts:
        short = ", ".join(f"`{w}` = `{a} {' '.join(str(v) for v in p.values())}`"
                          for w, (a, p) in notation.shortcuts.items())
        rows.append("")
        rows.append(f"Shortcuts: {short}.")
    return "\n".join(rows)


def section(game: str, sample: str) -> str:
    """A game's section: vocabulary, then a complete sample game as ``show`` prints it."""
    path = game_info(game).sample_dir / f"{sample}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    expected = json.loads(path.with_name(f"{sample}.expected.json").read_text("utf-8"))
    found = (f"{len(expected)} violation{'s' if len(expected) != 1 else ''} "
             f"({', '.join(sorted({str(v['section']) for v in expected}))})"
             if expected else "no violations")
    title = get_game(game).title
    return "\n".join([
        f"## {title} (`{game}`)",
        "",
        vocabulary(game),
        "",
        f"A complete game, `resources/samples/{game}/{sample}.json` as "
        f"`judge-app notation show` prints it (`judge-app check`: {found}):",
        "",
        "```text",
        write_log(data, "es").rstrip("\n"),
        "```",
    ])
