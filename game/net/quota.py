"""How many tables one client address may create: at most `most_open` of its tables unfinished
at once (in the lobby or being played), and at most `most_recent` new ones in any `window`
seconds. Without it one program could fill the server's database with tables nobody plays.

Addresses in `exempt` (by default the machine's own: a desktop hosting for friends, the tools
and benchmarks that run beside the server) are not counted.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

from .table import TableError

FORGET_AFTER = 10_000  # addresses remembered before the idle ones are dropped
UNFINISHED = ("lobby", "playing")


class CreationQuota:
    def __init__(self, most_open: int, most_recent: int, window: float,
                 exempt: tuple[str, ...] = ()) -> None:
        self.most_open, self.most_recent, self.window = most_open, most_recent, window
        self.exempt = frozenset(exempt)
        self.created: dict[str, list[str]] = {}  # address -> codes of the tables it made
        self.times: dict[str, deque[float]] = {}  # address -> when it made its recent ones

    def check(self, address: str | None, status: Callable[[str], str | None]) -> None:
        """Raise TableError("quota") when `address` may not create a table now; `status` tells
        a table's status by its code (None: gone)."""
        if address is None or address in self.exempt:
            return
        now = time.monotonic()
        recent = self.times.get(address, deque())
        while recent and now - recent[0] > self.window:
            recent.popleft()
        if self.most_recent and len(recent) >= self.most_recent:
            wait = max(1, round(self.window - (now - recent[0])))
            raise TableError("quota", f"too many new tables from your address: try again in "
                                      f"{wait} seconds")
        codes = [c for c in self.created.get(address, []) if status(c) in UNFINISHED]
        self.created[address] = codes
        if self.most_open and len(codes) >= self.most_open:
            raise TableError("quota", f"your address already has {len(codes)} unfinished "
                                      "tables: finish or leave one first")

    def note(self, address: str | None, code: str) -> None:
        """`address` created the table `code`."""
        if address is None or address in self.exempt:
            return
        if len(self.times) > FORGET_AFTER:
            self._forget_idle()
        self.created.setdefault(address, []).append(code)
        self.times.setdefault(address, deque()).append(time.monotonic())

    def _forget_idle(self) -> None:
        now = time.monotonic()
        for address in [a for a, t in self.times.items() if not t or now - t[-1] > self.window]:
            del self.times[address]
            self.created.pop(address, None)
