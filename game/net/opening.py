"""Opening a connection to the server: the address naming the table it is for, and a proxy's
passing "no process can take it" tried again."""

from __future__ import annotations

import asyncio
import ssl as ssl_module
import time
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import InvalidStatus

# a proxy in front of several server processes answers these while the process it would
# send a connection to has just died and before it has noticed: a moment later another takes it
PROXY_BUSY = (502, 503, 504)
PROXY_PAUSES = (0.25, 0.5, 1.0, 2.0)


def address(url: str, code: str | None) -> str:
    """The server's address naming the table a connection is for: a proxy in front of several
    server processes brings it to the one that holds the table (one server alone ignores it)."""
    return url if code is None else f"{url}{'&' if '?' in url else '?'}table={code}"


async def open_socket(url: str, code: str | None, ssl: ssl_module.SSLContext | None,
                      timeout: float, **options: Any) -> ClientConnection:
    """The websocket for table `code` at `url`; a proxy's 502/503/504 is tried again after a
    pause while `timeout` allows (the last answer raises as any failure does)."""
    deadline = time.monotonic() + timeout
    pauses = iter(PROXY_PAUSES)
    while True:
        try:
            return await connect(address(url, code), ssl=ssl,
                                 open_timeout=max(deadline - time.monotonic(), 0.1), **options)
        except InvalidStatus as refused:
            pause = next(pauses, None)
            if (refused.response.status_code not in PROXY_BUSY or pause is None
                    or time.monotonic() + pause >= deadline):
                raise
            await asyncio.sleep(pause)
