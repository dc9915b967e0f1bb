"""Which sections of the Códigos rulebook Juez checks from a match log (``rules coverage``).

Each ``Checked`` entry names its checks and the sample log and event where the sample's
``.expected.json`` shows it flagged (tests/games/test_coverage.py replays them);
each ``NotFromLog`` says in one line why a log cannot show the section.
"""

from __future__ import annotations

from judge_app.coverage import Check, Checked, Coverage, NotFromLog
from judge_app.games.codigos import RULEBOOK

COVERAGE = Coverage(RULEBOOK, (
    Checked("objetivo", (
        Check("Una carta común sin símbolo o sin código (las cartas tienen MEDALLA, SÍMBOLO y "
              "CÓDIGO).",
              "A common card without a symbol or a code (cards carry a MEDAL, a SYMBOL and a "
              "CODE).", "card-violations.json", 0),
    )),
    Checked("preparacion", (
        Check("Comodines o cartas REVELEN que no son los de la cantidad de jugadores.",
              "Wildcards or REVELEN cards other than the player count's.",
              "setup-violations.json", 0),
    )),
    Checked("soldado", (
        Check("Tomar la carta bloqueada por el Soldado.",
              "Taking the card the Soldier blocks.", "action-violations.json", 2),
        Check("El Soldado se queda sobre la misma carta.",
              "The Soldier stays on the same card.", "action-violations.json", 20),
    )),
    Checked("comienza", (
        Check("Más de 4 cartas en el área de recolección.",
              "More than 4 cards in the collection area.", "action-violations.json", 5),
        Check("Empieza quien no tiene el número de referencia de la foto más alto.",
              "The player without the highest photo reference number starts.",
              "first-player.json", 1),
    )),
    Checked("acciones", (
        Check("Mover el Soldado como primera acción.", "Moving the Soldier as the first action.",
              "action-violations.json", 1),
        Check("Una tercera acción en el turno.", "A third action in the turn.",
              "action-violations.json", 6),
        Check("Exponer un código con otro incompleto expuesto.",
              "Exposing a code while another is still incomplete.",
              "action-violations.json", 9),
        Check("Descartar el símbolo que ya está en la pila.",
              "Discarding the symbol already on the pile.", "action-violations.json", 11),
        Check("Acabar el turno con 1 acción.", "Ending the turn after 1 action.",
              "action-violations.json", 12),
        Check("Descartar la carta recién levantada.", "Discarding the card just taken.",
              "action-violations.json", 14),
        Check("Jugar fuera de turno.", "Playing out of turn.", "action-violations.json", 16),
        Check("Tomar una carta que no está en el encarte.",
              "Taking a card that is not in the encarte.", "action-violations.json", 19),
        Check("Tomar de la pila DESCARTE una carta que no está arriba.",
              "Taking from the discard pile a card that is not on top.",
              "wildcard-and-pile-violations.json", 10),
    )),
    Checked("codigo-expuesto", (
        Check("Descartar un código expuesto sin ninguna carta símbolo.",
              "Discarding an exposed code with no symbol card.", "reveal-violations.json", 13),
        Check("Bajar un símbolo que el código expuesto no necesita.",
              "Adding a symbol the exposed code does not need.", "reveal-violations.json", 21),
    )),
    NotFromLog(
        "codigos-ocultos",
        "Cómo se apilan y colocan las cartas de un código oculto sobre la mesa no es un evento "
        "del registro.",
        "How a hidden code's cards are stacked and laid on the table is not an event of the log.",
    ),
    Checked("revelar-y-puntuacion", (
        Check("Revelar antes de que acabe el jugador anterior.",
              "Revealing before the previous player is done.", "reveal-violations.json", 8),
        Check("El resultado de una revelación no es el que da lo dicho.",
              "A revelation's result is not the one what was said gives.",
              "reveal-violations.json", 9),
        Check("Seguir jugando antes de que acabe la revelación.",
              "Playing on before the revelation is over.", "reveal-violations.json", 25),
        Check("Un código con COMODÍN revelado dando vuelta las cartas (opción 3) no puntúa.",
              "A code with a wildcard revealed by turning the cards over (option 3) scores "
              "nothing.", "end-violations.json", 3),
    )),
    Checked("final", (
        Check("La partida se da por acabada antes de la última carta REVELEN CÓDIGOS OCULTOS.",
              "The game is declared over before the last REVELEN CÓDIGOS OCULTOS card.",
              "action-violations.json", 22),
        Check("Los puntos finales no son los de medallas, puntos extra y códigos descartados.",
              "The final points are not those of medals, extra points and discarded codes.",
              "reveal-violations.json", 27),
        Check("Contar al final un código expuesto incompleto que no se descartó.",
              "Counting at the end an incomplete exposed code that was not discarded.",
              "end-violations.json", 5),
    )),
    Checked("excepciones", (
        Check("Tomar un COMODÍN BLOQUEADO, que es un comodín perdido (Excepción 1).",
              "Taking a blocked wildcard, which is a lost wildcard (Exception 1).",
              "wildcard-and-pile-violations.json", 5),
        Check("Tomar la carta que reemplazó al COMODÍN BLOQUEADO, que queda bloqueada.",
              "Taking the card that replaced the blocked wildcard, which stays blocked.",
              "wildcard-and-pile-violations.json", 8),
        Check("Con 4 jugadores, barajar una carta REVELEN con la pila DESCARTE (Excepción 2).",
              "With 4 players, shuffling a REVELEN card into the discard pile (Exception 2).",
              "four-players.json", 7),
    )),
))
