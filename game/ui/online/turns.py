"""The turn watch: while the game runs, a daemon thread asks the servers this computer has seats
on which of its tables wait for its move (game/net/yours.py `my_tables`), every EVERY seconds
and at once when poked (a table was just left). Nothing is asked while no seat is kept.

A table is announced once when it comes to need this player's move: not again at every look
while it still waits, again only after the player moved there and it came back to them. A
server out of reach changes nothing of what was known of its tables. The table open in the
window is never announced (the player is looking at it)."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from game.net.yours import TableSummary

log = logging.getLogger("game.ui")
EVERY = 60.0  # seconds between two looks

Key = tuple[str, str]  # (server, code)


def key_of(table: TableSummary) -> Key:
    return table.server.rstrip("/"), table.code


class TurnWatch:
    def __init__(self, look: Callable[[], list[TableSummary] | None],
                 told: Callable[[list[TableSummary]], object] | None = None,
                 every: float = EVERY) -> None:
        """`look`: the tables (None: nothing kept, nothing asked); `told`: called in the
        watch's thread with the tables newly waiting for this player's move."""
        self._look = look
        self._told = told
        self.every = every
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._stopped = threading.Event()
        self._thread: threading.Thread | None = None
        self._waiting: dict[Key, TableSummary] = {}  # your move, as last heard
        self._news: list[TableSummary] = []  # announced, not yet taken by the window
        self.here: Key | None = None  # the table open in the window
        self.looks = 0

    # ------------------------------------------------------------------ what is known

    @property
    def waiting(self) -> list[TableSummary]:
        """The tables waiting for this player's move (the one open in the window left out)."""
        with self._lock:
            return [t for k, t in self._waiting.items() if k != self.here]

    def take(self) -> list[TableSummary]:
        """The tables announced since the last call (the window's thread)."""
        with self._lock:
            news, self._news = self._news, []
        return news

    # ------------------------------------------------------------------ one look

    def poll(self) -> list[TableSummary]:
        """Look once; the tables that newly wait for this player's move."""
        try:
            tables = self._look()
        except Exception as problem:  # a look that fails tells nothing new
            log.warning("the turn watch could not look at the tables: %s", problem)
            return []
        if tables is None:
            return []
        self.looks += 1
        news = self._take_in(tables)
        if news and self._told is not None:
            try:
                self._told(news)
            except Exception as problem:
                log.warning("a turn could not be told: %s", problem)
        return news

    def _take_in(self, tables: list[TableSummary]) -> list[TableSummary]:
        unreached = {t.server.rstrip("/") for t in tables if t.problem}
        with self._lock:
            before = self._waiting
            now = {k: t for k, t in before.items() if k[0] in unreached}  # as they were
            now.update({key_of(t): t for t in tables if not t.problem and t.your_move
                        and t.status == "playing"})
            news = [t for k, t in now.items() if k not in before and k != self.here]
            self._waiting = now
            self._news += news
        return news

    # ------------------------------------------------------------------ the thread

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="turn-watch", daemon=True)
            self._thread.start()

    def poke(self) -> None:
        """Look now (a table was just left)."""
        self._wake.set()

    def stop(self) -> None:
        self._stopped.set()
        self._wake.set()

    def _run(self) -> None:
        while not self._stopped.is_set():
            self.poll()
            self._wake.wait(self.every)
            self._wake.clear()
