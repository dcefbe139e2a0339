"""The random bot: uniformly among the legal moves (a baseline, and for testing)."""

from __future__ import annotations

import random

from game.ai import Stop, checker
from game.rules.engine import Game
from game.rules.moves import Move


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._random = random.Random(seed)

    def choose(self, game: Game, stop: Stop = None) -> Move:
        checker(stop)()  # nothing to search: only a stop set beforehand cancels
        options = game.options()
        return options[self._random.randrange(len(options))]
