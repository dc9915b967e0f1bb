"""Judge's words in Kódem's messages (issue 23 §11): a card is named as it is printed
("Itzal, Brasa Errante"), never with its id ("(itzal)"); when another card has the same
name, whose it is tells them apart ("(P1)"), or the id if the same player has both."""

from __future__ import annotations

import re

from judge_app.games.kodem.rules.core import _nm
from judge_app.games.loading import load_log
from judge_app.replay import Replay
from tests.support.games import sample_logs


def test_a_card_is_named_without_its_id() -> None:
    replay = Replay.from_file(next(p for p in sample_logs("kodem")
                                   if p.stem == "batalla-violations"))
    first = replay.violations[0]
    # P2 has a Nahui and a Tlalo too: whose it is tells them apart, never the id
    assert first.message_es.startswith("Nahui, Chispa Veloz (P1) declara ataque, pero "
                                       "Tlalo, Marea Serena (P1) ya atacó")
    assert "(nahui)" not in first.message_en and "(tlalo)" not in first.message_en


def test_no_card_of_a_sample_is_named_with_its_id_unless_its_owner_has_a_twin() -> None:
    for path in sample_logs("kodem"):
        replay = Replay(load_log(path))
        ids = set(replay.state_at(0).cards)
        for v in replay.violations:
            for text in (v.message_es, v.message_en):
                shown = set(re.findall(r"\(([\w-]+)\)", text)) & ids
                state = replay.state_at(max(v.seq - 1, 0))
                for card in shown:  # an id only beside a name a card of the same owner shares
                    c = state.cards[card]
                    assert any(o.name == c.name and o.owner == c.owner and k != card
                               for k, o in state.cards.items()), (path.name, text)


def test_copies_of_one_player_keep_the_id_that_tells_them_apart() -> None:
    state = Replay.from_file(next(p for p in sample_logs("kodem")
                                  if p.stem == "extended-limited")).state_at(0)
    assert _nm(state, "ehecatl2-1") == "Ehécatl, Lanza del Viento (ehecatl2-1)"
    assert _nm(state, "zotz-x") == "Zotz, Absorción de Energía"


def test_a_replacement_names_the_cards_it_took_as_printed() -> None:
    # 5.3.1: the cards taken are named as printed in both the wrong-top and the
    # not-among-them messages ("toma tepe2, meztli2…" was what the judge read)
    from tests.support.kodem import Match, begin

    m = Match()
    begin(m, "P1", batalla=False)
    m.ev("extinct", card="tlalo", reason="effect")
    m.ev("replace", slot="M2", drawn=["ehecatl", "kuma", "tepe"], chosen="tepe", hidden=True)
    replay = m.replay()
    said = [v for v in replay.violations if "5.3" in str(v.section)]
    assert said, [v.to_json("en") for v in replay.violations]
    text = said[0].message_es + said[0].message_en
    state = replay.state_at(0)
    for card in ("ehecatl", "kuma", "tepe"):
        assert state.cards[card].name in text, text
        assert f", {card}" not in text and f"toma {card}" not in text, text
