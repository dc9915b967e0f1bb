"""Pokémon TOM tournament files (``.tdf``): read into plain data, and written back.

A TDF file is XML: ``<tournament>`` with ``<data>`` (name, sanction id, dates …),
``<players>`` (``userid``, first and last name, birth date, an optional
``<dropped>``), ``<pods>`` (one per age division: category 0 Junior, 1 Senior,
2 Masters, 8 all ages), each with its ``<rounds>`` of ``<matches>``, then the
final ``<standings>``. Match outcomes: 1 player 1 won, 2 player 2 won, 3 tie,
4 double loss, 5 bye (a lone ``<player>`` at table 0), 0 not reported. The format
is not published by its maker; this follows the files organizers publish (see
docs/interop.md). Parts Juez does not use (``<poddata>``, ``<finalsoptions>`` …)
are kept verbatim so a file goes back out with the same content.

XML is read with defusedxml: a hostile file (entity expansion, external
entities) is refused instead of expanding.

>>> t = read_tdf_text('''<tournament type="2" stage="5" version="1.80">
...   <data><name>Copa</name><startdate>01/17/2026</startdate></data>
...   <players><player userid="11"><firstname>Ana</firstname><lastname>Ruiz</lastname>
...     <birthdate>02/27/1990</birthdate></player>
...   <player userid="22"><firstname>Beto</firstname><lastname>Paz</lastname></player></players>
...   <pods><pod category="2" stage="5"><rounds><round number="1" type="3" stage="4"><matches>
...     <match outcome="1"><player1 userid="11"/><player2 userid="22"/>
...     <tablenumber>1</tablenumber></match></matches></round></rounds></pod></pods>
... </tournament>''')
>>> t.name, t.start_date, [p.name for p in t.players], t.pods[0].rounds[0].matches[0].outcome
('Copa', '2026-01-17', ['Ana Ruiz', 'Beto Paz'], 1)
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import fromstring as _safe_fromstring

from judge_app.tournament.messages import Refusal

#: Largest TDF file read (a 1,000-player regional is about 2 MB).
MAX_BYTES = 50_000_000
#: Deepest element nesting read (TOM writes 7 levels); deeper is refused before anything
#: walks the tree recursively.
MAX_DEPTH = 64
#: Largest whole number a TOM file may hold (round, table, category, place …).
MAX_NUMBER = 1_000_000
#: Longest ``userid`` (a player id in Juez) and player name.
MAX_USERID = 40
MAX_NAME = 200

P1_WINS, P2_WINS, TIE, DOUBLE_LOSS, BYE, OPEN = 1, 2, 3, 4, 5, 0
OUTCOMES = {OPEN, P1_WINS, P2_WINS, TIE, DOUBLE_LOSS, BYE}
#: Pod category → Juez's division name, and back.
CATEGORY_DIVISION = {0: "junior", 1: "senior", 2: "masters"}
DIVISION_CATEGORY = {v: k for k, v in CATEGORY_DIVISION.items()}
ALL_AGES = 8
#: Round ``type`` of a top-cut round (single elimination); Swiss rounds are 3 (or 2).
TOP_CUT_TYPE = 1


class TdfError(Refusal):
    """A TDF file that cannot be read: the file and the element at fault, and why, in English
    and Spanish (``message("es")``)."""


@dataclass
class TdfPlayer:
    """A registered player: ``userid`` is the Play! Pokémon id."""

    userid: str
    first: str
    last: str
    birthdate: str = ""
    dropped_round: int | None = None
    #: Every other child element (``starter``, ``creationdate``, ``<dropped>`` …) as XML.
    rest: list[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        """First and last name as one line."""
        return " ".join(x for x in (self.first, self.last) if x)

    @property
    def birth_year(self) -> int | None:
        """The year of the birth date (``MM/DD/YYYY``; TOM masks the day as 02/27)."""
        tail = self.birthdate.rsplit("/", 1)[-1]
        return int(tail) if tail.isdigit() and len(tail) == 4 else None


@dataclass
class TdfMatch:
    """One table: ``p2`` ``None`` for the bye; ``outcome`` one of :data:`OUTCOMES`."""

    outcome: int
    p1: str
    p2: str | None
    table: int
    timestamp: str = ""


@dataclass
class TdfRound:
    """A round of one pod: ``type`` 1 is the top cut, otherwise Swiss."""

    number: int
    type: int
    stage: int
    matches: list[TdfMatch]
    rest: list[str] = field(default_factory=list)

    @property
    def top_cut(self) -> bool:
        """Whether this is a single-elimination round."""
        return self.type == TOP_CUT_TYPE


@dataclass
class TdfPod:
    """An age division (or all ages, category 8) with its own rounds."""

    category: int
    stage: int
    players: list[str]
    rounds: list[TdfRound]
    rest: list[str] = field(default_factory=list)


@dataclass
class TdfStanding:
    """One list of the final standings: ``type`` ``finished`` (with places) or ``dnf``."""

    category: int
    type: str
    places: list[tuple[str, int | None]]


@dataclass
class TdfFile:
    """Everything of a TDF file that Juez reads, plus the rest kept verbatim."""

    attributes: dict[str, str]
    data: list[tuple[str, str]]
    data_xml: str
    players: list[TdfPlayer]
    pods: list[TdfPod]
    standings: list[TdfStanding]
    rest: list[str] = field(default_factory=list)

    def value(self, key: str) -> str:
        """The text of one ``<data>`` element (``""`` when missing)."""
        return next((text for tag, text in self.data if tag == key), "")

    @property
    def name(self) -> str:
        """The tournament's name."""
        return self.value("name")

    @property
    def start_date(self) -> str:
        """The start date as ISO ``YYYY-MM-DD`` (TOM writes ``MM/DD/YYYY``); ``""`` if none."""
        return us_to_iso(self.value("startdate"))


def us_to_iso(text: str) -> str:
    """``MM/DD/YYYY`` → ``YYYY-MM-DD`` (``""`` for anything else).

    >>> us_to_iso("01/17/2026"), us_to_iso("x")
    ('2026-01-17', '')
    """
    parts = text.strip().split(" ")[0].split("/")
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        return ""
    month, day, year = parts
    return f"{int(year):04d}-{int(month):02d}-{int(day):02d}"


def iso_to_us(text: str) -> str:
    """``YYYY-MM-DD`` → ``MM/DD/YYYY``.

    >>> iso_to_us("2026-01-17")
    '01/17/2026'
    """
    year, month, day = text.split("-")
    return f"{month}/{day}/{year}"


def division_for(birth_year: int | None, event_date: str) -> str | None:
    """The Play! Pokémon age division of a birth year at an event: the season ending in year
    Y (events from July of Y-1 to June of Y) puts those born in Y-12 or later in Junior,
    Y-16 to Y-13 in Senior, and Y-17 or earlier in Masters.

    >>> division_for(2014, "2025-11-08"), division_for(2011, "2025-11-08")
    ('junior', 'senior')
    >>> division_for(2009, "2025-11-08"), division_for(None, "2025-11-08")
    ('masters', None)
    """
    if birth_year is None or len(event_date) < 7:
        return None
    year, month = int(event_date[:4]), int(event_date[5:7])
    season = year + 1 if month >= 7 else year
    if birth_year >= season - 12:
        return "junior"
    if birth_year >= season - 16:
        return "senior"
    return "masters"


def _xml(element: ET.Element) -> str:
    element.tail = None
    return ET.tostring(element, encoding="unicode")


def _int(text: str | None, where: str, what: str) -> int:
    raw = (text or "").strip()
    shown = raw if len(raw) <= 20 else raw[:20] + "…"
    if len(raw) > 12 or not raw.isascii():
        raise TdfError(f"{where}: {what} {shown!r} is not a whole number from 0 to "
                       f"{MAX_NUMBER:,}", f"{where}: {what} {shown!r} no es un número entero "
                       f"de 0 a {MAX_NUMBER:,}")
    try:
        value = int(raw)
    except ValueError:
        raise TdfError(f"{where}: {what} {text!r} is not a whole number",
                       f"{where}: {what} {text!r} no es un número entero") from None
    if not 0 <= value <= MAX_NUMBER:
        raise TdfError(f"{where}: {what} {value} is not a whole number from 0 to "
                       f"{MAX_NUMBER:,}", f"{where}: {what} {value} no es un número entero "
                       f"de 0 a {MAX_NUMBER:,}")
    return value


def _check_depth(root: ET.Element, source: str) -> None:
    """Refuse a tree nested deeper than :data:`MAX_DEPTH` (walked without recursion)."""
    stack = [(root, 1)]
    while stack:
        element, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise TdfError(f"{source}: elements nested more than {MAX_DEPTH} deep (<"
                           f"{element.tag}>): not a TOM tournament file",
                           f"{source}: elementos anidados a más de {MAX_DEPTH} niveles (<"
                           f"{element.tag}>): no es un archivo de torneo de TOM")
        stack.extend((child, depth + 1) for child in element)


def _text(element: ET.Element, tag: str) -> str:
    child = element.find(tag)
    return (child.text or "").strip() if child is not None else ""


def read_tdf(path: str | Path) -> TdfFile:
    """Read a TDF file; ``TdfError`` naming the file and element for anything unreadable."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise TdfError(f"cannot read {path}: {exc.strerror or exc}",
                       f"no se puede leer {path}: {exc.strerror or exc}") from None
    if len(raw) > MAX_BYTES:
        raise TdfError(f"{path} is larger than {MAX_BYTES // 1_000_000} MB",
                       f"{path} pesa más de {MAX_BYTES // 1_000_000} MB")
    try:
        return read_tdf_text(raw.decode("utf-8-sig"), str(path))
    except UnicodeDecodeError as exc:
        raise TdfError(f"{path}, byte {exc.start}: not UTF-8 text",
                       f"{path}, byte {exc.start}: no es texto UTF-8") from None


def read_tdf_text(text: str, source: str = "<tdf>") -> TdfFile:
    """Read the XML text of a TDF file (``source`` names it in errors)."""
    try:
        root = _safe_fromstring(text)
    except ET.ParseError as exc:
        line, column = exc.position
        raise TdfError(f"{source}:{line}:{column}: not well-formed XML ({exc.msg})",
                       f"{source}:{line}:{column}: XML mal formado ({exc.msg})") from None
    except DefusedXmlException as exc:
        raise TdfError(f"{source}: refused: {exc}", f"{source}: rechazado: {exc}") from None
    _check_depth(root, source)
    if root.tag != "tournament":
        raise TdfError(f"{source}: the root element is <{root.tag}>, not <tournament>: "
                       "not a TOM tournament file",
                       f"{source}: el elemento raíz es <{root.tag}>, no <tournament>: "
                       "no es un archivo de torneo de TOM")
    data_el = root.find("data")
    data = [(child.tag, (child.text or "").strip()) for child in (data_el if data_el is not None
                                                                   else [])]
    players: list[TdfPlayer] = []
    seen: set[str] = set()
    for i, el in enumerate(root.findall("players/player"), start=1):
        where = f"{source}: players/player[{i}]"
        uid = (el.get("userid") or "").strip()
        if not uid:
            raise TdfError(f"{where}: no userid", f"{where}: sin userid")
        if uid in seen:
            raise TdfError(f"{where}: userid {uid!r} appears twice",
                           f"{where}: el userid {uid!r} aparece dos veces")
        seen.add(uid)
        dropped = el.find("dropped")
        dropped_round = None
        if dropped is not None and _text(dropped, "round"):
            dropped_round = _int(_text(dropped, "round"), f"{where}/dropped", "round")
        rest = [_xml(c) for c in el if c.tag not in ("firstname", "lastname", "birthdate")]
        players.append(TdfPlayer(uid, _text(el, "firstname"), _text(el, "lastname"),
                                 _text(el, "birthdate"), dropped_round, rest))
    pods: list[TdfPod] = []
    for i, pod in enumerate(root.findall("pods/pod"), start=1):
        where = f"{source}: pods/pod[{i}]"
        category = _int(pod.get("category", "8"), where, "category")
        rounds: list[TdfRound] = []
        for j, rnd in enumerate(pod.findall("rounds/round"), start=1):
            rwhere = f"{where}/rounds/round[{j}]"
            matches: list[TdfMatch] = []
            for k, m in enumerate(rnd.findall("matches/match"), start=1):
                mwhere = f"{rwhere}/matches/match[{k}]"
                outcome = _int(m.get("outcome", "0"), mwhere, "outcome")
                if outcome not in OUTCOMES:
                    raise TdfError(f"{mwhere}: outcome {outcome} is not one of 0–5",
                                   f"{mwhere}: outcome {outcome} no es ninguno de 0–5")
                lone = m.find("player")
                p1_el = m.find("player1") if lone is None else lone
                p2_el = None if lone is not None else m.find("player2")
                p1 = (p1_el.get("userid") or "").strip() if p1_el is not None else ""
                p2 = (p2_el.get("userid") or "").strip() if p2_el is not None else ""
                for pid, side in ((p1, "player1"), (p2, "player2")):
                    if pid and pid not in seen:
                        raise TdfError(f"{mwhere}/{side}: userid {pid!r} is not a player of "
                                       "the file", f"{mwhere}/{side}: el userid {pid!r} no es "
                                       "un jugador del archivo")
                if not p1:
                    raise TdfError(f"{mwhere}: no player", f"{mwhere}: sin jugador")
                if (outcome == BYE) != (not p2):
                    raise TdfError(f"{mwhere}: outcome {outcome} with "
                                   f"{'one player' if not p2 else 'two players'}",
                                   f"{mwhere}: outcome {outcome} con "
                                   f"{'un jugador' if not p2 else 'dos jugadores'}")
                table_text = _text(m, "tablenumber")
                table = _int(table_text, mwhere, "tablenumber") if table_text else 0
                matches.append(TdfMatch(outcome, p1, p2 or None, table,
                                        _text(m, "timestamp")))
            rest = [_xml(c) for c in rnd if c.tag != "matches"]
            rounds.append(TdfRound(_int(rnd.get("number"), rwhere, "number"),
                                   _int(rnd.get("type", "3"), rwhere, "type"),
                                   _int(rnd.get("stage", "0"), rwhere, "stage"), matches, rest))
        members = [(p.get("userid") or "").strip() for p in pod.findall("subgroups//player")]
        rest = [_xml(c) for c in pod if c.tag not in ("rounds", "subgroups")]
        pods.append(TdfPod(category, _int(pod.get("stage", "0"), where, "stage"), members,
                           rounds, rest))
    standings: list[TdfStanding] = []
    for i, pod in enumerate(root.findall("standings/pod"), start=1):
        where = f"{source}: standings/pod[{i}]"
        places = []
        for el in pod.findall("player"):
            place = el.get("place")
            places.append(((el.get("id") or "").strip(),
                           _int(place, where, "place") if place else None))
        standings.append(TdfStanding(_int(pod.get("category", "8"), where, "category"),
                                     pod.get("type", ""), places))
    rest = [_xml(c) for c in root if c.tag not in ("data", "players", "pods", "standings")]
    return TdfFile(dict(root.attrib), data, _xml(data_el) if data_el is not None else "",
                   players, pods, standings, rest)


def check_event(tdf: TdfFile, source: str) -> None:
    """Refuse a file that reads but is no event Juez can run: a player id or name too long,
    round numbers that are not 1, 2, 3 … (a Swiss round after the top cut included), a
    player against themself, or a player seated twice in one round (across pods too).
    Checked before anything is written, so a refusal leaves nothing behind."""
    for i, p in enumerate(tdf.players, start=1):
        where = f"{source}: players/player[{i}]"
        if len(p.userid) > MAX_USERID:
            raise TdfError(f"{where}: userid {p.userid[:20]!r}… is longer than {MAX_USERID} "
                           "characters", f"{where}: el userid {p.userid[:20]!r}… tiene más de "
                           f"{MAX_USERID} caracteres")
        if len(p.name) > MAX_NAME:
            raise TdfError(f"{where}: the name is longer than {MAX_NAME} characters",
                           f"{where}: el nombre tiene más de {MAX_NAME} caracteres")
    seated: dict[tuple[int, str], str] = {}
    numbers: dict[int, bool] = {}
    for i, pod in enumerate(tdf.pods, start=1):
        for j, rnd in enumerate(pod.rounds, start=1):
            rwhere = f"{source}: pods/pod[{i}]/rounds/round[{j}]"
            if rnd.number < 1:
                raise TdfError(f"{rwhere}: round number {rnd.number}: rounds are numbered "
                               "from 1", f"{rwhere}: ronda número {rnd.number}: las rondas se "
                               "numeran desde 1")
            top = rnd.type == TOP_CUT_TYPE
            numbers[rnd.number] = numbers.get(rnd.number, top) and top
            for k, m in enumerate(rnd.matches, start=1):
                element = f"pods/pod[{i}]/rounds/round[{j}]/matches/match[{k}]"
                mwhere = f"{source}: {element}"
                if m.p1 == m.p2:
                    raise TdfError(f"{mwhere}: player {m.p1!r} plays against themself",
                                   f"{mwhere}: el jugador {m.p1!r} juega contra sí mismo")
                for pid in (m.p1, m.p2):
                    if pid is None:
                        continue
                    first = seated.setdefault((rnd.number, pid), element)
                    if first != element:
                        raise TdfError(f"{mwhere}: player {pid!r} already plays in round "
                                       f"{rnd.number} ({first})",
                                       f"{mwhere}: el jugador {pid!r} ya juega en la ronda "
                                       f"{rnd.number} ({first})")
    order = sorted(numbers)
    if order != list(range(1, len(order) + 1)):
        missing = next(n for n in range(1, len(order) + 2) if n not in numbers)
        raise TdfError(f"{source}: round {missing} is missing (rounds {order[0]}–{order[-1]})",
                       f"{source}: falta la ronda {missing} (rondas {order[0]}–{order[-1]})")
    tops = [n for n in order if numbers[n]]
    if tops and any(not numbers[n] for n in order if n > tops[0]):
        raise TdfError(f"{source}: a Swiss round after the top cut began in round {tops[0]}",
                       f"{source}: una ronda suiza después de que empezara el corte a top en "
                       f"la ronda {tops[0]}")


def write_tdf_text(tdf: TdfFile) -> str:
    """The XML text of a TDF file (UTF-8 declaration, tab-indented as TOM writes it)."""
    root = ET.Element("tournament", tdf.attributes)
    if tdf.data_xml:
        root.append(ET.fromstring(tdf.data_xml))
    else:
        data = ET.SubElement(root, "data")
        for tag, text in tdf.data:
            ET.SubElement(data, tag).text = text
    for xml in tdf.rest:
        if not xml.startswith(("<finalsoptions", "<standings")):
            root.append(ET.fromstring(xml))
    players = ET.SubElement(root, "players")
    for p in tdf.players:
        el = ET.SubElement(players, "player", {"userid": p.userid})
        ET.SubElement(el, "firstname").text = p.first
        ET.SubElement(el, "lastname").text = p.last
        ET.SubElement(el, "birthdate").text = p.birthdate
        for xml in p.rest:
            el.append(ET.fromstring(xml))
    pods = ET.SubElement(root, "pods")
    for pod in tdf.pods:
        el = ET.SubElement(pods, "pod", {"category": str(pod.category), "stage": str(pod.stage)})
        for xml in pod.rest:
            el.append(ET.fromstring(xml))
        subgroup = ET.SubElement(ET.SubElement(el, "subgroups"), "subgroup", {"number": "1"})
        members = ET.SubElement(subgroup, "players")
        for uid in pod.players:
            ET.SubElement(members, "player", {"userid": uid})
        rounds = ET.SubElement(el, "rounds")
        for rnd in pod.rounds:
            r_el = ET.SubElement(rounds, "round", {"number": str(rnd.number),
                                                   "type": str(rnd.type),
                                                   "stage": str(rnd.stage)})
            for xml in rnd.rest:
                r_el.append(ET.fromstring(xml))
            matches = ET.SubElement(r_el, "matches")
            for m in rnd.matches:
                m_el = ET.SubElement(matches, "match", {"outcome": str(m.outcome)})
                if m.p2 is None:
                    ET.SubElement(m_el, "player", {"userid": m.p1})
                else:
                    ET.SubElement(m_el, "player1", {"userid": m.p1})
                    ET.SubElement(m_el, "player2", {"userid": m.p2})
                if m.timestamp:
                    ET.SubElement(m_el, "timestamp").text = m.timestamp
                ET.SubElement(m_el, "tablenumber").text = str(m.table)
    standings = ET.SubElement(root, "standings")
    for st in tdf.standings:
        s_el = ET.SubElement(standings, "pod", {"category": str(st.category), "type": st.type})
        for uid, place in st.places:
            attrs = {"id": uid} if place is None else {"id": uid, "place": str(place)}
            ET.SubElement(s_el, "player", attrs)
    for xml in tdf.rest:
        if xml.startswith("<finalsoptions"):
            root.append(ET.fromstring(xml))
    ET.indent(root, space="\t")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
