"""Tótems (Runestone Games): the rules module behind the ``Game`` protocol.

>>> GAME.key, GAME.rulebook
('totems', 'totems')
"""

from judge_app.games.totems.rules import Totems

GAME = Totems()

__all__ = ["GAME", "Totems"]
