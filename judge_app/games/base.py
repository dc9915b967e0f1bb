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
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, Self, TypeVar

from judge_app.rulebooks import Layout as Layout
from judge_app.rulebooks import Mark as Mark
from judge_app.rulebooks import NumberedLayout as NumberedLayout
from judge_app.rulebooks import Reflow as Reflow
from judge_app.rulebooks import RulebookInfo as RulebookInfo
from judge_app.violations import Citation, Violation

if TYPE_CHECKING:
    from pydantic import BaseModel

    from judge_app.games.common import Flags
    from judge_app.games.dispatch import Actions
    from judge_app.logs.loader import Event, MatchLog


# The rulebook descriptions a game registers (its layout, its files) are the rulebook
# index's own types (judge_app.rulebooks), named here too for the game packages.

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


#: The parts a game may declare (:class:`GameParts`), in the order they are checked.
PART_NAMES = ("rules", "notation", "position", "suggest", "coverage")


@dataclass(frozen=True)
class GameParts:
    """Where each part of a game lives, declared once: nothing is found by a file name.

    Each value is ``"module:attribute"`` (the part is that attribute) or ``"module"`` (the
    module itself is the part, as a position codec is); a module starting with ``.`` is
    inside the game's package (``.notation:NOTATION``), ``":GAME"`` is the package itself.
    ``None``: the game has no such part (no notation, no position, no offers …).

    ``rules``: the :class:`Game` object; ``notation``: its typed notation (a
    ``GameNotation``); ``position``: the module that turns a state into a position and back
    (``to_position``, ``from_position``, ``rebase_event``); ``suggest``: the recorder's hooks
    (a ``Recorder``); ``coverage``: which rulebook sections the rules check (``Coverage``).
    """

    rules: str = ":GAME"
    notation: str | None = None
    position: str | None = None
    suggest: str | None = None
    coverage: str | None = None


class GamePartError(ValueError):
    """A game declares a part that is missing or has the wrong shape (names both)."""

    def __init__(self, game: str, part: str, reason: str) -> None:
        super().__init__(f"game {game!r}, part {part!r}: {reason}")
        self.game = game
        self.part = part
        self.reason = reason


def _has(*names: str) -> Callable[[Any], str | None]:
    """A shape check: the object has each of ``names`` (and each is callable)."""
    def check(obj: Any) -> str | None:
        missing = [n for n in names if not callable(getattr(obj, n, None))]
        return f"{obj!r} has no {', '.join(missing)}" if missing else None
    return check


def _is_rules(info: GameInfo, obj: Any) -> str | None:
    if not isinstance(obj, Game):
        return f"{obj!r} is not a Game"
    if obj.key != info.key:
        return f"its key is {obj.key!r}, not {info.key!r}"
    if obj.rulebook != info.rulebook:
        return f"it cites {obj.rulebook!r}, but the game's first rulebook is {info.rulebook!r}"
    if tuple(obj.variants) != info.variants:
        return f"its variants {tuple(obj.variants)} are not the declared {info.variants}"
    return None


def _is_notation(info: GameInfo, obj: Any) -> str | None:
    if getattr(obj, "game", None) != info.key or not callable(getattr(obj, "universe", None)) \
            or not hasattr(obj, "actions"):
        return f"{obj!r} is not the GameNotation of {info.key!r}"
    return None


def _is_coverage(info: GameInfo, obj: Any) -> str | None:
    items = obj if isinstance(obj, tuple) else (obj,)
    books = {book.id for book in info.rulebooks}
    for item in items:
        if getattr(item, "rulebook", None) not in books or not hasattr(item, "entries"):
            return f"{item!r} is not a Coverage of one of the game's rulebooks"
    return None


#: The shape each part must have: ``None`` if ``obj`` fits, else why not.
PART_SHAPES: dict[str, Callable[[GameInfo, Any], str | None]] = {
    "rules": _is_rules,
    "notation": _is_notation,
    "position": lambda info, obj: _has("to_position", "from_position", "rebase_event")(obj),
    "suggest": lambda info, obj: _has("suggest", "rereads_log", "demo_table",
                                      "player_range")(obj),
    "coverage": _is_coverage,
}


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
    parts: GameParts = GameParts()
    #: the variants a log may name (match-log.md), the default first; the rules agree
    variants: tuple[str, ...] = ("standard",)
    #: the sample log (a file of ``samples``) whose table the recorder offers as the demo
    #: table; ``None``: the first sample
    demo_sample: str | None = None
    #: titles (Spanish) of samples whose log carries no ``note`` of its own, by file stem
    sample_titles: tuple[tuple[str, str], ...] = ()
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

    def part_address(self, part: str) -> tuple[str, str | None] | None:
        """Where a declared part is: (absolute module, attribute or ``None``), or ``None``
        if the game declares no such part. ``GamePartError`` for a name that is no part."""
        if part not in PART_NAMES:
            raise GamePartError(self.key, part, f"no such part (parts: {', '.join(PART_NAMES)})")
        where: str | None = getattr(self.parts, part)
        if where is None:
            return None
        module, _, attribute = where.partition(":")
        if not module:
            module = self.module
        elif module.startswith("."):
            module = self.module + module
        return module, attribute or None

    def part(self, part: str) -> Any:
        """The declared part ``part`` (``None`` if the game has none), imported on first use
        and checked against its shape; ``GamePartError`` names the part if it is missing or
        wrong."""
        address = self.part_address(part)
        if address is None:
            return None
        module_name, attribute = address
        try:
            module = import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name is not None and module_name.startswith(exc.name):
                raise GamePartError(self.key, part, f"module {module_name!r} not found") from None
            raise
        if attribute is None:
            found: Any = module
        else:
            try:
                found = getattr(module, attribute)
            except AttributeError:
                raise GamePartError(self.key, part, f"{module_name!r} has no {attribute!r}") \
                    from None
        wrong = PART_SHAPES[part](self, found)
        if wrong is not None:
            raise GamePartError(self.key, part, wrong)
        return found

    def check_declared(self) -> None:
        """What registration checks without importing a part: every declared module can be
        found, and the rulebook files, the sample folder and the demo sample exist.
        ``GamePartError`` names the first missing one."""
        from importlib.util import find_spec

        for part in PART_NAMES:
            address = self.part_address(part)
            if address is None:
                continue
            try:
                spec = find_spec(address[0])
            except ModuleNotFoundError:
                spec = None
            if spec is None:
                raise GamePartError(self.key, part, f"module {address[0]!r} not found")
        if self.parts.rules is None:
            raise GamePartError(self.key, "rules", "a game must declare its rules")
        for book in self.rulebooks:
            folder = book.folder if book.folder is not None else _rulebook_folder()
            for name in (book.source_file, f"{book.id}.sections.json"):
                if not (folder / name).is_file():
                    raise GamePartError(self.key, "rulebooks",
                                        f"{book.id}: file {folder / name} not found")
        if not self.sample_dir.is_dir():
            raise GamePartError(self.key, "samples", f"folder {self.sample_dir} not found")
        if self.demo_sample is not None and not (self.sample_dir / self.demo_sample).is_file():
            raise GamePartError(self.key, "demo_sample",
                                f"{self.demo_sample} not found in {self.sample_dir}")

    def check_parts(self) -> None:
        """Import every declared part and check its shape (``GamePartError`` if one is
        wrong): what :func:`~judge_app.games.register_game` does for a game from elsewhere,
        and a test for each of Juez's own."""
        self.check_declared()
        for part in PART_NAMES:
            self.part(part)

    def demo_table(self, variant: str | None = None) -> Path | None:
        """The sample log whose table the recorder offers as the demo table of ``variant``:
        the game's own choice for that variant (its recorder's ``demo_table``), else the
        declared :attr:`demo_sample`, else the first sample; ``None`` if it ships none."""
        folder = self.sample_dir
        recorder = self.part("suggest") if variant is not None else None
        special = recorder.demo_table(variant) if recorder is not None else None
        for name in (special, self.demo_sample):
            if name is not None and (folder / name).is_file():
                return folder / name
        found = sorted(p for p in folder.glob("*.json") if not p.name.endswith(".expected.json"))
        return found[0] if found else None

    def sample_title(self, path: Path) -> tuple[str, str]:
        """A sample log's title for a menu, and the longer text for its tooltip: the
        declared title, else its note's first words (the note whole for the tooltip),
        else its file name in words."""
        import json

        titles = dict(self.sample_titles)
        try:
            note = str(json.loads(path.read_text(encoding="utf-8")).get("note") or "")
        except (OSError, ValueError, AttributeError):
            note = ""
        if path.stem in titles:
            return titles[path.stem], note or titles[path.stem]
        if note:
            first = note.split(":")[0] if ":" in note[:60] else note.split(",")[0]
            first = first.strip().rstrip(".")
            return (first if len(first) <= 60 else first[:57].rstrip() + "…"), note
        return path.stem.replace("-", " ").capitalize(), path.stem

    def load(self) -> Game[Any]:
        """The rules object (the ``rules`` part), importing the game's rules."""
        game: Game[Any] = self.part("rules")
        game.info = self
        return game


def _rulebook_folder() -> Path:
    """Where a rulebook without its own ``folder`` is shipped (``resources/rulebooks``)."""
    from judge_app.resources import resource_path

    return resource_path("rulebooks")


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

    def apply(self, state: StateT, event: Event) -> list[Violation]:
        """Apply one event in place (even an illegal one) and return its violations.

        One turn skeleton for every game (a template method): the event's :class:`Flags`,
        the game's checks before (:meth:`before_event`), its handler of the action
        (:attr:`handlers`), its checks after (:meth:`after_event`), the violations found.
        Raise :class:`~judge_app.logs.errors.LogReferenceError` for an unknown card instance.
        """
        flags = self._flags(state, event)
        event = self.before_event(state, event, flags)
        self.handlers.dispatch(self, state, event, flags)
        self.after_event(state, event, flags)
        return self._found(state, flags)

    def _flags(self, state: StateT, event: Event) -> Flags:
        """The flags of one event: the game's rulebook, names from the state's ``namer``."""
        from judge_app.games.common import Flags

        return Flags(self.rulebook, event.seq, event.player, namer=getattr(state, "namer", None))

    def before_event(self, state: StateT, event: Event, flags: Flags) -> Event:
        """The game's checks before the handler runs; the event the handler gets (as is)."""
        return event

    def after_event(self, state: StateT, event: Event, flags: Flags) -> None:
        """The game's checks after the handler ran (none by default)."""

    def _found(self, state: StateT, flags: Flags) -> list[Violation]:
        """The violations :meth:`apply` returns (those flagged)."""
        return flags.found

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

    #: what the game registered, set by :meth:`GameInfo.load` (the registry's ``get_game``)
    info: GameInfo | None = None

    def part(self, name: str) -> Any:
        """Another part this game declares (its position codec …; ``None`` if none): what
        the modules that get only the rules object (``logs/position``) ask, so that they
        need not import the registry."""
        if self.info is None:
            raise GamePartError(self.key, name, "these rules were not loaded by the registry")
        return self.info.part(name)


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
