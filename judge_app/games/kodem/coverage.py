"""Which sections of the Kódem TCG 5.0 rulebook Juez checks from a match log (``rules
coverage kodem-5.0``).

Each ``Checked`` entry names its checks and the sample log of resources/samples/kodem/ and
the event where that sample's ``.expected.json`` shows it flagged (tests/games/
test_coverage.py replays them); each ``NotFromLog`` says in one line why a log cannot
show the section. How the checks read the rulebook: docs/kodem-rulings.md.
"""

from __future__ import annotations

from judge_app.coverage import Check, Checked, Coverage, NotFromLog
from judge_app.games.kodem.rules.core import RULEBOOK

EFFECTS = "effect-corners.json"
ZONES = "zone-corners.json"
CLAIMS = "claims-and-equipment.json"


def _not(section: str, es: str, en: str) -> NotFromLog:
    return NotFromLog(section, es, en)


def _checked(section: str, *checks: tuple[str, str, str, int]) -> Checked:
    return Checked(section, tuple(Check(es, en, sample, seq) for es, en, sample, seq in checks))


COVERAGE = Coverage(RULEBOOK, (
    _not("1", "Presenta el juego; no pide ni prohíbe ninguna jugada.",
         "Introduces the game; it asks for and forbids no play."),
    _not("1.2", "Presenta el producto; no pide ni prohíbe ninguna jugada.",
         "Introduces the product; it asks for and forbids no play."),
    _not("1.3", "Componentes físicos (contadores, tapete, monedas): no son eventos del registro.",
         "Physical components (counters, mat, coins): no event of a log."),
    _not("2", "Las partes de la carta impresa: las da el juego de cartas, el registro solo "
         "nombra la carta.", "The parts of the printed card: the card set gives them, a log "
         "only names the card."),
    _not("2.1", "Icono, texto, folio y nombre impresos: los da el juego de cartas.",
         "Printed icon, text, number and name: the card set gives them."),
    _not("2.1.1", "La rareza de una carta no cambia ninguna jugada.",
         "A card's rarity changes no play."),
    _not("2.2", "Define las estadísticas que da el juego de cartas; lo que se sigue de ellas "
         "se comprueba en 5/post, 5.1, 6.2 y 6.7-G4.",
         "Defines the statistics the card set gives; what follows from them is checked under "
         "5/post, 5.1, 6.2 and 6.7-G4."),
    _not("2.2.1", "Describe las energías; el juego no restringe su uso.",
         "Describes the energies; the game does not restrict their use."),
    _not("3", "Presenta los tipos de carta; cada uno se comprueba en su sección (3.1–3.6).",
         "Introduces the card types; each is checked under its own section (3.1–3.6)."),
    _not("3.1", "Describe al Adendei (vida 6, descanso 0–2, colocarlo oculto); sus usos se "
         "comprueban en 5, 5.1 y 5.3.",
         "Describes the Adendei (6 vida, descanso 0–2, placed hidden); its uses are checked "
         "under 5, 5.1 and 5.3."),
    _checked("3.2",
             ("Daño por efecto a un Protector de una carta que no dice que pueda dañarlo.",
              "Effect damage to a Protector from a card that does not say it may damage one.",
              ZONES, 37),
             ("Ataque a un Protector de una carta que no dice que pueda dañarlo.",
              "An attack on a Protector by a card that does not say it may damage one.",
              CLAIMS, 36)),
    _checked("3.2/vinculo",
             ("Vínculo Odémico fuera de la Fase de Batalla propia.",
              "A Vínculo Odémico outside one's own Batalla phase.", ZONES, 14)),
    _checked("3.3",
             ("Un Rava regresa al Mazo fuera de la Fase Previa.",
              "A Rava returns to the Mazo outside the Previa phase.", ZONES, 15)),
    _checked("3.4",
             ("Se equipa una carta que no atacó ni usó su Activa este turno.",
              "Equipping a card that neither attacked nor used its Activa this turn.",
              "equip-violation.json", 22)),
    _not("3.4/equipar", "Su comprobación (equipar una carta que no atacó ni usó su Activa) se "
         "cita como 3.4, como esperan los registros escritos desde el contrato: ver 3.4.",
         "Its check (equipping a card that neither attacked nor used its Activa) is cited as "
         "3.4, as the logs written from the contract expect: see 3.4."),
    _checked("3.4/multiples",
             ("Se revela un segundo Ixim bajo una carta que ya tiene uno revelado.",
              "A second Ixim is revealed under a card that already has one revealed.",
              CLAIMS, 34)),
    _checked("3.5",
             ("El Bio se envía a Extinción dos veces en un turno.",
              "The Bio is sent to Extinción twice in a turn.", ZONES, 11)),
    _checked("3.6",
             ("Un Token entra oculto.", "A Token enters hidden.", ZONES, 26)),
    _checked("4",
             ("La victoria se reclama sin 10 cartas del rival en Extinción.",
              "The win is claimed without 10 of the rival's cards in Extinción.",
              "game-end-claim.json", 22),
             ("Un mazo con menos de 15 Adendei.", "A deck with fewer than 15 Adendei.",
              "deck-adendei-count.json", 0)),
    _checked("5",
             ("Se vuelve a una fase anterior.", "Going back to an earlier phase.", CLAIMS, 19),
             ("Pasivas simultáneas: el rival declara antes que el jugador en turno.",
              "Simultaneous Pasivas: the rival declares before the turn player.", EFFECTS, 44)),
    _not("5/inicio", "La Fase de Inicio no tiene acciones, y quién empieza se sortea: nada de "
         "ello es un evento del registro.", "The Fase de Inicio has no actions, and the first "
         "player is drawn at random: none of it is an event of a log."),
    _checked("5/previa",
             ("El rival revela en la Fase Previa una carta sin Pasiva-Rápida.",
              "The rival reveals in the Previa phase a card without a Pasiva-Rápida.",
              "rest-violations.json", 15)),
    _checked("5/batalla",
             ("Una segunda carta ataca en el mismo turno.",
              "A second card attacks in the same turn.", "batalla-violations.json", 20)),
    _checked("5/post",
             ("Una carta con 0 de vida sigue en juego al terminar la Fase Post.",
              "A card at 0 life is still in play when the Post phase ends.",
              "post-zero-life.json", 17)),
    _checked("5/equipo",
             ("Un segundo equipo en la misma Fase de Equipo.",
              "A second equipment in the same Equipo phase.", CLAIMS, 13)),
    _checked("5/fin",
             ("En Fin de Turno, un costo declarado antes se paga después de una Pasiva.",
              "In the Fin de Turno, a cost declared earlier is paid after a Pasiva.",
              EFFECTS, 70)),
    _checked("5.1",
             ("Una carta en descanso ataca.", "A resting card attacks.",
              "rest-violations.json", 17)),
    _checked("5.2",
             ("Una Pasiva declarada en la Fase de Batalla.",
              "A Pasiva declared in the Batalla phase.", "batalla-violations.json", 21)),
    _checked("5.3",
             ("El suplente no se elige de las 3 cartas del tope del Mazo.",
              "The substitute is not chosen from the 3 cards on top of the Mazo.",
              "replacement-not-top3.json", 15)),
    _not("6", "Precedencia del texto de la carta: el registro da las banderas y el texto que "
         "se leen en cada comprobación; la precedencia misma no es un evento.",
         "Card text over the rules: a log gives the flags and texts each check reads; the "
         "precedence itself is no event."),
    _checked("6.1",
             ("Una segunda marca del mismo tipo en una carta.",
              "A second mark of the same kind on a card.", "marks-and-heal.json", 8)),
    _checked("6.2",
             ("Se cura a una carta con la vida completa.", "Healing a card at full life.",
              "marks-and-heal.json", 11)),
    _checked("6.3",
             ("Un daño con cantidad negativa.", "A damage with a negative amount.",
              ZONES, 38)),
    _checked("6.4",
             ("Se cambia una carta que no está en una Zona Principal.",
              "Swapping a card that is not in a Zona Principal.", ZONES, 42)),
    _checked("6.5",
             ("Un ataque a una carta aliada.", "An attack on an allied card.", ZONES, 28)),
    _checked("6.6",
             ("Un efecto se activa dos veces por una condición cumplida dos veces a la vez.",
              "An effect activates twice for a condition met twice at once.", EFFECTS, 29)),
    _checked("6.6.1",
             ("Una Activa declarada dos veces en un turno.",
              "An Activa declared twice in a turn.", EFFECTS, 64)),
    _checked("6.6.2",
             ("Una Pasiva-Rápida sin momento preciso declarada en Batalla.",
              "A Pasiva-Rápida with no precise moment declared in Batalla.", EFFECTS, 11),
             ("Una Pasiva opcional fuera de la Fase Previa propia.",
              "An optional Pasiva outside its owner's Previa phase.", EFFECTS, 15)),
    _not("6.6.2/opcionales", "Su comprobación (Pasiva opcional fuera de la Previa propia o dos "
         "veces) se cita como 6.6.2, como esperan los registros escritos desde el contrato: "
         "ver 6.6.2.", "Its check (an optional Pasiva outside its owner's Previa, or twice) is "
         "cited as 6.6.2, as the logs written from the contract expect: see 6.6.2."),
    _checked("6.6.2/rapidas",
             ("Una Pasiva-Rápida sin momento preciso declarada en Batalla.",
              "A Pasiva-Rápida with no precise moment declared in Batalla.", EFFECTS, 11)),
    _checked("6.6.3",
             ("El mismo costo pagado dos veces por un ataque y su Activa.",
              "The same cost paid twice for an attack and its Activa.", EFFECTS, 9)),
    _not("6.7", "Introducción: predomina la restricción puesta primero en juego; cada "
         "restricción se comprueba en su punto (6.7-G, 6.7-T, 6.7-P).",
         "Introduction: the restriction put in play first prevails; each restriction is "
         "checked under its own item (6.7-G, 6.7-T, 6.7-P)."),
    _checked("6.7-G1",
             ("Dos cartas con el mismo nombre en el Mazo General.",
              "Two cards with the same name in the Mazo General.", "deck-duplicate.json", 0)),
    _checked("6.7-G2",
             ("Dos cartas reveladas con el mismo nombre en un campo (aviso).",
              "Two revealed cards with the same name on one field (warning).", ZONES, 41),
             ("Siguen ahí cuando el juego continúa.",
              "They are still there when play goes on.", ZONES, 42)),
    _not("6.7-G3", "La repetición envía cada carta al Mazo y a la Extinción de su dueño "
         "(derivado): un registro no puede ponerla en otros (un suplente rival es 5.3).",
         "The replay sends every card to its owner's Mazo and Extinción (derived): a log "
         "cannot put it in another's (a rival substitute is 5.3)."),
    _checked("6.7-G4",
             ("Feralizar a una carta sin Energía.", "Feralizing a card with no Energía.",
              EFFECTS, 53)),
    _checked("6.7-G5",
             ("Una carta oculta declara su Activa.", "A hidden card declares its Activa.",
              EFFECTS, 21)),
    _not("6.7-G6", "Lo aplica la repetición (derivado): la carta ocultada vuelve a su daño "
         "base y su negación termina; ningún evento puede incumplirlo.",
         "Applied by the replay (derived): the hidden card goes back to its base damage and "
         "its negation ends; no event can break it."),
    _not("6.7-G7", "La resolución del ataque es el daño registrado; un registro que la omite "
         "no muestra si el juego la resolvió.", "The attack's resolution is the damage "
         "logged; a log that leaves it out does not show whether play resolved it."),
    _checked("6.7-G8",
             ("Una carta oculta resuelve un efecto que no declaró este turno.",
              "A hidden card resolves an effect it did not declare this turn.", EFFECTS, 74)),
    _not("6.7-G9", "No es una jugada: las comprobaciones que lo necesitan lo leen (equipar una "
         "carta oculta, 3.4; costos con tipo, 6.6.3; declarar oculta, 6.7-G5).",
         "Not a play: the checks that need it read it (equipping a hidden card, 3.4; typed "
         "costs, 6.6.3; declaring while hidden, 6.7-G5)."),
    _not("6.7-G10", "Se comprueba con 6.7-G8: una carta oculta que resuelve un efecto sin "
         "declararlo ese turno.", "Checked with 6.7-G8: a hidden card resolving an effect "
         "it did not declare that turn."),
    _not("6.7-G11", "Una carta en la mano mostrada no deja rastro en el registro más allá de "
         "«show», que no cambia nada.", "A card in hand that is shown leaves no trace in a "
         "log beyond 'show', which changes nothing."),
    _not("6.7-G12", "Regla general: cada restricción se comprueba en su punto, y su castigo "
         "en 6.7-P1.", "A general rule: each restriction is checked under its own item, and "
         "its penalty under 6.7-P1."),
    _not("6.7-G13", "Es la regla de 6.1 (una marca de cada tipo), comprobada y citada en 6.1.",
         "It is 6.1's rule (one mark of each kind), checked and cited under 6.1."),
    _not("6.7-G14", "Si unas restricciones impidieron dañar 8 turnos no está en el registro "
         "(no dañar también puede ser una decisión).", "Whether restrictions kept both "
         "players from damaging for 8 turns is not in a log (not damaging may be a choice)."),
    _not("6.7-G15", "Es un permiso: una actualización tardía se aplica y no se marca (6.7-G16 "
         "cuenta las repetidas).", "An allowance: a late update is applied and not flagged "
         "(6.7-G16 counts repeated ones)."),
    _checked("6.7-G16",
             ("Un jugador olvida actualizar descansos por segunda vez (aviso).",
              "A player forgets to update descansos a second time (warning).", CLAIMS, 33)),
    _checked("6.7-G17",
             ("Se revela una carta del Mazo Principal.",
              "A card of the Mazo Principal is revealed.", ZONES, 9)),
    _not("6.7-T1", "La restricción es el texto impreso de una carta, que el registro no "
         "modela; lo que sí modela se comprueba en 3.2, 6.5 y 6.7-G4.",
         "The restriction is a card's printed text, which a log does not model; what it does "
         "model is checked under 3.2, 6.5 and 6.7-G4."),
    _not("6.7-T2", "La restricción es el texto impreso de una carta, que el registro no "
         "modela; lo que sí modela se comprueba en 6.6, 6.6.1 y 6.7-G4.",
         "The restriction is a card's printed text, which a log does not model; what it does "
         "model is checked under 6.6, 6.6.1 and 6.7-G4."),
    _not("6.7-T3", "Ocultar un Token o un Protector se comprueba y cita en 3.6 y 3.2; otras "
         "restricciones son texto impreso que el registro no modela.",
         "Hiding a Token or a Protector is checked and cited under 3.6 and 3.2; other "
         "restrictions are printed text a log does not model."),
    _not("6.7-T4", "La restricción es el texto impreso de una carta, que el registro no "
         "modela.", "The restriction is a card's printed text, which a log does not model."),
    _not("6.7-T5", "Los equipos compatibles se comprueban y citan en 3.4; otras restricciones "
         "son texto impreso que el registro no modela.",
         "Compatible equipment is checked and cited under 3.4; other restrictions are "
         "printed text a log does not model."),
    _not("6.7-T6", "La restricción es el texto impreso de una carta, que el registro no "
         "modela.", "The restriction is a card's printed text, which a log does not model."),
    _not("6.7-T7", "La restricción es el texto impreso de una carta, que el registro no "
         "modela (el Vínculo se comprueba en 3.2/vinculo).",
         "The restriction is a card's printed text, which a log does not model (the Vínculo "
         "is checked under 3.2/vinculo)."),
    _checked("6.7-T8",
             ("Se resuelve un efecto negado (aviso).", "A negated effect resolves (warning).",
              EFFECTS, 63)),
    _checked("6.7-P1",
             ("Se equipa una carta que declaró un ataque ilegal ese turno.",
              "Equipping a card that declared an illegal attack that turn.", CLAIMS, 39)),
    _not("6.7-P2", "Avisar al rival o al juez no es un evento del registro.",
         "Telling the rival or the judge is not an event of a log."),
    _checked("6.7-P3",
             ("Una infracción reclamada después del turno siguiente (aviso).",
              "An infraction claimed after the next turn (warning).", CLAIMS, 25)),
    _not("6.7-P4", "Retroceder el Ecosistema lo decide el juez; el registro no tiene un "
         "evento para ello.", "Rolling the Ecosystem back is the judge's decision; a log has "
         "no event for it."),
    _checked("6.7-P5",
             ("Una infracción no reclamada en su turno ni en el siguiente prescribe (aviso).",
              "An infraction unclaimed in its turn and the next lapses (warning).", CLAIMS, 23)),
    _not("6.7-P6", "Las sanciones por reincidencia quedan a criterio del juez.",
         "Penalties for repeated infractions are at the judge's discretion."),
    _not("7", "Consejos para armar el mazo; las reglas del mazo se comprueban en 4 y 8.2.",
         "Deck-building advice; the deck rules are checked under 4 and 8.2."),
    _not("8", "Presenta los formatos; cada uno se comprueba en 8.1 y 8.2.",
         "Introduces the formats; each is checked under 8.1 and 8.2."),
    _checked("8.1",
             ("En multijugador, un ataque a un jugador que no es el rival elegido del turno.",
              "In multiplayer, an attack on a player other than the turn's chosen rival.",
              "jungla-wrong-rival.json", 32)),
    _checked("8.2",
             ("Una Carta Limitada por encima de sus copias.",
              "A Carta Limitada above its copies.", "extended-limited.json", 0)),
    _checked("9",
             ("Se oculta una carta en Extinción (Ocultar).",
              "Hiding a card in Extinción (Ocultar).", ZONES, 34)),
))
