"""The players of the seats. An agent answers its seat's current question with a move, now or
later: the window's mouse (LocalAgent), a bot thinking in the worker thread (BotAgent), or a
player whose moves arrive from elsewhere (RemoteAgent: play over a network).

The controller puts each question as a `Request` tagged with the position it is for; the agent
answers it from any thread. A request that is no longer wanted is cancelled: its `stop` event is
set (a bot's search ends on it) and a late answer is refused.
"""

from __future__ import annotations

import threading
from concurrent.futures import Executor
from typing import Protocol

from game.rules.engine import Game
from game.rules.moves import Move


class Request:
    """One question to an agent: `generation` names the position; the answer comes once."""

    def __init__(self, generation: int) -> None:
        self.generation = generation
        self.stop = threading.Event()  # set when nobody waits for the answer any more
        self._lock = threading.Lock()
        self._done = threading.Event()
        self._move: Move | None = None
        self._error: BaseException | None = None

    def answer(self, move: Move) -> bool:
        """Give the move; False if the request was cancelled or already answered."""
        return self._settle(move, None)

    def fail(self, error: BaseException) -> bool:
        """The agent could not answer (a bot's bug, a dropped connection)."""
        return self._settle(None, error)

    def _settle(self, move: Move | None, error: BaseException | None) -> bool:
        with self._lock:
            if self._done.is_set() or self.stop.is_set():
                return False
            self._move, self._error = move, error
            self._done.set()
            return True

    def cancel(self) -> None:
        with self._lock:
            self.stop.set()

    @property
    def cancelled(self) -> bool:
        return self.stop.is_set()

    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until answered (tests, screenshots); True if it was."""
        return self._done.wait(timeout)

    def result(self) -> Move:
        """The answered move; the agent's error is raised again."""
        if not self._done.is_set():
            raise RuntimeError("the request is not answered yet")
        if self._error is not None:
            raise self._error
        assert self._move is not None
        return self._move


class Agent(Protocol):
    local: bool  # the window's own player: its moves come from the mouse, Hint helps it
    paced: bool  # its moves wait for the pace delay, so that people can follow them

    def ask(self, game: Game, request: Request) -> None:
        """Start answering `game`'s current decision. `game` is the table's own: an agent that
        thinks elsewhere takes a clone before returning."""

    def close(self) -> None:
        """The table is closed: nothing more will be asked."""


class Bot(Protocol):
    name: str

    def choose(self, game: Game, stop: threading.Event | None = None) -> Move: ...


class InboxAgent:
    """A player whose move is handed in from outside: `deliver(move)` answers the question."""

    local = False
    paced = False

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._request: Request | None = None

    def ask(self, game: Game, request: Request) -> None:
        with self._lock:
            self._request = request

    def deliver(self, move: Move) -> bool:
        """The player's move, from any thread; False when no question is waiting for it."""
        with self._lock:
            request, self._request = self._request, None
        return request is not None and request.answer(move)

    def close(self) -> None:
        with self._lock:
            self._request = None


class LocalAgent(InboxAgent):
    """A person at this window: the play scene turns their gestures into moves."""

    local = True


class RemoteAgent(InboxAgent):
    """A player elsewhere: whatever carries their moves calls `deliver` when one arrives."""


class BotAgent:
    """A computer player: `bot.choose` runs in the worker thread on a clone of the game."""

    local = False
    paced = True

    def __init__(self, bot: Bot, worker: Executor) -> None:
        self.bot = bot
        self.worker = worker

    def ask(self, game: Game, request: Request) -> None:
        self.worker.submit(self.think, game.clone(), request)

    def think(self, game: Game, request: Request) -> None:
        """Answer `request` on this thread (the worker's, or the caller's for screenshots)."""
        if request.cancelled:  # dropped before its turn in the worker's queue came
            return
        try:
            move = self.bot.choose(game, stop=request.stop)
        except Exception as error:  # SearchCancelled once stop is set; otherwise a bot's bug
            if not request.cancelled:
                request.fail(error)
            return
        request.answer(move)

    def close(self) -> None:
        """Nothing to release: the worker belongs to the controller."""

