"""Desktop notifications ("it is your move"), through the desktop-notifier library: the
system's own notification service (D-Bus on Linux, the Notification Center on macOS, WinRT on
Windows). Where there is none (no D-Bus session, the library missing, a macOS build outside an
app bundle) nothing is shown and one line is logged; the game never stops for it. Sending may
block on the system, so it is called from a worker thread (the turn watch's)."""

from __future__ import annotations

import logging
from typing import Any

log = logging.getLogger("game.ui")
APP_NAME = "Monasterium"
LIBRARY_LOGGER = "desktop_notifier"  # the library logs a failure rather than raising it


class _Failures(logging.Handler):
    """Takes the library's own failure lines (with their tracebacks) so that they are told in
    one line of ours instead."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.last: str | None = None

    def emit(self, record: logging.LogRecord) -> None:
        error = record.exc_info[1] if record.exc_info else None
        self.last = str(error) if error is not None else record.getMessage()


class DesktopNotices:
    """Sends notifications while it can; after the first failure it stays quiet."""

    def __init__(self) -> None:
        self._notifier: Any = None
        self._failures = _Failures()
        self.broken = ""  # why notifications cannot be shown ("" while they may be)
        self.sent = 0

    def _make(self) -> Any:
        from desktop_notifier import DesktopNotifierSync  # the import itself may fail

        library = logging.getLogger(LIBRARY_LOGGER)
        library.addHandler(self._failures)
        library.propagate = False
        return DesktopNotifierSync(app_name=APP_NAME)

    def send(self, title: str, body: str) -> bool:
        """Show a notification; False (and one logged line, the first time) where none can be
        shown."""
        if self.broken:
            return False
        self._failures.last = None
        try:
            if self._notifier is None:
                self._notifier = self._make()
            self._notifier.send(title=title, message=body)
        except Exception as problem:  # any failure of the system's service
            self._failures.last = f"{type(problem).__name__}: {problem}"
        if self._failures.last is not None:
            self.broken = self._failures.last
            log.warning("desktop notifications are not shown: %s", self.broken)
            return False
        self.sent += 1
        return True
