"""Violations and rulebook citations, shared by every game.

A checker never prints: it returns :class:`Violation` values, and the CLI,
the reports and the UI render them.

>>> v = Violation(seq=23, player="P1", citation=Citation("kodem-5.0", "5.1"),
...               severity=Severity.ERROR,
...               message_es="Ataca en descanso.", message_en="Attacks while resting.",
...               penalty="6.7-P1")
>>> str(v.citation)
'kodem-5.0 §5.1'
>>> v.to_json("en")["message"]
'Attacks while resting.'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Literal

Lang = Literal["es", "en"]


class Severity(StrEnum):
    """``error``: the play was illegal; ``warning``: suspicious or for the judge to weigh."""

    ERROR = "error"
    WARNING = "warning"


#: Sections that may cite the same rule, per rulebook id (match-log.md, Clarifications: Códigos'
#: "only one incomplete exposed code" is printed under ACCIONES and concerns the CÓDIGO
#: EXPUESTO area). Filled by the game registry (``judge_app.games``) from what each game
#: registers (``RulebookInfo.same_rule``), so that this module names no game.
SAME_RULE: dict[str, tuple[frozenset[str], ...]] = {}


@dataclass(frozen=True, order=True)
class Citation:
    """A rulebook section as sections.md names it, e.g. ``kodem-5.0`` / ``6.7-P1``.

    An anchored section (``5/batalla``) also matches its bare section (``5``).

    >>> Citation("kodem-5.0", "5/batalla").matches(Citation("kodem-5.0", "5"))
    True
    >>> Citation.parse("kodem-5.0:6.7-G4")
    Citation(rulebook='kodem-5.0', section='6.7-G4')
    """

    rulebook: str
    section: str

    @property
    def bare_section(self) -> str:
        """The section without its ``/anchor``."""
        return self.section.split("/", 1)[0]

    def matches(self, other: Citation) -> bool:
        """True if both name the same section, ignoring a finer anchor on either side (or two
        sections the contract lets cite the same rule, :data:`SAME_RULE`).

        >>> import judge_app.games  # the registry fills SAME_RULE
        >>> Citation("codigos", "acciones").matches(Citation("codigos", "codigo-expuesto"))
        True
        """
        if self.rulebook != other.rulebook:
            return False
        if self.section == other.section or self.bare_section == other.bare_section:
            return True
        pair = frozenset((self.bare_section, other.bare_section))
        return any(pair <= group for group in SAME_RULE.get(self.rulebook, ()))

    @classmethod
    def parse(cls, text: str) -> Citation:
        """Read ``RULEBOOK:SECTION`` (the CLI's ``--cite`` form)."""
        rulebook, sep, section = text.partition(":")
        if not sep or not rulebook or not section:
            raise ValueError(f"citation {text!r} is not of the form RULEBOOK:SECTION")
        return cls(rulebook.strip(), section.strip())

    def __str__(self) -> str:
        return f"{self.rulebook} §{self.section}"


@dataclass(frozen=True)
class Violation:
    """One flagged event: where (``seq``, 0 for setup), who, which rule, how bad, and why."""

    seq: int
    player: str | None
    citation: Citation
    severity: Severity
    message_es: str
    message_en: str
    penalty: str | None = None

    @property
    def rulebook(self) -> str:
        """The id of the rulebook broken (``kodem-5.0``)."""
        return self.citation.rulebook

    @property
    def section(self) -> str:
        """The section broken, as the rulebook numbers it (``6.7-G5``)."""
        return self.citation.section

    def message(self, lang: Lang = "es") -> str:
        """The explanation in Spanish (``es``) or English (``en``)."""
        return self.message_en if lang == "en" else self.message_es

    def to_json(self, lang: Lang = "es") -> dict[str, Any]:
        """The object of ``judge-app check --json`` (match-log.md, Violations)."""
        data: dict[str, Any] = {
            "seq": self.seq,
            "player": self.player,
            "rulebook": self.citation.rulebook,
            "section": self.citation.section,
            "severity": self.severity.value,
            "message": self.message(lang),
        }
        if self.penalty is not None:
            data["penalty"] = self.penalty
        return data


def violation(
    seq: int,
    player: str | None,
    rulebook: str,
    section: str,
    es: str,
    en: str,
    *,
    severity: Severity = Severity.ERROR,
    penalty: str | None = None,
) -> Violation:
    """Shorthand used by the game modules.

    >>> violation(3, "P2", "totems", "turno", "Dos acciones.", "Two actions.").section
    'turno'
    """
    return Violation(seq, player, Citation(rulebook, section), severity, es, en, penalty)
