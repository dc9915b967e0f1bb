"""Digimon HiperColiseo: the rules module behind the ``Game`` protocol.

>>> GAME.key, GAME.rulebook
('digimon', 'digimon-hc')
"""

from judge_app.games.digimon.rules import Digimon

GAME = Digimon()

__all__ = ["GAME", "Digimon"]
