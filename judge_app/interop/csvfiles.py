"""Reading the CSV files organizers bring: a header row (Spanish or English), ``,`` or a
Spanish spreadsheet's ``;``, with or without a byte-order mark.

>>> import tempfile, pathlib
>>> f = pathlib.Path(tempfile.mkdtemp()) / "r.csv"
>>> _ = f.write_text("\\ufeffmesa;jugador1;jugador2;resultado\\n1;P001;P002;2-1\\n", "utf-8")
>>> read_table(f, {"table": ("table", "mesa"), "p1": ("p1", "jugador1")})
[(2, {'table': '1', 'p1': 'P001'})]
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from pathlib import Path

from judge_app.names import fold
from judge_app.tournament.messages import Refusal

#: Largest CSV read (a 4,096-player round is about 100 KB).
MAX_BYTES = 20_000_000


class CsvFileError(Refusal):
    """A CSV file that cannot be read, with the file, line and column at fault, in English
    and Spanish (``message("es")``)."""


def _fold(text: str) -> str:
    """Header cell as compared: lower case, no accents, no spaces or underscores."""
    return "".join(c for c in fold(text.strip()) if c.isalnum())


def read_table(path: Path, columns: Mapping[str, Sequence[str]],
               optional: Sequence[str] = ()) -> list[tuple[int, dict[str, str]]]:
    """``(line, {column: cell})`` of every non-empty row of ``path``.

    ``columns`` maps each column's key to the header names accepted for it (any
    case, accents and spaces ignored); the ones in ``optional`` may be missing.
    """
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise CsvFileError(f"cannot read {path}: {exc.strerror or exc}",
                           f"no se puede leer {path}: {exc.strerror or exc}") from None
    if len(raw) > MAX_BYTES:
        raise CsvFileError(f"{path} is larger than {MAX_BYTES // 1_000_000} MB",
                           f"{path} pesa más de {MAX_BYTES // 1_000_000} MB")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CsvFileError(f"{path}, byte {exc.start}: not UTF-8 text",
                           f"{path}, byte {exc.start}: no es texto UTF-8") from None
    first = text.split("\n", 1)[0]
    delimiter = ";" if first.count(";") > first.count(",") else ","
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    try:
        header = next(reader)
    except StopIteration:
        heading = ",".join(names[0] for names in columns.values())
        raise CsvFileError(f"{path} is empty: expected a header row ({heading})",
                           f"{path} está vacío: se espera una fila de encabezados "
                           f"({heading})") from None
    except csv.Error as exc:
        raise CsvFileError(f"{path}, line 1: {exc}", f"{path}, línea 1: {exc}") from None
    folded = [_fold(h) for h in header]
    where: dict[str, int] = {}
    for key, names in columns.items():
        for name in names:
            if _fold(name) in folded:
                where[key] = folded.index(_fold(name))
                break
        else:
            if key not in optional:
                raise CsvFileError(
                    f"{path}, line 1: no column {' or '.join(map(repr, names))} in the header "
                    f"(found {', '.join(header) or 'nothing'})",
                    f"{path}, línea 1: falta la columna {' o '.join(map(repr, names))} en los "
                    f"encabezados (hay {', '.join(header) or 'nada'})")
    out: list[tuple[int, dict[str, str]]] = []
    try:
        for row in reader:
            if not any(cell.strip() for cell in row):
                continue
            line = reader.line_num
            cells: dict[str, str] = {}
            for key, i in where.items():
                cells[key] = row[i].strip() if i < len(row) else ""
            out.append((line, cells))
    except csv.Error as exc:
        raise CsvFileError(f"{path}, line {reader.line_num}: {exc}",
                           f"{path}, línea {reader.line_num}: {exc}") from None
    return out
