"""The Kódem state: starting values, cheap independent copies, checkpoints that agree."""

from __future__ import annotations

from judge_app.games.kodem import GAME
from judge_app.games.kodem.cards import KodemCard
from judge_app.games.kodem.state import CardInstance, KodemState
from judge_app.games.loading import parse_log
from judge_app.replay import Replay
from tests.support.kodem import Match, default_side, dump_log


def state_of(m: Match) -> KodemState:
    log = parse_log(dump_log(m.to_dict()), "state.json")
    state: KodemState = GAME.initial_state(log)
    return state


def test_new_cards_start_as_the_rulebook_says() -> None:
    adendei = CardInstance.new("a", "a", "P1", KodemCard(type="adendei", damage=2, rest=1), "main")
    protector = CardInstance.new("p", "p", "P1", KodemCard(type="protector", damage=2), "protector")
    bio = CardInstance.new("b", "b", "P1", KodemCard(type="bio"), "bio")
    token = CardInstance.new("t", "t", "P1", KodemCard(type="token", damage=0, rest=0), "main")
    assert (adendei.life, adendei.rests, adendei.damage, adendei.hidden) == (6, 0, 2, True)
    assert (protector.life, protector.rests, protector.hidden) == (12, 3, False)  # 3.2
    assert (bio.life, bio.rests, bio.damage, bio.hidden) == (None, None, None, True)  # 3.5
    assert (token.life, token.hidden) == (6, False)  # 3.6: never hidden


def test_initial_table() -> None:
    m = Match(sides={"P1": default_side("P1", protectors=["anaya", "tekei"])})
    state = state_of(m)
    p1 = state.sides["P1"]
    assert p1.protector == "anaya" and p1.reserve == ["tekei"]
    assert p1.main == ["itzal", "tlalo", "nahui"]
    assert p1.deck[:3] == ["ehecatl", "kuma", "cuetla"]
    assert p1.bio == "cenote" and state.cards["cenote"].hidden
    assert p1.equipment == ["savia", "obsidiana", "velo", "jade"]
    assert state.sides["P2"].main == ["kuma2", "ocelo2", "cuetla2"]
    assert all(i is not None and state.cards[i].hidden for i in p1.main)
    assert state.cards["anaya"].rests == 3 and state.cards["tekei"].zone == "reserve"
    assert state.extinction_count("P1") == 0


def test_copy_is_independent_and_shares_definitions() -> None:
    state = state_of(Match())
    other = state.copy()
    other.cards["itzal"].life = 1
    other.cards["itzal"].marks = ("quemar",)
    other.sides["P1"].deck.pop(0)
    other.sides["P1"].main[0] = None
    other.attacked.add("itzal")
    other.rest_updates["P1"] = 3
    assert state.cards["itzal"].life == 6 and state.cards["itzal"].marks == ()
    assert state.sides["P1"].deck[0] == "ehecatl" and state.sides["P1"].main[0] == "itzal"
    assert not state.attacked and not state.rest_updates
    assert other.cards["itzal"].card is state.cards["itzal"].card  # shared, never copied
    assert other.definitions is state.definitions


def test_extinction_count_leaves_tokens_out() -> None:
    m = Match()
    m.turn("P1")
    m.phase("previa")
    m.ev("extinct", card="tlalo", reason="effect")
    m.ev("token", slot="M2", name="lobezno1", stats={"damage": 0, "rest": 0}, by="itzal")
    m.ev("extinct", card="lobezno1", reason="effect")
    m.replace("P1", "M2")
    replay = Replay(parse_log(dump_log(m.to_dict())))
    state: KodemState = replay.final_state
    assert state.sides["P1"].extinction == ["tlalo"]
    assert state.cards["lobezno1"].zone == "gone"  # a Token leaves the game (3.6)
    assert state.extinction_count("P1") == 1


def test_checkpoints_agree_with_a_straight_replay() -> None:
    from tests.kodem.test_rules import clean_game

    m = clean_game()
    log = parse_log(dump_log(m.to_dict()))
    every = Replay(log, checkpoint_every=1)
    sparse = Replay(log, checkpoint_every=7)
    for seq in (0, 1, 5, 13, 14, 29, len(log.events) // 2, len(log.events)):
        assert sparse.state_json(seq) == every.state_json(seq)
    # seeking backwards and forwards gives the same answers
    for seq in (len(log.events), 3, len(log.events) - 1, 3):
        assert sparse.state_json(seq) == every.state_json(seq)
