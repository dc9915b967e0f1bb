"""Códigos: the rules module behind the ``Game`` protocol.

>>> GAME.key, GAME.rulebook
('codigos', 'codigos')
"""

from judge_app.games.codigos.rules import Codigos

GAME = Codigos()

__all__ = ["GAME", "Codigos"]
