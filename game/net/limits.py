"""What one client address or connection may ask of the server, beyond the message rate: open
connections per address, failed look-ups of table codes (a wait that doubles with each one
and is forgotten only with time) and chat lines per minute. Addresses in `exempt` (the
machine's own, by default) are not counted for the first two, as for the table quota
(game/net/quota.py).
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

FORGET_AFTER = 10_000  # addresses remembered before the idle ones are dropped


class ConnectionCap:
    """At most `most` open connections from one address (0: any)."""

    def __init__(self, most: int, exempt: tuple[str, ...] = ()) -> None:
        self.most = most
        self.exempt = frozenset(exempt)
        self.open: dict[str, int] = {}

    def admit(self, address: str | None) -> bool:
        """Count a new connection from `address`; False (and not counted) past the cap."""
        if address is None or address in self.exempt or not self.most:
            return True
        if self.open.get(address, 0) >= self.most:
            return False
        self.open[address] = self.open.get(address, 0) + 1
        return True

    def release(self, address: str | None) -> None:
        """An admitted connection from `address` closed."""
        if address is None or address not in self.open:
            return
        self.open[address] -= 1
        if self.open[address] <= 0:
            del self.open[address]


class LookupGuard:
    """Failed look-ups of table codes per address: after the n-th failure the address waits
    `first` * 2**(n-1) seconds (at most `longest`) before it may look a code up again. The
    count of failures halves every `memory` seconds without one; a code found does not lower
    it (else a guesser would look up its own table between guesses and never wait long). A
    guesser gets a few tries a minute instead of hundreds a second, and the refused ones never
    reach the database."""

    def __init__(self, first: float, longest: float, exempt: tuple[str, ...] = (),
                 clock: Callable[[], float] = time.monotonic, memory: float = 60.0) -> None:
        self.first, self.longest, self.memory = first, longest, memory
        self.exempt = frozenset(exempt)
        self.clock = clock
        # address -> (failures as counted at the last one, when it was, free again)
        self.failures: dict[str, tuple[float, float, float]] = {}

    def wait(self, address: str | None) -> float:
        """Seconds `address` must still wait before its next look-up (0: it may now)."""
        if address is None or address in self.exempt or not self.first:
            return 0.0
        _, _, free = self.failures.get(address, (0.0, 0.0, 0.0))
        return max(0.0, free - self.clock())

    def failed(self, address: str | None) -> float:
        """A code from `address` was not found: the wait this failure earns it."""
        if address is None or address in self.exempt or not self.first:
            return 0.0
        if len(self.failures) > FORGET_AFTER:
            self._forget_idle()
        now = self.clock()
        count = self.count(address) + 1
        delay = min(self.longest, self.first * 2 ** min(count - 1, 30))
        self.failures[address] = (count, now, now + delay)
        return delay

    def count(self, address: str) -> float:
        """The failures of `address`, as many as are still remembered now."""
        count, when, _ = self.failures.get(address, (0.0, 0.0, 0.0))
        if not count or self.memory <= 0:
            return count
        left = count * 0.5 ** (max(0.0, self.clock() - when) / self.memory)
        return left if left >= 0.5 else 0.0

    def _forget_idle(self) -> None:
        for address in [a for a in self.failures if not self.count(a)]:
            del self.failures[address]


class ChatLimit:
    """At most `most` chat lines in any minute from one connection (0: any)."""

    WINDOW = 60.0

    def __init__(self, most: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.most = most
        self.clock = clock
        self.times: deque[float] = deque()

    def take(self) -> float:
        """0 when a line may be said now (and count it); else the seconds until one may."""
        if not self.most:
            return 0.0
        now = self.clock()
        while self.times and now - self.times[0] >= self.WINDOW:
            self.times.popleft()
        if len(self.times) >= self.most:
            return self.WINDOW - (now - self.times[0])
        self.times.append(now)
        return 0.0
