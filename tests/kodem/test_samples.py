"""The Kódem sample logs of resources/samples/kodem/: each replays to exactly its expected flags.

The samples are written by the stories below (``python -m tests.kodem.test_samples``
rewrites them); every expected flag is set by hand from the rulebook, next to the
event that breaks the rule, with the rule quoted in a comment. Only
claims-and-equipment records claims; in the others the checker adds no 6.7-P3 /
6.7-P5 warnings about unclaimed infractions. judge_app/games/kodem/coverage.py names,
per rulebook section, the sample and event that show its check.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.kodem.cases import extended_side
from tests.support.kodem import P1_DECK, P2_DECK, PENALTY_P1, Match, default_side, dump_log

SAMPLES_DIR = Path(__file__).resolve().parents[2] / "resources" / "samples" / "kodem"
Story = Callable[[], Match]
STORIES: dict[str, Story] = {}


def story(fn: Story) -> Story:
    STORIES[fn.__name__.removeprefix("story_").replace("_", "-")] = fn
    return fn


def attack_turn(m: Match, player: str, card: str, target: str, damage: int,
                reveal: tuple[str, ...] = (), rival: str | None = None) -> None:
    """A whole legal turn: reveal, one attack resolved, then Post, Equipo and Fin."""
    m.turn(player, rival)
    m.phase("previa")
    for c in reveal:
        m.ev("reveal", card=c)
    m.phase("batalla")
    m.attack(card, target, damage)
    m.phase("post", "equipo", "fin")


# --- clean games ----------------------------------------------------------------------------
@story
def story_clean_game() -> Match:
    """Seven legal turns: attacks, equipment, an Extinción in Post and its replacement."""
    m = Match()
    # T1 P1: Itzal (descanso 1) attacks the hidden Kuma (6.5: hidden cards may be attacked).
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.ev("reveal", card="nahui")
    m.phase("batalla")
    m.attack("itzal", "kuma2", 3)
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="itzal", hidden=False)  # 3.4: it attacked
    m.phase("fin")                                                # Itzal: 1 descanso
    # T2 P2: Kuma (4 daño, descanso 2) hits Itzal: 6 → 2.
    m.turn("P2")
    m.phase("previa")
    m.ev("reveal", card="kuma2")
    m.ev("reveal", card="ocelo2")
    m.phase("batalla")
    m.attack("kuma2", "itzal", 4)
    m.phase("post", "equipo")
    m.ev("equip", equipment="obsidiana2", card="kuma2", hidden=False)
    m.phase("fin")                                                # Kuma: 2 descansos
    # T3 P1: Itzal rests (5.1); Nahui (descanso 0) attacks.
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="tlalo")
    m.phase("batalla")
    m.attack("nahui", "ocelo2", 1)
    m.phase("post", "equipo", "fin")                              # Itzal: 1 → 0
    # T4 P2: Ocelo (descanso 0) finishes Itzal; it goes to Extinción in Post with its
    # Ixim (3.4 Equipar 4) and P1 replaces it from the top three (5.3).
    m.turn("P2")
    m.phase("previa", "batalla")
    m.attack("ocelo2", "itzal", 2)
    m.phase("post")
    m.ev("extinct", "P1", card="itzal", reason="life")
    m.replace("P1", "M1", hidden=True)                            # Ehécatl, hidden
    m.phase("equipo")
    m.ev("equip", equipment="jade2", card="ocelo2", hidden=True)
    m.phase("fin")                                                # Kuma: 2 → 1
    # T5 P1: Ehécatl may damage the Protector (can_target_protector, 3.2).
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="ehecatl")
    m.phase("batalla")
    m.attack("ehecatl", "bruno2", 3)
    m.phase("post", "equipo")
    m.ev("equip", equipment="velo", card="ehecatl", hidden=False)
    m.phase("fin")
    # T6 P2 passes (Pasar turno); T7 P1 attacks a hidden card again.
    m.pass_turn("P2")
    attack_turn(m, "P1", "nahui", "cuetla2", 1)
    return m


@story
def story_clean_victory() -> Match:
    """P2's tenth card reaches Extinción and P1 claims the game (§4 condición de victoria)."""
    m = Match()
    attack_turn(m, "P1", "itzal", "kuma2", 3, reveal=("itzal",))
    m.turn("P2")
    m.phase("previa")
    m.ev("bio_extinct")                                      # 1 (3.5)
    m.ev("extinct", card="bruno2", reason="effect")          # 2, and its top 3 follow: 5
    m.mill3("P2")
    for slot, card in [("M1", "kuma2"), ("M2", "ocelo2"), ("M3", "cuetla2")]:
        m.ev("extinct", card=card, reason="effect")          # 6, 7, 8
        m.replace("P2", slot, hidden=True)
    for _ in range(2):                                       # 9, 10
        m.ev("extinct", card=m.events[-1]["chosen"], reason="effect")
        m.replace("P2", "M3", hidden=True)
    m.ev("game_end", winner="P1", reason="extinction")
    return m


@story
def story_extended_clean() -> Match:
    """Extended format (8.2): 50 cards with copies; a copy is drawn as a substitute."""
    m = Match(variant="extended", sides={"P1": extended_side("P1"), "P2": extended_side("P2")})
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.ev("reveal", card="nahui")
    m.phase("batalla")
    m.attack("itzal", "tlalo2", 3)
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="itzal", hidden=False)
    m.phase("fin")
    m.turn("P2")
    m.phase("previa")
    m.ev("reveal", card="tlalo2")
    m.ev("reveal", card="nahui2")
    m.phase("batalla")
    m.attack("tlalo2", "nahui", 2)
    m.phase("post", "equipo", "fin")
    # T3: Nahui attacks and uses its Activa (the same card may do both, §5 Batalla).
    m.turn("P1")
    m.phase("previa", "batalla")
    m.attack("nahui", "tlalo2", 1)
    m.ev("activa", card="nahui", targets=["tlalo2"], text="Daña 2 a 1 carta rival.")
    m.ev("damage", target="tlalo2", amount=2, kind="effect", source="nahui")
    m.phase("post")
    m.ev("extinct", "P2", card="tlalo2", reason="life")
    m.replace("P2", "M2", hidden=True)                       # three copies of Ehécatl drawn
    m.phase("equipo")
    m.ev("equip", equipment="velo", card="nahui", hidden=False)
    m.phase("fin")
    return m


# --- setup problems (seq 0) ------------------------------------------------------------------
@story
def story_deck_duplicate() -> Match:
    """6.7-G1: two Itzal in P1's Mazo General; the game itself is legal."""
    m = Match(sides={"P1": default_side("P1", deck=[*P1_DECK, "itzal-b:itzal"])})
    m.flag_setup("6.7-G1", "P1")
    attack_turn(m, "P1", "itzal", "kuma2", 3, reveal=("itzal",))
    attack_turn(m, "P2", "ocelo2", "itzal", 2, reveal=("ocelo2",))
    return m


@story
def story_deck_adendei_count() -> Match:
    """§4: P1 has 16 Adendei (the two readings disagree: warning), P2 14 (error)."""
    m = Match(sides={"P1": default_side("P1", deck=P1_DECK[:13]),
                     "P2": default_side("P2", deck=P2_DECK[:11])})
    m.flag_setup("4", "P1", severity="warning")
    m.flag_setup("4", "P2")
    attack_turn(m, "P1", "nahui", "kuma2", 1, reveal=("nahui",))
    return m


@story
def story_extended_limited() -> Match:
    """8.2: P1 plays Zotz, Absorción de Energía (0 copies allowed); P2 has 4 Ehécatl."""
    m = Match(variant="extended", sides={"P1": extended_side("P1", ["zotz"]),
                                         "P2": extended_side("P2", ["ehecatl"])})
    m.flag_setup("8.2", "P1")
    m.flag_setup("8.2", "P2")
    attack_turn(m, "P1", "itzal", "tlalo2", 3, reveal=("itzal",))
    return m


# --- multiplayer ----------------------------------------------------------------------------
@story
def story_jungla_wrong_rival() -> Match:
    """8.1 jungla, three players: in turn 4 P1 chose P3 as rival but attacks P2's Ocelo."""
    m = Match(players=("P1", "P2", "P3"), variant="jungla")
    attack_turn(m, "P1", "itzal", "kuma2", 3, reveal=("itzal", "nahui"), rival="P2")
    attack_turn(m, "P2", "ocelo2", "kuma3", 2, reveal=("ocelo2",), rival="P3")
    attack_turn(m, "P3", "cuetla3", "tlalo", 1, reveal=("cuetla3",), rival="P1")
    m.turn("P1", rival="P3")
    m.phase("previa", "batalla")
    m.ev("attack", card="nahui", targets=["ocelo2"], damage=1)
    # 8.1 Reglas Generales 2: effects and mechanics apply only between the turn player and
    # the rival chosen at the start of the turn; 6.7-P1: the declaration does not resolve.
    m.flag("8.1", penalty=PENALTY_P1)
    m.phase("post", "equipo", "fin")
    return m


# --- violations in play ---------------------------------------------------------------------
@story
def story_batalla_violations() -> Match:
    """Turn 3: a second card attacks (§5 Batalla) and a Pasiva is declared in Batalla (5.2)."""
    m = Match()
    attack_turn(m, "P1", "itzal", "kuma2", 3, reveal=("itzal",))
    m.pass_turn("P2")
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="tlalo")
    m.ev("reveal", card="nahui")
    m.phase("batalla")
    m.attack("tlalo", "ocelo2", 2)
    # §5 Batalla: "sólo se podrá atacar y/o usar la Activa de 1 carta por turno".
    m.ev("attack", card="nahui", targets=["cuetla2"], damage=1)
    m.flag("5/batalla", penalty=PENALTY_P1)
    # 5.2: Pasivas may be declared in every phase except Batalla.
    m.ev("pasiva", card="nahui", text="Si una carta aliada ataca, escala 1.", optional=False)
    m.flag("5.2", penalty=PENALTY_P1)
    m.phase("post", "equipo", "fin")
    return m


@story
def story_rest_violations() -> Match:
    """Turn 3: P2 reveals in P1's Previa (5/previa); Itzal attacks while resting (5.1)."""
    m = Match()
    attack_turn(m, "P1", "itzal", "kuma2", 3, reveal=("itzal",))
    m.pass_turn("P2")
    m.turn("P1")
    m.phase("previa")
    # §5 Previa, NOTA: the rival reveals only cards with a Pasiva-Rápida.
    m.ev("reveal", "P2", card="kuma2")
    m.flag("5/previa")
    m.phase("batalla")
    # 5.1: Itzal (descanso 1) attacked in turn 1, so it rests through P1's next turn.
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("5.1", penalty=PENALTY_P1)
    m.phase("post", "equipo", "fin")
    return m


@story
def story_equip_violation() -> Match:
    """Turn 3: the Rot goes under Itzal, which did not attack that turn (3.4 Equipar 2)."""
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.ev("reveal", card="tlalo")
    m.phase("batalla")
    m.attack("itzal", "kuma2", 3)
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="itzal", hidden=False)
    m.phase("fin")
    m.pass_turn("P2")
    m.turn("P1")
    m.phase("previa", "batalla")
    m.attack("tlalo", "kuma2", 2)
    m.phase("post", "equipo")
    m.ev("equip", equipment="jade", card="itzal", hidden=False)
    m.flag("3.4")
    m.phase("fin")
    return m


@story
def story_post_zero_life() -> Match:
    """Turn 2: Tlalo is at 0 vida when P2 leaves Post (§5 Fase Post), reported for P1."""
    m = Match()
    attack_turn(m, "P1", "itzal", "kuma2", 3, reveal=("itzal",))
    m.turn("P2")
    m.phase("previa")
    m.ev("reveal", card="kuma2")
    m.phase("batalla")
    m.ev("activa", card="kuma2", targets=["tlalo"], text="Daña 6 a 1 carta rival.")
    m.ev("damage", target="tlalo", amount=6, kind="effect", source="kuma2")
    m.phase("post")
    m.phase("equipo")
    # §5 Post: "Primero se envía a Extinción … cualquier carta que haya llegado a 0".
    m.flag("5/post", "P1")
    return m


@story
def story_replacement_not_top3() -> Match:
    """Turn 2: P2's substitute is not chosen from the top three of the Mazo (5.3.1)."""
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.phase("batalla")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Daña 6 a 1 carta rival.")
    m.ev("damage", target="kuma2", amount=6, kind="effect", source="itzal")
    m.phase("post")
    m.ev("extinct", "P2", card="kuma2", reason="life")
    m.replace("P2", "M1", hidden=True)                  # Ehécatl; Itzal, Tlalo to the bottom
    m.phase("equipo", "fin")
    m.turn("P2")
    m.phase("previa")
    m.ev("extinct", card="ocelo2", reason="effect")
    top = m.top3("P2")
    m.replace("P2", "M2", drawn=[*top[1:], m.mazo["P2"][3]])  # skips the top card
    m.flag("5.3")
    return m


@story
def story_marks_and_heal() -> Match:
    """Turn 1: a second Envenenar on Kuma (6.1) and a heal of Itzal at full vida (6.2)."""
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.ev("reveal", card="tlalo")
    m.phase("batalla")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Envenena 1 carta rival.")
    m.ev("mark", target="kuma2", mark="envenenar")
    # 6.1 / 6.7-G13: a card never has 2 marks of the same kind; flagged at the resolution.
    m.ev("mark", target="kuma2", mark="envenenar")
    m.flag("6.1")
    m.phase("post")
    m.ev("pasiva", card="tlalo", text="Al final de Batalla, cura 1 a 1 carta aliada.",
         optional=False)
    # 6.2 Curar: never above the vida máxima; Itzal is at 6.
    m.ev("heal", target="itzal", amount=1, source="tlalo")
    m.flag("6.2")
    return m


@story
def story_game_end_claim() -> Match:
    """P2 has 9 cards in Extinción, not 10, when P1's victory is claimed (§4)."""
    m = Match()
    attack_turn(m, "P1", "nahui", "kuma2", 1, reveal=("nahui",))
    m.turn("P2")
    m.phase("previa")
    m.ev("bio_extinct")
    m.ev("extinct", card="bruno2", reason="effect")
    m.mill3("P2")
    for slot, card in [("M1", "kuma2"), ("M2", "ocelo2"), ("M3", "cuetla2")]:
        m.ev("extinct", card=card, reason="effect")
        m.replace("P2", slot, hidden=True)
    m.ev("extinct", card=m.events[-1]["chosen"], reason="effect")
    m.replace("P2", "M3", hidden=True)
    m.ev("game_end", winner="P1", reason="extinction")
    m.flag("4")
    return m


# --- corners no earlier sample reached ------------------------------------------------------
DAGG_TEXT = "Cuando una carta aliada es enviada a Extinción, coloca 1 Token en su lugar."


@story
def story_effect_corners() -> Match:
    """Effects (6.6, 6.6.1–6.6.3, 6.7-G4/G5/G8, 6.7-T8) and the order of Pasivas (5, 5/fin)."""
    m = Match()
    # T1 P1: Itzal reveals; an optional Pasiva outside Previa (6.6.2 opcionales)
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.ev("reveal", card="tlalo")
    m.phase("batalla")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.ev("activa", card="itzal", targets=["kuma2"], text="Costo: Daña 1 a esta carta. "
         "Activa: Daña 1 a 1 carta rival.")
    m.ev("cost", card="itzal", kind="damage", targets=["itzal"], amount=1)
    m.ev("cost", card="itzal", kind="damage", targets=["itzal"], amount=1)   # 6.6.3
    # "Si ambas acciones se declaran simultáneamente, el costo se pagará solo una vez"
    m.flag("6.6.3")
    m.ev("reveal", "P2", card="ocelo2")
    m.ev("pasiva_rapida", "P2", card="ocelo2", text="Cura 1 a 1 carta aliada.")  # 6.6.2 rapidas
    m.flag("6.6.2/rapidas")  # no precise moment: "en fase previa o … posterior a Fase de Batalla"
    m.ev("damage", target="kuma2", amount=3, kind="attack", source="itzal")
    m.ev("damage", target="kuma2", amount=1, kind="effect", source="itzal")
    m.phase("post")
    m.ev("pasiva", card="tlalo", text="Cura 1 a 1 carta aliada.", optional=True)  # 6.6.2 opcionales
    m.flag("6.6.2", penalty=PENALTY_P1)  # "exclusivamente durante tu Fase Previa"
    m.phase("equipo", "fin")
    # T2 P2: Kuma's Activa damages Tlalo and Nahui to 0; Itzal (Dagg) activates twice
    m.turn("P2")
    m.phase("previa")
    m.phase("batalla")
    m.ev("activa", card="kuma2", targets=["tlalo", "nahui"], text="Daña 6 a 2 cartas rivales.")
    m.flag("6.7-G5", penalty=PENALTY_P1)  # Kuma is still hidden: only revealed cards use effects
    m.ev("damage", target="tlalo", amount=6, kind="effect", source="kuma2")
    m.ev("damage", target="nahui", amount=6, kind="effect", source="kuma2")
    m.phase("post")
    m.ev("extinct", "P1", card="tlalo", reason="life")
    m.ev("extinct", "P1", card="nahui", reason="life")
    m.ev("pasiva", "P1", card="itzal", text=DAGG_TEXT)
    m.ev("token", "P1", slot="M2", name="lobo1", by="itzal")
    m.ev("pasiva", "P1", card="itzal", text=DAGG_TEXT)   # 6.6
    m.flag("6.6")  # "el efecto sólo se activará una vez" (Ejemplo 2, Dagg)
    m.ev("token", "P1", slot="M3", name="lobo2", by="itzal")
    m.phase("equipo", "fin")
    # T3 P1 passes (Itzal rests); T4 P2: Ocelo's Activa sends the Token to 0; in Post the
    # rival's Pasiva comes before the turn player's (5, Criterios de Múltiples Pasivas)
    m.pass_turn("P1")
    m.turn("P2")
    m.phase("previa")
    m.phase("batalla")
    m.ev("activa", card="ocelo2", targets=["lobo1"], text="Daña 6 a 1 carta rival.")
    m.ev("damage", target="lobo1", amount=6, kind="effect", source="ocelo2")
    m.phase("post")
    m.ev("extinct", "P1", card="lobo1", reason="life")
    m.replace("P1", "M2", hidden=True)
    m.ev("pasiva", "P1", card="itzal", text="Si una carta aliada es enviada a Extinción, "
         "escala 1 a esta carta.")
    m.flag("5")  # Múltiples Pasivas: "comenzando con el jugador en turno" (P2 declares below)
    m.ev("scale", "P1", card="itzal", amount=1)
    m.ev("pasiva", card="ocelo2", text="Si una carta rival es enviada a Extinción, escala 1 "
         "a esta carta.")
    m.ev("scale", card="ocelo2", amount=1)
    m.phase("equipo", "fin")
    # T5 P1: Itzal feralizes the Protector Bruno, which has no Energía (6.7-G4)
    m.turn("P1")
    m.phase("previa")
    m.phase("batalla")
    m.ev("activa", card="itzal", targets=["bruno2"], text="Feraliza 1 carta rival.")
    # 4.3 "No se puede Feralizar a una carta que no tiene Energía"
    m.flag("6.7-G4", penalty=PENALTY_P1)
    m.phase("post", "equipo", "fin")
    # T6 P2: Kuma's negated effect resolves (6.7-T8); its Activa again (6.6.1); in Fin a
    # delayed cost after a Pasiva (5/fin)
    m.turn("P2")
    m.phase("previa")
    m.ev("reveal", card="cuetla2")
    m.phase("batalla")
    m.ev("activa", card="cuetla2", targets=["itzal"], text="Daña 1 a 1 carta rival. Costo: "
         "al final del turno, daña 1 a esta carta.")
    m.ev("negate", "P1", target="cuetla2", what="effect")
    m.ev("damage", target="itzal", amount=1, kind="effect", source="cuetla2")
    m.flag("6.7-T8", severity="warning")  # a negated effect does not resolve
    m.ev("activa", card="cuetla2", targets=["itzal"], text="Daña 1 a 1 carta rival.")
    m.flag("6.6.1", penalty=PENALTY_P1)  # Activas "se usan una vez por turno"
    m.phase("post", "equipo", "fin")
    m.ev("pasiva", card="ocelo2", text="Al final del turno, escala 1 a esta carta.")
    m.ev("scale", card="ocelo2", amount=1)
    m.ev("cost", card="cuetla2", kind="damage", targets=["cuetla2"], amount=1)
    m.flag("5/fin")  # item 1 (costs declared earlier) comes before item 5 (Pasivas)
    # T7 P1: Itzal, hidden by an effect, resolves an effect it did not declare this turn
    m.turn("P1")
    m.phase("previa")
    m.ev("hide", card="itzal", by="lobo2")
    m.ev("damage", target="kuma2", amount=1, kind="effect", source="itzal")
    # "Las cartas ocultas no podrán resolver efectos excepto si su declaración se hizo ese turno"
    m.flag("6.7-G8")
    m.ev("pass")
    return m


@story
def story_zone_corners() -> Match:
    """Zones and card types (3.2–3.6, 6.3–6.5, 6.7-G2, 6.7-G17, 9 Ocultar)."""
    deck = ["tonatiuh", *default_side("P1").deck]
    p2 = default_side("P2", main=["kuma", "ocelo", "itzal"],
                      deck=[d for d in default_side("P2").deck if d != "itzal"] + ["cuetla"])
    m = Match(sides={"P1": default_side("P1", deck=deck), "P2": p2})
    # T1 P1: Nahui goes by an optional Pasiva and Tonatiuh (Rava) takes M3; a Mazo card is
    # revealed (6.7-G17); the Bio twice (3.5); Tonatiuh back to the Mazo in Post (3.3); a
    # Vínculo in Post (3.2/vinculo)
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.ev("reveal", card="tlalo")
    m.ev("pasiva", card="itzal", optional=True, text="Envía 1 carta aliada a Extinción y "
         "escala 1 a esta carta.")
    m.ev("extinct", card="nahui", reason="effect")
    m.replace("P1", "M3")                      # Tonatiuh, revealed
    m.ev("scale", card="itzal", amount=1)
    m.ev("reveal", card="yaxche")              # 6.7-G17: Yaxché is in the Mazo
    m.flag("6.7-G17")  # "Las cartas en el Mazo Principal, no se pueden revelar"
    m.ev("bio_extinct")
    m.ev("bio_extinct")                        # 3.5
    m.flag("3.5")  # "una vez por turno durante la Fase Previa"
    m.phase("batalla", "post")
    m.ev("link", protector="anaya", card="itzal")   # 3.2/vinculo
    m.flag("3.2/vinculo", penalty=PENALTY_P1)  # "Durante la Fase de Batalla"
    m.ev("rava_return", card="tonatiuh")       # 3.3
    m.flag("3.3")  # "una vez por juego en Fase Previa"
    m.to_bottom("P1", "tonatiuh")
    m.replace("P1", "M3", hidden=True)
    m.phase("equipo", "fin")
    # T2 P2: a Token enters hidden (3.6); Kuma attacks that Token, its own card (6.5)
    m.turn("P2")
    m.phase("previa")
    m.ev("reveal", card="kuma2")
    m.ev("reveal", card="ocelo2")
    m.ev("reveal", card="itzal2")
    m.ev("pasiva", card="kuma2", optional=True, text="Envía 1 carta aliada a Extinción y "
         "coloca 1 Token en su lugar.")
    m.ev("extinct", card="ocelo2", reason="effect")
    m.ev("token", slot="M2", name="lobo2", by="kuma2", hidden=True)
    m.flag("3.6")  # "No pueden ser ocultados ni pueden ingresar al juego ocultos"
    m.phase("batalla")
    m.ev("attack", card="kuma2", targets=["lobo2"], damage=4)
    m.flag("6.5", penalty=PENALTY_P1)  # one attacks rival cards
    m.phase("post", "equipo", "fin")
    # T3 P1: hides a card in Extinción (9); Tlalo damages the Protector Bruno by effect
    # (3.2) and writes a negative damage (6.3); in Post a swap brings Itzal2 to P1's field
    # next to Itzal (6.7-G2: warning, then error when play goes on); a swap of a card in
    # Extinción (6.4)
    m.turn("P1")
    m.phase("previa")
    m.ev("hide", card="nahui", by="itzal")
    m.flag("9")  # Ocultar: "Las cartas en Zona de Extinción no pueden ser ocultadas"
    m.phase("batalla")
    m.ev("activa", card="tlalo", targets=["bruno2"], text="Daña 2 a 1 carta rival.")
    m.ev("damage", target="bruno2", amount=2, kind="effect", source="tlalo")
    m.flag("3.2")  # only cards whose text says so damage a Protector
    m.ev("damage", target="kuma2", amount=-1, kind="effect", source="tlalo")
    m.flag("6.3")  # a negative damage is no possible play
    m.phase("post")
    m.ev("pasiva", card="itzal", text="Al inicio de la Fase Post, cambia 1 carta aliada con "
         "1 carta rival.")
    m.ev("swap", card="tlalo", target="itzal2")
    m.flag("6.7-G2", severity="warning")  # two revealed Itzal on P1's field
    m.ev("swap", card="nahui", target="kuma2")
    m.flag("6.4")  # Nahui is in Extinción: only Zona Principal cards are swapped
    m.flag("6.7-G2")  # play went on with both Itzal still there
    m.phase("equipo", "fin")
    return m


@story
def story_claims_and_equipment() -> Match:
    """Claims (6.7-P3, 6.7-P5), penalties (6.7-P1), equipment (3.4/multiples, 5/equipo),
    phases (5) and forgotten descansos (6.7-G16): the only sample that records claims."""
    m = Match()
    # T1 P1: Tlalo attacks after Itzal (5/batalla), claimed at once by P2; a second
    # equipment this turn (5/equipo), never claimed in time
    m.turn("P1")
    m.phase("previa")
    m.ev("reveal", card="itzal")
    m.ev("reveal", card="tlalo")
    m.phase("batalla")
    m.attack("itzal", "kuma2", 3)
    m.ev("attack", card="tlalo", targets=["kuma2"], damage=2)
    m.flag("5/batalla", penalty=PENALTY_P1)  # claimed at once below
    m.ev("note", "P2", text="Reclamo: Tlalo ataca además de Itzal.", claim=8)
    m.phase("post", "equipo")
    m.ev("equip", equipment="velo", card="itzal", hidden=True)
    m.ev("equip", equipment="savia", card="itzal", hidden=False)
    m.flag("5/equipo")  # "1 carta de su Zona de Equipo" per Fase de Equipo
    m.phase("fin")
    # T2 P2: from Equipo back to Batalla (5)
    m.turn("P2")
    m.phase("previa")
    m.ev("reveal", card="kuma2")
    m.phase("equipo", "batalla")
    m.flag("5")  # back from Equipo to Batalla
    m.phase("post", "equipo", "fin")
    # T3 P1: T1's second equipment prescribes (6.7-P5) and is claimed late (6.7-P3); a late
    # descanso update, the first occasion (6.7-G15)
    m.turn("P1")
    m.flag("6.7-P5", severity="warning")  # T1's second equipment: unclaimed in T1 and T2
    m.phase("previa")
    m.ev("note", "P2", text="Reclamo tardío: el segundo equipo del turno 1.", claim=13)
    m.flag("6.7-P3", severity="warning")  # "como máximo el siguiente turno"
    m.ev("rest_update", card="tlalo")
    m.ev("pass")
    m.turn("P2")                               # T4: T2's phase error prescribes (6.7-P5)
    m.flag("6.7-P5", severity="warning")
    m.phase("previa")
    m.ev("pass")
    # T5 P1: a second occasion of late updates (6.7-G16); Velo revealed beside Savia
    # (3.4/multiples); Tlalo attacks the Protector (3.2) and is equipped anyway (6.7-P1)
    m.turn("P1")
    m.phase("previa")
    m.ev("rest_update", card="itzal")
    m.flag("6.7-G16", severity="warning")  # "en reiteradas ocasiones": the second
    m.ev("reveal", card="velo")
    m.flag("3.4/multiples")  # no revealing the second Ixim while one is revealed
    m.phase("batalla")
    m.ev("attack", card="tlalo", targets=["bruno2"], damage=2)
    m.flag("3.2", penalty=PENALTY_P1)
    m.phase("post", "equipo")
    m.ev("equip", equipment="obsidiana", card="tlalo", hidden=False)
    m.flag("6.7-P1")  # "no podrá equiparse durante la fase de equipos"
    m.phase("fin")
    return m


# --- files ------------------------------------------------------------------------------------
def sample_files(name: str) -> tuple[Path, Path]:
    return SAMPLES_DIR / f"{name}.json", SAMPLES_DIR / f"{name}.expected.json"


def expected_text(m: Match) -> str:
    return json.dumps(m.expected_json(), ensure_ascii=False, indent=1) + "\n"


def write_samples() -> None:
    """(Re)write every sample log and its expected flags."""
    SAMPLES_DIR.mkdir(parents=True, exist_ok=True)
    for name, build in STORIES.items():
        m = build()
        log, expected = sample_files(name)
        data = m.to_dict()
        data["event"] = {"name": f"Juez sample: {name}"}
        log.write_text(dump_log(data) + "\n", encoding="utf-8")
        expected.write_text(expected_text(m), encoding="utf-8")


# --- tests ------------------------------------------------------------------------------------
def test_there_are_enough_samples() -> None:
    logs = [p for p in SAMPLES_DIR.glob("*.json") if not p.name.endswith(".expected.json")]
    assert len(logs) >= 10
    assert {p.stem for p in logs} == set(STORIES)
    variants = {json.loads(p.read_text(encoding="utf-8"))["variant"] for p in logs}
    assert {"standard", "extended", "jungla"} <= variants
    expected = [json.loads(sample_files(n)[1].read_text(encoding="utf-8")) for n in STORIES]
    assert sum(1 for e in expected if not e) >= 3          # clean samples
    assert sum(1 for e in expected if e) >= 7              # violating samples


@pytest.mark.parametrize("name", sorted(STORIES))
def test_sample_files_are_the_stories(name: str) -> None:
    """The files on disk are what the story writes (regenerate with ``python -m`` this)."""
    m = STORIES[name]()
    log, expected = sample_files(name)
    data = json.loads(log.read_text(encoding="utf-8"))
    assert data["events"] == m.to_dict()["events"]
    assert data["setup"] == m.to_dict()["setup"]
    assert json.loads(expected.read_text(encoding="utf-8")) == m.expected_json()


@pytest.mark.parametrize("name", sorted(STORIES))
def test_sample_flags_are_exactly_the_expected(name: str) -> None:
    pytest.importorskip("judge_app.games.kodem.rules", reason="the Kódem rules module (A1)")
    from judge_app.replay import Replay

    log, expected_file = sample_files(name)
    replay = Replay.from_file(log)
    got = sorted(_flag(v.to_json("es")) for v in replay.violations)
    expected = sorted(_flag(e) for e in json.loads(expected_file.read_text(encoding="utf-8")))
    assert got == expected
    for v in replay.violations:
        assert v.message_es and v.message_en and v.message_es != v.message_en


@pytest.mark.parametrize("name", sorted(STORIES))
def test_sample_setups_against_the_deck_check(name: str) -> None:
    """The seq-0 flags of each sample are what check_deck says of every player's setup."""
    from judge_app.games.kodem.deck import check_deck
    from judge_app.logs import load_cardset

    log, expected_file = sample_files(name)
    data = json.loads(log.read_text(encoding="utf-8"))
    cards = {**load_cardset(data["cardset"]), **data.get("cards", {})}
    got = sorted(_flag(v.to_json()) for p in data["players"]
                 for v in check_deck(data["setup"][p["id"]], cards, data["variant"],
                                     player=p["id"], path=f"$.setup.{p['id']}"))
    expected = sorted(_flag(e) for e in json.loads(expected_file.read_text(encoding="utf-8"))
                      if e["seq"] == 0)
    assert got == expected


def test_the_benchmark_log_is_legal() -> None:
    """benchmarks/kodem_replay.py times a log it calls legal: a shorter one has no flags."""
    pytest.importorskip("judge_app.games.kodem.rules", reason="the Kódem rules module (A1)")
    import importlib.util

    from judge_app.games.loading import parse_log
    from judge_app.replay import Replay

    path = SAMPLES_DIR.parents[2] / "benchmarks" / "kodem_replay.py"
    spec = importlib.util.spec_from_file_location("kodem_replay_bench", path)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    data = bench.legal_log(600)
    assert len(data["events"]) == 600
    replay = Replay(parse_log(json.dumps(data), "bench.json"))
    assert [(v.seq, v.section, v.message_en) for v in replay.violations] == []


def _flag(data: dict[str, Any]) -> tuple[int, str, str, str, str, str]:
    return (data["seq"], data["player"] or "", data["rulebook"], data["section"],
            data["severity"], data.get("penalty") or "")


if __name__ == "__main__":
    write_samples()
    print(f"wrote {len(STORIES)} samples to {SAMPLES_DIR}", file=sys.stderr)
