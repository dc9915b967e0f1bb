"""Where a recording's table comes from: players' deck files, or the setup of another log.

A deck file (cli.md) is, for a game whose ``setup`` has one block per player,
that block with ``"game"`` (and optionally ``variant``, ``cardset``, ``cards``);
the game's hook (:meth:`Recorder.setup_from_decks`) turns the players' decks
into the ``setup`` of match-log.md. Card definitions come from the decks' card
set (one shared set is named as ``cardset``) or are copied into ``cards``.
A game whose table is one shared deck (Tótems, Códigos) takes one deck file for the
table, and deals it when the file does not say how it was dealt. A recording may also
start from the setup of a log (:func:`envelope_from_log`, e.g. a shipped sample's demo
table; a log with a ``position`` starts from that board), or from any step of a log
being replayed (:func:`envelope_at`: the position there, docs/extensions.md).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from judge_app.games import get_game
from judge_app.games.loading import load_log, parse_log
from judge_app.logs.envelope import FORMAT
from judge_app.logs.errors import LogError
from judge_app.logs.loader import merged_cards, read_deck
from judge_app.recording.hooks import recorder_for

DECK_META = ("game", "variant", "cardset", "cards")


def envelope_from_log(path: str | Path, players: Sequence[tuple[str, str]] | None = None
                      ) -> dict[str, Any]:
    """The envelope of a log file without its events (its table, cards, players).

    ``players`` (id, name) renames the log's players in order (the ids stay the log's,
    since the setup names them). ``LogError`` if the log cannot be read.
    """
    log = load_log(path)
    head = {k: v for k, v in log.raw.items() if k != "events"}
    if players and len(players) != len(log.players):
        raise LogError(str(path), "$.players", f"this table has {len(log.players)} players, "
                       f"not {len(players)}")
    if players:
        entries = [dict(p) for p in head.get("players", [])]
        for entry, (_, name) in zip(entries, players, strict=False):
            if name:
                entry["name"] = name
        head["players"] = entries
    return head


def envelope_at_table(path: str | Path, game: str, variant: str | None,
                      players: Sequence[tuple[str, str]] | None = None) -> dict[str, Any]:
    """A new match of ``game`` at the table of the log ``path`` (a shipped sample: the
    game's demo table): the log's table, cards and players (renamed), played as
    ``variant``, without the log's ``event`` (the new recording is another match
    record). ``LogError`` at ``$.game`` if the log is another game's."""
    envelope = envelope_from_log(path, players)
    if envelope.get("game") != game:
        raise LogError(str(path), "$.game", f"a {envelope.get('game')} log, not {game}")
    envelope["variant"] = variant
    envelope.pop("event", None)
    return envelope


def with_start_agreements(envelope: dict[str, Any], game: str, variant: str,
                          target_count: int, teams: str, player_count: int
                          ) -> dict[str, Any] | None:
    """``envelope`` with what ``variant``'s players agree before the game (the cards to
    send to Extinción, the teams typed as ``teams``: :func:`parse_teams`), as the game's
    recorder says the variant needs; unchanged for a variant that agrees nothing.
    ``None`` if the variant plays in teams and ``teams`` does not name them."""
    target, with_teams = recorder_for(game).agreed_at_start(variant)
    if not (target or with_teams):
        return envelope
    chosen = None
    if with_teams:
        chosen = parse_teams(teams, player_count)
        if chosen is None:
            return None
    return with_multiplayer(envelope, target_count if target else None, chosen)


def envelope_from_decks(game: str, variant: str | None, players: Sequence[tuple[str, str]],
                        decks: Sequence[Mapping[str, Any]],
                        sources: Sequence[str] | None = None) -> dict[str, Any]:
    """A new match's envelope from one deck per player (``LogError`` with the deck's path)."""
    rules = get_game(game)
    names = list(sources or [f"<deck {i + 1}>" for i in range(len(decks))])
    recorder = recorder_for(game)
    if recorder.shared_table and len(decks) != 1:
        raise LogError("<decks>", "$", f"{rules.title} is dealt from one deck: give one deck "
                       f"file for the table, not {len(decks)}")
    if not recorder.shared_table and len(decks) != len(players):
        raise LogError("<decks>", "$", f"{len(players)} players but {len(decks)} decks")
    for deck, source in zip(decks, names, strict=True):
        if deck.get("game", game) != game:
            raise LogError(source, "$.game", f"a deck for {deck.get('game')!r}, not {game!r}")
    chosen = variant or str(decks[0].get("variant") or rules.variants[0])
    ids = [pid for pid, _ in players]
    setup = recorder.setup_from_decks(
        [{k: v for k, v in deck.items() if k not in DECK_META} for deck in decks], ids, chosen)
    head: dict[str, Any] = {"format": FORMAT, "version": 1, "game": game, "variant": chosen,
                            "players": [{"id": pid, "name": name or pid}
                                        for pid, name in players]}
    cardsets = {deck.get("cardset") for deck in decks}
    if len(cardsets) == 1 and None not in cardsets and not any(d.get("cards") for d in decks):
        head["cardset"] = cardsets.pop()
    else:
        cards: dict[str, Any] = {}
        for deck, source in zip(decks, names, strict=True):
            for card_id, data in merged_cards(deck, source, strict=False).items():
                if card_id in cards and cards[card_id] != data:
                    raise LogError(source, f"$.cards[{card_id!r}]", "two decks define this "
                                   "card differently; give one of them another id")
                cards[card_id] = data
        head["cards"] = cards
    head["setup"] = setup
    parse_log(json.dumps({**head, "events": []}, ensure_ascii=False), names[0])
    return head


def envelope_from_deck_files(game: str, variant: str | None,
                             players: Sequence[tuple[str, str]],
                             paths: Sequence[str | Path]) -> dict[str, Any]:
    """:func:`envelope_from_decks` reading each deck file (``LogError`` names the file)."""
    decks = [read_deck(p) for p in paths]
    return envelope_from_decks(game, variant, players, decks, [str(p) for p in paths])


def player_range(game: str, variant: str) -> tuple[int, int]:
    """How many players a recording of ``game`` in ``variant`` may have (rulebook).

    >>> player_range("kodem", "standard"), player_range("kodem", "jungla")
    ((2, 2), (3, 8))
    >>> player_range("codigos", "standard")
    (2, 4)
    """
    return recorder_for(game).player_range(variant)


def envelope_at(replay: Any, seq: int) -> dict[str, Any]:
    """The envelope of a recording that starts from the board after event ``seq`` of a
    :class:`~judge_app.replay.Replay` (a reconstruction recorded onward from there).

    The log's envelope without ``event`` (the new recording is another match record)
    and with the ``position`` there; its events are the ones recorded next.
    """
    from judge_app.logs.position import position_log

    head = position_log(replay, seq, with_events=False)
    head.pop("events", None)
    head.pop("event", None)
    return head


def parse_teams(text: str, count: int) -> list[list[str]] | None:
    """Manada teams typed as player numbers, a ``/`` between teams: ``"1 3 / 2 4"`` →
    ``[["P1", "P3"], ["P2", "P4"]]``; ``None`` if the text is not that (a number outside
    1..``count``, a player twice, a word). Equal sizes are the rules' check (8.1).

    >>> parse_teams("1 3 / 2,4", 4)
    [['P1', 'P3'], ['P2', 'P4']]
    >>> parse_teams("1 2 / 2 3", 4) is None, parse_teams("1 x / 2", 4) is None
    (True, True)
    """
    teams: list[list[str]] = []
    seen: set[int] = set()
    for part in text.split("/"):
        numbers = part.replace(",", " ").split()
        if not numbers or not all(n.isdigit() for n in numbers):
            return None
        team = [int(n) for n in numbers]
        if any(n < 1 or n > count or n in seen for n in team):
            return None
        seen.update(team)
        teams.append([f"P{n}" for n in team])
    return teams


def default_teams(count: int) -> str:
    """Two teams alternating in turn order (``"1 3 / 2 4"``): rivals sit between allies.

    >>> default_teams(4), default_teams(6)
    ('1 3 / 2 4', '1 3 5 / 2 4 6')
    """
    return " / ".join(" ".join(str(n) for n in range(first, count + 1, 2)) for first in (1, 2))


def with_multiplayer(envelope: dict[str, Any], target_count: int | None,
                     teams: list[list[str]] | None) -> dict[str, Any]:
    """A Kódem envelope with what the Cazador and Manada variants agree at the start (8.1):
    the cards to send to Extinción to win, and Manada's teams."""
    setup = dict(envelope.get("setup") or {})
    if target_count is not None:
        setup["target_count"] = target_count
    if teams is not None:
        setup["teams"] = teams
    return {**envelope, "setup": setup}
