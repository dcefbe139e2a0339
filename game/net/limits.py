"""What one client address or connection may ask of the server, beyond the message rate: open
connections per address, failed look-ups of table codes (a wait that doubles with each one)
and chat lines per minute. Addresses in `exempt` (the machine's own, by default) are not
counted for the first two, as for the table quota (game/net/quota.py).
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
    """Failed look-ups of table codes per address: after the n-th failure in a row the address
    waits `first` * 2**(n-1) seconds (at most `longest`) before it may look a code up again;
    a code found resets the count. A guesser gets a few tries a minute instead of hundreds a
    second, and the refused ones never reach the database."""

    def __init__(self, first: float, longest: float, exempt: tuple[str, ...] = (),
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.first, self.longest = first, longest
        self.exempt = frozenset(exempt)
        self.clock = clock
        self.failures: dict[str, tuple[int, float]] = {}  # address -> (failures, free again)

    def wait(self, address: str | None) -> float:
        """Seconds `address` must still wait before its next look-up (0: it may now)."""
        if address is None or address in self.exempt or not self.first:
            return 0.0
        _, free = self.failures.get(address, (0, 0.0))
        return max(0.0, free - self.clock())

    def failed(self, address: str | None) -> float:
        """A code from `address` was not found: the wait this failure earns it."""
        if address is None or address in self.exempt or not self.first:
            return 0.0
        if len(self.failures) > FORGET_AFTER:
            self._forget_idle()
        count = self.failures.get(address, (0, 0.0))[0] + 1
        delay = min(self.longest, self.first * 2 ** min(count - 1, 30))
        self.failures[address] = (count, self.clock() + delay)
        return delay

    def found(self, address: str | None) -> None:
        if address is not None:
            self.failures.pop(address, None)

    def _forget_idle(self) -> None:
        now = self.clock()
        for address in [a for a, (_, free) in self.failures.items()
                        if now - free > self.longest]:
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
