"""What every printed report shares: embedded fonts, escaping, the page frame, labels.

Every page carries the event name, date, game and round in its header and
"page N of M" with the time it was printed in its footer (:func:`build_pdf`).
Text that goes into a ``Paragraph`` is always escaped (:func:`markup`), so a
player called ``<b>Ana & Co</b>`` prints exactly that, and characters DejaVu
Sans lacks (Chinese, Japanese, Korean) are set in a fallback font run.

>>> markup("<b>Ana & Co</b>")
'&lt;b&gt;Ana &amp; Co&lt;/b&gt;'
>>> markup("Zoë 王")
'Zoë <font face="JuezCJK">王</font>'
>>> sorted(["Zoe", "Álvaro", "ana", "Ñoño", "Nora"], key=name_key)
['Álvaro', 'ana', 'Ñoño', 'Nora', 'Zoe']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache, lru_cache, partial
from pathlib import Path
from typing import Any, BinaryIO, Literal
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_RIGHT
from reportlab.lib.pagesizes import A4, landscape, letter
from reportlab.lib.rl_accel import fp_str
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import textobject
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Table, TableStyle
from typing_extensions import override

from judge_app.games import game_title as registry_title
from judge_app.names import fold
from judge_app.resources import resource_path
from judge_app.tournament.model import EventSummary
from judge_app.violations import Citation
from judge_app.violations import Lang as Lang  # the one Lang; reports import it from here

Output = Path | str | BinaryIO

FONT = "JuezSans"
FONT_BOLD = "JuezSans-Bold"
FONT_CJK = "JuezCJK"

PAPER: dict[str, tuple[float, float]] = {"a4": A4, "letter": letter}
"""Paper sizes the CLI offers (``--paper``)."""

MARGIN: float = 14 * mm
TOP_MARGIN: float = MARGIN + 10 * mm
BOTTOM_MARGIN: float = MARGIN + 2 * mm

# --------------------------------------------------------------------------- fonts


@cache
def register_fonts() -> None:
    """Register the embedded DejaVu Sans (regular, bold) once per process."""
    regular = TTFont(FONT, str(resource_path("fonts", "DejaVuSans.ttf")))
    bold = TTFont(FONT_BOLD, str(resource_path("fonts", "DejaVuSans-Bold.ttf")))
    pdfmetrics.registerFont(regular)
    pdfmetrics.registerFont(bold)
    pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=FONT_BOLD, italic=FONT,
                                  boldItalic=FONT_BOLD)


@cache
def _cmap(font_file: str) -> frozenset[int]:
    return frozenset(TTFont("_probe_" + font_file, str(resource_path("fonts", font_file)))
                     .face.charToGlyph)


def _latin_cmap() -> frozenset[int]:
    return _cmap("DejaVuSans.ttf")


@cache
def _register_cjk() -> None:
    pdfmetrics.registerFont(TTFont(FONT_CJK, str(resource_path("fonts", "DroidSansFallback.ttf"))))


def _needs_fallback(ch: str) -> bool:
    code = ord(ch)
    return code not in _latin_cmap() and code in _cmap("DroidSansFallback.ttf")


def font_runs(text: str) -> list[tuple[str, bool]]:
    """Split ``text`` into runs: ``(chunk, True)`` for chunks to set in the CJK fallback font.

    >>> font_runs("Li 李 Wei")
    [('Li ', False), ('李', True), (' Wei', False)]
    """
    return list(_font_runs(text))


@lru_cache(maxsize=1 << 16)
def _font_runs(text: str) -> tuple[tuple[str, bool], ...]:
    """:func:`font_runs`, kept: a report splits the same labels and names again on every
    page and slip (a character by character test, a third of the slips' time)."""
    register_fonts()
    if text.isascii():
        return ((text, False),) if text else ()
    runs: list[tuple[str, bool]] = []
    for ch in text:
        cjk = _needs_fallback(ch)
        if runs and runs[-1][1] == cjk:
            runs[-1] = (runs[-1][0] + ch, cjk)
        else:
            runs.append((ch, cjk))
    if any(cjk for _, cjk in runs):
        _register_cjk()
    return tuple(runs)


def markup(text: object) -> str:
    """Paragraph markup that prints ``text`` literally (escaped; fallback font runs; line breaks).

    >>> markup("a\\nb")
    'a<br/>b'
    """
    out = []
    for chunk, cjk in _font_runs(str(text)):
        safe = escape(chunk).replace("\n", "<br/>")
        out.append(f'<font face="{FONT_CJK}">{safe}</font>' if cjk else safe)
    return "".join(out)


def para(text: object, style: ParagraphStyle) -> Paragraph:
    """A paragraph that shows ``text`` literally (never interpreted as markup)."""
    return Paragraph(markup(text), style)


class Drawn(Flowable):  # type: ignore[misc]  # reportlab is untyped
    """The base of this package's own flowables, each drawn straight on the canvas (typed
    here once: reportlab is not)."""


class Line(Drawn):
    """One line of text in a table cell, with fallback font runs, shrunk to fit its cell.

    Cheaper than a ``Paragraph`` (no line breaking) and never cut: a name too
    long for its column prints whole in a smaller size.
    """

    def __init__(self, text: str, font: str = FONT, size: float = 10,
                 align: Literal["left", "center", "right"] = "left") -> None:
        super().__init__()
        self.text = text
        self.font = font
        self.size = size
        self.align = align
        self._runs = _font_runs_in(text, font)
        self._natural = text_width(text, font, size)
        self._avail = self._natural

    @override
    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        self._avail = availWidth
        return availWidth, self.size * 1.2

    @override
    def draw(self) -> None:
        scale = min(1.0, self._avail / self._natural) if self._natural else 1.0
        size = self.size * scale
        width = self._natural * scale
        x = {"left": 0.0, "center": (self._avail - width) / 2,
             "right": self._avail - width}[self.align]
        _draw_runs(self.canv, x, self.size * 0.3, self._runs, size)


def fitted_cell(text: object, width: float, font: str = FONT, size: float = 10) -> str | Line:
    """A one-line table cell: a plain string (fastest) when ``text`` fits ``width`` points in
    ``font`` and needs no fallback font, else a :class:`Line` (fallback runs, shrunk to fit).

    Plain string cells are drawn literally by reportlab: no markup, no escaping needed.
    """
    register_fonts()
    s = str(text).replace("\n", " ")
    if (s.isascii() or not any(cjk for _, cjk in _font_runs(s))) and (
            pdfmetrics.stringWidth(s, font, size) <= width):
        return s
    return Line(s, font, size)


@lru_cache(maxsize=1 << 16)
def text_width(text: str, font: str = FONT, size: float = 10) -> float:
    """The printed width of one line of ``text`` in points, fallback font runs included
    (kept: the same words are measured again for every slip, strip and page)."""
    return sum(float(pdfmetrics.stringWidth(chunk, FONT_CJK if cjk else font, size))
               for chunk, cjk in _font_runs(text))


def wrap_words(text: str, width: float, font: str = FONT, size: float = 10) -> list[str]:
    """``text`` broken at spaces into lines no wider than ``width`` points (greedy).

    A single word wider than ``width`` keeps a line of its own (a :class:`Line`
    then shrinks just that line).

    >>> wrap_words("María de los Ángeles Fernández", 120, size=15)
    ['María de los', 'Ángeles', 'Fernández']
    """
    lines: list[str] = []
    for word in str(text).replace("\n", " ").split():
        candidate = f"{lines[-1]} {word}" if lines else word
        if lines and text_width(candidate, font, size) <= width:
            lines[-1] = candidate
        else:
            lines.append(word)
    return lines or [""]


def wrapped_cell(text: object, width: float, font: str = FONT,
                 size: float = 10) -> tuple[str | Line | list[Line], int]:
    """A table cell that keeps ``size`` for a text too long for one line: it wraps instead of
    shrinking (wall-posted lists must stay readable). Returns the cell and its line count.

    A text that fits is :func:`fitted_cell`'s (one line).
    """
    register_fonts()
    s = str(text).replace("\n", " ")
    if text_width(s, font, size) <= width:
        return fitted_cell(s, width, font, size), 1
    lines = wrap_words(s, width, font, size)
    if len(lines) == 1:
        return Line(lines[0], font, size), 1
    return [Line(line, font, size) for line in lines], len(lines)


#: The smallest type a name is printed in (standings, bracket): a longer one wraps.
MIN_NAME_SIZE = 8.5


def readable_cell(text: object, width: float, font: str = FONT, size: float = 10,
                  min_size: float = MIN_NAME_SIZE) -> tuple[str | Line | list[Line], int]:
    """A name's table cell and its line count: one line when it fits at ``size`` or shrunk
    no further than ``min_size``, else wrapped at ``size`` — a long name was printed at
    about 4 pt (issue 23 §5). Rows holding one must let it take its lines."""
    s = str(text).replace("\n", " ")
    if text_width(s, font, min_size) <= width:
        return fitted_cell(s, width, font, size), 1
    return wrapped_cell(s, width, font, size)


def draw_text(canvas: Canvas, x: float, y: float, text: str, font: str, size: float,
              align: Literal["left", "center", "right"] = "left") -> None:
    """Draw one line on a canvas with fallback font runs (for headers and footers)."""
    runs = _font_runs_in(text, font)
    if align == "center":
        x -= text_width(text, font, size) / 2
    elif align == "right":
        x -= text_width(text, font, size)
    _draw_runs(canvas, x, y, runs, size)


@lru_cache(maxsize=1 << 16)
def _font_runs_in(text: str, font: str) -> tuple[tuple[str, str], ...]:
    """``text``'s runs with the font each is set in (``font`` or the CJK fallback)."""
    return tuple((chunk, FONT_CJK if cjk else font) for chunk, cjk in _font_runs(text))


def _draw_runs(canvas: Canvas, x: float, y: float, runs: Sequence[tuple[str, str]],
               size: float) -> None:
    """Font runs in ONE text object: a PDF reader then extracts "Chen 陈" as one line,
    not as two pieces of text (each run drawn apart came out as "Chen \\n陈").

    The text object's operators after its position are kept per document, keyed by the
    runs and size, and written again for the same text elsewhere: the same bytes
    reportlab writes (a character's code in the document's font subset never changes once
    given), without encoding the text again — labels repeat on every slip and page.
    """
    if not canvas.bottomup:  # never in Juez: written as reportlab would, nothing kept
        canvas._code.append(_text_code(canvas, x, y, runs, size))
        return
    kept: dict[tuple[Sequence[tuple[str, str]], float], str] = \
        canvas._doc.__dict__.setdefault("_juez_text_ops", {})
    key = (runs, size)
    ops = kept.get(key)
    if ops is None:
        ops = kept[key] = _text_ops(canvas, runs, size)
    canvas._code.append(f"BT 1 0 0 1 {fp_str(x, y)} Tm{ops}")


def _text_ops(canvas: Canvas, runs: Sequence[tuple[str, str]], size: float) -> str:
    """What :func:`_text_code` writes after the text's position, each run encoded by
    :func:`_encoded` (the same bytes, without building a text object: most names and ids
    are drawn once, and the object costs more than the encoding)."""
    out = []
    for chunk, name in runs:
        if not pdfmetrics.getFont(name)._dynamicFont:  # never: Juez embeds its fonts
            return _text_code(canvas, 0, 0, runs, size).removeprefix(_ORIGIN_OPS)
        out.append(" " + _encoded(canvas, chunk, name, size, size * 1.2))
    return "".join(out) + "  T* ET"


def _encoded(canvas: Canvas, text: str, name: str, size: float, leading: float) -> str:
    """``text`` in the embedded (TrueType, subset) font ``name`` as reportlab's text object
    writes it right after its font is set (``PDFTextObject._formatText``, reportlab 5.1):
    the font's subset name wherever the subset changes, then that subset's bytes."""
    doc = canvas._doc
    kept: dict[tuple[str, str, float, float], str] = \
        doc.__dict__.setdefault("_juez_encoded", {})
    key = (text, name, size, leading)
    ops = kept.get(key)
    if ops is None:
        font = pdfmetrics.getFont(name)
        sized = f"{fp_str(size)} Tf {fp_str(leading)} TL"
        parts, current = [], -1
        for subset, piece in font.splitString(text, doc):
            if subset != current:
                parts.append(f"{font.getSubsetInternalName(subset, doc)} {sized}")
                current = subset
            parts.append(f"({canvas._escape(piece)}) Tj")
        ops = kept[key] = " ".join(parts)
    return ops


def _text_code(canvas: Canvas, x: float, y: float, runs: Sequence[tuple[str, str]],
               size: float) -> str:
    """The operators of one text object of ``runs`` at (x, y), as reportlab writes them."""
    text = canvas.beginText(x, y)
    for chunk, font in runs:
        text.setFont(font, size)
        text.textOut(chunk)
    text.textLine("")  # ends with T* like drawString: the next cell extracts on its own line
    return str(text.getCode())


#: How a text object drawn at (0, 0) on a bottom-up canvas begins (:func:`_draw_runs`).
_ORIGIN_OPS = f"BT 1 0 0 1 {fp_str(0, 0)} Tm"


def fit_text(text: str, font: str, size: float, width: float) -> str:
    """``text`` cut with an ellipsis so it fits ``width`` points (for one-line canvas text)."""
    if pdfmetrics.stringWidth(text, font, size) <= width:
        return text
    while text and pdfmetrics.stringWidth(text + "…", font, size) > width:
        text = text[:-1]
    return text + "…"


# --------------------------------------------------------------------------- sorting


def name_key(name: str) -> tuple[str, str, str]:
    """Sort key for names: accents folded and case ignored (Álvaro with the A's, Ñ with N).

    Ties keep a fixed order (accented after plain, then by code point), so
    the same list always prints the same way whatever the machine's locale.

    >>> name_key("Ñoño") < name_key("Nora") < name_key("Óscar")
    True
    """
    return fold(name).strip(), name.casefold(), name


# --------------------------------------------------------------------------- labels

LABELS: dict[str, dict[str, str]] = {
    "es": {
        "seal": "Sello {seal}",
        "page": "Página {n} de {m}", "printed": "Impreso {when}", "round": "Ronda {r}",
        "pairings": "Emparejamientos por mesa", "pairings_by_name": "Emparejamientos por nombre",
        "standings": "Clasificación", "slips": "Hojas de resultado", "penalties":
        "Informe de penalizaciones", "match_review": "Revisión de partida",
        "table": "Mesa", "player": "Jugador", "player1": "Jugador 1", "player2": "Jugador 2",
        "points": "Puntos", "pts": "pts", "opponent": "Rival", "bye": "Bye", "byes": "Byes",
        "place": "Puesto", "top_cut": "Corte final",
        "rank": "Pos.", "name": "Nombre", "record": "G-P-E", "dropped": "baja",
        "dropped_note": "(baja): el jugador abandonó el torneo.",
        "games_won": "Juegos ganados", "draws": "Juegos empatados", "signature": "Firma",
        "result_note": "Anoten juegos ganados y empates; firman ambos.",
        "bye_note": "Estos jugadores tienen bye esta ronda (victoria 2-0); no juegan.",
        "infraction": "Infracción", "penalty": "Penalización", "section": "Sección",
        "judge": "Juez", "note": "Nota", "no_penalties": "Sin penalizaciones.",
        "unknown_section": "(sección desconocida)", "all_rounds": "Todas las rondas",
        "event": "Evento", "players": "Jugadores", "log": "Registro", "table_no": "Mesa {t}",
        "violations": "Infracciones detectadas", "no_violations":
        "El registro no tiene infracciones.", "event_no": "Evento n.º {seq}",
        "setup": "Preparación", "rule": "Regla", "message": "Motivo",
        "board": "Estado de la mesa tras el evento {seq}", "turn": "Turno {t}",
        "phase": "Fase", "active": "Activo", "zone": "Zona", "cards": "Cartas",
        "ruling": "Resolución del juez principal", "head_judge": "Firma del juez principal",
        "date": "Fecha", "severity_error": "infracción", "severity_warning": "aviso",
        "consequence": "Consecuencia", "empty": "—", "hidden": "oculta", "count": "Total: {n}",
        "ruling_attached": "Resolución adjunta: registro {log}",
    },
    "en": {
        "seal": "Seal {seal}",
        "page": "Page {n} of {m}", "printed": "Printed {when}", "round": "Round {r}",
        "pairings": "Pairings by table", "pairings_by_name": "Pairings by name",
        "standings": "Standings", "slips": "Match result slips", "penalties": "Penalty report",
        "match_review": "Match review",
        "table": "Table", "player": "Player", "player1": "Player 1", "player2": "Player 2",
        "points": "Points", "pts": "pts", "opponent": "Opponent", "bye": "Bye", "byes": "Byes",
        "place": "Place", "top_cut": "Top cut",
        "rank": "Rank", "name": "Name", "record": "W-L-D", "dropped": "dropped",
        "dropped_note": "(dropped): the player left the event.",
        "games_won": "Games won", "draws": "Drawn games", "signature": "Signature",
        "result_note": "Write games won and drawn games; both sign.",
        "bye_note": "These players have a bye this round (a 2-0 win); they do not play.",
        "infraction": "Infraction", "penalty": "Penalty", "section": "Section",
        "judge": "Judge", "note": "Note", "no_penalties": "No penalties.",
        "unknown_section": "(unknown section)", "all_rounds": "All rounds",
        "event": "Event", "players": "Players", "log": "Log", "table_no": "Table {t}",
        "violations": "Violations found", "no_violations": "The log has no violations.",
        "event_no": "Event #{seq}", "setup": "Setup", "rule": "Rule", "message": "Reason",
        "board": "Board after event {seq}", "turn": "Turn {t}", "phase": "Phase",
        "active": "Active", "zone": "Zone", "cards": "Cards",
        "ruling": "Head judge's ruling", "head_judge": "Head judge's signature",
        "date": "Date", "severity_error": "violation", "severity_warning": "warning",
        "consequence": "What follows", "empty": "—", "hidden": "hidden", "count": "Total: {n}",
        "ruling_attached": "Ruling attached: log {log}",
    },
}


def label(lang: str, key: str, **values: object) -> str:
    """A printed label in Spanish (``es``) or English (``en``).

    >>> label("en", "page", n=2, m=5)
    'Page 2 of 5'
    """
    text = LABELS["en" if lang == "en" else "es"][key]
    return text.format(**values) if values else text


def game_title(key: str) -> str:
    """The game's printed name (``Kódem TCG``) as the game registry has it, or its key for a
    game that is not registered (an event of a game this Juez does not know; "Pokémon TCG"
    for a TOM file's event)."""
    return registry_title(key)


# --------------------------------------------------------------------------- rulebook


@dataclass(frozen=True)
class RuleText:
    """A cited section as printed: its title and text (from ``judge_app.rulebooks``)."""

    title: str
    text: str


SectionLookup = Callable[[Citation], RuleText | None]
"""Finds the title and text of a cited section, ``None`` if the rulebook has no such section."""


def rulebook_lookup(citation: Citation) -> RuleText | None:
    """The section a citation names, from the shipped rulebooks; an anchored section
    (``5/batalla``) falls back to its bare section (``5``). ``None`` if unknown."""
    from judge_app.rulebooks import get_rulebook

    try:
        book = get_rulebook(citation.rulebook)
    except KeyError:
        return None
    for section_id in dict.fromkeys((citation.section, citation.bare_section)):
        try:
            section = book.section(section_id)
        except KeyError:
            continue
        return RuleText(section.title, section.text)
    return None


# --------------------------------------------------------------------------- page frame


@dataclass(frozen=True)
class Heading:
    """What the header and footer of every page show."""

    title: str
    event_name: str
    date: str = ""
    game: str = ""
    round: int | None = None
    extra: str = ""
    lang: Lang = "es"
    printed_at: datetime = field(default_factory=lambda: datetime.now().astimezone())
    draft: bool = False  # pairings not yet published: every page says DRAFT_MARK
    #: The audit seal (head's short hash) printed in the footer: `audit verify --seal`.
    seal: str = ""

    @classmethod
    def for_event(cls, event: EventSummary, title_key: str, round_no: int | None,
                  lang: Lang = "es", printed_at: datetime | None = None,
                  extra: str = "", draft: bool = False) -> Heading:
        """The heading of a tournament report of ``event``."""
        return cls(title=label(lang, title_key), event_name=event.name, date=event.date,
                   game=game_title(event.game), round=round_no, extra=extra, lang=lang,
                   printed_at=printed_at or datetime.now().astimezone(), draft=draft,
                   seal=getattr(event, "seal", ""))

    def subtitle(self) -> str:
        """The second header line: date, game, round and any extra, joined by `` · ``."""
        parts = [self.date, self.game]
        if self.round is not None:
            parts.append(label(self.lang, "round", r=self.round))
        if self.extra:
            parts.append(self.extra)
        if self.draft:
            parts.append(DRAFT_MARK)
        return " · ".join(p for p in parts if p)


#: What every page of an unpublished round's pairings or slips says (both languages: it is
#: a warning to whoever finds the sheet, whatever the report's language).
DRAFT_MARK = "BORRADOR / DRAFT"


class _NumberedCanvas(Canvas):  # type: ignore[misc]  # reportlab is untyped
    """A canvas that draws the header and footer once the page count is known."""

    def __init__(self, *args: Any, heading: Heading, counter: list[int], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._heading = heading
        self._counter = counter
        self._pages: list[dict[str, Any]] = []

    @override
    def drawString(self, x: float, y: float, text: str, *args: Any, **kwargs: Any) -> None:
        self._draw_string(x, y, text, 0.0, *args, **kwargs)

    @override
    def drawRightString(self, x: float, y: float, text: str, *args: Any,
                        **kwargs: Any) -> None:
        self._draw_string(x, y, text, 1.0, *args, **kwargs)

    @override
    def drawCentredString(self, x: float, y: float, text: str, *args: Any,
                          **kwargs: Any) -> None:
        self._draw_string(x, y, text, 0.5, *args, **kwargs)

    def _draw_string(self, x: float, y: float, text: str, shift: float, *args: Any,
                     **kwargs: Any) -> None:
        """reportlab's drawString (``shift`` 0), drawRightString (1) or drawCentredString
        (0.5) writing the same operators, the text encoded by :func:`_encoded` without a
        text object: a table cell of plain text is drawn this way, 66,000 of them in the
        standings of 8,192 players. Anything more than plain text: reportlab's own."""
        plain = (not args and kwargs.get("mode") is None and not kwargs.get("charSpace")
                 and kwargs.get("direction") is None and not kwargs.get("wordSpace")
                 and not kwargs.get("shaping") and not textobject.rtlSupport)
        font = pdfmetrics.getFont(self._fontname)
        if not plain or not font._dynamicFont or not self.bottomup:
            draw = (super().drawString if shift == 0 else super().drawRightString
                    if shift == 1 else super().drawCentredString)
            draw(x, y, text, *args, **kwargs)
            return
        if shift:
            width = pdfmetrics.stringWidth(text, self._fontname, self._fontsize)
            x = x - width if shift == 1 else x - 0.5 * width
        ops = _encoded(self, text, self._fontname, self._fontsize, self._leading)
        self._code.append(f"BT 1 0 0 1 {fp_str(x, y)} Tm {ops} T* ET")

    @override
    def showPage(self) -> None:
        self._pages.append(dict(self.__dict__))
        self._startPage()

    @override
    def save(self) -> None:
        total = len(self._pages)
        self._counter.append(total)
        for state in self._pages:
            self.__dict__.update(state)
            self._draw_frame(total)
            super().showPage()
        super().save()

    def _draw_frame(self, total: int) -> None:
        h = self._heading
        width, height = self._pagesize
        left, right = MARGIN, width - MARGIN
        top = height - MARGIN + 2 * mm
        self.saveState()
        self.setFillColor(colors.black)
        draw_text(self, left, top, fit_text(h.event_name, FONT_BOLD, 13, width * 0.55),
                  FONT_BOLD, 13)
        draw_text(self, right, top, h.title, FONT_BOLD, 13, "right")
        draw_text(self, left, top - 15, h.subtitle(), FONT, 10)
        self.setLineWidth(0.8)
        self.line(left, top - 20, right, top - 20)
        bottom = MARGIN - 6 * mm
        self.setLineWidth(0.4)
        self.line(left, bottom + 11, right, bottom + 11)
        when = h.printed_at.strftime("%Y-%m-%d %H:%M")
        draw_text(self, left, bottom, label(h.lang, "printed", when=when), FONT, 8.5)
        if h.seal:
            draw_text(self, width / 2, bottom, label(h.lang, "seal", seal=h.seal), FONT, 8.5,
                      "center")
        draw_text(self, right, bottom, label(h.lang, "page", n=self._pageNumber, m=total),
                  FONT, 9, "right")
        if h.draft:  # across the page, light enough to read the pairings through it
            self.setFillColor(colors.Color(0.6, 0.6, 0.6, alpha=0.35))
            self.translate(width / 2, height / 2)
            self.rotate(40)
            draw_text(self, 0, 0, DRAFT_MARK, FONT_BOLD, 44, "center")
        self.restoreState()


def build_pdf(out: Output, story: Sequence[Flowable], heading: Heading,
              pagesize: tuple[float, float] = A4, on_page: Callable[..., None] | None = None,
              ) -> int:
    """Lay out ``story`` on pages with the shared header and footer; return the page count."""
    register_fonts()
    target = str(out) if isinstance(out, (str, Path)) else out
    doc = SimpleDocTemplate(target, pagesize=pagesize, leftMargin=MARGIN, rightMargin=MARGIN,
                            topMargin=TOP_MARGIN, bottomMargin=BOTTOM_MARGIN,
                            title=f"{heading.title} — {heading.event_name}",
                            author="Juez", creator="Juez", subject=heading.subtitle())
    counter: list[int] = []
    maker = partial(_NumberedCanvas, heading=heading, counter=counter)
    kwargs: dict[str, Any] = {"canvasmaker": maker}
    if on_page is not None:
        kwargs["onFirstPage"] = kwargs["onLaterPages"] = on_page
    doc.build(list(story), **kwargs)
    return counter[-1]


def frame_height(pagesize: tuple[float, float]) -> float:
    """The height the story of :func:`build_pdf` gets on each page, in points."""
    return pagesize[1] - TOP_MARGIN - BOTTOM_MARGIN - 12  # the frame's own padding


def paged_tables(header: list[object], rows: Sequence[list[object]], widths: list[float],
                 commands: list[tuple[Any, ...]], *, row_height: float, header_height: float,
                 pagesize: tuple[float, float], first_page_used: float = 0,
                 row_heights: Sequence[float] | None = None) -> list[Table]:
    """A long table cut into one table per page, each with the header row.

    Every row's height is known in advance (``row_height``, or ``row_heights``
    row by row when some rows wrap onto more lines), so the rows a page holds
    are known too: laying out N rows costs O(N), where letting reportlab split
    one long table re-measures the rest of it on every page.
    """
    heights = list(row_heights) if row_heights is not None else [row_height] * len(rows)
    if len(heights) != len(rows):
        raise ValueError(f"{len(rows)} rows but {len(heights)} row heights")
    room = frame_height(pagesize) - header_height - 1
    chunks: list[tuple[int, int]] = []
    start, used, limit = 0, 0.0, room - first_page_used
    for i, h in enumerate(heights):
        if i > start and used + h > limit + 1e-6:
            chunks.append((start, i))
            start, used, limit = i, 0.0, room
        used += h
    chunks.append((start, len(rows)))
    tables = []
    for a, b in chunks:
        data = [header, *rows[a:b]]
        table = Table(data, colWidths=widths, rowHeights=[header_height, *heights[a:b]],
                      repeatRows=1)
        table.setStyle(TableStyle(commands))
        tables.append(table)
    return tables


def page_size(paper: str = "a4", rotate: bool = False) -> tuple[float, float]:
    """The page size of a paper name (``a4``, ``letter``), landscape if ``rotate``."""
    size = PAPER[paper]
    return landscape(size) if rotate else size


# --------------------------------------------------------------------------- styles


@cache
def styles(size: float = 10) -> dict[str, ParagraphStyle]:
    """Paragraph styles at a base size (``size`` 15 for the wall-posted pairings)."""
    register_fonts()
    lead = size * 1.22
    base = ParagraphStyle("body", fontName=FONT, fontSize=size, leading=lead)
    return {
        "body": base,
        "bold": ParagraphStyle("bold", parent=base, fontName=FONT_BOLD),
        "small": ParagraphStyle("small", parent=base, fontSize=size * 0.85,
                                leading=size * 0.85 * 1.22),
        "center": ParagraphStyle("center", parent=base, alignment=TA_CENTER),
        "right": ParagraphStyle("right", parent=base, alignment=TA_RIGHT),
        "h1": ParagraphStyle("h1", parent=base, fontName=FONT_BOLD, fontSize=size * 1.5,
                             leading=size * 1.8, spaceBefore=size * 0.6, spaceAfter=size * 0.4),
        "h2": ParagraphStyle("h2", parent=base, fontName=FONT_BOLD, fontSize=size * 1.2,
                             leading=size * 1.45, spaceBefore=size * 0.8,
                             spaceAfter=size * 0.3),
        "muted": ParagraphStyle("muted", parent=base, textColor=colors.HexColor("#555555"),
                                fontSize=size * 0.85, leading=size * 0.85 * 1.22),
    }


GRID = colors.HexColor("#888888")
HEADER_BG = colors.HexColor("#DDDDDD")
ZEBRA = colors.HexColor("#F2F2F2")
CELL_PAD = 6


def table_commands(size: float, bold_cols: Sequence[int] = (),
                   center_cols: Sequence[int] = ()) -> list[tuple[Any, ...]]:
    """The shared look of a data table: bold shaded header row, zebra rows, grid."""
    commands: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), FONT, size, size * 1.2),
        ("FONT", (0, 0), (-1, 0), FONT_BOLD, size * 0.8, size),
        ("BACKGROUND", (0, 0), (-1, 0), HEADER_BG),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, ZEBRA]),
        ("LINEBELOW", (0, 0), (-1, -1), 0.4, GRID),
        ("BOX", (0, 0), (-1, -1), 0.8, colors.black),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (0, 0), (-1, -1), CELL_PAD),
        ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PAD),
    ]
    for c in bold_cols:
        commands.append(("FONT", (c, 1), (c, -1), FONT_BOLD, size, size * 1.2))
    for c in center_cols:
        commands.append(("ALIGN", (c, 0), (c, -1), "CENTER"))
    return commands
