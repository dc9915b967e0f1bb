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
        Check("Seguir jugando cuando un jugador quedó por debajo de 0 puntos escalares.",
              "Playing on once a player went below 0 puntos escalares.",
              "points-below-zero.json", 2),
        Check("Dar la victoria al jugador que quedó por debajo de 0 puntos escalares.",
              "Giving the win to the player who went below 0 puntos escalares.",
              "points-below-zero.json", 4),
    )),
    Checked("actualizacion", (
        Check("Descartar y volver a robar dos veces en la ronda.",
              "Discarding and redrawing twice in the round.", "phase-violations.json", 4),
        Check("Acabar la Actualización con menos de 6 cartas en mano.",
              "Ending Actualización with fewer than 6 cards in hand.",
              "phase-violations.json", 6),
    )),
    Checked("digitalizacion", (
        Check("Digitalizar un digimon que no es de nivel 3 ni tiene requerimientos "
              "digitalizadores.",
              "Digitalizing a digimon that is neither level 3 nor has digitalizing "
              "requirements.", "requirement-violations.json", 5),
    )),
    Checked("entrenamiento", (
        Check("Entrenar con una carta del Océano Red que no es la de su tope.",
              "Training with a card of the Océano Red that is not its top card.",
              "requirement-violations.json", 8),
    )),
    Checked("preparacion", (
        Check("Dos cartas en el mismo espacio de soporte.", "Two cards in the same support slot.",
              "phase-violations.json", 11),
        Check("Colocar un segundo soporte en el turno.", "Placing a second support in the turn.",
              "phase-violations.json", 13),
        Check("Activar un soporte con otra carta de su mismo código en el tablero.",
              "Activating a support with another card of its code on the board.",
              "requirement-violations.json", 30),
    )),
    Checked("evolucion", (
        Check("El primer jugador evoluciona después del segundo.",
              "The first player evolves after the second.", "phase-violations.json", 16),
        Check("Volver a Evolución después de Puntuación.",
              "Going back to Evolución after Puntuación.",
              "phase-violations.json", 25),
        Check("Evolucionar por unión sin uno de sus digimon en la caja digimon y el otro en la "
              "caja de entrenamiento.",
              "Evolving by union without one of its digimon in the caja digimon and the other "
              "in the caja de entrenamiento.", "requirement-violations.json", 13),
        Check("Evolucionar a un digimon de otra línea (evoluciona de otro digimon).",
              "Evolving into a digimon of another line (it evolves from another digimon).",
              "evolution-requirements.json", 13),
        Check("Evolucionar sin las cartas de entrenamiento que piden sus requerimientos "
              "evolutivos (O y X).",
              "Evolving without the training cards its requerimientos evolutivos ask (O and "
              "X).", "evolution-requirements.json", 14),
    )),
    Checked("batalla", (
        Check("Activar un efecto fuera de turno.", "Activating an effect out of turn.",
              "phase-violations.json", 18),
        Check("Usar de nuevo una opción ya usada en la ronda.",
              "Using again an option already used this round.", "phase-violations.json", 20),
        Check("El poder final no es el que dan el ataque y los efectos.",
              "The final power is not the one the attack and the effects give.",
              "score-violations.json", 18),
        Check("Jugar desde la mano una opción que no lo permite.",
              "Playing from the hand an option that does not allow it.",
              "requirement-violations.json", 15),
        Check("Usar en la ronda siguiente una opción no persistente, descartada en la "
              "Puntuación.",
              "Using in the next round an option that is not persistent, discarded in "
              "Puntuación.", "requirement-violations.json", 29),
    )),
    Checked("puntuacion", (
        Check("El ganador de la batalla no es el de más poder.",
              "The battle's winner is not the one with more power.", "score-violations.json", 18),
        Check("Los puntos escalares perdidos no son los de la caja PEP.",
              "The puntos escalares lost are not those of the PEP box.",
              "score-violations.json", 20),
        Check("No perder puntos escalares en Puntuación.",
              "Not losing puntos escalares in Puntuación.", "score-violations.json", 30),
        Check("Activar un efecto después de la puntuación sin que diga «se activa después de "
              "la puntuación».",
              "Activating an effect after the scoring though it does not say it \"se activa "
              "después de la puntuación\".", "requirement-violations.json", 20),
    )),
))
