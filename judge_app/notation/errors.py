"""The error of a notation file: where (file, line, column) and what was expected there."""

from __future__ import annotations

from judge_app.violations import Lang


class NotationError(Exception):
    """A line of typed notation Juez could not read.

    Printed as ``FILE:LINE:COLUMN: reason`` (the reason in Spanish or English),
    like a compiler's error, so an editor can jump to the place.

    >>> err = NotationError("m.txt", 4, 9, "se esperaba un número", "expected a number")
    >>> str(err)
    'm.txt:4:9: expected a number'
    >>> err.text("es")
    'm.txt:4:9: se esperaba un número'
    """

    def __init__(self, source: str, line: int, column: int, es: str, en: str) -> None:
        self.source = source
        self.line = line
        self.column = column
        self.es = es
        self.en = en
        super().__init__(self.text("en"))

    def reason(self, lang: Lang = "es") -> str:
        """What was wrong (and what was expected), in ``lang``."""
        return self.es if lang == "es" else self.en

    def text(self, lang: Lang = "es") -> str:
        """``FILE:LINE:COLUMN: reason``."""
        return f"{self.source}:{self.line}:{self.column}: {self.reason(lang)}"

    def __str__(self) -> str:
        return self.text("en")


class LineError(Exception):
    """A problem inside one line (column and reason); the reader adds the file and line."""

    def __init__(self, column: int, es: str, en: str) -> None:
        self.column = column
        self.es = es
        self.en = en
        super().__init__(en)
