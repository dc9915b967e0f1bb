"""The penalty ladder and what to suggest for a repeated infraction.

Kódem 6.7-P6: a player who ignores restrictions repeatedly may get an extra
penalty "from a verbal caution, a card to Extinción, a turn loss, a game loss,
up to a disqualification", at the judge's discretion; 6.7-G16 says the same
of a player who repeatedly forgets to update their descansos. The ladder is
the one cli.md gives as "the ladder of Kódem 6.7-P6" (the contract every game
shares): caution, warning, turn loss, card to Extinción, game loss, match loss,
disqualification, mildest first. The rulebook's own sentence names a card to
Extinción before a turn loss, but as the ends of a range ("desde … hasta"), not
as steps; where the two differ Juez follows the spec (docs/extensions.md).

Which rule a suggestion cites is the game's (its :class:`~judge_app.games.base.PenaltyPolicy`):
Kódem registers 6.7-P6 and 6.7-G16; a game whose rulebook has no penalty chapter
(Kingdom, Códigos, Tótems, Digimon) gets Juez's general policy: the same ladder,
citing the rule the infraction itself broke (docs/extensions.md).

A suggestion is only a suggestion: the judge decides (both sections say "a
criterio del juez"). Nothing is suggested for a first infraction.

>>> from judge_app.tournament.model import Penalty
>>> first = Penalty("P1", 2, "Ataca ignorando una restricción", PenaltyKind.CAUTION,
...                 Citation("kodem-5.0", "6.7-P1"))
>>> s = suggest_next([first], "ataca ignorando una restricción")
>>> s.kind, str(s.citation)
(<PenaltyKind.WARNING: 'warning'>, 'kodem-5.0 §6.7-P6')
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from judge_app.games import game_for_rulebook
from judge_app.games.base import GENERAL_POLICY, PenaltyPolicy, RepeatRule
from judge_app.names import fold
from judge_app.tournament.model import Penalty, PenaltyKind
from judge_app.violations import Citation

LADDER: tuple[PenaltyKind, ...] = (
    PenaltyKind.CAUTION,
    PenaltyKind.WARNING,
    PenaltyKind.TURN_LOSS,
    PenaltyKind.CARD_TO_EXTINCTION,
    PenaltyKind.GAME_LOSS,
    PenaltyKind.MATCH_LOSS,
    PenaltyKind.DISQUALIFICATION,
)


def _in_sentence(title: str) -> str:
    return title[:1].lower() + title[1:]


#: The kinds' names as they read inside a sentence ("el siguiente paso es pérdida de juego").
KIND_NAMES: dict[PenaltyKind, tuple[str, str]] = {
    kind: (_in_sentence(kind.printed("es")), _in_sentence(kind.printed("en")))
    for kind in PenaltyKind
}

#: The rule of Juez's general policy, in a sentence (no rulebook section of its own).
GENERAL_RULE = ("infracción repetida, escalera general de Juez (el reglamento no tiene "
                "capítulo de sanciones)",
                "repeated infraction, Juez's general ladder (the rulebook has no penalty "
                "chapter)")


@dataclass(frozen=True)
class Suggestion:
    """The next step of the ladder for a repeated infraction, the rule that allows it, and why.

    ``previous``: the earlier penalties counted as the same infraction.
    """

    kind: PenaltyKind
    citation: Citation
    reason_es: str
    reason_en: str
    previous: tuple[Penalty, ...] = ()


def _norm(text: str) -> str:
    return " ".join(re.findall(r"\w+", fold(text)))


def _same(p: Penalty, infraction: str | None, citation: Citation | None) -> bool:
    if citation is not None and p.citation.matches(citation):
        return True
    return bool(infraction) and _norm(p.infraction) == _norm(infraction or "")


def policy_of(citations: Sequence[Citation]) -> PenaltyPolicy:
    """The penalty policy of the game whose rulebook ``citations`` cite (the first known one);
    the general policy when none is a registered game's."""
    for c in citations:
        game = game_for_rulebook(c.rulebook)
        if game is not None:
            return game.penalties
    return GENERAL_POLICY


def _applies(rule: RepeatRule, infraction: str | None, citations: Sequence[Citation]) -> bool:
    if rule.general:
        return True
    if any(c.rulebook == rule.citation.rulebook and c.bare_section in rule.sections
           for c in citations):
        return True
    text = _norm(infraction or "")
    return any(all(stem in text for stem in stems) for stems in rule.words)


def suggest_next(history: Sequence[Penalty], infraction: str | None = None,
                 citation: Citation | None = None,
                 policy: PenaltyPolicy | None = None) -> Suggestion | None:
    """What to give for ``infraction`` (or ``citation``) given one player's earlier penalties.

    An earlier penalty is the same infraction when it cites the same section
    (an anchor matches its bare section) or has the same text (case, accents
    and punctuation ignored). With neither given, the new infraction is taken
    to repeat the latest penalty of ``history`` (oldest first). ``None`` when
    nothing repeats. The step after the highest earlier one is suggested, citing
    the first rule of ``policy`` (the event's game's; by default the game whose
    rulebook the penalties cite) that applies — Kódem: 6.7-G16 for forgotten descanso
    updates, 6.7-P6 otherwise — or, under the general policy, the rule the infraction
    broke. ``ValueError`` if ``history`` mixes players.
    """
    players = sorted({p.player for p in history})
    if len(players) > 1:
        raise ValueError(f"penalty history mixes players {', '.join(players)}: "
                         f"pass the penalties of one player")
    if infraction is None and citation is None:
        if not history:
            return None
        infraction, citation = history[-1].infraction, history[-1].citation
    same = [p for p in history if _same(p, infraction, citation)]
    if not same:
        return None
    top = max(LADDER.index(p.kind) for p in same)
    kind = LADDER[min(top + 1, len(LADDER) - 1)]
    cited = [p.citation for p in same] + ([citation] if citation is not None else [])
    rules = (policy if policy is not None else policy_of(cited)).repeated
    rule = next((r for r in rules if _applies(r, infraction, cited)), None)
    if rule is not None:
        cite, (rule_es, rule_en) = rule.citation, (rule.es, rule.en)
    else:
        cite, (rule_es, rule_en) = citation or same[-1].citation, GENERAL_RULE
    what = infraction or same[-1].infraction
    done_es, done_en = KIND_NAMES[LADDER[top]]
    next_es, next_en = KIND_NAMES[kind]
    times = len(same) + 1
    if LADDER[top] is PenaltyKind.DISQUALIFICATION:
        step_es = "ya tiene una descalificación por esta infracción"
        step_en = "a disqualification was already given for this infraction"
    else:
        step_es = f"la sanción más alta anterior fue {done_es}; el siguiente paso es {next_es}"
        step_en = f"the highest earlier penalty was {done_en}; the next step is {next_en}"
    return Suggestion(
        kind=kind, citation=cite,
        reason_es=(f"Infracción repetida ({times}.ª vez): «{what}»; {step_es}. "
                   f"{cite.section}: {rule_es}, a criterio del juez."),
        reason_en=(f"Repeated infraction ({_ordinal(times)} time): “{what}”; {step_en}. "
                   f"{cite.section}: {rule_en}, at the judge's discretion."),
        previous=tuple(same),
    )


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
