"""Repeated log lines counted, not written one per line: when a hundred spam connections go
away at once, the server's log says a warning once and then how many times it came again.

`RepeatFilter` sits on a handler: the first record of a kind (logger, level and message) is
written; the same again within `window` seconds is only counted; the next different record, or
the same after the window, first writes "… the last message repeated N more times".
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable


class RepeatFilter(logging.Filter):
    def __init__(self, handler: logging.Handler, window: float = 60.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__()
        self.handler, self.window, self.clock = handler, window, clock
        self.last: tuple[str, int, str] | None = None
        self.since = 0.0
        self.repeats = 0

    def filter(self, record: logging.LogRecord) -> bool:
        if getattr(record, "repeat_summary", False):
            return True
        key = (record.name, record.levelno, record.getMessage())
        now = self.clock()
        if key == self.last and now - self.since < self.window:
            self.repeats += 1
            return False
        self.flush()
        self.last, self.since = key, now
        return True

    def flush(self) -> None:
        """Write the count of the repeats not yet written, if any."""
        if not self.repeats or self.last is None:
            return
        name, level, _ = self.last
        summary = logging.LogRecord(name, level, __file__, 0,
                                    "… the last message repeated %d more times",
                                    (self.repeats,), None)
        summary.repeat_summary = True
        self.repeats = 0
        self.handler.handle(summary)


def count_repeats(logger: logging.Logger | None = None, window: float = 60.0) -> list[RepeatFilter]:
    """Put a RepeatFilter on every handler of `logger` (the root logger by default)."""
    filters = []
    for handler in (logger or logging.getLogger()).handlers:
        repeat = RepeatFilter(handler, window)
        handler.addFilter(repeat)
        filters.append(repeat)
    return filters
