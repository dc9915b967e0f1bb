"""Messages of the core for a person, in Spanish and English.

A refusal the core raises (an impossible score, a top cut that cannot be
seeded…) is a :class:`Refusal`: a ``ValueError`` whose ``str()`` is the
English and whose :meth:`Refusal.message` gives either language, the way
violations carry ``message_es``/``message_en``. The CLI and the window pick the
language (``--lang``, ``JUEZ_LANG`` or the locale; the window's setting).
"""

from __future__ import annotations

import os

from judge_app.violations import Lang


class Refusal(ValueError):
    """A ``ValueError`` that says why in both languages.

    >>> r = Refusal("round 1 is not finished", "la ronda 1 no ha terminado")
    >>> str(r), r.message("es")
    ('round 1 is not finished', 'la ronda 1 no ha terminado')
    """

    def __init__(self, en: str, es: str) -> None:
        super().__init__(en)
        self.message_en = en
        self.message_es = es

    def message(self, lang: str = "es") -> str:
        """The reason in Spanish (``es``) or English (``en``)."""
        return self.message_en if lang == "en" else self.message_es


def message_of(exc: BaseException, lang: str = "es") -> str:
    """An exception's text in ``lang`` when it carries both languages, else ``str(exc)``."""
    pick = getattr(exc, "message", None)
    if callable(pick):
        try:
            text = pick(lang)
        except TypeError:
            text = None
        if isinstance(text, str) and text:
            return text
    return str(exc)


def default_lang() -> Lang:
    """The language of the command line's messages: ``JUEZ_LANG``, else the locale
    (``LC_ALL``, ``LC_MESSAGES``, ``LANG`` starting with ``es``), else English.

    >>> import os; os.environ["JUEZ_LANG"] = "es"; default_lang()
    'es'
    >>> del os.environ["JUEZ_LANG"]
    """
    chosen = os.environ.get("JUEZ_LANG", "").strip().lower()
    if chosen in ("es", "en"):
        return "es" if chosen == "es" else "en"
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        if value:
            return "es" if value.lower().startswith("es") else "en"
    return "en"


def dropped_word(lang: str = "es") -> str:
    """The word shown after a dropped player's name.

    >>> dropped_word("es"), dropped_word("en")
    ('retirado', 'dropped')
    """
    return "dropped" if lang == "en" else "retirado"
