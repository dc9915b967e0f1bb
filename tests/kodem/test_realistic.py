"""Realistic Kódem logs by an outside author (brief K-CLEAN).

Every log below was written from the contract (match-log.md) and the
rulebook kodem-tcg-5.0.md alone, the way a scorekeeper who never saw the
checker would write it: own card definitions in ``cards`` (not the demo
set), several naming styles (bare ids, ``INSTANCE:DEFINITION``, a mirror
match), several writing styles (every phase logged, only the busy phases,
``pass`` turns, notes with ``time`` and ``by``, events without ``turn``),
two-player standard and extended and the three multiplayer variants.

Most are legal whole games and must replay with no flag at all; a few carry
one to three violations in the middle of the game, and the checker must
report exactly those (seq, player, section, severity, penalty). Every
expectation is worked out by hand in the comments, turn by turn, with the
descansos each card carries (T = global turn number).

The small ``Log`` helper only numbers the events and keeps each Mazo
Principal in order so that a replacement names the real top three; it knows
no rule.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from judge_app.games.loading import parse_log
from judge_app.replay import Replay

P1_PEN = "6.7-P1"
Exp = tuple[int, str | None, str, str, str | None]


# ---------------------------------------------------------------- card pools
def _adendei(name: str, subtype: str, energy: list[str], damage: int, rest: int,
             text: str = "", **flags: Any) -> dict[str, Any]:
    card: dict[str, Any] = {"name": name, "type": "adendei", "subtype": subtype,
                            "energy": energy, "damage": damage, "rest": rest}
    if text:
        card["text"] = text
    card.update(flags)
    return card


#: Ana's collection (Nahua day signs).
POOL_A: dict[str, dict[str, Any]] = {
    "ozomatli": _adendei("Ozomatli, Salto Rojo", "Lupino", ["pirica"], 2, 1,
                         "Activa: Si esta carta ataca, quema a la carta atacada."),
    "tochtli": _adendei("Tochtli, Pie Ligero", "Equino", ["chaaktica"], 1, 0),
    "cuauh": _adendei("Cuauh, Ala de Sol", "Guardián", ["pirica"], 3, 2,
                      "Escala 1 punto a un Adendei aliado."),
    "ehuatl": _adendei("Ehuatl, Piel de Jade", "Abisal", ["atlica"], 2, 1,
                       "Activa-Rápida: Si una carta aliada es atacada, cúrala 1 punto."),
    "itzcoatl": _adendei("Itzcóatl, Filo de Obsidiana", "Titán", ["litica"], 4, 2,
                         can_target_protector=True),
    "mixtli": _adendei("Mixtli, Nube Helada", "Abisal", ["gelida"], 1, 1,
                       "Activa: Da 1 descanso a un Adendei rival."),
    "nochtli": _adendei("Nochtli, Espina Dulce", "Guardián", ["humica"], 0, 0,
                        "Activa: Cura 2 puntos a una carta aliada."),
    "ocelotl": _adendei("Ocelotl, Sombra Moteada", "Feral", ["feral"], 3, 1),
    "papalotl": _adendei("Papalotl, Polvo de Alas", "Cósmico", ["demotica"], 1, 0,
                         "Activa: Cambia esta carta con otra carta aliada."),
    "quiauh": _adendei("Quiauh, Lluvia Fina", "Abisal", ["atlica"], 2, 0),
    "tecolotl": _adendei("Tecolotl, Ojo Nocturno", "Catrín", ["demotica"], 2, 1,
                         "Activa: Envenena a un Adendei rival."),
    "tlacua": _adendei("Tlacua, Cola Prensil", "Feral", ["feral"], 1, 1),
    "tototl": _adendei("Tototl, Pluma Veloz", "Equino", ["chaaktica"], 2, 0),
    "xiuh": _adendei("Xiuh, Llama Turquesa", "Titán", ["pirica"], 4, 2,
                     can_target_protector=True),
    "yaotl": _adendei("Yaotl, Grito de Guerra", "Lupino", ["litica"], 3, 1,
                      extra_equipment=True),
    "zacatl": _adendei("Zacatl, Pasto Alto", "Guardián", ["humica"], 1, 1),
    "acatl": _adendei("Acatl, Caña Hueca", "Equino", ["gelida"], 2, 1),
    "calli": _adendei("Calli, Muro Vivo", "Guardián", ["litica"], 1, 2),
    "coatl": _adendei("Coatl, Anillo Verde", "Infectado", ["humica"], 2, 1,
                      "Pasiva-Rápida: Si una carta aliada es revelada, escala 1 a esta carta."),
    "cipactli": _adendei("Cipactli, Mandíbula", "Titán", ["atlica"], 3, 1),
    "malinalli": _adendei("Malinalli, Hierba Torcida", "Infectado", ["humica"], 1, 0),
    "ollin": _adendei("Ollin, Temblor", "Cósmico", ["litica"], 2, 2),
    "tecpatl": _adendei("Tecpatl, Pedernal", "Catrín", ["litica"], 3, 1),
    "atl": _adendei("Atl, Manantial", "Abisal", ["atlica"], 1, 1),
}

#: Luis's collection (Maya day signs).
POOL_B: dict[str, dict[str, Any]] = {
    "kaan": _adendei("Kaan, Serpiente Celeste", "Equino", ["chaaktica"], 2, 0),
    "balam": _adendei("Balam, Jaguar Nocturno", "Feral", ["feral"], 3, 1),
    "chac": _adendei("Chac, Trueno Rojo", "Guardián", ["pirica"], 2, 1,
                     "Activa: Daña 2 puntos a un Adendei rival. Costo: daña 1 punto a esta carta."),
    "kinich": _adendei("Kinich, Sol de Fuego", "Titán", ["pirica"], 4, 2),
    "ixchel": _adendei("Ixchel, Luna Tejedora", "Cósmico", ["atlica"], 1, 1,
                       "Activa: Cura 2 puntos a una carta aliada."),
    "muluc": _adendei("Muluc, Agua Profunda", "Abisal", ["atlica"], 2, 1),
    "pop": _adendei("Pop, Estera Real", "Catrín", ["demotica"], 1, 0),
    "uayeb": _adendei("Uayeb, Días Vacíos", "Infectado", ["humica"], 2, 2,
                      "Activa: Envenena a un Adendei rival."),
    "ek": _adendei("Ek, Estrella Negra", "Cósmico", ["gelida"], 1, 1,
                   "Activa: Da 1 descanso a un Adendei rival."),
    "cimi": _adendei("Cimi, Paso Final", "Catrín", ["demotica"], 3, 2,
                     can_target_protector=True),
    "manik": _adendei("Manik, Garra Abierta", "Lupino", ["feral"], 2, 1),
    "lamat": _adendei("Lamat, Conejo Estelar", "Equino", ["chaaktica"], 1, 0),
    "chuen": _adendei("Chuen, Mono Artesano", "Feral", ["feral"], 2, 1),
    "eb": _adendei("Eb, Camino de Hierba", "Guardián", ["humica"], 1, 1),
    "ben": _adendei("Ben, Caña Alta", "Guardián", ["litica"], 2, 2),
    "ix": _adendei("Ix, Jaguarcito", "Feral", ["feral"], 2, 0),
    "men": _adendei("Men, Águila Sabia", "Cósmico", ["chaaktica"], 3, 1),
    "cib": _adendei("Cib, Cera Antigua", "Infectado", ["humica"], 1, 1),
    "caban": _adendei("Caban, Tierra que Tiembla", "Titán", ["litica"], 4, 2),
    "etznab": _adendei("Etznab, Navaja", "Catrín", ["litica"], 3, 1),
    "cauac": _adendei("Cauac, Tormenta", "Abisal", ["gelida"], 2, 1),
    "ahau": _adendei("Ahau, Señor Sol", "Guardián", ["pirica"], 3, 2),
    "imix": _adendei("Imix, Lagarto de Agua", "Abisal", ["atlica"], 1, 0),
    "ik": _adendei("Ik, Viento Suave", "Equino", ["gelida"], 1, 0),
}

EXTRAS: dict[str, dict[str, Any]] = {
    # Protectors: 12 life, 3 descansos, not printed.
    "nantli": {"name": "Nantli, Madre del Monte", "type": "protector",
               "text": "Cura 3 puntos a una carta aliada."},
    "tata": {"name": "Tata, Guardián del Fuego", "type": "protector",
             "text": "Escala 1 a todas tus cartas aliadas."},
    "ahkin": {"name": "Ahkin, Sacerdote Solar", "type": "protector",
              "text": "Daña 2 puntos a una carta rival."},
    "yum": {"name": "Yum, Señor del Maíz", "type": "protector",
            "text": "Cura 2 puntos a una carta aliada."},
    # Rava: in the Mazo Principal only.
    "xiuhcoatl": {"name": "Xiuhcóatl, Dragón Pírico", "type": "rava", "energy": ["pirica"],
                  "damage": 3, "rest": 1, "subtype": "Rava"},
    "hurakan": {"name": "Hurakán, Dragón del Viento", "type": "rava", "energy": ["gelida"],
                "damage": 2, "rest": 2, "subtype": "Rava"},
    # Equipment.
    "ceiba": {"name": "Ceiba Joven", "type": "ixim", "text": "Pasiva: +1 de daño."},
    "hongo": {"name": "Hongo Luminoso", "type": "ixim", "text": "Pasiva: cura 1 al final."},
    "milpa": {"name": "Milpa Sagrada", "type": "ixim", "can_equip_rava": True,
              "text": "Puede equiparse a un Rava."},
    "jadeita": {"name": "Jadeíta Pulida", "type": "rot", "text": "Activa: daña 1."},
    "pirita": {"name": "Espejo de Pirita", "type": "rot", "text": "Activa: daña 1."},
    "obsidiana": {"name": "Obsidiana Negra", "type": "rot", "text": "Activa: daña 1."},
    "musgo": {"name": "Musgo Antiguo", "type": "ixim", "text": "Pasiva: cura 1."},
    "ambar": {"name": "Ámbar Dormido", "type": "rot", "text": "Activa: niega un ataque."},
    # Bio.
    "cenote": {"name": "Cenote Sagrado", "type": "bio", "text": "Pasiva: cura 1 a un Adendei."},
    "volcan": {"name": "Volcán Dormido", "type": "bio", "text": "Pasiva: quema 1."},
    # Tokens.
    "cachorro": {"name": "Token Cachorro", "type": "token"},
    "semilla": {"name": "Token Semilla", "type": "token", "damage": 1, "rest": 0},
}


def cards(*pools: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    merged: dict[str, dict[str, Any]] = {}
    for pool in pools:
        merged.update(pool)
    merged.update(EXTRAS)
    return merged


class Log:
    """Writes the events of one log; ``ev`` returns the new event's seq."""

    def __init__(self, variant: str, players: list[tuple[str, str]],
                 setup: dict[str, Any], card_defs: dict[str, Any], *,
                 with_turn: bool = True, deck_key: str = "deck") -> None:
        self.variant = variant
        self.players = players
        self.setup = setup
        self.cards = card_defs
        self.events: list[dict[str, Any]] = []
        self.with_turn = with_turn
        self.n = 0
        self.current = ""
        self.decks = {p: [d.split(":")[0] for d in s[deck_key]]
                      for p, s in setup.items() if isinstance(s, dict) and deck_key in s}

    def turn(self, player: str, **extra: Any) -> int:
        self.n += 1
        self.current = player
        event: dict[str, Any] = {"action": "turn", "player": player}
        if self.with_turn:
            event["turn"] = self.n
        event.update(extra)
        self.events.append(event)
        return len(self.events)

    def ev(self, action: str, player: str | None = None, **args: Any) -> int:
        event: dict[str, Any] = {}
        if self.with_turn:
            event["turn"] = self.n
        event["player"] = player or self.current
        event["action"] = action
        event.update(args)
        self.events.append(event)
        return len(self.events)

    def phase(self, *names: str) -> int:
        seq = 0
        for name in names:
            seq = self.ev("phase", phase=name)
        return seq

    def replace(self, player: str, slot: str, chosen: str, hidden: bool = True,
                **extra: Any) -> int:
        """The 5.3 replacement from the real top three; the other two go to the bottom."""
        deck = self.decks[player]
        drawn = deck[:3]
        assert chosen in drawn, (chosen, drawn)
        self.decks[player] = deck[3:] + [c for c in drawn if c != chosen]
        return self.ev("replace", player, slot=slot, drawn=drawn, chosen=chosen,
                       hidden=hidden, **extra)

    def mill3(self, player: str) -> None:
        """A Protector in Extinción takes the top three of the Mazo with it."""
        self.decks[player] = self.decks[player][3:]

    def data(self) -> dict[str, Any]:
        return {"format": "juez-match-log", "version": 1, "game": "kodem",
                "variant": self.variant,
                "event": {"name": "Torneo de Tienda Coyoacán", "round": 2, "table": 4},
                "players": [{"id": p, "name": n} for p, n in self.players],
                "cards": self.cards, "setup": self.setup, "events": self.events}


def side(protectors: list[str], main: list[str], deck: list[str], bio: str | None,
         equipment: list[str], tokens: list[str] | None = None) -> dict[str, Any]:
    return {"protectors": protectors, "main": main, "deck": deck, "bio": bio,
            "equipment": equipment, "tokens": tokens or []}


A_DECK = ["ehuatl", "itzcoatl", "mixtli", "nochtli", "ocelotl", "papalotl", "quiauh",
          "tecolotl", "tlacua", "tototl", "xiuh", "yaotl", "zacatl", "acatl", "calli", "coatl"]
B_DECK = ["kinich", "ixchel", "muluc", "pop", "uayeb", "ek", "cimi", "manik", "lamat",
          "chuen", "eb", "ben", "ix", "men", "cib", "caban"]


# ------------------------------------------------------------------ log 1
def log_full_phases() -> tuple[dict[str, Any], list[Exp]]:
    """14 turns, every phase logged, bare ids, two players with their own collections.

    Life / descansos ledger (P1 Ana: ozomatli M1, cuauh M2, tochtli M3;
    P2 Luis: kaan M1, balam M2, chac M3; Protectors nantli / ahkin start at 3):
    T1  ozomatli (2, rest 1) attacks kaan + its Activa burns it: kaan 4 Q. Ceiba under ozomatli.
    T2  kaan (2, rest 0) attacks ozomatli: Quemar on declaring -> kaan 3; ozomatli 4.
        Pirita (hidden) under kaan.
    T3  ozomatli rests (1). Optional Pasiva of cuauh in Previa scales tochtli to 2;
        tochtli attacks kaan: 1. Fin: ozomatli 0.
    T4  chac's Activa (cost: 1 damage to itself -> 5) deals 2 effect damage to cuauh: 4.
        Musgo under chac (it used its Activa).
    T5  cuauh (3, rest 2) attacks kaan -> 0. Post: kaan + Pirita to Extinción, P2 replaces M1
        with kinich (hidden). Hongo (hidden) under cuauh.
    T6  kinich revealed; balam (3, rest 1) attacks tochtli: 3. Fin: chac 1 -> 0.
    T7  nantli has lost one descanso at each of P1's Fin (T1, T3, T5): 0, available in P1's
        fourth turn. Vínculo with tochtli (available), Protector heals ozomatli 3 (4 -> 6, capped).
        Fin: nantli 3, tochtli 1, cuauh 2 -> 1.
    T8  kinich (4) attacks cuauh (4) -> 0. Post: cuauh + Hongo to Extinción, P1 replaces M2
        with ehuatl (revealed). Ámbar under kinich. Fin: balam 1 -> 0.
    T9  ozomatli (rest 0 since T3) attacks kinich + burns it: kinich 4 Q. Jadeíta (a Rot)
        under ozomatli next to Ceiba (an Ixim): 1 Ixim + 1 Rot. Fin: tochtli 1 -> 0, nantli 2.
    T10 balam attacks tochtli; ehuatl answers with its Activa-Rápida (heal 1: 3 -> 4), then the
        attack resolves: tochtli 1. ehuatl takes its rest (1) at this Fin.
    T11 ozomatli and ehuatl rest; tochtli (available) attacks balam: 4. Fin: both -> 0.
    T12 chac (available again) Activa + cost (chac 4): tochtli 1 -> 0. Post: tochtli to
        Extinción, P1 replaces M3 with ocelotl (hidden).
    T13 Ana passes.
    T14 kinich (burned, available: 2 at T8, 1 at T10, 0 at T12) attacks ozomatli: Quemar
        -> kinich 3; ozomatli 2.
    Nothing illegal: no flag.
    """
    setup = {
        "P1": side(["nantli"], ["ozomatli", "cuauh", "tochtli"], list(A_DECK), None,
                   ["ceiba", "hongo", "jadeita"]),
        "P2": side(["ahkin"], ["kaan", "balam", "chac"], list(B_DECK), "volcan",
                   ["musgo", "pirita", "ambar"]),
    }
    g = Log("standard", [("P1", "Ana"), ("P2", "Luis")], setup, cards(POOL_A, POOL_B))
    burn = "Si esta carta ataca, quema a la carta atacada."
    # T1
    g.turn("P1")
    g.phase("previa")
    g.ev("reveal", card="ozomatli")
    g.phase("batalla")
    g.ev("attack", card="ozomatli", targets=["kaan"], damage=2)
    g.ev("activa", card="ozomatli", targets=["kaan"], text=burn)
    g.ev("damage", target="kaan", amount=2, kind="attack", source="ozomatli")
    g.ev("mark", target="kaan", mark="quemar")
    g.phase("post", "equipo")
    g.ev("equip", equipment="ceiba", card="ozomatli", hidden=False)
    g.phase("fin")
    # T2
    g.turn("P2")
    g.phase("previa")
    g.ev("reveal", card="kaan")
    g.ev("reveal", card="balam")
    g.phase("batalla")
    g.ev("attack", card="kaan", targets=["ozomatli"], damage=2)
    g.ev("damage", target="ozomatli", amount=2, kind="attack", source="kaan")
    g.phase("post", "equipo")
    g.ev("equip", equipment="pirita", card="kaan", hidden=True)
    g.phase("fin")
    # T3
    g.turn("P1")
    g.phase("previa")
    g.ev("reveal", card="cuauh")
    g.ev("reveal", card="tochtli")
    g.ev("pasiva", card="cuauh", text="Escala 1 punto a un Adendei aliado.", optional=True)
    g.ev("scale", card="tochtli", amount=1)
    g.phase("batalla")
    g.ev("attack", card="tochtli", targets=["kaan"], damage=2)
    g.ev("damage", target="kaan", amount=2, kind="attack", source="tochtli")
    g.phase("post", "equipo", "fin")
    # T4
    g.turn("P2")
    g.phase("previa")
    g.ev("reveal", card="chac")
    g.phase("batalla")
    g.ev("activa", card="chac", targets=["cuauh"], text="Daña 2 puntos a un Adendei rival.")
    g.ev("cost", card="chac", kind="damage", targets=["chac"], amount=1)
    g.ev("damage", target="cuauh", amount=2, kind="effect", source="chac")
    g.phase("post", "equipo")
    g.ev("equip", equipment="musgo", card="chac", hidden=False)
    g.phase("fin")
    # T5
    g.turn("P1")
    g.phase("previa", "batalla")
    g.ev("attack", card="cuauh", targets=["kaan"], damage=3)
    g.ev("damage", target="kaan", amount=3, kind="attack", source="cuauh")
    g.phase("post")
    g.ev("extinct", "P2", card="kaan", reason="0 puntos de vida")
    g.replace("P2", "M1", "kinich", hidden=True)
    g.phase("equipo")
    g.ev("equip", equipment="hongo", card="cuauh", hidden=True)
    g.phase("fin")
    # T6
    g.turn("P2")
    g.phase("previa")
    g.ev("reveal", card="kinich")
    g.phase("batalla")
    g.ev("attack", card="balam", targets=["tochtli"], damage=3)
    g.ev("damage", target="tochtli", amount=3, kind="attack", source="balam")
    g.phase("post", "equipo", "fin")
    # T7
    g.turn("P1")
    g.phase("previa", "batalla")
    g.ev("link", protector="nantli", card="tochtli")
    g.ev("heal", target="ozomatli", amount=3, source="nantli")
    g.phase("post", "equipo", "fin")
    # T8
    g.turn("P2")
    g.phase("previa", "batalla")
    g.ev("attack", card="kinich", targets=["cuauh"], damage=4)
    g.ev("damage", target="cuauh", amount=4, kind="attack", source="kinich")
    g.phase("post")
    g.ev("extinct", "P1", card="cuauh", reason="0 puntos de vida")
    g.replace("P1", "M2", "ehuatl", hidden=False)
    g.phase("equipo")
    g.ev("equip", equipment="ambar", card="kinich", hidden=False)
    g.phase("fin")
    # T9
    g.turn("P1")
    g.phase("previa", "batalla")
    g.ev("attack", card="ozomatli", targets=["kinich"], damage=2)
    g.ev("activa", card="ozomatli", targets=["kinich"], text=burn)
    g.ev("damage", target="kinich", amount=2, kind="attack", source="ozomatli")
    g.ev("mark", target="kinich", mark="quemar")
    g.phase("post", "equipo")
    g.ev("equip", equipment="jadeita", card="ozomatli", hidden=False)
    g.phase("fin")
    # T10
    g.turn("P2")
    g.phase("previa", "batalla")
    g.ev("attack", card="balam", targets=["tochtli"], damage=3)
    g.ev("activa_rapida", "P1", card="ehuatl", targets=["tochtli"],
         text="Si una carta aliada es atacada, cúrala 1 punto.")
    g.ev("heal", "P1", target="tochtli", amount=1, source="ehuatl")
    g.ev("damage", target="tochtli", amount=3, kind="attack", source="balam")
    g.phase("post", "equipo", "fin")
    # T11
    g.turn("P1")
    g.phase("previa", "batalla")
    g.ev("attack", card="tochtli", targets=["balam"], damage=2)
    g.ev("damage", target="balam", amount=2, kind="attack", source="tochtli")
    g.phase("post", "equipo", "fin")
    # T12
    g.turn("P2")
    g.phase("previa", "batalla")
    g.ev("activa", card="chac", targets=["tochtli"], text="Daña 2 puntos a un Adendei rival.")
    g.ev("cost", card="chac", kind="damage", targets=["chac"], amount=1)
    g.ev("damage", target="tochtli", amount=2, kind="effect", source="chac")
    g.phase("post")
    g.ev("extinct", "P1", card="tochtli", reason="0 puntos de vida")
    g.replace("P1", "M3", "ocelotl", hidden=True)
    g.phase("equipo", "fin")
    # T13
    g.turn("P1")
    g.phase("previa")
    g.ev("pass")
    # T14
    g.turn("P2")
    g.phase("previa", "batalla")
    g.ev("attack", card="kinich", targets=["ozomatli"], damage=4)
    g.ev("damage", target="ozomatli", amount=4, kind="attack", source="kinich")
    g.phase("post", "equipo", "fin")
    return g.data(), []


# ------------------------------------------------------------------ log 2
def log_busy_phases_no_turns() -> tuple[dict[str, Any], list[Exp]]:
    """16 turns written the short way: no ``turn`` key on any event, only the busy phases,
    ``INSTANCE:DEFINITION`` names, notes with ``time`` and ``by``, a Bio sent with the
    optional update, a Token in place of the replacement, a Rava drawn, equipped (Milpa says
    it can go under a Rava) and returned to the bottom of the Mazo.

    P1 Ana: a1 tototl (2, r0) M1, a2 ocelotl (3, r1) M2, a3 malinalli (1, r0) M3; Rava a5 third
    from the top; Protector tata. P2 Luis: l1 men (3, r1), l2 ik (1, r0), l3 cauac (2, r1).
    T1  a1 -> l1: 4.            T2  l1 -> a1: 3; Musgo under l1.
    T3  a2 -> l1: 1.            T4  l1 rests; l2 -> a2: 5.
    T5  a3 revealed; Bio to Extinción with the update of 3.5 (a2 1 -> 0, tata 1 -> 0);
        a1 -> l1: 0; Post: l1 + Musgo to Extinción, P2 replaces M1 with l4 etznab (revealed).
    T6  l3 revealed; l4 (3, r1) -> a1: 0. Post: a1 to Extinción; malinalli's triggered Pasiva
        (not optional, so legal in the rival's turn) puts Token cachorro in M1 instead of a
        replacement (3.6).
    T7  a2 -> l4: 3; Obsidiana hidden under a2.   T8  l3 -> cachorro: 4.
    T9  a3 -> l3: 5.            T10 l4 (0 since T8) -> cachorro: 1.
    T11 Ana passes, straight from the start of her turn.
    T12 l2 -> cachorro: 0. Post: the Token leaves (never counts); P1 replaces M1 from
        [a4, a5, a6] with the Rava a5 (revealed).
    T13 a5 (3, r1) -> l4: 0. Post: l4 out, P2 replaces M1 with l8 manik (hidden).
        Milpa (can_equip_rava) under the Rava.
    T14 l8 revealed; l8 -> a5: 4.
    T15 Previa: the Rava (resting) returns to the bottom of the Mazo (once per game; Milpa
        goes back to the Zona de Equipo), P1 replaces M1 from [a7, a8, a9] with a9 cipactli
        (revealed), which attacks l8: 3.
    T16 l2 -> a9: 5.  Time is called; no ``game_end``.  No flag.
    """
    a_main = ["a1:tototl", "a2:ocelotl", "a3:malinalli"]
    a_deck = ["a4:quiauh", "a5:xiuhcoatl", "a6:tecpatl", "a7:zacatl", "a8:atl", "a9:cipactli",
              "a10:ollin", "a11:calli", "a12:coatl", "a13:acatl", "a14:tlacua",
              "a15:tecolotl", "a16:mixtli", "a17:nochtli", "a18:itzcoatl", "a19:yaotl"]
    b_main = ["l1:men", "l2:ik", "l3:cauac"]
    b_deck = ["l4:etznab", "l5:lamat", "l6:imix", "l7:ahau", "l8:manik", "l9:chuen", "l10:eb",
              "l11:ben", "l12:ix", "l13:cib", "l14:caban", "l15:kaan", "l16:muluc",
              "l17:pop", "l18:ek"]
    setup = {
        "P1": side(["tata"], a_main, a_deck, "cenote", ["ceiba", "milpa", "obsidiana"],
                   ["cachorro"]),
        "P2": side(["yum"], b_main, b_deck, "volcan", ["musgo"]),
    }
    defs = cards(POOL_A, POOL_B)
    defs["malinalli"] = dict(defs["malinalli"], text=(
        "Pasiva: Si una carta aliada va a Extinción, coloca un Token Cachorro en su lugar."))
    g = Log("standard", [("P1", "Ana"), ("P2", "Luis")], setup, defs, with_turn=False)
    g.turn("P1", time="10:02")
    g.phase("previa")
    g.ev("reveal", card="a1")
    g.ev("reveal", card="cenote")
    g.phase("batalla")
    g.ev("attack", card="a1", targets=["l1"], damage=2)
    g.ev("damage", target="l1", amount=2, kind="attack", source="a1")
    g.phase("fin")
    # T2
    g.turn("P2", time="10:04")
    g.phase("previa")
    g.ev("reveal", card="l1")
    g.ev("reveal", card="l2")
    g.phase("batalla")
    g.ev("attack", card="l1", targets=["a1"], damage=3)
    g.ev("damage", target="a1", amount=3, kind="attack", source="l1")
    g.phase("equipo")
    g.ev("equip", equipment="musgo", card="l1", hidden=False)
    g.phase("fin")
    # T3
    g.turn("P1")
    g.phase("previa")
    g.ev("reveal", card="a2")
    g.phase("batalla")
    g.ev("attack", card="a2", targets=["l1"], damage=3)
    g.ev("damage", target="l1", amount=3, kind="attack", source="a2")
    g.phase("fin")
    g.ev("note", "P2", text="Luis pregunta si a2 descansa; el juez confirma 1 descanso.",
         time="10:09", by="juez Marta")
    # T4
    g.turn("P2")
    g.phase("batalla")
    g.ev("attack", card="l2", targets=["a2"], damage=1)
    g.ev("damage", target="a2", amount=1, kind="attack", source="l2")
    g.phase("fin")
    # T5
    g.turn("P1")
    g.phase("previa")
    g.ev("reveal", card="a3")
    g.ev("bio_extinct", update_rests=True)
    g.phase("batalla")
    g.ev("attack", card="a1", targets=["l1"], damage=2)
    g.ev("damage", target="l1", amount=2, kind="attack", source="a1")
    g.phase("post")
    g.ev("extinct", "P2", card="l1", reason="vida 0")
    g.replace("P2", "M1", "l4", hidden=False)
    g.phase("fin")
    # T6
    g.turn("P2")
    g.phase("previa")
    g.ev("reveal", card="l3")
    g.phase("batalla")
    g.ev("attack", card="l4", targets=["a1"], damage=3)
    g.ev("damage", target="a1", amount=3, kind="attack", source="l4")
    g.phase("post")
    g.ev("extinct", "P1", card="a1", reason="vida 0")
    g.ev("pasiva", "P1", card="a3", optional=False,
         text="Si una carta aliada va a Extinción, coloca un Token Cachorro en su lugar.")
    g.ev("token", "P1", slot="M1", name="cachorro",
         stats={"life": 6, "damage": 0, "rest": 0}, by="a3")
    g.phase("fin")
    # T7
    g.turn("P1")
    g.phase("batalla")
    g.ev("attack", card="a2", targets=["l4"], damage=3)
    g.ev("damage", target="l4", amount=3, kind="attack", source="a2")
    g.phase("equipo")
    g.ev("equip", equipment="obsidiana", card="a2", hidden=True)
    g.phase("fin")
    # T8
    g.turn("P2")
    g.phase("batalla")
    g.ev("attack", card="l3", targets=["cachorro"], damage=2)
    g.ev("damage", target="cachorro", amount=2, kind="attack", source="l3")
    g.phase("fin")
    # T9
    g.turn("P1")
    g.phase("batalla")
    g.ev("attack", card="a3", targets=["l3"], damage=1)
    g.ev("damage", target="l3", amount=1, kind="attack", source="a3")
    g.phase("fin")
    # T10
    g.turn("P2")
    g.phase("batalla")
    g.ev("attack", card="l4", targets=["cachorro"], damage=3)
    g.ev("damage", target="cachorro", amount=3, kind="attack", source="l4")
    g.phase("fin")
    # T11
    g.turn("P1", time="10:31")
    g.ev("pass")
    # T12
    g.turn("P2")
    g.phase("batalla")
    g.ev("attack", card="l2", targets=["cachorro"], damage=1)
    g.ev("damage", target="cachorro", amount=1, kind="attack", source="l2")
    g.phase("post")
    g.ev("extinct", "P1", card="cachorro", reason="vida 0")
    g.replace("P1", "M1", "a5", hidden=False)
    g.phase("fin")
    # T13
    g.turn("P1")
    g.phase("batalla")
    g.ev("attack", card="a5", targets=["l4"], damage=3)
    g.ev("damage", target="l4", amount=3, kind="attack", source="a5")
    g.phase("post")
    g.ev("extinct", "P2", card="l4", reason="vida 0")
    g.replace("P2", "M1", "l8", hidden=True)
    g.phase("equipo")
    g.ev("equip", equipment="milpa", card="a5", hidden=False)
    g.phase("fin")
    # T14
    g.turn("P2")
    g.phase("previa")
    g.ev("reveal", card="l8")
    g.phase("batalla")
    g.ev("attack", card="l8", targets=["a5"], damage=2)
    g.ev("damage", target="a5", amount=2, kind="attack", source="l8")
    g.phase("fin")
    # T15
    g.turn("P1")
    g.phase("previa")
    g.ev("rava_return", card="a5")
    g.decks["P1"].append("a5")
    g.replace("P1", "M1", "a9", hidden=False)
    g.phase("batalla")
    g.ev("attack", card="a9", targets=["l8"], damage=3)
    g.ev("damage", target="l8", amount=3, kind="attack", source="a9")
    g.phase("fin")
    # T16
    g.turn("P2")
    g.phase("batalla")
    g.ev("attack", card="l2", targets=["a9"], damage=1)
    g.ev("damage", target="a9", amount=1, kind="attack", source="l2")
    g.phase("fin")
    g.ev("note", "P1", text="Tiempo de ronda: partida sin terminar.", time="10:50",
         by="juez Marta")
    return g.data(), []


# ------------------------------------------------------------------ log 3
def log_mirror_protector_falls() -> tuple[dict[str, Any], list[Exp]]:
    """A mirror match: both players built the same list and the scorekeeper wrote every card
    by its bare id (each reference means the acting player's card, or the rival's for an
    attack target). 14 turns, every phase logged.

    Both: itzcoatl M1 (4, r2, may damage the Protector), xiuh M2 (4, r2, same),
    tochtli M3 (1, r0); Protectors nantli (in play) and tata (substitute).
    T1  Ana's itzcoatl -> Luis's nantli: 8. Ceiba under it.
    T2  Luis's tochtli -> Ana's itzcoatl: 5.
    T3  Ana's xiuh -> nantli: 4.   (Ana's itzcoatl: 2 -> 1 at this Fin.)
    T4  Luis's xiuh -> Ana's tochtli: 2.
    T5  Ana's tochtli -> Luis's tochtli: 5. Fin: itzcoatl 1 -> 0, xiuh 2 -> 1.
    T6  Luis's tochtli -> Ana's xiuh: 5. Fin: Luis's xiuh 2 -> 1; nantli reaches 0 descansos
        (3 at the start, one less at each of Luis's Fin: T2, T4, T6).
    T7  Ana's itzcoatl (available) -> nantli: 0. Post: nantli to Extinción with the top 3
        of Luis's Mazo (derived); tata comes in with 12 life and nantli's descansos (0).
        Jadeíta under itzcoatl (1 Ixim + 1 Rot).
    T8  Luis links tata (available: 0 descansos kept) with his tochtli; tata's effect scales
        Luis's xiuh and tochtli by 1. No attack. Fin: tata 3, tochtli 1, xiuh 1 -> 0.
    T9  Ana's xiuh (available: 2 at T3, 1 at T5, 0 at T7) -> tata: 8.
    T10 Luis's xiuh (5 now) -> Ana's itzcoatl (5): 0. Post: itzcoatl with Ceiba and Jadeíta to
        Extinción; Ana replaces M1 with nochtli (revealed).
    T11 Ana's nochtli uses its Activa (no attack needed): heals her tochtli 2 (2 -> 4).
    T12 Luis reveals his itzcoatl and attacks nochtli: 2.
    T13 Ana's tochtli -> Luis's tochtli: 4.      T14 Luis passes.
    No flag.
    """
    mirror = {"protectors": ["nantli", "tata"], "main": ["itzcoatl", "xiuh", "tochtli"],
              "deck": ["ehuatl", "mixtli", "nochtli", "ocelotl", "papalotl", "quiauh",
                       "tecolotl", "tlacua", "tototl", "yaotl", "zacatl", "acatl", "calli",
                       "coatl", "cipactli", "ollin"],
              "bio": None, "equipment": ["ceiba", "jadeita"], "tokens": []}
    setup = {"P1": json.loads(json.dumps(mirror)), "P2": json.loads(json.dumps(mirror))}
    g = Log("standard", [("P1", "Ana"), ("P2", "Beto")], setup, cards(POOL_A))
    heal = "Activa: Cura 2 puntos a una carta aliada."

    def attack(card: str, target: str, dmg: int) -> None:
        g.ev("attack", card=card, targets=[target], damage=dmg)
        g.ev("damage", target=target, amount=dmg, kind="attack", source=card)

    g.turn("P1")
    g.phase("previa")
    g.ev("reveal", card="itzcoatl")
    g.phase("batalla")
    attack("itzcoatl", "nantli", 4)
    g.phase("post", "equipo")
    g.ev("equip", equipment="ceiba", card="itzcoatl", hidden=False)
    g.phase("fin")
    # T2
    g.turn("P2")
    g.phase("previa")
    g.ev("reveal", card="tochtli")
    g.phase("batalla")
    attack("tochtli", "itzcoatl", 1)
    g.phase("post", "equipo", "fin")
    # T3
    g.turn("P1")
    g.phase("previa")
    g.ev("reveal", card="xiuh")
    g.phase("batalla")
    attack("xiuh", "nantli", 4)
    g.phase("post", "equipo", "fin")
    # T4
    g.turn("P2")
    g.phase("previa")
    g.ev("reveal", card="xiuh")
    g.phase("batalla")
    attack("xiuh", "tochtli", 4)
    g.phase("post", "equipo", "fin")
    # T5
    g.turn("P1")
    g.phase("previa")
    g.ev("reveal", card="tochtli")
    g.phase("batalla")
    attack("tochtli", "tochtli", 1)
    g.phase("post", "equipo", "fin")
    # T6
    g.turn("P2")
    g.phase("previa", "batalla")
    attack("tochtli", "xiuh", 1)
    g.phase("post", "equipo", "fin")
    # T7
    g.turn("P1")
    g.phase("previa", "batalla")
    attack("itzcoatl", "nantli", 4)
    g.phase("post")
    g.ev("extinct", "P2", card="nantli", reason="0 puntos de vida")
    g.mill3("P2")
    g.phase("equipo")
    g.ev("equip", equipment="jadeita", card="itzcoatl", hidden=False)
    g.phase("fin")
    # T8
    g.turn("P2")
    g.phase("previa", "batalla")
    g.ev("link", protector="tata", card="tochtli")
    g.ev("scale", card="xiuh", amount=1)
    g.ev("scale", card="tochtli", amount=1)
    g.phase("post", "equipo", "fin")
    # T9
    g.turn("P1")
    g.phase("previa", "batalla")
    attack("xiuh", "tata", 4)
    g.phase("post", "equipo", "fin")
    # T10
    g.turn("P2")
    g.phase("previa", "batalla")
    attack("xiuh", "itzcoatl", 5)
    g.phase("post")
    g.ev("extinct", "P1", card="itzcoatl", reason="0 puntos de vida")
    g.replace("P1", "M1", "nochtli", hidden=False)
    g.phase("equipo", "fin")
    # T11
    g.turn("P1")
    g.phase("previa", "batalla")
    g.ev("activa", card="nochtli", targets=["tochtli"], text=heal)
    g.ev("heal", target="tochtli", amount=2, source="nochtli")
    g.phase("post", "equipo", "fin")
    # T12
    g.turn("P2")
    g.phase("previa")
    g.ev("reveal", card="itzcoatl")
    g.phase("batalla")
    attack("itzcoatl", "nochtli", 4)
    g.phase("post", "equipo", "fin")
    # T13
    g.turn("P1")
    g.phase("previa", "batalla")
    attack("tochtli", "tochtli", 1)
    g.phase("post", "equipo", "fin")
    # T14
    g.turn("P2")
    g.phase("previa")
    g.ev("pass")
    return g.data(), []


# ------------------------------------------------------------------ log 4
def log_extended_same_name_victory() -> tuple[dict[str, Any], list[Exp]]:
    """Extended format (8.2): 50 cards each (3 in the Zona Principal + 47 in the Mazo), up to
    3 copies of an Adendei written ``INSTANCE:DEFINITION``, 2 Rava, no Bio. Ana wins by
    sending Luis's three copies of Kaan to Extinción (8.2 c), 11 turns.

    T1  itz1 (4, r2) -> kaan1: 2; Ceiba under itz1.   T2  kaan1 (2, r0) -> itz1: 4.
    T3  oce1 (3, r1) -> kaan1: 0. Post: kaan1 out; Luis replaces M1 with kaan2 (top 3:
        kaan2, cimi-a, pop-a).
    T4  kaan2 -> oce1: 4.        T5  xiuh1 (4, r2) -> kaan2: 2; Jadeíta hidden under xiuh1.
        Fin: itz1 1 -> 0, oce1 1 -> 0.
    T6  kaan2 -> xiuh1: 4.       T7  itz1 -> kaan2: 0; Luis replaces M1 with kaan3.
    T8  kaan3 -> itz1: 2.        T9  oce1 -> kaan3: 3.
    T10 balam1 revealed, -> oce1: 1.
    T11 xiuh1 (available: 2 at T5, 1 at T7, 0 at T9) -> kaan3: 0. Post: kaan3 to Extinción:
        three cards named "Kaan, Serpiente Celeste" in Luis's Extinción, Ana wins at once.
    No flag.
    """
    a_others = [c for c in POOL_A if c not in ("itzcoatl", "xiuh", "ocelotl")]
    b_others = [c for c in POOL_B if c not in ("kaan", "balam", "chac")]
    a_deck = (["itz2:itzcoatl", "xiuh2:xiuh", "oce2:ocelotl"]
              + [f"{c}-{n}:{c}" for n in "ab" for c in a_others]
              + ["rava1:xiuhcoatl", "rava2:hurakan"])
    b_deck = (["kaan2:kaan", "cimi-a:cimi", "pop-a:pop", "kaan3:kaan", "balam2:balam",
               "chac2:chac", "hurakan"]
              + [f"{c}-{n}:{c}" for n in "ab" for c in b_others
                 if f"{c}-{n}" not in ("cimi-a", "pop-a")])
    assert len(a_deck) == 47 and len(b_deck) == 47
    setup = {
        "P1": side(["nantli"], ["itz1:itzcoatl", "xiuh1:xiuh", "oce1:ocelotl"], a_deck, None,
                   ["ceiba", "hongo", "jadeita", "pirita"]),
        "P2": side(["ahkin"], ["kaan1:kaan", "balam1:balam", "chac1:chac"], b_deck, None,
                   ["musgo", "ambar"]),
    }
    g = Log("extended", [("P1", "Ana"), ("P2", "Luis")], setup, cards(POOL_A, POOL_B))

    def attack(card: str, target: str, dmg: int) -> None:
        g.ev("attack", card=card, targets=[target], damage=dmg)
        g.ev("damage", target=target, amount=dmg, kind="attack", source=card)

    g.turn("P1")
    g.phase("previa")
    g.ev("reveal", card="itz1")
    g.phase("batalla")
    attack("itz1", "kaan1", 4)
    g.phase("post", "equipo")
    g.ev("equip", equipment="ceiba", card="itz1", hidden=False)
    g.phase("fin")
    g.turn("P2")
    g.phase("previa")
    g.ev("reveal", card="kaan1")
    g.phase("batalla")
    attack("kaan1", "itz1", 2)
    g.phase("post", "equipo", "fin")
    g.turn("P1")  # T3
    g.phase("previa")
    g.ev("reveal", card="oce1")
    g.phase("batalla")
    attack("oce1", "kaan1", 3)
    g.phase("post")
    g.ev("extinct", "P2", card="kaan1", reason="0 puntos de vida")
    g.replace("P2", "M1", "kaan2", hidden=False)
    g.phase("equipo", "fin")
    g.turn("P2")  # T4
    g.phase("previa", "batalla")
    attack("kaan2", "oce1", 2)
    g.phase("post", "equipo", "fin")
    g.turn("P1")  # T5
    g.phase("previa")
    g.ev("reveal", card="xiuh1")
    g.phase("batalla")
    attack("xiuh1", "kaan2", 4)
    g.phase("post", "equipo")
    g.ev("equip", equipment="jadeita", card="xiuh1", hidden=True)
    g.phase("fin")
    g.turn("P2")  # T6
    g.phase("previa", "batalla")
    attack("kaan2", "xiuh1", 2)
    g.phase("post", "equipo", "fin")
    g.turn("P1")  # T7
    g.phase("previa", "batalla")
    attack("itz1", "kaan2", 4)
    g.phase("post")
    g.ev("extinct", "P2", card="kaan2", reason="0 puntos de vida")
    g.replace("P2", "M1", "kaan3", hidden=False)
    g.phase("equipo", "fin")
    g.turn("P2")  # T8
    g.phase("previa", "batalla")
    attack("kaan3", "itz1", 2)
    g.phase("post", "equipo", "fin")
    g.turn("P1")  # T9
    g.phase("previa", "batalla")
    attack("oce1", "kaan3", 3)
    g.phase("post", "equipo", "fin")
    g.turn("P2")  # T10
    g.phase("previa")
    g.ev("reveal", card="balam1")
    g.phase("batalla")
    attack("balam1", "oce1", 3)
    g.phase("post", "equipo", "fin")
    g.turn("P1")  # T11
    g.phase("previa", "batalla")
    attack("xiuh1", "kaan3", 4)
    g.phase("post")
    g.ev("extinct", "P2", card="kaan3", reason="0 puntos de vida")
    g.ev("game_end", winner="P1",
         reason="3 cartas con el mismo nombre en Extinción (Kaan, Serpiente Celeste)")
    return g.data(), []


# ------------------------------------------------------------------ multiplayer tables
def prefixed(prefix: str, ids: list[str]) -> list[str]:
    return [f"{prefix}{c}:{c}" for c in ids]


def multi_setup(players: int, p1_main: list[str]) -> dict[str, Any]:
    """P1 and P3 play Ana's collection (P3's copies named ``e-…``), P2 and P4 Luis's (P4's
    ``f-…``); each deck is the rest of the collection (19 Adendei in all)."""
    a_rest = [c for c in POOL_A if c not in p1_main][:16]
    p3_main = ["acatl", "tecpatl", "cipactli"]
    p3_rest = [c for c in POOL_A if c not in p3_main][:16]
    b_main = ["kaan", "balam", "men"]
    b_rest = [c for c in POOL_B if c not in b_main][:16]
    out: dict[str, Any] = {
        "P1": side(["nantli"], list(p1_main), a_rest, None, ["ceiba", "jadeita"]),
        "P2": side(["ahkin"], list(b_main), b_rest, "volcan", ["musgo"]),
        "P3": side(["e-tata:tata"], prefixed("e-", p3_main), prefixed("e-", p3_rest), None,
                   ["e-hongo:hongo"]),
    }
    if players == 4:
        out["P4"] = side(["f-yum:yum"], prefixed("f-", b_main), prefixed("f-", b_rest), None,
                         ["f-ambar:ambar"])
    return out


NAMES4 = [("P1", "Ana"), ("P2", "Luis"), ("P3", "Eva"), ("P4", "Raúl")]


def _attack(g: Log, card: str, target: str, dmg: int, reveal: bool = False) -> None:
    g.phase("previa")
    if reveal:
        g.ev("reveal", card=card)
    g.phase("batalla")
    g.ev("attack", card=card, targets=[target], damage=dmg)
    g.ev("damage", target=target, amount=dmg, kind="attack", source=card)
    g.phase("post")


# ------------------------------------------------------------------ log 5
def log_jungla_three_players() -> tuple[dict[str, Any], list[Exp]]:
    """Jungla, 3 players, 12 turns (4 rounds), every turn names its ``rival``.

    P1: tototl (2, r0), ocelotl (3, r1), quiauh (2, r0); P2: kaan, balam (3, r1),
    men (3, r1); P3: e-acatl (2, r1), e-tecpatl (3, r1), e-cipactli (3, r1).
    T1 P1 vs P2: tototl -> kaan 4.        T2 P2 vs P3: balam -> e-acatl 3.
    T3 P3 vs P1: e-tecpatl -> tototl 3.   T4 P1 vs P3: tototl -> e-acatl 1.
    T5 P2 vs P1: balam rests (its own turn after attacking); men -> tototl 0. Post: P1
       (the turn's rival) sends tototl out and replaces M1 with cuauh (3, r2).
    T6 P3 vs P2: e-cipactli -> kaan 1.    T7 P1 vs P2: cuauh -> kaan 0; P2 replaces.
    T8 P2 vs P1: balam -> P1's hidden ocelotl; P1 reveals it in answer (a battle
       response, legal for any card): ocelotl 3.
    T9 P3 vs P1: e-tecpatl (rested at T6's Fin: 1 -> 0) -> ocelotl 0; P1 replaces M2
       with itzcoatl.
    T10 P1 vs P3: quiauh revealed -> e-acatl 0; P3 replaces M1 with e-cuauh.
    T11 P2 vs P3: passes.                 T12 P3 vs P2: e-cuauh -> balam 3.
    Nobody reaches 6 cards in Extinción. No flag.
    """
    setup = multi_setup(3, ["tototl", "ocelotl", "quiauh"])
    g = Log("jungla", NAMES4[:3], setup, cards(POOL_A, POOL_B))
    g.turn("P1", rival="P2")
    _attack(g, "tototl", "kaan", 2, reveal=True)
    g.phase("equipo", "fin")
    g.turn("P2", rival="P3")
    _attack(g, "balam", "e-acatl", 3, reveal=True)
    g.phase("equipo", "fin")
    g.turn("P3", rival="P1")
    _attack(g, "e-tecpatl", "tototl", 3, reveal=True)
    g.phase("equipo", "fin")
    g.turn("P1", rival="P3")  # T4
    _attack(g, "tototl", "e-acatl", 2)
    g.phase("equipo", "fin")
    g.turn("P2", rival="P1")  # T5
    _attack(g, "men", "tototl", 3, reveal=True)
    g.ev("extinct", "P1", card="tototl", reason="0 puntos de vida")
    g.replace("P1", "M1", "cuauh", hidden=False)
    g.phase("equipo", "fin")
    g.turn("P3", rival="P2")  # T6
    _attack(g, "e-cipactli", "kaan", 3, reveal=True)
    g.phase("equipo", "fin")
    g.turn("P1", rival="P2")  # T7
    _attack(g, "cuauh", "kaan", 3)
    g.ev("extinct", "P2", card="kaan", reason="0 puntos de vida")
    g.replace("P2", "M1", "kinich", hidden=True)
    g.phase("equipo", "fin")
    g.turn("P2", rival="P1")  # T8
    g.phase("previa", "batalla")
    g.ev("attack", card="balam", targets=["ocelotl"], damage=3)
    g.ev("reveal", "P1", card="ocelotl")
    g.ev("damage", target="ocelotl", amount=3, kind="attack", source="balam")
    g.phase("post", "equipo", "fin")
    g.turn("P3", rival="P1")  # T9
    _attack(g, "e-tecpatl", "ocelotl", 3)
    g.ev("extinct", "P1", card="ocelotl", reason="0 puntos de vida")
    g.replace("P1", "M2", "itzcoatl", hidden=False)
    g.phase("equipo", "fin")
    g.turn("P1", rival="P3")  # T10
    _attack(g, "quiauh", "e-acatl", 2, reveal=True)
    g.ev("extinct", "P3", card="e-acatl", reason="0 puntos de vida")
    g.replace("P3", "M1", "e-cuauh", hidden=False)
    g.phase("equipo", "fin")
    g.turn("P2", rival="P3")  # T11
    g.phase("previa")
    g.ev("pass")
    g.turn("P3", rival="P2")  # T12
    _attack(g, "e-cuauh", "balam", 3)
    g.phase("equipo", "fin")
    return g.data(), []


# ------------------------------------------------------------------ log 6
def log_cazador_three_players() -> tuple[dict[str, Any], list[Exp]]:
    """Cazador, 3 players, ``target_count`` 3: Ana sends 2 of Luis's cards and 1 of Eva's
    to Extinción and wins at T10. Eva sent one of Ana's (T6): her own count is 1, even though
    Luis's and Ana's Extinción hold 3 between them (8.1: "el primer jugador que envíe a
    Extinción el número de cartas rivales acordado" counts what each player sent).

    P1: itzcoatl (4, r2), xiuh (4, r2), tochtli (1, r0).
    T1 P1 vs P2: itzcoatl -> kaan 2.      T2 P2 vs P3: balam -> e-acatl 3.
    T3 P3 vs P2: e-tecpatl -> balam 3.    T4 P1 vs P2: xiuh -> kaan 0 (Ana: 1).
    T5 P2 vs P1: men -> hidden tochtli 3.
    T6 P3 vs P1: e-cipactli -> tochtli 0 (Eva: 1); Ana replaces M3 with cuauh (revealed).
    T7 P1 vs P3: cuauh -> e-acatl 0 (Ana: 2). Fin: itzcoatl 1 -> 0.
    T8 P2 vs P3: balam (available again) -> e-tecpatl 3.
    T9 P3 vs P2: e-tecpatl (0 since T6's Fin) -> the new M1 of P2: 3.
    T10 P1 vs P2: itzcoatl -> balam (3) 0: Ana's third card, she wins.
    No flag.
    """
    setup = multi_setup(3, ["itzcoatl", "xiuh", "tochtli"])
    setup["target_count"] = 3
    g = Log("cazador", NAMES4[:3], setup, cards(POOL_A, POOL_B))
    g.turn("P1", rival="P2")
    _attack(g, "itzcoatl", "kaan", 4, reveal=True)
    g.phase("equipo", "fin")
    g.turn("P2", rival="P3")
    _attack(g, "balam", "e-acatl", 3, reveal=True)
    g.phase("equipo", "fin")
    g.turn("P3", rival="P2")
    _attack(g, "e-tecpatl", "balam", 3, reveal=True)
    g.phase("equipo", "fin")
    g.turn("P1", rival="P2")  # T4
    _attack(g, "xiuh", "kaan", 4, reveal=True)
    g.ev("extinct", "P2", card="kaan", reason="0 puntos de vida")
    g.replace("P2", "M1", "ixchel", hidden=False)
    g.phase("equipo", "fin")
    g.turn("P2", rival="P1")  # T5
    _attack(g, "men", "tochtli", 3, reveal=True)
    g.phase("equipo", "fin")
    g.turn("P3", rival="P1")  # T6
    _attack(g, "e-cipactli", "tochtli", 3, reveal=True)
    g.ev("extinct", "P1", card="tochtli", reason="0 puntos de vida")
    top = g.decks["P1"][:3]
    assert "cuauh" in top, top
    g.replace("P1", "M3", "cuauh", hidden=False)
    g.phase("equipo", "fin")
    g.turn("P1", rival="P3")  # T7
    _attack(g, "cuauh", "e-acatl", 3)
    g.ev("extinct", "P3", card="e-acatl", reason="0 puntos de vida")
    g.replace("P3", "M1", g.decks["P3"][0], hidden=True)
    g.phase("equipo", "fin")
    g.turn("P2", rival="P3")  # T8
    _attack(g, "balam", "e-tecpatl", 3)
    g.phase("equipo", "fin")
    g.turn("P3", rival="P2")  # T9
    _attack(g, "e-tecpatl", "ixchel", 3)
    g.phase("equipo", "fin")
    g.turn("P1", rival="P2")  # T10
    _attack(g, "itzcoatl", "balam", 4)
    g.ev("extinct", "P2", card="balam", reason="0 puntos de vida")
    g.ev("game_end", winner="P1", reason="Cazador: 3 cartas rivales enviadas a Extinción")
    return g.data(), []


# ------------------------------------------------------------------ log 7
def log_manada_four_players() -> tuple[dict[str, Any], list[Exp]]:
    """Manada, 4 players in two packs (P1+P3 against P2+P4) sharing their Extinción,
    ``target_count`` 3; 11 turns. Turn order P1, P2, P3, P4.

    T1 P1 vs P2: itzcoatl -> kaan 2.        T2 P2 vs P1: balam -> tochtli 3.
    T3 P3 vs P2: e-tecpatl -> kaan 0 (pack P2+P4: 1).
    T4 P4 vs P3: f-balam -> e-acatl 3.      T5 P1 vs P4: xiuh -> f-kaan 2.
    T6 P2 vs P3: balam rests; men -> e-acatl 0 (pack P1+P3: 1).
    T7 P3 vs P4: e-cipactli -> f-kaan 0 (P2+P4: 2).
    T8 P4 vs P1: f-men -> tochtli 0 (P1+P3: 2); Ana replaces M3 with cuauh.
    T9 P1 vs P4: itzcoatl and xiuh rest (4 players: a descanso lasts a whole round);
       cuauh -> f-men 3.
    T10 P2 vs P1: passes.
    T11 P3 vs P4: e-tecpatl (1 at T3's Fin, 0 at T7's) -> f-men 0: the pack P2+P4 has 3 cards
        in its shared Extinción; Eva (and Ana) win.
    No flag.
    """
    setup = multi_setup(4, ["itzcoatl", "xiuh", "tochtli"])
    setup["teams"] = [["P1", "P3"], ["P2", "P4"]]
    setup["target_count"] = 3
    g = Log("manada", NAMES4, setup, cards(POOL_A, POOL_B))

    def out(player: str, card: str, slot: str, chosen: str | None = None,
            hidden: bool = True) -> None:
        g.ev("extinct", player, card=card, reason="0 puntos de vida")
        g.replace(player, slot, chosen or g.decks[player][0], hidden=hidden)

    g.turn("P1", rival="P2")
    _attack(g, "itzcoatl", "kaan", 4, reveal=True)
    g.phase("equipo", "fin")
    g.turn("P2", rival="P1")
    _attack(g, "balam", "tochtli", 3, reveal=True)
    g.phase("equipo", "fin")
    g.turn("P3", rival="P2")
    _attack(g, "e-tecpatl", "kaan", 3, reveal=True)
    out("P2", "kaan", "M1", "chac", hidden=False)
    g.phase("equipo", "fin")
    g.turn("P4", rival="P3")
    _attack(g, "f-balam", "e-acatl", 3, reveal=True)
    g.phase("equipo", "fin")
    g.turn("P1", rival="P4")  # T5
    _attack(g, "xiuh", "f-kaan", 4, reveal=True)
    g.phase("equipo", "fin")
    g.turn("P2", rival="P3")  # T6
    _attack(g, "men", "e-acatl", 3, reveal=True)
    out("P3", "e-acatl", "M1")
    g.phase("equipo", "fin")
    g.turn("P3", rival="P4")  # T7
    _attack(g, "e-cipactli", "f-kaan", 3, reveal=True)
    out("P4", "f-kaan", "M1")
    g.phase("equipo", "fin")
    g.turn("P4", rival="P1")  # T8
    _attack(g, "f-men", "tochtli", 3, reveal=True)
    out("P1", "tochtli", "M3", "cuauh", hidden=False)
    g.phase("equipo", "fin")
    g.turn("P1", rival="P4")  # T9
    _attack(g, "cuauh", "f-men", 3)
    g.phase("equipo", "fin")
    g.turn("P2", rival="P1")  # T10
    g.phase("previa")
    g.ev("pass")
    g.turn("P3", rival="P4")  # T11
    _attack(g, "e-tecpatl", "f-men", 3)
    g.ev("extinct", "P4", card="f-men", reason="0 puntos de vida")
    g.ev("game_end", winner="P3", reason="Manada: 3 cartas del equipo rival en Extinción")
    return g.data(), []


# ------------------------------------------------------------------ log 8
def log_marks_negate_swap() -> tuple[dict[str, Any], list[Exp]]:
    """Effects without attacks: Envenenar, descansos given by an effect, a Rot's
    Activa-Rápida that negates an attack, a heal that ends a poisoning (logged heal + unmark,
    6.1: curar removes marks), a swap by an Activa, a card shown from the Mazo, a Rava drawn.
    12 turns, every phase logged.

    P1: tecolotl (2, r1, Activa: envenena) M1, mixtli (1, r1, Activa: 1 descanso a un
    Adendei rival) M2, papalotl (1, r0, Activa: cambia esta carta con otra aliada) M3.
    P2: uayeb (2, r2) M1, ek (1, r1) M2, ixchel (1, r1, Activa: cura 2 a una aliada) M3.
    T1  tecolotl's Activa (no attack) poisons uayeb; Ceiba under tecolotl (it used its Activa).
    T2  uayeb -> tecolotl: 4; Ámbar (Rot) under uayeb. Fin: poison, uayeb 5.
    T3  mixtli's Activa gives ixchel 1 descanso (by effect, in Ana's turn).
    T4  ixchel rests (1 -> 0 at this Fin); ek -> tecolotl: 3. Fin: poison, uayeb 4.
    T5  tecolotl (available) attacks uayeb; Luis answers with Ámbar's Activa-Rápida and
        negates the attack: no damage, tecolotl still rests (glossary: Negar un ataque).
    T6  ixchel's Activa heals uayeb 2 (4 -> 6) and the heal removes the poison.
    T7  papalotl revealed, its Activa swaps it with mixtli (M3 <-> M2).
    T8  uayeb (0 descansos since T6) -> tecolotl: 1.
    T9  Ana shows the top card of her Mazo (nochtli); tecolotl's Activa poisons ek.
    T10 ek (1, r1) -> tecolotl: 0. Post: tecolotl + Ceiba out; Ana replaces M1 with the Rava
        xiuhcoatl (revealed). Fin: poison, ek 5.
    T11 xiuhcoatl (3, r1) -> ek: 2.       T12 Luis passes; Fin: poison, ek 1.
    No flag.
    """
    a_deck = ["nochtli", "xiuhcoatl", "ocelotl", "ehuatl", "itzcoatl", "quiauh", "tlacua",
              "tototl", "xiuh", "yaotl", "zacatl", "acatl", "calli", "coatl", "cipactli",
              "ollin", "atl"]
    b_deck = [c for c in B_DECK if c not in ("uayeb", "ek", "ixchel")] + ["etznab", "cauac",
                                                                          "ahau"]
    setup = {
        "P1": side(["nantli"], ["tecolotl", "mixtli", "papalotl"], a_deck, "cenote",
                   ["ceiba"]),
        "P2": side(["ahkin"], ["uayeb", "ek", "ixchel"], b_deck, None, ["ambar", "musgo"]),
    }
    g = Log("standard", [("P1", "Ana"), ("P2", "Luis")], setup, cards(POOL_A, POOL_B))
    poison = "Activa: Envenena a un Adendei rival."
    g.turn("P1")
    g.phase("previa")
    g.ev("reveal", card="tecolotl")
    g.phase("batalla")
    g.ev("activa", card="tecolotl", targets=["uayeb"], text=poison)
    g.ev("mark", target="uayeb", mark="envenenar")
    g.phase("post", "equipo")
    g.ev("equip", equipment="ceiba", card="tecolotl", hidden=False)
    g.phase("fin")
    g.turn("P2")  # T2
    g.phase("previa")
    g.ev("reveal", card="uayeb")
    g.ev("reveal", card="ixchel")
    g.phase("batalla")
    g.ev("attack", card="uayeb", targets=["tecolotl"], damage=2)
    g.ev("damage", target="tecolotl", amount=2, kind="attack", source="uayeb")
    g.phase("post", "equipo")
    g.ev("equip", equipment="ambar", card="uayeb", hidden=False)
    g.phase("fin")
    g.turn("P1")  # T3
    g.phase("previa")
    g.ev("reveal", card="mixtli")
    g.phase("batalla")
    g.ev("activa", card="mixtli", targets=["ixchel"], text="Da 1 descanso a un Adendei rival.")
    g.ev("rest", card="ixchel", amount=1, by="mixtli")
    g.phase("post", "equipo", "fin")
    g.turn("P2")  # T4
    g.phase("previa")
    g.ev("reveal", card="ek")
    g.phase("batalla")
    g.ev("attack", card="ek", targets=["tecolotl"], damage=1)
    g.ev("damage", target="tecolotl", amount=1, kind="attack", source="ek")
    g.phase("post", "equipo", "fin")
    g.turn("P1")  # T5
    g.phase("previa", "batalla")
    g.ev("attack", card="tecolotl", targets=["uayeb"], damage=2)
    g.ev("activa_rapida", "P2", card="ambar", targets=["uayeb"],
         text="Si una carta aliada es atacada, niega el ataque.")
    g.ev("negate", "P2", target="tecolotl", what="attack")
    g.phase("post", "equipo", "fin")
    g.turn("P2")  # T6
    g.phase("previa", "batalla")
    g.ev("activa", card="ixchel", targets=["uayeb"], text="Cura 2 puntos a una carta aliada.")
    g.ev("heal", target="uayeb", amount=2, source="ixchel")
    g.ev("unmark", target="uayeb", mark="envenenar", note="curar elimina la marca (6.1)")
    g.phase("post", "equipo", "fin")
    g.turn("P1")  # T7
    g.phase("previa")
    g.ev("reveal", card="papalotl")
    g.phase("batalla")
    g.ev("activa", card="papalotl", targets=["mixtli"],
         text="Cambia esta carta con otra carta aliada.")
    g.ev("swap", card="papalotl", target="mixtli")
    g.phase("post", "equipo", "fin")
    g.turn("P2")  # T8
    g.phase("previa", "batalla")
    g.ev("attack", card="uayeb", targets=["tecolotl"], damage=2)
    g.ev("damage", target="tecolotl", amount=2, kind="attack", source="uayeb")
    g.phase("post", "equipo", "fin")
    g.turn("P1")  # T9
    g.phase("previa")
    g.ev("show", card="nochtli", note="efecto de Cenote: muestra el tope del Mazo")
    g.phase("batalla")
    g.ev("activa", card="tecolotl", targets=["ek"], text=poison)
    g.ev("mark", target="ek", mark="envenenar")
    g.phase("post", "equipo", "fin")
    g.turn("P2")  # T10
    g.phase("previa", "batalla")
    g.ev("attack", card="ek", targets=["tecolotl"], damage=1)
    g.ev("damage", target="tecolotl", amount=1, kind="attack", source="ek")
    g.phase("post")
    g.ev("extinct", "P1", card="tecolotl", reason="0 puntos de vida")
    g.replace("P1", "M1", "xiuhcoatl", hidden=False)
    g.phase("equipo", "fin")
    g.turn("P1")  # T11
    g.phase("previa", "batalla")
    g.ev("attack", card="xiuhcoatl", targets=["ek"], damage=3)
    g.ev("damage", target="ek", amount=3, kind="attack", source="xiuhcoatl")
    g.phase("post", "equipo", "fin")
    g.turn("P2")  # T12
    g.phase("previa")
    g.ev("pass")
    return g.data(), []


# ------------------------------------------------------------------ log 9 (violations)
def log_violations_rest_two_cards_equip() -> tuple[dict[str, Any], list[Exp]]:
    """A 12-turn game with three infractions in the middle, every phase logged.

    P1: ocelotl (3, r1) M1, cuauh (3, r2) M2, quiauh (2, r0) M3.
    P2: balam (3, r1) M1, chac (2, r1, Activa with a cost) M2, kaan (2, r0) M3.
    T1 ocelotl -> balam 3.   T2 kaan -> ocelotl 4.
    T3 cuauh -> balam 0; P2 replaces M1 with men (revealed). Fin: cuauh 2, ocelotl 1 -> 0.
    T4 chac's Activa (cost 1 -> 5) -> ocelotl 2.
    T5 **cuauh attacks while resting** (2 descansos from T3's Fin): 5.1, error; the
       declaration does not resolve and cuauh rests again (6.7-P1). Nothing else this turn.
    T6 kaan -> ocelotl 0; P1 replaces M1 with tototl (2, r0, revealed).
    T7 tototl -> kaan 4.
    T8 men -> tototl 3, then **chac's Activa as well**: a second card declaring in one
       Batalla (§5 Batalla: "sólo se podrá atacar y/o usar la Activa de 1 carta por
       turno"): error at the Activa, 6.7-P1; no resolution logged.
    T9 quiauh revealed -> men 4; in Equipo **Ceiba goes under tototl**, which did not attack
       this turn (3.4 Equipar, 5 Fase de Equipo): error at the equip.
    T10 kaan -> quiauh 4.    T11 tototl -> men 2.
    T12 men (0 since T10's Fin) -> tototl 0; P1 replaces M1.
    """
    a_deck = ["tototl", "ehuatl", "mixtli", "nochtli", "papalotl", "tecolotl", "tlacua",
              "xiuh", "yaotl", "zacatl", "acatl", "calli", "coatl", "cipactli", "ollin", "atl"]
    b_deck = ["men", "kinich", "ixchel", "muluc", "pop", "uayeb", "ek", "cimi", "manik",
              "lamat", "chuen", "eb", "ben", "ix", "cib", "caban"]
    setup = {
        "P1": side(["nantli"], ["ocelotl", "cuauh", "quiauh"], a_deck, None, ["ceiba"]),
        "P2": side(["ahkin"], ["balam", "chac", "kaan"], b_deck, "volcan", ["musgo"]),
    }
    g = Log("standard", [("P1", "Ana"), ("P2", "Luis")], setup, cards(POOL_A, POOL_B))
    exp: list[Exp] = []

    def attack(card: str, target: str, dmg: int) -> int:
        seq = g.ev("attack", card=card, targets=[target], damage=dmg)
        g.ev("damage", target=target, amount=dmg, kind="attack", source=card)
        return seq

    g.turn("P1")
    g.phase("previa")
    g.ev("reveal", card="ocelotl")
    g.phase("batalla")
    attack("ocelotl", "balam", 3)
    g.phase("post", "equipo", "fin")
    g.turn("P2")  # T2
    g.phase("previa")
    g.ev("reveal", card="balam")
    g.ev("reveal", card="kaan")
    g.phase("batalla")
    attack("kaan", "ocelotl", 2)
    g.phase("post", "equipo", "fin")
    g.turn("P1")  # T3
    g.phase("previa")
    g.ev("reveal", card="cuauh")
    g.phase("batalla")
    attack("cuauh", "balam", 3)
    g.phase("post")
    g.ev("extinct", "P2", card="balam", reason="0 puntos de vida")
    g.replace("P2", "M1", "men", hidden=False)
    g.phase("equipo", "fin")
    g.turn("P2")  # T4
    g.phase("previa")
    g.ev("reveal", card="chac")
    g.phase("batalla")
    g.ev("activa", card="chac", targets=["ocelotl"], text="Daña 2 puntos a un Adendei rival.")
    g.ev("cost", card="chac", kind="damage", targets=["chac"], amount=1)
    g.ev("damage", target="ocelotl", amount=2, kind="effect", source="chac")
    g.phase("post", "equipo", "fin")
    g.turn("P1")  # T5
    g.phase("previa", "batalla")
    seq = g.ev("attack", card="cuauh", targets=["kaan"], damage=3)
    exp.append((seq, "P1", "5.1", "error", P1_PEN))
    g.ev("note", text="El juez detiene el ataque: cuauh está en descanso.", by="juez Marta",
         time="16:20")
    g.phase("post", "equipo", "fin")
    g.turn("P2")  # T6
    g.phase("previa", "batalla")
    attack("kaan", "ocelotl", 2)
    g.phase("post")
    g.ev("extinct", "P1", card="ocelotl", reason="0 puntos de vida")
    g.replace("P1", "M1", "tototl", hidden=False)
    g.phase("equipo", "fin")
    g.turn("P1")  # T7
    g.phase("previa", "batalla")
    attack("tototl", "kaan", 2)
    g.phase("post", "equipo", "fin")
    g.turn("P2")  # T8
    g.phase("previa", "batalla")
    attack("men", "tototl", 3)
    seq = g.ev("activa", card="chac", targets=["quiauh"], text="Daña 2 puntos a un Adendei rival.")
    exp.append((seq, "P2", "5", "error", P1_PEN))
    g.phase("post", "equipo", "fin")
    g.turn("P1")  # T9
    g.phase("previa")
    g.ev("reveal", card="quiauh")
    g.phase("batalla")
    attack("quiauh", "men", 2)
    g.phase("post", "equipo")
    seq = g.ev("equip", equipment="ceiba", card="tototl", hidden=False)
    exp.append((seq, "P1", "3.4", "error", None))
    g.phase("fin")
    g.turn("P2")  # T10
    g.phase("previa", "batalla")
    attack("kaan", "quiauh", 2)
    g.phase("post", "equipo", "fin")
    g.turn("P1")  # T11
    g.phase("previa", "batalla")
    attack("tototl", "men", 2)
    g.phase("post", "equipo", "fin")
    g.turn("P2")  # T12
    g.phase("previa", "batalla")
    attack("men", "tototl", 3)
    g.phase("post")
    g.ev("extinct", "P1", card="tototl", reason="0 puntos de vida")
    g.replace("P1", "M1", g.decks["P1"][0], hidden=True)
    g.phase("equipo", "fin")
    return g.data(), exp


# ------------------------------------------------------------------ log 10 (violations)
def log_violations_pasiva_heal_link() -> tuple[dict[str, Any], list[Exp]]:
    """A 12-turn game with three infractions in the middle, only the busy phases logged.

    P1: cuauh (3, r2, optional Pasiva: escala 1 a un aliado) M1, tochtli (1, r0) M2,
    ozomatli (2, r1, Activa: quema si ataca) M3. P2: kaan (2, r0), balam (3, r1),
    ixchel (1, r1, Activa: cura 2 a una aliada).
    T1  Previa: cuauh's optional Pasiva scales tochtli (2); tochtli -> kaan 4.
    T2  kaan -> tochtli 4.
    T3  **cuauh's Pasiva declared in Batalla** (5.2: Pasivas are declared in every phase
        but Batalla): error, 6.7-P1, not resolved; tochtli -> kaan 2 (legal).
    T4  balam revealed; ixchel's Activa on balam, whose heal finds it at full life
        (**6.2: no se puede curar a una carta con su vida máxima**): error at the heal.
    T5  ozomatli -> balam 4 and burns it.
    T6  balam attacks (Quemar: 3) -> ozomatli 3.
    T7  nantli (4th turn of Ana) linked with tochtli, heals ozomatli 3 (-> 6); then
        **cuauh attacks in the turn of the Vínculo** (3.2 IMPORTANTE): error, 6.7-P1.
    T8  kaan -> tochtli 2.      T9  ozomatli -> ixchel 4 and burns it.
    T10 kaan -> ozomatli 4.     T11 tochtli (1 after the Vínculo, 0 at T9's Fin) -> kaan 0.
    T12 Luis passes.
    """
    a_deck = [c for c in A_DECK if c not in ("cuauh", "tochtli", "ozomatli")]
    b_deck = [c for c in B_DECK if c not in ("kaan", "balam", "ixchel")] + ["etznab"]
    setup = {
        "P1": side(["nantli"], ["cuauh", "tochtli", "ozomatli"], a_deck, None, []),
        "P2": side(["ahkin"], ["kaan", "balam", "ixchel"], b_deck, None, []),
    }
    g = Log("standard", [("P1", "Ana"), ("P2", "Luis")], setup, cards(POOL_A, POOL_B))
    exp: list[Exp] = []
    scale = "Escala 1 punto a un Adendei aliado."
    burn = "Si esta carta ataca, quema a la carta atacada."

    def attack(card: str, target: str, dmg: int) -> int:
        seq = g.ev("attack", card=card, targets=[target], damage=dmg)
        g.ev("damage", target=target, amount=dmg, kind="attack", source=card)
        return seq

    g.turn("P1")
    g.phase("previa")
    g.ev("reveal", card="cuauh")
    g.ev("reveal", card="tochtli")
    g.ev("pasiva", card="cuauh", text=scale, optional=True)
    g.ev("scale", card="tochtli", amount=1)
    g.phase("batalla")
    attack("tochtli", "kaan", 2)
    g.turn("P2")  # T2
    g.phase("previa")
    g.ev("reveal", card="kaan")
    g.phase("batalla")
    attack("kaan", "tochtli", 2)
    g.turn("P1")  # T3
    g.phase("batalla")
    seq = g.ev("pasiva", card="cuauh", text=scale, optional=True)
    exp.append((seq, "P1", "5.2", "error", P1_PEN))
    attack("tochtli", "kaan", 2)
    g.turn("P2")  # T4
    g.phase("previa")
    g.ev("reveal", card="balam")
    g.ev("reveal", card="ixchel")
    g.phase("batalla")
    g.ev("activa", card="ixchel", targets=["balam"], text="Cura 2 puntos a una carta aliada.")
    seq = g.ev("heal", target="balam", amount=2, source="ixchel")
    # Flagged at the resolution (match-log.md), where no declaration is being ignored: no
    # 6.7-P1 penalty (same for the second mark and the hidden Token of log 12).
    exp.append((seq, "P2", "6.2", "error", None))
    g.turn("P1")  # T5
    g.phase("previa")
    g.ev("reveal", card="ozomatli")
    g.phase("batalla")
    g.ev("attack", card="ozomatli", targets=["balam"], damage=2)
    g.ev("activa", card="ozomatli", targets=["balam"], text=burn)
    g.ev("damage", target="balam", amount=2, kind="attack", source="ozomatli")
    g.ev("mark", target="balam", mark="quemar")
    g.turn("P2")  # T6
    g.phase("batalla")
    attack("balam", "ozomatli", 3)
    g.turn("P1")  # T7
    g.phase("batalla")
    g.ev("link", protector="nantli", card="tochtli")
    g.ev("heal", target="ozomatli", amount=3, source="nantli")
    seq = g.ev("attack", card="cuauh", targets=["kaan"], damage=3)
    exp.append((seq, "P1", "3.2", "error", P1_PEN))
    g.turn("P2")  # T8
    g.phase("batalla")
    attack("kaan", "tochtli", 2)
    g.turn("P1")  # T9
    g.phase("batalla")
    g.ev("attack", card="ozomatli", targets=["ixchel"], damage=2)
    g.ev("activa", card="ozomatli", targets=["ixchel"], text=burn)
    g.ev("damage", target="ixchel", amount=2, kind="attack", source="ozomatli")
    g.ev("mark", target="ixchel", mark="quemar")
    g.turn("P2")  # T10
    g.phase("batalla")
    attack("kaan", "ozomatli", 2)
    g.turn("P1")  # T11
    g.phase("batalla")
    attack("tochtli", "kaan", 2)
    g.phase("post")
    g.ev("extinct", "P2", card="kaan", reason="0 puntos de vida")
    g.replace("P2", "M1", g.decks["P2"][0], hidden=True)
    g.turn("P2")  # T12
    g.ev("pass")
    return g.data(), exp


# ------------------------------------------------------------------ log 11 (violations)
def log_violations_jungla() -> tuple[dict[str, Any], list[Exp]]:
    """Jungla, 3 players, 9 turns, two infractions in the middle.

    T1 P1 vs P2: tototl -> kaan 4.        T2 P2 vs P3: balam -> e-acatl 3.
    T3 P3 vs P1: e-tecpatl -> tototl 3.
    T4 P1 vs P3: **tototl attacks kaan, a card of P2**, not of the rival Ana chose for this
       turn (8.1 rule 2): error at the attack, 6.7-P1; no resolution.
    T5 P2 vs P1: men's optional Pasiva (escala 1 a esta carta) in Previa: men 4; **the same
       optional Pasiva a second time** (6.6.2 Pasivas Opcionales: una vez por turno): error;
       men -> tototl 0; Ana replaces M1 with cuauh (revealed).
    T6 P3 vs P2: e-cipactli -> kaan 1.    T7 P1 vs P2: cuauh -> kaan 0; P2 replaces.
    T8 P2 vs P3: balam -> e-tecpatl 3.    T9 P3 vs P1: e-tecpatl -> cuauh 3.
    """
    setup = multi_setup(3, ["tototl", "ocelotl", "quiauh"])
    defs = cards(POOL_A, POOL_B)
    defs["men"] = dict(defs["men"], text="Escala 1 punto a esta carta.")
    g = Log("jungla", NAMES4[:3], setup, defs)
    exp: list[Exp] = []
    g.turn("P1", rival="P2")
    _attack(g, "tototl", "kaan", 2, reveal=True)
    g.phase("equipo", "fin")
    g.turn("P2", rival="P3")
    _attack(g, "balam", "e-acatl", 3, reveal=True)
    g.phase("equipo", "fin")
    g.turn("P3", rival="P1")
    _attack(g, "e-tecpatl", "tototl", 3, reveal=True)
    g.phase("equipo", "fin")
    g.turn("P1", rival="P3")  # T4
    g.phase("previa", "batalla")
    seq = g.ev("attack", card="tototl", targets=["kaan"], damage=2)
    exp.append((seq, "P1", "8.1", "error", P1_PEN))
    g.phase("post", "equipo", "fin")
    g.turn("P2", rival="P1")  # T5
    g.phase("previa")
    g.ev("reveal", card="men")
    g.ev("pasiva", card="men", text="Escala 1 punto a esta carta.", optional=True)
    g.ev("scale", card="men", amount=1)
    seq = g.ev("pasiva", card="men", text="Escala 1 punto a esta carta.", optional=True)
    exp.append((seq, "P2", "6.6.2", "error", P1_PEN))
    g.phase("batalla")
    g.ev("attack", card="men", targets=["tototl"], damage=4)
    g.ev("damage", target="tototl", amount=4, kind="attack", source="men")
    g.phase("post")
    g.ev("extinct", "P1", card="tototl", reason="0 puntos de vida")
    g.replace("P1", "M1", "cuauh", hidden=False)
    g.phase("equipo", "fin")
    g.turn("P3", rival="P2")  # T6
    _attack(g, "e-cipactli", "kaan", 3, reveal=True)
    g.phase("equipo", "fin")
    g.turn("P1", rival="P2")  # T7
    _attack(g, "cuauh", "kaan", 3)
    g.ev("extinct", "P2", card="kaan", reason="0 puntos de vida")
    g.replace("P2", "M1", g.decks["P2"][0], hidden=True)
    g.phase("equipo", "fin")
    g.turn("P2", rival="P3")  # T8
    _attack(g, "balam", "e-tecpatl", 3)
    g.phase("equipo", "fin")
    g.turn("P3", rival="P1")  # T9
    _attack(g, "e-tecpatl", "cuauh", 3)
    g.phase("equipo", "fin")
    return g.data(), exp


# ------------------------------------------------------------------ log 12 (violations)
def log_violations_marks_token_protector() -> tuple[dict[str, Any], list[Exp]]:
    """12 turns, three infractions in the middle; both cards at 0 in one Post; a Token.

    P1: ozomatli (2, r1, Activa: quema si ataca) M1, malinalli (1, r0, Pasiva: Token
    when an ally goes to Extinción) M2, tochtli (1, r0) M3. P2: kaan (2, r0) M1,
    cimi (3, r2, may damage the Protector) M2, ek (1, r1, Activa: oculta 1 carta rival) M3.
    T1  ozomatli -> kaan 4 and burns it.      T2 kaan attacks (Quemar: 3) -> ozomatli 4.
    T3  **malinalli attacks Luis's Protector**: it does not say it may (3.2): error at
        the attack, 6.7-P1, nothing resolved.
    T4  cimi -> ozomatli 1.
    T5  ozomatli -> kaan 1 with its Activa, whose **Quemar lands on kaan, already burnt**
        (6.1 Generalidades / 6.7-G13): error at the mark (the attack's damage is legal).
    T6  kaan attacks ozomatli: Quemar takes kaan to 0 on declaring, the attack still
        resolves (6.7-G7 spirit: a declared attack resolves): ozomatli 0. Post: kaan out,
        Luis replaces M1; ozomatli out, malinalli's Pasiva puts Token semilla (1, r0) in M1.
    T7  semilla -> cimi 5.
    T8  ek's Activa "oculta 1 carta rival" aimed at semilla: **a Token cannot be hidden**
        (3.6; 6 "EJEMPLOS DONDE NO APLICA"): error at the hide.
    T9  malinalli -> ek 5.       T10 cimi (available again) -> nantli 9 (cimi may).
    T11 Ana passes.              T12 Luis's new M1 revealed -> malinalli.
    """
    a_deck = [c for c in A_DECK if c not in ("ozomatli", "malinalli", "tochtli")] + ["cuauh",
                                                                                    "ollin"]
    b_deck = [c for c in B_DECK if c not in ("kaan", "cimi", "ek")] + ["etznab", "cauac",
                                                                      "ahau"]
    setup = {
        "P1": side(["nantli"], ["ozomatli", "malinalli", "tochtli"], a_deck, None, [],
                   ["semilla"]),
        "P2": side(["ahkin"], ["kaan", "cimi", "ek"], b_deck, None, []),
    }
    defs = cards(POOL_A, POOL_B)
    defs["ek"] = dict(defs["ek"], text="Activa: Oculta 1 carta rival.")
    defs["malinalli"] = dict(defs["malinalli"], text=(
        "Pasiva: Si una carta aliada va a Extinción, coloca un Token Semilla en su lugar."))
    g = Log("standard", [("P1", "Ana"), ("P2", "Luis")], setup, defs)
    exp: list[Exp] = []
    burn = "Si esta carta ataca, quema a la carta atacada."

    def attack(card: str, target: str, dmg: int) -> int:
        seq = g.ev("attack", card=card, targets=[target], damage=dmg)
        g.ev("damage", target=target, amount=dmg, kind="attack", source=card)
        return seq

    g.turn("P1")
    g.phase("previa")
    g.ev("reveal", card="ozomatli")
    g.phase("batalla")
    g.ev("attack", card="ozomatli", targets=["kaan"], damage=2)
    g.ev("activa", card="ozomatli", targets=["kaan"], text=burn)
    g.ev("damage", target="kaan", amount=2, kind="attack", source="ozomatli")
    g.ev("mark", target="kaan", mark="quemar")
    g.phase("post", "equipo", "fin")
    g.turn("P2")  # T2
    g.phase("previa")
    g.ev("reveal", card="kaan")
    g.phase("batalla")
    attack("kaan", "ozomatli", 2)
    g.phase("post", "equipo", "fin")
    g.turn("P1")  # T3
    g.phase("previa")
    g.ev("reveal", card="malinalli")
    g.phase("batalla")
    seq = g.ev("attack", card="malinalli", targets=["ahkin"], damage=1)
    exp.append((seq, "P1", "3.2", "error", P1_PEN))
    g.phase("post", "equipo", "fin")
    g.turn("P2")  # T4
    g.phase("previa")
    g.ev("reveal", card="cimi")
    g.phase("batalla")
    attack("cimi", "ozomatli", 3)
    g.phase("post", "equipo", "fin")
    g.turn("P1")  # T5
    g.phase("previa", "batalla")
    g.ev("attack", card="ozomatli", targets=["kaan"], damage=2)
    g.ev("activa", card="ozomatli", targets=["kaan"], text=burn)
    g.ev("damage", target="kaan", amount=2, kind="attack", source="ozomatli")
    seq = g.ev("mark", target="kaan", mark="quemar")
    exp.append((seq, "P1", "6.1", "error", None))
    g.phase("post", "equipo", "fin")
    g.turn("P2")  # T6
    g.phase("previa", "batalla")
    attack("kaan", "ozomatli", 2)
    g.phase("post")
    g.ev("extinct", "P2", card="kaan", reason="0 puntos de vida (Quemar)")
    new_m1 = g.decks["P2"][0]
    g.replace("P2", "M1", new_m1, hidden=True)
    g.ev("extinct", "P1", card="ozomatli", reason="0 puntos de vida")
    g.ev("pasiva", "P1", card="malinalli", optional=False,
         text="Si una carta aliada va a Extinción, coloca un Token Semilla en su lugar.")
    g.ev("token", "P1", slot="M1", name="semilla", by="malinalli")
    g.phase("equipo", "fin")
    g.turn("P1")  # T7
    g.phase("previa", "batalla")
    attack("semilla", "cimi", 1)
    g.phase("post", "equipo", "fin")
    g.turn("P2")  # T8
    g.phase("previa")
    g.ev("reveal", card="ek")
    g.phase("batalla")
    g.ev("activa", card="ek", targets=["semilla"], text="Activa: Oculta 1 carta rival.")
    seq = g.ev("hide", card="semilla", by="ek")
    exp.append((seq, "P2", "3.6", "error", None))
    g.phase("post", "equipo", "fin")
    g.turn("P1")  # T9
    g.phase("previa", "batalla")
    attack("malinalli", "ek", 1)
    g.phase("post", "equipo", "fin")
    g.turn("P2")  # T10
    g.phase("previa", "batalla")
    attack("cimi", "nantli", 3)
    g.phase("post", "equipo", "fin")
    g.turn("P1")  # T11
    g.phase("previa")
    g.ev("pass")
    g.turn("P2")  # T12
    g.phase("previa")
    g.ev("reveal", card=new_m1)
    g.phase("batalla")
    attack(new_m1, "malinalli", POOL_B[new_m1]["damage"])
    g.phase("post", "equipo", "fin")
    return g.data(), exp


# ------------------------------------------------------------------ the tests
LOGS = [log_full_phases, log_busy_phases_no_turns, log_mirror_protector_falls,
        log_extended_same_name_victory, log_jungla_three_players, log_cazador_three_players,
        log_manada_four_players, log_marks_negate_swap, log_violations_rest_two_cards_equip,
        log_violations_pasiva_heal_link, log_violations_jungla,
        log_violations_marks_token_protector]


def replay(data: dict[str, Any], name: str) -> Replay:
    return Replay(parse_log(json.dumps(data, ensure_ascii=False), f"{name}.json"))


def same_section(expected: str, got: str) -> bool:
    """A citation with an anchor also matches its bare section (sections.md)."""
    return got == expected or got.split("/", 1)[0] == expected


@pytest.mark.parametrize("make", LOGS, ids=[f.__name__ for f in LOGS])
def test_realistic_log_flags_exactly_what_the_author_expects(make: Any) -> None:
    data, expected = make()
    r = replay(data, make.__name__)
    got = sorted((v.seq, v.player, v.section, v.severity.value, v.penalty)
                 for v in r.violations)
    assert len(got) == len(expected), (got, expected)
    for (gs, gp, gsec, gsev, gpen), (es, ep, esec, esev, epen) in zip(
            got, sorted(expected), strict=True):
        assert (gs, gp, gsev, gpen) == (es, ep, esev, epen), (got, expected)
        assert same_section(esec, gsec), (got, expected)


@pytest.mark.parametrize("make", LOGS, ids=[f.__name__ for f in LOGS])
def test_realistic_log_through_the_cli(make: Any, tmp_path: Any,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    """``judge-app check --json`` agrees: exit 0 on the clean games, 1 with the flags."""
    from judge_app.cli import main as cli_main

    data, expected = make()
    path = tmp_path / f"{make.__name__}.json"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    code = cli_main(["check", str(path), "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == (1 if expected else 0)
    assert out["events"] == len(data["events"])
    assert sorted(v["seq"] for v in out["violations"]) == sorted(e[0] for e in expected)


def test_mirror_resolutions_land_on_the_right_copies() -> None:
    """Ana's healing Activa names "tochtli" in a mirror match: her own copy (its text says
    "aliada"), not Beto's; Beto's Protector fell and tata replaced it with 0 descansos."""
    data, _ = log_mirror_protector_falls()
    r = replay(data, "mirror")
    state = r.state_json(len(data["events"]))
    p1, p2 = state["players"]["P1"], state["players"]["P2"]
    assert p1["main"]["M3"]["instance"] == "tochtli" and p1["main"]["M3"]["life"] == 4
    assert p2["main"]["M3"]["life"] == 4 and p2["main"]["M3"]["damage"] == 2
    assert p2["protector"]["instance"] == "tata" and p2["protector"]["life"] == 8
    assert p1["main"]["M1"]["instance"] == "nochtli" and p1["main"]["M1"]["life"] == 2


def test_full_game_ledger() -> None:
    """The life and marks worked out by hand in log 1's docstring."""
    data, _ = log_full_phases()
    state = replay(data, "full").state_json(len(data["events"]))
    main1, main2 = state["players"]["P1"]["main"], state["players"]["P2"]["main"]
    assert [(c["instance"], c["life"]) for c in main1.values()] == [
        ("ozomatli", 2), ("ehuatl", 6), ("ocelotl", 6)]
    assert [(c["instance"], c["life"]) for c in main2.values()] == [
        ("kinich", 3), ("balam", 4), ("chac", 4)]
    assert main2["M1"]["marks"] == ["quemar"]
    assert main1["M1"]["equipment"] == ["ceiba", "jadeita"]


def test_poison_ends_with_the_heal() -> None:
    data, _ = log_marks_negate_swap()
    state = replay(data, "marks").state_json(len(data["events"]))
    p2 = state["players"]["P2"]["main"]
    assert (p2["M1"]["instance"], p2["M1"]["life"], p2["M1"]["marks"]) == ("uayeb", 6, [])
    assert (p2["M2"]["instance"], p2["M2"]["life"]) == ("ek", 1)
    p1 = state["players"]["P1"]["main"]
    assert [c["instance"] for c in p1.values()] == ["xiuhcoatl", "papalotl", "mixtli"]


def test_a_mazo_replacement_after_the_token_pasiva_is_still_late() -> None:
    """Log 2 with the Token swapped for a Mazo replacement: the Pasiva came first (5.3.2)."""
    data, _ = log_busy_phases_no_turns()
    events = data["events"]
    at = next(i for i, e in enumerate(events) if e["action"] == "token")
    events[at] = {"player": "P1", "action": "replace", "slot": "M1",
                  "drawn": ["a4", "a5", "a6"], "chosen": "a4", "hidden": True}
    for e in events[at + 1:]:  # the Token's later life: now a4's
        for key in ("card", "target"):
            if e.get(key) == "cachorro":
                e[key] = "a4"
        e["targets"] = ["a4" if t == "cachorro" else t for t in e.get("targets", [])]
        if not e["targets"]:
            del e["targets"]
    flags = [(v.seq, v.section) for v in replay(data, "late").violations]
    assert (at + 1, "5.3") in flags
