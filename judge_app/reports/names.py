"""Default file names of the printed reports, in the reader's language and with the round.

``emparejamientos-ronda-3.pdf`` for a Spanish user, ``pairings-round-3.pdf`` for
an English one: the save dialog proposes them, so a folder of a day's prints
reads as what each file is.

>>> report_file_name("pairings", 3, "es"), report_file_name("slips", 2, "en")
('emparejamientos-ronda-3', 'match-slips-round-2')
>>> report_file_name("penalties", 4, "es"), report_file_name("bracket", 6, "en")
('sanciones', 'top-cut-bracket')
"""

from __future__ import annotations

#: Report key (the catalogue's, as ``judge-app report KEY``) → (Spanish, English) file name
#: stem.
FILE_NAMES: dict[str, tuple[str, str]] = {
    "pairings": ("emparejamientos", "pairings"),
    "pairings-by-name": ("emparejamientos-por-nombre", "pairings-by-name"),
    "slips": ("hojas-de-resultado", "match-slips"),
    "standings": ("clasificacion", "standings"),
    "penalties": ("sanciones", "penalties"),
    "bracket": ("cuadro-final", "top-cut-bracket"),
    "judge-calls": ("llamadas-a-juez", "judge-calls"),
    "players": ("jugadores", "players"),
    "match": ("revision-de-partida", "match-review"),
}

#: Reports about the whole event, not one round.
_NO_ROUND = ("penalties", "bracket", "match", "players")


def report_file_name(key: str, round_no: int | None, lang: str = "es") -> str:
    """The file name (without extension) a report of ``round_no`` is saved under."""
    es, en = FILE_NAMES.get(key, (key, key))
    stem = en if lang == "en" else es
    if round_no and key not in _NO_ROUND:
        stem += f"-round-{round_no}" if lang == "en" else f"-ronda-{round_no}"
    return stem
