"""Slow steps (starting a server, connecting, looking around the local network) run in a
thread of their own; the scene looks at the outcome once a frame and never waits for it."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any


class Background:
    """One job in a daemon thread: `done`, then `result` or `error`. A job abandoned before it
    ends (the player went back) has its result handed to `discard` when it comes."""

    def __init__(self, job: Callable[[], Any],
                 discard: Callable[[Any], None] | None = None) -> None:
        self.result: Any = None
        self.error: BaseException | None = None
        self._finished = threading.Event()
        self._lock = threading.Lock()
        self._abandoned = False
        self._discard = discard
        self._job = job
        threading.Thread(target=self._run, name="online-work", daemon=True).start()

    @property
    def done(self) -> bool:
        return self._finished.is_set()

    def wait(self, timeout: float) -> bool:
        """Tests and tools only: a window looks at `done` once a frame."""
        return self._finished.wait(timeout)

    def _run(self) -> None:
        try:
            result = self._job()
        except Exception as problem:
            result, self.error = None, problem
        with self._lock:
            self.result = result
            self._finished.set()
            abandoned = self._abandoned
        if abandoned and result is not None and self._discard is not None:
            self._discard(result)

    def abandon(self) -> None:
        """Nobody wants the outcome any more."""
        with self._lock:
            self._abandoned = True
            result, self.result = (self.result, None) if self.done else (None, None)
        if result is not None and self._discard is not None:
            self._discard(result)
