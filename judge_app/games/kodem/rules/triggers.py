"""When a Kódem effect may activate (6.6 Generalidades, 6.6.2): one activation for a
condition met several times at once, effects of cards sent to Extinción, and the
Pasivas-Rápidas that name no moment.

A *moment* is what can meet a Pasiva's condition anew: a turn, a phase, a declaration,
a revelation, a card moved, a card sent to Extinción. The events that resolve or follow
one (damage, healing, a replacement, a Token) belong to the moment that caused them,
and so do the extinctions that happen together: the cards that reached 0 vida before a
phase and go to Extinción in it (§5 Post: "Primero se envía a Extinción … cualquier carta
que haya llegado a 0"), or the cards one declaration sends there. A card that declares
the same non-optional Pasiva twice in one moment activates its effect twice for one
condition, which 6.6 forbids ("si la condición para activar un efecto se cumple varias
veces simultáneamente, el efecto sólo se activará una vez", Ejemplo 2: Dagg, Abismo
Feral, one Token for two cards sent at once).
"""

from __future__ import annotations

import re

from judge_app.games.common import Flags
from judge_app.games.kodem.rules.core import _nm, fold_name
from judge_app.games.kodem.state import MEMORY, KodemState
from judge_app.logs.loader import Event

#: Actions that can meet a condition anew (the rest resolve or follow one).
RENEWING = frozenset({"turn", "phase", "pass", "attack", "activa", "activa_rapida", "link",
                      "reveal", "hide", "swap", "equip", "bio_extinct", "rava_return",
                      "rava_revive", "game_end"})
#: Declarations a later extinction may be the resolution of (one moment with it).
DECLARING = frozenset({"attack", "activa", "activa_rapida", "link", "pasiva",
                       "pasiva_rapida"})

#: A text saying the card's own effect applies when it is sent to (or from) Extinción (6.6:
#: "que especifiquen explícitamente que su efecto se aplica cuando ellas mismas sean
#: enviadas a Extinción"). Folded text: no accents, lower case.
_SELF_EXTINCTION = re.compile(
    r"(esta carta|este adendei|este token|ella misma|si misma|this card|itself)"
    r"\s+(\w+\s+){0,4}(a|en|de|desde|to|in|into|from)\s+(la\s+)?(zona\s+de\s+)?extinc"
    r"|al\s+ser\s+enviad[ao]\s+a\s+(la\s+)?(zona\s+de\s+)?extinc"
    r"|(desde|from)\s+(la\s+)?(zona\s+de\s+)?extinc"
    r"|when\s+(it\s+is\s+)?sent\s+to\s+extinc")

#: Words of a Pasiva-Rápida text that give it a precise moment of use (6.6.2: one that
#: gives none is declared once a turn, in Previa or after Batalla).
_MOMENT = re.compile(
    r"\b(cuando|si|cada vez|en respuesta|responde|respuesta|tras|despues de|antes de|"
    r"mientras|durante|al (ser|final|"
    r"inicio|comienzo|principio|entrar|llegar|recibir|atacar|declarar|revelar|colocar|"
    r"ocultar|tomar|mostrar|vincular|pagar|equipar)|en (la |tu )?(fase|fin|subfase)|"
    r"fin de turno|when|whenever|if|each time|in response|after|before|while|during|"
    r"at the (start|end|beginning))\b")


def says_self_extinction(text: str) -> bool:
    """Whether a card text says its effect applies when the card itself goes to Extinción.

    >>> says_self_extinction("Si esta carta es enviada a Extinción, daña 1 a 1 carta rival.")
    True
    >>> says_self_extinction("Cuando una carta aliada es enviada a Extinción, coloca 1 Token.")
    False
    >>> says_self_extinction("Pasiva: al ser enviada a Extinción, cura 2 a 1 carta aliada.")
    True
    """
    return bool(_SELF_EXTINCTION.search(fold_name(text)))


def names_a_moment(text: str) -> bool:
    """Whether a Pasiva-Rápida text gives a precise moment of use (6.6.2).

    >>> names_a_moment("Cura 1 a 1 carta aliada.")
    False
    >>> names_a_moment("Si 1 carta aliada es revelada, cura 1.")
    True
    """
    return bool(_MOMENT.search(fold_name(text)))


def before_event(state: KodemState, event: Event) -> None:
    """Advance the moment for an event that can meet a condition anew (before its rules)."""
    action = event.action
    moment = state.moment
    if action in RENEWING:
        state.moment += 1
    elif action == "extinct" or (action == "cost"
                                 and getattr(event.args, "kind", None) == "extinction"):
        cards = ([getattr(event.args, "card", "")] if action == "extinct"
                 else list(getattr(event.args, "targets", [])))
        together = all(c in state.zero_at_phase for c in cards if c in state.cards)
        key = ((state.turn, state.phase, "zero") if together and cards
               else (state.turn, state.phase, state.declarations))
        if key != state.extinction_key:
            state.extinction_key = key
            state.moment += 1
    if action in DECLARING:
        state.declarations += 1
    if state.moment != moment:
        state.pasiva_moment.clear()  # only the current moment's activations matter


def after_event(state: KodemState, event: Event) -> None:
    """After a phase or turn begins: the cards at 0 vida then go to Extinción together."""
    if event.action in ("phase", "turn", "pass"):
        state.zero_at_phase = frozenset(
            i for side in state.sides.values() for i in (side.protector, *side.main)
            if i is not None and state.cards[i].life == 0)


def once_per_moment(state: KodemState, flags: Flags, card: str, text: str,
                    rapid: bool) -> None:
    """6.6: a non-optional Pasiva activates once for a condition met several times at once.

    The effect is the card's with that text (a log may give one card two Pasivas, told
    apart by their text). A Pasiva-Rápida also answers other Pasivas (6.6.2): one declared
    since its last activation is a new condition for it.
    """
    effect = f"{card}\n{fold_name(text)}"
    key = (state.moment, state.pasivas_declared if rapid else 0)
    if state.pasiva_moment.get(effect) == key:
        name = _nm(state, card)
        flags.error("6.6", f"{name} activa su efecto otra vez por la misma condición: si la "
                    "condición para activar un efecto se cumple varias veces "
                    "simultáneamente, el efecto sólo se activará una vez.",
                    f"{name} activates its effect again for the same condition: if the "
                    "condition to activate an effect is met several times simultaneously, "
                    "the effect activates only once.")
    state.pasivas_declared += 1
    if len(state.pasiva_moment) >= MEMORY:
        state.pasiva_moment.clear()  # bounded (state.MEMORY)
    state.pasiva_moment[effect] = (state.moment, state.pasivas_declared if rapid else 0)


def effect_from_extinction(state: KodemState, flags: Flags, source: str) -> None:
    """6.6: a resolution (a Token placed, damage, healing) whose source is a card in
    Extinción that declared nothing this turn or the last one (an effect declared before
    the card left resolves as if it were still there), and whose text does not say its
    effect applies when it is sent there: the card activated its effect from Extinción."""
    c = state.cards[source]
    if (c.zone != "extinction" or state.declared_at.get(source, -9) >= state.turn - 1
            or says_self_extinction(c.card.text)):
        return
    name = _nm(state, source)
    flags.error("6.6", f"Se resuelve un efecto de {name}, que está en Extinción: las cartas "
                "que no especifiquen explícitamente que su efecto se aplica cuando ellas "
                "mismas sean enviadas a Extinción no podrán activar sus efectos cuando sean "
                "enviadas a Extinción.",
                f"An effect of {name} resolves, and it is in Extinción: cards that do not say "
                "explicitly that their effect applies when they themselves are sent to "
                "Extinción cannot activate their effects when sent there.")
