"""Which sections of a rulebook Juez checks from a match log: the coverage table.

Every section of a rulebook's index gets exactly one status:

* ``checked``: a rule of the section is checked; the game names each check and a
  sample log (``resources/samples/<game>/``) whose ``.expected.json`` shows it
  flagged at a given event — a test replays every such sample and fails if the
  section is not among its violations there, so the table cannot claim a check
  that does not fire;
* ``not from a log``: what the section says cannot be seen in a match log (card
  anatomy, the objective, a rule about the physical table …), with a one-line why;
* ``not yet``: the game's coverage data does not mention the section.

Adding a game is one folder: the game declares its coverage in its own package,
in a module ``<game module>.coverage`` whose ``COVERAGE`` is a :class:`Coverage`
(or a tuple of them, one per rulebook). This module names no game.

>>> table = coverage_table("totems")
>>> table.rulebook, {row.status for row in table.rows} <= set(STATUSES)
('totems', True)
>>> [row.section for row in table.rows][:2]
['anatomia', 'habilidades']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from judge_app.games import game_for_rulebook
from judge_app.games.base import GameInfo
from judge_app.resources import resource_dir
from judge_app.violations import Lang

__all__ = [
    "STATUSES",
    "Check",
    "Checked",
    "Coverage",
    "CoverageError",
    "NotFromLog",
    "Row",
    "Status",
    "Table",
    "coverage_of",
    "coverage_table",
    "names_section",
    "render",
    "table_of",
    "verify",
]

Status = Literal["checked", "not from a log", "not yet"]

#: The three statuses, in the order the table's counts print them.
STATUSES: tuple[Status, ...] = ("checked", "not from a log", "not yet")

#: Status names for a person, in Spanish and English (the JSON keeps the contract's words).
STATUS_NAMES: dict[Status, tuple[str, str]] = {
    "checked": ("comprobada", "checked"),
    "not from a log": ("no desde un registro", "not from a log"),
    "not yet": ("todavía no", "not yet"),
}


class CoverageError(ValueError):
    """A game's coverage data names a section its rulebook lacks, or a section twice."""


# --------------------------------------------------------------------------- what a game declares


@dataclass(frozen=True)
class Check:
    """One check of a section: what it flags (Spanish and English) and where a sample shows it.

    ``sample`` is a file name in the game's sample folder; ``seq`` the event at which that
    sample's ``.expected.json`` lists a violation of the section (0: the setup).
    """

    es: str
    en: str
    sample: str
    seq: int

    def text(self, lang: Lang = "es") -> str:
        """What the check flags, in Spanish (``es``) or English (``en``)."""
        return self.en if lang == "en" else self.es


@dataclass(frozen=True)
class Checked:
    """A section Juez checks: one or more :class:`Check`."""

    section: str
    checks: tuple[Check, ...]

    def __post_init__(self) -> None:
        if not self.checks:
            raise CoverageError(f"section {self.section!r}: a checked section names its checks")


@dataclass(frozen=True)
class NotFromLog:
    """A section a match log cannot show, and why (one line, Spanish and English)."""

    section: str
    es: str
    en: str


Entry = Checked | NotFromLog


@dataclass(frozen=True)
class Coverage:
    """A game's coverage of one of its rulebooks: an entry per section it has looked at."""

    rulebook: str
    entries: tuple[Entry, ...]


# --------------------------------------------------------------------------- the table


@dataclass(frozen=True)
class Row:
    """One section of the table with its status."""

    section: str
    title: str
    status: Status
    checks: tuple[Check, ...] = ()
    why_es: str | None = None
    why_en: str | None = None

    @property
    def samples(self) -> tuple[str, ...]:
        """The sample logs its checks name, each once, in order."""
        return tuple(dict.fromkeys(check.sample for check in self.checks))

    def why(self, lang: Lang = "es") -> str | None:
        """Why a log cannot show the section (``None`` unless ``not from a log``)."""
        return self.why_en if lang == "en" else self.why_es


@dataclass(frozen=True)
class Table:
    """The coverage of a rulebook: every section of its index, in document order."""

    rulebook: str
    game: str
    sample_dir: Path
    rows: tuple[Row, ...]

    def counts(self) -> dict[Status, int]:
        """How many sections have each status (every status present, 0 if none)."""
        found = Counter(row.status for row in self.rows)
        return {status: found[status] for status in STATUSES}

    def sample_path(self, sample: str) -> Path:
        """The file of a sample a check names."""
        return self.sample_dir / sample

    def sample_name(self, sample: str) -> str:
        """A sample as the table prints it: relative to the resources' parent when shipped
        (``resources/samples/totems/clean.json``), else its full path."""
        path = self.sample_path(sample)
        root = resource_dir()
        try:
            return (Path(root.name) / path.relative_to(root)).as_posix()
        except ValueError:
            return path.as_posix()

    def to_json(self, lang: Lang = "es") -> dict[str, Any]:
        """The document of ``judge-app rules coverage --json`` (cli.md, Additions)."""
        return {
            "rulebook": self.rulebook,
            "sections": [
                {
                    "section": row.section,
                    "title": row.title,
                    "status": row.status,
                    "checks": [check.text(lang) for check in row.checks],
                    "samples": [self.sample_name(sample) for sample in row.samples],
                    "why": row.why(lang),
                    "evidence": [
                        {"check": check.text(lang), "sample": self.sample_name(check.sample),
                         "seq": check.seq}
                        for check in row.checks
                    ],
                }
                for row in self.rows
            ],
            "counts": dict(self.counts()),
        }


def _declared(info: GameInfo) -> tuple[Coverage, ...]:
    """What the game's declared ``coverage`` part lists (nothing if it declares none)."""
    declared = info.part("coverage")
    if declared is None:
        return ()
    found = declared if isinstance(declared, tuple) else (declared,)
    for item in found:
        if not isinstance(item, Coverage):
            raise CoverageError(f"{info.key} coverage: {item!r} is not a Coverage")
    return found


def coverage_of(rulebook_id: str) -> tuple[GameInfo, tuple[Entry, ...]]:
    """The game of a rulebook and the entries its coverage declares for it.

    ``KeyError`` for a rulebook no game registers.
    """
    info = game_for_rulebook(rulebook_id)
    if info is None:
        raise KeyError(f"unknown rulebook {rulebook_id!r}")
    entries = tuple(entry for item in _declared(info) if item.rulebook == rulebook_id
                    for entry in item.entries)
    return info, entries


def coverage_table(rulebook_id: str) -> Table:
    """The coverage table of a rulebook: one row per section of its index, in order.

    ``KeyError`` for an unknown rulebook; :class:`CoverageError` if the game's data names
    a section the index lacks or a section twice (the place is in the message).
    """
    info, entries = coverage_of(rulebook_id)
    return table_of(info, rulebook_id, entries, f"{info.key} coverage ({rulebook_id})")


def table_of(info: GameInfo, rulebook_id: str, entries: Sequence[Entry],
             where: str = "coverage") -> Table:
    """The table the ``entries`` of a game give its rulebook (``where`` names them in errors)."""
    from judge_app.rulebooks import get_rulebook

    rulebook = get_rulebook(rulebook_id)
    by_section: dict[str, Entry] = {}
    for entry in entries:
        if entry.section not in rulebook:
            close = rulebook.close_matches(entry.section)
            hint = f"; close matches: {', '.join(close)}" if close else ""
            raise CoverageError(f"{where}: no section {entry.section!r}{hint}")
        if entry.section in by_section:
            raise CoverageError(f"{where}: section {entry.section!r} is listed twice")
        if isinstance(entry, NotFromLog) and not (entry.es.strip() and entry.en.strip()):
            raise CoverageError(f"{where}: section {entry.section!r} needs a why in es and en")
        by_section[entry.section] = entry
    rows = tuple(_row(section.id, section.title, by_section.get(section.id))
                 for section in rulebook)
    return Table(rulebook_id, info.key, info.sample_dir, rows)


def _row(section: str, title: str, entry: Entry | None) -> Row:
    if isinstance(entry, Checked):
        return Row(section, title, "checked", checks=entry.checks)
    if isinstance(entry, NotFromLog):
        return Row(section, title, "not from a log", why_es=entry.es, why_en=entry.en)
    return Row(section, title, "not yet")


def render(table: Table, lang: Lang = "es", title: str = "") -> str:
    """The table for a person: one line per section, its checks and why indented below."""
    en = lang == "en"
    width = max((len(row.section) for row in table.rows), default=0)
    names = {status: STATUS_NAMES[status][1 if en else 0] for status in STATUSES}
    status_width = max(len(name) for name in names.values())
    lines = [f"{table.rulebook} — {title}" if title else table.rulebook, ""]
    for row in table.rows:
        lines.append(f"{row.section:<{width}}  {names[row.status]:<{status_width}}  {row.title}")
        pad = " " * (width + 4)
        for check in row.checks:
            at = "evento" if not en else "event"
            lines.append(f"{pad}- {check.text(lang)} [{table.sample_name(check.sample)}, "
                         f"{at} {check.seq}]")
        why = row.why(lang)
        if why:
            lines.append(f"{pad}{why}")
    counts = table.counts()
    summary = ", ".join(f"{counts[status]} {names[status]}" for status in STATUSES)
    lines += ["", (f"{len(table.rows)} sections: " if en else
                   f"{len(table.rows)} secciones: ") + summary]
    return "\n".join(lines)


def names_section(flagged: str, section: str) -> bool:
    """True if a violation citing ``flagged`` shows a check of ``section``: the same id, or a
    finer anchor of it (``5/batalla`` shows ``5``). Never a neighbouring section."""
    return flagged == section or flagged.startswith(section + "/")


def verify(table: Table) -> list[str]:
    """What the table claims and the samples do not show (empty: every claim holds).

    For each check of each ``checked`` row: the sample exists, its ``.expected.json``
    lists the section at the check's event, and replaying the sample flags it there.
    """
    import json

    from judge_app.replay import Replay

    problems: list[str] = []
    replays: dict[str, list[tuple[int, str]]] = {}
    for row in table.rows:
        for check in row.checks:
            where = f"{table.rulebook} §{row.section}, check {check.en!r}"
            path = table.sample_path(check.sample)
            expected_path = path.with_name(path.stem + ".expected.json")
            if not path.is_file() or not expected_path.is_file():
                problems.append(f"{where}: no sample {path} with its .expected.json")
                continue
            expected = json.loads(expected_path.read_text(encoding="utf-8"))
            if not any(item.get("seq") == check.seq and item.get("rulebook") == table.rulebook
                       and names_section(str(item.get("section")), row.section)
                       for item in expected):
                problems.append(f"{where}: {expected_path.name} lists no §{row.section} "
                                f"at event {check.seq}")
            if check.sample not in replays:
                replay = Replay.from_file(path)
                replays[check.sample] = [(v.seq, v.section) for v in replay.violations
                                         if v.rulebook == table.rulebook]
            if not any(seq == check.seq and names_section(section, row.section)
                       for seq, section in replays[check.sample]):
                problems.append(f"{where}: replaying {path.name} flags no §{row.section} "
                                f"at event {check.seq}")
    return problems
