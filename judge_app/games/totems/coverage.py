"""Which sections of the Tótems rulebook Juez checks from a match log (``rules coverage``).

Each ``Checked`` entry names its checks and the sample log and event where the sample's
``.expected.json`` shows it flagged (tests/games/test_coverage.py replays them);
each ``NotFromLog`` says in one line why a log cannot show the section.
"""

from __future__ import annotations

from judge_app.coverage import Check, Checked, Coverage, NotFromLog
from judge_app.games.totems import RULEBOOK

COVERAGE = Coverage(RULEBOOK, (
    Checked("anatomia", (
        Check("Una carta de poder 10 a 13 con icono de habilidad (solo las del 1 al 9 lo "
              "llevan).",
              "A card of power 10 to 13 with an ability icon (only cards 1 to 9 carry one).",
              "card-violations.json", 0),
    )),
    Checked("habilidades", (
        Check("Una habilidad que el Tótem no tiene.",
              "An ability the Tótem does not have.", "attack-violations.json", 9),
    )),
    NotFromLog(
        "descubrir",
        "Define la palabra; lo único que un registro puede mostrar en su contra, intercambiar "
        "un Tótem descubierto, se comprueba en «intercambio».",
        "Defines the word; the one move a log can show against it, exchanging a discovered "
        "Tótem, is checked under 'intercambio'.",
    ),
    Checked("espada", (
        Check("Dos cartas atacan juntas sin una Espada.",
              "Two cards attack together without an Espada.", "attack-violations.json", 2),
        Check("Usar la habilidad del compañero de una Espada tras un ataque perdido: queda "
              "anulada.",
              "Using the ability of an Espada's partner after a lost attack: it is annulled.",
              "ability-violations.json", 3),
    )),
    Checked("escudo", (
        Check("Un Escudo descubierto gana el primer ataque, sea cual sea el poder.",
              "A discovered Escudo wins the first attack, whatever the power.",
              "attack-violations.json", 15),
    )),
    Checked("ojo", (
        Check("Usar el Ojo sin acabar de atacar o defender con éxito.",
              "Using the Ojo without having just attacked or defended successfully.",
              "ability-violations.json", 14),
    )),
    Checked("suma", (
        Check("Robar otra carta tras la Suma, que ya robó la suya.",
              "Drawing another card after the Suma, which already drew its own.",
              "ability-violations.json", 22),
    )),
    NotFromLog(
        "objetivo",
        "Enuncia la meta; quién gana se comprueba en «fin-de-la-partida».",
        "States the goal; who wins is checked under 'fin-de-la-partida'.",
    ),
    Checked("preparacion", (
        Check("Un jugador no coloca 4 Tótems de su mano defendiendo.",
              "A player does not place 4 Tótems of the hand as defenders.",
              "setup-violations.json", 0),
    )),
    NotFromLog(
        "como-jugar",
        "Mirar los propios Tótems ocultos en cualquier momento no es un evento del registro.",
        "Looking at one's own hidden Tótems at any time is not an event of the log.",
    ),
    Checked("turno", (
        Check("El turno empieza robando 1 carta.", "A turn begins by drawing 1 card.",
              "turn-violations.json", 1),
        Check("Un turno sin ninguna acción.", "A turn with no action.",
              "turn-violations.json", 14),
    )),
    Checked("reponer", (
        Check("Reponer con 4 Tótems defendiendo.", "Replenishing with 4 defending Tótems.",
              "turn-violations.json", 1),
    )),
    Checked("atacar", (
        Check("El resultado del ataque no es el que dan los poderes.",
              "The attack's outcome is not the one the powers give.",
              "attack-violations.json", 5),
        Check("Un Tótem más débil que ataca a un Escudo oculto pierde por poder (y gasta su "
              "inmunidad).",
              "A weaker Tótem attacking a hidden Escudo loses by power (and spends its "
              "immunity).", "ability-violations.json", 6),
        Check("Atacar al Escudo ya descubierto con menos poder.",
              "Attacking the Escudo, already discovered, with less power.",
              "ability-violations.json", 13),
        Check("Volver a atacar tras perder un ataque.", "Attacking again after losing an attack.",
              "attack-violations.json", 16),
        Check("Atacar a un Tótem descubierto con menos poder.",
              "Attacking a discovered Tótem with less power.", "attack-violations.json", 19),
    )),
    Checked("intercambio", (
        Check("Intercambiar un Tótem ya descubierto.", "Exchanging a Tótem already discovered.",
              "ability-violations.json", 17),
    )),
    Checked("descarte", (
        Check("Descartar una carta que no está en la mano.",
              "Discarding a card that is not in the hand.", "ability-violations.json", 25),
    )),
    Checked("fin-de-turno", (
        Check("Un tercer ataque en el turno.", "A third attack in the turn.",
              "turn-violations.json", 11),
    )),
    Checked("fin-de-la-partida", (
        Check("La partida se da por acabada sin final 1 ni final 2.",
              "The game is declared over with neither end 1 nor end 2.",
              "attack-violations.json", 21),
        Check("El ganador no es quien tiene más Tótems defendiendo.",
              "The winner is not the player with more defending Tótems.",
              "turn-violations.json", 17),
        Check("Seguir jugando tras el turno en que se robó la última carta con un Descarte.",
              "Playing on after the turn in which a Descarte drew the last card.",
              "last-card-descarte.json", 4),
        Check("Robar del mazo vacío en el último turno de quien robó la última carta con la "
              "Suma.",
              "Drawing from the empty deck in the last turn of the player whose Suma drew the "
              "last card.", "last-card-suma.json", 8),
        Check("Dar la partida por acabada antes del último turno de quien robó la última "
              "carta con la Suma en el turno rival.",
              "Declaring the game over before the last turn of the player whose Suma drew the "
              "last card in the rival's turn.", "last-card-early-end.json", 8),
    )),
))
