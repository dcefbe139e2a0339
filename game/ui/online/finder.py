"""Servers on the local network, looked for in the background (zeroconf, game.net.discovery):
the Join scene starts a search and shows what it found once it is done."""

from __future__ import annotations

from game.net.discovery import Found, discover
from game.ui.online.work import Background

SEARCH_SECONDS = 2.0


class Finder:
    def __init__(self) -> None:
        self.found: list[Found] = []
        self.searched = False  # a search has ended at least once
        self._work: Background | None = None

    @property
    def searching(self) -> bool:
        return self._work is not None

    def search(self) -> None:
        if self._work is None:
            self._work = Background(lambda: discover(SEARCH_SECONDS))

    def update(self) -> bool:
        """Take in a finished search; True when the list changed."""
        work = self._work
        if work is None or not work.done:
            return False
        self._work = None
        self.searched = True
        self.found = list(work.result or [])
        return True

    def stop(self) -> None:
        if self._work is not None:
            self._work.abandon()
            self._work = None
