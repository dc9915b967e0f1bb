"""Kódem deck check: §4 composition, 6.7-G1 copies, 3.3 Rava, 8.2 extended format.

:func:`check_deck` judges one player's table (the ``setup`` entry of a match
log, or a deck file) and returns :class:`~judge_app.violations.Violation`
values citing ``kodem-5.0``; :func:`check_deck_file` reads a whole deck file
(its ``cards`` merged over a shipped ``cardset``) and calls it.

The reading of the rulebook, item by item:

* Standard format (and the multiplayer variants of 8.1, which change no deck
  rule): exactly 3 Adendei in the Zona Principal (§4 step 2; a Rava there is
  3.3 "No podrás iniciar el juego con un Rava en tu Zona Principal"), the
  Mazo Principal holds only Adendei and Rava (step 3), 0-2 Rava, 1-2
  Protectores, 0-1 Bio, 0-10 equipos with at most 5 Ixim and 5 Rot, any
  Tokens. No copies (§4, 6.7-G1): two cards with the same printed name in the
  Mazo General (every zone but the Tokens) is an error.
* The §4 inconsistency (sections.md): "ELIGE" says 15-24 Adendei, the steps
  3 + 15-21 (18-24 in all). 15-17 Adendei is a *warning* citing both
  readings; fewer than 15 or more than 24 an *error*.
* Extended format (8.2): Zona Principal + Mazo Principal exactly 50 cards,
  at most 3 Rava, at most 3 copies of each Adendei and Rava, at most 12
  equipos and no copies of them; the Cartas Limitadas list
  (:data:`LIMITED_CARDS`) caps the copies of the named cards in any zone.
  Protectores and Bio keep the §4 counts and 6.7-G1 (8.2 only allows copies
  of Adendei and Rava). The 5 Ixim / 5 Rot split of §4 is read as replaced
  by 8.2's "hasta 12 cartas de equipo".

Names are compared printed-name to printed-name, ignoring case, accents and
spacing, so two definitions of the same card under different ids are still
copies.

>>> cards = {f"a{i}": {"name": f"A{i}", "type": "adendei"} for i in range(20)}
>>> cards["p"] = {"name": "Pro", "type": "protector"}
>>> side = {"protectors": ["p"], "main": ["a0", "a1", "a2"],
...         "deck": [f"a{i}" for i in range(3, 18)], "bio": None, "equipment": []}
>>> check_deck(side, cards, "standard")
[]
>>> side["deck"] = side["deck"][:13]          # 3 + 13 = 16 Adendei
>>> [(v.section, v.severity.value) for v in check_deck(side, cards, "standard", player="P1")]
[('4', 'warning')]
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import ValidationError

from judge_app.games.kodem.cards import KodemCard
from judge_app.logs.errors import LogError
from judge_app.logs.loader import merged_cards, validation_error
from judge_app.names import fold_spaces
from judge_app.violations import Severity, Violation, violation

RULEBOOK = "kodem-5.0"

#: 8.2 "Cartas Limitadas": printed name → copies allowed in the extended format.
LIMITED_CARDS: dict[str, int] = {
    "Zotz, Absorción de Energía": 0,
    "Tekei, Responsabilidad": 1,
    "Zots, Rechazo": 1,
    "Zaykan, Anulación": 1,
    "Retis, Superficie": 1,
    "Ariam, Límite": 1,
    "Chapalab, El Anciano": 1,
}

#: The variants whose deck is built as in the standard format (8.1 changes no deck rule).
STANDARD_DECK_VARIANTS = ("standard", "jungla", "cazador", "manada")
EXTENDED = "extended"

EXTENDED_SIZE = 50
EXTENDED_MAX_RAVA = 3
EXTENDED_MAX_COPIES = 3
EXTENDED_MAX_EQUIPMENT = 12

_ZONES_LIST = ("protectors", "main", "deck", "equipment", "tokens")
_EQUIPMENT = ("ixim", "rot")


def normalize_name(name: str) -> str:
    """A printed name for comparison: no accents, case or extra spaces.

    >>> normalize_name("  Zaykan,  ANULACIÓN ")
    'zaykan, anulacion'
    """
    return fold_spaces(name)


_LIMITED = {normalize_name(k): (k, v) for k, v in LIMITED_CARDS.items()}


def _split(spec: str) -> tuple[str, str]:
    instance, sep, definition = spec.partition(":")
    return (instance, definition) if sep else (spec, spec)


def _definition(raw: Any) -> Mapping[str, Any]:
    """A card definition as a mapping (a raw dict, or a pydantic model of the log)."""
    if isinstance(raw, Mapping):
        return raw
    dump = getattr(raw, "model_dump", None)
    if callable(dump):
        data = dump()
        if isinstance(data, Mapping):
            return data
    return {}


class _Card:
    """One card of the side being checked: where it is, what it is, its printed name."""

    __slots__ = ("definition", "instance", "kind", "life", "name", "rest", "zone")

    def __init__(self, zone: str, instance: str, definition: str,
                 data: Mapping[str, Any]) -> None:
        self.zone = zone
        self.instance = instance
        self.definition = definition
        self.kind = str(data.get("type", "") or "")
        self.name = str(data.get("name") or definition)
        rest, life = data.get("rest"), data.get("life")
        self.rest = rest if isinstance(rest, int) and not isinstance(rest, bool) else None
        self.life = life if isinstance(life, int) and not isinstance(life, bool) else None


def _read_side(side: Mapping[str, Any], cards: Mapping[str, Any], source: str,
               path: str) -> list[_Card]:
    """Every card of the side, zone by zone; :class:`LogError` for a bad entry."""
    if not isinstance(side, Mapping):
        raise LogError(source, path, "a player's deck must be a JSON object")
    out: list[_Card] = []
    for zone in ("protectors", "main", "deck", "bio", "equipment", "tokens"):
        value = side.get(zone)
        where = f"{path}.{zone}"
        if value is None:
            continue
        if zone == "bio":
            if isinstance(value, str):
                entries: list[tuple[str, Any]] = [(where, value)]
            elif isinstance(value, list):
                entries = [(f"{where}[{i}]", v) for i, v in enumerate(value)]
            else:
                raise LogError(source, where, "must be a card id or null")
        elif isinstance(value, list):
            entries = [(f"{where}[{i}]", v) for i, v in enumerate(value)]
        else:
            raise LogError(source, where, "must be a list of card ids")
        for entry_path, spec in entries:
            if not isinstance(spec, str) or not spec:
                raise LogError(source, entry_path, "must be a card id (a non-empty string)")
            instance, definition = _split(spec)
            if definition not in cards:
                raise LogError(source, entry_path, f"unknown card definition {definition!r}")
            out.append(_Card(zone, instance, definition, _definition(cards[definition])))
    return out


def check_deck(side: Mapping[str, Any], cards: Mapping[str, Any], variant: str,
               *, player: str | None = None, seq: int = 0, source: str = "<deck>",
               path: str = "$") -> list[Violation]:
    """The deck problems of one player's table, in the order of the rulebook's sections.

    ``side`` has ``protectors``, ``main``, ``deck``, ``bio``, ``equipment`` and
    ``tokens`` (a missing zone is empty); ``cards`` the definitions by id
    (raw dicts; pydantic models are read through ``model_dump``). An entry
    naming an unknown definition, or a zone of the wrong type, raises
    :class:`LogError` naming ``source`` and the JSON path under ``path``.
    """
    table = _read_side(side, cards, source, path)
    found: list[Violation] = []

    def error(section: str, es: str, en: str) -> None:
        found.append(violation(seq, player, RULEBOOK, section, es, en))

    def warning(section: str, es: str, en: str) -> None:
        found.append(violation(seq, player, RULEBOOK, section, es, en,
                               severity=Severity.WARNING))

    extended = variant == EXTENDED
    zone = {z: [c for c in table if c.zone == z] for z in (*_ZONES_LIST, "bio")}

    # --- Zona Principal: 3 Adendei (§4 step 2), never a Rava (3.3) ----------------------
    main = zone["main"]
    if len(main) != 3:
        error("4", f"La Zona Principal debe empezar con 3 Adendei ocultos; tiene {len(main)} "
                   "cartas.",
              f"The Zona Principal must start with 3 hidden Adendei; it has {len(main)} cards.")
    ravas_main = [c.instance for c in main if c.kind == "rava"]
    if ravas_main:
        error("3.3", f"No se puede iniciar el juego con un Rava en la Zona Principal: "
                     f"{', '.join(ravas_main)}.",
              f"A Rava may not start the game in the Zona Principal: {', '.join(ravas_main)}.")
    wrong_main = [c.instance for c in main if c.kind not in ("adendei", "rava")]
    if wrong_main:
        error("4", f"En la Zona Principal sólo se colocan Adendei: {', '.join(wrong_main)} no "
                   "lo son.",
              f"Only Adendei are placed in the Zona Principal: {', '.join(wrong_main)} are not.")

    # --- Mazo Principal: Adendei and Rava only (§4 step 3) ------------------------------
    wrong_deck = [c.instance for c in zone["deck"] if c.kind not in ("adendei", "rava")]
    if wrong_deck:
        error("4", f"El Mazo Principal sólo lleva Adendei y Rava: {', '.join(wrong_deck)} no "
                   "lo son.",
              f"The Mazo Principal holds only Adendei and Rava: {', '.join(wrong_deck)} are not.")

    pile = main + zone["deck"]
    adendei = sum(1 for c in pile if c.kind == "adendei")
    ravas = sum(1 for c in pile if c.kind == "rava")

    if extended:
        if len(pile) != EXTENDED_SIZE:
            error("8.2", f"En Formato Extendido el mazo (Zona Principal + Mazo Principal) tiene "
                         f"exactamente {EXTENDED_SIZE} cartas; este tiene {len(pile)}.",
                  f"In the extended format the deck (Zona Principal + Mazo Principal) has "
                  f"exactly {EXTENDED_SIZE} cards; this one has {len(pile)}.")
        if ravas > EXTENDED_MAX_RAVA:
            error("8.2", f"En Formato Extendido se permiten hasta {EXTENDED_MAX_RAVA} Rava; "
                         f"hay {ravas}.",
                  f"The extended format allows up to {EXTENDED_MAX_RAVA} Rava; there are "
                  f"{ravas}.")
    else:
        if adendei < 15 or adendei > 24:
            error("4", f"Se eligen de 15 a 24 Adendei (§4); hay {adendei}.",
                  f"A deck has 15 to 24 Adendei (§4); this one has {adendei}.")
        elif adendei < 18:
            warning("4", f"{adendei} Adendei: el §4 \"ELIGE\" permite 15-24, pero sus pasos piden "
                         "3 en la Zona Principal más 15-21 en el Mazo Principal (18-24). "
                         "El reglamento se contradice; decide el juez.",
                    f"{adendei} Adendei: §4 \"ELIGE\" allows 15-24, but its steps ask for 3 in "
                    "the Zona Principal plus 15-21 in the Mazo Principal (18-24). The rulebook "
                    "contradicts itself; the judge decides.")
        if ravas > 2:
            error("4", f"Se eligen de 0 a 2 Rava; hay {ravas}.",
                  f"A deck has 0 to 2 Rava; this one has {ravas}.")

    # --- Protectores, Bio, equipos (§4 steps 4-6; 8.2 for the equipos) -----------------
    protectors = zone["protectors"]
    if not 1 <= len(protectors) <= 2:
        error("4", f"Se eligen 1 o 2 Protectores; hay {len(protectors)}.",
              f"A deck has 1 or 2 Protectores; this one has {len(protectors)}.")
    wrong = [c.instance for c in protectors if c.kind != "protector"]
    if wrong:
        error("4", f"En la zona de Protector sólo van Protectores: {', '.join(wrong)} no lo son.",
              f"Only Protectores go in the Protector zone: {', '.join(wrong)} are not.")
    bio = zone["bio"]
    if len(bio) > 1:
        error("4", f"Se elige 0 o 1 Bio; hay {len(bio)}.",
              f"A deck has 0 or 1 Bio; this one has {len(bio)}.")
    wrong = [c.instance for c in bio if c.kind != "bio"]
    if wrong:
        error("4", f"En la zona de Bio sólo va un Bio: {', '.join(wrong)} no lo es.",
              f"Only a Bio goes in the Bio zone: {', '.join(wrong)} is not one.")
    equipment = zone["equipment"]
    wrong = [c.instance for c in equipment if c.kind not in _EQUIPMENT]
    if wrong:
        error("4", f"En la Zona de Equipo sólo van Ixim y Rot: {', '.join(wrong)} no lo son.",
              f"Only Ixim and Rot go in the Zona de Equipo: {', '.join(wrong)} are not.")
    if extended:
        if len(equipment) > EXTENDED_MAX_EQUIPMENT:
            error("8.2", f"En Formato Extendido se permiten hasta {EXTENDED_MAX_EQUIPMENT} "
                         f"equipos; hay {len(equipment)}.",
                  f"The extended format allows up to {EXTENDED_MAX_EQUIPMENT} equipment "
                  f"cards; there are {len(equipment)}.")
    else:
        ixim = sum(1 for c in equipment if c.kind == "ixim")
        rot = sum(1 for c in equipment if c.kind == "rot")
        if len(equipment) > 10 or ixim > 5 or rot > 5:
            error("4", f"Se eligen de 0 a 10 equipos, máximo 5 Ixim y 5 Rot; hay {ixim} Ixim y "
                       f"{rot} Rot ({len(equipment)} en total).",
                  f"A deck has 0 to 10 equipment cards, at most 5 Ixim and 5 Rot; this one has "
                  f"{ixim} Ixim and {rot} Rot ({len(equipment)} in all).")
    wrong = [c.instance for c in zone["tokens"] if c.kind != "token"]
    if wrong:
        error("4", f"Sólo los Token quedan fuera de las zonas: {', '.join(wrong)} no lo son.",
              f"Only Tokens are kept outside the zones: {', '.join(wrong)} are not.")

    # --- printed statistics: descanso 0-2 (5.1), a Token's life (3.6) ------------------
    for definition, rest in sorted({(c.definition, c.rest) for c in table
                                    if c.rest is not None and not 0 <= c.rest <= 2}):
        error("5.1", f"La definición {definition!r} tiene descanso {rest}: la estadística de "
                     "descanso va de 0 a 2.",
              f"The definition {definition!r} has descanso {rest}: the descanso statistic is "
              "0 to 2.")
    for definition, life in sorted({(c.definition, c.life) for c in table
                                    if c.kind == "token" and c.life is not None
                                    and c.life < 1}):
        error("3.6", f"La definición del Token {definition!r} tiene vida {life}: un Token "
                     "entra con al menos 1 punto de vida.",
              f"The Token definition {definition!r} has life {life}: a Token enters with at "
              "least 1 life point.")

    # --- copies: 6.7-G1 (standard), 8.2 (extended), Cartas Limitadas -------------------
    found.extend(_copies(table, extended, player, seq))
    return found


def _copies(table: Sequence[_Card], extended: bool, player: str | None,
            seq: int) -> list[Violation]:
    """Copies of one printed name in the Mazo General (Tokens are not counted)."""
    groups: dict[str, list[_Card]] = {}
    for card in table:
        if card.zone != "tokens":
            groups.setdefault(normalize_name(card.name), []).append(card)
    found: list[Violation] = []
    for key, group in groups.items():
        name = group[0].name
        count = len(group)
        limited = _LIMITED.get(key) if extended else None
        if limited is not None and count > limited[1]:
            found.append(violation(
                seq, player, RULEBOOK, "8.2",
                f"\"{limited[0]}\" es Carta Limitada en Formato Extendido: se permiten "
                f"{limited[1]} copias y hay {count}.",
                f"\"{limited[0]}\" is a Carta Limitada in the extended format: {limited[1]} "
                f"copies are allowed and there are {count}."))
            continue
        if count < 2:
            continue
        copyable = extended and all(c.kind in ("adendei", "rava") for c in group)
        if copyable:
            if count > EXTENDED_MAX_COPIES:
                found.append(violation(
                    seq, player, RULEBOOK, "8.2",
                    f"En Formato Extendido se permiten hasta {EXTENDED_MAX_COPIES} copias de "
                    f"cada Adendei o Rava; \"{name}\" tiene {count}.",
                    f"The extended format allows up to {EXTENDED_MAX_COPIES} copies of each "
                    f"Adendei or Rava; \"{name}\" has {count}."))
        elif extended and all(c.kind in _EQUIPMENT for c in group):
            found.append(violation(
                seq, player, RULEBOOK, "8.2",
                f"Los equipos no pueden tener copias en Formato Extendido: \"{name}\" aparece "
                f"{count} veces.",
                f"Equipment cards may not have copies in the extended format: \"{name}\" "
                f"appears {count} times."))
        else:
            found.append(violation(
                seq, player, RULEBOOK, "6.7-G1",
                f"No pueden existir 2 o más cartas con el mismo nombre en el Mazo General: "
                f"\"{name}\" aparece {count} veces.",
                f"No two cards with the same name may be in the Mazo General: \"{name}\" "
                f"appears {count} times."))
    return found


def deck_cards(deck: Mapping[str, Any], source: str = "<deck>") -> dict[str, Any]:
    """A deck file's definitions: its ``cardset`` (if any) with its own ``cards`` over it."""
    out = merged_cards(deck, source)
    own = deck.get("cards", {})
    for key, value in own.items():
        where = f"$.cards[{json.dumps(key, ensure_ascii=False)}]"
        if not isinstance(value, Mapping):
            raise LogError(source, where, "a card definition must be a JSON object")
        try:
            KodemCard.model_validate(value)
        except ValidationError as exc:
            inner = validation_error(source, exc)
            raise LogError(source, where + inner.path[1:], inner.reason) from None
    return out


def check_deck_file(deck: Mapping[str, Any], source: str = "<deck>",
                    variant: str | None = None) -> list[Violation]:
    """The problems of a Kódem deck file (cli.md); :class:`LogError` if it cannot be read.

    ``main``, ``deck`` and ``protectors`` are required; ``variant`` (default
    the file's, else ``standard``) must be a Kódem variant.
    """
    for key in ("main", "deck", "protectors"):
        if key not in deck:
            raise LogError(source, "$", f"required key {key!r} is missing")
    chosen = variant if variant is not None else deck.get("variant", "standard")
    if chosen not in (*STANDARD_DECK_VARIANTS, EXTENDED):
        known = (STANDARD_DECK_VARIANTS[0], EXTENDED, *STANDARD_DECK_VARIANTS[1:])
        raise LogError(source, "$.variant",
                       f"unknown variant {chosen!r} for kodem; known: {', '.join(known)}")
    return check_deck(deck, deck_cards(deck, source), str(chosen), source=source)
