"""Computer players: given a game, return one of its listed moves.

Every bot has a `name`, is built from a seed, and answers `choose(game, stop=None) -> Move`, one
of `game.options()` (a `game.rules.moves.Move`, never its text). `choose` works on its own
clones and never changes the game it is given, so it may run in a worker thread on a copy of the
game the window shows.

    bot = make_bot("normal", seed=7)
    move = bot.choose(game)

Cancelling: `stop` is a `threading.Event` (anything with `is_set()`) that is set once the answer
is no longer wanted; a zero-argument callable returning True then is accepted too (tests count
with one). The bots that search look at it every few simulated moves (typically under a
millisecond apart), and once it is set they raise `SearchCancelled` instead of returning a move:
a cancelled search never returns a move, so a caller cannot mistake a half-thought move for an
answer. `stop=None` never cancels.

    stop = threading.Event()
    worker = threading.Thread(target=lambda: bot.choose(game, stop))
    ...
    stop.set()  # the worker's choose raises SearchCancelled within about a millisecond
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Protocol

from game.rules.engine import Game
from game.rules.moves import Move
from game.rules.views import seen_game

LEVELS = ("random", "normal", "hard")  # the computer players' levels, weakest first
CYCLE = (*LEVELS[1:], LEVELS[0])  # the order a seat's button offers them: random last
# The hint's thinking budget (the hard bot's `think`, seconds per decision nominal). Measured
# with tools/hint_time.py (one game each, both cores busy), compiled: CPU median 0.27 s with 2
# players (805 steps), 0.11 s with 3, 0.11 s with 4, worst 0.5 s; plain 0.56 s with 2
# players (worst 0.89 s, quiet machine).
# The margin under a second is for the window's own thread and slower computers.
HINT_THINK = 0.35

Stop = Callable[[], bool] | threading.Event | None
Check = Callable[[], None]  # raises SearchCancelled once the stop is set


class SearchCancelled(Exception):
    """A bot's `choose` was stopped before it chose: there is no move."""


class Bot(Protocol):
    name: str

    def choose(self, game: Game, stop: Stop = None) -> Move: ...


def in_sight(game: Game) -> Game:
    """The game as the deciding seat may know it (game/rules/views.py): its dice to come and
    its undrawn cards stand-ins. Every bot decides on this, never on the game behind it, and
    each of its simulations draws the hidden anew (`views.resample`)."""
    decision = game.decision
    return seen_game(game, None if decision is None else decision.player)


def as_listed(game: Game, seen: Game, move: Move) -> Move:
    """`move`, one of `seen`'s options, as the same option listed by `game` (the lists are
    alike, in the same order: the options never depend on what is hidden)."""
    options = seen.options()
    for i, option in enumerate(options):
        if option is move:
            return game.options()[i]
    return move


def checker(stop: Stop) -> Check:
    """The function a search calls between simulated decisions: it raises SearchCancelled once
    `stop` says so, and costs next to nothing otherwise."""
    if stop is None:
        return _never
    is_set = stop if callable(stop) else stop.is_set

    def check() -> None:
        if is_set():
            raise SearchCancelled

    return check


def _never() -> None:
    return None


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
