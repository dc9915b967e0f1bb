"""Which sections of Digimon HiperColiseo's rules Juez checks from a match log
(``rules coverage``).

Each ``Checked`` entry names its checks and the sample log and event where the sample's
``.expected.json`` shows it flagged (tests/games/test_coverage.py replays them);
each ``NotFromLog`` says in one line why a log cannot show the section.
"""

from __future__ import annotations

from judge_app.coverage import Check, Checked, Coverage
from judge_app.games.digimon import RULEBOOK

COVERAGE = Coverage(RULEBOOK, (
    Checked("mazo", (
        Check("El mazo principal no tiene 30 cartas.", "The main deck does not have 30 cards.",
              "deck-violations.json", 0),
        Check("Actuar en una fase antes que el primer jugador.",
              "Acting in a phase before the first player.", "phase-violations.json", 8),
        Check("La partida se da por acabada sin que nadie llegue a cero puntos escalares.",
              "The game is declared over though nobody reached zero puntos escalares.",
              "score-violations.json", 31),
    )),
    Checked("actualizacion", (
        Check("Descartar y volver a robar dos veces en la ronda.",
              "Discarding and redrawing twice in the round.", "phase-violations.json", 4),
        Check("Acabar la Actualización con menos de 6 cartas en mano.",
              "Ending Actualización with fewer than 6 cards in hand.",
              "phase-violations.json", 6),
    )),
    Checked("preparacion", (
        Check("Dos cartas en el mismo espacio de soporte.", "Two cards in the same support slot.",
              "phase-violations.json", 11),
        Check("Colocar un segundo soporte en el turno.", "Placing a second support in the turn.",
              "phase-violations.json", 13),
    )),
    Checked("evolucion", (
        Check("El primer jugador evoluciona después del segundo.",
              "The first player evolves after the second.", "phase-violations.json", 16),
        Check("Volver a Evolución después de Puntuación.",
              "Going back to Evolución after Puntuación.",
              "phase-violations.json", 25),
    )),
    Checked("batalla", (
        Check("Activar un efecto fuera de turno.", "Activating an effect out of turn.",
              "phase-violations.json", 18),
        Check("Usar de nuevo una opción ya usada en la ronda.",
              "Using again an option already used this round.", "phase-violations.json", 20),
        Check("El poder final no es el que dan el ataque y los efectos.",
              "The final power is not the one the attack and the effects give.",
              "score-violations.json", 18),
    )),
    Checked("puntuacion", (
        Check("El ganador de la batalla no es el de más poder.",
              "The battle's winner is not the one with more power.", "score-violations.json", 18),
        Check("Los puntos escalares perdidos no son los de la caja PEP.",
              "The puntos escalares lost are not those of the PEP box.",
              "score-violations.json", 20),
        Check("No perder puntos escalares en Puntuación.",
              "Not losing puntos escalares in Puntuación.", "score-violations.json", 30),
    )),
))
