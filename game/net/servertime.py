"""The server's time: what every clock, deadline and "waited" is measured in.

It comes from one clock object: the wall clock in a real server, a `DrivenClock` the tests
move forward by hand (no test sleeps). `--time-scale K` makes it run K times faster, for tests
and demonstrations. The server's time goes on from where it stood when the server last wrote
it down (each move, and every few seconds), so a restart neither adds time to the clocks nor
takes any away: while no server runs, no clock runs.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float: ...


class WallClock:
    def now(self) -> float:
        return time.time()


class DrivenClock:
    """A clock that moves only when told: `advance(seconds)`, then its listeners hear of it
    (a server checks its deadlines at once)."""

    def __init__(self, start: float = 1_000_000.0) -> None:
        self._now = start
        self._lock = threading.Lock()
        self.listeners: list[Callable[[], None]] = []

    def now(self) -> float:
        with self._lock:
            return self._now

    def advance(self, seconds: float) -> None:
        with self._lock:
            self._now += max(0.0, seconds)
        for listener in list(self.listeners):
            listener()


class ServerTime:
    """The server's time: `base` at the moment the server began, then the clock's progress
    times `scale`."""

    def __init__(self, clock: Clock, scale: float = 1.0, base: float | None = None) -> None:
        self.clock = clock
        self.scale = max(scale, 1e-9)
        self._start = clock.now()
        self.base = self._start if base is None else base

    def now(self) -> float:
        return self.base + (self.clock.now() - self._start) * self.scale

    def real_seconds(self, seconds: float) -> float:
        """How long `seconds` of server time last on the clock."""
        return seconds / self.scale
