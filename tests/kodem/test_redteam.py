"""Red team for the Kódem checker: independent logs written from the spec and the rulebook only.

Every test here was written from shared/spec/match-log.md, sections.md, cli.md and
the rulebook (kodem-tcg-5.0.md), never from the checker's code, the way the
project's hidden acceptance tests are written. Each log differs from
tests/kodem/cases.py (another phase, card type, player count or an edge count).

A test builds a log with the log builder and states by hand the flags
``(seq, player, section, severity)`` the checker must report, with the
reasoning in comments. Sections may list alternatives (``"5|6.6.1"``) where the
spec brackets more than one section for the same rule; and, as sections.md says,
"a citation with an anchor also matches its bare section" (``5`` ≈ ``5/post``).
No test here records a ``claim``, so no 6.7-P3/P5 warning is expected (k-fix 3).

Disagreements found while writing these are numbered in
/work/briefs/kodem-findings.md; the tests that show them are ``xfail(strict)``
until the checker is fixed.

Turn arithmetic used throughout (match-log.md, "Descansos belong to their owner's
turns"): in a 2-player game P1 plays the odd global turns and P2 the even ones;
a card with ``rest`` r that attacks in its owner's turn T has r descansos after
T's Fin, loses one at the Fin of each later own turn it began resting, and is
available again in own turn T + 2(r + 1). A Protector (3 at the start) is first
available in its owner's 4th turn (P1: turn 7, P2: turn 8).
"""

from __future__ import annotations

import copy
import functools
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from judge_app.cli import main as cli_main
from judge_app.logs import LogError, parse_log
from judge_app.replay import Replay
from judge_app.violations import Violation
from tests.kodem.logbuilder import (
    EQUIPMENT,
    P1_DECK,
    P2_DECK,
    Match,
    Side,
    default_side,
    dump_log,
)

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "resources" / "samples" / "kodem"
SAMPLE_LOGS = sorted(p for p in SAMPLES.glob("*.json") if not p.name.endswith(".expected.json"))

Builder = Callable[[], Match]
BUILDERS: dict[str, Builder] = {}


# --- running and comparing ----------------------------------------------------------------
def replay_of(m: Match) -> Replay:
    return m.replay("redteam.json")


def _section_matches(expected: str, got: str) -> bool:
    """``expected`` may list alternatives; an anchor matches its bare section both ways."""
    for alt in expected.split("|"):
        if got == alt or got.split("/")[0] == alt or alt.split("/")[0] == got:
            return True
    return False


def compare(m: Match, violations: list[Violation]) -> list[str]:
    """Problems between the expected flags of ``m`` and what the checker reported."""
    got = [(v.seq, v.player, v.section, v.severity.value) for v in violations]
    unused = list(got)
    problems: list[str] = []
    for e in sorted(m.expected, key=lambda e: e.seq):
        hit = next((g for g in unused if g[0] == e.seq and g[1] == e.player
                    and g[3] == e.severity and _section_matches(e.section, g[2])), None)
        if hit is None:
            problems.append(f"missing: seq {e.seq} {e.player} {e.section} {e.severity}")
        else:
            unused.remove(hit)
    problems.extend(f"unexpected: seq {g[0]} {g[1]} {g[2]} {g[3]}" for g in unused)
    return problems


def verify(m: Match) -> Replay:
    replay = replay_of(m)
    problems = compare(m, replay.violations)
    detail = json.dumps([v.to_json("en") for v in replay.violations], indent=1,
                        ensure_ascii=False)
    assert not problems, "\n".join(problems) + "\n" + detail
    return replay


def redteam(fn: Builder) -> Callable[[], None]:
    """Turn a log builder into a test that replays it and compares the flags."""
    BUILDERS[fn.__name__] = fn

    @functools.wraps(fn)
    def test() -> None:
        verify(fn())

    return test


def card_state(replay: Replay, seq: int, player: str, instance: str) -> dict[str, Any]:
    """One card of ``player`` in the state after ``seq`` (Protector, Zona Principal, reserve)."""
    zones = replay.state_json(seq)["players"][player]
    candidates: list[Any] = [zones["protector"], *zones["main"].values(), *zones["reserve"]]
    for c in candidates:
        if c and c["instance"] == instance:
            return dict(c)
    raise AssertionError(f"{instance} is not in play for {player} after event {seq}")


# --- small writing helpers -------------------------------------------------------------------
def next_player(m: Match) -> str:
    if m.turn_no == 0:
        return m.players[0]
    return m.players[(m.players.index(m.active) + 1) % len(m.players)]


def skip_to(m: Match, turn: int) -> None:
    """Pasar turno (Previa → pass) for every player until the next turn is ``turn``."""
    while m.turn_no < turn - 1:
        m.pass_turn(next_player(m))


def begin(m: Match, player: str, *reveal: str, rival: str | None = None,
          batalla: bool = True) -> None:
    """Start ``player``'s turn, reveal in Previa, and go to Batalla."""
    m.turn(player, rival)
    m.phase("previa")
    for card in reveal:
        m.ev("reveal", card=card)
    if batalla:
        m.phase("batalla")


def close(m: Match) -> None:
    m.phase("post", "equipo", "fin")


def attack_turn(m: Match, player: str, card: str, target: str, damage: int,
                *reveal: str, equip: str | None = None, rival: str | None = None) -> None:
    """A whole legal turn: reveal, one resolved attack, optional equip onto the attacker."""
    begin(m, player, *reveal, rival=rival)
    m.attack(card, target, damage)
    m.phase("post", "equipo")
    if equip:
        m.ev("equip", equipment=equip, card=card, hidden=False)
    m.phase("fin")


def mp_pass(m: Match, player: str, rival: str) -> None:
    m.turn(player, rival)
    m.phase("previa")
    m.ev("pass")


# =============================================================================================
# §4, 6.7-G1, 8.2 — deck composition (reported with seq 0 for the deck's owner)
# =============================================================================================
EXTRA_ADENDEI = ["mixtli", "ayotl", "cuauh", "tzinaca", "zotz", "zaykan"]


@redteam
def test_deck_exactly_15_adendei_is_a_warning() -> Match:
    # §4 ELIGE says 15-24 Adendei; the steps say 3 + 15-21 (18-24). 3 + 12 = 15 is the
    # lowest count of the disputed band: a warning citing §4 (sections.md).
    m = Match(sides={"P1": default_side("P1", deck=P1_DECK[:12])})
    m.pass_turn("P1")
    m.flag_setup("4", "P1", "warning")
    return m


@redteam
def test_deck_14_adendei_for_p2_is_an_error() -> Match:
    # 3 + 11 = 14 < 15: an error under both readings; P1's deck (18) is fine.
    m = Match(sides={"P2": default_side("P2", deck=P2_DECK[:11])})
    m.pass_turn("P1")
    m.flag_setup("4", "P2", "error")
    return m


@redteam
def test_deck_exactly_24_adendei_is_legal() -> Match:
    # 3 + 21 = 24: the top of both readings, no flag (Zotz/Zaykan are only limited in 8.2).
    m = Match(sides={"P1": default_side("P1", deck=P1_DECK + EXTRA_ADENDEI)})
    m.pass_turn("P1")
    m.pass_turn("P2")
    return m


@redteam
def test_deck_25_adendei_is_an_error() -> Match:
    # 3 + 22 = 25 > 24: error. The 25th Adendei is defined in the log itself (cards wins).
    m = Match(sides={"P1": default_side("P1", deck=P1_DECK + EXTRA_ADENDEI + ["xochi"])})
    m.cards = {"xochi": {"name": "Xóchitl, Flor Nueva", "type": "adendei", "damage": 1,
                         "rest": 0, "energy": ["humica"]}}
    m.pass_turn("P1")
    m.flag_setup("4", "P1")
    return m


@redteam
def test_deck_three_ravas_is_an_error() -> Match:
    # §4 ELIGE: 0-2 Rava. Three (two of the set + one defined in the log) is an error.
    m = Match(sides={"P1": default_side("P1", deck=[*P1_DECK, "tonatiuh", "atl", "quetzal"])})
    m.cards = {"quetzal": {"name": "Quetzal, Rava Cháaktico", "type": "rava", "damage": 2,
                           "rest": 1, "energy": ["chaaktica"]}}
    m.pass_turn("P1")
    m.flag_setup("4", "P1")
    return m


@redteam
def test_deck_three_protectors_is_an_error() -> Match:
    # §4 ELIGE: 1-2 Protectores.
    m = Match(sides={"P2": default_side("P2", protectors=["bruno", "tekei", "anaya"])})
    m.pass_turn("P1")
    m.flag_setup("4", "P2")
    return m


@redteam
def test_deck_no_protector_is_an_error_not_a_crash() -> Match:
    # §4 ELIGE: at least 1 Protector. The game still replays (passing turns).
    m = Match(sides={"P1": default_side("P1", protectors=[])})
    m.pass_turn("P1")
    m.pass_turn("P2")
    m.flag_setup("4", "P1")
    return m


@redteam
def test_deck_six_ixim_is_an_error() -> Match:
    # §4 ELIGE: 0-5 Ixim (step 6: max 5 Ixim and 5 Rot).
    extra = {f"hongo{i}": {"name": f"Hongo Sagrado {i}", "type": "ixim"} for i in range(3)}
    m = Match(sides={"P1": default_side(
        "P1", equipment=["savia", "velo", "liana", *extra, "obsidiana"])})
    m.cards = extra
    m.pass_turn("P1")
    m.flag_setup("4", "P1")
    return m


@redteam
def test_deck_same_printed_name_under_two_ids() -> Match:
    # 6.7-G1: no 2 cards with the same name in the Mazo General — the printed name counts,
    # not the definition id the scorekeeper happened to use.
    m = Match(sides={"P1": default_side("P1", deck=[*P1_DECK[:-1], "itzal_alt"])})
    m.cards = {"itzal_alt": {"name": "Itzal, Brasa Errante", "type": "adendei", "damage": 3,
                             "rest": 1, "energy": ["pirica"]}}
    m.pass_turn("P1")
    m.flag_setup("6.7-G1", "P1")
    return m


@redteam
def test_deck_duplicate_equipment_standard() -> Match:
    # §4 "cada carta es única, así que no puedes llevar copias" + 6.7-G1: two Savia de Ceiba.
    m = Match(sides={"P2": default_side("P2", equipment=[*EQUIPMENT, "savia2b:savia"])})
    m.pass_turn("P1")
    m.flag_setup("6.7-G1", "P2")
    return m


EXT_NAMES = ["ehecatl", "itzal", "tlalo", "nahui", "cuetla", "tepe", "ocelo", "meztli",
             "yaxche", "xolo", "ameyal", "tletl", "chaac", "itztli", "cipac", "sihuatl",
             "toch", "mixtli", "ayotl", "cuauh", "tzinaca"]


def ext_side(player: str, main: str = "kuma", deck: list[str] | None = None,
             size: int = 47, **changes: Any) -> Side:
    """A legal extended table: 3 copies of ``main`` in the Zona Principal + ``size`` more."""
    p = player.lower()
    mains = [f"{p}-{main}-{i}:{main}" for i in (1, 2, 3)]
    if deck is None:
        deck = [f"{p}-{d}-{i}:{d}" for d in EXT_NAMES for i in (1, 2, 3)][:size]
    return default_side(player, main=mains, deck=deck, **changes)


@redteam
def test_extended_four_copies_is_an_error() -> Match:
    # 8.2 a): up to 3 copies of each Adendei. P2 has a 4th Kuma (3 in main + 1 in the Mazo).
    deck = [*[f"p2-{d}-{i}:{d}" for d in EXT_NAMES for i in (1, 2, 3)][:46], "p2-kuma-4:kuma"]
    m = Match(variant="extended", sides={"P1": ext_side("P1"), "P2": ext_side("P2", deck=deck)})
    m.pass_turn("P1")
    m.flag_setup("8.2", "P2")
    return m


@redteam
def test_extended_49_cards_is_an_error() -> Match:
    # 8.2 a): exactly 50 cards (3 in main + 47). 3 + 46 = 49.
    m = Match(variant="extended", sides={"P1": ext_side("P1", size=46), "P2": ext_side("P2")})
    m.pass_turn("P1")
    m.flag_setup("8.2", "P1")
    return m


@redteam
def test_extended_two_zaykan_is_an_error() -> Match:
    # 8.2 Cartas Limitadas: "Zaykan, Anulación" 1 copy. Two copies in a 50-card deck.
    deck = [f"p1-{d}-{i}:{d}" for d in EXT_NAMES for i in (1, 2, 3)][:45]
    deck += ["p1-zaykan-1:zaykan", "p1-zaykan-2:zaykan"]
    m = Match(variant="extended", sides={"P1": ext_side("P1", deck=deck), "P2": ext_side("P2")})
    m.pass_turn("P1")
    m.flag_setup("8.2", "P1")
    return m


@redteam
def test_extended_one_zaykan_is_legal() -> Match:
    # The near miss: one Zaykan is what the list allows.
    deck = [*[f"p1-{d}-{i}:{d}" for d in EXT_NAMES for i in (1, 2, 3)][:46], "p1-zaykan-1:zaykan"]
    m = Match(variant="extended", sides={"P1": ext_side("P1", deck=deck), "P2": ext_side("P2")})
    m.pass_turn("P1")
    m.pass_turn("P2")
    return m


@redteam
def test_extended_four_ravas_is_an_error() -> Match:
    # 8.2 a): "pudiendo incluir hasta 3 Ravas" — four Rava cards (2 + 2 copies).
    deck = [f"p2-{d}-{i}:{d}" for d in EXT_NAMES for i in (1, 2, 3)][:43]
    deck += ["p2-ton-1:tonatiuh", "p2-ton-2:tonatiuh", "p2-atl-1:atl", "p2-atl-2:atl"]
    m = Match(variant="extended", sides={"P1": ext_side("P1"), "P2": ext_side("P2", deck=deck)})
    m.pass_turn("P1")
    m.flag_setup("8.2", "P2")
    return m


# =============================================================================================
# §5 — phase order and actions outside their phase
# =============================================================================================
@redteam
def test_phase_back_from_equipo_to_batalla() -> Match:
    # §5: going back is an error (k-fix 2), here Equipo → Batalla in P2's turn.
    m = Match()
    m.pass_turn("P1")
    m.turn("P2")
    m.phase("previa", "batalla", "post", "equipo", "batalla")
    m.flag("5")
    return m


@redteam
def test_phase_repeated_post() -> Match:
    # §5: repeating a phase is going back to it.
    m = Match()
    m.turn("P1")
    m.phase("previa", "batalla", "post", "post")
    m.flag("5")
    return m


@redteam
def test_pass_declared_in_batalla() -> Match:
    # §5 Fase Previa: "Pasar turno" is a Previa action; `pass` goes from previa to fin.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("pass")
    m.flag("5")
    return m


@redteam
def test_attack_declared_in_post() -> Match:
    # §5 Fase de Batalla: attacks only in Batalla; in Post it is an action outside its phase.
    m = Match()
    begin(m, "P1", "itzal")
    m.phase("post")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("5")
    return m


@redteam
def test_activa_declared_in_equipo() -> Match:
    # 6.6.1: "Se declaran solamente durante la Fase de Batalla"; §5 action outside its phase.
    m = Match()
    begin(m, "P1", "tlalo")
    m.phase("post", "equipo")
    m.ev("activa", card="tlalo", targets=["ocelo2"], text="Daña 1 a 1 carta rival.")
    m.flag("5|6.6.1")
    return m


@redteam
def test_link_declared_in_previa() -> Match:
    # 3.2 Vínculo Odémico: "Durante la Fase de Batalla, si tu Protector está disponible…".
    # Turn 7 is P1's 4th turn: Anaya is available, only the phase is wrong.
    m = Match()
    skip_to(m, 7)
    begin(m, "P1", "itzal", batalla=False)
    m.ev("link", protector="anaya", card="itzal")
    m.flag("3.2|5")
    return m


@redteam
def test_rival_attacks_in_my_batalla() -> Match:
    # §5 Batalla, Declaración: the turn player's card attacks; the rival only responds
    # (reveals, Activas-Rápidas). P2 declaring an attack in P1's turn is outside its turn.
    m = Match()
    m.pass_turn("P1")
    attack_turn(m, "P2", "ocelo2", "itzal", 2, "ocelo2")
    begin(m, "P1", "itzal")
    m.attack("itzal", "kuma2", 3)
    m.ev("attack", "P2", card="ocelo2", targets=["itzal"], damage=2)
    m.flag("5|6.5|6.6")
    return m


# =============================================================================================
# 5/batalla, 6.6.1 — one card a turn (Rot exception)
# =============================================================================================
@redteam
def test_attack_then_other_card_activa() -> Match:
    # §5 Batalla: "sólo se podrá atacar y/o usar la Activa de 1 carta por turno".
    # Itzal attacked; Tlalo's Activa (no attack) is a second card.
    m = Match()
    begin(m, "P1", "itzal", "tlalo")
    m.attack("itzal", "kuma2", 3)
    m.ev("activa", card="tlalo", targets=["ocelo2"], text="Daña 1 a 1 carta rival.")
    m.flag("5/batalla|6.6.1")
    return m


def _itzal_with_rot(m: Match) -> None:
    """T1 Itzal attacks and gets the Rot Obsidiana (revealed); turns 2-4 pass."""
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal", equip="obsidiana")
    skip_to(m, 5)  # Itzal: 1 after T1, 0 after T3 → available in T5


@redteam
def test_rot_activa_and_carrier_attack_are_one() -> Match:
    # §5 Batalla (exception) and 6.6.1: the Activa of a card and of its Rot count as one.
    m = Match()
    _itzal_with_rot(m)
    begin(m, "P1")
    m.attack("itzal", "ocelo2", 3)
    m.ev("activa", card="obsidiana", targets=["cuetla2"], text="Daña 1 a 1 carta rival.")
    m.ev("damage", target="cuetla2", amount=1, kind="effect", source="obsidiana")
    close(m)
    return m


@redteam
def test_rot_activa_gives_no_descanso() -> Match:
    # 5.1: "La declaración de Activa de las cartas equipo Rot NO aplicarán descansos para la
    # carta Rot ni para su carta equipada". T5 only the Rot's Activa; T7 Itzal may attack.
    m = Match()
    _itzal_with_rot(m)
    begin(m, "P1")
    m.ev("activa", card="obsidiana", targets=["ocelo2"], text="Daña 1 a 1 carta rival.")
    m.ev("damage", target="ocelo2", amount=1, kind="effect", source="obsidiana")
    close(m)
    m.pass_turn("P2")
    begin(m, "P1")
    m.attack("itzal", "ocelo2", 3)
    close(m)
    return m


@redteam
def test_own_activa_does_give_descanso() -> Match:
    # Contrast: in T5 Itzal uses its OWN Activa → 1 descanso at T5's Fin → resting in T7.
    m = Match()
    _itzal_with_rot(m)
    begin(m, "P1")
    m.ev("activa", card="itzal", targets=["ocelo2"], text="Daña 1 a 1 carta rival.")
    m.ev("damage", target="ocelo2", amount=1, kind="effect", source="itzal")
    close(m)
    m.pass_turn("P2")
    begin(m, "P1")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("5.1")
    return m


# =============================================================================================
# 5.1, 6.6, 6.7-G5 — resting, hidden, not available
# =============================================================================================
@redteam
def test_rest2_card_still_resting_two_own_turns_later() -> Match:
    # Kuma (descanso 2) attacks in T2: 2 after T2, 1 after T4 (began resting), 0 after T6.
    # So in T6 it still has 1 descanso: attacking is a 5.1 error (for P2).
    m = Match()
    m.pass_turn("P1")
    attack_turn(m, "P2", "kuma2", "itzal", 4, "kuma2")
    skip_to(m, 6)
    begin(m, "P2")
    m.ev("attack", card="kuma2", targets=["tlalo"], damage=4)
    m.flag("5.1")
    return m


@redteam
def test_rest2_card_available_three_own_turns_later() -> Match:
    # The near miss: Kuma is available again in T8.
    m = Match()
    m.pass_turn("P1")
    attack_turn(m, "P2", "kuma2", "itzal", 4, "kuma2")
    skip_to(m, 8)
    attack_turn(m, "P2", "kuma2", "tlalo", 4)
    return m


@redteam
def test_p2_protector_link_in_its_third_turn() -> Match:
    # 3.2/5.1: Bruno starts with 3; after T2 2, T4 1, T6 0 → first available in T8.
    # Linking in T6 (P2's 3rd turn) uses a resting Protector.
    m = Match()
    skip_to(m, 6)
    begin(m, "P2", "ocelo2")
    m.ev("link", protector="bruno2", card="ocelo2")
    m.flag("5.1|3.2")
    return m


@redteam
def test_p2_protector_attacks_in_its_fourth_turn() -> Match:
    # §5 Batalla: "Elige un Adendei o Protector disponible y declara ataque". T8 is P2's 4th.
    m = Match()
    skip_to(m, 8)
    begin(m, "P2")
    m.attack("bruno2", "itzal", 2)
    close(m)
    return m


def _link_t7(m: Match, card: str) -> None:
    """T7 (P1's 4th turn): Anaya links with ``card``; effect damage 2 to Ocelo."""
    skip_to(m, 7)
    begin(m, "P1", card)
    m.ev("link", protector="anaya", card=card)
    m.ev("damage", target="ocelo2", amount=2, kind="effect", source="anaya")
    close(m)


@redteam
def test_linked_protector_rests_three_again() -> Match:
    # 3.2: after the Vínculo the Protector gets 3 (T7). After T9 2, T11 1, T13 0:
    # linking again in T13 is linking a resting Protector.
    m = Match()
    _link_t7(m, "itzal")
    skip_to(m, 13)
    begin(m, "P1", "tlalo")
    m.ev("link", protector="anaya", card="tlalo")
    m.flag("5.1|3.2")
    return m


@redteam
def test_linked_protector_available_in_t15() -> Match:
    m = Match()
    _link_t7(m, "itzal")
    skip_to(m, 15)
    begin(m, "P1", "tlalo")
    m.ev("link", protector="anaya", card="tlalo")
    m.ev("damage", target="ocelo2", amount=2, kind="effect", source="anaya")
    close(m)
    return m


@redteam
def test_linked_rest0_adendei_still_takes_one() -> Match:
    # 3.2: "el Adendei vinculado recibe 1 descanso" — even Nahui, whose descanso is 0.
    # After T7 Nahui has 1; in T9 it is resting (0 only after T9's Fin).
    m = Match()
    _link_t7(m, "nahui")
    m.pass_turn("P2")
    begin(m, "P1")
    m.ev("attack", card="nahui", targets=["kuma2"], damage=1)
    m.flag("5.1")
    return m


@redteam
def test_activa_rapida_in_rival_turn_rests_at_that_fin() -> Match:
    # match-log kodem conventions: a card using an Activa-Rápida during the rival's turn
    # takes its rest at that turn's Fin. Cuetla (descanso 1) answers in T1 → 1 after T1;
    # in T2 it began resting, so it cannot attack in T2 (0 only after T2's Fin).
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.ev("reveal", "P2", card="cuetla2")  # a battle response: legal
    m.ev("activa_rapida", "P2", card="cuetla2", targets=["itzal"],
         text="Activa-Rápida: si una carta aliada es atacada, daña 1 a la atacante.")
    m.ev("damage", "P2", target="itzal", amount=1, kind="effect", source="cuetla2")
    m.ev("damage", target="kuma2", amount=3, kind="attack", source="itzal")
    close(m)
    begin(m, "P2")
    m.ev("attack", card="cuetla2", targets=["itzal"], damage=1)
    m.flag("5.1")
    return m


@redteam
def test_activa_rapida_card_available_in_t4() -> Match:
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.ev("reveal", "P2", card="cuetla2")
    m.ev("activa_rapida", "P2", card="cuetla2", targets=["itzal"],
         text="Activa-Rápida: si una carta aliada es atacada, daña 1 a la atacante.")
    m.ev("damage", "P2", target="itzal", amount=1, kind="effect", source="cuetla2")
    m.ev("damage", target="kuma2", amount=3, kind="attack", source="itzal")
    close(m)
    m.pass_turn("P2")
    m.pass_turn("P1")
    attack_turn(m, "P2", "cuetla2", "itzal", 1)
    return m


def _effect_rest_own_turn(m: Match) -> None:
    """T1 Itzal attacks (1). T3 Tlalo's Activa gives Itzal +1 (2): no update at T3's Fin."""
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal")
    m.pass_turn("P2")
    begin(m, "P1", "tlalo")
    m.ev("activa", card="tlalo", targets=["itzal"], text="1 carta aliada recibe 1 descanso.")
    m.ev("rest", card="itzal", amount=1, source="tlalo")
    close(m)


@redteam
def test_effect_descansos_are_not_lost_at_the_update() -> Match:
    # §5 Fin de Turno item 6: cards that "recibieron descansos por efecto" do not update.
    # Itzal: 2 after T3, 1 after T5, 0 after T7 → still resting in T7.
    # (Without the exception it would be 1 after T3, 0 after T5, available in T7.)
    m = Match()
    _effect_rest_own_turn(m)
    skip_to(m, 7)
    begin(m, "P1")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("5.1")
    return m


def test_effect_descansos_state_after_fin() -> None:
    # The Fin derivations may be shown when Fin closes: read the state at the next `turn`.
    m = Match()
    _effect_rest_own_turn(m)
    m.turn("P2")
    replay = verify(m)
    assert card_state(replay, len(m.events), "P1", "itzal")["rests"] == 2
    assert card_state(replay, len(m.events), "P1", "tlalo")["rests"] == 1


@redteam
def test_rival_effect_descanso_updates_in_owner_turn() -> Match:
    # Itzal attacks T1 (1). In T2 P2's Kuma gives it +1 (2); P1's cards do not change at
    # T2's Fin. At T3's Fin Itzal began resting and got nothing this turn → 1; T5 → 0.
    # So in T5 Itzal is still resting.
    m = Match()
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal")
    begin(m, "P2", "kuma2")
    m.ev("activa", card="kuma2", targets=["itzal"], text="1 carta rival recibe 1 descanso.")
    m.ev("rest", card="itzal", amount=1, source="kuma2")
    close(m)
    m.pass_turn("P1")
    m.pass_turn("P2")
    begin(m, "P1")
    m.ev("attack", card="itzal", targets=["ocelo2"], damage=3)
    m.flag("5.1")
    return m


@redteam
def test_adendei_at_one_plus_two_descansos() -> Match:
    # 5.1 Generalidades: an Adendei never has more than 2. Itzal has 1 (T1 attack);
    # P2's effect adds 2 → 3: flagged at the `rest` resolution, for P2.
    m = Match()
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal")
    begin(m, "P2", "kuma2")
    m.ev("activa", card="kuma2", targets=["itzal"], text="1 carta rival recibe 2 descansos.")
    m.ev("rest", card="itzal", amount=2, source="kuma2")
    m.flag("5.1")
    return m


@redteam
def test_adendei_at_one_plus_one_is_fine() -> Match:
    m = Match()
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal")
    begin(m, "P2", "kuma2")
    m.ev("activa", card="kuma2", targets=["itzal"], text="1 carta rival recibe 1 descanso.")
    m.ev("rest", card="itzal", amount=1, source="kuma2")
    close(m)
    return m


@redteam
def test_protector_at_two_plus_one_is_fine() -> Match:
    # 5.1: a Protector's maximum is 3. Bruno is at 2 after T2; +1 in T3 → exactly 3.
    m = Match()
    m.pass_turn("P1")
    m.pass_turn("P2")
    begin(m, "P1", "tlalo")
    m.ev("activa", card="tlalo", targets=["bruno2"], text="El Protector rival recibe 1 descanso.")
    m.ev("rest", card="bruno2", amount=1, source="tlalo")
    close(m)
    return m


@redteam
def test_protector_at_two_plus_two_is_too_many() -> Match:
    m = Match()
    m.pass_turn("P1")
    m.pass_turn("P2")
    begin(m, "P1", "tlalo")
    m.ev("activa", card="tlalo", targets=["bruno2"], text="El Protector rival recibe 2 descansos.")
    m.ev("rest", card="bruno2", amount=2, source="tlalo")
    m.flag("5.1")
    return m


@redteam
def test_token_with_three_descansos() -> Match:
    # 5.1: "Las cartas Adendei, Rava y Token … no podrán añadirse más de 2 descansos".
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("extinct", card="tlalo", reason="effect")
    m.ev("token", slot="M2", name="lobo1", stats={"damage": 0, "rest": 0}, by="itzal")
    m.phase("batalla")
    m.ev("activa", card="itzal", targets=["lobo1"], text="1 carta recibe 3 descansos.")
    m.ev("rest", card="lobo1", amount=3, source="itzal")
    m.flag("5.1")
    return m


@redteam
def test_bio_update_makes_a_card_available() -> Match:
    # 3.5 / §5 Previa: sending the Bio updates 1 descanso of each of your cards.
    # Itzal (1 after T1) is available in T3 after bio_extinct(update_rests); Anaya 2 → 1,
    # then 0 at T3's Fin (it began T3 resting) → the Vínculo is legal in T5.
    m = Match()
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal")
    m.pass_turn("P2")
    begin(m, "P1", batalla=False)
    m.ev("bio_extinct", update_rests=True)
    m.phase("batalla")
    m.attack("itzal", "ocelo2", 3)
    close(m)
    m.pass_turn("P2")
    begin(m, "P1", "nahui")
    m.ev("link", protector="anaya", card="nahui")
    m.ev("damage", target="ocelo2", amount=2, kind="effect", source="anaya")
    close(m)
    return m


@redteam
def test_card_hidden_by_rival_cannot_attack() -> Match:
    # 6.7-G5/G9: only revealed cards act. P2's Activa hides Itzal in T2; in T3 P1 attacks
    # with it without revealing it again.
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("pass")
    begin(m, "P2", "kuma2")
    m.ev("activa", card="kuma2", targets=["itzal"], text="Oculta 1 carta rival.")
    m.ev("hide", card="itzal", by="kuma2")
    close(m)
    begin(m, "P1")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("6.7-G5|6.6")
    return m


@redteam
def test_card_in_extincion_attacks() -> Match:
    # §5 Batalla: "Elige un Adendei o Protector disponible" — Itzal went to Extinción in
    # this Previa (by effect) and was replaced; it is no longer in play.
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("extinct", card="itzal", reason="effect")
    m.replace("P1", "M1")
    m.phase("batalla")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("6.6|6.7-G5|5")
    return m


# =============================================================================================
# 3.2 — Vínculo and damage to Protectors
# =============================================================================================
@redteam
def test_link_then_other_card_activa() -> Match:
    # 3.2 IMPORTANTE: in the turn of the Vínculo no other card attacks or uses its Activa.
    m = Match()
    skip_to(m, 7)
    begin(m, "P1", "itzal", "tlalo")
    m.ev("link", protector="anaya", card="itzal")
    m.ev("damage", target="kuma2", amount=2, kind="effect", source="anaya")
    m.ev("activa", card="tlalo", targets=["ocelo2"], text="Daña 1 a 1 carta rival.")
    m.flag("3.2|5/batalla")
    return m


@redteam
def test_activa_aimed_at_protector_without_permission() -> Match:
    # 3.2: Protectors are damaged only by cards that say so. Tlalo has no
    # can_target_protector. An Activa may legally aim at a Protector (descansos, 5.1), so the
    # log only shows the violation when the damage is resolved: flagged at `damage`.
    m = Match()
    begin(m, "P1", "tlalo")
    m.ev("activa", card="tlalo", targets=["bruno2"], text="Daña 2 a 1 carta rival.")
    m.ev("damage", target="bruno2", amount=2, kind="effect", source="tlalo")
    m.flag("3.2")
    return m


@redteam
def test_multi_target_attack_including_protector() -> Match:
    # 6.5 Ataque Múltiple is one attack; one of its targets is the Protector → 3.2.
    m = Match()
    begin(m, "P1", "nahui")
    m.ev("attack", card="nahui", targets=["kuma2", "bruno2"], damage=1)
    m.flag("3.2")
    return m


@redteam
def test_protector_damaged_by_permitted_activa() -> Match:
    # Ehécatl has can_target_protector: its Activa may damage Bruno (12 → 10).
    side = default_side("P1", main=["ehecatl", "tlalo", "nahui"],
                        deck=["itzal", *P1_DECK[1:]])
    m = Match(sides={"P1": side})
    begin(m, "P1", "ehecatl")
    m.ev("activa", card="ehecatl", targets=["bruno2"], text="Daña 2 al Protector rival.")
    m.ev("damage", target="bruno2", amount=2, kind="effect", source="ehecatl")
    close(m)
    return m


def test_protector_damage_state() -> None:
    m = BUILDERS["test_protector_damaged_by_permitted_activa"]()
    replay = verify(m)
    bruno = card_state(replay, len(m.events), "P2", "bruno2")
    assert (bruno["life"], bruno["max_life"]) == (10, 12)


# =============================================================================================
# 6.7-G4 — targets without the statistic
# =============================================================================================
def _p2_equips_savia() -> Match:
    """T1 pass; T2 Kuma attacks and gets Savia (revealed)."""
    m = Match()
    m.pass_turn("P1")
    attack_turn(m, "P2", "kuma2", "itzal", 4, "kuma2", equip="savia2")
    return m


@redteam
def test_attack_on_rival_equipment() -> Match:
    # 6.7-G4.1: no attack on a card without vida máxima: an equipped Ixim.
    m = _p2_equips_savia()
    begin(m, "P1", "tlalo")
    m.ev("attack", card="tlalo", targets=["savia2"], damage=2)
    m.flag("6.7-G4")
    return m


@redteam
def test_descansos_on_equipment() -> Match:
    # 6.7-G4.2: no descansos on a card without the statistic; reported at the resolution.
    m = _p2_equips_savia()
    begin(m, "P1", "tlalo")
    m.ev("activa", card="tlalo", targets=["savia2"], text="1 carta rival recibe 1 descanso.")
    m.ev("rest", card="savia2", amount=1, source="tlalo")
    m.flag("6.7-G4")
    return m


@redteam
def test_attack_on_hidden_bio() -> Match:
    # 6.7-G4.1 (and glosario: the Bio has no vida nor descansos), even face down.
    m = Match()
    begin(m, "P1", "nahui")
    m.ev("attack", card="nahui", targets=["volcan2"], damage=1)
    m.flag("6.7-G4")
    return m


# =============================================================================================
# 5.2, 6.6.2 — Pasivas
# =============================================================================================
@redteam
def test_rival_pasiva_in_my_batalla() -> Match:
    # 5.2: Pasivas are declared in every phase except Batalla — for both players.
    # Kuma is revealed as a battle response (legal), then P2 declares a Pasiva (flag, P2).
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.ev("reveal", "P2", card="kuma2")
    m.ev("pasiva", "P2", card="kuma2", text="Si esta carta es atacada, escala 1.",
         optional=False)
    m.flag("5.2")
    return m


@redteam
def test_rival_optional_pasiva_in_my_previa() -> Match:
    # 6.6.2 Pasivas Opcionales: "exclusivamente durante tu Fase Previa". P2's revealed Kuma
    # uses its optional Pasiva in P1's Previa (T3).
    m = Match()
    m.pass_turn("P1")
    begin(m, "P2", "kuma2", batalla=False)
    m.ev("pass")
    begin(m, "P1", batalla=False)
    m.ev("pasiva", "P2", card="kuma2", text="Escala 1 a 1 Adendei aliado.", optional=True)
    m.flag("6.6.2")
    return m


@redteam
def test_optional_pasiva_in_own_fin() -> Match:
    m = Match()
    begin(m, "P1", "tlalo")
    m.phase("post", "equipo", "fin")
    m.ev("pasiva", card="tlalo", text="Escala 1 a 1 Adendei aliado.", optional=True)
    m.flag("6.6.2")
    return m


@redteam
def test_non_optional_pasivas_outside_batalla_are_fine() -> Match:
    # 5.2 NOTA: Pasivas that meet their condition may be declared in every phase but Batalla.
    m = Match()
    begin(m, "P1", "itzal", "tlalo")
    m.attack("itzal", "kuma2", 3)
    for ph in ("post", "equipo", "fin"):
        m.phase(ph)
        m.ev("pasiva", card="tlalo", text="Si una carta aliada atacó, escala 1.", optional=False)
    return m


# =============================================================================================
# 5/previa — the rival reveals
# =============================================================================================
@redteam
def test_rival_reveals_in_my_post() -> Match:
    # §5 NOTA: "Durante las Fases Previa, Post, Equipos y Fin de turno, el jugador rival solo
    # puede revelar cartas con Pasiva-Rápida". Kuma is revealed in P1's Post with nothing.
    m = Match()
    begin(m, "P1", "itzal")
    m.attack("itzal", "ocelo2", 3)
    m.phase("post")
    m.ev("reveal", "P2", card="kuma2")
    m.flag("5|6.6.2")
    return m


@redteam
def test_rival_reveals_in_batalla_before_any_declaration() -> Match:
    # §5 Batalla, Respuesta rival: the rival reveals in answer to an attack or Activa.
    # Before anything is declared there is nothing to answer.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("reveal", "P2", card="kuma2")
    m.flag("5|6.6.2")
    return m


@redteam
def test_rival_reveals_to_use_pasiva_rapida_in_previa() -> Match:
    # §5 Previa NOTA: the rival may reveal a card with Pasiva-Rápida and use it as a response
    # (6.6.2: in response to a revelation). P1 reveals Itzal; P2 answers with Cuetla.
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("reveal", "P2", card="cuetla2")
    m.ev("pasiva_rapida", "P2", card="cuetla2",
         text="Pasiva-Rápida: si una carta rival es revelada, dáñala 1.")
    m.ev("damage", "P2", target="itzal", amount=1, kind="effect", source="cuetla2")
    m.phase("batalla")
    m.attack("itzal", "cuetla2", 3)
    close(m)
    return m


# =============================================================================================
# 3.4, 3.3, 5/equipo — equipment
# =============================================================================================
@redteam
def test_equip_in_fin() -> Match:
    m = Match()
    begin(m, "P1", "itzal")
    m.attack("itzal", "kuma2", 3)
    m.phase("post", "equipo", "fin")
    m.ev("equip", equipment="jade", card="itzal", hidden=True)
    m.flag("5|3.4")
    return m


@redteam
def test_equip_ixim_then_rot_same_turn() -> Match:
    # §5 Fase de Equipo: "puede equipar … 1 carta de su Zona de Equipo" — one a turn,
    # even though the Ixim + Rot pair itself would be legal.
    m = Match()
    begin(m, "P1", "itzal")
    m.attack("itzal", "kuma2", 3)
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="itzal", hidden=False)
    m.ev("equip", equipment="jade", card="itzal", hidden=False)
    m.flag("5|3.4")
    return m


@redteam
def test_equip_card_that_only_used_a_pasiva() -> Match:
    # 3.4 Equipar 2: the card must have attacked or used its Activa. Tlalo only used an
    # (optional) Pasiva in Previa; Itzal attacked.
    m = Match()
    begin(m, "P1", "itzal", "tlalo", batalla=False)
    m.ev("pasiva", card="tlalo", text="Escala 1 a 1 Adendei aliado.", optional=True)
    m.ev("scale", card="itzal", amount=1)
    m.phase("batalla")
    m.attack("itzal", "kuma2", 4)
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="tlalo", hidden=False)
    m.flag("3.4")
    return m


@redteam
def test_equip_card_whose_attack_was_illegal() -> Match:
    # 6.7-P1: a card that declared an attack ignoring a restriction "no podrá equiparse
    # durante la fase de equipos". Itzal (1 descanso after T1) attacks in T3 (5.1), then
    # is equipped (flag at the equip: 3.4 or 6.7-P1).
    m = Match()
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal")
    m.pass_turn("P2")
    begin(m, "P1")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("5.1")
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="itzal", hidden=False)
    m.flag("3.4|6.7-P1")
    return m


def _nahui_equipped(m: Match, *equipment: str, last_hidden: bool = False) -> None:
    """Nahui (descanso 0) attacks in T1, T3, T5 … and is equipped each time."""
    for i, item in enumerate(equipment):
        if i:
            m.phase("fin")
            m.pass_turn("P2")
        begin(m, "P1", *(["nahui"] if i == 0 else []))
        m.attack("nahui", "ocelo2", 1)
        m.phase("post", "equipo")
        hidden = last_hidden and i == len(equipment) - 1
        m.ev("equip", equipment=item, card="nahui", hidden=hidden)


LIANA_SIDE = {"P1": default_side("P1", equipment=[*EQUIPMENT, "liana"])}


@redteam
def test_ixim_and_rot_then_a_second_revealed_ixim() -> Match:
    # 3.4: max 1 Ixim + 1 Rot; two Ixim only if one is hidden. Savia + Obsidiana are legal,
    # Liana revealed in T5 is the third (second Ixim, both revealed).
    m = Match(sides=copy.deepcopy(LIANA_SIDE))
    _nahui_equipped(m, "savia", "obsidiana", "liana")
    m.flag("3.4")
    return m


@redteam
def test_second_ixim_hidden_then_revealed() -> Match:
    # 3.4 Equipos Múltiples: a hidden second Ixim is legal (Savia T1, Liana hidden T3);
    # revealing it by choice while the other is revealed is not (flag at the reveal, T5).
    m = Match(sides=copy.deepcopy(LIANA_SIDE))
    _nahui_equipped(m, "savia", "liana", last_hidden=True)
    m.phase("fin")
    m.pass_turn("P2")
    begin(m, "P1", batalla=False)
    m.ev("reveal", card="liana")
    m.flag("3.4")
    return m


@redteam
def test_extra_equipment_card_takes_two_revealed_ixim() -> Match:
    # 3.4: "a menos que un efecto permita tener Ixim o Rot adicionales" — Tepe has
    # extra_equipment. Tepe (descanso 2) attacks in T1 and T7.
    side = default_side("P1", main=["tepe", "tlalo", "nahui"],
                        deck=[d if d != "tepe" else "itzal" for d in P1_DECK])
    m = Match(sides={"P1": side})
    attack_turn(m, "P1", "tepe", "kuma2", 3, "tepe", equip="savia")
    skip_to(m, 7)
    attack_turn(m, "P1", "tepe", "ocelo2", 3, equip="velo")
    return m


@redteam
def test_rava_equipped_with_a_rot() -> Match:
    # 3.3: "Los Ravas no pueden ser equipados con cartas que no lo indiquen en su texto."
    # Obsidiana (Rot) says nothing about Ravas.
    m = Match(sides={"P1": default_side("P1", deck=["tonatiuh", *P1_DECK])})
    begin(m, "P1", "nahui", batalla=False)
    m.ev("extinct", card="tlalo", reason="effect")
    m.replace("P1", "M2")  # Tonatiuh, revealed
    m.phase("batalla")
    m.attack("tonatiuh", "kuma2", 3)
    m.phase("post", "equipo")
    m.ev("equip", equipment="obsidiana", card="tonatiuh", hidden=True)
    m.flag("3.3|3.4")
    return m


# =============================================================================================
# 6.1, 6.2 — marks and healing
# =============================================================================================
@redteam
def test_second_quemar_in_a_later_turn() -> Match:
    # 6.1: "Una carta no puede tener 2 marcas del mismo tipo" (6.7-G13). Kuma is burnt in T1
    # by Itzal and again in T3 by Tlalo's Activa; the mark never left.
    m = Match()
    begin(m, "P1", "itzal", "tlalo")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Quema 1 carta rival.")
    m.ev("mark", target="kuma2", mark="quemar")
    close(m)
    m.pass_turn("P2")
    begin(m, "P1")
    m.ev("activa", card="tlalo", targets=["kuma2"], text="Quema 1 carta rival.")
    m.ev("mark", target="kuma2", mark="quemar")
    m.flag("6.1|6.7-G13")
    return m


@redteam
def test_abismar_removed_then_placed_again() -> Match:
    # 6.1: a mark removed (remover marcas) may be placed again; one mark of each kind is fine.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Abisma, envenena y quema 1 carta.")
    m.ev("mark", target="kuma2", mark="abismar")
    m.ev("mark", target="kuma2", mark="envenenar")
    m.ev("mark", target="kuma2", mark="quemar")
    close(m)
    begin(m, "P2", "ocelo2", batalla=False)
    m.ev("pasiva", card="ocelo2", text="Remueve 1 marca de 1 carta aliada.", optional=True)
    m.ev("unmark", target="kuma2", mark="abismar")
    m.ev("pass")
    begin(m, "P1", "tlalo")
    m.ev("activa", card="tlalo", targets=["kuma2"], text="Abisma 1 carta rival.")
    m.ev("mark", target="kuma2", mark="abismar")
    close(m)
    return m


def _itzal_hurt(m: Match, life_lost: int) -> None:
    """T1 P1 passes; T2 Kuma's Activa hurts Itzal by ``life_lost``."""
    m.pass_turn("P1")
    begin(m, "P2", "kuma2")
    m.ev("activa", card="kuma2", targets=["itzal"], text="Daña X a 1 carta rival.")
    m.ev("damage", target="itzal", amount=life_lost, kind="effect", source="kuma2")
    close(m)


@redteam
def test_heal_to_exactly_full() -> Match:
    # 6.2 Curar: Itzal at 4, healed 2 → exactly 6. Legal.
    m = Match()
    _itzal_hurt(m, 2)
    begin(m, "P1", "itzal", "tlalo")
    m.ev("activa", card="tlalo", targets=["itzal"], text="Cura 2 a 1 carta aliada.")
    m.ev("heal", target="itzal", amount=2, source="tlalo")
    close(m)
    return m


@redteam
def test_heal_more_than_missing_is_capped_not_illegal() -> Match:
    # 6.2: "Curar no incrementa la vida máxima" — Itzal at 5 healed 3 ends at 6; the card
    # was not at full life, so the heal is legal.
    m = Match()
    _itzal_hurt(m, 1)
    begin(m, "P1", "itzal", "tlalo")
    m.ev("activa", card="tlalo", targets=["itzal"], text="Cura 3 a 1 carta aliada.")
    m.ev("heal", target="itzal", amount=3, source="tlalo")
    close(m)
    return m


def test_heal_cap_state() -> None:
    m = BUILDERS["test_heal_more_than_missing_is_capped_not_illegal"]()
    replay = verify(m)
    heal_seq = next(i for i, e in enumerate(m.events, 1) if e["action"] == "heal")
    assert card_state(replay, heal_seq, "P1", "itzal")["life"] == 6


@redteam
def test_heal_protector_at_twelve() -> Match:
    # 6.2 / glosario Vida: a card with its vida máxima complete cannot be healed; a
    # Protector's is 12.
    m = Match()
    begin(m, "P1", "tlalo")
    m.ev("activa", card="tlalo", targets=["anaya"], text="Cura 1 a 1 carta aliada.")
    m.ev("heal", target="anaya", amount=1, source="tlalo")
    m.flag("6.2")
    return m


@redteam
def test_heal_protector_at_ten_is_fine() -> Match:
    # The Protector's maximum is 12, not 6: at 10, healing 2 is legal (→ 12).
    side = default_side("P2", main=["ehecatl", "ocelo", "cuetla"],
                        deck=["kuma", *P2_DECK[1:]])
    m = Match(sides={"P2": side})
    m.pass_turn("P1")
    begin(m, "P2", "ehecatl2")
    m.ev("activa", card="ehecatl2", targets=["anaya"], text="Daña 2 al Protector rival.")
    m.ev("damage", target="anaya", amount=2, kind="effect", source="ehecatl2")
    close(m)
    begin(m, "P1", "tlalo")
    m.ev("activa", card="tlalo", targets=["anaya"], text="Cura 2 a 1 carta aliada.")
    m.ev("heal", target="anaya", amount=2, source="tlalo")
    close(m)
    return m


# =============================================================================================
# 3.2, 3.6, 6.7-T3 — hiding
# =============================================================================================
@redteam
def test_rival_hides_my_token() -> Match:
    # 3.6: Tokens "No pueden ser ocultados". P1's Token is hidden by P2's Activa in T2.
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("extinct", card="tlalo", reason="effect")
    m.ev("token", slot="M2", name="lobo1", stats={"damage": 0, "rest": 0}, by="itzal")
    m.ev("pass")
    begin(m, "P2", "kuma2")
    m.ev("activa", card="kuma2", targets=["lobo1"], text="Oculta 1 carta rival.")
    m.ev("hide", card="lobo1", by="kuma2")
    m.flag("3.6|6.7-T3")
    return m


@redteam
def test_hide_own_protector() -> Match:
    # 3.2: the Protector "no puede ser ocultado … por ningún efecto" — not even its owner's.
    m = Match()
    m.pass_turn("P1")
    begin(m, "P2", "ocelo2")
    m.ev("activa", card="ocelo2", targets=["bruno2"], text="Oculta 1 carta.")
    m.ev("hide", card="bruno2", by="ocelo2")
    m.flag("3.2|6.7-T3")
    return m


@redteam
def test_hiding_an_equipped_card_returns_its_equipment() -> Match:
    # 3.4: "Si una carta equipada es ocultada … sus equipos regresan a la Zona de Equipos".
    m = _p2_equips_savia()
    begin(m, "P1", "tlalo")
    m.ev("activa", card="tlalo", targets=["kuma2"], text="Oculta 1 carta rival.")
    m.ev("hide", card="kuma2", by="tlalo")
    close(m)
    return m


def test_hidden_card_equipment_state() -> None:
    m = BUILDERS["test_hiding_an_equipped_card_returns_its_equipment"]()
    replay = verify(m)
    hide_seq = next(i for i, e in enumerate(m.events, 1) if e["action"] == "hide")
    before = card_state(replay, hide_seq - 1, "P2", "kuma2")
    after = card_state(replay, hide_seq, "P2", "kuma2")
    assert before["equipment"] == ["savia2"]
    assert after["hidden"] and after["equipment"] == []
    zone = replay.state_json(hide_seq)["players"]["P2"]["equipment_zone"]
    assert "savia2" in [c["instance"] for c in zone]


# =============================================================================================
# 5/post, 5/batalla — Extinción; 6.6.3 costs; Quemar
# =============================================================================================
def _kuma_burnt_at_one(m: Match) -> None:
    """T1: Itzal's Activa deals 5 to Kuma and burns it (Kuma at 1, quemado)."""
    begin(m, "P1", "itzal")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Daña 5 y quema 1 carta rival.")
    m.ev("damage", target="kuma2", amount=5, kind="effect", source="itzal")
    m.ev("mark", target="kuma2", mark="quemar")
    close(m)


@redteam
def test_burnt_attacker_dies_and_stays_past_post() -> Match:
    # 6.1 Quemar: 1 damage on declaring the attack → Kuma 1 → 0. The attack still resolves
    # (Itzal 6 → 2). §5 Post: the 0-vida card must go to Extinción; P2 goes on to Equipo
    # without it → flagged at the event closing Post, for the card's owner (P2).
    m = Match()
    _kuma_burnt_at_one(m)
    begin(m, "P2", "kuma2")
    m.attack("kuma2", "itzal", 4)
    m.phase("post", "equipo")
    m.flag("5/post")
    return m


def test_quemar_damage_at_declaration_state() -> None:
    m = Match()
    _kuma_burnt_at_one(m)
    begin(m, "P2", "kuma2")
    m.ev("attack", card="kuma2", targets=["itzal"], damage=4)
    replay = verify(m)
    assert card_state(replay, len(m.events) - 1, "P2", "kuma2")["life"] == 1
    assert card_state(replay, len(m.events), "P2", "kuma2")["life"] == 0


@redteam
def test_cost_paid_by_card_burnt_to_zero() -> Match:
    # Quemar's point is dealt at the declaration, before the cost (kodem conventions).
    # Kuma (1 → 0) then "pays" 1 vida: 6.6.3 needs at least 1 point → flag (P2).
    m = Match()
    _kuma_burnt_at_one(m)
    begin(m, "P2", "kuma2")
    m.ev("attack", card="kuma2", targets=["itzal"], damage=4)
    m.ev("cost", card="kuma2", kind="damage", targets=["kuma2"], amount=1)
    m.flag("6.6.3")
    return m


@redteam
def test_post_skipped_with_a_card_at_zero() -> Match:
    # k-fix 2: batalla → equipo skips Post legally, but the Post check still runs at the event
    # that skips it: Kuma (P2) at 0 is still in play.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Daña 6 a 1 carta rival.")
    m.ev("damage", target="kuma2", amount=6, kind="effect", source="itzal")
    m.phase("equipo")
    m.flag("5/post", "P2")
    return m


@redteam
def test_turn_ends_unlogged_with_a_card_at_zero() -> Match:
    # Nothing is logged after Batalla; the next `turn` closes (and skips) Post → flag there,
    # for the owner of the 0-vida card (P2).
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Daña 6 a 1 carta rival.")
    m.ev("damage", target="kuma2", amount=6, kind="effect", source="itzal")
    m.turn("P2")
    m.flag("5/post", "P2")
    return m


@redteam
def test_protector_at_zero_sent_in_batalla() -> Match:
    # §5 Batalla Nota: cards at 0 go to Extinción in Post. P2 sends Bruno (12 → 0 by
    # Ehécatl's permitted Activa) during Batalla: flagged at that extinct, for P2.
    side = default_side("P1", main=["ehecatl", "tlalo", "nahui"],
                        deck=["itzal", *P1_DECK[1:]])
    m = Match(sides={"P1": side})
    begin(m, "P1", "ehecatl")
    m.ev("activa", card="ehecatl", targets=["bruno2"], text="Daña 12 al Protector rival.")
    m.ev("damage", target="bruno2", amount=12, kind="effect", source="ehecatl")
    m.ev("extinct", "P2", card="bruno2", reason="life")
    m.flag("5/batalla")
    return m


# =============================================================================================
# 5.3 — replacements
# =============================================================================================
@redteam
def test_replace_top3_in_another_order() -> Match:
    # 5.3.1: take the 3 cards of the top and choose 1. The order in which the log lists the
    # same three cards does not matter.
    m = Match()
    begin(m, "P1", batalla=False)
    m.ev("extinct", card="tlalo", reason="effect")
    m.replace("P1", "M2", drawn=["cuetla", "ehecatl", "kuma"], chosen="kuma")
    m.mazo["P1"] = [*m.mazo["P1"][3:], "ehecatl", "cuetla"]
    m.ev("pass")
    return m


@redteam
def test_replace_chosen_not_among_drawn() -> Match:
    # 5.3.1: the substitute is one of the 3 taken. Tepe is the 4th card of the Mazo.
    m = Match()
    begin(m, "P1", batalla=False)
    m.ev("extinct", card="tlalo", reason="effect")
    m.ev("replace", slot="M2", drawn=["ehecatl", "kuma", "cuetla"], chosen="tepe", hidden=True)
    m.flag("5.3")
    return m


@redteam
def test_second_replacement_takes_the_new_top() -> Match:
    # 5.3.1: the 2 not chosen go to the bottom. The next replacement takes Tepe, Ocelo,
    # Meztli — legal.
    m = Match()
    begin(m, "P1", batalla=False)
    m.ev("extinct", card="tlalo", reason="effect")
    m.replace("P1", "M2")           # takes Ehécatl; Kuma, Cuetla go to the bottom
    m.ev("extinct", card="nahui", reason="effect")
    m.replace("P1", "M3", hidden=True)  # Tepe, Ocelo, Meztli
    m.ev("pass")
    return m


@redteam
def test_second_replacement_reuses_the_old_top() -> Match:
    # Same, but the second replacement claims Kuma, Cuetla and Tepe (Kuma and Cuetla are now at
    # the bottom of the Mazo).
    m = Match()
    begin(m, "P1", batalla=False)
    m.ev("extinct", card="tlalo", reason="effect")
    m.replace("P1", "M2")
    m.ev("extinct", card="nahui", reason="effect")
    m.ev("replace", slot="M3", drawn=["kuma", "cuetla", "tepe"], chosen="kuma", hidden=True)
    m.flag("5.3")
    return m


@redteam
def test_replacement_after_rival_declares_a_pasiva() -> Match:
    # 5.3.2: the substitute is placed "inmediatamente, antes de declarar cualquier otro
    # efecto". Kuma goes to Extinción in Post; P1 declares a Pasiva before P2 replaces →
    # the late replacement is flagged at the `replace`, for P2.
    m = Match()
    begin(m, "P1", "itzal", "tlalo")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Daña 6 a 1 carta rival.")
    m.ev("damage", target="kuma2", amount=6, kind="effect", source="itzal")
    m.phase("post")
    m.ev("extinct", "P2", card="kuma2", reason="life")
    m.ev("pasiva", card="tlalo", text="Si una carta rival va a Extinción, escala 1.",
         optional=False)
    m.replace("P2", "M1", hidden=True)
    m.flag("5.3")
    return m


# =============================================================================================
# 3.3, 3.5 — Rava and Bio
# =============================================================================================
@redteam
def test_rava_returned_in_batalla() -> Match:
    # 3.3: the Rava returns to the Mazo "en Fase Previa".
    m = Match(sides={"P1": default_side("P1", deck=["tonatiuh", *P1_DECK])})
    begin(m, "P1", batalla=False)
    m.ev("extinct", card="tlalo", reason="effect")
    m.replace("P1", "M2")  # Tonatiuh
    m.phase("batalla")
    m.ev("rava_return", card="tonatiuh")
    m.flag("3.3|5")
    return m


@redteam
def test_bio_sent_in_post() -> Match:
    # 3.5: the Bio goes to Extinción "una vez por turno durante la Fase Previa".
    m = Match()
    m.pass_turn("P1")
    begin(m, "P2")
    m.phase("post")
    m.ev("bio_extinct")
    m.flag("3.5|5")
    return m


# =============================================================================================
# 4, 8.1, 8.2 — game_end claims; Protector Extinción mills 3; Tokens never count
# =============================================================================================
def _p2_loses_nine() -> tuple[Match, str]:
    """P2 ends its T4 Previa with 9 cards in Extinción (Bruno + 3 milled, Bio, Kuma + its
    Savia, Ocelo, Cuetla)."""
    m = _p2_equips_savia()              # T1 pass, T2 Kuma attacks and gets Savia
    m.pass_turn("P1")                   # T3
    begin(m, "P2", batalla=False)       # T4
    m.ev("extinct", card="bruno2", reason="effect")  # 1 + 3 from the top of the Mazo = 4
    m.mill3("P2")
    m.ev("bio_extinct")                               # 5
    m.ev("extinct", card="kuma2", reason="effect")   # 7 (Savia follows Kuma)
    in_m1 = m.replace("P2", "M1", hidden=True)
    m.ev("extinct", card="ocelo2", reason="effect")  # 8
    m.replace("P2", "M2", hidden=True)
    m.ev("extinct", card="cuetla2", reason="effect")  # 9
    m.replace("P2", "M3", hidden=True)
    return m, in_m1


@redteam
def test_game_end_true_with_mill_equipment_and_bio() -> Match:
    # §4: 10 cards of the rival in Extinción; all kinds count but Tokens. The 10th is the
    # Adendei now in M1.
    m, in_m1 = _p2_loses_nine()
    m.ev("extinct", card=in_m1, reason="effect")
    m.replace("P2", "M1", hidden=True)
    m.ev("game_end", winner="P1", reason="extinction")
    return m


def test_game_end_count_state() -> None:
    m = BUILDERS["test_game_end_true_with_mill_equipment_and_bio"]()
    replay = verify(m)
    p2 = replay.state_json(len(m.events) - 1)["players"]["P2"]
    assert p2["extinction_count"] == 10
    names = {c["instance"] for c in p2["extinction"]}
    assert {"bruno2", "ehecatl2", "itzal2", "tlalo2", "savia2", "volcan2"} <= names


@redteam
def test_game_end_claimed_with_nine() -> Match:
    m, _ = _p2_loses_nine()
    m.ev("game_end", winner="P1", reason="extinction")
    m.flag("4")
    return m


@redteam
def test_game_end_for_the_wrong_winner() -> Match:
    # P2 has 10 cards in its own Extinción: P1 wins, not P2.
    m, in_m1 = _p2_loses_nine()
    m.ev("extinct", card=in_m1, reason="effect")
    m.replace("P2", "M1", hidden=True)
    m.ev("game_end", winner="P2", reason="extinction")
    m.flag("4")
    return m


@redteam
def test_tokens_never_count_toward_the_ten() -> Match:
    # 3.6 / §4: a Token "en ningún momento contará como carta en Extinción". 9 real cards +
    # 1 Token in P2's Extinción is not a victory.
    m = Match()
    m.pass_turn("P1")
    begin(m, "P2", "cuetla2", batalla=False)
    m.ev("extinct", card="bruno2", reason="effect")   # 4
    m.mill3("P2")
    m.ev("bio_extinct")                                # 5
    m.ev("extinct", card="kuma2", reason="effect")    # 6
    in_m1 = m.replace("P2", "M1", hidden=True)
    m.ev("extinct", card="ocelo2", reason="effect")   # 7
    m.ev("token", slot="M2", name="lobo2", stats={"damage": 0, "rest": 0}, by="cuetla2")
    m.ev("extinct", card="lobo2", reason="effect")    # still 7
    m.replace("P2", "M2", hidden=True)
    m.ev("extinct", card="cuetla2", reason="effect")  # 8
    m.replace("P2", "M3", hidden=True)
    m.ev("extinct", card=in_m1, reason="effect")      # 9 (the card in M1)
    m.replace("P2", "M1", hidden=True)
    m.ev("game_end", winner="P1", reason="extinction")
    m.flag("4")
    return m


def test_protector_extinction_mills_three_and_substitute_enters() -> None:
    # 3.2: the top 3 of the Mazo follow the Protector; the substitute Protector enters with
    # 12 vida and the same descansos (Anaya has 2 after T1: Tekei enters with 2).
    m = Match(sides={"P1": default_side("P1", protectors=["anaya", "tekei"])})
    m.pass_turn("P1")
    m.pass_turn("P2")
    begin(m, "P1", batalla=False)
    m.ev("extinct", card="anaya", reason="effect")
    replay = verify(m)
    p1 = replay.state_json(len(m.events))["players"]["P1"]
    assert p1["extinction_count"] == 4
    assert {c["instance"] for c in p1["extinction"]} == {"anaya", "ehecatl", "kuma", "cuetla"}
    assert [c["instance"] for c in p1["deck"]][:2] == ["tepe", "ocelo"]
    assert (p1["protector"]["instance"], p1["protector"]["life"],
            p1["protector"]["rests"]) == ("tekei", 12, 2)


def test_envenenar_only_at_its_owner_fin() -> None:
    # 6.1 Envenenar: 1 damage "en Fin del Turno de la carta envenenada" — Kuma (P2) is
    # poisoned in T1: nothing at P1's Fin, 1 at P2's Fin (T2), 1 more at T4's.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Envenena 1 carta rival.")
    m.ev("mark", target="kuma2", mark="envenenar")
    close(m)
    t1_end = len(m.events)
    m.empty_turn("P2")
    t2_end = len(m.events)
    m.pass_turn("P1")
    m.turn("P2")  # T4 with no phase logged: its Fin is derived when T5 starts
    m.turn("P1")
    replay = verify(m)
    assert card_state(replay, t1_end, "P2", "kuma2")["life"] == 6
    assert card_state(replay, t2_end, "P2", "kuma2")["life"] == 5
    assert card_state(replay, len(m.events), "P2", "kuma2")["life"] == 4


# --- extended: three cards with the same name ---------------------------------------------
def _extended_kumas(extinct: int) -> Match:
    m = Match(variant="extended", sides={"P1": ext_side("P1"), "P2": ext_side("P2")})
    m.pass_turn("P1")
    begin(m, "P2", batalla=False)
    for i in range(1, extinct + 1):
        m.ev("extinct", card=f"p2-kuma-{i}", reason="effect")
        m.replace("P2", f"M{i}", hidden=True)
    m.ev("game_end", winner="P1", reason="same_name")
    return m


@redteam
def test_extended_three_same_name_wins() -> Match:
    # 8.2 c): "enviar 3 cartas rivales con el mismo nombre … a la Zona de Extinción".
    return _extended_kumas(3)


@redteam
def test_extended_two_same_name_is_no_victory() -> Match:
    m = _extended_kumas(2)
    m.flag("8.2|4")
    return m


# =============================================================================================
# 8.1 — multiplayer
# =============================================================================================
JUNGLA = ("P1", "P2", "P3")


@redteam
def test_jungla_activa_on_a_non_rival() -> Match:
    # 8.1 Reglas Generales 2: P1 chose P2; an Activa aimed at P3's Ocelo.
    m = Match(players=JUNGLA, variant="jungla")
    begin(m, "P1", "itzal", rival="P2")
    m.ev("activa", card="itzal", targets=["ocelo3"], text="Daña 1 a 1 carta rival.")
    m.flag("8.1")
    return m


@redteam
def test_cazador_effect_damage_on_a_non_rival() -> Match:
    # 8.1: every effect of the turn involves only the two players. The Activa is declared on
    # P3 (the rival), but the logged resolution damages P2's Kuma.
    m = Match(players=JUNGLA, variant="cazador", target_count=5)
    begin(m, "P1", "itzal", rival="P3")
    m.ev("activa", card="itzal", targets=["kuma3"], text="Daña 2 a 1 carta rival.")
    m.ev("damage", target="kuma2", amount=2, kind="effect", source="itzal")
    m.flag("8.1")
    return m


@redteam
def test_jungla_rest_counts_own_turns() -> Match:
    # 5.1 with 3 players: Itzal attacks in T1; P1's next turn is T4 (still 1 descanso).
    m = Match(players=JUNGLA, variant="jungla")
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal", rival="P2")
    mp_pass(m, "P2", "P3")
    mp_pass(m, "P3", "P1")
    begin(m, "P1", rival="P2")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("5.1")
    return m


def _p3_out(m: Match) -> None:
    """T1 P1, T2 P2 pass; in T3 P3 reaches 6 cards in Extinción (Tekei + 3, Bio, Kuma)."""
    mp_pass(m, "P1", "P2")
    mp_pass(m, "P2", "P3")
    begin(m, "P3", batalla=False, rival="P1")
    m.ev("extinct", card="tekei3", reason="effect")
    m.mill3("P3")
    m.ev("bio_extinct")
    m.ev("extinct", card="kuma3", reason="effect")


@redteam
def test_jungla_claim_while_two_stand() -> Match:
    # 8.1 Jungla: the last player standing wins. P3 is out; P2 still plays.
    m = Match(players=JUNGLA, variant="jungla")
    _p3_out(m)
    m.turn("P1", rival="P2")
    m.ev("game_end", winner="P1", reason="last_standing")
    m.flag("8.1|4")
    return m


@redteam
def test_jungla_eliminated_player_takes_a_turn() -> Match:
    # match-log 8.1: a player with 6 cards in Extinción "get no more turns".
    m = Match(players=JUNGLA, variant="jungla")
    _p3_out(m)
    mp_pass(m, "P1", "P2")
    mp_pass(m, "P2", "P1")
    m.turn("P3", rival="P1")
    m.flag("8.1")
    return m


@redteam
def test_jungla_clean_ten_turns() -> Match:
    # A legal 3-player game. Rests counted in own turns; Kuma3 (2) and Cuetla3 (1) rest in T9.
    m = Match(players=JUNGLA, variant="jungla")
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal", equip="savia", rival="P2")     # T1
    attack_turn(m, "P2", "ocelo2", "cuetla3", 2, "ocelo2", rival="P3")                # T2
    attack_turn(m, "P3", "kuma3", "itzal", 4, "kuma3", rival="P1")                    # T3
    attack_turn(m, "P1", "nahui", "kuma3", 1, "nahui", rival="P3")                    # T4
    begin(m, "P2", rival="P1")                                                        # T5
    m.attack("ocelo2", "itzal", 2)                     # Itzal 2 → 0
    m.phase("post")
    m.ev("extinct", "P1", card="itzal", reason="life")  # Savia follows it
    m.replace("P1", "M1")                               # Ehécatl, revealed
    m.phase("equipo", "fin")
    attack_turn(m, "P3", "cuetla3", "ocelo2", 1, "cuetla3", rival="P2")               # T6
    begin(m, "P1", rival="P2")                                                        # T7
    m.attack("ehecatl", "kuma2", 3)                    # Kuma2 3 → 0
    m.phase("post")
    m.ev("extinct", "P2", card="kuma2", reason="life")
    m.replace("P2", "M1", hidden=True)
    m.phase("equipo")
    m.ev("equip", equipment="obsidiana", card="ehecatl", hidden=False)
    m.phase("fin")
    mp_pass(m, "P2", "P3")                                                            # T8
    attack_turn(m, "P3", "ocelo3", "nahui", 2, "ocelo3", rival="P1")                  # T9
    attack_turn(m, "P1", "nahui", "ocelo3", 1, rival="P3")                            # T10
    return m


# =============================================================================================
# Clean games (zero flags)
# =============================================================================================
@redteam
def test_clean_long_game_every_phase() -> Match:
    """14 turns, every phase logged: attacks, equipment, Extinción in Post (including in the
    rival's turn), a Vínculo in P1's 4th turn, an optional Pasiva that heals, a hidden
    replacement later revealed."""
    m = Match()
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal", "nahui", equip="savia")   # T1 Kuma 3
    begin(m, "P2", "kuma2", "ocelo2")                                              # T2
    m.attack("kuma2", "itzal", 4)                                                  # Itzal 2
    m.phase("post", "equipo")
    m.ev("equip", equipment="obsidiana2", card="kuma2", hidden=True)
    m.phase("fin")
    attack_turn(m, "P1", "nahui", "kuma2", 1, equip="jade")                        # T3 Kuma 2
    begin(m, "P2")                                                                 # T4
    m.attack("ocelo2", "itzal", 2)                                                 # Itzal 0
    m.phase("post")
    m.ev("extinct", "P1", card="itzal", reason="life")
    m.replace("P1", "M1")                                                          # Ehécatl
    m.phase("equipo")
    m.ev("equip", equipment="velo2", card="ocelo2", hidden=False)
    m.phase("fin")
    begin(m, "P1", "tlalo")                                                        # T5
    m.attack("ehecatl", "kuma2", 3)                                                # Kuma 0
    m.phase("post")
    m.ev("extinct", "P2", card="kuma2", reason="life")
    m.replace("P2", "M1", choose=1, hidden=True)                                   # Itzal2
    m.phase("equipo")
    m.ev("equip", equipment="obsidiana", card="ehecatl", hidden=False)
    m.phase("fin")
    attack_turn(m, "P2", "itzal2", "nahui", 3, "itzal2")                           # T6 Nahui 3
    begin(m, "P1")                                                                 # T7
    m.ev("link", protector="anaya", card="tlalo")
    m.ev("damage", target="ocelo2", amount=2, kind="effect", source="anaya")       # Ocelo 4
    close(m)
    attack_turn(m, "P2", "ocelo2", "tlalo", 2)                                     # T8 Tlalo 4
    attack_turn(m, "P1", "ehecatl", "itzal2", 3)                                   # T9 Itzal2 3
    begin(m, "P2", "cuetla2", batalla=False)                                       # T10
    m.ev("pasiva", card="cuetla2", text="Cura 1 a 1 carta aliada.", optional=True)
    m.ev("heal", target="itzal2", amount=1, source="cuetla2")                      # Itzal2 4
    m.phase("batalla")
    m.attack("itzal2", "ehecatl", 3)                                               # Ehécatl 3
    close(m)
    attack_turn(m, "P1", "tlalo", "itzal2", 2, equip="velo")                       # T11 Itzal2 2
    attack_turn(m, "P2", "ocelo2", "ehecatl", 2)                                   # T12 Ehéc. 1
    begin(m, "P1")                                                                 # T13
    m.attack("ehecatl", "itzal2", 3)                                               # Itzal2 0
    m.phase("post")
    m.ev("extinct", "P2", card="itzal2", reason="life")
    m.replace("P2", "M1")                                                          # Nahui2
    m.phase("equipo", "fin")
    m.pass_turn("P2")                                                              # T14
    return m


@redteam
def test_clean_game_logging_only_busy_phases() -> Match:
    """11 turns where only the phases in which something happens are logged (k-fix 2: forward
    skips are legal). The skipped Fins still update descansos: Itzal attacks in T1, T5, T9."""
    m = Match()
    begin(m, "P1", "itzal")                          # T1
    m.attack("itzal", "kuma2", 3)                    # Kuma 3
    m.turn("P2")                                     # T2
    m.phase("previa")
    m.ev("reveal", card="ocelo2")
    m.phase("batalla")
    m.attack("ocelo2", "itzal", 2)                   # Itzal 4
    begin(m, "P1", "nahui")                          # T3
    m.attack("nahui", "kuma2", 1)                    # Kuma 2
    m.phase("equipo")
    m.ev("equip", equipment="savia", card="nahui", hidden=False)
    m.turn("P2")                                     # T4: straight to Batalla
    m.phase("batalla")
    m.attack("ocelo2", "itzal", 2)                   # Itzal 2
    m.turn("P1")                                     # T5
    m.phase("batalla")
    m.attack("itzal", "kuma2", 3)                    # Kuma 0
    m.phase("post")
    m.ev("extinct", "P2", card="kuma2", reason="life")
    m.replace("P2", "M1", hidden=True)
    m.turn("P2")                                     # T6: nothing at all
    m.turn("P1")                                     # T7
    m.phase("batalla")
    m.attack("nahui", "ocelo2", 1)                   # Ocelo 5
    m.pass_turn("P2")                                # T8
    m.turn("P1")                                     # T9
    m.phase("batalla")
    m.attack("itzal", "ocelo2", 3)                   # Ocelo 2
    m.turn("P2")                                     # T10
    m.phase("fin")
    m.turn("P1")                                     # T11
    return m


@redteam
def test_skipped_fin_still_rests_the_attacker() -> Match:
    # k-fix 2: reaching the next `turn` without `fin` runs T1's Fin: Itzal gets 1 descanso,
    # so it is resting in T3 even though no phase after Batalla was logged.
    m = Match()
    begin(m, "P1", "itzal")
    m.attack("itzal", "kuma2", 3)
    m.turn("P2")
    m.turn("P1")
    m.phase("batalla")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("5.1")
    return m


@redteam
def test_clean_game_with_tokens_marks_and_bio() -> Match:
    """12 turns: a Token replaces a card by effect and attacks, a poison mark is healed away,
    the Bio's update frees the Protector early, a rival's Activa-Rápida answers an attack,
    the Protector's effect heals to exactly full, a Token at 0 is replaced from the Mazo."""
    m = Match()
    begin(m, "P1", "itzal", "nahui", batalla=False)                                # T1
    m.ev("extinct", card="tlalo", reason="effect")
    m.ev("token", slot="M2", name="lobo1", stats={"damage": 1, "rest": 0}, by="itzal")
    m.phase("batalla")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Envenena 1 carta rival.")
    m.ev("mark", target="kuma2", mark="envenenar")
    close(m)                                            # Itzal 1, Anaya 2
    attack_turn(m, "P2", "kuma2", "nahui", 4, "kuma2")  # T2 Nahui 2; poison: Kuma 5
    attack_turn(m, "P1", "lobo1", "kuma2", 1)           # T3 Kuma 4; Itzal 0, Anaya 1
    begin(m, "P2", "cuetla2", batalla=False)                                       # T4
    m.ev("pasiva", card="cuetla2", text="Cura 1 y remueve marcas de 1 aliada.", optional=True)
    m.ev("heal", target="kuma2", amount=1, source="cuetla2")                       # Kuma 5
    m.ev("unmark", target="kuma2", mark="envenenar")
    m.phase("batalla")
    m.attack("cuetla2", "nahui", 1)                                                # Nahui 1
    close(m)                                            # no poison any more: Kuma stays 5
    begin(m, "P1", batalla=False)                                                  # T5
    m.ev("bio_extinct", update_rests=True)              # Anaya 1 → 0
    m.phase("batalla")
    m.ev("attack", card="itzal", targets=["cuetla2"], damage=3)
    m.ev("reveal", "P2", card="ocelo2")                 # a battle response
    m.ev("activa_rapida", "P2", card="ocelo2", targets=["itzal"],
         text="Activa-Rápida: si una carta aliada es atacada, daña 1 a la atacante.")
    m.ev("damage", "P2", target="itzal", amount=1, kind="effect", source="ocelo2")  # Itzal 5
    m.ev("damage", target="cuetla2", amount=3, kind="attack", source="itzal")       # Cuetla 3
    close(m)                                            # Itzal 1; Ocelo (descanso 0) 0
    attack_turn(m, "P2", "ocelo2", "lobo1", 2)          # T6 Lobo 4; Kuma 0 after T6
    begin(m, "P1")                                                                 # T7
    m.ev("link", protector="anaya", card="nahui")
    m.ev("heal", target="nahui", amount=5, source="anaya")                         # Nahui 6
    close(m)                                            # Anaya 3, Nahui 1, Itzal 0
    begin(m, "P2")                                                                 # T8
    m.attack("kuma2", "lobo1", 4)                                                  # Lobo 0
    m.phase("post")
    m.ev("extinct", "P1", card="lobo1", reason="life")
    new_m2 = m.replace("P1", "M2")                                                 # Ehécatl
    close_rest = ("equipo", "fin")
    m.phase(*close_rest)
    begin(m, "P1")                                                                 # T9
    m.attack("itzal", "cuetla2", 3)                                                # Cuetla 0
    m.phase("post")
    m.ev("extinct", "P2", card="cuetla2", reason="life")
    m.replace("P2", "M3", hidden=True)
    m.phase(*close_rest)
    m.pass_turn("P2")                                                              # T10
    attack_turn(m, "P1", new_m2, "ocelo2", 3)                                      # T11
    m.pass_turn("P2")                                                              # T12
    return m


# =============================================================================================
# More probes: Activa-Rápida, Negar, Quemar on an Activa, who may be equipped or linked
# =============================================================================================
@redteam
def test_resting_card_answers_with_activa_rapida() -> Match:
    # 6.6.1: Activas-Rápidas "funcionan igual que las Activas": a resting card cannot use
    # them. Kuma (descanso 2) answers in T1 → 2 after T1, 1 after T2; in T3 it still rests.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("attack", card="itzal", targets=["ocelo2"], damage=3)
    m.ev("reveal", "P2", card="kuma2")
    m.ev("activa_rapida", "P2", card="kuma2", targets=["itzal"],
         text="Activa-Rápida: si una carta aliada es atacada, daña 1 a la atacante.")
    m.ev("damage", "P2", target="itzal", amount=1, kind="effect", source="kuma2")
    m.ev("damage", target="ocelo2", amount=3, kind="attack", source="itzal")
    close(m)
    m.pass_turn("P2")
    begin(m, "P1", "nahui")
    m.ev("attack", card="nahui", targets=["ocelo2"], damage=1)
    m.ev("activa_rapida", "P2", card="kuma2", targets=["nahui"],
         text="Activa-Rápida: si una carta aliada es atacada, daña 1 a la atacante.")
    m.flag("5.1")
    return m


@redteam
def test_negated_attack_still_rests() -> Match:
    # Glosario, Negar un ataque: "resuelva como si el ataque … no se hubieran declarado, sin
    # embargo, la carta deberá descansar al final del turno". Itzal's negated attack in T1
    # still gives it 1 descanso → resting in T3.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.ev("reveal", "P2", card="cuetla2")
    m.ev("activa_rapida", "P2", card="cuetla2", targets=["itzal"],
         text="Activa-Rápida: niega 1 ataque.")
    m.ev("negate", "P2", target="itzal", what="attack")
    close(m)
    m.pass_turn("P2")
    begin(m, "P1")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("5.1")
    return m


def test_quemar_on_declaring_an_activa_state() -> None:
    # 6.1 Quemar: 1 damage "cada vez que declare ataque o Activa" — an Activa alone too.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Quema 1 carta rival.")
    m.ev("mark", target="kuma2", mark="quemar")
    close(m)
    begin(m, "P2", "kuma2")
    m.ev("activa", card="kuma2", targets=["itzal"], text="Daña 1 a 1 carta rival.")
    replay = verify(m)
    assert card_state(replay, len(m.events), "P2", "kuma2")["life"] == 5


@redteam
def test_equip_a_token_that_attacked() -> Match:
    # 3.4: "Sólo los Adendei pueden ser equipados (a menos que la carta indique lo
    # contrario)". The Token attacked, but it is no Adendei.
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("extinct", card="tlalo", reason="effect")
    m.ev("token", slot="M2", name="lobo1", stats={"damage": 1, "rest": 0}, by="itzal")
    m.phase("batalla")
    m.attack("lobo1", "kuma2", 1)
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="lobo1", hidden=False)
    m.flag("3.4")
    return m


@redteam
def test_equip_the_protector_that_attacked() -> Match:
    # 3.4: only Adendei are equipped; Anaya attacked in T7 (P1's 4th turn, legal).
    m = Match()
    skip_to(m, 7)
    begin(m, "P1")
    m.attack("anaya", "kuma2", 2)
    m.phase("post", "equipo")
    m.ev("equip", equipment="savia", card="anaya", hidden=False)
    m.flag("3.4")
    return m


@redteam
def test_link_with_a_resting_adendei() -> Match:
    # 3.2: "puedes vincularlo a un Adendei disponible". Itzal attacked in T5 (1 descanso):
    # in T7 it is resting.
    m = Match()
    skip_to(m, 5)
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal")
    m.pass_turn("P2")
    begin(m, "P1")
    m.ev("link", protector="anaya", card="itzal")
    m.flag("3.2|5.1")
    return m


@redteam
def test_link_with_a_hidden_adendei() -> Match:
    # 3.2 / 6.7-G9: a hidden card is not considered an Adendei; only an Adendei is linked.
    m = Match()
    skip_to(m, 7)
    begin(m, "P1")
    m.ev("link", protector="anaya", card="tlalo")
    m.flag("3.2|6.7-G5")
    return m


@redteam
def test_attack_after_pass() -> Match:
    # §5 Pasar turno: straight to Fin de Turno skipping the phases in between.
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("pass")
    m.ev("attack", card="itzal", targets=["kuma2"], damage=3)
    m.flag("5")
    return m


@redteam
def test_rival_reveals_after_its_pasiva_rapida_declaration() -> Match:
    # The other way of logging the legal Pasiva-Rápida response: declaration, then reveal.
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("pasiva_rapida", "P2", card="cuetla2",
         text="Pasiva-Rápida: si una carta rival es revelada, dáñala 1.")
    m.ev("reveal", "P2", card="cuetla2")
    m.ev("damage", "P2", target="itzal", amount=1, kind="effect", source="cuetla2")
    m.phase("batalla")
    m.attack("itzal", "cuetla2", 3)
    close(m)
    return m


@redteam
def test_game_end_reason_written_in_spanish() -> Match:
    # match-log: game_end {winner, reason} — "the replay checks the claim". The reason is
    # free text; a Spanish scorekeeper writes "extinción". 9 cards are not a victory.
    m, _ = _p2_loses_nine()
    m.ev("game_end", winner="P1", reason="extinción")
    m.flag("4")
    return m


def _cazador_kills(kills: int) -> Match:
    """Cazador, target 2: P1 destroys Kuma2 (T1, rival P2) and, if ``kills`` is 2, Kuma3
    (T4, rival P3); then claims the victory."""
    m = Match(players=JUNGLA, variant="cazador", target_count=2)
    begin(m, "P1", "itzal", rival="P2")
    m.ev("activa", card="itzal", targets=["kuma2"], text="Daña 6 a 1 carta rival.")
    m.ev("damage", target="kuma2", amount=6, kind="effect", source="itzal")
    m.phase("post")
    m.ev("extinct", "P2", card="kuma2", reason="life")
    m.replace("P2", "M1", hidden=True)
    m.phase("equipo", "fin")
    mp_pass(m, "P2", "P3")
    mp_pass(m, "P3", "P1")
    begin(m, "P1", "tlalo", rival="P3")
    if kills == 2:
        m.ev("activa", card="tlalo", targets=["kuma3"], text="Daña 6 a 1 carta rival.")
        m.ev("damage", target="kuma3", amount=6, kind="effect", source="tlalo")
        m.phase("post")
        m.ev("extinct", "P3", card="kuma3", reason="life")
        m.replace("P3", "M1", hidden=True)
    m.ev("game_end", winner="P1", reason="target_count")
    return m


@redteam
def test_cazador_claim_with_the_agreed_count() -> Match:
    # 8.1 Cazador: "El primer jugador que envíe a Extinción el número de cartas rivales
    # acordado" — 2 rival cards (one of each rival) is the target.
    return _cazador_kills(2)


@redteam
def test_cazador_claim_one_short() -> Match:
    m = _cazador_kills(1)
    m.flag("8.1|4")
    return m


@redteam
def test_manada_rival_is_a_teammate() -> Match:
    # 8.1 Reglas Generales 2: the turn player "elige un jugador rival"; in Manada P3 is P1's
    # own pack, not a rival. The choice itself is wrong: flagged at the `turn` (as the
    # checker does for any other impossible rival), and the attack is then within the
    # (wrongly) chosen pair, so it is not flagged again.
    m = Match(players=("P1", "P2", "P3", "P4"), variant="manada",
              teams=[["P1", "P3"], ["P2", "P4"]], target_count=10)
    begin(m, "P1", "itzal", rival="P3")
    m.flag("8.1", seq=1)
    m.ev("attack", card="itzal", targets=["kuma3"], damage=3)
    return m


@redteam
def test_replacement_does_not_inherit_descansos() -> Match:
    # 5.3.1: the substitute enters with 6 vida; descansos belong to the card that attacked.
    # Itzal attacks in T1 (1 descanso) and dies in T2; Ehécatl (descanso 0) takes M1 and
    # attacks in T3.
    m = Match()
    attack_turn(m, "P1", "itzal", "kuma2", 3, "itzal")
    begin(m, "P2", "kuma2")
    m.ev("activa", card="kuma2", targets=["itzal"], text="Daña 6 a 1 carta rival.")
    m.ev("damage", target="itzal", amount=6, kind="effect", source="kuma2")
    m.phase("post")
    m.ev("extinct", "P1", card="itzal", reason="life")
    m.replace("P1", "M1")
    m.phase("equipo", "fin")
    attack_turn(m, "P1", "ehecatl", "ocelo2", 3)
    return m


@redteam
def test_own_card_revealed_by_an_activa_in_batalla() -> Match:
    # §5 Previa lists "Revelar" as a Previa action, but 6 (card text wins) and the `by` field
    # of `reveal` (an effect source) make an effect's reveal legal in any phase.
    m = Match()
    begin(m, "P1", "itzal")
    m.ev("activa", card="itzal", targets=["tlalo"], text="Revela 1 carta aliada.")
    m.ev("reveal", card="tlalo", by="itzal")
    close(m)
    return m


@redteam
def test_rival_card_revealed_by_my_pasiva_in_previa() -> Match:
    # The rival-reveal restriction (§5 Previa NOTA) is about the rival revealing by choice;
    # here P1's optional Pasiva reveals P2's card (player P1, by Itzal).
    m = Match()
    begin(m, "P1", "itzal", batalla=False)
    m.ev("pasiva", card="itzal", text="Revela 1 carta rival.", optional=True)
    m.ev("reveal", card="kuma2", by="itzal")
    m.ev("pass")
    return m


# =============================================================================================
# The command line: the same verdicts through `judge-app check --json`
# =============================================================================================
CLI_CASES = ["test_clean_long_game_every_phase", "test_clean_game_logging_only_busy_phases",
             "test_jungla_clean_ten_turns", "test_attack_then_other_card_activa",
             "test_deck_exactly_15_adendei_is_a_warning", "test_game_end_claimed_with_nine",
             "test_rival_reveals_in_my_post", "test_extended_three_same_name_wins"]


@pytest.mark.parametrize("name", CLI_CASES)
def test_cli_check_json(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    m = BUILDERS[name]()
    path = tmp_path / "log.json"
    path.write_text(dump_log(m.to_dict()), encoding="utf-8")
    code = cli_main(["check", str(path), "--json"])
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert set(data) >= {"game", "events", "violations"}
    assert data["game"] == "kodem" and data["events"] == len(m.events)
    for v in data["violations"]:
        assert {"seq", "player", "rulebook", "section", "severity", "message"} <= set(v)
        assert v["rulebook"] == "kodem-5.0" and v["severity"] in ("error", "warning")
    assert code == (1 if m.expected else 0), err
    replay = replay_of(m)
    assert [(v["seq"], v["section"]) for v in data["violations"]] == \
        [(v.seq, v.section) for v in replay.violations]


# =============================================================================================
# Robustness: every sample log with one field corrupted → LogError naming the place
# =============================================================================================
def _first(events: list[dict[str, Any]], key: str) -> int:
    return next(i for i, e in enumerate(events) if key in e)


def _corrupt_version(d: dict[str, Any]) -> str:
    d["version"] = 2
    return "$.version"


def _corrupt_format(d: dict[str, Any]) -> str:
    del d["format"]
    return "$"


def _corrupt_action_type(d: dict[str, Any]) -> str:
    d["events"][0]["action"] = 7
    return "$.events[0]"


def _corrupt_unknown_action(d: dict[str, Any]) -> str:
    d["events"][1]["action"] = "teleport"
    return "$.events[1]"


def _corrupt_card_instance(d: dict[str, Any]) -> str:
    i = _first(d["events"], "card")
    d["events"][i]["card"] = "no-such-card"
    return f"$.events[{i}]"


def _corrupt_main_type(d: dict[str, Any]) -> str:
    player = d["players"][0]["id"]
    d["setup"][player]["main"] = "itzal"
    return "$.setup"


def _corrupt_turn_type(d: dict[str, Any]) -> str:
    d["events"][0]["turn"] = "one"
    return "$.events[0]"


def _corrupt_events_type(d: dict[str, Any]) -> str:
    d["events"] = {"0": d["events"][0]}
    return "$.events"


def _corrupt_phase_value(d: dict[str, Any]) -> str:
    i = next(i for i, e in enumerate(d["events"]) if e.get("action") == "phase")
    d["events"][i]["phase"] = "lunch"
    return f"$.events[{i}]"


def _corrupt_damage_amount(d: dict[str, Any]) -> str:
    i = next((i for i, e in enumerate(d["events"]) if e.get("action") == "damage"), None)
    if i is None:
        i = next(i for i, e in enumerate(d["events"]) if e.get("action") == "turn")
        d["events"][i]["turn"] = [1]
        return f"$.events[{i}]"
    d["events"][i]["amount"] = "three"
    return f"$.events[{i}]"


CORRUPTIONS = [_corrupt_version, _corrupt_format, _corrupt_action_type, _corrupt_unknown_action,
               _corrupt_card_instance, _corrupt_main_type, _corrupt_turn_type,
               _corrupt_events_type, _corrupt_phase_value, _corrupt_damage_amount]


@pytest.mark.parametrize("corrupt", CORRUPTIONS, ids=lambda f: f.__name__.removeprefix("_corrupt_"))
@pytest.mark.parametrize("sample", SAMPLE_LOGS, ids=lambda p: p.stem)
def test_corrupted_sample_is_a_log_error(sample: Path,
                                         corrupt: Callable[[dict[str, Any]], str]) -> None:
    data = json.loads(sample.read_text(encoding="utf-8"))
    if corrupt is _corrupt_card_instance and not any("card" in e for e in data["events"]):
        pytest.skip("no event names a card")
    where = corrupt(data)
    with pytest.raises(LogError) as err:
        Replay(parse_log(json.dumps(data), sample.name))
    assert err.value.path.startswith(where), (err.value.path, where, str(err.value))
    assert sample.name in str(err.value)


@pytest.mark.parametrize("sample", SAMPLE_LOGS[:4], ids=lambda p: p.stem)
def test_corrupted_sample_cli_exit_2(sample: Path, tmp_path: Path) -> None:
    data = json.loads(sample.read_text(encoding="utf-8"))
    where = _corrupt_card_instance(data)
    path = tmp_path / sample.name
    path.write_text(json.dumps(data), encoding="utf-8")
    exe = Path(sys.executable).with_name("judge-app")
    proc = subprocess.run([str(exe), "check", str(path), "--json"], capture_output=True,
                          text=True, timeout=60, check=False)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    assert where in proc.stderr and sample.name in proc.stderr


def test_there_are_at_least_40_logs() -> None:
    assert len(BUILDERS) >= 40
