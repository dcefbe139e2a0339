"""Computer seats on the server: the same bots as on the desktop, thinking in worker threads so
the event loop keeps answering every other table while a bot searches."""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from game.ai import Bot, SearchCancelled, make_bot
from game.ai.random_bot import RandomBot
from game.rules.engine import Game
from game.rules.moves import Move
from game.rules.policy import seat_seed

log = logging.getLogger("game.net")
Answer = Callable[[int, int, Move], None]  # (seat, seq, move): called in the event loop


class TableBots:
    """The bots of one table and the one search that may be running for it."""

    def __init__(self, seed: int, think: float | None) -> None:
        self.seed = seed
        self.think = think
        self.bots: dict[tuple[int, str], Bot] = {}
        self.task: asyncio.Task | None = None
        self.stop: threading.Event | None = None
        self.seq = -1  # the position the running search answers

    def bot(self, seat: int, level: str) -> Bot:
        key = (seat, level)
        if key not in self.bots:
            self.bots[key] = make_bot(level, seat_seed(self.seed, seat), self.think)
        return self.bots[key]

    @property
    def busy(self) -> bool:
        """A search is running (its answer will come back to the table)."""
        return self.task is not None and not self.task.done()

    def cancel(self) -> None:
        if self.stop is not None:
            self.stop.set()
        if self.task is not None:
            self.task.cancel()
        self.task, self.stop, self.seq = None, None, -1

    def ask(self, pool: ThreadPoolExecutor, game: Game, seat: int, level: str, seq: int,
            answer: Answer) -> None:
        """Start thinking about position `seq` unless that search is already running."""
        if self.task is not None and self.seq == seq and not self.task.done():
            return
        self.cancel()
        stop = threading.Event()
        bot = self.bot(seat, level)
        self.stop, self.seq = stop, seq
        self.task = asyncio.get_running_loop().create_task(
            self._think(pool, bot, game.clone(), seat, seq, stop, answer))

    async def _think(self, pool: ThreadPoolExecutor, bot: Bot, game: Game, seat: int, seq: int,
                     stop: threading.Event, answer: Answer) -> None:
        loop = asyncio.get_running_loop()
        try:
            move = await loop.run_in_executor(pool, _choose, bot, game, stop)
        except (SearchCancelled, asyncio.CancelledError):
            return
        if stop.is_set():
            return
        self.task, self.stop, self.seq = None, None, -1
        answer(seat, seq, move)


def _choose(bot: Bot, game: Game, stop: threading.Event) -> Move:
    """The bot's move; a bot's bug falls back to a random legal move so the table goes on."""
    try:
        return bot.choose(game, stop=stop)
    except SearchCancelled:
        raise
    except Exception:
        log.exception("bot %s failed; a random move is played instead", bot.name)
        return RandomBot(0).choose(game)
