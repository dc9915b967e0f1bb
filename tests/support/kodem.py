"""The one writer of Kódem match logs (format v1) for the tests and the samples.

It writes log dicts exactly as a scorekeeper would, keeps track of each
player's Mazo Principal (so a replacement can name the real top three cards)
and records, next to the event that should be flagged, what the checker must
report. It knows no rule: the expectations are written by hand from the
rulebook, event by event.

>>> m = Match()
>>> m.turn("P1")
>>> m.phase("previa")
>>> m.ev("reveal", card="itzal")
>>> len(m.events), m.events[-1]["turn"], m.events[-1]["player"]
(3, 1, 'P1')
"""

from __future__ import annotations

import copy
import functools
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from judge_app.games.loading import parse_log
from judge_app.replay import Replay
from judge_app.violations import Violation

RULEBOOK = "kodem-5.0"
PENALTY_P1 = "6.7-P1"

#: The default table: P1's cards use the plain definition id as instance id,
#: P2's (and P3's …) the definition id plus the player's number ("itzal2").
P1_MAIN = ["itzal", "tlalo", "nahui"]
P1_DECK = [
    "ehecatl", "kuma", "cuetla", "tepe", "ocelo", "meztli", "yaxche", "xolo",
    "ameyal", "tletl", "chaac", "itztli", "cipac", "sihuatl", "toch",
]
P2_MAIN = ["kuma", "ocelo", "cuetla"]
P2_DECK = [
    "ehecatl", "itzal", "tlalo", "nahui", "tepe", "meztli", "yaxche", "xolo",
    "ameyal", "tletl", "chaac", "itztli", "cipac", "sihuatl", "toch",
]
PROTECTORS = {"P1": ["anaya"], "P2": ["bruno"], "P3": ["tekei"], "P4": ["anaya"]}
BIOS = {"P1": "cenote", "P2": "volcan", "P3": "cenote", "P4": "volcan"}
EQUIPMENT = ["savia", "obsidiana", "velo", "jade"]


def inst(player: str, definition: str) -> str:
    """The instance id a player's copy of ``definition`` has in these logs.

    An entry already written ``INSTANCE:DEFINITION`` keeps its instance.

    >>> inst("P1", "itzal"), inst("P2", "itzal"), inst("P1", "itzal-b:itzal")
    ('itzal', 'itzal2', 'itzal-b')
    """
    if ":" in definition:
        return definition.split(":", 1)[0]
    return definition if player == "P1" else f"{definition}{player[1:]}"


def setup_entry(player: str, definition: str) -> str:
    """How the setup names that instance (``DEFINITION`` or ``INSTANCE:DEFINITION``)."""
    if ":" in definition:
        return definition
    name = inst(player, definition)
    return name if name == definition else f"{name}:{definition}"


@dataclass
class Expected:
    """One violation the checker must report."""

    seq: int
    player: str | None
    section: str
    severity: str = "error"
    penalty: str | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seq": self.seq, "player": self.player, "rulebook": RULEBOOK,
                                "section": self.section, "severity": self.severity}
        if self.penalty is not None:
            data["penalty"] = self.penalty
        return data


@dataclass
class Side:
    """One player's setup and the order of their Mazo Principal as the log goes on."""

    player: str
    protectors: list[str]
    main: list[str]
    deck: list[str]
    bio: str | None
    equipment: list[str]
    tokens: list[str] = field(default_factory=list)

    def setup(self) -> dict[str, Any]:
        p = self.player
        return {
            "protectors": [setup_entry(p, d) for d in self.protectors],
            "main": [setup_entry(p, d) for d in self.main],
            "deck": [setup_entry(p, d) for d in self.deck],
            "bio": setup_entry(p, self.bio) if self.bio else None,
            "equipment": [setup_entry(p, d) for d in self.equipment],
            "tokens": list(self.tokens),
        }


def default_side(player: str, **changes: Any) -> Side:
    """The standard-format table of these tests (18 Adendei, 1 Protector, Bio, 4 equipos)."""
    main = P1_MAIN if player == "P1" else P2_MAIN
    deck = P1_DECK if player == "P1" else P2_DECK
    side = Side(player, list(PROTECTORS[player]), list(main), list(deck), BIOS[player],
                list(EQUIPMENT))
    for key, value in changes.items():
        setattr(side, key, value)
    return side


class Match:
    """A Kódem log being written: events in order, and the flags they must raise."""

    def __init__(self, players: Iterable[str] = ("P1", "P2"), variant: str = "standard",
                 sides: dict[str, Side] | None = None, **extra_setup: Any) -> None:
        self.players = list(players)
        self.variant = variant
        self.sides = {p: (sides or {}).get(p) or default_side(p) for p in self.players}
        # what the log will print as the setup; later deck changes are only tracking
        self._setup = {p: s.setup() for p, s in self.sides.items()}
        self._setup.update(extra_setup)
        self.mazo = {p: [inst(p, d) for d in s.deck] for p, s in self.sides.items()}
        self.events: list[dict[str, Any]] = []
        self.expected: list[Expected] = []
        self.turn_no = 0
        self.active = self.players[0]
        self.cards: dict[str, Any] = {}

    # --- writing events -------------------------------------------------------------
    def ev(self, action: str, player: str | None = None, **args: Any) -> None:
        """Append one event (``player`` defaults to the turn's player)."""
        event: dict[str, Any] = {"turn": self.turn_no, "player": player or self.active,
                                 "action": action}
        event.update(args)
        self.events.append(event)

    def turn(self, player: str, rival: str | None = None) -> None:
        """Start the next turn (the global counter goes up by one)."""
        self.turn_no += 1
        self.active = player
        if rival is None:
            self.ev("turn")
        else:
            self.ev("turn", rival=rival)

    def phase(self, *phases: str) -> None:
        for ph in phases:
            self.ev("phase", phase=ph)

    def pass_turn(self, player: str) -> None:
        """A whole turn that goes straight from Previa to Fin (Pasar turno)."""
        self.turn(player)
        self.phase("previa")
        self.ev("pass")

    def empty_turn(self, player: str, rival: str | None = None) -> None:
        """A whole turn through every phase, doing nothing."""
        self.turn(player, rival)
        self.phase("previa", "batalla", "post", "equipo", "fin")

    def attack(self, card: str, target: str, damage: int, player: str | None = None,
               resolve: bool = True) -> None:
        """Declare an attack on one card and, by default, resolve its damage."""
        self.ev("attack", player, card=card, targets=[target], damage=damage)
        if resolve:
            self.ev("damage", player, target=target, amount=damage, kind="attack", source=card)

    # --- the Mazo Principal -----------------------------------------------------------
    def top3(self, player: str) -> list[str]:
        return list(self.mazo[player][:3])

    def replace(self, player: str, slot: str, choose: int = 0, hidden: bool = False,
                drawn: list[str] | None = None, chosen: str | None = None) -> str:
        """Log a 5.3 replacement from the real top three (or the ``drawn`` given)."""
        top = self.top3(player)
        drawn = top if drawn is None else drawn
        chosen = drawn[choose] if chosen is None else chosen
        self.ev("replace", player, slot=slot, drawn=drawn, chosen=chosen, hidden=hidden)
        if drawn == top and chosen in top:
            rest = [c for c in top if c != chosen]
            self.mazo[player] = self.mazo[player][3:] + rest
        return chosen

    def mill3(self, player: str) -> list[str]:
        """A Protector went to Extinción: the top three of its owner's Mazo follow it."""
        milled = self.top3(player)
        self.mazo[player] = self.mazo[player][3:]
        return milled

    def to_bottom(self, player: str, card: str) -> None:
        self.mazo[player].append(card)

    # --- expectations -------------------------------------------------------------
    def flag(self, section: str, player: str | None = None, *, severity: str = "error",
             penalty: str | None = None, seq: int | None = None) -> None:
        """The event just written (or ``seq``) must be reported under ``section``."""
        at = len(self.events) if seq is None else seq
        who = player if player is not None else self.events[at - 1]["player"]
        self.expected.append(Expected(at, who, section, severity, penalty))

    def flag_setup(self, section: str, player: str, severity: str = "error") -> None:
        self.expected.append(Expected(0, player, section, severity))

    # --- output -------------------------------------------------------------------
    def to_dict(self, cardset: str | None = "kodem-demo") -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": "juez-match-log",
            "version": 1,
            "game": "kodem",
            "variant": self.variant,
        }
        if cardset:
            data["cardset"] = cardset
        names = ["Ana", "Luis", "Marta", "Beto", "Carla", "Diego", "Eva", "Fer"]
        data["players"] = [{"id": p, "name": names[i]} for i, p in enumerate(self.players)]
        if self.cards:
            data["cards"] = self.cards
        data["setup"] = copy.deepcopy(self._setup)
        data["events"] = copy.deepcopy(self.events)
        return data

    def expected_json(self) -> list[dict[str, Any]]:
        return [e.to_json() for e in sorted(self.expected, key=lambda e: e.seq)]

    def replay(self, source: str = "match.json", checkpoint_every: int | None = None) -> Replay:
        """The log written out and read back as a judge's file would be, then replayed."""
        log = parse_log(dump_log(self.to_dict()), source)
        return Replay(log) if checkpoint_every is None else Replay(log, checkpoint_every)


def flag_keys(violations: Iterable[Violation]) -> list[tuple[int, str | None, str, str]]:
    """``(seq, player, section, severity)`` of each violation, in the order given."""
    return [(v.seq, v.player, v.section, v.severity.value) for v in violations]


def dump_log(data: dict[str, Any]) -> str:
    """JSON a judge can read: the envelope indented, one zone and one event per line.

    >>> text = dump_log(Match().to_dict())
    >>> '"main": ["itzal", "tlalo", "nahui"]' in text and json.loads(text)["version"]
    1
    """
    events = data["events"]
    head = dict(data)
    head["events"] = []
    setup = head.pop("setup", None)
    players = head.pop("players", None)
    text = json.dumps(head, ensure_ascii=False, indent=2)
    parts: list[str] = []
    if players is not None:
        rows = ",\n".join("    " + json.dumps(p, ensure_ascii=False) for p in players)
        parts.append('"players": [\n' + rows + "\n  ]")
    if setup is not None:
        blocks = []
        for key, value in setup.items():
            if isinstance(value, dict):
                zones = ",\n".join(f"      {json.dumps(z)}: {json.dumps(v, ensure_ascii=False)}"
                                   for z, v in value.items())
                blocks.append(f"    {json.dumps(key)}: {{\n{zones}\n    }}")
            else:
                blocks.append(f"    {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
        parts.append('"setup": {\n' + ",\n".join(blocks) + "\n  }")
    lines = ",\n".join("    " + json.dumps(e, ensure_ascii=False) for e in events)
    parts.append('"events": ' + ("[\n" + lines + "\n  ]" if events else "[]"))
    return text.replace('"events": []', ",\n  ".join(parts))


# --- replaying a written log and comparing its flags (the tests by rule) --------------
Builder = Callable[[], Match]
#: Every builder turned into a test by :func:`redteam`, by test name.
BUILDERS: dict[str, Builder] = {}


def replay_of(m: Match) -> Replay:
    return m.replay("redteam.json")


def _section_matches(expected: str, got: str) -> bool:
    """``expected`` may list alternatives; an anchor matches its bare section both ways."""
    for alt in expected.split("|"):
        if got == alt or got.split("/")[0] == alt or alt.split("/")[0] == got:
            return True
    return False


def compare(m: Match, violations: list[Violation]) -> list[str]:
    """Problems between the expected flags of ``m`` and what the checker reported."""
    got = [(v.seq, v.player, v.section, v.severity.value) for v in violations]
    unused = list(got)
    problems: list[str] = []
    for e in sorted(m.expected, key=lambda e: e.seq):
        hit = next((g for g in unused if g[0] == e.seq and g[1] == e.player
                    and g[3] == e.severity and _section_matches(e.section, g[2])), None)
        if hit is None:
            problems.append(f"missing: seq {e.seq} {e.player} {e.section} {e.severity}")
        else:
            unused.remove(hit)
    problems.extend(f"unexpected: seq {g[0]} {g[1]} {g[2]} {g[3]}" for g in unused)
    return problems


def verify(m: Match) -> Replay:
    replay = replay_of(m)
    problems = compare(m, replay.violations)
    detail = json.dumps([v.to_json("en") for v in replay.violations], indent=1,
                        ensure_ascii=False)
    assert not problems, "\n".join(problems) + "\n" + detail
    return replay


def redteam(fn: Builder) -> Callable[[], None]:
    """Turn a log builder into a test that replays it and compares the flags."""
    BUILDERS[fn.__name__] = fn

    @functools.wraps(fn)
    def test() -> None:
        verify(fn())

    return test


def card_state(replay: Replay, seq: int, player: str, instance: str) -> dict[str, Any]:
    """One card of ``player`` in the state after ``seq`` (Protector, Zona Principal, reserve)."""
    zones = replay.state_json(seq)["players"][player]
    candidates: list[Any] = [zones["protector"], *zones["main"].values(), *zones["reserve"]]
    for c in candidates:
        if c and c["instance"] == instance:
            return dict(c)
    raise AssertionError(f"{instance} is not in play for {player} after event {seq}")


# --- small writing helpers -------------------------------------------------------------------
def next_player(m: Match) -> str:
    if m.turn_no == 0:
        return m.players[0]
    return m.players[(m.players.index(m.active) + 1) % len(m.players)]


def skip_to(m: Match, turn: int) -> None:
    """Pasar turno (Previa → pass) for every player until the next turn is ``turn``."""
    while m.turn_no < turn - 1:
        m.pass_turn(next_player(m))


def begin(m: Match, player: str, *reveal: str, rival: str | None = None,
          batalla: bool = True) -> None:
    """Start ``player``'s turn, reveal in Previa, and go to Batalla."""
    m.turn(player, rival)
    m.phase("previa")
    for card in reveal:
        m.ev("reveal", card=card)
    if batalla:
        m.phase("batalla")


def close(m: Match) -> None:
    m.phase("post", "equipo", "fin")


def attack_turn(m: Match, player: str, card: str, target: str, damage: int,
                *reveal: str, equip: str | None = None, rival: str | None = None) -> None:
    """A whole legal turn: reveal, one resolved attack, optional equip onto the attacker."""
    begin(m, player, *reveal, rival=rival)
    m.attack(card, target, damage)
    m.phase("post", "equipo")
    if equip:
        m.ev("equip", equipment=equip, card=card, hidden=False)
    m.phase("fin")


def mp_pass(m: Match, player: str, rival: str) -> None:
    m.turn(player, rival)
    m.phase("previa")
    m.ev("pass")


# --- tables and openings several files of flags by rule start from ---------------------
EXT_NAMES = ["ehecatl", "itzal", "tlalo", "nahui", "cuetla", "tepe", "ocelo", "meztli",
             "yaxche", "xolo", "ameyal", "tletl", "chaac", "itztli", "cipac", "sihuatl",
             "toch", "mixtli", "ayotl", "cuauh", "tzinaca"]


def ext_side(player: str, main: str = "kuma", deck: list[str] | None = None,
             size: int = 47, **changes: Any) -> Side:
    """A legal extended table: 3 copies of ``main`` in the Zona Principal + ``size`` more."""
    p = player.lower()
    mains = [f"{p}-{main}-{i}:{main}" for i in (1, 2, 3)]
    if deck is None:
        deck = [f"{p}-{d}-{i}:{d}" for d in EXT_NAMES for i in (1, 2, 3)][:size]
    return default_side(player, main=mains, deck=deck, **changes)


def p2_equips_savia() -> Match:
    """T1 pass; T2 Kuma attacks and gets Savia (revealed)."""
    m = Match()
    m.pass_turn("P1")
    attack_turn(m, "P2", "kuma2", "itzal", 4, "kuma2", equip="savia2")
    return m


def p2_loses_nine() -> tuple[Match, str]:
    """P2 ends its T4 Previa with 9 cards in Extinción (Bruno + 3 milled, Bio, Kuma + its
    Savia, Ocelo, Cuetla)."""
    m = p2_equips_savia()              # T1 pass, T2 Kuma attacks and gets Savia
    m.pass_turn("P1")                   # T3
    begin(m, "P2", batalla=False)       # T4
    m.ev("extinct", card="bruno2", reason="effect")  # 1 + 3 from the top of the Mazo = 4
    m.mill3("P2")
    m.ev("bio_extinct")                               # 5
    m.ev("extinct", card="kuma2", reason="effect")   # 7 (Savia follows Kuma)
    in_m1 = m.replace("P2", "M1", hidden=True)
    m.ev("extinct", card="ocelo2", reason="effect")  # 8
    m.replace("P2", "M2", hidden=True)
    m.ev("extinct", card="cuetla2", reason="effect")  # 9
    m.replace("P2", "M3", hidden=True)
    return m, in_m1


JUNGLA = ("P1", "P2", "P3")
