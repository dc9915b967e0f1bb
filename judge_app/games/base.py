"""The protocol every game implements, what it registers, and the board views it draws.

A game is one package of ``judge_app/games/`` behind :class:`Game`: the
replay, the CLI, the reports and the UI know only this protocol and the
:class:`GameInfo` the package registers (its rulebooks, infractions, deck rule,
penalty policy …), so adding a game never touches them.
The state is mutable (like ``chess.Board``): :meth:`Game.apply` changes it in
place and returns the violations of that event; :meth:`GameState.copy`
makes the checkpoints of the replay.
"""

from __future__ import annotations

import sys
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Literal, Protocol, Self, TypeVar

from judge_app.violations import Citation, Violation

if TYPE_CHECKING:
    from pydantic import BaseModel

    from judge_app.games.dispatch import Actions
    from judge_app.logs.loader import Event, MatchLog


# How a rulebook's Markdown is cut into sections (judge_app.rulebooks builds the index
# with it). A game registers one of these with each rulebook.

#: How a source's broken lines are joined (see ``judge_app.rulebooks._reflow``).
Reflow = Literal["none", "fragments", "ocr"]


@dataclass(frozen=True)
class Mark:
    """Where a section starts: a regex on the line (without ``#``, ``•`` and spaces)."""

    id: str
    title: str
    start: str
    inline: bool = False  # the start line is a run-in heading that belongs to the text
    parent: str | None = None
    also: tuple[str, str] | None = None  # a passage printed elsewhere: (start, end) regexes


@dataclass(frozen=True)
class Layout:
    """A rulebook whose sections each start at a named heading line (:class:`Mark`)."""

    marks: tuple[Mark, ...]
    breaks: tuple[str, ...] = ()  # headings that end a section without starting one
    stop: str | None = None  # where the rules end (contact details, blog comments …)
    reflow: Reflow = "none"


@dataclass(frozen=True)
class NumberedLayout:
    """A rulebook of numbered headings in capitals (``5.1 DESCANSOS``) with a table of contents.

    ``anchors``: finer sections (``5/batalla``) by their printed heading inside
    the numbered section before the slash; ``items``: the numbered items under
    sub-headings of the section ``items_under`` (``6.7-G1`` …), as (suffix,
    heading, how many); ``stop``: where the rules end.
    """

    stop: str
    anchors: tuple[tuple[str, str], ...] = ()
    items_under: str | None = None
    items: tuple[tuple[str, str, int], ...] = ()



@dataclass(frozen=True)
class RulebookInfo:
    """Which rulebook, whose, and from which shipped file.

    ``folder`` holds ``source_file`` and the committed index ``<id>.sections.json``
    (``None``: ``resources/rulebooks/``); ``layout`` says where the sections of
    the Markdown start (:mod:`judge_app.rulebooks` builds the index with it);
    ``same_rule`` lists groups of sections that may cite the same rule
    (match-log.md, Clarifications).
    """

    id: str
    game: str
    title: str
    edition: str
    source_file: str
    attribution: str
    folder: Path | None = None
    layout: Layout | NumberedLayout | None = field(default=None, repr=False, compare=False)
    same_rule: tuple[frozenset[str], ...] = ()


@dataclass(frozen=True)
class Infraction:
    """One entry of a game's infraction list: what the player did, in Spanish and English,
    and the rulebook section it breaks (the penalty form offers the event's game's list)."""

    key: str
    es: str
    en: str
    citation: Citation

    def name(self, lang: str = "es") -> str:
        """The infraction in Spanish (``es``) or English (``en``)."""
        return self.en if lang == "en" else self.es


@dataclass(frozen=True)
class RepeatRule:
    """A rule of a game's rulebook that allows a harder penalty for a repeated infraction.

    It applies to an infraction that cites one of ``sections`` (of the rule's own
    rulebook) or whose words (accents and case folded) contain every stem of one
    of ``words``; a rule with neither applies to any repeated infraction.
    ``es``/``en`` name the rule inside a sentence.
    """

    citation: Citation
    es: str
    en: str
    sections: tuple[str, ...] = ()
    words: tuple[tuple[str, ...], ...] = ()

    @property
    def general(self) -> bool:
        """True for the rule that applies to any repeated infraction."""
        return not self.sections and not self.words


@dataclass(frozen=True)
class PenaltyPolicy:
    """Which rules a game's penalties cite (issue 11 §6).

    ``repeated``: the game's rules for a repeated infraction, the specific ones
    first. Empty: the rulebook has no penalty chapter, and Juez's general policy
    applies (docs/extensions.md): the same ladder, citing the rule the
    infraction itself broke, at the judge's discretion.
    """

    repeated: tuple[RepeatRule, ...] = ()


#: The policy of a game whose rulebook has no penalty chapter.
GENERAL_POLICY = PenaltyPolicy()


@dataclass(frozen=True)
class GameInfo:
    """What a game package registers (its ``INFO``): everything outside the rules that
    the CLI, the window, the reports, the rulebook browser and the packaging read.

    ``module`` is the package whose ``GAME`` is the rules object, imported on first
    use only (listing the games never loads their rules); ``rulebooks[0]`` is the one
    every citation of the game uses; ``position`` orders the lists (sections.md's
    order); ``samples`` is the folder of sample logs (``None``:
    ``resources/samples/<key>``).
    """

    key: str
    title: str
    module: str
    rulebooks: tuple[RulebookInfo, ...]
    deck_rule: Citation
    infractions: tuple[Infraction, ...] = ()
    penalties: PenaltyPolicy = GENERAL_POLICY
    cardsets: tuple[str, ...] = ()
    samples: Path | None = None
    position: int = 100
    #: the tiebreaker profile the new-event dialog offers first for this game (a key of
    #: ``judge_app.tournament.model.Profile``), and why, (Spanish, English)
    tiebreakers: str = "mtg"
    tiebreakers_why: tuple[str, str] = (
        "partidas al mejor de tres puntuadas 3/1/0, como en las reglas de torneo de Magic",
        "best-of-three matches scored 3/1/0, as in the Magic tournament rules")

    @property
    def rulebook(self) -> str:
        """The rulebook id every citation of this game uses (``kodem-5.0``)."""
        return self.rulebooks[0].id

    @property
    def sample_dir(self) -> Path:
        """The folder of the game's sample logs (``resources/samples/<key>`` by default)."""
        from judge_app.resources import resource_path

        return self.samples if self.samples is not None else resource_path("samples", self.key)

    @property
    def notation_module(self) -> str:
        """The module of the game's typed notation (``<module>.notation``)."""
        return f"{self.module}.notation"

    def load(self) -> Game[Any]:
        """The rules object (the package's ``GAME``), importing the package's rules."""
        game: Game[Any] = import_module(self.module).GAME
        return game


class GameState(Protocol):
    """What the replay needs of any game's state."""

    turn: int
    phase: str | None
    active: str | None

    def copy(self) -> Self:
        """An independent copy (for checkpoints): later changes to either never touch the other."""
        ...


StateT = TypeVar("StateT", bound=GameState)


@dataclass(frozen=True)
class CardView:
    """A card as the judge sees it on the board (hidden cards are still identified)."""

    instance: str
    name: str
    definition: str = ""
    kind: str = ""
    hidden: bool = False
    life: int | None = None
    max_life: int | None = None
    rests: int | None = None
    max_rests: int | None = None
    damage: int | None = None
    marks: tuple[str, ...] = ()
    equipment: tuple[CardView, ...] = ()
    details: tuple[tuple[str, str], ...] = ()
    highlighted: bool = False


@dataclass(frozen=True)
class ZoneView:
    """A zone with the game's own name (``Zona Principal``, ``Extinción`` …).

    ``slots`` zones (M1–M3) keep empty places as ``None``; ``stacked`` zones
    (Mazo, Extinción) are piles shown top first.
    """

    key: str
    label: str
    cards: tuple[CardView | None, ...] = ()
    stacked: bool = False
    slot_labels: tuple[str, ...] = ()


@dataclass(frozen=True)
class PlayerView:
    """One player's side of the table."""

    player: str
    name: str
    zones: tuple[ZoneView, ...]
    summary: tuple[tuple[str, str], ...] = ()
    active: bool = False


@dataclass(frozen=True)
class BoardView:
    """The whole table after one event, ready to draw (UI) or print (reports)."""

    game: str
    turn: int
    phase: str | None
    active: str | None
    players: tuple[PlayerView, ...]
    status: str = ""
    highlighted: frozenset[str] = field(default_factory=frozenset)


class Game(ABC, Generic[StateT]):
    """A game's rules module. Subclasses set the class attributes and implement the methods."""

    key: ClassVar[str]
    """Game key of sections.md (``kodem``)."""
    rulebook: ClassVar[str]
    """Rulebook id every citation of this game uses (``kodem-5.0``)."""
    title: ClassVar[str]
    variants: ClassVar[tuple[str, ...]]
    """Known variants, the default first."""
    card_model: ClassVar[type[BaseModel]]
    """Pydantic model of one card definition."""
    event_models: ClassVar[Mapping[str, type[BaseModel]]]
    """Pydantic model of each action's event (extra keys allowed)."""
    handlers: ClassVar[Actions[Any, Any]]
    """The handler of each action, typed by its event model (:mod:`judge_app.games.dispatch`)."""

    def parse_setup(self, raw: Any, players: Sequence[str], variant: str) -> Any:
        """Validate the ``setup`` block (raise pydantic's ``ValidationError``)."""
        return raw

    def validate_log(self, log: MatchLog) -> None:
        """Extra checks of a loaded log that make it unreadable (raise ``LogError``)."""

    @abstractmethod
    def initial_state(self, log: MatchLog) -> StateT:
        """The table before the first event."""

    def setup_problems(self, log: MatchLog) -> list[Violation]:
        """Problems of the setup itself (an illegal deck), reported with ``seq`` 0."""
        return []

    @abstractmethod
    def apply(self, state: StateT, event: Event) -> list[Violation]:
        """Apply one event in place (even an illegal one) and return its violations.

        Raise :class:`~judge_app.logs.errors.LogReferenceError` for an unknown card instance.
        """

    def finish(self, state: StateT, log: MatchLog) -> list[Violation]:
        """Violations only visible once the log ends (unclaimed infractions …)."""
        return []

    @abstractmethod
    def board(self, state: StateT, log: MatchLog, event: Event | None = None) -> BoardView:
        """The board to draw; ``event`` is the one just applied (its cards highlighted)."""

    @abstractmethod
    def state_json(self, state: StateT, log: MatchLog) -> dict[str, Any]:
        """The full state as JSON (``judge-app replay --json``)."""

    def deck_problems(self, deck: Mapping[str, Any], source: str = "<deck>") -> list[Violation]:
        """Problems of a deck file (``judge-app deck-check``); raise ``LogError`` if unreadable."""
        raise NotImplementedError(f"{self.key} has no deck check")


def lazy_rules(package: str, class_name: str) -> Callable[[str], Any]:
    """A game package's module ``__getattr__``: ``GAME`` (one instance) and ``class_name``,
    imported from ``<package>.rules`` the first time either is asked for, so that listing the
    games loads no rules module.

    >>> getattr_ = lazy_rules("judge_app.games.kingdom", "Kingdom")
    >>> getattr_("GAME").key
    'kingdom'
    """
    def __getattr__(name: str) -> Any:
        if name not in ("GAME", class_name):
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        cls = getattr(import_module(f"{package}.rules"), class_name)
        namespace = vars(sys.modules[package])
        namespace.setdefault("GAME", cls())
        namespace[class_name] = cls
        return namespace[name]
    return __getattr__


def infraction_list(rulebook: str, *rows: tuple[str, str, str, str]) -> tuple[Infraction, ...]:
    """A game's infraction list from ``(key, section, es, en)`` rows citing ``rulebook``."""
    return tuple(Infraction(key, es, en, Citation(rulebook, section))
                 for key, section, es, en in rows)
