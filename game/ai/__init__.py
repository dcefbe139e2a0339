"""Computer players: given a game, return one of its listed options.

Every bot has a `name`, is built from a seed, and answers `choose(game) -> option`, one of
`game.options()`. `choose` works on its own clones and never changes the game it is given, so it
may run in a worker thread on a copy of the game the window shows.

    bot = make_bot("normal", seed=7)
    option = bot.choose(game)
"""

from __future__ import annotations

from typing import Protocol

from game.rules.engine import Game

LEVELS = ("random", "normal", "hard")


class Bot(Protocol):
    name: str

    def choose(self, game: Game) -> str: ...


def make_bot(level: str, seed: int, think: float | None = None) -> Bot:
    """A bot of the given level. `think` is the hard bot's thinking budget in seconds per
    decision (None: its default); the other levels ignore it."""
    if level == "random":
        from game.ai.random_bot import RandomBot

        return RandomBot(seed)
    if level == "normal":
        from game.ai.normal_bot import NormalBot

        return NormalBot(seed)
    if level == "hard":
        from game.ai.hard_bot import HardBot

        return HardBot(seed, think)
    raise ValueError(f"unknown bot level {level!r}: choose one of {', '.join(LEVELS)}")
