"""The kinds of value an action's argument takes, each written, read and said its own way.

A kind writes a value as one positional piece of a line (``emit``; ``None``
when the value cannot be written that way, and the line falls back to
``{json}``), reads it back from the tokens (``read``) and says it in words for
the replay's event list (``say``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from typing_extensions import override

from judge_app.notation.errors import LineError
from judge_app.notation.refs import Ambiguous, Unknown, fold
from judge_app.notation.tokens import Token
from judge_app.violations import Lang

if TYPE_CHECKING:
    from judge_app.notation.core import Context

_NUMBER = re.compile(r"^-?\d+(\.\d+)?([eE][-+]?\d+)?$")
_BARE = re.compile(r'^[^\s#"{}\[\],>=]+$')

#: Words skipped between arguments (``Itzal ataca a Kuma``, ``itz > kum``): never a value.
FILLERS = frozenset({"a", "al", "con", "contra", "vs", "en", "de", "del", "por", "para",
                     "sobre", "to", "with", "on", "by", "from", "for", "against", "->", "y",
                     "and", ">"})


def is_int(value: object) -> bool:
    """An integer that is not a boolean (JSON's ``true`` is not ``1``)."""
    return isinstance(value, int) and not isinstance(value, bool)


def quoted(text: str) -> str:
    """``text`` as a quoted JSON string (accents kept)."""
    return json.dumps(text, ensure_ascii=False)


def bare_ok(text: str) -> bool:
    """Whether ``text`` can stand as a bare word between arguments and read back as itself."""
    return bool(_BARE.match(text)) and fold(text) not in FILLERS and text != "-"


def join_words(items: Sequence[str], lang: Lang) -> str:
    """``A``, ``A y B``, ``A, B y C`` (es) / ``A and B`` (en)."""
    if len(items) <= 1:
        return "".join(items)
    last = " y " if lang == "es" else " and "
    return ", ".join(items[:-1]) + last + items[-1]


def _expected(token: Token, es: str, en: str) -> LineError:
    shown = token.value if isinstance(token.value, str) else json.dumps(token.value)
    return LineError(token.column, f"se esperaba {es}, no {shown!r}",
                     f"expected {en}, not {shown!r}")


class Kind:
    """How one argument is written, read and said; the base writes nothing positionally."""

    label_es = "un valor"
    label_en = "a value"

    def emit(self, value: Any, ctx: Context, lang: Lang) -> str | None:
        """The value as one positional piece of a line, or ``None`` (then it goes to ``{json}``)."""
        return None

    def read(self, tokens: Sequence[Token], i: int, ctx: Context) -> tuple[Any, int]:
        """Read the value at ``tokens[i]``; return it and the index after it."""
        token = tokens[i]
        if token.kind in ("string", "json"):
            return token.value, i + 1
        raise _expected(token, self.label_es, self.label_en)

    def say(self, value: Any, ctx: Context, lang: Lang) -> str:
        """The value in words for the event list."""
        if isinstance(value, str):
            return value
        return json.dumps(value, ensure_ascii=False)


class CardKind(Kind):
    """One card instance, typed by the shortest unambiguous prefix of its id or name."""

    label_es = "una carta"
    label_en = "a card"

    @override
    def emit(self, value: Any, ctx: Context, lang: Lang) -> str | None:
        return ctx.card_token(value) if isinstance(value, str) else None

    @override
    def read(self, tokens: Sequence[Token], i: int, ctx: Context) -> tuple[Any, int]:
        token = tokens[i]
        if token.kind == "string":
            return token.value, i + 1
        if token.kind != "word":
            raise _expected(token, self.label_es, self.label_en)
        return ctx.resolve_card(token), i + 1

    @override
    def say(self, value: Any, ctx: Context, lang: Lang) -> str:
        return ctx.card_name(value) if isinstance(value, str) else super().say(value, ctx, lang)


class ListKind(Kind):
    """A non-empty list of one kind's values, written ``a,b,c``."""

    def __init__(self, item: Kind) -> None:
        self.item = item
        self.label_es = f"una lista de {item.label_es}"
        self.label_en = f"a list of {item.label_en}"

    @override
    def emit(self, value: Any, ctx: Context, lang: Lang) -> str | None:
        if not isinstance(value, list) or not value:
            return None
        parts = [self.item.emit(v, ctx, lang) for v in value]
        if any(p is None for p in parts):
            return None
        return ",".join(p for p in parts if p is not None)

    @override
    def read(self, tokens: Sequence[Token], i: int, ctx: Context) -> tuple[Any, int]:
        if tokens[i].kind == "json" and isinstance(tokens[i].value, list):
            return tokens[i].value, i + 1
        out: list[Any] = []
        while True:
            value, i = self.item.read(tokens, i, ctx)
            out.append(value)
            if i < len(tokens) and tokens[i].kind == "punct" and tokens[i].value == ",":
                i += 1
                if i >= len(tokens):
                    raise LineError(tokens[i - 1].end + 1,
                                    f"se esperaba {self.item.label_es} tras la coma",
                                    f"expected {self.item.label_en} after the comma")
                continue
            return out, i

    @override
    def say(self, value: Any, ctx: Context, lang: Lang) -> str:
        if isinstance(value, list):
            return join_words([self.item.say(v, ctx, lang) for v in value], lang)
        return super().say(value, ctx, lang)


class PlayerKind(Kind):
    """A player, typed by id or the prefix of the name."""

    label_es = "un jugador"
    label_en = "a player"

    @override
    def emit(self, value: Any, ctx: Context, lang: Lang) -> str | None:
        return ctx.player_token(value) if isinstance(value, str) else None

    @override
    def read(self, tokens: Sequence[Token], i: int, ctx: Context) -> tuple[Any, int]:
        token = tokens[i]
        if token.kind == "string":
            return token.value, i + 1
        if token.kind != "word":
            raise _expected(token, self.label_es, self.label_en)
        return ctx.resolve_player(token), i + 1

    @override
    def say(self, value: Any, ctx: Context, lang: Lang) -> str:
        return ctx.player_name(value) if isinstance(value, str) else super().say(value, ctx, lang)


class IntKind(Kind):
    """A whole number (damage, amount, slot)."""

    label_es = "un número entero"
    label_en = "a whole number"
    floats = False

    @override
    def emit(self, value: Any, ctx: Context, lang: Lang) -> str | None:
        if is_int(value):
            return str(value)
        if self.floats and isinstance(value, float):
            text = json.dumps(value)
            return text if _NUMBER.match(text) else None
        return None

    @override
    def read(self, tokens: Sequence[Token], i: int, ctx: Context) -> tuple[Any, int]:
        token = tokens[i]
        if token.kind == "word" and _NUMBER.match(token.value):
            value = json.loads(token.value)
            if is_int(value) or self.floats:
                return value, i + 1
        raise _expected(token, self.label_es, self.label_en)

    @override
    def say(self, value: Any, ctx: Context, lang: Lang) -> str:
        return str(value) if not isinstance(value, str) else value


class NumKind(IntKind):
    """A number that may have decimals (a Digimon multiplier)."""

    label_es = "un número"
    label_en = "a number"
    floats = True


class TextKind(Kind):
    """Free text: quoted, or the bare words up to the end of the line."""

    label_es = "un texto"
    label_en = "a text"

    @override
    def emit(self, value: Any, ctx: Context, lang: Lang) -> str | None:
        return quoted(value) if isinstance(value, str) else None

    @override
    def read(self, tokens: Sequence[Token], i: int, ctx: Context) -> tuple[Any, int]:
        token = tokens[i]
        if token.kind == "string":
            return token.value, i + 1
        if token.kind not in ("word", "punct"):
            raise _expected(token, self.label_es, self.label_en)
        j = i
        while j < len(tokens) and tokens[j].kind in ("word", "punct") and not (
                j + 1 < len(tokens) and tokens[j + 1].kind == "punct"
                and tokens[j + 1].value == "=" and tokens[j].kind == "word"):
            j += 1
        return ctx.line[token.column - 1:tokens[j - 1].end].strip(), j

    @override
    def say(self, value: Any, ctx: Context, lang: Lang) -> str:
        return f"«{value}»" if isinstance(value, str) else super().say(value, ctx, lang)


class WordKind(Kind):
    """A word of the game's vocabulary (a phase, a mark); other words are kept as typed.

    ``choices`` maps each value to its Spanish and English word; ``aliases``
    adds more ways to type one (abbreviations).
    """

    label_es = "una palabra"
    label_en = "a word"

    def __init__(self, choices: Mapping[str, tuple[str, str]] | None = None,
                 aliases: Mapping[str, str] | None = None) -> None:
        self.choices = dict(choices or {})
        self.lookup: dict[str, str] = {}
        for value, (es, en) in self.choices.items():
            for word in (value, es, en):
                self.lookup.setdefault(fold(word), value)
        for word, value in (aliases or {}).items():
            self.lookup.setdefault(fold(word), value)
        if self.choices:
            shown = ", ".join(es for es, _ in self.choices.values())
            shown_en = ", ".join(en for _, en in self.choices.values())
            self.label_es = f"una de: {shown}"
            self.label_en = f"one of: {shown_en}"

    @override
    def emit(self, value: Any, ctx: Context, lang: Lang) -> str | None:
        if not isinstance(value, str):
            return None
        if value in self.choices:
            word = self.choices[value][0 if lang == "es" else 1]
            if self.lookup.get(fold(word)) == value:
                return word
        if bare_ok(value) and fold(value) not in self.lookup and not ctx.reserved(value):
            return value
        return quoted(value)

    @override
    def read(self, tokens: Sequence[Token], i: int, ctx: Context) -> tuple[Any, int]:
        token = tokens[i]
        if token.kind == "string":
            return token.value, i + 1
        if token.kind != "word":
            raise _expected(token, self.label_es, self.label_en)
        return self.lookup.get(fold(token.value), token.value), i + 1

    @override
    def say(self, value: Any, ctx: Context, lang: Lang) -> str:
        if isinstance(value, str) and value in self.choices:
            return self.choices[value][0 if lang == "es" else 1]
        return super().say(value, ctx, lang)


class FlagKind(Kind):
    """A yes/no argument written as a word anywhere among the arguments (``oculta``)."""

    def __init__(self, es: str, en: str, *more: str, off: tuple[str, str] | None = None) -> None:
        self.es = es
        self.en = en
        self.words = frozenset(fold(w) for w in (es, en, *more))
        self.off = off
        self.off_words = frozenset(fold(w) for w in off) if off else frozenset()
        self.label_es = f"«{es}»"
        self.label_en = f"«{en}»"

    @override
    def emit(self, value: Any, ctx: Context, lang: Lang) -> str | None:
        if value is False and self.off:
            return self.off[0 if lang == "es" else 1]
        return (self.es if lang == "es" else self.en) if value is True else None

    @override
    def read(self, tokens: Sequence[Token], i: int, ctx: Context) -> tuple[Any, int]:
        token = tokens[i]
        if token.kind == "word" and fold(token.value) in ("true", "si", "yes"):
            return True, i + 1
        if token.kind == "word" and fold(token.value) in ("false", "no"):
            return False, i + 1
        return super().read(tokens, i, ctx)

    @override
    def say(self, value: Any, ctx: Context, lang: Lang) -> str:
        return (self.es if lang == "es" else self.en) if value is True else ""


class PlayerIntsKind(Kind):
    """A number per player, written ``Ana:12,Luis:8`` (battle powers, final scores)."""

    label_es = "jugador:número, …"
    label_en = "player:number, …"

    @override
    def emit(self, value: Any, ctx: Context, lang: Lang) -> str | None:
        if not isinstance(value, dict) or not value:
            return None
        parts: list[str] = []
        for key, number in value.items():
            who = ctx.player_token(key)
            if who is None or ":" in who or not is_int(number):
                return None
            parts.append(f"{who}:{number}")
        return ",".join(parts)

    @override
    def read(self, tokens: Sequence[Token], i: int, ctx: Context) -> tuple[Any, int]:
        if tokens[i].kind == "json" and isinstance(tokens[i].value, dict):
            return tokens[i].value, i + 1
        out: dict[str, Any] = {}
        while True:
            token = tokens[i]
            who, sep, number = (token.value.rpartition(":") if token.kind == "word"
                                else ("", "", ""))
            if not sep or not re.match(r"^-?\d+$", number) or not who:
                raise _expected(token, self.label_es, self.label_en)
            player = ctx.resolve_player(Token("word", who, token.column, token.column + len(who)))
            out[player] = int(number)
            i += 1
            if i < len(tokens) and tokens[i].kind == "punct" and tokens[i].value == ",":
                i += 1
                if i < len(tokens):
                    continue
            return out, i

    @override
    def say(self, value: Any, ctx: Context, lang: Lang) -> str:
        if isinstance(value, dict):
            return ", ".join(f"{ctx.player_name(str(k))} {v}" for k, v in value.items())
        return super().say(value, ctx, lang)


class LiteralKind(Kind):
    """A name kept exactly as typed (a new Token's id, a Kingdom troop ``P1:caballero``)."""

    label_es = "un nombre"
    label_en = "a name"

    @override
    def emit(self, value: Any, ctx: Context, lang: Lang) -> str | None:
        if not isinstance(value, str):
            return None
        return value if bare_ok(value) and not ctx.reserved(value) else quoted(value)

    @override
    def read(self, tokens: Sequence[Token], i: int, ctx: Context) -> tuple[Any, int]:
        token = tokens[i]
        if token.kind in ("word", "string"):
            return token.value, i + 1
        raise _expected(token, self.label_es, self.label_en)


CARD = CardKind()
CARDS = ListKind(CARD)
PLAYER = PlayerKind()
INT = IntKind()
NUM = NumKind()
TEXT = TextKind()
LITERAL = LiteralKind()
WORDS = ListKind(LITERAL)
PLAYER_INTS = PlayerIntsKind()
JSON = Kind()


def unknown_card(token: Token, exc: Unknown | Ambiguous, ctx: Context) -> LineError:
    """The error for a card reference that names no card or several."""
    if isinstance(exc, Ambiguous):
        shown = ", ".join(f"{c} ({ctx.card_name(c)})" for c in exc.args[0][:6])
        return LineError(token.column, f"{token.value!r} puede ser varias cartas: {shown}; "
                         "escribe más letras", f"{token.value!r} could be several cards: "
                         f"{shown}; type more letters")
    return LineError(token.column, f"no hay carta {token.value!r} (se esperaba el comienzo del "
                     "id o del nombre de una carta; \"texto\" entre comillas se toma tal cual)",
                     f"no card {token.value!r} (expected the start of a card's id or name; "
                     "\"quoted\" text is taken as is)")
