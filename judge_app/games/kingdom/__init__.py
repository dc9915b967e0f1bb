"""Kingdom TCG, Mazo de Estrategia: the rules module behind the ``Game`` protocol.

>>> GAME.key, GAME.rulebook
('kingdom', 'kingdom-estrategia')
"""

from judge_app.games.kingdom.rules import Kingdom

GAME = Kingdom()

__all__ = ["GAME", "Kingdom"]
