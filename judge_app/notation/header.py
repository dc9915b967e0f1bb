"""The header of a notation file: the log's envelope in ``[Key value]`` lines, as PGN's tags.

::

    [Juego kodem]
    [Variante standard]
    [Evento "Regional CDMX"]
    [Ronda 3]
    [Mesa 12]
    [Jugador P1 "Ana"]
    [Jugador P2 "Luis"]
    [Coleccion kodem-demo]
    [Carta ozet {"name": "Ozet, Amante Lunar", "type": "adendei", "damage": 2}]
    [Preparacion P1 {"protectors": ["tekei"], "main": ["ozet", "dagg", "enis"], …}]
    [Posicion turn 7]
    [Posicion sides {"P1": {"protector": "tekei", …}, …}]
    [note "any other key of the envelope, its value as JSON"]

Spanish and English keys are both read (``Game``, ``Variant``, ``Event``,
``Round``, ``Table``, ``Player``, ``Cardset``, ``Card``, ``Setup``, ``Position`` —
a log that starts from a position, docs/extensions.md); values are
bare words, quoted text or JSON. ``[json {…}]`` merges any object into the
envelope. Every envelope, even an odd one, is written so that it reads back
exactly.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from judge_app.notation.errors import LineError
from judge_app.notation.kinds import bare_ok, is_int, quoted
from judge_app.notation.refs import fold
from judge_app.notation.tokens import Token, tokenize
from judge_app.violations import Lang

FORMAT = "juez-match-log"

#: Header keys: canonical → (Spanish, English).
KEYS: dict[str, tuple[str, str]] = {
    "game": ("Juego", "Game"),
    "variant": ("Variante", "Variant"),
    "event": ("Evento", "Event"),
    "round": ("Ronda", "Round"),
    "table": ("Mesa", "Table"),
    "player": ("Jugador", "Player"),
    "cardset": ("Coleccion", "Cardset"),
    "card": ("Carta", "Card"),
    "setup": ("Preparacion", "Setup"),
    "position": ("Posicion", "Position"),
    "json": ("json", "json"),
}
_LOOKUP = {fold(w): key for key, words in KEYS.items() for w in (key, *words)}


def _word(value: str) -> str:
    return value if bare_ok(value) else quoted(value)


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def write_header(data: Mapping[str, Any], lang: Lang) -> list[str]:
    """The header lines of a log's envelope (everything but ``events``)."""
    k = {key: words[0 if lang == "es" else 1] for key, words in KEYS.items()}
    lines: list[str] = []
    extra: dict[str, Any] = {}
    order = {k: i for i, k in enumerate(("game", "variant", "event", "players", "cardset",
                                         "cards", "setup", "position"))}
    for key, value in sorted(data.items(), key=lambda kv: order.get(kv[0], len(order))):
        if key == "events":
            continue
        if key == "format" and value == FORMAT:
            continue
        if key == "version" and is_int(value) and value == 1:
            continue
        if key in ("game", "variant", "cardset") and isinstance(value, str):
            lines.append(f"[{k[key]} {_word(value)}]")
        elif key == "event" and _simple_event(value):
            if "name" in value:
                lines.append(f"[{k['event']} {quoted(value['name'])}]")
            for part in ("round", "table"):
                if part in value:
                    lines.append(f"[{k[part]} {value[part]}]")
        elif key == "players" and _simple_players(value):
            for p in value:
                rest = {a: b for a, b in p.items() if a not in ("id", "name")}
                tail = f" {_compact(rest)}" if rest else ""
                lines.append(f"[{k['player']} {_word(p['id'])} {quoted(p['name'])}{tail}]")
        elif key == "cards" and isinstance(value, dict) and value and all(
                isinstance(v, dict) for v in value.values()):
            for card_id, card in value.items():
                lines.append(f"[{k['card']} {_word(card_id)} {_compact(card)}]")
        elif key in ("setup", "position") and isinstance(value, dict) and value:
            for part, content in value.items():
                lines.append(f"[{k[key]} {_word(part)} {_compact(content)}]")
        elif bare_ok(key) and fold(key) not in _LOOKUP and key not in ("events",):
            lines.append(f"[{key} {_compact(value)}]")
        else:
            extra[key] = value
    if extra:
        lines.append(f"[json {_compact(extra)}]")
    return lines


def _simple_event(value: Any) -> bool:
    if not isinstance(value, dict) or not value or not set(value) <= {"name", "round", "table"}:
        return False
    return (isinstance(value.get("name", ""), str) and all(
        is_int(value[k]) for k in ("round", "table") if k in value))


def _simple_players(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(
        isinstance(p, dict) and isinstance(p.get("id"), str) and isinstance(p.get("name"), str)
        for p in value)


def is_header(line: str) -> bool:
    """Whether a line is a header line (starts with ``[``)."""
    return line.lstrip().startswith("[")


def read_header(line: str, data: dict[str, Any]) -> None:
    """Add one header line to the envelope being built; :class:`LineError` if malformed."""
    start = line.index("[")
    end = line.rstrip().rfind("]")
    if end <= start:
        raise LineError(len(line.rstrip()) + 1, "falta el ] que cierra la cabecera",
                        "the closing ] of the header line is missing")
    inner = line[start + 1:end]
    after = line[end + 1:].strip()
    if after and not after.startswith("#"):
        raise LineError(end + 2, "tras el ] de la cabecera solo va un # comentario",
                        "only a # comment may follow the header's ]")
    try:
        tokens = [Token(t.kind, t.value, t.column + start + 1, t.end + start + 1)
                  for t in tokenize(inner)]
    except LineError as exc:
        raise LineError(exc.column + start + 1, exc.es, exc.en) from None
    if not tokens or tokens[0].kind != "word":
        raise LineError(start + 2, "se esperaba una clave (Juego, Variante, Evento, Jugador, "
                        "Carta, Preparacion …)", "expected a key (Game, Variant, Event, Player, "
                        "Card, Setup …)")
    name = tokens[0].value
    key = _LOOKUP.get(fold(name))
    args = tokens[1:]
    if key is None:
        data[name] = _value(_one(args, tokens[0]))
    elif key in ("game", "variant", "cardset"):
        data[key] = _text(_one(args, tokens[0]))
    elif key == "event":
        token = _one(args, tokens[0])
        event = data.setdefault("event", {})
        if token.kind == "json" and isinstance(token.value, dict) and isinstance(event, dict):
            event.update(token.value)
        elif token.kind != "json" and isinstance(event, dict):
            event["name"] = _text(token)
        else:
            data["event"] = token.value
    elif key in ("round", "table"):
        token = _one(args, tokens[0])
        value = _value(token)
        if not is_int(value):
            raise LineError(token.column, "se esperaba un número entero",
                            "expected a whole number")
        event = data.setdefault("event", {})
        if not isinstance(event, dict):
            raise LineError(tokens[0].column, "el evento no es un objeto",
                            "the event is not an object")
        event[key] = value
    elif key == "player":
        if len(args) < 2 or len(args) > 3 or args[0].kind not in ("word", "string") \
                or args[1].kind not in ("word", "string") or (
                    len(args) == 3 and not (args[2].kind == "json"
                                            and isinstance(args[2].value, dict))):
            raise LineError(tokens[0].end + 1, "se esperaba: Jugador ID \"Nombre\" [{json}]",
                            "expected: Player ID \"Name\" [{json}]")
        entry: dict[str, Any] = {"id": args[0].value, "name": args[1].value}
        if len(args) == 3:
            entry.update(args[2].value)
        players = data.setdefault("players", [])
        if isinstance(players, list):
            players.append(entry)
    elif key == "card":
        if len(args) != 2 or args[0].kind not in ("word", "string") or args[1].kind != "json":
            raise LineError(tokens[0].end + 1, "se esperaba: Carta ID {json}",
                            "expected: Card ID {json}")
        cards = data.setdefault("cards", {})
        if isinstance(cards, dict):
            cards[args[0].value] = args[1].value
    elif key in ("setup", "position"):
        block = data.setdefault(key, {})
        if not isinstance(block, dict):
            raise LineError(tokens[0].column, f"{name} ya es otra cosa que un objeto",
                            f"{name} is already something other than an object")
        if len(args) == 1 and args[0].kind == "json" and isinstance(args[0].value, dict):
            block.update(args[0].value)
        elif len(args) == 2 and args[0].kind in ("word", "string"):
            block[args[0].value] = _value(args[1])
        else:
            word = "Preparacion" if key == "setup" else "Posicion"
            english = "Setup" if key == "setup" else "Position"
            raise LineError(tokens[0].end + 1, f"se esperaba: {word} CLAVE JSON",
                            f"expected: {english} KEY JSON")
    else:  # json
        token = _one(args, tokens[0])
        if token.kind != "json" or not isinstance(token.value, dict):
            raise LineError(token.column, "se esperaba un objeto {json}",
                            "expected a {json} object")
        data.update(token.value)


def _one(args: list[Token], key: Token) -> Token:
    if len(args) != 1:
        where = args[1].column if len(args) > 1 else key.end + 1
        raise LineError(where, f"{key.value} lleva un solo valor", f"{key.value} takes one value")
    return args[0]


def _text(token: Token) -> str:
    if token.kind in ("word", "string"):
        return str(token.value)
    raise LineError(token.column, "se esperaba una palabra o un \"texto\"",
                    "expected a word or a \"text\"")


def _value(token: Token) -> Any:
    if token.kind == "word":
        try:
            return json.loads(token.value)
        except json.JSONDecodeError:
            return token.value
    if token.kind == "punct":
        raise LineError(token.column, "se esperaba un valor", "expected a value")
    return token.value
