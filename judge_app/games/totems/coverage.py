"""Which sections of the Tótems rulebook Juez checks from a match log (``rules coverage``).

Each ``Checked`` entry names its checks and the sample log and event where the sample's
``.expected.json`` shows it flagged (tests/games/test_coverage.py replays them);
each ``NotFromLog`` says in one line why a log cannot show the section.
"""

from __future__ import annotations

from judge_app.coverage import Check, Checked, Coverage, NotFromLog
from judge_app.games.totems import RULEBOOK

COVERAGE = Coverage(RULEBOOK, (
    NotFromLog(
        "anatomia",
        "Describe la carta impresa (poder 1–13, icono de habilidad en 1–9): la da el juego de "
        "cartas, el registro solo nombra la carta.",
        "Describes the printed card (power 1–13, ability icon on 1–9): the card set gives it, "
        "a log only names the card.",
    ),
    Checked("habilidades", (
        Check("Una habilidad que el Tótem no tiene.",
              "An ability the Tótem does not have.", "attack-violations.json", 9),
    )),
    Checked("espada", (
        Check("Dos cartas atacan juntas sin una Espada.",
              "Two cards attack together without an Espada.", "attack-violations.json", 2),
    )),
    Checked("escudo", (
        Check("Un Escudo descubierto gana el primer ataque, sea cual sea el poder.",
              "A discovered Escudo wins the first attack, whatever the power.",
              "attack-violations.json", 15),
    )),
    NotFromLog(
        "objetivo",
        "Enuncia la meta; quién gana se comprueba en «fin-de-la-partida».",
        "States the goal; who wins is checked under 'fin-de-la-partida'.",
    ),
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
        Check("Volver a atacar tras perder un ataque.", "Attacking again after losing an attack.",
              "attack-violations.json", 16),
        Check("Atacar a un Tótem descubierto con menos poder.",
              "Attacking a discovered Tótem with less power.", "attack-violations.json", 19),
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
    )),
))
