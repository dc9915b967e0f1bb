"""What every Kódem rule area uses: the rulebook's phases, the handler table, card names
in messages, negative amounts, the multiplayer reach (8.1) and effects off the field (6.6)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from judge_app.games.common import Flags
from judge_app.games.dispatch import Actions
from judge_app.games.kodem.actions import ACTIONS
from judge_app.games.kodem.state import KodemState
from judge_app.games.kodem.variants import variant_of
from judge_app.logs.loader import Event
from judge_app.names import fold_spaces

if TYPE_CHECKING:
    from judge_app.games.kodem.rules import Kodem

RULEBOOK = "kodem-5.0"
P1 = "6.7-P1"
PHASES = ("inicio", "previa", "batalla", "post", "equipo", "fin")
PHASE_ES = {"inicio": "Inicio", "previa": "Previa", "batalla": "Batalla", "post": "Post",
            "equipo": "Equipo", "fin": "Fin de Turno"}
POST = PHASES.index("post")
#: A card text that adds damage ("+1 de daño", "+2 daño", "daño +1").
DAMAGE_BONUS = re.compile(r"\+\s*\d")

#: The handler of every action, typed by its event model (judge_app/games/dispatch.py);
#: each rule area's module registers its own.
HANDLERS: Actions[Kodem, KodemState] = Actions("kodem")


def says_jugador(state: KodemState, instance: str) -> bool:
    """True if the card's definition text names "jugador" or "jugadores" (8.1 rule 2)."""
    c = state.cards.get(instance)
    return c is not None and "jugador" in c.card.text.lower()


def fold_name(name: str) -> str:
    """A printed name compared without case or accents (6.7-G2).

    >>> fold_name("Itzal, Sombra") == fold_name("ITZAL, sombra") == fold_name("Ítzal, Sombra")
    True
    """
    return fold_spaces(name)


def _nm(state: KodemState, instance: str) -> str:
    """A card as a message names it: its printed name (issue 23 §11: "Itzal, Brasa
    Errante", not "Itzal, Brasa Errante (itzal)"). When another card has the same name,
    what tells them apart follows: whose it is (``(P1)``) if the other is a rival's, its
    instance id if the same player has both (copies in the extended format, Tokens)."""
    c = state.cards.get(instance)
    if c is None or c.name == instance:
        return instance
    owners = {other.owner for key, other in state.cards.items()
              if other.name == c.name and key != instance}
    if c.owner in owners:
        return f"{c.name} ({instance})"
    return f"{c.name} ({c.owner})" if owners else c.name


def _amount(flags: Flags, amount: int, section: str, what_es: str, what_en: str) -> int:
    """A logged ``amount`` below 0 is a violation of ``section`` (read as 0, nothing
    applied): match-log.md Clarifications, "Format or rule"."""
    if amount >= 0:
        return amount
    flags.error(section, f"{what_es} con cantidad {amount}: una cantidad negativa no es "
                "una jugada posible (no se aplica).",
                f"{what_en} with amount {amount}: a negative amount is not a possible "
                "play (nothing applied).")
    return 0


def _multi(state: KodemState) -> bool:
    return variant_of(state).multiplayer


def _outside_rival(state: KodemState, targets: Iterable[str], text: str = "",
                   event: Event | None = None) -> str | None:
    """The first target on the field of a player other than the turn's two (8.1).

    None when the card's text says "jugador"/"jugadores" (8.1 rule 2): the text of the
    declaring event or of the card definition, for the declaration and for every
    resolution whose ``source`` (or ``by``) is that card (match-log.md Clarifications).
    """
    if not _multi(state) or "jugador" in text.lower():
        return None
    if event is not None:
        declares = event.action in ACTIONS and ACTIONS[event.action].declaration
        card = getattr(event.args, "card", None) if declares else None
        source = getattr(event.args, "source", None) or getattr(event.args, "by", None)
        for who in (card, source):
            if isinstance(who, str) and (who in state.jugador_cards
                                         or says_jugador(state, who)):
                return None
    if state.rival is None and state.active is not None:
        # The turn named no rival (flagged once, at the ``turn``): the first rival it
        # interacts with is taken as the one chosen, so the omission is not flagged again
        # at every attack and resolution of that turn.
        for t in targets:
            side = state.cards[t].side
            if (side != state.active and side not in state.team_of(state.active)
                    and not state.sides[side].out):
                state.rival = side
                break
    allowed = (state.active, state.rival)
    for t in targets:
        if state.cards[t].side not in allowed:
            return t
    return None


def _flag_rival(state: KodemState, flags: Flags, target: str,
                penalty: str | None = None) -> None:
    side = state.cards[target].side
    flags.error("8.1", f"{_nm(state, target)} es de {side}, pero el rival elegido este "
                f"turno es {state.rival}: en multijugador solo se interactúa con ese rival.",
                f"{_nm(state, target)} belongs to {side}, but this turn's chosen rival "
                f"is {state.rival}: in multiplayer one interacts only with that rival.",
                penalty=penalty)


def _off_field(state: KodemState, flags: Flags, instance: str, verb_es: str,
               verb_en: str) -> bool:
    """An effect on a card that is not on the field (Mazo, Extinción, reserve): 6.6.

    Such a card has no particular statistics (6.7-G17; Extinción removes marks, 6.1),
    so the change is flagged and not applied (as for ``damage``, which is flagged).
    """
    if state.in_play(instance):
        return False
    name = _nm(state, instance)
    flags.error("6.6", f"{verb_es} {name}, que no está en el campo.",
                f"{verb_en} {name}, which is not on the field.")
    return True


def extra_equipment(state: KodemState, host: str, incoming: str | None = None) -> bool:
    """3.4: "a menos que una carta permita tener equipos adicionales" — the equipped card,
    the equipment being placed or revealed (``incoming``) or a revealed one already under
    it may say so (``extra_equipment``), as either card may for a Rava (Clarifications)."""
    cards = [state.cards[host], *(state.cards[x] for x in state.cards[host].attached
                                  if not state.cards[x].hidden)]
    if incoming is not None:
        cards.append(state.cards[incoming])
    return any(c.card.extra_equipment for c in cards)



#: The energies of 2.2.1, folded (a card text or a definition may write them with accents).
ENERGIES = ("atlica", "pirica", "gelida", "litica", "chaaktica", "humica", "demotica", "feral")
#: What follows "Sólo puede ser equipado a …" in an equipment's text (3.4 Equipos
#: Compatibles: "estos equipos especifican en su texto a qué cartas pueden ser equipadas").
_ONLY_TO = re.compile(r"(?:solo|unicamente)\s+(?:puede|podra|se puede|pueden|podran)?\s*"
                      r"(?:ser\s+)?equipad[oa]s?\s+(?:a|en|con)\s+([^.;:]*)"
                      r"|compatible\s+(?:solo\s+)?con\s+([^.;:]*)"
                      r"|(?:can|may)\s+only\s+be\s+equipped\s+(?:to|on)\s+([^.;:]*)")


def incompatible(state: KodemState, equipment: str, card: str) -> tuple[str, str] | None:
    """Why ``card`` cannot carry ``equipment`` by the equipment's text (3.4 Equipos
    Compatibles), or None. The text names an energy ("Adendei de energía Pírica"), a
    subtype or a character of the log's cards ("Ozet"), or a card type (Rava, Token)."""
    match = _ONLY_TO.search(fold_name(state.cards[equipment].card.text))
    if match is None:
        return None
    phrase = next(g for g in match.groups() if g is not None)
    words = set(re.findall(r"[a-z0-9]+", phrase))
    c = state.cards[card].card
    energies = [e for e in ENERGIES if e in words]
    if energies and not {fold_name(e) for e in c.energy} & set(energies):
        return (f"solo se equipa a cartas de energía {', '.join(energies)}",
                f"it is equipped only to cards of energy {', '.join(energies)}")
    subtypes = {fold_name(d.subtype) for d in state.definitions.values() if d.subtype}
    named = [s for s in subtypes if s in words]
    if named and fold_name(c.subtype or "") not in named:
        return (f"solo se equipa a {', '.join(named)}",
                f"it is equipped only to {', '.join(named)}")
    characters = {fold_name(d.name.split(",")[0]) for d in state.definitions.values()
                  if d.name and d.type in ("adendei", "rava")}
    people = [p for p in characters if p and p in words]
    if people and fold_name((c.name or "").split(",")[0]) not in people:
        return (f"solo se equipa a {', '.join(people)}",
                f"it is equipped only to {', '.join(people)}")
    kinds = [k for k in ("rava", "token", "adendei") if k in words]
    if kinds and c.type not in kinds:
        return (f"solo se equipa a {', '.join(kinds)}",
                f"it is equipped only to {', '.join(kinds)}")
    return None


def lacks_energy(state: KodemState, card: str) -> bool:
    """6.7-G4.3: the card has no Energía to feralize (a Protector, Token, Bio or equipment
    whose definition lists none; an Adendei or Rava only if its definition says ``[]``)."""
    c = state.cards[card].card
    if c.energy:
        return False
    return c.type not in ("adendei", "rava") or "energy" in c.model_fields_set
