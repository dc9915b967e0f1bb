"""Kódem deck composition in a log (§4, 6.7-G1, 8.2): flags reported with seq 0.

Written from the contract (match-log.md, sections.md, cli.md) and the rulebook
(kodem-tcg-5.0.md) alone, never from the checker's code: each log is built with
the one Kódem log builder (``tests.support.kodem``) and states by hand the flags
``(seq, player, section, severity)`` the checker must report, with the reasoning
in comments. Sections may list alternatives (``"5|6.6.1"``); an anchor matches its
bare section (``5`` ≈ ``5/post``). Turn arithmetic: P1 plays the odd global turns,
P2 the even ones; a card with ``rest`` r that attacks in its owner's turn T is
available again in own turn T + 2(r + 1); a Protector first in its owner's 4th turn.
"""

from __future__ import annotations

from tests.support.kodem import (
    EQUIPMENT,
    EXT_NAMES,
    P1_DECK,
    P2_DECK,
    Match,
    default_side,
    ext_side,
    redteam,
)

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
