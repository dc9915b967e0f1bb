"""Kódem Extinción, costs and Quemar (5/post, 6.6.3), replacements (5.3), Rava and Bio (3.3, 3.5).

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
    P1_DECK,
    Match,
    begin,
    card_state,
    close,
    default_side,
    redteam,
    verify,
)


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
