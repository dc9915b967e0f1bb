"""A round paired and played in another tool, as a CSV file: ``table,p1,p2,result``.

An empty ``p2`` is the bye; ``result`` is a score as ``round result`` takes it
(``2-0``, ``2-1``, ``1-1-1``, ``0-2`` … player 1 first), ``dl`` for a double loss,
or empty when the table has not reported yet. Spanish headers (``mesa``,
``jugador1``, ``jugador2``, ``resultado``) are read as well.

>>> import tempfile, pathlib
>>> f = pathlib.Path(tempfile.mkdtemp()) / "r3.csv"
>>> _ = f.write_text("table,p1,p2,result\\n1,P001,P002,2-1\\n2,P003,,\\n3,P004,P005,dl\\n")
>>> [(m.table, m.p2, str(m.score), m.double_loss) for m in read_round_csv(f)]
[(1, 'P002', '2-1', False), (2, None, 'None', False), (3, 'P005', '0-0', True)]
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from judge_app.interop.csvfiles import CsvFileError, _fold, read_table
from judge_app.tournament.messages import message_of
from judge_app.tournament.model import GameScore

COLUMNS = {
    "table": ("table", "mesa"),
    "p1": ("p1", "player1", "jugador1", "jugador 1"),
    "p2": ("p2", "player2", "jugador2", "jugador 2"),
    "result": ("result", "resultado", "score", "marcador"),
}
#: Words read as a double loss, and as the bye's result (besides an empty cell).
DOUBLE_LOSS = {"dl", "doubleloss", "dobleederrota", "doblederrota"}
BYE = {"bye", "libre"}


@dataclass(frozen=True)
class ImportedMatch:
    """One table of an imported round (``p2`` ``None``: the bye; ``score`` ``None``: open)."""

    line: int
    table: int
    p1: str
    p2: str | None
    score: GameScore | None = None
    double_loss: bool = False


#: Highest table number a round file may give.
MAX_TABLE = 100_000


def read_round_csv(path: str | Path) -> list[ImportedMatch]:
    """Every table of a round file; ``CsvFileError`` naming the file, line and column of the
    first problem (a player twice, a table twice, an impossible score …)."""
    path = Path(path)
    rows = read_table(path, COLUMNS, optional=("result",))
    out: list[ImportedMatch] = []
    tables: dict[int, int] = {}
    seated: dict[str, int] = {}
    byes: list[tuple[int, str]] = []
    for line, cells in rows:
        where, donde = f"{path}, line {line}", f"{path}, línea {line}"
        p1, p2 = cells["p1"], cells["p2"] or None
        if not p1:
            raise CsvFileError(f"{where}, column p1: empty", f"{donde}, columna p1: vacía")
        for side, pid in (("p1", p1), ("p2", p2)):
            if pid is None:
                continue
            if pid in seated:
                raise CsvFileError(f"{where}, column {side}: {pid!r} already plays on line "
                                   f"{seated[pid]}",
                                   f"{donde}, columna {side}: {pid!r} ya juega en la línea "
                                   f"{seated[pid]}")
            seated[pid] = line
        result = cells.get("result", "")
        if p2 is None:
            if result and _fold(result) not in BYE and result.replace(" ", "") != "2-0":
                raise CsvFileError(f"{where}, column result: {result!r} for a bye (p2 empty); "
                                   "leave it empty or write bye",
                                   f"{donde}, columna result: {result!r} en un descanso (bye, "
                                   "p2 vacío); déjalo vacío o escribe bye")
            table_text = cells["table"]
            if (table_text.isascii() and table_text.isdigit() and len(table_text) <= 6
                    and 1 <= int(table_text) <= MAX_TABLE and int(table_text) not in tables):
                tables[int(table_text)] = line
                out.append(ImportedMatch(line, int(table_text), p1, None))
            else:  # TOM and others write the bye at table 0 or none: it gets the next free one
                byes.append((line, p1))
            continue
        table_text = cells["table"]
        try:
            if len(table_text) > 12:
                raise ValueError(table_text)
            table = int(table_text)
        except ValueError:
            shown = table_text if len(table_text) <= 20 else table_text[:20] + "…"
            raise CsvFileError(f"{where}, column table: {shown!r} is not a table "
                               "number", f"{donde}, columna table: {shown!r} no es un "
                               "número de mesa") from None
        if table < 1:
            raise CsvFileError(f"{where}, column table: tables are numbered from 1",
                               f"{donde}, columna table: las mesas se numeran desde 1")
        if table > MAX_TABLE:
            raise CsvFileError(f"{where}, column table: table numbers go up to {MAX_TABLE:,}",
                               f"{donde}, columna table: las mesas llegan hasta {MAX_TABLE:,}")
        if table in tables:
            raise CsvFileError(f"{where}, column table: table {table} is already on line "
                               f"{tables[table]}", f"{donde}, columna table: la mesa {table} "
                               f"ya está en la línea {tables[table]}")
        tables[table] = line
        score: GameScore | None = None
        double = False
        if _fold(result) in DOUBLE_LOSS:
            score, double = GameScore(0, 0), True
        elif result:
            try:
                score = GameScore.parse(result)
            except ValueError as exc:
                raise CsvFileError(f"{where}, column result: {message_of(exc, 'en')}",
                                   f"{donde}, columna result: {message_of(exc, 'es')}") from None
        out.append(ImportedMatch(line, table, p1, p2, score, double))
    next_table = max(tables, default=0) + 1
    for line, pid in byes:
        out.append(ImportedMatch(line, next_table, pid, None))
        next_table += 1
    out.sort(key=lambda m: m.table)
    if not out:
        raise CsvFileError(f"{path}: no tables (only a header row)",
                           f"{path}: no hay mesas (solo la fila de encabezados)")
    return out
