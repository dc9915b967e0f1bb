"""Which sections of Kingdom's Mazo de Estrategia Juez checks from a match log
(``rules coverage``).

Each ``Checked`` entry names its checks and the sample log and event where the sample's
``.expected.json`` shows it flagged (tests/games/test_coverage.py replays them);
each ``NotFromLog`` says in one line why a log cannot show the section.
"""

from __future__ import annotations

from judge_app.coverage import Check, Checked, Coverage, NotFromLog
from judge_app.games.kingdom import RULEBOOK

COVERAGE = Coverage(RULEBOOK, (
    NotFromLog(
        "3",
        "Es el índice del capítulo: sus reglas están en 3.1 a 3.4.",
        "The chapter's table of contents: its rules are in 3.1 to 3.4.",
    ),
    Checked("3.1", (
        Check("El mazo de estrategia no tiene exactamente 30 cartas.",
              "The Strategy Deck does not have exactly 30 cards.", "deck-violations.json", 0),
        Check("Descartar por el límite de mano más cartas de las necesarias.",
              "Discarding more cards than the hand limit needs.",
              "modifier-violations.json", 26),
        Check("Acabar el turno con más de 7 cartas en mano.",
              "Ending the turn with more than 7 cards in hand.", "modifier-violations.json", 30),
        Check("Usar dos cartas del mismo nombre en un turno.",
              "Using two cards of the same name in a turn.", "stack-violations.json", 8),
        Check("Usar una carta que no está en la mano.", "Using a card that is not in the hand.",
              "stack-violations.json", 12),
        Check("Usar una carta vista o robada por error.",
              "Using a card seen or drawn by mistake.", "stack-violations.json", 17),
        Check("Usar de nuevo una carta ya utilizada.", "Using a card that was already used.",
              "stack-violations.json", 24),
        Check("Activar una carta con el turno ya terminado, fuera de los eventos del turno.",
              "Activating a card after the turn ended, outside the turn's events.",
              "window-and-cancel-violations.json", 13),
        Check("El límite de mano cuenta al final del turno propio: 8 cartas al final del turno "
              "rival no se marcan, 9 al final del propio sí.",
              "The hand limit counts at the end of one's own turn: 8 cards at the end of the "
              "rival's turn are not flagged, 9 at the end of one's own are.",
              "window-and-cancel-violations.json", 18),
    )),
    Checked("3.1.1", (
        Check("Resolver antes una carta activada antes (la última activada resuelve primero).",
              "Resolving an earlier card first (the last activated resolves first).",
              "stack-violations.json", 6),
        Check("Responder a una carta que no espera en la pila de resolución.",
              "Responding to a card that is not waiting on the pile of resolution.",
              "stack-violations.json", 10),
        Check("Aplicar el modificador de una carta que una resolución anterior dejó sin efecto.",
              "Applying the modifier of a card an earlier resolution left without effect.",
              "window-and-cancel-violations.json", 11),
        Check("Aplicar el modificador de una carta anulada por la que le respondió («Anula el "
              "efecto de una carta…»), resuelta antes.",
              "Applying the modifier of a card annulled by the one that answered it (\"Anula "
              "el efecto de una carta…\"), resolved first.", "annulled-card.json", 15),
    )),
    Checked("3.1.2", (
        Check("Una segunda Reducción en el mismo ataque.", "A second Reducción on the same attack.",
              "modifier-violations.json", 16),
        Check("Aplicar el modificador de una carta no activada.",
              "Applying the modifier of a card that was not activated.",
              "modifier-violations.json", 17),
        Check("La tirada modificada no es la que dan los modificadores.",
              "The modified roll is not the one the modifiers give.",
              "modifier-violations.json", 18),
    )),
    Checked("3.2", (
        Check("Usar una carta de Realeza sin controlar a su Coronado.",
              "Using a Realeza card without controlling its Coronado.",
              "timing-violations.json", 10),
        Check("Usar la Realeza de otro Coronado que el controlado (el nombre se compara sin "
              "acentos ni mayúsculas).",
              "Using the Realeza card of another Coronado than the one controlled (names "
              "compared ignoring accents and case).", "window-and-cancel-violations.json", 17),
    )),
    Checked("3.3", (
        Check("Usar una carta de Estrategia en una etapa que su pestaña no permite.",
              "Using a Strategy card in a stage its tab does not allow.",
              "timing-violations.json", 4),
        Check("Usar en el turno enemigo una carta solo del propio turno.",
              "Using in the enemy's turn a card of one's own turn only.",
              "timing-violations.json", 24),
    )),
    Checked("3.4", (
        Check("Arrojar desde una tropa de nivel menor al indicado.",
              "Throwing from a troop of a lower level than printed.", "timing-violations.json", 13),
        Check("Arrojar a otra distancia que la indicada.",
              "Throwing at another distance than printed.", "timing-violations.json", 14),
        Check("Usar una carta de Arroje en el turno enemigo.",
              "Using an Arroje card in the enemy's turn.", "timing-violations.json", 15),
        Check("Usar una carta de Arroje en la etapa de batalla.",
              "Using an Arroje card in the battle stage.", "timing-violations.json", 17),
    )),
))
