"""Default file names of the printed reports, in the reader's language and with the round.

``emparejamientos-ronda-3.pdf`` for a Spanish user, ``pairings-round-3.pdf`` for
an English one: the save dialog proposes them, so a folder of a day's prints
reads as what each file is.

>>> report_file_name("pairings", 3, "es"), report_file_name("slips", 2, "en")
('emparejamientos-ronda-3', 'match-slips-round-2')
>>> report_file_name("penalties", 4, "es"), report_file_name("bracket", 6, "en")
('sanciones', 'top-cut-bracket')

Files about the whole event (a TOM export, an archive, the players) are named after the
event, never after its internal id (``ev-1.tdf`` told a scorekeeper nothing):

>>> event_file_name("Regional Kódem", "players", "es"), event_file_name("Liga Ñ #3")
('regional-kodem-jugadores', 'liga-n-3')
"""

from __future__ import annotations

import re
import unicodedata

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
    "portal-codes": ("codigos-portal", "portal-codes"),
}

#: Reports about the whole event, not one round.
_NO_ROUND = ("penalties", "bracket", "match", "players", "portal-codes")


def report_file_name(key: str, round_no: int | None, lang: str = "es") -> str:
    """The file name (without extension) a report of ``round_no`` is saved under."""
    es, en = FILE_NAMES.get(key, (key, key))
    stem = en if lang == "en" else es
    if round_no and key not in _NO_ROUND:
        stem += f"-round-{round_no}" if lang == "en" else f"-ronda-{round_no}"
    return stem


def event_file_name(event_name: str, key: str | None = None, lang: str = "es") -> str:
    """A file name (without extension) for a file about the event ``event_name``: its name in
    plain letters and digits (accents dropped, other characters as ``-``), then ``key``'s
    name in the reader's language; "evento"/"event" when the name has no letter or digit."""
    plain = unicodedata.normalize("NFKD", event_name).encode("ascii", "ignore").decode()
    stem = re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")[:60].strip("-")
    stem = stem or ("event" if lang == "en" else "evento")
    if key is not None:
        es, en = FILE_NAMES.get(key, (key, key))
        stem += "-" + (en if lang == "en" else es)
    return stem
