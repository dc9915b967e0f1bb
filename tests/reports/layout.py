"""Layout signature of a PDF read back with pypdf, and a readable diff between two of them.

A page's signature is its size and every text run (as pypdf's ``visitor_text``
reports it) with position, font and effective size, rounded to 1 pt (size to
0.1 pt): enough to notice a moved column, a smaller type or a lost footer,
and stable across runs because every input, the printed time included, is fixed.

The same reading gives the drawn strokes (lines and rectangles, with their
dash pattern) from the content stream, for claims about cut lines and boxes.
"""

from __future__ import annotations

import io
import json
import math
import os
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pypdf import PdfReader
from pypdf.generic import ContentStream

GOLDEN_DIR = Path(__file__).parent / "golden"
UPDATE_ENV = "JUEZ_UPDATE_GOLDENS"

Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def _mul(a: Sequence[float], b: Sequence[float]) -> Matrix:
    """``a × b`` for PDF matrices ``[a b c d e f]`` (``a`` applied first)."""
    return (a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3],
            a[2] * b[0] + a[3] * b[2], a[2] * b[1] + a[3] * b[3],
            a[4] * b[0] + a[5] * b[2] + b[4], a[4] * b[1] + a[5] * b[3] + b[5])


def _apply(m: Sequence[float], x: float, y: float) -> tuple[float, float]:
    return x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5]


@dataclass(frozen=True)
class Run:
    """One piece of text as drawn: where its baseline starts, its font and size (points)."""

    text: str
    x: int
    y: int
    font: str
    size: float

    def as_list(self) -> list[Any]:
        return [self.x, self.y, self.font, self.size, self.text]

    def where(self) -> str:
        return f"({self.x}, {self.y}) {self.font} {self.size:g} pt"


@dataclass(frozen=True)
class Stroke:
    """A stroked straight segment (``rect`` False) or rectangle, in page coordinates."""

    x0: float
    y0: float
    x1: float
    y1: float
    dashed: bool
    rect: bool = False


@dataclass
class PageLayout:
    """What one page shows."""

    width: int
    height: int
    runs: list[Run] = field(default_factory=list)
    strokes: list[Stroke] = field(default_factory=list)

    def texts(self) -> str:
        """Every run's text, one a line (for ``in`` checks)."""
        return "\n".join(r.text for r in self.runs)

    def find(self, text: str) -> list[Run]:
        return [r for r in self.runs if r.text == text]


def _font_name(font: Any) -> str:
    if not font:
        return "?"
    name = str(font.get("/BaseFont", "?")).lstrip("/")
    prefix, plus, rest = name.partition("+")
    return rest if plus and len(prefix) == 6 else name  # drop the subset tag (AAAAAA+)


def _runs(page: Any) -> list[Run]:
    runs: list[Run] = []

    def visit(text: str, cm: Sequence[float], tm: Sequence[float], font: Any,
              size: float) -> None:
        text = text.strip("\n")
        if not text.strip():
            return
        m = _mul(tm, cm)
        x, y = m[4], m[5]
        scale = math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))
        # one run per call (reportlab ends every line with T*, so a call is one line)
        runs.append(Run(text, round(x), round(y), _font_name(font), round(size * scale, 1)))

    page.extract_text(visitor_text=visit)
    return runs


def _strokes(page: Any, reader: PdfReader) -> list[Stroke]:
    contents = page.get_contents()
    if contents is None:
        return []
    ctm: Matrix = IDENTITY
    dashed = False
    stack: list[tuple[Matrix, bool]] = []
    path: list[Stroke] = []
    current = (0.0, 0.0)
    out: list[Stroke] = []
    for operands, op in ContentStream(contents, reader).operations:
        nums = [float(v) for v in operands] if op in (b"cm", b"m", b"l", b"re") else []
        if op == b"q":
            stack.append((ctm, dashed))
        elif op == b"Q" and stack:
            ctm, dashed = stack.pop()
        elif op == b"cm":
            ctm = _mul(nums, ctm)
        elif op == b"d":
            dashed = bool(operands and len(operands[0]) > 0)
        elif op == b"m":
            current = _apply(ctm, nums[0], nums[1])
        elif op == b"l":
            end = _apply(ctm, nums[0], nums[1])
            path.append(Stroke(*current, *end, dashed=dashed))
            current = end
        elif op == b"re":
            x0, y0 = _apply(ctm, nums[0], nums[1])
            x1, y1 = _apply(ctm, nums[0] + nums[2], nums[1] + nums[3])
            path.append(Stroke(min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1),
                               dashed=dashed, rect=True))
        elif op in (b"S", b"s", b"B", b"B*", b"b", b"b*"):
            out += path
            path = []
        elif op in (b"n", b"f", b"F", b"f*"):
            path = []
    return out


def read_layout(source: Path | bytes) -> list[PageLayout]:
    """Every page of a PDF file or bytes: size, text runs and strokes."""
    reader = PdfReader(io.BytesIO(source) if isinstance(source, bytes) else source)
    pages = []
    for page in reader.pages:
        box = page.mediabox
        pages.append(PageLayout(round(float(box.width)), round(float(box.height)),
                                _runs(page), _strokes(page, reader)))
    return pages


# --------------------------------------------------------------------------- goldens


def signature(pages: Sequence[PageLayout]) -> dict[str, Any]:
    """The JSON-able layout signature: page count, each page's size and text runs."""
    return {"pages": len(pages),
            "layout": [{"size": [p.width, p.height], "runs": [r.as_list() for r in p.runs]}
                       for p in pages]}


def dumps(sig: dict[str, Any]) -> str:
    """The signature as JSON with one run a line, so a golden's git diff reads run by run."""
    lines = ["{", f'  "pages": {sig["pages"]},', '  "layout": [']
    for n, page in enumerate(sig["layout"]):
        lines.append(f'    {{"size": {json.dumps(page["size"])}, "runs": [')
        runs = [f"      {json.dumps(r, ensure_ascii=False)}" for r in page["runs"]]
        lines.append(",\n".join(runs))
        lines.append("    ]}" + ("," if n < len(sig["layout"]) - 1 else ""))
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


def _describe(run: list[Any]) -> str:
    x, y, font, size, _ = run
    return f"({x}, {y}) {font} {size:g} pt"


def diff(golden: dict[str, Any], actual: dict[str, Any], limit: int = 40) -> list[str]:
    """What changed from ``golden`` to ``actual``, page by page and text by text.

    Runs are matched by their text (the n-th "Mesa" with the n-th "Mesa"), so a
    moved or resized run reads as "moved", not as one lost and one new.
    """
    out: list[str] = []
    if golden["pages"] != actual["pages"]:
        out.append(f"page count: {golden['pages']} → {actual['pages']}")
    for n, (old, new) in enumerate(zip(golden["layout"], actual["layout"], strict=False), 1):
        if old["size"] != new["size"]:
            out.append(f"page {n}: size {old['size']} → {new['size']}")
        before: dict[str, list[list[Any]]] = defaultdict(list)
        after: dict[str, list[list[Any]]] = defaultdict(list)
        for r in old["runs"]:
            before[r[4]].append(r)
        for r in new["runs"]:
            after[r[4]].append(r)
        for text in dict.fromkeys([*before, *after]):
            a, b = before.get(text, []), after.get(text, [])
            for ra, rb in zip(a, b, strict=False):
                if ra != rb:
                    out.append(f"page {n}: {text!r} moved {_describe(ra)} → {_describe(rb)}")
            for ra in a[len(b):]:
                out.append(f"page {n}: {text!r} at {_describe(ra)} is gone")
            for rb in b[len(a):]:
                out.append(f"page {n}: {text!r} is new at {_describe(rb)}")
    for n in range(len(actual["layout"]) + 1, len(golden["layout"]) + 1):
        out.append(f"page {n}: gone ({len(golden['layout'][n - 1]['runs'])} runs)")
    for n in range(len(golden["layout"]) + 1, len(actual["layout"]) + 1):
        out.append(f"page {n}: new ({len(actual['layout'][n - 1]['runs'])} runs)")
    if len(out) > limit:
        out = [*out[:limit], f"… and {len(out) - limit} more differences"]
    return out


def check_golden(name: str, pages: Sequence[PageLayout]) -> None:
    """Compare ``pages`` with ``golden/<name>.json``; rewrite it when JUEZ_UPDATE_GOLDENS=1.

    Raises ``AssertionError`` listing which page and text moved.
    """
    path = GOLDEN_DIR / f"{name}.json"
    actual = signature(pages)
    if os.environ.get(UPDATE_ENV) == "1":
        GOLDEN_DIR.mkdir(exist_ok=True)
        path.write_text(dumps(actual), encoding="utf-8")
        return
    if not path.exists():
        raise AssertionError(f"{path} is missing: run the tests with {UPDATE_ENV}=1 to write "
                             "it, then review it (tests/reports/golden/README.md)")
    golden = json.loads(path.read_text(encoding="utf-8"))
    changes = diff(golden, actual)
    if changes:
        raise AssertionError(
            f"layout of {name} differs from {path.name} "
            f"(if intended: {UPDATE_ENV}=1 rewrites it; review the git diff):\n  "
            + "\n  ".join(changes))
