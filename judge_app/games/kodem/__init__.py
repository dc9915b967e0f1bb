"""Kódem TCG 5.0: the rules module behind the ``Game`` protocol (the flagship game).

>>> GAME.key, GAME.rulebook, GAME.title
('kodem', 'kodem-5.0', 'Kódem TCG 5.0')
"""

from judge_app.games.kodem.rules import Kodem

GAME = Kodem()

__all__ = ["GAME", "Kodem"]
