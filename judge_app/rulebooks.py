"""The rulebooks by section: the id a violation cites → its title and Spanish text; search.

Section ids are the contract of ``shared/spec/sections.md``: ``6.7-P1``,
``5/batalla``, ``3.1.2``, ``turno``, ``codigo-expuesto`` … A rulebook is cited
in its original Spanish, with the game's own terms, never translated.

Each game registers its rulebooks (:class:`~judge_app.games.base.RulebookInfo`,
with the layout of its Markdown); this module knows none of them by name. The
app reads a committed index per rulebook (``resources/rulebooks/<id>.sections.json``,
or the game's own folder); the index is built from the shipped Markdown by
:func:`build_index` (``scripts/build_rulebook_index.py``), and a test rebuilds
it to prove the two never drift apart.

>>> import judge_app.games  # the registry fills the index
>>> rules = get_rulebook("kodem-5.0")
>>> p1 = rules.section("6.7-P1")
>>> p1.title, p1.parent
('Penalizaciones por incumplir Restricciones — 1', '6.7')
>>> "no resolverá" in p1.text
True
>>> rules.search("vínculo")[0].id
'3.2/vinculo'
>>> cited_section(Citation("totems", "turno")).title
'Turno del jugador'
>>> is_valid_section("kodem-5.0", "3.4/xyz")
False
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Literal

from judge_app.names import fold
from judge_app.resources import resource_path
from judge_app.violations import Citation

__all__ = [
    "IndexBuildError",
    "Layout",
    "Mark",
    "NumberedLayout",
    "Rulebook",
    "RulebookInfo",
    "Section",
    "all_rulebooks",
    "build_index",
    "citation_words",
    "cited_section",
    "fold",
    "get_rulebook",
    "index_path",
    "is_valid_section",
    "parse_rulebook",
    "rulebook_info",
    "rulebook_infos",
    "section_words",
    "source_path",
    "use_rulebooks",
]


# How a rulebook's Markdown is cut into sections (this module builds the index with it).
# A game registers one of these with each rulebook (judge_app.games.base names them too).

#: How a source's broken lines are joined (see :func:`_reflow`).
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
    the Markdown start (this module builds the index with it);
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

#: Every registered game's rulebooks, in the order of the games (sections.md's): filled by
#: the game registry (:mod:`judge_app.games`) whenever a game joins or leaves, so this module
#: never imports it (issue 21 §5); the registry is imported by anything that names a game.
REGISTERED: list[RulebookInfo] = []


def use_rulebooks(books: Sequence[RulebookInfo]) -> None:
    """The registry says which rulebooks exist now (in list order)."""
    REGISTERED[:] = books
    get_rulebook.cache_clear()


def rulebook_infos() -> list[RulebookInfo]:
    """Every registered rulebook, in the order of the games."""
    return list(REGISTERED)




@dataclass(frozen=True)
class Section:
    """One citable piece of a rulebook, e.g. ``kodem-5.0`` §``6.7-P1``.

    ``text`` is the printed Spanish text, verbatim except for layout noise
    (Markdown emphasis, table rules, HTML tags, hard line wraps of scans).
    ``parent`` is the enclosing section (``6.7`` for ``6.7-P1``, ``5`` for
    ``5/batalla``), or ``None`` at the top.
    """

    rulebook: str
    id: str
    title: str
    text: str
    parent: str | None

    @property
    def citation(self) -> Citation:
        """The citation that names this section."""
        return Citation(self.rulebook, self.id)



# --------------------------------------------------------------------------- lookup and search

_STOPWORDS = frozenset(
    {"a", "al", "con", "de", "del", "e", "el", "en", "la", "las", "lo", "los", "o", "por",
     "que", "se", "su", "un", "una", "y"}
)


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", fold(text))


@dataclass
class Rulebook:
    """The sections of one rulebook, in document order, by id and searchable."""

    info: RulebookInfo
    sections: list[Section]
    _by_id: dict[str, Section] = field(init=False, repr=False, compare=False)
    _folded: list[tuple[list[str], list[str]]] | None = field(
        init=False, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        self._by_id = {s.id: s for s in self.sections}
        self._folded = None  # the words of each title and text, folded at the first search

    def _words(self) -> list[tuple[list[str], list[str]]]:
        if self._folded is None:
            self._folded = [(_words(s.title), _words(s.text)) for s in self.sections]
        return self._folded

    @property
    def id(self) -> str:
        """The rulebook id every citation uses (``kodem-5.0``)."""
        return self.info.id

    def __contains__(self, section_id: object) -> bool:
        return section_id in self._by_id

    def __iter__(self) -> Iterator[Section]:
        return iter(self.sections)

    def __len__(self) -> int:
        return len(self.sections)

    def section(self, section_id: str) -> Section:
        """The section with exactly this id (``6.7-P1``, ``5/batalla``); ``KeyError`` if unknown.

        Only the anchors the index lists exist: ``3.4/xyz`` does not fall back to ``3.4``.

        >>> import judge_app.games  # the registry fills the index
        >>> get_rulebook("kodem-5.0").section("5/batalla").title
        'Fase de Batalla'
        """
        try:
            return self._by_id[section_id]
        except KeyError:
            raise KeyError(f"{self.info.id} has no section {section_id!r}") from None

    def search(self, query: str) -> list[Section]:
        """Sections that contain every word of ``query`` (accents and case ignored), best first.

        A word matches the start of a word of the section (``equip`` finds
        ``equipar``); a match in the title counts more than one in the text;
        an exact section id comes first.

        >>> import judge_app.games  # the registry fills the index
        >>> [s.id for s in get_rulebook("totems").search("ESPADA")][:1]
        ['espada']
        """
        terms = _words(query)
        content = [t for t in terms if t not in _STOPWORDS] or terms
        phrase = " ".join(terms)
        exact = self._by_id.get(query.strip())
        scored: list[tuple[float, int, Section]] = []
        for index, (section, (title_words, text_words)) in enumerate(
            zip(self.sections, self._words(), strict=True)
        ):
            if section is exact:
                continue
            score = 0.0
            for term in content:
                in_title = sum(w.startswith(term) for w in title_words)
                in_text = sum(w.startswith(term) for w in text_words)
                if not in_title and not in_text:
                    break
                # Density favours the short section that is about the term over
                # the long parent that merely contains it.
                score += 8 * in_title + min(in_text, 10) + 20 * in_text / (len(text_words) + 20)
            else:
                if not content:
                    continue
                if len(terms) > 1 and phrase in " ".join(title_words):
                    score += 15
                elif len(terms) > 1 and phrase in " ".join(text_words):
                    score += 5
                scored.append((-score, index, section))
        scored.sort(key=lambda item: (item[0], item[1]))
        found = [section for _, _, section in scored]
        return [exact, *found] if exact is not None else found

    def close_matches(self, section_id: str, limit: int = 5) -> list[str]:
        """Ids a mistyped ``section_id`` probably meant (for error messages).

        >>> import judge_app.games  # the registry fills the index
        >>> get_rulebook("kodem-5.0").close_matches("3.4/xyz")
        ['3.4', '3.4/equipar', '3.4/multiples']
        """
        wanted = fold(section_id)
        same = [s.id for s in self.sections if fold(s.id) == wanted]
        bare = section_id.split("/", 1)[0].split("-", 1)[0]
        family = [s.id for s in self.sections if s.id == bare or s.id.startswith(bare + "/")]
        fuzzy = difflib.get_close_matches(section_id, list(self._by_id), n=limit, cutoff=0.6)
        out: list[str] = []
        for candidate in (*same, *family, *fuzzy):
            if candidate not in out:
                out.append(candidate)
        return out[:limit]


def rulebook_info(rulebook_id: str) -> RulebookInfo:
    """What the game of ``rulebook_id`` registered about it; ``KeyError`` if no game has it."""
    infos = rulebook_infos()
    for info in infos:
        if info.id == rulebook_id:
            return info
    known = ", ".join(info.id for info in infos) or "none: no game is registered yet " \
        "(import judge_app.games)"
    raise KeyError(f"unknown rulebook {rulebook_id!r} (known: {known})")


def _folder(info: RulebookInfo) -> Path:
    return info.folder if info.folder is not None else resource_path("rulebooks")


def index_path(rulebook_id: str) -> Path:
    """Where the committed index of ``rulebook_id`` lives."""
    return _folder(rulebook_info(rulebook_id)) / f"{rulebook_id}.sections.json"


def source_path(rulebook_id: str) -> Path:
    """Where the shipped Markdown of ``rulebook_id`` lives."""
    info = rulebook_info(rulebook_id)
    return _folder(info) / info.source_file


@cache
def get_rulebook(rulebook_id: str) -> Rulebook:
    """The rulebook with this id (``kodem-5.0`` …), loaded once; ``KeyError`` if unknown.

    >>> import judge_app.games  # the registry fills the index
    >>> get_rulebook("digimon-hc").info.game
    'digimon'
    """
    info = rulebook_info(rulebook_id)
    path = index_path(rulebook_id)
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("rulebook") != rulebook_id:
        raise ValueError(f"{path}: $.rulebook is {data.get('rulebook')!r}, not {rulebook_id!r}")
    sections = [
        Section(rulebook_id, s["id"], s["title"], s["text"], s["parent"]) for s in data["sections"]
    ]
    return Rulebook(info, sections)


def all_rulebooks() -> list[Rulebook]:
    """Every registered game's rulebooks, in the order of the games (sections.md's)."""
    return [get_rulebook(info.id) for info in rulebook_infos()]


def cited_section(citation: Citation) -> Section:
    """The section a :class:`~judge_app.violations.Citation` names; ``KeyError`` if none.

    >>> import judge_app.games  # the registry fills the index
    >>> cited_section(Citation("kodem-5.0", "5.1")).title
    'Descansos'
    """
    return get_rulebook(citation.rulebook).section(citation.section)


def is_valid_section(rulebook_id: str, section_id: str) -> bool:
    """True if ``rulebook_id`` is known and lists ``section_id``.

    >>> import judge_app.games  # the registry fills the index
    >>> is_valid_section("kodem-5.0", "6.7-G17"), is_valid_section("kodem-5.0", "6.7-G18")
    (True, False)
    """
    known = any(info.id == rulebook_id for info in rulebook_infos())
    return known and section_id in get_rulebook(rulebook_id)


def section_words(rulebook: str, section: str) -> str:
    """A section as a judge names it: its printed number and its title (``§5 Fase de
    Batalla``), never an internal id such as ``5/batalla`` (issue 23 §11).

    >>> import judge_app.games  # the registry fills the index
    >>> section_words("kodem-5.0", "5/batalla"), section_words("kodem-5.0", "99.9")
    ('§5 Fase de Batalla', '§99.9')
    """
    number = section.split("/", 1)[0]
    try:
        found: Section | None = get_rulebook(rulebook).section(section)
    except (KeyError, ValueError, LookupError):
        found = None
    title = found.title if found is not None else ""
    return f"§{number} {title}".strip() if title else f"§{number}"


def citation_words(citation: Citation, title: str | None = None) -> str:
    """A citation as a judge reads it: the rulebook's title and :func:`section_words`
    (the ids, ``kodem-5.0 §5/batalla``, are ``str(citation)``). ``title`` is the section's
    title when the caller has already found it (a printed report's lookup, or its "unknown
    section" in the report's language).

    >>> import judge_app.games  # the registry fills the index
    >>> citation_words(Citation("kodem-5.0", "5.1"))
    'Kódem TCG 5.0 §5.1 Descansos'
    >>> citation_words(Citation("kodem-5.0", "99.9"), "(sección desconocida)")
    'Kódem TCG 5.0 §99.9 (sección desconocida)'
    """
    try:
        book = get_rulebook(citation.rulebook).info.title
    except (KeyError, ValueError, LookupError):
        book = citation.rulebook
    if title is None:
        return f"{book} {section_words(citation.rulebook, citation.section)}"
    number = citation.section.split("/", 1)[0]
    return f"{book} §{number} {title}".rstrip()


# --------------------------------------------------------------------------- building the index
#
# Each rulebook's layout says where its sections start. Kódem's numbered
# headings are found by their shape (a number and a title in capitals, the
# numbers rising through the document, so the capitalised list item
# "1. ELIGE:" inside §4 is not a heading); the items of 6.7 and the anchors
# are found under their printed sub-headings. The other four books are small
# and irregular (a web page, an OCR scan, a leaflet, a blog post), so their
# layouts name each section's heading line. Every marker must match exactly
# once, so a changed source fails the build instead of shifting a citation.

_SMALL_WORDS = frozenset(
    {"a", "al", "de", "del", "e", "el", "en", "entre", "es", "la", "las", "los", "mi", "o",
     "para", "por", "tu", "y"}
)


class IndexBuildError(ValueError):
    """The source text no longer fits its layout (a heading moved, vanished or doubled)."""


def _bare(line: str) -> str:
    """A line without Markdown heading marks, bullets and surrounding spaces."""
    return re.sub(r"^[#\s•]+", "", line).strip()


def _is_caps_heading(line: str) -> bool:
    text = line.strip()
    return (
        bool(text)
        and not text.startswith(("|", "-", "•", "*"))
        and any(c.isalpha() for c in text)
        and not any(c.islower() for c in text)
    )


def _norm_title(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", fold(text))


def _title_case(text: str) -> str:
    """``PREPARACIÓN DEL ECOSISTEMA`` → ``Preparación del Ecosistema`` (TCG stays as is)."""
    words = text.strip().rstrip(":").split()
    out = []
    for i, word in enumerate(words):
        if word.strip("®™¿?¡!") in {"TCG"}:
            out.append(word)
        elif i > 0 and word.lower() in _SMALL_WORDS:
            out.append(word.lower())
        else:
            lowered = word.lower()
            at = next((j for j, c in enumerate(lowered) if c.isalpha()), 0)
            out.append(lowered[:at] + lowered[at:at + 1].upper() + lowered[at + 1:])
    return " ".join(out)


def _clean_lines(lines: Sequence[str]) -> list[str]:
    """Layout noise out: table rules and pipes, HTML tags, Markdown emphasis and headings."""
    out: list[str] = []
    for raw in lines:
        line = raw.rstrip()
        if line.lstrip().startswith("|"):
            cells = [re.sub(r"<[^>]+>", "", c).strip() for c in line.strip().strip("|").split("|")]
            if all(re.fullmatch(r":?-*:?", c) for c in cells):
                continue  # the |---|---| rule under a table header
            line = " — ".join(c for c in cells if c)
        line = re.sub(r"<[^>]+>", "", line)
        if line.lstrip().startswith("#"):
            line = _bare(line)
        line = line.replace("\\*", "\x00").replace("**", "")
        line = re.sub(r"(?<![\w*])\*(?=\S)|(?<=\S)\*(?![\w*])", "", line)
        out.append(line.replace("\x00", "*"))
    return out


# A list item: "- …", "• …", "1. …", "2) …", "a) …", or a scan's bullet read as "e ENCARTAR".
_LIST_ITEM = re.compile(r"^\s*(?:[-•*]|\d+(?:\.\d+)*\.?\)?|[a-z]\)|e(?= [A-Z]{3}))\s")


def _reflow(lines: list[str], mode: Reflow) -> list[str]:
    """Join lines a web page or a scan broke in the middle of a sentence.

    ``fragments`` joins a line that starts in lower case or with punctuation
    (a web page's links split into lines); ``ocr`` also joins any line after
    one without final punctuation, even across a page break, but never a list item.
    """
    if mode == "none":
        return lines
    out: list[str] = []
    blank_run = 0
    for line in lines:
        text = line.strip()
        if not text:
            blank_run += 1
            continue
        if out:
            prev = out[-1]
            starts_low = text[0].islower() or text[0] in ",.;:)"
            unfinished = not re.search(r"[.:;!?)]$", prev)
            join = (starts_low and (blank_run == 0 or mode == "ocr")) or (
                mode == "ocr" and unfinished and not _LIST_ITEM.match(text)
            )
            if join and not _LIST_ITEM.match(text):
                glue = "" if text[0] in ",.;:)" else " "
                out[-1] = prev + glue + text
                blank_run = 0
                continue
            if blank_run:
                out.append("")
        out.append(text)
        blank_run = 0
    return out


def _text(lines: Sequence[str], reflow: Reflow = "none") -> str:
    """The cleaned text of a run of source lines: paragraphs separated by one blank line."""
    cleaned = _reflow(_clean_lines(lines), reflow)
    text = "\n".join(cleaned)
    text = re.sub(r"[ \t]+\n", "\n", text)
    text = re.sub(r"\n{3,}", "\n\n", text)
    return text.strip()


def _numbered_parent(section_id: str, known: set[str]) -> str | None:
    """``6.7-P1`` → ``6.7``, ``5/batalla`` → ``5``, ``3.1.2`` → ``3.1`` (nearest that exists)."""
    base = re.split(r"[/-]", section_id, maxsplit=1)[0]
    if base != section_id:
        return base if base in known else None
    parts = section_id.split(".")
    while len(parts) > 1:
        parts.pop()
        candidate = ".".join(parts)
        if candidate in known:
            return candidate
    return None


def _find(lines: Sequence[str], pattern: str, lo: int, hi: int, what: str) -> int:
    """The one line in ``lines[lo:hi]`` that matches ``pattern`` (on :func:`_bare` text)."""
    hits = [
        i for i in range(lo, hi)
        if not lines[i].lstrip().startswith("|") and re.search(pattern, _bare(lines[i]))
    ]
    if len(hits) != 1:
        raise IndexBuildError(
            f"{what}: heading /{pattern}/ matches {len(hits)} lines (lines "
            f"{[h + 1 for h in hits]}), expected exactly one"
        )
    return hits[0]


@dataclass
class _Span:
    id: str
    title: str
    start: int  # first line of the text
    end: int  # one past the last line
    parent: str | None = None
    head: int = -1  # the heading line (for ordering)
    extra: list[tuple[int, int]] = field(default_factory=list)
    filter_captions: bool = False


def _children_listing(span: _Span, spans: Sequence[_Span]) -> str:
    """Text for a heading printed with no body of its own: the headings under it."""
    prefix = span.id + "."
    return "\n".join(
        f"{s.id} {s.title}"
        for s in spans
        if s.id.startswith(prefix) and re.fullmatch(r"[\d.]+", s.id)
    )


def _sections(
    rulebook_id: str, lines: Sequence[str], spans: list[_Span], reflow: Reflow
) -> list[Section]:
    spans.sort(key=lambda s: (s.head if s.head >= 0 else s.start, s.start))
    known = {s.id for s in spans}
    out: list[Section] = []
    for span in spans:
        parts = [(span.start, span.end), *span.extra]
        chunks: list[str] = []
        for lo, hi in parts:
            source = list(lines[lo:hi])
            if span.filter_captions:
                # Captions of the pictures ("Ejemplo de carta con restricción para …")
                # are printed between items, often before the item they illustrate.
                source = [ln for ln in source if not re.match(r"^Ejemplos? de ", ln.strip())]
            chunk = _text(source, reflow)
            if chunk:
                chunks.append(chunk)
        text = "\n\n".join(chunks) or _children_listing(span, spans)
        if not text:
            raise IndexBuildError(f"{rulebook_id} §{span.id}: no text")
        parent = span.parent if span.parent is not None else _numbered_parent(span.id, known)
        out.append(Section(rulebook_id, span.id, span.title, text, parent))
    return out


def _parse_marked(rulebook_id: str, lines: Sequence[str], layout: Layout) -> list[Section]:
    stop = len(lines)
    if layout.stop is not None:
        stop = _find(lines, layout.stop, 0, len(lines), rulebook_id)
    heads = [_find(lines, m.start, 0, stop, f"{rulebook_id} §{m.id}") for m in layout.marks]
    if heads != sorted(heads):
        raise IndexBuildError(f"{rulebook_id}: the layout's sections are out of document order")
    breaks = sorted(
        i for i in range(stop) for b in layout.breaks if re.search(b, _bare(lines[i]))
    )
    spans: list[_Span] = []
    for k, (mark, head) in enumerate(zip(layout.marks, heads, strict=True)):
        end = heads[k + 1] if k + 1 < len(heads) else stop
        end = min([end, *(b for b in breaks if b > head)])
        span = _Span(mark.id, mark.title, head if mark.inline else head + 1, end, mark.parent, head)
        if mark.also is not None:
            lo = _find(lines, mark.also[0], 0, stop, f"{rulebook_id} §{mark.id} (also)")
            hi = _find(lines, mark.also[1], lo, stop, f"{rulebook_id} §{mark.id} (also, end)")
            span.extra.append((lo, hi))
        spans.append(span)
    return _sections(rulebook_id, lines, spans, layout.reflow)


def _toc(lines: Sequence[str], first_heading: int) -> tuple[dict[str, str], dict[str, str]]:
    """The table of contents: titles by number, and mixed-case titles by their folded text."""
    by_number: dict[str, str] = {}
    by_text: dict[str, str] = {}
    for line in lines[:first_heading]:
        if not line.startswith("|"):
            continue
        cell = line.strip("|").split("|")[0].strip()
        m = re.match(r"^(\d+(?:\.\d+)*)\.?\s+(.*)$", cell)
        title = (m.group(2) if m else cell).rstrip(". ").strip()
        if not title or set(title) <= set("-"):
            continue
        if m:
            by_number[m.group(1)] = title
        if any(c.islower() for c in title):
            by_text.setdefault(_norm_title(title), title)
    return by_number, by_text


def _numbered_title(heading: str, toc_title: str | None, by_text: dict[str, str]) -> str:
    """The title as the table of contents prints it, else the heading in title case."""
    text = heading.strip().rstrip(":").strip()
    if toc_title and any(c.islower() for c in toc_title) and _norm_title(toc_title) == _norm_title(
        text
    ):
        return toc_title
    if not any(c.islower() for c in text):
        return by_text.get(_norm_title(text), _title_case(text))
    return text


def _parse_numbered(rulebook_id: str, lines: Sequence[str],
                    layout: NumberedLayout) -> list[Section]:
    stop = _find(lines, layout.stop, 0, len(lines), rulebook_id)
    heads: list[tuple[int, tuple[int, ...], str, str]] = []  # line, number, id, printed title
    for i in range(stop):
        if lines[i].startswith("|"):
            continue
        m = re.match(r"^(\d+(?:\.\d+)*)\.?\s*(.+)$", lines[i].strip())
        if not m or not _is_caps_heading(m.group(2)):
            continue
        number = tuple(int(x) for x in m.group(1).split("."))
        if heads and number <= heads[-1][1]:
            continue  # a list item in capitals (Kódem's "1. ELIGE:" in §4), not a heading
        heads.append((i, number, m.group(1), m.group(2)))
    if not heads:
        raise IndexBuildError(f"{rulebook_id}: no numbered headings found")
    by_number, by_text = _toc(lines, heads[0][0])
    spans: list[_Span] = []
    for k, (line, _number, sid, printed) in enumerate(heads):
        end = heads[k + 1][0] if k + 1 < len(heads) else stop
        title = _numbered_title(printed, by_number.get(sid), by_text)
        spans.append(_Span(sid, title, line + 1, end, head=line))
    by_id = {s.id: s for s in spans}

    # Anchors: from their heading to the next sub-heading in capitals, the next
    # anchor, or the end of their section.
    starts: dict[str, int] = {}
    for aid, pattern in layout.anchors:
        parent = by_id[aid.split("/")[0]]
        starts[aid] = _find(lines, pattern, parent.start, parent.end, f"{rulebook_id} §{aid}")
    for aid in starts:
        parent = by_id[aid.split("/")[0]]
        head = starts[aid]
        heading = lines[head].strip()
        is_heading = _is_caps_heading(heading)
        end = parent.end
        for i in range(head + 1, parent.end):
            if _is_caps_heading(lines[i]) or i in starts.values():
                end = i
                break
        title = _numbered_title(heading, None, by_text) if is_heading else heading.split(":")[0]
        spans.append(_Span(aid, title, head + 1 if is_heading else head, end, head=head))

    if layout.items_under is None:
        return _sections(rulebook_id, lines, spans, "none")
    # The numbered items under the sub-headings of one section (Kódem's 6.7).
    under = layout.items_under
    section = by_id[under]
    group_heads = [
        _find(lines, pattern, section.start, section.end, f"{rulebook_id} §{under} {suffix}")
        for suffix, pattern, _count in layout.items
    ]
    for g, (suffix, _pattern, count) in enumerate(layout.items):
        lo = group_heads[g] + 1
        hi = group_heads[g + 1] if g + 1 < len(group_heads) else section.end
        group_title = _numbered_title(lines[group_heads[g]], None, by_text)
        items = [
            (i, int(m.group(1)))
            for i in range(lo, hi)
            if (m := re.match(r"^(\d+)\.\s+\S", lines[i]))
        ]
        numbers = [n for _, n in items]
        if numbers != list(range(1, count + 1)):
            raise IndexBuildError(
                f"{rulebook_id} §{under}-{suffix}: items numbered {numbers}, expected 1–{count}"
            )
        for j, (line, n) in enumerate(items):
            end = items[j + 1][0] if j + 1 < len(items) else hi
            spans.append(
                _Span(f"{under}-{suffix}{n}", f"{group_title} — {n}", line, end, under, line,
                      filter_captions=True)
            )
    return _sections(rulebook_id, lines, spans, "none")


def parse_rulebook(rulebook_id: str, markdown: str) -> list[Section]:
    """Cut a rulebook's Markdown into its sections, in document order.

    Raises :class:`IndexBuildError` if the text no longer fits the layout.
    """
    layout = rulebook_info(rulebook_id).layout
    lines = markdown.splitlines()
    if isinstance(layout, NumberedLayout):
        return _parse_numbered(rulebook_id, lines, layout)
    if isinstance(layout, Layout):
        return _parse_marked(rulebook_id, lines, layout)
    raise IndexBuildError(f"{rulebook_id}: its game registered no layout to build the index with")


def build_index(rulebook_id: str, source: Path | None = None) -> str:
    """The JSON index of a rulebook, as committed beside its Markdown (``resources/rulebooks/``).

    ``source`` defaults to the shipped Markdown beside the index.
    """
    info = rulebook_info(rulebook_id)
    path = source or source_path(rulebook_id)
    sections = parse_rulebook(rulebook_id, path.read_text(encoding="utf-8"))
    data: dict[str, Any] = {
        "rulebook": rulebook_id,
        "source_file": info.source_file,
        "sections": [
            {"id": s.id, "title": s.title, "parent": s.parent, "text": s.text} for s in sections
        ],
    }
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"
