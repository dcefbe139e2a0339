"""The random bot: uniformly among the legal options (a baseline, and for testing)."""

from __future__ import annotations

import random

from game.rules.engine import Game


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._random = random.Random(seed)

    def choose(self, game: Game) -> str:
        options = game.options()
        return options[self._random.randrange(len(options))]
